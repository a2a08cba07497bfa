//! The computer player: army choice, deployment, alpha-beta search.
//! SKELETON: signatures are the contract between the engine and the client.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::rules::deploy::Deployment;
use crate::rules::game::Rules;
use crate::rules::{Army, Bitboard, Move, Piece, Position, Side, Square};

/// How long the search may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub time: Duration,
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchResult {
    pub best: Move,
    /// Centipawns from the side to move's view.
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
}

/// A sensible army for `side` within the roster and its budget, varied by `seed`.
/// Under Scouts `plinths` is the board already rolled.
pub fn choose_army(rules: &Rules, side: Side, plinths: Option<Bitboard>, seed: u64) -> Army {
    let _ = (rules, side, plinths, seed);
    todo!("engine helper")
}

/// The next placement for the side to place.
pub fn choose_placement(deployment: &Deployment, seed: u64) -> (Piece, Square) {
    let _ = (deployment, seed);
    todo!("engine helper")
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
    let _ = (position, history, limits, stop);
    todo!("engine helper")
}
