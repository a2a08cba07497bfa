//! Attack sets computed straight from a [`Board`], for evaluation and deployment choice.
//!
//! The rules core keeps its own move generator; the engine only needs to know which squares
//! a piece attacks, with the Shuuro twists: sliders, Kings and pawns never enter a plinth,
//! Knights jump and may land on plinths, and a Knight standing on a plinth can be taken
//! only by a Knight. The fairy pieces (Chancellor, Archbishop, Giraffe) may enter a plinth
//! as a Knight does, the first plinth of a slide included, and take what stands there.

use crate::rules::attacks::{
    archbishop_attacks, bishop_attacks, chancellor_attacks, giraffe_attacks, king_attacks,
    knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use crate::rules::{Bitboard, Board, BoardSize, Piece, Role, Side, Square};

/// The squares of a board of `size` ([`Bitboard::board`]).
#[inline]
pub fn on_board(size: BoardSize) -> Bitboard {
    Bitboard::board(size)
}

/// What stops sliders, Kings and pawns: plinths and the squares off a 6×6 or 8×8 board.
#[inline]
pub fn walls(board: &Board) -> Bitboard {
    board.plinths() | !on_board(board.size())
}

/// The squares `piece` standing on `sq` attacks on `board` (whatever stands there).
/// `walls` is [`walls`]`(board)`, passed in so loops compute it once.
#[inline]
pub fn attacks(board: &Board, walls: Bitboard, sq: Square, piece: Piece) -> Bitboard {
    let blockers = board.occupied() | walls;
    match piece.role {
        Role::Knight => knight_attacks(sq) & on_board(board.size()),
        Role::King => king_attacks(sq).and_not(walls),
        Role::Pawn => pawn_attacks(piece.side, sq).and_not(walls),
        Role::Rook => rook_attacks(sq, blockers).and_not(walls),
        Role::Bishop => bishop_attacks(sq, blockers).and_not(walls),
        Role::Queen => queen_attacks(sq, blockers).and_not(walls),
        Role::Chancellor => chancellor_attacks(sq, blockers) & on_board(board.size()),
        Role::Archbishop => archbishop_attacks(sq, blockers) & on_board(board.size()),
        Role::Giraffe => giraffe_attacks(sq) & on_board(board.size()),
    }
}

/// The squares a Queen on `sq` would see (open lines around a King).
pub fn queen_lines(board: &Board, sq: Square) -> Bitboard {
    let w = walls(board);
    queen_attacks(sq, board.occupied() | w).and_not(w)
}

/// Per-square attack facts for both sides on one board.
#[derive(Debug)]
pub struct AttackMap {
    /// Squares each side attacks.
    pub attacked: [Bitboard; 2],
    /// Squares each side's Knights and fairy pieces attack (the only attacks that reach a
    /// piece on a plinth).
    pub by_knights: [Bitboard; 2],
    /// Value of the cheapest attacker of each square, per side (`u32::MAX`: none).
    pub cheapest: [[u32; 144]; 2],
    /// Value of the cheapest Knight or fairy piece attacking each square, per side (what
    /// takes a piece on a plinth; `u32::MAX`: none).
    pub cheapest_jumper: [[u32; 144]; 2],
    /// Number of squares each side's pieces attack, summed (mobility).
    pub mobility: [u32; 2],
}

impl AttackMap {
    /// Computes the map; `value` prices attackers.
    pub fn new(board: &Board, value: impl Fn(Role) -> u32) -> AttackMap {
        let w = walls(board);
        let mut m = AttackMap {
            attacked: [Bitboard::EMPTY; 2],
            by_knights: [Bitboard::EMPTY; 2],
            cheapest: [[u32::MAX; 144]; 2],
            cheapest_jumper: [[u32::MAX; 144]; 2],
            mobility: [0; 2],
        };
        for (sq, piece) in board.pieces() {
            let a = attacks(board, w, sq, piece);
            let s = piece.side.index();
            m.attacked[s] |= a;
            if piece.role.stands_on_plinths() {
                m.by_knights[s] |= a;
            }
            m.mobility[s] += a.and_not(board.by_side(piece.side)).count();
            let v = value(piece.role);
            for t in a {
                let c = &mut m.cheapest[s][t.index()];
                if v < *c {
                    *c = v;
                }
            }
            if piece.role.stands_on_plinths() {
                for t in a & board.plinths() {
                    let c = &mut m.cheapest_jumper[s][t.index()];
                    if v < *c {
                        *c = v;
                    }
                }
            }
        }
        m
    }

    /// Whether `side` attacks the piece standing on `sq` (a piece on a plinth only by Knights
    /// and fairy pieces).
    pub fn threatens(&self, board: &Board, side: Side, sq: Square) -> bool {
        if board.plinths().contains(sq) {
            self.by_knights[side.index()].contains(sq)
        } else {
            self.attacked[side.index()].contains(sq)
        }
    }
}

/// Distance in King moves between two squares.
pub fn distance(a: Square, b: Square) -> u32 {
    let df = (a.file() as i32 - b.file() as i32).unsigned_abs();
    let dr = (a.rank() as i32 - b.rank() as i32).unsigned_abs();
    df.max(dr)
}

/// How far `sq` is from the centre of a board of `size`, in King moves from the nearest of
/// the four central squares (0 there, 5 in a 12×12 corner). Read from a table: the
/// evaluation asks it of every Knight.
#[inline]
pub fn centre_distance(sq: Square, size: BoardSize) -> u32 {
    let table = match size {
        BoardSize::Twelve => &CENTRE_DISTANCES[0],
        BoardSize::Six => &CENTRE_DISTANCES[1],
        BoardSize::Eight => &CENTRE_DISTANCES[2],
    };
    u32::from(table[sq.index()])
}

/// [`centre_distance`] of every square of the grid on a board of `n` files.
const fn centre_distances(n: i32) -> [u8; Square::COUNT] {
    let mut t = [0u8; Square::COUNT];
    let mut i = 0;
    while i < Square::COUNT {
        let sq = Square::from_index_unchecked(i);
        let f2 = (2 * sq.file() as i32 + 1 - n).unsigned_abs();
        let r2 = (2 * sq.rank() as i32 + 1 - n).unsigned_abs();
        t[i] = (if f2 > r2 { f2 } else { r2 } / 2) as u8;
        i += 1;
    }
    t
}

/// [`centre_distance`] by board size (12×12, 6×6, 8×8) and square.
static CENTRE_DISTANCES: [[u8; Square::COUNT]; 3] = [
    centre_distances(BoardSize::Twelve.len() as i32),
    centre_distances(BoardSize::Six.len() as i32),
    centre_distances(BoardSize::Eight.len() as i32),
];
