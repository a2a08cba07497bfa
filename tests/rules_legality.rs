//! Two implementations agree: `is_legal` (one move at a time: geometry, blockers,
//! plinths, then the own King on the board after the move) and `legal_moves` (pins and
//! check masks, proven by perft), over every from/to pair (and every promotion piece) on
//! many positions: the reference perft positions, every fight position of the golden
//! records, and positions reached by deterministic pseudo-random playouts. Also: no generated move leaves the
//! mover's King attacked (unless it captures the enemy King), and a position written
//! as SFEN and read back has the same moves.

use std::collections::HashSet;

use shuuro::record::Record;
use shuuro::rules::{BoardSize, Move, Position, Role, Side, Square};

mod common;
use common::{Lcg, reference_positions};

/// Golden records whose fights hold what random playouts rarely meet.
const RECORDS: [&str; 7] = [
    include_str!("data/records/en-passant.json"),
    include_str!("data/records/ambush.json"),
    include_str!("data/records/knight-takes-knight-on-plinth.json"),
    include_str!("data/records/promotion-knight.json"),
    include_str!("data/records/full-12x12-checkmate.json"),
    include_str!("data/records/variant-jungle.json"),
    include_str!("data/records/mini-checkmate.json"),
];

/// Every fight position of [`RECORDS`] (en passant, the ambush, Knights on plinths,
/// promotions), by replaying each record cut after each of its moves.
fn record_positions() -> Vec<Position> {
    let mut out = Vec::new();
    for text in RECORDS {
        let rec = Record::from_json_str(text).unwrap();
        let Some(moves) = rec.moves.clone() else {
            continue;
        };
        for n in 0..=moves.len() {
            let mut cut = rec.clone();
            cut.moves = (n > 0).then(|| moves[..n].to_vec());
            cut.result = None;
            if let Ok(game) = cut.to_game()
                && let Some(p) = game.position()
                && Side::ALL.iter().all(|&s| p.board().king_of(s).is_some())
            {
                out.push(p.clone());
            }
        }
    }
    out
}

/// Reference positions, the records' positions, and every position met on random
/// playouts from them.
fn many_positions() -> Vec<Position> {
    let mut rng = Lcg(2026);
    let mut out = record_positions();
    assert!(out.len() > 100, "{} record positions", out.len());
    for start in reference_positions() {
        out.push(start.clone());
        for _ in 0..2 {
            let mut p = start.clone();
            for _ in 0..8 {
                let moves = p.legal_moves();
                if moves.is_empty() || p.outcome().is_some() {
                    break;
                }
                p.play_unchecked(moves[rng.next(moves.len())]);
                out.push(p.clone());
            }
        }
    }
    out
}

#[test]
fn is_legal_agrees_with_legal_moves_on_every_from_to_pair() {
    let positions = many_positions();
    assert!(positions.len() >= 300, "{} positions", positions.len());
    let mut checked = 0u64;
    for (i, pos) in positions.iter().enumerate() {
        let legal: HashSet<Move> = pos.legal_moves().into_iter().collect();
        assert_eq!(legal.len(), pos.legal_moves().len(), "duplicate moves");
        // Every position gets all pairs on its board; every tenth also the pairs that
        // leave the 6×6 board (12×12 names).
        let squares: Vec<Square> = if i % 10 == 0 {
            Square::all().collect()
        } else {
            pos.size().squares().collect()
        };
        for &from in &squares {
            let from_moves: HashSet<Move> = pos.legal_moves_from(from).into_iter().collect();
            for &to in &squares {
                let pawn = pos.board().by_role(Role::Pawn).contains(from);
                let promotions: &[Option<Role>] = if pawn {
                    &[
                        None,
                        Some(Role::Queen),
                        Some(Role::Rook),
                        Some(Role::Bishop),
                        Some(Role::Knight),
                        Some(Role::King),
                    ]
                } else {
                    &[None, Some(Role::Queen)]
                };
                for &promotion in promotions {
                    let m = Move {
                        from,
                        to,
                        promotion,
                    };
                    let expected = legal.contains(&m);
                    assert_eq!(pos.is_legal(m), expected, "{} {m}", pos.to_sfen());
                    assert_eq!(from_moves.contains(&m), expected, "{} {m}", pos.to_sfen());
                    if !expected && (from.index() * 7 + to.index()) % 23 == 0 {
                        let mut p = pos.clone();
                        let err = p.try_play(m).expect_err("illegal");
                        assert!(!err.reason.to_string().is_empty());
                        assert_eq!(&p, pos, "a refused move changes nothing");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 500_000, "{checked}");
}

#[test]
fn no_generated_move_leaves_the_own_king_attacked() {
    for pos in many_positions() {
        let us = pos.turn();
        let enemy_king = pos.board().king_of(us.opposite());
        for m in pos.legal_moves() {
            let after = pos.play(m).unwrap();
            if Some(m.to) == enemy_king {
                assert_eq!(after.outcome().and_then(|o| o.winner), Some(us));
                continue;
            }
            // The side that just moved: its King must not be capturable now.
            assert!(!after.can_capture_king(), "{} {m}", pos.to_sfen());
            assert!(after.board().king_of(us).is_some());
            assert!(BoardSize::contains(pos.size(), m.to));
        }
    }
}

#[test]
fn sfen_round_trip_keeps_the_moves() {
    for pos in many_positions() {
        if pos.ep_square().is_some() {
            continue; // SFEN has no en-passant field
        }
        let back = Position::from_sfen(&pos.to_sfen()).unwrap();
        assert_eq!(back.legal_moves(), pos.legal_moves());
        assert_eq!(back.zobrist(), pos.zobrist());
    }
}

/// En passant that takes the checking pawn: the pawn taken no longer attacks the King.
#[test]
fn en_passant_capture_of_the_checking_pawn_is_legal_for_both_implementations() {
    let before = Position::from_sfen("k5/3p2/6/4P1/4K1/6 b - 1").unwrap();
    let pos = before.play("d5d3".parse().unwrap()).unwrap();
    assert!(pos.is_check(), "{}", pos.to_sfen());
    let ep: Move = "e3d4".parse().unwrap();
    assert!(pos.legal_moves().contains(&ep), "{}", pos.to_sfen());
    assert_eq!(pos.check_move(ep), Ok(()));
    for m in pos.legal_moves() {
        assert!(pos.is_legal(m), "{m}");
    }
}
