//! The transposition table: what earlier searches found about a position, by its zobrist
//! key (the best move, a score and whether it is exact or a bound, the depth it holds for),
//! shared by all search threads without locks.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::rules::{Move, Role, Square};

use super::MATE_BOUND;

/// What a stored score says about the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    /// The score itself.
    Exact,
    /// At least the score (the search failed high).
    Lower,
    /// At most the score (no move reached alpha).
    Upper,
}

/// One position's entry.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    pub(super) key: u64,
    pub(super) mv: Option<Move>,
    /// Mate scores counted from this position (see [`score_to_tt`]).
    pub(super) score: i32,
    pub(super) depth: i8,
    pub(super) bound: Bound,
}

impl Entry {
    /// The score of a node at `ply` with the window `alpha`..`beta`, when this entry's
    /// bound settles it (an exact score, a lower bound at or above beta, an upper bound
    /// at or below alpha). The depth is the caller's to judge.
    #[inline]
    pub(super) fn settles(&self, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
        let s = score_from_tt(self.score, ply);
        match self.bound {
            Bound::Exact => Some(s),
            Bound::Lower if s >= beta => Some(s),
            Bound::Upper if s <= alpha => Some(s),
            _ => None,
        }
    }
}

/// A table of entries indexed by the key modulo its size, shared by the search threads
/// without locks: a slot is two atomic words, the packed entry and the key xor the packed
/// entry, so a slot torn by two threads writing at once reads as another key and is
/// ignored. An entry is replaced by a different position, a deeper search or an exact
/// score.
pub(super) struct TranspositionTable {
    slots: Vec<Slot>,
    /// `slots.len() - 1` when that is a power of two (as every size in whole megabytes
    /// is): the slot of a key is then its low bits, found without a division.
    mask: Option<u64>,
}

/// One slot: `data` the packed entry (0: empty), `check` the key xor `data`.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// Bits of a packed entry: the entry is there (bit 0), the bound (1-2), the move (3-22:
/// from square 3-10, to square 11-18, promotion role plus one 19-21 (0: none), whether
/// there is a move 22), the depth (23-30, as `u8`), the score (31-46, as `u16`).
const PRESENT: u64 = 1;

impl Entry {
    fn pack(&self) -> u64 {
        let bound = match self.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let mv = self.mv.map_or(0u64, |m| {
            let promo = m.promotion.map_or(0, |r| r.index() as u64 + 1);
            1 << 19 | promo << 16 | (m.to.index() as u64) << 8 | m.from.index() as u64
        });
        PRESENT
            | bound << 1
            | mv << 3
            | u64::from(self.depth as u8) << 23
            | u64::from(self.score as i16 as u16) << 31
    }

    fn unpack(key: u64, data: u64) -> Entry {
        let bound = match (data >> 1) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        let mv = (data >> 3) & ((1 << 20) - 1);
        let square = |i: u64| Square::from_index((i & 0xff) as usize);
        let mv = if mv & (1 << 19) == 0 {
            None
        } else {
            match (square(mv), square(mv >> 8)) {
                (Some(from), Some(to)) => {
                    let promotion = match (mv >> 16) & 7 {
                        0 => None,
                        r => Role::ALL.get(r as usize - 1).copied(),
                    };
                    Some(Move {
                        from,
                        to,
                        promotion,
                    })
                }
                _ => None,
            }
        };
        Entry {
            key,
            mv,
            score: i32::from(((data >> 31) & 0xffff) as u16 as i16),
            depth: ((data >> 23) & 0xff) as u8 as i8,
            bound,
        }
    }
}

impl TranspositionTable {
    /// A table of `entries` slots (at least 1024).
    #[inline]
    pub(super) fn new(entries: usize) -> TranspositionTable {
        let mut slots = Vec::with_capacity(entries.max(1024));
        slots.resize_with(entries.max(1024), Slot::default);
        let mask = slots
            .len()
            .is_power_of_two()
            .then(|| slots.len() as u64 - 1);
        TranspositionTable { slots, mask }
    }

    /// How many slots of `mb` megabytes make.
    #[inline]
    pub(super) fn entries_in_mb(mb: usize) -> usize {
        mb.max(1) * (1 << 20) / size_of::<Slot>()
    }

    #[inline]
    pub(super) fn len(&self) -> usize {
        self.slots.len()
    }

    /// Empties every slot.
    #[inline]
    pub(super) fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = Slot::default());
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        match self.mask {
            Some(mask) => (key & mask) as usize,
            None => (key % self.slots.len() as u64) as usize,
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> &Slot {
        &self.slots[self.index(key)]
    }

    /// Starts bringing the slot of `key` into the cache, so that a probe a little later
    /// does not wait for memory (a hint to the processor: it changes no result).
    #[inline]
    pub(super) fn prefetch(&self, key: u64) {
        prefetch_index::prefetch_index(&self.slots, self.index(key));
    }

    /// The entry of `key`, if the table holds it.
    #[inline]
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let slot = self.slot(key);
        let data = slot.data.load(Ordering::Relaxed);
        let check = slot.check.load(Ordering::Relaxed);
        (data & PRESENT != 0 && check ^ data == key).then(|| Entry::unpack(key, data))
    }

    /// Stores `e` (for `e.key`) unless its slot holds something worth more.
    #[inline]
    pub(super) fn store(&self, e: Entry) {
        let slot = self.slot(e.key);
        let data = slot.data.load(Ordering::Relaxed);
        let replace = if data & PRESENT == 0 {
            true
        } else {
            let key = slot.check.load(Ordering::Relaxed) ^ data;
            let old = Entry::unpack(key, data);
            old.key != e.key || e.depth >= old.depth || e.bound == Bound::Exact
        };
        if replace {
            let data = e.pack();
            slot.data.store(data, Ordering::Relaxed);
            slot.check.store(e.key ^ data, Ordering::Relaxed);
        }
    }
}

/// A score as stored: mates counted from the node at `ply`, not from the root.
#[inline]
pub(super) fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score as seen from the root, for a node at `ply`.
#[inline]
pub(super) fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_come_back_as_stored_and_other_keys_miss() {
        let t = TranspositionTable::new(1024);
        let sq = |i| Square::from_index_unchecked(i);
        let cases = [
            (7u64, None, -29_990, -3, Bound::Upper),
            (
                1031,
                Some(Move::new(sq(143), sq(0))),
                29_999,
                127,
                Bound::Exact,
            ),
            (
                5,
                Some(Move {
                    from: sq(130),
                    to: sq(142),
                    promotion: Some(Role::Knight),
                }),
                -1,
                0,
                Bound::Lower,
            ),
        ];
        for (key, mv, score, depth, bound) in cases {
            t.store(Entry {
                key,
                mv,
                score,
                depth,
                bound,
            });
            let e = t.probe(key).expect("stored");
            assert_eq!(
                (e.key, e.mv, e.score, e.depth, e.bound),
                (key, mv, score, depth, bound)
            );
            assert!(t.probe(key + 1024).is_none());
        }
        // 1031 shares a slot with 7: another position's entry replaced it.
        assert!(t.probe(7).is_none());
        assert!(TranspositionTable::new(1024).probe(0).is_none());
    }

    /// A shallower bound (a quiescence result at depth 0) keeps the deeper entry of its
    /// position; a deeper or exact result replaces it, and so does another position.
    #[test]
    fn a_shallower_bound_keeps_the_deeper_entry_of_its_position() {
        let t = TranspositionTable::new(1024);
        let entry = |key, depth, bound| Entry {
            key,
            mv: None,
            score: 40,
            depth,
            bound,
        };
        t.store(entry(9, 6, Bound::Lower));
        t.store(entry(9, 0, Bound::Upper));
        t.store(entry(9, 0, Bound::Lower));
        assert_eq!(t.probe(9).map(|e| e.depth), Some(6));
        t.store(entry(9, 7, Bound::Upper));
        assert_eq!(
            t.probe(9).map(|e| (e.depth, e.bound)),
            Some((7, Bound::Upper))
        );
        t.store(entry(9, 0, Bound::Exact));
        assert_eq!(
            t.probe(9).map(|e| (e.depth, e.bound)),
            Some((0, Bound::Exact))
        );
        t.store(entry(9 + 1024, 0, Bound::Upper));
        assert!(t.probe(9).is_none());
    }

    /// A key's slot is the key modulo the table's size, whether the size is a power of
    /// two (the slot is then the key's low bits) or not: keys a size apart share a slot,
    /// keys one apart do not.
    #[test]
    fn keys_a_table_size_apart_share_a_slot_whatever_the_size() {
        for size in [1024usize, 1536, 4096, 5000] {
            let t = TranspositionTable::new(size);
            assert_eq!(t.mask.is_some(), size.is_power_of_two(), "{size}");
            for key in [5000u64, 1_000_003, u64::MAX - 7] {
                assert_eq!(t.index(key), (key % size as u64) as usize, "{size} {key}");
                let entry = |key| Entry {
                    key,
                    mv: None,
                    score: 1,
                    depth: 1,
                    bound: Bound::Exact,
                };
                t.store(entry(key));
                t.store(entry(key.wrapping_add(1)));
                assert!(t.probe(key).is_some(), "{size} {key}");
                t.store(entry(key - size as u64));
                assert!(t.probe(key).is_none(), "{size} {key}");
            }
        }
    }
}
