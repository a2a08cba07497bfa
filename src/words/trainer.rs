//! The words of the puzzle trainer: the puzzles' themes and kinds, the choice of puzzles,
//! the panel beside the board (the task, the hands, the ratings, what the trainer says of
//! the last step) and the list of themes.

use std::path::Path;

use crate::app::SaveError;
use crate::app::trainer::Refused;
use crate::puzzle::check::Step;
use crate::puzzle::choose::{Filter, FilterError};
use crate::puzzle::set::{Kind, Theme};
use crate::puzzle::solver::Hint;
use crate::rules::{Role, Side};

/// The trainer's words, in one language.
pub trait TrainerWords {
    /// A theme as the screens name it: "mate in 2", "fork".
    fn theme(&self, t: Theme) -> &'static str;
    /// A kind of puzzle: "fight", "deployment".
    fn puzzle_kind(&self, k: Kind) -> &'static str;
    /// A choice of puzzles: "a deployment puzzle of the theme fork", "any puzzle".
    fn filter(&self, f: &Filter) -> String;
    /// Why a choice of puzzles is refused.
    fn filter_error(&self, e: &FilterError) -> String;
    /// A step the trainer does not take, and why.
    fn trainer_refused(&self, r: &Refused) -> String;
    /// The title bar: "Puzzles (built-in)  #12" (the puzzle's number in its set).
    fn trainer_title(&self, set: &str, number: usize) -> String;
    /// The list's column headings after the name: puzzles, solved, score.
    fn theme_columns(&self) -> [&'static str; 3];
    /// The list's first row: "kind: fight", "kind: any".
    fn kind_row(&self, kind: Option<Kind>) -> String;
    /// A deployment puzzle's task: "Blue to place the Rook (n: the Knight); Red moves
    /// first in the fight" (`role` `None`: nothing chosen; `key` switches to `others`).
    fn place_task(
        &self,
        side: Side,
        role: Option<Role>,
        others: &[Role],
        key: &str,
        first: Side,
    ) -> String;
    /// The solution on the board: "The solution: Red to play".
    fn solution_turn(&self, side: Side) -> String;
    /// A deployment puzzle's task with no piece to choose (the solution on the board, or
    /// the attempt over or waiting for the reply): "Blue to place next; Red moves first
    /// in the fight" (`to_place` `None`: nobody can place).
    fn placed_task(&self, to_place: Option<Side>, first: Side, solution: bool) -> String;
    /// Attempts kept while another program holds the progress file (`file`).
    fn progress_pending(&self, file: &str, attempts: usize) -> String;
    /// A fight puzzle's task: "Blue to play".
    fn to_play(&self, side: Side) -> String;
    /// What a side still holds in a deployment puzzle (`None`: nothing more).
    fn holds(&self, side: Side, held: Option<&str>) -> String;
    /// The puzzle's rating and its themes (`None`: hidden until `key` shows them).
    fn puzzle_line(&self, rating: f64, themes: Option<&[Theme]>, key: &str) -> String;
    /// "Training 12 puzzles: a puzzle of the theme pin".
    fn training(&self, chosen: usize, f: &Filter) -> String;
    /// The solver: "You 1500 ±350  streak 2".
    fn solver_line(&self, rating: f64, deviation: f64, streak: usize) -> String;
    /// The reply to a right step: "Reply: Qxd6. Your move."
    fn replied(&self, word: &str) -> String;
    /// "Wrong: f1f6 is taken back (failed)."
    fn wrong(&self, step: &Step) -> String;
    /// The engine's answer to a wrong step.
    fn engine_line(&self, words: &[String]) -> String;
    /// "Play again, or s for the solution."
    fn play_again(&self, key: &str) -> String;
    /// A hint (it counts as failed).
    fn puzzle_hint(&self, h: &Hint) -> String;
    /// The attempt is over: solved or not, the new rating and its change, the key for the
    /// next puzzle.
    fn puzzle_over(&self, solved: bool, rating: f64, change: f64, key: &str) -> String;
    /// "Solution: f1f6 a6b6 ..."
    fn solution(&self, words: &[String]) -> String;
    /// "On the board: step 1 of 3 (s the next)".
    fn solution_step(&self, shown: usize, total: usize, key: &str) -> String;
    /// The set's explanation of the answer: "Why: ...".
    fn why(&self, why: &str) -> String;
    /// "the unreadable progress file is kept as ...".
    fn progress_kept_as(&self, path: &Path) -> String;
    /// "Progress NOT saved: ...".
    fn progress_not_saved(&self, e: &SaveError) -> String;
}
