//! The screens and their registry: every screen of the client is a module of this folder
//! (its state, its [`View`], its keys). Here a screen gets its module, its [`Screen`]
//! variant, its line in `Screen::view` and `Screen::view_mut`, and, when the start menu
//! opens it, its [`MenuItem`]; `app/on_screen.rs` is the app's side of this registry
//! (what choosing the item does, `App::chosen`, and which screen is on screen), so
//! nothing here names the app itself. `ui/mod.rs` is the drawing layer's
//! registry, for `draw` and `hit`.
//!
//! The start menu lives here because it lists the screens: choosing an item asks the app
//! ([`Go::Chosen`]) to open what the item names, so no vocabulary below the screens has
//! to name one.

pub mod menus;
pub mod play;
pub mod practice;
pub mod replay;
pub mod trainer;

use crate::rules::Side;

use super::command::{Go, Update};
use super::jobs::Answer;
use super::keymap::{Action, Ctx};
use super::notice::FileNotice;
use super::settings::{Opponent, Settings};
use super::target::Target;
use super::view::{Cx, View};
use crate::puzzle::check::{Resolved, check_set};
use crate::puzzle::set::Puzzle;
use crate::record::data_job::DataAnswer;
use menus::{OpenMenu, SettingsMenu};
use play::PlayState;
use practice::PracticeState;
use replay::ReplayState;
use trainer::TrainerState;

/// Every screen's own key table, in the order `shuuro keys` and the help list them: the keys
/// in force are built over these ([`crate::app::keyset::Keys::new`]).
pub const KEY_TABLES: [Ctx; 15] = [
    Ctx::Menu,
    Ctx::Settings,
    Ctx::Handover,
    Ctx::Sheet,
    Ctx::Plinths,
    Ctx::Dice,
    Ctx::Deploy,
    Ctx::Stuck,
    Ctx::Fight,
    Ctx::Promotion,
    Ctx::Over,
    Ctx::Replay,
    Ctx::Practice,
    Ctx::Trainer,
    Ctx::Puzzles,
];

/// What is on screen: every screen of the client, each a [`View`].
#[derive(Clone, Debug)]
pub enum Screen {
    Start(StartMenu),
    Settings(SettingsMenu),
    /// Choosing a file to replay: the saves found, or a typed path.
    Open(OpenMenu),
    Play(Box<PlayState>),
    Replay(Box<ReplayState>),
    Practice(Box<PracticeState>),
    Trainer(Box<TrainerState>),
}

/// The start screen, where the client begins and every screen leads back.
impl Default for Screen {
    fn default() -> Screen {
        Screen::Start(StartMenu::default())
    }
}

impl Screen {
    /// The screen, as the protocol every screen speaks.
    pub(super) fn view(&self) -> &dyn View {
        match self {
            Screen::Start(m) => m,
            Screen::Settings(m) => m,
            Screen::Open(m) => m,
            Screen::Play(p) => &**p,
            Screen::Replay(r) => &**r,
            Screen::Practice(p) => &**p,
            Screen::Trainer(t) => &**t,
        }
    }

    /// The screen, to give it an input.
    pub(super) fn view_mut(&mut self) -> &mut dyn View {
        match self {
            Screen::Start(m) => m,
            Screen::Settings(m) => m,
            Screen::Open(m) => m,
            Screen::Play(p) => &mut **p,
            Screen::Replay(r) => &mut **r,
            Screen::Practice(p) => &mut **p,
            Screen::Trainer(t) => &mut **t,
        }
    }

    /// Whether the screen is a game being played (leaving it unsaved would lose it).
    pub(super) fn is_game(&self) -> bool {
        matches!(self, Screen::Play(_))
    }
}

/// The start screen's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    NewGame,
    NewComputerGame,
    NewMini,
    Variants,
    Resume,
    Replay,
    Practice,
    Puzzles,
    MyMistakes,
    Help,
    Quit,
}

impl MenuItem {
    pub const ALL: [MenuItem; 11] = [
        MenuItem::NewGame,
        MenuItem::NewComputerGame,
        MenuItem::NewMini,
        MenuItem::Variants,
        MenuItem::Resume,
        MenuItem::Replay,
        MenuItem::Practice,
        MenuItem::Puzzles,
        MenuItem::MyMistakes,
        MenuItem::Help,
        MenuItem::Quit,
    ];
}

/// The start screen: its menu and the item under the cursor.
#[derive(Clone, Debug, Default)]
pub struct StartMenu {
    selected: usize,
    /// *My mistakes*, read and checked, for the trainer to open on.
    mistakes: Option<Vec<(Puzzle, Resolved)>>,
}

impl StartMenu {
    /// The menu item under the cursor (a row of [`MenuItem::ALL`]).
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// The item under the cursor.
    pub fn item(&self) -> MenuItem {
        MenuItem::ALL[self.selected % MenuItem::ALL.len()]
    }

    /// *My mistakes*, read and checked for the item, taken to open the trainer on.
    pub(super) fn take_mistakes(&mut self) -> Option<Vec<(Puzzle, Resolved)>> {
        self.mistakes.take()
    }
}

impl View for StartMenu {
    fn ctx(&self) -> Ctx {
        Ctx::Menu
    }

    fn action(&mut self, action: Action, _cx: &mut Cx) -> Update {
        let n = MenuItem::ALL.len();
        match action {
            // What the last screen said is read on arrival; moving on in the menu ends it.
            Action::Up => {
                self.selected = (self.selected + n - 1) % n;
                Update::none().ending_notice()
            }
            Action::Down => {
                self.selected = (self.selected + 1) % n;
                Update::none().ending_notice()
            }
            Action::Quit => Update::go(Go::Quit),
            Action::Activate => Update::go(Go::Chosen),
            _ => Update::none(),
        }
    }

    fn target(&mut self, target: Target, _cx: &mut Cx) -> Update {
        match target {
            Target::Row(i) if i < MenuItem::ALL.len() => {
                self.selected = i;
                Update::go(Go::Chosen)
            }
            _ => Update::none(),
        }
    }

    /// *My mistakes* as read: said when it can't be trained on, else kept and opened.
    fn answer(&mut self, answer: Answer, _cx: &mut Cx) -> Update {
        let Answer::Data(data) = answer else {
            return Update::none();
        };
        let DataAnswer::MistakesRead(read) = *data else {
            return Update::none();
        };
        let set = match read {
            Ok(set) => set,
            Err(e) => return Update::say(FileNotice::MistakesUnreadable(e)),
        };
        if set.puzzles().is_empty() {
            return Update::say(FileNotice::MistakesEmpty);
        }
        match check_set(&set) {
            Ok(resolved) => {
                self.mistakes = Some(set.puzzles().iter().cloned().zip(resolved).collect());
                Update::go(Go::Chosen)
            }
            Err(e) => Update::say(FileNotice::MistakesInvalid(e)),
        }
    }
}

/// The settings a new game chosen from the start screen with `item` will have, starting
/// from `base` (`None`: the item starts no game at once).
pub fn new_game_settings(base: &Settings, item: MenuItem) -> Option<Settings> {
    let mut s = base.clone();
    match item {
        MenuItem::NewGame => s.opponent = Opponent::Human,
        MenuItem::NewComputerGame => {
            if s.opponent == Opponent::Human {
                s.opponent = Opponent::Computer;
                s.computer.side = Side::Red;
            }
        }
        MenuItem::NewMini => {
            s.board = crate::rules::BoardSize::Six;
            s.budget = None;
        }
        _ => return None,
    }
    Some(s)
}
