//! The computer in a [`Style`]: the army it buys, where it places, the move it plays.
//! The client, the engine protocol and the match runner all choose through these
//! functions, so a style plays alike everywhere; at [`Level::MAX`] it is the full engine.
//!
//! A lower level is weaker the way a person is: it buys a less well-judged army (levels
//! 3–4 the untested templates, 1–2 a random one), looks at fewer placements less far
//! (levels 1–3 by the quick score alone), searches its moves less deep (a cap on depth
//! and nodes), and chooses among its best few lines (MultiPV) with a seeded preference
//! for natural moves (captures, checks, pieces leaving the back ranks) within a loss it
//! tolerates, smaller the higher the level. The seed decides every such choice: the same
//! seed, the same play. From level 4 the tolerance is below a Pawn, so a level that sees
//! a piece hang, a free Queen or Rook, or a mate in one plays as the full engine would.

use std::sync::atomic::AtomicBool;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::rules::deploy::Deployment;
use crate::rules::game::Rules;
use crate::rules::{Army, Bitboard, Move, Piece, Position, Role, Side, Square};

use super::SearchResult;
use super::army::{choose_army, drawn_army, random_army};
use super::deploy::{
    DeployBudget, FightOrder, best_placement, ranked_placements, searched_placement,
};
use super::level::Level;
use super::search::{DepthReport, RootLine, SearchOptions, Searcher, mate_in_moves};
use super::style::Style;

/// How a level below the full engine plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Params {
    /// Deepest fight search (plies).
    depth: u32,
    /// Most nodes of a fight search.
    nodes: u64,
    /// The best root lines it chooses among.
    lines: usize,
    /// How far below the best line a line may score and still be chosen (centipawns).
    tolerance: i32,
    /// Placements searched (the quick score's best); 0: the quick score alone.
    candidates: usize,
    /// Deepest fight search from a searched placement.
    place_depth: u32,
    /// How far below the best quick score a placement may score and still be chosen.
    place_tolerance: i32,
}

/// Levels 1 to 7 (level 8 is the full engine).
const PARAMS: [Params; 7] = [
    Params {
        depth: 1,
        nodes: 80,
        lines: 8,
        tolerance: 450,
        candidates: 0,
        place_depth: 0,
        place_tolerance: 160,
    },
    Params {
        depth: 2,
        nodes: 350,
        lines: 5,
        tolerance: 180,
        candidates: 0,
        place_depth: 0,
        place_tolerance: 80,
    },
    Params {
        depth: 3,
        nodes: 800,
        lines: 4,
        tolerance: 110,
        candidates: 0,
        place_depth: 0,
        place_tolerance: 50,
    },
    Params {
        depth: 4,
        nodes: 2_000,
        lines: 4,
        tolerance: 50,
        candidates: 2,
        place_depth: 2,
        place_tolerance: 30,
    },
    Params {
        depth: 6,
        nodes: 5_000,
        lines: 3,
        tolerance: 30,
        candidates: 3,
        place_depth: 3,
        place_tolerance: 20,
    },
    Params {
        depth: 64,
        nodes: 12_000,
        lines: 2,
        tolerance: 15,
        candidates: 4,
        place_depth: 4,
        place_tolerance: 10,
    },
    Params {
        depth: 64,
        nodes: 30_000,
        lines: 1,
        tolerance: 0,
        candidates: 6,
        place_depth: 5,
        place_tolerance: 5,
    },
];

/// How `level` plays; `None` for the full engine.
fn params(level: Level) -> Option<Params> {
    PARAMS.get(usize::from(level.get()) - 1).copied()
}

/// The seeded choices of one decision: `seed` and what is decided (a position's key).
fn rng(seed: u64, what: u64) -> StdRng {
    StdRng::seed_from_u64(seed ^ what.rotate_left(17) ^ 0x005E_ED0F_5E1E)
}

/// One of `weights` (all above 0), drawn in proportion to them.
fn draw(weights: &[u32], rng: &mut StdRng) -> usize {
    let total: u32 = weights.iter().sum();
    let mut pick = rng.random_range(0..total.max(1));
    for (i, &w) in weights.iter().enumerate() {
        if pick < w {
            return i;
        }
        pick -= w;
    }
    0
}

/// The army `side` buys in `style` within the roster and its budget, varied by `seed`
/// (under Scouts `plinths` is the board already rolled).
pub fn army(
    rules: &Rules,
    side: Side,
    plinths: Option<Bitboard>,
    seed: u64,
    style: &Style,
) -> Army {
    match style.level.get() {
        1..=2 => random_army(rules, side, &mut rng(seed, side.index() as u64)),
        3..=4 => drawn_army(rules, side, plinths, seed),
        _ => choose_army(rules, side, plinths, seed),
    }
}

/// The placement the side to place makes in `style` without searching (the quick
/// score), or `None` when nothing can be placed.
pub fn quick_placement(
    deployment: &Deployment,
    seed: u64,
    style: &Style,
) -> Option<(Piece, Square)> {
    let Some(p) = params(style.level) else {
        return best_placement(deployment, seed);
    };
    let ranked = ranked_placements(deployment, seed);
    let best = ranked.first()?.2;
    // Among the placements within the tolerance (ranked best first), the nearer the best
    // and the more natural the square, the likelier.
    let near: Vec<&(Piece, Square, i32)> = ranked
        .iter()
        .take_while(|&&(_, _, s)| s >= best - p.place_tolerance)
        .take(8)
        .collect();
    let size = deployment.board().size().len();
    let weights: Vec<u32> = near
        .iter()
        .map(|&&(piece, square, s)| {
            let closeness = (p.place_tolerance - (best - s)).max(0) as u32;
            1 + 6 * closeness / p.place_tolerance.max(1) as u32
                + natural_square(piece, square, size)
        })
        .collect();
    let i = draw(&weights, &mut rng(seed, deployment.ply() as u64));
    near.get(i).map(|&&(piece, square, _)| (piece, square))
}

/// How natural a square is for a piece to a person deploying: central files, and the
/// Pawns a rank ahead of the pieces.
fn natural_square(piece: Piece, square: Square, size: u8) -> u32 {
    let file = i32::from(square.file());
    let centre = i32::from(size) - 1;
    let off_centre = (2 * file - centre).unsigned_abs() / 2;
    let central = (u32::from(size) / 2).saturating_sub(off_centre) / 2;
    let rank = match piece.side {
        Side::Blue => square.rank(),
        Side::Red => size - 1 - square.rank(),
    };
    let row = match piece.role {
        Role::Pawn => u32::from(rank >= 1),
        _ => u32::from(rank == 0),
    };
    central + 2 * row
}

/// The placement the side to place makes in `style` within `budget`, searching the
/// fights it may lead to as far as its level looks; `stop` ends it early with the best
/// found so far. `None` when nothing can be placed.
pub fn placement(
    deployment: &Deployment,
    order: FightOrder,
    budget: &DeployBudget,
    seed: u64,
    style: &Style,
    stop: &AtomicBool,
) -> Option<(Piece, Square)> {
    let budget = match params(style.level) {
        None => *budget,
        Some(p) if p.candidates == 0 => return quick_placement(deployment, seed, style),
        Some(p) => DeployBudget {
            candidates: budget.candidates.min(p.candidates),
            depth: budget.depth.min(p.place_depth),
            ..*budget
        },
    };
    searched_placement(deployment, order, &budget, seed, stop).map(|p| (p.piece, p.square))
}

/// Who chooses: how the computer plays, and the seed that varies its choices (the same
/// seed, the same choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Skill {
    pub style: Style,
    pub seed: u64,
}

/// The fight move `skill.style` plays in `position` within `options` (`history`: the
/// zobrist keys of the fight positions before it, oldest first), with the line it expects
/// (its move first); `report` hears every finished depth of the search behind it (its best
/// line). `None` only when there is no legal move. Level 8 is [`Searcher::search_with`];
/// a lower level searches within its caps and chooses among its best lines.
pub fn fight_move(
    searcher: &mut Searcher,
    position: &Position,
    history: &[u64],
    options: &SearchOptions,
    skill: Skill,
    stop: &AtomicBool,
    report: &mut dyn FnMut(&DepthReport),
) -> Option<(SearchResult, Vec<Move>)> {
    let Some(p) = params(skill.style.level) else {
        let mut line = Vec::new();
        let found = searcher.search_with(position, history, options, stop, &mut |r| {
            line = r.pv.clone();
            report(r);
        })?;
        if line.first() != Some(&found.best) {
            line = vec![found.best];
        }
        return Some((found, line));
    };
    let capped = SearchOptions {
        depth: Some(options.depth.map_or(p.depth, |d| d.min(p.depth))),
        nodes: Some(options.nodes.map_or(p.nodes, |n| n.min(p.nodes))),
        ..*options
    };
    let mut nodes = 0;
    let lines = searcher.search_lines(position, history, &capped, p.lines, stop, &mut |k, r| {
        nodes = r.nodes;
        if k == 1 {
            report(r);
        }
    });
    let chosen = choose_line(position, &lines, p.tolerance, skill.seed)?;
    let result = SearchResult {
        best: chosen.first(),
        score: chosen.score,
        depth: chosen.depth,
        nodes,
    };
    Some((result, chosen.pv.clone()))
}

/// The line a level tolerating a loss of `tolerance` plays among `lines` (best first):
/// the best one when it mates or is mated, else one within the tolerance, drawn by
/// `seed` with the nearer the best and the more natural the likelier.
fn choose_line<'a>(
    position: &Position,
    lines: &'a [RootLine],
    tolerance: i32,
    seed: u64,
) -> Option<&'a RootLine> {
    let best = lines.first()?;
    if mate_in_moves(best.score).is_some() {
        return Some(best);
    }
    let near: Vec<&RootLine> = lines
        .iter()
        .filter(|l| l.score >= best.score - tolerance && mate_in_moves(l.score).is_none())
        .collect();
    let weights: Vec<u32> = near
        .iter()
        .map(|l| {
            let closeness = (tolerance - (best.score - l.score)).max(0) as u32;
            1 + 6 * closeness / tolerance.max(1) as u32 + natural_move(position, l.first())
        })
        .collect();
    let i = draw(&weights, &mut rng(seed, position.zobrist()));
    near.get(i).copied().or(Some(best))
}

/// How natural a move looks to a person: a capture, a check, a piece leaving its back
/// ranks.
fn natural_move(position: &Position, m: Move) -> u32 {
    let size = position.size().len();
    let rank = |sq: Square| match position.turn() {
        Side::Blue => sq.rank(),
        Side::Red => size - 1 - sq.rank(),
    };
    let developing = position.board().piece_at(m.from).is_some_and(|p| {
        !matches!(p.role, Role::King | Role::Pawn) && rank(m.from) <= 1 && rank(m.to) > rank(m.from)
    });
    3 * u32::from(position.is_capture(m))
        + 2 * u32::from(position.gives_check(m))
        + u32::from(developing)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Reason;
    use crate::rules::roster::Roster;
    use crate::rules::sfen;

    fn level(n: u8) -> Level {
        Level::new(n).expect("a level")
    }

    fn at_depth(depth: u32) -> SearchOptions {
        SearchOptions {
            depth: Some(depth),
            ..SearchOptions::default()
        }
    }

    /// The move `level` plays with `seed` from a fresh searcher, at most `depth` deep.
    fn play(pos: &Position, n: u8, seed: u64, depth: u32) -> (SearchResult, Vec<Move>) {
        let skill = Skill {
            style: Style::at(level(n)),
            seed,
        };
        fight_move(
            &mut Searcher::new(1 << 16),
            pos,
            &[],
            &at_depth(depth),
            skill,
            &AtomicBool::new(false),
            &mut |_| {},
        )
        .expect("a legal move")
    }

    const E1: &str = "r2kqrb3qn/1_.1ppp1ppb2/pnr1p3_.n2/6p3p1/1bp1_.4p1p/10_.1/4B7/1N2_.7/P2P4P2P/4P2_N1PP1/1P_.2PPPRP1Q/QRB2RKB2_N1 b - 89";

    #[test]
    fn level_eight_is_the_full_search() {
        let pos = Position::from_sfen(E1).expect("SFEN");
        let plain = Searcher::new(1 << 16)
            .search(&pos, &[], &at_depth(5), &AtomicBool::new(false))
            .expect("a move");
        let (found, line) = play(&pos, 8, 3, 5);
        assert_eq!(found, plain);
        assert_eq!(line[0], plain.best);
    }

    #[test]
    fn levels_four_and_up_take_a_free_queen_and_mate_in_one() {
        let queen = Position::from_sfen("3k2/6/2q3/6/6/2R1K1 w - 20").expect("SFEN");
        let mate =
            Position::from_sfen("k11/pp10/12/12/12/12/12/12/12/12/12/5K5R w - 50").expect("SFEN");
        for n in 4..=7 {
            for seed in 0..6 {
                let (r, _) = play(&queen, n, seed, 64);
                assert_eq!(r.best.to_string(), "c1c4", "level {n} seed {seed}");
                let (r, _) = play(&mate, n, seed, 64);
                let after = mate.play(r.best).expect("legal");
                assert_eq!(
                    after.outcome().map(|o| o.reason),
                    Some(Reason::Checkmate),
                    "level {n} seed {seed}: {}",
                    r.best
                );
            }
        }
    }

    #[test]
    fn levels_four_and_up_never_leave_the_queen_to_a_pawn() {
        // Red's Pawn on c4 attacks the Blue Queen on d3; the Queen can take it or leave.
        let pos = Position::from_sfen("k5/6/2p3/3Q2/6/4K1 w - 20").expect("SFEN");
        for n in 4..=7 {
            for seed in 0..6 {
                let (r, _) = play(&pos, n, seed, 64);
                let after = pos.play(r.best).expect("legal");
                let reply = Searcher::new(1 << 16)
                    .search(&after, &[], &at_depth(3), &AtomicBool::new(false))
                    .expect("Red has moves");
                assert!(
                    reply.score < 300,
                    "level {n} seed {seed}: {} leaves Red {}",
                    r.best,
                    reply.score
                );
            }
        }
    }

    #[test]
    fn a_level_plays_the_same_move_for_the_same_seed_and_varies_with_it() {
        let pos = Position::from_sfen(E1).expect("SFEN");
        for n in 1..=7 {
            let moves: Vec<Move> = (0..12).map(|seed| play(&pos, n, seed, 3).0.best).collect();
            let again: Vec<Move> = (0..12).map(|seed| play(&pos, n, seed, 3).0.best).collect();
            assert_eq!(moves, again, "level {n}");
            assert!(moves.iter().all(|m| pos.legal_moves().contains(m)));
            if n <= 3 {
                let mut distinct = moves.clone();
                distinct.sort_by_key(|m| m.to_string());
                distinct.dedup();
                assert!(distinct.len() >= 2, "level {n} always plays {}", moves[0]);
            }
        }
    }

    #[test]
    fn every_level_buys_a_valid_army_and_places_legally() {
        let rules = Rules::with_roster(
            crate::rules::BoardSize::Twelve,
            Roster::builtin("standard").expect("built-in"),
        );
        let setup = sfen::parse(
            "12/1_.10/8_.3/12/4_.7/10_.1/12/4_.7/12/7_.4/2_.9/10_.1 w k2q3r3b3n12pK2Q3R3B3N12P 1",
        )
        .expect("SFEN");
        let mut d = Deployment::from_setup(&setup, false).expect("deployment");
        for (p, s) in [("K", "f1"), ("k", "g12")] {
            let piece = Piece::from_char(p.chars().next().expect("c")).expect("piece");
            d.place(piece, s.parse().expect("square")).expect("legal");
        }
        for level in Level::all() {
            for seed in 0..3 {
                let style = Style::at(level);
                let a = army(&rules, Side::Red, None, seed, &style);
                assert_eq!(
                    rules.roster.validate(&a, rules.budget.red),
                    Ok(()),
                    "{level}"
                );
                let (piece, square) = quick_placement(&d, seed, &style).expect("a placement");
                assert!(d.check_place(piece, square).is_ok(), "level {level}");
                assert_eq!(quick_placement(&d, seed, &style), Some((piece, square)));
            }
        }
        assert_eq!(
            quick_placement(&d, 5, &Style::default()),
            best_placement(&d, 5)
        );
    }
}
