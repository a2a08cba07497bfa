//! Comparing our rules with the `shuuro` crate's answers, as the oracle harness prints
//! them in batch (`shuuro_oracle batch BOARD - [--fairy] < sfens`): one line per SFEN,
//! `moves <sorted strict legal moves>` for a fight position, `drops <P>:<squares> ...` for
//! a deployment position. Shared by `tests/rules_fairy.rs` (checked-in answers) and
//! `examples/oracle_fuzz.rs` (a live run against the harness).
//!
//! Where the crate is not the reference, the comparison leaves the case out and says why
//! (RULES.md and `docs/variants.md`):
//! - promotions: the crate promotes only to a Queen, so ours are compared as one move each;
//! - a fight position whose side to move attacks the enemy King (the crate calls it won);
//! - on 6×6 a Giraffe on `b3` or `e6`: the crate's table gives it a square off the board
//!   (36), which ends its move list before any move (a bug of its own: it still attacks
//!   those squares); such a Giraffe's moves are left out of ours and the case counted
//!   apart;
//! - deployment: the crate forces a block when a slider attacks the King, places beyond
//!   row 3 when rows 1–3 are full, knows no placement at all when the side to place
//!   attacks the enemy King, and puts the 6×6 King on `b1`–`e1` (ours: any of row 1).
#![allow(dead_code)]

use shuuro::rules::attacks;
use shuuro::rules::deploy::Deployment;
use shuuro::rules::sfen;
use shuuro::rules::{Bitboard, Board, BoardSize, Piece, Position, Role, Side, Square};

/// What a comparison found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Both agree.
    Agree,
    /// A case where the crate is not the reference (why).
    Skip(&'static str),
    /// They differ: what each said.
    Mismatch(String),
}

/// Our move list in the harness's form: sorted `e2e4`, one `q` move per promotion.
pub fn our_moves(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.promotion.is_none_or(|r| r == Role::Queen))
        .map(|m| m.to_string())
        .collect();
    v.sort();
    v
}

/// The side to move's Giraffes the crate can't move: on 6×6, those on `b3` and `e6`.
pub fn giraffes_the_crate_cannot_move(pos: &Position) -> Bitboard {
    if pos.size() != BoardSize::Six {
        return Bitboard::EMPTY;
    }
    let b = pos.board();
    let squares: Bitboard = ["b3", "e6"]
        .into_iter()
        .map(|s| s.parse::<Square>().expect("a square"))
        .collect();
    b.by_side(pos.turn()) & b.by_role(Role::Giraffe) & squares
}

/// Whether `side`'s pieces attack `target` on `board` (every attack of the crate's
/// `enemy_moves`: blockers are pieces and plinths).
fn attacks_square(board: &Board, side: Side, target: Square) -> bool {
    let occ = board.occupied() | board.plinths();
    board
        .pieces()
        .filter(|(_, p)| p.side == side)
        .any(|(sq, p)| attacks::attacks(p.role, side, sq, occ).contains(target))
}

/// The crate's forced block in deployment (`placement_checks`): an enemy slider on a
/// line to `side`'s King.
fn forced_block(board: &Board, side: Side) -> bool {
    let Some(k) = board.king_of(side) else {
        return false;
    };
    let occ = board.occupied() | board.plinths();
    let enemy = board.by_side(side.opposite());
    let by = |roles: [Role; 3]| {
        roles
            .into_iter()
            .fold(Bitboard::EMPTY, |b, r| b | board.by_role(r))
    };
    let straight = by([Role::Rook, Role::Queen, Role::Chancellor]);
    let diagonal = by([Role::Bishop, Role::Queen, Role::Archbishop]);
    (attacks::rook_attacks(k, occ) & straight & enemy).any()
        || (attacks::bishop_attacks(k, occ) & diagonal & enemy).any()
}

/// Compares the crate's answer `line` for `sfen` with ours.
pub fn compare(sfen: &str, line: &str) -> Verdict {
    let setup = match sfen::parse(sfen) {
        Ok(s) => s,
        Err(e) => return Verdict::Mismatch(format!("our SFEN reader refuses it: {e}")),
    };
    if let Some(crate_moves) = line.strip_prefix("moves") {
        let pos = match Position::from_setup(&setup) {
            Ok(p) => p,
            Err(e) => return Verdict::Mismatch(format!("not a fight position to us: {e}")),
        };
        if pos.can_capture_king() {
            return Verdict::Skip("the side to move attacks the enemy King");
        }
        let theirs: Vec<&str> = crate_moves.split_whitespace().collect();
        let mut ours = our_moves(&pos);
        let stuck = giraffes_the_crate_cannot_move(&pos);
        if stuck.any() {
            ours.retain(|m| !stuck.contains(m[..2].parse().expect("a square")));
        }
        if ours == theirs {
            return if stuck.any() {
                Verdict::Skip("agree but for the crate's 6×6 Giraffe on b3/e6 (no moves)")
            } else {
                Verdict::Agree
            };
        }
        let only_ours: Vec<&String> = ours
            .iter()
            .filter(|m| !theirs.contains(&m.as_str()))
            .collect();
        let only_theirs: Vec<&&str> = theirs
            .iter()
            .filter(|m| !ours.iter().any(|o| o == **m))
            .collect();
        return Verdict::Mismatch(format!(
            "ours only {only_ours:?}, the crate's only {only_theirs:?}"
        ));
    }
    if line == "panic" {
        // The crate's `placement_checks` panics when a slider stands next to the King it
        // attacks (nothing between them): a forced block of its own.
        return match Deployment::from_setup(&setup, false) {
            Ok(d) if d.turn().is_some_and(|side| forced_block(d.board(), side)) => {
                Verdict::Skip("the crate's forced block")
            }
            _ => Verdict::Mismatch("the crate panics".into()),
        };
    }
    let Some(drops) = line.strip_prefix("drops") else {
        return Verdict::Mismatch(format!("the crate answered {line:?}"));
    };
    let d = match Deployment::from_setup(&setup, false) {
        Ok(d) => d,
        Err(e) => return Verdict::Mismatch(format!("not a deployment to us: {e}")),
    };
    let Some(side) = d.turn() else {
        return Verdict::Mismatch("a finished deployment to us".into());
    };
    let board = d.board();
    let size = board.size();
    if board
        .king_of(side.opposite())
        .is_some_and(|k| attacks_square(board, side, k))
    {
        return Verdict::Skip("the side to place attacks the enemy King");
    }
    if forced_block(board, side) {
        return Verdict::Skip("the crate's forced block");
    }
    let rows_1_to_3 = (1..=3).fold(Bitboard::EMPTY, |b, row| {
        b | shuuro::rules::deploy::row_squares(size, side, row)
    });
    let mut verdict = Verdict::Agree;
    for part in drops.split_whitespace() {
        let Some((letter, list)) = part.split_once(':') else {
            return Verdict::Mismatch(format!("the crate answered {part:?}"));
        };
        let Some(piece) = letter.chars().next().and_then(Piece::from_char) else {
            return Verdict::Mismatch(format!("the crate named the piece {letter:?}"));
        };
        let theirs: Bitboard = list
            .split(',')
            .filter(|s| !s.is_empty())
            .filter_map(|s| s.parse::<Square>().ok())
            .collect();
        let ours = d.legal_squares(piece.role);
        if piece.side != side {
            return Verdict::Mismatch(format!("the crate places for {}", piece.side));
        }
        let mut theirs_cmp = theirs;
        let mut ours_cmp = ours;
        if ours.is_empty() && theirs.any() && (theirs & rows_1_to_3).is_empty() {
            verdict = Verdict::Skip("the crate places beyond row 3");
            continue;
        }
        if piece.role == Role::King && size == BoardSize::Six {
            // The crate's 6×6 King squares are b1–e1 (b6–e6); ours the whole row 1.
            let central = (1..5).fold(Bitboard::EMPTY, |b, f| b | Bitboard::file(f));
            ours_cmp &= central;
            theirs_cmp &= central;
        }
        if ours_cmp != theirs_cmp {
            let names = |b: Bitboard| b.map(|s| s.to_string()).collect::<Vec<_>>().join(",");
            return Verdict::Mismatch(format!(
                "{}: ours [{}], the crate's [{}]",
                piece.role,
                names(ours),
                names(theirs)
            ));
        }
    }
    verdict
}
