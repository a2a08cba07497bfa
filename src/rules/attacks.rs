//! Attack tables built at compile time (`const fn`), and slider attacks over them.
//!
//! The leapers (King, Knight, Giraffe, pawn attacks) are tables; the fairy pieces that
//! slide (Chancellor, Archbishop) are a slider's attacks and a Knight's together.
//! Sliders use the classical ray method: for each square and each of the eight
//! directions, the ray of squares to the edge of the 12×12 grid. The attack along a
//! direction is the ray up to and including the first blocker. Blockers are pieces and
//! plinths alike; whether the blocker may be captured is the move generator's business.
//! On the 6×6 and 8×8 boards the generator masks every target set with the board.

use super::bitboard::Bitboard;
use super::color::Side;
use super::square::Square;

/// The eight directions as (file step, rank step). The first four raise the square
/// index (their nearest blocker is the lowest set square), the last four lower it.
pub const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),   // north
    (1, 0),   // east
    (1, 1),   // north-east
    (-1, 1),  // north-west
    (0, -1),  // south
    (-1, 0),  // west
    (-1, -1), // south-west
    (1, -1),  // south-east
];

/// Whether direction `d` (index into [`DIRECTIONS`]) runs along a rank or file.
#[inline]
pub const fn is_orthogonal(d: usize) -> bool {
    DIRECTIONS[d].0 == 0 || DIRECTIONS[d].1 == 0
}

const fn sq(i: usize) -> Square {
    Square::from_index_unchecked(i)
}

const fn leaper_table(steps: &[(i8, i8)]) -> [Bitboard; 144] {
    let mut t = [Bitboard::EMPTY; 144];
    let mut i = 0;
    while i < 144 {
        let mut b = Bitboard::EMPTY;
        let mut k = 0;
        while k < steps.len() {
            if let Some(to) = sq(i).offset(steps[k].0, steps[k].1) {
                b = b.with(to);
            }
            k += 1;
        }
        t[i] = b;
        i += 1;
    }
    t
}

const fn ray_table() -> [[Bitboard; 144]; 8] {
    let mut t = [[Bitboard::EMPTY; 144]; 8];
    let mut d = 0;
    while d < 8 {
        let mut i = 0;
        while i < 144 {
            let mut b = Bitboard::EMPTY;
            let mut cur = sq(i);
            while let Some(next) = cur.offset(DIRECTIONS[d].0, DIRECTIONS[d].1) {
                b = b.with(next);
                cur = next;
            }
            t[d][i] = b;
            i += 1;
        }
        d += 1;
    }
    t
}

/// `EDGES[d][sq]`: the last square of `RAYS[d][sq]` (or `sq` itself when the ray is
/// empty). Added to the blockers, it makes sure there always is one, so finding the
/// nearest blocker needs no test for "none".
const fn edge_table() -> [[Bitboard; 144]; 8] {
    let mut t = [[Bitboard::EMPTY; 144]; 8];
    let mut d = 0;
    while d < 8 {
        let mut i = 0;
        while i < 144 {
            let mut cur = sq(i);
            while let Some(next) = cur.offset(DIRECTIONS[d].0, DIRECTIONS[d].1) {
                cur = next;
            }
            t[d][i] = Bitboard::from_square(cur);
            i += 1;
        }
        d += 1;
    }
    t
}

/// `EDGES[d][sq]`: the last square of `RAYS[d][sq]` (or `sq` itself when the ray is
/// empty), so that finding the nearest blocker needs no test for "none".
pub static EDGES: [[Bitboard; 144]; 8] = edge_table();

/// Knight jumps from each square.
pub static KNIGHT: [Bitboard; 144] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);

/// Giraffe leaps from each square: one square one way and four the other.
pub static GIRAFFE: [Bitboard; 144] = leaper_table(&[
    (1, 4),
    (4, 1),
    (4, -1),
    (1, -4),
    (-1, -4),
    (-4, -1),
    (-4, 1),
    (-1, 4),
]);

/// King steps from each square.
pub static KING: [Bitboard; 144] = leaper_table(&[
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
]);

/// Squares a pawn of each side attacks from each square (Blue upwards, Red downwards).
pub static PAWN: [[Bitboard; 144]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

/// `RAYS[d][sq]`: the squares from `sq` (exclusive) to the edge in direction `d`.
pub static RAYS: [[Bitboard; 144]; 8] = ray_table();

/// Squares attacked by a pawn of `side` standing on `sq`.
#[inline]
pub fn pawn_attacks(side: Side, sq: Square) -> Bitboard {
    PAWN[side.index()][sq.index()]
}

#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    KNIGHT[sq.index()]
}

#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING[sq.index()]
}

#[inline]
pub fn giraffe_attacks(sq: Square) -> Bitboard {
    GIRAFFE[sq.index()]
}

/// Squares reached from `sq` in direction `D`, up to and including the first square
/// of `occ`.
#[inline(always)]
pub fn ray<const D: usize>(sq: Square, occ: Bitboard) -> Bitboard {
    let ray = RAYS[D][sq.index()];
    if D < 4 {
        // Up the indices: everything through the lowest blocker, no bit scan.
        ray & (ray & occ).through_first()
    } else {
        let blockers = ray & occ;
        if blockers.is_empty() {
            ray
        } else {
            ray.and_not(RAYS[D][blockers.last_index()])
        }
    }
}

/// The nearest square of `occ` from `sq` in direction `D`, or the last square of the
/// ray when none is (the caller checks what stands there); `sq` itself when the ray is
/// empty.
#[inline(always)]
pub fn nearest<const D: usize>(sq: Square, occ: Bitboard) -> Square {
    let blockers = (RAYS[D][sq.index()] & occ) | EDGES[D][sq.index()];
    Square::from_index_unchecked(if D < 4 {
        blockers.first_index()
    } else {
        blockers.last_index()
    })
}

/// [`ray`] with the direction known only at run time.
#[inline]
pub fn ray_attacks(d: usize, sq: Square, occ: Bitboard) -> Bitboard {
    match d {
        0 => ray::<0>(sq, occ),
        1 => ray::<1>(sq, occ),
        2 => ray::<2>(sq, occ),
        3 => ray::<3>(sq, occ),
        4 => ray::<4>(sq, occ),
        5 => ray::<5>(sq, occ),
        6 => ray::<6>(sq, occ),
        _ => ray::<7>(sq, occ),
    }
}

/// The nearest square of `occ` from `sq` in direction `d`.
#[inline]
pub fn first_blocker(d: usize, sq: Square, occ: Bitboard) -> Option<Square> {
    let blockers = RAYS[d][sq.index()] & occ;
    if d < 4 {
        blockers.first()
    } else {
        blockers.last()
    }
}

#[inline]
pub fn rook_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    ray::<0>(sq, occ) | ray::<1>(sq, occ) | ray::<4>(sq, occ) | ray::<5>(sq, occ)
}

#[inline]
pub fn bishop_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    ray::<2>(sq, occ) | ray::<3>(sq, occ) | ray::<6>(sq, occ) | ray::<7>(sq, occ)
}

#[inline]
pub fn queen_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    rook_attacks(sq, occ) | bishop_attacks(sq, occ)
}

/// A Chancellor's attacks: a Rook's and a Knight's.
#[inline]
pub fn chancellor_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    rook_attacks(sq, occ) | knight_attacks(sq)
}

/// An Archbishop's attacks: a Bishop's and a Knight's.
#[inline]
pub fn archbishop_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    bishop_attacks(sq, occ) | knight_attacks(sq)
}

/// The squares a piece of `role` and `side` on `sq` attacks, with `occ` as the blockers
/// (pieces and plinths), on the whole 12×12 grid (the caller masks a smaller board).
#[inline]
pub fn attacks(role: super::role::Role, side: Side, sq: Square, occ: Bitboard) -> Bitboard {
    use super::role::Role;
    match role {
        Role::King => king_attacks(sq),
        Role::Queen => queen_attacks(sq, occ),
        Role::Rook => rook_attacks(sq, occ),
        Role::Bishop => bishop_attacks(sq, occ),
        Role::Knight => knight_attacks(sq),
        Role::Pawn => pawn_attacks(side, sq),
        Role::Chancellor => chancellor_attacks(sq, occ),
        Role::Archbishop => archbishop_attacks(sq, occ),
        Role::Giraffe => giraffe_attacks(sq),
    }
}

/// The direction (index into [`DIRECTIONS`]) of each step, at `(file step + 1) * 3 +
/// (rank step + 1)`; the null step has none (8).
const BY_STEP: [usize; 9] = {
    let mut t = [8; 9];
    let mut d = 0;
    while d < 8 {
        t[((DIRECTIONS[d].0 + 1) * 3 + DIRECTIONS[d].1 + 1) as usize] = d;
        d += 1;
    }
    t
};

/// The direction from `a` towards `b` when they share a rank, file or diagonal.
#[inline]
pub fn direction(a: Square, b: Square) -> Option<usize> {
    let df = b.file() as i8 - a.file() as i8;
    let dr = b.rank() as i8 - a.rank() as i8;
    if df == 0 && dr == 0 {
        return None;
    }
    if df != 0 && dr != 0 && df.abs() != dr.abs() {
        return None;
    }
    Some(BY_STEP[((df.signum() + 1) * 3 + dr.signum() + 1) as usize])
}

/// The squares strictly between `a` and `b` on a line, plus `b`; just `b` when they
/// are not on a line.
#[inline]
pub fn between_and_target(a: Square, b: Square) -> Bitboard {
    match direction(a, b) {
        Some(d) => RAYS[d][a.index()] ^ RAYS[d][b.index()],
        None => Bitboard::from_square(b),
    }
}

/// 64 occupancies for tests, from sparse to dense (an eighth to seven eighths of the
/// squares, xorshift from `seed`), on both sides of the 128-bit seam.
#[cfg(test)]
pub(crate) fn occupancies(seed: u64) -> Vec<Bitboard> {
    let mut x = seed;
    (0..64)
        .map(|round| {
            let mut occ = Bitboard::EMPTY;
            for i in 0..144 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                if x % 8 < round % 8 {
                    occ.insert(sq(i));
                }
            }
            occ
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(n: &str) -> Square {
        n.parse().unwrap()
    }

    #[test]
    fn tables_have_expected_sizes() {
        assert_eq!(knight_attacks(s("a1")).count(), 2);
        assert_eq!(knight_attacks(s("f6")).count(), 8);
        assert_eq!(king_attacks(s("l12")).count(), 3);
        assert_eq!(
            pawn_attacks(Side::Blue, s("a2")),
            Bitboard::from_square(s("b3"))
        );
        assert_eq!(pawn_attacks(Side::Red, s("c5")).count(), 2);
        assert_eq!(rook_attacks(s("a1"), Bitboard::EMPTY).count(), 22);
        assert_eq!(bishop_attacks(s("a1"), Bitboard::EMPTY).count(), 11);
        assert_eq!(giraffe_attacks(s("a1")).count(), 2);
        assert_eq!(
            giraffe_attacks(s("g5")),
            ["f9", "h9", "c6", "k6", "c4", "k4", "f1", "h1"]
                .into_iter()
                .map(s)
                .collect()
        );
        assert_eq!(chancellor_attacks(s("a1"), Bitboard::EMPTY).count(), 24);
        assert_eq!(archbishop_attacks(s("a1"), Bitboard::EMPTY).count(), 13);
    }

    /// The ray walked square by square, stopping on the first square of `occ`.
    fn walked_ray(d: usize, from: Square, occ: Bitboard) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        let mut cur = from;
        while let Some(next) = cur.offset(DIRECTIONS[d].0, DIRECTIONS[d].1) {
            b = b.with(next);
            if occ.contains(next) {
                break;
            }
            cur = next;
        }
        b
    }

    #[test]
    fn rays_match_a_square_by_square_walk() {
        for occ in occupancies(0x9E37_79B9_7F4A_7C15) {
            for i in 0..144 {
                for d in 0..8 {
                    assert_eq!(
                        ray_attacks(d, sq(i), occ),
                        walked_ray(d, sq(i), occ),
                        "direction {d} from square {i}"
                    );
                }
            }
        }
    }

    #[test]
    fn direction_is_the_ray_that_holds_the_other_square() {
        for a in Square::all() {
            for b in Square::all() {
                let want = (0..8).find(|&d| RAYS[d][a.index()].contains(b));
                assert_eq!(direction(a, b), want, "{a} {b}");
            }
        }
    }

    #[test]
    fn rays_stop_at_first_blocker() {
        let occ = Bitboard::from_square(s("a5")).with(s("d1"));
        let a = rook_attacks(s("a1"), occ);
        assert!(a.contains(s("a5")) && !a.contains(s("a6")));
        assert!(a.contains(s("d1")) && !a.contains(s("e1")));
        assert_eq!(a.count(), 7);
        assert_eq!(
            between_and_target(s("a1"), s("d4")),
            Bitboard::from_square(s("b2")).with(s("c3")).with(s("d4"))
        );
    }
}
