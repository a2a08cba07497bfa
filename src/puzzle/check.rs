//! Puzzles against the rules: every move and placement of a solution read and played from
//! the puzzle's position, `accept` checked at the first step, the solution ending on a
//! solver's move and, for a `mate-in-n` theme, in checkmate after n of them. The errors
//! are typed and carry the puzzle's id and the path of the field.

use std::fmt;

use crate::rules::deploy::Deployment;
use crate::rules::deploy::{DeploymentErrors, PlaceError};
use crate::rules::illegal::IllegalReason;
use crate::rules::position::{ParseMoveError, PositionErrors};
use crate::rules::sfen::{self, SfenError};
use crate::rules::{Army, BySide, Move, Piece, Position, Reason, Side, Square};

use super::set::{Kind, Puzzle, PuzzleSet};

/// One step of a solution: a fight move or a placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    Move(Move),
    Place(Piece, Square),
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Move(m) => write!(f, "{m}"),
            Step::Place(p, sq) => write!(f, "{}@{sq}", p.char()),
        }
    }
}

/// Where a puzzle stands: placing (with who moves first once the deployment is over) or
/// fighting.
#[derive(Clone, Debug)]
pub enum Now {
    Deploy { deployment: Deployment, first: Side },
    Fight(Position),
}

/// Why a step can't be played where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepError {
    PlacementInFight,
    MoveInDeployment,
    Illegal(IllegalReason),
    Refused(PlaceError),
    Over,
    FightStart(PositionErrors),
}

impl Now {
    /// The side to move or place (`None` when nobody acts).
    pub fn turn(&self) -> Option<Side> {
        match self {
            Now::Deploy { deployment, .. } => deployment.turn(),
            Now::Fight(p) => Some(p.turn()),
        }
    }

    /// Whether the game has ended here (checkmate, stalemate, King captured...).
    pub fn is_over(&self) -> bool {
        matches!(self, Now::Fight(p) if p.outcome().is_some())
    }

    /// Whether the side to move is checkmated here.
    pub fn is_checkmate(&self) -> bool {
        matches!(self, Now::Fight(p) if p.outcome().is_some_and(|o| o.reason == Reason::Checkmate))
    }

    /// Reads `text` as a step of the kind this position takes: `e2e4` in a fight, `N@c1`
    /// in a deployment.
    pub fn read(&self, text: &str) -> Result<Step, Problem> {
        match self {
            Now::Fight(_) => text
                .parse::<Move>()
                .map(Step::Move)
                .map_err(|e| Problem::MoveText(text.chars().take(40).collect(), e)),
            Now::Deploy { .. } => read_placement(text)
                .map(|(p, s)| Step::Place(p, s))
                .ok_or_else(|| Problem::PlacementText(text.chars().take(40).collect())),
        }
    }

    /// The position after `step`; a completed deployment becomes the fight with `first`
    /// to move.
    pub fn play(&self, step: Step) -> Result<Now, StepError> {
        if self.is_over() {
            return Err(StepError::Over);
        }
        match (self, step) {
            (Now::Fight(p), Step::Move(m)) => {
                p.check_move(m).map_err(StepError::Illegal)?;
                p.play(m)
                    .map(Now::Fight)
                    .map_err(|e| StepError::Illegal(e.reason))
            }
            (Now::Fight(_), Step::Place(..)) => Err(StepError::PlacementInFight),
            (Now::Deploy { .. }, Step::Move(_)) => Err(StepError::MoveInDeployment),
            (Now::Deploy { deployment, first }, Step::Place(piece, sq)) => {
                let mut d = deployment.clone();
                d.place(piece, sq).map_err(StepError::Refused)?;
                if !d.is_complete() {
                    return Ok(Now::Deploy {
                        deployment: d,
                        first: *first,
                    });
                }
                let mut setup = d.to_setup();
                setup.turn = *first;
                setup.hands = BySide::new(Army::EMPTY, Army::EMPTY);
                Position::from_setup(&setup)
                    .map(Now::Fight)
                    .map_err(StepError::FightStart)
            }
        }
    }
}

/// `N@c1` (Blue) or `n@c12` (Red).
pub fn read_placement(text: &str) -> Option<(Piece, Square)> {
    let (p, sq) = text.split_once('@')?;
    let mut chars = p.chars();
    let piece = match (chars.next(), chars.next()) {
        (Some(c), None) => Piece::from_char(c)?,
        _ => return None,
    };
    Some((piece, sq.parse().ok()?))
}

/// What is wrong with a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    // The puzzle can't be read (a set with one of these is not a puzzle set: exit 2).
    Sfen(SfenError),
    NotFight,
    NotDeployment,
    NoFirst,
    MoveText(String, ParseMoveError),
    PlacementText(String),
    // The puzzle reads but breaks a rule or leads nowhere (exit 1).
    Position(PositionErrors),
    Deployment(DeploymentErrors),
    AlreadyOver,
    Step { text: String, error: StepError },
    EmptySolution,
    EndsOnReply,
    EndsEarly,
    NotAccepted,
    MateTheme { n: u32, moves: usize, mates: bool },
}

impl Problem {
    /// Whether the puzzle could not be read at all (the set is then not a puzzle set)
    /// rather than breaking a rule.
    pub fn unreadable(&self) -> bool {
        matches!(
            self,
            Problem::Sfen(_)
                | Problem::NotFight
                | Problem::NotDeployment
                | Problem::NoFirst
                | Problem::MoveText(..)
                | Problem::PlacementText(_)
        )
    }
}

/// A problem of one puzzle: its place in the set, its id and the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError {
    pub index: usize,
    pub id: String,
    /// `puzzles[3].solution[2]`.
    pub field: String,
    pub problem: Box<Problem>,
}

/// A puzzle read against the rules: where it starts and its steps.
#[derive(Clone, Debug)]
pub struct Resolved {
    start: Now,
    steps: Vec<Step>,
    accept: Vec<Step>,
}

impl Resolved {
    /// The position the solver starts from.
    pub fn start(&self) -> &Now {
        &self.start
    }
    /// The solution: the solver's steps at even indices, the replies at odd ones.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }
    /// Steps right at the first step besides the solution's (deployment's `accept`).
    pub fn accept(&self) -> &[Step] {
        &self.accept
    }
}

/// Where the puzzle `p` starts.
pub fn start_of(p: &Puzzle) -> Result<Now, (String, Problem)> {
    let field = |f: &str| f.to_string();
    let setup = sfen::parse(p.sfen()).map_err(|e| (field("sfen"), Problem::Sfen(e)))?;
    let in_hand = !setup.hands.blue.is_empty() || !setup.hands.red.is_empty();
    match p.kind() {
        Kind::Fight => {
            if in_hand {
                return Err((field("sfen"), Problem::NotFight));
            }
            Position::from_setup(&setup)
                .map(Now::Fight)
                .map_err(|e| (field("sfen"), Problem::Position(e)))
        }
        Kind::Deployment => {
            if !in_hand {
                return Err((field("sfen"), Problem::NotDeployment));
            }
            let first = p.first().ok_or((field("first"), Problem::NoFirst))?;
            Deployment::from_setup(&setup, false)
                .map(|deployment| Now::Deploy { deployment, first })
                .map_err(|e| (field("sfen"), Problem::Deployment(e)))
        }
    }
}

/// Checks puzzle `p` (number `index` of its set) and gives it back resolved.
pub fn check(index: usize, p: &Puzzle) -> Result<Resolved, PuzzleError> {
    let err = |field: String, problem: Problem| PuzzleError {
        index,
        id: p.id().to_string(),
        field: format!("puzzles[{index}].{field}"),
        problem: Box::new(problem),
    };
    let start = start_of(p).map_err(|(f, pr)| err(f, pr))?;
    if start.is_over() {
        return Err(err("sfen".into(), Problem::AlreadyOver));
    }
    // Every text is read before any rule is applied: an unreadable one makes the set
    // unreadable whatever comes before it.
    let mut now = start.clone();
    let mut steps = Vec::new();
    for (i, text) in p.solution().iter().enumerate() {
        let field = format!("solution[{i}]");
        if now.is_over() {
            // Read what remains, so that an unreadable text still counts as such.
            now.read(text).map_err(|pr| err(field.clone(), pr))?;
            return Err(err(field, Problem::EndsEarly));
        }
        let step = now.read(text).map_err(|pr| err(field.clone(), pr))?;
        now = now.play(step).map_err(|error| {
            err(
                field.clone(),
                Problem::Step {
                    text: text.clone(),
                    error,
                },
            )
        })?;
        steps.push(step);
    }
    let mut accept = Vec::new();
    for (i, text) in p.accept().unwrap_or_default().iter().enumerate() {
        let field = format!("accept[{i}]");
        let step = start.read(text).map_err(|pr| err(field.clone(), pr))?;
        start.play(step).map_err(|error| {
            err(
                field.clone(),
                Problem::Step {
                    text: text.clone(),
                    error,
                },
            )
        })?;
        accept.push(step);
    }
    if steps.is_empty() {
        return Err(err("solution".into(), Problem::EmptySolution));
    }
    if steps.len() % 2 == 0 {
        return Err(err("solution".into(), Problem::EndsOnReply));
    }
    if p.accept().is_some() && !accept.contains(&steps[0]) {
        return Err(err("accept".into(), Problem::NotAccepted));
    }
    let solver_moves = steps.len().div_ceil(2);
    for (t, theme) in p.themes().iter().enumerate() {
        if let Some(n) = theme.mate_moves() {
            let mates = now.is_checkmate();
            if !mates || solver_moves != n as usize {
                return Err(err(
                    format!("themes[{t}]"),
                    Problem::MateTheme {
                        n,
                        moves: solver_moves,
                        mates,
                    },
                ));
            }
        }
    }
    Ok(Resolved {
        start,
        steps,
        accept,
    })
}

/// Checks every puzzle of `set`: the first unreadable puzzle is the answer if there is
/// one (the set is then not a puzzle set), else the first that breaks a rule.
pub fn check_set(set: &PuzzleSet) -> Result<Vec<Resolved>, PuzzleError> {
    let results: Vec<Result<Resolved, PuzzleError>> = set
        .puzzles()
        .iter()
        .enumerate()
        .map(|(i, p)| check(i, p))
        .collect();
    if let Some(e) = results
        .iter()
        .filter_map(|r| r.as_ref().err())
        .find(|e| e.problem.unreadable())
    {
        return Err(e.clone());
    }
    results.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::set::Theme;

    fn fight(sfen: &str, solution: &[&str], themes: Vec<Theme>) -> Puzzle {
        Puzzle::fight(
            "t-1".into(),
            sfen.into(),
            solution.iter().map(|s| s.to_string()).collect(),
            themes,
        )
    }

    const MATE1: &str = "k5/6/K5/6/6/5R w - 1";

    #[test]
    fn a_mate_in_one_checks_and_a_wrong_theme_or_illegal_move_does_not() {
        check(0, &fight(MATE1, &["f1f6"], vec![Theme::MateIn1])).expect("valid");
        let e = check(0, &fight(MATE1, &["f1f6"], vec![Theme::MateIn2])).expect_err("theme");
        assert_eq!(e.field, "puzzles[0].themes[0]");
        let e = check(0, &fight(MATE1, &["f1e2"], vec![])).expect_err("illegal");
        assert_eq!(e.field, "puzzles[0].solution[0]");
        assert!(!e.problem.unreadable());
        let e = check(0, &fight(MATE1, &["f1x2"], vec![])).expect_err("unreadable");
        assert!(e.problem.unreadable());
    }

    #[test]
    fn a_solution_must_end_on_a_solver_move_and_not_go_on_after_mate() {
        let e = check(0, &fight(MATE1, &[], vec![])).expect_err("empty");
        assert_eq!(*e.problem, Problem::EmptySolution);
        let e = check(0, &fight(MATE1, &["f1f2", "a6b6"], vec![])).expect_err("reply last");
        assert_eq!(*e.problem, Problem::EndsOnReply);
        let e = check(0, &fight(MATE1, &["f1f6", "a6b6", "f6f5"], vec![])).expect_err("after mate");
        assert_eq!(*e.problem, Problem::EndsEarly);
    }

    #[test]
    fn a_deployment_puzzle_needs_its_first_mover_and_accept_holds_the_solution() {
        // Mini: Blue places its last Rook; Red's hand is empty.
        let sfen = "3k2/6/6/6/6/3K2 w R 3";
        let p = Puzzle::deployment(
            "d-1".into(),
            sfen.into(),
            vec!["R@a1".into()],
            Side::Blue,
            vec![],
        );
        let r = check(0, &p).expect("valid");
        assert!(matches!(r.start(), Now::Deploy { .. }));
        let e = check(0, &p.clone().with_accept(vec!["R@b1".into()])).expect_err("not in accept");
        assert_eq!(*e.problem, Problem::NotAccepted);
        let e = check(0, &p.with_accept(vec!["R@b4".into()])).expect_err("row 4");
        assert_eq!(e.field, "puzzles[0].accept[0]");
    }
}
