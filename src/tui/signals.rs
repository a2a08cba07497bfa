//! The signals that end the client from outside: SIGTERM, SIGHUP (its terminal window was
//! closed) and SIGINT, on Unix. The first one is handed to the event loop, which ends the
//! client as a quit does (the game saved, the terminal given back); the process then ends
//! as the signal ends a program ([`end_as`]). A second one, while the first is handled,
//! gives the terminal back and ends the process at once.

use std::ffi::c_int;
use std::io;

/// Watches for the signals on a thread of its own and calls `tell` with the first one;
/// when `tell` answers false (nobody is listening) or another signal comes, ends the
/// process at once, the terminal given back.
#[cfg(unix)]
pub fn watch<F>(mut tell: F) -> io::Result<()>
where
    F: FnMut(c_int) -> bool + Send + 'static,
{
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    std::thread::spawn(move || {
        let mut told = false;
        for signal in signals.forever() {
            if told || !tell(signal) {
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
    F: FnMut(c_int) -> bool + Send + 'static,
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
