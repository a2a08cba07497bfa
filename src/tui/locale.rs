//! Whether the terminal's locale can show more than ASCII.

/// Whether the locale variables name a UTF-8 character set. The first of `LC_ALL`,
/// `LC_CTYPE` and `LANG` that is set and not empty decides, as the C library does; none set
/// (or `C` / `POSIX`) means plain ASCII.
pub fn is_utf8(lookup: impl Fn(&str) -> Option<String>) -> bool {
    let value = ["LC_ALL", "LC_CTYPE", "LANG"]
        .into_iter()
        .find_map(|k| lookup(k).filter(|v| !v.is_empty()));
    let Some(v) = value else {
        return false;
    };
    let v = v.to_ascii_lowercase();
    // "en_US.UTF-8", "C.utf8", "de_DE.utf-8@euro".
    v.contains("utf-8") || v.contains("utf8")
}

/// [`is_utf8`] over this process's environment.
pub fn env_is_utf8() -> bool {
    is_utf8(|k| std::env::var(k).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let v: Vec<(String, String)> = pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        move |k| v.iter().find(|(a, _)| a == k).map(|(_, b)| b.clone())
    }

    #[test]
    fn the_first_set_variable_decides() {
        assert!(is_utf8(env(&[("LANG", "en_US.UTF-8")])));
        assert!(is_utf8(env(&[("LC_ALL", "C.utf8"), ("LANG", "C")])));
        assert!(!is_utf8(env(&[("LC_ALL", "C"), ("LANG", "en_US.UTF-8")])));
        assert!(is_utf8(env(&[
            ("LC_ALL", ""),
            ("LC_CTYPE", "de_DE.utf-8@euro")
        ])));
        assert!(!is_utf8(env(&[("LANG", "POSIX")])));
        assert!(!is_utf8(env(&[("LANG", "en_US.ISO-8859-1")])));
        assert!(!is_utf8(env(&[])));
    }
}
