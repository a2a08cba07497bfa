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
//!   army, King included, at least 1) are required; `board` (12, 8 or 6) is the board the
//!   roster is made for (absent: any board).
//! - `pieces` lists the six pieces of the rulebook, each with a `cost` and an optional
//!   `max` (`null` or absent = no per-type limit), and may list the fairy pieces
//!   `chancellor`, `archbishop` and `giraffe` the same way; a fairy piece not listed is
//!   not in the roster (as `"max": 0`). The King's `max` must be exactly 1.
//!
//! A pawn promotes to a Queen, Rook, Bishop or Knight, and to each fairy piece the roster
//! offers ([`Roster::promotions`]).
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
use super::role::{ByRole, Role, RoleSet};
use super::square::BoardSize;

/// Cost and maximum of one piece type. `max: None` = no per-type limit (no-limits roster);
/// `max: Some(0)`: the roster does not offer the piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RosterEntry {
    pub cost: u32,
    pub max: Option<u32>,
}

impl RosterEntry {
    /// A piece the roster does not offer (a fairy piece of a roster without them).
    pub const ABSENT: RosterEntry = RosterEntry {
        cost: 0,
        max: Some(0),
    };

    /// Whether an army may hold at least one of this piece.
    pub const fn offered(self) -> bool {
        !matches!(self.max, Some(0))
    }
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
    /// The board's side length as written (12, 8 or 6), if given.
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
    /// "2 Giraffes, and the roster has none": a piece the roster does not offer.
    NotInRoster { role: Role, count: u32 },
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
/// setup.board = Some(9);
/// let problems = Roster::from_setup(&setup).unwrap_err();
/// assert_eq!(problems.0, [
///     RosterProblem::Board(9),
///     RosterProblem::NoPieces,
///     RosterProblem::KingMax(Some(0)),
/// ]);
/// assert_eq!(problems.0[2].field(), "pieces.king.max");
/// assert_eq!(problems.to_string(), "board: must be 12, 8 or 6 (found 9); \
///     max_pieces: must be at least 1, for the King (found 0); \
///     pieces.king.max: a roster must allow exactly one King (found 0)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RosterProblem {
    /// "board: must be 12, 8 or 6 (found 9)"
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
pub const BUILTIN_ROSTERS: [&str; 8] = [
    "standard",
    "mini",
    "no-limits",
    "tabletop",
    "fairy",
    "mini-fairy",
    "eight",
    "eight-fairy",
];

/// (cost, max) of K Q R B N P C A G.
type Table = [(u32, Option<u32>); 9];
/// Not offered: a fairy piece of a roster without them.
const NONE: (u32, Option<u32>) = (0, Some(0));
const RULEBOOK: Table = [
    (0, Some(1)),
    (110, Some(3)),
    (70, Some(6)),
    (40, Some(9)),
    (40, Some(9)),
    (10, Some(18)),
    NONE,
    NONE,
    NONE,
];
const NO_LIMITS: Table = [
    (0, Some(1)),
    (110, None),
    (70, None),
    (40, None),
    (40, None),
    (10, None),
    NONE,
    NONE,
    NONE,
];
const TABLETOP: Table = [
    (0, Some(1)),
    (110, Some(4)),
    (70, Some(6)),
    (40, Some(8)),
    (40, Some(8)),
    (10, Some(16)),
    NONE,
    NONE,
    NONE,
];
/// The rulebook's pieces and the fairy pieces at the prices and maxima of the `shuuro`
/// crate (1.1.8, `selection.rs`): Chancellor 130 (at most 3), Archbishop 130 (3),
/// Giraffe 70 (4).
const FAIRY: Table = with_fairy(RULEBOOK);
/// The crate's 8×8 pieces (its `Standard` variant): the rulebook's, at most 12 pawns.
const EIGHT: Table = with_pawns(RULEBOOK, 12);
const EIGHT_FAIRY: Table = with_fairy(EIGHT);

const fn with_fairy(mut t: Table) -> Table {
    t[Role::Chancellor as usize] = (130, Some(3));
    t[Role::Archbishop as usize] = (130, Some(3));
    t[Role::Giraffe as usize] = (70, Some(4));
    t
}

const fn with_pawns(mut t: Table, max: u32) -> Table {
    t[Role::Pawn as usize] = (10, Some(max));
    t
}

impl Roster {
    /// A roster shipped in `rosters/` (compiled in): `standard`, `mini`, `no-limits`,
    /// `tabletop`, and lishuuro's variants `fairy` (12×12, 870 points), `mini-fairy`
    /// (6×6, 250), `eight` (8×8, 350) and `eight-fairy` (8×8, 400). The files are
    /// tested to read as these.
    pub fn builtin(name: &str) -> Option<Roster> {
        let (board, points, max_pieces, table) = match name {
            "standard" => (BoardSize::Twelve, 800, 32, RULEBOOK),
            "mini" => (BoardSize::Six, 200, 10, RULEBOOK),
            "no-limits" => (BoardSize::Twelve, 800, 32, NO_LIMITS),
            "tabletop" => (BoardSize::Twelve, 800, 32, TABLETOP),
            "fairy" => (BoardSize::Twelve, 870, 32, FAIRY),
            "mini-fairy" => (BoardSize::Six, 250, 10, FAIRY),
            // No army-size limit in the crate: a player's three rows (24 squares) hold
            // more than 350 or 400 points can buy under these maxima (20 pieces).
            "eight" => (BoardSize::Eight, 350, 24, EIGHT),
            "eight-fairy" => (BoardSize::Eight, 400, 24, EIGHT_FAIRY),
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

    /// The built-in roster a board is played with: `standard`, `eight` or `mini`, or
    /// with `fairy` the fairy roster of that board (`fairy`, `eight-fairy`,
    /// `mini-fairy`).
    pub fn for_board(size: BoardSize, fairy: bool) -> Roster {
        let name = match (size, fairy) {
            (BoardSize::Twelve, false) => "standard",
            (BoardSize::Twelve, true) => "fairy",
            (BoardSize::Eight, false) => "eight",
            (BoardSize::Eight, true) => "eight-fairy",
            (BoardSize::Six, false) => "mini",
            (BoardSize::Six, true) => "mini-fairy",
        };
        Roster::builtin(name).expect("every board's rosters are compiled in")
    }

    /// Whether an army may hold a piece of `role`.
    pub fn offers(&self, role: Role) -> bool {
        self.pieces[role].offered()
    }

    /// The roles an army may hold, the King always among them.
    pub fn offered(&self) -> RoleSet {
        Role::ALL.into_iter().filter(|&r| self.offers(r)).collect()
    }

    /// Whether the roster offers any fairy piece.
    pub fn has_fairy(&self) -> bool {
        Role::FAIRY.into_iter().any(|r| self.offers(r))
    }

    /// What a pawn may promote to under this roster: a Queen, Rook, Bishop or Knight
    /// whatever the roster says (RULES.md), and each fairy piece the roster offers.
    pub fn promotions(&self) -> RoleSet {
        Role::FAIRY
            .into_iter()
            .filter(|&r| self.offers(r))
            .fold(RoleSet::promotions(false), RoleSet::with)
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
    /// ("no King" / "2 Kings"), each other type the roster does not offer or over its
    /// maximum (Q R B N, the fairy pieces, P), the army size, the budget. Spending less
    /// than the budget is fine.
    pub fn validate(&self, army: &Army, budget: u32) -> Result<(), Vec<ArmyViolation>> {
        let mut v = Vec::new();
        match army.count(Role::King) {
            0 => v.push(ArmyViolation::NoKing),
            1 => {}
            n => v.push(ArmyViolation::TooManyKings(u32::from(n))),
        }
        for role in Role::NOBLES.into_iter().chain([Role::Pawn]) {
            let count = u32::from(army.count(role));
            match self.pieces[role].max {
                Some(0) if count > 0 => v.push(ArmyViolation::NotInRoster { role, count }),
                Some(max) if count > max => v.push(ArmyViolation::TooMany { role, count, max }),
                _ => {}
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

    /// The numbers of lishuuro's variants, as the `shuuro` crate 1.1.8 has them
    /// (`Variant::start_credit`, `selection.rs` `get_pricing` and `update_pricing`).
    #[test]
    fn the_lishuuro_rosters_have_the_crates_numbers() {
        let fairy = Roster::builtin("fairy").unwrap();
        assert_eq!(fairy.points, 870);
        for (role, cost, max) in [
            (Role::Chancellor, 130, 3),
            (Role::Archbishop, 130, 3),
            (Role::Giraffe, 70, 4),
            (Role::Queen, 110, 3),
            (Role::Pawn, 10, 18),
        ] {
            assert_eq!(
                fairy.pieces[role],
                RosterEntry {
                    cost,
                    max: Some(max)
                },
                "{role}"
            );
        }
        assert_eq!(fairy.promotions().len(), 7);
        assert_eq!(Roster::builtin("mini-fairy").unwrap().points, 250);
        let eight = Roster::builtin("eight").unwrap();
        assert_eq!((eight.points, eight.board), (350, Some(BoardSize::Eight)));
        assert_eq!(eight.pieces[Role::Pawn].max, Some(12));
        assert!(!eight.has_fairy());
        assert_eq!(eight.promotions(), RoleSet::promotions(false));
        let eight_fairy = Roster::builtin("eight-fairy").unwrap();
        assert_eq!(eight_fairy.points, 400);
        assert!(eight_fairy.has_fairy());
        assert_eq!(eight_fairy.pieces[Role::Pawn].max, Some(12));
        let army: Army = "KGGPP".parse().unwrap();
        let problems = Roster::builtin("standard")
            .unwrap()
            .validate(&army, 800)
            .unwrap_err();
        assert_eq!(
            problems,
            [ArmyViolation::NotInRoster {
                role: Role::Giraffe,
                count: 2
            }]
        );
        assert_eq!(
            problems[0].to_string(),
            "2 Giraffes, and the roster has none"
        );
    }
}
