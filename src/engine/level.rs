//! The computer's strength, 1 (a beginner's opponent) to 8 (the full engine): one
//! number the client, the engine protocol (`setoption name Level`) and the match runner
//! share.

use std::fmt;
use std::str::FromStr;

/// A playing strength from [`Level::MIN`] to [`Level::MAX`]; [`Level::MAX`] is the full
/// engine.
///
/// ```
/// use shuuro::engine::level::Level;
/// assert_eq!("3".parse::<Level>(), Ok(Level::new(3).unwrap()));
/// assert!(Level::new(0).is_none() && Level::new(9).is_none());
/// assert_eq!(Level::default(), Level::MAX);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The full engine.
    pub const MAX: Level = Level(8);

    /// The level `n`, if it is one (1 to 8).
    pub const fn new(n: u8) -> Option<Level> {
        if n >= Level::MIN.0 && n <= Level::MAX.0 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// Its number, 1 to 8.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Whether this is the full engine (no weakening at all).
    pub const fn is_full(self) -> bool {
        self.0 == Level::MAX.0
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (Level::MIN.0..=Level::MAX.0).map(Level)
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::MAX
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Why a text is not a level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LevelError {
    /// Not a whole number at all.
    #[error("{0:?} is not a level (a number from 1 to 8)")]
    NotANumber(String),
    /// A number outside 1 to 8.
    #[error("level {0} is out of range: the levels are 1 (weakest) to 8 (the full engine)")]
    OutOfRange(i64),
}

impl FromStr for Level {
    type Err = LevelError;
    fn from_str(s: &str) -> Result<Level, LevelError> {
        let n: i64 = s
            .trim()
            .parse()
            .map_err(|_| LevelError::NotANumber(s.to_string()))?;
        u8::try_from(n)
            .ok()
            .and_then(Level::new)
            .ok_or(LevelError::OutOfRange(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_one_to_eight_and_say_what_is_wrong() {
        assert_eq!(Level::all().count(), 8);
        assert_eq!("8".parse::<Level>(), Ok(Level::MAX));
        assert_eq!("0".parse::<Level>(), Err(LevelError::OutOfRange(0)));
        assert_eq!("300".parse::<Level>(), Err(LevelError::OutOfRange(300)));
        assert_eq!(
            "x".parse::<Level>(),
            Err(LevelError::NotANumber("x".into()))
        );
        assert!(Level::MAX.is_full() && !Level::MIN.is_full());
    }
}
