//! The signals that reach the client from outside, on Unix: SIGTERM, SIGHUP (its terminal
//! window was closed) and SIGINT end it, and SIGTSTP (job control, some terminals) stops it
//! as the Ctrl-Z key does. The first ending signal is handed to the event loop, which ends
//! the client as a quit does (the game saved, the terminal given back); the process then
//! ends as the signal ends a program ([`end_as`]). A second one, while the first is
//! handled, gives the terminal back and ends the process at once. SIGTSTP is handed to the
//! loop too, which gives the terminal back, stops, and takes it again when continued.

use std::ffi::c_int;
use std::io;

/// A signal the watcher caught, for the event loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caught {
    /// A signal that ends the client (its number).
    End(c_int),
    /// SIGTSTP: stop as Ctrl-Z stops the client.
    Stop,
}

/// Watches for the signals on a thread of its own and calls `tell` with each SIGTSTP and
/// the first ending signal; when `tell` answers false (nobody is listening) or another
/// ending signal comes, ends (or for SIGTSTP, stops) the process at once, the terminal
/// given back.
#[cfg(unix)]
pub fn watch<F>(mut tell: F) -> io::Result<()>
where
    F: FnMut(Caught) -> bool + Send + 'static,
{
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM, SIGTSTP};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGTSTP])?;
    std::thread::spawn(move || {
        let mut told = false;
        for signal in signals.forever() {
            if signal == SIGTSTP {
                if !tell(Caught::Stop) {
                    super::terminal::restore();
                    let _ = super::terminal::stop();
                }
                continue;
            }
            if told || !tell(Caught::End(signal)) {
                super::terminal::restore();
                end_as(signal);
            }
            told = true;
        }
    });
    Ok(())
}

/// Nothing to watch where there are no such signals.
#[cfg(not(unix))]
pub fn watch<F>(_tell: F) -> io::Result<()>
where
    F: FnMut(Caught) -> bool + Send + 'static,
{
    Ok(())
}

/// Ends the process as `signal` ends a program that does not handle it (its parent sees
/// the signal), or else with the shell's code for it, 128 + the signal's number.
pub fn end_as(signal: c_int) -> ! {
    #[cfg(unix)]
    let _ = signal_hook::low_level::emulate_default_handler(signal);
    std::process::exit(128 + signal)
}
