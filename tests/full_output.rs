//! Every command that prints, onto a full disk (`/dev/full` as standard output): it says
//! on standard error that its output could not be written, exits with a failure code and
//! never panics (`println!` panics when standard output fails).

#![cfg(target_os = "linux")]

use std::io::Write;
use std::process::{Command, Stdio};

mod common;
use common::process::{BIN, HANG, wait_within};

const E1: &str = "r2kqrb3qn/1_.1ppp1ppb2/pnr1p3_.n2/6p3p1/1bp1_.4p1p/10_.1/4B7/1N2_.7/P2P4P2P/4P2_N1PP1/1P_.2PPPRP1Q/QRB2RKB2_N1 b - 89";

/// Runs `shuuro args` with standard output on `/dev/full` and `input` on standard input:
/// its exit code and standard error.
fn onto_full_disk(args: &[&str], input: &str) -> (Option<i32>, String) {
    let full = dev_full();
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .expect("shuuro runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    // The command may stop before it reads it all: a closed pipe is no failure here.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let out = wait_within(child, HANG, &format!("shuuro {args:?}"));
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// `/dev/full`, open for writing; a failure saying so where there is none (a test that
/// can't run must not pass).
fn dev_full() -> std::fs::File {
    std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap_or_else(|e| panic!("/dev/full can't be opened ({e}): this test needs it"))
}

/// The first record of the test data (a valid one).
fn record() -> String {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/records");
    let first = std::fs::read_dir(data)
        .expect("the records")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .min()
        .expect("a record");
    first.to_string_lossy().into_owned()
}

#[test]
fn every_printing_command_says_so_when_standard_output_is_full() {
    let record = record();
    let puzzles = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/puzzles/valid.json");
    let cases: &[(&[&str], &str, i32)] = &[
        (&["perft", "--sfen", E1, "--depth", "1", "--divide"], "", 1),
        (&["perft", "--sfen", E1, "--depth", "1"], "", 1),
        (&["bench", "1", "1"], "", 1),
        (
            &[
                "match", "--a", "random", "--b", "random", "--games", "2", "--mini",
            ],
            "",
            1,
        ),
        (
            &[
                "lab",
                "armies",
                "--pairs",
                "1",
                "--player",
                "engine:n200",
                "--mini",
                "--max-plies",
                "20",
            ],
            "",
            1,
        ),
        (&["puzzles", "--check", puzzles], "", 4),
        (&["puzzles", "--export"], "", 4),
        (&["completions", "bash"], "", 1),
        (&["man"], "", 1),
        (&["engine"], "uci\nisready\nquit\n", 1),
        (&["--help"], "", 1),
        (&["--version"], "", 1),
        (&["perft", "--help"], "", 1),
        (&["help", "match"], "", 1),
    ];
    for &(args, input, code) in cases {
        let (got, err) = onto_full_disk(args, input);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(err.contains("No space left"), "{args:?}: {err}");
        assert_eq!(got, Some(code), "{args:?}: {err}");
    }
    // `replay --check` keeps the exit code of its verdict (FORMAT.md §2) and says that
    // its report was lost.
    let (got, err) = onto_full_disk(&["replay", "--check", &record], "");
    assert!(err.contains("No space left"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(got, Some(0), "{err}");
}

/// With standard error on a full disk too, a command that fails still exits with its own
/// code (here 2: a bad SFEN), not a panic's 101: there is nowhere left to say why.
#[test]
fn a_full_standard_error_changes_no_exit_code() {
    let full = dev_full();
    let cases: &[(&[&str], i32)] = &[
        (&["perft", "--sfen", "not a position", "--depth", "1"], 2),
        (&["match", "--a", "nobody", "--b", "random"], 2),
        (
            &["match", "--a", "uci:/nonexistent/engine", "--b", "random"],
            1,
        ),
        (&["resume", "/nonexistent/game.json"], 2),
    ];
    for &(args, code) in cases {
        let child = Command::new(BIN)
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(full.try_clone().expect("a second handle"))
            .spawn()
            .expect("shuuro runs");
        let out = wait_within(child, HANG, &format!("shuuro {args:?}"));
        assert_eq!(out.status.code(), Some(code), "{args:?}");
    }
}
