//! The deployment coach in practice (issue 11 point 4): `c` opens a panel with the
//! dangers on the board, open lines, the ambush threat, Knights and plinths, and the
//! engine's evaluation of the fight for each first mover, which the runtime searches on
//! its worker thread (here the request is run by hand and its answer fed back).

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use ratatui::crossterm::event::KeyCode;
use shuuro::app::coach::CoachRequest;
use shuuro::app::jobs::{Answer, Job, Ticket};
use shuuro::app::{App, Msg, Update};
use shuuro::rules::BySide;

mod common;
use common::*;

fn practice(both: bool) -> App {
    let mut app = practice_app(squares("c3 e5 h4 k2 b10 e8 h9 j11"), both, 80, 24);
    key(&mut app, KeyCode::Enter); // Blue's example army
    if both {
        key(&mut app, KeyCode::Enter); // Red's
    }
    app
}

/// A typed placement; the update of its Enter.
fn place(app: &mut App, text: &str) -> Update {
    key(app, KeyCode::Char(':'));
    keys(app, text);
    key(app, KeyCode::Enter)
}

/// A coach's request as it leaves the app: its ticket and what it asks.
struct Asked {
    ticket: Ticket,
    req: CoachRequest,
}

fn coach_request(u: &Update) -> Option<Asked> {
    u.started().find_map(|(ticket, j)| match j {
        Job::Coach(r) => Some(Asked {
            ticket,
            req: (**r).clone(),
        }),
        _ => None,
    })
}

/// The coach's evaluation for `asked`, as the worker sends it.
fn coached(app: &mut App, asked: &Asked, scores: BySide<Option<i32>>) {
    app.update(Msg::Answer {
        ticket: asked.ticket,
        answer: Answer::Coach(scores),
    });
}

/// What the worker does with a request's facts: computes them and sends them back.
fn facts_come(app: &mut App, asked: &Asked) {
    app.update(Msg::Answer {
        ticket: asked.ticket,
        answer: Answer::CoachFacts(Box::new(asked.req.facts())),
    });
}

#[test]
fn the_coach_says_why_there_is_no_evaluation_before_both_kings() {
    let mut app = practice(true);
    let u = key(&mut app, KeyCode::Char('c'));
    // Even the quick facts are the worker's: the panel waits for them.
    let req = coach_request(&u).expect("the coach asks the worker about the board");
    assert!(req.req.starts.is_none(), "nothing to search yet");
    assert!(render(&app).contains("The engine is looking at the board"));
    facts_come(&mut app, &req);
    let screen = render(&app);
    assert!(
        !screen.contains("The engine is looking at the board"),
        "{screen}"
    );
    assert!(screen.contains("Coach (c closes)"), "{screen}");
    assert!(
        screen.contains("needs both Kings: Blue's is not placed"),
        "{screen}"
    );
    // One army alone: Red never deploys, and the panel says how to get an evaluation.
    let mut app = practice(false);
    key(&mut app, KeyCode::Char('c'));
    place(&mut app, "K@f1");
    let screen = render(&app);
    assert!(screen.contains("only Blue deploys here"), "{screen}");
    // `c` again closes the panel.
    key(&mut app, KeyCode::Char('c'));
    assert!(render(&app).contains("c: the deployment coach"));
}

/// Before any King is placed the open-lines heading says so instead of standing empty.
#[test]
fn the_open_lines_heading_is_never_empty() {
    let mut app = practice(true);
    let u = key(&mut app, KeyCode::Char('c'));
    facts_come(&mut app, &coach_request(&u).expect("asked"));
    let screen = render(&app);
    let lines: Vec<&str> = screen.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("Open lines to the King"))
        .expect("the heading");
    assert!(
        lines[at + 1].contains("no King on the board yet"),
        "{screen}"
    );
}

#[test]
fn the_coach_shows_an_ambush_and_evaluates_both_first_movers_on_the_worker() {
    let mut app = practice(true);
    key(&mut app, KeyCode::Char('c'));
    place(&mut app, "K@f1");
    // Both Kings placed: the open coach asks for the evaluation of the new board.
    let u = place(&mut app, "k@e12");
    let asked = coach_request(&u).expect("the coach asks the worker");
    assert!(render(&app).contains("the engine is thinking"));
    place(&mut app, "Q@a1");
    // Red's Rook on the open f-file attacks Blue's King: the ambush.
    let u = place(&mut app, "r@f12");
    let req = coach_request(&u).expect("a new board, a new request");
    assert_ne!(req.ticket, asked.ticket);
    // The answer to the first request is stale now: it is dropped.
    coached(&mut app, &asked, BySide::new(Some(1), Some(1)));
    assert!(app.practice().expect("practising").coach_eval().is_none());
    facts_come(&mut app, &asked);
    assert!(app.practice().expect("practising").coach_facts().is_none());
    facts_come(&mut app, &req);
    // The worker's search: Red moving first takes the King.
    let quick = CoachRequest {
        time: Duration::from_millis(50),
        ..req.req.clone()
    };
    let scores = quick.run(&AtomicBool::new(false));
    assert!(
        scores.red.expect("a score") < -20_000,
        "Red first wins: {scores:?}"
    );
    coached(&mut app, &req, scores);
    let screen = render(&app);
    assert!(screen.contains("Red first: Red takes the King"), "{screen}");
    assert!(
        screen.contains("Blue's King f1 attacked by rf12"),
        "{screen}"
    );
    assert!(
        screen.contains("rf12!"),
        "the open file ends at the Rook: {screen}"
    );
}

#[test]
fn the_coach_panel_names_pieces_in_danger_and_knight_plinths() {
    let mut app = practice(true);
    key(&mut app, KeyCode::Char('c'));
    place(&mut app, "K@f1");
    place(&mut app, "k@g12");
    place(&mut app, "Q@a1");
    // Blue's Rook on l1 and Red's Rook on l12 attack each other up the open l-file, and
    // neither is defended.
    place(&mut app, "r@l12");
    place(&mut app, "B@b1");
    place(&mut app, "b@e12");
    let u = place(&mut app, "R@l1");
    let req = coach_request(&u).expect("asked");
    facts_come(&mut app, &req);
    coached(&mut app, &req, BySide::new(Some(35), Some(-20)));
    let screen = render(&app);
    assert!(screen.contains("Blue first: +0.3 (Blue ahead)"), "{screen}");
    assert!(screen.contains("Red first: -0.2 (Red ahead)"), "{screen}");
    assert!(screen.contains("Rl1 attacked, undefended"), "{screen}");
    assert!(screen.contains("rl12 attacked, undefended"), "{screen}");
    assert!(
        screen.contains("Red kg12: 3"),
        "Red's King in small letters: {screen}"
    );
    insta::assert_snapshot!(screen);
}

/// A restart clears the board: the open coach looks at the empty board, its answer for
/// the old board is dropped, and the panel never stands empty.
#[test]
fn the_open_coach_looks_again_after_a_restart() {
    let mut app = practice(true);
    key(&mut app, KeyCode::Char('c'));
    let u = place(&mut app, "K@f1");
    let old = coach_request(&u).expect("asked about the board with a King");
    // r asks first (a King is placed); y restarts.
    key(&mut app, KeyCode::Char('r'));
    let u = key(&mut app, KeyCode::Char('y'));
    let req = coach_request(&u).expect("a restart asks the coach about the new board");
    assert_ne!(req.ticket, old.ticket);
    assert!(render(&app).contains("The engine is looking at the board"));
    facts_come(&mut app, &old);
    assert!(app.practice().expect("practising").coach_facts().is_none());
    facts_come(&mut app, &req);
    let screen = render(&app);
    assert!(
        screen.contains("needs both Kings: Blue's is not placed"),
        "{screen}"
    );
}
