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
//! - Knights on plinths (only a Knight can take them), mobility;
//! - a small seeded random term so the engine does not always deploy the same way.
//!
//! It only ever chooses among [`Deployment::legal_squares`].

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::rules::deploy::Deployment;
use crate::rules::{Board, Piece, Role, Side, Square};

use super::attacks::{AttackMap, on_board, queen_lines};
use super::eval::value;
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
        let cheapest = map.cheapest[enemy.index()][sq.index()];
        let cheapest = if board.plinths().contains(sq) {
            price(Role::Knight)
        } else {
            cheapest
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
        Role::Knight if board.plinths().contains(sq) => b += 40,
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

/// The engine's placement for the side to place, or `None` when nothing can be placed.
pub fn best_placement(deployment: &Deployment, seed: u64) -> Option<(Piece, Square)> {
    scored_placement(deployment, seed).map(|(p, s, _)| (p, s))
}

/// As [`best_placement`], with the score of the board it makes for the side placing
/// (the scale of centipawns: what it has exposed and threatens, King shelter, mobility).
pub fn scored_placement(deployment: &Deployment, seed: u64) -> Option<(Piece, Square, i32)> {
    let side = deployment.turn()?;
    let mut rng = StdRng::seed_from_u64(seed ^ (deployment.ply() as u64) << 32);
    let mut best: Option<((Piece, Square), i32)> = None;
    for (piece, sq) in legal_placements(deployment) {
        let mut board = deployment.board().clone();
        board.put(sq, piece);
        let s = score_board(&board, side)
            + placement_bonus(&board, piece, sq)
            + rng.random_range(0..12);
        if best.is_none_or(|(_, b)| s > b) {
            best = Some(((piece, sq), s));
        }
    }
    best.map(|((p, sq), s)| (p, sq, s))
}
