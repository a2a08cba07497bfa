//! Reading a record: JSON first, then every field by hand so an error names its field
//! (`rules.budget.blue: expected a whole number, found a string`) or list entry
//! (`deployment 7 ("X@c99"): ...`, 1-based like the steps of `replay --check`).

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::roster::{self, RosterError};
use super::{FORMAT, Record, RecordError, VERSION};
use crate::rules::army::Army;
use crate::rules::color::Side;
use crate::rules::game::{ClockRules, MAX_PLINTHS_PER_QUADRANT, Rules};
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::plinths::{PlinthRoll, Quadrant};
use crate::rules::position::Move;
use crate::rules::role::Piece;
use crate::rules::roster::Roster;
use crate::rules::square::{BoardSize, Square};

type Obj = Map<String, Value>;

const TOP_FIELDS: [&str; 18] = [
    "format",
    "version",
    "rules",
    "players",
    "armies",
    "plinth_rolls",
    "plinths",
    "deploy_rolls",
    "deploy_first",
    "deployment",
    "fight_rolls",
    "fight_first",
    "moves",
    "result",
    "clock_ms",
    "started",
    "saved",
    "notes",
];

fn err(field: impl Into<String>, message: impl Into<String>) -> RecordError {
    RecordError::field(field, message)
}

/// "a string", "a number", ... for messages.
fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

fn expected(what: &str, v: &Value) -> String {
    format!("expected {what}, found {}", kind(v))
}

fn as_obj<'a>(v: &'a Value, field: &str) -> Result<&'a Obj, RecordError> {
    v.as_object()
        .ok_or_else(|| err(field, expected("an object", v)))
}

fn as_list<'a>(v: &'a Value, field: &str) -> Result<&'a Vec<Value>, RecordError> {
    v.as_array()
        .ok_or_else(|| err(field, expected("a list", v)))
}

fn as_str<'a>(v: &'a Value, field: &str) -> Result<&'a str, RecordError> {
    v.as_str()
        .ok_or_else(|| err(field, expected("a string", v)))
}

fn as_bool(v: &Value, field: &str) -> Result<bool, RecordError> {
    v.as_bool()
        .ok_or_else(|| err(field, expected("true or false", v)))
}

fn as_u64(v: &Value, field: &str) -> Result<u64, RecordError> {
    v.as_u64()
        .ok_or_else(|| err(field, expected("a whole number (0 or more)", v)))
}

fn as_u32(v: &Value, field: &str) -> Result<u32, RecordError> {
    let n = as_u64(v, field)?;
    u32::try_from(n).map_err(|_| err(field, format!("{n} is too large")))
}

fn as_side(v: &Value, field: &str) -> Result<Side, RecordError> {
    let s = as_str(v, field)?;
    Side::from_name(s)
        .ok_or_else(|| err(field, format!("expected \"blue\" or \"red\", found {s:?}")))
}

/// A field's value; `null` counts as absent.
fn opt<'a>(o: &'a Obj, key: &str) -> Option<&'a Value> {
    o.get(key).filter(|v| !v.is_null())
}

fn req<'a>(o: &'a Obj, key: &str, path: &str) -> Result<&'a Value, RecordError> {
    opt(o, key).ok_or_else(|| err(path, "missing"))
}

fn no_unknown(o: &Obj, allowed: &[&str], path: &str) -> Result<(), RecordError> {
    match o.keys().find(|k| !allowed.contains(&k.as_str())) {
        Some(k) => Err(err(
            format!("{path}.{k}"),
            format!("unknown field (known: {})", allowed.join(", ")),
        )),
        None => Ok(()),
    }
}

pub(super) fn parse(text: &str) -> Result<Record, RecordError> {
    let v: Value = serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))?;
    let top = v
        .as_object()
        .ok_or_else(|| err("record", expected("an object", &v)))?;

    let mut extra = BTreeMap::new();
    for (k, val) in top {
        if k.starts_with("x-") {
            extra.insert(k.clone(), val.clone());
        } else if !TOP_FIELDS.contains(&k.as_str()) {
            return Err(err(
                k.as_str(),
                "unknown field (a typo? free fields must start with \"x-\")",
            ));
        }
    }

    let format = as_str(req(top, "format", "format")?, "format")?;
    if format != FORMAT {
        return Err(err(
            "format",
            format!("expected {FORMAT:?}, found {format:?}"),
        ));
    }
    let version = req(top, "version", "version")?;
    if version.as_u64() != Some(VERSION) {
        return Err(err(
            "version",
            format!("this program reads version {VERSION}, found {version}"),
        ));
    }
    let rules = parse_rules(req(top, "rules", "rules")?)?;

    let mut rec = Record::new(rules);
    rec.extra = extra;

    if let Some(v) = opt(top, "players") {
        let o = as_obj(v, "players")?;
        no_unknown(o, &["blue", "red"], "players")?;
        for side in Side::ALL {
            if let Some(n) = opt(o, side.name()) {
                rec.players[side] =
                    Some(as_str(n, &format!("players.{}", side.name()))?.to_string());
            }
        }
    }

    if let Some(v) = opt(top, "armies") {
        let o = as_obj(v, "armies")?;
        no_unknown(o, &["blue", "red"], "armies")?;
        for side in Side::ALL {
            if let Some(a) = opt(o, side.name()) {
                let field = format!("armies.{}", side.name());
                let s = as_str(a, &field)?;
                let army: Army = s.parse().map_err(|e| err(&field, format!("{e}")))?;
                rec.armies[side] = Some(army);
            }
        }
    }

    if let Some(v) = opt(top, "plinth_rolls") {
        let list = as_list(v, "plinth_rolls")?;
        let mut rolls = Vec::with_capacity(list.len());
        for (i, item) in list.iter().enumerate() {
            rolls.push(parse_plinth_roll(item, &format!("plinth roll {}", i + 1))?);
        }
        rec.plinth_rolls = Some(rolls);
    }

    if let Some(v) = opt(top, "plinths") {
        let list = as_list(v, "plinths")?;
        let mut squares = Vec::with_capacity(list.len());
        for (i, item) in list.iter().enumerate() {
            let field = format!("plinth {}", i + 1);
            let s = as_str(item, &field)?;
            squares.push(parse_square(s, &field)?);
        }
        rec.plinths = Some(squares);
    }

    rec.deploy_rolls = opt(top, "deploy_rolls")
        .map(|v| parse_dice(v, "deploy_rolls", "deploy roll"))
        .transpose()?;
    rec.deploy_first = opt(top, "deploy_first")
        .map(|v| as_side(v, "deploy_first"))
        .transpose()?;

    if let Some(v) = opt(top, "deployment") {
        let list = as_list(v, "deployment")?;
        let mut placements = Vec::with_capacity(list.len());
        for (i, item) in list.iter().enumerate() {
            let field = format!("deployment {}", i + 1);
            let s = as_str(item, &field)?;
            placements.push(parse_placement(s, &field)?);
        }
        rec.deployment = Some(placements);
    }

    rec.fight_rolls = opt(top, "fight_rolls")
        .map(|v| parse_dice(v, "fight_rolls", "fight roll"))
        .transpose()?;
    rec.fight_first = opt(top, "fight_first")
        .map(|v| as_side(v, "fight_first"))
        .transpose()?;

    if let Some(v) = opt(top, "moves") {
        let list = as_list(v, "moves")?;
        let mut moves = Vec::with_capacity(list.len());
        for (i, item) in list.iter().enumerate() {
            let field = format!("move {}", i + 1);
            let s = as_str(item, &field)?;
            let m: Move = s
                .parse()
                .map_err(|e| err(format!("{field} ({s:?})"), format!("{e}")))?;
            moves.push(m);
        }
        rec.moves = Some(moves);
    }

    if let Some(v) = opt(top, "result") {
        rec.result = Some(parse_result(v)?);
    }

    if let Some(v) = opt(top, "clock_ms") {
        let list = as_list(v, "clock_ms")?;
        let mut times = Vec::with_capacity(list.len());
        for (i, item) in list.iter().enumerate() {
            let field = format!("clock_ms {}", i + 1);
            let pair = as_list(item, &field)?;
            if pair.len() != 2 {
                return Err(err(field, "expected a pair [blue, red]"));
            }
            times.push([as_u64(&pair[0], &field)?, as_u64(&pair[1], &field)?]);
        }
        rec.clock_ms = Some(times);
    }

    for (key, slot) in [
        ("started", &mut rec.started),
        ("saved", &mut rec.saved),
        ("notes", &mut rec.notes),
    ] {
        if let Some(v) = opt(top, key) {
            *slot = Some(as_str(v, key)?.to_string());
        }
    }
    Ok(rec)
}

fn parse_rules(v: &Value) -> Result<Rules, RecordError> {
    let o = as_obj(v, "rules")?;
    no_unknown(
        o,
        &[
            "board",
            "roster",
            "budget",
            "plinths_per_quadrant",
            "king_anywhere",
            "scouts",
            "serious",
            "clock",
        ],
        "rules",
    )?;
    let n = as_u32(req(o, "board", "rules.board")?, "rules.board")?;
    let board = BoardSize::from_len(n)
        .ok_or_else(|| err("rules.board", format!("expected 12 or 6, found {n}")))?;
    let roster = parse_roster(req(o, "roster", "rules.roster")?)?;
    roster
        .check_board(board)
        .map_err(|e| err("rules.roster", e.to_string()))?;
    let mut rules = Rules::with_roster(board, roster);
    if let Some(b) = opt(o, "budget") {
        let bo = as_obj(b, "rules.budget")?;
        no_unknown(bo, &["blue", "red"], "rules.budget")?;
        for side in Side::ALL {
            let field = format!("rules.budget.{}", side.name());
            rules.budget[side] = as_u32(req(bo, side.name(), &field)?, &field)?;
        }
    }
    if let Some(p) = opt(o, "plinths_per_quadrant") {
        let n = as_u32(p, "rules.plinths_per_quadrant")?;
        if !(1..=MAX_PLINTHS_PER_QUADRANT).contains(&n) {
            return Err(err(
                "rules.plinths_per_quadrant",
                format!("expected 1 to {MAX_PLINTHS_PER_QUADRANT}, found {n}"),
            ));
        }
        rules.plinths_per_quadrant = n;
    }
    for (key, slot) in [
        ("king_anywhere", &mut rules.king_anywhere),
        ("scouts", &mut rules.scouts),
        ("serious", &mut rules.serious),
    ] {
        if let Some(b) = opt(o, key) {
            *slot = as_bool(b, &format!("rules.{key}"))?;
        }
    }
    if let Some(c) = opt(o, "clock") {
        let co = as_obj(c, "rules.clock")?;
        no_unknown(co, &["initial_s", "increment_s"], "rules.clock")?;
        let secs = |key: &str| -> Result<u64, RecordError> {
            let field = format!("rules.clock.{key}");
            let v = req(co, key, &field)?;
            let s = v
                .as_f64()
                .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e12)
                .ok_or_else(|| err(&field, expected("a number of seconds (0 or more)", v)))?;
            Ok((s * 1000.0).round() as u64)
        };
        rules.clock = Some(ClockRules {
            initial_ms: secs("initial_s")?,
            increment_ms: secs("increment_s")?,
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
        other => Err(err(
            "rules.roster",
            expected("a roster name or a roster object", other),
        )),
    }
}

/// A square name of the 12×12 grid (one off a 6×6 board is a rule matter: the replay
/// says so).
fn parse_square(s: &str, field: &str) -> Result<Square, RecordError> {
    s.parse()
        .map_err(|e| err(format!("{field} ({s:?})"), format!("{e}")))
}

fn parse_plinth_roll(v: &Value, field: &str) -> Result<PlinthRoll, RecordError> {
    let o = as_obj(v, field)?;
    no_unknown(o, &["by", "quadrant", "column", "row"], field)?;
    let by = as_side(
        req(o, "by", &format!("{field}.by"))?,
        &format!("{field}.by"),
    )?;
    let qf = format!("{field}.quadrant");
    let q = as_str(req(o, "quadrant", &qf)?, &qf)?;
    let quadrant = match q {
        "left" => Quadrant::Left,
        "right" => Quadrant::Right,
        "only" => Quadrant::Only,
        _ => {
            return Err(err(
                qf,
                format!("expected \"left\", \"right\" or \"only\", found {q:?}"),
            ));
        }
    };
    let die = |key: &str| -> Result<u8, RecordError> {
        let f = format!("{field}.{key}");
        let n = as_u64(req(o, key, &f)?, &f)?;
        u8::try_from(n).map_err(|_| err(&f, format!("a die shows 1 to 6, not {n}")))
    };
    Ok(PlinthRoll {
        by,
        quadrant,
        column: die("column")?,
        row: die("row")?,
    })
}

fn parse_dice(v: &Value, list_field: &str, item: &str) -> Result<Vec<[u8; 2]>, RecordError> {
    let list = as_list(v, list_field)?;
    let mut out = Vec::with_capacity(list.len());
    for (i, pair) in list.iter().enumerate() {
        let field = format!("{item} {}", i + 1);
        let p = as_list(pair, &field)?;
        if p.len() != 2 {
            return Err(err(field, "expected a pair of dice [blue, red]"));
        }
        let mut dice = [0u8; 2];
        for (d, x) in dice.iter_mut().zip(p) {
            let n = as_u64(x, &field)?;
            *d =
                u8::try_from(n).map_err(|_| err(&field, format!("a die shows 1 to 6, not {n}")))?;
        }
        out.push(dice);
    }
    Ok(out)
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

fn parse_result(v: &Value) -> Result<Outcome, RecordError> {
    let o = as_obj(v, "result")?;
    no_unknown(o, &["winner", "reason"], "result")?;
    let winner = opt(o, "winner")
        .map(|w| as_side(w, "result.winner"))
        .transpose()?;
    let r = as_str(req(o, "reason", "result.reason")?, "result.reason")?;
    let reason = Reason::from_name(r).ok_or_else(|| {
        let names: Vec<&str> = Reason::ALL.iter().map(|r| r.name()).collect();
        err(
            "result.reason",
            format!("unknown reason {r:?} (one of {})", names.join(", ")),
        )
    })?;
    Ok(Outcome { winner, reason })
}
