//! What one cursor key costs the app in a fight: `App::update` with an arrow key on the
//! fight screen of the demo game at ply 40 (160×50), the keys going round right, down,
//! left, up so the cursor stays near where it started. The update only: the frame after
//! it is measured by `benches/render.rs`. Counted in instructions, which do not move with
//! the machine's load, by `examples/key_cost.rs`.
//!
//! `cargo bench --bench keys`

use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::{Msg, demo};

const ROUND: [KeyCode; 4] = [KeyCode::Right, KeyCode::Down, KeyCode::Left, KeyCode::Up];

fn bench(c: &mut Criterion) {
    let mut app = demo::fight_app(40, 160, 50);
    let mut i = 0usize;
    c.bench_function("cursor key in a fight at ply 40 (update only)", |b| {
        b.iter(|| {
            let key = KeyEvent::new(ROUND[i % ROUND.len()], KeyModifiers::NONE);
            i += 1;
            std::hint::black_box(app.update(Msg::Key(key)))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
