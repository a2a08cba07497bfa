//! The runtime's files: game saves (autosave and save-as), the settings file, analyses
//! written into records, reading a game to resume or view, and the lock of the game being
//! played.

use std::path::{Path, PathBuf};

use super::state::{FileId, Runtime, Target, Write, Written};
use super::{prefs_file, review, storage};
use crate::app::{FileNotice, Open, OpenError, Opened, RecordFile, SaveError, Saving, Snapshot};
use crate::record::store;

impl Runtime {
    /// A new game began: `--save PATH` names the first game's file, later games get
    /// their own. Nothing is written (or locked) yet: see [`super::autosave::plan`].
    pub(super) fn new_game_file(&mut self) {
        let (path, made) = match self.opts.save_path.take() {
            Some(p) => (p, false),
            None => (storage::new_save_path(&self.data_dir), true),
        };
        self.autosave = Some(path);
        self.autosave_made = made;
        self.autosave_failing = None;
    }

    /// Writes what this client changed in the settings onto the file as it is now (what
    /// it saved last, or what it read at start, is the base), and says how it went.
    pub(super) fn save_prefs(
        &mut self,
        prefs: &crate::prefs::Prefs,
        replace_broken: bool,
    ) -> FileNotice {
        use prefs_file::PrefsFileError;
        let Some(path) = self
            .opts
            .prefs_path
            .clone()
            .or_else(prefs_file::config_path)
        else {
            return FileNotice::PrefsSaveFailed {
                path: None,
                why: crate::app::PrefsWhy::NoConfigFolder,
            };
        };
        let read = self.opts.prefs_read.as_ref();
        match prefs_file::save_changes(&path, prefs, read, replace_broken) {
            Ok(_) => {
                // What this client has now is the base of its next save.
                self.opts.prefs_read = Some(prefs.clone());
                FileNotice::PrefsSaved(path)
            }
            Err(PrefsFileError::WouldReplaceBroken { path, why }) => {
                FileNotice::PrefsNotReplaced { path, why }
            }
            Err(e) => FileNotice::PrefsSaveFailed {
                path: Some(e.path().to_path_buf()),
                why: e.why(),
            },
        }
    }

    /// Writes `level` into the settings file as the default next time, changing nothing
    /// else there; what to say only when it could not be written. A runtime that read no
    /// settings file at start (tests, a run without one) keeps nothing; a file that can't
    /// be read is left as it is (the player was told at start).
    pub(super) fn remember_level(&mut self, level: crate::engine::Level) -> Option<FileNotice> {
        let read = self.opts.prefs_read.clone()?;
        if read.level == level.get() {
            return None;
        }
        let prefs = crate::prefs::Prefs {
            level: level.get(),
            ..read
        };
        match self.save_prefs(&prefs, false) {
            n @ FileNotice::PrefsSaveFailed { .. } => Some(n),
            _ => None,
        }
    }

    /// The game's autosave file (named on first use), locked for this process. When
    /// another running game holds it, a name made here gives way to a fresh one (two
    /// games started in the same second), and a chosen one is not written. A lock that
    /// can't be taken for another reason (a read-only folder) is no reason to stop: the
    /// player is told once (see [`Runtime::hold`]), and a save that fails says so too.
    pub(super) fn autosave_path(&mut self) -> Result<PathBuf, SaveError> {
        /// Fresh names tried before giving up (each is free when it is chosen: only a
        /// race with yet another game makes one busy).
        const TRIES: usize = 16;
        let mut path = match &self.autosave {
            Some(p) => p.clone(),
            None => {
                self.autosave_made = true;
                storage::new_save_path(&self.data_dir)
            }
        };
        let mut tries = 0;
        loop {
            self.autosave = Some(path.clone());
            match self.hold(&path) {
                Ok(()) | Err(store::LockError::Io { .. }) => return Ok(path),
                Err(busy) if !self.autosave_made || tries == TRIES => {
                    return Err(SaveError::Lock(busy));
                }
                Err(store::LockError::Busy { .. }) => {
                    tries += 1;
                    path = storage::new_save_path(&self.data_dir);
                }
            }
        }
    }

    /// Writes a game to `path` (the autosave file or a save-as target already checked),
    /// as `write` says.
    pub(super) fn save_game(
        &mut self,
        path: PathBuf,
        write: Write,
        snap: &Snapshot,
    ) -> Result<PathBuf, SaveError> {
        let ours = self
            .written
            .take()
            .filter(|w| w.path == path && FileId::of(&path) == Some(w.id));
        let saved = match ours {
            // The player said yes to replacing the file: a fresh record over whatever it held.
            _ if write == Write::Replace => {
                let rec = storage::game_record(snap, None);
                store::save_atomic_force(&path, &rec).map(|()| rec)
            }
            // The name was free: a new file, never over one that appeared meanwhile (a
            // second program saving as the same name).
            _ if write == Write::New => {
                let rec = storage::game_record(snap, None);
                store::save_new(&path, &rec).map(|()| rec)
            }
            // Still the file this session wrote: no need to read it to know what it is.
            Some(w) => {
                let rec = storage::game_record(snap, Some(w.record));
                store::save_atomic_force(&path, &rec).map(|()| rec)
            }
            // A file not written here (a resumed game, a chosen name) or changed since:
            // read once, for its names and start time, and never overwrite what is not a game.
            None => {
                let rec = storage::game_record(snap, store::load(&path).ok());
                store::save_atomic(&path, &rec).map(|()| rec)
            }
        };
        let record = saved?;
        if let Some(id) = FileId::of(&path) {
            self.written = Some(Written {
                path: path.clone(),
                record,
                id,
            });
        }
        Ok(path)
    }

    /// Where a save-as of `saving` to `path` would write, in full (a relative name is in
    /// the current directory): refused when its folder is missing (none is made) or what
    /// is there may not be replaced ([`store::game_slot`]: only a game, or for a layout a
    /// layout too), `Exists` when something that may be replaced is there and the player
    /// has not said yes to replacing it.
    pub(super) fn target(&self, path: &Path, saving: Saving, overwrite: bool) -> Target {
        let full = if path.is_absolute() {
            path.to_path_buf()
        } else {
            match std::env::current_dir() {
                Ok(d) => d.join(path),
                Err(e) => {
                    return Target::Refused(SaveError::NoCurrentFolder {
                        path: path.to_path_buf(),
                        source: e.into(),
                    });
                }
            }
        };
        let dir = full.parent().map(Path::to_path_buf).unwrap_or_default();
        if !storage::folder_takes_saves(&dir, &self.data_dir) {
            return Target::Refused(SaveError::NoFolder(dir));
        }
        // A game running elsewhere would save over it at its next step.
        let ours = self
            .lock
            .as_ref()
            .is_some_and(|l| store::lock_path(l.game()) == store::lock_path(&full));
        if !ours && store::is_locked_elsewhere(&full) {
            return Target::Refused(SaveError::Lock(store::LockError::Busy { game: full }));
        }
        let there = match store::game_slot(&full) {
            Ok(store::Slot::Free) => false,
            Ok(store::Slot::Game(_)) => true,
            // A layout may replace a layout (after a yes); nothing else that is not a game.
            Err(store::NotAGameAt {
                what: store::NotAGameHere::Holds(why),
                ..
            }) if saving == Saving::Layout && *why == store::NotAGame::Layout => true,
            Err(e) => return Target::Refused(SaveError::NotAGame(e)),
        };
        match (there, overwrite) {
            (false, _) => Target::Free(full, Write::New),
            (true, false) => Target::Exists,
            (true, true) => Target::Free(full, Write::Replace),
        }
    }

    pub(super) fn open(&mut self, o: Open) -> Opened {
        match o {
            Open::Resume(path) => {
                let path = match path {
                    Some(p) => p,
                    None => match storage::newest_unfinished(&self.data_dir) {
                        Some(p) => p,
                        None => return Opened::Failed(FileNotice::NothingToResume),
                    },
                };
                if let Err(e @ store::LockError::Busy { .. }) = self.hold(&path) {
                    return Opened::Failed(FileNotice::OpenFailed(OpenError::Lock(e)));
                }
                // The file's identity before and after reading it: when they agree, what was
                // read is what the file holds, and the first autosave needs no second read.
                let before = FileId::of(&path);
                match storage::load_resume_record(&path) {
                    Ok((o, record)) => {
                        self.written =
                            before
                                .filter(|id| FileId::of(&path) == Some(*id))
                                .map(|id| Written {
                                    path: path.clone(),
                                    record,
                                    id,
                                });
                        self.autosave = Some(path);
                        self.autosave_made = false;
                        o
                    }
                    Err(e) => Opened::Failed(FileNotice::OpenFailed(OpenError::Load(Box::new(e)))),
                }
            }
            Open::Replay(path) => match storage::load_replay(&path) {
                Ok(o) => o,
                Err(e) => Opened::Failed(FileNotice::OpenFailed(OpenError::Load(Box::new(e)))),
            },
        }
    }

    /// Takes the lock of the game in `path` (keeping it if this process has it already),
    /// giving up the one held before only once the new one is held.
    pub(super) fn hold(&mut self, path: &Path) -> Result<(), store::LockError> {
        if self
            .lock
            .as_ref()
            .is_some_and(|l| store::lock_path(l.game()) == store::lock_path(path))
        {
            return Ok(());
        }
        match store::lock_game(path) {
            Ok(lock) => {
                self.lock = Some(lock);
                Ok(())
            }
            Err(e @ store::LockError::Io { .. }) => {
                // Not a reason to stop (the save says what else fails), but not silent:
                // said with the next save that works, once per lock file.
                if self.lock_told.as_ref() != Some(&store::lock_path(path)) {
                    self.lock_news = Some(e.clone());
                }
                Err(e)
            }
            Err(e) => Err(e),
        }
    }

    /// Writes an analysis into the record file of the game shown.
    pub(super) fn write_analysis(
        &mut self,
        to: RecordFile,
        steps: &[crate::rules::game::Step],
        analysis: &crate::analysis::Analysis,
    ) -> Result<PathBuf, SaveError> {
        let path = match to {
            RecordFile::Path(p) => p,
            RecordFile::Autosave => self.autosave.clone().ok_or(SaveError::NoFile)?,
        };
        let held = self
            .lock
            .as_ref()
            .is_some_and(|l| store::lock_path(l.game()) == store::lock_path(&path));
        let record = review::write_analysis(&path, steps, analysis, held)?;
        // The autosave of this game starts from what is now in the file.
        if self.written.as_ref().is_some_and(|w| w.path == path)
            && let Some(id) = FileId::of(&path)
        {
            self.written = Some(Written {
                path: path.clone(),
                record,
                id,
            });
        }
        Ok(path)
    }
}
