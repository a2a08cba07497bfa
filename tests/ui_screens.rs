//! Snapshots of every screen on ratatui's TestBackend, at 80×24 (the minimum) and larger,
//! with fixed seeds. Review changes with `cargo insta review`.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use shuuro::app::settings::{Field, Settings};
use shuuro::app::{App, MenuItem, Msg, Options, Screen};
use shuuro::rules::BoardSize;
use shuuro::ui;

mod common;
use common::*;

fn app(w: u16, h: u16) -> App {
    let settings = Settings {
        seed: 7,
        ..Settings::default()
    };
    App::new(
        settings,
        Options {
            color: false,
            page_length: ui::help::rules_lines,
            ..Options::sized(w, h)
        },
    )
}

/// Moves down the menu (or the settings) to the line labelled `label`: tests name the
/// item they mean, so adding or moving an item does not send them somewhere else.
fn select(app: &mut App, label: &str) {
    for _ in 0..=MenuItem::ALL.len().max(Field::ALL.len()) {
        let at = match app.screen() {
            Screen::Start(m) => shuuro::words::en().menu_item(MenuItem::ALL[m.selected()]),
            Screen::Settings(m) => shuuro::words::en().field(app.settings().fields()[m.selected()]),
            other => panic!("not a menu: {other:?}"),
        };
        if at == label {
            return;
        }
        chars(app, "j");
    }
    panic!("no line labelled {label:?}");
}

/// Chooses the start-screen item labelled `label`.
fn choose(app: &mut App, label: &str) {
    assert!(
        MenuItem::ALL
            .iter()
            .any(|m| shuuro::words::en().menu_item(*m) == label),
        "no item {label:?}"
    );
    select(app, label);
    key(app, KeyCode::Enter);
}

fn chars(app: &mut App, s: &str) {
    for c in s.chars() {
        key(app, KeyCode::Char(c));
    }
}

#[test]
fn start_screen_80x24() {
    insta::assert_snapshot!(render(&app(80, 24)));
}

#[test]
fn start_screen_120x40() {
    insta::assert_snapshot!(render(&app(120, 40)));
}

#[test]
fn settings_screen_80x24() {
    let mut a = app(80, 24);
    choose(&mut a, shuuro::words::en().menu_item(MenuItem::Variants));
    select(&mut a, shuuro::words::en().field(Field::Clock));
    key(&mut a, KeyCode::Right);
    insta::assert_snapshot!(render(&a));
}

/// Issue 44, item 14: the Clock row lacked `0.5+1` (the docs promise it); *Computer
/// level* and *Computer thinks* were offered for a two-player game, and *Computer thinks*
/// while a clock replaces it.
#[test]
fn settings_offer_0_5_plus_1_and_the_computers_rows_only_where_they_count() {
    let mut a = app(80, 24);
    choose(&mut a, shuuro::words::en().menu_item(MenuItem::Variants));
    let s = render(&a);
    assert!(
        !s.contains(shuuro::words::en().field(Field::Level)),
        "two players: {s}"
    );
    assert!(
        !s.contains(shuuro::words::en().field(Field::Think)),
        "two players: {s}"
    );
    select(&mut a, shuuro::words::en().field(Field::Clock));
    let mut seen = Vec::new();
    for _ in 0..shuuro::app::settings::CLOCKS.len() {
        key(&mut a, KeyCode::Right);
        seen.push(shuuro::words::en().field_value(a.settings(), Field::Clock));
    }
    assert!(seen.contains(&"0.5+1".to_string()), "{seen:?}");
    assert_eq!(a.settings().clock, None, "round and round: {seen:?}");
    select(&mut a, shuuro::words::en().field(Field::Opponent));
    key(&mut a, KeyCode::Right);
    let s = render(&a);
    assert!(s.contains("the computer plays"), "{s}");
    assert!(s.contains(shuuro::words::en().field(Field::Level)), "{s}");
    assert!(
        s.contains(shuuro::words::en().field(Field::Think)),
        "no clock: {s}"
    );
    select(&mut a, shuuro::words::en().field(Field::Clock));
    key(&mut a, KeyCode::Right);
    let s = render(&a);
    assert!(s.contains(shuuro::words::en().field(Field::Level)), "{s}");
    assert!(
        !s.contains(shuuro::words::en().field(Field::Think)),
        "a clock replaces it: {s}"
    );
}

#[test]
fn help_overlay_lists_the_keys_of_the_screen() {
    let mut a = app(80, 24);
    chars(&mut a, "?");
    let s = render(&a);
    assert!(s.contains("Keys"));
    assert!(s.contains("next item"));
    insta::assert_snapshot!(s);
}

#[test]
fn too_small_screen_says_what_is_needed() {
    let s = render(&app(60, 20));
    assert!(s.contains("need 80×24"));
    insta::assert_snapshot!(s);
}

#[test]
fn one_by_one_terminal_never_panics() {
    for (w, h) in [(1, 1), (0, 0), (2, 1), (79, 24), (80, 23)] {
        let mut a = app(w.max(1), h.max(1));
        a.update(Msg::Resize {
            width: w,
            height: h,
        });
        let mut t = Terminal::new(TestBackend::new(w, h)).expect("test backend");
        t.draw(|f| ui::draw(&a, f)).expect("draw");
    }
}

#[test]
fn too_small_terminal_ignores_game_keys() {
    let mut a = app(60, 20);
    key(&mut a, KeyCode::Enter);
    assert!(matches!(a.screen(), Screen::Start { .. }));
}

#[test]
fn practice_army_sheet_80x24() {
    let mut a = app(80, 24);
    choose(&mut a, shuuro::words::en().menu_item(MenuItem::Practice));
    insta::assert_snapshot!(render(&a));
}

#[test]
fn army_sheet_shows_every_violation_live() {
    let mut a = app(100, 30);
    choose(&mut a, shuuro::words::en().menu_item(MenuItem::Practice));
    // Queen line: the example army and a Queen more is over budget; a fourth Queen is
    // refused (at most 3).
    chars(&mut a, "ll");
    let s = render(&a);
    assert!(s.contains("at most 3 Queens in this roster"), "{s}");
    assert!(s.contains("over budget"), "{s}");
    insta::assert_snapshot!(s);
}

#[test]
fn mini_shuuro_settings_keep_the_mini_roster_and_say_why() {
    let mut a = app(80, 24);
    choose(&mut a, shuuro::words::en().menu_item(MenuItem::Variants));
    key(&mut a, KeyCode::Left); // Board: Mini-Shuuro (12×12, 8×8, 6×6 round)
    assert_eq!(a.settings().board, BoardSize::Six);
    select(&mut a, shuuro::words::en().field(Field::Roster));
    let before = a.settings().rules().roster;
    key(&mut a, KeyCode::Right); // Roster: stays the mini roster
    assert_eq!(a.settings().rules().roster, before);
    assert_eq!(
        ui::notice::said(&a),
        "Mini-Shuuro, 8×8 and the fairy games use their own rosters"
    );
    let screen = render(&a);
    assert!(screen.contains("< mini >"), "{screen}");
    assert!(screen.contains("use their own rosters"), "{screen}");
}

#[test]
fn typing_a_file_to_replay_says_enter_opens_it() {
    let mut a = app(80, 24);
    choose(&mut a, shuuro::words::en().menu_item(MenuItem::Replay));
    chars(&mut a, "o");
    chars(&mut a, "game.json");
    let screen = render(&a);
    assert!(screen.contains("Open the record: game.json_"), "{screen}");
    assert!(screen.contains("(Enter opens, Esc cancels)"), "{screen}");
}

/// The start screen's "Help: rules and keys", chosen by keys.
fn rules_from_the_menu(w: u16, h: u16) -> App {
    let mut a = app(w, h);
    let at = MenuItem::ALL
        .iter()
        .position(|m| *m == MenuItem::Help)
        .expect("the menu has help");
    for _ in 0..at {
        key(&mut a, KeyCode::Down);
    }
    key(&mut a, KeyCode::Enter);
    a
}

#[test]
fn rules_page_80x24() {
    let a = rules_from_the_menu(80, 24);
    let s = render(&a);
    assert!(s.contains("Rules of Shuuro"));
    assert!(s.contains("more below") && !s.contains("more above"));
    insta::assert_snapshot!(s);
}

#[test]
fn rules_page_120x40() {
    let a = rules_from_the_menu(120, 40);
    insta::assert_snapshot!(render(&a));
}

#[test]
fn rules_page_scrolled_80x24() {
    let mut a = rules_from_the_menu(80, 24);
    key(&mut a, KeyCode::PageDown);
    key(&mut a, KeyCode::Down);
    let s = render(&a);
    assert!(s.contains("more above") && s.contains("more below"));
    insta::assert_snapshot!(s);
}

#[test]
fn rules_page_scrolls_to_its_end_and_no_further() {
    let mut a = rules_from_the_menu(80, 24);
    for _ in 0..200 {
        key(&mut a, KeyCode::PageDown);
    }
    let end = a.rules_page().expect("open").top;
    let s = render(&a);
    assert!(s.contains("Time is of the essence"), "{s}");
    assert!(s.contains("more above") && !s.contains("more below"));
    // One line up from the end is one press, not two hundred.
    key(&mut a, KeyCode::Up);
    assert_eq!(a.rules_page().expect("open").top, end - 1);
    key(&mut a, KeyCode::Home);
    assert_eq!(a.rules_page().expect("open").top, 0);
    // Wider, the same page takes fewer lines.
    let mut wide = rules_from_the_menu(120, 40);
    key(&mut wide, KeyCode::End);
    assert!(wide.rules_page().expect("open").top < end);
}

#[test]
fn rules_page_leads_to_the_keys_of_the_screen_and_back() {
    // From the help overlay of a screen: r reads the rules, Esc comes back to the keys.
    let mut a = app(80, 24);
    chars(&mut a, "?");
    assert!(render(&a).contains("the rules of Shuuro"));
    chars(&mut a, "r");
    assert!(render(&a).contains("Rules of Shuuro"));
    key(&mut a, KeyCode::Esc);
    assert!(a.rules_page().is_none() && a.help_open());
    assert!(render(&a).contains("next item"));
    key(&mut a, KeyCode::Esc);
    assert!(!a.help_open());
    // From the start menu: Tab shows the keys of the start screen; Esc from the page
    // closes it all.
    let mut a = rules_from_the_menu(80, 24);
    key(&mut a, KeyCode::Tab);
    assert!(a.rules_page().is_none() && render(&a).contains("next item"));
    let mut a = rules_from_the_menu(80, 24);
    key(&mut a, KeyCode::Esc);
    assert!(!a.help_open() && a.rules_page().is_none());
    // ? closes the page and the help at once.
    let mut a = rules_from_the_menu(80, 24);
    chars(&mut a, "?");
    assert!(!a.help_open() && a.rules_page().is_none());
}
