//! Save and resume: a game saved mid-fight (clocks running) comes back exactly where it
//! stopped; the computer's side is remembered; a saved record replays in the viewer.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::settings::{Opponent, Settings};
use shuuro::app::{App, Msg, Opened, Options, SaveTo, Screen, Snapshot, demo};
use shuuro::rules::Side;
use shuuro::rules::game::{Game, Phase};
use shuuro::tui::storage;

mod common;
use common::*;

fn temp(name: &str) -> scratch::Scratch {
    scratch::scratch(&format!("resume-{name}"))
}

fn game_with_clock() -> Game {
    let s = Settings {
        mini: true,
        clock: Some(shuuro::rules::game::ClockRules::new(5, 3)),
        ..Settings::default()
    };
    demo::fight_game(s.rules(), 6)
}

#[test]
fn resume_restores_the_game_and_both_clocks() {
    let dir = temp("clock");
    let path = dir.join("g.json");
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    app.update(resume(game_with_clock(), None));
    app.update(Msg::Tick(7_000));
    let before = play(&app).game().steps().to_vec();
    let snap = play(&app).snapshot(app.now());
    let left = snap.clock_now.unwrap();
    assert!(left.contains(&293_000), "{left:?}");
    storage::save_game(&path, &snap, false).unwrap();

    let opened = storage::load_resume(&path).unwrap();
    let mut app2 = App::new(Settings::default(), Options::sized(80, 24));
    app2.update(Msg::Opened(Box::new(opened)));
    let p = play(&app2);
    assert_eq!(p.game().steps(), &before[..]);
    assert_eq!(p.phase(), Phase::Fight);
    let c = p.clock().unwrap();
    assert_eq!([c.left(Side::Blue, 0), c.left(Side::Red, 0)], left);
}

#[test]
fn quitting_a_game_saves_it_and_resume_finds_it_as_the_newest_unfinished() {
    let dir = temp("quit");
    let s = Settings {
        mini: true,
        seed: 4,
        ..Settings::default()
    };
    let mut app = App::new(s.clone(), Options::sized(80, 24));
    app.start_game(&s);
    for k in [KeyCode::Enter, KeyCode::Char('e'), KeyCode::Enter] {
        app.update(Msg::Key(KeyEvent::new(k, KeyModifiers::NONE)));
    }
    let e = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('q'),
        KeyModifiers::NONE,
    )));
    let snap = e
        .saves(&SaveTo::Auto)
        .expect("the game is handed over for saving")
        .clone();
    assert!(matches!(app.screen(), Screen::Start { .. }));
    let path = storage::new_save_path(&dir);
    storage::save_game(&path, &snap, false).unwrap();
    assert_eq!(storage::newest_unfinished(&dir), Some(path.clone()));
    let list = storage::list_saves(&dir);
    assert_eq!(list.len(), 1);
    assert!(
        list[0].summary.ends_with("armies being bought"),
        "{}",
        list[0].summary
    );
    let Opened::Resume { game, .. } = storage::load_resume(&path).unwrap() else {
        panic!("not a game")
    };
    // Blue's army is in; Red's is still to come, behind a hand-over screen.
    assert!(game.has_army(Side::Blue));
    assert!(!game.has_army(Side::Red));
}

#[test]
fn the_computer_side_is_remembered_across_a_save() {
    let dir = temp("cpu");
    let path = dir.join("g.json");
    let snap = Snapshot {
        game: demo::fight_game(
            Settings {
                mini: true,
                ..Settings::default()
            }
            .rules(),
            2,
        ),
        computer: Some(Side::Red),
        clock_log: Vec::new(),
        clock_now: None,
        players: Default::default(),
        hints: Default::default(),
        think: None,
    };
    storage::save_game(&path, &snap, false).unwrap();
    let Opened::Resume { computer, .. } = storage::load_resume(&path).unwrap() else {
        panic!()
    };
    assert_eq!(computer, Some(Side::Red));
    let _ = Opponent::Human;
}

/// Found by a play test: `play --computer red --think 5s`, resumed, thought for the
/// settings' 2 s. The computer's think time is saved with the game (`x-computer-think-ms`)
/// and a resumed game keeps it.
#[test]
fn the_computers_think_time_is_kept_across_a_save() {
    use shuuro::app::Command;
    use shuuro::app::jobs::Job;
    use std::time::Duration;
    let dir = temp("think");
    let path = dir.join("g.json");
    let game = demo::fight_game(
        Settings {
            mini: true,
            ..Settings::default()
        }
        .rules(),
        2,
    );
    let cpu = game.position().expect("the fight").turn();
    let mut app = App::new(
        Settings {
            think: Duration::from_secs(5),
            ..Settings::default()
        },
        Options::sized(80, 24),
    );
    app.update(resume(game, Some(cpu)));
    let snap = play(&app).snapshot(app.now());
    storage::save_game(&path, &snap, false).unwrap();
    let opened = storage::load_resume(&path).unwrap();
    // Resumed where the settings say 2 s.
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    let u = app.update(Msg::Opened(Box::new(opened)));
    let time = u.commands.iter().find_map(|c| match c {
        Command::Start {
            job: Job::Think(r), ..
        } => Some(r.time),
        _ => None,
    });
    assert_eq!(time, Some(Duration::from_secs(5)), "{:?}", u.commands);
}

#[test]
fn a_saved_record_opens_in_the_replay_viewer_and_a_layout_round_trips() {
    let dir = temp("replay");
    let path = dir.join("g.json");
    let game = demo::fight_game(Settings::default().rules(), 10);
    let snap = Snapshot {
        game: game.clone(),
        computer: None,
        clock_log: Vec::new(),
        clock_now: None,
        players: Default::default(),
        hints: Default::default(),
        think: None,
    };
    storage::save_game(&path, &snap, false).unwrap();
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    app.update(Msg::Opened(Box::new(storage::load_replay(&path).unwrap())));
    let Screen::Replay(r) = app.screen() else {
        panic!("no viewer")
    };
    assert_eq!(r.len(), game.steps().len());

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
    assert_ne!(t.time, Settings::default().think);
}
