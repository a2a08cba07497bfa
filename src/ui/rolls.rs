//! The plinth rolls as lines for a side panel; when they don't all fit, the newest are
//! shown under a line that says how many are above.

use ratatui::text::{Line, Span};

use crate::app::derived::{RollLog, roll_logs};
use crate::rules::game::Game;
use crate::words::W;

use super::pad;
use super::theme::Theme;

/// Plinth rolls as lines: `Blue left  [3] [5] → plinth on c5` or `... again: lost`.
/// When they don't all fit, the newest are shown under a line saying how many are above.
pub fn roll_lines(w: W, game: &Game, th: Theme, room: usize) -> Vec<Line<'static>> {
    let rolls: Vec<RollLog> = roll_logs(game).collect();
    let room = room.max(2);
    let skip = match rolls.len().saturating_sub(room) {
        0 => 0,
        _ => rolls.len() - (room - 1),
    };
    let sign = (skip > 0).then(|| Line::styled(w.rolls_hidden(skip), th.dim()));
    sign.into_iter()
        .chain(rolls.iter().skip(skip).map(|r| {
            let res = if r.placed {
                Span::raw(w.roll_result(r))
            } else {
                Span::styled(w.roll_result(r), th.bad())
            };
            Line::from(vec![
                Span::styled(pad(w.side(r.roll.by), 5), th.side(r.roll.by)),
                Span::raw(format!(
                    "{}[{}] [{}] ",
                    pad(w.quadrant(r.roll.quadrant), 6),
                    r.roll.column,
                    r.roll.row
                )),
                res,
            ])
        }))
        .collect()
}
