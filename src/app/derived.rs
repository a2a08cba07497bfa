//! What the screens show that a [`Game`] does not answer itself: the plinth rolls with
//! their squares, the repetition keys and the last placement (functions of the game), and
//! the move list in short notation and the captured pieces ([`Derived`], kept move by
//! move).

use crate::rules::game::{Game, GameError, Phase, Step};
use crate::rules::notation::to_short;
use crate::rules::outcome::Outcome;
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

/// How far a game got, as the list of saves says it ("deployment, 12 of 38 placed").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Over after `moves` moves.
    Over { outcome: Outcome, moves: usize },
    /// The armies are being bought.
    Armies,
    /// The plinths are being rolled.
    Plinths,
    /// In the deployment: `placed` of `total` pieces are on the board.
    Deploy { placed: u32, total: u32 },
    /// In the fight, after `moves` moves.
    Fight { moves: usize },
}

/// How far `game` got.
pub fn progress(game: &Game) -> Progress {
    let moves = moves_after(game.moves().len());
    if let Some(outcome) = game.outcome() {
        return Progress::Over { outcome, moves };
    }
    match (game.phase(), game.deployment()) {
        (Phase::Armies, _) => Progress::Armies,
        (Phase::Plinths, _) => Progress::Plinths,
        (Phase::DeployOrder | Phase::Deploy, Some(d)) => {
            let placed = d.ply().saturating_sub(1);
            let left = d.hands().blue.total() + d.hands().red.total();
            Progress::Deploy {
                placed,
                total: placed + left,
            }
        }
        (Phase::DeployOrder | Phase::Deploy, None) => Progress::Deploy {
            placed: 0,
            total: 0,
        },
        (Phase::FightOrder | Phase::Fight | Phase::Over, _) => Progress::Fight { moves },
    }
}

/// Where a game stands, in a few words: "Blue to move, 40 moves", "Red to place a piece".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Over after `moves` moves.
    Over { outcome: Outcome, moves: usize },
    /// `side` to move in the fight, after `moves` moves.
    ToMove { side: Side, moves: usize },
    /// `side` to place a piece.
    ToPlace(Side),
    /// Nobody in particular: the phase.
    Phase(Phase),
}

/// Where `game` stands.
pub fn standing(game: &Game) -> Standing {
    let moves = moves_after(game.moves().len());
    match (game.phase(), game.to_act(), game.outcome()) {
        (_, _, Some(outcome)) => Standing::Over { outcome, moves },
        (Phase::Fight, Some(side), None) => Standing::ToMove { side, moves },
        (Phase::Deploy, Some(side), None) => Standing::ToPlace(side),
        (phase, _, None) => Standing::Phase(phase),
    }
}

/// One plinth roll as shown: the dice, the square, and whether it placed a plinth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RollLog {
    pub roll: PlinthRoll,
    pub square: Option<Square>,
    /// False: the square already held a plinth, so the roll is lost.
    pub placed: bool,
}

/// The plinth rolls of `game` as shown, in order.
pub fn roll_logs(game: &Game) -> impl Iterator<Item = RollLog> + '_ {
    let board = game.rules().board;
    game.plinth_rolls()
        .iter()
        .zip(game.plinth_roll_placed())
        .map(move |(&roll, &placed)| RollLog {
            roll,
            square: roll_square(board, &roll).ok(),
            placed,
        })
}

/// The last plinth roll of `game`, as shown.
pub fn last_roll(game: &Game) -> Option<RollLog> {
    roll_logs(game).last()
}

/// The Zobrist keys of the fight positions before the current one (for repetitions).
pub fn keys_before(game: &Game) -> Vec<u64> {
    let h = game.history();
    h[..h.len().saturating_sub(1)]
        .iter()
        .map(|p| p.zobrist())
        .collect()
}

/// The square of the last placement, if any.
pub fn last_placement(game: &Game) -> Option<Square> {
    game.placements().last().map(|&(_, sq)| sq)
}

/// What is truly derived from a game's fight: its moves in short notation and the pieces
/// each side lost. Kept up to date move by move ([`Derived::apply`],
/// [`Derived::take_back`]): nothing replays the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Derived {
    /// The fight moves in short notation.
    san: Vec<String>,
    /// Pieces each side has lost, in role order.
    captured: BySide<Vec<Role>>,
    /// What each fight move took (aligned with `san`), to undo `captured` on a takeback.
    took: Vec<Option<(Side, Role)>>,
}

impl Derived {
    /// The fight moves in short notation.
    pub fn san(&self) -> &[String] {
        &self.san
    }

    /// The pieces `side` has lost, in role order.
    pub fn captured(&self, side: Side) -> &[Role] {
        &self.captured[side]
    }

    /// Applies `step` to `game` and records what it changed; a refused step changes
    /// neither.
    pub fn apply(&mut self, game: &mut Game, step: Step) -> Result<(), GameError> {
        let Step::Move(m) = step else {
            return game.apply(step);
        };
        let Some(pos) = game.position().cloned() else {
            return game.apply(step);
        };
        game.apply(step)?;
        self.san.push(to_short(&pos, m));
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
        Ok(())
    }

    /// Takes back `game`'s last move and forgets what it recorded.
    pub fn take_back(&mut self, game: &mut Game) -> Result<Move, GameError> {
        let m = game.take_back()?;
        self.san.pop();
        if let Some(Some((side, role))) = self.took.pop()
            && let Some(i) = self.captured[side].iter().rposition(|&r| r == role)
        {
            self.captured[side].remove(i);
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::demo::fight_game;
    use crate::rules::game::Rules;

    #[test]
    fn the_game_answers_what_is_not_derived_and_the_move_list_follows_takebacks() {
        let mut game = fight_game(Rules::mini(), 6);
        let mut d = derive(&game);
        assert_eq!(d.san().len(), game.moves().len());
        // One key per fight position before the current one, the current one's last.
        let keys = keys_before(&game);
        assert_eq!(keys.len(), game.moves().len());
        assert_eq!(keys[0], game.history()[0].zobrist());
        assert_eq!(last_placement(&game), game.placements().last().map(|p| p.1));
        let rolls: Vec<RollLog> = roll_logs(&game).collect();
        assert_eq!(rolls.len(), game.plinth_rolls().len());
        assert_eq!(last_roll(&game), rolls.last().copied());
        let before = d.clone();
        let played = game.moves().len();
        d.take_back(&mut game).unwrap();
        assert_eq!(d.san(), &before.san()[..played - 1]);
        assert_eq!(keys_before(&game), keys[..played - 1]);
    }
}
