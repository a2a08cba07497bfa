//! The one protocol every screen speaks. A screen is a [`View`]: it says which keys it
//! offers ([`View::ctx`]) and turns an [`Action`] (a key, through the keymap), a
//! [`Target`] (a click, already turned into a meaning) or a worker's [`Answer`] into an
//! [`Update`]. What only the app can do (show another screen, put a line editor over the
//! screen, quit) a screen asks for with a [`Go`](super::command::Go) on its update. [`App`](super::App) routes
//! input to the screen on top and carries out the `Go`; it knows nothing of the screens'
//! insides.

use std::path::{Path, PathBuf};

use rand::rngs::StdRng;
use ratatui::crossterm::event::KeyEvent;

use super::command::Update;
use super::jobs::Answer;
use super::keymap::{Action, Ctx};
use super::keyset::Keys;
use super::msg::SaveInfo;
use super::notice::Notice;
use super::overlay::{LinePurpose, Question};
use super::settings::Settings;
use super::target::{SheetHit, Target};
use crate::rules::Role;

/// What a screen may use of the app's while it handles one input.
#[derive(Debug)]
pub struct Cx<'a> {
    /// The dice and the layouts come from here (seeded once: a seeded session replays).
    pub(super) rng: &'a mut StdRng,
    /// Milliseconds since the client started (the last `Tick`).
    pub(super) now: u64,
    /// The settings new games start from (the settings screen changes them).
    pub(super) settings: &'a mut Settings,
    /// The saved games found the last time the list was read.
    pub(super) saves: &'a [SaveInfo],
    /// The settings file could not be read: saving the settings replaces it.
    pub(super) replace_prefs: bool,
    /// Where a relative save-as name is saved (the games folder, once the runtime said).
    pub(super) games_folder: Option<&'a Path>,
}

impl Cx<'_> {
    /// The file a save-as name means: a full path as it is, a relative one in the games
    /// folder (as typed when no folder was given).
    pub(super) fn save_path(&self, name: &str) -> PathBuf {
        save_path(self.games_folder, name)
    }
}

/// The file a typed name means, with `folder` as the games folder: a relative name is in
/// the folder, and a name without an extension gets `.json` (the games list shows only
/// `*.json` files).
pub(super) fn save_path(folder: Option<&Path>, name: &str) -> PathBuf {
    let typed = Path::new(name);
    let mut path = match folder {
        Some(folder) if typed.is_relative() => folder.join(typed),
        _ => typed.to_path_buf(),
    };
    if path.extension().is_none() && path.file_name().is_some() {
        path.set_extension("json");
    }
    path
}

/// One screen of the client.
pub trait View {
    /// The keys the screen offers now.
    fn ctx(&self) -> Ctx;

    /// The action a key asks for here among the keys in force (the screen's own bindings,
    /// by default those of [`View::ctx`]).
    fn lookup(&self, keys: &Keys, key: KeyEvent) -> Option<Action> {
        keys.lookup(self.ctx(), key)
    }

    /// A key's action.
    fn action(&mut self, action: Action, cx: &mut Cx) -> Update;

    /// A click, as what it hit.
    fn target(&mut self, _target: Target, _cx: &mut Cx) -> Update {
        Update::none()
    }

    /// A worker's answer to a job this screen gave (stale answers never come here).
    fn answer(&mut self, _answer: Answer, _cx: &mut Cx) -> Update {
        Update::none()
    }

    /// The answer to a question this screen asked.
    fn answered(&mut self, _question: &Question, _yes: bool, _cx: &mut Cx) -> Update {
        Update::none()
    }

    /// A line this screen opened was entered.
    fn entered(&mut self, _purpose: LinePurpose, _text: &str, _cx: &mut Cx) -> Update {
        Update::none()
    }

    /// A clock tick (`cx.now` is the time).
    fn tick(&mut self, _cx: &mut Cx) -> Update {
        Update::none()
    }

    /// Milliseconds from `now` until the screen needs a tick, if ever.
    fn wake_in(&self, _now: u64) -> Option<u64> {
        None
    }

    /// Typing on the board starts; `false`: nothing can be typed here now.
    fn start_typing(&mut self) -> bool {
        false
    }

    /// The text typed on the board so far.
    fn set_typed(&mut self, _text: &str) {}

    /// Typing on the board ends (entered or cancelled).
    fn stop_typing(&mut self) {}

    /// What leaving this screen for another must do (stop its workers).
    fn leaving(&mut self) -> Update {
        Update::none()
    }

    /// What quitting the client from this screen must do first (save the game).
    fn quitting(&self, _now: u64) -> Update {
        Update::none()
    }
}

/// After a screen's action: a refusal or news is said; else what the screen's position
/// says now (`standing`), or the old notice ends.
pub(super) fn said_or(
    r: Result<Update, Notice>,
    standing: impl FnOnce() -> Option<Notice>,
) -> Update {
    let mut u = r.unwrap_or_else(Update::say);
    if u.notice.is_none() {
        u.notice = standing();
        if u.notice.is_none() {
            u = u.ending_notice();
        }
    }
    u
}

/// A click on an army sheet, as the keys would do it: a piece's row chooses it, its
/// `[-]`/`[+]` change its count, Done seals the army (the game's and practice's sheets).
/// While the sheet asks whether to seal an army that spends little, a click does nothing:
/// the question's answers are its keys, and Done, moved down by the question, is none of
/// them (a second click on it sealed the army unasked).
pub(super) fn sheet_click(view: &mut dyn View, hit: SheetHit, cx: &mut Cx) -> Update {
    if view.ctx() == Ctx::SheetConfirm {
        return Update::none();
    }
    let (pick, then) = match hit {
        SheetHit::Row(role) => (Some(role), None),
        SheetHit::Less(role) => (Some(role), Some(Action::Dec)),
        SheetHit::More(role) => (Some(role), Some(Action::Inc)),
        SheetHit::Done => (None, Some(Action::Activate)),
    };
    let mut u = Update::none();
    if let Some(role) = pick.filter(|&r| r != Role::King) {
        u = view.action(Action::Pick(role), cx);
    }
    match then {
        Some(a) => u.and(view.action(a, cx)),
        None => u,
    }
}
