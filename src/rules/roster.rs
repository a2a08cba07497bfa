//! Rosters (budget, army size, cost and maximum of each piece) and army validation.
//!
//! A roster is data, read from JSON in the shape of the files in `rosters/` (the same
//! shape a game record may embed as `rules.roster`):
//!
//! ```json
//! {
//!   "name": "standard",
//!   "board": 12,
//!   "points": 800,
//!   "max_pieces": 32,
//!   "pieces": {
//!     "king":   { "cost": 0,   "max": 1 },
//!     "queen":  { "cost": 110, "max": 3 },
//!     "rook":   { "cost": 70,  "max": 6 },
//!     "bishop": { "cost": 40,  "max": 9 },
//!     "knight": { "cost": 40,  "max": 9 },
//!     "pawn":   { "cost": 10,  "max": 18 }
//!   }
//! }
//! ```
//!
//! - `name` (string), `points` (the default budget per player) and `max_pieces` (most
//!   pieces in an army, King included, at least 1) are required; `board` (12 or 6) is an
//!   optional hint for the board the roster is meant for.
//! - `pieces` must list all six pieces, each with a `cost` (a whole number, 0 or more) and
//!   an optional `max` (a whole number; `null` or absent = no per-type limit). The King's
//!   `max` must be exactly 1.
//! - Unknown fields anywhere are errors, so a typo is caught.
//!
//! ```
//! use shuuro::rules::Army;
//! use shuuro::rules::roster::Roster;
//!
//! let standard = Roster::builtin("standard").unwrap();
//! assert_eq!(standard.validate(&Army::rulebook_example(), 800), Ok(()));
//! let army: Army = "KQQQQPPPPPPPPP".parse().unwrap();
//! let problems: Vec<String> = standard.validate(&army, 500).unwrap_err()
//!     .iter().map(|v| v.to_string()).collect();
//! assert_eq!(problems, ["4 Queens, at most 3", "over budget by 30 points (530 of 500)"]);
//! ```

use serde_json::{Map, Value};

use super::army::Army;
use super::role::{ByRole, Role};
use super::square::BoardSize;

/// Cost and maximum of one piece type. `max: None` = no per-type limit (no-limits roster).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RosterEntry {
    pub cost: u32,
    pub max: Option<u32>,
}

/// A roster: the rules for forming an army.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Roster {
    pub name: String,
    /// Default budget per player.
    pub points: u32,
    /// Most pieces in an army, King included.
    pub max_pieces: u32,
    pub pieces: ByRole<RosterEntry>,
    /// The board this roster is meant for (`"board"` in JSON), if it says.
    pub board: Option<BoardSize>,
}

/// One way an army breaks a roster, with numbers.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArmyViolation {
    /// "over budget by 30 points (830 of 800)"
    #[error("over budget by {} points ({cost} of {budget})", cost.saturating_sub(*budget))]
    OverBudget { cost: u32, budget: u32 },
    /// "4 Queens, at most 3"
    #[error("{count} {}, at most {max}", if *count == 1 { role.name() } else { role.plural() })]
    TooMany { role: Role, count: u32, max: u32 },
    /// "33 pieces, at most 32"
    #[error("{count} pieces, at most {max}")]
    TooManyPieces { count: u32, max: u32 },
    /// "no King"
    #[error("no King")]
    NoKing,
    /// "2 Kings"
    #[error("{0} Kings")]
    TooManyKings(u32),
}

/// What is wrong with a roster, naming where it came from and the field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RosterError {
    /// `origin` is the file name or `record rules.roster`; `message` starts with the field,
    /// e.g. `pieces.king.max: a roster must allow exactly one King (found 0)`.
    #[error("{origin}: {message}")]
    Invalid { origin: String, message: String },
    #[error("unknown roster {0:?} (built in: standard, mini, no-limits, tabletop)")]
    Unknown(String),
    /// A roster file that could not be read.
    #[error("{path}: can't read the roster file: {message}")]
    Unreadable { path: String, message: String },
}

/// The names of the rosters compiled in, in the order they are offered.
pub const BUILTIN_ROSTERS: [&str; 4] = ["standard", "mini", "no-limits", "tabletop"];

const STANDARD_JSON: &str = include_str!("../../rosters/standard.json");
const MINI_JSON: &str = include_str!("../../rosters/mini.json");
const NO_LIMITS_JSON: &str = include_str!("../../rosters/no-limits.json");
const TABLETOP_JSON: &str = include_str!("../../rosters/tabletop.json");

/// JSON key of each role in `pieces`.
const fn key(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// A short name for the JSON type of a value, for error messages.
fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Reads a whole number 0..=u32::MAX from `v`; the error text starts with `field`.
fn whole(v: &Value, field: &str) -> Result<u32, String> {
    match v {
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                u32::try_from(u).map_err(|_| format!("{field}: {u} is too large"))
            } else if let Some(i) = n.as_i64() {
                Err(format!("{field}: must be 0 or more (found {i})"))
            } else {
                Err(format!("{field}: must be a whole number (found {n})"))
            }
        }
        other => Err(format!(
            "{field}: must be a whole number (found {})",
            type_name(other)
        )),
    }
}

fn object<'a>(v: &'a Value, field: &str) -> Result<&'a Map<String, Value>, String> {
    v.as_object()
        .ok_or_else(|| format!("{field}: must be an object (found {})", type_name(v)))
}

fn no_unknown(map: &Map<String, Value>, prefix: &str, known: &[&str]) -> Result<(), String> {
    match map.keys().find(|k| !known.contains(&k.as_str())) {
        Some(k) => Err(format!(
            "{prefix}{k}: unknown field (expected one of: {})",
            known.join(", ")
        )),
        None => Ok(()),
    }
}

fn entry(v: &Value, role: Role) -> Result<RosterEntry, String> {
    let field = format!("pieces.{}", key(role));
    let map = object(v, &field)?;
    no_unknown(map, &format!("{field}."), &["cost", "max"])?;
    let cost = match map.get("cost") {
        Some(c) => whole(c, &format!("{field}.cost"))?,
        None => return Err(format!("{field}.cost: missing")),
    };
    let max = match map.get("max") {
        None | Some(Value::Null) => None,
        Some(m) => Some(whole(m, &format!("{field}.max"))?),
    };
    if role == Role::King && max != Some(1) {
        let found = max.map_or("no limit".to_string(), |m| m.to_string());
        return Err(format!(
            "{field}.max: a roster must allow exactly one King (found {found})"
        ));
    }
    Ok(RosterEntry { cost, max })
}

fn parse_value(v: &Value) -> Result<Roster, String> {
    let map = object(v, "roster")?;
    no_unknown(
        map,
        "",
        &["name", "board", "points", "max_pieces", "pieces"],
    )?;
    let name = match map.get("name") {
        Some(Value::String(s)) => s.clone(),
        Some(other) => {
            return Err(format!(
                "name: must be a string (found {})",
                type_name(other)
            ));
        }
        None => return Err("name: missing".to_string()),
    };
    let board = match map.get("board") {
        None | Some(Value::Null) => None,
        Some(b) => {
            let n = whole(b, "board")?;
            Some(
                BoardSize::from_len(n)
                    .ok_or_else(|| format!("board: must be 12 or 6 (found {n})"))?,
            )
        }
    };
    let points = match map.get("points") {
        Some(p) => whole(p, "points")?,
        None => return Err("points: missing".to_string()),
    };
    let max_pieces = match map.get("max_pieces") {
        Some(p) => whole(p, "max_pieces")?,
        None => return Err("max_pieces: missing".to_string()),
    };
    if max_pieces == 0 {
        return Err("max_pieces: must be at least 1, for the King (found 0)".to_string());
    }
    let pieces_map = match map.get("pieces") {
        Some(p) => object(p, "pieces")?,
        None => return Err("pieces: missing".to_string()),
    };
    let names = Role::ALL.map(key);
    no_unknown(pieces_map, "pieces.", &names)?;
    let mut pieces = ByRole([RosterEntry { cost: 0, max: None }; 6]);
    for role in Role::ALL {
        pieces[role] = match pieces_map.get(key(role)) {
            Some(e) => entry(e, role)?,
            None if role == Role::King => {
                return Err("pieces.king: missing: a roster must have a King entry".to_string());
            }
            None => {
                return Err(format!(
                    "pieces.{}: missing (every piece needs an entry: {})",
                    key(role),
                    names.join(", ")
                ));
            }
        };
    }
    Ok(Roster {
        name,
        points,
        max_pieces,
        pieces,
        board,
    })
}

impl Roster {
    /// A roster shipped in `rosters/` (compiled in): `standard`, `mini`, `no-limits`, `tabletop`.
    pub fn builtin(name: &str) -> Option<Roster> {
        let (text, origin) = match name {
            "standard" => (STANDARD_JSON, "rosters/standard.json"),
            "mini" => (MINI_JSON, "rosters/mini.json"),
            "no-limits" => (NO_LIMITS_JSON, "rosters/no-limits.json"),
            "tabletop" => (TABLETOP_JSON, "rosters/tabletop.json"),
            _ => return None,
        };
        // The files are tested to parse; `ok()` keeps this free of panics regardless.
        Roster::from_json(text, origin).ok()
    }

    /// Reads a roster from JSON text; `origin` names the source in errors (a file name, or
    /// `record rules.roster`).
    pub fn from_json(text: &str, origin: &str) -> Result<Roster, RosterError> {
        let value: Value = serde_json::from_str(text).map_err(|e| RosterError::Invalid {
            origin: origin.to_string(),
            message: format!("not JSON: {e}"),
        })?;
        Roster::from_value(&value, origin)
    }

    /// Reads a roster from an already parsed JSON value (e.g. a record's `rules.roster`
    /// object); `origin` names the source in errors.
    pub fn from_value(value: &Value, origin: &str) -> Result<Roster, RosterError> {
        parse_value(value).map_err(|message| RosterError::Invalid {
            origin: origin.to_string(),
            message,
        })
    }

    /// As JSON, in the shape of the files in `rosters/` (`"max": null` for no limit).
    pub fn to_json(&self) -> Value {
        let mut pieces = Map::new();
        for (role, e) in self.pieces.iter() {
            let mut m = Map::new();
            m.insert("cost".to_string(), Value::from(e.cost));
            m.insert("max".to_string(), e.max.map_or(Value::Null, Value::from));
            pieces.insert(key(role).to_string(), Value::Object(m));
        }
        let mut m = Map::new();
        m.insert("name".to_string(), Value::from(self.name.clone()));
        if let Some(b) = self.board {
            m.insert("board".to_string(), Value::from(b.len()));
        }
        m.insert("points".to_string(), Value::from(self.points));
        m.insert("max_pieces".to_string(), Value::from(self.max_pieces));
        m.insert("pieces".to_string(), Value::Object(pieces));
        Value::Object(m)
    }

    /// Total cost of an army (saturating at `u32::MAX`).
    pub fn cost(&self, army: &Army) -> u32 {
        let total: u64 = Role::ALL
            .iter()
            .map(|&r| u64::from(self.pieces[r].cost) * u64::from(army.count(r)))
            .sum();
        u32::try_from(total).unwrap_or(u32::MAX)
    }

    /// Every violation of this roster and `budget` by `army`, in this order: the King
    /// ("no King" / "2 Kings"), each other type over its maximum (Q R B N P), the army size,
    /// the budget. Spending less than the budget is fine.
    pub fn validate(&self, army: &Army, budget: u32) -> Result<(), Vec<ArmyViolation>> {
        let mut v = Vec::new();
        match army.count(Role::King) {
            0 => v.push(ArmyViolation::NoKing),
            1 => {}
            n => v.push(ArmyViolation::TooManyKings(u32::from(n))),
        }
        for role in Role::NOBLES.into_iter().chain([Role::Pawn]) {
            let count = u32::from(army.count(role));
            if let Some(max) = self.pieces[role].max
                && count > max
            {
                v.push(ArmyViolation::TooMany { role, count, max });
            }
        }
        let count = army.total();
        if count > self.max_pieces {
            v.push(ArmyViolation::TooManyPieces {
                count,
                max: self.max_pieces,
            });
        }
        let cost = self.cost(army);
        if cost > budget {
            v.push(ArmyViolation::OverBudget { cost, budget });
        }
        if v.is_empty() { Ok(()) } else { Err(v) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_roster_parses() {
        for name in BUILTIN_ROSTERS {
            let r = Roster::builtin(name).unwrap_or_else(|| panic!("{name} does not parse"));
            assert_eq!(r.name, name);
        }
        assert_eq!(Roster::builtin("nope"), None);
    }

    #[test]
    fn to_json_round_trips() {
        for name in BUILTIN_ROSTERS {
            let r = Roster::builtin(name).unwrap();
            assert_eq!(Roster::from_value(&r.to_json(), "x"), Ok(r));
        }
    }
}
