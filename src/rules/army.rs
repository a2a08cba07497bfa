//! An army (or a hand of undeployed pieces): how many of each role.

use std::fmt;
use std::str::FromStr;

use super::color::Side;
use super::role::{ByRole, Role};

/// Counts of each role. Written as piece letters in the order K Q R B N P C A G
/// (`KQQRRRBBBBNNNNPPPPP`, `KQCARRGPPPP`); read from letters in any order and case.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Army {
    counts: ByRole<u8>,
}

impl Army {
    pub const EMPTY: Army = Army {
        counts: ByRole([0; 9]),
    };

    pub fn from_counts(counts: ByRole<u8>) -> Army {
        Army { counts }
    }

    #[inline]
    pub fn count(&self, role: Role) -> u8 {
        self.counts[role]
    }

    pub fn set(&mut self, role: Role, n: u8) {
        self.counts[role] = n;
    }

    /// Adds one piece (saturating at 255).
    pub fn add(&mut self, role: Role) {
        self.counts[role] = self.counts[role].saturating_add(1);
    }

    /// Removes one piece; false if there was none.
    pub fn take(&mut self, role: Role) -> bool {
        if self.counts[role] == 0 {
            false
        } else {
            self.counts[role] -= 1;
            true
        }
    }

    /// All pieces, King included.
    pub fn total(&self) -> u32 {
        self.counts.0.iter().map(|&n| n as u32).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// Queens, Rooks, Bishops, Knights and fairy pieces: everything but the King and the
    /// pawns.
    pub fn nobles(&self) -> u32 {
        Role::NOBLES.iter().map(|&r| self.counts[r] as u32).sum()
    }

    pub fn counts(&self) -> &ByRole<u8> {
        &self.counts
    }

    /// The rulebook's example army: King, 2 Queens, 3 Rooks, 4 Bishops, 4 Knights,
    /// 5 Pawns (800 points).
    pub fn rulebook_example() -> Army {
        Army {
            counts: ByRole([1, 2, 3, 4, 4, 5, 0, 0, 0]),
        }
    }
}

/// A letter that is not a piece, with its position (0-based character index).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseArmyError {
    BadLetter { found: char, at: usize },
    TooMany(Role),
}

impl FromStr for Army {
    type Err = ParseArmyError;

    fn from_str(s: &str) -> Result<Army, ParseArmyError> {
        let mut army = Army::EMPTY;
        for (at, c) in s.chars().enumerate() {
            let role = Role::from_char(c).ok_or(ParseArmyError::BadLetter { found: c, at })?;
            if army.counts[role] == u8::MAX {
                return Err(ParseArmyError::TooMany(role));
            }
            army.add(role);
        }
        Ok(army)
    }
}

impl Army {
    /// The army's letters, K Q R B N P order, as the board writes `side`'s pieces:
    /// capitals for Blue, small letters for Red.
    ///
    /// ```
    /// use shuuro::rules::{Army, Side};
    /// let a: Army = "KQPP".parse().unwrap();
    /// assert_eq!(a.letters(Side::Red), "kqpp");
    /// assert_eq!(a.letters(Side::Blue), "KQPP");
    /// ```
    pub fn letters(&self, side: Side) -> String {
        let s = self.to_string();
        match side {
            Side::Blue => s,
            Side::Red => s.to_lowercase(),
        }
    }
}

impl fmt::Display for Army {
    /// Uppercase letters, K Q R B N P C A G order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (role, &n) in self.counts.iter() {
            for _ in 0..n {
                write!(f, "{}", role.upper_char())?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        let a: Army = "kqqrrrbbbbnnnnppppp".parse().unwrap();
        assert_eq!(a, Army::rulebook_example());
        assert_eq!(a.to_string(), "KQQRRRBBBBNNNNPPPPP");
        assert_eq!(a.total(), 19);
        assert!("KX".parse::<Army>().is_err());
        let fairy: Army = "gkcpaC".parse().unwrap();
        assert_eq!(fairy.to_string(), "KPCCAG");
        assert_eq!(fairy.nobles(), 4);
    }
}
