//! The engine protocol of `shuuro engine` (docs/engine.md), without any input or output:
//! reading a command line ([`Command::parse`]), resolving `position` into a fight or a
//! deployment ([`EnginePosition::resolve`]), turning `go` into search limits
//! ([`Go::limits`]) and writing `info` / `bestmove` lines ([`info_line`]).
//! `shuuro engine` (`cmd::engine`) does the reading, threads and writing.

use std::fmt;
use std::time::Duration;

use crate::rules::deploy::{Deployment, DeploymentErrors, PlaceError};
use crate::rules::game::Rules;
use crate::rules::position::{ParseMoveError, PositionErrors};
use crate::rules::roster::{Roster, WrongBoard};
use crate::rules::sfen::{self, SfenError};
use crate::rules::square::ParseSquareError;
use crate::rules::{Bitboard, BoardSize, BySide, Move, Piece, Position, Side, Square};

use super::clock::move_budget;
use super::search::{DepthReport, SearchOptions, mate_in_moves};

/// The engine's name and version, as `id name` gives it.
pub const ENGINE_NAME: &str = concat!("shuuro ", env!("CARGO_PKG_VERSION"));
/// The author, as `id author` gives it.
pub const ENGINE_AUTHOR: &str = "the shuuro authors";
/// Default, least and largest transposition table size, in MB (option `Hash`).
pub const HASH_MB: (usize, usize, usize) = (16, 1, 1024);
/// Default, least and largest number of best lines searched (option `MultiPV`).
pub const MULTI_PV: (usize, usize, usize) = (1, 1, 64);

/// One command to the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`: identify, list the options, `uciok`.
    Uci,
    /// `isready`: `readyok`.
    IsReady,
    /// `setoption name <N> [value <V>]`.
    SetOption { name: String, value: Option<String> },
    /// `ucinewgame`: forget what was learnt.
    NewGame,
    /// `position sfen <SFEN> [moves ...]`, still unresolved (see [`EnginePosition::resolve`]).
    Position { sfen: String, moves: Vec<String> },
    /// `go ...`.
    Go(Go),
    /// `stop`.
    Stop,
    /// `quit`.
    Quit,
    /// `army roster <name> budget <n> [board 12|8|6] [plinths <square,...>]`, still
    /// unchecked (see [`ArmyAsk::rules`]).
    Army(ArmyAsk),
}

/// An `army` command: choose an army for a built-in roster and budget.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArmyAsk {
    pub roster: String,
    pub budget: u32,
    /// The board's side (12, 8 or 6); `None`: the roster's own board.
    pub board: Option<u32>,
    /// The plinths already rolled (Scouts).
    pub plinths: Option<Vec<Square>>,
}

/// Why an `army` command can't be answered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArmyAskError {
    /// No built-in roster of that name.
    #[error(
        "army: unknown roster {0:?} (the built-in rosters: standard, mini, no-limits, tabletop, fairy, mini-fairy, eight, eight-fairy)"
    )]
    Roster(String),
    /// A board that is not 12, 8 or 6.
    #[error("army: board {0} (expected 12, 8 or 6)")]
    Board(u32),
    /// The roster is made for another board.
    #[error("army: {0}")]
    WrongBoard(#[from] WrongBoard),
    /// A plinth off the board.
    #[error("army: plinth {0} is off the {1} board")]
    OffBoard(Square, BoardSize),
    /// A plinth named twice.
    #[error("army: plinth {0} named twice")]
    PlinthTwice(Square),
}

impl ArmyAsk {
    /// The rules the army is for (the budget for both sides) and the plinths.
    ///
    /// ```
    /// use shuuro::engine::protocol::{ArmyAsk, Command};
    /// let Some(Command::Army(ask)) = Command::parse("army roster mini budget 150").unwrap() else {
    ///     panic!()
    /// };
    /// let (rules, plinths) = ask.rules().unwrap();
    /// assert_eq!((rules.budget.blue, rules.board.len(), plinths), (150, 6, None));
    /// ```
    pub fn rules(&self) -> Result<(Rules, Option<Bitboard>), ArmyAskError> {
        let roster = Roster::builtin(&self.roster)
            .ok_or_else(|| ArmyAskError::Roster(self.roster.clone()))?;
        let board = match self.board {
            None => roster.board.unwrap_or(BoardSize::Twelve),
            Some(n) => BoardSize::from_len(n).ok_or(ArmyAskError::Board(n))?,
        };
        roster.check_board(board)?;
        let plinths = match &self.plinths {
            None => None,
            Some(squares) => {
                let mut b = Bitboard::EMPTY;
                for &sq in squares {
                    if sq.file() >= board.len() || sq.rank() >= board.len() {
                        return Err(ArmyAskError::OffBoard(sq, board));
                    }
                    if b.contains(sq) {
                        return Err(ArmyAskError::PlinthTwice(sq));
                    }
                    b |= Bitboard::from(sq);
                }
                Some(b)
            }
        };
        let mut rules = Rules::with_roster(board, roster);
        rules.budget = BySide::new(self.budget, self.budget);
        rules.scouts = plinths.is_some();
        Ok((rules, plinths))
    }
}

/// The limits of a `go` command; all `None` / `false`: think until `stop`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub movetime: Option<Duration>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// Blue's clock.
    pub wtime: Option<Duration>,
    /// Red's clock.
    pub btime: Option<Duration>,
    pub winc: Option<Duration>,
    pub binc: Option<Duration>,
    pub infinite: bool,
}

/// Why a command line was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    /// The first word is no command of the protocol.
    #[error(
        "unknown command {0:?} (expected uci, isready, setoption, ucinewgame, position, go, army, stop or quit)"
    )]
    Unknown(String),
    /// `army` not in the shape `army roster <name> budget <n> [board 12|8|6] [plinths <squares>]`.
    #[error("army: expected `army roster <name> budget <n> [board 12|8|6] [plinths <square,...>]`")]
    ArmyShape,
    /// An `army` word the engine does not know.
    #[error("army: unknown word {0:?} (expected roster, budget, board or plinths)")]
    ArmyWord(String),
    /// `budget` without a whole number that fits.
    #[error("army: budget needs a whole number from 0 to 4294967295, not {0:?}")]
    ArmyBudget(String),
    /// `board` that is not 12, 8 or 6.
    #[error("army: board needs 12, 8 or 6, not {0:?}")]
    ArmyBoard(String),
    /// A `plinths` entry that is not a square.
    #[error("army: plinths: {found:?} is not a square ({err})")]
    ArmyPlinth {
        found: String,
        err: ParseSquareError,
    },
    /// `position` not followed by `sfen`.
    #[error("position: expected `position sfen <board> <side> <hand> <ply> [moves ...]`")]
    PositionShape,
    /// `setoption` without `name`.
    #[error("setoption: expected `setoption name <name> [value <value>]`")]
    SetOptionShape,
    /// A `go` word the engine does not know.
    #[error(
        "go: unknown word {0:?} (expected movetime, depth, nodes, wtime, btime, winc, binc, movestogo or infinite)"
    )]
    GoWord(String),
    /// A `go` limit without a number, or with a bad one.
    #[error("go: {word} needs a whole number{}, not {found:?}", if *.positive { " above 0" } else { "" })]
    GoNumber {
        word: &'static str,
        found: String,
        positive: bool,
    },
}

impl CommandError {
    /// Whether this is a `go` the engine refuses (a bad limit or an unknown word): it still
    /// gets one `bestmove` (docs/engine.md).
    pub fn refuses_go(&self) -> bool {
        matches!(
            self,
            CommandError::GoWord(_) | CommandError::GoNumber { .. }
        )
    }
}

fn parse_number(
    word: &'static str,
    value: Option<&str>,
    positive: bool,
) -> Result<u64, CommandError> {
    let found = value.unwrap_or("");
    // Clocks may be negative in UCI (a flag fallen): read them as zero.
    let n = if !positive && found.starts_with('-') {
        found[1..].parse::<u64>().ok().map(|_| 0)
    } else {
        found.parse::<u64>().ok()
    };
    match n {
        Some(n) if !positive || n > 0 => Ok(n),
        _ => Err(CommandError::GoNumber {
            word,
            found: found.to_string(),
            positive,
        }),
    }
}

/// The words after `army`.
fn parse_army<'a>(mut words: impl Iterator<Item = &'a str>) -> Result<ArmyAsk, CommandError> {
    let mut roster = None;
    let mut budget = None;
    let mut board = None;
    let mut plinths = None;
    let quoted = |v: &str| v.chars().take(40).collect::<String>();
    while let Some(w) = words.next() {
        if !matches!(w, "roster" | "budget" | "board" | "plinths") {
            return Err(CommandError::ArmyWord(quoted(w)));
        }
        let value = words.next().ok_or(CommandError::ArmyShape)?;
        match w {
            "roster" => roster = Some(quoted(value)),
            "budget" => {
                budget = Some(
                    value
                        .parse::<u32>()
                        .map_err(|_| CommandError::ArmyBudget(quoted(value)))?,
                );
            }
            "board" => {
                board = Some(match value {
                    "12" => 12,
                    "8" => 8,
                    "6" => 6,
                    _ => return Err(CommandError::ArmyBoard(quoted(value))),
                });
            }
            _ => {
                let squares: Result<Vec<Square>, _> = value
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(|t| {
                        t.parse().map_err(|err| CommandError::ArmyPlinth {
                            found: quoted(t),
                            err,
                        })
                    })
                    .collect();
                plinths = Some(squares?);
            }
        }
    }
    match (roster, budget) {
        (Some(roster), Some(budget)) => Ok(ArmyAsk {
            roster,
            budget,
            board,
            plinths,
        }),
        _ => Err(CommandError::ArmyShape),
    }
}

impl Command {
    /// Reads one line (surrounding white space ignored). An empty line is `Ok(None)`.
    ///
    /// ```
    /// use shuuro::engine::protocol::{Command, Go};
    /// assert_eq!(Command::parse("isready"), Ok(Some(Command::IsReady)));
    /// let go = Command::parse("go depth 4").unwrap().unwrap();
    /// assert_eq!(go, Command::Go(Go { depth: Some(4), ..Go::default() }));
    /// assert!(Command::parse("go depth four").is_err());
    /// assert_eq!(Command::parse("   "), Ok(None));
    /// ```
    pub fn parse(line: &str) -> Result<Option<Command>, CommandError> {
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else {
            return Ok(None);
        };
        let command = match first {
            "uci" => Command::Uci,
            "isready" => Command::IsReady,
            "ucinewgame" => Command::NewGame,
            "stop" => Command::Stop,
            "quit" => Command::Quit,
            "setoption" => {
                if words.next() != Some("name") {
                    return Err(CommandError::SetOptionShape);
                }
                let rest: Vec<&str> = words.collect();
                let (name, value) = match rest.iter().position(|&w| w == "value") {
                    Some(i) => (&rest[..i], Some(rest[i + 1..].join(" "))),
                    None => (&rest[..], None),
                };
                if name.is_empty() {
                    return Err(CommandError::SetOptionShape);
                }
                Command::SetOption {
                    name: name.join(" "),
                    value,
                }
            }
            "position" => {
                if words.next() != Some("sfen") {
                    return Err(CommandError::PositionShape);
                }
                let rest: Vec<&str> = words.collect();
                let (fields, moves) = match rest.iter().position(|&w| w == "moves") {
                    Some(i) => (&rest[..i], &rest[i + 1..]),
                    None => (&rest[..], &[][..]),
                };
                if fields.is_empty() {
                    return Err(CommandError::PositionShape);
                }
                Command::Position {
                    sfen: fields.join(" "),
                    moves: moves.iter().map(|m| m.to_string()).collect(),
                }
            }
            "go" => {
                let mut go = Go::default();
                let ms = Duration::from_millis;
                while let Some(w) = words.next() {
                    match w {
                        "infinite" => go.infinite = true,
                        "movetime" => {
                            go.movetime = Some(ms(parse_number("movetime", words.next(), true)?))
                        }
                        "depth" => {
                            let d = parse_number("depth", words.next(), true)?;
                            go.depth = Some(d.min(u32::MAX as u64) as u32);
                        }
                        "nodes" => go.nodes = Some(parse_number("nodes", words.next(), true)?),
                        "wtime" => go.wtime = Some(ms(parse_number("wtime", words.next(), false)?)),
                        "btime" => go.btime = Some(ms(parse_number("btime", words.next(), false)?)),
                        "winc" => go.winc = Some(ms(parse_number("winc", words.next(), false)?)),
                        "binc" => go.binc = Some(ms(parse_number("binc", words.next(), false)?)),
                        // Accepted for the tools that send it; the budget does not use it.
                        "movestogo" => {
                            parse_number("movestogo", words.next(), false)?;
                        }
                        other => return Err(CommandError::GoWord(other.to_string())),
                    }
                }
                Command::Go(go)
            }
            "army" => Command::Army(parse_army(words)?),
            other => return Err(CommandError::Unknown(other.chars().take(40).collect())),
        };
        Ok(Some(command))
    }
}

impl Go {
    /// The shortest search: what a refused `go` is answered with (docs/engine.md).
    pub const SHORTEST: Go = Go {
        movetime: None,
        depth: Some(1),
        nodes: None,
        wtime: None,
        btime: None,
        winc: None,
        binc: None,
        infinite: false,
    };

    /// Whether this `go` gives a clock, but not `side`'s, and no other limit: most likely a
    /// mistake (the search then runs until `stop`).
    ///
    /// ```
    /// use shuuro::engine::protocol::{Command, Go};
    /// use shuuro::rules::Side;
    ///
    /// let go = |text: &str| match Command::parse(text) {
    ///     Ok(Some(Command::Go(go))) => go,
    ///     _ => unreachable!(),
    /// };
    /// assert!(go("go wtime 1000").lacks_clock_of(Side::Red));
    /// assert!(!go("go wtime 1000").lacks_clock_of(Side::Blue));
    /// assert!(!go("go wtime 1000 movetime 50").lacks_clock_of(Side::Red));
    /// assert!(!go("go infinite").lacks_clock_of(Side::Red));
    /// ```
    pub fn lacks_clock_of(&self, side: Side) -> bool {
        let own = match side {
            Side::Blue => self.wtime,
            Side::Red => self.btime,
        };
        (self.wtime.is_some() || self.btime.is_some())
            && own.is_none()
            && self.movetime.is_none()
            && self.depth.is_none()
            && self.nodes.is_none()
            && !self.infinite
    }

    /// The search limits for `side` to move: `movetime`, else the soft and hard limits of
    /// [`move_budget`] from that side's clock and increment, plus `depth` and `nodes`.
    /// `infinite`, or no limit at all, leaves the search to run until `stop`.
    pub fn limits(&self, side: Side) -> SearchOptions {
        let (clock, inc) = match side {
            Side::Blue => (self.wtime, self.winc),
            Side::Red => (self.btime, self.binc),
        };
        let budget = match (self.infinite, self.movetime) {
            (false, None) => clock.map(|c| move_budget(c, inc.unwrap_or_default())),
            _ => None,
        };
        let time = if self.infinite {
            None
        } else {
            self.movetime.or(budget.map(|b| b.hard()))
        };
        SearchOptions {
            time,
            soft_time: budget.map(|b| b.soft()),
            threads: None,
            depth: self.depth,
            nodes: if self.infinite { None } else { self.nodes },
        }
    }

    /// Whether the engine must wait for `stop` before answering (`go infinite`, or a bare
    /// `go`), even when its search ends first.
    pub fn waits_for_stop(&self) -> bool {
        self.infinite
            || (self.movetime.is_none()
                && self.depth.is_none()
                && self.nodes.is_none()
                && self.wtime.is_none()
                && self.btime.is_none())
    }
}

/// What `position` set up: a fight with its history, or a deployment.
#[derive(Clone, Debug)]
pub enum EnginePosition {
    /// A fight position; `history` holds the zobrist keys of the positions before it
    /// since the SFEN (for repetition).
    Fight {
        position: Position,
        history: Vec<u64>,
    },
    /// A deployment (pieces still in hand).
    Deploy(Deployment),
}

/// Why a `position` command was refused (the engine then keeps its previous position).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionCommandError {
    /// The SFEN can't be read.
    #[error(transparent)]
    Sfen(#[from] SfenError),
    /// A readable SFEN with an empty hand that is no legal fight position.
    #[error("not a fight position: {0}")]
    Fight(PositionErrors),
    /// A readable SFEN with pieces in hand that is no legal deployment.
    #[error("not a deployment position: {0}")]
    Deploy(DeploymentErrors),
    /// A fight move that can't be read.
    #[error("move {index} ({text:?}): {source}")]
    MoveText {
        index: usize,
        text: String,
        source: ParseMoveError,
    },
    /// A fight move that is not legal where it is played.
    #[error("move {index} ({text}) is illegal in {sfen}")]
    IllegalMove {
        index: usize,
        text: String,
        sfen: String,
    },
    /// A fight move after the game ended (no legal move left, or a King taken).
    #[error("move {index} ({text}): the game is already over")]
    GameOver { index: usize, text: String },
    /// A placement that can't be read.
    #[error("move {index} ({text:?}): a placement is a piece letter, @ and a square, like Q@e1 or n@c12{}", .square.as_ref().map(|e| format!(" ({e})")).unwrap_or_default())]
    PlacementText {
        index: usize,
        text: String,
        square: Option<ParseSquareError>,
    },
    /// A placement the deployment refuses.
    #[error("move {index} ({text}): {source}")]
    Placement {
        index: usize,
        text: String,
        source: PlaceError,
    },
}

fn parse_placement(index: usize, text: &str) -> Result<(Piece, Square), PositionCommandError> {
    let bad = |square| PositionCommandError::PlacementText {
        index,
        text: text.chars().take(40).collect(),
        square,
    };
    let (p, sq) = text.split_once('@').ok_or_else(|| bad(None))?;
    let mut chars = p.chars();
    let piece = match (chars.next(), chars.next()) {
        (Some(c), None) => Piece::from_char(c),
        _ => None,
    }
    .ok_or_else(|| bad(None))?;
    let square: Square = sq.parse().map_err(|e| bad(Some(e)))?;
    Ok((piece, square))
}

impl EnginePosition {
    /// The position of `position sfen <sfen> moves <moves>`: a fight (hand `-`) with fight
    /// moves in long algebraic, or a deployment with placements (`Q@e1`). Every move is
    /// checked; the first bad one is the error.
    ///
    /// ```
    /// use shuuro::engine::protocol::EnginePosition;
    /// let sfen = "1rnkb1/pp1_.pp/6/6/PP_.P1P/RBK1N1 b - 17";
    /// assert!(EnginePosition::resolve(sfen, &["a5a4".into()]).is_ok());
    /// assert!(EnginePosition::resolve(sfen, &["a5a2".into()]).is_err());
    /// ```
    pub fn resolve(sfen: &str, moves: &[String]) -> Result<EnginePosition, PositionCommandError> {
        let setup = sfen::parse(sfen)?;
        if setup.hands.blue.is_empty() && setup.hands.red.is_empty() {
            let mut position = Position::from_setup(&setup).map_err(PositionCommandError::Fight)?;
            let mut history = Vec::with_capacity(moves.len());
            for (i, text) in moves.iter().enumerate() {
                let index = i + 1;
                let m: Move = text
                    .parse()
                    .map_err(|source| PositionCommandError::MoveText {
                        index,
                        text: text.chars().take(40).collect(),
                        source,
                    })?;
                if position.outcome().is_some() {
                    return Err(PositionCommandError::GameOver {
                        index,
                        text: text.clone(),
                    });
                }
                if !position.legal_moves().contains(&m) {
                    return Err(PositionCommandError::IllegalMove {
                        index,
                        text: text.clone(),
                        sfen: position.to_sfen(),
                    });
                }
                history.push(position.zobrist());
                position.play_unchecked(m);
            }
            Ok(EnginePosition::Fight { position, history })
        } else {
            let mut d =
                Deployment::from_setup(&setup, false).map_err(PositionCommandError::Deploy)?;
            for (i, text) in moves.iter().enumerate() {
                let index = i + 1;
                let (piece, square) = parse_placement(index, text)?;
                d.place(piece, square)
                    .map_err(|source| PositionCommandError::Placement {
                        index,
                        text: text.clone(),
                        source,
                    })?;
            }
            Ok(EnginePosition::Deploy(d))
        }
    }

    /// The side to act, `None` when a deployment is complete.
    pub fn turn(&self) -> Option<Side> {
        match self {
            EnginePosition::Fight { position, .. } => Some(position.turn()),
            EnginePosition::Deploy(d) => d.turn(),
        }
    }
}

/// A score as the protocol writes it: `cp <x>` or `mate <n>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score(pub i32);

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match mate_in_moves(self.0) {
            Some(n) => write!(f, "mate {n}"),
            None => write!(f, "cp {}", self.0),
        }
    }
}

/// The `info` line of a finished depth.
///
/// ```
/// use std::time::Duration;
/// use shuuro::engine::protocol::info_line;
/// use shuuro::engine::search::DepthReport;
/// let r = DepthReport {
///     depth: 3, seldepth: 7, score: 25, nodes: 2000,
///     elapsed: Duration::from_millis(4), pv: vec!["e2e4".parse().unwrap()],
/// };
/// assert_eq!(
///     info_line(&r),
///     "info depth 3 seldepth 7 score cp 25 nodes 2000 nps 500000 time 4 pv e2e4"
/// );
/// ```
pub fn info_line(r: &DepthReport) -> String {
    info_line_of(r, None)
}

/// The `info` line of line `multipv` (1 = best) of a finished depth, the word `multipv`
/// before `score` (no such word for `None`: a search of one line).
///
/// ```
/// use std::time::Duration;
/// use shuuro::engine::protocol::info_line_of;
/// use shuuro::engine::search::DepthReport;
/// let r = DepthReport {
///     depth: 3, seldepth: 7, score: -40, nodes: 2000,
///     elapsed: Duration::from_millis(4), pv: vec!["e2e4".parse().unwrap()],
/// };
/// assert_eq!(
///     info_line_of(&r, Some(2)),
///     "info depth 3 seldepth 7 multipv 2 score cp -40 nodes 2000 nps 500000 time 4 pv e2e4"
/// );
/// ```
pub fn info_line_of(r: &DepthReport, multipv: Option<usize>) -> String {
    let line = multipv.map(|k| format!("multipv {k} ")).unwrap_or_default();
    let ms = r.elapsed.as_millis() as u64;
    let micros = r.elapsed.as_micros().max(1) as u64;
    let nps = r.nodes.saturating_mul(1_000_000) / micros;
    let pv: Vec<String> = r.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "info depth {} seldepth {} {line}score {} nodes {} nps {nps} time {ms} pv {}",
        r.depth,
        r.seldepth.max(r.depth),
        Score(r.score),
        r.nodes,
        pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::clock::{move_budget, think_time};

    #[test]
    fn a_clock_gives_soft_and_hard_limits_and_movetime_only_a_hard_one() {
        let ms = Duration::from_millis;
        let go = Go {
            wtime: Some(ms(60_000)),
            btime: Some(ms(2_000)),
            winc: Some(ms(500)),
            binc: Some(ms(0)),
            ..Go::default()
        };
        for (side, left, inc) in [(Side::Blue, 60_000, 500), (Side::Red, 2_000, 0)] {
            let budget = move_budget(ms(left), ms(inc));
            let limits = go.limits(side);
            assert_eq!(limits.time, Some(budget.hard()));
            assert_eq!(limits.soft_time, Some(budget.soft()));
            assert!(budget.hard() > think_time(ms(left), ms(inc)));
        }
        let go = Go {
            movetime: Some(ms(300)),
            wtime: Some(ms(60_000)),
            ..Go::default()
        };
        let limits = go.limits(Side::Blue);
        assert_eq!((limits.time, limits.soft_time), (Some(ms(300)), None));
        let go = Go {
            infinite: true,
            wtime: Some(ms(60_000)),
            ..Go::default()
        };
        assert_eq!(go.limits(Side::Blue), SearchOptions::default());
    }
}
