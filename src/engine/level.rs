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

/// A level is written as its number (`3`).
impl serde::Serialize for Level {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

/// A level reads from a whole number 1 to 8; anything else (`0`, `99`, `"3"`, `null`) is
/// an error saying what a level is.
impl<'de> serde::Deserialize<'de> for Level {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
        struct Number;
        impl serde::de::Visitor<'_> for Number {
            type Value = Level;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "a level from {} to {}", Level::MIN, Level::MAX)
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Level, E> {
                u8::try_from(n)
                    .ok()
                    .and_then(Level::new)
                    .ok_or_else(|| E::invalid_value(serde::de::Unexpected::Unsigned(n), &self))
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Level, E> {
                match u64::try_from(n) {
                    Ok(n) => self.visit_u64(n),
                    Err(_) => Err(E::invalid_value(serde::de::Unexpected::Signed(n), &self)),
                }
            }
        }
        d.deserialize_u64(Number)
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

    #[test]
    fn a_level_is_written_as_its_number_and_read_only_from_one() {
        let three = Level::new(3).expect("a level");
        assert_eq!(serde_json::to_value(three).ok(), Some(serde_json::json!(3)));
        let read =
            |v: serde_json::Value| serde_json::from_value::<Level>(v).map_err(|e| e.to_string());
        assert_eq!(read(serde_json::json!(3)), Ok(three));
        for (bad, says) in [
            (
                serde_json::json!(0),
                "invalid value: integer `0`, expected a level from 1 to 8",
            ),
            (
                serde_json::json!(99),
                "invalid value: integer `99`, expected a level from 1 to 8",
            ),
            (
                serde_json::json!(-1),
                "invalid value: integer `-1`, expected a level from 1 to 8",
            ),
            (
                serde_json::json!("abc"),
                "invalid type: string \"abc\", expected a level from 1 to 8",
            ),
            (
                serde_json::json!(null),
                "invalid type: null, expected a level from 1 to 8",
            ),
            (
                serde_json::json!(2.5),
                "invalid type: floating point `2.5`, expected a level from 1 to 8",
            ),
        ] {
            assert_eq!(read(bad.clone()), Err(says.to_string()), "{bad}");
        }
    }
}
