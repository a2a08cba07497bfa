//! Nothing is cut (issue 9, point 14): the plinth rolls of a jungle say how many are above
//! when they don't fit, a notice too long for the status line opens whole in a box, the
//! Mini game-over box fits at 80×24, and a key hides it to look at the final position.

use ratatui::crossterm::event::KeyCode;
use shuuro::app::settings::Settings;
use shuuro::app::{App, Msg, Options, SaveError};
use shuuro::rules::game::{Game, Rules, Step};
use shuuro::rules::{Bitboard, Piece, Side, Square};

mod common;
use common::*;

fn plain(w: u16, h: u16) -> Options {
    Options {
        color: false,
        ..Options::sized(w, h)
    }
}

/// A Mini-Shuuro game Blue won by Red's resignation after `moves` moves.
fn mini_over(w: u16, h: u16) -> App {
    let sq = |s: &str| s.parse::<Square>().expect("square");
    let mut g = Game::new(Rules::mini());
    for (side, army) in [(Side::Blue, "KQ"), (Side::Red, "K")] {
        let army = army.parse().expect("army");
        g.apply(Step::Army { side, army }).expect("army");
    }
    g.apply(Step::SetPlinths(Bitboard::EMPTY)).expect("plinths");
    g.apply(Step::DeployRoll([1, 2])).expect("roll");
    for (c, s) in [('K', "c1"), ('k', "c6"), ('Q', "e1")] {
        let piece = Piece::from_char(c).expect("piece");
        g.apply(Step::Place {
            piece,
            square: sq(s),
        })
        .expect("placed");
    }
    g.apply(Step::FightRoll([6, 1])).expect("roll");
    g.apply(Step::Resign(Side::Red)).expect("resigned");
    resumed_app(g, None, w, h)
}

/// Every row of the screen, trimmed of the quotes the test backend puts around them.
fn rows(screen: &str) -> Vec<String> {
    screen
        .lines()
        .map(|l| l.trim_matches('"').to_string())
        .collect()
}

#[test]
fn the_mini_game_over_box_fits_at_80x24() {
    let app = mini_over(80, 24);
    let screen = render(&app);
    let rows = rows(&screen);
    let top = rows
        .iter()
        .position(|r| r.contains("Game over"))
        .expect("the box");
    let bottom = rows[top..]
        .iter()
        .position(|r| r.contains('└'))
        .map(|i| top + i)
        .expect("its bottom");
    assert!(bottom < 22, "the box ends above the status bar:\n{screen}");
    assert!(screen.contains("hide / show"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn a_key_from_the_keymap_hides_the_game_over_box_and_shows_it_again() {
    let mut app = mini_over(80, 24);
    assert!(render(&app).contains("┌ Game over"));
    key(&mut app, KeyCode::Char('v'));
    let screen = render(&app);
    assert!(!screen.contains("┌ Game over"), "{screen}");
    assert!(
        screen.contains("v hide/show the box"),
        "the hint names it: {screen}"
    );
    key(&mut app, KeyCode::Char('v'));
    assert!(render(&app).contains("┌ Game over"));
}

#[test]
fn a_notice_too_long_for_the_status_line_opens_whole_in_a_box() {
    let mut app = mini_over(80, 24);
    let path = format!("/home/p/{}/g.json", "deep/".repeat(20));
    app.update(Msg::Saved {
        result: Err(SaveError::Io {
            path: path.into(),
            source: std::io::Error::from_raw_os_error(30).into(),
        }),
        auto: false,
    });
    let screen = render(&app);
    let joined: String = rows(&screen)
        .iter()
        .map(|r| r.trim_matches(|c| c == '│' || c == ' ').to_string())
        .collect::<Vec<_>>()
        .join("");
    assert!(joined.contains("Read-only file system"), "{screen}");
    assert!(screen.contains("Message"), "{screen}");
}

#[test]
fn jungle_plinth_rolls_that_do_not_fit_say_how_many_are_above() {
    let s = Settings {
        plinths_per_quadrant: 12,
        seed: 5,
        ..Settings::default()
    };
    let mut app = App::new(s.clone(), plain(80, 24));
    app.start_game(&s);
    // Each side: ready, the example army, confirm it (it spends little: `y` seals it).
    for _ in 0..2 {
        for k in [
            KeyCode::Enter,
            KeyCode::Char('e'),
            KeyCode::Enter,
            KeyCode::Char('y'),
        ] {
            key(&mut app, k);
        }
    }
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('a'));
    let screen = render(&app);
    assert!(screen.contains("earlier rolls not shown"), "{screen}");
    insta::assert_snapshot!(screen);
}
