//! The client's shape: notices are data and end with their screen, what is derived from
//! the game follows it step by step (takebacks included), and practice and the game
//! share one board input.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::derived::derive;
use shuuro::app::play::PlayState;
use shuuro::app::settings::Settings;
use shuuro::app::{App, Msg, News, Notice, Options, Refusal, Screen, demo};
use shuuro::rules::Bitboard;
use shuuro::rules::game::{Phase, Rules};

mod common;
use common::*;

/// Presses each key of `script`: a character, or Enter for a new line.
fn keys(app: &mut App, script: &str) {
    for c in script.chars() {
        let code = if c == '\n' {
            KeyCode::Enter
        } else {
            KeyCode::Char(c)
        };
        let _ = app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    }
}

/// Types `text` on the board and presses Enter.
fn typed(app: &mut App, text: &str) {
    keys(app, &format!(":{text}\n"));
}

fn play(app: &App) -> &PlayState {
    app.play().expect("a game on screen")
}

/// A two-player Mini-Shuuro game in the fight, after `plies` moves.
fn fight(plies: usize) -> App {
    let mut app = App::new(Settings::default(), Options::DEFAULT);
    let _ = app.update(resume(demo::fight_game(Rules::mini(), plies), None));
    assert_eq!(play(&app).phase(), Phase::Fight);
    app
}

#[test]
fn what_is_derived_follows_moves_and_takebacks_without_a_replay() {
    let mut app = fight(4);
    for round in 0..6 {
        let p = play(&app);
        let Some(m) = p
            .game()
            .position()
            .and_then(|pos| pos.legal_moves().first().copied())
        else {
            break;
        };
        typed(&mut app, &m.to_string());
        if round % 2 == 1 {
            keys(&mut app, "uy"); // asked and agreed
            assert_eq!(app.notice(), Some(&Notice::News(News::TakenBack(1))));
        }
        let p = play(&app);
        assert_eq!(p.derived(), &derive(p.game()), "after round {round}");
    }
}

#[test]
fn refusals_are_typed_not_text() {
    let mut app = fight(2);
    typed(&mut app, "O-O");
    assert_eq!(app.notice(), Some(&Notice::Refused(Refusal::NoCastling)));
    typed(&mut app, "zz9");
    assert!(
        matches!(app.notice(), Some(Notice::MoveText(_))),
        "{:?}",
        app.notice()
    );
    keys(&mut app, "a");
    assert_eq!(app.notice(), Some(&Notice::News(News::AutoFlip(true))));
}

#[test]
fn a_notice_ends_with_the_screen_that_made_it() {
    let mut app = fight(2);
    keys(&mut app, "Ry");
    assert!(matches!(app.notice(), Some(Notice::News(News::Over(_)))));
    keys(&mut app, "r"); // review the game
    assert!(matches!(app.screen(), Screen::Replay(_)));
    // The result stays with the game screen; the viewer says its analysis started.
    assert_eq!(app.notice(), Some(&Notice::News(News::Analysing)));

    let mut app = fight(2);
    typed(&mut app, "O-O");
    key(&mut app, KeyCode::Char('q')); // leave: the game is saved
    assert!(matches!(app.screen(), Screen::Start { .. }));
    assert_eq!(app.notice(), Some(&Notice::News(News::GameLeft)));
}

#[test]
fn practice_snaps_the_cursor_to_the_chosen_piece_like_the_game() {
    let mut app = practice_app(Bitboard::EMPTY, false, 80, 24);
    key(&mut app, KeyCode::Enter); // the example army
    let p = app.practice().expect("practice");
    assert!(p.targets().contains(p.input().cursor()));
    // Walk the cursor off the targets, then choose the next piece: it comes back.
    for _ in 0..6 {
        key(&mut app, KeyCode::Up);
    }
    let p = app.practice().expect("practice");
    assert!(!p.targets().contains(p.input().cursor()));
    key(&mut app, KeyCode::Tab);
    let p = app.practice().expect("practice");
    assert!(p.targets().contains(p.input().cursor()), "Tab snaps");
}
