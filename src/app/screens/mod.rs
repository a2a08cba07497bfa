//! The screens and their registry: every screen of the client is a module of this folder
//! (its state, its [`View`], its keys), and this file is the one place in `app/` that
//! names them all. Here a screen gets its module, its [`Screen`] variant, its line in
//! `Screen::view` and `Screen::view_mut`, and, when the start menu opens it, its
//! [`MenuItem`] and what choosing the item does (`App::chosen`). `ui/mod.rs` is the
//! drawing layer's registry, for `draw` and `hit`.
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

use super::command::{Command, Go, Open, Update};
use super::jobs::{Answer, Job};
use super::keymap::{Action, Ctx};
use super::notice::FileNotice;
use super::settings::{Opponent, Settings};
use super::target::Target;
use super::view::{Cx, View};
use super::{App, practice_layout, practice_setup};
use crate::puzzle::check::{Resolved, check_set};
use crate::puzzle::progress::Progress;
use crate::puzzle::set::Puzzle;
use crate::record::data_job::DataAnswer;
use crate::record::data_job::DataJob;
use menus::{OpenMenu, SettingsMenu};
use play::PlayState;
use practice::{PracticeSetup, PracticeState};
use replay::ReplayState;
use trainer::{MISTAKES_SET, TrainerSetup, TrainerState};

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

    pub const fn label(self) -> &'static str {
        match self {
            MenuItem::NewGame => "New game (two players, one keyboard)",
            MenuItem::NewComputerGame => "New game against the computer",
            MenuItem::NewMini => "New Mini-Shuuro game (6×6, quick)",
            MenuItem::Variants => "New game with variants...",
            MenuItem::Resume => "Resume the last unfinished game",
            MenuItem::Replay => "Replay a saved game...",
            MenuItem::Practice => "Practise deployment",
            MenuItem::Puzzles => "Puzzles: tactics and deployment",
            MenuItem::MyMistakes => "My mistakes: puzzles from your games",
            MenuItem::Help => "Help: rules and keys",
            MenuItem::Quit => "Quit",
        }
    }

    /// The item with this label (for tests and scripts that reach items by name).
    pub fn by_label(label: &str) -> Option<MenuItem> {
        MenuItem::ALL.into_iter().find(|m| m.label() == label)
    }
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
                s.opponent = Opponent::Computer(Side::Red);
            }
        }
        MenuItem::NewMini => {
            s.mini = true;
            s.budget = None;
        }
        _ => return None,
    }
    Some(s)
}

impl App {
    /// What choosing the start menu's item under its cursor does.
    pub(super) fn chosen(&mut self) -> Update {
        let Screen::Start(menu) = &mut self.screen else {
            return Update::none();
        };
        // My mistakes, read for the item: the trainer on them.
        if let Some(puzzles) = menu.mistakes.take() {
            let t = TrainerState::new(TrainerSetup {
                name: MISTAKES_SET.into(),
                puzzles,
                progress: Progress::default(),
                progress_problem: None,
                show_themes: self.settings.show_themes,
                seed: rand::Rng::random(&mut self.rng),
            });
            return self.train(t);
        }
        let item = menu.item();
        match item {
            MenuItem::NewGame | MenuItem::NewComputerGame | MenuItem::NewMini => {
                match new_game_settings(&self.settings, item) {
                    Some(s) => self.start_game_here(&s),
                    None => Update::none(),
                }
            }
            MenuItem::Variants => self.switch(Screen::Settings(SettingsMenu::default())),
            MenuItem::Resume => Update::with(Command::Open(Open::Resume(None))),
            // The list is read afresh each time it opens (games saved since show).
            MenuItem::Replay => {
                Update::with(Command::ListSaves).and(self.switch(Screen::Open(OpenMenu::default())))
            }
            MenuItem::Practice => {
                let rules = self.settings.rules();
                let plinths = practice_layout(&rules, &mut self.rng);
                let p = PracticeState::new(practice_setup(&rules, plinths, false));
                self.switch(Screen::Practice(Box::new(p)))
            }
            MenuItem::Puzzles => {
                let seed = rand::Rng::random(&mut self.rng);
                let t = TrainerState::builtin(seed, self.settings.show_themes);
                self.train(t)
            }
            // The runtime reads the set; its answer comes back here (`StartMenu::answer`).
            MenuItem::MyMistakes => Update::job(Job::Data(Box::new(DataJob::ReadMistakes))),
            MenuItem::Help => self.go(Go::Rules),
            MenuItem::Quit => self.quit(),
        }
    }

    /// The trainer on screen (`None`: a set with no puzzle, nothing happens); the runtime
    /// reads the progress file for it.
    fn train(&mut self, trainer: Option<TrainerState>) -> Update {
        match trainer {
            Some(t) => self
                .switch(Screen::Trainer(Box::new(t)))
                .and(Update::job(Job::Data(Box::new(DataJob::ReadProgress)))),
            None => Update::none(),
        }
    }

    /// The settings a new game chosen from the start screen with `item` will have (`None`:
    /// the item starts no game at once). The start screen describes the same game.
    pub fn new_game_settings(&self, item: MenuItem) -> Option<Settings> {
        new_game_settings(&self.settings, item)
    }

    /// The game on screen, if any.
    pub fn play(&self) -> Option<&PlayState> {
        match &self.screen {
            Screen::Play(p) => Some(p),
            _ => None,
        }
    }

    /// The practice session on screen, if any.
    pub fn practice(&self) -> Option<&PracticeState> {
        match &self.screen {
            Screen::Practice(p) => Some(p),
            _ => None,
        }
    }

    /// The replay on screen, if any.
    pub fn replay(&self) -> Option<&ReplayState> {
        match &self.screen {
            Screen::Replay(r) => Some(r),
            _ => None,
        }
    }

    /// The trainer on screen, if it is.
    pub fn trainer(&self) -> Option<&TrainerState> {
        match &self.screen {
            Screen::Trainer(t) => Some(t),
            _ => None,
        }
    }

    /// Starts deployment practice.
    pub fn start_practice(&mut self, setup: PracticeSetup) {
        self.show(Screen::Practice(Box::new(PracticeState::new(setup))));
    }

    /// Opens the puzzle trainer; false for a set with no puzzle.
    pub fn start_trainer(&mut self, setup: TrainerSetup) -> bool {
        match TrainerState::new(setup) {
            Some(t) => {
                self.show(Screen::Trainer(Box::new(t)));
                true
            }
            None => false,
        }
    }
}
