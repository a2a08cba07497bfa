//! The start screen, the settings screen and the file list.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::keymap::{Action, Ctx, key_for};
use crate::app::settings::{Field, Settings};
use crate::app::target::{SettingPart, Target};
use crate::app::{App, LinePurpose, MenuItem};
use crate::ui::layout::{
    SETTINGS_LABEL, START_BANNER, START_FOOTER, layout, saves_list, settings_list, settings_value,
    start_menu,
};

use super::hints::{Hints, line};
use super::theme::Theme;
use super::{pad, status_bar, title_bar};
use crate::words::Text;

const BANNER: [&str; 5] = [
    " ___ _  _ _   _ _   _ ___  ___  ",
    "/ __| || | | | | | | | _ \\/ _ \\ ",
    "\\__ \\ __ | |_| | |_| |   / (_) |",
    "|___/_||_|\\___/ \\___/|_|_\\\\___/ ",
    "",
];

/// The start screen.
pub fn draw_start(frame: &mut Frame, area: Rect, app: &App, selected: usize, th: Theme) {
    let w = crate::words::of(app.lang());
    let a = layout(area, None, false);
    title_bar(frame, a.title, w.text(Text::StartTitle), th);
    let mut lines: Vec<Line> = BANNER.iter().map(|s| Line::from(*s)).collect();
    for (i, item) in MenuItem::ALL.iter().enumerate() {
        let text = format!("  {}  ", w.menu_item(*item));
        lines.push(if i == selected {
            Line::styled(format!("> {text}"), th.selected())
        } else {
            Line::from(format!("  {text}"))
        });
    }
    lines.push(Line::from(""));
    // What the chosen item will start (the first item's game for the others).
    let item = MenuItem::ALL
        .get(selected)
        .copied()
        .unwrap_or(MenuItem::NewGame);
    if let Some(s) = app
        .new_game_settings(item)
        .or_else(|| app.new_game_settings(MenuItem::NewGame))
    {
        let [first, second] = w.new_game(&s);
        lines.push(Line::styled(first, th.dim()));
        lines.push(Line::styled(second, th.dim()));
    } else {
        lines.extend([Line::from(""), Line::from("")]);
    }
    // The same block the mouse is tested against.
    debug_assert_eq!(
        lines.len(),
        (START_BANNER + START_FOOTER) as usize + MenuItem::ALL.len()
    );
    let r = start_menu(area, MenuItem::ALL.len()).area;
    frame.render_widget(Paragraph::new(lines), r);
    status_bar(frame, a.status, app, None, &line(w, Hints::Start));
}

/// The settings screen: every variant, changed with ← → (or a click on `<` / `>`); the
/// players' names typed in place.
pub fn draw_settings(frame: &mut Frame, area: Rect, app: &App, selected: usize, th: Theme) {
    let w = crate::words::of(app.lang());
    let a = layout(area, None, false);
    title_bar(frame, a.title, w.text(Text::SettingsTitle), th);
    let typing = app.line().and_then(|l| match l.purpose() {
        LinePurpose::PlayerName(side) => Some((side, l.text())),
        _ => None,
    });
    // The same rows the mouse is tested against.
    let fields = app.settings().fields();
    let (start, list) = settings_list(area, fields.len(), selected);
    let mut lines = Vec::new();
    for (i, f) in fields.iter().enumerate().skip(start).take(list.items) {
        let label = pad(w.field(*f), (SETTINGS_LABEL - 2) as usize);
        let value = w.field_value(app.settings(), *f);
        let line = match (f, Settings::name_side(*f)) {
            (Field::Start | Field::SaveDefaults, _) => Line::from(format!("  [ {} ]", w.field(*f))),
            (_, Some(side)) => match typing {
                Some((s, text)) if s == side => Line::from(vec![
                    Span::raw(format!("  {label}")),
                    Span::raw(format!("  {text}")),
                    Span::styled("_", th.selected()),
                ]),
                _ => Line::from(vec![
                    Span::raw(format!("  {label}")),
                    Span::raw(format!("  {value}")),
                ]),
            },
            _ => Line::from(vec![
                Span::raw(format!("  {label}")),
                Span::raw(format!("< {value} >")),
            ]),
        };
        lines.push(if i == selected {
            line.style(th.selected())
        } else {
            line
        });
    }
    if list.area.height > fields.len() as u16 + 1 {
        lines.push(Line::from(""));
    }
    let f = fields[selected % fields.len()];
    // On a short screen (80×24) the list fills the panel: the explanation takes the
    // status line while it has nothing to say.
    let first = if list.area.height > fields.len() as u16 {
        lines.push(Line::styled(w.field_explain(f), th.dim()));
        None
    } else {
        let indent = " ".repeat(list.area.x.saturating_sub(a.status.x) as usize);
        app.notice().is_none().then(|| {
            Line::from(vec![
                Span::raw(indent),
                Span::styled(w.field_explain(f), th.dim()),
            ])
        })
    };
    frame.render_widget(Paragraph::new(lines), list.area);
    status_bar(frame, a.status, app, first, &line(w, Hints::Settings));
}

/// The list of saved games to replay.
pub fn draw_open(frame: &mut Frame, area: Rect, app: &App, selected: usize, th: Theme) {
    let w = crate::words::of(app.lang());
    let a = layout(area, None, false);
    title_bar(frame, a.title, w.text(Text::OpenTitle), th);
    let mut lines = vec![Line::styled(w.text(Text::SavedGames), th.heading())];
    if app.saves().is_empty() {
        lines.push(Line::from(w.no_saves(&key_for(Ctx::Menu, Action::Type))));
    }
    // The same rows the mouse is tested against.
    let (start, list) = saves_list(area, selected, app.saves().len());
    for (i, s) in app.saves().iter().enumerate().skip(start).take(list.items) {
        let name = s
            .path
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let text = super::fit(
            &format!("  {}  {}", super::column(&name, 25), w.save_about(&s.about)),
            a.panel.width as usize,
        );
        lines.push(if i == selected {
            Line::styled(text, th.selected())
        } else {
            Line::from(text)
        });
    }
    frame.render_widget(Paragraph::new(lines), a.panel);
    status_bar(frame, a.status, app, None, &line(w, Hints::Open));
}

/// What a click at `(x, y)` hits on the start screen: a menu row.
pub fn hit_start(area: Rect, x: u16, y: u16) -> Option<Target> {
    start_menu(area, MenuItem::ALL.len())
        .hit(x, y)
        .map(Target::Row)
}

/// What a click at `(x, y)` hits on the settings screen: a setting, and which part of it.
pub fn hit_settings(app: &App, area: Rect, x: u16, y: u16) -> Option<Target> {
    let selected = match app.screen() {
        crate::app::Screen::Settings(m) => m.selected(),
        _ => 0,
    };
    let fields = app.settings().fields();
    let (start, list) = settings_list(area, fields.len(), selected);
    let shown = list.hit(x, y)?;
    let row = start + shown;
    let field = *fields.get(row)?;
    let value = crate::words::of(app.lang()).field_value(app.settings(), field);
    let value = u16::try_from(super::columns(&value)).unwrap_or(u16::MAX);
    let [dec, val, inc] = settings_value(list.item_rect(shown), value);
    let on = |r: Rect| x >= r.x && x < r.right();
    let part = match field {
        Field::SaveDefaults | Field::Start => SettingPart::Open,
        // A name's whole value (from where `<` would be) opens it for typing.
        _ if Settings::name_side(field).is_some() => {
            if x >= dec.x {
                SettingPart::Open
            } else {
                SettingPart::Label
            }
        }
        _ if on(dec) => SettingPart::Less,
        _ if on(val) || on(inc) => SettingPart::More,
        _ => SettingPart::Label,
    };
    Some(Target::Setting { row, part })
}

/// What a click at `(x, y)` hits on the list of saved games: a game's row.
pub fn hit_open(app: &App, area: Rect, selected: usize, x: u16, y: u16) -> Option<Target> {
    let (start, list) = saves_list(area, selected, app.saves().len());
    list.hit(x, y)
        .map(|i| start + i)
        .filter(|&i| i < app.saves().len())
        .map(Target::Row)
}
