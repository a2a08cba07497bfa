//! Resume: a resumed game's computer budgets its move from its clock; a practice layout
//! round-trips. (Saving a game and resuming it, through the runtime as the program does
//! it, is tested with the runtime: `src/tui/tests.rs`.)

use shuuro::app::settings::Settings;
use shuuro::app::{App, Options, demo};
use shuuro::rules::Side;
use shuuro::rules::game::Game;
use shuuro::tui::storage;

mod common;
use common::*;

fn temp(name: &str) -> scratch::Scratch {
    scratch::scratch(&format!("resume-{name}"))
}

fn game_with_clock() -> Game {
    let s = Settings {
        board: shuuro::rules::BoardSize::Six,
        clock: Some(shuuro::rules::game::ClockRules::new(5, 3)),
        ..Settings::default()
    };
    demo::fight_game(s.rules(), 6)
}

/// A layout saved from practice reads back as it was written.
#[test]
fn a_layout_round_trips() {
    let dir = temp("layout");
    let game = demo::fight_game(Settings::default().rules(), 10);
    let layout = dir.join("layout.json");
    storage::save_layout(&layout, game.rules().board, game.plinths(), false).unwrap();
    let (size, plinths) = storage::load_layout(&layout).unwrap();
    assert_eq!(size, game.rules().board);
    assert_eq!(plinths, game.plinths());
}

#[test]
fn with_a_clock_the_computer_budgets_its_move_from_its_time_left() {
    // Blue, the computer, to move with 10 s left and 3 s a move: a budget from the clock
    // (a 25th of the time plus most of the increment), not the fixed 2 s think time.
    let game = game_with_clock();
    assert_eq!(game.position().map(|p| p.turn()), Some(Side::Blue));
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    let u = app.update(resume_with(
        game,
        Some(Side::Blue),
        Some(shuuro::rules::BySide::new(10_000, 200_000)),
        Default::default(),
    ));
    let (_, t) = u.think().expect("the computer is asked to move");
    let want = shuuro::engine::clock::think_time(
        std::time::Duration::from_secs(10),
        std::time::Duration::from_secs(3),
    );
    assert_eq!(t.time, want);
    assert!(
        t.time < std::time::Duration::from_secs(10) / 3,
        "{:?}",
        t.time
    );
    assert_ne!(t.time, Settings::default().computer.think);
}
