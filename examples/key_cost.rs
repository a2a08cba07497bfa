//! What one cursor key costs the app in a fight, in instructions: run it under callgrind,
//! which counts the same for the same binary whatever else the machine does.
//!
//! `key_cost PLIES N` opens the fight of the demo game at `PLIES` (160×50) and sends
//! `N` arrow keys to `App::update`, going round right, down, left, up; `N` = 0 is the
//! set-up alone, to subtract. It also prints the wall time per key, which a busy machine
//! makes larger.
//!
//! ```text
//! cargo build --release --example key_cost
//! for n in 0 10000; do
//!   valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/key_cost 40 $n 2>&1 | grep refs
//! done
//! ```
//! A key costs (refs at 10000 − refs at 0) / 10000.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::{Msg, demo};
use std::time::Instant;

const ROUND: [KeyCode; 4] = [KeyCode::Right, KeyCode::Down, KeyCode::Left, KeyCode::Up];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(plies), Some(n)) = (
        args.first().and_then(|a| a.parse::<usize>().ok()),
        args.get(1).and_then(|a| a.parse::<usize>().ok()),
    ) else {
        eprintln!("usage: key_cost PLIES N");
        std::process::exit(2);
    };
    let mut app = demo::fight_app(plies, 160, 50);
    let moves = app.play().map_or(0, |p| p.game().moves().len());
    let mut commands = 0usize;
    let start = Instant::now();
    for i in 0..n {
        let key = KeyEvent::new(ROUND[i % ROUND.len()], KeyModifiers::NONE);
        commands += std::hint::black_box(app.update(Msg::Key(key)))
            .commands
            .len();
    }
    let spent = start.elapsed();
    print!("{moves} plies, {n} cursor keys, {commands} commands");
    match spent.as_nanos().checked_div(n as u128) {
        Some(per_key) => println!(", {per_key} ns a key"),
        None => println!(),
    }
}
