//! Which themes are true of a solution: a checker that reads the moves (or placements) of a
//! puzzle from its start and says, for each theme of [`Theme::ALL`], whether the solution
//! shows it. No search: every theme is decided from the board, the moves and the material
//! they win, so a set's `themes` can be checked from the file alone.
//!
//! Every solver move is judged, and a tactic is named only when the solution shows it
//! paying off: a move that merely stands in a fork or a pin names nothing, so a mate in one
//! is `mate-in-1` and nothing it is not. What each theme means here (the solver's moves
//! are the solution's even steps; "later" is a later solver move of the solution):
//! - `mate-in-N`: the solution ends in checkmate after exactly N solver moves.
//! - `material`: the solution wins at least [`WINS_AT_LEAST`] centipawns of material
//!   without ending the game.
//! - `fork`: a solver move's piece then attacks two enemy pieces each the King or worth at
//!   least a Knight and at least itself, and the solver's next move takes one of them with
//!   that piece.
//! - `pin` / `skewer`: a solver move's slider then attacks, along one line, an enemy piece
//!   with another enemy piece behind it; a pin when the one behind is the King or dearer
//!   and the one in front is taken later without having moved; a skewer when the one in
//!   front is the King or dearer and the one behind is taken later without having moved.
//! - `discovered-attack`: a solver move uncovers an attack of another solver piece on the
//!   enemy King or on a piece worth at least a Knight, and later that piece takes the one it
//!   attacks, or (the King attacked: a discovered check) the solver's next move is a capture
//!   by the piece that moved.
//! - `deflection`: a reply captures with a piece that guarded the square the solver's next
//!   move goes to and guards it no more.
//! - `promotion`: a solver move promotes.
//! - `plinth`: a solver Knight moves onto or off a plinth (fight), or is placed on one.
//! - `ambush`: a solver move captures the enemy King (RULES.md, "The King is ambushed");
//!   in a deployment, see [`deployment_themes_of`].
//! - `defence`: the solver is in check or has a piece threatened at the start, and the
//!   solution holds: it neither wins nor loses more than a Pawn of material.
//! - `quiet-move`: a solver move before the last neither captures, checks nor promotes.
//! - `deployment`: the puzzle is a deployment puzzle.
//!
//! The tactics (fork, pin, skewer, discovered attack, deflection, quiet move) are named
//! only when the solution wins: it mates, captures the King or wins the material above.

use crate::engine::attacks::{attacks, walls};
use crate::engine::coach::{ambushes, threatened};
use crate::engine::eval::value;
use crate::rules::deploy::Deployment;
use crate::rules::{Board, Move, Piece, Position, Reason, Role, Side, Square};

use super::set::Theme;

/// The material (centipawns) a solution must win to count as winning it.
pub const WINS_AT_LEAST: i32 = 200;
/// The most material (centipawns) a defence may give up and still hold.
pub const DEFENCE_GIVES_AT_MOST: i32 = 100;

/// Material of `side` on `board`, Kings aside.
fn material(board: &Board, side: Side) -> i32 {
    board
        .pieces()
        .filter(|(_, p)| p.side == side && p.role != Role::King)
        .map(|(_, p)| value(p.role))
        .sum()
}

/// `side`'s material minus the other side's.
fn balance(board: &Board, side: Side) -> i32 {
    material(board, side) - material(board, side.opposite())
}

/// Worth counting as a target: the King, or a piece worth at least a Knight.
fn valuable(role: Role) -> bool {
    role == Role::King || value(role) >= value(Role::Knight)
}

/// The eight directions, rook lines first.
const ROOK_DIRS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The lines a slider moves along (none for the others).
fn slider_dirs(role: Role) -> Vec<(i8, i8)> {
    match role {
        Role::Rook => ROOK_DIRS.to_vec(),
        Role::Bishop => BISHOP_DIRS.to_vec(),
        Role::Queen => ROOK_DIRS.iter().chain(&BISHOP_DIRS).copied().collect(),
        _ => Vec::new(),
    }
}

/// The first two pieces along the line from `sq` in `dir`, with their squares (a plinth or
/// the edge ends it).
fn first_two(board: &Board, sq: Square, (df, dr): (i8, i8)) -> Vec<(Square, Piece)> {
    let size = board.size();
    let mut seen = Vec::new();
    let (mut f, mut r) = (sq.file() as i8, sq.rank() as i8);
    while seen.len() < 2 {
        f += df;
        r += dr;
        let Some(at) = (f >= 0 && r >= 0)
            .then(|| Square::new(f as u8, r as u8))
            .flatten()
            .filter(|s| size.contains(*s) && !board.plinths().contains(*s))
        else {
            break;
        };
        seen.extend(board.piece_at(at).map(|p| (at, p)));
    }
    seen
}

/// `a` is the King, or dearer than `b` (which is no King).
fn dearer(a: Piece, b: Piece) -> bool {
    a.role == Role::King || (b.role != Role::King && value(a.role) > value(b.role))
}

/// The squares of the pieces the slider `piece` on `sq` pins (`pin`: an enemy piece with
/// the King or a dearer enemy piece behind it on the line) or skewers (`!pin`: the enemy
/// piece behind the King or a dearer one).
fn line_targets(board: &Board, sq: Square, piece: Piece, pin: bool) -> Vec<Square> {
    let enemy = piece.side.opposite();
    slider_dirs(piece.role)
        .into_iter()
        .filter_map(|dir| match first_two(board, sq, dir)[..] {
            [(f_sq, front), (b_sq, back)] if front.side == enemy && back.side == enemy => {
                if pin && dearer(back, front) {
                    Some(f_sq)
                } else if !pin && dearer(front, back) {
                    Some(b_sq)
                } else {
                    None
                }
            }
            _ => None,
        })
        .collect()
}

/// The squares of the enemy pieces `piece` on `sq` forks: each the King or worth at least
/// a Knight and at least itself; empty unless there are two or more.
fn fork_targets(board: &Board, sq: Square, piece: Piece) -> Vec<Square> {
    let hit = attacks(board, walls(board), sq, piece) & board.by_side(piece.side.opposite());
    let targets: Vec<Square> = hit
        .filter(|&t| {
            board.piece_at(t).is_some_and(|p| {
                p.role == Role::King || (valuable(p.role) && value(p.role) >= value(piece.role))
            })
        })
        .collect();
    if targets.len() >= 2 {
        targets
    } else {
        Vec::new()
    }
}

/// The valuable enemy pieces `side`'s pieces other than the one on `except` attack.
fn others_attack(board: &Board, side: Side, except: Square) -> Vec<(Square, Square)> {
    let w = walls(board);
    let mut out = Vec::new();
    for (from, piece) in board.pieces() {
        if piece.side != side || from == except {
            continue;
        }
        for t in attacks(board, w, from, piece) & board.by_side(side.opposite()) {
            if board.piece_at(t).is_some_and(|p| valuable(p.role)) {
                out.push((from, t));
            }
        }
    }
    out
}

/// Whether the piece on `from` attacks (guards) `target` on `board`.
fn guards(board: &Board, from: Square, target: Square) -> bool {
    board
        .piece_at(from)
        .is_some_and(|p| attacks(board, walls(board), from, p).contains(target))
}

/// A solution played out: its moves (as far as they are legal) and the position before
/// each and after the last.
struct Played<'a> {
    moves: &'a [Move],
    positions: Vec<Position>,
}

impl Played<'_> {
    /// The indices of the solver's moves.
    fn solver_moves(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.moves.len()).step_by(2)
    }

    /// Whether a solver move after move `i` captures on `at` the piece that stood there
    /// after move `i`, no move between having touched that square; `by` limits the
    /// capturing piece to the one standing on that square after move `i`.
    fn later_takes(&self, i: usize, at: Square, by: Option<Square>) -> bool {
        let target = self.positions[i + 1].board().piece_at(at);
        let mut by = by;
        for j in i + 1..self.moves.len() {
            let m = self.moves[j];
            if (j - i).is_multiple_of(2) && m.to == at && by.is_none_or(|b| m.from == b) {
                return target.is_some();
            }
            if m.from == at || m.to == at {
                return false;
            }
            // The capturing piece followed as the solver moves it elsewhere.
            if (j - i).is_multiple_of(2) && by == Some(m.from) {
                by = Some(m.to);
            }
        }
        false
    }

    /// Whether solver move `i` forks two pieces and the next solver move takes one of them
    /// with the forking piece.
    fn fork_at(&self, i: usize) -> bool {
        let to = self.moves[i].to;
        let board = self.positions[i + 1].board();
        let Some(piece) = board.piece_at(to) else {
            return false;
        };
        let next = self.moves.get(i + 2);
        fork_targets(board, to, piece).into_iter().any(|t| {
            next.is_some_and(|n| n.from == to && n.to == t) && self.later_takes(i, t, Some(to))
        })
    }

    /// Whether solver move `i` pins (or skewers) a piece that is then taken.
    fn line_at(&self, i: usize, pin: bool) -> bool {
        let to = self.moves[i].to;
        let board = self.positions[i + 1].board();
        let Some(piece) = board.piece_at(to) else {
            return false;
        };
        line_targets(board, to, piece, pin)
            .into_iter()
            .any(|t| self.later_takes(i, t, None))
    }

    /// Whether solver move `i` uncovers an attack that the solution then uses.
    fn discovered_at(&self, i: usize) -> bool {
        let m = self.moves[i];
        let (before, after) = (&self.positions[i], &self.positions[i + 1]);
        let solver = before.turn();
        let old = others_attack(before.board(), solver, m.from);
        others_attack(after.board(), solver, m.to)
            .into_iter()
            .filter(|a| !old.contains(a))
            .any(|(from, target)| {
                let on_king = after
                    .board()
                    .piece_at(target)
                    .is_some_and(|p| p.role == Role::King);
                self.later_takes(i, target, Some(from))
                    || (on_king
                        && self.moves.get(i + 2).is_some_and(|n| {
                            n.from == m.to && self.positions[i + 2].is_capture(*n)
                        }))
            })
    }

    /// Whether the reply after solver move `i` captures with a guard of the square the
    /// solver's next move goes to, and guards it no more.
    fn deflection_at(&self, i: usize) -> bool {
        let [reply, second] = match self.moves.get(i + 1..i + 3) {
            Some(&[r, s]) => [r, s],
            _ => return false,
        };
        let (at_reply, after_reply) = (&self.positions[i + 1], &self.positions[i + 2]);
        at_reply.is_capture(reply)
            && guards(at_reply.board(), reply.from, second.to)
            && !guards(after_reply.board(), reply.to, second.to)
    }

    /// Whether solver move `i` neither captures, checks nor promotes.
    fn quiet_at(&self, i: usize) -> bool {
        let (m, pos) = (self.moves[i], &self.positions[i]);
        !pos.is_capture(m) && !pos.gives_check(m) && m.promotion.is_none()
    }
}

/// The themes true of `solution` (solver, reply, solver, …) played from the fight
/// position `start`, in [`Theme::ALL`]'s order. Moves after an illegal one are not read.
pub fn themes_of(start: &Position, solution: &[Move]) -> Vec<Theme> {
    let solver = start.turn();
    let mut positions = vec![start.clone()];
    for &m in solution {
        let Some(next) = positions.last().and_then(|p| p.play(m).ok()) else {
            break;
        };
        positions.push(next);
    }
    let played = Played {
        moves: &solution[..positions.len() - 1],
        positions,
    };
    let moves = played.moves;
    if moves.is_empty() {
        return Vec::new();
    }
    let end = played.positions.last().unwrap_or(start);
    let ended = end.outcome().map(|o| o.reason);
    let solver_moves = moves.len().div_ceil(2);
    let gain = balance(end.board(), solver) - balance(start.board(), solver);
    let mates = ended == Some(Reason::Checkmate) && end.turn() != solver;
    let captures_king = ended == Some(Reason::KingCaptured) && end.turn() != solver;
    let material = ended.is_none() && gain >= WINS_AT_LEAST;
    let wins = mates || captures_king || material;

    let mut themes = Vec::new();
    if mates {
        themes.extend(Theme::mate_in(solver_moves as u32));
    }
    if material {
        themes.push(Theme::Material);
    }
    let any = |f: &dyn Fn(usize) -> bool| played.solver_moves().any(f);
    if wins {
        if any(&|i| played.fork_at(i)) {
            themes.push(Theme::Fork);
        }
        if any(&|i| played.line_at(i, true)) {
            themes.push(Theme::Pin);
        }
        if any(&|i| played.line_at(i, false)) {
            themes.push(Theme::Skewer);
        }
        if any(&|i| played.discovered_at(i)) {
            themes.push(Theme::DiscoveredAttack);
        }
        if any(&|i| played.deflection_at(i)) {
            themes.push(Theme::Deflection);
        }
        if any(&|i| i + 1 < moves.len() && played.quiet_at(i)) {
            themes.push(Theme::QuietMove);
        }
    }
    if played.solver_moves().any(|i| moves[i].promotion.is_some()) {
        themes.push(Theme::Promotion);
    }
    if played.solver_moves().any(|i| {
        let (m, p) = (moves[i], &played.positions[i]);
        p.board()
            .piece_at(m.from)
            .is_some_and(|x| x.role == Role::Knight)
            && (p.board().plinths().contains(m.from) || p.board().plinths().contains(m.to))
    }) {
        themes.push(Theme::Plinth);
    }
    if captures_king {
        themes.push(Theme::Ambush);
    }
    let worse = start.is_check()
        || threatened(start.board())
            .iter()
            .any(|t| t.piece.side == solver);
    if worse && !wins && ended.is_none() && gain >= -DEFENCE_GIVES_AT_MOST {
        themes.push(Theme::Defence);
    }
    sorted(themes)
}

/// The themes true of the placements `solution` (solver, reply, …) from the deployment
/// `start`, `first` moving first in the fight:
/// - `deployment` always;
/// - `plinth`: a solver Knight is placed on a plinth;
/// - `ambush`: when the solver moves first, a solver placement attacks the enemy King;
///   otherwise a solver placement shuts an attack on its King, or puts its King where no
///   enemy piece attacks it while an enemy piece attacks another square it could take;
/// - `material`: a solver placement adds to the enemy pieces threatened (undefended or
///   attacked by something cheaper);
/// - `defence`: the solver does not move first, and a solver placement takes away a
///   threat on its own pieces.
///
/// Placements after an illegal one are not read.
pub fn deployment_themes_of(
    start: &Deployment,
    first: Side,
    solution: &[(Piece, Square)],
) -> Vec<Theme> {
    let Some(solver) = start.turn() else {
        return vec![Theme::Deployment];
    };
    let enemy_threatened = |b: &Board, side: Side| {
        threatened(b)
            .iter()
            .filter(|t| t.piece.side == side)
            .count()
    };
    let king_attacks =
        |b: &Board, side: Side| ambushes(b).iter().filter(|a| a.king_side == side).count();
    let mut themes = vec![Theme::Deployment];
    let mut d = start.clone();
    for (i, &(piece, sq)) in solution.iter().enumerate() {
        let before = d.clone();
        if d.place(piece, sq).is_err() {
            break;
        }
        if i % 2 == 1 {
            continue;
        }
        let (b0, b1) = (before.board(), d.board());
        if piece.role == Role::Knight && b1.plinths().contains(sq) {
            themes.push(Theme::Plinth);
        }
        let ambush = if first == solver {
            king_attacks(b1, solver.opposite()) > king_attacks(b0, solver.opposite())
        } else if piece.role == Role::King {
            let attacked_at = |s: Square| {
                let mut b = b0.clone();
                b.put(s, piece);
                king_attacks(&b, solver) > 0
            };
            !attacked_at(sq) && Iterator::any(&mut before.legal_squares(Role::King), attacked_at)
        } else {
            king_attacks(b1, solver) < king_attacks(b0, solver)
        };
        if ambush {
            themes.push(Theme::Ambush);
        }
        if enemy_threatened(b1, solver.opposite()) > enemy_threatened(b0, solver.opposite()) {
            themes.push(Theme::Material);
        }
        if first != solver && enemy_threatened(b1, solver) < enemy_threatened(b0, solver) {
            themes.push(Theme::Defence);
        }
    }
    sorted(themes)
}

/// `themes` in [`Theme::ALL`]'s order, each once.
fn sorted(mut themes: Vec<Theme>) -> Vec<Theme> {
    themes.sort();
    themes.dedup();
    themes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sfen;

    /// The themes of `moves` from `sfen`, every move checked legal first.
    fn themes(sfen: &str, moves: &[&str]) -> Vec<Theme> {
        let start = Position::from_sfen(sfen).expect("a position");
        let moves: Vec<Move> = moves.iter().map(|m| m.parse().expect("a move")).collect();
        let mut pos = start.clone();
        for m in &moves {
            pos = pos
                .play(*m)
                .unwrap_or_else(|e| panic!("{m} in {sfen}: {e:?}"));
        }
        themes_of(&start, &moves)
    }

    #[test]
    fn a_mate_in_one_is_mate_in_1_and_nothing_it_is_not() {
        // A check that mates: not quiet, no material.
        assert_eq!(
            themes("k5/6/K5/6/6/5R w - 1", &["f1f6"]),
            vec![Theme::MateIn1]
        );
    }

    #[test]
    fn a_queen_mating_in_one_along_a_line_is_mate_in_1_and_no_pin_skewer_or_discovery() {
        // m1-0004 of the built-in set, `Qd1#`, was tagged pin, skewer and
        // discovered-attack: the mate ends the solution, so nothing is shown paying off.
        let t = themes(
            "_.brkrrr2_.b_./p1pp7q/12/12/_.11/12/3_.8/12/b5_.5/3q_.4_.2/12/1RB1KRRRRQBR b - 45",
            &["d3d1"],
        );
        assert_eq!(t, vec![Theme::MateIn1]);
    }

    #[test]
    fn a_skewer_on_the_second_solver_move_is_named() {
        // Rxa3 takes the Knight, Kc5, Ra5+ skewers the King and the Rook on f5, Kd6,
        // Rxf5: every solver move is judged, not only the first.
        let t = themes(
            "6/1k3r/6/n5/6/R3K1 w - 1",
            &["a1a3", "b5c5", "a3a5", "c5d6", "a5f5"],
        );
        assert_eq!(t, vec![Theme::Material, Theme::Skewer]);
    }

    #[test]
    fn a_mate_in_two_counts_the_solver_moves_and_a_quiet_first_move() {
        let t = themes("1k4/6/K5/6/6/4R1 w - 1", &["e1e2", "b6a6", "e2e6"]);
        assert_eq!(t, vec![Theme::MateIn2, Theme::QuietMove]);
    }

    #[test]
    fn a_capture_of_a_rook_is_material_and_of_a_pawn_is_not() {
        assert_eq!(
            themes("k5/6/6/2r3/6/2R2K w - 1", &["c1c3"]),
            vec![Theme::Material]
        );
        assert_eq!(themes("k5/6/6/2p3/6/2R2K w - 1", &["c1c3"]), vec![]);
    }

    #[test]
    fn a_knight_check_that_wins_the_rook_is_a_fork() {
        let t = themes("6/1k3r/6/6/2N3/4K1 w - 1", &["c2d4", "b5a5", "d4f5"]);
        assert_eq!(t, vec![Theme::Material, Theme::Fork]);
        // The same Knight move, winning nothing, is no fork.
        assert_eq!(themes("6/1k3r/6/6/2N3/4K1 w - 1", &["c2d4"]), vec![]);
    }

    #[test]
    fn a_check_with_a_rook_behind_the_king_is_a_skewer() {
        let t = themes("6/2k2r/6/6/6/R3K1 w - 1", &["a1a5", "c5c6", "a5f5"]);
        assert_eq!(t, vec![Theme::Material, Theme::Skewer]);
    }

    #[test]
    fn a_knight_held_before_its_king_and_won_is_a_pin() {
        let t = themes(
            "4k1/1p4/4n1/6/3P2/KR4 w - 1",
            &["b1e1", "b5b4", "d2d3", "b4b3", "d3e4"],
        );
        assert_eq!(t, vec![Theme::Material, Theme::Pin, Theme::QuietMove]);
    }

    #[test]
    fn a_knight_check_that_opens_the_rook_on_the_queen_is_a_discovered_attack() {
        let t = themes("2q2k/6/6/2N3/6/2R2K w - 1", &["c3e4", "f6f5", "c1c6"]);
        assert_eq!(t, vec![Theme::Material, Theme::DiscoveredAttack]);
    }

    #[test]
    fn promotion_plinth_quiet_move_and_ambush_are_read_from_the_moves() {
        let t = themes("k5/3P2/6/6/6/5K w - 1", &["d5d6q"]);
        assert!(t.contains(&Theme::Promotion), "{t:?}");
        // A Knight onto the plinth on b4 with a fork, then the Rook taken.
        let t = themes("2k3/3r2/1_.4/6/N5/5K w - 1", &["a2b4", "c6b6", "b4d5"]);
        assert_eq!(t, vec![Theme::Material, Theme::Fork, Theme::Plinth]);
        // A quiet Rook move attacking Knight and Bishop, then the Bishop taken.
        let t = themes("5k/b5/6/1n4/6/R4K w - 1", &["a1a3", "f6f5", "a3a5"]);
        assert_eq!(t, vec![Theme::Material, Theme::QuietMove]);
        // The ambush: the first mover takes the King.
        let setup = sfen::parse("k5/6/6/6/6/R4K w - 1").expect("setup");
        let pos = Position::from_setup(&setup).expect("position");
        let t = themes_of(&pos, &["a1a6".parse().expect("move")]);
        assert_eq!(t, vec![Theme::Ambush]);
    }

    #[test]
    fn saving_an_attacked_piece_is_a_defence_and_a_move_with_nothing_threatened_is_not() {
        let t = themes("k5/6/2r3/6/2N3/5K w - 1", &["c2e3"]);
        assert_eq!(t, vec![Theme::Defence]);
        let t = themes("k5/6/2r3/6/6/5K w - 1", &["f1e1"]);
        assert_eq!(t, vec![], "nothing threatened");
    }

    #[test]
    fn a_knight_placed_on_a_plinth_is_a_plinth_deployment() {
        // Mini: Blue places its last Knight; a plinth on b1.
        let setup = sfen::parse("3k2/6/6/6/6/1_.1K2 w N 3").expect("setup");
        let d = Deployment::from_setup(&setup, false).expect("deployment");
        let n = Piece::new(Side::Blue, Role::Knight);
        let at = |s: &str| s.parse::<Square>().expect("square");
        let t = deployment_themes_of(&d, Side::Red, &[(n, at("b1"))]);
        assert_eq!(t, vec![Theme::Plinth, Theme::Deployment]);
        let t = deployment_themes_of(&d, Side::Red, &[(n, at("a1"))]);
        assert_eq!(t, vec![Theme::Deployment]);
    }

    #[test]
    fn a_pawn_placed_across_an_enemy_rooks_line_to_the_king_is_an_ambush_theme() {
        // Mini: Red's Rook on d6 sees Blue's King on d1; Blue places its last Pawn, and
        // Red moves first.
        let setup = sfen::parse("2kr2/6/6/6/6/3K2 w P 4").expect("setup");
        let d = Deployment::from_setup(&setup, false).expect("deployment");
        let p = Piece::new(Side::Blue, Role::Pawn);
        let at = |s: &str| s.parse::<Square>().expect("square");
        let t = deployment_themes_of(&d, Side::Red, &[(p, at("d2"))]);
        assert_eq!(t, vec![Theme::Ambush, Theme::Deployment]);
        let t = deployment_themes_of(&d, Side::Red, &[(p, at("a2"))]);
        assert_eq!(t, vec![Theme::Deployment]);
    }

    #[test]
    fn a_piece_given_to_lure_away_a_queens_guard_is_a_deflection() {
        // The Bishop is offered on b4; the Rook that guarded the Queen takes it.
        let t = themes("R2q1k/6/3r2/6/6/4BK w - 1", &["e1b4", "d4b4", "a6d6"]);
        assert_eq!(
            t,
            vec![Theme::Material, Theme::Deflection, Theme::QuietMove]
        );
        // Not taken, the Rook still guards: no deflection.
        let t = themes("R2q1k/6/3r2/6/6/4BK w - 1", &["e1b4", "f6f5", "a6d6"]);
        assert!(!t.contains(&Theme::Deflection), "{t:?}");
    }
}
