//! How a game ends.

use std::fmt;

use super::color::Side;

/// The seventy-five-move rule, in plies: a fight position reached after this many
/// half-moves without a capture or a pawn move is a draw at once.
pub const SEVENTY_FIVE_MOVE_PLIES: u32 = 150;

/// Why a game ended. The names are those of the JSON record (docs/record.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    Checkmate,
    /// The ambush: the first mover captured the enemy King.
    KingCaptured,
    Resignation,
    Timeout,
    Stalemate,
    /// Threefold repetition, claimed.
    Repetition,
    /// Fifty-move rule, claimed.
    FiftyMove,
    /// Fivefold repetition, automatic.
    Fivefold,
    /// Seventy-five-move rule, automatic.
    SeventyFiveMove,
    /// King against King.
    DeadPosition,
    Agreement,
}

impl Reason {
    pub const ALL: [Reason; 11] = [
        Reason::Checkmate,
        Reason::KingCaptured,
        Reason::Resignation,
        Reason::Timeout,
        Reason::Stalemate,
        Reason::Repetition,
        Reason::FiftyMove,
        Reason::Fivefold,
        Reason::SeventyFiveMove,
        Reason::DeadPosition,
        Reason::Agreement,
    ];

    /// The record's name: `checkmate`, `king-captured`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::KingCaptured => "king-captured",
            Reason::Resignation => "resignation",
            Reason::Timeout => "timeout",
            Reason::Stalemate => "stalemate",
            Reason::Repetition => "repetition",
            Reason::FiftyMove => "fifty-move",
            Reason::Fivefold => "fivefold",
            Reason::SeventyFiveMove => "seventy-five-move",
            Reason::DeadPosition => "dead-position",
            Reason::Agreement => "agreement",
        }
    }

    pub fn from_name(s: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.name() == s)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The end of a game: a winner (or `None` for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: Reason,
}

impl Outcome {
    pub const fn win(side: Side, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(side),
            reason,
        }
    }

    pub const fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
}
