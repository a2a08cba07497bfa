//! A key as a key table writes it (a code and the modifiers held with it), as the help
//! and the hint lines name it, and as the settings file's `[keys]` names it ([`parse_key`]).

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A key as written in the table: a code and the modifiers held with it (Shift is
/// implied by the character: `K` is Shift-k).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub mods: KeyModifiers,
}

impl Key {
    /// A key pressed alone.
    pub const fn plain(code: KeyCode) -> Key {
        Key {
            code,
            mods: KeyModifiers::NONE,
        }
    }

    /// Whether `event` is this key (Shift is read from the character, not compared).
    pub fn matches(self, event: KeyEvent) -> bool {
        let held = event.modifiers & (KeyModifiers::CONTROL | KeyModifiers::ALT);
        self.code == event.code && self.mods == held
    }
}

pub(crate) const fn c(ch: char) -> Key {
    Key::plain(KeyCode::Char(ch))
}
pub(crate) const fn ctrl(ch: char) -> Key {
    Key {
        code: KeyCode::Char(ch),
        mods: KeyModifiers::CONTROL,
    }
}
pub(crate) const UP: Key = Key::plain(KeyCode::Up);
pub(crate) const DOWN: Key = Key::plain(KeyCode::Down);
pub(crate) const LEFT: Key = Key::plain(KeyCode::Left);
pub(crate) const RIGHT: Key = Key::plain(KeyCode::Right);
pub(crate) const ENTER: Key = Key::plain(KeyCode::Enter);
pub(crate) const ESC: Key = Key::plain(KeyCode::Esc);
pub(crate) const TAB: Key = Key::plain(KeyCode::Tab);
pub(crate) const BACKTAB: Key = Key::plain(KeyCode::BackTab);
pub(crate) const HOME: Key = Key::plain(KeyCode::Home);
pub(crate) const END: Key = Key::plain(KeyCode::End);
pub(crate) const PGUP: Key = Key::plain(KeyCode::PageUp);
pub(crate) const PGDN: Key = Key::plain(KeyCode::PageDown);
pub(crate) const F1: Key = Key::plain(KeyCode::F(1));

/// A key as people write it: `Enter`, `Up`, `q`, `F1`, `Ctrl-C`.
pub fn key_name(k: Key) -> String {
    let name = code_name(k.code);
    let mut out = String::new();
    if k.mods.contains(KeyModifiers::CONTROL) {
        out.push_str("Ctrl-");
    }
    if k.mods.contains(KeyModifiers::ALT) {
        out.push_str("Alt-");
    }
    if out.is_empty() {
        return name;
    }
    out + &name.to_uppercase()
}

/// The key a name means, as [`key_name`] writes it and the settings file's `[keys]` table
/// gives it: one character (`v`, `H` for Shift-h, `?`), a named key (`Space`, `Tab`,
/// `S-Tab`, `Up`, `PgDn`, `Home`, `Bksp`, `F1`..`F12`, in any case), with `Ctrl-` or
/// `Alt-` before it (`Ctrl-Q`, which is `Ctrl-q`); `None` when it names no key.
///
/// ```
/// use shuuro::app::key::{key_name, parse_key};
/// for name in ["v", "H", "F1", "Ctrl-Q", "Space", "S-Tab", "PgDn", "Alt-X"] {
///     assert_eq!(key_name(parse_key(name).unwrap()), name);
/// }
/// assert_eq!(parse_key("pgdn"), parse_key("PgDn"));
/// assert_eq!(parse_key("flip"), None);
/// assert_eq!(parse_key("F13"), None);
/// ```
pub fn parse_key(name: &str) -> Option<Key> {
    let mut rest = name.trim();
    let mut mods = KeyModifiers::NONE;
    loop {
        let lower = rest.to_ascii_lowercase();
        if rest.chars().count() > 2 && lower.starts_with("ctrl-") {
            mods |= KeyModifiers::CONTROL;
            rest = &rest[5..];
        } else if rest.chars().count() > 2 && lower.starts_with("alt-") {
            mods |= KeyModifiers::ALT;
            rest = &rest[4..];
        } else {
            break;
        }
    }
    let mut chars = rest.chars();
    let code = match (chars.next(), chars.next()) {
        // With Ctrl or Alt, a letter is the key itself (`Ctrl-Q` is Ctrl and q).
        (Some(ch), None) if !mods.is_empty() => KeyCode::Char(ch.to_ascii_lowercase()),
        (Some(ch), None) if !ch.is_control() => KeyCode::Char(ch),
        _ => named(rest)?,
    };
    Some(Key { code, mods })
}

/// A named key (not one character), in any case.
fn named(name: &str) -> Option<KeyCode> {
    let lower = name.to_ascii_lowercase();
    Some(match lower.as_str() {
        "space" => KeyCode::Char(' '),
        "up" => KeyCode::Up,
        "down" => KeyCode::Down,
        "left" => KeyCode::Left,
        "right" => KeyCode::Right,
        "enter" | "return" => KeyCode::Enter,
        "esc" | "escape" => KeyCode::Esc,
        "tab" => KeyCode::Tab,
        "s-tab" | "backtab" | "shift-tab" => KeyCode::BackTab,
        "home" => KeyCode::Home,
        "end" => KeyCode::End,
        "pgup" | "pageup" => KeyCode::PageUp,
        "pgdn" | "pagedown" => KeyCode::PageDown,
        "bksp" | "backspace" => KeyCode::Backspace,
        _ => {
            let n: u8 = lower.strip_prefix('f')?.parse().ok()?;
            if !(1..=12).contains(&n) {
                return None;
            }
            KeyCode::F(n)
        }
    })
}

fn code_name(code: KeyCode) -> String {
    match code {
        KeyCode::Char(' ') => "Space".into(),
        KeyCode::Char(ch) => ch.to_string(),
        KeyCode::Up => "Up".into(),
        KeyCode::Down => "Down".into(),
        KeyCode::Left => "Left".into(),
        KeyCode::Right => "Right".into(),
        KeyCode::Enter => "Enter".into(),
        KeyCode::Esc => "Esc".into(),
        KeyCode::Tab => "Tab".into(),
        KeyCode::BackTab => "S-Tab".into(),
        KeyCode::Home => "Home".into(),
        KeyCode::End => "End".into(),
        KeyCode::PageUp => "PgUp".into(),
        KeyCode::PageDown => "PgDn".into(),
        KeyCode::Backspace => "Bksp".into(),
        KeyCode::F(n) => format!("F{n}"),
        other => format!("{other:?}"),
    }
}
