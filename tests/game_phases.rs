//! The four-phase game as a state machine: the order of phases, hidden armies, dice,
//! Serious business, results the players decide, take-back.

use shuuro::rules::game::{Action, ClockRules, Game, GameError, Phase, Rules, Step};
use shuuro::rules::plinths::{PlinthRoll, Quadrant};
use shuuro::rules::{Bitboard, Outcome, Piece, Reason, Side};

mod common;
use common::*;

fn step_army(side: Side, a: &str) -> Step {
    Step::Army {
        side,
        army: army(a),
    }
}

fn place(s: &str) -> Step {
    let (p, q) = s.split_once('@').unwrap();
    Step::Place {
        piece: Piece::from_char(p.chars().next().unwrap()).unwrap(),
        square: sq(q),
    }
}

fn mv(s: &str) -> Step {
    Step::Move(s.parse().unwrap())
}

fn plinths(squares: &[&str]) -> Step {
    Step::SetPlinths(squares.iter().map(|s| sq(s)).collect::<Bitboard>())
}

fn apply_all(g: &mut Game, steps: impl IntoIterator<Item = Step>) {
    for s in steps {
        let text = format!("{s:?}");
        g.apply(s).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

/// Mini-Shuuro with fixed plinths f3 and e4, armies entered, Blue to deploy first.
fn mini_deploying(blue: &str, red: &str) -> Game {
    let mut g = Game::new(Rules::mini());
    apply_all(
        &mut g,
        [
            step_army(Side::Blue, blue),
            step_army(Side::Red, red),
            plinths(&["f3", "e4"]),
            Step::DeployRoll([1, 4]),
        ],
    );
    g
}

#[test]
fn game_phases_run_armies_plinths_orders_deploy_fight() {
    let mut g = Game::new(Rules::mini());
    assert_eq!(g.phase(), Phase::Armies);
    g.apply(step_army(Side::Red, "KQ")).unwrap();
    assert_eq!(g.phase(), Phase::Armies);
    g.apply(step_army(Side::Blue, "KQ")).unwrap();
    assert_eq!(g.phase(), Phase::Plinths);
    assert_eq!(g.next_plinth_roll(), Some((Side::Blue, Quadrant::Only)));
    for (c, r) in [(6, 3), (5, 4)] {
        g.apply(Step::PlinthRoll(PlinthRoll {
            by: Side::Blue,
            quadrant: Quadrant::Only,
            column: c,
            row: r,
        }))
        .unwrap();
    }
    assert_eq!(g.plinths(), [sq("f3"), sq("e4")].into_iter().collect());
    assert_eq!(g.phase(), Phase::DeployOrder);
    assert_eq!(g.to_act(), None);
    g.apply(Step::DeployRoll([3, 3])).unwrap();
    assert_eq!(g.phase(), Phase::DeployOrder, "a tie rolls again");
    g.apply(Step::DeployRoll([4, 2])).unwrap();
    assert_eq!(
        g.deploy_first(),
        Some(Side::Red),
        "the lowest die deploys first"
    );
    assert_eq!(g.phase(), Phase::Deploy);
    assert_eq!(g.to_act(), Some(Side::Red));
    apply_all(&mut g, ["k@c6", "K@c1", "q@a6", "Q@a1"].map(place));
    assert_eq!(g.phase(), Phase::FightOrder);
    g.apply(Step::FightRoll([2, 2])).unwrap();
    assert_eq!(g.phase(), Phase::FightOrder, "a tie rolls again");
    g.apply(Step::FightRoll([2, 5])).unwrap();
    assert_eq!(
        g.fight_first(),
        Some(Side::Red),
        "the highest die moves first"
    );
    assert_eq!(g.phase(), Phase::Fight);
    assert_eq!(g.to_act(), Some(Side::Red));
    assert_eq!(g.history().len(), 1);
    assert_eq!(g.steps().len(), 12);
}

#[test]
fn game_army_is_hidden_until_the_battlefield_is_ready() {
    let mut g = Game::new(Rules::mini());
    g.apply(step_army(Side::Blue, "KQ")).unwrap();
    assert!(g.has_army(Side::Blue) && !g.has_army(Side::Red));
    assert_eq!(g.army(Side::Blue), None);
    assert_eq!(g.own_army(Side::Blue), Some(&army("KQ")));
    g.apply(step_army(Side::Red, "KRN")).unwrap();
    assert_eq!(g.army(Side::Red), None, "plinths not rolled yet");
    g.apply(plinths(&["a3"])).unwrap();
    assert_eq!(g.army(Side::Red), Some(&army("KRN")));
    assert_eq!(g.army(Side::Blue), Some(&army("KQ")));
}

#[test]
fn game_army_is_entered_once_and_within_the_roster() {
    let mut g = Game::new(Rules::mini());
    let e = g.apply(step_army(Side::Blue, "KQQ")).unwrap_err();
    assert!(e.to_string().contains("over budget"), "{e}");
    assert!(!g.has_army(Side::Blue), "a refused step changes nothing");
    g.apply(step_army(Side::Blue, "KQ")).unwrap();
    let e = g.apply(step_army(Side::Blue, "KR")).unwrap_err();
    assert_eq!(e, GameError::ArmyAlreadyIn { side: Side::Blue });
}

#[test]
fn game_scouts_rolls_the_plinths_before_the_armies() {
    let mut rules = Rules::mini();
    rules.scouts = true;
    let mut g = Game::new(rules);
    assert_eq!(g.phase(), Phase::Plinths);
    assert!(g.apply(step_army(Side::Blue, "KQ")).is_err());
    g.apply(plinths(&["b2", "e5"])).unwrap();
    assert_eq!(g.phase(), Phase::Armies);
    g.apply(step_army(Side::Blue, "KQ")).unwrap();
    assert_eq!(g.army(Side::Blue), None, "hidden until both are in");
    g.apply(step_army(Side::Red, "KR")).unwrap();
    assert_eq!(g.army(Side::Blue), Some(&army("KQ")));
    assert_eq!(g.phase(), Phase::DeployOrder);
}

#[test]
fn game_plinth_rolls_follow_the_schedule_blue_then_red() {
    let mut g = Game::new(Rules::standard());
    apply_all(
        &mut g,
        [step_army(Side::Blue, "K"), step_army(Side::Red, "K")],
    );
    let roll = |by, quadrant| {
        Step::PlinthRoll(PlinthRoll {
            by,
            quadrant,
            column: 1,
            row: 1,
        })
    };
    let e = g.apply(roll(Side::Red, Quadrant::Left)).unwrap_err();
    assert!(matches!(e, GameError::WrongRoller { .. }), "{e}");
    g.apply(roll(Side::Blue, Quadrant::Left)).unwrap();
    g.apply(roll(Side::Blue, Quadrant::Left)).unwrap();
    assert_eq!(
        g.plinth_roll_placed(),
        &[true, false],
        "a repeated roll is lost"
    );
    assert_eq!(g.next_plinth_roll(), Some((Side::Blue, Quadrant::Right)));
    assert_eq!(g.plinth_rolls_needed(), 8);
    let e = g.apply(plinths(&["a5"])).unwrap_err();
    assert_eq!(
        e,
        GameError::WrongPhase {
            what: Action::SetPlinths,
            phase: Phase::Plinths
        },
        "no fixed layout once rolled"
    );
}

#[test]
fn game_dice_show_one_to_six() {
    let mut g = mini_deploying("K", "K");
    let mut g2 = Game::new(Rules::mini());
    apply_all(
        &mut g2,
        [
            step_army(Side::Blue, "K"),
            step_army(Side::Red, "K"),
            plinths(&[]),
        ],
    );
    assert_eq!(g2.apply(Step::DeployRoll([0, 3])), Err(GameError::Die(0)));
    assert_eq!(g2.apply(Step::DeployRoll([3, 7])), Err(GameError::Die(7)));
    apply_all(&mut g, ["K@c1", "k@c6"].map(place));
    assert_eq!(g.apply(Step::FightRoll([9, 1])), Err(GameError::Die(9)));
}

#[test]
fn game_serious_business_bigger_army_deploys_first_and_first_finisher_moves_first() {
    let mut rules = Rules::mini();
    rules.serious = true;
    let mut g = Game::new(rules);
    apply_all(
        &mut g,
        [
            step_army(Side::Blue, "KR"),
            step_army(Side::Red, "KNNP"),
            plinths(&["f3"]),
        ],
    );
    assert_eq!(
        g.deploy_first(),
        Some(Side::Red),
        "more pieces deploy first"
    );
    assert_eq!(g.phase(), Phase::Deploy);
    assert!(g.deploy_rolls().is_empty());
    // Red places k, Blue K, Red n, Blue R (Blue finished first), Red n, Red p.
    apply_all(
        &mut g,
        ["k@c6", "K@c1", "n@a6", "R@a1", "n@b6", "p@d5"].map(place),
    );
    assert_eq!(
        g.fight_first(),
        Some(Side::Blue),
        "who finished deploying first moves first"
    );
    assert_eq!(g.phase(), Phase::Fight);
    assert!(g.fight_rolls().is_empty());
    let e = g.clone().apply(Step::FightRoll([6, 1])).unwrap_err();
    assert!(matches!(
        e,
        GameError::WrongPhase {
            what: Action::ThrowFightDice,
            ..
        }
    ));
}

#[test]
fn game_serious_business_tie_is_settled_by_dice_lowest_deploys_first() {
    let mut rules = Rules::mini();
    rules.serious = true;
    let mut g = Game::new(rules);
    apply_all(
        &mut g,
        [
            step_army(Side::Blue, "KR"),
            step_army(Side::Red, "KN"),
            plinths(&[]),
        ],
    );
    assert_eq!(g.phase(), Phase::DeployOrder);
    g.apply(Step::DeployRoll([5, 2])).unwrap();
    assert_eq!(g.deploy_first(), Some(Side::Red));
}

#[test]
fn game_fixed_orders_replace_the_dice() {
    let mut g = Game::new(Rules::mini());
    apply_all(
        &mut g,
        [
            step_army(Side::Blue, "KQ"),
            step_army(Side::Red, "KQ"),
            plinths(&[]),
            Step::SetDeployFirst(Side::Red),
        ],
    );
    assert_eq!(g.to_act(), Some(Side::Red));
    apply_all(&mut g, ["k@c6", "K@c1", "q@a6", "Q@a1"].map(place));
    g.apply(Step::SetFightFirst(Side::Blue)).unwrap();
    assert_eq!(g.to_act(), Some(Side::Blue));
}

#[test]
fn game_placements_are_final_and_checked_by_the_deployment_rules() {
    let mut g = mini_deploying("KQ", "K");
    let e = g.apply(place("Q@a1")).unwrap_err();
    assert!(e.to_string().contains("King"), "{e}");
    apply_all(&mut g, ["K@c1"].map(place));
    assert_eq!(g.take_back(), Err(GameError::NothingToTakeBack));
    assert_eq!(g.placements().len(), 1);
}

#[test]
fn game_king_against_king_is_a_dead_draw_when_the_fight_starts() {
    let mut g = mini_deploying("K", "K");
    apply_all(&mut g, ["K@c1", "k@c6"].map(place));
    assert_eq!(
        g.phase(),
        Phase::FightOrder,
        "declared after the move-order dice"
    );
    g.apply(Step::FightRoll([6, 1])).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::DeadPosition)));
    assert_eq!(g.phase(), Phase::Over);
}

#[test]
fn game_resignation_is_possible_in_every_phase() {
    let mut g = Game::new(Rules::mini());
    g.clone().apply(Step::Resign(Side::Blue)).unwrap();
    let mut g2 = g.clone();
    g2.apply(Step::Resign(Side::Blue)).unwrap();
    assert_eq!(
        g2.outcome(),
        Some(Outcome::win(Side::Red, Reason::Resignation))
    );
    assert!(matches!(g2.apply(Step::AgreeDraw), Err(GameError::Over(_))));
    g = mini_deploying("KQ", "KQ");
    let mut g3 = g.clone();
    g3.apply(Step::Resign(Side::Red)).unwrap();
    assert_eq!(
        g3.outcome(),
        Some(Outcome::win(Side::Blue, Reason::Resignation))
    );
    g.apply(Step::AgreeDraw).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::Agreement)));
}

fn mini_fight(clock: bool, blue: &str, red: &str, deploy: &[&str]) -> Game {
    let mut rules = Rules::mini();
    if clock {
        rules.clock = Some(ClockRules {
            initial_ms: 60_000,
            increment_ms: 1_000,
        });
    }
    let mut g = Game::new(rules);
    apply_all(
        &mut g,
        [
            step_army(Side::Blue, blue),
            step_army(Side::Red, red),
            plinths(&["f3", "e4"]),
            Step::DeployRoll([1, 4]),
        ],
    );
    apply_all(&mut g, deploy.iter().map(|s| place(s)));
    g.apply(Step::FightRoll([6, 1])).unwrap();
    g
}

#[test]
fn game_timeout_loses_for_the_side_to_move_with_a_clock() {
    let g = mini_fight(false, "KQ", "KQ", &["K@c1", "k@c6", "Q@a1", "q@a6"]);
    assert_eq!(
        g.clone().apply(Step::Timeout(Side::Blue)),
        Err(GameError::NoClock)
    );
    let mut g = mini_fight(true, "KQ", "KQ", &["K@c1", "k@c6", "Q@a1", "q@a6"]);
    assert_eq!(
        g.clone().apply(Step::Timeout(Side::Red)),
        Err(GameError::NotOnMove(Side::Blue))
    );
    g.apply(Step::Timeout(Side::Blue)).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::win(Side::Red, Reason::Timeout)));
}

#[test]
fn game_timeout_is_a_draw_when_the_opponent_has_only_its_king() {
    let mut g = mini_fight(true, "KQ", "K", &["K@c1", "k@c6", "Q@a1"]);
    g.apply(Step::Timeout(Side::Blue)).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::Timeout)));
}

#[test]
fn game_take_back_undoes_fight_moves_even_the_last_one() {
    let mut g = mini_fight(false, "KQ", "K", &["K@d1", "k@a6", "Q@b1"]);
    let start = g.sfen();
    g.apply(mv("d1d2")).unwrap();
    g.apply(mv("a6a5")).unwrap();
    let before = g.sfen();
    g.apply(mv("b1b4")).unwrap();
    let m = g.take_back().unwrap();
    assert_eq!(m.to_string(), "b1b4");
    assert_eq!(g.sfen(), before);
    assert_eq!(g.outcome(), None);
    g.take_back().unwrap();
    g.take_back().unwrap();
    assert_eq!(g.sfen(), start);
    assert_eq!(g.take_back(), Err(GameError::NothingToTakeBack));
    assert_eq!(g.moves().len(), 0);
    assert_eq!(g.history().len(), 1);
}

#[test]
fn game_take_back_reopens_a_game_a_move_ended() {
    let mut g = mini_fight(false, "KQ", "K", &["K@d1", "k@a6", "Q@b1"]);
    g.apply(mv("b1b4")).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::Stalemate)));
    g.take_back().unwrap();
    assert_eq!(g.phase(), Phase::Fight);
    g.apply(mv("b1b5")).unwrap();
    assert_eq!(g.outcome(), None);
}

#[test]
fn game_replay_prefix_rebuilds_any_earlier_state() {
    let mut g = mini_fight(false, "KQ", "K", &["K@d1", "k@a6", "Q@b1"]);
    g.apply(mv("d1d2")).unwrap();
    for k in 0..=g.steps().len() {
        let p = g.replay_prefix(k);
        assert_eq!(p.steps(), &g.steps()[..k]);
    }
    assert_eq!(g.replay_prefix(g.steps().len()).sfen(), g.sfen());
    assert_eq!(g.replay_prefix(0).phase(), Phase::Armies);
}

#[test]
fn game_sfen_shows_hands_during_deployment() {
    let mut g = mini_deploying("KQ", "KR");
    assert_eq!(g.sfen(), "6/6/4_.1/5_./6/6 w krKQ 1");
    g.apply(place("K@c1")).unwrap();
    assert_eq!(g.sfen(), "6/6/4_.1/5_./6/2K3 b krQ 2");
}
