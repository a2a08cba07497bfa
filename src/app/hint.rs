//! Hints: the engine's fight move (with its line) or placement (with the placements that
//! would follow, and why: the fight it expects for each first mover), asked for by a key.
//! The client sends a [`HintRequest`] to the terminal loop ([`super::jobs::Job::Hint`]); the
//! loop runs [`HintRequest::run`] on a worker thread and feeds the [`HintAnswer`] back as
//! [`super::jobs::Answer::Hint`], so `update` never searches.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::deploy::{self, DeployBudget, FightOrder};
use crate::engine::{self, SearchOptions, Searcher};
use crate::rules::deploy::Deployment;
use crate::rules::notation::to_short;
use crate::rules::{Bitboard, BySide, Move, Piece, Position, Square};

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
    /// The best placement for the side to place, searching the fights it may lead to for
    /// up to `time` (`order`: how the first mover is decided).
    Placement {
        deployment: Deployment,
        seed: u64,
        order: FightOrder,
        time: Duration,
    },
}

/// Why a placement is hinted: the fight the engine expects after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacementWhy {
    /// The fight score for the side placing (centipawns) when this side moves first;
    /// `None` when it cannot (the order is known) or was not searched.
    pub by_first: BySide<Option<i32>>,
    /// How the first mover is decided.
    pub order: FightOrder,
    /// The quick score's favourite and its fight score, when the search chose otherwise.
    pub instead_of: Option<(Piece, Square, i32)>,
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
    /// The placement first, then the engine's next placements for whoever places then;
    /// `why` when the first was searched.
    Placement {
        line: Vec<(Piece, Square)>,
        why: Option<PlacementWhy>,
    },
}

impl HintRequest {
    /// Asks the engine (on the worker thread; `stop` interrupts a search). `None` when
    /// there is nothing to play or place. One search thread.
    pub fn run(&self, stop: &AtomicBool) -> Option<HintAnswer> {
        self.run_on(1, stop)
    }

    /// [`Self::run`] with `threads` search threads.
    pub fn run_on(&self, threads: usize, stop: &AtomicBool) -> Option<HintAnswer> {
        match &self.ask {
            HintAsk::Move {
                position,
                history,
                time,
            } => {
                let options = SearchOptions {
                    time: Some(*time),
                    threads: Some(threads.max(1)),
                    ..SearchOptions::default()
                };
                let mut lines = Vec::new();
                let r = Searcher::new(engine::CLIENT_TT_ENTRIES).search_with(
                    position,
                    history,
                    &options,
                    stop,
                    &mut |report| lines.push(report.pv.clone()),
                )?;
                Some(HintAnswer::Move {
                    line: engine_line(r.best, lines),
                    score: r.score,
                })
            }
            HintAsk::Placement {
                deployment,
                seed,
                order,
                time,
            } => {
                let budget = DeployBudget {
                    threads: threads.max(1),
                    ..DeployBudget::for_time(*time)
                };
                let first = deploy::searched_placement(deployment, *order, &budget, *seed, stop)?;
                let why = PlacementWhy {
                    by_first: first.by_first,
                    order: first.order,
                    instead_of: first.instead_of,
                };
                let mut d = deployment.clone();
                let mut line = Vec::new();
                let mut next = Some((first.piece, first.square));
                // The placements that would follow: the quick score's, for whoever places.
                while let Some((piece, sq)) = next {
                    if line.len() >= PLACEMENT_LINE || d.place(piece, sq).is_err() {
                        break;
                    }
                    line.push((piece, sq));
                    next = deploy::best_placement(&d, *seed);
                }
                (!line.is_empty()).then_some(HintAnswer::Placement {
                    line,
                    why: Some(why),
                })
            }
        }
    }
}

/// The line a fight hint shows for `best`, from the lines of the search's reports (first
/// to last): the last line of `best` that goes on after it. The table the line is read
/// from loses the moves of positions that a depth cut short searched again, so the last
/// report may carry the move alone while a finished depth gave its line.
pub fn engine_line(best: Move, lines: Vec<Vec<Move>>) -> Vec<Move> {
    lines
        .into_iter()
        .rev()
        .find(|line| line.len() > 1 && line.first() == Some(&best))
        .unwrap_or_else(|| vec![best])
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
    /// Why the placement (searched deployment hints only).
    pub why: Option<PlacementWhy>,
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
                    why: None,
                })
            }
            (HintAsk::Placement { deployment, .. }, HintAnswer::Placement { line, why }) => {
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
                    why: *why,
                })
            }
            _ => None,
        }
    }
}
