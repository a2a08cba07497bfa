//! Puzzles from the player's own games: each `mistake` and `blunder` of an analysed game
//! becomes a puzzle (the position before it, the analysis's move as the solution),
//! verified as the generator's are; a game without analysis is analysed first, each
//! position searched to the verification depth. Used by `shuuro puzzles --from` and by
//! the replay viewer's "make puzzles from this game's mistakes" (a job of the runtime).

use std::sync::atomic::AtomicBool;

use crate::analysis::run;
use crate::analysis::{Analysis, Class, Thresholds};
use crate::engine::search::{SearchOptions, Searcher};
use crate::rules::{Move, Position};

use super::generate::{self, Settings};
use super::set::Puzzle;
use super::themes::themes_of;
use super::verify;

/// The puzzles made from one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Mined {
    /// The puzzles, in the game's order, without ids (the set they go to numbers them).
    pub puzzles: Vec<Puzzle>,
    /// Mistakes and blunders left out: their best move is not unique.
    pub dropped: usize,
}

/// The analysis a game gets for its puzzles when it has none: each of the fight
/// `positions` (the first fight position first; `moves[i]` was played from
/// `positions[i]`) searched to the verification depth on `jobs` threads, `done` after
/// each; `None` when `stop` cut it short.
pub fn analyse(
    positions: &[Position],
    moves: &[Move],
    jobs: usize,
    stop: &AtomicBool,
    done: &(dyn Fn() + Sync),
) -> Option<Analysis> {
    let options = SearchOptions {
        depth: Some(Settings::default().verify().depth()),
        ..SearchOptions::default()
    };
    let evals = run::evaluate_all(positions, 0, &options, jobs, stop, &|_, _| {
        done();
        true
    });
    if stop.load(std::sync::atomic::Ordering::Relaxed) {
        return None;
    }
    Some(Analysis {
        engine: run::engine_name(),
        limit: run::limit_text(&options),
        moves: run::assemble(moves, &evals, Thresholds::DEFAULT),
    })
}

/// The puzzles of the mistakes and blunders `analysis` marks in the game of fight
/// `positions`; `label` names the game in each puzzle's `source`.
pub fn from_mistakes(positions: &[Position], analysis: &Analysis, label: &str) -> Mined {
    let settings = Settings::default();
    let mut searcher = Searcher::new(1 << 18);
    let mut mined = Mined {
        puzzles: Vec::new(),
        dropped: 0,
    };
    for (i, m) in analysis.moves.iter().enumerate() {
        if !matches!(m.class, Class::Mistake | Class::Blunder) {
            continue;
        }
        let Some(pos) = positions.get(i) else {
            continue;
        };
        let Some(line) = verify::verify_line(
            &mut searcher,
            pos,
            Some(m.best),
            settings.verify().cutting_mates(),
        ) else {
            mined.dropped += 1;
            continue;
        };
        let themes = themes_of(pos, &line.moves);
        if themes.is_empty() {
            mined.dropped += 1;
            continue;
        }
        let solution = line.moves.iter().map(|m| m.to_string()).collect();
        let source = format!(
            "{label} move {} ({}, {}): the analysis's move, {}",
            i + 1,
            m.played,
            m.class.as_str(),
            settings.verify_words()
        );
        mined.puzzles.push(
            Puzzle::fight(String::new(), pos.to_sfen(), solution, themes)
                .with_rating(generate::fight_rating(&mut searcher, pos, &line, &settings))
                .with_source(source),
        );
    }
    mined
}
