//! Plain mode's loop (docs/plain.md): standard input read a line at a time (a terminal or
//! a pipe), standard output written in whole lines, no terminal taken. The same runtime
//! as the screen's carries out the app's commands (saves, the computer's searches), and
//! every message reaches the app through the same queue; [`crate::plain::Plain`] says
//! what a line means and what changed.
//!
//! A line that acts waits while the computer (or a hint) thinks, so a game played from a
//! file of commands gives the same transcript every time; on a terminal, a query is
//! answered at once even then. At the end of input the game is left as `quit` leaves it.

use std::collections::VecDeque;
use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use super::state::Runtime;
use super::{Event2, RunOptions, signals, storage, terminal};
use crate::app::jobs::JobKind;
use crate::app::{App, Msg};
use crate::plain::{Plain, Reply};

/// Wipes a terminal's screen and its scrollback (never written to anything else).
const WIPE: &str = "\x1b[H\x1b[2J\x1b[3J";

/// Where plain mode writes: standard output, and whether it is a terminal.
struct Out {
    out: io::Stdout,
    terminal: bool,
    /// A write failed (the reader went away): the game is left as a quit leaves it.
    broken: bool,
}

impl Out {
    fn print(&mut self, r: &Reply) {
        if r.wipe && self.terminal {
            self.write(WIPE);
        }
        for line in &r.lines {
            // Text from a file or a player can't drive the terminal.
            let line = crate::ui::notice::visible(line);
            self.write(&format!("{line}\n"));
        }
        if !self.broken && self.out.flush().is_err() {
            self.broken = true;
        }
    }

    fn write(&mut self, s: &str) {
        if !self.broken && self.out.write_all(s.as_bytes()).is_err() {
            self.broken = true;
        }
    }
}

/// The most bytes of one input line that are kept; the rest of a longer line is dropped.
const LINE_LIMIT: u64 = 64 * 1024;

/// Reads and drops the rest of a line, at most [`LINE_LIMIT`] bytes held at a time.
fn skip_line(input: &mut impl BufRead) {
    let mut rest = Vec::new();
    loop {
        rest.clear();
        match (&mut *input).take(LINE_LIMIT).read_until(b'\n', &mut rest) {
            Ok(0) | Err(_) => return,
            Ok(_) if rest.last() == Some(&b'\n') => return,
            Ok(_) => {}
        }
    }
}

/// Whether the app waits for a worker whose answer is a step or a hint.
fn busy(app: &App) -> bool {
    app.job_open(JobKind::Think) || app.job_open(JobKind::Hint)
}

/// Runs plain mode until the player quits, the input ends or a signal comes. Fails with
/// [`terminal::GameNotSaved`] when the game's last autosave failed (said on standard
/// error).
pub fn run(mut app: App, opts: RunOptions) -> io::Result<()> {
    let (tx, rx) = mpsc::channel();
    let told = tx.clone();
    let _ = signals::watch(move |caught| {
        let event = match caught {
            signals::Caught::End(s) => Event2::Signal(s),
            signals::Caught::Stop => Event2::Suspend,
        };
        told.send(event).is_ok()
    });
    let data_dir = opts.data_dir.clone().unwrap_or_else(storage::data_dir);
    let mut rt = Runtime::new(opts, data_dir, tx.clone());
    let mut out = Out {
        out: io::stdout(),
        terminal: io::stdout().is_terminal(),
        broken: false,
    };
    let ended = run_loop(&mut app, &mut rt, &mut out, tx, rx);
    rt.stop_all();
    let signal = ended?;
    let unsaved = rt.autosave_failing.clone().map(terminal::GameNotSaved);
    if let Some(u) = &unsaved {
        let _ = writeln!(io::stderr(), "shuuro: {u}");
    }
    if let Some(s) = signal {
        signals::end_as(s);
    }
    match unsaved {
        Some(u) => Err(io::Error::other(u)),
        None if out.broken => Err(io::Error::other(terminal::OutputLost)),
        None => Ok(()),
    }
}

/// The loop; answers the signal that ended it, if one did.
fn run_loop(
    app: &mut App,
    rt: &mut Runtime,
    out: &mut Out,
    tx: mpsc::Sender<Event2>,
    rx: mpsc::Receiver<Event2>,
) -> io::Result<Option<std::ffi::c_int>> {
    // No terminal to measure: the size the client draws in, so nothing is "too small".
    if rt.start(app, crate::app::MIN_WIDTH, crate::app::MIN_HEIGHT) {
        return Ok(None);
    }
    let mut plain = if rt.opts.resume_path.is_some() {
        Plain::resumed(app)
    } else {
        Plain::new(app)
    };
    out.print(&plain.after(app));
    let terminal_input = io::stdin().is_terminal();
    std::thread::spawn(move || {
        let stdin = io::stdin();
        let mut lock = stdin.lock();
        let mut buf = Vec::new();
        loop {
            buf.clear();
            match (&mut lock).take(LINE_LIMIT).read_until(b'\n', &mut buf) {
                Ok(0) | Err(_) => {
                    let _ = tx.send(Event2::InputClosed);
                    break;
                }
                Ok(_) => {
                    // A line past the bound: its start is kept (and refused), the rest is
                    // read and dropped in pieces of the same bound.
                    if buf.last() != Some(&b'\n') && buf.len() as u64 == LINE_LIMIT {
                        skip_line(&mut lock);
                    }
                    // Bytes that are not UTF-8 are replaced, never a reason to stop.
                    let line = String::from_utf8_lossy(&buf);
                    let line = line.trim_end_matches(['\n', '\r']).to_string();
                    if tx.send(Event2::Line(line)).is_err() {
                        break;
                    }
                }
            }
        }
    });
    let mut pending: VecDeque<String> = VecDeque::new();
    let mut closed = false;
    loop {
        let next = match app.wake_in() {
            Some(ms) => match rx.recv_timeout(Duration::from_millis(ms.max(1))) {
                Ok(e) => Some(e),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => return Ok(None),
            },
            None => match rx.recv() {
                Ok(e) => Some(e),
                Err(_) => return Ok(None),
            },
        };
        let now = rt.start.elapsed().as_millis() as u64;
        if rt.settle(app, VecDeque::from([Msg::Tick(now)]), Vec::new()) {
            return Ok(None);
        }
        match next {
            Some(Event2::Line(l)) => pending.push_back(l),
            Some(Event2::App(msg)) => {
                if rt.settle(app, VecDeque::from([msg]), Vec::new()) {
                    return Ok(None);
                }
            }
            Some(Event2::InputClosed) => closed = true,
            Some(Event2::Signal(s)) => {
                out.print(&plain.after(app));
                rt.settle(app, VecDeque::from([Msg::Quit]), Vec::new());
                say_farewell(&plain, app, out);
                return Ok(Some(s));
            }
            // Nothing of the terminal's to give back: stopped as SIGTSTP stops a program.
            Some(Event2::Suspend) => terminal::stop()?,
            Some(Event2::Term(_)) | None => {}
        }
        out.print(&plain.after(app));
        // The lines typed, in order; one that acts waits for the computer's step.
        while let Some(line) = pending.front() {
            // On a terminal a query is answered at once; a line that acts waits.
            let waits = !terminal_input || plain.acts(app, line);
            if waits && busy(app) {
                break;
            }
            let line = pending.pop_front().unwrap_or_default();
            let reply = plain.line(app, &line);
            out.print(&reply);
            let quit = rt.settle(app, reply.msgs.into_iter().collect(), Vec::new());
            out.print(&plain.after(app));
            if quit {
                say_farewell(&plain, app, out);
                return Ok(None);
            }
        }
        // The end of input (or of the reader): left as `quit` leaves it, once the
        // computer's step in progress is in.
        if ((closed && pending.is_empty()) || out.broken) && !busy(app) {
            rt.settle(app, VecDeque::from([Msg::Quit]), Vec::new());
            say_farewell(&plain, app, out);
            return Ok(None);
        }
    }
}

fn say_farewell(plain: &Plain, app: &App, out: &mut Out) {
    if let Some(line) = plain.farewell(app) {
        out.print(&Reply {
            lines: vec![line],
            ..Reply::default()
        });
    }
}
