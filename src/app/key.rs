//! A key as a key table writes it (a code and the modifiers held with it) and as the help
//! and the hint lines name it.

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
