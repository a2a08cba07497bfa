//! Static exchange evaluation: what a capture wins or loses in material once both sides
//! have taken back on its square, cheapest piece first, each side free to stop.
//!
//! Shuuro's plinths shape the exchange: a piece on a plinth is a Knight and only Knights
//! capture it; off a plinth every piece may take back, with sliders stopped by plinths as
//! by pieces (and seen through the pieces that leave the square's lines: x-rays). Pins and
//! checks are not looked at, as usual; a King takes back only on a square nothing defends.

use crate::rules::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks,
};
use crate::rules::{Bitboard, Board, Move, Position, Role, Side, Square};

use super::super::attacks::walls;
use super::super::eval::value;

/// Roles from the cheapest attacker to the dearest.
const CHEAPEST_FIRST: [Role; 6] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
    Role::King,
];

/// The pieces of both sides that attack one square as the exchange on it goes on: on a
/// plinth only Knights; elsewhere every piece, with the pieces still on the board and the
/// walls as blockers. The sliders' lines from the square are kept from capture to capture:
/// a piece leaving the board changes them only when it stood on them (it was the first
/// blocker of its ray), and only then are they looked at again.
struct Attackers {
    to: Square,
    walls: Bitboard,
    /// Whether `to` is a plinth (only Knights take there).
    on_plinth: bool,
    /// Knights, Kings and pawns placed to take on `to`, whatever blocks.
    leapers: Bitboard,
    /// Rooks and Queens; Bishops and Queens.
    orthogonal: Bitboard,
    diagonal: Bitboard,
    /// What a Rook and a Bishop on `to` would attack now (first blockers included).
    rook_lines: Bitboard,
    bishop_lines: Bitboard,
}

impl Attackers {
    /// The attackers of `to` with the pieces of `occ` on the board.
    #[inline]
    fn new(board: &Board, to: Square, occ: Bitboard, walls: Bitboard) -> Attackers {
        let knights = knight_attacks(to) & board.by_role(Role::Knight);
        let on_plinth = board.plinths().contains(to);
        let queens = board.by_role(Role::Queen);
        let mut a = Attackers {
            to,
            walls,
            on_plinth,
            leapers: knights,
            orthogonal: board.by_role(Role::Rook) | queens,
            diagonal: board.by_role(Role::Bishop) | queens,
            rook_lines: Bitboard::EMPTY,
            bishop_lines: Bitboard::EMPTY,
        };
        if !on_plinth {
            let pawns = board.by_role(Role::Pawn);
            a.leapers = knights
                | (king_attacks(to) & board.by_role(Role::King))
                | (pawn_attacks(Side::Blue, to) & pawns & board.by_side(Side::Red))
                | (pawn_attacks(Side::Red, to) & pawns & board.by_side(Side::Blue));
            let blockers = occ | walls;
            a.rook_lines = rook_attacks(to, blockers);
            a.bishop_lines = bishop_attacks(to, blockers);
        }
        a
    }

    /// The attackers among the pieces of `occ` (the `occ` of the last update).
    #[inline]
    fn within(&self, occ: Bitboard) -> Bitboard {
        if self.on_plinth {
            return self.leapers & occ;
        }
        (self.leapers | (self.rook_lines & self.orthogonal) | (self.bishop_lines & self.diagonal))
            & occ
    }

    /// The piece on `gone` has left: `occ` is what stays on the board.
    #[inline]
    fn remove(&mut self, gone: Square, occ: Bitboard) {
        if self.on_plinth {
            return;
        }
        if self.rook_lines.contains(gone) {
            self.rook_lines = rook_attacks(self.to, occ | self.walls);
        }
        if self.bishop_lines.contains(gone) {
            self.bishop_lines = bishop_attacks(self.to, occ | self.walls);
        }
    }
}

/// The material `m` (a legal move of the side to move) wins once the exchange on its
/// square is played out, in centipawns of [`value`]: positive wins, negative loses, 0 for
/// a quiet move nothing can take or an even trade.
pub(crate) fn see(pos: &Position, m: Move) -> i32 {
    let board = pos.board();
    let Some(mover) = board.piece_at(m.from) else {
        return 0;
    };
    let to = m.to;
    let mut occ = board.occupied().without(m.from);
    let mut first_gain = match board.piece_at(to) {
        Some(p) if p.side != mover.side => value(p.role),
        Some(_) => return 0,
        None if pos.is_en_passant(m) => {
            if let Some(taken) = Square::new(to.file(), m.from.rank()) {
                occ.remove(taken);
            }
            value(Role::Pawn)
        }
        None => 0,
    };
    // What stands on the square after the move, and what taking it back wins.
    let mut standing = mover.role;
    if let Some(r) = m.promotion {
        first_gain += value(r) - value(Role::Pawn);
        standing = r;
    }
    let mut attackers = Attackers::new(board, to, occ, walls(board));
    // gains[d]: the material balance for the side that made capture d, if the exchange
    // stopped right after it.
    let mut gains = [0i32; 40];
    gains[0] = first_gain;
    let mut d = 0;
    let mut side = mover.side.opposite();
    loop {
        let all = attackers.within(occ);
        let ours = all & board.by_side(side);
        let Some((sq, role)) = CHEAPEST_FIRST
            .iter()
            .find_map(|&r| (ours & board.by_role(r)).first().map(|s| (s, r)))
        else {
            break;
        };
        if role == Role::King && (all & board.by_side(side.opposite())).any() {
            break;
        }
        if d + 1 >= gains.len() {
            break;
        }
        d += 1;
        gains[d] = value(standing) - gains[d - 1];
        // Neither side can come out better by going on: stop counting.
        if (-gains[d - 1]).max(gains[d]) < 0 {
            break;
        }
        occ.remove(sq);
        attackers.remove(sq, occ);
        standing = role;
        side = side.opposite();
    }
    // Each side takes back only when it pays, from the last capture back to the first.
    while d > 0 {
        gains[d - 1] = -(-gains[d - 1]).max(gains[d]);
        d -= 1;
    }
    gains[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(sfen: &str) -> Position {
        Position::from_sfen(sfen).expect("a test position")
    }

    fn mv(s: &str) -> Move {
        Move::new(s[0..2].parse().unwrap(), s[2..4].parse().unwrap())
    }

    // Mini-Shuuro boards (rank 6 first), Blue (capitals) to move.

    #[test]
    fn an_undefended_piece_is_won_whole_and_a_defended_one_costs_the_difference() {
        // The Rook b1 takes the Knight b5, which nothing defends.
        let p = position("3k2/1n4/6/6/6/1R2K1 w - 20");
        assert_eq!(see(&p, mv("b1b5")), value(Role::Knight));
        // The Bishop c6 defends the Knight: the Rook is lost for it.
        let p = position("2bk2/1n4/6/6/6/1R2K1 w - 20");
        assert_eq!(see(&p, mv("b1b5")), value(Role::Knight) - value(Role::Rook));
        // A quiet move onto a square the pawn a4 attacks loses the Rook.
        let p = position("3k2/6/p5/6/6/1R2K1 w - 20");
        assert_eq!(see(&p, mv("b1b3")), -value(Role::Rook));
        // And onto a square nothing attacks loses nothing.
        assert_eq!(see(&p, mv("b1c1")), 0);
    }

    #[test]
    fn x_rays_count_and_each_side_takes_back_only_when_it_pays() {
        // Rooks b2 and b1 one behind the other against the Rook b5 defended by the Rook
        // b6: RxR, RxR, RxR wins a Rook.
        let p = position("1r1k2/1r4/6/6/1R4/1R2K1 w - 20");
        assert_eq!(see(&p, mv("b2b5")), value(Role::Rook));
        // The Queen takes the pawn b4, the pawn a5 takes the Queen, the Rook b1 (behind
        // the Queen) takes the pawn back.
        let p = position("3k2/p5/1p4/6/1Q4/1R2K1 w - 20");
        assert_eq!(
            see(&p, mv("b2b4")),
            2 * value(Role::Pawn) - value(Role::Queen)
        );
    }

    #[test]
    fn a_king_takes_back_only_where_nothing_defends() {
        // The Rook takes the pawn d5 next to the Red King, which takes back.
        let p = position("6/2kp2/6/6/6/3RK1 w - 20");
        assert_eq!(see(&p, mv("d1d5")), value(Role::Pawn) - value(Role::Rook));
        // With a second Rook behind the first, the King cannot take back.
        let p = position("6/2kp2/6/6/3R2/3RK1 w - 20");
        assert_eq!(see(&p, mv("d2d5")), value(Role::Pawn));
    }

    #[test]
    fn a_plinth_blocks_a_slider_defending_behind_it() {
        // The Rook d6 defends the Knight d4 down the open file ...
        let p = position("3r1k/6/3n2/6/6/3RK1 w - 20");
        assert_eq!(see(&p, mv("d1d4")), value(Role::Knight) - value(Role::Rook));
        // ... but not through the plinth d5.
        let p = position("3r1k/3_.2/3n2/6/6/3RK1 w - 20");
        assert_eq!(see(&p, mv("d1d4")), value(Role::Knight));
    }

    #[test]
    fn only_knights_take_on_a_plinth() {
        // The Knight on the plinth c3 seems defended by the Rook c6 and the pawn d4, but
        // neither may capture on a plinth: the Blue Knight wins it.
        let p = position("2r2k/6/3p2/2_n3/N5/4K1 w - 20");
        assert_eq!(see(&p, mv("a2c3")), value(Role::Knight));
        // The Knight a4 does take back: an even trade.
        let p = position("2r2k/6/n2p2/2_n3/N5/4K1 w - 20");
        assert_eq!(see(&p, mv("a2c3")), 0);
        // A Knight moving onto an empty plinth the pawn d4 "attacks" loses nothing.
        let p = position("2r2k/6/3p2/2_.3/N5/4K1 w - 20");
        assert_eq!(see(&p, mv("a2c3")), 0);
    }
}
