//! What a click hit, as a meaning: a menu row, a setting's control, a square, a piece in
//! hand, a promotion choice, a control of the army sheet. The geometry that finds it from
//! a terminal cell is the drawing's own ([`crate::ui::hit()`]); the app only reads meanings.

use crate::rules::{Role, Square};

/// What a click on the army sheet hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetHit {
    /// A piece's row, outside its buttons.
    Row(Role),
    /// A piece's `[-]`.
    Less(Role),
    /// A piece's `[+]`.
    More(Role),
    /// The Done control.
    Done,
}

/// Which part of a settings row a click hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingPart {
    /// The label: chooses the row.
    Label,
    /// `<`: the value down.
    Less,
    /// The value or `>`: the value up.
    More,
    /// The row's action (a name to type, save the defaults, start the game).
    Open,
}

/// What a click hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Item `i` of the screen's list (the start menu, the saved games).
    Row(usize),
    /// Row `row` of the settings.
    Setting { row: usize, part: SettingPart },
    /// A square of the board.
    Square(Square),
    /// A piece in the hand of the side to place.
    Hand(Role),
    /// A piece of the promotion picker.
    Promotion(Role),
    /// The army sheet.
    Sheet(SheetHit),
}
