//! The replay viewer: what it shows of a record, step by step (issue 9: sealed armies,
//! a record with an illegal step, move numbers).

mod common;
use common::*;

use ratatui::crossterm::event::KeyCode;
use shuuro::app::settings::Settings;
use shuuro::app::{App, Msg, Opened, Options};
use shuuro::rules::game::{Rules, Step};
use shuuro::rules::{Army, Side};

fn viewer(w: u16, h: u16, rules: Rules, steps: Vec<Step>) -> App {
    let mut app = App::new(
        Settings::default(),
        Options {
            color: false,
            ..Options::sized(w, h)
        },
    );
    app.update(Msg::Opened(Box::new(Opened::Replay {
        title: "game.json".into(),
        rules,
        steps,
        error: None,
        path: None,
        analysis: None,
        hint_steps: Vec::new(),
    })));
    app
}

fn example_army() -> Army {
    Army::rulebook_example()
}

#[test]
fn a_record_in_phase_one_shows_no_army() {
    let steps = vec![
        Step::Army {
            side: Side::Blue,
            army: example_army(),
        },
        Step::Army {
            side: Side::Red,
            army: example_army(),
        },
    ];
    for (w, h) in [(80, 24), (120, 40)] {
        let mut app = viewer(w, h, Rules::standard(), steps.clone());
        let s = render(&app);
        assert!(!s.contains("KQQRRR"), "{s}");
        assert!(!s.contains("kqqrrr"), "{s}");
        assert!(s.contains("sealed (19 pieces)"), "{s}");
        insta::assert_snapshot!(format!("replay_sealed_{w}x{h}"), s);
        key(&mut app, KeyCode::Left);
        let s = render(&app);
        assert!(!s.contains("KQQRRR"), "{s}");
        assert!(s.contains("Blue's army, sealed (19 pieces)"), "{s}");
    }
}

#[test]
fn under_scouts_the_armies_show_once_both_are_entered() {
    let mut rules = Rules::standard();
    rules.scouts = true;
    let mut g = shuuro::rules::game::Game::new(rules.clone());
    let mut steps = Vec::new();
    // Scouts: the plinths first, then the armies.
    let mut seed = 1u8;
    while g.next_plinth_roll().is_some() {
        let (side, q) = g.next_plinth_roll().expect("a roll");
        let step = Step::PlinthRoll(shuuro::rules::plinths::PlinthRoll {
            by: side,
            quadrant: q,
            column: seed % 6 + 1,
            row: (seed / 6) % 6 + 1,
        });
        seed = seed.wrapping_add(5);
        g.apply(step.clone()).expect("roll");
        steps.push(step);
    }
    steps.push(Step::Army {
        side: Side::Blue,
        army: example_army(),
    });
    let app = viewer(120, 40, rules.clone(), steps.clone());
    let s = render(&app);
    assert!(!s.contains("KQQRRR"), "{s}");
    assert!(s.contains("sealed (19 pieces)"), "{s}");
    steps.push(Step::Army {
        side: Side::Red,
        army: example_army(),
    });
    let s = render(&viewer(120, 40, rules, steps));
    assert!(s.contains("KQQRRRBBBBNNNNPPPPP"), "{s}");
    assert!(s.contains("kqqrrrbbbbnnnnppppp"), "{s}");
}

fn opened(path: &std::path::Path, w: u16, h: u16) -> App {
    let o = shuuro::tui::storage::load_replay(path).expect("opens");
    let mut app = App::new(
        Settings::default(),
        Options {
            color: false,
            ..Options::sized(w, h)
        },
    );
    app.update(Msg::Opened(Box::new(o)));
    app
}

fn check_stderr(path: &std::path::Path) -> String {
    let bytes = std::fs::read(path).expect("record");
    let args = shuuro::cmd::replay::ReplayArgs {
        file: path.to_path_buf(),
        check: true,
        ..Default::default()
    };
    let rep = shuuro::cmd::replay::report(&bytes, &args);
    assert_eq!(rep.code, 1, "{}: {}", path.display(), rep.stderr);
    rep.stderr.trim_end().to_string()
}

#[test]
fn a_record_with_an_illegal_move_opens_at_its_last_legal_step_then_the_error() {
    let path = std::path::Path::new("tests/data/records/invalid/illegal-move-in-the-middle.json");
    let want = check_stderr(path);
    assert!(want.starts_with("move 6 (e2e5)"), "{want}");
    for (w, h) in [(80, 24), (120, 40)] {
        let mut app = opened(path, w, h);
        let shuuro::app::Screen::Replay(r) = app.screen() else {
            panic!("not the viewer: {:?}", app.screen())
        };
        assert_eq!(r.game().moves().len(), 5, "every legal move before it");
        assert_eq!(r.error_here().map(|e| e.to_string()), Some(want.clone()));
        let s = render(&app);
        assert!(s.contains("move 6 (e2e5)"), "{s}");
        insta::assert_snapshot!(format!("replay_illegal_step_{w}x{h}"), s);
        // Stepping back hides it; the end shows it again.
        key(&mut app, KeyCode::Left);
        assert!(!render(&app).contains("(e2e5)"));
        key(&mut app, KeyCode::End);
        assert!(render(&app).contains("move 6 (e2e5)"));
    }
}

#[test]
fn every_invalid_record_opens_with_the_same_step_and_reason_as_check() {
    let dir = std::path::Path::new("tests/data/records/invalid");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).expect("dir") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let want = check_stderr(&path);
        let app = opened(&path, 120, 40);
        let shuuro::app::Screen::Replay(r) = app.screen() else {
            panic!("{}: not the viewer", path.display())
        };
        assert_eq!(
            r.error_here().map(|e| e.to_string()),
            Some(want),
            "{}",
            path.display()
        );
        n += 1;
    }
    assert!(n >= 20, "only {n} records");
}

/// The number of the last line of the move list on the screen ("  9. Qh11#").
fn last_list_number(s: &str) -> usize {
    s.lines()
        .filter_map(|l| {
            let l = l.trim_matches('"');
            l.split_whitespace()
                .find_map(|w| w.strip_suffix('.').and_then(|n| n.parse::<usize>().ok()))
        })
        .max()
        .expect("a move list")
}

#[test]
fn game_over_box_and_replay_count_moves_as_the_move_list_does() {
    let path = std::path::Path::new("tests/data/records/mini-checkmate.json");
    let o = shuuro::tui::storage::load_resume(path).expect("opens");
    let plies = match &o {
        Opened::Resume { game, .. } => game.moves().len(),
        _ => panic!("not a game"),
    };
    let mut app = App::new(
        Settings::default(),
        Options {
            color: false,
            ..Options::sized(120, 40)
        },
    );
    app.update(Msg::Opened(Box::new(o)));
    let s = render(&app);
    let n = plies.div_ceil(2);
    assert!(plies % 2 == 1 || plies > 2, "{plies}");
    assert!(s.contains(&format!("after {n} moves")), "{s}");
    // The replay of it names its last move with the same number.
    let app = opened(path, 120, 40);
    let s = render(&app);
    assert_eq!(last_list_number(&s), n, "{s}");
    let dots = if plies % 2 == 1 { "." } else { "..." };
    assert!(s.contains(&format!("{n}{dots} ")), "{s}");
    assert!(s.contains(&format!("(ply {plies})")), "{s}");
}

#[test]
fn the_placement_count_is_singular_for_one() {
    let mut app = opened(
        std::path::Path::new("tests/data/records/mini-checkmate.json"),
        80,
        24,
    );
    key(&mut app, KeyCode::Home);
    let mut seen = Vec::new();
    for _ in 0..40 {
        key(&mut app, KeyCode::Right);
        let s = render(&app);
        if let Some(line) = s.lines().find(|l| l.contains(" so far")) {
            seen.push(line.to_string());
        }
    }
    assert!(
        seen.iter().any(|l| l.contains("1 placement so far")),
        "{seen:#?}"
    );
    assert!(
        seen.iter().any(|l| l.contains("2 placements so far")),
        "{seen:#?}"
    );
    assert!(
        !seen.iter().any(|l| l.contains(" 1 placements")),
        "{seen:#?}"
    );
}
