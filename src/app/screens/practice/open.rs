//! The practice kept while a fight played out from it is on screen, and the way back to
//! it; a layout read from a file, given to the practice on screen.

use crate::rules::Bitboard;

use super::PracticeState;
use crate::app::command::Update;
use crate::app::screens::Screen;

/// The practice on screen, to come back to after the fight played out from it (none when
/// the screen is not a practice).
pub(in crate::app) fn kept(screen: &Screen) -> Option<Box<PracticeState>> {
    match screen {
        Screen::Practice(p) => Some(p.clone()),
        _ => None,
    }
}

/// Back to a kept practice, ready to deploy again.
pub(in crate::app) fn back(mut practice: Box<PracticeState>) -> (Screen, Update) {
    let coach = practice.restart();
    (Screen::Practice(practice), coach)
}

/// A plinth layout read from a file, for the practice on screen (else nothing happens).
pub(in crate::app) fn set_layout(screen: &mut Screen, plinths: Bitboard) {
    if let Screen::Practice(p) = screen {
        p.set_plinths(plinths);
    }
}
