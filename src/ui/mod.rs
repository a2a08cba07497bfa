//! PURE rendering of an [`App`] into a ratatui [`Frame`]: drawing never changes state.
//! One file per screen, each with its `draw` and its `hit` (a click as the [`Target`]
//! drawn there: the inverse of drawing, from the same geometry, [`crate::ui::layout`],
//! checked by `tests/ui_hit.rs`); this file is the one place that names every screen,
//! for both. The board widget and the theme are shared.

pub mod ascii;
pub mod board;
pub mod coach;
pub mod help;
pub mod hints;
pub mod layout;
pub mod notice;
pub mod order;
pub mod over;
pub mod panel;
pub mod play;
pub mod practice;
pub mod promotion;
pub mod replay;
pub mod rolls;
pub mod sheet;
pub mod start;
pub mod theme;
pub mod trainer;
pub mod wrap;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::app::keymap::{Action, Ctx, key_name_of};
pub use crate::ui::layout::centered;
use crate::words::{Text, W};

/// The terminal area the app is drawn in.
pub fn area(app: &App) -> Rect {
    Rect::new(0, 0, app.width(), app.height())
}
use crate::app::target::Target;
use crate::app::{App, LinePurpose, Notice, Overlay, Refusal, Screen};
use crate::ui::layout::{MIN_HEIGHT, MIN_WIDTH};

use theme::Theme;

/// Draws the whole client (in plain ASCII when the app says so).
pub fn draw(app: &App, frame: &mut Frame) {
    draw_screen(app, frame);
    no_cut_letters(frame.buffer_mut());
    if app.ascii() {
        ascii::buffer(frame.buffer_mut());
    }
}

/// A double-width letter whose right half was written over (an overlay's border drawn
/// across it) is blanked: a terminal draws a letter whole, so it would hide what stands
/// on its right half, and the screen would show half a letter's neighbour missing.
fn no_cut_letters(buf: &mut ratatui::buffer::Buffer) {
    let area = buf.area;
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right().saturating_sub(1) {
            if columns(buf[(x, y)].symbol()) > 1 && buf[(x + 1, y)].symbol() != " " {
                buf[(x, y)].set_symbol(" ");
            }
        }
    }
}

fn draw_screen(app: &App, frame: &mut Frame) {
    let area = frame.area();
    let th = Theme::new(app.color());
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        too_small(frame, area, crate::words::of(app.lang()));
        return;
    }
    match app.screen() {
        Screen::Start(m) => start::draw_start(frame, area, app, m.selected(), th),
        Screen::Settings(m) => start::draw_settings(frame, area, app, m.selected(), th),
        Screen::Open(m) => start::draw_open(frame, area, app, m.selected(), th),
        Screen::Play(p) => play::draw(frame, area, app, p, th),
        Screen::Replay(r) => replay::draw(frame, area, app, r, th),
        Screen::Practice(p) => practice::draw(frame, area, app, p, th),
        Screen::Trainer(t) => trainer::draw(frame, area, app, t, th),
    }
    // Bottom first: the top overlay, which takes the next key, is drawn last.
    for o in app.overlays().iter() {
        match o {
            Overlay::Help => help::draw(frame, area, app, th),
            Overlay::Rules(view) => help::draw_rules(frame, area, app, view.top, th),
            Overlay::Line(_) | Overlay::Question(_) | Overlay::AutosaveFailed(_) => {
                draw_box(frame, area, app, o, th)
            }
        }
    }
}

/// What a click at `(x, y)` hits on the screen as drawn now (`None`: nothing to click
/// there, or something stands over the screen).
pub fn hit(app: &App, x: u16, y: u16) -> Option<Target> {
    if app.too_small() || !app.overlays().is_empty() {
        return None;
    }
    let area = area(app);
    let w = crate::words::of(app.lang());
    match app.screen() {
        Screen::Start(_) => start::hit_start(area, x, y),
        Screen::Settings(_) => start::hit_settings(app, area, x, y),
        Screen::Open(m) => start::hit_open(app, area, m.selected(), x, y),
        Screen::Play(p) => play::hit(w, area, p, x, y),
        Screen::Replay(_) => None,
        Screen::Practice(p) => practice::hit(w, area, p, x, y),
        Screen::Trainer(t) => trainer::hit(crate::words::of(app.lang()), area, t, x, y),
    }
}

/// A box that waits for the player, over whatever is on screen (above the status bar,
/// which shows the file name being typed for a save-as); overlays asked on the status
/// line have none.
fn draw_box(frame: &mut Frame, area: Rect, app: &App, o: &Overlay, th: Theme) {
    let Some((title, text)) = crate::words::of(app.lang()).boxed(o) else {
        return;
    };
    let w = area.width.saturating_sub(4).min(72);
    let inner = w.saturating_sub(2) as usize;
    let lines: Vec<Line> = text
        .iter()
        .flat_map(|t| wrap::wrap_words(t, inner))
        .map(Line::from)
        .collect();
    let h = lines.len() as u16 + 2;
    let above = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(2));
    let style = match o {
        Overlay::AutosaveFailed(_) => th.bad(),
        _ => Style::default(),
    };
    boxed(frame, centered(above, w, h), &title, lines, style);
}

/// The "terminal too small" screen: says what size is needed.
fn too_small(frame: &mut Frame, area: Rect, w: W) {
    let [need, have, quit] = w.too_small(
        (MIN_WIDTH, MIN_HEIGHT),
        (area.width, area.height),
        &key_name_of(Ctx::Global, Action::Quit),
    );
    let text = vec![
        Line::from(w.text(Text::TooSmall)),
        Line::from(need),
        Line::from(have),
        Line::from(quit),
    ];
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
}

/// The top line.
pub fn title_bar(frame: &mut Frame, area: Rect, text: &str, th: Theme) {
    let s = column(&format!(" {text}"), area.width as usize);
    frame.render_widget(Paragraph::new(s).style(th.title()), area);
}

/// The bottom two lines: the status (or the line being typed) and key hints.
pub fn status_bar(frame: &mut Frame, area: Rect, app: &App, first: Option<Line>, hints: &str) {
    let th = Theme::new(app.color());
    let w = crate::words::of(app.lang());
    let file_line = app.line().filter(|l| l.purpose() != LinePurpose::Board);
    let enter = key_name_of(Ctx::Text, Action::Activate);
    let esc = key_name_of(Ctx::Text, Action::Back);
    let line1 = if let Some(LinePurpose::PlayerName(side)) = file_line.map(|l| l.purpose()) {
        // The name is typed on its row; here: what a refusal said, else the keys.
        match app.notice() {
            Some(n) => Line::from(status_text(&w.notice(n), area.width as usize, app.ascii())),
            None => Line::styled(w.typing_name(side, &enter, &esc), th.dim()),
        }
    } else if let Some(l) = file_line {
        let (what, does) = w.line_label(l.purpose());
        Line::from(vec![
            Span::styled(format!("{what}: "), th.heading()),
            Span::raw(l.text().to_string()),
            Span::styled("_", th.selected()),
            Span::styled(w.line_keys(&enter, does, &esc), th.dim()),
        ])
    } else if let Some(f) = first {
        f
    } else {
        let said = notice::status(w, app.notice());
        if columns(&said) > area.width as usize {
            long_notice(frame, area, &said, w, th);
        }
        Line::from(status_text(&said, area.width as usize, app.ascii()))
    };
    // A box waiting for an answer takes the keys: its hints, from the keymap.
    let hints = match app.overlays().top() {
        // A paste cut to fit, or a key typed on a full line, says so under the line it
        // went into, which takes the status line (a player's name leaves the status line
        // to the notice).
        Some(Overlay::Line(l))
            if !matches!(l.purpose(), LinePurpose::PlayerName(_))
                && matches!(
                    app.notice(),
                    Some(Notice::Refused(
                        Refusal::PasteCut { .. } | Refusal::LineFull { .. }
                    ))
                ) =>
        {
            notice::status(w, app.notice())
        }
        // A box waiting for an answer takes the keys: its hints, from the keymap.
        Some(o @ Overlay::AutosaveFailed(_)) => keymap_hints(w, o.ctx()),
        Some(o @ Overlay::Question(q)) if q.boxed() => keymap_hints(w, o.ctx()),
        // A file name: the whole path it will write or read, under it.
        Some(Overlay::Line(l)) if app.save_line_path().is_some() => {
            let path = app.save_line_path().unwrap_or_default();
            let opens = l.purpose() == LinePurpose::OpenReplay;
            status_text(&w.line_path(opens, &path), area.width as usize, app.ascii())
        }
        // A name typed in place: the screen's keys are not live meanwhile.
        Some(Overlay::Line(l)) if matches!(l.purpose(), LinePurpose::PlayerName(_)) => {
            keymap_hints(w, Ctx::Text)
        }
        _ => hints.to_string(),
    };
    let lines = vec![line1, Line::styled(hints, th.dim())];
    frame.render_widget(Paragraph::new(lines), area);
}

/// A notice too long for the status line, whole and wrapped in a box just above it.
fn long_notice(frame: &mut Frame, status: Rect, said: &str, w: W, th: Theme) {
    let inner = status.width.saturating_sub(2) as usize;
    let lines: Vec<Line> = wrap::wrap_words(said, inner)
        .into_iter()
        .map(Line::from)
        .collect();
    let h = (lines.len() as u16 + 2).min(status.y);
    let r = Rect::new(status.x, status.y - h, status.width, h);
    boxed(frame, r, w.text(Text::Message), lines, th.bad());
}

/// The hints of a context, read from the keymap: each binding's first key and its help.
pub fn keymap_hints(w: W, ctx: Ctx) -> String {
    crate::app::keymap::bindings_for(ctx)
        .filter_map(|b| {
            b.keys
                .first()
                .map(|k| format!("{} {}", crate::app::key::key_name(*k), w.does(b.help)))
        })
        .collect::<Vec<_>>()
        .join("  ")
}

/// The columns `text` takes on a terminal (a wide character, as a Japanese letter, takes
/// two): every width of the drawing layer is measured so, never in bytes or characters.
pub fn columns(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}

/// The columns one character takes (a control character none).
pub fn char_columns(c: char) -> usize {
    UnicodeWidthChar::width(c).unwrap_or(0)
}

/// The longest start of `text` that takes at most `width` columns: a wide character that
/// would cross the edge is left out whole, never cut.
///
/// ```
/// assert_eq!(shuuro::ui::take_columns("abc", 2), "ab");
/// // Two wide characters (four columns), written as escapes: the second does not fit in 3.
/// assert_eq!(shuuro::ui::take_columns("\u{5bf9}\u{5c40}", 3), "\u{5bf9}");
/// ```
pub fn take_columns(text: &str, width: usize) -> &str {
    let mut used = 0;
    for (i, c) in text.char_indices() {
        let w = char_columns(c);
        if used + w > width {
            return &text[..i];
        }
        used += w;
    }
    text
}

/// `text` then spaces up to `width` columns (as `{:<width$}` pads characters; a wide
/// character counts two). Text wider already is left whole.
///
/// ```
/// assert_eq!(shuuro::ui::pad("ab", 4), "ab  ");
/// assert_eq!(shuuro::ui::pad("\u{5bf9}", 4), "\u{5bf9}  ");
/// ```
pub fn pad(text: &str, width: usize) -> String {
    let mut out = text.to_string();
    out.extend(std::iter::repeat_n(
        ' ',
        width.saturating_sub(columns(text)),
    ));
    out
}

/// `text` in exactly `width` columns of a terminal: cut, ending in `…`, when it takes
/// more; padded with spaces when it takes fewer (so the column after it lines up).
///
/// ```
/// assert_eq!(shuuro::ui::column("g.json", 8), "g.json  ");
/// assert_eq!(shuuro::ui::column("a-long-name.json", 8), "a-long-…");
/// // Two wide (two-column) characters, written as escapes.
/// let wide = "\u{5bf9}\u{5c40}";
/// assert_eq!(shuuro::ui::column(&format!("{wide}.json"), 8), format!("{wide}.js…"));
/// assert_eq!(shuuro::ui::column(wide, 6), format!("{wide}  "));
/// ```
pub fn column(text: &str, width: usize) -> String {
    pad(&fit(text, width), width)
}

/// `text` cut to `width` columns, ending in `…` when something was cut.
pub fn fit(text: &str, width: usize) -> String {
    fit_with(text, width, "…")
}

/// `text` cut to `width` columns, ending in `ellipsis` when something was cut.
fn fit_with(text: &str, width: usize, ellipsis: &str) -> String {
    if columns(text) <= width {
        return text.to_string();
    }
    let room = width.saturating_sub(columns(ellipsis));
    let s = format!("{}{ellipsis}", take_columns(text, room));
    take_columns(&s, width.max(1)).to_string()
}

/// The status line's words for `said` at `width` columns: as they are when they fit;
/// else each path in them (a word with a `/` inside, or starting with one) shortened in
/// its middle, longest first and no more than needed, keeping its last name (the file)
/// and what follows it (the reason), with `…` (`...` in ASCII) for the folders left out;
/// what still does not fit is cut at the end. The box over the line has the whole text.
///
/// ```
/// let said = "could not save: /home/me/a/long/way/down/g.json: Read-only file system";
/// assert_eq!(
///     shuuro::ui::status_text(said, 60, false),
///     "could not save: /home/me/a/lo…/g.json: Read-only file system"
/// );
/// assert_eq!(shuuro::ui::status_text(said, 100, false), said);
/// ```
pub fn status_text(said: &str, width: usize, ascii: bool) -> String {
    let ellipsis = if ascii { "..." } else { "…" };
    if columns(said) <= width {
        return said.to_string();
    }
    let mut words: Vec<String> = said.split(' ').map(str::to_string).collect();
    let is_path = |w: &str| {
        w.starts_with(std::path::is_separator)
            || w.chars().filter(|&c| std::path::is_separator(c)).count() >= 2
    };
    let mut paths: Vec<usize> = (0..words.len()).filter(|&i| is_path(&words[i])).collect();
    paths.sort_by_key(|&i| std::cmp::Reverse(columns(&words[i])));
    for i in paths {
        let total = columns(&words.join(" "));
        if total <= width {
            break;
        }
        words[i] = shorten_path(&words[i], total - width, ellipsis);
    }
    fit_with(&words.join(" "), width, ellipsis)
}

/// `path` with `over` columns (or as many as it has) left out of the folders before its
/// last name, from their end, `ellipsis` standing for them.
fn shorten_path(path: &str, over: usize, ellipsis: &str) -> String {
    let Some(last) = path.rfind(std::path::is_separator) else {
        return path.to_string();
    };
    let (folders, name) = path.split_at(last);
    let n = columns(folders);
    let keep = n.saturating_sub(over + columns(ellipsis));
    if keep + columns(ellipsis) >= n {
        return path.to_string();
    }
    format!("{}{ellipsis}{name}", take_columns(folders, keep))
}

/// A bordered, cleared box with a title, for overlays.
pub fn boxed(frame: &mut Frame, area: Rect, title: &str, lines: Vec<Line>, style: Style) {
    frame.render_widget(Clear, area);
    frame.render_widget(
        Paragraph::new(lines)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!(" {title} ")),
            )
            .style(style)
            .wrap(Wrap { trim: false }),
        area,
    );
}

#[cfg(test)]
mod tests {
    use super::fit;

    #[test]
    fn a_status_too_long_for_the_line_ends_in_an_ellipsis() {
        assert_eq!(fit("short", 10), "short");
        assert_eq!(fit("exactly10!", 10), "exactly10!");
        assert_eq!(fit("a bit too long", 10), "a bit too…");
        assert_eq!(fit("x", 0), "…");
    }
}
