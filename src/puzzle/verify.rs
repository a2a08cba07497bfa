//! The engine's word on a puzzle: every legal move of a position scored at a fixed depth
//! (each move's position searched one ply less), and the line a puzzle follows, kept only
//! while the solver's move is better than every other by a clear margin.
//!
//! Scores are compared on a scale where ordinary scores are capped at ±[`CAP`] centipawns
//! and mates rank above (or, being mated, below) any of them: two moves that both win
//! outright, or both mate, are not told apart, so neither is a unique solution.

use std::sync::atomic::AtomicBool;

use crate::engine::search::{MATE, SearchOptions, Searcher, mate_in_moves};
use crate::rules::{Move, Position, Reason};

/// Ordinary scores count up to this many centipawns either way.
pub const CAP: i32 = 1000;

/// A score on the comparing scale: capped centipawns, mates at ±(2000 − moves).
pub fn rank(score: i32) -> i32 {
    match mate_in_moves(score) {
        Some(n) if n > 0 => 2000 - n,
        Some(n) => -2000 - n,
        None => score.clamp(-CAP, CAP),
    }
}

/// The score of `m` from the mover's view when it ends the game (`None`: it does not).
fn final_score(after: &Position) -> Option<i32> {
    let o = after.outcome()?;
    Some(match o.reason {
        Reason::Checkmate | Reason::KingCaptured => MATE - 1,
        _ => 0,
    })
}

/// One ply further from the root: the child's score seen from the parent.
fn from_child(s: i32) -> i32 {
    let s = -s;
    match mate_in_moves(s) {
        Some(n) if n > 0 => s - 1,
        Some(_) => s + 1,
        None => s,
    }
}

/// A legal move and its score (centipawns from the mover's view, or a mate score).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    pub mv: Move,
    pub score: i32,
}

/// Every legal move of `pos` scored at `depth` (≥ 2), best first; `path` holds the keys
/// of the positions before `pos` (repetition).
pub fn score_moves(
    searcher: &mut Searcher,
    pos: &Position,
    path: &[u64],
    depth: u32,
) -> Vec<Scored> {
    let stop = AtomicBool::new(false);
    let options = SearchOptions {
        depth: Some(depth.max(2) - 1),
        ..SearchOptions::default()
    };
    let mut keys = path.to_vec();
    keys.push(pos.zobrist());
    let mut out: Vec<Scored> = pos
        .legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let child = pos.play(mv).ok()?;
            let score = match final_score(&child) {
                Some(s) => s,
                None => from_child(searcher.search(&child, &keys, &options, &stop)?.score),
            };
            Some(Scored { mv, score })
        })
        .collect();
    out.sort_by_key(|s| std::cmp::Reverse(rank(s.score)));
    out
}

/// The best of `scored` when it beats the second by `margin` on the [`rank`] scale (or
/// is the only move).
pub fn only_move(scored: &[Scored], margin: i32) -> Option<Scored> {
    let best = *scored.first()?;
    match scored.get(1) {
        Some(second) if rank(best.score) - rank(second.score) < margin => None,
        _ => Some(best),
    }
}

/// The engine's reply in `pos` at `depth`.
pub fn reply(searcher: &mut Searcher, pos: &Position, path: &[u64], depth: u32) -> Option<Move> {
    let stop = AtomicBool::new(false);
    let options = SearchOptions {
        depth: Some(depth.max(1)),
        ..SearchOptions::default()
    };
    searcher.search(pos, path, &options, &stop).map(|r| r.best)
}

/// What a line is, once verified.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// It ends in checkmate after this many solver moves.
    Mate(u32),
    /// It wins material or the game without a mate in sight.
    Gain,
    /// The solver's first move is the only one that holds (the others lose).
    Defence,
}

/// A verified solution: the moves (solver, reply, solver, …), the kind, and the solver's
/// first-step score and the second-best move's (`None`: the only legal move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub moves: Vec<Move>,
    pub kind: LineKind,
    pub best: i32,
    pub second: Option<i32>,
}

/// How deep and how strictly a line is verified.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strictness {
    depth: u32,
    margin: i32,
    most_solver_moves: u32,
    cut_mates: bool,
}

impl Strictness {
    /// Every solver move scored at `depth`, right only when `margin` (on the [`rank`]
    /// scale) above every other; at most `most_solver_moves` (a mate may take up to 5).
    pub fn new(depth: u32, margin: i32, most_solver_moves: u32) -> Strictness {
        Strictness {
            depth: depth.max(2),
            margin,
            most_solver_moves: most_solver_moves.max(1),
            cut_mates: false,
        }
    }

    /// A mate line whose later solver step is not unique ends at the last unique one
    /// (a winning line, no longer a mate puzzle) instead of being refused.
    pub fn cutting_mates(self) -> Strictness {
        Strictness {
            cut_mates: true,
            ..self
        }
    }
    pub fn depth(&self) -> u32 {
        self.depth
    }
    pub fn margin(&self) -> i32 {
        self.margin
    }
}

/// The solver must be at least this well off after its first move for a gain (centipawns).
pub const GAIN_AT_LEAST: i32 = 200;
/// A defence holds when the best move scores at least this, and the others lose by the margin.
pub const DEFENCE_AT_LEAST: i32 = -150;

/// Verifies a puzzle from `start` whose first move should be `expected` (when given): at
/// every solver step the best move must beat every other by the margin (at the mating
/// step any mate is right, so none is needed), the replies are the engine's. A mate line
/// must reach the mate; another line stops at the last solver move that is still unique.
/// `None`: not a puzzle (the deeper search prefers another move, or no move stands out).
pub fn verify_line(
    searcher: &mut Searcher,
    start: &Position,
    expected: Option<Move>,
    s: Strictness,
) -> Option<Line> {
    let mut pos = start.clone();
    let mut path: Vec<u64> = Vec::new();
    let mut moves: Vec<Move> = Vec::new();
    let mut kind = None;
    let (mut best0, mut second0) = (0, None);
    for step in 0..5u32 {
        let scored = score_moves(searcher, &pos, &path, s.depth);
        let best = *scored.first()?;
        if step == 0 {
            if expected.is_some_and(|e| e != best.mv) {
                return None;
            }
            best0 = best.score;
            second0 = scored.get(1).map(|x| x.score);
            kind = Some(match mate_in_moves(best.score) {
                Some(n) if n > 0 && n <= 5 => LineKind::Mate(n as u32),
                Some(n) if n > 0 => return None,
                _ if best.score >= GAIN_AT_LEAST => LineKind::Gain,
                _ if best.score >= DEFENCE_AT_LEAST => LineKind::Defence,
                _ => return None,
            });
        }
        let mating = pos
            .play(best.mv)
            .ok()
            .and_then(|p| p.outcome())
            .is_some_and(|o| o.reason == Reason::Checkmate);
        let unique = mating || only_move(&scored, s.margin).is_some();
        let mate_line = matches!(kind, Some(LineKind::Mate(_)));
        let mate_kept = matches!(mate_in_moves(best.score), Some(n) if n > 0);
        if !unique || (mate_line && !mate_kept) {
            if step == 0 || (mate_line && !s.cut_mates) {
                return None;
            }
            moves.pop(); // the reply before this step
            if mate_line {
                kind = Some(LineKind::Gain);
            }
            break;
        }
        moves.push(best.mv);
        path.push(pos.zobrist());
        pos = pos.play(best.mv).ok()?;
        if mating {
            let n = moves.len().div_ceil(2) as u32;
            return Some(Line {
                moves,
                kind: LineKind::Mate(n),
                best: best0,
                second: second0,
            });
        }
        if pos.outcome().is_some() {
            break;
        }
        let solver_moves = moves.len().div_ceil(2) as u32;
        if !mate_line && (solver_moves >= s.most_solver_moves || kind == Some(LineKind::Defence)) {
            break;
        }
        let r = reply(searcher, &pos, &path, s.depth - 1)?;
        moves.push(r);
        path.push(pos.zobrist());
        pos = pos.play(r).ok()?;
        if pos.outcome().is_some() {
            moves.pop();
            break;
        }
    }
    if matches!(kind, Some(LineKind::Mate(_))) || moves.is_empty() || moves.len().is_multiple_of(2)
    {
        return None;
    }
    Some(Line {
        moves,
        kind: kind?,
        best: best0,
        second: second0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(s: &str) -> Position {
        Position::from_sfen(s).expect("a position")
    }

    #[test]
    fn a_mate_in_one_is_verified_and_a_quiet_position_is_not_a_puzzle() {
        let mut searcher = Searcher::new(1 << 16);
        let s = Strictness::new(4, 250, 3);
        let line = verify_line(&mut searcher, &pos("k5/6/K5/6/6/5R w - 1"), None, s).expect("mate");
        assert_eq!(line.kind, LineKind::Mate(1));
        assert_eq!(line.moves, vec!["f1f6".parse().expect("move")]);
        // Kings and a pawn each: nothing stands out.
        assert_eq!(
            verify_line(&mut searcher, &pos("4k1/2p3/6/6/2P3/1K4 w - 1"), None, s),
            None
        );
    }

    #[test]
    fn the_rank_scale_caps_scores_and_puts_mates_beyond() {
        assert_eq!(rank(5000), CAP);
        assert!(rank(MATE - 3) > rank(MATE - 5));
        assert!(rank(MATE - 5) > CAP);
        assert!(rank(-MATE + 1) < rank(-MATE + 5));
        assert!(rank(-MATE + 5) < -CAP);
    }
}
