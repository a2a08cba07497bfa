//! The computer opponent in the client: no hand-over for its side, its search asked for
//! through an effect, stale answers dropped.

use ratatui::crossterm::event::KeyCode;
use shuuro::app::jobs::Answer;
use shuuro::app::play::Stage;
use shuuro::app::settings::{Opponent, Settings};
use shuuro::app::{App, Command, Msg, Options, SaveError, SaveTo};
use shuuro::rules::game::Phase;
use shuuro::rules::{BySide, Move, Side};
use shuuro::ui;

mod common;
use common::*;

#[test]
fn computer_side_skips_hand_over_and_is_asked_to_think() {
    let s = Settings {
        opponent: Opponent::Computer(Side::Red),
        ..settings(true, 12)
    };
    let mut app = App::new(
        s.clone(),
        Options {
            color: false,
            ..Options::sized(80, 24)
        },
    );
    let e = app.start_game(&s);
    assert!(matches!(e.commands.first(), Some(Command::NewGameFile)));
    // No hand-over: straight to Blue's sheet; Red's army is already chosen but hidden.
    assert!(matches!(play(&app).stage(), Stage::Sheet(_)));
    keys(&mut app, "e");
    key(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).stage(), &Stage::Board);
    let mut think = None;
    for _ in 0..200 {
        let p = play(&app);
        match p.phase() {
            Phase::Plinths => keys(&mut app, "a"),
            Phase::DeployOrder | Phase::FightOrder => {
                let e = key(&mut app, KeyCode::Enter);
                if e.think().is_some() {
                    think = e.think().map(|(t, r)| (t, r.clone()));
                }
            }
            Phase::Deploy => {
                let role = p.role().unwrap();
                let t = p.targets().first().unwrap();
                let e = {
                    key(&mut app, KeyCode::Char(':'));
                    keys(&mut app, &format!("{}@{t}", role.upper_char()));
                    key(&mut app, KeyCode::Enter)
                };
                if e.think().is_some() {
                    think = e.think().map(|(t, r)| (t, r.clone()));
                }
            }
            Phase::Fight => {
                let pos = p.game().position().unwrap();
                if pos.turn() == Side::Blue {
                    let m = pos.legal_moves()[0];
                    key(&mut app, KeyCode::Char(':'));
                    keys(&mut app, &m.to_string());
                    let e = key(&mut app, KeyCode::Enter);
                    think = e.think().map(|(t, r)| (t, r.clone()));
                }
                break;
            }
            _ => break,
        }
    }
    let (ticket, t) = think.expect("the computer was asked to think");
    assert_eq!(t.position.turn(), Side::Red);
    assert!(render(&app).contains("thinking"));
    // Answer as the worker thread would.
    let reply: Move = t.position.legal_moves()[0];
    let before = play(&app).game().moves().len();
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Move(vec![reply]),
    });
    assert_eq!(play(&app).game().moves().len(), before + 1);
    // A stale answer is ignored.
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Move(vec![reply]),
    });
    assert_eq!(play(&app).game().moves().len(), before + 1);
    let q = key(&mut app, KeyCode::Char('q'));
    assert!(q.saves(&SaveTo::Auto).is_some());
    let _ = BySide::new(0, 0);
    let _ = sq("a1");
}

#[test]
fn starting_a_game_gives_its_autosave_the_game_to_write() {
    // `shuuro play --mini --computer red` starts the game before the first frame: the
    // autosave it asks for must carry the game (it used to say "nothing to save here").
    for computer in [None, Some(Side::Red), Some(Side::Blue)] {
        let s = Settings {
            opponent: computer.map_or(Opponent::Human, Opponent::Computer),
            ..settings(true, 3)
        };
        let mut app = App::new(s.clone(), Options::sized(80, 24));
        let e = app.start_game(&s);
        let snap = e
            .saves(&SaveTo::Auto)
            .expect("the new game to save")
            .clone();
        assert_eq!(snap.computer, computer);
        assert_eq!(snap.game.steps(), play(&app).game().steps());
    }
}

#[test]
fn a_failed_autosave_is_still_reported() {
    let s = settings(true, 3);
    let mut app = App::new(s.clone(), Options::sized(80, 24));
    app.start_game(&s);
    app.update(Msg::Saved {
        result: Err(SaveError::Io {
            path: "g.json".into(),
            source: std::io::Error::other("disk full").into(),
        }),
        auto: true,
    });
    assert_eq!(
        ui::notice::status(app.notice()),
        "could not save: g.json: disk full"
    );
    app.update(Msg::Saved {
        result: Ok("/tmp/x.json".into()),
        auto: true,
    });
    // A successful autosave says nothing: the status keeps what was there.
    assert_eq!(
        ui::notice::status(app.notice()),
        "could not save: g.json: disk full"
    );
}
