//! The rules page's scrolling: how much of the page a terminal shows, and where scrolling
//! stops. The page itself is words (`crate::words`, in the player's language), laid out by
//! the drawing layer, which the app asks how many lines it makes ([`PageLength`], given
//! to the app at start) so that scrolling stops at the last line.

use crate::prefs::Lang;

/// Widest the rules page's box grows (lines longer than this read badly).
pub const RULES_WIDTH: u16 = 90;

/// How many lines the rules page in `lang` makes when wrapped to `width` columns (the
/// drawing layer's `ui::help::rules_lines`).
pub type PageLength = fn(Lang, u16) -> usize;

/// A page length for an app not told how the page is laid out: no end to scroll to (the
/// drawing layer still stops at the last line).
pub fn unmeasured(_: Lang, _: u16) -> usize {
    usize::from(u16::MAX)
}

/// The size of the rules page's text on a `width`×`height` terminal: the whole height
/// less the borders, at most [`RULES_WIDTH`] wide less the borders and a cell of padding
/// each side.
pub fn text_size(width: u16, height: u16) -> (u16, u16) {
    (
        width.min(RULES_WIDTH).saturating_sub(4),
        height.saturating_sub(2),
    )
}

/// The first line shown when a page of `lines` lines is scrolled to its end on a
/// `width`×`height` terminal (scrolling stops there).
pub fn last_top(height: u16, lines: usize) -> u16 {
    let (_, h) = text_size(0, height);
    u16::try_from(lines).unwrap_or(u16::MAX).saturating_sub(h)
}
