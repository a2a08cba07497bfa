//! Text from files never drives the terminal it is printed on: an escape sequence in a
//! record's field name or in the settings file is printed as `\u{1b}`, not sent raw
//! (found by an attack: such a record set the terminal window's title through
//! `shuuro resume` and `replay --check`, and a settings file did at start-up).

use std::process::{Command, Stdio};

mod common;
use common::process::{BIN, run_in, temp_dir};

/// A record of the test data with one more field, named with an escape sequence that
/// sets the window title and clears the screen.
fn hostile_record(dir: &std::path::Path) -> String {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/resume-fight.json"
    ))
    .unwrap();
    let text = text.replacen('{', "{\"\\u001b]2;TITLE\\u0007\\u001b[2Jbad\": 1,", 1);
    let path = dir.join("hostile.json");
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

fn assert_no_raw_escape(what: &str, stderr: &str) {
    assert!(
        !stderr.contains('\u{1b}') && !stderr.contains('\u{7}'),
        "{what}: raw control characters on standard error: {stderr:?}"
    );
}

#[test]
fn a_record_naming_a_field_with_escape_codes_is_quoted_not_played() {
    let dir = temp_dir("escapes");
    let file = hostile_record(&dir);
    for args in [
        &["replay", &file, "--check"][..],
        &["replay", &file],
        &["analyse", &file],
        &["resume", &file],
        &["puzzles", "--from", &file],
    ] {
        let r = run_in(&dir, args);
        assert_ne!(r.code, Some(0), "shuuro {args:?}: {}", r.stderr);
        assert_no_raw_escape(&format!("shuuro {args:?}"), &r.stderr);
    }
    let r = run_in(&dir, &["replay", &file, "--check"]);
    assert!(r.stderr.contains("\\u{1b}"), "{}", r.stderr);
}

#[test]
fn a_settings_file_with_escape_codes_is_quoted_at_start() {
    let dir = temp_dir("escprefs");
    let cfg = dir.join("cfg");
    std::fs::create_dir_all(&cfg).unwrap();
    std::fs::write(cfg.join("settings.toml"), b"\x1b]2;PWNED\x07\x1b[2J = 3\n").unwrap();
    let out = Command::new(BIN)
        .args(["play", "--mini"])
        .current_dir(&dir)
        .env("SHUURO_DATA_DIR", dir.join("data"))
        .env("SHUURO_CONFIG_DIR", &cfg)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("settings"), "{stderr}");
    assert_no_raw_escape("shuuro play", &stderr);
}
