//! The computer's turns in a game: its quick steps (army, plinth rolls, placements), its
//! thinking time, its searched move, and the clock that can end the game.

use std::time::Duration;

use rand::Rng;
use rand::rngs::StdRng;

use crate::engine;
use crate::rules::game::{Phase, Step};
use crate::rules::plinths::PlinthRoll;
use crate::rules::{Move, Side};

use super::{PlayState, die};
use crate::app::command::{Command, Update};
use crate::app::notice::{News, Notice, Refusal};

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
            None => self.think,
        }
    }

    /// One instant action of the computer; false when it has nothing to do now.
    pub(super) fn computer_quick_turn(&mut self, cpu: Side, rng: &mut StdRng) -> bool {
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
        if Some(pos.turn()) != self.computer {
            return Ok(Update::none());
        }
        match m {
            Some(m) if pos.is_legal(m) => {
                let u = self.play_move(m, rng, now)?;
                let san = self.derived.san().last().cloned().unwrap_or_default();
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
        if std::mem::take(&mut self.thinking) {
            u.push(Command::StopThinking);
        }
        u.notice = Some(News::TimeUp.into());
        Some(u)
    }
}
