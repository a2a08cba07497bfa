//! What the locale says: whether the terminal can show more than ASCII, and which language
//! the player reads.

use crate::prefs::Lang;

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

/// The language the locale asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that
/// is set and not empty decides, Japanese when it starts with `ja` (`ja_JP.UTF-8`, `ja`),
/// English otherwise (and when none is set).
pub fn lang(lookup: impl Fn(&str) -> Option<String>) -> Lang {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|k| lookup(k).filter(|v| !v.is_empty()));
    match value {
        Some(v) if v.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("ja")) => Lang::Ja,
        _ => Lang::En,
    }
}

/// [`lang`] over this process's environment.
pub fn env_lang() -> Lang {
    lang(|k| std::env::var(k).ok())
}

/// The language of a run: `--lang` first, then the settings file's `language`, then the
/// locale's ([`lang`]).
pub fn choose_lang(flag: Option<Lang>, file: Option<Lang>, locale: Lang) -> Lang {
    flag.or(file).unwrap_or(locale)
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

    #[test]
    fn japanese_when_the_first_set_variable_starts_with_ja() {
        assert_eq!(lang(env(&[("LANG", "ja_JP.UTF-8")])), Lang::Ja);
        assert_eq!(lang(env(&[("LANG", "ja")])), Lang::Ja);
        assert_eq!(
            lang(env(&[
                ("LC_ALL", ""),
                ("LC_MESSAGES", "ja_JP.eucJP"),
                ("LANG", "C")
            ])),
            Lang::Ja
        );
        // The first one set decides, even when a later one says Japanese.
        assert_eq!(
            lang(env(&[("LC_ALL", "C"), ("LANG", "ja_JP.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            lang(env(&[
                ("LC_MESSAGES", "en_GB.UTF-8"),
                ("LANG", "ja_JP.UTF-8")
            ])),
            Lang::En
        );
        // LC_CTYPE is about characters, not messages.
        assert_eq!(lang(env(&[("LC_CTYPE", "ja_JP.UTF-8")])), Lang::En);
        assert_eq!(lang(env(&[("LANG", "jam")])), Lang::Ja);
        assert_eq!(lang(env(&[("LANG", "j")])), Lang::En);
        assert_eq!(lang(env(&[])), Lang::En);
    }

    #[test]
    fn the_flag_wins_then_the_file_then_the_locale() {
        assert_eq!(
            choose_lang(Some(Lang::En), Some(Lang::Ja), Lang::Ja),
            Lang::En
        );
        assert_eq!(choose_lang(None, Some(Lang::Ja), Lang::En), Lang::Ja);
        assert_eq!(choose_lang(None, None, Lang::Ja), Lang::Ja);
    }
}
