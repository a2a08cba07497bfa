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

/// 12 pieces × 144 squares, then 144 plinth keys, 144 en-passant keys, side key.
const COUNT: usize = 12 * 144 + 144 + 144 + 1;

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

/// Key of `piece` standing on `sq`.
#[inline]
pub fn piece(piece: Piece, sq: Square) -> u64 {
    KEYS[(piece.side.index() * 6 + piece.role.index()) * 144 + sq.index()]
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
        Side::Red => KEYS[COUNT - 1],
    }
}
