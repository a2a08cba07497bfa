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

/// Every command path of the program, `[]` for `shuuro` itself, found from the
/// `Commands:` lists of the help texts (so a new subcommand is covered without a change
/// here), with its `--help` output.
fn every_help() -> Vec<(Vec<String>, String)> {
    let mut todo: Vec<Vec<String>> = vec![vec![]];
    let mut done = Vec::new();
    while let Some(path) = todo.pop() {
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.push("--help");
        let help = run(&args);
        let mut in_commands = false;
        for line in help.lines() {
            if line.starts_with("Commands:") {
                in_commands = true;
            } else if in_commands && line.starts_with("  ") {
                let name = line.split_whitespace().next().unwrap_or_default();
                if !name.is_empty() && name != "help" {
                    let mut sub = path.clone();
                    sub.push(name.to_string());
                    todo.push(sub);
                }
            } else if !line.trim().is_empty() {
                in_commands = false;
            }
        }
        done.push((path, help));
    }
    done
}

/// The file names the program may point its readers to are those it ships: the
/// contract of the shared folder (`FORMAT.md`) is not one of them, so no help text, no
/// manual page and no string or doc comment of the sources (doc comments become help
/// texts and the manual page) names it; they name the `docs/` page instead.
#[test]
fn no_help_text_manual_page_or_source_names_a_file_the_program_does_not_ship() {
    let helps = every_help();
    let names: Vec<String> = helps.iter().map(|(p, _)| p.join(" ")).collect();
    for sub in SUBCOMMANDS
        .iter()
        .chain(&["puzzles", "lab armies", "bench"])
    {
        assert!(
            names.iter().any(|n| n == sub),
            "no help found for {sub}: {names:?}"
        );
    }
    let mut found = Vec::new();
    for (path, help) in &helps {
        if help.contains("FORMAT.md") {
            found.push(format!("shuuro {} --help", path.join(" ")));
        }
    }
    if run(&["man"]).contains("FORMAT.md") {
        found.push("shuuro man".into());
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md"), root.join("Cargo.toml")];
    let mut dirs = vec![root.join("src"), root.join("docs")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("the source tree") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    assert!(files.len() > 50, "the source tree was not found: {files:?}");
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue; // a picture
        };
        for (n, line) in text.lines().enumerate() {
            if line.contains("FORMAT.md") {
                found.push(format!("{}:{}: {line}", file.display(), n + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "FORMAT.md is not shipped; name the docs/ page instead:\n{}",
        found.join("\n")
    );
}
