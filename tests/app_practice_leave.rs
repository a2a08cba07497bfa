//! Practice (issue 9, point 19, the client's part): Esc asks before leaving, and the
//! "Plinths:" line wraps between squares, never inside a square's name.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::practice::PracticeSetup;
use shuuro::app::settings::Settings;
use shuuro::app::{App, Msg, Options, Screen};
use shuuro::rules::{Bitboard, BoardSize, Square};
use shuuro::ui;

fn practice(plinths: Bitboard, w: u16, h: u16) -> App {
    let settings = Settings {
        seed: 3,
        ..Settings::default()
    };
    let rules = settings.rules();
    let mut app = App::new(
        settings,
        Options {
            color: false,
            ..Options::sized(w, h)
        },
    );
    app.start_practice(PracticeSetup {
        size: BoardSize::Twelve,
        plinths,
        roster: rules.roster.clone(),
        budget: rules.budget.blue,
        king_anywhere: false,
        both: false,
        computer: None,
    });
    app
}

fn key(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn render(app: &App) -> String {
    let mut t = Terminal::new(TestBackend::new(app.width(), app.height())).expect("backend");
    t.draw(|f| ui::draw(app, f)).expect("draw");
    t.backend().to_string()
}

fn on_board(app: &mut App) {
    // The example army, confirmed twice.
    for k in [KeyCode::Char('e'), KeyCode::Enter, KeyCode::Enter] {
        key(app, k);
    }
    assert!(matches!(
        app.practice().map(|p| p.stage()),
        Some(shuuro::app::practice::PracticeStage::Board)
    ));
}

#[test]
fn esc_asks_before_leaving_practice() {
    let mut app = practice(Bitboard::EMPTY, 80, 24);
    on_board(&mut app);
    key(&mut app, KeyCode::Esc);
    let screen = render(&app);
    assert!(screen.contains("Leave the practice?"), "{screen}");
    assert!(matches!(app.screen(), Screen::Practice(_)));
    key(&mut app, KeyCode::Char('n'));
    assert!(matches!(app.screen(), Screen::Practice(_)), "n stays");
    assert!(!render(&app).contains("Leave the practice?"));
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('y'));
    assert!(matches!(app.screen(), Screen::Start { .. }), "y leaves");
}

#[test]
fn the_plinths_line_never_breaks_a_square_name() {
    // A jungle's worth of plinths: the line wraps over several rows.
    let plinths: Bitboard = (0..144u8)
        .filter(|i| i % 3 == 0)
        .filter_map(|i| Square::new(i % 12, i / 12))
        .collect();
    let app = practice(plinths, 80, 24);
    let mut app = app;
    on_board(&mut app);
    let screen = render(&app);
    for s in plinths {
        let name = s.to_string();
        let whole = screen.match_indices(&name).any(|(i, _)| {
            let after = screen[i + name.len()..].chars().next();
            let before = screen[..i].chars().next_back();
            !after.is_some_and(|c| c.is_ascii_alphanumeric())
                && !before.is_some_and(|c| c.is_ascii_alphanumeric())
        });
        assert!(whole, "{name} is not whole on screen:\n{screen}");
    }
}
