//! The animated GIF of a long game (`shuuro export --gif`, docs/pictures.md): the 293 moves
//! of `tests/data/records/variant-scouts.json` at the default size and delay. Prints the
//! frames, the time and the size (issue 40 asks for at most 10 s and 3 MB for a 300-move
//! game on two cores).
//!
//! `cargo bench --bench export`

use std::path::Path;
use std::time::Instant;

fn main() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/variant-scouts.json"
    );
    let game = shuuro::cmd::export::load(Path::new(path)).expect("the record replays");
    let frames = game.board_changes().len();
    let start = Instant::now();
    let gif = game.gif(40, false, 600).expect("a GIF");
    let took = start.elapsed();
    println!(
        "export --gif variant-scouts.json: {} steps, {frames} frames, {:.2} s, {} bytes ({:.2} MB), {} thread(s)",
        game.frames.0.len(),
        took.as_secs_f64(),
        gif.len(),
        gif.len() as f64 / 1e6,
        std::thread::available_parallelism().map_or(1, usize::from),
    );
}
