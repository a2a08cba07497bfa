//! The puzzle trainer's files in the data directory: the solver's progress, `puzzles.json`
//! (docs/puzzle-format.md), and the set of puzzles made from the player's own mistakes,
//! `my-mistakes.json`. Both are written with the saving rules of records ([`store`]: a
//! temporary file flushed and renamed over the old one, the mode kept, a new file
//! private).
//!
//! A progress file that can't be read as one (not progress, not text, bigger than any
//! file this program reads) is never overwritten: it is reported when
//! it is read, and set aside (renamed `puzzles.json.broken`, `puzzles.json.broken-2` …,
//! names that the list of saved games does not show) by the next attempt saved, which
//! says so. A file that can't be opened at all (no permission, a directory in its place)
//! is an error, and nothing is written.

use std::io;
use std::path::{Path, PathBuf};

use crate::puzzle::glicko::Rating;
use crate::puzzle::progress::{Change, Progress, ProgressError};
use crate::puzzle::set::{PuzzleSet, SetError};

use super::shared_file;
use super::store::{self, IoFailure, NOT_GAMES, SaveError};

/// The progress file's name in the data directory.
pub const PROGRESS_FILE: &str = NOT_GAMES[0];
/// The name of the set of the player's own mistakes in the data directory.
pub const MISTAKES_FILE: &str = NOT_GAMES[1];

/// Where the progress file is.
pub fn progress_path(data_dir: &Path) -> PathBuf {
    data_dir.join(PROGRESS_FILE)
}

/// Where the set of the player's mistakes is.
pub fn mistakes_path(data_dir: &Path) -> PathBuf {
    data_dir.join(MISTAKES_FILE)
}

/// Why a puzzle file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The file can't be opened or read (no permission, not a regular file, not UTF-8).
    Io { path: PathBuf, source: IoFailure },
    /// The file is there but is not a progress file: it is kept.
    BrokenProgress {
        path: PathBuf,
        /// The name it is set aside as when the next attempt is saved.
        aside: PathBuf,
        reason: NotProgress,
    },
    /// The file is there but is not a puzzle set.
    BrokenSet { path: PathBuf, reason: SetError },
}

/// Why a file that is there, and can be read, is not a progress file: it is set aside
/// as any broken one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotProgress {
    /// Bigger than any file this program reads ([`store::MAX_FILE_BYTES`]).
    TooBig(store::TooBig),
    /// Bytes that are not UTF-8 text.
    NotUtf8(std::str::Utf8Error),
    /// Text that is not progress (docs/puzzle-format.md).
    Text(ProgressError),
}

/// The text of a regular file, `None` when there is none; a file too big, or not text,
/// is said as such (it is there, but can be no puzzle file).
fn read_text(path: &Path) -> Result<Option<Result<String, NotProgress>>, IoFailure> {
    match store::read_regular(path) {
        Ok(bytes) => Ok(Some(
            String::from_utf8(bytes).map_err(|e| NotProgress::NotUtf8(e.utf8_error())),
        )),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => match e.get_ref().and_then(|i| i.downcast_ref::<store::TooBig>()) {
            Some(&too_big) => Ok(Some(Err(NotProgress::TooBig(too_big)))),
            None => Err(e.into()),
        },
    }
}

/// The text of a regular file that must be text (a puzzle set), `None` when there is
/// none; a file too big or not text is an error reading it.
fn read_set_text(path: &Path) -> Result<Option<String>, IoFailure> {
    match read_text(path)? {
        None => Ok(None),
        Some(Ok(text)) => Ok(Some(text)),
        Some(Err(e)) => Err(io::Error::new(io::ErrorKind::InvalidData, e).into()),
    }
}

/// The progress in a file's text, or why it is none.
fn progress_of(text: Result<String, NotProgress>) -> Result<Progress, NotProgress> {
    text.and_then(|t| Progress::from_json(&t).map_err(NotProgress::Text))
}

fn read_error(path: &Path) -> impl Fn(IoFailure) -> ReadError + '_ {
    |source| ReadError::Io {
        path: path.to_path_buf(),
        source,
    }
}

fn save_error(path: &Path) -> impl Fn(IoFailure) -> SaveError + '_ {
    |source| SaveError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The solver's progress in `path`: a fresh one when there is no file yet.
pub fn read_progress(path: &Path) -> Result<Progress, ReadError> {
    match read_text(path).map_err(read_error(path))? {
        None => Ok(Progress::default()),
        Some(text) => progress_of(text).map_err(|reason| ReadError::BrokenProgress {
            path: path.to_path_buf(),
            aside: aside_name(path),
            reason,
        }),
    }
}

/// The set in `path` (the player's mistakes): an empty one when there is no file yet.
pub fn read_set(path: &Path) -> Result<PuzzleSet, ReadError> {
    match read_set_text(path).map_err(read_error(path))? {
        None => Ok(PuzzleSet::new(Vec::new())),
        Some(text) => PuzzleSet::from_json(&text).map_err(|reason| ReadError::BrokenSet {
            path: path.to_path_buf(),
            reason,
        }),
    }
}

/// One attempt to add to the progress file.
#[derive(Clone, Debug, PartialEq)]
pub struct NewAttempt {
    /// The puzzle's id in its set.
    pub id: String,
    /// The set's name (`built-in`, `my mistakes`, or its file).
    pub set: String,
    pub solved: bool,
    /// The puzzle's rating in its set: the one the attempt moves unless the progress
    /// file already keeps one for the puzzle.
    pub puzzle: Rating,
}

/// What saving an attempt did.
#[derive(Clone, Debug, PartialEq)]
pub struct Recorded {
    /// The progress as written: what the file held (another trainer's attempts too) with
    /// this attempt added.
    pub progress: Progress,
    /// How the solver's rating moved.
    pub change: Change,
    /// A file that was not progress stood where it is written: kept under this name.
    pub set_aside: Option<PathBuf>,
}

/// The first free name beside `path` for a broken file set aside:
/// `puzzles.json.broken`, then `puzzles.json.broken-2` …
pub fn aside_name(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut aside = path.with_file_name(format!("{name}.broken"));
    let mut n = 2;
    while std::fs::symlink_metadata(&aside).is_ok() {
        aside = path.with_file_name(format!("{name}.broken-{n}"));
        n += 1;
    }
    aside
}

/// Adds `attempt` (made `at`, RFC 3339) to the progress file at `path`, as it is now
/// (read again under the file's lock, [`shared_file::hold`], so two trainers saving at
/// the same moment both keep their attempts), and writes it atomically. A file there that is not progress is renamed aside first (see
/// [`Recorded::set_aside`]); a file that can't be read is not written over.
pub fn record_attempt(
    path: &Path,
    attempt: &NewAttempt,
    at: String,
) -> Result<Recorded, SaveError> {
    let held = shared_file::hold(path).map_err(|e| save_error(path)(e.into()))?;
    record_held(path, &Attempts::new(attempt.clone(), at), &held)
}

/// Attempts to add to the progress file, each with when it was made (RFC 3339), in the
/// order they were made: at least one.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempts {
    first: (NewAttempt, String),
    more: Vec<(NewAttempt, String)>,
}

impl Attempts {
    /// `attempt`, made `at`.
    pub fn new(attempt: NewAttempt, at: String) -> Attempts {
        Attempts {
            first: (attempt, at),
            more: Vec::new(),
        }
    }
    /// `attempt`, made `at`, after the others.
    pub fn push(&mut self, attempt: NewAttempt, at: String) {
        self.more.push((attempt, at));
    }
    /// How many.
    pub fn len(&self) -> usize {
        1 + self.more.len()
    }
    /// Never: there is at least one.
    pub fn is_empty(&self) -> bool {
        false
    }
    /// Each attempt and when it was made, in the order made.
    pub fn iter(&self) -> impl Iterator<Item = &(NewAttempt, String)> {
        std::iter::once(&self.first).chain(&self.more)
    }
}

/// Adds `attempts` to the progress file at `path` as [`record_attempt`] does, if its
/// lock can be had now, without waiting: `Ok(None)` when another program holds it
/// (nothing is read or written: try again later). The change recorded is the last
/// attempt's.
pub fn try_record_attempts(
    path: &Path,
    attempts: &Attempts,
) -> Result<Option<Recorded>, SaveError> {
    match shared_file::try_hold(path).map_err(|e| save_error(path)(e.into()))? {
        Ok(held) => record_held(path, attempts, &held).map(Some),
        Err(_) => Ok(None),
    }
}

/// Adds `attempts` to the progress file at `path`, whose lock is `_held`.
fn record_held(
    path: &Path,
    attempts: &Attempts,
    _held: &shared_file::Held,
) -> Result<Recorded, SaveError> {
    let text = read_text(path).map_err(save_error(path))?;
    let (mut progress, set_aside) = match text.map(progress_of) {
        None => (Progress::default(), None),
        Some(Ok(p)) => (p, None),
        Some(Err(_)) => {
            let aside = aside_name(path);
            std::fs::rename(path, &aside).map_err(|e| save_error(path)(e.into()))?;
            (Progress::default(), Some(aside))
        }
    };
    let mut record = |(a, at): &(NewAttempt, String)| {
        progress.record(&a.id, &a.set, a.solved, at.clone(), a.puzzle)
    };
    let mut change = record(&attempts.first);
    for made in &attempts.more {
        change = record(made);
    }
    let text = progress.to_json();
    store::save_bytes_atomic(path, text.as_bytes())?;
    // The progress as the file now reads (its numbers as read back from the text, to
    // the last bit), so the trainer holds what the next reading gives.
    let progress = Progress::from_json(&text).unwrap_or(progress);
    Ok(Recorded {
        progress,
        change,
        set_aside,
    })
}

/// Adds `new` puzzles to the set of the player's mistakes at `path` (a position already
/// there is not added twice), numbering them after those there, and writes it atomically.
/// A file there that is not a puzzle set is not written over. Answers how many were added.
/// The set is read, grown and written under its lock ([`shared_file::hold`]), so two
/// programs adding at the same moment both keep their puzzles.
pub fn add_mistakes(path: &Path, new: Vec<crate::puzzle::Puzzle>) -> Result<usize, SaveError> {
    let _held = shared_file::hold(path).map_err(|e| save_error(path)(e.into()))?;
    let text = read_set_text(path).map_err(save_error(path))?;
    let old = match text.as_deref().map(PuzzleSet::from_json) {
        None => PuzzleSet::new(Vec::new()),
        Some(Ok(s)) => s,
        Some(Err(reason)) => {
            return Err(SaveError::NotASet {
                path: path.to_path_buf(),
                reason: Box::new(reason),
            });
        }
    };
    let mut puzzles = old.puzzles().to_vec();
    let before = puzzles.len();
    for p in new {
        if !puzzles.iter().any(|q| q.sfen() == p.sfen()) {
            puzzles.push(p);
        }
    }
    let added = puzzles.len() - before;
    if added == 0 {
        return Ok(0);
    }
    let mut used: std::collections::HashSet<String> =
        puzzles.iter().map(|p| p.id().to_string()).collect();
    let mut n = 0;
    let numbered = puzzles
        .into_iter()
        .map(|p| {
            if !p.id().is_empty() {
                return p;
            }
            let id = loop {
                n += 1;
                let id = format!("mine-{n:04}");
                if used.insert(id.clone()) {
                    break id;
                }
            };
            p.with_id(id)
        })
        .collect();
    store::save_bytes_atomic(path, PuzzleSet::new(numbered).to_json().as_bytes())?;
    Ok(added)
}

/// What making puzzles from one game's mistakes did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MadeFromGame {
    /// Puzzles made (verified) from the game's mistakes and blunders.
    pub made: usize,
    /// Of those, how many were new to the set (a position already there is not added).
    pub added: usize,
    /// Mistakes and blunders left out: their best move is not unique.
    pub dropped: usize,
    /// The game had no (complete) analysis and was analysed first.
    pub analysed: bool,
}

/// Why no puzzles were added from a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MineError {
    /// The analysis the game needed first was stopped.
    Stopped,
    /// The set of the player's mistakes could not be written.
    Save(SaveError),
}

impl From<SaveError> for MineError {
    fn from(e: SaveError) -> MineError {
        MineError::Save(e)
    }
}

/// Makes puzzles from the mistakes and blunders of a game (its fight `positions` and
/// `moves`, as `shuuro puzzles --from` does): `analysis` when it is given, else the game
/// is analysed first at the verification depth (`stop` ends that early); adds them to
/// the set of the player's mistakes at `path` ([`add_mistakes`]). `label` names the game
/// in each puzzle's `source`. Searches for as long as the game takes: run it on a worker
/// thread.
pub fn mistakes_from_game(
    path: &Path,
    positions: &[crate::rules::Position],
    moves: &[crate::rules::Move],
    analysis: Option<&crate::analysis::Analysis>,
    label: &str,
    stop: &std::sync::atomic::AtomicBool,
) -> Result<MadeFromGame, MineError> {
    use crate::puzzle::mine;
    use std::borrow::Cow;
    let (analysis, analysed) = match analysis {
        Some(a) => (Cow::Borrowed(a), false),
        None => {
            let a = mine::analyse(positions, moves, 1, stop, &|| {}).ok_or(MineError::Stopped)?;
            (Cow::Owned(a), true)
        }
    };
    let mined = mine::from_mistakes(positions, &analysis, label);
    let made = mined.puzzles.len();
    let added = if made == 0 {
        0
    } else {
        add_mistakes(path, mined.puzzles)?
    };
    Ok(MadeFromGame {
        made,
        added,
        dropped: mined.dropped,
        analysed,
    })
}
