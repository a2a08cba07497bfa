//! The practice screen's own keys; on its board and its sheets they come before the
//! game's deployment and sheet keys.

use crate::app::key::{ESC, c};
use crate::app::keymap::{Action, Ctx, KeyTable, key};

/// Deployment practice's keys.
static PRACTICE: KeyTable = KeyTable {
    title: "Deployment practice",
    bindings: &[
        key!([ESC], Action::Quit, "leave practice (asks first)"),
        key!([c('r')], Action::Restart, "restart with the same layout"),
        key!(
            [c('s')],
            Action::SaveAs,
            "save the plinth layout as a record"
        ),
        key!(
            [c('c')],
            Action::Coach,
            "coach: dangers, open lines, ambush, evaluation (on/off)"
        ),
        key!(
            [c('p')],
            Action::PlayOut,
            "play the fight out against the computer (--computer, all deployed)"
        ),
    ],
};

// The contexts are named as the keymap's own are (`Ctx::Global`), each a table of
// this file.
#[allow(non_upper_case_globals)]
impl Ctx {
    /// Deployment practice (before the sheet's or the board's keys).
    pub const Practice: Ctx = Ctx::Own(&PRACTICE);
}
