//! What the runtime hands the app from outside the keyboard (issue 16, point 5): a paste
//! cut to fit says so on screen while its line is still open, and the quit sent when the
//! terminal goes or a signal comes ends the client as Ctrl-C does.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::{App, Msg, Notice, Refusal, SaveTo};
use shuuro::rules::game::{Game, Rules, Step};
use shuuro::rules::{Bitboard, Side};

mod common;
use common::*;

/// A Mini-Shuuro game at its deployment, Blue (KQ) to place first against Red (K).
fn mini_deployment() -> App {
    let mut g = Game::new(Rules::mini());
    for (side, a) in [(Side::Blue, "KQ"), (Side::Red, "K")] {
        g.apply(Step::Army {
            side,
            army: army(a),
        })
        .expect("army");
    }
    g.apply(Step::SetPlinths(Bitboard::EMPTY)).expect("plinths");
    g.apply(Step::DeployRoll([1, 2])).expect("roll");
    resumed_app(g, None, 80, 24)
}

#[test]
fn a_paste_cut_to_fit_says_so_while_its_line_is_open() {
    // The file name being typed, and a placement typed on the board.
    for open in ['s', ':'] {
        let mut app = mini_deployment();
        key(&mut app, KeyCode::Char(open));
        app.update(Msg::Paste("line of a long paste\n".repeat(500)));
        assert!(app.line().is_some(), "the line stays open");
        assert!(matches!(
            app.notice(),
            Some(Notice::Refused(Refusal::PasteCut { .. }))
        ));
        let said = shuuro::ui::notice::said(&app);
        let screen = render(&app);
        assert!(
            screen.contains(&said),
            "{open}: {said:?} not shown:\n{screen}"
        );
    }
}

#[test]
fn a_key_typed_on_a_full_line_says_so_while_its_line_is_open() {
    // A placement typed on the board holds 16 characters, a file name 512.
    for (open, room) in [(':', 16), ('s', 512)] {
        let mut app = mini_deployment();
        key(&mut app, KeyCode::Char(open));
        if open == 's' {
            // The suggested file name is in the line already: empty it first.
            while app.line().is_some_and(|l| !l.text().is_empty()) {
                key(&mut app, KeyCode::Backspace);
            }
        }
        for _ in 0..room {
            key(&mut app, KeyCode::Char('a'));
        }
        assert!(
            !matches!(
                app.notice(),
                Some(Notice::Refused(Refusal::LineFull { .. }))
            ),
            "{open}: room for {room}"
        );
        key(&mut app, KeyCode::Char('a'));
        assert!(app.line().is_some(), "the line stays open");
        assert_eq!(
            app.notice(),
            Some(&Notice::Refused(Refusal::LineFull { max: room }))
        );
        let said = shuuro::ui::notice::said(&app);
        let screen = render(&app);
        assert!(
            screen.contains(&said),
            "{open}: {said:?} not shown:\n{screen}"
        );
    }
}

#[test]
fn the_runtimes_quit_saves_the_game_and_quits_as_ctrl_c_does() {
    let mut app = mini_deployment();
    let ctrl_c = mini_deployment().update(Msg::Key(KeyEvent::new(
        KeyCode::Char('c'),
        KeyModifiers::CONTROL,
    )));
    let u = app.update(Msg::Quit);
    assert!(u.quits());
    assert!(u.saves(&SaveTo::Auto).is_some(), "the game is saved");
    // The same commands (compared as printed: commands have no equality of their own).
    assert_eq!(
        format!("{:?}", u.commands),
        format!("{:?}", ctrl_c.commands)
    );
}
