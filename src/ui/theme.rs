//! The one place colours and text styles are chosen. Every meaning carried by a colour is
//! also carried by a modifier or a glyph, so the client reads the same under `NO_COLOR`,
//! and text outside the board keeps the terminal's own colours (dark or light themes).

use ratatui::style::{Color, Modifier, Style};

use crate::rules::Side;

/// Colours on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
}

const LIGHT: Color = Color::Rgb(222, 208, 176);
const DARK: Color = Color::Rgb(170, 142, 104);
const PLINTH: Color = Color::Rgb(128, 128, 128);
const BLUE: Color = Color::Rgb(0, 60, 200);
const RED: Color = Color::Rgb(190, 10, 10);
const TARGET_LIGHT: Color = Color::Rgb(160, 208, 128);
const TARGET_DARK: Color = Color::Rgb(118, 170, 86);
const LAST_LIGHT: Color = Color::Rgb(236, 222, 120);
const LAST_DARK: Color = Color::Rgb(204, 184, 76);
const CHECK: Color = Color::Rgb(236, 110, 100);
const BEST_LIGHT: Color = Color::Rgb(160, 196, 236);
const BEST_DARK: Color = Color::Rgb(112, 152, 206);
const HINT: Color = Color::Rgb(120, 180, 230);

impl Theme {
    pub const fn new(color: bool) -> Theme {
        Theme { color }
    }

    fn fg_bg(&self, fg: Option<Color>, bg: Option<Color>) -> Style {
        let mut s = Style::default();
        if self.color {
            if let Some(c) = fg {
                s = s.fg(c);
            }
            if let Some(c) = bg {
                s = s.bg(c);
            }
        }
        s
    }

    /// An empty square.
    pub fn square(&self, dark: bool) -> Style {
        self.fg_bg(
            Some(Color::Rgb(40, 40, 40)),
            Some(if dark { DARK } else { LIGHT }),
        )
    }

    /// A plinth square.
    pub fn plinth(&self) -> Style {
        self.fg_bg(Some(Color::Black), Some(PLINTH))
    }

    /// A legal target.
    pub fn target(&self, dark: bool) -> Style {
        self.fg_bg(None, Some(if dark { TARGET_DARK } else { TARGET_LIGHT }))
    }

    /// The squares of the last move or placement.
    pub fn last(&self, dark: bool) -> Style {
        self.fg_bg(None, Some(if dark { LAST_DARK } else { LAST_LIGHT }))
            .add_modifier(Modifier::UNDERLINED)
    }

    /// The squares of the engine's best move (the board also marks them `{ }`).
    pub fn best(&self, dark: bool) -> Style {
        self.fg_bg(None, Some(if dark { BEST_DARK } else { BEST_LIGHT }))
    }

    /// The evaluation graph's line.
    pub fn graph(&self) -> Style {
        self.fg_bg(Some(Color::Rgb(70, 120, 255)), None)
    }

    /// The graph's column of the position shown.
    pub fn graph_cursor(&self) -> Style {
        self.fg_bg(None, Some(LAST_DARK))
            .add_modifier(Modifier::REVERSED)
    }

    /// The squares of a hint (the engine's move or placement).
    pub fn hint(&self) -> Style {
        self.fg_bg(None, Some(HINT)).add_modifier(Modifier::BOLD)
    }

    /// A King in check.
    pub fn check(&self) -> Style {
        self.fg_bg(None, Some(CHECK)).add_modifier(Modifier::BOLD)
    }

    /// The cursor.
    pub fn cursor(&self) -> Style {
        Style::default().add_modifier(Modifier::REVERSED)
    }

    /// A piece of `side`.
    pub fn piece(&self, side: Side) -> Style {
        self.fg_bg(
            Some(match side {
                Side::Blue => BLUE,
                Side::Red => RED,
            }),
            None,
        )
        .add_modifier(Modifier::BOLD)
    }

    /// A side's name in text.
    pub fn side(&self, side: Side) -> Style {
        self.fg_bg(
            Some(match side {
                // Mid tones: readable on dark and on light backgrounds.
                Side::Blue => Color::Rgb(70, 120, 255),
                Side::Red => Color::Rgb(225, 50, 50),
            }),
            None,
        )
        .add_modifier(Modifier::BOLD)
    }

    /// Title bar.
    pub fn title(&self) -> Style {
        Style::default().add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }

    /// Headings in panels.
    pub fn heading(&self) -> Style {
        Style::default().add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }

    /// The selected line of a list.
    pub fn selected(&self) -> Style {
        Style::default().add_modifier(Modifier::REVERSED)
    }

    /// Something wrong (violations, refusals).
    pub fn bad(&self) -> Style {
        self.fg_bg(Some(Color::Rgb(225, 50, 50)), None)
            .add_modifier(Modifier::BOLD)
    }

    /// Something fine.
    pub fn good(&self) -> Style {
        self.fg_bg(Some(Color::Rgb(40, 160, 60)), None)
            .add_modifier(Modifier::BOLD)
    }

    /// Less important text.
    pub fn dim(&self) -> Style {
        Style::default().add_modifier(Modifier::DIM)
    }
}
