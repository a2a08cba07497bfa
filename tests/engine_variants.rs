//! The computer on lishuuro's variants (Shuuro Fairy, Mini Fairy, 8×8, 8×8 Fairy): it buys
//! a legal army at every level, deploys to the end and plays a game that replays legally.
//! Searches are limited by nodes, never by time.

use shuuro::cmd::matches::{MatchVariant, play_game};
use shuuro::engine::players::{Player, PlayerKind};
use shuuro::engine::{Level, Style, skill};
use shuuro::rules::game::{Game, Rules};
use shuuro::rules::roster::Roster;
use shuuro::rules::{BoardSize, BySide, Role, Side};

/// The four new variants: their rules as `shuuro match` makes them from its flags.
fn variants() -> Vec<(&'static str, Rules)> {
    [
        ("fairy", BoardSize::Twelve, true),
        ("mini-fairy", BoardSize::Six, true),
        ("eight", BoardSize::Eight, false),
        ("eight-fairy", BoardSize::Eight, true),
    ]
    .into_iter()
    .map(|(name, board, fairy)| {
        let rules = Rules::with_roster(board, Roster::for_board(board, fairy));
        assert_eq!(rules.roster.name, name);
        (name, rules)
    })
    .collect()
}

#[test]
fn match_flags_name_every_new_variant() {
    use clap::Parser;
    #[derive(Parser)]
    struct Flags {
        #[command(flatten)]
        variant: MatchVariant,
    }
    for (args, roster, points) in [
        (&[][..], "standard", 800),
        (&["--mini"][..], "mini", 200),
        (&["--board", "6"][..], "mini", 200),
        (&["--fairy"][..], "fairy", 870),
        (&["--mini", "--fairy"][..], "mini-fairy", 250),
        (&["--board", "8"][..], "eight", 350),
        (&["--board", "8", "--fairy"][..], "eight-fairy", 400),
    ] {
        let flags = Flags::try_parse_from(std::iter::once("match").chain(args.iter().copied()))
            .expect("flags parse");
        let rules = flags.variant.rules();
        assert_eq!(
            (rules.roster.name.as_str(), rules.budget[Side::Blue]),
            (roster, points),
            "{args:?}"
        );
    }
    assert!(Flags::try_parse_from(["match", "--board", "7"]).is_err());
    assert!(Flags::try_parse_from(["match", "--mini", "--board", "8"]).is_err());
}

/// Every level buys an army its roster accepts, spending most of the budget; on the fairy
/// rosters the engine's own choice buys fairy pieces (within their maxima) in most games.
#[test]
fn every_level_buys_a_legal_army_on_every_new_roster() {
    for (name, rules) in variants() {
        for level in 1..=Level::MAX.get() {
            let style = Style::at(Level::new(level).expect("a level"));
            let mut with_fairy = 0;
            for seed in 0..24u64 {
                for side in Side::ALL {
                    let army = skill::army(&rules, side, None, seed, &style);
                    let budget = rules.budget[side];
                    rules
                        .roster
                        .validate(&army, budget)
                        .unwrap_or_else(|e| panic!("{name} level {level} seed {seed}: {e:?}"));
                    let spent: u32 = Role::ALL
                        .iter()
                        .map(|&r| rules.roster.pieces[r].cost * army.count(r) as u32)
                        .sum();
                    assert!(
                        spent + rules.roster.pieces[Role::Pawn].cost * 2 >= budget
                            || army.total() >= rules.roster.max_pieces,
                        "{name} level {level} seed {seed}: spent {spent} of {budget}"
                    );
                    if Role::FAIRY.iter().any(|&r| army.count(r) > 0) {
                        with_fairy += 1;
                    }
                }
            }
            if rules.roster.has_fairy() && level >= 3 {
                assert!(
                    with_fairy >= 24,
                    "{name} level {level}: fairy pieces in only {with_fairy} of 48 armies"
                );
            }
            if !rules.roster.has_fairy() {
                assert_eq!(with_fairy, 0, "{name}");
            }
        }
    }
}

/// A whole game on each new variant: the engine (by nodes, and at levels 1 and 4) against
/// `greedy`, armies bought, plinths rolled, deployment completed, a fight of at most 40
/// plies; the steps replay through the rules as a legal game.
#[test]
fn a_short_engine_game_on_each_new_variant_ends_legally() {
    let engines: [PlayerKind; 3] = [
        "engine:n2000".parse().expect("player"),
        "level1".parse().expect("player"),
        "level4".parse().expect("player"),
    ];
    for (name, rules) in variants() {
        for (i, engine) in engines.iter().enumerate() {
            let seed = 11 + i as u64;
            let a_side = if i % 2 == 0 { Side::Blue } else { Side::Red };
            let mut players = BySide::from_fn(|s| {
                let kind = if s == a_side {
                    engine.clone()
                } else {
                    PlayerKind::Greedy
                };
                Player::new(kind, seed * 2 + s.index() as u64)
            });
            let report = play_game(&rules, &mut players, a_side, seed, 40)
                .unwrap_or_else(|e| panic!("{name} {engine:?}: {e:?}"));
            assert!(
                report.fight_start.is_some(),
                "{name} {engine:?}: the deployment did not complete"
            );
            let game = Game::from_steps(rules.clone(), &report.steps)
                .unwrap_or_else(|e| panic!("{name} {engine:?}: step {} refused: {:?}", e.0, e.1));
            assert_eq!(game.rules().board, rules.board);
            assert!(report.plies <= 40, "{name}: {} plies", report.plies);
        }
    }
}
