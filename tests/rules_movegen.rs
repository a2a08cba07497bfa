//! The search's shortcuts in the rules core agree with the plain definitions they
//! replace, on the reference perft positions and every position of long pseudo-random
//! playouts from them (checks, captures, promotions, en passant, Knights on plinths).

use shuuro::rules::{Board, Piece, Position, Role, Side, Square};

mod common;
use common::{Lcg, reference_positions};

/// The reference positions and every position of four playouts of up to 60 plies from
/// each, captures preferred one time in three so that the boards empty and checks and
/// promotions come.
fn positions() -> Vec<Position> {
    let mut rng = Lcg(1010);
    let mut out = Vec::new();
    for start in reference_positions() {
        out.push(start.clone());
        for _ in 0..4 {
            let mut p = start.clone();
            for _ in 0..60 {
                let moves = p.legal_moves();
                if moves.is_empty() || p.outcome().is_some() {
                    break;
                }
                let captures: Vec<_> = moves.iter().filter(|&&m| p.is_capture(m)).collect();
                let m = if !captures.is_empty() && rng.next(3) == 0 {
                    *captures[rng.next(captures.len())]
                } else {
                    moves[rng.next(moves.len())]
                };
                p.play_unchecked(m);
                out.push(p.clone());
            }
        }
    }
    out
}

#[test]
fn is_check_is_having_checkers_and_being_attacked_after_a_pass() {
    let mut checks = 0;
    let positions = positions();
    assert!(positions.len() > 2000, "{} positions", positions.len());
    for pos in positions {
        let check = pos.is_check();
        assert_eq!(check, pos.checkers().any(), "{}", pos.to_sfen());
        if Side::ALL.iter().all(|&s| pos.board().king_of(s).is_some()) {
            let mut passed = pos.clone();
            passed.pass_unchecked();
            assert_eq!(check, passed.can_capture_king(), "{}", pos.to_sfen());
        }
        checks += usize::from(check);
    }
    assert!(checks > 100, "{checks} checks");
}

/// What the bit-planes say stands on `sq`.
fn from_planes(board: &Board, sq: Square) -> Option<Piece> {
    let side = Side::ALL
        .into_iter()
        .find(|&s| board.by_side(s).contains(sq))?;
    let role = Role::ALL
        .into_iter()
        .find(|&r| board.by_role(r).contains(sq))?;
    Some(Piece::new(side, role))
}

#[test]
fn piece_at_says_what_the_bit_planes_say() {
    let mut pieces = 0;
    for pos in positions() {
        for sq in Square::all() {
            let piece = pos.board().piece_at(sq);
            assert_eq!(
                piece,
                from_planes(pos.board(), sq),
                "{} {sq}",
                pos.to_sfen()
            );
            pieces += usize::from(piece.is_some());
        }
    }
    assert!(pieces > 50_000, "{pieces} pieces");
    // Putting over a piece and removing, as deployment and SFEN do.
    let mut board = reference_positions()[0].board().clone();
    for (i, sq) in Square::all().enumerate() {
        let piece = Piece::new(Side::ALL[i % 2], Role::ALL[i % 6]);
        board.put(sq, piece);
        assert_eq!(board.piece_at(sq), Some(piece));
        if i % 3 == 0 {
            assert_eq!(board.remove(sq), Some(piece));
        }
        assert_eq!(board.piece_at(sq), from_planes(&board, sq), "{sq}");
    }
}

/// `gives_check` is the check of the position after the move, for every legal move:
/// direct checks, discovered ones, promotions, Knights leaving plinths, en passant, and
/// after a pass (where the mover may already attack the King).
#[test]
fn gives_check_is_the_check_after_the_move() {
    let (mut moves, mut checks, mut promotions) = (0, 0, 0);
    for pos in positions() {
        let mut passed = pos.clone();
        passed.pass_unchecked();
        for p in [&pos, &passed] {
            for m in p.legal_moves() {
                let check = p.play(m).unwrap().is_check();
                assert_eq!(p.gives_check(m), check, "{} {m}", p.to_sfen());
                moves += 1;
                checks += usize::from(check);
                promotions += usize::from(check && m.promotion.is_some());
            }
        }
    }
    assert!(
        moves > 100_000 && checks > 2_000,
        "{moves} moves, {checks} checks"
    );
    assert!(promotions > 10, "{promotions} checking promotions");
}
