//! The words of files: why a game, a puzzle file, the settings or a picture could not be
//! read or written. A reader's own message quoted inside (the JSON or TOML reader's, the
//! system's for a failure it names no kind of) stays as the reader wrote it.

use std::io;

use crate::app::jobs::PictureSaveError;
use crate::app::notice::PrefsWhy;
use crate::picture::game::PictureError;
use crate::picture::gif::GifError;
use crate::picture::png::PngError;
use crate::prefs::{ClockError, NameError, PrefsError};
use crate::puzzle::check::{Problem, PuzzleError, StepError};
use crate::puzzle::progress::ProgressError;
use crate::puzzle::set::{FieldProblem, SetError, UnknownTheme};
use crate::record::analysis::EntryProblem;
use crate::record::puzzle_files::NotProgress;
use crate::record::puzzle_files::{MineError, ReadError};
use crate::record::replay::{ReplayError, ReplayReason};
use crate::record::roster::RosterError;
use crate::record::shared_file::StillHeld;
use crate::record::store::{
    IoFailure, Leftover, LoadError, LockError, NameTooLong, NoWay, NotAFile, NotAGame, NotAGameAt,
    NotAGameHere, SaveError, TooBig,
};
use crate::record::{OtherFile, RecordError};

/// The words of files, in one language.
pub trait FileWords: super::RulesWords {
    /// What the system said, for the failures it names a kind of; else its own words.
    fn io_kind(&self, e: &io::Error) -> Option<&'static str>;
    fn too_big(&self, e: &TooBig) -> String;
    fn name_too_long(&self, e: &NameTooLong) -> String;
    fn no_way(&self, e: &NoWay) -> String;
    fn still_held(&self, e: &StillHeld) -> String;
    fn not_a_file(&self, e: NotAFile) -> &'static str;
    fn load_error(&self, e: &LoadError) -> String;
    /// Why a file does not load, without its path (a list names it beside).
    fn load_reason(&self, e: &LoadError) -> String;
    fn save_error(&self, e: &SaveError) -> String;
    fn not_a_game(&self, e: &NotAGame) -> String;
    fn not_a_game_here(&self, e: &NotAGameHere) -> String;
    fn not_a_game_at(&self, e: &NotAGameAt) -> String;
    fn lock_error(&self, e: &LockError) -> String;
    fn leftover(&self, e: &Leftover) -> String;
    fn record_error(&self, e: &RecordError) -> String;
    fn other_file(&self, e: OtherFile) -> &'static str;
    fn replay_error(&self, e: &ReplayError) -> String;
    fn replay_reason(&self, e: &ReplayReason) -> String;
    fn entry_problem(&self, e: &EntryProblem) -> String;
    fn roster_error(&self, e: &RosterError) -> String;
    fn read_error(&self, e: &ReadError) -> String;
    fn progress_error(&self, e: &ProgressError) -> String;
    fn not_progress(&self, e: &NotProgress) -> String;
    fn set_error(&self, e: &SetError) -> String;
    fn field_problem(&self, e: &FieldProblem) -> String;
    fn unknown_theme(&self, e: &UnknownTheme) -> String;
    fn puzzle_error(&self, e: &PuzzleError) -> String;
    fn puzzle_problem(&self, e: &Problem) -> String;
    fn step_error(&self, e: &StepError) -> String;
    fn mine_error(&self, e: &MineError) -> String;
    fn picture_error(&self, e: &PictureError) -> String;
    fn png_error(&self, e: &PngError) -> String;
    fn gif_error(&self, e: &GifError) -> String;
    fn picture_save_error(&self, e: &PictureSaveError) -> String;
    fn prefs_error(&self, e: &PrefsError) -> String;
    fn name_error(&self, e: &NameError) -> String;
    fn clock_error(&self, e: &ClockError) -> String;
    /// Why the settings file can't be read or written.
    fn prefs_why(&self, e: &PrefsWhy) -> String;
    /// The games folder can't be looked at for what interrupted saves left.
    fn cannot_tidy(&self, dir: &std::path::Path, e: &io::Error) -> String;

    /// What the system said: the words of a failure of ours inside it (a file too big, a
    /// FIFO where a file was wanted), else of its kind, else the system's own.
    fn io(&self, e: &io::Error) -> String {
        let inner = e.get_ref();
        if let Some(x) = inner.and_then(|i| i.downcast_ref::<NotAFile>()) {
            return self.not_a_file(*x).to_string();
        }
        if let Some(x) = inner.and_then(|i| i.downcast_ref::<TooBig>()) {
            return self.too_big(x);
        }
        if let Some(x) = inner.and_then(|i| i.downcast_ref::<NameTooLong>()) {
            return self.name_too_long(x);
        }
        if let Some(x) = inner.and_then(|i| i.downcast_ref::<NoWay>()) {
            return self.no_way(x);
        }
        if let Some(x) = inner.and_then(|i| i.downcast_ref::<StillHeld>()) {
            return self.still_held(x);
        }
        match self.io_kind(e) {
            Some(words) => words.to_string(),
            None => e.to_string(),
        }
    }

    /// [`FileWords::io`] of a shared failure.
    fn io_failure(&self, e: &IoFailure) -> String {
        self.io(e.error())
    }

    /// Every problem of a settings file, joined.
    fn prefs_errors(&self, e: &crate::prefs::PrefsErrors) -> String {
        e.problems()
            .iter()
            .map(|p| self.prefs_error(p))
            .collect::<Vec<_>>()
            .join(self.list_sep())
    }
}
