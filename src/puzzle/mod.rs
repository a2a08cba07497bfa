//! Puzzles: the set file and its checks against the rules, the solver's state machine for
//! one attempt, Glicko-2 ratings for the solver and each puzzle, the progress file, the
//! choice of the next puzzle, and the generator that finds puzzles with the engine (in
//! self-play games and in the mistakes of analysed games).
//!
//! Pure: no terminal, no files, no clock (the generator's searches are bounded by depth).
//! It sits above the engine (it searches) and below the record layer.

pub mod check;
pub mod choose;
pub mod generate;
pub mod glicko;
pub mod lesson;
pub mod mine;
pub mod progress;
pub mod rating;
pub mod set;
pub mod solver;
pub mod strict;
pub mod themes;
pub mod verify;

pub use check::{Now, Step};
pub use set::{Kind, Puzzle, PuzzleSet, Theme};

/// The built-in set, made by `shuuro puzzles --generate` (docs/puzzle-format.md).
pub const BUILTIN_JSON: &str = include_str!("builtin.json");

/// The built-in set, read.
pub fn builtin() -> Result<PuzzleSet, set::SetError> {
    PuzzleSet::from_json(BUILTIN_JSON)
}
