//! SFEN (FORMAT.md §4): reading, writing, round trips, precise errors, never a panic.

use proptest::prelude::*;
use shuuro::rules::sfen::{self, SfenError};
use shuuro::rules::{Army, Board, BoardSize, BySide, Piece, Position, Role, Setup, Side, Square};

#[test]
fn format_examples_round_trip() {
    for s in [
        "12/1_.10/8_.3/12/4_.7/10_.1/12/4_.7/12/7_.4/2_.9/10_.1 w k2q3r3b3n12pK2Q3R3B3N12P 1",
        "rrnkqrbbbqnn/p_.pppppppppp/4p3_.3/12/4_.7/10_.1/12/4_.7/12/7_.1P2/PP_.PPPPPPPPP/QRBNRBKBNR_NQ b - 49",
        "1rnkb1/pp1_.pp/6/6/PP_.P1P/RBK1N1 b - 17",
    ] {
        assert_eq!(sfen::write(&sfen::parse(s).unwrap()), s);
    }
}

#[test]
fn rank_one_of_the_format_example_reads_as_documented() {
    let s = sfen::parse(
        "rrnkqrbbbqnn/p_.pppppppppp/4p3_.3/12/4_.7/10_.1/12/4_.7/12/7_.1P2/PP_.PPPPPPPPP/QRBNRBKBNR_NQ b - 49",
    )
    .unwrap();
    let at = |n: &str| s.board.piece_at(n.parse::<Square>().unwrap());
    assert_eq!(at("a1"), Some(Piece::new(Side::Blue, Role::Queen)));
    assert_eq!(at("g1"), Some(Piece::new(Side::Blue, Role::King)));
    assert_eq!(at("k1"), Some(Piece::new(Side::Blue, Role::Knight)));
    assert!(s.board.plinths().contains("k1".parse().unwrap()));
    assert!(s.board.plinths().contains("b11".parse().unwrap()));
    assert_eq!(s.turn, Side::Red);
    assert_eq!(s.ply, 49);
    assert_eq!(s.board.size(), BoardSize::Twelve);
}

#[test]
fn hands_read_in_any_order_and_written_red_first() {
    let s = sfen::parse("6/6/6/6/6/6 w PN2qk2Q3pK 1").unwrap();
    assert_eq!(s.hands.blue.count(Role::Queen), 2);
    assert_eq!(s.hands.blue.count(Role::Pawn), 1);
    assert_eq!(s.hands.red.count(Role::Pawn), 3);
    assert_eq!(sfen::write(&s), "6/6/6/6/6/6 w k2q3pK2QNP 1");
}

#[test]
fn fields_after_the_fourth_are_ignored() {
    let s = sfen::parse("1rnkb1/pp1_.pp/6/6/PP_.P1P/RBK1N1 b - 17 extra 0 1").unwrap();
    assert_eq!(s.ply, 17);
}

#[test]
fn errors_say_what_and_where() {
    let e = |s: &str| sfen::parse(s).unwrap_err();
    assert_eq!(e(""), SfenError::Empty);
    assert_eq!(e("6/6/6/6/6/6"), SfenError::MissingField("side"));
    assert_eq!(e("6/6/6/6/6/6 w -"), SfenError::MissingField("ply"));
    assert_eq!(e("6/6/6/6/6 w - 1"), SfenError::RankCount(5));
    assert_eq!(
        e("6/6/2x3/6/6/6 w - 1"),
        SfenError::BadChar {
            rank: 4,
            column: 2,
            found: 'x'
        }
    );
    assert_eq!(
        e("6/6/6/6/6/3k3 w - 1"),
        SfenError::RankTooLong {
            rank: 1,
            column: 3,
            found: 7,
            expected: 6
        }
    );
    assert_eq!(
        e("6/5/6/6/6/6 w - 1"),
        SfenError::RankTooShort {
            rank: 5,
            found: 5,
            expected: 6
        }
    );
    assert_eq!(
        e("6/6/6/6/6/_x5 w - 1"),
        SfenError::BadPlinth {
            rank: 1,
            column: 1,
            found: "'x'".to_string()
        }
    );
    assert!(matches!(
        e("6/6/6/6/6/07 w - 1"),
        SfenError::BadNumber { rank: 1, .. }
    ));
    assert_eq!(e("6/6/6/6/6/6 x - 1"), SfenError::Side("x".into()));
    assert_eq!(
        e("6/6/6/6/6/6 w 2 1"),
        SfenError::HandDanglingCount("2".into())
    );
    assert_eq!(
        e("6/6/6/6/6/6 w 2x 1"),
        SfenError::HandChar { at: 2, found: 'x' }
    );
    assert_eq!(e("6/6/6/6/6/6 w - one"), SfenError::Ply("one".into()));
    assert_eq!(
        e("6/6/2x3/6/6/6 w - 1").to_string(),
        "SFEN: rank 4, character 2: 'x' is not a piece letter, a number or a plinth"
    );
}

#[test]
fn from_sfen_wraps_both_kinds_of_error() {
    let e = Position::from_sfen("6/6/6/6/6/6 w - 1")
        .unwrap_err()
        .to_string();
    assert_eq!(e, "not a fight position: Blue has no King; Red has no King");
    assert!(
        Position::from_sfen("6/6/6 w - 1")
            .unwrap_err()
            .to_string()
            .contains("3 ranks")
    );
}

fn arb_setup() -> impl Strategy<Value = Setup> {
    (
        prop_oneof![Just(BoardSize::Twelve), Just(BoardSize::Six)],
        prop::collection::vec((0u8..12, 0u8..12, 0u8..14), 0..60),
        prop::collection::vec(0u8..4, 12),
        any::<bool>(),
        0u32..10_000,
    )
        .prop_map(|(size, cells, hand, blue, ply)| {
            let n = size.len();
            let mut board = Board::empty(size);
            for (f, r, what) in cells {
                let sq = Square::new(f % n, r % n).unwrap();
                match what {
                    12 => board.set_plinth(sq, true),
                    13 => {
                        board.set_plinth(sq, true);
                        board.put(sq, Piece::new(Side::Red, Role::Knight));
                    }
                    k => {
                        let side = if k < 6 { Side::Blue } else { Side::Red };
                        board.put(sq, Piece::new(side, Role::ALL[k as usize % 6]));
                    }
                }
            }
            let mut hands = BySide::new(Army::EMPTY, Army::EMPTY);
            for (i, c) in hand.into_iter().enumerate() {
                let side = if i < 6 { Side::Blue } else { Side::Red };
                hands[side].set(Role::ALL[i % 6], c * 3);
            }
            Setup {
                board,
                hands,
                turn: if blue { Side::Blue } else { Side::Red },
                ply,
            }
        })
}

proptest! {
    #[test]
    fn sfen_write_then_parse_gives_the_same_setup(setup in arb_setup()) {
        let text = sfen::write(&setup);
        prop_assert_eq!(sfen::parse(&text), Ok(setup));
    }

    #[test]
    fn sfen_parse_never_panics_on_arbitrary_text(s in ".{0,200}") {
        let _ = sfen::parse(&s);
        let _ = Position::from_sfen(&s);
    }

    #[test]
    fn sfen_parse_never_panics_on_sfen_like_text(
        s in "[0-9kqrbnpKQRBNP_./]{0,90} [wbx] [-0-9kqrbnpKQRBNP]{0,12} [0-9]{0,4}"
    ) {
        if let Ok(setup) = sfen::parse(&s) {
            // What is read is written back the canonical way and reads the same.
            prop_assert_eq!(sfen::parse(&sfen::write(&setup)), Ok(setup.clone()));
            if let Ok(pos) = Position::from_setup(&setup) {
                let _ = pos.legal_moves();
                let _ = pos.outcome();
            }
        }
    }
}
