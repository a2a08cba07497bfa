//! The words of plain mode (docs/plain.md): every line the game says as text, one sentence a
//! line, for screen readers, braille displays and scripts. The plain front end hands over
//! a [`Said`] (a step of the game, an answer to a query, a refusal of its own) and prints
//! what the table makes of it; the rest (the core's refusals, news) comes from
//! [`super::NoticeWords`] as on the screen.

use crate::app::derived::RollLog;
use crate::app::overlay::Question;
use crate::rules::game::Phase;
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::{Army, Piece, Role, Side, Square};

/// What stands on a square, as a line names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnSquare {
    Empty,
    /// An empty plinth.
    Plinth,
    /// A piece, on a plinth or not (only a Knight stands on one).
    Piece {
        piece: Piece,
        plinth: bool,
    },
}

/// How a move leaves the other King.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    None,
    Check,
    Mate,
}

/// A fight move, as it is announced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveSaid {
    pub side: Side,
    pub role: Role,
    pub from: Square,
    pub to: Square,
    /// The piece taken, if any.
    pub took: Option<Role>,
    pub en_passant: bool,
    pub promotion: Option<Role>,
    pub check: Check,
}

/// The part of a game whose commands `help` lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpOf {
    /// Commands of every phase.
    Always,
    Armies,
    Plinths,
    /// The dice for who deploys or moves first.
    Dice,
    Deploy,
    Fight,
    Over,
    /// A question waits for its answer.
    Question,
}

/// One line plain mode says (apart from the notices of the screen).
#[derive(Clone, Debug, PartialEq)]
pub enum Said<'a> {
    /// The game begins or goes on: the variant and who plays the computer's side.
    Start {
        mini: bool,
        computer: Option<Side>,
    },
    /// A phase begins.
    Phase(Phase),
    /// `status`: the phase the game is in.
    PhaseNow(Phase),
    /// Who acts now: "Blue to move."
    ToAct {
        side: Side,
        placing: bool,
    },
    /// Hot-seat between two armies: who looks away, who chooses (`None`: both sealed).
    Handover {
        next: Option<Side>,
    },
    /// A side's army bought and sealed (what it holds stays hidden).
    ArmySealed(Side),
    /// A side's army, once the battlefield is ready.
    ArmyNamed {
        side: Side,
        army: &'a Army,
    },
    PlinthRoll(&'a RollLog),
    /// The plinths as set before the game (a record's fixed layout).
    PlinthsSet(&'a [Square]),
    /// The dice for the order: `[blue, red]`.
    OrderDice {
        fight: bool,
        pair: [u8; 2],
    },
    /// Who deploys (`fight` false) or moves first.
    First {
        side: Side,
        fight: bool,
    },
    Placed {
        piece: Piece,
        square: Square,
    },
    Moved(MoveSaid),
    Resigned(Side),
    DrawAgreed,
    DrawClaimed {
        side: Side,
        reason: Reason,
    },
    TimeUp(Side),
    /// The game is over: why, and who won.
    Over(Outcome),
    /// A question, ending with "(yes or no)".
    Question(&'a Question),
    /// The army sheet asks before sealing an army that spends little.
    SpendsLittle {
        cost: u32,
        budget: u32,
    },
    /// The promotion piece is asked for.
    Promotion,
    /// A question waits: only its answers are taken.
    AnswerFirst,
    /// A line that is no command of this phase.
    Unknown(&'a str),
    /// A command without what it needs: its usage.
    Usage(&'a str),
    /// A side's clock has this many seconds left (60, 30, 10).
    ClockWarning {
        side: Side,
        seconds: u32,
    },
    /// `board` and `scan`: a rank's or a file's squares, as listed (`board` lists only
    /// what stands on a rank; none listed: "empty").
    Line {
        rank: Option<u8>,
        file: Option<char>,
        squares: &'a [(Square, OnSquare)],
    },
    /// `where`: the squares of one kind of piece of one side.
    Where {
        piece: Piece,
        squares: &'a [Square],
    },
    /// `square`: what stands there.
    Square {
        square: Square,
        on: OnSquare,
    },
    /// `square` in the fight: the pieces of `side` attacking it.
    Attackers {
        side: Side,
        pieces: &'a [(Role, Square)],
    },
    /// `moves`: one numbered move and the reply (`black` may be empty).
    MovePair {
        number: usize,
        first: &'a str,
        second: Option<&'a str>,
    },
    /// `moves` before any.
    NoMoves,
    /// `legal` in the fight: where a piece may go.
    LegalFrom {
        role: Role,
        from: Square,
        to: &'a [Square],
    },
    /// `legal Q` in the deployment: where the piece may be placed.
    LegalPlace {
        role: Role,
        squares: &'a [Square],
    },
    /// A side's hand in the deployment.
    Hand {
        side: Side,
        army: &'a Army,
    },
    /// `clock`: both sides' time left, in ms (`None`: no clock).
    Clock(Option<[u64; 2]>),
    /// `status`: the material on the board, pieces per side.
    Material {
        blue: u32,
        red: u32,
    },
    /// The army sheet's line for a piece: count, maximum, cost each.
    SheetRow {
        role: Role,
        count: u8,
        max: Option<u32>,
        cost: u32,
    },
    /// The army sheet's points: spent, budget, left.
    SheetPoints {
        cost: u32,
        budget: u32,
    },
    /// The army being bought, after a change.
    Buying {
        army: &'a Army,
        left: i64,
    },
    /// A query that means nothing in this phase.
    NotNow,
    /// The computer is thinking: lines wait for its step.
    Thinking(Side),
    /// A hint: the move or placement, then the line expected.
    Hint(&'a str),
    /// Leaving: the game is saved, and how to resume it.
    Left {
        saved: bool,
    },
}

/// The words of plain mode, in one language.
pub trait PlainWords {
    /// One line.
    fn said(&self, s: &Said) -> String;
    /// `help`: the commands of one part of a game, one per line.
    fn plain_help(&self, h: HelpOf) -> Vec<String>;
}

/// The squares, as a list of their names: "a1, b1, c1".
pub(crate) fn squares(sqs: &[Square], sep: &str) -> String {
    sqs.iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(sep)
}
