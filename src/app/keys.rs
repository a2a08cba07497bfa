//! The app's keys: the global ones, the overlays' and the screen's (through its own
//! [`View::lookup`](super::view::View::lookup)), and leaving: to the start screen or the
//! program.

use ratatui::crossterm::event::{KeyEvent, KeyEventKind};

use super::App;
use super::command::{Command, Question, Update};
use super::keymap::{Action, Ctx, lookup};
use super::overlay::Overlay;
use super::rules_page;

impl App {
    pub(super) fn key(&mut self, key: KeyEvent) -> Update {
        if key.kind == KeyEventKind::Release {
            return Update::none();
        }
        if lookup(Ctx::Global, key) == Some(Action::Quit) {
            // A game not being saved asks first; asked already, the key quits.
            let asked = matches!(self.question(), Some(Question::LeaveUnsaved { .. }));
            if self.leaving_unsaved() && !asked {
                return self.ask_leave_unsaved(true);
            }
            return self.quit();
        }
        // As Ctrl-C quits from anywhere, Ctrl-Z suspends from anywhere (a line being typed
        // keeps its text).
        if lookup(Ctx::Global, key) == Some(Action::Suspend) {
            return Update::with(Command::Suspend);
        }
        if self.too_small() {
            return Update::none();
        }
        let help_key = lookup(Ctx::Global, key) == Some(Action::Help);
        // The help key closes the help from inside it, and opens it over a question (which
        // it does not answer: closing the help comes back to it); a line takes it as text.
        if help_key
            && matches!(
                self.overlays.top(),
                Some(Overlay::Help | Overlay::Rules(_) | Overlay::Question(_))
            )
        {
            self.toggle_help();
            return Update::none();
        }
        if let Some(took) = self.overlays.key(key) {
            return self.took(took);
        }
        if help_key {
            self.toggle_help();
            return Update::none();
        }
        let Some(action) = self.view().lookup(key) else {
            return Update::none();
        };
        let u = self.route(|v, cx| v.action(action, cx));
        self.reply(u)
    }

    /// Scrolls the rules page; it never scrolls past its last line.
    pub(super) fn scroll_rules(&mut self, action: Action) {
        let (text_width, _) = rules_page::text_size(self.width, self.height);
        let lines = (self.page_length)(self.lang(), text_width);
        let last = rules_page::last_top(self.height, lines);
        let page = rules_page::text_size(self.width, self.height)
            .1
            .saturating_sub(1)
            .max(1);
        let Some(view) = self.overlays.rules_mut() else {
            return;
        };
        let top = match action {
            Action::Up => view.top.saturating_sub(1),
            Action::Down => view.top.saturating_add(1),
            Action::PageBack => view.top.saturating_sub(page),
            Action::PageFwd => view.top.saturating_add(page),
            Action::First => 0,
            Action::Last => last,
            _ => view.top,
        };
        view.top = top.min(last);
    }
}
