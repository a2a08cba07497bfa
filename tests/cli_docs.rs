//! `shuuro completions SHELL` and `shuuro man`: made from the command-line definitions,
//! so every subcommand is in them.

use std::process::Command;

mod common;
use common::process::{BIN, HANG, output_within};

const SUBCOMMANDS: [&str; 9] = [
    "play", "resume", "replay", "analyse", "export", "practice", "perft", "match", "engine",
];

fn run(args: &[&str]) -> String {
    let out = output_within(Command::new(BIN).args(args), HANG, "shuuro");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn completions_for_every_shell_name_every_subcommand() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let script = run(&["completions", shell]);
        for sub in SUBCOMMANDS {
            assert!(script.contains(sub), "{shell}: no {sub}");
        }
        assert!(script.contains("--mini"), "{shell}: options too");
    }
}

#[test]
fn the_manual_page_is_roff_with_a_section_per_subcommand() {
    let page = run(&["man"]);
    assert!(
        page.starts_with(".ie") || page.contains(".TH shuuro"),
        "{page}"
    );
    for sub in SUBCOMMANDS {
        assert!(
            page.contains(&format!(".SH \"SHUURO {}\"", sub.to_uppercase())),
            "no section for {sub}"
        );
    }
    // The subcommands' own options are there (`analyse --json`, `match --games`).
    assert!(page.contains("json") && page.contains("games"));
}
