//! A fight position: legal moves, play / try_play / play_unchecked, check, outcome.
//! SKELETON: signatures are the contract other modules build on; bodies are being written.

use std::fmt;
use std::str::FromStr;

use super::bitboard::Bitboard;
use super::board::Board;
use super::color::Side;
use super::outcome::Outcome;
use super::role::Role;
use super::setup::Setup;
use super::square::{ParseSquareError, Square};

/// A fight move: from, to, and the promotion role when a pawn reaches the far rank.
/// Written in long algebraic notation: `e2e4`, `b11b12q` (a capture looks the same).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(r) = self.promotion {
            write!(f, "{}", r.lower_char())?;
        }
        Ok(())
    }
}

/// Why a long-algebraic move could not be read (no position needed).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    #[error("empty move")]
    Empty,
    #[error("bad square in {text:?}: {source}")]
    Square {
        text: String,
        source: ParseSquareError,
    },
    #[error("{0:?} is not a promotion piece (q, r, b or n)")]
    Promotion(char),
    #[error("{0:?} is not a move in long algebraic notation (like e2e4 or b11b12q)")]
    Shape(String),
}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let _ = s;
        todo!("fight helper")
    }
}

/// The legal moves of a position.
pub type MoveList = Vec<Move>;

/// Why a move may not be played, in words for people.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("illegal: {reason}")]
pub struct IllegalMove {
    pub mv: Move,
    pub reason: String,
}

/// Everything wrong with a [`Setup`] as a fight position (all problems at once).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("; "))]
pub struct PositionErrors(pub Vec<PositionError>);

/// One problem of a fight position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("{side} has no King")]
    NoKing { side: Side },
    #[error("{side} has {count} Kings")]
    TooManyKings { side: Side, count: u32 },
    #[error("pieces still in hand: a fight position has an empty hand")]
    PiecesInHand,
    #[error("a {role} stands on the plinth at {square} (only a Knight may)")]
    OnPlinth { role: Role, square: Square },
    #[error("a pawn stands on {square}, its promotion rank")]
    PawnOnLastRank { square: Square },
    #[error("the side not to move is in check by more than it could be (impossible check)")]
    ImpossibleCheck,
}

/// A legal fight position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    turn: Side,
    ply: u32,
    halfmoves: u32,
    ep: Option<Square>,
}

impl Position {
    /// Checks a setup and makes it a position; reports every problem.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionErrors> {
        let _ = setup;
        todo!("fight helper")
    }

    /// Back to an unchecked setup (for SFEN).
    pub fn to_setup(&self) -> Setup {
        todo!("fight helper")
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn turn(&self) -> Side {
        self.turn
    }
    /// Ply counter as in SFEN.
    pub fn ply(&self) -> u32 {
        self.ply
    }
    /// Half-moves since the last capture or pawn move.
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    /// The square a pawn may capture en passant onto, if any.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep
    }

    /// All legal moves (including capturing the enemy King when the side to move
    /// attacks it: the ambush).
    pub fn legal_moves(&self) -> MoveList {
        todo!("fight helper")
    }

    /// Legal moves of the piece on `from`.
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let _ = from;
        todo!("fight helper")
    }

    pub fn is_legal(&self, m: Move) -> bool {
        let _ = m;
        todo!("fight helper")
    }

    /// Plays a move known to be legal.
    pub fn play_unchecked(&mut self, m: Move) {
        let _ = m;
        todo!("fight helper")
    }

    /// Plays a move if legal, else says why it is not.
    pub fn try_play(&mut self, m: Move) -> Result<(), IllegalMove> {
        let _ = m;
        todo!("fight helper")
    }

    /// The position after a legal move.
    pub fn play(&self, m: Move) -> Result<Position, IllegalMove> {
        let mut p = self.clone();
        p.try_play(m)?;
        Ok(p)
    }

    /// Enemy pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        todo!("fight helper")
    }

    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Whether the move captures something (including en passant).
    pub fn is_capture(&self, m: Move) -> bool {
        let _ = m;
        todo!("fight helper")
    }

    /// Checkmate, stalemate, King captured (no enemy King left), King against King.
    /// Not the history-dependent draws (repetition, fifty moves): see `game`.
    pub fn outcome(&self) -> Option<Outcome> {
        todo!("fight helper")
    }

    /// A hash of board, side to move and en-passant square (for repetition and search).
    pub fn zobrist(&self) -> u64 {
        todo!("fight helper")
    }

    /// Leaf count of the legal-move tree of depth `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        let _ = depth;
        todo!("fight helper")
    }

    /// SFEN of this position (FORMAT.md §4).
    pub fn to_sfen(&self) -> String {
        todo!("fight helper")
    }
}
