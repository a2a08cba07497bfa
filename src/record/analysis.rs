//! The record's optional `analysis` field (docs/analysis.md): read into an
//! [`Analysis`] with every error naming its field (`analysis.moves[3].class: ...`), and
//! checked against the game by the replay (a `best` or `pv` move that is not legal where
//! it is said to be played).
//!
//! Two kinds of problem, as `replay --check` sorts them (docs/replay-check.md):
//!
//! - **not readable** (exit 2, [`RecordError`]): a missing or mistyped field, an
//!   evaluation that is neither `{"cp": n}` nor `{"mate": n}` (or beyond [`CP_LIMIT`] or
//!   [`MATE_LIMIT`], or `{"mate": 0}` as a `before`), an unknown class, a move
//!   that is not move text, or more entries than the record has `moves` (an entry is
//!   about the fight move of the same index, so an entry past the last move is about
//!   nothing);
//! - **disagreeing with the game** (exit 1, [`ReplayError`](super::ReplayError), found by
//!   [`check_entry`] during the replay): a `best` move that is not legal in the position
//!   before its move, a `pv` that does not start with `best`, or a `pv` move that is not
//!   legal after the ones before it.

use serde::Deserialize;

use super::RecordError;
use crate::analysis::{Analysis, Class, Eval, MoveAnalysis};
use crate::rules::position::{IllegalReason, Move, Position};

/// The field's JSON shape.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct AnalysisJson {
    engine: String,
    limit: String,
    moves: Vec<MoveJson>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveJson {
    best: String,
    before: EvalJson,
    after: EvalJson,
    class: String,
    pv: Vec<String>,
}

/// `{"cp": n}` or `{"mate": n}`.
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum EvalJson {
    Cp(i32),
    Mate(i32),
}

impl From<EvalJson> for Eval {
    fn from(e: EvalJson) -> Eval {
        match e {
            EvalJson::Cp(c) => Eval::Cp(c),
            EvalJson::Mate(n) => Eval::Mate(n),
        }
    }
}

/// The largest centipawn value an evaluation may hold either way: far beyond any search
/// (the engine's scores stay within ±300 pawns), so every value has an opposite.
pub const CP_LIMIT: i32 = 1_000_000;
/// The most moves to mate an evaluation may count either way: beyond any search, and
/// small enough that mates keep their order above and below every centipawn value.
pub const MATE_LIMIT: i32 = 1_000;

/// Evaluation `e` of field `field` (`analysis.moves[3].before`), within [`CP_LIMIT`] and
/// [`MATE_LIMIT`]; `{"mate": 0}` (a mate given) only as an `after`.
fn read_eval(e: EvalJson, field: &str, after: bool) -> Result<Eval, RecordError> {
    match e {
        EvalJson::Cp(c) if c.unsigned_abs() > CP_LIMIT.unsigned_abs() => Err(err(
            format!("{field}.cp"),
            format!("{c}: beyond ±{CP_LIMIT} centipawns"),
        )),
        EvalJson::Mate(n) if n.unsigned_abs() > MATE_LIMIT.unsigned_abs() => Err(err(
            format!("{field}.mate"),
            format!("{n}: beyond ±{MATE_LIMIT} moves to mate"),
        )),
        EvalJson::Mate(0) if !after => Err(err(
            format!("{field}.mate"),
            "0 (a mate given) is only an evaluation after a move",
        )),
        e => Ok(e.into()),
    }
}

fn err(field: impl Into<String>, message: impl Into<String>) -> RecordError {
    RecordError::field(field, message)
}

fn read_move(text: &str, field: &str) -> Result<Move, RecordError> {
    text.parse::<Move>()
        .map_err(|e| err(field, format!("{text:?}: {e}")))
}

/// The analysis of a record whose fight moves are `moves` (entry `i` is about `moves[i]`).
pub(super) fn read(json: AnalysisJson, moves: &[Move]) -> Result<Analysis, RecordError> {
    if json.moves.len() > moves.len() {
        return Err(err(
            "analysis.moves",
            format!(
                "{} entries, but the record has {} fight move(s): entry {} is about no move",
                json.moves.len(),
                moves.len(),
                moves.len()
            ),
        ));
    }
    let mut out = Vec::with_capacity(json.moves.len());
    for (i, (m, &played)) in json.moves.into_iter().zip(moves).enumerate() {
        let at = format!("analysis.moves[{i}]");
        let class = Class::from_word(&m.class).ok_or_else(|| {
            let words: Vec<&str> = Class::ALL.iter().map(|c| c.as_str()).collect();
            err(
                format!("{at}.class"),
                format!("unknown class {:?} (one of {})", m.class, words.join(", ")),
            )
        })?;
        let best = read_move(&m.best, &format!("{at}.best"))?;
        let pv =
            m.pv.iter()
                .enumerate()
                .map(|(j, t)| read_move(t, &format!("{at}.pv[{j}]")))
                .collect::<Result<Vec<Move>, _>>()?;
        out.push(MoveAnalysis {
            played,
            best,
            pv,
            before: read_eval(m.before, &format!("{at}.before"), false)?,
            after: read_eval(m.after, &format!("{at}.after"), true)?,
            class,
        });
    }
    Ok(Analysis {
        engine: json.engine,
        limit: json.limit,
        moves: out,
    })
}

/// Why an analysis entry does not fit the position before its move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryProblem {
    /// `best` is not legal in the position before the move.
    BestIllegal {
        /// The move's number (1-based, as `replay --check` counts moves).
        number: usize,
        reason: IllegalReason,
    },
    /// The line does not start with `best`.
    PvNotBest { first: Move, best: Move },
    /// A move of the line is not legal after the ones before it.
    PvIllegal { reason: IllegalReason },
}

/// A problem of entry `index` (0-based) of an analysis, with the field it is in
/// (`analysis.moves[3].best`, `analysis.moves[3].pv[2]`) and that field's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryError {
    pub field: String,
    pub text: String,
    pub problem: EntryProblem,
}

/// Checks entry `index` of an analysis against `before`, the position before its move:
/// `best` legal there, the line starting with `best` (or empty) and each of its moves
/// legal after the ones before it.
pub fn check_entry(
    index: usize,
    entry: &MoveAnalysis,
    before: &Position,
) -> Result<(), EntryError> {
    let at = format!("analysis.moves[{index}]");
    before.check_move(entry.best).map_err(|reason| EntryError {
        field: format!("{at}.best"),
        text: entry.best.to_string(),
        problem: EntryProblem::BestIllegal {
            number: index + 1,
            reason,
        },
    })?;
    if let Some(&first) = entry.pv.first()
        && first != entry.best
    {
        return Err(EntryError {
            field: format!("{at}.pv[0]"),
            text: first.to_string(),
            problem: EntryProblem::PvNotBest {
                first,
                best: entry.best,
            },
        });
    }
    let mut pos = before.clone();
    for (j, &m) in entry.pv.iter().enumerate() {
        pos.try_play(m).map_err(|e| EntryError {
            field: format!("{at}.pv[{j}]"),
            text: m.to_string(),
            problem: EntryProblem::PvIllegal { reason: e.reason },
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Record;

    fn record(analysis: &str) -> Result<Record, RecordError> {
        Record::from_json_str(&format!(
            r#"{{"format": "shuuro-game", "version": 1,
               "rules": {{"board": 6, "roster": "mini"}},
               "moves": ["a1a2", "b6b5"],
               "analysis": {analysis}}}"#
        ))
    }

    const ENTRY: &str = r#"{"best": "a1a3", "before": {"cp": 20}, "after": {"mate": -2},
                           "class": "blunder", "pv": ["a1a3", "b6b4"]}"#;

    #[test]
    fn an_analysis_reads_with_its_moves_evaluations_and_classes() {
        let r = record(&format!(
            r#"{{"engine": "shuuro 0.2.0", "limit": "depth 4", "moves": [{ENTRY}]}}"#
        ))
        .unwrap();
        let a = r.analysis.unwrap();
        assert_eq!(a.engine, "shuuro 0.2.0");
        assert_eq!(a.limit, "depth 4");
        let m = &a.moves[0];
        assert_eq!(m.played.to_string(), "a1a2");
        assert_eq!(m.best.to_string(), "a1a3");
        assert_eq!(m.before, Eval::Cp(20));
        assert_eq!(m.after, Eval::Mate(-2));
        assert_eq!(m.class, Class::Blunder);
        assert_eq!(m.pv.len(), 2);
    }

    #[test]
    fn every_problem_names_its_field() {
        let cases = [
            (
                ENTRY.replace("blunder", "great"),
                "analysis.moves[0].class: unknown class \"great\"",
            ),
            (
                ENTRY.replace("[\"a1a3\",", "[\"a1z9\","),
                "analysis.moves[0].pv[0]: \"a1z9\"",
            ),
            (
                ENTRY.replace("\"best\": \"a1a3\"", "\"best\": 7"),
                "analysis.moves[0].best: invalid type",
            ),
            (
                ENTRY.replace("{\"cp\": 20}", "{\"pawns\": 20}"),
                "analysis.moves[0].before: unknown variant `pawns`",
            ),
            (
                ENTRY.replace(", \"pv\": [\"a1a3\", \"b6b4\"]", ""),
                "analysis.moves[0]: missing field `pv`",
            ),
            (
                format!("{ENTRY}, {ENTRY}, {ENTRY}"),
                "analysis.moves: 3 entries, but the record has 2 fight move(s)",
            ),
        ];
        for (entries, expected) in cases {
            let text = format!(r#"{{"engine": "e", "limit": "l", "moves": [{entries}]}}"#);
            let e = record(&text).unwrap_err().to_string();
            assert!(e.starts_with(expected), "{e}\nexpected {expected}");
        }
        let e = record(r#"{"engine": "e", "limit": "l", "moves": [], "depth": 3}"#)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("analysis.depth: unknown field `depth`"),
            "{e}"
        );
        let e = record("[1]").unwrap_err().to_string();
        assert!(e.starts_with("analysis: invalid type"), "{e}");
    }

    #[test]
    fn evaluations_beyond_any_search_and_a_mate_given_before_the_move_are_refused() {
        // i32::MIN has no opposite: seen from the other side (the viewer, the summary's
        // losses) it overflowed. A mate beyond the limit would rank above a winning one.
        for (before, field) in [
            (r#"{"cp": -2147483648}"#, "analysis.moves[0].before.cp"),
            (r#"{"mate": -2147483648}"#, "analysis.moves[0].before.mate"),
            (r#"{"mate": 20000}"#, "analysis.moves[0].before.mate"),
            (r#"{"mate": 0}"#, "analysis.moves[0].before.mate"),
        ] {
            let entry = ENTRY.replace(r#"{"cp": 20}"#, before);
            let text = format!(r#"{{"engine": "e", "limit": "depth 1", "moves": [{entry}]}}"#);
            let e = record(&text).unwrap_err().to_string();
            assert!(e.starts_with(field), "{before}: {e}");
        }
        let entry = ENTRY.replace(r#"{"mate": -2}"#, r#"{"cp": 2147483647}"#);
        let text = format!(r#"{{"engine": "e", "limit": "depth 1", "moves": [{entry}]}}"#);
        let e = record(&text).unwrap_err().to_string();
        assert!(e.starts_with("analysis.moves[0].after.cp"), "{e}");
    }

    #[test]
    fn an_analysis_is_written_back_as_it_was_read() {
        let text = format!(
            r#"{{"engine": "shuuro 0.2.0", "limit": "movetime 200", "moves": [{ENTRY}, {}]}}"#,
            ENTRY.replace("{\"mate\": -2}", "{\"mate\": 0}")
        );
        let r = record(&text).unwrap();
        let written = r.to_json_string();
        assert!(
            written.contains(
                r#"{"best": "a1a3", "before": {"cp": 20}, "after": {"mate": -2}, "class": "blunder", "pv": ["a1a3", "b6b4"]}"#
            ),
            "{written}"
        );
        assert_eq!(Record::from_json_str(&written).unwrap(), r);
    }
}
