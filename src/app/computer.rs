//! The computer in a game, as one value: the side it takes, how long it thinks per move,
//! and how it plays (the engine's [`Style`]). The settings hold one, a game screen plays
//! against one, a save writes it and a resume reads it back whole, a rematch swaps its
//! side; a new way of playing is a field of [`Style`], never a new field here.

use std::time::Duration;

use crate::engine::{Level, Style};
use crate::rules::Side;

/// The computer a game is played against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Computer {
    /// The side it plays.
    pub side: Side,
    /// How long it thinks per move without a clock (a clock replaces it: the computer
    /// budgets its time left).
    pub think: Duration,
    /// How it plays.
    pub style: Style,
}

impl Computer {
    /// The think time of a computer nobody chose one for.
    pub const THINK: Duration = Duration::from_secs(2);

    /// Its level.
    pub fn level(&self) -> Level {
        self.style.level
    }

    /// The same computer on the other side (a rematch).
    pub fn swapped(self) -> Computer {
        Computer {
            side: self.side.opposite(),
            ..self
        }
    }
}

impl Default for Computer {
    /// Red, thinking [`Computer::THINK`], the full engine.
    fn default() -> Computer {
        Computer {
            side: Side::Red,
            think: Computer::THINK,
            style: Style::default(),
        }
    }
}
