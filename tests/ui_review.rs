//! The replay viewer with an analysis (issue 11): the evaluation graph, the engine's move
//! and line, the best move on the board, the marked move list; the background analysis
//! driven by keys and fed answers; writing it; Review at game over.

mod common;
use common::*;

use std::path::PathBuf;

use ratatui::crossterm::event::KeyCode;
use shuuro::analysis::run::PositionEval;
use shuuro::analysis::{Analysis, Class, Eval, MoveAnalysis};
use shuuro::app::jobs::{Answer, Job, Ticket};
use shuuro::app::settings::Settings;
use shuuro::app::{AnalyseRequest, App, Command, Msg, Opened, Options, RecordFile, Screen};
use shuuro::record::Record;
use shuuro::rules::Move;
use shuuro::rules::game::Game;

fn record_game() -> Game {
    let text = include_str!("data/records/full-12x12-checkmate.json");
    Record::from_json_str(text)
        .expect("a record")
        .to_game()
        .expect("a game")
}

/// A move other than the one played in fight position `i`.
fn other_move(g: &Game, i: usize) -> Move {
    let played = g.moves()[i];
    g.history()[i]
        .legal_moves()
        .into_iter()
        .find(|m| *m != played)
        .unwrap_or(played)
}

/// An analysis made up for the test: every seventh move from the fourth an inaccuracy,
/// then a mistake, then a blunder; the others the engine's own move.
fn made_up_analysis(g: &Game) -> Analysis {
    let moves = g.moves();
    let analysed = moves
        .iter()
        .enumerate()
        .map(|(i, &played)| {
            let class = match i % 7 {
                3 => Class::Inaccuracy,
                5 => Class::Mistake,
                6 => Class::Blunder,
                _ => Class::Best,
            };
            let loss = match class {
                Class::Inaccuracy => 100,
                Class::Mistake => 250,
                Class::Blunder => 600,
                _ => 0,
            };
            let cp = (i as i32 * 37) % 300 - 100;
            let best = if class == Class::Best {
                played
            } else {
                other_move(g, i)
            };
            let mut pv = vec![best];
            if best == played && i + 1 < moves.len() {
                pv.push(moves[i + 1]);
            }
            MoveAnalysis {
                played,
                best,
                pv,
                before: Eval::Cp(cp),
                after: if i + 1 == moves.len() {
                    Eval::Mate(0)
                } else {
                    Eval::Cp(cp - loss)
                },
                class,
            }
        })
        .collect();
    Analysis {
        engine: "shuuro test".into(),
        limit: "movetime 200".into(),
        moves: analysed,
    }
}

fn viewer(w: u16, h: u16, ascii: bool, analysis: Option<Analysis>) -> App {
    let g = record_game();
    let mut app = App::new(
        Settings::default(),
        Options {
            color: false,
            ascii,
            ..Options::sized(w, h)
        },
    );
    app.update(Msg::Opened(Box::new(Opened::Replay {
        title: "game.json".into(),
        rules: g.rules().clone(),
        steps: g.steps().to_vec(),
        error: None,
        path: Some(PathBuf::from("game.json")),
        analysis: analysis.map(Box::new),
        hint_steps: Vec::new(),
    })));
    app
}

/// Back from the end of the record to fight position 31 (before move 31, an
/// inaccuracy: the engine's move differs from the one played).
fn to_position_31(app: &mut App) {
    for _ in 0..6 {
        key(app, KeyCode::Left);
    }
    assert_eq!(app.replay().and_then(|r| r.fight_ply()), Some(31));
}

#[test]
fn the_viewer_draws_the_analysis_at_80x24_and_120x40() {
    let g = record_game();
    for (w, h) in [(80, 24), (120, 40)] {
        let mut app = viewer(w, h, false, Some(made_up_analysis(&g)));
        to_position_31(&mut app);
        let s = render(&app);
        assert!(s.contains("Evaluation (Blue up)"), "{s}");
        assert!(s.contains("Eval "), "{s}");
        assert!(s.contains("  best "), "{s}");
        // Marks after the moves shown (move 24 a blunder, 26 an inaccuracy, 28 a
        // mistake, 27 a blunder).
        assert!(s.contains("??"), "{s}");
        assert!(s.contains("?!"), "{s}");
        // The best move is marked on the board.
        assert!(s.contains('{') && s.contains('}'), "{s}");
        // Nothing is cut off: every line of the screen is as wide as the terminal.
        assert!(
            s.lines().all(|l| l.chars().count() <= w as usize + 2),
            "{s}"
        );
        insta::assert_snapshot!(format!("review_{w}x{h}"), s);
    }
}

#[test]
fn under_ascii_the_graph_and_the_marks_are_plain_ascii() {
    let g = record_game();
    let mut app = viewer(80, 24, true, Some(made_up_analysis(&g)));
    to_position_31(&mut app);
    let s = render(&app);
    assert!(s.is_ascii(), "{s}");
    assert!(s.contains("??") && s.contains('{'), "{s}");
    insta::assert_snapshot!("review_80x24_ascii", s);
}

#[test]
fn the_engine_line_and_best_move_follow_the_position_shown() {
    let g = record_game();
    let mut app = viewer(80, 24, false, Some(made_up_analysis(&g)));
    to_position_31(&mut app);
    let best = shuuro::rules::notation::to_short(&g.history()[31], other_move(&g, 31));
    let s = render(&app);
    assert!(s.contains(&format!("best {best}")), "{s}");
    // At the end: the mate given, no best move, nothing marked on the board.
    key(&mut app, KeyCode::End);
    let s = render(&app);
    assert!(s.contains("Eval mate"), "{s}");
    assert!(!s.contains("  best "), "{s}");
    assert!(!s.contains('{'), "{s}");
}

/// The analysis an update starts: its ticket and request.
fn analyse_request(u: &shuuro::app::Update) -> (Ticket, AnalyseRequest) {
    match u.commands.as_slice() {
        [
            Command::Start {
                ticket,
                job: Job::Analyse(r),
                ..
            },
        ] => (*ticket, (**r).clone()),
        other => panic!("no analysis started: {other:?}"),
    }
}

/// What the engine might answer for position `i`: the move played, except before move
/// 4 (where it prefers another) and after move 4 (a big swing: move 4 is a blunder).
fn answer(g: &Game, i: usize) -> PositionEval {
    let score = if i == 5 { 600 } else { 20 };
    let pv = match g.moves().get(i) {
        Some(_) if i == 4 => vec![other_move(g, i)],
        Some(&m) => vec![m],
        None => Vec::new(),
    };
    PositionEval { score, pv }
}

fn feed(app: &mut App, g: &Game, ticket: Ticket, range: std::ops::Range<usize>) {
    for index in range {
        app.update(Msg::Answer {
            ticket,
            answer: Answer::Analysed {
                index,
                eval: answer(g, index),
            },
        });
    }
}

/// When the last answer comes in, the status line says the analysis is done, what it
/// marked and how to write it: it no longer offers a key to stop a run that has ended
/// (that key, Esc, leaves the viewer once nothing runs).
#[test]
fn a_finished_analysis_says_so_and_no_longer_offers_to_stop_it() {
    let g = record_game();
    let mut app = viewer(80, 24, false, None);
    let (ticket, _) = analyse_request(&key(&mut app, KeyCode::Char('a')));
    assert!(render(&app).contains("analysing in the background"));
    feed(&mut app, &g, ticket, 0..37);
    assert!(render(&app).contains("analysing in the background"));
    feed(&mut app, &g, ticket, 37..38);
    let s = render(&app);
    assert!(!s.contains("stops"), "{s}");
    assert!(
        s.contains("analysis done: 1 move marked, w writes it into the record"),
        "{s}"
    );
}

#[test]
fn a_background_analysis_fills_in_as_answers_come_and_stops_and_goes_on() {
    let g = record_game();
    let mut app = viewer(80, 24, false, None);
    let s = render(&app);
    assert!(s.contains("a analyses the fight"), "{s}");
    let (ticket, req) = analyse_request(&key(&mut app, KeyCode::Char('a')));
    assert_eq!(req.from, 0);
    assert_eq!(req.positions, g.history());
    assert_eq!(req.limit, shuuro::analysis::run::default_options());
    assert!(render(&app).contains("analysing 0/38"));
    feed(&mut app, &g, ticket, 0..10);
    let s = render(&app);
    assert!(s.contains("analysing 10/38"), "{s}");
    let review = app.replay().expect("the viewer").review();
    assert_eq!(review.analysis().map(|a| a.moves.len()), Some(9));
    assert_eq!(review.class(4), Some(Class::Blunder));
    assert_eq!(review.class(3), Some(Class::Best));
    // The viewer stays usable while it runs.
    key(&mut app, KeyCode::Home);
    assert_eq!(app.replay().map(|r| r.at()), Some(0));
    key(&mut app, KeyCode::Char('4'));
    assert!(app.replay().is_some_and(|r| r.review().is_running()));
    // Writing waits for the analysis.
    assert!(key(&mut app, KeyCode::Char('w')).commands.is_empty());
    // Esc stops it (the viewer stays open); a late answer of the stopped run is dropped.
    let u = key(&mut app, KeyCode::Esc);
    assert!(matches!(u.commands.as_slice(), [Command::StopAnalysis]));
    assert!(app.replay().is_some_and(|r| !r.review().is_running()));
    feed(&mut app, &g, ticket, 10..12);
    assert_eq!(
        app.replay()
            .and_then(|r| r.review().analysis())
            .map(|a| a.moves.len()),
        Some(9)
    );
    assert!(!render(&app).contains("analysing"));
    // The same key goes on from the first position not evaluated, as a new run.
    let (again_ticket, again) = analyse_request(&key(&mut app, KeyCode::Char('a')));
    assert_eq!(again.from, 10);
    assert_ne!(again_ticket, ticket);
    feed(&mut app, &g, again_ticket, 10..38);
    let review = app.replay().expect("the viewer").review();
    assert!(!review.is_running());
    assert!(review.is_complete());
    assert_eq!(review.graph().len(), 38);
    // Complete: 'a' has nothing to do, 'w' writes it into the file it came from.
    assert!(key(&mut app, KeyCode::Char('a')).commands.is_empty());
    match key(&mut app, KeyCode::Char('w')).commands.as_slice() {
        [
            Command::WriteAnalysis {
                to,
                steps,
                analysis,
            },
        ] => {
            assert_eq!(to, &RecordFile::Path(PathBuf::from("game.json")));
            assert_eq!(steps.as_slice(), g.steps());
            assert_eq!(analysis.moves.len(), 37);
            assert_eq!(analysis.limit, "nodes 150000");
        }
        other => panic!("not written: {other:?}"),
    }
}

#[test]
fn leaving_the_viewer_stops_the_analysis() {
    let mut app = viewer(80, 24, false, None);
    analyse_request(&key(&mut app, KeyCode::Char('a')));
    let u = key(&mut app, KeyCode::Char('q'));
    assert!(matches!(u.commands.as_slice(), [Command::StopAnalysis]));
    assert!(matches!(app.screen(), Screen::Start { .. }));
    // Without a run, Esc leaves at once.
    let mut app = viewer(80, 24, false, None);
    let u = key(&mut app, KeyCode::Esc);
    assert!(u.commands.is_empty());
    assert!(matches!(app.screen(), Screen::Start { .. }));
}

#[test]
fn an_analysis_of_other_moves_is_shown_only_as_far_as_it_agrees() {
    let g = record_game();
    let mut a = made_up_analysis(&g);
    a.moves[5].played = other_move(&g, 5);
    let app = viewer(80, 24, false, Some(a));
    let review = app.replay().expect("the viewer").review();
    assert_eq!(review.analysis().map(|a| a.moves.len()), Some(5));
}

#[test]
fn review_at_game_over_opens_the_viewer_with_the_analysis_started() {
    let g = record_game();
    let mut app = resumed_app(g.clone(), None, 80, 24);
    let (_, req) = analyse_request(&key(&mut app, KeyCode::Char('r')));
    assert_eq!(req.positions, g.history());
    let r = app.replay().expect("the viewer");
    assert!(r.review().is_running());
    assert_eq!(r.review().file(), Some(&RecordFile::Autosave));
    assert!(render(&app).contains("analysing 0/38"));
}

/// The graph column drawn in reverse video (the position shown), if any.
fn cursor_column(app: &App) -> Option<u16> {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::style::Modifier;
    let mut t = Terminal::new(TestBackend::new(app.width(), app.height())).expect("backend");
    t.draw(|f| shuuro::ui::draw(app, f)).expect("draw");
    let buf = t.backend().buffer();
    // The graph's rows: under the board, inside the box (rows 15 to 20 at 80x24).
    (0..40u16).find(|&x| (15..21u16).all(|y| buf[(x, y)].modifier.contains(Modifier::REVERSED)))
}

#[test]
fn the_graph_marks_the_position_shown_and_follows_it() {
    let g = record_game();
    let mut app = viewer(80, 24, false, Some(made_up_analysis(&g)));
    // At the end: the last column inside the box.
    assert_eq!(cursor_column(&app), Some(37));
    key(&mut app, KeyCode::Char('4'));
    for _ in 0..10 {
        if app.replay().and_then(|r| r.fight_ply()) == Some(0) {
            break;
        }
        key(&mut app, KeyCode::Right);
    }
    let start = cursor_column(&app).expect("marked at the fight's start");
    assert_eq!(start, 1);
    key(&mut app, KeyCode::PageDown);
    let later = cursor_column(&app).expect("marked");
    assert!(later > start, "{later} > {start}");
}

/// FORMAT.md §6: the same record analysed at the same limit gets the same marks from the
/// command line and in the viewer. A Mini game is analysed by `shuuro analyse --json -`
/// (its default limit) and by the viewer's `a` (the request it makes, run by the
/// runtime's worker on two threads, as a player who set two search threads has it):
/// every move's class, evaluations and engine's move agree, and so does the limit.
#[test]
fn the_command_line_and_the_viewer_mark_a_game_alike() {
    let dir = scratch::scratch("review-same-marks");
    let text = include_str!("data/records/mini-checkmate.json");
    let file = dir.join("mini.json");
    std::fs::write(&file, text).expect("write the record");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_shuuro"))
        .args(["analyse", file.to_str().expect("a path"), "--json", "-"])
        .output()
        .expect("analyse runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let cli = Record::from_json_bytes(&out.stdout)
        .expect("a record")
        .analysis
        .expect("an analysis");

    let g = Record::from_json_str(text)
        .expect("a record")
        .to_game()
        .expect("a game");
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    app.update(Msg::Opened(Box::new(Opened::Replay {
        title: "mini.json".into(),
        rules: g.rules().clone(),
        steps: g.steps().to_vec(),
        error: None,
        path: Some(file.clone()),
        analysis: None,
        hint_steps: Vec::new(),
    })));
    let (ticket, req) = analyse_request(&key(&mut app, KeyCode::Char('a')));
    let stop = std::sync::atomic::AtomicBool::new(false);
    let answers = std::sync::Mutex::new(Vec::new());
    shuuro::tui::review::analyse_positions(&req, 2, &stop, &|index, eval| {
        answers.lock().expect("lock").push((index, eval));
        true
    });
    for (index, eval) in answers.into_inner().expect("lock") {
        app.update(Msg::Answer {
            ticket,
            answer: Answer::Analysed { index, eval },
        });
    }
    let review = app.replay().expect("the viewer").review();
    assert!(review.is_complete(), "every move analysed in the viewer");
    let viewer = review.analysis().expect("an analysis").clone();

    assert_eq!(viewer.limit, cli.limit);
    assert_eq!(viewer.moves.len(), cli.moves.len());
    for (i, (v, c)) in viewer.moves.iter().zip(&cli.moves).enumerate() {
        assert_eq!(
            (v.class, v.before, v.after, v.best),
            (c.class, c.before, c.after, c.best),
            "move {i}: the viewer {v:?}, the command line {c:?}"
        );
    }
}
