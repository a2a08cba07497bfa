//! The whole four-phase game as a state machine that records every step.
//! Dice are inputs: the caller rolls them, so a game replays exactly from its record.
//! SKELETON: signatures are the contract; bodies are being written.

use super::army::Army;
use super::bitboard::Bitboard;
use super::color::{BySide, Side};
use super::deploy::Deployment;
use super::outcome::Outcome;
use super::plinths::{PlinthRoll, Quadrant};
use super::position::{Move, Position};
use super::role::Piece;
use super::roster::Roster;
use super::square::{BoardSize, Square};

/// Chess clock for the fight: initial time and increment per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockRules {
    pub initial_ms: u64,
    pub increment_ms: u64,
}

/// The rules and variants chosen before the game (the record's `rules`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub board: BoardSize,
    pub roster: Roster,
    pub budget: BySide<u32>,
    pub plinths_per_quadrant: u32,
    pub king_anywhere: bool,
    pub scouts: bool,
    pub serious: bool,
    pub clock: Option<ClockRules>,
}

impl Rules {
    /// Standard Shuuro: 12×12, standard roster, 800 each, 2 plinths per quadrant.
    pub fn standard() -> Rules {
        todo!("game helper")
    }
    /// Mini-Shuuro: 6×6, mini roster, 200 each.
    pub fn mini() -> Rules {
        todo!("game helper")
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
    Army {
        side: Side,
        army: Army,
    },
    PlinthRoll(PlinthRoll),
    /// One pair of dice `[blue, red]` for the deploy order (a tie needs another pair).
    DeployRoll([u8; 2]),
    Place {
        piece: Piece,
        square: Square,
    },
    FightRoll([u8; 2]),
    Move(Move),
    Resign(Side),
    /// Both players agreed to a draw.
    AgreeDraw,
    /// The side to move claims a draw (threefold or fifty moves).
    ClaimDraw,
    /// `side`'s flag fell.
    Timeout(Side),
}

/// Why a step can't be taken now, in words (the record checker prints it).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("{0}")]
    Other(String),
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
}

impl Game {
    pub fn new(rules: Rules) -> Game {
        Game { rules }
    }
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    pub fn phase(&self) -> Phase {
        todo!("game helper")
    }
    /// Applies one step, or says why it is not allowed now.
    pub fn apply(&mut self, step: Step) -> Result<(), GameError> {
        let _ = step;
        todo!("game helper")
    }
    /// Every step so far, in order.
    pub fn steps(&self) -> &[Step] {
        todo!("game helper")
    }
    /// The side to act (army entry has no single side: `None`; dice: `None`).
    pub fn to_act(&self) -> Option<Side> {
        todo!("game helper")
    }
    /// Next plinth roll to make: who and which quadrant.
    pub fn next_plinth_roll(&self) -> Option<(Side, Quadrant)> {
        todo!("game helper")
    }
    pub fn army(&self, side: Side) -> Option<&Army> {
        let _ = side;
        todo!("game helper")
    }
    pub fn plinths(&self) -> Bitboard {
        todo!("game helper")
    }
    pub fn deployment(&self) -> Option<&Deployment> {
        todo!("game helper")
    }
    pub fn position(&self) -> Option<&Position> {
        todo!("game helper")
    }
    pub fn moves(&self) -> &[Move] {
        todo!("game helper")
    }
    pub fn outcome(&self) -> Option<Outcome> {
        todo!("game helper")
    }
    /// Takes back the last fight move (the client asks both players first).
    pub fn take_back(&mut self) -> Result<Move, GameError> {
        todo!("game helper")
    }
    /// Whether the side to move may claim a draw now (threefold or fifty moves).
    pub fn can_claim_draw(&self) -> bool {
        todo!("game helper")
    }
    /// SFEN of the current position (deployment or fight).
    pub fn sfen(&self) -> String {
        todo!("game helper")
    }
}
