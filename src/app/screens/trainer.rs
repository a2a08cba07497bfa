//! The puzzle trainer's screen: one puzzle of a set at a time (among the puzzles chosen,
//! by theme and kind, on the list of themes `c` opens or on the command line; none twice
//! before all of them have come; near the solver's rating), played with the cursor, the mouse or typed
//! moves as in a game (a pawn reaching the far rank asks for its piece with the game's
//! promotion picker). A right step is followed by the trainer's reply after a short
//! pause (from `Tick`); a wrong one is taken back, counts as failed, and the engine's
//! line against it (its reply and what it expects to follow) is shown; `H` shows the piece
//! to move or to place, a second `H` its square too (failed too; the cursor goes to the
//! square named, so Enter then does what the hint says), `s` the
//! solution in short notation, played on the board a step at each further `s`. In a deployment puzzle, Tab chooses the piece to place among those in hand.
//! A deployment puzzle says why from the board ([`crate::puzzle::lesson`]): as soon as a
//! placement is wrong, what the fight's first move takes after it; once the attempt is
//! over, what the answer does and what goes wrong after the tempting other placement.
//! Another puzzle shows the set's own words on why (`x-explain`) once it is over.
//! Each finished attempt goes to the runtime to be added to the progress file, which
//! keeps each puzzle's rating as the attempts moved it: the choice goes by that rating
//! rather than the set's. The screen never waits for the file: while another program
//! holds it, the runtime keeps the attempts and the screen says they are pending.

use crate::puzzle::check::{Now, Resolved, Step, StepError};
use crate::puzzle::choose::{Filter, FilterError, Index, Round};
use crate::puzzle::glicko::Rating;
use crate::puzzle::lesson::{self, Lesson, Seen};
use crate::puzzle::progress::{Change, Progress, Score};
use crate::puzzle::set::{Kind, Puzzle, Theme};
use crate::puzzle::solver::{Answer as Verdict, Attempt, Hint, NotNow, Waiting};
use crate::record::data_job::{DataAnswer, DataJob, Pending};
use crate::record::puzzle_files::{NewAttempt, ReadError, Recorded};
use crate::rules::notation::{
    MoveTextError, PlacementTextError, parse_move, read_placement, to_short,
};
use crate::rules::{Bitboard, Move, Piece, Role, Square};

use crate::app::board_input::{BoardInput, matching, placeable_now};
use crate::app::command::{Go, Update};
use crate::app::jobs::{Answer, Job, ThinkRequest};
use crate::app::key::{BACKTAB, DOWN, ENTER, ESC, TAB, UP, c};
use crate::app::keymap::{Action, CURSOR, Ctx, Does, KeyTable, KeysOf, key};
use crate::app::notice::SaveError;
use crate::app::overlay::LinePurpose;
use crate::app::promotion::{Picked, Picker};
use crate::app::target::Target;
use crate::app::view::{Cx, View};

/// The set name of *My mistakes* (the `set` of its attempts in the progress file).
pub const MISTAKES_SET: &str = "my mistakes";

/// The field of a puzzle that says why its answer is right (docs/puzzle-format.md keeps
/// `x-` fields).
const EXPLAIN: &str = "x-explain";

/// How long the trainer waits before its reply (ms).
pub const REPLY_PAUSE: u64 = 600;
/// How long the engine looks for its answer to a wrong move.
const REFUTE_MS: u64 = 300;
/// The deviation given to a puzzle's rating before its first attempt (the set holds
/// only the rating).
const PUZZLE_DEVIATION: f64 = 100.0;

/// The chosen puzzles indexed by their ratings: the one the progress keeps, else the set's.
fn index(
    name: &str,
    puzzles: &[(Puzzle, Resolved)],
    chosen: &[usize],
    progress: &Progress,
) -> Index {
    Index::of(chosen.iter().map(|&i| {
        let p = &puzzles[i].0;
        let rating = progress
            .puzzle_rating(name, p.id())
            .map_or(p.rating(), |r| r.rating);
        (i, rating)
    }))
}

/// The trainer's keys (the help, the hint line and the key handling read them here).
static KEYS: KeyTable = KeyTable {
    name: "trainer",
    title: KeysOf::Trainer,
    rows: &[
        CURSOR,
        &[
            key!([ENTER, c(' ')], Action::Activate, Does::PickThenSquare),
            key!([c('t'), c(':')], Action::Type, Does::TypeTheMove),
            key!([c('H')], Action::Hint, Does::PuzzleHint),
            key!([c('s')], Action::Solution, Does::Solution),
            key!([c('r')], Action::Restart, Does::Retry),
            key!([c('n')], Action::NextPuzzle, Does::NextPuzzle),
            key!([TAB, c(']')], Action::NextPiece, Does::NextInHandPuzzle),
            key!(
                [BACKTAB, c('[')],
                Action::PrevPiece,
                Does::PreviousInHandPuzzle
            ),
            key!([c('T')], Action::ShowThemes, Does::ShowThemes),
            key!([c('c')], Action::Menu, Does::ChooseThemes),
            key!([c('f')], Action::Flip, Does::Flip),
            key!([ESC], Action::Back, Does::DropPicked),
            key!([c('q')], Action::Quit, Does::LeaveTrainer),
        ],
    ],
};

/// The keys of the list of themes (`c`).
static LIST_KEYS: KeyTable = KeyTable {
    name: "puzzles",
    title: KeysOf::ChoosingPuzzles,
    rows: &[&[
        key!([UP, c('k')], Action::Up, Does::ListUp),
        key!([DOWN, c('j')], Action::Down, Does::ListDown),
        key!([c(' ')], Action::Activate, Does::ToggleTheme),
        key!([ENTER], Action::Yes, Does::TrainChosen),
        key!([ESC, c('c')], Action::Back, Does::CloseList),
        key!([c('q')], Action::Quit, Does::LeaveTrainer),
    ]],
};

// The contexts are named as the keymap's own are (`Ctx::Global`), each a table of
// this file.
#[allow(non_upper_case_globals)]
impl Ctx {
    /// The puzzle trainer's board.
    pub const Trainer: Ctx = Ctx::Own(&KEYS);
    /// The trainer's list of themes.
    pub const Puzzles: Ctx = Ctx::Own(&LIST_KEYS);
}

/// A row of the list of themes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// The kind of puzzle: any, fight or deployment.
    Kind,
    /// Every theme (none left out), and the solver's score on the whole set.
    AllThemes(Score),
    /// A theme the set has, and the solver's score on its puzzles.
    Theme(Theme, Score),
}

/// The list of themes, as lichess's puzzle dashboard: per theme how many puzzles, how
/// many solved, the score; the choice being made.
#[derive(Clone, Debug, PartialEq)]
pub struct ThemeList {
    rows: Vec<Row>,
    cursor: usize,
    choice: Filter,
    /// The choice was refused (it holds no puzzle).
    refused: Option<FilterError>,
}

impl ThemeList {
    /// The rows: the kind, all themes, then each theme the set has (in the order of
    /// [`Theme::ALL`]).
    fn new(
        name: &str,
        puzzles: &[(Puzzle, Resolved)],
        progress: &Progress,
        choice: Filter,
    ) -> Self {
        let ids = |theme: Option<Theme>| {
            puzzles
                .iter()
                .filter(move |(p, _)| theme.is_none_or(|t| p.themes().contains(&t)))
                .map(|(p, _)| p.id())
        };
        let mut rows = vec![Row::Kind, Row::AllThemes(progress.score(name, ids(None)))];
        rows.extend(Theme::ALL.into_iter().filter_map(|t| {
            let score = progress.score(name, ids(Some(t)));
            (score.puzzles > 0).then_some(Row::Theme(t, score))
        }));
        ThemeList {
            rows,
            cursor: 0,
            choice,
            refused: None,
        }
    }
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }
    pub fn cursor(&self) -> usize {
        self.cursor
    }
    /// The choice as it stands on the list.
    pub fn choice(&self) -> &Filter {
        &self.choice
    }
    /// Why the last choice was refused, until the next change.
    pub fn refused(&self) -> Option<&FilterError> {
        self.refused.as_ref()
    }
    /// Whether `row` is chosen: the kind row never, all themes when none is.
    pub fn is_chosen(&self, row: Row) -> bool {
        match row {
            Row::Kind => false,
            Row::AllThemes(_) => self.choice.themes.is_empty(),
            Row::Theme(t, _) => self.choice.themes.contains(&t),
        }
    }
    /// The row under the cursor chosen or left out.
    fn toggle(&mut self) {
        self.refused = None;
        match self.rows[self.cursor] {
            Row::Kind => {
                self.choice.kind = match self.choice.kind {
                    None => Some(Kind::Fight),
                    Some(Kind::Fight) => Some(Kind::Deployment),
                    Some(Kind::Deployment) => None,
                }
            }
            Row::AllThemes(_) => self.choice.themes.clear(),
            Row::Theme(t, _) => match self.choice.themes.iter().position(|&x| x == t) {
                Some(at) => {
                    self.choice.themes.remove(at);
                }
                None => self.choice.themes.push(t),
            },
        }
    }
}

/// What the trainer opens on: a checked set and the solver's progress as read.
#[derive(Clone, Debug)]
pub struct TrainerSetup {
    /// `built-in`, `my mistakes`, or the file's name: the `set` of each attempt.
    pub name: String,
    pub puzzles: Vec<(Puzzle, Resolved)>,
    pub progress: Progress,
    /// Why the progress file could not be read, if it could not (said on screen).
    pub progress_problem: Option<ReadError>,
    /// Show each puzzle's themes before it is solved.
    pub show_themes: bool,
    /// The first choice's dice.
    pub seed: u64,
    /// Which puzzles to train (`--theme`, `--kind`; changed on the list of themes).
    pub filter: Filter,
}

/// What the trainer says of the attempt now.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// The solver's turn (the puzzle's start or after a reply).
    YourMove,
    /// Right; the reply comes.
    Right,
    /// The trainer replied with this step (and the step in short notation).
    Replied(Step, String),
    /// Wrong: taken back; the engine's line against it when known, in short notation
    /// from the position after the wrong step (its reply first).
    Wrong {
        step: Step,
        refutation: Option<Vec<String>>,
    },
    /// The hint: the piece to move or to place.
    Hinted(Hint),
    /// The attempt is over: solved or not, and the rating change once computed.
    Over { solved: bool, change: Change },
    /// The solution, shown after giving up (the steps left from where it stood; after
    /// the attempt is over, the whole of it), played on the board step by step.
    Solution(Walk),
    /// A typed or clicked step not taken, and why.
    Refused(Refused),
}

/// Why, as the trainer says it (the screen puts it in words).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why<'a> {
    /// A wrong placement as the board shows it: what it does, what the fight's first
    /// move then takes.
    Wrong(&'a Seen),
    /// The attempt at a deployment puzzle is over: the answer and the tempting other
    /// placement, each as the board shows it.
    Lesson(&'a Lesson),
    /// The set's own words on why (`x-explain`), once the attempt is over.
    Words(&'a str),
}

/// The solution played on the board step by step (`s`): its steps in short notation, the
/// positions they lead to, how many are played.
#[derive(Clone, Debug)]
pub struct Walk {
    steps: Vec<Step>,
    words: Vec<String>,
    /// Where the walk starts, then after each step.
    positions: Vec<Now>,
    shown: usize,
}

impl Walk {
    /// `steps` from `start`, none played yet (as far as they can be played: all of a
    /// checked puzzle's).
    fn new(start: &Now, steps: &[Step]) -> Walk {
        let mut positions = vec![start.clone()];
        let mut words = Vec::new();
        for &step in steps {
            let Some(now) = positions.last() else { break };
            let word = short(now, step);
            let Ok(next) = now.play(step) else { break };
            words.push(word);
            positions.push(next);
        }
        Walk {
            steps: steps[..words.len()].to_vec(),
            words,
            positions,
            shown: 0,
        }
    }
    /// The steps in short notation (`Rf2`, `Kb6`, `Rf6#`; a placement as `N@c1`).
    pub fn words(&self) -> &[String] {
        &self.words
    }
    /// How many steps are played on the board.
    pub fn shown(&self) -> usize {
        self.shown
    }
    /// The position on the board.
    pub fn position(&self) -> &Now {
        &self.positions[self.shown]
    }
    /// The step played last on the board.
    pub fn last(&self) -> Option<Step> {
        self.shown.checked_sub(1).map(|i| self.steps[i])
    }
    /// The next step played; after the last one, the walk starts again.
    fn forward(&mut self) {
        self.shown = (self.shown + 1) % self.positions.len();
    }
}

impl PartialEq for Walk {
    fn eq(&self, other: &Walk) -> bool {
        self.steps == other.steps && self.shown == other.shown
    }
}

/// `step` in short notation where it is played: a move as in a game (`Rf6#`), a
/// placement as `N@c1`.
fn short(now: &Now, step: Step) -> String {
    match (now, step) {
        (Now::Fight(p), Step::Move(m)) if p.is_legal(m) => to_short(p, m),
        _ => step.to_string(),
    }
}

/// Why the trainer did not take a step the solver typed or clicked (nothing is played,
/// and the attempt does not count as failed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// A step that reads but can't be played here: "f1a6: illegal: a Rook moves along
    /// ranks and files".
    Step { step: Step, error: StepError },
    /// Typed text that is no move here, as the notation says: "\"zz9\": \"z9\" is not a
    /// square: ...", "you have no Queens (it is Blue's move)".
    MoveText(MoveTextError),
    /// Typed text in a deployment puzzle that is no placement: "\"z9\" is not a square:
    /// ...".
    PlacementText(PlacementTextError),
    /// A placement typed when no piece is left to place.
    NothingToPlace,
}

/// The trainer.
#[derive(Clone, Debug)]
pub struct TrainerState {
    name: String,
    puzzles: Vec<(Puzzle, Resolved)>,
    /// The puzzles chosen: what `filter` admits.
    filter: Filter,
    chosen: Vec<usize>,
    /// The list of themes, while open.
    list: Option<ThemeList>,
    index: Index,
    /// The puzzles served in this round (none twice before all chosen have come).
    round: Round,
    current: usize,
    attempt: Attempt,
    progress: Progress,
    problem: Option<ReadError>,
    input: BoardInput,
    reply_at: Option<u64>,
    said: Said,
    show_themes: bool,
    draws: u64,
    /// The last save went wrong (shown until the next one goes right).
    save_error: Option<SaveError>,
    /// A broken progress file was set aside there by the last save.
    set_aside: Option<std::path::PathBuf>,
    /// What the current deployment puzzle teaches.
    lesson: Option<Lesson>,
    /// The last wrong placement, as the board shows it (until the next step).
    wrong: Option<Seen>,
    /// Attempts kept until another program lets go of the progress file (said until
    /// they are saved).
    pending: Option<Pending>,
    /// Each puzzle's place in the set, by id.
    numbers: std::collections::HashMap<String, usize>,
    /// The promotion picker, while a pawn's piece is being chosen.
    picker: Option<Picker>,
}

fn mix(x: u64) -> u64 {
    let z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB) ^ (z >> 31)
}

impl TrainerState {
    /// The trainer on its first puzzle; `None` for an empty set or a filter that admits
    /// no puzzle of it.
    pub fn new(setup: TrainerSetup) -> Option<TrainerState> {
        let chosen = setup
            .filter
            .apply(setup.puzzles.iter().map(|(p, _)| p))
            .ok()?;
        let index = index(&setup.name, &setup.puzzles, &chosen, &setup.progress);
        // What the progress says was tried in an earlier session counts as served.
        let tried: std::collections::HashSet<&str> = setup
            .progress
            .attempts()
            .iter()
            .filter(|a| a.set == setup.name)
            .map(|a| a.id.as_str())
            .collect();
        let mut round = Round::after(
            (setup.puzzles.iter().enumerate())
                .filter(|(_, (p, _))| tried.contains(p.id()))
                .map(|(i, _)| i),
        );
        let first = round.next(
            &index,
            setup.progress.rating().rating,
            None,
            mix(setup.seed),
        )?;
        let (_, resolved) = &setup.puzzles[first];
        let lesson = lesson::of_puzzle(resolved);
        let attempt = Attempt::new(resolved);
        let size = board_size(attempt.position());
        let flipped = attempt.solver() == crate::rules::Side::Red;
        let numbers = (setup.puzzles.iter().enumerate())
            .map(|(i, (p, _))| (p.id().to_string(), i))
            .collect();
        Some(TrainerState {
            name: setup.name,
            filter: setup.filter,
            chosen,
            list: None,
            index,
            round,
            current: first,
            attempt,
            progress: setup.progress,
            problem: setup.progress_problem,
            input: BoardInput::new(size, flipped),
            reply_at: None,
            said: Said::YourMove,
            show_themes: setup.show_themes,
            draws: setup.seed,
            puzzles: setup.puzzles,
            save_error: None,
            set_aside: None,
            lesson,
            wrong: None,
            pending: None,
            numbers,
            picker: None,
        })
    }

    /// The trainer on the built-in set, the progress still to come (from the runtime's
    /// [`DataJob::ReadProgress`]), the themes shown before a puzzle is solved or not (the
    /// setting); `None` should the built-in set not check.
    pub fn builtin(seed: u64, show_themes: bool) -> Option<TrainerState> {
        let set = crate::puzzle::builtin().ok()?;
        let resolved = crate::puzzle::check::check_set(&set).ok()?;
        TrainerState::new(TrainerSetup {
            name: "built-in".into(),
            puzzles: set.puzzles().iter().cloned().zip(resolved).collect(),
            progress: Progress::default(),
            progress_problem: None,
            show_themes,
            seed,
            filter: Filter::default(),
        })
    }

    pub fn set_name(&self) -> &str {
        &self.name
    }
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzles[self.current].0
    }
    /// The puzzle's number in its set (from 1): what the screen calls it, as its id may
    /// give its theme away (`fork-0012`).
    pub fn number(&self) -> usize {
        self.current + 1
    }
    /// This set's attempts, newest first: each puzzle's number and whether it was solved
    /// (a puzzle no longer in the set is left out).
    pub fn past(&self) -> impl Iterator<Item = (usize, bool)> + '_ {
        self.progress
            .attempts()
            .iter()
            .rev()
            .filter(|a| a.set == self.name)
            .filter_map(|a| Some((self.numbers.get(&a.id)? + 1, a.solved)))
    }
    /// The position on the board: the attempt's, or the solution's step shown.
    pub fn position(&self) -> &Now {
        match &self.said {
            Said::Solution(walk) => walk.position(),
            _ => self.attempt.position(),
        }
    }
    pub fn attempt(&self) -> &Attempt {
        &self.attempt
    }
    pub fn progress(&self) -> &Progress {
        &self.progress
    }
    /// The puzzle's rating: as its attempts moved it, else the set's.
    pub fn puzzle_rating(&self) -> Rating {
        let p = self.puzzle();
        self.progress
            .puzzle_rating(&self.name, p.id())
            .unwrap_or(Rating::new(p.rating(), PUZZLE_DEVIATION))
    }
    /// The progress as the file now holds it; the puzzles are indexed again by the
    /// ratings it keeps.
    fn set_progress(&mut self, progress: Progress) {
        self.progress = progress;
        self.index = index(&self.name, &self.puzzles, &self.chosen, &self.progress);
        if let Some(list) = &self.list {
            // The scores as the file now holds them; the choice and the row kept.
            let mut fresh = ThemeList::new(
                &self.name,
                &self.puzzles,
                &self.progress,
                list.choice.clone(),
            );
            fresh.cursor = list.cursor;
            fresh.refused = list.refused.clone();
            self.list = Some(fresh);
        }
    }
    /// Which puzzles are trained.
    pub fn filter(&self) -> &Filter {
        &self.filter
    }
    /// How many puzzles are chosen.
    pub fn chosen(&self) -> usize {
        self.chosen.len()
    }
    /// The list of themes, while open.
    pub fn list(&self) -> Option<&ThemeList> {
        self.list.as_ref()
    }

    /// Opens the list of themes, the cursor on the first row.
    fn open_list(&mut self) {
        self.list = Some(ThemeList::new(
            &self.name,
            &self.puzzles,
            &self.progress,
            self.filter.clone(),
        ));
    }

    /// A key while the list of themes is open.
    fn list_action(&mut self, action: Action) -> Update {
        let Some(list) = &mut self.list else {
            return Update::none();
        };
        match action {
            Action::Up => list.cursor = list.cursor.saturating_sub(1),
            Action::Down => list.cursor = (list.cursor + 1).min(list.rows.len() - 1),
            Action::Activate => list.toggle(),
            Action::Yes => {
                let choice = list.choice.clone();
                match choice.apply(self.puzzles.iter().map(|(p, _)| p)) {
                    Ok(chosen) => {
                        self.list = None;
                        self.filter = choice;
                        self.chosen = chosen;
                        self.index = index(&self.name, &self.puzzles, &self.chosen, &self.progress);
                        return self.next();
                    }
                    Err(e) => list.refused = Some(e),
                }
            }
            Action::Back => self.list = None,
            Action::Quit => return Update::go(Go::Start),
            _ => {}
        }
        Update::none()
    }
    pub fn input(&self) -> &BoardInput {
        &self.input
    }
    pub fn said(&self) -> &Said {
        &self.said
    }
    pub fn progress_problem(&self) -> Option<&ReadError> {
        self.problem.as_ref()
    }
    pub fn save_error(&self) -> Option<&SaveError> {
        self.save_error.as_ref()
    }
    pub fn set_aside(&self) -> Option<&std::path::Path> {
        self.set_aside.as_deref()
    }
    /// The promotion picker, while it is open.
    pub fn picker(&self) -> Option<&Picker> {
        self.picker.as_ref()
    }
    /// Attempts not in the progress file yet: another program holds its lock.
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }
    /// The puzzle's themes, when they may be shown (the setting, or the attempt is over).
    pub fn themes(&self) -> Option<&[Theme]> {
        (self.show_themes || self.attempt.outcome().is_some()).then(|| self.puzzle().themes())
    }
    /// Why: after a wrong placement, what goes wrong after it; once the attempt is over,
    /// the deployment puzzle's lesson, or the set's words (a puzzle's `x-explain`).
    pub fn explanation(&self) -> Option<Why<'_>> {
        if let (Said::Wrong { .. }, Some(seen)) = (&self.said, &self.wrong) {
            return Some(Why::Wrong(seen));
        }
        self.attempt.outcome()?;
        match &self.lesson {
            Some(l) => Some(Why::Lesson(l)),
            None => self.puzzle().extra().get(EXPLAIN)?.as_str().map(Why::Words),
        }
    }
    /// The squares to mark: the hint's piece or squares, the selected piece's targets (but
    /// for the piece the hint picked up: only the square it names).
    pub fn marks(&self) -> Bitboard {
        let mut b = match self.said {
            Said::Hinted(h) => hint_marks(h),
            _ => Bitboard::EMPTY,
        };
        // The piece the second hint picked up: its square is the one marked.
        if let Said::Hinted(Hint::Move { from, .. }) = self.said
            && self.input.selected() == Some(from)
        {
            return b;
        }
        if let (Some(from), Now::Fight(p)) = (self.input.selected(), self.position()) {
            for m in p.legal_moves().into_iter().filter(|m| m.from == from) {
                b.insert(m.to);
            }
        }
        b
    }
    /// The piece the solver places next, in a deployment puzzle: the one chosen (Tab),
    /// else the first that may be placed now.
    pub fn to_place(&self) -> Option<Role> {
        let placeable = self.placeable();
        self.input
            .role()
            .filter(|r| placeable.contains(r))
            .or_else(|| placeable.first().copied())
    }

    /// The roles the solver may place now: none in a fight puzzle, nor while the trainer
    /// replies, nor once the attempt is over (the hand on the board is the other side's).
    pub fn placeable(&self) -> Vec<Role> {
        match self.position() {
            Now::Deploy { deployment, .. } if self.attempt.waiting() == Waiting::Solver => {
                placeable_now(deployment)
            }
            _ => Vec::new(),
        }
    }

    /// Chooses the next (or previous) piece in hand to place.
    fn cycle_piece(&mut self, forward: bool) {
        if let Now::Deploy { deployment, .. } = self.attempt.position() {
            let d = deployment.clone();
            if let Some(now) = self.to_place() {
                // From the piece the task names (none is chosen before the first Tab).
                let _ = self.input.pick(Some(&d), now);
            }
            self.input.cycle(Some(&d), forward);
        }
    }

    /// The board follows `hint`, so the Enter pressed next does what it says: the piece a
    /// placement hint names is the one placed next, and the cursor goes to the square a
    /// hint names (the piece to move, nothing picked up; then, with its square, the piece
    /// picked up and the cursor on where it goes).
    fn follow_hint(&mut self, hint: Hint) {
        if let (Hint::Piece(p) | Hint::Place { piece: p, .. }, Now::Deploy { deployment, .. }) =
            (hint, self.attempt.position())
        {
            let d = deployment.clone();
            let _ = self.input.pick(Some(&d), p.role);
        }
        match hint {
            Hint::From(sq) => {
                self.input.select(None);
                self.input.set_cursor(sq);
            }
            Hint::Move { from, to } => {
                self.input.select(Some(from));
                self.input.set_cursor(to);
            }
            Hint::Place { square, .. } => self.input.set_cursor(square),
            Hint::Piece(_) => {}
        }
    }

    /// Plays a step of the solver.
    fn play(&mut self, step: Step, now: u64) -> Update {
        self.input.select(None);
        self.wrong = None;
        let verdict = self.attempt.play(step);
        let (_, resolved) = &self.puzzles[self.current];
        if let (Ok(Verdict::Right { .. }), Step::Place(piece, sq)) = (&verdict, step)
            && resolved.steps().first() != Some(&step)
        {
            // Another accepted placement than the solution's: the lesson of that one.
            self.lesson = lesson::of_answer(resolved, (piece, sq)).or(self.lesson.take());
        }
        match verdict {
            Ok(Verdict::Right { finished: true }) => self.finish(),
            Ok(Verdict::Right { finished: false }) => {
                self.said = Said::Right;
                self.reply_at = Some(now + REPLY_PAUSE);
                Update::none()
            }
            Ok(Verdict::Wrong) => {
                // What goes wrong after it, as the board shows it.
                if let (Now::Deploy { deployment, first }, Step::Place(piece, sq)) =
                    (self.attempt.position(), step)
                {
                    self.wrong = lesson::seen(deployment, *first, (piece, sq));
                }
                self.said = Said::Wrong {
                    step,
                    refutation: None,
                };
                self.refute(step)
            }
            Err(NotNow::Illegal(error)) => {
                self.said = Said::Refused(Refused::Step { step, error });
                Update::none()
            }
            Err(NotNow::TrainersTurn | NotNow::Over) => Update::none(),
        }
    }

    /// Asks the engine for its answer to the wrong step (fight puzzles).
    fn refute(&self, step: Step) -> Update {
        let (Now::Fight(p), Step::Move(m)) = (self.position(), step) else {
            return Update::none();
        };
        let Ok(after) = p.play(m) else {
            return Update::none();
        };
        if after.outcome().is_some() {
            return Update::none();
        }
        Update::job(Job::Think(Box::new(ThinkRequest {
            position: after,
            history: Vec::new(),
            time: std::time::Duration::from_millis(REFUTE_MS),
            // The refutation is the full engine's.
            skill: crate::engine::skill::Skill {
                style: crate::engine::Style::default(),
                seed: 0,
            },
        })))
    }

    /// `s`: the first time the attempt is given up (failed) and the solution shown from
    /// where it stood (the whole solution once the attempt is over); then each time its
    /// next step is played on the board.
    fn solution(&mut self) -> Update {
        if let Said::Solution(walk) = &mut self.said {
            walk.forward();
            return Update::none();
        }
        if self.attempt.outcome().is_some() {
            let (_, resolved) = &self.puzzles[self.current];
            self.said = Said::Solution(Walk::new(resolved.start(), resolved.steps()));
            return Update::none();
        }
        let from = self.attempt.position().clone();
        let rest = self.attempt.give_up();
        self.said = Said::Solution(Walk::new(&from, &rest));
        self.reply_at = None;
        self.finish()
    }

    /// The attempt is over: the rating moves here at once, and the runtime adds it to the
    /// progress file (its answer replaces the progress with the file's).
    fn finish(&mut self) -> Update {
        let solved = self.attempt.outcome().unwrap_or(false);
        let puzzle = self.puzzle().clone();
        let rating = Rating::new(puzzle.rating(), PUZZLE_DEVIATION);
        let change = self
            .progress
            .record(puzzle.id(), &self.name, solved, String::new(), rating);
        if let Some(r) = self.progress.puzzle_rating(&self.name, puzzle.id()) {
            self.index.rerate(self.current, r.rating);
        }
        if !matches!(self.said, Said::Solution(_)) {
            self.said = Said::Over { solved, change };
        }
        self.save(solved)
    }

    /// The job that adds this puzzle's attempt to the progress file.
    fn save(&self, solved: bool) -> Update {
        let puzzle = self.puzzle();
        Update::job(Job::Data(Box::new(DataJob::SaveAttempt(NewAttempt {
            id: puzzle.id().to_string(),
            set: self.name.clone(),
            solved,
            puzzle: Rating::new(puzzle.rating(), PUZZLE_DEVIATION),
        }))))
    }

    /// Whether the attempt failed (a wrong step, a hint) and is not over: leaving the
    /// puzzle now, however it is left, ends it as failed.
    fn failed_unfinished(&self) -> bool {
        self.attempt.outcome().is_none() && self.attempt.failed()
    }

    /// The next puzzle among those chosen: one not served yet in this round, near the
    /// solver's rating, not this one (unless it is the only one).
    fn next(&mut self) -> Update {
        // Leaving a failed attempt unfinished still counts it.
        let mut u = Update::none();
        if self.failed_unfinished() {
            self.attempt.give_up();
            u = self.finish();
        }
        self.draws = self.draws.wrapping_add(1);
        let rating = self.progress.rating().rating;
        let last = Some(self.current);
        let i = self
            .round
            .next(&self.index, rating, last, mix(self.draws))
            .unwrap_or(self.current);
        self.current = i;
        self.retry();
        u
    }

    /// The same puzzle again from its start (still counted as the attempt it was).
    fn retry(&mut self) {
        let fresh = Attempt::new(&self.puzzles[self.current].1);
        let over = self.attempt.outcome().is_some();
        let was_failed = self.attempt.failed() && !over;
        self.attempt = fresh;
        if was_failed {
            // A retry after a wrong move is the same failed attempt.
            self.attempt.fail();
        }
        self.said = Said::YourMove;
        self.reply_at = None;
        self.lesson = lesson::of_puzzle(&self.puzzles[self.current].1);
        self.wrong = None;
        self.picker = None;
        self.input.select(None);
        self.input.forget_role();
        let size = board_size(self.attempt.position());
        let flipped = self.attempt.solver() == crate::rules::Side::Red;
        if size != self.input.size() {
            self.input = BoardInput::new(size, flipped);
        } else {
            self.input.set_flipped(flipped);
        }
    }

    /// The cursor's square chosen (Enter or a click): select a piece, move it, or place.
    fn choose(&mut self, sq: Square, now: u64) -> Update {
        if self.attempt.waiting() != Waiting::Solver {
            return Update::none();
        }
        self.input.set_cursor(sq);
        match self.position().clone() {
            Now::Deploy { deployment, .. } => {
                let (Some(role), Some(side)) = (self.to_place(), deployment.turn()) else {
                    return Update::none();
                };
                self.play(Step::Place(Piece::new(side, role), sq), now)
            }
            Now::Fight(p) => {
                let own = p.board().piece_at(sq).is_some_and(|pc| pc.side == p.turn());
                match self.input.selected() {
                    Some(from) if from == sq => {
                        self.input.select(None);
                        Update::none()
                    }
                    _ if own => {
                        self.input.select(Some(sq));
                        Update::none()
                    }
                    Some(from) => {
                        let moves: Vec<Move> = p
                            .legal_moves_from(from)
                            .into_iter()
                            .filter(|m| m.to == sq)
                            .collect();
                        match moves.as_slice() {
                            [m] => self.play(Step::Move(*m), now),
                            // A promotion: the piece is asked for, as in a game.
                            [_, _, ..] => {
                                self.picker = Some(Picker::new(from, sq, p.promotions()));
                                Update::none()
                            }
                            [] => {
                                // No legal move from there to here: the rule it breaks.
                                let m = Move::new(from, sq);
                                match p.check_move(m) {
                                    Ok(()) => self.play(Step::Move(m), now),
                                    Err(reason) => {
                                        self.said = Said::Refused(Refused::Step {
                                            step: Step::Move(m),
                                            error: StepError::Illegal(reason),
                                        });
                                        self.input.select(None);
                                        Update::none()
                                    }
                                }
                            }
                        }
                    }
                    None => Update::none(),
                }
            }
        }
    }

    /// The engine's `line` against the wrong `step`, in short notation, as far as it is
    /// legal after it; `None` when not even its first move is.
    fn refutation_words(&self, step: Step, line: &[Move]) -> Option<Vec<String>> {
        let (Now::Fight(p), Step::Move(m)) = (self.position(), step) else {
            return None;
        };
        let mut pos = p.play(m).ok()?;
        let mut words = Vec::new();
        for &m in line {
            if !pos.is_legal(m) {
                break;
            }
            words.push(to_short(&pos, m));
            pos = match pos.play(m) {
                Ok(next) => next,
                Err(_) => break,
            };
        }
        (!words.is_empty()).then_some(words)
    }

    /// A typed step: a move as in a game (`e2e4`, `Nc3`), or a placement (`N@c1`, `c1`).
    fn typed(&mut self, text: &str, now: u64) -> Update {
        let text = text.trim();
        if text.is_empty() {
            return Update::none();
        }
        let step = match self.position() {
            Now::Fight(p) => match matching(p, text).as_slice() {
                [m] => Ok(Step::Move(*m)),
                // A pawn's move to the far rank typed without the piece: asked for.
                [first, rest @ ..]
                    if first.promotion.is_some()
                        && rest
                            .iter()
                            .all(|m| (m.from, m.to) == (first.from, first.to)) =>
                {
                    self.picker = Some(Picker::new(first.from, first.to, p.promotions()));
                    return Update::none();
                }
                _ => parse_move(p, text)
                    .map(Step::Move)
                    .map_err(Refused::MoveText),
            },
            Now::Deploy { deployment, .. } => read_placement(text)
                .map_err(Refused::PlacementText)
                .and_then(|(role, sq)| {
                    // The piece named, or the one to place next; the side placing.
                    let role = role.or_else(|| self.to_place());
                    match (deployment.turn(), role) {
                        (Some(side), Some(role)) => Ok(Step::Place(Piece::new(side, role), sq)),
                        _ => Err(Refused::NothingToPlace),
                    }
                }),
        };
        match step {
            Ok(s) => self.play(s, now),
            Err(why) => {
                self.said = Said::Refused(why);
                Update::none()
            }
        }
    }
}

/// The squares a hint marks: the piece to move, then its square too; the square to place
/// on (the piece to place is named, not marked).
pub fn hint_marks(hint: Hint) -> Bitboard {
    match hint {
        Hint::From(sq) => Bitboard::from_square(sq),
        Hint::Move { from, to } => Bitboard::from_square(from).with(to),
        Hint::Piece(_) => Bitboard::EMPTY,
        Hint::Place { square, .. } => Bitboard::from_square(square),
    }
}

fn board_size(now: &Now) -> crate::rules::BoardSize {
    match now {
        Now::Deploy { deployment, .. } => deployment.board().size(),
        Now::Fight(p) => p.board().size(),
    }
}

impl TrainerState {
    /// What adding an attempt to the progress file did.
    fn saved(&mut self, result: Result<Recorded, SaveError>) {
        self.pending = None;
        match result {
            Ok(Recorded {
                progress,
                set_aside,
                ..
            }) => {
                self.set_progress(progress);
                self.save_error = None;
                if set_aside.is_some() {
                    self.problem = None;
                    self.set_aside = set_aside;
                }
            }
            Err(e) => self.save_error = Some(e),
        }
    }
}

impl View for TrainerState {
    fn ctx(&self) -> Ctx {
        match (&self.list, &self.picker) {
            (Some(_), _) => Ctx::Puzzles,
            (None, Some(_)) => Ctx::Promotion,
            (None, None) => Ctx::Trainer,
        }
    }

    fn action(&mut self, action: Action, cx: &mut Cx) -> Update {
        let now = cx.now;
        if self.list.is_some() {
            return self.list_action(action);
        }
        if let Some(picker) = &mut self.picker {
            return match picker.action(action) {
                Picked::Open => Update::none(),
                Picked::Back { from, to } => {
                    self.picker = None;
                    self.input.select(Some(from));
                    self.input.set_cursor(to);
                    Update::none()
                }
                Picked::Move(m) => {
                    self.picker = None;
                    self.play(Step::Move(m), now)
                }
            };
        }
        match action {
            Action::Up | Action::Down | Action::Left | Action::Right => {
                self.input.move_cursor(action);
                Update::none()
            }
            Action::Activate => self.choose(self.input.cursor(), now),
            Action::Type if self.attempt.waiting() == Waiting::Solver => Update::go(Go::Typing),
            Action::Hint => {
                if let Some(h) = self.attempt.hint() {
                    self.follow_hint(h);
                    self.said = Said::Hinted(h);
                }
                Update::none()
            }
            Action::Solution => self.solution(),
            Action::Restart if self.attempt.outcome().is_none() => {
                self.retry();
                Update::none()
            }
            Action::NextPuzzle => self.next(),
            Action::NextPiece | Action::PrevPiece => {
                self.cycle_piece(action == Action::NextPiece);
                Update::none()
            }
            Action::ShowThemes => {
                self.show_themes = !self.show_themes;
                Update::none()
            }
            Action::Menu => {
                self.open_list();
                Update::none()
            }
            Action::Flip => {
                self.input.flip();
                Update::none()
            }
            Action::Back if self.input.selected().is_some() => {
                self.input.select(None);
                Update::none()
            }
            Action::Quit | Action::Back => Update::go(Go::Start),
            _ => Update::none(),
        }
    }

    fn target(&mut self, target: Target, cx: &mut Cx) -> Update {
        match target {
            Target::Promotion(role) if self.picker.is_some() => self.action(Action::Pick(role), cx),
            Target::Square(sq) if self.list.is_none() && self.picker.is_none() => {
                self.choose(sq, cx.now)
            }
            _ => Update::none(),
        }
    }

    fn answer(&mut self, answer: Answer, _cx: &mut Cx) -> Update {
        match answer {
            Answer::Move(line) => {
                if let Said::Wrong { step, .. } = &self.said {
                    let words = self.refutation_words(*step, &line);
                    self.said = Said::Wrong {
                        step: *step,
                        refutation: words,
                    };
                }
            }
            Answer::Data(data) => match *data {
                DataAnswer::ProgressRead(Ok(p)) => self.set_progress(p),
                DataAnswer::ProgressRead(Err(e)) => self.problem = Some(e),
                DataAnswer::AttemptSaved(result) => self.saved(result),
                DataAnswer::AttemptsPending(p) => self.pending = Some(p),
                DataAnswer::MistakesRead(_) => {}
            },
            _ => {}
        }
        Update::none()
    }

    fn entered(&mut self, purpose: LinePurpose, text: &str, cx: &mut Cx) -> Update {
        match purpose {
            // "Type a move…" is done with once the move is in.
            LinePurpose::Board => self.typed(text, cx.now).ending_notice(),
            _ => Update::none(),
        }
    }

    fn tick(&mut self, cx: &mut Cx) -> Update {
        match self.reply_at {
            Some(at) if cx.now >= at => {
                self.reply_at = None;
                let before = self.attempt.position().clone();
                if let Some(step) = self.attempt.reply() {
                    self.said = Said::Replied(step, short(&before, step));
                }
                Update::none()
            }
            _ => Update::none(),
        }
    }

    fn wake_in(&self, now: u64) -> Option<u64> {
        self.reply_at.map(|at| at.saturating_sub(now))
    }

    fn start_typing(&mut self) -> bool {
        self.input.start_typing();
        true
    }

    fn set_typed(&mut self, text: &str) {
        let pos = match self.attempt.position() {
            Now::Fight(p) => Some(p.clone()),
            Now::Deploy { .. } => None,
        };
        self.input.set_typed(text, pos.as_ref());
    }

    fn stop_typing(&mut self) {
        self.input.stop_typing();
    }

    /// Leaving the trainer (`q`, `Esc`): a failed attempt left unfinished counts.
    fn leaving(&mut self) -> Update {
        if !self.failed_unfinished() {
            return Update::none();
        }
        self.attempt.give_up();
        self.finish()
    }

    /// Quitting the program from the trainer (Ctrl-C, a signal, the terminal closed): a
    /// failed attempt left unfinished counts.
    fn quitting(&self, _now: u64) -> Update {
        if self.failed_unfinished() {
            self.save(false)
        } else {
            Update::none()
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_key_is_bound_twice_in_the_trainer() {
        use crate::app::keymap::repeated;
        assert_eq!(repeated(super::KEYS.bindings()), None);
        assert_eq!(repeated(super::LIST_KEYS.bindings()), None);
    }
}
