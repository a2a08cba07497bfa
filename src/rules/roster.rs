//! Rosters (budget, army size, cost and maximum of each piece) and army validation.
//!
//! A roster is data, read from JSON in the shape of the files in `rosters/` (the same
//! shape a game record may embed as `rules.roster`):
//!
//! ```json
//! {
//!   "name": "standard",
//!   "board": 12,
//!   "points": 800,
//!   "max_pieces": 32,
//!   "pieces": {
//!     "king":   { "cost": 0,   "max": 1 },
//!     "queen":  { "cost": 110, "max": 3 },
//!     "rook":   { "cost": 70,  "max": 6 },
//!     "bishop": { "cost": 40,  "max": 9 },
//!     "knight": { "cost": 40,  "max": 9 },
//!     "pawn":   { "cost": 10,  "max": 18 }
//!   }
//! }
//! ```
//!
//! - `name`, `points` (the default budget per player) and `max_pieces` (most pieces in an
//!   army, King included, at least 1) are required; `board` (12 or 6) is the board the
//!   roster is made for (absent: any board).
//! - `pieces` lists all six pieces, each with a `cost` and an optional `max` (`null` or
//!   absent = no per-type limit). The King's `max` must be exactly 1.
//!
//! This module knows no JSON: [`crate::record::roster`] reads and writes that shape, then
//! hands an unchecked [`RosterSetup`] to [`Roster::from_setup`], which reports every
//! problem at once.
//!
//! ```
//! use shuuro::rules::Army;
//! use shuuro::rules::roster::Roster;
//!
//! let standard = Roster::builtin("standard").unwrap();
//! assert_eq!(standard.validate(&Army::rulebook_example(), 800), Ok(()));
//! let army: Army = "KQQQQPPPPPPPPP".parse().unwrap();
//! let problems: Vec<String> = standard.validate(&army, 500).unwrap_err()
//!     .iter().map(|v| v.to_string()).collect();
//! assert_eq!(problems, ["4 Queens, at most 3", "over budget by 30 points (530 of 500)"]);
//! ```

use super::army::Army;
use super::role::{ByRole, Role};
use super::square::BoardSize;

/// Cost and maximum of one piece type. `max: None` = no per-type limit (no-limits roster).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RosterEntry {
    pub cost: u32,
    pub max: Option<u32>,
}

/// A roster: the rules for forming an army.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Roster {
    pub name: String,
    /// Default budget per player.
    pub points: u32,
    /// Most pieces in an army, King included.
    pub max_pieces: u32,
    pub pieces: ByRole<RosterEntry>,
    /// The board this roster is made for (`"board"` in JSON); `None`: any board.
    pub board: Option<BoardSize>,
}

/// A roster as written, not yet checked: [`Roster::from_setup`] makes it a [`Roster`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RosterSetup {
    pub name: String,
    /// The board's side length as written (12 or 6), if given.
    pub board: Option<u32>,
    pub points: u32,
    pub max_pieces: u32,
    pub pieces: ByRole<RosterEntry>,
}

/// One way an army breaks a roster, with numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArmyViolation {
    /// "over budget by 30 points (830 of 800)"
    OverBudget { cost: u32, budget: u32 },
    /// "4 Queens, at most 3"
    TooMany { role: Role, count: u32, max: u32 },
    /// "33 pieces, at most 32"
    TooManyPieces { count: u32, max: u32 },
    /// "no King"
    NoKing,
    /// "2 Kings"
    TooManyKings(u32),
}

/// One problem of a [`RosterSetup`], named by its field (as in the JSON shape).
///
/// ```
/// use shuuro::rules::roster::{Roster, RosterProblem};
///
/// let mut setup = Roster::builtin("standard").unwrap().to_setup();
/// setup.pieces[shuuro::rules::Role::King].max = Some(0);
/// setup.max_pieces = 0;
/// setup.board = Some(8);
/// let problems = Roster::from_setup(&setup).unwrap_err();
/// assert_eq!(problems.0, [
///     RosterProblem::Board(8),
///     RosterProblem::NoPieces,
///     RosterProblem::KingMax(Some(0)),
/// ]);
/// assert_eq!(problems.0[2].field(), "pieces.king.max");
/// assert_eq!(problems.to_string(), "board: must be 12 or 6 (found 8); \
///     max_pieces: must be at least 1, for the King (found 0); \
///     pieces.king.max: a roster must allow exactly one King (found 0)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RosterProblem {
    /// "board: must be 12 or 6 (found 8)"
    Board(u32),
    /// "max_pieces: must be at least 1, for the King (found 0)"
    NoPieces,
    /// "pieces.king.max: a roster must allow exactly one King (found no limit)"
    KingMax(Option<u32>),
}

impl RosterProblem {
    /// The field the problem is in, as a path in the JSON shape: `pieces.king.max`.
    pub fn field(self) -> &'static str {
        match self {
            RosterProblem::Board(_) => "board",
            RosterProblem::NoPieces => "max_pieces",
            RosterProblem::KingMax(_) => "pieces.king.max",
        }
    }
}

/// Every problem of a roster setup, in field order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosterProblems(pub Vec<RosterProblem>);

/// A roster used on a board it is not made for.
///
/// ```
/// use shuuro::rules::BoardSize;
/// use shuuro::rules::roster::Roster;
///
/// let mini = Roster::builtin("mini").unwrap();
/// assert_eq!(mini.check_board(BoardSize::Six), Ok(()));
/// let err = mini.check_board(BoardSize::Twelve).unwrap_err();
/// assert_eq!(err.to_string(), "the roster \"mini\" is made for the 6×6 board, not 12×12");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongBoard {
    pub name: String,
    pub made_for: BoardSize,
    pub board: BoardSize,
}

/// The names of the rosters compiled in, in the order they are offered.
pub const BUILTIN_ROSTERS: [&str; 4] = ["standard", "mini", "no-limits", "tabletop"];

/// (cost, max) of K Q R B N P.
type Table = [(u32, Option<u32>); 6];
const RULEBOOK: Table = [
    (0, Some(1)),
    (110, Some(3)),
    (70, Some(6)),
    (40, Some(9)),
    (40, Some(9)),
    (10, Some(18)),
];
const NO_LIMITS: Table = [
    (0, Some(1)),
    (110, None),
    (70, None),
    (40, None),
    (40, None),
    (10, None),
];
const TABLETOP: Table = [
    (0, Some(1)),
    (110, Some(4)),
    (70, Some(6)),
    (40, Some(8)),
    (40, Some(8)),
    (10, Some(16)),
];

impl Roster {
    /// A roster shipped in `rosters/` (compiled in): `standard`, `mini`, `no-limits`,
    /// `tabletop`. The files are tested to read as these.
    pub fn builtin(name: &str) -> Option<Roster> {
        let (board, points, max_pieces, table) = match name {
            "standard" => (BoardSize::Twelve, 800, 32, RULEBOOK),
            "mini" => (BoardSize::Six, 200, 10, RULEBOOK),
            "no-limits" => (BoardSize::Twelve, 800, 32, NO_LIMITS),
            "tabletop" => (BoardSize::Twelve, 800, 32, TABLETOP),
            _ => return None,
        };
        Some(Roster {
            name: name.to_string(),
            points,
            max_pieces,
            pieces: ByRole(table.map(|(cost, max)| RosterEntry { cost, max })),
            board: Some(board),
        })
    }

    /// Checks a roster as written and makes it a [`Roster`]; reports every problem.
    pub fn from_setup(setup: &RosterSetup) -> Result<Roster, RosterProblems> {
        let mut problems = Vec::new();
        let board = match setup.board {
            None => None,
            Some(n) => {
                let b = BoardSize::from_len(n);
                if b.is_none() {
                    problems.push(RosterProblem::Board(n));
                }
                b
            }
        };
        if setup.max_pieces == 0 {
            problems.push(RosterProblem::NoPieces);
        }
        let king_max = setup.pieces[Role::King].max;
        if king_max != Some(1) {
            problems.push(RosterProblem::KingMax(king_max));
        }
        if !problems.is_empty() {
            return Err(RosterProblems(problems));
        }
        Ok(Roster {
            name: setup.name.clone(),
            points: setup.points,
            max_pieces: setup.max_pieces,
            pieces: setup.pieces,
            board,
        })
    }

    /// Back to the unchecked form (for writing it).
    pub fn to_setup(&self) -> RosterSetup {
        RosterSetup {
            name: self.name.clone(),
            board: self.board.map(|b| u32::from(b.len())),
            points: self.points,
            max_pieces: self.max_pieces,
            pieces: self.pieces,
        }
    }

    /// Whether this roster may be used on `board` (a roster that names no board fits any).
    pub fn check_board(&self, board: BoardSize) -> Result<(), WrongBoard> {
        match self.board {
            Some(made_for) if made_for != board => Err(WrongBoard {
                name: self.name.clone(),
                made_for,
                board,
            }),
            _ => Ok(()),
        }
    }

    /// Total cost of an army (saturating at `u32::MAX`).
    pub fn cost(&self, army: &Army) -> u32 {
        let total: u64 = Role::ALL
            .iter()
            .map(|&r| u64::from(self.pieces[r].cost) * u64::from(army.count(r)))
            .sum();
        u32::try_from(total).unwrap_or(u32::MAX)
    }

    /// Every violation of this roster and `budget` by `army`, in this order: the King
    /// ("no King" / "2 Kings"), each other type over its maximum (Q R B N P), the army size,
    /// the budget. Spending less than the budget is fine.
    pub fn validate(&self, army: &Army, budget: u32) -> Result<(), Vec<ArmyViolation>> {
        let mut v = Vec::new();
        match army.count(Role::King) {
            0 => v.push(ArmyViolation::NoKing),
            1 => {}
            n => v.push(ArmyViolation::TooManyKings(u32::from(n))),
        }
        for role in Role::NOBLES.into_iter().chain([Role::Pawn]) {
            let count = u32::from(army.count(role));
            if let Some(max) = self.pieces[role].max
                && count > max
            {
                v.push(ArmyViolation::TooMany { role, count, max });
            }
        }
        let count = army.total();
        if count > self.max_pieces {
            v.push(ArmyViolation::TooManyPieces {
                count,
                max: self.max_pieces,
            });
        }
        let cost = self.cost(army);
        if cost > budget {
            v.push(ArmyViolation::OverBudget { cost, budget });
        }
        if v.is_empty() { Ok(()) } else { Err(v) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_roster_is_checked_and_named() {
        for name in BUILTIN_ROSTERS {
            let r = Roster::builtin(name).unwrap_or_else(|| panic!("{name} is not built in"));
            assert_eq!(r.name, name);
            assert_eq!(Roster::from_setup(&r.to_setup()), Ok(r));
        }
        assert_eq!(Roster::builtin("nope"), None);
    }
}
