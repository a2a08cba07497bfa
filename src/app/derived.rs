//! What the screens show that a [`Game`] does not answer itself: the plinth rolls with
//! their squares, the repetition keys and the last placement (functions of the game), and
//! the move list in short notation and the captured pieces ([`Derived`], kept move by
//! move).

use crate::rules::game::{Game, GameError, Phase, Step};
use crate::rules::notation::to_short;
use crate::rules::outcome::Outcome;
use crate::rules::plinths::{PlinthRoll, roll_square};
use crate::rules::{BySide, Move, Role, Side, Square};

/// Where a fight move stands in the move list: the number of the move it belongs to and
/// the side that made it. Blue's move opens a number (`19. Qd6`) and Red's follows it
/// (`19... Qxa2`); when Red moves first, its first move is `1...` and Blue's reply opens
/// move 2, as a chess game from a position with Black to move is written.
///
/// ```
/// use shuuro::app::derived::MoveNumber;
/// use shuuro::rules::Side;
/// assert_eq!(MoveNumber::of(Side::Blue, 0).to_string(), "1.");
/// assert_eq!(MoveNumber::of(Side::Blue, 37).to_string(), "19...");
/// assert_eq!(MoveNumber::of(Side::Red, 0).to_string(), "1...");
/// assert_eq!(MoveNumber::of(Side::Red, 1).to_string(), "2.");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNumber {
    /// The move's number, from 1.
    pub number: usize,
    /// The side that made it: Blue's is written `n.`, Red's `n...`.
    pub side: Side,
}

impl MoveNumber {
    /// Fight move `ply` (0-based) of a fight that `first` moved first in.
    pub fn of(first: Side, ply: usize) -> MoveNumber {
        // Its place in the Blue-then-Red pairs of the list.
        let k = ply + usize::from(first == Side::Red);
        MoveNumber {
            number: k / 2 + 1,
            side: if k.is_multiple_of(2) {
                Side::Blue
            } else {
                Side::Red
            },
        }
    }
}

impl std::fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.side {
            Side::Blue => write!(f, "{}.", self.number),
            Side::Red => write!(f, "{}...", self.number),
        }
    }
}

/// How many moves the move list numbers after `plies` half-moves of a fight that `first`
/// moved first in: the number of the last one, so 17 half-moves from Blue end on
/// "9. Qh11#", after 9 moves, and 2 from Red on "2. Ne4", after 2.
///
/// ```
/// use shuuro::app::derived::moves_after;
/// use shuuro::rules::Side;
/// assert_eq!(moves_after(Side::Blue, 0), 0);
/// assert_eq!(moves_after(Side::Blue, 17), 9);
/// assert_eq!(moves_after(Side::Blue, 18), 9);
/// assert_eq!(moves_after(Side::Red, 1), 1);
/// assert_eq!(moves_after(Side::Red, 2), 2);
/// ```
pub fn moves_after(first: Side, plies: usize) -> usize {
    plies
        .checked_sub(1)
        .map_or(0, |last| MoveNumber::of(first, last).number)
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
    let moves = moves_after(game.fight_first().unwrap_or(Side::Blue), game.moves().len());
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
    let moves = moves_after(game.fight_first().unwrap_or(Side::Blue), game.moves().len());
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
    /// The side that made the first fight move.
    first: Option<Side>,
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

    /// The side that moved first in the fight (`None`: no move yet).
    pub fn first(&self) -> Option<Side> {
        self.first
    }

    /// Where fight move `ply` (0-based) stands in the move list.
    pub fn number(&self, ply: usize) -> MoveNumber {
        MoveNumber::of(self.first.unwrap_or(Side::Blue), ply)
    }

    /// How many moves the move list numbers: the number of the last one (0 before any).
    pub fn moves_after(&self) -> usize {
        moves_after(self.first.unwrap_or(Side::Blue), self.san.len())
    }

    /// Fight move `ply` (0-based) as the move list writes it: `19... Qxa2`.
    pub fn numbered(&self, ply: usize) -> Option<String> {
        let san = self.san.get(ply)?;
        Some(format!("{} {san}", self.number(ply)))
    }

    /// The pieces `side` has lost, in role order.
    pub fn captured(&self, side: Side) -> &[Role] {
        &self.captured[side]
    }

    /// The pieces `side` had lost after the first `plies` fight moves, in role order.
    pub fn captured_after(&self, side: Side, plies: usize) -> Vec<Role> {
        let mut lost: Vec<Role> = self.took[..plies.min(self.took.len())]
            .iter()
            .flatten()
            .filter(|(s, _)| *s == side)
            .map(|&(_, role)| role)
            .collect();
        lost.sort_by_key(|r| r.index());
        lost
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
        self.first.get_or_insert(pos.turn());
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
        if self.san.is_empty() {
            self.first = None;
        }
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
