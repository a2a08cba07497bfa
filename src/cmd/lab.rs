//! `shuuro lab`: self-play experiments whose results the engine's tables are made from.
//!
//! `shuuro lab armies` measures the army templates of [`crate::engine::army::TEMPLATES`]
//! against each other: for every two templates, colour-swapped pairs of games between the
//! same engine, one side dealt an army of each template (the same two armies, plinths and
//! dice in both games of a pair). It prints each template's score against all the others
//! (the line to copy into [`crate::engine::army::EVIDENCE`]) and the score of every
//! template against every other. Everything is drawn from `--seed`, so a run with the same
//! arguments plays the same games (except where the engine's clock decides: use a
//! `engine:d<depth>` or `engine:n<nodes>` player to replay exactly).

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::engine::army::{TEMPLATES, template_army};
use crate::engine::players::{ParsePlayerError, Player, PlayerKind};
use crate::rules::{BySide, Side};

use super::matches::{GameFailure, MatchVariant, elo, play_game_with};
use super::output;

/// Arguments of `shuuro lab`.
#[derive(clap::Args, Debug)]
pub struct LabArgs {
    #[command(subcommand)]
    pub experiment: Experiment,
}

/// The experiments.
#[derive(clap::Subcommand, Debug)]
pub enum Experiment {
    /// Army templates against each other in self-play.
    Armies(ArmiesArgs),
}

/// Arguments of `shuuro lab armies`.
#[derive(clap::Args, Debug)]
pub struct ArmiesArgs {
    /// Colour-swapped pairs of games for every two templates (at least 1).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
    pub pairs: u32,
    /// The engine playing both sides (`engine:d3`, `engine:n20000`, `engine:0.05s`).
    #[arg(long, default_value = "engine:d3", value_name = "PLAYER", value_parser = engine_player)]
    pub player: PlayerKind,
    /// Seed for the armies, plinths and dice.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The variant: `--mini`, `--board 8`, `--fairy`.
    #[command(flatten)]
    pub variant: MatchVariant,
    /// Fight plies after which a game counts as a draw (at least 1).
    #[arg(long, default_value_t = 300, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_plies: u32,
    /// Games played at the same time (threads), 1 to 16.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=16))]
    pub jobs: u32,
}

/// Runs `shuuro lab`.
pub fn run(args: LabArgs) -> ExitCode {
    match args.experiment {
        Experiment::Armies(a) => armies(a),
    }
}

/// One game of the experiment: template `blue` as Blue against template `red`.
#[derive(Clone, Copy, Debug)]
struct Game {
    blue: usize,
    red: usize,
    seed: u64,
}

/// The games of the experiment, in order: every two templates, `pairs` pairs each.
fn schedule(pairs: u32, seed: u64) -> Vec<Game> {
    let n = TEMPLATES.len();
    let mut games = Vec::new();
    for pair in 0..pairs {
        for i in 0..n {
            for j in i + 1..n {
                let s = seed
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .wrapping_add(((pair as u64) << 16) | ((i as u64) << 8) | j as u64);
                games.push(Game {
                    blue: i,
                    red: j,
                    seed: s,
                });
                games.push(Game {
                    blue: j,
                    red: i,
                    seed: s,
                });
            }
        }
    }
    games
}

/// Why `--player` can't play the lab's games.
#[derive(Debug, thiserror::Error)]
pub enum LabPlayerError {
    /// Not a player at all, or out of range.
    #[error(transparent)]
    Player(#[from] ParsePlayerError),
    /// A player that is no engine (`random`, `greedy`, `uci:…`).
    #[error("player {0:?}: the lab needs an engine (engine:d3, engine:n20000, engine:0.05s)")]
    NotAnEngine(String),
}

/// `--player`: an engine of this program with its limit.
fn engine_player(s: &str) -> Result<PlayerKind, LabPlayerError> {
    match s.parse::<PlayerKind>()? {
        k @ PlayerKind::Engine(_) => Ok(k),
        _ => Err(LabPlayerError::NotAnEngine(s.to_string())),
    }
}

fn armies(args: ArmiesArgs) -> ExitCode {
    let kind = args.player.clone();
    let rules = args.variant.rules();
    let games = schedule(args.pairs, args.seed);
    let n = TEMPLATES.len();
    // points[i][j]: half-points of template i against template j (2 a win, 1 a draw).
    let points = Mutex::new(vec![vec![0u32; n]; n]);
    let played = Mutex::new(vec![vec![0u32; n]; n]);
    // Wins, draws and losses of each template.
    let results = Mutex::new(vec![[0u32; 3]; n]);
    let failure = Mutex::new(None::<(usize, GameFailure)>);
    // Standard output failed (a full disk, a closed pipe): the experiment stops.
    let output_failure = Mutex::new(None::<std::io::Error>);
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..args.jobs.clamp(1, 16) {
            scope.spawn(|| {
                loop {
                    if output_failure.lock().map_or(true, |f| f.is_some()) {
                        break;
                    }
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&g) = games.get(k) else { break };
                    let mut players = BySide::from_fn(|side| {
                        Player::new(kind.clone(), g.seed ^ (side.index() as u64 + 1))
                    });
                    // A template's army depends on the pair's seed and the template, not
                    // on its colour: both games of a pair deal the same two armies.
                    let dealt = |side: Side, plinths| {
                        let t = if side == Side::Blue { g.blue } else { g.red };
                        let mut rng = StdRng::seed_from_u64(g.seed ^ ((t as u64 + 1) << 40));
                        Some(template_army(
                            &rules,
                            side,
                            &TEMPLATES[t],
                            plinths,
                            &mut rng,
                        ))
                    };
                    let r = play_game_with(
                        &rules,
                        &mut players,
                        Side::Blue,
                        g.seed,
                        args.max_plies,
                        &dealt,
                    );
                    match r {
                        Ok(r) => {
                            let blue = match r.winner {
                                Some(Side::Blue) => 2,
                                Some(Side::Red) => 0,
                                None => 1,
                            };
                            if let (Ok(mut p), Ok(mut c), Ok(mut w)) =
                                (points.lock(), played.lock(), results.lock())
                            {
                                p[g.blue][g.red] += blue;
                                p[g.red][g.blue] += 2 - blue;
                                c[g.blue][g.red] += 1;
                                c[g.red][g.blue] += 1;
                                w[g.blue][2 - blue as usize] += 1;
                                w[g.red][blue as usize] += 1;
                            }
                            let line = format!(
                                "game {}: {} (Blue) vs {} (Red): {} ({}, {} plies)",
                                k + 1,
                                TEMPLATES[g.blue].name,
                                TEMPLATES[g.red].name,
                                ["Red wins", "draw", "Blue wins"][blue as usize],
                                r.reason,
                                r.plies
                            );
                            if let Err(e) = output::print_line(&line) {
                                if let Ok(mut f) = output_failure.lock() {
                                    f.get_or_insert(e);
                                }
                                break;
                            }
                        }
                        Err(e) => {
                            if let Ok(mut f) = failure.lock() {
                                *f = Some((k + 1, e));
                            }
                            break;
                        }
                    }
                }
            });
        }
    });
    if let Ok(Some(e)) = output_failure.into_inner() {
        return output::failed("shuuro lab armies", &e);
    }
    if let Ok(Some((game, e))) = failure.into_inner() {
        output::warn(format_args!("shuuro lab armies: game {game}: {e}"));
        return ExitCode::FAILURE;
    }
    let points = points.into_inner().unwrap_or_default();
    let played = played.into_inner().unwrap_or_default();
    let results = results.into_inner().unwrap_or_default();
    match output::print(&table(&points, &played, &results)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => output::failed("shuuro lab armies", &e),
    }
}

/// The table: per template its games, score and Elo against all the others, then its
/// score against each (percent), then the evidence line.
fn table(points: &[Vec<u32>], played: &[Vec<u32>], results: &[[u32; 3]]) -> String {
    let n = TEMPLATES.len();
    let mut out = format!(
        "{:<10} {:>5} {:>6} {:>11}",
        "template", "games", "score", "elo"
    );
    for t in &TEMPLATES {
        out += &format!(" {:>8}", t.name);
    }
    out.push('\n');
    let mut evidence = Vec::new();
    for i in 0..n {
        let games: u32 = played[i].iter().sum();
        let half: u32 = points[i].iter().sum();
        let [wins, draws, losses] = results[i];
        let (e, margin) = elo(wins, draws, losses);
        let score = (half * 500).checked_div(games).unwrap_or(500);
        evidence.push(score.to_string());
        out += &format!(
            "{:<10} {games:>5} {:>5.1}% {:>5.0} +/-{:>3.0}",
            TEMPLATES[i].name,
            score as f64 / 10.0,
            e,
            margin
        );
        for j in 0..n {
            if i == j || played[i][j] == 0 {
                out += &format!(" {:>8}", "-");
            } else {
                out += &format!(
                    " {:>7.0}%",
                    points[i][j] as f64 * 50.0 / played[i][j] as f64
                );
            }
        }
        out.push('\n');
    }
    out += &format!("evidence [{}]\n", evidence.join(", "));
    out
}
