//! The help overlay: the keys of the current screen, read from the keymap table itself.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::app::App;
use crate::app::keymap::{Action, Binding, Ctx, bindings_for, key_name};

use super::hints::{self, Hints};
use super::theme::Theme;
use super::{boxed, centered};

/// The contexts whose keys the help shows for what is on screen.
pub fn help_contexts(app: &App) -> Vec<Ctx> {
    let ctx = app.ctx();
    let mut v = vec![ctx];

    if matches!(app.screen(), crate::app::Screen::Practice(_)) {
        v.push(Ctx::Practice);
    }
    v.push(Ctx::Global);
    v
}

/// The four phases in a few lines, for the help on the start screen.
const RULES: [&str; 5] = [
    "1 Armies: each player secretly buys pieces with points.",
    "2 Plinths: dice place plinths; only Knights may stand on them.",
    "3 Deployment: King first, then nobles, pawns last, in turns.",
    "4 Fight: chess, no castling; mate, resign, draw or time ends it.",
    "Blue (capitals) sits at the bottom, Red (small letters) on top.",
];

/// The lines of one context: keys and what they do; the four cursor keys share a line.
pub fn entries(ctx: Ctx) -> Vec<(String, String)> {
    entries_except(ctx, None)
}

/// The lines of `ctx` for the practice screen: keys the practice table takes over are left
/// out (they do what the practice lines say), and each line in practice's own words.
pub fn practice_entries(ctx: Ctx) -> Vec<(String, String)> {
    entries_except(ctx, Some(Ctx::Practice))
}

const CURSOR: [Action; 4] = [Action::Up, Action::Down, Action::Left, Action::Right];

fn entries_except(ctx: Ctx, over: Option<Ctx>) -> Vec<(String, String)> {
    let taken = |b: &Binding| {
        over.is_some_and(|o| bindings_for(o).any(|ob| ob.keys.iter().any(|k| b.keys.contains(k))))
    };
    // A context with all four cursor actions shows them on one line.
    let cursor = CURSOR
        .iter()
        .all(|a| bindings_for(ctx).any(|b| b.action == *a));
    let mut out: Vec<(String, String)> = Vec::new();
    for b in bindings_for(ctx).filter(|b| !taken(b)) {
        if cursor && CURSOR.contains(&b.action) {
            if b.action == CURSOR[0] {
                out.push((hints::keys_label(ctx, &CURSOR), "move the cursor".into()));
            }
            continue;
        }
        let keys: Vec<String> = b.keys.iter().map(|k| key_name(*k)).collect();
        let help = match (over, b.practice) {
            (Some(_), Some(p)) => p,
            _ => b.help,
        };
        out.push((keys.join(" "), help.to_string()));
    }
    out
}

/// Draws the help box over the screen.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, th: Theme) {
    let mut lines = Vec::new();
    if matches!(app.screen(), crate::app::Screen::Start { .. }) {
        lines.push(Line::styled("How a game goes", th.heading()));
        for l in RULES {
            lines.push(Line::from(format!("  {l}")));
        }
    }
    let practice = matches!(app.screen(), crate::app::Screen::Practice(_));
    for ctx in help_contexts(app) {
        lines.push(Line::styled(ctx.title(), th.heading()));
        let list = if practice && ctx != Ctx::Practice {
            practice_entries(ctx)
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
