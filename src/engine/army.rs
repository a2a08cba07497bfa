//! Army choice: weighted templates with seeded random variation, always within the roster.
//!
//! A [`Template`] weighs the four nobles (a Queen-heavy army, a Rook army, a minor-piece
//! army, a balanced one, ...) and, for a roster that offers them, the three fairy pieces
//! (the Chancellor with the Rook armies, the Archbishop and the Giraffe with the minor
//! pieces), and gives a share of the budget to pawns (a pawn screen in front); the rest
//! is spent noble by noble, each drawn in proportion to its weight among those still
//! affordable and under its roster maximum. Left-over points buy pawns, then whatever noble still fits.
//! Under Scouts, plinths in the engine's own rows tilt the choice toward Knights (a Knight
//! on a plinth can only be taken by a Knight).
//!
//! [`drawn_army`] draws one of the first five templates at random (the armies a match
//! deals out); [`choose_army`], the engine's own choice, draws among the templates by how
//! they scored against each other in self-play ([`EVIDENCE`], made by `shuuro lab armies`).

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::rules::game::Rules;
use crate::rules::roster::Roster;
use crate::rules::{Army, Bitboard, Role, Side};

/// An army template: how the nobles are weighed and how much goes to pawns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Template {
    /// Its name in `shuuro lab armies`.
    pub name: &'static str,
    /// Weights of Queen, Rook, Bishop, Knight.
    pub weights: [u32; 4],
    /// Weights of Chancellor, Archbishop, Giraffe, used when the roster offers them.
    pub fairy: [u32; 3],
    /// The pawns' share of the budget, in percent (least, most).
    pub pawns: (u64, u64),
}

const fn template(
    name: &'static str,
    weights: [u32; 4],
    fairy: [u32; 3],
    pawns: (u64, u64),
) -> Template {
    Template {
        name,
        weights,
        fairy,
        pawns,
    }
}

/// The templates: the first five are those [`drawn_army`] draws from.
pub const TEMPLATES: [Template; 8] = [
    template("balanced", [4, 3, 3, 2], [3, 3, 2], (8, 20)),
    template("queens", [8, 3, 2, 1], [5, 5, 1], (8, 20)),
    template("rooks", [2, 7, 3, 2], [6, 2, 2], (8, 20)),
    template("minors", [2, 2, 6, 5], [1, 4, 5], (8, 20)),
    template("even", [3, 4, 4, 4], [3, 3, 3], (8, 20)),
    template("knights", [1, 2, 2, 8], [2, 4, 6], (8, 20)),
    template("pawns", [4, 3, 3, 2], [3, 3, 2], (30, 40)),
    template("no-pawns", [4, 3, 3, 2], [3, 3, 2], (0, 3)),
];

/// How many of [`TEMPLATES`] [`drawn_army`] draws from.
const DRAWN: usize = 5;

/// Each template's score (per mille) against all the others in self-play on the
/// standard board, in the order of [`TEMPLATES`]: the `evidence` line of
/// `shuuro lab armies --pairs 10 --player engine:d5 --seed 2 --jobs 2` (140 games per
/// template; few pawns 82.5%, Queens 60%, the balanced army 57.5% scored above half,
/// as in the first, smaller run at depth 3).
pub const EVIDENCE: [u32; 8] = [575, 603, 385, 389, 382, 360, 478, 825];

fn entry_allows(roster: &Roster, army: &Army, role: Role, left: u32) -> bool {
    let e = roster.pieces[role];
    e.cost <= left
        && e.max.is_none_or(|m| (army.count(role) as u32) < m)
        && army.total() < roster.max_pieces
        && army.count(role) < u8::MAX
}

/// Points still free in `budget` after `army`.
fn left(roster: &Roster, army: &Army, budget: u32) -> u32 {
    let cost: u64 = Role::ALL
        .iter()
        .map(|&r| roster.pieces[r].cost as u64 * army.count(r) as u64)
        .sum();
    (budget as u64).saturating_sub(cost) as u32
}

/// The engine's own army for `side` under `rules`, varied by `seed`: a template drawn
/// in proportion to how far its [`EVIDENCE`] score is above the middle (while none is,
/// as [`drawn_army`] draws).
pub fn choose_army(rules: &Rules, side: Side, plinths: Option<Bitboard>, seed: u64) -> Army {
    let mut rng = StdRng::seed_from_u64(seed ^ (side.index() as u64).wrapping_mul(0x9E37_79B9));
    let weights: Vec<u32> = EVIDENCE.iter().map(|&e| e.saturating_sub(500)).collect();
    let total: u32 = weights.iter().sum();
    let index = if total == 0 {
        rng.random_range(0..DRAWN)
    } else {
        let mut pick = rng.random_range(0..total);
        weights
            .iter()
            .position(|&w| {
                let here = pick < w;
                pick = pick.saturating_sub(w);
                here
            })
            .unwrap_or(0)
    };
    template_army(rules, side, &TEMPLATES[index], plinths, &mut rng)
}

/// The army a match deals `side` (a template of the first five at random), varied by
/// `seed`: what the engine chose before it had the evidence.
pub fn drawn_army(rules: &Rules, side: Side, plinths: Option<Bitboard>, seed: u64) -> Army {
    let mut rng = StdRng::seed_from_u64(seed ^ (side.index() as u64).wrapping_mul(0x9E37_79B9));
    let t = TEMPLATES[rng.random_range(0..DRAWN)];
    template_army(rules, side, &t, plinths, &mut rng)
}

/// An army for `side` after `template`, varied by `rng`; see the module text.
pub fn template_army(
    rules: &Rules,
    side: Side,
    template: &Template,
    plinths: Option<Bitboard>,
    rng: &mut impl Rng,
) -> Army {
    let roster = &rules.roster;
    let budget = rules.budget[side];
    let mut army = Army::EMPTY;
    army.add(Role::King);
    if roster.max_pieces == 0 {
        return army;
    }

    // Queen, Rook, Bishop, Knight, then the fairy pieces (drawn only for a roster that
    // offers one, so the other rosters' armies stay as they were for a seed).
    let mut weights = [0; 7];
    weights[..4].copy_from_slice(&template.weights);
    for w in weights[..4].iter_mut() {
        *w = *w * 4 + rng.random_range(0..4);
    }
    if roster.has_fairy() {
        for (w, &f) in weights[4..].iter_mut().zip(&template.fairy) {
            *w = f * 4 + rng.random_range(0..4);
        }
    }
    if let Some(p) = plinths {
        // Plinths in our own three rows: Knights (and fairy pieces) can stand on them.
        let size = rules.board;
        let ours = p
            .filter(|sq| (1..=3).contains(&sq.row_of(side, size)))
            .count() as u32;
        weights[3] = weights[3].saturating_add(4 * ours);
    }

    // A pawn screen (on Mini-Shuuro the piece limit keeps it small).
    let pawn_cost = roster.pieces[Role::Pawn].cost.max(1);
    let (least, most) = template.pawns;
    let pawn_share = rng.random_range(least..=most.max(least));
    let mut pawn_target = (budget as u64 * pawn_share / 100 / pawn_cost as u64) as u32;
    if let Some(m) = roster.pieces[Role::Pawn].max {
        pawn_target = pawn_target.min(m);
    }
    pawn_target = pawn_target.min(roster.max_pieces.saturating_sub(1) / 3);
    let reserve = pawn_target.saturating_mul(roster.pieces[Role::Pawn].cost);

    // Nobles, drawn by weight among those that fit (keeping room for the pawns).
    for _ in 0..1000 {
        let free = left(roster, &army, budget).saturating_sub(reserve);
        let room_ok = army.total() + pawn_target < roster.max_pieces;
        let choices: Vec<(Role, u32)> = Role::NOBLES
            .iter()
            .zip(weights)
            .filter(|&(&r, w)| w > 0 && room_ok && entry_allows(roster, &army, r, free))
            .map(|(&r, w)| (r, w))
            .collect();
        let total: u32 = choices.iter().map(|c| c.1).sum();
        if total == 0 {
            break;
        }
        let mut pick = rng.random_range(0..total);
        for (r, w) in choices {
            if pick < w {
                army.add(r);
                break;
            }
            pick -= w;
        }
    }
    // Pawns with what is left, then any noble that still fits, cheapest last.
    for _ in 0..1000 {
        let free = left(roster, &army, budget);
        if entry_allows(roster, &army, Role::Pawn, free) && roster.pieces[Role::Pawn].cost > 0 {
            army.add(Role::Pawn);
            continue;
        }
        match Role::NOBLES
            .iter()
            .copied()
            .filter(|&r| roster.pieces[r].cost > 0 && entry_allows(roster, &army, r, free))
            .max_by_key(|&r| roster.pieces[r].cost)
        {
            Some(r) => army.add(r),
            None => break,
        }
    }

    valid_or_lone_king(roster, army, budget)
}

/// A random valid army (the `random` and `greedy` players): pieces drawn uniformly among
/// those that still fit, until nothing fits.
pub fn random_army(rules: &Rules, side: Side, rng: &mut impl Rng) -> Army {
    let roster = &rules.roster;
    let budget = rules.budget[side];
    let mut army = Army::EMPTY;
    army.add(Role::King);
    for _ in 0..1000 {
        let free = left(roster, &army, budget);
        let choices: Vec<Role> = Role::NOBLES
            .iter()
            .chain([Role::Pawn].iter())
            .copied()
            .filter(|&r| roster.pieces[r].cost > 0 && entry_allows(roster, &army, r, free))
            .collect();
        if choices.is_empty() {
            break;
        }
        army.add(choices[rng.random_range(0..choices.len())]);
    }
    valid_or_lone_king(roster, army, budget)
}

/// `army` when the roster allows it for `budget`, else a lone King (only a roster that
/// forbids even that could refuse it).
fn valid_or_lone_king(roster: &Roster, army: Army, budget: u32) -> Army {
    if roster.validate(&army, budget).is_ok() {
        return army;
    }
    let mut king = Army::EMPTY;
    king.add(Role::King);
    king
}
