//! The values' `Display`: the English table's words, for the commands other programs run
//! (`replay --check`, `perft`, the engine protocol print them as docs/ shows) and for
//! `?` into an error of a command. The client asks the table of the player's language.

use std::fmt;

use super::en::En;
use super::{CmdWords, FileWords, RulesWords, TrainerWords, Words};

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
    FromSfenError => sfen_position_error,
}

use crate::app::jobs::PictureSaveError;
use crate::picture::game::PictureError;
use crate::picture::gif::GifError;
use crate::picture::png::PngError;
use crate::prefs::{ClockError, NameError, PrefsError, PrefsErrors};
use crate::puzzle::check::{Problem, PuzzleError, StepError};
use crate::puzzle::progress::ProgressError;
use crate::puzzle::set::{FieldProblem, SetError, UnknownTheme};
use crate::record::analysis::EntryProblem;
use crate::record::puzzle_files::{MineError, ReadError};
use crate::record::replay::{ReplayError, ReplayReason};
use crate::record::roster::RosterError;
use crate::record::shared_file::StillHeld;
use crate::record::store::{
    Leftover, LoadError, LockError, NameTooLong, NoWay, NotAGame, NotAGameAt, NotAGameHere,
    SaveError, TooBig,
};
use crate::record::{OtherFile, RecordError};

english! {
    TooBig => too_big,
    NameTooLong => name_too_long,
    NoWay => no_way,
    StillHeld => still_held,
    LoadError => load_error,
    SaveError => save_error,
    NotAGame => not_a_game,
    NotAGameHere => not_a_game_here,
    NotAGameAt => not_a_game_at,
    LockError => lock_error,
    Leftover => leftover,
    RecordError => record_error,
    ReplayError => replay_error,
    ReplayReason => replay_reason,
    EntryProblem => entry_problem,
    RosterError => roster_error,
    ReadError => read_error,
    ProgressError => progress_error,
    crate::record::puzzle_files::NotProgress => not_progress,
    SetError => set_error,
    FieldProblem => field_problem,
    UnknownTheme => unknown_theme,
    PuzzleError => puzzle_error,
    Problem => puzzle_problem,
    StepError => step_error,
    MineError => mine_error,
    PictureError => picture_error,
    PngError => png_error,
    GifError => gif_error,
    PictureSaveError => picture_save_error,
    PrefsError => prefs_error,
    PrefsErrors => prefs_errors,
    NameError => name_error,
    ClockError => clock_error,
    crate::app::save_path::SavePathError => save_path_error,
    crate::puzzle::choose::FilterError => filter_error,
    crate::app::trainer::Refused => trainer_refused,
}

impl fmt::Display for crate::record::store::NotAFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(En.not_a_file(*self))
    }
}
impl std::error::Error for crate::record::store::NotAFile {}

impl fmt::Display for OtherFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(En.other_file(*self))
    }
}
impl std::error::Error for OtherFile {}

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

/// "a deployment puzzle of the theme fork or pin", "any puzzle".
impl fmt::Display for crate::puzzle::choose::Filter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&En.filter(self))
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(En.phase(*self))
    }
}

// The English table is a table like any other.
const _: fn() -> &'static dyn Words = || &En;
