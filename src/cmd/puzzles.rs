//! `shuuro puzzles`: the trainer on a set (`[FILE]`, `--mine`; `--theme T[,T…]` and
//! `--kind fight|deployment` choose its puzzles), and puzzle sets (docs/puzzle-format.md) without
//! a terminal: `--check FILE`,
//! `--export` (the built-in set), `--generate N --out FILE [--jobs J] [--seed S]` (from
//! self-play) and `--from RECORD… --out FILE` (from the mistakes of analysed games).
//!
//! Exit codes of `--check`: 0 valid; 1 a puzzle's moves are illegal or its solution ends
//! nowhere, or with `--strict` a puzzle breaks a rule of the written sets (the first such
//! puzzle is named); 2 not a puzzle set (the field path is named).
//! The other modes: 0 done, 2 an input is not what it should be, 4 the output could not be
//! written.

use std::collections::BTreeMap;
use std::io::{IsTerminal, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use super::matches::MatchVariant;
use crate::cmd::replay::load_checked;
use crate::puzzle::check::check_set;
use crate::puzzle::choose::Filter;
use crate::puzzle::generate::{self, Found, Settings};
use crate::puzzle::set::{PuzzleSet, SetError, Theme};
use crate::puzzle::strict::{StrictSetError, check_strict, strict_depth};
use crate::puzzle::{self as puzzles, mine};
use crate::record::store::{self, SaveError};

/// Exit code: the output could not be written.
pub const EXIT_OUTPUT: u8 = 4;

/// Arguments of `shuuro puzzles`.
#[derive(clap::Args, Debug)]
#[command(group(clap::ArgGroup::new("mode")
    .args(["check", "export", "generate", "from"])))]
pub struct PuzzlesArgs {
    /// Train on this puzzle set (without it and without a mode flag: the built-in set).
    #[arg(value_name = "FILE", conflicts_with_all = ["mode", "mine"])]
    pub file: Option<PathBuf>,
    /// Train on *My mistakes*: the puzzles --from made from your games (in the data
    /// directory).
    #[arg(long, conflicts_with = "mode")]
    pub mine: bool,
    /// Show each puzzle's themes before it is solved (=false: hide them), this run only,
    /// whatever the settings file says (`show_themes`).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true")]
    pub show_themes: Option<bool>,
    /// Train only on the puzzles of these themes (`T` or `T,T…`; any of them).
    #[arg(long, value_name = "T[,T…]", conflicts_with = "mode")]
    pub theme: Vec<String>,
    /// Train only on the puzzles of this kind.
    #[arg(long, value_name = "fight|deployment", conflicts_with = "mode")]
    pub kind: Option<String>,
    #[command(flatten)]
    pub display: crate::cmd::display::DisplayArgs,
    /// Draw the trainer's first frame and exit (start-up measurement).
    #[arg(long, hide = true)]
    pub first_frame_only: bool,
    /// Check a puzzle set: exit 0 valid, 1 a puzzle's moves are illegal or its solution
    /// ends nowhere, 2 not a puzzle set.
    #[arg(long, value_name = "FILE")]
    pub check: Option<PathBuf>,
    /// With --check: also the rules every written set keeps (exit 1 naming the first
    /// puzzle that breaks one): the only good move at each solver step at a deeper
    /// search, themes true of the solution, whole armies in a deployment puzzle's hands,
    /// and a deployment puzzle's answer found by looking at the board.
    #[arg(long, requires = "check")]
    pub strict: bool,
    /// Print the built-in set.
    #[arg(long)]
    pub export: bool,
    /// Make N puzzles from self-play games (needs --out).
    #[arg(long, value_name = "N", requires = "out",
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub generate: Option<u32>,
    /// Make puzzles from the mistakes and blunders of these game records (analysed first
    /// when they carry no analysis), into --out, or without it into *My mistakes*.
    #[arg(long, value_name = "RECORD", num_args = 1..)]
    pub from: Vec<PathBuf>,
    /// Where --generate and --from write the set (`-`: standard output).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Games played and searched at the same time (threads).
    #[arg(long, value_name = "J", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..=256))]
    pub jobs: u32,
    /// Seed of the self-play games.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// With --generate: at least this many of the N are deployment puzzles.
    #[arg(long, value_name = "K", default_value_t = 0)]
    pub deployments: u32,
    /// With --generate: keep only puzzles with one of these themes (comma-separated:
    /// fork,promotion,plinth), to look for the rarer ones.
    #[arg(
        long,
        value_name = "THEMES",
        value_delimiter = ',',
        requires = "generate"
    )]
    pub themes: Vec<Theme>,
    /// With --generate: the variant the games are played in (`--board 8`, `--fairy`,
    /// `--mini`).
    #[command(flatten)]
    pub variant: MatchVariant,
}

impl PuzzlesArgs {
    /// Whether the trainer shows the themes before a puzzle is solved: the flag, else the
    /// setting.
    pub fn show_themes(&self, settings: &crate::app::settings::Settings) -> bool {
        self.show_themes.unwrap_or(settings.show_themes)
    }
}

pub fn run(args: PuzzlesArgs) -> ExitCode {
    if let Some(file) = &args.check {
        return check(file, args.strict);
    }
    if !args.export && args.generate.is_none() && args.from.is_empty() {
        return trainer(&args);
    }
    if args.export {
        return match std::io::stdout().write_all(puzzles::BUILTIN_JSON.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => fail(EXIT_OUTPUT, format!("can't write to standard output: {e}")),
        };
    }
    // The place for the set is checked before any game is played or analysed.
    if let Some(out) = args.out.as_deref().filter(|o| *o != Path::new("-"))
        && let Err(e) = check_set_out(out)
    {
        return fail(EXIT_OUTPUT, e);
    }
    if args.generate.is_none() {
        return from_records(&args.from, args.out.as_deref(), args.jobs);
    }
    let Some(out) = args.out.as_deref() else {
        return fail(2, "--out FILE is needed");
    };
    if let Some(n) = args.generate {
        if args.deployments > n {
            return fail(2, "--deployments can't be more than --generate");
        }
        let settings = Settings::default()
            .wanting(&args.themes)
            .on(args.variant.board(), args.variant.fairy);
        let set = generate(n, args.deployments, args.jobs, args.seed, out, &settings);
        return write_set(out, &set);
    }
    ExitCode::SUCCESS
}

/// `shuuro puzzles [FILE]` and `--mine`: the trainer on a checked set.
fn trainer(args: &PuzzlesArgs) -> ExitCode {
    use crate::record::puzzle_files;
    let filter = match Filter::parse(&args.theme, args.kind.as_deref()) {
        Ok(f) => f,
        Err(e) => return fail(2, e),
    };
    let data_dir = crate::tui::storage::data_dir();
    let (name, set) = if args.mine {
        let path = puzzle_files::mistakes_path(&data_dir);
        match puzzle_files::read_set(&path) {
            Ok(s) => (crate::app::trainer::MISTAKES_SET.to_string(), s),
            Err(e) => return fail(2, e),
        }
    } else if let Some(file) = &args.file {
        let text = match store::read_regular(file) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(t) => t,
                Err(_) => return fail(2, format!("{}: not UTF-8 text", file.display())),
            },
            Err(e) => return fail(2, format!("{}: {e}", file.display())),
        };
        match PuzzleSet::from_json(&text) {
            Ok(s) => (file.display().to_string(), s),
            Err(e) => return fail(2, format!("{}: not a puzzle set: {e}", file.display())),
        }
    } else {
        match puzzles::builtin() {
            Ok(s) => ("built-in".to_string(), s),
            Err(e) => return fail(2, format!("the built-in set: {e}")),
        }
    };
    let resolved = match check_set(&set) {
        Ok(r) => r,
        Err(e) if e.problem.unreadable() => {
            return fail(2, format!("{name}: not a puzzle set: {e}"));
        }
        Err(e) => return fail(1, format!("{name}: {e}")),
    };
    if let Err(e) = filter.apply(set.puzzles()) {
        return fail(2, format!("{name}: {e}"));
    }
    let path = puzzle_files::progress_path(&data_dir);
    let (progress, problem) = match puzzle_files::read_progress(&path) {
        Ok(p) => (p, None),
        Err(e) => (crate::puzzle::progress::Progress::default(), Some(e)),
    };
    let (prefs, _) =
        crate::tui::prefs_file::startup("puzzles", args.display.lang_before_settings());
    let settings = crate::app::settings::Settings::default().with_prefs(&prefs);
    let show_themes = args.show_themes(&settings);
    let mut app = crate::app::App::new(
        settings,
        args.display.options(crate::app::Options {
            quit_on_leave: true,
            ..crate::app::Options::DEFAULT
        }),
    );
    let setup = crate::app::trainer::TrainerSetup {
        name,
        puzzles: set.puzzles().iter().cloned().zip(resolved).collect(),
        progress,
        progress_problem: problem,
        show_themes,
        seed: crate::cmd::play::seed_from_time(),
        filter,
    };
    if !app.start_trainer(setup) {
        return fail(
            2,
            "the set has no puzzle (shuuro puzzles --from RECORD… makes some)",
        );
    }
    let opts = crate::tui::RunOptions {
        first_frame_only: args.first_frame_only,
        ..crate::tui::RunOptions::default()
    };
    match crate::tui::run(app, opts) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => crate::tui::terminal::report_failure(
            &e,
            crate::words::of(args.display.lang_with(&prefs)),
        ),
    }
}

fn fail(code: u8, message: impl std::fmt::Display) -> ExitCode {
    super::output::warn(format_args!("{message}"));
    ExitCode::from(code)
}

/// `--check FILE [--strict]`.
fn check(file: &Path, strict: bool) -> ExitCode {
    let text = match store::read_regular(file) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(_) => return fail(2, format!("{}: not UTF-8 text", file.display())),
        },
        Err(e) => return fail(2, format!("{}: {e}", file.display())),
    };
    let set = match PuzzleSet::from_json(&text) {
        Ok(s) => s,
        Err(e) => return fail(2, format!("{}: not a puzzle set: {e}", file.display())),
    };
    let checked = if strict {
        check_strict(&set, strict_depth())
    } else {
        check_set(&set)
            .map(|r| r.len())
            .map_err(StrictSetError::Invalid)
    };
    let what = if strict {
        "keep the rules of written sets"
    } else {
        "valid"
    };
    match checked {
        Ok(n) => {
            let line = format!("{}: {n} puzzles, all {what}", file.display());
            match super::output::print_line(&line) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => fail(EXIT_OUTPUT, format!("can't write to standard output: {e}")),
            }
        }
        Err(StrictSetError::Invalid(e)) if e.problem.unreadable() => {
            fail(2, format!("{}: not a puzzle set: {e}", file.display()))
        }
        Err(e) => fail(1, format!("{}: {e}", file.display())),
    }
}

/// Why `--out FILE` is not written.
#[derive(Debug, thiserror::Error)]
pub enum SetOutError {
    /// The folder FILE is to be written in does not exist (folders are never made).
    #[error("{} is not written: the folder {} does not exist", .file.display(), .folder.display())]
    NoFolder { file: PathBuf, folder: PathBuf },
    /// FILE holds something else: a saved game, notes, anything but a puzzle set.
    #[error("{} is not overwritten: it holds something that is not a puzzle set ({reason}); choose another name", .path.display())]
    NotASet { path: PathBuf, reason: SetError },
    /// FILE can't be read to see what it holds: a directory, a FIFO, no permission.
    #[error("{}: {source}", .path.display())]
    Unreadable {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The set could not be saved (a full disk, a read-only folder).
    #[error(transparent)]
    Save(#[from] SaveError),
}

/// Whether a set may be written to `out`: its folder exists, and `out` does not exist or
/// holds a puzzle set (a link is followed). Anything else (a directory, a FIFO, a saved
/// game, any other file) is refused.
pub fn check_set_out(out: &Path) -> Result<(), SetOutError> {
    if let Some(folder) = store::missing_folder(out) {
        return Err(SetOutError::NoFolder {
            file: out.to_path_buf(),
            folder,
        });
    }
    let bytes = match store::read_regular(out) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(source) => {
            return Err(SetOutError::Unreadable {
                path: out.to_path_buf(),
                source,
            });
        }
    };
    PuzzleSet::from_json(&String::from_utf8_lossy(&bytes))
        .map(|_| ())
        .map_err(|reason| SetOutError::NotASet {
            path: out.to_path_buf(),
            reason,
        })
}

/// Writes `set` to `out` (`-`: standard output) by the saving rules of records, checked
/// again first: the place may have changed while the set was made.
fn write_set(out: &Path, set: &PuzzleSet) -> ExitCode {
    let text = set.to_json();
    if out == Path::new("-") {
        return match std::io::stdout().write_all(text.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => fail(EXIT_OUTPUT, format!("can't write to standard output: {e}")),
        };
    }
    let written = check_set_out(out)
        .and_then(|()| store::save_bytes_atomic(out, text.as_bytes()).map_err(SetOutError::from));
    match written {
        Ok(()) => {
            let n = set.puzzles().len();
            let d = set
                .puzzles()
                .iter()
                .filter(|p| p.themes().contains(&Theme::Deployment))
                .count();
            let _ = writeln!(
                std::io::stderr(),
                "{}: {n} puzzles ({d} deployment)",
                out.display()
            );
            ExitCode::SUCCESS
        }
        Err(e) => fail(EXIT_OUTPUT, e),
    }
}

fn bar(total: u64, what: &str) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(total);
    let template = format!("{what} {{bar:40}} {{pos}}/{{len}} puzzles, {{elapsed}} ({{eta}} left)");
    let style = indicatif::ProgressStyle::with_template(&template)
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}

/// Whether a generated puzzle keeps the rules every written set keeps (the checks of
/// `--check --strict`, searched as deep).
fn keeps_the_rules(searcher: &mut crate::engine::search::Searcher, p: &puzzles::Puzzle) -> bool {
    crate::puzzle::check::check(0, p).is_ok_and(|r| {
        crate::puzzle::strict::check_puzzle(searcher, 0, p, &r, strict_depth()).is_ok()
    })
}

/// `--generate N`.
/// The set grows in `out` as games finish (a run stopped early leaves the puzzles found
/// so far), unless it goes to standard output.
fn generate(
    n: u32,
    deployments: u32,
    jobs: u32,
    seed: u64,
    out: &Path,
    settings: &Settings,
) -> PuzzleSet {
    let next = AtomicU32::new(0);
    let done = AtomicBool::new(false);
    let results: Mutex<BTreeMap<u32, Vec<Found>>> = Mutex::new(BTreeMap::new());
    let started = std::time::Instant::now();
    let dropped = AtomicU32::new(0);
    let progress = bar(n as u64, "generating");
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                let mut searcher = crate::engine::search::Searcher::new(1 << 18);
                while !done.load(Ordering::Relaxed) {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    let mut found = generate::from_game(seed, g, settings);
                    let before = found.len();
                    found.retain(|f| keeps_the_rules(&mut searcher, &f.puzzle));
                    dropped.fetch_add((before - found.len()) as u32, Ordering::Relaxed);
                    let Ok(mut r) = results.lock() else {
                        return;
                    };
                    r.insert(g, found);
                    let (chosen, enough) = generate::pick(&r, n, deployments);
                    progress.set_position(chosen.len() as u64);
                    // What is found so far is saved after every game, so an
                    // interrupted run keeps it (a failed save is tried again after the
                    // next game, and the final save reports its error).
                    if out != Path::new("-") && !enough {
                        let partial = PuzzleSet::new(generate::number(chosen)).to_json();
                        let _ = store::save_bytes_atomic(out, partial.as_bytes());
                    }
                    if enough {
                        done.store(true, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    progress.finish_and_clear();
    let r = results.into_inner().unwrap_or_default();
    let (chosen, _) = generate::pick(&r, n, deployments);
    // The time a puzzle takes, the figure a regeneration of the built-in set is planned by.
    let secs = started.elapsed().as_secs_f64();
    let _ = writeln!(
        std::io::stderr(),
        "{} puzzles ({} deployment) from {} games in {secs:.0} s with {jobs} jobs: {:.1} s a puzzle; {} found ones broke a rule of --check --strict and were left out",
        chosen.len(),
        chosen
            .iter()
            .filter(|p| p.kind() == crate::puzzle::Kind::Deployment)
            .count(),
        r.len(),
        secs / chosen.len().max(1) as f64,
        dropped.load(Ordering::Relaxed)
    );
    PuzzleSet::new(generate::number(chosen))
}

/// `--from RECORD… --out FILE`.
fn from_records(files: &[PathBuf], out: Option<&Path>, jobs: u32) -> ExitCode {
    let settings = Settings::default();
    let mut made = Vec::new();
    for file in files {
        let (rec, game) = match load_checked(file) {
            Ok(x) => x,
            Err(rep) => {
                super::output::warn_lines(&rep.stderr);
                return ExitCode::from(rep.code);
            }
        };
        let positions = game.history();
        let analysis = match rec.analysis.clone() {
            Some(a) => a,
            None if game.moves().is_empty() => continue,
            None => {
                let progress = bar(positions.len() as u64, "analysing");
                let stop = AtomicBool::new(false);
                let a = mine::analyse(positions, game.moves(), jobs as usize, &stop, &|| {
                    progress.inc(1)
                });
                progress.finish_and_clear();
                let Some(a) = a else { continue };
                a
            }
        };
        let mined = mine::from_mistakes(positions, &analysis, &file.display().to_string());
        let _ = writeln!(
            std::io::stderr(),
            "{}: {} puzzles from its mistakes and blunders ({} without a unique solution at depth {})",
            file.display(),
            mined.puzzles.len(),
            mined.dropped,
            settings.verify().depth()
        );
        made.extend(mined.puzzles);
    }
    match out {
        Some(out) => write_set(out, &PuzzleSet::new(generate::number(made))),
        None => {
            use crate::record::puzzle_files;
            let path = puzzle_files::mistakes_path(&crate::tui::storage::data_dir());
            match puzzle_files::add_mistakes(&path, made) {
                Ok(n) => {
                    let _ = writeln!(
                        std::io::stderr(),
                        "{}: {n} new puzzles in My mistakes (shuuro puzzles --mine)",
                        path.display()
                    );
                    ExitCode::SUCCESS
                }
                Err(e) => fail(EXIT_OUTPUT, e),
            }
        }
    }
}
