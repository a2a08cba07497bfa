//! The game's questions and a deployment that can't go on: resigning, a draw offer or
//! claim, a takeback, each answered through the app's overlays.

use rand::rngs::StdRng;

use crate::rules::game::Step;

use super::PlayState;
use crate::app::command::{Command, Update};
use crate::app::keymap::Action;
use crate::app::notice::{Notice, Refusal};
use crate::app::overlay::Question;

impl PlayState {
    /// A deployment that can't go on: resign, agree a draw, or leave (handled by the app).
    pub(super) fn handle_stuck(&mut self, action: Action) -> Result<Update, Notice> {
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
            Action::Resign => return Ok(Update::ask(Question::Resign { side: human })),
            // The computer agrees at once (the game can't go on anyway): the player is
            // asked first, as one key must not end a game.
            Action::OfferDraw if self.computer.is_some() => {
                return Ok(Update::ask(Question::EndInDraw));
            }
            Action::OfferDraw => return Ok(Update::ask(Question::DrawOffer { by: side })),
            _ => {}
        }
        Ok(Update::none())
    }

    /// The answer to a question this screen asked (`yes` or no). A question whose moment
    /// has passed (the game moved on under it) changes nothing.
    pub(super) fn answered(
        &mut self,
        q: &Question,
        yes: bool,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<Update, Notice> {
        if !yes {
            return Err(match *q {
                Question::Takeback { by } => Refusal::TakebackRefused { by },
                Question::DrawOffer { by } => Refusal::DrawDeclined { by },
                _ => Refusal::Cancelled,
            }
            .into());
        }
        match *q {
            Question::Takeback { .. } if !self.game.moves().is_empty() => self.take_back(rng, now),
            // Claimed as asked; a claim whose moment has passed is refused by the game.
            Question::ClaimDraw { side, reason }
                if self.game.position().map(|p| p.turn()) == Some(side) =>
            {
                self.apply(Step::ClaimDraw(reason))?;
                Ok(self.after_change(rng, now))
            }
            Question::DrawOffer { .. } | Question::EndInDraw => {
                self.apply(Step::AgreeDraw)?;
                Ok(self.after_change(rng, now))
            }
            Question::Resign { side } => {
                self.apply(Step::Resign(side))?;
                let mut u = self.after_change(rng, now);
                u.push(Command::StopThinking);
                self.thinking = false;
                Ok(u)
            }
            _ => Ok(Update::none()),
        }
    }
}
