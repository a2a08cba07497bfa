//! The computer player: army choice, deployment, alpha-beta search.
//!
//! The three calls the client makes are [`choose_army`], [`choose_placement`] and
//! [`choose_move`]. The match runner and tests use the richer API below them:
//! [`search::Searcher`] (keeps its tables between moves, limits by time, depth or nodes),
//! [`deploy::best_placement`] and the [`players`].
//!
//! Measured on 2026-11-30 (release build, 2 cores shared with other work, load average
//! 7–10), so speeds are low bounds:
//!
//! - `shuuro match --games 100 --a engine:0.2s --b greedy --seed 1`: `wins 100 draws 0 losses 0`
//! - `shuuro match --games 100 --a engine:0.2s --b random --seed 1`: `wins 100 draws 0 losses 0`
//! - `shuuro match --games 100 --mini --a engine:0.2s --b greedy --seed 1`: `wins 100 draws 0 losses 0`
//! - `shuuro match --games 50 --a engine:0.2s --b engine:d2 --seed 2` (a two-ply searcher,
//!   like the online site's computer, though with this engine's army and deployment):
//!   `wins 49 draws 1 losses 0`
//! - `cargo bench --bench search` from the "E1 a middlegame" position: depth 7 in about
//!   0.5 s (150 000 nodes), 170 000–410 000 nodes per second depending on the load; a
//!   depth-3 search takes about 4 ms.
//!
//! Measured on 2026-12-01 (same machine, load average 8–12):
//!
//! - `shuuro match --games 120 --a engine:0.05s --b uci:<commit f6752b0 behind the
//!   protocol> --jobs 2` (this engine against the one above: quiescence on captures only,
//!   evaluation cache, lazy stand-pat, null-move pruning, hardware popcount):
//!   `elo 127 +/- 58`, `wins 67 draws 28 losses 25`.
//! - Nodes per CPU second (`go depth 7` from E1, `go depth 9` from D1, user time):
//!   0.99 M and 1.24 M, against 0.39 M and 0.44 M before; the `nps` of `info` at 1 s
//!   under that load: 370 000 (E1) and 500 000 (D1).
//!
//! Measured later on 2026-12-01 (load average 5.5–6), after the evaluation went role by
//! role with material counted once, and the search stopped allocating and sorting whole
//! move lists per node (the same moves, scores and node counts at fixed depth):
//!
//! - Nodes per CPU second (`perf stat -e task-clock`, the least of five runs):
//!   `go nodes 2000000` from E1 1.10 M (0.99 M before), from D1 1.33 M (1.14 M);
//!   `go depth 7` from E1 1.03 M (0.90 M), `go depth 9` from D1 1.24 M (1.07 M).
//!   Once the load fell to 1–2: `go nodes 2000000` from E1 1.19 M (1.10 M before), from
//!   D1 1.49 M (1.22 M).
//! - Instructions per node (cachegrind, independent of the load): E1 at depth 7
//!   9 400 (11 000 before), D1 at depth 9 7 500 (8 900).
//! - The `nps` of `info` at `go movetime 1000` (wall clock, so it moves with the load):
//!   E1 470 000–950 000 (530 000–680 000 before), D1 840 000–1 070 000 (610 000–750 000);
//!   at load 2, E1 0.60–1.13 M (0.49–1.01 M), D1 0.84–1.49 M (0.57–1.27 M).
//!   `cargo bench --bench search` at load 3.5: 990 000 nodes/s from E1, 1.40 M from D1.
//!
//! Measured at the end of 2026-12-01 (load average 2), after slider rays went without bit
//! scans up the indices (`self ^ (self - 1)`) and without the edge table down them, and the
//! pawns' King pressure came from two shifted capture sets (the same moves, scores and
//! node counts at fixed depth over the 26 positions of `tests/data`, depths 6 and 8):
//!
//! - Instructions per node (cachegrind): E1 at depth 7 8 130 (9 390 before), at depth 8
//!   8 010 (9 260); D1 at depth 9 6 510 (7 490).
//! - Nodes per CPU second (`perf stat -e task-clock`, the least of five runs,
//!   `go nodes 2000000`): E1 1.32 M (1.24 M before), D1 1.65 M (1.44 M).
//! - The `nps` of `info` at `go movetime 1000`, load 1.7: E1 0.96–1.20 M, D1 1.10–1.59 M.
//!
//! Measured later on 2026-12-01, after a move was played without looking up again what
//! stands on its squares, the pawn advance came from eight bit-plane masks instead of a
//! count per row, and quiescence counted material once for its lazy test and its
//! evaluation (the same moves, scores, seldepth and node counts at fixed depth over the 26
//! positions of `tests/data`, depth 8):
//!
//! - Instructions per node (cachegrind): E1 at depth 7 7 670 (8 130 before), at depth 8
//!   7 550 (8 010); D1 at depth 9 6 130 (6 510): about 6 % fewer.
//! - Nodes per CPU second: not measured to a useful precision then; the same binary's
//!   task-clock for `go nodes 2000000` from E1 varied by a third between consecutive runs.
//!
//! Measured at the end of 2026-12-01 (the "movegen round"), after `is_check` asked only
//! whether the King is attacked (no pins), the board kept a square table beside its
//! bit-planes (`piece_at` in one look-up), the search learnt from the move whether it
//! checks (`Position::gives_check`) instead of asking the child position, and `victim`
//! tested for a pawn before comparing files (the same moves, scores, seldepth and node
//! counts at fixed depth over the 26 positions of `tests/data`, depths 7 and 8):
//!
//! - Instructions per node (cachegrind): E1 at depth 7 7 080 (7 670 before), at depth 8
//!   6 970 (7 550); D1 at depth 9 5 680 (6 120): about 8 % fewer.
//! - Nodes per CPU second (`go nodes 2000000`, six runs of each binary taking turns, load
//!   1.3–1.8, the machine slower that hour than in the figures above): median E1 0.76 M
//!   (0.70 M before), D1 0.96 M (0.89 M); five more runs each at load 2: E1 0.99 M
//!   (0.89 M), D1 1.03 M (0.92 M). Single runs spread by a fifth.
//! - The `nps` of `info` at `go movetime 1000` (last finished depth, three runs each,
//!   load 1.7): E1 1.26–1.48 M (1.07–1.33 M before), D1 1.45–1.65 M (1.28–1.43 M).
//!
//! Measured in the evening of 2026-12-01 (the "lines round", with the movegen round), after
//! the board kept each side's pieces and the walls line by line (`rules::lines`: a 12-bit
//! mask per rank, file and diagonal) and the evaluation read every slider's reach along
//! its lines from a 24 KB table instead of two 144-bit rays per line (the same
//! evaluation to the centipawn, and the same moves, scores, seldepth and node counts at
//! fixed depth over the 26 positions of `tests/data`, depth 7):
//!
//! - Instructions per node (cachegrind): E1 at depth 7 5 680 (7 670 at the start of the
//!   day's last two rounds), at depth 8 5 740 (7 550); D1 at depth 9 4 730 (6 120).
//! - Nodes per CPU second (`go nodes 2000000`, five runs of each binary taking turns, load
//!   1.3–1.4): median E1 1.80 M (1.45–1.93 M; 0.82 M before both rounds), D1 1.27 M
//!   (1.08–1.84 M; 0.67 M).
//! - The `nps` of `info` at `go movetime 1000` (now the whole second: a search stopped
//!   inside a depth reports once more), five runs each at load 1.0: E1 0.97–1.59 M
//!   (median 1.13 M), D1 1.09–1.84 M (median 1.52 M). The process had the whole of a
//!   core (CPU time equal to the wall clock) while its speed moved by half between runs:
//!   the machine, not the program.
//! - Perft against the `shuuro` crate 1.1.8 (`farm-bench -n 3`, median ratio of user
//!   time, depth 5): 13.9× from D1, 12.3× from E1.
//! - `shuuro match --games 80 --a engine:0.05s --b "uci:<main before both rounds> engine"
//!   --jobs 2` (the same search, only faster): `elo 70 +/- 65`, `wins 36 draws 24 losses 20`.
//!
//! A third of the time is now the evaluation, two fifths the move generator (its own
//! slider rays, legality and pins).
//!
//! The engine protocol of `shuuro engine` is [`protocol`] (FORMAT.md §5); `shuuro match`
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
pub mod eval;
pub mod external;
pub mod players;
pub mod protocol;
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
        ..SearchOptions::default()
    };
    // A 2^16-entry table (1.5 MB) keeps the client's peak memory under 7 MB; a
    // fresh table per move loses little at a few seconds per move.
    Searcher::new(CLIENT_TT_ENTRIES).search(position, history, &options, stop)
}
