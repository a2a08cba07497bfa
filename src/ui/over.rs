//! The game-over box: who won, why, after how many moves, and the keys (from the keymap).
//! It fits the board when it can, else the whole screen above the status bar, and a key
//! hides it to look at the final position.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;

use crate::app::key::key_name;
use crate::app::keymap::{Action, Ctx, bindings_for};
use crate::app::play::PlayState;

use super::theme::Theme;
use super::wrap::wrap_words;
use super::{boxed, centered};
use crate::words::game::When;
use crate::words::{Text, W};

/// The widest the box gets.
const WIDTH: u16 = 52;

/// Draws the box where it hides the least: under the board when it fits there (the final
/// position and the move list stay in view), else over the board, else a shorter box
/// under the board (the keys are on the status line too; the one that hides the box
/// stays), else centred in `screen` (everything above the status bar).
///
/// `practice`: the game was played out from practice, and its keys say so.
#[allow(clippy::too_many_arguments)]
pub fn draw(
    frame: &mut Frame,
    w: W,
    board: Option<Rect>,
    screen: Rect,
    p: &PlayState,
    practice: bool,
    th: Theme,
) {
    if p.game().outcome().is_none() {
        return;
    }
    let words = w;
    let under = board.map(|b| {
        let top = b.bottom().min(screen.bottom());
        Rect::new(b.x, top, b.width, screen.bottom() - top)
    });
    let fits = |r: Rect, full: bool| {
        let w = WIDTH.min(r.width);
        let lines = box_lines(words, p, w, full, practice, th);
        let h = lines.len() as u16 + 2;
        (r.width >= w && r.height >= h).then(|| (centered(r, w, h), lines))
    };
    let placed = under
        .and_then(|u| fits(u, true))
        .or_else(|| {
            board
                .filter(|b| b.width >= WIDTH)
                .and_then(|b| fits(b, true))
        })
        .or_else(|| under.and_then(|u| fits(u, false)));
    let (area, lines) = placed.unwrap_or_else(|| {
        let w = WIDTH.min(screen.width);
        let lines = box_lines(words, p, w, true, practice, th);
        (centered(screen, w, lines.len() as u16 + 2), lines)
    });
    boxed(frame, area, w.text(Text::GameOver), lines, Style::default());
}

/// The box's lines at width `w` (borders included): who won, why and when, then the keys
/// (all of them, or only the one that hides the box), in practice's words for a game
/// played out from practice.
fn box_lines(
    words: W,
    p: &PlayState,
    w: u16,
    all_keys: bool,
    practice: bool,
    th: Theme,
) -> Vec<Line<'static>> {
    let Some(o) = p.game().outcome() else {
        return Vec::new();
    };
    let inner = w.saturating_sub(2) as usize;
    let headline = match o.winner {
        Some(s) => Line::styled(words.winner(Some(s)), th.side(s)),
        None => Line::from(words.winner(None)),
    };
    let mut lines = vec![headline];
    let when = match p.derived().moves_after() {
        0 => When::BeforeFirstMove,
        n => When::AfterMoves(n),
    };
    let said = words.ended(words.reason(o.reason), when);
    lines.extend(wrap_words(&said, inner).into_iter().map(Line::from));
    for b in bindings_for(Ctx::Over) {
        if !all_keys && b.action != Action::HideBox {
            continue;
        }
        if let Some(k) = b.keys.first() {
            let help = b.practice.filter(|_| practice).unwrap_or(b.help);
            let text = format!("{}  {}", key_name(*k), words.does(help));
            lines.extend(wrap_words(&text, inner).into_iter().map(Line::from));
        }
    }
    lines
}
