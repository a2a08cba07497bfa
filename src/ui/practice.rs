//! Deployment practice.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use super::panel::wrap_lines;

use crate::app::App;
use crate::app::keymap::{Action, Ctx, key_for};
use crate::app::practice::{PracticeStage, PracticeState};
use crate::app::target::Target;
use crate::rules::{Bitboard, Board, Side};
use crate::ui::layout::{hands, layout};

use super::board::{BoardView, draw_board};
use super::coach::coach_lines;
use super::hints::{Hints, line};
use super::play::{HAND_SIDES, hint_lines, label_computer_hand, typed_line};
use super::sheet::{draw_hands, draw_sheet, sheet_hints};
use super::theme::Theme;
use super::{status_bar, title_bar};
use crate::words::{Text, W};

/// The hands practice shows, in order from the top: both when both sides deploy.
pub fn practice_hand_sides(p: &PracticeState) -> &'static [Side] {
    if p.both() { &HAND_SIDES } else { &[Side::Blue] }
}

/// Draws practice.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, p: &PracticeState, th: Theme) {
    let w = crate::words::of(app.lang());
    if let PracticeStage::Sheet(sheet) = p.stage() {
        let a = layout(area, None, false);
        let title = match p.computer() {
            Some(c) => format!(
                "{}  {}",
                w.text(Text::PracticeSheetTitle),
                w.computer_side(c.side, c.level())
            ),
            None => w.text(Text::PracticeSheetTitle).to_string(),
        };
        title_bar(frame, a.title, &title, th);
        draw_sheet(frame, a.panel, w, sheet, th);
        status_bar(
            frame,
            a.status,
            app,
            None,
            &line(
                w,
                if sheet.confirming {
                    sheet_hints(sheet)
                } else {
                    Hints::PracticeSheet
                },
            ),
        );
        return;
    }
    let a = layout(area, Some(p.size()), p.input().flipped());
    let turn = p.deployment().and_then(|d| d.turn());
    title_bar(frame, a.title, &w.practice_title(turn), th);
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
            check: Bitboard::EMPTY,
            hint: p.hint().map(|h| h.squares).unwrap_or(Bitboard::EMPTY),
            unicode: app.unicode(),
            theme: th,
        };
        draw_board(frame.buffer_mut(), area, &view);
    }
    if p.coach_open() {
        let key = key_for(Ctx::Practice, Action::Coach);
        let lines = coach_lines(w, p, &key, th);
        let lines = wrap_lines(lines, a.panel.width as usize);
        frame.render_widget(Paragraph::new(lines), a.panel);
        let first = p.input().typing().map(|t| typed_line(w, t, false, th));
        status_bar(frame, a.status, app, first, &line(w, Hints::PracticeBoard));
        return;
    }
    // The hands first, where the mouse finds them.
    let sides = practice_hand_sides(p);
    let g = hands(a.panel, sides.len() as u16);
    if let Some(d) = p.deployment() {
        let buf = frame.buffer_mut();
        draw_hands(buf, w, &g, sides, d, p.input().role(), app.unicode(), th);
        label_computer_hand(buf, w, &g, sides, p.computer(), th);
    }
    let mut lines = vec![Line::styled(
        w.practice_plinths(
            &p.plinths()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                // Spaces after the commas: the line wraps between squares, never in one.
                .join(", "),
        ),
        th.dim(),
    )];
    if let Some(why) = p.stuck() {
        lines.push(Line::styled(w.text(Text::StuckHeading), th.bad()));
        lines.push(Line::styled(w.notice(&why), th.bad()));
        lines.push(Line::from(w.text(Text::PracticeStuckKeys)));
    } else if p.is_computer_placing() {
        lines.push(Line::from(w.text(Text::ComputerPlacing)));
    } else if let Some(r) = p.input().role()
        && turn.is_some()
    {
        lines.push(Line::from(w.placing(r, p.targets().count() as u64)));
    }
    let key = turn.is_some().then_some(Ctx::Deploy);
    if p.against_computer() && p.is_complete() {
        // First, under the plinths: the next thing to do.
        lines.insert(
            1,
            Line::styled(
                w.play_out_key(&key_for(Ctx::Practice, Action::PlayOut)),
                th.good(),
            ),
        );
    }
    lines.extend(hint_lines(w, p.hint(), p.is_hinting(), key, th));
    lines.push(Line::styled(
        w.coach_key(&key_for(Ctx::Practice, Action::Coach)),
        th.dim(),
    ));
    lines.push(Line::styled(w.text(Text::Placed), th.heading()));
    let width = g.rest().width as usize;
    let mut lines = wrap_lines(lines, width);
    let room = (g.rest().height as usize).saturating_sub(lines.len() + 1);
    let text: Vec<String> = p
        .placed()
        .iter()
        .map(|(pc, s)| format!("{}@{s}", pc.char()))
        .collect();
    let skip = text.len().saturating_sub(room * 5);
    lines.push(Line::from(text[skip..].join(" ")));
    frame.render_widget(Paragraph::new(wrap_lines(lines, width)), g.rest());
    let first = p.input().typing().map(|t| typed_line(w, t, false, th));
    status_bar(frame, a.status, app, first, &line(w, Hints::PracticeBoard));
}

/// What a click at `(x, y)` hits in practice: a row of the army sheet, a piece in the
/// hand of the side to place, or a square.
pub fn hit(w: W, area: Rect, p: &PracticeState, x: u16, y: u16) -> Option<Target> {
    match p.stage() {
        PracticeStage::Sheet(sheet) => {
            let panel = layout(area, None, false).panel;
            super::sheet::sheet_geom(w, panel, sheet)
                .hit(x, y)
                .map(Target::Sheet)
        }
        PracticeStage::Board => {
            let a = layout(area, Some(p.size()), p.input().flipped());
            let sides = practice_hand_sides(p);
            let in_hand = p.deployment().and_then(|d| {
                let side = d.turn()?;
                let i = sides.iter().position(|&s| s == side)?;
                hands(a.panel, sides.len() as u16).hit(i as u16, &d.hands()[side], x, y)
            });
            in_hand
                .map(Target::Hand)
                .or_else(|| a.board?.hit(x, y).map(Target::Square))
        }
    }
}
