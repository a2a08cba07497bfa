use crate::puzzle::lesson::{Fact, FirstMove, Placement};
use crate::rules::{Role, Side};

use super::En;
use crate::words::{LessonWords, RulesWords};

impl LessonWords for En {
    fn fact(&self, fact: &Fact, side: Side) -> String {
        let r = |role: Role| self.role(role);
        match *fact {
            Fact::AttacksKing { king } => format!("attacks the King on {king}"),
            Fact::ShutsLine {
                attacker,
                from,
                king,
            } => format!(
                "shuts the line of the {} on {from} to the King on {king}",
                r(attacker)
            ),
            Fact::Shields {
                piece,
                at,
                attacker,
                from,
            } => format!(
                "shuts the line of the {} on {from} to the {} on {at}",
                r(attacker),
                r(piece)
            ),
            Fact::Attacks { target, at } => format!("attacks the {} on {at}", r(target)),
            Fact::Guards { piece, at } => format!("guards the {} on {at}", r(piece)),
            Fact::Cuts {
                guard,
                from,
                piece,
                at,
            } => format!(
                "cuts the {} on {from} off the {} on {at}",
                r(guard),
                r(piece)
            ),
            Fact::OnPlinth => "stands on a plinth, where only a Knight can take it".into(),
            Fact::OutOfReach => format!("stands out of {}'s reach", self.side(side.opposite())),
        }
    }

    fn first_move(&self, m: &FirstMove) -> String {
        match *m {
            FirstMove::TakesKing {
                mover,
                king,
                by,
                from,
                holding,
            } => {
                let mut words = format!(
                    "{} moves first and takes the King on {king} with the {} from {from}",
                    self.side(mover),
                    self.role(by)
                );
                if holding && !matches!(by, Role::Knight | Role::Pawn | Role::King) {
                    words.push_str(&format!(
                        ", and nothing {} still holds can shut the line",
                        self.side(mover.opposite())
                    ));
                }
                words
            }
            FirstMove::Takes {
                mover,
                piece,
                at,
                by,
                from,
                ..
            } => format!(
                "{} moves first and takes the {} on {at} with the {} from {from}",
                self.side(mover),
                self.role(piece),
                self.role(by)
            ),
            FirstMove::Nothing { mover } => {
                format!("{} moves first and takes nothing at once", self.side(mover))
            }
        }
    }

    fn placed_does(&self, (piece, sq): Placement, facts: &[String]) -> String {
        let joined = match facts {
            [] => String::new(),
            [one] => one.clone(),
            [most @ .., last] => format!("{} and {last}", most.join(", ")),
        };
        format!("the {} on {sq} {joined}", self.role(piece.role))
    }

    fn after(&self, placement: &str, instead: bool, does: Option<&str>, then: &str) -> String {
        let what = format!("After {placement}{}", if instead { " instead" } else { "" });
        match does {
            Some(d) => format!("{what}, {d}; {then}."),
            None => format!("{what}, {then}."),
        }
    }
}
