//! The mouse beyond the board (issue 9, point 23): clicks go through the same geometry the
//! screens are drawn with (`app::layout`).

use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use shuuro::app::play::Stage;
use shuuro::app::practice::PracticeStage;
use shuuro::app::settings::{Field, Settings};
use shuuro::app::sheet::Sheet;
use shuuro::app::{App, Command, MenuItem, Msg, Notice, Options, Refusal, Screen};
use shuuro::rules::game::{Game, Rules, Step};
use shuuro::rules::{Bitboard, Role, Side};
use shuuro::ui;
use shuuro::ui::layout::{
    self, SHEET_BUTTONS, SHEET_LESS, SheetHit, settings_list, settings_value, start_menu,
};

/// The Done control of the army sheet, in English.
const SHEET_DONE: &str = "[ Done: seal this army ]";

mod common;
use common::*;

fn click(app: &mut App, x: u16, y: u16) -> shuuro::app::Update {
    click_at(app, x, y)
}

/// Row `y` of a rendered screen, without the quotes of the test backend.
fn row(screen: &str, y: u16) -> String {
    let l = screen.lines().nth(y as usize).expect("a row");
    l.trim_matches('"').to_string()
}

/// The text at columns `r.x..r.right()` of row `r.y`.
fn cells(screen: &str, r: Rect) -> String {
    row(screen, r.y)
        .chars()
        .skip(r.x as usize)
        .take(r.width as usize)
        .collect()
}

/// The row of `f` on the settings screen of the default settings (a two-player game).
fn field(f: Field) -> usize {
    Settings::default()
        .fields()
        .iter()
        .position(|&x| x == f)
        .expect("a field")
}

/// The settings screen, opened by a click on its menu item.
fn settings_screen(w: u16, h: u16) -> App {
    let mut app = App::new(
        Settings::default(),
        Options {
            color: false,
            ..Options::sized(w, h)
        },
    );
    let r = start_menu(ui::area(&app), MenuItem::ALL.len()).item_rect(item(MenuItem::Variants));
    click(&mut app, r.x + 4, r.y);
    assert!(matches!(app.screen(), Screen::Settings { .. }));
    app
}

/// Where the row of `f` is on the settings screen; a row off a short screen is scrolled
/// to with the keys first, as a player does.
fn setting_row(app: &mut App, f: Field) -> Rect {
    let i = field(f);
    loop {
        let (start, list) =
            settings_list(ui::area(app), app.settings().fields().len(), selected(app));
        if (start..start + list.items).contains(&i) {
            return list.item_rect(i - start);
        }
        key(
            app,
            if i < start {
                KeyCode::Up
            } else {
                KeyCode::Down
            },
        );
    }
}

fn selected(app: &App) -> usize {
    match app.screen() {
        Screen::Settings(m) => m.selected(),
        other => panic!("not on the settings screen: {other:?}"),
    }
}

fn item(i: MenuItem) -> usize {
    MenuItem::ALL.iter().position(|&m| m == i).expect("an item")
}

#[test]
fn clicking_a_start_menu_item_chooses_it() {
    for (w, h) in [(80, 24), (120, 40)] {
        let app = || App::new(Settings::default(), Options::sized(w, h));
        let g = start_menu(ui::area(&app()), MenuItem::ALL.len());
        // The row clicked is the row that shows the item.
        let screen = render(&app());
        let row = g.item_rect(item(MenuItem::Practice)).y as usize;
        let line = screen.lines().nth(row).expect("row");
        assert!(
            line.contains(shuuro::words::en().menu_item(MenuItem::Practice)),
            "{line}"
        );

        let mut a = app();
        let r = g.item_rect(item(MenuItem::Quit));
        assert!(click_at(&mut a, r.x + 4, r.y).quits());

        let mut a = app();
        let r = g.item_rect(item(MenuItem::NewMini));
        click_at(&mut a, r.x + 4, r.y);
        assert!(matches!(a.screen(), Screen::Play(_)), "a Mini game began");

        let mut a = app();
        click_at(&mut a, g.area.x, g.area.y);
        assert!(
            matches!(a.screen(), Screen::Start(m) if m.selected() == 0),
            "the banner"
        );
    }
}

#[test]
fn clicking_a_saved_game_replays_it() {
    use shuuro::app::{Command, Open, SaveInfo};
    use shuuro::ui::layout::saves_list;
    let mut a = App::new(Settings::default(), Options::sized(80, 24));
    let saves: Vec<SaveInfo> = (0..3)
        .map(|i| save_info(&format!("/data/g{i}.json"), None, i, true))
        .collect();
    a.update(Msg::Saves(saves));
    let g = start_menu(ui::area(&a), MenuItem::ALL.len());
    let r = g.item_rect(item(MenuItem::Replay));
    click_at(&mut a, r.x + 4, r.y);
    assert!(matches!(a.screen(), Screen::Open { .. }));
    let (start, list) = saves_list(ui::area(&a), 0, 3);
    assert_eq!(start, 0);
    let r = list.item_rect(1);
    let screen = render(&a);
    assert!(
        screen
            .lines()
            .nth(r.y as usize)
            .expect("row")
            .contains("g1.json")
    );
    let u = click_at(&mut a, r.x + 3, r.y);
    match u.commands.as_slice() {
        [Command::Open(Open::Replay(p))] => assert_eq!(p.to_str(), Some("/data/g1.json")),
        other => panic!("{other:?}"),
    }
}

#[test]
fn clicking_the_settings_selects_a_row_and_steps_its_value_either_way() {
    for (w, h) in [(80, 24), (120, 40)] {
        let mut app = settings_screen(w, h);
        let r = setting_row(&mut app, Field::Clock);
        // The label selects, and changes nothing.
        click(&mut app, r.x + 3, r.y);
        assert_eq!(selected(&app), field(Field::Clock));
        assert_eq!(app.settings().clock, None);
        let parts = |app: &App| {
            let v = shuuro::words::en().field_value(app.settings(), Field::Clock);
            let v = ui::columns(&v) as u16;
            settings_value(r, v)
        };
        // The row clicked shows the value where the clicks land.
        let [dec, val, inc] = parts(&app);
        let screen = render(&app);
        assert_eq!(cells(&screen, dec), "< ");
        assert_eq!(cells(&screen, val), "off");
        assert_eq!(cells(&screen, inc), " >");
        let seconds = |s: u64| {
            Some(shuuro::rules::game::ClockRules {
                initial_ms: s * 1000,
                increment_ms: 0,
            })
        };
        click(&mut app, inc.x + 1, inc.y);
        assert_eq!(app.settings().clock, seconds(15), "> steps up");
        let [_, val, _] = parts(&app);
        click(&mut app, val.x, val.y);
        assert_eq!(app.settings().clock, seconds(30), "the value steps up");
        let [dec, val, _] = parts(&app);
        assert_eq!(cells(&render(&app), val), "0.5+0");
        click(&mut app, dec.x, dec.y);
        assert_eq!(app.settings().clock, seconds(15), "< steps down");
        // Another row, by its arrow: it is selected and changed at once.
        let r = setting_row(&mut app, Field::Scouts);
        let [_, _, inc] = settings_value(r, 3);
        click(&mut app, inc.x, inc.y);
        assert_eq!(selected(&app), field(Field::Scouts));
        assert!(app.settings().scouts);
        // Under the rows nothing is hit (at 80×24 the rows fill the list).
        let rows = app.settings().fields().len();
        let (_, list) = settings_list(ui::area(&app), rows, selected(&app));
        if list.area.height > rows as u16 {
            click(&mut app, r.x, list.area.bottom() - 1);
            assert_eq!(selected(&app), field(Field::Scouts));
        }
        // The buttons act as Enter does.
        let r = setting_row(&mut app, Field::SaveDefaults);
        let u = click(&mut app, r.x + 4, r.y);
        assert!(
            u.commands
                .iter()
                .any(|c| matches!(c, Command::SavePrefs { .. })),
            "{:?}",
            u.commands
        );
        let r = setting_row(&mut app, Field::Start);
        click(&mut app, r.x + 4, r.y);
        let p = play(&app);
        assert!(p.game().rules().scouts, "the game has what was clicked");
        assert_eq!(p.game().rules().clock.map(|c| c.initial_ms), Some(15_000));
    }
}

#[test]
fn hints_for_two_players_are_switched_on_in_the_settings() {
    let mut app = settings_screen(80, 24);
    let r = setting_row(&mut app, Field::Hints);
    assert!(!app.settings().hints, "off unless asked for");
    let [_, _, inc] = settings_value(r, 3);
    click(&mut app, inc.x, inc.y);
    assert!(app.settings().hints);
    let screen = render(&app);
    assert!(screen.contains("Two-player hints"), "{screen}");
    // At 80×24 the explanation of the selected setting still shows under the list.
    assert!(screen.contains("(as play --hints)"), "{screen}");
    let r = setting_row(&mut app, Field::Start);
    click(&mut app, r.x + 4, r.y);
    assert!(
        play(&app).hint_log().hot_seat,
        "the two-player game allows hints, as with play --hints"
    );
}

#[test]
fn a_players_name_is_typed_in_place_refused_when_bad_and_used_for_new_games() {
    let mut app = settings_screen(80, 24);
    let r = setting_row(&mut app, Field::BlueName);
    let [_, val, _] = settings_value(r, 6);
    assert_eq!(cells(&render(&app), val), "(none)");
    // A click on the value opens it for typing, on its own row.
    click(&mut app, val.x, val.y);
    assert_eq!(selected(&app), field(Field::BlueName));
    keys(&mut app, "Ann");
    let screen = render(&app);
    assert_eq!(cells(&screen, Rect { width: 4, ..val }), "Ann_");
    assert!(row(&screen, 22).contains("Type Blue's name"), "{screen}");
    assert!(row(&screen, 23).starts_with("Enter play / accept what is typed  Esc cancel"));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.settings().players.blue.as_deref(), Some("Ann"));
    assert_eq!(cells(&render(&app), Rect { width: 4, ..val }), "Ann ");

    // Too long: the line holds a name's 20 characters; the key that does not fit is
    // refused with the reason, and what is typed stays to be entered.
    let r = setting_row(&mut app, Field::RedName);
    let [_, val, _] = settings_value(r, 6);
    click(&mut app, val.x, val.y);
    keys(&mut app, "Bartholomew the Bold!");
    assert_eq!(
        app.notice(),
        Some(&Notice::Refused(Refusal::LineFull { max: 20 }))
    );
    let screen = render(&app);
    assert!(
        row(&screen, 22).contains("the line is full: it holds 20 characters"),
        "{screen}"
    );
    assert_eq!(app.settings().players.red, None, "nothing kept yet");
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.settings().players.red.as_deref(),
        Some("Bartholomew the Bold")
    );

    // A control character (an escape sequence pasted in) never reaches the name: the line
    // editor holds it, and the name stays as it was.
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('\u{1b}'));
    assert_eq!(app.line().map(|l| l.text()), Some("Bartholomew the Bold"));
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.settings().players.red.as_deref(),
        Some("Bartholomew the Bold")
    );
    assert_eq!(app.line(), None);
    // Esc leaves the name as it was.
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "zz");
    key(&mut app, KeyCode::Esc);
    assert_eq!(
        app.settings().players.red.as_deref(),
        Some("Bartholomew the Bold")
    );
    assert_eq!(app.line(), None);

    // Saved with the settings, and written into the new game.
    let r = setting_row(&mut app, Field::SaveDefaults);
    let u = click(&mut app, r.x + 4, r.y);
    let prefs = u
        .commands
        .iter()
        .find_map(|c| match c {
            Command::SavePrefs { prefs, .. } => Some(prefs.clone()),
            _ => None,
        })
        .expect("saved");
    assert_eq!(prefs.blue_name.as_deref(), Some("Ann"));
    assert_eq!(prefs.red_name.as_deref(), Some("Bartholomew the Bold"));
    let r = setting_row(&mut app, Field::Start);
    click(&mut app, r.x + 4, r.y);
    let snap = play(&app).snapshot(0);
    assert_eq!(snap.players.blue.as_deref(), Some("Ann"));
    assert_eq!(snap.players.red.as_deref(), Some("Bartholomew the Bold"));
}

fn game_sheet(app: &App) -> &Sheet {
    match play(app).stage() {
        Stage::Sheet(s) => s,
        other => panic!("not on an army sheet: {other:?}"),
    }
}

#[test]
fn clicking_the_army_sheet_buys_pieces_and_seals_the_army() {
    for (w, h) in [(80, 24), (120, 40)] {
        let mut app = new_game(&settings(false, 5), w, h);
        key(&mut app, KeyCode::Enter); // Blue is ready.
        let panel = layout::layout(ui::area(&app), None, false).panel;
        let geom = |app: &App| ui::sheet::sheet_geom(shuuro::words::en(), panel, game_sheet(app));
        let g = geom(&app);
        // Drawn where the clicks land.
        let screen = render(&app);
        let (less, more) = g.buttons(Role::Queen).expect("the Queen has buttons");
        assert_eq!(
            cells(&screen, Rect { width: 7, ..less }),
            SHEET_BUTTONS,
            "{screen}"
        );
        assert_eq!(cells(&screen, g.done()), SHEET_DONE);
        assert!(g.buttons(Role::King).is_none());

        click(&mut app, more.x + 1, more.y);
        click(&mut app, more.x, more.y);
        assert_eq!(game_sheet(&app).army().count(Role::Queen), 2);
        click(&mut app, less.x + 2, less.y);
        assert_eq!(game_sheet(&app).army().count(Role::Queen), 1);
        // The King's count is fixed: where its buttons would be, nothing changes.
        let king = g.row(Role::King);
        click(&mut app, king.x + SHEET_LESS, king.y);
        click(&mut app, king.x + SHEET_LESS + 4, king.y);
        assert_eq!(game_sheet(&app).army().count(Role::King), 1);
        assert_eq!(game_sheet(&app).row(), Role::Queen.index());
        // A row's name chooses it.
        let r = g.row(Role::Pawn);
        click(&mut app, r.x + 3, r.y);
        assert_eq!(game_sheet(&app).row(), Role::Pawn.index());
        assert_eq!(
            g.hit(r.x + 3, r.y),
            Some(SheetHit::Row(Role::Pawn)),
            "the geometry agrees"
        );
        // Done on a cheap army asks once more. Issue 36 item 9: while the question is
        // open, a click is no answer: Done (moved down by the question) and the buttons
        // beneath do nothing; `y` seals.
        let d = geom(&app).done();
        click(&mut app, d.x, d.y);
        assert!(game_sheet(&app).is_confirming());
        let d = geom(&app).done();
        assert_eq!(
            cells(&render(&app), d),
            SHEET_DONE,
            "still where it was drawn"
        );
        click(&mut app, d.x + 2, d.y);
        assert!(game_sheet(&app).is_confirming(), "the click sealed nothing");
        assert!(matches!(play(&app).stage(), Stage::Sheet(_)));
        let (_, more) = geom(&app).buttons(Role::Queen).expect("buttons");
        click(&mut app, more.x, more.y);
        assert_eq!(game_sheet(&app).army().count(Role::Queen), 1);
        assert!(game_sheet(&app).is_confirming());
        key(&mut app, KeyCode::Char('y'));
        assert!(
            matches!(
                play(&app).stage(),
                Stage::Handover {
                    sealed: Some(Side::Blue),
                    ..
                }
            ),
            "sealed: {:?}",
            play(&app).stage()
        );
    }
}

#[test]
fn clicking_the_practice_sheet_buys_pieces_too() {
    let mut app = practice_app(Bitboard::EMPTY, false, 80, 24);
    let panel = layout::layout(ui::area(&app), None, false).panel;
    let sheet = |app: &App| match app.practice().expect("practice").stage() {
        PracticeStage::Sheet(s) => s.clone(),
        PracticeStage::Board => panic!("on the board"),
    };
    let g = ui::sheet::sheet_geom(shuuro::words::en(), panel, &sheet(&app));
    let (_, more) = g.buttons(Role::Rook).expect("buttons");
    let before = sheet(&app).army().count(Role::Rook);
    for _ in 0..3 {
        click(&mut app, more.x, more.y);
    }
    assert_eq!(sheet(&app).army().count(Role::Rook), before + 3);
    assert_eq!(sheet(&app).row(), Role::Rook.index());
}

/// A Mini-Shuuro game at its deployment, Blue (KQ) to place first against Red (K).
fn mini_deployment(w: u16, h: u16) -> App {
    let mut g = Game::new(Rules::mini());
    for (side, a) in [(Side::Blue, "KQ"), (Side::Red, "K")] {
        g.apply(Step::Army {
            side,
            army: army(a),
        })
        .expect("army");
    }
    g.apply(Step::SetPlinths(Bitboard::EMPTY)).expect("plinths");
    g.apply(Step::DeployRoll([1, 2])).expect("roll");
    resumed_app(g, None, w, h)
}

#[test]
fn clicking_a_piece_in_hand_chooses_it_and_a_square_places_it() {
    for (w, h) in [(80, 24), (120, 40)] {
        let mut app = mini_deployment(w, h);
        let a = layout::layout(ui::area(&app), Some(shuuro::rules::BoardSize::Six), false);
        let hands = layout::hands(a.panel, 2);
        let hand =
            |app: &App, side: Side| play(app).game().deployment().expect("deploying").hands()[side];
        // Blue's hand is the second; each piece is drawn where its click lands.
        let pieces = hands.pieces(1, &hand(&app, Side::Blue));
        let screen = render(&app);
        let (_, kr) = pieces[0];
        let (_, qr) = pieces[1];
        assert_eq!(cells(&screen, kr), "K×1", "{screen}");
        assert_eq!(cells(&screen, qr), "Q×1");
        // The Queen may not come before the King: the same reason as its letter.
        click(&mut app, qr.x, qr.y);
        assert!(
            matches!(
                app.notice(),
                Some(Notice::Refused(Refusal::NotPlaceableNow {
                    role: Role::Queen,
                    ..
                }))
            ),
            "{:?}",
            app.notice()
        );
        click(&mut app, kr.x + 2, kr.y);
        assert_eq!(play(&app).role(), Some(Role::King));
        // Red's hand is not Blue's to choose from.
        let (_, red_k) = hands.pieces(0, &hand(&app, Side::Red))[0];
        click(&mut app, red_k.x, red_k.y);
        assert_eq!(play(&app).role(), Some(Role::King));
        // A square of the board places the chosen piece.
        let board = a.board.expect("a board");
        let c1 = board.rect(sq("c1"));
        click(&mut app, c1.x, c1.y);
        let d = play(&app).game().deployment().expect("deploying");
        assert_eq!(d.board().piece_at(sq("c1")), Some(piece('K')));
        assert_eq!(d.turn(), Some(Side::Red));
    }
}

#[test]
fn in_practice_a_piece_in_hand_is_chosen_by_a_click_too() {
    let mut app = practice_app(Bitboard::EMPTY, false, 80, 24);
    for k in [KeyCode::Char('e'), KeyCode::Enter, KeyCode::Enter] {
        key(&mut app, k);
    }
    let p = || app.practice().expect("practice");
    let a = layout::layout(ui::area(&app), Some(p().size()), false);
    let hands = layout::hands(a.panel, 1);
    let army = p().deployment().expect("deploying").hands()[Side::Blue];
    let pieces = hands.pieces(0, &army);
    let screen = render(&app);
    for &(role, r) in &pieces {
        let text = cells(&screen, r);
        assert!(text.starts_with(role.upper_char()), "{role:?}: {text}");
    }
    // (The second Enter placed the King at the cursor.) Pawns come after the nobles:
    // refused with why; a Rook: chosen.
    let at = |role: Role| pieces.iter().find(|(r, _)| *r == role).expect("in hand").1;
    let pr = at(Role::Pawn);
    click(&mut app, pr.x, pr.y);
    assert!(
        matches!(
            app.notice(),
            Some(Notice::Refused(Refusal::NotPlaceableNow {
                role: Role::Pawn,
                ..
            }))
        ),
        "{:?}",
        app.notice()
    );
    let rr = at(Role::Rook);
    click(&mut app, rr.x + 1, rr.y);
    let p = || app.practice().expect("practice");
    assert_eq!(p().input().role(), Some(Role::Rook));
    let target = p().targets().first().expect("a square");
    let r = a.board.expect("a board").rect(target);
    click(&mut app, r.x, r.y);
    let d = app
        .practice()
        .expect("practice")
        .deployment()
        .expect("deploying");
    assert_eq!(d.board().piece_at(target), Some(piece('R')));
    assert_eq!(d.hands()[Side::Blue].count(Role::Rook), 2);
}
