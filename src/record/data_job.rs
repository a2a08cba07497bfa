//! Work on the files of the data directory that a screen asks the runtime for: the screen
//! names a [`DataJob`], the runtime runs it ([`DataJob::run`]) and hands the
//! [`DataAnswer`] back with the job's ticket. A screen that needs a new file adds a job
//! here, where the file code is, and the app's job table and the runtime carry it as
//! they carry every other.

use std::path::{Path, PathBuf};

use crate::puzzle::progress::Progress;
use crate::puzzle::set::PuzzleSet;

use super::puzzle_files::{self, NewAttempt, ReadError, Recorded};
use super::store::{self, SaveError};

/// A file job (one of each kind is open at a time: see [`DataKind`]).
#[derive(Clone, Debug, PartialEq)]
pub enum DataJob {
    /// Add an attempt at a puzzle to the progress file.
    SaveAttempt(NewAttempt),
    /// Read the progress file.
    ReadProgress,
    /// Read the set of the player's mistakes (*My mistakes*).
    ReadMistakes,
}

/// What a file job is about: a newer job of a kind makes the older one's answer stale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DataKind {
    /// An attempt added to the progress file.
    Progress,
    /// The progress file read for the trainer.
    ProgressRead,
    /// The set of the player's mistakes read for the trainer.
    MistakesRead,
}

/// What a file job found or did.
#[derive(Clone, Debug, PartialEq)]
pub enum DataAnswer {
    /// What adding an attempt to the progress file did (with the attempts kept before
    /// it, if any were).
    AttemptSaved(Result<Recorded, SaveError>),
    /// The attempts are not added yet: another program holds the progress file's lock
    /// (it is saving, or it is stopped). They are kept, and added when it lets go or
    /// with the next attempt; the job's last answer is still to come.
    AttemptsPending(Pending),
    /// The progress file as read (a fresh progress when there is none).
    ProgressRead(Result<Progress, ReadError>),
    /// The set of the player's mistakes as read (an empty set when there is no file).
    MistakesRead(Result<PuzzleSet, ReadError>),
}

/// Attempts kept until the progress file's lock is free.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pending {
    /// How many attempts are kept.
    pub attempts: usize,
    /// The progress file.
    pub path: PathBuf,
}

impl DataJob {
    pub fn kind(&self) -> DataKind {
        match self {
            DataJob::SaveAttempt(_) => DataKind::Progress,
            DataJob::ReadProgress => DataKind::ProgressRead,
            DataJob::ReadMistakes => DataKind::MistakesRead,
        }
    }

    /// Does the job on the files of `data_dir` (a write is made with the saving rules of
    /// records; the time of an attempt is now). An attempt waits for the progress file's
    /// lock ([`puzzle_files::record_attempt`]): the client's runtime gives attempts to a
    /// writer of its own instead, which never makes the screen wait.
    pub fn run(self, data_dir: &Path) -> DataAnswer {
        let progress = puzzle_files::progress_path(data_dir);
        match self {
            DataJob::SaveAttempt(a) => DataAnswer::AttemptSaved(puzzle_files::record_attempt(
                &progress,
                &a,
                store::now_rfc3339(),
            )),
            DataJob::ReadProgress => {
                DataAnswer::ProgressRead(puzzle_files::read_progress(&progress))
            }
            DataJob::ReadMistakes => DataAnswer::MistakesRead(puzzle_files::read_set(
                &puzzle_files::mistakes_path(data_dir),
            )),
        }
    }
}

impl DataAnswer {
    pub fn kind(&self) -> DataKind {
        match self {
            DataAnswer::AttemptSaved(_) | DataAnswer::AttemptsPending(_) => DataKind::Progress,
            DataAnswer::ProgressRead(_) => DataKind::ProgressRead,
            DataAnswer::MistakesRead(_) => DataKind::MistakesRead,
        }
    }

    /// Whether the job is done with this answer (pending attempts are followed by what
    /// saving them did).
    pub fn is_last(&self) -> bool {
        !matches!(self, DataAnswer::AttemptsPending(_))
    }
}
