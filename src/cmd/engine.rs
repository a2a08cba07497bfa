//! `shuuro engine`: the engine protocol of docs/engine.md on standard input and output.
//!
//! This thread reads the commands; a search runs on a thread of its own, so `stop`,
//! `isready` and `quit` are answered while it thinks. Every problem with the input is an
//! `info string` line; only the end of the input or `quit` ends the program.

use std::io;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use super::output;
use crate::engine::deploy::{DeployBudget, FightOrder, scored_placement, searched_placement};
use crate::engine::level::Level;
use crate::engine::lines::{Line, MAX_LINE, read_line};
use crate::engine::protocol::{
    Command, CommandError, ENGINE_AUTHOR, ENGINE_NAME, EnginePosition, Go, HASH_MB, MULTI_PV,
    Score, info_line, info_line_of,
};
use crate::engine::search::{MAX_THREADS, SearchOptions, Searcher, cores};
use crate::engine::skill::{self, Skill};
use crate::engine::style::Style;
use crate::rules::Side;

/// Arguments of `shuuro engine` (the rest is set through the protocol).
#[derive(clap::Args, Debug, Default)]
pub struct EngineArgs {
    /// Search threads to start with (as `setoption name Threads value N`; 1 to the
    /// number of cores)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=MAX_THREADS as i64))]
    threads: Option<u32>,
    /// Playing strength to start with, 1 (weakest) to 8 (the full engine), as `setoption
    /// name Level value N`
    #[arg(long)]
    level: Option<Level>,
}

/// The first failure to write standard output (a full disk, a closed pipe): the engine
/// stops at its next command and says why. (The search thread writes too.)
static OUTPUT_FAILURE: Mutex<Option<io::Error>> = Mutex::new(None);

/// Writes one line to standard output at once (the search thread writes too).
/// `false` when standard output is gone (kept in [`OUTPUT_FAILURE`]).
fn say(line: &str) -> bool {
    match output::print_line(line) {
        Ok(()) => true,
        Err(e) => {
            if let Ok(mut f) = OUTPUT_FAILURE.lock() {
                f.get_or_insert(e);
            }
            false
        }
    }
}

/// Whether a write to standard output has failed.
fn output_failed() -> bool {
    OUTPUT_FAILURE.lock().map_or(true, |f| f.is_some())
}

/// A search in progress.
struct Running {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

struct Session {
    searcher: Arc<Mutex<Searcher>>,
    hash_mb: usize,
    /// Search threads (option `Threads`).
    threads: usize,
    /// How it plays in every phase (option `Level`: its level).
    style: Style,
    /// How many best lines a fight search at the full level shows (option `MultiPV`).
    multipv: usize,
    position: Option<EnginePosition>,
    running: Option<Running>,
    /// Varies the deployment choice between `go`s of a session.
    placements: u64,
}

impl Session {
    fn new(threads: usize, style: Style) -> Session {
        Session {
            searcher: Arc::new(Mutex::new(Searcher::with_hash_mb(HASH_MB.0))),
            hash_mb: HASH_MB.0,
            threads,
            style,
            multipv: MULTI_PV.0,
            position: None,
            running: None,
            placements: 0,
        }
    }

    /// Stops the search in progress (it answers `bestmove`) and waits for it.
    fn finish_search(&mut self) {
        if let Some(r) = self.running.take() {
            r.stop.store(true, Ordering::Relaxed);
            if r.thread.join().is_err() {
                say("info string the search failed; its move is lost");
            }
        }
    }

    /// A `go` the engine refused: the search under way ends first, then the reason, then
    /// one `bestmove` as for the shortest search (docs/engine.md), before the next command.
    fn refused_go(&mut self, why: &CommandError) {
        self.finish_search();
        say(&format!("info string {why}; answering as for `go depth 1`"));
        self.go(Go::SHORTEST);
        if let Some(r) = self.running.take()
            && r.thread.join().is_err()
        {
            say("info string the search failed; its move is lost");
        }
    }

    /// Forgets a search that ended by itself.
    fn reap(&mut self) {
        if self
            .running
            .as_ref()
            .is_some_and(|r| r.thread.is_finished())
        {
            self.finish_search();
        }
    }

    /// Handles one command; `false` to quit.
    fn handle(&mut self, command: Command) -> bool {
        self.reap();
        match command {
            Command::Uci => {
                say(&format!("id name {ENGINE_NAME}"));
                say(&format!("id author {ENGINE_AUTHOR}"));
                let (def, min, max) = HASH_MB;
                say(&format!(
                    "option name Hash type spin default {def} min {min} max {max}"
                ));
                say(&format!(
                    "option name Threads type spin default 1 min 1 max {}",
                    max_threads()
                ));
                say(&format!(
                    "option name Level type spin default {} min {} max {}",
                    Level::default(),
                    Level::MIN,
                    Level::MAX
                ));
                let (def, min, max) = MULTI_PV;
                say(&format!(
                    "option name MultiPV type spin default {def} min {min} max {max}"
                ));
                say("uciok");
            }
            Command::IsReady => {
                say("readyok");
            }
            Command::SetOption { name, value } if name.eq_ignore_ascii_case("threads") => {
                let max = max_threads();
                match value.as_deref().map(str::parse::<usize>) {
                    Some(Ok(n)) if (1..=max).contains(&n) => {
                        self.finish_search();
                        self.threads = n;
                    }
                    _ => {
                        say(&format!(
                            "info string option Threads takes a number of threads from 1 to {max}, not {:?}",
                            value
                                .unwrap_or_default()
                                .chars()
                                .take(40)
                                .collect::<String>()
                        ));
                    }
                }
            }
            Command::SetOption { name, value } if name.eq_ignore_ascii_case("level") => {
                match value.as_deref().map(str::parse::<Level>) {
                    Some(Ok(level)) => {
                        self.finish_search();
                        self.style.level = level;
                    }
                    Some(Err(e)) => {
                        say(&format!("info string option Level: {e}"));
                    }
                    None => {
                        say("info string option Level takes a level from 1 to 8");
                    }
                }
            }
            Command::SetOption { name, value } if name.eq_ignore_ascii_case("multipv") => {
                let (_, min, max) = MULTI_PV;
                match value.as_deref().map(str::parse::<usize>) {
                    Some(Ok(n)) if (min..=max).contains(&n) => {
                        self.finish_search();
                        self.multipv = n;
                    }
                    _ => {
                        say(&format!(
                            "info string option MultiPV takes a number of lines from {min} to {max}, not {:?}",
                            value
                                .unwrap_or_default()
                                .chars()
                                .take(40)
                                .collect::<String>()
                        ));
                    }
                }
            }
            Command::SetOption { name, value } => {
                if !name.eq_ignore_ascii_case("hash") {
                    say(&format!(
                        "info string unknown option {:?} (the options: Hash, Threads, Level, MultiPV)",
                        name.chars().take(40).collect::<String>()
                    ));
                    return true;
                }
                let (_, min, max) = HASH_MB;
                match value.as_deref().map(str::parse::<usize>) {
                    Some(Ok(mb)) if (min..=max).contains(&mb) => {
                        self.finish_search();
                        if mb != self.hash_mb {
                            self.hash_mb = mb;
                            self.searcher = Arc::new(Mutex::new(Searcher::with_hash_mb(mb)));
                        }
                    }
                    _ => {
                        say(&format!(
                            "info string option Hash takes a value in MB from {min} to {max}, not {:?}",
                            value
                                .unwrap_or_default()
                                .chars()
                                .take(40)
                                .collect::<String>()
                        ));
                    }
                }
            }
            Command::NewGame => {
                self.finish_search();
                self.searcher
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .clear();
                self.position = None;
            }
            Command::Position { sfen, moves } => {
                // A search under way ends first, with its bestmove (docs/engine.md).
                self.finish_search();
                match EnginePosition::resolve(&sfen, &moves) {
                    Ok(p) => {
                        // docs/sfen.md: anything after the fourth field is ignored; said,
                        // so that a slip like `move e2e4` is seen.
                        let extra: Vec<&str> = sfen.split_whitespace().skip(4).collect();
                        if !extra.is_empty() {
                            let extra: String = extra.join(" ").chars().take(40).collect();
                            say(&format!(
                                "info string position: {extra:?} after the SFEN's four fields is ignored (moves follow the word `moves`)"
                            ));
                        }
                        self.position = Some(p);
                    }
                    Err(e) => {
                        let kept = if self.position.is_some() {
                            "the engine keeps its previous position"
                        } else {
                            "the engine has no position yet"
                        };
                        say(&format!("info string {e}; {kept}"));
                    }
                }
            }
            Command::Go(go) => {
                self.finish_search();
                self.go(go);
            }
            Command::Army(ask) => match ask.rules() {
                Ok((rules, plinths)) => {
                    self.placements += 1;
                    let army =
                        skill::army(&rules, Side::Blue, plinths, self.placements, &self.style);
                    say(&format!("bestarmy {army}"));
                }
                Err(e) => {
                    say(&format!("info string {e}"));
                }
            },
            Command::Stop => self.finish_search(),
            Command::Quit => {
                self.finish_search();
                return false;
            }
        }
        true
    }

    fn go(&mut self, go: Go) {
        if let Some(side) = self.position.as_ref().and_then(EnginePosition::turn)
            && go.lacks_clock_of(side)
        {
            let word = match side {
                Side::Blue => "wtime",
                Side::Red => "btime",
            };
            say(&format!(
                "info string go: no {word} for {side}, the side to move, and no other limit: searching until stop"
            ));
        }
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let position = self.position.clone();
        let searcher = Arc::clone(&self.searcher);
        let threads = self.threads;
        let (style, multipv) = (self.style, self.multipv);
        self.placements += 1;
        let seed = self.placements;
        let thread = std::thread::spawn(move || {
            let best = match position {
                None => {
                    say("info string no position: send `position sfen <SFEN>` before `go`");
                    None
                }
                Some(EnginePosition::Fight { position, history }) => {
                    if let Some(o) = position.outcome() {
                        say(&format!(
                            "info string the game is over: {}",
                            o.reason.name()
                        ));
                        None
                    } else {
                        let options = SearchOptions {
                            threads: Some(threads),
                            ..go.limits(position.turn())
                        };
                        let mut searcher = searcher.lock().unwrap_or_else(PoisonError::into_inner);
                        if style.is_full() && multipv > 1 {
                            let lines = searcher.search_lines(
                                &position,
                                &history,
                                &options,
                                multipv,
                                &flag,
                                &mut |k, r| {
                                    say(&info_line_of(r, Some(k)));
                                },
                            );
                            lines.first().map(|l| l.first().to_string())
                        } else {
                            // Below the full level the move is the level's: its own search
                            // is reported, one line.
                            let skill = Skill { style, seed };
                            skill::fight_move(
                                &mut searcher,
                                &position,
                                &history,
                                &options,
                                skill,
                                &flag,
                                &mut |r| {
                                    say(&info_line(r));
                                },
                            )
                            .map(|(r, _)| r.best.to_string())
                        }
                    }
                }
                Some(EnginePosition::Deploy(d)) => {
                    if d.is_complete() {
                        say(
                            "info string the deployment is complete; who moves first is for the dice (send the fight position)",
                        );
                        None
                    } else if !style.is_full() {
                        let options = SearchOptions {
                            threads: Some(threads),
                            ..go.limits(d.turn().unwrap_or(Side::Blue))
                        };
                        let placed = match DeployBudget::for_limits(&options) {
                            Some(budget) => {
                                skill::placement(&d, FightOrder::Dice, &budget, seed, &style, &flag)
                            }
                            None => skill::quick_placement(&d, seed, &style),
                        };
                        if placed.is_none() {
                            let why = d.stuck().map(|e| e.to_string()).unwrap_or_default();
                            say(&format!("info string nothing can be placed: {why}"));
                        }
                        placed.map(|(piece, square)| format!("{}@{square}", piece.char()))
                    } else if let Some((piece, square, score)) = scored_placement(&d, seed) {
                        let text = format!("{}@{square}", piece.char());
                        say(&format!(
                            "info depth 1 seldepth 1 score {} nodes {} nps 0 time 0 pv {text}",
                            Score(score),
                            d.legal_placements().len()
                        ));
                        // Then the fights the best placements lead to, within the limits
                        // (the dice decide the first mover: the position does not say).
                        let options = SearchOptions {
                            threads: Some(threads),
                            ..go.limits(d.turn().unwrap_or(Side::Blue))
                        };
                        let started = std::time::Instant::now();
                        let searched = DeployBudget::for_limits(&options).and_then(|budget| {
                            searched_placement(&d, FightOrder::Dice, &budget, seed, &flag)
                                .map(|p| (p, budget.depth))
                        });
                        match searched {
                            Some((p, depth)) if p.searched > 0 => {
                                let text = format!("{}@{}", p.piece.char(), p.square);
                                let ms = started.elapsed().as_millis().max(1) as u64;
                                say(&format!(
                                    "info depth 2 seldepth {} score {} nodes {} nps {} time {ms} pv {text}",
                                    depth + 1,
                                    Score(p.score),
                                    p.nodes,
                                    p.nodes * 1000 / ms,
                                ));
                                Some(text)
                            }
                            _ => Some(text),
                        }
                    } else {
                        let why = d.stuck().map(|e| e.to_string()).unwrap_or_default();
                        say(&format!("info string nothing can be placed: {why}"));
                        None
                    }
                }
            };
            if go.waits_for_stop() {
                while !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            say(&format!("bestmove {}", best.as_deref().unwrap_or("(none)")));
        });
        self.running = Some(Running { stop, thread });
    }
}

/// The most threads the `Threads` option takes: the machine's cores.
fn max_threads() -> usize {
    cores().clamp(1, MAX_THREADS)
}

/// Runs `shuuro engine` until `quit` or the end of standard input.
pub fn run(args: EngineArgs) -> ExitCode {
    let threads = args.threads.map_or(1, |n| n as usize).min(max_threads());
    let mut session = Session::new(threads, Style::at(args.level.unwrap_or_default()));
    let mut input = io::stdin().lock();
    while !output_failed() {
        let line = match read_line(&mut input) {
            Ok(Some(Line::Text(bytes))) => bytes,
            Ok(Some(Line::TooLong { len })) => {
                say(&format!(
                    "info string a line of {len} bytes was ignored (at most {MAX_LINE})"
                ));
                continue;
            }
            Ok(None) => break,
            Err(e) => {
                say(&format!("info string standard input failed: {e}"));
                break;
            }
        };
        let Ok(text) = std::str::from_utf8(&line) else {
            say("info string a line that is not UTF-8 text was ignored");
            continue;
        };
        let keep_going = match Command::parse(text) {
            Ok(Some(command)) => session.handle(command),
            Ok(None) => true,
            Err(e) if e.refuses_go() => {
                session.refused_go(&e);
                true
            }
            Err(e) => say(&format!("info string {e}")),
        };
        if !keep_going {
            break;
        }
    }
    // The end of input, `quit` or a failed standard output: stop thinking, answer, go.
    session.finish_search();
    match OUTPUT_FAILURE.lock().map(|mut f| f.take()) {
        Ok(Some(e)) => output::failed("shuuro engine", &e),
        _ => ExitCode::SUCCESS,
    }
}
