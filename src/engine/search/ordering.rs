//! Move ordering: the order keys of a node's moves (the table's move, captures that do not
//! lose material by victim and attacker, promotions, killers, the history of quiet moves,
//! then the captures that lose material by the static exchange), the killer and history
//! tables they read, and [`pick`], which hands the moves out best first.

use crate::rules::{Move, Position, Role};

use super::super::eval::value;
use super::MAX_PLY;
use super::see::see;

/// The move the transposition table remembers: first.
pub(super) const TT_MOVE: i32 = 10_000_000;
/// Captures (and capturing promotions), by most valuable victim then least valuable attacker.
pub(super) const CAPTURE: i32 = 1_000_000;
/// Quiet promotions, by the piece promoted to.
pub(super) const PROMOTION: i32 = 900_000;
/// The newer killer of the ply.
pub(super) const KILLER_1: i32 = 800_000;
/// The older killer of the ply.
pub(super) const KILLER_2: i32 = 790_000;
/// The most a quiet move's history can count: always below the killers.
pub(super) const HISTORY_MAX: i32 = 700_000;
/// Captures that lose material in the static exchange, by victim and attacker like the
/// others: after every quiet move. (Every key below 0 is such a capture.)
pub(super) const BAD_CAPTURE: i32 = -2_000_000;

/// Two quiet moves per ply that caused a cutoff there lately, newest first.
pub(super) struct Killers {
    table: Vec<[Option<Move>; 2]>,
}

impl Killers {
    #[inline]
    pub(super) fn new() -> Killers {
        Killers {
            table: vec![[None; 2]; MAX_PLY + 2],
        }
    }

    #[inline]
    pub(super) fn clear(&mut self) {
        self.table.iter_mut().for_each(|k| *k = [None; 2]);
    }

    #[inline]
    pub(super) fn at(&self, ply: usize) -> [Option<Move>; 2] {
        self.table[ply.min(MAX_PLY)]
    }

    /// `m` cut off at `ply`: it becomes the newer killer.
    #[inline]
    pub(super) fn add(&mut self, ply: usize, m: Move) {
        let k = &mut self.table[ply.min(MAX_PLY)];
        if k[0] != Some(m) {
            k[1] = k[0];
            k[0] = Some(m);
        }
    }
}

/// How often a quiet move (by its from and to squares) cut off, weighted by depth squared.
pub(super) struct History {
    table: Vec<i32>,
}

impl History {
    #[inline]
    pub(super) fn new() -> History {
        History {
            table: vec![0; 144 * 144],
        }
    }

    #[inline]
    fn index(m: Move) -> usize {
        m.from.index() * 144 + m.to.index()
    }

    #[inline]
    pub(super) fn get(&self, m: Move) -> i32 {
        self.table[History::index(m)]
    }

    /// `m` cut off at `depth`.
    #[inline]
    pub(super) fn reward(&mut self, m: Move, depth: i32) {
        self.table[History::index(m)] += depth * depth;
    }

    /// A new search: what was learnt counts an eighth.
    #[inline]
    pub(super) fn age(&mut self) {
        self.table.iter_mut().for_each(|h| *h /= 8);
    }

    #[inline]
    pub(super) fn clear(&mut self) {
        self.table.iter_mut().for_each(|h| *h = 0);
    }
}

/// The role a move captures, if any (`None` for quiet moves; en passant takes a pawn).
#[inline]
pub(super) fn victim(pos: &Position, m: Move) -> Option<Role> {
    let board = pos.board();
    match board.piece_at(m.to) {
        Some(p) if p.side != pos.turn() => Some(p.role),
        Some(_) => None,
        // En passant: a pawn moving sideways onto an empty square (the pawn test first:
        // it is cheaper than the files).
        None if board.by_role(Role::Pawn).contains(m.from) && m.from.file() != m.to.file() => {
            Some(Role::Pawn)
        }
        None => None,
    }
}

/// `moves` with their ordering keys in `out`, for [`pick`] to hand out best first.
#[inline]
pub(super) fn keyed_moves(
    pos: &Position,
    moves: &[Move],
    tt_move: Option<Move>,
    killers: [Option<Move>; 2],
    history: &History,
    out: &mut Vec<(i32, Move)>,
) {
    let board = pos.board();
    out.clear();
    out.extend(moves.iter().map(|&m| {
        let s = if Some(m) == tt_move {
            TT_MOVE
        } else if let Some(v) = victim(pos, m) {
            let attacker = board.piece_at(m.from).map_or(Role::Pawn, |p| p.role);
            let promo = m.promotion.map_or(0, value);
            let order = value(v) * 16 - value(attacker) / 16 + promo;
            // Taking something worth at least the taker cannot lose material, nor can
            // a (legal) King capture: only the others need the exchange.
            if value(v) >= value(attacker) || attacker == Role::King || see(pos, m) >= 0 {
                CAPTURE + order
            } else {
                BAD_CAPTURE + order
            }
        } else if let Some(r) = m.promotion {
            PROMOTION + value(r)
        } else if Some(m) == killers[0] {
            KILLER_1
        } else if Some(m) == killers[1] {
            KILLER_2
        } else {
            history.get(m).min(HISTORY_MAX)
        };
        (s, m)
    }));
}

/// How many moves of a list [`pick`] selects one by one before sorting the rest: most
/// nodes end after the first move or two, so sorting whole lists wastes time.
const LAZY_PICKS: usize = 3;

/// The move to search `i`-th (all before it handed out already): the best key among the
/// rest, ties in generation order, exactly the order a stable sort by key would give.
#[inline]
pub(super) fn pick(list: &mut [(i32, Move)], i: usize) -> Move {
    if i < LAZY_PICKS {
        let mut best = i;
        for j in i + 1..list.len() {
            if list[j].0 > list[best].0 {
                best = j;
            }
        }
        // Rotating (not swapping) keeps the others in their order.
        list[i..=best].rotate_right(1);
    } else if i == LAZY_PICKS {
        list[i..].sort_by_key(|k| std::cmp::Reverse(k.0));
    }
    list[i].1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;

    /// Picking move after move gives exactly the order of a stable sort by key, best
    /// first (ties in generation order), whether the node stops early or goes through
    /// the whole list: the lazy pick changes the speed of the search, never its moves.
    #[test]
    fn pick_hands_out_the_stable_sort_order() {
        let mut seed = 7u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as i32
        };
        for len in [0usize, 1, 2, 3, 4, 5, 9, 40, 130] {
            for _ in 0..20 {
                // Few distinct keys, so ties are common.
                let list: Vec<(i32, Move)> = (0..len)
                    .map(|i| {
                        let m = Move::new(
                            Square::from_index_unchecked(i % 144),
                            Square::from_index_unchecked((i * 7 + 1) % 144),
                        );
                        (next() % 5, m)
                    })
                    .collect();
                let mut expected = list.clone();
                expected.sort_by_key(|k| std::cmp::Reverse(k.0));
                let mut picked = list.clone();
                let order: Vec<Move> = (0..len).map(|i| pick(&mut picked, i)).collect();
                let want: Vec<Move> = expected.iter().map(|k| k.1).collect();
                assert_eq!(order, want, "list of {len}");
            }
        }
    }

    #[test]
    fn killers_keep_the_two_newest_and_history_ages() {
        let m = |a, b| {
            Move::new(
                Square::from_index_unchecked(a),
                Square::from_index_unchecked(b),
            )
        };
        let mut k = Killers::new();
        k.add(3, m(1, 2));
        k.add(3, m(1, 2));
        assert_eq!(k.at(3), [Some(m(1, 2)), None]);
        k.add(3, m(4, 5));
        assert_eq!(k.at(3), [Some(m(4, 5)), Some(m(1, 2))]);
        assert_eq!(k.at(4), [None, None]);
        let mut h = History::new();
        h.reward(m(1, 2), 4);
        h.reward(m(1, 2), 4);
        assert_eq!((h.get(m(1, 2)), h.get(m(2, 1))), (32, 0));
        h.age();
        assert_eq!(h.get(m(1, 2)), 4);
    }
}
