//! The practice screen's protocol: keys, clicks, the hint's and the coach's answers, the
//! lines it opened and the question before leaving.

use super::{PracticeStage, PracticeState};
use crate::app::command::{Command, Go, Update};
use crate::app::jobs::Answer;
use crate::app::keymap::{Action, Ctx, lookup};
use crate::app::notice::{Notice, Refusal};
use crate::app::overlay::{LinePurpose, Question};
use crate::app::target::Target;
use crate::app::view::{Cx, View, said_or, sheet_click};

use ratatui::crossterm::event::KeyEvent;

impl PracticeState {
    /// After a practice action: a refusal, or what the deployment says now.
    fn result(&self, r: Result<Update, Notice>) -> Update {
        said_or(r, || self.standing())
    }

    /// From a complete deployment against the computer, the fight as a normal game
    /// against it.
    fn play_out(&self) -> Update {
        match (self.fight_game(), self.computer()) {
            (Some(Err(e)), _) => Update::say(Notice::Game(e)),
            (Some(Ok(game)), Some(computer)) => Update::go(Go::PlayOut(Box::new(game), computer)),
            _ => Update::say(Refusal::NoFightYet {
                computer: self.against_computer(),
            }),
        }
    }
}

impl View for PracticeState {
    fn ctx(&self) -> Ctx {
        match self.stage() {
            PracticeStage::Sheet(s) if s.confirming => Ctx::SheetConfirm,
            PracticeStage::Sheet(_) => Ctx::Sheet,
            PracticeStage::Board => Ctx::Deploy,
        }
    }

    /// Practice's own keys first (nothing here is a game), then those of its stage.
    fn lookup(&self, key: KeyEvent) -> Option<Action> {
        lookup(Ctx::Practice, key).or_else(|| lookup(self.ctx(), key))
    }

    fn action(&mut self, action: Action, _cx: &mut Cx) -> Update {
        match action {
            Action::Quit => Update::ask(Question::LeavePractice),
            // Starting again throws the placements away: asked once there are any.
            Action::Restart if !self.placed().is_empty() => Update::ask(Question::RestartPractice),
            Action::PlayOut => self.play_out(),
            Action::Type if self.stage() == &PracticeStage::Board => Update::go(Go::Typing),
            Action::SaveAs => Update::go(Go::Line(
                LinePurpose::SaveLayout,
                "shuuro-layout.json".into(),
            )),
            _ => {
                let r = self.handle(action);
                self.result(r)
            }
        }
    }

    fn target(&mut self, target: Target, cx: &mut Cx) -> Update {
        match target {
            Target::Sheet(hit) => sheet_click(self, hit, cx),
            Target::Hand(_) | Target::Square(_) if self.stage() != &PracticeStage::Board => {
                Update::none()
            }
            Target::Hand(role) => {
                let r = self.handle(Action::Pick(role));
                self.result(r)
            }
            Target::Square(sq) => {
                let r = self.click(sq);
                self.result(r)
            }
            _ => Update::none(),
        }
    }

    fn answer(&mut self, answer: Answer, _cx: &mut Cx) -> Update {
        match answer {
            Answer::Placed(p) => self.computer_placed(p),
            Answer::Hint(a) => self.hinted(a),
            Answer::CoachFacts(facts) => {
                self.coach_facts_came(*facts);
                Update::none()
            }
            Answer::Coach(scores) => {
                self.coached(scores);
                Update::none()
            }
            _ => Update::none(),
        }
    }

    fn answered(&mut self, question: &Question, yes: bool, _cx: &mut Cx) -> Update {
        match (question, yes) {
            (Question::LeavePractice, true) => Update::go(Go::Start),
            (Question::RestartPractice, true) => self.restart(),
            (Question::LeavePractice | Question::RestartPractice, false) => {
                Update::say(Refusal::Cancelled)
            }
            _ => Update::none(),
        }
    }

    fn entered(&mut self, purpose: LinePurpose, text: &str, cx: &mut Cx) -> Update {
        match purpose {
            LinePurpose::Board => {
                let r = self.submit_typed(text);
                self.result(r)
            }
            LinePurpose::SaveLayout if !text.is_empty() => Update::with(Command::SaveLayout {
                path: cx.save_path(text),
                size: self.size(),
                plinths: self.plinths(),
                overwrite: false,
            }),
            _ => Update::none(),
        }
    }

    fn start_typing(&mut self) -> bool {
        PracticeState::start_typing(self);
        true
    }

    fn set_typed(&mut self, text: &str) {
        PracticeState::set_typed(self, text);
    }

    fn stop_typing(&mut self) {
        PracticeState::stop_typing(self);
    }

    /// A hint or coach still being worked out would only slow what comes next (and its
    /// answer would find another screen).
    fn leaving(&mut self) -> Update {
        if self.is_asking_the_engine() {
            Update::with(Command::StopThinking)
        } else {
            Update::none()
        }
    }
}
