//! Squares and board sizes. One coordinate system for every board: a square is
//! `rank * 12 + file` (0-based), so Mini-Shuuro's `a1`–`f6` and the 8×8 board's
//! `a1`–`h8` are the same values as the bottom-left corner of the 12×12 board.

use std::fmt;
use std::str::FromStr;

use super::color::Side;

/// A square of the 12×12 grid, `a1` = 0, `l1` = 11, `a2` = 12, ..., `l12` = 143.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const COUNT: usize = 144;

    /// The square at 0-based `file` (0 = `a`) and `rank` (0 = rank 1), if both are below 12.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 12 && rank < 12 {
            Some(Square(rank * 12 + file))
        } else {
            None
        }
    }

    /// From an index 0..144.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < 144 {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// From an index known to be below 144.
    #[inline]
    pub const fn from_index_unchecked(index: usize) -> Square {
        debug_assert!(index < 144);
        Square(index as u8)
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based file (0 = `a`).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % 12
    }

    /// 0-based rank (0 = rank 1).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / 12
    }

    /// The square `df` files and `dr` ranks away, if it is on the 12×12 grid.
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < 12 && r >= 0 && r < 12 {
            Some(Square(r as u8 * 12 + f as u8))
        } else {
            None
        }
    }

    /// This square's row counted from `side`'s own edge of a board of `size`
    /// (1-based: a player's row 1 is the rank nearest them).
    #[inline]
    pub const fn row_of(self, side: Side, size: BoardSize) -> u8 {
        match side {
            Side::Blue => self.rank() + 1,
            Side::Red => size.len() - self.rank(),
        }
    }

    /// Iterates over all 144 squares.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..144u8).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// Why a square name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseSquareError {
    Empty,
    BadFile(char),
    BadRank(String),
}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Reads `a1` ... `l12` (file letter in either case).
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        let f = chars.next().ok_or(ParseSquareError::Empty)?;
        let fl = f.to_ascii_lowercase();
        if !('a'..='l').contains(&fl) {
            return Err(ParseSquareError::BadFile(f));
        }
        let rest = chars.as_str();
        let rank: u8 = match rest.parse() {
            Ok(r) if (1..=12).contains(&r) && !rest.starts_with('0') && !rest.starts_with('+') => r,
            _ => return Err(ParseSquareError::BadRank(rest.to_string())),
        };
        Ok(Square::new(fl as u8 - b'a', rank - 1).expect("checked above"))
    }
}

/// The boards: Shuuro's 12×12, lishuuro's 8×8 and Mini-Shuuro's 6×6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardSize {
    Twelve,
    Eight,
    Six,
}

impl BoardSize {
    /// Every board, largest first.
    pub const ALL: [BoardSize; 3] = [BoardSize::Twelve, BoardSize::Eight, BoardSize::Six];

    /// Files (and ranks) on this board: 12, 8 or 6.
    #[inline]
    #[allow(clippy::len_without_is_empty)]
    pub const fn len(self) -> u8 {
        match self {
            BoardSize::Twelve => 12,
            BoardSize::Eight => 8,
            BoardSize::Six => 6,
        }
    }

    /// The board with `n` files and ranks: 12, 8 or 6.
    pub const fn from_len(n: u32) -> Option<BoardSize> {
        match n {
            12 => Some(BoardSize::Twelve),
            8 => Some(BoardSize::Eight),
            6 => Some(BoardSize::Six),
            _ => None,
        }
    }

    /// Whether `sq` lies on this board.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        sq.file() < self.len() && sq.rank() < self.len()
    }

    /// The squares of this board, rank 1 first, `a` to the last file within a rank.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let n = self.len();
        (0..n).flat_map(move |r| (0..n).map(move |f| Square::new(f, r).expect("on grid")))
    }

    /// The 0-based rank of `side`'s row `row` (1-based) on this board.
    pub const fn rank_of_row(self, side: Side, row: u8) -> u8 {
        match side {
            Side::Blue => row - 1,
            Side::Red => self.len() - row,
        }
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.len();
        write!(f, "{n}×{n}")
    }
}

impl serde::Serialize for BoardSize {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(self.len() as u32)
    }
}

impl<'de> serde::Deserialize<'de> for BoardSize {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = u32::deserialize(d)?;
        BoardSize::from_len(n)
            .ok_or_else(|| serde::de::Error::custom(format!("board must be 12, 8 or 6, found {n}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert!("m1".parse::<Square>().is_err());
        assert!("a13".parse::<Square>().is_err());
        assert!("a0".parse::<Square>().is_err());
        assert!("a01".parse::<Square>().is_err());
        assert!("".parse::<Square>().is_err());
    }

    #[test]
    fn rows_from_each_side() {
        let a1: Square = "a1".parse().unwrap();
        let a12: Square = "a12".parse().unwrap();
        let a6: Square = "a6".parse().unwrap();
        assert_eq!(a1.row_of(Side::Blue, BoardSize::Twelve), 1);
        assert_eq!(a12.row_of(Side::Red, BoardSize::Twelve), 1);
        assert_eq!(a6.row_of(Side::Red, BoardSize::Six), 1);
        assert_eq!(BoardSize::Six.rank_of_row(Side::Red, 3), 3);
        let h8: Square = "h8".parse().unwrap();
        assert_eq!(h8.row_of(Side::Red, BoardSize::Eight), 1);
        assert_eq!(BoardSize::Eight.rank_of_row(Side::Red, 3), 5);
        assert!(BoardSize::Eight.contains(h8));
        assert!(!BoardSize::Eight.contains("i1".parse().unwrap()));
        assert!(!BoardSize::Six.contains(h8));
        for size in BoardSize::ALL {
            assert_eq!(BoardSize::from_len(u32::from(size.len())), Some(size));
            assert_eq!(size.squares().count(), usize::from(size.len()).pow(2));
        }
    }
}
