//! The replay viewer.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use crate::app::App;
use crate::app::layout::layout;
use crate::app::replay::ReplayState;
use crate::rules::game::Phase;
use crate::rules::{Bitboard, Side};

use super::board::{BoardView, draw_board};
use super::hints::{Hints, line};
use super::notice::{army_letters, sealed, step_words};
use super::play::{board_of, check_square, last_squares, move_lines, phase_name, roll_lines};
use super::theme::Theme;
use super::{status_bar, title_bar};

/// Draws the viewer.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, r: &ReplayState, th: Theme) {
    let a = layout(area, Some(r.rules().board), r.flipped());
    let phase = r.game().phase();
    title_bar(
        frame,
        a.title,
        &format!(
            "Replay {}: step {}/{}  {}",
            r.title(),
            r.at(),
            r.len(),
            phase_name(phase)
        ),
        th,
    );
    let board = board_of(r.game());
    if let Some(geom) = a.board {
        let view = BoardView {
            geom,
            board: &board,
            cursor: None,
            targets: Default::default(),
            sources: Default::default(),
            last: last_squares(r.game(), r.derived()),
            check: check_square(r.game()),
            hint: Bitboard::EMPTY,
            unicode: app.unicode(),
            theme: th,
        };
        draw_board(frame.buffer_mut(), area, &view);
    }
    let mut lines = vec![Line::styled(step_words(&r.shown()), th.heading())];
    // The record breaks a rule at the next step: the same step and reason as
    // `replay --check`.
    if let Some(e) = r.error_here() {
        lines.push(Line::styled(
            format!("The record stops here: {e}"),
            th.bad(),
        ));
    }
    // An army shows once the game reveals it (both entered and the plinths done, so under
    // Scouts as well): before that only its size.
    for side in Side::ALL {
        let army = match (r.game().army(side), r.game().own_army(side)) {
            (Some(a), _) => Span::styled(army_letters(a, side), th.piece(side)),
            (None, Some(a)) => Span::styled(sealed(a), th.dim()),
            (None, None) => Span::styled("not yet chosen", th.dim()),
        };
        lines.push(Line::from(vec![
            Span::styled(format!("{side:<5} "), th.side(side)),
            army,
        ]));
    }
    let room = a.panel.height as usize;
    match phase {
        Phase::Armies | Phase::Plinths | Phase::DeployOrder => {
            lines.push(Line::styled("Plinth rolls", th.heading()));
            lines.extend(roll_lines(
                r.derived(),
                th,
                room.saturating_sub(lines.len() + 1),
            ));
        }
        Phase::Deploy | Phase::FightOrder => {
            lines.push(Line::from(format!(
                "{} placements so far",
                r.game().placements().len()
            )));
            lines.push(Line::styled("Plinth rolls", th.heading()));
            lines.extend(roll_lines(
                r.derived(),
                th,
                room.saturating_sub(lines.len() + 1),
            ));
        }
        Phase::Fight | Phase::Over => {
            if let Some(o) = r.game().outcome() {
                lines.push(Line::styled(o.to_string(), th.good()));
            }
            lines.push(Line::styled("Moves", th.heading()));
            let hl = r.derived().san.len().checked_sub(1);
            lines.extend(move_lines(
                r.derived(),
                hl,
                th,
                room.saturating_sub(lines.len() + 1),
            ));
        }
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), a.panel);
    status_bar(frame, a.status, app, None, &line(Hints::Replay));
}
