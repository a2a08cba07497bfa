//! What a puzzle set looks like under the rules every written set keeps (docs/puzzle-format.md,
//! `puzzles --check --strict`): counts per kind, the share of fight puzzles that are one
//! capture in one move, each theme as the set names it and as the checker finds it true,
//! the rules broken without a search, mates in one with more than one mating move,
//! puzzles with one legal move, the deployment puzzles whose answer is found by looking
//! (and the deployments with more than one puzzle), and the MultiPV gap of every fight puzzle's first solver
//! move (the solution's score minus the best other move's on the rank scale), and the
//! ratings as the set has them and as [`shuuro::puzzle::rating`] measures them.
//!
//! ```text
//! cargo run --example puzzle_report            # the built-in set, the strict depth
//! cargo run --example puzzle_report FILE DEPTH
//! ```

use std::collections::BTreeMap;

use shuuro::engine::search::Searcher;
use shuuro::puzzle::check::{Now, check_set};
use shuuro::puzzle::generate::deployment_key;
use shuuro::puzzle::lesson::findable_puzzle;
use shuuro::puzzle::rating::{measure, rating};
use shuuro::puzzle::set::{Kind, PuzzleSet, Theme};
use shuuro::puzzle::strict::{
    Gap, Rule, check_puzzle, gap_of, moves_of, strict_depth, true_themes, whole_armies,
};

fn main() {
    let mut args = std::env::args().skip(1);
    let set = match args.next() {
        Some(path) => {
            let text = std::fs::read_to_string(&path).expect("the set file reads");
            PuzzleSet::from_json(&text).expect("a puzzle set")
        }
        None => shuuro::puzzle::builtin().expect("the built-in set"),
    };
    let depth = args
        .next()
        .map_or_else(strict_depth, |d| d.parse().expect("a depth"));
    let resolved = check_set(&set).expect("the set passes the plain check");
    let puzzles: Vec<_> = set.puzzles().iter().zip(&resolved).collect();

    let fights = puzzles
        .iter()
        .filter(|(p, _)| p.kind() == Kind::Fight)
        .count();
    println!(
        "puzzles {}: fight {fights}, deployment {}",
        puzzles.len(),
        puzzles.len() - fights
    );

    let mut one_capture = 0;
    let mut one_legal = 0;
    let mut many_mates = Vec::new();
    let mut named: BTreeMap<Theme, usize> = BTreeMap::new();
    let mut true_of: BTreeMap<Theme, usize> = BTreeMap::new();
    let mut untrue: BTreeMap<Theme, usize> = BTreeMap::new();
    let mut hands_left_out = 0;
    let mut in_hand: BTreeMap<u32, usize> = BTreeMap::new();
    let mut solver_holds: BTreeMap<u32, usize> = BTreeMap::new();
    let mut findable = 0;
    let mut per_deployment: BTreeMap<u64, usize> = BTreeMap::new();
    for (p, r) in &puzzles {
        let truly = true_themes(r);
        for t in p.themes() {
            *named.entry(*t).or_default() += 1;
            if !truly.contains(t) {
                *untrue.entry(*t).or_default() += 1;
            }
        }
        for t in &truly {
            *true_of.entry(*t).or_default() += 1;
        }
        match r.start() {
            Now::Fight(pos) => {
                let moves = moves_of(r.steps());
                if moves.len() == 1 && pos.is_capture(moves[0]) {
                    one_capture += 1;
                }
                if pos.legal_moves().len() == 1 {
                    one_legal += 1;
                }
                let mating = pos
                    .legal_moves()
                    .into_iter()
                    .filter(|&m| pos.play(m).is_ok_and(|q| q.outcome().is_some()))
                    .count();
                if moves.len() == 1 && mating > 1 {
                    many_mates.push(format!("{} ({mating})", p.id()));
                }
            }
            Now::Deploy { deployment, .. } => {
                let hand = deployment.hands().blue.total() + deployment.hands().red.total();
                *in_hand.entry(hand).or_default() += 1;
                if whole_armies(r.start()).is_err() {
                    hands_left_out += 1;
                }
                if let Some(side) = deployment.turn() {
                    *solver_holds
                        .entry(deployment.hands()[side].total())
                        .or_default() += 1;
                }
                if findable_puzzle(r).is_ok() {
                    findable += 1;
                }
                *per_deployment
                    .entry(deployment_key(deployment))
                    .or_default() += 1;
            }
        }
    }
    println!(
        "one capture in one move: {one_capture} of {fights} fight puzzles ({:.0}%)",
        100.0 * one_capture as f64 / fights.max(1) as f64
    );
    println!("one legal move: {one_legal}");
    println!(
        "one-move puzzles ending the game with more than one move: {} {:?}",
        many_mates.len(),
        many_mates
    );
    println!("deployment pieces in hand (both sides) -> puzzles: {in_hand:?}");
    println!("deployment puzzles leaving a piece out of the hands: {hands_left_out}");
    println!("deployment pieces in the solver's hand -> puzzles: {solver_holds:?}");
    println!(
        "deployment puzzles whose answer is found by looking: {findable} of {}",
        puzzles.len() - fights
    );
    println!(
        "deployments with more than one puzzle: {}",
        per_deployment.values().filter(|&&n| n > 1).count()
    );
    println!("theme: named / true of the solution / named but not true");
    for t in Theme::ALL {
        println!(
            "  {:<18} {:>4} {:>4} {:>4}",
            t.name(),
            named.get(&t).copied().unwrap_or(0),
            true_of.get(&t).copied().unwrap_or(0),
            untrue.get(&t).copied().unwrap_or(0)
        );
    }

    // The MultiPV gap of each fight puzzle's first solver move at `depth`.
    let mut searcher = Searcher::new(1 << 18);
    let mut buckets: BTreeMap<&str, usize> = BTreeMap::new();
    let mut below_margin = Vec::new();
    let started = std::time::Instant::now();
    for (p, r) in &puzzles {
        let Now::Fight(pos) = r.start() else {
            continue;
        };
        let m = moves_of(r.steps())[0];
        if pos.play(m).is_ok_and(|q| q.outcome().is_some()) {
            *buckets.entry("a: ends the game").or_default() += 1;
            continue;
        }
        searcher.clear();
        let gap = gap_of(&mut searcher, pos, &[], m, depth);
        let bucket = match gap {
            Gap::Outside { .. } => "b: not in the best two",
            Gap::Second { .. } => "c: second best",
            Gap::Best { next: None } => "i: the only legal move",
            Gap::Best { next: Some((_, g)) } => match g {
                ..50 => "d: best by 0-49",
                50..150 => "e: best by 50-149",
                150..250 => "f: best by 150-249",
                250..500 => "g: best by 250-499",
                _ => "h: best by 500 or more",
            },
        };
        if !matches!(gap, Gap::Best { next: Some((_, g)) } if g >= 150)
            && !matches!(gap, Gap::Best { next: None })
        {
            below_margin.push(p.id().to_string());
        }
        *buckets.entry(bucket).or_default() += 1;
    }
    println!(
        "MultiPV gap of the first solver move at depth {depth} ({:.0} s):",
        started.elapsed().as_secs_f64()
    );
    for (b, n) in &buckets {
        println!("  {b:<26} {n:>4}");
    }
    println!("first move below the 150 cp margin: {below_margin:?}");

    // The first puzzle `--check --strict` names, and how many pass (one rule each).
    let mut passing = 0;
    let mut first = None;
    let mut broken: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, (p, r)) in puzzles.iter().enumerate() {
        match check_puzzle(&mut searcher, i, p, r, depth) {
            Ok(()) => passing += 1,
            Err(e) => {
                let rule = match e.rule {
                    Rule::LeftOut { .. } => "a piece left out of the hands",
                    Rule::NoArmy { .. } => "no army of the roster",
                    Rule::ThemeNotTrue(_) => "a theme not true",
                    Rule::MateNotNamed { .. } => "a mate not named",
                    Rule::OneLegalMove => "one legal move",
                    Rule::NotFindable(_) => "an answer not found by looking",
                    Rule::SecondEnding { .. } => "a second move ending the game",
                    Rule::NotUnique { .. } => "another move within 150 cp",
                    Rule::NotBest { .. } => "the move not among the best two",
                };
                *broken.entry(rule).or_default() += 1;
                first.get_or_insert(e);
            }
        }
    }
    println!("--check --strict: {passing} of {} pass", puzzles.len());
    for (rule, n) in &broken {
        println!("  first rule broken: {rule:<32} {n:>4}");
    }
    if let Some(e) = first {
        println!("  the first named: {e}");
    }

    // Ratings: as the set has them, and as measured for its fight puzzles.
    let histogram = |ratings: &[f64]| {
        let mut bins: BTreeMap<i64, usize> = BTreeMap::new();
        let mut same: BTreeMap<i64, usize> = BTreeMap::new();
        for r in ratings {
            *bins.entry((*r as i64 / 200) * 200).or_default() += 1;
            *same.entry(*r as i64).or_default() += 1;
        }
        let most = same.values().max().copied().unwrap_or(0);
        format!(
            "{bins:?}; the most shared value held by {most} ({:.0}%)",
            100.0 * most as f64 / ratings.len().max(1) as f64
        )
    };
    let named: Vec<f64> = puzzles.iter().map(|(p, _)| p.rating()).collect();
    println!("rating in the set (per 200): {}", histogram(&named));
    let started = std::time::Instant::now();
    let measured: Vec<f64> = puzzles
        .iter()
        .filter_map(|(_, r)| match r.start() {
            Now::Fight(pos) => {
                let e = measure(&mut searcher, pos, &moves_of(r.steps()), depth);
                Some(rating(&e))
            }
            Now::Deploy { .. } => None,
        })
        .collect();
    println!(
        "rating measured, fight puzzles, depth {depth} ({:.0} s, per 200): {}",
        started.elapsed().as_secs_f64(),
        histogram(&measured)
    );
}
