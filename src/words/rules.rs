//! The rules' words: sides, pieces, phases, results, and every error of the rules core.

use crate::rules::army::ParseArmyError;
use crate::rules::deploy::{DeploymentError, PlaceError, SquareList};
use crate::rules::game::{Action, GameError, Phase};
use crate::rules::illegal::IllegalReason;
use crate::rules::notation::{MoveTextError, PartError, PlacementTextError};
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::plinths::{PlinthError, Quadrant, RollProblem};
use crate::rules::position::{FromSfenError, IllegalMove, ParseMoveError, PositionError};
use crate::rules::roster::{ArmyViolation, RosterProblem, WrongBoard};
use crate::rules::sfen::SfenError;
use crate::rules::square::ParseSquareError;
use crate::rules::{Piece, Role, Side};

/// The words of the rules core's values, in one language.
pub trait RulesWords {
    /// "Blue", "Red".
    fn side(&self, s: Side) -> &'static str;
    /// "Queen".
    fn role(&self, r: Role) -> &'static str;
    /// "Queens".
    fn roles(&self, r: Role) -> &'static str;
    /// "Blue Queen".
    fn piece(&self, p: Piece) -> String;
    /// The quadrant as a roll names it: "left", "right" (the one quadrant of a 6×6 board:
    /// "only").
    fn quadrant(&self, q: Quadrant) -> &'static str;
    /// Why a game ended: "checkmate", "the King was captured in an ambush".
    fn reason(&self, r: Reason) -> &'static str;
    /// "Blue wins: checkmate", "draw: stalemate".
    fn outcome(&self, o: &Outcome) -> String;
    /// What is going on in a phase: "the armies are being formed".
    fn phase(&self, p: Phase) -> &'static str;
    /// What a step refused in this phase tried to do: "no piece can be placed".
    fn game_action(&self, a: Action) -> &'static str;
    /// Between the problems of a list ("; ").
    fn list_sep(&self) -> &'static str;
    /// Squares as a list: "a1, b1".
    fn squares(&self, s: &SquareList) -> String;

    fn place_error(&self, e: &PlaceError) -> String;
    fn deployment_error(&self, e: &DeploymentError) -> String;
    fn illegal_reason(&self, e: &IllegalReason) -> String;
    fn illegal_move(&self, e: &IllegalMove) -> String;
    fn game_error(&self, e: &GameError) -> String;
    fn move_text_error(&self, e: &MoveTextError) -> String;
    fn part_error(&self, e: &PartError) -> String;
    fn placement_text_error(&self, e: &PlacementTextError) -> String;
    fn parse_square_error(&self, e: &ParseSquareError) -> String;
    fn parse_move_error(&self, e: &ParseMoveError) -> String;
    fn parse_army_error(&self, e: &ParseArmyError) -> String;
    fn army_violation(&self, e: &ArmyViolation) -> String;
    fn roster_problem(&self, e: &RosterProblem) -> String;
    fn wrong_board(&self, e: &WrongBoard) -> String;
    fn roll_problem(&self, e: &RollProblem) -> String;
    fn plinth_error(&self, e: &PlinthError) -> String;
    fn sfen_error(&self, e: &SfenError) -> String;
    fn position_error(&self, e: &PositionError) -> String;
    fn sfen_position_error(&self, e: &FromSfenError) -> String;

    /// Problems joined by [`RulesWords::list_sep`].
    fn joined(&self, items: Vec<String>) -> String {
        items.join(self.list_sep())
    }
}
