//! Move ordering: the order keys of a node's moves (captures that do not lose material by
//! victim and attacker, promotions, killers, the countermove, the history and continuation
//! history of quiet moves, then the captures that lose material by the static exchange),
//! the tables of quiet moves they read ([`QuietTables`]: killers, history, countermoves,
//! continuation history), [`pick`], which hands the moves out best first, and the
//! [`MovePicker`] of a full-width node, which hands out the table's move before the
//! others are generated.
//!
//! Keys are finished lazily: most nodes end after their first move or two, so the static
//! exchange of a capture and the histories of a quiet move are looked at only when the
//! move could be the next one handed out ([`Pending`]). A key waiting for them is never
//! below its final value, so the order is exactly that of keys computed in advance. The
//! histories must be read as they were when the moves were generated: the search finishes
//! every key of a node ([`MovePicker::finish_histories`]) before it searches a move whose
//! subtree may change them (any full-width child; quiescence leaves them alone).

use crate::rules::{Move, Position, Role, Side, Square};

use super::super::eval::value;
use super::MAX_PLY;
use super::see::see;

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

/// The key of a quiet move whose histories are not read yet: above every history key,
/// below the countermove and the killers (see [`Pending::History`]).
const UNSCORED_QUIET: i32 = HISTORY_MAX + 1;

/// A move of a node's list with its ordering key, as [`pick`] hands them out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Keyed {
    /// The ordering key (higher first); not final while `pending` says so.
    pub(super) key: i32,
    pub(super) mv: Move,
    /// What the key still waits for.
    pending: Pending,
}

/// What a move's key still waits for. A pending key is never below the final one, so
/// [`pick`] finishes a key only when it is the best of those left, and the moves come out
/// in the order of their final keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    /// The key is final.
    Nothing,
    /// A capture of a piece worth less than the taker: keyed as a capture that does not
    /// lose material until its static exchange says otherwise ([`BAD_CAPTURE`] then).
    Exchange,
    /// A quiet move other than the killers and the countermove: keyed
    /// [`UNSCORED_QUIET`] until its history and continuation history are read.
    History,
}

impl Keyed {
    /// `mv` with its final key.
    #[inline]
    fn done(key: i32, mv: Move) -> Keyed {
        Keyed {
            key,
            mv,
            pending: Pending::Nothing,
        }
    }
}

/// What finishes the pending keys of one node: its position, the thread's tables of quiet
/// moves and the opponent's last move.
pub(super) struct Scorer<'a> {
    tables: &'a QuietTables,
    pos: &'a Position,
    prev: Option<Played>,
}

impl Scorer<'_> {
    /// Finishes the key of `k` (nothing to do when it is final).
    #[inline]
    fn finish(&self, k: &mut Keyed) {
        match k.pending {
            Pending::Nothing => {}
            Pending::Exchange => {
                if see(self.pos, k.mv) < 0 {
                    k.key += BAD_CAPTURE - CAPTURE;
                }
            }
            Pending::History => k.key = self.tables.history_key(self.pos, self.prev, k.mv),
        }
        k.pending = Pending::Nothing;
    }
}

/// Finishes the quiet moves' keys of `list` (those still pending): before the search of a
/// subtree that may change the histories they read.
#[inline]
fn finish_histories(list: &mut [Keyed], scorer: &Scorer) {
    list.iter_mut()
        .filter(|k| k.pending == Pending::History)
        .for_each(|k| scorer.finish(k));
}

/// Whether an ordering key is a capture that loses material in the static exchange.
#[inline]
pub(super) fn is_bad_capture(key: i32) -> bool {
    key < -HISTORY_MAX
}

/// Whether an ordering key (final or pending) is a quiet move's: a killer, the
/// countermove or a history key; not a capture nor a promotion.
#[inline]
fn is_quiet_key(key: i32) -> bool {
    (-HISTORY_MAX..=KILLER_1).contains(&key)
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

/// How a quiet move of each side (by its from and to squares) fared: raised when it cut
/// off, lowered when it was searched in vain before another quiet move cut off, within
/// ±[`HISTORY_BOUND`] by gravity (as [`ContinuationHistory`]).
pub(super) struct History {
    table: Vec<i16>,
}

/// The bound of a history entry.
const HISTORY_BOUND: i32 = 16_384;

impl History {
    #[inline]
    pub(super) fn new() -> History {
        History {
            table: vec![0; 2 * 144 * 144],
        }
    }

    #[inline]
    fn index(side: Side, m: Move) -> usize {
        (side.index() * 144 + m.from.index()) * 144 + m.to.index()
    }

    #[inline]
    pub(super) fn get(&self, side: Side, m: Move) -> i32 {
        i32::from(self.table[History::index(side, m)])
    }

    /// `bonus` (negative: a malus) for `side`'s move `m`.
    #[inline]
    pub(super) fn update(&mut self, side: Side, m: Move, bonus: i32) {
        gravity(
            &mut self.table[History::index(side, m)],
            bonus,
            HISTORY_BOUND,
        );
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

/// Adds `bonus` to the entry `e`, the less the nearer `e` already is to `±bound`, so it
/// stays within.
#[inline]
fn gravity(e: &mut i16, bonus: i32, bound: i32) {
    let v = i32::from(*e);
    let bonus = bonus.clamp(-bound, bound);
    let v = v + bonus - v * bonus.abs() / bound;
    *e = v.clamp(-bound, bound) as i16;
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
const PLAYED: usize = Role::ALL.len() * 144;

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
        gravity(
            &mut self.table[prev.index() * PLAYED + now.index()],
            bonus,
            CONTINUATION_MAX,
        );
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
        let side = pos.turn();
        let bonus = continuation_bonus(depth);
        self.history.update(side, m, bonus);
        if let Some(prev) = prev {
            self.counters.set(prev, m);
            self.continuation.update(prev, Played::of(pos, m), bonus);
        }
        for q in tried {
            self.history.update(side, q, -bonus);
            if let Some(prev) = prev {
                self.continuation.update(prev, Played::of(pos, q), -bonus);
            }
        }
    }

    /// `moves` with their ordering keys, added to `out`, for [`pick`] to hand out best
    /// first: `prev` is the opponent's last move (`None` at the root or after a null
    /// move). (The table's move is searched before the others are generated, so it is
    /// never among them.) Some keys are left pending ([`Pending`]): [`pick`] finishes them
    /// with the [`QuietTables::scorer`] of the same node.
    #[inline]
    pub(super) fn key_moves(
        &self,
        pos: &Position,
        moves: &[Move],
        ply: usize,
        prev: Option<Played>,
        out: &mut Vec<Keyed>,
    ) {
        let killers = self.killers.at(ply);
        let counter = prev.and_then(|p| self.counters.get(p));
        let board = pos.board();
        out.extend(moves.iter().map(|&m| {
            if let Some(v) = victim(pos, m) {
                let attacker = board.piece_at(m.from).map_or(Role::Pawn, |p| p.role);
                let promo = m.promotion.map_or(0, value);
                let order = value(v) * 16 - value(attacker) / 16 + promo;
                // Taking something worth at least the taker cannot lose material, nor can
                // a (legal) King capture: only the others need the exchange.
                let pending = if value(v) >= value(attacker) || attacker == Role::King {
                    Pending::Nothing
                } else {
                    Pending::Exchange
                };
                Keyed {
                    key: CAPTURE + order,
                    mv: m,
                    pending,
                }
            } else if let Some(r) = m.promotion {
                Keyed::done(PROMOTION + value(r), m)
            } else if Some(m) == killers[0] {
                Keyed::done(KILLER_1, m)
            } else if Some(m) == killers[1] {
                Keyed::done(KILLER_2, m)
            } else if Some(m) == counter {
                Keyed::done(COUNTER_MOVE, m)
            } else {
                Keyed {
                    key: UNSCORED_QUIET,
                    mv: m,
                    pending: Pending::History,
                }
            }
        }));
    }

    /// What finishes the pending keys of the node of `pos`, after the opponent's `prev`.
    #[inline]
    pub(super) fn scorer<'a>(&'a self, pos: &'a Position, prev: Option<Played>) -> Scorer<'a> {
        Scorer {
            tables: self,
            pos,
            prev,
        }
    }

    /// The key of a quiet move that is neither killer nor countermove: its history and
    /// continuation history after `prev`, within ±[`HISTORY_MAX`].
    #[inline]
    fn history_key(&self, pos: &Position, prev: Option<Played>, m: Move) -> i32 {
        let cont = prev.map_or(0, |p| self.continuation.get(p, Played::of(pos, m)));
        (self.history.get(pos.turn(), m) + cont).clamp(-HISTORY_MAX, HISTORY_MAX)
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

/// How many moves of a list [`pick`] selects one by one before sorting the rest: most
/// nodes end after the first move or two, so sorting whole lists wastes time.
const LAZY_PICKS: usize = 3;

/// The move to search `i`-th (all before it handed out already): the best key among the
/// rest, ties in generation order, exactly the order a stable sort by final key would
/// give. Pending keys are finished by `scorer` when they could come out next: a capture's
/// exchange when it is the best left, every quiet move's histories when one of them is,
/// and all of them before the rest of the list is sorted.
#[inline]
pub(super) fn pick(list: &mut [Keyed], i: usize, scorer: &Scorer) -> Move {
    if i < LAZY_PICKS {
        loop {
            // The first of the highest keys (the best key so far kept at hand).
            let mut best = i;
            let mut best_key = list[i].key;
            for (j, k) in list.iter().enumerate().skip(i + 1) {
                if k.key > best_key {
                    best = j;
                    best_key = k.key;
                }
            }
            match list[best].pending {
                Pending::Nothing => {}
                Pending::Exchange => {
                    let key = list[best].key;
                    scorer.finish(&mut list[best]);
                    if list[best].key != key {
                        // It loses material: look again.
                        continue;
                    }
                }
                Pending::History => {
                    // The quiet moves are next: all their keys are needed now.
                    finish_histories(&mut list[i..], scorer);
                    continue;
                }
            }
            // Rotating (not swapping) keeps the others in their order.
            list[i..=best].rotate_right(1);
            break;
        }
    } else if i == LAZY_PICKS {
        list[i..].iter_mut().for_each(|k| scorer.finish(k));
        list[i..].sort_by_key(|k| std::cmp::Reverse(k.key));
    }
    list[i].mv
}

/// How far a [`MovePicker`] got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Nothing handed out yet: the table's move is next, if there is one.
    TableMove,
    /// The table's move is handed out (or there is none): the others are generated next.
    Generate,
    /// The other moves are in the list: they go by their keys.
    Rest,
}

/// Hands out the moves of a full-width node best first: the table's move (known legal)
/// before anything is generated, then the others by [`pick`]. A node whose table move
/// cuts off never generates its moves.
///
/// The order is that of [`pick`] over all the moves keyed at once, the table's move
/// first; only the histories are read later: the quiet moves' keys read them as they are
/// when the moves are generated, after the table's move is searched.
#[derive(Clone, Copy, Debug)]
pub(super) struct MovePicker {
    tt_move: Option<Move>,
    stage: Stage,
    /// How many moves of the list are handed out.
    picked: usize,
}

impl MovePicker {
    /// The picker of a node whose table move, legal there, is `tt_move`.
    #[inline]
    pub(super) fn new(tt_move: Option<Move>) -> MovePicker {
        MovePicker {
            tt_move,
            stage: Stage::TableMove,
            picked: 0,
        }
    }

    /// The next move of the node of `pos` at `ply` (after the opponent's `prev`), `None`
    /// when all are handed out. The node's `list` holds the generated moves with their
    /// keys (what it held before is dropped); `generated` is where the generator writes.
    #[inline]
    pub(super) fn next(
        &mut self,
        pos: &Position,
        tables: &QuietTables,
        ply: usize,
        prev: Option<Played>,
        list: &mut Vec<Keyed>,
        generated: &mut Vec<Move>,
    ) -> Option<Move> {
        if self.stage == Stage::TableMove {
            self.stage = Stage::Generate;
            if self.tt_move.is_some() {
                return self.tt_move;
            }
        }
        if self.stage == Stage::Generate {
            generated.clear();
            pos.legal_moves_into(generated);
            if let Some(tt) = self.tt_move {
                generated.retain(|&m| m != tt);
            }
            list.clear();
            tables.key_moves(pos, generated, ply, prev, list);
            self.stage = Stage::Rest;
        }
        let i = self.picked;
        if i == list.len() {
            return None;
        }
        self.picked += 1;
        Some(pick(list, i, &tables.scorer(pos, prev)))
    }

    /// Finishes the keys of the quiet moves not handed out yet (see [`finish_histories`]),
    /// and whether they are all read now: not before the moves are generated (their keys
    /// will read the histories as they are then).
    #[inline]
    pub(super) fn finish_histories(&self, list: &mut [Keyed], scorer: &Scorer) -> bool {
        if self.stage != Stage::Rest {
            return false;
        }
        finish_histories(&mut list[self.picked..], scorer);
        true
    }

    /// From now on, hands out no quiet move that `keep` refuses (captures and promotions
    /// all stay): for a node that has begun to skip quiet moves and will skip every later
    /// one but those `keep` accepts. The refused moves are dropped unkeyed and unsorted;
    /// the others come out in the order they would have. Only once a generated move is
    /// handed out (a node prunes after it has searched a move).
    #[inline]
    pub(super) fn prune_quiets(&self, list: &mut Vec<Keyed>, mut keep: impl FnMut(Move) -> bool) {
        debug_assert_eq!(
            self.stage,
            Stage::Rest,
            "pruned before the moves are generated"
        );
        let mut kept = self.picked;
        for read in self.picked..list.len() {
            let k = list[read];
            if !is_quiet_key(k.key) || keep(k.mv) {
                list[kept] = k;
                kept += 1;
            }
        }
        list.truncate(kept);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;

    /// A counter move is kept after every role, the fairy pieces included, on every
    /// square (the table once had room for the six chess roles only, and a Giraffe's move
    /// on 8×8 fairy panicked the search).
    #[test]
    fn counter_moves_hold_every_role_on_every_square() {
        let mut table = CounterMoves::new();
        let m = Move::new(
            Square::from_index_unchecked(0),
            Square::from_index_unchecked(1),
        );
        for role in Role::ALL {
            for i in 0..144 {
                let prev = Played {
                    role,
                    to: Square::from_index_unchecked(i),
                };
                table.set(prev, m);
                assert_eq!(table.get(prev), Some(m));
            }
        }
    }

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
        let pos = Position::from_sfen("3k2/6/6/6/6/1R2K1 w - 20").unwrap();
        let tables = QuietTables::new();
        let scorer = tables.scorer(&pos, None);
        for len in [0usize, 1, 2, 3, 4, 5, 9, 40, 130] {
            for _ in 0..20 {
                // Few distinct keys, so ties are common.
                let list: Vec<Keyed> = (0..len)
                    .map(|i| {
                        let m = Move::new(
                            Square::from_index_unchecked(i % 144),
                            Square::from_index_unchecked((i * 7 + 1) % 144),
                        );
                        Keyed::done(next() % 5, m)
                    })
                    .collect();
                let mut expected = list.clone();
                expected.sort_by_key(|k| std::cmp::Reverse(k.key));
                let mut picked = list.clone();
                let order: Vec<Move> = (0..len).map(|i| pick(&mut picked, i, &scorer)).collect();
                let want: Vec<Move> = expected.iter().map(|k| k.mv).collect();
                assert_eq!(order, want, "list of {len}");
            }
        }
    }

    /// Positions of tests/data and one in five of the positions a move from them.
    fn test_positions() -> Vec<Position> {
        let mut positions = Vec::new();
        for text in [
            include_str!("../../../tests/data/12x12.jsonl"),
            include_str!("../../../tests/data/6x6.jsonl"),
        ] {
            for line in text.lines() {
                let v: serde_json::Value = serde_json::from_str(line).expect("JSON line");
                let pos = Position::from_sfen(v["sfen"].as_str().expect("sfen")).expect("SFEN");
                for m in pos.legal_moves().into_iter().step_by(5) {
                    positions.push(pos.play(m).expect("legal"));
                }
                positions.push(pos);
            }
        }
        positions
    }

    /// Tables that learnt of cutoffs by one in three of the quiet moves of `pos` (which
    /// third by `n`), after `prev`.
    fn tables_for(pos: &Position, n: usize, prev: Played) -> QuietTables {
        let quiet: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|&m| !pos.is_capture(m) && m.promotion.is_none())
            .collect();
        let mut t = QuietTables::new();
        for (i, &m) in quiet.iter().enumerate().filter(|(i, _)| i % 3 == n % 3) {
            let tried = quiet[..i].iter().copied().step_by(2);
            t.cutoff(pos, 2 + i % 2, 1 + i as i32 % 7, Some(prev), m, tried);
        }
        t
    }

    /// With keys left pending, [`pick`] still hands the moves out in the stable order of
    /// their final keys: on every test position, with tables that have learnt something
    /// (histories, killers, countermoves), in check or not.
    #[test]
    fn pending_keys_change_nothing_in_the_order() {
        let positions = test_positions();
        let prev = Played {
            role: Role::Knight,
            to: Square::from_index_unchecked(40),
        };
        let mut checked = 0;
        for (n, pos) in positions.iter().enumerate() {
            let moves = pos.legal_moves();
            let t = tables_for(pos, n, prev);
            let mut list = Vec::new();
            t.key_moves(pos, &moves, 2, Some(prev), &mut list);
            let scorer = t.scorer(pos, Some(prev));
            let mut expected = list.clone();
            expected.iter_mut().for_each(|k| scorer.finish(k));
            expected.sort_by_key(|k| std::cmp::Reverse(k.key));
            let want: Vec<Move> = expected.iter().map(|k| k.mv).collect();
            // Every prefix a node may stop after, and the whole list.
            for stop in [1, 2, 3, 4, list.len()] {
                let mut picked = list.clone();
                let order: Vec<Move> = (0..stop.min(list.len()))
                    .map(|i| pick(&mut picked, i, &scorer))
                    .collect();
                assert_eq!(order, want[..order.len()], "position {n}");
            }
            checked += usize::from(list.iter().any(|k| k.pending == Pending::Exchange));
        }
        assert!(
            checked > 10,
            "too few positions with an exchange pending: {checked}"
        );
    }

    /// With the tables left alone, a [`MovePicker`] hands out the table's move, then
    /// exactly the order of all the other moves keyed and sorted; told to prune the quiet
    /// moves after some move, it hands out the same order without the quiet moves refused.
    #[test]
    fn the_move_picker_hands_out_the_order_of_all_moves_keyed_at_once() {
        let prev = Played {
            role: Role::Bishop,
            to: Square::from_index_unchecked(30),
        };
        for (n, pos) in test_positions().iter().enumerate() {
            let moves = pos.legal_moves();
            let t = tables_for(pos, n, prev);
            let tt_move = moves.get(n % 11).copied().filter(|_| n % 3 != 0);
            let rest: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&m| Some(m) != tt_move)
                .collect();
            let mut all = Vec::new();
            t.key_moves(pos, &rest, 2, Some(prev), &mut all);
            let scorer = t.scorer(pos, Some(prev));
            all.iter_mut().for_each(|k| scorer.finish(k));
            all.sort_by_key(|k| std::cmp::Reverse(k.key));
            let want: Vec<Move> = tt_move
                .into_iter()
                .chain(all.iter().map(|k| k.mv))
                .collect();
            let mut picker = MovePicker::new(tt_move);
            // A list and a buffer as a node finds them: left over from another node.
            let mut list = vec![Keyed::done(5, moves[0]); 3];
            let mut generated = vec![moves[0]; 7];
            let mut got = Vec::new();
            while let Some(m) = picker.next(pos, &t, 2, Some(prev), &mut list, &mut generated) {
                got.push(m);
            }
            assert_eq!(got, want, "position {n}");
            // Every key says whether its move is quiet, final or pending.
            let mut keyed = Vec::new();
            t.key_moves(pos, &rest, 2, Some(prev), &mut keyed);
            for k in keyed.iter().chain(&all) {
                let quiet = !pos.is_capture(k.mv) && k.mv.promotion.is_none();
                assert_eq!(is_quiet_key(k.key), quiet, "position {n}, {}", k.mv);
            }
            // Pruned after the `cut`-th move (a different one for each position, after
            // the table's move), keeping the quiet moves that give check.
            let cut = n % 7 + usize::from(tt_move.is_some());
            let keep = |m: Move| {
                let quiet = !pos.is_capture(m) && m.promotion.is_none();
                !quiet || pos.gives_check(m)
            };
            let mut picker = MovePicker::new(tt_move);
            let mut pruned = Vec::new();
            while let Some(m) = picker.next(pos, &t, 2, Some(prev), &mut list, &mut generated) {
                pruned.push(m);
                if pruned.len() == cut + 1 {
                    picker.prune_quiets(&mut list, keep);
                }
            }
            let cut = (cut + 1).min(want.len());
            let want_pruned: Vec<Move> = want[..cut]
                .iter()
                .copied()
                .chain(want[cut..].iter().copied().filter(|&m| keep(m)))
                .collect();
            assert_eq!(pruned, want_pruned, "position {n}, pruned after {cut}");
        }
    }

    #[test]
    fn killers_keep_the_two_newest_and_the_history_has_a_side_and_a_bound() {
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
        // Each side its own history: a bonus, then another nearer the bound counting less;
        // a malus; halved in a new search.
        let mut h = History::new();
        h.update(Side::Blue, m(1, 2), 400);
        h.update(Side::Blue, m(1, 2), 400);
        h.update(Side::Blue, m(4, 5), -400);
        let get = |h: &History| {
            [
                h.get(Side::Blue, m(1, 2)),
                h.get(Side::Blue, m(4, 5)),
                h.get(Side::Red, m(1, 2)),
                h.get(Side::Blue, m(2, 1)),
            ]
        };
        assert_eq!(get(&h), [791, -400, 0, 0]);
        h.age();
        assert_eq!(get(&h), [395, -200, 0, 0]);
        for _ in 0..400 {
            h.update(Side::Red, m(1, 2), continuation_bonus(20));
        }
        assert!((HISTORY_BOUND * 9 / 10..=HISTORY_BOUND).contains(&h.get(Side::Red, m(1, 2))));
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
        t.key_moves(&pos, &moves, 2, Some(prev), &mut out);
        let scorer = t.scorer(&pos, Some(prev));
        out.iter_mut().for_each(|k| scorer.finish(k));
        let key = |m: Move| out.iter().find(|k| k.mv == m).unwrap().key;
        assert_eq!(key(cut), COUNTER_MOVE);
        assert!(key(tried) < key(other), "{} {}", key(tried), key(other));
        // After another move of the opponent, no countermove and no continuation: the
        // history alone, which the cutoff raised and the move tried in vain lowered.
        let elsewhere = Played {
            role: Role::Pawn,
            to: Square::from_index_unchecked(51),
        };
        out.clear();
        t.key_moves(&pos, &moves, 2, Some(elsewhere), &mut out);
        let scorer = t.scorer(&pos, Some(elsewhere));
        out.iter_mut().for_each(|k| scorer.finish(k));
        let key = |m: Move| out.iter().find(|k| k.mv == m).unwrap().key;
        let bonus = continuation_bonus(6);
        assert_eq!([key(cut), key(tried), key(other)], [bonus, -bonus, 0]);
    }
}
