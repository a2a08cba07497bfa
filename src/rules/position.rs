//! A fight position (RULES.md phase 4): legal moves, play / try_play / play_unchecked,
//! check, outcome, Zobrist hash, perft.
//!
//! Move generation is genuinely legal: pins and checks are found once per position by
//! walking the eight rays from the King, then every piece's targets are masked, so no
//! move is tried and taken back. Only King steps and en passant are tested against
//! enemy attacks directly.
//!
//! The fight exceptions to chess, and where they live:
//! - plinths block sliders, pawns and Kings ([`Position::legal_moves`] masks slider,
//!   pawn and King targets with the plinths; sliders see plinths as blockers);
//! - Knights jump everything and may end on a plinth; a Knight on a plinth can be taken
//!   only by a Knight (no other piece can enter a plinth square), still blocks and checks;
//! - the fairy pieces of lishuuro's variants (as the `shuuro` crate 1.1.8 moves them):
//!   the Chancellor moves as a Rook and a Knight, the Archbishop as a Bishop and a
//!   Knight, the Giraffe leaps one square one way and four the other, over anything.
//!   Like the Knight they may stand on plinths: each may end any of its moves on a
//!   plinth, a slide included (a plinth still stops a slide: the Chancellor or
//!   Archbishop may stop on the first plinth of its line, never pass it), and may take a
//!   piece standing on one;
//! - no castling; en passant as in chess; the double step only from row 2;
//! - promotion on the far rank to Queen, Rook, Bishop or Knight, and in a game whose
//!   roster offers fairy pieces to those too ([`Position::promotions`]);
//! - the ambush: when the side to move attacks the enemy King, capturing it is a legal
//!   move (whatever its own King's state) and ends the game.

use std::fmt;
use std::str::FromStr;

use super::attacks::{self, RAYS};
use super::bitboard::Bitboard;
use super::board::Board;
use super::color::Side;
pub use super::illegal::IllegalReason;
use super::outcome::{Outcome, Reason};
use super::role::{Piece, Role, RoleSet};
use super::setup::Setup;
use super::sfen::{self, SfenError};
use super::square::{BoardSize, ParseSquareError, Square};
use super::zobrist;

/// A fight move: from, to, and the promotion role when a pawn reaches the far rank.
/// Written in long algebraic notation: `e2e4`, `b11b12q` (a capture looks the same).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

impl Move {
    /// A move without promotion.
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(r) = self.promotion {
            write!(f, "{}", r.lower_char())?;
        }
        Ok(())
    }
}

/// Why a long-algebraic move could not be read (no position needed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    Empty,
    Square {
        text: String,
        source: ParseSquareError,
    },
    Promotion(char),
    Shape(String),
}

/// Splits `e2e4`-like text into its two square names and an optional trailing letter.
fn split_long(s: &str) -> Option<(&str, &str, Option<char>)> {
    let b = s.as_bytes();
    if !b.iter().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    let mut i = 0;
    let square_end = |mut i: usize| -> Option<usize> {
        if i >= b.len() || !b[i].is_ascii_alphabetic() {
            return None;
        }
        i += 1;
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        (i > start).then_some(i)
    };
    let e1 = square_end(i)?;
    let e2 = square_end(e1)?;
    i = e2;
    let promo = match b.len() - i {
        0 => None,
        1 => Some(b[i] as char),
        _ => return None,
    };
    Some((&s[..e1], &s[e1..e2], promo))
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads long algebraic notation: `e2e4`, `b11b12q`, `k10k12` (promotion letter in
    /// either case).
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let (a, b, p) = split_long(s).ok_or_else(|| ParseMoveError::Shape(s.to_string()))?;
        let sq = |t: &str| {
            t.parse::<Square>()
                .map_err(|source| ParseMoveError::Square {
                    text: t.to_string(),
                    source,
                })
        };
        let from = sq(a)?;
        let to = sq(b)?;
        let promotion = match p {
            None => None,
            Some(c) => match Role::from_char(c) {
                Some(r) if Role::PROMOTIONS.contains(&r) => Some(r),
                _ => return Err(ParseMoveError::Promotion(c)),
            },
        };
        Ok(Move {
            from,
            to,
            promotion,
        })
    }
}

/// The legal moves of a position.
pub type MoveList = Vec<Move>;

/// A move that may not be played here, and the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    pub mv: Move,
    pub reason: IllegalReason,
}

/// Everything wrong with a [`Setup`] as a fight position (all problems at once).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionErrors(pub Vec<PositionError>);

/// One problem of a fight position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    NoKing {
        side: Side,
    },
    TooManyKings {
        side: Side,
        count: u32,
    },
    PiecesInHand,
    /// `may`: the pieces on the board that may stand on a plinth (the Knight always).
    OnPlinth {
        role: Role,
        square: Square,
        may: RoleSet,
    },
    PawnOnLastRank {
        square: Square,
    },
    PawnOnFirstRow {
        square: Square,
    },
    OffBoard {
        square: Square,
        size: BoardSize,
    },
}

/// Why a SFEN string is not a fight position: unreadable, or readable but not legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FromSfenError {
    Sfen(SfenError),
    Position(PositionErrors),
}

impl From<SfenError> for FromSfenError {
    fn from(e: SfenError) -> FromSfenError {
        FromSfenError::Sfen(e)
    }
}

impl From<PositionErrors> for FromSfenError {
    fn from(e: PositionErrors) -> FromSfenError {
        FromSfenError::Position(e)
    }
}

/// A legal fight position.
#[derive(Clone, Debug)]
pub struct Position {
    board: Board,
    turn: Side,
    ply: u32,
    halfmoves: u32,
    ep: Option<Square>,
    hash: u64,
    /// Whether the side to move may be attacking the enemy King (the ambush). Only a
    /// position made from a setup can be like that: after a legal move, the mover's
    /// King is never attacked. A shortcut for move generation, not part of equality.
    may_ambush: bool,
    /// What a pawn may promote to: a rule of the game (its roster), not part of
    /// equality.
    promotions: RoleSet,
}

impl PartialEq for Position {
    fn eq(&self, o: &Position) -> bool {
        self.board == o.board
            && self.turn == o.turn
            && self.ply == o.ply
            && self.halfmoves == o.halfmoves
            && self.ep == o.ep
    }
}

impl Eq for Position {}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.hash.hash(state);
        self.ply.hash(state);
        self.halfmoves.hash(state);
    }
}

/// Receives generated moves as (from, set of targets, promotion roles) groups: each
/// target is one move when the roles are empty, one move per role when they are not.
trait Sink {
    fn add(&mut self, from: Square, targets: Bitboard, promotions: RoleSet);
    /// Pawn moves given as their targets; each came from `delta` indices away
    /// (`from = to - delta`).
    fn add_pawns(&mut self, targets: Bitboard, delta: i32, promotions: RoleSet);
}

/// The moves a target stands for.
#[inline]
fn per_target(promotions: RoleSet) -> u64 {
    u64::from(promotions.len().max(1))
}

/// Counts moves without listing them (perft's last level).
struct Counter(u64);

impl Sink for Counter {
    #[inline]
    fn add(&mut self, _from: Square, targets: Bitboard, promotions: RoleSet) {
        self.0 += targets.count() as u64 * per_target(promotions);
    }
    #[inline]
    fn add_pawns(&mut self, targets: Bitboard, _delta: i32, promotions: RoleSet) {
        self.0 += targets.count() as u64 * per_target(promotions);
    }
}

impl Sink for Vec<Move> {
    #[inline]
    fn add(&mut self, from: Square, targets: Bitboard, promotions: RoleSet) {
        for to in targets {
            if promotions.is_empty() {
                self.push(Move::new(from, to));
            } else {
                for r in promotions.iter() {
                    self.push(Move {
                        from,
                        to,
                        promotion: Some(r),
                    });
                }
            }
        }
    }
    #[inline]
    fn add_pawns(&mut self, targets: Bitboard, delta: i32, promotions: RoleSet) {
        for to in targets {
            let from = Square::from_index_unchecked((to.index() as i32 - delta) as usize);
            self.add(from, Bitboard::from_square(to), promotions);
        }
    }
}

/// No promotion.
const NONE: RoleSet = RoleSet::EMPTY;

/// The check and pin state of the side to move.
struct Safety {
    checkers: Bitboard,
    pinned: Bitboard,
    /// For each direction from the King: the squares a piece pinned along it may use
    /// (between King and pinner, pinner included).
    pin_rays: [Bitboard; 8],
}

impl Safety {
    #[inline]
    fn pin_ray(&self, sq: Square) -> Bitboard {
        for ray in self.pin_rays {
            if ray.contains(sq) {
                return ray;
            }
        }
        Bitboard::FULL
    }
}

const RANKS: [Bitboard; 12] = {
    let mut t = [Bitboard::EMPTY; 12];
    let mut r = 0;
    while r < 12 {
        t[r] = Bitboard::rank(r as u8);
        r += 1;
    }
    t
};
const FILE_A: Bitboard = Bitboard::file(0);
const FILE_L: Bitboard = Bitboard::file(11);

/// Rank step of `side`'s pawns.
#[inline]
const fn forward(side: Side) -> i8 {
    match side {
        Side::Blue => 1,
        Side::Red => -1,
    }
}

impl Position {
    /// Checks a setup and makes it a position; reports every problem.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionErrors> {
        let board = &setup.board;
        let size = board.size();
        let mut errors = Vec::new();
        for side in Side::ALL {
            let kings = board.by_piece(Piece::new(side, Role::King)).count();
            if kings == 0 {
                errors.push(PositionError::NoKing { side });
            } else if kings > 1 {
                errors.push(PositionError::TooManyKings { side, count: kings });
            }
        }
        if !setup.hands.blue.is_empty() || !setup.hands.red.is_empty() {
            errors.push(PositionError::PiecesInHand);
        }
        for square in (board.occupied() | board.plinths()).and_not(Bitboard::board(size)) {
            errors.push(PositionError::OffBoard { square, size });
        }
        for (square, piece) in board.pieces() {
            if board.plinths().contains(square) && !piece.role.stands_on_plinths() {
                errors.push(PositionError::OnPlinth {
                    role: piece.role,
                    square,
                    may: Role::ALL
                        .into_iter()
                        .filter(|&r| board.by_role(r).any())
                        .collect::<RoleSet>()
                        .plinth_standers(),
                });
            }
            if piece.role == Role::Pawn && size.contains(square) {
                match square.row_of(piece.side, size) {
                    1 => errors.push(PositionError::PawnOnFirstRow { square }),
                    r if r == size.len() => errors.push(PositionError::PawnOnLastRank { square }),
                    _ => {}
                }
            }
        }
        if !errors.is_empty() {
            return Err(PositionErrors(errors));
        }
        let mut pos = Position {
            board: board.clone(),
            turn: setup.turn,
            ply: setup.ply,
            halfmoves: 0,
            ep: None,
            hash: 0,
            may_ambush: true,
            promotions: RoleSet::promotions(
                Role::FAIRY.into_iter().any(|r| board.by_role(r).any()),
            ),
        };
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// What a pawn may promote to here. A position made from a setup takes the
    /// promotions of the classic game (Queen, Rook, Bishop, Knight), and the fairy pieces
    /// too when one of them stands on the board (lishuuro's fairy variants offer all
    /// three); a game sets its roster's with [`Position::with_promotions`].
    pub fn promotions(&self) -> RoleSet {
        self.promotions
    }

    /// This position under a game whose pawns promote to `promotions` (Queen, Rook,
    /// Bishop and Knight are always among them: RULES.md).
    pub fn with_promotions(mut self, promotions: RoleSet) -> Position {
        self.promotions = promotions
            .iter()
            .chain(RoleSet::promotions(false).iter())
            .filter(|r| r.is_noble())
            .collect();
        self
    }

    /// Reads a SFEN string (docs/sfen.md) and checks it as a fight position.
    pub fn from_sfen(s: &str) -> Result<Position, FromSfenError> {
        let setup = sfen::parse(s)?;
        Ok(Position::from_setup(&setup)?)
    }

    /// Back to an unchecked setup (for SFEN).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            hands: Default::default(),
            turn: self.turn,
            ply: self.ply,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn turn(&self) -> Side {
        self.turn
    }
    /// Ply counter as in SFEN.
    pub fn ply(&self) -> u32 {
        self.ply
    }
    /// Half-moves since the last capture or pawn move.
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    /// Whether the side to move may be attacking the enemy King (see the field).
    pub(super) fn may_ambush(&self) -> bool {
        self.may_ambush
    }

    /// The square a pawn may capture en passant onto, if any. It is set after a double
    /// step only when an enemy pawn can legally take it (so that, as in chess, positions
    /// differ by the en-passant right only when the capture is possible).
    pub fn ep_square(&self) -> Option<Square> {
        self.ep
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    fn compute_hash(&self) -> u64 {
        let mut h = zobrist::side(self.turn);
        for (sq, p) in self.board.pieces() {
            h ^= zobrist::piece(p, sq);
        }
        for sq in self.board.plinths() {
            h ^= zobrist::plinth(sq);
        }
        if let Some(ep) = self.ep {
            h ^= zobrist::en_passant(ep);
        }
        h
    }

    #[inline]
    fn pieces_of(&self, side: Side, role: Role) -> Bitboard {
        self.board.by_side(side) & self.board.by_role(role)
    }

    // Move generation and attacks come in two builds, `F` telling whether a fairy piece
    // may be on the board: without one (every classic game) the fairy terms are not
    // even compiled in, so the classic boards pay nothing for them. Each entry point
    // tests the board once and calls the right build.

    /// The pieces that attack as a Knight does: Knights, and with `F` Chancellors and
    /// Archbishops.
    #[inline(always)]
    fn knight_leapers<const F: bool>(&self) -> Bitboard {
        let b = &self.board;
        if F {
            b.by_role(Role::Knight) | b.by_role(Role::Chancellor) | b.by_role(Role::Archbishop)
        } else {
            b.by_role(Role::Knight)
        }
    }

    /// The pieces that slide along ranks and files (Rooks, Queens, with `F` Chancellors)
    /// and along diagonals (Bishops, Queens, with `F` Archbishops).
    #[inline(always)]
    fn sliders<const F: bool>(&self) -> (Bitboard, Bitboard) {
        let b = &self.board;
        let queens = b.by_role(Role::Queen);
        if F {
            (
                b.by_role(Role::Rook) | queens | b.by_role(Role::Chancellor),
                b.by_role(Role::Bishop) | queens | b.by_role(Role::Archbishop),
            )
        } else {
            (
                b.by_role(Role::Rook) | queens,
                b.by_role(Role::Bishop) | queens,
            )
        }
    }

    /// Pieces of `by` attacking `sq`, with `occ` as the blockers (pieces and plinths).
    #[inline]
    fn attackers(&self, sq: Square, occ: Bitboard, by: Side) -> Bitboard {
        if self.board.has_fairy() {
            self.attackers_with::<true>(sq, occ, by)
        } else {
            self.attackers_with::<false>(sq, occ, by)
        }
    }

    /// [`Position::attackers`], built for a board with (`F`) or without fairy pieces.
    #[inline]
    fn attackers_with<const F: bool>(&self, sq: Square, occ: Bitboard, by: Side) -> Bitboard {
        let b = &self.board;
        let (rq, bq) = self.sliders::<F>();
        let mut a = (attacks::knight_attacks(sq) & self.knight_leapers::<F>())
            | (attacks::king_attacks(sq) & b.by_role(Role::King))
            | (attacks::pawn_attacks(by.opposite(), sq) & b.by_role(Role::Pawn));
        if F {
            a |= attacks::giraffe_attacks(sq) & b.by_role(Role::Giraffe);
        }
        let side = b.by_side(by);
        if (RAYS[0][sq.index()] | RAYS[1][sq.index()] | RAYS[4][sq.index()] | RAYS[5][sq.index()])
            .and(rq & side)
            .any()
        {
            a |= attacks::rook_attacks(sq, occ) & rq;
        }
        if (RAYS[2][sq.index()] | RAYS[3][sq.index()] | RAYS[6][sq.index()] | RAYS[7][sq.index()])
            .and(bq & side)
            .any()
        {
            a |= attacks::bishop_attacks(sq, occ) & bq;
        }
        a & side
    }

    /// Whether `sq` is attacked by `by`, with `occ` as the blockers.
    #[inline]
    fn is_attacked(&self, sq: Square, occ: Bitboard, by: Side) -> bool {
        if self.board.has_fairy() {
            self.is_attacked_of::<true>(sq, occ, by)
        } else {
            self.is_attacked_of::<false>(sq, occ, by)
        }
    }

    /// [`Position::is_attacked`], built for a board with (`F`) or without fairy pieces.
    #[inline]
    fn is_attacked_of<const F: bool>(&self, sq: Square, occ: Bitboard, by: Side) -> bool {
        let b = &self.board;
        let side = b.by_side(by);
        let i = sq.index();
        if ((attacks::KNIGHT[i] & self.knight_leapers::<F>())
            | (attacks::KING[i] & b.by_role(Role::King))
            | (attacks::PAWN[by.opposite().index()][i] & b.by_role(Role::Pawn)))
        .and(side)
        .any()
        {
            return true;
        }
        if F && (attacks::GIRAFFE[i] & b.by_role(Role::Giraffe) & side).any() {
            return true;
        }
        let (rq, bq) = self.sliders::<F>();
        let (rq, bq) = (rq & side, bq & side);
        macro_rules! dir {
            ($d:literal, $set:expr) => {
                if (RAYS[$d][i] & $set).any() && (attacks::ray::<$d>(sq, occ) & $set).any() {
                    return true;
                }
            };
        }
        dir!(0, rq);
        dir!(1, rq);
        dir!(4, rq);
        dir!(5, rq);
        dir!(2, bq);
        dir!(3, bq);
        dir!(6, bq);
        dir!(7, bq);
        false
    }

    #[inline]
    fn blockers(&self) -> Bitboard {
        self.board.occupied() | self.board.plinths()
    }

    /// Checkers of the side to move and its pinned pieces.
    fn safety(&self, ksq: Square) -> Safety {
        if self.board.has_fairy() {
            self.safety_of::<true>(ksq)
        } else {
            self.safety_of::<false>(ksq)
        }
    }

    /// [`Position::safety`], built for a board with (`F`) or without fairy pieces.
    fn safety_of<const F: bool>(&self, ksq: Square) -> Safety {
        let us = self.turn;
        let them = us.opposite();
        let b = &self.board;
        let own = b.by_side(us);
        let enemy = b.by_side(them);
        let plinths = b.plinths();
        let occ = self.blockers();
        let (rq, bq) = self.sliders::<F>();
        let (rq, bq) = (rq & enemy, bq & enemy);
        let mut checkers = ((attacks::knight_attacks(ksq) & self.knight_leapers::<F>())
            | (attacks::pawn_attacks(us, ksq) & b.by_role(Role::Pawn))
            | (attacks::king_attacks(ksq) & b.by_role(Role::King)))
            & enemy;
        if F {
            checkers |= attacks::giraffe_attacks(ksq) & b.by_role(Role::Giraffe) & enemy;
        }
        // A piece on a plinth (a Knight or a fairy piece) is never pinned: the plinth it
        // leaves still blocks the line.
        let mut pinned = Bitboard::EMPTY;
        let mut pin_rays = [Bitboard::EMPTY; 8];
        macro_rules! dir {
            ($d:literal, $sliders:expr) => {
                let sliders = $sliders;
                if (RAYS[$d][ksq.index()] & sliders).any() {
                    let b1 = attacks::nearest::<$d>(ksq, occ);
                    if sliders.contains(b1) {
                        checkers.insert(b1);
                    } else if own.contains(b1) && !plinths.contains(b1) {
                        let b2 = attacks::nearest::<$d>(b1, occ);
                        if sliders.contains(b2) {
                            pinned.insert(b1);
                            pin_rays[$d] = RAYS[$d][ksq.index()] ^ RAYS[$d][b2.index()];
                        }
                    }
                }
            };
        }
        dir!(0, rq);
        dir!(1, rq);
        dir!(4, rq);
        dir!(5, rq);
        dir!(2, bq);
        dir!(3, bq);
        dir!(6, bq);
        dir!(7, bq);
        Safety {
            checkers,
            pinned,
            pin_rays,
        }
    }

    /// Generates the legal moves of the pieces in `filter` to the squares of `targets`
    /// (en passant is always generated).
    fn generate<S: Sink>(&self, sink: &mut S, filter: Bitboard, targets: Bitboard) {
        if self.board.has_fairy() {
            self.generate_with::<S, true>(sink, filter, targets)
        } else {
            self.generate_with::<S, false>(sink, filter, targets)
        }
    }

    /// [`Position::generate`], built for a board with (`F`) or without fairy pieces.
    fn generate_with<S: Sink, const F: bool>(
        &self,
        sink: &mut S,
        filter: Bitboard,
        targets: Bitboard,
    ) {
        let us = self.turn;
        let them = us.opposite();
        let b = &self.board;
        let own = b.by_side(us);
        let enemy = b.by_side(them);
        let kings = b.by_role(Role::King);
        let (Some(ksq), Some(tk)) = ((own & kings).single(), (enemy & kings).single()) else {
            return;
        };
        let size = b.size();
        let n = size.len();
        let valid = Bitboard::board(size);
        let plinths = b.plinths();
        let occ = own | enemy | plinths;
        let tk_bb = Bitboard::from_square(tk);
        let pawns = b.by_role(Role::Pawn);
        let dir = forward(us);
        let promo_rank: u8 = if us == Side::Blue { n - 1 } else { 0 };
        let start_rank: u8 = if us == Side::Blue { 1 } else { n - 2 };
        let promotions = self.promotions;

        // The ambush: every attacker of the enemy King may capture it.
        if self.may_ambush && self.is_attacked_of::<F>(tk, occ, us) {
            for a in self.attackers_with::<F>(tk, occ, us) & filter {
                let promotes = pawns.contains(a) && tk.rank() == promo_rank;
                sink.add(a, tk_bb, if promotes { promotions } else { NONE });
            }
        }

        let safety = self.safety_of::<F>(ksq);

        if filter.contains(ksq) {
            let occ_no_king = occ.without(ksq);
            let mut safe = Bitboard::EMPTY;
            let king_targets =
                attacks::king_attacks(ksq) & valid & !own & !plinths & !tk_bb & targets;
            for to in king_targets {
                if !self.is_attacked_of::<F>(to, occ_no_king, them) {
                    safe.insert(to);
                }
            }
            sink.add(ksq, safe, NONE);
        }

        if safety.checkers.more_than_one() {
            return;
        }
        // A slider's check may be blocked; any other only answered by taking the checker.
        // A Chancellor or Archbishop checking as a Knight is on no line with the King:
        // `between_and_target` is then the checker alone.
        let (straight, diagonal) = self.sliders::<F>();
        let check_mask = match safety.checkers.single() {
            Some(c) if (straight | diagonal).contains(c) => attacks::between_and_target(ksq, c),
            Some(c) => Bitboard::from_square(c),
            None => Bitboard::FULL,
        };
        let base = valid & !own & !tk_bb & check_mask & targets;
        let movers = own & filter;

        for from in movers & b.by_role(Role::Knight) & !safety.pinned {
            sink.add(from, attacks::knight_attacks(from) & base, NONE);
        }
        let queens = b.by_role(Role::Queen);
        let slider_base = base & !plinths;
        for from in movers & (b.by_role(Role::Rook) | queens) {
            let mut t = attacks::rook_attacks(from, occ) & slider_base;
            if queens.contains(from) {
                t |= attacks::bishop_attacks(from, occ) & slider_base;
            }
            if safety.pinned.contains(from) {
                t &= safety.pin_ray(from);
            }
            sink.add(from, t, NONE);
        }
        for from in movers & b.by_role(Role::Bishop) {
            let mut t = attacks::bishop_attacks(from, occ) & slider_base;
            if safety.pinned.contains(from) {
                t &= safety.pin_ray(from);
            }
            sink.add(from, t, NONE);
        }
        // The fairy pieces may end any move on a plinth, a slide's first plinth included
        // (the ray stops there, so it never passes one). A pinned one keeps to its line:
        // no leap stays on a line.
        let fairies = if F {
            movers
                & (b.by_role(Role::Chancellor)
                    | b.by_role(Role::Archbishop)
                    | b.by_role(Role::Giraffe))
        } else {
            Bitboard::EMPTY
        };
        for from in fairies {
            let mut t = match b.piece_at(from).map(|p| p.role) {
                Some(Role::Chancellor) => attacks::chancellor_attacks(from, occ),
                Some(Role::Archbishop) => attacks::archbishop_attacks(from, occ),
                _ => attacks::giraffe_attacks(from),
            } & base;
            if safety.pinned.contains(from) {
                t &= safety.pin_ray(from);
            }
            sink.add(from, t, NONE);
        }
        // Pinned pawns one by one, the others all at once.
        for from in movers & pawns & safety.pinned {
            let mut t = attacks::pawn_attacks(us, from) & enemy & !plinths;
            if let Some(f1) = from.offset(0, dir)
                && !occ.contains(f1)
            {
                t.insert(f1);
                if from.rank() == start_rank
                    && let Some(f2) = f1.offset(0, dir)
                    && !occ.contains(f2)
                {
                    t.insert(f2);
                }
            }
            t &= slider_base & safety.pin_ray(from);
            let promotes = from.rank() as i8 + dir == promo_rank as i8;
            sink.add(from, t, if promotes { promotions } else { NONE });
        }
        let free = movers & pawns & !safety.pinned;
        if free.any() {
            let empty = !occ;
            let takeable = enemy & !plinths;
            let last = RANKS[promo_rank as usize];
            let third = RANKS[(start_rank as i8 + dir) as usize];
            let (push, double, left, right) = if us == Side::Blue {
                let push = free.shift_up(12) & empty;
                let double = (push & third).shift_up(12) & empty;
                let left = (free & !FILE_A).shift_up(11) & takeable;
                let right = (free & !FILE_L).shift_up(13) & takeable;
                (push, double, left, right)
            } else {
                let push = free.shift_down(12) & empty;
                let double = (push & third).shift_down(12) & empty;
                let left = (free & !FILE_A).shift_down(13) & takeable;
                let right = (free & !FILE_L).shift_down(11) & takeable;
                (push, double, left, right)
            };
            let (dp, dl, dr) = if us == Side::Blue {
                (12, 11, 13)
            } else {
                (-12, -13, -11)
            };
            for (set, delta) in [(push, dp), (left, dl), (right, dr)] {
                let set = set & slider_base;
                sink.add_pawns(set.and_not(last), delta, NONE);
                sink.add_pawns(set & last, delta, promotions);
            }
            sink.add_pawns(double & slider_base, 2 * dp, NONE);
        }
        if let Some(ep) = self.ep
            && let Some(cap) = ep.offset(0, -dir)
        {
            for from in attacks::pawn_attacks(them, ep) & movers & pawns {
                let occ2 = occ.without(from).without(cap).with(ep);
                let attackers = self.attackers_with::<F>(ksq, occ2, them).without(cap);
                if attackers.is_empty() {
                    sink.add(from, Bitboard::from_square(ep), NONE);
                }
            }
        }
    }

    /// All legal moves (including capturing the enemy King when the side to move
    /// attacks it: the ambush).
    pub fn legal_moves(&self) -> MoveList {
        let mut v = Vec::with_capacity(64);
        self.generate(&mut v, Bitboard::FULL, Bitboard::FULL);
        v
    }

    /// Appends the legal moves to `out` (lets a search reuse one buffer).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        self.generate(out, Bitboard::FULL, Bitboard::FULL);
    }

    /// Appends the legal captures (en passant and the King capture included) and
    /// promotions to `out`: the moves a quiescence search looks at.
    pub fn legal_captures_into(&self, out: &mut Vec<Move>) {
        let them = self.board.by_side(self.turn.opposite());
        let n = self.board.size().len();
        let promo_rank = if self.turn == Side::Blue { n - 1 } else { 0 };
        let start = out.len();
        self.generate(out, Bitboard::FULL, them | RANKS[promo_rank as usize]);
        // Other pieces reach the last rank too: keep only the pawns' promotions there.
        let mut i = start;
        while i < out.len() {
            let m = out[i];
            if m.promotion.is_some() || them.contains(m.to) || self.is_en_passant(m) {
                i += 1;
            } else {
                out.swap_remove(i);
            }
        }
    }

    /// The number of legal moves.
    pub fn count_legal_moves(&self) -> u64 {
        let mut c = Counter(0);
        self.generate(&mut c, Bitboard::FULL, Bitboard::FULL);
        c.0
    }

    /// Legal moves of the piece on `from`.
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut v = Vec::new();
        self.generate(&mut v, Bitboard::from_square(from), Bitboard::FULL);
        v
    }

    /// Whether `m` is legal here: [`Position::check_move`] finds no rule it breaks.
    pub fn is_legal(&self, m: Move) -> bool {
        self.check_move(m).is_ok()
    }

    /// Plays a move known to be legal. (Given anything else it changes the position in
    /// some unspecified way, but never panics.)
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let them = us.opposite();
        let Some(piece) = self.board.piece_at(m.from) else {
            return;
        };
        let dir = forward(us);
        let is_pawn = piece.role == Role::Pawn;
        let mut capture_sq = m.to;
        if is_pawn
            && Some(m.to) == self.ep
            && m.from.file() != m.to.file()
            && !self.board.occupied().contains(m.to)
            && let Some(c) = m.to.offset(0, -dir)
        {
            capture_sq = c;
        }
        if let Some(ep) = self.ep.take() {
            self.hash ^= zobrist::en_passant(ep);
        }
        let mut captured = false;
        if let Some(c) = self.board.remove(capture_sq) {
            self.hash ^= zobrist::piece(c, capture_sq);
            captured = true;
        }
        // `piece` stands on `from`, and `to` is empty now: it was `capture_sq`, or
        // an empty en-passant target.
        self.board.take_known(m.from, piece);
        self.hash ^= zobrist::piece(piece, m.from);
        let placed = match m.promotion {
            Some(r) if is_pawn => Piece::new(us, r),
            _ => piece,
        };
        self.board.put_on_empty(m.to, placed);
        self.hash ^= zobrist::piece(placed, m.to);
        if is_pawn
            && m.from.file() == m.to.file()
            && m.from.rank().abs_diff(m.to.rank()) == 2
            && let Some(mid) = m.from.offset(0, dir)
            && (attacks::pawn_attacks(us, mid) & self.pieces_of(them, Role::Pawn)).any()
        {
            self.ep = Some(mid);
            self.hash ^= zobrist::en_passant(mid);
        }
        self.halfmoves = if is_pawn || captured {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        self.ply = self.ply.saturating_add(1);
        self.turn = them;
        self.may_ambush = false;
        self.hash ^= zobrist::side(Side::Red);
        // As in chess, the en-passant right makes a position different only when the
        // capture can really be made (not by a pinned pawn, not leaving the King attacked).
        if let Some(ep) = self.ep
            && !self.ep_capture_is_legal(ep)
        {
            self.ep = None;
            self.hash ^= zobrist::en_passant(ep);
        }
    }

    /// Passes the turn: the other side is to move, the en-passant right is lost, the
    /// counters advance. Not a move of the rules but the search's null move; a side in
    /// check must not pass (the other side could then take its King, which the move
    /// generator of the result offers).
    pub fn pass_unchecked(&mut self) {
        if let Some(ep) = self.ep.take() {
            self.hash ^= zobrist::en_passant(ep);
        }
        self.halfmoves = self.halfmoves.saturating_add(1);
        self.ply = self.ply.saturating_add(1);
        self.turn = self.turn.opposite();
        self.may_ambush = true;
        self.hash ^= zobrist::side(Side::Red);
    }

    /// Whether the side to move has a legal en-passant capture onto `ep`.
    fn ep_capture_is_legal(&self, ep: Square) -> bool {
        let us = self.turn;
        let them = us.opposite();
        let Some(ksq) = self.board.king_of(us) else {
            return false;
        };
        let Some(cap) = ep.offset(0, -forward(us)) else {
            return false;
        };
        let occ = self.blockers();
        for from in attacks::pawn_attacks(them, ep) & self.pieces_of(us, Role::Pawn) {
            let occ2 = occ.without(from).without(cap).with(ep);
            if self.attackers(ksq, occ2, them).without(cap).is_empty() {
                return true;
            }
        }
        false
    }

    /// Plays a move if legal, else says why it is not.
    pub fn try_play(&mut self, m: Move) -> Result<(), IllegalMove> {
        self.check_move(m)
            .map_err(|reason| IllegalMove { mv: m, reason })?;
        self.play_unchecked(m);
        Ok(())
    }

    /// The position after a legal move.
    pub fn play(&self, m: Move) -> Result<Position, IllegalMove> {
        let mut p = self.clone();
        p.try_play(m)?;
        Ok(p)
    }

    /// The pieces of `by` that attack `sq` as the board stands (pieces and plinths block
    /// lines; a Knight jumps): what a player asking about a square is told.
    ///
    /// ```
    /// use shuuro::rules::{Position, Side, Square};
    /// let pos = Position::from_sfen("5k/6/6/6/6/R4K b - 1").unwrap();
    /// let a6: Square = "a6".parse().unwrap();
    /// assert_eq!(pos.attackers_of(a6, Side::Blue).count(), 1);
    /// assert_eq!(pos.attackers_of(a6, Side::Red).count(), 0);
    /// ```
    pub fn attackers_of(&self, sq: Square, by: Side) -> Bitboard {
        self.attackers(sq, self.blockers(), by)
    }

    /// Enemy pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        match self.board.king_of(self.turn) {
            Some(k) => self.safety(k).checkers,
            None => Bitboard::EMPTY,
        }
    }

    /// Whether the side to move is in check: [`Position::checkers`] is not empty, found
    /// without the pins and the list of checkers (the search asks it after every move).
    pub fn is_check(&self) -> bool {
        match self.board.king_of(self.turn) {
            Some(k) => self.is_attacked(k, self.blockers(), self.turn.opposite()),
            None => false,
        }
    }

    /// Whether the legal move `m` checks the other side: the same as playing it and
    /// asking [`Position::is_check`] of the result, found from the move alone (the
    /// piece's attack from its new square, its promotion role included, and the line it
    /// opens from its old one; a Knight leaving a plinth opens nothing, the plinth still
    /// blocks). Before a legal move none of the mover's pieces attacks the enemy King, so
    /// nothing else can check; where that is not known (a position made from a setup,
    /// or after a pass) and for en passant (two squares open), the move is played out.
    pub fn gives_check(&self, m: Move) -> bool {
        let b = &self.board;
        let us = self.turn;
        let (Some(ek), Some(piece)) = (b.king_of(us.opposite()), b.piece_at(m.from)) else {
            return self.check_after(m);
        };
        if self.may_ambush || m.to == ek || self.is_en_passant(m) {
            return self.check_after(m);
        }
        let occ = b.occupied().without(m.from).with(m.to) | b.plinths();
        let role = match m.promotion {
            Some(r) if piece.role == Role::Pawn => r,
            _ => piece.role,
        };
        let direct = match role {
            Role::Knight => attacks::knight_attacks(m.to).contains(ek),
            Role::Pawn => attacks::pawn_attacks(us, m.to).contains(ek),
            Role::King => attacks::king_attacks(m.to).contains(ek),
            Role::Giraffe => attacks::giraffe_attacks(m.to).contains(ek),
            slider => {
                (slider.leaps_as_knight() && attacks::knight_attacks(m.to).contains(ek))
                    || attacks::direction(m.to, ek).is_some_and(|d| {
                        let fits = if attacks::is_orthogonal(d) {
                            slider.slides_straight()
                        } else {
                            slider.slides_diagonally()
                        };
                        fits && attacks::first_blocker(d, m.to, occ) == Some(ek)
                    })
            }
        };
        if direct {
            return true;
        }
        // The line from the enemy King through `from`: its first blocker now, if it is
        // not the moved piece (its attack is the direct one), is an unmoved piece.
        let Some(d) = attacks::direction(ek, m.from) else {
            return false;
        };
        let Some(s) = attacks::first_blocker(d, ek, occ) else {
            return false;
        };
        let (straight, diagonal) = if b.has_fairy() {
            self.sliders::<true>()
        } else {
            self.sliders::<false>()
        };
        let sliders = if attacks::is_orthogonal(d) {
            straight
        } else {
            diagonal
        };
        s != m.to && (b.by_side(us) & sliders).contains(s)
    }

    /// [`Position::gives_check`] the long way: the move played on a copy.
    fn check_after(&self, m: Move) -> bool {
        let mut after = self.clone();
        after.play_unchecked(m);
        after.is_check()
    }

    /// Whether the side to move attacks the enemy King (it may capture it: the ambush).
    pub fn can_capture_king(&self) -> bool {
        match self.board.king_of(self.turn.opposite()) {
            Some(k) => self.attackers(k, self.blockers(), self.turn).any(),
            None => false,
        }
    }

    /// Whether the move captures something (including en passant).
    pub fn is_capture(&self, m: Move) -> bool {
        self.board.by_side(self.turn.opposite()).contains(m.to) || self.is_en_passant(m)
    }

    /// Whether the move is an en-passant capture.
    pub fn is_en_passant(&self, m: Move) -> bool {
        Some(m.to) == self.ep
            && self.pieces_of(self.turn, Role::Pawn).contains(m.from)
            && m.from.file() != m.to.file()
            && !self.board.occupied().contains(m.to)
    }

    /// Checkmate, stalemate, King captured (no enemy King left), King against King.
    /// Not the history-dependent draws (repetition, fifty moves): see `game`.
    pub fn outcome(&self) -> Option<Outcome> {
        let us = self.turn;
        let them = us.opposite();
        let has_king = |s: Side| self.pieces_of(s, Role::King).any();
        match (has_king(us), has_king(them)) {
            (false, true) => return Some(Outcome::win(them, Reason::KingCaptured)),
            (true, false) => return Some(Outcome::win(us, Reason::KingCaptured)),
            (false, false) => return None,
            (true, true) => {}
        }
        if self.board.occupied().count() == 2 {
            return Some(Outcome::draw(Reason::DeadPosition));
        }
        if self.count_legal_moves() == 0 {
            return Some(if self.is_check() {
                Outcome::win(them, Reason::Checkmate)
            } else {
                Outcome::draw(Reason::Stalemate)
            });
        }
        None
    }

    /// A hash of board (pieces and plinths), side to move and en-passant square (for
    /// repetition and search).
    pub fn zobrist(&self) -> u64 {
        self.hash
    }

    /// Leaf count of the legal-move tree of depth `depth`. A King capture ends the game:
    /// nothing follows it.
    pub fn perft(&self, depth: u32) -> u64 {
        let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(128)).collect();
        self.perft_with(depth, &mut buffers)
    }

    fn perft_with(&self, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves(),
            _ => {
                let Some((moves, rest)) = buffers.split_first_mut() else {
                    return 0;
                };
                moves.clear();
                self.generate(moves, Bitboard::FULL, Bitboard::FULL);
                let mut total = 0;
                for &m in moves.iter() {
                    let mut p = self.clone();
                    p.play_unchecked(m);
                    total += p.perft_with(depth - 1, rest);
                }
                total
            }
        }
    }

    /// Each legal move with the leaf count of its subtree of depth `depth - 1`.
    pub fn perft_divide(&self, depth: u32) -> Vec<(Move, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        self.legal_moves()
            .into_iter()
            .map(|m| {
                let mut p = self.clone();
                p.play_unchecked(m);
                (m, p.perft(depth - 1))
            })
            .collect()
    }

    /// SFEN of this position (docs/sfen.md).
    pub fn to_sfen(&self) -> String {
        sfen::write(&self.to_setup())
    }

    /// The first rule `m` breaks here, if any. Decided move by move, independently of
    /// move generation (no pins or check masks): the piece's geometry, blockers, plinths,
    /// promotion, then whether the own King is attacked on the board after the move
    /// (tests cross-check the two).
    pub fn check_move(&self, m: Move) -> Result<(), IllegalReason> {
        check::check_move(self, m)
    }
}

mod check {
    //! Legality of one move and the first rule it breaks, decided move by move.

    use super::*;
    use IllegalReason as R;

    pub(super) fn check_move(pos: &Position, m: Move) -> Result<(), IllegalReason> {
        match first_broken_rule(pos, m) {
            Some(reason) => Err(reason),
            None => Ok(()),
        }
    }

    fn first_broken_rule(pos: &Position, m: Move) -> Option<IllegalReason> {
        let b = pos.board();
        let us = pos.turn();
        let size = b.size();
        let plinths = b.plinths();
        if !pos.pieces_of(us, Role::King).any() || !pos.pieces_of(us.opposite(), Role::King).any() {
            return Some(R::GameOver);
        }
        for square in [m.from, m.to] {
            if !size.contains(square) {
                return Some(R::OffBoard { square, size });
            }
        }
        let Some(piece) = b.piece_at(m.from) else {
            return Some(R::NoPiece(m.from));
        };
        if piece.side != us {
            return Some(R::NotYours {
                role: piece.role,
                square: m.from,
                turn: us,
            });
        }
        let role = piece.role;
        if m.from == m.to {
            return Some(R::SameSquare);
        }
        if let Some(own) = b.piece_at(m.to)
            && own.side == us
        {
            return Some(R::OwnPiece {
                square: m.to,
                role: own.role,
            });
        }
        let target = b.piece_at(m.to);
        let on_plinth = plinths.contains(m.to);
        let df = m.to.file() as i8 - m.from.file() as i8;
        let dr = m.to.rank() as i8 - m.from.rank() as i8;
        let occ = b.occupied();
        // Promotion letter.
        let last = m.to.row_of(us, size) == size.len();
        match (role, m.promotion) {
            (Role::Pawn, None) if last => {
                return Some(R::MustPromote {
                    from: m.from,
                    to: m.to,
                    allowed: pos.promotions,
                });
            }
            (Role::Pawn, Some(_)) if !last => return Some(R::PromotionTooEarly),
            (Role::Pawn, Some(r)) if !pos.promotions.contains(r) => {
                return Some(R::BadPromotion {
                    role: r,
                    allowed: pos.promotions,
                });
            }
            (r, Some(_)) if r != Role::Pawn => return Some(R::OnlyPawnsPromote(r)),
            _ => {}
        }
        // The shape of the move.
        let leap =
            |a: i8, b: i8| (df.abs() == a && dr.abs() == b) || (df.abs() == b && dr.abs() == a);
        let geometry = match role {
            Role::Knight => (!leap(1, 2)).then_some(R::Shape(role)),
            Role::Giraffe => (!leap(1, 4)).then_some(R::Shape(role)),
            Role::King => (df.abs() > 1 || dr.abs() > 1).then_some(R::Shape(role)),
            Role::Chancellor | Role::Archbishop if leap(1, 2) => None,
            Role::Rook | Role::Bishop | Role::Queen | Role::Chancellor | Role::Archbishop => {
                let straight = df == 0 || dr == 0;
                let diagonal = df.abs() == dr.abs();
                let fits =
                    (straight && role.slides_straight()) || (diagonal && role.slides_diagonally());
                if !fits {
                    Some(R::Shape(role))
                } else {
                    let between = attacks::between_and_target(m.from, m.to).without(m.to);
                    nearest(m.from, between & (plinths | occ)).map(|sq| blocked_by(pos, sq))
                }
            }
            Role::Pawn => pawn_geometry(pos, m, df, dr),
        };
        if geometry.is_some() {
            return geometry;
        }
        // Plinth squares: only a Knight or a fairy piece may enter them.
        if on_plinth && !role.stands_on_plinths() {
            return Some(match target {
                Some(t) => R::CaptureOnPlinth {
                    role,
                    target: t.role,
                },
                None => R::OntoPlinth(role),
            });
        }
        // The ambush: the enemy King may be taken whenever it is attacked (and reaching
        // its square is attacking it); no other move may take it.
        if target.is_some_and(|t| t.role == Role::King) {
            return (!pos.may_ambush).then_some(R::ExposesKing);
        }
        if king_safe_after(pos, m, role) {
            return None;
        }
        // The move has the right shape; it fails on the King's safety.
        if role == Role::King {
            return Some(R::KingIntoCheck(m.to));
        }
        if role == Role::Pawn && df != 0 && target.is_none() {
            return Some(R::PawnDiagonalWithoutCapture);
        }
        if pos.is_check() {
            return Some(R::StillInCheck);
        }
        Some(R::ExposesKing)
    }

    /// Whether the mover's King is not attacked on the board after `m` (pieces moved,
    /// the captured piece gone, en passant included; plinths stay).
    fn king_safe_after(pos: &Position, m: Move, role: Role) -> bool {
        let b = pos.board();
        let us = pos.turn();
        let Some(ksq) = b.king_of(us) else {
            return false;
        };
        let mut occ = b.occupied().without(m.from).with(m.to) | b.plinths();
        let mut gone = Bitboard::from_square(m.to);
        if pos.is_en_passant(m)
            && let Some(c) = m.to.offset(0, -forward(us))
        {
            occ = occ.without(c);
            gone.insert(c);
        }
        let king = if role == Role::King { m.to } else { ksq };
        pos.attackers(king, occ, us.opposite())
            .and_not(gone)
            .is_empty()
    }

    fn nearest(from: Square, set: Bitboard) -> Option<Square> {
        set.min_by_key(|s| {
            (s.file() as i8 - from.file() as i8).abs() + (s.rank() as i8 - from.rank() as i8).abs()
        })
    }

    fn blocked_by(pos: &Position, square: Square) -> IllegalReason {
        R::Blocked {
            square,
            piece: pos.board().piece_at(square),
            plinth: pos.board().plinths().contains(square),
        }
    }

    fn pawn_geometry(pos: &Position, m: Move, df: i8, dr: i8) -> Option<IllegalReason> {
        let b = pos.board();
        let us = pos.turn();
        let size = b.size();
        let fwd = dr * forward(us);
        let row = m.from.row_of(us, size);
        let occ = b.occupied();
        let plinths = b.plinths();
        if fwd <= 0 {
            return Some(R::PawnBackward);
        }
        if df == 0 {
            match fwd {
                1 => occ.contains(m.to).then_some(R::PawnCapturesAhead),
                2 if row == 2 => {
                    let mid = m.from.offset(0, forward(us))?;
                    if plinths.contains(mid) {
                        Some(R::PawnCrossesPlinth(mid))
                    } else if occ.contains(mid) {
                        Some(R::PawnBlocked(mid))
                    } else if occ.contains(m.to) {
                        Some(R::PawnCapturesAhead)
                    } else {
                        None
                    }
                }
                2 => Some(R::PawnDoubleStepNotFromRow2 { row }),
                _ => Some(R::PawnTooFar { on_row_2: row == 2 }),
            }
        } else if df.abs() == 1 && fwd == 1 {
            let captures = occ.contains(m.to) || Some(m.to) == pos.ep_square();
            (!captures).then_some(R::PawnDiagonalWithoutCapture)
        } else {
            Some(R::PawnShape)
        }
    }
}
