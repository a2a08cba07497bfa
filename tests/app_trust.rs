//! Keys are a player's trust: a question takes only the answers it shows and Enter never
//! picks the one that destroys something; the line editor holds every key until Enter or
//! Esc; Esc never leaves a game. Key scripts, each as a player would type it.

use ratatui::crossterm::event::KeyCode;
use shuuro::app::play::Stage;
use shuuro::app::{App, Command, Msg, Question, Screen};
use shuuro::rules::game::{Game, Phase, Step};
use shuuro::rules::{Bitboard, Side};
use shuuro::ui;

mod common;
use common::*;

/// A hot-seat Mini-Shuuro fight, Blue to move, a few moves in (pawns on both sides).
fn fight() -> App {
    resumed_app(fight_game(), None, 80, 24)
}

fn fight_game() -> Game {
    let mut g = mini_fight_game(
        ["KRPP", "KRPP"],
        &[
            ('K', "c1"),
            ('k', "c6"),
            ('R', "a1"),
            ('r', "a6"),
            ('P', "c2"),
            ('p', "c5"),
            ('P', "d2"),
            ('p', "d5"),
        ],
    );
    for m in ["d2d3", "d5d4"] {
        g.apply(Step::Move(m.parse().unwrap())).unwrap();
    }
    g
}

fn moves(app: &App) -> usize {
    play(app).game().moves().len()
}

fn still_playing(app: &App) {
    assert_eq!(play(app).phase(), Phase::Fight, "{}", render(app));
    assert_eq!(play(app).game().outcome(), None);
}

#[test]
fn enter_never_resigns() {
    let mut app = fight();
    keys(&mut app, "R");
    assert_eq!(app.question(), Some(&Question::Resign { side: Side::Blue }));
    let screen = render(&app);
    assert!(
        screen.contains("(y/n)"),
        "the question shows its answers: {screen}"
    );
    for _ in 0..3 {
        key(&mut app, KeyCode::Enter);
    }
    still_playing(&app);
    assert!(app.question().is_some(), "Enter answers nothing");
    key(&mut app, KeyCode::Esc);
    assert!(app.question().is_none(), "Esc is the player's own no");
    still_playing(&app);
}

#[test]
fn the_offerer_can_not_accept_its_own_draw_offer() {
    for by in [Side::Blue, Side::Red] {
        let mut app = fight();
        if by == Side::Red {
            typed(&mut app, "c2c3");
        }
        keys(&mut app, "d");
        assert_eq!(app.question(), Some(&Question::DrawOffer { by }));
        // The offerer's Enter, Esc, Space and q do nothing: the other player answers.
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Esc);
        keys(&mut app, " q");
        still_playing(&app);
        assert_eq!(app.question(), Some(&Question::DrawOffer { by }));
        let screen = render(&app);
        assert!(screen.contains("y accept"), "{screen}");
        assert!(screen.contains("n decline"), "{screen}");
        keys(&mut app, "n");
        still_playing(&app);
        keys(&mut app, "dy");
        assert_eq!(play(&app).phase(), Phase::Over, "only y accepts");
    }
}

#[test]
fn enter_never_agrees_to_a_takeback() {
    let mut app = fight();
    keys(&mut app, "u");
    assert!(matches!(app.question(), Some(Question::Takeback { .. })));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Esc);
    assert_eq!(moves(&app), 2);
    keys(&mut app, "y");
    assert_eq!(moves(&app), 1);
}

#[test]
fn backspace_past_the_start_keeps_typing_and_nothing_typed_is_a_command() {
    let mut app = fight();
    key(&mut app, KeyCode::Char(':'));
    keys(&mut app, "R");
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    assert!(app.line().is_some(), "the line stays open");
    // What once claimed, offered a draw and accepted it.
    keys(&mut app, "cdy");
    assert!(app.question().is_none());
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    keys(&mut app, "Ra4");
    assert_eq!(app.line().map(|l| l.text()), Some("Ra4"));
    key(&mut app, KeyCode::Enter);
    still_playing(&app);
    assert!(app.question().is_none(), "no resign question");
    assert_eq!(
        play(&app).game().moves().last().map(|m| m.to_string()),
        Some("a1a4".into()),
        "{}",
        ui::notice::said(&app)
    );
}

#[test]
fn a_refused_typed_move_then_esc_stays_in_the_game() {
    let mut app = fight();
    typed(&mut app, "Qh9");
    assert_eq!(moves(&app), 2);
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Esc);
    still_playing(&app);
}

#[test]
fn save_as_onto_a_file_needs_a_y_and_enter_keeps_the_file() {
    let mut app = fight();
    keys(&mut app, "s");
    let u = key(&mut app, KeyCode::Enter);
    let save = u.commands.into_iter().next().expect("a save-as");
    app.update(Msg::SaveExists(Box::new(save)));
    assert!(matches!(app.question(), Some(Question::Overwrite(_))));
    for _ in 0..3 {
        let u = key(&mut app, KeyCode::Enter);
        assert!(u.commands.is_empty(), "Enter replaces nothing: {u:?}");
    }
    let u = key(&mut app, KeyCode::Char('y'));
    assert!(matches!(u.commands.as_slice(), [Command::SaveGame { .. }]));
}

#[test]
fn esc_never_leaves_a_game_in_any_phase() {
    let s = settings(true, 5);
    let mut app = new_game(&s, 80, 24);
    let mut seen = Vec::new();
    // Walk a whole game with the keys, pressing Esc twice at every screen on the way.
    for _ in 0..400 {
        let Screen::Play(p) = app.screen() else {
            panic!("Esc left the game: {}", render(&app));
        };
        let here = (p.phase(), std::mem::discriminant(p.stage()));
        if !seen.contains(&here) {
            seen.push(here);
        }
        if p.phase() == Phase::Over {
            break;
        }
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Esc);
        assert!(matches!(app.screen(), Screen::Play(_)), "{}", render(&app));
        let p = play(&app);
        match (p.phase(), p.stage()) {
            (Phase::Armies, Stage::Sheet(_)) => keys(&mut app, "e"),
            (Phase::Fight, _) => {
                let m = p.game().position().unwrap().legal_moves()[0];
                typed(&mut app, &m.to_string());
                continue;
            }
            _ => {}
        }
        key(&mut app, KeyCode::Enter);
        if play(&app).phase() == Phase::Plinths {
            keys(&mut app, "a");
        }
    }
    let phases: Vec<Phase> = seen.iter().map(|(p, _)| *p).collect();
    for want in [
        Phase::Armies,
        Phase::DeployOrder,
        Phase::Deploy,
        Phase::Fight,
    ] {
        assert!(phases.contains(&want), "{want:?} not reached: {phases:?}");
    }
}

#[test]
fn leaving_practice_asks_and_enter_stays() {
    let mut app = practice_app(Bitboard::EMPTY, false, 80, 24);
    keys(&mut app, "q");
    assert_eq!(app.question(), Some(&Question::LeavePractice));
    key(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen(), Screen::Practice(_)));
    keys(&mut app, "y");
    assert!(matches!(app.screen(), Screen::Start { .. }));
}

#[test]
fn a_paste_goes_into_the_line_cut_to_what_fits_and_is_ignored_elsewhere() {
    let mut app = fight();
    let u = app.update(Msg::Paste("Rd1\r\n".repeat(2000)));
    assert!(u.commands.is_empty());
    assert!(app.line().is_none(), "no line: the paste is no key");
    assert_eq!(moves(&app), 2);
    key(&mut app, KeyCode::Char(':'));
    app.update(Msg::Paste("Ra4".into()));
    assert_eq!(app.line().map(|l| l.text()), Some("Ra4"));
    assert_eq!(
        play(&app).targets().count(),
        1,
        "the matches follow the paste"
    );
    app.update(Msg::Paste("x".repeat(10_000)));
    assert!(ui::notice::said(&app).contains("left out"));
    key(&mut app, KeyCode::Esc);
    still_playing(&app);
}

/// The help key opens the help over a question (it answers nothing); closing the help
/// comes back to the question, which still takes only its answers.
#[test]
fn help_opens_over_a_question_and_leaves_it_waiting() {
    for q in ["R", "d"] {
        let mut app = fight();
        keys(&mut app, q);
        let asked = app.question().cloned().expect("a question");
        key(&mut app, KeyCode::Char('?'));
        assert!(app.help_open(), "{q}: the help is open");
        assert!(render(&app).contains("help"), "{}", render(&app));
        key(&mut app, KeyCode::Esc);
        assert!(!app.help_open());
        assert_eq!(app.question(), Some(&asked), "{q}: still asked");
        assert_eq!(moves(&app), 2);
        assert_eq!(play(&app).game().outcome(), None);
        keys(&mut app, "n");
        assert_eq!(app.question(), None);
        assert_eq!(play(&app).game().outcome(), None);
    }
}

/// Ctrl-Z suspends the client as it suspends any terminal program (the shell's `fg`
/// brings it back): from a game, and from inside a line being typed, which keeps its
/// text; the game is untouched. (The terminal side is the runtime's: given back before
/// the stop, taken again after.)
#[test]
fn ctrl_z_asks_the_runtime_to_suspend_from_anywhere() {
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};
    let ctrl_z = |app: &mut App| {
        let u = app.update(Msg::Key(KeyEvent::new(
            KeyCode::Char('z'),
            KeyModifiers::CONTROL,
        )));
        assert!(!u.quits());
        u.commands.iter().any(|c| matches!(c, Command::Suspend))
    };
    let mut app = fight();
    assert!(ctrl_z(&mut app));
    assert_eq!(moves(&app), 2);
    keys(&mut app, ":c2c");
    assert!(ctrl_z(&mut app));
    assert_eq!(app.line().map(|l| l.text()), Some("c2c"), "the line stays");
    assert_eq!(moves(&app), 2);
}
