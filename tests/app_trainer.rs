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
use shuuro::record::data_job::{DataAnswer, DataJob};
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
    trainer_on(puzzles(), w, h)
}

/// The trainer on the set `set` (each puzzle checked), on a `w`×`h` terminal.
fn trainer_on(set: Vec<Puzzle>, w: u16, h: u16) -> App {
    let mut app = App::new(Settings::default(), Options::sized(w, h));
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
        filter: Default::default(),
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
            job: Job::Data(data),
            ..
        } = c
            && let DataJob::SaveAttempt(a) = *data
        {
            let r = record_attempt(path, &a, "2026-12-02T00:00:00Z".into());
            app.update(Msg::Answer {
                ticket,
                answer: Answer::Data(Box::new(DataAnswer::AttemptSaved(r))),
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
    // The puzzle's rating moved too, and the file keeps it.
    let m1 = saved.puzzle_rating("test", "m1").expect("kept");
    assert!(m1.rating < 1500.0, "{m1:?}");
    assert_eq!(app.trainer().unwrap().puzzle_rating(), m1, "shown as kept");
    assert_eq!(app.trainer().unwrap().progress(), &saved);
    // The next one is the other puzzle (never the same twice in a row).
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(id(&app), "m2");
    // A wrong move, typed: taken back, the engine's answer asked for.
    typed(&mut app, "f1f5");
    assert!(
        !render(&app).contains("type a move"),
        "the typing hint ends with the move"
    );
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
}

/// The attempts `u` asks the runtime to save, and whether each is asked before the
/// client quits (the runtime stops at `Quit`).
fn saves_asked(u: &Update) -> Vec<(String, bool, bool)> {
    let mut quit = false;
    let mut asked = Vec::new();
    for c in &u.commands {
        match c {
            Command::Quit => quit = true,
            Command::Start {
                job: Job::Data(d), ..
            } => {
                if let DataJob::SaveAttempt(a) = &**d {
                    asked.push((a.id.clone(), a.solved, !quit));
                }
            }
            _ => {}
        }
    }
    asked
}

/// A failed attempt (a wrong move, or a hint, which counts as failed) left unfinished
/// counts however the puzzle is left: `q`, `Esc`, the next puzzle, or quitting the
/// program (Ctrl-C, a signal, the terminal closed); it was dropped on `q`. An attempt
/// not failed yet is not counted.
#[test]
fn a_failed_attempt_counts_however_the_puzzle_is_left() {
    let dir = common::process::temp_dir("trainer-leave-failed");
    let path = progress_path(&dir);
    // The trainer opened from the start screen, left with `q` and with `Esc`.
    for leave in [KeyCode::Char('q'), KeyCode::Esc] {
        let mut app = trainer(80, 24);
        let first = id(&app);
        typed(&mut app, "f1f5");
        assert!(app.trainer().unwrap().attempt().failed());
        let u = key(&mut app, leave);
        assert!(app.trainer().is_none(), "{leave:?} leaves");
        assert_eq!(saves_asked(&u), [(first.clone(), false, true)], "{leave:?}");
        assert_eq!(save(&mut app, u, &path), 1);
    }
    let saved = read_progress(&path).unwrap();
    assert_eq!(saved.attempts().len(), 2);
    assert!(saved.attempts().iter().all(|a| !a.solved));
    // `shuuro puzzles`: leaving quits the program, after the attempt is saved.
    let mut app = App::new(
        Settings::default(),
        Options {
            quit_on_leave: true,
            ..Options::sized(80, 24)
        },
    );
    let resolved = puzzles()
        .iter()
        .enumerate()
        .map(|(i, p)| check(i, p).unwrap())
        .collect::<Vec<_>>();
    assert!(app.start_trainer(TrainerSetup {
        name: "test".into(),
        puzzles: puzzles().into_iter().zip(resolved).collect(),
        progress: Progress::default(),
        progress_problem: None,
        show_themes: false,
        seed: 1,
        filter: Default::default(),
    }));
    keys(&mut app, "H");
    let first = id(&app);
    let u = key(&mut app, KeyCode::Char('q'));
    assert!(u.quits());
    assert_eq!(saves_asked(&u), [(first, false, true)]);
    // Quitting the program from the puzzle (Ctrl-C, SIGTERM, the terminal closed).
    let mut app = trainer(80, 24);
    keys(&mut app, "H");
    let first = id(&app);
    let u = app.update(Msg::Quit);
    assert!(u.quits());
    assert_eq!(saves_asked(&u), [(first, false, true)]);
    // The next puzzle (as before), and the choice of themes, which serves the next one.
    let mut app = trainer(80, 24);
    keys(&mut app, "H");
    let first = id(&app);
    let u = key(&mut app, KeyCode::Char('n'));
    assert_eq!(saves_asked(&u), [(first, false, true)]);
    keys(&mut app, "H");
    let second = id(&app);
    key(&mut app, KeyCode::Char('c'));
    let u = key(&mut app, KeyCode::Enter);
    assert_eq!(saves_asked(&u), [(second, false, true)]);
    // Not failed, not counted; over (saved once already), not counted again.
    let mut app = trainer(80, 24);
    assert_eq!(saves_asked(&key(&mut app, KeyCode::Char('q'))), []);
    let mut app = trainer(80, 24);
    keys(&mut app, "Hs");
    assert_eq!(saves_asked(&app.update(Msg::Quit)), []);
}

/// While another program holds the progress file, the runtime keeps the attempts and
/// says so: the trainer tells the player plainly, goes on (the attempt is in Past
/// attempts), and stops saying it once they are saved.
#[test]
fn attempts_pending_on_a_held_progress_file_are_said_until_they_are_saved() {
    use shuuro::record::data_job::Pending;
    let dir = common::process::temp_dir("trainer-pending");
    let path = progress_path(&dir);
    // The job the solution asked for, as the runtime's writer answers it.
    let mut app = trainer(80, 24);
    keys(&mut app, "H");
    let u = key(&mut app, KeyCode::Char('s'));
    let ticket = u
        .commands
        .iter()
        .find_map(|c| match c {
            Command::Start {
                ticket,
                job: Job::Data(_),
                ..
            } => Some(*ticket),
            _ => None,
        })
        .expect("the attempt handed over");
    let pending = Pending {
        attempts: 1,
        path: path.clone(),
    };
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Data(Box::new(DataAnswer::AttemptsPending(pending.clone()))),
    });
    assert_eq!(app.trainer().unwrap().pending(), Some(&pending));
    let screen = render(&app);
    for words in [
        "Progress pending: another shuuro is using",
        "puzzles.json; 1 attempt is kept, saved when it",
    ] {
        assert!(screen.contains(words), "{screen}");
    }
    assert!(screen.contains("- "), "in Past attempts: {screen}");
    // The keys still work meanwhile.
    key(&mut app, KeyCode::Char('n'));
    assert!(matches!(app.trainer().unwrap().said(), Said::YourMove));
    // Saved: said no more.
    let a = shuuro::record::puzzle_files::NewAttempt {
        id: "m1".into(),
        set: "test".into(),
        solved: false,
        puzzle: shuuro::puzzle::glicko::Rating::new(1500.0, 100.0),
    };
    let r = record_attempt(&path, &a, "2026-12-02T00:00:00Z".into());
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Data(Box::new(DataAnswer::AttemptSaved(r))),
    });
    assert_eq!(app.trainer().unwrap().pending(), None);
    assert!(!render(&app).contains("pending"));
}

/// The ids of a set give the answer's theme away (`m1-`, `fork-`): the screen names a
/// puzzle by its number in the set, in the title and in Past attempts (which are this
/// set's); the progress file keeps the ids.
#[test]
fn the_screen_names_a_puzzle_by_its_number_never_by_its_id() {
    let dir = common::process::temp_dir("trainer-numbers");
    let path = progress_path(&dir);
    let mut set = of_theme("fork-000", 2, Theme::Fork);
    set.extend(of_theme("m1-000", 1, Theme::MateIn1));
    let mut progress = Progress::default();
    let r = shuuro::puzzle::glicko::Rating::new(1500.0, 100.0);
    progress.record("pin-0007", "another set", true, "t".into(), r);
    let mut app = trainer_with(set, progress);
    let screen = render(&app);
    assert!(!screen.contains("pin-"), "another set's attempt: {screen}");
    let mut seen = Vec::new();
    for _ in 0..3 {
        let t = app.trainer().unwrap();
        let number = t.number();
        let want = ["fork-0000", "fork-0001", "m1-0000"]
            .iter()
            .position(|&i| i == t.puzzle().id())
            .expect("a puzzle of the set")
            + 1;
        assert_eq!(number, want);
        let screen = render(&app);
        let title = screen.lines().next().unwrap_or_default();
        assert!(
            title.contains(&format!("Puzzles (test)  #{number}")),
            "{title}"
        );
        seen.push(number);
        // Failed at once, and on to the next.
        let u = key(&mut app, KeyCode::Char('s'));
        assert_eq!(save(&mut app, u, &path), 1);
        key(&mut app, KeyCode::Char('n'));
    }
    let screen = render(&app);
    for id in ["fork-", "m1-", "pin-"] {
        assert!(!screen.contains(id), "{id}: {screen}");
    }
    let past: String = seen.iter().rev().map(|n| format!("- #{n}  ")).collect();
    assert!(screen.contains(past.trim_end()), "{past}: {screen}");
    let ids: Vec<String> = read_progress(&path)
        .unwrap()
        .attempts()
        .iter()
        .map(|a| a.id.clone())
        .collect();
    assert!(ids.iter().any(|i| i.starts_with("fork-")), "{ids:?}");
}

/// Mini: Blue's pawn on c5 mates by becoming a Knight on c6 (a Queen there mates not).
fn knight_mate() -> App {
    let p = Puzzle::fight(
        "promotion".into(),
        "nb4/k1P3/p1K3/6/6/6 w - 1".into(),
        vec!["c5c6n".into()],
        vec![Theme::MateIn1],
    );
    trainer_on(vec![p], 80, 24)
}

/// A pawn reaching the far rank asks for the piece with the game's picker (it became a
/// Queen, unless the solution said otherwise: a click gave the answer away): letters,
/// the arrows and Enter, or a click on a choice, choose; Esc goes back to the square
/// with the pawn in hand; the key line is the picker's.
#[test]
fn a_pawn_reaching_the_far_rank_asks_for_the_piece_as_in_a_game() {
    use shuuro::app::keymap::Ctx;
    use shuuro::rules::{Role, Square};
    let sq = |s: &str| -> Square { s.parse().unwrap() };
    // Clicked: the picker opens, nothing is played.
    let mut app = knight_mate();
    let cells = find(&app, &["c5", "c6"]);
    click_at(&mut app, cells[0].0, cells[0].1);
    click_at(&mut app, cells[1].0, cells[1].1);
    let t = app.trainer().unwrap();
    assert_eq!(t.picker().map(|p| p.highlighted()), Some(Role::Queen));
    assert!(matches!(t.said(), Said::YourMove), "{:?}", t.said());
    assert_eq!(app.ctx(), Ctx::Promotion);
    let screen = render(&app);
    assert!(screen.contains("Promote to:  Queen  Rook"), "{screen}");
    assert!(screen.contains("Esc back to the square"), "{screen}");
    // Esc: back to the square, the pawn in hand; Enter there asks again.
    key(&mut app, KeyCode::Esc);
    let t = app.trainer().unwrap();
    assert_eq!(t.picker(), None);
    assert_eq!(t.input().selected(), Some(sq("c5")));
    assert_eq!(t.input().cursor(), sq("c6"));
    assert!(app.trainer().is_some(), "Esc did not leave the trainer");
    key(&mut app, KeyCode::Enter);
    assert!(app.trainer().unwrap().picker().is_some());
    // `n`: the Knight, which mates.
    key(&mut app, KeyCode::Char('n'));
    let t = app.trainer().unwrap();
    assert!(
        matches!(t.said(), Said::Over { solved: true, .. }),
        "{:?}",
        t.said()
    );
    // A Queen is wrong, chosen with the arrows and Enter ("q" is the Queen here, not
    // leaving).
    let mut app = knight_mate();
    cursor_to(&mut app, "c5");
    key(&mut app, KeyCode::Enter);
    cursor_to(&mut app, "c6");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Char('q'));
    let t = app.trainer().expect("q chose the Queen");
    assert!(
        matches!(t.said(), Said::Wrong { step, .. } if step.to_string() == "c5c6q"),
        "{:?}",
        t.said()
    );
    // A click on a choice chooses it.
    let mut app = knight_mate();
    typed(&mut app, "c5c6");
    assert!(
        app.trainer().unwrap().picker().is_some(),
        "typed without the piece"
    );
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let (_, r) = shuuro::ui::layout::promotion_choices(
        shuuro::words::en(),
        area,
        shuuro::rules::role::RoleSet::promotions(false),
    )
    .into_iter()
    .find(|(role, _)| *role == Role::Knight)
    .expect("the Knight");
    click_at(&mut app, r.x, r.y);
    assert!(matches!(
        app.trainer().unwrap().said(),
        Said::Over { solved: true, .. }
    ));
}

/// Thirteen puzzles: `far` rated 3000 in the set, `y0` … `y11` at 1500, 1510 … 1610.
fn thirteen() -> Vec<(Puzzle, shuuro::puzzle::check::Resolved)> {
    let p = |id: String, rating: f64| {
        Puzzle::fight(
            id,
            "k5/6/K5/6/6/5R w - 1".into(),
            vec!["f1f6".into()],
            vec![Theme::MateIn1],
        )
        .with_rating(rating)
    };
    std::iter::once(p("far".into(), 3000.0))
        .chain((0..12).map(|i| p(format!("y{i}"), 1500.0 + 10.0 * i as f64)))
        .enumerate()
        .map(|(i, p)| {
            let r = check(i, &p).expect("valid");
            (p, r)
        })
        .collect()
}

/// The first puzzle of a trainer on `thirteen` with `progress`, for each of 200 seeds.
fn first_choices(progress: &Progress) -> std::collections::BTreeSet<String> {
    (0..200)
        .map(|seed| {
            let mut app = App::new(Settings::default(), Options::sized(80, 24));
            assert!(app.start_trainer(TrainerSetup {
                name: "test".into(),
                puzzles: thirteen(),
                progress: progress.clone(),
                progress_problem: None,
                show_themes: false,
                seed,
                filter: Default::default(),
            }));
            id(&app)
        })
        .collect()
}

#[test]
fn the_choice_goes_by_the_puzzle_rating_the_progress_keeps_over_the_sets() {
    // By the set's ratings, the twelve nearest 1500 are y0 … y11: never `far`.
    let fresh = first_choices(&Progress::default());
    assert!(!fresh.contains("far"), "{fresh:?}");
    assert!(fresh.contains("y11"), "{fresh:?}");
    // The progress keeps `far` at 1500 (its attempts moved it): it is among the twelve
    // nearest, and y11, now the farthest, is not.
    let kept = Progress::from_json(
        r#"{"format": "shuuro-puzzle-progress", "version": 1, "rating": 1500, "deviation": 350,
            "attempts": [],
            "x-puzzles": {"test": {"far": {"rating": 1500, "deviation": 60, "volatility": 0.06}}}}"#,
    )
    .expect("progress");
    let chosen = first_choices(&kept);
    assert!(chosen.contains("far"), "{chosen:?}");
    assert!(!chosen.contains("y11"), "{chosen:?}");
}

#[test]
fn the_progress_read_after_the_start_screen_opened_the_trainer_rerates_the_built_in_set() {
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    let at = shuuro::app::MenuItem::ALL
        .iter()
        .position(|&m| m == shuuro::app::MenuItem::Puzzles)
        .expect("on the menu");
    for _ in 0..at {
        key(&mut app, KeyCode::Down);
    }
    let u = key(&mut app, KeyCode::Enter);
    let ticket = u
        .commands
        .iter()
        .find_map(|c| match c {
            Command::Start {
                ticket,
                job: Job::Data(d),
                ..
            } if **d == DataJob::ReadProgress => Some(*ticket),
            _ => None,
        })
        .expect("the progress asked for");
    // The built-in set's lowest-rated puzzle, kept at 2990 by the file, for a solver at
    // 2990: it is among the twelve nearest, which it never is by the set's rating.
    let set = shuuro::puzzle::builtin().unwrap();
    let low = set
        .puzzles()
        .iter()
        .min_by(|a, b| a.rating().total_cmp(&b.rating()))
        .unwrap();
    assert!(low.rating() < 1500.0);
    let kept = Progress::from_json(&format!(
        r#"{{"format": "shuuro-puzzle-progress", "version": 1, "rating": 2990, "deviation": 60,
            "attempts": [],
            "x-puzzles": {{"built-in": {{"{}": {{"rating": 2990, "deviation": 60}}}}}}}}"#,
        low.id()
    ))
    .expect("progress");
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Data(Box::new(DataAnswer::ProgressRead(Ok(kept)))),
    });
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..200 {
        key(&mut app, KeyCode::Char('n'));
        seen.insert(id(&app));
    }
    assert!(seen.contains(low.id()), "{seen:?}");
}

#[test]
fn a_wrong_move_shows_the_engines_whole_line_in_short_notation_wrapped_in_the_panel() {
    let mut app = trainer(80, 24);
    if id(&app) != "m2" {
        key(&mut app, KeyCode::Char('n'));
    }
    key(&mut app, KeyCode::Char(':'));
    keys(&mut app, "f1f5");
    let u = key(&mut app, KeyCode::Enter);
    let (ticket, think) = u
        .commands
        .into_iter()
        .find_map(|c| match c {
            Command::Start {
                ticket,
                job: Job::Think(t),
                ..
            } => Some((ticket, t)),
            _ => None,
        })
        .expect("the engine asked for its line");
    // The position after the wrong move; a line of sixteen legal moves from it, and their
    // short notation.
    let mut pos = think.position.clone();
    assert!(
        pos.to_sfen().starts_with("k5/5R/K5/6/6/6 b"),
        "{}",
        pos.to_sfen()
    );
    let (mut line, mut words) = (Vec::new(), Vec::new());
    for _ in 0..16 {
        let m = pos.legal_moves()[0];
        words.push(shuuro::rules::notation::to_short(&pos, m));
        line.push(m);
        pos = pos.play(m).unwrap();
    }
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Move(line),
    });
    match app.trainer().unwrap().said() {
        Said::Wrong {
            refutation: Some(got),
            ..
        } => assert_eq!(got, &words),
        other => panic!("{other:?}"),
    }
    // On screen, whole: every move in order after "The engine's line:", over more than
    // one row of the panel.
    let screen = render(&app);
    let rows: Vec<&str> = screen.lines().collect();
    let at = rows
        .iter()
        .position(|r| r.contains("The engine's line:"))
        .unwrap_or_else(|| panic!("{screen}"));
    let panel_x = rows[at].find("The engine's line:").unwrap();
    let after: Vec<&str> = rows[at..]
        .iter()
        .map(|r| {
            r.get(panel_x..)
                .unwrap_or("")
                .trim_end_matches(['│', ' ', '"'])
        })
        .take_while(|r| !r.trim().starts_with("Play again"))
        .collect();
    assert!(after.len() >= 2, "wrapped: {after:?}\n{screen}");
    let shown: Vec<&str> = after
        .iter()
        .flat_map(|r| r.split_whitespace())
        .skip(3)
        .collect();
    assert_eq!(shown, words, "{screen}");
}

#[test]
fn the_think_job_answers_with_a_line_of_legal_moves_its_move_first() {
    let pos: shuuro::rules::Position =
        shuuro::rules::Position::from_sfen("k5/6/K5/6/6/5R w - 1").expect("sfen");
    let req = shuuro::app::jobs::ThinkRequest {
        position: pos.clone(),
        history: Vec::new(),
        time: std::time::Duration::from_millis(300),
        skill: shuuro::engine::skill::Skill {
            style: shuuro::engine::Style::default(),
            seed: 0,
        },
    };
    let line = req.run(&std::sync::atomic::AtomicBool::new(false));
    assert!(!line.is_empty());
    let mut p = pos;
    for m in line {
        p = p.play(m).expect("legal in turn");
    }
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
    assert!(matches!(app.trainer().unwrap().said(), Said::Replied(..)));
    assert!(
        render(&app).contains("Reply: Kb6. Your move."),
        "in short notation: {}",
        render(&app)
    );
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
        Command::Start { job: Job::Data(d), .. } if matches!(**d, DataJob::SaveAttempt(_))
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
fn a_first_hint_names_the_piece_a_second_its_square_and_both_count_as_failed() {
    use shuuro::rules::{Bitboard, Square};
    let mut app = trainer(100, 30);
    if id(&app) != "m1" {
        key(&mut app, KeyCode::Char('n'));
    }
    let sq = |s: &str| -> Square { s.parse().unwrap() };
    keys(&mut app, "H");
    let t = app.trainer().unwrap();
    assert!(matches!(t.said(), Said::Hinted(_)));
    assert!(t.attempt().failed());
    assert_eq!(t.marks(), Bitboard::from_square(sq("f1")));
    assert!(render(&app).contains("Hint: the piece on f1"));
    keys(&mut app, "H");
    let t = app.trainer().unwrap();
    assert_eq!(t.marks(), Bitboard::from_square(sq("f1")).with(sq("f6")));
    assert!(
        render(&app).contains("Hint: the piece on f1, to f6"),
        "{}",
        render(&app)
    );
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
    key(&mut app, KeyCode::Char(':'));
    keys(&mut app, "f1f5");
    let u = key(&mut app, KeyCode::Enter);
    // The engine's line as the worker would answer: the King out of the Rook's row, the
    // Rook after it.
    let ticket = u
        .commands
        .iter()
        .find_map(|c| match c {
            Command::Start {
                ticket,
                job: Job::Think(_),
                ..
            } => Some(*ticket),
            _ => None,
        })
        .expect("the engine asked");
    let line = ["a6b6", "f5f6", "b6c5"]
        .iter()
        .map(|s| s.parse().expect("a move"))
        .collect();
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Move(line),
    });
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
            Command::Start { job: Job::Data(d), .. } if **d == DataJob::ReadProgress
        )),
        "{:?}",
        u.commands
    );
}

/// Carries out the update's file job as the runtime does, on `dir`, and gives the app
/// its answer; the update that gave.
fn run_data_job(app: &mut App, u: Update, dir: &std::path::Path) -> Update {
    let (ticket, job) = u
        .commands
        .into_iter()
        .find_map(|c| match c {
            Command::Start {
                ticket,
                job: Job::Data(d),
                ..
            } => Some((ticket, d)),
            _ => None,
        })
        .expect("a file job");
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Data(Box::new(job.run(dir))),
    })
}

#[test]
fn my_mistakes_on_the_start_screen_opens_the_trainer_on_them_or_says_there_are_none() {
    let dir = common::process::temp_dir("my-mistakes-menu");
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    let at = shuuro::app::MenuItem::ALL
        .iter()
        .position(|&m| m == shuuro::app::MenuItem::MyMistakes)
        .expect("on the menu");
    for _ in 0..at {
        key(&mut app, KeyCode::Down);
    }
    assert!(render(&app).contains("My mistakes"));
    // None yet: said, and the start screen stays.
    let u = key(&mut app, KeyCode::Enter);
    run_data_job(&mut app, u, &dir);
    assert!(app.trainer().is_none());
    let screen = render(&app);
    assert!(
        screen.contains("My mistakes has no puzzles yet: p in the replay viewer"),
        "{screen}"
    );
    // Some: the trainer opens on them, and asks for the progress.
    shuuro::record::puzzle_files::add_mistakes(
        &shuuro::record::puzzle_files::mistakes_path(&dir),
        puzzles()
            .into_iter()
            .map(|p| p.with_id(String::new()))
            .collect(),
    )
    .expect("written");
    let u = key(&mut app, KeyCode::Enter);
    let u = run_data_job(&mut app, u, &dir);
    let t = app.trainer().expect("the trainer");
    assert_eq!(t.set_name(), "my mistakes");
    assert!(t.puzzle().id().starts_with("mine-"), "{}", t.puzzle().id());
    assert!(
        u.commands.iter().any(|c| matches!(
            c,
            Command::Start { job: Job::Data(d), .. } if **d == DataJob::ReadProgress
        )),
        "{:?}",
        u.commands
    );
}

#[test]
fn the_replay_viewer_makes_puzzles_from_the_games_mistakes_into_my_mistakes() {
    let dir = common::process::temp_dir("replay-mine");
    let record = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/records/resignation.json");
    let opened = shuuro::tui::storage::load_replay(&record).expect("opens");
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    app.update(Msg::Opened(Box::new(opened)));
    assert!(app.replay().is_some());
    // The record has no analysis: it is analysed first.
    let u = key(&mut app, KeyCode::Char('p'));
    assert!(app.replay().is_some(), "the viewer stays");
    assert!(
        render(&app).contains("making puzzles from this game's mistakes: analysing it first"),
        "{}",
        render(&app)
    );
    let (ticket, req) = u
        .commands
        .into_iter()
        .find_map(|c| match c {
            Command::Start {
                ticket,
                job: Job::Mine(m),
                ..
            } => Some((ticket, m)),
            _ => None,
        })
        .expect("the job asked for");
    assert!(req.analysis.is_none());
    assert_eq!(req.positions.len(), req.moves.len() + 1);
    // As the runtime does, into My mistakes in `dir`.
    let path = shuuro::record::puzzle_files::mistakes_path(&dir);
    let made = shuuro::record::puzzle_files::mistakes_from_game(
        &path,
        &req.positions,
        &req.moves,
        req.analysis.as_ref(),
        &req.label,
        &std::sync::atomic::AtomicBool::new(false),
    );
    let n = made.as_ref().expect("made").made;
    assert!(n >= 1, "{made:?}");
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Mined(Box::new(made)),
    });
    let screen = render(&app);
    let said = format!(
        "{n} puzzle{} made from this game's mistakes",
        if n == 1 { "" } else { "s" }
    );
    assert!(screen.contains(&said), "{screen}");
    let set = shuuro::record::puzzle_files::read_set(&path).expect("My mistakes");
    assert_eq!(set.puzzles().len(), n);
    assert!(
        set.puzzles()[0]
            .source()
            .is_some_and(|s| s.contains("resignation.json")),
        "{:?}",
        set.puzzles()[0].source()
    );
}

/// A step the trainer can't take says why, as the game does: typed text by the notation
/// (a square that is not one, a piece the solver has not got), a clicked move by the
/// rule it breaks; nothing is played and the attempt does not count as failed.
#[test]
fn a_typed_or_clicked_step_that_is_not_legal_here_says_why() {
    use shuuro::app::trainer::Refused;
    use shuuro::puzzle::check::StepError;
    use shuuro::rules::illegal::IllegalReason;
    use shuuro::rules::notation::MoveTextError;
    let mut app = trainer(120, 30);
    let start = id(&app);
    typed(&mut app, "zz9");
    let t = app.trainer().unwrap();
    assert!(
        matches!(
            t.said(),
            Said::Refused(Refused::MoveText(MoveTextError::BadPart { .. }))
        ),
        "{:?}",
        t.said()
    );
    assert!(render(&app).contains("is not a square"), "{}", render(&app));
    typed(&mut app, "Qf6");
    let t = app.trainer().unwrap();
    assert!(
        matches!(
            t.said(),
            Said::Refused(Refused::MoveText(MoveTextError::NoSuchPiece { .. }))
        ),
        "{:?}",
        t.said()
    );
    assert!(
        render(&app).contains("you have no Queens"),
        "{}",
        render(&app)
    );
    // The Rook on f1 clicked to a6, where no Rook goes.
    cursor_to(&mut app, "f1");
    key(&mut app, KeyCode::Enter);
    cursor_to(&mut app, "a6");
    key(&mut app, KeyCode::Enter);
    let t = app.trainer().unwrap();
    assert!(
        matches!(
            t.said(),
            Said::Refused(Refused::Step {
                error: StepError::Illegal(IllegalReason::Shape(_)),
                ..
            })
        ),
        "{:?}",
        t.said()
    );
    assert!(
        render(&app).contains("a Rook moves along ranks and files"),
        "{}",
        render(&app)
    );
    let t = app.trainer().unwrap();
    assert!(!t.attempt().failed());
    assert_eq!(id(&app), start);
    match t.position() {
        shuuro::puzzle::check::Now::Fight(p) => assert_eq!(p.to_sfen(), "k5/6/K5/6/6/5R w - 1"),
        other => panic!("{other:?}"),
    }
}

/// In a deployment puzzle a typed placement reads as in a game: the piece letter in
/// either case (the side is the one placing) or none (the piece to place); what does not
/// read says which part is wrong, costs nothing, and the right placement then solves it.
#[test]
fn a_typed_placement_in_a_deployment_puzzle_reads_as_in_a_game() {
    use shuuro::app::trainer::Refused;
    use shuuro::rules::Side;
    use shuuro::rules::notation::PlacementTextError;
    let puzzle = Puzzle::deployment(
        "d".into(),
        "7rk3/1_.10/6_.4_./12/3_.8/12/8_.3/8_.3/12/1_.10/4_.7/B2KB7 b r 6".into(),
        vec!["r@a12".into()],
        Side::Red,
        vec![Theme::Material],
    );
    let mut app = trainer_on(vec![puzzle], 120, 30);
    for (text, want) in [
        ("Z@a12", PlacementTextError::NotAPiece("Z".into())),
        (
            "Ra13",
            PlacementTextError::NotASquare {
                text: "a13".into(),
                source: shuuro::rules::square::ParseSquareError::BadRank("13".into()),
            },
        ),
    ] {
        typed(&mut app, text);
        let t = app.trainer().unwrap();
        assert_eq!(
            t.said(),
            &Said::Refused(Refused::PlacementText(want)),
            "{text}"
        );
        assert!(!t.attempt().failed());
    }
    assert!(
        render(&app).contains("\"a13\" is not a square"),
        "{}",
        render(&app)
    );
    // Red places: a capital R is Red's Rook here.
    typed(&mut app, "R@a12");
    let t = app.trainer().unwrap();
    assert!(
        matches!(t.said(), Said::Over { solved: true, .. } | Said::Right),
        "{:?}",
        t.said()
    );
}

/// A deployment puzzle (d-0010's board) where Red holds a Rook and a Knight and the
/// solution places the Knight on g12.
fn two_kinds_in_hand() -> App {
    let puzzle = Puzzle::deployment(
        "two-kinds".into(),
        "1r1rkn2rn2/11_./12/2_.9/4_.6_./12/6_._.4/1_.10/12/12/12/1_N1R1RKNR2R b nr 14".into(),
        vec!["n@g12".into()],
        shuuro::rules::Side::Blue,
        vec![Theme::Deployment],
    );
    // Wide enough for the task on one line.
    trainer_on(vec![puzzle], 160, 40)
}

/// A deployment puzzle keeps both hands as they were in the game, and the panel shows
/// them: what the solver still holds, and what the opponent will still place (the
/// Queens to come are the lesson of such a puzzle).
#[test]
fn a_deployment_puzzle_shows_what_both_sides_still_hold() {
    let puzzle = Puzzle::deployment(
        "full-hands".into(),
        "r4nbkb3/8_.3/2_.9/12/5_.1_.4/12/1_.10/12/12/3_.8/9_.2/2BKR3B_.2 w 3q3rn3p3Q4RB 10".into(),
        vec!["B@a1".into()],
        shuuro::rules::Side::Red,
        vec![Theme::Deployment],
    );
    let app = trainer_on(vec![puzzle], 80, 24);
    let screen = render(&app);
    assert!(screen.contains("Blue holds Q×3 R×4 B×1"), "{screen}");
    assert!(screen.contains("Red holds q×3 r×3 n×1 p×3"), "{screen}");
}

/// Once a deployment puzzle is solved, and while its solution is walked on the board,
/// the task names whoever places in the position shown and offers no piece to choose:
/// it said "Blue to place the Queen (Tab: the Rook, the Knight, the Pawn)", Red's hand.
#[test]
fn after_a_deployment_puzzles_solution_the_task_names_the_side_to_place_not_the_others_hand() {
    let puzzle = Puzzle::deployment(
        "full-hands".into(),
        "r4nbkb3/8_.3/2_.9/12/5_.1_.4/12/1_.10/12/12/3_.8/9_.2/2BKR3B_.2 w 3q3rn3p3Q4RB 10".into(),
        vec!["B@a1".into()],
        shuuro::rules::Side::Red,
        vec![Theme::Deployment],
    );
    let mut app = trainer_on(vec![puzzle], 80, 24);
    let screen = render(&app);
    assert!(
        screen.contains("Blue to place the Queen (Tab: the Rook,"),
        "{screen}"
    );
    typed(&mut app, "B@a1");
    let t = app.trainer().unwrap();
    assert!(matches!(t.said(), Said::Over { solved: true, .. }));
    assert_eq!(t.placeable(), [], "nothing for the solver to place");
    let screen = render(&app);
    assert!(screen.contains("Red to place next"), "{screen}");
    assert!(!screen.contains("Tab:"), "{screen}");
    assert!(!screen.contains("Tab piece"), "{screen}");
    // The solution walked: its first step shown, then Red's turn.
    keys(&mut app, "ss");
    let screen = render(&app);
    assert!(screen.contains("The solution: Red to place"), "{screen}");
    assert!(!screen.contains("Tab:"), "{screen}");
}

/// With two kinds of piece in hand the task names the piece chosen and the others, as
/// a game's deployment does, and Tab chooses another: the cursor places the Knight
/// (it could only ever place the Rook, and the task said "place the Rook").
#[test]
fn a_deployment_puzzle_with_two_kinds_in_hand_places_the_piece_chosen_with_tab() {
    use shuuro::rules::Role;
    let mut app = two_kinds_in_hand();
    let screen = render(&app);
    assert!(
        screen.contains("Red to place the Rook (Tab: the Knight)"),
        "{screen}"
    );
    key(&mut app, KeyCode::Tab);
    assert_eq!(app.trainer().unwrap().to_place(), Some(Role::Knight));
    let screen = render(&app);
    assert!(
        screen.contains("Red to place the Knight (Tab: the Rook)"),
        "{screen}"
    );
    // Back and forth: BackTab goes the other way round.
    key(&mut app, KeyCode::BackTab);
    assert_eq!(app.trainer().unwrap().to_place(), Some(Role::Rook));
    key(&mut app, KeyCode::Tab);
    cursor_to(&mut app, "g12");
    key(&mut app, KeyCode::Enter);
    let t = app.trainer().unwrap();
    assert!(
        matches!(t.said(), Said::Over { solved: true, .. }),
        "{:?}",
        t.said()
    );
}

/// A first placement hint names the piece to place (and chooses it: the task said the
/// Rook), a second marks its square; both count as failed.
#[test]
fn a_first_placement_hint_names_the_piece_and_a_second_marks_its_square() {
    use shuuro::puzzle::solver::Hint;
    use shuuro::rules::{Bitboard, Piece, Role, Side, Square};
    let mut app = two_kinds_in_hand();
    keys(&mut app, "H");
    let t = app.trainer().unwrap();
    assert!(t.attempt().failed());
    let knight = Piece::new(Side::Red, Role::Knight);
    assert_eq!(t.said(), &Said::Hinted(Hint::Piece(knight)));
    assert_eq!(t.to_place(), Some(Role::Knight), "the hint chose it");
    assert_eq!(t.marks(), Bitboard::EMPTY, "no square yet");
    let screen = render(&app);
    assert!(
        screen.contains("Hint: place the Knight (counts as failed)"),
        "{screen}"
    );
    keys(&mut app, "H");
    let t = app.trainer().unwrap();
    let g12: Square = "g12".parse().unwrap();
    assert_eq!(
        t.said(),
        &Said::Hinted(Hint::Place {
            piece: knight,
            square: g12
        })
    );
    assert_eq!(t.marks(), Bitboard::from_square(g12));
    let screen = render(&app);
    assert!(screen.contains("Hint: the Knight on g12"), "{screen}");
}

/// After a hint names the square, the cursor is on it: the Enter a player presses next
/// places the piece there (it placed where the cursor stood: "Wrong: n@… is taken back").
#[test]
fn after_a_placement_hint_names_the_square_enter_places_there() {
    use shuuro::rules::Square;
    let mut app = two_kinds_in_hand();
    cursor_to(&mut app, "a1");
    keys(&mut app, "HH");
    let g12: Square = "g12".parse().unwrap();
    assert_eq!(app.trainer().unwrap().input().cursor(), g12);
    key(&mut app, KeyCode::Enter);
    let t = app.trainer().unwrap();
    assert!(
        matches!(t.said(), Said::Over { solved: false, .. }),
        "the hinted placement, failed by the hint: {:?}",
        t.said()
    );
}

/// In a fight puzzle the first hint puts the cursor on the piece to move (Enter picks it
/// up), the second picks it up and puts the cursor on its square (Enter plays the move).
#[test]
fn after_a_move_hint_the_cursor_is_on_the_piece_then_on_its_square() {
    use shuuro::rules::Square;
    let sq = |s: &str| -> Square { s.parse().unwrap() };
    let mut app = trainer(100, 30);
    if id(&app) != "m1" {
        key(&mut app, KeyCode::Char('n'));
    }
    cursor_to(&mut app, "a1");
    keys(&mut app, "H");
    let t = app.trainer().unwrap();
    assert_eq!(t.input().cursor(), sq("f1"));
    assert_eq!(t.input().selected(), None);
    keys(&mut app, "H");
    let t = app.trainer().unwrap();
    assert_eq!(t.input().selected(), Some(sq("f1")));
    assert_eq!(t.input().cursor(), sq("f6"));
    key(&mut app, KeyCode::Enter);
    let t = app.trainer().unwrap();
    assert!(
        matches!(t.said(), Said::Over { solved: false, .. }),
        "{:?}",
        t.said()
    );
}

/// The key line fits the terminal: at 80 columns the keys to leave and for help are
/// there (they were cut off the end), the least needed left out instead.
#[test]
fn the_trainer_key_line_keeps_leave_and_help_at_80_columns() {
    for (w, h) in [(80, 24), (100, 30), (200, 50)] {
        let app = trainer(w, h);
        let screen = render(&app);
        // The rendered rows are quoted.
        let last = screen.lines().last().unwrap_or_default().trim_matches('"');
        assert!(last.contains("q leave"), "{w}x{h}: {last}");
        assert!(last.contains("? help"), "{w}x{h}: {last}");
        assert!(
            last.trim_end().chars().count() <= w as usize,
            "{w}x{h}: {last}"
        );
    }
    // With room for all of them, every key is there.
    let app = trainer(200, 50);
    let screen = render(&app);
    let last = screen.lines().last().unwrap_or_default();
    for want in ["Enter pick/play", "s solution", "T themes", "Esc drop"] {
        assert!(last.contains(want), "{last}");
    }
}

/// `count` fight puzzles (the mate in one of [`puzzles`]) of `theme`, ids `prefix0`….
fn of_theme(prefix: &str, count: usize, theme: Theme) -> Vec<Puzzle> {
    (0..count)
        .map(|i| {
            Puzzle::fight(
                format!("{prefix}{i}"),
                "k5/6/K5/6/6/5R w - 1".into(),
                vec!["f1f6".into()],
                vec![theme],
            )
            .with_rating(1500.0 + i as f64)
        })
        .collect()
}

/// The trainer on `set` with `progress`, at 100×30.
fn trainer_with(set: Vec<Puzzle>, progress: Progress) -> App {
    trainer_sized(set, progress, 100, 30)
}

/// The trainer on `set` with `progress`, at `w`×`h`.
fn trainer_sized(set: Vec<Puzzle>, progress: Progress, w: u16, h: u16) -> App {
    let mut app = App::new(Settings::default(), Options::sized(w, h));
    let resolved = set
        .iter()
        .enumerate()
        .map(|(i, p)| check(i, p).expect("valid"));
    assert!(app.start_trainer(TrainerSetup {
        name: "test".into(),
        puzzles: set.iter().cloned().zip(resolved).collect(),
        progress,
        progress_problem: None,
        show_themes: false,
        seed: 3,
        filter: Default::default(),
    }));
    app
}

/// At 80×24 each row of the list of themes is one line, its numbers under their
/// headings, the longest theme's name too (the score went onto a line of its own).
#[test]
fn the_list_of_themes_keeps_each_row_on_one_line_at_80x24() {
    use shuuro::puzzle::glicko::Rating;
    // On the full board, as the built-in set's: the panel is as narrow as it gets.
    let full = |prefix: &str, count: usize, theme: Theme| -> Vec<Puzzle> {
        (0..count)
            .map(|i| {
                Puzzle::fight(
                    format!("{prefix}{i}"),
                    "7k4/6ppp3/10_.1/5p6/2r8b/1_.10/12/9_.2/3_.8/12/9PPP/RR9K w - 60".into(),
                    vec!["a1a12".into(), "c8c12".into(), "a12c12".into()],
                    vec![theme],
                )
            })
            .collect()
    };
    let mut set = full("d", 3, Theme::DiscoveredAttack);
    set.extend(full("p", 120, Theme::Pin));
    let mut progress = Progress::default();
    let r = Rating::new(1500.0, 100.0);
    progress.record("d0", "test", true, "t".into(), r);
    progress.record("p0", "test", false, "t".into(), r);
    let mut app = trainer_sized(set, progress, 80, 24);
    key(&mut app, KeyCode::Char('c'));
    let screen = render(&app);
    let lines: Vec<&str> = screen.lines().collect();
    let row = |name: &str| {
        lines
            .iter()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name}: {screen}"))
            .trim_matches('"')
            .to_string()
    };
    let heading = row("solved");
    let discovered = row("discovered-attack");
    let pin = row("[ ] pin");
    let all = row("all themes");
    assert!(heading.contains("puzzles solved score"), "{screen}");
    assert!(
        discovered.trim_end().ends_with("3      1  100%"),
        "{screen}"
    );
    assert!(pin.trim_end().ends_with("120      0    0%"), "{screen}");
    assert!(all.trim_end().ends_with("123      1   50%"), "{screen}");
    // The numbers stand under their headings: each column ends where its heading does.
    let end = |line: &str, word: &str| line.find(word).map(|i| i + word.len());
    assert_eq!(
        end(&heading, "score"),
        Some(discovered.trim_end().len()),
        "{screen}"
    );
    assert_eq!(end(&heading, "puzzles"), end(&pin, "120"), "{screen}");
}

/// `c` opens the list of themes with the solver's score on each (from the progress's
/// attempts); Space chooses a theme, Enter trains on it, and only its puzzles come; a
/// choice of no puzzle is refused and said; Esc closes the list, the choice as it was.
#[test]
fn the_list_of_themes_shows_the_score_on_each_and_trains_on_the_theme_chosen() {
    use shuuro::app::trainer::Row;
    use shuuro::puzzle::choose::FilterError;
    use shuuro::puzzle::glicko::Rating;
    use shuuro::puzzle::progress::Score;
    let mut set = of_theme("mate", 3, Theme::MateIn1);
    set.extend(of_theme("pin", 4, Theme::Pin));
    let mut progress = Progress::default();
    let r = Rating::new(1500.0, 100.0);
    progress.record("pin0", "test", true, "t".into(), r);
    progress.record("pin1", "test", false, "t".into(), r);
    progress.record("pin1", "test", true, "t".into(), r);
    progress.record("pin0", "elsewhere", false, "t".into(), r);
    let mut app = trainer_with(set, progress);
    key(&mut app, KeyCode::Char('c'));
    let list = app.trainer().unwrap().list().expect("the list is open");
    let pins = Score {
        puzzles: 4,
        tried: 2,
        solved: 2,
        first_try: 1,
    };
    assert_eq!(
        list.rows(),
        [
            Row::Kind,
            Row::AllThemes(Score { puzzles: 7, ..pins }),
            Row::Theme(
                Theme::MateIn1,
                Score {
                    puzzles: 3,
                    ..Score::default()
                }
            ),
            Row::Theme(Theme::Pin, pins),
        ]
    );
    let screen = render(&app);
    assert!(
        screen.contains("  [ ] pin              4      2   50%"),
        "{screen}"
    );
    assert!(screen.contains("mate-in-1"), "{screen}");
    assert!(screen.contains("Enter train"), "{screen}");
    // The pins chosen, and only pins come.
    for _ in 0..3 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    let t = app.trainer().unwrap();
    assert!(t.list().is_none());
    assert_eq!(t.filter().themes, vec![Theme::Pin]);
    assert_eq!(t.chosen(), 4);
    for _ in 0..12 {
        assert!(id(&app).starts_with("pin"), "{}", id(&app));
        key(&mut app, KeyCode::Char('n'));
    }
    let screen = render(&app);
    assert!(
        screen.contains("Training 4 puzzles: a puzzle of the theme"),
        "{screen}"
    );
    // Deployment puzzles of the theme pin: there are none.
    key(&mut app, KeyCode::Char('c'));
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    let list = app.trainer().unwrap().list().expect("still open");
    assert!(
        matches!(list.refused(), Some(FilterError::NothingMatches(_))),
        "{:?}",
        list.refused()
    );
    let screen = render(&app);
    assert!(
        screen.contains("no puzzle of the set is a deployment"),
        "{screen}"
    );
    key(&mut app, KeyCode::Esc);
    let t = app.trainer().unwrap();
    assert!(t.list().is_none());
    assert_eq!(t.filter().kind, None);
    assert!(id(&app).starts_with("pin"));
}

/// No puzzle comes twice before every chosen one has come: `n` pressed over a set of N
/// puzzles serves N distinct ids (the first one shown among them), round after round.
#[test]
fn n_presses_over_a_set_of_n_puzzles_serve_n_distinct_ids() {
    let n = 15;
    let mut app = trainer_with(of_theme("p", n, Theme::MateIn1), Progress::default());
    for round in 0..3 {
        let mut ids = std::collections::BTreeSet::new();
        for _ in 0..n {
            assert!(
                ids.insert(id(&app)),
                "round {round}: {} again in {ids:?}",
                id(&app)
            );
            key(&mut app, KeyCode::Char('n'));
        }
        assert_eq!(ids.len(), n);
    }
}

/// Puzzles of the set already tried in an earlier session (in the progress file) come
/// after every untried one: a new session does not begin with what was done before.
#[test]
fn puzzles_tried_in_an_earlier_session_come_after_every_untried_one() {
    use shuuro::puzzle::glicko::Rating;
    let n = 6;
    let mut progress = Progress::default();
    let r = Rating::new(1500.0, 100.0);
    for i in 0..4 {
        progress.record(&format!("p{i}"), "test", i % 2 == 0, "t".into(), r);
    }
    // The same ids tried in another set do not count.
    progress.record("p4", "elsewhere", true, "t".into(), r);
    let mut app = trainer_with(of_theme("p", n, Theme::MateIn1), progress);
    let first: Vec<String> = (0..2)
        .map(|_| {
            let shown = id(&app);
            key(&mut app, KeyCode::Char('n'));
            shown
        })
        .collect();
    assert_eq!(
        first
            .iter()
            .map(String::as_str)
            .collect::<std::collections::BTreeSet<_>>(),
        ["p4", "p5"].into_iter().collect(),
        "{first:?}"
    );
    let mut rest = std::collections::BTreeSet::new();
    for _ in 0..4 {
        rest.insert(id(&app));
        key(&mut app, KeyCode::Char('n'));
    }
    assert_eq!(rest.len(), 4, "the tried ones, each once: {rest:?}");
}

/// `s` gives the puzzle up and shows the solution in short notation; each further `s`
/// plays its next step on the board (the step marked), and after the last one it starts
/// again from where the attempt stood. The attempt is saved once.
#[test]
fn the_solution_is_played_on_the_board_step_by_step_in_short_notation() {
    use shuuro::puzzle::check::Now;
    let sfen = |app: &App| match app.trainer().unwrap().position() {
        Now::Fight(p) => p.to_sfen(),
        other => panic!("{other:?}"),
    };
    let mut app = trainer(100, 30);
    if id(&app) != "m2" {
        key(&mut app, KeyCode::Char('n'));
    }
    let start = sfen(&app);
    let u = key(&mut app, KeyCode::Char('s'));
    let dir = common::process::temp_dir("trainer-walk");
    assert_eq!(save(&mut app, u, &progress_path(&dir)), 1);
    let Said::Solution(walk) = app.trainer().unwrap().said() else {
        panic!("{:?}", app.trainer().unwrap().said());
    };
    assert_eq!(walk.words(), ["Rf2", "Kb6", "Rf6+"]);
    assert_eq!(walk.shown(), 0);
    assert_eq!(sfen(&app), start);
    let screen = render(&app);
    assert!(screen.contains("Solution: Rf2 Kb6 Rf6+"), "{screen}");
    assert!(screen.contains("step 0 of 3"), "{screen}");
    let mut seen = vec![start.clone()];
    for n in 1..=3 {
        let u = key(&mut app, KeyCode::Char('s'));
        assert_eq!(save(&mut app, u, &progress_path(&dir)), 0, "saved once");
        let Said::Solution(walk) = app.trainer().unwrap().said() else {
            panic!("still the solution");
        };
        assert_eq!(walk.shown(), n);
        assert!(!seen.contains(&sfen(&app)), "a new position at step {n}");
        seen.push(sfen(&app));
        assert!(render(&app).contains(&format!("step {n} of 3")));
    }
    assert_eq!(seen[1], "k5/6/K5/6/5R/6 b - 2");
    // After the last step the next `s` starts again.
    key(&mut app, KeyCode::Char('s'));
    assert_eq!(sfen(&app), start);
    // The next puzzle is played on its own board again.
    key(&mut app, KeyCode::Char('n'));
    assert!(matches!(app.trainer().unwrap().said(), Said::YourMove));
}

/// A puzzle's `x-explain` (the coach's words on why, which the generator may write) is
/// shown once the attempt is over, not before.
#[test]
fn a_puzzles_explanation_is_shown_once_it_is_over() {
    let set = shuuro::puzzle::PuzzleSet::from_json(
        r#"{"format": "shuuro-puzzles", "version": 1, "puzzles": [
          {"id": "m1", "kind": "fight", "sfen": "k5/6/K5/6/6/5R w - 1",
           "solution": ["f1f6"], "themes": ["mate-in-1"], "rating": 1500,
           "x-explain": "the Rook on f6 takes the last rank from the King"}]}"#,
    )
    .expect("a set");
    let mut app = trainer_with(set.puzzles().to_vec(), Progress::default());
    assert_eq!(app.trainer().unwrap().explanation(), None);
    assert!(!render(&app).contains("the last rank"));
    typed(&mut app, "f1f6");
    let t = app.trainer().unwrap();
    assert!(matches!(t.said(), Said::Over { solved: true, .. }));
    assert_eq!(
        t.explanation(),
        Some(shuuro::app::trainer::Why::Words(
            "the Rook on f6 takes the last rank from the King"
        ))
    );
    let screen = render(&app);
    assert!(
        screen.contains("the Rook on f6 takes the last rank"),
        "{screen}"
    );
}
