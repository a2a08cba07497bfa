//! The army sheet of phase 1: counts per piece with +/-, points and pieces left, every
//! violation of the roster shown live.

use crate::rules::roster::{ArmyViolation, Roster};
use crate::rules::{Army, Role, Side};

use super::keymap::{Action, Ctx, key_for};

/// One player filling in their army.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    pub(crate) side: Side,
    pub(crate) army: Army,
    pub(crate) roster: Roster,
    pub(crate) budget: u32,
    /// Selected line (index into `Role::ALL`).
    pub(crate) row: usize,
    /// Enter was pressed on a valid army that spends less than half the budget: the
    /// player is asked once more (`y` seals it; Esc or `n` goes back; Enter answers nothing).
    pub(crate) confirming: bool,
}

impl Sheet {
    /// Whose army this is.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The army so far.
    pub fn army(&self) -> &Army {
        &self.army
    }

    /// The roster it is bought from.
    pub fn roster(&self) -> &Roster {
        &self.roster
    }

    /// The points this side may spend.
    pub fn budget(&self) -> u32 {
        self.budget
    }

    /// The selected line (index into `Role::ALL`).
    pub fn row(&self) -> usize {
        self.row
    }

    /// Whether the player is asked once more before sealing a cheap army.
    pub fn is_confirming(&self) -> bool {
        self.confirming
    }

    /// The sheet filled in with `army` (the example army, an army to start from), as if
    /// its counts had been set one by one: what it breaks is shown as usual.
    pub fn with_army(mut self, army: Army) -> Sheet {
        self.army = army;
        self
    }

    /// A new sheet holding just the King.
    pub fn new(side: Side, roster: Roster, budget: u32) -> Sheet {
        let mut army = Army::EMPTY;
        army.set(Role::King, 1);
        Sheet {
            side,
            army,
            roster,
            budget,
            row: 1,
            confirming: false,
        }
    }

    pub fn cost(&self) -> u32 {
        self.roster.cost(&self.army)
    }

    pub fn points_left(&self) -> i64 {
        self.budget as i64 - self.cost() as i64
    }

    pub fn pieces_left(&self) -> i64 {
        self.roster.max_pieces as i64 - self.army.total() as i64
    }

    /// Every violation, empty when the army is valid.
    pub fn violations(&self) -> Vec<ArmyViolation> {
        match self.roster.validate(&self.army, self.budget) {
            Ok(()) => Vec::new(),
            Err(v) => v,
        }
    }

    pub fn is_valid(&self) -> bool {
        self.violations().is_empty()
    }

    /// Whether the army leaves more than half the budget unspent (a King alone, say):
    /// sealing it takes a yes (`y`; Enter answers nothing).
    pub fn spends_little(&self) -> bool {
        u64::from(self.cost()) * 2 < u64::from(self.budget)
    }

    /// The question asked before sealing an army that spends little.
    pub fn question(&self) -> String {
        format!(
            "You have spent {} of {} points: {} seals this army, {} goes back.",
            self.cost(),
            self.budget,
            key_for(Ctx::SheetConfirm, Action::Yes),
            key_for(Ctx::SheetConfirm, Action::No)
        )
    }

    /// The rulebook's example army, scaled to Mini-Shuuro's roster when it does not fit.
    pub fn example(&self) -> Army {
        let ex = Army::rulebook_example();
        if self.roster.validate(&ex, self.budget).is_ok() {
            return ex;
        }
        // A small army in the same spirit for small budgets: King, then a Queen, a Rook,
        // a Knight and a Bishop while they fit, the rest in pawns.
        let mut a = Army::EMPTY;
        a.set(Role::King, 1);
        for role in [
            Role::Queen,
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Pawn,
        ] {
            loop {
                let mut b = a;
                b.add(role);
                if self.roster.validate(&b, self.budget).is_err() || b.count(role) > 8 {
                    break;
                }
                a = b;
                if role != Role::Pawn {
                    break;
                }
            }
        }
        a
    }

    /// Applies a key; returns true when the player confirms a valid army. Enter on an
    /// army that breaks the roster answers every violation.
    pub fn handle(&mut self, action: Action) -> Result<bool, Vec<ArmyViolation>> {
        if self.confirming {
            self.confirming = false;
            return match action {
                Action::Yes => Ok(true),
                _ => Ok(false),
            };
        }
        let role = Role::ALL[self.row.clamp(1, 5)];
        match action {
            // The King is always one: its line is not chosen, its count never changes.
            Action::Up => self.row = if self.row <= 1 { 5 } else { self.row - 1 },
            Action::Down => self.row = if self.row >= 5 { 1 } else { self.row + 1 },
            // A click on a piece's row (the King's line is never chosen).
            Action::Pick(r) if r != Role::King => self.row = r.index(),
            Action::Inc if role != Role::King && self.army.count(role) < 99 => self.army.add(role),
            Action::Dec if role != Role::King => {
                self.army.take(role);
            }
            Action::Example => self.army = self.example(),
            Action::Clear => {
                self.army = Army::EMPTY;
                self.army.set(Role::King, 1);
            }
            Action::Activate => {
                if self.is_valid() && self.spends_little() {
                    self.confirming = true;
                    return Ok(false);
                }
                if self.is_valid() {
                    return Ok(true);
                }
                return Err(self.violations());
            }
            _ => {}
        }
        Ok(false)
    }
}
