//! A fairy game on lishuuro's 8×8 board played through the app as a player would: the
//! army sheet with the fairy pieces, deployment, the board at 80×24, the record.

use ratatui::crossterm::event::KeyCode;
use shuuro::app::App;
use shuuro::app::settings::Settings;
use shuuro::rules::game::Phase;
use shuuro::rules::{BoardSize, Role, Side};
use shuuro::ui;

mod common;
use common::*;

fn fairy_settings(board: BoardSize, seed: u64) -> Settings {
    Settings {
        board,
        fairy: true,
        seed,
        ..Settings::default()
    }
}

/// Both players take the example army (its fairy pieces) and the dice are rolled.
fn to_deployment(app: &mut App) {
    for _ in Side::ALL {
        key(app, KeyCode::Enter); // ready
        keys(app, "e");
        key(app, KeyCode::Enter); // sealed
    }
    key(app, KeyCode::Enter);
    keys(app, "a");
    while play(app).phase() == Phase::DeployOrder {
        key(app, KeyCode::Enter);
    }
}

/// Each side puts its chosen piece on its first legal square, typed as a player types.
fn deploy_all(app: &mut App) {
    let mut n = 0;
    while play(app).phase() == Phase::Deploy {
        let p = play(app);
        let role = p.role().expect("a piece to place");
        let target = p.targets().first().expect("a legal square");
        typed(app, &format!("{}@{target}", role.upper_char()));
        n += 1;
        assert!(n < 60, "deployment does not end: {}", ui::notice::said(app));
    }
    while play(app).phase() == Phase::FightOrder {
        key(app, KeyCode::Enter);
    }
}

#[test]
fn the_fairy_sheet_lists_the_fairy_pieces_and_the_classic_one_does_not() {
    let mut app = new_game(&fairy_settings(BoardSize::Eight, 3), 80, 24);
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "e");
    let sheet = render(&app);
    for name in ["Chancellor", "Archbishop", "Giraffe", "400"] {
        assert!(sheet.contains(name), "{name}: {sheet}");
    }
    insta::assert_snapshot!("eight_fairy_sheet_80x24", sheet);
    // The lines are the roster's, K Q R B N P C A G: the cursor stops on the Giraffe's.
    for _ in 0..10 {
        key(&mut app, KeyCode::Down);
    }
    match play(&app).stage() {
        shuuro::app::play::Stage::Sheet(s) => assert_eq!(s.row(), 8),
        other => panic!("not the sheet: {other:?}"),
    }
    let mut classic = new_game(&settings(false, 3), 80, 24);
    key(&mut classic, KeyCode::Enter);
    let screen = render(&classic);
    assert!(!screen.contains("Chancellor"), "{screen}");
}

#[test]
fn an_eight_by_eight_fairy_game_deploys_and_draws_its_board_at_80x24() {
    let mut app = new_game(&fairy_settings(BoardSize::Eight, 3), 80, 24);
    to_deployment(&mut app);
    let game = play(&app).game();
    assert_eq!(game.rules().board, BoardSize::Eight);
    assert_eq!(game.plinths().count(), 4, "two plinths in each side's zone");
    let blue = game.army(Side::Blue).unwrap();
    assert!(
        Role::FAIRY.iter().any(|&r| blue.count(r) > 0),
        "the example army holds fairy pieces: {blue}"
    );
    deploy_all(&mut app);
    assert_eq!(play(&app).phase(), Phase::Fight);
    let screen = render(&app);
    // The files a to h and the ranks 1 to 8, the fairy pieces in their letters.
    assert!(screen.contains('H') && !screen.contains(" I "), "{screen}");
    assert!(screen.contains('C') && screen.contains('c'), "{screen}");
    insta::assert_snapshot!("eight_fairy_fight_80x24", screen);
}

/// The 8×8 fairy game played above, written as a record, reads back as the same game,
/// names its board and roster so `replay --check` judges it by the fairy rules, and
/// exports to a picture whose fairy pieces carry their letters.
#[test]
fn an_eight_by_eight_fairy_record_round_trips_checks_and_exports() {
    use shuuro::record::Record;
    let mut app = new_game(&fairy_settings(BoardSize::Eight, 3), 80, 24);
    to_deployment(&mut app);
    deploy_all(&mut app);
    let game = play(&app).game().clone();
    let rec = Record::from_game(&game);
    let text = rec.to_json_string();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["rules"]["board"], 8, "{text}");
    assert_eq!(json["rules"]["roster"], "eight-fairy", "{text}");
    let back = Record::from_json_str(&text).unwrap();
    assert_eq!(back, rec);
    let replayed = back.to_game().unwrap();
    assert_eq!(replayed.position().unwrap(), game.position().unwrap());
    let dir = tempfile::Builder::new()
        .prefix("shuuro-fairy-")
        .tempdir()
        .unwrap();
    let file = dir.path().join("fairy8.json");
    std::fs::write(&file, &text).unwrap();
    let out = shuuro_output(&["replay".as_ref(), file.as_os_str(), "--check".as_ref()]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let svg = dir.path().join("fairy8.svg");
    let out = shuuro_output(&[
        "export".as_ref(),
        file.as_os_str(),
        "--svg".as_ref(),
        svg.as_os_str(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let png = dir.path().join("fairy8.png");
    let out = shuuro_output(&[
        "export".as_ref(),
        file.as_os_str(),
        "--png".as_ref(),
        png.as_os_str(),
    ]);
    if let Some(keep) = std::env::var_os("SHUURO_KEEP_PNG") {
        let _ = std::fs::copy(&png, keep);
    }
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let drawn = std::fs::read_to_string(&svg).unwrap();
    for letter in ["C", "A", "c", "a"] {
        assert!(
            drawn.contains(&format!(r#"data-piece="{letter}""#)),
            "{letter} drawn"
        );
    }
}
