//! Alpha-beta search: iterative deepening with aspiration windows, principal-variation
//! search with late-move reductions by a formula of depth and move number, reverse
//! futility and null-move pruning, mate-distance pruning, a transposition table keyed by
//! [`Position::zobrist`] (module `tt`), move ordering (the table's move, searched before
//! the others are generated, then MVV-LVA captures and promotions, killers, history,
//! captures that lose material last: module `ordering`, by the static exchange of module
//! `see`), check extension, quiescence on the captures that
//! do not lose material, repetition and seventy-five-move awareness, and a time / node /
//! depth budget with a stop flag checked every thousand nodes.
//!
//! A [`Searcher`] keeps the table and one thread's data between searches; a search runs
//! as a `Worker` over both, with its limits.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::rules::checks::CheckSquares;
use crate::rules::outcome::SEVENTY_FIVE_MOVE_PLIES;
use crate::rules::{Move, Position, Role};

use super::SearchResult;
use super::eval::{Material, balance, evaluate, evaluate_with, has_nobles, materials, value};

mod ordering;
mod see;
mod tt;

use ordering::{Keyed, MovePicker, Played, QuietTables, is_bad_capture, pick, victim};
use see::see;
use tt::{Bound, Entry, TranspositionTable, score_to_tt};

/// The score of mate now; mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 30_000;
const INF: i32 = MATE + 1;
/// Scores beyond this are mates.
const MATE_BOUND: i32 = MATE - 1000;
const MAX_PLY: usize = 96;
/// Entries of the evaluation cache (a power of two): 4 MB a thread. At 2^15 entries a
/// search to depth 7 evaluated the same positions again and again (4% more instructions
/// per node than now); beyond 2^18 the gain is small.
const EVAL_CACHE: usize = 1 << 18;
/// How far positional terms can move the evaluation from the material balance: beyond
/// it, quiescence stands pat (or gives up) on material alone.
const LAZY_MARGIN: i32 = 450;
/// Reverse futility pruning: at most this depth ...
const RFP_DEPTH: i32 = 6;
/// ... and this far above beta per ply of depth.
const RFP_MARGIN: i32 = 90;
/// Aspiration windows from this depth on, first this wide on each side of the last
/// score, doubled on each failure, the full window beyond `ASPIRATION_GIVE_UP`.
const ASPIRATION_DEPTH: i32 = 4;
const ASPIRATION_WINDOW: i32 = 30;
const ASPIRATION_GIVE_UP: i32 = 1000;
/// Late-move pruning: at most this depth, a non-PV node out of check skips its quiet
/// moves after the first [`lmp_count`] ...
const LMP_DEPTH: i32 = 4;
/// Futility pruning: at most this depth, a quiet move is skipped when the static
/// evaluation plus `FUTILITY_BASE + FUTILITY_MARGIN * depth` stays at or below alpha.
const FUTILITY_DEPTH: i32 = 4;
/// Static-exchange pruning: at most this depth, a move losing more than
/// `SEE_QUIET * depth²` (a quiet move) or `SEE_CAPTURE * depth` (a capture) in the static
/// exchange is skipped.
const SEE_DEPTH: i32 = 6;
const SEE_QUIET: i32 = 30;
const SEE_CAPTURE: i32 = 100;
const FUTILITY_BASE: i32 = 60;
const FUTILITY_MARGIN: i32 = 120;

/// What may stop a search: any of time, depth, nodes (all `None`: until `stop`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchOptions {
    /// Wall-clock budget: the search stops when it runs out (the hard limit).
    pub time: Option<Duration>,
    /// No new depth is started past this (the soft limit of a clock's budget,
    /// [`super::clock::move_budget`]); `None`: past half of `time`.
    pub soft_time: Option<Duration>,
    /// Deepest iteration (plies).
    pub depth: Option<u32>,
    /// Most positions to visit (by the main thread).
    pub nodes: Option<u64>,
    /// Search threads (Lazy SMP: helpers search the same root and share the table);
    /// `None`: one.
    pub threads: Option<usize>,
}

/// The most search threads a search runs.
pub const MAX_THREADS: usize = 256;

/// The cores the machine offers this program (1 when it cannot tell).
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
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

/// One of the best root lines of [`Searcher::search_lines`]: its move and what follows,
/// with the score and the depth it was searched to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootLine {
    /// The line, its root move first (legal moves, read from the table).
    pub pv: Vec<Move>,
    /// Centipawns from the side to move's view (see [`mate_in_moves`]).
    pub score: i32,
    /// The depth this line was last searched to the end (0: not even depth 1).
    pub depth: u32,
}

impl RootLine {
    /// The root move of the line.
    pub fn first(&self) -> Move {
        self.pv[0]
    }
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
/// The table is shared by the threads of a search; each thread has its own data.
pub struct Searcher {
    tt: TranspositionTable,
    /// The main thread's data first, then the helpers' (as many as were ever asked for).
    threads: Vec<ThreadData>,
}

/// What one search thread keeps for itself: its tables of quiet moves, the path it is on,
/// its counters, evaluation cache and move lists.
struct ThreadData {
    quiet: QuietTables,
    /// The move played at each ply of the current path (`None` for a null move).
    played: Vec<Option<Played>>,
    /// Zobrist keys of the positions before the current node (game history, then search path).
    path: Vec<u64>,
    nodes: u64,
    seldepth: usize,
    /// Evaluations by zobrist key (quiescence evaluates the same positions again and again).
    eval_cache: Vec<(u64, i32)>,
    /// The root move of the iteration in progress that last raised alpha (so beat every
    /// move searched before it), with its score.
    root_best: Option<(Move, i32)>,
    /// Root moves the iteration in progress does not search (the moves of the better
    /// lines of a search for several lines); empty for a search of one line.
    excluded: Vec<Move>,
    /// One list of moves with their ordering keys per ply, reused from node to node.
    lists: Vec<Vec<Keyed>>,
    /// Where the move generator writes before the moves get their keys.
    generated: Vec<Move>,
    /// The quiet moves searched at the nodes on the current path, each node's above its
    /// parent's: those searched in vain before a quiet move cuts off lose history.
    quiets_searched: Vec<Move>,
}

impl ThreadData {
    fn new() -> ThreadData {
        ThreadData {
            quiet: QuietTables::new(),
            played: vec![None; MAX_PLY + 2],
            path: Vec::new(),
            nodes: 0,
            seldepth: 0,
            eval_cache: vec![(0, 0); EVAL_CACHE],
            root_best: None,
            excluded: Vec::new(),
            lists: Vec::new(),
            generated: Vec::with_capacity(256),
            quiets_searched: Vec::with_capacity(1024),
        }
    }

    /// [`evaluate`], through the cache. (A key of 0 is never cached: it marks empty slots.)
    fn evaluate(&mut self, pos: &Position) -> i32 {
        self.evaluate_counted(pos, None)
    }

    /// Starts bringing the cached evaluation of `key` into the processor's cache (a hint:
    /// it changes no result).
    fn prefetch_eval(&self, key: u64) {
        prefetch_index::prefetch_index(&self.eval_cache, key as usize & (EVAL_CACHE - 1));
    }

    /// [`ThreadData::evaluate`], with both sides' material when already counted.
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

    /// Repetition (any earlier occurrence since the last irreversible move) or the
    /// seventy-five-move rule: a draw for the search.
    fn is_draw(&self, pos: &Position, key: u64) -> bool {
        if pos.halfmoves() >= SEVENTY_FIVE_MOVE_PLIES {
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

    /// The list of ply `ply`, taken out while its node is searched (give it back with
    /// [`ThreadData::give_list`]).
    fn take_list(&mut self, ply: usize) -> Vec<Keyed> {
        if self.lists.len() <= ply {
            self.lists.resize_with(ply + 1, || Vec::with_capacity(128));
        }
        std::mem::take(&mut self.lists[ply])
    }

    fn give_list(&mut self, ply: usize, list: Vec<Keyed>) {
        self.lists[ply] = list;
    }

    /// The move that led to the node at `ply` (`None` at the root and after a null move).
    fn previous(&self, ply: usize) -> Option<Played> {
        ply.checked_sub(1)
            .and_then(|p| self.played[p.min(MAX_PLY + 1)])
    }

    /// The generated moves with their ordering keys, added to `list`.
    fn key_generated(&self, pos: &Position, ply: usize, list: &mut Vec<Keyed>) {
        let prev = self.previous(ply);
        self.quiet.key_moves(pos, &self.generated, ply, prev, list);
    }
}

/// When a search must stop: its start, deadline and node budget, the stop flag, (for a
/// helper thread) the main thread's end, and whether it has stopped; with the count of
/// the helpers' nodes.
#[derive(Clone, Copy)]
struct Limits<'a> {
    start: Instant,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    stop: &'a AtomicBool,
    /// Set when the main thread is done: helpers stop (`None` for the main thread).
    done: Option<&'a AtomicBool>,
    /// The helpers' nodes, counted in by each helper a thousand at a time.
    helper_nodes: &'a AtomicU64,
    /// The depth the main thread is searching: a helper starts its next depth beyond it.
    main_depth: &'a AtomicU32,
    aborted: bool,
}

/// One search under way: the shared table, the thread's own data and its limits.
struct Worker<'a> {
    tt: &'a TranspositionTable,
    td: &'a mut ThreadData,
    limits: Limits<'a>,
}

impl std::fmt::Debug for Searcher {
    /// The table sizes and the node count, not the tables themselves.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Searcher")
            .field("tt_entries", &self.tt.len())
            .field("threads", &self.threads.len())
            .field("nodes", &self.threads[0].nodes)
            .finish_non_exhaustive()
    }
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(1 << 18)
    }
}

impl Searcher {
    /// A searcher whose transposition table holds `entries` positions.
    pub fn new(entries: usize) -> Searcher {
        Searcher {
            tt: TranspositionTable::new(entries),
            threads: vec![ThreadData::new()],
        }
    }

    /// A searcher whose transposition table takes about `mb` megabytes.
    pub fn with_hash_mb(mb: usize) -> Searcher {
        Searcher::new(TranspositionTable::entries_in_mb(mb))
    }

    /// Forgets everything learnt (new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.threads.iter_mut().for_each(|t| t.quiet.clear());
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
        let (lines, nodes) =
            self.run(position, history, options, 1, stop, &mut |_, r| report(r))?;
        let line = &lines[0];
        Some(SearchResult {
            best: line.first(),
            score: line.score,
            depth: line.depth,
            nodes,
        })
    }

    /// The `lines` best root lines within `options` (MultiPV), best first: at each depth
    /// line k is searched without the root moves of lines 1 to k-1. Fewer lines when
    /// there are fewer legal moves, one for a move played without searching (a King
    /// capture, the only legal move), none when there is no legal move. `report` hears
    /// every line of every finished depth with its number (1 = best), and, like
    /// [`Searcher::search_with`], line 1 once more when the search stops inside a depth.
    /// With one line this is [`Searcher::search_with`]: the same tree, move and score.
    /// Helper threads search the whole root, filling the table for the main thread.
    pub fn search_lines(
        &mut self,
        position: &Position,
        history: &[u64],
        options: &SearchOptions,
        lines: usize,
        stop: &AtomicBool,
        report: &mut dyn FnMut(usize, &DepthReport),
    ) -> Vec<RootLine> {
        self.run(position, history, options, lines, stop, report)
            .map_or_else(Vec::new, |(lines, _)| lines)
    }

    /// The search behind [`Searcher::search_with`] and [`Searcher::search_lines`]: the
    /// lines found and the nodes visited, `None` when there is no legal move.
    fn run(
        &mut self,
        position: &Position,
        history: &[u64],
        options: &SearchOptions,
        lines: usize,
        stop: &AtomicBool,
        report: &mut dyn FnMut(usize, &DepthReport),
    ) -> Option<(Vec<RootLine>, u64)> {
        let root_moves = position.legal_moves();
        let first = *root_moves.first()?;
        let start = Instant::now();
        let threads = options.threads.unwrap_or(1).clamp(1, MAX_THREADS);
        while self.threads.len() < threads {
            self.threads.push(ThreadData::new());
        }
        for td in &mut self.threads[..threads] {
            td.nodes = 0;
            td.seldepth = 0;
            td.quiet.new_search();
            td.path.clear();
            td.path.extend_from_slice(history);
        }
        let tt = &self.tt;
        let (main, helpers) = self.threads[..threads]
            .split_first_mut()
            .expect("one thread at least");
        let done = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        let main_depth = AtomicU32::new(0);
        let base = Limits {
            start,
            deadline: options.time.map(|t| start + t),
            node_limit: None,
            stop,
            done: None,
            helper_nodes: &helper_nodes,
            main_depth: &main_depth,
            aborted: false,
        };
        let main = Worker {
            tt,
            td: main,
            limits: Limits {
                node_limit: options.nodes,
                ..base
            },
        };
        // Capturing the enemy King (the ambush) ends the game, and the only legal move
        // needs no thought: no helpers then.
        if let Some(&m) = root_moves
            .iter()
            .find(|&&m| victim(position, m) == Some(Role::King))
        {
            return Some(main.play_now(m, MATE - 1, &mut |r| report(1, r)));
        }
        if root_moves.len() == 1 && options.time.is_some() {
            return Some(main.play_now(first, evaluate(position), &mut |r| report(1, r)));
        }
        let max_depth = options.depth.unwrap_or(64).clamp(1, MAX_PLY as u32 - 4);
        std::thread::scope(|scope| {
            for (i, td) in helpers.iter_mut().enumerate() {
                let mut helper = Worker {
                    tt,
                    td,
                    limits: Limits {
                        done: Some(&done),
                        ..base
                    },
                };
                // Every other helper a depth ahead, so the threads spread over depths.
                let from = 1 + (i as u32 + 1) % 2;
                scope.spawn(move || helper.deepen(position, from, max_depth));
            }
            let lines = lines.clamp(1, root_moves.len());
            let found = main.iterate(position, options, &root_moves, lines, max_depth, report);
            done.store(true, Ordering::Relaxed);
            Some(found)
        })
    }
}

impl Worker<'_> {
    /// A helper thread's search: deeper and deeper from `from` until stopped, each depth
    /// at least `offset` beyond the one the main thread is on (so the helper fills the
    /// table ahead of it rather than searching the same depth beside it).
    fn deepen(&mut self, root: &Position, from: u32, max_depth: u32) {
        let mut guess = 0;
        let offset = from - 1;
        let mut depth = from;
        loop {
            depth = depth.max(self.limits.main_depth.load(Ordering::Relaxed) + offset);
            if depth > max_depth {
                return;
            }
            let score = self.aspiration(root, depth as i32, guess);
            if self.limits.aborted {
                return;
            }
            guess = score;
            depth += 1;
        }
    }

    /// The move played without searching (a King capture, the only legal move), reported.
    fn play_now(
        &self,
        best: Move,
        score: i32,
        report: &mut dyn FnMut(&DepthReport),
    ) -> (Vec<RootLine>, u64) {
        let line = RootLine {
            pv: vec![best],
            score,
            depth: 1,
        };
        report(&DepthReport {
            depth: line.depth,
            seldepth: line.depth,
            score,
            nodes: self.nodes(),
            elapsed: self.limits.start.elapsed(),
            pv: line.pv.clone(),
        });
        (vec![line], 0)
    }

    /// The main thread's iterative deepening of `lines` root lines (at most the number of
    /// `root_moves`), reporting every line of every finished depth: the lines of the last
    /// finished depth, best first, and the nodes visited.
    fn iterate(
        mut self,
        position: &Position,
        options: &SearchOptions,
        root_moves: &[Move],
        lines: usize,
        max_depth: u32,
        report: &mut dyn FnMut(usize, &DepthReport),
    ) -> (Vec<RootLine>, u64) {
        let w = &mut self;
        let start = w.limits.start;
        // Before depth 1 finishes: the first legal move.
        let mut best = vec![RootLine {
            pv: vec![root_moves[0]],
            score: 0,
            depth: 0,
        }];
        'deepen: for depth in 1..=max_depth {
            w.limits.main_depth.store(depth, Ordering::Relaxed);
            let mut found: Vec<RootLine> = Vec::with_capacity(lines);
            w.td.excluded.clear();
            for k in 0..lines {
                let guess = best.get(k).map_or(0, |l| l.score);
                let score = w.aspiration(position, depth as i32, guess);
                if w.limits.aborted {
                    // A move that finished searching in an unfinished iteration of line 1
                    // beat the previous best move (searched first), so it may be trusted.
                    if k == 0
                        && let Some((m, s)) = w.td.root_best
                    {
                        let depth = best[0].depth;
                        found.push(RootLine {
                            pv: vec![m],
                            score: s,
                            depth,
                        });
                    }
                    // The lines finished at this depth, then the others of the last one.
                    for line in best.drain(..) {
                        if found.len() < lines && found.iter().all(|f| f.first() != line.first()) {
                            found.push(line);
                        }
                    }
                    best = found;
                    // One more report for the whole search: the nodes and time spent
                    // inside the unfinished depth count too (the `nps` of a search stopped
                    // at 1 s is then of that second), and the line starts with the move
                    // played.
                    if best[0].depth > 0 {
                        let r = w.depth_report(position, &mut best[0]);
                        report(1, &r);
                    }
                    break 'deepen;
                }
                let excluded = &w.td.excluded;
                let m =
                    w.td.root_best
                        .map(|(m, _)| m)
                        .or_else(|| {
                            best.get(k)
                                .map(RootLine::first)
                                .filter(|m| !excluded.contains(m))
                        })
                        .or_else(|| root_moves.iter().copied().find(|m| !excluded.contains(m)))
                        .expect("a root move left for every line");
                let mut line = RootLine {
                    pv: vec![m],
                    score,
                    depth,
                };
                let r = w.depth_report(position, &mut line);
                report(k + 1, &r);
                found.push(line);
                w.td.excluded.push(m);
            }
            best = found;
            let score = best[0].score;
            if score.abs() > MATE_BOUND && (MATE - score.abs()) as u32 <= depth {
                break;
            }
            if !starts_next_depth(options, start.elapsed()) {
                break;
            }
        }
        w.td.excluded.clear();
        (best, w.nodes())
    }

    /// The nodes of this search so far: this thread's and the helpers' counted in.
    fn nodes(&self) -> u64 {
        self.td.nodes + self.limits.helper_nodes.load(Ordering::Relaxed)
    }

    /// The root searched to `depth` in a window around `guess` (the last depth's score),
    /// widened on the side that fails until the score falls inside; the first depths and
    /// mate scores get the full window.
    fn aspiration(&mut self, root: &Position, depth: i32, guess: i32) -> i32 {
        let in_check = root.is_check();
        let mut delta = ASPIRATION_WINDOW;
        let (mut alpha, mut beta) = if depth >= ASPIRATION_DEPTH && guess.abs() < MATE_BOUND {
            (guess - delta, guess + delta)
        } else {
            (-INF, INF)
        };
        loop {
            self.td.root_best = None;
            let node = Node {
                alpha,
                beta,
                ..Node::root(depth, in_check)
            };
            let score = self.negamax(root, node);
            if self.limits.aborted {
                return score;
            }
            if score <= alpha && alpha > -INF {
                alpha = (score - delta).max(-INF);
            } else if score >= beta && beta < INF {
                beta = (score + delta).min(INF);
            } else {
                return score;
            }
            delta *= 2;
            if delta > ASPIRATION_GIVE_UP {
                (alpha, beta) = (-INF, INF);
            }
        }
    }

    /// The report of `line` (of the last finished depth) with this search's counters; the
    /// line takes the principal variation read from the table.
    fn depth_report(&self, root: &Position, line: &mut RootLine) -> DepthReport {
        line.pv = self.pv(root, line.first());
        DepthReport {
            depth: line.depth,
            seldepth: self.td.seldepth as u32,
            score: line.score,
            nodes: self.nodes(),
            elapsed: self.limits.start.elapsed(),
            pv: line.pv.clone(),
        }
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
            let Some(m) = self.tt.probe(key).and_then(|e| e.mv) else {
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

    /// Counts a node and stops the search when a limit is reached.
    fn count_node(&mut self) {
        self.td.nodes += 1;
        let nodes = self.td.nodes;
        let l = &mut self.limits;
        if nodes & 1023 == 0 {
            if l.stop.load(Ordering::Relaxed) {
                l.aborted = true;
            }
            if let Some(done) = l.done {
                l.helper_nodes.fetch_add(1024, Ordering::Relaxed);
                if done.load(Ordering::Relaxed) {
                    l.aborted = true;
                }
            }
            if let Some(d) = l.deadline
                && Instant::now() >= d
            {
                l.aborted = true;
            }
        }
        if let Some(n) = l.node_limit
            && nodes >= n
        {
            l.aborted = true;
        }
    }

    /// The search of one full-width node (or quiescence at depth 0).
    fn negamax(&mut self, pos: &Position, node: Node) -> i32 {
        let Node {
            depth,
            mut alpha,
            mut beta,
            ply,
            in_check,
            allow_null,
            ..
        } = node;
        let key = pos.zobrist();
        if ply > 0 && self.td.is_draw(pos, key) {
            return 0;
        }
        if ply > 0 {
            // Mate-distance pruning: no line from here beats a mate already found nearer
            // the root, nor loses faster than being mated here.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply, in_check);
        }
        self.count_node();
        if self.limits.aborted {
            return 0;
        }
        if pos.board().occupied().count() <= 2 {
            return 0; // King against King.
        }

        let entry = self.tt.probe(key);
        if let Some(e) = entry
            && ply > 0
            && e.depth as i32 >= depth
            && let Some(s) = e.settles(ply, alpha, beta)
        {
            return s;
        }

        // Reverse futility: far enough above beta near the leaves, a quiet position is
        // taken to hold it (not at PV nodes, not in check, not near mates).
        let pv_node = beta - alpha > 1;
        let futile_candidate = !pv_node && ply > 0 && depth <= RFP_DEPTH;
        // Null move: if passing still holds beta, a real move will too.
        let null_candidate =
            allow_null && ply > 0 && depth >= 3 && has_nobles(pos.board(), pos.turn());
        // The static evaluation serves only these two: not evaluated when neither may
        // be tried.
        let static_eval =
            (!in_check && beta.abs() < MATE_BOUND && (futile_candidate || null_candidate))
                .then(|| self.td.evaluate(pos));
        if let Some(eval) = static_eval
            && futile_candidate
            && eval - RFP_MARGIN * depth >= beta
        {
            return eval;
        }

        if null_candidate && static_eval.is_some_and(|e| e >= beta) {
            let r = 2 + depth / 4;
            let mut child = pos.clone();
            child.pass_unchecked();
            self.tt.prefetch(child.zobrist());
            self.td.path.push(key);
            self.td.played[ply.min(MAX_PLY + 1)] = None;
            let child_node = Node {
                depth: depth - 1 - r,
                alpha: -beta,
                beta: -beta + 1,
                ply: ply + 1,
                in_check: child.is_check(),
                allow_null: false,
            };
            let score = -self.negamax(&child, child_node);
            self.td.path.pop();
            if self.limits.aborted {
                return 0;
            }
            if score >= beta {
                return if score >= MATE_BOUND { beta } else { score };
            }
        }

        // The table's move is searched before any other is generated: when it cuts off,
        // the node never generates its moves.
        let tt_move = entry.and_then(|e| e.mv).filter(|&m| pos.is_legal(m));
        let mut list = self.td.take_list(ply);
        let node = Node {
            alpha,
            beta,
            ..node
        };
        let quiets_below = self.td.quiets_searched.len();
        let score = self.search_moves(pos, key, &node, static_eval, tt_move, &mut list);
        self.td.quiets_searched.truncate(quiets_below);
        self.td.give_list(ply, list);
        score
    }

    /// The moves of a full-width node, best first (the table's move `tt_move`, legal here,
    /// then the others as a [`MovePicker`] hands them out into `list`), and the table
    /// entry they earn.
    fn search_moves(
        &mut self,
        pos: &Position,
        key: u64,
        node: &Node,
        static_eval: Option<i32>,
        tt_move: Option<Move>,
        list: &mut Vec<Keyed>,
    ) -> i32 {
        let Node {
            depth,
            mut alpha,
            beta,
            ply,
            in_check,
            ..
        } = *node;
        let alpha0 = alpha;
        let pv_node = beta - alpha > 1;
        let mut best_score = -INF;
        let mut best_move = None;
        let killers = self.td.quiet.killers(ply);
        let prev = self.td.previous(ply);
        // Whether each move gives check is asked of every move reached: worked out once.
        let checks = CheckSquares::of(pos);
        let gives_check_of = |m: Move| match &checks {
            Some(c) => c.gives_check(pos, m),
            None => pos.gives_check(m),
        };
        // This node's quiet moves searched so far are `quiets_searched[quiets_below..]`.
        let quiets_below = self.td.quiets_searched.len();
        let mut picker = MovePicker::new(tt_move);
        // Whether the quiet moves' keys are all read (see `finish_histories`).
        let mut histories_read = false;
        self.td.path.push(key);
        // `i`: the move's place in the order, the table's move first.
        for i in 0.. {
            let td = &mut *self.td;
            let next = loop {
                let m = picker.next(pos, &td.quiet, ply, prev, list, &mut td.generated);
                // At the root, the moves of the better lines (MultiPV) are not searched.
                if ply == 0 && m.is_some_and(|m| td.excluded.contains(&m)) {
                    continue;
                }
                break m;
            };
            let Some(m) = next else {
                if i == 0 {
                    self.td.path.pop();
                    return if in_check { -MATE + ply as i32 } else { 0 };
                }
                break;
            };
            if i == 0 && victim(pos, m) == Some(Role::King) {
                self.td.path.pop();
                return MATE - ply as i32 - 1;
            }
            let capture = pos.is_capture(m);
            let gives_check = gives_check_of(m);
            let quiet = !capture && m.promotion.is_none();
            // Near the leaves of a node that is not on the principal variation, once a
            // move holds off being mated, quiet moves late in the order, or too far below
            // alpha to reach it, are not searched. A test that skips one quiet move
            // skips every later one (`i` grows, `alpha` and `best_score` only rise), so
            // from the first one skipped the picker hands out no quiet move but those
            // that check.
            if quiet
                && !pv_node
                && !in_check
                && !gives_check
                && best_score > -MATE_BOUND
                && ((depth <= LMP_DEPTH && i >= lmp_count(depth))
                    || (depth <= FUTILITY_DEPTH
                        && static_eval
                            .is_some_and(|e| e + FUTILITY_BASE + FUTILITY_MARGIN * depth <= alpha)))
            {
                picker.prune_quiets(list, gives_check_of);
                continue;
            }
            // Near the leaves of a node that is not on the principal variation, a move
            // (not the first) that loses more material in the static exchange than its
            // depth allows is not searched (a quiet move that checks is kept).
            if !pv_node
                && !in_check
                && i > 0
                && depth <= SEE_DEPTH
                && best_score > -MATE_BOUND
                && !(quiet && gives_check)
            {
                let allowed = if quiet {
                    SEE_QUIET * depth * depth
                } else {
                    SEE_CAPTURE * depth
                };
                if see(pos, m) < -allowed {
                    continue;
                }
            }
            self.td.played[ply.min(MAX_PLY + 1)] = Some(Played::of(pos, m));
            let mut child = pos.clone();
            child.play_unchecked(m);
            self.tt.prefetch(child.zobrist());
            self.td.prefetch_eval(child.zobrist());
            let ext = i32::from(gives_check && ply < 2 * depth as usize + 4);
            let new_depth = depth - 1 + ext;
            if !histories_read && new_depth > 0 && ply < MAX_PLY - 1 {
                // A full-width child may change the histories: the keys still to read
                // them must read them as they are now.
                let scorer = self.td.quiet.scorer(pos, prev);
                histories_read = picker.finish_histories(list, &scorer);
            }
            let child_node = |depth: i32, alpha: i32, beta: i32| Node {
                depth,
                alpha: -beta,
                beta: -alpha,
                ply: ply + 1,
                in_check: gives_check,
                allow_null: true,
            };
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, child_node(new_depth, alpha, beta));
            } else {
                // Late quiet moves are searched shallower first, the more the later and
                // the deeper (less at PV nodes and for killers).
                let reduce = if depth >= 3 && i >= 3 && quiet && !in_check && !gives_check {
                    let mut r = lmr(depth, i);
                    r -= i32::from(pv_node);
                    r -= i32::from(killers.contains(&Some(m)));
                    r.clamp(0, new_depth - 1)
                } else {
                    0
                };
                score = -self.negamax(&child, child_node(new_depth - reduce, alpha, alpha + 1));
                if score > alpha && reduce > 0 {
                    score = -self.negamax(&child, child_node(new_depth, alpha, alpha + 1));
                }
                if score > alpha && score < beta {
                    score = -self.negamax(&child, child_node(new_depth, alpha, beta));
                }
            }
            if self.limits.aborted {
                self.td.path.pop();
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(m);
            }
            // At the root, only a move that raised alpha is known to beat the others: a
            // score at or below it is an upper bound (an aspiration window that failed
            // low), and an iteration cut short must not play the move with the highest
            // bound.
            if ply == 0 && score > alpha {
                self.td.root_best = Some((m, score));
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !capture {
                    // The quiet moves searched before it, in vain.
                    let td = &mut *self.td;
                    let tried = td.quiets_searched[quiets_below..].iter().copied();
                    td.quiet.cutoff(pos, ply, depth, prev, m, tried);
                }
                break;
            }
            if quiet {
                self.td.quiets_searched.push(m);
            }
        }
        self.td.path.pop();

        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // A root searched without some of its moves (MultiPV) does not score the position.
        if ply > 0 || self.td.excluded.is_empty() {
            self.tt.store(Entry {
                key,
                mv: best_move,
                score: score_to_tt(best_score, ply),
                depth: depth.clamp(0, 127) as i8,
                bound,
            });
        }
        best_score
    }

    fn quiesce(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        in_check: bool,
    ) -> i32 {
        self.count_node();
        self.td.seldepth = self.td.seldepth.max(ply);
        if self.limits.aborted {
            return 0;
        }
        if pos.board().occupied().count() <= 2 {
            return 0;
        }
        // The table: any search of this position (quiescence is the shallowest) that
        // settles the window settles it here.
        let key = pos.zobrist();
        if let Some(s) = self.tt.probe(key).and_then(|e| e.settles(ply, alpha, beta)) {
            return s;
        }
        let mut best = -INF;
        let mut best_move = None;
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
            self.td.evaluate_counted(pos, material.as_ref())
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
        let generated = &mut self.td.generated;
        generated.clear();
        if in_check {
            pos.legal_moves_into(generated);
            if generated.is_empty() {
                return -MATE + ply as i32;
            }
        } else {
            // Captures and queen promotions only. (A stalemate found here scores as
            // standing pat: the full search finds stalemates at its own nodes.)
            pos.legal_captures_into(generated);
            generated.retain(|&m| m.promotion.is_none_or(|r| r == Role::Queen));
        }
        let mut list = self.td.take_list(ply);
        list.clear();
        self.td.key_generated(pos, ply, &mut list);
        let prev = self.td.previous(ply);
        for i in 0..list.len() {
            let m = pick(&mut list, i, &self.td.quiet.scorer(pos, prev));
            if !in_check && is_bad_capture(list[i].key) {
                // The captures left lose material in the static exchange: none of
                // them is worth looking at (they come last).
                break;
            }
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
            self.tt.prefetch(child.zobrist());
            self.td.prefetch_eval(child.zobrist());
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, child_in_check);
            if self.limits.aborted {
                self.td.give_list(ply, list);
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.td.give_list(ply, list);
        // Never exact: a bound at depth 0 does not replace a deeper entry of the position.
        self.tt.store(Entry {
            key,
            mv: best_move,
            score: score_to_tt(best, ply),
            depth: 0,
            bound: if best >= beta {
                Bound::Lower
            } else {
                Bound::Upper
            },
        });
        best
    }
}

/// What a full-width node searches with: its depth, window and place.
#[derive(Clone, Copy)]
struct Node {
    depth: i32,
    alpha: i32,
    beta: i32,
    ply: usize,
    /// Whether the side to move is in check (the parent knows it from its move).
    in_check: bool,
    /// Whether a null move may be tried (not right after one).
    allow_null: bool,
}

impl Node {
    /// The root at `depth`, full window.
    fn root(depth: i32, in_check: bool) -> Node {
        Node {
            depth,
            alpha: -INF,
            beta: INF,
            ply: 0,
            in_check,
            allow_null: true,
        }
    }
}

/// Whether a search under `options` that has run for `elapsed` starts another depth:
/// not past the soft limit, nor (without one) past half of its time.
fn starts_next_depth(options: &SearchOptions, elapsed: Duration) -> bool {
    match (options.soft_time, options.time) {
        (Some(soft), _) => elapsed <= soft,
        (None, Some(t)) => elapsed <= t / 2,
        (None, None) => true,
    }
}

/// How many moves a node at `depth` (at most [`LMP_DEPTH`]) searches before late-move
/// pruning skips its quiet moves: `3 + depth²`.
fn lmp_count(depth: i32) -> usize {
    (3 + depth * depth) as usize
}

/// The reduction of the `i`-th move (from 0) at `depth`: `0.75 + ln(depth) ln(i) / 2.25`.
fn lmr(depth: i32, i: usize) -> i32 {
    (0.75 + f64::from(depth).ln() * (i as f64).ln() / 2.25) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_depth_starts_past_the_soft_limit_or_half_the_time_without_one() {
        let ms = Duration::from_millis;
        let clock = SearchOptions {
            time: Some(ms(1_000)),
            soft_time: Some(ms(300)),
            ..SearchOptions::default()
        };
        assert!(starts_next_depth(&clock, ms(299)));
        assert!(!starts_next_depth(&clock, ms(301)));
        let movetime = SearchOptions {
            time: Some(ms(1_000)),
            ..SearchOptions::default()
        };
        assert!(starts_next_depth(&movetime, ms(499)));
        assert!(!starts_next_depth(&movetime, ms(501)));
        let depth = SearchOptions {
            depth: Some(9),
            ..SearchOptions::default()
        };
        assert!(starts_next_depth(&depth, ms(1_000_000)));
    }

    fn at_depth(depth: u32) -> SearchOptions {
        SearchOptions {
            depth: Some(depth),
            ..SearchOptions::default()
        }
    }

    #[test]
    fn one_line_is_the_plain_search_move_score_and_line() {
        let stop = AtomicBool::new(false);
        let data = include_str!("../../tests/data/12x12.jsonl");
        for line in data.lines().take(4) {
            let v: serde_json::Value = serde_json::from_str(line).expect("JSON line");
            let pos = Position::from_sfen(v["sfen"].as_str().expect("sfen")).expect("SFEN");
            let mut plain_pv = Vec::new();
            let plain = Searcher::new(1 << 16)
                .search_with(&pos, &[], &at_depth(4), &stop, &mut |r| {
                    plain_pv = r.pv.clone()
                })
                .expect("a legal move");
            let mut numbers = Vec::new();
            let lines = Searcher::new(1 << 16).search_lines(
                &pos,
                &[],
                &at_depth(4),
                1,
                &stop,
                &mut |k, _| numbers.push(k),
            );
            assert_eq!(lines.len(), 1);
            assert_eq!(
                (lines[0].first(), lines[0].score, lines[0].depth),
                (plain.best, plain.score, plain.depth)
            );
            assert_eq!(lines[0].pv, plain_pv);
            assert_eq!(numbers, vec![1; 4], "one report a depth, all of line 1");
        }
    }

    #[test]
    fn the_second_line_is_worse_than_the_one_winning_capture() {
        // Blue's Rook takes the undefended Queen on c4; nothing else wins anything.
        let pos = Position::from_sfen("3k2/6/2q3/6/6/2R1K1 w - 20").expect("SFEN");
        let mut reported = Vec::new();
        let lines = Searcher::new(1 << 16).search_lines(
            &pos,
            &[],
            &at_depth(4),
            2,
            &AtomicBool::new(false),
            &mut |k, r| reported.push((k, r.depth)),
        );
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].first().to_string(), "c1c4");
        assert_ne!(lines[1].first(), lines[0].first());
        assert!(
            lines[1].score < lines[0].score - 500,
            "{} against {}",
            lines[1].score,
            lines[0].score
        );
        assert!(lines.iter().all(|l| l.depth == 4));
        assert_eq!(&reported[6..], &[(1, 4), (2, 4)]);
    }

    #[test]
    fn there_are_no_more_lines_than_legal_moves() {
        let pos = Position::from_sfen("3k2/6/6/6/6/4K1 w - 20").expect("SFEN");
        let lines = Searcher::new(1 << 16).search_lines(
            &pos,
            &[],
            &at_depth(3),
            10,
            &AtomicBool::new(false),
            &mut |_, _| {},
        );
        let mut moves: Vec<Move> = lines.iter().map(RootLine::first).collect();
        assert_eq!(moves.len(), pos.legal_moves().len());
        moves.sort_by_key(|m| m.to_string());
        moves.dedup();
        assert_eq!(moves.len(), pos.legal_moves().len(), "each root move once");
    }
}
