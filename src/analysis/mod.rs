//! Game analysis: what the engine thinks of every fight move (docs/analysis.md).
//!
//! The data here is pure: an [`Eval`] from one side's view, a [`Class`] for a move, and
//! [`classify`] with its [`Thresholds`]. [`run`] fills it in with the engine, one position at
//! a time ([`run::evaluate_position`]), so that callers can spread positions over threads
//! or a background worker and put the answers together with [`run::assemble`].

pub mod run;

use std::fmt;

use crate::engine::search::{MATE, mate_in_moves};
use crate::rules::Move;

/// An evaluation from one side's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Eval {
    /// Centipawns: positive is good for the side whose view it is.
    Cp(i32),
    /// Moves to mate: `Mate(3)` mates in three, `Mate(-2)` is mated in two. `Mate(0)` is a
    /// mate already given: it appears only as the `after` of the move that gave it (or that
    /// captured the King), from the mover's view.
    Mate(i32),
}

/// The slope of [`Eval::win_percent`]'s curve per centipawn (lichess's).
const WIN_SCALE: f64 = 0.003_682_08;

/// What a mate counts as when losses are measured in centipawns.
const MATE_CP: i32 = 10_000;
/// Ordinary evaluations count up to this many centipawns either way when losses are
/// measured: beyond it a position is decided, and giving back some of a huge lead is not a
/// mistake.
pub const DECISIVE_CP: i32 = 2_000;

impl Eval {
    /// A search score (centipawns from the side to move's view, mates as
    /// [`MATE`]` - plies`) as an evaluation.
    pub fn from_score(score: i32) -> Eval {
        match mate_in_moves(score) {
            Some(n) => Eval::Mate(n),
            None => Eval::Cp(score),
        }
    }

    /// The same evaluation from the other side's view. `Mate(0)` stays `Mate(0)` (see the
    /// variant), so use this on ordinary values and mates to come.
    pub fn flip(self) -> Eval {
        match self {
            Eval::Cp(c) => Eval::Cp(-c),
            Eval::Mate(n) => Eval::Mate(-n),
        }
    }

    /// A single number for comparing evaluations: centipawns capped at
    /// ±[`DECISIVE_CP`], a mate above any of them (a quicker mate higher), being mated
    /// below (a later mate higher).
    pub fn rank(self) -> i32 {
        match self {
            Eval::Cp(c) => c.clamp(-DECISIVE_CP, DECISIVE_CP),
            Eval::Mate(n) if n >= 0 => MATE_CP - n,
            Eval::Mate(n) => -MATE_CP - n,
        }
    }

    /// This side's chance of winning in percent (0–100), read from the evaluation by the
    /// logistic curve chess sites use: 50 at 0.00, about 59 at +1.00, 75 at +3.00, 86 at
    /// +5.00, 96 a Queen up; 100 with a mate to give, 0 being mated. Losses of this
    /// chance, not of centipawns, decide a move's class: giving back two pawns matters
    /// in an even game, much less when ten pawns ahead.
    pub fn win_percent(self) -> f64 {
        match self {
            Eval::Cp(c) => 50.0 + 50.0 * (2.0 / (1.0 + (-WIN_SCALE * f64::from(c)).exp()) - 1.0),
            Eval::Mate(n) if n >= 0 => 100.0,
            Eval::Mate(_) => 0.0,
        }
    }

    /// Whether this side has a forced mate (or has given one).
    pub fn is_winning_mate(self) -> bool {
        matches!(self, Eval::Mate(n) if n >= 0)
    }

    /// Whether this side is being mated.
    pub fn is_losing_mate(self) -> bool {
        matches!(self, Eval::Mate(n) if n < 0)
    }
}

impl fmt::Display for Eval {
    /// `+1.25`, `-0.40`, `0.00` (pawns), `#3`, `#-2`, `#0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Eval::Cp(c) => {
                let sign = if c > 0 {
                    "+"
                } else if c < 0 {
                    "-"
                } else {
                    ""
                };
                let a = c.unsigned_abs();
                write!(f, "{sign}{}.{:02}", a / 100, a % 100)
            }
            Eval::Mate(n) => write!(f, "#{n}"),
        }
    }
}

/// How good a move was, from `best` down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// The engine's move, or one as good.
    Best,
    /// A little worse than the best move.
    Good,
    /// Gives away a noticeable part of the advantage (`?!`).
    Inaccuracy,
    /// Gives away a lot, or misses a mate, or walks into one while a decisive lead remains (`?`).
    Mistake,
    /// Throws the game away (`??`).
    Blunder,
}

impl Class {
    /// Every class, best first.
    pub const ALL: [Class; 5] = [
        Class::Best,
        Class::Good,
        Class::Inaccuracy,
        Class::Mistake,
        Class::Blunder,
    ];

    /// The word docs/analysis.md uses: `best`, `good`, `inaccuracy`, `mistake`, `blunder`.
    pub fn as_str(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }

    /// The class named by [`Class::as_str`]'s word.
    pub fn from_word(word: &str) -> Option<Class> {
        Class::ALL.into_iter().find(|c| c.as_str() == word)
    }

    /// The mark written after the move: `?!`, `?`, `??`, or nothing.
    pub fn mark(self) -> &'static str {
        match self {
            Class::Best | Class::Good => "",
            Class::Inaccuracy => "?!",
            Class::Mistake => "?",
            Class::Blunder => "??",
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a move's class changes. `best` is measured in centipawns against the engine's
/// move (docs/analysis.md: the engine's move, or one within 0.2 pawns of it); the others are
/// losses in percentage points of the mover's chance of winning ([`Eval::win_percent`]):
/// up to `good` is good, up to `inaccuracy` an inaccuracy, up to `mistake` a mistake,
/// beyond it a blunder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thresholds {
    /// Largest loss in centipawns (the evaluation before the move less the one after it)
    /// still counted as the best move.
    pub best: i32,
    /// Largest loss counted as good.
    pub good: i32,
    /// Largest loss counted as an inaccuracy.
    pub inaccuracy: i32,
    /// Largest loss counted as a mistake.
    pub mistake: i32,
}

impl Thresholds {
    /// The project's thresholds: within 20 centipawns of the engine's move is best; 10, 20
    /// and 30 points of the chance of winning (from an even game: a loss of about 1.10,
    /// 2.30 and 3.75 pawns) for good, inaccuracy and mistake.
    pub const DEFAULT: Thresholds = Thresholds {
        best: 20,
        good: 10,
        inaccuracy: 20,
        mistake: 30,
    };

    /// The chance of winning a mover keeps after missing a mate for that to be only a
    /// mistake, and the chance at most it had before walking into one for that to be only
    /// a mistake (the game was lost anyway), in percent.
    pub const DECISIVE_PERCENT: f64 = 90.0;

    /// Beyond this many centipawns either way a game is decided (docs/analysis.md: ten pawns):
    /// a move between two evaluations decided for the same side is not marked.
    pub const DECIDED_CP: i32 = 1_000;
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds::DEFAULT
    }
}

/// For which side an evaluation has decided the game: `Some(true)` for the side whose
/// view it is (a mate to give, or more than [`Thresholds::DECIDED_CP`] ahead),
/// `Some(false)` against it, `None` while the game is open.
fn decided(e: Eval) -> Option<bool> {
    match e {
        Eval::Mate(n) => Some(n >= 0),
        Eval::Cp(c) if c > Thresholds::DECIDED_CP => Some(true),
        Eval::Cp(c) if c < -Thresholds::DECIDED_CP => Some(false),
        Eval::Cp(_) => None,
    }
}

/// Whether a move from `before` to `after` is as good as the engine's: no more than
/// `best_cp` centipawns worse when both are ordinary evaluations, the same mate or a
/// quicker one, a later mate against the mover; never when one is a mate and the other not.
fn as_good_as_best(before: Eval, after: Eval, best_cp: i32) -> bool {
    match (before, after) {
        (Eval::Cp(b), Eval::Cp(a)) => b - a <= best_cp,
        (Eval::Mate(b), Eval::Mate(a)) => (b >= 0) == (a >= 0) && after.rank() >= before.rank(),
        (Eval::Cp(_), Eval::Mate(a)) => a >= 0,
        (Eval::Mate(_), Eval::Cp(_)) => false,
    }
}

/// The class of a move: `played_best` when the engine's move was the one played; `before`
/// is the evaluation before the move (the engine's move's) and `after` the one after it,
/// both from the mover's view.
///
/// A move other than the engine's is [`Class::Best`] only when it scores within `t.best`
/// centipawns of it (a mate as quick, or better than the engine thought). Otherwise the
/// loss is how much the mover's chance of winning falls, `before.win_percent() -
/// after.win_percent()`, against `t`, and the move is at least [`Class::Good`]. Missing a
/// mate (before is a mate to give, after is not) or walking into one (after is being mated,
/// before was not) is at least a [`Class::Mistake`]; a [`Class::Blunder`] when the mover
/// keeps less than [`Thresholds::DECISIVE_PERCENT`] after missing it, or, walking into it,
/// had more than `100 -` that before. But when the game stays decided for the same side
/// (both evaluations a mate or beyond [`Thresholds::DECIDED_CP`], for the same side), no
/// move is marked: it is at most [`Class::Good`], except that losing a forced mate
/// (before is a mate to give, after is not) is a [`Class::Inaccuracy`] (docs/analysis.md).
///
/// ```
/// use shuuro::analysis::{Class, Eval, Thresholds, classify};
/// let t = Thresholds::DEFAULT;
/// // Left a Queen hanging: +1.00 became -8.00.
/// assert_eq!(classify(false, Eval::Cp(100), Eval::Cp(-800), t), Class::Blunder);
/// // Missed a mate in one, but still a Rook up.
/// assert_eq!(classify(false, Eval::Mate(1), Eval::Cp(800), t), Class::Mistake);
/// // A mate missed twenty pawns up: the game stays decided, but a forced mate let go is
/// // an inaccuracy.
/// assert_eq!(classify(false, Eval::Mate(2), Eval::Cp(2000), t), Class::Inaccuracy);
/// // Twenty pawns up, then fifteen: the game stays decided, no mark, but not best.
/// assert_eq!(classify(false, Eval::Cp(2000), Eval::Cp(1500), t), Class::Good);
/// // Ten pawns up, then eight: still winning, no mark (from an even game it would be a
/// // mistake).
/// assert_eq!(classify(false, Eval::Cp(1000), Eval::Cp(800), t), Class::Good);
/// assert_eq!(classify(false, Eval::Cp(0), Eval::Cp(-200), t), Class::Inaccuracy);
/// // Within 0.2 pawns of the engine's move: as good.
/// assert_eq!(classify(false, Eval::Cp(2500), Eval::Cp(2490), t), Class::Best);
/// // The engine's own move is the best even if a deeper look changed its mind.
/// assert_eq!(classify(true, Eval::Cp(30), Eval::Cp(-20), t), Class::Best);
/// ```
pub fn classify(played_best: bool, before: Eval, after: Eval, t: Thresholds) -> Class {
    if played_best || as_good_as_best(before, after, t.best) {
        return Class::Best;
    }
    let lost_mate = before.is_winning_mate() && !after.is_winning_mate();
    if decided(before).is_some() && decided(before) == decided(after) {
        // Still won, but a forced mate let go is marked (as lichess marks it).
        return if lost_mate {
            Class::Inaccuracy
        } else {
            Class::Good
        };
    }
    let loss = (before.win_percent() - after.win_percent()).max(0.0);
    let up_to = |points: i32| loss <= f64::from(points);
    let by_loss = if up_to(t.good) {
        Class::Good
    } else if up_to(t.inaccuracy) {
        Class::Inaccuracy
    } else if up_to(t.mistake) {
        Class::Mistake
    } else {
        Class::Blunder
    };
    let decisive = Thresholds::DECISIVE_PERCENT;
    if lost_mate {
        let still_winning = after.win_percent() >= decisive;
        return if still_winning {
            Class::Mistake
        } else {
            Class::Blunder
        };
    }
    if after.is_losing_mate() && !before.is_losing_mate() {
        let already_lost = before.win_percent() <= 100.0 - decisive;
        return if already_lost {
            Class::Mistake
        } else {
            Class::Blunder
        };
    }
    by_loss
}

/// What the engine said about one fight move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveAnalysis {
    /// The move played.
    pub played: Move,
    /// The engine's move in the position before it.
    pub best: Move,
    /// The engine's line from the position before the move, `best` first.
    pub pv: Vec<Move>,
    /// The evaluation before the move, from the mover's view.
    pub before: Eval,
    /// The evaluation after the move, from the mover's view.
    pub after: Eval,
    /// How good the move was.
    pub class: Class,
}

/// The analysis of a game's fight: one entry per move, in order (docs/analysis.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The program that analysed, e.g. `shuuro 0.1.0`.
    pub engine: String,
    /// The search limit per position, e.g. `movetime 200`.
    pub limit: String,
    /// One entry per fight move, from the first; may be shorter than the game (an
    /// analysis stopped part way).
    pub moves: Vec<MoveAnalysis>,
}

/// The most one move's loss counts in [`SideSummary::average_loss`].
pub const LOSS_CAP: i32 = 1_000;

/// A side's totals over an analysis.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideSummary {
    /// Moves analysed.
    pub moves: usize,
    /// The average loss per move in centipawns of [`Eval::rank`], each move's loss counted
    /// up to [`LOSS_CAP`] (so one missed mate does not drown the rest); 0 with no moves.
    pub average_loss: i32,
    /// How many moves of each class, in the order of [`Class::ALL`].
    pub counts: [usize; 5],
}

impl SideSummary {
    /// How many moves of `class`.
    pub fn count(&self, class: Class) -> usize {
        self.counts[class as usize]
    }
}

impl Analysis {
    /// The totals of the side that made the first move (`first = true`) or of the other.
    pub fn summary(&self, first: bool) -> SideSummary {
        let mut s = SideSummary::default();
        let mut loss: i64 = 0;
        let offset = usize::from(!first);
        for m in self.moves.iter().skip(offset).step_by(2) {
            s.moves += 1;
            s.counts[m.class as usize] += 1;
            loss += i64::from((m.before.rank() - m.after.rank()).clamp(0, LOSS_CAP));
        }
        if s.moves > 0 {
            s.average_loss = (loss / s.moves as i64) as i32;
        }
        s
    }
}

/// The search score of a side that has just been mated (or lost its King), for
/// [`run::assemble`]'s last position.
pub(crate) const MATED: i32 = -MATE;
