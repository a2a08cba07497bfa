//! The client commands' shared flags: every display flag works on every command that
//! opens a screen (`play`, `resume`, `replay`, `practice`), `play --plinths` takes
//! what the rules allow, and `play --level` and `practice --level` choose the computer's
//! level or say what is wrong with it.

use clap::Parser;
use shuuro::app::settings::Settings;
use shuuro::cmd::play::PlayArgs;
use shuuro::cmd::practice::PracticeArgs;
use shuuro::engine::Level;
use shuuro::engine::level::LevelError;
use shuuro::rules::game::MAX_PLINTHS_PER_QUADRANT;

mod common;
use common::process::{run_in, temp_dir};
use common::*;

const CLIENTS: [&str; 4] = ["play", "resume", "replay", "practice"];
const DISPLAY_FLAGS: [&str; 3] = ["--unicode", "--ascii", "--no-color"];

#[test]
fn every_client_command_takes_every_display_flag() {
    for cmd in CLIENTS {
        let out = shuuro_output(&[cmd.as_ref(), "--help".as_ref()]);
        let help = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{cmd} --help");
        for flag in DISPLAY_FLAGS {
            assert!(help.contains(flag), "`shuuro {cmd}` has no {flag}:\n{help}");
        }
    }
}

#[test]
fn replay_takes_the_display_flags_of_play() {
    let dir = temp_dir("replay-flags");
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/mini-checkmate.json"
    );
    let path = file;
    for flag in DISPLAY_FLAGS {
        // Not a terminal: the steps are listed, as without the flag.
        let run = run_in(&dir, &["replay", path, flag]);
        assert_eq!(run.code, Some(0), "replay {flag}: {}", run.stderr);
        assert!(run.stdout.contains("final: "), "{}", run.stdout);
    }
}

#[derive(Parser)]
struct Wrap {
    #[command(flatten)]
    args: PlayArgs,
}

#[test]
fn play_takes_as_many_plinths_per_quadrant_as_the_rules_allow() {
    let most = MAX_PLINTHS_PER_QUADRANT.to_string();
    let w = Wrap::try_parse_from(["shuuro", "--plinths", &most]).expect("36 plinths");
    let settings = w.args.settings().expect("settings");
    assert_eq!(
        settings.rules().plinths_per_quadrant,
        MAX_PLINTHS_PER_QUADRANT
    );
    let over = (MAX_PLINTHS_PER_QUADRANT + 1).to_string();
    assert!(Wrap::try_parse_from(["shuuro", "--plinths", &over]).is_err());
    assert!(Wrap::try_parse_from(["shuuro", "--plinths", "0"]).is_err());
}

#[test]
fn the_settings_screen_steps_plinths_up_to_what_the_rules_allow() {
    use shuuro::app::settings::{Field, Settings};
    let mut s = Settings::default();
    for _ in 0..50 {
        s.change(Field::Plinths, true);
    }
    assert_eq!(s.plinths_per_quadrant, MAX_PLINTHS_PER_QUADRANT);
}

#[derive(Parser)]
struct WrapPractice {
    #[command(flatten)]
    args: PracticeArgs,
}

#[test]
fn the_level_flags_choose_the_computers_level_and_say_what_is_wrong() {
    let level = |n| Level::new(n).expect("a level");
    let w = Wrap::try_parse_from(["shuuro", "--computer", "red", "--level", "3"]).expect("3");
    assert_eq!(
        w.args.settings().expect("settings").computer.level(),
        level(3)
    );
    let w = Wrap::try_parse_from(["shuuro", "--computer", "red"]).expect("no level");
    assert_eq!(
        w.args.settings().expect("settings").computer.level(),
        Level::MAX
    );
    let p = WrapPractice::try_parse_from(["shuuro", "--computer", "--level", "2"]).expect("2");
    let mut base = Settings::default();
    base.computer.style.level = level(6);
    assert_eq!(
        p.args.settings_over(base.clone()).computer.level(),
        level(2)
    );
    let p = WrapPractice::try_parse_from(["shuuro", "--computer"]).expect("no level");
    assert_eq!(
        p.args.settings_over(base).computer.level(),
        level(6),
        "the settings' level"
    );
    for (text, why) in [
        ("9", LevelError::OutOfRange(9)),
        ("0", LevelError::OutOfRange(0)),
        ("five", LevelError::NotANumber("five".into())),
    ] {
        let play = Wrap::try_parse_from(["shuuro", "--computer", "red", "--level", text]);
        let practice = WrapPractice::try_parse_from(["shuuro", "--computer", "--level", text]);
        for e in [play.err(), practice.err()] {
            let e = e.expect("refused");
            assert_eq!(e.kind(), clap::error::ErrorKind::ValueValidation, "{e}");
            assert!(e.to_string().contains(&why.to_string()), "{e}");
        }
    }
    // A level is the computer's: without it the flag is refused.
    assert!(Wrap::try_parse_from(["shuuro", "--level", "3"]).is_err());
    assert!(WrapPractice::try_parse_from(["shuuro", "--level", "3"]).is_err());
}

#[test]
fn the_settings_screen_steps_the_level_from_1_to_8() {
    use shuuro::app::settings::Field;
    let mut s = Settings::default();
    assert_eq!(
        shuuro::words::en().field_value(&s, Field::Level),
        "8 (the full engine)"
    );
    for _ in 0..10 {
        s.change(Field::Level, false);
    }
    assert_eq!(s.computer.level(), Level::MIN);
    assert_eq!(
        shuuro::words::en().field_value(&s, Field::Level),
        "1 (the weakest)"
    );
    s.change(Field::Level, true);
    assert_eq!(shuuro::words::en().field_value(&s, Field::Level), "2");
    for _ in 0..10 {
        s.change(Field::Level, true);
    }
    assert_eq!(s.computer.level(), Level::MAX);
}
