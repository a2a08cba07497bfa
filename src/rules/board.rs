//! Piece placement and plinths: what stands where. Shared by deployment and fight.

use super::bitboard::Bitboard;
use super::color::{BySide, Side};
use super::role::{ByRole, Piece, Role};
use super::square::{BoardSize, Square};

/// The pieces and plinths on a board of a given size. No rules are checked here.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    size: BoardSize,
    plinths: Bitboard,
    by_side: BySide<Bitboard>,
    by_role: ByRole<Bitboard>,
    /// What stands on each square, as [`code`] writes it (0: nothing): the same as the
    /// bit-planes, kept beside them so that [`Board::piece_at`] is one look-up.
    squares: [u8; 144],
}

impl std::fmt::Debug for Board {
    /// The bit-planes (the square table says the same).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Board")
            .field("size", &self.size)
            .field("plinths", &self.plinths)
            .field("by_side", &self.by_side)
            .field("by_role", &self.by_role)
            .finish_non_exhaustive()
    }
}

/// A piece as one byte of [`Board::squares`]: 1 + 6 × side + role.
#[inline]
const fn code(piece: Piece) -> u8 {
    1 + 6 * piece.side.index() as u8 + piece.role.index() as u8
}

/// The pieces by their [`code`] (index 0: no piece).
const DECODE: [Option<Piece>; 13] = {
    let mut t = [None; 13];
    let mut i = 0;
    while i < 12 {
        let side = if i < 6 { Side::Blue } else { Side::Red };
        t[i + 1] = Some(Piece::new(side, Role::ALL[i % 6]));
        i += 1;
    }
    t
};

impl Board {
    /// An empty board without plinths.
    pub fn empty(size: BoardSize) -> Board {
        Board {
            size,
            plinths: Bitboard::EMPTY,
            by_side: BySide::default(),
            by_role: ByRole::default(),
            squares: [0; 144],
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

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        DECODE[self.squares[sq.index()] as usize]
    }

    /// Puts `piece` on `sq`, replacing what stood there.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        self.put_on_empty(sq, piece);
    }

    /// Removes and returns what stood on `sq`.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let p = self.piece_at(sq)?;
        self.take_known(sq, p);
        Some(p)
    }

    /// Takes `piece`, known to stand on `sq`, off the board: [`Board::remove`]
    /// without looking up what stands there.
    #[inline]
    pub(crate) fn take_known(&mut self, sq: Square, piece: Piece) {
        self.by_side[piece.side].remove(sq);
        self.by_role[piece.role].remove(sq);
        self.squares[sq.index()] = 0;
    }

    /// Puts `piece` on `sq`, known to be empty: [`Board::put`] without clearing it
    /// first.
    #[inline]
    pub(crate) fn put_on_empty(&mut self, sq: Square, piece: Piece) {
        self.by_side[piece.side].insert(sq);
        self.by_role[piece.role].insert(sq);
        self.squares[sq.index()] = code(piece);
    }

    /// Every piece with its square, rank 1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .map(|sq| (sq, self.piece_at(sq).expect("occupied")))
    }
}
