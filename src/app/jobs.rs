//! The work the app hands to the runtime's workers (the computer's move, a hint, the
//! coach, the background analysis) and the one table of tickets that matches answers to
//! questions. A screen asks for a [`Job`]; the app gives it a [`Ticket`] as the update
//! leaves ([`Jobs::issue`]); an answer whose ticket is no longer open (asked again,
//! stopped, the screen left) is dropped here, in one place, before any screen sees it.

use crate::analysis::run::PositionEval;
use crate::engine::coach::Report;
use crate::engine::skill::{self, Skill};
use crate::engine::style::Style;
use crate::engine::{self, SearchOptions, Searcher};
use crate::record::data_job::{DataAnswer, DataJob, DataKind};
use crate::record::puzzle_files::{MadeFromGame, MineError};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::picture::game::PictureError;
use crate::record::store::IoFailure;
use crate::rules::game::{Rules, Step};

use crate::engine::deploy::{DeployBudget, FightOrder};
use crate::rules::deploy::Deployment;
use crate::rules::{BySide, Move, Piece, Position, Square};

use super::coach::CoachRequest;
use super::hint::{HintAnswer, HintRequest};

/// A request to the runtime to run the computer's search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThinkRequest {
    pub position: Position,
    pub history: Vec<u64>,
    pub time: Duration,
    /// Who chooses the move: how the computer plays and the seed that varies its choice.
    pub skill: Skill,
}

impl ThinkRequest {
    /// Searches (on a worker thread; `stop` ends it early): the line the computer
    /// expects, its move first (the principal variation of the last depth finished); the
    /// first legal move alone when no depth finished; empty when there is no legal move.
    pub fn run(&self, stop: &AtomicBool) -> Vec<Move> {
        self.run_on(1, stop)
    }

    /// [`ThinkRequest::run`] with `threads` search threads.
    pub fn run_on(&self, threads: usize, stop: &AtomicBool) -> Vec<Move> {
        let options = SearchOptions {
            time: Some(self.time),
            threads: Some(threads),
            ..SearchOptions::default()
        };
        let found = skill::fight_move(
            &mut Searcher::new(engine::CLIENT_TT_ENTRIES),
            &self.position,
            &self.history,
            &options,
            self.skill,
            stop,
            &mut |_| {},
        );
        match found {
            Some((_, line)) => line,
            None => self.position.legal_moves().into_iter().take(1).collect(),
        }
    }
}

/// A request to the runtime to choose the computer's next placement in its style by
/// searching the fights it may lead to ([`skill::placement`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaceRequest {
    pub deployment: Deployment,
    /// How the fight's first mover is decided.
    pub order: FightOrder,
    /// The seed of the quick score's noise (the same seed chooses the same placement).
    pub seed: u64,
    /// Search time for the whole choice.
    pub time: Duration,
    /// How the computer plays.
    pub style: Style,
}

impl PlaceRequest {
    /// Searches (on a worker thread; `stop` ends it early with the best found so far):
    /// the placement, or `None` when nothing can be placed.
    pub fn run_on(&self, threads: usize, stop: &AtomicBool) -> Option<(Piece, Square)> {
        let budget = DeployBudget {
            threads: threads.max(1),
            ..DeployBudget::for_time(self.time)
        };
        skill::placement(
            &self.deployment,
            self.order,
            &budget,
            self.seed,
            &self.style,
            stop,
        )
    }

    /// The quick score's placement for the same request (no search): what the computer
    /// places when its searched answer cannot be used.
    pub fn quick(&self) -> Option<(Piece, Square)> {
        skill::quick_placement(&self.deployment, self.seed, &self.style)
    }
}

/// What the computer places on `deployment` from its answer: the answer when it is a
/// legal placement for the side to place, else the quick score's in `style` for the seed
/// `seed` gives (asked only then, so a good answer draws nothing from a random source),
/// so the deployment goes on; `None` when nothing can be placed.
pub fn placement_to_make(
    deployment: &Deployment,
    answer: Option<(Piece, Square)>,
    style: &Style,
    seed: impl FnOnce() -> u64,
) -> Option<(Piece, Square)> {
    answer
        .filter(|&(piece, square)| {
            deployment.turn() == Some(piece.side)
                && deployment.legal_squares(piece.role).contains(square)
        })
        .or_else(|| skill::quick_placement(deployment, seed(), style))
}

/// A background analysis: evaluate `positions[from..]`, each within `limit`
/// ([`crate::analysis::run::evaluate_all`], as `shuuro analyse` does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalyseRequest {
    /// The fight positions of the game, from the first (the earlier ones count for
    /// repetition).
    pub positions: Vec<Position>,
    /// The first position to evaluate (the ones before are known).
    pub from: usize,
    /// The search limit per position.
    pub limit: SearchOptions,
}

/// Matches a worker's answer to the job it was given for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ticket(u64);

impl Ticket {
    /// The ticket's number (for the runtime's own bookkeeping).
    pub fn number(self) -> u64 {
        self.0
    }
}

/// What kind of work a job is: one of each kind is open at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JobKind {
    /// The computer's turn: a fight move or a placement.
    Think,
    Hint,
    Coach,
    /// The background analysis of a game in the viewer.
    Analysis,
    /// A file of the data directory read or written (one of each kind of file job).
    Data(DataKind),
    /// Puzzles made from a game's mistakes into *My mistakes*.
    Mine,
    /// A picture of a game saved: a board (PNG) or the whole game (GIF).
    Picture {
        animated: bool,
    },
}

/// Puzzles to make from the mistakes of a game in the viewer (what `shuuro puzzles --from`
/// does), into *My mistakes* in the data directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MineRequest {
    /// The fight positions of the game: where the fight started, then after each move.
    pub positions: Vec<Position>,
    /// The fight moves.
    pub moves: Vec<Move>,
    /// The game's analysis, when every move has one (else the game is analysed first).
    pub analysis: Option<crate::analysis::Analysis>,
    /// The game's name in each puzzle's `source`.
    pub label: String,
}

/// A picture of the game in the viewer to draw and save ([`crate::picture::game`], what
/// `shuuro export` draws), under a name no file has yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PictureRequest {
    pub rules: Rules,
    /// The legal steps of the record.
    pub steps: Vec<Step>,
    /// The board after this many steps as PNG, or the whole game as GIF.
    pub of: PictureOf,
    /// Red at the bottom.
    pub flip: bool,
    /// The record file the game came from, the picture is saved beside it; `None` (the
    /// game just played): in the games folder, named after the game's autosave.
    pub beside: Option<PathBuf>,
}

/// What a picture of a game shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PictureOf {
    /// The board after this many steps, as PNG.
    Step(usize),
    /// The whole game, as an animated GIF.
    Game,
}

/// Why a picture was not saved.
#[derive(Clone, Debug)]
pub enum PictureSaveError {
    /// The picture could not be drawn.
    Drawing(Arc<PictureError>),
    /// The file could not be made or written (a full disk, a read-only or missing folder).
    Write { path: PathBuf, source: IoFailure },
}

/// Two errors are the same when they are one error cloned (a drawing's error) or the
/// same failure at the same file.
impl PartialEq for PictureSaveError {
    fn eq(&self, other: &PictureSaveError) -> bool {
        match (self, other) {
            (PictureSaveError::Drawing(a), PictureSaveError::Drawing(b)) => Arc::ptr_eq(a, b),
            (
                PictureSaveError::Write { path, source },
                PictureSaveError::Write { path: p, source: s },
            ) => path == p && source == s,
            _ => false,
        }
    }
}

impl Eq for PictureSaveError {}

/// Work for a worker.
#[derive(Clone, Debug)]
pub enum Job {
    Think(Box<ThinkRequest>),
    /// The computer's placement in the deployment.
    Place(Box<PlaceRequest>),
    Hint(Box<HintRequest>),
    Coach(Box<CoachRequest>),
    Analyse(Box<AnalyseRequest>),
    /// Read or write a file of the data directory.
    Data(Box<DataJob>),
    /// Make puzzles from a game's mistakes (a search: on a worker thread).
    Mine(Box<MineRequest>),
    /// Draw a picture of a game and save it (on a worker thread: a long game's GIF takes
    /// a second).
    Picture(Box<PictureRequest>),
}

impl Job {
    pub fn kind(&self) -> JobKind {
        match self {
            Job::Think(_) | Job::Place(_) => JobKind::Think,
            Job::Hint(_) => JobKind::Hint,
            Job::Coach(_) => JobKind::Coach,
            Job::Analyse(_) => JobKind::Analysis,
            Job::Data(d) => JobKind::Data(d.kind()),
            Job::Mine(_) => JobKind::Mine,
            Job::Picture(p) => JobKind::Picture {
                animated: p.of == PictureOf::Game,
            },
        }
    }
}

/// A worker's answer.
#[derive(Clone, Debug)]
pub enum Answer {
    /// The computer's line, its move first, then the replies it expects (empty: it found
    /// no move).
    Move(Vec<Move>),
    /// The computer's placement (`None`: nothing can be placed).
    Placed(Option<(Piece, Square)>),
    /// A hint (`None`: nothing to suggest).
    Hint(Option<HintAnswer>),
    /// The coach's facts about the board (they come before its evaluation).
    CoachFacts(Box<Report>),
    /// The coach's evaluation: centipawns from Blue's view per first mover (`None` each
    /// when both Kings are not yet placed); the coach's last answer.
    Coach(BySide<Option<i32>>),
    /// The analysis evaluated fight position `index` (it goes on to the next).
    Analysed { index: usize, eval: PositionEval },
    /// What a file job found or did.
    Data(Box<DataAnswer>),
    /// What making puzzles from a game's mistakes did.
    Mined(Box<Result<MadeFromGame, MineError>>),
    /// Where a picture was saved, or why it was not.
    Pictured {
        animated: bool,
        saved: Box<Result<PathBuf, PictureSaveError>>,
    },
}

impl Answer {
    pub fn kind(&self) -> JobKind {
        match self {
            Answer::Move(_) | Answer::Placed(_) => JobKind::Think,
            Answer::Hint(_) => JobKind::Hint,
            Answer::CoachFacts(_) | Answer::Coach(_) => JobKind::Coach,
            Answer::Analysed { .. } => JobKind::Analysis,
            Answer::Data(d) => JobKind::Data(d.kind()),
            Answer::Mined(_) => JobKind::Mine,
            Answer::Pictured { animated, .. } => JobKind::Picture {
                animated: *animated,
            },
        }
    }

    /// Whether the job is done with this answer (facts, each analysed position and
    /// attempts pending are followed by more).
    fn is_last(&self) -> bool {
        match self {
            Answer::Data(d) => d.is_last(),
            _ => matches!(
                self,
                Answer::Move(_)
                    | Answer::Placed(_)
                    | Answer::Hint(_)
                    | Answer::Coach(_)
                    | Answer::Mined(_)
                    | Answer::Pictured { .. }
            ),
        }
    }
}

/// One open job: its ticket and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Open {
    ticket: Ticket,
    kind: JobKind,
}

/// The open jobs.
#[derive(Clone, Debug, Default)]
pub struct Jobs {
    next: u64,
    open: Vec<Open>,
}

impl Jobs {
    /// A ticket for a new job of `kind`; an open job of the same kind is dropped (its
    /// answers will be stale).
    pub fn issue(&mut self, kind: JobKind) -> Ticket {
        self.next += 1;
        let ticket = Ticket(self.next);
        self.open.retain(|o| o.kind != kind);
        self.open.push(Open { ticket, kind });
        ticket
    }

    /// Whether a job of `kind` is open.
    pub fn is_open(&self, kind: JobKind) -> bool {
        self.open.iter().any(|o| o.kind == kind)
    }

    /// An answer came with `ticket`: whether it is for an open job of its kind (else it
    /// is stale and dropped). The job closes with its last answer.
    pub fn answered(&mut self, ticket: Ticket, answer: &Answer) -> bool {
        let Some(i) = self
            .open
            .iter()
            .position(|o| o.ticket == ticket && o.kind == answer.kind())
        else {
            return false;
        };
        if answer.is_last() {
            self.open.remove(i);
        }
        true
    }

    /// Closes the open jobs of these kinds (they were stopped).
    pub fn cancel(&mut self, kinds: &[JobKind]) {
        self.open.retain(|o| !kinds.contains(&o.kind));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_newest_ticket_of_a_kind_is_answered_and_only_once() {
        let mut jobs = Jobs::default();
        let old = jobs.issue(JobKind::Think);
        let new = jobs.issue(JobKind::Think);
        let hint = jobs.issue(JobKind::Hint);
        assert!(
            !jobs.answered(old, &Answer::Move(Vec::new())),
            "asked again: stale"
        );
        assert!(jobs.answered(new, &Answer::Move(Vec::new())));
        assert!(
            !jobs.answered(new, &Answer::Move(Vec::new())),
            "answered once"
        );
        assert!(
            !jobs.answered(hint, &Answer::Move(Vec::new())),
            "another kind's ticket"
        );
        assert!(jobs.is_open(JobKind::Hint));
        jobs.cancel(&[JobKind::Hint]);
        assert!(!jobs.answered(hint, &Answer::Hint(None)), "stopped: stale");
    }

    #[test]
    fn an_analysis_answers_many_times_until_stopped_and_the_coach_closes_with_its_evaluation() {
        let mut jobs = Jobs::default();
        let t = jobs.issue(JobKind::Analysis);
        let eval = PositionEval {
            score: 0,
            pv: Vec::new(),
        };
        for index in 0..3 {
            let a = Answer::Analysed {
                index,
                eval: eval.clone(),
            };
            assert!(jobs.answered(t, &a));
        }
        jobs.cancel(&[JobKind::Analysis]);
        assert!(!jobs.answered(t, &Answer::Analysed { index: 3, eval }));
        let c = jobs.issue(JobKind::Coach);
        assert!(jobs.answered(c, &Answer::Coach(BySide::default())));
        assert!(!jobs.is_open(JobKind::Coach));
    }
}
