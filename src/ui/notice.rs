//! What the status line says: the app's notice in the player's language (the words are
//! `crate::words`'), and the helpers that keep text from a file or a player safe and
//! short on a terminal.

use crate::app::{App, Notice};
use crate::rules::{Army, Side};
use crate::words::W;

/// The status line's words for what the app now says, in its language (empty: nothing).
pub fn said(app: &App) -> String {
    status(crate::words::of(app.lang()), app.notice())
}

/// The status line's words for `n` (empty: nothing).
pub fn status(w: W, n: Option<&Notice>) -> String {
    n.map(|n| w.notice(n)).unwrap_or_default()
}

/// What a piece of news says, on its own (the terminal's last line when the client ends).
pub fn news_line(w: W, n: &crate::app::News) -> String {
    w.news(n)
}

/// `text` as it may be printed on a terminal: its control characters other than line
/// ends and tabs written as escapes (`\u{1b}`), so that text quoted from a file (a
/// record's field name, a line of the settings file) can't drive the terminal (set its
/// title, clear it).
///
/// ```
/// use shuuro::ui::notice::visible;
/// assert_eq!(visible("a\u{1b}]2;x\u{7}b\n"), "a\\u{1b}]2;x\\u{7}b\n");
/// assert_eq!(visible("plain\ttext"), "plain\ttext");
/// ```
pub fn visible(text: &str) -> std::borrow::Cow<'_, str> {
    let hidden = |c: char| c.is_control() && c != '\n' && c != '\t';
    if !text.chars().any(hidden) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if hidden(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// The army's letters, K Q R B N P order: capitals for Blue, small letters for Red (as on
/// the board).
///
/// ```
/// use shuuro::rules::{Army, Side};
/// let a: Army = "KQPP".parse().unwrap();
/// assert_eq!(shuuro::ui::notice::army_letters(&a, Side::Red), "kqpp");
/// assert_eq!(shuuro::ui::notice::army_letters(&a, Side::Blue), "KQPP");
/// ```
pub fn army_letters(army: &Army, side: Side) -> String {
    army.letters(side)
}
