//! The values' `Display`: the English table's words, for the commands other programs run
//! (`replay --check`, `perft`, the engine protocol print them as FORMAT.md shows) and for
//! `?` into an error of a command. The client asks the table of the player's language.

use std::fmt;

use super::en::En;
use super::{RulesWords, Words};

/// `Display` (the English table's words, through `$say`) and `Error` for each type.
macro_rules! english {
    ($($ty:ty => $say:ident),* $(,)?) => {$(
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&En.$say(self))
            }
        }
        impl std::error::Error for $ty {}
    )*};
}

/// `Display` for a list of problems: each in English, joined.
macro_rules! english_list {
    ($($ty:ty => $say:ident),* $(,)?) => {$(
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&En.joined(self.0.iter().map(|p| En.$say(p)).collect()))
            }
        }
        impl std::error::Error for $ty {}
    )*};
}

use crate::rules::army::ParseArmyError;
use crate::rules::deploy::{DeploymentError, DeploymentErrors, PlaceError};
use crate::rules::game::{GameError, Phase};
use crate::rules::illegal::IllegalReason;
use crate::rules::notation::{MoveTextError, PartError, PlacementTextError};
use crate::rules::outcome::Outcome;
use crate::rules::plinths::{PlinthError, RollProblem};
use crate::rules::position::{
    FromSfenError, IllegalMove, ParseMoveError, PositionError, PositionErrors,
};
use crate::rules::roster::{ArmyViolation, RosterProblem, RosterProblems, WrongBoard};
use crate::rules::sfen::SfenError;
use crate::rules::square::ParseSquareError;

english! {
    PlaceError => place_error,
    DeploymentError => deployment_error,
    IllegalReason => illegal_reason,
    IllegalMove => illegal_move,
    GameError => game_error,
    MoveTextError => move_text_error,
    PartError => part_error,
    PlacementTextError => placement_text_error,
    ParseSquareError => parse_square_error,
    ParseMoveError => parse_move_error,
    ParseArmyError => parse_army_error,
    ArmyViolation => army_violation,
    RosterProblem => roster_problem,
    WrongBoard => wrong_board,
    RollProblem => roll_problem,
    PlinthError => plinth_error,
    SfenError => sfen_error,
    PositionError => position_error,
    FromSfenError => from_sfen_error,
}

english_list! {
    DeploymentErrors => deployment_error,
    PositionErrors => position_error,
    RosterProblems => roster_problem,
}

impl fmt::Display for Outcome {
    /// "Blue wins: checkmate", "draw: stalemate".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&En.outcome(self))
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(En.phase(*self))
    }
}

// The English table is a table like any other.
const _: fn() -> &'static dyn Words = || &En;
