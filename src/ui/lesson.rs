//! A deployment puzzle's lesson ([`crate::puzzle::lesson`]) in words: what a placement
//! does on the board, what the fight's first move then takes, and what goes wrong after
//! another placement. The typed facts come in; the sentences are made here only.

use crate::app::trainer::Why;
use crate::puzzle::lesson::{Fact, FirstMove, Lesson, Placement, Seen};
use crate::rules::{Role, Side};

/// `N@c1`.
pub fn placement_words((piece, sq): Placement) -> String {
    format!("{}@{sq}", piece.char())
}

/// What a placed piece of `side` does: "attacks the Rook on d10".
pub fn fact_words(fact: &Fact, side: Side) -> String {
    match *fact {
        Fact::AttacksKing { king } => format!("attacks the King on {king}"),
        Fact::ShutsLine {
            attacker,
            from,
            king,
        } => format!("shuts the line of the {attacker} on {from} to the King on {king}"),
        Fact::Shields {
            piece,
            at,
            attacker,
            from,
        } => format!("shuts the line of the {attacker} on {from} to the {piece} on {at}"),
        Fact::Attacks { target, at } => format!("attacks the {target} on {at}"),
        Fact::Guards { piece, at } => format!("guards the {piece} on {at}"),
        Fact::Cuts {
            guard,
            from,
            piece,
            at,
        } => format!("cuts the {guard} on {from} off the {piece} on {at}"),
        Fact::OnPlinth => "stands on a plinth, where only a Knight can take it".into(),
        Fact::OutOfReach => format!("stands out of {}'s reach", side.opposite()),
    }
}

/// The fight's first move: "Red moves first and takes the King on e1 with the Rook from
/// e12, and nothing Blue still holds can shut the line".
pub fn first_move_words(m: &FirstMove) -> String {
    match *m {
        FirstMove::TakesKing {
            mover,
            king,
            by,
            from,
            holding,
        } => {
            let mut words = format!(
                "{mover} moves first and takes the King on {king} with the {by} from {from}"
            );
            if holding && !matches!(by, Role::Knight | Role::Pawn | Role::King) {
                words.push_str(&format!(
                    ", and nothing {} still holds can shut the line",
                    mover.opposite()
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
        } => format!("{mover} moves first and takes the {piece} on {at} with the {by} from {from}"),
        FirstMove::Nothing { mover } => format!("{mover} moves first and takes nothing at once"),
    }
}

/// "the Knight on c1 attacks the Rook on d3 and stands on a plinth, where only a Knight
/// can take it" (`None` when it does nothing worth saying). Of a placement that is not
/// the answer only the harm it does is said (the guard it cuts off).
fn does(seen: &Seen, answer: bool) -> Option<String> {
    let (piece, sq) = seen.placement;
    let facts: Vec<String> = seen
        .facts
        .iter()
        .filter(|f| answer || matches!(f, Fact::Cuts { .. }))
        .map(|f| fact_words(f, piece.side))
        .collect();
    let joined = match facts.as_slice() {
        [] => return None,
        [one] => one.clone(),
        [most @ .., last] => format!("{} and {last}", most.join(", ")),
    };
    Some(format!("the {} on {sq} {joined}", piece.role))
}

/// A placement that is not the answer and what follows, `instead` of it or not: "After
/// P@e2, the Pawn on e2 cuts the Rook on a2 off the Queen on k2; Red moves first and
/// takes the Queen on k2 with the Queen from a12."
pub fn after_words(seen: &Seen, instead: bool) -> String {
    after(seen, instead, false)
}

/// [`after_words`], of the answer (`answer`: all it does is said).
fn after(seen: &Seen, instead: bool, answer: bool) -> String {
    let what = format!(
        "After {}{}",
        placement_words(seen.placement),
        if instead { " instead" } else { "" }
    );
    let then = first_move_words(&seen.first_move);
    match does(seen, answer) {
        Some(d) => format!("{what}, {d}; {then}."),
        None => format!("{what}, {then}."),
    }
}

/// The lesson, a sentence a line: what the answer does and what the first move then
/// takes, and what goes wrong after the tempting other placement.
pub fn lesson_words(lesson: &Lesson) -> Vec<String> {
    let mut out = vec![after(&lesson.answer, false, true)];
    out.extend(lesson.instead.as_ref().map(|i| after_words(i, true)));
    out
}

/// The trainer's why, a sentence a line: a wrong placement's consequence, a lesson
/// ("Why: " before its first sentence), or a set's words.
pub fn why_lines(why: Why<'_>) -> Vec<String> {
    match why {
        Why::Wrong(seen) => vec![after_words(seen, false)],
        Why::Lesson(lesson) => {
            let mut lines = lesson_words(lesson);
            if let Some(first) = lines.first_mut() {
                *first = format!("Why: {first}");
            }
            lines
        }
        Why::Words(words) => vec![format!("Why: {words}")],
    }
}
