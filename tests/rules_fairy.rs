//! lishuuro's variants (docs/variants.md): the fairy pieces on every board and the 8×8
//! board, as the `shuuro` crate 1.1.8 plays them in strict mode, and its answers for
//! random positions of each new kind, checked in under `tests/data/oracle/`.

mod common;
use common::oracle::{Verdict, compare};
use common::*;

use shuuro::rules::deploy::Deployment;
use shuuro::rules::game::{Game, Phase, Rules, Step};
use shuuro::rules::illegal::IllegalReason;
use shuuro::rules::notation::{self, MoveTextError, PartError};
use shuuro::rules::plinths::{PlinthRoll, Quadrant};
use shuuro::rules::role::RoleSet;
use shuuro::rules::roster::{ArmyViolation, Roster};
use shuuro::rules::{Army, Board, BoardSize, BySide, Move, Piece, Position, Role, Side, sfen};

fn pos(s: &str) -> Position {
    Position::from_sfen(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The targets of the piece on `from`, as sorted square names.
fn targets(p: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves_from(sq(from))
        .into_iter()
        .map(|m| m.to.to_string())
        .collect();
    v.sort();
    v.dedup();
    v
}

fn names(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

#[test]
fn a_chancellor_slides_as_a_rook_leaps_as_a_knight_and_stops_on_the_first_plinth() {
    // The plinth on a5 stops the file; the Chancellor may end its slide on it.
    let p = pos("k11/12/12/12/12/12/12/_.11/12/12/12/C10K w - 60");
    assert_eq!(
        targets(&p, "a1"),
        names("a2 a3 a4 a5 b1 c1 d1 e1 f1 g1 h1 i1 j1 k1 b3 c2")
    );
    // An enemy Knight on the plinth: taken there, nothing beyond.
    let p = pos("k11/12/12/12/12/12/12/_n11/12/12/12/C10K w - 60");
    assert!(targets(&p, "a1").contains(&"a5".to_string()));
    assert!(!targets(&p, "a1").contains(&"a6".to_string()));
    assert!(p.is_capture(Move::new(sq("a1"), sq("a5"))));
}

#[test]
fn an_archbishop_slides_as_a_bishop_and_leaps_as_a_knight() {
    let p = pos("k7/8/8/_.7/8/8/8/A6K w - 60");
    assert_eq!(targets(&p, "a1"), names("b2 c3 d4 e5 f6 g7 h8 b3 c2"));
    // A plinth on the diagonal: it may stop on it, not pass it.
    let p = pos("k7/8/8/8/3_.4/8/8/A6K w - 60");
    assert_eq!(targets(&p, "a1"), names("b2 c3 d4 b3 c2"));
}

#[test]
fn a_giraffe_leaps_one_and_four_over_anything_and_onto_plinths() {
    // f1: one file and four ranks (e5, g5), four files and one rank (b2, j2), over the
    // pawns, onto the plinth on e5.
    let p = pos("k11/12/12/12/12/12/12/4_.7/12/12/4PPP5/5G5K w - 60");
    assert_eq!(targets(&p, "f1"), names("e5 g5 b2 j2"));
    // On 6×6 from b3 (where the crate's table breaks: see tests/common/oracle.rs).
    let p = pos("k5/6/6/1G4/6/K5 w - 60");
    assert_eq!(targets(&p, "b3"), names("f2 f4"));
}

#[test]
fn only_a_knight_or_a_fairy_piece_takes_a_piece_on_a_plinth() {
    // A Red Chancellor on a plinth at e5, attacked by a Rook, a Knight and a Giraffe.
    let p = pos("k7/8/8/4_c3/8/3N4/8/K2GR3 w - 60");
    let takes = |from: &str| {
        p.legal_moves_from(sq(from))
            .into_iter()
            .any(|m| m.to == sq("e5"))
    };
    assert!(!takes("e1"), "a Rook may not enter a plinth");
    assert!(takes("d3"), "a Knight may");
    assert!(takes("d1"), "a Giraffe may");
    assert_eq!(
        p.check_move(Move::new(sq("e1"), sq("e5"))),
        Err(IllegalReason::CaptureOnPlinth {
            role: Role::Rook,
            target: Role::Chancellor
        })
    );
}

#[test]
fn a_check_by_a_leap_cannot_be_blocked_and_a_pinned_chancellor_keeps_to_its_line() {
    // The Red Archbishop on d3 checks the King on e1 as a Knight... d3-e1 is a Knight's
    // move: only a King move or taking it answers.
    let p = pos("7k/8/8/8/8/3a4/8/R3K3 w - 60");
    assert!(p.is_check());
    for m in p.legal_moves() {
        assert!(
            m.from == sq("e1") || m.to == sq("d3"),
            "{m} does not answer the check"
        );
    }
    // The Blue Chancellor on e3 is pinned by the Red Rook on e8: it slides on the file only.
    let p = pos("k3r3/8/8/8/8/4C3/8/4K3 w - 60");
    assert_eq!(targets(&p, "e3"), names("e2 e4 e5 e6 e7 e8"));
}

#[test]
fn pawns_promote_to_the_fairy_pieces_in_a_fairy_game_only() {
    let fairy = pos("k7/3P4/8/8/8/8/8/2C1K3 w - 60");
    let promotions = |p: &Position| {
        p.legal_moves_from(sq("d7"))
            .into_iter()
            .filter_map(|m| m.promotion)
            .collect::<RoleSet>()
    };
    assert_eq!(promotions(&fairy), RoleSet::promotions(true));
    let classic = pos("k7/3P4/8/8/8/8/8/2R1K3 w - 60");
    assert_eq!(promotions(&classic), RoleSet::promotions(false));
    let reason = classic.check_move("d7d8g".parse().unwrap()).unwrap_err();
    assert_eq!(
        reason.to_string(),
        "a pawn promotes to a Queen, Rook, Bishop or Knight"
    );
    let fairy_game = classic.clone().with_promotions(RoleSet::promotions(true));
    assert_eq!(promotions(&fairy_game), RoleSet::promotions(true));
    assert!(fairy_game.is_legal("d7d8g".parse().unwrap()));
    assert_eq!(fairy_game.perft(1), classic.perft(1) + 3);
    let after = fairy_game.play("d7d8a".parse().unwrap()).unwrap();
    assert_eq!(
        after.board().piece_at(sq("d8")),
        Some(Piece::new(Side::Blue, Role::Archbishop))
    );
}

#[test]
fn notation_reads_and_writes_the_fairy_letters() {
    let p = pos("k7/3P4/8/8/8/8/8/2C1K1G1 w - 60");
    let short = |m: &str| notation::to_short(&p, m.parse().unwrap());
    assert_eq!(short("c1c5"), "Cc5");
    assert_eq!(short("c1c7"), "Cc7+", "a Knight's check from c7");
    assert_eq!(short("g1h5"), "Gh5");
    assert_eq!(short("d7d8c"), "d8=C+");
    assert_eq!(short("d7d8g"), "d8=G");
    assert_eq!(
        notation::parse_move(&p, "Cc5").unwrap(),
        "c1c5".parse::<Move>().unwrap()
    );
    assert_eq!(
        notation::parse_move(&p, "d8=G").unwrap(),
        "d7d8g".parse::<Move>().unwrap()
    );
    assert_eq!(
        notation::parse_move(&p, "C4").unwrap_err(),
        MoveTextError::BadPart {
            text: "C4".into(),
            problem: PartError::UppercaseFile("C4".into())
        }
    );
    assert!(matches!(
        notation::parse_move(&p, "d8").unwrap_err(),
        MoveTextError::MustPromote { .. }
    ));
    assert_eq!(
        notation::parse_move(&p, "d8").unwrap_err().to_string(),
        "illegal: d8: a pawn reaching the far rank must promote: \
         d8=Q, d8=R, d8=B, d8=N, d8=C, d8=A or d8=G"
    );
}

#[test]
fn sfen_reads_eight_ranks_and_the_fairy_letters_on_plinths() {
    for s in [
        "rna1kcnr/pppppppp/3_.4/8/4_.3/8/PPPPPPPP/RNA1KCNR w - 1",
        "2k3_g1/8/2_.5/5_.2/8/1_C6/8/3K4 b - 40",
        "5k/6/3_A1_./K2P2/6/4g1 b - 71",
    ] {
        let setup = sfen::parse(s).unwrap();
        assert_eq!(sfen::write(&setup), s);
    }
    assert_eq!(
        sfen::parse("rna1kcnr/pppppppp/8/8/8/8/PPPPPPPP/RNA1KCNR w - 1")
            .unwrap()
            .board
            .size(),
        BoardSize::Eight
    );
}

#[test]
fn deployment_on_eight_puts_the_king_on_b_to_g_and_leapers_on_plinths() {
    let plinths = squares("c3 f3 b6 g6");
    // Row 1 filled by the King and seven Rooks, row 2 by Knights: row 3 holds its plinths.
    let mut d = Deployment::new(
        Board::with_plinths(BoardSize::Eight, plinths),
        BySide::new(army("KRRRRRRRNNNNNNNNRG"), army("K")),
        Side::Blue,
        false,
    );
    assert_eq!(d.legal_squares(Role::King), squares("b1 c1 d1 e1 f1 g1"));
    d.place(Piece::new(Side::Blue, Role::King), sq("d1"))
        .unwrap();
    d.place(Piece::new(Side::Red, Role::King), sq("d8"))
        .unwrap();
    assert_eq!(
        d.legal_squares(Role::Giraffe),
        squares("a1 b1 c1 e1 f1 g1 h1")
    );
    for f in ["a1", "b1", "c1", "e1", "f1", "g1", "h1"] {
        d.place(Piece::new(Side::Blue, Role::Rook), sq(f)).unwrap();
    }
    for f in ["a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"] {
        d.place(Piece::new(Side::Blue, Role::Knight), sq(f))
            .unwrap();
    }
    assert_eq!(
        d.legal_squares(Role::Giraffe),
        squares("a3 b3 c3 d3 e3 f3 g3 h3")
    );
    assert_eq!(d.legal_squares(Role::Rook), squares("a3 b3 d3 e3 g3 h3"));
    d.place(Piece::new(Side::Blue, Role::Giraffe), sq("c3"))
        .unwrap();
    let err = d
        .check_place(Piece::new(Side::Blue, Role::Rook), sq("f3"))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "a Rook may not stand on a plinth (only a Knight or Giraffe may)"
    );
    d.place(Piece::new(Side::Blue, Role::Rook), sq("h3"))
        .unwrap();
    assert!(d.is_complete());
}

#[test]
fn fairy_armies_are_checked_against_their_rosters() {
    let fairy = Roster::builtin("fairy").unwrap();
    assert_eq!(
        fairy.validate(&army("KCCCAAAGGGGPPPP"), 870),
        Err(vec![ArmyViolation::OverBudget {
            cost: 1100,
            budget: 870
        }])
    );
    assert_eq!(
        fairy.validate(&army("KCCCCGGGGG"), 2000),
        Err(vec![
            ArmyViolation::TooMany {
                role: Role::Chancellor,
                count: 4,
                max: 3
            },
            ArmyViolation::TooMany {
                role: Role::Giraffe,
                count: 5,
                max: 4
            },
        ])
    );
    let eight = Roster::builtin("eight").unwrap();
    assert_eq!(
        eight.validate(&army("KCPPPPPPPPPPPPP"), 350),
        Err(vec![
            ArmyViolation::NotInRoster {
                role: Role::Chancellor,
                count: 1
            },
            ArmyViolation::TooMany {
                role: Role::Pawn,
                count: 13,
                max: 12
            },
        ])
    );
    assert_eq!(
        Roster::builtin("eight-fairy")
            .unwrap()
            .validate(&army("KCGPPPPPPPP"), 400),
        Ok(())
    );
}

/// A whole 8×8 fairy game through the rules: plinths rolled with the 8×8 dice (a roll next
/// to the zone's other plinth lost and rolled again), the deployment, a promotion to a
/// fairy piece allowed by the roster.
#[test]
fn an_eight_by_eight_game_rolls_its_plinths_in_ranks_three_to_six() {
    let mut g = Game::new(Rules::with_roster(
        BoardSize::Eight,
        Roster::builtin("eight-fairy").unwrap(),
    ));
    g.apply(Step::Army {
        side: Side::Blue,
        army: army("KCGPPPP"),
    })
    .unwrap();
    g.apply(Step::Army {
        side: Side::Red,
        army: army("KAGPPPP"),
    })
    .unwrap();
    let roll = |by, column, row| {
        Step::PlinthRoll(PlinthRoll {
            by,
            quadrant: Quadrant::Only,
            column,
            row,
        })
    };
    assert_eq!(g.next_plinth_roll(), Some((Side::Blue, Quadrant::Only)));
    g.apply(roll(Side::Blue, 3, 1)).unwrap(); // c3
    g.apply(roll(Side::Blue, 4, 2)).unwrap(); // d4: next to c3, lost
    assert_eq!(g.next_plinth_roll(), Some((Side::Blue, Quadrant::Only)));
    assert!(g.apply(roll(Side::Red, 1, 1)).is_err(), "Blue rolls again");
    g.apply(roll(Side::Blue, 8, 2)).unwrap(); // h4
    g.apply(roll(Side::Red, 1, 1)).unwrap(); // h6
    assert!(
        g.apply(roll(Side::Red, 9, 1)).is_err(),
        "a column die shows 1 to 8"
    );
    assert!(
        g.apply(roll(Side::Red, 1, 3)).is_err(),
        "a row die shows 1 or 2"
    );
    g.apply(roll(Side::Red, 8, 2)).unwrap(); // a5
    assert_eq!(g.plinths(), squares("c3 h4 h6 a5"));
    assert_eq!(g.plinth_roll_placed(), [true, false, true, true, true]);
    assert_eq!(g.phase(), Phase::DeployOrder);
    assert_eq!(g.sfen(), "8/8/7_./_.7/7_./2_.5/8/8 w k4pagK4PCG 1");
}

/// The crate's answers (strict legal moves, placement squares) for random positions of
/// each new kind, written by `examples/oracle_fuzz.rs --save`: ours must agree.
#[test]
fn the_crates_answers_for_random_positions_agree_with_ours() {
    let mut total = 0;
    for (name, text) in [
        ("fairy", include_str!("data/oracle/fairy.txt")),
        ("mini-fairy", include_str!("data/oracle/mini-fairy.txt")),
        ("eight", include_str!("data/oracle/eight.txt")),
        ("eight-fairy", include_str!("data/oracle/eight-fairy.txt")),
    ] {
        let (mut agree, mut skipped) = (0, 0);
        for line in text.lines().filter(|l| !l.is_empty()) {
            let (sfen, answer) = line.split_once('\t').expect("SFEN<TAB>answer");
            match compare(sfen, answer) {
                Verdict::Agree => agree += 1,
                Verdict::Skip(_) => skipped += 1,
                Verdict::Mismatch(what) => panic!("{name}: {sfen}: {what}"),
            }
        }
        assert!(
            agree >= 400 && agree > 5 * skipped,
            "{name}: {agree} agree, {skipped} left out"
        );
        total += agree;
    }
    assert!(total >= 1600);
}

#[test]
fn a_bare_army_in_hand_is_read_with_fairy_letters() {
    let a: Army = "KCCAGG".parse().unwrap();
    assert_eq!(a.count(Role::Giraffe), 2);
    assert_eq!(a.to_string(), "KCCAGG");
}
