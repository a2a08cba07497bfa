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

pub mod cmd;
mod display;
pub mod en;
mod files;
pub mod game;
pub mod ja;
mod keys;
pub mod lesson;
mod menus;
mod notices;
pub mod page;
mod rules;
mod text;
pub mod trainer;

pub use crate::prefs::Lang;
pub use cmd::CmdWords;
pub use files::FileWords;
pub use game::GameWords;
pub use keys::KeyWords;
pub use lesson::LessonWords;
pub use menus::MenuWords;
pub use notices::{NoticeWords, Noun};
pub use page::PageWords;
pub use rules::RulesWords;
pub use text::Text;
pub use trainer::TrainerWords;

/// A language's whole table of words.
pub trait Words:
    RulesWords
    + FileWords
    + NoticeWords
    + MenuWords
    + KeyWords
    + PageWords
    + GameWords
    + CmdWords
    + TrainerWords
    + LessonWords
    + Sync
{
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

/// Whether `text` is written in Japanese: it holds a kana, a kanji or a full-width sign.
#[cfg(test)]
pub(crate) fn japanese(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(c, '\u{3000}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}')
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::MenuItem;
    use crate::app::does::{Does, KeysOf};
    use crate::app::settings::Field;
    use crate::rules::game::Phase;
    use crate::rules::outcome::Reason;
    use crate::rules::{Role, Side};

    /// Words the Japanese table writes as the English does: signs and names.
    const SAME: &[&str] = &["±10", "Shuuro"];

    #[test]
    fn each_table_is_its_language() {
        for lang in Lang::ALL {
            assert_eq!(of(lang).lang(), lang);
        }
    }

    /// Every word without data, in every language: not empty, and in Japanese written in
    /// Japanese (a label left in English would show on a Japanese screen).
    #[test]
    fn every_fixed_word_is_in_every_language() {
        let (en, ja) = (of(Lang::En), of(Lang::Ja));
        let mut pairs: Vec<(String, &str, &str)> = Vec::new();
        for t in Text::ALL {
            pairs.push((format!("{t:?}"), en.text(*t), ja.text(*t)));
        }
        for d in Does::ALL {
            pairs.push((format!("{d:?}"), en.does(*d), ja.does(*d)));
        }
        for k in KeysOf::ALL {
            pairs.push((format!("{k:?}"), en.keys_of(*k), ja.keys_of(*k)));
        }
        for m in MenuItem::ALL {
            pairs.push((format!("{m:?}"), en.menu_item(m), ja.menu_item(m)));
        }
        for f in Field::ALL {
            pairs.push((format!("{f:?}"), en.field(f), ja.field(f)));
            pairs.push((
                format!("{f:?} explained"),
                en.field_explain(f),
                ja.field_explain(f),
            ));
        }
        for p in [
            Phase::Armies,
            Phase::Plinths,
            Phase::DeployOrder,
            Phase::Deploy,
            Phase::FightOrder,
            Phase::Fight,
            Phase::Over,
        ] {
            pairs.push((format!("{p:?}"), en.phase(p), ja.phase(p)));
            pairs.push((format!("{p:?} title"), en.phase_title(p), ja.phase_title(p)));
        }
        for r in Reason::ALL {
            pairs.push((format!("{r:?}"), en.reason(r), ja.reason(r)));
        }
        for r in Role::ALL {
            pairs.push((format!("{r:?}"), en.role(r), ja.role(r)));
        }
        for s in Side::ALL {
            pairs.push((format!("{s:?}"), en.side(s), ja.side(s)));
        }
        let mut english_left = Vec::new();
        for (key, e, j) in &pairs {
            assert!(!e.trim().is_empty(), "{key}: no English");
            assert!(!j.trim().is_empty(), "{key}: no Japanese");
            if !japanese(j) && !SAME.contains(j) {
                english_left.push(format!("{key}: {j:?}"));
            }
        }
        assert!(english_left.is_empty(), "not Japanese: {english_left:#?}");
    }

    /// One word for one thing: the Japanese table calls a plinth キューブ, an army アーミー,
    /// the fight バトル, dice ダイス, and the pieces by their katakana names, never by
    /// another word.
    #[test]
    fn the_japanese_table_keeps_to_its_terms() {
        let ja = of(Lang::Ja);
        let mut all: Vec<String> = Text::ALL.iter().map(|t| ja.text(*t).to_string()).collect();
        all.extend(Does::ALL.iter().map(|d| ja.does(*d).to_string()));
        all.extend(ja.rules_page().iter().flat_map(|s| {
            std::iter::once(s.title.to_string()).chain(s.paragraphs.iter().map(|p| p.to_string()))
        }));
        for word in [
            "台座",
            "プリンス",
            "軍隊",
            "戦闘",
            "サイコロ",
            "さいころ",
            "騎士",
            "僧正",
            "女王",
            "王様",
            "歩兵",
            "城兵",
        ] {
            for t in &all {
                assert!(!t.contains(word), "{word:?} in {t:?}");
            }
        }
        for (r, name) in [
            (Role::King, "キング"),
            (Role::Queen, "クイーン"),
            (Role::Rook, "ルーク"),
            (Role::Bishop, "ビショップ"),
            (Role::Knight, "ナイト"),
            (Role::Pawn, "ポーン"),
        ] {
            assert_eq!(ja.role(r), name);
        }
    }
}
