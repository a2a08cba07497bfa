//! Save-as and autosave as the player meets them: a save onto a file already there asks
//! first; a failing autosave is a box that stays until dismissed or until a save works.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::settings::Settings;
use shuuro::app::{App, Command, Msg, Options, SaveError, SaveTo};
use shuuro::ui;

mod common;

fn game(w: u16, h: u16) -> App {
    let s = Settings {
        board: shuuro::rules::BoardSize::Six,
        seed: 3,
        ..Settings::default()
    };
    let mut app = App::new(s.clone(), Options::sized(w, h));
    app.start_game(&s);
    app
}

fn key(app: &mut App, code: KeyCode) -> shuuro::app::Update {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

fn render(app: &App) -> String {
    let mut t = Terminal::new(TestBackend::new(app.width(), app.height())).expect("backend");
    t.draw(|f| ui::draw(app, f)).expect("draw");
    t.backend().to_string()
}

/// Types `s`, a file name, and Enter: the save-as command the app sends.
fn save_as(app: &mut App, name: &str) -> Command {
    key(app, KeyCode::Char('s'));
    for _ in 0..40 {
        key(app, KeyCode::Backspace);
    }
    for c in name.chars() {
        key(app, KeyCode::Char(c));
    }
    let u = key(app, KeyCode::Enter);
    u.commands
        .into_iter()
        .find(|c| matches!(c, Command::SaveGame { .. }))
        .expect("a save")
}

/// The save-as of `name` as the app sends it (the player has not said yes to replacing).
fn asked(app: &App, name: &str) -> Command {
    Command::SaveGame {
        to: SaveTo::As {
            path: name.into(),
            overwrite: false,
        },
        game: Box::new(app.play().expect("a game").snapshot(0)),
    }
}

#[test]
fn a_save_as_onto_a_file_there_asks_and_a_yes_sends_it_again_allowing_overwrite() {
    let mut app = game(80, 24);
    let save = asked(&app, "old.json");
    app.update(Msg::SaveExists(Box::new(save)));
    let screen = render(&app);
    // Only a game is asked about (anything else is refused at once): the question says
    // a game is what would be replaced.
    assert!(screen.contains("old.json holds a saved game."), "{screen}");
    assert!(screen.contains("Replace it"), "{screen}");
    // Other keys do nothing while it asks.
    assert!(key(&mut app, KeyCode::Char('f')).commands.is_empty());
    let u = key(&mut app, KeyCode::Char('y'));
    match u.commands.as_slice() {
        [
            Command::SaveGame {
                to:
                    SaveTo::As {
                        path,
                        overwrite: true,
                    },
                ..
            },
        ] => {
            assert_eq!(path.to_str(), Some("old.json"))
        }
        other => panic!("{other:?}"),
    }
    assert!(app.question().is_none());
}

#[test]
fn a_no_keeps_the_file_there() {
    let mut app = game(80, 24);
    let save = asked(&app, "old.json");
    app.update(Msg::SaveExists(Box::new(save)));
    let u = key(&mut app, KeyCode::Char('n'));
    assert!(u.commands.is_empty());
    assert!(app.question().is_none());
    assert_eq!(ui::notice::said(&app), "cancelled");
}

#[test]
fn a_save_as_says_the_full_path_it_wrote_and_names_a_missing_folder() {
    let mut app = game(120, 40);
    app.update(Msg::Saved {
        result: Ok("/home/p/games/old.json".into()),
        auto: false,
    });
    assert!(render(&app).contains("saved /home/p/games/old.json"));
    app.update(Msg::Saved {
        result: Err(SaveError::NoFolder("/home/p/nope".into())),
        auto: false,
    });
    let screen = render(&app);
    assert!(
        screen.contains("could not save: no folder /home/p/nope (make it, or choose another)"),
        "{screen}"
    );
}

fn failed() -> Msg {
    Msg::Saved {
        result: Err(SaveError::Io {
            path: "/data/g.json".into(),
            source: std::io::Error::from_raw_os_error(28).into(),
        }),
        auto: true,
    }
}

#[test]
fn a_failed_autosave_is_a_box_that_stays_until_dismissed() {
    for (w, h) in [(80, 24), (120, 40)] {
        let mut app = game(w, h);
        app.update(failed());
        let screen = render(&app);
        assert!(screen.contains("The game is NOT being saved"), "{screen}");
        assert!(screen.contains("No space left on device"), "{screen}");
        // A later status (news, another notice) does not hide it.
        key(&mut app, KeyCode::Char('f'));
        app.update(Msg::Tick(10_000));
        assert!(render(&app).contains("NOT being saved"));
        key(&mut app, KeyCode::Esc);
        assert!(!render(&app).contains("NOT being saved"));
        assert!(app.play().is_some(), "Esc dismissed the box, not the game");
    }
}

#[test]
fn a_failed_autosave_offers_save_as_and_a_save_that_works_ends_the_warning() {
    let mut app = game(80, 24);
    app.update(failed());
    let save = save_as(&mut app, "/elsewhere/g.json");
    assert!(matches!(
        save,
        Command::SaveGame {
            to: SaveTo::As { .. },
            ..
        }
    ));
    assert!(
        app.autosave_warning().is_some(),
        "the warning stays until a save works"
    );
    app.update(Msg::Saved {
        result: Ok("/elsewhere/g.json".into()),
        auto: false,
    });
    assert!(app.autosave_warning().is_none());
    assert!(!render(&app).contains("NOT being saved"));
}

fn plain(w: u16, h: u16) -> App {
    let s = Settings {
        board: shuuro::rules::BoardSize::Six,
        seed: 3,
        ..Settings::default()
    };
    let mut app = App::new(
        s.clone(),
        Options {
            color: false,
            ..Options::sized(w, h)
        },
    );
    app.start_game(&s);
    app
}

#[test]
fn autosave_warning_80x24() {
    let mut app = plain(80, 24);
    app.update(failed());
    insta::assert_snapshot!(render(&app));
}

#[test]
fn autosave_warning_120x40() {
    let mut app = plain(120, 40);
    app.update(failed());
    insta::assert_snapshot!(render(&app));
}

#[test]
fn overwrite_question_80x24() {
    let mut app = plain(80, 24);
    let save = asked(&app, "/home/p/games/shuuro-game.json");
    app.update(Msg::SaveExists(Box::new(save)));
    insta::assert_snapshot!(render(&app));
}

#[test]
fn the_overwrite_question_names_a_layout_when_a_layout_is_saved() {
    let mut app = common::practice_app(common::squares("c3 e5 h4 k2 b10 e8 h9 j11"), false, 80, 24);
    let save = Command::SaveLayout {
        path: "/home/p/layouts/shuuro-layout.json".into(),
        size: shuuro::rules::BoardSize::Twelve,
        plinths: common::squares("c3 e5 h4 k2 b10 e8 h9 j11"),
        overwrite: false,
    };
    app.update(Msg::SaveExists(Box::new(save)));
    let screen = render(&app);
    assert!(screen.contains("Replace it with this layout?"), "{screen}");
    assert!(!screen.contains("this game"), "{screen}");
}

/// A Mini fight at 80×24 whose games folder is `/data/shuuro/games` (returned too).
fn fight_in_games_folder() -> (App, std::path::PathBuf) {
    let folder = std::path::PathBuf::from("/data/shuuro/games");
    let fight = common::mini_fight_game(
        ["KQ", "KQ"],
        &[('K', "c1"), ('k', "d6"), ('Q', "d1"), ('q', "c6")],
    );
    let mut app = common::resumed_app(fight, None, 80, 24);
    app.set_games_folder(folder.clone());
    (app, folder)
}

#[test]
fn a_relative_save_as_name_is_saved_in_the_games_folder_and_the_prompt_shows_the_whole_path() {
    let (mut app, folder) = fight_in_games_folder();
    key(&mut app, KeyCode::Char('s'));
    let screen = render(&app);
    assert!(
        screen.contains("writes /data/shuuro/games/shuuro-game.json"),
        "{screen}"
    );
    key(&mut app, KeyCode::Esc);
    assert_eq!(saved_as(&mut app, "mine.json"), folder.join("mine.json"));
    assert_eq!(
        saved_as(&mut app, "old/mine.json"),
        folder.join("old/mine.json")
    );
    // A full path is written where it says.
    assert_eq!(
        saved_as(&mut app, "/elsewhere/g.json"),
        std::path::PathBuf::from("/elsewhere/g.json")
    );
}

/// Where a save-as of `name` writes.
fn saved_as(app: &mut App, name: &str) -> std::path::PathBuf {
    match save_as(app, name) {
        Command::SaveGame {
            to: SaveTo::As { path, .. },
            ..
        } => path,
        other => panic!("{other:?}"),
    }
}

/// Found by a play test: `mine` was saved as a file named `mine`, which the replay list
/// (it lists `*.json`) never showed. A name without an extension gets `.json`.
#[test]
fn a_save_as_name_without_an_extension_gets_json() {
    let (mut app, folder) = fight_in_games_folder();
    assert_eq!(saved_as(&mut app, "mine"), folder.join("mine.json"));
    assert_eq!(
        saved_as(&mut app, "/elsewhere/g"),
        std::path::PathBuf::from("/elsewhere/g.json")
    );
    // An extension the player typed is kept.
    assert_eq!(saved_as(&mut app, "mine.txt"), folder.join("mine.txt"));
    // The prompt shows the name that will be written.
    key(&mut app, KeyCode::Char('s'));
    for _ in 0..40 {
        key(&mut app, KeyCode::Backspace);
    }
    for c in "mine".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    let screen = render(&app);
    assert!(
        screen.contains("writes /data/shuuro/games/mine.json"),
        "{screen}"
    );
}

/// Found by a play test: a name typed on the replay list's open line was looked for in
/// the folder the program was started from, not the games folder the list shows (and
/// without `.json`, so a saved game could not be opened by the name it was saved as).
#[test]
fn a_name_typed_to_open_is_a_game_of_the_games_folder() {
    use shuuro::app::Open;
    let folder = std::path::PathBuf::from("/data/shuuro/games");
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    app.set_games_folder(folder.clone());
    let replay = shuuro::app::MenuItem::ALL
        .iter()
        .position(|&i| i == shuuro::app::MenuItem::Replay)
        .expect("a replay item");
    let open = |app: &mut App, name: &str| {
        // The start menu's Replay, then the open line.
        for _ in 0..replay {
            key(app, KeyCode::Down);
        }
        key(app, KeyCode::Enter);
        app.update(Msg::Saves(Vec::new()));
        key(app, KeyCode::Char('o'));
        for c in name.chars() {
            key(app, KeyCode::Char(c));
        }
        let screen = render(app);
        let u = key(app, KeyCode::Enter);
        key(app, KeyCode::Char('q'));
        (screen, u.commands)
    };
    let (screen, commands) = open(&mut app, "mine");
    assert!(
        screen.contains("opens /data/shuuro/games/mine.json"),
        "{screen}"
    );
    match commands.as_slice() {
        [Command::Open(Open::Replay(p))] => assert_eq!(p, &folder.join("mine.json")),
        other => panic!("{other:?}"),
    }
    let (_, commands) = open(&mut app, "/elsewhere/g.json");
    match commands.as_slice() {
        [Command::Open(Open::Replay(p))] => {
            assert_eq!(p, &std::path::PathBuf::from("/elsewhere/g.json"))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_relative_layout_name_is_saved_in_the_games_folder_too() {
    let folder = std::path::PathBuf::from("/data/shuuro/games");
    let mut app = common::practice_app(shuuro::rules::Bitboard::EMPTY, false, 80, 24);
    app.set_games_folder(folder.clone());
    key(&mut app, KeyCode::Char('s'));
    let screen = render(&app);
    assert!(
        screen.contains("writes /data/shuuro/games/shuuro-layout.json"),
        "{screen}"
    );
    let u = key(&mut app, KeyCode::Enter);
    match u.commands.as_slice() {
        [Command::SaveLayout { path, .. }] => {
            assert_eq!(path, &folder.join("shuuro-layout.json"))
        }
        other => panic!("{other:?}"),
    }
}

fn ctrl(app: &mut App, c: char) -> shuuro::app::Update {
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char(c),
        KeyModifiers::CONTROL,
    )))
}

/// Found by an attack on a full disk: with the autosave failing, leaving the game went
/// to the start screen without a word (what was played since the last save was gone),
/// and the warning stayed there offering a save-as that no longer had a game to save.
/// Now leaving asks first; Enter answers nothing, `n` (or Esc) stays, `y` leaves.
#[test]
fn leaving_a_game_that_is_not_being_saved_asks_first() {
    let mut app = game(80, 24);
    app.update(failed());
    // The warning hidden: the game is still not saved.
    key(&mut app, KeyCode::Esc);
    assert!(app.autosave_warning().is_none());
    key(&mut app, KeyCode::Char('q'));
    assert!(app.play().is_some(), "left without asking");
    let screen = render(&app);
    assert!(screen.contains("NOT saved"), "{screen}");
    assert!(!screen.contains("game saved"), "{screen}");
    for code in [KeyCode::Enter, KeyCode::Char('x')] {
        key(&mut app, code);
        assert!(app.question().is_some(), "{code:?} answered");
    }
    key(&mut app, KeyCode::Char('n'));
    assert!(app.question().is_none() && app.play().is_some());
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Esc);
    assert!(app.question().is_none() && app.play().is_some());
    key(&mut app, KeyCode::Char('q'));
    let u = key(&mut app, KeyCode::Char('y'));
    assert!(!u.quits());
    assert!(app.play().is_none(), "y leaves the game");
    assert!(
        !render(&app).contains("NOT being saved"),
        "no warning about a game that is gone"
    );
}

/// Quitting the program (Ctrl-C) asks too; a second Ctrl-C quits, as does `y`.
#[test]
fn quitting_with_a_game_not_being_saved_asks_and_a_second_ctrl_c_quits() {
    let mut app = game(80, 24);
    let u = ctrl(&mut app, 'c');
    assert!(u.quits(), "a saved game quits at once");
    let mut app = game(80, 24);
    app.update(failed());
    let u = ctrl(&mut app, 'c');
    assert!(!u.quits(), "quit without asking");
    assert!(render(&app).contains("NOT saved"));
    assert!(!key(&mut app, KeyCode::Enter).quits());
    assert!(ctrl(&mut app, 'c').quits(), "a second Ctrl-C quits");
    let mut app = game(80, 24);
    app.update(failed());
    ctrl(&mut app, 'c');
    assert!(key(&mut app, KeyCode::Char('y')).quits());
    // A save that works meanwhile ends the question: nothing would be lost.
    let mut app = game(80, 24);
    app.update(failed());
    key(&mut app, KeyCode::Char('q'));
    app.update(Msg::Saved {
        result: Ok("/elsewhere/g.json".into()),
        auto: false,
    });
    assert!(app.question().is_none());
    key(&mut app, KeyCode::Char('q'));
    assert!(app.play().is_none(), "a saved game is left at once");
}

#[test]
fn leave_unsaved_question_80x24() {
    let mut app = plain(80, 24);
    app.update(failed());
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('q'));
    insta::assert_snapshot!(render(&app));
}

/// The question before leaving a game whose autosave fails says "n stays (s then saves it
/// under another name)": `s` must do so wherever the game is, from the hand-over of the
/// armies to the deployment dice, not only in deployment and the fight.
#[test]
fn after_a_failed_autosave_s_saves_elsewhere_in_every_phase() {
    let mut app = game(80, 24);
    app.update(failed());
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('q'));
    assert!(render(&app).contains("Leave without saving?"));
    key(&mut app, KeyCode::Char('n'));
    let mut phases = Vec::new();
    // Hand-over, Blue's sheet, hand-over, Red's sheet, the plinths, the deployment dice.
    for next in [
        &[KeyCode::Enter][..],
        &[KeyCode::Char('e'), KeyCode::Enter],
        &[KeyCode::Enter],
        &[KeyCode::Char('e'), KeyCode::Enter],
        &[KeyCode::Enter, KeyCode::Char('a')],
        &[],
    ] {
        phases.push(format!("{:?}", app.play().map(|p| p.ctx())));
        let save = save_as(&mut app, "/elsewhere/g.json");
        assert!(
            matches!(
                save,
                Command::SaveGame {
                    to: SaveTo::As { .. },
                    ..
                }
            ),
            "{phases:?}"
        );
        for &k in next {
            key(&mut app, k);
        }
    }
    assert!(
        phases.iter().any(|p| p.contains("Dice")),
        "the walk reached the deployment dice: {phases:?}"
    );
}
