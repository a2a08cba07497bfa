//! Moves as text for people: short notation (`Nxd5`, `b12=Q`, `+`/`#`, disambiguated),
//! parsed without context, then resolved against a position.
//! SKELETON: signatures are the contract; bodies are being written.

use super::position::{Move, Position};

/// Why a typed move can't be played here, in words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    #[error("{0}")]
    Other(String),
}

/// Short notation of a legal move in `pos`: `Nxd5`, `b12=Q#`, `Rae1`.
pub fn to_short(pos: &Position, m: Move) -> String {
    let _ = (pos, m);
    todo!("fight helper")
}

/// Reads a move typed in long (`e2e4`) or short (`Nxd5`) notation and resolves it
/// against `pos`; an illegal or ambiguous move is an error that says why.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    let _ = (pos, text);
    todo!("fight helper")
}
