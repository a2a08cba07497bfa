//! Reading a record: the JSON shape is read with serde derive (every error names its
//! field path: `rules.budget.blue: invalid type: ...`), then the text inside it (squares,
//! moves, placements, armies, names) is read by the rules' own parsers, each error naming
//! its list entry (`deployment 7 ("X@c99"): ...`, 1-based like the steps of
//! `replay --check`).

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;
use serde_path_to_error::Segment;

use super::roster::{self, RosterError};
use super::{FORMAT, OtherFile, Record, RecordError, VERSION};
use crate::de::{self, DeError};
use crate::rules::army::Army;
use crate::rules::color::{BySide, Side};
use crate::rules::game::{ClockRules, MAX_PLINTHS_PER_QUADRANT, Rules};
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::plinths::{self, PlinthRoll, Quadrant};
use crate::rules::position::Move;
use crate::rules::role::Piece;
use crate::rules::roster::Roster;
use crate::rules::square::{BoardSize, Square};

/// The record's shape (docs/record.md); `x-` fields are taken out before.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordJson {
    format: String,
    /// Any JSON: the message says which version this program reads.
    version: Value,
    #[serde(deserialize_with = "de::object")]
    rules: RulesJson,
    #[serde(default, deserialize_with = "de::opt_object")]
    players: Option<Pair<String>>,
    #[serde(default, deserialize_with = "de::opt_object")]
    armies: Option<Pair<String>>,
    #[serde(default)]
    plinth_rolls: Option<Vec<PlinthRollJson>>,
    #[serde(default)]
    plinths: Option<Vec<String>>,
    #[serde(default)]
    deploy_rolls: Option<Vec<Vec<u64>>>,
    #[serde(default)]
    deploy_first: Option<Side>,
    #[serde(default)]
    deployment: Option<Vec<String>>,
    #[serde(default)]
    fight_rolls: Option<Vec<Vec<u64>>>,
    #[serde(default)]
    fight_first: Option<Side>,
    #[serde(default)]
    moves: Option<Vec<String>>,
    #[serde(default, deserialize_with = "de::opt_object")]
    result: Option<ResultJson>,
    #[serde(default)]
    clock_ms: Option<Vec<Vec<u64>>>,
    #[serde(default)]
    started: Option<String>,
    #[serde(default)]
    saved: Option<String>,
    #[serde(default)]
    notes: Option<String>,
    #[serde(default, deserialize_with = "de::opt_object")]
    analysis: Option<super::analysis::AnalysisJson>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Pair<T> {
    #[serde(default)]
    blue: Option<T>,
    #[serde(default)]
    red: Option<T>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesJson {
    #[serde(deserialize_with = "de::whole")]
    board: u32,
    /// A builtin name or a roster object: see [`parse_roster`].
    roster: Value,
    #[serde(default, deserialize_with = "de::opt_object")]
    budget: Option<BudgetJson>,
    #[serde(default, deserialize_with = "de::opt_whole")]
    plinths_per_quadrant: Option<u32>,
    #[serde(default)]
    king_anywhere: Option<bool>,
    #[serde(default)]
    scouts: Option<bool>,
    #[serde(default)]
    serious: Option<bool>,
    #[serde(default, deserialize_with = "de::opt_object")]
    clock: Option<ClockJson>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BudgetJson {
    #[serde(deserialize_with = "de::whole")]
    blue: u32,
    #[serde(deserialize_with = "de::whole")]
    red: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClockJson {
    initial_s: f64,
    increment_s: f64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlinthRollJson {
    by: Side,
    quadrant: String,
    column: u64,
    row: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultJson {
    #[serde(default)]
    winner: Option<Side>,
    reason: String,
}

/// The record's lists, and how one of their entries is named in messages.
const LIST_ENTRIES: [(&str, &str); 7] = [
    ("plinth_rolls", "plinth roll"),
    ("plinths", "plinth"),
    ("deploy_rolls", "deploy roll"),
    ("deployment", "deployment"),
    ("fight_rolls", "fight roll"),
    ("moves", "move"),
    ("clock_ms", "clock_ms"),
];

fn entry_name(list: &str, index: usize) -> String {
    let label = LIST_ENTRIES
        .iter()
        .find(|(l, _)| *l == list)
        .map_or(list, |(_, e)| e);
    format!("{label} {}", index + 1)
}

/// A serde path as the record's field names: `rules.budget.blue`, `plinth roll 1.by`
/// (list entries 1-based and named as `replay --check` names its steps).
fn field_name(path: &[Segment]) -> String {
    match path {
        [] => "record".to_string(),
        [Segment::Map { key }, Segment::Seq { index }, rest @ ..] => {
            let tail = de::dotted(rest);
            let sep = if tail.is_empty() || tail.starts_with('[') {
                ""
            } else {
                "."
            };
            format!("{}{sep}{tail}", entry_name(key, *index))
        }
        _ => de::dotted(path),
    }
}

/// Reads each entry of an optional list with `read(entry, its name)`.
fn each<T, U>(
    list: Option<Vec<T>>,
    list_name: &str,
    read: impl Fn(T, String) -> Result<U, RecordError>,
) -> Result<Option<Vec<U>>, RecordError> {
    list.map(|l| {
        l.into_iter()
            .enumerate()
            .map(|(i, x)| read(x, entry_name(list_name, i)))
            .collect()
    })
    .transpose()
}

fn err(field: impl Into<String>, message: impl Into<String>) -> RecordError {
    RecordError::field(field, message)
}

fn from_de(e: DeError) -> RecordError {
    match e {
        DeError::NotJson(message) => RecordError::Json(message),
        DeError::Field { path, message } => err(field_name(&path), message),
    }
}

/// Whether `value` is another file of the game's rather than a (broken) record: a puzzle
/// set by its `format`, a roster by its `pieces` and `points` with no `format`.
fn other_file(value: &Value) -> Option<OtherFile> {
    let top = value.as_object()?;
    match top.get("format").and_then(Value::as_str) {
        Some(crate::puzzle::set::FORMAT) => Some(OtherFile::PuzzleSet),
        None if top.contains_key("pieces") && top.contains_key("points") => Some(OtherFile::Roster),
        _ => None,
    }
}

pub(super) fn parse(text: &str) -> Result<Record, RecordError> {
    let mut value: Value = de::unique_value(text).map_err(from_de)?;
    if let Some(other) = other_file(&value) {
        return Err(RecordError::OtherFile(other));
    }
    // Free `x-` fields are kept as they are; everything else must be known.
    let mut extra = BTreeMap::new();
    if let Value::Object(top) = &mut value {
        let free: Vec<String> = top
            .keys()
            .filter(|k| k.starts_with("x-"))
            .cloned()
            .collect();
        for k in free {
            if let Some(v) = top.remove(&k) {
                extra.insert(k, v);
            }
        }
    }
    let json: RecordJson = de::from_value(&value).map_err(from_de)?;

    if json.format != FORMAT {
        return Err(err(
            "format",
            format!("expected {FORMAT:?}, found {:?}", json.format),
        ));
    }
    if json.version.as_u64() != Some(VERSION) {
        return Err(err(
            "version",
            format!(
                "this program reads version {VERSION}, found {}",
                json.version
            ),
        ));
    }
    let mut rec = Record::new(parse_rules(json.rules)?);
    rec.extra = extra;
    if let Some(p) = json.players {
        rec.players = BySide::new(p.blue, p.red);
    }
    if let Some(a) = json.armies {
        for (side, text) in [(Side::Blue, a.blue), (Side::Red, a.red)] {
            if let Some(s) = text {
                let army: Army = s
                    .parse()
                    .map_err(|e| err(format!("armies.{}", side.name()), format!("{e}")))?;
                rec.armies[side] = Some(army);
            }
        }
    }
    rec.plinth_rolls = each(json.plinth_rolls, "plinth_rolls", parse_plinth_roll)?;
    rec.plinths = each(json.plinths, "plinths", |s, field| parse_square(&s, &field))?;
    rec.deploy_rolls = each(json.deploy_rolls, "deploy_rolls", dice)?;
    rec.deploy_first = json.deploy_first;
    rec.deployment = each(json.deployment, "deployment", |s, field| {
        parse_placement(&s, &field)
    })?;
    rec.fight_rolls = each(json.fight_rolls, "fight_rolls", dice)?;
    rec.fight_first = json.fight_first;
    rec.moves = each(json.moves, "moves", |s, field| {
        s.parse::<Move>()
            .map_err(|e| err(format!("{field} ({s:?})"), format!("{e}")))
    })?;
    rec.result = json.result.map(parse_result).transpose()?;
    rec.clock_ms = each(json.clock_ms, "clock_ms", |pair, field| match pair[..] {
        [b, r] => Ok([b, r]),
        _ => Err(err(field, "expected a pair [blue, red]")),
    })?;
    rec.started = json.started;
    rec.saved = json.saved;
    rec.notes = json.notes;
    rec.analysis = json
        .analysis
        .map(|a| super::analysis::read(a, rec.moves.as_deref().unwrap_or(&[])))
        .transpose()?;
    Ok(rec)
}

fn parse_rules(r: RulesJson) -> Result<Rules, RecordError> {
    let board = BoardSize::from_len(r.board).ok_or_else(|| {
        err(
            "rules.board",
            format!("expected 12, 8 or 6, found {}", r.board),
        )
    })?;
    let roster = parse_roster(&r.roster)?;
    roster
        .check_board(board)
        .map_err(|e| err("rules.roster", e.to_string()))?;
    let mut rules = Rules::with_roster(board, roster);
    if let Some(b) = r.budget {
        rules.budget = BySide::new(b.blue, b.red);
    }
    if let Some(n) = r.plinths_per_quadrant {
        let max = MAX_PLINTHS_PER_QUADRANT.min(plinths::max_per_quadrant(board));
        if !(1..=max).contains(&n) {
            return Err(err(
                "rules.plinths_per_quadrant",
                format!("expected 1 to {max} on {board}, found {n}"),
            ));
        }
        rules.plinths_per_quadrant = n;
    }
    rules.king_anywhere = r.king_anywhere.unwrap_or(rules.king_anywhere);
    rules.scouts = r.scouts.unwrap_or(rules.scouts);
    rules.serious = r.serious.unwrap_or(rules.serious);
    if let Some(c) = r.clock {
        let ms = |key: &str, s: f64| -> Result<u64, RecordError> {
            if (0.0..1e12).contains(&s) {
                Ok((s * 1000.0).round() as u64)
            } else {
                Err(err(
                    format!("rules.clock.{key}"),
                    format!("expected a number of seconds (0 or more), found {s}"),
                ))
            }
        };
        rules.clock = Some(ClockRules {
            initial_ms: ms("initial_s", c.initial_s)?,
            increment_ms: ms("increment_s", c.increment_s)?,
        });
    }
    Ok(rules)
}

fn parse_roster(v: &Value) -> Result<Roster, RecordError> {
    match v {
        Value::String(name) => {
            roster::builtin(name).map_err(|e| err("rules.roster", e.to_string()))
        }
        Value::Object(_) => roster::from_value(v, "rules.roster").map_err(|e| match e {
            RosterError::Field { field, message, .. } => {
                err(format!("rules.roster.{field}"), message)
            }
            RosterError::Invalid { problems, .. } => err("rules.roster", problems.to_string()),
            other => err("rules.roster", other.to_string()),
        }),
        _ => Err(err(
            "rules.roster",
            format!(
                "expected a roster name or a roster object, found {}",
                match v {
                    Value::Null => "null",
                    Value::Bool(_) => "a boolean",
                    Value::Number(_) => "a number",
                    _ => "a list",
                }
            ),
        )),
    }
}

/// A square name of the 12×12 grid (one off a 6×6 board is a rule matter: the replay
/// says so).
fn parse_square(s: &str, field: &str) -> Result<Square, RecordError> {
    s.parse()
        .map_err(|e| err(format!("{field} ({s:?})"), format!("{e}")))
}

/// A die's face; `on_8x8`: what this die shows on 8×8, where a plinth roll's dice differ.
fn die(n: u64, field: &str, on_8x8: Option<&str>) -> Result<u8, RecordError> {
    u8::try_from(n).map_err(|_| {
        let eight = on_8x8.map_or(String::new(), |faces| format!(" ({faces} on 8×8)"));
        err(field, format!("a die shows 1 to 6{eight}, not {n}"))
    })
}

fn parse_plinth_roll(r: PlinthRollJson, field: String) -> Result<PlinthRoll, RecordError> {
    let quadrant = match r.quadrant.as_str() {
        "left" => Quadrant::Left,
        "right" => Quadrant::Right,
        "only" => Quadrant::Only,
        q => {
            return Err(err(
                format!("{field}.quadrant"),
                format!("expected \"left\", \"right\" or \"only\", found {q:?}"),
            ));
        }
    };
    Ok(PlinthRoll {
        by: r.by,
        quadrant,
        column: die(r.column, &format!("{field}.column"), Some("1 to 8"))?,
        row: die(r.row, &format!("{field}.row"), Some("1 to 2"))?,
    })
}

fn dice(pair: Vec<u64>, field: String) -> Result<[u8; 2], RecordError> {
    match pair[..] {
        [b, r] => Ok([die(b, &field, None)?, die(r, &field, None)?]),
        _ => Err(err(field, "expected a pair of dice [blue, red]")),
    }
}

fn parse_placement(s: &str, field: &str) -> Result<(Piece, Square), RecordError> {
    let bad = |why: &str| err(format!("{field} ({s:?})"), why.to_string());
    let (p, sq) = s
        .split_once('@')
        .ok_or_else(|| bad("expected a piece letter, @ and a square, like K@f1 or n@c12"))?;
    let mut chars = p.chars();
    let piece = match (chars.next(), chars.next()) {
        (Some(c), None) => Piece::from_char(c),
        _ => None,
    }
    .ok_or_else(|| bad("expected one piece letter (K Q R B N P, lowercase for Red) before @"))?;
    let square: Square = sq.parse().map_err(|e| bad(&format!("{e}")))?;
    Ok((piece, square))
}

fn parse_result(r: ResultJson) -> Result<Outcome, RecordError> {
    let reason = Reason::from_name(&r.reason).ok_or_else(|| {
        let names: Vec<&str> = Reason::ALL.iter().map(|r| r.name()).collect();
        err(
            "result.reason",
            format!(
                "unknown reason {:?} (one of {})",
                r.reason,
                names.join(", ")
            ),
        )
    })?;
    Ok(Outcome {
        winner: r.winner,
        reason,
    })
}
