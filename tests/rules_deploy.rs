//! Phase 3 (RULES.md): deployment order, squares, refusals, both board sizes, both sides.

use proptest::prelude::*;
use shuuro::rules::deploy::{
    Deployment, PlaceError, SquareList, king_squares, row_squares, serious_business_first,
};
use shuuro::rules::plinths::{PlinthRoll, plinths_from_rolls, roll_schedule};
use shuuro::rules::sfen;
use shuuro::rules::{Army, Bitboard, Board, BoardSize, BySide, Piece, Role, Setup, Side, Square};

mod common;
use common::*;

const BLUE: Side = Side::Blue;
const RED: Side = Side::Red;
const TWELVE: BoardSize = BoardSize::Twelve;
const SIX: BoardSize = BoardSize::Six;

fn list(b: Bitboard) -> String {
    SquareList::from(b).to_string()
}

fn refuse(d: &Deployment, placement: &str) -> String {
    let (piece, square) = placement.split_once('@').unwrap();
    let piece = Piece::from_char(piece.chars().next().unwrap()).unwrap();
    let mut d2 = d.clone();
    let e = d2.place(piece, sq(square)).unwrap_err();
    assert_eq!(&d2, d, "a refused placement changes nothing");
    e.to_string()
}

#[test]
fn deploy_order_first_king_then_other_king_then_alternate() {
    let mut d = deployment(TWELVE, "", "KQR", "KNP", RED);
    assert_eq!(d.turn(), Some(RED));
    assert_eq!(refuse(&d, "K@f1"), "it is Red's turn");
    place_all(&mut d, "k@g12");
    assert_eq!(d.turn(), Some(BLUE));
    assert_eq!(refuse(&d, "n@a12"), "it is Blue's turn");
    place_all(&mut d, "K@f1");
    assert_eq!(d.turn(), Some(RED));
    place_all(&mut d, "n@a12 Q@a1 p@a11 R@b1");
    assert!(d.is_complete());
    assert_eq!(d.turn(), None);
    assert_eq!(d.ply(), 7);
    assert_eq!(refuse(&d, "P@a2"), "the deployment is over");
}

#[test]
fn deploy_when_one_side_has_nothing_left_the_other_places_the_rest() {
    let mut d = deployment(TWELVE, "", "KQRBN", "KN", BLUE);
    place_all(&mut d, "K@e1 k@e12 Q@a1 n@a12");
    assert_eq!(d.finished_first(), Some(RED));
    for p in ["R@b1", "B@c1", "N@d1"] {
        assert_eq!(d.turn(), Some(BLUE));
        place_all(&mut d, p);
    }
    assert!(d.is_complete());
    assert_eq!(d.finished_first(), Some(RED));
}

#[test]
fn deploy_finished_first_for_serious_business() {
    let mut d = deployment(SIX, "", "KR", "KRN", BLUE);
    assert_eq!(d.finished_first(), None);
    place_all(&mut d, "K@c1 k@c6 R@a1");
    assert_eq!(d.finished_first(), Some(BLUE));
    place_all(&mut d, "r@a6 n@b6");
    assert_eq!(d.finished_first(), Some(BLUE));
}

#[test]
fn deploy_king_is_placed_first() {
    let d = deployment(TWELVE, "", "KQ", "K", BLUE);
    assert_eq!(refuse(&d, "Q@a1"), "the King is placed first");
    assert!(d.legal_squares(Role::Queen).is_empty());
    assert_eq!(d.placeable_roles(), vec![Role::King]);
}

#[test]
fn deploy_king_on_central_squares_of_row_1_on_12x12() {
    let mut d = deployment(TWELVE, "", "KQ", "KQ", BLUE);
    assert_eq!(list(d.legal_squares(Role::King)), "d1, e1, f1, g1, h1, i1");
    assert_eq!(
        refuse(&d, "K@c1"),
        "the King goes on one of the central squares d1–i1"
    );
    assert_eq!(
        refuse(&d, "K@j1"),
        "the King goes on one of the central squares d1–i1"
    );
    assert_eq!(
        refuse(&d, "K@e2"),
        "the King goes on one of the central squares d1–i1"
    );
    place_all(&mut d, "K@i1");
    assert_eq!(
        list(d.legal_squares(Role::King)),
        "d12, e12, f12, g12, h12, i12"
    );
    assert_eq!(
        refuse(&d, "k@l12"),
        "the King goes on one of the central squares d12–i12"
    );
    place_all(&mut d, "k@d12");
}

#[test]
fn deploy_king_not_on_a_plinth() {
    let d = deployment(TWELVE, "e1 f1", "K", "K", BLUE);
    assert_eq!(list(d.legal_squares(Role::King)), "d1, g1, h1, i1");
    assert_eq!(
        refuse(&d, "K@e1"),
        "a King may not stand on a plinth (only a Knight may)"
    );
}

#[test]
fn deploy_king_in_the_castle_any_square_of_row_1() {
    let mut d = Deployment::new(
        Board::with_plinths(TWELVE, squares("b1")),
        BySide::new(army("K"), army("K")),
        BLUE,
        true,
    );
    assert_eq!(d.legal_squares(Role::King).count(), 11);
    assert_eq!(refuse(&d, "K@a2"), "the King goes on row 1 (a1–l1)");
    place_all(&mut d, "K@a1 k@l12");
}

#[test]
fn deploy_mini_king_on_any_square_of_row_1() {
    let mut d = deployment(SIX, "", "K", "K", BLUE);
    assert_eq!(list(d.legal_squares(Role::King)), "a1, b1, c1, d1, e1, f1");
    assert_eq!(refuse(&d, "K@a2"), "the King goes on row 1 (a1–f1)");
    place_all(&mut d, "K@a1");
    assert_eq!(list(d.legal_squares(Role::King)), "a6, b6, c6, d6, e6, f6");
    place_all(&mut d, "k@f6");
}

#[test]
fn deploy_refuses_a_piece_not_in_hand() {
    let d = deployment(TWELVE, "", "KR", "K", BLUE);
    assert_eq!(refuse(&d, "Q@e1"), "Blue has no Queen left to place");
    assert!(d.legal_squares(Role::Queen).is_empty());
    let mut d = d;
    place_all(&mut d, "K@e1");
    assert_eq!(
        refuse(&d, "k@k12"),
        "the King goes on one of the central squares d12–i12"
    );
    assert_eq!(refuse(&d, "b@a12"), "Red has no Bishop left to place");
}

#[test]
fn deploy_noble_goes_on_lowest_row_with_room() {
    let mut d = deployment(TWELVE, "", "KRRRRRRRRRRRRR", "K", BLUE);
    place_all(&mut d, "K@d1 k@d12 R@a1 R@e1");
    // Row 1 has room: a2 is refused and names the squares left.
    assert_eq!(
        refuse(&d, "R@a2"),
        "row 1 still has room for a Rook (b1, c1, f1, g1, h1, i1, j1, k1, l1)"
    );
    place_all(&mut d, "R@b1 R@c1 R@f1 R@g1 R@h1 R@i1 R@j1 R@k1");
    assert_eq!(refuse(&d, "R@a2"), "row 1 still has room for a Rook (l1)");
    assert_eq!(list(d.legal_squares(Role::Rook)), "l1");
    place_all(&mut d, "R@l1");
    assert_eq!(d.legal_squares(Role::Rook), row_squares(TWELVE, BLUE, 2));
}

#[test]
fn deploy_red_rows_are_ranks_12_11_10() {
    assert_eq!(
        list(row_squares(TWELVE, RED, 1)),
        list(squares("a12 b12 c12 d12 e12 f12 g12 h12 i12 j12 k12 l12"))
    );
    assert_eq!(row_squares(TWELVE, RED, 3), Bitboard::rank(9));
    let mut d = deployment(TWELVE, "", "K", &format!("K{}P", "Q".repeat(11)), BLUE);
    place_all(&mut d, "K@e1 k@e12");
    for f in ["a", "b", "c", "d", "f", "g", "h", "i", "j", "k"] {
        place_all(&mut d, &format!("q@{f}12"));
    }
    assert_eq!(
        refuse(&d, "q@a11"),
        "row 12 still has room for a Queen (l12)"
    );
    place_all(&mut d, "q@l12");
    // The only pawn goes on Red's row 2 = row 11; row 10 (Red's row 3) is refused while
    // row 11 has room. Messages number rows as the board labels them.
    assert_eq!(
        list(d.legal_squares(Role::Pawn)),
        list(row_squares(TWELVE, RED, 2))
    );
    assert!(refuse(&d, "p@a10").starts_with("row 11 still has room for a Pawn (a11, b11"));
    assert_eq!(
        refuse(&d, "p@a9"),
        "a9 is beyond Red's first three rows (10–12)"
    );
    place_all(&mut d, "p@c11");
    assert!(d.is_complete());
}

#[test]
fn deploy_mini_red_rows_are_ranks_6_5_4() {
    assert_eq!(row_squares(SIX, RED, 1), squares("a6 b6 c6 d6 e6 f6"));
    assert_eq!(row_squares(SIX, RED, 2), squares("a5 b5 c5 d5 e5 f5"));
    assert_eq!(row_squares(SIX, RED, 3), squares("a4 b4 c4 d4 e4 f4"));
    let mut d = deployment(SIX, "", "K", "KNNNNNNP", BLUE);
    place_all(&mut d, "K@a1 k@a6 n@b6 n@c6 n@d6 n@e6 n@f6");
    assert_eq!(
        list(d.legal_squares(Role::Knight)),
        "a5, b5, c5, d5, e5, f5"
    );
    place_all(&mut d, "n@c5");
    assert_eq!(refuse(&d, "p@c5"), "c5 is occupied");
    assert_eq!(
        refuse(&d, "p@c3"),
        "c3 is beyond Red's first three rows (4–6)"
    );
    assert_eq!(
        refuse(&d, "p@c4"),
        "row 5 still has room for a Pawn (a5, b5, d5, e5, f5)"
    );
}

#[test]
fn deploy_pawns_come_after_all_nobles() {
    let mut d = deployment(TWELVE, "", "KBP", "K", BLUE);
    place_all(&mut d, "K@e1 k@e12");
    assert_eq!(refuse(&d, "P@a2"), "pawns come after all nobles");
    assert!(d.legal_squares(Role::Pawn).is_empty());
    place_all(&mut d, "B@a1");
    assert_eq!(
        list(d.legal_squares(Role::Pawn)),
        list(row_squares(TWELVE, BLUE, 2))
    );
}

#[test]
fn deploy_pawn_never_on_row_1_even_with_room() {
    let mut d = deployment(TWELVE, "", "KPP", "K", BLUE);
    place_all(&mut d, "K@e1 k@e12");
    assert_eq!(
        refuse(&d, "P@a1"),
        "a pawn may not stand on row 1, Blue's first"
    );
    assert!(!d.legal_squares(Role::Pawn).contains(sq("a1")));
    place_all(&mut d, "P@a2");
}

#[test]
fn deploy_pawn_row_3_only_when_row_2_is_full() {
    let mut d = deployment(SIX, "b2", "KPPPPPP", "K", BLUE);
    place_all(&mut d, "K@c1 k@c6 P@a2 P@c2 P@d2 P@e2");
    assert_eq!(refuse(&d, "P@a3"), "row 2 still has room for a Pawn (f2)");
    place_all(&mut d, "P@f2");
    // b2 is a plinth: no room for a pawn on row 2 any more.
    assert_eq!(d.legal_squares(Role::Pawn), row_squares(SIX, BLUE, 3));
    assert_eq!(
        refuse(&d, "P@b2"),
        "a Pawn may not stand on a plinth (only a Knight may)"
    );
    place_all(&mut d, "P@b3");
}

#[test]
fn deploy_never_beyond_row_3() {
    let mut d = deployment(TWELVE, "", "KQ", "KQ", BLUE);
    place_all(&mut d, "K@e1 k@e12");
    for p in ["Q@a4", "Q@a12"] {
        let square = &p[2..];
        let want = format!("{square} is beyond Blue's first three rows (1–3)");
        assert_eq!(refuse(&d, p), want);
    }
    place_all(&mut d, "Q@a1");
    // Red is told its own rows in the board's numbers, not "row 3" (its row 3 is row 10).
    for p in ["q@a9", "q@a1"] {
        let square = &p[2..];
        let want = format!("{square} is beyond Red's first three rows (10–12)");
        assert_eq!(refuse(&d, p), want);
    }
}

#[test]
fn deploy_only_a_knight_may_stand_on_a_plinth() {
    let mut d = deployment(TWELVE, "a1 b1", "KRN", "K", BLUE);
    place_all(&mut d, "K@e1 k@e12");
    assert_eq!(
        refuse(&d, "R@a1"),
        "a Rook may not stand on a plinth (only a Knight may)"
    );
    assert!(!d.legal_squares(Role::Rook).contains(sq("a1")));
    assert!(d.legal_squares(Role::Knight).contains(sq("a1")));
    place_all(&mut d, "N@a1");
}

#[test]
fn deploy_a_plinth_is_room_for_a_knight_but_not_for_others() {
    // Row 1 full except the plinth b1; row 2 has a plinth at c2.
    let mut d = deployment(TWELVE, "b1 c2", "KNRQQQQQQQQQQ", "K", BLUE);
    place_all(
        &mut d,
        "K@e1 k@e12 Q@a1 Q@c1 Q@d1 Q@f1 Q@g1 Q@h1 Q@i1 Q@j1 Q@k1 Q@l1",
    );
    // The Rook: row 1 has only a plinth left, so it goes on row 2 (not the plinth c2).
    assert_eq!(
        d.legal_squares(Role::Rook),
        row_squares(TWELVE, BLUE, 2).without(sq("c2"))
    );
    // The Knight: the free plinth b1 is room in row 1, so row 2 (even its plinth) is refused.
    assert_eq!(list(d.legal_squares(Role::Knight)), "b1");
    assert_eq!(refuse(&d, "N@c2"), "row 1 still has room for a Knight (b1)");
    place_all(&mut d, "R@a2");
    place_all(&mut d, "N@b1");
}

#[test]
fn deploy_knight_may_take_a_row_2_plinth_once_row_1_is_full() {
    let mut d = deployment(SIX, "c2", "KNQQQQQ", "K", BLUE);
    place_all(&mut d, "K@a1 k@a6 Q@b1 Q@c1 Q@d1 Q@e1 Q@f1");
    assert_eq!(d.legal_squares(Role::Knight), row_squares(SIX, BLUE, 2));
    place_all(&mut d, "N@c2");
}

#[test]
fn deploy_has_no_check_rules() {
    // The Blue Rook may be placed on the Red King's file and nothing forces Red to block.
    let mut d = deployment(SIX, "", "KR", "KQ", BLUE);
    place_all(&mut d, "K@a1 k@d6 R@d1");
    assert!(d.legal_squares(Role::Queen).contains(sq("a6")));
    place_all(&mut d, "q@a6");
    assert!(d.is_complete());
}

#[test]
fn deploy_square_must_be_on_the_board() {
    let d = deployment(SIX, "", "K", "K", BLUE);
    assert_eq!(refuse(&d, "K@g1"), "g1 is not on the 6×6 board");
}

#[test]
fn deploy_refusal_messages_are_exact() {
    let cases = [
        (PlaceError::NotYourTurn(RED), "it is Red's turn"),
        (
            PlaceError::NotInHand {
                side: BLUE,
                role: Role::Queen,
            },
            "Blue has no Queen left to place",
        ),
        (PlaceError::KingFirst, "the King is placed first"),
        (
            PlaceError::KingNotCentral {
                first: sq("d1"),
                last: sq("i1"),
            },
            "the King goes on one of the central squares d1–i1",
        ),
        (
            PlaceError::LowerRowHasRoom {
                row: 1,
                role: Role::Rook,
                squares: SquareList(vec![sq("b1"), sq("c1")]),
            },
            "row 1 still has room for a Rook (b1, c1)",
        ),
        (PlaceError::PawnsAfterNobles, "pawns come after all nobles"),
        (
            PlaceError::PawnOnRow1 {
                side: RED,
                size: TWELVE,
            },
            "a pawn may not stand on row 12, Red's first",
        ),
        (
            PlaceError::KingNotOnRow1 {
                first: sq("a6"),
                last: sq("f6"),
            },
            "the King goes on row 6 (a6–f6)",
        ),
        (
            PlaceError::OnPlinth {
                role: Role::Rook,
                may: shuuro::rules::role::RoleSet::EMPTY.with(Role::Knight),
            },
            "a Rook may not stand on a plinth (only a Knight may)",
        ),
        (
            PlaceError::BeyondRow3 {
                square: sq("e5"),
                side: BLUE,
                size: SIX,
            },
            "e5 is beyond Blue's first three rows (1–3)",
        ),
        (PlaceError::Occupied(sq("c5")), "c5 is occupied"),
    ];
    for (e, text) in cases {
        assert_eq!(e.to_string(), text);
    }
}

#[test]
fn deploy_stuck_when_no_square_is_left_for_the_king() {
    // Jungle plinths on every central square of Blue's row 1.
    let d = deployment(TWELVE, "d1 e1 f1 g1 h1 i1", "KQ", "K", BLUE);
    assert_eq!(d.turn(), Some(BLUE));
    assert!(!d.is_complete());
    assert!(d.legal_placements().is_empty());
    let e = d.stuck().unwrap();
    assert_eq!(
        e,
        PlaceError::Stuck {
            side: BLUE,
            roles: vec![Role::King, Role::Queen]
        }
    );
    assert_eq!(
        e.to_string(),
        "Blue can't place any of its pieces in hand (King, Queen): no legal square is left"
    );
}

#[test]
fn deploy_stuck_when_rows_1_to_3_are_full() {
    // 19 pieces on a 6×6 side of 18 squares (an army no roster allows, but no panic or hang).
    let mut d = deployment(SIX, "", &format!("K{}", "R".repeat(18)), "K", BLUE);
    assert_eq!(d.stuck(), None);
    let mut n = 0;
    while let Some(&(piece, square)) = d.legal_placements().first() {
        d.place(piece, square).unwrap();
        n += 1;
    }
    assert_eq!(n, 19); // both Kings and 17 Rooks
    assert_eq!(d.turn(), Some(BLUE));
    assert_eq!(
        d.stuck(),
        Some(PlaceError::Stuck {
            side: BLUE,
            roles: vec![Role::Rook]
        })
    );
}

#[test]
fn deploy_not_stuck_when_complete() {
    let mut d = deployment(SIX, "", "K", "K", RED);
    place_all(&mut d, "k@a6 K@a1");
    assert_eq!(d.stuck(), None);
    assert!(d.legal_placements().is_empty());
}

#[test]
fn deploy_legal_placements_list_every_piece_and_square() {
    let mut d = deployment(SIX, "b1", "KQN", "K", BLUE);
    place_all(&mut d, "K@a1 k@a6");
    let p = d.legal_placements();
    // Queen: c1–f1 (b1 is a plinth); Knight: b1–f1.
    assert_eq!(p.len(), 4 + 5);
    assert!(p.contains(&(Piece::new(BLUE, Role::Knight), sq("b1"))));
    assert!(!p.contains(&(Piece::new(BLUE, Role::Queen), sq("b1"))));
}

#[test]
fn deploy_to_setup_and_back() {
    let mut d = deployment(TWELVE, "c1 h11", "KQRN", "KRP", BLUE);
    let s = d.to_setup();
    assert_eq!((s.turn, s.ply), (BLUE, 1));
    assert_eq!(Deployment::from_setup(&s, false), Ok(d.clone()));
    place_all(&mut d, "K@e1 k@e12 N@c1 r@a12");
    let s = d.to_setup();
    assert_eq!((s.turn, s.ply), (BLUE, 5));
    assert_eq!(s.hands.blue, army("QR"));
    assert_eq!(Deployment::from_setup(&s, false), Ok(d.clone()));
    place_all(&mut d, "Q@a1 p@a11 R@b1");
    assert_eq!(d.finished_first(), Some(RED));
    let back = Deployment::from_setup(&d.to_setup(), false).unwrap();
    assert!(back.is_complete());
    assert_eq!(back.board(), d.board());
    assert_eq!(back.ply(), 8);
}

#[test]
fn deploy_from_setup_infers_who_finished_first() {
    let mut d = deployment(SIX, "", "KRR", "K", BLUE);
    place_all(&mut d, "K@a1 k@a6 R@b1");
    let back = Deployment::from_setup(&d.to_setup(), false).unwrap();
    assert_eq!(back, d);
    assert_eq!(back.finished_first(), Some(RED));
}

fn setup(
    size: BoardSize,
    plinths: &str,
    pieces: &str,
    blue: &str,
    red: &str,
    turn: Side,
    ply: u32,
) -> Setup {
    let mut board = Board::with_plinths(size, squares(plinths));
    for p in pieces.split_whitespace() {
        let (piece, square) = p.split_once('@').unwrap();
        board.put(
            sq(square),
            Piece::from_char(piece.chars().next().unwrap()).unwrap(),
        );
    }
    Setup {
        board,
        hands: BySide::new(army(blue), army(red)),
        turn,
        ply,
    }
}

fn setup_errors(s: &Setup) -> Vec<String> {
    match Deployment::from_setup(s, false) {
        Ok(_) => vec![],
        Err(e) => e.0.iter().map(|x| x.to_string()).collect(),
    }
}

#[test]
fn deploy_from_setup_reports_pieces_beyond_row_3_and_on_plinths() {
    let s = setup(
        TWELVE,
        "c11",
        "K@e1 k@e12 R@e5 r@c11 n@c10",
        "Q",
        "Q",
        BLUE,
        6,
    );
    assert_eq!(
        setup_errors(&s),
        vec![
            "the Blue Rook on e5 stands beyond Blue's first three rows (1–3)",
            "the Red Knight on c10 stands on row 10 while row 12 still has room for it (a12, b12, c12, d12, f12, g12, h12, i12, j12, k12, l12)",
            "the Red Rook on c11 stands on a plinth (only a Knight may)",
            "the Red Rook on c11 stands on row 11 while row 12 still has room for it (a12, b12, c12, d12, f12, g12, h12, i12, j12, k12, l12)",
        ]
    );
}

#[test]
fn deploy_from_setup_reports_kings() {
    let s = setup(SIX, "", "K@a2", "Q", "Q", BLUE, 2);
    assert_eq!(
        setup_errors(&s),
        vec![
            "the Blue King on a2 is not on row 1 (a1–f1)",
            "Red has no King, neither on the board nor in hand",
            "Blue is to place, but Blue has placed 1 and Red 0 (players alternate, one piece at a time)",
        ]
    );
    let s = setup(TWELVE, "", "K@a1 k@e12", "K", "", BLUE, 3);
    assert_eq!(
        setup_errors(&s),
        vec![
            "the Blue King on a1 is not on a central square d1–i1",
            "Blue has 2 Kings (board and hand together)",
        ]
    );
    let s = setup(TWELVE, "", "Q@a1", "K", "K", RED, 2);
    assert_eq!(
        setup_errors(&s),
        vec!["Blue has placed pieces while its King is still in hand (the King is placed first)"]
    );
}

#[test]
fn deploy_from_setup_reports_pawn_and_row_order() {
    let s = setup(TWELVE, "", "K@e1 k@e12 P@a2 R@b2 r@a12", "Q", "QR", RED, 6);
    let errors = setup_errors(&s);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!(
        errors[0],
        "the Blue Pawn on a2 was placed while nobles are still in hand (pawns come after all nobles)"
    );
    assert!(errors[1].starts_with(
        "the Blue Rook on b2 stands on row 2 while row 1 still has room for it (a1, b1, c1"
    ));
    let s = setup(SIX, "", "K@a1 k@a6 P@a1", "", "", BLUE, 4);
    assert!(
        setup_errors(&s).contains(
            &"the Blue Pawn on a1 stands on Blue's first row (a pawn may not)".to_string()
        )
    );
}

#[test]
fn deploy_from_setup_reports_turn_and_ply() {
    let s = setup(SIX, "", "K@a1 k@a6", "", "Q", BLUE, 3);
    assert_eq!(
        setup_errors(&s),
        vec!["Blue is to place but has nothing in hand while Red has"]
    );
    let s = setup(SIX, "", "K@a1 k@a6", "Q", "Q", BLUE, 7);
    assert_eq!(
        setup_errors(&s),
        vec!["ply 7 does not match 2 placed pieces (a deployment's ply is placements + 1)"]
    );
    let s = setup(SIX, "", "K@a1 k@a6 Q@b1 R@c1", "N", "N", RED, 5);
    assert_eq!(
        setup_errors(&s),
        vec![
            "Red is to place, but Blue has placed 3 and Red 1 (players alternate, one piece at a time)"
        ]
    );
    // Blue placed one more (second deployer after a run-out is fine when Red's hand is empty).
    let s = setup(SIX, "", "K@a1 k@a6 Q@b1 R@c1 r@b6", "N", "", BLUE, 6);
    assert_eq!(setup_errors(&s), Vec::<String>::new());
    assert_eq!(
        Deployment::from_setup(&s, false).unwrap().turn(),
        Some(BLUE)
    );
}

#[test]
fn deploy_from_setup_king_in_the_castle() {
    let s = setup(TWELVE, "", "K@a1 k@l12", "", "", BLUE, 3);
    assert!(Deployment::from_setup(&s, true).is_ok());
    assert_eq!(setup_errors(&s).len(), 2);
}

#[test]
fn deploy_king_squares_helper() {
    assert_eq!(
        king_squares(TWELVE, BLUE, false),
        squares("d1 e1 f1 g1 h1 i1")
    );
    assert_eq!(king_squares(SIX, RED, false), row_squares(SIX, RED, 1));
}

#[test]
fn deploy_from_sfen_start_of_deployment() {
    let s = sfen::parse(
        "12/1_.10/8_.3/12/4_.7/10_.1/12/4_.7/12/7_.4/2_.9/10_.1 w k2q3r3b3n12pK2Q3R3B3N12P 1",
    )
    .unwrap();
    let mut d = Deployment::from_setup(&s, false).unwrap();
    assert_eq!(d.turn(), Some(BLUE));
    assert_eq!(d.placeable_roles(), vec![Role::King]);
    assert_eq!(list(d.legal_squares(Role::King)), "d1, e1, f1, g1, h1, i1");
    place_all(&mut d, "K@f1 k@g12 Q@e1");
    assert_eq!(
        sfen::write(&d.to_setup()),
        "6k5/1_.10/8_.3/12/4_.7/10_.1/12/4_.7/12/7_.4/2_.9/4QK4_.1 b 2q3r3b3n12pQ3R3B3N12P 4"
    );
}

#[test]
fn deploy_from_sfen_complete_mini_deployment() {
    let s = sfen::parse("1rnkb1/pp1_.pp/6/6/PP_.P1P/RBK1N1 b - 17").unwrap();
    let d = Deployment::from_setup(&s, false).unwrap();
    assert!(d.is_complete());
    assert_eq!(d.stuck(), None);
}

#[test]
fn deploy_from_sfen_reports_a_rook_on_a_plinth() {
    let s = sfen::parse("k5/6/6/6/6/K_R4 b r 4").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        setup_errors(&s),
        vec!["the Blue Rook on b1 stands on a plinth (only a Knight may)"]
    );
}

#[test]
fn deploy_serious_business_more_pieces_deploys_first_dice_on_a_tie() {
    let hands = |b: &str, r: &str| BySide::new(army(b), army(r));
    assert_eq!(serious_business_first(&hands("KPP", "KQ")), Some(BLUE));
    assert_eq!(serious_business_first(&hands("KQ", "KNN")), Some(RED));
    assert_eq!(serious_business_first(&hands("KQ", "KN")), None);
}

// ---- property test: random armies, random plinths, random legal placements ----

fn check_placed(d: &Deployment, piece: Piece, square: Square, king_anywhere: bool) {
    let size = d.board().size();
    let row = square.row_of(piece.side, size);
    assert!(size.contains(square));
    assert!((1..=3).contains(&row), "{piece} on {square}");
    if piece.role != Role::Knight {
        assert!(
            !d.board().plinths().contains(square),
            "{piece} on plinth {square}"
        );
    }
    match piece.role {
        Role::King => assert!(king_squares(size, piece.side, king_anywhere).contains(square)),
        Role::Pawn => assert!(row >= 2),
        _ => {}
    }
}

fn random_army(counts: &[u8; 5], size: BoardSize) -> Army {
    let mut a = Army::EMPTY;
    a.set(Role::King, 1);
    let cap = if size == TWELVE { 3 } else { 2 };
    for (i, role) in [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ]
    .into_iter()
    .enumerate()
    {
        a.set(role, counts[i] % (cap * 4));
    }
    a
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn deploy_random_legal_placements_always_complete_or_report_stuck(
        twelve in any::<bool>(),
        blue in any::<[u8; 5]>(),
        red in any::<[u8; 5]>(),
        per_quadrant in 1u32..6,
        dice in proptest::collection::vec((1u8..=6, 1u8..=6), 24),
        choices in proptest::collection::vec(any::<u32>(), 80),
        first_red in any::<bool>(),
        king_anywhere in any::<bool>(),
    ) {
        let size = if twelve { TWELVE } else { SIX };
        let rolls: Vec<PlinthRoll> = roll_schedule(size, per_quadrant)
            .into_iter()
            .zip(dice.iter().cycle())
            .map(|((by, quadrant), &(column, row))| PlinthRoll { by, quadrant, column, row })
            .collect();
        let (plinths, _) = plinths_from_rolls(size, per_quadrant, &rolls).unwrap();
        let hands = BySide::new(random_army(&blue, size), random_army(&red, size));
        let total = hands.blue.total() + hands.red.total();
        let first = if first_red { RED } else { BLUE };
        let mut d = Deployment::new(Board::with_plinths(size, plinths), hands, first, king_anywhere);
        let mut placed = 0;
        for step in 0.. {
            prop_assert!(step <= total);
            let legal = d.legal_placements();
            if legal.is_empty() {
                prop_assert!(d.is_complete() || d.stuck().is_some());
                break;
            }
            prop_assert_eq!(d.stuck(), None);
            let (piece, square) = legal[choices[step as usize % choices.len()] as usize % legal.len()];
            let side = d.turn().unwrap();
            prop_assert_eq!(piece.side, side);
            // legal_squares agrees with check_place on every square of the board.
            for s in size.squares() {
                prop_assert_eq!(
                    d.check_place(piece, s).is_ok(),
                    d.legal_squares(piece.role).contains(s)
                );
            }
            d.place(piece, square).unwrap();
            placed += 1;
            check_placed(&d, piece, square, king_anywhere);
            prop_assert_eq!(d.ply(), placed + 1);
            // The state survives a round trip through an unchecked setup.
            let back = Deployment::from_setup(&d.to_setup(), king_anywhere);
            prop_assert!(back.is_ok(), "{:?}", back);
            // ... and through SFEN.
            let text = sfen::write(&d.to_setup());
            let back = Deployment::from_setup(&sfen::parse(&text).unwrap(), king_anywhere).unwrap();
            if !d.is_complete() {
                prop_assert_eq!(&back, &d);
            }
        }
        if d.is_complete() {
            prop_assert_eq!(placed, total);
            prop_assert!(d.finished_first().is_some());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Any placement attempt, legal or not, is answered without a panic, and accepted
    /// exactly when the square is among the legal squares of that piece.
    #[test]
    fn deploy_any_attempt_is_answered_and_agrees_with_legal_squares(
        twelve in any::<bool>(),
        attempts in proptest::collection::vec((any::<bool>(), 0usize..6, 0usize..144), 1..120),
    ) {
        let size = if twelve { TWELVE } else { SIX };
        let mut d = deployment(size, "b1 e2 k11 c5", "KQRBNPP", "KQRBNPP", BLUE);
        for (red, role, index) in attempts {
            let side = if red { RED } else { BLUE };
            let piece = Piece::new(side, Role::ALL[role]);
            let square = Square::from_index(index).unwrap();
            let legal = d.turn() == Some(side) && d.legal_squares(piece.role).contains(square);
            prop_assert_eq!(d.place(piece, square).is_ok(), legal);
        }
    }
}
