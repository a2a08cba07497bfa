//! Pictures of a game (docs/pictures.md): the board of any step drawn as SVG, the same drawing
//! as PNG pixels, a whole game as an animated GIF. Pure: from the rules' values to bytes;
//! reading records and writing files is the command's business.

pub mod caption;
pub mod game;
pub mod gif;
mod lzw;
pub mod png;
pub mod svg;

use crate::rules::game::Game;

/// A square's side in pixels, unless asked otherwise.
pub const SQUARE_PX: u32 = 40;
/// The time each GIF frame shows, in milliseconds, unless asked otherwise.
pub const DELAY_MS: u32 = 600;
use crate::rules::{Bitboard, Board, Square};

/// What one picture shows: the board of a step, what its last board-changing step
/// changed, and the King in check, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    pub board: Board,
    /// The squares the last step that changed the board changed (a move's from and to,
    /// a placement's square, a plinth as it landed).
    pub marked: Bitboard,
    /// The square of the King of the side to move, when it is in check.
    pub check: Option<Square>,
}

/// The squares whose piece or plinth differs between two boards of the same size.
pub fn changed(before: &Board, after: &Board) -> Bitboard {
    after
        .size()
        .squares()
        .filter(|&sq| {
            before.piece_at(sq) != after.piece_at(sq)
                || before.plinths().contains(sq) != after.plinths().contains(sq)
        })
        .collect()
}

/// The frames of a game, one per step, built as the game is replayed step by step.
#[derive(Clone, Debug, Default)]
pub struct Frames(pub Vec<Frame>);

impl Frames {
    /// Adds the frame of `game` as it stands after its latest step.
    pub fn push(&mut self, game: &Game) {
        let board = game.board();
        let marked = match self.0.last() {
            Some(prev) if prev.board == board => prev.marked,
            Some(prev) => changed(&prev.board, &board),
            None => changed(&Board::empty(board.size()), &board),
        };
        let check = game
            .position()
            .filter(|p| p.is_check())
            .and_then(|p| p.board().king_of(p.turn()));
        self.0.push(Frame {
            board,
            marked,
            check,
        });
    }
}
