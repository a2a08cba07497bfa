//! The plinth rolls as lines for a side panel; when they don't all fit, the newest are
//! shown under a line that says how many are above.

use ratatui::text::{Line, Span};

use crate::app::derived::{RollLog, roll_logs};
use crate::rules::game::Game;

use super::theme::Theme;

/// Plinth rolls as lines: "Blue left  3,5 → c5" or "... lost (repeat)".
/// When they don't all fit, the newest are shown under a line saying how many are above.
pub fn roll_lines(game: &Game, th: Theme, room: usize) -> Vec<Line<'static>> {
    let rolls: Vec<RollLog> = roll_logs(game).collect();
    let room = room.max(2);
    let skip = match rolls.len().saturating_sub(room) {
        0 => 0,
        _ => rolls.len() - (room - 1),
    };
    let sign = (skip > 0).then(|| {
        Line::styled(
            format!(
                "↑ {skip} earlier roll{} not shown",
                if skip == 1 { "" } else { "s" }
            ),
            th.dim(),
        )
    });
    sign.into_iter()
        .chain(rolls.iter().skip(skip).map(|r| {
            let sq = r
                .square
                .map(|s| s.to_string())
                .unwrap_or_else(|| "?".into());
            let res = if r.placed {
                Span::raw(format!("→ plinth on {sq}"))
            } else {
                Span::styled(format!("→ {sq} again: lost"), th.bad())
            };
            Line::from(vec![
                Span::styled(format!("{:<5}", r.roll.by.to_string()), th.side(r.roll.by)),
                Span::raw(format!(
                    "{:<6}[{}] [{}] ",
                    r.roll.quadrant.name(),
                    r.roll.column,
                    r.roll.row
                )),
                res,
            ])
        }))
        .collect()
}
