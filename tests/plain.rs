//! Plain mode (docs/plain.md) as other programs use it: the real binary, standard input and
//! output piped. A whole Mini game against the computer played from a file of commands
//! gives the transcript kept in `tests/data/plain/` every time; bad input gets one line
//! and the game goes on; no escape sequence ever reaches the pipe; the end of input saves
//! a game `resume --plain` goes on with.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

mod common;
use common::process::{BIN, HANG, temp_dir, wait_within};

/// What a plain run printed, and how it ended.
struct Ran {
    stdout: String,
    stderr: String,
    ok: bool,
}

/// Runs `shuuro ARGS` in `dir` (its data and settings there) with `input` piped in.
fn plain(dir: &Path, args: &[&str], input: &str) -> Ran {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .env("SHUURO_DATA_DIR", dir.join("data"))
        .env("SHUURO_CONFIG_DIR", dir.join("config"))
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("shuuro starts");
    let mut stdin = child.stdin.take().expect("a pipe");
    stdin
        .write_all(input.as_bytes())
        .expect("the input is written");
    drop(stdin);
    let out = wait_within(child, HANG, &format!("shuuro {args:?}"));
    Ran {
        stdout: String::from_utf8(out.stdout).expect("UTF-8 output"),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        ok: out.status.success(),
    }
}

const GAME: &[&str] = &[
    "play",
    "--plain",
    "--mini",
    "--computer",
    "red",
    "--level",
    "1",
    "--think",
    "10s",
    "--seed",
    "7",
];

fn data(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/plain")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The whole game, twice: the same transcript each time, the one kept.
#[test]
fn a_whole_mini_game_from_a_file_gives_the_kept_transcript() {
    let input = data("mini-vs-computer.txt");
    let kept = data("mini-vs-computer.out");
    for run in 0..2 {
        let dir = temp_dir("plain-game");
        let ran = plain(&dir, GAME, &input);
        assert!(ran.ok, "run {run}: {}", ran.stderr);
        assert_eq!(ran.stdout, kept, "run {run}: the transcript changed");
    }
    assert!(kept.contains("Red: knight takes queen on e4, check."));
    assert!(kept.contains("Resignation. Red wins."));
}

/// Not one escape byte (nor any other control character but the line ends) in the pipe,
/// in English and Japanese, in hot-seat (where sealing and `clear` wipe a terminal).
#[test]
fn no_escape_sequence_is_ever_written_to_a_pipe() {
    let hot_seat = "ready\nadd Q\nclear\nadd Q\nseal\nready\nadd rook\nseal\nready\nroll all\nroll\nroll\nhelp\nboard\nquit\n";
    for (args, input) in [
        (GAME.to_vec(), data("mini-vs-computer.txt")),
        (
            vec!["play", "--plain", "--mini", "--seed", "3"],
            hot_seat.to_string(),
        ),
        (
            vec!["play", "--plain", "--mini", "--seed", "3", "--lang", "ja"],
            hot_seat.to_string(),
        ),
    ] {
        let dir = temp_dir("plain-escapes");
        let ran = plain(&dir, &args, &input);
        assert!(ran.ok, "{args:?}: {}", ran.stderr);
        let bad: Vec<char> = ran
            .stdout
            .chars()
            .filter(|c| c.is_control() && *c != '\n')
            .collect();
        assert!(
            bad.is_empty(),
            "{args:?}: control characters {bad:?} in\n{}",
            ran.stdout
        );
        assert!(ran.stdout.lines().count() > 10, "{}", ran.stdout);
    }
}

/// Every bad line gets exactly one line back, and the game goes on from where it was.
#[test]
fn bad_input_gets_one_line_and_the_game_goes_on() {
    let dir = temp_dir("plain-bad");
    let bad = [
        "xyzzy",
        "scan z",
        "where",
        "square k99",
        "add",
        "roll 3",
        "e2e4",
        "\u{1b}[2J",
        "resign",
        "yes",
    ];
    let mut input = String::from("ready\n");
    for b in bad {
        input.push_str(b);
        input.push('\n');
    }
    input.push_str("add Q\nquit\n");
    let ran = plain(&dir, &["play", "--plain", "--mini", "--seed", "3"], &input);
    assert!(ran.ok, "{}", ran.stderr);
    let lines: Vec<&str> = ran.stdout.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("Army: king;"))
        .expect("the sheet opens");
    let answers = &lines[start + 1..start + 1 + bad.len()];
    for (b, a) in bad.iter().zip(answers) {
        assert!(!a.starts_with("Army:"), "{b:?} changed the army: {a}");
    }
    assert_eq!(
        lines[start + 1 + bad.len()],
        "Army: king, queen; 90 points left.",
        "{}",
        ran.stdout
    );
}

/// The input ends in the deployment: the game is saved as `quit` saves it, and
/// `resume --plain` goes on from there (the same phase, the same hands).
#[test]
fn the_end_of_input_saves_a_game_resume_goes_on_with() {
    let dir = temp_dir("plain-resume");
    let input = "example\nseal\nroll all\nroll\nroll\nKc1\n";
    let ran = plain(&dir, GAME, input);
    assert!(ran.ok, "{}", ran.stderr);
    assert!(
        ran.stdout
            .ends_with("The game is saved; shuuro resume --plain goes on with it.\n"),
        "{}",
        ran.stdout
    );
    let resumed = plain(
        &dir,
        &["resume", "--plain"],
        "status\nhand\nlast\nQb1\nquit\n",
    );
    assert!(resumed.ok, "{}", resumed.stderr);
    let out = &resumed.stdout;
    assert!(out.contains("Phase 3: deployment."), "{out}");
    assert!(out.contains("Blue's hand: queen, rook, 2 pawns."), "{out}");
    assert!(out.contains("Red places the queen on c6."), "{out}");
    assert!(out.contains("Blue places the queen on b1."), "{out}");
    // Nothing said twice: the resumed game's steps are not announced again.
    assert!(!out.contains("Blue rolls"), "{out}");
}

/// Output that can't be written (a full disk: `/dev/full`) is not a success: the game is
/// left as `quit` leaves it, and the exit status and standard error say the output was lost.
#[test]
fn output_that_cannot_be_written_ends_with_a_failure_said_on_standard_error() {
    let dir = temp_dir("plain-full");
    // No /dev/full, no test: fail rather than pass without doing the work.
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full is needed for this test");
    let mut child = Command::new(BIN)
        .args(["play", "--plain", "--mini"])
        .current_dir(&dir)
        .env("SHUURO_DATA_DIR", dir.join("data"))
        .env("SHUURO_CONFIG_DIR", dir.join("config"))
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .expect("shuuro starts");
    let mut stdin = child.stdin.take().expect("a pipe");
    let _ = stdin.write_all(b"help\nstatus\n");
    drop(stdin);
    let out = wait_within(child, HANG, "shuuro play --plain > /dev/full");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "exit 0 with the output lost");
    assert!(
        stderr.contains("standard output"),
        "standard error says nothing of the output: {stderr:?}"
    );
}

/// A line of 10,000 characters gets one short line: the refusal quotes only its start.
/// A line of 4 MB with no newline at all is read in bounded pieces and refused the same way.
#[test]
fn a_very_long_line_is_refused_in_one_short_line() {
    let dir = temp_dir("plain-long");
    let long = "x".repeat(10_000);
    let ran = plain(&dir, &["play", "--plain", "--mini"], &format!("{long}\n"));
    let refusal = ran
        .stdout
        .lines()
        .find(|l| l.contains("xxx"))
        .unwrap_or_else(|| panic!("no refusal of the long line: {}", ran.stdout));
    assert!(
        refusal.chars().count() < 120,
        "{} characters",
        refusal.chars().count()
    );
    let huge = "y".repeat(4 << 20);
    let ran = plain(&dir, &["play", "--plain", "--mini"], &huge);
    let quoted: Vec<&str> = ran.stdout.lines().filter(|l| l.contains("yyy")).collect();
    assert!(
        !quoted.is_empty(),
        "no refusal of the huge line: {}",
        ran.stderr
    );
    assert!(
        quoted.iter().all(|l| l.chars().count() < 120),
        "{:?}",
        quoted.iter().map(|l| l.len()).collect::<Vec<_>>()
    );
}
