//! Time to depth: every position of `tests/data` searched to a fixed depth with a fresh
//! table, by one thread and by more, with the wall time of each search and the totals.
//!
//!     cargo run --release --example time_to_depth -- [DEPTH_12x12 [DEPTH_6x6 [THREADS...]]]
//!
//! Defaults: depth 8 on 12x12, 10 on 6x6, threads 1 and 2. Wall times move with the
//! machine's load: compare runs made side by side.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use shuuro::engine::{SearchOptions, Searcher};
use shuuro::rules::Position;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u32| {
        args.get(i)
            .map_or(Some(default), |a| a.parse().ok())
            .unwrap_or_else(|| {
                eprintln!("usage: time_to_depth [DEPTH_12x12 [DEPTH_6x6 [THREADS...]]]");
                std::process::exit(2)
            })
    };
    let (d12, d6) = (number(0, 8), number(1, 10));
    let threads: Vec<usize> = if args.len() > 2 {
        (2..args.len()).map(|i| number(i, 1) as usize).collect()
    } else {
        vec![1, 2]
    };
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut positions = Vec::new();
    for (file, depth) in [("12x12.jsonl", d12), ("6x6.jsonl", d6)] {
        let text = std::fs::read_to_string(format!("{data}/{file}")).expect("tests/data");
        for line in text.lines() {
            let v: serde_json::Value = serde_json::from_str(line).expect("JSON line");
            let sfen = v["sfen"].as_str().expect("sfen");
            let name = v["name"].as_str().unwrap_or("?").to_string();
            positions.push((name, Position::from_sfen(sfen).expect("SFEN"), depth));
        }
    }
    let mut totals = vec![Duration::ZERO; threads.len()];
    println!("position\tdepth\t{}", header(&threads));
    for (name, pos, depth) in &positions {
        let mut cells = Vec::new();
        for (t, &n) in threads.iter().enumerate() {
            let opts = SearchOptions {
                depth: Some(*depth),
                threads: Some(n),
                ..SearchOptions::default()
            };
            let start = Instant::now();
            let r = Searcher::with_hash_mb(16).search(pos, &[], &opts, &AtomicBool::new(false));
            let took = start.elapsed();
            totals[t] += took;
            let best = r.map_or("(none)".to_string(), |r| r.best.to_string());
            cells.push(format!("{:.3}s {best}", took.as_secs_f64()));
        }
        println!("{name}\t{depth}\t{}", cells.join("\t"));
    }
    let cells: Vec<String> = totals
        .iter()
        .map(|t| format!("{:.2}s", t.as_secs_f64()))
        .collect();
    println!("total\t\t{}", cells.join("\t"));
    for (t, &n) in threads.iter().enumerate().skip(1) {
        println!(
            "speed-up of {n} threads over {}: {:.2}x",
            threads[0],
            totals[0].as_secs_f64() / totals[t].as_secs_f64()
        );
    }
}

fn header(threads: &[usize]) -> String {
    threads
        .iter()
        .map(|n| format!("{n} thread(s)"))
        .collect::<Vec<_>>()
        .join("\t")
}
