//! One attempt at a puzzle, as a pure state machine for the trainer's screen: the solver
//! plays a step, the machine says right or wrong; after a right step the trainer's reply
//! is played by [`Attempt::reply`] (the screen decides when, after its pause). A wrong
//! step is not played: the solver may try again, but the attempt is failed; a hint or the
//! solution also fails it. The attempt is solved only when every solver step was right
//! at the first try. At the solver's last step any move that mates is right, and at the
//! first step any step of the puzzle's `accept`; a right step other than the solution's
//! ends the attempt (the solution's replies would not fit it).

use crate::rules::{Piece, Side, Square};

use super::check::{Now, Resolved, Step, StepError};

/// What the attempt waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// A step of the solver.
    Solver,
    /// The trainer's reply ([`Attempt::reply`]).
    Reply,
    /// Nothing: the attempt is over.
    Done,
}

/// The verdict on a solver's step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Right and played; `finished` when it was the last one.
    Right { finished: bool },
    /// Wrong: not played, the attempt is failed, another try is allowed.
    Wrong,
}

/// Why a step was not judged at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotNow {
    #[error("it is the trainer's turn")]
    TrainersTurn,
    #[error("the puzzle is over")]
    Over,
    #[error("{0}")]
    Illegal(StepError),
}

/// What a hint shows: the first at a step the piece, a second its square too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// First hint of a move: the square of the piece to move.
    From(Square),
    /// Second hint of a move: the piece's square and where it goes.
    Move { from: Square, to: Square },
    /// First hint of a placement: the piece to place.
    Piece(Piece),
    /// Second hint of a placement: the piece and its square.
    Place { piece: Piece, square: Square },
}

/// One attempt at a puzzle.
#[derive(Clone, Debug)]
pub struct Attempt {
    now: Now,
    steps: Vec<Step>,
    accept: Vec<Step>,
    solver: Side,
    next: usize,
    /// The step of the last hint, and whether it was a second one.
    hinted: Option<(usize, bool)>,
    failed: bool,
    done: bool,
}

impl Attempt {
    /// A fresh attempt at a checked puzzle.
    pub fn new(puzzle: &Resolved) -> Attempt {
        let now = puzzle.start().clone();
        Attempt {
            solver: now.turn().unwrap_or(Side::Blue),
            now,
            steps: puzzle.steps().to_vec(),
            accept: puzzle.accept().to_vec(),
            next: 0,
            hinted: None,
            failed: false,
            done: false,
        }
    }

    /// Where the attempt stands.
    pub fn position(&self) -> &Now {
        &self.now
    }

    /// The solver's side.
    pub fn solver(&self) -> Side {
        self.solver
    }

    pub fn waiting(&self) -> Waiting {
        if self.done {
            Waiting::Done
        } else if self.next % 2 == 1 {
            Waiting::Reply
        } else {
            Waiting::Solver
        }
    }

    /// The solver plays `step`.
    pub fn play(&mut self, step: Step) -> Result<Answer, NotNow> {
        match self.waiting() {
            Waiting::Done => return Err(NotNow::Over),
            Waiting::Reply => return Err(NotNow::TrainersTurn),
            Waiting::Solver => {}
        }
        let after = self.now.play(step).map_err(NotNow::Illegal)?;
        let last = self.next + 1 == self.steps.len();
        let as_solution = self.steps.get(self.next) == Some(&step);
        let accepted = self.next == 0 && self.accept.contains(&step);
        let mates = last && after.is_checkmate();
        if !(as_solution || accepted || mates) {
            self.failed = true;
            return Ok(Answer::Wrong);
        }
        self.now = after;
        self.next += 1;
        // Another right step than the solution's: its replies would not fit.
        self.done = last || !as_solution || self.now.is_over();
        Ok(Answer::Right {
            finished: self.done,
        })
    }

    /// The trainer plays its reply (when [`Waiting::Reply`]) and says which.
    pub fn reply(&mut self) -> Option<Step> {
        if self.waiting() != Waiting::Reply {
            return None;
        }
        let step = *self.steps.get(self.next)?;
        self.now = self.now.play(step).ok()?;
        self.next += 1;
        Some(step)
    }

    /// What to move or place now: at a step's first hint the piece, at the next ones its
    /// square too; the attempt counts as failed.
    pub fn hint(&mut self) -> Option<Hint> {
        if self.waiting() != Waiting::Solver {
            return None;
        }
        let step = *self.steps.get(self.next)?;
        self.failed = true;
        let second = self.hinted.is_some_and(|(at, _)| at == self.next);
        self.hinted = Some((self.next, second));
        Some(match (step, second) {
            (Step::Move(m), false) => Hint::From(m.from),
            (Step::Move(m), true) => Hint::Move {
                from: m.from,
                to: m.to,
            },
            (Step::Place(piece, _), false) => Hint::Piece(piece),
            (Step::Place(piece, square), true) => Hint::Place { piece, square },
        })
    }

    /// The rest of the solution from here (solver steps and replies); the attempt counts
    /// as failed and is over.
    pub fn give_up(&mut self) -> Vec<Step> {
        self.failed = true;
        self.done = true;
        self.steps
            .get(self.next..)
            .map(<[Step]>::to_vec)
            .unwrap_or_default()
    }

    /// `Some(solved)` once the attempt is over.
    pub fn outcome(&self) -> Option<bool> {
        self.done.then_some(!self.failed)
    }

    /// The attempt counts as failed (a retry of a failed one is the same attempt).
    pub fn fail(&mut self) {
        self.failed = true;
    }

    /// Whether the attempt already counts as failed (a wrong step, a hint).
    pub fn failed(&self) -> bool {
        self.failed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::check::check;
    use crate::puzzle::set::Puzzle;

    fn attempt(sfen: &str, solution: &[&str]) -> Attempt {
        let p = Puzzle::fight(
            "t".into(),
            sfen.into(),
            solution.iter().map(|s| s.to_string()).collect(),
            vec![],
        );
        Attempt::new(&check(0, &p).expect("a valid puzzle"))
    }

    fn mv(s: &str) -> Step {
        Step::Move(s.parse().expect("a move"))
    }

    // Mini: Blue mates with f1f6 (Red's King on a6, Blue's on a4); a2a3 first is a quiet
    // step with a reply.
    const MATE: &str = "k5/6/K5/6/6/5R w - 1";

    #[test]
    fn right_at_the_first_try_is_solved() {
        let mut a = attempt(MATE, &["f1f6"]);
        assert_eq!(a.play(mv("f1f6")), Ok(Answer::Right { finished: true }));
        assert_eq!(a.outcome(), Some(true));
        assert_eq!(a.play(mv("f6f5")), Err(NotNow::Over));
    }

    #[test]
    fn a_wrong_move_is_not_played_and_fails_the_attempt_even_when_retried() {
        let mut a = attempt(MATE, &["f1f6"]);
        assert_eq!(a.play(mv("f1f2")), Ok(Answer::Wrong));
        assert_eq!(a.position().turn(), Some(Side::Blue), "not played");
        assert_eq!(a.play(mv("f1f6")), Ok(Answer::Right { finished: true }));
        assert_eq!(a.outcome(), Some(false));
        // An illegal move is not judged.
        let mut a = attempt(MATE, &["f1f6"]);
        assert!(matches!(a.play(mv("f1e2")), Err(NotNow::Illegal(_))));
        assert!(!a.failed());
    }

    #[test]
    fn the_reply_is_the_trainers_and_a_hint_fails() {
        let mut a = attempt(MATE, &["f1f2", "a6b6", "f2f6"]);
        assert_eq!(a.hint(), Some(Hint::From("f1".parse().expect("square"))));
        assert!(a.failed());
        assert_eq!(a.play(mv("f1f2")), Ok(Answer::Right { finished: false }));
        assert_eq!(a.waiting(), Waiting::Reply);
        assert_eq!(a.play(mv("f2f6")), Err(NotNow::TrainersTurn));
        assert_eq!(a.reply(), Some(mv("a6b6")));
        assert_eq!(a.waiting(), Waiting::Solver);
        // Any mate is right at the last step: f2f6 is the solution; this line's King on
        // b6 is mated by f2f6 only, so the step is judged by the solution here.
        assert_eq!(a.play(mv("f2f6")), Ok(Answer::Right { finished: true }));
        assert_eq!(a.outcome(), Some(false));
    }

    #[test]
    fn a_first_hint_shows_the_piece_a_second_the_square_at_each_step() {
        let sq = |s: &str| -> Square { s.parse().expect("square") };
        let mut a = attempt(MATE, &["f1f2", "a6b6", "f2f6"]);
        assert_eq!(a.hint(), Some(Hint::From(sq("f1"))));
        let second = Hint::Move {
            from: sq("f1"),
            to: sq("f2"),
        };
        assert_eq!(a.hint(), Some(second));
        assert_eq!(a.hint(), Some(second), "no more than the square");
        assert_eq!(a.play(mv("f1f2")), Ok(Answer::Right { finished: false }));
        assert_eq!(a.hint(), None, "the trainer's turn");
        a.reply();
        // The next step: the piece first again.
        assert_eq!(a.hint(), Some(Hint::From(sq("f2"))));
        assert!(a.failed());
        // A placement: the piece to place, then its square.
        let p = Puzzle::deployment(
            "d".into(),
            "1r1rkn2rn2/11_./12/2_.9/4_.6_./12/6_._.4/1_.10/12/12/12/1_N1R1RKNR2R b nr 14".into(),
            vec!["n@g12".into()],
            Side::Blue,
            vec![],
        );
        let mut a = Attempt::new(&check(0, &p).expect("a valid puzzle"));
        let knight = Piece::new(Side::Red, crate::rules::Role::Knight);
        assert_eq!(a.hint(), Some(Hint::Piece(knight)));
        assert_eq!(
            a.hint(),
            Some(Hint::Place {
                piece: knight,
                square: sq("g12")
            })
        );
    }

    #[test]
    fn at_the_last_step_another_mate_is_right() {
        // Two Rooks: both f1f6 and e1e6 mate (Red's King on a6, Blue's on a4).
        let mut a = attempt("k5/6/K5/6/6/4RR w - 1", &["f1f6"]);
        assert_eq!(a.play(mv("e1e6")), Ok(Answer::Right { finished: true }));
        assert_eq!(a.outcome(), Some(true));
    }
}
