//! Alpha-beta search: iterative deepening, principal-variation search with late-move
//! reductions, a transposition table keyed by [`Position::zobrist`], move ordering (TT move,
//! MVV-LVA captures and promotions, killers, history), check extension, quiescence on
//! captures, repetition and seventy-five-move awareness, and a time / node / depth budget
//! with a stop flag checked every few thousand nodes.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::rules::{Move, Position, Role};

use super::SearchResult;
use super::eval::{Material, balance, evaluate, evaluate_with, has_nobles, materials, value};

/// The score of mate now; mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 30_000;
const INF: i32 = MATE + 1;
/// Scores beyond this are mates.
const MATE_BOUND: i32 = MATE - 1000;
const MAX_PLY: usize = 96;
/// Entries of the evaluation cache (a power of two).
const EVAL_CACHE: usize = 1 << 15;
/// How far positional terms can move the evaluation from the material balance: beyond
/// it, quiescence stands pat (or gives up) on material alone.
const LAZY_MARGIN: i32 = 450;
/// The seventy-five-move rule, in plies.
const AUTO_DRAW_HALFMOVES: u32 = 150;

/// What may stop a search: any of time, depth, nodes (all `None`: until `stop`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchOptions {
    /// Wall-clock budget.
    pub time: Option<Duration>,
    /// Deepest iteration (plies).
    pub depth: Option<u32>,
    /// Most positions to visit.
    pub nodes: Option<u64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    key: u64,
    mv: Option<Move>,
    score: i32,
    depth: i8,
    bound: Bound,
}

/// What one finished iteration of [`Searcher::search_with`] found (for `info` lines).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DepthReport {
    /// The depth just finished (plies).
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// Centipawns from the side to move's view; beyond [`MATE`]` - 1000` a mate (see
    /// [`mate_in_moves`]).
    pub score: i32,
    /// Positions visited so far in this search.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// The principal variation, best move first (legal moves, read from the table).
    pub pv: Vec<Move>,
}

/// A mate score as moves to mate (`Some(3)`: mate in three; `Some(-2)`: mated in two),
/// `None` for an ordinary score.
pub fn mate_in_moves(score: i32) -> Option<i32> {
    if score > MATE_BOUND {
        Some((MATE - score + 1) / 2)
    } else if score < -MATE_BOUND {
        Some(-(MATE + score) / 2)
    } else {
        None
    }
}

/// A search with its tables; keep one between moves of a game to reuse what it learnt.
pub struct Searcher {
    tt: Vec<Option<Entry>>,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    /// Zobrist keys of the positions before the current node (game history, then search path).
    path: Vec<u64>,
    nodes: u64,
    start: Instant,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    aborted: bool,
    seldepth: usize,
    /// Evaluations by zobrist key (quiescence evaluates the same positions again and again).
    eval_cache: Vec<(u64, i32)>,
    /// The best root move of the iteration in progress, among the moves searched fully.
    root_best: Option<(Move, i32)>,
    /// One list of moves with their ordering keys per ply, reused from node to node.
    lists: Vec<Vec<(i32, Move)>>,
    /// Where the move generator writes before the moves get their keys.
    generated: Vec<Move>,
}

impl std::fmt::Debug for Searcher {
    /// The table sizes and the node count, not the tables themselves.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Searcher")
            .field("tt_entries", &self.tt.len())
            .field("nodes", &self.nodes)
            .finish_non_exhaustive()
    }
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(1 << 18)
    }
}

fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// The role a move captures, if any (`None` for quiet moves; en passant takes a pawn).
fn victim(pos: &Position, m: Move) -> Option<Role> {
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

impl Searcher {
    /// A searcher whose transposition table holds `entries` positions.
    pub fn new(entries: usize) -> Searcher {
        Searcher {
            tt: vec![None; entries.max(1024)],
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: vec![0; 144 * 144],
            path: Vec::new(),
            nodes: 0,
            start: Instant::now(),
            deadline: None,
            node_limit: None,
            aborted: false,
            seldepth: 0,
            eval_cache: vec![(0, 0); EVAL_CACHE],
            root_best: None,
            lists: Vec::new(),
            generated: Vec::with_capacity(256),
        }
    }

    /// A searcher whose transposition table takes about `mb` megabytes.
    pub fn with_hash_mb(mb: usize) -> Searcher {
        Searcher::new(mb.max(1) * (1 << 20) / size_of::<Option<Entry>>())
    }

    /// Forgets everything learnt (new game).
    pub fn clear(&mut self) {
        self.tt.iter_mut().for_each(|e| *e = None);
        self.history.iter_mut().for_each(|h| *h = 0);
    }

    /// The best move within `options`, or `None` when there is no legal move. `history`
    /// holds the zobrist keys of the fight positions before `position`, oldest first.
    pub fn search(
        &mut self,
        position: &Position,
        history: &[u64],
        options: &SearchOptions,
        stop: &AtomicBool,
    ) -> Option<SearchResult> {
        self.search_with(position, history, options, stop, &mut |_| {})
    }

    /// As [`Searcher::search`], calling `report` after every finished depth (and once for
    /// a move played without searching: a King capture or the only legal move). A search
    /// stopped inside a depth reports once more: the last finished depth again, with the
    /// nodes and time of the whole search and the line of the move it plays.
    pub fn search_with(
        &mut self,
        position: &Position,
        history: &[u64],
        options: &SearchOptions,
        stop: &AtomicBool,
        report: &mut dyn FnMut(&DepthReport),
    ) -> Option<SearchResult> {
        let root_moves = position.legal_moves();
        let first = *root_moves.first()?;
        self.start = Instant::now();
        self.deadline = options.time.map(|t| self.start + t);
        self.node_limit = options.nodes;
        self.nodes = 0;
        self.aborted = false;
        self.seldepth = 0;
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 8);
        self.path.clear();
        self.path.extend_from_slice(history);

        let mut best = SearchResult {
            best: first,
            score: 0,
            depth: 0,
            nodes: 0,
        };
        // Capturing the enemy King (the ambush) ends the game: no need to search.
        if let Some(&m) = root_moves
            .iter()
            .find(|&&m| victim(position, m) == Some(Role::King))
        {
            best.best = m;
            best.score = MATE - 1;
            best.depth = 1;
            self.report_now(&best, report);
            return Some(best);
        }
        if root_moves.len() == 1 && options.time.is_some() {
            best.depth = 1;
            best.score = evaluate(position);
            self.report_now(&best, report);
            return Some(best);
        }

        let max_depth = options.depth.unwrap_or(64).clamp(1, MAX_PLY as u32 - 4);
        for depth in 1..=max_depth {
            self.root_best = None;
            let score = self.negamax(
                position,
                depth as i32,
                -INF,
                INF,
                0,
                stop,
                position.is_check(),
            );
            if self.aborted {
                // A move that finished searching in an unfinished iteration beat the
                // previous best move (searched first), so it may be trusted.
                if let Some((m, s)) = self.root_best {
                    best.best = m;
                    best.score = s;
                }
                // One more report for the whole search: the nodes and time spent inside
                // the unfinished depth count too (the `nps` of a search stopped at 1 s
                // is then of that second), and the line starts with the move played.
                if best.depth > 0 {
                    report(&DepthReport {
                        depth: best.depth,
                        seldepth: self.seldepth as u32,
                        score: best.score,
                        nodes: self.nodes,
                        elapsed: self.start.elapsed(),
                        pv: self.pv(position, best.best),
                    });
                }
                break;
            }
            if let Some((m, _)) = self.root_best {
                best.best = m;
            }
            best.score = score;
            best.depth = depth;
            report(&DepthReport {
                depth,
                seldepth: self.seldepth as u32,
                score,
                nodes: self.nodes,
                elapsed: self.start.elapsed(),
                pv: self.pv(position, best.best),
            });
            if score.abs() > MATE_BOUND && (MATE - score.abs()) as u32 <= depth {
                break;
            }
            if let (Some(t), Some(d)) = (options.time, self.deadline)
                && self.start.elapsed() > t / 2
                && Instant::now() < d
            {
                break;
            }
        }
        best.nodes = self.nodes;
        Some(best)
    }

    /// [`evaluate`], through the cache. (A key of 0 is never cached: it marks empty slots.)
    fn evaluate(&mut self, pos: &Position) -> i32 {
        self.evaluate_counted(pos, None)
    }

    /// [`Searcher::evaluate`], with both sides' material when already counted.
    fn evaluate_counted(&mut self, pos: &Position, material: Option<&[Material; 2]>) -> i32 {
        let key = pos.zobrist();
        let slot = &mut self.eval_cache[key as usize & (EVAL_CACHE - 1)];
        if slot.0 == key && key != 0 {
            return slot.1;
        }
        let e = match material {
            Some(material) => evaluate_with(pos, material),
            None => evaluate(pos),
        };
        *slot = (key, e);
        e
    }

    fn report_now(&self, best: &SearchResult, report: &mut dyn FnMut(&DepthReport)) {
        report(&DepthReport {
            depth: best.depth,
            seldepth: best.depth,
            score: best.score,
            nodes: self.nodes,
            elapsed: self.start.elapsed(),
            pv: vec![best.best],
        });
    }

    /// The principal variation from `root`: `first`, then the table's moves while they
    /// are legal and no position repeats.
    fn pv(&self, root: &Position, first: Move) -> Vec<Move> {
        let mut pv = vec![first];
        let mut pos = root.clone();
        pos.play_unchecked(first);
        let mut seen = vec![root.zobrist()];
        while pv.len() < MAX_PLY {
            let key = pos.zobrist();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(m) = self.probe(key).and_then(|e| e.mv) else {
                break;
            };
            if !pos.legal_moves().contains(&m) {
                break;
            }
            pv.push(m);
            if pos
                .board()
                .piece_at(m.to)
                .is_some_and(|p| p.role == Role::King)
            {
                break;
            }
            pos.play_unchecked(m);
        }
        pv
    }

    fn check_limits(&mut self, stop: &AtomicBool) {
        if self.nodes & 1023 == 0 {
            if stop.load(Ordering::Relaxed) {
                self.aborted = true;
            }
            if let Some(d) = self.deadline
                && Instant::now() >= d
            {
                self.aborted = true;
            }
        }
        if let Some(n) = self.node_limit
            && self.nodes >= n
        {
            self.aborted = true;
        }
    }

    /// Repetition (any earlier occurrence since the last irreversible move) or the
    /// seventy-five-move rule: a draw for the search.
    fn is_draw(&self, pos: &Position, key: u64) -> bool {
        if pos.halfmoves() >= AUTO_DRAW_HALFMOVES {
            return true;
        }
        let window = (pos.halfmoves() as usize).min(self.path.len());
        let start = self.path.len() - window;
        self.path[start..]
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .any(|&k| k == key)
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.tt[(key % self.tt.len() as u64) as usize]?;
        (e.key == key).then_some(e)
    }

    fn store(&mut self, key: u64, e: Entry) {
        let i = (key % self.tt.len() as u64) as usize;
        let slot = &mut self.tt[i];
        let replace = match slot {
            None => true,
            Some(old) => old.key != key || e.depth >= old.depth || e.bound == Bound::Exact,
        };
        if replace {
            *slot = Some(e);
        }
    }

    /// `moves` with their ordering keys (TT move, captures by MVV-LVA and promotions,
    /// killers, then history) in `out`, for [`pick`] to hand out best first.
    fn keyed_moves(
        &self,
        pos: &Position,
        moves: &[Move],
        tt_move: Option<Move>,
        ply: usize,
        out: &mut Vec<(i32, Move)>,
    ) {
        let killers = self.killers[ply.min(MAX_PLY)];
        let board = pos.board();
        out.clear();
        out.extend(moves.iter().map(|&m| {
            let s = if Some(m) == tt_move {
                10_000_000
            } else if let Some(v) = victim(pos, m) {
                let attacker = board.piece_at(m.from).map_or(Role::Pawn, |p| p.role);
                let promo = m.promotion.map_or(0, value);
                1_000_000 + value(v) * 16 - value(attacker) / 16 + promo
            } else if let Some(r) = m.promotion {
                900_000 + value(r)
            } else if Some(m) == killers[0] {
                800_000
            } else if Some(m) == killers[1] {
                790_000
            } else {
                self.history[m.from.index() * 144 + m.to.index()].min(700_000)
            };
            (s, m)
        }));
    }

    /// The list of ply `ply`, taken out of the searcher while its node is searched
    /// (give it back with [`Searcher::give_list`]).
    fn take_list(&mut self, ply: usize) -> Vec<(i32, Move)> {
        if self.lists.len() <= ply {
            self.lists.resize_with(ply + 1, || Vec::with_capacity(128));
        }
        std::mem::take(&mut self.lists[ply])
    }

    fn give_list(&mut self, ply: usize, list: Vec<(i32, Move)>) {
        self.lists[ply] = list;
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        stop: &AtomicBool,
        in_check: bool,
    ) -> i32 {
        self.negamax_null(pos, depth, alpha, beta, ply, stop, true, in_check)
    }

    /// The search of one node; `in_check` is whether the side to move is in check (the
    /// parent knows it from the move it played).
    #[allow(clippy::too_many_arguments)]
    fn negamax_null(
        &mut self,
        pos: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        stop: &AtomicBool,
        allow_null: bool,
        in_check: bool,
    ) -> i32 {
        let key = pos.zobrist();
        if ply > 0 && self.is_draw(pos, key) {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply, stop, in_check);
        }
        self.nodes += 1;
        self.check_limits(stop);
        if self.aborted {
            return 0;
        }
        if pos.board().occupied().count() <= 2 {
            return 0; // King against King.
        }

        let entry = self.probe(key);
        if let Some(e) = entry
            && ply > 0
            && e.depth as i32 >= depth
        {
            let s = score_from_tt(e.score, ply);
            match e.bound {
                Bound::Exact => return s,
                Bound::Lower if s >= beta => return s,
                Bound::Upper if s <= alpha => return s,
                _ => {}
            }
        }

        // Null move: if passing still holds beta, a real move will too.
        if allow_null
            && ply > 0
            && depth >= 3
            && !in_check
            && beta.abs() < MATE_BOUND
            && has_nobles(pos.board(), pos.turn())
            && self.evaluate(pos) >= beta
        {
            let r = 2 + depth / 4;
            let mut child = pos.clone();
            child.pass_unchecked();
            self.path.push(key);
            let child_in_check = child.is_check();
            let score = -self.negamax_null(
                &child,
                depth - 1 - r,
                -beta,
                -beta + 1,
                ply + 1,
                stop,
                false,
                child_in_check,
            );
            self.path.pop();
            if self.aborted {
                return 0;
            }
            if score >= beta {
                return if score >= MATE_BOUND { beta } else { score };
            }
        }

        self.generated.clear();
        pos.legal_moves_into(&mut self.generated);
        if self.generated.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let mut list = self.take_list(ply);
        self.keyed_moves(
            pos,
            &self.generated,
            entry.and_then(|e| e.mv),
            ply,
            &mut list,
        );
        let node = Node {
            key,
            depth,
            alpha,
            beta,
            ply,
            in_check,
        };
        let score = self.search_moves(pos, &node, &mut list, stop);
        self.give_list(ply, list);
        score
    }

    /// The moves of a full-width node, best first, and the table entry they earn.
    fn search_moves(
        &mut self,
        pos: &Position,
        node: &Node,
        list: &mut [(i32, Move)],
        stop: &AtomicBool,
    ) -> i32 {
        let Node {
            key,
            depth,
            mut alpha,
            beta,
            ply,
            in_check,
        } = *node;
        let alpha0 = alpha;
        let mut best_score = -INF;
        let mut best_move = None;
        self.path.push(key);
        for i in 0..list.len() {
            let m = pick(list, i);
            if i == 0 && victim(pos, m) == Some(Role::King) {
                self.path.pop();
                return MATE - ply as i32 - 1;
            }
            let capture = pos.is_capture(m);
            let gives_check = pos.gives_check(m);
            let mut child = pos.clone();
            child.play_unchecked(m);
            let ext = i32::from(gives_check && ply < 2 * depth as usize + 4);
            let new_depth = depth - 1 + ext;
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, stop, gives_check);
            } else {
                // Late quiet moves are searched shallower first.
                let reduce = if depth >= 3
                    && i >= 3
                    && !capture
                    && !in_check
                    && !gives_check
                    && m.promotion.is_none()
                {
                    1 + i32::from(i >= 10 && depth >= 5)
                } else {
                    0
                };
                score = -self.negamax(
                    &child,
                    new_depth - reduce,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    stop,
                    gives_check,
                );
                if score > alpha && reduce > 0 {
                    score = -self.negamax(
                        &child,
                        new_depth,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        stop,
                        gives_check,
                    );
                }
                if score > alpha && score < beta {
                    score =
                        -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, stop, gives_check);
                }
            }
            if self.aborted {
                self.path.pop();
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(m);
                if ply == 0 {
                    self.root_best = Some((m, score));
                }
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !capture {
                    let k = &mut self.killers[ply.min(MAX_PLY)];
                    if k[0] != Some(m) {
                        k[1] = k[0];
                        k[0] = Some(m);
                    }
                    self.history[m.from.index() * 144 + m.to.index()] += depth * depth;
                }
                break;
            }
        }
        self.path.pop();

        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.store(
            key,
            Entry {
                key,
                mv: best_move,
                score: score_to_tt(best_score, ply),
                depth: depth.clamp(0, 127) as i8,
                bound,
            },
        );
        best_score
    }

    fn quiesce(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        stop: &AtomicBool,
        in_check: bool,
    ) -> i32 {
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        self.check_limits(stop);
        if self.aborted {
            return 0;
        }
        if pos.board().occupied().count() <= 2 {
            return 0;
        }
        let mut best = -INF;
        let mut material = None;
        if !in_check && ply < MAX_PLY {
            // Lazy evaluation: far outside the window, material decides.
            let counted = materials(pos.board());
            let m = balance(&counted, pos.turn());
            if m - LAZY_MARGIN >= beta {
                return m - LAZY_MARGIN;
            }
            material = Some(counted);
        }
        // In check every move is searched: no standing pat, no evaluation needed.
        let stand = if in_check {
            0
        } else {
            self.evaluate_counted(pos, material.as_ref())
        };
        if !in_check {
            // Standing pat: the side to move need not capture. (A King capture can only
            // be available at the root, where `search` plays it.)
            if stand >= beta || ply >= MAX_PLY {
                return stand;
            }
            best = stand;
            if stand > alpha {
                alpha = stand;
            }
        }
        self.generated.clear();
        if in_check {
            pos.legal_moves_into(&mut self.generated);
            if self.generated.is_empty() {
                return -MATE + ply as i32;
            }
        } else {
            // Captures and queen promotions only. (A stalemate found here scores as
            // standing pat: the full search finds stalemates at its own nodes.)
            pos.legal_captures_into(&mut self.generated);
            self.generated
                .retain(|&m| m.promotion.is_none_or(|r| r == Role::Queen));
        }
        let mut list = self.take_list(ply);
        self.keyed_moves(pos, &self.generated, None, ply, &mut list);
        for i in 0..list.len() {
            let m = pick(&mut list, i);
            if !in_check {
                // Delta pruning: even winning this piece cannot lift us to alpha.
                let gain = victim(pos, m).map_or(0, value) + m.promotion.map_or(0, value);
                if stand + gain + 200 < alpha {
                    continue;
                }
            }
            let child_in_check = pos.gives_check(m);
            let mut child = pos.clone();
            child.play_unchecked(m);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, stop, child_in_check);
            if self.aborted {
                self.give_list(ply, list);
                return 0;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.give_list(ply, list);
        best
    }
}

/// What a full-width node searches with (the window, its depth and place).
#[derive(Clone, Copy)]
struct Node {
    key: u64,
    depth: i32,
    alpha: i32,
    beta: i32,
    ply: usize,
    in_check: bool,
}

/// How many moves of a list [`pick`] selects one by one before sorting the rest: most
/// nodes end after the first move or two, so sorting whole lists wastes time.
const LAZY_PICKS: usize = 3;

/// The move to search `i`-th (all before it handed out already): the best key among the
/// rest, ties in generation order, exactly the order a stable sort by key would give.
fn pick(list: &mut [(i32, Move)], i: usize) -> Move {
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
}
