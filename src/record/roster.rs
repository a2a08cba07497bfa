//! Rosters as JSON, in the shape of the files in `rosters/` (the same shape a record may
//! embed as `rules.roster`): read with serde, every error naming the origin and the
//! field, then checked by [`Roster::from_setup`] (every problem at once).
//!
//! ```
//! use shuuro::record::roster::{from_json, to_value};
//! use shuuro::rules::roster::Roster;
//!
//! let standard = Roster::builtin("standard").unwrap();
//! let text = to_value(&standard).to_string();
//! assert_eq!(from_json(&text, "x.json"), Ok(standard));
//! let bad = text
//!     .replace(r#""king":{"cost":0,"max":1}"#, r#""king":{"cost":0,"max":0}"#)
//!     .replace(r#""max_pieces":32"#, r#""max_pieces":0"#);
//! assert_eq!(
//!     from_json(&bad, "x.json").unwrap_err().to_string(),
//!     "x.json: max_pieces: must be at least 1, for the King (found 0); \
//!      pieces.king.max: a roster must allow exactly one King (found 0)"
//! );
//! ```

use serde::{Deserialize, Serialize};

use crate::de::{self, DeError};
use crate::rules::role::{ByRole, Role};
use crate::rules::roster::{Roster, RosterEntry, RosterProblems, RosterSetup};

/// Why a roster could not be had, naming where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RosterError {
    /// The text is not JSON: "rosters/x.json: not JSON: EOF while parsing ...".
    NotJson { origin: String, message: String },
    /// A field missing, mistyped or unknown: "rosters/x.json: points: missing field ...".
    Field {
        origin: String,
        field: String,
        message: String,
    },
    /// Readable, but breaking the rules for rosters (every problem).
    Invalid {
        origin: String,
        problems: RosterProblems,
    },
    /// A name that is not built in (in a record, where no file is looked for).
    Unknown(String),
    /// Neither a builtin name nor a file (from the command line).
    NoSuchRoster(String),
    /// A roster file that could not be read.
    Unreadable { path: String, message: String },
}

#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct RosterJson {
    name: String,
    #[serde(
        default,
        deserialize_with = "de::opt_whole",
        skip_serializing_if = "Option::is_none"
    )]
    board: Option<u32>,
    #[serde(deserialize_with = "de::whole")]
    points: u32,
    #[serde(deserialize_with = "de::whole")]
    max_pieces: u32,
    #[serde(deserialize_with = "de::object")]
    pieces: PiecesJson,
}

#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct PiecesJson {
    #[serde(deserialize_with = "de::object")]
    king: EntryJson,
    #[serde(deserialize_with = "de::object")]
    queen: EntryJson,
    #[serde(deserialize_with = "de::object")]
    rook: EntryJson,
    #[serde(deserialize_with = "de::object")]
    bishop: EntryJson,
    #[serde(deserialize_with = "de::object")]
    knight: EntryJson,
    #[serde(deserialize_with = "de::object")]
    pawn: EntryJson,
    /// The fairy pieces: absent when the roster does not offer them.
    #[serde(
        default,
        deserialize_with = "de::opt_object",
        skip_serializing_if = "Option::is_none"
    )]
    chancellor: Option<EntryJson>,
    #[serde(
        default,
        deserialize_with = "de::opt_object",
        skip_serializing_if = "Option::is_none"
    )]
    archbishop: Option<EntryJson>,
    #[serde(
        default,
        deserialize_with = "de::opt_object",
        skip_serializing_if = "Option::is_none"
    )]
    giraffe: Option<EntryJson>,
}

#[derive(Clone, Copy, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct EntryJson {
    #[serde(deserialize_with = "de::whole")]
    cost: u32,
    #[serde(default, deserialize_with = "de::opt_whole")]
    max: Option<u32>,
}

impl From<EntryJson> for RosterEntry {
    fn from(e: EntryJson) -> RosterEntry {
        RosterEntry {
            cost: e.cost,
            max: e.max,
        }
    }
}

impl From<RosterEntry> for EntryJson {
    fn from(e: RosterEntry) -> EntryJson {
        EntryJson {
            cost: e.cost,
            max: e.max,
        }
    }
}

impl RosterJson {
    fn setup(self) -> RosterSetup {
        let p = self.pieces;
        let fairy = |e: Option<EntryJson>| e.map_or(RosterEntry::ABSENT, RosterEntry::from);
        let classic = [p.king, p.queen, p.rook, p.bishop, p.knight, p.pawn].map(RosterEntry::from);
        let [k, q, r, b, n, pawn] = classic;
        RosterSetup {
            name: self.name,
            board: self.board,
            points: self.points,
            max_pieces: self.max_pieces,
            pieces: ByRole([
                k,
                q,
                r,
                b,
                n,
                pawn,
                fairy(p.chancellor),
                fairy(p.archbishop),
                fairy(p.giraffe),
            ]),
        }
    }

    fn of(r: &Roster) -> RosterJson {
        let s = r.to_setup();
        let e = |role: Role| EntryJson::from(s.pieces[role]);
        let fairy = |role: Role| s.pieces[role].offered().then(|| e(role));
        RosterJson {
            pieces: PiecesJson {
                king: e(Role::King),
                queen: e(Role::Queen),
                rook: e(Role::Rook),
                bishop: e(Role::Bishop),
                knight: e(Role::Knight),
                pawn: e(Role::Pawn),
                chancellor: fairy(Role::Chancellor),
                archbishop: fairy(Role::Archbishop),
                giraffe: fairy(Role::Giraffe),
            },
            name: s.name,
            board: s.board,
            points: s.points,
            max_pieces: s.max_pieces,
        }
    }
}

fn finish(read: Result<RosterJson, DeError>, origin: &str) -> Result<Roster, RosterError> {
    let origin = origin.to_string();
    let json = read.map_err(|e| match e {
        DeError::NotJson(message) => RosterError::NotJson {
            origin: origin.clone(),
            message,
        },
        DeError::Field { path, message } => RosterError::Field {
            origin: origin.clone(),
            field: field_name(&de::dotted(&path)),
            message,
        },
    })?;
    Roster::from_setup(&json.setup()).map_err(|problems| RosterError::Invalid { origin, problems })
}

/// The whole roster is called `roster` in messages.
fn field_name(path: &str) -> String {
    if path.is_empty() {
        "roster".to_string()
    } else {
        path.to_string()
    }
}

/// Reads a roster from JSON text; `origin` names the source in errors (a file name).
pub fn from_json(text: &str, origin: &str) -> Result<Roster, RosterError> {
    finish(de::from_str(text), origin)
}

/// Reads a roster from a parsed JSON value (a record's `rules.roster` object).
pub fn from_value(value: &serde_json::Value, origin: &str) -> Result<Roster, RosterError> {
    finish(de::from_value(value), origin)
}

/// A builtin roster by name, else [`RosterError::Unknown`].
pub fn builtin(name: &str) -> Result<Roster, RosterError> {
    Roster::builtin(name).ok_or_else(|| RosterError::Unknown(name.to_string()))
}

/// The roster as JSON, in the shape of the files in `rosters/` (`"max": null` for no
/// limit; no `board` when it fits any board).
pub fn to_value(r: &Roster) -> serde_json::Value {
    serde_json::to_value(RosterJson::of(r)).expect("strings and numbers always serialize")
}
