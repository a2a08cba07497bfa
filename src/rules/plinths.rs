//! Plinths from dice (RULES.md phase 2). Pure: the dice come in as recorded rolls.
//! SKELETON: signatures are the contract; bodies are being written.

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

/// What is wrong with a roll or a sequence of rolls.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlinthError {
    #[error("{0}")]
    Other(String),
}

/// The square a roll picks.
pub fn roll_square(size: BoardSize, roll: &PlinthRoll) -> Result<Square, PlinthError> {
    let _ = (size, roll);
    todo!("army helper")
}

/// Who rolls for which quadrant, in order: one entry per roll to make.
pub fn roll_schedule(size: BoardSize, per_quadrant: u32) -> Vec<(Side, Quadrant)> {
    let _ = (size, per_quadrant);
    todo!("army helper")
}

/// The plinths a (possibly partial, in schedule order) list of rolls gives, and for each
/// roll whether it placed a plinth (false = a repeat, lost).
pub fn plinths_from_rolls(
    size: BoardSize,
    per_quadrant: u32,
    rolls: &[PlinthRoll],
) -> Result<(Bitboard, Vec<bool>), PlinthError> {
    let _ = (size, per_quadrant, rolls);
    todo!("army helper")
}
