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
    /// 1–6, the roller's leftmost column of the quadrant is 1.
    pub column: u8,
    /// 1–6, the quadrant row closest to the roller is 1.
    pub row: u8,
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
    /// The die of the column or the row shows something else than 1 to 6.
    DieOutOfRange {
        which: Die,
        value: u8,
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
    for (which, value) in [(Die::Column, roll.column), (Die::Row, roll.row)] {
        if !(1..=6).contains(&value) {
            return Err(RollProblem::DieOutOfRange { which, value });
        }
    }
    let (c, r) = (roll.column - 1, roll.row - 1);
    // Offsets of the quadrant's lower-left corner (file, rank), as Blue sees the board.
    let (file_base, rank_base) = match (size, roll.quadrant) {
        (BoardSize::Twelve, Quadrant::Left) | (BoardSize::Six, Quadrant::Only) => (0, 0),
        (BoardSize::Twelve, Quadrant::Right) => (6, 0),
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

/// How many rolls a whole phase 2 takes.
pub fn schedule_len(size: BoardSize, per_quadrant: u32) -> u64 {
    let quadrants = match size {
        BoardSize::Twelve => 4,
        BoardSize::Six => 1,
    };
    quadrants * u64::from(per_quadrant)
}

/// Who rolls roll number `index` (0-based) and for which quadrant; `None` past the end.
pub fn scheduled_roll(size: BoardSize, per_quadrant: u32, index: u64) -> Option<(Side, Quadrant)> {
    if index >= schedule_len(size, per_quadrant) {
        return None;
    }
    Some(match size {
        BoardSize::Six => (Side::Blue, Quadrant::Only),
        BoardSize::Twelve => match index / u64::from(per_quadrant) {
            0 => (Side::Blue, Quadrant::Left),
            1 => (Side::Blue, Quadrant::Right),
            2 => (Side::Red, Quadrant::Left),
            _ => (Side::Red, Quadrant::Right),
        },
    })
}

/// Who rolls for which quadrant, in order: one entry per roll to make. (This allocates one
/// entry per roll; for an untrusted, possibly huge `per_quadrant` use [`scheduled_roll`].)
pub fn roll_schedule(size: BoardSize, per_quadrant: u32) -> Vec<(Side, Quadrant)> {
    (0..schedule_len(size, per_quadrant))
        .filter_map(|i| scheduled_roll(size, per_quadrant, i))
        .collect()
}

/// The plinths a (possibly partial, in schedule order) list of rolls gives, and for each
/// roll whether it placed a plinth (false = a repeat, lost). An error names the first bad
/// roll (1-based) and why: wrong side, wrong quadrant, a die outside 1–6, too many rolls.
pub fn plinths_from_rolls(
    size: BoardSize,
    per_quadrant: u32,
    rolls: &[PlinthRoll],
) -> Result<(Bitboard, Vec<bool>), PlinthError> {
    let mut plinths = Bitboard::EMPTY;
    let mut placed = Vec::with_capacity(rolls.len());
    for (i, roll) in rolls.iter().enumerate() {
        let at = |problem| PlinthError::AtRoll {
            index: i + 1,
            problem,
        };
        let Some((side, quadrant)) = scheduled_roll(size, per_quadrant, i as u64) else {
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
        placed.push(!plinths.contains(sq));
        plinths.insert(sq);
    }
    Ok((plinths, placed))
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
}
