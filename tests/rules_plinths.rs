//! Phase 2 (RULES.md): plinths from dice, from the roller's point of view.

use proptest::prelude::*;
use shuuro::rules::plinths::{
    Die, PlinthError, PlinthRoll, Quadrant, RollProblem, plinths_from_rolls, roll_schedule,
    roll_square, schedule_len, scheduled_roll,
};
use shuuro::rules::{Bitboard, BoardSize, Side};

mod common;
use common::*;

const B: Side = Side::Blue;
const R: Side = Side::Red;
const L: Quadrant = Quadrant::Left;
const RT: Quadrant = Quadrant::Right;
const O: Quadrant = Quadrant::Only;

fn roll(by: Side, quadrant: Quadrant, column: u8, row: u8) -> PlinthRoll {
    PlinthRoll {
        by,
        quadrant,
        column,
        row,
    }
}

fn at12(by: Side, q: Quadrant, c: u8, r: u8) -> String {
    roll_square(BoardSize::Twelve, &roll(by, q, c, r))
        .unwrap()
        .to_string()
}

#[test]
fn plinth_blue_left_quadrant_corners() {
    assert_eq!(at12(B, L, 1, 1), "a1");
    assert_eq!(at12(B, L, 6, 1), "f1");
    assert_eq!(at12(B, L, 1, 6), "a6");
    assert_eq!(at12(B, L, 6, 6), "f6");
    assert_eq!(at12(B, L, 3, 5), "c5"); // FORMAT.md's example roll
}

#[test]
fn plinth_blue_right_quadrant_corners() {
    assert_eq!(at12(B, RT, 1, 1), "g1");
    assert_eq!(at12(B, RT, 6, 1), "l1");
    assert_eq!(at12(B, RT, 1, 6), "g6");
    assert_eq!(at12(B, RT, 6, 6), "l6");
}

#[test]
fn plinth_red_left_quadrant_is_the_l_side_seen_from_rank_12() {
    assert_eq!(at12(R, L, 1, 1), "l12");
    assert_eq!(at12(R, L, 6, 1), "g12");
    assert_eq!(at12(R, L, 1, 6), "l7");
    assert_eq!(at12(R, L, 6, 6), "g7");
    assert_eq!(at12(R, L, 2, 3), "k10");
}

#[test]
fn plinth_red_right_quadrant_is_the_a_side_seen_from_rank_12() {
    assert_eq!(at12(R, RT, 1, 1), "f12");
    assert_eq!(at12(R, RT, 6, 1), "a12");
    assert_eq!(at12(R, RT, 1, 6), "f7");
    assert_eq!(at12(R, RT, 6, 6), "a7");
}

#[test]
fn plinth_each_quadrant_covers_its_36_squares() {
    let expect = [
        (B, L, "a1", "f6"),
        (B, RT, "g1", "l6"),
        (R, L, "g7", "l12"),
        (R, RT, "a7", "f12"),
    ];
    for (by, q, lo, hi) in expect {
        let (lo, hi) = (sq(lo), sq(hi));
        let mut all = Bitboard::EMPTY;
        for c in 1..=6 {
            for r in 1..=6 {
                let s = roll_square(BoardSize::Twelve, &roll(by, q, c, r)).unwrap();
                assert!(
                    (lo.file()..=hi.file()).contains(&s.file())
                        && (lo.rank()..=hi.rank()).contains(&s.rank()),
                    "{by} {q} ({c},{r}) gave {s}"
                );
                all.insert(s);
            }
        }
        assert_eq!(all.count(), 36);
    }
}

#[test]
fn plinth_mini_only_quadrant_from_blues_seat_corners() {
    let at = |c, r| {
        roll_square(BoardSize::Six, &roll(B, O, c, r))
            .unwrap()
            .to_string()
    };
    assert_eq!(at(1, 1), "a1");
    assert_eq!(at(6, 1), "f1");
    assert_eq!(at(1, 6), "a6");
    assert_eq!(at(6, 6), "f6");
}

#[test]
fn plinth_dice_outside_1_to_6_are_refused() {
    for (c, r, which, v) in [
        (0, 1, Die::Column, 0),
        (7, 1, Die::Column, 7),
        (1, 0, Die::Row, 0),
        (3, 9, Die::Row, 9),
    ] {
        let e = roll_square(BoardSize::Twelve, &roll(B, L, c, r)).unwrap_err();
        assert_eq!(
            e,
            PlinthError::Roll(RollProblem::DieOutOfRange {
                which,
                value: v,
                faces: 6
            })
        );
    }
    assert_eq!(
        roll_square(BoardSize::Twelve, &roll(B, L, 7, 1))
            .unwrap_err()
            .to_string(),
        "the column die shows 7; a die shows 1 to 6"
    );
}

#[test]
fn plinth_quadrant_must_exist_on_the_board() {
    assert_eq!(
        roll_square(BoardSize::Twelve, &roll(B, O, 1, 1))
            .unwrap_err()
            .to_string(),
        "there is no \"only\" quadrant on the 12×12 board (its quadrants are \"left\" and \"right\")"
    );
    assert_eq!(
        roll_square(BoardSize::Six, &roll(B, L, 1, 1))
            .unwrap_err()
            .to_string(),
        "there is no \"left\" quadrant on the 6×6 board (its one quadrant is \"only\")"
    );
}

#[test]
fn plinth_schedule_blue_left_right_then_red_left_right() {
    assert_eq!(
        roll_schedule(BoardSize::Twelve, 2),
        vec![
            (B, L),
            (B, L),
            (B, RT),
            (B, RT),
            (R, L),
            (R, L),
            (R, RT),
            (R, RT)
        ]
    );
    assert_eq!(
        roll_schedule(BoardSize::Twelve, 1),
        vec![(B, L), (B, RT), (R, L), (R, RT)]
    );
    assert_eq!(roll_schedule(BoardSize::Twelve, 3).len(), 12);
}

#[test]
fn plinth_schedule_mini_blue_rolls_only_quadrant() {
    assert_eq!(roll_schedule(BoardSize::Six, 2), vec![(B, O), (B, O)]);
    assert_eq!(roll_schedule(BoardSize::Six, 4).len(), 4);
}

#[test]
fn plinth_schedule_huge_n_does_not_allocate_in_checks() {
    assert_eq!(
        schedule_len(BoardSize::Twelve, u32::MAX),
        4 * u64::from(u32::MAX)
    );
    assert_eq!(
        scheduled_roll(BoardSize::Twelve, u32::MAX, 3 * u64::from(u32::MAX)),
        Some((R, RT))
    );
    assert_eq!(scheduled_roll(BoardSize::Twelve, 2, 8), None);
    let (p, placed) = plinths_from_rolls(BoardSize::Twelve, u32::MAX, &[roll(B, L, 1, 1)]).unwrap();
    assert_eq!((p.count(), placed), (1, vec![true]));
}

#[test]
fn plinth_two_per_quadrant_full_board() {
    let rolls = [
        roll(B, L, 3, 5),
        roll(B, L, 1, 2),
        roll(B, RT, 6, 6),
        roll(B, RT, 1, 1),
        roll(R, L, 1, 1),
        roll(R, L, 6, 6),
        roll(R, RT, 1, 1),
        roll(R, RT, 6, 1),
    ];
    let (p, placed) = plinths_from_rolls(BoardSize::Twelve, 2, &rolls).unwrap();
    let expect: Bitboard = ["c5", "a2", "l6", "g1", "l12", "g7", "f12", "a12"]
        .into_iter()
        .map(sq)
        .collect();
    assert_eq!(p, expect);
    assert_eq!(placed, vec![true; 8]);
}

#[test]
fn plinth_repeat_roll_is_lost_and_recorded() {
    let rolls = [roll(B, L, 2, 2), roll(B, L, 2, 2)];
    let (p, placed) = plinths_from_rolls(BoardSize::Twelve, 2, &rolls).unwrap();
    assert_eq!(p, [sq("b2")].into_iter().collect());
    assert_eq!(placed, vec![true, false]);
    // Partial sequences are fine (the third roll is the first of Blue's right quadrant).
    let rolls = [roll(B, L, 2, 2), roll(B, L, 2, 2), roll(B, RT, 4, 4)];
    let (p, placed) = plinths_from_rolls(BoardSize::Twelve, 2, &rolls).unwrap();
    assert_eq!(p.count(), 2);
    assert_eq!(placed, vec![true, false, true]);
}

#[test]
fn plinth_jungle_n_per_quadrant_every_repeat_is_lost() {
    let rolls = [
        roll(B, L, 1, 1),
        roll(B, L, 2, 1),
        roll(B, L, 1, 1),
        roll(B, L, 2, 1),
        roll(B, RT, 1, 1),
    ];
    let (p, placed) = plinths_from_rolls(BoardSize::Twelve, 4, &rolls).unwrap();
    assert_eq!(placed, vec![true, true, false, false, true]);
    assert_eq!(p.count(), 3);
    // With N = 4 the fifth roll belongs to Blue's right quadrant, not the left one.
    let mut bad = rolls;
    bad[4].quadrant = L;
    assert_eq!(
        plinths_from_rolls(BoardSize::Twelve, 4, &bad)
            .unwrap_err()
            .to_string(),
        "roll 5: this roll is for Blue's right quadrant, not the left"
    );
}

#[test]
fn plinth_mini_two_rolls_and_repeat() {
    let (p, placed) =
        plinths_from_rolls(BoardSize::Six, 2, &[roll(B, O, 3, 4), roll(B, O, 3, 4)]).unwrap();
    assert_eq!(p, [sq("c4")].into_iter().collect());
    assert_eq!(placed, vec![true, false]);
}

#[test]
fn plinth_rolls_must_follow_the_schedule() {
    let e =
        |size, n, rolls: &[PlinthRoll]| plinths_from_rolls(size, n, rolls).unwrap_err().to_string();
    assert_eq!(
        e(BoardSize::Twelve, 2, &[roll(R, L, 1, 1)]),
        "roll 1: Blue rolls now, not Red"
    );
    assert_eq!(
        e(BoardSize::Twelve, 2, &[roll(B, L, 1, 1), roll(B, RT, 1, 1)]),
        "roll 2: this roll is for Blue's left quadrant, not the right"
    );
    assert_eq!(
        e(
            BoardSize::Twelve,
            1,
            &[roll(B, L, 1, 1), roll(B, RT, 1, 1), roll(B, L, 1, 1)]
        ),
        "roll 3: Red rolls now, not Blue"
    );
    assert_eq!(
        e(BoardSize::Twelve, 2, &[roll(B, L, 1, 1), roll(B, L, 0, 1)]),
        "roll 2: the column die shows 0; a die shows 1 to 6"
    );
    assert_eq!(
        e(
            BoardSize::Six,
            2,
            &[roll(B, O, 1, 1), roll(B, O, 1, 2), roll(B, O, 1, 3)]
        ),
        "roll 3: all 2 rolls have been made already"
    );
    assert_eq!(
        e(BoardSize::Six, 2, &[roll(R, O, 1, 1)]),
        "roll 1: Blue rolls now, not Red"
    );
    assert_eq!(
        e(BoardSize::Six, 2, &[roll(B, L, 1, 1)]),
        "roll 1: this roll is for Blue's only quadrant, not the left"
    );
    assert_eq!(
        plinths_from_rolls(BoardSize::Twelve, 2, &[roll(R, L, 1, 1)]),
        Err(PlinthError::AtRoll {
            index: 1,
            problem: RollProblem::WrongSide {
                expected: B,
                found: R
            }
        })
    );
}

#[test]
fn plinth_no_rolls_no_plinths() {
    assert_eq!(
        plinths_from_rolls(BoardSize::Twelve, 2, &[]).unwrap(),
        (Bitboard::EMPTY, vec![])
    );
}

proptest! {
    /// Any recorded rolls, however wrong, give plinths or an error naming a roll; never a
    /// panic. A valid sequence places one plinth per roll unless it repeats.
    #[test]
    fn plinth_any_rolls_are_answered(
        twelve in any::<bool>(),
        per_quadrant in 0u32..5,
        rolls in proptest::collection::vec((any::<bool>(), 0usize..3, 0u8..9, 0u8..9), 0..24),
    ) {
        let size = if twelve { BoardSize::Twelve } else { BoardSize::Six };
        let rolls: Vec<PlinthRoll> = rolls
            .into_iter()
            .map(|(red, q, column, row)| {
                roll(if red { R } else { B }, [L, RT, O][q], column, row)
            })
            .collect();
        match plinths_from_rolls(size, per_quadrant, &rolls) {
            Ok((p, placed)) => {
                prop_assert_eq!(placed.len(), rolls.len());
                prop_assert_eq!(p.count() as usize, placed.iter().filter(|&&x| x).count());
                prop_assert!((p & !Bitboard::board(size)).is_empty());
            }
            Err(PlinthError::AtRoll { index, .. }) => {
                prop_assert!((1..=rolls.len()).contains(&index));
            }
            Err(e) => prop_assert!(false, "unexpected {e}"),
        }
    }
}
