//! Perft speed: `cargo bench --bench perft`. The reference implementation counts D1 to
//! depth 5 (11,440,497 nodes) in about 1.1 s; `shuuro perft` prints nodes/s for the
//! full depth, this benchmark times the shallower trees.

use criterion::{Criterion, criterion_group, criterion_main};
use shuuro::rules::Position;
use std::hint::black_box;

const D1: &str = "rrnkqrbbbqnn/p_.pppppppppp/4p3_.3/12/4_.7/10_.1/12/4_.7/12/7_.1P2/PP_.PPPPPPPPP/QRBNRBKBNR_NQ b - 49";
const E1: &str = "r2kqrb3qn/1_.1ppp1ppb2/pnr1p3_.n2/6p3p1/1bp1_.4p1p/10_.1/4B7/1N2_.7/P2P4P2P/4P2_N1PP1/1P_.2PPPRP1Q/QRB2RKB2_N1 b - 89";
const MINI: &str = "5k/6/3_.1_./K2P2/6/4q1 b - 71";

fn perft(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    let d1 = Position::from_sfen(D1).expect("D1");
    g.bench_function("D1 depth 4 (387,010 nodes)", |b| {
        b.iter(|| assert_eq!(black_box(&d1).perft(4), 387_010))
    });
    let e1 = Position::from_sfen(E1).expect("E1");
    g.bench_function("E1 depth 3 (101,278 nodes)", |b| {
        b.iter(|| assert_eq!(black_box(&e1).perft(3), 101_278))
    });
    let mini = Position::from_sfen(MINI).expect("mini");
    g.bench_function("mini random 1 depth 5 (57,259 nodes)", |b| {
        b.iter(|| assert_eq!(black_box(&mini).perft(5), 57_259))
    });
    g.bench_function("legal_moves D1", |b| {
        b.iter(|| black_box(&d1).legal_moves())
    });
    g.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
