//! A deployment that can't go on (pieces in hand, no legal square: only with extreme
//! variants) is said plainly, with the core's reason, and the players can end the game.

use ratatui::crossterm::event::KeyCode;
use shuuro::app::Question;
use shuuro::app::keymap::Ctx;
use shuuro::app::{App, SaveTo, Screen};
use shuuro::rules::game::{Game, Phase, Rules, Step};
use shuuro::rules::{Army, Outcome, Reason, Side, Square};
use shuuro::ui;

mod common;
use common::*;

/// A standard game whose plinths fill the King's squares of `stuck`'s row 1, deploying.
fn stuck_game(stuck: Side) -> Game {
    let rank = if stuck == Side::Blue { 1 } else { 12 };
    let mut g = Game::new(Rules::standard());
    for side in Side::ALL {
        let army: Army = "KQ".parse().unwrap();
        g.apply(Step::Army { side, army }).unwrap();
    }
    let plinths = ['d', 'e', 'f', 'g', 'h', 'i']
        .map(|f| format!("{f}{rank}").parse::<Square>().unwrap())
        .into_iter()
        .collect();
    g.apply(Step::SetPlinths(plinths)).unwrap();
    // Lowest die deploys first.
    let dice = if stuck == Side::Blue { [1, 2] } else { [2, 1] };
    g.apply(Step::DeployRoll(dice)).unwrap();
    assert_eq!(g.phase(), Phase::Deploy);
    g
}

fn open(game: Game, computer: Option<Side>) -> App {
    resumed_app(game, computer, 80, 24)
}

#[test]
fn stuck_deployment_says_why_in_the_status_line_and_on_the_panel() {
    let app = open(stuck_game(Side::Blue), None);
    let why = "Blue can't place any of its pieces in hand (King, Queen): no legal square is left";
    assert_eq!(ui::notice::said(&app), why);
    assert_eq!(app.ctx(), Ctx::Stuck);
    let screen = render(&app);
    assert!(screen.contains("The deployment can't go on"), "{screen}");
    assert!(screen.contains("R resign  d draw  q leave"), "{screen}");
}

#[test]
fn stuck_side_may_resign_after_confirming() {
    let mut app = open(stuck_game(Side::Blue), None);
    // Enter places nothing and changes nothing.
    key(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).phase(), Phase::Deploy);
    key(&mut app, KeyCode::Char('R'));
    assert_eq!(app.question(), Some(&Question::Resign { side: Side::Blue }));
    let screen = render(&app);
    assert!(screen.contains("y yes  n or Esc no"), "{screen}");
    assert!(!screen.contains("promotion"), "a yes/no question: {screen}");
    let e = key(&mut app, KeyCode::Char('y'));
    assert_eq!(
        play(&app).game().outcome(),
        Some(Outcome::win(Side::Red, Reason::Resignation))
    );
    assert!(
        e.saves(&SaveTo::Auto).is_some(),
        "the finished game is saved"
    );
    // The game-over screen does not pretend there was a fight.
    let screen = render(&app);
    assert!(screen.contains("before the first move"), "{screen}");
    assert!(screen.contains("No move was played"), "{screen}");
    assert!(!screen.contains("moved first"), "{screen}");
}

#[test]
fn stuck_deployment_ends_as_a_draw_when_the_other_player_agrees() {
    let mut app = open(stuck_game(Side::Blue), None);
    key(&mut app, KeyCode::Char('d'));
    assert_eq!(
        app.question(),
        Some(&Question::DrawOffer { by: Side::Blue })
    );
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(
        play(&app).game().outcome(),
        Some(Outcome::draw(Reason::Agreement))
    );
}

#[test]
fn computer_stuck_in_deployment_is_said_and_agrees_to_a_draw() {
    let mut app = open(stuck_game(Side::Red), Some(Side::Red));
    assert!(
        ui::notice::said(&app).starts_with("Red can't place"),
        "{}",
        ui::notice::said(&app)
    );
    let screen = render(&app);
    assert!(!screen.contains("The computer is placing"), "{screen}");
    // One key does not end the game: the player is asked first, and Enter answers
    // nothing.
    key(&mut app, KeyCode::Char('d'));
    assert_eq!(app.question(), Some(&Question::EndInDraw));
    let screen = render(&app);
    assert!(screen.contains("End the game as a draw?"), "{screen}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.question(), Some(&Question::EndInDraw));
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(app.question(), None);
    assert_eq!(play(&app).game().outcome(), None);
    key(&mut app, KeyCode::Char('d'));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(
        play(&app).game().outcome(),
        Some(Outcome::draw(Reason::Agreement))
    );
}

#[test]
fn leaving_a_stuck_deployment_saves_the_game() {
    let mut app = open(stuck_game(Side::Blue), None);
    let e = key(&mut app, KeyCode::Char('q'));
    assert!(e.saves(&SaveTo::Auto).is_some());
    assert!(matches!(app.screen(), Screen::Start { .. }));
}
