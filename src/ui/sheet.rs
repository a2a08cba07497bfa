//! The army sheet of phase 1 (the game's and practice's), and a hand of pieces as a line.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::app::sheet::Sheet;
use crate::rules::{Army, Piece, Role, Side};

use super::board::glyph;
use super::hints::Hints;
use super::notice::army_letters;
use super::theme::Theme;
use super::{boxed, centered};

/// The key hints under an army sheet.
pub fn sheet_hints(sheet: &Sheet) -> Hints {
    if sheet.confirming {
        Hints::SheetConfirm
    } else {
        Hints::Sheet
    }
}

/// The width inside the army sheet's box.
const SHEET_INNER: usize = 52;

/// `text` broken into lines of at most `width` characters, at spaces where possible.
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
                out.push(std::mem::take(&mut cur));
                continue;
            }
            if ww <= width {
                cur = word;
                break;
            }
            // A word longer than the line: cut it.
            let head: String = word.chars().take(width).collect();
            word = word.chars().skip(width).collect();
            out.push(head);
        }
    }
    if !cur.is_empty() || out.is_empty() {
        out.push(cur);
    }
    out
}

/// The army sheet (also used by deployment practice).
pub fn draw_sheet(frame: &mut Frame, area: Rect, sheet: &Sheet, th: Theme) {
    // Beside a board (Scouts) the panel may be narrower than the box.
    let inner = SHEET_INNER.min(area.width.saturating_sub(2) as usize);
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
            "{} {:<8} {:>5} {:>6} {:>5}  {}",
            if i == sheet.row { '>' } else { ' ' },
            role.name(),
            e.cost,
            count,
            max,
            if *role == Role::King { "fixed" } else { "-/+" }
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
    // Lines are wrapped above, so the box is as tall as what it shows.
    let r = centered(area, inner as u16 + 2, lines.len() as u16 + 2);
    boxed(
        frame,
        r,
        &format!("{}'s army ({} roster)", sheet.side, sheet.roster.name),
        lines,
        Style::default(),
    );
}

/// An army as `K1 Q2 R3 ...` with the given role marked.
pub fn hand_line(
    army: &Army,
    side: Side,
    chosen: Option<Role>,
    unicode: bool,
    th: Theme,
) -> Line<'static> {
    let mut spans = Vec::new();
    for role in Role::ALL {
        let n = army.count(role);
        if n == 0 {
            continue;
        }
        let g = glyph(Piece::new(side, role), unicode);
        let text = format!("{g}×{n}");
        let style = if chosen == Some(role) {
            th.piece(side).patch(th.selected())
        } else {
            th.piece(side)
        };
        spans.push(Span::styled(text, style));
        spans.push(Span::raw(" "));
    }
    if spans.is_empty() {
        spans.push(Span::styled("(all placed)", th.dim()));
    }
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::wrap_words;

    #[test]
    fn words_wrap_at_spaces_and_long_words_are_cut() {
        assert_eq!(wrap_words("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap_words("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap_words("", 5), [""]);
        for l in wrap_words("You have spent 0 of 800 points. Enter again to confirm", 10) {
            assert!(l.chars().count() <= 10, "{l}");
        }
    }
}
