//! A puzzle's rating measured from how hard its solution is to find and to hold, not set by
//! its kind: the [`Effort`] the engine spends at each solver step (the depth and the nodes
//! at which its best move becomes the solution's and stays so at every deeper depth), the
//! tempting wrong moves (within [`TEMPTING_WITHIN`] of the solution at a shallow search, and
//! the captures that score below it), and the solution's length, mapped onto 600–2600 by
//! [`rating`]: monotone in each of them and deterministic (depth-bounded searches on a
//! cleared table).

use std::sync::atomic::AtomicBool;

use crate::engine::search::{SearchOptions, Searcher};
use crate::rules::{Move, Position};

use super::verify::{rank, score_moves};

/// The lowest and highest measured rating.
pub const RATING_SPAN: (f64, f64) = (600.0, 2600.0);
/// A wrong move scoring within this many centipawns of the solution's (or above it) at the
/// shallow search tempts the solver.
pub const TEMPTING_WITHIN: i32 = 100;
/// The shallow search that finds the tempting moves (plies).
pub const SHALLOW_DEPTH: u32 = 2;

/// What a solution asks of the engine: the measures [`rating`] reads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Effort {
    /// The deepest, over the solver steps, of the depth at which the engine first finds
    /// the solution's move and keeps it (one more than the deepest searched when it never
    /// does).
    pub find_depth: u32,
    /// The nodes searched up to those depths, summed over the solver steps.
    pub find_nodes: u64,
    /// Wrong moves within [`TEMPTING_WITHIN`] of the solution at the shallow search,
    /// summed over the solver steps.
    pub tempting: u32,
    /// Captures other than the solution's that score below it at the shallow search,
    /// summed over the solver steps.
    pub losing_captures: u32,
    /// The solver's moves (or placements).
    pub solver_moves: u32,
}

/// How fast the rating climbs with the measures: at 3, a single capture found at once
/// rates about 1 000, a quiet mate in three above 2 000 (at 6 the built-in set bunched
/// below 1 000, more than half of it within one band of 200).
const SCALE: f64 = 3.0;

/// The rating of a puzzle needing `effort`: 600 for the easiest, approaching 2600,
/// rounded to a whole number; more of any measure never lowers it.
pub fn rating(effort: &Effort) -> f64 {
    let ln = |x: f64| (1.0 + x).ln();
    let raw = 0.9 * f64::from(effort.find_depth.saturating_sub(1))
        + 0.3 * ln(effort.find_nodes as f64 / 100.0)
        + 0.8 * ln(f64::from(effort.tempting))
        + 0.5 * ln(f64::from(effort.losing_captures))
        + 1.0 * f64::from(effort.solver_moves.saturating_sub(1));
    let (lo, hi) = RATING_SPAN;
    (lo + (hi - lo) * (1.0 - (-raw / SCALE).exp())).round()
}

/// The depth (and nodes by then) at which a search of `pos` up to `max_depth` first
/// chooses a move `right` accepts and chooses one at every deeper depth;
/// `(max_depth + 1, all nodes)` when it does not.
fn found_at(
    searcher: &mut Searcher,
    pos: &Position,
    path: &[u64],
    max_depth: u32,
    right: impl Fn(Move) -> bool,
) -> (u32, u64) {
    let stop = AtomicBool::new(false);
    let options = SearchOptions {
        depth: Some(max_depth.max(1)),
        ..SearchOptions::default()
    };
    let mut kept: Option<(u32, u64)> = None;
    let mut nodes = 0;
    searcher.search_with(pos, path, &options, &stop, &mut |r| {
        nodes = r.nodes;
        match r.pv.first() {
            Some(&m) if right(m) => {
                kept.get_or_insert((r.depth, r.nodes));
            }
            _ => kept = None,
        }
    });
    kept.unwrap_or((max_depth + 1, nodes))
}

/// Measures the effort of `solution` (solver, reply, solver, …) from `start`, searching
/// each solver step up to `max_depth`. At the last solver step any mating move is right,
/// as for the solver. Moves after an illegal one are not measured.
pub fn measure(
    searcher: &mut Searcher,
    start: &Position,
    solution: &[Move],
    max_depth: u32,
) -> Effort {
    searcher.clear();
    let mut effort = Effort::default();
    let mut pos = start.clone();
    let mut path = Vec::new();
    let last_solver = solution.len().saturating_sub(1) & !1;
    for (i, &m) in solution.iter().enumerate() {
        if i % 2 == 0 {
            let mates = |mv: Move| {
                pos.play(mv)
                    .ok()
                    .and_then(|p| p.outcome())
                    .is_some_and(|o| o.reason == crate::rules::Reason::Checkmate)
            };
            let right = |mv: Move| mv == m || (i == last_solver && mates(m) && mates(mv));
            let (depth, nodes) = found_at(searcher, &pos, &path, max_depth, right);
            effort.find_depth = effort.find_depth.max(depth);
            effort.find_nodes += nodes;
            let scored = score_moves(searcher, &pos, &path, SHALLOW_DEPTH);
            let ours = scored
                .iter()
                .find(|s| s.mv == m)
                .map_or(i32::MIN, |s| rank(s.score));
            for s in scored.iter().filter(|s| !right(s.mv)) {
                let r = rank(s.score);
                if r >= ours.saturating_sub(TEMPTING_WITHIN) {
                    effort.tempting += 1;
                } else if pos.is_capture(s.mv) {
                    effort.losing_captures += 1;
                }
            }
            effort.solver_moves += 1;
        }
        path.push(pos.zobrist());
        match pos.play(m) {
            Ok(next) => pos = next,
            Err(_) => break,
        }
    }
    effort
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::mate_in_moves;

    fn pos(s: &str) -> Position {
        Position::from_sfen(s).expect("a position")
    }

    #[test]
    fn the_rating_spans_600_to_2600_and_grows_with_every_measure() {
        let easy = Effort {
            find_depth: 1,
            solver_moves: 1,
            ..Effort::default()
        };
        assert_eq!(rating(&easy), 600.0);
        let bumps: [fn(&mut Effort); 5] = [
            |e| e.find_depth += 1,
            |e| e.find_nodes += 5000,
            |e| e.tempting += 1,
            |e| e.losing_captures += 1,
            |e| e.solver_moves += 1,
        ];
        for bump in bumps {
            let mut harder = easy;
            bump(&mut harder);
            assert!(rating(&harder) > rating(&easy), "{harder:?}");
        }
        let hardest = Effort {
            find_depth: 40,
            find_nodes: u64::MAX,
            tempting: u32::MAX,
            losing_captures: u32::MAX,
            solver_moves: u32::MAX,
        };
        assert!(rating(&hardest) <= 2600.0);
    }

    #[test]
    fn a_mate_in_one_by_a_capture_rates_below_a_quiet_mate_in_three() {
        let mut searcher = Searcher::new(1 << 16);
        // The Rook takes the Bishop on f6 and mates.
        let one = pos("k4b/6/K5/6/6/5R w - 1");
        let m1: Vec<Move> = vec!["f1f6".parse().expect("move")];
        let e1 = measure(&mut searcher, &one, &m1, 6);
        assert_eq!(e1.solver_moves, 1);
        // Rook and King against King: the engine's own mate in three, a quiet first move.
        let three = pos("2k3/6/6/1K4/6/5R w - 1");
        let stop = AtomicBool::new(false);
        let options = SearchOptions {
            depth: Some(7),
            ..SearchOptions::default()
        };
        let mut last = None;
        searcher.search_with(&three, &[], &options, &stop, &mut |r| {
            last = Some(r.clone())
        });
        let found = last.expect("a report");
        assert_eq!(mate_in_moves(found.score), Some(3), "{found:?}");
        let pv = &found.pv[..5];
        assert!(
            !three.is_capture(pv[0]) && !three.gives_check(pv[0]),
            "{pv:?}"
        );
        let e3 = measure(&mut searcher, &three, pv, 6);
        assert_eq!(e3.solver_moves, 3);
        assert!(rating(&e1) < rating(&e3), "{e1:?} {e3:?}");
        // Measured twice, the same.
        assert_eq!(measure(&mut searcher, &three, pv, 6), e3);
    }
}
