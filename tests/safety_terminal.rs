//! The terminal is always given back, and a missing one is a clear message: the real
//! binary without a terminal, and in a pseudo-terminal (tmux) with standard output on a
//! file or on a full device (`/dev/full`), after which the terminal must still be in its
//! normal mode (`stty -a`: echo and canonical input on). The tmux tests skip, with a
//! note, when tmux is not installed.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

mod common;
use common::process::{BIN, run_in, temp_dir};

const MESSAGE: &str = "shuuro needs a terminal (standard input and output must be one); to check a record without one: shuuro replay FILE --check";

#[test]
fn without_a_terminal_every_client_command_says_so_and_writes_nothing() {
    let dir = temp_dir("none");
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/resume-fight.json"
    );
    let copy = dir.join("game.json");
    std::fs::copy(game, &copy).unwrap();
    let copy = copy.to_string_lossy().into_owned();
    for args in [
        &[][..],
        &["play", "--mini"],
        &["--mini"],
        &["practice"],
        &["resume", &copy],
    ] {
        let r = run_in(&dir, args);
        let (code, stdout, stderr) = (r.code, r.stdout, r.stderr);
        assert_eq!(stderr.trim_end(), MESSAGE, "shuuro {args:?}");
        assert_eq!(code, Some(2), "shuuro {args:?}");
        assert!(
            stdout.is_empty(),
            "shuuro {args:?}: {} bytes on stdout",
            stdout.len()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn have_tmux() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// A tmux server of its own (its own socket), killed at the end.
struct Tmux {
    socket: String,
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .output();
    }
}

/// Runs `script` (sh) in a pseudo-terminal and waits for the file `done` it writes last.
fn in_terminal(name: &str, script: &str, done: &Path) -> Tmux {
    let t = start_terminal(name, script);
    wait_for(done);
    t
}

/// Waits (at most 30 s) for `done` to be written, and a moment more for its writer to end.
fn wait_for(done: &Path) {
    let start = Instant::now();
    while !done.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the script in tmux never wrote {}",
            done.display()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // `done` is written by a redirection: give the command a moment to finish writing.
    std::thread::sleep(Duration::from_millis(100));
}

impl Tmux {
    /// A tmux command on this server; its standard output.
    fn run(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket])
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Types keys (tmux key names) into the terminal.
    fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.run(&["send-keys", k]);
            std::thread::sleep(Duration::from_millis(150));
        }
    }

    /// Waits (at most 30 s) until the screen shows `text`; the screen then.
    fn screen_with(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.run(&["capture-pane", "-p"]);
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the screen never showed {text:?}:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// Starts `script` (sh) in a pseudo-terminal of 80×24 and returns at once.
fn start_terminal(name: &str, script: &str) -> Tmux {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let t = Tmux {
        socket: format!("shuuro-safety-{name}-{}-{nanos}", std::process::id()),
    };
    let ok = Command::new("tmux")
        .args([
            "-L",
            &t.socket,
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-x",
            "80",
            "-y",
            "24",
        ])
        .arg(format!("sh -c '{script}'; sleep 60"))
        .status()
        .unwrap()
        .success();
    assert!(ok, "tmux starts");
    t
}

fn assert_cooked(stty: &str) {
    let words: Vec<&str> = stty.split_whitespace().collect();
    for flag in ["echo", "icanon", "isig"] {
        assert!(words.contains(&flag), "{flag} is off after shuuro: {stty}");
    }
}

#[test]
fn standard_output_on_a_full_device_leaves_the_terminal_as_it_was() {
    if !have_tmux() {
        eprintln!("tmux is not installed: skipped");
        return;
    }
    let dir = temp_dir("full");
    let (err, stty) = (dir.join("err.txt"), dir.join("stty.txt"));
    let script = format!(
        "SHUURO_DATA_DIR={data} {BIN} --mini >/dev/full 2>{err}; stty -a >{stty}",
        data = dir.join("data").display(),
        err = err.display(),
        stty = stty.display()
    );
    let _t = in_terminal("full", &script, &stty);
    assert_cooked(&std::fs::read_to_string(&stty).unwrap());
    assert_eq!(std::fs::read_to_string(&err).unwrap().trim_end(), MESSAGE);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn standard_output_on_a_file_gets_the_message_not_escape_codes() {
    if !have_tmux() {
        eprintln!("tmux is not installed: skipped");
        return;
    }
    let dir = temp_dir("file");
    let (out, err, stty) = (
        dir.join("out.txt"),
        dir.join("err.txt"),
        dir.join("stty.txt"),
    );
    let script = format!(
        "SHUURO_DATA_DIR={data} {BIN} >{out} 2>{err}; stty -a >{stty}",
        data = dir.join("data").display(),
        out = out.display(),
        err = err.display(),
        stty = stty.display()
    );
    let _t = in_terminal("file", &script, &stty);
    assert_cooked(&std::fs::read_to_string(&stty).unwrap());
    assert_eq!(std::fs::read(&out).unwrap().len(), 0, "nothing on stdout");
    assert_eq!(std::fs::read_to_string(&err).unwrap().trim_end(), MESSAGE);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_data_directory_that_is_a_file_gets_the_warning_and_a_save_as_keeps_the_game() {
    if !have_tmux() {
        eprintln!("tmux is not installed: skipped");
        return;
    }
    let dir = temp_dir("datafile");
    // Where the games should go is a file of the player's: no save can succeed there.
    let data = dir.join("data");
    std::fs::write(&data, "precious").unwrap();
    let stty = dir.join("stty.txt");
    let script = format!(
        "cd {dir} && SHUURO_DATA_DIR={data} SHUURO_CONFIG_DIR={dir}/cfg {BIN} play --mini --seed 1 2>err.txt; stty -a >{stty}",
        dir = dir.display(),
        data = data.display(),
        stty = stty.display()
    );
    let t = start_terminal("datafile", &script);
    // A game is written once something happened in it: Blue's army, sealed.
    t.screen_with("Mini");
    t.keys(&["Enter", "e", "Enter"]);
    let screen = t.screen_with("The game is NOT being saved");
    assert!(screen.contains("Not a directory"), "{screen}");
    // The warning's save-as: the name offered, Enter.
    t.keys(&["s", "Enter"]);
    let copy = dir.join("shuuro-game.json");
    t.screen_with("saved there after every action");
    // Red's army, sealed after the warning: saved to the copy, no warning again.
    t.keys(&["Enter", "e", "Enter"]);
    let start = Instant::now();
    let rec = loop {
        if let Ok(rec) = shuuro::record::store::load(&copy)
            && rec.armies.red.is_some()
        {
            break rec;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the step after the warning is never kept"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(rec.armies.blue.is_some(), "nor the one before it lost");
    let screen = t.run(&["capture-pane", "-p"]);
    assert!(!screen.contains("NOT being saved"), "{screen}");
    t.keys(&["C-c"]);
    wait_for(&stty);
    assert_cooked(&std::fs::read_to_string(&stty).unwrap());
    assert_eq!(std::fs::read_to_string(&data).unwrap(), "precious");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_write_failing_after_raw_mode_gives_the_terminal_back_and_says_why() {
    if !have_tmux() {
        eprintln!("tmux is not installed: skipped");
        return;
    }
    let dir = temp_dir("hangup");
    // Standard output is another pseudo-terminal, which goes away while shuuro runs: its
    // next write fails after raw mode, the alternate screen and the mouse are on (on the
    // terminal of standard input, which must get them back).
    let out = start_terminal("hangup-out", "sleep 600");
    let pts = out.run(&["display", "-p", "#{pane_tty}"]);
    let (err, rc, stty) = (
        dir.join("err.txt"),
        dir.join("rc.txt"),
        dir.join("stty.txt"),
    );
    let script = format!(
        "SHUURO_DATA_DIR={data} {BIN} play --mini >{pts} 2>{err}; echo $? >{rc}; stty -a >{stty}",
        data = dir.join("data").display(),
        pts = pts.trim(),
        err = err.display(),
        rc = rc.display(),
        stty = stty.display()
    );
    let t = start_terminal("hangup-in", &script);
    out.screen_with("Mini-Shuuro");
    out.run(&["kill-server"]);
    std::thread::sleep(Duration::from_millis(200));
    // A key makes shuuro draw again: the write fails.
    t.keys(&["Enter"]);
    wait_for(&stty);
    assert_cooked(&std::fs::read_to_string(&stty).unwrap());
    assert_eq!(std::fs::read_to_string(&rc).unwrap().trim(), "1");
    let said = std::fs::read_to_string(&err).unwrap();
    assert_eq!(said.lines().count(), 1, "one message: {said}");
    assert!(
        said.starts_with("shuuro: the terminal stopped working (")
            && said.contains("it has been given back")
            && said.contains("shuuro resume"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
