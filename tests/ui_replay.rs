//! The replay viewer: what it shows of a record, step by step (issue 9: sealed armies,
//! a record with an illegal step, move numbers).

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::settings::Settings;
use shuuro::app::{App, Msg, Opened, Options};
use shuuro::rules::game::{Rules, Step};
use shuuro::rules::{Army, Side};
use shuuro::ui;

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
    })));
    app
}

fn render(app: &App) -> String {
    let mut t = Terminal::new(TestBackend::new(app.width(), app.height())).expect("backend");
    t.draw(|f| ui::draw(app, f)).expect("draw");
    t.backend().to_string()
}

fn key(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn army() -> Army {
    Army::rulebook_example()
}

#[test]
fn a_record_in_phase_one_shows_no_army() {
    let steps = vec![
        Step::Army {
            side: Side::Blue,
            army: army(),
        },
        Step::Army {
            side: Side::Red,
            army: army(),
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
        army: army(),
    });
    let app = viewer(120, 40, rules.clone(), steps.clone());
    let s = render(&app);
    assert!(!s.contains("KQQRRR"), "{s}");
    assert!(s.contains("sealed (19 pieces)"), "{s}");
    steps.push(Step::Army {
        side: Side::Red,
        army: army(),
    });
    let s = render(&viewer(120, 40, rules, steps));
    assert!(s.contains("KQQRRRBBBBNNNNPPPPP"), "{s}");
    assert!(s.contains("kqqrrrbbbbnnnnppppp"), "{s}");
}
