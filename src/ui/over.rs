//! The game-over box: who won, why, after how many moves, and the keys (from the keymap).
//! It fits the board when it can, else the whole screen above the status bar, and a key
//! hides it to look at the final position.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::app::keymap::{Action, Ctx, bindings_for, key_for, key_name};
use crate::app::play::PlayState;

use super::sheet::wrap_words;
use super::theme::Theme;
use super::{boxed, centered};

/// The widest the box gets.
const WIDTH: u16 = 52;

/// Draws the box over `board` when it fits there, else centred in `screen`.
pub fn draw(frame: &mut Frame, board: Option<Rect>, screen: Rect, p: &PlayState, th: Theme) {
    let Some(o) = p.game().outcome() else {
        return;
    };
    let w = WIDTH.min(screen.width);
    let inner = w.saturating_sub(2) as usize;
    let headline = match o.winner {
        Some(s) => Line::from(vec![
            Span::styled(s.to_string(), th.side(s)),
            Span::raw(" wins"),
        ]),
        None => Line::from("Draw"),
    };
    let mut lines = vec![headline];
    let said = format!(
        "{}, {}",
        o.reason.describe(),
        match crate::app::derived::moves_after(p.game().moves().len()) {
            0 => "before the first move".to_string(),
            1 => "after 1 move".to_string(),
            n => format!("after {n} moves"),
        }
    );
    lines.extend(wrap_words(&said, inner).into_iter().map(Line::from));
    for b in bindings_for(Ctx::Over) {
        if let Some(k) = b.keys.first() {
            let text = format!("{}  {}", key_name(*k), b.help);
            lines.extend(wrap_words(&text, inner).into_iter().map(Line::from));
        }
    }
    let h = lines.len() as u16 + 2;
    let area = match board {
        Some(b) if b.width >= w && b.height >= h => centered(b, w, h),
        _ => centered(screen, w, h),
    };
    boxed(frame, area, "Game over", lines, Style::default());
}

/// The key hints under a finished game, with the keys the keymap binds.
pub fn hints() -> String {
    let k = |a| key_for(Ctx::Over, a);
    format!(
        "{} review  {} menu  {} quit  {} hide/show the box  ? help",
        k(Action::Review),
        k(Action::Menu),
        k(Action::Quit),
        k(Action::HideBox)
    )
}
