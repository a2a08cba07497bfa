//! Record ↔ game: every golden record replays to a game whose own record replays to the
//! same steps; unfinished games resume in each phase, go on, save and load again;
//! `x-` fields are kept.

mod common;

use shuuro::record::replay::ReplayReason;
use shuuro::rules::game::GameError;
use std::path::{Path, PathBuf};

use shuuro::record::Record;
use shuuro::record::store;
use shuuro::rules::game::{Game, Phase, Step};
use shuuro::rules::plinths::PlinthRoll;
use shuuro::rules::{Army, Piece, Side};

fn records_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/records")
}

fn golden(name: &str) -> Record {
    store::load(&records_dir().join(format!("{name}.json"))).unwrap()
}

#[test]
fn record_from_game_replays_to_the_same_steps_for_every_golden_record() {
    let mut n = 0;
    for e in std::fs::read_dir(records_dir()).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let (rec, game) = store::load_game(&p).unwrap();
        let again = Record::from_game(&game);
        let game2 = again.to_game().unwrap();
        assert_eq!(game2.steps(), game.steps(), "{}", p.display());
        assert_eq!(game2.outcome(), game.outcome(), "{}", p.display());
        assert_eq!(game2.sfen(), game.sfen(), "{}", p.display());
        assert_eq!(again.result, rec.result, "{}", p.display());
        n += 1;
    }
    assert!(n >= 20);
}

/// The next step a player would take in each phase.
fn next_step(g: &Game) -> Step {
    match g.phase() {
        Phase::Armies => Step::Army {
            side: if g.has_army(Side::Blue) {
                Side::Red
            } else {
                Side::Blue
            },
            army: Army::rulebook_example(),
        },
        Phase::Plinths => {
            let (by, quadrant) = g.next_plinth_roll().unwrap();
            Step::PlinthRoll(PlinthRoll {
                by,
                quadrant,
                column: 4,
                row: 2,
            })
        }
        Phase::DeployOrder => Step::DeployRoll([2, 5]),
        Phase::Deploy => {
            let side = g.to_act().unwrap();
            let hand = g.hand(side);
            let role = shuuro::rules::Role::ALL
                .into_iter()
                .find(|&r| hand.count(r) > 0 && g.legal_squares(r).any())
                .unwrap();
            Step::Place {
                piece: Piece::new(side, role),
                square: g.legal_squares(role).next().unwrap(),
            }
        }
        Phase::FightOrder => Step::FightRoll([6, 2]),
        Phase::Fight => Step::Move(g.position().unwrap().legal_moves()[0]),
        Phase::Over => panic!("the game is over"),
    }
}

#[test]
fn record_resumes_an_unfinished_game_in_each_phase() {
    let dir = common::scratch::scratch("roundtrip");
    let cases = [
        ("resume-armies", Phase::Armies),
        ("resume-plinths", Phase::Plinths),
        ("resume-deploy-order", Phase::DeployOrder),
        ("resume-deploy", Phase::Deploy),
        ("resume-fight-order", Phase::FightOrder),
        ("resume-fight", Phase::Fight),
        ("practice-layout", Phase::Armies),
    ];
    for (name, phase) in cases {
        let mut rec = golden(name);
        let mut game = rec.to_game().unwrap();
        assert_eq!(game.phase(), phase, "{name}");
        let before = game.steps().len();
        let step = next_step(&game);
        game.apply(step.clone())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        rec.set_game(&game);
        rec.saved = Some(store::now_rfc3339());
        let path = dir.join(format!("{name}.json"));
        store::save_atomic(&path, &rec).unwrap();
        let (back, resumed) = store::load_game(&path).unwrap();
        assert_eq!(back, rec, "{name}");
        assert_eq!(resumed.steps().len(), before + 1, "{name}");
        // (A fixed layout replays before the armies: the order of those two may differ.)
        assert!(resumed.steps().contains(&step), "{name}");
        assert_eq!(resumed.sfen(), game.sfen(), "{name}");
        assert_eq!(back.players, golden(name).players, "{name}: names kept");
        assert_eq!(back.notes, golden(name).notes, "{name}: notes kept");
    }
}

#[test]
fn record_keeps_x_fields_and_rejects_other_unknown_fields() {
    let base = std::fs::read_to_string(records_dir().join("stalemate.json")).unwrap();
    let with_x = base.replacen(
        "\"format\"",
        "\"x-club\": {\"name\": \"Hippo\", \"rated\": true},\n  \"format\"",
        1,
    );
    let rec = Record::from_json_str(&with_x).unwrap();
    assert_eq!(rec.extra["x-club"]["name"], "Hippo");
    let out = rec.to_json_string();
    assert!(out.contains("\"x-club\": {"), "{out}");
    assert_eq!(Record::from_json_str(&out).unwrap(), rec);
    let typo = base.replacen("\"format\"", "\"nots\": \"hi\",\n  \"format\"", 1);
    let e = Record::from_json_str(&typo).unwrap_err();
    assert!(e.to_string().starts_with("nots: unknown field"), "{e}");
}

#[test]
fn record_accepts_a_whole_roster_object_and_writes_it_back() {
    let text = r#"{"format": "shuuro-game", "version": 1,
        "rules": {"board": 6, "roster": {"name": "tiny", "board": 6, "points": 100,
            "max_pieces": 4, "pieces": {
                "king": {"cost": 0, "max": 1}, "queen": {"cost": 110, "max": 0},
                "rook": {"cost": 70, "max": 1}, "bishop": {"cost": 40, "max": 2},
                "knight": {"cost": 40, "max": 2}, "pawn": {"cost": 10, "max": 4}}}},
        "armies": {"blue": "KRP"}}"#;
    let rec = Record::from_json_str(text).unwrap();
    assert_eq!(rec.rules.roster.name, "tiny");
    let g = rec.to_game().unwrap();
    assert!(g.has_army(Side::Blue));
    let back = Record::from_json_str(&rec.to_json_string()).unwrap();
    assert_eq!(back.rules.roster, rec.rules.roster);
    let over = text.replace("\"KRP\"", "\"KRRP\"");
    let e = Record::from_json_str(&over).unwrap().to_game().unwrap_err();
    assert_eq!(e.step, "armies.blue");
    assert!(
        matches!(e.reason, ReplayReason::Rule(GameError::Army(_))),
        "{e}"
    );
    let bad = text.replace("\"points\": 100", "\"points\": \"many\"");
    let e = Record::from_json_str(&bad).unwrap_err();
    assert_eq!(
        e.to_string(),
        "rules.roster.points: invalid type: string \"many\", expected a whole number (0 or more)"
    );
    let bad = text.replace(
        "\"queen\": {\"cost\": 110, \"max\": 0}",
        "\"queen\": [110, 0]",
    );
    let e = Record::from_json_str(&bad).unwrap_err();
    assert_eq!(
        e.to_string(),
        "rules.roster.pieces.queen: invalid type: sequence, expected an object"
    );
    let bad = text.replace("\"max\": 1}, \"queen\"", "\"max\": 2}, \"queen\"");
    let e = Record::from_json_str(&bad).unwrap_err();
    assert_eq!(
        e.to_string(),
        "rules.roster: pieces.king.max: a roster must allow exactly one King (found 2)"
    );
}

#[test]
fn record_errors_name_the_exact_field_path() {
    let base = std::fs::read_to_string(records_dir().join("stalemate.json")).unwrap();
    let rec: serde_json::Value = serde_json::from_str(&base).unwrap();
    let with = |path: &[&str], v: serde_json::Value| {
        let mut r = rec.clone();
        let mut at = &mut r;
        for p in &path[..path.len() - 1] {
            at = match p.parse::<usize>() {
                Ok(i) => &mut at[i],
                Err(_) => &mut at[*p],
            };
        }
        at[path[path.len() - 1]] = v;
        Record::from_json_str(&r.to_string())
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        with(&["plinth_rolls", "1", "by"], "green".into()),
        "plinth roll 2.by: expected \"blue\" or \"red\", found \"green\""
    );
    assert_eq!(
        with(&["plinth_rolls", "0", "column"], 300.into()),
        "plinth roll 1.column: a die shows 1 to 6 (1 to 8 on 8×8), not 300"
    );
    assert_eq!(
        with(&["rules", "clock"], serde_json::json!({"initial_s": 60})),
        "rules.clock: missing field `increment_s`"
    );
    assert_eq!(
        with(&["rules"], serde_json::json!([6, "mini"])),
        "rules: invalid type: sequence, expected an object"
    );
    assert_eq!(
        with(&["deployment"], serde_json::json!(["K@d1", 7])),
        "deployment 2: invalid type: integer `7`, expected a string"
    );
    assert_eq!(
        with(&["moves"], serde_json::json!(["b1b4", "b4"])),
        "move 2 (\"b4\"): \"b4\" is not a move in long algebraic notation (like e2e4 or b11b12q)"
    );
}

#[test]
fn record_of_a_fixed_layout_holds_only_rules_and_plinths() {
    let rec = golden("practice-layout");
    assert!(rec.plinth_rolls.is_none() && rec.armies.blue.is_none());
    let g = rec.to_game().unwrap();
    assert!(g.plinths_fixed());
    assert_eq!(g.plinths().count(), 8);
    let again = Record::from_game(&g);
    assert_eq!(again.plinths.as_ref().map(|p| p.len()), Some(8));
    assert!(again.plinth_rolls.is_none());
}

#[test]
fn record_reads_null_as_absent_for_optional_fields() {
    let text = r#"{"format": "shuuro-game", "version": 1,
        "rules": {"board": 6, "roster": "mini", "clock": null, "budget": null},
        "players": null, "armies": {"blue": "KQ", "red": null}, "result": null,
        "notes": null}"#;
    let rec = Record::from_json_str(text).unwrap();
    assert_eq!(rec.rules.clock, None);
    assert_eq!(rec.rules.budget.blue, 200);
    assert_eq!(rec.armies.red, None);
    assert_eq!(rec.result, None);
    let g = rec.to_game().unwrap();
    assert_eq!(shuuro::record::replay::result_line(&g), "ongoing none");
}

#[test]
fn record_clock_is_in_seconds_and_kept_to_the_millisecond() {
    let text = r#"{"format": "shuuro-game", "version": 1,
        "rules": {"board": 12, "roster": "standard",
                  "clock": {"initial_s": 900, "increment_s": 2.5}}}"#;
    let rec = Record::from_json_str(text).unwrap();
    let c = rec.rules.clock.unwrap();
    assert_eq!((c.initial_ms, c.increment_ms), (900_000, 2_500));
    let out = rec.to_json_string();
    assert!(
        out.contains("\"clock\": {\"initial_s\": 900, \"increment_s\": 2.5}"),
        "{out}"
    );
    let bad = text.replace("2.5", "-1");
    let e = Record::from_json_str(&bad).unwrap_err();
    assert!(e.to_string().starts_with("rules.clock.increment_s:"), "{e}");
}

#[test]
fn record_with_an_empty_roll_list_and_plinths_is_a_fixed_layout() {
    let text = r#"{"format": "shuuro-game", "version": 1,
        "rules": {"board": 6, "roster": "mini"},
        "plinth_rolls": [], "plinths": ["c3", "d4"], "deploy_rolls": []}"#;
    let g = Record::from_json_str(text).unwrap().to_game().unwrap();
    assert!(g.plinths_fixed());
    assert_eq!(g.plinths().count(), 2);
}

/// A name twice in one object makes a record two readers could read two ways (one keeps
/// the first, another the last): refused, naming where, at every depth and for `x-`
/// fields too.
#[test]
fn a_record_with_a_field_twice_is_refused_naming_it() {
    let base = std::fs::read_to_string(records_dir().join("agreement.json")).unwrap();
    let cases = [
        (
            "\"players\": {\"blue\": \"Ann\", \"red\": \"Bob\"},",
            "\"players\": {\"blue\": \"Ann\", \"red\": \"Bob\"},\n  \"players\": {\"blue\": \"Eve\", \"red\": \"Bob\"},",
            "record: \"players\" appears twice",
        ),
        (
            "\"blue\": \"Ann\", \"red\": \"Bob\"",
            "\"blue\": \"Ann\", \"blue\": \"Eve\", \"red\": \"Bob\"",
            "players: \"blue\" appears twice",
        ),
        (
            "\"format\": \"shuuro-game\",",
            "\"format\": \"shuuro-game\",\n  \"x-a\": 1, \"x-a\": 2,",
            "record: \"x-a\" appears twice",
        ),
    ];
    for (from, to, said) in cases {
        let text = base.replacen(from, to, 1);
        assert_ne!(text, base, "{from}");
        let e = Record::from_json_str(&text).unwrap_err();
        assert_eq!(e.to_string(), said);
    }
    assert!(Record::from_json_str(&base).is_ok());
}
