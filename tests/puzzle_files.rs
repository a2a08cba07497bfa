//! The puzzle trainer's files in the data directory (FORMAT.md §7), under the saving
//! rules of records: the progress file `puzzles.json` kept when broken (reported, then set
//! aside, never written over), a read-only data directory a clear error, every write
//! atomic, the mode kept; the set of the player's mistakes grown without repeats; neither
//! file listed among the saved games.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

use shuuro::puzzle::Puzzle;
use shuuro::puzzle::glicko::Rating;
use shuuro::puzzle::progress::Progress;
use shuuro::record::puzzle_files::{
    self, NewAttempt, ReadError, add_mistakes, mistakes_path, progress_path, read_progress,
    record_attempt,
};
use shuuro::record::store::{self, SaveError};

mod common;
use common::process::temp_dir;

fn attempt(id: &str, solved: bool) -> NewAttempt {
    NewAttempt {
        id: id.into(),
        set: "built-in".into(),
        solved,
        puzzle: Rating::new(1500.0, 100.0),
    }
}

const AT: &str = "2026-12-02T00:00:00Z";

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn attempts_are_added_to_the_file_as_it_is_now_and_it_stays_private() {
    let dir = temp_dir("progress-add");
    let path = progress_path(&dir);
    assert_eq!(
        read_progress(&path),
        Ok(Progress::default()),
        "no file: a fresh start"
    );
    let r = record_attempt(&path, &attempt("m1-0001", true), AT.into()).unwrap();
    assert_eq!(r.set_aside, None);
    assert!(r.change.after.rating > r.change.before.rating);
    let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "a new progress file is private");
    // Another trainer added an attempt meanwhile: both are kept.
    let mut other = read_progress(&path).unwrap();
    other.record(
        "d-0001",
        "built-in",
        false,
        AT.into(),
        Rating::new(1500.0, 100.0),
    );
    std::fs::write(&path, other.to_json()).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
    let r = record_attempt(&path, &attempt("m1-0002", true), AT.into()).unwrap();
    let ids: Vec<&str> = r
        .progress
        .attempts()
        .iter()
        .map(|a| a.id.as_str())
        .collect();
    assert_eq!(ids, ["m1-0001", "d-0001", "m1-0002"]);
    assert_eq!(read_progress(&path).unwrap(), r.progress);
    let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640, "the mode is kept");
}

#[test]
fn a_broken_progress_file_is_reported_then_set_aside_never_written_over() {
    let dir = temp_dir("progress-broken");
    let path = progress_path(&dir);
    let broken = br#"{"format": "shuuro-puzzle-progress", "version": 1, "rating": 15"#;
    std::fs::write(&path, broken).unwrap();
    let e = read_progress(&path).unwrap_err();
    assert!(matches!(e, ReadError::BrokenProgress { .. }), "{e:?}");
    let words = e.to_string();
    assert!(
        words.contains("puzzles.json is not a puzzle progress file"),
        "{words}"
    );
    assert!(words.contains("set aside as"), "{words}");
    assert!(words.contains("puzzles.json.broken"), "{words}");
    assert_eq!(
        std::fs::read(&path).unwrap(),
        broken,
        "reading changes nothing"
    );
    let r = record_attempt(&path, &attempt("m1-0001", false), AT.into()).unwrap();
    let aside = dir.join("puzzles.json.broken");
    assert_eq!(r.set_aside.as_deref(), Some(aside.as_path()));
    assert_eq!(std::fs::read(&aside).unwrap(), broken, "kept as it was");
    assert_eq!(r.progress.attempts().len(), 1);
    assert_eq!(read_progress(&path).unwrap(), r.progress);
    // A second broken file gets a name of its own.
    std::fs::write(&path, b"not json").unwrap();
    let r = record_attempt(&path, &attempt("m1-0002", true), AT.into()).unwrap();
    assert_eq!(r.set_aside, Some(dir.join("puzzles.json.broken-2")));
    assert_eq!(std::fs::read(&aside).unwrap(), broken);
    // Neither the progress nor what was set aside is listed as a saved game.
    assert!(store::list_games(&dir).unwrap().is_empty());
}

/// A `puzzles.json` too big to be one (over 32 MiB) or not text is unreadable as any
/// broken one: reported, then set aside by the next attempt (every attempt said
/// "Progress NOT saved", and the file was never set aside).
#[test]
fn a_progress_file_too_big_or_not_text_is_set_aside_as_any_broken_one() {
    let dir = temp_dir("progress-too-big");
    let path = progress_path(&dir);
    // Sparse: it takes no room on the disk.
    let f = std::fs::File::create(&path).unwrap();
    f.set_len(store::MAX_FILE_BYTES + 1).unwrap();
    drop(f);
    let e = read_progress(&path).unwrap_err();
    assert!(matches!(e, ReadError::BrokenProgress { .. }), "{e:?}");
    let words = e.to_string();
    assert!(words.contains("too big"), "{words}");
    assert!(words.contains("set aside as"), "{words}");
    let r = record_attempt(&path, &attempt("m1-0001", false), AT.into()).unwrap();
    let aside = dir.join("puzzles.json.broken");
    assert_eq!(r.set_aside.as_deref(), Some(aside.as_path()));
    assert_eq!(
        std::fs::metadata(&aside).unwrap().len(),
        store::MAX_FILE_BYTES + 1,
        "kept as it was"
    );
    assert_eq!(read_progress(&path).unwrap(), r.progress);
    // Bytes that are not UTF-8 text.
    std::fs::write(&path, b"{\"format\": \"\xff\xfe\"}").unwrap();
    let e = read_progress(&path).unwrap_err();
    assert!(matches!(e, ReadError::BrokenProgress { .. }), "{e:?}");
    let r = record_attempt(&path, &attempt("m1-0002", true), AT.into()).unwrap();
    assert_eq!(r.set_aside, Some(dir.join("puzzles.json.broken-2")));
    assert_eq!(r.progress.attempts().len(), 1);
}

#[test]
fn a_progress_path_that_is_a_directory_is_an_error_and_nothing_moves() {
    let dir = temp_dir("progress-dir");
    let path = progress_path(&dir);
    std::fs::create_dir(&path).unwrap();
    assert!(matches!(read_progress(&path), Err(ReadError::Io { .. })));
    let e = record_attempt(&path, &attempt("m1-0001", true), AT.into()).unwrap_err();
    assert!(matches!(e, SaveError::Io { .. }), "{e:?}");
    assert!(path.is_dir());
    // Only the lock of the file's updates is made.
    assert_eq!(names(&dir), [".puzzles.json.lock", "puzzles.json"]);
}

/// Makes `dir` read-only for this process until dropped: its mode 0555, or, for root (whom
/// modes do not stop), the immutable attribute.
struct ReadOnly(PathBuf);

impl ReadOnly {
    fn new(dir: &Path) -> ReadOnly {
        let root = Command::new("id").arg("-u").output().unwrap().stdout == b"0\n";
        if root {
            let ok = Command::new("chattr").arg("+i").arg(dir).status();
            assert!(ok.is_ok_and(|s| s.success()), "chattr +i {}", dir.display());
        } else {
            std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o555)).unwrap();
        }
        ReadOnly(dir.to_path_buf())
    }
}

impl Drop for ReadOnly {
    fn drop(&mut self) {
        let _ = Command::new("chattr").arg("-i").arg(&self.0).status();
        let _ = std::fs::set_permissions(&self.0, std::fs::Permissions::from_mode(0o755));
    }
}

#[test]
fn a_read_only_data_directory_is_a_clear_error_and_the_old_progress_stays_whole() {
    let dir = temp_dir("progress-ro");
    let path = progress_path(&dir);
    record_attempt(&path, &attempt("m1-0001", true), AT.into()).unwrap();
    let before = std::fs::read(&path).unwrap();
    let guard = ReadOnly::new(&dir);
    // The file itself is writable: only an atomic write (a new file beside it, renamed
    // over it) fails here, and leaves it whole.
    let e = record_attempt(&path, &attempt("m1-0002", false), AT.into()).unwrap_err();
    let SaveError::Io {
        path: failed,
        source,
    } = &e
    else {
        panic!("{e:?}");
    };
    assert_eq!(failed, &path);
    assert!(
        matches!(
            source.kind(),
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem
        ),
        "{e}"
    );
    assert!(
        e.to_string().starts_with(&format!("{}: ", path.display())),
        "{e}"
    );
    drop(guard);
    assert_eq!(std::fs::read(&path).unwrap(), before, "not a byte changed");
    assert_eq!(
        names(&dir),
        [".puzzles.json.lock", "puzzles.json"],
        "no temporary file left"
    );
}

fn fight(sfen: &str, solution: &[&str]) -> Puzzle {
    Puzzle::fight(
        String::new(),
        sfen.into(),
        solution.iter().map(|s| s.to_string()).collect(),
        vec![],
    )
}

#[test]
fn my_mistakes_grow_without_repeats_and_a_broken_set_is_kept() {
    let dir = temp_dir("mistakes");
    let path = mistakes_path(&dir);
    let a = fight("k5/6/K5/6/6/5R w - 1", &["f1f6"]);
    let b = fight("k5/6/K5/6/6/4RR w - 1", &["f1f6"]);
    assert_eq!(add_mistakes(&path, vec![a.clone()]), Ok(1));
    assert_eq!(
        add_mistakes(&path, vec![a, b]),
        Ok(1),
        "the same position once"
    );
    let set = puzzle_files::read_set(&path).unwrap();
    let ids: Vec<&str> = set.puzzles().iter().map(|p| p.id()).collect();
    assert_eq!(ids, ["mine-0001", "mine-0002"]);
    assert!(shuuro::puzzle::check::check_set(&set).is_ok());
    assert!(
        store::list_games(&dir).unwrap().is_empty(),
        "not a saved game"
    );
    std::fs::write(&path, b"{}").unwrap();
    let e = add_mistakes(&path, vec![fight("k5/6/K5/6/6/5R w - 1", &["f1f6"])]);
    assert!(matches!(e, Err(SaveError::NotASet { .. })), "{e:?}");
    assert_eq!(std::fs::read(&path).unwrap(), b"{}");
}

#[test]
fn a_games_mistakes_are_analysed_made_puzzles_and_added_to_my_mistakes_once() {
    use shuuro::record::puzzle_files::{MadeFromGame, mistakes_from_game, read_set};
    use shuuro::rules::{Move, Position};
    let dir = temp_dir("mine-game");
    let path = mistakes_path(&dir);
    // Mini: Blue's Rook could mate on f6 and goes to f5 instead; no analysis yet.
    let before = Position::from_sfen("k5/6/K5/6/6/5R w - 1").expect("sfen");
    let played: Move = "f1f5".parse().expect("move");
    let positions = vec![before.clone(), before.play(played).expect("legal")];
    let stop = std::sync::atomic::AtomicBool::new(false);
    let made = mistakes_from_game(&path, &positions, &[played], None, "game.json", &stop);
    assert_eq!(
        made,
        Ok(MadeFromGame {
            made: 1,
            added: 1,
            dropped: 0,
            analysed: true
        })
    );
    let set = read_set(&path).expect("the set");
    assert_eq!(set.puzzles().len(), 1);
    assert_eq!(set.puzzles()[0].id(), "mine-0001");
    assert_eq!(set.puzzles()[0].solution(), ["f1f6"]);
    // Again: made again, not added twice.
    let again = mistakes_from_game(&path, &positions, &[played], None, "game.json", &stop);
    assert!(
        matches!(
            again,
            Ok(MadeFromGame {
                made: 1,
                added: 0,
                ..
            })
        ),
        "{again:?}"
    );
    assert_eq!(read_set(&path).expect("the set").puzzles().len(), 1);
}

/// Found by an attack (issue 36): two trainers finishing an attempt at the same moment
/// kept one attempt. Each of these writers adds one attempt to the same progress file at
/// once; every attempt must be there, the file whole.
#[test]
fn attempts_saved_at_the_same_moment_by_several_trainers_are_all_kept() {
    const WRITERS: usize = 8;
    for round in 0..3 {
        let dir = temp_dir(&format!("progress-race-{round}"));
        let path = progress_path(&dir);
        let start = std::sync::Barrier::new(WRITERS);
        std::thread::scope(|s| {
            for n in 0..WRITERS {
                let (path, start) = (&path, &start);
                s.spawn(move || {
                    start.wait();
                    record_attempt(path, &attempt(&format!("m1-{n:04}"), true), AT.into())
                        .expect("saved");
                });
            }
        });
        let mut ids: Vec<String> = read_progress(&path)
            .expect("a progress file")
            .attempts()
            .iter()
            .map(|a| a.id.clone())
            .collect();
        ids.sort();
        let all: Vec<String> = (0..WRITERS).map(|n| format!("m1-{n:04}")).collect();
        assert_eq!(ids, all, "round {round}: every attempt is kept");
    }
}

/// The player's mistakes, added by two programs at once (a trainer and `puzzles
/// --from-game`), keep both additions.
#[test]
fn mistakes_added_at_the_same_moment_by_several_programs_are_all_kept() {
    // A different mate in one for each writer: the Rook on c, d, e or f of rank 1 or 2
    // goes up to the sixth rank.
    let mates: Vec<(String, String)> = ["c", "d", "e", "f"]
        .iter()
        .enumerate()
        .flat_map(|(i, file)| {
            let row = format!("{}R{}", i + 2, 3 - i).replace('0', "");
            [
                (
                    format!("k5/6/K5/6/6/{row} w - 1"),
                    format!("{file}1{file}6"),
                ),
                (
                    format!("k5/6/K5/6/{row}/6 w - 1"),
                    format!("{file}2{file}6"),
                ),
            ]
        })
        .collect();
    for round in 0..3 {
        let dir = temp_dir(&format!("mistakes-race-{round}"));
        let path = mistakes_path(&dir);
        let start = std::sync::Barrier::new(mates.len());
        std::thread::scope(|s| {
            for (sfen, solution) in &mates {
                let (path, start) = (&path, &start);
                s.spawn(move || {
                    let p = fight(sfen, &[solution.as_str()]);
                    start.wait();
                    assert_eq!(add_mistakes(path, vec![p]), Ok(1), "{sfen}");
                });
            }
        });
        let set = puzzle_files::read_set(&path).expect("a set");
        assert_eq!(
            set.puzzles().len(),
            mates.len(),
            "round {round}: every mistake is kept"
        );
    }
}
