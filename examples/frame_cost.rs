//! What one frame and one takeback cost as the game grows, in instructions: run it under
//! callgrind, which counts the same for the same binary whatever else the machine does.
//!
//! `frame_cost PLIES WHAT N` opens the fight of the demo game at `PLIES` (160×50) and
//! does `WHAT` `N` times:
//! - `none`: nothing (the set-up alone, to subtract);
//! - `draw`: draws the fight screen (drawing only, no terminal diff);
//! - `key`: a cursor key in the fight (Right and Left by turns, so the cursor moves);
//! - `clone`: clones the app (what `takeback` does before each takeback);
//! - `takeback`: clones the app, asks to take back the last move and accepts it (the
//!   other player's `y`), then draws the frame after it.
//!
//! ```text
//! cargo build --release --example frame_cost
//! for p in 40 100 289; do for w in none draw key clone takeback; do
//!   valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/frame_cost $p $w 200 2>&1 | grep refs
//! done; done
//! ```
//! A frame costs (draw − none) / N; a cursor key (key − none) / N; a takeback
//! (takeback − clone) / N, less a frame.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::{App, Msg, demo};
use shuuro::ui;

fn press(app: &mut App, c: char) {
    let _ = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char(c),
        KeyModifiers::NONE,
    )));
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(plies), Some(what), Some(n)) = (
        args.first().and_then(|a| a.parse::<usize>().ok()),
        args.get(1).map(String::as_str),
        args.get(2).and_then(|a| a.parse::<usize>().ok()),
    ) else {
        eprintln!("usage: frame_cost PLIES none|draw|key|clone|takeback N");
        std::process::exit(2);
    };
    let mut app = demo::fight_app(plies, 160, 50);
    let moves = app.play().map_or(0, |p| p.game().moves().len());
    let mut term = Terminal::new(TestBackend::new(160, 50)).expect("a test backend");
    let mut kept = 0usize;
    for i in 0..n {
        match what {
            "none" => {}
            "key" => {
                let code = if i % 2 == 0 {
                    KeyCode::Right
                } else {
                    KeyCode::Left
                };
                let _ = app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
            }
            "draw" => {
                let mut f = term.get_frame();
                ui::draw(&app, &mut f);
            }
            "clone" => kept += std::hint::black_box(app.clone()).width() as usize,
            "takeback" => {
                let mut a = app.clone();
                press(&mut a, 'u');
                press(&mut a, 'y');
                let mut f = term.get_frame();
                ui::draw(&a, &mut f);
                kept += a.play().map_or(0, |p| p.game().moves().len());
            }
            other => {
                eprintln!("frame_cost: no such measure '{other}'");
                std::process::exit(2);
            }
        }
    }
    println!("{moves} plies, {what} x{n} ({kept})");
}
