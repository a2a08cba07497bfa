//! Piece placement and plinths: what stands where. Shared by deployment and fight.

use super::bitboard::Bitboard;
use super::color::{BySide, Side};
use super::role::{ByRole, Piece, Role};
use super::square::{BoardSize, Square};

/// The pieces and plinths on a board of a given size. No rules are checked here.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    size: BoardSize,
    plinths: Bitboard,
    by_side: BySide<Bitboard>,
    by_role: ByRole<Bitboard>,
}

impl Board {
    /// An empty board without plinths.
    pub fn empty(size: BoardSize) -> Board {
        Board {
            size,
            plinths: Bitboard::EMPTY,
            by_side: BySide::default(),
            by_role: ByRole::default(),
        }
    }

    /// An empty board with the given plinths (squares outside the board are ignored).
    pub fn with_plinths(size: BoardSize, plinths: Bitboard) -> Board {
        let mut b = Board::empty(size);
        b.plinths = plinths & Bitboard::board(size);
        b
    }

    #[inline]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    #[inline]
    pub fn plinths(&self) -> Bitboard {
        self.plinths
    }

    pub fn set_plinth(&mut self, sq: Square, on: bool) {
        if on {
            self.plinths.insert(sq)
        } else {
            self.plinths.remove(sq)
        }
    }

    /// Squares holding a piece.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_side.blue | self.by_side.red
    }

    #[inline]
    pub fn by_side(&self, side: Side) -> Bitboard {
        self.by_side[side]
    }

    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role]
    }

    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_side[piece.side] & self.by_role[piece.role]
    }

    /// The King of `side`, if it has exactly one.
    pub fn king_of(&self, side: Side) -> Option<Square> {
        self.by_piece(Piece::new(side, Role::King)).single()
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let side = if self.by_side.blue.contains(sq) {
            Side::Blue
        } else if self.by_side.red.contains(sq) {
            Side::Red
        } else {
            return None;
        };
        let role = Role::ALL
            .into_iter()
            .find(|&r| self.by_role[r].contains(sq))?;
        Some(Piece::new(side, role))
    }

    /// Puts `piece` on `sq`, replacing what stood there.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        self.by_side[piece.side].insert(sq);
        self.by_role[piece.role].insert(sq);
    }

    /// Removes and returns what stood on `sq`.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let p = self.piece_at(sq)?;
        self.by_side[p.side].remove(sq);
        self.by_role[p.role].remove(sq);
        Some(p)
    }

    /// Takes `piece`, known to stand on `sq`, off the board: [`Board::remove`]
    /// without looking up what stands there.
    #[inline]
    pub(crate) fn take_known(&mut self, sq: Square, piece: Piece) {
        self.by_side[piece.side].remove(sq);
        self.by_role[piece.role].remove(sq);
    }

    /// Puts `piece` on `sq`, known to be empty: [`Board::put`] without clearing it
    /// first.
    #[inline]
    pub(crate) fn put_on_empty(&mut self, sq: Square, piece: Piece) {
        self.by_side[piece.side].insert(sq);
        self.by_role[piece.role].insert(sq);
    }

    /// Every piece with its square, rank 1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .map(|sq| (sq, self.piece_at(sq).expect("occupied")))
    }
}
