//! The player's lasting settings: how pieces are drawn, colours, auto-flip, the computer's
//! think time and the last level played against, a default clock, the players' names, whether the puzzle trainer shows
//! a puzzle's themes before it is solved, and the language of the interface. They live in a small TOML file in the
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

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::rules::game::ClockRules;

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

/// The language the interface speaks (`crate::words` holds one table of words for each).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Japanese.
    Ja,
}

impl Lang {
    /// Every language, in the order the settings screen cycles them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];

    /// The code written in the settings file and given to `--lang`: `en`, `ja`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The language of a code (`en`, `ja`, in any case), if it is one.
    ///
    /// ```
    /// use shuuro::prefs::Lang;
    /// assert_eq!(Lang::from_code("ja"), Some(Lang::Ja));
    /// assert_eq!(Lang::from_code(" EN "), Some(Lang::En));
    /// assert_eq!(Lang::from_code("fr"), None);
    /// ```
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim();
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
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
    /// The computer's level, 1 to [`MAX_LEVEL`]: the one the last game against it was
    /// started at.
    pub level: u8,
    /// A default clock for new games (`None`: none).
    pub clock: Option<ClockRules>,
    /// The players' names, written into each new game's record (`players`).
    pub blue_name: Option<String>,
    pub red_name: Option<String>,
    /// The puzzle trainer shows each puzzle's themes before it is solved (`puzzles
    /// --show-themes[=false]` overrides it for one run).
    pub show_themes: bool,
    /// Search threads for the computer player, hints, the coach and the analysis;
    /// `None`: every core of the machine but one (written `"auto"`).
    pub threads: Option<u32>,
    /// The language of the interface; `None`: the locale's (`--lang` overrides it for
    /// one run).
    pub language: Option<Lang>,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            pieces: Pieces::Letters,
            color: true,
            auto_flip: false,
            think_ms: None,
            level: MAX_LEVEL,
            clock: None,
            blue_name: None,
            red_name: None,
            show_themes: false,
            threads: None,
            language: None,
        }
    }
}

/// One problem of a settings text: where, and what is wrong there. A value quoted in a
/// problem is cut to [`EXCERPT`] characters (a file may hold anything).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrefsError {
    /// Not TOML. The text is the TOML reader's, which names the line and the column (it
    /// stops at the first such error).
    Syntax(String),
    /// The file is not UTF-8 text.
    NotUtf8,
    /// A key the file may not have (a typo, say).
    Unknown {
        line: usize,
        key: String,
        expected: &'static [&'static str],
    },
    /// A key with a value of the wrong kind.
    Kind {
        line: usize,
        key: &'static str,
        expected: Expected,
    },
    /// `pieces` is not one of the three ways of drawing them.
    Pieces { line: usize, value: String },
    /// `think` is not a duration like `2s` or `500ms` (between 10 ms and 10 minutes).
    Think(String),
    /// `level` is not a whole number from 1 to [`MAX_LEVEL`].
    Level { line: usize, value: String },
    /// `clock` is not `"none"` or minutes+seconds like `"15+10"`.
    Clock(String),
    /// `threads` is not `"auto"` or a whole number from 1 to [`MAX_THREADS`].
    Threads { line: usize, value: String },
    /// `language` is not one of the languages the interface speaks.
    Language { line: usize, value: String },
    /// A name that can't be a player's name (empty, too long, control characters): its
    /// first characters.
    Name {
        side: &'static str,
        name: String,
        why: NameError,
    },
}

/// The kind of value a key of the settings file takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A string (`pieces`, `think`, `clock`, `language`, a name).
    String,
    /// `true` or `false`.
    Bool,
    /// A level, 1 to [`MAX_LEVEL`].
    Level,
    /// A number of threads or `"auto"`.
    Threads,
    /// A table (`[names]`).
    Table,
}

/// Every problem of a settings text, in the order of the file (at least one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrefsErrors(Vec<PrefsError>);

impl PrefsErrors {
    /// The problems, in the order of the file.
    pub fn problems(&self) -> &[PrefsError] {
        &self.0
    }
}

impl From<PrefsError> for PrefsErrors {
    fn from(e: PrefsError) -> PrefsErrors {
        PrefsErrors(vec![e])
    }
}

/// The most characters of a value a problem quotes.
pub const EXCERPT: usize = 24;

/// The first [`EXCERPT`] characters of `text` (with `…` when there were more).
fn excerpt(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = chars.by_ref().take(EXCERPT).collect();
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

/// The highest level of the computer (the engine's [`crate::engine::Level::MAX`]; the
/// settings screen checks they agree).
pub const MAX_LEVEL: u8 = 8;

/// The most search threads the file may ask for (the engine's own limit,
/// `engine::search::MAX_THREADS`; the settings screen checks they agree).
pub const MAX_THREADS: u32 = 256;

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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    /// Nothing but spaces.
    Empty,
    /// More than [`NAME_MAX`] characters (after trimming spaces).
    TooLong { chars: usize },
    /// A control character (a tab, an escape, a new line) at character `at` (from 1).
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

/// The file as written: plain TOML types (reading checks each key by hand, so that every
/// problem is found).
#[derive(Debug, Default, Serialize)]
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
    level: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    clock: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    show_themes: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    threads: Option<Threads>,
    #[serde(skip_serializing_if = "Option::is_none")]
    language: Option<Lang>,
    #[serde(skip_serializing_if = "Option::is_none")]
    names: Option<Names>,
}

/// `threads` as written: `"auto"` or a number.
#[derive(Debug, Serialize)]
#[serde(untagged)]
enum Threads {
    Auto(&'static str),
    Count(u32),
}

#[derive(Debug, Default, Serialize)]
struct Names {
    #[serde(skip_serializing_if = "Option::is_none")]
    blue: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    red: Option<String>,
}

/// The first lines of a written file.
const HEADER: &str = "# shuuro settings, written by the settings screen.\n\
# Command-line flags override them for one run.\n\
# pieces: letters | unicode | ascii; think: \"2s\" or \"500ms\"; clock: \"15+10\" or \"none\".\n\
# threads: the computer's search threads, 1 to 256, or \"auto\" (every core but one).\n\
# language: \"en\" or \"ja\" (not written: the locale's, LC_ALL, LC_MESSAGES or LANG).\n";

/// Reads the `think` time in milliseconds (10 ms to 10 minutes), as [`parse_time`] does.
fn parse_think(s: &str) -> Option<u64> {
    let ms = (parse_time(s)?.as_secs_f64() * 1000.0).round() as u64;
    (10..=600_000).contains(&ms).then_some(ms)
}

/// Reads a time as players write it: `2s`, `1.5s`, `500ms`, or a plain number of seconds
/// (`None` for anything else, a negative or endless number included). The one reader of
/// times for this file, the command line's flags and `match`'s players; each caller
/// keeps its own range.
///
/// ```
/// use std::time::Duration;
/// use shuuro::prefs::parse_time;
///
/// assert_eq!(parse_time("1.5s"), Some(Duration::from_millis(1500)));
/// assert_eq!(parse_time(" 500ms "), Some(Duration::from_millis(500)));
/// assert_eq!(parse_time("2"), Some(Duration::from_secs(2)));
/// assert_eq!(parse_time("-1s"), None);
/// assert_eq!(parse_time("NaN"), None);
/// ```
pub fn parse_time(s: &str) -> Option<Duration> {
    let t = s.trim();
    let (number, scale) = if let Some(n) = t.strip_suffix("ms") {
        (n, 0.001)
    } else if let Some(n) = t.strip_suffix('s') {
        (n, 1.0)
    } else {
        (t, 1.0)
    };
    let x: f64 = number.trim().parse().ok()?;
    (x.is_finite() && (0.0..1e6).contains(&x)).then(|| Duration::from_secs_f64(x * scale))
}

fn write_think(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        format!("{}s", ms / 1000)
    } else {
        format!("{ms}ms")
    }
}

/// Reads the file's clock: nothing means none, else as [`parse_clock`] does.
fn parse_file_clock(s: &str) -> Option<Option<ClockRules>> {
    if s.trim().is_empty() {
        return Some(None);
    }
    parse_clock(s).ok().map(|c| c.0)
}

/// Why a clock's text was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// Not `none`/`off`, nor minutes optionally `+` seconds.
    Shape,
    /// Minutes not above 0 or above 600, or an increment above 600 seconds.
    Range,
    /// A time that is not a whole number of seconds (the clock counts whole seconds).
    WholeSeconds,
}

/// A clock as the `--clock` flag and the settings file write it: `none` (or `off`), or a
/// clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockChoice(pub Option<ClockRules>);

/// Reads a chess clock as players write it, minutes + seconds added per move: `15+10`,
/// `5` (no increment), `0.5+0` (half a minute), or `none` / `off` (no clock). The one
/// reader of clocks for this file and the `--clock` flag.
///
/// ```
/// use shuuro::prefs::{ClockChoice, ClockError, parse_clock};
/// use shuuro::rules::game::ClockRules;
///
/// assert_eq!(parse_clock("15+10"), Ok(ClockChoice(Some(ClockRules::new(15, 10)))));
/// assert_eq!(parse_clock(" 5 "), Ok(ClockChoice(Some(ClockRules::new(5, 0)))));
/// assert_eq!(parse_clock("0.5+0").unwrap().0.unwrap().initial_ms, 30_000);
/// assert_eq!(parse_clock("off"), Ok(ClockChoice(None)));
/// assert_eq!(parse_clock("15:10"), Err(ClockError::Shape));
/// assert_eq!(parse_clock("0+5"), Err(ClockError::Range));
/// assert_eq!(parse_clock("0.001+0"), Err(ClockError::WholeSeconds));
/// ```
pub fn parse_clock(s: &str) -> Result<ClockChoice, ClockError> {
    let t = s.trim();
    if t.eq_ignore_ascii_case("none") || t.eq_ignore_ascii_case("off") {
        return Ok(ClockChoice(None));
    }
    let (m, i) = t.split_once('+').unwrap_or((t, "0"));
    let number = |x: &str| {
        x.trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite())
            .ok_or(ClockError::Shape)
    };
    let (m, i) = (number(m)?, number(i)?);
    if !(m > 0.0 && m <= 600.0 && (0.0..=600.0).contains(&i)) {
        return Err(ClockError::Range);
    }
    let whole_seconds = |x: f64| {
        let r = x.round();
        if (x - r).abs() < 1e-6 {
            Ok(r as u64 * 1000)
        } else {
            Err(ClockError::WholeSeconds)
        }
    };
    let clock = ClockRules {
        initial_ms: whole_seconds(m * 60.0)?,
        increment_ms: whole_seconds(i)?,
    };
    if clock.initial_ms == 0 {
        return Err(ClockError::Range);
    }
    Ok(ClockChoice(Some(clock)))
}

/// The keys a settings file may have.
const KEYS: [&str; 10] = [
    "pieces",
    "color",
    "auto_flip",
    "think",
    "level",
    "clock",
    "threads",
    "show_themes",
    "language",
    "names",
];

/// A name from the file, or the problem with it (quoting its first characters only: a
/// name is cut at its limit when read).
fn check_name(side: &'static str, name: &str) -> Result<String, PrefsError> {
    player_name(name).map_err(|why| PrefsError::Name {
        side,
        name: excerpt(name.trim()),
        why,
    })
}

impl Prefs {
    /// Reads a settings file's text. Keys not written keep their defaults; an unknown key
    /// (a typo) is an error, as in game records. Every problem is reported at once (but
    /// text that is not TOML stops the reading at its first error).
    pub fn from_toml(text: &str) -> Result<Prefs, PrefsErrors> {
        use toml::de::{DeTable, DeValue};
        let table = DeTable::parse(text).map_err(|e| PrefsError::Syntax(tidy(&e, text)))?;
        let line = |span: std::ops::Range<usize>| {
            let start = span.start.min(text.len());
            text.as_bytes()[..start]
                .iter()
                .filter(|&&b| b == b'\n')
                .count()
                + 1
        };
        let mut p = Prefs::default();
        let mut problems = Vec::new();
        // In the order of the file (the table is kept in key order).
        let mut entries: Vec<_> = table.get_ref().iter().collect();
        entries.sort_by_key(|(k, _)| k.span().start);
        for (key, value) in entries {
            let at = line(key.span());
            let kind = |key: &'static str, expected: Expected| PrefsError::Kind {
                line: at,
                key,
                expected,
            };
            match (key.get_ref().as_ref(), value.get_ref()) {
                ("pieces", DeValue::String(v)) => {
                    match Pieces::ALL.into_iter().find(|p| p.name() == v.as_ref()) {
                        Some(pieces) => p.pieces = pieces,
                        None => problems.push(PrefsError::Pieces {
                            line: at,
                            value: excerpt(v),
                        }),
                    }
                }
                ("pieces", _) => problems.push(kind("pieces", Expected::String)),
                ("color", DeValue::Boolean(b)) => p.color = *b,
                ("color", _) => problems.push(kind("color", Expected::Bool)),
                ("auto_flip", DeValue::Boolean(b)) => p.auto_flip = *b,
                ("auto_flip", _) => problems.push(kind("auto_flip", Expected::Bool)),
                ("think", DeValue::String(v)) => match parse_think(v) {
                    Some(ms) => p.think_ms = Some(ms),
                    None => problems.push(PrefsError::Think(excerpt(v))),
                },
                ("think", _) => problems.push(kind("think", Expected::String)),
                ("level", DeValue::Integer(n)) => match u8::from_str_radix(n.as_str(), n.radix()) {
                    Ok(k) if (1..=MAX_LEVEL).contains(&k) => p.level = k,
                    _ => problems.push(PrefsError::Level {
                        line: at,
                        value: excerpt(&n.to_string()),
                    }),
                },
                ("level", _) => problems.push(kind("level", Expected::Level)),
                ("clock", DeValue::String(v)) => match parse_file_clock(v) {
                    Some(c) => p.clock = c,
                    None => problems.push(PrefsError::Clock(excerpt(v))),
                },
                ("clock", _) => problems.push(kind("clock", Expected::String)),
                ("threads", DeValue::String(v)) if v.trim().eq_ignore_ascii_case("auto") => {
                    p.threads = None
                }
                ("threads", DeValue::Integer(n)) => {
                    match u32::from_str_radix(n.as_str(), n.radix()) {
                        Ok(k) if (1..=MAX_THREADS).contains(&k) => p.threads = Some(k),
                        _ => problems.push(PrefsError::Threads {
                            line: at,
                            value: excerpt(&n.to_string()),
                        }),
                    }
                }
                ("threads", DeValue::String(v)) => problems.push(PrefsError::Threads {
                    line: at,
                    value: format!("{:?}", excerpt(v)),
                }),
                ("threads", _) => problems.push(kind("threads", Expected::Threads)),
                ("names", DeValue::Table(names)) => {
                    let mut names: Vec<_> = names.iter().collect();
                    names.sort_by_key(|(k, _)| k.span().start);
                    for (side, name) in names {
                        let at = line(side.span());
                        let (side, slot) = match side.get_ref().as_ref() {
                            "blue" => ("blue", &mut p.blue_name),
                            "red" => ("red", &mut p.red_name),
                            other => {
                                problems.push(PrefsError::Unknown {
                                    line: at,
                                    key: format!("names.{}", excerpt(other)),
                                    expected: &["names.blue", "names.red"],
                                });
                                continue;
                            }
                        };
                        match name.get_ref() {
                            DeValue::String(n) => match check_name(side, n) {
                                Ok(n) => *slot = Some(n),
                                Err(e) => problems.push(e),
                            },
                            _ => problems.push(PrefsError::Kind {
                                line: at,
                                key: if side == "blue" {
                                    "names.blue"
                                } else {
                                    "names.red"
                                },
                                expected: Expected::String,
                            }),
                        }
                    }
                }
                ("names", _) => problems.push(kind("names", Expected::Table)),
                ("language", DeValue::String(v)) => match Lang::from_code(v) {
                    Some(l) => p.language = Some(l),
                    None => problems.push(PrefsError::Language {
                        line: at,
                        value: excerpt(v),
                    }),
                },
                ("language", _) => problems.push(kind("language", Expected::String)),
                ("show_themes", DeValue::Boolean(b)) => p.show_themes = *b,
                ("show_themes", _) => problems.push(kind("show_themes", Expected::Bool)),
                (other, _) => problems.push(PrefsError::Unknown {
                    line: at,
                    key: excerpt(other),
                    expected: &KEYS,
                }),
            }
        }
        if problems.is_empty() {
            Ok(p)
        } else {
            Err(PrefsErrors(problems))
        }
    }

    /// What this client saves (`self`) put onto what the file holds `now`: a setting this
    /// client did not change from what it `read` keeps the file's value, so two clients
    /// saving one after the other keep each other's changes.
    ///
    /// ```
    /// use shuuro::prefs::{Pieces, Prefs};
    ///
    /// let read = Prefs::default();
    /// let mine = Prefs { think_ms: Some(500), ..read.clone() };
    /// let now = Prefs { pieces: Pieces::Ascii, ..read.clone() }; // another client's save
    /// let saved = mine.changes_onto(&read, &now);
    /// assert_eq!((saved.pieces, saved.think_ms), (Pieces::Ascii, Some(500)));
    /// ```
    pub fn changes_onto(&self, read: &Prefs, now: &Prefs) -> Prefs {
        fn pick<T: PartialEq + Clone>(mine: &T, read: &T, now: &T) -> T {
            if mine == read {
                now.clone()
            } else {
                mine.clone()
            }
        }
        // Every field named, so a new setting can't be forgotten here.
        let Prefs {
            pieces,
            color,
            auto_flip,
            think_ms,
            level,
            clock,
            blue_name,
            red_name,
            show_themes,
            threads,
            language,
        } = self;
        Prefs {
            pieces: pick(pieces, &read.pieces, &now.pieces),
            color: pick(color, &read.color, &now.color),
            auto_flip: pick(auto_flip, &read.auto_flip, &now.auto_flip),
            think_ms: pick(think_ms, &read.think_ms, &now.think_ms),
            level: pick(level, &read.level, &now.level),
            clock: pick(clock, &read.clock, &now.clock),
            blue_name: pick(blue_name, &read.blue_name, &now.blue_name),
            red_name: pick(red_name, &read.red_name, &now.red_name),
            show_themes: pick(show_themes, &read.show_themes, &now.show_themes),
            threads: pick(threads, &read.threads, &now.threads),
            language: pick(language, &read.language, &now.language),
        }
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
            level: Some(self.level),
            clock: Some(self.clock.map_or_else(|| "none".into(), |c| c.to_string())),
            show_themes: Some(self.show_themes),
            threads: Some(match self.threads {
                Some(n) => Threads::Count(n),
                None => Threads::Auto("auto"),
            }),
            language: self.language,
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
            level: 3,
            clock: Some(ClockRules::new(15, 10)),
            blue_name: Some("Ann".into()),
            red_name: Some("Bob".into()),
            show_themes: true,
            threads: Some(3),
            language: Some(Lang::Ja),
        };
        let text = p.to_toml();
        assert!(text.contains("language = \"ja\""), "{text}");
        assert!(text.contains("threads = 3"), "{text}");
        assert!(text.contains("level = 3"), "{text}");
        assert!(text.starts_with("# shuuro settings"), "{text}");
        assert_eq!(Prefs::from_toml(&text).unwrap(), p);
        assert_eq!(
            Prefs::from_toml(&Prefs::default().to_toml()).unwrap(),
            Prefs::default()
        );
        assert!(Prefs::default().to_toml().contains("threads = \"auto\""));
    }

    #[test]
    fn threads_are_auto_or_a_count_from_1_to_the_most() {
        let t = |text: &str| Prefs::from_toml(text).map(|p| p.threads);
        assert_eq!(t("threads = \"auto\"\n"), Ok(None));
        assert_eq!(t("threads = 1\n"), Ok(Some(1)));
        assert_eq!(t("threads = 256\n"), Ok(Some(256)));
        assert_eq!(t("threads = 0x10\n"), Ok(Some(16)));
        for (text, value) in [
            ("threads = 0\n", "0"),
            ("threads = -2\n", "-2"),
            ("threads = 257\n", "257"),
            ("threads = 99999999999999\n", "99999999999999"),
            ("threads = \"all\"\n", "\"all\""),
        ] {
            assert_eq!(
                problem(text),
                PrefsError::Threads {
                    line: 1,
                    value: value.into()
                },
                "{text}"
            );
        }
        assert!(matches!(
            problem("color = true\nthreads = 1.5\n"),
            PrefsError::Kind {
                line: 2,
                key: "threads",
                ..
            }
        ));
        let s = problem("threads = 0\n").to_string();
        assert!(s.contains("threads") && s.contains("auto"), "{s}");
    }

    /// The one problem of `text`.
    fn problem(text: &str) -> PrefsError {
        let e = Prefs::from_toml(text).unwrap_err();
        assert_eq!(e.problems().len(), 1, "{e}");
        e.problems()[0].clone()
    }

    #[test]
    fn errors_name_the_key_and_where() {
        let s = problem("color = true\ncolour = false\n").to_string();
        assert!(s.contains("line 2") && s.contains("colour"), "{s}");
        let e = problem("color = \"yes\"\n");
        assert!(e.to_string().contains("line 1"), "{e}");
        assert!(matches!(problem("pieces = emoji\n"), PrefsError::Syntax(_)));
        assert_eq!(
            problem("think = \"fast\"\n"),
            PrefsError::Think("fast".into())
        );
        assert_eq!(problem("think = \"0s\"\n"), PrefsError::Think("0s".into()));
        assert_eq!(
            problem("color = true\nlevel = 9\n"),
            PrefsError::Level {
                line: 2,
                value: "9".into(),
            }
        );
        assert!(matches!(
            problem("level = \"3\"\n"),
            PrefsError::Kind { key: "level", .. }
        ));
        assert_eq!(Prefs::from_toml("level = 1\n").map(|p| p.level), Ok(1));
        assert!(matches!(problem("level = 0\n"), PrefsError::Level { .. }));
        assert_eq!(
            problem("clock = \"0+5\"\n"),
            PrefsError::Clock("0+5".into())
        );
        assert!(matches!(
            problem("[names]\nblue = \"\"\n"),
            PrefsError::Name {
                side: "blue",
                why: NameError::Empty,
                ..
            }
        ));
        assert!(matches!(
            problem("[names]\nred = \"Bo\\u001b[2J\"\n"),
            PrefsError::Name {
                side: "red",
                why: NameError::Control { at: 3 },
                ..
            }
        ));
        assert!(matches!(
            problem("pieces = \"emoji\"\n"),
            PrefsError::Pieces { line: 1, .. }
        ));
    }

    #[test]
    fn every_problem_of_a_file_is_reported_at_once() {
        let text =
            "colour = true\nthink = \"9000s\"\npieces = 3\n[names]\nblue = \"\"\ngreen = \"x\"\n";
        let e = Prefs::from_toml(text).unwrap_err();
        let p = e.problems();
        assert_eq!(p.len(), 5, "{e}");
        assert!(matches!(&p[0], PrefsError::Unknown { line: 1, key, .. } if key == "colour"));
        assert_eq!(p[1], PrefsError::Think("9000s".into()));
        assert!(matches!(
            p[2],
            PrefsError::Kind {
                line: 3,
                key: "pieces",
                ..
            }
        ));
        assert!(matches!(p[3], PrefsError::Name { side: "blue", .. }));
        assert!(matches!(&p[4], PrefsError::Unknown { line: 6, key, .. } if key == "names.green"));
        let s = e.to_string();
        assert!(s.contains("colour") && s.contains("9000s"), "{s}");
    }

    #[test]
    fn a_long_value_is_quoted_by_its_first_characters_only() {
        let long = "x".repeat(500_000);
        let e = problem(&format!("[names]\nblue = \"{long}\"\n"));
        let PrefsError::Name { name, why, .. } = &e else {
            panic!("{e}")
        };
        assert_eq!(*why, NameError::TooLong { chars: 500_000 });
        assert_eq!(name.chars().count(), EXCERPT + 1, "cut, with an ellipsis");
        assert!(e.to_string().len() < 200, "{e}");
        for text in [
            format!("think = \"{long}\""),
            format!("clock = \"{long}\""),
            format!("pieces = \"{long}\""),
            format!("{long} = 1"),
        ] {
            let e = Prefs::from_toml(&text).unwrap_err();
            assert!(e.to_string().len() < 300, "{}", &e.to_string()[..300]);
        }
    }

    #[test]
    fn times_and_clocks_read_as_the_flags_do() {
        assert_eq!(parse_think("2s"), Some(2000));
        assert_eq!(parse_think("1.5s"), Some(1500));
        assert_eq!(parse_think("500ms"), Some(500));
        assert_eq!(parse_think("3"), Some(3000));
        assert_eq!(parse_think("-1s"), None);
        // Endless, not a number, or rounding to under 10 ms: refused, never a panic.
        for bad in ["inf", "1e400s", "NaN", "0.001s", "9ms", "601s", "2 h", ""] {
            assert_eq!(parse_think(bad), None, "{bad:?}");
        }
        assert_eq!(parse_think("0.0105s"), Some(11));
        assert_eq!(
            parse_file_clock("15+10"),
            Some(Some(ClockRules::new(15, 10)))
        );
        assert_eq!(parse_file_clock("5"), Some(Some(ClockRules::new(5, 0))));
        assert_eq!(parse_file_clock("none"), Some(None));
        assert_eq!(parse_file_clock("601+0"), None);
    }

    #[test]
    fn the_language_is_en_or_ja() {
        let l = |text: &str| Prefs::from_toml(text).map(|p| p.language);
        assert_eq!(l("language = \"ja\"\n"), Ok(Some(Lang::Ja)));
        assert_eq!(l("language = \"en\"\n"), Ok(Some(Lang::En)));
        assert_eq!(l(""), Ok(None));
        assert_eq!(
            problem("color = true\nlanguage = \"fr\"\n"),
            PrefsError::Language {
                line: 2,
                value: "fr".into()
            }
        );
        assert!(matches!(
            problem("language = 1\n"),
            PrefsError::Kind {
                key: "language",
                ..
            }
        ));
        // Not written when not chosen: the locale keeps deciding.
        assert!(!Prefs::default().to_toml().contains("\nlanguage"));
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
