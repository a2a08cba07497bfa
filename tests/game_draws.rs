//! Draws that depend on the game's history: threefold repetition and the fifty-move rule
//! (claimed by the side to move), fivefold repetition and the seventy-five-move rule
//! (automatic). Repetitions count from the position where the fight starts.

use shuuro::rules::game::{Game, GameError, Rules, Step};
use shuuro::rules::{Army, Bitboard, Outcome, Piece, Reason, Side};

mod common;
use common::*;

fn place(s: &str) -> Step {
    let (p, q) = s.split_once('@').unwrap();
    Step::Place {
        piece: Piece::from_char(p.chars().next().unwrap()).unwrap(),
        square: sq(q),
    }
}

fn mv(g: &mut Game, m: &str) {
    g.apply(Step::Move(m.parse().unwrap()))
        .unwrap_or_else(|e| panic!("{m}: {e}"));
}

/// 12×12, Kings and one Knight each, plinths far away on rank 9, Blue moves first.
fn knights_game() -> Game {
    let mut g = Game::new(Rules::standard());
    for side in Side::ALL {
        g.apply(Step::Army {
            side,
            army: "KN".parse::<Army>().unwrap(),
        })
        .unwrap();
    }
    g.apply(Step::SetPlinths(
        [sq("a9"), sq("l9")].into_iter().collect::<Bitboard>(),
    ))
    .unwrap();
    g.apply(Step::DeployRoll([1, 4])).unwrap();
    for p in ["K@d1", "k@e12", "N@l1", "n@a12"] {
        g.apply(place(p)).unwrap();
    }
    g.apply(Step::FightRoll([5, 3])).unwrap();
    g
}

fn knight_cycle(g: &mut Game) {
    for m in ["l1k3", "a12b10", "k3l1", "b10a12"] {
        mv(g, m);
    }
}

#[test]
fn game_threefold_repetition_is_claimed_and_fivefold_ends_the_game() {
    let mut g = knights_game();
    assert_eq!(
        g.repetitions(),
        1,
        "the starting position is the first occurrence"
    );
    knight_cycle(&mut g);
    assert_eq!(g.repetitions(), 2);
    assert!(!g.can_claim_draw());
    let e = g
        .clone()
        .apply(Step::ClaimDraw(Reason::Repetition))
        .unwrap_err();
    assert!(
        matches!(e, GameError::NoDrawToClaim { repetitions: 2, .. }),
        "{e}"
    );
    knight_cycle(&mut g);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.claimable_draw(), Some(Reason::Repetition));
    let mut claimed = g.clone();
    claimed.apply(Step::ClaimDraw(Reason::Repetition)).unwrap();
    assert_eq!(claimed.outcome(), Some(Outcome::draw(Reason::Repetition)));
    knight_cycle(&mut g);
    assert_eq!(g.outcome(), None, "four times: the game goes on");
    knight_cycle(&mut g);
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::Fivefold)));
}

/// Plays `plies` more moves of [`king_walk`]: no position repeats, no capture, no pawn
/// move.
fn walk(g: &mut Game, plies: usize) {
    let start = g.moves().len();
    for m in &king_walk(start + plies)[start..] {
        mv(g, m);
    }
}

#[test]
fn game_fifty_move_rule_is_claimed_and_seventy_five_ends_the_game() {
    let mut g = knights_game();
    walk(&mut g, 99);
    assert_eq!(g.halfmoves(), 99);
    assert!(!g.can_claim_draw());
    walk(&mut g, 1);
    assert_eq!(g.claimable_draw(), Some(Reason::FiftyMove));
    let mut claimed = g.clone();
    claimed.apply(Step::ClaimDraw(Reason::FiftyMove)).unwrap();
    assert_eq!(claimed.outcome(), Some(Outcome::draw(Reason::FiftyMove)));
    walk(&mut g, 49);
    assert_eq!(g.outcome(), None);
    walk(&mut g, 1);
    assert_eq!(g.halfmoves(), 150);
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::SeventyFiveMove)));
}

#[test]
fn game_claim_draw_names_the_draw_claimed() {
    let mut g = knights_game();
    assert!(g.clone().claim_draw(Reason::FiftyMove).is_err());
    knight_cycle(&mut g);
    knight_cycle(&mut g);
    assert!(g.clone().claim_draw(Reason::FiftyMove).is_err());
    g.claim_draw(Reason::Repetition).unwrap();
    assert_eq!(g.steps().last(), Some(&Step::ClaimDraw(Reason::Repetition)));
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::Repetition)));
}

#[test]
fn game_threefold_claim_is_for_the_player_to_move_and_lapses_once_they_move_on() {
    let mut g = knights_game();
    knight_cycle(&mut g);
    knight_cycle(&mut g);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.to_act(), Some(Side::Blue));
    assert!(g.can_claim_draw(), "Blue, to move, may claim");
    // Blue plays on instead: the position on the board is new, Red has nothing to claim.
    mv(&mut g, "l1j2");
    assert_eq!(g.repetitions(), 1);
    assert!(!g.can_claim_draw());
    assert!(matches!(
        g.clone().apply(Step::ClaimDraw(Reason::Repetition)),
        Err(GameError::NoDrawToClaim { repetitions: 1, .. })
    ));
    assert_eq!(g.outcome(), None, "threefold never ends the game by itself");
}

#[test]
fn game_claimed_draw_replays_to_the_reason_claimed_when_both_hold() {
    // The Kings walk for 96 half-moves, then the Knights go out and back twice: the
    // position has come three times and 104 half-moves have passed without a capture.
    let mut g = knights_game();
    walk(&mut g, 96);
    knight_cycle(&mut g);
    knight_cycle(&mut g);
    assert!(g.repetitions() >= 3 && g.halfmoves() >= 100);
    for reason in [Reason::FiftyMove, Reason::Repetition] {
        let mut claimed = g.clone();
        claimed.claim_draw(reason).unwrap();
        let replayed = Game::from_steps(claimed.rules().clone(), claimed.steps()).unwrap();
        assert_eq!(replayed.outcome(), Some(Outcome::draw(reason)));
    }
}
