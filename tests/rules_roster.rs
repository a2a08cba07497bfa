//! Phase 1 (RULES.md): rosters as data and army validation reporting every violation.

use proptest::prelude::*;
use shuuro::load::load_roster;
use shuuro::record::roster::{RosterError, from_json, from_value, to_value};
use shuuro::rules::roster::{ArmyViolation, BUILTIN_ROSTERS, Roster, RosterEntry};
use shuuro::rules::{Army, BoardSize, Role};

mod common;
use common::*;

fn messages(r: &Roster, a: &str, budget: u32) -> Vec<String> {
    match r.validate(&army(a), budget) {
        Ok(()) => vec![],
        Err(v) => v.iter().map(|x| x.to_string()).collect(),
    }
}

fn standard() -> Roster {
    Roster::builtin("standard").unwrap()
}

#[test]
fn roster_standard_is_the_rulebook_roster() {
    let r = standard();
    assert_eq!(r.name, "standard");
    assert_eq!(r.points, 800);
    assert_eq!(r.max_pieces, 32);
    assert_eq!(r.board, Some(BoardSize::Twelve));
    let expect = [(0, 1), (110, 3), (70, 6), (40, 9), (40, 9), (10, 18)];
    for (role, (cost, max)) in Role::ALL.into_iter().zip(expect) {
        assert_eq!(
            r.pieces[role],
            RosterEntry {
                cost,
                max: Some(max)
            },
            "{role}"
        );
    }
}

#[test]
fn roster_tabletop_is_the_older_roster() {
    let r = Roster::builtin("tabletop").unwrap();
    assert_eq!((r.points, r.max_pieces), (800, 32));
    let expect = [(0, 1), (110, 4), (70, 6), (40, 8), (40, 8), (10, 16)];
    for (role, (cost, max)) in Role::ALL.into_iter().zip(expect) {
        assert_eq!(
            r.pieces[role],
            RosterEntry {
                cost,
                max: Some(max)
            },
            "{role}"
        );
    }
}

#[test]
fn roster_mini_is_200_points_10_pieces_same_costs_and_maxima() {
    let r = Roster::builtin("mini").unwrap();
    let s = standard();
    assert_eq!((r.points, r.max_pieces), (200, 10));
    assert_eq!(r.board, Some(BoardSize::Six));
    assert_eq!(r.pieces, s.pieces);
}

#[test]
fn roster_no_limits_has_no_per_type_max_except_the_single_king() {
    let r = Roster::builtin("no-limits").unwrap();
    assert_eq!((r.points, r.max_pieces), (800, 32));
    assert_eq!(r.pieces[Role::King].max, Some(1));
    for role in [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ] {
        assert_eq!(r.pieces[role].max, None, "{role}");
        assert_eq!(r.pieces[role].cost, standard().pieces[role].cost);
    }
    // 7 Queens (770) is fine here, and still one King only.
    assert_eq!(messages(&r, "KQQQQQQQ", 800), Vec::<String>::new());
    assert_eq!(messages(&r, "KKQQQQQQQ", 800), vec!["2 Kings"]);
}

#[test]
fn roster_builtin_names() {
    for name in BUILTIN_ROSTERS {
        assert_eq!(Roster::builtin(name).unwrap().name, name);
    }
    assert_eq!(Roster::builtin("Standard"), None);
}

#[test]
fn army_rulebook_example_is_valid_for_standard_at_800() {
    let r = standard();
    assert_eq!(r.cost(&Army::rulebook_example()), 800);
    assert_eq!(r.validate(&Army::rulebook_example(), 800), Ok(()));
}

#[test]
fn army_spending_less_than_the_budget_is_fine() {
    assert_eq!(messages(&standard(), "KQP", 800), Vec::<String>::new());
    assert_eq!(messages(&standard(), "K", 0), Vec::<String>::new());
}

#[test]
fn army_over_budget_says_by_how_much() {
    // rulebook example + 3 pawns = 830
    assert_eq!(
        messages(&standard(), "KQQRRRBBBBNNNNPPPPPPPP", 800),
        vec!["over budget by 30 points (830 of 800)"]
    );
}

#[test]
fn army_per_player_budget_handicap() {
    let a = Army::rulebook_example();
    assert_eq!(
        standard().validate(&a, 600),
        Err(vec![ArmyViolation::OverBudget {
            cost: 800,
            budget: 600
        }])
    );
    assert_eq!(standard().validate(&a, 1000), Ok(()));
}

#[test]
fn army_too_many_of_a_type() {
    assert_eq!(
        messages(&standard(), "KQQQQ", 800),
        vec!["4 Queens, at most 3"]
    );
    assert_eq!(
        messages(&Roster::builtin("tabletop").unwrap(), "KBBBBBBBBB", 800),
        vec!["9 Bishops, at most 8"]
    );
}

#[test]
fn army_too_many_pieces() {
    let a = format!("K{}{}", "N".repeat(9), "P".repeat(18)) + "BBBBB"; // 33 pieces
    let r = Roster {
        points: 10_000,
        ..standard()
    };
    assert_eq!(messages(&r, &a, 10_000), vec!["33 pieces, at most 32"]);
}

#[test]
fn army_needs_exactly_one_king() {
    assert_eq!(messages(&standard(), "QR", 800), vec!["no King"]);
    assert_eq!(messages(&standard(), "KKQ", 800), vec!["2 Kings"]);
}

#[test]
fn army_validation_reports_every_violation() {
    let a = format!("KK{}{}", "Q".repeat(5), "P".repeat(30));
    assert_eq!(
        messages(&standard(), &a, 800),
        vec![
            "2 Kings",
            "5 Queens, at most 3",
            "30 Pawns, at most 18",
            "37 pieces, at most 32",
            "over budget by 50 points (850 of 800)",
        ]
    );
}

#[test]
fn army_mini_roster_limits() {
    let r = Roster::builtin("mini").unwrap();
    assert_eq!(messages(&r, "KQRPP", 200), Vec::<String>::new()); // 110 + 70 + 20
    assert_eq!(
        messages(&r, "KQRPPP", 200),
        vec!["over budget by 10 points (210 of 200)"]
    );
    assert_eq!(
        messages(&r, "KPPPPPPPPPPP", 200),
        vec!["12 pieces, at most 10"]
    );
}

fn json_error(text: &str) -> String {
    from_json(text, "rosters/x.json").unwrap_err().to_string()
}

const GOOD: &str = r#"{"name":"x","points":800,"max_pieces":32,"pieces":{"king":{"cost":0,"max":1},"queen":{"cost":110,"max":3},"rook":{"cost":70,"max":6},"bishop":{"cost":40,"max":9},"knight":{"cost":40,"max":9},"pawn":{"cost":10,"max":18}}}"#;

#[test]
fn roster_json_good_parses() {
    let r = from_json(GOOD, "rosters/x.json").unwrap();
    assert_eq!(r.board, None);
    assert_eq!(r.pieces, standard().pieces);
}

#[test]
fn roster_error_king_max_zero_names_file_and_field() {
    let t = GOOD.replace(
        r#""king":{"cost":0,"max":1}"#,
        r#""king":{"cost":0,"max":0}"#,
    );
    assert_eq!(
        json_error(&t),
        "rosters/x.json: pieces.king.max: a roster must allow exactly one King (found 0)"
    );
    let t = GOOD.replace(r#""king":{"cost":0,"max":1}"#, r#""king":{"cost":0}"#);
    assert_eq!(
        json_error(&t),
        "rosters/x.json: pieces.king.max: a roster must allow exactly one King (found no limit)"
    );
}

#[test]
fn roster_error_no_king_entry() {
    let t = GOOD.replace(r#""king":{"cost":0,"max":1},"#, "");
    assert_eq!(
        json_error(&t),
        "rosters/x.json: pieces: missing field `king`"
    );
}

#[test]
fn roster_error_negative_cost() {
    let t = GOOD.replace(r#""cost":110"#, r#""cost":-5"#);
    assert_eq!(
        json_error(&t),
        "rosters/x.json: pieces.queen.cost: invalid value: integer `-5`, expected a whole number (0 or more)"
    );
}

#[test]
fn roster_error_unknown_piece() {
    let t = GOOD.replace(r#""pawn":"#, r#""dragon":{"cost":1},"pawn":"#);
    assert_eq!(
        json_error(&t),
        "rosters/x.json: pieces.dragon: unknown field `dragon`, expected one of `king`, `queen`, `rook`, `bishop`, `knight`, `pawn`, `chancellor`, `archbishop`, `giraffe`"
    );
}

#[test]
fn roster_error_unknown_top_level_field() {
    let t = GOOD.replace(r#""points""#, r#""pionts":1,"points""#);
    assert!(json_error(&t).starts_with("rosters/x.json: pionts: unknown field"));
    let t = GOOD.replace(r#""cost":110"#, r#""cost":110,"price":3"#);
    assert_eq!(
        json_error(&t),
        "rosters/x.json: pieces.queen.price: unknown field `price`, expected `cost` or `max`"
    );
}

#[test]
fn roster_error_wrong_types() {
    let t = GOOD.replace(r#""points":800"#, r#""points":"800""#);
    assert_eq!(
        json_error(&t),
        "rosters/x.json: points: invalid type: string \"800\", expected a whole number (0 or more)"
    );
    let t = GOOD.replace(r#""max":18"#, r#""max":1.5"#);
    assert_eq!(
        json_error(&t),
        "rosters/x.json: pieces.pawn.max: invalid type: floating point `1.5`, expected a whole number (0 or more)"
    );
    let t = GOOD.replace(r#""name":"x""#, r#""name":3"#);
    assert_eq!(
        json_error(&t),
        "rosters/x.json: name: invalid type: integer `3`, expected a string"
    );
    assert_eq!(
        json_error("[1]"),
        "rosters/x.json: roster: invalid type: sequence, expected an object"
    );
    let t = GOOD.replace(r#""queen":{"cost":110,"max":3}"#, r#""queen":[110,3]"#);
    assert_eq!(
        json_error(&t),
        "rosters/x.json: pieces.queen: invalid type: sequence, expected an object"
    );
    let t = GOOD.replace(r#""max_pieces":32"#, r#""max_pieces":0"#);
    assert_eq!(
        json_error(&t),
        "rosters/x.json: max_pieces: must be at least 1, for the King (found 0)"
    );
    let t = GOOD.replace(r#""name":"x""#, r#""name":"x","board":9"#);
    assert_eq!(
        json_error(&t),
        "rosters/x.json: board: must be 12, 8 or 6 (found 9)"
    );
}

#[test]
fn roster_file_reports_every_problem_at_once() {
    let t = GOOD
        .replace(
            r#""king":{"cost":0,"max":1}"#,
            r#""king":{"cost":0,"max":2}"#,
        )
        .replace(r#""max_pieces":32"#, r#""max_pieces":0"#)
        .replace(r#""name":"x""#, r#""name":"x","board":7"#);
    assert_eq!(
        json_error(&t),
        "rosters/x.json: board: must be 12, 8 or 6 (found 7); \
         max_pieces: must be at least 1, for the King (found 0); \
         pieces.king.max: a roster must allow exactly one King (found 2)"
    );
}

#[test]
fn roster_error_missing_fields() {
    let t = GOOD.replace(r#""points":800,"#, "");
    assert_eq!(
        json_error(&t),
        "rosters/x.json: roster: missing field `points`"
    );
    let t = GOOD.replace(r#""rook":{"cost":70,"max":6},"#, "");
    assert_eq!(
        json_error(&t),
        "rosters/x.json: pieces: missing field `rook`"
    );
}

#[test]
fn roster_error_not_json() {
    assert!(json_error("{nope").starts_with("rosters/x.json: not JSON: "));
    assert!(json_error("").starts_with("rosters/x.json: not JSON: "));
}

#[test]
fn roster_error_origin_for_records() {
    let v = serde_json::json!({"name": "x"});
    assert_eq!(
        from_value(&v, "record rules.roster")
            .unwrap_err()
            .to_string(),
        "record rules.roster: roster: missing field `points`"
    );
}

#[test]
fn roster_to_json_has_the_file_shape() {
    let j = to_value(&standard());
    assert_eq!(j["points"], 800);
    assert_eq!(j["board"], 12);
    assert_eq!(j["pieces"]["queen"]["max"], 3);
    let nl = to_value(&Roster::builtin("no-limits").unwrap());
    assert!(nl["pieces"]["pawn"]["max"].is_null());
    assert_eq!(from_value(&nl, "x").unwrap().name, "no-limits");
}

#[test]
fn load_roster_by_name_or_path() {
    assert_eq!(load_roster("standard").unwrap(), standard());
    let r = load_roster("tests/data/rosters/custom.json").unwrap();
    assert_eq!(r.name, "custom");
    assert_eq!(
        r.pieces[Role::Rook],
        RosterEntry {
            cost: 60,
            max: None
        }
    );
    assert_eq!(r.pieces[Role::Pawn].max, None);
    assert_eq!(
        load_roster("tests/data/rosters/zero-kings.json")
            .unwrap_err()
            .to_string(),
        "tests/data/rosters/zero-kings.json: pieces.king.max: a roster must allow exactly one King (found 0)"
    );
    assert_eq!(
        load_roster("grand"),
        Err(RosterError::NoSuchRoster("grand".into()))
    );
    let e = load_roster("tests/data/rosters/absent.json")
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("tests/data/rosters/absent.json: can't read the roster file: "),
        "{e}"
    );
}

#[test]
fn roster_shipped_files_match_builtins() {
    for name in BUILTIN_ROSTERS {
        let from_file = load_roster(&format!("rosters/{name}.json")).unwrap();
        assert_eq!(Some(from_file), Roster::builtin(name));
    }
}

proptest! {
    /// Whatever the text, reading a roster gives a roster or an error naming the origin.
    #[test]
    fn roster_any_text_is_answered(text in ".{0,200}") {
        if let Err(e) = from_json(&text, "rosters/x.json") {
            prop_assert!(e.to_string().starts_with("rosters/x.json: "));
        }
    }

    /// Corrupting one character of a good roster never panics.
    #[test]
    fn roster_any_one_character_change_is_answered(at in 0usize..GOOD.len(), c in any::<char>()) {
        let mut t: Vec<char> = GOOD.chars().collect();
        t[at] = c;
        let t: String = t.into_iter().collect();
        if let Ok(r) = from_json(&t, "x") {
            prop_assert_eq!(r.pieces[Role::King].max, Some(1));
        }
    }

    /// Validation counts every piece: the total cost is the sum of the parts.
    #[test]
    fn army_cost_is_the_sum_of_the_pieces(counts in any::<[u8; 9]>(), fairy in any::<bool>()) {
        let a = Army::from_counts(shuuro::rules::ByRole(counts));
        let r = if fairy { Roster::builtin("fairy").unwrap() } else { standard() };
        let expect: u32 = Role::ALL.iter().map(|&x| r.pieces[x].cost * u32::from(a.count(x))).sum();
        prop_assert_eq!(r.cost(&a), expect);
        let over = r.validate(&a, r.points).err().unwrap_or_default();
        prop_assert_eq!(
            over.iter().any(|v| matches!(v, ArmyViolation::OverBudget { .. })),
            expect > r.points
        );
    }
}

/// `shuuro play ARGS` without a terminal: what it says on standard error, and its exit code.
fn play(args: &[&str]) -> (Option<i32>, String) {
    let out = process::output_within(
        std::process::Command::new(process::BIN)
            .arg("play")
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR")),
        process::HANG,
        "shuuro play",
    );
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `shuuro play ARGS` exits 2 before any terminal is needed, saying `message`.
fn play_refuses(args: &[&str], message: &str) {
    let (code, err) = play(args);
    assert_eq!(code, Some(2), "{args:?}: {err}");
    assert!(
        err.contains(message),
        "{args:?}: expected {message:?} in {err:?}"
    );
}

#[test]
fn play_refuses_a_12x12_roster_for_mini_shuuro() {
    play_refuses(
        &["--mini", "--roster", "tests/data/rosters/board-12.json"],
        "the roster \"big\" is made for the 12×12 board, not 6×6",
    );
}

#[test]
fn play_refuses_a_builtin_12x12_roster_for_mini_shuuro_naming_it() {
    for name in ["tabletop", "standard", "no-limits"] {
        play_refuses(
            &["--mini", "--roster", name],
            &format!("the roster \"{name}\" is made for the 12×12 board, not 6×6"),
        );
    }
}

#[test]
fn play_refuses_a_6x6_roster_on_12x12() {
    play_refuses(
        &["--roster", "tests/data/rosters/board-6.json"],
        "the roster \"small\" is made for the 6×6 board, not 12×12",
    );
}

#[test]
fn play_names_the_builtin_rosters_for_an_unknown_name() {
    play_refuses(
        &["--roster", "nope"],
        "unknown roster 'nope' (standard, mini, no-limits, tabletop, fairy, mini-fairy, eight, eight-fairy) and no file of that name",
    );
}

#[test]
fn play_reports_every_problem_of_a_custom_roster_file() {
    play_refuses(
        &["--roster", "tests/data/rosters/many-problems.json"],
        "tests/data/rosters/many-problems.json: board: must be 12, 8 or 6 (found 9); \
         max_pieces: must be at least 1, for the King (found 0); \
         pieces.king.max: a roster must allow exactly one King (found no limit)",
    );
}
