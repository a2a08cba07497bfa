//! Files that are never lost, leaked or hung on: the real binary (`CARGO_BIN_EXE_shuuro`,
//! a temporary `SHUURO_DATA_DIR`, no terminal) and the storage functions, attacked with
//! existing games, symbolic links, FIFOs, directories, broken files, a second instance
//! and the temporary files of killed saves.

use std::os::unix::fs::FileTypeExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use shuuro::record::Record;
use shuuro::record::store::{self, Leftover, LockError};
use shuuro::rules::game::{Game, Rules, Step};
use shuuro::rules::{Army, Side};
use shuuro::tui::storage;

mod common;
use common::process::{run_in, temp_dir};

const RECORDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/records");

fn copy_record(name: &str, to: &Path) {
    std::fs::copy(Path::new(RECORDS).join(name), to).unwrap();
}

const NO_TERMINAL: &str = "shuuro needs a terminal";

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap().success();
    assert!(ok, "mkfifo {}", path.display());
}

// ---- 1. `play --save` onto an existing game ---------------------------------------

#[test]
fn play_save_onto_a_game_is_refused_and_the_game_kept() {
    let dir = temp_dir("save-onto");
    copy_record("resume-fight.json", &dir.join("game.json"));
    let before = std::fs::read(dir.join("game.json")).unwrap();
    let r = run_in(&dir, &["play", "--mini", "--save", "game.json"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    // 40 half-moves: 20 moves, as the move list numbers them (point 13).
    assert_eq!(
        r.stderr.trim(),
        "shuuro play: game.json already holds a game (Blue to move, 20 moves): \
         use `shuuro resume game.json`, or another name"
    );
    assert_eq!(std::fs::read(dir.join("game.json")).unwrap(), before);
    // The same through a symbolic link: refused, and the link is still a link.
    std::os::unix::fs::symlink("game.json", dir.join("link.json")).unwrap();
    let r = run_in(&dir, &["play", "--save", "link.json"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(
        r.stderr.contains("link.json already holds a game"),
        "{}",
        r.stderr
    );
    assert!(
        std::fs::symlink_metadata(dir.join("link.json"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    // A link to nothing is not a place for a new game either.
    std::os::unix::fs::symlink("missing/x.json", dir.join("dangling.json")).unwrap();
    let r = run_in(&dir, &["play", "--save", "dangling.json"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(
        r.stderr
            .contains("a symbolic link to a file that is not there"),
        "{}",
        r.stderr
    );
    // Something that is not a game is not overwritten either.
    std::fs::write(dir.join("notes.json"), "my notes").unwrap();
    let r = run_in(&dir, &["play", "--mini", "--save", "notes.json"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(
        r.stderr.contains("notes.json is not overwritten"),
        "{}",
        r.stderr
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("notes.json")).unwrap(),
        "my notes"
    );
    // A free name goes on to the terminal check.
    let r = run_in(&dir, &["play", "--mini", "--save", "new.json"]);
    assert!(r.stderr.starts_with(NO_TERMINAL), "{}", r.stderr);
    assert!(
        !dir.join(".new.json.lock").exists(),
        "looking made no lock file"
    );
}

#[test]
fn a_save_through_a_symlink_writes_the_target_and_keeps_the_link() {
    let dir = temp_dir("symlink");
    let target = dir.join("real.json");
    let link = dir.join("link.json");
    store::save_atomic(&target, &Record::new(Rules::mini())).unwrap();
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let mut rec = Record::new(Rules::standard());
    rec.notes = Some("through the link".into());
    store::save_atomic(&link, &rec).unwrap();
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(store::load(&target).unwrap(), rec);
    // A link to nothing is an error, not a new plain file in its place.
    let dangling = dir.join("dangling.json");
    std::os::unix::fs::symlink(dir.join("nowhere/x.json"), &dangling).unwrap();
    assert!(store::save_atomic(&dangling, &rec).is_err());
    assert!(
        std::fs::symlink_metadata(&dangling)
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

// ---- 3. two instances on one game -------------------------------------------------

const HOLD_ENV: &str = "SHUURO_SAFETY_HOLD_LOCK";

/// Not a test of its own: the child process of the lock tests, holding a game's lock
/// until it is killed.
#[test]
#[ignore = "child process of a_lock_of_a_killed_process_blocks_nobody"]
fn hold_lock_child() {
    let Some(path) = std::env::var_os(HOLD_ENV) else {
        return;
    };
    let _lock = store::lock_game(Path::new(&path)).unwrap();
    std::fs::write(format!("{}.held", path.to_string_lossy()), "").unwrap();
    std::thread::sleep(Duration::from_secs(60));
}

#[test]
fn a_game_open_elsewhere_is_not_resumed_twice() {
    let dir = temp_dir("lock");
    let game = dir.join("game.json");
    copy_record("resume-fight.json", &game);
    let lock = store::lock_game(&game).unwrap();
    let r = run_in(&dir, &["resume", "game.json"]);
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert_eq!(
        r.stderr.trim(),
        "shuuro resume: game.json is open in another shuuro; \
         to look at it read-only: shuuro replay game.json"
    );
    // Without a FILE, the newest unfinished game is the same one.
    std::fs::create_dir_all(dir.join("data")).unwrap();
    let in_data = dir.join("data/2026-01-01T00-00-00Z.json");
    copy_record("resume-fight.json", &in_data);
    let lock2 = store::lock_game(&in_data).unwrap();
    let r = run_in(&dir, &["resume"]);
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert!(
        r.stderr.contains("is open in another shuuro"),
        "{}",
        r.stderr
    );
    // A save while the lock is held keeps it working (the lock is not on the file that
    // the rename replaces).
    let rec = store::load(&game).unwrap();
    store::save_atomic(&game, &rec).unwrap();
    assert!(matches!(
        store::lock_game(&game),
        Err(LockError::Busy { .. })
    ));
    assert!(
        run_in(&dir, &["resume", "game.json"])
            .stderr
            .contains("open in another")
    );
    // Once given up, resuming goes on (to the terminal check here).
    drop((lock, lock2));
    let r = run_in(&dir, &["resume", "game.json"]);
    assert!(r.stderr.starts_with(NO_TERMINAL), "{}", r.stderr);
    // The lock file is hidden and never listed as a game.
    assert!(store::lock_path(&game).ends_with(".game.json.lock"));
    assert_eq!(storage::list_saves(&dir).len(), 1);
}

#[test]
fn a_lock_of_a_killed_process_blocks_nobody() {
    let dir = temp_dir("lock-kill");
    let game = dir.join("game.json");
    copy_record("resume-fight.json", &game);
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "hold_lock_child",
            "--test-threads=1",
        ])
        .env(HOLD_ENV, &game)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let held = dir.join("game.json.held");
    let start = Instant::now();
    while !held.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the child never locked"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(store::is_locked_elsewhere(&game));
    child.kill().unwrap(); // SIGKILL: no destructor runs
    child.wait().unwrap();
    assert!(!store::is_locked_elsewhere(&game));
    let r = run_in(&dir, &["resume", "game.json"]);
    assert!(r.stderr.starts_with(NO_TERMINAL), "{}", r.stderr);
}

// ---- 4. modes ---------------------------------------------------------------------

#[test]
fn a_save_keeps_the_mode_and_new_saves_are_private() {
    use std::os::unix::fs::PermissionsExt;
    let dir = temp_dir("mode");
    let path = dir.join("g.json");
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    store::save_atomic(&path, &Record::new(Rules::mini())).unwrap();
    assert_eq!(mode(&path), 0o600, "a new save is private");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
    store::save_atomic(&path, &Record::new(Rules::standard())).unwrap();
    assert_eq!(mode(&path), 0o640, "a save keeps the file's mode");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    store::save_atomic(&path, &Record::new(Rules::mini())).unwrap();
    assert_eq!(mode(&path), 0o600);
}

// ---- 5. leftover temporary files --------------------------------------------------

/// A process id no process has (above Linux's largest).
const DEAD_PID: u32 = 4_194_400;

#[test]
fn leftovers_of_killed_saves_are_removed_or_kept_when_newer() {
    let dir = temp_dir("leftovers");
    let empty = Game::new(Rules::standard());
    let more = army_game();
    // 1. garbage beside a game: removed.
    store::save_atomic(&dir.join("a.json"), &Record::from_game(&more)).unwrap();
    let t1 = dir.join(format!(".a.json.{DEAD_PID}.0.tmp"));
    std::fs::write(&t1, "{ half writt").unwrap();
    // 2. the game with one more step than its record: the save is finished.
    store::save_atomic(&dir.join("b.json"), &Record::from_game(&empty)).unwrap();
    let t2 = dir.join(format!(".b.json.{DEAD_PID}.1.tmp"));
    std::fs::write(&t2, Record::from_game(&more).to_json_string()).unwrap();
    // 3. a game beside a broken record: kept under its own name, the record untouched.
    std::fs::write(dir.join("c.json"), "broken").unwrap();
    let t3 = dir.join(format!(".c.json.{DEAD_PID}.2.tmp"));
    std::fs::write(&t3, Record::from_game(&more).to_json_string()).unwrap();
    // 4. a temporary file of this (running) process: left alone.
    let t4 = dir.join(format!(".d.json.{}.3.tmp", std::process::id()));
    std::fs::write(&t4, "busy").unwrap();
    let mut done = store::clean_leftovers(&dir).unwrap();
    done.sort_by_key(|l| format!("{l:?}"));
    assert_eq!(done.len(), 3, "{done:?}");
    assert!(done.contains(&Leftover::Removed { temp: t1.clone() }));
    assert!(done.contains(&Leftover::Completed {
        temp: t2.clone(),
        game: dir.join("b.json")
    }));
    assert!(done.contains(&Leftover::Recovered {
        temp: t3.clone(),
        saved_as: dir.join("c.recovered.json")
    }));
    assert!(!t1.exists() && !t2.exists() && !t3.exists() && t4.exists());
    assert_eq!(
        store::load_game(&dir.join("b.json")).unwrap().1.steps(),
        more.steps()
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("c.json")).unwrap(),
        "broken"
    );
    assert!(store::load_game(&dir.join("c.recovered.json")).is_ok());
}

#[test]
fn the_next_start_tidies_the_data_directory_and_says_so() {
    let dir = temp_dir("tidy");
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let t = data.join(format!(".2026-01-01T00-00-00Z.json.{DEAD_PID}.0.tmp"));
    std::fs::write(&t, "{ half").unwrap();
    let r = run_in(&dir, &["play", "--mini"]);
    assert!(!t.exists(), "the leftover is removed");
    assert!(
        r.stderr.contains("left by an interrupted save"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains(NO_TERMINAL), "{}", r.stderr);
}

// ---- 6. FIFOs, directories and other special files --------------------------------

#[test]
fn a_record_path_linked_to_a_full_device_is_refused_before_the_game_starts() {
    // /dev/full takes no write: a save through a link to it must be refused at once, not
    // found out after the first move.
    let dir = temp_dir("devfull");
    std::os::unix::fs::symlink("/dev/full", dir.join("full.json")).unwrap();
    let r = run_in(&dir, &["play", "--mini", "--save", "full.json"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(
        r.stderr.contains("full.json is not overwritten") && r.stderr.contains("a device"),
        "{}",
        r.stderr
    );
    let link = std::fs::symlink_metadata(dir.join("full.json")).unwrap();
    assert!(link.file_type().is_symlink(), "the link is kept");
    assert!(
        !dir.join("data").exists(),
        "nothing written: {:?}",
        r.stderr
    );
}

#[test]
fn a_fifo_or_directory_where_a_record_belongs_is_an_error_at_once() {
    let dir = temp_dir("fifo");
    mkfifo(&dir.join("pipe.json"));
    std::fs::create_dir(dir.join("folder.json")).unwrap();
    for name in ["pipe.json", "folder.json"] {
        let r = run_in(&dir, &["replay", name, "--check"]);
        assert_eq!(r.code, Some(2), "replay {name}: {}", r.stderr);
        assert!(r.stdout.is_empty());
        assert!(
            r.stderr.contains(name) && r.stderr.contains("not a regular file"),
            "{}",
            r.stderr
        );
        let r = run_in(&dir, &["resume", name]);
        assert_eq!(r.code, Some(2), "resume {name}: {}", r.stderr);
        assert!(r.stderr.contains("not a regular file"), "{}", r.stderr);
        let r = run_in(&dir, &["play", "--mini", "--save", name]);
        assert_eq!(r.code, Some(2), "play --save {name}: {}", r.stderr);
        assert!(r.stderr.contains("not a regular file"), "{}", r.stderr);
        let r = run_in(&dir, &["practice", "--layout", name]);
        assert_eq!(r.code, Some(2), "practice --layout {name}: {}", r.stderr);
    }
    let r = run_in(&dir, &["play", "--roster", "pipe.json"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stderr.contains("FIFO"), "{}", r.stderr);
    // The storage functions refuse them too, and list them with their error.
    let err = store::read_regular(&dir.join("pipe.json")).unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
    assert!(store::save_atomic(&dir.join("pipe.json"), &Record::new(Rules::mini())).is_err());
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    mkfifo(&data.join("2026-01-01T00-00-00Z.json"));
    let saves = storage::list_saves(&data);
    assert_eq!(saves.len(), 1);
    let why = saves[0]
        .unreadable()
        .map(|u| shuuro::words::en().unreadable(u));
    assert!(
        why.as_deref().is_some_and(|e| e.contains("FIFO")),
        "{why:?}"
    );
}

fn army_game() -> Game {
    let mut g = Game::new(Rules::standard());
    g.apply(Step::Army {
        side: Side::Blue,
        army: Army::rulebook_example(),
    })
    .unwrap();
    g
}

// ---- 7. broken saves are shown ----------------------------------------------------

#[test]
fn broken_saves_are_listed_with_their_error() {
    let dir = temp_dir("broken-list");
    let g = army_game();
    store::save_atomic(
        &dir.join("2026-01-01T00-00-00Z.json"),
        &Record::from_game(&g),
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(dir.join("2026-01-02T00-00-00Z.json"), "{ broken").unwrap();
    let saves = storage::list_saves(&dir);
    assert_eq!(saves.len(), 2, "{saves:?}");
    assert!(saves[0].path.ends_with("2026-01-02T00-00-00Z.json"));
    let words = shuuro::words::en();
    let why = words.unreadable(saves[0].unreadable().expect("the broken file says why"));
    assert!(why.contains("not JSON"), "{why}");
    let said = words.save_about(&saves[0].about);
    assert!(said.starts_with("can't be read: "), "{said}");
    assert!(
        !why.contains("2026-01-02"),
        "the path is not repeated: {why}"
    );
    assert_eq!(saves[1].unreadable(), None);
    let choice = storage::choose_resume(&dir);
    assert_eq!(choice.game.as_deref(), Some(saves[1].path.as_path()));
    assert_eq!(choice.passed_over.len(), 1);
}

#[test]
fn resume_says_which_game_it_opens_past_a_broken_newer_file() {
    let dir = temp_dir("broken-resume");
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    copy_record("resume-fight.json", &data.join("2026-01-01T00-00-00Z.json"));
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(data.join("2026-01-02T00-00-00Z.json"), "{ broken").unwrap();
    let r = run_in(&dir, &["resume"]);
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert!(lines.len() >= 3, "{}", r.stderr);
    assert!(
        lines[0].starts_with("shuuro resume: ")
            && lines[0].contains("2026-01-02T00-00-00Z.json can't be read: not JSON"),
        "{}",
        r.stderr
    );
    assert!(
        lines[1].contains("opening ")
            && lines[1]
                .contains("2026-01-01T00-00-00Z.json, the newest unfinished game that can be read"),
        "{}",
        r.stderr
    );
    assert!(lines[2].starts_with(NO_TERMINAL), "{}", r.stderr);
    // Only broken files: each is named, and there is nothing to resume.
    std::fs::remove_file(data.join("2026-01-01T00-00-00Z.json")).unwrap();
    let r = run_in(&dir, &["resume"]);
    assert_eq!(r.code, Some(1));
    assert!(
        r.stderr.contains("can't be read") && r.stderr.contains("no unfinished game"),
        "{}",
        r.stderr
    );
}

// ---- 19, 20. command-line messages ------------------------------------------------

#[test]
fn practice_refuses_repeated_and_outside_plinths_and_names_a_bad_layout_once() {
    let dir = temp_dir("practice");
    let r = run_in(&dir, &["practice", "--plinths", "c3,e5,c3"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert_eq!(
        r.stderr.trim(),
        "shuuro practice: --plinths \"c3\": named twice"
    );
    let r = run_in(&dir, &["practice", "--mini", "--plinths", "c3,g2"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(
        r.stderr.contains("not on the 6×6 board (a1 to f6)"),
        "{}",
        r.stderr
    );
    let r = run_in(&dir, &["practice", "--plinths", "m1"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    std::fs::write(dir.join("bad.json"), "{").unwrap();
    let r = run_in(&dir, &["practice", "--layout", "bad.json"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert_eq!(r.stderr.matches("bad.json").count(), 1, "{}", r.stderr);
    let r = run_in(&dir, &["practice", "--help"]);
    assert_eq!(r.code, Some(0));
    assert!(
        r.stdout.contains("a1 to l12, or a1 to f6 with --mini"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("from 0 to 18446744073709551615"),
        "{}",
        r.stdout
    );
}

#[test]
fn resume_names_the_path_once_and_match_wants_time_above_zero() {
    let dir = temp_dir("small");
    let r = run_in(&dir, &["resume", "nope.json"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert_eq!(r.stderr.matches("nope.json").count(), 1, "{}", r.stderr);
    std::fs::write(dir.join("bad.json"), "[]").unwrap();
    let r = run_in(&dir, &["resume", "bad.json"]);
    assert_eq!(r.stderr.matches("bad.json").count(), 1, "{}", r.stderr);
    let r = run_in(&dir, &["match", "--games", "1", "--a", "engine:0s"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(
        r.stderr.contains("the time per move must be above zero"),
        "{}",
        r.stderr
    );
}

// ---- Leftovers of killed writes outside play and resume ---------------------------

#[test]
fn a_command_writing_a_record_tidies_the_leftovers_of_its_killed_writes_first() {
    let dir = temp_dir("leftover-writer");
    let file = dir.join("g.json");
    copy_record("mini-checkmate.json", &file);
    let game = store::load_game(&file).unwrap().1;
    // What a killed `w` in the viewer (or `analyse --json`) leaves: the same game.
    let same = dir.join(format!(".g.json.{DEAD_PID}.0.tmp"));
    std::fs::copy(&file, &same).unwrap();
    // A game of another killed save that is not the file's: kept aside, never lost.
    let newer = dir.join(format!(".g.json.{DEAD_PID}.1.tmp"));
    copy_record("full-12x12-checkmate.json", &newer);
    let more = store::load_game(&newer).unwrap().1;
    assert!(more.steps().len() > game.steps().len());
    // A leftover of another record is not this command's to tidy.
    let other = dir.join(format!(".h.json.{DEAD_PID}.2.tmp"));
    std::fs::write(&other, "{ half").unwrap();
    let r = run_in(
        &dir,
        &["analyse", "g.json", "--depth", "1", "--json", "g.json"],
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(!same.exists(), "the leftover of the same game is removed");
    assert!(!newer.exists());
    let kept = dir.join("g.recovered.json");
    assert_eq!(
        store::load_game(&kept).unwrap().1.steps(),
        more.steps(),
        "a leftover that differs from the record is kept as {}",
        kept.display()
    );
    assert!(
        other.exists(),
        "another record's leftover is left to its own writer"
    );
    assert!(store::load(&file).unwrap().analysis.is_some());
}

// ---- `puzzles --out`: a set is written only where a set may go ---------------------

/// `--from` and `--generate` write their set by the saving rules of records, and check
/// the place before they spend any time: a directory, a FIFO, a file that is not a
/// puzzle set (a saved game!) or a folder that does not exist is refused at once and left
/// as it was; a set is replaced, through a link when the name is one.
#[test]
fn puzzles_out_is_refused_where_a_set_may_not_go_and_nothing_there_changes() {
    let dir = temp_dir("puzzles-out");
    // A record without fight moves: --from has nothing to analyse and writes at once.
    copy_record("resume-armies.json", &dir.join("armies.json"));
    let from = |out: &str| run_in(&dir, &["puzzles", "--from", "armies.json", "--out", out]);

    std::fs::create_dir(dir.join("sets")).unwrap();
    let r = from("sets");
    assert_eq!(r.code, Some(4), "{}", r.stderr);
    assert!(
        r.stderr.contains("a directory, not a regular file"),
        "{}",
        r.stderr
    );

    mkfifo(&dir.join("pipe"));
    let r = from("pipe");
    assert_eq!(r.code, Some(4), "{}", r.stderr);
    assert!(r.stderr.contains("a FIFO"), "{}", r.stderr);
    assert!(
        std::fs::symlink_metadata(dir.join("pipe"))
            .unwrap()
            .file_type()
            .is_fifo(),
        "the FIFO is still a FIFO"
    );

    copy_record("resume-fight.json", &dir.join("game.json"));
    let game = std::fs::read(dir.join("game.json")).unwrap();
    let r = from("game.json");
    assert_eq!(r.code, Some(4), "{}", r.stderr);
    assert!(
        r.stderr.contains("game.json is not overwritten") && r.stderr.contains("puzzle set"),
        "{}",
        r.stderr
    );
    assert_eq!(std::fs::read(dir.join("game.json")).unwrap(), game);

    let r = from("no-such-folder/set.json");
    assert_eq!(r.code, Some(4), "{}", r.stderr);
    assert!(r.stderr.contains("does not exist"), "{}", r.stderr);

    // --generate checks before it plays a single game.
    let r = run_in(&dir, &["puzzles", "--generate", "50", "--out", "game.json"]);
    assert_eq!(r.code, Some(4), "{}", r.stderr);
    assert_eq!(std::fs::read(dir.join("game.json")).unwrap(), game);

    // A set is replaced; a link to one is followed and stays a link.
    let r = from("set.json");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let r = from("set.json");
    assert_eq!(r.code, Some(0), "a set is replaced: {}", r.stderr);
    std::os::unix::fs::symlink("set.json", dir.join("link.json")).unwrap();
    let r = from("link.json");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(
        std::fs::symlink_metadata(dir.join("link.json"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    // No temporary file is left behind.
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

/// A data folder that is a plain file: said at the start in words, before any game is
/// played into it (the first save would fail).
#[test]
fn a_data_folder_that_is_a_file_is_named_at_the_start() {
    let dir = temp_dir("data-is-a-file");
    std::fs::write(dir.join("data"), "not a folder").unwrap();
    let r = run_in(&dir, &["play"]);
    assert!(
        r.stderr.contains("data") && r.stderr.contains("is a file, not a folder"),
        "{}",
        r.stderr
    );
    assert_eq!(std::fs::read(dir.join("data")).unwrap(), b"not a folder");
}

// ---- issue 36, item 4: a practice layout is not a game --------------------------------

/// `practice`'s layout saved in the games folder was resumed as a new game (and sealing
/// an army wrote `armies` into it) and listed as "armies being bought". FORMAT.md §1: a
/// layout is never offered or written as a game.
#[test]
fn a_saved_layout_is_never_taken_for_a_game() {
    let dir = temp_dir("layout-not-game");
    let lay = dir.join("lay1.json");
    let plinths = ["c3", "e5", "h4"]
        .iter()
        .map(|s| s.parse::<shuuro::rules::Square>().unwrap())
        .collect();
    storage::save_layout(&lay, shuuro::rules::BoardSize::Twelve, plinths, false).unwrap();
    let before = std::fs::read(&lay).unwrap();
    // Not the last unfinished game, and not a game that can't be read either.
    assert_eq!(store::newest_unfinished(&dir), None);
    let choice = storage::choose_resume(&dir);
    assert_eq!(choice.game, None);
    assert!(choice.passed_over.is_empty(), "{:?}", choice.passed_over);
    // Listed, as what it is.
    let saves = storage::list_saves(&dir);
    assert_eq!(saves.len(), 1, "{saves:?}");
    assert!(saves[0].unreadable().is_some(), "{saves:?}");
    let said = shuuro::words::en().save_about(&saves[0].about);
    assert!(said.contains("layout"), "{said}");
    // Resumed by name: refused, saying what it is.
    let e = storage::load_resume(&lay).unwrap_err();
    assert!(matches!(e, store::LoadError::Layout { .. }), "{e}");
    assert!(
        e.to_string().contains("lay1.json is a plinth layout"),
        "{e}"
    );
    // No game is written into it.
    let game = army_game();
    let e = store::save_atomic(&lay, &Record::from_game(&game)).unwrap_err();
    assert!(matches!(e, store::SaveError::WouldOverwrite { .. }), "{e}");
    assert_eq!(std::fs::read(&lay).unwrap(), before);
    // And `play --save` refuses it as it refuses every file that is not a game.
    let r = run_in(&dir, &["play", "--save", "lay1.json"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stderr.contains("plinth layout"), "{}", r.stderr);
    assert_eq!(std::fs::read(&lay).unwrap(), before);
}

// ---- issue 44, item 17: a computer field that can't be read ------------------------

/// A record whose `x-computer-level` can't be read (0, 99, "abc", null) was played at
/// level 8 and rewritten to 8 without a word. It is a field that can't be read, said as
/// any other: `resume` names it and what is wrong (exit 2), the saved-games list shows the
/// file as one that can't be read and why, and the file is left as it was.
#[test]
fn a_record_whose_computer_level_cant_be_read_says_so_and_is_kept() {
    let dir = temp_dir("computer-level-unreadable");
    let bad = [
        serde_json::json!(0),
        serde_json::json!(99),
        serde_json::json!("abc"),
        serde_json::json!(null),
    ];
    for (i, level) in bad.iter().enumerate() {
        let path = dir.join(format!("g{i}.json"));
        let mut rec = Record::from_game(&army_game());
        rec.players.red = Some("computer".into());
        rec.extra.insert("x-computer-level".into(), level.clone());
        store::save_atomic(&path, &rec).unwrap();
        let before = std::fs::read(&path).unwrap();
        let e = storage::load_resume(&path).expect_err("not resumed at another level");
        let said = e.to_string();
        assert!(
            said.contains("x-computer-level: ") && said.contains("expected a level from 1 to 8"),
            "{level}: {said}"
        );
        let r = run_in(&dir, &["resume", &format!("g{i}.json")]);
        assert_eq!(r.code, Some(2), "{level}: {}", r.stderr);
        assert!(r.stderr.contains("x-computer-level"), "{}", r.stderr);
        assert_eq!(
            std::fs::read(&path).unwrap(),
            before,
            "{level}: the file is kept"
        );
    }
    let saves = storage::list_saves(&dir);
    assert_eq!(saves.len(), bad.len(), "{saves:?}");
    for s in &saves {
        let why = s
            .unreadable()
            .map(|u| shuuro::words::en().unreadable(u))
            .unwrap_or_default();
        assert!(why.contains("x-computer-level"), "{s:?}");
    }
    assert_eq!(storage::choose_resume(&dir).game, None);
}
