//! The puzzle generator: plays a self-play game from a seed (engine moves at a small fixed
//! depth, with now and then a random move so that tactics arise), then looks for puzzles
//! in it. A fight puzzle is a position where a search at [`Settings`]' finding depth sees a
//! mate or a gain, and where [`verify_line`] at the deeper verifying depth confirms the
//! same first move as better than every other by the margin, at every solver step. A
//! deployment puzzle is a step of that game's deployment with both hands as they were:
//! every placement of every piece in hand is scored by completing the deployment with the
//! engine's quick placements and searching the fight that follows (with a given first
//! mover), and the placements that keep the best score (`accept`) must stand clear of all
//! others by the margin at both depths, and the answer must be one a player finds by
//! looking at the board ([`super::lesson`], which also says why to the trainer).
//! Everything is bounded by depth, so a seed always gives the same puzzles.

use std::sync::atomic::AtomicBool;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::engine::coach::threatened;
use crate::engine::deploy::complete;
use crate::engine::eval::{evaluate, value};
use crate::engine::search::{SearchOptions, Searcher, mate_in_moves};
use crate::engine::{choose_army, choose_placement};
use crate::rules::deploy::Deployment;
use crate::rules::game::{Game, Phase, Rules, Step as GameStep};
use crate::rules::plinths::{self, PlinthRoll};
use crate::rules::roster::Roster;
use crate::rules::setup::Setup;
use crate::rules::{Army, BoardSize, BySide, Move, Piece, Position, Reason, Role, Side, Square};

use super::lesson;
use super::rating;
use super::set::{Puzzle, Theme};
use super::themes::{deployment_themes_of, themes_of};
use super::verify::{Line, LineKind, Strictness, rank, verify_line};

/// Depths, margin and how much of each game is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    play_depth: u32,
    find_depth: u32,
    verify: Strictness,
    deploy_find_depth: u32,
    deploy_verify_depth: u32,
    random_move_per_mille: u32,
    max_plies: u32,
    fight_per_game: usize,
    /// How many steps of a game's deployment are tried for its one deployment puzzle.
    deploy_tries: usize,
    /// The themes a kept puzzle must have one of (a bit per [`Theme::ALL`] index; 0: any).
    wanted: u32,
    /// The board the games are played on.
    board: BoardSize,
    /// Whether the games' armies may hold the fairy pieces (the board's fairy roster).
    fairy: bool,
}

impl Default for Settings {
    /// The settings of the built-in set.
    fn default() -> Self {
        Settings {
            play_depth: 3,
            find_depth: 3,
            verify: Strictness::new(5, 250, 3),
            deploy_find_depth: 2,
            deploy_verify_depth: 4,
            random_move_per_mille: 120,
            max_plies: 160,
            fight_per_game: 3,
            deploy_tries: 64,
            wanted: 0,
            board: BoardSize::Twelve,
            fairy: false,
        }
    }
}

impl Settings {
    /// Quicker settings (shallower searches), for tests.
    pub fn quick() -> Settings {
        Settings {
            find_depth: 2,
            verify: Strictness::new(3, 250, 2),
            deploy_verify_depth: 3,
            max_plies: 100,
            ..Settings::default()
        }
    }

    /// The `source` words for the depths and margin of a fight puzzle.
    pub fn fight_words(&self) -> String {
        format!(
            "found at depth {}, verified at depth {} with a margin of {} cp at every solver move (scores capped at ±{} cp, mates above)",
            self.find_depth,
            self.verify.depth(),
            self.verify.margin(),
            super::verify::CAP
        )
    }

    /// The `source` words for a line verified from a given first move.
    pub fn verify_words(&self) -> String {
        format!(
            "verified at depth {} with a margin of {} cp at every solver move (scores capped at ±{} cp, mates above)",
            self.verify.depth(),
            self.verify.margin(),
            super::verify::CAP
        )
    }

    /// The `source` words for the depths and margin of a deployment puzzle.
    pub fn deploy_words(&self) -> String {
        format!(
            "found at depth {}, verified at depth {} with a margin of {} cp between the accepted squares and every other",
            self.deploy_find_depth,
            self.deploy_verify_depth,
            self.verify.margin()
        )
    }

    /// The same settings keeping only puzzles with at least one of `themes` (all puzzles
    /// when it is empty): a run that looks for the rarer themes.
    pub fn wanting(self, themes: &[Theme]) -> Settings {
        let wanted = themes.iter().fold(0u32, |m, t| m | theme_bit(*t));
        Settings { wanted, ..self }
    }

    /// The same settings playing their games on a board of `board`, with the board's
    /// built-in roster (its fairy roster with `fairy`: `fairy`, `eight-fairy`,
    /// `mini-fairy`).
    pub fn on(self, board: BoardSize, fairy: bool) -> Settings {
        Settings {
            board,
            fairy,
            ..self
        }
    }

    /// The rules the self-play games are played by.
    fn rules(&self) -> Rules {
        Rules::with_roster(self.board, Roster::for_board(self.board, self.fairy))
    }

    /// Whether a puzzle with `themes` is kept.
    pub fn wants(&self, themes: &[Theme]) -> bool {
        self.wanted == 0 || themes.iter().any(|t| self.wanted & theme_bit(*t) != 0)
    }

    /// Only deployment puzzles are wanted (`deployment`, or `ambush`, which only a
    /// deployment puzzle shows: a fight puzzle never starts with a King to take): the
    /// fight is not searched for puzzles.
    fn deployments_only(&self) -> bool {
        let deploying = theme_bit(Theme::Deployment) | theme_bit(Theme::Ambush);
        self.wanted != 0 && self.wanted & !deploying == 0
    }

    /// Only promotions are wanted: a game is played longer (pawns need the moves to get
    /// there), and only positions where the side to move has a pawn one step from
    /// promoting are searched (a solution's first move promotes, or its next solver
    /// move can), so a run looking for them spends its time where they are.
    fn promotions_only(&self) -> bool {
        self.wanted == theme_bit(Theme::Promotion)
    }

    /// How many fight plies a self-play game is played to (none when only deployment
    /// puzzles are wanted).
    fn plies(&self) -> u32 {
        if self.deployments_only() {
            0
        } else if self.promotions_only() {
            self.max_plies * 2
        } else {
            self.max_plies
        }
    }

    /// Whether `pos` is worth a search for the puzzles wanted.
    fn worth_searching(&self, pos: &Position) -> bool {
        !self.promotions_only() || may_promote_soon(pos)
    }

    /// How strictly lines are verified.
    pub fn verify(&self) -> Strictness {
        self.verify
    }
}

fn theme_bit(t: Theme) -> u32 {
    Theme::ALL
        .iter()
        .position(|&a| a == t)
        .map_or(0, |i| 1 << i)
}

/// A puzzle found in a game, before it gets its id in the set.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    pub puzzle: Puzzle,
    /// The position's zobrist key (the same position found twice is one puzzle).
    pub key: u64,
    /// A fight puzzle solved by one capture (the kind a set holds at most
    /// [`ONE_MOVE_CAPTURES`] of).
    pub one_capture: bool,
}

/// A well-mixed seed for game `i` of a run seeded `seed`.
pub fn game_seed(seed: u64, i: u32) -> u64 {
    let mut z = seed
        .wrapping_add(0x9E37_79B9_7F4A_7C15u64.wrapping_mul(i as u64 + 1))
        .wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^= z >> 31;
    z.wrapping_mul(0x94D0_49BB_1331_11EB) ^ (z >> 29)
}

/// The deployment boards and fight positions of one self-play game.
struct Played {
    /// Each deployment state before a placement, with the placement made there.
    deployments: Vec<(Deployment, Piece, Square)>,
    positions: Vec<Position>,
}

fn play(seed: u64, s: &Settings) -> Option<Played> {
    let rules = s.rules();
    let (columns, rows) = plinths::dice(rules.board);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(rules.clone());
    let mut searcher = Searcher::new(1 << 16);
    let stop = AtomicBool::new(false);
    let fight_first = if rng.random_bool(0.5) {
        Side::Blue
    } else {
        Side::Red
    };
    let mut deployments = Vec::new();
    for _ in 0..(2000 + s.plies()) {
        match game.phase() {
            Phase::Over => break,
            Phase::Armies => {
                for side in Side::ALL {
                    if !game.has_army(side) {
                        let army = choose_army(&rules, side, None, rng.random());
                        game.apply(GameStep::Army { side, army }).ok()?;
                    }
                }
            }
            Phase::Plinths => {
                let (by, quadrant) = game.next_plinth_roll()?;
                let roll = PlinthRoll {
                    by,
                    quadrant,
                    column: rng.random_range(1..=columns),
                    row: rng.random_range(1..=rows),
                };
                game.apply(GameStep::PlinthRoll(roll)).ok()?;
            }
            Phase::DeployOrder => {
                let side = if rng.random_bool(0.5) {
                    Side::Blue
                } else {
                    Side::Red
                };
                game.apply(GameStep::SetDeployFirst(side)).ok()?;
            }
            Phase::FightOrder => {
                game.apply(GameStep::SetFightFirst(fight_first)).ok()?;
            }
            Phase::Deploy => {
                let d = game.deployment()?.clone();
                let (piece, square) = choose_placement(&d, rng.random())?;
                deployments.push((d, piece, square));
                game.apply(GameStep::Place { piece, square }).ok()?;
            }
            Phase::Fight => {
                if game.moves().len() as u32 >= s.plies() {
                    break;
                }
                let pos = game.history().last()?.clone();
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = if rng.random_range(0..1000) < s.random_move_per_mille {
                    moves[rng.random_range(0..moves.len())]
                } else {
                    let keys: Vec<u64> = game
                        .history()
                        .iter()
                        .rev()
                        .skip(1)
                        .map(|p| p.zobrist())
                        .collect();
                    let options = SearchOptions {
                        depth: Some(s.play_depth),
                        ..SearchOptions::default()
                    };
                    searcher.search(&pos, &keys, &options, &stop)?.best
                };
                game.apply(GameStep::Move(m)).ok()?;
            }
        }
    }
    Some(Played {
        deployments,
        positions: game.history().to_vec(),
    })
}

/// Whether the side to move in `pos` has a pawn that promotes with its next move, or
/// with the one after (one step short of the promotion rank, its way on clear).
fn may_promote_soon(pos: &Position) -> bool {
    let moves = pos.legal_moves();
    if moves.iter().any(|m| m.promotion.is_some()) {
        return true;
    }
    // After one of its pawn's moves, could that pawn promote next time? (A null reply:
    // the same side moves again in the position after.)
    moves.iter().any(|m| {
        pos.board()
            .piece_at(m.from)
            .is_some_and(|p| p.role == Role::Pawn && p.side == pos.turn())
            && pos.play(*m).is_ok_and(|mut again| {
                again.pass_unchecked();
                again
                    .legal_moves()
                    .iter()
                    .any(|n| n.from == m.to && n.promotion.is_some())
            })
    })
}

/// The measured rating of a verified fight line from `start` ([`super::rating`]), each
/// solver step searched up to the verifying depth.
pub fn fight_rating(searcher: &mut Searcher, start: &Position, line: &Line, s: &Settings) -> f64 {
    rating::rating(&rating::measure(
        searcher,
        start,
        &line.moves,
        s.verify.depth(),
    ))
}

/// Whether each solver step of `line` from `start` is a choice with one answer: more than
/// one legal move, and a mate in one with exactly one mating move (the margin of
/// [`verify_line`] does not tell mates apart).
fn one_answer_each_time(start: &Position, line: &Line) -> bool {
    let mut pos = start.clone();
    for (i, &m) in line.moves.iter().enumerate() {
        if i % 2 == 0 {
            let moves = pos.legal_moves();
            if moves.len() < 2 {
                return false;
            }
            let mates = |mv: Move| {
                pos.play(mv)
                    .ok()
                    .and_then(|p| p.outcome())
                    .is_some_and(|o| o.reason == Reason::Checkmate)
            };
            if line.kind == LineKind::Mate(1) && moves.iter().filter(|&&mv| mates(mv)).count() != 1
            {
                return false;
            }
        }
        match pos.play(m) {
            Ok(next) => pos = next,
            Err(_) => return false,
        }
    }
    true
}

/// The fight puzzle at `pos`, if there is one.
pub fn fight_puzzle(
    searcher: &mut Searcher,
    pos: &Position,
    s: &Settings,
) -> Option<(Puzzle, Line)> {
    if pos.outcome().is_some() || pos.can_capture_king() {
        return None;
    }
    let stop = AtomicBool::new(false);
    let options = SearchOptions {
        depth: Some(s.find_depth),
        ..SearchOptions::default()
    };
    let found = searcher.search(pos, &[], &options, &stop)?;
    let mate = matches!(mate_in_moves(found.score), Some(n) if (1..=5).contains(&n));
    let gain = found.score >= 200 && found.score - evaluate(pos) >= 200;
    let defence = found.score.abs() <= 150
        && (pos.is_check()
            || threatened(pos.board())
                .iter()
                .any(|t| t.piece.side == pos.turn() && value(t.piece.role) >= value(Role::Knight)));
    if !(mate || gain || defence) {
        return None;
    }
    let line = verify_line(searcher, pos, Some(found.best), s.verify)?;
    if line.kind == LineKind::Defence && !defence {
        return None;
    }
    if !one_answer_each_time(pos, &line) {
        return None;
    }
    // A line no theme describes (a small gain, no tactic) teaches nothing nameable.
    let themes = themes_of(pos, &line.moves);
    if themes.is_empty() {
        return None;
    }
    let solution = line.moves.iter().map(|m| m.to_string()).collect();
    let puzzle = Puzzle::fight(String::new(), pos.to_sfen(), solution, themes)
        .with_rating(fight_rating(searcher, pos, &line, s));
    Some((puzzle, line))
}

/// The seed of the engine's quick placements that complete a deployment after each
/// candidate placement (one seed for all, so the candidates are compared on equal terms).
const COMPLETION_SEED: u64 = 0;

/// Where a placement leads: the deployment completed by the engine's quick placements
/// (both hands as they were), and the fight that starts from it.
#[derive(Clone, Debug)]
pub struct Completed {
    pub placement: (Piece, Square),
    /// The board once every piece in hand is placed.
    pub board: crate::rules::Board,
    /// The fight with the given first mover, or its score for the placing side when the
    /// game is decided before any move (an ambushed King, a side without a move).
    pub fight: Result<Position, i32>,
}

/// Every legal placement of every piece in the hand of `d`'s side to place, each with
/// the deployment completed and the fight set up with `first` to move.
pub fn complete_placements(d: &Deployment, first: Side) -> Vec<Completed> {
    let Some(side) = d.turn() else {
        return Vec::new();
    };
    d.legal_placements()
        .into_iter()
        .filter_map(|(piece, sq)| {
            let mut after = d.clone();
            after.place(piece, sq).ok()?;
            let done = complete(after, COMPLETION_SEED);
            let mut setup = done.to_setup();
            setup.turn = first;
            setup.hands = BySide::new(Army::EMPTY, Army::EMPTY);
            let pos = Position::from_setup(&setup).ok()?;
            let fight = match pos.outcome() {
                Some(o) => Err(match o.winner {
                    Some(w) if w == side => 30_000,
                    Some(_) => -30_000,
                    None => 0,
                }),
                None => Ok(pos),
            };
            Some(Completed {
                placement: (piece, sq),
                board: done.board().clone(),
                fight,
            })
        })
        .collect()
}

/// The fights of `completed` searched at `depth`, scored for `side` (the side that
/// placed), best first.
pub fn score_completed(
    searcher: &mut Searcher,
    completed: &[Completed],
    side: Side,
    depth: u32,
) -> Vec<((Piece, Square), i32)> {
    let stop = AtomicBool::new(false);
    let options = SearchOptions {
        depth: Some(depth),
        ..SearchOptions::default()
    };
    let mut out: Vec<((Piece, Square), i32)> = completed
        .iter()
        .filter_map(|c| {
            let score = match &c.fight {
                Err(s) => *s,
                Ok(pos) => {
                    let r = searcher.search(pos, &[], &options, &stop)?;
                    if pos.turn() == side {
                        r.score
                    } else {
                        -r.score
                    }
                }
            };
            Some((c.placement, score))
        })
        .collect();
    out.sort_by_key(|(_, s)| std::cmp::Reverse(rank(*s)));
    out
}

/// Scores every placement of every piece in the hand of `d`'s side to place, by a search
/// at `depth` of the fight that follows once the engine has placed the rest of both
/// hands, with `first` to move; from the placing side's view, best first.
pub fn score_placements(
    searcher: &mut Searcher,
    d: &Deployment,
    first: Side,
    depth: u32,
) -> Vec<((Piece, Square), i32)> {
    let Some(side) = d.turn() else {
        return Vec::new();
    };
    score_completed(searcher, &complete_placements(d, first), side, depth)
}

/// The right placements of `scored` (those within a pawn of the best), when they stand
/// clear of every other by `margin`, are few, and the others are many.
pub fn right_placements(
    scored: &[((Piece, Square), i32)],
    margin: i32,
) -> Option<Vec<(Piece, Square)>> {
    let best = rank(scored.first()?.1);
    let right: Vec<(Piece, Square)> = scored
        .iter()
        .take_while(|(_, s)| rank(*s) >= best - value(Role::Pawn))
        .map(|(p, _)| *p)
        .collect();
    let worst_right = rank(scored[right.len() - 1].1);
    let next = rank(scored.get(right.len())?.1);
    let few = right.len() <= 6 && scored.len() >= 3 * right.len();
    (few && worst_right - next >= margin && best >= -super::verify::CAP).then_some(right)
}

/// The deployment puzzle of `setup` (both hands as they are at that step of a game),
/// with `first` to move in the fight, if there is one whose answer a player finds by
/// looking ([`lesson::findable`]): a look at the board alone picks out a few placements
/// (the first move of the fight wins or saves most after them), and the search agrees:
/// the placements (of any piece in hand, on any square) whose fights score best, once
/// the engine has placed the rest of both hands, hold every one the look picks out and
/// stand clear of every other by the margin at the finding depth and at the deeper
/// verifying depth. The look comes first: it costs no search, and rules out most boards.
pub fn deployment_puzzle(
    searcher: &mut Searcher,
    setup: &Setup,
    first: Side,
    s: &Settings,
) -> Option<Puzzle> {
    let d = Deployment::from_setup(setup, false).ok()?;
    let side = d.turn()?;
    let seen = lesson::looks_best(&d, first);
    let legal = d.legal_placements().len();
    if seen.is_empty() || seen.len() > 6 || legal < 3 * seen.len() {
        return None;
    }
    let completed = complete_placements(&d, first);
    let shallow = score_completed(searcher, &completed, side, s.deploy_find_depth);
    let found = right_placements(&shallow, s.verify.margin())?;
    let deep = score_completed(searcher, &completed, side, s.deploy_verify_depth);
    let right = right_placements(&deep, s.verify.margin())?;
    if !right.contains(&found[0]) || !seen.iter().all(|p| right.contains(p)) {
        return None;
    }
    // The answer: the search's best among the placements the look picks out.
    let solution = *right.iter().find(|p| seen.contains(p))?;
    lesson::findable(&d, first, solution, &right).ok()?;
    let taught = lesson::lesson(&d, first, solution, &right)?;
    // A lesson, not a game already won: every other placement gives the edge away,
    // unless the answer wins at once (the King taken).
    let wins_at_once = matches!(
        taught.answer.first_move,
        lesson::FirstMove::TakesKing { mover, .. } if mover == side
    );
    if !wins_at_once && rank(deep[right.len()].1) > DEPLOY_OTHERS_AT_MOST {
        return None;
    }
    let shown = deployment_themes_of(&d, first, &[solution]);
    let themes: Vec<Theme> = taught
        .themes()
        .into_iter()
        .filter(|t| shown.contains(t))
        .collect();
    let text = |(p, sq): (Piece, Square)| format!("{}@{sq}", p.char());
    let mut accept = vec![text(solution)];
    accept.extend(right.iter().filter(|&&r| r != solution).map(|&r| text(r)));
    let rating = deployment_rating(searcher, &completed, side, &shallow, &right, s);
    Some(
        Puzzle::deployment(
            String::new(),
            crate::rules::sfen::write(setup),
            vec![accept[0].clone()],
            first,
            themes,
        )
        .with_accept(accept)
        .with_rating(rating),
    )
}

/// The measured rating of a deployment puzzle whose `right` placements were found in the
/// `shallow` scores ([`super::rating::rating`] of its effort): the depth from which the
/// search ranks a right placement first (1, the finding depth, or the verifying one
/// beyond), the nodes of searching every placement's fight to that depth, and the wrong
/// placements that a one-ply look puts within the margin of the answer (the tempting
/// ones: the margin stands between them only when searched deeper).
fn deployment_rating(
    searcher: &mut Searcher,
    completed: &[Completed],
    side: Side,
    shallow: &[((Piece, Square), i32)],
    right: &[(Piece, Square)],
    s: &Settings,
) -> f64 {
    let first_right =
        |scored: &[((Piece, Square), i32)]| scored.first().is_some_and(|(p, _)| right.contains(p));
    let quick = score_completed(searcher, completed, side, 1);
    let find_depth = if first_right(&quick) {
        1
    } else if first_right(shallow) {
        s.deploy_find_depth
    } else {
        s.deploy_verify_depth
    };
    let answer = quick
        .iter()
        .filter(|(p, _)| right.contains(p))
        .map(|(_, sc)| rank(*sc))
        .max()
        .unwrap_or(0);
    let tempting = quick
        .iter()
        .filter(|(p, sc)| !right.contains(p) && rank(*sc) >= answer - s.verify.margin())
        .count() as u32;
    rating::rating(&rating::Effort {
        find_depth,
        find_nodes: fight_nodes(searcher, completed, find_depth),
        tempting,
        losing_captures: 0,
        solver_moves: 1,
    })
}

/// The nodes of searching every fight of `completed` to `depth` on a cleared table.
fn fight_nodes(searcher: &mut Searcher, completed: &[Completed], depth: u32) -> u64 {
    let stop = AtomicBool::new(false);
    let options = SearchOptions {
        depth: Some(depth),
        ..SearchOptions::default()
    };
    searcher.clear();
    completed
        .iter()
        .filter_map(|c| c.fight.as_ref().ok())
        .filter_map(|pos| searcher.search(pos, &[], &options, &stop))
        .map(|r| r.nodes)
        .sum()
}

/// The most the best of the wrong placements of a deployment puzzle may score for the
/// side placing (centipawns): more, and any placement wins.
pub const DEPLOY_OTHERS_AT_MOST: i32 = 300;

/// The deployment a step of it belongs to: its plinths and each side's whole army (on the
/// board and in hand). Two steps of one game's deployment share it, so a set keeps one
/// puzzle per key.
pub fn deployment_key(d: &Deployment) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    d.board().plinths().hash(&mut h);
    for side in Side::ALL {
        let mut army = d.hands()[side];
        for (_, p) in d.board().pieces().filter(|(_, p)| p.side == side) {
            army.add(p.role);
        }
        army.hash(&mut h);
    }
    h.finish()
}

/// The deployment boards a game offers as puzzles, each with the words saying where it
/// comes from: every step of its deployment once both Kings stand, with both hands as
/// they were there, those where the side to place holds at least three pieces first
/// (then the others), each group in the order of `rng`.
fn deployment_candidates(played: &Played, rng: &mut StdRng) -> Vec<(String, Setup)> {
    let mut out: Vec<(u32, String, Setup)> = Vec::new();
    for (k, (d, _, _)) in played.deployments.iter().enumerate() {
        let board = d.board();
        let Some(side) = d.turn() else {
            continue;
        };
        if board.king_of(Side::Blue).is_none() || board.king_of(Side::Red).is_none() {
            continue;
        }
        let held = d.hands()[side].total();
        out.push((
            held,
            format!(
                "placement {}, both hands as they were ({held} pieces in {side}'s hand)",
                k + 1
            ),
            d.to_setup(),
        ));
    }
    for i in (1..out.len()).rev() {
        out.swap(i, rng.random_range(0..=i));
    }
    out.sort_by_key(|(held, _, _)| *held < 3);
    out.into_iter()
        .map(|(_, what, setup)| (what, setup))
        .collect()
}

/// Every puzzle of game `game` of a run seeded `seed`.
pub fn from_game(seed: u64, game: u32, s: &Settings) -> Vec<Found> {
    let gseed = game_seed(seed, game);
    let Some(played) = play(gseed, s) else {
        return Vec::new();
    };
    let mut searcher = Searcher::new(1 << 18);
    let mut out = Vec::new();
    let mut rng = StdRng::seed_from_u64(gseed ^ 0x5eed);
    // One puzzle per deployment: the first step of it (in the candidates' order) that
    // makes one.
    let deployment = played
        .deployments
        .last()
        .map_or(0, |(d, _, _)| deployment_key(d));
    let chosen = deployment_candidates(&played, &mut rng)
        .into_iter()
        .take(s.deploy_tries);
    'steps: for (what, setup) in chosen {
        let firsts = if rng.random_bool(0.5) {
            [Side::Blue, Side::Red]
        } else {
            [Side::Red, Side::Blue]
        };
        for first in firsts {
            if let Some(p) =
                deployment_puzzle(&mut searcher, &setup, first, s).filter(|p| s.wants(p.themes()))
            {
                out.push(Found {
                    puzzle: p.with_source(format!(
                        "self-play seed {seed}, game {game}, {what}, {} moves first; {}",
                        first.name(),
                        s.deploy_words()
                    )),
                    key: deployment,
                    one_capture: false,
                });
                break 'steps;
            }
        }
    }
    // Fight: every position after the first few moves, until enough are found, at most
    // one of them a single capture (the commonest and least instructive kind).
    let (mut fights, mut captures) = (0, 0);
    for (ply, pos) in played.positions.iter().enumerate().skip(4) {
        if fights >= s.fight_per_game || s.deployments_only() {
            break;
        }
        if !s.worth_searching(pos) {
            continue;
        }
        let Some((p, line)) =
            fight_puzzle(&mut searcher, pos, s).filter(|(p, _)| s.wants(p.themes()))
        else {
            continue;
        };
        let one_capture = is_one_capture(pos, &line);
        if one_capture && captures >= 1 {
            continue;
        }
        out.push(Found {
            puzzle: p.with_source(format!(
                "self-play seed {seed}, game {game}, fight ply {}; {}",
                ply + 1,
                s.fight_words()
            )),
            key: pos.zobrist(),
            one_capture,
        });
        fights += 1;
        captures += usize::from(one_capture);
    }
    out
}

/// Whether a verified line is a single capture (mating or not: the answer is the capture
/// either way).
pub fn is_one_capture(start: &Position, line: &Line) -> bool {
    line.moves.len() == 1 && start.is_capture(line.moves[0])
}

/// The most fight puzzles of a generated set that are a single capture, as a share
/// (numerator, denominator): 40%.
pub const ONE_MOVE_CAPTURES: (usize, usize) = (2, 5);

/// The puzzles of games 0, 1, 2 … in that order (`results` by game; the games finished
/// so far in a row), the same position once: `deployments` deployment puzzles and the
/// rest fights (more deployment puzzles when the fights run short), single captures at
/// most [`ONE_MOVE_CAPTURES`] of the fights, each kind the first ones found, in game
/// order; and whether they make `n`.
pub fn pick(
    results: &std::collections::BTreeMap<u32, Vec<Found>>,
    n: u32,
    deployments: u32,
) -> (Vec<Puzzle>, bool) {
    let (n, k) = (n as usize, deployments as usize);
    let (most, of) = ONE_MOVE_CAPTURES;
    let mut seen = std::collections::HashSet::new();
    // (order found, puzzle) of each kind.
    let (mut deploys, mut others, mut captures) = (Vec::new(), Vec::new(), Vec::new());
    let mut order = 0;
    for (expect, (&g, found)) in (0..).zip(results) {
        if g != expect {
            break;
        }
        for f in found.iter().filter(|f| seen.insert(f.key)) {
            let to = if f.puzzle.kind() == super::set::Kind::Deployment {
                &mut deploys
            } else if f.one_capture {
                &mut captures
            } else {
                &mut others
            };
            to.push((order, f.puzzle.clone()));
            order += 1;
        }
    }
    let fights_wanted = n.saturating_sub(k.min(deploys.len()));
    let c = captures.len().min(fights_wanted * most / of);
    let f = others.len().min(fights_wanted - c);
    // Fewer fights than wanted: the captures still at most their share of them.
    let c = c.min(f * most / (of - most));
    let d = deploys.len().min(n - f - c);
    let mut chosen: Vec<(usize, Puzzle)> = deploys
        .into_iter()
        .take(d)
        .chain(others.into_iter().take(f))
        .chain(captures.into_iter().take(c))
        .collect();
    chosen.sort_by_key(|(i, _)| *i);
    let enough = d >= k && chosen.len() >= n;
    (chosen.into_iter().map(|(_, p)| p).collect(), enough)
}

/// The id prefix for a puzzle's main theme: `m2`, `fork`, `d` (deployment).
pub fn id_prefix(p: &Puzzle) -> String {
    let t = p.themes();
    if t.contains(&Theme::Deployment) {
        return "d".into();
    }
    if let Some(n) = t.iter().find_map(|t| t.mate_moves()) {
        return format!("m{n}");
    }
    for (theme, prefix) in [
        (Theme::Promotion, "promo"),
        (Theme::Fork, "fork"),
        (Theme::Pin, "pin"),
        (Theme::Plinth, "plinth"),
        (Theme::Defence, "def"),
    ] {
        if t.contains(&theme) {
            return prefix.into();
        }
    }
    "mat".into()
}

/// Gives each puzzle an id `<prefix>-<nnnn>`, numbered per prefix in order.
pub fn number(puzzles: Vec<Puzzle>) -> Vec<Puzzle> {
    let mut counts = std::collections::HashMap::new();
    puzzles
        .into_iter()
        .map(|p| {
            let prefix = id_prefix(&p);
            let n = counts.entry(prefix.clone()).or_insert(0u32);
            *n += 1;
            let id = format!("{prefix}-{:04}", *n);
            p.with_id(id)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_promotions_only_run_searches_where_a_pawn_promotes_within_two_of_its_moves() {
        let only = Settings::default().wanting(&[Theme::Promotion]);
        let any = Settings::default();
        let pos = |s: &str| Position::from_sfen(s).expect("a position");
        // Blue's pawn on c5 promotes now; on c4 it promotes with its next move but one;
        // on c3 it is too far; Red's pawn does not count on Blue's turn.
        for (sfen, soon) in [
            ("k5/2P3/K5/6/6/6 w - 1", true),
            ("k5/6/K1P3/6/6/6 w - 1", true),
            ("k5/6/K5/2P3/6/6 w - 1", false),
            ("k5/6/K5/6/2p3/6 w - 1", false),
        ] {
            assert_eq!(only.worth_searching(&pos(sfen)), soon, "{sfen}");
            assert!(
                any.worth_searching(&pos(sfen)),
                "every position when any is wanted"
            );
        }
        assert_eq!(only.plies(), 2 * any.plies());
    }

    #[test]
    fn a_mate_in_one_with_two_mating_moves_or_a_single_legal_move_is_no_puzzle() {
        let mate = |sfen: &str, mv: &str| {
            let pos = Position::from_sfen(sfen).expect("a position");
            let line = Line {
                moves: vec![mv.parse().expect("a move")],
                kind: LineKind::Mate(1),
                best: 0,
                second: None,
            };
            one_answer_each_time(&pos, &line)
        };
        // One Rook mates on f6; with a second Rook on e1, e6 mates too.
        assert!(mate("k5/6/K5/6/6/5R w - 1", "f1f6"));
        assert!(!mate("k5/6/K5/6/6/4RR w - 1", "f1f6"));
        // The Rook on b3 leaves Blue's King on a1 one move, to a2.
        let forced = Position::from_sfen("k5/6/6/1r4/6/K5 w - 1").expect("a position");
        assert_eq!(forced.legal_moves().len(), 1);
        let line = Line {
            moves: vec!["a1a2".parse().expect("a move")],
            kind: LineKind::Defence,
            best: 0,
            second: None,
        };
        assert!(!one_answer_each_time(&forced, &line));
    }

    #[test]
    fn a_generated_set_holds_at_most_two_fifths_single_captures_among_its_fights() {
        // A Rook on file i of rank 1 (a single capture) or rank 2 (another puzzle).
        let fight = |i: u64, one_capture: bool| Found {
            puzzle: Puzzle::fight(
                String::new(),
                {
                    let row = if i == 0 {
                        "R5".to_string()
                    } else {
                        format!("{i}R{}", 5 - i)
                    };
                    if one_capture {
                        format!("k5/6/K5/6/6/{row} w - 1")
                    } else {
                        format!("k5/6/K5/6/{row}/6 w - 1")
                    }
                },
                vec!["a1a2".into()],
                vec![Theme::Material],
            ),
            key: i + if one_capture { 100 } else { 0 },
            one_capture,
        };
        // Game 0 finds only single captures, game 1 only other puzzles.
        let mut results = std::collections::BTreeMap::new();
        results.insert(0, (0..5).map(|i| fight(i, true)).collect::<Vec<_>>());
        results.insert(1, (0..5).map(|i| fight(i, false)).collect::<Vec<_>>());
        let (chosen, enough) = pick(&results, 100, 0);
        assert!(!enough, "ten found, a hundred asked for");
        let captures = chosen
            .iter()
            .filter(|p| results[&0].iter().any(|f| &f.puzzle == *p))
            .count();
        // Five others found: three single captures with them make 3 of 8, and a fourth
        // would make 4 of 9, more than two fifths.
        assert_eq!((captures, chosen.len()), (3, 8), "{chosen:?}");
        let (five, _) = pick(&results, 5, 0);
        let first_five = five
            .iter()
            .filter(|p| results[&0].iter().any(|f| &f.puzzle == *p))
            .count();
        assert!(
            first_five * 5 <= five.len() * 2,
            "{first_five} of {}",
            five.len()
        );
    }

    #[test]
    fn a_deployment_board_offered_as_a_puzzle_keeps_both_hands_as_they_were() {
        let s = Settings {
            max_plies: 1,
            ..Settings::quick()
        };
        let played = play(game_seed(3, 0), &s).expect("a game");
        let (last, piece, square) = played.deployments.last().expect("a deployment");
        let mut full = last.clone();
        full.place(*piece, *square).expect("the last placement");
        let mut rng = StdRng::seed_from_u64(1);
        let offered = deployment_candidates(&played, &mut rng);
        assert!(offered.len() > 10, "{} boards", offered.len());
        let mut many_first = true;
        for (what, setup) in &offered {
            // Every piece of each side's army is on the board or in its hand.
            for side in Side::ALL {
                assert_eq!(
                    setup.board.by_side(side).count() + setup.hands[side].total(),
                    full.board().by_side(side).count(),
                    "{what}"
                );
            }
            let held = setup.hands[setup.turn].total();
            assert!(what.contains(&format!("{held} pieces")), "{what}");
            // Those where the side to place holds three or more come first.
            if held < 3 {
                many_first = false;
            }
            assert!(many_first || held < 3, "{what} after one with fewer");
        }
        assert!(offered[0].1.hands[offered[0].1.turn].total() >= 3);
    }
}
