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
    assert!(screen.contains("after 1... Kb6"), "{screen}");
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
    assert!(render(&app).contains("after 2... Ka6"), "{}", render(&app));
}

/// The runs of reversed (selected) cells on screen, trimmed: the marked move among them.
fn marked(app: &App) -> Vec<String> {
    use ratatui::style::Modifier;
    let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(
        app.width(),
        app.height(),
    ))
    .expect("backend");
    t.draw(|f| shuuro::ui::draw(app, f)).expect("draw");
    let buf = t.backend().buffer().clone();
    let mut runs = Vec::new();
    for y in 0..buf.area.height {
        let mut run = String::new();
        for x in 0..buf.area.width {
            let cell = &buf[(x, y)];
            if cell.modifier.contains(Modifier::REVERSED) {
                run.push_str(cell.symbol());
            } else if !run.is_empty() {
                runs.push(std::mem::take(&mut run).trim().to_string());
            }
        }
        if !run.is_empty() {
            runs.push(run.trim().to_string());
        }
    }
    runs
}

/// Mini-Shuuro after four fight moves with a capture: 1. e3 d4 2. exd4 Kb6.
fn with_a_capture() -> Game {
    let mut g = mini_fight_game(
        ["KP", "KP"],
        &[('K', "c1"), ('k', "c6"), ('P', "e2"), ('p', "d5")],
    );
    for m in ["e2e3", "d5d4", "e3d4", "c6b6"] {
        g.apply(Step::Move(m.parse().unwrap()))
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

/// Issue 44, item 13: looking back said "move 37 of 40" beside a 20-move list, marked
/// nothing in the list, and the panel showed the live game's lost pieces beside the
/// earlier board. Now the title and the panel name the position as the move list does,
/// the move that led to it is marked in the list, the lost pieces are those of the
/// position shown, and the panel says the clocks and the hint are the live game's.
#[test]
fn looking_back_counts_as_the_move_list_marks_the_move_and_the_panel_follows() {
    let mut app = resumed_app(with_a_capture(), None, 80, 24);
    let live = board(&app);
    assert!(live.contains("lost: p"), "Red's pawn was taken: {live}");
    keys(&mut app, "[");
    let screen = render(&app);
    assert!(
        screen.contains("after 2. exd4 — ] or any move returns"),
        "{screen}"
    );
    assert!(screen.contains("The board: after 2. exd4"), "{screen}");
    assert!(
        screen.contains("Clocks and hint: the live game"),
        "{screen}"
    );
    assert!(screen.contains("lost: p"), "taken by then: {screen}");
    assert!(
        marked(&app).contains(&"exd4".to_string()),
        "{:?}",
        marked(&app)
    );
    keys(&mut app, "[");
    let screen = render(&app);
    assert!(screen.contains("after 1... d4"), "{screen}");
    assert!(
        !screen.contains("lost:"),
        "nothing was taken by then: {screen}"
    );
    assert!(
        marked(&app).contains(&"d4".to_string()),
        "{:?}",
        marked(&app)
    );
    keys(&mut app, "[[");
    assert!(
        render(&app).contains("the start of the fight"),
        "{}",
        render(&app)
    );
    keys(&mut app, "]]]]");
    let screen = board(&app);
    assert!(!screen.contains("The board:"), "live again: {screen}");
    assert_eq!(screen, live);
}

/// Issue 44, item 13: README said every other board key returns to the live position,
/// while the cursor keys and `f` kept the earlier one. They keep it (looking at the
/// board, turned or not, and setting the cursor for the next move change nothing), and
/// the docs say so; a key that acts on the game returns first and does nothing else.
#[test]
fn the_cursor_keys_and_flip_keep_the_earlier_position_and_other_keys_return() {
    let mut app = resumed_app(four_moves(), None, 80, 24);
    keys(&mut app, "[[");
    let cursor = play(&app).input().cursor();
    for code in [
        KeyCode::Right,
        KeyCode::Up,
        KeyCode::Left,
        KeyCode::Down,
        KeyCode::Left,
    ] {
        key(&mut app, code);
        assert_eq!(looking_back(&app), Some(2), "{code:?}");
    }
    assert_ne!(play(&app).input().cursor(), cursor, "the cursor moved");
    let flipped = play(&app).input().flipped();
    keys(&mut app, "f");
    assert_eq!(looking_back(&app), Some(2));
    assert_ne!(play(&app).input().flipped(), flipped);
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(looking_back(&app), None);
    assert_eq!(play(&app).input().selected(), None, "nothing picked up");
}
