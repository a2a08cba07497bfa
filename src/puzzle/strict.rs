//! The rules every written puzzle set keeps (docs/puzzle-format.md, `shuuro puzzles --check
//! --strict`), on top of [`super::check`]'s:
//! - a deployment puzzle holds whole armies: each side's pieces on the board and in hand
//!   make an army of the roster (the standard one, the mini one on a 6×6 board) to which
//!   no piece could still be added (no type below its maximum whose cost fits in the
//!   points left, or the army at its most pieces), so no piece of the game was left out
//!   of the hands;
//! - every theme is true of the solution ([`super::themes`]), and a solution that mates in
//!   N names `mate-in-N`;
//! - a deployment puzzle's answer can be found by looking ([`super::lesson::findable`]):
//!   the first move of the fight after it is worth clearly more to the solver than after
//!   any placement not accepted, counting only what neither side's hand can change;
//! - a fight puzzle's first position has more than one legal move;
//! - each solver move of a fight puzzle is the only good one: searched with two root
//!   lines (MultiPV) at [`strict_depth`] plies, deeper than the generator's verifying
//!   search, the solution's move is the best and every other scores at least
//!   [`STRICT_MARGIN`] worse on [`super::verify::rank`]'s scale. A move that ends the game
//!   (mate, or the ambush's King capture) is right at the last step of a longer line, as
//!   for the solver; a one-move puzzle ending the game has exactly one move that does.

use std::sync::atomic::AtomicBool;

use crate::engine::search::{SearchOptions, Searcher};
use crate::rules::roster::Roster;
use crate::rules::{Army, BoardSize, Move, Piece, Position, Reason, Role, Side, Square};

use super::check::{Now, PuzzleError, Resolved, Step, check_set};
use super::generate::Settings;
use super::lesson::{NotFindable, findable_puzzle};
use super::set::{Puzzle, PuzzleSet, Theme};
use super::themes::{deployment_themes_of, themes_of};
use super::verify::rank;

/// Every other move scores at least this much worse (centipawns, on the rank scale).
pub const STRICT_MARGIN: i32 = 150;

/// The depth of the strict search: one ply deeper than the generator's verifying search.
pub fn strict_depth() -> u32 {
    Settings::default().verify().depth() + 1
}

/// A rule of §7 a puzzle breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Rule {
    /// A side's army could still take a piece: the hands leave some of it out.
    #[error(
        "{side:?}'s army (board and hand) could still take a {role:?} ({spent} of {points} points): a deployment puzzle's hands hold the whole rest of each army"
    )]
    LeftOut {
        side: Side,
        role: Role,
        spent: u32,
        points: u32,
    },
    /// A side's pieces are no army of the roster (too many of a type, over budget).
    #[error("{side:?}'s pieces on the board and in hand are no army of the {roster} roster")]
    NoArmy { side: Side, roster: String },
    /// A theme the solution does not show.
    #[error("the theme {0} is not true of the solution")]
    ThemeNotTrue(Theme),
    /// The solution mates in `n` without saying so.
    #[error("the solution mates in {n} but mate-in-{n} is not among the themes")]
    MateNotNamed { n: u32 },
    /// Nothing to choose.
    #[error("the first position has one legal move")]
    OneLegalMove,
    /// A deployment puzzle's answer can't be told apart by looking at the board.
    #[error("the answer can't be found by looking: {0}")]
    NotFindable(NotFindable),
    /// A one-move puzzle with more than one move that ends the game.
    #[error("{} moves end the game at once: {}", .moves.len(), .moves.join(", "))]
    SecondEnding { moves: Vec<String> },
    /// The deeper search prefers another move, or finds one too close.
    #[error(
        "at solution[{step}], {other} scores {} at depth {depth}",
        if *gap > 0 { format!("only {gap} below the solution's move (at least {STRICT_MARGIN} needed)") }
        else { format!("{} above the solution's move", -gap) }
    )]
    NotUnique {
        step: usize,
        other: String,
        gap: i32,
        depth: u32,
    },
    /// The deeper search puts the solution's move outside its best two.
    #[error(
        "at solution[{step}], the solution's move is not among the best two at depth {depth} (best: {best})"
    )]
    NotBest {
        step: usize,
        best: String,
        depth: u32,
    },
}

/// A puzzle that breaks a rule: its place, id, field and the rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("puzzle {id} ({field}): {rule}")]
pub struct StrictError {
    pub index: usize,
    pub id: String,
    /// `puzzles[3].themes[1]`.
    pub field: String,
    pub rule: Rule,
}

/// Why a set fails `--check --strict`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StrictSetError {
    /// It fails the plain check.
    #[error(transparent)]
    Invalid(PuzzleError),
    /// It passes the plain check but a puzzle breaks a rule of the written sets.
    #[error(transparent)]
    Breaks(StrictError),
}

/// How a solver step stands against the best other move at a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Gap {
    /// The solution's move is the best; the next move scores this much below it on the
    /// rank scale (`None`: no other legal move).
    Best { next: Option<(Move, i32)> },
    /// Another move is the best and the solution's is second, `by` below it.
    Second { other: Move, by: i32 },
    /// The solution's move is not among the best two.
    Outside { best: Move },
}

/// The two best root lines of `pos` at `depth` (MultiPV 2), as (move, score) pairs.
fn best_two(searcher: &mut Searcher, pos: &Position, path: &[u64], depth: u32) -> Vec<(Move, i32)> {
    let stop = AtomicBool::new(false);
    let options = SearchOptions {
        depth: Some(depth.max(1)),
        ..SearchOptions::default()
    };
    searcher
        .search_lines(pos, path, &options, 2, &stop, &mut |_, _| {})
        .into_iter()
        .filter_map(|l| Some((*l.pv.first()?, l.score)))
        .collect()
}

/// Where the move `m` stands in `pos` at `depth` against every other.
pub fn gap_of(searcher: &mut Searcher, pos: &Position, path: &[u64], m: Move, depth: u32) -> Gap {
    let lines = best_two(searcher, pos, path, depth);
    match lines[..] {
        [] => Gap::Best { next: None },
        [(best, _)] if best == m => Gap::Best { next: None },
        [(best, s1), (next, s2)] if best == m => Gap::Best {
            next: Some((next, rank(s1) - rank(s2))),
        },
        [(other, s1), (second, s2)] if second == m => Gap::Second {
            other,
            by: rank(s1) - rank(s2),
        },
        [(best, _), ..] => Gap::Outside { best },
    }
}

/// Whether `m` ends the game in `pos` with a win for the mover (mate, King captured).
fn ends_with_win(pos: &Position, m: Move) -> bool {
    pos.play(m)
        .ok()
        .and_then(|p| p.outcome())
        .is_some_and(|o| matches!(o.reason, Reason::Checkmate | Reason::KingCaptured))
}

/// The roster a board of `size` is played with here (its fairy roster when a fairy piece
/// is about).
fn roster_of(size: BoardSize, fairy: bool) -> Option<Roster> {
    Some(Roster::for_board(size, fairy))
}

/// Whether each side's pieces on the board and in hand make a whole army (see the module
/// text).
pub fn whole_armies(now: &Now) -> Result<(), Rule> {
    let Now::Deploy { deployment, .. } = now else {
        return Ok(());
    };
    let board = deployment.board();
    let fairy = Role::FAIRY.into_iter().any(|r| {
        board.by_role(r).any()
            || Side::ALL
                .into_iter()
                .any(|s| deployment.hands()[s].count(r) > 0)
    });
    let Some(roster) = roster_of(board.size(), fairy) else {
        return Ok(());
    };
    for side in Side::ALL {
        let mut army: Army = deployment.hands()[side];
        for (_, p) in board.pieces().filter(|(_, p)| p.side == side) {
            army.add(p.role);
        }
        if roster.validate(&army, roster.points).is_err() {
            return Err(Rule::NoArmy {
                side,
                roster: roster.name.clone(),
            });
        }
        let spent = roster.cost(&army);
        let fits = |role: Role| {
            let e = roster.pieces[role];
            e.max.is_none_or(|m| u32::from(army.count(role)) < m)
                && spent + e.cost <= roster.points
                && army.total() < roster.max_pieces
        };
        if let Some(role) = Role::NOBLES
            .into_iter()
            .chain([Role::Pawn])
            .find(|&r| fits(r))
        {
            return Err(Rule::LeftOut {
                side,
                role,
                spent,
                points: roster.points,
            });
        }
    }
    Ok(())
}

/// The themes true of a resolved puzzle's solution.
pub fn true_themes(r: &Resolved) -> Vec<Theme> {
    match r.start() {
        Now::Fight(pos) => themes_of(pos, &moves_of(r.steps())),
        Now::Deploy { deployment, first } => {
            let placements: Vec<(Piece, Square)> = r
                .steps()
                .iter()
                .filter_map(|s| match *s {
                    Step::Place(p, sq) => Some((p, sq)),
                    Step::Move(_) => None,
                })
                .collect();
            deployment_themes_of(deployment, *first, &placements)
        }
    }
}

/// The fight moves of `steps`.
pub fn moves_of(steps: &[Step]) -> Vec<Move> {
    steps
        .iter()
        .filter_map(|s| match *s {
            Step::Move(m) => Some(m),
            Step::Place(..) => None,
        })
        .collect()
}

/// The rules of the written sets that need no search: whole armies, an answer found by
/// looking, true themes.
fn check_without_search(p: &Puzzle, r: &Resolved) -> Result<(), (String, Rule)> {
    whole_armies(r.start()).map_err(|rule| ("sfen".to_string(), rule))?;
    findable_puzzle(r).map_err(|e| ("solution[0]".to_string(), Rule::NotFindable(e)))?;
    let truly = true_themes(r);
    if let Some(t) = p.themes().iter().position(|t| !truly.contains(t)) {
        return Err((format!("themes[{t}]"), Rule::ThemeNotTrue(p.themes()[t])));
    }
    if let Some(n) = truly.iter().find_map(|t| t.mate_moves())
        && !p.themes().iter().any(|t| t.mate_moves().is_some())
    {
        return Err(("themes".to_string(), Rule::MateNotNamed { n }));
    }
    Ok(())
}

/// The search rules of a fight puzzle from `start`: more than one legal move, and each
/// solver move the only good one at `depth`.
fn check_moves(
    searcher: &mut Searcher,
    start: &Position,
    moves: &[Move],
    depth: u32,
) -> Result<(), (String, Rule)> {
    if start.legal_moves().len() == 1 {
        return Err(("sfen".to_string(), Rule::OneLegalMove));
    }
    let mut pos = start.clone();
    let mut path = Vec::new();
    for (i, &m) in moves.iter().enumerate() {
        let field = || format!("solution[{i}]");
        if i % 2 == 0 {
            if ends_with_win(&pos, m) {
                let enders: Vec<String> = pos
                    .legal_moves()
                    .into_iter()
                    .filter(|&x| ends_with_win(&pos, x))
                    .map(|x| x.to_string())
                    .collect();
                if moves.len() == 1 && enders.len() > 1 {
                    return Err((field(), Rule::SecondEnding { moves: enders }));
                }
            } else {
                searcher.clear();
                match gap_of(searcher, &pos, &path, m, depth) {
                    Gap::Best { next: None } => {}
                    Gap::Best {
                        next: Some((_, gap)),
                    } if gap >= STRICT_MARGIN => {}
                    Gap::Best {
                        next: Some((other, gap)),
                    } => {
                        return Err((
                            field(),
                            Rule::NotUnique {
                                step: i,
                                other: other.to_string(),
                                gap,
                                depth,
                            },
                        ));
                    }
                    Gap::Second { other, by } => {
                        return Err((
                            field(),
                            Rule::NotUnique {
                                step: i,
                                other: other.to_string(),
                                gap: -by,
                                depth,
                            },
                        ));
                    }
                    Gap::Outside { best } => {
                        return Err((
                            field(),
                            Rule::NotBest {
                                step: i,
                                best: best.to_string(),
                                depth,
                            },
                        ));
                    }
                }
            }
        }
        path.push(pos.zobrist());
        match pos.play(m) {
            Ok(next) => pos = next,
            Err(_) => break,
        }
    }
    Ok(())
}

/// Checks puzzle `p` (number `index`, resolved as `r`) against the rules of the written
/// sets, searching at `depth`.
pub fn check_puzzle(
    searcher: &mut Searcher,
    index: usize,
    p: &Puzzle,
    r: &Resolved,
    depth: u32,
) -> Result<(), StrictError> {
    let err = |(field, rule): (String, Rule)| StrictError {
        index,
        id: p.id().to_string(),
        field: format!("puzzles[{index}].{field}"),
        rule,
    };
    check_without_search(p, r).map_err(err)?;
    if let Now::Fight(pos) = r.start() {
        check_moves(searcher, pos, &moves_of(r.steps()), depth).map_err(err)?;
    }
    Ok(())
}

/// Checks `set` with [`check_set`], then every puzzle against the rules of the written
/// sets in file order, searching at `depth`: the first puzzle that breaks one is named.
pub fn check_strict(set: &PuzzleSet, depth: u32) -> Result<usize, StrictSetError> {
    let resolved = check_set(set).map_err(StrictSetError::Invalid)?;
    let mut searcher = Searcher::new(1 << 18);
    for (i, (p, r)) in set.puzzles().iter().zip(&resolved).enumerate() {
        check_puzzle(&mut searcher, i, p, r, depth).map_err(StrictSetError::Breaks)?;
    }
    Ok(resolved.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::check::check;

    fn strict(p: &Puzzle) -> Result<(), Rule> {
        let r = check(0, p).expect("a valid puzzle");
        let mut searcher = Searcher::new(1 << 16);
        check_puzzle(&mut searcher, 0, p, &r, 4).map_err(|e| e.rule)
    }

    fn fight(sfen: &str, solution: &[&str], themes: Vec<Theme>) -> Puzzle {
        Puzzle::fight(
            "t-1".into(),
            sfen.into(),
            solution.iter().map(|s| s.to_string()).collect(),
            themes,
        )
    }

    #[test]
    fn a_mate_in_one_with_one_mating_move_passes_and_with_two_fails() {
        strict(&fight(
            "k5/6/K5/6/6/5R w - 1",
            &["f1f6"],
            vec![Theme::MateIn1],
        ))
        .expect("one mate");
        // Two Rooks: f1f6 and e1e6 both mate.
        let e = strict(&fight(
            "k5/6/K5/6/6/4RR w - 1",
            &["f1f6"],
            vec![Theme::MateIn1],
        ))
        .expect_err("two mates");
        assert_eq!(
            e,
            Rule::SecondEnding {
                moves: vec!["e1e6".into(), "f1f6".into()]
            }
        );
    }

    #[test]
    fn a_theme_not_true_or_a_mate_not_named_fails() {
        let e = strict(&fight(
            "k5/6/K5/6/6/5R w - 1",
            &["f1f6"],
            vec![Theme::MateIn1, Theme::Fork],
        ))
        .expect_err("no fork");
        assert_eq!(e, Rule::ThemeNotTrue(Theme::Fork));
        let e =
            strict(&fight("k5/6/K5/6/6/5R w - 1", &["f1f6"], vec![])).expect_err("mate unnamed");
        assert_eq!(e, Rule::MateNotNamed { n: 1 });
    }

    #[test]
    fn a_capture_that_another_equal_capture_matches_is_not_unique() {
        // Two Rooks hang: taking either wins the same.
        let p = fight(
            "k5/6/1r2r1/6/6/1R2RK w - 1",
            &["b1b4"],
            vec![Theme::Material],
        );
        assert!(
            matches!(strict(&p), Err(Rule::NotUnique { step: 0, .. })),
            "{:?}",
            strict(&p)
        );
        // One Rook hangs: the only good move.
        let p = fight("k5/6/1r4/6/6/1R3K w - 1", &["b1b4"], vec![Theme::Material]);
        strict(&p).expect("unique");
    }

    #[test]
    fn a_deployment_with_a_piece_left_out_of_the_hands_fails() {
        // Mini (200 points, 10 pieces): each side has only a King and a Rook.
        let sfen = "3k2/6/6/6/6/3K2 w R 3";
        let p = Puzzle::deployment(
            "d-1".into(),
            sfen.into(),
            vec!["R@a1".into()],
            Side::Blue,
            vec![Theme::Deployment],
        );
        let e = strict(&p).expect_err("left out");
        assert!(
            matches!(
                e,
                Rule::LeftOut {
                    side: Side::Blue,
                    ..
                }
            ),
            "{e:?}"
        );
    }

    #[test]
    fn whole_mini_armies_keep_the_rule() {
        // Mini: 200 points; each side has placed King, Queen and Rook and holds two
        // Pawns: 110 + 70 + 20 = 200, nothing more fits.
        let sfen = "2qkr1/6/6/6/6/2QKR1 w 2P2p 7";
        let setup = crate::rules::sfen::parse(sfen).expect("setup");
        let d = crate::rules::deploy::Deployment::from_setup(&setup, false).expect("deployment");
        let now = Now::Deploy {
            deployment: d,
            first: Side::Blue,
        };
        whole_armies(&now).expect("whole");
    }
}
