//! Deployment choice: every (piece, legal square) is tried on a copy of the board and the
//! resulting board is scored for the side placing:
//!
//! - its own pieces the enemy attacks at the start of the fight (an attacked King is the
//!   ambush: a lost game if the enemy moves first, so it outweighs everything; a piece
//!   counts its value when undefended, else what it loses to the cheapest attacker);
//! - the enemy pieces it attacks (less: the enemy may still react, and the dice decide who
//!   moves first);
//! - open lines to its own King (fewer is better: a sheltered King), pawns in front of it,
//!   but room around it (edge and plinths next to a King make mates easy);
//! - Knights and fairy pieces on plinths (only they can take them there), mobility (each
//!   piece's own moves: the Giraffe's leap, the Chancellor's and Archbishop's Knight jumps
//!   over what stands in front);
//! - a small seeded random term so the engine does not always deploy the same way.
//!
//! That quick score ranks every placement; [`searched_placement`] then looks further at
//! the best few: each is played, the rest of the deployment is completed with the quick
//! score, and the fight that follows is searched for each side that may move first (the
//! dice give each side half the chance; under Serious business the side that finished
//! deploying first moves first; a set game may know the first mover). The candidate
//! whose fights score best for the side placing, weighted by those chances, is chosen.
//!
//! It only ever chooses among [`Deployment::legal_squares`].

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::rules::deploy::Deployment;
use crate::rules::{Army, Board, BySide, Piece, Position, Role, Side, Square};

use super::attacks::{AttackMap, on_board, queen_lines};
use super::eval::value;
use super::search::{MATE, SearchOptions, Searcher};
use crate::rules::attacks::king_attacks;

/// Weight of a threatened own King (the ambush).
const KING_EXPOSED: i32 = 20_000;

fn price(role: Role) -> u32 {
    value(role) as u32
}

/// What `side` loses on `board` to enemy attacks at the start of the fight.
fn exposure(board: &Board, map: &AttackMap, side: Side) -> i32 {
    let enemy = side.opposite();
    let mut total = 0;
    for sq in board.by_side(side) {
        let Some(p) = board.piece_at(sq) else {
            continue;
        };
        if !map.threatens(board, enemy, sq) {
            continue;
        }
        if p.role == Role::King {
            total += KING_EXPOSED;
            continue;
        }
        let v = value(p.role);
        let defended = map.attacked[side.index()].contains(sq);
        let cheapest = if board.plinths().contains(sq) {
            map.cheapest_jumper[enemy.index()][sq.index()]
        } else {
            map.cheapest[enemy.index()][sq.index()]
        };
        total += if defended {
            (v - cheapest.min(v as u32) as i32).max(0)
        } else {
            v
        };
    }
    total
}

/// The board score for `side` (higher is better for `side`).
fn score_board(board: &Board, side: Side) -> i32 {
    let map = AttackMap::new(board, price);
    let enemy = side.opposite();
    let mut s = 0;
    s -= exposure(board, &map, side);
    s += exposure(board, &map, enemy) * 2 / 5;
    if let Some(k) = board.king_of(side) {
        s -= 4 * queen_lines(board, k).count() as i32;
        // A King hemmed in by the edge and plinths is easily mated.
        s -= 12
            * king_attacks(k)
                .and_not(on_board(board.size()).and_not(board.plinths()))
                .count() as i32
            + 12 * (8 - king_attacks(k).count() as i32);
    }
    if let Some(k) = board.king_of(enemy) {
        s += queen_lines(board, k).count() as i32;
    }
    s += map.mobility[side.index()] as i32 / 2;
    s
}

/// Bonus for the piece itself on its square.
fn placement_bonus(board: &Board, piece: Piece, sq: Square) -> i32 {
    let mut b = 0;
    match piece.role {
        // Only a Knight or a fairy piece can take it there.
        r if r.stands_on_plinths() && board.plinths().contains(sq) => b += 40,
        Role::Pawn => {
            // Pawns in front of the King shelter it.
            if let Some(k) = board.king_of(piece.side) {
                let df = (sq.file() as i32 - k.file() as i32).abs();
                b += (3 - df).max(0) * 6;
            }
        }
        _ => {}
    }
    // Keep strong pieces for later placements, when more of the enemy is known.
    b -= value(piece.role).min(1000) / 50;
    b
}

/// Every legal placement for the side to place, as (piece, square).
pub fn legal_placements(deployment: &Deployment) -> Vec<(Piece, Square)> {
    let Some(side) = deployment.turn() else {
        return Vec::new();
    };
    let hand = deployment.hands()[side];
    let mut v = Vec::new();
    for role in Role::ALL {
        if hand.count(role) == 0 {
            continue;
        }
        for sq in deployment.legal_squares(role) {
            v.push((Piece::new(side, role), sq));
        }
    }
    v
}

/// The engine's placement for the side to place, or `None` when nothing can be placed
/// (the quick score alone: see [`searched_placement`] for the searched choice).
pub fn best_placement(deployment: &Deployment, seed: u64) -> Option<(Piece, Square)> {
    scored_placement(deployment, seed).map(|(p, s, _)| (p, s))
}

/// As [`best_placement`], with the score of the board it makes for the side placing
/// (the scale of centipawns: what it has exposed and threatens, King shelter, mobility).
pub fn scored_placement(deployment: &Deployment, seed: u64) -> Option<(Piece, Square, i32)> {
    ranked_placements(deployment, seed).into_iter().next()
}

/// Every legal placement with its quick score for the side placing, best first (ties in
/// the order of [`legal_placements`]).
pub fn ranked_placements(deployment: &Deployment, seed: u64) -> Vec<(Piece, Square, i32)> {
    let Some(side) = deployment.turn() else {
        return Vec::new();
    };
    let mut rng = StdRng::seed_from_u64(seed ^ (deployment.ply() as u64) << 32);
    let mut board = deployment.board().clone();
    let mut v: Vec<(Piece, Square, i32)> = legal_placements(deployment)
        .into_iter()
        .map(|(piece, sq)| {
            board.put(sq, piece);
            let s = score_board(&board, side)
                + placement_bonus(&board, piece, sq)
                + rng.random_range(0..12);
            board.remove(sq);
            (piece, sq, s)
        })
        .collect();
    v.sort_by_key(|&(_, _, s)| std::cmp::Reverse(s));
    v
}

/// Who moves first in the fight after the deployment, as the placing side knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FightOrder {
    /// Dice thrown after the deployment: each side moves first half the time.
    Dice,
    /// Serious business: the side that places its last piece first moves first.
    FinishedFirst,
    /// Already decided (a set game).
    Known(Side),
}

/// What a searched placement may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeployBudget {
    /// Wall-clock time for the whole choice (every candidate and its fights); the choice
    /// takes a little more than this at most (one completion and one search's last check).
    pub time: Duration,
    /// How many of the quick score's best placements are searched.
    pub candidates: usize,
    /// The deepest fight search from each completed deployment (plies).
    pub depth: u32,
    /// Search threads for each fight search.
    pub threads: usize,
}

impl DeployBudget {
    /// The budget of a move that may take `time`: eight candidates, fights to depth 6
    /// (the time stops them first at a few tens of milliseconds).
    pub fn for_time(time: Duration) -> DeployBudget {
        DeployBudget {
            time,
            candidates: 8,
            depth: 6,
            threads: 1,
        }
    }

    /// The budget of a placement under a fight search's limits: its time; else its depth
    /// (at most 6, and no time cut: the same choice on any machine); else, with no limit
    /// at all (`go infinite`), depth 6 until stopped. `None` under a node limit alone:
    /// then the quick score chooses.
    pub fn for_limits(options: &SearchOptions) -> Option<DeployBudget> {
        let threads = options.threads.unwrap_or(1).max(1);
        let unlimited = |depth: u32| DeployBudget {
            time: Duration::from_secs(24 * 3600),
            candidates: 8,
            depth,
            threads,
        };
        match (options.time, options.depth, options.nodes) {
            (Some(time), _, _) => Some(DeployBudget {
                threads,
                ..DeployBudget::for_time(time)
            }),
            (None, Some(depth), _) => Some(unlimited(depth.clamp(1, 6))),
            (None, None, None) => Some(unlimited(6)),
            (None, None, Some(_)) => None,
        }
    }
}

/// A placement chosen by searching the fights it leads to, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchedPlacement {
    pub piece: Piece,
    pub square: Square,
    /// The expected fight score for the side placing (centipawns, each first mover
    /// weighted by its chance).
    pub score: i32,
    /// The fight score for the side placing when this side moves first (`None`: that side
    /// cannot move first, or the time ran out before its fight was searched).
    pub by_first: BySide<Option<i32>>,
    /// How the first mover was known.
    pub order: FightOrder,
    /// The quick score's favourite with its searched score, when the search chose another.
    pub instead_of: Option<(Piece, Square, i32)>,
    /// Candidates searched.
    pub searched: usize,
    /// Fight positions visited by those searches.
    pub nodes: u64,
}

/// How much better (centipawns) a placement's fights must score to replace the quick
/// score's favourite.
const OVERRIDE_MARGIN: i32 = 60;

/// Fight scores are averaged with each other: a won or lost fight counts as this much.
const DECIDED: i32 = 5_000;

/// A deployment completed with the quick score (the same seed for every candidate, so
/// they are compared on the same terms). Stops early if a side is stuck.
pub fn complete(mut d: Deployment, seed: u64) -> Deployment {
    while let Some((piece, sq)) = best_placement(&d, seed) {
        if d.place(piece, sq).is_err() {
            break;
        }
    }
    d
}

/// The fight position from the board of `d` with `first` to move (pieces left in hand
/// stay out), if it is a legal fight.
fn fight_position(d: &Deployment, first: Side) -> Option<Position> {
    let mut setup = d.to_setup();
    setup.hands = BySide::new(Army::EMPTY, Army::EMPTY);
    setup.turn = first;
    Position::from_setup(&setup).ok()
}

/// The fight searched from `position`, for `side` (centipawns, clamped to [`DECIDED`]).
fn fight_score(
    searcher: &mut Searcher,
    position: &Position,
    side: Side,
    options: &SearchOptions,
    stop: &AtomicBool,
    nodes: &mut u64,
) -> i32 {
    let mover = match searcher.search(position, &[], options, stop) {
        Some(r) => {
            *nodes += r.nodes;
            r.score
        }
        // No legal move: mated or stalemated before the first move.
        None if position.is_check() => -MATE,
        None => 0,
    };
    let s = if position.turn() == side {
        mover
    } else {
        -mover
    };
    s.clamp(-DECIDED, DECIDED)
}

/// The placement whose fights score best, among the quick score's best
/// `budget.candidates` (see the module text); `None` when nothing can be placed. The
/// quick favourite is always searched first, so it stands when time runs out; `stop`
/// ends the choice early (the best found so far).
pub fn searched_placement(
    deployment: &Deployment,
    order: FightOrder,
    budget: &DeployBudget,
    seed: u64,
    stop: &AtomicBool,
) -> Option<SearchedPlacement> {
    let side = deployment.turn()?;
    let start = Instant::now();
    let ranked = ranked_placements(deployment, seed);
    let &(first_piece, first_square, _) = ranked.first()?;
    let mut chosen = SearchedPlacement {
        piece: first_piece,
        square: first_square,
        score: 0,
        by_first: BySide::new(None, None),
        order,
        instead_of: None,
        searched: 0,
        nodes: 0,
    };
    if ranked.len() == 1 {
        return Some(chosen);
    }
    let candidates = &ranked[..ranked.len().min(budget.candidates.max(1))];
    let mut searcher = Searcher::new(1 << 14);
    let mut favourite = None;
    for (i, &(piece, square, _)) in candidates.iter().enumerate() {
        let elapsed = start.elapsed();
        if i > 0 && (elapsed >= budget.time || stop.load(Ordering::Relaxed)) {
            break;
        }
        let mut d = deployment.clone();
        if d.place(piece, square).is_err() {
            continue;
        }
        let d = complete(d, seed);
        let firsts: Vec<(Side, i32)> = match order {
            FightOrder::Known(s) => vec![(s, 2)],
            FightOrder::FinishedFirst => match d.finished_first() {
                Some(s) => vec![(s, 2)],
                None => vec![(Side::Blue, 1), (Side::Red, 1)],
            },
            FightOrder::Dice => vec![(Side::Blue, 1), (Side::Red, 1)],
        };
        // What is left of the time, shared by the candidates still to search.
        let left = budget.time.saturating_sub(start.elapsed());
        let share = left / ((candidates.len() - i) * firsts.len()) as u32;
        let options = SearchOptions {
            time: Some(share.max(Duration::from_millis(1))),
            depth: Some(budget.depth.max(1)),
            nodes: None,
            soft_time: None,
            threads: Some(budget.threads.max(1)),
        };
        let mut by_first = BySide::new(None, None);
        let mut total = 0;
        for &(first, weight) in &firsts {
            // No fight (no enemy army, or a side stuck without its King): the quick score
            // decides, and the hint says nothing of the fight.
            let Some(p) = fight_position(&d, first) else {
                continue;
            };
            searcher.clear();
            let s = fight_score(&mut searcher, &p, side, &options, stop, &mut chosen.nodes);
            by_first[first] = Some(s);
            total += weight * s;
        }
        let score = total / 2;
        chosen.searched += 1;
        if i == 0 {
            favourite = Some((piece, square, score));
        }
        // The quick favourite stands unless another fights clearly better: a shallow
        // search's small differences are noise, and the quick score sees what the search
        // cannot (which pieces to keep in hand for later).
        let replaces = match favourite {
            None => true,
            Some((_, _, f)) => score >= f + OVERRIDE_MARGIN && score > chosen.score,
        };
        if i == 0 || replaces {
            chosen.piece = piece;
            chosen.square = square;
            chosen.score = score;
            chosen.by_first = by_first;
        }
    }
    chosen.instead_of = favourite.filter(|&(p, s, _)| (p, s) != (chosen.piece, chosen.square));
    Some(chosen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_placement_spends_the_fight_search_limits() {
        let with = |time, depth, nodes| SearchOptions {
            time,
            depth,
            nodes,
            threads: Some(2),
            ..SearchOptions::default()
        };
        let ms = Duration::from_millis;
        let b = DeployBudget::for_limits(&with(Some(ms(50)), None, None)).expect("timed");
        assert_eq!((b.time, b.depth, b.threads), (ms(50), 6, 2));
        // A depth limit: at most 6, and no time cut (the same choice on any machine).
        let b = DeployBudget::for_limits(&with(None, Some(9), None)).expect("by depth");
        assert_eq!(b.depth, 6);
        assert!(b.time >= Duration::from_secs(3600));
        assert_eq!(
            DeployBudget::for_limits(&with(None, Some(2), None)).map(|b| b.depth),
            Some(2)
        );
        // No limit at all (`go infinite`): until stopped.
        assert_eq!(
            DeployBudget::for_limits(&with(None, None, None)).map(|b| b.depth),
            Some(6)
        );
        // Nodes alone: the quick score.
        assert_eq!(
            DeployBudget::for_limits(&with(None, None, Some(1000))),
            None
        );
    }
}
