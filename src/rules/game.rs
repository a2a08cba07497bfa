//! The whole four-phase game as a state machine that records every step.
//! Dice are inputs: the caller rolls them, so a game replays exactly from its record.
//!
//! Phases, in order: armies (hidden from each other) → plinth rolls (swapped with the
//! armies under Scouts) → dice for who deploys first → deployment → dice for who moves
//! first → fight → over. Under Serious business the side with more pieces deploys first
//! (on a tie, dice decide as usual: the **lowest** die deploys first) and the side that
//! finished deploying first moves first, without dice.
//!
//! Results: checkmate, King captured (ambush), stalemate and King against King come from
//! the position; fivefold repetition and the seventy-five-move rule end the game by
//! themselves; threefold repetition and the fifty-move rule are claimed by the side to
//! move ([`Step::ClaimDraw`]); resignation and agreement are steps of their own, and so is
//! a flag fall ([`Step::Timeout`]): the clock itself lives outside the core.

use std::fmt;

use super::army::Army;
use super::bitboard::Bitboard;
use super::board::Board;
use super::color::{BySide, Side};
use super::deploy::{self, Deployment, PlaceError};
use super::outcome::{Outcome, Reason, SEVENTY_FIVE_MOVE_PLIES};
use super::plinths::{self, PlinthError, PlinthRoll, Quadrant};
use super::position::{IllegalMove, Move, Position, PositionErrors};
use super::role::{Piece, Role};
use super::roster::{ArmyViolation, Roster};
use super::sfen;
use super::square::{BoardSize, Square};

/// Chess clock for the fight: initial time and increment per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockRules {
    pub initial_ms: u64,
    pub increment_ms: u64,
}

impl ClockRules {
    /// `minutes` on each clock at the start, `seconds` added after every move.
    pub const fn new(minutes: u64, seconds: u64) -> ClockRules {
        ClockRules {
            initial_ms: minutes * 60_000,
            increment_ms: seconds * 1000,
        }
    }
}

/// As players write a clock: minutes+seconds (`15+10`, `0.5+0`).
///
/// ```
/// use shuuro::rules::game::ClockRules;
/// assert_eq!(ClockRules::new(15, 10).to_string(), "15+10");
/// let half = ClockRules { initial_ms: 30_000, increment_ms: 0 };
/// assert_eq!(half.to_string(), "0.5+0");
/// ```
impl fmt::Display for ClockRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}+{}",
            self.initial_ms as f64 / 60_000.0,
            self.increment_ms as f64 / 1000.0
        )
    }
}

/// The rules and variants chosen before the game (the record's `rules`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub board: BoardSize,
    pub roster: Roster,
    /// Each side's points (handicap, larger or smaller games).
    pub budget: BySide<u32>,
    /// "It's a jungle out here!": rolls per quadrant (2 in the standard game; on 8×8
    /// plinths per side's zone).
    pub plinths_per_quadrant: u32,
    /// "King in the castle": the King may be deployed on any square of row 1.
    pub king_anywhere: bool,
    /// Scouts: plinths are rolled before the armies are chosen.
    pub scouts: bool,
    /// Serious business: no dice for the deploy and move order.
    pub serious: bool,
    /// "Time is of the essence": a clock for the fight.
    pub clock: Option<ClockRules>,
}

/// Most plinth rolls per quadrant a game accepts (a quadrant has 36 squares).
pub const MAX_PLINTHS_PER_QUADRANT: u32 = 36;

impl Rules {
    /// Rules with `roster` on a board of `board`, its points for both, 2 plinths per
    /// quadrant, no variant.
    pub fn with_roster(board: BoardSize, roster: Roster) -> Rules {
        Rules {
            board,
            budget: BySide::new(roster.points, roster.points),
            roster,
            plinths_per_quadrant: 2,
            king_anywhere: false,
            scouts: false,
            serious: false,
            clock: None,
        }
    }

    /// Plinth rolls per quadrant: `plinths_per_quadrant`, at most
    /// [`MAX_PLINTHS_PER_QUADRANT`] (a quadrant has 36 squares), at most 3 on 8×8
    /// ([`plinths::max_per_quadrant`]).
    pub fn rolls_per_quadrant(&self) -> u32 {
        self.plinths_per_quadrant
            .min(MAX_PLINTHS_PER_QUADRANT)
            .min(plinths::max_per_quadrant(self.board))
    }

    /// Standard Shuuro: 12×12, standard roster, 800 each, 2 plinths per quadrant.
    pub fn standard() -> Rules {
        Rules::with_roster(
            BoardSize::Twelve,
            Roster::builtin("standard").expect("the standard roster is compiled in"),
        )
    }

    /// Mini-Shuuro: 6×6, mini roster, 200 each.
    pub fn mini() -> Rules {
        Rules::with_roster(
            BoardSize::Six,
            Roster::builtin("mini").expect("the mini roster is compiled in"),
        )
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Armies being formed (hidden). Under Scouts this comes after `Plinths`.
    Armies,
    /// Plinth rolls.
    Plinths,
    /// Dice for who deploys first.
    DeployOrder,
    Deploy,
    /// Dice for who moves first.
    FightOrder,
    Fight,
    Over,
}

/// One action of a game, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A side submits its army (hidden from the other until the battlefield is ready).
    Army {
        side: Side,
        army: Army,
    },
    PlinthRoll(PlinthRoll),
    /// A fixed plinth layout instead of rolls (deployment practice, set positions).
    SetPlinths(Bitboard),
    /// One pair of dice `[blue, red]` for the deploy order (a tie needs another pair).
    DeployRoll([u8; 2]),
    /// A fixed deploy order instead of dice.
    SetDeployFirst(Side),
    Place {
        piece: Piece,
        square: Square,
    },
    /// One pair of dice `[blue, red]` for the move order (a tie needs another pair).
    FightRoll([u8; 2]),
    /// A fixed move order instead of dice.
    SetFightFirst(Side),
    Move(Move),
    /// `side` resigns (any phase).
    Resign(Side),
    /// Both players agreed to a draw.
    AgreeDraw,
    /// The side to move claims a draw: [`Reason::Repetition`] (threefold) or
    /// [`Reason::FiftyMove`]. The reason is part of the step, so a game replays to the
    /// same result even when both draws could be claimed.
    ClaimDraw(Reason),
    /// `side`'s flag fell (the side to move, in a fight with a clock).
    Timeout(Side),
}

/// What a step refused by [`GameError::WrongPhase`] tried to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    EnterArmy,
    RollPlinth,
    SetPlinths,
    ThrowDeployDice,
    SetDeployOrder,
    Place,
    ThrowFightDice,
    SetMoveOrder,
    Move,
    FallFlag,
}

/// Why a step can't be taken now (`crate::words` says it; the record checker prints it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The step belongs to another phase: "no piece can be placed now: the armies are
    /// being formed".
    WrongPhase {
        what: Action,
        phase: Phase,
    },
    /// "no move-order dice are thrown under Serious business now: ..." (the order is
    /// decided by the deployment, not by dice).
    NoDiceUnderSerious {
        phase: Phase,
    },
    ArmyAlreadyIn {
        side: Side,
    },
    /// Every violation of the roster, joined.
    Army(Vec<ArmyViolation>),
    WrongRoller {
        expected: (Side, Quadrant),
        found: (Side, Quadrant),
    },
    Plinth(PlinthError),
    PlinthOffBoard(Square),
    Die(u8),
    Place(PlaceError),
    Illegal(IllegalMove),
    FightStart(PositionErrors),
    NotOnMove(Side),
    NoClock,
    NoDrawToClaim {
        repetitions: u32,
        halfmoves: u32,
    },
    NothingToTakeBack,
    Over(Outcome),
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    /// Who rolls for which quadrant, in order (from the rules).
    schedule: Vec<(Side, Quadrant)>,
    steps: Vec<Step>,
    armies: BySide<Option<Army>>,
    plinth_rolls: Vec<PlinthRoll>,
    plinth_placed: Vec<bool>,
    plinths: Bitboard,
    plinths_fixed: bool,
    deploy_rolls: Vec<[u8; 2]>,
    deploy_first: Option<Side>,
    deployment: Option<Deployment>,
    placements: Vec<(Piece, Square)>,
    fight_rolls: Vec<[u8; 2]>,
    fight_first: Option<Side>,
    /// `positions[0]` is where the fight started, `positions[i]` the position after move i.
    positions: Vec<Position>,
    moves: Vec<Move>,
    outcome: Option<Outcome>,
}

/// Who a pair of dice `[blue, red]` designates: the lowest die (deploy order) or the
/// highest (move order); `None` on a tie.
fn dice_order(roll: [u8; 2], lowest_wins: bool) -> Option<Side> {
    let [b, r] = roll;
    if b == r {
        None
    } else if (b < r) == lowest_wins {
        Some(Side::Blue)
    } else {
        Some(Side::Red)
    }
}

fn check_dice(roll: [u8; 2]) -> Result<(), GameError> {
    match roll.into_iter().find(|d| !(1..=6).contains(d)) {
        Some(d) => Err(GameError::Die(d)),
        None => Ok(()),
    }
}

impl Game {
    /// A game not yet begun: armies to enter (plinths first under Scouts).
    pub fn new(rules: Rules) -> Game {
        Game {
            schedule: plinths::roll_schedule(rules.board, rules.rolls_per_quadrant()),
            rules,
            steps: Vec::new(),
            armies: BySide::default(),
            plinth_rolls: Vec::new(),
            plinth_placed: Vec::new(),
            plinths: Bitboard::EMPTY,
            plinths_fixed: false,
            deploy_rolls: Vec::new(),
            deploy_first: None,
            deployment: None,
            placements: Vec::new(),
            fight_rolls: Vec::new(),
            fight_first: None,
            positions: Vec::new(),
            moves: Vec::new(),
            outcome: None,
        }
    }

    /// A game replayed from a list of steps; the error gives the index of the first step
    /// refused and why.
    pub fn from_steps(rules: Rules, steps: &[Step]) -> Result<Game, (usize, GameError)> {
        let mut g = Game::new(rules);
        for (i, s) in steps.iter().enumerate() {
            g.apply(s.clone()).map_err(|e| (i, e))?;
        }
        Ok(g)
    }

    /// The game as it stood after its first `k` steps (for the replay viewer).
    pub fn replay_prefix(&self, k: usize) -> Game {
        let mut g = Game::new(self.rules.clone());
        for s in self.steps.iter().take(k) {
            // These steps were all accepted in this order before: none can fail.
            if g.apply(s.clone()).is_err() {
                break;
            }
        }
        g
    }

    /// The rules and variants of this game.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The number of plinth rolls this game's rules call for (on 8×8, where a lost roll
    /// is rolled again, the number of plinths: the fewest rolls).
    pub fn plinth_rolls_needed(&self) -> usize {
        self.schedule.len()
    }

    /// The rolls made that count towards the schedule: all of them, or on 8×8 those that
    /// placed a plinth.
    fn plinth_cursor(&self) -> usize {
        plinths::rolls_done(self.rules.board, &self.plinth_placed) as usize
    }

    fn plinths_done(&self) -> bool {
        self.plinths_fixed || self.plinth_cursor() >= self.plinth_rolls_needed()
    }

    fn armies_done(&self) -> bool {
        self.armies.blue.is_some() && self.armies.red.is_some()
    }

    /// Where the game stands.
    pub fn phase(&self) -> Phase {
        if self.outcome.is_some() {
            return Phase::Over;
        }
        if !self.positions.is_empty() {
            return Phase::Fight;
        }
        if let Some(d) = &self.deployment {
            return if d.is_complete() {
                Phase::FightOrder
            } else {
                Phase::Deploy
            };
        }
        let (plinths, armies) = (self.plinths_done(), self.armies_done());
        if self.rules.scouts {
            if !plinths {
                return Phase::Plinths;
            }
            if !armies {
                return Phase::Armies;
            }
        } else {
            if !armies {
                return Phase::Armies;
            }
            if !plinths {
                return Phase::Plinths;
            }
        }
        Phase::DeployOrder
    }

    /// Applies one step, or says why it is not allowed now (the game is then unchanged).
    pub fn apply(&mut self, step: Step) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        match &step {
            Step::Move(m) => self.apply_move(*m)?,
            Step::Resign(side) => {
                self.outcome = Some(Outcome::win(side.opposite(), Reason::Resignation));
            }
            Step::AgreeDraw => self.outcome = Some(Outcome::draw(Reason::Agreement)),
            Step::ClaimDraw(reason) => {
                self.check_claim(*reason)?;
                self.outcome = Some(Outcome::draw(*reason));
            }
            Step::Timeout(side) => {
                let pos = self.fight_position(Action::FallFlag)?;
                if self.rules.clock.is_none() {
                    return Err(GameError::NoClock);
                }
                if pos.turn() != *side {
                    return Err(GameError::NotOnMove(pos.turn()));
                }
                let opp = side.opposite();
                let bare = pos.board().by_side(opp).count() == 1;
                self.outcome = Some(if bare {
                    Outcome::draw(Reason::Timeout)
                } else {
                    Outcome::win(opp, Reason::Timeout)
                });
            }
            _ => {
                // Steps before the fight: work on a copy so a refused step (or a fight
                // that can't start) leaves the game as it was. Cheap: no fight history yet.
                let mut g = self.clone();
                g.apply_setup_step(&step)?;
                g.advance()?;
                g.steps = std::mem::take(&mut self.steps);
                *self = g;
            }
        }
        self.steps.push(step);
        Ok(())
    }

    fn fight_position(&self, what: Action) -> Result<&Position, GameError> {
        self.positions.last().ok_or(GameError::WrongPhase {
            what,
            phase: self.phase(),
        })
    }

    fn expect_phase(&self, phase: Phase, what: Action) -> Result<(), GameError> {
        let now = self.phase();
        if now == phase {
            Ok(())
        } else {
            Err(GameError::WrongPhase { what, phase: now })
        }
    }

    fn apply_setup_step(&mut self, step: &Step) -> Result<(), GameError> {
        match *step {
            Step::Army { side, army } => {
                self.expect_phase(Phase::Armies, Action::EnterArmy)?;
                if self.armies[side].is_some() {
                    return Err(GameError::ArmyAlreadyIn { side });
                }
                self.rules
                    .roster
                    .validate(&army, self.rules.budget[side])
                    .map_err(GameError::Army)?;
                self.armies[side] = Some(army);
            }
            Step::PlinthRoll(roll) => {
                self.expect_phase(Phase::Plinths, Action::RollPlinth)?;
                let Some(&expected) = self.schedule.get(self.plinth_cursor()) else {
                    return Err(GameError::WrongPhase {
                        what: Action::RollPlinth,
                        phase: Phase::DeployOrder,
                    });
                };
                if (roll.by, roll.quadrant) != expected {
                    return Err(GameError::WrongRoller {
                        expected,
                        found: (roll.by, roll.quadrant),
                    });
                }
                let mut rolls = self.plinth_rolls.clone();
                rolls.push(roll);
                let (bb, placed) = plinths::plinths_from_rolls(
                    self.rules.board,
                    self.rules.rolls_per_quadrant(),
                    &rolls,
                )
                .map_err(GameError::Plinth)?;
                self.plinth_rolls = rolls;
                self.plinths = bb;
                self.plinth_placed = placed;
            }
            Step::SetPlinths(bb) => {
                let phase = self.phase();
                let open = matches!(phase, Phase::Armies | Phase::Plinths)
                    && self.plinth_rolls.is_empty()
                    && !self.plinths_fixed;
                if !open {
                    return Err(GameError::WrongPhase {
                        what: Action::SetPlinths,
                        phase,
                    });
                }
                if let Some(sq) = (bb & !Bitboard::board(self.rules.board)).first() {
                    return Err(GameError::PlinthOffBoard(sq));
                }
                self.plinths = bb;
                self.plinths_fixed = true;
            }
            Step::DeployRoll(roll) => {
                self.expect_phase(Phase::DeployOrder, Action::ThrowDeployDice)?;
                check_dice(roll)?;
                self.deploy_rolls.push(roll);
                self.deploy_first = dice_order(roll, true);
            }
            Step::SetDeployFirst(side) => {
                self.expect_phase(Phase::DeployOrder, Action::SetDeployOrder)?;
                self.deploy_first = Some(side);
            }
            Step::Place { piece, square } => {
                self.expect_phase(Phase::Deploy, Action::Place)?;
                let d = self.deployment.as_mut().ok_or(GameError::WrongPhase {
                    what: Action::Place,
                    phase: Phase::DeployOrder,
                })?;
                d.place(piece, square).map_err(GameError::Place)?;
                self.placements.push((piece, square));
            }
            Step::FightRoll(roll) => {
                self.expect_phase(Phase::FightOrder, Action::ThrowFightDice)?;
                if self.rules.serious {
                    return Err(GameError::NoDiceUnderSerious {
                        phase: self.phase(),
                    });
                }
                check_dice(roll)?;
                self.fight_rolls.push(roll);
                self.fight_first = dice_order(roll, false);
            }
            Step::SetFightFirst(side) => {
                self.expect_phase(Phase::FightOrder, Action::SetMoveOrder)?;
                self.fight_first = Some(side);
            }
            Step::Move(_)
            | Step::Resign(_)
            | Step::AgreeDraw
            | Step::ClaimDraw(_)
            | Step::Timeout(_) => {} // handled in `apply`, never sent here
        }
        Ok(())
    }

    /// The automatic transitions: the Serious business orders, the start of deployment,
    /// the start of the fight and what the starting position already decides.
    fn advance(&mut self) -> Result<(), GameError> {
        if self.phase() == Phase::DeployOrder
            && self.deploy_first.is_none()
            && self.rules.serious
            && let (Some(b), Some(r)) = (self.armies.blue, self.armies.red)
        {
            self.deploy_first = deploy::serious_business_first(&BySide::new(b, r));
        }
        if self.deployment.is_none()
            && let (Some(first), Some(b), Some(r)) =
                (self.deploy_first, self.armies.blue, self.armies.red)
        {
            let board = Board::with_plinths(self.rules.board, self.plinths);
            self.deployment = Some(Deployment::new(
                board,
                BySide::new(b, r),
                first,
                self.rules.king_anywhere,
            ));
        }
        let Some(d) = &self.deployment else {
            return Ok(());
        };
        if !d.is_complete() || !self.positions.is_empty() {
            return Ok(());
        }
        if self.rules.serious && self.fight_first.is_none() {
            self.fight_first = d.finished_first();
        }
        let Some(first) = self.fight_first else {
            return Ok(());
        };
        let mut setup = d.to_setup();
        setup.turn = first;
        let pos = Position::from_setup(&setup)
            .map_err(GameError::FightStart)?
            .with_promotions(self.rules.roster.promotions());
        self.outcome = pos.outcome();
        self.positions.push(pos);
        Ok(())
    }

    fn apply_move(&mut self, m: Move) -> Result<(), GameError> {
        let mut pos = self.fight_position(Action::Move)?.clone();
        pos.try_play(m).map_err(GameError::Illegal)?;
        self.positions.push(pos);
        self.moves.push(m);
        let pos = self.positions.last().expect("just pushed");
        self.outcome = pos.outcome().or_else(|| {
            if self.repetitions() >= 5 {
                Some(Outcome::draw(Reason::Fivefold))
            } else if pos.halfmoves() >= SEVENTY_FIVE_MOVE_PLIES {
                Some(Outcome::draw(Reason::SeventyFiveMove))
            } else {
                None
            }
        });
        Ok(())
    }

    /// Every step so far, in order.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The side to act: the side to place or to move. Army entry has no single side and
    /// dice (plinth rolls included) are thrown by both: `None`, as after the end.
    pub fn to_act(&self) -> Option<Side> {
        match self.phase() {
            Phase::Deploy => self.deployment.as_ref().and_then(|d| d.turn()),
            Phase::Fight => self.positions.last().map(|p| p.turn()),
            _ => None,
        }
    }

    /// Next plinth roll to make: who and which quadrant (the faces of its dice:
    /// [`plinths::dice`] of the board).
    pub fn next_plinth_roll(&self) -> Option<(Side, Quadrant)> {
        if self.phase() != Phase::Plinths {
            return None;
        }
        self.schedule.get(self.plinth_cursor()).copied()
    }

    /// Whether `side` has entered its army (the other player may know that much).
    pub fn has_army(&self, side: Side) -> bool {
        self.armies[side].is_some()
    }

    /// `side`'s army, once it is revealed to both: after both are entered and the
    /// battlefield is ready. Before that, `None` (see [`Game::own_army`]).
    pub fn army(&self, side: Side) -> Option<&Army> {
        if self.armies_done() && self.plinths_done() {
            self.armies[side].as_ref()
        } else {
            None
        }
    }

    /// The army `side` entered, revealed or not: only for that side's own eyes (and for
    /// saving the game).
    pub fn own_army(&self, side: Side) -> Option<&Army> {
        self.armies[side].as_ref()
    }

    /// The plinths so far (rolled or fixed).
    pub fn plinths(&self) -> Bitboard {
        self.plinths
    }

    /// Whether the plinths are a fixed layout rather than rolled.
    pub fn plinths_fixed(&self) -> bool {
        self.plinths_fixed
    }

    /// Every plinth roll so far, in order.
    pub fn plinth_rolls(&self) -> &[PlinthRoll] {
        &self.plinth_rolls
    }

    /// For each plinth roll, whether it placed a plinth (false: it repeated one, or on
    /// 8×8 touched one of its zone: lost).
    pub fn plinth_roll_placed(&self) -> &[bool] {
        &self.plinth_placed
    }

    /// The deploy-order dice so far, `[blue, red]` each.
    pub fn deploy_rolls(&self) -> &[[u8; 2]] {
        &self.deploy_rolls
    }

    /// Who deploys (deployed) first, once decided.
    pub fn deploy_first(&self) -> Option<Side> {
        self.deploy_first
    }

    /// The move-order dice so far, `[blue, red]` each.
    pub fn fight_rolls(&self) -> &[[u8; 2]] {
        &self.fight_rolls
    }

    /// Who moves (moved) first, once decided.
    pub fn fight_first(&self) -> Option<Side> {
        self.fight_first
    }

    /// The deployment, from its start on (it stays available, complete, during the fight).
    pub fn deployment(&self) -> Option<&Deployment> {
        self.deployment.as_ref()
    }

    /// Every placement so far, in order.
    pub fn placements(&self) -> &[(Piece, Square)] {
        &self.placements
    }

    /// The current fight position.
    pub fn position(&self) -> Option<&Position> {
        self.positions.last()
    }

    /// The fight positions: where the fight started, then after each move.
    pub fn history(&self) -> &[Position] {
        &self.positions
    }

    /// Every fight move so far, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Half-moves since the last capture or pawn move (0 before the fight).
    pub fn halfmoves(&self) -> u32 {
        self.positions.last().map_or(0, |p| p.halfmoves())
    }

    /// How many times the current fight position has occurred since the fight started
    /// (same pieces, plinths, side to move and en-passant square), this time included;
    /// 0 before the fight.
    pub fn repetitions(&self) -> u32 {
        let Some(cur) = self.positions.last() else {
            return 0;
        };
        let key = cur.zobrist();
        // Only positions since the last capture or pawn move can repeat.
        let window = (cur.halfmoves() as usize + 1).min(self.positions.len());
        self.positions[self.positions.len() - window..]
            .iter()
            .filter(|p| {
                p.zobrist() == key
                    && p.turn() == cur.turn()
                    && p.ep_square() == cur.ep_square()
                    && p.board() == cur.board()
            })
            .count() as u32
    }

    /// The draw the side to move may claim now: threefold repetition first, else the
    /// fifty-move rule.
    pub fn claimable_draw(&self) -> Option<Reason> {
        if self.phase() != Phase::Fight {
            None
        } else if self.repetitions() >= 3 {
            Some(Reason::Repetition)
        } else if self.halfmoves() >= 100 {
            Some(Reason::FiftyMove)
        } else {
            None
        }
    }

    /// Claims a particular draw, `Repetition` or `FiftyMove` (when both hold, either may be
    /// named); the same as applying [`Step::ClaimDraw`].
    pub fn claim_draw(&mut self, reason: Reason) -> Result<(), GameError> {
        self.apply(Step::ClaimDraw(reason))
    }

    /// Whether the side to move may claim a draw for `reason` now.
    fn check_claim(&self, reason: Reason) -> Result<(), GameError> {
        let ok = self.phase() == Phase::Fight
            && match reason {
                Reason::Repetition => self.repetitions() >= 3,
                Reason::FiftyMove => self.halfmoves() >= 100,
                _ => false,
            };
        if ok {
            Ok(())
        } else {
            Err(GameError::NoDrawToClaim {
                repetitions: self.repetitions(),
                halfmoves: self.halfmoves(),
            })
        }
    }

    /// Whether the side to move may claim a draw now (threefold or fifty moves).
    pub fn can_claim_draw(&self) -> bool {
        self.claimable_draw().is_some()
    }

    /// Takes back the last fight move (the client asks both players first). A game that
    /// this move ended goes on again. Placements are final: nothing else is taken back.
    pub fn take_back(&mut self) -> Result<Move, GameError> {
        if !matches!(self.steps.last(), Some(Step::Move(_))) {
            return Err(GameError::NothingToTakeBack);
        }
        let m = self.moves.pop().ok_or(GameError::NothingToTakeBack)?;
        self.steps.pop();
        self.positions.pop();
        self.outcome = None;
        Ok(m)
    }

    /// SFEN of the current position: the fight position, or during deployment the board
    /// with its plinths and what is placed, the hands holding what is not yet placed.
    /// Before deployment: the plinths so far, and both armies in hand once they are
    /// revealed ([`Game::army`]); a sealed army is in no hand (docs/replay-check.md).
    pub fn sfen(&self) -> String {
        if let Some(p) = self.positions.last() {
            return p.to_sfen();
        }
        if let Some(d) = &self.deployment {
            let mut setup = d.to_setup();
            if let Some(t) = d.turn().or(self.fight_first) {
                setup.turn = t;
            }
            return sfen::write(&setup);
        }
        let setup = super::setup::Setup {
            board: Board::with_plinths(self.rules.board, self.plinths),
            hands: BySide::from_fn(|side| self.army(side).copied().unwrap_or(Army::EMPTY)),
            turn: self.deploy_first.unwrap_or(Side::Blue),
            ply: 1,
        };
        sfen::write(&setup)
    }

    /// The board as it stands: the fight position's, the deployment's, or before that
    /// the plinths alone.
    pub fn board(&self) -> Board {
        if let Some(p) = self.positions.last() {
            return p.board().clone();
        }
        if let Some(d) = &self.deployment {
            return d.board().clone();
        }
        Board::with_plinths(self.rules.board, self.plinths)
    }

    /// Pieces of `side` still to place (during deployment), else none.
    pub fn hand(&self, side: Side) -> Army {
        self.deployment
            .as_ref()
            .map_or(Army::EMPTY, |d| d.hands()[side])
    }

    /// Legal squares for a `role` of the side to place (empty outside deployment).
    pub fn legal_squares(&self, role: Role) -> Bitboard {
        match (&self.deployment, self.phase()) {
            (Some(d), Phase::Deploy) => d.legal_squares(role),
            _ => Bitboard::EMPTY,
        }
    }
}
