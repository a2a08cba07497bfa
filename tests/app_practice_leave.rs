//! Practice (issue 9, point 19, the client's part): Esc asks before leaving, and the
//! "Plinths:" line wraps between squares, never inside a square's name.

use ratatui::crossterm::event::KeyCode;
use shuuro::app::{App, Screen};
use shuuro::rules::{Bitboard, Square};

mod common;
use common::*;

fn practice(plinths: Bitboard, w: u16, h: u16) -> App {
    practice_app(plinths, false, w, h)
}

fn on_board(app: &mut App) {
    // The example army and its confirmation; the last Enter places the King.
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

#[test]
fn r_asks_before_restarting_once_something_is_placed() {
    let mut app = practice(Bitboard::EMPTY, 80, 24);
    on_board(&mut app);
    let placed = |app: &App| app.practice().map_or(0, |p| p.placed().len());
    let asked = |app: &App| render(app).contains("Start the practice again?");
    key(&mut app, KeyCode::Enter);
    assert_eq!(placed(&app), 2, "Enter placed the King, then the Queen");
    // A stray r does not throw the placements away: it asks, and only y restarts.
    key(&mut app, KeyCode::Char('r'));
    assert!(asked(&app), "{}", render(&app));
    for k in [KeyCode::Enter, KeyCode::Char('r'), KeyCode::Char(' ')] {
        key(&mut app, k);
        assert_eq!(placed(&app), 2, "{k:?} is not an answer");
    }
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(placed(&app), 2, "n keeps them");
    assert!(!asked(&app));
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(placed(&app), 0, "y restarts");
    assert!(matches!(app.screen(), Screen::Practice(_)));
    // Nothing placed: nothing to lose, r starts again at once.
    key(&mut app, KeyCode::Char('r'));
    assert!(!asked(&app), "{}", render(&app));
    assert_eq!(placed(&app), 0);
}
