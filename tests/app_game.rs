//! Key scripts driving `App::update` through whole games, with snapshots of every game
//! screen at 80×24 and 120×40 (fixed seeds).

use ratatui::crossterm::event::KeyCode;
use shuuro::app::Question;
use shuuro::app::play::Stage;
use shuuro::app::settings::Settings;
use shuuro::app::{App, Msg, Screen};
use shuuro::rules::game::{Phase, Step};
use shuuro::rules::{Reason, Role, Side};
use shuuro::ui;

mod common;
use common::*;

/// Both armies through the hand-over screens: Blue the example army, Red as given.
fn armies(app: &mut App, red_example: bool) {
    key(app, KeyCode::Enter); // Blue ready
    keys(app, "e");
    key(app, KeyCode::Enter); // Blue's army sealed
    assert!(matches!(
        play(app).stage(),
        Stage::Handover {
            sealed: Some(Side::Blue),
            next: Some(Side::Red)
        }
    ));
    key(app, KeyCode::Enter); // Red ready
    if red_example {
        keys(app, "e");
    }
    key(app, KeyCode::Enter); // Red's army sealed
    assert!(matches!(
        play(app).stage(),
        Stage::Handover {
            sealed: Some(Side::Red),
            next: None
        }
    ));
    key(app, KeyCode::Enter);
}

/// Deploys everything: each side puts its chosen piece on its first legal square.
fn deploy_all(app: &mut App) -> usize {
    let mut n = 0;
    while play(app).phase() == Phase::DeployOrder {
        key(app, KeyCode::Enter);
    }
    while play(app).phase() == Phase::Deploy {
        let p = play(app);
        let role = p.role().expect("a piece to place");
        let target = p.targets().first().expect("a legal square");
        typed(app, &format!("{}@{target}", role.upper_char()));
        n += 1;
        assert!(
            n < 100,
            "deployment does not end: {}",
            ui::notice::said(app)
        );
    }
    n
}

#[test]
fn whole_mini_shuuro_game_by_keys_ends_in_a_result() {
    let s = settings(true, 5);
    let mut app = new_game(&s, 80, 24);
    armies(&mut app, true);
    assert_eq!(play(&app).phase(), Phase::Plinths);
    keys(&mut app, "a");
    assert_eq!(
        play(&app).game().plinths().count() as usize,
        shuuro::app::derived::roll_logs(play(&app).game())
            .filter(|r| r.placed)
            .count()
    );
    let placed = deploy_all(&mut app);
    assert_eq!(
        placed,
        2 * play(&app).game().army(Side::Blue).unwrap().total() as usize
    );
    while play(&app).phase() == Phase::FightOrder {
        key(&mut app, KeyCode::Enter);
    }
    // Play the first legal move each turn, for 40 plies, by typing it.
    for _ in 0..40 {
        let p = play(&app);
        if p.phase() != Phase::Fight {
            break;
        }
        let pos = p.game().position().unwrap();
        let m = pos.legal_moves()[0];
        let before = p.game().moves().len();
        typed(&mut app, &m.to_string());
        if play(&app).phase() == Phase::Fight {
            assert_eq!(
                play(&app).game().moves().len(),
                before + 1,
                "{}",
                ui::notice::said(&app)
            );
        }
    }
    if play(&app).phase() == Phase::Fight {
        let side = play(&app).game().position().unwrap().turn();
        keys(&mut app, "R");
        assert!(matches!(app.question(), Some(Question::Resign { .. })));
        keys(&mut app, "y");
        let o = play(&app).game().outcome().unwrap();
        assert_eq!(o.reason, Reason::Resignation);
        assert_eq!(o.winner, Some(side.opposite()));
    }
    assert_eq!(play(&app).phase(), Phase::Over);
    assert!(render(&app).contains("Game over"));
}

#[test]
fn whole_12x12_game_deployment_by_keys() {
    let s = settings(false, 9);
    let mut app = new_game(&s, 80, 24);
    armies(&mut app, true);
    keys(&mut app, "a");
    assert_eq!(play(&app).game().plinth_rolls().len(), 8);
    let placed = deploy_all(&mut app);
    assert_eq!(placed, 38);
    assert!(matches!(
        play(&app).phase(),
        Phase::FightOrder | Phase::Fight
    ));
}

#[test]
fn army_sheet_refuses_an_invalid_army_and_says_why() {
    let s = settings(true, 1);
    let mut app = new_game(&s, 80, 24);
    key(&mut app, KeyCode::Enter);
    // Three Queens in Mini-Shuuro (the fourth is refused): over budget.
    keys(&mut app, "llll");
    key(&mut app, KeyCode::Enter);
    assert!(matches!(play(&app).stage(), Stage::Sheet(_)));
    assert!(
        ui::notice::said(&app).contains("over budget"),
        "{}",
        ui::notice::said(&app)
    );
}

fn game_sheet(app: &App) -> shuuro::app::sheet::Sheet {
    match play(app).stage() {
        Stage::Sheet(sh) => sh.clone(),
        other => panic!("not on the sheet: {other:?}"),
    }
}

#[test]
fn the_army_sheet_stops_at_a_pieces_maximum_and_its_cursor_at_its_ends() {
    // Issue 36 item 13: `+` went on past the maximum (`✗ 5 Queens, at most 3`), and the
    // cursor wrapped from Pawn to Queen.
    let mut app = new_game(&settings(false, 1), 80, 24);
    key(&mut app, KeyCode::Enter); // Blue ready
    assert_eq!(game_sheet(&app).row(), Role::Queen.index());
    keys(&mut app, "+++++");
    assert_eq!(game_sheet(&app).army().count(Role::Queen), 3);
    assert_eq!(ui::notice::said(&app), "at most 3 Queens in this roster");
    assert!(
        !render(&app).contains("Queens, at most"),
        "no violation on the sheet"
    );
    // Up at the Queen stays there; Down stops at the Pawn.
    key(&mut app, KeyCode::Up);
    assert_eq!(game_sheet(&app).row(), Role::Queen.index());
    for _ in 0..8 {
        key(&mut app, KeyCode::Down);
    }
    assert_eq!(game_sheet(&app).row(), Role::Pawn.index());
    // No maximum (no limits): the count goes on.
    let mut s = settings(false, 1);
    s.no_limits = true;
    let mut app = new_game(&s, 80, 24);
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "++++");
    assert_eq!(game_sheet(&app).army().count(Role::Queen), 4);
}

#[test]
fn the_example_army_and_clearing_the_sheet_can_be_undone() {
    // Issue 36 item 13: `e` and `x` replaced the sheet without a way back.
    let mut app = new_game(&settings(false, 1), 80, 24);
    key(&mut app, KeyCode::Enter); // Blue ready
    keys(&mut app, "+jj++");
    let mine = *game_sheet(&app).army();
    assert!(render(&app).contains("u undo"), "{}", render(&app));
    keys(&mut app, "e");
    assert_ne!(*game_sheet(&app).army(), mine);
    keys(&mut app, "u");
    assert_eq!(*game_sheet(&app).army(), mine, "the army before `e`");
    keys(&mut app, "x");
    assert_eq!(game_sheet(&app).army().total(), 1, "the King alone");
    keys(&mut app, "u");
    assert_eq!(*game_sheet(&app).army(), mine, "the army before `x`");
    // Nothing more to undo: said, and the army stays.
    keys(&mut app, "u");
    assert_eq!(*game_sheet(&app).army(), mine);
    assert_eq!(
        ui::notice::said(&app),
        "nothing to undo: u brings back the army before e or x"
    );
}

#[test]
fn enter_starts_a_game_only_from_the_start_row_of_the_settings() {
    // Issue 36 item 13: Enter on any row of the settings started a game.
    let mut app = App::new(Settings::default(), shuuro::app::Options::sized(80, 24));
    let at = shuuro::app::MenuItem::ALL
        .iter()
        .position(|m| *m == shuuro::app::MenuItem::Variants)
        .expect("variants");
    for _ in 0..at {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen(), Screen::Settings(_)));
    use shuuro::app::settings::Field;
    for f in app.settings().fields() {
        if matches!(
            f,
            Field::BlueName | Field::RedName | Field::SaveDefaults | Field::Start
        ) {
            key(&mut app, KeyCode::Down);
            continue;
        }
        key(&mut app, KeyCode::Enter);
        assert!(matches!(app.screen(), Screen::Settings(_)), "{f:?}");
        assert_eq!(
            ui::notice::said(&app),
            "Enter starts the game from its row, the last: Start the game",
            "{f:?}"
        );
        key(&mut app, KeyCode::Down);
    }
    // The cursor is back on the first row (Down wraps on the settings); Up to Start.
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen(), Screen::Play(_)));
}

#[test]
fn army_spending_less_than_half_the_budget_asks_once_more_before_sealing() {
    let s = settings(false, 1);
    let mut app = new_game(&s, 80, 24);
    key(&mut app, KeyCode::Enter); // Blue ready
    // The King alone: one Enter too many after the hand-over must not seal it.
    key(&mut app, KeyCode::Enter);
    let sheet = |app: &App| match &play(app).stage() {
        Stage::Sheet(sh) => sh.clone(),
        other => panic!("not on the sheet: {other:?}"),
    };
    assert!(sheet(&app).is_confirming());
    assert_eq!(app.ctx(), shuuro::app::keymap::Ctx::SheetConfirm);
    let screen = render(&app);
    assert!(
        screen.contains("You have spent 0 of 800 points: y seals this army, n"),
        "{screen}"
    );
    assert!(screen.contains("goes back."), "{screen}");
    insta::assert_snapshot!("army_sheet_confirm_little_spent_80x24", screen);
    // Enter answers nothing: presses left over from rolling plinths (`--scouts`, found
    // in a play test: six Enters sealed a King alone) never seal an army.
    for _ in 0..5 {
        key(&mut app, KeyCode::Enter);
        assert!(sheet(&app).is_confirming());
    }
    // Esc goes back to the sheet (it does not leave the game).
    key(&mut app, KeyCode::Esc);
    assert!(!sheet(&app).is_confirming());
    assert!(matches!(app.screen(), Screen::Play(_)));
    // `n` too; then a Queen (110 of 800) still asks; `y` confirms.
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "n");
    assert!(!sheet(&app).is_confirming());
    keys(&mut app, "l");
    key(&mut app, KeyCode::Enter);
    assert!(sheet(&app).is_confirming());
    keys(&mut app, "y");
    assert!(matches!(
        play(&app).stage(),
        Stage::Handover {
            sealed: Some(Side::Blue),
            next: Some(Side::Red)
        }
    ));
    assert_eq!(
        play(&app).game().own_army(Side::Blue).unwrap().to_string(),
        "KQ"
    );
    // Red: `y` confirms; an army spending half the budget or more needs no question.
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "y");
    assert!(matches!(
        play(&app).stage(),
        Stage::Handover {
            sealed: Some(Side::Red),
            ..
        }
    ));
    // 400 points: half.
    let mut big = shuuro::app::sheet::Sheet::new(
        Side::Blue,
        shuuro::rules::game::Rules::standard().roster,
        800,
    )
    .with_army(army("KQQQR"));
    assert!(!big.spends_little());
    assert_eq!(big.handle(shuuro::app::keymap::Action::Activate), Ok(true));
}

#[test]
fn army_sheet_beside_the_scouts_board_shows_its_whole_question() {
    let s = Settings {
        scouts: true,
        ..settings(true, 2)
    };
    let mut app = new_game(&s, 80, 24);
    keys(&mut app, "a"); // Scouts: the plinths first
    key(&mut app, KeyCode::Enter); // Blue ready
    key(&mut app, KeyCode::Enter); // King alone: asks once more
    let screen = render(&app);
    assert!(
        screen.contains("[#]"),
        "the board is beside the sheet: {screen}"
    );
    assert!(screen.contains("goes back."), "{screen}");
}

#[test]
fn hand_over_screens_hide_each_army_from_the_other_player() {
    let s = settings(false, 2);
    let mut app = new_game(&s, 80, 24);
    let first = render(&app);
    assert!(first.contains("Red, look away"), "{first}");
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "e");
    key(&mut app, KeyCode::Enter);
    let between = render(&app);
    assert!(between.contains("Blue's army is sealed"), "{between}");
    assert!(!between.contains("KQQRRR"), "{between}");
    key(&mut app, KeyCode::Enter);
    let red_sheet = render(&app);
    assert!(red_sheet.contains("Red's army"));
    assert!(!red_sheet.contains("KQQRRR"), "{red_sheet}");
}

/// A game (`mini` or 12×12, dice from `seed`) at its first placement, at 80×24: both
/// armies chosen, the plinths rolled and who deploys first decided.
fn deploying(mini: bool, seed: u64) -> App {
    let s = settings(mini, seed);
    let mut app = new_game(&s, 80, 24);
    armies(&mut app, true);
    keys(&mut app, "a");
    while play(&app).phase() == Phase::DeployOrder {
        key(&mut app, KeyCode::Enter);
    }
    app
}

/// A 12×12 game (seed 4) at its first placement, at 80×24.
fn at_deployment() -> App {
    deploying(false, 4)
}

/// Issue 44, item 16: the roll's Enter pressed once more (a spare Enter after the dice for
/// the deployment order) placed the King on the cursor square. It goes on to the
/// deployment, placing nothing; the next Enter places.
#[test]
fn a_spare_enter_after_the_order_dice_places_nothing() {
    let mut app = at_deployment();
    let steps = play(&app).game().steps().len();
    let screen = render(&app);
    assert!(screen.contains("Enter: start placing"), "{screen}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).game().steps().len(), steps, "nothing placed");
    let screen = render(&app);
    assert!(screen.contains("Enter or click: place it"), "{screen}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        play(&app).game().steps().len(),
        steps + 1,
        "the next Enter places"
    );
}

#[test]
fn illegal_placement_is_refused_with_the_core_reason() {
    let mut app = at_deployment();
    let side = play(&app).game().deployment().unwrap().turn().unwrap();
    let bad = if side == Side::Blue { "K@a1" } else { "K@a12" };
    typed(&mut app, bad);
    assert!(
        ui::notice::said(&app).contains("central"),
        "{}",
        ui::notice::said(&app)
    );
    insta::assert_snapshot!(render(&app));
}

#[test]
fn a_refused_typed_placement_keeps_the_chosen_piece_and_says_placement() {
    let mut app = at_deployment();
    assert_eq!(play(&app).role(), Some(Role::King));
    key(&mut app, KeyCode::Char(':'));
    keys(&mut app, "Q@a");
    assert!(render(&app).contains("Placement: Q@a_"), "{}", render(&app));
    keys(&mut app, "5");
    key(&mut app, KeyCode::Enter);
    assert!(
        !ui::notice::said(&app).is_empty(),
        "the refusal is explained"
    );
    // Still the King, with its squares marked (not a Queen with none).
    assert_eq!(play(&app).role(), Some(Role::King));
    assert!(play(&app).targets().any());
}

/// A typed placement that does not read says which part is wrong: the piece letter or
/// the square, quoted, and the King is still the piece chosen.
#[test]
fn a_typed_placement_that_does_not_read_names_the_wrong_part() {
    let mut app = at_deployment();
    for (text, said) in [
        ("Q@z9", "\"z9\" is not a square: bad file 'z'"),
        ("Xe1", "\"X\" is not a piece (K, Q, R, B, N, P, or C, A, G)"),
        ("e13", "\"e13\" is not a square: bad rank \"13\""),
    ] {
        key(&mut app, KeyCode::Char(':'));
        keys(&mut app, text);
        key(&mut app, KeyCode::Enter);
        let status = ui::notice::said(&app);
        assert!(status.contains(said), "{text}: {status}");
        assert_eq!(play(&app).role(), Some(Role::King));
    }
}

/// A Mini-Shuuro game brought to the fight with fixed choices.
fn mini_fight(w: u16, h: u16, seed: u64) -> App {
    let s = settings(true, seed);
    let mut app = new_game(&s, w, h);
    armies(&mut app, true);
    keys(&mut app, "a");
    deploy_all(&mut app);
    while play(&app).phase() == Phase::FightOrder {
        key(&mut app, KeyCode::Enter);
    }
    app
}

#[test]
fn fight_pick_up_shows_targets_and_an_illegal_target_is_explained() {
    let mut app = mini_fight(80, 24, 6);
    let pos = play(&app).game().position().unwrap().clone();
    let m = pos.legal_moves()[0];
    // Click the piece (mouse), then a square it cannot reach.
    let g = ui::play::geometry(&app, play(&app)).unwrap();
    let r = g.rect(m.from);
    click_at(&mut app, r.x + 1, r.y);
    assert_eq!(play(&app).input().selected(), Some(m.from));
    assert!(play(&app).targets().contains(m.to));
    insta::assert_snapshot!("mini_fight_piece_in_hand_80x24", render(&app));
    let unreachable = shuuro::rules::BoardSize::Six
        .squares()
        .find(|s| {
            *s != m.from && !play(&app).targets().contains(*s) && pos.board().piece_at(*s).is_none()
        })
        .unwrap();
    let r = g.rect(unreachable);
    click_at(&mut app, r.x + 1, r.y);
    assert!(
        ui::notice::said(&app).contains("illegal"),
        "{}",
        ui::notice::said(&app)
    );
}

#[test]
fn typed_move_highlights_matching_pieces_as_you_type() {
    let mut app = mini_fight(100, 30, 6);
    let pos = play(&app).game().position().unwrap().clone();
    let m = pos.legal_moves()[0];
    key(&mut app, KeyCode::Char(':'));
    keys(&mut app, &m.from.to_string());
    let p = play(&app);
    assert!(p.sources().contains(m.from));
    assert!(p.targets().contains(m.to));
    insta::assert_snapshot!("mini_fight_typing_100x30", render(&app));
    keys(&mut app, &m.to.to_string());
    key(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).game().moves().last(), Some(&m));
}

#[test]
fn takeback_needs_the_other_player_to_agree() {
    let mut app = mini_fight(80, 24, 6);
    let m = play(&app).game().position().unwrap().legal_moves()[0];
    typed(&mut app, &m.to_string());
    assert_eq!(play(&app).game().moves().len(), 1);
    keys(&mut app, "u");
    assert!(matches!(app.question(), Some(Question::Takeback { .. })));
    // The side that made the move asks; the side to move answers.
    let mover = play(&app).game().position().unwrap().turn().opposite();
    assert_eq!(app.question(), Some(&Question::Takeback { by: mover }));
    insta::assert_snapshot!("mini_takeback_question_80x24", render(&app));
    keys(&mut app, "n");
    assert_eq!(play(&app).game().moves().len(), 1);
    keys(&mut app, "u");
    keys(&mut app, "y");
    assert_eq!(play(&app).game().moves().len(), 0);
    assert_eq!(ui::notice::said(&app), "the last move was taken back");
}

#[test]
fn draw_offer_accepted_ends_the_game_by_agreement() {
    let mut app = mini_fight(80, 24, 6);
    keys(&mut app, "d");
    keys(&mut app, "y");
    let o = play(&app).game().outcome().unwrap();
    assert_eq!(o.reason, Reason::Agreement);
    assert_eq!(o.winner, None);
    insta::assert_snapshot!("mini_game_over_80x24", render(&app));
}

#[test]
fn claiming_a_draw_without_grounds_is_refused() {
    let mut app = mini_fight(80, 24, 6);
    keys(&mut app, "c");
    assert_eq!(play(&app).phase(), Phase::Fight);
    assert!(
        ui::notice::said(&app).contains("no draw to claim"),
        "{}",
        ui::notice::said(&app)
    );
}

#[test]
fn flip_turns_the_board_and_cursor_keys_follow_the_screen() {
    let mut app = mini_fight(80, 24, 6);
    let before = render(&app);
    keys(&mut app, "f");
    assert!(play(&app).input().flipped());
    let after = render(&app);
    assert_ne!(before, after);
    let labels = |s: &str| {
        s.lines()
            .find(|l| {
                l.trim_matches(|c| c == '"' || c == ' ')
                    .starts_with(['A', 'F'])
            })
            .unwrap_or_default()
            .to_string()
    };
    let (b, a) = (labels(&before), labels(&after));
    assert!(b.find('A') < b.find('F'), "{before}");
    assert!(a.find('F') < a.find('A'), "{after}");
}

#[test]
fn game_screens_snapshots_80x24_and_120x40() {
    for (w, h) in [(80u16, 24u16), (120, 40)] {
        let s = settings(false, 3);
        let mut app = new_game(&s, w, h);
        insta::assert_snapshot!(format!("handover_{w}x{h}"), render(&app));
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "e");
        insta::assert_snapshot!(format!("army_sheet_{w}x{h}"), render(&app));
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "e");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Enter);
        insta::assert_snapshot!(format!("plinths_start_{w}x{h}"), render(&app));
        keys(&mut app, "rrr");
        insta::assert_snapshot!(format!("plinths_three_rolls_{w}x{h}"), render(&app));
        keys(&mut app, "a");
        insta::assert_snapshot!(format!("deploy_dice_{w}x{h}"), render(&app));
        while play(&app).phase() == Phase::DeployOrder {
            key(&mut app, KeyCode::Enter);
        }
        insta::assert_snapshot!(format!("deploy_first_{w}x{h}"), render(&app));
        for _ in 0..10 {
            let p = play(&app);
            let role = p.role().unwrap();
            let t = p.targets().first().unwrap();
            typed(&mut app, &format!("{}@{t}", role.upper_char()));
        }
        insta::assert_snapshot!(format!("deploy_middle_{w}x{h}"), render(&app));
        deploy_all(&mut app);
        insta::assert_snapshot!(format!("fight_dice_{w}x{h}"), render(&app));
        while play(&app).phase() == Phase::FightOrder {
            key(&mut app, KeyCode::Enter);
        }
        for i in 0..12 {
            let pos = play(&app).game().position().unwrap();
            let moves = pos.legal_moves();
            let m = moves[(i * 5 + 1) % moves.len()];
            typed(&mut app, &m.to_string());
        }
        insta::assert_snapshot!(format!("fight_{w}x{h}"), render(&app));
        keys(&mut app, "?");
        insta::assert_snapshot!(format!("fight_help_{w}x{h}"), render(&app));
        keys(&mut app, "?");
        keys(&mut app, "R");
        keys(&mut app, "y");
        insta::assert_snapshot!(format!("game_over_{w}x{h}"), render(&app));
        // The box covers nothing: the final position and the move list stay readable.
        let shown = render(&app);
        keys(&mut app, "v");
        let hidden = render(&app);
        keys(&mut app, "v");
        assert!(shown.contains("┌ Game over") && !hidden.contains("┌ Game over"));
        for (y, (a, b)) in shown.lines().zip(hidden.lines()).enumerate() {
            for (x, (c, d)) in a.chars().zip(b.chars()).enumerate() {
                assert!(
                    d == ' ' || c == d,
                    "{w}x{h}: the box covers ({x}, {y}):\n{shown}"
                );
            }
        }
        assert!(hidden.contains("7. Bij2"), "{hidden}");
        keys(&mut app, "r");
        insta::assert_snapshot!(format!("replay_end_{w}x{h}"), render(&app));
        keys(&mut app, "2");
        keys(&mut app, "lll");
        insta::assert_snapshot!(format!("replay_plinths_{w}x{h}"), render(&app));
        keys(&mut app, "3");
        insta::assert_snapshot!(format!("replay_deploy_{w}x{h}"), render(&app));
    }
}

#[test]
fn replay_viewer_steps_through_all_four_phases() {
    let s = settings(true, 8);
    let mut app = mini_fight(80, 24, 8);
    for _ in 0..6 {
        let m = play(&app).game().position().unwrap().legal_moves()[0];
        typed(&mut app, &m.to_string());
    }
    keys(&mut app, "R");
    keys(&mut app, "y");
    let steps = play(&app).game().steps().to_vec();
    keys(&mut app, "r");
    let Screen::Replay(r) = app.screen() else {
        panic!("no replay")
    };
    assert_eq!(r.at(), steps.len());
    keys(&mut app, "g");
    let Screen::Replay(r) = app.screen() else {
        panic!()
    };
    assert_eq!(r.at(), 0);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..steps.len() {
        keys(&mut app, "l");
        let Screen::Replay(r) = app.screen() else {
            panic!()
        };
        seen.insert(format!("{:?}", r.game().phase()));
    }
    for p in ["Plinths", "Deploy", "Fight", "Over"] {
        assert!(seen.contains(p), "{p} not seen: {seen:?}");
    }
    keys(&mut app, "4");
    let Screen::Replay(r) = app.screen() else {
        panic!()
    };
    assert!(matches!(r.game().phase(), Phase::FightOrder | Phase::Fight));
    let _ = s;
}

/// A Mini-Shuuro game with a 1+2 clock at the start of its fight, at 80×24.
fn clock_fight() -> App {
    clock_fight_with(shuuro::rules::game::ClockRules::new(1, 2))
}

/// A Mini-Shuuro game with `clock` at the start of its fight, at 80×24.
fn clock_fight_with(clock: shuuro::rules::game::ClockRules) -> App {
    let s = Settings {
        clock: Some(clock),
        ..settings(true, 6)
    };
    let mut app = new_game(&s, 80, 24);
    armies(&mut app, true);
    keys(&mut app, "a");
    deploy_all(&mut app);
    while play(&app).phase() == Phase::FightOrder {
        key(&mut app, KeyCode::Enter);
    }
    app
}

#[test]
fn clock_runs_in_the_fight_and_a_flag_fall_ends_the_game() {
    let mut app = clock_fight();
    let mover = play(&app).game().position().unwrap().turn();
    app.update(Msg::Tick(10_000));
    let m = play(&app).game().position().unwrap().legal_moves()[0];
    typed(&mut app, &m.to_string());
    let c = play(&app).clock().unwrap();
    assert_eq!(c.left(mover, 10_000), 52_000, "used 10 s, got 2 s back");
    assert!(app.wake_in().is_some());
    insta::assert_snapshot!("clock_80x24", render(&app));
    app.update(Msg::Tick(10_000 + 60_000));
    let o = play(&app).game().outcome().expect("flag fell");
    assert_eq!(o.reason, Reason::Timeout);
    assert_eq!(o.winner, Some(mover));
    assert!(
        play(&app)
            .game()
            .steps()
            .iter()
            .any(|s| matches!(s, Step::Timeout(_)))
    );
    assert!(app.wake_in().is_none());
}

/// Issue 38, item 6: a clock under a minute with seconds of increment (`0.25+1`): the
/// increment is added, tenths are shown under ten seconds and the shown time never
/// rounds up.
#[test]
fn a_clock_under_a_minute_shows_tenths_and_never_rounds_up() {
    let clock = shuuro::rules::game::ClockRules {
        initial_ms: 15_000,
        increment_ms: 1_000,
    };
    let mut app = clock_fight_with(clock);
    let mover = play(&app).game().position().unwrap().turn();
    let panel = |app: &App, side: Side| {
        let screen = render(app);
        screen
            .lines()
            .find(|l| l.contains(&format!("{side:<5}  ")))
            .unwrap_or_else(|| panic!("{side}'s clock on screen: {screen}"))
            .to_string()
    };
    assert!(
        panel(&app, mover).contains("0:15"),
        "{}",
        panel(&app, mover)
    );
    app.update(Msg::Tick(400));
    assert!(
        panel(&app, mover).contains("0:14"),
        "{}",
        panel(&app, mover)
    );
    app.update(Msg::Tick(5_040));
    assert!(
        panel(&app, mover).contains("0:09.9"),
        "{}",
        panel(&app, mover)
    );
    let m = play(&app).game().position().unwrap().legal_moves()[0];
    typed(&mut app, &m.to_string());
    let c = play(&app).clock().unwrap();
    assert_eq!(c.left(mover, 5_040), 10_960, "9.96 s and the 1 s increment");
    assert!(
        panel(&app, mover).contains("0:10 "),
        "{}",
        panel(&app, mover)
    );
}

#[test]
fn a_takeback_gives_back_no_time_spent_and_no_increment() {
    let mut app = clock_fight();
    let mover = play(&app).game().position().unwrap().turn();
    let other = mover.opposite();
    app.update(Msg::Tick(10_000));
    let m = play(&app).game().position().unwrap().legal_moves()[0];
    typed(&mut app, &m.to_string());
    app.update(Msg::Tick(15_000));
    keys(&mut app, "u");
    app.update(Msg::Tick(20_000));
    keys(&mut app, "y");
    assert!(play(&app).game().moves().is_empty());
    let c = play(&app).clock().unwrap();
    // The mover used 10 s and loses the 2 s the move earned; the other player's clock
    // ran from the move to the answer.
    assert_eq!(c.left(mover, 20_000), 50_000);
    assert_eq!(c.left(other, 20_000), 50_000);
    // The mover's clock runs again.
    assert_eq!(c.left(mover, 21_000), 49_000);
}

/// Issue 38, item 5: `n` in the game-over box starts a new game with the same settings
/// (variant, roster, budgets, clock), the sides swapped: the players' names and the
/// budgets go with the players.
#[test]
fn n_after_the_game_starts_a_rematch_with_the_same_settings_and_the_sides_swapped() {
    let mut s = Settings {
        clock: Some(shuuro::rules::game::ClockRules {
            initial_ms: 30_000,
            increment_ms: 1_000,
        }),
        king_anywhere: true,
        players: shuuro::rules::BySide::new(Some("Ann".into()), Some("Bob".into())),
        ..settings(true, 6)
    };
    let points = s.roster().points;
    s.budget = Some(shuuro::rules::BySide::new(points, points - 4));
    let mut app = new_game(&s, 80, 24);
    let before = play(&app).game().rules().clone();
    armies(&mut app, true);
    keys(&mut app, "a");
    deploy_all(&mut app);
    while play(&app).phase() == Phase::FightOrder {
        key(&mut app, KeyCode::Enter);
    }
    keys(&mut app, "Ry");
    assert_eq!(play(&app).phase(), Phase::Over);
    assert!(render(&app).contains("rematch"), "{}", render(&app));
    keys(&mut app, "n");
    let p = play(&app);
    assert_eq!(p.phase(), Phase::Armies, "a new game");
    assert!(p.game().steps().is_empty());
    let r = p.game().rules();
    assert_eq!(
        r.budget.blue, before.budget.red,
        "the budgets go with the players"
    );
    assert_eq!(r.budget.red, before.budget.blue);
    let same = shuuro::rules::game::Rules {
        budget: r.budget,
        ..before.clone()
    };
    assert_eq!(r, &same, "variant, roster and clock kept");
    assert_eq!(
        p.snapshot(0).players,
        shuuro::rules::BySide::new(Some("Bob".into()), Some("Ann".into()))
    );
    assert_eq!(p.computer(), None);
}

/// The rematch against the computer: the computer takes the other side, and thinks as
/// long.
#[test]
fn a_rematch_against_the_computer_gives_it_the_other_side() {
    let g = mini_fight_game(["KP", "K"], &[('K', "c1"), ('k', "c6"), ('P', "e2")]);
    let rules = g.rules().clone();
    let mut app = resumed_app(g, Some(Side::Red), 80, 24);
    let before = play(&app).snapshot(0).computer.expect("the computer");
    keys(&mut app, "Ry");
    assert_eq!(play(&app).phase(), Phase::Over);
    keys(&mut app, "n");
    let p = play(&app);
    let after = p.computer().expect("the computer");
    assert_eq!(after.side, Side::Blue);
    assert_eq!(after.think, before.think);
    assert_eq!(p.game().rules(), &rules);
    assert!(
        p.game().has_army(Side::Blue),
        "the computer's army is chosen"
    );
    assert!(!p.game().has_army(Side::Red), "the person's is not");
}

/// The rematch keeps the computer's level (a game resumed at level 3 is answered at level
/// 3 again), whatever level the settings hold.
#[test]
fn a_rematch_against_the_computer_keeps_its_level() {
    use shuuro::engine::Level;
    let g = mini_fight_game(["KP", "K"], &[('K', "c1"), ('k', "c6"), ('P', "e2")]);
    let three = Level::new(3).expect("a level");
    let mut app = resumed_app(g.clone(), Some(Side::Red), 80, 24);
    app.update(resume_at_level(g, Side::Red, three));
    assert_eq!(play(&app).computer().map(|c| c.level()), Some(three));
    keys(&mut app, "Ry");
    keys(&mut app, "n");
    let c = play(&app).computer().expect("the computer");
    assert_eq!((c.side, c.level()), (Side::Blue, three));
}

/// A Mini-Shuuro game (seed 6) at its first placement, at 80×24.
fn mini_deploying() -> App {
    let app = deploying(true, 6);
    assert_eq!(play(&app).phase(), Phase::Deploy);
    app
}

/// Deployment has no takebacks (the rules): `u` says so rather than doing nothing.
#[test]
fn takeback_in_deployment_says_the_rules_have_none() {
    let mut app = mini_deploying();
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(
        ui::notice::said(&app),
        "no takebacks in deployment: a placed piece stays"
    );
}

/// The deployment help fits an 80×24 screen whole: the piece letters share one line, and
/// the last keys (Ctrl-Z) and the footer are not cut off (found in a play test: adding
/// two lines pushed them off the box).
#[test]
fn the_deployment_help_fits_80x24_whole() {
    let mut app = mini_deploying();
    key(&mut app, KeyCode::Char('?'));
    let screen = render(&app);
    for said in [
        "K Q R B N P C A G",
        "choose that piece (small letters too, but not a)",
        "no takebacks in deployment (the rules)",
        "Ctrl-Z",
        "? or Esc closes this help",
    ] {
        assert!(screen.contains(said), "{said}:\n{screen}");
    }
}
