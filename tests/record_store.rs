//! Saving that loses nothing: atomic saves survive a kill at any moment, a file that
//! does not load is never overwritten, the autosave directory lists and finds games.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, UNIX_EPOCH};

use common::scratch::{Scratch, scratch};

use shuuro::record::Record;
use shuuro::record::store::{self, SaveError};
use shuuro::rules::game::{Game, Rules, Step};
use shuuro::rules::{Army, Side};

fn temp_dir(name: &str) -> Scratch {
    scratch(name)
}

/// Two different valid records, big enough that writing one takes a while.
fn records() -> (Record, Record) {
    let mut a = Record::new(Rules::standard());
    a.notes = Some("a".repeat(400_000));
    let mut b = Record::new(Rules::mini());
    b.notes = Some("b".repeat(700_000));
    (a, b)
}

const CHILD_ENV: &str = "SHUURO_KILL_TEST_FILE";

/// Not a test of its own: the child process of the kill test, saving two records in
/// turn to the same path until it is killed.
#[test]
#[ignore = "child process of save_survives_a_kill_at_any_moment"]
fn save_loop_child() {
    let Some(path) = std::env::var_os(CHILD_ENV) else {
        return;
    };
    let path = PathBuf::from(path);
    let (a, b) = records();
    loop {
        store::save_atomic_force(&path, &a).unwrap();
        store::save_atomic_force(&path, &b).unwrap();
    }
}

#[test]
fn save_survives_a_kill_at_any_moment() {
    let dir = temp_dir("kill");
    let path = dir.join("game.json");
    let (a, b) = records();
    let (ta, tb) = (a.to_json_string(), b.to_json_string());
    store::save_atomic_force(&path, &a).unwrap();
    let me = std::env::current_exe().unwrap();
    let mut seen = [0usize; 2];
    // Kill times spread over 0–40 ms, stepping by a prime so they fall at every phase
    // of a save (temporary file open, half written, flushed, renamed).
    for round in 0..25u64 {
        let mut child = Command::new(&me)
            .args([
                "--ignored",
                "--exact",
                "save_loop_child",
                "--test-threads=1",
            ])
            .env(CHILD_ENV, &path)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Start the clock once the child is saving (the file was last left as `a`).
        store::save_atomic_force(&path, &a).unwrap();
        let start = std::time::Instant::now();
        while std::fs::read_to_string(&path).is_ok_and(|t| t == ta)
            && start.elapsed() < Duration::from_secs(20)
        {
            std::thread::sleep(Duration::from_micros(200));
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "round {round}: the child process never saved"
        );
        std::thread::sleep(Duration::from_micros((round * 7_919) % 40_000));
        child.kill().unwrap();
        child.wait().unwrap();
        let now = std::fs::read_to_string(&path).unwrap();
        if now == ta {
            seen[0] += 1;
        } else if now == tb {
            seen[1] += 1;
        } else {
            panic!(
                "round {round}: the file is neither record ({} bytes)",
                now.len()
            );
        }
        assert!(Record::from_json_str(&now).is_ok());
    }
    println!(
        "killed with the old record {} times, the new {} times",
        seen[0], seen[1]
    );
    // Leftover temporary files are hidden and never listed as games.
    let listed = store::list_games(&dir).unwrap();
    assert_eq!(listed.len(), 1);
}

#[test]
fn save_refuses_to_overwrite_a_file_that_does_not_load() {
    let dir = temp_dir("refuse");
    let path = dir.join("precious.json");
    std::fs::write(&path, "{ not a record").unwrap();
    let rec = Record::new(Rules::standard());
    let err = store::save_atomic(&path, &rec).unwrap_err();
    assert!(matches!(err, SaveError::WouldOverwrite { .. }), "{err}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "{ not a record");
    // Told explicitly, it does.
    store::save_atomic_force(&path, &rec).unwrap();
    assert_eq!(store::load(&path).unwrap(), rec);
    // A record that loads is replaced by the next save.
    let mut rec2 = rec.clone();
    rec2.notes = Some("second".into());
    store::save_atomic(&path, &rec2).unwrap();
    assert_eq!(store::load(&path).unwrap(), rec2);
}

#[test]
fn save_creates_the_directory_and_leaves_no_temporary_file() {
    let scratch = temp_dir("mkdir");
    let dir = scratch.join("a/b");
    let path = dir.join("g.json");
    store::save_atomic(&path, &Record::new(Rules::mini())).unwrap();
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("g.json")]);
}

fn save(dir: &Path, name: &str, game: &Game) -> PathBuf {
    let path = dir.join(name);
    store::save_atomic(&path, &Record::from_game(game)).unwrap();
    path
}

#[test]
fn newest_unfinished_skips_finished_and_broken_games() {
    let dir = temp_dir("newest");
    assert_eq!(store::newest_unfinished(&dir), None);
    let mut g = Game::new(Rules::standard());
    g.apply(Step::Army {
        side: Side::Blue,
        army: Army::rulebook_example(),
    })
    .unwrap();
    let older = save(&dir, "2026-01-01T10-00-00Z.json", &g);
    std::thread::sleep(Duration::from_millis(20));
    let mut done = g.clone();
    done.apply(Step::Resign(Side::Red)).unwrap();
    save(&dir, "2026-01-02T10-00-00Z.json", &done);
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(dir.join("2026-01-03T10-00-00Z.json"), "garbage").unwrap();
    assert_eq!(store::newest_unfinished(&dir), Some(older.clone()));
    let listed = store::list_games(&dir).unwrap();
    assert_eq!(listed.len(), 3);
    assert_eq!(listed.iter().filter(|l| l.is_unfinished()).count(), 1);
    assert_eq!(listed.iter().filter(|l| l.loaded.is_err()).count(), 1);
}

#[test]
fn new_game_path_is_named_by_start_time_and_never_taken() {
    let dir = temp_dir("names");
    let t = UNIX_EPOCH + Duration::from_secs(1_796_049_329);
    let p = store::new_game_path(&dir, t);
    assert_eq!(p.file_name().unwrap(), "2026-11-30T14-35-29Z.json");
    std::fs::write(&p, "x").unwrap();
    let p2 = store::new_game_path(&dir, t);
    assert_eq!(p2.file_name().unwrap(), "2026-11-30T14-35-29Z-2.json");
}

#[test]
fn data_dir_follows_the_environment_override() {
    // Only reads the variable when set by the caller; here it is not changed, so the
    // platform directory (if any) ends with the project's name.
    if std::env::var_os(store::DATA_DIR_ENV).is_none()
        && let Some(d) = store::data_dir()
    {
        assert!(d.to_string_lossy().contains("shuuro"), "{}", d.display());
    }
}

/// A file far bigger than any record (a disk image named `.json`, say) is refused by its
/// size, before it is read: reading it whole would take the memory and the time of the
/// start screen's file list. Nothing is written over it either.
#[test]
fn a_file_too_big_to_be_a_record_is_refused_unread() {
    let dir = temp_dir("huge");
    let path = dir.join("huge.json");
    let f = std::fs::File::create(&path).unwrap();
    // Sparse: no disk is used.
    f.set_len(store::MAX_FILE_BYTES + 1).unwrap();
    drop(f);
    let e = store::load(&path).unwrap_err().to_string();
    assert!(e.contains("too big to be a shuuro file"), "{e}");
    assert!(e.contains("huge.json"), "{e}");
    let (a, _) = records();
    assert!(store::save_atomic(&path, &a).is_err());
    assert_eq!(
        std::fs::metadata(&path).unwrap().len(),
        store::MAX_FILE_BYTES + 1
    );
}

/// A folder on the way that is a link to nothing, or a file: the save says which and
/// what it is ("File exists" was all the system said).
#[cfg(unix)]
#[test]
fn a_save_through_a_link_to_nothing_or_a_file_names_it() {
    let dir = temp_dir("dangling-folder");
    let data = dir.join("data");
    std::os::unix::fs::symlink(dir.join("nowhere").join("x"), &data).unwrap();
    let (a, _) = records();
    let e = store::save_atomic(&data.join("g.json"), &a)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains(&format!(
            "{} is a link to {}, which is not there",
            data.display(),
            dir.join("nowhere").join("x").display()
        )),
        "{e}"
    );
    let file = dir.join("notes");
    std::fs::write(&file, "a file").unwrap();
    let e = store::make_dir(&file).unwrap_err().to_string();
    assert!(
        e.contains(&format!("{} is a file, not a folder", file.display())),
        "{e}"
    );
}

/// A file name the system allows but a save can't use (its temporary file beside it needs
/// a longer name) is refused up front, saying so: the system's "File name too long" named
/// a name the player never typed.
#[test]
fn a_file_name_too_long_for_a_save_is_refused_saying_how_long_it_may_be() {
    let dir = temp_dir("longname");
    let (a, _) = records();
    let long = dir.join(format!("{}.json", "a".repeat(240)));
    let e = store::save_atomic(&long, &a).unwrap_err().to_string();
    assert!(
        e.contains("the file name is 245 bytes long; a saved file's name may be at most 230"),
        "{e}"
    );
    assert!(
        std::fs::read_dir(&dir).unwrap().next().is_none(),
        "nothing written"
    );
    let fits = dir.join(format!("{}.json", "a".repeat(225)));
    store::save_atomic(&fits, &a).unwrap();
}

/// A scratch folder goes with its test when the test passes, and stays (for a look) when
/// it fails.
#[test]
fn a_scratch_folder_is_removed_after_a_pass_and_kept_after_a_failure() {
    let passed = {
        let d = scratch("passes");
        std::fs::write(d.join("f"), "x").unwrap();
        d.to_path_buf()
    };
    assert!(!passed.exists(), "{}", passed.display());
    let failed = std::thread::spawn(|| {
        let d = scratch("fails");
        std::fs::write(d.join("f"), "x").unwrap();
        let path = d.to_path_buf();
        std::panic::panic_any(path);
    })
    .join()
    .expect_err("the thread failed");
    let failed = failed.downcast::<PathBuf>().expect("its folder");
    assert!(failed.join("f").is_file(), "{}", failed.display());
    std::fs::remove_dir_all(&*failed).unwrap();
}

/// Issue 36, item 6: `w` in a read-only folder said "can't take the lock of the game: No
/// such file or directory", the answer of the read-only open tried after making the lock
/// file failed, not why making it failed. Here the lock file's name is a link to a
/// folder's name (`newdir/`): making it fails with "Is a directory", while opening it
/// finds nothing. The error says the first.
#[cfg(unix)]
#[test]
fn a_lock_that_cant_be_made_says_why_not_what_the_second_try_found() {
    let dir = temp_dir("lock-cause");
    let game = dir.join("g.json");
    std::os::unix::fs::symlink("newdir/", store::lock_path(&game)).unwrap();
    match store::lock_game(&game) {
        Err(store::LockError::Io { source, .. }) => {
            assert_eq!(source.kind(), std::io::ErrorKind::IsADirectory, "{source}");
        }
        other => panic!("the lock can't be made: {other:?}"),
    }
}
