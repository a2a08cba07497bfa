//! Standard output of the commands that print: every write checked and flushed, so that a
//! full disk or a closed pipe ends a command with a message on standard error and a
//! failure code, never a panic (`println!` panics when standard output fails); [`warn`] is
//! standard error's, which never panics either.

use std::io::{self, Write};
use std::process::ExitCode;

use crate::ui::notice::visible;

/// Writes `text` to standard output at once and flushes it.
pub fn print(text: &str) -> io::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes()).and_then(|()| out.flush())
}

/// Writes `line` and a line end to standard output at once and flushes it.
pub fn print_line(line: &str) -> io::Result<()> {
    let mut out = io::stdout().lock();
    writeln!(out, "{line}").and_then(|()| out.flush())
}

/// Says on standard error that `command` (`"shuuro perft"`) could not write its output,
/// and why.
pub fn say_failed(command: &str, e: &io::Error) {
    warn(format_args!(
        "{command}: can't write to standard output: {e}"
    ));
}

/// [`say_failed`], then the exit code of a command whose output failed: 1.
pub fn failed(command: &str, e: &io::Error) -> ExitCode {
    say_failed(command, e);
    ExitCode::FAILURE
}

/// Writes a line to standard error, the last place to say anything: when it fails too
/// (a full disk, a closed pipe), nothing is said and nothing panics (`eprintln!`
/// would), so the command's exit code still tells what happened. Control characters
/// (quoted from a file) are written as escapes ([`visible`]).
pub fn warn(args: std::fmt::Arguments) {
    let text = args.to_string();
    let _ = writeln!(io::stderr(), "{}", visible(&text));
}

/// [`warn`] for text whose lines are already ended (a report's standard error).
pub fn warn_lines(text: &str) {
    let _ = io::stderr().write_all(visible(text).as_bytes());
}
