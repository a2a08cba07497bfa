//! Hints in a game: allowed against the computer or with `--hints`, asked of a worker,
//! shown until the step they are for is played, and written into the record.

use rand::Rng;
use rand::rngs::StdRng;

use crate::rules::game::Phase;

use super::PlayState;
use crate::app::command::{Command, HintLog, Update};
use crate::app::hint::{Hint, HintAnswer, HintAsk, HintRequest};
use crate::app::jobs::Job;
use crate::app::notice::{News, Notice, Refusal};

impl PlayState {
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
            .is_some_and(|(at, _)| *at == self.game.steps().len())
    }

    /// How long a hint thinks: as long as the computer does, in a game against it.
    fn hint_time(&self) -> std::time::Duration {
        self.computer.map_or(self.hint_think, |c| c.think)
    }

    /// Asks the engine for a hint for the person to act (the hint key).
    pub(super) fn ask_hint(&mut self, rng: &mut StdRng) -> Result<Update, Notice> {
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
                    history: crate::app::derived::keys_before(&self.game),
                    time: self.hint_time(),
                }
            }
            Phase::Deploy => HintAsk::Placement {
                deployment: self.game.deployment().ok_or(Refusal::NoHintNow)?.clone(),
                seed: rng.random(),
                order: self.fight_order(),
                time: self.hint_time(),
            },
            _ => return Err(Refusal::NoHintNow.into()),
        };
        self.hinting = Some((self.game.steps().len(), ask.clone()));
        Ok(Update {
            notice: Some(News::HintThinking.into()),
            ..Update::job(Job::Hint(Box::new(HintRequest { ask })))
        })
    }

    /// The engine answered a hint request: shown, and written into the record.
    pub fn hinted(&mut self, answer: Option<HintAnswer>, now: u64) -> Update {
        let Some((asked_at, ask)) = self.hinting.take() else {
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
                to: crate::app::command::SaveTo::Auto,
                game: Box::new(self.snapshot(now)),
            }],
            notice: Some(News::Hint(line).into()),
            ..Update::none()
        }
    }
}
