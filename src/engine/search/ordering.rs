//! Move ordering: the order keys of a node's moves (the table's move, captures that do not
//! lose material by victim and attacker, promotions, killers, the countermove, the history
//! and continuation history of quiet moves, then the captures that lose material by the
//! static exchange), the tables of quiet moves they read ([`QuietTables`]: killers,
//! history, countermoves, continuation history), and [`pick`], which hands the moves out
//! best first.

use crate::rules::{Move, Position, Role, Square};

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
/// The quiet move that last cut off right after the opponent's last move.
pub(super) const COUNTER_MOVE: i32 = 780_000;
/// The most (and, negated, the least) a quiet move's history and continuation history
/// can count together: always below the countermove.
pub(super) const HISTORY_MAX: i32 = 700_000;
/// Captures that lose material in the static exchange, by victim and attacker like the
/// others: after every quiet move (see [`is_bad_capture`]).
pub(super) const BAD_CAPTURE: i32 = -2_000_000;
/// The bound of a continuation history entry (the gravity formula keeps it within).
const CONTINUATION_MAX: i32 = 16_384;

/// Whether an ordering key is a capture that loses material in the static exchange.
#[inline]
pub(super) fn is_bad_capture(key: i32) -> bool {
    key < -HISTORY_MAX
}

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

/// A move as the tables that look one move back know it: the role that moved (before
/// promoting) and the square it went to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Played {
    role: Role,
    to: Square,
}

impl Played {
    /// `m` (legal in `pos`) as played.
    #[inline]
    pub(super) fn of(pos: &Position, m: Move) -> Played {
        let role = pos.board().piece_at(m.from).map_or(Role::Pawn, |p| p.role);
        Played { role, to: m.to }
    }

    #[inline]
    fn index(self) -> usize {
        self.role.index() * 144 + self.to.index()
    }
}

/// Of every role and square size: the number of [`Played`] indices.
const PLAYED: usize = 6 * 144;

/// The quiet move that last cut off right after the opponent played each role to each
/// square.
pub(super) struct CounterMoves {
    table: Vec<Option<Move>>,
}

impl CounterMoves {
    #[inline]
    pub(super) fn new() -> CounterMoves {
        CounterMoves {
            table: vec![None; PLAYED],
        }
    }

    #[inline]
    pub(super) fn get(&self, prev: Played) -> Option<Move> {
        self.table[prev.index()]
    }

    #[inline]
    pub(super) fn set(&mut self, prev: Played, m: Move) {
        self.table[prev.index()] = Some(m);
    }

    #[inline]
    pub(super) fn clear(&mut self) {
        self.table.iter_mut().for_each(|m| *m = None);
    }
}

/// Continuation history: how a quiet move (its role and square) fared right after the
/// opponent's move (its role and square), raised on a cutoff and lowered for the quiet
/// moves searched before it, within ±[`CONTINUATION_MAX`] by gravity (a bonus counts the
/// less the nearer the entry already is to the bound).
pub(super) struct ContinuationHistory {
    table: Vec<i16>,
}

impl ContinuationHistory {
    #[inline]
    pub(super) fn new() -> ContinuationHistory {
        ContinuationHistory {
            table: vec![0; PLAYED * PLAYED],
        }
    }

    #[inline]
    pub(super) fn get(&self, prev: Played, now: Played) -> i32 {
        i32::from(self.table[prev.index() * PLAYED + now.index()])
    }

    /// `bonus` (negative: a malus) for `now` after `prev`.
    #[inline]
    pub(super) fn update(&mut self, prev: Played, now: Played, bonus: i32) {
        let e = &mut self.table[prev.index() * PLAYED + now.index()];
        let v = i32::from(*e);
        let bonus = bonus.clamp(-CONTINUATION_MAX, CONTINUATION_MAX);
        let v = v + bonus - v * bonus.abs() / CONTINUATION_MAX;
        *e = v.clamp(-CONTINUATION_MAX, CONTINUATION_MAX) as i16;
    }

    /// A new search: what was learnt counts half.
    #[inline]
    pub(super) fn age(&mut self) {
        self.table.iter_mut().for_each(|h| *h /= 2);
    }

    #[inline]
    pub(super) fn clear(&mut self) {
        self.table.iter_mut().for_each(|h| *h = 0);
    }
}

/// The bonus of a quiet move that cut off at `depth` (and the malus of those before it).
#[inline]
fn continuation_bonus(depth: i32) -> i32 {
    (120 * depth - 100).clamp(0, 1600)
}

/// The tables one search thread learns about quiet moves.
pub(super) struct QuietTables {
    killers: Killers,
    history: History,
    counters: CounterMoves,
    continuation: ContinuationHistory,
}

impl QuietTables {
    pub(super) fn new() -> QuietTables {
        QuietTables {
            killers: Killers::new(),
            history: History::new(),
            counters: CounterMoves::new(),
            continuation: ContinuationHistory::new(),
        }
    }

    /// A new search from a new root: no killers (their plies mean other positions now),
    /// the histories aged.
    pub(super) fn new_search(&mut self) {
        self.killers.clear();
        self.history.age();
        self.continuation.age();
    }

    /// A new game: everything forgotten.
    pub(super) fn clear(&mut self) {
        self.killers.clear();
        self.history.clear();
        self.counters.clear();
        self.continuation.clear();
    }

    #[inline]
    pub(super) fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers.at(ply)
    }

    /// The quiet move `m` cut off at `ply` and `depth`, after the opponent's move `prev`
    /// (`None` at the root or after a null move), the quiet moves `tried` searched before
    /// it in vain.
    pub(super) fn cutoff(
        &mut self,
        pos: &Position,
        ply: usize,
        depth: i32,
        prev: Option<Played>,
        m: Move,
        tried: impl Iterator<Item = Move>,
    ) {
        self.killers.add(ply, m);
        self.history.reward(m, depth);
        if let Some(prev) = prev {
            self.counters.set(prev, m);
            let bonus = continuation_bonus(depth);
            self.continuation.update(prev, Played::of(pos, m), bonus);
            for q in tried {
                self.continuation.update(prev, Played::of(pos, q), -bonus);
            }
        }
    }

    /// `moves` with their ordering keys in `out`, for [`pick`] to hand out best first:
    /// `prev` is the opponent's last move (`None` at the root or after a null move).
    #[inline]
    pub(super) fn key_moves(
        &self,
        pos: &Position,
        moves: &[Move],
        tt_move: Option<Move>,
        ply: usize,
        prev: Option<Played>,
        out: &mut Vec<(i32, Move)>,
    ) {
        let killers = self.killers.at(ply);
        let counter = prev.and_then(|p| self.counters.get(p));
        keyed_moves(pos, moves, tt_move, out, |m| {
            if Some(m) == killers[0] {
                KILLER_1
            } else if Some(m) == killers[1] {
                KILLER_2
            } else if Some(m) == counter {
                COUNTER_MOVE
            } else {
                let cont = prev.map_or(0, |p| self.continuation.get(p, Played::of(pos, m)));
                (self.history.get(m) + cont).clamp(-HISTORY_MAX, HISTORY_MAX)
            }
        });
    }
}

/// The role a legal move captures, if any (`None` for quiet moves; en passant takes a
/// pawn).
#[inline]
pub(super) fn victim(pos: &Position, m: Move) -> Option<Role> {
    let board = pos.board();
    match board.piece_at(m.to) {
        Some(p) if p.side != pos.turn() => Some(p.role),
        Some(_) => None,
        // En passant: a pawn moving sideways onto the empty en-passant square (the square
        // test first: most positions have none, and it is cheaper than the pawn's).
        None if pos.ep_square() == Some(m.to)
            && board.by_role(Role::Pawn).contains(m.from)
            && m.from.file() != m.to.file() =>
        {
            Some(Role::Pawn)
        }
        None => None,
    }
}

/// `moves` with their ordering keys in `out`: the table's move, captures and promotions
/// here, the quiet moves by `quiet`.
#[inline]
fn keyed_moves(
    pos: &Position,
    moves: &[Move],
    tt_move: Option<Move>,
    out: &mut Vec<(i32, Move)>,
    quiet: impl Fn(Move) -> i32,
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
        } else {
            quiet(m)
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

    #[test]
    fn continuation_history_stays_within_its_bound() {
        let sq = |i| Square::from_index_unchecked(i);
        let prev = Played {
            role: Role::Knight,
            to: sq(40),
        };
        let now = Played {
            role: Role::Rook,
            to: sq(3),
        };
        let mut c = ContinuationHistory::new();
        let mut last = 0;
        for _ in 0..200 {
            c.update(prev, now, continuation_bonus(20));
            let v = c.get(prev, now);
            assert!(v >= last && v <= CONTINUATION_MAX, "{v}");
            last = v;
        }
        assert!(last > CONTINUATION_MAX * 9 / 10);
        for _ in 0..400 {
            c.update(prev, now, -continuation_bonus(20));
        }
        assert!((-CONTINUATION_MAX..-CONTINUATION_MAX * 9 / 10).contains(&c.get(prev, now)));
        c.age();
        assert!(c.get(prev, now) > -CONTINUATION_MAX / 2 - 1);
        assert_eq!(c.get(now, prev), 0);
    }

    /// After a cutoff following the opponent's move, the move that cut off answers that
    /// move again as its countermove (after the killers, before any history), and the
    /// quiet moves tried before it in vain order below the untried ones.
    #[test]
    fn the_countermove_and_the_continuation_history_order_quiet_moves() {
        let pos = Position::from_sfen("3k2/6/6/6/6/1R2K1 w - 20").unwrap();
        let moves = pos.legal_moves();
        let quiet: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| !pos.is_capture(m))
            .collect();
        let (cut, tried, other) = (quiet[0], quiet[1], quiet[2]);
        let prev = Played {
            role: Role::Queen,
            to: Square::from_index_unchecked(50),
        };
        let mut t = QuietTables::new();
        // At another ply, so the cutoff's killer is no killer here.
        t.cutoff(&pos, 5, 6, Some(prev), cut, [tried].into_iter());
        let mut out = Vec::new();
        t.key_moves(&pos, &moves, None, 2, Some(prev), &mut out);
        let key = |m: Move| out.iter().find(|k| k.1 == m).unwrap().0;
        assert_eq!(key(cut), COUNTER_MOVE);
        assert!(key(tried) < key(other), "{} {}", key(tried), key(other));
        // After another move of the opponent, no countermove and no continuation.
        let elsewhere = Played {
            role: Role::Pawn,
            to: Square::from_index_unchecked(51),
        };
        t.key_moves(&pos, &moves, None, 2, Some(elsewhere), &mut out);
        let key = |m: Move| out.iter().find(|k| k.1 == m).unwrap().0;
        assert!(key(cut) < KILLER_2 && key(cut) > 0);
        assert_eq!(key(tried), key(other));
    }
}
