//! The runtime's tests: files written, locks held, workers answering through the loop.

use crate::app::jobs::{Answer, Job};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use super::state::Runtime;
use super::{Event2, RunOptions};
use crate::app::computer::Computer;
use crate::app::settings::Settings;
use crate::app::{
    AnalyseRequest, App, Command, FileNotice, Msg, Open, Opened, RecordFile, SaveError, SaveTo,
};
use crate::engine;
use crate::engine::{Level, Style};
use crate::record::{Record, store};
use ratatui::crossterm::event::{KeyCode, KeyEvent};

/// A folder `d` in a new scratch folder `shuuro-tui-NAME-…` of the temporary directory
/// (made only with `make`), and the scratch folder, removed with all it holds when dropped.
fn scratch(name: &str, make: bool) -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::Builder::new()
        .prefix(&format!("shuuro-tui-{name}-"))
        .tempdir()
        .expect("a scratch folder");
    let dir = tmp.path().join("d");
    if make {
        std::fs::create_dir(&dir).expect("dir");
    }
    (tmp, dir)
}

/// A runtime saving in `dir`, whose answers go nowhere.
fn runtime(dir: &Path) -> Runtime {
    let (tx, _rx) = mpsc::channel();
    Runtime::new(RunOptions::default(), dir.to_path_buf(), tx)
}

#[test]
fn a_new_game_gets_its_file_at_its_first_step_not_before() {
    let (_scratch, dir) = scratch("new", false);
    let (mut rt, mut app) = game_in(&dir);
    let path = rt.autosave.clone().expect("the new game has a file name");
    assert!(path.starts_with(&dir));
    // Left at its first screen: nothing written, nothing locked, nothing to resume.
    let leave = app.update(Msg::Key(KeyEvent::from(KeyCode::Char('q'))));
    assert!(!rt.run_commands(&mut app, leave.commands));
    assert!(!dir.exists(), "no file for a game where nothing happened");
    assert_eq!(super::storage::newest_unfinished(&dir), None);
    // Once something happened, it is saved.
    let (mut rt, mut app) = game_in(&dir);
    first_step(&mut rt, &mut app);
    let path = rt.autosave.clone().expect("a file");
    assert!(path.exists());
    assert!(store::is_locked_elsewhere(&path) || rt.lock.is_some());
}

/// Blue's army (ready, the example army, sealed): the game's first step, autosaved.
/// A key pressed, and what the app asks of the runtime done.
fn press(rt: &mut Runtime, app: &mut App, code: KeyCode) {
    let u = app.update(Msg::Key(KeyEvent::from(code)));
    assert!(!rt.run_commands(app, u.commands));
}

fn first_step(rt: &mut Runtime, app: &mut App) {
    for code in [KeyCode::Enter, KeyCode::Char('e'), KeyCode::Enter] {
        let u = app.update(Msg::Key(KeyEvent::from(code)));
        assert!(!rt.run_commands(app, u.commands));
    }
}

#[test]
fn a_game_locked_elsewhere_is_not_resumed_and_a_resumed_game_is_locked() {
    let (_scratch, dir) = scratch("lock", false);
    let path = dir.join("g.json");
    let game = crate::rules::game::Game::new(crate::rules::game::Rules::mini());
    store::save_atomic(&path, &Record::from_game(&game)).expect("saved");
    // Another holder (a separate open of the lock file counts as another process).
    let other = store::lock_game(&path).expect("locked");
    let mut rt = runtime(&dir);
    match rt.open(Open::Resume(Some(path.clone()))) {
        Opened::Failed(FileNotice::OpenFailed(crate::app::OpenError::Lock(
            store::LockError::Busy { game },
        ))) => assert_eq!(game, path),
        _ => panic!("resumed a game open elsewhere"),
    }
    assert_eq!(rt.autosave, None);
    drop(other);
    assert!(matches!(
        rt.open(Open::Resume(Some(path.clone()))),
        Opened::Resume { .. }
    ));
    assert!(
        store::is_locked_elsewhere(&path),
        "the resumed game is held"
    );
    // Opening it again in the same runtime keeps its own lock.
    assert!(matches!(
        rt.open(Open::Resume(Some(path.clone()))),
        Opened::Resume { .. }
    ));
}

#[test]
fn an_autosave_starts_from_what_it_last_wrote_not_from_the_file() {
    let (_scratch, dir) = scratch("mem", false);
    let (mut rt, mut app) = game_in(&dir);
    first_step(&mut rt, &mut app);
    let path = rt.autosave.clone().expect("a file");
    // What this session wrote is remembered; the file itself is not read back.
    if let Some(w) = &mut rt.written {
        w.record.started = Some("2000-01-01T00:00:00Z".into());
    }
    let army = |app: &mut App| {
        // An army: ready, the example army, sealed (a step, so an autosave).
        let mut u = crate::app::Update::none();
        for code in [KeyCode::Enter, KeyCode::Char('e'), KeyCode::Enter] {
            u = app.update(Msg::Key(KeyEvent::from(code)));
        }
        assert!(u.saves(&SaveTo::Auto).is_some(), "a step autosaves");
        u
    };
    let u = army(&mut app);
    assert!(!rt.run_commands(&mut app, u.commands));
    assert_eq!(app.notice(), None, "saved quietly");
    let rec = store::load(&path).expect("a record");
    assert_eq!(rec.started.as_deref(), Some("2000-01-01T00:00:00Z"));
    // A file changed behind our back is not ours any more: the guarded save reads it,
    // and refuses to overwrite what is not a game.
    std::fs::write(&path, b"not a record").expect("spoil the file");
    let save = Command::SaveGame {
        to: SaveTo::Auto,
        game: Box::new(app.play().expect("game").snapshot(0)),
    };
    assert!(!rt.run_commands(&mut app, vec![save]));
    assert!(matches!(
        app.notice(),
        Some(crate::app::Notice::File(FileNotice::SaveFailed(_)))
    ));
    assert_eq!(
        std::fs::read(&path).ok().as_deref(),
        Some(&b"not a record"[..])
    );
}

#[test]
fn the_first_autosave_of_a_resumed_game_starts_from_what_resume_read() {
    let (_scratch, dir) = scratch("res", false);
    let path = dir.join("g.json");
    let game = crate::rules::game::Game::new(crate::rules::game::Rules::mini());
    store::save_atomic(&path, &Record::from_game(&game)).expect("saved");
    let mut rt = runtime(&dir);
    let opened = rt.open(Open::Resume(Some(path.clone())));
    assert!(matches!(opened, Opened::Resume { .. }));
    // What resume read is remembered with the file's identity: the next save starts
    // from it and does not read the file again.
    let w = rt.written.as_mut().expect("the record read by resume");
    assert_eq!(w.path, path);
    w.record.started = Some("2000-01-01T00:00:00Z".into());
    let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
    let u = app.update(Msg::Opened(Box::new(opened)));
    assert!(!rt.run_commands(&mut app, u.commands));
    let mut u = crate::app::Update::none();
    for code in [KeyCode::Enter, KeyCode::Char('e'), KeyCode::Enter] {
        u = app.update(Msg::Key(KeyEvent::from(code)));
    }
    assert!(u.saves(&SaveTo::Auto).is_some(), "a step autosaves");
    assert!(!rt.run_commands(&mut app, u.commands));
    let rec = store::load(&path).expect("a record");
    assert_eq!(rec.started.as_deref(), Some("2000-01-01T00:00:00Z"));
    assert!(rec.armies.blue.is_some(), "the new step was saved");
}

fn mini_checkmate() -> crate::rules::game::Game {
    let text = include_str!("../../tests/data/records/mini-checkmate.json");
    Record::from_json_str(text)
        .expect("a record")
        .to_game()
        .expect("a game")
}

#[test]
fn an_analysis_runs_on_a_worker_answers_through_the_loop_and_stops() {
    let (_scratch, dir) = scratch("an", false);
    let (tx, rx) = mpsc::channel();
    let mut rt = runtime(&dir);
    rt.tx = tx;
    let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
    let positions = mini_checkmate().history()[..3].to_vec();
    let mut jobs = crate::app::jobs::Jobs::default();
    let mut req = |time| {
        let ticket = jobs.issue(crate::app::jobs::JobKind::Analysis);
        let job = Job::Analyse(Box::new(AnalyseRequest {
            positions: positions.clone(),
            from: 0,
            limit: engine::SearchOptions {
                time: Some(time),
                ..Default::default()
            },
        }));
        (
            ticket,
            Command::Start {
                ticket,
                job,
                threads: 1,
            },
        )
    };
    let (first, c) = req(Duration::from_millis(20));
    assert!(!rt.run_commands(&mut app, vec![c]));
    for i in 0..3 {
        match rx.recv_timeout(Duration::from_secs(20)) {
            Ok(Event2::App(Msg::Answer {
                ticket,
                answer: Answer::Analysed { index, .. },
            })) => {
                assert_eq!(ticket, first);
                assert_eq!(index, i);
            }
            _ => panic!("no answer for position {i}"),
        }
    }
    // A long search is stopped: the worker ends (its sender goes) without answering.
    assert!(!rt.run_commands(&mut app, vec![req(Duration::from_secs(60)).1]));
    std::thread::sleep(Duration::from_millis(50));
    assert!(!rt.run_commands(&mut app, vec![Command::StopAnalysis]));
    drop(rt);
    assert!(matches!(
        rx.recv_timeout(Duration::from_secs(20)),
        Err(RecvTimeoutError::Disconnected)
    ));
}

#[test]
fn the_coach_works_on_a_worker_facts_first_then_the_evaluation() {
    let (_scratch, dir) = scratch("co", false);
    let (tx, rx) = mpsc::channel();
    let mut rt = runtime(&dir);
    rt.tx = tx;
    let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
    let game = mini_checkmate();
    let deployment = game.deployment().expect("deployed").clone();
    let starts = engine::coach::fight_starts(&deployment).ok();
    assert!(starts.is_some(), "both Kings are placed");
    let req = crate::app::coach::CoachRequest {
        deployment: deployment.clone(),
        starts,
        time: Duration::from_millis(20),
    };
    let ticket = crate::app::jobs::Jobs::default().issue(crate::app::jobs::JobKind::Coach);
    let job = Job::Coach(Box::new(req));
    assert!(!rt.run_commands(
        &mut app,
        vec![Command::Start {
            ticket,
            job,
            threads: 1,
        }]
    ));
    match rx.recv_timeout(Duration::from_secs(20)) {
        Ok(Event2::App(Msg::Answer {
            answer: Answer::CoachFacts(facts),
            ..
        })) => {
            assert_eq!(*facts, engine::coach::report(&deployment));
        }
        _ => panic!("the facts come first"),
    }
    match rx.recv_timeout(Duration::from_secs(20)) {
        Ok(Event2::App(Msg::Answer {
            answer: Answer::Coach(scores),
            ..
        })) => {
            assert!(scores.blue.is_some() && scores.red.is_some(), "{scores:?}");
        }
        _ => panic!("then the evaluation"),
    }
}

#[test]
fn writing_an_analysis_answers_as_a_save() {
    let (_scratch, dir) = scratch("wa", true);
    let game = mini_checkmate();
    let path = dir.join("g.json");
    store::save_atomic(&path, &Record::from_game(&game)).expect("saved");
    let analysis = Box::new(crate::analysis::Analysis {
        engine: "shuuro test".into(),
        limit: "movetime 200".into(),
        moves: Vec::new(),
    });
    let mut rt = runtime(&dir);
    let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
    let write = |to| Command::WriteAnalysis {
        to,
        steps: game.steps().to_vec(),
        analysis: analysis.clone(),
    };
    assert!(!rt.run_commands(&mut app, vec![write(RecordFile::Path(path.clone()))]));
    assert_eq!(
        app.notice(),
        Some(&crate::app::Notice::File(FileNotice::Saved(path.clone())))
    );
    // Review of a game that has no file yet: said, nothing written.
    assert!(!rt.run_commands(&mut app, vec![write(RecordFile::Autosave)]));
    assert!(matches!(
        app.notice(),
        Some(crate::app::Notice::File(FileNotice::SaveFailed(_)))
    ));
}

/// A new Mini-Shuuro game in `rt`, what its start asks for carried out.
fn mini_game(rt: &mut Runtime) -> App {
    let s = Settings {
        board: crate::rules::BoardSize::Six,
        ..Settings::default()
    };
    let mut app = App::new(s.clone(), crate::app::Options::DEFAULT);
    let u = app.start_game(&s);
    assert!(!rt.run_commands(&mut app, u.commands));
    app
}

/// A new Mini-Shuuro game started as `play --save PATH` starts it, the games folder `dir`.
fn game_saved_to(dir: &Path, path: &Path) -> (Runtime, App) {
    let (tx, _rx) = mpsc::channel();
    let opts = RunOptions {
        save_path: Some(path.to_path_buf()),
        ..RunOptions::default()
    };
    let mut rt = Runtime::new(opts, dir.to_path_buf(), tx);
    let app = mini_game(&mut rt);
    (rt, app)
}

/// A runtime saving in `data`, and a new Mini-Shuuro game in it (its file named, and
/// what the start asks for carried out).
fn game_in(data: &Path) -> (Runtime, App) {
    let mut rt = runtime(data);
    let app = mini_game(&mut rt);
    (rt, app)
}

fn save_as(app: &App, path: &Path) -> Command {
    let p = app.play().expect("a game");
    Command::SaveGame {
        to: SaveTo::As {
            path: path.to_path_buf(),
            overwrite: false,
        },
        game: Box::new(p.snapshot(0)),
    }
}

/// Only a game is asked about (what is not one is refused: see
/// `save_as_onto_what_is_not_a_game_is_refused_saying_what_is_there`).
#[test]
fn save_as_onto_a_file_there_asks_and_writes_only_after_a_yes() {
    let (_scratch, dir) = scratch("over", true);
    let (mut rt, mut app) = game_in(&dir);
    let other = dir.join("other.json");
    let another = crate::rules::game::Game::new(crate::rules::game::Rules::standard());
    store::save_atomic(&other, &Record::from_game(&another)).expect("saved");
    let before = std::fs::read_to_string(&other).expect("read");
    let c = save_as(&app, &other);
    assert!(!rt.run_commands(&mut app, vec![c]));
    assert_eq!(
        std::fs::read_to_string(&other).expect("read"),
        before,
        "nothing replaced before the yes"
    );
    assert_eq!(
        app.question().and_then(|q| q.overwrite_path()),
        Some(other.as_path())
    );
    let yes = app.update(Msg::Key(crossterm_key('y')));
    assert!(!rt.run_commands(&mut app, yes.commands));
    let text = std::fs::read_to_string(&other).expect("read");
    assert!(
        text.contains("\"board\": 6"),
        "the Mini game replaced it: {text}"
    );
    assert_eq!(
        app.notice(),
        Some(&crate::app::Notice::File(FileNotice::Saved(other.clone())))
    );
}

fn crossterm_key(c: char) -> KeyEvent {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
}

/// Found by a play test: practice's layout save (and a save-as before the first
/// autosave) said the games folder did not exist on a fresh machine, where nothing had
/// made it yet. The games folder is made as the autosave makes it; other folders are not.
#[test]
fn a_save_into_the_games_folder_makes_it_when_it_is_not_there_yet() {
    let (_scratch, dir) = scratch("fresh", false);
    let (mut rt, mut app) = game_in(&dir);
    let layout = Command::SaveLayout {
        path: dir.join("l.json"),
        size: crate::rules::BoardSize::Six,
        plinths: crate::rules::Bitboard::EMPTY,
        overwrite: false,
    };
    assert!(!rt.run_commands(&mut app, vec![layout]));
    assert_eq!(
        app.notice(),
        Some(&crate::app::Notice::File(FileNotice::Saved(
            dir.join("l.json")
        )))
    );
    assert!(dir.join("l.json").is_file());
    let _ = std::fs::remove_dir_all(&dir);
    let (mut rt, mut app) = game_in(&dir);
    let c = save_as(&app, &dir.join("g.json"));
    assert!(!rt.run_commands(&mut app, vec![c]));
    assert!(dir.join("g.json").is_file(), "{:?}", app.notice());
}

#[test]
fn save_as_writes_the_full_path_and_makes_no_folder() {
    let (_scratch, dir) = scratch("dir", true);
    let (mut rt, mut app) = game_in(&dir);
    let missing = dir.join("no-such-folder");
    let c = save_as(&app, &missing.join("g.json"));
    assert!(!rt.run_commands(&mut app, vec![c]));
    assert!(!missing.exists(), "no folder made");
    assert_eq!(
        app.notice(),
        Some(&crate::app::Notice::File(FileNotice::SaveFailed(
            SaveError::NoFolder(missing.clone())
        )))
    );
    // A relative name is written in the current folder, and said in full.
    let name = format!("shuuro-tui-rel-{}.json", std::process::id());
    let c = save_as(&app, Path::new(&name));
    assert!(!rt.run_commands(&mut app, vec![c]));
    let full = std::env::current_dir().expect("cwd").join(&name);
    assert_eq!(
        app.notice(),
        Some(&crate::app::Notice::File(FileNotice::Saved(full.clone())))
    );
    let _ = std::fs::remove_file(&full);
}

#[test]
fn the_runtime_tells_the_app_its_games_folder_at_start() {
    let (_scratch, dir) = scratch("folder", true);
    let (mut rt, mut app) = game_in(&dir);
    assert!(!rt.start(&mut app, 80, 24));
    assert_eq!(app.games_folder(), Some(dir.as_path()));
    assert_eq!(app.save_path("g.json"), dir.join("g.json"));
}

#[test]
fn a_failing_autosave_puts_up_the_warning_box() {
    let (_scratch, dir) = scratch("ro", true);
    let (mut rt, mut app) = game_in(&dir);
    first_step(&mut rt, &mut app);
    // The autosave file's folder is a file: the write fails.
    std::fs::write(dir.join("afile"), "x").expect("written");
    rt.autosave = Some(dir.join("afile").join("g.json"));
    let c = Command::SaveGame {
        to: SaveTo::Auto,
        game: Box::new(app.play().expect("game").snapshot(0)),
    };
    assert!(!rt.run_commands(&mut app, vec![c]));
    assert!(app.autosave_warning().is_some());
}

#[test]
fn when_the_data_dir_is_a_file_the_warning_stays_until_a_save_as_and_the_game_follows_it() {
    let (_scratch, dir) = scratch("file", true);
    // The data directory's path holds a file of the player's: saving there fails.
    let data = dir.join("data");
    std::fs::write(&data, "precious").expect("written");
    let (mut rt, mut app) = game_in(&data);
    first_step(&mut rt, &mut app);
    assert!(
        app.autosave_warning().is_some(),
        "the first autosave fails: {:?}",
        app.notice()
    );
    // The warning's save-as writes the game elsewhere and ends the warning.
    let copy = dir.join("copy.json");
    let c = save_as(&app, &copy);
    assert!(!rt.run_commands(&mut app, vec![c]));
    assert!(app.autosave_warning().is_none());
    assert_eq!(
        app.notice(),
        Some(&crate::app::Notice::File(FileNotice::AutosaveMoved(
            copy.clone()
        )))
    );
    // The next steps are autosaved there: nothing made after the warning is lost.
    for k in ['\n', 'e', '\n'] {
        let key = match k {
            '\n' => KeyEvent::from(KeyCode::Enter),
            c => crossterm_key(c),
        };
        let u = app.update(Msg::Key(key));
        assert!(!rt.run_commands(&mut app, u.commands));
    }
    assert!(app.autosave_warning().is_none(), "{:?}", app.notice());
    let rec = store::load(&copy).expect("a record");
    assert!(
        rec.armies.red.is_some(),
        "Red's army, sealed after the warning"
    );
    assert_eq!(std::fs::read_to_string(&data).expect("kept"), "precious");
}

#[test]
fn an_approved_save_as_over_this_sessions_file_writes_a_fresh_record() {
    let (_scratch, dir) = scratch("own", true);
    let (mut rt, mut app) = game_in(&dir);
    first_step(&mut rt, &mut app);
    let path = rt.autosave.clone().expect("a file");
    // The remembered record says 2000; a replacing save must not start from it.
    if let Some(w) = &mut rt.written {
        w.record.started = Some("2000-01-01T00:00:00Z".into());
    }
    let c = save_as(&app, &path);
    assert!(!rt.run_commands(&mut app, vec![c]));
    assert_eq!(
        app.question().and_then(|q| q.overwrite_path()),
        Some(path.as_path()),
        "even this session's file is not replaced without a yes"
    );
    let yes = app.update(Msg::Key(crossterm_key('y')));
    assert!(!rt.run_commands(&mut app, yes.commands));
    let rec = store::load(&path).expect("a record");
    assert_ne!(rec.started.as_deref(), Some("2000-01-01T00:00:00Z"));
    // What was written is remembered for the next autosave.
    assert!(rt.written.as_ref().is_some_and(|w| w.path == path));
}

/// The runtime's source, tests left out.
fn runtime_source() -> String {
    [
        include_str!("../tui.rs"),
        include_str!("runtime.rs"),
        include_str!("saving.rs"),
        include_str!("state.rs"),
        include_str!("storage.rs"),
        include_str!("review.rs"),
        include_str!("prefs_file.rs"),
    ]
    .iter()
    .map(|s| s.split("#[cfg(test)]\nmod tests {").next().unwrap_or(s))
    .collect()
}

#[test]
fn the_app_is_updated_from_one_place_never_from_inside_a_command() {
    let src = runtime_source();
    let calls = src.matches(".update(").count();
    assert_eq!(calls, 1, "app.update is called from {calls} places");
    // A command's answer is queued for the loop, not handed to the app.
    let command = src
        .split("fn command(")
        .nth(1)
        .and_then(|s| s.split("\n    }\n").next())
        .expect("the command handler");
    assert!(!command.contains("update"), "{command}");
}

#[test]
fn a_settings_save_writes_only_what_this_client_changed_onto_the_file_as_it_is() {
    use crate::prefs::{Pieces, Prefs};
    let (_scratch, dir) = scratch("prefs", true);
    let file = dir.join(super::prefs_file::FILE_NAME);
    let read = Prefs::default();
    super::prefs_file::save(&file, &read, false).expect("saved");
    let (tx, _rx) = mpsc::channel();
    let opts = RunOptions {
        prefs_path: Some(file.clone()),
        prefs_read: Some(read.clone()),
        ..RunOptions::default()
    };
    let mut rt = Runtime::new(opts, dir.clone(), tx);
    let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
    // Another client saves its change first.
    let other = Prefs {
        pieces: Pieces::Ascii,
        ..read.clone()
    };
    super::prefs_file::save(&file, &other, false).expect("the other client's save");
    // This one changed the think time only; then, later, the names.
    let save = |prefs: &Prefs| Command::SavePrefs {
        prefs: Box::new(prefs.clone()),
        replace_broken: false,
    };
    let mine = Prefs {
        think_ms: Some(500),
        ..read.clone()
    };
    assert!(!rt.run_commands(&mut app, vec![save(&mine)]));
    let on_file = || match super::prefs_file::load(&file) {
        super::prefs_file::Loaded::Read(p) => p,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        on_file().pieces,
        Pieces::Ascii,
        "the other client's change is kept"
    );
    assert_eq!(on_file().think_ms, Some(500));
    let mine = Prefs {
        blue_name: Some("Ann".into()),
        ..mine
    };
    assert!(!rt.run_commands(&mut app, vec![save(&mine)]));
    let now = on_file();
    assert_eq!(
        (now.pieces, now.think_ms, now.blue_name.as_deref()),
        (Pieces::Ascii, Some(500), Some("Ann")),
        "still kept at the second save"
    );
}

/// A game against the computer at level 3 writes `level = 3` into the settings file the
/// runtime read at start, keeping what another client saved meanwhile, and says nothing;
/// a runtime that read no settings file writes none.
#[test]
fn the_level_of_a_new_game_is_kept_in_the_settings_file_and_nothing_else_changed() {
    use crate::prefs::{Pieces, Prefs};
    let (_scratch, dir) = scratch("prefs-level", true);
    let file = dir.join(super::prefs_file::FILE_NAME);
    let read = Prefs::default();
    super::prefs_file::save(&file, &read, false).expect("saved");
    let other = Prefs {
        pieces: Pieces::Ascii,
        ..read.clone()
    };
    super::prefs_file::save(&file, &other, false).expect("another client's save");
    let (tx, _rx) = mpsc::channel();
    let opts = RunOptions {
        prefs_path: Some(file.clone()),
        prefs_read: Some(read.clone()),
        ..RunOptions::default()
    };
    let mut rt = Runtime::new(opts, dir.clone(), tx);
    let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
    let three = Level::new(3).expect("a level");
    assert!(!rt.run_commands(&mut app, vec![Command::RememberLevel(three)]));
    match super::prefs_file::load(&file) {
        super::prefs_file::Loaded::Read(p) => {
            assert_eq!((p.level, p.pieces), (3, Pieces::Ascii));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(app.notice(), None, "nothing said");

    let elsewhere = dir.join("elsewhere");
    let opts = RunOptions {
        prefs_path: Some(elsewhere.clone()),
        ..RunOptions::default()
    };
    let (tx, _rx) = mpsc::channel();
    let mut rt = Runtime::new(opts, dir.clone(), tx);
    assert!(!rt.run_commands(&mut app, vec![Command::RememberLevel(three)]));
    assert!(!elsewhere.exists(), "no settings read, none written");
}

#[test]
fn resume_past_a_broken_newer_save_says_so_on_the_game_screen() {
    let (_scratch, dir) = scratch("past", true);
    let good = dir.join("2026-01-01T00-00-00Z.json");
    let mut game = crate::rules::game::Game::new(crate::rules::game::Rules::standard());
    game.apply(crate::rules::game::Step::Army {
        side: crate::rules::Side::Blue,
        army: crate::rules::Army::rulebook_example(),
    })
    .expect("an army");
    store::save_atomic(&good, &Record::from_game(&game)).expect("saved");
    std::thread::sleep(Duration::from_millis(20));
    let broken = dir.join("2026-01-02T00-00-00Z.json");
    std::fs::write(&broken, "{ broken").expect("written");
    // What `shuuro resume` does: choose, then open on the terminal.
    let choice = super::storage::choose_resume(&dir);
    assert_eq!(choice.game.as_deref(), Some(good.as_path()));
    let (tx, _rx) = mpsc::channel();
    let opts = RunOptions {
        resume_path: choice.game.clone(),
        initial: vec![Command::Open(Open::Resume(choice.game.clone()))],
        notices: choice.notice().into_iter().collect(),
        ..RunOptions::default()
    };
    let mut rt = Runtime::new(opts, dir.clone(), tx);
    let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
    assert!(!rt.start(&mut app, 80, 24));
    assert!(app.play().is_some(), "the game is open");
    let said = crate::ui::notice::said(&app);
    assert!(
        said.contains("2026-01-02T00-00-00Z.json can't be read")
            && said.contains("resumed 2026-01-01T00-00-00Z.json"),
        "{said}"
    );
}

#[test]
fn file_errors_reach_the_app_typed_and_there_is_one_save_error() {
    let storage = include_str!("storage.rs");
    assert!(
        !storage.contains(", String>"),
        "tui/storage.rs returns no String errors"
    );
    let everywhere = [
        include_str!("../record/store.rs"),
        include_str!("../app/notice.rs"),
        include_str!("../app/command.rs"),
        include_str!("../app/asks.rs"),
        include_str!("../app/overlay.rs"),
        include_str!("review.rs"),
        include_str!("saving.rs"),
    ];
    let defined = everywhere
        .iter()
        .map(|s| s.matches("pub enum SaveError").count())
        .sum::<usize>();
    assert_eq!(defined, 1, "one SaveError");
}

/// A new Mini-Shuuro game saved in `path` and held as another running game holds it:
/// the file's text, and the lock.
fn game_running_in(path: &Path) -> (String, store::GameLock) {
    let game = crate::rules::game::Game::new(crate::rules::game::Rules::mini());
    store::save_atomic(path, &Record::from_game(&game)).expect("saved");
    let text = std::fs::read_to_string(path).expect("read");
    (text, store::lock_game(path).expect("locked"))
}

/// Two clients started in the same second name their games alike; the one that saves
/// second must not write over the first one's game (found by an attack: the armies of one
/// replaced the other's in one file, and neither player was told).
#[test]
fn two_new_games_named_alike_get_two_files() {
    let (_scratch, dir) = scratch("twins", true);
    let (mut rt1, mut app1) = game_in(&dir);
    let (mut rt2, mut app2) = game_in(&dir);
    // As when both start within one second.
    rt2.autosave = rt1.autosave.clone();
    first_step(&mut rt1, &mut app1);
    let first = rt1.autosave.clone().expect("a file");
    let before = std::fs::read_to_string(&first).expect("saved");
    first_step(&mut rt2, &mut app2);
    let second = rt2.autosave.clone().expect("a file");
    assert_ne!(first, second, "the second game moved to a name of its own");
    assert_eq!(std::fs::read_to_string(&first).expect("kept"), before);
    assert!(second.exists() && app2.autosave_warning().is_none());
    assert!(store::is_locked_elsewhere(&second) || rt2.lock.is_some());
}

/// A game whose file was chosen (`--save`, `resume`) and is now held by another running
/// game is not saved over it: the autosave fails and says so.
#[test]
fn a_chosen_file_another_game_holds_is_not_autosaved_over() {
    let (_scratch, dir) = scratch("held", true);
    let path = dir.join("chosen.json");
    let (mut rt, mut app) = game_saved_to(&dir, &path);
    assert_eq!(rt.autosave.as_ref(), Some(&path));
    let (before, held) = game_running_in(&path);
    first_step(&mut rt, &mut app);
    assert_eq!(std::fs::read_to_string(&path).expect("kept"), before);
    assert!(matches!(
        app.autosave_warning(),
        Some(SaveError::Lock(store::LockError::Busy { .. }))
    ));
    drop(held);
}

/// A save-as onto the file of a game running elsewhere is refused, even after a yes to
/// replacing it: that game would save over it at its next move anyway.
#[test]
fn save_as_onto_a_game_running_elsewhere_is_refused() {
    let (_scratch, dir) = scratch("saveheld", true);
    let (mut rt, mut app) = game_in(&dir);
    first_step(&mut rt, &mut app);
    let path = dir.join("running.json");
    let (before, held) = game_running_in(&path);
    for overwrite in [false, true] {
        let c = Command::SaveGame {
            to: SaveTo::As {
                path: path.clone(),
                overwrite,
            },
            game: Box::new(app.play().expect("game").snapshot(0)),
        };
        assert!(!rt.run_commands(&mut app, vec![c]));
        assert_eq!(std::fs::read_to_string(&path).expect("kept"), before);
        assert_eq!(
            app.notice(),
            Some(&crate::app::Notice::File(FileNotice::SaveFailed(
                SaveError::Lock(store::LockError::Busy { game: path.clone() })
            )))
        );
    }
    drop(held);
}

/// A failing autosave is remembered for the end of the client (which then says the game
/// was not saved and fails); a new game starts clean.
#[test]
fn the_runtime_remembers_a_failing_autosave_until_a_new_game() {
    let (_scratch, dir) = scratch("failing", true);
    let data = dir.join("data");
    std::fs::write(&data, "a file, not a folder").expect("written");
    let (mut rt, mut app) = game_in(&data);
    first_step(&mut rt, &mut app);
    let e = rt.autosave_failing.clone().expect("the autosave failed");
    let said = super::terminal::GameNotSaved(e).to_string();
    assert!(
        said.contains("NOT saved") && said.contains("data"),
        "{said}"
    );
    assert!(!rt.run_commands(&mut app, vec![Command::NewGameFile]));
    assert!(rt.autosave_failing.is_none());
}

/// A game whose lock can't be taken (here its lock file is a link into a folder that is
/// not there) is still saved, but the player is told: another `shuuro` could continue it
/// at the same time (found by an attack: the game ran unlocked without a word).
#[cfg(unix)]
#[test]
fn a_game_that_cannot_be_locked_is_saved_and_the_player_is_told() {
    let (_scratch, dir) = scratch("nolock", true);
    let path = dir.join("chosen.json");
    std::os::unix::fs::symlink(dir.join("missing").join("x"), store::lock_path(&path))
        .expect("link");
    let (mut rt, mut app) = game_saved_to(&dir, &path);
    // Each key's notice: the warning comes with the first save, and once only.
    let mut told = Vec::new();
    for code in [
        KeyCode::Enter,
        KeyCode::Char('e'),
        KeyCode::Enter,
        KeyCode::Char('a'),
    ] {
        press(&mut rt, &mut app, code);
        if let Some(n @ crate::app::Notice::File(FileNotice::Unlocked(_))) = app.notice() {
            told.push(crate::words::en().notice(&crate::app::keyset::Keys::fixed(), n));
            // Another notice over it: a second warning would show again.
            app.update(Msg::Tell(FileNotice::NothingToResume));
        }
    }
    assert!(path.exists(), "the game is saved");
    assert!(app.autosave_warning().is_none());
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(told[0].contains("can't take the lock"), "{told:?}");
    assert!(
        told[0].contains("another shuuro could open this game"),
        "{told:?}"
    );
}

/// When the save fails too (the games folder is a link to nothing), the lock's failure is
/// not said over it: "the game is saved" would be false, and the failing save says what
/// is wrong.
#[cfg(unix)]
#[test]
fn a_lock_failure_is_not_said_over_a_save_that_fails() {
    let (_scratch, dir) = scratch("nolock-nosave", true);
    let data = dir.join("data");
    std::os::unix::fs::symlink(dir.join("nowhere").join("x"), &data).expect("link");
    let (mut rt, mut app) = game_in(&data);
    for code in [KeyCode::Enter, KeyCode::Char('e'), KeyCode::Enter] {
        press(&mut rt, &mut app, code);
        assert!(
            !matches!(
                app.notice(),
                Some(crate::app::Notice::File(FileNotice::Unlocked(_)))
            ),
            "{:?}",
            app.notice()
        );
    }
    assert!(
        app.autosave_warning().is_some(),
        "the save failed and says so"
    );
}

// Save and resume through the program's own path (issue 36, item 17): the app asks for
// the save (leaving the game with `q`), the runtime writes it as it writes every game, and
// a new runtime opens it as `resume` and the start screen's Resume do. (These tests used
// to write through a save function of their own, which the program never called.)

/// The app (no colours, 80×24) with `game` resumed in it, `computer` its computer side
/// and `think` the settings' think time; what the resume asks of the runtime is left
/// undone (the computer's search).
fn resumed_app(
    game: crate::rules::game::Game,
    computer: Option<crate::rules::Side>,
    think: Duration,
) -> App {
    resumed_at(game, computer, think, None)
}

/// [`resumed_app`] with the computer at `level` (and thinking `think`) as its file would
/// say it.
fn resumed_at(
    game: crate::rules::game::Game,
    computer: Option<crate::rules::Side>,
    think: Duration,
    level: Option<Level>,
) -> App {
    let mut app = App::new(Settings::default(), crate::app::Options::sized(80, 24));
    app.update(Msg::Opened(Box::new(Opened::Resume {
        game: Box::new(game),
        clock_ms: None,
        clock_log: Vec::new(),
        computer: computer.map(|side| Computer {
            side,
            think,
            style: Style::at(level.unwrap_or_default()),
        }),
        hints: Default::default(),
    })));
    app
}

/// The level of the computer's search `opened` asks for at once, in an app whose settings
/// say `settings_level`.
fn level_resumed(opened: Opened, settings_level: Level) -> Option<Level> {
    let mut settings = Settings::default();
    settings.computer.style.level = settings_level;
    let mut app = App::new(settings, crate::app::Options::sized(80, 24));
    let u = app.update(Msg::Opened(Box::new(opened)));
    u.think().map(|(_, r)| r.skill.style.level)
}

/// A Mini game in the fight, and the side to move in it.
fn mini_fight() -> (crate::rules::game::Game, crate::rules::Side) {
    let s = Settings {
        board: crate::rules::BoardSize::Six,
        ..Settings::default()
    };
    let game = crate::app::demo::fight_game(s.rules(), 2);
    let side = game.position().expect("the fight").turn();
    (game, side)
}

/// A game against the computer at level 3, saved and resumed where the settings say
/// level 8: the computer plays on at level 3 (`x-computer-level`).
#[test]
fn the_computers_level_is_kept_across_a_save() {
    let (_scratch, dir) = scratch("resume-level", false);
    let (game, cpu) = mini_fight();
    let three = Level::new(3).expect("a level");
    let mut app = resumed_at(game, Some(cpu), Duration::from_secs(1), Some(three));
    assert_eq!(
        app.play().and_then(|p| p.computer()).map(|c| c.level()),
        Some(three)
    );
    let path = leave_and_save(&dir, &mut app);
    let text = std::fs::read_to_string(&path).expect("the file");
    assert!(text.contains("\"x-computer-level\": 3"), "{text}");
    let opened = reopen(&dir, Some(path));
    assert_eq!(level_resumed(opened, Level::MAX), Some(three));
}

/// A record without `x-computer-level` (written before there were levels) resumes against
/// the full engine, whatever level the settings say; a two-player game writes no level.
#[test]
fn a_record_without_a_level_resumes_at_the_full_engine() {
    let (_scratch, dir) = scratch("resume-no-level", false);
    let (game, cpu) = mini_fight();
    let mut app = resumed_app(game.clone(), None, Duration::from_secs(1));
    let path = leave_and_save(&dir, &mut app);
    let text = std::fs::read_to_string(&path).expect("the file");
    assert!(!text.contains("x-computer"), "{text}");
    let Opened::Resume { computer, .. } = reopen(&dir, Some(path.clone())) else {
        panic!("not resumed")
    };
    assert_eq!(computer, None);
    // The same game as a record from before levels: the computer named as a player.
    let mut rec = store::load(&path).expect("a record");
    rec.players[cpu] = Some(super::storage::COMPUTER.into());
    store::save_atomic_force(&path, &rec).expect("written");
    let opened = reopen(&dir, Some(path));
    let Opened::Resume { computer, .. } = &opened else {
        panic!("not resumed")
    };
    assert_eq!(
        computer.map(|c| (c.side, c.level())),
        Some((cpu, Level::MAX))
    );
    assert_eq!(
        level_resumed(opened, Level::new(2).expect("a level")),
        Some(Level::MAX)
    );
}

/// Leaves the game in `app` with `q` as the player does, the save it asks for written by
/// a runtime saving in `dir`; answers the file written. The runtime, and with it the
/// game's lock, is gone when this returns.
fn leave_and_save(dir: &Path, app: &mut App) -> PathBuf {
    let mut rt = runtime(dir);
    press(&mut rt, app, KeyCode::Char('q'));
    assert!(matches!(app.screen(), crate::app::Screen::Start { .. }));
    assert_eq!(rt.autosave_failing, None, "saved");
    let path = rt.autosave.clone().expect("the game's file");
    assert!(path.is_file(), "{}", path.display());
    path
}

/// What a new runtime saving in `dir` opens, as `resume` (with a file) or Resume (without)
/// opens it.
fn reopen(dir: &Path, path: Option<PathBuf>) -> Opened {
    runtime(dir).open(Open::Resume(path))
}

fn game_with_clock() -> crate::rules::game::Game {
    let s = Settings {
        board: crate::rules::BoardSize::Six,
        clock: Some(crate::rules::game::ClockRules::new(5, 3)),
        ..Settings::default()
    };
    crate::app::demo::fight_game(s.rules(), 6)
}

#[test]
fn resume_restores_the_game_and_both_clocks() {
    use crate::rules::Side;
    let (_scratch, dir) = scratch("resume-clock", false);
    let mut app = resumed_app(game_with_clock(), None, Settings::default().computer.think);
    app.update(Msg::Tick(7_000));
    let p = app.play().expect("a game");
    let before = p.game().steps().to_vec();
    let left = p.snapshot(app.now()).clock_now.expect("a clock");
    assert!(left.contains(&293_000), "{left:?}");
    let path = leave_and_save(&dir, &mut app);

    let mut rt = runtime(&dir);
    let mut app = App::new(Settings::default(), crate::app::Options::sized(80, 24));
    let open = Command::Open(Open::Resume(Some(path)));
    assert!(!rt.run_commands(&mut app, vec![open]));
    let p = app.play().expect("resumed");
    assert_eq!(p.game().steps(), &before[..]);
    assert_eq!(p.phase(), crate::rules::game::Phase::Fight);
    let c = p.clock().expect("the clock");
    assert_eq!([c.left(Side::Blue, 0), c.left(Side::Red, 0)], left);
}

#[test]
fn quitting_a_game_saves_it_and_resume_finds_it_as_the_newest_unfinished() {
    use crate::rules::Side;
    let (_scratch, dir) = scratch("resume-quit", false);
    let s = Settings {
        board: crate::rules::BoardSize::Six,
        seed: 4,
        ..Settings::default()
    };
    let mut rt = runtime(&dir);
    let mut app = App::new(s.clone(), crate::app::Options::sized(80, 24));
    let u = app.start_game(&s);
    assert!(!rt.run_commands(&mut app, u.commands));
    first_step(&mut rt, &mut app);
    press(&mut rt, &mut app, KeyCode::Char('q'));
    assert!(matches!(app.screen(), crate::app::Screen::Start { .. }));
    let path = rt.autosave.clone().expect("the game's file");
    drop(rt);
    assert_eq!(super::storage::newest_unfinished(&dir), Some(path.clone()));
    let list = super::storage::list_saves(&dir);
    assert_eq!(list.len(), 1);
    let said = crate::words::en().save_about(&list[0].about);
    assert!(said.ends_with("armies being bought"), "{said}");
    let Opened::Resume { game, .. } = reopen(&dir, None) else {
        panic!("not resumed")
    };
    // Blue's army is in; Red's is still to come, behind a hand-over screen.
    assert!(game.has_army(Side::Blue));
    assert!(!game.has_army(Side::Red));
}

#[test]
fn the_computer_side_is_remembered_across_a_save() {
    use crate::rules::Side;
    let (_scratch, dir) = scratch("resume-cpu", false);
    let s = Settings {
        board: crate::rules::BoardSize::Six,
        ..Settings::default()
    };
    let game = crate::app::demo::fight_game(s.rules(), 2);
    let mut app = resumed_app(game, Some(Side::Red), s.computer.think);
    let path = leave_and_save(&dir, &mut app);
    let Opened::Resume { computer, .. } = reopen(&dir, Some(path)) else {
        panic!("not resumed")
    };
    assert_eq!(computer.map(|c| c.side), Some(Side::Red));
}

/// Found by a play test: `play --computer red --think 5s`, resumed, thought for the
/// settings' 2 s. The computer's think time is saved with the game (`x-computer-think-ms`)
/// and a resumed game keeps it.
#[test]
fn the_computers_think_time_is_kept_across_a_save() {
    let (_scratch, dir) = scratch("resume-think", false);
    let game = crate::app::demo::fight_game(
        Settings {
            board: crate::rules::BoardSize::Six,
            ..Settings::default()
        }
        .rules(),
        2,
    );
    let cpu = game.position().expect("the fight").turn();
    let mut app = resumed_app(game, Some(cpu), Duration::from_secs(5));
    let path = leave_and_save(&dir, &mut app);
    let opened = reopen(&dir, Some(path));
    // Resumed where the settings say 2 s.
    let mut app = App::new(Settings::default(), crate::app::Options::sized(80, 24));
    let u = app.update(Msg::Opened(Box::new(opened)));
    let time = u.commands.iter().find_map(|c| match c {
        Command::Start {
            job: Job::Think(r), ..
        } => Some(r.time),
        _ => None,
    });
    assert_eq!(time, Some(Duration::from_secs(5)), "{:?}", u.commands);
}

#[test]
fn a_saved_game_opens_in_the_replay_viewer() {
    let (_scratch, dir) = scratch("resume-replay", false);
    let game = crate::app::demo::fight_game(Settings::default().rules(), 10);
    let steps = game.steps().len();
    let mut app = resumed_app(game, None, Settings::default().computer.think);
    let path = leave_and_save(&dir, &mut app);
    let mut rt = runtime(&dir);
    let mut app = App::new(Settings::default(), crate::app::Options::sized(80, 24));
    assert!(!rt.run_commands(&mut app, vec![Command::Open(Open::Replay(path))]));
    let crate::app::Screen::Replay(r) = app.screen() else {
        panic!("no viewer")
    };
    assert_eq!(r.len(), steps);
}

/// A save-as of the game in `app` to `path`, `overwrite` as after a yes, carried out.
fn save_as_to(rt: &mut Runtime, app: &mut App, path: &Path, overwrite: bool) {
    let c = Command::SaveGame {
        to: SaveTo::As {
            path: path.to_path_buf(),
            overwrite,
        },
        game: Box::new(app.play().expect("a game").snapshot(0)),
    };
    assert!(!rt.run_commands(app, vec![c]));
}

/// Issue 36, item 1: a save-as onto the game's own lock file (`.g.json.lock`, with a yes)
/// replaced it, the lock went with the old file, and a second `shuuro` opened the running
/// game. A lock file's name or a save's temporary file's is never a save-as target: it is
/// refused at once, even after a yes, and the game stays held.
#[test]
fn save_as_onto_a_lock_or_temporary_file_is_refused_even_after_a_yes() {
    let (_scratch, dir) = scratch("lockname", true);
    let (mut rt, mut app) = game_in(&dir);
    first_step(&mut rt, &mut app);
    let game = rt.autosave.clone().expect("a file");
    let lock = store::lock_path(&game);
    assert!(lock.exists());
    let name = game.file_name().expect("a name").to_string_lossy();
    let temp = dir.join(format!(".{name}.4242.1.tmp"));
    for path in [&lock, &temp] {
        for overwrite in [false, true] {
            save_as_to(&mut rt, &mut app, path, overwrite);
            assert!(app.question().is_none(), "nothing to ask: {path:?}");
            assert!(
                matches!(
                    app.notice(),
                    Some(crate::app::Notice::File(FileNotice::SaveFailed(_)))
                ),
                "{:?}",
                app.notice()
            );
        }
    }
    assert!(!temp.exists(), "nothing written");
    assert_eq!(std::fs::read(&lock).expect("the lock file").len(), 0);
    // Another `shuuro` still finds the game held.
    assert!(matches!(
        store::lock_game(&game),
        Err(store::LockError::Busy { .. })
    ));
}

/// Issue 36, item 2: a save-as replaced a text file (or a link to one) after "is already
/// there", asked about a FIFO before refusing it, and made `/dev/null.json` of a typed
/// `/dev/null`. What is not a game is refused at once, saying what is there; only a game
/// is asked about.
#[cfg(unix)]
#[test]
fn save_as_onto_what_is_not_a_game_is_refused_saying_what_is_there() {
    let (_scratch, dir) = scratch("notgame", true);
    let (mut rt, mut app) = game_in(&dir);
    first_step(&mut rt, &mut app);
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "my notes").expect("written");
    let link = dir.join("link.json");
    std::os::unix::fs::symlink(&notes, &link).expect("link");
    let fifo = dir.join("pipe.json");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let folder = dir.join("folder.json");
    std::fs::create_dir(&folder).expect("folder");
    let layout = dir.join("lay1.json");
    super::storage::save_layout(
        &layout,
        crate::rules::BoardSize::Six,
        crate::rules::Bitboard::EMPTY,
        false,
    )
    .expect("a layout");
    let layout_text = std::fs::read(&layout).expect("read");
    for path in [&notes, &link, &fifo, &folder, &layout] {
        for overwrite in [false, true] {
            save_as_to(&mut rt, &mut app, path, overwrite);
            assert!(app.question().is_none(), "nothing to ask: {path:?}");
            let said = app
                .notice()
                .map(|n| crate::words::en().notice(&crate::app::keyset::Keys::fixed(), n))
                .unwrap_or_default();
            let name = path.file_name().expect("a name").to_string_lossy();
            assert!(
                said.contains(&format!("{name} is not a game"))
                    && said.contains("choose another name"),
                "{said}"
            );
        }
    }
    assert_eq!(std::fs::read_to_string(&notes).expect("kept"), "my notes");
    assert!(std::fs::symlink_metadata(&link).expect("kept").is_symlink());
    assert!(folder.is_dir());
    assert_eq!(std::fs::read(&layout).expect("kept"), layout_text);
    // A typed `/dev/null` names a device: refused, and nothing is made in /dev.
    let null = app.save_path("/dev/null");
    for overwrite in [false, true] {
        save_as_to(&mut rt, &mut app, &null, overwrite);
        let made = std::fs::symlink_metadata(&null).is_ok();
        if made {
            let _ = std::fs::remove_file(&null);
        }
        assert!(!made, "{} made", null.display());
        let said = app
            .notice()
            .map(|n| crate::words::en().notice(&crate::app::keyset::Keys::fixed(), n))
            .unwrap_or_default();
        assert!(said.contains("/dev/null is not a game"), "{said}");
    }
}

/// Issue 36, item 3: two save-as onto one new name both said "saved", and the second copy
/// replaced the first without the question. Writing a new file is atomic: when the file
/// appeared after the name was found free, the save fails (and the player is asked).
#[cfg(unix)]
#[test]
fn a_save_as_onto_a_new_name_does_not_replace_a_file_that_appeared_meanwhile() {
    let (_scratch, dir) = scratch("race", true);
    let (mut rt1, mut app1) = game_in(&dir);
    let (mut rt2, mut app2) = game_in(&dir);
    first_step(&mut rt1, &mut app1);
    first_step(&mut rt2, &mut app2);
    let path = dir.join("shared.json");
    // Both find the name free, then both write.
    assert!(matches!(
        rt1.target(&path, crate::app::Saving::Game, false),
        super::state::Target::Free(_, super::state::Write::New)
    ));
    assert!(matches!(
        rt2.target(&path, crate::app::Saving::Game, false),
        super::state::Target::Free(_, super::state::Write::New)
    ));
    let snap1 = app1.play().expect("a game").snapshot(0);
    let snap2 = app2.play().expect("a game").snapshot(0);
    rt1.save_game(path.clone(), super::state::Write::New, &snap1)
        .expect("the first is written");
    let first = std::fs::read(&path).expect("written");
    let inode =
        |p: &Path| std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(p).expect("there"));
    let id = inode(&path);
    assert!(matches!(
        rt2.save_game(path.clone(), super::state::Write::New, &snap2),
        Err(SaveError::Appeared(_))
    ));
    assert_eq!(std::fs::read(&path).expect("kept"), first);
    assert_eq!(inode(&path), id, "the first file is the one there");
}

/// The viewer on the record `dir/g.json` of a fight game, with the runtime's worker
/// answers coming to the receiver.
fn viewer_on_record(dir: &Path) -> (Runtime, App, mpsc::Receiver<Event2>, Record) {
    let game = crate::app::demo::fight_game(Settings::default().rules(), 10);
    let mut rec = Record::from_game(&game);
    // Named players: a picture's caption names them as `shuuro export` does.
    rec.players = crate::rules::BySide::new(Some("Ann".into()), Some("Bob".into()));
    let path = dir.join("g.json");
    std::fs::write(&path, rec.to_json_string()).expect("the record written");
    let (tx, rx) = mpsc::channel();
    let mut rt = runtime(dir);
    rt.tx = tx;
    let mut app = App::new(Settings::default(), crate::app::Options::sized(80, 24));
    assert!(!rt.run_commands(&mut app, vec![Command::Open(Open::Replay(path))]));
    assert!(matches!(app.screen(), crate::app::Screen::Replay(_)));
    (rt, app, rx, rec)
}

/// A key pressed in the viewer, the picture job it starts carried out, and its answer
/// fed back: the notice it leaves.
fn picture_key(
    rt: &mut Runtime,
    app: &mut App,
    rx: &mpsc::Receiver<Event2>,
    c: char,
) -> FileNotice {
    press(rt, app, KeyCode::Char(c));
    // Said at once: the drawing takes a while.
    let saving = crate::app::News::SavingPicture { animated: c == 'E' };
    assert_eq!(app.notice(), Some(&crate::app::Notice::News(saving)));
    match rx.recv_timeout(Duration::from_secs(60)) {
        Ok(Event2::App(msg)) => {
            let u = app.update(msg);
            assert!(!rt.run_commands(app, u.commands));
        }
        _ => panic!("no answer to {c}"),
    }
    match app.notice() {
        Some(crate::app::Notice::File(f)) => f.clone(),
        other => panic!("{c}: {other:?}"),
    }
}

#[test]
fn e_in_the_viewer_saves_the_step_shown_as_export_draws_it_and_never_over_a_file() {
    let (_scratch, dir) = scratch("picture", true);
    let (mut rt, mut app, rx, rec) = viewer_on_record(&dir);
    let pictures = crate::picture::game::replayed(&rec).expect("the record replays");
    press(&mut rt, &mut app, KeyCode::Char('g'));
    for _ in 0..12 {
        press(&mut rt, &mut app, KeyCode::Right);
    }
    let first = dir.join("g-step12.png");
    assert_eq!(
        picture_key(&mut rt, &mut app, &rx, 'e'),
        FileNotice::PictureSaved(first.clone())
    );
    let png = std::fs::read(&first).expect("the picture is there");
    let export = pictures
        .png(Some(12), crate::picture::SQUARE_PX, false)
        .expect("a PNG");
    assert_eq!(png, export, "the pixels of shuuro export --step 12 --png");
    // Again: a new name, the first picture kept.
    std::fs::write(&first, b"kept").expect("write");
    let second = dir.join("g-step12-2.png");
    assert_eq!(
        picture_key(&mut rt, &mut app, &rx, 'e'),
        FileNotice::PictureSaved(second.clone())
    );
    assert_eq!(std::fs::read(&first).expect("first"), b"kept");
    assert_eq!(std::fs::read(&second).expect("second"), export);
    // The status line says where.
    let notice = crate::app::Notice::File(FileNotice::PictureSaved(second.clone()));
    assert_eq!(
        crate::words::en().notice(&crate::app::keyset::Keys::fixed(), &notice),
        format!("picture saved: {}", second.display())
    );
}

#[test]
fn capital_e_in_the_viewer_saves_the_whole_game_as_export_animates_it() {
    let (_scratch, dir) = scratch("animation", true);
    let (mut rt, mut app, rx, rec) = viewer_on_record(&dir);
    let gif = dir.join("g.gif");
    assert_eq!(
        picture_key(&mut rt, &mut app, &rx, 'E'),
        FileNotice::PictureSaved(gif.clone())
    );
    let pictures = crate::picture::game::replayed(&rec).expect("the record replays");
    let export = pictures
        .gif(crate::picture::SQUARE_PX, false, crate::picture::DELAY_MS)
        .expect("a GIF");
    assert!(export.starts_with(b"GIF89a"));
    assert_eq!(std::fs::read(&gif).expect("the GIF is there"), export);
}

/// Issue 44: a player's name holding U+FFFE or U+FFFF (a valid record) made `e` and `E`
/// fail with "the drawing can't be read back". Every name a record may hold draws.
#[test]
fn e_and_capital_e_draw_every_name_a_record_may_hold() {
    let (_scratch, dir) = scratch("picture-names", true);
    let (mut rt, mut app, rx, mut rec) = viewer_on_record(&dir);
    // The names are read from the file when the picture is drawn.
    rec.players = crate::rules::BySide::new(
        Some("A\u{FFFE}B\u{FFFF}".into()),
        Some("\u{0}<&>\u{fdd0}".into()),
    );
    std::fs::write(dir.join("g.json"), rec.to_json_string()).expect("the record written");
    let png = dir.join(format!("g-step{}.png", rec_len(&app)));
    assert_eq!(
        picture_key(&mut rt, &mut app, &rx, 'e'),
        FileNotice::PictureSaved(png.clone())
    );
    assert!(
        std::fs::read(&png)
            .expect("the PNG")
            .starts_with(b"\x89PNG")
    );
    assert_eq!(
        picture_key(&mut rt, &mut app, &rx, 'E'),
        FileNotice::PictureSaved(dir.join("g.gif"))
    );
}

#[test]
fn a_picture_into_a_folder_that_is_gone_is_a_notice_naming_the_file() {
    let (_scratch, dir) = scratch("nofolder", true);
    let (mut rt, mut app, rx, _) = viewer_on_record(&dir);
    std::fs::remove_dir_all(&dir).expect("the folder removed");
    match picture_key(&mut rt, &mut app, &rx, 'e') {
        FileNotice::PictureNotSaved(crate::app::jobs::PictureSaveError::Write { path, source }) => {
            assert_eq!(path, dir.join(format!("g-step{}.png", rec_len(&app))));
            assert_eq!(source.kind(), std::io::ErrorKind::NotFound);
        }
        other => panic!("{other:?}"),
    }
    assert!(!dir.exists(), "no folder is made");
}

/// How many steps the viewer's record has (it opens at its end).
fn rec_len(app: &App) -> usize {
    match app.screen() {
        crate::app::Screen::Replay(r) => r.len(),
        _ => panic!("no viewer"),
    }
}

#[test]
fn a_picture_of_the_game_just_played_goes_in_the_games_folder_named_after_its_autosave() {
    let (_scratch, dir) = scratch("played", true);
    let game = mini_checkmate();
    let (tx, rx) = mpsc::channel();
    // A step of the fight: a board the flip changes.
    let n = game.steps().len() - 2;
    let mut rt = runtime(&dir);
    rt.tx = tx;
    rt.autosave = Some(dir.join("mini-1.json"));
    let mut app = App::new(Settings::default(), crate::app::Options::DEFAULT);
    let job = Job::Picture(Box::new(crate::app::jobs::PictureRequest {
        rules: game.rules().clone(),
        steps: game.steps().to_vec(),
        of: crate::app::jobs::PictureOf::Step(n),
        flip: true,
        beside: None,
    }));
    let ticket = crate::app::jobs::Jobs::default().issue(job.kind());
    let start = Command::Start {
        ticket,
        job,
        threads: 1,
    };
    assert!(!rt.run_commands(&mut app, vec![start]));
    let saved = match rx.recv_timeout(Duration::from_secs(60)) {
        Ok(Event2::App(Msg::Answer {
            answer: Answer::Pictured { animated, saved },
            ..
        })) => {
            assert!(!animated);
            *saved
        }
        _ => panic!("no picture answered"),
    };
    let path = dir.join(format!("mini-1-step{n}.png"));
    assert_eq!(saved, Ok(path.clone()));
    let mut rec = Record::new(game.rules().clone());
    let mut shown = crate::rules::game::Game::new(game.rules().clone());
    for s in &game.steps()[..n] {
        shown.apply(s.clone()).expect("a legal step");
    }
    rec.set_game(&shown);
    let pictures = crate::picture::game::replayed(&rec).expect("replays");
    let png = |flip| {
        pictures
            .png(None, crate::picture::SQUARE_PX, flip)
            .expect("a PNG")
    };
    let flipped = png(true);
    assert_ne!(flipped, png(false), "a board the flip changes");
    assert_eq!(std::fs::read(&path).expect("the picture"), flipped);
}

/// The trainer's attempt, while another program holds the progress file's lock: the
/// runtime hands it over at once (it waited 10 s on the screen's thread, then dropped
/// it), the screen says it is pending, and it is written when the lock frees.
#[test]
fn a_held_progress_lock_never_stops_the_trainer_and_its_attempt_is_written_when_it_frees() {
    use crate::app::trainer::TrainerSetup;
    use crate::puzzle::Puzzle;
    use crate::puzzle::set::Theme;
    use crate::record::data_job::DataAnswer;
    use crate::record::puzzle_files::{progress_path, read_progress};
    use crate::record::shared_file;
    let (_scratch, dir) = scratch("pending", true);
    let path = progress_path(&dir);
    let (tx, rx) = mpsc::channel();
    let mut rt = runtime(&dir);
    rt.tx = tx;
    let mut app = App::new(Settings::default(), crate::app::Options::sized(100, 30));
    let puzzle = Puzzle::fight(
        "m1".into(),
        "k5/6/K5/6/6/5R w - 1".into(),
        vec!["f1f6".into()],
        vec![Theme::MateIn1],
    );
    let resolved = crate::puzzle::check::check(0, &puzzle).expect("valid");
    assert!(app.start_trainer(TrainerSetup {
        name: "test".into(),
        puzzles: vec![(puzzle, resolved)],
        progress: crate::puzzle::progress::Progress::default(),
        progress_problem: None,
        show_themes: false,
        seed: 1,
        filter: Default::default(),
    }));
    let held = shared_file::hold(&path).expect("the lock");
    // A hint, then the solution: the attempt is over, failed, and handed over.
    press(&mut rt, &mut app, KeyCode::Char('H'));
    press(&mut rt, &mut app, KeyCode::Char('s'));
    let next = |rx: &mpsc::Receiver<Event2>| match rx.recv_timeout(Duration::from_secs(20)) {
        Ok(Event2::App(msg)) => msg,
        _ => panic!("no answer from the progress writer"),
    };
    let msg = next(&rx);
    assert!(
        matches!(&msg, Msg::Answer { answer: Answer::Data(d), .. } if matches!(**d, DataAnswer::AttemptsPending(_))),
        "{msg:?}"
    );
    let u = app.update(msg);
    assert!(!rt.run_commands(&mut app, u.commands));
    let t = app.trainer().expect("the trainer");
    assert_eq!(t.pending().map(|p| p.attempts), Some(1));
    assert_eq!(t.progress().attempts().len(), 1, "in Past attempts already");
    assert!(!path.exists(), "nothing written while the lock is held");
    drop(held);
    let u = app.update(next(&rx));
    assert!(!rt.run_commands(&mut app, u.commands));
    let t = app.trainer().expect("the trainer");
    assert_eq!(t.pending(), None);
    assert_eq!(t.save_error(), None);
    let saved = read_progress(&path).expect("written");
    assert_eq!(saved.attempts().len(), 1);
    assert!(!saved.attempts()[0].solved);
    assert_eq!(t.progress(), &saved);
}
