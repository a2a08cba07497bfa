//! The replay viewer's protocol: stepping through the record, and starting, stopping and
//! writing the background analysis.

use super::ReplayState;
use crate::app::command::{Command, Go, Update};
use crate::app::jobs::{Answer, Job};
use crate::app::keymap::{Action, Ctx};
use crate::app::notice::{News, Refusal};
use crate::app::review::ANALYSIS_TIME;
use crate::app::view::{Cx, View};

impl ReplayState {
    /// Starts the background analysis of the record in the viewer.
    pub(in crate::app) fn start_analysis(&mut self) -> Update {
        match self.review_mut().start(ANALYSIS_TIME) {
            Ok(req) => Update::job(Job::Analyse(Box::new(req))).and(Update::say(News::Analysing)),
            Err(refused) => Update::say(refused),
        }
    }

    fn stop_analysis(&mut self) -> Update {
        self.review_mut().stop();
        Update::with(Command::StopAnalysis).and(Update::say(News::AnalysisStopped))
    }

    fn write_analysis(&self) -> Update {
        let review = self.review();
        let refused = match (review.analysis(), review.file()) {
            _ if review.is_running() => Refusal::AnalysisRunning,
            (None, _) => Refusal::NoAnalysis,
            (Some(a), _) if a.moves.is_empty() => Refusal::NoAnalysis,
            (_, None) => Refusal::NoRecordFile,
            (Some(a), Some(to)) => {
                return Update::with(Command::WriteAnalysis {
                    to: to.clone(),
                    steps: self.steps().to_vec(),
                    analysis: Box::new(a.clone()),
                });
            }
        };
        Update::say(refused)
    }
}

impl View for ReplayState {
    fn ctx(&self) -> Ctx {
        Ctx::Replay
    }

    fn action(&mut self, action: Action, _cx: &mut Cx) -> Update {
        let running = self.review().is_running();
        match action {
            Action::Analyse if running => return self.stop_analysis(),
            Action::Analyse => return self.start_analysis(),
            Action::WriteAnalysis => return self.write_analysis(),
            Action::Back if running => return self.stop_analysis(),
            Action::Back | Action::Quit => return Update::go(Go::Start),
            _ => {}
        }
        if !self.handle(action) {
            return Update::go(Go::Start);
        }
        Update::say(News::ReplayStep(Box::new(self.shown())))
    }

    fn answer(&mut self, answer: Answer, _cx: &mut Cx) -> Update {
        if let Answer::Analysed { index, eval } = answer {
            self.review_mut().analysed(index, eval);
        }
        Update::none()
    }

    fn leaving(&mut self) -> Update {
        if self.review().is_running() {
            Update::with(Command::StopAnalysis)
        } else {
            Update::none()
        }
    }
}
