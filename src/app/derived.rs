//! What the screens show that is not stored in a [`Game`] directly: the plinth rolls with
//! their squares, the dice, the move list in short notation, captured pieces, repetition
//! keys. Kept up to date step by step ([`Derived::apply`], [`Derived::take_back`]): the
//! step that changes the game says what changed; nothing replays the game.

use crate::rules::game::{Game, GameError, Phase, Step};
use crate::rules::notation::to_short;
use crate::rules::plinths::{PlinthRoll, roll_square};
use crate::rules::{BySide, Move, Role, Side, Square};

/// How many moves the move list numbers after `plies` half-moves: a pair of half-moves
/// is one move, so 17 half-moves end on "9. Qh11#", after 9 moves.
///
/// ```
/// use shuuro::app::derived::moves_after;
/// assert_eq!(moves_after(0), 0);
/// assert_eq!(moves_after(17), 9);
/// assert_eq!(moves_after(18), 9);
/// ```
pub fn moves_after(plies: usize) -> usize {
    plies.div_ceil(2)
}

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
    /// Pieces each side has lost, in role order.
    pub captured: BySide<Vec<Role>>,
    /// What each fight move took (aligned with `san`), to undo `captured` on a takeback.
    took: Vec<Option<(Side, Role)>>,
    /// Zobrist keys of the fight positions before the current one.
    pub keys: Vec<u64>,
    pub last_move: Option<Move>,
    /// The last placement.
    pub last_place: Option<Square>,
    /// Who placed first / moved first, once known.
    pub deploy_first: Option<Side>,
    pub fight_first: Option<Side>,
}

impl Derived {
    /// Applies `step` to `game` and records what it changed; a refused step changes
    /// neither.
    pub fn apply(&mut self, game: &mut Game, step: Step) -> Result<(), GameError> {
        match &step {
            Step::PlinthRoll(r) => {
                let before = game.plinths().count();
                let square = roll_square(game.rules().board, r).ok();
                let roll = *r;
                game.apply(step)?;
                self.rolls.push(RollLog {
                    roll,
                    square,
                    placed: game.plinths().count() > before,
                });
            }
            Step::DeployRoll(p) => {
                let p = *p;
                game.apply(step)?;
                self.deploy_rolls.push(p);
            }
            Step::FightRoll(p) => {
                let p = *p;
                game.apply(step)?;
                self.fight_rolls.push(p);
            }
            Step::Place { square, .. } => {
                let square = *square;
                let by = game.deployment().and_then(|d| d.turn());
                game.apply(step)?;
                self.deploy_first = self.deploy_first.or(by);
                self.last_place = Some(square);
            }
            Step::Move(m) => {
                let m = *m;
                let Some(pos) = game.position().cloned() else {
                    return game.apply(step);
                };
                game.apply(step)?;
                self.fight_first = self.fight_first.or(Some(pos.turn()));
                self.san.push(to_short(&pos, m));
                self.keys.push(pos.zobrist());
                let took = match pos.board().piece_at(m.to) {
                    Some(p) => Some((p.side, p.role)),
                    // En passant: the pawn beside the target.
                    None if pos.is_capture(m) => Some((pos.turn().opposite(), Role::Pawn)),
                    None => None,
                };
                if let Some((side, role)) = took {
                    let list = &mut self.captured[side];
                    let at = list.partition_point(|r| r.index() <= role.index());
                    list.insert(at, role);
                }
                self.took.push(took);
                self.last_move = Some(m);
            }
            _ => game.apply(step)?,
        }
        if self.fight_first.is_none() && matches!(game.phase(), Phase::Fight | Phase::Over) {
            self.fight_first = game.position().map(|p| p.turn());
        }
        Ok(())
    }

    /// Takes back `game`'s last move and forgets what it recorded.
    pub fn take_back(&mut self, game: &mut Game) -> Result<Move, GameError> {
        let m = game.take_back()?;
        self.san.pop();
        self.keys.pop();
        if let Some(Some((side, role))) = self.took.pop()
            && let Some(i) = self.captured[side].iter().rposition(|&r| r == role)
        {
            self.captured[side].remove(i);
        }
        self.last_move = game.moves().last().copied();
        Ok(m)
    }
}

/// What the screens show for `game`, built by applying its steps once (for a game read
/// from a file, or a replay position).
pub fn derive(game: &Game) -> Derived {
    let mut d = Derived::default();
    let mut g = Game::new(game.rules().clone());
    for step in game.steps() {
        if d.apply(&mut g, step.clone()).is_err() {
            break;
        }
    }
    d
}
