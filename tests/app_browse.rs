//! Looking back at a live game (issue 38, item 4): `[` steps back through the earlier
//! positions of the game being played, `]` forward, and any board action, or `]` at the
//! end, returns to the live position. The clock runs on, the computer keeps thinking,
//! and nothing is changed by looking.

use ratatui::crossterm::event::KeyCode;
use shuuro::app::jobs::Answer;
use shuuro::app::{App, Msg};
use shuuro::rules::Side;
use shuuro::rules::game::{ClockRules, Game, Step};

mod common;
use common::*;

/// Mini-Shuuro after four fight moves (Blue's King and pawn, Red's King walking), Blue
/// to move.
fn four_moves() -> Game {
    let mut g = mini_fight_game(["KP", "K"], &[('K', "c1"), ('k', "c6"), ('P', "e2")]);
    for m in ["e2e3", "c6b6", "e3e4", "b6a6"] {
        g.apply(Step::Move(m.parse().unwrap()))
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

/// The title, the board and the panel beside it (not the status lines).
fn board(app: &App) -> String {
    render(app).lines().take(14).collect::<Vec<_>>().join("\n")
}

fn looking_back(app: &App) -> Option<usize> {
    play(app).looking_back().map(|(i, _)| i)
}

#[test]
fn brackets_step_through_earlier_positions_and_leave_the_game_unchanged() {
    let g = four_moves();
    let mut app = resumed_app(g.clone(), None, 80, 24);
    let live = board(&app);
    keys(&mut app, "[");
    assert_eq!(looking_back(&app), Some(3));
    keys(&mut app, "[");
    assert_eq!(looking_back(&app), Some(2));
    let (_, pos) = play(&app).looking_back().unwrap();
    assert_eq!(pos, &g.history()[2], "the position after two moves");
    let screen = board(&app);
    assert!(screen.contains("move 2 of 4"), "{screen}");
    assert!(screen.contains("] or any move returns"), "{screen}");
    assert_ne!(screen, live, "the board shows the earlier position");
    // Back to the start of the fight, and no further.
    keys(&mut app, "[[[");
    assert_eq!(looking_back(&app), Some(0));
    // Forward to the end returns to the live position.
    keys(&mut app, "]]]");
    assert_eq!(looking_back(&app), Some(3));
    keys(&mut app, "]");
    assert_eq!(looking_back(&app), None);
    assert_eq!(board(&app), live);
    // Any board action returns at once, and does nothing else.
    keys(&mut app, "[[");
    key(&mut app, KeyCode::Enter);
    assert_eq!(looking_back(&app), None);
    assert_eq!(play(&app).input().selected(), None);
    assert_eq!(
        play(&app).game().steps(),
        g.steps(),
        "nothing changed by looking"
    );
    // A click on the earlier board picks up nothing of the live game.
    keys(&mut app, "[");
    let geom = shuuro::ui::play::geometry(&app, play(&app)).unwrap();
    let r = geom.rect(sq("e4"));
    click_at(&mut app, r.x + 1, r.y);
    assert_eq!(play(&app).input().selected(), None);
    assert_eq!(looking_back(&app), Some(3));
}

#[test]
fn the_clock_runs_on_while_looking_back() {
    let s = shuuro::app::settings::Settings {
        clock: Some(ClockRules::new(1, 0)),
        ..shuuro::app::settings::Settings::default()
    };
    let mut app = App::new(
        s,
        shuuro::app::Options {
            color: false,
            ..shuuro::app::Options::sized(80, 24)
        },
    );
    let mut g = four_moves();
    let mut rules = g.rules().clone();
    rules.clock = Some(ClockRules::new(1, 0));
    g = Game::from_steps(rules, g.steps()).expect("the same game with a clock");
    send(&mut app, resume(g, None));
    keys(&mut app, "[[");
    app.update(Msg::Tick(5_000));
    let c = play(&app).clock().expect("a clock");
    assert_eq!(c.left(Side::Blue, 5_000), 55_000, "Blue's time runs");
    assert_eq!(looking_back(&app), Some(2), "still looking");
    app.update(Msg::Tick(60_000));
    assert!(play(&app).game().outcome().is_some(), "the flag falls");
}

#[test]
fn the_computer_keeps_thinking_and_moves_while_looking_back() {
    // Red (the computer) to move after Blue's fifth move.
    let mut g = four_moves();
    g.apply(Step::Move("e4e5".parse().unwrap())).unwrap();
    let mut app = App::new(
        shuuro::app::settings::Settings::default(),
        shuuro::app::Options {
            color: false,
            ..shuuro::app::Options::sized(80, 24)
        },
    );
    let u = send(&mut app, resume(g, Some(Side::Red)));
    let (ticket, t) = u
        .think()
        .map(|(t, r)| (t, r.clone()))
        .expect("the computer thinks");
    keys(&mut app, "[");
    assert!(play(&app).is_thinking(), "looking stops nothing");
    assert_eq!(looking_back(&app), Some(4));
    let reply = t.position.legal_moves()[0];
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Move(vec![reply]),
    });
    assert_eq!(play(&app).game().moves().len(), 6, "the computer moved");
    assert_eq!(
        looking_back(&app),
        Some(4),
        "still looking at the same position"
    );
    assert!(render(&app).contains("move 4 of 6"), "{}", render(&app));
}
