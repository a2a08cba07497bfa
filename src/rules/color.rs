//! The two sides, Blue (bottom, uppercase, moves first in SFEN as `w`) and Red.

use std::fmt;
use std::ops::{Index, IndexMut};

/// One of the two armies. Blue sits at the bottom (ranks 1–3 are its rows 1–3),
/// Red at the top. In position strings Blue is uppercase, Red lowercase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    Blue,
    Red,
}

impl Side {
    pub const ALL: [Side; 2] = [Side::Blue, Side::Red];

    #[inline]
    pub const fn opposite(self) -> Side {
        match self {
            Side::Blue => Side::Red,
            Side::Red => Side::Blue,
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `"blue"` / `"red"`, as in the JSON record.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Blue => "blue",
            Side::Red => "red",
        }
    }

    /// Parses `"blue"` / `"red"` (any case).
    pub fn from_name(s: &str) -> Option<Side> {
        if s.eq_ignore_ascii_case("blue") {
            Some(Side::Blue)
        } else if s.eq_ignore_ascii_case("red") {
            Some(Side::Red)
        } else {
            None
        }
    }

    /// The SFEN side letter: `w` for Blue, `b` for Red.
    pub const fn sfen_char(self) -> char {
        match self {
            Side::Blue => 'w',
            Side::Red => 'b',
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Blue => "Blue",
            Side::Red => "Red",
        })
    }
}

impl serde::Serialize for Side {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for Side {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Side::from_name(&s).ok_or_else(|| {
            serde::de::Error::custom(format!("expected \"blue\" or \"red\", found {s:?}"))
        })
    }
}

/// A value for each side, indexable by [`Side`].
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(deny_unknown_fields)]
pub struct BySide<T> {
    pub blue: T,
    pub red: T,
}

impl<T> BySide<T> {
    pub const fn new(blue: T, red: T) -> Self {
        BySide { blue, red }
    }

    pub fn from_fn(mut f: impl FnMut(Side) -> T) -> Self {
        BySide {
            blue: f(Side::Blue),
            red: f(Side::Red),
        }
    }

    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> BySide<U> {
        BySide {
            blue: f(self.blue),
            red: f(self.red),
        }
    }

    pub fn as_ref(&self) -> BySide<&T> {
        BySide {
            blue: &self.blue,
            red: &self.red,
        }
    }

    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::Blue => &self.blue,
            Side::Red => &self.red,
        }
    }

    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::Blue => &mut self.blue,
            Side::Red => &mut self.red,
        }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    #[inline]
    fn index(&self, side: Side) -> &T {
        self.get(side)
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    #[inline]
    fn index_mut(&mut self, side: Side) -> &mut T {
        self.get_mut(side)
    }
}
