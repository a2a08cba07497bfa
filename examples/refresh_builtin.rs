//! Brings a puzzle set to the rules of issue 44, in place, and adds the deployment puzzles
//! of other sets to it:
//! - every puzzle's themes become those its solution shows: a fight's as
//!   [`themes_of`] judges every solver move, a deployment's as its lesson shows them and
//!   the checker finds them true;
//! - a deployment puzzle whose answer can't be found by looking ([`findable_puzzle`]) is
//!   dropped, and so is every deployment puzzle of a deployment that already has one
//!   ([`deployment_key`]);
//! - the puzzles of the files after the set are added (the same rules), each with a new
//!   id after the highest number of its prefix (`d-`, `fork-`…), so no id of a dropped
//!   puzzle comes back with another puzzle (a player's progress refers to ids);
//! - `x-explain`, the engine-score words of the old generator, is dropped (the trainer
//!   says the lesson from its typed facts);
//! - `--at-most T=N` (before the files) adds at most N puzzles whose only theme besides
//!   `deployment` is T (so the commonest lesson, a last Pawn shielding a piece, leaves
//!   room for the others).
//!
//! The ids of the puzzles kept stay. What is dropped and why is printed.
//!
//! `cargo run --release --example refresh_builtin -- src/puzzle/builtin.json [--at-most defence=30] NEW.json…`

use std::collections::{BTreeMap, HashSet};

use shuuro::puzzle::check::{Now, Resolved, check_set};
use shuuro::puzzle::generate::{deployment_key, id_prefix};
use shuuro::puzzle::lesson::{findable_puzzle, of_puzzle};
use shuuro::puzzle::set::{Puzzle, PuzzleSet, Theme};
use shuuro::puzzle::strict::{moves_of, true_themes};
use shuuro::puzzle::themes::themes_of;

/// The themes `p` shows, or why it is dropped.
fn themes(r: &Resolved) -> Result<Vec<Theme>, String> {
    match r.start() {
        Now::Fight(pos) => Ok(themes_of(pos, &moves_of(r.steps()))),
        Now::Deploy { .. } => {
            findable_puzzle(r).map_err(|e| format!("not findable: {e}"))?;
            let lesson = of_puzzle(r).ok_or("no lesson")?;
            let truly = true_themes(r);
            Ok(lesson
                .themes()
                .into_iter()
                .filter(|t| truly.contains(t))
                .collect())
        }
    }
}

fn read(path: &str) -> (PuzzleSet, Vec<Resolved>) {
    let text = std::fs::read_to_string(path).expect("the set file reads");
    let set = PuzzleSet::from_json(&text).expect("a puzzle set");
    let resolved = check_set(&set).expect("the set passes the plain check");
    (set, resolved)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: refresh_builtin SET [NEW-SET…]");
    let (set, resolved) = read(&path);
    assert!(
        set.extra().is_empty(),
        "a set with its own x- fields is not rewritten"
    );
    let mut deployments = HashSet::new();
    let mut dropped: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut retagged = 0;
    let mut keep = |p: &Puzzle, r: &Resolved, out: &mut Vec<Puzzle>| -> bool {
        let why = match themes(r) {
            Ok(t) if t.is_empty() => "no theme left".to_string(),
            Ok(t) => {
                if let Now::Deploy { deployment, .. } = r.start()
                    && !deployments.insert(deployment_key(deployment))
                {
                    "a second puzzle of one deployment".to_string()
                } else {
                    if t != p.themes() {
                        retagged += 1;
                    }
                    out.push(p.clone().with_themes(t).without_extra("x-explain"));
                    return true;
                }
            }
            Err(e) => e,
        };
        let reason = why.split(':').next().unwrap_or("").to_string();
        dropped
            .entry(reason)
            .or_default()
            .push(format!("{} ({why})", p.id()));
        false
    };
    let mut out = Vec::new();
    for (p, r) in set.puzzles().iter().zip(&resolved) {
        keep(p, r, &mut out);
    }
    let kept_before = out.len();
    // The highest number of each id prefix.
    let mut next: BTreeMap<String, u32> = BTreeMap::new();
    for p in set.puzzles() {
        if let Some((prefix, n)) = p.id().rsplit_once('-')
            && let Ok(n) = n.parse::<u32>()
        {
            let at = next.entry(prefix.to_string()).or_default();
            *at = (*at).max(n);
        }
    }
    let mut added = 0;
    let mut at_most: BTreeMap<Theme, usize> = BTreeMap::new();
    let mut args = args.peekable();
    while args.peek().is_some_and(|a| a == "--at-most") {
        args.next();
        let cap = args.next().expect("--at-most THEME=N");
        let (theme, n) = cap.split_once('=').expect("--at-most THEME=N");
        at_most.insert(
            theme.parse().expect("a theme"),
            n.parse().expect("a number"),
        );
    }
    let mut only: BTreeMap<Theme, usize> = BTreeMap::new();
    for extra in args {
        let (new, resolved) = read(&extra);
        for (p, r) in new.puzzles().iter().zip(&resolved) {
            let mut one = Vec::new();
            if !keep(p, r, &mut one) {
                continue;
            }
            let Some(q) = one.pop() else { continue };
            if let [t] = q
                .themes()
                .iter()
                .filter(|&&t| t != Theme::Deployment)
                .collect::<Vec<_>>()[..]
            {
                let n = only.entry(*t).or_default();
                if at_most.get(t).is_some_and(|&most| *n >= most) {
                    continue;
                }
                *n += 1;
            }
            let prefix = id_prefix(&q);
            let n = next.entry(prefix.clone()).or_default();
            *n += 1;
            added += 1;
            let id = format!("{prefix}-{:04}", *n);
            out.push(q.with_id(id));
        }
    }
    for (reason, ids) in &dropped {
        println!("dropped, {reason}: {}", ids.len());
        for id in ids.iter().take(5) {
            println!("  {id}");
        }
    }
    println!(
        "{} puzzles: {kept_before} of {} kept ({retagged} with other themes), {added} added",
        out.len(),
        set.puzzles().len()
    );
    std::fs::write(&path, PuzzleSet::new(out).to_json()).expect("the set file writes");
}
