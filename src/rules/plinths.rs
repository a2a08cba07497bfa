//! Plinths from dice (RULES.md phase 2). Pure: the dice come in as recorded rolls.
//!
//! Perspective: each roll is two dice, column then row, 1–6, counted from the roller's
//! seat. Column 1 is the roller's leftmost column of the quadrant, row 1 the quadrant row
//! nearest the roller. Blue sits at rank 1 facing up, so its left quadrant is `a1`–`f6`
//! (column c, row r = file `a`+(c−1), rank r) and its right quadrant `g1`–`l6`. Red sits at
//! rank 12 facing down, so everything is mirrored: Red's left quadrant is `g7`–`l12` with
//! column 1 = file `l` and row 1 = rank 12; Red's right quadrant is `a7`–`f12` with
//! column 1 = file `f`. Mini-Shuuro has one quadrant (`Only`, the whole 6×6 board), rolled
//! by Blue from its seat.
//!
//! Order: Blue's left quadrant, Blue's right, Red's left, Red's right, N rolls each
//! (N = plinths per quadrant, 2 by default). A roll landing on a plinth already there is
//! lost (recorded, not placed).
//!
//! The 8×8 board (lishuuro's, which the rulebook does not know) follows the `shuuro`
//! crate 1.1.8 (`plinths_set8.rs`): its four plinths stand in ranks 3–6, two in ranks 3–4
//! and two in ranks 5–6, anywhere across the files, and the two of a pair never touch. As
//! dice: each side rolls for its one zone (`Only`), its own rows 3 and 4, Blue first, N
//! plinths each (2 by default, at most [`max_per_quadrant`] 3); a roll is a column die
//! 1–8 (column 1 = the roller's leftmost file: `a` for Blue, `h` for Red) and a row die
//! 1–2 (row 1 = the roller's row 3). A roll landing on a plinth or next to one of its
//! zone is lost, as on the other boards, but rolled again: a zone always gets its N
//! plinths, as the crate's do (3 always fit: two plinths never fence off more than six of
//! the eight files).

use std::fmt;

use super::bitboard::Bitboard;
use super::color::Side;
use super::square::{BoardSize, Square};

/// Which of the roller's quadrants, as seen from the roller's seat; `Only` in Mini-Shuuro.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Quadrant {
    Left,
    Right,
    Only,
}

impl Quadrant {
    /// `"left"`, `"right"`, `"only"` as in the record.
    pub const fn name(self) -> &'static str {
        match self {
            Quadrant::Left => "left",
            Quadrant::Right => "right",
            Quadrant::Only => "only",
        }
    }

    /// Parses `"left"`, `"right"`, `"only"`.
    pub fn from_name(s: &str) -> Option<Quadrant> {
        match s {
            "left" => Some(Quadrant::Left),
            "right" => Some(Quadrant::Right),
            "only" => Some(Quadrant::Only),
            _ => None,
        }
    }
}

impl fmt::Display for Quadrant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One recorded plinth roll: two dice, column then row, from the roller's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlinthRoll {
    pub by: Side,
    pub quadrant: Quadrant,
    /// 1–6 (1–8 on 8×8), the roller's leftmost column of the quadrant is 1.
    pub column: u8,
    /// 1–6 (1–2 on 8×8), the quadrant row closest to the roller is 1.
    pub row: u8,
}

/// The faces of the column die and of the row die on a board of `size`: 6 and 6, or 8
/// and 2 on 8×8 (a zone of eight files and two rows).
pub const fn dice(size: BoardSize) -> (u8, u8) {
    match size {
        BoardSize::Eight => (8, 2),
        BoardSize::Twelve | BoardSize::Six => (6, 6),
    }
}

/// Most plinths per quadrant (per zone on 8×8) a game may ask for: a quadrant's 36
/// squares, or 3 on 8×8, the most that always fit in a zone without touching.
pub const fn max_per_quadrant(size: BoardSize) -> u32 {
    match size {
        BoardSize::Eight => 3,
        BoardSize::Twelve | BoardSize::Six => 36,
    }
}

/// Whether a lost roll is rolled again (8×8: a zone always gets its plinths).
pub const fn rerolls(size: BoardSize) -> bool {
    matches!(size, BoardSize::Eight)
}

/// One of a plinth roll's two dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Die {
    /// The first die: the column, from the roller's left.
    Column,
    /// The second die: the row, from the roller's edge.
    Row,
}

/// Why one roll is not acceptable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RollProblem {
    /// The die of the column or the row shows something else than 1 to `faces` (6, or
    /// on 8×8 8 for the column and 2 for the row: [`dice`]).
    DieOutOfRange {
        which: Die,
        value: u8,
        faces: u8,
    },
    NoSuchQuadrant {
        quadrant: Quadrant,
        size: BoardSize,
    },
    WrongSide {
        expected: Side,
        found: Side,
    },
    WrongQuadrant {
        side: Side,
        expected: Quadrant,
        found: Quadrant,
    },
    TooMany {
        expected: u64,
    },
}

/// What is wrong with a roll (from [`roll_square`]) or with roll number `index` (1-based)
/// of a sequence (from [`plinths_from_rolls`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlinthError {
    Roll(RollProblem),
    /// "roll 3: Blue rolls now, not Red"
    AtRoll {
        index: usize,
        problem: RollProblem,
    },
}

/// The square a roll picks.
pub fn roll_square(size: BoardSize, roll: &PlinthRoll) -> Result<Square, PlinthError> {
    roll_square_inner(size, roll).map_err(PlinthError::Roll)
}

fn roll_square_inner(size: BoardSize, roll: &PlinthRoll) -> Result<Square, RollProblem> {
    let (columns, rows) = dice(size);
    for (which, value, faces) in [
        (Die::Column, roll.column, columns),
        (Die::Row, roll.row, rows),
    ] {
        if !(1..=faces).contains(&value) {
            return Err(RollProblem::DieOutOfRange {
                which,
                value,
                faces,
            });
        }
    }
    let (c, r) = (roll.column - 1, roll.row - 1);
    // Offsets of the quadrant's lower-left corner (file, rank), as Blue sees the board.
    let (file_base, rank_base) = match (size, roll.quadrant) {
        (BoardSize::Twelve, Quadrant::Left) | (BoardSize::Six, Quadrant::Only) => (0, 0),
        (BoardSize::Twelve, Quadrant::Right) => (6, 0),
        // The zone is the roller's rows 3 and 4.
        (BoardSize::Eight, Quadrant::Only) => (0, 2),
        (_, quadrant) => return Err(RollProblem::NoSuchQuadrant { quadrant, size }),
    };
    let n = size.len();
    let (file, rank) = match roll.by {
        Side::Blue => (file_base + c, rank_base + r),
        // Red's view is Blue's rotated half a turn: its left quadrant is Blue's right one.
        Side::Red => (n - 1 - (file_base + c), n - 1 - (rank_base + r)),
    };
    Ok(Square::new(file, rank).expect("file and rank below 12"))
}

/// How many rolls a whole phase 2 takes when none is rolled again (on 8×8, how many
/// plinths it places: [`rerolls`]).
pub fn schedule_len(size: BoardSize, per_quadrant: u32) -> u64 {
    let quadrants = match size {
        BoardSize::Twelve => 4,
        BoardSize::Eight => 2,
        BoardSize::Six => 1,
    };
    quadrants * u64::from(per_quadrant)
}

/// Who rolls roll number `index` (0-based; on 8×8 the roll for plinth number `index`)
/// and for which quadrant; `None` past the end.
pub fn scheduled_roll(size: BoardSize, per_quadrant: u32, index: u64) -> Option<(Side, Quadrant)> {
    if index >= schedule_len(size, per_quadrant) {
        return None;
    }
    Some(match size {
        BoardSize::Six => (Side::Blue, Quadrant::Only),
        BoardSize::Eight if index < u64::from(per_quadrant) => (Side::Blue, Quadrant::Only),
        BoardSize::Eight => (Side::Red, Quadrant::Only),
        BoardSize::Twelve => match index / u64::from(per_quadrant) {
            0 => (Side::Blue, Quadrant::Left),
            1 => (Side::Blue, Quadrant::Right),
            2 => (Side::Red, Quadrant::Left),
            _ => (Side::Red, Quadrant::Right),
        },
    })
}

/// Who rolls for which quadrant, in order: one entry per roll to make (on 8×8, per plinth
/// to place). (This allocates one entry per roll; for an untrusted, possibly huge
/// `per_quadrant` use [`scheduled_roll`].)
pub fn roll_schedule(size: BoardSize, per_quadrant: u32) -> Vec<(Side, Quadrant)> {
    (0..schedule_len(size, per_quadrant))
        .filter_map(|i| scheduled_roll(size, per_quadrant, i))
        .collect()
}

/// Whether a roll landing on `sq` is lost: a plinth stands there, or on 8×8 next to it in
/// the roller's zone (the two plinths of a zone never touch).
fn lost(size: BoardSize, plinths: Bitboard, zone: Bitboard, sq: Square) -> bool {
    plinths.contains(sq)
        || (rerolls(size) && (super::attacks::king_attacks(sq) & plinths & zone).any())
}

/// The squares of `side`'s zone on 8×8 (its rows 3 and 4); on the other boards the whole
/// board (only a repeat loses a roll there).
fn zone(size: BoardSize, side: Side) -> Bitboard {
    match size {
        BoardSize::Eight => {
            (Bitboard::rank(size.rank_of_row(side, 3)) | Bitboard::rank(size.rank_of_row(side, 4)))
                & Bitboard::board(size)
        }
        _ => Bitboard::board(size),
    }
}

/// The plinths a (possibly partial, in schedule order) list of rolls gives, and for each
/// roll whether it placed a plinth (false = lost: a repeat, or on 8×8 a square next to a
/// plinth of the zone). An error names the first bad roll (1-based) and why: wrong side,
/// wrong quadrant, a die outside its faces, too many rolls.
///
/// ```
/// use shuuro::rules::plinths::{PlinthRoll, Quadrant, plinths_from_rolls};
/// use shuuro::rules::{BoardSize, Side};
///
/// let roll = |by, column, row| PlinthRoll { by, quadrant: Quadrant::Only, column, row };
/// // On 8×8 the roll next to Blue's first plinth (b3) is lost and Blue rolls again.
/// let rolls = [roll(Side::Blue, 2, 1), roll(Side::Blue, 3, 2), roll(Side::Blue, 8, 2),
///              roll(Side::Red, 1, 1), roll(Side::Red, 1, 2)];
/// let (plinths, placed) = plinths_from_rolls(BoardSize::Eight, 2, &rolls).unwrap();
/// assert_eq!(placed, [true, false, true, true, false]);
/// let names: Vec<String> = plinths.map(|s| s.to_string()).collect();
/// assert_eq!(names, ["b3", "h4", "h6"]);
/// ```
pub fn plinths_from_rolls(
    size: BoardSize,
    per_quadrant: u32,
    rolls: &[PlinthRoll],
) -> Result<(Bitboard, Vec<bool>), PlinthError> {
    let mut plinths = Bitboard::EMPTY;
    let mut placed = Vec::with_capacity(rolls.len());
    let mut count: u64 = 0;
    for (i, roll) in rolls.iter().enumerate() {
        let at = |problem| PlinthError::AtRoll {
            index: i + 1,
            problem,
        };
        let slot = if rerolls(size) { count } else { i as u64 };
        let Some((side, quadrant)) = scheduled_roll(size, per_quadrant, slot) else {
            return Err(at(RollProblem::TooMany {
                expected: schedule_len(size, per_quadrant),
            }));
        };
        if roll.by != side {
            return Err(at(RollProblem::WrongSide {
                expected: side,
                found: roll.by,
            }));
        }
        if roll.quadrant != quadrant {
            return Err(at(RollProblem::WrongQuadrant {
                side,
                expected: quadrant,
                found: roll.quadrant,
            }));
        }
        let sq = roll_square_inner(size, roll).map_err(at)?;
        let kept = !lost(size, plinths, zone(size, side), sq);
        placed.push(kept);
        if kept {
            plinths.insert(sq);
            count += 1;
        }
    }
    Ok((plinths, placed))
}

/// How many rolls of `placed` (as [`plinths_from_rolls`] gives it) count towards the
/// schedule: all of them, or on 8×8 those that placed a plinth. The next roll is
/// [`scheduled_roll`] of this number.
pub fn rolls_done(size: BoardSize, placed: &[bool]) -> u64 {
    if rerolls(size) {
        placed.iter().filter(|&&p| p).count() as u64
    } else {
        placed.len() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_roll_of_a_quadrant_lands_in_that_quadrant_once() {
        for by in Side::ALL {
            for quadrant in [Quadrant::Left, Quadrant::Right] {
                let squares: Bitboard = (1..=6)
                    .flat_map(|column| (1..=6).map(move |row| (column, row)))
                    .map(|(column, row)| {
                        let roll = PlinthRoll {
                            by,
                            quadrant,
                            column,
                            row,
                        };
                        roll_square(BoardSize::Twelve, &roll).unwrap()
                    })
                    .collect();
                assert_eq!(squares.count(), 36, "{by} {quadrant}");
            }
        }
    }

    #[test]
    fn on_eight_each_side_rolls_its_rows_three_and_four() {
        for (by, ranks) in [(Side::Blue, [2, 3]), (Side::Red, [5, 4])] {
            let squares: Bitboard = (1..=8)
                .flat_map(|column| (1..=2).map(move |row| (column, row)))
                .map(|(column, row)| {
                    let roll = PlinthRoll {
                        by,
                        quadrant: Quadrant::Only,
                        column,
                        row,
                    };
                    roll_square(BoardSize::Eight, &roll).unwrap()
                })
                .collect();
            assert_eq!(squares, zone(BoardSize::Eight, by), "{by}");
            assert_eq!(squares.count(), 16);
            assert_eq!(squares.filter(|s| !ranks.contains(&s.rank())).count(), 0);
        }
        let corner = PlinthRoll {
            by: Side::Red,
            quadrant: Quadrant::Only,
            column: 1,
            row: 1,
        };
        assert_eq!(
            roll_square(BoardSize::Eight, &corner).unwrap().to_string(),
            "h6"
        );
        let bad = PlinthRoll { row: 3, ..corner };
        assert_eq!(
            roll_square(BoardSize::Eight, &bad).unwrap_err().to_string(),
            "the row die shows 3; this die shows 1 to 2 (8×8)"
        );
    }

    /// However the dice fall, three plinths always fit in a zone of 8×8 without touching:
    /// the rolls never go on for ever.
    #[test]
    fn three_plinths_always_fit_in_an_eight_zone() {
        let zone = zone(BoardSize::Eight, Side::Blue);
        for a in zone {
            for b in zone {
                let two = Bitboard::from_square(a).with(b);
                if a == b || lost(BoardSize::Eight, Bitboard::from_square(a), zone, b) {
                    continue;
                }
                assert!(
                    zone.filter(|&c| !lost(BoardSize::Eight, two, zone, c))
                        .count()
                        > 0,
                    "{a} {b}"
                );
            }
        }
    }
}
