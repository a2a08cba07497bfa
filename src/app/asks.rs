//! The app's side of the overlays: what an answered question, an entered or edited line,
//! a paste, the help keys and a failed autosave do.

use std::path::PathBuf;

use super::App;
use super::command::{Command, Update};
use super::keymap::{Action, Ctx};
use super::notice::{FileNotice, News, Notice, Refusal, SaveError};
use super::overlay::{Line, LinePurpose, Overlay, Question, RulesView, Took};

impl App {
    /// Puts a line editor for `purpose` over the screen, starting with `text`.
    pub(super) fn open_line(&mut self, purpose: LinePurpose, text: &str) {
        self.overlays.push(Overlay::Line(Line::new(purpose, text)));
    }

    /// The runtime found a file where a save-as was to write: ask before replacing it.
    pub(super) fn save_target_exists(&mut self, save: Command) -> Update {
        self.overlays
            .push(Overlay::Question(Question::Overwrite(Box::new(save))));
        Update::none()
    }

    /// A save was written (`auto`: the autosave) or not.
    pub(super) fn saved(&mut self, result: Result<PathBuf, SaveError>, auto: bool) {
        match result {
            Ok(path) => {
                // Any save that works ends the warning (and the question about leaving
                // without a save): the game is on disk again.
                self.autosave_failing = false;
                self.overlays.remove(|o| {
                    matches!(
                        o,
                        Overlay::AutosaveFailed(_)
                            | Overlay::Question(Question::LeaveUnsaved { .. })
                    )
                });
                if !auto {
                    self.tell(Notice::File(FileNotice::Saved(path)));
                }
            }
            Err(e) => {
                self.autosave_failing |= auto;
                // The question about leaving already says the game is not saved.
                let asking = matches!(self.question(), Some(Question::LeaveUnsaved { .. }));
                if auto && self.autosave_warning().is_none() && !asking {
                    // Under whatever is open, so a line being typed keeps the keys.
                    self.overlays.push(Overlay::AutosaveFailed(e.clone()));
                }
                self.tell(Notice::File(FileNotice::SaveFailed(e)));
            }
        }
    }

    /// What the top overlay made of a key.
    pub(super) fn took(&mut self, took: Took) -> Update {
        match took {
            Took::Held => Update::none(),
            Took::Answer(q, yes) => self.answered(q, yes),
            Took::Edited(LinePurpose::Board) => {
                self.board_text_changed();
                Update::none()
            }
            Took::Edited(_) => Update::none(),
            Took::Full { max } => {
                self.tell(Refusal::LineFull { max });
                Update::none()
            }
            Took::Entered(purpose, text) => self.line_entered(purpose, text),
            Took::Cancelled(purpose) => {
                if purpose == LinePurpose::Board {
                    self.stop_board_typing();
                }
                self.notice = None;
                Update::none()
            }
            Took::Action(ctx, action) => self.overlay_action(ctx, action),
        }
    }

    /// Pasted text: into the open line, cut to what fits (and said so); elsewhere it is
    /// not a key and does nothing.
    pub(super) fn paste(&mut self, text: &str) -> Update {
        let Some(line) = self.overlays.line_mut() else {
            return Update::none();
        };
        let purpose = line.purpose();
        let cut = line.paste(text);
        if purpose == LinePurpose::Board {
            self.board_text_changed();
        }
        if cut > 0 {
            self.tell(Refusal::PasteCut { cut });
        }
        Update::none()
    }

    fn answered(&mut self, q: Question, yes: bool) -> Update {
        match (&q, yes) {
            (Question::Overwrite(save), true) => {
                Update::with((**save).clone().allowing_overwrite())
            }
            (Question::Overwrite(_), false) => {
                self.tell(Refusal::Cancelled);
                Update::none()
            }
            // The player gives up what was not saved: no warning outlives the game.
            (Question::LeaveUnsaved { quit }, true) => {
                self.autosave_failing = false;
                self.overlays
                    .remove(|o| matches!(o, Overlay::AutosaveFailed(_)));
                if *quit { self.quit() } else { self.go_start() }
            }
            (Question::LeaveUnsaved { .. }, false) => Update::none(),
            // The screen's own questions.
            _ => {
                let u = self.route(|v, cx| v.answered(&q, yes, cx));
                self.reply(u)
            }
        }
    }

    /// A line was entered: its text goes to the screen that opened it.
    fn line_entered(&mut self, purpose: LinePurpose, text: String) -> Update {
        if purpose == LinePurpose::Board {
            self.stop_board_typing();
        }
        let u = self.route(|v, cx| v.entered(purpose, &text, cx));
        self.reply(u)
    }

    /// Keys of the help, the rules page and the warning box.
    fn overlay_action(&mut self, ctx: Ctx, action: Action) -> Update {
        match (ctx, action) {
            (Ctx::HelpOverlay, Action::Back) => {
                self.overlays.pop();
            }
            (Ctx::HelpOverlay, Action::Rules) => {
                self.overlays.push(Overlay::Rules(RulesView { top: 0 }))
            }
            (Ctx::Rules, Action::Back) => {
                self.overlays.pop();
            }
            (Ctx::Rules, Action::Keys) => {
                self.overlays.pop();
                if !self.overlays.help_open() {
                    self.overlays.push(Overlay::Help);
                }
            }
            (Ctx::Rules, a) => self.scroll_rules(a),
            (Ctx::Warning, Action::Back) => {
                self.overlays.pop();
            }
            (Ctx::Warning, Action::SaveAs) => {
                // The warning stays under the file name until a save works.
                self.open_line(LinePurpose::SaveAs, "shuuro-game.json");
            }
            _ => {}
        }
        Update::none()
    }

    /// Opens or closes the help (the help key, wherever no line is being typed).
    pub(super) fn toggle_help(&mut self) {
        if self.overlays.help_open() {
            self.overlays
                .remove(|o| matches!(o, Overlay::Help | Overlay::Rules(_)));
        } else {
            self.overlays.push(Overlay::Help);
        }
    }

    /// Opens the rules page at the top.
    pub(super) fn open_rules(&mut self) {
        self.overlays.push(Overlay::Rules(RulesView { top: 0 }));
    }

    /// The typed text on the board changed: the screen's matches follow it.
    fn board_text_changed(&mut self) {
        let text = self.overlays.line().map(|l| l.text().to_string());
        let Some(text) = text else { return };
        self.route(|v, _| v.set_typed(&text));
    }

    /// Starts typing a move or placement on the board, where the screen takes one.
    pub(super) fn start_board_typing(&mut self) {
        if self.route(|v, _| v.start_typing()) {
            self.open_line(LinePurpose::Board, "");
            self.tell(News::TypeMove);
        }
    }

    fn stop_board_typing(&mut self) {
        self.route(|v, _| v.stop_typing());
    }
}
