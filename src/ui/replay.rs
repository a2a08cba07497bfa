//! The replay viewer.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Block, Chart, Dataset, GraphType, Paragraph};

use crate::analysis::{Class, Eval};
use crate::app::App;
use crate::app::keymap::{Action, Ctx, key_for};
use crate::app::replay::ReplayState;
use crate::app::review::{PositionInfo, Review};
use crate::rules::game::Phase;
use crate::rules::{Bitboard, Side};
use crate::ui::layout::layout;

use super::board::{BoardView, draw_board, mark_best};
use super::hints::{Hints, line};
use super::panel::wrap_lines;
use super::play::{board_of, check_square, last_squares, move_lines_marked, roll_lines};
use super::theme::Theme;
use super::{columns, pad, status_bar, title_bar};
use crate::words::{Text, W};

/// Draws the viewer.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, r: &ReplayState, th: Theme) {
    let w = crate::words::of(app.lang());
    let a = layout(area, Some(r.rules().board), r.flipped());
    let phase = r.game().phase();
    title_bar(
        frame,
        a.title,
        &w.replay_title(r.title(), r.at(), r.len(), w.phase_title(phase)),
        th,
    );
    let board = board_of(r.game());
    let ply = r.fight_ply();
    let info = ply.and_then(|p| r.review().at(p));
    if let Some(geom) = a.board {
        let view = BoardView {
            last: last_squares(r.game()),
            check: check_square(r.game()),
            ..BoardView::plain(geom, &board, app.unicode(), th)
        };
        draw_board(frame.buffer_mut(), area, &view);
        if let Some(m) = info.as_ref().and_then(|i| i.best) {
            let squares = Bitboard::from(m.from).with(m.to);
            mark_best(frame.buffer_mut(), area, &geom, squares, th);
        }
        // The evaluation graph fills the room under the board.
        let below = Rect::new(
            a.panel.x.saturating_sub(geom.area.width + 1),
            geom.area.bottom(),
            geom.area.width,
            a.panel.bottom().saturating_sub(geom.area.bottom()),
        );
        let review = r.review();
        if let Some(ply) = ply
            && below.height >= GRAPH_MIN_HEIGHT
            && (review.analysis().is_some() || review.is_running())
        {
            draw_graph(frame, below, app, r.review(), ply, th);
        }
    }
    let mut lines = vec![Line::styled(w.step(&r.shown()), th.heading())];
    // The record breaks a rule at the next step: the same step and reason as
    // `replay --check`.
    if let Some(e) = r.error_here() {
        lines.push(Line::styled(w.record_stops(&w.replay_error(e)), th.bad()));
    }
    // An army shows once the game reveals it (both entered and the plinths done, so under
    // Scouts as well): before that only its size.
    for side in Side::ALL {
        let army = match (r.game().army(side), r.game().own_army(side)) {
            (Some(a), _) => Span::styled(a.letters(side), th.piece(side)),
            (None, Some(a)) => Span::styled(w.sealed(a), th.dim()),
            (None, None) => Span::styled(w.text(Text::NotYetChosen), th.dim()),
        };
        lines.push(Line::from(vec![
            Span::styled(format!("{} ", pad(w.side(side), 5)), th.side(side)),
            army,
        ]));
    }
    let room = a.panel.height as usize;
    let width = usize::from(a.panel.width.max(1));
    match phase {
        Phase::Armies | Phase::Plinths | Phase::DeployOrder => {
            lines.push(Line::styled(w.text(Text::PlinthRolls), th.heading()));
            lines = wrap_lines(lines, width);
            lines.extend(roll_lines(
                w,
                r.game(),
                th,
                room.saturating_sub(lines.len() + 1),
            ));
        }
        Phase::Deploy | Phase::FightOrder => {
            lines.push(Line::from(
                w.placements_so_far(r.game().placements().len() as u64),
            ));
            lines.push(Line::styled(w.text(Text::PlinthRolls), th.heading()));
            lines = wrap_lines(lines, width);
            lines.extend(roll_lines(
                w,
                r.game(),
                th,
                room.saturating_sub(lines.len() + 1),
            ));
        }
        Phase::Fight | Phase::Over => {
            if let Some(o) = r.game().outcome() {
                lines.push(Line::styled(w.outcome(&o), th.good()));
            }
            lines.extend(analysis_lines(
                w,
                r.review(),
                info.as_ref(),
                a.panel.width as usize,
                th,
            ));
            if room >= SUMMARY_MIN_HEIGHT {
                lines.extend(summary_lines(w, r.review(), th));
            }
            lines.push(Line::styled(w.text(Text::Moves), th.heading()));
            let hl = r.derived().san().len().checked_sub(1);
            let marks = r.review().marks();
            // The lines above the moves may wrap: count the rows they take.
            lines = wrap_lines(lines, width);
            let used = lines.len();
            lines.extend(move_lines_marked(
                r.derived(),
                hl,
                &marks,
                th,
                room.saturating_sub(used),
            ));
        }
    }
    frame.render_widget(Paragraph::new(wrap_lines(lines, width)), a.panel);
    let analysed = r.review().analysis().is_some_and(|a| !a.moves.is_empty());
    let hints = if analysed {
        Hints::ReplayAnalysed
    } else {
        Hints::Replay
    };
    status_bar(frame, a.status, app, None, &line(w, hints));
}

/// The panel height from which the per-side totals are shown (at 80×24 the moves need
/// the room).
const SUMMARY_MIN_HEIGHT: usize = 30;

/// Each side's totals over the analysis: the average loss and the marked moves.
fn summary_lines(w: W, review: &Review, th: Theme) -> Vec<Line<'static>> {
    let (Some(a), Some(first)) = (review.analysis(), review.first_mover()) else {
        return Vec::new();
    };
    if a.moves.is_empty() {
        return Vec::new();
    }
    [first, first.opposite()]
        .into_iter()
        .map(|side| {
            let s = a.summary(side == first);
            let mut text = format!(" {}", w.average_loss(s.average_loss));
            for class in [Class::Inaccuracy, Class::Mistake, Class::Blunder] {
                text.push_str(&format!("  {} {}", s.count(class), class.mark()));
            }
            Line::from(vec![
                Span::styled(pad(w.side(side), 5), th.side(side)),
                Span::raw(text),
            ])
        })
        .collect()
}

/// The fewest rows the graph is drawn in (a border and two rows of points).
const GRAPH_MIN_HEIGHT: u16 = 4;

/// An evaluation from Blue's view as the panel writes it: `+1.25`, `#3` (Blue mates in
/// three), `#-2` (Red mates in two), `mate` once given.
fn eval_text(w: W, e: Eval) -> String {
    match e {
        Eval::Mate(0) => w.text(Text::Mate).into(),
        e => e.to_string(),
    }
}

/// The panel's lines about the analysis: progress, the evaluation, the engine's move and
/// line (cut to whole moves that fit in `width`), or how to get an analysis.
fn analysis_lines(
    w: W,
    review: &Review,
    info: Option<&PositionInfo>,
    width: usize,
    th: Theme,
) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    if let Some((done, total)) = review.progress() {
        lines.push(Line::styled(w.analysing(done, total), th.dim()));
    } else if review.analysis().is_none() && !review.moves().is_empty() {
        lines.push(Line::styled(
            w.analyse_key(&key_for(Ctx::Replay, Action::Analyse)),
            th.dim(),
        ));
    }
    let Some(i) = info else {
        return lines;
    };
    let mut spans = vec![
        Span::styled(w.text(Text::Eval), th.heading()),
        Span::raw(eval_text(w, i.eval)),
    ];
    if let Some(best) = i.line.first() {
        spans.push(Span::raw(format!("  {}", w.text(Text::Best))));
        spans.push(Span::styled(best.clone(), th.good()));
    }
    lines.push(Line::from(spans));
    if i.line.len() > 1 {
        let mut text = String::from(w.text(Text::PvLine));
        for m in &i.line {
            if columns(&text) + 1 + columns(m) > width {
                break;
            }
            text.push(' ');
            text.push_str(m);
        }
        lines.push(Line::styled(text, th.dim()));
    }
    lines
}

/// The evaluation graph over the fight (Blue up, Red down), with the column of the
/// position shown in reverse video; braille dots, or plain dots under ASCII.
fn draw_graph(frame: &mut Frame, area: Rect, app: &App, review: &Review, ply: usize, th: Theme) {
    let points = review.graph();
    let last = review.positions().saturating_sub(1).max(1) as f64;
    let zero = [(0.0, 0.0), (last, 0.0)];
    let marker = if app.ascii() {
        Marker::Dot
    } else {
        Marker::Braille
    };
    let mut datasets = vec![
        Dataset::default()
            .data(&zero)
            .marker(marker)
            .graph_type(GraphType::Line)
            .style(th.dim()),
    ];
    if !points.is_empty() {
        datasets.push(
            Dataset::default()
                .data(&points)
                .marker(marker)
                .graph_type(GraphType::Line)
                .style(th.graph()),
        );
    }
    let w = crate::words::of(app.lang());
    let title = match review.analysis() {
        Some(_) => w.text(Text::EvalGraph),
        None => w.text(Text::EvalNone),
    };
    let chart = Chart::new(datasets)
        .block(Block::bordered().title(format!(" {title} ")))
        .x_axis(Axis::default().bounds([0.0, last]))
        .y_axis(Axis::default().bounds([-1.0, 1.0]));
    frame.render_widget(chart, area);
    let inner = Rect::new(
        area.x + 1,
        area.y + 1,
        area.width.saturating_sub(2),
        area.height.saturating_sub(2),
    );
    if inner.width > 0 {
        let col = inner.x + ((ply as f64 / last) * f64::from(inner.width - 1)).round() as u16;
        let col = col.min(inner.right() - 1);
        let buf = frame.buffer_mut();
        for y in inner.y..inner.bottom() {
            if let Some(cell) = buf.cell_mut((col, y)) {
                cell.set_style(th.graph_cursor());
            }
        }
    }
}
