//! `shuuro keys`: every screen's actions and the keys in force, read from the settings file
//! as the game reads it (the defaults, with `[keys]` over them). What can't be used in the
//! file is said on standard error, as the game says it at start, and the exit code is 1.

use std::process::ExitCode;

use unicode_width::UnicodeWidthStr;

use crate::app::key::key_name;
use crate::app::keyset::{Keys, remappable};
use crate::prefs::Lang;
use crate::tui;
use crate::words::W;

use super::output::{failed, print};

/// `shuuro keys`'s flags.
#[derive(clap::Args, Debug, Default, Clone)]
pub struct KeysArgs {
    /// The language of what each key does: `en` or `ja`. Without it, the settings file's
    /// `language`, else the locale's. The names of actions, screens and keys stay as the
    /// settings file writes them.
    #[arg(long, value_name = "en|ja", value_parser = super::display::parse_lang)]
    pub lang: Option<Lang>,
}

/// The columns of an action's name and of its keys.
const NAME: usize = 16;
const KEYS: usize = 20;

/// The listing: for each context (the fixed ones first, then every screen), its name and
/// the help's heading, then one line per action: its name (in parentheses when the file
/// can't change its keys), its keys in force and what it does, in `w`'s words.
pub fn listing(w: W, keys: &Keys) -> String {
    let mut out = String::new();
    for ctx in keys.contexts() {
        out.push_str(&format!("[{}]  {}\n", ctx.name(), w.keys_of(ctx.title())));
        for b in keys.bindings(ctx) {
            let name = if remappable(ctx, b.action) {
                b.action.name().to_string()
            } else {
                format!("({})", b.action.name())
            };
            let bound: Vec<String> = b.keys.iter().map(|&k| key_name(k)).collect();
            let line = format!(
                "  {}{}{}",
                pad(&name, NAME),
                pad(&bound.join(" "), KEYS),
                w.does(b.help)
            );
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out.push('\n');
    }
    out
}

/// `text` and spaces to `width` columns (one space at least).
fn pad(text: &str, width: usize) -> String {
    let used = text.width();
    format!("{text}{}", " ".repeat(width.saturating_sub(used).max(1)))
}

pub fn run(args: KeysArgs) -> ExitCode {
    let before = args
        .lang
        .unwrap_or_else(|| tui::locale::choose_lang(None, None, tui::locale::env_lang()));
    let (prefs, notice) = tui::prefs_file::startup("keys", before);
    let lang = tui::locale::choose_lang(args.lang, prefs.language, tui::locale::env_lang());
    let keys = crate::app::keys_of(&prefs.keys).0;
    if let Err(e) = print(&listing(crate::words::of(lang), &keys)) {
        return failed("shuuro keys", &e);
    }
    if notice.is_some() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
