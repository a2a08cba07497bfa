//! Filling in an [`Analysis`](super::Analysis) with the engine, one fight position at a time.
//!
//! A game of `n` moves has `n + 1` fight positions; [`evaluate_position`] asks the engine
//! about one of them, and [`assemble`] turns the `n + 1` answers into `n` move analyses:
//! move `i`'s `before` is position `i`'s evaluation and its `after` is position `i + 1`'s
//! seen from the other side. Each position is searched once, by a fresh engine, so the
//! answers do not depend on the order positions are taken in or on the number of threads:
//! [`evaluate_all`] is the one way the command line, the replay viewer and the puzzle
//! miner analyse a game, and at the same deterministic limit ([`default_options`], or a
//! depth) they get the same marks.

use std::sync::atomic::AtomicBool;

use super::{Class, Eval, MATED, MoveAnalysis, Thresholds, classify};
use crate::engine::search::{SearchOptions, Searcher};
use crate::rules::{Move, Position};

/// What the engine said about one fight position, from the side to move's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEval {
    /// Search score: centipawns, or mates as [`crate::engine::search::MATE`]` - plies`.
    pub score: i32,
    /// The engine's line, best move first; empty when the side to move has no move (the
    /// game is over in this position).
    pub pv: Vec<Move>,
}

impl PositionEval {
    /// The engine's move, if the side to move has one.
    pub fn best(&self) -> Option<Move> {
        self.pv.first().copied()
    }

    /// The evaluation from the side to move's view.
    pub fn eval(&self) -> Eval {
        Eval::from_score(self.score)
    }
}

/// Asks the engine about fight position `i` of `positions` (the fight positions of a game,
/// from the first; the ones before `i` count for repetition), within `options`; `stop`
/// ends the search early with what it has.
///
/// A position where the side to move has no legal move (checkmate, stalemate, its King
/// taken) is not searched: it scores as mated when in check or without a King, else as a
/// draw. Returns `None` only when `i` is out of range.
pub fn evaluate_position(
    searcher: &mut Searcher,
    positions: &[Position],
    i: usize,
    options: &SearchOptions,
    stop: &AtomicBool,
) -> Option<PositionEval> {
    let position = positions.get(i)?;
    let keys: Vec<u64> = positions[..i].iter().map(Position::zobrist).collect();
    let mut pv = Vec::new();
    let result = searcher.search_with(position, &keys, options, stop, &mut |report| {
        if !report.pv.is_empty() {
            pv.clone_from(&report.pv);
        }
    });
    Some(match result {
        Some(r) => {
            if pv.first() != Some(&r.best) {
                pv = vec![r.best];
            }
            PositionEval { score: r.score, pv }
        }
        None => PositionEval {
            score: if position.is_check() || !has_king(position) {
                MATED
            } else {
                0
            },
            pv: Vec::new(),
        },
    })
}

fn has_king(position: &Position) -> bool {
    let board = position.board();
    (board.by_role(crate::rules::Role::King) & board.by_side(position.turn())).any()
}

/// The analysis of `moves` from the evaluations of the positions around them: `evals[i]`
/// is position `i`'s (before move `i`), so `evals` has one more entry than the moves
/// analysed. Moves without both evaluations are left out (the result is as long as the
/// run of complete pairs from the start), as is a move from a position with no best move.
pub fn assemble(
    moves: &[Move],
    evals: &[Option<PositionEval>],
    thresholds: Thresholds,
) -> Vec<MoveAnalysis> {
    let mut out = Vec::new();
    for (i, &played) in moves.iter().enumerate() {
        let (Some(Some(before)), Some(Some(next))) = (evals.get(i), evals.get(i + 1)) else {
            break;
        };
        let Some(best) = before.best() else { break };
        let before_eval = before.eval();
        let after = if next.score == MATED {
            Eval::Mate(0)
        } else {
            next.eval().flip()
        };
        let class = classify(played == best, before_eval, after, thresholds);
        out.push(MoveAnalysis {
            played,
            best,
            pv: before.pv.clone(),
            before: before_eval,
            after,
            class,
        });
    }
    out
}

/// The limit as docs/analysis.md writes it: `movetime 200`, `depth 8`, `nodes 100000`
/// (several joined by spaces; `infinite` when there is none).
pub fn limit_text(options: &SearchOptions) -> String {
    let mut parts = Vec::new();
    if let Some(t) = options.time {
        parts.push(format!("movetime {}", t.as_millis()));
    }
    if let Some(d) = options.depth {
        parts.push(format!("depth {d}"));
    }
    if let Some(n) = options.nodes {
        parts.push(format!("nodes {n}"));
    }
    if parts.is_empty() {
        "infinite".to_string()
    } else {
        parts.join(" ")
    }
}

/// The engine's name and version for [`Analysis::engine`](super::Analysis::engine).
pub fn engine_name() -> String {
    format!("shuuro {}", env!("CARGO_PKG_VERSION"))
}

/// Whether an analysis says a move was worse than good (marked `?!`, `?` or `??`).
pub fn is_marked(class: Class) -> bool {
    class > Class::Good
}

/// The nodes each position is searched for when no limit is asked for: about 200 ms at
/// the engine's speed (0.75 to 0.95 M nodes a second, docs/contributing.md).
pub const DEFAULT_NODES: u64 = 150_000;

/// The limit the command line (without `--think` or `--depth`) and the replay viewer
/// analyse with: [`DEFAULT_NODES`] a position on one search thread. A node count, unlike
/// a time, gives the same answers on any machine under any load, so the same record gets
/// the same marks from both (docs/analysis.md).
pub fn default_options() -> SearchOptions {
    SearchOptions {
        nodes: Some(DEFAULT_NODES),
        threads: Some(1),
        ..SearchOptions::default()
    }
}

/// Evaluates the positions of `positions` (the fight positions of a game) from `from` on
/// `jobs` threads (at least one, at most one per position), handing each answer to
/// `found(index, answer)`, which returns false when nobody wants more; `stop` ends it
/// early. A search cut short by `stop` is not an answer (its result would be a shallow
/// guess). Returns the answers in the order of `positions`, `None` for the positions not
/// evaluated, ready for [`assemble`].
///
/// Each thread takes the next position not yet taken (one shared counter), so a thread
/// that met quick positions takes more of them, and searches it with a fresh
/// [`Searcher`]: nothing learnt from one position is carried to the next, so under a
/// limit without a time (`nodes`, `depth`) on one search thread the answers are the same
/// whatever `jobs`, `from` and the order the threads took positions in.
pub fn evaluate_all(
    positions: &[Position],
    from: usize,
    options: &SearchOptions,
    jobs: usize,
    stop: &AtomicBool,
    found: &(dyn Fn(usize, &PositionEval) -> bool + Sync),
) -> Vec<Option<PositionEval>> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let next = AtomicUsize::new(from);
    // Set when `found` says nobody listens: the other threads end too.
    let unwanted = AtomicBool::new(false);
    let ended = || stop.load(Ordering::Relaxed) || unwanted.load(Ordering::Relaxed);
    let threads = jobs.clamp(1, positions.len().saturating_sub(from).max(1));
    let work = || {
        let mut answers = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= positions.len() || ended() {
                return answers;
            }
            let mut searcher = Searcher::default();
            let eval = evaluate_position(&mut searcher, positions, i, options, stop);
            if stop.load(Ordering::Relaxed) {
                return answers;
            }
            if let Some(e) = eval {
                if !found(i, &e) {
                    unwanted.store(true, Ordering::Relaxed);
                }
                answers.push((i, e));
            }
        }
    };
    let mut evals = vec![None; positions.len()];
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads).map(|_| s.spawn(work)).collect();
        for h in handles {
            match h.join() {
                Ok(answers) => {
                    for (i, e) in answers {
                        evals[i] = Some(e);
                    }
                }
                // A panic in the engine is a bug: passed on as it is.
                Err(p) => std::panic::resume_unwind(p),
            }
        }
    });
    evals
}

#[cfg(test)]
mod tests {
    use super::*;

    fn positions() -> Vec<Position> {
        let first = Position::from_sfen("1rnkb1/pp1_.pp/6/6/PP_.P1P/RBK1N1 b - 17").unwrap();
        let mut v = vec![first];
        for _ in 0..3 {
            let p = v.last().unwrap();
            let m = p.legal_moves()[0];
            v.push(p.play(m).unwrap());
        }
        v
    }

    #[test]
    fn every_position_is_evaluated_once_whatever_the_number_of_threads() {
        let ps = positions();
        let options = SearchOptions {
            depth: Some(2),
            ..SearchOptions::default()
        };
        let stop = AtomicBool::new(false);
        let count = std::sync::atomic::AtomicUsize::new(0);
        let done = |_: usize, _: &PositionEval| {
            count.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            true
        };
        let one = evaluate_all(&ps, 0, &options, 1, &stop, &done);
        assert_eq!(count.load(std::sync::atomic::Ordering::Relaxed), ps.len());
        assert!(one.iter().all(Option::is_some));
        // More threads than positions: as many threads as positions, the same answers.
        let many = evaluate_all(&ps, 0, &options, 9, &stop, &done);
        assert_eq!(one, many);
        assert_eq!(
            count.load(std::sync::atomic::Ordering::Relaxed),
            2 * ps.len()
        );
    }

    #[test]
    fn a_stop_before_the_start_leaves_every_position_unanswered() {
        let ps = positions();
        let stop = AtomicBool::new(true);
        let evals = evaluate_all(&ps, 0, &SearchOptions::default(), 2, &stop, &|_, _| true);
        assert_eq!(evals, vec![None; ps.len()]);
        assert!(assemble(&[], &evals, Thresholds::DEFAULT).is_empty());
    }
}
