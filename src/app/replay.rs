//! The replay viewer: a recorded game shown step by step, through all four phases.

use crate::record::replay::ReplayError;
use crate::rules::game::{Game, Phase, Rules, Step};
use crate::rules::{Army, Side};

use super::derived::{Derived, derive, moves_after};
use super::keymap::Action;

/// A record being viewed.
#[derive(Clone, Debug)]
pub struct ReplayState {
    /// Where the record came from (file name), for the title.
    pub title: String,
    pub rules: Rules,
    pub steps: Vec<Step>,
    /// How many steps are applied.
    pub at: usize,
    /// The game after `at` steps.
    pub game: Game,
    pub derived: Derived,
    pub flipped: bool,
    /// The phase after each number of steps (index = steps applied).
    pub phases: Vec<Phase>,
    /// Where the record breaks a rule, after its last legal step (as `replay --check`
    /// names it).
    error: Option<ReplayError>,
}

impl ReplayState {
    /// A viewer at the end of the record.
    pub fn new(title: String, rules: Rules, steps: Vec<Step>) -> ReplayState {
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
        };
        r.go(r.steps.len());
        r
    }

    /// Records where the record breaks a rule: shown after its last legal step.
    pub fn set_error(&mut self, error: Option<ReplayError>) {
        self.error = error;
    }

    /// Where the record breaks a rule, once the viewer is at its last legal step.
    pub fn error_here(&self) -> Option<&ReplayError> {
        self.error.as_ref().filter(|_| self.at == self.steps.len())
    }

    /// Shows the game after `n` steps.
    pub fn go(&mut self, n: usize) {
        let n = n.min(self.steps.len());
        let mut g = Game::new(self.rules.clone());
        for s in &self.steps[..n] {
            if g.apply(s.clone()).is_err() {
                break;
            }
        }
        self.at = n;
        self.derived = derive(&g);
        self.game = g;
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

    /// The step just shown, in words ("move 12: Nxd5").
    pub fn describe_last(&self) -> String {
        if self.at == 0 {
            return "start: armies not yet formed".into();
        }
        describe_step(&self.steps[self.at - 1], &self.game, &self.derived, self.at)
    }
}

/// The army's letters, K Q R B N P order: capitals for Blue, small letters for Red (as on
/// the board).
///
/// ```
/// use shuuro::rules::{Army, Side};
/// let a: Army = "KQPP".parse().unwrap();
/// assert_eq!(shuuro::app::replay::army_letters(&a, Side::Red), "kqpp");
/// assert_eq!(shuuro::app::replay::army_letters(&a, Side::Blue), "KQPP");
/// ```
pub fn army_letters(army: &Army, side: Side) -> String {
    let s = army.to_string();
    match side {
        Side::Blue => s,
        Side::Red => s.to_lowercase(),
    }
}

/// A sealed army: how many pieces, not which ("sealed (19 pieces)").
pub fn sealed(army: &Army) -> String {
    match army.total() {
        1 => "sealed (1 piece)".to_string(),
        n => format!("sealed ({n} pieces)"),
    }
}

/// A step in words. `game` is the game after it: an army shows only once the game
/// reveals it.
pub fn describe_step(step: &Step, game: &Game, d: &Derived, n: usize) -> String {
    match step {
        Step::Army { side, army } => match game.army(*side) {
            Some(shown) => format!("step {n}: {side}'s army {}", army_letters(shown, *side)),
            None => format!("step {n}: {side}'s army, {}", sealed(army)),
        },
        Step::PlinthRoll(r) => {
            let last = d.rolls.last();
            format!(
                "step {n}: {} rolls {} and {} for the {} quadrant{}",
                r.by,
                r.column,
                r.row,
                r.quadrant.name(),
                match last {
                    Some(l) if !l.placed => " (repeat: lost)".to_string(),
                    Some(l) => l
                        .square
                        .map(|s| format!(": plinth on {s}"))
                        .unwrap_or_default(),
                    None => String::new(),
                }
            )
        }
        Step::DeployRoll([b, r]) => format!("step {n}: deploy order dice Blue {b}, Red {r}"),
        Step::Place { piece, square } => format!("step {n}: {}@{square}", piece.char()),
        Step::FightRoll([b, r]) => format!("step {n}: move order dice Blue {b}, Red {r}"),
        Step::Move(m) => {
            // Numbered as the move list numbers it: "3. Bf7", "2... Rxb11".
            let ply = d.san.len();
            let san = d.san.last().cloned().unwrap_or_else(|| m.to_string());
            let dots = if ply % 2 == 1 { "." } else { "..." };
            format!("{}{dots} {san} (ply {ply})", moves_after(ply))
        }
        Step::SetPlinths(b) => format!("step {n}: a fixed layout of {} plinths", b.count()),
        Step::SetDeployFirst(s) => format!("step {n}: {s} deploys first"),
        Step::SetFightFirst(s) => format!("step {n}: {s} moves first"),
        Step::Resign(s) => format!("step {n}: {s} resigns"),
        Step::AgreeDraw => format!("step {n}: draw agreed"),
        Step::ClaimDraw(r) => format!("step {n}: draw claimed ({})", r.describe()),
        Step::Timeout(s) => format!("step {n}: {s}'s flag fell"),
    }
}
