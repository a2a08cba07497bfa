//! `shuuro puzzles --check --strict` (FORMAT.md §7, the rules every written set keeps):
//! exit 0 on a small set that keeps them, and exit 1 naming the puzzle and the rule on a
//! set with a second mating move, a theme not true of its solution, a deployment puzzle
//! whose hands leave a piece out, or one whose answer can't be found by looking.

use std::process::{Command, Output};

mod common;
use common::process::{BIN, HANG, output_within};

fn strict(name: &str) -> (i32, String, String) {
    let path = format!("{}/tests/data/puzzles/{name}", env!("CARGO_MANIFEST_DIR"));
    let out: Output = output_within(
        Command::new(BIN).args(["puzzles", "--check", &path, "--strict"]),
        HANG,
        "shuuro",
    );
    (
        out.status.code().expect("an exit code"),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_small_set_that_keeps_the_rules_passes() {
    let (code, out, err) = strict("strict-good.json");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("3 puzzles"), "{out}");
}

#[test]
fn a_mate_in_one_with_a_second_mating_move_fails_naming_both_moves() {
    let (code, _, err) = strict("strict-second-mate.json");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("puzzle m1-0001"), "{err}");
    assert!(
        err.contains("2 moves end the game at once: e1e6, f1f6"),
        "{err}"
    );
}

#[test]
fn a_theme_not_true_of_the_solution_fails_naming_the_theme() {
    let (code, _, err) = strict("strict-wrong-theme.json");
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("puzzle mat-0001 (puzzles[1].themes[1])"),
        "{err}"
    );
    assert!(err.contains("the theme fork is not true"), "{err}");
}

#[test]
fn a_deployment_puzzle_with_a_piece_left_out_of_the_hands_fails() {
    let (code, _, err) = strict("strict-left-out.json");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("puzzle d-0001 (puzzles[2].sfen)"), "{err}");
    assert!(
        err.contains("could still take a Pawn (190 of 200 points)"),
        "{err}"
    );
}

/// Issue 44: a deployment puzzle whose answer nothing on the board tells apart from
/// another placement (here any Pawn square: Red takes nothing either way) is refused.
#[test]
fn a_deployment_puzzle_whose_answer_cant_be_found_by_looking_fails() {
    let (code, _, err) = strict("strict-not-findable.json");
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("puzzle d-0001 (puzzles[0].solution[0])"),
        "{err}"
    );
    assert!(
        err.contains("the answer can't be found by looking: P@b2 looks as good as the answer"),
        "{err}"
    );
}

#[test]
fn the_sets_that_fail_strict_pass_the_plain_check() {
    for name in [
        "strict-second-mate.json",
        "strict-wrong-theme.json",
        "strict-left-out.json",
        "strict-not-findable.json",
    ] {
        let path = format!("{}/tests/data/puzzles/{name}", env!("CARGO_MANIFEST_DIR"));
        let out = output_within(
            Command::new(BIN).args(["puzzles", "--check", &path]),
            HANG,
            "shuuro",
        );
        assert_eq!(out.status.code(), Some(0), "{name}");
    }
}

#[test]
fn strict_without_check_is_refused() {
    let out = output_within(
        Command::new(BIN).args(["puzzles", "--strict"]),
        HANG,
        "shuuro",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--check"));
}

/// The built-in set keeps the rules of written sets (FORMAT.md §7): every puzzle checked
/// as `--check --strict` does, at its depth, the set shared between two threads.
#[test]
fn the_built_in_set_keeps_the_rules_of_written_sets() {
    use shuuro::engine::search::Searcher;
    use shuuro::puzzle::check::check_set;
    use shuuro::puzzle::strict::{check_puzzle, strict_depth};
    let set = shuuro::puzzle::builtin().expect("the built-in set reads");
    let resolved = check_set(&set).expect("the built-in set is valid");
    let depth = strict_depth();
    let broken: Vec<String> = std::thread::scope(|s| {
        let part = |half: usize| {
            let (set, resolved) = (&set, &resolved);
            s.spawn(move || {
                let mut searcher = Searcher::new(1 << 18);
                let mut broken = Vec::new();
                for (i, (p, r)) in set.puzzles().iter().zip(resolved).enumerate() {
                    if i % 2 == half
                        && let Err(e) = check_puzzle(&mut searcher, i, p, r, depth)
                    {
                        broken.push(e.to_string());
                    }
                }
                broken
            })
        };
        let (a, b) = (part(0), part(1));
        let mut all = a.join().expect("the first half");
        all.extend(b.join().expect("the second half"));
        all
    });
    assert!(broken.is_empty(), "{broken:#?}");
    assert!(resolved.len() >= 300, "{} puzzles", resolved.len());
}
