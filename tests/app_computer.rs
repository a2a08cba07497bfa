//! The computer opponent in the client: no hand-over for its side, its search asked for
//! through an effect, stale answers dropped.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::computer::Computer;
use shuuro::app::jobs::Answer;
use shuuro::app::play::Stage;
use shuuro::app::settings::Settings;
use shuuro::app::{App, Command, Msg, Options, SaveError, SaveTo, Update};
use shuuro::engine::Level;
use shuuro::rules::game::Phase;
use shuuro::rules::{BySide, Move, Side};
use shuuro::ui;

mod common;
use common::*;

#[test]
fn computer_side_skips_hand_over_and_is_asked_to_think() {
    let s = settings(true, 12).against(computer_on(Side::Red));
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

/// `u`, and what answering each placement the computer is asked for with the quick score's
/// choice brings, until none is asked for; the level of each search asked for is added to
/// `asked`: `("place", level)` or `("move", level)`.
fn answered(app: &mut App, mut u: Update, asked: &mut Vec<(&'static str, Level)>) -> Update {
    loop {
        asked.extend(u.think().map(|(_, r)| ("move", r.skill.style.level)));
        let Some((ticket, placed)) = u.placing().map(|(t, r)| (t, r.quick())) else {
            return u;
        };
        asked.extend(u.placing().map(|(_, r)| ("place", r.style.level)));
        u = app.update(Msg::Answer {
            ticket,
            answer: Answer::Placed(placed),
        });
    }
}

/// A key pressed in `app`, the computer's placements answered (see [`answered`]).
fn press(app: &mut App, code: KeyCode, asked: &mut Vec<(&'static str, Level)>) {
    let u = app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    answered(app, u, asked);
}

#[test]
fn the_computer_places_and_moves_at_the_level_of_the_settings() {
    let three = Level::new(3).expect("a level");
    let s = settings(true, 12).against(Computer {
        style: shuuro::engine::Style::at(three),
        ..computer_on(Side::Red)
    });
    let mut app = App::new(s.clone(), Options::sized(80, 24));
    let mut asked = Vec::new();
    let u = app.start_game(&s);
    answered(&mut app, u, &mut asked);
    assert_eq!(play(&app).computer().map(|c| c.level()), Some(three));
    press(&mut app, KeyCode::Char('e'), &mut asked);
    press(&mut app, KeyCode::Enter, &mut asked);
    for _ in 0..200 {
        let p = play(&app);
        match p.phase() {
            Phase::Plinths => press(&mut app, KeyCode::Char('a'), &mut asked),
            Phase::DeployOrder | Phase::FightOrder => press(&mut app, KeyCode::Enter, &mut asked),
            Phase::Deploy => {
                let role = p.role().expect("a piece to place");
                let t = p.targets().first().expect("a square");
                let text = format!(":{}@{t}", role.upper_char());
                for c in text.chars() {
                    press(&mut app, KeyCode::Char(c), &mut asked);
                }
                press(&mut app, KeyCode::Enter, &mut asked);
            }
            Phase::Fight => {
                let pos = p.game().position().expect("the fight");
                if pos.turn() == Side::Red {
                    break;
                }
                let text = format!(":{}", pos.legal_moves()[0]);
                for c in text.chars() {
                    press(&mut app, KeyCode::Char(c), &mut asked);
                }
                press(&mut app, KeyCode::Enter, &mut asked);
            }
            _ => break,
        }
    }
    for kind in ["place", "move"] {
        assert!(asked.iter().any(|&(k, _)| k == kind), "{kind}: {asked:?}");
    }
    assert!(asked.iter().all(|&(_, l)| l == three), "{asked:?}");
}

#[test]
fn starting_a_game_gives_its_autosave_the_game_to_write() {
    // `shuuro play --mini --computer red` starts the game before the first frame: the
    // autosave it asks for must carry the game (it used to say "nothing to save here").
    for computer in [None, Some(Side::Red), Some(Side::Blue)] {
        let s = match computer {
            None => settings(true, 3),
            Some(side) => settings(true, 3).against(computer_on(side)),
        };
        let mut app = App::new(s.clone(), Options::sized(80, 24));
        let e = app.start_game(&s);
        let snap = e
            .saves(&SaveTo::Auto)
            .expect("the new game to save")
            .clone();
        assert_eq!(snap.computer.map(|c| c.side), computer);
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
    assert_eq!(ui::notice::said(&app), "could not save: g.json: disk full");
    app.update(Msg::Saved {
        result: Ok("/tmp/x.json".into()),
        auto: true,
    });
    // A successful autosave says nothing: the status keeps what was there.
    assert_eq!(ui::notice::said(&app), "could not save: g.json: disk full");
}

/// A Mini game in the deployment with Blue's King placed: Red (the computer) places next.
fn red_to_place() -> shuuro::rules::game::Game {
    use shuuro::rules::game::{Game, Rules, Step};
    let mut g = Game::new(Rules::mini());
    for (side, army) in [(Side::Blue, "KRN"), (Side::Red, "KRN")] {
        g.apply(Step::Army {
            side,
            army: army.parse().expect("an army"),
        })
        .expect("the army");
    }
    g.apply(Step::SetPlinths(shuuro::rules::Bitboard::EMPTY))
        .expect("no plinths");
    g.apply(Step::DeployRoll([1, 2]))
        .expect("Blue deploys first");
    g.apply(Step::Place {
        piece: piece('K'),
        square: sq("c1"),
    })
    .expect("Blue's King");
    g
}

/// [`red_to_place`] continued against the computer (Red), at 80×24: the app and what the
/// continuing asked for (not answered).
fn red_to_place_continued() -> (App, Update) {
    let mut app = App::new(
        Settings::default(),
        Options {
            color: false,
            ..Options::sized(80, 24)
        },
    );
    let u = app.update(resume(red_to_place(), Some(Side::Red)));
    (app, u)
}

#[test]
fn the_computers_placement_is_searched_by_a_job_and_its_answer_placed() {
    // Continuing the game asks a worker for Red's placement; nothing is placed meanwhile.
    let (mut app, u) = red_to_place_continued();
    let (ticket, req) = u.placing().expect("the computer's placement is asked for");
    let req = req.clone();
    assert_eq!(req.deployment.turn(), Some(Side::Red));
    assert_eq!(
        req.time,
        Settings::default().computer.think / 4,
        "a quarter of the think time"
    );
    assert!(u.think().is_none());
    assert_eq!(
        play(&app).game().steps().len(),
        red_to_place().steps().len()
    );
    assert!(render(&app).contains("The computer is placing"));
    // The search's own answer is a legal placement of Red's.
    let stop = std::sync::atomic::AtomicBool::new(false);
    let short = shuuro::app::jobs::PlaceRequest {
        time: std::time::Duration::from_millis(30),
        ..req.clone()
    };
    let (p, s) = short.run_on(1, &stop).expect("something to place");
    assert_eq!(p.side, Side::Red);
    assert!(req.deployment.legal_squares(p.role).contains(s));
    // Its answer is placed, and Blue places next.
    let steps = play(&app).game().steps().len();
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Placed(Some((p, s))),
    });
    let d = play(&app).game().deployment().expect("still deploying");
    assert_eq!(d.board().piece_at(s), Some(p));
    assert_eq!(d.turn(), Some(Side::Blue));
    assert_eq!(play(&app).game().steps().len(), steps + 1);
    // The same answer again is stale: dropped.
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Placed(Some((p, s))),
    });
    assert_eq!(play(&app).game().steps().len(), steps + 1);
}

#[test]
fn a_refused_placement_answer_is_replaced_by_the_quick_choice_and_the_game_goes_on() {
    let (mut app, u) = red_to_place_continued();
    let (ticket, _) = u.placing().expect("the computer's placement is asked for");
    let steps = play(&app).game().steps().len();
    // A Blue piece, on Blue's own rank: not Red's to place.
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Placed(Some((piece('R'), sq("d1")))),
    });
    let g = play(&app).game();
    assert_eq!(g.steps().len(), steps + 1, "Red placed all the same");
    let d = g.deployment().expect("still deploying");
    assert_eq!(d.board().piece_at(sq("d1")), None);
    assert_eq!(d.turn(), Some(Side::Blue));
}

/// Against the computer `u` takes back the person's last move (and the computer's answer):
/// with only the computer's first move played there is none, and it says so rather than
/// taking back the computer's move for it to play again.
#[test]
fn takeback_before_the_persons_first_move_is_refused_and_said() {
    let game = mini_fight_game(
        ["KQ", "KQ"],
        &[('K', "c1"), ('k', "d6"), ('Q', "a1"), ('q', "f6")],
    );
    let mut app = App::new(
        Settings::default(),
        Options {
            color: false,
            ..Options::sized(80, 24)
        },
    );
    let u = send(&mut app, resume(game, Some(Side::Blue)));
    let (ticket, t) = u.think().expect("the computer moves first");
    let reply = t.position.legal_moves()[0];
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Move(vec![reply]),
    });
    assert_eq!(play(&app).game().moves().len(), 1);
    let u = key(&mut app, KeyCode::Char('u'));
    assert!(u.think().is_none(), "the computer is not asked again");
    assert_eq!(play(&app).game().moves().len(), 1);
    assert_eq!(ui::notice::said(&app), "no move of yours to take back");
}

/// Issue 38, item 7: the computer takes a draw its own evaluation says it cannot win.
/// With a Knight against a lone King it cannot mate: `d` asks the person to end the game
/// as a draw, and `y` ends it by agreement. With a Queen it can: it declines.
#[test]
fn the_computer_takes_a_draw_it_cannot_win_and_declines_one_it_can() {
    use shuuro::rules::Reason;
    // Red (the computer) has King and Knight, Blue a lone King; Blue to move.
    let g = mini_fight_game(["K", "KN"], &[('K', "c1"), ('k', "c6"), ('n', "e6")]);
    let mut app = resumed_app(g, Some(Side::Red), 80, 24);
    key(&mut app, KeyCode::Char('d'));
    assert!(
        render(&app).contains("End the game as a draw?"),
        "{}",
        render(&app)
    );
    key(&mut app, KeyCode::Char('y'));
    let o = play(&app).game().outcome().expect("the game ended");
    assert_eq!((o.winner, o.reason), (None, Reason::Agreement));

    let g = mini_fight_game(["K", "KQ"], &[('K', "c1"), ('k', "c6"), ('q', "e6")]);
    let mut app = resumed_app(g, Some(Side::Red), 80, 24);
    key(&mut app, KeyCode::Char('d'));
    assert_eq!(ui::notice::said(&app), "the computer declines the draw");
    assert!(play(&app).game().outcome().is_none());
}

/// Issue 38, item 7: in an ending neither side can win (a Knight against a lone King),
/// the computer offers a draw itself after its move, once; `n` declines and the game
/// goes on.
#[test]
fn the_computer_offers_a_draw_once_when_neither_side_can_mate() {
    use shuuro::rules::game::Step;
    // Red (the computer) has King and Knight, Blue a lone King; Red to move.
    let mut g = mini_fight_game(["K", "KN"], &[('K', "c1"), ('k', "c6"), ('n', "e6")]);
    g.apply(Step::Move("c1d1".parse().unwrap())).unwrap();
    let mut app = App::new(
        Settings::default(),
        Options {
            color: false,
            ..Options::sized(80, 24)
        },
    );
    let u = send(&mut app, resume(g, Some(Side::Red)));
    let (ticket, t) = u
        .think()
        .map(|(t, r)| (t, r.clone()))
        .expect("the computer thinks");
    let reply: Move = "c6b6".parse().unwrap();
    assert!(t.position.is_legal(reply));
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Move(vec![reply]),
    });
    let screen = render(&app);
    assert!(
        screen.contains("Red offers a draw. Blue, do you accept?"),
        "{screen}"
    );
    key(&mut app, KeyCode::Char('n'));
    assert!(play(&app).game().outcome().is_none(), "declined: play on");
    // Blue moves; the computer answers and does not offer again.
    key(&mut app, KeyCode::Char(':'));
    keys(&mut app, "d1c1");
    let e = key(&mut app, KeyCode::Enter);
    let (ticket, _) = e.think().expect("the computer thinks again");
    app.update(Msg::Answer {
        ticket,
        answer: Answer::Move(vec!["b6a6".parse().unwrap()]),
    });
    assert_eq!(play(&app).game().moves().len(), 4);
    let screen = render(&app);
    assert!(!screen.contains("offers a draw"), "{screen}");
}

/// The panel beside the board names the computer's level, and still while it thinks.
#[test]
fn the_game_screen_shows_the_computers_level() {
    let five = Level::new(5).expect("a level");
    let game = shuuro::app::demo::fight_game(settings(true, 1).rules(), 2);
    let cpu = game.position().expect("the fight").turn();
    for (w, h) in [(80, 24), (120, 40)] {
        let mut app = App::new(Settings::default(), Options::sized(w, h));
        app.update(resume_at_level(game.clone(), cpu, five));
        let screen = render(&app);
        assert!(
            screen.contains("computer, level 5: thinking..."),
            "{w}x{h}\n{screen}"
        );
    }
}

/// In deployment too the panel names the computer's side and level, beside its hand
/// (the fight's panel does, the hands that replace it in deployment did not).
#[test]
fn the_deployment_panel_names_the_computers_level_beside_its_hand() {
    use shuuro::rules::game::{Game, Rules, Step};
    let mut g = Game::new(Rules::mini());
    for side in [Side::Blue, Side::Red] {
        g.apply(Step::Army {
            side,
            army: "KQ".parse().expect("an army"),
        })
        .expect("the army");
    }
    g.apply(Step::SetPlinths(shuuro::rules::Bitboard::EMPTY))
        .expect("no plinths");
    g.apply(Step::DeployRoll([1, 2])).expect("Blue first");
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    app.update(resume_at_level(
        g,
        Side::Red,
        Level::new(4).expect("a level"),
    ));
    assert_eq!(play(&app).game().phase(), Phase::Deploy);
    let screen = render(&app);
    let line = screen
        .lines()
        .find(|l| l.contains("Red's hand"))
        .expect("Red's hand is shown");
    assert!(line.contains("computer, level 4"), "{screen}");
}

/// Issue 44, item 15: the computer's level was said only once the hands were drawn; the
/// army sheet and the plinth screen of a game against it did not say it.
#[test]
fn the_computers_level_is_on_the_army_sheet_and_the_plinth_screen() {
    let three = Computer {
        style: shuuro::engine::Style::at(Level::new(3).expect("a level")),
        ..computer_on(Side::Red)
    };
    let s = settings(false, 4).against(three);
    let mut app = new_game(&s, 80, 24);
    assert!(matches!(play(&app).stage(), Stage::Sheet(_)));
    let sheet = render(&app);
    assert!(sheet.contains("Red: computer, level 3"), "{sheet}");
    keys(&mut app, "e");
    key(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).phase(), Phase::Plinths);
    let plinths = render(&app);
    assert!(plinths.contains("Red: computer, level 3"), "{plinths}");
}

/// Issue 44, item 16: when the computer deploys first, its placement came before the
/// player's spare Enter (the dice's key pressed once more), which then placed the King.
/// The first Enter after the dice still places nothing; the next one places.
#[test]
fn a_spare_enter_after_the_computer_placed_first_places_nothing() {
    let mut tried = 0;
    for seed in 0..40 {
        let s = settings(true, seed).against(computer_on(Side::Red));
        let mut app = new_game(&s, 80, 24);
        keys(&mut app, "e");
        let u = key(&mut app, KeyCode::Enter); // Blue's army sealed
        settle(&mut app, u);
        let u = key(&mut app, KeyCode::Char('a'));
        settle(&mut app, u);
        while play(&app).phase() == Phase::DeployOrder {
            let u = key(&mut app, KeyCode::Enter);
            settle(&mut app, u);
        }
        let placed = |app: &App| play(app).game().deployment().map(|d| d.ply());
        if placed(&app) != Some(1) {
            continue; // Blue deploys first: a_spare_enter_after_the_order_dice_places_nothing
        }
        tried += 1;
        let u = key(&mut app, KeyCode::Enter);
        settle(&mut app, u);
        assert_eq!(placed(&app), Some(1), "seed {seed}: the spare Enter placed");
        let u = key(&mut app, KeyCode::Enter);
        settle(&mut app, u);
        assert!(placed(&app) > Some(1), "seed {seed}: the next Enter places");
    }
    assert!(tried > 0, "no seed had the computer deploy first");
}
