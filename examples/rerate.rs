//! Measures again the rating of the fight puzzles of a set whose `source` starts with one
//! of the given texts, as the generator measures a new puzzle's ([`rating::measure`] up to
//! the verifying depth), and writes the set back in place. For puzzles kept from an older
//! set whose ratings were set by kind:
//!
//! `cargo run --release --example rerate -- src/puzzle/builtin.json "self-play seed 4343"`

use shuuro::engine::search::Searcher;
use shuuro::puzzle::check::{Now, check_set};
use shuuro::puzzle::generate::Settings;
use shuuro::puzzle::rating::{measure, rating};
use shuuro::puzzle::set::PuzzleSet;
use shuuro::puzzle::strict::moves_of;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: rerate SET SOURCE-PREFIX...");
    let prefixes: Vec<String> = args.collect();
    let text = std::fs::read_to_string(&path).expect("the set file reads");
    let set = PuzzleSet::from_json(&text).expect("a puzzle set");
    let resolved = check_set(&set).expect("the set passes the plain check");
    let depth = Settings::default().verify().depth();
    let mut searcher = Searcher::new(1 << 16);
    let puzzles = set
        .puzzles()
        .iter()
        .zip(&resolved)
        .map(|(p, r)| {
            let wanted = p
                .source()
                .is_some_and(|s| prefixes.iter().any(|x| s.starts_with(x.as_str())));
            match r.start() {
                Now::Fight(pos) if wanted => {
                    searcher.clear();
                    let new =
                        rating(&measure(&mut searcher, pos, &moves_of(r.steps()), depth)).round();
                    println!("{}: {} -> {new}", p.id(), p.rating());
                    p.clone().with_rating(new)
                }
                _ => p.clone(),
            }
        })
        .collect();
    assert!(
        set.extra().is_empty(),
        "a set with its own x- fields is not rewritten"
    );
    std::fs::write(&path, PuzzleSet::new(puzzles).to_json()).expect("the set file writes");
}
