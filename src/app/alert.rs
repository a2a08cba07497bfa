//! Boxes that stay over the screen until the player answers them: a save-as onto a file
//! that is already there (replace it?), and an autosave that failed (the game is not being
//! kept: save it elsewhere). Neither scrolls away with the status line.

use std::path::{Path, PathBuf};

use super::command::{Command, SaveTo, Update};
use super::keymap::{Action, Ctx};
use super::notice::{Refusal, SaveError};
use super::{App, Line, LinePurpose};

/// A box that waits for the player.
#[derive(Clone, Debug)]
pub enum Alert {
    /// A save-as found a file where it was to write: replace it? (the save, sent again with
    /// overwriting allowed on a yes).
    Overwrite(Box<Command>),
    /// The last autosave failed: the game on screen is not kept on disk.
    AutosaveFailed(SaveError),
    /// Leave deployment practice? (what was placed is not kept)
    LeavePractice,
}

/// What a save to confirm would write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Saving {
    /// The game on screen.
    Game,
    /// A practice's plinth layout.
    Layout,
}

impl Alert {
    /// What the save to confirm would write (a game or a layout).
    pub fn overwrite_with(&self) -> Option<Saving> {
        match self {
            Alert::Overwrite(c) => match &**c {
                Command::SaveGame { .. } => Some(Saving::Game),
                Command::SaveLayout { .. } => Some(Saving::Layout),
                _ => None,
            },
            Alert::AutosaveFailed(_) | Alert::LeavePractice => None,
        }
    }

    /// Where the save to confirm would write.
    pub fn overwrite_path(&self) -> Option<&Path> {
        match self {
            Alert::Overwrite(c) => match &**c {
                Command::SaveGame {
                    to: SaveTo::As { path, .. },
                    ..
                }
                | Command::SaveLayout { path, .. } => Some(path),
                _ => None,
            },
            Alert::AutosaveFailed(_) | Alert::LeavePractice => None,
        }
    }

    /// The keys the box answers to.
    pub fn ctx(&self) -> Ctx {
        match self {
            Alert::Overwrite(_) | Alert::LeavePractice => Ctx::Confirm,
            Alert::AutosaveFailed(_) => Ctx::Warning,
        }
    }
}

impl App {
    /// The box waiting for the player, if any.
    pub fn alert(&self) -> Option<&Alert> {
        self.alert.as_ref()
    }

    /// Asks before leaving deployment practice.
    pub(super) fn ask_leave_practice(&mut self) -> Update {
        self.alert = Some(Alert::LeavePractice);
        Update::none()
    }

    /// The runtime found a file where a save-as was to write: ask before replacing it.
    pub(super) fn save_target_exists(&mut self, save: Command) -> Update {
        self.alert = Some(Alert::Overwrite(Box::new(save)));
        Update::none()
    }

    /// A save was written (`auto`: the autosave) or not.
    pub(super) fn saved(&mut self, result: Result<PathBuf, SaveError>, auto: bool) {
        use super::notice::{FileNotice, Notice};
        match result {
            Ok(path) => {
                // Any save that works ends the warning: the game is on disk again.
                if matches!(self.alert, Some(Alert::AutosaveFailed(_))) {
                    self.alert = None;
                }
                if !auto {
                    self.tell(Notice::File(FileNotice::Saved(path)));
                }
            }
            Err(e) => {
                if auto {
                    self.alert = Some(Alert::AutosaveFailed(e.clone()));
                }
                self.tell(Notice::File(FileNotice::SaveFailed(e)));
            }
        }
    }

    /// A key's action while a box waits.
    pub(super) fn alert_action(&mut self, alert: Alert, action: Action) -> Update {
        match (alert, action) {
            (Alert::Overwrite(save), Action::Yes) => Update::with(save.allowing_overwrite()),
            (Alert::LeavePractice, Action::Yes) => self.go_start(),
            (Alert::Overwrite(_) | Alert::LeavePractice, Action::No) => {
                self.tell(Refusal::Cancelled);
                Update::none()
            }
            (Alert::AutosaveFailed(_), Action::Back) => Update::none(),
            (a @ Alert::AutosaveFailed(_), Action::SaveAs) => {
                // The warning stays under the file name until a save works.
                self.alert = Some(a);
                self.line = Some(Line {
                    purpose: LinePurpose::SaveAs,
                    text: "shuuro-game.json".into(),
                });
                Update::none()
            }
            (a, _) => {
                self.alert = Some(a);
                Update::none()
            }
        }
    }
}
