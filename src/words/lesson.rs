//! The words of a deployment puzzle's lesson ([`crate::puzzle::lesson`]): what a
//! placement does on the board, what the fight's first move then takes, and what goes
//! wrong after another placement. The typed facts come in; each table says them, and
//! [`why_lines`] puts the trainer's why together from them.

use crate::app::trainer::Why;
use crate::puzzle::lesson::{Fact, FirstMove, Lesson, Placement, Seen};
use crate::rules::Side;

use super::W;

/// The lesson's words, in one language.
pub trait LessonWords {
    /// What a placed piece of `side` does: "attacks the Rook on d10".
    fn fact(&self, fact: &Fact, side: Side) -> String;
    /// The fight's first move: "Red moves first and takes the King on e1 with the Rook
    /// from e12, and nothing Blue still holds can shut the line".
    fn first_move(&self, m: &FirstMove) -> String;
    /// A placed piece and what it does (`facts`, each said by [`LessonWords::fact`]):
    /// "the Knight on c1 attacks the Rook on d3 and guards the Pawn on c2".
    fn placed_does(&self, placement: Placement, facts: &[String]) -> String;
    /// A placement and what follows: `placement` as written (`N@c1`), `instead` of the
    /// answer or not, what it does (if anything is worth saying) and the fight's first
    /// move: "After P@e2, the Pawn on e2 ...; Red moves first and takes ...".
    fn after(&self, placement: &str, instead: bool, does: Option<&str>, then: &str) -> String;
}

/// `N@c1`: notation, the same in every language.
pub fn placement_words((piece, sq): Placement) -> String {
    format!("{}@{sq}", piece.char())
}

/// A placement and what follows it, in `w`'s words; of a placement that is not the
/// answer (`answer` false) only the harm it does is said (the guard it cuts off).
fn after(w: W, seen: &Seen, instead: bool, answer: bool) -> String {
    let (piece, _) = seen.placement;
    let facts: Vec<String> = seen
        .facts
        .iter()
        .filter(|f| answer || matches!(f, Fact::Cuts { .. }))
        .map(|f| w.fact(f, piece.side))
        .collect();
    let does = (!facts.is_empty()).then(|| w.placed_does(seen.placement, &facts));
    w.after(
        &placement_words(seen.placement),
        instead,
        does.as_deref(),
        &w.first_move(&seen.first_move),
    )
}

/// The lesson, a sentence a line: what the answer does and what the first move then
/// takes, and what goes wrong after the tempting other placement.
pub fn lesson_lines(w: W, lesson: &Lesson) -> Vec<String> {
    let mut out = vec![after(w, &lesson.answer, false, true)];
    out.extend(lesson.instead.as_ref().map(|i| after(w, i, true, false)));
    out
}

/// The trainer's why, a sentence a line: a wrong placement's consequence, a lesson (its
/// first sentence introduced as the why), or a set's own words.
pub fn why_lines(w: W, why: Why<'_>) -> Vec<String> {
    match why {
        Why::Wrong(seen) => vec![after(w, seen, false, false)],
        Why::Lesson(lesson) => {
            let mut lines = lesson_lines(w, lesson);
            if let Some(first) = lines.first_mut() {
                *first = w.why(first);
            }
            lines
        }
        Why::Words(words) => vec![w.why(words)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::lesson::Lesson;
    use crate::rules::{Piece, Role, Square};
    use crate::words::{Lang, japanese, of};

    fn sq(s: &str) -> Square {
        s.parse().expect("a square")
    }

    /// Every fact and every first move, said in both languages: the Japanese in
    /// Japanese, the English in English, each lesson line whole.
    #[test]
    fn every_lesson_word_is_in_every_language() {
        let facts = vec![
            Fact::AttacksKing { king: sq("e1") },
            Fact::ShutsLine {
                attacker: Role::Rook,
                from: sq("e12"),
                king: sq("e1"),
            },
            Fact::Shields {
                piece: Role::Queen,
                at: sq("k2"),
                attacker: Role::Bishop,
                from: sq("a12"),
            },
            Fact::Attacks {
                target: Role::Rook,
                at: sq("d10"),
            },
            Fact::Guards {
                piece: Role::Pawn,
                at: sq("c2"),
            },
            Fact::Cuts {
                guard: Role::Rook,
                from: sq("a2"),
                piece: Role::Queen,
                at: sq("k2"),
            },
            Fact::OnPlinth,
            Fact::OutOfReach,
        ];
        let moves = [
            FirstMove::TakesKing {
                mover: Side::Red,
                king: sq("e1"),
                by: Role::Rook,
                from: sq("e12"),
                holding: true,
            },
            FirstMove::Takes {
                mover: Side::Red,
                piece: Role::Queen,
                at: sq("k2"),
                by: Role::Queen,
                from: sq("a12"),
                gain: 9,
            },
            FirstMove::Nothing { mover: Side::Blue },
        ];
        let placement = (
            Piece {
                side: Side::Blue,
                role: Role::Knight,
            },
            sq("c1"),
        );
        for first_move in moves {
            let seen = Seen {
                placement,
                facts: facts.clone(),
                first_move,
            };
            let lesson = Lesson {
                first: Side::Red,
                answer: seen.clone(),
                instead: Some(seen.clone()),
            };
            for lang in Lang::ALL {
                let w = of(lang);
                let mut said = why_lines(w, Why::Lesson(&lesson));
                said.extend(why_lines(w, Why::Wrong(&seen)));
                said.extend(facts.iter().map(|f| w.fact(f, Side::Blue)));
                for line in said {
                    assert!(!line.is_empty());
                    assert_eq!(japanese(&line), lang == Lang::Ja, "{lang:?}: {line}");
                    assert!(line.contains("N@c1") || !line.contains('@'), "{line}");
                }
            }
        }
    }
}
