//! The puzzle trainer as a key script: one puzzle solved with the cursor, one failed with
//! a typed wrong move and then the solution, the progress file right after each (the job
//! each finished attempt gives is carried out as the runtime does); a wrong move taken
//! back; the reply after the pause; clicks; snapshots at 80×24 and 120×40.

use ratatui::crossterm::event::KeyCode;

use shuuro::app::jobs::{Answer, Job};
use shuuro::app::settings::Settings;
use shuuro::app::trainer::{REPLY_PAUSE, Said, TrainerSetup};
use shuuro::app::{App, Command, Msg, Options, Update};
use shuuro::puzzle::Puzzle;
use shuuro::puzzle::check::check;
use shuuro::puzzle::progress::Progress;
use shuuro::puzzle::set::Theme;
use shuuro::record::puzzle_files::{progress_path, read_progress, record_attempt};

mod common;
use common::{click_at, key, keys, render, typed};

/// Mini: Blue's Rook mates from f1 (Red's King on a6, Blue's on a4): in one (f1f6), or
/// in two after f1f2 a6b6.
fn puzzles() -> Vec<Puzzle> {
    let p = |id: &str, solution: &[&str], theme: Theme, rating: f64| {
        Puzzle::fight(
            id.into(),
            "k5/6/K5/6/6/5R w - 1".into(),
            solution.iter().map(|s| s.to_string()).collect(),
            vec![theme],
        )
        .with_rating(rating)
    };
    vec![
        p("m1", &["f1f6"], Theme::MateIn1, 1500.0),
        p("m2", &["f1f2", "a6b6", "f2f6"], Theme::Material, 1510.0),
    ]
}

fn trainer(w: u16, h: u16) -> App {
    let mut app = App::new(Settings::default(), Options::sized(w, h));
    let set = puzzles();
    let resolved = set
        .iter()
        .enumerate()
        .map(|(i, p)| check(i, p).expect("valid"));
    let ok = app.start_trainer(TrainerSetup {
        name: "test".into(),
        puzzles: set.iter().cloned().zip(resolved).collect(),
        progress: Progress::default(),
        progress_problem: None,
        show_themes: false,
        seed: 1,
    });
    assert!(ok);
    app
}

fn id(app: &App) -> String {
    app.trainer()
        .expect("the trainer")
        .puzzle()
        .id()
        .to_string()
}

/// Carries out the update's progress job as the runtime does, on `path`, and gives the
/// app its answer; how many attempts were saved.
fn save(app: &mut App, u: Update, path: &std::path::Path) -> usize {
    let mut n = 0;
    for c in u.commands {
        if let Command::Start {
            ticket,
            job: Job::SaveAttempt(a),
            ..
        } = c
        {
            let r = record_attempt(path, &a, "2026-12-02T00:00:00Z".into());
            app.update(Msg::Answer {
                ticket,
                answer: Answer::AttemptSaved(Box::new(r)),
            });
            n += 1;
        }
    }
    n
}

/// Moves the cursor to `sq` (from wherever it is) with the arrow keys.
fn cursor_to(app: &mut App, sq: &str) {
    let target: shuuro::rules::Square = sq.parse().unwrap();
    for _ in 0..12 {
        let at = app.trainer().unwrap().input().cursor();
        let code = if at.file() < target.file() {
            KeyCode::Right
        } else if at.file() > target.file() {
            KeyCode::Left
        } else if at.rank() < target.rank() {
            KeyCode::Up
        } else if at.rank() > target.rank() {
            KeyCode::Down
        } else {
            return;
        };
        key(app, code);
    }
}

#[test]
fn a_puzzle_solved_with_the_cursor_and_one_failed_by_a_typed_move_each_saved() {
    let dir = common::process::temp_dir("trainer-script");
    let path = progress_path(&dir);
    let mut app = trainer(80, 24);
    // Get to the mate in one.
    if id(&app) != "m1" {
        key(&mut app, KeyCode::Char('n'));
    }
    assert_eq!(id(&app), "m1");
    cursor_to(&mut app, "f1");
    key(&mut app, KeyCode::Enter);
    cursor_to(&mut app, "f6");
    let u = key(&mut app, KeyCode::Enter);
    let t = app.trainer().unwrap();
    assert!(
        matches!(t.said(), Said::Over { solved: true, .. }),
        "{:?}",
        t.said()
    );
    assert_eq!(save(&mut app, u, &path), 1);
    let saved = read_progress(&path).unwrap();
    assert_eq!(saved.attempts().len(), 1);
    assert!(saved.attempts()[0].solved);
    assert!(saved.rating().rating > 1500.0);
    assert_eq!(app.trainer().unwrap().progress(), &saved);
    // The next one is the other puzzle (never the same twice in a row).
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(id(&app), "m2");
    // A wrong move, typed: taken back, the engine's answer asked for.
    typed(&mut app, "f1f5");
    let t = app.trainer().unwrap();
    assert!(matches!(t.said(), Said::Wrong { .. }), "{:?}", t.said());
    assert!(t.attempt().failed());
    match t.position() {
        shuuro::puzzle::check::Now::Fight(p) => {
            assert_eq!(p.to_sfen(), "k5/6/K5/6/6/5R w - 1", "taken back")
        }
        other => panic!("{other:?}"),
    }
    // The solution: the attempt is over, failed, and saved.
    let u = key(&mut app, KeyCode::Char('s'));
    assert!(matches!(app.trainer().unwrap().said(), Said::Solution(_)));
    assert_eq!(save(&mut app, u, &path), 1);
    let saved = read_progress(&path).unwrap();
    let got: Vec<(&str, bool)> = saved
        .attempts()
        .iter()
        .map(|a| (a.id.as_str(), a.solved))
        .collect();
    assert_eq!(got, [("m1", true), ("m2", false)]);
    assert_eq!(saved.streak(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_reply_comes_after_the_pause_and_a_click_plays_too() {
    let mut app = trainer(80, 24);
    if id(&app) != "m2" {
        key(&mut app, KeyCode::Char('n'));
    }
    app.update(Msg::Tick(1000));
    typed(&mut app, "f1f2");
    assert!(matches!(app.trainer().unwrap().said(), Said::Right));
    app.update(Msg::Tick(1000 + REPLY_PAUSE - 1));
    assert!(
        matches!(app.trainer().unwrap().said(), Said::Right),
        "not yet"
    );
    app.update(Msg::Tick(1000 + REPLY_PAUSE));
    assert!(matches!(app.trainer().unwrap().said(), Said::Replied(_)));
    // The mate by clicks: the Rook on f2, then f6, found where the board is drawn.
    let cells = find(&app, &["f2", "f6"]);
    click_at(&mut app, cells[0].0, cells[0].1);
    let (x, y) = cells[1];
    let u = click_at(&mut app, x, y);
    let t = app.trainer().unwrap();
    assert!(
        matches!(t.said(), Said::Over { solved: true, .. }),
        "{:?}",
        t.said()
    );
    assert!(u.commands.iter().any(|c| matches!(
        c,
        Command::Start {
            job: Job::SaveAttempt(_),
            ..
        }
    )));
}

/// The cells that click on each square.
fn find(app: &App, squares: &[&str]) -> Vec<(u16, u16)> {
    squares
        .iter()
        .map(|s| {
            let want = shuuro::app::target::Target::Square(s.parse().unwrap());
            (0..app.width())
                .flat_map(|x| (0..app.height()).map(move |y| (x, y)))
                .find(|&(x, y)| shuuro::ui::hit(app, x, y) == Some(want))
                .expect("on screen")
        })
        .collect()
}

#[test]
fn a_hint_names_the_piece_and_counts_as_failed() {
    let mut app = trainer(80, 24);
    keys(&mut app, "H");
    let t = app.trainer().unwrap();
    assert!(matches!(t.said(), Said::Hinted(_)));
    assert!(t.attempt().failed());
    assert!(render(&app).contains("Hint: the piece on f1"));
}

#[test]
fn the_trainer_at_80x24() {
    let mut app = trainer(80, 24);
    if id(&app) != "m1" {
        key(&mut app, KeyCode::Char('n'));
    }
    insta::assert_snapshot!(render(&app));
}

#[test]
fn the_trainer_at_120x40_after_a_wrong_move() {
    let mut app = trainer(120, 40);
    if id(&app) != "m1" {
        key(&mut app, KeyCode::Char('n'));
    }
    typed(&mut app, "f1f5");
    insta::assert_snapshot!(render(&app));
}

#[test]
fn puzzles_on_the_start_screen_opens_the_trainer_and_asks_for_the_progress() {
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    let at = shuuro::app::MenuItem::ALL
        .iter()
        .position(|&m| m == shuuro::app::MenuItem::Puzzles)
        .expect("on the menu");
    for _ in 0..at {
        key(&mut app, KeyCode::Down);
    }
    let u = key(&mut app, KeyCode::Enter);
    let t = app.trainer().expect("the trainer");
    assert_eq!(t.set_name(), "built-in");
    assert!(
        u.commands.iter().any(|c| matches!(
            c,
            Command::Start {
                job: Job::ReadProgress,
                ..
            }
        )),
        "{:?}",
        u.commands
    );
}
