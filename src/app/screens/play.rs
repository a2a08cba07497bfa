//! A game being played: the four phases, hand-over screens, prompts, clock and the
//! computer's turns. Pure: dice come from the app's seeded RNG, time from `now`. The
//! fight's own actions are in `play/fight.rs`, the deployment's in `play/deploying.rs`;
//! the board's input in [`crate::app::board_input`].

use std::time::Duration;

use rand::Rng;
use rand::rngs::StdRng;

use crate::rules::deploy::Deployment;
use crate::rules::game::{Game, GameError, Phase, Step};
use crate::rules::plinths::PlinthRoll;
use crate::rules::{Bitboard, BySide, Move, Position, Role, Side};

mod computer;
mod deploying;
mod fight;
mod hints;
mod keys;
pub(in crate::app) mod open;
mod questions;
mod record;
mod view;

use crate::app::board_input::BoardInput;
use crate::app::clock::Clock;
use crate::app::command::{Command, Update};
pub use crate::app::command::{HintLog, ThinkRequest};
use crate::app::computer::Computer;
use crate::app::derived::{Derived, derive};
use crate::app::hint::{Hint, HintAsk};
use crate::app::keymap::{Action, Ctx};
use crate::app::notice::Notice;
use crate::app::promotion::Picker;
use crate::app::sheet::Sheet;

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

/// A picker over the board (questions stand on the app's overlays).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// Choose the promotion piece.
    Promotion(Picker),
}

/// The state of the game screen.
#[derive(Clone, Debug)]
pub struct PlayState {
    game: Game,
    /// The computer the game is played against.
    computer: Option<Computer>,
    /// How long a hint thinks in a game between two players (against the computer: its
    /// think time).
    hint_think: Duration,
    stage: Stage,
    input: BoardInput,
    prompt: Option<Prompt>,
    auto_flip: bool,
    /// The players' names for the record.
    players: BySide<Option<String>>,
    clock: Option<Clock>,
    /// The computer's move was asked for and has not come.
    thinking: bool,
    derived: Derived,
    /// The last dice thrown for an order (deploy or fight), to show them.
    last_dice: Option<[u8; 2]>,
    /// Both clocks after each fight move, `[blue, red]` in ms (the record's `clock_ms`).
    clock_log: Vec<[u64; 2]>,
    /// Hints in a two-player game (`play --hints`) and the steps a hint was shown at.
    hints: HintLog,
    /// The hint being waited for: the number of steps the game had, and what it asked.
    hinting: Option<(usize, HintAsk)>,
    /// The hint on screen (until the step it was for is played).
    hint: Option<Hint>,
    /// The game-over box is hidden to look at the final position.
    over_hidden: bool,
    /// The earlier fight position looked at (`[`): its index in the game's history (the
    /// moves played before it); `None` shows the live position.
    looking_back: Option<usize>,
    /// The computer offered a draw in this game (it offers once).
    computer_offered_draw: bool,
    /// The dice for the deployment order were just thrown: a spare Enter (the roll's key
    /// pressed once more) goes on to the deployment instead of placing the King.
    dice_just_thrown: bool,
}

/// The deployment of `game` when a person (not `computer`) places next: a function of the
/// two fields, so it can be borrowed beside the board input.
fn human_deployment(game: &Game, computer: Option<Side>) -> Option<&Deployment> {
    game.deployment()
        .filter(|d| d.turn().is_some_and(|s| computer != Some(s)))
}

fn die(rng: &mut StdRng) -> u8 {
    rng.random_range(1..=6)
}

/// A plinth roll's column and row dice on a board of `size` (d6 and d6; d8 and d2 on
/// 8×8: [`plinths::dice`](crate::rules::plinths::dice)).
pub(crate) fn plinth_dice(rng: &mut StdRng, size: crate::rules::BoardSize) -> (u8, u8) {
    let (columns, rows) = crate::rules::plinths::dice(size);
    (rng.random_range(1..=columns), rng.random_range(1..=rows))
}

impl PlayState {
    /// A game screen for `game` (new or resumed) against `computer`, if it is played
    /// against one; a hint in a game between two players thinks `hint_think`.
    pub fn new(game: Game, computer: Option<Computer>, hint_think: Duration) -> PlayState {
        let clock = game.rules().clock.map(Clock::new);
        let blue_is_computer = computer.is_some_and(|c| c.side == Side::Blue);
        let input = BoardInput::new(game.rules().board, blue_is_computer);
        let derived = derive(&game);
        let mut s = PlayState {
            game,
            computer,
            hint_think,
            stage: Stage::Board,
            input,
            prompt: None,
            auto_flip: false,
            players: BySide::default(),
            clock,
            thinking: false,
            derived,
            last_dice: None,
            clock_log: Vec::new(),
            hints: HintLog::default(),
            hinting: None,
            hint: None,
            over_hidden: false,
            looking_back: None,
            dice_just_thrown: false,
            computer_offered_draw: false,
        };
        s.stage = s.stage_for_phase(None);
        s
    }

    /// This screen on a game read from a file going on, with its clocks: both times now
    /// (`clock_ms`) and after each move (`clock_log`).
    pub fn resumed(
        self,
        clock_ms: Option<BySide<u64>>,
        clock_log: Vec<[u64; 2]>,
        rng: &mut StdRng,
        now: u64,
    ) -> (PlayState, Update) {
        let mut p = self;
        p.clock_log = clock_log;
        // The saved times first: the clock of the side to move starts from them, and the
        // computer budgets its first move from them.
        if let (Some(c), Some(ms)) = (&mut p.clock, clock_ms) {
            c.remaining = ms;
        }
        let u = p.after_change(rng, now);
        (p, u)
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

    /// The computer the game is played against (`None`: two players).
    pub fn computer(&self) -> Option<Computer> {
        self.computer
    }

    /// The side the computer plays, if it plays.
    fn cpu(&self) -> Option<Side> {
        self.computer.map(|c| c.side)
    }

    pub fn auto_flip(&self) -> bool {
        self.auto_flip
    }

    /// Whether the computer's search is awaited.
    pub fn is_thinking(&self) -> bool {
        self.thinking
    }

    /// Whether the dice for the deployment order were just thrown (the next Enter goes
    /// on to the deployment, placing nothing).
    pub fn dice_just_thrown(&self) -> bool {
        self.dice_just_thrown && self.phase() == Phase::Deploy
    }

    pub fn last_dice(&self) -> Option<[u8; 2]> {
        self.last_dice
    }

    pub fn clock_log(&self) -> &[[u64; 2]] {
        &self.clock_log
    }

    /// The person at the keyboard now, for flipping and hiding.
    pub fn is_human(&self, side: Side) -> bool {
        self.cpu() != Some(side)
    }

    /// Whether the game-over box is hidden (to look at the final position).
    pub fn over_box_hidden(&self) -> bool {
        self.over_hidden
    }

    /// The earlier fight position looked at, with the number of moves played before it;
    /// `None` while the live position is shown.
    pub fn looking_back(&self) -> Option<(usize, &Position)> {
        let i = self.looking_back.filter(|_| self.phase() == Phase::Fight)?;
        self.game.history().get(i).map(|p| (i, p))
    }

    /// Looking back in the fight: `[` shows the position a move earlier, `]` a move later
    /// (from the last one, the live position); the cursor moves and the board flips as
    /// ever; any other action returns to the live position and does nothing else. The
    /// game, the clock and the computer go on as they were. `None`: the action is not
    /// this one's.
    fn look(&mut self, action: Action) -> Option<Update> {
        let last = self.game.history().len().checked_sub(1)?;
        match (action, self.looking_back) {
            // No move played yet: nothing earlier to show.
            (Action::Earlier, _) if last == 0 => {}
            (Action::Earlier, at) => {
                self.looking_back = Some(at.unwrap_or(last).saturating_sub(1));
                self.input.select(None);
            }
            (Action::Later, Some(i)) => self.looking_back = (i + 1 < last).then_some(i + 1),
            (Action::Later, None) => {}
            (_, None) => return None,
            (Action::Up | Action::Down | Action::Left | Action::Right | Action::Flip, _) => {
                return None;
            }
            (_, Some(_)) => self.looking_back = None,
        }
        Some(Update::none())
    }

    /// Hides the game-over box, or shows it again.
    fn toggle_over_box(&mut self) {
        self.over_hidden = !self.over_hidden;
    }

    /// The keymap context of what is on screen.
    pub fn ctx(&self) -> Ctx {
        if let Some(Prompt::Promotion(_)) = &self.prompt {
            return Ctx::Promotion;
        }
        match &self.stage {
            Stage::Handover { .. } => Ctx::Handover,
            Stage::Sheet(s) if s.confirming => Ctx::SheetConfirm,
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
    fn apply(&mut self, step: Step) -> Result<(), GameError> {
        // A placement of the player's (typed or clicked) ends the wait; the computer's does
        // not: an Enter pressed once too often while it placed first still places nothing.
        let computers =
            self.cpu().is_some() && self.game.deployment().and_then(|d| d.turn()) == self.cpu();
        if !computers {
            self.dice_just_thrown = false;
        }
        self.derived.apply(&mut self.game, step)
    }

    /// Takes back the last move, keeping what is derived up to date.
    fn undo_move(&mut self) -> Result<Move, GameError> {
        self.derived.take_back(&mut self.game)
    }

    /// After the game changed: runs the computer's quick turns (army, plinth rolls), the
    /// clock and the board orientation, asks for a search when it is the computer's turn
    /// to place or move, and saves.
    fn after_change(&mut self, rng: &mut StdRng, now: u64) -> Update {
        if let Some(cpu) = self.cpu() {
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
            self.input
                .fix_role(human_deployment(&self.game, self.cpu()));
        }
        let mut u = Update::with(Command::SaveGame {
            to: crate::app::command::SaveTo::Auto,
            game: Box::new(self.snapshot(now)),
        });
        if let Some(cpu) = self.cpu()
            && let Some(job) = self.computer_search(cpu, rng, now)
        {
            u = u.and(Update::job(job));
        }
        u
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
    fn human_deployment(&self) -> Option<&Deployment> {
        human_deployment(&self.game, self.cpu())
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
        // The promotion picker first.
        if let Some(Prompt::Promotion(picker)) = self.prompt {
            return self.answer_promotion(picker, action, rng, now);
        }
        if self.stage == Stage::Board
            && self.phase() == Phase::Fight
            && let Some(u) = self.look(action)
        {
            return Ok(u);
        }
        match &mut self.stage {
            Stage::Handover { next, .. } => {
                if action == Action::Activate {
                    self.stage = match *next {
                        Some(side) => Stage::Sheet(self.sheet(side)),
                        None => Stage::Board,
                    };
                }
                return Ok(Update::none());
            }
            Stage::Sheet(sheet) => {
                // The sheet takes the key where it stands: a refused key leaves it as it
                // was.
                let confirming = sheet.confirming;
                if !sheet.handle(action)? {
                    return Ok(Update::none());
                }
                let (side, army) = (sheet.side, sheet.army);
                if let Err(e) = self.apply(Step::Army { side, army }) {
                    // A refused army leaves the sheet as it was before the key.
                    if let Stage::Sheet(sheet) = &mut self.stage {
                        sheet.confirming = confirming;
                    }
                    return Err(e.into());
                }
                let u = self.after_change(rng, now);
                self.stage = self.stage_for_phase(Some(side));
                return Ok(u);
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
                self.dice_just_thrown = self.phase() == Phase::Deploy;
                Ok(self.after_change(rng, now))
            }
            Phase::Deploy | Phase::Fight if action == Action::Hint => self.ask_hint(rng),
            Phase::Deploy if self.stuck().is_some() => self.handle_stuck(action),
            Phase::Deploy if action == Action::AutoFlip => Ok(self.toggle_auto_flip()),
            // The first Enter after the dice only goes on; any other key acts at once.
            Phase::Deploy
                if std::mem::take(&mut self.dice_just_thrown) && action == Action::Activate =>
            {
                Ok(Update::none())
            }
            Phase::Deploy => self.deploy_key(action, rng, now),
            Phase::Fight => self.handle_fight(action, rng, now),
            Phase::Over => Ok(Update::none()),
        }
    }

    fn roll_plinth(&mut self, rng: &mut StdRng, now: u64) -> Result<Update, Notice> {
        let Some((by, quadrant)) = self.game.next_plinth_roll() else {
            return Ok(Update::none());
        };
        let (column, row) = plinth_dice(rng, self.game.rules().board);
        self.apply(Step::PlinthRoll(PlinthRoll {
            by,
            quadrant,
            column,
            row,
        }))?;
        let u = self.after_change(rng, now);
        if self.phase() == Phase::Armies {
            // Scouts: the armies come after the plinths.
            self.stage = self.stage_for_phase(None);
        }
        Ok(u)
    }

    /// The text typed so far on the board (the line editor holds it): the fight's
    /// matches follow it.
    fn set_typed(&mut self, text: &str) {
        // A move typed is played on the live position: it is shown.
        self.looking_back = None;
        let pos = self
            .game
            .position()
            .filter(|_| self.phase() == Phase::Fight);
        self.input.set_typed(text, pos);
    }

    /// Enter on typed text: a placement while deploying, a move in the fight.
    fn submit_typed(&mut self, text: &str, rng: &mut StdRng, now: u64) -> Result<Update, Notice> {
        if text.is_empty() {
            return Ok(Update::none());
        }
        match self.phase() {
            Phase::Fight => self.submit_move(text, rng, now),
            Phase::Deploy => {
                // A placement typed: the player has gone on from the dice.
                self.dice_just_thrown = false;
                self.submit_placement(text, rng, now)
            }
            _ => Ok(Update::none()),
        }
    }
}
