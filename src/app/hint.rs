//! Hints: the engine's fight move (with its line) or placement (with the placements that
//! would follow), asked for by a key. The client sends a [`HintRequest`] to the terminal
//! loop ([`super::jobs::Job::Hint`]); the loop runs [`HintRequest::run`] on a worker thread
//! and feeds the [`HintAnswer`] back as [`super::jobs::Answer::Hint`], so `update` never searches.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::{self, SearchOptions, Searcher, deploy};
use crate::rules::deploy::Deployment;
use crate::rules::notation::to_short;
use crate::rules::{Bitboard, Move, Piece, Position, Square};

/// How many placements a deployment hint's line shows (the hint and what would follow).
pub const PLACEMENT_LINE: usize = 4;

/// What the engine is asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintAsk {
    /// The best fight move from `position` (`history`: zobrist keys before it).
    Move {
        position: Position,
        history: Vec<u64>,
        time: Duration,
    },
    /// The best placement for the side to place.
    Placement { deployment: Deployment, seed: u64 },
}

/// A request for a hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintRequest {
    pub ask: HintAsk,
}

/// What the engine answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintAnswer {
    /// The best move first, then the line the engine expects; `score` in centipawns from
    /// the side to move's view.
    Move { line: Vec<Move>, score: i32 },
    /// The placement first, then the engine's next placements for whoever places then.
    Placement { line: Vec<(Piece, Square)> },
}

impl HintRequest {
    /// Asks the engine (on the worker thread; `stop` interrupts a search). `None` when
    /// there is nothing to play or place.
    pub fn run(&self, stop: &AtomicBool) -> Option<HintAnswer> {
        match &self.ask {
            HintAsk::Move {
                position,
                history,
                time,
            } => {
                let options = SearchOptions {
                    time: Some(*time),
                    ..SearchOptions::default()
                };
                let mut line = Vec::new();
                let r = Searcher::new(engine::CLIENT_TT_ENTRIES).search_with(
                    position,
                    history,
                    &options,
                    stop,
                    &mut |report| line = report.pv.clone(),
                )?;
                if line.first() != Some(&r.best) {
                    line = vec![r.best];
                }
                Some(HintAnswer::Move {
                    line,
                    score: r.score,
                })
            }
            HintAsk::Placement { deployment, seed } => {
                let mut d = deployment.clone();
                let mut line = Vec::new();
                while line.len() < PLACEMENT_LINE {
                    let Some((piece, sq)) = deploy::best_placement(&d, *seed) else {
                        break;
                    };
                    if d.place(piece, sq).is_err() {
                        break;
                    }
                    line.push((piece, sq));
                }
                (!line.is_empty()).then_some(HintAnswer::Placement { line })
            }
        }
    }
}

/// A hint on screen: the squares to mark and the line in short notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The number of steps the game had when the hint was asked (the hint is for the
    /// next step, and goes away once it is played).
    pub at: usize,
    /// The squares marked on the board: from and to, or the square to place on.
    pub squares: Bitboard,
    /// The line, best first, in short notation (`Nf3 e10 Bxc5`, `Q@e1 r@c12`).
    pub line: Vec<String>,
    /// Centipawns for the side to move (fight hints only).
    pub score: Option<i32>,
}

impl Hint {
    /// The hint an answer gives for `ask`, asked with `at` steps played; `None` when the
    /// answer does not fit the question.
    pub fn from_answer(ask: &HintAsk, answer: &HintAnswer, at: usize) -> Option<Hint> {
        match (ask, answer) {
            (HintAsk::Move { position, .. }, HintAnswer::Move { line, score }) => {
                let first = *line.first()?;
                if !position.is_legal(first) {
                    return None;
                }
                let mut pos = position.clone();
                let mut words = Vec::new();
                for &m in line {
                    if !pos.is_legal(m) {
                        break;
                    }
                    words.push(to_short(&pos, m));
                    if pos.try_play(m).is_err() {
                        break;
                    }
                }
                Some(Hint {
                    at,
                    squares: [first.from, first.to].into_iter().collect(),
                    line: words,
                    score: Some(*score),
                })
            }
            (HintAsk::Placement { deployment, .. }, HintAnswer::Placement { line }) => {
                let &(piece, sq) = line.first()?;
                if deployment.turn() != Some(piece.side)
                    || !deployment.legal_squares(piece.role).contains(sq)
                {
                    return None;
                }
                Some(Hint {
                    at,
                    squares: Bitboard::from(sq),
                    line: line
                        .iter()
                        .map(|(p, s)| format!("{}@{s}", p.char()))
                        .collect(),
                    score: None,
                })
            }
            _ => None,
        }
    }
}
