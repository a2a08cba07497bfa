//! The computer at a [`Level`]: the army it buys, where it places, the move it plays.
//! The client, the engine protocol and the match runner all choose through these
//! functions, so a level plays alike everywhere; [`Level::MAX`] is the full engine.

use std::sync::atomic::AtomicBool;

use crate::rules::deploy::Deployment;
use crate::rules::game::Rules;
use crate::rules::{Army, Bitboard, Move, Piece, Position, Side, Square};

use super::SearchResult;
use super::deploy::{DeployBudget, FightOrder};
use super::level::Level;
use super::search::{DepthReport, SearchOptions, Searcher};

/// The army `side` buys at `level` within the roster and its budget, varied by `seed`
/// (under Scouts `plinths` is the board already rolled).
pub fn army(rules: &Rules, side: Side, plinths: Option<Bitboard>, seed: u64, level: Level) -> Army {
    let _ = level;
    super::army::choose_army(rules, side, plinths, seed)
}

/// The placement the side to place makes at `level` without searching (the quick
/// score), or `None` when nothing can be placed.
pub fn quick_placement(
    deployment: &Deployment,
    seed: u64,
    level: Level,
) -> Option<(Piece, Square)> {
    let _ = level;
    super::deploy::best_placement(deployment, seed)
}

/// The placement the side to place makes at `level` within `budget`, searching the
/// fights it may lead to as far as the level looks; `stop` ends it early with the best
/// found so far. `None` when nothing can be placed.
pub fn placement(
    deployment: &Deployment,
    order: FightOrder,
    budget: &DeployBudget,
    seed: u64,
    level: Level,
    stop: &AtomicBool,
) -> Option<(Piece, Square)> {
    let _ = level;
    super::deploy::searched_placement(deployment, order, budget, seed, stop)
        .map(|p| (p.piece, p.square))
}

/// Who chooses: a level, and the seed that varies its choices (the same seed, the same
/// choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Skill {
    pub level: Level,
    pub seed: u64,
}

/// The fight move `skill.level` plays in `position` within `options` (`history`: the zobrist
/// keys of the fight positions before it, oldest first), with the line it expects (its
/// move first); `report` hears every finished depth of the search behind it. `None` only
/// when there is no legal move.
pub fn fight_move(
    searcher: &mut Searcher,
    position: &Position,
    history: &[u64],
    options: &SearchOptions,
    skill: Skill,
    stop: &AtomicBool,
    report: &mut dyn FnMut(&DepthReport),
) -> Option<(SearchResult, Vec<Move>)> {
    let _ = skill;
    let mut line = Vec::new();
    let found = searcher.search_with(position, history, options, stop, &mut |r| {
        line = r.pv.clone();
        report(r);
    })?;
    if line.first() != Some(&found.best) {
        line = vec![found.best];
    }
    Some((found, line))
}
