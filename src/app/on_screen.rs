//! The app's side of the screens' registry ([`super::screens`]): what choosing an item of
//! the start menu opens, which screen is on screen, and opening practice or the trainer
//! directly.

use super::App;
use super::command::{Command, Go, Open, Update};
use super::jobs::Job;
use super::screens::menus::{OpenMenu, SettingsMenu};
use super::screens::play::PlayState;
use super::screens::practice::{PracticeSetup, PracticeState, practice_layout, practice_setup};
use super::screens::replay::ReplayState;
use super::screens::trainer::{MISTAKES_SET, TrainerSetup, TrainerState};
use super::screens::{MenuItem, Screen, new_game_settings};
use super::settings::Settings;
use crate::puzzle::progress::Progress;
use crate::record::data_job::DataJob;

impl App {
    /// What choosing the start menu's item under its cursor does.
    pub(super) fn chosen(&mut self) -> Update {
        let Screen::Start(menu) = &mut self.screen else {
            return Update::none();
        };
        // My mistakes, read for the item: the trainer on them.
        if let Some(puzzles) = menu.take_mistakes() {
            let t = TrainerState::new(TrainerSetup {
                name: MISTAKES_SET.into(),
                puzzles,
                progress: Progress::default(),
                progress_problem: None,
                show_themes: self.settings.show_themes,
                seed: rand::Rng::random(&mut self.rng),
                filter: Default::default(),
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
