//! A game being played: the four phases, hand-over screens, prompts, clock and the
//! computer's turns. Pure: dice come from the app's seeded RNG, time from `now`.

use std::time::Duration;

use rand::Rng;
use rand::rngs::StdRng;

use crate::engine;
use crate::rules::deploy::Deployment;
use crate::rules::game::{Game, Phase, Step};
use crate::rules::notation::{parse_move, to_short};
use crate::rules::plinths::PlinthRoll;
use crate::rules::{Bitboard, Move, Piece, Role, Side, Square};

use super::clock::Clock;
use super::derived::{Derived, derive};
use super::keymap::{Action, Ctx};
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

impl Prompt {
    /// The question, in words.
    pub fn question(&self) -> String {
        match self {
            Prompt::Promotion { .. } => "Promote to: Q R B N".into(),
            Prompt::Takeback { by } => format!(
                "{by} asks to take back its last move. {}, do you agree? (y/n)",
                by.opposite()
            ),
            Prompt::DrawOffer { by } => {
                format!(
                    "{by} offers a draw. {}, do you accept? (y/n)",
                    by.opposite()
                )
            }
            Prompt::Resign { side } => format!("{side}, do you really resign? (y/n)"),
        }
    }
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

/// Text being typed into the command line of the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Input {
    pub text: String,
    /// Moves (fight) matching what is typed so far.
    pub matches: Vec<Move>,
}

/// The state of the game screen.
#[derive(Clone, Debug)]
pub struct PlayState {
    pub game: Game,
    pub computer: Option<Side>,
    pub think: Duration,
    pub stage: Stage,
    pub cursor: Square,
    pub selected: Option<Square>,
    /// Deployment: the piece chosen from the hand.
    pub role: Option<Role>,
    pub input: Option<Input>,
    pub prompt: Option<Prompt>,
    pub flipped: bool,
    pub auto_flip: bool,
    pub clock: Option<Clock>,
    /// The id of the search being waited for.
    pub thinking: Option<u64>,
    pub next_think_id: u64,
    pub derived: Derived,
    /// The last dice thrown for an order (deploy or fight), to show them.
    pub last_dice: Option<[u8; 2]>,
    /// Both clocks after each fight move, `[blue, red]` in ms (the record's `clock_ms`).
    pub clock_log: Vec<[u64; 2]>,
}

/// What a change to the game asks of the runtime.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayEffect {
    pub save: bool,
    pub think: Option<ThinkRequest>,
    pub stop_thinking: bool,
}

impl PlayEffect {
    fn merge(&mut self, o: PlayEffect) {
        self.save |= o.save;
        self.stop_thinking |= o.stop_thinking;
        if o.think.is_some() {
            self.think = o.think;
        }
    }
}

fn die(rng: &mut StdRng) -> u8 {
    rng.random_range(1..=6)
}

impl PlayState {
    /// A game screen for `game` (new or resumed).
    pub fn new(game: Game, computer: Option<Side>, think: Duration) -> PlayState {
        let clock = game.rules().clock.map(Clock::new);
        let size = game.rules().board;
        let mut s = PlayState {
            game,
            computer,
            think,
            stage: Stage::Board,
            cursor: Square::new(size.len() / 2, 0).unwrap_or(Square::from_index_unchecked(0)),
            selected: None,
            role: None,
            input: None,
            prompt: None,
            flipped: computer == Some(Side::Blue),
            auto_flip: false,
            clock,
            thinking: None,
            next_think_id: 1,
            derived: Derived::default(),
            last_dice: None,
            clock_log: Vec::new(),
        };
        s.stage = s.stage_for_phase(None);
        s
    }

    pub fn phase(&self) -> Phase {
        self.game.phase()
    }

    /// The person at the keyboard now, for flipping and hiding.
    pub fn is_human(&self, side: Side) -> bool {
        self.computer != Some(side)
    }

    /// The keymap context of what is on screen.
    pub fn ctx(&self) -> Ctx {
        if self.input.is_some() {
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
            Some(next) => {
                let r = self.game.rules();
                Stage::Sheet(Sheet::new(next, r.roster.clone(), r.budget[next]))
            }
            None => Stage::Board,
        }
    }

    /// Runs the computer's quick turns (army, plinth rolls, placements), refreshes what is
    /// derived, the clock and the board orientation, and asks for a search when it is the
    /// computer's move.
    pub fn after_change(&mut self, rng: &mut StdRng, now: u64) -> PlayEffect {
        let mut eff = PlayEffect {
            save: true,
            ..PlayEffect::default()
        };
        if let Some(cpu) = self.computer {
            for _ in 0..10_000 {
                if !self.computer_quick_turn(cpu, rng) {
                    break;
                }
            }
        }
        self.derived = derive(&self.game);
        self.selected = None;
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
            self.flipped = side == Side::Red;
        }
        // Deployment: pick a piece that may be placed now.
        if self.phase() == Phase::Deploy {
            self.fix_role();
        }
        if self.phase() == Phase::Fight
            && let (Some(cpu), Some(pos)) = (self.computer, self.game.position())
            && pos.turn() == cpu
            && self.thinking.is_none()
        {
            let id = self.next_think_id;
            self.next_think_id += 1;
            self.thinking = Some(id);
            eff.think = Some(ThinkRequest {
                id,
                position: pos.clone(),
                history: self.derived.keys.clone(),
                time: self.think,
            });
        }
        eff
    }

    /// One instant action of the computer; false when it has nothing to do now.
    fn computer_quick_turn(&mut self, cpu: Side, rng: &mut StdRng) -> bool {
        match self.game.phase() {
            Phase::Armies if !self.game.has_army(cpu) => {
                let plinths = self.game.rules().scouts.then(|| self.game.plinths());
                let army = engine::choose_army(self.game.rules(), cpu, plinths, rng.random());
                self.game.apply(Step::Army { side: cpu, army }).is_ok()
            }
            Phase::Plinths => match self.game.next_plinth_roll() {
                Some((side, quadrant)) if side == cpu => {
                    let roll = PlinthRoll {
                        by: side,
                        quadrant,
                        column: die(rng),
                        row: die(rng),
                    };
                    self.game.apply(Step::PlinthRoll(roll)).is_ok()
                }
                _ => false,
            },
            Phase::Deploy => match self.game.deployment() {
                Some(d) if d.turn() == Some(cpu) => {
                    let (piece, square) = engine::choose_placement(d, rng.random());
                    self.game.apply(Step::Place { piece, square }).is_ok()
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// Why the deployment can't go on (the core's words), when the side to place has
    /// pieces in hand but no legal square for any of them.
    pub fn stuck(&self) -> Option<String> {
        if self.phase() != Phase::Deploy {
            return None;
        }
        self.game.deployment()?.stuck().map(|e| e.to_string())
    }

    /// The roles the side to place may place now.
    pub fn placeable(&self) -> Vec<Role> {
        self.game
            .deployment()
            .map(placeable_now)
            .unwrap_or_default()
    }

    fn fix_role(&mut self) {
        let ok = self.placeable();
        if self.role.is_none_or(|r| !ok.contains(&r)) {
            self.role = ok.first().copied();
        }
        self.cursor = snap(self.cursor, self.targets());
    }

    /// Squares to highlight as targets: legal squares of the chosen piece (deployment) or of
    /// the piece in hand (fight), or of the typed move.
    pub fn targets(&self) -> Bitboard {
        match self.phase() {
            Phase::Deploy => match (self.game.deployment(), self.role) {
                (Some(d), Some(r)) if d.turn().is_some_and(|s| self.is_human(s)) => {
                    d.legal_squares(r)
                }
                _ => Bitboard::EMPTY,
            },
            Phase::Fight => {
                if let Some(inp) = &self.input {
                    return inp.matches.iter().map(|m| m.to).collect();
                }
                match (self.game.position(), self.selected) {
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
        if let Some(inp) = &self.input {
            return inp.matches.iter().map(|m| m.from).collect();
        }
        self.selected.map(Bitboard::from).unwrap_or(Bitboard::EMPTY)
    }

    /// Moves the cursor on screen (up is up whichever way the board is turned).
    pub fn move_cursor(&mut self, action: Action) {
        self.cursor = step_cursor(
            self.cursor,
            action,
            self.flipped,
            self.game.rules().board.len(),
        );
    }

    /// Handles an action on this screen. `Err` is a message for the status line.
    pub fn handle(
        &mut self,
        action: Action,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<PlayEffect, String> {
        // Prompts first.
        if let Some(prompt) = self.prompt.clone() {
            return self.answer(prompt, action, rng, now);
        }
        match self.stage.clone() {
            Stage::Handover { next, .. } => {
                if action == Action::Activate {
                    self.stage = match next {
                        Some(side) => {
                            let r = self.game.rules();
                            Stage::Sheet(Sheet::new(side, r.roster.clone(), r.budget[side]))
                        }
                        None => Stage::Board,
                    };
                }
                return Ok(PlayEffect::default());
            }
            Stage::Sheet(mut sheet) => {
                let done = sheet.handle(action)?;
                if done {
                    let side = sheet.side;
                    self.game
                        .apply(Step::Army {
                            side,
                            army: sheet.army,
                        })
                        .map_err(|e| e.to_string())?;
                    let eff = self.after_change(rng, now);
                    self.stage = self.stage_for_phase(Some(side));
                    return Ok(eff);
                }
                self.stage = Stage::Sheet(sheet);
                return Ok(PlayEffect::default());
            }
            Stage::Board => {}
        }
        match self.phase() {
            Phase::Armies => {
                self.stage = self.stage_for_phase(None);
                Ok(PlayEffect::default())
            }
            Phase::Plinths => match action {
                Action::Flip => {
                    self.flipped = !self.flipped;
                    Ok(PlayEffect::default())
                }
                Action::Roll => self.roll_plinth(rng, now),
                Action::RollAll => {
                    let mut eff = PlayEffect::default();
                    while self.phase() == Phase::Plinths {
                        let before = self.game.steps().len();
                        eff.merge(self.roll_plinth(rng, now)?);
                        if self.game.steps().len() == before {
                            break;
                        }
                    }
                    Ok(eff)
                }
                _ => Ok(PlayEffect::default()),
            },
            Phase::DeployOrder | Phase::FightOrder => {
                if action != Action::Roll {
                    return Ok(PlayEffect::default());
                }
                let pair = [die(rng), die(rng)];
                let step = if self.phase() == Phase::DeployOrder {
                    Step::DeployRoll(pair)
                } else {
                    Step::FightRoll(pair)
                };
                self.game.apply(step).map_err(|e| e.to_string())?;
                self.last_dice = Some(pair);
                Ok(self.after_change(rng, now))
            }
            Phase::Deploy if self.stuck().is_some() => self.handle_stuck(action, rng, now),
            Phase::Deploy => self.handle_deploy(action, rng, now),
            Phase::Fight => self.handle_fight(action, rng, now),
            Phase::Over => Ok(PlayEffect::default()),
        }
    }

    fn roll_plinth(&mut self, rng: &mut StdRng, now: u64) -> Result<PlayEffect, String> {
        let Some((by, quadrant)) = self.game.next_plinth_roll() else {
            return Ok(PlayEffect::default());
        };
        let roll = PlinthRoll {
            by,
            quadrant,
            column: die(rng),
            row: die(rng),
        };
        self.game
            .apply(Step::PlinthRoll(roll))
            .map_err(|e| e.to_string())?;
        let mut eff = self.after_change(rng, now);
        if self.phase() == Phase::Armies {
            // Scouts: the armies come after the plinths.
            self.stage = self.stage_for_phase(None);
            eff.save = true;
        }
        Ok(eff)
    }

    fn handle_deploy(
        &mut self,
        action: Action,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<PlayEffect, String> {
        match action {
            Action::Up | Action::Down | Action::Left | Action::Right => {
                self.move_cursor(action);
            }
            Action::Flip => self.flipped = !self.flipped,
            Action::Pick(role) => {
                if self.placeable().contains(&role) {
                    self.role = Some(role);
                    self.cursor = snap(self.cursor, self.targets());
                } else {
                    return Err(format!("a {} may not be placed now", role.name()));
                }
            }
            Action::NextPiece | Action::PrevPiece => {
                let forward = action == Action::NextPiece;
                if let Some(r) = cycle_role(&self.placeable(), self.role, forward) {
                    self.role = Some(r);
                    self.cursor = snap(self.cursor, self.targets());
                }
            }
            Action::Activate => return self.place_at(self.cursor, rng, now),
            _ => {}
        }
        Ok(PlayEffect::default())
    }

    /// Places the chosen piece on `sq` for the side to place.
    pub fn place_at(
        &mut self,
        sq: Square,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<PlayEffect, String> {
        let Some(side) = self.game.deployment().and_then(|d| d.turn()) else {
            return Ok(PlayEffect::default());
        };
        if !self.is_human(side) {
            return Err("the computer is placing".into());
        }
        let Some(role) = self.role else {
            return Err("no piece may be placed now".into());
        };
        let piece = Piece::new(side, role);
        // Ask the deployment first so a refusal comes with the core's reason.
        if let Some(d) = self.game.deployment() {
            let mut d = d.clone();
            d.place(piece, sq)
                .map_err(|e| format!("{}@{sq}: {e}", piece.char()))?;
        }
        self.game
            .apply(Step::Place { piece, square: sq })
            .map_err(|e| e.to_string())?;
        Ok(self.after_change(rng, now))
    }

    /// A deployment that can't go on: resign, agree a draw, or leave (handled by the app).
    fn handle_stuck(
        &mut self,
        action: Action,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<PlayEffect, String> {
        let Some(side) = self.game.to_act() else {
            return Ok(PlayEffect::default());
        };
        // The person at the keyboard: the stuck side, or the computer's opponent.
        let human = if self.is_human(side) {
            side
        } else {
            side.opposite()
        };
        match action {
            Action::Flip => self.flipped = !self.flipped,
            Action::Resign => self.prompt = Some(Prompt::Resign { side: human }),
            Action::OfferDraw if self.computer.is_some() => {
                // The computer agrees at once: the game can't go on anyway.
                self.game
                    .apply(Step::AgreeDraw)
                    .map_err(|e| e.to_string())?;
                return Ok(self.finish(rng, now));
            }
            Action::OfferDraw => self.prompt = Some(Prompt::DrawOffer { by: side }),
            _ => {}
        }
        Ok(PlayEffect::default())
    }

    fn handle_fight(
        &mut self,
        action: Action,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<PlayEffect, String> {
        let Some(pos) = self.game.position().cloned() else {
            return Ok(PlayEffect::default());
        };
        let human_turn = self.is_human(pos.turn());
        match action {
            Action::Up | Action::Down | Action::Left | Action::Right => self.move_cursor(action),
            Action::Flip => self.flipped = !self.flipped,
            Action::AutoFlip => {
                self.auto_flip = !self.auto_flip;
                if self.auto_flip && human_turn {
                    self.flipped = pos.turn() == Side::Red;
                }
                return Err(format!(
                    "auto-flip {}",
                    if self.auto_flip { "on" } else { "off" }
                ));
            }
            Action::Back => self.selected = None,
            Action::Activate => {
                if !human_turn {
                    return Err("the computer is thinking".into());
                }
                return self.click(self.cursor, rng, now);
            }
            Action::Takeback => {
                if self.game.moves().is_empty() {
                    return Err("no move to take back".into());
                }
                if self.computer.is_some() {
                    // The computer always agrees.
                    return self.take_back(rng, now);
                }
                // The player who made the last move asks; the side to move answers.
                let by = pos.turn().opposite();
                self.prompt = Some(Prompt::Takeback { by });
            }
            Action::OfferDraw => {
                if !human_turn {
                    return Err("wait for your move to offer a draw".into());
                }
                if self.computer.is_some() {
                    return Err("the computer declines the draw".into());
                }
                self.prompt = Some(Prompt::DrawOffer { by: pos.turn() });
            }
            Action::ClaimDraw => {
                if !human_turn {
                    return Err("only the side to move may claim a draw".into());
                }
                let Some(reason) = self.game.claimable_draw() else {
                    return Err(
                        "no draw to claim: needs threefold repetition or fifty moves".into(),
                    );
                };
                self.game
                    .apply(Step::ClaimDraw(reason))
                    .map_err(|e| e.to_string())?;
                return Ok(self.finish(rng, now));
            }
            Action::Resign => {
                let side = if human_turn {
                    pos.turn()
                } else {
                    pos.turn().opposite()
                };
                self.prompt = Some(Prompt::Resign { side });
            }
            _ => {}
        }
        Ok(PlayEffect::default())
    }

    /// A click or Enter on `sq` in the fight: pick up, put down, or change the piece.
    pub fn click(&mut self, sq: Square, rng: &mut StdRng, now: u64) -> Result<PlayEffect, String> {
        let Some(pos) = self.game.position().cloned() else {
            return Ok(PlayEffect::default());
        };
        self.cursor = sq;
        let own = pos
            .board()
            .piece_at(sq)
            .is_some_and(|p| p.side == pos.turn());
        match self.selected {
            Some(from) if from == sq => {
                self.selected = None;
                Ok(PlayEffect::default())
            }
            Some(from) => {
                let moves: Vec<Move> = pos
                    .legal_moves_from(from)
                    .into_iter()
                    .filter(|m| m.to == sq)
                    .collect();
                match moves.len() {
                    0 if own => self.pick_up(&pos, sq),
                    0 => {
                        let why = pos
                            .play(Move {
                                from,
                                to: sq,
                                promotion: None,
                            })
                            .err()
                            .map(|e| e.to_string())
                            .unwrap_or_else(|| "illegal move".into());
                        Err(format!("{from}{sq}: {why}"))
                    }
                    1 => self.play_move(moves[0], rng, now),
                    _ => {
                        self.prompt = Some(Prompt::Promotion {
                            from,
                            to: sq,
                            choice: 0,
                        });
                        Ok(PlayEffect::default())
                    }
                }
            }
            None => self.pick_up(&pos, sq),
        }
    }

    fn pick_up(&mut self, pos: &crate::rules::Position, sq: Square) -> Result<PlayEffect, String> {
        match pos.board().piece_at(sq) {
            Some(p) if p.side == pos.turn() => {
                if pos.legal_moves_from(sq).is_empty() {
                    self.selected = None;
                    Err(format!("the {} on {sq} has no legal move", p.role.name()))
                } else {
                    self.selected = Some(sq);
                    Ok(PlayEffect::default())
                }
            }
            Some(_) => Err(format!(
                "{sq}: that is not your piece ({} to move)",
                pos.turn()
            )),
            None => Err(format!("{sq}: no piece there")),
        }
    }

    /// Plays a legal move of the side to move.
    pub fn play_move(&mut self, m: Move, rng: &mut StdRng, now: u64) -> Result<PlayEffect, String> {
        self.game.apply(Step::Move(m)).map_err(|e| e.to_string())?;
        if let Some(c) = &mut self.clock {
            c.moved(now);
            self.clock_log
                .push([c.left(Side::Blue, now), c.left(Side::Red, now)]);
        }
        self.selected = None;
        Ok(self.finish(rng, now))
    }

    fn finish(&mut self, rng: &mut StdRng, now: u64) -> PlayEffect {
        self.after_change(rng, now)
    }

    fn take_back(&mut self, rng: &mut StdRng, now: u64) -> Result<PlayEffect, String> {
        let mut eff = PlayEffect {
            stop_thinking: self.thinking.is_some(),
            ..PlayEffect::default()
        };
        self.thinking = None;
        self.game.take_back().map_err(|e| e.to_string())?;
        self.clock_log.pop();
        // Against the computer, take back its answer too so it is the person's move again.
        if let (Some(cpu), Some(p)) = (self.computer, self.game.position())
            && p.turn() == cpu
            && !self.game.moves().is_empty()
        {
            self.game.take_back().map_err(|e| e.to_string())?;
            self.clock_log.pop();
        }
        // The clocks go back to what they showed after the move now last.
        if let (Some(c), Some(rules)) = (&mut self.clock, self.game.rules().clock) {
            c.running = None;
            c.remaining = match self.clock_log.last() {
                Some([b, r]) => crate::rules::BySide::new(*b, *r),
                None => crate::rules::BySide::new(rules.initial_ms, rules.initial_ms),
            };
        }
        eff.merge(self.after_change(rng, now));
        Ok(eff)
    }

    fn answer(
        &mut self,
        prompt: Prompt,
        action: Action,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<PlayEffect, String> {
        if let Prompt::Promotion { from, to, choice } = prompt {
            let n = Role::PROMOTIONS.len();
            let pick = match action {
                Action::Pick(r) => Some(r),
                Action::Activate => Some(Role::PROMOTIONS[choice]),
                Action::Left => {
                    self.prompt = Some(Prompt::Promotion {
                        from,
                        to,
                        choice: (choice + n - 1) % n,
                    });
                    None
                }
                Action::Right => {
                    self.prompt = Some(Prompt::Promotion {
                        from,
                        to,
                        choice: (choice + 1) % n,
                    });
                    None
                }
                Action::Back => {
                    self.prompt = None;
                    self.selected = None;
                    None
                }
                _ => None,
            };
            if let Some(role) = pick {
                self.prompt = None;
                return self.play_move(
                    Move {
                        from,
                        to,
                        promotion: Some(role),
                    },
                    rng,
                    now,
                );
            }
            return Ok(PlayEffect::default());
        }
        match action {
            Action::Yes => {
                self.prompt = None;
                match prompt {
                    Prompt::Takeback { .. } => self.take_back(rng, now),
                    Prompt::DrawOffer { .. } => {
                        self.game
                            .apply(Step::AgreeDraw)
                            .map_err(|e| e.to_string())?;
                        Ok(self.finish(rng, now))
                    }
                    Prompt::Resign { side } => {
                        self.game
                            .apply(Step::Resign(side))
                            .map_err(|e| e.to_string())?;
                        let mut eff = self.finish(rng, now);
                        eff.stop_thinking = true;
                        self.thinking = None;
                        Ok(eff)
                    }
                    Prompt::Promotion { .. } => Ok(PlayEffect::default()),
                }
            }
            Action::No => {
                self.prompt = None;
                Err(match prompt {
                    Prompt::Takeback { by } => format!("{} refuses the takeback", by.opposite()),
                    Prompt::DrawOffer { by } => format!("{} declines the draw", by.opposite()),
                    _ => "cancelled".into(),
                })
            }
            _ => Ok(PlayEffect::default()),
        }
    }

    /// Starts typing a move or placement.
    pub fn start_typing(&mut self) {
        self.input = Some(Input::default());
        self.selected = None;
    }

    /// Updates what the typed text matches.
    pub fn typed_changed(&mut self) {
        let Some(inp) = &mut self.input else {
            return;
        };
        inp.matches.clear();
        if let (Phase::Fight, Some(pos)) = (self.game.phase(), self.game.position()) {
            let t = inp.text.trim();
            if t.is_empty() {
                return;
            }
            let tp: String = t.chars().filter(|c| !"+#x=".contains(*c)).collect();
            for m in pos.legal_moves() {
                let long = m.to_string();
                let short = to_short(pos, m);
                let plain: String = short.chars().filter(|c| !"+#x=".contains(*c)).collect();
                // "Nc3" names both Knights that can go to c3 (short notation would need
                // "Nac3"): match it, so both light up and Enter says which to choose.
                let loose = pos
                    .board()
                    .piece_at(m.from)
                    .filter(|p| p.role != Role::Pawn)
                    .map(|p| format!("{}{}", p.role.upper_char(), m.to));
                if long.starts_with(t)
                    || short.starts_with(t)
                    || plain.starts_with(&tp)
                    || loose.is_some_and(|l| l.starts_with(&tp))
                {
                    inp.matches.push(m);
                }
            }
        }
    }

    /// Enter on the typed text: play the move or place the piece.
    pub fn submit_typed(&mut self, rng: &mut StdRng, now: u64) -> Result<PlayEffect, String> {
        let Some(inp) = self.input.take() else {
            return Ok(PlayEffect::default());
        };
        let text = inp.text.trim().to_string();
        if text.is_empty() {
            return Ok(PlayEffect::default());
        }
        match self.game.phase() {
            Phase::Fight => {
                let Some(pos) = self.game.position().cloned() else {
                    return Ok(PlayEffect::default());
                };
                if !self.is_human(pos.turn()) {
                    return Err("the computer is thinking".into());
                }
                let m = match parse_move(&pos, &text) {
                    Ok(m) => m,
                    Err(e) => {
                        // A pawn move to the far rank typed without the piece: ask for it.
                        if let Some(first) = inp.matches.first()
                            && first.promotion.is_some()
                            && inp
                                .matches
                                .iter()
                                .all(|m| m.from == first.from && m.to == first.to)
                        {
                            self.prompt = Some(Prompt::Promotion {
                                from: first.from,
                                to: first.to,
                                choice: 0,
                            });
                            return Ok(PlayEffect::default());
                        }
                        let t = text.to_ascii_uppercase().replace('0', "O");
                        if t.starts_with("O-O") {
                            return Err("there is no castling in Shuuro".into());
                        }
                        return Err(e.to_string());
                    }
                };
                self.play_move(m, rng, now)
            }
            Phase::Deploy => {
                let (role, sq) = parse_placement(&text)
                    .ok_or_else(|| format!("{text}: write a placement like Q@e1 or Qe1"))?;
                let before = self.role;
                if let Some(r) = role {
                    self.role = Some(r);
                }
                let r = self.place_at(sq, rng, now);
                if r.is_err() {
                    // A refused placement leaves the chosen piece as it was.
                    self.role = before;
                }
                r
            }
            _ => Ok(PlayEffect::default()),
        }
    }

    /// The computer's search answered.
    pub fn computer_moved(
        &mut self,
        id: u64,
        m: Option<Move>,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<PlayEffect, String> {
        if self.thinking != Some(id) {
            return Ok(PlayEffect::default());
        }
        self.thinking = None;
        let Some(pos) = self.game.position() else {
            return Ok(PlayEffect::default());
        };
        if Some(pos.turn()) != self.computer {
            return Ok(PlayEffect::default());
        }
        match m {
            Some(m) if pos.is_legal(m) => self.play_move(m, rng, now),
            Some(m) => Err(format!("the computer chose an illegal move {m}")),
            None => Ok(PlayEffect::default()),
        }
    }

    /// Checks the clock; a fallen flag ends the game.
    pub fn tick(&mut self, rng: &mut StdRng, now: u64) -> Option<PlayEffect> {
        let side = self.clock.as_ref()?.flag(now)?;
        if self.phase() != Phase::Fight {
            return None;
        }
        if self.game.apply(Step::Timeout(side)).is_err() {
            return None;
        }
        self.prompt = None;
        self.input = None;
        let mut eff = self.after_change(rng, now);
        eff.stop_thinking = self.thinking.take().is_some();
        Some(eff)
    }
}

/// The roles the side to place may place now and that have a square left: the rules'
/// order (King, nobles, pawns) without the roles a full board leaves no room for.
pub fn placeable_now(d: &Deployment) -> Vec<Role> {
    d.placeable_roles()
        .into_iter()
        .filter(|&r| d.legal_squares(r).any())
        .collect()
}

/// The piece after (or before) `current` among those that may be placed now, going
/// round; the first (or last) one when `current` is not among them; `None` when none
/// may be.
pub fn cycle_role(placeable: &[Role], current: Option<Role>, forward: bool) -> Option<Role> {
    let n = placeable.len();
    let i = match current.and_then(|r| placeable.iter().position(|&x| x == r)) {
        Some(i) if forward => (i + 1) % n,
        Some(i) => (i + n - 1) % n,
        None if forward => 0,
        None => n.checked_sub(1)?,
    };
    placeable.get(i).copied()
}

/// The square of `targets` nearest to `cursor` (the cursor itself when it is one, or
/// when there are none): the cursor follows the side to place.
pub fn snap(cursor: Square, targets: Bitboard) -> Square {
    if targets.contains(cursor) {
        return cursor;
    }
    let dist = |s: Square| {
        let df = (s.file() as i32 - cursor.file() as i32).abs();
        let dr = (s.rank() as i32 - cursor.rank() as i32).abs();
        (dr * 2 + df, s.index())
    };
    targets.min_by_key(|s| dist(*s)).unwrap_or(cursor)
}

/// Reads `Q@e1`, `Qe1`, `q@e1` or just `e1` (the chosen piece).
pub fn parse_placement(text: &str) -> Option<(Option<Role>, Square)> {
    let t = text.trim();
    let mut chars = t.chars();
    let first = chars.next()?;
    let (role, rest) = match Role::from_char(first) {
        Some(r) if !first.is_ascii_lowercase() || t.len() > 3 || t.contains('@') => {
            (Some(r), &t[first.len_utf8()..])
        }
        _ => (None, t),
    };
    let rest = rest.strip_prefix('@').unwrap_or(rest);
    let sq: Square = rest.parse().ok()?;
    Some((role, sq))
}

/// The cursor after an arrow key: up is up on screen whichever way the board is turned.
pub fn step_cursor(sq: Square, action: Action, flipped: bool, n: u8) -> Square {
    let (df, dr): (i8, i8) = match action {
        Action::Up => (0, 1),
        Action::Down => (0, -1),
        Action::Left => (-1, 0),
        Action::Right => (1, 0),
        _ => (0, 0),
    };
    let (df, dr) = if flipped { (-df, -dr) } else { (df, dr) };
    match sq.offset(df, dr) {
        Some(s) if s.file() < n && s.rank() < n => s,
        _ => sq,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placements_read_with_or_without_at_sign() {
        let e1: Square = "e1".parse().unwrap();
        assert_eq!(parse_placement("Q@e1"), Some((Some(Role::Queen), e1)));
        assert_eq!(parse_placement("Qe1"), Some((Some(Role::Queen), e1)));
        assert_eq!(parse_placement("e1"), Some((None, e1)));
        let b12: Square = "b12".parse().unwrap();
        assert_eq!(parse_placement("b12"), Some((None, b12)));
        assert_eq!(parse_placement("n@b12"), Some((Some(Role::Knight), b12)));
        assert_eq!(parse_placement("zz"), None);
        assert_eq!(parse_placement(""), None);
    }

    #[test]
    fn cursor_up_is_up_on_screen_when_flipped() {
        let e2: Square = "e2".parse().unwrap();
        assert_eq!(step_cursor(e2, Action::Up, false, 12).to_string(), "e3");
        assert_eq!(step_cursor(e2, Action::Up, true, 12).to_string(), "e1");
        let f6: Square = "f6".parse().unwrap();
        assert_eq!(step_cursor(f6, Action::Right, false, 6), f6);
    }

    #[test]
    fn piece_choice_goes_round_the_placeable_pieces() {
        let ok = [Role::Queen, Role::Knight, Role::Pawn];
        assert_eq!(cycle_role(&ok, Some(Role::Queen), true), Some(Role::Knight));
        assert_eq!(cycle_role(&ok, Some(Role::Pawn), true), Some(Role::Queen));
        assert_eq!(cycle_role(&ok, Some(Role::Queen), false), Some(Role::Pawn));
        // A piece no longer placeable: start from the first (or the last).
        assert_eq!(cycle_role(&ok, Some(Role::Rook), true), Some(Role::Queen));
        assert_eq!(cycle_role(&ok, None, false), Some(Role::Pawn));
        assert_eq!(cycle_role(&[], Some(Role::Queen), true), None);
    }
}
