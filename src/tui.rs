//! The only impure part of the client: the terminal (raw mode, alternate screen, mouse
//! capture, bracketed paste, restored on exit, on panic and on a signal), the event loop
//! (blocking: it wakes only for input, a running clock, a worker's answer or a signal; a
//! burst of input is handled whole before the next frame), and the runtime that carries out the
//! app's commands (workers in `tui/runtime.rs`, files in `tui/saving.rs`). Every message
//! reaches the app through one queue, in order: input, workers' answers and commands'
//! results alike.

use std::collections::VecDeque;
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use ratatui::crossterm::event::{self, Event, MouseButton, MouseEventKind};

use crate::app::{App, Command, Msg};
use crate::{record, ui};

mod autosave;
pub mod backend;
pub mod locale;
mod pictures;
pub mod plain;
pub mod prefs_file;
mod progress;
pub mod review;
mod runtime;
mod saving;
pub mod signals;
mod state;
pub mod storage;
pub mod terminal;
#[cfg(test)]
mod tests;

use state::Runtime;

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
    /// Said on the first screen, once the initial commands are done (what the command
    /// found before the terminal was up).
    pub notices: Vec<crate::app::FileNotice>,
    /// The settings as read from that file at start: a save writes only what the player
    /// changed from them onto the file as it is then (`None`: the whole settings).
    pub prefs_read: Option<crate::prefs::Prefs>,
}

/// What the loop waits for: the terminal, a worker's answer (the message for the app as
/// it is, `Msg::Answer`, so the answers need no type of their own), or a signal.
enum Event2 {
    Term(Event),
    /// A worker's answer.
    App(Msg),
    InputClosed,
    /// A signal that ends the client ([`signals`]).
    Signal(std::ffi::c_int),
    /// SIGTSTP: stop as Ctrl-Z does ([`signals`]).
    Suspend,
    /// A line of standard input (plain mode, `tui/plain.rs`).
    Line(String),
}

/// The most events handled between two frames: a burst longer than this still shows.
const BURST: usize = 1024;
/// How long the input thread waits for an event before it asks whether the terminal is
/// still there.
const INPUT_CHECK: Duration = Duration::from_millis(500);

/// Runs the client until the player quits. Restores the terminal whatever happens
/// (see [`terminal::Session`]); without a terminal, fails at once with
/// [`terminal::NotATerminal`] inside the error.
///
/// A client that ends while its game's autosave fails says so on standard error once the
/// terminal is given back, and fails with [`terminal::GameNotSaved`] (a signal still ends
/// it as that signal ends programs).
///
/// Puzzle attempts still to be written (another program holds the progress file's lock)
/// get a last chance once the terminal is given back (`tui/progress.rs`): the wait is
/// said on standard error, and so are the attempts it could not save (the client then
/// fails with their error).
pub fn run(mut app: App, opts: RunOptions) -> io::Result<()> {
    let mut session = terminal::Session::enter()?;
    let mut writer = None;
    let ended = event_loop(session.terminal(), &mut app, opts, &mut writer);
    drop(session);
    // Everything said from here on is in the player's language.
    let w = crate::words::of(app.lang());
    let attempts = writer.and_then(|writer| {
        writer.finish(|n, lock| {
            let _ = writeln!(
                io::stderr(),
                "shuuro: {}",
                w.attempts_waiting(n, lock, record::shared_file::WAIT)
            );
        })
    });
    if let Some(a) = &attempts {
        let _ = writeln!(io::stderr(), "shuuro: {}", w.attempts_unsaved(a));
    }
    if let Some(n) = app.farewell() {
        let _ = writeln!(
            io::stderr(),
            "shuuro: {}",
            ui::notice::news_line(w, app.keys(), n)
        );
    }
    let ended = ended?;
    let unsaved = ended.unsaved.map(terminal::GameNotSaved);
    if let Some(signal) = ended.signal {
        if let Some(u) = &unsaved {
            let _ = writeln!(io::stderr(), "shuuro: {}", w.game_not_saved(&u.0));
        }
        signals::end_as(signal);
    }
    match (unsaved, attempts) {
        (Some(u), _) => Err(io::Error::other(u)),
        (None, Some(a)) => Err(io::Error::other(progress::AttemptsNotSaved(a))),
        (None, None) => Ok(()),
    }
}

/// How the loop ended.
struct Ended {
    /// The signal that ended it, if one did (the game saved as a quit saves it).
    signal: Option<std::ffi::c_int>,
    /// Why the game's last autosave failed, if it did.
    unsaved: Option<crate::app::SaveError>,
}

/// The loop, until the player quits, the terminal goes or a signal comes; the progress
/// writer, if one was started, is left in `writer` however it ends.
fn event_loop(
    terminal: &mut terminal::Screen,
    app: &mut App,
    opts: RunOptions,
    writer: &mut Option<progress::ProgressWriter>,
) -> io::Result<Ended> {
    let (tx, rx) = mpsc::channel();
    let told = tx.clone();
    // Without it the client still runs: a signal then ends it as it ends any program.
    let _ = signals::watch(move |caught| {
        let event = match caught {
            signals::Caught::End(s) => Event2::Signal(s),
            signals::Caught::Stop => Event2::Suspend,
        };
        told.send(event).is_ok()
    });
    let data_dir = opts.data_dir.clone().unwrap_or_else(storage::data_dir);
    let mut rt = Runtime::new(opts, data_dir, tx.clone());
    let ended = run_loop(terminal, app, &mut rt, tx, rx);
    *writer = rt.progress.take();
    ended
}

/// [`event_loop`] with its runtime.
fn run_loop(
    terminal: &mut terminal::Screen,
    app: &mut App,
    rt: &mut Runtime,
    tx: mpsc::Sender<Event2>,
    rx: mpsc::Receiver<Event2>,
) -> io::Result<Ended> {
    let size = terminal.size()?;
    let ended = |rt: &Runtime, signal| Ended {
        signal,
        unsaved: rt.autosave_failing.clone(),
    };
    if rt.start(app, size.width, size.height) {
        return Ok(ended(rt, None));
    }
    terminal.draw(|f| ui::draw(app, f))?;
    if rt.opts.first_frame_only {
        return Ok(ended(rt, None));
    }
    std::thread::spawn(move || {
        loop {
            // A terminal closed without a hangup reaching us only ends its input, which
            // crossterm reads again and again without a word: between events, the
            // terminal is asked whether it is still one.
            let ready = match event::poll(INPUT_CHECK) {
                Ok(true) => event::read().map(Some),
                Ok(false) if io::stdin().is_terminal() => Ok(None),
                Ok(false) => Err(io::Error::from(io::ErrorKind::UnexpectedEof)),
                Err(e) => Err(e),
            };
            match ready {
                Ok(Some(e)) => {
                    if tx.send(Event2::Term(e)).is_err() {
                        break;
                    }
                }
                Ok(None) => {}
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
        if rt.settle(app, VecDeque::from([Msg::Tick(now)]), Vec::new()) {
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
                // Plain mode's; the screen reads no lines.
                Event2::Line(_) => (None, false),
                Event2::App(msg) => (Some(msg), false),
                Event2::InputClosed => (Some(Msg::Quit), true),
                Event2::Signal(s) => {
                    signal = Some(s);
                    (Some(Msg::Quit), true)
                }
                // Done before the next frame, as the Ctrl-Z key's suspend is.
                Event2::Suspend => {
                    rt.suspend = true;
                    (None, false)
                }
            };
            if let Some(msg) = msg
                && (rt.settle(app, VecDeque::from([msg]), Vec::new()) || last)
            {
                break 'run;
            }
            handled += 1;
            next = if handled < BURST {
                rx.try_recv().ok()
            } else {
                None
            };
        }
        if std::mem::take(&mut rt.suspend) {
            terminal::suspend()?;
            // The screen was the shell's meanwhile: every cell is drawn again, at the
            // size the terminal has now (it may have changed while stopped).
            let size = terminal::clear_all(terminal)?;
            let (width, height) = (size.width, size.height);
            if rt.settle(
                app,
                VecDeque::from([Msg::Resize { width, height }]),
                Vec::new(),
            ) {
                break;
            }
            resized = true;
        }
        if resized {
            terminal.autoresize()?;
        }
        terminal.draw(|f| ui::draw(app, f))?;
    }
    // Leaving stops every search still running.
    rt.stop_all();
    Ok(ended(rt, signal))
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
