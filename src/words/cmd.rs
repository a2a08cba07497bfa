//! The words the client's commands (`play`, `resume`, `practice`, `replay FILE`,
//! `puzzles`) print before or after the screen: on standard error, in the run's language.

use std::path::Path;

use crate::app::Unreadable;
use crate::app::save_path::SavePathError;

/// The client commands' words, in one language.
pub trait CmdWords {
    /// `resume` passes over a newer save it can't read.
    fn resume_passed(&self, path: &Path, why: &Unreadable) -> String;
    /// `resume` opens the newest unfinished game it can read.
    fn resume_opening(&self, path: &Path) -> String;
    /// `resume` finds no unfinished game.
    fn no_unfinished_in(&self, dir: &Path) -> String;
    /// Why `play --save PATH` can't take a new game.
    fn save_path_error(&self, e: &SavePathError) -> String;
    /// The client can't run here (no terminal; `dumb`: one that can't move its cursor),
    /// and how to check a record without one.
    fn not_a_terminal(&self, dumb: bool) -> String;
    /// The client ended while its game's autosave failed (why).
    fn game_not_saved(&self, e: &crate::app::SaveError) -> String;
    /// The terminal failed while the client ran (what the system said).
    fn terminal_failed(&self, e: &std::io::Error) -> String;
    /// Plain mode's standard output could not be written; the game was left saved.
    fn output_lost(&self) -> String;
}
