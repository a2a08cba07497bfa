//! Plain ASCII (issue 9, point 22): with `--ascii` every cell of every screen is ASCII.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::settings::Settings;
use shuuro::app::{App, MenuItem, Msg, Options, Screen};
use shuuro::prefs::Pieces;
use shuuro::rules::game::Phase;
use shuuro::ui;

mod common;
use common::*;

fn app(pieces: Pieces) -> App {
    let s = Settings {
        seed: 3,
        pieces,
        ..Settings::default()
    };
    App::new(
        s,
        Options {
            color: false,
            ascii: true,
            ..Options::sized(80, 24)
        },
    )
}

fn render(app: &App) -> String {
    let mut t = Terminal::new(TestBackend::new(app.width(), app.height())).expect("backend");
    t.draw(|f| ui::draw(app, f)).expect("draw");
    t.backend().to_string()
}

fn key(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn phase(app: &App) -> Phase {
    app.play().expect("a game").phase()
}

/// Renders the screen and checks every cell is ASCII; gives the text back.
fn ascii(app: &App, what: &str) -> String {
    let s = render(app);
    let bad: Vec<char> = s.chars().filter(|c| !c.is_ascii()).collect();
    assert!(bad.is_empty(), "{what}: not ASCII: {bad:?}\n{s}");
    s
}

fn menu(app: &mut App, item: MenuItem) {
    let at = MenuItem::ALL.iter().position(|m| *m == item).expect("item");
    for _ in 0..at {
        key(app, KeyCode::Down);
    }
    key(app, KeyCode::Enter);
}

#[test]
fn every_screen_is_ascii_at_80x24() {
    // Unicode pieces asked for too: ASCII wins.
    for pieces in [Pieces::Letters, Pieces::Unicode] {
        let mut a = app(pieces);
        assert!(!a.unicode());
        ascii(&a, "start");
        keys(&mut a, "?");
        ascii(&a, "help");
        keys(&mut a, "r");
        ascii(&a, "rules");
        key(&mut a, KeyCode::End);
        ascii(&a, "rules at the end");
        keys(&mut a, "?");

        let mut s = app(pieces);
        menu(&mut s, MenuItem::Variants);
        for _ in 0..20 {
            ascii(&s, "settings");
            key(&mut s, KeyCode::Down);
        }

        let mut p = app(pieces);
        menu(&mut p, MenuItem::Practice);
        ascii(&p, "practice sheet");
        keys(&mut p, "e");
        key(&mut p, KeyCode::Enter);
        ascii(&p, "practice board");

        let mut o = app(pieces);
        menu(&mut o, MenuItem::Replay);
        ascii(&o, "replay list");

        let mut g = app(pieces);
        let st = g.settings().clone();
        g.start_game(&st);
        ascii(&g, "hand-over");
        key(&mut g, KeyCode::Enter);
        keys(&mut g, "e");
        ascii(&g, "sheet");
        keys(&mut g, "x");
        ascii(&g, "sheet with violations");
        keys(&mut g, "e");
        key(&mut g, KeyCode::Enter);
        key(&mut g, KeyCode::Enter);
        keys(&mut g, "e");
        key(&mut g, KeyCode::Enter);
        key(&mut g, KeyCode::Enter);
        ascii(&g, "plinths");
        keys(&mut g, "a");
        ascii(&g, "deploy dice");
        while phase(&g) == Phase::DeployOrder {
            key(&mut g, KeyCode::Enter);
        }
        ascii(&g, "deployment");
        while phase(&g) == Phase::Deploy {
            let pl = g.play().expect("game");
            let role = pl.role().expect("piece");
            let t = pl.targets().first().expect("square");
            typed(&mut g, &format!("{}@{t}", role.upper_char()));
        }
        ascii(&g, "fight dice");
        while phase(&g) == Phase::FightOrder {
            key(&mut g, KeyCode::Enter);
        }
        for i in 0..12 {
            let pos = g.play().and_then(|p| p.game().position()).expect("pos");
            let moves = pos.legal_moves();
            let m = moves[(i * 5 + 1) % moves.len()];
            typed(&mut g, &m.to_string());
        }
        let fight = ascii(&g, "fight");
        if pieces == Pieces::Letters {
            insta::assert_snapshot!("fight_ascii_80x24", fight);
        }
        keys(&mut g, "?");
        ascii(&g, "fight help");
        keys(&mut g, "?");
        keys(&mut g, "Ry");
        ascii(&g, "game over");
        keys(&mut g, "r");
        assert!(matches!(g.screen(), Screen::Replay(_)));
        ascii(&g, "replay end");
        keys(&mut g, "2lll");
        ascii(&g, "replay plinths");
        keys(&mut g, "3");
        ascii(&g, "replay deployment");
    }
}

#[test]
fn ascii_chosen_as_the_pieces_style_draws_ascii_too() {
    let a = App::new(
        Settings {
            pieces: Pieces::Ascii,
            ..Settings::default()
        },
        Options::DEFAULT,
    );
    assert!(a.ascii());
    ascii(&a, "start");
}
