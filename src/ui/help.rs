//! The help overlay: the keys of the current screen, read from the keymap table itself.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};

use crate::app::App;
use crate::app::key::{Key, key_name};
use crate::app::keymap::{Action, Ctx, bindings_for, key_name_of};
use crate::rules::Role;
use crate::ui::layout;

use crate::app::rules_page::{PageLine, page};

use super::hints::{self, Hints};
use super::theme::Theme;
use super::{boxed, centered};

/// The contexts whose keys the help shows for what is on screen.
pub fn help_contexts(app: &App) -> Vec<Ctx> {
    let ctx = app.ctx_under_help();
    let mut v = vec![ctx];

    if matches!(app.screen(), crate::app::Screen::Practice(_)) {
        v.push(Ctx::Practice);
    }
    v.push(Ctx::Global);
    v
}

/// The lines of one context: keys and what they do; the four cursor keys share a line.
pub fn entries(ctx: Ctx) -> Vec<(String, String)> {
    entries_except(ctx, None, false)
}

/// The lines of `ctx` for the practice screen: keys the practice table takes over are left
/// out (they do what the practice lines say), and each line in practice's own words.
pub fn practice_entries(ctx: Ctx) -> Vec<(String, String)> {
    entries_except(ctx, Some(Ctx::Practice), true)
}

/// The lines of the game-over box's keys in a game played out from practice: all of
/// them, in practice's words (Enter goes back to the practice).
pub fn played_out_over_entries() -> Vec<(String, String)> {
    entries_except(Ctx::Over, None, true)
}

const CURSOR: [Action; 4] = [Action::Up, Action::Down, Action::Left, Action::Right];

fn entries_except(ctx: Ctx, over: Option<Ctx>, practice_words: bool) -> Vec<(String, String)> {
    // A key the other table takes over does what that table says: it is left out here.
    let taken = |k: &Key| over.is_some_and(|o| bindings_for(o).any(|ob| ob.keys.contains(k)));
    // A context with all four cursor actions shows them on one line.
    let cursor = CURSOR
        .iter()
        .all(|a| bindings_for(ctx).any(|b| b.action == *a));
    // A context where the King may be chosen by its letter lists the pieces on one line.
    let pieces = bindings_for(ctx).any(|b| b.action == Action::Pick(Role::King));
    let mut out: Vec<(String, String)> = Vec::new();
    for b in bindings_for(ctx) {
        let keys: Vec<String> = b
            .keys
            .iter()
            .filter(|k| !taken(k))
            .map(|k| key_name(*k))
            .collect();
        if keys.is_empty() {
            continue;
        }
        if cursor && CURSOR.contains(&b.action) {
            if b.action == CURSOR[0] {
                out.push((hints::keys_label(ctx, &CURSOR), "move the cursor".into()));
            }
            continue;
        }
        // The piece letters of deployment share a line too (six lines would push the
        // last keys off an 80×24 screen): each piece's first key, its capital.
        if pieces && matches!(b.action, Action::Pick(_)) {
            if b.action == Action::Pick(Role::King) {
                let letters: Vec<String> = bindings_for(ctx)
                    .filter(|p| matches!(p.action, Action::Pick(_)))
                    .filter_map(|p| p.keys.iter().find(|k| !taken(k)))
                    .map(|k| key_name(*k))
                    .collect();
                let small = bindings_for(ctx)
                    .filter(|p| matches!(p.action, Action::Pick(_)))
                    .all(|p| p.keys.iter().filter(|k| !taken(k)).count() > 1);
                let help = if small {
                    "choose that piece (small letters too)"
                } else {
                    "choose that piece"
                };
                out.push((letters.join(" "), help.into()));
            }
            continue;
        }
        let help = b.practice.filter(|_| practice_words).unwrap_or(b.help);
        out.push((keys.join(" "), help.to_string()));
    }
    out
}

/// Draws the help box over the screen.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, th: Theme) {
    let mut lines = Vec::new();
    let practice = matches!(app.screen(), crate::app::Screen::Practice(_));
    for ctx in help_contexts(app) {
        lines.push(Line::styled(ctx.title(), th.heading()));
        let list = if practice && ctx != Ctx::Practice {
            practice_entries(ctx)
        } else if ctx == Ctx::Over && app.returns_to_practice() {
            played_out_over_entries()
        } else {
            entries(ctx)
        };
        for (keys, help) in list {
            lines.push(Line::from(vec![
                Span::styled(
                    format!("  {keys:<16}"),
                    th.heading()
                        .remove_modifier(ratatui::style::Modifier::UNDERLINED),
                ),
                Span::raw(help),
            ]));
        }
    }
    lines.push(Line::styled(hints::line(Hints::HelpOverlay), th.dim()));
    let h = (lines.len() as u16 + 2).min(area.height);
    let r = centered(area, 76, h);
    // With more lines than fit, show two columns.
    if lines.len() as u16 + 2 > area.height && area.width >= 100 {
        let half = lines.len().div_ceil(2);
        let right = lines.split_off(half);
        let w = 60.min(area.width / 2);
        let l = Rect::new(area.x + area.width / 2 - w, area.y, w, area.height);
        let r = Rect::new(area.x + area.width / 2, area.y, w, area.height);
        boxed(frame, l, "Keys", lines, Style::default());
        boxed(frame, r, "Keys (continued)", right, Style::default());
        return;
    }
    boxed(frame, r, "Keys", lines, Style::default());
}

/// The key hints at the foot of the rules page, from the keymap.
pub fn rules_hints() -> String {
    let k = |a| key_name_of(Ctx::Rules, a);
    format!(
        "{} {} line  {} {} page  {} keys  {} close",
        k(Action::Up),
        k(Action::Down),
        k(Action::PageBack),
        k(Action::PageFwd),
        k(Action::Keys),
        k(Action::Back),
    )
}

/// Draws the rules page: as much of the wrapped page as fits from the line scrolled to,
/// with a sign on the border when there is more above or below.
pub fn draw_rules(frame: &mut Frame, area: Rect, top: u16, th: Theme) {
    let (outer, text) = layout::rules_page(area);
    let all = page(text.width);
    let last = all.len().saturating_sub(usize::from(text.height));
    let top = usize::from(top).min(last);
    let lines: Vec<Line> = all
        .into_iter()
        .skip(top)
        .take(usize::from(text.height))
        .map(|l| match l {
            PageLine::Heading(h) => Line::styled(h, th.heading()),
            PageLine::Text(t) => Line::from(t),
            PageLine::Blank => Line::from(""),
        })
        .collect();
    let mut block = Block::bordered()
        .title(" Rules of Shuuro ")
        .title_bottom(Line::styled(format!(" {} ", rules_hints()), th.dim()).right_aligned());
    if top > 0 {
        block = block.title(Line::from(" ▲ more above ").right_aligned());
    }
    if top < last {
        block = block.title_bottom(Line::from(" ▼ more below ").left_aligned());
    }
    frame.render_widget(Clear, outer);
    frame.render_widget(block, outer);
    frame.render_widget(Paragraph::new(lines), text);
}
