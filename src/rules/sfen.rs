//! The SFEN dialect shared with lishuuro (FORMAT.md §4).
//! SKELETON: signatures are the contract; bodies are being written.

use super::setup::Setup;

/// What is wrong with a SFEN string, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SfenError {
    #[error("SFEN: {0}")]
    Other(String),
}

/// Reads a SFEN string (12×12 or 6×6, from the number of ranks) into an unchecked setup.
pub fn parse(s: &str) -> Result<Setup, SfenError> {
    let _ = s;
    todo!("fight helper")
}

/// Writes a setup as SFEN.
pub fn write(setup: &Setup) -> String {
    let _ = setup;
    todo!("fight helper")
}
