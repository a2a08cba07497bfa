//! The players of the match runner: the engine at a time (or depth, or node) budget, the
//! computer at a level (engine::skill) at the match's time per move, a random mover, a
//! one-ply greedy capturer, and an external program speaking the engine protocol. All but the external ones are seeded, so a match replays the same way except
//! where the engine's clock decides how deep it looks.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::prefs::parse_time;
use crate::rules::deploy::Deployment;
use crate::rules::game::Rules;
use crate::rules::{Army, Bitboard, Move, Piece, Position, Role, Side, Square};

use super::army::{choose_army, drawn_army, random_army};
use super::clock::GameClock;
use super::deploy::{
    DeployBudget, FightOrder, best_placement, legal_placements, searched_placement,
};
use super::eval::value;
use super::external::{External, ExternalError, ExternalSpec, Think};
use super::level::Level;
use super::search::{SearchOptions, Searcher};
use super::skill::{self, Skill};
use super::style::Style;

/// Who plays: `engine:0.2s` (also `engine:200ms`, `engine:d4` for a fixed depth,
/// `engine:n20000` for a node budget), `level1` to `level8` (the computer at that level,
/// thinking for the match's time per move), `random`, `greedy`, or `uci:<program> [args]`
/// (a program speaking the engine protocol of docs/engine.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    Engine(SearchOptions),
    Level(Level),
    Random,
    Greedy,
    Uci(ExternalSpec),
}

/// Why a player name can't be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePlayerError {
    /// Not a player name.
    #[error(
        "unknown player {0:?} (expected engine:<time> like engine:0.2s or engine:200ms, engine:d<depth>, engine:n<nodes>, level1 to level8, random, greedy or uci:<program>)"
    )]
    Unknown(String),
    /// `engine:0s`: an engine needs some time to think.
    #[error("player {0:?}: the time per move must be above zero (like engine:0.2s)")]
    ZeroTime(String),
    /// `engine:d0`, `engine:d99999`: a depth the search can't reach in its plies.
    #[error("player {0:?}: the depth must be 1 to {MAX_DEPTH} (like engine:d6)")]
    Depth(String),
    /// `engine:n0`: an engine needs some nodes to search.
    #[error("player {0:?}: the node budget must be above zero (like engine:n20000)")]
    ZeroNodes(String),
}

/// The deepest fixed depth a search may be given: a player's `engine:d<depth>`,
/// `analyse --depth`, `bench`.
pub const MAX_DEPTH: u32 = 64;

impl FromStr for PlayerKind {
    type Err = ParsePlayerError;
    fn from_str(s: &str) -> Result<PlayerKind, ParsePlayerError> {
        let err = || ParsePlayerError::Unknown(s.to_string());
        match s {
            "random" => return Ok(PlayerKind::Random),
            "greedy" => return Ok(PlayerKind::Greedy),
            "engine" => {
                return Ok(PlayerKind::Engine(SearchOptions {
                    time: Some(Duration::from_secs(1)),
                    ..SearchOptions::default()
                }));
            }
            _ => {}
        }
        if s.starts_with("uci:") {
            return s.parse().map(PlayerKind::Uci).map_err(|_| err());
        }
        if let Some(n) = s.strip_prefix("level") {
            return n.parse().map(PlayerKind::Level).map_err(|_| err());
        }
        let spec = s.strip_prefix("engine:").ok_or_else(err)?;
        let opts = if let Some(d) = spec.strip_prefix('d') {
            let depth: u32 = d.parse().map_err(|_| err())?;
            if !(1..=MAX_DEPTH).contains(&depth) {
                return Err(ParsePlayerError::Depth(s.to_string()));
            }
            SearchOptions {
                depth: Some(depth),
                ..SearchOptions::default()
            }
        } else if let Some(n) = spec.strip_prefix('n') {
            let nodes: u64 = n.parse().map_err(|_| err())?;
            if nodes == 0 {
                return Err(ParsePlayerError::ZeroNodes(s.to_string()));
            }
            SearchOptions {
                nodes: Some(nodes),
                ..SearchOptions::default()
            }
        } else {
            let time = parse_time(spec).ok_or_else(err)?;
            if time.is_zero() {
                return Err(ParsePlayerError::ZeroTime(s.to_string()));
            }
            SearchOptions {
                time: Some(time),
                ..SearchOptions::default()
            }
        };
        Ok(PlayerKind::Engine(opts))
    }
}

impl fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerKind::Random => f.write_str("random"),
            PlayerKind::Greedy => f.write_str("greedy"),
            PlayerKind::Level(level) => write!(f, "level{level}"),
            PlayerKind::Uci(spec) => write!(f, "{spec}"),
            PlayerKind::Engine(o) => {
                if let Some(t) = o.time {
                    write!(f, "engine:{}s", t.as_secs_f64())
                } else if let Some(d) = o.depth {
                    write!(f, "engine:d{d}")
                } else if let Some(n) = o.nodes {
                    write!(f, "engine:n{n}")
                } else {
                    f.write_str("engine")
                }
            }
        }
    }
}

/// A player with its random source (and, for the engine, its search tables).
#[derive(Debug)]
pub struct Player {
    kind: PlayerKind,
    rng: StdRng,
    searcher: Option<Searcher>,
    external: Option<External>,
    movetime: Duration,
    grace: Duration,
    /// The game's clock when the match is played at a time control.
    clock: Option<GameClock>,
    /// A level's time spent on its placements and fight moves, and how many it made.
    spent: (Duration, u32),
}

/// What an external player is given per move unless told otherwise.
pub const DEFAULT_MOVETIME: Duration = Duration::from_millis(100);

impl Player {
    /// A player of `kind` whose choices are drawn from `seed`.
    pub fn new(kind: PlayerKind, seed: u64) -> Player {
        let searcher = matches!(kind, PlayerKind::Engine(_) | PlayerKind::Level(_))
            .then(|| Searcher::new(1 << 18));
        Player {
            kind,
            rng: StdRng::seed_from_u64(seed),
            searcher,
            external: None,
            movetime: DEFAULT_MOVETIME,
            grace: Duration::from_secs(1) + DEFAULT_MOVETIME,
            clock: None,
            spent: (Duration::ZERO, 0),
        }
    }

    /// For an external player: `go movetime` asks for `movetime`; an answer later than
    /// `movetime + grace` is a timeout. A level thinks for `movetime`.
    pub fn set_movetime(&mut self, movetime: Duration, grace: Duration) {
        self.movetime = movetime;
        self.grace = grace;
    }

    /// The game's clock before this player's next move, when the game has one: an
    /// external player then gets `go wtime btime winc binc`, and a built-in engine with a
    /// time per move thinks for the clock's budget instead ([`GameClock::budget`]).
    pub fn set_clock(&mut self, clock: Option<GameClock>) {
        self.clock = clock;
    }

    /// How an external player is asked to think for `side`'s next answer.
    fn think(&self, side: Option<Side>) -> Think {
        match (self.clock, side) {
            (Some(clock), Some(side)) => Think::Clock { clock, side },
            _ => Think::MoveTime(self.movetime),
        }
    }

    /// What kind of player this is.
    pub fn kind(&self) -> &PlayerKind {
        &self.kind
    }

    /// An external player's or a level's time spent on its answers (placements and fight
    /// moves, by the wall clock), and how many it gave.
    pub fn thinking(&self) -> Option<(Duration, u32)> {
        match self.kind {
            PlayerKind::Level(_) => Some(self.spent),
            _ => self.external.as_ref().map(|e| (e.thinking, e.answers)),
        }
    }

    /// A level's search limits for `side`'s next answer: the match's time per move, or
    /// the clock's budget on a clock.
    fn level_options(&self, side: Option<Side>) -> SearchOptions {
        let (time, soft_time) = match (self.clock, side) {
            (Some(clock), Some(side)) => {
                let budget = clock.budget(side);
                (budget.hard(), Some(budget.soft()))
            }
            _ => (self.movetime, None),
        };
        SearchOptions {
            time: Some(time),
            soft_time,
            ..SearchOptions::default()
        }
    }

    /// Counts a level's answer begun at `started`.
    fn count_answer(&mut self, started: Instant) {
        self.spent.0 += started.elapsed();
        self.spent.1 += 1;
    }

    /// The external program, started on first use.
    fn external(&mut self) -> Result<&mut External, ExternalError> {
        let PlayerKind::Uci(spec) = &self.kind else {
            return Err(ExternalError::Crashed);
        };
        if self.external.is_none() {
            self.external = Some(External::start(spec)?);
        }
        self.external.as_mut().ok_or(ExternalError::Crashed)
    }

    /// The army this player buys (`plinths` under Scouts): the engine's chooser, a
    /// `uci:` player's answer to `army` (a drawn army when it gives none), a random one
    /// for `random` and `greedy`. A crash, or a `bestarmy` that is no valid army, is the
    /// error.
    pub fn army(
        &mut self,
        rules: &Rules,
        side: Side,
        plinths: Option<Bitboard>,
    ) -> Result<Army, ExternalError> {
        let seed = self.rng.random();
        Ok(match self.kind {
            PlayerKind::Engine(_) => choose_army(rules, side, plinths, seed),
            PlayerKind::Level(level) => skill::army(rules, side, plinths, seed, &Style::at(level)),
            PlayerKind::Uci(_) => self
                .external()?
                .army(rules, side, plinths)?
                .unwrap_or_else(|| drawn_army(rules, side, plinths, seed)),
            PlayerKind::Random | PlayerKind::Greedy => random_army(rules, side, &mut self.rng),
        })
    }

    /// The next placement, or `None` when nothing can be placed (`order`: how the first
    /// mover of the fight is decided). The engine searches the fights its best
    /// placements lead to ([`searched_placement`]) within its time per move (the clock's
    /// budget on a clock) or its depth ([`DeployBudget::for_limits`]); with only a node
    /// limit it takes the quick score's favourite. An external player's answer is
    /// checked: a refused placement, a crash or a timeout is the error.
    pub fn placement(
        &mut self,
        deployment: &Deployment,
        order: FightOrder,
    ) -> Result<Option<(Piece, Square)>, ExternalError> {
        Ok(match &self.kind {
            PlayerKind::Engine(opts) => {
                let seed = self.rng.random();
                let mut opts = *opts;
                if let (Some(clock), Some(side), Some(_)) =
                    (self.clock, deployment.turn(), opts.time)
                {
                    opts.time = Some(clock.budget(side).hard());
                }
                match DeployBudget::for_limits(&opts) {
                    Some(b) => {
                        let stop = AtomicBool::new(false);
                        searched_placement(deployment, order, &b, seed, &stop)
                            .map(|p| (p.piece, p.square))
                    }
                    None => best_placement(deployment, seed),
                }
            }
            &PlayerKind::Level(level) => {
                let seed = self.rng.random();
                let started = Instant::now();
                let options = self.level_options(deployment.turn());
                let placed = match DeployBudget::for_limits(&options) {
                    Some(b) => skill::placement(
                        deployment,
                        order,
                        &b,
                        seed,
                        &Style::at(level),
                        &AtomicBool::new(false),
                    ),
                    None => skill::quick_placement(deployment, seed, &Style::at(level)),
                };
                self.count_answer(started);
                placed
            }
            PlayerKind::Random | PlayerKind::Greedy => random_placement(deployment, &mut self.rng),
            PlayerKind::Uci(_) => {
                if deployment.legal_placements().is_empty() {
                    return Ok(None);
                }
                let (think, grace) = (self.think(deployment.turn()), self.grace);
                Some(self.external()?.placement(deployment, think, grace)?)
            }
        })
    }

    /// The next fight move, or `None` when there is no legal move. `history` holds the
    /// fight positions from the first to the current one, `moves` the moves between them.
    /// An external player's answer is checked: an illegal move, a crash or a timeout is
    /// the error.
    pub fn fight_move(
        &mut self,
        history: &[Position],
        moves: &[Move],
    ) -> Result<Option<Move>, ExternalError> {
        let Some((position, before)) = history.split_last() else {
            return Ok(None);
        };
        Ok(match &self.kind {
            PlayerKind::Engine(opts) => {
                let mut opts = *opts;
                if let (Some(clock), Some(_)) = (self.clock, opts.time) {
                    let budget = clock.budget(position.turn());
                    opts.time = Some(budget.hard());
                    opts.soft_time = Some(budget.soft());
                }
                let keys: Vec<u64> = before.iter().map(|p| p.zobrist()).collect();
                let searcher = self.searcher.get_or_insert_with(Searcher::default);
                let stop = AtomicBool::new(false);
                searcher
                    .search(position, &keys, &opts, &stop)
                    .map(|r| r.best)
            }
            &PlayerKind::Level(level) => {
                let skill = Skill {
                    style: Style::at(level),
                    seed: self.rng.random(),
                };
                let started = Instant::now();
                let options = self.level_options(Some(position.turn()));
                let keys: Vec<u64> = before.iter().map(|p| p.zobrist()).collect();
                let searcher = self.searcher.get_or_insert_with(Searcher::default);
                let stop = AtomicBool::new(false);
                let found = skill::fight_move(
                    searcher,
                    position,
                    &keys,
                    &options,
                    skill,
                    &stop,
                    &mut |_| {},
                );
                self.count_answer(started);
                found.map(|(r, _)| r.best)
            }
            PlayerKind::Random => {
                let moves = position.legal_moves();
                (!moves.is_empty()).then(|| moves[self.rng.random_range(0..moves.len())])
            }
            PlayerKind::Greedy => greedy_move(position, &mut self.rng),
            PlayerKind::Uci(_) => {
                if position.legal_moves().is_empty() {
                    return Ok(None);
                }
                let (think, grace) = (self.think(Some(position.turn())), self.grace);
                let start = &history[0];
                Some(
                    self.external()?
                        .fight_move(start, moves, position, think, grace)?,
                )
            }
        })
    }

    /// A new game: the engine forgets its tables.
    pub fn new_game(&mut self) {
        if let Some(s) = &mut self.searcher {
            s.clear();
        }
    }
}

/// A random legal placement: a random piece that may be placed now, on a random legal square.
pub fn random_placement(deployment: &Deployment, rng: &mut impl Rng) -> Option<(Piece, Square)> {
    let side = deployment.turn()?;
    let hand = deployment.hands()[side];
    let roles: Vec<Role> = Role::ALL
        .into_iter()
        .filter(|&r| hand.count(r) > 0 && deployment.legal_squares(r).any())
        .collect();
    if roles.is_empty() {
        return legal_placements(deployment).first().copied();
    }
    let role = roles[rng.random_range(0..roles.len())];
    let squares: Vec<Square> = deployment.legal_squares(role).collect();
    Some((
        Piece::new(side, role),
        squares[rng.random_range(0..squares.len())],
    ))
}

/// The one-ply greedy capturer: takes the most valuable piece it can (the King first),
/// else plays a random move.
pub fn greedy_move(position: &Position, rng: &mut impl Rng) -> Option<Move> {
    let moves = position.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let board = position.board();
    let gain = |m: &Move| -> i32 {
        match board.piece_at(m.to) {
            Some(p) if p.side != position.turn() => value(p.role),
            _ if position.is_capture(*m) => value(Role::Pawn),
            _ => 0,
        }
    };
    let best = moves.iter().map(gain).max().unwrap_or(0);
    if best == 0 {
        return Some(moves[rng.random_range(0..moves.len())]);
    }
    let top: Vec<Move> = moves.iter().copied().filter(|m| gain(m) == best).collect();
    Some(top[rng.random_range(0..top.len())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_players_by_name() {
        for n in 1..=8 {
            let kind: PlayerKind = format!("level{n}").parse().expect("a level");
            assert_eq!(kind, PlayerKind::Level(Level::new(n).expect("level")));
            assert_eq!(kind.to_string(), format!("level{n}"));
        }
        for bad in ["level0", "level9", "level", "levels"] {
            assert_eq!(
                bad.parse::<PlayerKind>(),
                Err(ParsePlayerError::Unknown(bad.into()))
            );
        }
    }
}
