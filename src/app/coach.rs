//! The deployment coach in practice: the panel's quick facts come from
//! [`crate::engine::coach::report`] (pure, computed when drawn); the evaluation of the
//! fight for each first mover is a search, asked of the terminal loop as a
//! [`CoachRequest`] ([`super::Command::Coach`]) and answered with [`super::Msg::Coach`].

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::coach::evaluate_starts;
use crate::rules::{BySide, Position};

/// How long the coach searches each fight start.
pub const COACH_THINK: Duration = Duration::from_millis(300);

/// The fight starts to evaluate, matched to the answer by `id`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoachRequest {
    pub id: u64,
    /// The fight position if it started now, for each first mover.
    pub starts: BySide<Position>,
    pub time: Duration,
}

impl CoachRequest {
    /// Searches both starts (on the worker thread; `stop` interrupts): centipawns from
    /// Blue's view per first mover.
    pub fn run(&self, stop: &AtomicBool) -> BySide<Option<i32>> {
        evaluate_starts(&self.starts, self.time, stop)
    }
}

/// The coach's evaluation, for the board after `at` placements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoachEval {
    pub at: usize,
    /// Centipawns from Blue's view, per first mover (`None`: not found).
    pub scores: BySide<Option<i32>>,
}
