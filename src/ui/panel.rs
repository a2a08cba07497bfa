//! The side panels' wrapping (game, practice, replay, coach): a line too long for the panel
//! is broken by the one rule of [`super::wrap`] (between words, or between Japanese
//! letters, never inside one), its continuation indented as the line begins, each part
//! keeping its styles; a word longer than the panel is cut at the edge.
//! The panels lay out their lines through [`wrap_lines`] before they count the rows they
//! have left, so nothing is cut at the panel's edge or pushed off its bottom.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::wrap::line_spans;

/// `lines` wrapped to `width` columns (see the module).
///
/// ```
/// use ratatui::text::Line;
/// let lines = vec![Line::from("  dice Blue 1, Red 6, highest first, after a tie")];
/// let rows: Vec<String> = shuuro::ui::panel::wrap_lines(lines, 30)
///     .iter()
///     .map(|l| l.to_string())
///     .collect();
/// assert_eq!(rows, ["  dice Blue 1, Red 6, highest", "  first, after a tie"]);
/// ```
pub fn wrap_lines(lines: Vec<Line<'static>>, width: usize) -> Vec<Line<'static>> {
    let width = width.max(1);
    let mut out = Vec::with_capacity(lines.len());
    for line in lines {
        if line.width() <= width {
            out.push(line);
        } else {
            wrap_line(&line, width, &mut out);
        }
    }
    out
}

fn wrap_line(line: &Line<'static>, width: usize, out: &mut Vec<Line<'static>>) {
    let cells: Vec<(char, Style)> = line
        .spans
        .iter()
        .flat_map(|s| s.content.chars().map(move |c| (c, s.style)))
        .collect();
    let chars: Vec<char> = cells.iter().map(|c| c.0).collect();
    let indent = chars
        .iter()
        .take_while(|&&c| c == ' ')
        .count()
        .min(width / 2);
    for (k, (a, b)) in line_spans(&chars, width, indent).into_iter().enumerate() {
        let lead = if k == 0 { 0 } else { indent };
        out.push(row(line, lead, &cells[a..b]));
    }
}

/// One row of a wrapped line: `lead` spaces, then `cells` grouped into spans by style.
fn row(line: &Line<'static>, lead: usize, cells: &[(char, Style)]) -> Line<'static> {
    let mut spans: Vec<Span<'static>> = Vec::new();
    if lead > 0 {
        spans.push(Span::raw(" ".repeat(lead)));
    }
    let mut text = String::new();
    let mut style = None;
    for &(c, s) in cells {
        if style.is_some_and(|st| st != s) {
            spans.push(Span::styled(
                std::mem::take(&mut text),
                style.unwrap_or_default(),
            ));
        }
        style = Some(s);
        text.push(c);
    }
    if !text.is_empty() {
        spans.push(Span::styled(text, style.unwrap_or_default()));
    }
    let mut l = Line::from(spans).style(line.style);
    l.alignment = line.alignment;
    l
}
