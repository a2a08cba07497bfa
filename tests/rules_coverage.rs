//! Tests for the rules of RULES.md that had no test of their own, or only an indirect one
//! (see `tests/RULES_COVERAGE.md` for the map from every rule to its tests). Each test is
//! named after the rule it checks.

use shuuro::rules::deploy::{Deployment, PlaceError, row_squares};
use shuuro::rules::game::{ClockRules, Game, GameError, Phase, Rules, Step};
use shuuro::rules::plinths::{PlinthRoll, Quadrant};
use shuuro::rules::roster::{ArmyViolation, Roster};
use shuuro::rules::{
    Army, Bitboard, Board, BoardSize, BySide, Move, Outcome, Position, Reason, Role, Setup, Side,
};

mod common;
use common::*;

const BLUE: Side = Side::Blue;
const RED: Side = Side::Red;

fn place(s: &str) -> Step {
    let (p, q) = s.split_once('@').unwrap();
    Step::Place {
        piece: piece(p.chars().next().unwrap()),
        square: sq(q),
    }
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn apply_all(g: &mut Game, steps: impl IntoIterator<Item = Step>) {
    for s in steps {
        let text = format!("{s:?}");
        g.apply(s).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

fn armies(blue: &str, red: &str) -> [Step; 2] {
    [
        Step::Army {
            side: BLUE,
            army: army(blue),
        },
        Step::Army {
            side: RED,
            army: army(red),
        },
    ]
}

/// A game of `rules` with both armies entered and the plinths fixed at `plinths`.
fn ready(rules: Rules, blue: &str, red: &str, plinths: &str) -> Game {
    let mut g = Game::new(rules);
    apply_all(&mut g, armies(blue, red));
    apply_all(&mut g, [Step::SetPlinths(squares(plinths))]);
    g
}

/// A Mini-Shuuro game without plinths, Blue deploying first, the given placements made.
fn mini_deployed(blue: &str, red: &str, placements: &str) -> Game {
    let mut g = ready(Rules::mini(), blue, red, "");
    apply_all(&mut g, [Step::DeployRoll([1, 4])]);
    apply_all(&mut g, placements.split_whitespace().map(place));
    g
}

fn refuse(d: &Deployment, placement: &str) -> String {
    let (pc, s) = placement.split_once('@').unwrap();
    d.clone()
        .place(piece(pc.chars().next().unwrap()), sq(s))
        .unwrap_err()
        .to_string()
}

fn list(b: Bitboard) -> String {
    b.map(|s| s.to_string()).collect::<Vec<_>>().join(" ")
}

/// A fight position from a piece list like `["Kg1", "kg12"]` (uppercase Blue).
fn position(size: BoardSize, turn: Side, pieces: &[&str], plinths: &str) -> Position {
    let mut board = Board::with_plinths(size, squares(plinths));
    for p in pieces {
        board.put(sq(&p[1..]), piece(p.chars().next().unwrap()));
    }
    Position::from_setup(&Setup {
        board,
        hands: BySide::new(Army::EMPTY, Army::EMPTY),
        turn,
        ply: 1,
    })
    .unwrap()
}

// ---- Vocabulary ----

#[test]
fn sides_blue_is_uppercase_at_the_bottom_red_lowercase_at_the_top() {
    let pos = Position::from_sfen("3k2/6/6/6/6/2K3 w - 1").unwrap();
    assert_eq!(pos.board().king_of(BLUE), Some(sq("c1")));
    assert_eq!(pos.board().king_of(RED), Some(sq("d6")));
    assert_eq!(sq("c1").row_of(BLUE, BoardSize::Six), 1);
    assert_eq!(sq("d6").row_of(RED, BoardSize::Six), 1);
    assert_eq!(sq("a10").row_of(RED, BoardSize::Twelve), 3);
}

// ---- Phase 1: form the army ----

#[test]
fn roster_the_rulebook_roster_is_the_default() {
    let standard = Roster::builtin("standard").unwrap();
    let rules = Rules::standard();
    assert_eq!(rules.roster, standard);
    assert_eq!(rules.board, BoardSize::Twelve);
    assert_eq!(rules.budget, BySide::new(800, 800));
    assert_eq!(rules.plinths_per_quadrant, 2);
    assert!(!rules.king_anywhere && !rules.scouts && !rules.serious);
    assert_eq!(rules.clock, None);
}

#[test]
fn army_rulebook_example_is_k_2q_3r_4b_4n_5p() {
    let a = Army::rulebook_example();
    let counts: Vec<(Role, u8)> = Role::ALL
        .iter()
        .map(|&r| (r, a.count(r)))
        .filter(|&(_, n)| n > 0)
        .collect();
    assert_eq!(
        counts,
        [
            (Role::King, 1),
            (Role::Queen, 2),
            (Role::Rook, 3),
            (Role::Bishop, 4),
            (Role::Knight, 4),
            (Role::Pawn, 5)
        ]
    );
}

#[test]
fn roster_no_limits_keeps_the_army_size_maximum() {
    let r = Roster::builtin("no-limits").unwrap();
    // 31 pawns and the King: 32 pieces, within the maximum, over the standard's 18 pawns.
    let ok = format!("K{}", "P".repeat(31));
    assert_eq!(r.validate(&army(&ok), 800), Ok(()));
    let too_many = format!("K{}", "P".repeat(32));
    assert_eq!(
        r.validate(&army(&too_many), 800),
        Err(vec![ArmyViolation::TooManyPieces { count: 33, max: 32 }])
    );
}

#[test]
fn game_larger_or_smaller_games_one_budget_for_both() {
    let mut small = Rules::standard();
    small.budget = BySide::new(600, 600);
    let mut g = Game::new(small);
    for side in Side::ALL {
        let e = g
            .apply(Step::Army {
                side,
                army: Army::rulebook_example(),
            })
            .unwrap_err();
        assert_eq!(e.to_string(), "over budget by 200 points (800 of 600)");
    }
    let mut large = Rules::standard();
    large.budget = BySide::new(1000, 1000);
    let big = army("KQQQRRRRRBBBP"); // 330 + 350 + 120 + 10
    let mut g = Game::new(large);
    assert_eq!(g.rules().roster.cost(&big), 810);
    for side in Side::ALL {
        g.apply(Step::Army { side, army: big }).unwrap();
    }
}

#[test]
fn game_handicap_each_player_has_their_own_budget() {
    let mut rules = Rules::standard();
    rules.budget = BySide::new(800, 600);
    let mut g = Game::new(rules);
    let a = Army::rulebook_example();
    g.apply(Step::Army {
        side: BLUE,
        army: a,
    })
    .unwrap();
    let e = g.apply(Step::Army { side: RED, army: a }).unwrap_err();
    assert_eq!(
        e,
        GameError::Army(vec![ArmyViolation::OverBudget {
            cost: 800,
            budget: 600
        }])
    );
    assert!(!g.has_army(RED));
}

// ---- Phase 2: plinths ----

#[test]
fn game_jungle_n_rolls_per_quadrant_every_repeat_is_lost_and_recorded() {
    let mut rules = Rules::standard();
    rules.plinths_per_quadrant = 3;
    let mut g = Game::new(rules);
    apply_all(&mut g, armies("K", "K"));
    assert_eq!(g.plinth_rolls_needed(), 12);
    let roll = |by, quadrant, column, row| {
        Step::PlinthRoll(PlinthRoll {
            by,
            quadrant,
            column,
            row,
        })
    };
    apply_all(
        &mut g,
        [
            roll(BLUE, Quadrant::Left, 1, 1),
            roll(BLUE, Quadrant::Left, 1, 1),
            roll(BLUE, Quadrant::Left, 2, 1),
        ],
    );
    assert_eq!(g.plinth_roll_placed(), &[true, false, true]);
    assert_eq!(g.plinth_rolls().len(), 3, "the lost roll is recorded");
    assert_eq!(g.next_plinth_roll(), Some((BLUE, Quadrant::Right)));
    for _ in 0..3 {
        apply_all(&mut g, [roll(BLUE, Quadrant::Right, 6, 6)]);
    }
    assert_eq!(g.plinth_roll_placed()[3..], [true, false, false]);
    for q in [Quadrant::Left, Quadrant::Right] {
        for c in 1..=3 {
            apply_all(&mut g, [roll(RED, q, c, 1)]);
        }
    }
    assert_eq!(g.phase(), Phase::DeployOrder);
    // Red's left seen from its seat is the l side, its near row rank 12.
    assert_eq!(g.plinths(), squares("a1 b1 l6 d12 e12 f12 j12 k12 l12"));
}

#[test]
fn plinths_never_move_and_are_never_captured() {
    // Knights on plinths (one each side), every other piece type around.
    let pos = position(
        BoardSize::Twelve,
        BLUE,
        &[
            "Kg1", "kg12", "Nd4", "nf5", "Qa1", "Rb2", "Bc1", "Pe4", "pe7",
        ],
        "d4 f5 c6 h3",
    );
    let plinths = pos.board().plinths();
    assert!(pos.legal_moves().len() > 20);
    for m in pos.legal_moves() {
        let after = pos.play(m).unwrap();
        assert_eq!(after.board().plinths(), plinths, "{m}");
        for r in after.legal_moves() {
            assert_eq!(after.play(r).unwrap().board().plinths(), plinths, "{m} {r}");
        }
    }
}

// ---- Phase 3: deploy ----

#[test]
fn game_deploy_order_lowest_die_deploys_first_for_either_side_ties_roll_again() {
    for (dice, first) in [([1, 2], BLUE), ([2, 1], RED), ([3, 6], BLUE), ([6, 5], RED)] {
        let mut g = ready(Rules::mini(), "KQ", "KQ", "");
        apply_all(&mut g, [Step::DeployRoll([4, 4])]);
        assert_eq!(g.phase(), Phase::DeployOrder, "a tie rolls again");
        assert_eq!(g.deploy_first(), None);
        apply_all(&mut g, [Step::DeployRoll(dice)]);
        assert_eq!(g.deploy_first(), Some(first), "{dice:?}");
        assert_eq!(g.to_act(), Some(first));
        assert_eq!(g.deploy_rolls(), &[[4, 4], dice]);
    }
}

#[test]
fn deploy_nobles_in_any_order() {
    for order in ["N B R Q", "Q N R B", "B Q N R", "R B Q N"] {
        let mut d = deployment(BoardSize::Twelve, "", "KQRBNP", "K", BLUE);
        place_all(&mut d, "K@e1 k@e12");
        let mut next = 'a';
        for role in order.split(' ') {
            place_all(&mut d, &format!("{role}@{next}1"));
            next = (next as u8 + 1) as char;
        }
        assert_eq!(d.placeable_roles(), vec![Role::Pawn]);
        place_all(&mut d, "P@a2");
        assert!(d.is_complete());
    }
}

#[test]
fn deploy_knight_not_on_a_row_2_plinth_while_row_1_has_an_ordinary_square() {
    let mut d = deployment(BoardSize::Six, "c2", "KN", "K", BLUE);
    place_all(&mut d, "K@a1 k@a6");
    assert_eq!(
        refuse(&d, "N@c2"),
        "row 1 still has room for a Knight (b1, c1, d1, e1, f1)"
    );
    assert_eq!(list(d.legal_squares(Role::Knight)), "b1 c1 d1 e1 f1");
}

#[test]
fn deploy_red_knight_not_on_a_row_2_plinth_while_row_1_has_room() {
    // c11 is on Red's row 2; Red's row 1 (rank 12) still has room.
    let mut d = deployment(BoardSize::Twelve, "c11", "K", "KN", BLUE);
    place_all(&mut d, "K@e1 k@e12");
    assert!(refuse(&d, "n@c11").starts_with("row 12 still has room for a Knight (a12, b12"));
    assert_eq!(
        d.legal_squares(Role::Knight),
        row_squares(BoardSize::Twelve, RED, 1).without(sq("e12"))
    );
}

#[test]
fn deploy_red_plinth_on_row_1_is_room_for_a_knight_then_row_2_plinth() {
    // Mini: b6 is a plinth on Red's row 1, c5 one on Red's row 2.
    let mut d = deployment(BoardSize::Six, "b6 c5", "K", "KQQQQQNN", BLUE);
    place_all(&mut d, "K@a1 k@a6 q@c6 q@d6 q@e6 q@f6");
    assert_eq!(list(d.legal_squares(Role::Knight)), "b6");
    assert_eq!(refuse(&d, "n@c5"), "row 6 still has room for a Knight (b6)");
    assert_eq!(
        refuse(&d, "q@b6"),
        "a Queen may not stand on a plinth (only a Knight may)"
    );
    assert_eq!(
        d.legal_squares(Role::Queen),
        row_squares(BoardSize::Six, RED, 2).without(sq("c5"))
    );
    place_all(&mut d, "n@b6 q@a5");
    assert_eq!(
        d.legal_squares(Role::Knight),
        row_squares(BoardSize::Six, RED, 2).without(sq("a5"))
    );
    place_all(&mut d, "n@c5");
    assert!(d.is_complete());
}

#[test]
fn deploy_red_pawn_never_on_row_1_and_only_after_its_nobles() {
    let mut d = deployment(BoardSize::Twelve, "", "K", "KRP", BLUE);
    place_all(&mut d, "K@e1 k@e12");
    assert_eq!(refuse(&d, "p@a11"), "pawns come after all nobles");
    place_all(&mut d, "r@a12");
    assert_eq!(
        refuse(&d, "p@b12"),
        "a pawn may not stand on row 12, Red's first"
    );
    assert_eq!(
        d.legal_squares(Role::Pawn),
        row_squares(BoardSize::Twelve, RED, 2)
    );
}

#[test]
fn game_king_in_the_castle_lets_the_king_use_any_square_of_row_1() {
    let mut g = ready(Rules::standard(), "K", "K", "");
    apply_all(&mut g, [Step::DeployRoll([1, 2])]);
    let e = g.clone().apply(place("K@a1")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the King goes on one of the central squares d1–i1"
    );
    let mut rules = Rules::standard();
    rules.king_anywhere = true;
    let mut g = ready(rules, "K", "K", "");
    apply_all(&mut g, [Step::DeployRoll([1, 2])]);
    assert_eq!(g.legal_squares(Role::King).count(), 12);
    apply_all(&mut g, ["K@a1", "k@l12"].map(place));
}

#[test]
fn game_serious_business_no_deploy_dice_when_one_army_is_bigger() {
    let mut rules = Rules::mini();
    rules.serious = true;
    let g = ready(rules, "KQ", "KRN", "");
    assert_eq!(g.phase(), Phase::Deploy);
    assert_eq!(g.deploy_first(), Some(RED));
    let e = g.clone().apply(Step::DeployRoll([1, 6])).unwrap_err();
    assert!(matches!(e, GameError::WrongPhase { .. }), "{e}");
}

#[test]
fn game_serious_business_tie_dice_then_the_first_to_finish_moves_first() {
    let mut rules = Rules::mini();
    rules.serious = true;
    let mut g = ready(rules, "KQ", "KR", "");
    assert_eq!(g.phase(), Phase::DeployOrder, "equal armies: dice");
    apply_all(&mut g, [Step::DeployRoll([5, 2])]);
    assert_eq!(g.deploy_first(), Some(RED), "the lowest die deploys first");
    // Red deploys first with as many pieces: Red places its last piece first.
    apply_all(&mut g, ["k@c6", "K@c1", "r@a6"].map(place));
    assert_eq!(g.deployment().unwrap().finished_first(), Some(RED));
    apply_all(&mut g, ["Q@a1"].map(place));
    assert_eq!(g.fight_first(), Some(RED));
    assert_eq!(g.phase(), Phase::Fight);
    assert!(g.fight_rolls().is_empty());
    assert_eq!(g.to_act(), Some(RED));
}

#[test]
fn game_serious_business_smaller_army_finishes_first_and_moves_first() {
    let mut rules = Rules::standard();
    rules.serious = true;
    let mut g = ready(rules, "KQRBN", "K", "");
    assert_eq!(g.deploy_first(), Some(BLUE), "more pieces deploy first");
    apply_all(&mut g, ["K@e1", "k@e12"].map(place));
    assert_eq!(g.deployment().unwrap().finished_first(), Some(RED));
    apply_all(&mut g, ["Q@a1", "R@b1", "B@c1", "N@d1"].map(place));
    assert_eq!(g.fight_first(), Some(RED));
    assert_eq!(g.to_act(), Some(RED));
}

#[test]
fn game_no_check_during_deployment_an_attack_left_standing_is_an_ambush() {
    // Blue's Rook is placed on the Red King's file; Red is not forced to block.
    let mut g = mini_deployed("KR", "KQ", "K@a1 k@d6 R@d1");
    assert!(g.legal_squares(Role::Queen).contains(sq("f6")));
    apply_all(&mut g, [place("q@f6")]);
    assert_eq!(g.phase(), Phase::FightOrder);
    apply_all(&mut g, [Step::FightRoll([5, 2])]);
    assert_eq!(g.to_act(), Some(BLUE));
    apply_all(&mut g, [Step::Move(mv("d1d6"))]);
    assert_eq!(g.outcome(), Some(Outcome::win(BLUE, Reason::KingCaptured)));
}

#[test]
fn game_stuck_deployment_is_a_clear_error_not_a_hang() {
    // Plinths on every central square of Blue's row 1: its King has nowhere to go.
    let mut g = ready(Rules::standard(), "KQ", "K", "d1 e1 f1 g1 h1 i1");
    apply_all(&mut g, [Step::DeployRoll([1, 2])]);
    assert_eq!(g.phase(), Phase::Deploy);
    assert!(g.legal_squares(Role::King).is_empty());
    let stuck = g.deployment().unwrap().stuck();
    assert_eq!(
        stuck,
        Some(PlaceError::Stuck {
            side: BLUE,
            roles: vec![Role::King, Role::Queen]
        })
    );
    for f in 'a'..='l' {
        let e = g.clone().apply(place(&format!("K@{f}1"))).unwrap_err();
        assert!(matches!(e, GameError::Place(_)), "{e}");
    }
}

// ---- Phase 4: fight ----

#[test]
fn game_move_order_highest_die_moves_first_for_either_side_ties_roll_again() {
    for (dice, first) in [([2, 1], BLUE), ([1, 2], RED), ([6, 3], BLUE), ([5, 6], RED)] {
        let mut g = mini_deployed("KQ", "KQ", "K@c1 k@c6 Q@a1 q@a6");
        apply_all(&mut g, [Step::FightRoll([3, 3])]);
        assert_eq!(g.phase(), Phase::FightOrder, "a tie rolls again");
        apply_all(&mut g, [Step::FightRoll(dice)]);
        assert_eq!(g.fight_first(), Some(first), "{dice:?}");
        assert_eq!(g.to_act(), Some(first));
        assert_eq!(g.position().unwrap().turn(), first);
    }
}

#[test]
fn mini_red_promotes_on_rank_1() {
    let pos = position(BoardSize::Six, RED, &["Kf1", "ka6", "pb2"], "");
    let promos = pos.legal_moves_from(sq("b2"));
    assert_eq!(promos.len(), 4);
    assert!(
        promos
            .iter()
            .all(|m| m.to == sq("b1") && m.promotion.is_some())
    );
}

#[test]
fn red_pawn_cannot_advance_onto_or_across_a_plinth() {
    let pos = position(
        BoardSize::Twelve,
        RED,
        &["Kg1", "kg12", "pe11", "pd11"],
        "e10 d9",
    );
    assert!(pos.legal_moves_from(sq("e11")).is_empty());
    let d: Vec<String> = pos
        .legal_moves_from(sq("d11"))
        .iter()
        .map(|m| m.to.to_string())
        .collect();
    assert_eq!(d, ["d10"]);
}

#[test]
fn ambush_first_mover_captures_the_king_even_if_its_own_king_is_attacked() {
    // Blue moves first: its Rook on f1 sees the Red King on f6, while Red's Rook on a6
    // checks the Blue King on a1.
    let mut g = mini_deployed("KR", "KR", "K@a1 k@f6 R@f1 r@a6");
    apply_all(&mut g, [Step::FightRoll([6, 1])]);
    let pos = g.position().unwrap();
    assert!(pos.is_check() && pos.can_capture_king());
    assert_eq!(g.outcome(), None);
    apply_all(&mut g, [Step::Move(mv("f1f6"))]);
    assert_eq!(g.outcome(), Some(Outcome::win(BLUE, Reason::KingCaptured)));
    assert_eq!(g.phase(), Phase::Over);
}

#[test]
fn ambush_either_side_may_be_the_first_mover() {
    let mut g = mini_deployed("KR", "KR", "K@a1 k@f6 R@f1 r@a6");
    apply_all(&mut g, [Step::FightRoll([1, 6])]);
    assert_eq!(g.to_act(), Some(RED));
    apply_all(&mut g, [Step::Move(mv("a6a1"))]);
    assert_eq!(g.outcome(), Some(Outcome::win(RED, Reason::KingCaptured)));
}

#[test]
fn ambush_is_optional_and_after_the_first_move_no_king_can_be_captured() {
    let mut g = mini_deployed("KR", "KR", "K@a1 k@f6 R@f1 r@a6");
    apply_all(&mut g, [Step::FightRoll([6, 1])]);
    // Blue, in check, steps out of it instead of capturing.
    apply_all(&mut g, [Step::Move(mv("a1b2"))]);
    assert_eq!(g.outcome(), None);
    let pos = g.position().unwrap();
    assert!(pos.is_check(), "Red's King is still attacked: check");
    assert!(!pos.can_capture_king());
    let blue_king = pos.board().king_of(BLUE).unwrap();
    for m in pos.legal_moves() {
        assert_ne!(m.to, blue_king, "{m}");
        let after = pos.play(m).unwrap();
        assert!(!after.can_capture_king(), "{m}");
        assert!(
            after
                .legal_moves()
                .iter()
                .all(|r| Some(r.to) != after.board().king_of(RED)),
            "{m}"
        );
    }
}

#[test]
fn ambush_a_pinned_piece_may_capture_the_king() {
    // Blue moves first, in check from the Rook on d9; its Rook on e3 is pinned by the
    // Bishop on h6 against the King on d2, yet it may take the Red King on e12.
    let pos = position(
        BoardSize::Twelve,
        BLUE,
        &["Kd2", "Re3", "ke12", "bh6", "rd9"],
        "",
    );
    assert_eq!(pos.checkers().count(), 1);
    let after = pos.play(mv("e3e12")).unwrap();
    assert_eq!(
        after.outcome(),
        Some(Outcome::win(BLUE, Reason::KingCaptured))
    );
}

#[test]
fn ambush_capture_allowed_in_double_check() {
    // The Blue King on d1 is checked by the Rook on d9 and the Bishop on b3; the Blue
    // Rook on e2 sees the Red King on e12.
    let pos = position(
        BoardSize::Twelve,
        BLUE,
        &["Kd1", "Re2", "ke12", "rd9", "bb3"],
        "",
    );
    assert_eq!(pos.checkers().count(), 2, "double check");
    let after = pos.play(mv("e2e12")).unwrap();
    assert_eq!(
        after.outcome(),
        Some(Outcome::win(BLUE, Reason::KingCaptured))
    );
}

#[test]
fn ambush_first_mover_in_check_that_cannot_capture_or_escape_loses_before_moving() {
    let mut g = mini_deployed("K", "KRR", "K@a1 k@f6 r@a6 r@b6");
    apply_all(&mut g, [Step::FightRoll([6, 1])]);
    assert_eq!(g.outcome(), Some(Outcome::win(RED, Reason::Checkmate)));
    assert!(g.moves().is_empty());
    assert_eq!(g.phase(), Phase::Over);
    let e = g.apply(Step::Move(mv("a1b1"))).unwrap_err();
    assert!(matches!(e, GameError::Over(_)));
}

#[test]
fn game_king_against_king_arising_in_the_fight_is_declared_at_once() {
    let mut g = mini_deployed("KQ", "K", "K@a1 k@f6 Q@b1");
    apply_all(&mut g, [Step::FightRoll([6, 1])]);
    apply_all(&mut g, [Step::Move(mv("b1f5"))]);
    assert_eq!(g.outcome(), None);
    apply_all(&mut g, [Step::Move(mv("f6f5"))]);
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::DeadPosition)));
}

#[test]
fn game_king_against_king_under_serious_business_is_declared_when_the_fight_starts() {
    let mut rules = Rules::mini();
    rules.serious = true;
    let mut g = ready(rules, "K", "K", "");
    apply_all(&mut g, [Step::DeployRoll([2, 3])]);
    apply_all(&mut g, ["K@a1"].map(place));
    assert_eq!(g.outcome(), None, "not yet: Red's King is still in hand");
    apply_all(&mut g, ["k@f6"].map(place));
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::DeadPosition)));
}

#[test]
fn game_no_flag_falls_outside_the_fight() {
    let mut rules = Rules::mini();
    rules.clock = Some(ClockRules {
        initial_ms: 1_000,
        increment_ms: 0,
    });
    let mut g = ready(rules, "KQ", "KQ", "");
    apply_all(&mut g, [Step::DeployRoll([1, 2])]);
    let e = g.apply(Step::Timeout(BLUE)).unwrap_err();
    assert!(matches!(e, GameError::WrongPhase { .. }), "{e}");
    assert_eq!(g.outcome(), None);
}

#[test]
fn game_flag_fall_is_a_draw_when_the_winner_would_have_only_a_king_either_side() {
    let mut rules = Rules::mini();
    rules.clock = Some(ClockRules {
        initial_ms: 1_000,
        increment_ms: 0,
    });
    let mut g = ready(rules, "K", "KQ", "");
    apply_all(&mut g, [Step::DeployRoll([1, 2])]);
    apply_all(&mut g, ["K@a1", "k@f6", "q@e6"].map(place));
    apply_all(&mut g, [Step::FightRoll([1, 6])]);
    // Red (to move) has a Queen but Blue has only its King: Red's flag fall is a draw.
    let mut red_flag = g.clone();
    red_flag.apply(Step::Timeout(RED)).unwrap();
    assert_eq!(red_flag.outcome(), Some(Outcome::draw(Reason::Timeout)));
    // After Red moves, Blue's flag falls: Red has more than a King, Red wins.
    apply_all(&mut g, [Step::Move(mv("e6e5"))]);
    g.apply(Step::Timeout(BLUE)).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::win(RED, Reason::Timeout)));
}

#[test]
fn knight_on_plinth_check_is_answered_only_by_the_king_or_a_knight_capture() {
    // The Red Knight on the plinth b3 checks the Blue King on a1. The Blue Rook on b1
    // can't take it (only a Knight may), a2 and b2 are covered by the Rook on l2:
    // checkmate.
    let pieces = ["Ka1", "Rb1", "nb3", "rl2", "kl12"];
    let pos = position(BoardSize::Twelve, BLUE, &pieces, "b3");
    assert_eq!(pos.checkers(), squares("b3"));
    assert_eq!(pos.outcome(), Some(Outcome::win(RED, Reason::Checkmate)));
    // With a Blue Knight in reach, taking the checker is the one answer.
    let mut with_knight = pieces.to_vec();
    with_knight.push("Nc5");
    let pos = position(BoardSize::Twelve, BLUE, &with_knight, "b3");
    let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["c5b3"]);
}

#[test]
fn king_cannot_capture_a_knight_on_a_plinth() {
    let pos = position(BoardSize::Twelve, BLUE, &["Ka1", "nb2", "kl12"], "b2");
    let mut to: Vec<String> = pos
        .legal_moves_from(sq("a1"))
        .iter()
        .map(|m| m.to.to_string())
        .collect();
    to.sort();
    assert_eq!(to, ["a2", "b1"]);
}
