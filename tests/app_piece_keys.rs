//! The piece keys of the deployment in either case: Red's pieces are written in lowercase,
//! so `p` chooses a Pawn as `P` does, for both sides.

use ratatui::crossterm::event::KeyCode;
use shuuro::rules::game::Phase;
use shuuro::rules::{Role, Side};

mod common;
use common::*;

/// A hot-seat 12×12 game at the start of deployment, both armies the example army.
fn at_deployment() -> shuuro::app::App {
    let s = settings(false, 4);
    let mut app = new_game(&s, 80, 24);
    for _ in 0..2 {
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "e");
        key(&mut app, KeyCode::Enter);
    }
    key(&mut app, KeyCode::Enter);
    while play(&app).phase() != Phase::Deploy {
        key(&mut app, KeyCode::Enter);
    }
    app
}

#[test]
fn lowercase_piece_keys_choose_as_the_uppercase_ones_for_both_sides() {
    let mut app = at_deployment();
    let mut chosen = Vec::new();
    while play(&app).phase() == Phase::Deploy {
        let side = play(&app).game().deployment().unwrap().turn().unwrap();
        for (lower, role) in [
            ('r', Role::Rook),
            ('b', Role::Bishop),
            ('n', Role::Knight),
            ('p', Role::Pawn),
        ] {
            keys(&mut app, &lower.to_ascii_uppercase().to_string());
            let upper = play(&app).role();
            key(&mut app, KeyCode::Tab);
            let before = play(&app).role();
            keys(&mut app, &lower.to_string());
            // What the uppercase key chose, or (none of it to place now) no change.
            let want = if upper == Some(role) { upper } else { before };
            assert_eq!(play(&app).role(), want, "{side}: {lower}");
            if upper == Some(role) {
                chosen.push((side, role));
            }
        }
        let p = play(&app);
        let role = p.role().expect("a piece to place");
        let target = p.targets().first().expect("a legal square");
        typed(&mut app, &format!("{}@{target}", role.upper_char()));
    }
    for side in [Side::Blue, Side::Red] {
        for role in [Role::Rook, Role::Bishop, Role::Knight, Role::Pawn] {
            assert!(
                chosen.contains(&(side, role)),
                "{side} never chose {role:?}"
            );
        }
    }
}

/// `k` and `q` are piece keys in deployment too (Red's King and Queen are written `k`
/// and `q`): they choose as `K` and `Q` do and never leave the game; leaving the game in
/// deployment is Ctrl-Q, which the hint line names.
#[test]
fn k_and_q_choose_the_king_and_queen_in_deployment_and_ctrl_q_leaves() {
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};
    use shuuro::app::{Msg, Screen};
    let mut app = at_deployment();
    let mut chosen = Vec::new();
    while play(&app).phase() == Phase::Deploy {
        let side = play(&app).game().deployment().unwrap().turn().unwrap();
        for (lower, role) in [('k', Role::King), ('q', Role::Queen)] {
            keys(&mut app, &lower.to_ascii_uppercase().to_string());
            let upper = play(&app).role();
            key(&mut app, KeyCode::Tab);
            let before = play(&app).role();
            keys(&mut app, &lower.to_string());
            assert!(
                matches!(app.screen(), Screen::Play(_)) && app.question().is_none(),
                "{side}: {lower} left or asked:\n{}",
                render(&app)
            );
            let want = if upper == Some(role) { upper } else { before };
            assert_eq!(play(&app).role(), want, "{side}: {lower}");
            if upper == Some(role) {
                chosen.push((side, role));
            }
        }
        let all = [Side::Blue, Side::Red]
            .iter()
            .all(|&s| chosen.contains(&(s, Role::King)) && chosen.contains(&(s, Role::Queen)));
        if all {
            break;
        }
        let p = play(&app);
        let role = p.role().expect("a piece to place");
        let target = p.targets().first().expect("a legal square");
        typed(&mut app, &format!("{}@{target}", role.upper_char()));
    }
    for side in [Side::Blue, Side::Red] {
        for role in [Role::King, Role::Queen] {
            assert!(
                chosen.contains(&(side, role)),
                "{side} never chose {role:?}"
            );
        }
    }
    assert!(
        render(&app).contains("Ctrl-Q"),
        "the hint line names the leave key:\n{}",
        render(&app)
    );
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('q'),
        KeyModifiers::CONTROL,
    )));
    assert!(matches!(app.screen(), Screen::Start(_)), "{}", render(&app));
}
