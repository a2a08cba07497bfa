//! The army sheet of phase 1 (the game's and practice's), and a hand of pieces as a line.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::app::sheet::Sheet;
use crate::rules::deploy::Deployment;
use crate::rules::{Piece, Role, Side};
use crate::ui::layout::{
    HandsGeom, SHEET_BUTTONS, SHEET_DONE, SHEET_INNER, SHEET_LESS, SheetGeom, army_sheet,
};

use super::board::glyph;
use super::boxed;
use super::hints::Hints;
use super::notice::army_letters;
use super::theme::Theme;

/// The key hints under an army sheet.
pub fn sheet_hints(sheet: &Sheet) -> Hints {
    if sheet.confirming {
        Hints::SheetConfirm
    } else {
        Hints::Sheet
    }
}

/// `text` broken into lines of at most `width` characters, at spaces where possible. A
/// word longer than a line (a path) is broken after one of its `/` (the rest of the line
/// is filled with its first folders), and inside a name only when one name is longer
/// than the line.
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut out = Vec::new();
    let mut cur = String::new();
    for word in text.split(' ') {
        let mut word = word.to_string();
        loop {
            let (cw, ww) = (cur.chars().count(), word.chars().count());
            if cw > 0 && cw + 1 + ww <= width {
                cur.push(' ');
                cur.push_str(&word);
                break;
            }
            if cw > 0 {
                // A long path starts on this line when its first folders fit.
                if ww > width
                    && let Some(n) = after_separator(&word, width.saturating_sub(cw + 1))
                {
                    cur.push(' ');
                    cur.extend(word.chars().take(n));
                    word = word.chars().skip(n).collect();
                }
                out.push(std::mem::take(&mut cur));
                continue;
            }
            if ww <= width {
                cur = word;
                break;
            }
            // A word longer than the line: broken after a separator, else cut.
            let n = after_separator(&word, width).unwrap_or(width);
            let head: String = word.chars().take(n).collect();
            word = word.chars().skip(n).collect();
            out.push(head);
        }
    }
    if !cur.is_empty() || out.is_empty() {
        out.push(cur);
    }
    out
}

/// How many characters of `word` (at most `room`) run to just after a path separator that
/// is not its first character, if any do.
fn after_separator(word: &str, room: usize) -> Option<usize> {
    word.chars()
        .take(room)
        .enumerate()
        .filter(|&(i, c)| i > 0 && std::path::is_separator(c))
        .map(|(i, _)| i + 1)
        .last()
}

/// The lines inside the army sheet's box, `inner` columns wide (the last is the Done
/// control).
fn sheet_lines(sheet: &Sheet, inner: usize, th: Theme) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(
        format!(
            "  {:<8} {:>5} {:>6} {:>5}  ",
            "Piece", "Cost", "Count", "Max"
        ),
        th.heading(),
    )];
    for (i, role) in Role::ALL.iter().enumerate() {
        let e = sheet.roster.pieces[*role];
        let max = match (role, e.max) {
            (Role::King, _) => "1".to_string(),
            (_, Some(m)) => m.to_string(),
            (_, None) => "-".to_string(),
        };
        let count = sheet.army.count(*role);
        let text = format!(
            "{} {:<8} {:>5} {:>6} {:>5}",
            if i == sheet.row { '>' } else { ' ' },
            role.name(),
            e.cost,
            count,
            max,
        );
        // The buttons where the mouse finds them.
        let text = format!(
            "{text:<w$}{}",
            if *role == Role::King {
                "fixed"
            } else {
                SHEET_BUTTONS
            },
            w = SHEET_LESS as usize
        );
        lines.push(if i == sheet.row {
            Line::styled(text, th.selected())
        } else {
            Line::from(text)
        });
    }
    lines.push(Line::from(""));
    let pl = sheet.points_left();
    let pc = sheet.pieces_left();
    lines.push(Line::from(format!(
        "Points: {} of {}, {} left",
        sheet.cost(),
        sheet.budget,
        pl
    )));
    lines.push(Line::from(format!(
        "Pieces: {} of {} with the King, {} left",
        sheet.army.total(),
        sheet.roster.max_pieces,
        pc
    )));
    lines.push(Line::from(vec![
        Span::raw("Army: "),
        Span::styled(army_letters(&sheet.army, sheet.side), th.piece(sheet.side)),
    ]));
    lines.push(Line::from(""));
    let v = sheet.violations();
    if sheet.confirming {
        for l in wrap_words(&sheet.question(), inner) {
            lines.push(Line::styled(l, th.selected()));
        }
    } else if v.is_empty() {
        lines.push(Line::styled("✓ valid: Enter confirms this army", th.good()));
    } else {
        for x in v {
            for l in wrap_words(&format!("✗ {x}"), inner) {
                lines.push(Line::styled(l, th.bad()));
            }
        }
    }
    lines.push(Line::styled(SHEET_DONE, th.heading()));
    lines
}

/// Where the army sheet is drawn in `panel`: the geometry clicks are tested against.
pub fn sheet_geom(panel: Rect, sheet: &Sheet) -> SheetGeom {
    let inner = SHEET_INNER.min(panel.width.saturating_sub(2)) as usize;
    let n = sheet_lines(sheet, inner, Theme::new(false)).len();
    army_sheet(panel, u16::try_from(n).unwrap_or(u16::MAX))
}

/// The army sheet (also used by deployment practice).
pub fn draw_sheet(frame: &mut Frame, area: Rect, sheet: &Sheet, th: Theme) {
    // Beside a board (Scouts) the panel may be narrower than the box.
    let inner = SHEET_INNER.min(area.width.saturating_sub(2)) as usize;
    let lines = sheet_lines(sheet, inner, th);
    // Lines are wrapped above, so the box is as tall as what it shows.
    let g = army_sheet(area, lines.len() as u16);
    boxed(
        frame,
        g.area,
        &format!("{}'s army ({} roster)", sheet.side, sheet.roster.name),
        lines,
        Style::default(),
    );
}

/// "▶ Blue's hand" (the marker for the side to place).
fn hand_heading(side: Side, to_place: bool, th: Theme) -> Line<'static> {
    Line::from(vec![
        Span::raw(if to_place { "▶ " } else { "  " }),
        Span::styled(format!("{side}'s hand"), th.side(side)),
    ])
}

/// The hands of `sides` (in order from the top of `g`): each heading line, then each
/// piece held (`K×1 Q×2`) where the mouse finds it, `chosen` marked in the hand of the
/// side to place.
pub fn draw_hands(
    buf: &mut Buffer,
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
            &hand_heading(side, to_place, th),
            head.width,
        );
        let army = &d.hands()[side];
        if army.total() == 0 {
            let l = g.pieces_line(i);
            let room = l.width.saturating_sub(2) as usize;
            buf.set_stringn(l.x + 2, l.y, "(all placed)", room, th.dim());
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

#[cfg(test)]
mod tests {
    use super::wrap_words;

    #[test]
    fn words_wrap_at_spaces_and_long_words_are_cut() {
        assert_eq!(wrap_words("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap_words("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap_words("", 5), [""]);
        for l in wrap_words("You have spent 0 of 800 points: y seals this army", 10) {
            assert!(l.chars().count() <= 10, "{l}");
        }
    }
}
