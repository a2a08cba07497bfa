//! Tunes the evaluation's weights (Texel's method, [`shuuro::engine::tune`]) on the
//! engine's own games:
//!
//! ```sh
//! cargo run --release --example texel -- GAMES SEED NODES ITERATIONS [PULL]
//! ```
//!
//! Plays GAMES self-play games of standard Shuuro (default 200), both sides the engine
//! searching NODES positions a move (default 4000: the same games on any machine), the
//! armies, plinths and dice drawn from SEED (default 1), fights stopped at 300 plies (a
//! draw). Takes the quiet positions from the 9th fight ply on
//! ([`shuuro::engine::tune::quiet_samples`]), fits the sigmoid's k to the hand-set
//! weights (`Weights::HAND_SET`), runs ITERATIONS steps of the tuner from them (default
//! 3000; PULL, default 0, keeps the weights near the hand-set ones: see
//! [`shuuro::engine::tune::tune`]), and prints the error before and after and the weights found, as the line of
//! `Weights::ALL`. The games are the built-in engine's at this commit: a change to the
//! search or the evaluation changes them.

use std::process::ExitCode;

use shuuro::cmd::matches::{match_rules, play_game_with};
use shuuro::engine::army::drawn_army;
use shuuro::engine::eval::{Weights, term};
use shuuro::engine::players::{Player, PlayerKind};
use shuuro::engine::search::SearchOptions;
use shuuro::engine::tune::{Sample, error, fit_k, floats, quiet_samples, rounded, tune};
use shuuro::rules::game::Game;
use shuuro::rules::{BySide, Side};

/// Why the program can't run.
#[derive(Debug, thiserror::Error)]
enum TexelError {
    #[error("argument {index}: {text:?} is not a number")]
    NotANumber { index: usize, text: String },
    #[error("game {game}: {why}")]
    Game { game: u64, why: String },
}

fn arg(index: usize, default: u64) -> Result<u64, TexelError> {
    match std::env::args().nth(index) {
        None => Ok(default),
        Some(text) => text
            .parse()
            .map_err(|_| TexelError::NotANumber { index, text }),
    }
}

/// The seed of game `i` of a run seeded `seed`.
fn game_seed(seed: u64, i: u64) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ i.wrapping_mul(0xBF58_476D_1CE4_E5B9)
}

fn run() -> Result<(), TexelError> {
    let games = arg(1, 200)?;
    let seed = arg(2, 1)?;
    let nodes = arg(3, 4000)?;
    let iterations = arg(4, 3000)? as usize;
    let pull: f64 = match std::env::args().nth(5) {
        None => 0.0,
        Some(text) => text
            .parse()
            .map_err(|_| TexelError::NotANumber { index: 5, text })?,
    };
    let rules = match_rules(false);
    let engine = PlayerKind::Engine(SearchOptions {
        nodes: Some(nodes),
        ..SearchOptions::default()
    });
    let mut samples: Vec<Sample> = Vec::new();
    let (mut wins, mut draws) = (0, 0);
    for i in 0..games {
        let s = game_seed(seed, i);
        let mut players = BySide::new(
            Player::new(engine.clone(), s),
            Player::new(engine.clone(), s ^ 0x5eed),
        );
        let dealt = |side: Side, plinths| Some(drawn_army(&rules, side, plinths, s));
        let report =
            play_game_with(&rules, &mut players, Side::Blue, s, 300, &dealt).map_err(|e| {
                TexelError::Game {
                    game: i,
                    why: e.to_string(),
                }
            })?;
        let game = Game::from_steps(rules.clone(), &report.steps).map_err(|(step, e)| {
            TexelError::Game {
                game: i,
                why: format!("step {step} does not replay: {e}"),
            }
        })?;
        match report.winner {
            Some(_) => wins += 1,
            None => draws += 1,
        }
        samples.extend(quiet_samples(&game, report.winner, 8));
        eprintln!(
            "game {}/{games}: {} plies, {}; {} positions",
            i + 1,
            report.plies,
            report.reason,
            samples.len()
        );
    }
    let start = floats(&Weights::HAND_SET);
    let k = fit_k(&samples, &start);
    let before = error(&samples, &start, k);
    let tuned = tune(&samples, &start, k, iterations, 0.5, pull);
    let after = error(&samples, &tuned, k);
    let whole = rounded(&tuned);
    let after_rounded = error(&samples, &floats(&whole), k);
    println!(
        "games {games} (decided {wins}, drawn {draws}), seed {seed}, nodes {nodes}, iterations {iterations}, pull {pull}"
    );
    println!("positions {}, k {k:.4}", samples.len());
    println!("error before {before:.6}, tuned {after:.6}, rounded {after_rounded:.6}");
    for (i, name) in term::NAMES.iter().enumerate() {
        println!(
            "{name:<20} {:>5} -> {:>8.2} ({})",
            Weights::ALL[i],
            tuned[i],
            whole[i]
        );
    }
    println!("pub const ALL: [i32; term::COUNT] = {whole:?};");
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("texel: {e}");
            ExitCode::FAILURE
        }
    }
}
