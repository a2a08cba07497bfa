//! `shuuro replay FILE [--check] [--sfen]`: check a game record without a terminal
//! (docs/replay-check.md), print the SFEN after each step, or list the steps.
//!
//! Exit codes: 0 every step is legal; 1 a step breaks a rule or two parts of the record
//! disagree (standard error names the first such step and why); 2 the file can't be read
//! as a record (standard error names the field and why).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::record::Record;
use crate::record::replay::{self, StepLabel};
use crate::rules::game::Game;

#[derive(clap::Args, Debug, Default)]
pub struct ReplayArgs {
    /// The game record (JSON, docs/record.md).
    pub file: PathBuf,
    /// Check every step against the rules, without a terminal: exit 0 (legal), 1 (a step
    /// breaks a rule), 2 (not a record). Ends with `final: <SFEN>` and `result: ...`.
    #[arg(long)]
    pub check: bool,
    /// Print the SFEN of the position after each step.
    #[arg(long)]
    pub sfen: bool,
    #[command(flatten)]
    pub display: crate::cmd::display::DisplayArgs,
}

/// What `replay` prints and the exit code, without touching the terminal (tests use it).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub stdout: String,
    pub stderr: String,
    pub code: u8,
}

/// What `replay --check` reports for a file that can't be read as a record (exit 2).
fn not_a_record(file: &Path, e: &dyn std::fmt::Display) -> Report {
    Report {
        stdout: String::new(),
        stderr: format!("{}: {e}\n", file.display()),
        code: 2,
    }
}

/// What `replay --check` reports for a record whose step breaks a rule (exit 1).
fn broken_step(e: &replay::ReplayError) -> Report {
    Report {
        stdout: String::new(),
        stderr: format!("{e}\n"),
        code: 1,
    }
}

/// Reads and replays a record file as `replay --check` does: the record and its game,
/// or what `replay --check` would print and its exit code (other commands that take a
/// record, such as `analyse`, refuse it with the same words and code).
pub fn load_checked(file: &Path) -> Result<(Record, Game), Report> {
    let bytes = crate::record::store::read_regular(file).map_err(|e| not_a_record(file, &e))?;
    let rec = Record::from_json_bytes(&bytes).map_err(|e| not_a_record(file, &e))?;
    let game = rec.to_game().map_err(|e| broken_step(&e))?;
    Ok((rec, game))
}

/// Runs `replay` on the bytes of a record file.
pub fn report(bytes: &[u8], args: &ReplayArgs) -> Report {
    let mut out = Report::default();
    let rec = match Record::from_json_bytes(bytes) {
        Ok(r) => r,
        Err(e) => return not_a_record(&args.file, &e),
    };
    let list = !args.check && !args.sfen;
    let on_step = |label: &StepLabel, game: &Game| {
        if args.sfen {
            let _ = writeln!(out.stdout, "{label}: {}", game.sfen());
        } else if list {
            let _ = writeln!(out.stdout, "{label}");
        }
    };
    match replay::replay(&rec, on_step) {
        Ok(game) => {
            let _ = writeln!(out.stdout, "final: {}", game.sfen());
            let _ = writeln!(out.stdout, "result: {}", replay::result_line(&game));
        }
        Err(e) => {
            // What was listed before the offending step stays on standard output.
            out.stderr = broken_step(&e).stderr;
            out.code = 1;
        }
    }
    out
}

/// Runs `replay` on the file: prints the report, returns its exit code.
pub fn run(args: ReplayArgs) -> ExitCode {
    // Neither --check nor --sfen, on a terminal: the replay viewer.
    if !args.check && !args.sfen && std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        return view(&args.file, &args.display);
    }
    let rep = match crate::record::store::read_regular(&args.file) {
        Ok(bytes) => report(&bytes, &args),
        Err(e) => not_a_record(&args.file, &e),
    };
    // A full disk or a closed pipe is no reason to panic: what could not be written is
    // lost (and said so), the exit code still says what was found (docs/replay-check.md).
    if let Err(e) = super::output::print(&rep.stdout) {
        super::output::say_failed("shuuro replay", &e);
    }
    super::output::warn_lines(&rep.stderr);
    ExitCode::from(rep.code)
}

/// Opens the replay viewer on a record (the terminal client).
fn view(file: &Path, display: &crate::cmd::display::DisplayArgs) -> ExitCode {
    use crate::app::settings::Settings;
    use crate::app::{App, Msg, Options};
    let (prefs, _) = crate::tui::prefs_file::startup("replay", display.lang_before_settings());
    let opened = match crate::tui::storage::load_replay(file) {
        Ok(o) => o,
        Err(e) => {
            let w = crate::words::of(display.lang_with(&prefs));
            super::output::warn(format_args!("{}", w.load_error(&e)));
            return ExitCode::from(2);
        }
    };
    let mut app = App::new(
        Settings::default().with_prefs(&prefs),
        display.options(Options {
            quit_on_leave: true,
            ..Options::DEFAULT
        }),
    );
    let w = crate::words::of(app.lang());
    let _ = app.update(Msg::Opened(Box::new(opened)));
    match crate::tui::run(app, crate::tui::RunOptions::default()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => crate::tui::terminal::report_failure(&e, w),
    }
}
