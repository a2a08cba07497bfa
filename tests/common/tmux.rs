//! A client in a pseudo-terminal: a tmux session the end-to-end tests type into, click in
//! and read, killed when dropped.
#![allow(dead_code)]

use std::process::Command;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::KeyCode;

/// Fails the test, saying so, unless tmux is installed ("tmux not found: install tmux").
pub fn require_tmux() {
    super::process::require_tool("tmux", "-V");
}

/// Runs tmux with `args`.
pub fn tmux(args: &[&str]) -> std::process::Output {
    super::process::output_within(
        Command::new("tmux").args(args),
        super::process::HANG,
        &format!("tmux {args:?}"),
    )
}

/// A tmux session by name.
pub struct Session {
    pub name: String,
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = tmux(&["kill-session", "-t", &self.name]);
    }
}

impl Session {
    /// One key.
    pub fn send(&self, k: KeyCode) {
        match k {
            KeyCode::Enter => tmux(&["send-keys", "-t", &self.name, "Enter"]),
            KeyCode::Char(c) => tmux(&["send-keys", "-t", &self.name, "-l", &c.to_string()]),
            other => panic!("no tmux name for {other:?}"),
        };
        // A person types a few keys a second; the client is not meant to be flooded.
        std::thread::sleep(Duration::from_millis(15));
    }

    /// Text as typed, each character a key.
    pub fn text(&self, s: &str) {
        for c in s.chars() {
            self.send(KeyCode::Char(c));
        }
    }

    pub fn enter(&self) {
        self.send(KeyCode::Enter);
    }

    /// A left click on the cell `(x, y)` (0-based), as a terminal reports it (SGR).
    pub fn click(&self, x: u16, y: u16) {
        let (x, y) = (x + 1, y + 1);
        let s = format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m");
        tmux(&["send-keys", "-t", &self.name, "-l", &s]);
        std::thread::sleep(Duration::from_millis(50));
    }

    pub fn screen(&self) -> String {
        String::from_utf8_lossy(&tmux(&["capture-pane", "-p", "-t", &self.name]).stdout)
            .into_owned()
    }

    /// Waits until the screen shows `text`.
    pub fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let s = self.screen();
            if s.contains(text) {
                return s;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "timed out waiting for {text:?}; screen:\n{s}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}
