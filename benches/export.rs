//! The animated GIF of long games (`shuuro export --gif`, docs/pictures.md): the time and
//! size of the GIF of
//!
//! - the 293 moves of `tests/data/records/variant-scouts.json` at the default size;
//! - a game of 1,200 moves (made here, the same every run: the deployment of
//!   `full-12x12-checkmate.json`, then legal moves drawn from a fixed seed, steered
//!   away from every end of the game) at the default size and at `--size 400`;
//!
//! and the memory the process has held at most (its peak resident size) after each.
//! Issue 44 asks, on two cores, for at most 3 s at the default size and 60 s and 200 MB
//! at `--size 400` for the 1,200-move game.
//!
//! `cargo bench --bench export` (`-- --size N`: only the long game at that size);
//! `cargo bench --bench export -- --record FILE` writes the 1,200-move record to FILE and
//! stops, to measure the command itself (`/usr/bin/time -v shuuro export FILE --gif
//! out.gif --size 400`).

use std::path::Path;
use std::time::Instant;

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use shuuro::picture::game::{Replayed, replayed};
use shuuro::record::Record;
use shuuro::rules::game::Step;
use shuuro::rules::{Move, Role};

/// The moves of the long game.
const MOVES: usize = 1200;

fn record(name: &str) -> Record {
    let path = format!("{}/tests/data/records/{name}", env!("CARGO_MANIFEST_DIR"));
    Record::from_json_str(&std::fs::read_to_string(path).expect("the record")).expect("a record")
}

/// A game of [`MOVES`] legal moves from the fight of `full-12x12-checkmate.json`: drawn
/// at random from a fixed seed, never a move that ends the game or captures a King,
/// pawn moves and captures kept for when the fifty-move count runs high.
fn long_game() -> Record {
    let mut rec = record("full-12x12-checkmate.json");
    rec.moves = Some(Vec::new());
    rec.result = None;
    let mut game = rec.to_game().expect("the deployment replays");
    let mut rng = StdRng::seed_from_u64(44);
    while game.moves().len() < MOVES {
        let pos = game.position().expect("the fight").clone();
        let resets = |m: &Move| {
            pos.is_capture(*m)
                || pos
                    .board()
                    .piece_at(m.from)
                    .is_some_and(|p| p.role == Role::Pawn)
        };
        let all = pos.legal_moves();
        let quiet: Vec<Move> = all.iter().copied().filter(|m| !resets(m)).collect();
        let pressing = game.halfmoves() > 100 || rng.random_bool(0.02);
        let mut pool: Vec<Move> = if pressing || quiet.is_empty() {
            all.iter().copied().filter(|m| resets(m)).collect()
        } else {
            quiet
        };
        if pool.is_empty() {
            pool = all.clone();
        }
        let mut played = false;
        for _ in 0..pool.len() * 2 {
            let m = *pool.choose(&mut rng).expect("a move");
            let king = pos
                .board()
                .piece_at(m.to)
                .is_some_and(|p| p.role == Role::King);
            if king || game.apply(Step::Move(m)).is_err() {
                continue;
            }
            if game.outcome().is_none() {
                played = true;
                break;
            }
            game.take_back().expect("the move just played");
        }
        assert!(
            played,
            "no move keeps the game going after {} moves",
            game.moves().len()
        );
    }
    let mut out = Record::from_game(&game);
    out.players = rec.players;
    out
}

/// The most memory the process has held so far, in MB (Linux), if known.
fn peak_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// A writer that counts the bytes it is given and keeps none.
struct Count(usize);

impl std::io::Write for Count {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0 += buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Times the GIF of `game` at `size` pixels a square and prints it.
fn measure(what: &str, game: &Replayed, size: u32) {
    let frames = game.board_changes().len();
    let start = Instant::now();
    let len = game.write_gif(Count(0), size, false, 600).expect("a GIF").0;
    let took = start.elapsed();
    println!(
        "export --gif {what} --size {size}: {} steps, {frames} frames, {:.2} s, {} bytes ({:.2} MB), peak {} MB, {} thread(s)",
        game.frames.0.len(),
        took.as_secs_f64(),
        len,
        len as f64 / 1e6,
        peak_mb().map_or("?".into(), |m| format!("{m:.0}")),
        std::thread::available_parallelism().map_or(1, usize::from),
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--record") {
        let file = args.get(i + 1).expect("--record FILE");
        std::fs::write(Path::new(file), long_game().to_json_string()).expect("written");
        println!("{file}: {MOVES} moves");
        return;
    }
    let only: Option<u32> = args
        .iter()
        .position(|a| a == "--size")
        .and_then(|i| args.get(i + 1)?.parse().ok());
    if only.is_none() {
        let scouts = replayed(&record("variant-scouts.json")).expect("the record replays");
        measure("variant-scouts.json", &scouts, 40);
    }
    let long = replayed(&long_game()).expect("the long game replays");
    let name = format!("of {MOVES} moves");
    for size in only.map_or(vec![40, 400], |s| vec![s]) {
        measure(&name, &long, size);
    }
}
