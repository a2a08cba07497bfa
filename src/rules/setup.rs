//! An unchecked position: what a SFEN string says, before any rule is applied.
//! It becomes a playable [`Position`](super::position::Position) (fight) or
//! [`Deployment`](super::deploy::Deployment) only through their constructors,
//! which report every problem at once.

use super::army::Army;
use super::board::Board;
use super::color::{BySide, Side};

/// Board, hands, side to act and ply counter, as read from SFEN. Not validated.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub board: Board,
    /// Pieces not yet deployed (both empty in a fight position).
    pub hands: BySide<Army>,
    /// The side to place or move.
    pub turn: Side,
    /// Counts every placement and fight move, 1 at the first placement.
    pub ply: u32,
}
