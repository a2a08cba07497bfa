//! Choosing the next puzzle from a set of 10,000: indexing the set once, then one choice
//! (a binary search and a few neighbours). Prints the time of one choice, then lets
//! criterion time both.

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use shuuro::puzzle::choose::Index;

fn ratings() -> Vec<f64> {
    // 10,000 ratings spread over 400–3000 in a scrambled order.
    (0..10_000u64)
        .map(|i| 400.0 + ((i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 11) % 2600) as f64)
        .collect()
}

fn bench(c: &mut Criterion) {
    let r = ratings();
    let index = Index::new(r.iter().copied());
    let start = Instant::now();
    let mut last = None;
    for draw in 0..10_000u64 {
        last = index.choose(1500.0 + (draw % 600) as f64, last, draw);
    }
    println!(
        "10,000 choices from 10,000 puzzles: {:?} each",
        start.elapsed() / 10_000
    );
    c.bench_function("index 10,000 puzzles", |b| {
        b.iter(|| Index::new(black_box(&r).iter().copied()))
    });
    let mut draw = 0u64;
    c.bench_function("choose among 10,000 puzzles", |b| {
        b.iter(|| {
            draw = draw.wrapping_add(1);
            index.choose(black_box(1500.0), Some(17), draw)
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
