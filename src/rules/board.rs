//! Piece placement and plinths: what stands where. Shared by deployment and fight.

use super::bitboard::Bitboard;
use super::color::{BySide, Side};
use super::lines::Lines;
use super::role::{ByRole, Piece, Role};
use super::square::{BoardSize, Square};

/// The pieces and plinths on a board of a given size. No rules are checked here.
///
/// Beside the bitboards, the board keeps line by line ([`Lines`]), in step with every
/// change, the squares each side's sliders can't enter: its own pieces and the walls
/// (plinths and the squares off a 6×6 or 8×8 board). The walls are where both sides' sets
/// meet.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    size: BoardSize,
    plinths: Bitboard,
    by_side: BySide<Bitboard>,
    by_role: ByRole<Bitboard>,
    stops: BySide<Lines>,
    /// What stands on each square, as [`code`] writes it (0: nothing): the same as the
    /// bit-planes, kept beside them so that [`Board::piece_at`] is one look-up.
    squares: [u8; 144],
}

impl std::fmt::Debug for Board {
    /// The bit-planes (the square table and the lines say the same).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Board")
            .field("size", &self.size)
            .field("plinths", &self.plinths)
            .field("by_side", &self.by_side)
            .field("by_role", &self.by_role)
            .finish_non_exhaustive()
    }
}

/// Roles there are.
const ROLES: usize = Role::ALL.len();

/// A piece as one byte of [`Board::squares`]: 1 + 9 × side + role.
#[inline]
const fn code(piece: Piece) -> u8 {
    1 + (ROLES * piece.side.index()) as u8 + piece.role.index() as u8
}

/// The pieces by their [`code`] (index 0: no piece).
const DECODE: [Option<Piece>; 2 * ROLES + 1] = {
    let mut t = [None; 2 * ROLES + 1];
    let mut i = 0;
    while i < 2 * ROLES {
        let side = if i < ROLES { Side::Blue } else { Side::Red };
        t[i + 1] = Some(Piece::new(side, Role::ALL[i % ROLES]));
        i += 1;
    }
    t
};

impl Board {
    /// An empty board without plinths.
    pub fn empty(size: BoardSize) -> Board {
        Board {
            size,
            plinths: Bitboard::EMPTY,
            by_side: BySide::default(),
            by_role: ByRole::default(),
            stops: BySide::new(Lines::off_board(size), Lines::off_board(size)),
            squares: [0; 144],
        }
    }

    /// An empty board with the given plinths (squares outside the board are ignored).
    pub fn with_plinths(size: BoardSize, plinths: Bitboard) -> Board {
        let mut b = Board::empty(size);
        for sq in plinths & Bitboard::board(size) {
            b.set_plinth(sq, true);
        }
        b
    }

    #[inline]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    #[inline]
    pub fn plinths(&self) -> Bitboard {
        self.plinths
    }

    pub fn set_plinth(&mut self, sq: Square, on: bool) {
        if self.plinths.contains(sq) != on && self.size.contains(sq) {
            // A piece on the square keeps it among its side's stops either way.
            for side in [Side::Blue, Side::Red] {
                if !self.by_side[side].contains(sq) {
                    self.stops[side].toggle(sq);
                }
            }
        }
        if on {
            self.plinths.insert(sq)
        } else {
            self.plinths.remove(sq)
        }
    }

    /// The squares a slider of `side` can't enter, line by line: its own pieces and the
    /// walls. Both sides' together are what stops a slider; where they meet, the walls.
    #[inline]
    pub fn stop_lines(&self, side: Side) -> &Lines {
        &self.stops[side]
    }

    /// Squares holding a piece.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_side.blue | self.by_side.red
    }

    #[inline]
    pub fn by_side(&self, side: Side) -> Bitboard {
        self.by_side[side]
    }

    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role]
    }

    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_side[piece.side] & self.by_role[piece.role]
    }

    /// Whether a fairy piece (Chancellor, Archbishop, Giraffe) stands on the board.
    #[inline]
    pub fn has_fairy(&self) -> bool {
        (self.by_role[Role::Chancellor]
            | self.by_role[Role::Archbishop]
            | self.by_role[Role::Giraffe])
            .any()
    }

    /// The King of `side`, if it has exactly one.
    pub fn king_of(&self, side: Side) -> Option<Square> {
        self.by_piece(Piece::new(side, Role::King)).single()
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        DECODE[self.squares[sq.index()] as usize]
    }

    /// Puts `piece` on `sq`, replacing what stood there.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        self.put_on_empty(sq, piece);
    }

    /// Removes and returns what stood on `sq`.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let p = self.piece_at(sq)?;
        self.take_known(sq, p);
        Some(p)
    }

    /// Takes `piece`, known to stand on `sq`, off the board: [`Board::remove`]
    /// without looking up what stands there.
    #[inline]
    pub(crate) fn take_known(&mut self, sq: Square, piece: Piece) {
        self.by_side[piece.side].remove(sq);
        self.by_role[piece.role].remove(sq);
        if !self.is_wall(sq) {
            self.stops[piece.side].toggle(sq);
        }
        self.squares[sq.index()] = 0;
    }

    /// Puts `piece` on `sq`, known to be empty: [`Board::put`] without clearing it
    /// first.
    #[inline]
    pub(crate) fn put_on_empty(&mut self, sq: Square, piece: Piece) {
        self.by_side[piece.side].insert(sq);
        self.by_role[piece.role].insert(sq);
        self.squares[sq.index()] = code(piece);
        if !self.is_wall(sq) {
            self.stops[piece.side].toggle(sq);
        }
    }

    /// Whether `sq` is a wall: a plinth, or off the board.
    #[inline]
    fn is_wall(&self, sq: Square) -> bool {
        self.plinths.contains(sq) || !self.size.contains(sq)
    }

    /// Every piece with its square, rank 1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .map(|sq| (sq, self.piece_at(sq).expect("occupied")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;

    /// What the lines must hold: each side's pieces and the walls, as sets.
    fn assert_lines_in_step(board: &Board, context: &str) {
        let walls =
            board.plinths() & Bitboard::board(board.size()) | !Bitboard::board(board.size());
        for side in [Side::Blue, Side::Red] {
            assert_eq!(
                *board.stop_lines(side),
                Lines::of(board.by_side(side) | walls),
                "{side:?} stops, {context}"
            );
        }
    }

    #[test]
    fn the_lines_stay_in_step_through_whole_random_games() {
        let data = [
            include_str!("../../tests/data/12x12.jsonl"),
            include_str!("../../tests/data/6x6.jsonl"),
        ];
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut moves = 0;
        for line in data.iter().flat_map(|d| d.lines()) {
            let sfen = line
                .split("\"sfen\": \"")
                .nth(1)
                .and_then(|s| s.split('"').next());
            let Some(sfen) = sfen else { continue };
            let setup = crate::rules::sfen::parse(sfen).expect("test SFEN parses");
            let Ok(start) = Position::from_setup(&setup) else {
                continue;
            };
            for game in 0..8 {
                let mut pos = start.clone();
                assert_lines_in_step(pos.board(), sfen);
                for ply in 0..120 {
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    let m = legal[(x % legal.len() as u64) as usize];
                    pos.play_unchecked(m);
                    moves += 1;
                    assert_lines_in_step(pos.board(), &format!("{sfen}, game {game}, ply {ply}"));
                }
            }
        }
        assert!(moves > 10_000, "too few moves played: {moves}");
    }

    #[test]
    fn the_lines_follow_plinths_set_and_cleared_under_pieces_too() {
        let sq = |s: &str| -> Square { s.parse().expect("test square") };
        let mut board = Board::with_plinths(BoardSize::Twelve, Bitboard::from_square(sq("c3")));
        board.put(sq("c3"), Piece::new(Side::Blue, Role::Knight));
        board.put(sq("d4"), Piece::new(Side::Red, Role::Rook));
        assert_lines_in_step(&board, "a Knight on a plinth");
        board.set_plinth(sq("d4"), true);
        board.set_plinth(sq("c3"), false);
        assert_lines_in_step(&board, "plinths moved under pieces");
        board.remove(sq("d4"));
        board.put(sq("c3"), Piece::new(Side::Red, Role::Queen));
        assert_lines_in_step(&board, "pieces replaced");
        let mut mini = Board::empty(BoardSize::Six);
        mini.set_plinth(sq("h8"), true);
        mini.put(sq("b2"), Piece::new(Side::Blue, Role::King));
        assert_lines_in_step(&mini, "a 6x6 board");
    }
}
