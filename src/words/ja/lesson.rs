use crate::puzzle::lesson::{Fact, FirstMove, Placement};
use crate::rules::{Role, Side};

use super::Ja;
use crate::words::{LessonWords, RulesWords};

impl LessonWords for Ja {
    fn fact(&self, fact: &Fact, side: Side) -> String {
        let r = |role: Role| self.role(role);
        match *fact {
            Fact::AttacksKing { king } => format!("{king}のキングを攻撃する"),
            Fact::ShutsLine {
                attacker,
                from,
                king,
            } => format!("{from}の{}から{king}のキングへの利きを遮る", r(attacker)),
            Fact::Shields {
                piece,
                at,
                attacker,
                from,
            } => format!(
                "{from}の{}から{at}の{}への利きを遮る",
                r(attacker),
                r(piece)
            ),
            Fact::Attacks { target, at } => format!("{at}の{}を攻撃する", r(target)),
            Fact::Guards { piece, at } => format!("{at}の{}を守る", r(piece)),
            Fact::Cuts {
                guard,
                from,
                piece,
                at,
            } => format!("{from}の{}による{at}の{}の守りを断つ", r(guard), r(piece)),
            Fact::OnPlinth => "キューブの上に立ち、ナイトにしか取られない".into(),
            Fact::OutOfReach => format!("{}の駒が届かない所に立つ", self.side(side.opposite())),
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
                    "{}が先手で、{from}の{}で{king}のキングを取る",
                    self.side(mover),
                    self.role(by)
                );
                if holding && !matches!(by, Role::Knight | Role::Pawn | Role::King) {
                    words.push_str(&format!(
                        "。{}の持ち駒ではその利きを遮れない",
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
                "{}が先手で、{from}の{}で{at}の{}を取る",
                self.side(mover),
                self.role(by),
                self.role(piece)
            ),
            FirstMove::Nothing { mover } => {
                format!("{}が先手だが、すぐに取れる駒はない", self.side(mover))
            }
        }
    }

    fn placed_does(&self, (piece, sq): Placement, facts: &[String]) -> String {
        format!("{sq}の{}は{}", self.role(piece.role), facts.join("、"))
    }

    fn after(&self, placement: &str, instead: bool, does: Option<&str>, then: &str) -> String {
        let what = format!(
            "{}{placement}と置くと",
            if instead { "代わりに" } else { "" }
        );
        match does {
            Some(d) => format!("{what}、{d}。{then}。"),
            None => format!("{what}、{then}。"),
        }
    }
}
