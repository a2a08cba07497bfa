//! The lines of the 12×12 grid as 12-bit masks: what stands on each rank, file and
//! diagonal, kept by [`Board`](super::Board) beside its bitboards.
//!
//! There are 70 lines: 12 ranks, 12 files, 23 diagonals (north-east) and 23
//! anti-diagonals (north-west). On a rank, a diagonal or an anti-diagonal a square is the
//! bit of its file; on a file, the bit of its rank. A slider's attacks along a line, up
//! to and including the first blocker each way, are then a few operations on one small
//! word ([`line_attacks`]) instead of two 144-bit rays: the evaluation, which measures
//! every slider's reach at every node, reads the board this way.
//!
//! Two lines through a square meet nowhere else, so a piece's attacks along its lines are
//! disjoint and their counts add up to the count of its attack set, which `tests` checks
//! against [`super::attacks`] square by square.

use super::bitboard::Bitboard;
use super::square::{BoardSize, Square};

/// Number of lines: ranks, files, diagonals, anti-diagonals.
pub const COUNT: usize = 70;

const FIRST_FILE: usize = 12;
const FIRST_DIAGONAL: usize = 24;
const FIRST_ANTI_DIAGONAL: usize = 47;

/// A line of the grid: an index below [`COUNT`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line(u8);

impl Line {
    /// The index of the line: ranks 0–11, files 12–23, diagonals 24–46, anti-diagonals
    /// 47–69.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The four lines through a square and its bit on each.
#[derive(Clone, Copy)]
struct SquareLines {
    /// Its rank, file, diagonal and anti-diagonal.
    line: [u8; 4],
    /// Its bit on each of them (file, rank, file, file).
    bit: [u8; 4],
}

const fn square_lines() -> [SquareLines; 144] {
    let mut t = [SquareLines {
        line: [0; 4],
        bit: [0; 4],
    }; 144];
    let mut i = 0;
    while i < 144 {
        let file = i % 12;
        let rank = i / 12;
        t[i] = SquareLines {
            line: [
                rank as u8,
                (FIRST_FILE + file) as u8,
                (FIRST_DIAGONAL + file + 11 - rank) as u8,
                (FIRST_ANTI_DIAGONAL + file + rank) as u8,
            ],
            bit: [file as u8, rank as u8, file as u8, file as u8],
        };
        i += 1;
    }
    t
}

/// [`SquareLines`] of every square.
static SQUARE_LINES: [SquareLines; 144] = square_lines();

/// The squares of `set`, line by line, at compile time.
const fn lines_of(set: Bitboard) -> [u16; COUNT] {
    let mut t = [0u16; COUNT];
    let lines = square_lines();
    let mut i = 0;
    while i < 144 {
        if set.contains(Square::from_index_unchecked(i)) {
            let s = lines[i];
            let mut k = 0;
            while k < 4 {
                t[s.line[k] as usize] |= 1 << s.bit[k];
                k += 1;
            }
        }
        i += 1;
    }
    t
}

/// The bits of each line's squares (a diagonal is shorter than 12).
static LINE_SQUARES: [u16; COUNT] = lines_of(Bitboard::FULL);

/// Which way a line runs through a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Through {
    Rank = 0,
    File = 1,
    /// North-east.
    Diagonal = 2,
    /// North-west.
    AntiDiagonal = 3,
}

impl Through {
    /// A Rook's lines.
    pub const ORTHOGONAL: [Through; 2] = [Through::Rank, Through::File];
    /// A Bishop's lines.
    pub const DIAGONAL: [Through; 2] = [Through::Diagonal, Through::AntiDiagonal];
    /// A Queen's lines.
    pub const ALL: [Through; 4] = [
        Through::Rank,
        Through::File,
        Through::Diagonal,
        Through::AntiDiagonal,
    ];
}

/// A set of squares, line by line: one 12-bit mask per line.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Lines([u16; COUNT]);

impl std::fmt::Debug for Lines {
    /// Only the lines holding a square.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map()
            .entries(
                self.0
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| **m != 0)
                    .map(|(l, m)| (l, format!("{m:012b}"))),
            )
            .finish()
    }
}

impl Default for Lines {
    fn default() -> Self {
        Lines::EMPTY
    }
}

impl Lines {
    /// No square.
    pub const EMPTY: Lines = Lines([0; COUNT]);

    /// The squares of `set`, line by line.
    pub fn of(set: Bitboard) -> Lines {
        let mut lines = Lines::EMPTY;
        for sq in set {
            lines.toggle(sq);
        }
        lines
    }

    /// The squares of the 12×12 grid off a board of `size`.
    pub const fn off_board(size: BoardSize) -> Lines {
        Lines(lines_of(Bitboard::board(size).xor(Bitboard::FULL)))
    }

    /// Adds `sq` when it is not in the set, removes it when it is.
    #[inline]
    pub fn toggle(&mut self, sq: Square) {
        let s = &SQUARE_LINES[sq.index()];
        for k in 0..4 {
            self.0[s.line[k] as usize] ^= 1 << s.bit[k];
        }
    }

    /// The squares on `line`, as bits.
    #[inline(always)]
    pub fn on(&self, line: Line) -> u16 {
        self.0[line.index()]
    }
}

/// `KING_ZONES[k]`: the squares next to a King on square `k`, line by line.
static KING_ZONES: [[u16; COUNT]; 144] = king_zones();

const fn king_zones() -> [[u16; COUNT]; 144] {
    let mut t = [[0u16; COUNT]; 144];
    let mut k = 0;
    while k < 144 {
        let mut zone = Bitboard::EMPTY;
        let mut df = -1;
        while df <= 1 {
            let mut dr = -1;
            while dr <= 1 {
                if let Some(sq) = Square::from_index_unchecked(k).offset(df, dr)
                    && (df != 0 || dr != 0)
                {
                    zone = zone.with(sq);
                }
                dr += 1;
            }
            df += 1;
        }
        t[k] = lines_of(zone);
        k += 1;
    }
    t
}

/// The squares next to a King on `sq` (those a King there attacks, walls or not), line by
/// line.
#[inline]
pub fn king_zone(sq: Square) -> &'static [u16; COUNT] {
    &KING_ZONES[sq.index()]
}

/// The line through `sq` running `through`, and the bit of `sq` on it.
#[inline(always)]
pub fn line_of(sq: Square, through: Through) -> (Line, u32) {
    let s = &SQUARE_LINES[sq.index()];
    let k = through as usize;
    (Line(s.line[k]), u32::from(s.bit[k]))
}

/// The squares a slider on bit `at` of a 12-bit line attacks, up to and including the
/// first of `blockers` each way (the whole of a longer line when nothing blocks).
const fn slide(at: u32, blockers: u16) -> u16 {
    let occ = blockers as u32;
    let higher = u32::MAX << (at + 1);
    // Upwards: everything through the lowest blocker above (all of it when none is).
    let above = occ & higher;
    let up = (above ^ above.wrapping_sub(1)) & higher;
    // Downwards: everything from the highest blocker below (from bit 0 when none is).
    let lower = (1 << at) - 1;
    let from = 31 - ((occ & lower) | 1).leading_zeros();
    let down = lower & (u32::MAX << from);
    (up | down) as u16
}

/// `SLIDES[at][inner]`: [`slide`] from bit `at` with blockers `inner << 1`. The end
/// bits 0 and 11 never block anything beyond them, so ten bits decide (24 KB).
static SLIDES: [[u16; 1024]; 12] = slides();

const fn slides() -> [[u16; 1024]; 12] {
    let mut t = [[0u16; 1024]; 12];
    let mut at = 0;
    while at < 12 {
        let mut inner = 0;
        while inner < 1024 {
            t[at][inner] = slide(at as u32, (inner as u16) << 1) & 0xFFF;
            inner += 1;
        }
        at += 1;
    }
    t
}

/// The squares a slider on `sq` attacks along `line` (on which `sq` is bit `at`), up to
/// and including the first of `blockers` (the bits of that line) each way.
#[inline(always)]
pub fn line_attacks(line: Line, at: u32, blockers: u16) -> u16 {
    SLIDES[at as usize][usize::from(blockers >> 1) & 1023] & LINE_SQUARES[line.index()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::attacks::{bishop_attacks, occupancies, rook_attacks};

    /// The squares of `line` whose bits `mask` holds, as a set.
    fn squares_of(line: Line, mask: u16) -> Bitboard {
        Square::all()
            .filter(|&sq| {
                Through::ALL.into_iter().any(|t| {
                    let (l, at) = line_of(sq, t);
                    l == line && mask >> at & 1 != 0
                })
            })
            .collect()
    }

    fn attacks(sq: Square, through: &[Through], lines: &Lines) -> Vec<(Line, u16)> {
        through
            .iter()
            .map(|&t| {
                let (line, at) = line_of(sq, t);
                (line, line_attacks(line, at, lines.on(line)))
            })
            .collect()
    }

    #[test]
    fn every_square_lies_on_four_lines_and_every_line_holds_its_squares() {
        let total: u32 = LINE_SQUARES.iter().map(|m| m.count_ones()).sum();
        assert_eq!(total, 4 * 144);
        assert_eq!(Lines::of(Bitboard::FULL).0, LINE_SQUARES);
        for sq in Square::all() {
            for t in Through::ALL {
                let (line, at) = line_of(sq, t);
                assert_eq!(squares_of(line, 1 << at), Bitboard::from_square(sq));
            }
        }
        let off = Lines::off_board(BoardSize::Six);
        let on_six: u32 = off.0.iter().map(|m| m.count_ones()).sum();
        assert_eq!(on_six, 4 * (144 - 36));
        assert_eq!(Lines::off_board(BoardSize::Twelve), Lines::EMPTY);
    }

    #[test]
    fn the_table_slides_as_the_arithmetic_does_whatever_stands_on_the_end_bits() {
        for at in 0..12 {
            for occ in 0..4096u16 {
                assert_eq!(
                    SLIDES[at as usize][usize::from(occ >> 1) & 1023],
                    slide(at, occ) & 0xFFF,
                    "bit {at}, blockers {occ:012b}"
                );
            }
        }
    }

    #[test]
    fn a_king_zone_holds_the_squares_a_king_attacks() {
        for k in Square::all() {
            let zone = king_zone(k);
            for sq in Square::all() {
                let on = Through::ALL.map(|t| {
                    let (line, at) = line_of(sq, t);
                    zone[line.index()] >> at & 1 != 0
                });
                let attacked = crate::rules::attacks::king_attacks(k).contains(sq);
                assert_eq!(on, [attacked; 4], "King on {k}, square {sq}");
            }
        }
    }

    #[test]
    fn line_attacks_are_the_rook_and_bishop_attacks_and_disjoint() {
        for (round, occ) in occupancies(0x2545_F491_4F6C_DD1D).into_iter().enumerate() {
            let lines = Lines::of(occ);
            for sq in Square::all() {
                for (through, expected) in [
                    (&Through::ORTHOGONAL, rook_attacks(sq, occ)),
                    (&Through::DIAGONAL, bishop_attacks(sq, occ)),
                ] {
                    let parts = attacks(sq, through, &lines);
                    let union: Bitboard = parts
                        .iter()
                        .map(|&(l, m)| squares_of(l, m))
                        .fold(Bitboard::EMPTY, |a, b| a | b);
                    assert_eq!(union, expected, "{sq} {through:?} in round {round}");
                    let counts: u32 = parts.iter().map(|&(_, m)| m.count_ones()).sum();
                    assert_eq!(counts, expected.count(), "disjoint lines on {sq}");
                }
            }
        }
    }
}
