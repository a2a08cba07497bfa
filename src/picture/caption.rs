//! What a picture's caption says of a step, in words: a move as the move list writes it
//! (`29. Qd6#`, `5... Qxd4`), a placement, a plinth roll, the dice, the armies. A step is
//! first read into a typed [`Said`] (from the game as it stands after the step), then
//! put into words.

use crate::rules::game::{Game, Step};
use crate::rules::notation::{move_number, to_short};
use crate::rules::plinths::{PlinthRoll, Quadrant, roll_square};
use crate::rules::{Army, Piece, Reason, Role, Side, Square};

/// What a step did, as a caption says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// Nothing has happened yet: the empty board.
    Nothing,
    /// The armies entered so far (an army entered is `Some`).
    Armies {
        blue: Option<Army>,
        red: Option<Army>,
    },
    /// A plinth roll and where it landed; `placed` false when that square already
    /// held a plinth.
    PlinthRoll {
        roll: PlinthRoll,
        square: Option<Square>,
        placed: bool,
    },
    /// A fixed layout of this many plinths.
    Plinths(u32),
    /// The dice for who deploys first, and who does once they decide it.
    DeployDice {
        dice: [u8; 2],
        first: Option<Side>,
    },
    DeploysFirst(Side),
    Placed(Piece, Square),
    /// The dice for who moves first, and who does once they decide it.
    FightDice {
        dice: [u8; 2],
        first: Option<Side>,
    },
    MovesFirst(Side),
    /// A fight move as the move list writes it: its number (`29.`, `5...`) and short
    /// notation.
    Move {
        number: String,
        san: String,
    },
    Resigns(Side),
    DrawAgreed,
    DrawClaimed(Reason),
    FlagFell(Side),
}

impl Said {
    /// What the latest step of `game` did.
    pub fn of(game: &Game) -> Said {
        let Some(step) = game.steps().last() else {
            return Said::Nothing;
        };
        match step {
            Step::Army { .. } => Said::Armies {
                blue: game.own_army(Side::Blue).copied(),
                red: game.own_army(Side::Red).copied(),
            },
            Step::PlinthRoll(roll) => Said::PlinthRoll {
                roll: *roll,
                square: roll_square(game.rules().board, roll).ok(),
                placed: game.plinth_roll_placed().last().copied().unwrap_or(true),
            },
            Step::SetPlinths(b) => Said::Plinths(b.count()),
            Step::DeployRoll(dice) => Said::DeployDice {
                dice: *dice,
                first: game.deploy_first(),
            },
            Step::SetDeployFirst(side) => Said::DeploysFirst(*side),
            Step::Place { piece, square } => Said::Placed(*piece, *square),
            Step::FightRoll(dice) => Said::FightDice {
                dice: *dice,
                first: game.fight_first(),
            },
            Step::SetFightFirst(side) => Said::MovesFirst(*side),
            Step::Move(m) => {
                let ply = game.moves().len();
                let san = match game.history().get(ply.saturating_sub(1)) {
                    Some(before) => to_short(before, *m),
                    None => m.to_string(),
                };
                let first = game.fight_first().unwrap_or(Side::Blue);
                Said::Move {
                    number: move_number(ply, first),
                    san,
                }
            }
            Step::Resign(side) => Said::Resigns(*side),
            Step::AgreeDraw => Said::DrawAgreed,
            Step::ClaimDraw(reason) => Said::DrawClaimed(*reason),
            Step::Timeout(side) => Said::FlagFell(*side),
        }
    }

    /// The step in words. `reveal`: the armies may be named (the record shows them);
    /// otherwise an army is said to be sealed, with its number of pieces only.
    pub fn words(&self, reveal: bool) -> String {
        match self {
            Said::Nothing => "The empty board: nothing is played yet".into(),
            Said::Armies { blue, red } => armies(*blue, *red, reveal),
            Said::PlinthRoll {
                roll,
                square,
                placed,
            } => {
                let quadrant = match roll.quadrant {
                    Quadrant::Only => String::new(),
                    q => format!(" for the {} quadrant", q.name()),
                };
                let landed = match (square, placed) {
                    (Some(sq), true) => format!(": a plinth on {sq}"),
                    (Some(sq), false) => format!(": {sq} again, no new plinth"),
                    (None, _) => String::new(),
                };
                format!(
                    "{} rolls {} and {}{quadrant}{landed}",
                    roll.by, roll.column, roll.row
                )
            }
            Said::Plinths(1) => "A fixed layout of 1 plinth".into(),
            Said::Plinths(n) => format!("A fixed layout of {n} plinths"),
            Said::DeployDice { dice, first } => {
                dice_words("Deployment dice", *dice, *first, "deploys")
            }
            Said::DeploysFirst(side) => format!("{side} deploys first"),
            Said::Placed(piece, square) => {
                format!("{} places the {} on {square}", piece.side, piece.role)
            }
            Said::FightDice { dice, first } => {
                dice_words("Move order dice", *dice, *first, "moves")
            }
            Said::MovesFirst(side) => format!("{side} moves first"),
            Said::Move { number, san } => format!("{number} {san}"),
            Said::Resigns(side) => format!("{side} resigns"),
            Said::DrawAgreed => "A draw is agreed".into(),
            Said::DrawClaimed(_) => "A draw is claimed".into(),
            Said::FlagFell(side) => format!("{side}'s flag falls"),
        }
    }
}

/// Dice for an order: `Deployment dice: Blue 3, Red 5, Red deploys first`, or a tie.
fn dice_words(what: &str, [blue, red]: [u8; 2], first: Option<Side>, verb: &str) -> String {
    let then = match first {
        Some(side) if blue != red => format!(", {side} {verb} first"),
        _ => ", a tie".into(),
    };
    format!("{what}: Blue {blue}, Red {red}{then}")
}

/// An army by its pieces, counted: `K 2Q 3R 4B 4N 5P`.
fn pieces(army: &Army) -> String {
    let mut out = Vec::new();
    for role in Role::ALL {
        match army.count(role) {
            0 => {}
            1 => out.push(role.upper_char().to_string()),
            n => out.push(format!("{n}{}", role.upper_char())),
        }
    }
    out.join(" ")
}

/// The armies entered so far, by their pieces when `reveal`, else sealed.
fn armies(blue: Option<Army>, red: Option<Army>, reveal: bool) -> String {
    let one = |side: Side, army: &Army| {
        if reveal {
            format!("{side} {}", pieces(army))
        } else {
            format!("{side} sealed ({} pieces)", army.total())
        }
    };
    let said: Vec<String> = [(Side::Blue, blue), (Side::Red, red)]
        .into_iter()
        .filter_map(|(side, army)| army.map(|a| one(side, &a)))
        .collect();
    format!("Armies: {}", said.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_army_is_counted_by_its_pieces() {
        let a: Army = "KQQRRRBBBBNNNNPPPPP".parse().unwrap();
        assert_eq!(pieces(&a), "K 2Q 3R 4B 4N 5P");
        let b: Army = "KP".parse().unwrap();
        assert_eq!(
            Said::Armies {
                blue: Some(a),
                red: Some(b)
            }
            .words(true),
            "Armies: Blue K 2Q 3R 4B 4N 5P, Red K P"
        );
        assert_eq!(
            Said::Armies {
                blue: Some(a),
                red: None
            }
            .words(false),
            "Armies: Blue sealed (19 pieces)"
        );
    }
}
