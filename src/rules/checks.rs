//! Check squares: what the side to move knows, once per position, to tell which of its
//! moves give check with a bitboard test or two ([`CheckSquares::gives_check`]), where
//! [`Position::gives_check`] works it out for one move. A search asks for every move of
//! a node; the squares are worked out once per node.

use super::attacks;
use super::bitboard::Bitboard;
use super::position::{Move, Position};
use super::role::Role;
use super::square::Square;

/// The squares from which the side to move would check the enemy King, by role, and its
/// pieces whose leaving a line would uncover a check.
///
/// ```
/// use shuuro::rules::Position;
/// use shuuro::rules::checks::CheckSquares;
///
/// let start = Position::from_sfen("3k2/6/6/6/6/1R2K1 w - 20").unwrap();
/// // A position from a setup may be an ambush; after a move it never is.
/// assert!(CheckSquares::of(&start).is_none());
/// let pos = start.play(start.legal_moves()[0]).unwrap();
/// let checks = CheckSquares::of(&pos).expect("after a move");
/// for m in pos.legal_moves() {
///     assert_eq!(checks.gives_check(&pos, m), pos.gives_check(m));
/// }
/// ```
#[derive(Clone, Copy, Debug)]
pub struct CheckSquares {
    /// The enemy King.
    king: Square,
    /// For each role (in [`Role`]'s order), the squares from which a piece of that role
    /// of the side to move attacks the enemy King.
    direct: [Bitboard; 9],
    /// The side to move's pieces that alone stand between the enemy King and a slider of
    /// the side to move that attacks along that line (a piece on a plinth is not one: the
    /// plinth it leaves still blocks).
    uncovering: Bitboard,
}

impl CheckSquares {
    /// The check squares of the side to move in `pos`; `None` when the shortcut does not
    /// hold: a side without a King, or a position where the side to move may already be
    /// attacking the enemy King (an ambush after deployment, or after a null move).
    pub fn of(pos: &Position) -> Option<CheckSquares> {
        if pos.may_ambush() {
            return None;
        }
        let b = pos.board();
        let us = pos.turn();
        let king = b.king_of(us.opposite())?;
        b.king_of(us)?;
        let plinths = b.plinths();
        let occ = b.occupied() | plinths;
        let own = b.by_side(us);
        let rook_lines = attacks::rook_attacks(king, occ);
        let bishop_lines = attacks::bishop_attacks(king, occ);
        let knight = attacks::knight_attacks(king);
        let mut direct = [Bitboard::EMPTY; 9];
        direct[Role::King as usize] = attacks::king_attacks(king);
        direct[Role::Queen as usize] = rook_lines | bishop_lines;
        direct[Role::Rook as usize] = rook_lines;
        direct[Role::Bishop as usize] = bishop_lines;
        direct[Role::Knight as usize] = knight;
        // Our Pawn on `s` attacks the King when theirs on the King's square would
        // attack `s`.
        direct[Role::Pawn as usize] = attacks::pawn_attacks(us.opposite(), king);
        direct[Role::Chancellor as usize] = rook_lines | knight;
        direct[Role::Archbishop as usize] = bishop_lines | knight;
        direct[Role::Giraffe as usize] = attacks::giraffe_attacks(king);

        let queens = b.by_role(Role::Queen);
        let orthogonal = (b.by_role(Role::Rook) | queens | b.by_role(Role::Chancellor)) & own;
        let diagonal = (b.by_role(Role::Bishop) | queens | b.by_role(Role::Archbishop)) & own;
        let mut uncovering = Bitboard::EMPTY;
        for d in 0..8 {
            let sliders = if attacks::is_orthogonal(d) {
                orthogonal
            } else {
                diagonal
            };
            if (attacks::RAYS[d][king.index()] & sliders).is_empty() {
                continue;
            }
            let Some(first) = attacks::first_blocker(d, king, occ) else {
                continue;
            };
            if !own.contains(first) || plinths.contains(first) {
                continue;
            }
            if attacks::first_blocker(d, first, occ).is_some_and(|s| sliders.contains(s)) {
                uncovering.insert(first);
            }
        }
        Some(CheckSquares {
            king,
            direct,
            uncovering,
        })
    }

    /// Whether the legal move `m` of `pos` (the position these squares are of) checks
    /// the enemy King: [`Position::gives_check`], the same answer for every legal move.
    #[inline]
    pub fn gives_check(&self, pos: &Position, m: Move) -> bool {
        let Some(piece) = pos.board().piece_at(m.from) else {
            return pos.gives_check(m);
        };
        // A promotion changes the role (and its line may run through the square left);
        // en passant takes a Pawn off another square: both the long way.
        if m.promotion.is_some() || pos.ep_square() == Some(m.to) || m.to == self.king {
            return pos.gives_check(m);
        }
        // The square left never opens the moved piece's own line to the King: that
        // would mean it attacked the King already, which no legal move allows.
        if self.direct[piece.role as usize].contains(m.to) {
            return true;
        }
        self.uncovering.contains(m.from)
            && attacks::direction(self.king, m.to) != attacks::direction(self.king, m.from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The check squares answer exactly as [`Position::gives_check`] for every legal
    /// move of every test position and of the positions a move and two moves after
    /// them (12×12 and 6×6), and they are found for nearly all of them.
    #[test]
    fn check_squares_agree_with_gives_check_on_every_move() {
        let mut positions = Vec::new();
        for text in [
            include_str!("../../tests/data/12x12.jsonl"),
            include_str!("../../tests/data/6x6.jsonl"),
        ] {
            for line in text.lines() {
                let v: serde_json::Value = serde_json::from_str(line).expect("JSON line");
                let pos = Position::from_sfen(v["sfen"].as_str().expect("sfen")).expect("SFEN");
                for m in pos.legal_moves() {
                    let next = pos.play(m).expect("legal");
                    for r in next.legal_moves().into_iter().step_by(3) {
                        positions.push(next.play(r).expect("legal"));
                    }
                    positions.push(next);
                }
                positions.push(pos);
            }
        }
        let (mut found, mut moves, mut checks) = (0, 0, 0);
        for pos in &positions {
            let Some(squares) = CheckSquares::of(pos) else {
                continue;
            };
            found += 1;
            for m in pos.legal_moves() {
                let want = pos.gives_check(m);
                assert_eq!(
                    squares.gives_check(pos, m),
                    want,
                    "{m} in {}",
                    pos.to_sfen()
                );
                moves += 1;
                checks += usize::from(want);
            }
        }
        assert!(
            found * 10 > positions.len() * 9,
            "{found} of {}",
            positions.len()
        );
        assert!(
            moves > 500_000 && checks > 10_000,
            "{moves} moves, {checks} checks"
        );
    }
}
