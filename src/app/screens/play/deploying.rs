//! Deploying on the game screen: the game's side of the shared board input (the
//! placement asks the deployment first, so a refusal comes with the core's reason).

use rand::rngs::StdRng;

use crate::rules::deploy::Deployment;
use crate::rules::game::Step;
use crate::rules::{Piece, Square};

use super::{PlayState, human_deployment};
use crate::app::board_input::{BoardInput, Deploys, deploy_action, submit_placement};
use crate::app::command::Update;
use crate::app::keymap::Action;
use crate::app::notice::{Notice, Refusal};

/// The game screen with what a placement needs (the dice and the time).
struct Turn<'a> {
    p: &'a mut PlayState,
    rng: &'a mut StdRng,
    now: u64,
}

impl PlayState {
    /// A deployment key: cursor, flip, piece choice, place.
    pub(super) fn deploy_key(
        &mut self,
        action: Action,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<Update, Notice> {
        deploy_action(&mut Turn { p: self, rng, now }, action)
    }

    /// Places the chosen piece on `sq` for the side to place.
    pub fn place_at(&mut self, sq: Square, rng: &mut StdRng, now: u64) -> Result<Update, Notice> {
        Deploys::place_at(&mut Turn { p: self, rng, now }, sq)
    }

    /// Enter on a typed placement (`Q@e1`, `Qe1`, `e1`).
    pub(super) fn submit_placement(
        &mut self,
        text: &str,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<Update, Notice> {
        submit_placement(&mut Turn { p: self, rng, now }, text)
    }
}

impl Deploys for Turn<'_> {
    fn input(&self) -> &BoardInput {
        &self.p.input
    }

    fn input_mut(&mut self) -> &mut BoardInput {
        &mut self.p.input
    }

    fn input_and_deployment(&mut self) -> (&mut BoardInput, Option<&Deployment>) {
        let p = &mut *self.p;
        (
            &mut p.input,
            human_deployment(&p.game, p.computer.map(|c| c.side)),
        )
    }

    fn place_at(&mut self, sq: Square) -> Result<Update, Notice> {
        let p = &mut *self.p;
        let Some(side) = p.game.deployment().and_then(|d| d.turn()) else {
            return Ok(Update::none());
        };
        if !p.is_human(side) {
            return Err(Refusal::ComputerPlacing.into());
        }
        let Some(role) = p.input.role() else {
            return Err(Refusal::NothingToPlace.into());
        };
        let piece = Piece::new(side, role);
        // Ask the deployment first so a refusal comes with the core's reason.
        if let Some(d) = p.game.deployment() {
            d.check_place(piece, sq).map_err(|error| Notice::Place {
                piece,
                square: sq,
                error,
            })?;
        }
        p.apply(Step::Place { piece, square: sq })?;
        Ok(p.after_change(self.rng, self.now))
    }
}
