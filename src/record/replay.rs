//! Record → game: every step of a record replayed through the rules, in the order the
//! game took them, and every derived part (plinths, who deploys and moves first, the
//! result) checked against what the rules give. The first offending step is named with
//! its number, its text and the reason: `deployment 7 (r@c11): a Rook may not stand on a
//! plinth`.

use std::fmt;

use super::Record;
use crate::rules::bitboard::Bitboard;
use crate::rules::color::Side;
use crate::rules::game::{Game, GameError, Phase, Step};
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::plinths::PlinthRoll;

/// The first step of a record that breaks a rule or disagrees with the rest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// Which step: `deployment 7`, `move 23`, `armies.blue`, `plinths`, `result`.
    pub step: String,
    /// The step as the record writes it: `r@c11`, `e2e5`, `[3, 3]`.
    pub text: String,
    /// Why: the rule broken, or what the rules give instead.
    pub reason: ReplayReason,
}

/// Why a step of a record is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayReason {
    /// The rules refuse the step: "a Rook may not stand on a plinth".
    Rule(GameError),
    /// The listed plinths are not those the rolls give: "the rolls give c3 f5".
    PlinthsFromRolls(Bitboard),
    /// "the dice say Red deploys first" / "... moves first"
    DiceOrder { side: Side, fight: bool },
    /// "under Serious business Red, who finished deploying first, moves first" /
    /// "under Serious business Red, with more pieces, deploys first"
    SeriousOrder { side: Side, fight: bool },
    /// "the dice have not decided yet (the last pair is a tie)"
    DiceUndecided,
    /// "the game ended otherwise: Blue wins: checkmate"
    EndedOtherwise(Outcome),
    /// "a resignation has a winner"
    ResignationWithoutWinner,
    /// "repetition is a draw: the winner is null"
    DrawWithWinner(Reason),
    /// "no flag can fall now: the armies are being formed"
    NoFlagNow(Phase),
    /// "the final position has occurred 2 time(s), not 3"
    NotRepeated(u32),
    /// "only 80 half-moves without a capture or pawn move, not 100"
    NotFiftyMoves(u32),
    /// The claimed end did not happen: "the final position is not checkmate", "no King
    /// was captured", ...
    NotReached(Reason),
    /// "the rules make it checkmate red"
    RulesSay(Outcome),
    /// "the game is not over"
    NotOver,
    /// An `analysis` entry that does not fit the game: "the best move is not legal in the
    /// position before move 3: ..." (the step is the field, `analysis.moves[2].best`).
    Analysis(super::analysis::EntryProblem),
}

/// One step of a record, as the checker names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepLabel {
    /// `deployment 7`, `move 23`, ...
    pub step: String,
    /// `r@c11`, `e2e5`, ...
    pub text: String,
}

impl fmt::Display for StepLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.step, self.text)
    }
}

fn dice_text(d: [u8; 2]) -> String {
    format!("[{}, {}]", d[0], d[1])
}

fn roll_text(r: &PlinthRoll) -> String {
    format!(
        "{} {} {} {}",
        r.by.name(),
        r.quadrant.name(),
        r.column,
        r.row
    )
}

fn result_text(o: &Outcome) -> String {
    format!(
        "{} {}",
        o.reason.name(),
        o.winner.map_or("none", |s| s.name())
    )
}

struct Replayer<'a, F: FnMut(&StepLabel, &Game)> {
    game: Game,
    on_step: &'a mut F,
}

impl<F: FnMut(&StepLabel, &Game)> Replayer<'_, F> {
    fn fail(step: impl Into<String>, text: impl Into<String>, reason: ReplayReason) -> ReplayError {
        ReplayError {
            step: step.into(),
            text: text.into(),
            reason,
        }
    }

    fn apply(&mut self, step: Step, label: StepLabel) -> Result<(), ReplayError> {
        self.game.apply(step).map_err(|e| {
            Self::fail(
                label.step.clone(),
                label.text.clone(),
                ReplayReason::Rule(e),
            )
        })?;
        (self.on_step)(&label, &self.game);
        Ok(())
    }

    fn armies(&mut self, rec: &Record) -> Result<(), ReplayError> {
        for side in Side::ALL {
            if let Some(army) = rec.armies[side] {
                let label = StepLabel {
                    step: format!("armies.{}", side.name()),
                    text: army.to_string(),
                };
                self.apply(Step::Army { side, army }, label)?;
            }
        }
        Ok(())
    }

    fn plinths(&mut self, rec: &Record) -> Result<(), ReplayError> {
        let listed: Option<Bitboard> = rec.plinths.as_ref().map(|v| v.iter().copied().collect());
        let listed_text = || {
            rec.plinths.as_ref().map_or(String::new(), |v| {
                v.iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
        };
        // An empty list of rolls is no rolls: the plinths are then a fixed layout.
        let rolls = rec.plinth_rolls.as_ref().filter(|r| !r.is_empty());
        match (rolls, listed) {
            (Some(rolls), listed) => {
                for (i, r) in rolls.iter().enumerate() {
                    let label = StepLabel {
                        step: format!("plinth roll {}", i + 1),
                        text: roll_text(r),
                    };
                    self.apply(Step::PlinthRoll(*r), label)?;
                }
                if let Some(listed) = listed
                    && listed != self.game.plinths()
                {
                    return Err(Self::fail(
                        "plinths",
                        listed_text(),
                        ReplayReason::PlinthsFromRolls(self.game.plinths()),
                    ));
                }
            }
            (None, Some(listed)) => {
                let label = StepLabel {
                    step: "plinths".into(),
                    text: listed_text(),
                };
                self.apply(Step::SetPlinths(listed), label)?;
            }
            (None, None) => {}
        }
        Ok(())
    }

    /// The dice (or fixed order) for who deploys or moves first, and the side the record
    /// names, checked against what the rules derive.
    fn order(
        &mut self,
        rolls: Option<&Vec<[u8; 2]>>,
        claimed: Option<Side>,
        fight: bool,
    ) -> Result<(), ReplayError> {
        let (item, field) = if fight {
            ("fight roll", "fight_first")
        } else {
            ("deploy roll", "deploy_first")
        };
        let derived = |g: &Game| {
            if fight {
                g.fight_first()
            } else {
                g.deploy_first()
            }
        };
        if let Some(rolls) = rolls {
            for (i, &d) in rolls.iter().enumerate() {
                let label = StepLabel {
                    step: format!("{item} {}", i + 1),
                    text: dice_text(d),
                };
                let step = if fight {
                    Step::FightRoll(d)
                } else {
                    Step::DeployRoll(d)
                };
                self.apply(step, label)?;
            }
        }
        let Some(side) = claimed else {
            return Ok(());
        };
        match derived(&self.game) {
            Some(d) if d == side => Ok(()),
            Some(d) => {
                let why = if rolls.is_some_and(|r| !r.is_empty()) {
                    ReplayReason::DiceOrder { side: d, fight }
                } else {
                    ReplayReason::SeriousOrder { side: d, fight }
                };
                Err(Self::fail(field, side.name(), why))
            }
            None if rolls.is_some_and(|r| !r.is_empty()) => {
                Err(Self::fail(field, side.name(), ReplayReason::DiceUndecided))
            }
            None => {
                let label = StepLabel {
                    step: field.into(),
                    text: side.name().into(),
                };
                let step = if fight {
                    Step::SetFightFirst(side)
                } else {
                    Step::SetDeployFirst(side)
                };
                self.apply(step, label)
            }
        }
    }

    fn result(&mut self, claimed: Outcome) -> Result<(), ReplayError> {
        let text = result_text(&claimed);
        let fail = |why: ReplayReason| Self::fail("result", text.clone(), why);
        if let Some(derived) = self.game.outcome() {
            return if derived == claimed {
                Ok(())
            } else {
                Err(fail(ReplayReason::EndedOtherwise(derived)))
            };
        }
        let step = match (claimed.reason, claimed.winner) {
            (Reason::Resignation, Some(w)) => Step::Resign(w.opposite()),
            (Reason::Resignation, None) => {
                return Err(fail(ReplayReason::ResignationWithoutWinner));
            }
            (Reason::Agreement, None) => Step::AgreeDraw,
            (Reason::Repetition | Reason::FiftyMove | Reason::Agreement, Some(_)) => {
                return Err(fail(ReplayReason::DrawWithWinner(claimed.reason)));
            }
            (Reason::Timeout, _) => match self.game.position() {
                Some(p) => Step::Timeout(p.turn()),
                None => {
                    return Err(fail(ReplayReason::NoFlagNow(self.game.phase())));
                }
            },
            (Reason::Repetition, None) => {
                if self.game.repetitions() < 3 {
                    return Err(fail(ReplayReason::NotRepeated(self.game.repetitions())));
                }
                Step::ClaimDraw(Reason::Repetition)
            }
            (Reason::FiftyMove, None) => {
                if self.game.halfmoves() < 100 {
                    return Err(fail(ReplayReason::NotFiftyMoves(self.game.halfmoves())));
                }
                Step::ClaimDraw(Reason::FiftyMove)
            }
            (reason, _) => return Err(fail(ReplayReason::NotReached(reason))),
        };
        let label = StepLabel {
            step: "result".into(),
            text: text.clone(),
        };
        self.apply(step, label)?;
        match self.game.outcome() {
            Some(o) if o == claimed => Ok(()),
            Some(o) => Err(fail(ReplayReason::RulesSay(o))),
            None => Err(fail(ReplayReason::NotOver)),
        }
    }
}

/// Replays `rec` through the rules, calling `on_step` after each step with its label and
/// the game as it then stands. Returns the game, or the first step that breaks a rule or
/// disagrees with the rest of the record.
pub fn replay(
    rec: &Record,
    mut on_step: impl FnMut(&StepLabel, &Game),
) -> Result<Game, ReplayError> {
    let mut r = Replayer {
        game: Game::new(rec.rules.clone()),
        on_step: &mut on_step,
    };
    all_steps(&mut r, rec)?;
    Ok(r.game)
}

/// Replays as far as the rules allow: the game after every legal step, and the first
/// step that breaks a rule or disagrees with the rest (the same step and reason as
/// [`replay`], so as `replay --check`), if any.
pub fn replay_until_error(rec: &Record) -> (Game, Option<ReplayError>) {
    let mut on_step = |_: &StepLabel, _: &Game| {};
    let mut r = Replayer {
        game: Game::new(rec.rules.clone()),
        on_step: &mut on_step,
    };
    let error = all_steps(&mut r, rec).err();
    (r.game, error)
}

fn all_steps<F: FnMut(&StepLabel, &Game)>(
    r: &mut Replayer<'_, F>,
    rec: &Record,
) -> Result<(), ReplayError> {
    if rec.rules.scouts {
        r.plinths(rec)?;
        r.armies(rec)?;
    } else {
        r.armies(rec)?;
        r.plinths(rec)?;
    }
    r.order(rec.deploy_rolls.as_ref(), rec.deploy_first, false)?;
    for (i, &(piece, square)) in rec.deployment.iter().flatten().enumerate() {
        let label = StepLabel {
            step: format!("deployment {}", i + 1),
            text: format!("{}@{square}", piece.char()),
        };
        r.apply(Step::Place { piece, square }, label)?;
    }
    r.order(rec.fight_rolls.as_ref(), rec.fight_first, true)?;
    let entries = rec.analysis.as_ref().map_or(&[][..], |a| &a.moves[..]);
    for (i, &m) in rec.moves.iter().flatten().enumerate() {
        let label = StepLabel {
            step: format!("move {}", i + 1),
            text: m.to_string(),
        };
        r.apply(Step::Move(m), label)?;
        // Entry i is about move i: checked in the position before it, once the move
        // itself is known to be legal.
        if let (Some(entry), Some(before)) = (entries.get(i), r.game.history().get(i)) {
            super::analysis::check_entry(i, entry, before).map_err(|e| ReplayError {
                step: e.field,
                text: e.text,
                reason: ReplayReason::Analysis(e.problem),
            })?;
        }
    }
    if let Some(claimed) = rec.result {
        r.result(claimed)?;
    }
    Ok(())
}

/// A game's state in words for `result:`: `checkmate blue`, `stalemate none`,
/// `ongoing red`, `ongoing none`.
pub fn result_line(game: &Game) -> String {
    match game.outcome() {
        Some(o) => result_text(&o),
        None => format!("ongoing {}", game.to_act().map_or("none", |s| s.name())),
    }
}
