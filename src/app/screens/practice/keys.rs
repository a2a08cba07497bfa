//! The practice screen's own keys; on its board and its sheets they come before the
//! game's deployment and sheet keys.

use crate::app::key::{ESC, c};
use crate::app::keymap::{Action, Ctx, Does, KeyTable, KeysOf, key};

/// Deployment practice's keys.
static PRACTICE: KeyTable = KeyTable {
    title: KeysOf::Practice,
    bindings: &[
        key!([ESC], Action::Quit, Does::LeavePractice),
        key!([c('r')], Action::Restart, Does::RestartPractice),
        key!([c('s')], Action::SaveAs, Does::SaveLayout),
        key!([c('c')], Action::Coach, Does::Coach),
        key!([c('p')], Action::PlayOut, Does::PlayOut),
    ],
};

// The contexts are named as the keymap's own are (`Ctx::Global`), each a table of
// this file.
#[allow(non_upper_case_globals)]
impl Ctx {
    /// Deployment practice (before the sheet's or the board's keys).
    pub const Practice: Ctx = Ctx::Own(&PRACTICE);
}
