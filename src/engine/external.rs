//! A program that speaks the engine protocol (docs/engine.md), driven as a player of
//! `shuuro match`: started once per game, asked for every placement and fight move with
//! `go movetime` (or, at a time control, `go wtime btime winc binc`), and given a deadline
//! for every answer. It runs in a process group of its own, ended with it, so that what it
//! starts does not outlive it.

use std::fmt;
use std::io::{BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::str::FromStr;
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::time::{Duration, Instant};

use crate::rules::deploy::Deployment;
use crate::rules::game::Rules;
use crate::rules::roster::{ArmyViolation, Roster};
use crate::rules::{Army, Bitboard, Move, Piece, Position, Side, Square, sfen};

use super::clock::GameClock;
use super::lines::{Line, read_line};

/// How an external player is asked to think: a time per move, or the game's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Think {
    /// `go movetime <ms>`; the answer is due within the move time plus the grace.
    MoveTime(Duration),
    /// `go wtime btime winc binc` with `side` to move; the answer is due within what is
    /// left on its clock plus the grace (the runner's clock decides whether the flag fell).
    Clock { clock: GameClock, side: Side },
}

impl Think {
    /// The `go` command.
    ///
    /// ```
    /// use std::time::Duration;
    /// use shuuro::engine::clock::{GameClock, TimeControl};
    /// use shuuro::engine::external::Think;
    /// use shuuro::rules::Side;
    /// let ms = Duration::from_millis;
    /// assert_eq!(Think::MoveTime(ms(50)).go(), "go movetime 50");
    /// let clock = GameClock::new(TimeControl::new(ms(60_000), ms(500)));
    /// assert_eq!(
    ///     Think::Clock { clock, side: Side::Red }.go(),
    ///     "go wtime 60000 btime 60000 winc 500 binc 500"
    /// );
    /// ```
    pub fn go(&self) -> String {
        match self {
            Think::MoveTime(t) => format!("go movetime {}", t.as_millis().max(1)),
            Think::Clock { clock, .. } => {
                let inc = clock.increment().as_millis();
                format!(
                    "go wtime {} btime {} winc {inc} binc {inc}",
                    clock.left(Side::Blue).as_millis(),
                    clock.left(Side::Red).as_millis()
                )
            }
        }
    }

    /// The longest the answer may take before the grace.
    pub fn due(&self) -> Duration {
        match self {
            Think::MoveTime(t) => *t,
            Think::Clock { clock, side } => clock.left(*side),
        }
    }
}

/// How long a program may take to start and answer `uci` / `isready`.
pub const HANDSHAKE: Duration = Duration::from_secs(10);

/// An external player: `uci:<path>`, arguments after the path separated by spaces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalSpec {
    /// The program.
    pub program: String,
    /// Its arguments (`engine` for a `shuuro` binary given alone).
    pub args: Vec<String>,
}

/// Why a `uci:` player name can't be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("uci: needs a program, like uci:./other-shuuro or \"uci:./engine --flag\"")]
pub struct ParseExternalError;

impl FromStr for ExternalSpec {
    type Err = ParseExternalError;

    /// Reads `uci:<path> [args...]`; `uci:target/release/shuuro` gets the argument `engine`.
    ///
    /// ```
    /// use shuuro::engine::external::ExternalSpec;
    /// let s: ExternalSpec = "uci:target/release/shuuro".parse().unwrap();
    /// assert_eq!(s.args, vec!["engine"]);
    /// let s: ExternalSpec = "uci:./other --threads 2".parse().unwrap();
    /// assert_eq!((s.program.as_str(), s.args.len()), ("./other", 2));
    /// assert!("uci:".parse::<ExternalSpec>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<ExternalSpec, ParseExternalError> {
        let rest = s.strip_prefix("uci:").ok_or(ParseExternalError)?;
        let mut words = rest.split_whitespace();
        let program = words.next().ok_or(ParseExternalError)?.to_string();
        let mut args: Vec<String> = words.map(str::to_string).collect();
        let stem = Path::new(&program)
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("");
        if args.is_empty() && stem == "shuuro" {
            args.push("engine".into());
        }
        Ok(ExternalSpec { program, args })
    }
}

impl fmt::Display for ExternalSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "uci:{}", self.program)?;
        for a in &self.args {
            write!(f, " {a}")?;
        }
        Ok(())
    }
}

/// How an external player failed (each is a lost game for it).
#[derive(Debug, thiserror::Error)]
pub enum ExternalError {
    /// The program could not be started.
    #[error("could not start {program}: {source}")]
    Start {
        program: String,
        source: std::io::Error,
    },
    /// It closed its output or exited.
    #[error("crashed (its output ended)")]
    Crashed,
    /// No answer in time.
    #[error("no {expected} within {} ms", .waited.as_millis())]
    Timeout {
        expected: &'static str,
        waited: Duration,
    },
    /// An answer that is no move, or not a legal one.
    #[error("illegal answer {0:?}")]
    Illegal(String),
    /// A `bestarmy` whose word is not an army's letters (docs/engine.md: the game is lost).
    #[error("bestarmy {0:?} is not an army (one letter a piece: KQRBNP)")]
    NotAnArmy(String),
    /// A `bestarmy` the roster or the budget does not allow: every problem.
    #[error("bestarmy {army} breaks the roster: {}",
        .violations.iter().map(|v| v.to_string()).collect::<Vec<_>>().join("; "))]
    InvalidArmy {
        army: String,
        violations: Vec<ArmyViolation>,
    },
}

/// A line of the program's output, with when the runner read it.
type Stamped = (Instant, String);

/// Lines read ahead of the runner at most: past this the program waits on its pipe.
const LINES_QUEUED: usize = 256;

/// The next line the program printed by `deadline`. A line read after the deadline is
/// the timeout too, even when it waits in the queue: a program that never stops printing
/// can't hold the runner past its deadline (`expected` and `waited` word the timeout).
fn next_line(
    lines: &Receiver<Stamped>,
    deadline: Instant,
    expected: &'static str,
    waited: Duration,
) -> Result<String, ExternalError> {
    let left = deadline.saturating_duration_since(Instant::now());
    match lines.recv_timeout(left) {
        Ok((at, line)) if at <= deadline => Ok(line),
        Ok(_) | Err(RecvTimeoutError::Timeout) => Err(ExternalError::Timeout { expected, waited }),
        Err(RecvTimeoutError::Disconnected) => Err(ExternalError::Crashed),
    }
}

/// A running external player.
#[derive(Debug)]
pub struct External {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Stamped>,
    /// Time spent waiting for its moves.
    pub thinking: Duration,
    /// Moves and placements it answered.
    pub answers: u32,
}

impl External {
    /// Starts the program and waits for `uciok` and `readyok`.
    pub fn start(spec: &ExternalSpec) -> Result<External, ExternalError> {
        let mut command = Command::new(&spec.program);
        command
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        // A process group of its own: whatever it starts ends with it ([`end_group`]).
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command.spawn().map_err(|source| ExternalError::Start {
            program: spec.program.clone(),
            source,
        })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            end_group(&child);
            let _ = child.kill();
            let _ = child.wait();
            return Err(ExternalError::Crashed);
        };
        // Bounded: a program printing faster than it is read waits on its pipe.
        let (tx, rx) = sync_channel::<Stamped>(LINES_QUEUED);
        // Lines are read with a bound (an endless line costs no memory), and bytes that
        // are not UTF-8 become stand-ins: only the end of its output ends the reading.
        std::thread::spawn(move || {
            let mut out = BufReader::new(stdout);
            while let Ok(Some(line)) = read_line(&mut out) {
                let Line::Text(bytes) = line else { continue };
                let text = String::from_utf8_lossy(&bytes).into_owned();
                if tx.send((Instant::now(), text)).is_err() {
                    break;
                }
            }
        });
        let mut e = External {
            child,
            stdin,
            lines: rx,
            thinking: Duration::ZERO,
            answers: 0,
        };
        e.send("uci")?;
        e.wait_for("uciok", HANDSHAKE)?;
        e.send("ucinewgame")?;
        e.send("isready")?;
        e.wait_for("readyok", HANDSHAKE)?;
        Ok(e)
    }

    fn send(&mut self, line: &str) -> Result<(), ExternalError> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|_| ExternalError::Crashed)
    }

    /// Reads lines until one starting with `word`; returns its rest.
    fn wait_for(&mut self, word: &'static str, within: Duration) -> Result<String, ExternalError> {
        let deadline = Instant::now() + within;
        loop {
            let line = next_line(&self.lines, deadline, word, within)?;
            let mut w = line.split_whitespace();
            if w.next() == Some(word) {
                return Ok(w.collect::<Vec<_>>().join(" "));
            }
        }
    }

    /// Sends the position and the `go` of `think`, returns the `bestmove` word.
    fn ask(
        &mut self,
        position: &str,
        think: Think,
        grace: Duration,
    ) -> Result<String, ExternalError> {
        self.send(position)?;
        let start = Instant::now();
        self.send(&think.go())?;
        let answer = self.wait_for("bestmove", think.due() + grace);
        self.thinking += start.elapsed();
        self.answers += 1;
        let answer = answer?;
        Ok(answer.split_whitespace().next().unwrap_or("").to_string())
    }

    /// Its army for `side` (`army roster ... budget ...`, docs/engine.md), `Ok(None)` when
    /// it gives none (a program without the command answers `readyok` first) or the
    /// roster is not a built-in one. A `bestarmy` that is no army, or not one the roster
    /// and budget allow, is the error ([`ExternalError::NotAnArmy`],
    /// [`ExternalError::InvalidArmy`]): the game is lost, never played with another army.
    pub fn army(
        &mut self,
        rules: &Rules,
        side: Side,
        plinths: Option<Bitboard>,
    ) -> Result<Option<Army>, ExternalError> {
        let roster = &rules.roster;
        if Roster::builtin(&roster.name).as_ref() != Some(roster) {
            return Ok(None);
        }
        let budget = rules.budget[side];
        let mut cmd = format!(
            "army roster {} budget {budget} board {}",
            roster.name,
            rules.board.len()
        );
        if let Some(p) = plinths {
            let squares: Vec<String> = p.into_iter().map(|s| s.to_string()).collect();
            cmd += &format!(" plinths {}", squares.join(","));
        }
        self.send(&cmd)?;
        self.send("isready")?;
        let deadline = Instant::now() + HANDSHAKE;
        loop {
            let line = next_line(&self.lines, deadline, "bestarmy", HANDSHAKE)?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("readyok") => return Ok(None),
                Some("bestarmy") => {
                    let word = words.next().unwrap_or("").to_string();
                    self.wait_for("readyok", HANDSHAKE)?;
                    let army = word
                        .parse::<Army>()
                        .map_err(|_| ExternalError::NotAnArmy(word.chars().take(40).collect()))?;
                    return match roster.validate(&army, budget) {
                        Ok(()) => Ok(Some(army)),
                        Err(violations) => Err(ExternalError::InvalidArmy {
                            army: word,
                            violations,
                        }),
                    };
                }
                _ => {}
            }
        }
    }

    /// Its placement in `deployment`, checked against the rules.
    pub fn placement(
        &mut self,
        deployment: &Deployment,
        think: Think,
        grace: Duration,
    ) -> Result<(Piece, Square), ExternalError> {
        let sfen = sfen::write(&deployment.to_setup());
        let word = self.ask(&format!("position sfen {sfen}"), think, grace)?;
        let illegal = || ExternalError::Illegal(word.chars().take(40).collect());
        let (p, sq) = word.split_once('@').ok_or_else(illegal)?;
        let mut chars = p.chars();
        let piece = match (chars.next(), chars.next()) {
            (Some(c), None) => Piece::from_char(c),
            _ => None,
        }
        .ok_or_else(illegal)?;
        let square: Square = sq.parse().map_err(|_| illegal())?;
        deployment
            .check_place(piece, square)
            .map_err(|_| illegal())?;
        Ok((piece, square))
    }

    /// Its fight move after `moves` from `start`, checked against `position` (where
    /// those moves lead).
    pub fn fight_move(
        &mut self,
        start: &Position,
        moves: &[Move],
        position: &Position,
        think: Think,
        grace: Duration,
    ) -> Result<Move, ExternalError> {
        let mut cmd = format!("position sfen {}", start.to_sfen());
        if !moves.is_empty() {
            cmd.push_str(" moves");
            for m in moves {
                cmd.push(' ');
                cmd.push_str(&m.to_string());
            }
        }
        let word = self.ask(&cmd, think, grace)?;
        let m: Move = word
            .parse()
            .map_err(|_| ExternalError::Illegal(word.chars().take(40).collect()))?;
        if !position.legal_moves().contains(&m) {
            return Err(ExternalError::Illegal(word));
        }
        Ok(m)
    }
}

impl Drop for External {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        // A well-behaved engine quits at once; give it a moment, then make sure.
        for _ in 0..20 {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        // What it started ends too, whether it quit or not.
        end_group(&self.child);
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Ends every process in `child`'s process group (the group [`External::start`] gives
/// it: the program and whatever it started and left running).
#[cfg(unix)]
fn end_group(child: &Child) {
    use rustix::process::{Pid, Signal, kill_process_group};
    // No group left (everything in it has ended) is no failure.
    let _ = kill_process_group(Pid::from_child(child), Signal::KILL);
}

/// Process groups are a Unix matter: elsewhere only the program itself is ended.
#[cfg(not(unix))]
fn end_group(_child: &Child) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_read_after_the_deadline_is_the_timeout_even_when_queued() {
        let (tx, rx) = sync_channel::<Stamped>(LINES_QUEUED);
        let deadline = Instant::now();
        let within = Duration::from_millis(5);
        let before = deadline - Duration::from_millis(1);
        let after = deadline + Duration::from_millis(1);
        tx.send((before, "info depth 1".into())).unwrap();
        tx.send((before, "bestmove e2e4".into())).unwrap();
        tx.send((after, "info depth 2".into())).unwrap();
        // What was printed in time is still read, though the deadline has passed.
        assert_eq!(
            next_line(&rx, deadline, "bestmove", within).unwrap(),
            "info depth 1"
        );
        assert_eq!(
            next_line(&rx, deadline, "bestmove", within).unwrap(),
            "bestmove e2e4"
        );
        // A line printed too late ends the wait, as does nothing at all.
        let late = next_line(&rx, deadline, "bestmove", within);
        assert!(matches!(
            late,
            Err(ExternalError::Timeout {
                expected: "bestmove",
                ..
            })
        ));
        let none = next_line(&rx, deadline, "bestmove", within);
        assert!(matches!(none, Err(ExternalError::Timeout { .. })));
        // The program's output closed: a crash.
        drop(tx);
        let gone = next_line(&rx, Instant::now() + within, "bestmove", within);
        assert!(matches!(gone, Err(ExternalError::Crashed)));
    }
}
