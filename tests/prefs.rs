//! Settings that last (issue 9, point 24): the settings file read at start-up, applied,
//! overridden by flags, saved from the settings screen, and a broken file never lost.

use std::process::Command as Process;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::settings::{Field, Settings};
use shuuro::app::{App, Command, FileNotice, MenuItem, Msg, Notice, Options, Screen};
use shuuro::cmd::play::PlayArgs;
use shuuro::prefs::{ClockChoice, Pieces, Prefs};
use shuuro::rules::game::ClockRules;
use shuuro::tui::prefs_file::{self, Loaded};

mod common;
use common::process::{HANG, output_within};

const BIN: &str = env!("CARGO_BIN_EXE_shuuro");

fn temp(name: &str) -> common::scratch::Scratch {
    common::scratch::scratch(&format!("prefs-{name}"))
}

fn key(app: &mut App, code: KeyCode) -> shuuro::app::Update {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

fn saved_prefs(u: &shuuro::app::Update) -> Option<(Prefs, bool)> {
    u.commands.iter().find_map(|c| match c {
        Command::SavePrefs {
            prefs,
            replace_broken,
        } => Some(((**prefs).clone(), *replace_broken)),
        _ => None,
    })
}

/// The settings screen with the field `f` selected.
fn settings_at(app: &mut App, f: Field) {
    let at = MenuItem::ALL
        .iter()
        .position(|m| *m == MenuItem::Variants)
        .expect("variants");
    for _ in 0..at {
        key(app, KeyCode::Down);
    }
    key(app, KeyCode::Enter);
    assert!(matches!(app.screen(), Screen::Settings { .. }));
    let n = app
        .settings()
        .fields()
        .iter()
        .position(|x| *x == f)
        .expect("field");
    for _ in 0..n {
        key(app, KeyCode::Down);
    }
}

#[test]
fn a_broken_settings_file_is_said_the_defaults_used_and_the_file_left_alone() {
    let dir = temp("broken");
    let file = dir.join(prefs_file::FILE_NAME);
    let text = "pieces = \"unicode\"\nclock = \"fifteen\"\n";
    std::fs::write(&file, text).expect("write");
    for args in [&["play"][..], &["play", "--mini"], &["practice"]] {
        let out = output_within(
            Process::new(BIN)
                .args(args)
                .env("SHUURO_CONFIG_DIR", &dir)
                .env("SHUURO_DATA_DIR", dir.join("games")),
            HANG,
            "shuuro",
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!(
                "using the default settings; {} is left as it is: it can't be read",
                file.display()
            )) && err.contains("fifteen"),
            "{args:?}: {err}"
        );
        assert_eq!(
            std::fs::read_to_string(&file).expect("still there"),
            text,
            "untouched"
        );
    }
    // And the defaults are what the file layer hands on.
    assert!(matches!(prefs_file::load(&file), Loaded::Broken(_)));
}

#[test]
fn saving_from_the_settings_screen_writes_the_file_and_asks_before_replacing_a_broken_one() {
    let mut app = App::new(Settings::default(), Options::DEFAULT);
    // Change the clock and the pieces, then save.
    settings_at(&mut app, Field::Clock);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    let fields = app.settings().fields();
    let at = |f: Field| fields.iter().position(|x| *x == f).expect("field");
    for _ in at(Field::Clock)..at(Field::Pieces) {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Right); // Pieces: letters -> unicode
    assert!(app.unicode(), "the change shows at once");
    for _ in at(Field::Pieces)..at(Field::SaveDefaults) {
        key(&mut app, KeyCode::Down);
    }
    let u = key(&mut app, KeyCode::Enter);
    let (prefs, replace) = saved_prefs(&u).expect("Enter on 'save' saves the settings");
    assert!(!replace, "nothing said yet: a broken file is not replaced");
    // Off -> 0.25+0 -> 0.5+0.
    let half_a_minute = ClockRules {
        initial_ms: 30_000,
        increment_ms: 0,
    };
    assert_eq!(prefs.clock, Some(half_a_minute));
    assert_eq!(prefs.pieces, Pieces::Unicode);
    assert!(
        matches!(app.screen(), Screen::Settings { .. }),
        "no game starts"
    );

    // The runtime writes what the command carries.
    let dir = temp("save");
    let file = dir.join(prefs_file::FILE_NAME);
    std::fs::write(&file, "not = [toml").expect("write");
    let e = prefs_file::save(&file, &prefs, replace).expect_err("a broken file stays");
    let why = match e {
        prefs_file::PrefsFileError::WouldReplaceBroken { why, .. } => why,
        other => panic!("{other}"),
    };
    assert_eq!(std::fs::read_to_string(&file).expect("kept"), "not = [toml");
    let n = FileNotice::PrefsNotReplaced {
        path: file.clone(),
        why,
    };
    app.update(Msg::PrefsSaved(n.clone()));
    assert_eq!(app.notice(), Some(&Notice::File(n.clone())));
    let said = shuuro::ui::notice::said(&app);
    assert!(
        said.starts_with(&format!(
            "not replaced: save again to replace {}",
            file.display()
        )),
        "{said}"
    );
    // The second save says yes.
    let u = key(&mut app, KeyCode::Enter);
    let (prefs, replace) = saved_prefs(&u).expect("saves again");
    assert!(replace, "the second save replaces the broken file");
    prefs_file::save(&file, &prefs, replace).expect("written");
    assert!(matches!(prefs_file::load(&file), Loaded::Read(p) if p == prefs));
    app.update(Msg::PrefsSaved(FileNotice::PrefsSaved(file.clone())));
    assert!(shuuro::ui::notice::said(&app).contains("settings saved to"));
}

#[test]
fn flags_override_the_settings_file_for_one_run() {
    let prefs = Prefs {
        think_ms: Some(500),
        clock: Some(ClockRules::new(15, 10)),
        auto_flip: true,
        blue_name: Some("Ann".into()),
        ..Prefs::default()
    };
    let base = Settings::default().with_prefs(&prefs);
    let s = PlayArgs::default().settings_over(base.clone()).expect("ok");
    assert_eq!(s.computer.think, std::time::Duration::from_millis(500));
    assert_eq!(s.clock, Some(ClockRules::new(15, 10)));
    assert!(s.auto_flip);
    let args = PlayArgs {
        think: Some(std::time::Duration::from_secs(1)),
        clock: Some(ClockChoice(Some(ClockRules::new(5, 0)))),
        ..PlayArgs::default()
    };
    let s = args.settings_over(base).expect("ok");
    assert_eq!(s.computer.think, std::time::Duration::from_secs(1));
    assert_eq!(s.clock, Some(ClockRules::new(5, 0)));
    assert_eq!(s.players.blue.as_deref(), Some("Ann"), "the rest stays");
}

#[test]
fn settings_reach_the_game_the_record_and_the_screen() {
    let prefs = Prefs {
        pieces: Pieces::Unicode,
        color: true,
        auto_flip: true,
        blue_name: Some("Ann".into()),
        red_name: Some("Bo".into()),
        ..Prefs::default()
    };
    let s = Settings::default().with_prefs(&prefs);
    // NO_COLOR (colours not allowed) wins over the file.
    let mut app = App::new(
        s.clone(),
        Options {
            color: false,
            ..Options::DEFAULT
        },
    );
    assert!(!app.color() && app.unicode());
    app.start_game(&s);
    let p = app.play().expect("a game");
    assert!(p.auto_flip());
    let snap = p.snapshot(0);
    assert_eq!(snap.players.blue.as_deref(), Some("Ann"));
    assert_eq!(snap.players.red.as_deref(), Some("Bo"));
    // The record a save writes gets the names.
    let rec = shuuro::tui::storage::game_record(&snap, None);
    assert_eq!(rec.players.blue.as_deref(), Some("Ann"));
    assert_eq!(rec.players.red.as_deref(), Some("Bo"));
}

/// A save follows the saving rules of records: the file keeps the mode the player gave
/// it, and a new settings file is private.
#[test]
fn saving_the_settings_keeps_the_files_mode_and_a_new_file_is_private() {
    use std::os::unix::fs::PermissionsExt;
    let dir = temp("mode");
    let file = dir.join(prefs_file::FILE_NAME);
    prefs_file::save(&file, &Prefs::default(), false).expect("saved");
    let mode =
        |p: &std::path::Path| std::fs::metadata(p).expect("meta").permissions().mode() & 0o777;
    assert_eq!(mode(&file), 0o600, "a new settings file is private");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    prefs_file::save(&file, &Prefs::default(), false).expect("saved again");
    assert_eq!(mode(&file), 0o640, "the player's mode is kept");
}

#[test]
fn a_directory_where_the_settings_file_belongs_is_never_replaced() {
    let dir = temp("dir-in-place");
    let file = dir.join(prefs_file::FILE_NAME);
    std::fs::create_dir_all(file.join("inside")).expect("mkdir");
    // Even when told to replace a broken file.
    let e = prefs_file::save(&file, &Prefs::default(), true).expect_err("refused");
    assert!(
        matches!(e, prefs_file::PrefsFileError::NotAFile(_)),
        "{e:?}"
    );
    assert!(file.join("inside").is_dir());
}

#[test]
fn saving_the_settings_removes_what_killed_saves_left_beside_the_file() {
    let dir = temp("leftover");
    let file = dir.join(prefs_file::FILE_NAME);
    // A process that has ended: its pid is free (or reused by something that is not
    // writing here, which the name can't tell; a running writer's file is left alone).
    let dead = {
        let mut c = Process::new("true").spawn().expect("true runs");
        let pid = c.id();
        c.wait().expect("ends");
        pid
    };
    // The temporary names of the saving rules of records: `.NAME.PID.N.tmp`.
    let left = dir.join(format!(".{}.{dead}.0.tmp", prefs_file::FILE_NAME));
    std::fs::write(&left, "pieces = \"asc").expect("write");
    prefs_file::save(&file, &Prefs::default(), false).expect("saved");
    assert!(!left.exists(), "the dead save's leftover is removed");
    let temps: Vec<_> = std::fs::read_dir(&dir)
        .expect("read dir")
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(temps.is_empty(), "no temporary file stays: {temps:?}");
    assert!(matches!(prefs_file::load(&file), Loaded::Read(_)));
}

#[test]
fn a_broken_settings_file_is_said_with_every_problem_and_short_quotes() {
    let dir = temp("every");
    let file = dir.join(prefs_file::FILE_NAME);
    let long = "y".repeat(500_000);
    let text = format!("colour = true\nthink = \"9000s\"\n[names]\nred = \"{long}\"\n");
    std::fs::write(&file, &text).expect("write");
    let out = output_within(
        Process::new(BIN)
            .arg("play")
            .env("SHUURO_CONFIG_DIR", &dir)
            .env("SHUURO_DATA_DIR", dir.join("games")),
        HANG,
        "shuuro",
    );
    let err = String::from_utf8_lossy(&out.stderr);
    let line = err.lines().next().expect("a line");
    assert!(line.contains("colour"), "{line}");
    assert!(
        line.contains("9000s"),
        "every problem, not only the first: {line}"
    );
    assert!(
        line.contains("names.red") && line.contains("at most 20 characters"),
        "{line}"
    );
    assert!(
        line.len() < 600,
        "a short excerpt, not the value: {} bytes",
        line.len()
    );
    assert_eq!(std::fs::read_to_string(&file).expect("kept"), text);
}

/// `shuuro puzzles` and its flags, as the command line reads them.
#[derive(clap::Parser)]
struct PuzzlesCli {
    #[command(flatten)]
    args: shuuro::cmd::puzzles::PuzzlesArgs,
}

#[test]
fn the_puzzle_themes_setting_is_kept_in_the_file_and_the_flag_overrides_it_for_one_run() {
    use clap::Parser;
    assert!(
        !Prefs::default().show_themes,
        "hidden until solved by default"
    );
    let p = Prefs::from_toml("show_themes = true\n").expect("reads");
    assert!(p.show_themes);
    assert_eq!(Prefs::from_toml(&p.to_toml()).unwrap(), p, "written back");
    assert!(Prefs::from_toml("show_themes = \"yes\"\n").is_err());
    let s = Settings::default().with_prefs(&p);
    assert!(s.show_themes);
    assert!(s.prefs().show_themes, "saving the defaults keeps it");
    // Puzzles on the start screen: the trainer opens with the themes shown.
    let mut app = App::new(s, Options::sized(80, 24));
    let at = MenuItem::ALL
        .iter()
        .position(|m| *m == MenuItem::Puzzles)
        .expect("puzzles");
    for _ in 0..at {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    let t = app.trainer().expect("the trainer");
    assert!(t.themes().is_some(), "shown before the puzzle is solved");
    // And hidden when the file says nothing.
    let mut app = App::new(Settings::default(), Options::sized(80, 24));
    for _ in 0..at {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert!(app.trainer().expect("the trainer").themes().is_none());
    // The flag, for one run, either way.
    let run = |argv: &[&str], file: bool| {
        let cli = PuzzlesCli::try_parse_from(argv).expect("parses");
        let prefs = Prefs {
            show_themes: file,
            ..Prefs::default()
        };
        cli.args
            .show_themes(&Settings::default().with_prefs(&prefs))
    };
    assert!(run(&["puzzles"], true));
    assert!(!run(&["puzzles"], false));
    assert!(run(&["puzzles", "--show-themes"], false));
    assert!(run(&["puzzles", "--show-themes=true"], false));
    assert!(!run(&["puzzles", "--show-themes=false"], true));
}

#[test]
fn the_search_threads_are_every_core_but_one_until_the_settings_screen_changes_them() {
    let on = |cores: usize| {
        App::new(
            Settings::default(),
            Options {
                cores,
                ..Options::DEFAULT
            },
        )
    };
    // The default: every core but one, and one on a single core.
    assert_eq!(on(4).settings().threads(), 3);
    assert_eq!(on(1).settings().threads(), 1);
    let mut app = on(4);
    settings_at(&mut app, Field::Threads);
    assert_eq!(
        shuuro::words::en().field_value(app.settings(), Field::Threads),
        "every core but one (3)"
    );
    // Right steps through 1 to the cores, then back to the default.
    let mut seen = Vec::new();
    for _ in 0..5 {
        key(&mut app, KeyCode::Right);
        seen.push(app.settings().threads);
    }
    assert_eq!(seen, [Some(1), Some(2), Some(3), Some(4), None]);
    key(&mut app, KeyCode::Left);
    assert_eq!(app.settings().threads, Some(4));
    assert_eq!(
        shuuro::words::en().field_value(app.settings(), Field::Threads),
        "4"
    );
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    assert_eq!(app.settings().threads(), 2);
    // Saved into the settings file...
    let fields = app.settings().fields();
    let at = |f: Field| fields.iter().position(|x| *x == f).expect("field");
    for _ in at(Field::Threads)..at(Field::SaveDefaults) {
        key(&mut app, KeyCode::Down);
    }
    let u = key(&mut app, KeyCode::Enter);
    let (prefs, _) = saved_prefs(&u).expect("saved");
    assert_eq!(prefs.threads, Some(2));
    let dir = temp("threads");
    let file = dir.join(prefs_file::FILE_NAME);
    prefs_file::save(&file, &prefs, false).expect("written");
    assert!(
        std::fs::read_to_string(&file)
            .expect("read")
            .contains("threads = 2")
    );
    assert!(matches!(prefs_file::load(&file), Loaded::Read(p) if p.threads == Some(2)));
    let _ = std::fs::remove_dir_all(&dir);
    // ...and the searches the app asks for carry them: the coach's in practice here.
    let rules = app.settings().rules();
    let plinths = common::squares("c3 e5 h4 k2 b10 e8 h9 j11");
    app.start_practice(shuuro::app::practice_setup(&rules, plinths, false));
    key(&mut app, KeyCode::Enter); // the example army
    let u = key(&mut app, KeyCode::Char('c'));
    let threads = u.commands.iter().find_map(|c| match c {
        Command::Start {
            job: shuuro::app::jobs::Job::Coach(_),
            threads,
            ..
        } => Some(*threads),
        _ => None,
    });
    assert_eq!(
        threads,
        Some(2),
        "the coach searches with the setting's threads"
    );
    // A file asking for more threads than the machine has gets the cores.
    let many = Settings::default().with_prefs(&Prefs {
        threads: Some(64),
        ..Prefs::default()
    });
    let app = App::new(
        many,
        Options {
            cores: 4,
            ..Options::DEFAULT
        },
    );
    assert_eq!(app.settings().threads(), 4);
    assert_eq!(
        shuuro::words::en().field_value(app.settings(), Field::Threads),
        "64 (4 here: the cores)"
    );
}

/// Found by an attack (issue 36): two clients saving their settings at the same moment
/// kept one change. Each of these clients read the same settings and changed one of them;
/// all save at once: every change must be in the file.
#[test]
fn settings_saved_at_the_same_moment_by_several_clients_keep_every_change() {
    let read = Prefs::default();
    let changes: Vec<Prefs> = vec![
        Prefs {
            pieces: Pieces::Ascii,
            ..read.clone()
        },
        Prefs {
            color: false,
            ..read.clone()
        },
        Prefs {
            auto_flip: true,
            ..read.clone()
        },
        Prefs {
            think_ms: Some(700),
            ..read.clone()
        },
        Prefs {
            level: 1,
            ..read.clone()
        },
        Prefs {
            clock: Some(ClockRules::new(5, 3)),
            ..read.clone()
        },
        Prefs {
            blue_name: Some("Ann".into()),
            ..read.clone()
        },
        Prefs {
            red_name: Some("Bo".into()),
            ..read.clone()
        },
        Prefs {
            show_themes: true,
            ..read.clone()
        },
        Prefs {
            threads: Some(3),
            ..read.clone()
        },
        Prefs {
            language: Some(shuuro::prefs::Lang::Ja),
            ..read.clone()
        },
        Prefs {
            keys: Prefs::from_toml("[keys]\nflip = \"v\"\n").unwrap().keys,
            ..read.clone()
        },
    ];
    let all = Prefs {
        pieces: Pieces::Ascii,
        color: false,
        auto_flip: true,
        think_ms: Some(700),
        level: 1,
        clock: Some(ClockRules::new(5, 3)),
        blue_name: Some("Ann".into()),
        red_name: Some("Bo".into()),
        show_themes: true,
        threads: Some(3),
        language: Some(shuuro::prefs::Lang::Ja),
        keys: Prefs::from_toml("[keys]\nflip = \"v\"\n").unwrap().keys,
    };
    for round in 0..3 {
        let dir = temp(&format!("race-{round}"));
        let file = dir.join(prefs_file::FILE_NAME);
        prefs_file::save(&file, &read, false).expect("saved");
        let start = std::sync::Barrier::new(changes.len());
        std::thread::scope(|s| {
            for mine in &changes {
                let (file, start, read) = (&file, &start, &read);
                s.spawn(move || {
                    start.wait();
                    prefs_file::save_changes(file, mine, Some(read), false).expect("saved");
                });
            }
        });
        match prefs_file::load(&file) {
            Loaded::Read(p) => assert_eq!(p, all, "round {round}: every change is kept"),
            other => panic!("{other:?}"),
        }
    }
}

/// Issue 36, items 11 and 13: `--clock none` (and `off`) takes a saved default clock away,
/// as `clock = "none"` in the file does, and `--clock 0.5+0` is half a minute.
#[test]
fn clock_flag_takes_none_off_and_fractions_of_a_minute() {
    #[derive(clap::Parser)]
    struct Cli {
        #[command(flatten)]
        play: PlayArgs,
    }
    let parse =
        |v: &str| <Cli as clap::Parser>::try_parse_from(["play", "--clock", v]).map(|c| c.play);
    let saved = Settings::default().with_prefs(&Prefs {
        clock: Some(ClockRules::new(30, 20)),
        ..Prefs::default()
    });
    for none in ["none", "off", "Off"] {
        let args = parse(none).unwrap_or_else(|e| panic!("--clock {none}: {e}"));
        let s = args.settings_over(saved.clone()).expect("settings");
        assert_eq!(s.clock, None, "--clock {none}");
    }
    let args = parse("0.5+0").unwrap_or_else(|e| panic!("--clock 0.5+0: {e}"));
    let s = args.settings_over(saved.clone()).expect("settings");
    assert_eq!(s.rules().clock.map(|c| c.initial_ms), Some(30_000));
    // A clock that is none of these is still refused, and the message offers `none`.
    for bad in ["0+5", "x", "5+x", "0.001+0"] {
        let e = parse(bad)
            .err()
            .unwrap_or_else(|| panic!("--clock {bad} taken"));
        assert!(e.to_string().contains("none"), "{bad}: {e}");
    }
}

/// Issue 38, item 6: every clock form a player writes, as lichess has them: none, clocks
/// under a minute (`0.25+0`, `0.5+0`, `0.75+0`), whole seconds of increment (`0.5+1`) and
/// the long ones. Each is read from `--clock`, written back as it was written (the
/// settings file keeps it so), and the ones under a minute are offered on the settings
/// screen.
#[test]
fn every_clock_form_is_read_written_back_and_offered() {
    #[derive(clap::Parser)]
    struct Cli {
        #[command(flatten)]
        play: PlayArgs,
    }
    let parse = |v: &str| {
        <Cli as clap::Parser>::try_parse_from(["play", "--clock", v])
            .unwrap_or_else(|e| panic!("--clock {v}: {e}"))
            .play
            .settings_over(Settings::default())
            .expect("settings")
            .clock
    };
    assert_eq!(parse("none"), None);
    let forms = [
        ("0.25+0", 15_000, 0),
        ("0.5+0", 30_000, 0),
        ("0.75+0", 45_000, 0),
        ("0.5+1", 30_000, 1_000),
        ("1+0", 60_000, 0),
        ("3+2", 180_000, 2_000),
        ("15+10", 900_000, 10_000),
    ];
    for (text, initial_ms, increment_ms) in forms {
        let c = parse(text).unwrap_or_else(|| panic!("--clock {text} is a clock"));
        assert_eq!(
            (c.initial_ms, c.increment_ms),
            (initial_ms, increment_ms),
            "{text}"
        );
        assert_eq!(c.to_string(), text, "written back as it was written");
    }
    for text in ["0.25+0", "0.5+0", "0.75+0"] {
        let c = parse(text);
        assert!(
            shuuro::app::settings::CLOCKS.contains(&c),
            "{text} is offered on the settings screen"
        );
    }
}

/// Issue 36, item 11: `--think 1s` with a clock (given, or saved as the default) is not
/// used: the first screen says the clock sets the computer's time. Without `--think`, or
/// with `--clock none`, nothing is said.
#[test]
fn a_clock_that_replaces_the_think_time_is_said_on_the_first_screen() {
    let saved = Settings::default().with_prefs(&Prefs {
        clock: Some(ClockRules::new(30, 20)),
        ..Prefs::default()
    });
    let args = PlayArgs {
        think: Some(std::time::Duration::from_secs(1)),
        ..PlayArgs::default()
    };
    let s = args.settings_over(saved.clone()).expect("settings");
    let notice = args.clock_notice(&s).expect("said");
    let said = shuuro::ui::notice::status(
        shuuro::words::en(),
        &shuuro::app::keys_of(&Default::default()).0,
        Some(&Notice::File(notice)),
    );
    assert!(
        said.contains("30+20") && said.contains("--think 1s") && said.contains("--clock none"),
        "{said}"
    );
    let off = PlayArgs {
        clock: Some(ClockChoice(None)),
        ..args.clone()
    };
    let s = off.settings_over(saved.clone()).expect("settings");
    assert_eq!(off.clock_notice(&s), None);
    let s = PlayArgs::default().settings_over(saved).expect("settings");
    assert_eq!(PlayArgs::default().clock_notice(&s), None);
}

/// The level of a game against the computer is the default next time (issue 38): starting
/// one asks the runtime to keep its level, and the level kept is the next run's.
#[test]
fn the_last_level_played_against_is_the_default_next_time() {
    use shuuro::app::settings::Opponent;
    use shuuro::engine::Level;
    let three = Level::new(3).expect("a level");
    let remembered = |opponent| {
        let mut s = Settings {
            opponent,
            board: shuuro::rules::BoardSize::Six,
            ..Settings::default()
        };
        s.computer.style.level = three;
        let mut app = App::new(s.clone(), Options::sized(80, 24));
        let u = app.start_game(&s);
        u.commands
            .iter()
            .filter_map(|c| match c {
                Command::RememberLevel(l) => Some(*l),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(remembered(Opponent::Computer), [three]);
    assert_eq!(remembered(Opponent::Human), [], "no computer, no level");
    let next = Settings::default().with_prefs(&Prefs {
        level: 3,
        ..Prefs::default()
    });
    assert_eq!(next.computer.level(), three);
    assert_eq!(next.prefs().level, 3, "and saved with the defaults");
}
