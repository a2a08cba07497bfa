//! End to end: the real binary in a pseudo-terminal (tmux), a whole Mini-Shuuro game
//! played with keys to a result, then the saved record checked with `replay --check`.
//!
//! The keys are chosen by a mirror: the same `App`, with the same seed and the same keys,
//! run in this process, so the test always knows what the screen shows and what is legal.
//! Fails, saying so, when tmux is not installed.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use clap::Parser;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::play::Stage;
use shuuro::app::{App, Msg, Options};
use shuuro::cmd::play::PlayArgs;
use shuuro::rules::game::Phase;
use shuuro::rules::{Move, Position, Reason, Side};

mod common;
use common::tmux::{Session, require_tmux, tmux};
use common::*;

#[derive(Parser)]
struct Wrap {
    #[command(flatten)]
    args: PlayArgs,
}

/// The Blue move that mates, or else one that leaves the Red King the fewest moves
/// without stalemating it.
fn blue_move(pos: &Position) -> Move {
    let mut best: Option<(usize, Move)> = None;
    for m in pos.legal_moves() {
        let Ok(after) = pos.play(m) else { continue };
        match after.outcome() {
            Some(o) if o.reason == Reason::Checkmate => return m,
            Some(_) => continue,
            None => {}
        }
        let replies = after.legal_moves().len();
        // Keep pieces out of the King's reach: a reply capturing the moved piece is bad.
        let hangs = after.legal_moves().iter().any(|r| r.to == m.to);
        let score = replies + if hangs { 100 } else { 0 };
        if best.is_none_or(|(s, _)| score < s) {
            best = Some((score, m));
        }
    }
    best.map(|(_, m)| m)
        .or_else(|| pos.legal_moves().first().copied())
        .expect("a legal move")
}

/// The next keys for what the mirror shows.
fn next_keys(app: &App, plies: usize) -> Vec<KeyCode> {
    let p = play(app);
    let typed = |s: String| {
        let mut v = vec![KeyCode::Char(':')];
        v.extend(s.chars().map(KeyCode::Char));
        v.push(KeyCode::Enter);
        v
    };
    match &p.stage() {
        Stage::Handover { .. } => return vec![KeyCode::Enter],
        Stage::Sheet(sheet) => {
            return if sheet.side() == Side::Blue && sheet.army().total() == 1 {
                vec![KeyCode::Char('e')]
            } else if sheet.is_confirming() {
                // An army that spends little: `y` seals it (Enter answers nothing).
                vec![KeyCode::Char('y')]
            } else {
                vec![KeyCode::Enter]
            };
        }
        Stage::Board => {}
    }
    match p.phase() {
        Phase::Plinths => vec![KeyCode::Char('a')],
        Phase::DeployOrder | Phase::FightOrder => vec![KeyCode::Enter],
        Phase::Deploy => {
            let role = p.role().expect("a piece to place");
            let sq = p.targets().first().expect("a legal square");
            typed(format!("{}@{sq}", role.upper_char()))
        }
        Phase::Fight => {
            let pos = p.game().position().expect("position");
            if pos.turn() == Side::Red {
                if plies > 60 {
                    return vec![KeyCode::Char('R'), KeyCode::Char('y')];
                }
                let m = pos.legal_moves()[0];
                typed(m.to_string())
            } else {
                typed(blue_move(pos).to_string())
            }
        }
        _ => Vec::new(),
    }
}

fn temp_dir() -> scratch::Scratch {
    scratch::scratch("e2e")
}

fn check(bin: &str, file: &Path) -> (i32, String) {
    let out = process::output_within(
        Command::new(bin).args(["replay", &file.to_string_lossy(), "--check"]),
        process::HANG,
        "shuuro replay --check",
    );
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

#[test]
fn e2e_mini_shuuro_game_in_tmux_to_a_result_then_replay_check() {
    require_tmux();
    let bin = env!("CARGO_BIN_EXE_shuuro");
    let dir = temp_dir();
    let save = dir.join("game.json");
    let flags = ["--mini", "--seed", "11", "--budget", "200,10"];
    let name = format!("shuuro-e2e-{}", std::process::id());
    let cmd = format!(
        "env SHUURO_DATA_DIR={} {bin} play {} --save {}",
        dir.display(),
        flags.join(" "),
        save.display()
    );
    let out = tmux(&[
        "new-session",
        "-d",
        "-s",
        &name,
        "-x",
        "100",
        "-y",
        "30",
        &cmd,
    ]);
    assert!(out.status.success(), "tmux new-session failed: {out:?}");
    let s = Session { name };
    s.wait_for("Hand over");

    // The mirror: the same App with the same seed.
    let mut argv = vec!["shuuro"];
    argv.extend(flags);
    let settings = Wrap::parse_from(argv).args.settings().expect("flags");
    let mut mirror = App::new(settings.clone(), Options::sized(100, 30));
    mirror.start_game(&settings);

    let mut plies = 0;
    for _ in 0..2000 {
        if play(&mirror).phase() == Phase::Over {
            break;
        }
        let keys = next_keys(&mirror, plies);
        assert!(!keys.is_empty(), "no key to press:\n{}", s.screen());
        let before = play(&mirror).game().moves().len();
        for k in keys {
            if std::env::var_os("E2E_DEBUG").is_some() {
                eprintln!(
                    "key {k:?}: {} / mirror {:?} {:?}",
                    s.screen().lines().next().unwrap_or(""),
                    play(&mirror).stage(),
                    play(&mirror).phase()
                );
            }
            s.send(k);
            mirror.update(Msg::Key(KeyEvent::new(k, KeyModifiers::NONE)));
        }
        if play(&mirror).game().moves().len() != before {
            plies += 1;
        }
        // Stay in step with the real screen now and then.
        if plies % 10 == 0 && play(&mirror).stage() == &Stage::Board {
            let want = shuuro::words::en().phase_title(play(&mirror).phase());
            s.wait_for(want);
        }
    }
    let outcome = play(&mirror).game().outcome().expect("the game ended");
    eprintln!("e2e: {outcome} after {plies} moves");
    let screen = s.wait_for("Game over");
    assert!(
        screen.contains(shuuro::words::en().reason(outcome.reason)),
        "{screen}"
    );
    s.send(KeyCode::Char('q'));
    std::thread::sleep(Duration::from_millis(300));

    let (code, text) = check(bin, &save);
    assert_eq!(code, 0, "replay --check failed:\n{text}");
    let want = format!(
        "result: {} {}",
        outcome.reason.name(),
        outcome.winner.map(|w| w.name()).unwrap_or("none")
    );
    assert!(text.contains(&want), "expected {want:?} in:\n{text}");
}
