//! What the screens show that is not stored in a [`Game`] directly: the plinth rolls with
//! their squares, the dice, the move list in short notation, captured pieces, repetition
//! keys. Recomputed (by replaying the steps) after each change, never while drawing.

use crate::rules::game::{Game, Phase, Step};
use crate::rules::notation::to_short;
use crate::rules::plinths::{PlinthRoll, roll_square};
use crate::rules::{BySide, Move, Position, Role, Side, Square};

/// One plinth roll as shown: the dice, the square, and whether it placed a plinth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RollLog {
    pub roll: PlinthRoll,
    pub square: Option<Square>,
    /// False: the square already held a plinth, so the roll is lost.
    pub placed: bool,
}

/// Derived views of a game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Derived {
    pub rolls: Vec<RollLog>,
    pub deploy_rolls: Vec<[u8; 2]>,
    pub fight_rolls: Vec<[u8; 2]>,
    /// The fight moves in short notation.
    pub san: Vec<String>,
    /// Pieces each side has lost.
    pub captured: BySide<Vec<Role>>,
    /// Zobrist keys of the fight positions before the current one.
    pub keys: Vec<u64>,
    pub last_move: Option<Move>,
    /// The last placement.
    pub last_place: Option<Square>,
    /// Who placed first / moved first, once known.
    pub deploy_first: Option<Side>,
    pub fight_first: Option<Side>,
}

/// Replays `game`'s steps on a fresh game and collects what the screens show.
pub fn derive(game: &Game) -> Derived {
    let mut d = Derived::default();
    let mut g = Game::new(game.rules().clone());
    let mut fight_pos: Option<Position> = None;
    for step in game.steps() {
        match step {
            Step::PlinthRoll(r) => {
                let before = g.plinths();
                let square = roll_square(game.rules().board, r).ok();
                if g.apply(step.clone()).is_err() {
                    break;
                }
                let placed = g.plinths().count() > before.count();
                d.rolls.push(RollLog {
                    roll: *r,
                    square,
                    placed,
                });
                continue;
            }
            Step::DeployRoll(p) => d.deploy_rolls.push(*p),
            Step::FightRoll(p) => d.fight_rolls.push(*p),
            Step::Place { square, .. } => {
                if d.deploy_first.is_none() {
                    d.deploy_first = g.deployment().and_then(|dep| dep.turn());
                }
                d.last_place = Some(*square);
            }
            Step::Move(m) => {
                if let Some(pos) = g.position() {
                    if fight_pos.is_none() {
                        d.fight_first = Some(pos.turn());
                    }
                    d.san.push(to_short(pos, *m));
                    d.keys.push(pos.zobrist());
                    if let Some(p) = pos.board().piece_at(m.to) {
                        d.captured[p.side].push(p.role);
                    } else if pos.is_capture(*m) {
                        // En passant: the pawn beside the target.
                        d.captured[pos.turn().opposite()].push(Role::Pawn);
                    }
                    fight_pos = Some(pos.clone());
                }
                d.last_move = Some(*m);
            }
            _ => {}
        }
        if g.apply(step.clone()).is_err() {
            break;
        }
    }
    if d.fight_first.is_none() && matches!(g.phase(), Phase::Fight | Phase::Over) {
        d.fight_first = g.position().map(|p| p.turn());
    }
    for side in Side::ALL {
        d.captured[side].sort_by_key(|r| r.index());
    }
    d
}
