//! Files that are never lost, leaked or hung on: the real binary (`CARGO_BIN_EXE_shuuro`,
//! a temporary `SHUURO_DATA_DIR`, no terminal) and the storage functions, attacked with
//! symbolic links, FIFOs and directories.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use shuuro::record::Record;
use shuuro::record::store;
use shuuro::rules::game::Rules;

const BIN: &str = env!("CARGO_BIN_EXE_shuuro");

fn temp_dir(name: &str) -> PathBuf {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let d = std::env::temp_dir().join(format!(
        "shuuro-safety-{name}-{}-{nanos}",
        std::process::id()
    ));
    std::fs::create_dir_all(&d).unwrap();
    d
}

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs the binary without a terminal (standard input from /dev/null), in `dir` with
/// `dir/data` as the data directory. Killed after 30 s: a hang fails, never blocks.
fn run_in(dir: &Path, args: &[&str]) -> Run {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .env("SHUURO_DATA_DIR", dir.join("data"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("shuuro {args:?} hung (killed after 30 s)");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let (mut stdout, mut stderr) = (String::new(), String::new());
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    Run {
        code: status.code(),
        stdout,
        stderr,
    }
}

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap().success();
    assert!(ok, "mkfifo {}", path.display());
}

// ---- 1. symbolic links ------------------------------------------------------------

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
    let _ = std::fs::remove_dir_all(&dir);
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
    let _ = std::fs::remove_dir_all(&dir);
}

// ---- 6. FIFOs, directories and other special files --------------------------------

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
            r.stderr.contains(name) && r.stderr.contains("not a record file"),
            "{}",
            r.stderr
        );
        let r = run_in(&dir, &["resume", name]);
        assert_eq!(r.code, Some(2), "resume {name}: {}", r.stderr);
        assert!(r.stderr.contains("not a record file"), "{}", r.stderr);
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
    let _ = std::fs::remove_dir_all(&dir);
}
