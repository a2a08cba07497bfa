//! Search speed from a typical middlegame and a full deployment (the "E1 a middlegame" and
//! "D1 a full deployment" positions of tests/data/12x12.jsonl): prints the depth reached
//! and nodes per second in one second from each, then lets criterion time a fixed-depth
//! search.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use shuuro::engine::{SearchOptions, Searcher};
use shuuro::rules::Position;

const MIDDLEGAME: &str = "r2kqrb3qn/1_.1ppp1ppb2/pnr1p3_.n2/6p3p1/1bp1_.4p1p/10_.1/4B7/1N2_.7/P2P4P2P/4P2_N1PP1/1P_.2PPPRP1Q/QRB2RKB2_N1 b - 89";

const DEPLOYED: &str = "rrnkqrbbbqnn/p_.pppppppppp/4p3_.3/12/4_.7/10_.1/12/4_.7/12/7_.1P2/PP_.PPPPPPPPP/QRBNRBKBNR_NQ b - 49";

fn position(sfen: &str) -> Position {
    let setup = shuuro::rules::sfen::parse(sfen).expect("bench SFEN parses");
    Position::from_setup(&setup).expect("bench SFEN is a fight position")
}

fn middlegame() -> Position {
    position(MIDDLEGAME)
}

fn one_second(_: &mut Criterion) {
    let opts = SearchOptions {
        time: Some(Duration::from_secs(1)),
        ..SearchOptions::default()
    };
    for (name, sfen) in [("E1 middlegame", MIDDLEGAME), ("D1 deployment", DEPLOYED)] {
        let pos = position(sfen);
        let start = Instant::now();
        let r = Searcher::default()
            .search(&pos, &[], &opts, &AtomicBool::new(false))
            .expect("moves exist");
        let secs = start.elapsed().as_secs_f64();
        println!(
            "search 1s from {name}: depth {} best {} score {} nodes {} in {:.2}s = {:.0} nodes/s",
            r.depth,
            r.best,
            r.score,
            r.nodes,
            secs,
            r.nodes as f64 / secs
        );
    }
}

fn fixed_depth(c: &mut Criterion) {
    let pos = middlegame();
    let opts = SearchOptions {
        depth: Some(3),
        ..SearchOptions::default()
    };
    c.bench_function("search E1 middlegame depth 3", |b| {
        b.iter(|| {
            Searcher::new(1 << 16)
                .search(black_box(&pos), &[], &opts, &AtomicBool::new(false))
                .expect("moves exist")
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = one_second, fixed_depth
}
criterion_main!(benches);
