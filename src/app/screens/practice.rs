//! Deployment practice: one army (or both, each chosen on its own sheet, Blue's then Red's,
//! taking turns) against a fixed plinth layout.
//! The board is driven by the same [`BoardInput`] code as the game's deployment.

use std::time::Duration;

use crate::engine::deploy::FightOrder;
use crate::rules::deploy::Deployment;
use crate::rules::game::{Game, GameError, Rules, Step};
use crate::rules::roster::Roster;
use crate::rules::{Army, Bitboard, Board, BoardSize, BySide, Piece, Side, Square};

use crate::app::board_input::{BoardInput, Deploys, deploy_action, submit_placement};
use crate::app::coach::{COACH_THINK, CoachEval, CoachRequest};
use crate::app::command::Update;
use crate::app::computer::Computer;
use crate::app::hint::{Hint, HintAnswer, HintAsk, HintRequest};
use crate::app::jobs::{Job, PlaceRequest, placement_to_make};
use crate::app::keymap::Action;
use crate::app::notice::{News, Notice, Refusal};
use crate::app::sheet::Sheet;
use crate::engine::coach::{NotReady, Report, fight_starts};

mod keys;
pub(in crate::app) mod open;
mod view;

/// How long a practice hint searches the fights a placement leads to.
pub const PRACTICE_HINT_THINK: Duration = Duration::from_millis(500);

/// How long the computer searches the fights each of its placements leads to
/// (`practice --computer`).
pub const PRACTICE_PLACE_THINK: Duration = Duration::from_millis(300);

/// What practice is showing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeStage {
    /// Choosing the army to deploy (starts with the example army).
    Sheet(Sheet),
    Board,
}

/// What a practice session starts from.
#[derive(Clone, Debug)]
pub struct PracticeSetup {
    pub size: BoardSize,
    pub plinths: Bitboard,
    pub roster: Roster,
    pub budget: u32,
    pub king_anywhere: bool,
    /// Both armies, taking turns (else Blue only).
    pub both: bool,
    /// The computer deploys Red's army in turn (`practice --computer`).
    pub computer: Option<PracticeComputer>,
}

/// The computer of `practice --computer`: it deploys Red's army in turn, and the fight
/// played out from the deployment is against it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PracticeComputer {
    /// How it plays (`--level N`) and how long it thinks in the fight; it plays Red.
    pub computer: Computer,
    /// The army it deploys.
    pub army: Army,
}

impl PracticeSetup {
    /// The rules of a game on this layout: the setup's board, roster, budget and King
    /// rule; plinths are set, not rolled.
    pub fn rules(&self) -> Rules {
        Rules {
            budget: BySide::new(self.budget, self.budget),
            king_anywhere: self.king_anywhere,
            ..Rules::with_roster(self.size, self.roster.clone())
        }
    }
}

/// A deployment practice session.
#[derive(Clone, Debug)]
pub struct PracticeState {
    setup: PracticeSetup,
    armies: BySide<Army>,
    stage: PracticeStage,
    deployment: Option<Deployment>,
    input: BoardInput,
    /// Placements so far, for the list on screen.
    placed: Vec<(Piece, Square)>,
    /// The hint being waited for (what it asked).
    hinting: Option<HintAsk>,
    /// The hint on screen (for the placement after `at` placements).
    hint: Option<Hint>,
    /// The deployment coach's panel is open.
    coach: bool,
    /// The coach's evaluation being waited for, for the board after how many placements.
    coaching: Option<usize>,
    /// The coach's last evaluation.
    coach_eval: Option<CoachEval>,
    /// The coach's last facts about the board, for the board after how many placements.
    coach_facts: Option<(usize, Report)>,
    /// The computer's placement being searched, for the board after how many placements.
    placing: Option<usize>,
}

impl PracticeState {
    pub fn new(setup: PracticeSetup) -> PracticeState {
        let sheet = Sheet::new(Side::Blue, setup.roster.clone(), setup.budget);
        let example = sheet.example();
        let sheet = sheet.with_army(example);
        PracticeState {
            input: BoardInput::new(setup.size, false),
            setup,
            armies: BySide::new(example, example),
            stage: PracticeStage::Sheet(sheet),
            deployment: None,
            placed: Vec::new(),
            hinting: None,
            hint: None,
            coach: false,
            coaching: None,
            coach_eval: None,
            coach_facts: None,
            placing: None,
        }
    }

    pub fn size(&self) -> BoardSize {
        self.setup.size
    }

    pub fn plinths(&self) -> Bitboard {
        self.setup.plinths
    }

    /// Practise against another layout (read from a file).
    pub fn set_plinths(&mut self, plinths: Bitboard) {
        self.setup.plinths = plinths;
    }

    /// Both sides deploy: taking turns at the keyboard, or against the computer.
    pub fn both(&self) -> bool {
        self.setup.both || self.setup.computer.is_some()
    }

    /// The computer deploys Red (`practice --computer`).
    pub fn against_computer(&self) -> bool {
        self.setup.computer.is_some()
    }

    /// The game the complete deployment starts against the computer: the layout, both
    /// armies, Blue deploying first and every placement in order, then the dice for who
    /// moves first as in any game. `None` until the deployment is complete (or without a
    /// computer).
    pub fn fight_game(&self) -> Option<Result<Game, GameError>> {
        if self.setup.computer.is_none() || !self.is_complete() {
            return None;
        }
        let mut game = Game::new(self.setup.rules());
        let steps = [
            Step::SetPlinths(self.setup.plinths),
            Step::Army {
                side: Side::Blue,
                army: self.armies.blue,
            },
            Step::Army {
                side: Side::Red,
                army: self.armies.red,
            },
            Step::SetDeployFirst(Side::Blue),
        ]
        .into_iter()
        .chain(
            self.placed
                .iter()
                .map(|&(piece, square)| Step::Place { piece, square }),
        );
        for step in steps {
            if let Err(e) = game.apply(step) {
                return Some(Err(e));
            }
        }
        Some(Ok(game))
    }

    /// Asks a worker for the computer's placement when it is Red's turn (and none is on
    /// its way): searched for [`PRACTICE_PLACE_THINK`].
    fn computer_places(&mut self) -> Update {
        let Some(d) = &self.deployment else {
            return Update::none();
        };
        // Stuck: `stuck` says why.
        if self.setup.computer.is_none()
            || self.placing.is_some()
            || d.turn() != Some(Side::Red)
            || d.stuck().is_some()
        {
            return Update::none();
        }
        self.placing = Some(self.placed.len());
        Update::job(Job::Place(Box::new(PlaceRequest {
            deployment: d.clone(),
            // Practice has no fight: the dice would decide who moves first.
            order: FightOrder::Dice,
            seed: self.placed.len() as u64,
            time: PRACTICE_PLACE_THINK,
            style: self.computer_style(),
        })))
    }

    /// The computer's placement came (`None`: nothing to place). An answer the
    /// deployment refuses is replaced by the quick score's placement; then the computer
    /// places again if it is still Red's turn, and the open coach looks at the board.
    pub fn computer_placed(&mut self, placement: Option<(Piece, Square)>) -> Update {
        let style = self.computer_style();
        let (Some(at), Some(d)) = (self.placing.take(), &mut self.deployment) else {
            return Update::none();
        };
        if at != self.placed.len() || d.turn() != Some(Side::Red) {
            return Update::none();
        }
        let Some((piece, sq)) = placement_to_make(d, placement, &style, || at as u64) else {
            return Update::none();
        };
        if d.place(piece, sq).is_err() {
            return Update::none();
        }
        self.placed.push((piece, sq));
        self.after_place();
        self.computer_places().and(self.ask_coach())
    }

    /// The computer deploying Red, if one does.
    pub fn computer(&self) -> Option<Computer> {
        self.setup.computer.map(|c| c.computer)
    }

    /// How the computer deploying Red plays.
    fn computer_style(&self) -> crate::engine::Style {
        self.computer().map(|c| c.style).unwrap_or_default()
    }

    /// Whether the computer's placement is being searched.
    pub fn is_computer_placing(&self) -> bool {
        self.placing.is_some()
    }

    pub fn stage(&self) -> &PracticeStage {
        &self.stage
    }

    pub fn deployment(&self) -> Option<&Deployment> {
        self.deployment.as_ref()
    }

    pub fn input(&self) -> &BoardInput {
        &self.input
    }

    pub fn placed(&self) -> &[(Piece, Square)] {
        &self.placed
    }

    /// The hint for the next placement, if one was asked for and has come.
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref().filter(|h| h.at == self.placed.len())
    }

    /// Whether a hint is being worked out.
    pub fn is_hinting(&self) -> bool {
        self.hinting.is_some()
    }

    /// Asks the engine where to place next (on the worker thread).
    fn ask_hint(&mut self) -> Result<Update, Notice> {
        let d = self
            .deployment
            .as_ref()
            .filter(|d| d.turn().is_some())
            .ok_or(Refusal::NoHintNow)?;
        if self.placing.is_some() {
            return Err(Refusal::ComputerThinking.into());
        }
        if self.hint().is_some() {
            return Ok(Update::none());
        }
        let ask = HintAsk::Placement {
            deployment: d.clone(),
            seed: self.placed.len() as u64 + 1,
            // Practice has no fight: the dice would decide who moves first.
            order: FightOrder::Dice,
            time: PRACTICE_HINT_THINK,
        };
        self.hinting = Some(ask.clone());
        Ok(Update {
            notice: Some(News::HintThinking.into()),
            ..Update::job(Job::Hint(Box::new(HintRequest { ask })))
        })
    }

    /// The engine answered the hint asked for.
    pub fn hinted(&mut self, answer: Option<HintAnswer>) -> Update {
        let Some(ask) = self.hinting.take() else {
            return Update::none();
        };
        let still = matches!(&ask, HintAsk::Placement { deployment, .. }
            if self.deployment.as_ref() == Some(deployment));
        if !still {
            // Placed (or restarted) meanwhile: the hint is for a board that is gone.
            return Update::none();
        }
        let hint = answer
            .as_ref()
            .and_then(|a| Hint::from_answer(&ask, a, self.placed.len()));
        match hint {
            Some(h) => {
                let line = h.line.join(" ");
                self.hint = Some(h);
                Update {
                    notice: Some(News::Hint(line).into()),
                    ..Update::none()
                }
            }
            None => Update {
                notice: Some(Refusal::NoHintNow.into()),
                ..Update::none()
            },
        }
    }

    /// Whether the deployment coach's panel is open.
    pub fn coach_open(&self) -> bool {
        self.coach
    }

    /// The coach's evaluation of the board as it stands, once it has come.
    pub fn coach_eval(&self) -> Option<&CoachEval> {
        self.coach_eval
            .as_ref()
            .filter(|e| e.at == self.placed.len())
    }

    /// Whether the worker is still on a hint or a coach's evaluation for this practice
    /// (for the board as it stands or an earlier one).
    pub fn is_asking_the_engine(&self) -> bool {
        self.hinting.is_some() || self.coaching.is_some() || self.placing.is_some()
    }

    /// Whether the coach is evaluating the board as it stands.
    pub fn is_coaching(&self) -> bool {
        self.coaching == Some(self.placed.len())
    }

    /// Why the fight can't be evaluated yet (a King still to place), if so.
    pub fn coach_not_ready(&self) -> Option<NotReady> {
        fight_starts(self.deployment.as_ref()?).err()
    }

    /// The coach's facts about the board as it stands, once the worker has sent them.
    pub fn coach_facts(&self) -> Option<&Report> {
        self.coach_facts
            .as_ref()
            .filter(|(at, _)| *at == self.placed.len())
            .map(|(_, r)| r)
    }

    /// Asks the worker about the board as it stands, when the panel is open (and the
    /// answer is not already known or asked for): its facts always, the evaluation of the
    /// fight once both Kings are placed.
    fn ask_coach(&mut self) -> Update {
        if !self.coach || self.coach_facts().is_some() || self.is_coaching() {
            return Update::none();
        }
        let Some(deployment) = self.deployment.clone() else {
            return Update::none();
        };
        let starts = fight_starts(&deployment).ok();
        self.coaching = Some(self.placed.len());
        Update::job(Job::Coach(Box::new(CoachRequest {
            deployment,
            starts,
            time: COACH_THINK,
        })))
    }

    /// The coach's facts came (for the board asked about).
    pub fn coach_facts_came(&mut self, facts: Report) {
        if let Some(at) = self.coaching
            && at == self.placed.len()
        {
            self.coach_facts = Some((at, facts));
        }
    }

    /// The coach's evaluation came (its last answer).
    pub fn coached(&mut self, scores: BySide<Option<i32>>) {
        let Some(at) = self.coaching.take() else {
            return;
        };
        if at == self.placed.len() {
            self.coach_eval = Some(CoachEval { at, scores });
        }
    }

    /// Starts (or restarts) deploying the chosen army on the layout; the open coach looks
    /// at the new board (what it was on is gone).
    #[must_use]
    pub fn restart(&mut self) -> Update {
        let board = Board::with_plinths(self.setup.size, self.setup.plinths);
        let hands = if self.both() {
            self.armies
        } else {
            BySide::new(self.armies.blue, Army::EMPTY)
        };
        self.deployment = Some(Deployment::new(
            board,
            hands,
            Side::Blue,
            self.setup.king_anywhere,
        ));
        self.placed.clear();
        self.hint = None;
        self.hinting = None;
        self.coaching = None;
        self.coach_eval = None;
        self.coach_facts = None;
        self.placing = None;
        self.stage = PracticeStage::Board;
        self.input.set_flipped(false);
        self.after_place();
        self.ask_coach()
    }

    fn after_place(&mut self) {
        self.input.fix_role(self.deployment.as_ref());
        if self.setup.both
            && let Some(side) = self.deployment.as_ref().and_then(|d| d.turn())
        {
            self.input.set_flipped(side == Side::Red);
        }
    }

    /// Legal squares of the chosen piece.
    pub fn targets(&self) -> Bitboard {
        self.input.targets(self.deployment.as_ref())
    }

    /// Why the deployment can't go on (the core's reason), when the side to place has
    /// pieces in hand but no legal square for any of them.
    pub fn stuck(&self) -> Option<Notice> {
        self.deployment.as_ref()?.stuck().map(Notice::Stuck)
    }

    pub fn is_complete(&self) -> bool {
        self.deployment.as_ref().is_some_and(|d| d.is_complete())
    }

    /// What the status line says when nothing else is news: everything placed, or why
    /// the deployment can't go on.
    pub fn standing(&self) -> Option<Notice> {
        if self.is_complete() {
            Some(
                News::PracticeDone {
                    play_out: self.against_computer(),
                }
                .into(),
            )
        } else {
            self.stuck()
        }
    }

    /// A click on `sq`: place the chosen piece there.
    pub fn click(&mut self, sq: Square) -> Result<Update, Notice> {
        self.input.set_cursor(sq);
        let u = Deploys::place_at(self, sq)?;
        Ok(u.and(self.ask_coach()))
    }

    /// Starts typing a placement.
    pub fn start_typing(&mut self) {
        self.input.start_typing();
    }

    /// The placement typed so far (the line editor holds it).
    pub fn set_typed(&mut self, text: &str) {
        self.input.set_typed(text, None);
    }

    /// Stops typing without placing.
    pub fn stop_typing(&mut self) {
        self.input.stop_typing();
    }

    /// Enter on a typed placement.
    pub fn submit_typed(&mut self, text: &str) -> Result<Update, Notice> {
        if text.is_empty() {
            return Ok(Update::none());
        }
        let u = submit_placement(self, text)?;
        Ok(u.and(self.ask_coach()))
    }

    /// Handles a key on the sheet or the board; `Err` is a refusal to show.
    pub fn handle(&mut self, action: Action) -> Result<Update, Notice> {
        if let PracticeStage::Sheet(sheet) = &mut self.stage {
            if sheet.handle(action)? {
                let (side, army) = (sheet.side, sheet.army);
                self.armies[side] = army;
                if let Some(red) = self.setup.computer {
                    self.armies.red = red.army;
                    return Ok(self.restart());
                } else if self.setup.both && side == Side::Blue {
                    // Red gets its own sheet, starting from the example army.
                    let red = Sheet::new(Side::Red, self.setup.roster.clone(), self.setup.budget);
                    let example = red.example();
                    self.stage = PracticeStage::Sheet(red.with_army(example));
                } else {
                    return Ok(self.restart());
                }
            }
            return Ok(Update::none());
        }
        match action {
            Action::Restart => Ok(self.restart()),
            Action::Hint => self.ask_hint(),
            Action::Coach => {
                self.coach = !self.coach;
                Ok(self.ask_coach())
            }
            _ => {
                let u = deploy_action(self, action)?;
                // After a placement, the open coach evaluates the new board.
                Ok(u.and(self.ask_coach()))
            }
        }
    }
}

impl Deploys for PracticeState {
    fn input(&self) -> &BoardInput {
        &self.input
    }

    fn input_mut(&mut self) -> &mut BoardInput {
        &mut self.input
    }

    fn input_and_deployment(&mut self) -> (&mut BoardInput, Option<&Deployment>) {
        (&mut self.input, self.deployment.as_ref())
    }

    fn place_at(&mut self, sq: Square) -> Result<Update, Notice> {
        let Some(d) = &mut self.deployment else {
            return Ok(Update::none());
        };
        let Some(side) = d.turn() else {
            return Err(Refusal::AllDeployed.into());
        };
        if side == Side::Red && self.setup.computer.is_some() {
            return Err(Refusal::ComputerThinking.into());
        }
        let Some(role) = self.input.role() else {
            return Err(Refusal::NothingToPlace.into());
        };
        let piece = Piece::new(side, role);
        d.place(piece, sq).map_err(|error| Notice::Place {
            piece,
            square: sq,
            error,
        })?;
        self.placed.push((piece, sq));
        self.input.set_cursor(sq);
        self.after_place();
        Ok(self.computer_places())
    }
}

/// A seeded roll of a whole plinth layout (for practice), through the rules' own roller.
pub fn practice_layout(rules: &Rules, rng: &mut rand::rngs::StdRng) -> Bitboard {
    use crate::rules::plinths::{PlinthRoll, plinths_from_rolls, rolls_done, scheduled_roll};
    let (size, per) = (rules.board, rules.plinths_per_quadrant);
    // Roll by roll, as a game does: on 8×8 a lost roll is rolled again.
    let mut rolls: Vec<PlinthRoll> = Vec::new();
    loop {
        let Ok((plinths, placed)) = plinths_from_rolls(size, per, &rolls) else {
            return Bitboard::EMPTY;
        };
        match scheduled_roll(size, per, rolls_done(size, &placed)) {
            Some((by, quadrant)) if rolls.len() < 10_000 => {
                let (column, row) = crate::app::screens::play::plinth_dice(rng, size);
                rolls.push(PlinthRoll {
                    by,
                    quadrant,
                    column,
                    row,
                });
            }
            _ => return plinths,
        }
    }
}

/// The practice setup a game's rules make: Blue's budget, the rules' roster.
pub fn practice_setup(rules: &Rules, plinths: Bitboard, both: bool) -> PracticeSetup {
    PracticeSetup {
        size: rules.board,
        plinths,
        roster: rules.roster.clone(),
        budget: rules.budget.blue,
        king_anywhere: rules.king_anywhere,
        both,
        computer: None,
    }
}
