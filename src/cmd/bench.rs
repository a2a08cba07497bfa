//! `shuuro bench [DEPTH_12x12 [DEPTH_6x6]]`: the engine's fixed-depth search of the 26
//! positions of `tests/data` (built into the program), each from a cleared table as after
//! `ucinewgame`, as `benches/fixed-depth.py` runs them through the protocol.
//!
//! One line per position, then the last line `bench: <nodes> nodes <nps> nps`. The node
//! count signs the search: two builds that print the same count searched the same trees
//! (the check of a change meant to keep the search identical), and the speed is that of
//! all 26 positions rather than of one.

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use super::output;
use crate::engine::players::MAX_DEPTH;
use crate::engine::protocol::{EnginePosition, HASH_MB};
use crate::engine::search::{SearchOptions, Searcher};

/// The positions: `(name, sfen)` lines of JSON, 12×12 then 6×6.
const POSITIONS: [&str; 2] = [
    include_str!("../../tests/data/12x12.jsonl"),
    include_str!("../../tests/data/6x6.jsonl"),
];

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Depth of the search on the 12×12 positions (plies).
    #[arg(value_name = "DEPTH_12x12", default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_DEPTH)))]
    pub depth_12x12: u32,
    /// Depth of the search on the 6×6 positions (plies).
    #[arg(value_name = "DEPTH_6x6", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_DEPTH)))]
    pub depth_6x6: u32,
}

/// One position of the bench, as `tests/data` gives it.
#[derive(serde::Deserialize)]
struct BenchPosition {
    name: String,
    sfen: String,
}

/// The built-in positions, with the depth each is searched to.
fn positions(args: &BenchArgs) -> Vec<(BenchPosition, u32)> {
    POSITIONS
        .iter()
        .zip([args.depth_12x12, args.depth_6x6])
        .flat_map(|(text, depth)| {
            text.lines().filter(|l| !l.trim().is_empty()).map(move |l| {
                let p: BenchPosition = serde_json::from_str(l).expect("tests/data is JSON lines");
                (p, depth)
            })
        })
        .collect()
}

pub fn run(args: BenchArgs) -> ExitCode {
    let all = positions(&args);
    let mut searcher = Searcher::with_hash_mb(HASH_MB.0);
    let stop = AtomicBool::new(false);
    let (mut nodes, mut time) = (0u64, Duration::ZERO);
    for (i, (p, depth)) in all.iter().enumerate() {
        let Ok(EnginePosition::Fight { position, history }) = EnginePosition::resolve(&p.sfen, &[])
        else {
            unreachable!("the positions of tests/data are fights (a test says so)")
        };
        searcher.clear();
        let options = SearchOptions {
            depth: Some(*depth),
            ..SearchOptions::default()
        };
        let start = Instant::now();
        let found = searcher.search(&position, &history, &options, &stop);
        let spent = start.elapsed();
        let (n, best) = found.map_or((0, "none".to_string()), |r| (r.nodes, r.best.to_string()));
        nodes += n;
        time += spent;
        let line = format!(
            "{}/{} {}: depth {depth} nodes {n} bestmove {best} time {}",
            i + 1,
            all.len(),
            p.name,
            spent.as_millis()
        );
        if let Err(e) = output::print_line(&line) {
            return output::failed("shuuro bench", &e);
        }
    }
    let nps = (nodes as f64 / time.as_secs_f64().max(1e-9)) as u64;
    match output::print_line(&format!("bench: {nodes} nodes {nps} nps")) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => output::failed("shuuro bench", &e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bench_positions_are_the_26_fights_of_tests_data_at_their_depths() {
        let all = positions(&BenchArgs {
            depth_12x12: 8,
            depth_6x6: 10,
        });
        assert_eq!(all.len(), 26);
        for (p, depth) in &all {
            let twelve = p.sfen.split('/').count() == 12;
            assert_eq!(*depth, if twelve { 8 } else { 10 }, "{}", p.name);
            assert!(
                matches!(
                    EnginePosition::resolve(&p.sfen, &[]),
                    Ok(EnginePosition::Fight { .. })
                ),
                "{}",
                p.name
            );
        }
    }
}
