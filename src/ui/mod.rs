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
pub mod lesson;
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

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use crate::app::keymap::{Action, Ctx, key_name_of};
pub use crate::ui::layout::centered;

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
    if app.ascii() {
        ascii::buffer(frame.buffer_mut());
    }
}

fn draw_screen(app: &App, frame: &mut Frame) {
    let area = frame.area();
    let th = Theme::new(app.color());
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        too_small(frame, area);
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
            Overlay::Rules(view) => help::draw_rules(frame, area, view.top, th),
            Overlay::Line(_) | Overlay::Question(_) | Overlay::AutosaveFailed(_) => {
                draw_box(frame, area, o, th)
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
    match app.screen() {
        Screen::Start(_) => start::hit_start(area, x, y),
        Screen::Settings(_) => start::hit_settings(app, area, x, y),
        Screen::Open(m) => start::hit_open(app, area, m.selected(), x, y),
        Screen::Play(p) => play::hit(area, p, x, y),
        Screen::Replay(_) => None,
        Screen::Practice(p) => practice::hit(area, p, x, y),
        Screen::Trainer(t) => trainer::hit(area, t, x, y),
    }
}

/// A box that waits for the player, over whatever is on screen (above the status bar,
/// which shows the file name being typed for a save-as); overlays asked on the status
/// line have none.
fn draw_box(frame: &mut Frame, area: Rect, o: &Overlay, th: Theme) {
    let Some((title, text)) = notice::boxed(o) else {
        return;
    };
    let w = area.width.saturating_sub(4).min(72);
    let inner = w.saturating_sub(2) as usize;
    let lines: Vec<Line> = text
        .iter()
        .flat_map(|t| sheet::wrap_words(t, inner))
        .map(Line::from)
        .collect();
    let h = lines.len() as u16 + 2;
    let above = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(2));
    let style = match o {
        Overlay::AutosaveFailed(_) => th.bad(),
        _ => Style::default(),
    };
    boxed(frame, centered(above, w, h), title, lines, style);
}

/// The "terminal too small" screen: says what size is needed.
fn too_small(frame: &mut Frame, area: Rect) {
    let text = vec![
        Line::from("Terminal too small"),
        Line::from(format!("need {MIN_WIDTH}×{MIN_HEIGHT}")),
        Line::from(format!("have {}×{}", area.width, area.height)),
        Line::from(format!("{} quits", key_name_of(Ctx::Global, Action::Quit))),
    ];
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
}

/// The top line.
pub fn title_bar(frame: &mut Frame, area: Rect, text: &str, th: Theme) {
    let w = area.width as usize;
    let mut s = format!(" {text}");
    if s.chars().count() < w {
        s.push_str(&" ".repeat(w - s.chars().count()));
    }
    frame.render_widget(Paragraph::new(s).style(th.title()), area);
}

/// The bottom two lines: the status (or the line being typed) and key hints.
pub fn status_bar(frame: &mut Frame, area: Rect, app: &App, first: Option<Line>, hints: &str) {
    let th = Theme::new(app.color());
    let file_line = app.line().filter(|l| l.purpose() != LinePurpose::Board);
    let line1 = if let Some(LinePurpose::PlayerName(side)) = file_line.map(|l| l.purpose()) {
        // The name is typed on its own row; here: what a refusal said, else the keys.
        match app.notice() {
            Some(n) => Line::from(status_text(
                &notice::words(n),
                area.width as usize,
                app.ascii(),
            )),
            None => Line::styled(
                format!(
                    "Type {side}'s name ({} keeps it, empty for none; {} cancels)",
                    key_name_of(Ctx::Text, Action::Activate),
                    key_name_of(Ctx::Text, Action::Back)
                ),
                th.dim(),
            ),
        }
    } else if let Some(l) = file_line {
        let (what, enter) = match l.purpose() {
            LinePurpose::PlayerName(_) => ("Name", "keeps it"),
            LinePurpose::SaveAs => ("Save the game as", "saves"),
            LinePurpose::SaveLayout => ("Save the layout as", "saves"),
            LinePurpose::OpenReplay => ("Open the record", "opens"),
            LinePurpose::Board => ("Type", "enters"),
        };
        Line::from(vec![
            Span::styled(format!("{what}: "), th.heading()),
            Span::raw(l.text().to_string()),
            Span::styled("_", th.selected()),
            Span::styled(
                format!(
                    "  ({} {enter}, {} cancels)",
                    key_name_of(Ctx::Text, Action::Activate),
                    key_name_of(Ctx::Text, Action::Back)
                ),
                th.dim(),
            ),
        ])
    } else if let Some(f) = first {
        f
    } else {
        let said = notice::status(app.notice());
        if said.chars().count() > area.width as usize {
            long_notice(frame, area, &said, th);
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
            notice::status(app.notice())
        }
        // A box waiting for an answer takes the keys: its hints, from the keymap.
        Some(o @ Overlay::AutosaveFailed(_)) => keymap_hints(o.ctx()),
        Some(o @ Overlay::Question(q)) if q.boxed() => keymap_hints(o.ctx()),
        // A file name: the whole path it will write or read, under it.
        Some(Overlay::Line(l)) if app.save_line_path().is_some() => {
            let path = app.save_line_path().unwrap_or_default();
            let does = match l.purpose() {
                LinePurpose::OpenReplay => "opens",
                _ => "writes",
            };
            status_text(
                &format!("{does} {}", path.display()),
                area.width as usize,
                app.ascii(),
            )
        }
        // A name typed in place: the screen's keys are not live meanwhile.
        Some(Overlay::Line(l)) if matches!(l.purpose(), LinePurpose::PlayerName(_)) => {
            keymap_hints(Ctx::Text)
        }
        _ => hints.to_string(),
    };
    let lines = vec![line1, Line::styled(hints, th.dim())];
    frame.render_widget(Paragraph::new(lines), area);
}

/// A notice too long for the status line, whole and wrapped in a box just above it.
fn long_notice(frame: &mut Frame, status: Rect, said: &str, th: Theme) {
    let inner = status.width.saturating_sub(2) as usize;
    let lines: Vec<Line> = sheet::wrap_words(said, inner)
        .into_iter()
        .map(Line::from)
        .collect();
    let h = (lines.len() as u16 + 2).min(status.y);
    let r = Rect::new(status.x, status.y - h, status.width, h);
    boxed(frame, r, "Message", lines, th.bad());
}

/// The hints of a context, read from the keymap: each binding's first key and its help.
pub fn keymap_hints(ctx: Ctx) -> String {
    crate::app::keymap::bindings_for(ctx)
        .filter_map(|b| {
            b.keys
                .first()
                .map(|k| format!("{} {}", crate::app::key::key_name(*k), b.help))
        })
        .collect::<Vec<_>>()
        .join("  ")
}

/// Who plays a side the computer plays, as the panels name it: "computer, level 3".
pub fn computer_label(computer: &crate::app::computer::Computer) -> String {
    format!("computer, level {}", computer.level())
}

/// The columns `text` takes on a terminal (a wide character takes two).
pub(crate) fn columns(text: &str) -> usize {
    Span::raw(text).width()
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
    let mut out = String::new();
    if columns(text) <= width {
        out.push_str(text);
    } else {
        let mut used = 0;
        for c in text.chars() {
            let w = columns(c.encode_utf8(&mut [0; 4]));
            if used + w + 1 > width {
                break;
            }
            out.push(c);
            used += w;
        }
        out.push('…');
    }
    let pad = width.saturating_sub(columns(&out));
    out.extend(std::iter::repeat_n(' ', pad));
    out
}

/// `text` cut to `width` characters, ending in `…` when something was cut.
pub fn fit(text: &str, width: usize) -> String {
    fit_with(text, width, "…")
}

/// `text` cut to `width` characters, ending in `ellipsis` when something was cut.
fn fit_with(text: &str, width: usize, ellipsis: &str) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let room = width.saturating_sub(ellipsis.chars().count());
    let mut s: String = text.chars().take(room).collect();
    s.push_str(ellipsis);
    s.chars().take(width.max(1)).collect()
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
    let len = |s: &str| s.chars().count();
    if len(said) <= width {
        return said.to_string();
    }
    let mut words: Vec<String> = said.split(' ').map(str::to_string).collect();
    let is_path = |w: &str| {
        w.starts_with(std::path::is_separator)
            || w.chars().filter(|&c| std::path::is_separator(c)).count() >= 2
    };
    let mut paths: Vec<usize> = (0..words.len()).filter(|&i| is_path(&words[i])).collect();
    paths.sort_by_key(|&i| std::cmp::Reverse(len(&words[i])));
    for i in paths {
        let total = len(&words.join(" "));
        if total <= width {
            break;
        }
        words[i] = shorten_path(&words[i], total - width, ellipsis);
    }
    fit_with(&words.join(" "), width, ellipsis)
}

/// `path` with `over` characters (or as many as it has) left out of the folders before
/// its last name, from their end, `ellipsis` standing for them.
fn shorten_path(path: &str, over: usize, ellipsis: &str) -> String {
    let Some(last) = path.rfind(std::path::is_separator) else {
        return path.to_string();
    };
    let (folders, name) = path.split_at(last);
    let n = folders.chars().count();
    let keep = n.saturating_sub(over + ellipsis.chars().count());
    if keep + ellipsis.chars().count() >= n {
        return path.to_string();
    }
    let kept: String = folders.chars().take(keep).collect();
    format!("{kept}{ellipsis}{name}")
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
