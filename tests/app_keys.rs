//! Keys a player remaps in the settings file's `[keys]`: the game obeys them, the help, the
//! hint line and `shuuro keys` name them, and what can't be used is said with its line.

use ratatui::crossterm::event::KeyCode;
use shuuro::app::settings::Settings;
use shuuro::app::{App, Options};
use shuuro::prefs::Prefs;
use shuuro::rules::Side;

mod common;
use common::process::{BIN, temp_dir};
use common::*;

/// The fight of a fixed Mini-Shuuro game, Blue to move, with the keys of `toml`.
fn fight_with_keys(toml: &str) -> App {
    let prefs = Prefs::from_toml(toml).expect("settings");
    let mut app = App::new(
        Settings::default().with_prefs(&prefs),
        Options {
            color: false,
            ..Options::sized(100, 30)
        },
    );
    let g = mini_fight_game(["KP", "K"], &[('K', "c1"), ('k', "c6"), ('P', "e2")]);
    send(&mut app, resume(g, None));
    app
}

#[test]
fn a_remapped_key_does_the_action_and_the_old_key_no_longer_does() {
    let mut app = fight_with_keys("[keys]\nflip = \"v\"\n[keys.fight]\nresign = [\"X\", \"F5\"]\n");
    assert!(!play(&app).input().flipped());
    key(&mut app, KeyCode::Char('f'));
    assert!(!play(&app).input().flipped(), "f is no longer flip");
    key(&mut app, KeyCode::Char('v'));
    assert!(play(&app).input().flipped(), "v flips");
    key(&mut app, KeyCode::Char('R'));
    assert_eq!(app.question(), None, "R is no longer resign");
    key(&mut app, KeyCode::F(5));
    assert_eq!(
        app.question(),
        Some(&shuuro::app::Question::Resign { side: Side::Blue }),
        "F5 asks, as R did"
    );
    // The question's answers are the same as ever.
    key(&mut app, KeyCode::Char('v'));
    assert!(app.question().is_some(), "v does not answer a question");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.question(), None);
}

#[test]
fn the_help_and_the_hint_line_name_the_keys_in_force() {
    let mut app =
        fight_with_keys("[keys]\nundo = \"z\"\nhelp = \"F2\"\n[keys.fight]\nflip = \"v\"\n");
    let screen = render(&app);
    assert!(screen.contains("z undo"), "{screen}");
    assert!(!screen.contains("u undo"), "{screen}");
    assert!(screen.contains("F2 help"), "{screen}");
    // `?` is no longer the help key; F2 is.
    key(&mut app, KeyCode::Char('?'));
    assert!(!app.help_open());
    key(&mut app, KeyCode::F(2));
    assert!(app.help_open());
    let help = render(&app);
    assert!(help.contains("v               flip the board"), "{help}");
    assert!(help.contains("z               ask to take back"), "{help}");
    assert!(!help.contains("f               flip"), "{help}");
}

#[test]
fn what_is_wrong_keeps_its_defaults_and_the_rest_is_used() {
    // `h` is the cursor's on the fight (and steps back in the viewer): flip keeps `f`
    // there, and gets `h` where `h` is free.
    let mut app = fight_with_keys("[keys]\nflip = \"h\"\nhint = \"Esc\"\nflop = \"x\"\n");
    key(&mut app, KeyCode::Char('f'));
    assert!(play(&app).input().flipped(), "f still flips on the fight");
    let k = app.keys();
    use shuuro::app::keymap::{Action, Ctx};
    assert_eq!(k.key_for(Ctx::Replay, Action::Flip), "f");
    assert_eq!(k.key_for(Ctx::Plinths, Action::Flip), "h");
    assert_eq!(k.key_for(Ctx::Fight, Action::Hint), "H");
}

/// `settings.toml` in a new configuration folder, and `shuuro keys` run over it.
fn keys_command(name: &str, toml: &str) -> (Option<i32>, String, String) {
    let dir = temp_dir(name);
    std::fs::write(dir.join("settings.toml"), toml).expect("write the settings");
    let out = std::process::Command::new(BIN)
        .args(["keys", "--lang", "en"])
        .env("SHUURO_CONFIG_DIR", &*dir)
        .output()
        .expect("run shuuro keys");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn shuuro_keys_prints_the_keys_in_force_from_the_settings_file() {
    let (code, out, err) = keys_command(
        "keys-good",
        "[keys]\nflip = \"v\"\n[keys.fight]\nhint = [\"H\", \"F2\"]\n",
    );
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(err, "");
    let fight = out
        .split("\n\n")
        .find(|b| b.starts_with("[fight]"))
        .expect("the fight's keys");
    assert!(fight.contains("\n  flip            v "), "{fight}");
    assert!(fight.contains("\n  hint            H F2 "), "{fight}");
    let replay = out
        .split("\n\n")
        .find(|b| b.starts_with("[replay]"))
        .expect("the viewer's keys");
    assert!(replay.contains("\n  flip            v "), "{replay}");
    assert!(replay.contains("\n  (yes)") || !replay.contains("(yes)"));
    assert!(
        out.contains("\n  (yes)           y "),
        "questions are fixed: {out}"
    );
}

#[test]
fn shuuro_keys_says_every_problem_with_its_line_and_fails() {
    let (code, out, err) = keys_command(
        "keys-bad",
        "[keys]\nflip = \"v\"\nflop = \"x\"\nhint = \"Hyper-Q\"\nundo = \"Esc\"\n\
         [keys.fihgt]\nflip = \"w\"\n[keys.fight]\nresign = \"d\"\n",
    );
    assert_eq!(code, Some(1), "{out}");
    for said in [
        "line 3: no action is called \"flop\"",
        "line 4: \"Hyper-Q\" is not a key",
        "line 5: Esc keeps its meaning everywhere",
        "line 7: no screen is called \"fihgt\"",
        "line 9: on the fight screen d is offer-draw's already, so resign keeps its keys there",
    ] {
        assert!(err.contains(said), "{said}: {err}");
    }
    // What is right is used.
    assert!(out.contains("\n  flip            v "), "{out}");
}

#[test]
fn docs_keys_lists_every_action_of_every_screen_as_shuuro_keys_prints_them() {
    let listing = shuuro::cmd::keys::listing(
        shuuro::words::en(),
        &shuuro::app::keys_of(&Default::default()).0,
    );
    let page = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/keys.md");
    let doc = std::fs::read_to_string(page).expect("docs/keys.md");
    assert!(
        doc.contains(listing.trim_end()),
        "docs/keys.md is behind: paste `shuuro keys --lang en` (no [keys]) under *Actions per screen*"
    );
}
