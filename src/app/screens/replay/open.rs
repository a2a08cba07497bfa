//! How the replay viewer opens: on a record read from a file, or on the game just played
//! (a review, with the engine's view).

use std::path::PathBuf;

use crate::analysis::Analysis;
use crate::record::replay::ReplayError;
use crate::rules::game::{Game, Rules, Step};

use super::ReplayState;
use crate::app::command::{RecordFile, Update};
use crate::app::screens::Screen;

/// The viewer on a record read from `path`: its legal steps, the step where it breaks a
/// rule (if it does), the analysis it holds and the steps a hint was shown at.
pub(in crate::app) fn opened(
    title: String,
    rules: Rules,
    steps: Vec<Step>,
    error: Option<ReplayError>,
    path: Option<PathBuf>,
    analysis: Option<Analysis>,
    hint_steps: Vec<usize>,
) -> Screen {
    let mut r = ReplayState::new(Some(title), rules, steps);
    r.set_error(error);
    r.review_mut().set_file(path.map(RecordFile::Path));
    if let Some(a) = analysis {
        r.review_mut().set_analysis(a);
    }
    r.set_hint_steps(hint_steps);
    Screen::Replay(Box::new(r))
}

/// The viewer on the game just played (its autosave is the file), with the analysis
/// started: a review means with the engine's view.
pub(in crate::app) fn review(game: &Game) -> (Screen, Update) {
    let steps = game.steps().to_vec();
    let rules = game.rules().clone();
    let mut r = ReplayState::new(None, rules, steps);
    r.review_mut().set_file(Some(RecordFile::Autosave));
    let started = r.start_analysis();
    (Screen::Replay(Box::new(r)), started)
}
