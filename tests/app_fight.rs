//! Fight details from a fixed Mini-Shuuro position: the promotion picker (a pawn reaching
//! the far rank asks for the piece; letters, the arrows and Enter choose, Esc goes back to
//! choosing the square with the pawn in hand) and the announcement of a draw that may be
//! claimed.

use ratatui::crossterm::event::KeyCode;
use shuuro::app::play::Prompt;
use shuuro::app::settings::Settings;
use shuuro::app::{App, Options, Question};
use shuuro::rules::game::Step;
use shuuro::rules::{Reason, Role, Side};
use shuuro::ui;

mod common;
use common::*;

/// Mini-Shuuro, Blue's pawn on e5 and Blue to move: e5e6 promotes.
fn about_to_promote() -> App {
    let mut g = mini_fight_game(["KP", "K"], &[('K', "c1"), ('k', "c6"), ('P', "e2")]);
    for m in ["e2e4", "c6b6", "e4e5", "b6a6"] {
        g.apply(Step::Move(m.parse().unwrap()))
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    resumed_app(g, None, 80, 24)
}

fn click(app: &mut App, s: &str) {
    let g = ui::play::geometry(app, play(app)).unwrap();
    let r = g.rect(sq(s));
    click_at(app, r.x + 1, r.y);
}

#[test]
fn pawn_reaching_the_last_rank_opens_the_picker_and_a_letter_chooses() {
    let mut app = about_to_promote();
    click(&mut app, "e5");
    click(&mut app, "e6");
    assert!(matches!(
        play(&app).prompt(),
        Some(Prompt::Promotion { .. })
    ));
    let screen = render(&app);
    assert!(screen.contains("Promote to:"), "{screen}");
    assert!(screen.contains("Esc back to the square"), "{screen}");
    key(&mut app, KeyCode::Char('n'));
    let last = *play(&app).game().moves().last().unwrap();
    assert_eq!(last.promotion, Some(Role::Knight));
    assert_eq!(play(&app).derived().san().last().unwrap(), "e6=N");
}

#[test]
fn promotion_picker_arrows_and_enter_choose_and_esc_goes_back_to_the_square() {
    let mut app = about_to_promote();
    click(&mut app, "e5");
    click(&mut app, "e6");
    key(&mut app, KeyCode::Esc);
    assert_eq!(play(&app).prompt(), None);
    assert_eq!(play(&app).game().moves().len(), 4, "no move was played");
    // The pawn is still in hand: the next Enter on the promotion square asks again.
    assert_eq!(play(&app).input().selected(), Some(sq("e5")));
    assert_eq!(play(&app).input().cursor(), sq("e6"));
    key(&mut app, KeyCode::Enter);
    assert!(
        matches!(play(&app).prompt(), Some(Prompt::Promotion { .. })),
        "{}",
        ui::notice::said(&app)
    );
    key(&mut app, KeyCode::Right); // Queen -> Rook
    key(&mut app, KeyCode::Enter);
    let last = *play(&app).game().moves().last().unwrap();
    assert_eq!(last.promotion, Some(Role::Rook));
}

#[test]
fn typed_promotion_in_short_notation_plays_at_once() {
    let mut app = about_to_promote();
    key(&mut app, KeyCode::Char(':'));
    for c in "e6=Q".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    let last = *play(&app).game().moves().last().unwrap();
    assert_eq!(last.promotion, Some(Role::Queen));
}

#[test]
fn typed_long_move_to_the_last_rank_without_a_piece_opens_the_picker() {
    let mut app = about_to_promote();
    key(&mut app, KeyCode::Char(':'));
    for c in "e5e6".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    assert!(
        matches!(play(&app).prompt(), Some(Prompt::Promotion { .. })),
        "{}",
        ui::notice::said(&app)
    );
    key(&mut app, KeyCode::Char('q'));
    let last = *play(&app).game().moves().last().unwrap();
    assert_eq!(last.promotion, Some(Role::Queen));
}

#[test]
fn a_claimable_draw_is_announced_and_c_asks_before_claiming_it() {
    let mut app = about_to_promote();
    let moves = ["c1d1", "a6a5", "d1c1", "a5a6", "c1d1", "a6a5", "d1c1"];
    for m in moves {
        key(&mut app, KeyCode::Char(':'));
        for c in m.chars() {
            key(&mut app, KeyCode::Char(c));
        }
        key(&mut app, KeyCode::Enter);
        assert!(
            !ui::notice::said(&app).contains("claim"),
            "{m}: {}",
            ui::notice::said(&app)
        );
    }
    key(&mut app, KeyCode::Char(':'));
    for c in "a5a6".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    // The position after b6a6 stands for the third time.
    assert_eq!(ui::notice::said(&app), "Blue may claim a draw: press c");
    // Issue 36 item 8: `c` ends the game only after a yes, as every key that ends one.
    key(&mut app, KeyCode::Char('c'));
    assert_eq!(
        app.question(),
        Some(&Question::ClaimDraw {
            side: Side::Blue,
            reason: Reason::Repetition
        })
    );
    assert!(play(&app).game().outcome().is_none(), "asked, not claimed");
    let screen = render(&app);
    assert!(
        screen.contains("Blue, claim a draw by threefold repetition? (y/n)"),
        "{screen}"
    );
    // Enter, a space and other keys answer nothing; a click on the board does nothing.
    for k in [
        KeyCode::Enter,
        KeyCode::Char(' '),
        KeyCode::Char('c'),
        KeyCode::Char('q'),
    ] {
        key(&mut app, k);
        assert!(app.question().is_some(), "{k:?}");
        assert!(play(&app).game().outcome().is_none(), "{k:?}");
    }
    click(&mut app, "c1");
    assert!(play(&app).game().outcome().is_none());
    // `n` plays on; the draw may still be claimed, and `y` claims it.
    key(&mut app, KeyCode::Char('n'));
    assert!(app.question().is_none());
    assert!(play(&app).game().outcome().is_none(), "play goes on");
    key(&mut app, KeyCode::Char('c'));
    key(&mut app, KeyCode::Char('y'));
    let o = play(&app).game().outcome().expect("claimed");
    assert_eq!(o.reason, Reason::Repetition);
}

#[test]
fn typed_short_move_naming_two_knights_lights_both_and_says_it_is_ambiguous() {
    let g = mini_fight_game(
        ["KNN", "K"],
        &[('K', "c1"), ('k', "c6"), ('N', "b1"), ('N', "f1")],
    );
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    app.update(resume(g, None));
    key(&mut app, KeyCode::Char(':'));
    for c in "Nd2".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    let p = play(&app);
    assert!(p.sources().contains(sq("b1")) && p.sources().contains(sq("f1")));
    assert!(p.targets().contains(sq("d2")));
    assert!(render(&app).contains("2 legal moves match"));
    key(&mut app, KeyCode::Enter);
    assert!(
        ui::notice::said(&app).contains("ambiguous"),
        "{}",
        ui::notice::said(&app)
    );
    // The full short form plays.
    key(&mut app, KeyCode::Char(':'));
    for c in "Nbd2".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).game().moves().last().unwrap().from, sq("b1"));
}

#[test]
fn typed_castling_is_refused_with_the_rule() {
    let mut app = about_to_promote();
    for t in ["O-O", "0-0-0"] {
        key(&mut app, KeyCode::Char(':'));
        for c in t.chars() {
            key(&mut app, KeyCode::Char(c));
        }
        assert!(render(&app).contains("b6=Q"), "a Mini-Shuuro example");
        key(&mut app, KeyCode::Enter);
        assert_eq!(ui::notice::said(&app), "there is no castling in Shuuro");
    }
}

#[test]
fn a_click_on_a_promotion_choice_promotes_to_it() {
    let mut app = about_to_promote();
    click(&mut app, "e5");
    click(&mut app, "e6");
    let area = ui::area(&app);
    let (_, r) = ui::layout::promotion_choices(
        shuuro::words::en(),
        area,
        shuuro::rules::role::RoleSet::promotions(false),
    )
    .into_iter()
    .find(|(role, _)| *role == Role::Bishop)
    .unwrap();
    // The click lands where " Bishop " is drawn.
    let screen = render(&app);
    let row = screen.lines().nth(r.y as usize).unwrap();
    let col: String = row
        .trim_matches('"')
        .chars()
        .skip(r.x as usize)
        .take(r.width as usize)
        .collect();
    assert_eq!(col, " Bishop ");
    click_at(&mut app, r.x + 1, r.y);
    let last = *play(&app).game().moves().last().unwrap();
    assert_eq!(last.promotion, Some(Role::Bishop));
}

/// Issue 44, item 16: when Red moved first, the move list wrote `1. Nb9 Ne4`, Red's
/// move in Blue's column. It is `1. ...  Kb6` then `2. e3`: each move in its side's
/// column, numbered as a chess game from a position with Black to move is.
#[test]
fn when_red_moves_first_its_move_stands_in_reds_column() {
    let blue_first = mini_fight_game(["KP", "K"], &[('K', "c1"), ('k', "c6"), ('P', "e2")]);
    let mut steps = blue_first.steps().to_vec();
    assert!(matches!(steps.pop(), Some(Step::FightRoll(_))));
    steps.push(Step::FightRoll([1, 6]));
    let mut g = shuuro::rules::game::Game::from_steps(blue_first.rules().clone(), &steps)
        .expect("Red moves first");
    for m in ["c6b6", "e2e3", "b6a6"] {
        g.apply(Step::Move(m.parse().unwrap())).expect(m);
    }
    let app = resumed_app(g, None, 80, 24);
    let screen = render(&app);
    assert!(screen.contains("  1. ...      Kb6"), "{screen}");
    assert!(screen.contains("  2. e3       Ka6"), "{screen}");
    assert!(!screen.contains("3."), "{screen}");
}
