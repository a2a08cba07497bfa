//! The promotion picker's line on the status bar (the game's and the trainer's): the
//! label, then each choice (by name, or by letter where the names don't fit), the
//! highlighted one marked, where
//! [`layout::promotion_choices`](super::layout::promotion_choices) finds them for a
//! click.

use ratatui::text::{Line, Span};

use crate::app::promotion::Picker;
use crate::ui::layout::promotion_labels;
use crate::words::{Text, W};

use super::theme::Theme;

/// The picker's line in `w`'s words on a status line `width` columns wide: "Promote
/// to:  Queen  Rook  Bishop  Knight ", the highlighted choice marked (the letters
/// `Q R B N C A G` where the names don't fit: [`promotion_labels`]).
pub fn line(w: W, picker: &Picker, width: u16, th: Theme) -> Line<'static> {
    let mut spans = vec![Span::styled(w.text(Text::PromoteTo), th.heading())];
    for (r, label) in promotion_labels(w, picker.choices(), width) {
        let s = format!(" {label} ");
        spans.push(if r == picker.highlighted() {
            Span::styled(s, th.selected())
        } else {
            Span::raw(s)
        });
    }
    Line::from(spans)
}
