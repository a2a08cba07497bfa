//! Attack sets computed straight from a [`Board`], for evaluation and deployment choice.
//!
//! The rules core keeps its own move generator; the engine only needs to know which squares
//! a piece attacks, with the Shuuro twists: sliders, Kings and pawns never enter a plinth,
//! Knights jump and may land on plinths, and a Knight standing on a plinth can be taken
//! only by a Knight.

use std::sync::LazyLock;

use crate::rules::{Bitboard, Board, BoardSize, Piece, Role, Side, Square};

const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
/// Rook directions first (0..4), then Bishop directions (4..8).
const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (0, 1),
    (-1, 0),
    (0, -1),
    (1, 1),
    (-1, 1),
    (-1, -1),
    (1, -1),
];

struct Tables {
    knight: Vec<Bitboard>,
    king: Vec<Bitboard>,
    /// `pawn[side][sq]`: the two diagonal squares forward.
    pawn: [Vec<Bitboard>; 2],
    /// `rays[sq][dir]`: the squares from `sq` outwards, nearest first (12×12 grid).
    rays: Vec<[Vec<Square>; 8]>,
}

fn steps(sq: Square, list: &[(i8, i8)]) -> Bitboard {
    list.iter()
        .filter_map(|&(df, dr)| sq.offset(df, dr))
        .collect()
}

static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let all: Vec<Square> = Square::all().collect();
    Tables {
        knight: all.iter().map(|&s| steps(s, &KNIGHT_STEPS)).collect(),
        king: all.iter().map(|&s| steps(s, &KING_STEPS)).collect(),
        pawn: [
            all.iter().map(|&s| steps(s, &[(-1, 1), (1, 1)])).collect(),
            all.iter()
                .map(|&s| steps(s, &[(-1, -1), (1, -1)]))
                .collect(),
        ],
        rays: all
            .iter()
            .map(|&s| {
                DIRECTIONS.map(|(df, dr)| {
                    let mut v = Vec::new();
                    let mut cur = s;
                    while let Some(n) = cur.offset(df, dr) {
                        v.push(n);
                        cur = n;
                    }
                    v
                })
            })
            .collect(),
    }
});

/// Squares a slider on `sq` reaches along the given directions: it stops on the first
/// piece (which it attacks) and before the first plinth or off-board square (`walls`).
#[inline]
fn slide(
    sq: Square,
    dirs: std::ops::Range<usize>,
    occupied: Bitboard,
    walls: Bitboard,
) -> Bitboard {
    let t = &*TABLES;
    let mut b = Bitboard::EMPTY;
    for d in dirs {
        for &s in &t.rays[sq.index()][d] {
            if walls.contains(s) {
                break;
            }
            b.insert(s);
            if occupied.contains(s) {
                break;
            }
        }
    }
    b
}

/// What stops sliders, Kings and pawns: plinths and the squares off a 6×6 board.
#[inline]
pub fn walls(board: &Board) -> Bitboard {
    board.plinths() | !Bitboard::board(board.size())
}

/// The squares `piece` standing on `sq` attacks on `board` (whatever stands there).
/// `walls` is [`walls`]`(board)`, passed in so loops compute it once.
#[inline]
pub fn attacks(board: &Board, walls: Bitboard, sq: Square, piece: Piece) -> Bitboard {
    let t = &*TABLES;
    let on_board = Bitboard::board(board.size());
    let occ = board.occupied();
    match piece.role {
        Role::Knight => t.knight[sq.index()] & on_board,
        Role::King => t.king[sq.index()].and_not(walls),
        Role::Pawn => t.pawn[piece.side.index()][sq.index()].and_not(walls),
        Role::Rook => slide(sq, 0..4, occ, walls),
        Role::Bishop => slide(sq, 4..8, occ, walls),
        Role::Queen => slide(sq, 0..8, occ, walls),
    }
}

/// The squares a Queen on `sq` would see (open lines around a King).
pub fn queen_lines(board: &Board, sq: Square) -> Bitboard {
    slide(sq, 0..8, board.occupied(), walls(board))
}

/// Per-square attack facts for both sides on one board.
pub struct AttackMap {
    /// Squares each side attacks.
    pub attacked: [Bitboard; 2],
    /// Squares each side's Knights attack (the only attacks that reach a plinth Knight).
    pub by_knights: [Bitboard; 2],
    /// Value of the cheapest attacker of each square, per side (`u32::MAX`: none).
    pub cheapest: [[u32; 144]; 2],
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
            mobility: [0; 2],
        };
        for (sq, piece) in board.pieces() {
            let a = attacks(board, w, sq, piece);
            let s = piece.side.index();
            m.attacked[s] |= a;
            if piece.role == Role::Knight {
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
        }
        m
    }

    /// Whether `side` attacks the piece standing on `sq` (a piece on a plinth only by Knights).
    pub fn threatens(&self, board: &Board, side: Side, sq: Square) -> bool {
        if board.plinths().contains(sq) {
            self.by_knights[side.index()].contains(sq)
        } else {
            self.attacked[side.index()].contains(sq)
        }
    }
}

/// Whether `side`'s King stands attacked on `board` (false without a King).
pub fn king_attacked(board: &Board, side: Side) -> bool {
    let Some(k) = board.king_of(side) else {
        return false;
    };
    let w = walls(board);
    let enemy = side.opposite();
    for sq in board.by_side(enemy) {
        if let Some(p) = board.piece_at(sq)
            && attacks(board, w, sq, p).contains(k)
        {
            return true;
        }
    }
    false
}

/// Distance in King moves between two squares.
pub fn distance(a: Square, b: Square) -> u32 {
    let df = (a.file() as i32 - b.file() as i32).unsigned_abs();
    let dr = (a.rank() as i32 - b.rank() as i32).unsigned_abs();
    df.max(dr)
}

/// How far `sq` is from the centre of a board of `size`, in King moves from the nearest of
/// the four central squares (0 there, 5 in a 12×12 corner).
pub fn centre_distance(sq: Square, size: BoardSize) -> u32 {
    let n = size.len() as i32;
    let f2 = (2 * sq.file() as i32 + 1 - n).unsigned_abs();
    let r2 = (2 * sq.rank() as i32 + 1 - n).unsigned_abs();
    f2.max(r2) / 2
}
