//! Key scripts for what the game screens say (issue 9): the army sheet, choosing a
//! piece in deployment, auto-flip in a hot-seat deployment, the move-order dice.

mod common;
use common::*;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::play::Stage;
use shuuro::app::settings::Settings;
use shuuro::app::{App, Msg, Options, Screen};
use shuuro::rules::game::Phase;
use shuuro::rules::{Role, Side};
use shuuro::ui;

fn status(app: &App) -> String {
    ui::notice::said(app)
}

/// Both armies (the example army each) and the plinths, up to the deploy-order dice.
fn to_deploy_order(app: &mut App) {
    key(app, KeyCode::Enter);
    keys(app, "e");
    key(app, KeyCode::Enter);
    key(app, KeyCode::Enter);
    keys(app, "e");
    key(app, KeyCode::Enter);
    key(app, KeyCode::Enter);
    assert_eq!(play(app).phase(), Phase::Plinths);
    keys(app, "a");
}

fn to_deploy(app: &mut App) {
    to_deploy_order(app);
    while play(app).phase() == Phase::DeployOrder {
        key(app, KeyCode::Enter);
    }
    assert_eq!(play(app).phase(), Phase::Deploy);
}

#[test]
fn reds_army_sheet_is_in_small_letters_and_the_king_stays_one() {
    let s = settings(false, 3);
    let mut app = new_game(&s, 80, 24);
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "e");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter); // Red ready
    keys(&mut app, "e");
    let s = render(&app);
    assert!(s.contains("Army: kqqrrrbbbbnnnnppppp"), "{s}");
    // Up from the first line and every key on the King's line leave the King at 1.
    for _ in 0..7 {
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Right);
        keys(&mut app, "+");
    }
    let Stage::Sheet(sheet) = play(&app).stage() else {
        panic!("not the sheet")
    };
    assert_eq!(sheet.army().count(Role::King), 1);
    keys(&mut app, "x");
    for _ in 0..6 {
        keys(&mut app, "k-");
    }
    let Stage::Sheet(sheet) = play(&app).stage() else {
        panic!("not the sheet")
    };
    assert_eq!(sheet.army().count(Role::King), 1);
    insta::assert_snapshot!("red_army_sheet_80x24", render(&app));
}

#[test]
fn choosing_a_piece_that_may_not_come_now_says_why_as_the_typed_form_does() {
    let s = settings(true, 4);
    let mut app = new_game(&s, 80, 24);
    to_deploy(&mut app);
    assert_eq!(play(&app).role(), Some(Role::King));
    keys(&mut app, "Q");
    let picked = status(&app);
    assert_eq!(
        picked,
        "a Queen may not be placed now: the King is placed first"
    );
    typed(&mut app, "Q@c1");
    let typed_reason = status(&app);
    assert!(
        typed_reason.ends_with(": the King is placed first"),
        "{typed_reason}"
    );
}

#[test]
fn auto_flip_in_a_hot_seat_deployment_turns_the_board_to_the_player_placing() {
    let s = settings(true, 4);
    let mut app = new_game(&s, 80, 24);
    to_deploy(&mut app);
    keys(&mut app, "a");
    assert_eq!(status(&app), "auto-flip on");
    for _ in 0..6 {
        let p = play(&app);
        let side = p.game().to_act().expect("someone places");
        assert_eq!(p.input().flipped(), side == Side::Red, "{side} places");
        let role = p.role().expect("a piece");
        let t = p.targets().first().expect("a square");
        typed(&mut app, &format!("{}@{t}", role.upper_char()));
    }
}

fn panel_has(s: &str, text: &str) -> bool {
    s.contains(text)
}

#[test]
fn the_move_order_dice_stay_in_view_in_the_deployment_and_the_fight() {
    let s = settings(true, 4);
    let mut app = new_game(&s, 80, 24);
    to_deploy(&mut app);
    let [b, r] = *play(&app).game().deploy_rolls().last().expect("dice");
    let first = play(&app).game().deploy_first().expect("known");
    let dice = format!("dice Blue {b}, Red {r}, lowest first");
    let screen = render(&app);
    assert!(
        panel_has(&screen, &format!("{first} deploys first")),
        "{screen}"
    );
    assert!(panel_has(&screen, &dice), "{screen}");
    while play(&app).phase() == Phase::Deploy {
        let p = play(&app);
        let role = p.role().expect("a piece");
        let t = p.targets().first().expect("a square");
        typed(&mut app, &format!("{}@{t}", role.upper_char()));
    }
    while play(&app).phase() == Phase::FightOrder {
        key(&mut app, KeyCode::Enter);
    }
    let m = play(&app).game().position().expect("fight").legal_moves()[0];
    typed(&mut app, &m.to_string());
    let [fb, fr] = *play(&app).game().fight_rolls().last().expect("dice");
    let mover = play(&app).game().fight_first().expect("known");
    for (w, h) in [(80, 24), (120, 40)] {
        app.update(Msg::Resize {
            width: w,
            height: h,
        });
        let screen = render(&app);
        assert!(panel_has(&screen, &dice), "{screen}");
        assert!(
            panel_has(&screen, &format!("dice Blue {fb}, Red {fr}, highest first")),
            "{screen}"
        );
        assert!(
            panel_has(&screen, &format!("{mover} moves first")),
            "{screen}"
        );
    }
}

#[test]
fn under_serious_business_the_panel_says_who_goes_first_and_why() {
    let s = Settings {
        serious: true,
        ..settings(true, 4)
    };
    let mut app = new_game(&s, 80, 24);
    // Blue the example army, Red only its King (confirmed though it spends little).
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "e");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "y");
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "a");
    assert_eq!(play(&app).phase(), Phase::Deploy);
    let blue = play(&app)
        .game()
        .army(Side::Blue)
        .expect("revealed")
        .total();
    let screen = render(&app);
    assert!(screen.contains("Blue deploys first"), "{screen}");
    assert!(
        screen.contains(&format!("Serious business: more pieces ({blue} to 1)")),
        "{screen}"
    );
    insta::assert_snapshot!("serious_deploy_80x24", screen);
    while play(&app).phase() == Phase::Deploy {
        let p = play(&app);
        let role = p.role().expect("a piece");
        let t = p.targets().first().expect("a square");
        typed(&mut app, &format!("{}@{t}", role.upper_char()));
    }
    let screen = render(&app);
    assert!(screen.contains("Red moves first"), "{screen}");
    assert!(
        screen.contains("Serious business: finished deploying"),
        "{screen}"
    );
    insta::assert_snapshot!("serious_fight_80x24", screen);
}

/// Found by a play test (issue 36): leaving at the first hand-over, or on the army sheet
/// before any army was sealed, said "game saved: Resume continues it", though nothing was
/// saved and Resume found no game. It says what is true; once an army is sealed, leaving
/// saves the game.
#[test]
fn leaving_before_any_army_is_sealed_says_nothing_was_saved() {
    for mini in [false, true] {
        let s = settings(mini, 4);
        let mut app = new_game(&s, 80, 24);
        keys(&mut app, "q"); // at the first hand-over
        assert!(matches!(app.screen(), Screen::Start { .. }));
        assert_eq!(status(&app), "nothing to save yet: no army was sealed");
        let mut app = new_game(&s, 80, 24);
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "e");
        assert!(matches!(play(&app).stage(), Stage::Sheet(_)));
        keys(&mut app, "q"); // on the army sheet
        assert!(matches!(app.screen(), Screen::Start { .. }));
        assert_eq!(status(&app), "nothing to save yet: no army was sealed");
        let mut app = new_game(&s, 80, 24);
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "e");
        key(&mut app, KeyCode::Enter); // Blue's army sealed
        keys(&mut app, "q");
        assert_eq!(status(&app), "game saved: Resume continues it");
    }
}

#[test]
fn the_games_message_does_not_stay_on_the_start_screen() {
    let s = settings(true, 4);
    let mut app = new_game(&s, 80, 24);
    assert_eq!(status(&app), "new game");
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "e");
    key(&mut app, KeyCode::Enter); // an army sealed: there is a game to save
    keys(&mut app, "q");
    assert!(matches!(app.screen(), Screen::Start { .. }));
    assert_eq!(status(&app), "game saved: Resume continues it");
    keys(&mut app, "j");
    assert_eq!(status(&app), "");
    assert!(!render(&app).contains("game saved"));
}

#[test]
fn the_saved_games_list_is_read_afresh_each_time_it_opens() {
    let mut app = App::new(
        settings(false, 1),
        Options {
            color: false,
            ..Options::sized(80, 24)
        },
    );
    let replay = shuuro::app::MenuItem::ALL
        .iter()
        .position(|&i| i == shuuro::app::MenuItem::Replay)
        .expect("a replay item");
    for _ in 0..2 {
        for _ in 0..replay {
            key(&mut app, KeyCode::Down);
        }
        let u = app.update(Msg::Key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)));
        assert!(matches!(app.screen(), Screen::Open { .. }));
        assert!(
            u.commands
                .iter()
                .any(|c| matches!(c, shuuro::app::command::Command::ListSaves)),
            "{:?}",
            u.commands
        );
        keys(&mut app, "q");
        assert!(matches!(app.screen(), Screen::Start { .. }));
    }
}

#[test]
fn the_start_screen_says_what_the_chosen_item_will_start() {
    let mut app = App::new(
        settings(false, 1),
        Options {
            color: false,
            ..Options::sized(80, 24)
        },
    );
    let s = render(&app);
    assert!(s.contains("12×12"), "{s}");
    assert!(s.contains("two players"), "{s}");
    let mini = shuuro::app::MenuItem::ALL
        .iter()
        .position(|&i| i == shuuro::app::MenuItem::NewMini)
        .expect("a mini item");
    for _ in 0..mini {
        key(&mut app, KeyCode::Down);
    }
    let s = render(&app);
    assert!(s.contains("New game: ") && s.contains("6×6"), "{s}");
    assert!(!s.contains("12×12"), "{s}");
    insta::assert_snapshot!("start_screen_mini_chosen_80x24", s);
    key(&mut app, KeyCode::Up);
    let s = render(&app);
    assert!(s.contains("the computer plays Red"), "{s}");
    // The level it plays at is said too (the settings' level, 8 by default).
    assert!(s.contains("the computer plays Red at level 8"), "{s}");
}

/// Issue 44, item 16: a game quit from the keyboard (`Ctrl-C`, "the game is saved")
/// before any army was sealed ended the program without a word, though nothing was saved.
/// The terminal is told once it is given back (`App::farewell`, said by the runtime);
/// once an army is sealed the game is saved and nothing more is said.
#[test]
fn quitting_a_game_before_any_army_is_sealed_says_nothing_was_saved() {
    let ctrl_c = Msg::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    let quits = |u: &shuuro::app::Update| {
        u.commands
            .iter()
            .any(|c| matches!(c, shuuro::app::Command::Quit))
    };
    let s = settings(true, 4);
    let mut app = new_game(&s, 80, 24);
    assert_eq!(app.farewell(), None);
    let u = send(&mut app, ctrl_c.clone());
    assert!(quits(&u), "{u:?}");
    let said = app
        .farewell()
        .map(|n| ui::notice::news_line(shuuro::words::en(), n));
    assert_eq!(
        said.as_deref(),
        Some("nothing to save yet: no army was sealed")
    );
    let mut app = new_game(&s, 80, 24);
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "e");
    key(&mut app, KeyCode::Enter); // Blue's army sealed
    let u = send(&mut app, ctrl_c);
    assert!(quits(&u), "{u:?}");
    assert_eq!(app.farewell(), None, "the game is saved");
}
