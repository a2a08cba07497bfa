//! `shuuro practice --computer` (issue 11 point 4): the computer deploys Red's army in
//! turn against the same layout, and once everything is deployed `p` plays the fight out
//! against it as a normal game with a record (a fixed layout: `plinths` without
//! `plinth_rolls`, and `deploy_first`).

use std::process::Command as Process;

use ratatui::crossterm::event::KeyCode;
use shuuro::app::practice::PracticeStage;
use shuuro::app::{App, Command, Msg, SaveTo, Screen, Update};
use shuuro::rules::Side;
use shuuro::rules::game::Phase;
use shuuro::tui::storage;
use shuuro::ui;

mod common;
use common::*;

const LAYOUT: &str = "c3 e5 h4 k2 b10 e8 h9 j11";

fn practice(red: &str) -> App {
    let mut app = practice_vs_computer(squares(LAYOUT), red);
    key(&mut app, KeyCode::Enter); // Blue's example army
    app
}

/// Blue's next placement: the chosen piece on its first legal square, typed.
fn place_next(app: &mut App) {
    let p = app.practice().expect("practising");
    let d = p.deployment().expect("deploying");
    let role = p.input().role().expect("a piece to place");
    let sq = d.legal_squares(role).first().expect("a legal square");
    typed(app, &format!("{}@{sq}", role.upper_char()));
}

/// Blue places everything (the computer answering in turn).
fn deploy_all(app: &mut App) {
    let mut n = 0;
    while !app.practice().expect("practising").is_complete() {
        place_next(app);
        n += 1;
        assert!(n <= 40, "the deployment does not end");
    }
}

/// `p` on a complete deployment, then the dice until the fight is on.
fn play_out(app: &mut App) -> Update {
    let u = key(app, KeyCode::Char('p'));
    assert!(matches!(u.commands.first(), Some(Command::NewGameFile)));
    for _ in 0..20 {
        if play(app).phase() != Phase::FightOrder {
            break;
        }
        key(app, KeyCode::Enter);
    }
    assert_eq!(play(app).phase(), Phase::Fight);
    u
}

fn quits(u: &Update) -> bool {
    u.commands.iter().any(|c| matches!(c, Command::Quit))
}

/// The practice as it was when its deployment began: the same layout, both armies in
/// hand, Blue to place, against the computer.
fn assert_ready_again(app: &App, start: &shuuro::rules::deploy::Deployment) {
    let p = app.practice().expect("back in the practice");
    assert_eq!(p.stage(), &PracticeStage::Board);
    assert_eq!(p.plinths(), squares(LAYOUT));
    assert!(p.placed().is_empty(), "ready to deploy again");
    assert_eq!(p.deployment(), Some(start), "the same armies, all in hand");
    assert!(p.against_computer());
}

/// `practice --computer`, played out with `p`: leaving the game over box (Enter), the
/// review of the game, or the game itself (q) comes back to the practice, ready to try
/// again, where it used to end the program; leaving the practice then still does.
#[test]
fn playing_out_stops_the_coach_still_working_so_the_fight_has_the_machine() {
    let mut app = practice("KQRRNP");
    deploy_all(&mut app);
    let u = key(&mut app, KeyCode::Char('c'));
    assert!(
        u.started()
            .any(|(_, j)| matches!(j, shuuro::app::jobs::Job::Coach(_))),
        "{:?}",
        u.commands
    );
    // `p` before the coach has answered: its worker is stopped first, then the game.
    let u = key(&mut app, KeyCode::Char('p'));
    let at = |want: fn(&Command) -> bool| u.commands.iter().position(want);
    let stop = at(|c| matches!(c, Command::StopThinking));
    let new_game = at(|c| matches!(c, Command::NewGameFile));
    assert!(
        stop.is_some() && new_game.is_some() && stop < new_game,
        "{:?}",
        u.commands
    );
    assert!(matches!(app.screen(), Screen::Play(_)));
}

#[test]
fn leaving_a_played_out_game_comes_back_to_the_practice() {
    let mut app = practice("KQRRNP");
    let start = app
        .practice()
        .and_then(|p| p.deployment())
        .expect("deploying")
        .clone();
    deploy_all(&mut app);
    play_out(&mut app);
    keys(&mut app, "Ry"); // Blue resigns
    assert_eq!(play(&app).phase(), Phase::Over);
    // The hints, the help and the box (where it has room for every key) say where
    // Enter goes.
    let screen = render(&app);
    assert!(screen.contains("Enter practice"), "{screen}");
    key(&mut app, KeyCode::Char('?'));
    let screen = render(&app);
    assert!(screen.contains("back to the practice"), "{screen}");
    assert!(!screen.contains("start screen"), "{screen}");
    key(&mut app, KeyCode::Char('?'));
    app.update(Msg::Resize {
        width: 120,
        height: 40,
    });
    let screen = render(&app);
    assert!(screen.contains("Enter  back to the practice"), "{screen}");
    assert!(!screen.contains("start screen"), "{screen}");
    app.update(Msg::Resize {
        width: 80,
        height: 24,
    });
    let u = key(&mut app, KeyCode::Enter);
    assert!(!quits(&u), "{:?}", u.commands);
    assert_ready_again(&app, &start);
    assert!(
        ui::notice::said(&app).contains("back to the practice"),
        "{}",
        ui::notice::said(&app)
    );

    // Again, through the review: leaving the viewer comes back too.
    deploy_all(&mut app);
    play_out(&mut app);
    keys(&mut app, "Ry");
    key(&mut app, KeyCode::Char('r'));
    assert!(matches!(app.screen(), Screen::Replay(_)));
    let u = key(&mut app, KeyCode::Char('q'));
    assert!(!quits(&u), "{:?}", u.commands);
    assert_ready_again(&app, &start);

    // Leaving the game in the middle: it is saved, and the practice is back.
    deploy_all(&mut app);
    play_out(&mut app);
    let u = key(&mut app, KeyCode::Char('q'));
    assert!(u.saves(&SaveTo::Auto).is_some(), "the game is saved");
    assert!(!quits(&u), "{:?}", u.commands);
    assert_ready_again(&app, &start);

    // Leaving the practice itself ends `shuuro practice`, as before.
    key(&mut app, KeyCode::Esc);
    let u = key(&mut app, KeyCode::Char('y'));
    assert!(quits(&u), "{:?}", u.commands);
}

#[test]
fn the_computer_deploys_red_in_turn_and_p_plays_the_fight_out_as_a_game() {
    let mut app = practice("KQRRNP");
    place_next(&mut app); // Blue's King
    let p = app.practice().expect("practising");
    // The computer answered at once with its King, and it is Blue's turn again.
    assert_eq!(p.placed().len(), 2);
    assert_eq!(p.placed()[1].0.side, Side::Red);
    assert_eq!(p.deployment().and_then(|d| d.turn()), Some(Side::Blue));
    // Not yet: `p` says everything must be deployed first.
    key(&mut app, KeyCode::Char('p'));
    assert!(
        ui::notice::said(&app).contains("deploy everything first"),
        "{}",
        ui::notice::said(&app)
    );
    deploy_all(&mut app);
    let p = app.practice().expect("practising");
    let red = p
        .placed()
        .iter()
        .filter(|(pc, _)| pc.side == Side::Red)
        .count();
    assert_eq!(red, 6, "the computer placed its whole army");
    let placed = p.placed().to_vec();
    let screen = render(&app);
    assert!(
        screen.contains("p: play the fight out (vs computer)"),
        "{screen}"
    );
    let u = key(&mut app, KeyCode::Char('p'));
    assert!(matches!(u.commands.first(), Some(Command::NewGameFile)));
    let Screen::Play(game) = app.screen() else {
        panic!("the fight is a game now")
    };
    assert_eq!(game.computer().map(|c| c.side), Some(Side::Red));
    assert_eq!(game.phase(), Phase::FightOrder);
    assert_eq!(game.game().placements(), &placed[..]);
    // Saved as any game: a fixed layout, Blue deploying first, every placement.
    let snap = u.saves(&SaveTo::Auto).expect("saved");
    let json = storage::game_record(snap, None).to_json_string();
    assert!(json.contains("\"plinths\""), "{json}");
    assert!(!json.contains("plinth_rolls"), "{json}");
    assert!(json.contains("\"deploy_first\": \"blue\""), "{json}");
    assert!(!json.contains("deploy_rolls"), "{json}");
    // The record replays: it is a game like any other.
    let rec = shuuro::record::Record::from_json_str(&json).expect("a record");
    assert_eq!(rec.to_game().expect("legal").placements(), &placed[..]);
    // The dice for who moves first (a tie rolls again), then the fight as usual.
    for _ in 0..20 {
        if play(&app).phase() != Phase::FightOrder {
            break;
        }
        key(&mut app, KeyCode::Enter);
    }
    assert_eq!(play(&app).phase(), Phase::Fight);
}

/// Once all is deployed the status line names `p` too: with the coach open, the panel's
/// `p` line is hidden and the status line was all that said what to do next.
#[test]
fn the_status_line_names_p_once_all_is_deployed() {
    let mut app = practice("KQRRNP");
    key(&mut app, KeyCode::Char('c')); // the coach panel, over the hands
    deploy_all(&mut app);
    let screen = render(&app);
    let status = screen
        .lines()
        .find(|l| l.contains("all deployed:"))
        .expect("the status line");
    assert!(status.contains("p plays the fight out"), "{screen}");
}

#[test]
fn without_the_computer_p_says_what_it_needs() {
    let mut app = practice_app(squares("c3 e5"), false, 80, 24);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('p'));
    assert!(
        ui::notice::said(&app).contains("practice --computer"),
        "{}",
        ui::notice::said(&app)
    );
}

fn run(args: &[&str]) -> (i32, String) {
    let dir = scratch::scratch("pc");
    let out = process::output_within(
        Process::new(env!("CARGO_BIN_EXE_shuuro"))
            .args(args)
            .env("SHUURO_DATA_DIR", &dir)
            .env("SHUURO_CONFIG_DIR", &dir),
        process::HANG,
        "shuuro",
    );
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn practice_computer_army_argument_errors_exit_2_with_the_reason() {
    let (code, err) = run(&["practice", "--army", "KQ"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--computer"), "--army needs --computer: {err}");

    let (code, err) = run(&["practice", "--computer", "--army", "KQX"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("--army \"KQX\": 'X' at position 2 is not a piece letter"),
        "{err}"
    );

    let (code, err) = run(&["practice", "--computer", "--army", "QQQQ"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("breaks the standard roster"), "{err}");
    assert!(
        err.contains("no King") && err.contains("4 Queens"),
        "every problem: {err}"
    );

    let (code, err) = run(&["practice", "--computer", "--both"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--both"), "{err}");
}

#[test]
fn the_open_coach_looks_at_the_board_again_when_a_played_out_fight_comes_back() {
    let mut app = practice("KQRRNP");
    keys(&mut app, "c");
    deploy_all(&mut app);
    // The coach is still on the last board: playing out stops it.
    let u = key(&mut app, KeyCode::Char('p'));
    assert!(matches!(u.commands.first(), Some(Command::StopThinking)));
    while play(&app).phase() == Phase::FightOrder {
        key(&mut app, KeyCode::Enter);
    }
    let u = key(&mut app, KeyCode::Char('q'));
    assert!(app.practice().expect("back").coach_open());
    // No King placed: the coach's facts are asked for again, answered through its ticket.
    let (ticket, req) = u
        .started()
        .find_map(|(t, j)| match j {
            shuuro::app::jobs::Job::Coach(r) => Some((t, (**r).clone())),
            _ => None,
        })
        .expect("the coach asks about the board again");
    app.update(Msg::Answer {
        ticket,
        answer: shuuro::app::jobs::Answer::CoachFacts(Box::new(req.facts())),
    });
    let screen = render(&app);
    assert!(!screen.contains("looking at the board"), "{screen}");
}

#[test]
fn the_computers_placement_is_searched_by_a_job_and_blue_waits_for_it() {
    let mut app = practice("KQRN");
    let p = app.practice().expect("practising");
    let d = p.deployment().expect("deploying");
    let role = p.input().role().expect("a piece to place");
    let first = d.legal_squares(role).first().expect("a legal square");
    // Blue's placement by hand (not through `typed`, which would answer the job).
    app.update(Msg::Key(KeyCode::Char(':').into()));
    for c in format!("{}@{first}", role.upper_char()).chars() {
        app.update(Msg::Key(KeyCode::Char(c).into()));
    }
    let u = app.update(Msg::Key(KeyCode::Enter.into()));
    let (ticket, req) = u.placing().expect("the computer's placement is asked for");
    let req = req.clone();
    assert_eq!(req.deployment.turn(), Some(Side::Red));
    assert_eq!(req.time, shuuro::app::practice::PRACTICE_PLACE_THINK);
    assert!(render(&app).contains("The computer is placing"));
    // Blue may not place (for Red) meanwhile.
    let before = app.practice().expect("practising").placed().len();
    let r = app.update(Msg::Key(KeyCode::Enter.into()));
    assert_eq!(app.practice().expect("practising").placed().len(), before);
    assert!(r.notice.is_some(), "the refusal is said");
    // The search's answer is placed, and Blue places next.
    let stop = std::sync::atomic::AtomicBool::new(false);
    let short = shuuro::app::jobs::PlaceRequest {
        time: std::time::Duration::from_millis(30),
        ..req
    };
    let placed = short.run_on(1, &stop).expect("something to place");
    app.update(Msg::Answer {
        ticket,
        answer: shuuro::app::jobs::Answer::Placed(Some(placed)),
    });
    let p = app.practice().expect("practising");
    assert_eq!(p.placed().last(), Some(&placed));
    assert_eq!(p.deployment().and_then(|d| d.turn()), Some(Side::Blue));
    assert!(!render(&app).contains("The computer is placing"));
}

#[test]
fn the_computer_places_at_the_level_the_practice_was_started_with() {
    let two = shuuro::engine::Level::new(2).expect("a level");
    let mut app = practice_app_with(squares(LAYOUT), 80, 24, |setup, _| {
        setup.computer = Some(shuuro::app::practice::PracticeComputer {
            computer: shuuro::app::computer::Computer {
                style: shuuro::engine::Style::at(two),
                ..computer_on(Side::Red)
            },
            army: army("KQRN"),
        });
    });
    key(&mut app, KeyCode::Enter); // Blue's example army
    let p = app.practice().expect("practising");
    let role = p.input().role().expect("a piece to place");
    let d = p.deployment().expect("deploying");
    let first = d.legal_squares(role).first().expect("a legal square");
    app.update(Msg::Key(KeyCode::Char(':').into()));
    for c in format!("{}@{first}", role.upper_char()).chars() {
        app.update(Msg::Key(KeyCode::Char(c).into()));
    }
    let u = app.update(Msg::Key(KeyCode::Enter.into()));
    let (_, req) = u.placing().expect("the computer's placement is asked for");
    assert_eq!(req.style.level, two);
}

/// Issue 44, item 15: `practice --computer --level N` never said the computer's level:
/// the sheet's title and the computer's hand say it.
#[test]
fn the_practice_says_the_computers_level() {
    let mut app = practice_app_with(squares(LAYOUT), 80, 24, |setup, options| {
        setup.computer = Some(shuuro::app::practice::PracticeComputer {
            computer: shuuro::app::computer::Computer {
                style: shuuro::engine::Style::at(shuuro::engine::Level::new(3).expect("level")),
                ..computer_on(Side::Red)
            },
            army: army("KRN"),
        });
        options.quit_on_leave = true;
    });
    let sheet = render(&app);
    assert!(sheet.contains("Red: computer, level 3"), "{sheet}");
    key(&mut app, KeyCode::Enter); // Blue's example army
    let board = render(&app);
    assert!(board.contains("Red's hand  computer, level 3"), "{board}");
}
