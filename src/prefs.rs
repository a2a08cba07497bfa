//! The player's lasting settings: how pieces are drawn, colours, auto-flip, the computer's
//! think time, a default clock and the players' names. They live in a small TOML file in the
//! platform's configuration folder ([`crate::tui::prefs_file`] reads and writes it); the
//! settings screen saves them and command-line flags override them for one run.
//!
//! This module is the file's *shape*: text in, typed [`Prefs`] out (or a [`PrefsError`] that
//! says which line and which key is wrong), and back. No file is touched here.
//!
//! ```
//! use shuuro::prefs::{Pieces, Prefs};
//!
//! let p = Prefs::from_toml("pieces = \"ascii\"\nthink = \"500ms\"\n").unwrap();
//! assert_eq!(p.pieces, Pieces::Ascii);
//! assert_eq!(p.think_ms, Some(500));
//! // What is not written keeps its default.
//! assert!(p.color);
//! assert_eq!(Prefs::from_toml(&p.to_toml()).unwrap(), p);
//!
//! let err = Prefs::from_toml("pieces = \"emoji\"\n").unwrap_err();
//! assert!(err.to_string().contains("pieces"));
//! ```

use serde::{Deserialize, Serialize};

/// How pieces and the board are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pieces {
    /// Piece letters (`K`, `q`), with box-drawing characters for the board.
    #[default]
    Letters,
    /// Chess symbols (`♔`, `♛`).
    Unicode,
    /// Letters, and nothing but ASCII for the board, boxes and marks.
    Ascii,
}

impl Pieces {
    /// The three choices in the order the settings screen cycles them.
    pub const ALL: [Pieces; 3] = [Pieces::Letters, Pieces::Unicode, Pieces::Ascii];

    /// The word used in the file and on the settings screen.
    pub const fn name(self) -> &'static str {
        match self {
            Pieces::Letters => "letters",
            Pieces::Unicode => "unicode",
            Pieces::Ascii => "ascii",
        }
    }
}

/// The lasting settings. Every field has a default, so a file may name only some of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prefs {
    pub pieces: Pieces,
    /// Colours on (`NO_COLOR` still turns them off for a run).
    pub color: bool,
    /// Turn the board towards the player to move in hot-seat games.
    pub auto_flip: bool,
    /// The computer's thinking time per move, in milliseconds; `None`: the game's default.
    pub think_ms: Option<u64>,
    /// A default clock for new games: minutes and seconds of increment.
    pub clock: Option<(u64, u64)>,
    /// The players' names, written into each new game's record (`players`).
    pub blue_name: Option<String>,
    pub red_name: Option<String>,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            pieces: Pieces::Letters,
            color: true,
            auto_flip: false,
            think_ms: None,
            clock: None,
            blue_name: None,
            red_name: None,
        }
    }
}

/// Why a settings text can't be read: where, and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PrefsError {
    /// Not TOML, an unknown key, or a key with a value of the wrong kind. The text is the
    /// TOML reader's, which names the line, the column and the key.
    #[error("{0}")]
    Syntax(String),
    /// `think` is not a duration like `2s` or `500ms` (between 10 ms and 10 minutes).
    #[error("think = {0:?}: write a time like \"2s\" or \"500ms\" (10ms to 600s)")]
    Think(String),
    /// `clock` is not `"none"` or minutes+seconds like `"15+10"`.
    #[error(
        "clock = {0:?}: write minutes+seconds like \"15+10\" (minutes 1–600, increment 0–600), or \"none\""
    )]
    Clock(String),
    /// A name that can't be a player's name (empty, too long, control characters).
    #[error("names.{side} = {name:?}: {why}")]
    Name {
        side: &'static str,
        name: String,
        why: NameError,
    },
}

/// The most characters a player's name may have (it is shown beside the board).
pub const NAME_MAX: usize = 20;

/// Why a text can't be a player's name.
///
/// ```
/// use shuuro::prefs::{NameError, player_name};
///
/// assert_eq!(player_name("  Ann "), Ok("Ann".to_string()));
/// assert_eq!(player_name(" "), Err(NameError::Empty));
/// assert_eq!(player_name("a\tb"), Err(NameError::Control { at: 2 }));
/// assert_eq!(
///     player_name(&"x".repeat(21)),
///     Err(NameError::TooLong { chars: 21 })
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// Nothing but spaces.
    #[error("a name can't be empty")]
    Empty,
    /// More than [`NAME_MAX`] characters (after trimming spaces).
    #[error("a name is at most {} characters (this one has {chars})", NAME_MAX)]
    TooLong { chars: usize },
    /// A control character (a tab, an escape, a new line) at character `at` (from 1).
    #[error("a name can't hold a control character (character {at})")]
    Control { at: usize },
}

/// A player's name from typed or written text: trimmed of spaces, 1 to [`NAME_MAX`]
/// characters, no control characters.
pub fn player_name(text: &str) -> Result<String, NameError> {
    let t = text.trim();
    if let Some(i) = t.chars().position(char::is_control) {
        return Err(NameError::Control { at: i + 1 });
    }
    match t.chars().count() {
        0 => Err(NameError::Empty),
        n if n > NAME_MAX => Err(NameError::TooLong { chars: n }),
        _ => Ok(t.to_string()),
    }
}

/// The file as written: plain TOML types, checked and turned into [`Prefs`].
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(skip_serializing_if = "Option::is_none")]
    pieces: Option<Pieces>,
    #[serde(skip_serializing_if = "Option::is_none")]
    color: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    auto_flip: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    think: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    clock: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    names: Option<Names>,
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Names {
    #[serde(skip_serializing_if = "Option::is_none")]
    blue: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    red: Option<String>,
}

/// The first lines of a written file.
const HEADER: &str = "# shuuro settings, written by the settings screen.\n\
# Command-line flags override them for one run.\n\
# pieces: letters | unicode | ascii; think: \"2s\" or \"500ms\"; clock: \"15+10\" or \"none\".\n";

/// Reads a duration: `2s`, `1.5s`, `500ms`.
fn parse_think(s: &str) -> Option<u64> {
    let t = s.trim();
    let ms = if let Some(x) = t.strip_suffix("ms") {
        x.trim().parse::<u64>().ok()?
    } else {
        let x = t.strip_suffix('s').unwrap_or(t).trim();
        let secs: f64 = x.parse().ok()?;
        if !secs.is_finite() || secs < 0.0 {
            return None;
        }
        (secs * 1000.0).round() as u64
    };
    (10..=600_000).contains(&ms).then_some(ms)
}

fn write_think(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        format!("{}s", ms / 1000)
    } else {
        format!("{ms}ms")
    }
}

/// Reads a clock: `none`, `15+10`, `5` (no increment).
fn parse_clock(s: &str) -> Option<Option<(u64, u64)>> {
    let t = s.trim();
    if t.eq_ignore_ascii_case("none") || t.is_empty() {
        return Some(None);
    }
    let (m, i) = t.split_once('+').unwrap_or((t, "0"));
    let m: u64 = m.trim().parse().ok()?;
    let i: u64 = i.trim().parse().ok()?;
    ((1..=600).contains(&m) && i <= 600).then_some(Some((m, i)))
}

fn check_name(side: &'static str, name: Option<String>) -> Result<Option<String>, PrefsError> {
    match name {
        Some(n) => match player_name(&n) {
            Ok(n) => Ok(Some(n)),
            Err(why) => Err(PrefsError::Name { side, name: n, why }),
        },
        None => Ok(None),
    }
}

impl Prefs {
    /// Reads a settings file's text. Keys not written keep their defaults; an unknown key
    /// (a typo) is an error, as in game records.
    pub fn from_toml(text: &str) -> Result<Prefs, PrefsError> {
        let f: File = toml::from_str(text).map_err(|e| PrefsError::Syntax(tidy(&e, text)))?;
        let d = Prefs::default();
        let think_ms = match f.think {
            Some(t) => Some(parse_think(&t).ok_or(PrefsError::Think(t))?),
            None => d.think_ms,
        };
        let clock = match f.clock {
            Some(c) => parse_clock(&c).ok_or(PrefsError::Clock(c))?,
            None => d.clock,
        };
        let names = f.names.unwrap_or_default();
        Ok(Prefs {
            pieces: f.pieces.unwrap_or(d.pieces),
            color: f.color.unwrap_or(d.color),
            auto_flip: f.auto_flip.unwrap_or(d.auto_flip),
            think_ms,
            clock,
            blue_name: check_name("blue", names.blue)?,
            red_name: check_name("red", names.red)?,
        })
    }

    /// The settings as a file's text (every key written, so the file shows what can be set).
    pub fn to_toml(&self) -> String {
        let names = (self.blue_name.is_some() || self.red_name.is_some()).then(|| Names {
            blue: self.blue_name.clone(),
            red: self.red_name.clone(),
        });
        let f = File {
            pieces: Some(self.pieces),
            color: Some(self.color),
            auto_flip: Some(self.auto_flip),
            think: self.think_ms.map(write_think),
            clock: Some(match self.clock {
                Some((m, i)) => format!("{m}+{i}"),
                None => "none".into(),
            }),
            names,
        };
        // Plain strings, booleans and tables always serialise.
        let body = toml::to_string(&f).unwrap_or_default();
        format!("{HEADER}{body}")
    }
}

/// The TOML reader's message on one line, with the line it is about:
/// `line 2, column 1 (colour = false): unknown field `colour`, expected one of ...`.
fn tidy(e: &toml::de::Error, text: &str) -> String {
    let msg = e.message().trim().replace('\n', " ");
    let Some(span) = e.span() else {
        return msg;
    };
    let start = span.start.min(text.len());
    if !text.is_char_boundary(start) {
        return msg;
    }
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_no = text[..start].matches('\n').count() + 1;
    let column = text[line_start..start].chars().count() + 1;
    let line = text[line_start..].lines().next().unwrap_or("").trim();
    let shown: String = line.chars().take(40).collect();
    format!("line {line_no}, column {column} ({shown}): {msg}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_file_is_the_defaults() {
        assert_eq!(Prefs::from_toml("").unwrap(), Prefs::default());
        assert_eq!(Prefs::from_toml("# nothing\n").unwrap(), Prefs::default());
    }

    #[test]
    fn every_setting_round_trips() {
        let p = Prefs {
            pieces: Pieces::Unicode,
            color: false,
            auto_flip: true,
            think_ms: Some(1500),
            clock: Some((15, 10)),
            blue_name: Some("Ann".into()),
            red_name: Some("Bob".into()),
        };
        let text = p.to_toml();
        assert!(text.starts_with("# shuuro settings"), "{text}");
        assert_eq!(Prefs::from_toml(&text).unwrap(), p);
        assert_eq!(
            Prefs::from_toml(&Prefs::default().to_toml()).unwrap(),
            Prefs::default()
        );
    }

    #[test]
    fn errors_name_the_key_and_where() {
        let e = Prefs::from_toml("color = true\ncolour = false\n").unwrap_err();
        let s = e.to_string();
        assert!(s.contains("line 2") && s.contains("colour"), "{s}");
        let e = Prefs::from_toml("color = \"yes\"\n").unwrap_err();
        assert!(e.to_string().contains("line 1"), "{e}");
        let e = Prefs::from_toml("pieces = emoji\n").unwrap_err();
        assert!(matches!(e, PrefsError::Syntax(_)), "{e}");
        assert_eq!(
            Prefs::from_toml("think = \"fast\"\n").unwrap_err(),
            PrefsError::Think("fast".into())
        );
        assert_eq!(
            Prefs::from_toml("think = \"0s\"\n").unwrap_err(),
            PrefsError::Think("0s".into())
        );
        assert_eq!(
            Prefs::from_toml("clock = \"0+5\"\n").unwrap_err(),
            PrefsError::Clock("0+5".into())
        );
        assert!(matches!(
            Prefs::from_toml("[names]\nblue = \"\"\n").unwrap_err(),
            PrefsError::Name {
                side: "blue",
                why: NameError::Empty,
                ..
            }
        ));
        assert!(matches!(
            Prefs::from_toml("[names]\nred = \"Bo\\u001b[2J\"\n").unwrap_err(),
            PrefsError::Name {
                side: "red",
                why: NameError::Control { at: 3 },
                ..
            }
        ));
    }

    #[test]
    fn times_and_clocks_read_as_the_flags_do() {
        assert_eq!(parse_think("2s"), Some(2000));
        assert_eq!(parse_think("1.5s"), Some(1500));
        assert_eq!(parse_think("500ms"), Some(500));
        assert_eq!(parse_think("3"), Some(3000));
        assert_eq!(parse_think("-1s"), None);
        assert_eq!(parse_clock("15+10"), Some(Some((15, 10))));
        assert_eq!(parse_clock("5"), Some(Some((5, 0))));
        assert_eq!(parse_clock("none"), Some(None));
        assert_eq!(parse_clock("601+0"), None);
    }

    #[test]
    fn garbage_never_panics() {
        for text in [
            "\u{0}",
            "[[[",
            "pieces = 3",
            "names = 1",
            "[names]\nred = 7",
            "=\n=",
        ] {
            assert!(Prefs::from_toml(text).is_err(), "{text:?}");
        }
    }
}
