//! RULES.md phase 4 (the fight) and Mini-Shuuro: one test per rule, named after it.

use shuuro::rules::illegal::IllegalReason;
use shuuro::rules::outcome::Reason;
use shuuro::rules::position::PositionError;
use shuuro::rules::{Army, Board, BoardSize, BySide, Move, Piece, Position, Role, Setup, Side};

mod common;
use common::*;

/// A position from piece list like `["Kg1", "kg12", "Ra1"]` (uppercase Blue), plinth
/// squares, the side to move and the board size.
fn position(size: BoardSize, turn: Side, pieces: &[&str], plinths: &[&str]) -> Position {
    let mut board = Board::empty(size);
    for p in plinths {
        board.set_plinth(sq(p), true);
    }
    for p in pieces {
        let piece = Piece::from_char(p.chars().next().unwrap()).unwrap();
        board.put(sq(&p[1..]), piece);
    }
    let setup = Setup {
        board,
        hands: BySide::new(Army::EMPTY, Army::EMPTY),
        turn,
        ply: 49,
    };
    Position::from_setup(&setup).unwrap()
}

fn blue(pieces: &[&str], plinths: &[&str]) -> Position {
    position(BoardSize::Twelve, Side::Blue, pieces, plinths)
}

fn red(pieces: &[&str], plinths: &[&str]) -> Position {
    position(BoardSize::Twelve, Side::Red, pieces, plinths)
}

/// The words of the refusal of an illegal move.
fn refusal(p: &mut Position, m: &str) -> String {
    p.try_play(mv(m)).unwrap_err().reason.to_string()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// The destination squares of the piece on `from`, sorted.
fn targets(pos: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = pos
        .legal_moves_from(sq(from))
        .iter()
        .map(|m| m.to.to_string())
        .collect();
    v.sort();
    v.dedup();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Every legal move of the position is in `legal_moves_from` of its square, and
/// `is_legal` agrees.
fn consistent(pos: &Position) {
    for m in pos.legal_moves() {
        assert!(pos.is_legal(m), "{m}");
        assert!(pos.legal_moves_from(m.from).contains(&m));
    }
}

#[test]
fn plinth_blocks_sliders() {
    let pos = blue(&["Kg1", "kg12", "Ra1", "Bc3"], &["a4", "e5"]);
    assert_eq!(
        targets(&pos, "a1"),
        sorted(&["a2", "a3", "b1", "c1", "d1", "e1", "f1"])
    );
    // The Bishop stops at d4 on its way to the plinth at e5.
    let b = targets(&pos, "c3");
    assert!(b.contains(&"d4".to_string()));
    assert!(!b.contains(&"e5".to_string()) && !b.contains(&"f6".to_string()));
    consistent(&pos);
}

#[test]
fn slider_cannot_enter_an_empty_plinth() {
    let pos = blue(&["Kg1", "kg12", "Qa1"], &["a2"]);
    assert!(!targets(&pos, "a1").contains(&"a2".to_string()));
    let mut p = pos.clone();
    let err = p.try_play(mv("a1a2")).unwrap_err();
    assert_eq!(err.reason, IllegalReason::OntoPlinth(Role::Queen));
    assert_eq!(err.reason.to_string(), "a Queen can't move onto a plinth");
}

#[test]
fn king_cannot_step_on_plinth() {
    let pos = blue(&["Kg1", "kg12"], &["f2", "g2", "h2"]);
    assert_eq!(targets(&pos, "g1"), sorted(&["f1", "h1"]));
    let mut p = pos.clone();
    assert_eq!(refusal(&mut p, "g1g2"), "a King can't move onto a plinth");
}

#[test]
fn knight_jumps_plinths_and_may_end_on_one() {
    let pos = blue(&["Kg1", "kg12", "Nb1"], &["b2", "c2", "a3", "c3"]);
    assert_eq!(targets(&pos, "b1"), sorted(&["a3", "c3", "d2"]));
}

#[test]
fn knight_on_plinth_captured_only_by_knight() {
    // A Red Knight on the plinth e5, within reach of every Blue piece type.
    let pos = blue(
        &[
            "Kg1", "kg12", "ne5", "Re1", "Bb2", "Qh5", "Pd4", "Nd3", "Kg1",
        ],
        &["e5"],
    );
    let takers: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.to == sq("e5"))
        .map(|m| m.from.to_string())
        .collect();
    assert_eq!(takers, vec!["d3".to_string()]);
    let mut p = pos.clone();
    assert_eq!(
        refusal(&mut p, "e1e5"),
        "a Rook can't capture a Knight on a plinth"
    );
    assert_eq!(
        refusal(&mut p, "d4e5"),
        "a Pawn can't capture a Knight on a plinth"
    );
    // The capturing Knight then stands on the plinth.
    p.try_play(mv("d3e5")).unwrap();
    assert_eq!(
        p.board().piece_at(sq("e5")),
        Some(Piece::new(Side::Blue, Role::Knight))
    );
    assert!(p.board().plinths().contains(sq("e5")));
}

#[test]
fn knight_on_plinth_gives_check() {
    let pos = blue(&["Kg1", "kg12", "nf3"], &["f3"]);
    assert!(pos.is_check());
    assert_eq!(pos.checkers().count(), 1);
}

#[test]
fn knight_on_plinth_blocks_sliders() {
    // The Red Rook on a1 is stopped by the Blue Knight on the plinth c1.
    let pos = red(&["kg12", "Kg1", "ra1", "Nc1"], &["c1"]);
    let rook = targets(&pos, "a1");
    assert!(rook.contains(&"b1".to_string()));
    assert!(!rook.contains(&"c1".to_string()) && !rook.contains(&"d1".to_string()));
    assert!(!pos.is_legal(mv("a1g1")));
    let pos = blue(&["Kg1", "kg12", "ra1", "Nc1"], &["c1"]);
    assert!(!pos.is_check());
}

#[test]
fn knight_leaving_a_plinth_is_not_pinned_because_the_plinth_still_blocks() {
    let pos = blue(&["Kh1", "kg12", "qe4", "Nf3"], &["f3"]);
    assert!(!pos.is_check());
    assert_eq!(targets(&pos, "f3").len(), 8);
}

#[test]
fn pinned_piece_moves_only_along_the_pin() {
    let pos = blue(&["Kg1", "kg12", "Rg4", "rg9", "Bf2", "qc5"], &[]);
    assert_eq!(
        targets(&pos, "g4"),
        sorted(&["g2", "g3", "g5", "g6", "g7", "g8", "g9"])
    );
    assert_eq!(targets(&pos, "f2"), sorted(&["e3", "d4", "c5"]));
    let mut p = pos.clone();
    assert_eq!(
        refusal(&mut p, "g4h4"),
        "that move leaves your King in check"
    );
}

#[test]
fn no_castling() {
    let pos = blue(&["Kf1", "Ra1", "Rl1", "kg12"], &[]);
    assert_eq!(targets(&pos, "f1"), sorted(&["e1", "e2", "f2", "g1", "g2"]));
    let mut p = pos.clone();
    assert!(refusal(&mut p, "f1h1").contains("no castling"));
}

#[test]
fn en_passant_right_after_a_double_step() {
    let mut pos = red(&["Kg1", "kg12", "Pe9", "pf11"], &[]);
    pos.try_play(mv("f11f9")).unwrap();
    assert_eq!(pos.ep_square(), Some(sq("f10")));
    let ep = mv("e9f10");
    assert!(pos.is_legal(ep));
    assert!(pos.is_capture(ep));
    pos.try_play(ep).unwrap();
    assert_eq!(pos.board().piece_at(sq("f9")), None);
    assert_eq!(
        pos.board().piece_at(sq("f10")),
        Some(Piece::new(Side::Blue, Role::Pawn))
    );
    assert_eq!(pos.halfmoves(), 0);
}

#[test]
fn en_passant_only_on_the_next_move() {
    let mut pos = red(&["Kg1", "kg12", "Pe9", "pf11", "Pa2", "pl11"], &[]);
    pos.try_play(mv("f11f9")).unwrap();
    pos.try_play(mv("a2a3")).unwrap();
    pos.try_play(mv("l11l10")).unwrap();
    assert!(!pos.is_legal(mv("e9f10")));
    let mut p = pos.clone();
    assert!(refusal(&mut p, "e9f10").contains("diagonally only to capture"));
}

#[test]
fn en_passant_illegal_when_it_uncovers_the_king_along_the_rank() {
    // Both pawns leave rank 9: the Rook on l9 would see the King on a9.
    let mut pos = red(&["Ka9", "kg12", "Pe9", "pf11", "rl9"], &[]);
    pos.try_play(mv("f11f9")).unwrap();
    assert!(!pos.is_legal(mv("e9f10")));
    assert!(pos.is_legal(mv("e9e10")));
    consistent(&pos);
}

#[test]
fn en_passant_captures_a_checking_pawn() {
    // The double-stepped pawn gives check; taking it en passant answers the check.
    let mut pos = red(&["Kg8", "kg12", "Pe9", "pf11"], &[]);
    pos.try_play(mv("f11f9")).unwrap();
    assert!(pos.is_check());
    assert!(pos.is_legal(mv("e9f10")));
}

#[test]
fn double_step_only_from_row_2() {
    let pos = blue(&["Kg1", "kg12", "Pe2", "Pc3"], &[]);
    assert_eq!(targets(&pos, "e2"), sorted(&["e3", "e4"]));
    let pos = red(&["Kg1", "kg12", "pe11", "pc10"], &[]);
    assert_eq!(targets(&pos, "e11"), sorted(&["e10", "e9"]));
}

#[test]
fn pawn_on_row_3_never_moves_two() {
    let mut pos = blue(&["Kg1", "kg12", "Pc3"], &[]);
    assert_eq!(targets(&pos, "c3"), sorted(&["c4"]));
    assert_eq!(
        refusal(&mut pos, "c3c5"),
        "a pawn moves two squares only from its row 2 (this one is on row 3)"
    );
    assert_eq!(refusal(&mut pos, "e2e5"), "there is no piece on e2");
    let mut pos = blue(&["Kg1", "kg12", "Pe2"], &[]);
    assert_eq!(
        pos.try_play(mv("e2e5")).unwrap_err().to_string(),
        "illegal: a pawn on row 2 moves one or two squares"
    );
}

#[test]
fn double_step_blocked_by_plinths() {
    let pos = blue(&["Kg1", "kg12", "Pe2", "Pd2"], &["e3", "d4"]);
    assert!(targets(&pos, "e2").is_empty());
    assert_eq!(targets(&pos, "d2"), sorted(&["d3"]));
    let mut p = pos.clone();
    assert_eq!(refusal(&mut p, "e2e3"), "a pawn can't move onto a plinth");
    assert_eq!(
        refusal(&mut p, "e2e4"),
        "a pawn can't cross the plinth at e3"
    );
    // The reason is data: the square of the plinth in the way.
    assert_eq!(
        p.check_move(mv("e2e4")),
        Err(IllegalReason::PawnCrossesPlinth(sq("e3")))
    );
}

#[test]
fn slider_refusal_names_the_blocker_and_its_square() {
    let pos = blue(&["Kg1", "kg12", "Ra1", "na4", "Bc1"], &["b2"]);
    assert_eq!(
        pos.check_move(mv("a1a8")),
        Err(IllegalReason::Blocked {
            square: sq("a4"),
            piece: Some(Piece::new(Side::Red, Role::Knight)),
            plinth: false,
        })
    );
    assert_eq!(
        pos.check_move(mv("c1a3")),
        Err(IllegalReason::Blocked {
            square: sq("b2"),
            piece: None,
            plinth: true,
        })
    );
    assert_eq!(
        pos.check_move(mv("c1a3")).unwrap_err().to_string(),
        "the plinth at b2 blocks the way"
    );
}

#[test]
fn pawn_cannot_capture_straight_or_onto_empty_diagonal() {
    let mut pos = blue(&["Kg1", "kg12", "Pe4", "pe5"], &[]);
    assert!(targets(&pos, "e4").is_empty());
    assert_eq!(
        refusal(&mut pos, "e4e5"),
        "a pawn can't capture straight ahead"
    );
    assert!(refusal(&mut pos, "e4f5").contains("only to capture"));
}

#[test]
fn promotion_to_queen_rook_bishop_or_knight_regardless_of_roster() {
    // Blue already has three Queens (the standard maximum): it may still promote to one.
    let pos = blue(&["Kg1", "kg12", "Pb11", "Qa1", "Qb1", "Qc1"], &[]);
    let promos: Vec<Move> = pos.legal_moves_from(sq("b11"));
    assert_eq!(promos.len(), 4);
    for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
        let m = Move {
            from: sq("b11"),
            to: sq("b12"),
            promotion: Some(role),
        };
        let after = pos.play(m).unwrap();
        assert_eq!(
            after.board().piece_at(sq("b12")),
            Some(Piece::new(Side::Blue, role))
        );
    }
    let mut p = pos.clone();
    assert!(refusal(&mut p, "b11b12").contains("must promote"));
    // Red promotes on rank 1.
    let pos = red(&["Kg1", "kg12", "pa2"], &[]);
    assert_eq!(pos.legal_moves_from(sq("a2")).len(), 4);
}

#[test]
fn ambush_capturing_the_enemy_king_wins_at_once() {
    // Blue moves first and its Queen attacks the Red King, while Blue's own King is in
    // check: capturing the King is legal and ends the game.
    let pos = blue(&["Kg1", "kg12", "Qa12", "rg8"], &[]);
    assert!(pos.is_check());
    assert!(pos.can_capture_king());
    let capture = mv("a12g12");
    assert!(pos.is_legal(capture));
    let after = pos.play(capture).unwrap();
    assert_eq!(
        after.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Side::Blue), Reason::KingCaptured))
    );
    assert!(after.legal_moves().is_empty());
    assert_eq!(after.perft(2), 0);
    assert_eq!(pos.perft(1), pos.legal_moves().len() as u64);
}

#[test]
fn ambush_pawn_capturing_the_king_on_the_last_rank_promotes() {
    let pos = blue(&["Kg1", "kb12", "Pa11"], &[]);
    let caps: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.to == sq("b12"))
        .collect();
    assert_eq!(caps.len(), 4);
}

#[test]
fn ambush_first_mover_in_check_without_escape_is_checkmated() {
    // Blue to move, in check from two Rooks, its pieces cannot reach the Red King.
    let pos = blue(&["Ka1", "ra12", "rb12", "kl12", "Pl2"], &["l4"]);
    assert!(!pos.can_capture_king());
    assert!(pos.is_check());
    assert_eq!(
        pos.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Side::Red), Reason::Checkmate))
    );
}

#[test]
fn checkmate_ends_the_game() {
    let pos = red(&["Kg1", "kg12", "ra8", "rb2"], &[]);
    let after = pos.play(mv("a8a1")).unwrap();
    assert_eq!(
        after.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Side::Red), Reason::Checkmate))
    );
}

#[test]
fn stalemate_is_a_draw() {
    let pos = blue(&["Ka1", "kg12", "qc2", "Pa11"], &["a12"]);
    assert!(!pos.is_check());
    assert_eq!(
        pos.outcome().map(|o| (o.winner, o.reason)),
        Some((None, Reason::Stalemate))
    );
}

#[test]
fn king_against_king_is_a_dead_draw() {
    let pos = blue(&["Ka1", "kg12"], &[]);
    assert_eq!(
        pos.outcome().map(|o| (o.winner, o.reason)),
        Some((None, Reason::DeadPosition))
    );
    let pos = blue(&["Ka1", "kc3", "qa2"], &[]);
    let after = pos.play(mv("a1a2")).unwrap();
    assert_eq!(
        after.outcome().map(|o| o.reason),
        Some(Reason::DeadPosition)
    );
    // A single extra piece (even a lone Knight) is not declared dead.
    let pos = blue(&["Ka1", "kg12", "Nb1"], &[]);
    assert_eq!(pos.outcome(), None);
}

#[test]
fn kings_never_stand_next_to_each_other() {
    let pos = blue(&["Ke1", "ke3"], &[]);
    assert!(targets(&pos, "e1").iter().all(|t| t.ends_with('1')));
}

#[test]
fn mini_shuuro_moves_stay_on_the_six_by_six_board() {
    let pos = position(
        BoardSize::Six,
        Side::Blue,
        &["Kf1", "kf6", "Ra2", "Nf5", "Pb2"],
        &["c4"],
    );
    assert_eq!(targets(&pos, "a2"), sorted(&["a1", "a3", "a4", "a5", "a6"]));
    assert_eq!(targets(&pos, "f5"), sorted(&["d4", "d6", "e3"]));
    assert_eq!(targets(&pos, "b2"), sorted(&["b3", "b4"]));
    for m in pos.legal_moves() {
        assert!(BoardSize::Six.contains(m.to), "{m}");
    }
    let mut p = pos.clone();
    assert!(refusal(&mut p, "a2g2").contains("6×6"));
}

#[test]
fn mini_shuuro_promotes_on_rank_6_and_red_double_steps_from_rank_5() {
    let pos = position(BoardSize::Six, Side::Blue, &["Ka1", "kf6", "Pb5"], &[]);
    assert_eq!(pos.legal_moves_from(sq("b5")).len(), 4);
    let pos = position(
        BoardSize::Six,
        Side::Red,
        &["Ka1", "kf6", "pc5", "pd4"],
        &[],
    );
    assert_eq!(targets(&pos, "c5"), sorted(&["c4", "c3"]));
    assert_eq!(targets(&pos, "d4"), sorted(&["d3"]));
}

#[test]
fn fight_position_reports_every_problem_at_once() {
    let mut board = Board::empty(BoardSize::Twelve);
    board.set_plinth(sq("c3"), true);
    board.put(sq("c3"), Piece::new(Side::Blue, Role::Rook));
    board.put(sq("a12"), Piece::new(Side::Blue, Role::Pawn));
    board.put(sq("b1"), Piece::new(Side::Blue, Role::Pawn));
    board.put(sq("a1"), Piece::new(Side::Red, Role::King));
    board.put(sq("b12"), Piece::new(Side::Red, Role::King));
    let mut hands = BySide::new(Army::EMPTY, Army::EMPTY);
    hands.blue.add(Role::Queen);
    let setup = Setup {
        board,
        hands,
        turn: Side::Blue,
        ply: 1,
    };
    let errs = Position::from_setup(&setup).unwrap_err().0;
    for e in [
        PositionError::NoKing { side: Side::Blue },
        PositionError::TooManyKings {
            side: Side::Red,
            count: 2,
        },
        PositionError::PiecesInHand,
        PositionError::OnPlinth {
            role: Role::Rook,
            square: sq("c3"),
            may: shuuro::rules::role::RoleSet::EMPTY.with(Role::Knight),
        },
        PositionError::PawnOnLastRank { square: sq("a12") },
        PositionError::PawnOnFirstRow { square: sq("b1") },
    ] {
        assert!(errs.contains(&e), "missing {e}: {errs:?}");
    }
    assert_eq!(errs.len(), 6);
}

#[test]
fn zobrist_follows_the_position() {
    let start = Position::from_sfen(
        "rrnkqrbbbqnn/p_.pppppppppp/4p3_.3/12/4_.7/10_.1/12/4_.7/12/7_.1P2/PP_.PPPPPPPPP/QRBNRBKBNR_NQ b - 49",
    )
    .unwrap();
    let mut p = start.clone();
    for m in ["k12j10", "i1h3", "j10k12", "h3i1"] {
        p.try_play(mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
        let fresh = Position::from_sfen(&p.to_sfen()).unwrap();
        assert_eq!(p.zobrist(), fresh.zobrist(), "after {m}");
    }
    assert_eq!(p.zobrist(), start.zobrist());
    assert_ne!(start.zobrist(), start.play(mv("l11l10")).unwrap().zobrist());
}

#[test]
fn halfmove_clock_counts_quiet_non_pawn_moves() {
    let mut p = blue(&["Kg1", "kg12", "Nb1", "Pa2"], &[]);
    p.try_play(mv("b1c3")).unwrap();
    p.try_play(mv("g12g11")).unwrap();
    assert_eq!(p.halfmoves(), 2);
    p.try_play(mv("a2a3")).unwrap();
    assert_eq!(p.halfmoves(), 0);
    assert_eq!(p.ply(), 52);
}

#[test]
fn en_passant_right_only_when_the_capture_is_legal_so_repetitions_match() {
    // As in chess, a position with an en-passant right differs from the same board
    // without one only if the capture can really be made. Here the Blue pawn on e9 may not
    // take en passant (it would uncover its King on a9 to the Rook on l9).
    let mut pos = red(&["Ka9", "kg12", "Pe9", "pf11", "rl9"], &[]);
    pos.try_play(mv("f11f9")).unwrap();
    assert_eq!(pos.ep_square(), None);
    let same_board = blue(&["Ka9", "kg12", "Pe9", "pf9", "rl9"], &[]);
    assert_eq!(pos.zobrist(), same_board.zobrist());
    // A pawn pinned on a diagonal can't take en passant either.
    let mut pos = red(&["Kf8", "kg12", "Pe9", "pf11", "bb12"], &[]);
    pos.try_play(mv("f11f9")).unwrap();
    assert!(!pos.is_legal(mv("e9f10")));
    assert_eq!(pos.ep_square(), None);
    // A legal capture keeps the right.
    let mut pos = red(&["Kg1", "kg12", "Pe9", "pf11"], &[]);
    pos.try_play(mv("f11f9")).unwrap();
    assert_eq!(pos.ep_square(), Some(sq("f10")));
}
