//! End to end: the puzzle trainer in a pseudo-terminal (tmux) at 80×24, the real binary
//! on a set of two mates in one. One puzzle is solved with a typed move, the other failed
//! with a wrong typed move and `s`, then the first solved again with two mouse clicks;
//! the progress file in the data directory is read after each attempt.
//! Fails, saying so, when tmux is not installed.

use std::path::Path;
use std::time::{Duration, Instant};

use ratatui::layout::Rect;
use serde_json::Value;
use shuuro::rules::{BoardSize, Square};
use shuuro::ui::layout::layout;

mod common;
use common::tmux::{Session, require_tmux, tmux};

const SET: &str = r#"{"format": "shuuro-puzzles", "version": 1, "puzzles": [
 {"id": "rook-f", "kind": "fight", "sfen": "k5/6/K5/6/6/5R w - 1", "solution": ["f1f6"],
  "themes": ["mate-in-1"], "rating": 600},
 {"id": "rook-e", "kind": "fight", "sfen": "k5/6/K5/6/6/4R1 w - 1", "solution": ["e1e6"],
  "themes": ["mate-in-1"], "rating": 600}
]}"#;

/// Each puzzle's mate, and a move that is legal there and no mate.
fn moves(id: &str) -> (&'static str, &'static str) {
    match id {
        "rook-f" => ("f1f6", "f1f2"),
        "rook-e" => ("e1e6", "e1e2"),
        other => panic!("no such puzzle on screen: {other}"),
    }
}

/// The id of the puzzle on screen (the title ends with its number in the set, `#1`).
fn puzzle(s: &Session) -> String {
    let screen = s.wait_for("Your move.");
    let title = screen.lines().next().unwrap_or("").trim_end();
    let number = title.rsplit(' ').next().unwrap_or("");
    match number {
        "#1" => "rook-f",
        "#2" => "rook-e",
        other => panic!("no such puzzle on screen: {other} ({title})"),
    }
    .to_string()
}

/// The attempts in the progress file: (id, solved).
fn attempts(progress: &Path) -> Vec<(String, bool)> {
    let start = Instant::now();
    loop {
        if let Ok(text) = std::fs::read_to_string(progress)
            && let Ok(v) = serde_json::from_str::<Value>(&text)
        {
            return v["attempts"]
                .as_array()
                .expect("attempts")
                .iter()
                .map(|a| {
                    (
                        a["id"].as_str().expect("id").to_string(),
                        a["solved"].as_bool().expect("solved"),
                    )
                })
                .collect();
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "no progress file at {}",
            progress.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Waits until the progress file holds `n` attempts, and gives them.
fn attempts_now(progress: &Path, n: usize) -> Vec<(String, bool)> {
    let start = Instant::now();
    loop {
        let a = attempts(progress);
        if a.len() >= n || start.elapsed() > Duration::from_secs(20) {
            return a;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn temp_dir() -> common::scratch::Scratch {
    let d = common::scratch::scratch("e2e-trainer");
    std::fs::create_dir_all(d.join("config")).expect("temp dir");
    d
}

#[test]
fn e2e_the_trainer_solves_with_a_typed_move_fails_one_and_solves_with_clicks_in_tmux() {
    require_tmux();
    let bin = env!("CARGO_BIN_EXE_shuuro");
    let dir = temp_dir();
    let set = dir.join("set.json");
    std::fs::write(&set, SET).expect("the set is written");
    let progress = dir.join("puzzles.json");
    let name = format!("shuuro-e2e-trainer-{}", std::process::id());
    let cmd = format!(
        "env SHUURO_DATA_DIR={d} SHUURO_CONFIG_DIR={d}/config {bin} puzzles {set}",
        d = dir.display(),
        set = set.display()
    );
    let out = tmux(&[
        "new-session",
        "-d",
        "-s",
        &name,
        "-x",
        "80",
        "-y",
        "24",
        &cmd,
    ]);
    assert!(out.status.success(), "tmux new-session failed: {out:?}");
    let s = Session { name };

    // A typed move solves the first puzzle.
    let first = puzzle(&s);
    let (mate, _) = moves(&first);
    s.text(":");
    s.text(mate);
    s.enter();
    s.wait_for("Solved!");
    assert_eq!(attempts_now(&progress, 1), vec![(first.clone(), true)]);

    // The next is the other puzzle (never the same twice in a row): a wrong typed move
    // is taken back and fails it; s shows the solution and ends the attempt.
    s.text("n");
    let second = puzzle(&s);
    assert_ne!(second, first, "{}", s.screen());
    let (_, wrong) = moves(&second);
    s.text(":");
    s.text(wrong);
    s.enter();
    s.wait_for("Wrong:");
    s.text("s");
    assert_eq!(
        attempts_now(&progress, 2),
        vec![(first.clone(), true), (second.clone(), false)],
        "{}",
        s.screen()
    );

    // The next is the first again: two clicks, the Rook then its square, solve it.
    s.text("n");
    let third = puzzle(&s);
    assert_eq!(third, first, "{}", s.screen());
    let (mate, _) = moves(&third);
    let geom = layout(Rect::new(0, 0, 80, 24), Some(BoardSize::Six), false)
        .board
        .expect("the board fits 80x24");
    for sq in [&mate[..2], &mate[2..]] {
        let r = geom.rect(sq.parse::<Square>().expect("a square"));
        s.click(r.x + r.width / 2, r.y);
    }
    s.wait_for("Solved!");
    assert_eq!(
        attempts_now(&progress, 3),
        vec![(first.clone(), true), (second, false), (first, true)],
        "{}",
        s.screen()
    );
}
