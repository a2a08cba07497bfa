//! `shuuro replay FILE --check` on the real binary (FORMAT.md §2): golden records exit 0
//! with the expected `final:`/`result:` lines, invalid ones exit 1 naming the first
//! offending step, malformed files exit 2 naming the field.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

mod common;
use common::process::{BIN, HANG, output_within};
use shuuro::record::Record;

fn data(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/records")
        .join(sub)
}

fn json_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    v.sort();
    v
}

fn replay(args: &[&str], file: &Path) -> Output {
    output_within(
        Command::new(BIN).arg("replay").arg(file).args(args),
        HANG,
        "shuuro replay",
    )
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn expectation(file: &Path) -> serde_json::Value {
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
    v["x-expect"].clone()
}

#[test]
fn replay_check_accepts_every_golden_record_with_its_final_and_result_lines() {
    let files = json_files(&data(""));
    assert!(files.len() >= 20, "golden records missing: {files:?}");
    for f in files {
        let out = replay(&["--check"], &f);
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(0), "{}: {stderr}", f.display());
        let exp = expectation(&f);
        let lines: Vec<&str> = stdout.lines().collect();
        let n = lines.len();
        assert!(n >= 2, "{}: {stdout}", f.display());
        assert_eq!(
            lines[n - 2],
            format!("final: {}", exp["final"].as_str().unwrap()),
            "{}",
            f.display()
        );
        assert_eq!(
            lines[n - 1],
            format!("result: {}", exp["result"].as_str().unwrap()),
            "{}",
            f.display()
        );
    }
}

#[test]
fn golden_records_are_written_back_byte_for_byte() {
    for f in json_files(&data("")) {
        let original = std::fs::read_to_string(&f).unwrap();
        let rec = Record::from_json_str(&original).unwrap();
        assert_eq!(rec.to_json_string(), original, "{}", f.display());
    }
}

#[test]
fn replay_check_names_the_first_offending_step_of_every_invalid_record() {
    let files = json_files(&data("invalid"));
    assert!(files.len() >= 9, "invalid records missing: {files:?}");
    for f in files {
        let out = replay(&["--check"], &f);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{}: {stderr}", f.display());
        let exp = expectation(&f);
        let step = exp["step"].as_str().unwrap();
        assert!(
            stderr.starts_with(&format!("{step}: ")),
            "{}: expected the step {step:?}, got {stderr:?}",
            f.display()
        );
        let why = exp["reason_contains"].as_str().unwrap();
        assert!(
            stderr.to_lowercase().contains(&why.to_lowercase()),
            "{}: expected {why:?} in {stderr:?}",
            f.display()
        );
        assert!(!text(&out.stdout).contains("final:"), "{}", f.display());
    }
}

/// Each malformed file and a word its error must name (the field).
const MALFORMED: &[(&str, &str)] = &[
    ("truncated.json", "not JSON"),
    ("not-json.json", "not JSON"),
    ("binary.json", "not"),
    ("top-level-list.json", "object"),
    ("wrong-format.json", "format"),
    ("wrong-version.json", "version"),
    ("version-as-string.json", "version"),
    ("missing-rules.json", "rules"),
    ("board-size.json", "rules.board"),
    ("budget-as-string.json", "rules.budget.blue"),
    ("unknown-roster.json", "rules.roster"),
    (
        "roster-for-another-board.json",
        "rules.roster: the roster \"standard\" is made for the 12×12 board, not 6×6",
    ),
    (
        "roster-object-for-another-board.json",
        "rules.roster: the roster \"big\" is made for the 12×12 board, not 6×6",
    ),
    ("unknown-field.json", "deploymnet"),
    ("unknown-rules-field.json", "rules.jungle"),
    ("bad-square-deployment.json", "deployment 3"),
    ("bad-square-plinth.json", "plinth 2"),
    ("bad-move.json", "move 2"),
    ("bad-army-letter.json", "armies.red"),
    ("bad-quadrant.json", "plinth roll 1.quadrant"),
    ("dice-not-pairs.json", "deploy roll 1"),
    ("bad-result-reason.json", "result.reason"),
    ("bad-winner.json", "result.winner"),
    ("moves-not-list.json", "moves"),
];

#[test]
fn replay_check_exits_2_naming_the_field_of_every_malformed_file() {
    for (name, field) in MALFORMED {
        let f = data("malformed").join(name);
        assert!(f.exists(), "{}", f.display());
        let out = replay(&["--check"], &f);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {stderr}");
        assert!(
            stderr.contains(field),
            "{name}: expected {field:?} in {stderr:?}"
        );
    }
    let listed: Vec<String> = json_files(&data("malformed"))
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    for l in &listed {
        assert!(
            MALFORMED.iter().any(|(n, _)| n == l),
            "{l} has no expectation here"
        );
    }
}

#[test]
fn replay_check_exits_2_for_a_missing_file() {
    let out = replay(&["--check"], &data("no-such-file.json"));
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("no-such-file.json"));
}

#[test]
fn replay_sfen_prints_one_position_per_step_then_final_and_result() {
    let f = data("en-passant.json");
    let out = replay(&["--sfen"], &f);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let rec = Record::from_json_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
    let steps = 2 // armies
        + rec.plinth_rolls.as_ref().unwrap().len()
        + rec.deploy_rolls.as_ref().unwrap().len()
        + rec.deployment.as_ref().unwrap().len()
        + rec.fight_rolls.as_ref().unwrap().len()
        + rec.moves.as_ref().unwrap().len(); // the result is the rules' own: no step
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), steps + 2, "{stdout}");
    assert!(lines[0].starts_with("armies.blue (KP): "), "{stdout}");
    let ep = lines
        .iter()
        .find(|l| l.starts_with("move 4 (c4d3): "))
        .expect("the en-passant capture has its line");
    // After c4xd3 e.p. the Blue pawn of d4 is gone: rank 4 is empty.
    let sfen = ep.split(": ").nth(1).unwrap();
    let ranks: Vec<&str> = sfen.split(' ').next().unwrap().split('/').collect();
    assert_eq!(ranks[2], "6", "{sfen}");
    assert!(
        lines
            .last()
            .unwrap()
            .starts_with("result: dead-position none")
    );
}

#[test]
fn replay_without_flags_lists_the_steps_then_final_and_result() {
    let out = replay(&[], &data("stalemate.json"));
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("deployment 3 (Q@b1)\n"), "{stdout}");
    assert!(stdout.contains("move 1 (b1b4)\n"), "{stdout}");
    assert!(stdout.ends_with("result: stalemate none\n"), "{stdout}");
}

/// Issue 36, item 13: a sealed army is no piece in hand (FORMAT.md §2: hands hold what is
/// not yet placed, and nothing is to be placed before the armies are revealed). An
/// unfinished game with one army sealed, or both sealed while the plinths are rolled,
/// prints empty hands in `final:`.
#[test]
fn an_unfinished_game_shows_no_sealed_army_in_its_final_hand() {
    for name in [
        "resume-armies.json",
        "resume-plinths.json",
        "resignation-armies.json",
    ] {
        let out = replay(&["--check"], &data(name));
        assert_eq!(out.status.code(), Some(0), "{name}: {}", text(&out.stderr));
        let stdout = text(&out.stdout);
        let fin = stdout
            .lines()
            .find_map(|l| l.strip_prefix("final: "))
            .unwrap_or_else(|| panic!("{name}: no final line: {stdout}"));
        let hand = fin.split(' ').nth(2).expect("a hand field");
        assert_eq!(hand, "-", "{name}: {fin}");
    }
}

/// Issue 36, item 13: a roster or a puzzle set given where a game record is expected is
/// named for what it is (not "board: unknown field"), by `replay` and `analyse` alike.
#[test]
fn a_roster_or_a_puzzle_set_is_named_as_not_a_game_record() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let roster = Path::new(env!("CARGO_MANIFEST_DIR")).join("rosters/mini.json");
    let puzzles = dir.path().join("set.json");
    let export = Command::new(env!("CARGO_BIN_EXE_shuuro"))
        .args(["puzzles", "--export"])
        .output()
        .expect("puzzles --export runs");
    std::fs::write(&puzzles, &export.stdout).expect("written");
    for (file, what) in [(&roster, "a roster"), (&puzzles, "a puzzle set")] {
        for command in [&["replay", "--check"][..], &["analyse"][..]] {
            let out = Command::new(env!("CARGO_BIN_EXE_shuuro"))
                .arg(command[0])
                .arg(file)
                .args(&command[1..])
                .output()
                .expect("runs");
            let stderr = text(&out.stderr);
            assert_eq!(
                out.status.code(),
                Some(2),
                "{command:?} {}: {stderr}",
                file.display()
            );
            assert!(
                stderr.contains(&format!("is {what}, not a game record")),
                "{command:?} {}: {stderr}",
                file.display()
            );
            assert!(!stderr.contains("unknown field"), "{stderr}");
        }
    }
}

/// Issue 36, item 13: a practice layout given to `analyse` is named as a layout (FORMAT.md
/// §1), not as a game whose armies are being formed.
#[test]
fn analyse_names_a_practice_layout_as_no_game() {
    let out = Command::new(env!("CARGO_BIN_EXE_shuuro"))
        .arg("analyse")
        .arg(data("practice-layout.json"))
        .output()
        .expect("runs");
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.contains("is a practice layout, not a game") && stderr.contains("--layout"),
        "{stderr}"
    );
}
