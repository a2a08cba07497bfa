//! The one layer of words: typed values in, text out, one table per language. Every word a
//! player reads is written here and nowhere else: the rules core and the app hand over
//! values (an error, a notice, a key's action, a step of a game), and the front ends (the
//! screen, `ui/`; the plain line mode to come) ask the table of the player's language
//! ([`of`]) for their words. The text is plain (no styles, no terminal): a line-based front
//! end prints it as it is.
//!
//! A table is one implementation of [`Words`] (its parts: [`RulesWords`], ...), in its own
//! folder (`en/`, `ja/`). A value without words in some language fails to compile: each
//! part is a trait every table implements, each of its methods matches every variant of
//! its value (no `_` arm: the tables deny `clippy::wildcard_enum_match_arm`), and the
//! labels without data ([`Text`]) are checked, every one of them in every language, by
//! this module's tests.
//!
//! ```
//! use shuuro::prefs::Lang;
//! use shuuro::rules::deploy::PlaceError;
//!
//! let e = PlaceError::KingFirst;
//! assert_eq!(shuuro::words::of(Lang::En).place_error(&e), "the King is placed first");
//! assert_eq!(shuuro::words::of(Lang::Ja).place_error(&e), "最初にキングを配置します");
//! // The English table is also the errors' `Display`, for the commands other programs run.
//! assert_eq!(e.to_string(), "the King is placed first");
//! ```

mod display;
pub mod en;
pub mod ja;
mod rules;

pub use crate::prefs::Lang;
pub use rules::RulesWords;

/// A language's whole table of words.
pub trait Words: RulesWords + Sync {
    /// The language of the table.
    fn lang(&self) -> Lang;
}

/// A table of words, as the front ends hold it.
pub type W = &'static dyn Words;

/// The table of `lang`.
pub fn of(lang: Lang) -> W {
    match lang {
        Lang::En => &en::En,
        Lang::Ja => &ja::Ja,
    }
}

/// The English table (the words of the commands other programs run, and of `Display`).
pub fn en() -> W {
    of(Lang::En)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_table_is_its_language() {
        for lang in Lang::ALL {
            assert_eq!(of(lang).lang(), lang);
        }
    }
}
