//! Writing a record: fields in the order of `FORMAT.md` §1, pretty JSON with the
//! innermost containers (a budget, a plinth roll, a pair of dice) on one line.

use std::collections::BTreeMap;
use std::io;

use serde::Serialize;
use serde_json::Value;

use super::{FORMAT, Record, VERSION};
use crate::rules::color::BySide;
use crate::rules::outcome::Outcome;
use crate::rules::plinths::PlinthRoll;
use crate::rules::roster::Roster;

#[derive(Serialize)]
struct Out<'a> {
    format: &'static str,
    version: u64,
    rules: RulesOut,
    #[serde(skip_serializing_if = "Option::is_none")]
    players: Option<Sides<&'a str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    armies: Option<Sides<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    plinth_rolls: Option<Vec<RollOut>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    plinths: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    deploy_rolls: Option<&'a [[u8; 2]]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    deploy_first: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    deployment: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fight_rolls: Option<&'a [[u8; 2]]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fight_first: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<ResultOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    clock_ms: Option<&'a [[u64; 2]]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    started: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    saved: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    notes: Option<&'a str>,
    #[serde(flatten)]
    extra: &'a BTreeMap<String, Value>,
}

/// Blue then red, each left out when absent.
#[derive(Serialize)]
struct Sides<T> {
    #[serde(skip_serializing_if = "Option::is_none")]
    blue: Option<T>,
    #[serde(skip_serializing_if = "Option::is_none")]
    red: Option<T>,
}

impl<T> Sides<T> {
    fn from(s: BySide<Option<T>>) -> Option<Sides<T>> {
        (s.blue.is_some() || s.red.is_some()).then_some(Sides {
            blue: s.blue,
            red: s.red,
        })
    }
}

#[derive(Serialize)]
struct RulesOut {
    board: u32,
    roster: Value,
    budget: BySide<u32>,
    plinths_per_quadrant: u32,
    king_anywhere: bool,
    scouts: bool,
    serious: bool,
    clock: Option<ClockOut>,
}

#[derive(Serialize)]
struct ClockOut {
    initial_s: Value,
    increment_s: Value,
}

#[derive(Serialize)]
struct RollOut {
    by: &'static str,
    quadrant: &'static str,
    column: u8,
    row: u8,
}

#[derive(Serialize)]
struct ResultOut {
    winner: Option<&'static str>,
    reason: &'static str,
}

/// Seconds as a whole number when they are, else with the milliseconds.
fn seconds(ms: u64) -> Value {
    if ms.is_multiple_of(1000) {
        Value::from(ms / 1000)
    } else {
        Value::from(ms as f64 / 1000.0)
    }
}

/// A built-in roster by name, any other as a whole object.
fn roster_value(r: &Roster) -> Value {
    match Roster::builtin(&r.name) {
        Some(b) if b == *r => Value::String(r.name.clone()),
        _ => r.to_json(),
    }
}

fn roll_out(r: &PlinthRoll) -> RollOut {
    RollOut {
        by: r.by.name(),
        quadrant: r.quadrant.name(),
        column: r.column,
        row: r.row,
    }
}

fn result_out(o: &Outcome) -> ResultOut {
    ResultOut {
        winner: o.winner.map(|s| s.name()),
        reason: o.reason.name(),
    }
}

pub(super) fn write(rec: &Record) -> String {
    let rules = &rec.rules;
    let out = Out {
        format: FORMAT,
        version: VERSION,
        rules: RulesOut {
            board: rules.board.len() as u32,
            roster: roster_value(&rules.roster),
            budget: rules.budget,
            plinths_per_quadrant: rules.plinths_per_quadrant,
            king_anywhere: rules.king_anywhere,
            scouts: rules.scouts,
            serious: rules.serious,
            clock: rules.clock.map(|c| ClockOut {
                initial_s: seconds(c.initial_ms),
                increment_s: seconds(c.increment_ms),
            }),
        },
        players: Sides::from(rec.players.as_ref().map(|p| p.as_deref())),
        armies: Sides::from(rec.armies.map(|a| a.map(|a| a.to_string()))),
        plinth_rolls: rec
            .plinth_rolls
            .as_ref()
            .map(|v| v.iter().map(roll_out).collect()),
        plinths: rec
            .plinths
            .as_ref()
            .map(|v| v.iter().map(|s| s.to_string()).collect()),
        deploy_rolls: rec.deploy_rolls.as_deref(),
        deploy_first: rec.deploy_first.map(|s| s.name()),
        deployment: rec
            .deployment
            .as_ref()
            .map(|v| v.iter().map(|(p, s)| format!("{}@{s}", p.char())).collect()),
        fight_rolls: rec.fight_rolls.as_deref(),
        fight_first: rec.fight_first.map(|s| s.name()),
        moves: rec
            .moves
            .as_ref()
            .map(|v| v.iter().map(|m| m.to_string()).collect()),
        result: rec.result.as_ref().map(result_out),
        clock_ms: rec.clock_ms.as_deref(),
        started: rec.started.as_deref(),
        saved: rec.saved.as_deref(),
        notes: rec.notes.as_deref(),
        extra: &rec.extra,
    };
    let mut buf = Vec::new();
    let mut ser = serde_json::Serializer::with_formatter(&mut buf, RecordFormatter::default());
    // Serializing these plain structs into memory cannot fail; if it ever did, fall back
    // to serde_json's own pretty printer rather than lose the record.
    if out.serialize(&mut ser).is_err() {
        buf = serde_json::to_vec_pretty(&out).unwrap_or_default();
    }
    let mut s = String::from_utf8(buf).unwrap_or_default();
    s.push('\n');
    s
}

/// Pretty JSON whose containers nested two levels below the top object are written on
/// one line: `"budget": {"blue": 800, "red": 800}`, `[3, 3]`.
#[derive(Default)]
struct RecordFormatter {
    depth: usize,
    has_value: Vec<bool>,
}

const INLINE_DEPTH: usize = 3;

impl RecordFormatter {
    fn inline(&self) -> bool {
        self.depth >= INLINE_DEPTH
    }

    fn indent<W: ?Sized + io::Write>(&self, w: &mut W, depth: usize) -> io::Result<()> {
        w.write_all(b"\n")?;
        for _ in 0..depth {
            w.write_all(b"  ")?;
        }
        Ok(())
    }

    fn open<W: ?Sized + io::Write>(&mut self, w: &mut W, c: &[u8]) -> io::Result<()> {
        self.depth += 1;
        self.has_value.push(false);
        w.write_all(c)
    }

    fn close<W: ?Sized + io::Write>(&mut self, w: &mut W, c: &[u8]) -> io::Result<()> {
        let had = self.has_value.pop().unwrap_or(false);
        let inline = self.inline();
        self.depth = self.depth.saturating_sub(1);
        if had && !inline {
            self.indent(w, self.depth)?;
        }
        w.write_all(c)
    }

    fn item<W: ?Sized + io::Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if !first {
            w.write_all(b",")?;
        }
        if self.inline() {
            if !first {
                w.write_all(b" ")?;
            }
            Ok(())
        } else {
            self.indent(w, self.depth)
        }
    }

    fn done(&mut self) {
        if let Some(h) = self.has_value.last_mut() {
            *h = true;
        }
    }
}

impl serde_json::ser::Formatter for RecordFormatter {
    fn begin_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.open(w, b"[")
    }
    fn end_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.close(w, b"]")
    }
    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.item(w, first)
    }
    fn end_array_value<W: ?Sized + io::Write>(&mut self, _w: &mut W) -> io::Result<()> {
        self.done();
        Ok(())
    }
    fn begin_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.open(w, b"{")
    }
    fn end_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.close(w, b"}")
    }
    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.item(w, first)
    }
    fn begin_object_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(b": ")
    }
    fn end_object_value<W: ?Sized + io::Write>(&mut self, _w: &mut W) -> io::Result<()> {
        self.done();
        Ok(())
    }
}
