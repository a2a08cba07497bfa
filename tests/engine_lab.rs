//! `shuuro lab armies`: the self-play experiment the engine's army chooser reads. Tiny
//! runs (Mini-Shuuro, depth 1, a short move cap): reproducible from the seed whatever
//! `--jobs`, and counts of zero refused.

use std::process::Command;

mod common;
use common::process::{HANG, output_within};

const SHUURO: &str = env!("CARGO_BIN_EXE_shuuro");

fn lab(extra: &[&str]) -> std::process::Output {
    output_within(
        Command::new(SHUURO)
            .args(["lab", "armies", "--mini", "--player", "engine:d1"])
            .args(extra),
        HANG,
        "shuuro lab",
    )
}

#[test]
fn the_same_seed_gives_the_same_table_with_any_jobs() {
    let one = lab(&["--pairs", "1", "--max-plies", "12", "--seed", "5"]);
    let two = lab(&[
        "--pairs",
        "1",
        "--max-plies",
        "12",
        "--seed",
        "5",
        "--jobs",
        "2",
    ]);
    assert!(one.status.success() && two.status.success());
    // Games end in any order with two jobs; each line names its game, and the table after
    // them is the same.
    let sorted = |out: &std::process::Output| {
        let mut lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_string)
            .collect();
        lines.sort();
        lines
    };
    assert_eq!(sorted(&one), sorted(&two));
    let text = String::from_utf8_lossy(&one.stdout);
    let evidence = text
        .lines()
        .find_map(|l| l.strip_prefix("evidence ["))
        .unwrap_or_else(|| panic!("no evidence line: {text}"));
    assert_eq!(
        evidence.trim_end_matches(']').split(", ").count(),
        8,
        "{text}"
    );
}

#[test]
fn counts_of_zero_are_refused() {
    for (flag, value) in [
        ("--pairs", "0"),
        ("--max-plies", "0"),
        ("--jobs", "0"),
        ("--jobs", "17"),
    ] {
        let out = lab(&[flag, value]);
        assert_eq!(out.status.code(), Some(2), "{flag} {value}");
        assert!(out.stdout.is_empty(), "{flag} {value}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(flag),
            "{flag} {value}"
        );
    }
}

/// A player the lab can't use is a usage error naming `--player` and why: no engine (it
/// said so, exit 1), or a depth out of range (99 999 was taken and searched for ever).
#[test]
fn a_player_the_lab_cannot_use_is_refused_with_the_reason() {
    for (value, why) in [
        ("random", "an engine"),
        ("engine:d0", "depth must be 1 to 64"),
        ("engine:d99999", "depth must be 1 to 64"),
        ("engine:x", "unknown player"),
    ] {
        let out = output_within(
            Command::new(SHUURO).args(["lab", "armies", "--mini", "--player", value]),
            HANG,
            "shuuro lab",
        );
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{value}: {stderr}");
        assert!(out.stdout.is_empty(), "{value}");
        assert!(
            stderr.contains("--player") && stderr.contains(why),
            "{value}: {stderr}"
        );
    }
}
