//! The army sheet of phase 1: counts per piece with +/- (up to the roster's maximum),
//! points and pieces left, every violation of the roster shown live; the army before the
//! example army or a clear comes back with `u`.

use crate::rules::role::RoleSet;
use crate::rules::roster::{ArmyViolation, Roster};
use crate::rules::{Army, Role, Side};

use super::keymap::Action;
use super::notice::{Notice, Refusal};

/// One player filling in their army.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    pub(crate) side: Side,
    pub(crate) army: Army,
    pub(crate) roster: Roster,
    pub(crate) budget: u32,
    /// Selected line (index into [`Sheet::roles`]).
    pub(crate) row: usize,
    /// Enter was pressed on a valid army that spends less than half the budget: the
    /// player is asked once more (`y` seals it; Esc or `n` goes back; Enter answers nothing).
    pub(crate) confirming: bool,
    /// The army before the last `e` (example) or `x` (clear): `u` brings it back.
    pub(crate) undo: Option<Army>,
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

    /// The selected line (index into [`Sheet::roles`]).
    pub fn row(&self) -> usize {
        self.row
    }

    /// The sheet's lines: the roles the roster offers, the King first, in `Role::ALL`'s
    /// order (a classic roster's K Q R B N P; a fairy roster's C A G after them).
    pub fn roles(&self) -> RoleSet {
        self.roster.offered().with(Role::King)
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
            undo: None,
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

    /// The rulebook's example army, scaled to Mini-Shuuro's roster when it does not fit;
    /// under a fairy roster one with a piece of each fairy kind that fits.
    pub fn example(&self) -> Army {
        let ex = Army::rulebook_example();
        if !self.roster.has_fairy() && self.roster.validate(&ex, self.budget).is_ok() {
            return ex;
        }
        // A small army in the same spirit for small budgets: King, then a Queen, (the
        // fairy pieces,) a Rook, a Knight and a Bishop while they fit, the rest in pawns.
        let mut a = Army::EMPTY;
        a.set(Role::King, 1);
        for role in [
            Role::Queen,
            Role::Chancellor,
            Role::Archbishop,
            Role::Giraffe,
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
    /// army that breaks the roster answers every violation; `+` at the piece's maximum and
    /// `u` with nothing to undo are refused (the sheet is left as it was).
    pub fn handle(&mut self, action: Action) -> Result<bool, Notice> {
        if self.confirming {
            self.confirming = false;
            return match action {
                Action::Yes => Ok(true),
                _ => Ok(false),
            };
        }
        let roles: Vec<Role> = self.roles().iter().collect();
        let last = roles.len().saturating_sub(1).max(1);
        let role = roles
            .get(self.row.clamp(1, last))
            .copied()
            .unwrap_or(Role::King);
        match action {
            // The King is always one: its line is not chosen, its count never changes. The
            // cursor stops at the first and the last piece.
            Action::Up => self.row = self.row.saturating_sub(1).max(1),
            Action::Down => self.row = (self.row + 1).min(last),
            // A click on a piece's row (the King's line is never chosen).
            Action::Pick(r) if r != Role::King => {
                if let Some(i) = roles.iter().position(|&x| x == r) {
                    self.row = i;
                }
            }
            Action::Inc if role != Role::King => {
                let count = u32::from(self.army.count(role));
                match self.roster.pieces[role].max {
                    Some(max) if count >= max => {
                        return Err(Refusal::PieceMax { role, max }.into());
                    }
                    _ if count >= 99 => {}
                    _ => self.army.add(role),
                }
            }
            Action::Dec if role != Role::King => {
                self.army.take(role);
            }
            Action::Example => self.replace(self.example()),
            Action::Clear => {
                let mut king = Army::EMPTY;
                king.set(Role::King, 1);
                self.replace(king);
            }
            Action::Takeback => match self.undo.take() {
                Some(army) => self.army = army,
                None => return Err(Refusal::NothingToUndo.into()),
            },
            Action::Activate => {
                if self.is_valid() && self.spends_little() {
                    self.confirming = true;
                    return Ok(false);
                }
                if self.is_valid() {
                    return Ok(true);
                }
                return Err(Notice::Army(self.violations()));
            }
            _ => {}
        }
        Ok(false)
    }

    /// The army becomes `army` (the example, or the King alone); the one before is kept
    /// for `u`.
    fn replace(&mut self, army: Army) {
        if army != self.army {
            self.undo = Some(self.army);
            self.army = army;
        }
    }
}
