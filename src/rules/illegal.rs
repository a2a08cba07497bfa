//! Why a fight move is illegal: one variant per rule, with the squares and pieces it is
//! about, so callers decide on the variant and only `crate::words` turns it into words.
//!
//! ```
//! use shuuro::rules::Position;
//! use shuuro::rules::illegal::IllegalReason;
//! use shuuro::rules::Role;
//!
//! let pos = Position::from_sfen("4k1/6/6/6/6/R3K1 w - 1").unwrap();
//! let m = "a1b2".parse().unwrap();
//! assert_eq!(pos.check_move(m), Err(IllegalReason::Shape(Role::Rook)));
//! let reason = pos.check_move(m).unwrap_err();
//! assert_eq!(reason.to_string(), "a Rook moves along ranks and files");
//! assert!(reason.is_shape());
//! assert_eq!(pos.check_move("a1a5".parse().unwrap()), Ok(()));
//! ```

use super::color::Side;
use super::role::{Piece, Role, RoleSet};
use super::square::{BoardSize, Square};

/// Why a move may not be played here. [`crate::rules::Position::check_move`] checks in
/// roughly the order of these variants and reports the first rule the move breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalReason {
    /// "the game is over: a King has been captured"
    GameOver,
    /// "m1 is not on the 12×12 board" (a from- or to-square off the board)
    OffBoard { square: Square, size: BoardSize },
    /// "there is no piece on e4"
    NoPiece(Square),
    /// "the Rook on a1 is not yours: it is Blue's move"
    NotYours {
        role: Role,
        square: Square,
        turn: Side,
    },
    /// "a piece must move to another square"
    SameSquare,
    /// "e2 is taken by your own Pawn"
    OwnPiece { square: Square, role: Role },
    /// "a pawn reaching the far rank must promote: add q, r, b or n (b11b12q)" (the
    /// letters of the pieces `allowed` in this game)
    MustPromote {
        from: Square,
        to: Square,
        allowed: RoleSet,
    },
    /// "only a pawn reaching the far rank promotes"
    PromotionTooEarly,
    /// "a pawn promotes to a Queen, Rook, Bishop or Knight" (a King or pawn was asked for,
    /// or a fairy piece in a game without them): the pieces `allowed` in this game.
    BadPromotion { role: Role, allowed: RoleSet },
    /// "only a pawn promotes, not a Rook"
    OnlyPawnsPromote(Role),
    /// The move does not have the shape of the piece's moves (never a pawn: see the
    /// `Pawn…` variants): "a Knight moves in an L: two squares one way and one to the
    /// side", "a King moves one square (there is no castling)", "a Rook moves along ranks
    /// and files", "a Bishop moves along diagonals", "a Queen moves along ranks, files and
    /// diagonals", and the fairy pieces' ("a Giraffe leaps one square one way and four
    /// the other").
    Shape(Role),
    /// A slider's way is blocked at `square`, by `piece` (standing on a plinth when
    /// `plinth`) or, with no piece, by the plinth there: "the way is blocked by the Red
    /// Pawn on e5", "the way is blocked by the Red Knight on the plinth at e5", "the
    /// plinth at e5 blocks the way".
    Blocked {
        square: Square,
        piece: Option<Piece>,
        plinth: bool,
    },
    /// "a pawn moves only forward"
    PawnBackward,
    /// "a pawn can't capture straight ahead"
    PawnCapturesAhead,
    /// "a pawn can't cross the plinth at e3"
    PawnCrossesPlinth(Square),
    /// "the pawn is blocked on e3"
    PawnBlocked(Square),
    /// "a pawn moves two squares only from its row 2 (this one is on row 3)"
    PawnDoubleStepNotFromRow2 { row: u8 },
    /// "a pawn on row 2 moves one or two squares" / "a pawn moves one square forward (two
    /// from its row 2)"
    PawnTooFar { on_row_2: bool },
    /// "a pawn moves diagonally only to capture (en passant only right after a
    /// two-square move)"
    PawnDiagonalWithoutCapture,
    /// "a pawn moves straight forward, and captures one square diagonally forward"
    PawnShape,
    /// "a Rook can't capture a Knight on a plinth" (only a Knight or a fairy piece may
    /// enter a plinth)
    CaptureOnPlinth { role: Role, target: Role },
    /// "a Rook can't move onto a plinth", "a pawn can't move onto a plinth"
    OntoPlinth(Role),
    /// "that move puts your King in check on f2"
    KingIntoCheck(Square),
    /// "you are in check, and that move leaves your King in check"
    StillInCheck,
    /// "that move leaves your King in check"
    ExposesKing,
}

impl IllegalReason {
    /// Whether the reason is only that the piece does not move like that (a rule about a
    /// piece's shape of move, not about this position): a weaker explanation than one
    /// about the King's safety or a plinth when several pieces could have been meant.
    pub fn is_shape(self) -> bool {
        matches!(self, IllegalReason::Shape(_))
    }
}
