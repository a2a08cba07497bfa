//! The replay viewer: a recorded game shown step by step, through all four phases.

use crate::record::replay::ReplayError;
use crate::rules::game::{Game, Phase, Rules, Step};

use crate::app::derived::{Derived, last_roll};
use crate::app::keymap::Action;
pub use crate::app::notice::StepShown;
use crate::app::review::Review;

mod keys;
pub(in crate::app) mod open;
mod view;

/// A record being viewed.
#[derive(Clone, Debug)]
pub struct ReplayState {
    /// Where the record came from (file name), for the title (`None`: the game just
    /// played).
    title: Option<String>,
    rules: Rules,
    steps: Vec<Step>,
    /// How many steps are applied.
    at: usize,
    /// The game after `at` steps.
    game: Game,
    derived: Derived,
    flipped: bool,
    /// The phase after each number of steps (index = steps applied).
    phases: Vec<Phase>,
    /// Where the record breaks a rule, after its last legal step (as `replay --check`
    /// names it).
    error: Option<ReplayError>,
    /// What the engine says about the fight.
    review: Review,
    /// The numbers of steps the game had when a hint was shown (`x-hints`).
    hint_steps: Vec<usize>,
}

impl ReplayState {
    /// A viewer at the end of the record.
    pub fn new(title: Option<String>, rules: Rules, steps: Vec<Step>) -> ReplayState {
        let mut g = Game::new(rules.clone());
        let mut phases = vec![g.phase()];
        let mut ok = 0;
        for s in &steps {
            if g.apply(s.clone()).is_err() {
                break;
            }
            ok += 1;
            phases.push(g.phase());
        }
        let mut steps = steps;
        steps.truncate(ok);
        let review = Review::new(g.history().to_vec(), g.moves().to_vec());
        let mut r = ReplayState {
            title,
            rules: rules.clone(),
            steps,
            at: 0,
            game: Game::new(rules),
            derived: Derived::default(),
            flipped: false,
            phases,
            error: None,
            review,
            hint_steps: Vec::new(),
        };
        r.go(r.steps.len());
        r
    }

    /// Where the record came from (file name), for the title (`None`: the game just
    /// played).
    pub fn title(&self) -> Option<&str> {
        self.title.as_deref()
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// How many steps are applied.
    pub fn at(&self) -> usize {
        self.at
    }

    /// How many steps the record has.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the record has no step at all.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The step just shown, with what it did (for the words).
    pub fn shown(&self) -> StepShown {
        StepShown {
            n: self.at,
            step: self.at.checked_sub(1).map(|i| self.steps[i].clone()),
            roll: last_roll(&self.game),
            san: self.derived.san().last().cloned(),
            plies: self.derived.san().len(),
            number: (self.derived.san().len().checked_sub(1)).map(|i| self.derived.number(i)),
            army_revealed: match self.at.checked_sub(1).map(|i| &self.steps[i]) {
                Some(Step::Army { side, .. }) => self.game.army(*side).is_some(),
                _ => false,
            },
            hinted: self
                .at
                .checked_sub(1)
                .is_some_and(|i| self.hint_steps.contains(&i)),
        }
    }

    /// The game after `at` steps.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn derived(&self) -> &Derived {
        &self.derived
    }

    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// The legal steps of the record.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// What the engine says about the fight.
    pub fn review(&self) -> &Review {
        &self.review
    }

    pub(in crate::app) fn review_mut(&mut self) -> &mut Review {
        &mut self.review
    }

    /// The fight position shown, counted from the first (the half-moves applied), while
    /// the viewer is in the fight.
    pub fn fight_ply(&self) -> Option<usize> {
        matches!(self.game.phase(), Phase::Fight | Phase::Over)
            .then(|| self.derived.san().len())
            .filter(|_| self.game.position().is_some())
    }

    /// Records where the record breaks a rule: shown after its last legal step.
    pub fn set_error(&mut self, error: Option<ReplayError>) {
        self.error = error;
    }

    /// The steps a hint was shown at, from the record's `x-hints`: the step after each
    /// is said to have been played after a hint.
    pub fn set_hint_steps(&mut self, steps: Vec<usize>) {
        self.hint_steps = steps;
    }

    /// Where the record breaks a rule, once the viewer is at its last legal step.
    pub fn error_here(&self) -> Option<&ReplayError> {
        self.error.as_ref().filter(|_| self.at == self.steps.len())
    }

    /// Shows the game after `n` steps: forward by applying the steps in between, back by
    /// building the game again.
    pub fn go(&mut self, n: usize) {
        let n = n.min(self.steps.len());
        if n < self.at {
            self.game = Game::new(self.rules.clone());
            self.derived = Derived::default();
            self.at = 0;
        }
        for s in &self.steps[self.at..n] {
            if self.derived.apply(&mut self.game, s.clone()).is_err() {
                break;
            }
            self.at += 1;
        }
    }

    /// The first step count at which the game is in `phase` (or the nearest later phase).
    fn start_of(&self, phase: u8) -> usize {
        let want = |p: Phase| match phase {
            1 => matches!(p, Phase::Armies),
            2 => matches!(p, Phase::Plinths),
            3 => matches!(p, Phase::DeployOrder | Phase::Deploy),
            _ => matches!(p, Phase::FightOrder | Phase::Fight | Phase::Over),
        };
        self.phases.iter().position(|&p| want(p)).unwrap_or(self.at)
    }

    /// Handles a key; returns false when the viewer should close.
    pub fn handle(&mut self, action: Action) -> bool {
        match action {
            Action::Right => self.go(self.at + 1),
            Action::Left => self.go(self.at.saturating_sub(1)),
            Action::PageFwd => self.go(self.at + 10),
            Action::PageBack => self.go(self.at.saturating_sub(10)),
            Action::First => self.go(0),
            Action::Last => self.go(self.steps.len()),
            Action::Phase(p) => self.go(self.start_of(p)),
            Action::Flip => self.flipped = !self.flipped,
            Action::Quit => return false,
            _ => {}
        }
        true
    }
}
