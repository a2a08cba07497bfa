//! What one cursor key costs the terminal, in bytes written: the fight of the demo game at
//! `PLIES` on an 80×24 screen, `N` arrow keys (round right, down, left, up, as
//! `key_cost`), a frame drawn after each, written by the client's backend
//! (`tui::backend`) and, for comparison, by ratatui's crossterm backend. The figures do
//! not depend on the machine or the build.
//!
//! ```text
//! cargo run --example key_bytes -- 40 200
//! ```
//! `benches/terminal-keys.py` measures the same in a real terminal (tmux), side by side
//! with another program.

use std::cell::Cell;
use std::io::Write;
use std::rc::Rc;

use ratatui::backend::{Backend, CrosstermBackend};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use shuuro::app::{Msg, demo};
use shuuro::tui::backend::TermBackend;
use shuuro::ui;

const ROUND: [KeyCode; 4] = [KeyCode::Right, KeyCode::Down, KeyCode::Left, KeyCode::Up];

/// A writer that counts what it is given (the count shared with its clones).
#[derive(Clone, Debug, Default)]
struct Count(Rc<Cell<usize>>);

impl Write for Count {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.set(self.0.get() + buf.len());
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Bytes for the first frame, then for `n` keys, drawn through `backend`, which writes
/// to `count`.
fn measure<B: Backend>(plies: usize, n: usize, backend: B, count: &Count) -> (usize, usize) {
    let written = |_: &B| count.0.get();
    let mut app = demo::fight_app(plies, 80, 24);
    let options = TerminalOptions {
        viewport: Viewport::Fixed(Rect::new(0, 0, 80, 24)),
    };
    let mut t = Terminal::with_options(backend, options).expect("a terminal");
    t.draw(|f| ui::draw(&app, f)).expect("a frame");
    let first = written(t.backend());
    for i in 0..n {
        let key = KeyEvent::new(ROUND[i % ROUND.len()], KeyModifiers::NONE);
        let _ = app.update(Msg::Key(key));
        t.draw(|f| ui::draw(&app, f)).expect("a frame");
    }
    (first, written(t.backend()) - first)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(plies), Some(n)) = (
        args.first().and_then(|a| a.parse::<usize>().ok()),
        args.get(1)
            .and_then(|a| a.parse::<usize>().ok().filter(|&n| n > 0)),
    ) else {
        eprintln!("usage: key_bytes PLIES N");
        std::process::exit(2);
    };
    let (a, b) = (Count::default(), Count::default());
    let ours = measure(plies, n, TermBackend::new(a.clone()), &a);
    let theirs = measure(plies, n, CrosstermBackend::new(b.clone()), &b);
    for (name, (first, keys)) in [("tui::backend", ours), ("ratatui's crossterm", theirs)] {
        println!(
            "{name}: first frame {first} bytes, {:.1} bytes a cursor key ({keys} for {n})",
            keys as f64 / n as f64
        );
    }
}
