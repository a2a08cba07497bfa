//! `shuuro analyse FILE [--think 200ms | --depth N] [--json OUT] [--jobs N] [--threads N]`: what the
//! engine thinks of every fight move of a record (docs/analysis.md). Without `--think` or
//! `--depth` each position gets the replay viewer's limit ([`run::default_options`]), so
//! both mark a record alike.
//!
//! Exit codes: 0 analysed; 1 and 2 as `replay --check` (a step breaks a rule, or the
//! file is not a record), with its words; 3 nothing to analyse (the game has not reached
//! the fight, or the fight has no move yet); 4 the output could not be written (standard
//! output, or `--json OUT` refused or failed).

use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::analysis::run::{self, PositionEval};
use crate::analysis::{Analysis, Class, Thresholds};
use crate::app::derived::{MoveNumber, moves_after};
use crate::cmd::play::parse_duration;
use crate::cmd::replay::load_checked;
use crate::engine::players::MAX_DEPTH;
use crate::engine::search::SearchOptions;
use crate::record::Record;
use crate::record::store::{self, SaveError};
use crate::rules::game::Game;
use crate::rules::notation::to_short;
use crate::rules::{Move, Position, Side};

/// Exit code: nothing to analyse.
pub const EXIT_NOTHING: u8 = 3;
/// Exit code: the output could not be written.
pub const EXIT_OUTPUT: u8 = 4;

/// How many moves of the engine's line a line of the report shows.
const LINE_MOVES: usize = 6;

#[derive(clap::Args, Debug)]
pub struct AnalyseArgs {
    /// The game record (JSON, docs/record.md).
    pub file: PathBuf,
    /// Time the engine thinks about each position (`200ms`, `1s`, `0.5s`) instead of the
    /// default limit (150000 nodes a position, about 200 ms, the same marks on any
    /// machine and in the replay viewer); a time may mark differently from run to run.
    #[arg(long, value_name = "TIME", value_parser = parse_duration)]
    pub think: Option<Duration>,
    /// Search each position to this depth (plies) instead: the same result on any
    /// machine, whatever --jobs.
    #[arg(long, value_name = "N", conflicts_with = "think",
          value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_DEPTH)))]
    pub depth: Option<u32>,
    /// Also write the record with its analysis to OUT (`-`: to standard output, instead
    /// of the report). OUT may be FILE itself or hold the same game; a file holding
    /// another game, or anything that is not a game, is not overwritten; OUT's folder must
    /// exist (none is made).
    #[arg(long, value_name = "OUT")]
    pub json: Option<PathBuf>,
    /// Positions analysed at the same time (threads).
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..=256))]
    pub jobs: u32,
    /// Search threads for each position (Lazy SMP; with --depth the result may then
    /// vary from run to run).
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: u32,
}

/// The thresholds of the classes in words, for `--help` (from [`Thresholds::DEFAULT`]).
pub fn thresholds_help() -> String {
    let t = Thresholds::DEFAULT;
    format!(
        "How moves are marked: the engine's move, or a move scoring up to {best} \
         centipawns below it, is best. Any other move's loss is how much the chance of \
         winning of the side that moved falls, in percentage points, the chance read from \
         the evaluation by the logistic curve chess sites use (50% at 0.00, 59% at +1.00, \
         75% at +3.00, 96% a Queen up; 100% with a mate to give). A loss up to {good} \
         points is good, up to {inacc} an inaccuracy (?!), up to {mistake} a mistake (?), \
         more a blunder (??): from an even game about 1.10, 2.30 and 3.75 pawns, while ten \
         pawns ahead giving back two is no mark. Missing a mate, or walking into one, is at \
         least a mistake, and a blunder unless the side that moved keeps a {decisive}% \
         chance (missing a mate) or had under {lost}% already (walking into one). A game \
         decided for the same side before and after the move (a mate, or more than \
         {decided} pawns either way) leaves the move unmarked, but for a forced mate let \
         go: that is an inaccuracy (?!). The average loss is in \
         centipawns, each move's loss counted up to {cap}.\n\n\
         Each line: the move number as the move list counts them (1. for Blue, 1... for \
         Red; when Red moves first, its first move is 1... and Blue's reply 2.), the move, the evaluation before and after it \
         for the side that moved (in pawns; #3 mates in three, #-2 is mated in two), the \
         mark, and, when another move was better (the move is not `best`), the engine's move and the start of its \
         line.\n\n\
         Exit codes: 0 analysed; 1 and 2 as `replay --check` (a step breaks a rule; not a \
         record); 3 nothing to analyse (no fight move yet); 4 the output could not be \
         written.\n\n\
         Examples:\n  shuuro analyse game.json\n  shuuro analyse game.json --think 1s --jobs 2 \
         --json game.json\n  shuuro analyse game.json --depth 6 --json -",
        decisive = Thresholds::DECISIVE_PERCENT,
        lost = 100.0 - Thresholds::DECISIVE_PERCENT,
        best = t.best,
        good = t.good,
        inacc = t.inaccuracy,
        mistake = t.mistake,
        cap = crate::analysis::LOSS_CAP,
        decided = Thresholds::DECIDED_CP / 100,
    )
}

/// Why `--json OUT` is not written.
#[derive(Debug, thiserror::Error)]
pub enum OutError {
    #[error("{} is not overwritten: it holds another game", .0.display())]
    AnotherGame(PathBuf),
    /// FILE itself was changed (a move played, say) while the engine was thinking.
    #[error("{} is not overwritten: its game changed during the analysis", .0.display())]
    Changed(PathBuf),
    /// A running game holds the file (and will save over it).
    #[error("{} is not overwritten: a running game has it open", .0.display())]
    InUse(PathBuf),
    /// The folder OUT is to be written in does not exist (folders are never made).
    #[error("{} is not written: the folder {} does not exist", .file.display(), .folder.display())]
    NoFolder { file: PathBuf, folder: PathBuf },
    #[error("{0}")]
    Save(#[from] SaveError),
}

/// Whether the record of `game` (read from `file`) may be written to `out`: `out` does
/// not exist, or holds the same game (same rules and steps; `file` itself does unless it
/// changed since it was read), and no running game has it open. Anything else (another
/// game, a file that is not a game, a directory or FIFO, a folder that does not exist)
/// is refused.
pub fn check_out(out: &Path, file: &Path, game: &Game) -> Result<(), OutError> {
    if let Some(folder) = store::missing_folder(out) {
        return Err(OutError::NoFolder {
            file: out.to_path_buf(),
            folder,
        });
    }
    let same_path = match (std::fs::canonicalize(out), std::fs::canonicalize(file)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    let io = |source: std::io::Error| {
        OutError::Save(SaveError::Io {
            path: out.to_path_buf(),
            source: source.into(),
        })
    };
    let bytes = match store::read_regular(out) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(io(e)),
    };
    let other = Record::from_json_bytes(&bytes)
        .map_err(store::NotAGame::Record)
        .and_then(|r| r.to_game().map_err(store::NotAGame::Replay))
        .map_err(Box::new);
    match other {
        Err(reason) => Err(OutError::Save(SaveError::WouldOverwrite {
            path: out.to_path_buf(),
            reason,
        })),
        Ok(g) if g.rules() == game.rules() && g.steps() == game.steps() => {
            if store::is_locked_elsewhere(out) {
                Err(OutError::InUse(out.to_path_buf()))
            } else {
                Ok(())
            }
        }
        Ok(_) if same_path => Err(OutError::Changed(out.to_path_buf())),
        Ok(_) => Err(OutError::AnotherGame(out.to_path_buf())),
    }
}

/// The record in `file` now, if it still holds `game` (the same rules and steps).
fn reread(file: &Path, game: &Game) -> Option<Record> {
    let rec = store::load(file).ok()?;
    let now = rec.to_game().ok()?;
    (now.rules() == game.rules() && now.steps() == game.steps()).then_some(rec)
}

/// The report: a header, one line per analysed move, a summary per side.
pub fn report(file: &Path, analysis: &Analysis, positions: &[Position]) -> String {
    let mut out = String::new();
    let first = positions.first().map(Position::turn);
    let plies = analysis.moves.len();
    let _ = writeln!(
        out,
        "{}: {}, {}, {} per position ({})",
        file.display(),
        counted(
            moves_after(first.unwrap_or(Side::Blue), plies),
            "move",
            "moves"
        ),
        counted(plies, "ply", "plies"),
        limit_words(&analysis.limit),
        analysis.engine
    );
    for (i, m) in analysis.moves.iter().enumerate() {
        let Some(pos) = positions.get(i) else { break };
        let number = MoveNumber::of(first.unwrap_or(Side::Blue), i).to_string();
        let played = to_short(pos, m.played);
        let _ = write!(
            out,
            "{number:>7} {played:<9} {:>6} {:>6} {:<2}",
            m.before.to_string(),
            m.after.to_string(),
            m.class.mark()
        );
        // A move as good as the engine's needs no other.
        if m.played != m.best && m.class != Class::Best {
            let line = line_text(pos, &m.pv, m.best);
            let _ = write!(out, "  best {}: {line}", to_short(pos, m.best));
        }
        let text = out.trim_end().len();
        out.truncate(text);
        out.push('\n');
    }
    if let Some(first) = first {
        for (side, is_first) in [(first, true), (first.opposite(), false)] {
            let s = analysis.summary(is_first);
            let counts: Vec<String> = Class::ALL
                .iter()
                .map(|&c| format!("{} {}", s.count(c), c.as_str()))
                .collect();
            let _ = writeln!(
                out,
                "{:<5} {}, average loss {} cp: {}",
                format!("{side}:"),
                counted(s.moves, "move", "moves"),
                s.average_loss,
                counts.join(", ")
            );
        }
    }
    out
}

/// `1 move`, `2 moves`.
fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A limit of docs/analysis.md (`movetime 200`, `depth 8`, `nodes 100000`, joined by spaces)
/// for people: the time with its unit (`200 ms`), the rest as it is.
fn limit_words(limit: &str) -> String {
    let mut words = Vec::new();
    let mut parts = limit.split_whitespace();
    while let Some(word) = parts.next() {
        match word {
            "movetime" => match parts.next() {
                Some(ms) => words.push(format!("{ms} ms")),
                None => words.push(word.to_string()),
            },
            _ => words.push(word.to_string()),
        }
    }
    words.join(" ")
}

/// The first moves of `pv` (or `best` alone) in short notation, played along from `pos`.
fn line_text(pos: &Position, pv: &[Move], best: Move) -> String {
    let moves = if pv.is_empty() { &[best][..] } else { pv };
    let mut p = pos.clone();
    let mut words = Vec::new();
    for &m in moves.iter().take(LINE_MOVES) {
        if !p.is_legal(m) {
            break;
        }
        words.push(to_short(&p, m));
        p.play_unchecked(m);
    }
    if moves.len() > LINE_MOVES {
        words.push("...".into());
    }
    words.join(" ")
}

/// A progress bar on standard error while positions are analysed, only when standard
/// error is a terminal.
fn progress_bar(total: usize) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(total as u64);
    let style = indicatif::ProgressStyle::with_template(
        "analysing {bar:40} {pos}/{len} positions, {elapsed} ({eta} left)",
    )
    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}

fn fail(code: u8, message: impl std::fmt::Display) -> ExitCode {
    super::output::warn(format_args!("{message}"));
    ExitCode::from(code)
}

/// Runs `analyse`: prints the report (or the record with `--json -`), writes `--json
/// OUT`, returns the exit code.
pub fn run(args: AnalyseArgs) -> ExitCode {
    let (mut rec, game) = match load_checked(&args.file) {
        Ok(x) => x,
        Err(rep) => {
            super::output::warn_lines(&rep.stderr);
            return ExitCode::from(rep.code);
        }
    };
    // docs/record.md: plinths alone, no rolls and no armies, is a layout, not a game.
    let layout = rec.plinths.is_some()
        && rec.plinth_rolls.is_none()
        && rec.armies.blue.is_none()
        && rec.armies.red.is_none();
    if layout {
        let message = format!(
            "{}: nothing to analyse: this file is a practice layout, not a game (it is used with shuuro practice --layout FILE)",
            args.file.display()
        );
        return fail(EXIT_NOTHING, message);
    }
    let positions = game.history();
    if positions.is_empty() {
        let message = format!(
            "{}: nothing to analyse: the game has not reached the fight ({})",
            args.file.display(),
            game.phase()
        );
        return fail(EXIT_NOTHING, message);
    }
    if game.moves().is_empty() {
        let message = format!(
            "{}: nothing to analyse: the fight has no move yet",
            args.file.display()
        );
        return fail(EXIT_NOTHING, message);
    }
    let to_stdout = args.json.as_deref() == Some(Path::new("-"));
    let out_file = args.json.as_deref().filter(|_| !to_stdout);
    // Refused before the engine spends minutes on the analysis.
    if let Some(out) = out_file
        && let Err(e) = check_out(out, &args.file, &game)
    {
        return fail(EXIT_OUTPUT, e);
    }

    // A depth or a time when asked for, else the viewer's limit (the same marks).
    let options = SearchOptions {
        threads: Some(args.threads as usize),
        ..match (args.depth, args.think) {
            (Some(depth), _) => SearchOptions {
                depth: Some(depth),
                ..SearchOptions::default()
            },
            (None, Some(time)) => SearchOptions {
                time: Some(time),
                ..SearchOptions::default()
            },
            (None, None) => run::default_options(),
        }
    };
    let bar = progress_bar(positions.len());
    let stop = AtomicBool::new(false);
    let evals: Vec<Option<PositionEval>> = run::evaluate_all(
        positions,
        0,
        &options,
        args.jobs as usize,
        &stop,
        &|_, _| {
            bar.inc(1);
            true
        },
    );
    bar.finish_and_clear();
    let analysis = Analysis {
        engine: run::engine_name(),
        limit: run::limit_text(&options),
        moves: run::assemble(game.moves(), &evals, Thresholds::DEFAULT),
    };

    let text = report(&args.file, &analysis, positions);
    // FILE as it is now, when it still holds the game: what was changed in it while the
    // engine was thinking (its notes, names, `x-` fields) is kept, not undone.
    if let Some(now) = reread(&args.file, &game) {
        rec = now;
    }
    rec.analysis = Some(analysis);
    let stdout_text = if to_stdout {
        rec.to_json_string()
    } else {
        text
    };
    // The file first: a report that can't be printed does not cost the analysis.
    let written = out_file.map(|out| {
        // Checked again: the file may have changed while the engine was thinking.
        check_out(out, &args.file, &game)
            .and_then(|()| store::save_atomic(out, &rec).map_err(OutError::from))
    });
    let mut stdout = std::io::stdout().lock();
    let printed = stdout
        .write_all(stdout_text.as_bytes())
        .and_then(|()| stdout.flush());
    let mut code = ExitCode::SUCCESS;
    if let Some(Err(e)) = written {
        code = fail(EXIT_OUTPUT, e);
    }
    if let Err(e) = printed {
        code = fail(EXIT_OUTPUT, format!("can't write to standard output: {e}"));
    }
    code
}
