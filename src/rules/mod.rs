//! The pure rules core: no terminal, no files, no clock, no random numbers.

pub mod army;
pub mod attacks;
pub mod bitboard;
pub mod board;
pub mod checks;
pub mod color;
pub mod deploy;
pub mod game;
pub mod illegal;
pub mod lines;
pub mod notation;
pub mod outcome;
pub mod plinths;
pub mod position;
pub mod role;
pub mod roster;
pub mod setup;
pub mod sfen;
pub mod square;
pub mod zobrist;

pub use army::Army;
pub use bitboard::Bitboard;
pub use board::Board;
pub use color::{BySide, Side};
pub use outcome::{Outcome, Reason};
pub use position::{Move, Position};
pub use role::{ByRole, Piece, Role};
pub use setup::Setup;
pub use square::{BoardSize, Square};
