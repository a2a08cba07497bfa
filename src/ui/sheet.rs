//! The army sheet of phase 1 (the game's and practice's), and a hand of pieces as a line.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::app::keymap::{Action, Ctx};
use crate::app::keyset::Keys;
use crate::app::sheet::Sheet;
use crate::rules::deploy::Deployment;
use crate::rules::role::RoleSet;
use crate::rules::{Piece, Role, Side};
use crate::ui::layout::{HandsGeom, SHEET_BUTTONS, SHEET_INNER, SHEET_LESS, SheetGeom, army_sheet};
use crate::words::{Text, W};

use super::board::glyph;
use super::hints::Hints;
use super::theme::Theme;
use super::{boxed, columns, pad};

/// The key hints under an army sheet.
pub fn sheet_hints(sheet: &Sheet) -> Hints {
    if sheet.confirming {
        Hints::SheetConfirm
    } else {
        Hints::Sheet
    }
}

pub use super::wrap::wrap_words;

/// The army sheet's columns in `w`'s words: the piece's name, its cost, its count and its
/// maximum, each as wide as its heading or its widest value (English: 8, 5, 6, 5).
fn sheet_columns(w: W, roles: RoleSet) -> [usize; 4] {
    let name = roles
        .iter()
        .map(|r| columns(w.role(r)))
        .chain([columns(w.text(Text::SheetPiece)), 8])
        .max()
        .unwrap_or(8);
    let num = |t: Text, least: usize| least.max(columns(w.text(t)) + 1);
    [
        name,
        num(Text::SheetCost, 5),
        num(Text::SheetCount, 6),
        num(Text::SheetMax, 5),
    ]
}

/// `text` right-aligned in `width` columns.
fn right(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(columns(text))))
}

/// Columns of a piece's row before its `[-]`: the row's columns and two spaces (31 in
/// English, [`SHEET_LESS`]).
fn less_at(w: W, roles: RoleSet) -> u16 {
    let [n, c, k, m] = sheet_columns(w, roles);
    u16::try_from(2 + n + 1 + c + 1 + k + 1 + m + 2).unwrap_or(SHEET_LESS)
}

/// The lines inside the army sheet's box, `inner` columns wide (the last is the Done
/// control).
fn sheet_lines(w: W, sheet: &Sheet, inner: usize, th: Theme) -> Vec<Line<'static>> {
    // The answers of a question never change: the fixed keys are the keys in force.
    let k = Keys::fixed();
    let [nw, cw, kw, mw] = sheet_columns(w, sheet.roles());
    let mut lines = vec![Line::styled(
        format!(
            "  {} {} {} {}  ",
            pad(w.text(Text::SheetPiece), nw),
            right(w.text(Text::SheetCost), cw),
            right(w.text(Text::SheetCount), kw),
            right(w.text(Text::SheetMax), mw),
        ),
        th.heading(),
    )];
    let less = usize::from(less_at(w, sheet.roles()));
    for (i, role) in sheet.roles().iter().enumerate() {
        let role = &role;
        let e = sheet.roster.pieces[*role];
        let max = match (role, e.max) {
            (Role::King, _) => "1".to_string(),
            (_, Some(m)) => m.to_string(),
            (_, None) => "-".to_string(),
        };
        let count = sheet.army.count(*role);
        let text = format!(
            "{} {} {} {} {}",
            if i == sheet.row { '>' } else { ' ' },
            pad(w.role(*role), nw),
            right(&e.cost.to_string(), cw),
            right(&count.to_string(), kw),
            right(&max, mw),
        );
        // The buttons where the mouse finds them.
        let text = format!(
            "{}{}",
            pad(&text, less),
            if *role == Role::King {
                w.text(Text::SheetFixed)
            } else {
                SHEET_BUTTONS
            },
        );
        lines.push(if i == sheet.row {
            Line::styled(text, th.selected())
        } else {
            Line::from(text)
        });
    }
    lines.push(Line::from(""));
    lines.push(Line::from(w.sheet_points(
        sheet.cost(),
        sheet.budget,
        sheet.points_left(),
    )));
    lines.push(Line::from(w.sheet_pieces(
        sheet.army.total(),
        sheet.roster.max_pieces,
        sheet.pieces_left(),
    )));
    lines.push(Line::from(vec![
        Span::raw(w.text(Text::SheetArmy)),
        Span::styled(sheet.army.letters(sheet.side), th.piece(sheet.side)),
    ]));
    lines.push(Line::from(""));
    let v = sheet.violations();
    if sheet.confirming {
        let question = w.sheet_spends_little(
            sheet.cost(),
            sheet.budget,
            &k.key_for(Ctx::SheetConfirm, Action::Yes),
            &k.key_for(Ctx::SheetConfirm, Action::No),
        );
        for l in wrap_words(&question, inner) {
            lines.push(Line::styled(l, th.selected()));
        }
    } else if v.is_empty() {
        lines.push(Line::styled(w.text(Text::SheetValid), th.good()));
    } else {
        for x in v {
            for l in wrap_words(&format!("✗ {}", w.army_violation(&x)), inner) {
                lines.push(Line::styled(l, th.bad()));
            }
        }
    }
    lines.push(Line::styled(w.text(Text::SheetDone), th.heading()));
    lines
}

/// Where the army sheet is drawn in `panel`: the geometry clicks are tested against.
pub fn sheet_geom(w: W, panel: Rect, sheet: &Sheet) -> SheetGeom {
    let inner = SHEET_INNER.min(panel.width.saturating_sub(2)) as usize;
    let n = sheet_lines(w, sheet, inner, Theme::new(false)).len();
    geom(w, panel, n, sheet.roles())
}

fn geom(w: W, panel: Rect, lines: usize, roles: RoleSet) -> SheetGeom {
    let done = u16::try_from(columns(w.text(Text::SheetDone))).unwrap_or(u16::MAX);
    army_sheet(
        panel,
        u16::try_from(lines).unwrap_or(u16::MAX),
        roles,
        less_at(w, roles),
        done,
    )
}

/// The army sheet (also used by deployment practice).
pub fn draw_sheet(frame: &mut Frame, area: Rect, w: W, sheet: &Sheet, th: Theme) {
    // Beside a board (Scouts) the panel may be narrower than the box.
    let inner = SHEET_INNER.min(area.width.saturating_sub(2)) as usize;
    let lines = sheet_lines(w, sheet, inner, th);
    // Lines are wrapped above, so the box is as tall as what it shows.
    let g = geom(w, area, lines.len(), sheet.roles());
    boxed(
        frame,
        g.area,
        &w.sheet_title(sheet.side, &w.roster_name(&sheet.roster.name)),
        lines,
        Style::default(),
    );
}

/// "▶ Blue's hand" (the marker for the side to place).
fn hand_heading(w: W, side: Side, to_place: bool, th: Theme) -> Line<'static> {
    Line::from(vec![
        Span::raw(if to_place { "▶ " } else { "  " }),
        Span::styled(w.hand(side), th.side(side)),
    ])
}

/// The hands of `sides` (in order from the top of `g`): each heading line, then each
/// piece held (`K×1 Q×2`) where the mouse finds it, `chosen` marked in the hand of the
/// side to place.
#[allow(clippy::too_many_arguments)]
pub fn draw_hands(
    buf: &mut Buffer,
    w: W,
    g: &HandsGeom,
    sides: &[Side],
    d: &Deployment,
    chosen: Option<Role>,
    unicode: bool,
    th: Theme,
) {
    for (i, &side) in sides.iter().enumerate() {
        let i = i as u16;
        let to_place = d.turn() == Some(side);
        let head = g.heading(i);
        buf.set_line(
            head.x,
            head.y,
            &hand_heading(w, side, to_place, th),
            head.width,
        );
        let army = &d.hands()[side];
        if army.total() == 0 {
            let l = g.pieces_line(i);
            let room = l.width.saturating_sub(2) as usize;
            buf.set_stringn(l.x + 2, l.y, w.text(Text::AllPlaced), room, th.dim());
        }
        for (role, r) in g.pieces(i, army) {
            let glyph = glyph(Piece::new(side, role), unicode);
            let style = if to_place && chosen == Some(role) {
                th.piece(side).patch(th.selected())
            } else {
                th.piece(side)
            };
            let text = format!("{glyph}×{}", army.count(role));
            buf.set_stringn(r.x, r.y, text, r.width as usize, style);
        }
    }
}
