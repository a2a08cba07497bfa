//! Static evaluation of a fight position, in centipawns from the side to move's view.
//!
//! Terms: material; pawn advance (the far rank is a long way on 12×12); Knights near the
//! centre and on plinths (a Knight on a plinth can only be taken by a Knight); mobility of
//! every piece; King safety (enemy attacks next to the King and open lines towards it,
//! weighted by the enemy's material); and, when one side is far ahead, driving the lone
//! enemy King to the edge and bringing one's own King closer (so the search finds mates).

use crate::rules::{Bitboard, Board, Position, Role, Side};

use super::attacks::{attacks, centre_distance, distance, queen_lines, walls};

/// Value of a piece of `role` in centipawns (the King is priceless: used only for ordering).
pub const fn value(role: Role) -> i32 {
    match role {
        Role::King => 20_000,
        Role::Queen => 1000,
        Role::Rook => 520,
        Role::Bishop => 340,
        Role::Knight => 310,
        Role::Pawn => 100,
    }
}

const TEMPO: i32 = 10;
const KNIGHT_ON_PLINTH: i32 = 35;

/// The evaluation of `pos` from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    let board = pos.board();
    let us = pos.turn();
    side_score(board, us) - side_score(board, us.opposite()) + TEMPO
}

/// Material (pieces and pawns) of the side to move minus the other's: the bulk of
/// [`evaluate`], at a fraction of its cost.
pub fn material_balance(pos: &Position) -> i32 {
    let board = pos.board();
    let us = pos.turn();
    material(board, us) - material(board, us.opposite())
}

/// Whether `side` has a piece other than King and pawns (null-move pruning is unsafe
/// without: zugzwang).
pub fn has_nobles(board: &Board, side: Side) -> bool {
    (board.by_side(side) & !(board.by_role(Role::King) | board.by_role(Role::Pawn))).any()
}

/// Material of `side` without King and pawns.
fn noble_material(board: &Board, side: Side) -> i32 {
    Role::NOBLES
        .iter()
        .map(|&r| (board.by_role(r) & board.by_side(side)).count() as i32 * value(r))
        .sum()
}

fn material(board: &Board, side: Side) -> i32 {
    noble_material(board, side)
        + (board.by_role(Role::Pawn) & board.by_side(side)).count() as i32 * value(Role::Pawn)
}

/// Everything `side` has, seen from its own side.
fn side_score(board: &Board, side: Side) -> i32 {
    let size = board.size();
    let n = size.len() as i32;
    let w = walls(board);
    let own = board.by_side(side);
    let enemy = side.opposite();
    let enemy_king = board.king_of(enemy);
    let enemy_king_zone = enemy_king.map_or(Bitboard::EMPTY, |k| {
        attacks(
            board,
            Bitboard::EMPTY,
            k,
            crate::rules::Piece::new(enemy, Role::King),
        )
    });

    let mut score = 0;
    let mut mobility = 0i32;
    let mut king_pressure = 0i32;
    for role in Role::ALL {
        let piece = crate::rules::Piece::new(side, role);
        for sq in own & board.by_role(role) {
            let a = attacks(board, w, sq, piece);
            let reach = a.and_not(own);
            king_pressure += (reach & enemy_king_zone).count() as i32;
            match role {
                Role::King => {}
                Role::Pawn => {
                    score += value(Role::Pawn);
                    // 0 on row 2, growing quadratically to the row before promotion.
                    let row = sq.row_of(side, size) as i32;
                    let progress = (row - 2).max(0);
                    let span = (n - 3).max(1);
                    score += progress * progress * 110 / (span * span);
                }
                Role::Knight => {
                    score += value(Role::Knight);
                    score -= 4 * centre_distance(sq, size) as i32;
                    if board.plinths().contains(sq) {
                        score += KNIGHT_ON_PLINTH;
                    }
                    mobility += 2 * reach.count() as i32;
                }
                Role::Bishop | Role::Rook => {
                    score += value(role);
                    mobility += 2 * reach.count() as i32;
                }
                Role::Queen => {
                    score += value(Role::Queen);
                    mobility += reach.count() as i32;
                }
            }
        }
    }
    score += mobility;
    score += 12 * king_pressure;

    // Our King's safety against the enemy's material.
    let enemy_nobles = noble_material(board, enemy);
    if let Some(k) = board.king_of(side) {
        let open = queen_lines(board, k).count() as i32;
        // Open lines hurt while the enemy has pieces to use them.
        score -= open * enemy_nobles.min(4000) / 1000;
        if enemy_nobles < 1500 {
            // Endgame: the King joins in from the centre.
            score -= 6 * centre_distance(k, size) as i32;
        }
    }

    // Mop-up: far ahead against few enemy pieces, push the enemy King to the edge.
    let lead = material(board, side) - material(board, enemy);
    if lead >= 400
        && enemy_nobles <= 1100
        && let (Some(ek), Some(k)) = (enemy_king, board.king_of(side))
    {
        score += 20 * centre_distance(ek, size) as i32;
        score += 6 * (2 * n - distance(k, ek) as i32);
    }
    score
}
