//! The flags of how the computer plays, one set flattened into `play` and `practice`
//! (each only with `--computer`): a new way of playing is a flag here and works on both.

use crate::engine::{Level, Style};

/// How the computer plays, over the settings' (the last played against).
#[derive(clap::Args, Debug, Default, Clone, PartialEq, Eq)]
pub struct StyleArgs {
    /// The computer's level: 1 (a beginner's opponent) to 8 (the full engine); without
    /// it, the level of the last game against the computer (8 at first). Saved in the
    /// record, so `resume` keeps it.
    #[arg(long, value_name = "1-8", requires = "computer")]
    pub level: Option<Level>,
}

impl StyleArgs {
    /// `base` with every flag given.
    pub fn over(&self, base: Style) -> Style {
        Style {
            level: self.level.unwrap_or(base.level),
        }
    }
}
