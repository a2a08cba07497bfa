//! What the runtime holds: where games are saved, the game's lock, the record last
//! written, the workers' stop flags, the progress writer; and the small types its file
//! handling shares.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::Sender;
use std::time::Instant;

use super::progress::ProgressWriter;
use super::{Event2, RunOptions};
use crate::app::SaveError;
use crate::record::{Record, store};

/// The runtime's state: where games are saved, what is held, the workers' stop flags.
pub(super) struct Runtime {
    pub(super) opts: RunOptions,
    pub(super) data_dir: PathBuf,
    pub(super) autosave: Option<PathBuf>,
    /// Whether the autosave file's name was made here (a new game's, from the time it
    /// started): when another running game holds that name, this game takes another. A
    /// name the player chose (`--save`, a resumed game, a save-as the game moved to) is
    /// never changed.
    pub(super) autosave_made: bool,
    /// The lock of the game being autosaved, so no other `shuuro` continues it too.
    pub(super) lock: Option<store::GameLock>,
    /// The lock file whose failure the player was told of (once per game), and the
    /// failure still to tell (with the next save that works).
    pub(super) lock_told: Option<PathBuf>,
    pub(super) lock_news: Option<store::LockError>,
    /// The app asked to be suspended (Ctrl-Z): the loop does it before its next frame.
    pub(super) suspend: bool,
    /// The record last written, where, and the file's identity just after: the next save
    /// to that file, when it is still what this session wrote, starts from the record in
    /// memory and replaces the file without reading it back.
    pub(super) written: Option<Written>,
    /// Why the last autosave failed (the player was warned), if it did.
    pub(super) autosave_failing: Option<SaveError>,
    pub(super) tx: Sender<Event2>,
    /// Stops the computer's running search.
    pub(super) stop: Arc<AtomicBool>,
    /// Stops the background analysis (a fresh flag for each).
    pub(super) analysis_stop: Arc<AtomicBool>,
    /// Stop the running hint and coach searches: each kind has its own flag, so a hint
    /// never cuts the coach's evaluation short (or the computer's move), and a new
    /// request of a kind stops the one before it.
    pub(super) hint_stop: Arc<AtomicBool>,
    pub(super) coach_stop: Arc<AtomicBool>,
    pub(super) start: Instant,
    /// Adds the trainer's attempts to the progress file (started with the first).
    pub(super) progress: Option<ProgressWriter>,
}

impl Runtime {
    /// A runtime saving in `data_dir` (the file given to resume, if any, is the autosave),
    /// answering through `tx`; nothing held, nothing running.
    pub(super) fn new(opts: RunOptions, data_dir: PathBuf, tx: Sender<Event2>) -> Runtime {
        Runtime {
            autosave: opts.resume_path.clone(),
            autosave_made: false,
            lock: None,
            lock_told: None,
            lock_news: None,
            suspend: false,
            written: None,
            autosave_failing: None,
            opts,
            data_dir,
            tx,
            stop: Arc::new(AtomicBool::new(false)),
            analysis_stop: Arc::new(AtomicBool::new(false)),
            hint_stop: Arc::new(AtomicBool::new(false)),
            coach_stop: Arc::new(AtomicBool::new(false)),
            start: Instant::now(),
            progress: None,
        }
    }
}

/// A game file this session wrote.
pub(super) struct Written {
    pub(super) path: PathBuf,
    pub(super) record: Record,
    pub(super) id: FileId,
}

/// What tells a file apart cheaply: its length, its modification time and (on Unix) its
/// inode. A file with the same identity is the one written, without reading it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct FileId {
    len: u64,
    modified: Option<std::time::SystemTime>,
    inode: u64,
}

impl FileId {
    pub(super) fn of(path: &Path) -> Option<FileId> {
        let m = std::fs::metadata(path).ok()?;
        #[cfg(unix)]
        let inode = std::os::unix::fs::MetadataExt::ino(&m);
        #[cfg(not(unix))]
        let inode = 0;
        Some(FileId {
            len: m.len(),
            modified: m.modified().ok(),
            inode,
        })
    }
}

/// Whether a save-as may write where it was asked to.
pub(super) enum Target {
    /// Write here (the full path), as [`Write`] says.
    Free(PathBuf, Write),
    /// Something is there: ask the player first.
    Exists,
    /// Not written: why.
    Refused(SaveError),
}

/// How a save writes its file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Write {
    /// Nothing was there: a new file, made only if nothing appeared meanwhile.
    New,
    /// The player said yes to replacing what is there: a fresh record over it.
    Replace,
    /// The game's own file (the autosave): the game written over it, keeping what the
    /// record says of players and start time; never over what is not a game.
    Keep,
}
