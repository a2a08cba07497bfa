//! A game being played: the four phases, hand-over screens, prompts, clock and the
//! computer's turns. Pure: dice come from the app's seeded RNG, time from `now`. The
//! fight's own actions are in `app/fight.rs`; the board's input in
//! [`super::board_input`].

use std::time::Duration;

use rand::Rng;
use rand::rngs::StdRng;

use crate::engine;
use crate::engine::deploy::FightOrder;
use crate::rules::deploy::Deployment;
use crate::rules::game::{Game, GameError, Phase, Step};
use crate::rules::plinths::PlinthRoll;
use crate::rules::{Bitboard, BySide, Move, Role, Side, Square};

mod record;

use super::board_input::{BoardInput, Deploys, deploy_action, submit_placement};
use super::clock::Clock;
use super::command::{Command, Update};
use super::deploying::Turn;
use super::derived::{Derived, derive};
use super::hint::{Hint, HintAnswer, HintAsk, HintRequest};
use super::keymap::{Action, Ctx};
use super::notice::{News, Notice, Refusal};
use super::sheet::Sheet;

/// What the game screen is showing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// "Red, look away. Blue, press Enter when ready." `sealed` is the side whose army was
    /// just entered; `next` the side about to enter theirs (`None`: both are done).
    Handover {
        sealed: Option<Side>,
        next: Option<Side>,
    },
    /// A player's army sheet.
    Sheet(Sheet),
    /// The board (plinths, dice, deployment, fight, game over).
    Board,
}

/// A question or a picker over the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// Choose the promotion piece; `choice` indexes `Role::PROMOTIONS`.
    Promotion {
        from: Square,
        to: Square,
        choice: usize,
    },
    /// `by` asked to take back; the other side answers.
    Takeback { by: Side },
    /// `by` offered a draw; the other side answers.
    DrawOffer { by: Side },
    /// `side` is asked to confirm resigning.
    Resign { side: Side },
}

/// A request to the runtime to run the computer's search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThinkRequest {
    /// Matches the answer to the question (stale answers are dropped).
    pub id: u64,
    pub position: crate::rules::Position,
    pub history: Vec<u64>,
    pub time: Duration,
}

/// The state of the game screen.
#[derive(Clone, Debug)]
pub struct PlayState {
    pub(super) game: Game,
    pub(super) computer: Option<Side>,
    pub(super) think: Duration,
    pub(super) stage: Stage,
    pub(super) input: BoardInput,
    pub(super) prompt: Option<Prompt>,
    pub(super) auto_flip: bool,
    /// The players' names for the record.
    players: BySide<Option<String>>,
    pub(super) clock: Option<Clock>,
    /// The id of the search being waited for.
    pub(super) thinking: Option<u64>,
    pub(super) next_think_id: u64,
    pub(super) derived: Derived,
    /// The last dice thrown for an order (deploy or fight), to show them.
    pub(super) last_dice: Option<[u8; 2]>,
    /// Both clocks after each fight move, `[blue, red]` in ms (the record's `clock_ms`).
    pub(super) clock_log: Vec<[u64; 2]>,
    /// Hints in a two-player game (`play --hints`) and the steps a hint was shown at.
    pub(super) hints: HintLog,
    /// The hint request being waited for: its id, the number of steps the game had, and
    /// what it asked.
    hinting: Option<(u64, usize, HintAsk)>,
    /// The hint on screen (until the step it was for is played).
    hint: Option<Hint>,
}

/// What a game's record says about hints (its `x-hints` field).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HintLog {
    /// Hints were allowed in a two-player game (`play --hints`).
    pub hot_seat: bool,
    /// The number of steps the game had each time a hint was shown (the hint was for
    /// the step after), in order.
    pub steps: Vec<usize>,
}

fn die(rng: &mut StdRng) -> u8 {
    rng.random_range(1..=6)
}

impl PlayState {
    /// A game screen for `game` (new or resumed).
    pub fn new(game: Game, computer: Option<Side>, think: Duration) -> PlayState {
        let clock = game.rules().clock.map(Clock::new);
        let input = BoardInput::new(game.rules().board, computer == Some(Side::Blue));
        let derived = derive(&game);
        let mut s = PlayState {
            game,
            computer,
            think,
            stage: Stage::Board,
            input,
            prompt: None,
            auto_flip: false,
            players: BySide::default(),
            clock,
            thinking: None,
            next_think_id: 1,
            derived,
            last_dice: None,
            clock_log: Vec::new(),
            hints: HintLog::default(),
            hinting: None,
            hint: None,
        };
        s.stage = s.stage_for_phase(None);
        s
    }

    /// A game read from a file, with its clocks: both times now (`clock_ms`) and after
    /// each move (`clock_log`).
    pub fn resumed(
        game: Game,
        computer: Option<Side>,
        think: Duration,
        clock_ms: Option<BySide<u64>>,
        clock_log: Vec<[u64; 2]>,
        rng: &mut StdRng,
        now: u64,
    ) -> (PlayState, Update) {
        let mut p = PlayState::new(game, computer, think);
        p.clock_log = clock_log;
        // The saved times first: the clock of the side to move starts from them, and the
        // computer budgets its first move from them.
        if let (Some(c), Some(ms)) = (&mut p.clock, clock_ms) {
            c.remaining = ms;
        }
        let u = p.after_change(rng, now);
        (p, u)
    }

    /// How long the computer (`cpu`) may think now: with a clock, a budget from its time
    /// left and the increment (as `go wtime ...` does), so it never loses on time with
    /// time left to think; without one, the game's fixed think time.
    fn think_time(&self, cpu: Side, now: u64) -> Duration {
        match &self.clock {
            Some(c) => engine::clock::think_time(
                Duration::from_millis(c.left(cpu, now)),
                Duration::from_millis(c.increment),
            ),
            None => self.think,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn phase(&self) -> Phase {
        self.game.phase()
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    pub fn prompt(&self) -> Option<&Prompt> {
        self.prompt.as_ref()
    }

    /// Cursor, selection, chosen piece, orientation and typed text.
    pub fn input(&self) -> &BoardInput {
        &self.input
    }

    /// The chosen piece (deployment).
    pub fn role(&self) -> Option<Role> {
        self.input.role()
    }

    pub fn derived(&self) -> &Derived {
        &self.derived
    }

    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    pub fn computer(&self) -> Option<Side> {
        self.computer
    }

    pub fn auto_flip(&self) -> bool {
        self.auto_flip
    }

    /// Whether the computer's search is awaited.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    pub fn last_dice(&self) -> Option<[u8; 2]> {
        self.last_dice
    }

    pub fn clock_log(&self) -> &[[u64; 2]] {
        &self.clock_log
    }

    /// Hints of this game: allowed in hot-seat (`--hints`) and the steps they were shown.
    pub fn hint_log(&self) -> &HintLog {
        &self.hints
    }

    /// Allows hints in a two-player game and restores the steps they were shown at
    /// (`play --hints`, or what a resumed record says).
    pub fn set_hints(&mut self, log: HintLog) {
        self.hints = log;
    }

    /// Whether a hint may be asked for: against the computer, or with `--hints`.
    pub fn hints_allowed(&self) -> bool {
        self.computer.is_some() || self.hints.hot_seat
    }

    /// The hint for the step to play now, if one was asked for and has come.
    pub fn hint(&self) -> Option<&Hint> {
        self.hint
            .as_ref()
            .filter(|h| h.at == self.game.steps().len())
    }

    /// Whether a hint for the step to play now is being worked out.
    pub fn is_hinting(&self) -> bool {
        self.hinting
            .as_ref()
            .is_some_and(|(_, at, _)| *at == self.game.steps().len())
    }

    /// Asks the engine for a hint for the person to act (the hint key).
    fn ask_hint(&mut self, rng: &mut StdRng) -> Result<Update, Notice> {
        if !self.hints_allowed() {
            return Err(Refusal::HintsOff.into());
        }
        let side = self.game.to_act().ok_or(Refusal::NoHintNow)?;
        if !self.is_human(side) {
            return Err(Refusal::ComputerThinking.into());
        }
        if self.hint().is_some() {
            return Ok(Update::none());
        }
        let ask = match self.phase() {
            Phase::Fight => {
                let position = self.game.position().ok_or(Refusal::NoHintNow)?.clone();
                HintAsk::Move {
                    position,
                    history: self.derived.keys.clone(),
                    time: self.think,
                }
            }
            Phase::Deploy => HintAsk::Placement {
                deployment: self.game.deployment().ok_or(Refusal::NoHintNow)?.clone(),
                seed: rng.random(),
                order: match self.game.fight_first() {
                    Some(s) => FightOrder::Known(s),
                    None if self.game.rules().serious => FightOrder::FinishedFirst,
                    None => FightOrder::Dice,
                },
                time: self.think,
            },
            _ => return Err(Refusal::NoHintNow.into()),
        };
        let id = self.next_think_id;
        self.next_think_id += 1;
        self.hinting = Some((id, self.game.steps().len(), ask.clone()));
        Ok(Update {
            commands: vec![Command::Hint(Box::new(HintRequest { id, ask }))],
            notice: Some(News::HintThinking.into()),
        })
    }

    /// The engine answered a hint request: shown, and written into the record.
    pub fn hinted(&mut self, id: u64, answer: Option<HintAnswer>, now: u64) -> Update {
        let Some((_, asked_at, ask)) = self.hinting.take_if(|(i, _, _)| *i == id) else {
            return Update::none();
        };
        let at = self.game.steps().len();
        let still = asked_at == at
            && match &ask {
                HintAsk::Move { position, .. } => self.game.position() == Some(position),
                HintAsk::Placement { deployment, .. } => self.game.deployment() == Some(deployment),
            };
        if !still {
            // The step was played meanwhile: the hint is for a position that is gone.
            return Update::none();
        }
        let hint = answer.as_ref().and_then(|a| Hint::from_answer(&ask, a, at));
        let Some(hint) = hint else {
            return Update {
                notice: Some(Refusal::NoHintNow.into()),
                ..Update::none()
            };
        };
        let line = hint.line.join(" ");
        self.hint = Some(hint);
        if self.hints.steps.last() != Some(&at) {
            self.hints.steps.push(at);
        }
        Update {
            commands: vec![Command::SaveGame {
                to: super::command::SaveTo::Auto,
                game: Box::new(self.snapshot(now)),
            }],
            notice: Some(News::Hint(line).into()),
        }
    }

    /// The person at the keyboard now, for flipping and hiding.
    pub fn is_human(&self, side: Side) -> bool {
        self.computer != Some(side)
    }

    /// The keymap context of what is on screen.
    pub fn ctx(&self) -> Ctx {
        if self.input.typing().is_some() {
            return Ctx::Text;
        }
        if let Some(p) = &self.prompt {
            return match p {
                Prompt::Promotion { .. } => Ctx::Promotion,
                _ => Ctx::Confirm,
            };
        }
        match &self.stage {
            Stage::Handover { .. } => Ctx::Handover,
            Stage::Sheet(s) if s.confirming => Ctx::Confirm,
            Stage::Sheet(_) => Ctx::Sheet,
            Stage::Board => match self.phase() {
                Phase::Armies => Ctx::Handover,
                Phase::Plinths => Ctx::Plinths,
                Phase::DeployOrder | Phase::FightOrder => Ctx::Dice,
                Phase::Deploy if self.stuck().is_some() => Ctx::Stuck,
                Phase::Deploy => Ctx::Deploy,
                Phase::Fight => Ctx::Fight,
                Phase::Over => Ctx::Over,
            },
        }
    }

    /// The side whose army is entered next (Blue first), if any.
    fn next_army_side(&self) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|&s| !self.game.has_army(s) && self.is_human(s))
    }

    /// The stage to show after a change, when the phase asks for one.
    fn stage_for_phase(&self, sealed: Option<Side>) -> Stage {
        if self.phase() != Phase::Armies {
            return if sealed.is_some() && self.computer.is_none() {
                Stage::Handover { sealed, next: None }
            } else {
                Stage::Board
            };
        }
        match self.next_army_side() {
            Some(next) if self.computer.is_none() => Stage::Handover {
                sealed,
                next: Some(next),
            },
            Some(next) => Stage::Sheet(self.sheet(next)),
            None => Stage::Board,
        }
    }

    fn sheet(&self, side: Side) -> Sheet {
        let r = self.game.rules();
        Sheet::new(side, r.roster.clone(), r.budget[side])
    }

    /// Applies a step, keeping what is derived from the game up to date.
    pub(super) fn apply(&mut self, step: Step) -> Result<(), GameError> {
        self.derived.apply(&mut self.game, step)
    }

    /// Takes back the last move, keeping what is derived up to date.
    pub(super) fn undo_move(&mut self) -> Result<Move, GameError> {
        self.derived.take_back(&mut self.game)
    }

    /// After the game changed: runs the computer's quick turns (army, plinth rolls,
    /// placements), the clock and the board orientation, asks for a search when it is
    /// the computer's move, and saves.
    pub(super) fn after_change(&mut self, rng: &mut StdRng, now: u64) -> Update {
        if let Some(cpu) = self.computer {
            for _ in 0..10_000 {
                if !self.computer_quick_turn(cpu, rng) {
                    break;
                }
            }
        }
        self.input.select(None);
        // Clock: runs in the fight only.
        if let Some(c) = &mut self.clock {
            match (self.game.phase(), self.game.position()) {
                (Phase::Fight, Some(p)) => {
                    if c.running.map(|(s, _)| s) != Some(p.turn()) {
                        c.start(p.turn(), now);
                    }
                }
                _ => c.stop(now),
            }
        }
        if self.auto_flip
            && let Some(side) = self.game.to_act()
            && self.is_human(side)
        {
            self.input.set_flipped(side == Side::Red);
        }
        // Deployment: pick a piece that may be placed now.
        if self.phase() == Phase::Deploy {
            let d = self.human_deployment().cloned();
            self.input.fix_role(d.as_ref());
        }
        let mut u = Update::with(Command::SaveGame {
            to: super::command::SaveTo::Auto,
            game: Box::new(self.snapshot(now)),
        });
        if self.phase() == Phase::Fight
            && let (Some(cpu), Some(pos)) = (self.computer, self.game.position())
            && pos.turn() == cpu
            && self.thinking.is_none()
        {
            let id = self.next_think_id;
            self.next_think_id += 1;
            self.thinking = Some(id);
            u.push(Command::Think(Box::new(ThinkRequest {
                id,
                position: pos.clone(),
                history: self.derived.keys.clone(),
                time: self.think_time(cpu, now),
            })));
        }
        u
    }

    /// One instant action of the computer; false when it has nothing to do now.
    fn computer_quick_turn(&mut self, cpu: Side, rng: &mut StdRng) -> bool {
        let step = match self.game.phase() {
            Phase::Armies if !self.game.has_army(cpu) => {
                let plinths = self.game.rules().scouts.then(|| self.game.plinths());
                let army = engine::choose_army(self.game.rules(), cpu, plinths, rng.random());
                Step::Army { side: cpu, army }
            }
            Phase::Plinths => match self.game.next_plinth_roll() {
                Some((side, quadrant)) if side == cpu => Step::PlinthRoll(PlinthRoll {
                    by: side,
                    quadrant,
                    column: die(rng),
                    row: die(rng),
                }),
                _ => return false,
            },
            Phase::Deploy => match self.game.deployment() {
                // Nothing to place: the deployment is stuck, and [`Self::stuck`] shows why.
                Some(d) if d.turn() == Some(cpu) => match engine::choose_placement(d, rng.random())
                {
                    Some((piece, square)) => Step::Place { piece, square },
                    None => return false,
                },
                _ => return false,
            },
            _ => return false,
        };
        self.apply(step).is_ok()
    }

    /// Why the deployment can't go on (the core's reason), when the side to place has
    /// pieces in hand but no legal square for any of them.
    pub fn stuck(&self) -> Option<Notice> {
        if self.phase() != Phase::Deploy {
            return None;
        }
        self.game.deployment()?.stuck().map(Notice::Stuck)
    }

    /// The deployment when a person places next.
    pub(super) fn human_deployment(&self) -> Option<&Deployment> {
        self.game
            .deployment()
            .filter(|d| d.turn().is_some_and(|s| self.is_human(s)))
    }

    /// Squares to highlight as targets: legal squares of the chosen piece (deployment) or of
    /// the piece in hand (fight), or of the typed move.
    pub fn targets(&self) -> Bitboard {
        match self.phase() {
            Phase::Deploy => self.input.targets(self.human_deployment()),
            Phase::Fight => {
                if let Some(t) = self.input.typing() {
                    return t.matches().iter().map(|m| m.to).collect();
                }
                match (self.game.position(), self.input.selected()) {
                    (Some(p), Some(from)) => {
                        p.legal_moves_from(from).iter().map(|m| m.to).collect()
                    }
                    _ => Bitboard::EMPTY,
                }
            }
            _ => Bitboard::EMPTY,
        }
    }

    /// Pieces highlighted as "in hand": the selected one, or those matching the typed move.
    pub fn sources(&self) -> Bitboard {
        if let Some(t) = self.input.typing() {
            return t.matches().iter().map(|m| m.from).collect();
        }
        self.input
            .selected()
            .map(Bitboard::from)
            .unwrap_or(Bitboard::EMPTY)
    }

    /// Handles an action on this screen. `Err` is a refusal to show.
    pub fn handle(&mut self, action: Action, rng: &mut StdRng, now: u64) -> Result<Update, Notice> {
        // Prompts first.
        if let Some(prompt) = self.prompt.clone() {
            return self.answer(prompt, action, rng, now);
        }
        match self.stage.clone() {
            Stage::Handover { next, .. } => {
                if action == Action::Activate {
                    self.stage = match next {
                        Some(side) => Stage::Sheet(self.sheet(side)),
                        None => Stage::Board,
                    };
                }
                return Ok(Update::none());
            }
            Stage::Sheet(mut sheet) => {
                let done = sheet.handle(action).map_err(Notice::Army)?;
                if done {
                    let side = sheet.side;
                    self.apply(Step::Army {
                        side,
                        army: sheet.army,
                    })?;
                    let u = self.after_change(rng, now);
                    self.stage = self.stage_for_phase(Some(side));
                    return Ok(u);
                }
                self.stage = Stage::Sheet(sheet);
                return Ok(Update::none());
            }
            Stage::Board => {}
        }
        match self.phase() {
            Phase::Armies => {
                self.stage = self.stage_for_phase(None);
                Ok(Update::none())
            }
            Phase::Plinths => match action {
                Action::Flip => {
                    self.input.flip();
                    Ok(Update::none())
                }
                Action::Roll => self.roll_plinth(rng, now),
                Action::RollAll => {
                    let mut u = Update::none();
                    while self.phase() == Phase::Plinths {
                        let before = self.game.steps().len();
                        u = u.and(self.roll_plinth(rng, now)?);
                        if self.game.steps().len() == before {
                            break;
                        }
                    }
                    Ok(u)
                }
                _ => Ok(Update::none()),
            },
            Phase::DeployOrder | Phase::FightOrder => {
                if action != Action::Roll {
                    return Ok(Update::none());
                }
                let pair = [die(rng), die(rng)];
                let step = if self.phase() == Phase::DeployOrder {
                    Step::DeployRoll(pair)
                } else {
                    Step::FightRoll(pair)
                };
                self.apply(step)?;
                self.last_dice = Some(pair);
                Ok(self.after_change(rng, now))
            }
            Phase::Deploy | Phase::Fight if action == Action::Hint => self.ask_hint(rng),
            Phase::Deploy if self.stuck().is_some() => self.handle_stuck(action, rng, now),
            Phase::Deploy if action == Action::AutoFlip => Ok(self.toggle_auto_flip()),
            Phase::Deploy => deploy_action(&mut Turn { p: self, rng, now }, action),
            Phase::Fight => self.handle_fight(action, rng, now),
            Phase::Over => Ok(Update::none()),
        }
    }

    fn roll_plinth(&mut self, rng: &mut StdRng, now: u64) -> Result<Update, Notice> {
        let Some((by, quadrant)) = self.game.next_plinth_roll() else {
            return Ok(Update::none());
        };
        self.apply(Step::PlinthRoll(PlinthRoll {
            by,
            quadrant,
            column: die(rng),
            row: die(rng),
        }))?;
        let u = self.after_change(rng, now);
        if self.phase() == Phase::Armies {
            // Scouts: the armies come after the plinths.
            self.stage = self.stage_for_phase(None);
        }
        Ok(u)
    }

    /// Places the chosen piece on `sq` for the side to place.
    pub fn place_at(&mut self, sq: Square, rng: &mut StdRng, now: u64) -> Result<Update, Notice> {
        Deploys::place_at(&mut Turn { p: self, rng, now }, sq)
    }

    /// Enter on typed text: a placement while deploying, a move in the fight.
    pub(super) fn submit_typed(
        &mut self,
        text: &str,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<Update, Notice> {
        if text.is_empty() {
            return Ok(Update::none());
        }
        match self.phase() {
            Phase::Fight => self.submit_move(text, rng, now),
            Phase::Deploy => submit_placement(&mut Turn { p: self, rng, now }, text),
            _ => Ok(Update::none()),
        }
    }

    /// A deployment that can't go on: resign, agree a draw, or leave (handled by the app).
    fn handle_stuck(
        &mut self,
        action: Action,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<Update, Notice> {
        let Some(side) = self.game.to_act() else {
            return Ok(Update::none());
        };
        // The person at the keyboard: the stuck side, or the computer's opponent.
        let human = if self.is_human(side) {
            side
        } else {
            side.opposite()
        };
        match action {
            Action::Flip => self.input.flip(),
            Action::Resign => self.prompt = Some(Prompt::Resign { side: human }),
            Action::OfferDraw if self.computer.is_some() => {
                // The computer agrees at once: the game can't go on anyway.
                self.apply(Step::AgreeDraw)?;
                return Ok(self.after_change(rng, now));
            }
            Action::OfferDraw => self.prompt = Some(Prompt::DrawOffer { by: side }),
            _ => {}
        }
        Ok(Update::none())
    }

    fn answer(
        &mut self,
        prompt: Prompt,
        action: Action,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<Update, Notice> {
        if let Prompt::Promotion { from, to, choice } = prompt {
            return self.answer_promotion(from, to, choice, action, rng, now);
        }
        match action {
            Action::Yes => {
                self.prompt = None;
                match prompt {
                    Prompt::Takeback { .. } => self.take_back(rng, now),
                    Prompt::DrawOffer { .. } => {
                        self.apply(Step::AgreeDraw)?;
                        Ok(self.after_change(rng, now))
                    }
                    Prompt::Resign { side } => {
                        self.apply(Step::Resign(side))?;
                        let mut u = self.after_change(rng, now);
                        u.push(Command::StopThinking);
                        self.thinking = None;
                        Ok(u)
                    }
                    Prompt::Promotion { .. } => Ok(Update::none()),
                }
            }
            Action::No => {
                self.prompt = None;
                Err(match prompt {
                    Prompt::Takeback { by } => Refusal::TakebackRefused { by },
                    Prompt::DrawOffer { by } => Refusal::DrawDeclined { by },
                    _ => Refusal::Cancelled,
                }
                .into())
            }
            _ => Ok(Update::none()),
        }
    }

    /// The computer's search answered.
    pub fn computer_moved(
        &mut self,
        id: u64,
        m: Option<Move>,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<Update, Notice> {
        if self.thinking != Some(id) {
            return Ok(Update::none());
        }
        self.thinking = None;
        let Some(pos) = self.game.position() else {
            return Ok(Update::none());
        };
        if Some(pos.turn()) != self.computer {
            return Ok(Update::none());
        }
        match m {
            Some(m) if pos.is_legal(m) => {
                let u = self.play_move(m, rng, now)?;
                let san = self.derived.san.last().cloned().unwrap_or_default();
                Ok(Update {
                    notice: Some(News::ComputerPlays(san).into()),
                    ..u
                })
            }
            Some(m) => Err(Refusal::ComputerIllegal(m).into()),
            None => Ok(Update::none()),
        }
    }

    /// Checks the clock; a fallen flag ends the game.
    pub fn tick(&mut self, rng: &mut StdRng, now: u64) -> Option<Update> {
        let side = self.clock.as_ref()?.flag(now)?;
        if self.phase() != Phase::Fight {
            return None;
        }
        if self.apply(Step::Timeout(side)).is_err() {
            return None;
        }
        self.prompt = None;
        self.input.stop_typing();
        let mut u = self.after_change(rng, now);
        if self.thinking.take().is_some() {
            u.push(Command::StopThinking);
        }
        u.notice = Some(News::TimeUp.into());
        Some(u)
    }
}
