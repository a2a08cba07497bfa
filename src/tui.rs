//! The only impure part of the client: the terminal (raw mode, alternate screen, mouse
//! capture, restored on exit and on panic), the event loop (blocking: it wakes only for
//! input, a running clock or a worker's answer), and the runtime that carries out the
//! app's commands (workers in `tui/runtime.rs`, files in `tui/saving.rs`). Every message
//! reaches the app through one queue, in order: input, workers' answers and commands'
//! results alike.

use std::collections::VecDeque;
use std::io;
use std::path::PathBuf;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use ratatui::crossterm::event::{self, Event, MouseButton, MouseEventKind};

use crate::app::{App, Command, Msg};
use crate::ui;

pub mod locale;
pub mod prefs_file;
pub mod review;
mod runtime;
mod saving;
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

/// What the loop waits for: the terminal, or a worker's answer (the message for the app
/// as it is, so the answers need no type of their own).
enum Event2 {
    Term(Event),
    /// A worker's answer: `Msg::ComputerMove`, `Analysed`, `Hint`, `CoachFacts`, `Coach`.
    App(Msg),
    InputClosed,
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
    let mut rt = Runtime::new(opts, data_dir, tx.clone());
    let size = terminal.size()?;
    if rt.start(app, size.width, size.height) {
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
        let mut queue = VecDeque::from([Msg::Tick(now)]);
        let resized = matches!(ev, Some(Event2::Term(Event::Resize(..))));
        let msg = match ev {
            None => None,
            Some(Event2::InputClosed) => break,
            Some(Event2::App(msg)) => Some(msg),
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
        queue.extend(msg);
        if rt.settle(app, queue, Vec::new()) {
            break;
        }
        if resized {
            terminal.autoresize()?;
        }
        terminal.draw(|f| ui::draw(app, f))?;
    }
    // Leaving stops every search still running.
    rt.stop_all();
    Ok(())
}
