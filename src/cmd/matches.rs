//! `shuuro match`: plays N complete games between two computer players and tallies them.
//!
//! Each game runs through the rules' [`Game`] state machine: both armies are dealt by the
//! runner ([`drawn_army`]; with `--army-a own` / `--army-b own` that player buys its own:
//! the engine with its army logic, a `uci:` player by the `army` command, `random` and
//! `greedy` at random within the roster), the plinths and the order dice are rolled from the seed, each player
//! deploys with its own logic, then they fight to a result or to the ply cap (a draw).
//!
//! Games come in colour-swapped pairs: games 1 and 2 share one seed (the same dealt armies,
//! the same plinths and dice) with player a Blue in the first and
//! Red in the second, so neither colour nor luck favours a player.
//!
//! A player may be an external program (`uci:<path>`, docs/engine.md): the runner starts it
//! for every game, asks it for each placement and fight move with `go movetime`, and counts
//! an illegal answer, a crash or no answer within the move time plus a grace as a loss.
//!
//! With `--tc <minutes>+<seconds>` the games are played on a chess clock instead: each
//! answer (placement or fight move) is charged to its side's clock, which gains the
//! increment after it; external players get `go wtime btime winc binc`, built-in engines
//! with a time per move budget from the same clock, and a flag fall loses the game.
//!
//! With `--sprt elo0,elo1` the match stops as soon as the [`sprt`] test over the finished
//! colour-swapped pairs accepts one of the hypotheses (`--games` is then the most it plays).
//!
//! The last two lines of output are `elo <diff> +/- <95% margin>` and exactly `wins W
//! draws D losses L`, both from player a's side.

pub mod ladder;
pub mod sprt;

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use std::time::{Duration, Instant};

use super::output;
use crate::engine::army::drawn_army;
use crate::engine::clock::{GameClock, TimeControl};
use crate::engine::deploy::FightOrder;
use crate::engine::external::External;
use crate::engine::players::{DEFAULT_MOVETIME, Player, PlayerKind};
use crate::engine::search::SearchOptions;
use crate::prefs::parse_time;
use crate::rules::game::{Game, GameError, Phase, Rules, Step};
use crate::rules::plinths::{self, PlinthRoll};
use crate::rules::roster::Roster;
use crate::rules::{Army, Bitboard, BoardSize, BySide, Side};

use sprt::{Sprt, Verdict};

/// Arguments of `shuuro match`.
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// Number of games (at least 1).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    /// Player a: `engine:<time per move>` (`engine:0.2s`, `engine:200ms`),
    /// `engine:d<depth>`, `engine:n<nodes>`, `random`, `greedy`, or `uci:<program>` (a
    /// program speaking the engine protocol; arguments after the path inside the same
    /// word, `uci:./shuuro` alone runs `./shuuro engine`).
    #[arg(long, default_value = "engine:0.2s", value_name = "PLAYER")]
    pub a: PlayerKind,
    /// Player b, as for --a.
    #[arg(long, default_value = "random", value_name = "PLAYER")]
    pub b: PlayerKind,
    /// Seed for armies, plinths, dice and the random players.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Fight plies after which a game counts as a draw (at least 1).
    #[arg(long, default_value_t = 400, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_plies: u32,
    /// The variant: `--mini`, `--board 8`, `--fairy`.
    #[command(flatten)]
    pub variant: MatchVariant,
    /// Games played at the same time (threads), 1 to 16.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=16))]
    pub jobs: u32,
    /// Also print where each fight started (SFEN) and its moves.
    #[arg(long)]
    pub verbose: bool,
    /// Time per move for uci: players (`go movetime`) and levels: `0.05s`, `50ms`.
    /// Default: the other player's time when it is `engine:<time>`, else 0.1s.
    #[arg(long)]
    pub movetime: Option<String>,
    /// Extra time a uci: player may take beyond the move time before it loses on time.
    #[arg(long, default_value = "1s")]
    pub grace: String,
    /// Play on a chess clock: `<minutes>+<seconds>` (`1+0.5`), for every player instead
    /// of a time per move; a flag fall loses.
    #[arg(long)]
    pub tc: Option<String>,
    /// Stop when a sequential probability ratio test over the colour-swapped pairs
    /// accepts "a is elo1 stronger" or "a is elo0 stronger": `elo0,elo1` (`0,10`),
    /// optionally `,alpha,beta` (0.05 each by default). `--games` is then the most.
    #[arg(long, allow_hyphen_values = true)]
    pub sprt: Option<String>,
    /// Player a's army: `drawn` (dealt by the runner, the same in both games of a
    /// colour-swapped pair) or `own` (its own choice: a uci: player's answer to `army`).
    #[arg(long, value_enum, default_value_t = ArmyChoice::Drawn)]
    pub army_a: ArmyChoice,
    /// Player b's army, as for --army-a.
    #[arg(long, value_enum, default_value_t = ArmyChoice::Drawn)]
    pub army_b: ArmyChoice,
    /// Instead of one match, the ladder of the levels: each level against the one below
    /// and every level against random and greedy, --games games each at --movetime
    /// (default 100ms), with each level's time per answer.
    #[arg(long)]
    pub ladder: bool,
}

/// Who chooses a player's army in a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ArmyChoice {
    /// The runner deals it from the pair's seed.
    #[default]
    Drawn,
    /// The player chooses.
    Own,
}

impl Default for MatchArgs {
    fn default() -> Self {
        MatchArgs {
            games: 10,
            a: PlayerKind::Engine(SearchOptions {
                time: Some(Duration::from_millis(200)),
                ..SearchOptions::default()
            }),
            b: PlayerKind::Random,
            seed: 1,
            max_plies: 400,
            variant: MatchVariant::default(),
            jobs: 1,
            verbose: false,
            movetime: None,
            grace: "1s".into(),
            tc: None,
            sprt: None,
            army_a: ArmyChoice::Drawn,
            army_b: ArmyChoice::Drawn,
            ladder: false,
        }
    }
}

/// How one game of a match ended, from player a's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReport {
    /// The side player a played.
    pub a_side: Side,
    /// The winning side, `None` for a draw.
    pub winner: Option<Side>,
    /// Why it ended ("checkmate", "move cap", ...).
    pub reason: String,
    /// Fight plies played.
    pub plies: u32,
    /// SFEN of the position where the fight started and the moves played from it
    /// (`None` if the fight never started).
    pub fight_start: Option<String>,
    /// Every step of the game, in order (`Game::from_steps` gives the game back, for a
    /// record of it).
    pub steps: Vec<Step>,
}

impl GameReport {
    /// 1 when a won, 0 for a draw, -1 when a lost.
    pub fn score_for_a(&self) -> i32 {
        match self.winner {
            None => 0,
            Some(s) if s == self.a_side => 1,
            Some(_) => -1,
        }
    }
}

/// The variant a match (or `lab armies`) is played in: the board and whether the
/// fairy pieces are offered, with that board's built-in roster and points.
#[derive(clap::Args, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchVariant {
    /// Mini-Shuuro (6×6, 200 points; 250 with --fairy): the same as `--board 6`.
    #[arg(long, conflicts_with = "board")]
    pub mini: bool,
    /// The board: 12 (Shuuro, the default), 8 (lishuuro's 8×8, 350 points; 400 with
    /// --fairy) or 6 (Mini-Shuuro).
    #[arg(long, value_name = "N")]
    pub board: Option<BoardArg>,
    /// lishuuro's fairy pieces (Chancellor, Archbishop, Giraffe) on the board's fairy
    /// roster: `fairy` (12×12, 870), `eight-fairy` (400) or `mini-fairy` (250).
    #[arg(long)]
    pub fairy: bool,
}

impl MatchVariant {
    /// Mini-Shuuro, as `--mini`.
    pub const MINI: MatchVariant = MatchVariant {
        mini: true,
        board: None,
        fairy: false,
    };

    /// The board this variant is played on.
    pub fn board(self) -> BoardSize {
        match (self.mini, self.board) {
            (true, _) => BoardSize::Six,
            (false, Some(BoardArg::Twelve)) | (false, None) => BoardSize::Twelve,
            (false, Some(BoardArg::Eight)) => BoardSize::Eight,
            (false, Some(BoardArg::Six)) => BoardSize::Six,
        }
    }

    /// The rules: the board's built-in roster (its fairy one with `fairy`), its points
    /// for both, no other variant.
    pub fn rules(self) -> Rules {
        let board = self.board();
        Rules::with_roster(board, Roster::for_board(board, self.fairy))
    }
}

/// A board `--board` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BoardArg {
    /// 12×12: Shuuro.
    #[value(name = "12")]
    Twelve,
    /// 8×8: lishuuro's Shuuro on an 8×8 board.
    #[value(name = "8")]
    Eight,
    /// 6×6: Mini-Shuuro.
    #[value(name = "6")]
    Six,
}

/// The rules the match uses: standard Shuuro or Mini-Shuuro, no variants.
pub fn match_rules(mini: bool) -> Rules {
    if mini {
        Rules::mini()
    } else {
        Rules::standard()
    }
}

fn d6(rng: &mut impl Rng) -> u8 {
    rng.random_range(1..=6)
}

/// How `game` ended or was stopped, from player a's side.
fn report(game: &Game, a_side: Side, winner: Option<Side>, reason: String) -> GameReport {
    let moves: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
    GameReport {
        a_side,
        winner,
        reason,
        plies: moves.len() as u32,
        fight_start: game
            .history()
            .first()
            .map(|p| format!("{} moves {}", p.to_sfen(), moves.join(" "))),
        steps: game.steps().to_vec(),
    }
}

/// Plays one whole game through the [`Game`] state machine (which applies every rule,
/// including the ambush, fivefold repetition and the seventy-five-move rule); `players`
/// are indexed by side. A game still running after `max_plies` fight moves is a draw.
/// Errors are failures of the rules core (a step it should have accepted), never of a
/// player (a player that fails loses the game).
pub fn play_game(
    rules: &Rules,
    players: &mut BySide<Player>,
    a_side: Side,
    seed: u64,
    max_plies: u32,
) -> Result<GameReport, GameFailure> {
    play_game_on_clock(rules, players, a_side, seed, max_plies, None, &|_, _| None)
}

/// As [`play_game`], with `dealt(side, plinths)` giving a side's army (`None`: its player
/// chooses its own; a player that cannot answer loses).
pub fn play_game_with(
    rules: &Rules,
    players: &mut BySide<Player>,
    a_side: Side,
    seed: u64,
    max_plies: u32,
    dealt: &dyn Fn(Side, Option<Bitboard>) -> Option<Army>,
) -> Result<GameReport, GameFailure> {
    play_game_on_clock(rules, players, a_side, seed, max_plies, None, dealt)
}

/// As [`play_game_with`], on a chess clock at `tc` when given: every placement and fight
/// move is charged to the side that made it, and a side whose flag falls loses ("time").
pub fn play_game_on_clock(
    rules: &Rules,
    players: &mut BySide<Player>,
    a_side: Side,
    seed: u64,
    max_plies: u32,
    tc: Option<TimeControl>,
    dealt: &dyn Fn(Side, Option<Bitboard>) -> Option<Army>,
) -> Result<GameReport, GameFailure> {
    let mut clock = tc.map(GameClock::new);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(rules.clone());
    // Every phase takes a bounded number of steps; this guards against a stuck loop.
    let most_steps = 10_000 + max_plies as usize;
    for _ in 0..most_steps {
        let plies = game.moves().len() as u32;
        match game.phase() {
            Phase::Over => {
                let o = game.outcome().ok_or(GameFailure::NoOutcome)?;
                return Ok(report(&game, a_side, o.winner, o.reason.name().into()));
            }
            Phase::Armies => {
                let plinths = rules.scouts.then(|| game.plinths());
                for side in Side::ALL {
                    if !game.has_army(side) {
                        let army = match dealt(side, plinths) {
                            Some(a) => a,
                            None => match players[side].army(rules, side, plinths) {
                                Ok(a) => a,
                                Err(e) => {
                                    let why = format!("{side} choosing its army: {e}");
                                    return Ok(report(&game, a_side, Some(side.opposite()), why));
                                }
                            },
                        };
                        game.apply(Step::Army { side, army })?;
                    }
                }
            }
            Phase::Plinths => {
                let (by, quadrant) = game.next_plinth_roll().ok_or(GameFailure::NoPlinthRoll)?;
                let (columns, rows) = plinths::dice(game.rules().board);
                let roll = PlinthRoll {
                    by,
                    quadrant,
                    column: rng.random_range(1..=columns),
                    row: rng.random_range(1..=rows),
                };
                game.apply(Step::PlinthRoll(roll))?;
            }
            Phase::DeployOrder => {
                let dice = [d6(&mut rng), d6(&mut rng)];
                game.apply(Step::DeployRoll(dice))?;
            }
            Phase::FightOrder => {
                let dice = [d6(&mut rng), d6(&mut rng)];
                game.apply(Step::FightRoll(dice))?;
            }
            Phase::Deploy => {
                let d = game.deployment().ok_or(GameFailure::NoDeployment)?;
                let side = d.turn().ok_or(GameFailure::NoSideToPlace)?;
                players[side].set_clock(clock);
                let started = Instant::now();
                let order = match game.fight_first() {
                    Some(s) => FightOrder::Known(s),
                    None if rules.serious => FightOrder::FinishedFirst,
                    None => FightOrder::Dice,
                };
                let answer = players[side].placement(d, order);
                if !charge(&mut clock, side, started) {
                    let why = "time".into();
                    return Ok(report(&game, a_side, Some(side.opposite()), why));
                }
                let (piece, square) = match answer {
                    Ok(Some(p)) => p,
                    Ok(None) => {
                        let why = "no placement".into();
                        return Ok(report(&game, a_side, Some(side.opposite()), why));
                    }
                    Err(e) => {
                        let why = format!("{side} placing: {e}");
                        return Ok(report(&game, a_side, Some(side.opposite()), why));
                    }
                };
                if let Err(e) = game.apply(Step::Place { piece, square }) {
                    let why = format!("refused placement {} on {square}: {e}", piece.role);
                    return Ok(report(&game, a_side, Some(side.opposite()), why));
                }
            }
            Phase::Fight => {
                if plies >= max_plies {
                    return Ok(report(&game, a_side, None, "move cap".into()));
                }
                let history = game.history();
                let pos = history.last().ok_or(GameFailure::NoPosition)?;
                let side = pos.turn();
                players[side].set_clock(clock);
                let started = Instant::now();
                let answer = players[side].fight_move(history, game.moves());
                if !charge(&mut clock, side, started) {
                    let why = "time".into();
                    return Ok(report(&game, a_side, Some(side.opposite()), why));
                }
                let m = match answer {
                    Ok(Some(m)) => m,
                    Ok(None) => {
                        let why = "no move".into();
                        return Ok(report(&game, a_side, Some(side.opposite()), why));
                    }
                    Err(e) => {
                        let why = format!("{side} moving: {e}");
                        return Ok(report(&game, a_side, Some(side.opposite()), why));
                    }
                };
                if let Err(e) = game.apply(Step::Move(m)) {
                    let why = format!("illegal move {m}: {e}");
                    return Ok(report(&game, a_side, Some(side.opposite()), why));
                }
            }
        }
    }
    Err(GameFailure::DidNotEnd(most_steps))
}

/// Charges `side` for an answer that started at `started`; `false` when its flag fell.
fn charge(clock: &mut Option<GameClock>, side: Side, started: Instant) -> bool {
    clock
        .as_mut()
        .is_none_or(|c| c.charge(side, started.elapsed()))
}

/// A well-mixed seed for game `i` of a match seeded `seed`.
fn game_seed(seed: u64, i: u32) -> u64 {
    let mut z = seed
        .wrapping_add(0x9E37_79B9_7F4A_7C15u64.wrapping_mul(i as u64 + 1))
        .wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^= z >> 31;
    z.wrapping_mul(0x94D0_49BB_1331_11EB) ^ (z >> 29)
}

/// The Elo difference of a player who scored `wins`, `draws` and `losses`, with the
/// half-width of its 95% confidence interval (normal approximation over the games'
/// scores). A score of all or nothing has no finite estimate: it is taken as half a game
/// less (or more), so the figures stay finite and clearly large; games that all ended
/// alike have no spread, so the spread of half a game's step is assumed.
///
/// ```
/// use shuuro::cmd::matches::elo;
/// let (diff, margin) = elo(60, 20, 40);
/// assert!((diff - 58.5).abs() < 0.1 && (margin - 58.0).abs() < 0.5, "{diff} {margin}");
/// assert_eq!(elo(5, 0, 5).0, 0.0);
/// assert!(elo(10, 0, 0).0 > 300.0 && elo(0, 0, 10).0 < -300.0);
/// // All draws: 0 (not -0), with a margin that says how little two games show.
/// let (diff, margin) = elo(0, 2, 0);
/// assert_eq!(format!("{diff:.0}"), "0");
/// assert!(margin > 100.0);
/// ```
pub fn elo(wins: u32, draws: u32, losses: u32) -> (f64, f64) {
    let n = f64::from(wins + draws + losses);
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let raw = (f64::from(wins) + f64::from(draws) / 2.0) / n;
    let p = raw.clamp(0.5 / n, 1.0 - 0.5 / n);
    let var = (f64::from(wins) * (1.0 - p).powi(2)
        + f64::from(draws) * (0.5 - p).powi(2)
        + f64::from(losses) * p.powi(2))
        / n;
    // Every game alike (all draws) has no spread to measure: as with a clean sweep, half
    // a game is taken to have gone one step the other way, so the margin stays wide.
    let var = var.max(0.125 / n);
    let se = (var / n).sqrt();
    let to_elo = |p: f64| -400.0 * (1.0 / p.clamp(1e-6, 1.0 - 1e-6) - 1.0).log10();
    let (lo, hi) = (to_elo(p - 1.96 * se), to_elo(p + 1.96 * se));
    // `+ 0.0` turns the -0 of an even score into 0.
    (to_elo(p) + 0.0, (hi - lo) / 2.0)
}

/// The SPRT's bookkeeping: each game's score for a until its pair is complete, the
/// pentanomial counts of the complete pairs, and the verdict once one is reached.
struct Sequential {
    scores: Vec<Option<i32>>,
    pairs: [u32; 5],
    verdict: Option<Verdict>,
}

impl Sequential {
    fn new(games: u32) -> Sequential {
        Sequential {
            scores: vec![None; games as usize],
            pairs: [0; 5],
            verdict: None,
        }
    }

    /// Game `i` scored `score` (1, 0, -1) for a; when that completes its pair, the pair
    /// is counted and the line to print says where the test stands.
    fn record(&mut self, i: u32, score: i32, test: &Sprt) -> Option<String> {
        let i = i as usize;
        *self.scores.get_mut(i)? = Some(score);
        let other = (*self.scores.get(i ^ 1)?)?;
        self.pairs[(score + other + 2) as usize] += 1;
        let llr = test.llr(self.pairs);
        if self.verdict.is_none() && test.verdict(llr) != Verdict::Continue {
            self.verdict = Some(test.verdict(llr));
        }
        Some(format!(
            "llr {llr:.2} ({:.2}, {:.2}) after {} pairs",
            test.lower(),
            test.upper(),
            self.pairs.iter().sum::<u32>()
        ))
    }
}

fn default_movetime(other: &PlayerKind) -> Duration {
    match other {
        PlayerKind::Engine(o) => o.time.unwrap_or(DEFAULT_MOVETIME),
        _ => DEFAULT_MOVETIME,
    }
}

/// Why [`play_game`] could not play a game to its end: the rules core refused a step it
/// offered, or a phase had nothing to do (bugs of the rules core, never a player's fault).
#[derive(Debug, thiserror::Error)]
pub enum GameFailure {
    /// A step the game itself offered was refused.
    #[error("the rules refused a step: {0}")]
    Rules(#[from] GameError),
    #[error("the game is over without an outcome")]
    NoOutcome,
    #[error("the plinth phase has no roll to make")]
    NoPlinthRoll,
    #[error("the deploy phase has no deployment")]
    NoDeployment,
    #[error("the deployment has no side to place")]
    NoSideToPlace,
    #[error("the fight has no position")]
    NoPosition,
    #[error("the game did not end in {0} steps")]
    DidNotEnd(usize),
}

/// A time option that is not a time.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("--{option} {text:?}: expected a time like 0.05s or 50ms")]
pub struct TimeOptionError {
    /// The option's name, without the dashes.
    pub option: &'static str,
    /// What was given.
    pub text: String,
}

/// The time given to option `--{option}`, if one was given.
pub fn time_option(
    text: Option<&str>,
    option: &'static str,
) -> Result<Option<Duration>, TimeOptionError> {
    text.map(|t| {
        parse_time(t).ok_or_else(|| TimeOptionError {
            option,
            text: t.to_string(),
        })
    })
    .transpose()
}

/// Runs `shuuro match`.
pub fn run(args: MatchArgs) -> ExitCode {
    let kinds = (args.a.clone(), args.b.clone());
    // A program that cannot start or does not answer the handshake would lose every game
    // by forfeit: say so now instead of playing the match.
    for (name, kind) in [("a", &kinds.0), ("b", &kinds.1)] {
        if let PlayerKind::Uci(spec) = kind
            && let Err(e) = External::start(spec)
        {
            output::warn(format_args!(
                "shuuro match: player {name} ({kind}): {e}; no game was played"
            ));
            return ExitCode::FAILURE;
        }
    }
    let (movetime, grace) = match (
        time_option(args.movetime.as_deref(), "movetime"),
        time_option(Some(&args.grace), "grace"),
    ) {
        (Ok(m), Ok(g)) => (m, g.unwrap_or_default()),
        (Err(e), _) | (_, Err(e)) => {
            output::warn(format_args!("shuuro match: {e}"));
            return ExitCode::FAILURE;
        }
    };
    if args.ladder {
        return ladder::run(&args, movetime);
    }
    let tc = match args
        .tc
        .as_deref()
        .map(str::parse::<TimeControl>)
        .transpose()
    {
        Ok(tc) => tc,
        Err(e) => {
            output::warn(format_args!("shuuro match: --tc: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let test = match args.sprt.as_deref().map(str::parse::<Sprt>).transpose() {
        Ok(t) => t,
        Err(e) => {
            output::warn(format_args!("shuuro match: {e}"));
            return ExitCode::FAILURE;
        }
    };
    // Player a's uci time defaults to b's engine time, and the other way round.
    let movetimes = (
        movetime.unwrap_or_else(|| default_movetime(&kinds.1)),
        movetime.unwrap_or_else(|| default_movetime(&kinds.0)),
    );
    let rules = args.variant.rules();
    let next = AtomicU32::new(0);
    let tally = Mutex::new([0u32; 3]); // wins, draws, losses of a
    let failure = Mutex::new(None::<(u32, GameFailure)>);
    // Standard output failed (a full disk, a closed pipe): the match stops.
    let output_failure = Mutex::new(None::<std::io::Error>);
    let sequential = Mutex::new(Sequential::new(args.games));
    let jobs = args.jobs.clamp(1, 16);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games
                        || failure.lock().map_or(true, |f| f.is_some())
                        || output_failure.lock().map_or(true, |f| f.is_some())
                        || sequential.lock().map_or(true, |s| s.verdict.is_some())
                    {
                        break;
                    }
                    // A colour-swapped pair shares its seed.
                    let seed = game_seed(args.seed, i / 2);
                    let a_side = if i.is_multiple_of(2) {
                        Side::Blue
                    } else {
                        Side::Red
                    };
                    let mut players = BySide::from_fn(|side| {
                        let (kind, time) = if side == a_side {
                            (&kinds.0, movetimes.0)
                        } else {
                            (&kinds.1, movetimes.1)
                        };
                        let mut p = Player::new(
                            kind.clone(),
                            seed ^ ((side.index() as u64 + 1) * 0x5851_F42D),
                        );
                        p.set_movetime(time, grace);
                        p
                    });
                    let dealt = |side: Side, plinths| {
                        let choice = if side == a_side {
                            args.army_a
                        } else {
                            args.army_b
                        };
                        (choice == ArmyChoice::Drawn)
                            .then(|| drawn_army(&rules, side, plinths, seed))
                    };
                    match play_game_on_clock(
                        &rules,
                        &mut players,
                        a_side,
                        seed,
                        args.max_plies,
                        tc,
                        &dealt,
                    ) {
                        Ok(r) => {
                            let verdict = match r.score_for_a() {
                                1 => "a wins",
                                0 => "draw",
                                _ => "b wins",
                            };
                            let mut t = tally.lock().expect("tally lock");
                            t[(1 - r.score_for_a()) as usize] += 1;
                            let mut report = String::new();
                            let mut timing = String::new();
                            for (name, side) in [("a", r.a_side), ("b", r.a_side.opposite())] {
                                if let Some((t, n)) = players[side].thinking() {
                                    let avg = t.as_millis() / u128::from(n.max(1));
                                    timing += &format!(", {name} answered {n} in {avg} ms each");
                                }
                            }
                            report += &format!(
                                "game {}: a={} as {} vs b={}: {verdict} ({}, {} plies{timing})\n",
                                i + 1,
                                kinds.0,
                                r.a_side,
                                kinds.1,
                                r.reason,
                                r.plies
                            );
                            if args.verbose
                                && let Some(start) = &r.fight_start
                            {
                                report += &format!("  fight: {start}\n");
                            }
                            drop(t);
                            if let (Some(test), Ok(mut seq)) = (test, sequential.lock())
                                && let Some(line) = seq.record(i, r.score_for_a(), &test)
                            {
                                report += &format!("{line}\n");
                            }
                            if let Err(e) = output::print(&report)
                                && let Ok(mut f) = output_failure.lock()
                            {
                                f.get_or_insert(e);
                            }
                        }
                        Err(e) => {
                            if let Ok(mut f) = failure.lock() {
                                *f = Some((i + 1, e));
                            }
                        }
                    }
                }
            });
        }
    });
    if let Ok(Some(e)) = output_failure.into_inner() {
        return output::failed("shuuro match", &e);
    }
    if let Ok(Some((game, e))) = failure.into_inner() {
        output::warn(format_args!("shuuro match: game {game}: {e}"));
        return ExitCode::FAILURE;
    }
    let mut summary = String::new();
    if let (Some(test), Ok(seq)) = (test, sequential.into_inner()) {
        let verdict = match seq.verdict {
            Some(Verdict::H1) => "H1 accepted",
            Some(Verdict::H0) => "H0 accepted",
            _ => "undecided",
        };
        summary += &format!(
            "sprt {test}: {verdict} (llr {:.2}, bounds {:.2} {:.2}, {} pairs {:?})\n",
            test.llr(seq.pairs),
            test.lower(),
            test.upper(),
            seq.pairs.iter().sum::<u32>(),
            seq.pairs
        );
    }
    let [w, d, l] = tally.into_inner().unwrap_or([0; 3]);
    let (diff, margin) = elo(w, d, l);
    summary += &format!("elo {diff:.0} +/- {margin:.0}\nwins {w} draws {d} losses {l}\n");
    match output::print(&summary) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => output::failed("shuuro match", &e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_option_is_read_or_refused_by_name() {
        assert_eq!(
            time_option(Some("50ms"), "movetime"),
            Ok(Some(Duration::from_millis(50)))
        );
        assert_eq!(time_option(None, "movetime"), Ok(None));
        let e = time_option(Some("fast"), "grace").unwrap_err();
        assert_eq!(e.option, "grace");
        assert_eq!(e.text, "fast");
        assert!(e.to_string().starts_with("--grace \"fast\""), "{e}");
    }
}
