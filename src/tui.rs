//! The only impure part of the client: the terminal (raw mode, alternate screen, mouse
//! capture, restored on exit and on panic), the event loop (blocking: it wakes only for
//! input, a running clock or the computer's move), the worker thread for the computer's
//! search, and files (autosave, save-as, resume, replay).

use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{self, Event, MouseButton, MouseEventKind};

use crate::app::play::ThinkRequest;
use crate::app::{App, Command, FileError, FileNotice, Msg, Open, Opened, SaveTo, Snapshot};
use crate::engine;
use crate::record::{Record, store};
use crate::ui;

pub mod locale;
pub mod prefs_file;
pub mod storage;
pub mod terminal;

/// How the runtime is set up.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// Where autosaves go (`None`: the data directory).
    pub data_dir: Option<PathBuf>,
    /// Save the game to this file (instead of a new file in the data directory).
    pub save_path: Option<PathBuf>,
    /// The autosave file of a resumed game.
    pub resume_path: Option<PathBuf>,
    /// Draw one frame and exit (for measuring start-up).
    pub first_frame_only: bool,
    /// Something to do once the terminal is up (open a file, save a new game).
    pub initial: Vec<Command>,
    /// The settings file (`None`: [`prefs_file::config_path`]).
    pub prefs_path: Option<PathBuf>,
}

/// A game file this session wrote.
struct Written {
    path: PathBuf,
    record: Record,
    id: FileId,
}

/// What tells a file apart cheaply: its length, its modification time and (on Unix) its
/// inode. A file with the same identity is the one written, without reading it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct FileId {
    len: u64,
    modified: Option<std::time::SystemTime>,
    inode: u64,
}

impl FileId {
    fn of(path: &Path) -> Option<FileId> {
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

enum Event2 {
    Term(Event),
    Computer {
        id: u64,
        mv: Option<crate::rules::Move>,
    },
    InputClosed,
}

struct Runtime {
    opts: RunOptions,
    data_dir: PathBuf,
    autosave: Option<PathBuf>,
    /// The lock of the game being autosaved, so no other `shuuro` continues it too.
    lock: Option<store::GameLock>,
    /// The record last written, where, and the file's identity just after: the next save
    /// to that file, when it is still what this session wrote, starts from the record in
    /// memory and replaces the file without reading it back.
    written: Option<Written>,
    tx: Sender<Event2>,
    stop: Arc<AtomicBool>,
    start: Instant,
}

/// Runs the client until the player quits. Restores the terminal whatever happens
/// (see [`terminal::Session`]); without a terminal, fails at once with
/// [`terminal::NotATerminal`] inside the error.
pub fn run(mut app: App, opts: RunOptions) -> io::Result<()> {
    let mut session = terminal::Session::enter()?;
    event_loop(session.terminal(), &mut app, opts)
}

fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App,
    opts: RunOptions,
) -> io::Result<()> {
    let (tx, rx) = mpsc::channel();
    let data_dir = opts.data_dir.clone().unwrap_or_else(storage::data_dir);
    let mut rt = Runtime {
        autosave: opts.resume_path.clone(),
        lock: None,
        written: None,
        opts,
        data_dir,
        tx: tx.clone(),
        stop: Arc::new(AtomicBool::new(false)),
        start: Instant::now(),
    };
    let size = terminal.size()?;
    let _ = app.update(Msg::Resize {
        width: size.width,
        height: size.height,
    });
    let _ = app.update(Msg::Saves(storage::list_saves(&rt.data_dir)));
    let initial = std::mem::take(&mut rt.opts.initial);
    if rt.run_commands(app, initial) {
        return Ok(());
    }
    terminal.draw(|f| ui::draw(app, f))?;
    if rt.opts.first_frame_only {
        return Ok(());
    }
    std::thread::spawn(move || {
        loop {
            match event::read() {
                Ok(e) => {
                    if tx.send(Event2::Term(e)).is_err() {
                        break;
                    }
                }
                Err(_) => {
                    let _ = tx.send(Event2::InputClosed);
                    break;
                }
            }
        }
    });
    loop {
        let ev = match app.wake_in() {
            Some(ms) => match rx.recv_timeout(Duration::from_millis(ms.max(1))) {
                Ok(e) => Some(e),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => break,
            },
            None => match rx.recv() {
                Ok(e) => Some(e),
                Err(_) => break,
            },
        };
        let now = rt.start.elapsed().as_millis() as u64;
        let u = app.update(Msg::Tick(now));
        if rt.run_commands(app, u.commands) {
            break;
        }
        let msg = match ev {
            None => None,
            Some(Event2::InputClosed) => break,
            Some(Event2::Computer { id, mv }) => Some(Msg::ComputerMove { id, mv }),
            Some(Event2::Term(Event::Key(k))) => Some(Msg::Key(k)),
            Some(Event2::Term(Event::Resize(w, h))) => Some(Msg::Resize {
                width: w,
                height: h,
            }),
            Some(Event2::Term(Event::Mouse(m))) => match m.kind {
                MouseEventKind::Down(MouseButton::Left) => Some(Msg::Click {
                    x: m.column,
                    y: m.row,
                }),
                _ => None,
            },
            Some(Event2::Term(_)) => None,
        };
        if let Some(msg) = msg {
            let u = app.update(msg);
            if rt.run_commands(app, u.commands) {
                break;
            }
        }
        if let Some(Event2::Term(Event::Resize(..))) = &ev {
            terminal.autoresize()?;
        }
        terminal.draw(|f| ui::draw(app, f))?;
    }
    rt.stop.store(true, Ordering::Relaxed);
    Ok(())
}

impl Runtime {
    /// Carries out the commands in order; true when the client should exit.
    fn run_commands(&mut self, app: &mut App, commands: Vec<Command>) -> bool {
        let mut quit = false;
        for c in commands {
            quit |= self.command(app, c);
        }
        quit
    }

    /// Carries out one command (and what the app answers to it); true to exit.
    fn command(&mut self, app: &mut App, c: Command) -> bool {
        match c {
            Command::Quit => return true,
            Command::StopThinking => self.stop.store(true, Ordering::Relaxed),
            Command::NewGameFile => {
                // `--save PATH` names the first game's file; later games get their own.
                let path = match self.opts.save_path.take() {
                    Some(p) => p,
                    None => storage::new_save_path(&self.data_dir),
                };
                // A lock that can't be taken (a read-only folder) is no reason to stop: the
                // saves will fail and say so.
                let _ = self.hold(&path);
                self.autosave = Some(path);
            }
            Command::SaveGame { to, game } => {
                let auto = to == SaveTo::Auto;
                let result = self.save_game(to, &game);
                let u = app.update(Msg::Saved { result, auto });
                return self.run_commands(app, u.commands);
            }
            Command::SaveLayout {
                path,
                size,
                plinths,
            } => {
                let path = self.resolve(&path);
                let result = storage::save_layout(&path, size, plinths)
                    .map(|()| path)
                    .map_err(FileError);
                let u = app.update(Msg::Saved {
                    result,
                    auto: false,
                });
                return self.run_commands(app, u.commands);
            }
            Command::Think(t) => self.think(*t),
            Command::SavePrefs {
                prefs,
                replace_broken,
            } => {
                let said = self.save_prefs(&prefs, replace_broken);
                let u = app.update(Msg::PrefsSaved(said));
                return self.run_commands(app, u.commands);
            }
            Command::ListSaves => {
                let u = app.update(Msg::Saves(storage::list_saves(&self.data_dir)));
                return self.run_commands(app, u.commands);
            }
            Command::Open(o) => {
                let opened = self.open(o);
                let u = app.update(Msg::Opened(Box::new(opened)));
                return self.run_commands(app, u.commands);
            }
        }
        false
    }

    /// Writes the settings file and says how it went.
    fn save_prefs(&self, prefs: &crate::prefs::Prefs, replace_broken: bool) -> FileNotice {
        use prefs_file::PrefsFileError;
        let Some(path) = self
            .opts
            .prefs_path
            .clone()
            .or_else(prefs_file::config_path)
        else {
            return FileNotice::PrefsSaveFailed(FileError(
                "no configuration folder (set SHUURO_CONFIG_DIR)".into(),
            ));
        };
        match prefs_file::save(&path, prefs, replace_broken) {
            Ok(()) => FileNotice::PrefsSaved(path),
            Err(PrefsFileError::WouldReplaceBroken { path, reason }) => {
                FileNotice::PrefsNotReplaced { path, reason }
            }
            Err(e) => FileNotice::PrefsSaveFailed(FileError(e.to_string())),
        }
    }

    /// Writes a game to its autosave file (made on first use) or to the file asked for.
    fn save_game(&mut self, to: SaveTo, snap: &Snapshot) -> Result<PathBuf, FileError> {
        let path = match to {
            SaveTo::Auto => match &self.autosave {
                Some(p) => p.clone(),
                None => {
                    let p = storage::new_save_path(&self.data_dir);
                    let _ = self.hold(&p);
                    self.autosave = Some(p.clone());
                    p
                }
            },
            SaveTo::As(path) => self.resolve(&path),
        };
        let ours = self
            .written
            .take()
            .filter(|w| w.path == path && FileId::of(&path) == Some(w.id));
        let saved = match ours {
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
        let record = saved.map_err(|e| FileError(e.to_string()))?;
        if let Some(id) = FileId::of(&path) {
            self.written = Some(Written {
                path: path.clone(),
                record,
                id,
            });
        }
        Ok(path)
    }

    /// A relative file name typed in the client goes to the current directory.
    fn resolve(&self, path: &Path) -> PathBuf {
        path.to_path_buf()
    }

    fn open(&mut self, o: Open) -> Opened {
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
                    return Opened::Failed(FileNotice::OpenFailed(FileError(e.to_string())));
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
                        o
                    }
                    Err(e) => Opened::Failed(FileNotice::OpenFailed(FileError(e))),
                }
            }
            Open::Replay(path) => match storage::load_replay(&path) {
                Ok(o) => o,
                Err(e) => Opened::Failed(FileNotice::OpenFailed(FileError(e))),
            },
        }
    }

    /// Takes the lock of the game in `path` (keeping it if this process has it already),
    /// giving up the one held before only once the new one is held.
    fn hold(&mut self, path: &Path) -> Result<(), store::LockError> {
        if self
            .lock
            .as_ref()
            .is_some_and(|l| store::lock_path(l.game()) == store::lock_path(path))
        {
            return Ok(());
        }
        self.lock = Some(store::lock_game(path)?);
        Ok(())
    }

    fn think(&mut self, t: ThinkRequest) {
        // A fresh stop flag per search: stopping one never stops the next.
        self.stop.store(true, Ordering::Relaxed);
        let stop = Arc::new(AtomicBool::new(false));
        self.stop = stop.clone();
        let tx = self.tx.clone();
        std::thread::spawn(move || {
            let limits = engine::Limits { time: t.time };
            let r = engine::choose_move(&t.position, &t.history, limits, &stop);
            let mv = r
                .map(|r| r.best)
                .or_else(|| t.position.legal_moves().first().copied());
            let _ = tx.send(Event2::Computer { id: t.id, mv });
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::settings::Settings;
    use ratatui::crossterm::event::{KeyCode, KeyEvent};

    fn runtime(dir: &Path) -> Runtime {
        let (tx, _rx) = mpsc::channel();
        Runtime {
            opts: RunOptions::default(),
            data_dir: dir.to_path_buf(),
            autosave: None,
            lock: None,
            written: None,
            tx,
            stop: Arc::new(AtomicBool::new(false)),
            start: Instant::now(),
        }
    }

    #[test]
    fn autosave_of_a_new_game_writes_its_file() {
        let dir = std::env::temp_dir().join(format!("shuuro-tui-new-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut rt = runtime(&dir);
        let s = Settings {
            mini: true,
            ..Settings::default()
        };
        let mut app = App::new(s.clone(), crate::app::Options::DEFAULT);
        let u = app.start_game(&s);
        assert!(!rt.run_commands(&mut app, u.commands), "a new game goes on");
        let path = rt.autosave.clone().expect("the new game has a file");
        assert!(path.starts_with(&dir) && path.exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_game_locked_elsewhere_is_not_resumed_and_a_resumed_game_is_locked() {
        let dir = std::env::temp_dir().join(format!("shuuro-tui-lock-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("g.json");
        let game = crate::rules::game::Game::new(crate::rules::game::Rules::mini());
        store::save_atomic(&path, &Record::from_game(&game)).expect("saved");
        // Another holder (a separate open of the lock file counts as another process).
        let other = store::lock_game(&path).expect("locked");
        let mut rt = runtime(&dir);
        match rt.open(Open::Resume(Some(path.clone()))) {
            Opened::Failed(FileNotice::OpenFailed(FileError(e))) => {
                assert!(e.contains("open in another shuuro"), "{e}")
            }
            _ => panic!("resumed a game open elsewhere"),
        }
        assert_eq!(rt.autosave, None);
        drop(other);
        assert!(matches!(
            rt.open(Open::Resume(Some(path.clone()))),
            Opened::Resume { .. }
        ));
        assert!(
            store::is_locked_elsewhere(&path),
            "the resumed game is held"
        );
        // Opening it again in the same runtime keeps its own lock.
        assert!(matches!(
            rt.open(Open::Resume(Some(path.clone()))),
            Opened::Resume { .. }
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_autosave_starts_from_what_it_last_wrote_not_from_the_file() {
        let dir = std::env::temp_dir().join(format!("shuuro-tui-mem-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut rt = runtime(&dir);
        let s = Settings {
            mini: true,
            ..Settings::default()
        };
        let mut app = App::new(s.clone(), crate::app::Options::DEFAULT);
        let u = app.start_game(&s);
        assert!(!rt.run_commands(&mut app, u.commands));
        let path = rt.autosave.clone().expect("a file");
        // What this session wrote is remembered; the file itself is not read back.
        if let Some(w) = &mut rt.written {
            w.record.started = Some("2000-01-01T00:00:00Z".into());
        }
        let army = |app: &mut App| {
            // An army: ready, the example army, sealed (a step, so an autosave).
            let mut u = crate::app::Update::none();
            for code in [KeyCode::Enter, KeyCode::Char('e'), KeyCode::Enter] {
                u = app.update(Msg::Key(KeyEvent::from(code)));
            }
            assert!(u.saves(&SaveTo::Auto).is_some(), "a step autosaves");
            u
        };
        let u = army(&mut app);
        assert!(!rt.run_commands(&mut app, u.commands));
        assert_eq!(app.notice(), None, "saved quietly");
        let rec = store::load(&path).expect("a record");
        assert_eq!(rec.started.as_deref(), Some("2000-01-01T00:00:00Z"));
        // A file changed behind our back is not ours any more: the guarded save reads it,
        // and refuses to overwrite what is not a game.
        std::fs::write(&path, b"not a record").expect("spoil the file");
        let u = army(&mut app);
        assert!(!rt.run_commands(&mut app, u.commands));
        assert!(matches!(
            app.notice(),
            Some(crate::app::Notice::File(FileNotice::SaveFailed(_)))
        ));
        assert_eq!(
            std::fs::read(&path).ok().as_deref(),
            Some(&b"not a record"[..])
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_first_autosave_of_a_resumed_game_starts_from_what_resume_read() {
        let dir = std::env::temp_dir().join(format!("shuuro-tui-res-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("g.json");
        let game = crate::rules::game::Game::new(crate::rules::game::Rules::mini());
        store::save_atomic(&path, &Record::from_game(&game)).expect("saved");
        let mut rt = runtime(&dir);
        let opened = rt.open(Open::Resume(Some(path.clone())));
        assert!(matches!(opened, Opened::Resume { .. }));
        // What resume read is remembered with the file's identity: the next save starts
        // from it and does not read the file again.
        let w = rt.written.as_mut().expect("the record read by resume");
        assert_eq!(w.path, path);
        w.record.started = Some("2000-01-01T00:00:00Z".into());
        let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
        let u = app.update(Msg::Opened(Box::new(opened)));
        assert!(!rt.run_commands(&mut app, u.commands));
        let mut u = crate::app::Update::none();
        for code in [KeyCode::Enter, KeyCode::Char('e'), KeyCode::Enter] {
            u = app.update(Msg::Key(KeyEvent::from(code)));
        }
        assert!(u.saves(&SaveTo::Auto).is_some(), "a step autosaves");
        assert!(!rt.run_commands(&mut app, u.commands));
        let rec = store::load(&path).expect("a record");
        assert_eq!(rec.started.as_deref(), Some("2000-01-01T00:00:00Z"));
        assert!(rec.armies.blue.is_some(), "the new step was saved");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
