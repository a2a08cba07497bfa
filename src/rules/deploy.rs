//! Deployment (RULES.md phase 3): whose turn, legal squares per piece, `place` with reasons.
//! SKELETON: signatures are the contract; bodies are being written.

use super::army::Army;
use super::bitboard::Bitboard;
use super::board::Board;
use super::color::{BySide, Side};
use super::role::{Piece, Role};
use super::setup::Setup;
use super::square::Square;

/// Why a placement is refused, in words ("the King is placed first", ...).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlaceError {
    #[error("{0}")]
    Other(String),
}

/// Everything wrong with a setup as a deployment state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.join("; "))]
pub struct DeploymentErrors(pub Vec<String>);

/// A deployment in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Deployment {
    board: Board,
    hands: BySide<Army>,
    turn: Option<Side>,
    ply: u32,
    king_anywhere: bool,
    finished_first: Option<Side>,
}

impl Deployment {
    /// Start of deployment: empty board with plinths, full hands, `first` places its King first.
    pub fn new(board: Board, hands: BySide<Army>, first: Side, king_anywhere: bool) -> Deployment {
        let _ = (board, hands, first, king_anywhere);
        todo!("army helper")
    }

    /// A deployment state read from SFEN (hands not empty or board partly filled).
    pub fn from_setup(setup: &Setup, king_anywhere: bool) -> Result<Deployment, DeploymentErrors> {
        let _ = (setup, king_anywhere);
        todo!("army helper")
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn hands(&self) -> &BySide<Army> {
        &self.hands
    }
    /// The side to place next; `None` when both hands are empty.
    pub fn turn(&self) -> Option<Side> {
        self.turn
    }
    pub fn ply(&self) -> u32 {
        self.ply
    }
    pub fn is_complete(&self) -> bool {
        self.turn.is_none()
    }
    /// Who placed their last piece first (Serious business: they move first).
    pub fn finished_first(&self) -> Option<Side> {
        self.finished_first
    }

    /// Legal squares now for a piece of `role` of the side to place (empty if that piece
    /// may not be placed now).
    pub fn legal_squares(&self, role: Role) -> Bitboard {
        let _ = role;
        todo!("army helper")
    }

    /// Places a piece, or says why it may not go there.
    pub fn place(&mut self, piece: Piece, sq: Square) -> Result<(), PlaceError> {
        let _ = (piece, sq);
        todo!("army helper")
    }

    /// The unchecked setup (for SFEN): board, hands, side to act, ply.
    pub fn to_setup(&self) -> Setup {
        todo!("army helper")
    }
}
