//! Piece types and pieces.

use std::fmt;
use std::ops::{Index, IndexMut};

use super::color::Side;

/// A piece type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

impl Role {
    /// In the order K Q R B N P (the order of rosters, hands and SFEN hands).
    pub const ALL: [Role; 6] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];
    /// Queen, Rook, Bishop, Knight.
    pub const NOBLES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
    /// What a pawn may promote to.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Uppercase letter `K Q R B N P`.
    pub const fn upper_char(self) -> char {
        match self {
            Role::King => 'K',
            Role::Queen => 'Q',
            Role::Rook => 'R',
            Role::Bishop => 'B',
            Role::Knight => 'N',
            Role::Pawn => 'P',
        }
    }

    /// Lowercase letter `k q r b n p`.
    pub const fn lower_char(self) -> char {
        self.upper_char().to_ascii_lowercase()
    }

    /// Reads a letter, either case.
    pub const fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_uppercase() {
            'K' => Role::King,
            'Q' => Role::Queen,
            'R' => Role::Rook,
            'B' => Role::Bishop,
            'N' => Role::Knight,
            'P' => Role::Pawn,
            _ => return None,
        })
    }

    /// `"King"`, `"Queen"`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Role::King => "King",
            Role::Queen => "Queen",
            Role::Rook => "Rook",
            Role::Bishop => "Bishop",
            Role::Knight => "Knight",
            Role::Pawn => "Pawn",
        }
    }

    /// `"Kings"`, `"Queens"`, ...
    pub const fn plural(self) -> &'static str {
        match self {
            Role::King => "Kings",
            Role::Queen => "Queens",
            Role::Rook => "Rooks",
            Role::Bishop => "Bishops",
            Role::Knight => "Knights",
            Role::Pawn => "Pawns",
        }
    }

    /// Queens, Rooks, Bishops and Knights are nobles.
    pub const fn is_noble(self) -> bool {
        matches!(self, Role::Queen | Role::Rook | Role::Bishop | Role::Knight)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A value for each role, indexable by [`Role`], in the order K Q R B N P.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByRole<T>(pub [T; 6]);

impl<T> ByRole<T> {
    pub fn from_fn(mut f: impl FnMut(Role) -> T) -> Self {
        ByRole(Role::ALL.map(&mut f))
    }

    pub fn iter(&self) -> impl Iterator<Item = (Role, &T)> {
        Role::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> Index<Role> for ByRole<T> {
    type Output = T;
    #[inline]
    fn index(&self, role: Role) -> &T {
        &self.0[role.index()]
    }
}

impl<T> IndexMut<Role> for ByRole<T> {
    #[inline]
    fn index_mut(&mut self, role: Role) -> &mut T {
        &mut self.0[role.index()]
    }
}

/// A piece: a role of a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub role: Role,
}

impl Piece {
    pub const fn new(side: Side, role: Role) -> Piece {
        Piece { side, role }
    }

    /// Uppercase for Blue, lowercase for Red.
    pub const fn char(self) -> char {
        match self.side {
            Side::Blue => self.role.upper_char(),
            Side::Red => self.role.lower_char(),
        }
    }

    /// Uppercase letters are Blue, lowercase Red.
    pub const fn from_char(c: char) -> Option<Piece> {
        match Role::from_char(c) {
            Some(role) => Some(Piece {
                side: if c.is_ascii_uppercase() {
                    Side::Blue
                } else {
                    Side::Red
                },
                role,
            }),
            None => None,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.side, self.role)
    }
}
