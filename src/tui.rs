//! The only impure part of the client: the terminal (raw mode, alternate screen, mouse
//! capture, bracketed paste, restored on exit, on panic and on a signal), the event loop
//! (blocking: it wakes only for input, a running clock, a worker's answer or a signal; a
//! burst of input is handled whole before the next frame), the worker thread for the
//! computer's search, and files (autosave, save-as, resume, replay).

use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{self, Event, MouseButton, MouseEventKind};

use crate::app::jobs::{Answer, Job, Ticket};
use crate::app::{
    AnalyseRequest, App, Command, FileError, FileNotice, Msg, Open, Opened, RecordFile, SaveError,
    SaveTo, Snapshot,
};
use crate::engine;
use crate::record::{Record, store};
use crate::ui;

pub mod locale;
pub mod prefs_file;
pub mod review;
pub mod signals;
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

/// What the loop waits for: the terminal, a worker's answer (the message for the app as
/// it is, so the answers need no type of their own), or a signal.
enum Event2 {
    Term(Event),
    /// A worker's answer: `Msg::ComputerMove`, `Analysed`, `Hint`, `CoachFacts`, `Coach`.
    App(Msg),
    InputClosed,
    /// A signal that ends the client ([`signals`]).
    Signal(std::ffi::c_int),
}

/// The most events handled between two frames: a burst longer than this still shows.
const BURST: usize = 1024;

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
    /// The last autosave failed (the player was warned).
    autosave_failing: bool,
    tx: Sender<Event2>,
    /// Stops the computer's running search.
    stop: Arc<AtomicBool>,
    /// Stops the background analysis (a fresh flag for each).
    analysis_stop: Arc<AtomicBool>,
    /// Stop the running hint and coach searches: each kind has its own flag, so a hint
    /// never cuts the coach's evaluation short (or the computer's move), and a new
    /// request of a kind stops the one before it.
    hint_stop: Arc<AtomicBool>,
    coach_stop: Arc<AtomicBool>,
    start: Instant,
}

/// Runs the client until the player quits. Restores the terminal whatever happens
/// (see [`terminal::Session`]); without a terminal, fails at once with
/// [`terminal::NotATerminal`] inside the error.
pub fn run(mut app: App, opts: RunOptions) -> io::Result<()> {
    let mut session = terminal::Session::enter()?;
    let signal = event_loop(session.terminal(), &mut app, opts)?;
    drop(session);
    if let Some(signal) = signal {
        signals::end_as(signal);
    }
    Ok(())
}

/// The loop; `Some(signal)` when a signal ended it (the game saved as a quit saves it).
fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App,
    opts: RunOptions,
) -> io::Result<Option<std::ffi::c_int>> {
    let (tx, rx) = mpsc::channel();
    let told = tx.clone();
    // Without it the client still runs: a signal then ends it as it ends any program.
    let _ = signals::watch(move |s| told.send(Event2::Signal(s)).is_ok());
    let data_dir = opts.data_dir.clone().unwrap_or_else(storage::data_dir);
    let mut rt = Runtime::new(opts, data_dir, tx.clone());
    let size = terminal.size()?;
    let _ = app.update(Msg::Resize {
        width: size.width,
        height: size.height,
    });
    let _ = app.update(Msg::Saves(storage::list_saves(&rt.data_dir)));
    let initial = std::mem::take(&mut rt.opts.initial);
    if rt.run_commands(app, initial) {
        return Ok(None);
    }
    terminal.draw(|f| ui::draw(app, f))?;
    if rt.opts.first_frame_only {
        return Ok(None);
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
    let mut signal = None;
    'run: loop {
        let mut next = match app.wake_in() {
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
        // This event and those queued behind it, then one frame: a burst of input (a
        // paste typed as keys, mouse reports) is not drawn event by event.
        let (mut handled, mut resized) = (0, false);
        while let Some(ev) = next {
            resized |= matches!(ev, Event2::Term(Event::Resize(..)));
            // The terminal gone or a signal: saved and ended as a quit is.
            let (msg, last) = match ev {
                Event2::Term(e) => (term_msg(app, e), false),
                Event2::App(msg) => (Some(msg), false),
                Event2::InputClosed => (Some(Msg::Quit), true),
                Event2::Signal(s) => {
                    signal = Some(s);
                    (Some(Msg::Quit), true)
                }
            };
            if let Some(msg) = msg {
                let u = app.update(msg);
                if rt.run_commands(app, u.commands) || last {
                    break 'run;
                }
            }
            handled += 1;
            next = if handled < BURST {
                rx.try_recv().ok()
            } else {
                None
            };
        }
        if resized {
            terminal.autoresize()?;
        }
        terminal.draw(|f| ui::draw(app, f))?;
    }
    // Leaving stops every search still running.
    for flag in [&rt.stop, &rt.hint_stop, &rt.coach_stop, &rt.analysis_stop] {
        flag.store(true, Ordering::Relaxed);
    }
    Ok(signal)
}

/// The app's message for a terminal event, if it has one (it answers left clicks only, as
/// what they hit on the screen the app shows now).
fn term_msg(app: &App, e: Event) -> Option<Msg> {
    match e {
        Event::Key(k) => Some(Msg::Key(k)),
        Event::Resize(width, height) => Some(Msg::Resize { width, height }),
        Event::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
            ui::hit(app, m.column, m.row).map(Msg::Target)
        }
        Event::Paste(text) => Some(Msg::Paste(text)),
        _ => None,
    }
}

/// Stops the search behind `flag` and puts a fresh flag there for the next one (which it
/// returns): stopping one search never stops the next.
fn fresh(flag: &mut Arc<AtomicBool>) -> Arc<AtomicBool> {
    flag.store(true, Ordering::Relaxed);
    let stop = Arc::new(AtomicBool::new(false));
    *flag = stop.clone();
    stop
}

/// Whether a save-as may write where it was asked to.
enum Target {
    /// Write here (the full path).
    Free(PathBuf),
    /// Something is there: ask the player first.
    Exists,
    /// Not written: why.
    Refused(SaveError),
}

impl Runtime {
    /// A runtime saving in `data_dir` (the file given to resume, if any, is the autosave),
    /// answering through `tx`; nothing held, nothing running.
    fn new(opts: RunOptions, data_dir: PathBuf, tx: Sender<Event2>) -> Runtime {
        Runtime {
            autosave: opts.resume_path.clone(),
            lock: None,
            written: None,
            autosave_failing: false,
            opts,
            data_dir,
            tx,
            stop: Arc::new(AtomicBool::new(false)),
            analysis_stop: Arc::new(AtomicBool::new(false)),
            hint_stop: Arc::new(AtomicBool::new(false)),
            coach_stop: Arc::new(AtomicBool::new(false)),
            start: Instant::now(),
        }
    }

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
            Command::StopThinking => {
                for flag in [&self.stop, &self.hint_stop, &self.coach_stop] {
                    flag.store(true, Ordering::Relaxed);
                }
            }
            Command::StopAnalysis => self.analysis_stop.store(true, Ordering::Relaxed),
            Command::WriteAnalysis {
                to,
                steps,
                analysis,
            } => {
                let result = self.write_analysis(to, &steps, &analysis);
                let u = app.update(Msg::Saved {
                    result,
                    auto: false,
                });
                return self.run_commands(app, u.commands);
            }
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
                let target = match to {
                    SaveTo::Auto => Ok((self.autosave_path(), false)),
                    SaveTo::As { path, overwrite } => match self.target(&path, overwrite) {
                        Target::Free(p) => Ok((p, overwrite)),
                        Target::Refused(e) => Err(e),
                        Target::Exists => {
                            let save = Command::SaveGame {
                                to: SaveTo::As { path, overwrite },
                                game,
                            };
                            let u = app.update(Msg::SaveExists(Box::new(save)));
                            return self.run_commands(app, u.commands);
                        }
                    },
                };
                let result =
                    target.and_then(|(path, replace)| self.save_game(path, replace, &game));
                let moved = match &result {
                    _ if auto => {
                        self.autosave_failing = result.is_err();
                        None
                    }
                    // The autosave is failing and the player saved the game elsewhere: the
                    // game lives there now, so what comes next is not lost either.
                    Ok(path) if self.autosave_failing && self.hold(path).is_ok() => {
                        self.autosave = Some(path.clone());
                        self.autosave_failing = false;
                        Some(path.clone())
                    }
                    _ => None,
                };
                let mut u = app.update(Msg::Saved { result, auto });
                if let Some(path) = moved {
                    u.commands
                        .extend(app.update(Msg::AutosaveMoved(path)).commands);
                }
                return self.run_commands(app, u.commands);
            }
            Command::SaveLayout {
                path,
                size,
                plinths,
                overwrite,
            } => {
                let result = match self.target(&path, overwrite) {
                    Target::Free(p) => storage::save_layout(&p, size, plinths, overwrite)
                        .map(|()| p)
                        .map_err(|e| SaveError::Io(FileError(e))),
                    Target::Refused(e) => Err(e),
                    Target::Exists => {
                        let save = Command::SaveLayout {
                            path,
                            size,
                            plinths,
                            overwrite,
                        };
                        let u = app.update(Msg::SaveExists(Box::new(save)));
                        return self.run_commands(app, u.commands);
                    }
                };
                let u = app.update(Msg::Saved {
                    result,
                    auto: false,
                });
                return self.run_commands(app, u.commands);
            }
            Command::Start { ticket, job } => self.start(ticket, job),
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

    /// The game's autosave file (named, and locked, on first use).
    fn autosave_path(&mut self) -> PathBuf {
        match &self.autosave {
            Some(p) => p.clone(),
            None => {
                let p = storage::new_save_path(&self.data_dir);
                let _ = self.hold(&p);
                self.autosave = Some(p.clone());
                p
            }
        }
    }

    /// Writes a game to `path` (the autosave file or a save-as target already checked);
    /// `replace`: the player said yes to replacing what is there.
    fn save_game(
        &mut self,
        path: PathBuf,
        replace: bool,
        snap: &Snapshot,
    ) -> Result<PathBuf, SaveError> {
        let ours = self
            .written
            .take()
            .filter(|w| w.path == path && FileId::of(&path) == Some(w.id));
        let saved = match ours {
            // The player said yes to replacing the file: a fresh record over whatever it held.
            _ if replace => {
                let rec = storage::game_record(snap, None);
                store::save_atomic_force(&path, &rec).map(|()| rec)
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
        let record = saved.map_err(|e| SaveError::Io(FileError(e.to_string())))?;
        if let Some(id) = FileId::of(&path) {
            self.written = Some(Written {
                path: path.clone(),
                record,
                id,
            });
        }
        Ok(path)
    }

    /// Where a save-as to `path` would write, in full (a relative name is in the current
    /// directory): refused when its folder is missing (none is made), `Exists` when
    /// something is there and the player has not said yes to replacing it.
    fn target(&self, path: &Path, overwrite: bool) -> Target {
        let full = if path.is_absolute() {
            path.to_path_buf()
        } else {
            match std::env::current_dir() {
                Ok(d) => d.join(path),
                Err(e) => {
                    return Target::Refused(SaveError::Io(FileError(format!(
                        "{}: the current folder can't be read: {e}",
                        path.display()
                    ))));
                }
            }
        };
        let dir = full.parent().map(Path::to_path_buf).unwrap_or_default();
        if !dir.is_dir() {
            return Target::Refused(SaveError::NoFolder(dir));
        }
        // A symbolic link counts as there, even one to nothing.
        if !overwrite && std::fs::symlink_metadata(&full).is_ok() {
            return Target::Exists;
        }
        Target::Free(full)
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

    /// Starts the background analysis on a worker thread (stopping the one before); it
    /// sends each position's evaluation as it comes.
    fn analyse(&mut self, ticket: Ticket, req: AnalyseRequest) {
        self.analysis_stop.store(true, Ordering::Relaxed);
        let stop = Arc::new(AtomicBool::new(false));
        self.analysis_stop = stop.clone();
        let tx = self.tx.clone();
        std::thread::spawn(move || {
            review::analyse_positions(&req, &stop, &mut |index, eval| {
                tx.send(Event2::App(Msg::Answer {
                    ticket,
                    answer: Answer::Analysed { index, eval },
                }))
                .is_ok()
            });
        });
    }

    /// Writes an analysis into the record file of the game shown.
    fn write_analysis(
        &mut self,
        to: RecordFile,
        steps: &[crate::rules::game::Step],
        analysis: &crate::analysis::Analysis,
    ) -> Result<PathBuf, SaveError> {
        let path = match to {
            RecordFile::Path(p) => p,
            RecordFile::Autosave => self.autosave.clone().ok_or_else(|| {
                SaveError::Io(FileError("this game has no file to write into".into()))
            })?,
        };
        let held = self
            .lock
            .as_ref()
            .is_some_and(|l| store::lock_path(l.game()) == store::lock_path(&path));
        let record = review::write_analysis(&path, steps, analysis, held)
            .map_err(|e| SaveError::Io(FileError(e.to_string())))?;
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

    /// Gives `job` to a worker thread (the analysis stops the one before); every answer
    /// comes back through the loop as `Msg::Answer` with `ticket`.
    fn start(&mut self, ticket: Ticket, job: Job) {
        let tx = self.tx.clone();
        let send = move |answer| tx.send(Event2::App(Msg::Answer { ticket, answer })).is_ok();
        match job {
            Job::Analyse(req) => self.analyse(ticket, *req),
            Job::Think(t) => {
                let stop = fresh(&mut self.stop);
                std::thread::spawn(move || {
                    let limits = engine::Limits { time: t.time };
                    let r = engine::choose_move(&t.position, &t.history, limits, &stop);
                    let mv = r
                        .map(|r| r.best)
                        .or_else(|| t.position.legal_moves().first().copied());
                    send(Answer::Move(mv));
                });
            }
            Job::Hint(h) => {
                let stop = fresh(&mut self.hint_stop);
                std::thread::spawn(move || {
                    send(Answer::Hint(h.run(&stop)));
                });
            }
            Job::Coach(c) => {
                let stop = fresh(&mut self.coach_stop);
                std::thread::spawn(move || {
                    // The quick facts first, so the panel fills in before the search ends.
                    if send(Answer::CoachFacts(Box::new(c.facts()))) {
                        send(Answer::Coach(c.run(&stop)));
                    }
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::settings::Settings;
    use ratatui::crossterm::event::{KeyCode, KeyEvent};

    /// `shuuro-tui-NAME-PID` in the temporary directory, emptied (and made, with `make`).
    fn scratch(name: &str, make: bool) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("shuuro-tui-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        if make {
            std::fs::create_dir_all(&dir).expect("dir");
        }
        dir
    }

    /// A runtime saving in `dir`, whose answers go nowhere.
    fn runtime(dir: &Path) -> Runtime {
        let (tx, _rx) = mpsc::channel();
        Runtime::new(RunOptions::default(), dir.to_path_buf(), tx)
    }

    #[test]
    fn autosave_of_a_new_game_writes_its_file() {
        let dir = scratch("new", false);
        let (rt, _app) = game_in(&dir);
        let path = rt.autosave.clone().expect("the new game has a file");
        assert!(path.starts_with(&dir) && path.exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_game_locked_elsewhere_is_not_resumed_and_a_resumed_game_is_locked() {
        let dir = scratch("lock", false);
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
        let dir = scratch("mem", false);
        let (mut rt, mut app) = game_in(&dir);
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
        let dir = scratch("res", false);
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

    fn mini_checkmate() -> crate::rules::game::Game {
        let text = include_str!("../tests/data/records/mini-checkmate.json");
        Record::from_json_str(text)
            .expect("a record")
            .to_game()
            .expect("a game")
    }

    #[test]
    fn an_analysis_runs_on_a_worker_answers_through_the_loop_and_stops() {
        let dir = scratch("an", false);
        let (tx, rx) = mpsc::channel();
        let mut rt = runtime(&dir);
        rt.tx = tx;
        let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
        let positions = mini_checkmate().history()[..3].to_vec();
        let mut jobs = crate::app::jobs::Jobs::default();
        let mut req = |time| {
            let ticket = jobs.issue(crate::app::jobs::JobKind::Analysis);
            let job = Job::Analyse(Box::new(AnalyseRequest {
                positions: positions.clone(),
                from: 0,
                time,
            }));
            (ticket, Command::Start { ticket, job })
        };
        let (first, c) = req(Duration::from_millis(20));
        assert!(!rt.run_commands(&mut app, vec![c]));
        for i in 0..3 {
            match rx.recv_timeout(Duration::from_secs(20)) {
                Ok(Event2::App(Msg::Answer {
                    ticket,
                    answer: Answer::Analysed { index, .. },
                })) => {
                    assert_eq!(ticket, first);
                    assert_eq!(index, i);
                }
                _ => panic!("no answer for position {i}"),
            }
        }
        // A long search is stopped: the worker ends (its sender goes) without answering.
        assert!(!rt.run_commands(&mut app, vec![req(Duration::from_secs(60)).1]));
        std::thread::sleep(Duration::from_millis(50));
        assert!(!rt.run_commands(&mut app, vec![Command::StopAnalysis]));
        drop(rt);
        assert!(matches!(
            rx.recv_timeout(Duration::from_secs(20)),
            Err(RecvTimeoutError::Disconnected)
        ));
    }

    #[test]
    fn the_coach_works_on_a_worker_facts_first_then_the_evaluation() {
        let dir = scratch("co", false);
        let (tx, rx) = mpsc::channel();
        let mut rt = runtime(&dir);
        rt.tx = tx;
        let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
        let game = mini_checkmate();
        let deployment = game.deployment().expect("deployed").clone();
        let starts = engine::coach::fight_starts(&deployment).ok();
        assert!(starts.is_some(), "both Kings are placed");
        let req = crate::app::coach::CoachRequest {
            deployment: deployment.clone(),
            starts,
            time: Duration::from_millis(20),
        };
        let ticket = crate::app::jobs::Jobs::default().issue(crate::app::jobs::JobKind::Coach);
        let job = Job::Coach(Box::new(req));
        assert!(!rt.run_commands(&mut app, vec![Command::Start { ticket, job }]));
        match rx.recv_timeout(Duration::from_secs(20)) {
            Ok(Event2::App(Msg::Answer {
                answer: Answer::CoachFacts(facts),
                ..
            })) => {
                assert_eq!(*facts, engine::coach::report(&deployment));
            }
            _ => panic!("the facts come first"),
        }
        match rx.recv_timeout(Duration::from_secs(20)) {
            Ok(Event2::App(Msg::Answer {
                answer: Answer::Coach(scores),
                ..
            })) => {
                assert!(scores.blue.is_some() && scores.red.is_some(), "{scores:?}");
            }
            _ => panic!("then the evaluation"),
        }
    }

    #[test]
    fn writing_an_analysis_answers_as_a_save() {
        let dir = scratch("wa", true);
        let game = mini_checkmate();
        let path = dir.join("g.json");
        store::save_atomic(&path, &Record::from_game(&game)).expect("saved");
        let analysis = Box::new(crate::analysis::Analysis {
            engine: "shuuro test".into(),
            limit: "movetime 200".into(),
            moves: Vec::new(),
        });
        let mut rt = runtime(&dir);
        let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
        let write = |to| Command::WriteAnalysis {
            to,
            steps: game.steps().to_vec(),
            analysis: analysis.clone(),
        };
        assert!(!rt.run_commands(&mut app, vec![write(RecordFile::Path(path.clone()))]));
        assert_eq!(
            app.notice(),
            Some(&crate::app::Notice::File(FileNotice::Saved(path.clone())))
        );
        // Review of a game that has no file yet: said, nothing written.
        assert!(!rt.run_commands(&mut app, vec![write(RecordFile::Autosave)]));
        assert!(matches!(
            app.notice(),
            Some(crate::app::Notice::File(FileNotice::SaveFailed(_)))
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A runtime saving in `data`, and a new Mini-Shuuro game in it (its file named, and
    /// what the start asks for carried out).
    fn game_in(data: &Path) -> (Runtime, App) {
        let mut rt = runtime(data);
        let s = Settings {
            mini: true,
            ..Settings::default()
        };
        let mut app = App::new(s.clone(), crate::app::Options::DEFAULT);
        let u = app.start_game(&s);
        assert!(!rt.run_commands(&mut app, u.commands));
        (rt, app)
    }

    fn save_as(app: &App, path: &Path) -> Command {
        let p = app.play().expect("a game");
        Command::SaveGame {
            to: SaveTo::As {
                path: path.to_path_buf(),
                overwrite: false,
            },
            game: Box::new(p.snapshot(0)),
        }
    }

    #[test]
    fn save_as_onto_a_file_there_asks_and_writes_only_after_a_yes() {
        let dir = scratch("over", true);
        let (mut rt, mut app) = game_in(&dir);
        let other = dir.join("other.json");
        std::fs::write(&other, "another game").expect("written");
        let c = save_as(&app, &other);
        assert!(!rt.run_commands(&mut app, vec![c]));
        assert_eq!(
            std::fs::read_to_string(&other).expect("read"),
            "another game",
            "nothing replaced before the yes"
        );
        assert_eq!(
            app.question().and_then(|q| q.overwrite_path()),
            Some(other.as_path())
        );
        let yes = app.update(Msg::Key(crossterm_key('y')));
        assert!(!rt.run_commands(&mut app, yes.commands));
        let text = std::fs::read_to_string(&other).expect("read");
        assert!(text.contains("\"rules\""), "the game replaced it: {text}");
        assert_eq!(
            app.notice(),
            Some(&crate::app::Notice::File(FileNotice::Saved(other.clone())))
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    fn crossterm_key(c: char) -> KeyEvent {
        use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
    }

    #[test]
    fn save_as_writes_the_full_path_and_makes_no_folder() {
        let dir = scratch("dir", true);
        let (mut rt, mut app) = game_in(&dir);
        let missing = dir.join("no-such-folder");
        let c = save_as(&app, &missing.join("g.json"));
        assert!(!rt.run_commands(&mut app, vec![c]));
        assert!(!missing.exists(), "no folder made");
        assert_eq!(
            app.notice(),
            Some(&crate::app::Notice::File(FileNotice::SaveFailed(
                SaveError::NoFolder(missing.clone())
            )))
        );
        // A relative name is written in the current folder, and said in full.
        let name = format!("shuuro-tui-rel-{}.json", std::process::id());
        let c = save_as(&app, Path::new(&name));
        assert!(!rt.run_commands(&mut app, vec![c]));
        let full = std::env::current_dir().expect("cwd").join(&name);
        assert_eq!(
            app.notice(),
            Some(&crate::app::Notice::File(FileNotice::Saved(full.clone())))
        );
        let _ = std::fs::remove_file(&full);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_failing_autosave_puts_up_the_warning_box() {
        let dir = scratch("ro", true);
        let (mut rt, mut app) = game_in(&dir);
        // The autosave file's folder is a file: the write fails.
        std::fs::write(dir.join("afile"), "x").expect("written");
        rt.autosave = Some(dir.join("afile").join("g.json"));
        let c = Command::SaveGame {
            to: SaveTo::Auto,
            game: Box::new(app.play().expect("game").snapshot(0)),
        };
        assert!(!rt.run_commands(&mut app, vec![c]));
        assert!(app.autosave_warning().is_some());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn when_the_data_dir_is_a_file_the_warning_stays_until_a_save_as_and_the_game_follows_it() {
        let dir = scratch("file", true);
        // The data directory's path holds a file of the player's: saving there fails.
        let data = dir.join("data");
        std::fs::write(&data, "precious").expect("written");
        let (mut rt, mut app) = game_in(&data);
        assert!(
            app.autosave_warning().is_some(),
            "the first autosave fails: {:?}",
            app.notice()
        );
        // The warning's save-as writes the game elsewhere and ends the warning.
        let copy = dir.join("copy.json");
        let c = save_as(&app, &copy);
        assert!(!rt.run_commands(&mut app, vec![c]));
        assert!(app.autosave_warning().is_none());
        assert_eq!(
            app.notice(),
            Some(&crate::app::Notice::File(FileNotice::AutosaveMoved(
                copy.clone()
            )))
        );
        // The next steps are autosaved there: nothing made after the warning is lost.
        for k in ['\n', 'e', '\n'] {
            let key = match k {
                '\n' => KeyEvent::from(KeyCode::Enter),
                c => crossterm_key(c),
            };
            let u = app.update(Msg::Key(key));
            assert!(!rt.run_commands(&mut app, u.commands));
        }
        assert!(app.autosave_warning().is_none(), "{:?}", app.notice());
        let rec = store::load(&copy).expect("a record");
        assert!(
            rec.armies.blue.is_some(),
            "Blue's army, sealed after the warning"
        );
        assert_eq!(std::fs::read_to_string(&data).expect("kept"), "precious");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_approved_save_as_over_this_sessions_file_writes_a_fresh_record() {
        let dir = scratch("own", true);
        let (mut rt, mut app) = game_in(&dir);
        let path = rt.autosave.clone().expect("a file");
        // The remembered record says 2000; a replacing save must not start from it.
        if let Some(w) = &mut rt.written {
            w.record.started = Some("2000-01-01T00:00:00Z".into());
        }
        let c = save_as(&app, &path);
        assert!(!rt.run_commands(&mut app, vec![c]));
        assert_eq!(
            app.question().and_then(|q| q.overwrite_path()),
            Some(path.as_path()),
            "even this session's file is not replaced without a yes"
        );
        let yes = app.update(Msg::Key(crossterm_key('y')));
        assert!(!rt.run_commands(&mut app, yes.commands));
        let rec = store::load(&path).expect("a record");
        assert_ne!(rec.started.as_deref(), Some("2000-01-01T00:00:00Z"));
        // What was written is remembered for the next autosave.
        assert!(rt.written.as_ref().is_some_and(|w| w.path == path));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
