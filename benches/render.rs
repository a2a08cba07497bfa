//! Rendering figures: a full frame of the fight screen at 160×50, the fight screen's
//! drawing at ply 40, 100 and 289 (a frame should not cost more as the game grows: from
//! ply 100 the move list fills its panel, so 100 and 289 draw the same rows; counted in
//! instructions by `examples/frame_cost.rs`), and
//! the first frame after start (building the App and drawing the start screen once).
//!
//! `cargo bench --bench render`

use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use shuuro::app::settings::Settings;
use shuuro::app::{App, Msg, Options, demo};
use shuuro::ui;

fn fight_app(w: u16, h: u16, plies: usize) -> App {
    let mut app = demo::fight_app(plies, w, h);
    // Something in hand, so targets are drawn too: click a piece that can move.
    let from = app
        .play()
        .and_then(|p| p.game().position())
        .and_then(|pos| pos.legal_moves().first().map(|m| m.from));
    let geom = app.play().and_then(|p| ui::play::geometry(&app, p));
    if let (Some(from), Some(g)) = (from, geom) {
        let r = g.rect(from);
        if let Some(t) = ui::hit(&app, r.x, r.y) {
            let _ = app.update(Msg::Target(t));
        }
    }
    app
}

fn bench(c: &mut Criterion) {
    let app = fight_app(160, 50, 40);
    let mut term = Terminal::new(TestBackend::new(160, 50)).expect("backend");
    c.bench_function("fight frame 160x50", |b| {
        b.iter(|| {
            term.draw(|f| ui::draw(&app, f)).expect("draw");
        })
    });
    let mut term2 = Terminal::new(TestBackend::new(160, 50)).expect("backend");
    c.bench_function("fight frame 160x50, drawing only (no terminal diff)", |b| {
        b.iter(|| {
            let mut f = term2.get_frame();
            ui::draw(&app, &mut f);
        })
    });
    for plies in [40, 100, 289] {
        let app = fight_app(160, 50, plies);
        let reached = app.play().map_or(0, |p| p.game().moves().len());
        let mut term = Terminal::new(TestBackend::new(160, 50)).expect("backend");
        c.bench_function(
            &format!("fight frame 160x50 at ply {reached}, drawing only"),
            |b| {
                b.iter(|| {
                    let mut f = term.get_frame();
                    ui::draw(&app, &mut f);
                })
            },
        );
    }
    c.bench_function("first frame (App::new + start screen 80x24)", |b| {
        b.iter(|| {
            let app = App::new(Settings::default(), Options::sized(80, 24));
            let mut t = Terminal::new(TestBackend::new(80, 24)).expect("backend");
            t.draw(|f| ui::draw(&app, f)).expect("draw");
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
