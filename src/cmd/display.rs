//! The display flags every client command takes (`play`, `resume`, `replay`, `practice`,
//! `puzzles`): one set, flattened into each command's arguments, so a flag one of them takes
//! works on all of them.

use crate::app::Options;
use crate::prefs::Lang;
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
    /// The language of the interface for this run: `en` (English) or `ja` (Japanese).
    /// Without it, the settings file's `language`, else the locale's (LC_ALL, LC_MESSAGES
    /// or LANG starting with `ja` chooses Japanese).
    #[arg(long, value_name = "en|ja", value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

/// `--lang`'s value.
fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::from_code(s).ok_or_else(|| format!("{s:?}: en (English) or ja (Japanese)"))
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
            lang: self.lang,
            locale_lang: tui::locale::env_lang(),
            page_length: crate::ui::help::rules_lines,
            ..base
        }
    }

    /// The language of this run before the settings file is read, or when it can't be:
    /// `--lang`, else the locale's; English when nothing but ASCII can be shown.
    pub fn lang_before_settings(&self) -> Lang {
        if self.ascii || !tui::locale::env_is_utf8() {
            return Lang::En;
        }
        self.lang.unwrap_or_else(tui::locale::env_lang)
    }

    /// The language of this run: `--lang`, else the settings file's, else the locale's;
    /// English when nothing but ASCII can be shown (as the client then speaks).
    pub fn lang_with(&self, prefs: &crate::prefs::Prefs) -> Lang {
        if self.ascii || !tui::locale::env_is_utf8() || prefs.pieces == crate::prefs::Pieces::Ascii
        {
            return Lang::En;
        }
        tui::locale::choose_lang(self.lang, prefs.language, tui::locale::env_lang())
    }
}

/// Whether `NO_COLOR` is set and not empty.
fn no_color_env() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}
