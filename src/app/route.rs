//! Where the app goes when a screen asks ([`Go`]): another screen, the start screen, a
//! line editor, the rules page, or out of the program.
//! Each screen's module builds the screen (`play::open`, `replay::open`, `practice::open`);
//! this file only dispatches.

use crate::rules::game::Game;

use super::command::{Command, Go, Question, Update};
use super::computer::Computer;
use super::notice::News;
use super::overlay::Overlay;
use super::{App, Screen, play, practice, replay};

impl App {
    /// Carries out what a screen's update asks of the app: its notice ending, and where
    /// it goes next.
    pub(super) fn reply(&mut self, mut u: Update) -> Update {
        if std::mem::take(&mut u.ends_notice) && u.notice.is_none() {
            self.notice = None;
        }
        match u.go.take() {
            Some(go) => {
                // Leaving is asked about first: what the screen says of it is not true yet.
                let asks = matches!(go, Go::Start | Go::Quit) && self.leaving_unsaved();
                let notice = u.notice.take().filter(|_| !asks);
                let mut u = u.and(self.go(go));
                if notice.is_some() {
                    u.notice = notice;
                }
                u
            }
            None => u,
        }
    }

    /// Goes where a screen asked.
    pub(super) fn go(&mut self, go: Go) -> Update {
        match go {
            Go::Start | Go::Quit if self.leaving_unsaved() => {
                self.ask_leave_unsaved(matches!(go, Go::Quit))
            }
            Go::Start => self.go_start(),
            Go::Quit => self.quit(),
            Go::NewGame(settings) => self.start_game_here(&settings),
            Go::Review(game) => {
                let (screen, started) = replay::open::review(&game);
                self.switch(screen).and(started)
            }
            Go::PlayOut(game, computer) => self.play_out_practice(*game, computer),
            Go::Rules => {
                self.open_rules();
                Update::none()
            }
            Go::Line(purpose, text) => {
                self.open_line(purpose, &text);
                Update::none()
            }
            Go::Typing => {
                self.start_board_typing();
                Update::none()
            }
            Go::Chosen => self.chosen(),
        }
    }

    /// Leaves the screen on show for `screen` (the old one stops its workers).
    pub(super) fn switch(&mut self, screen: Screen) -> Update {
        let u = self.route(|v, _| v.leaving());
        self.show(screen);
        u
    }

    /// The fight of the practice deployment on screen, as a normal game against
    /// `computer` (a new game file, saved like any game); leaving it comes back here.
    pub(super) fn play_out_practice(&mut self, game: Game, computer: Computer) -> Update {
        let Some(practice) = practice::open::kept(&self.screen) else {
            return Update::none();
        };
        let (screen, u) =
            play::open::played_out(game, computer, &self.settings, &mut self.rng, self.now);
        let u = self.switch(screen).and(u);
        self.back_to_practice = Some(practice);
        self.tell(News::NewGame);
        u
    }

    /// Whether leaving the screen would lose a game: one on screen whose autosave fails.
    pub(super) fn leaving_unsaved(&self) -> bool {
        self.autosave_failing && self.screen.is_game()
    }

    /// Asks before leaving a game that is not being saved (`quit`: the program).
    pub(super) fn ask_leave_unsaved(&mut self, quit: bool) -> Update {
        self.overlays
            .remove(|o| matches!(o, Overlay::Question(Question::LeaveUnsaved { .. })));
        self.overlays
            .push(Overlay::Question(Question::LeaveUnsaved { quit }));
        Update::none()
    }

    /// Leaves the client: the screen does what it must first (the game is saved).
    pub(super) fn quit(&mut self) -> Update {
        // A game quit before any army was sealed gets no file: the terminal says so once
        // it is given back, as leaving it says so on the start screen.
        if let Screen::Play(p) = &self.screen
            && p.game().steps().is_empty()
        {
            self.farewell = Some(News::NothingToSave);
        }
        let mut u = self.view().quitting(self.now);
        u.push(Command::StopThinking);
        u.push(Command::Quit);
        u
    }

    /// Back to the start screen, or to the practice a fight was played out from.
    pub(super) fn go_start(&mut self) -> Update {
        // A fight played out from practice comes back to it, to deploy again.
        if let Some(practice) = self.back_to_practice.take() {
            let (screen, coach) = practice::open::back(practice);
            let u = self.switch(screen).and(coach);
            self.tell(News::BackToPractice);
            return u;
        }
        let mut u = self.switch(Screen::default());
        if self.quit_on_leave {
            u.push(Command::Quit);
        }
        u
    }
}
