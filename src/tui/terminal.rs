//! The terminal itself: checked before it is used, set up one step at a time, and given
//! back (raw mode off, main screen, cursor shown, mouse and bracketed paste released) on
//! every way out: a normal end, an error at any step of the setup or later, a panic, and a
//! signal that ends the client (see `signals`).

use std::fmt;
use std::io::{self, IsTerminal, Stdout, Write, stdout};
use std::mem::ManuallyDrop;

use ratatui::Terminal;
use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste};
use ratatui::crossterm::style::{Attribute, SetAttribute};
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::crossterm::{Command, execute};
use ratatui::layout::{Position, Rect, Size};

use super::backend::TermBackend;

use crate::words::W;

/// The client can't run here, and says how to check a record without it (the words
/// layer's `CmdWords::not_a_terminal`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotATerminal {
    /// Standard input or output is not a terminal (a file, a pipe, `/dev/null`).
    Missing,
    /// The terminal says it can't move its cursor (`TERM=dumb`: an editor's shell
    /// buffer, say): the screen would be a stream of escape codes.
    Dumb,
}

/// In English (an error inside an `io::Error` is shown so).
impl fmt::Display for NotATerminal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::words::en().not_a_terminal(*self == NotATerminal::Dumb))
    }
}

impl std::error::Error for NotATerminal {}

/// `Err(NotATerminal)` unless both standard input and standard output are terminals and
/// `term` (the `TERM` variable) does not call the terminal dumb.
pub fn require(term: Option<&std::ffi::OsStr>) -> Result<(), NotATerminal> {
    if !(io::stdin().is_terminal() && stdout().is_terminal()) {
        return Err(NotATerminal::Missing);
    }
    if term.is_some_and(|t| t == "dumb") {
        return Err(NotATerminal::Dumb);
    }
    Ok(())
}

/// The ratatui terminal the client draws on.
pub type Screen = Terminal<TermBackend<Stdout>>;

/// The terminal in use by the client; dropping it gives the terminal back.
#[derive(Debug)]
pub struct Session {
    /// Never dropped: dropping a ratatui terminal only shows the cursor, which [`restore`]
    /// does as well, and when the terminal is gone (a write fails) it prints its own
    /// "Failed to show the cursor" under the client's message. Freed when the process ends.
    terminal: ManuallyDrop<Screen>,
}

impl Session {
    /// Checks that there is a terminal ([`require`]; the error is of kind `Unsupported`
    /// holding [`NotATerminal`]), then sets it up. Whatever step fails, what was done
    /// before it is undone before the error is returned.
    pub fn enter() -> io::Result<Session> {
        require(std::env::var_os("TERM").as_deref())
            .map_err(|e| io::Error::new(io::ErrorKind::Unsupported, e))?;
        install_panic_hook();
        TAKEN.store(true, std::sync::atomic::Ordering::SeqCst);
        enable_raw_mode()?;
        // From here on, a failure drops `guard`, which restores everything.
        let guard = RestoreOnDrop;
        execute!(stdout(), EnterAlternateScreen, EnableMouseClicks)?;
        // A terminal without bracketed paste types a paste in as keys.
        let _ = execute!(stdout(), EnableBracketedPaste);
        let terminal = ManuallyDrop::new(Terminal::new(TermBackend::new(stdout()))?);
        std::mem::forget(guard);
        Ok(Session { terminal })
    }

    /// The ratatui terminal to draw on.
    pub fn terminal(&mut self) -> &mut Screen {
        &mut self.terminal
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        restore();
    }
}

struct RestoreOnDrop;

/// Whether a [`Session`] took the terminal in this process (raw mode, the alternate
/// screen): only then does [`restore`] write anything.
static TAKEN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

impl Drop for RestoreOnDrop {
    fn drop(&mut self) {
        restore();
    }
}

/// Mouse reports for buttons and the wheel, in the SGR encoding, and no motion: the client
/// answers clicks only, and a moving mouse would send a report for every cell it crosses.
/// (crossterm's `EnableMouseCapture` asks for all motion as well.) `DisableMouseCapture`
/// undoes it.
#[derive(Clone, Copy, Debug)]
struct EnableMouseClicks;

impl Command for EnableMouseClicks {
    fn write_ansi(&self, f: &mut impl fmt::Write) -> fmt::Result {
        // Normal tracking (press and release), reported as SGR.
        f.write_str("\x1b[?1000h\x1b[?1006h")
    }

    #[cfg(windows)]
    fn execute_winapi(&self) -> io::Result<()> {
        ratatui::crossterm::event::EnableMouseCapture.execute_winapi()
    }

    #[cfg(windows)]
    fn is_ansi_code_supported(&self) -> bool {
        false
    }
}

/// Gives the terminal back. Each step is tried even when one before it fails (a full
/// standard output can't stop raw mode from being switched off), and doing it twice is
/// harmless.
pub fn restore() {
    // Plain mode never takes the terminal: nothing to give back, and no escape sequence
    // may reach its standard output (a pipe, a braille display).
    if !TAKEN.load(std::sync::atomic::Ordering::SeqCst) {
        return;
    }
    // The colours and attributes the last frame left are not the shell's.
    let _ = execute!(stdout(), SetAttribute(Attribute::Reset));
    let _ = execute!(stdout(), DisableBracketedPaste);
    let _ = execute!(stdout(), DisableMouseCapture);
    let _ = execute!(stdout(), LeaveAlternateScreen);
    let _ = execute!(stdout(), Show);
    let _ = disable_raw_mode();
}

/// Stops the process as Ctrl-Z stops a terminal program, the terminal given back while it
/// is stopped; once the shell continues it (`fg`), takes the terminal again (the caller
/// redraws the whole screen). Where there is no job control, does nothing.
pub fn suspend() -> io::Result<()> {
    #[cfg(unix)]
    {
        restore();
        stop()?;
        // Continued.
        enable_raw_mode()?;
        execute!(stdout(), EnterAlternateScreen, EnableMouseClicks)?;
        let _ = execute!(stdout(), EnableBracketedPaste);
    }
    Ok(())
}

/// Clears the whole screen and sizes `terminal` to the terminal's size now, which it
/// returns: the next frame draws every cell. Never asks the terminal anything (ratatui's
/// `Terminal::clear` asks where the cursor is, and a terminal that answers no query, a
/// serial console or a test harness, made the client wait 2 s and end).
pub fn clear_all(terminal: &mut Screen) -> io::Result<Size> {
    // Stopped, the terminal was the shell's: what it holds is not known.
    terminal.backend_mut().forget();
    let size = terminal.size()?;
    // For a full-screen terminal, `resize` clears the screen and the buffer of what is
    // on it, whether or not the size changed.
    terminal.resize(Rect::from((Position::ORIGIN, size)))?;
    Ok(size)
}

/// Stops the process as SIGTSTP stops a program that does not handle it (by SIGSTOP:
/// `signals` catches SIGTSTP itself), returning once it is continued. Where there is no
/// job control, does nothing.
pub fn stop() -> io::Result<()> {
    #[cfg(unix)]
    signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP)?;
    Ok(())
}

/// A panic restores the terminal before its message is printed (once per process).
fn install_panic_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let prev = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            prev(info);
        }));
    });
}

/// Standard output could not be written in plain mode (a full disk, a closed reader): the
/// game was left as `quit` leaves it, but what it said was lost.
#[derive(Debug, thiserror::Error)]
#[error("standard output could not be written; the game was left as quit leaves it")]
pub struct OutputLost;

/// The client ended while its game's autosave failed: what was played since the last
/// save that worked is lost (the player was warned, and asked before leaving).
#[derive(Debug)]
pub struct GameNotSaved(pub crate::app::SaveError);

/// In English (an error inside an `io::Error` is shown so).
impl fmt::Display for GameNotSaved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::words::en().game_not_saved(&self.0))
    }
}

impl std::error::Error for GameNotSaved {}

/// What is said when the terminal fails while the client runs (a write or a read, after
/// it was set up): what failed, that the terminal was given back, and that nothing saved
/// is lost.
pub fn failure_message(e: &io::Error, w: W) -> String {
    w.terminal_failed(e)
}

/// What a client command prints (in `w`'s words) and returns when the terminal fails:
/// the [`NotATerminal`] message alone (exit 2), or [`failure_message`] (exit 1). (On
/// standard error, whose own failure is let go: the exit code still tells.)
pub fn report_failure(e: &io::Error, w: W) -> std::process::ExitCode {
    if let Some(u) = e.get_ref().and_then(|i| i.downcast_ref::<GameNotSaved>()) {
        let _ = writeln!(io::stderr(), "shuuro: {}", w.game_not_saved(&u.0));
        return std::process::ExitCode::FAILURE;
    }
    if e.get_ref().is_some_and(|i| i.is::<OutputLost>()) {
        let _ = writeln!(io::stderr(), "{}", w.output_lost());
        return std::process::ExitCode::FAILURE;
    }
    // Said by `run` as the client ended (a signal may end it before it returns).
    if e.get_ref()
        .is_some_and(|i| i.is::<super::progress::AttemptsNotSaved>())
    {
        return std::process::ExitCode::FAILURE;
    }
    match e.get_ref().and_then(|i| i.downcast_ref::<NotATerminal>()) {
        Some(n) => {
            let _ = writeln!(
                io::stderr(),
                "{}",
                w.not_a_terminal(*n == NotATerminal::Dumb)
            );
            std::process::ExitCode::from(2)
        }
        None => {
            let _ = writeln!(io::stderr(), "{}", failure_message(e, w));
            std::process::ExitCode::FAILURE
        }
    }
}
