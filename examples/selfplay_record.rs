//! Writes the record of one engine self-play game, for benchmarks of `shuuro analyse`:
//!
//! ```sh
//! cargo run --release --example selfplay_record -- SEED PLIES NODES > game.json
//! ```
//!
//! Standard Shuuro, both sides the engine searching NODES positions a move (default
//! 3000), armies, plinths and dice drawn from SEED (default 1), the fight stopped after
//! PLIES moves (default 300) if it has not ended before.

use std::process::ExitCode;

use shuuro::cmd::matches::{match_rules, play_game};
use shuuro::engine::players::{Player, PlayerKind};
use shuuro::engine::search::SearchOptions;
use shuuro::record::Record;
use shuuro::rules::game::Game;
use shuuro::rules::{BySide, Side};

fn arg(i: usize, default: u64) -> Result<u64, String> {
    match std::env::args().nth(i) {
        None => Ok(default),
        Some(a) => a
            .parse()
            .map_err(|_| format!("argument {i}: {a:?} is not a number")),
    }
}

fn main() -> ExitCode {
    let args = (|| Ok::<_, String>((arg(1, 1)?, arg(2, 300)?, arg(3, 3000)?)))();
    let (seed, plies, nodes) = match args {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let engine = PlayerKind::Engine(SearchOptions {
        nodes: Some(nodes),
        ..SearchOptions::default()
    });
    let mut players = BySide::new(
        Player::new(engine.clone(), seed),
        Player::new(engine, seed ^ 0x5eed),
    );
    let rules = match_rules(false);
    let plies = u32::try_from(plies).unwrap_or(u32::MAX);
    match play_game(&rules, &mut players, Side::Blue, seed, plies) {
        Ok(r) => match Game::from_steps(rules, &r.steps) {
            Ok(game) => {
                eprintln!("{} plies, {}", r.plies, r.reason);
                print!("{}", Record::from_game(&game).to_json_string());
                ExitCode::SUCCESS
            }
            Err((i, e)) => {
                eprintln!("step {i} of the game does not replay: {e}");
                ExitCode::FAILURE
            }
        },
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
