//! The replay viewer's protocol: stepping through the record, starting, stopping and
//! writing the background analysis, and making puzzles from the game's mistakes.

use super::ReplayState;
use crate::analysis::run::default_options;
use crate::app::command::{Command, Go, RecordFile, Update};
use crate::app::jobs::{Answer, Job, MineRequest, PictureOf, PictureRequest};
use crate::app::keymap::{Action, Ctx};
use crate::app::notice::{FileNotice, News, Refusal};
use crate::app::view::{Cx, View};

impl ReplayState {
    /// Starts the background analysis of the record in the viewer, at the limit `shuuro
    /// analyse` has by default (the same marks for the same record).
    pub(in crate::app) fn start_analysis(&mut self) -> Update {
        match self.review_mut().start(default_options()) {
            Ok(req) => Update::job(Job::Analyse(Box::new(req))).and(Update::say(News::Analysing)),
            Err(refused) => Update::say(refused),
        }
    }

    /// Asks the runtime to make puzzles from the game's mistakes into *My mistakes*
    /// (what `shuuro puzzles --from` does): with the analysis when every move has one,
    /// else the game is analysed first.
    fn make_puzzles(&self) -> Update {
        let review = self.review();
        if review.moves().is_empty() {
            return Update::say(Refusal::NoFightToAnalyse);
        }
        let analysis = review
            .is_complete()
            .then(|| review.analysis().cloned())
            .flatten();
        let analysing = analysis.is_none();
        Update::job(Job::Mine(Box::new(MineRequest {
            positions: review.fight_positions().to_vec(),
            moves: review.moves().to_vec(),
            analysis,
            // The puzzles' `source`, written into the file (data, not words).
            label: self.title().unwrap_or("this game").to_string(),
        })))
        .and(Update::say(News::MakingPuzzles { analysing }))
    }

    /// Asks the runtime to save a picture of the game beside its record: the board
    /// shown, or the whole game.
    fn save_picture(&self, of: PictureOf) -> Update {
        Update::job(Job::Picture(Box::new(PictureRequest {
            rules: self.rules().clone(),
            steps: self.steps().to_vec(),
            of,
            flip: self.flipped(),
            beside: match self.review().file() {
                Some(RecordFile::Path(p)) => Some(p.clone()),
                Some(RecordFile::Autosave) | None => None,
            },
        })))
        .and(Update::say(News::SavingPicture {
            animated: of == PictureOf::Game,
        }))
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
            Action::MakePuzzles => return self.make_puzzles(),
            Action::SavePicture => return self.save_picture(PictureOf::Step(self.at())),
            Action::SaveAnimation => return self.save_picture(PictureOf::Game),
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
        match answer {
            Answer::Analysed { index, eval } => {
                let finished = self.review_mut().analysed(index, eval);
                // The last answer of the run: the status line said a run goes on.
                if finished {
                    let review = self.review();
                    let marked = review.marks().iter().filter(|m| !m.is_empty()).count();
                    let writable = review.file().is_some();
                    return Update::say(News::AnalysisDone { marked, writable });
                }
            }
            Answer::Mined(made) => {
                return match *made {
                    Ok(m) => Update::say(FileNotice::PuzzlesMade(m)),
                    Err(e) => Update::say(FileNotice::PuzzlesNotMade(e)),
                };
            }
            Answer::Pictured { saved, .. } => {
                return match *saved {
                    Ok(path) => Update::say(FileNotice::PictureSaved(path)),
                    Err(e) => Update::say(FileNotice::PictureNotSaved(e)),
                };
            }
            _ => {}
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
