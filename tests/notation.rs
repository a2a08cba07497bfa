//! Moves as text: long algebraic for records, short notation for people, parsed without
//! a position and then resolved against one, with reasons when that fails.

use shuuro::rules::notation::{self, MoveText, MoveTextError};
use shuuro::rules::position::ParseMoveError;
use shuuro::rules::{Army, Board, BoardSize, BySide, Move, Piece, Position, Role, Setup, Side};

mod common;
use common::*;

fn position(turn: Side, pieces: &[&str], plinths: &[&str]) -> Position {
    let mut board = Board::empty(BoardSize::Twelve);
    for p in plinths {
        board.set_plinth(sq(p), true);
    }
    for p in pieces {
        board.put(
            sq(&p[1..]),
            Piece::from_char(p.chars().next().unwrap()).unwrap(),
        );
    }
    Position::from_setup(&Setup {
        board,
        hands: BySide::new(Army::EMPTY, Army::EMPTY),
        turn,
        ply: 49,
    })
    .unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

#[test]
fn long_algebraic_reads_and_writes() {
    for s in ["e2e4", "b11b12q", "k10k12", "a1l12", "c7c8n"] {
        assert_eq!(mv(s).to_string(), s);
    }
    assert_eq!(
        "b11b12Q".parse::<Move>().unwrap().promotion,
        Some(Role::Queen)
    );
    assert_eq!("".parse::<Move>(), Err(ParseMoveError::Empty));
    assert!(matches!(
        "e2e4k".parse::<Move>(),
        Err(ParseMoveError::Promotion('k'))
    ));
    assert!(matches!(
        "m2e4".parse::<Move>(),
        Err(ParseMoveError::Square { .. })
    ));
    assert!(matches!(
        "e13e4".parse::<Move>(),
        Err(ParseMoveError::Square { .. })
    ));
    assert!(matches!(
        "e2-e4".parse::<Move>(),
        Err(ParseMoveError::Shape(_))
    ));
    assert!(matches!(
        "e2".parse::<Move>(),
        Err(ParseMoveError::Shape(_))
    ));
}

#[test]
fn short_notation_of_moves() {
    let pos = position(
        Side::Blue,
        &[
            "Kg2", "kg12", "Ra1", "Rl1", "Nc3", "Pe4", "pd5", "Pb11", "Rc5", "Rc9",
        ],
        &[],
    );
    assert_eq!(notation::to_short(&pos, mv("c3d5")), "Nxd5");
    assert_eq!(notation::to_short(&pos, mv("e4d5")), "exd5");
    assert_eq!(notation::to_short(&pos, mv("e4e5")), "e5");
    assert_eq!(notation::to_short(&pos, mv("a1e1")), "Rae1");
    assert_eq!(notation::to_short(&pos, mv("l1e1")), "Rle1");
    assert_eq!(notation::to_short(&pos, mv("c5c7")), "R5c7");
    assert_eq!(notation::to_short(&pos, mv("b11b12q")), "b12=Q+");
    assert_eq!(notation::to_short(&pos, mv("b11b12n")), "b12=N");
}

#[test]
fn short_notation_marks_check_and_mate() {
    let pos = position(Side::Red, &["Kg1", "kg12", "ra8", "rb2"], &[]);
    assert_eq!(notation::to_short(&pos, mv("a8a1")), "Ra1#");
    assert_eq!(notation::to_short(&pos, mv("b2b1")), "Rb1+");
}

#[test]
fn ambush_king_capture_is_written_as_a_winning_capture() {
    let pos = position(Side::Blue, &["Kg1", "kg12", "Qa12"], &[]);
    assert_eq!(notation::to_short(&pos, mv("a12g12")), "Qxg12#");
}

#[test]
fn parse_accepts_long_and_short() {
    let pos = position(
        Side::Blue,
        &[
            "Kg2", "kg12", "Ra1", "Rl1", "Nc3", "Pe4", "pd5", "Pb11", "Pe2",
        ],
        &[],
    );
    let p = |t: &str| notation::parse_move(&pos, t);
    assert_eq!(p("c3d5"), Ok(mv("c3d5")));
    assert_eq!(p("Nxd5"), Ok(mv("c3d5")));
    assert_eq!(p("Nd5"), Ok(mv("c3d5")));
    assert_eq!(p("exd5"), Ok(mv("e4d5")));
    assert_eq!(p("e3"), Ok(mv("e2e3")));
    assert_eq!(p("Rae1"), Ok(mv("a1e1")));
    assert_eq!(
        p("R1e1"),
        Err(MoveTextError::Ambiguous {
            options: vec!["Rae1".to_string(), "Rle1".to_string()]
        })
    );
    assert_eq!(p("b12=Q"), Ok(mv("b11b12q")));
    assert_eq!(p("b12R+"), Ok(mv("b11b12r")));
    assert_eq!(p("b11b12n"), Ok(mv("b11b12n")));
    assert_eq!(
        p("Ng1f3"),
        Err(MoveTextError::NoPieceCanMove {
            role: Role::Knight,
            to: sq("f3"),
        })
    );
}

#[test]
fn parse_errors_say_why() {
    let pos = position(
        Side::Blue,
        &[
            "Kg2", "kg12", "Ra1", "Rl1", "Nc3", "Pe2", "ne5", "Pb11", "rg9", "Bg4",
        ],
        &["e5", "d4"],
    );
    let e = |t: &str| notation::parse_move(&pos, t).unwrap_err().to_string();
    assert_eq!(e("Re1"), "ambiguous: Rae1 or Rle1");
    assert_eq!(e("Nd6"), "no Knight can move to d6");
    assert_eq!(e("Qd1"), "you have no Queens (it is Blue's move)");
    assert_eq!(
        e("e2e5"),
        "illegal: e2e5: a pawn on row 2 moves one or two squares"
    );
    assert_eq!(
        e("Bh5"),
        "illegal: Bh5: that move leaves your King in check"
    );
    assert_eq!(e("Nxd4"), "no Knight can move to d4");
    assert_eq!(
        e("b12"),
        "illegal: b12: a pawn reaching the far rank must promote: b12=Q, b12=R, b12=B or b12=N"
    );
    assert_eq!(e(""), "no move typed");
    assert!(e("hello").contains("not"));
    // A placement typed in the fight (a player still thinking of the deployment, or a
    // deployment puzzle's answer given to a fight puzzle) is named as one.
    assert_eq!(
        e("r@a1"),
        "\"r@a1\" places a piece, as in the deployment; the fight takes moves (like e2e4, Nf3, exd5)"
    );
    assert_eq!(
        notation::read("@c3"),
        Err(MoveTextError::Placement { text: "@c3".into() })
    );
    assert_eq!(
        e("Zz9"),
        "\"Zz9\": \"z9\" is not a square: bad file 'z' in square name (files are a to l on 12×12, a to h on 8×8, a to f on 6×6)"
    );
    // Said for either board: the file names no board's range.
    assert!(
        e("NE4").ends_with("\"E4\": files are written in small letters (e4)"),
        "{}",
        e("NE4")
    );
    let pos = position(
        Side::Blue,
        &["Kg1", "kg12", "ne5", "Re1", "Pd4"],
        &["e5", "c5"],
    );
    let e = |t: &str| notation::parse_move(&pos, t).unwrap_err().to_string();
    assert_eq!(
        e("Rxe5"),
        "illegal: Rxe5: a Rook can't capture a Knight on a plinth"
    );
    assert_eq!(
        e("dxe5"),
        "illegal: dxe5: a Pawn can't capture a Knight on a plinth"
    );
    let pos = position(Side::Blue, &["Kg1", "kg12", "Pd4"], &["d5"]);
    assert_eq!(
        notation::parse_move(&pos, "d5").unwrap_err().to_string(),
        "illegal: d5: a pawn can't move onto a plinth"
    );
}

#[test]
fn reading_needs_no_position() {
    assert_eq!(notation::read("e2e4"), Ok(MoveText::Long(mv("e2e4"))));
    assert_eq!(
        notation::read("Rb11c11"),
        Ok(MoveText::Short {
            role: Role::Rook,
            file: Some(1),
            rank: Some(10),
            capture: false,
            to: sq("c11"),
            promotion: None,
        })
    );
    assert_eq!(
        notation::read("axb12=N#"),
        Ok(MoveText::Short {
            role: Role::Pawn,
            file: Some(0),
            rank: None,
            capture: true,
            to: sq("b12"),
            promotion: Some(Role::Knight),
        })
    );
}

#[test]
fn short_notation_round_trips_on_reference_positions() {
    for line in include_str!("data/12x12.jsonl")
        .lines()
        .chain(include_str!("data/6x6.jsonl").lines())
    {
        let sfen = line
            .split("\"sfen\": \"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        let pos = Position::from_sfen(sfen).unwrap();
        for m in pos.legal_moves() {
            let s = notation::to_short(&pos, m);
            assert_eq!(notation::parse_move(&pos, &s), Ok(m), "{sfen}: {s}");
            assert_eq!(notation::parse_move(&pos, &m.to_string()), Ok(m));
        }
    }
}

mod never_panics {
    use proptest::prelude::*;
    use shuuro::rules::notation;
    use shuuro::rules::{Move, Position};

    proptest! {
        #[test]
        fn move_parsers_never_panic_on_arbitrary_text(s in ".{0,24}") {
            let pos = Position::from_sfen("1rnkb1/pp1_.pp/6/6/PP_.P1P/RBK1N1 b - 17").unwrap();
            let _ = s.parse::<Move>();
            let _ = notation::read(&s);
            let _ = notation::parse_move(&pos, &s);
        }

        #[test]
        fn move_parsers_never_panic_on_move_like_text(s in "[KQRBNPa-nx0-9=+#]{0,10}") {
            let pos = Position::from_sfen(
                "rrnkqrbbbqnn/p_.pppppppppp/4p3_.3/12/4_.7/10_.1/12/4_.7/12/7_.1P2/PP_.PPPPPPPPP/QRBNRBKBNR_NQ b - 49",
            )
            .unwrap();
            let _ = s.parse::<Move>();
            if let Ok(m) = notation::parse_move(&pos, &s) {
                prop_assert!(pos.is_legal(m));
            }
        }
    }
}

/// A typed placement names its piece in either case (the side is the one placing) or
/// none (the piece chosen), and a square; what is wrong is said part by part.
#[test]
fn typed_placements_read_and_say_what_is_wrong() {
    use notation::{PlacementTextError, read_placement};
    use shuuro::rules::square::ParseSquareError;
    let ok = [
        ("Q@e1", Some(Role::Queen), "e1"),
        ("q@e1", Some(Role::Queen), "e1"),
        ("Qe1", Some(Role::Queen), "e1"),
        ("be1", Some(Role::Bishop), "e1"),
        (" N@l12 ", Some(Role::Knight), "l12"),
        ("e1", None, "e1"),
        ("b12", None, "b12"),
        ("@c3", None, "c3"),
    ];
    for (text, role, square) in ok {
        assert_eq!(read_placement(text), Ok((role, sq(square))), "{text}");
    }
    let bad = [
        ("", PlacementTextError::Empty),
        ("  ", PlacementTextError::Empty),
        ("Z@e1", PlacementTextError::NotAPiece("Z".into())),
        ("Ze1", PlacementTextError::NotAPiece("Z".into())),
        ("Queen@e1", PlacementTextError::NotAPiece("Queen".into())),
        (
            "Q@z9",
            PlacementTextError::NotASquare {
                text: "z9".into(),
                source: ParseSquareError::BadFile('z'),
            },
        ),
        (
            "Q@",
            PlacementTextError::NotASquare {
                text: "".into(),
                source: ParseSquareError::Empty,
            },
        ),
        (
            "b13",
            PlacementTextError::NotASquare {
                text: "b13".into(),
                source: ParseSquareError::BadRank("13".into()),
            },
        ),
        (
            "Rc0",
            PlacementTextError::NotASquare {
                text: "c0".into(),
                source: ParseSquareError::BadRank("0".into()),
            },
        ),
        (
            "hello",
            PlacementTextError::Unreadable {
                text: "hello".into(),
            },
        ),
    ];
    for (text, want) in bad {
        assert_eq!(read_placement(text), Err(want), "{text:?}");
    }
    assert_eq!(
        read_placement("Q@z9").unwrap_err().to_string(),
        "\"z9\" is not a square: bad file 'z' in square name (files are a to l on 12×12, a to h on 8×8, a to f on 6×6)"
    );
    assert_eq!(
        read_placement("Ze1").unwrap_err().to_string(),
        "\"Z\" is not a piece (K, Q, R, B, N, P, or C, A, G)"
    );
    assert_eq!(
        read_placement("hello").unwrap_err().to_string(),
        "\"hello\" is not a placement (try Q@e1, Qe1, or e1 for the piece chosen)"
    );
}
