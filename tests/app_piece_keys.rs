//! The piece keys of the deployment in either case: Red's pieces are written in lowercase,
//! so `p` chooses a Pawn as `P` does, for both sides.

use ratatui::crossterm::event::KeyCode;
use shuuro::rules::game::Phase;
use shuuro::rules::{Role, Side};

mod common;
use common::*;

#[test]
fn lowercase_piece_keys_choose_as_the_uppercase_ones_for_both_sides() {
    let s = settings(false, 4);
    let mut app = new_game(&s, 80, 24);
    // Both armies: the example army.
    for _ in 0..2 {
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "e");
        key(&mut app, KeyCode::Enter);
    }
    key(&mut app, KeyCode::Enter);
    while play(&app).phase() != Phase::Deploy {
        key(&mut app, KeyCode::Enter);
    }
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
