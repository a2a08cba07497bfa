//! `shuuro match`: plays N complete games between two computer players and tallies them.
//!
//! Each game runs through the rules' [`Game`] state machine: both armies are bought (each
//! player buys its own: the engine with its army logic, `random` and `greedy` at random
//! within the roster), the plinths and the order dice are rolled from the seed, each player
//! deploys with its own logic, then they fight to a result or to the ply cap (a draw). Player a takes Blue in odd-numbered games and Red in even ones.
//! The last line of output is exactly `wins W draws D losses L`, from player a's side.

use std::io::Write;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::engine::players::{Player, PlayerKind};
use crate::rules::game::{Game, GameError, Phase, Rules, Step};
use crate::rules::plinths::PlinthRoll;
use crate::rules::{BySide, Side};

/// Arguments of `shuuro match`.
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// Number of games.
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// Player a: `engine:<time per move>` (`engine:0.2s`, `engine:200ms`),
    /// `engine:d<depth>`, `engine:n<nodes>`, `random` or `greedy`.
    #[arg(long, default_value = "engine:0.2s")]
    pub a: String,
    /// Player b, as for --a.
    #[arg(long, default_value = "random")]
    pub b: String,
    /// Seed for armies, plinths, dice and the random players.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Fight plies after which a game counts as a draw.
    #[arg(long, default_value_t = 400)]
    pub max_plies: u32,
    /// Mini-Shuuro (6×6, 200 points) instead of Shuuro.
    #[arg(long)]
    pub mini: bool,
    /// Games played at the same time (threads).
    #[arg(long, default_value_t = 1)]
    pub jobs: u32,
    /// Also print where each fight started (SFEN) and its moves.
    #[arg(long)]
    pub verbose: bool,
}

impl Default for MatchArgs {
    fn default() -> Self {
        MatchArgs {
            games: 10,
            a: "engine:0.2s".into(),
            b: "random".into(),
            seed: 1,
            max_plies: 400,
            mini: false,
            jobs: 1,
            verbose: false,
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
    }
}

/// Plays one whole game through the [`Game`] state machine (which applies every rule,
/// including the ambush, fivefold repetition and the seventy-five-move rule); `players`
/// are indexed by side. A game still running after `max_plies` fight moves is a draw.
/// Errors are failures of the rules core (a step it should have accepted).
pub fn play_game(
    rules: &Rules,
    players: &mut BySide<Player>,
    a_side: Side,
    seed: u64,
    max_plies: u32,
) -> Result<GameReport, String> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(rules.clone());
    let fail = |e: GameError| e.to_string();
    // Every phase takes a bounded number of steps; this guards against a stuck loop.
    let most_steps = 10_000 + max_plies as usize;
    for _ in 0..most_steps {
        let plies = game.moves().len() as u32;
        match game.phase() {
            Phase::Over => {
                let o = game.outcome().ok_or("game over without an outcome")?;
                return Ok(report(&game, a_side, o.winner, o.reason.name().into()));
            }
            Phase::Armies => {
                let plinths = rules.scouts.then(|| game.plinths());
                for side in Side::ALL {
                    if !game.has_army(side) {
                        let army = players[side].army(rules, side, plinths);
                        game.apply(Step::Army { side, army }).map_err(fail)?;
                    }
                }
            }
            Phase::Plinths => {
                let (by, quadrant) = game.next_plinth_roll().ok_or("no plinth roll to make")?;
                let roll = PlinthRoll {
                    by,
                    quadrant,
                    column: d6(&mut rng),
                    row: d6(&mut rng),
                };
                game.apply(Step::PlinthRoll(roll)).map_err(fail)?;
            }
            Phase::DeployOrder => {
                let dice = [d6(&mut rng), d6(&mut rng)];
                game.apply(Step::DeployRoll(dice)).map_err(fail)?;
            }
            Phase::FightOrder => {
                let dice = [d6(&mut rng), d6(&mut rng)];
                game.apply(Step::FightRoll(dice)).map_err(fail)?;
            }
            Phase::Deploy => {
                let d = game.deployment().ok_or("deploy phase without deployment")?;
                let side = d.turn().ok_or("deployment without a side to place")?;
                let Some((piece, square)) = players[side].placement(d) else {
                    let why = "no placement".into();
                    return Ok(report(&game, a_side, Some(side.opposite()), why));
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
                let (pos, before) = history.split_last().ok_or("fight without a position")?;
                let keys: Vec<u64> = before.iter().map(|p| p.zobrist()).collect();
                let side = pos.turn();
                let Some(m) = players[side].fight_move(pos, &keys) else {
                    let why = "no move".into();
                    return Ok(report(&game, a_side, Some(side.opposite()), why));
                };
                if let Err(e) = game.apply(Step::Move(m)) {
                    let why = format!("illegal move {m}: {e}");
                    return Ok(report(&game, a_side, Some(side.opposite()), why));
                }
            }
        }
    }
    Err("the game did not end".into())
}

/// A well-mixed seed for game `i` of a match seeded `seed`.
fn game_seed(seed: u64, i: u32) -> u64 {
    let mut z = seed
        .wrapping_add(0x9E37_79B9_7F4A_7C15u64.wrapping_mul(i as u64 + 1))
        .wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^= z >> 31;
    z.wrapping_mul(0x94D0_49BB_1331_11EB) ^ (z >> 29)
}

/// Runs `shuuro match`.
pub fn run(args: MatchArgs) -> ExitCode {
    let kinds = match (args.a.parse::<PlayerKind>(), args.b.parse::<PlayerKind>()) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("shuuro match: {e}");
            return ExitCode::FAILURE;
        }
    };
    let rules = match_rules(args.mini);
    let next = AtomicU32::new(0);
    let tally = Mutex::new([0u32; 3]); // wins, draws, losses of a
    let failure = Mutex::new(None::<String>);
    let jobs = args.jobs.clamp(1, 16);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games || failure.lock().map_or(true, |f| f.is_some()) {
                        break;
                    }
                    let seed = game_seed(args.seed, i);
                    let a_side = if i.is_multiple_of(2) {
                        Side::Blue
                    } else {
                        Side::Red
                    };
                    let mut players = BySide::from_fn(|side| {
                        let kind = if side == a_side { kinds.0 } else { kinds.1 };
                        Player::new(kind, seed ^ ((side.index() as u64 + 1) * 0x5851_F42D))
                    });
                    match play_game(&rules, &mut players, a_side, seed, args.max_plies) {
                        Ok(r) => {
                            let verdict = match r.score_for_a() {
                                1 => "a wins",
                                0 => "draw",
                                _ => "b wins",
                            };
                            let mut t = tally.lock().expect("tally lock");
                            t[(1 - r.score_for_a()) as usize] += 1;
                            println!(
                                "game {}: a={} as {} vs b={}: {verdict} ({}, {} plies)",
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
                                println!("  fight: {start}");
                            }
                            let _ = std::io::stdout().flush();
                        }
                        Err(e) => {
                            if let Ok(mut f) = failure.lock() {
                                *f = Some(format!("game {}: {e}", i + 1));
                            }
                        }
                    }
                }
            });
        }
    });
    if let Ok(Some(e)) = failure.into_inner() {
        eprintln!("shuuro match: {e}");
        return ExitCode::FAILURE;
    }
    let [w, d, l] = tally.into_inner().unwrap_or([0; 3]);
    println!("wins {w} draws {d} losses {l}");
    ExitCode::SUCCESS
}
