//! Why a fight move is illegal: one variant per rule, with the squares and pieces it is
//! about, so callers decide on the variant and only [`fmt::Display`] turns it into words.
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

use std::fmt;

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

const PAWN_DIAGONAL: &str =
    "a pawn moves diagonally only to capture (en passant only right after a two-square move)";
const PAWN_SHAPE: &str =
    "a pawn moves straight forward, and captures one square diagonally forward";

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason as R;
        match *self {
            R::GameOver => f.write_str("the game is over: a King has been captured"),
            R::OffBoard { square, size } => write!(f, "{square} is not on the {size} board"),
            R::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            R::NotYours { role, square, turn } => {
                write!(
                    f,
                    "the {role} on {square} is not yours: it is {turn}'s move"
                )
            }
            R::SameSquare => f.write_str("a piece must move to another square"),
            R::OwnPiece { square, role } => write!(f, "{square} is taken by your own {role}"),
            R::MustPromote { from, to, allowed } => {
                let letters: Vec<String> =
                    allowed.iter().map(|r| r.lower_char().to_string()).collect();
                write!(
                    f,
                    "a pawn reaching the far rank must promote: add {} ({from}{to}q)",
                    either(&letters)
                )
            }
            R::PromotionTooEarly => f.write_str("only a pawn reaching the far rank promotes"),
            R::BadPromotion { allowed, .. } => {
                let names: Vec<String> = allowed.iter().map(|r| r.name().to_string()).collect();
                write!(f, "a pawn promotes to a {}", either(&names))
            }
            R::OnlyPawnsPromote(role) => {
                write!(f, "only a pawn promotes, not {}", role.with_article())
            }
            R::Shape(role) => f.write_str(match role {
                Role::Knight => "a Knight moves in an L: two squares one way and one to the side",
                Role::King => "a King moves one square (there is no castling)",
                Role::Rook => "a Rook moves along ranks and files",
                Role::Bishop => "a Bishop moves along diagonals",
                Role::Queen => "a Queen moves along ranks, files and diagonals",
                Role::Pawn => PAWN_SHAPE,
                Role::Chancellor => {
                    "a Chancellor moves along ranks and files, or in an L as a Knight"
                }
                Role::Archbishop => "an Archbishop moves along diagonals, or in an L as a Knight",
                Role::Giraffe => "a Giraffe leaps one square one way and four the other",
            }),
            R::Blocked {
                square,
                piece: Some(p),
                plinth: true,
            } => write!(
                f,
                "the way is blocked by the {} {} on the plinth at {square}",
                p.side, p.role
            ),
            R::Blocked {
                square,
                piece: Some(p),
                plinth: false,
            } => write!(
                f,
                "the way is blocked by the {} {} on {square}",
                p.side, p.role
            ),
            R::Blocked {
                square,
                piece: None,
                ..
            } => write!(f, "the plinth at {square} blocks the way"),
            R::PawnBackward => f.write_str("a pawn moves only forward"),
            R::PawnCapturesAhead => f.write_str("a pawn can't capture straight ahead"),
            R::PawnCrossesPlinth(sq) => write!(f, "a pawn can't cross the plinth at {sq}"),
            R::PawnBlocked(sq) => write!(f, "the pawn is blocked on {sq}"),
            R::PawnDoubleStepNotFromRow2 { row } => write!(
                f,
                "a pawn moves two squares only from its row 2 (this one is on row {row})"
            ),
            R::PawnTooFar { on_row_2: true } => {
                f.write_str("a pawn on row 2 moves one or two squares")
            }
            R::PawnTooFar { on_row_2: false } => {
                f.write_str("a pawn moves one square forward (two from its row 2)")
            }
            R::PawnDiagonalWithoutCapture => f.write_str(PAWN_DIAGONAL),
            R::PawnShape => f.write_str(PAWN_SHAPE),
            R::CaptureOnPlinth { role, target } => {
                write!(
                    f,
                    "{} can't capture {} on a plinth",
                    role.with_article(),
                    target.with_article()
                )
            }
            R::OntoPlinth(Role::Pawn) => f.write_str("a pawn can't move onto a plinth"),
            R::OntoPlinth(role) => write!(f, "{} can't move onto a plinth", role.with_article()),
            R::KingIntoCheck(sq) => write!(f, "that move puts your King in check on {sq}"),
            R::StillInCheck => {
                f.write_str("you are in check, and that move leaves your King in check")
            }
            R::ExposesKing => f.write_str("that move leaves your King in check"),
        }
    }
}

impl std::error::Error for IllegalReason {}

/// `a, b or c`.
fn either(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}
