//! Deployment (RULES.md phase 3): whose turn, legal squares per piece, `place` with reasons.
//!
//! - Turn order: the first deployer places their King, then the other their King, then
//!   the players alternate one piece at a time; when one has nothing left, the other places
//!   the rest one after another.
//! - The King first, on a central square of the player's row 1 (files `d`–`i` on 12×12,
//!   `b`–`g` on 8×8, any of row 1 on 6×6 or under "King in the castle").
//! - Nobles (Q R B N and the fairy pieces C A G) next, pawns only once all of the
//!   player's nobles are placed.
//! - Row filling: a noble goes on the lowest of the player's rows 1–3 that still has a
//!   square it may stand on; a pawn the same over rows 2–3. Never beyond row 3.
//! - Only a Knight or a fairy piece may stand on a plinth; for them a free plinth is room
//!   in its row.
//! - No check rules during deployment.
//!
//! ```
//! use shuuro::rules::deploy::Deployment;
//! use shuuro::rules::{Army, Bitboard, Board, BoardSize, BySide, Piece, Role, Side};
//!
//! let plinths: Bitboard = ["b1".parse().unwrap()].into_iter().collect();
//! let hands = BySide::new("KRN".parse::<Army>().unwrap(), "KQ".parse().unwrap());
//! let mut d = Deployment::new(Board::with_plinths(BoardSize::Six, plinths), hands, Side::Blue, false);
//! let err = d.place(Piece::new(Side::Blue, Role::Rook), "a1".parse().unwrap()).unwrap_err();
//! assert_eq!(err.to_string(), "the King is placed first");
//! d.place(Piece::new(Side::Blue, Role::King), "c1".parse().unwrap()).unwrap();
//! assert_eq!(d.turn(), Some(Side::Red));
//! d.place(Piece::new(Side::Red, Role::King), "c6".parse().unwrap()).unwrap();
//! // Only a Knight may stand on the plinth b1, and row 1 still has room for the Rook.
//! assert_eq!(d.legal_squares(Role::Rook).count(), 4); // a1 d1 e1 f1
//! let err = d.place(Piece::new(Side::Blue, Role::Rook), "a2".parse().unwrap()).unwrap_err();
//! assert_eq!(err.to_string(), "row 1 still has room for a Rook (a1, d1, e1, f1)");
//! assert_eq!(d.stuck(), None);
//! ```

use std::fmt;

use super::army::Army;
use super::bitboard::Bitboard;
use super::board::Board;
use super::color::{BySide, Side};
use super::role::{Piece, Role, RoleSet};
use super::setup::Setup;
use super::square::{BoardSize, Square};

/// A list of squares written `a1, b1, c1`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SquareList(pub Vec<Square>);

impl fmt::Display for SquareList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, sq) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}

impl From<Bitboard> for SquareList {
    fn from(b: Bitboard) -> SquareList {
        SquareList(b.collect())
    }
}

/// Why a placement is refused (`crate::words` says it: "the King is placed first", ...).
/// [`Deployment::place`]
/// checks in the order of these variants and reports the first reason that applies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceError {
    /// Both hands are empty.
    Finished,
    /// "it is Red's turn"
    NotYourTurn(Side),
    /// "Blue has no Queen left to place"
    NotInHand { side: Side, role: Role },
    /// "g1 is not on the 6×6 board"
    OffBoard { square: Square, size: BoardSize },
    /// "the King is placed first"
    KingFirst,
    /// "pawns come after all nobles"
    PawnsAfterNobles,
    /// "a1 is beyond Red's first three rows (10–12)": rows are numbered as the board
    /// labels them, so a player reads the same numbers in the message and on the screen.
    BeyondRow3 {
        square: Square,
        side: Side,
        size: BoardSize,
    },
    /// "c5 is occupied"
    Occupied(Square),
    /// "a Rook may not stand on a plinth (only a Knight may)"; `may`: the pieces of the
    /// game that may ("only a Knight or Giraffe may" when a Giraffe is about).
    OnPlinth { role: Role, may: RoleSet },
    /// "the King goes on one of the central squares d1–i1"
    KingNotCentral { first: Square, last: Square },
    /// "the King goes on row 1 (a1–l1)" (6×6 or King in the castle; row 12 for Red)
    KingNotOnRow1 { first: Square, last: Square },
    /// "a pawn may not stand on row 12, Red's first"
    PawnOnRow1 { side: Side, size: BoardSize },
    /// "row 1 still has room for a Rook (b1, c1)"; `row` is the board's row, as labelled
    /// (12 for Red's first row on 12×12).
    LowerRowHasRoom {
        row: u8,
        role: Role,
        squares: SquareList,
    },
    /// From [`Deployment::stuck`]: pieces in hand but no legal square for any of them.
    /// "Blue can't place any of its pieces in hand (Rook, Pawn): no legal square is left"
    Stuck { side: Side, roles: Vec<Role> },
}

/// One problem of a setup read as a deployment state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeploymentError {
    OffBoard {
        piece: Piece,
        square: Square,
        size: BoardSize,
    },
    /// "the Blue Rook on e5 stands beyond Blue's first three rows (1–3)"
    BeyondRow3 {
        piece: Piece,
        square: Square,
        size: BoardSize,
    },
    OnPlinth {
        piece: Piece,
        square: Square,
        may: RoleSet,
    },
    /// "the Red Pawn on b12 stands on Red's first row (a pawn may not)"
    PawnOnRow1 {
        piece: Piece,
        square: Square,
    },
    KingMisplaced {
        piece: Piece,
        square: Square,
        central: bool,
        first: Square,
        last: Square,
    },
    NoKing(Side),
    TooManyKings {
        side: Side,
        count: u32,
    },
    PlacedBeforeKing(Side),
    PawnBeforeNobles {
        piece: Piece,
        square: Square,
    },
    /// "the Red Knight on c10 stands on row 10 while row 12 still has room for it (a12, b12)":
    /// rows as the board labels them.
    RowSkipped {
        piece: Piece,
        square: Square,
        row: u8,
        lower: u8,
        room: SquareList,
    },
    NothingToPlace {
        side: Side,
    },
    OutOfTurn {
        side: Side,
        placed: BySide<u32>,
    },
    BadPly {
        ply: u32,
        placed: u32,
    },
}

/// The board's number (as labelled, 1-based) of `side`'s row `row`: 12 for Red's row 1 on
/// 12×12.
pub fn board_row(size: BoardSize, side: Side, row: u8) -> u8 {
    size.rank_of_row(side, row) + 1
}

/// `side`'s first three rows as the board numbers them, lowest first: (1, 3), or (10, 12)
/// for Red on 12×12.
pub fn own_rows(side: Side, size: BoardSize) -> (u8, u8) {
    let (a, b) = (board_row(size, side, 1), board_row(size, side, 3));
    (a.min(b), a.max(b))
}

/// Everything wrong with a setup as a deployment state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeploymentErrors(pub Vec<DeploymentError>);

/// The squares of `side`'s row `row` (1-based, counted from its own edge) on a board of
/// `size`; empty for a row beyond the board.
pub fn row_squares(size: BoardSize, side: Side, row: u8) -> Bitboard {
    if row == 0 || row > size.len() {
        return Bitboard::EMPTY;
    }
    Bitboard::rank(size.rank_of_row(side, row)) & Bitboard::board(size)
}

/// Where `side`'s King may be deployed: the six central squares of its row 1 (files
/// `d`–`i` on 12×12, `b`–`g` on 8×8, as the `shuuro` crate has them), the whole row 1
/// on 6×6 or with `king_anywhere`.
pub fn king_squares(size: BoardSize, side: Side, king_anywhere: bool) -> Bitboard {
    let row1 = row_squares(size, side, 1);
    let files = match size {
        _ if king_anywhere => return row1,
        BoardSize::Six => return row1,
        BoardSize::Twelve => 3..9,
        BoardSize::Eight => 1..7,
    };
    files.fold(Bitboard::EMPTY, |b, f| b | Bitboard::file(f)) & row1
}

/// Whether the King squares are only the central ones (for messages).
fn king_central(size: BoardSize, king_anywhere: bool) -> bool {
    !king_anywhere && size != BoardSize::Six
}

/// First and last square (by file) of a non-empty set on one rank.
fn span(b: Bitboard) -> (Square, Square) {
    let first = b.first().unwrap_or(Square::from_index_unchecked(0));
    (first, b.last().unwrap_or(first))
}

/// Who deploys first under "Serious business": the player with more pieces; `None` on a
/// tie (then dice decide, lowest first as usual).
pub fn serious_business_first(armies: &BySide<Army>) -> Option<Side> {
    use std::cmp::Ordering;
    match armies.blue.total().cmp(&armies.red.total()) {
        Ordering::Greater => Some(Side::Blue),
        Ordering::Less => Some(Side::Red),
        Ordering::Equal => None,
    }
}

/// A deployment in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Deployment {
    board: Board,
    hands: BySide<Army>,
    turn: Option<Side>,
    ply: u32,
    king_anywhere: bool,
    finished_first: Option<Side>,
}

impl Deployment {
    /// Start of deployment: empty board with plinths, full hands, `first` places its King first.
    /// (Hands are taken as given: validate armies against the roster before.)
    pub fn new(board: Board, hands: BySide<Army>, first: Side, king_anywhere: bool) -> Deployment {
        let turn = if !hands[first].is_empty() {
            Some(first)
        } else if !hands[first.opposite()].is_empty() {
            Some(first.opposite())
        } else {
            None
        };
        let finished_first = match (hands[first].is_empty(), hands[first.opposite()].is_empty()) {
            (true, false) => Some(first),
            (false, true) => Some(first.opposite()),
            _ => None,
        };
        let placed = board.occupied().count();
        Deployment {
            board,
            hands,
            turn,
            ply: placed + 1,
            king_anywhere,
            finished_first,
        }
    }

    /// A deployment state read from SFEN (hands not empty or board partly filled). Reports
    /// every problem: pieces off the rows 1–3 or misplaced (pawn on row 1, non-Knight on a
    /// plinth, King off its squares, a row skipped while a lower one has room, a pawn placed
    /// before the nobles), King count, a side to place with an empty hand while the other's
    /// isn't, placements out of alternation, a ply that is not placements + 1.
    ///
    /// When exactly one hand is empty, that side is taken to have finished first; when both
    /// are, who finished first is unknown (`finished_first()` is `None`).
    pub fn from_setup(setup: &Setup, king_anywhere: bool) -> Result<Deployment, DeploymentErrors> {
        let board = &setup.board;
        let size = board.size();
        let mut errors = Vec::new();
        for (square, piece) in board.pieces() {
            if !size.contains(square) {
                errors.push(DeploymentError::OffBoard {
                    piece,
                    square,
                    size,
                });
                continue;
            }
            let side = piece.side;
            let row = square.row_of(side, size);
            if row > 3 {
                errors.push(DeploymentError::BeyondRow3 {
                    piece,
                    square,
                    size,
                });
                continue;
            }
            if board.plinths().contains(square) && !piece.role.stands_on_plinths() {
                errors.push(DeploymentError::OnPlinth {
                    piece,
                    square,
                    may: present_roles(board, &setup.hands).plinth_standers(),
                });
            }
            match piece.role {
                Role::King => {
                    let ks = king_squares(size, side, king_anywhere);
                    if !ks.contains(square) {
                        let (first, last) = span(ks);
                        errors.push(DeploymentError::KingMisplaced {
                            piece,
                            square,
                            central: king_central(size, king_anywhere),
                            first,
                            last,
                        });
                    }
                }
                Role::Pawn => {
                    if row == 1 {
                        errors.push(DeploymentError::PawnOnRow1 { piece, square });
                    } else if setup.hands[side].nobles() > 0 {
                        errors.push(DeploymentError::PawnBeforeNobles { piece, square });
                    }
                }
                _ => {}
            }
            if piece.role != Role::King {
                let lowest = if piece.role == Role::Pawn { 2 } else { 1 };
                for lower in lowest..row {
                    let room = room_in_row(board, side, piece.role, lower);
                    if room.any() {
                        errors.push(DeploymentError::RowSkipped {
                            piece,
                            square,
                            row: board_row(size, side, row),
                            lower: board_row(size, side, lower),
                            room: room.into(),
                        });
                        break;
                    }
                }
            }
        }
        let placed = BySide::from_fn(|s| board.by_side(s).count());
        for side in Side::ALL {
            let on_board = board.by_piece(Piece::new(side, Role::King)).count();
            let in_hand = u32::from(setup.hands[side].count(Role::King));
            match on_board + in_hand {
                0 => errors.push(DeploymentError::NoKing(side)),
                1 => {}
                count => errors.push(DeploymentError::TooManyKings { side, count }),
            }
            if in_hand > 0 && on_board == 0 && placed[side] > 0 {
                errors.push(DeploymentError::PlacedBeforeKing(side));
            }
        }
        let t = setup.turn;
        let o = t.opposite();
        let (t_empty, o_empty) = (setup.hands[t].is_empty(), setup.hands[o].is_empty());
        if t_empty && !o_empty {
            errors.push(DeploymentError::NothingToPlace { side: t });
        }
        let in_turn = match (t_empty, o_empty) {
            (false, false) => placed[t] == placed[o] || placed[t] + 1 == placed[o],
            (false, true) => placed[t] + 1 >= placed[o],
            _ => true,
        };
        if !in_turn {
            errors.push(DeploymentError::OutOfTurn { side: t, placed });
        }
        let total = placed.blue + placed.red;
        if setup.ply != total + 1 {
            errors.push(DeploymentError::BadPly {
                ply: setup.ply,
                placed: total,
            });
        }
        if !errors.is_empty() {
            return Err(DeploymentErrors(errors));
        }
        let turn = match (t_empty, o_empty) {
            (true, true) => None,
            (false, _) => Some(t),
            (true, false) => Some(o), // reported above; unreachable here
        };
        let finished_first = match (setup.hands.blue.is_empty(), setup.hands.red.is_empty()) {
            (true, false) => Some(Side::Blue),
            (false, true) => Some(Side::Red),
            _ => None,
        };
        Ok(Deployment {
            board: board.clone(),
            hands: setup.hands,
            turn,
            ply: setup.ply,
            king_anywhere,
            finished_first,
        })
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn hands(&self) -> &BySide<Army> {
        &self.hands
    }
    /// The side to place next; `None` when both hands are empty. (A side to place may be
    /// stuck, see [`Deployment::stuck`].)
    pub fn turn(&self) -> Option<Side> {
        self.turn
    }
    pub fn ply(&self) -> u32 {
        self.ply
    }
    pub fn is_complete(&self) -> bool {
        self.turn.is_none()
    }
    /// Who placed their last piece first (Serious business: they move first).
    pub fn finished_first(&self) -> Option<Side> {
        self.finished_first
    }
    /// Whether the King may go on any square of row 1 ("King in the castle").
    pub fn king_anywhere(&self) -> bool {
        self.king_anywhere
    }

    /// The roles the side to place may place now (King first, then nobles, then pawns),
    /// whether or not a square is left for them.
    pub fn placeable_roles(&self) -> Vec<Role> {
        let Some(side) = self.turn else {
            return Vec::new();
        };
        let hand = &self.hands[side];
        if hand.count(Role::King) > 0 {
            vec![Role::King]
        } else if hand.nobles() > 0 {
            Role::NOBLES
                .into_iter()
                .filter(|&r| hand.count(r) > 0)
                .collect()
        } else if hand.count(Role::Pawn) > 0 {
            vec![Role::Pawn]
        } else {
            Vec::new()
        }
    }

    /// Legal squares now for a piece of `role` of the side to place (empty if that piece
    /// may not be placed now).
    pub fn legal_squares(&self, role: Role) -> Bitboard {
        let Some(side) = self.turn else {
            return Bitboard::EMPTY;
        };
        if !self.placeable_roles().contains(&role) {
            return Bitboard::EMPTY;
        }
        let size = self.board.size();
        if role == Role::King {
            return king_squares(size, side, self.king_anywhere)
                & !self.board.occupied()
                & !self.board.plinths();
        }
        let lowest = if role == Role::Pawn { 2 } else { 1 };
        (lowest..=3)
            .map(|row| room_in_row(&self.board, side, role, row))
            .find(|b| b.any())
            .unwrap_or(Bitboard::EMPTY)
    }

    /// Every legal placement now, as (piece, square).
    pub fn legal_placements(&self) -> Vec<(Piece, Square)> {
        let Some(side) = self.turn else {
            return Vec::new();
        };
        self.placeable_roles()
            .into_iter()
            .flat_map(|role| {
                self.legal_squares(role)
                    .map(move |sq| (Piece::new(side, role), sq))
            })
            .collect()
    }

    /// Leaf count of the tree of legal placements of depth `depth` (a finished deployment
    /// is a leaf; a stuck one has no placement below it).
    ///
    /// ```
    /// use shuuro::rules::deploy::Deployment;
    /// use shuuro::rules::{Army, Board, BoardSize, BySide, Side};
    /// let army: Army = "KN".parse().unwrap();
    /// let d = Deployment::new(Board::empty(BoardSize::Eight), BySide::new(army, army), Side::Blue, false);
    /// // Six King squares each, then a Knight on row 1's seven free squares each.
    /// assert_eq!(d.perft(2), 36);
    /// assert_eq!(d.perft(4), 36 * 7 * 7);
    /// assert_eq!(d.perft(9), 36 * 7 * 7);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 || self.is_complete() {
            return 1;
        }
        let placements = self.legal_placements();
        if depth == 1 {
            return placements.len() as u64;
        }
        placements
            .into_iter()
            .map(|(piece, sq)| {
                let mut next = self.clone();
                match next.place(piece, sq) {
                    Ok(()) => next.perft(depth - 1),
                    Err(_) => 0,
                }
            })
            .sum()
    }

    /// `Some(PlaceError::Stuck)` when the side to place has pieces in hand but no legal
    /// square for any of them (only possible with extreme variants): the deployment can't
    /// go on. `None` otherwise, including when it is complete.
    pub fn stuck(&self) -> Option<PlaceError> {
        let side = self.turn?;
        let roles = self.placeable_roles();
        if roles.iter().any(|&r| self.legal_squares(r).any()) {
            return None;
        }
        let hand = &self.hands[side];
        Some(PlaceError::Stuck {
            side,
            roles: Role::ALL
                .into_iter()
                .filter(|&r| hand.count(r) > 0)
                .collect(),
        })
    }

    /// Whether the side to place may place a piece of `role` now, whatever the square: the
    /// reason [`Deployment::check_place`] gives for any square when it may not
    /// ([`PlaceError::Finished`], [`PlaceError::NotInHand`], [`PlaceError::KingFirst`],
    /// [`PlaceError::PawnsAfterNobles`]). `Ok` does not promise a free square.
    ///
    /// ```
    /// use shuuro::rules::deploy::{Deployment, PlaceError};
    /// use shuuro::rules::{Army, Board, BoardSize, BySide, Role, Side};
    /// let army: Army = "KQP".parse().unwrap();
    /// let d = Deployment::new(Board::empty(BoardSize::Six), BySide::new(army, army), Side::Blue, false);
    /// assert_eq!(d.check_role(Role::Queen), Err(PlaceError::KingFirst));
    /// assert_eq!(d.check_role(Role::King), Ok(()));
    /// assert_eq!(d.check_role(Role::Rook), Err(PlaceError::NotInHand { side: Side::Blue, role: Role::Rook }));
    /// ```
    pub fn check_role(&self, role: Role) -> Result<(), PlaceError> {
        let Some(side) = self.turn else {
            return Err(PlaceError::Finished);
        };
        let hand = &self.hands[side];
        if hand.count(role) == 0 {
            return Err(PlaceError::NotInHand { side, role });
        }
        if role != Role::King && hand.count(Role::King) > 0 {
            return Err(PlaceError::KingFirst);
        }
        if role == Role::Pawn && hand.nobles() > 0 {
            return Err(PlaceError::PawnsAfterNobles);
        }
        Ok(())
    }

    /// Checks a placement without applying it: `Ok` if [`Deployment::place`] would accept it.
    pub fn check_place(&self, piece: Piece, sq: Square) -> Result<(), PlaceError> {
        let Some(turn) = self.turn else {
            return Err(PlaceError::Finished);
        };
        let Piece { side, role } = piece;
        if side != turn {
            return Err(PlaceError::NotYourTurn(turn));
        }
        let hand = &self.hands[side];
        if hand.count(role) == 0 {
            return Err(PlaceError::NotInHand { side, role });
        }
        let size = self.board.size();
        if !size.contains(sq) {
            return Err(PlaceError::OffBoard { square: sq, size });
        }
        if role != Role::King && hand.count(Role::King) > 0 {
            return Err(PlaceError::KingFirst);
        }
        if role == Role::Pawn && hand.nobles() > 0 {
            return Err(PlaceError::PawnsAfterNobles);
        }
        let row = sq.row_of(side, size);
        if row > 3 {
            return Err(PlaceError::BeyondRow3 {
                square: sq,
                side,
                size,
            });
        }
        if self.board.occupied().contains(sq) {
            return Err(PlaceError::Occupied(sq));
        }
        if self.board.plinths().contains(sq) && !role.stands_on_plinths() {
            return Err(PlaceError::OnPlinth {
                role,
                may: present_roles(&self.board, &self.hands).plinth_standers(),
            });
        }
        match role {
            Role::King => {
                let ks = king_squares(size, side, self.king_anywhere);
                if !ks.contains(sq) {
                    let (first, last) = span(ks);
                    return Err(if king_central(size, self.king_anywhere) {
                        PlaceError::KingNotCentral { first, last }
                    } else {
                        PlaceError::KingNotOnRow1 { first, last }
                    });
                }
            }
            _ => {
                if role == Role::Pawn && row == 1 {
                    return Err(PlaceError::PawnOnRow1 { side, size });
                }
                let lowest = if role == Role::Pawn { 2 } else { 1 };
                for lower in lowest..row {
                    let room = room_in_row(&self.board, side, role, lower);
                    if room.any() {
                        return Err(PlaceError::LowerRowHasRoom {
                            row: board_row(size, side, lower),
                            role,
                            squares: room.into(),
                        });
                    }
                }
            }
        }
        Ok(())
    }

    /// Places a piece, or says why it may not go there (the first reason, in the order of
    /// [`PlaceError`]'s variants).
    pub fn place(&mut self, piece: Piece, sq: Square) -> Result<(), PlaceError> {
        self.check_place(piece, sq)?;
        let side = piece.side;
        self.board.put(sq, piece);
        self.hands[side].take(piece.role);
        self.ply += 1;
        if self.hands[side].is_empty() && self.finished_first.is_none() {
            self.finished_first = Some(side);
        }
        self.turn = if !self.hands[side.opposite()].is_empty() {
            Some(side.opposite())
        } else if !self.hands[side].is_empty() {
            Some(side)
        } else {
            None
        };
        Ok(())
    }

    /// The unchecked setup (for SFEN): board, hands, side to act, ply. When the deployment
    /// is complete no side is to place; the setup then names Blue (the fight's first mover
    /// is decided afterwards by dice or Serious business).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            hands: self.hands,
            turn: self.turn.unwrap_or(Side::Blue),
            ply: self.ply,
        }
    }
}

/// The roles on the board or in a hand.
fn present_roles(board: &Board, hands: &BySide<Army>) -> RoleSet {
    Role::ALL
        .into_iter()
        .filter(|&r| board.by_role(r).any() || hands.blue.count(r) > 0 || hands.red.count(r) > 0)
        .collect()
}

/// The squares of `side`'s row `row` where a piece of `role` may stand: empty squares,
/// plinths excluded unless `role` may stand on them (a Knight or a fairy piece).
fn room_in_row(board: &Board, side: Side, role: Role, row: u8) -> Bitboard {
    let mut room = row_squares(board.size(), side, row) & !board.occupied();
    if !role.stands_on_plinths() {
        room &= !board.plinths();
    }
    room
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn king_squares_are_d_to_i_on_twelve() {
        let ks = king_squares(BoardSize::Twelve, Side::Red, false);
        assert_eq!(
            SquareList::from(ks).to_string(),
            "d12, e12, f12, g12, h12, i12"
        );
        assert_eq!(king_squares(BoardSize::Six, Side::Red, false).count(), 6);
        assert_eq!(
            SquareList::from(king_squares(BoardSize::Eight, Side::Blue, false)).to_string(),
            "b1, c1, d1, e1, f1, g1"
        );
        assert_eq!(king_squares(BoardSize::Eight, Side::Red, true).count(), 8);
        assert_eq!(
            king_squares(BoardSize::Twelve, Side::Blue, true).count(),
            12
        );
    }

    #[test]
    fn rows_beyond_the_board_are_empty() {
        assert!(row_squares(BoardSize::Six, Side::Red, 7).is_empty());
        assert!(row_squares(BoardSize::Six, Side::Red, 0).is_empty());
    }
}
