//! Piece types and pieces: the six of the rulebook and the three fairy pieces of
//! lishuuro's *Fairy* variants (the Chancellor, Rook + Knight; the Archbishop, Bishop +
//! Knight; the Giraffe, a (1,4) leaper).

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
    /// Rook + Knight (fairy).
    Chancellor,
    /// Bishop + Knight (fairy).
    Archbishop,
    /// Leaps one square one way and four the other (fairy).
    Giraffe,
}

impl Role {
    /// In the order K Q R B N P C A G (the order of rosters, hands and SFEN hands, as the
    /// `shuuro` crate writes them).
    pub const ALL: [Role; 9] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
        Role::Chancellor,
        Role::Archbishop,
        Role::Giraffe,
    ];
    /// The pieces placed between the King and the pawns: Queen, Rook, Bishop, Knight and
    /// the fairy pieces.
    pub const NOBLES: [Role; 7] = [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Chancellor,
        Role::Archbishop,
        Role::Giraffe,
    ];
    /// The fairy pieces of lishuuro's *Fairy* variants.
    pub const FAIRY: [Role; 3] = [Role::Chancellor, Role::Archbishop, Role::Giraffe];
    /// Every role a pawn may ever promote to (which ones a game allows:
    /// [`RoleSet::promotions`]).
    pub const PROMOTIONS: [Role; 7] = Role::NOBLES;

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
            Role::Chancellor => 'C',
            Role::Archbishop => 'A',
            Role::Giraffe => 'G',
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
            'C' => Role::Chancellor,
            'A' => Role::Archbishop,
            'G' => Role::Giraffe,
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
            Role::Chancellor => "Chancellor",
            Role::Archbishop => "Archbishop",
            Role::Giraffe => "Giraffe",
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
            Role::Chancellor => "Chancellors",
            Role::Archbishop => "Archbishops",
            Role::Giraffe => "Giraffes",
        }
    }

    /// Every piece but the King and the pawns is a noble ([`Role::NOBLES`]).
    pub const fn is_noble(self) -> bool {
        !matches!(self, Role::King | Role::Pawn)
    }

    /// The Chancellor, the Archbishop and the Giraffe.
    pub const fn is_fairy(self) -> bool {
        matches!(self, Role::Chancellor | Role::Archbishop | Role::Giraffe)
    }

    /// Whether a piece of this role may stand on a plinth: the pieces that leap (the
    /// Knight, and the fairy pieces, which all leap as a Knight or a Giraffe does). They
    /// may be deployed on a plinth, end a move on one and take a piece standing on one.
    pub const fn stands_on_plinths(self) -> bool {
        matches!(
            self,
            Role::Knight | Role::Chancellor | Role::Archbishop | Role::Giraffe
        )
    }

    /// Whether this role moves along ranks and files as far as it is free (Rook, Queen,
    /// Chancellor).
    pub const fn slides_straight(self) -> bool {
        matches!(self, Role::Rook | Role::Queen | Role::Chancellor)
    }

    /// Whether this role moves along diagonals as far as it is free (Bishop, Queen,
    /// Archbishop).
    pub const fn slides_diagonally(self) -> bool {
        matches!(self, Role::Bishop | Role::Queen | Role::Archbishop)
    }

    /// Whether this role also jumps as a Knight (Knight, Chancellor, Archbishop).
    pub const fn leaps_as_knight(self) -> bool {
        matches!(self, Role::Knight | Role::Chancellor | Role::Archbishop)
    }
}

/// A set of roles (for instance what a pawn may promote to in a game).
///
/// ```
/// use shuuro::rules::role::{Role, RoleSet};
/// let classic = RoleSet::promotions(false);
/// assert_eq!(classic.iter().collect::<Vec<_>>(), [Role::Queen, Role::Rook, Role::Bishop, Role::Knight]);
/// assert!(RoleSet::promotions(true).contains(Role::Giraffe));
/// assert_eq!(RoleSet::promotions(true).len(), 7);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RoleSet(u16);

impl RoleSet {
    pub const EMPTY: RoleSet = RoleSet(0);

    /// What a pawn may promote to: Queen, Rook, Bishop, Knight, and with `fairy` the
    /// Chancellor, the Archbishop and the Giraffe too.
    pub const fn promotions(fairy: bool) -> RoleSet {
        let classic = RoleSet::EMPTY
            .with(Role::Queen)
            .with(Role::Rook)
            .with(Role::Bishop)
            .with(Role::Knight);
        if fairy {
            classic
                .with(Role::Chancellor)
                .with(Role::Archbishop)
                .with(Role::Giraffe)
        } else {
            classic
        }
    }

    #[inline]
    pub const fn with(self, role: Role) -> RoleSet {
        RoleSet(self.0 | 1 << role as u16)
    }

    #[inline]
    pub const fn contains(self, role: Role) -> bool {
        self.0 >> role as u16 & 1 != 0
    }

    /// How many roles the set holds.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The roles of the set, in [`Role::ALL`]'s order.
    pub fn iter(self) -> impl Iterator<Item = Role> {
        Role::ALL.into_iter().filter(move |&r| self.contains(r))
    }
}

impl RoleSet {
    /// The roles of a game that may stand on a plinth, for messages: the Knight, and those
    /// of the fairy pieces the set holds (the pieces about in that game).
    pub fn plinth_standers(self) -> RoleSet {
        Role::FAIRY
            .into_iter()
            .filter(|&r| self.contains(r))
            .fold(RoleSet::EMPTY.with(Role::Knight), RoleSet::with)
    }
}

impl FromIterator<Role> for RoleSet {
    fn from_iter<I: IntoIterator<Item = Role>>(iter: I) -> RoleSet {
        iter.into_iter().fold(RoleSet::EMPTY, RoleSet::with)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A value for each role, indexable by [`Role`], in the order K Q R B N P C A G.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByRole<T>(pub [T; 9]);

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
