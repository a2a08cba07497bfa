//! The promotion picker's line on the status bar (the game's and the trainer's): the
//! label, then each choice, the highlighted one marked, where
//! [`layout::promotion_choices`](super::layout::promotion_choices) finds them for a
//! click.

use ratatui::text::{Line, Span};

use crate::app::promotion::Picker;
use crate::rules::Role;
use crate::words::{Text, W};

use super::theme::Theme;

/// The picker's line in `w`'s words: "Promote to:  Queen  Rook  Bishop  Knight ", the
/// highlighted choice marked.
pub fn line(w: W, picker: &Picker, th: Theme) -> Line<'static> {
    let mut spans = vec![Span::styled(w.text(Text::PromoteTo), th.heading())];
    for r in Role::PROMOTIONS {
        let s = format!(" {} ", w.role(r));
        spans.push(if r == picker.highlighted() {
            Span::styled(s, th.selected())
        } else {
            Span::raw(s)
        });
    }
    Line::from(spans)
}
