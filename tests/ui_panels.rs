//! Every screen at 80×24: no side-panel line is cut at the panel's edge. The panels share
//! one wrapping rule (`ui::panel::wrap_lines`); this scans each screen's right edge for a
//! word cut there, telling a cut word from one that ends at the edge by the words the same
//! screen shows whole when it is wide.

use std::collections::HashSet;

use ratatui::crossterm::event::KeyCode;
use shuuro::app::settings::Settings;
use shuuro::app::{App, MenuItem, Msg};
use shuuro::rules::game::{Game, Phase, Step};
use shuuro::rules::{Bitboard, Side};

mod common;
use common::*;

const WIDE: u16 = 240;

/// The words of a screen, cut at spaces and at the borders boxes and the board draw.
fn words(screen: &str) -> HashSet<String> {
    screen
        .split(|c: char| c.is_whitespace() || "│┌┐└┘─|+\"".contains(c))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The words that touch the right edge of the screen at 80 columns and that the same
/// screen at `WIDE` columns never shows whole: the words cut at the edge.
fn cut_at_edge(app: &mut App) -> Vec<String> {
    let (w, h) = (app.width(), app.height());
    let narrow = render(app);
    app.update(Msg::Resize {
        width: WIDE,
        height: h,
    });
    let whole = words(&render(app));
    app.update(Msg::Resize {
        width: w,
        height: h,
    });
    let mut cut = Vec::new();
    // The title row and the two status rows are not a panel.
    let rows: Vec<&str> = narrow.lines().collect();
    for row in &rows[1..rows.len().saturating_sub(2)] {
        let row = row.trim_matches('"');
        if row.chars().count() < w as usize || row.ends_with(' ') {
            continue;
        }
        let last = row.rsplit(' ').next().unwrap_or("");
        let last = last.trim_end_matches(|c: char| "│┐┘|+".contains(c));
        if !last.is_empty() && !whole.contains(last) {
            cut.push(format!("{last:?} in {row:?}"));
        }
    }
    cut
}

fn check(name: &str, app: &mut App, cuts: &mut Vec<String>) {
    assert_eq!((app.width(), app.height()), (80, 24));
    for c in cut_at_edge(app) {
        cuts.push(format!("{name}: {c}"));
    }
}

fn start() -> App {
    App::new(
        Settings::default(),
        shuuro::app::Options {
            color: false,
            ..shuuro::app::Options::sized(80, 24)
        },
    )
}

fn menu(app: &mut App, item: MenuItem) {
    let at = MenuItem::ALL.iter().position(|m| *m == item).expect("item");
    for _ in 0..at {
        key(app, KeyCode::Down);
    }
    key(app, KeyCode::Enter);
}

/// A 12×12 game of the demo armies and deployment, the fight order decided after a tie,
/// `plies` moves in (Serious business: no dice, the rule decides).
fn fight(serious: bool, plies: usize) -> Game {
    let mut rules = Settings::default().rules();
    rules.serious = serious;
    let mut g = Game::new(rules);
    for _ in 0..3 {
        shuuro::app::demo::armies(&mut g);
        shuuro::app::demo::plinths(&mut g);
    }
    shuuro::app::demo::deploy(&mut g);
    if !serious {
        g.apply(Step::FightRoll([3, 3])).expect("a tie");
        g.apply(Step::FightRoll([1, 6])).expect("Red moves first");
    }
    shuuro::app::demo::fight(&mut g, plies);
    g
}

#[test]
fn no_screen_cuts_a_panel_line_at_80x24() {
    let mut cuts = Vec::new();

    let mut app = start();
    check("start", &mut app, &mut cuts);
    key(&mut app, KeyCode::Char('?'));
    check("help", &mut app, &mut cuts);

    let mut app = start();
    menu(&mut app, MenuItem::Variants);
    check("settings", &mut app, &mut cuts);

    let mut app = start();
    app.update(Msg::Saves(
        (0..3)
            .map(|i| save_info(&format!("/data/games/g{i}.json"), None, i, false))
            .collect(),
    ));
    menu(&mut app, MenuItem::Replay);
    check("open", &mut app, &mut cuts);

    for serious in [false, true] {
        let s = Settings {
            serious,
            ..settings(false, 4)
        };
        let mut app = new_game(&s, 80, 24);
        check("hand-over", &mut app, &mut cuts);
        key(&mut app, KeyCode::Enter);
        check("sheet", &mut app, &mut cuts);
        keys(&mut app, "e");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "e");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Enter);
        check("plinths", &mut app, &mut cuts);
        while play(&app).phase() == Phase::Plinths {
            key(&mut app, KeyCode::Enter);
        }
        check("dice", &mut app, &mut cuts);
        while play(&app).phase() == Phase::DeployOrder {
            key(&mut app, KeyCode::Enter);
        }
        check("deployment", &mut app, &mut cuts);
    }

    for serious in [false, true] {
        for plies in [0, 30] {
            let mut app = resumed_app(fight(serious, plies), None, 80, 24);
            check(
                &format!("fight (serious {serious}, ply {plies})"),
                &mut app,
                &mut cuts,
            );
        }
    }

    let mut app = resumed_app(
        mini_fight_game(
            ["KQ", "KQ"],
            &[('K', "c1"), ('k', "d6"), ('Q', "d1"), ('q', "c6")],
        ),
        None,
        80,
        24,
    );
    typed(&mut app, "Qd1d6");
    assert_eq!(play(&app).phase(), Phase::Over, "{}", render(&app));
    check("over", &mut app, &mut cuts);

    let o = shuuro::tui::storage::load_replay(std::path::Path::new(
        "tests/data/records/full-12x12-checkmate.json",
    ))
    .expect("opens");
    let mut app = start();
    app.update(Msg::Opened(Box::new(o)));
    check("replay", &mut app, &mut cuts);
    for _ in 0..60 {
        key(&mut app, KeyCode::Left);
    }
    check("replay, earlier", &mut app, &mut cuts);

    let mut app = practice_app(Bitboard::EMPTY, true, 80, 24);
    check("practice", &mut app, &mut cuts);
    key(&mut app, KeyCode::Enter);
    check("practice sheet", &mut app, &mut cuts);
    let _ = Side::Blue;

    assert!(
        cuts.is_empty(),
        "words cut at a panel's edge:\n{}",
        cuts.join("\n")
    );
}

/// Issue 36, item 13: the list of saved games keeps its columns whatever the names (a long
/// name is cut with `…`, a name of wide characters is padded by the columns it takes).
#[test]
fn the_saved_games_list_keeps_its_columns_with_long_and_wide_names() {
    let names = [
        "g.json",
        "a-very-long-name-for-a-saved-game-of-shuuro.json",
        "对局对局对局.json",
    ];
    let mut app = App::new(
        Settings::default(),
        shuuro::app::Options {
            color: false,
            ..shuuro::app::Options::sized(100, 24)
        },
    );
    app.update(Msg::Saves(
        names
            .iter()
            .map(|n| {
                save_info(
                    &format!("/data/games/{n}"),
                    Some(("SUMMARY", "x")),
                    3,
                    false,
                )
            })
            .collect(),
    ));
    menu(&mut app, MenuItem::Replay);
    let screen = render(&app);
    let columns: Vec<usize> = screen
        .lines()
        .filter_map(|row| {
            let at = row.find("SUMMARY")?;
            Some(ratatui::text::Line::from(&row[..at]).width())
        })
        .collect();
    assert_eq!(columns.len(), names.len(), "{screen}");
    assert!(
        columns.iter().all(|&c| c == columns[0]),
        "{columns:?}\n{screen}"
    );
    assert!(screen.contains("a-very-long-name-for-a-s…"), "{screen}");
}

/// Issue 36, item 13: the saved-games list names each game's variants (Mini, Scouts,
/// jungle, Serious, King in the castle), not only its board.
#[test]
fn the_saved_games_list_names_the_variant() {
    let dir = scratch::scratch("saves-variants");
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/records");
    for (file, said) in [
        ("mini-checkmate.json", "Mini"),
        ("variant-scouts.json", "Scouts"),
        ("variant-jungle.json", "jungle"),
        ("variant-serious.json", "Serious"),
        ("variant-king-in-castle.json", "King in the castle"),
    ] {
        std::fs::copy(data.join(file), dir.join(file)).expect("copied");
        let saves = shuuro::tui::storage::list_saves(&dir);
        let s = saves
            .iter()
            .find(|s| s.path.ends_with(file))
            .unwrap_or_else(|| panic!("{file} listed: {saves:?}"));
        let summary = shuuro::words::en().save_about(&s.about);
        assert!(summary.contains(said), "{file}: {summary}");
    }
}
