//! How the computer plays, as one value: every choice of [`super::skill`] (the army it
//! buys, where it places, the move it plays) takes a [`Style`], and the client, the engine
//! protocol and the match runner each hold one. Today it is the [`Level`]; a new way of
//! playing is a new field here, read by `skill`, and written into a record and read back
//! by the client's record fields with no other change (a record without the field gets
//! its default).
//!
//! The seed that varies the choices is not part of it: the same style with another seed
//! plays another game.

use serde::{Deserialize, Serialize};

use super::level::Level;

/// How the computer plays: its strength (more ways to come).
///
/// In a record it is the object of its fields (`{"level": 3}`); a field left out is its
/// default, so a style written before a field existed still reads.
///
/// ```
/// use shuuro::engine::{Level, Style};
/// let three = Style::at(Level::new(3).unwrap());
/// assert_eq!(serde_json::to_value(three).unwrap(), serde_json::json!({"level": 3}));
/// assert_eq!(serde_json::from_value::<Style>(serde_json::json!({})).unwrap(), Style::default());
/// assert!(serde_json::from_value::<Style>(serde_json::json!({"level": 0})).is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Style {
    /// Its strength, 1 to 8 ([`Level::MAX`], the default, is the full engine).
    pub level: Level,
}

impl Style {
    /// The style of `level`, everything else as by default.
    pub const fn at(level: Level) -> Style {
        Style { level }
    }

    /// Whether it plays as the full engine does: the default in every field (no
    /// weakening at all).
    pub fn is_full(&self) -> bool {
        *self == Style::default()
    }
}
