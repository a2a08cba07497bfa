//! Key scripts driving `App::update` through deployment practice (a whole 12×12
//! deployment of both armies, and one army alone).

use ratatui::crossterm::event::KeyCode;
use shuuro::app::practice::{PracticeStage, PracticeState};
use shuuro::app::{App, Screen};
use shuuro::rules::{Bitboard, Side};
use shuuro::ui;

mod common;
use common::*;

fn layout() -> Bitboard {
    ["c3", "e5", "h4", "k2", "b10", "e8", "h9", "j11"]
        .iter()
        .map(|s| sq(s))
        .collect()
}

fn practice(both: bool, w: u16, h: u16) -> App {
    practice_app(layout(), both, w, h)
}

fn state(app: &App) -> &PracticeState {
    match app.screen() {
        Screen::Practice(p) => p,
        _ => panic!("not practising"),
    }
}

/// Places, for the side to place, the chosen piece on its first legal square (by
/// moving the cursor there with the arrow keys, as a player would).
fn place_first_legal(app: &mut App) {
    let target = state(app).targets().first().expect("a legal square");
    // Walk the cursor: left/right along the rank, then up/down.
    for _ in 0..24 {
        let c = state(app).input().cursor();
        let flipped = state(app).input().flipped();
        let code = if c.file() < target.file() {
            if flipped {
                KeyCode::Left
            } else {
                KeyCode::Right
            }
        } else if c.file() > target.file() {
            if flipped {
                KeyCode::Right
            } else {
                KeyCode::Left
            }
        } else if c.rank() < target.rank() {
            if flipped { KeyCode::Down } else { KeyCode::Up }
        } else if c.rank() > target.rank() {
            if flipped { KeyCode::Up } else { KeyCode::Down }
        } else {
            break;
        };
        key(app, code);
    }
    assert_eq!(state(app).input().cursor(), target);
    key(app, KeyCode::Enter);
}

#[test]
fn whole_12x12_deployment_of_both_armies_by_keys() {
    let mut app = practice(true, 100, 30);
    key(&mut app, KeyCode::Enter); // Blue's example army
    key(&mut app, KeyCode::Enter); // Red's example army
    assert!(state(&app).deployment().is_some());
    let mut placed = 0;
    while !state(&app).is_complete() {
        place_first_legal(&mut app);
        placed += 1;
        assert!(placed <= 38, "too many placements");
    }
    assert_eq!(placed, 38);
    assert!(
        ui::notice::said(&app).contains("all deployed"),
        "{}",
        ui::notice::said(&app)
    );
    insta::assert_snapshot!(render(&app));
}

#[test]
fn practice_both_gives_each_side_its_own_army_sheet() {
    let mut app = practice(true, 80, 24);
    let blue = state(&app);
    let PracticeStage::Sheet(sheet) = blue.stage() else {
        panic!("Blue's sheet first");
    };
    assert_eq!(sheet.side(), Side::Blue);
    let blue_army = *sheet.army();
    key(&mut app, KeyCode::Enter); // Blue keeps the example army
    let PracticeStage::Sheet(sheet) = state(&app).stage() else {
        panic!("then Red's own sheet, not the deployment");
    };
    assert_eq!(sheet.side(), Side::Red);
    let screen = render(&app);
    assert!(screen.contains("Red's army"), "{screen}");
    // Red's army is written in small letters, as everywhere.
    assert!(
        screen.contains(&blue_army.to_string().to_lowercase()),
        "{screen}"
    );
    // Red takes the King alone: cleared, then sealed (asked once: few points spent).
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('y'));
    let d = state(&app).deployment().expect("deploying");
    assert_eq!(d.hands()[Side::Blue], blue_army);
    assert_eq!(d.hands()[Side::Red], army("K"));
    let mut placed = 0;
    while !state(&app).is_complete() {
        place_first_legal(&mut app);
        placed += 1;
        assert!(placed <= 40, "too many placements");
    }
    assert_eq!(placed as u32, blue_army.total() + 1);
    // `r` (and the yes it asks for) deploys the same two armies again.
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Char('y'));
    let d = state(&app).deployment().expect("deploying again");
    assert_eq!(d.hands()[Side::Red], army("K"));
    assert_eq!(d.hands()[Side::Blue], blue_army);
}

#[test]
fn practice_refuses_an_illegal_square_with_the_core_reason() {
    let mut app = practice(false, 80, 24);
    key(&mut app, KeyCode::Enter);
    // The King goes first, on d1–i1: a1 is refused.
    typed(&mut app, "a1");
    assert!(
        ui::notice::said(&app).contains("K@a1"),
        "{}",
        ui::notice::said(&app)
    );
    insta::assert_snapshot!(render(&app));
    typed(&mut app, "K@f1");
    assert_eq!(state(&app).placed().len(), 1, "{}", ui::notice::said(&app));
}

#[test]
fn practice_restart_clears_the_board_and_keeps_the_layout() {
    let mut app = practice(false, 80, 24);
    key(&mut app, KeyCode::Enter);
    typed(&mut app, "Kf1");
    assert_eq!(state(&app).placed().len(), 1);
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Char('y'));
    assert!(state(&app).placed().is_empty());
    assert_eq!(state(&app).plinths(), layout());
}

#[test]
fn practice_board_120x40_with_bigger_squares() {
    let mut app = practice(false, 120, 40);
    key(&mut app, KeyCode::Enter);
    typed(&mut app, "Kf1");
    insta::assert_snapshot!(render(&app));
}

#[test]
fn practice_on_a_layout_with_no_square_for_the_king_says_it_is_stuck() {
    let mut app = practice_app(squares("d1 e1 f1 g1 h1 i1"), false, 80, 24);
    key(&mut app, KeyCode::Enter); // the example army
    assert!(
        ui::notice::said(&app).starts_with("Blue can't place any of its pieces in hand"),
        "{}",
        ui::notice::said(&app)
    );
    let screen = render(&app);
    assert!(screen.contains("The deployment can't go on"), "{screen}");
    assert!(
        screen.contains("? help"),
        "the key hints fit the line: {screen}"
    );
}

#[test]
fn practice_refused_typed_placement_keeps_the_chosen_piece() {
    let mut app = practice(false, 80, 24);
    key(&mut app, KeyCode::Enter);
    let before = state(&app).input().role();
    typed(&mut app, "P@a1");
    assert!(!ui::notice::said(&app).is_empty());
    assert_eq!(state(&app).input().role(), before);
}

#[test]
fn practice_help_lists_each_key_once_and_saves_no_game() {
    let mut app = practice(false, 80, 24);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('?'));
    let screen = render(&app);
    assert!(screen.contains("save the plinth layout"), "{screen}");
    assert!(!screen.contains("save the game as"), "{screen}");
    assert!(!screen.contains("the game is saved)"), "{screen}");
    assert!(screen.contains("leave practice"), "{screen}");
}
