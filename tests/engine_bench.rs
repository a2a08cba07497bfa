//! `shuuro bench`: the fixed-depth search of the 26 positions of `tests/data`, each from a
//! cleared table, adds up to the nodes the protocol reports for the same searches (a
//! `ucinewgame` before each), the same on every run; one line per position, then
//! `bench: <nodes> nodes <nps> nps`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};

mod common;
use common::process::{BIN, HANG, output_within, wait_within};

/// The 26 positions' SFENs, 12×12 then 6×6 (as the bench reads them).
fn sfens() -> Vec<(String, bool)> {
    ["12x12.jsonl", "6x6.jsonl"]
        .iter()
        .flat_map(|name| {
            let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(path).expect("the positions");
            let twelve = name.starts_with("12");
            text.lines()
                .filter(|l| !l.trim().is_empty())
                .map(|l| {
                    let v: serde_json::Value = serde_json::from_str(l).expect("JSON");
                    (v["sfen"].as_str().expect("a sfen").to_string(), twelve)
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

fn bench(args: &[&str]) -> (Option<i32>, String) {
    let out = output_within(
        Command::new(BIN)
            .arg("bench")
            .args(args)
            .stdin(Stdio::null()),
        HANG,
        "shuuro bench",
    );
    (
        out.status.code(),
        String::from_utf8(out.stdout).expect("UTF-8"),
    )
}

/// The total of the bench's last line.
fn total(stdout: &str) -> u64 {
    let last = stdout.lines().last().expect("a last line");
    let words: Vec<&str> = last.split(' ').collect();
    assert!(
        matches!(words.as_slice(), ["bench:", _, "nodes", _, "nps"]),
        "{last}"
    );
    words[3].parse::<u64>().expect("nps");
    words[1].parse().expect("nodes")
}

#[test]
fn the_bench_adds_up_the_protocols_fixed_depth_searches_the_same_on_every_run() {
    let (code, first) = bench(&["3", "4"]);
    assert_eq!(code, Some(0), "{first}");
    let lines: Vec<&str> = first.lines().collect();
    assert_eq!(lines.len(), 27, "{first}");
    assert!(
        lines[0].starts_with("1/26 A chess-like start"),
        "{}",
        lines[0]
    );
    assert!(lines[25].starts_with("26/26 "), "{}", lines[25]);
    let nodes = total(&first);
    let (_, again) = bench(&["3", "4"]);
    assert_eq!(total(&again), nodes, "the same count on every run");

    // The protocol: each position after `ucinewgame`, the nodes of its last depth (the
    // next position is sent after the `bestmove`: a `position` would stop the search).
    let mut engine = Command::new(BIN)
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("shuuro engine runs");
    let mut stdin = engine.stdin.take().expect("a pipe");
    // Read on a thread of its own, so that an engine that says nothing fails the test
    // after a deadline instead of blocking it.
    let stdout = BufReader::new(engine.stdout.take().expect("a pipe"));
    let (tx, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in stdout.lines() {
            if tx.send(line.expect("read")).is_err() {
                break;
            }
        }
    });
    let mut sum = 0;
    for (sfen, twelve) in sfens() {
        let depth = if twelve { 3 } else { 4 };
        writeln!(stdin, "ucinewgame\nposition sfen {sfen}\ngo depth {depth}").expect("written");
        let mut last = 0;
        loop {
            let line = match lines.recv_timeout(HANG) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => {
                    let _ = engine.kill();
                    panic!(
                        "no bestmove within {} s of go depth {depth}",
                        HANG.as_secs()
                    )
                }
                Err(RecvTimeoutError::Disconnected) => panic!("the engine ended"),
            };
            if line.starts_with("info depth") {
                let at = line.find(" nodes ").expect("nodes") + 7;
                last = line[at..]
                    .split(' ')
                    .next()
                    .unwrap()
                    .parse::<u64>()
                    .unwrap();
            }
            if line.starts_with("bestmove") {
                break;
            }
        }
        sum += last;
    }
    writeln!(stdin, "quit").expect("written");
    wait_within(engine, HANG, "shuuro engine after quit");
    assert_eq!(sum, nodes);
}

#[test]
fn a_depth_of_zero_or_a_word_is_refused_with_the_reason() {
    for args in [&["0"][..], &["8", "deep"][..]] {
        let out = output_within(
            Command::new(BIN)
                .arg("bench")
                .args(args)
                .stdin(Stdio::null()),
            HANG,
            "shuuro bench",
        );
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("invalid value"), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}
