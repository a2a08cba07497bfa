//! The computer player: legal and purposeful in every phase. Searches here are limited by
//! depth or nodes, never by time, so results do not depend on the machine.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

mod common;
use common::process::{BIN, HANG, output_within};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use shuuro::app::practice_layout;
use shuuro::cmd::matches::match_rules;
use shuuro::engine::deploy::best_placement;
use shuuro::engine::players::{PlayerKind, random_placement};
use shuuro::engine::{SearchOptions, Searcher, choose_army, choose_placement};
use shuuro::rules::deploy::Deployment;
use shuuro::rules::game::Rules;
use shuuro::rules::roster::Roster;
use shuuro::rules::{Board, BySide, Position, Reason, Role, Side};

fn position(sfen: &str) -> Position {
    let setup = shuuro::rules::sfen::parse(sfen).expect("test SFEN parses");
    Position::from_setup(&setup).expect("test SFEN is a fight position")
}

fn search(pos: &Position, depth: u32) -> shuuro::engine::SearchResult {
    let opts = SearchOptions {
        depth: Some(depth),
        ..SearchOptions::default()
    };
    Searcher::new(1 << 16)
        .search(pos, &[], &opts, &AtomicBool::new(false))
        .expect("a legal move exists")
}

fn rules_with(roster: &str, board12: bool, budget: BySide<u32>) -> Rules {
    let mut r = match_rules(!board12);
    r.roster = Roster::builtin(roster).expect("built-in roster");
    r.budget = budget;
    r
}

/// A complete deployment where both sides place with `engine_blue` / `engine_red`
/// deciding whether the engine or the random placer chooses.
fn deploy(rules: &Rules, seed: u64, engine: BySide<bool>) -> Deployment {
    let mut rng = StdRng::seed_from_u64(seed);
    let armies = BySide::from_fn(|s| choose_army(rules, s, None, seed + s.index() as u64));
    let plinths = practice_layout(rules, &mut rng);
    let first = if rng.random() { Side::Blue } else { Side::Red };
    let mut d = Deployment::new(
        Board::with_plinths(rules.board, plinths),
        armies,
        first,
        false,
    );
    let mut n = 0;
    while let Some(side) = d.turn() {
        let (piece, sq) = if engine[side] {
            let (p, s) = choose_placement(&d, rng.random()).expect("a piece to place");
            assert!(
                d.legal_squares(p.role).contains(s),
                "engine chose an illegal square {s} for {}",
                p.role
            );
            (p, s)
        } else {
            random_placement(&d, &mut rng).expect("something to place")
        };
        d.place(piece, sq).expect("legal placement accepted");
        n += 1;
        assert!(n <= 200, "deployment does not end");
    }
    d
}

fn fight_start(d: &Deployment, first: Side) -> Position {
    let mut setup = d.to_setup();
    setup.turn = first;
    Position::from_setup(&setup).expect("a deployed board is a fight position")
}

#[test]
fn engine_finds_mate_in_one() {
    let pos = position("k11/pp10/12/12/12/12/12/12/12/12/12/5K5R w - 50");
    let r = search(&pos, 3);
    let after = pos.play(r.best).expect("legal");
    assert_eq!(after.outcome().map(|o| o.reason), Some(Reason::Checkmate));
    assert!(r.score > 20_000, "mate score, got {}", r.score);
}

#[test]
fn engine_finds_mate_in_two() {
    // 1. Rc12+ Rxc12 2. Rxc12#
    let pos = position("k6r4/pp10/12/12/12/12/12/12/12/12/2R9/2R2K6 w - 50");
    let r = search(&pos, 5);
    assert!(r.score > 20_000, "mate score, got {}", r.score);
    let after = pos.play(r.best).expect("legal");
    for reply in after.legal_moves() {
        let p2 = after.play(reply).expect("legal");
        let r2 = search(&p2, 3);
        let end = p2.play(r2.best).expect("legal");
        assert_eq!(
            end.outcome().map(|o| o.reason),
            Some(Reason::Checkmate),
            "after {} {reply} {}",
            r.best,
            r2.best
        );
    }
}

#[test]
fn engine_captures_an_ambushed_king() {
    // Blue moves first with its Rook facing the Red King; Red's Rook attacks Blue's King too.
    let pos = position("4k2r4/12/12/12/12/12/12/12/12/12/12/4R2K4 w - 49");
    let r = search(&pos, 2);
    assert_eq!(r.best.to_string(), "e1e12");
    let after = pos.play(r.best).expect("legal");
    assert_eq!(
        after.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Side::Blue), Reason::KingCaptured))
    );
}

#[test]
fn engine_never_leaves_its_king_capturable() {
    // Red moves first, its King attacked by Blue's Rook, and cannot take the Blue King.
    let pos = position("4k7/3p1p6/12/12/12/12/12/12/12/12/12/4R2K4 b - 49");
    let r = search(&pos, 3);
    let after = pos.play(r.best).expect("legal");
    assert!(
        after
            .legal_moves()
            .iter()
            .all(|&m| after.board().piece_at(m.to).map(|p| p.role) != Some(Role::King)),
        "{} leaves the King capturable",
        r.best
    );
}

#[test]
fn engine_never_plays_an_illegal_move_in_random_positions() {
    let rules = match_rules(false);
    let mini = match_rules(true);
    let mut rng = StdRng::seed_from_u64(7);
    for game in 0..6u64 {
        let rules = if game % 2 == 0 { &rules } else { &mini };
        let d = deploy(rules, game, BySide::new(false, false));
        let mut pos = fight_start(&d, if game % 3 == 0 { Side::Blue } else { Side::Red });
        let mut searcher = Searcher::new(1 << 14);
        let mut history = Vec::new();
        for ply in 0..40 {
            if pos.outcome().is_some() {
                break;
            }
            let moves = pos.legal_moves();
            if ply % 5 == 0 {
                let opts = SearchOptions {
                    nodes: Some(3000),
                    ..SearchOptions::default()
                };
                let r = searcher
                    .search(&pos, &history, &opts, &AtomicBool::new(false))
                    .expect("moves exist");
                assert!(
                    moves.contains(&r.best),
                    "illegal {} in {}",
                    r.best,
                    pos.to_sfen()
                );
                assert!(pos.is_legal(r.best));
            }
            history.push(pos.zobrist());
            pos.play_unchecked(moves[rng.random_range(0..moves.len())]);
        }
    }
}

#[test]
fn engine_army_is_always_valid() {
    let cases = [
        ("standard", true, BySide::new(800, 800)),
        ("standard", true, BySide::new(600, 1000)),
        ("standard", true, BySide::new(0, 35)),
        ("tabletop", true, BySide::new(800, 800)),
        ("no-limits", true, BySide::new(800, 1200)),
        ("mini", false, BySide::new(200, 200)),
        ("mini", false, BySide::new(100, 300)),
    ];
    let mut rng = StdRng::seed_from_u64(11);
    for (name, board12, budget) in cases {
        let rules = rules_with(name, board12, budget);
        let mut distinct = std::collections::HashSet::new();
        for seed in 0..60u64 {
            for side in Side::ALL {
                let plinths = (seed % 3 == 0).then(|| practice_layout(&rules, &mut rng));
                let army = choose_army(&rules, side, plinths, seed);
                assert_eq!(
                    rules.roster.validate(&army, budget[side]),
                    Ok(()),
                    "{name} {budget:?} seed {seed}: {army}"
                );
                assert_eq!(army.count(Role::King), 1);
                distinct.insert(army);
            }
        }
        if budget.blue >= 200 {
            assert!(
                distinct.len() > 10,
                "{name}: only {} armies",
                distinct.len()
            );
        }
    }
}

#[test]
fn engine_army_spends_most_of_the_budget() {
    let rules = match_rules(false);
    for seed in 0..30 {
        let army = choose_army(&rules, Side::Blue, None, seed);
        let cost = rules.roster.cost(&army);
        assert!(cost + 10 > 800 || army.total() == 32, "{army} costs {cost}");
        // The dealt armies keep a pawn screen (the engine's own may do without: few pawns
        // scored best in self-play).
        let army = shuuro::engine::army::drawn_army(&rules, Side::Blue, None, seed);
        let cost = rules.roster.cost(&army);
        assert!(cost + 10 > 800 || army.total() == 32, "{army} costs {cost}");
        assert!(army.count(Role::Pawn) >= 4, "{army} has a pawn screen");
    }
}

#[test]
fn engine_deployment_is_legal_and_completes() {
    let rules = match_rules(false);
    let mini = match_rules(true);
    for seed in 0..4 {
        for r in [&rules, &mini] {
            let d = deploy(r, seed, BySide::new(true, seed % 2 == 0));
            assert!(d.is_complete());
            // Nothing left to place: no stand-in placement, just nothing.
            assert_eq!(choose_placement(&d, seed), None);
        }
    }
}

#[test]
fn engine_deployment_blocks_an_attack_on_its_king() {
    // Mini-Shuuro: Red's Rook on c6 looks down the c-file at Blue's King on c1; Blue has
    // only a pawn left, which must go on row 2: c2 shuts the file.
    let setup = shuuro::rules::sfen::parse("2rk2/6/6/6/6/2K3 w P 4").expect("SFEN");
    let d = Deployment::from_setup(&setup, false).expect("deployment state");
    let (piece, sq) = best_placement(&d, 1).expect("a placement");
    assert_eq!(piece.role, Role::Pawn);
    assert_eq!(sq.to_string(), "c2");
}

#[test]
fn engine_deployment_avoids_the_ambush_over_many_games() {
    // With the engine placing for Blue against random Red placements, Blue's King is
    // rarely left attacked at the start of the fight (only when Red's last piece did it).
    let rules = match_rules(true);
    let mut exposed = 0;
    for seed in 0..20 {
        let d = deploy(&rules, 100 + seed, BySide::new(true, false));
        let pos = fight_start(&d, Side::Red);
        if pos
            .legal_moves()
            .iter()
            .any(|&m| pos.board().piece_at(m.to).map(|p| p.role) == Some(Role::King))
        {
            exposed += 1;
        }
    }
    assert!(exposed <= 3, "King exposed in {exposed} of 20 deployments");
}

#[test]
fn player_names_parse() {
    assert!(matches!("random".parse(), Ok(PlayerKind::Random)));
    assert!(matches!("greedy".parse(), Ok(PlayerKind::Greedy)));
    assert!("engine:0.2s".parse::<PlayerKind>().is_ok());
    assert!("engine:200ms".parse::<PlayerKind>().is_ok());
    assert!("engine:d3".parse::<PlayerKind>().is_ok());
    assert!("engine:n5000".parse::<PlayerKind>().is_ok());
    assert!("engine:fast".parse::<PlayerKind>().is_err());
    assert!("engine:-1s".parse::<PlayerKind>().is_err());
    assert!("stockfish".parse::<PlayerKind>().is_err());
}

#[test]
fn tiny_match_runs_and_ends_with_the_tally() {
    let mut cmd = std::process::Command::new(BIN);
    cmd.stdin(std::process::Stdio::null()).args([
        "match",
        "--games",
        "2",
        "--mini",
        "--a",
        "engine:n2000",
        "--b",
        "greedy",
        "--seed",
        "5",
        "--max-plies",
        "60",
    ]);
    let out = output_within(&mut cmd, HANG, "shuuro match");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let last = text.lines().last().expect("output");
    let words: Vec<&str> = last.split(' ').collect();
    assert_eq!(words.len(), 6, "{last}");
    assert_eq!((words[0], words[2], words[4]), ("wins", "draws", "losses"));
    let total: u32 = [1, 3, 5]
        .iter()
        .map(|&i| words[i].parse::<u32>().expect("number"))
        .sum();
    assert_eq!(total, 2);
    assert_eq!(text.lines().count(), 4);
    assert!(text.lines().nth(2).expect("elo line").starts_with("elo "));
}

/// No time, depth or node limit, and a full opening with no mate in sight: only the stop
/// flag can end this search, raised while it runs. (The position it used to search was a
/// quick mate, which ends a search by itself.) A search that ignored the flag would run
/// on: the test waits a generous minute for the answer and fails after it, never hangs.
#[test]
fn search_stops_when_the_flag_is_raised() {
    let pos = position("2rnbkqbnr2/12/2pppppppp2/12/12/12/12/12/12/2PPPPPPPP2/12/2RNBKQBNR2 b - 1");
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel();
    std::thread::spawn({
        let (pos, stop) = (pos.clone(), stop.clone());
        move || {
            let r = Searcher::new(1 << 14).search(&pos, &[], &SearchOptions::default(), &stop);
            let _ = tx.send(r);
        }
    });
    std::thread::sleep(Duration::from_millis(100));
    stop.store(true, Ordering::Relaxed);
    let r = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the search ended within a minute of its stop flag being raised")
        .expect("a move");
    assert!(pos.is_legal(r.best));
}

#[test]
fn engine_beats_greedy_in_mini_shuuro() {
    use shuuro::cmd::matches::play_game;
    use shuuro::engine::players::Player;
    let rules = match_rules(true);
    let engine: PlayerKind = "engine:n3000".parse().expect("player");
    let mut score = 0;
    for game in 0..10u64 {
        let a_side = if game % 2 == 0 { Side::Blue } else { Side::Red };
        let mut players = BySide::from_fn(|s| {
            let kind = if s == a_side {
                engine.clone()
            } else {
                PlayerKind::Greedy
            };
            Player::new(kind, game * 2 + s.index() as u64)
        });
        let r = play_game(&rules, &mut players, a_side, game, 200).expect("game plays");
        score += r.score_for_a();
    }
    assert!(score >= 8, "engine net score {score} of 10 against greedy");
}

#[test]
fn engine_army_is_valid_under_extreme_rosters() {
    use shuuro::rules::roster::RosterEntry;
    let mut rules = match_rules(false);
    let free_pawns = {
        let mut r = rules.roster.clone();
        r.pieces[Role::Pawn] = RosterEntry { cost: 0, max: None };
        r
    };
    let one_piece = {
        let mut r = rules.roster.clone();
        r.max_pieces = 1;
        r
    };
    let no_limits = Roster::builtin("no-limits").expect("roster");
    for (roster, budget) in [
        (rules.roster.clone(), u32::MAX),
        (no_limits, u32::MAX),
        (free_pawns, 800),
        (one_piece, 800),
    ] {
        rules.roster = roster;
        rules.budget = BySide::new(budget, budget);
        for seed in 0..5 {
            let army = choose_army(&rules, Side::Red, None, seed);
            assert_eq!(rules.roster.validate(&army, budget), Ok(()), "{army}");
        }
    }
}

#[test]
fn capture_generation_is_the_captures_and_promotions_of_the_legal_moves() {
    use shuuro::rules::Move;
    let mut rng = StdRng::seed_from_u64(11);
    for start in [
        "r2kqrb3qn/1_.1ppp1ppb2/pnr1p3_.n2/6p3p1/1bp1_.4p1p/10_.1/4B7/1N2_.7/P2P4P2P/4P2_N1PP1/1P_.2PPPRP1Q/QRB2RKB2_N1 b - 89",
        "rrnkqrbbbqnn/p_.pppppppppp/4p3_.3/12/4_.7/10_.1/12/4_.7/12/7_.1P2/PP_.PPPPPPPPP/QRBNRBKBNR_NQ b - 49",
        "5k/6/3_.1_./K2P2/6/4q1 b - 71",
    ] {
        for _ in 0..20 {
            let mut pos = position(start);
            for _ in 0..200 {
                let all = pos.legal_moves();
                if all.is_empty() {
                    break;
                }
                let mut want: Vec<Move> = all
                    .iter()
                    .copied()
                    .filter(|&m| pos.is_capture(m) || m.promotion.is_some())
                    .collect();
                let mut got = Vec::new();
                pos.legal_captures_into(&mut got);
                want.sort_by_key(|m| (m.from.index(), m.to.index(), m.promotion));
                got.sort_by_key(|m| (m.from.index(), m.to.index(), m.promotion));
                assert_eq!(got, want, "{}", pos.to_sfen());
                let m = all[rng.random_range(0..all.len())];
                if pos
                    .board()
                    .piece_at(m.to)
                    .is_some_and(|p| p.role == Role::King)
                {
                    break;
                }
                pos.play_unchecked(m);
            }
        }
    }
}

#[test]
fn a_pass_changes_only_the_side_to_move() {
    for sfen in [
        "r2kqrb3qn/1_.1ppp1ppb2/pnr1p3_.n2/6p3p1/1bp1_.4p1p/10_.1/4B7/1N2_.7/P2P4P2P/4P2_N1PP1/1P_.2PPPRP1Q/QRB2RKB2_N1 b - 89",
        "5k/6/3_.1_./K2P2/6/4q1 b - 71",
    ] {
        let pos = position(sfen);
        let mut passed = pos.clone();
        passed.pass_unchecked();
        assert_eq!(passed.turn(), pos.turn().opposite());
        assert_eq!(passed.board(), pos.board());
        // The same hash as the position read afresh with the other side to move.
        let fresh = Position::from_sfen(&passed.to_sfen()).expect("sfen");
        assert_eq!(passed.zobrist(), fresh.zobrist());
        assert_eq!(passed.legal_moves(), fresh.legal_moves());
    }
}

/// A deployment budget that depth stops, not time: the same choice on any machine.
fn deploy_budget(depth: u32) -> shuuro::engine::deploy::DeployBudget {
    shuuro::engine::deploy::DeployBudget {
        time: Duration::from_secs(600),
        candidates: 8,
        depth,
        threads: 1,
    }
}

#[test]
fn searched_deployment_rejects_the_quick_favourite_that_loses_the_fight() {
    use shuuro::engine::deploy::{FightOrder, searched_placement};
    // Mini-Shuuro: the quick score likes a Rook on c1; completed and searched, that
    // deployment loses the fight whoever moves first, and another placement does not.
    let setup = shuuro::rules::sfen::parse("2k3/6/6/1_.4/6/K_.4 w qr2pR2B5P 3").expect("SFEN");
    let d = Deployment::from_setup(&setup, false).expect("deployment state");
    let quick = best_placement(&d, 1).expect("a placement");
    assert_eq!(quick.1.to_string(), "c1");
    let stop = AtomicBool::new(false);
    let p =
        searched_placement(&d, FightOrder::Dice, &deploy_budget(3), 1, &stop).expect("a placement");
    assert_ne!((p.piece, p.square), quick);
    let (piece, sq, rejected) = p.instead_of.expect("the quick favourite was rejected");
    assert_eq!((piece, sq), quick);
    assert!(p.score > rejected + 1000, "{p:?}");
    assert!(d.legal_squares(p.piece.role).contains(p.square));
    // Both first movers were searched (the dice), and the score is their mean.
    let (b, r) = (
        p.by_first.blue.expect("Blue first"),
        p.by_first.red.expect("Red first"),
    );
    assert_eq!(p.score, (b + r) / 2);
}

#[test]
fn searched_deployment_with_a_known_first_mover_searches_only_that_fight() {
    use shuuro::engine::deploy::{FightOrder, searched_placement};
    let setup = shuuro::rules::sfen::parse("2k3/6/6/1_.4/6/K_.4 w qr2pR2B5P 3").expect("SFEN");
    let d = Deployment::from_setup(&setup, false).expect("deployment state");
    let stop = AtomicBool::new(false);
    for first in Side::ALL {
        let p = searched_placement(&d, FightOrder::Known(first), &deploy_budget(2), 1, &stop)
            .expect("a placement");
        assert_eq!(p.by_first[first], Some(p.score), "{p:?}");
        assert_eq!(p.by_first[first.opposite()], None, "{p:?}");
    }
    // Under Serious business the side that finishes first moves first: one fight each.
    let p = searched_placement(&d, FightOrder::FinishedFirst, &deploy_budget(2), 1, &stop)
        .expect("a placement");
    assert_eq!(
        p.by_first.blue.is_some() as u8 + p.by_first.red.is_some() as u8,
        1,
        "{p:?}"
    );
}

#[test]
fn a_match_game_plays_the_dealt_armies_and_a_player_without_one_chooses_its_own() {
    use shuuro::cmd::matches::play_game_with;
    use shuuro::engine::army::drawn_army;
    use shuuro::engine::players::Player;
    use shuuro::rules::game::Step;
    let rules = match_rules(true);
    let kind: PlayerKind = "engine:d1".parse().expect("player");
    let dealt_blue = drawn_army(&rules, Side::Blue, None, 7);
    let mut players = BySide::from_fn(|s| Player::new(kind.clone(), s.index() as u64));
    let dealt = |side: Side, _| (side == Side::Blue).then_some(dealt_blue);
    let r = play_game_with(&rules, &mut players, Side::Blue, 7, 20, &dealt).expect("plays");
    let armies: Vec<(Side, shuuro::rules::Army)> = r
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Army { side, army } => Some((*side, *army)),
            _ => None,
        })
        .collect();
    assert_eq!(armies.len(), 2);
    assert!(armies.contains(&(Side::Blue, dealt_blue)), "{armies:?}");
    let red = armies
        .iter()
        .find(|a| a.0 == Side::Red)
        .expect("Red's army")
        .1;
    assert_eq!(rules.roster.validate(&red, rules.budget.red), Ok(()));
}

/// Every position of `tests/data`, searched by two threads sharing one table (a
/// searcher kept from position to position, as in a game): a legal best move each time,
/// no panic (a mate found stops it before its depth).
#[test]
fn two_threads_search_every_test_position() {
    let mut searcher = Searcher::new(1 << 16);
    for (file, depth) in [("12x12.jsonl", 4), ("6x6.jsonl", 6)] {
        let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
        for line in std::fs::read_to_string(path).expect("test data").lines() {
            let v: serde_json::Value = serde_json::from_str(line).expect("JSON line");
            let pos = position(v["sfen"].as_str().expect("sfen"));
            for threads in [2, 1] {
                let opts = SearchOptions {
                    depth: Some(depth),
                    threads: Some(threads),
                    ..SearchOptions::default()
                };
                let r = searcher
                    .search(&pos, &[], &opts, &AtomicBool::new(false))
                    .expect("a legal move exists");
                assert!(pos.legal_moves().contains(&r.best), "{}", v["name"]);
                assert!((1..=depth).contains(&r.depth), "{}", v["name"]);
                assert!(r.nodes > 0);
            }
        }
    }
}
