//! The transposition table: what earlier searches found about a position, by its zobrist
//! key (the best move, a score and whether it is exact or a bound, the depth it holds for).

use crate::rules::Move;

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

/// A table of entries indexed by the key modulo its size; an entry is replaced by a
/// different position, a deeper search or an exact score.
pub(super) struct TranspositionTable {
    slots: Vec<Option<Entry>>,
}

impl TranspositionTable {
    /// A table of `entries` slots (at least 1024).
    #[inline]
    pub(super) fn new(entries: usize) -> TranspositionTable {
        TranspositionTable {
            slots: vec![None; entries.max(1024)],
        }
    }

    /// How many slots of `mb` megabytes make.
    #[inline]
    pub(super) fn entries_in_mb(mb: usize) -> usize {
        mb.max(1) * (1 << 20) / size_of::<Option<Entry>>()
    }

    #[inline]
    pub(super) fn len(&self) -> usize {
        self.slots.len()
    }

    /// Empties every slot.
    #[inline]
    pub(super) fn clear(&mut self) {
        self.slots.iter_mut().for_each(|e| *e = None);
    }

    /// The entry of `key`, if the table holds it.
    #[inline]
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.slots[(key % self.slots.len() as u64) as usize]?;
        (e.key == key).then_some(e)
    }

    /// Stores `e` (for `e.key`) unless its slot holds something worth more.
    #[inline]
    pub(super) fn store(&mut self, e: Entry) {
        let i = (e.key % self.slots.len() as u64) as usize;
        let slot = &mut self.slots[i];
        let replace = match slot {
            None => true,
            Some(old) => old.key != e.key || e.depth >= old.depth || e.bound == Bound::Exact,
        };
        if replace {
            *slot = Some(e);
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
