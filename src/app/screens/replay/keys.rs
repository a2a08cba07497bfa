//! The replay viewer's keys (the help, the hint lines and the key handling read them here).

use ratatui::crossterm::event::KeyCode;

use crate::app::key::{END, ESC, HOME, Key, LEFT, PGDN, PGUP, RIGHT, c};
use crate::app::keymap::{Action, Ctx, KeyTable, key};

/// The replay viewer's keys.
static REPLAY: KeyTable = KeyTable {
    title: "Replay viewer",
    bindings: &[
        key!([RIGHT, c('l'), c(' ')], Action::Right, "one step forward"),
        key!(
            [LEFT, c('h'), Key::plain(KeyCode::Backspace)],
            Action::Left,
            "one step back"
        ),
        key!([PGDN, c('J')], Action::PageFwd, "ten steps forward"),
        key!([PGUP, c('K')], Action::PageBack, "ten steps back"),
        key!([HOME, c('g')], Action::First, "to the start"),
        key!([END, c('G')], Action::Last, "to the end"),
        key!([c('1')], Action::Phase(1), "jump to the armies"),
        key!([c('2')], Action::Phase(2), "jump to the plinths"),
        key!([c('3')], Action::Phase(3), "jump to the deployment"),
        key!([c('4')], Action::Phase(4), "jump to the fight"),
        key!([c('f')], Action::Flip, "flip the board"),
        key!(
            [c('a')],
            Action::Analyse,
            "analyse the fight in the background (again: stop)"
        ),
        key!(
            [c('w')],
            Action::WriteAnalysis,
            "write the analysis into the record file"
        ),
        key!(
            [c('p')],
            Action::MakePuzzles,
            "make puzzles from this game's mistakes (into My mistakes)"
        ),
        key!(
            [c('e')],
            Action::SavePicture,
            "save the board shown as a PNG picture (beside the record)"
        ),
        key!(
            [c('E')],
            Action::SaveAnimation,
            "save the whole game as an animated GIF (beside the record)"
        ),
        key!([c('q')], Action::Quit, "leave the viewer"),
        key!(
            [ESC],
            Action::Back,
            "stop the analysis (when none runs: leave)"
        ),
    ],
};

// The contexts are named as the keymap's own are (`Ctx::Global`), each a table of
// this file.
#[allow(non_upper_case_globals)]
impl Ctx {
    /// The replay viewer.
    pub const Replay: Ctx = Ctx::Own(&REPLAY);
}
