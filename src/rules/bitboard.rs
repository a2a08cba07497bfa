//! Sets of squares over the 144-square grid: 128 bits for squares 0..128 and 16 bits
//! for 128..144. All operations are `const fn` where possible so attack tables can be
//! built at compile time.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use super::square::{BoardSize, Square};

/// A set of squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard {
    lo: u128,
    hi: u16,
}

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard { lo: 0, hi: 0 };
    /// All 144 squares.
    pub const FULL: Bitboard = Bitboard {
        lo: u128::MAX,
        hi: u16::MAX,
    };

    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        let i = sq.index();
        if i < 128 {
            Bitboard {
                lo: 1u128 << i,
                hi: 0,
            }
        } else {
            Bitboard {
                lo: 0,
                hi: 1u16 << (i - 128),
            }
        }
    }

    /// All squares of a rank (0-based) of the 12×12 grid.
    pub const fn rank(rank: u8) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        let mut f = 0;
        while f < 12 {
            b = b.with(Square::from_index_unchecked(rank as usize * 12 + f));
            f += 1;
        }
        b
    }

    /// All squares of a file (0-based) of the 12×12 grid.
    pub const fn file(file: u8) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        let mut r = 0;
        while r < 12 {
            b = b.with(Square::from_index_unchecked(r * 12 + file as usize));
            r += 1;
        }
        b
    }

    /// Every square of the given board (computed once, at compile time: move generation
    /// masks with it).
    #[inline]
    pub const fn board(size: BoardSize) -> Bitboard {
        const TWELVE: Bitboard = Bitboard::compute_board(BoardSize::Twelve);
        const EIGHT: Bitboard = Bitboard::compute_board(BoardSize::Eight);
        const SIX: Bitboard = Bitboard::compute_board(BoardSize::Six);
        match size {
            BoardSize::Twelve => TWELVE,
            BoardSize::Eight => EIGHT,
            BoardSize::Six => SIX,
        }
    }

    const fn compute_board(size: BoardSize) -> Bitboard {
        let n = size.len() as usize;
        let mut b = Bitboard::EMPTY;
        let mut i = 0;
        while i < 144 {
            if i % 12 < n && i / 12 < n {
                b = b.with(Square::from_index_unchecked(i));
            }
            i += 1;
        }
        b
    }

    #[inline]
    pub const fn with(self, sq: Square) -> Bitboard {
        self.or(Bitboard::from_square(sq))
    }

    #[inline]
    pub const fn without(self, sq: Square) -> Bitboard {
        self.and_not(Bitboard::from_square(sq))
    }

    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        !self.and(Bitboard::from_square(sq)).is_empty()
    }

    #[inline]
    pub fn insert(&mut self, sq: Square) {
        *self = self.with(sq);
    }

    #[inline]
    pub fn remove(&mut self, sq: Square) {
        *self = self.without(sq);
    }

    #[inline]
    pub fn toggle(&mut self, sq: Square) {
        *self = self.xor(Bitboard::from_square(sq));
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.lo == 0 && self.hi == 0
    }

    #[inline]
    pub const fn any(self) -> bool {
        !self.is_empty()
    }

    #[inline]
    pub const fn count(self) -> u32 {
        self.lo.count_ones() + self.hi.count_ones()
    }

    /// More than one square.
    #[inline]
    pub const fn more_than_one(self) -> bool {
        (self.lo & self.lo.wrapping_sub(1)) != 0
            || (self.hi & self.hi.wrapping_sub(1)) != 0
            || (self.lo != 0 && self.hi != 0)
    }

    #[inline]
    pub const fn and(self, o: Bitboard) -> Bitboard {
        Bitboard {
            lo: self.lo & o.lo,
            hi: self.hi & o.hi,
        }
    }

    #[inline]
    pub const fn or(self, o: Bitboard) -> Bitboard {
        Bitboard {
            lo: self.lo | o.lo,
            hi: self.hi | o.hi,
        }
    }

    #[inline]
    pub const fn xor(self, o: Bitboard) -> Bitboard {
        Bitboard {
            lo: self.lo ^ o.lo,
            hi: self.hi ^ o.hi,
        }
    }

    /// `self` without the squares of `o`.
    #[inline]
    pub const fn and_not(self, o: Bitboard) -> Bitboard {
        Bitboard {
            lo: self.lo & !o.lo,
            hi: self.hi & !o.hi,
        }
    }

    #[inline]
    pub const fn complement(self) -> Bitboard {
        Bitboard {
            lo: !self.lo,
            hi: !self.hi,
        }
    }

    /// The lowest-indexed square, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.lo != 0 {
            Some(Square::from_index_unchecked(
                self.lo.trailing_zeros() as usize
            ))
        } else if self.hi != 0 {
            Some(Square::from_index_unchecked(
                128 + self.hi.trailing_zeros() as usize,
            ))
        } else {
            None
        }
    }

    /// The highest-indexed square, if any.
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.hi != 0 {
            Some(Square::from_index_unchecked(
                143 - self.hi.leading_zeros() as usize,
            ))
        } else if self.lo != 0 {
            Some(Square::from_index_unchecked(
                127 - self.lo.leading_zeros() as usize,
            ))
        } else {
            None
        }
    }

    /// Removes and returns the lowest-indexed square.
    #[inline]
    pub fn pop_first(&mut self) -> Option<Square> {
        if self.lo != 0 {
            let i = self.lo.trailing_zeros() as usize;
            self.lo &= self.lo - 1;
            Some(Square::from_index_unchecked(i))
        } else if self.hi != 0 {
            let i = self.hi.trailing_zeros() as usize;
            self.hi &= self.hi - 1;
            Some(Square::from_index_unchecked(128 + i))
        } else {
            None
        }
    }

    /// Every square moved `n` indices up (towards l12); squares pushed past 143 vanish.
    /// `n` must be below 128. On the grid, `n = 12` is one rank up; file wrap-around is
    /// the caller's business.
    #[inline]
    pub(crate) const fn shift_up(self, n: u32) -> Bitboard {
        if n == 0 {
            return self;
        }
        Bitboard {
            lo: self.lo << n,
            hi: (((self.hi as u128) << n) | (self.lo >> (128 - n))) as u16,
        }
    }

    /// Every square moved `n` indices down (towards a1); see [`Bitboard::shift_up`].
    #[inline]
    pub(crate) const fn shift_down(self, n: u32) -> Bitboard {
        if n == 0 {
            return self;
        }
        Bitboard {
            lo: (self.lo >> n) | ((self.hi as u128) << (128 - n)),
            hi: ((self.hi as u32) >> n) as u16,
        }
    }

    /// The squares up to and including the lowest one (every square when the set is
    /// empty): `self ^ (self - 1)` over 144 bits, with no bit scan and no branch. Masked
    /// with a ray running up the indices, it is the ray up to its first blocker.
    #[inline]
    pub(crate) const fn through_first(self) -> Bitboard {
        let (lo, borrow) = self.lo.overflowing_sub(1);
        let hi = self.hi.wrapping_sub(borrow as u16);
        Bitboard {
            lo: self.lo ^ lo,
            hi: self.hi ^ hi,
        }
    }

    /// Index of the lowest square; the set must not be empty (then the result is
    /// meaningless but still below 144... or 256: callers guarantee non-emptiness).
    #[inline]
    pub(crate) const fn first_index(self) -> usize {
        if self.lo != 0 {
            self.lo.trailing_zeros() as usize
        } else {
            128 + (self.hi.trailing_zeros() as usize & 15)
        }
    }

    /// Index of the highest square; the set must not be empty (see `first_index`).
    #[inline]
    pub(crate) const fn last_index(self) -> usize {
        if self.hi != 0 {
            143 - self.hi.leading_zeros() as usize
        } else {
            127 - (self.lo.leading_zeros() as usize & 127)
        }
    }

    /// The only square, if there is exactly one.
    #[inline]
    pub const fn single(self) -> Option<Square> {
        if self.is_empty() || self.more_than_one() {
            None
        } else {
            self.first()
        }
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        self.pop_first()
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        for sq in iter {
            b.insert(sq);
        }
        b
    }
}

impl From<Square> for Bitboard {
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $m:ident) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, o: Bitboard) -> Bitboard {
                self.$m(o)
            }
        }
        impl $tra for Bitboard {
            #[inline]
            fn $fa(&mut self, o: Bitboard) {
                *self = self.$m(o);
            }
        }
    };
}
binop!(BitAnd, bitand, BitAndAssign, bitand_assign, and);
binop!(BitOr, bitor, BitOrAssign, bitor_assign, or);
binop!(BitXor, bitxor, BitXorAssign, bitxor_assign, xor);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        self.complement()
    }
}

impl fmt::Debug for Bitboard {
    /// Draws the 12×12 grid, rank 12 at the top.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f)?;
        for r in (0..12).rev() {
            for fl in 0..12 {
                let sq = Square::new(fl, r).expect("on grid");
                f.write_str(if self.contains(sq) { "X" } else { "." })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_last_pop() {
        let a: Square = "a1".parse().unwrap();
        let l12: Square = "l12".parse().unwrap();
        let k11: Square = "k11".parse().unwrap();
        let b = Bitboard::from_square(a).with(l12).with(k11);
        assert_eq!(b.count(), 3);
        assert_eq!(b.first(), Some(a));
        assert_eq!(b.last(), Some(l12));
        assert_eq!(b.collect::<Vec<_>>(), vec![a, k11, l12]);
        assert_eq!(Bitboard::board(BoardSize::Twelve).count(), 144);
        assert_eq!(Bitboard::board(BoardSize::Eight).count(), 64);
        assert_eq!(Bitboard::board(BoardSize::Six).count(), 36);
        assert_eq!(Bitboard::rank(11).count(), 12);
        assert_eq!(Bitboard::file(11).last(), Some(l12));
    }
}
