//! The computer player: army choice, deployment, alpha-beta search.
//!
//! The three calls the client makes are [`choose_army`], [`choose_placement`] and
//! [`choose_move`]. The match runner and tests use the richer API below them:
//! [`search::Searcher`] (keeps its tables between moves, limits by time, depth or nodes),
//! [`deploy::best_placement`] and the [`players`].
//!
//! Where it stands (release build, 2026-12-01): about 5 700 instructions per node from the
//! E1 position of `tests/data` at depth 7 and 4 700 from D1 at depth 9 (cachegrind), 1.1–1.8 M
//! nodes per second on a free core; a third of the time is the evaluation, two fifths the
//! move generator. `benches/search.rs` measures the speed, `shuuro match` the strength
//! (docs/match.md, docs/contributing.md); the history of both is in the commit messages.
//!
//! The engine protocol of `shuuro engine` is [`protocol`] (docs/engine.md); `shuuro match`
//! drives other programs through [`external`]; [`clock::think_time`] budgets a move from a
//! clock and its increment.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::rules::deploy::Deployment;
use crate::rules::game::Rules;
use crate::rules::{Army, Bitboard, Move, Piece, Position, Side, Square};

pub mod army;
pub mod attacks;
pub mod clock;
pub mod coach;
pub mod deploy;
pub mod draws;
pub mod eval;
pub mod external;
pub mod level;
pub mod lines;
pub mod players;
pub mod protocol;
pub mod search;
pub mod skill;
pub mod style;
pub mod tune;

pub use level::Level;
pub use search::{SearchOptions, Searcher};
pub use style::Style;

/// How long the search may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Thinking time for this move (the search stops when it runs out).
    pub time: Duration,
    /// Search threads (at least one).
    pub threads: usize,
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

/// The next placement for the side to place, or `None` when nothing can be placed (the
/// deployment is complete, or an extreme variant leaves the pieces in hand no legal
/// square: [`Deployment::stuck`] says why).
pub fn choose_placement(deployment: &Deployment, seed: u64) -> Option<(Piece, Square)> {
    deploy::best_placement(deployment, seed)
}

/// Transposition-table entries of the searcher behind [`choose_move`].
pub const CLIENT_TT_ENTRIES: usize = 1 << 16;

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
        threads: Some(limits.threads.max(1)),
        ..SearchOptions::default()
    };
    // A 2^16-entry table (1.5 MB) keeps the client's peak memory under 7 MB; a
    // fresh table per move loses little at a few seconds per move.
    Searcher::new(CLIENT_TT_ENTRIES).search(position, history, &options, stop)
}
