//! The deployment coach in practice. Everything it computes runs on the terminal loop's
//! worker: the app asks with a [`CoachRequest`] ([`super::jobs::Job::Coach`]) for the board
//! as it stands; the worker answers first with the quick facts
//! ([`crate::engine::coach::report`], as [`super::jobs::Answer::CoachFacts`]) and then with the
//! evaluation of the fight for each first mover, a search ([`super::jobs::Answer::Coach`]).
//! Drawing only reads the answers.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::coach::{Report, evaluate_starts, report};
use crate::rules::deploy::Deployment;
use crate::rules::{BySide, Position};

/// How long the coach searches each fight start.
pub const COACH_THINK: Duration = Duration::from_millis(300);

/// The board to look at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoachRequest {
    /// The deployment as it stands.
    pub deployment: Deployment,
    /// The fight position if it started now, for each first mover (`None` until both
    /// Kings are placed: then there is nothing to search).
    pub starts: Option<BySide<Position>>,
    pub time: Duration,
}

impl CoachRequest {
    /// The quick facts about the board (on the worker thread).
    pub fn facts(&self) -> Report {
        report(&self.deployment)
    }

    /// Searches both starts (on the worker thread; `stop` interrupts): centipawns from
    /// Blue's view per first mover, `None` each without starts. One search thread.
    pub fn run(&self, stop: &AtomicBool) -> BySide<Option<i32>> {
        self.run_on(1, stop)
    }

    /// [`Self::run`] with `threads` search threads.
    pub fn run_on(&self, threads: usize, stop: &AtomicBool) -> BySide<Option<i32>> {
        match &self.starts {
            Some(starts) => evaluate_starts(starts, self.time, threads, stop),
            None => BySide::new(None, None),
        }
    }
}

/// The coach's evaluation, for the board after `at` placements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoachEval {
    pub at: usize,
    /// Centipawns from Blue's view, per first mover (`None`: not found).
    pub scores: BySide<Option<i32>>,
}
