//! Deployment practice.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use crate::app::App;
use crate::app::keymap::{Action, Ctx, key_for};
use crate::app::layout::layout;
use crate::app::practice::{PracticeStage, PracticeState};
use crate::rules::{Bitboard, Board, Side};

use super::board::{BoardView, draw_board};
use super::coach::coach_lines;
use super::hints::{Hints, line};
use super::notice::words;
use super::play::{hint_lines, typed_line};
use super::sheet::{draw_sheet, hand_line, sheet_hints};
use super::theme::Theme;
use super::{status_bar, title_bar};

/// Draws practice.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, p: &PracticeState, th: Theme) {
    if let PracticeStage::Sheet(sheet) = p.stage() {
        let a = layout(area, None, false);
        title_bar(
            frame,
            a.title,
            "Deployment practice: the army to deploy",
            th,
        );
        draw_sheet(frame, a.panel, sheet, th);
        status_bar(
            frame,
            a.status,
            app,
            None,
            &line(if sheet.confirming {
                sheet_hints(sheet)
            } else {
                Hints::PracticeSheet
            }),
        );
        return;
    }
    let a = layout(area, Some(p.size()), p.input().flipped());
    let turn = p.deployment().and_then(|d| d.turn());
    title_bar(
        frame,
        a.title,
        &format!(
            "Deployment practice  {}",
            match turn {
                Some(s) => format!("{s} to place"),
                None => "all deployed".into(),
            }
        ),
        th,
    );
    let empty = Board::with_plinths(p.size(), p.plinths());
    let board = p.deployment().map(|d| d.board()).unwrap_or(&empty);
    if let Some(geom) = a.board {
        let view = BoardView {
            geom,
            board,
            cursor: Some(p.input().cursor()),
            targets: p.targets(),
            sources: Bitboard::EMPTY,
            last: p
                .placed()
                .last()
                .map(|(_, s)| Bitboard::from(*s))
                .unwrap_or(Bitboard::EMPTY),
            check: None,
            hint: p.hint().map(|h| h.squares).unwrap_or(Bitboard::EMPTY),
            unicode: app.unicode(),
            theme: th,
        };
        draw_board(frame.buffer_mut(), area, &view);
    }
    if p.coach_open() {
        let key = key_for(Ctx::Practice, Action::Coach);
        let lines = coach_lines(p, &key, th);
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), a.panel);
        let first = p.input().typing().map(|t| typed_line(t, false, th));
        status_bar(frame, a.status, app, first, &line(Hints::PracticeBoard));
        return;
    }
    let mut lines = vec![Line::styled(
        format!(
            "Plinths: {}",
            p.plinths()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                // Spaces after the commas: the line wraps between squares, never in one.
                .join(", ")
        ),
        th.dim(),
    )];
    if let Some(d) = p.deployment() {
        let sides: &[Side] = if p.both() {
            &[Side::Red, Side::Blue]
        } else {
            &[Side::Blue]
        };
        for &side in sides {
            lines.push(Line::from(vec![
                Span::raw(if turn == Some(side) { "▶ " } else { "  " }),
                Span::styled(format!("{side}'s hand"), th.side(side)),
            ]));
            let chosen = (turn == Some(side)).then_some(p.input().role()).flatten();
            let mut l = hand_line(&d.hands()[side], side, chosen, app.unicode(), th);
            l.spans.insert(0, Span::raw("  "));
            lines.push(l);
        }
    }
    if let Some(why) = p.stuck() {
        lines.push(Line::styled("The deployment can't go on:", th.bad()));
        lines.push(Line::styled(words(&why), th.bad()));
        lines.push(Line::from("r restarts, q leaves"));
    } else if let Some(r) = p.input().role()
        && turn.is_some()
    {
        lines.push(Line::from(format!(
            "Placing: {} ({} squares marked)",
            r.name(),
            p.targets().count()
        )));
    }
    let key = turn.is_some().then_some(Ctx::Deploy);
    if p.against_computer() && p.is_complete() {
        // First, under the plinths: the next thing to do.
        lines.insert(
            1,
            Line::styled(
                format!(
                    "{}: play the fight out (vs computer)",
                    key_for(Ctx::Practice, Action::PlayOut)
                ),
                th.good(),
            ),
        );
    }
    lines.extend(hint_lines(p.hint(), p.is_hinting(), key, th));
    lines.push(Line::styled(
        format!(
            "{}: the deployment coach",
            key_for(Ctx::Practice, Action::Coach)
        ),
        th.dim(),
    ));
    lines.push(Line::styled("Placed", th.heading()));
    let room = (a.panel.height as usize).saturating_sub(lines.len() + 1);
    let text: Vec<String> = p
        .placed()
        .iter()
        .map(|(pc, s)| format!("{}@{s}", pc.char()))
        .collect();
    let skip = text.len().saturating_sub(room * 5);
    lines.push(Line::from(text[skip..].join(" ")));
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), a.panel);
    let first = p.input().typing().map(|t| typed_line(t, false, th));
    status_bar(frame, a.status, app, first, &line(Hints::PracticeBoard));
}
