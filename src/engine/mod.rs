//! The computer player: army choice, deployment, alpha-beta search.
//!
//! The three calls the client makes are [`choose_army`], [`choose_placement`] and
//! [`choose_move`]. The match runner and tests use the richer API below them:
//! [`search::Searcher`] (keeps its tables between moves, limits by time, depth or nodes),
//! [`deploy::best_placement`] and the [`players`].

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::rules::deploy::Deployment;
use crate::rules::game::Rules;
use crate::rules::{Army, Bitboard, Move, Piece, Position, Side, Square};

pub mod army;
pub mod attacks;
pub mod deploy;
pub mod eval;
pub mod players;
pub mod search;

pub use search::{SearchOptions, Searcher};

/// How long the search may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Thinking time for this move (the search stops when it runs out).
    pub time: Duration,
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play (always legal in the searched position).
    pub best: Move,
    /// Centipawns from the side to move's view.
    pub score: i32,
    /// The last depth searched to the end (plies, before extensions and quiescence).
    pub depth: u32,
    /// Positions visited, quiescence included.
    pub nodes: u64,
}

/// A sensible army for `side` within the roster and its budget, varied by `seed`.
/// Under Scouts `plinths` is the board already rolled.
pub fn choose_army(rules: &Rules, side: Side, plinths: Option<Bitboard>, seed: u64) -> Army {
    army::choose_army(rules, side, plinths, seed)
}

/// The next placement for the side to place.
///
/// When nothing can be placed (the deployment is complete, or an extreme variant leaves a
/// piece no legal square) this returns the placing side's King on `a1` (Blue's if none is
/// to place), which [`Deployment::place`] refuses with its reason; use
/// [`deploy::best_placement`] to get an `Option` instead.
pub fn choose_placement(deployment: &Deployment, seed: u64) -> (Piece, Square) {
    deploy::best_placement(deployment, seed).unwrap_or_else(|| {
        let side = deployment.turn().unwrap_or(Side::Blue);
        (
            Piece::new(side, crate::rules::Role::King),
            Square::from_index_unchecked(0),
        )
    })
}

/// The best move found within `limits`; `history` holds the zobrist keys of the fight
/// positions before this one (for repetition), `stop` interrupts the search.
/// `None` only when there is no legal move.
pub fn choose_move(
    position: &Position,
    history: &[u64],
    limits: Limits,
    stop: &AtomicBool,
) -> Option<SearchResult> {
    let options = SearchOptions {
        time: Some(limits.time),
        ..SearchOptions::default()
    };
    Searcher::default().search(position, history, &options, stop)
}
