//! The display flags every client command takes (`play`, `resume`, `replay`, `practice`):
//! one set, flattened into each command's arguments, so a flag one of them takes works on
//! all of them.

use crate::app::Options;
use crate::tui;

/// How the pieces, boxes and colours are drawn.
#[derive(clap::Args, Debug, Default, Clone, PartialEq, Eq)]
pub struct DisplayArgs {
    /// Chess symbols instead of letters for the pieces.
    #[arg(long)]
    pub unicode: bool,
    /// Plain ASCII only: board, boxes, marks and hints (also when the locale is not UTF-8).
    #[arg(long)]
    pub ascii: bool,
    /// No colours (as when NO_COLOR is set): the marks are carried by bold, underline and
    /// reverse video alone.
    #[arg(long)]
    pub no_color: bool,
}

impl DisplayArgs {
    /// The client's display options from these flags and the environment (a locale that
    /// is not UTF-8 draws in ASCII, `NO_COLOR` turns colours off), over `base`.
    pub fn options(&self, base: Options) -> Options {
        Options {
            unicode: self.unicode,
            color: !(self.no_color || no_color_env()),
            ascii: self.ascii || !tui::locale::env_is_utf8(),
            cores: crate::engine::search::cores(),
            ..base
        }
    }
}

/// Whether `NO_COLOR` is set and not empty.
fn no_color_env() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}
