//! The trainer says why in a deployment puzzle (issue 44): as soon as a placement is
//! wrong, what goes wrong after it, read from the board as it stands; once the attempt is
//! over, what the answer does and what goes wrong after the tempting other placement,
//! naming only pieces on the board (no square the engine would fill later, no score).

use ratatui::crossterm::event::KeyCode;

use shuuro::app::settings::Settings;
use shuuro::app::trainer::{Said, TrainerSetup, Why};
use shuuro::app::{App, Options};
use shuuro::puzzle::check::check;
use shuuro::puzzle::progress::Progress;
use shuuro::puzzle::set::{Puzzle, PuzzleSet};

mod common;
use common::{key, render, typed};

fn trainer_on(set: Vec<Puzzle>, w: u16, h: u16) -> App {
    let mut app = App::new(Settings::default(), Options::sized(w, h));
    let resolved = set
        .iter()
        .enumerate()
        .map(|(i, p)| check(i, p).expect("valid"));
    assert!(app.start_trainer(TrainerSetup {
        name: "test".into(),
        puzzles: set.iter().cloned().zip(resolved).collect(),
        progress: Progress::default(),
        progress_problem: None,
        show_themes: false,
        seed: 1,
        filter: Default::default(),
    }));
    app
}

/// Mini: Red's Rook on d6 sees Blue's King on d1 and Red moves first; Blue's row 1 is
/// full, and its last piece, a Bishop, must shut the line on d2.
fn shut_the_line() -> Puzzle {
    PuzzleSet::from_json(
        r#"{"format": "shuuro-puzzles", "version": 1, "puzzles": [
          {"id": "shut", "kind": "deployment", "sfen": "3r1k/6/6/6/6/NNBKBN w B 9",
           "solution": ["B@d2"], "first": "red", "themes": ["ambush", "deployment"],
           "rating": 900}]}"#,
    )
    .expect("a set")
    .puzzles()[0]
        .clone()
}

/// The panel's text on one line (its wrapped lines joined), to find a sentence in: each
/// row from the column where the panel's "You …" line starts.
fn panel(app: &App) -> String {
    let screen = render(app);
    let rows: Vec<Vec<char>> = screen
        .lines()
        .map(|l| l.trim_matches('"').chars().collect())
        .collect();
    let at = rows
        .iter()
        .find_map(|r| {
            r.iter()
                .collect::<String>()
                .find(" You ")
                .map(|b| r.iter().collect::<String>()[..b + 1].chars().count())
        })
        .expect("the panel's You line");
    rows.iter()
        .skip(1)
        .map(|r| r.iter().skip(at).collect::<String>().trim().to_string())
        .filter(|r| !r.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_wrong_placement_says_at_once_what_goes_wrong_after_it() {
    let mut app = trainer_on(vec![shut_the_line()], 120, 30);
    typed(&mut app, "B@a2");
    let t = app.trainer().expect("the trainer");
    assert!(matches!(t.said(), Said::Wrong { .. }), "{:?}", t.said());
    assert!(
        matches!(t.explanation(), Some(Why::Wrong(_))),
        "{:?}",
        t.explanation()
    );
    let text = panel(&app);
    assert!(
        text.contains(
            "After B@a2, Red moves first and takes the King on d1 with the Rook from d6."
        ),
        "{text}"
    );
    // The answer is not given away.
    assert!(!text.contains("B@d2"), "{text}");
    // The right placement then ends the attempt (failed) and the lesson is said.
    typed(&mut app, "B@d2");
    let text = panel(&app);
    assert!(
        text.contains("Why: After B@d2, the Bishop on d2 shuts the line of the Rook on d6 to the King on d1; Red moves first and takes nothing at once."),
        "{text}"
    );
    assert!(
        text.contains("instead, Red moves first and takes the King on d1 with the Rook from d6."),
        "{text}"
    );
}

/// d-0081 of the old built-in set: its words said "After q@i12 instead, the Queen on i11
/// is attacked by a Rook", a Queen only the engine's completion of the deployment had
/// placed, and scored the fight at depth 4. The lesson names what the board shows.
#[test]
fn a_deployment_puzzles_why_names_only_the_board_and_no_engine_score() {
    let set = PuzzleSet::from_json(
        r#"{"format": "shuuro-puzzles", "version": 1, "puzzles": [
          {"id":"d-0081","kind":"deployment","sfen":"1r2rkbb1b_.b/12/12/3_.8/9_.2/5_.6/_.6_.3_./12/12/4_.7/12/NR1RKN2R1RN b 3q2r3p3QN3P 16","solution":["r@i12"],"accept":["r@i12"],"first":"blue","themes":["deployment"],"rating":1056,
           "x-explain":"The Rook on i12 leads to the best fight. After q@i12 instead, the Queen on i11 is attacked by a Rook when the fight starts. With the rest of both hands placed by the engine and Blue moving first, the fight searched at depth 4 scores +2.7 for Red, and at best -1.7 after any other placement (q@i12)."}]}"#,
    )
    .expect("a set");
    let mut app = trainer_on(set.puzzles().to_vec(), 160, 40);
    typed(&mut app, "q@i12");
    let text = panel(&app);
    assert!(text.contains("After q@i12, Blue moves first"), "{text}");
    key(&mut app, KeyCode::Char('s'));
    let t = app.trainer().expect("the trainer");
    assert!(matches!(t.explanation(), Some(Why::Lesson(_))));
    let text = panel(&app);
    assert!(text.contains("Why: After r@i12,"), "{text}");
    for wrong in ["i11", "depth", "scores", "leads to the best fight"] {
        assert!(!text.contains(wrong), "{wrong}: {text}");
    }
}

/// A placement the puzzle accepts besides its solution is right, and the lesson is that
/// placement's (it said "After Q@f2" when Q@d2 was played and accepted).
#[test]
fn an_accepted_placement_other_than_the_solution_gets_its_own_lesson() {
    let mut p = shut_the_line();
    // Accept the solution and a second square: the lesson follows the one played.
    p = p.with_accept(vec!["B@d2".into(), "B@a2".into()]);
    let mut app = trainer_on(vec![p], 120, 30);
    typed(&mut app, "B@a2");
    let t = app.trainer().expect("the trainer");
    assert!(
        matches!(t.said(), Said::Over { solved: true, .. }),
        "{:?}",
        t.said()
    );
    let Some(Why::Lesson(l)) = t.explanation() else {
        panic!("{:?}", t.explanation());
    };
    assert_eq!(
        shuuro::words::lesson::placement_words(l.answer.placement),
        "B@a2"
    );
    assert!(panel(&app).contains("Why: After B@a2,"), "{}", panel(&app));
}
