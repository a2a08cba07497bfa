//! The computer's turns in a game: its quick steps (army, plinth rolls), its thinking
//! time, its searched placements and moves (and a draw it offers in an ending neither
//! side can win), and the clock that can end the game.

use std::time::Duration;

use rand::Rng;
use rand::rngs::StdRng;

use crate::engine;
use crate::engine::skill::{self, Skill};
use crate::rules::game::{Phase, Step};
use crate::rules::plinths::PlinthRoll;
use crate::rules::{Move, Piece, Side, Square};

use super::{PlayState, plinth_dice};
use crate::app::command::{Command, Update};
use crate::app::derived::keys_before;
use crate::app::jobs::{Job, PlaceRequest, ThinkRequest, placement_to_make};
use crate::app::notice::{News, Notice, Refusal};
use crate::app::overlay::Question;
use crate::engine::deploy::FightOrder;

/// The computer searches each placement for its think time divided by this: a deployment
/// has many placements, each less decisive than a fight move.
pub const PLACE_SHARE: u32 = 4;

/// The least time the computer searches a placement.
pub const MIN_PLACE_TIME: Duration = Duration::from_millis(50);

impl PlayState {
    /// How long the computer (`cpu`) may think now: with a clock, a budget from its time
    /// left and the increment (as `go wtime ...` does), so it never loses on time with
    /// time left to think; without one, the game's fixed think time.
    pub(super) fn think_time(&self, cpu: Side, now: u64) -> Duration {
        match &self.clock {
            Some(c) => engine::clock::think_time(
                Duration::from_millis(c.left(cpu, now)),
                Duration::from_millis(c.increment),
            ),
            None => self.computer.map_or(self.hint_think, |c| c.think),
        }
    }

    /// The computer's search to ask for now, if it is the computer's turn to place or move
    /// and none is on its way: a placement searched for [`PLACE_SHARE`] of its think time,
    /// or a fight move.
    pub(super) fn computer_search(&mut self, cpu: Side, rng: &mut StdRng, now: u64) -> Option<Job> {
        if self.thinking {
            return None;
        }
        let computer = self.computer?;
        let job = match self.game.phase() {
            Phase::Deploy => {
                let d = self.game.deployment().filter(|d| d.turn() == Some(cpu))?;
                // Nothing to place: the deployment is stuck, and [`Self::stuck`] shows why.
                if d.stuck().is_some() {
                    return None;
                }
                Job::Place(Box::new(PlaceRequest {
                    deployment: d.clone(),
                    order: self.fight_order(),
                    seed: rng.random(),
                    time: (computer.think / PLACE_SHARE).max(MIN_PLACE_TIME),
                    style: computer.style,
                }))
            }
            Phase::Fight => {
                let pos = self.game.position().filter(|p| p.turn() == cpu)?;
                Job::Think(Box::new(ThinkRequest {
                    position: pos.clone(),
                    history: keys_before(&self.game),
                    time: self.think_time(cpu, now),
                    skill: Skill {
                        style: computer.style,
                        seed: rng.random(),
                    },
                }))
            }
            _ => return None,
        };
        self.thinking = true;
        Some(job)
    }

    /// How the first mover of the fight is decided, as the players know it now.
    pub(super) fn fight_order(&self) -> FightOrder {
        match self.game.fight_first() {
            Some(s) => FightOrder::Known(s),
            None if self.game.rules().serious => FightOrder::FinishedFirst,
            None => FightOrder::Dice,
        }
    }

    /// One instant action of the computer; false when it has nothing to do now.
    pub(super) fn computer_quick_turn(&mut self, cpu: Side, rng: &mut StdRng) -> bool {
        let step = match self.game.phase() {
            Phase::Armies if !self.game.has_army(cpu) => {
                let Some(computer) = self.computer else {
                    return false;
                };
                let plinths = self.game.rules().scouts.then(|| self.game.plinths());
                let army = skill::army(
                    self.game.rules(),
                    cpu,
                    plinths,
                    rng.random(),
                    &computer.style,
                );
                Step::Army { side: cpu, army }
            }
            Phase::Plinths => match self.game.next_plinth_roll() {
                Some((side, quadrant)) if side == cpu => {
                    let (column, row) = plinth_dice(rng, self.game.rules().board);
                    Step::PlinthRoll(PlinthRoll {
                        by: side,
                        quadrant,
                        column,
                        row,
                    })
                }
                _ => return false,
            },
            _ => return false,
        };
        self.apply(step).is_ok()
    }

    /// The computer's search answered.
    pub fn computer_moved(
        &mut self,
        m: Option<Move>,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<Update, Notice> {
        if !self.thinking {
            return Ok(Update::none());
        }
        self.thinking = false;
        let Some(pos) = self.game.position() else {
            return Ok(Update::none());
        };
        if Some(pos.turn()) != self.cpu() {
            return Ok(Update::none());
        }
        match m {
            Some(m) if pos.is_legal(m) => {
                let mut u = self.play_move(m, rng, now)?;
                let san = self.derived.san().last().cloned().unwrap_or_default();
                // In an ending neither side can win, it offers a draw, once.
                if let (Some(cpu), Some(pos)) = (self.cpu(), self.game.position())
                    && self.game.phase() == Phase::Fight
                    && !self.computer_offered_draw
                    && engine::draws::offers_draw(pos)
                {
                    self.computer_offered_draw = true;
                    u = u.and(Update::ask(Question::DrawOffer { by: cpu }));
                }
                Ok(Update {
                    notice: Some(News::ComputerPlays(san).into()),
                    ..u
                })
            }
            Some(m) => Err(Refusal::ComputerIllegal(m).into()),
            None => Ok(Update::none()),
        }
    }

    /// The computer's placement search answered (`None`: it found nothing to place). An
    /// answer the deployment refuses is replaced by the quick score's placement, so the
    /// game goes on.
    pub fn computer_placed(
        &mut self,
        placement: Option<(Piece, Square)>,
        rng: &mut StdRng,
        now: u64,
    ) -> Update {
        if !std::mem::take(&mut self.thinking) {
            return Update::none();
        }
        let (Some(cpu), Some(d)) = (self.computer, self.game.deployment()) else {
            return Update::none();
        };
        if d.turn() != Some(cpu.side) {
            return Update::none();
        }
        let Some((piece, square)) = placement_to_make(d, placement, &cpu.style, || rng.random())
        else {
            return Update::none();
        };
        match self.apply(Step::Place { piece, square }) {
            Ok(()) => self.after_change(rng, now),
            Err(_) => Update::none(),
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
        if std::mem::take(&mut self.thinking) {
            u.push(Command::StopThinking);
        }
        u.notice = Some(News::TimeUp.into());
        Some(u)
    }
}
