//! The replay viewer's keys (the help, the hint lines and the key handling read them here).

use ratatui::crossterm::event::KeyCode;

use crate::app::key::{END, ESC, HOME, Key, LEFT, PGDN, PGUP, RIGHT, c};
use crate::app::keymap::{Action, Ctx, Does, KeyTable, KeysOf, key};

/// The replay viewer's keys.
static REPLAY: KeyTable = KeyTable {
    title: KeysOf::ReplayViewer,
    bindings: &[
        key!([RIGHT, c('l'), c(' ')], Action::Right, Does::StepForward),
        key!(
            [LEFT, c('h'), Key::plain(KeyCode::Backspace)],
            Action::Left,
            Does::StepBack
        ),
        key!([PGDN, c('J')], Action::PageFwd, Does::TenForward),
        key!([PGUP, c('K')], Action::PageBack, Does::TenBack),
        key!([HOME, c('g')], Action::First, Does::ToStart),
        key!([END, c('G')], Action::Last, Does::ToEnd),
        key!([c('1')], Action::Phase(1), Does::JumpArmies),
        key!([c('2')], Action::Phase(2), Does::JumpPlinths),
        key!([c('3')], Action::Phase(3), Does::JumpDeployment),
        key!([c('4')], Action::Phase(4), Does::JumpFight),
        key!([c('f')], Action::Flip, Does::Flip),
        key!([c('a')], Action::Analyse, Does::Analyse),
        key!([c('w')], Action::WriteAnalysis, Does::WriteAnalysis),
        key!([c('p')], Action::MakePuzzles, Does::MakePuzzles),
        key!([c('e')], Action::SavePicture, Does::SavePicture),
        key!([c('E')], Action::SaveAnimation, Does::SaveAnimation),
        key!([c('q')], Action::Quit, Does::LeaveViewer),
        key!([ESC], Action::Back, Does::StopAnalysis),
    ],
};

// The contexts are named as the keymap's own are (`Ctx::Global`), each a table of
// this file.
#[allow(non_upper_case_globals)]
impl Ctx {
    /// The replay viewer.
    pub const Replay: Ctx = Ctx::Own(&REPLAY);
}
