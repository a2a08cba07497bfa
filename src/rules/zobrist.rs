//! Zobrist keys, generated at compile time with splitmix64 from a fixed seed.

use super::color::Side;
use super::role::Piece;
use super::square::Square;

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// The keys of the six classic roles of both sides (12 × 144 squares), then 144 plinth
/// keys, 144 en-passant keys and the side key: the keys as they were before the fairy
/// pieces, so that a position without them hashes as it always did.
const CLASSIC: usize = 12 * 144 + 144 + 144 + 1;
/// The classic keys, then the three fairy roles of both sides (6 × 144 squares).
const COUNT: usize = CLASSIC + 6 * 144;

const fn keys() -> [u64; COUNT] {
    let mut t = [0u64; COUNT];
    let mut state = 0x5348_5555_524F_2024; // "SHUURO $"
    let mut i = 0;
    while i < COUNT {
        let (s, k) = splitmix64(state);
        state = s;
        t[i] = k;
        i += 1;
    }
    t
}

static KEYS: [u64; COUNT] = keys();

/// Where each piece's 144 keys start, by side and role: the classic roles first (as
/// before the fairy pieces), the fairy roles after the classic keys.
const BASES: [[usize; 9]; 2] = {
    let mut t = [[0; 9]; 2];
    let mut side = 0;
    while side < 2 {
        let mut role = 0;
        while role < 9 {
            t[side][role] = if role < 6 {
                (side * 6 + role) * 144
            } else {
                CLASSIC + (side * 3 + role - 6) * 144
            };
            role += 1;
        }
        side += 1;
    }
    t
};

/// Key of `piece` standing on `sq`.
#[inline]
pub fn piece(piece: Piece, sq: Square) -> u64 {
    KEYS[BASES[piece.side.index()][piece.role.index()] + sq.index()]
}

/// Key of a plinth on `sq`.
#[inline]
pub fn plinth(sq: Square) -> u64 {
    KEYS[12 * 144 + sq.index()]
}

/// Key of an en-passant square.
#[inline]
pub fn en_passant(sq: Square) -> u64 {
    KEYS[13 * 144 + sq.index()]
}

/// Key XORed in when `side` is Red.
#[inline]
pub fn side(side: Side) -> u64 {
    match side {
        Side::Blue => 0,
        Side::Red => KEYS[CLASSIC - 1],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::role::Role;

    #[test]
    fn every_key_is_different() {
        let mut keys: Vec<u64> = Vec::new();
        for sq in Square::all() {
            for side in [Side::Blue, Side::Red] {
                for role in Role::ALL {
                    keys.push(piece(Piece::new(side, role), sq));
                }
            }
            keys.push(plinth(sq));
            keys.push(en_passant(sq));
        }
        keys.push(side(Side::Red));
        let n = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), n);
        assert_eq!(n, COUNT);
    }
}
