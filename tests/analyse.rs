//! `shuuro analyse` on the real binary (FORMAT.md §6), on Mini-Shuuro records built here:
//! a missed free Queen and a missed mate in one are mistakes or blunders with the right
//! best move, a forced recapture is `best`; `--json` writes a record that `replay
//! --check` accepts; an invalid record is refused as `replay --check` refuses it; a file
//! holding another game is not overwritten. Also the analysis field itself: read errors,
//! replay errors, `set_game`, and the classes.

mod common;

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Output;

use common::process::{HANG, wait_within};
use common::{mini_record, shuuro_output};
use shuuro::analysis::{Class, Eval, Thresholds, classify};
use shuuro::record::Record;

/// Blue to move misses Ra1xa6, a free Queen, and plays Kd1 (after which the Queen takes
/// the Rook with check).
fn free_queen() -> String {
    mini_record(
        ["KR", "KQ"],
        r#""K@e1", "k@f6", "R@a1", "q@a6""#,
        r#""e1d1""#,
        "",
    )
}

/// Blue to move misses Re6, mate in one (the red King on a6 is walled in by its pawns),
/// and plays Kf2.
fn missed_mate() -> String {
    mini_record(
        ["KR", "KPP"],
        r#""K@f1", "k@a6", "R@e1", "p@a5", "p@b5""#,
        r#""f1f2""#,
        "",
    )
}

/// Blue trades Rooks on a6 with check; Red's King takes back, the only move that does
/// not leave Red a Rook down.
fn recapture() -> String {
    mini_record(
        ["KRP", "KRP"],
        r#""K@f1", "k@b6", "R@a1", "r@a6", "P@e2", "p@e5""#,
        r#""a1a6", "b6a6""#,
        "",
    )
}

struct Dir(common::scratch::Scratch);

impl Dir {
    fn new(name: &str) -> Dir {
        Dir(common::scratch::scratch(&format!("analyse-{name}")))
    }

    fn file(&self, name: &str, text: &str) -> PathBuf {
        let p = self.0.join(name);
        std::fs::write(&p, text).unwrap();
        p
    }
}

fn analyse(file: &Path, args: &[&str]) -> Output {
    let mut all: Vec<&OsStr> = vec![OsStr::new("analyse"), file.as_os_str()];
    all.extend(args.iter().map(OsStr::new));
    shuuro_output(&all)
}

fn replay_check(file: &Path) -> Output {
    shuuro_output(&[
        OsStr::new("replay"),
        file.as_os_str(),
        OsStr::new("--check"),
    ])
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The analysis `analyse --depth 4 --json -` writes for a record.
fn analysed(dir: &Dir, record: &str) -> Record {
    let f = dir.file("game.json", record);
    let out = analyse(&f, &["--depth", "4", "--json", "-"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    Record::from_json_bytes(&out.stdout).unwrap()
}

#[test]
fn a_missed_free_queen_is_a_blunder_and_the_capture_is_the_best_move() {
    let dir = Dir::new("queen");
    let rec = analysed(&dir, &free_queen());
    let a = rec.analysis.unwrap();
    assert_eq!(a.limit, "depth 4");
    let m = &a.moves[0];
    assert_eq!(m.best.to_string(), "a1a6");
    assert_eq!(m.pv[0], m.best);
    assert!(m.class >= Class::Mistake, "{m:?}");
    assert!(m.before.rank() > 300 && m.after.rank() < -300, "{m:?}");

    // The report line: number, move, evaluations, mark, the engine's move.
    let f = dir.file("game.json", &free_queen());
    let out = analyse(&f, &["--depth", "4"]);
    assert_eq!(out.status.code(), Some(0));
    let report = text(&out.stdout);
    let line = report
        .lines()
        .find(|l| l.trim_start().starts_with("1. Kd1"))
        .unwrap();
    assert!(
        line.contains(m.class.mark()) && line.contains("best Rxa6"),
        "{report}"
    );
    // Counted as the move list counts: one move of one ply; per side, each side's moves.
    assert!(
        report.contains(": 1 move, 1 ply, depth 4 per position"),
        "{report}"
    );
    assert!(report.contains("Blue: 1 move, average"), "{report}");
    assert!(report.contains("Red:  0 moves, average"), "{report}");
}

#[test]
fn a_missed_mate_in_one_is_at_least_a_mistake_and_the_mate_is_the_best_move() {
    let dir = Dir::new("mate");
    let m = analysed(&dir, &missed_mate()).analysis.unwrap().moves[0].clone();
    assert_eq!(m.best.to_string(), "e1e6");
    assert_eq!(m.before, Eval::Mate(1));
    assert!(m.class >= Class::Mistake, "{m:?}");
}

#[test]
fn a_forced_recapture_is_best() {
    let dir = Dir::new("recapture");
    let a = analysed(&dir, &recapture()).analysis.unwrap();
    assert_eq!(a.moves.len(), 2);
    let m = &a.moves[1];
    assert_eq!(m.played.to_string(), "b6a6");
    assert_eq!(m.best, m.played);
    assert_eq!(m.class, Class::Best);
}

#[test]
fn the_report_counts_moves_as_the_move_list_and_gives_the_time_its_unit() {
    let dir = Dir::new("count");
    let f = dir.file("game.json", &recapture());
    let out = analyse(&f, &["--think", "20ms"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    let header = report.lines().next().unwrap();
    assert!(
        header.contains(": 1 move, 2 plies, 20 ms per position ("),
        "{header}"
    );
    assert!(
        report.contains("Blue: 1 move, ") && report.contains("Red:  1 move, "),
        "{report}"
    );
    // The record's limit stays as FORMAT.md §6 writes it.
    let out = analyse(&f, &["--think", "20ms", "--json", "-"]);
    let rec = Record::from_json_bytes(&out.stdout).unwrap();
    assert_eq!(rec.analysis.unwrap().limit, "movetime 20");
}

#[test]
fn two_jobs_give_the_same_analysis_as_one_at_a_fixed_depth() {
    let dir = Dir::new("jobs");
    let f = dir.file("game.json", &recapture());
    let one = analyse(&f, &["--depth", "3", "--json", "-"]);
    let two = analyse(&f, &["--depth", "3", "--json", "-", "--jobs", "2"]);
    assert_eq!(one.status.code(), Some(0));
    assert_eq!(text(&one.stdout), text(&two.stdout));
}

#[test]
fn json_out_passes_replay_check_and_keeps_the_rest_of_the_record() {
    let dir = Dir::new("json");
    let body = missed_mate().replacen('{', r#"{"notes": "kept", "x-tool": [1, 2],"#, 1);
    let f = dir.file("game.json", &body);
    let out_file = dir.0.join("out.json");
    let out = analyse(&f, &["--depth", "2", "--json", out_file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let check = replay_check(&out_file);
    assert_eq!(check.status.code(), Some(0), "{}", text(&check.stderr));
    let rec = Record::from_json_bytes(&std::fs::read(&out_file).unwrap()).unwrap();
    assert_eq!(rec.notes.as_deref(), Some("kept"));
    assert!(rec.extra.contains_key("x-tool"));
    assert_eq!(rec.analysis.unwrap().moves.len(), 1);

    // Into the file itself, and again over the analysed file (the same game).
    for target in [&f, &out_file] {
        let out = analyse(&f, &["--depth", "2", "--json", target.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert_eq!(replay_check(target).status.code(), Some(0));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&out_file, std::fs::Permissions::from_mode(0o640)).unwrap();
        let out = analyse(&f, &["--depth", "2", "--json", out_file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0));
        let mode = std::fs::metadata(&out_file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o640, "the save keeps the file's mode");
    }
}

#[test]
fn json_out_holding_another_game_or_no_game_is_not_overwritten() {
    let dir = Dir::new("refuse");
    let f = dir.file("game.json", &missed_mate());
    let cases = [
        ("other.json", free_queen(), "holds another game"),
        (
            "notes.txt",
            "my notes".to_string(),
            "does not load as a game",
        ),
    ];
    for (name, content, why) in cases {
        let other = dir.file(name, &content);
        let out = analyse(&f, &["--depth", "2", "--json", other.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(4), "{name}");
        let err = text(&out.stderr);
        assert!(
            err.contains("is not overwritten") && err.contains(why),
            "{err}"
        );
        assert!(out.stdout.is_empty(), "refused before analysing");
        assert_eq!(std::fs::read_to_string(&other).unwrap(), content);
    }
    let out = analyse(&f, &["--depth", "2", "--json", dir.0.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(4));
    assert!(
        text(&out.stderr).contains("a directory"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn an_invalid_record_gets_the_words_and_exit_code_of_replay_check() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/records");
    let mut files: Vec<PathBuf> = ["invalid", "malformed"]
        .iter()
        .flat_map(|d| std::fs::read_dir(data.join(d)).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files.push(data.join("no-such-record.json"));
    assert!(files.len() > 20);
    for f in files {
        let a = analyse(&f, &["--depth", "1"]);
        let c = replay_check(&f);
        assert!(matches!(c.status.code(), Some(1 | 2)), "{}", f.display());
        assert_eq!(a.status.code(), c.status.code(), "{}", f.display());
        assert_eq!(text(&a.stderr), text(&c.stderr), "{}", f.display());
        assert!(a.stdout.is_empty());
    }
}

#[test]
fn a_record_before_the_fight_or_without_moves_has_nothing_to_analyse() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/records");
    let out = analyse(&data.join("resume-deploy.json"), &[]);
    assert_eq!(out.status.code(), Some(3));
    let err = text(&out.stderr);
    assert!(
        err.contains("nothing to analyse: the game has not reached the fight"),
        "{err}"
    );
    assert!(err.contains("deployed"), "{err}");

    let dir = Dir::new("nomoves");
    let f = dir.file("game.json", &free_queen().replace(r#""e1d1""#, ""));
    let out = analyse(&f, &[]);
    assert_eq!(out.status.code(), Some(3));
    assert!(text(&out.stderr).contains("the fight has no move yet"));
}

#[cfg(target_os = "linux")]
#[test]
fn standard_output_to_a_full_disk_is_an_error_not_a_panic() {
    let dir = Dir::new("full");
    let f = dir.file("game.json", &recapture());
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_shuuro"))
        .args([
            OsStr::new("analyse"),
            f.as_os_str(),
            OsStr::new("--depth"),
            OsStr::new("1"),
        ])
        .stdout(std::fs::File::create("/dev/full").unwrap())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let out = wait_within(out, HANG, "shuuro analyse");
    assert_eq!(out.status.code(), Some(4));
    let err = text(&out.stderr);
    assert!(err.contains("can't write to standard output"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// The report on a full standard output does not cost the analysis written to `--json`.
#[cfg(target_os = "linux")]
#[test]
fn json_out_is_written_even_when_standard_output_is_full() {
    let dir = Dir::new("full-json");
    let f = dir.file("game.json", &recapture());
    let out_file = dir.0.join("analysed.json");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_shuuro"))
        .args([
            OsStr::new("analyse"),
            f.as_os_str(),
            OsStr::new("--depth"),
            OsStr::new("1"),
            OsStr::new("--json"),
            out_file.as_os_str(),
        ])
        .stdout(std::fs::File::create("/dev/full").unwrap())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let out = wait_within(out, HANG, "shuuro analyse --json");
    assert_eq!(out.status.code(), Some(4));
    assert!(text(&out.stderr).contains("can't write to standard output"));
    let written = std::fs::read_to_string(&out_file).expect("the analysis was written");
    let rec = Record::from_json_str(&written).unwrap();
    assert_eq!(rec.analysis.expect("with its analysis").moves.len(), 2);
}

/// A mistyped folder in `--json OUT` is refused before the analysis, not made.
#[test]
fn json_out_in_a_missing_folder_is_refused_and_the_folder_not_made() {
    let dir = Dir::new("no-folder");
    let f = dir.file("game.json", &recapture());
    let missing = dir.0.join("typo");
    let out = analyse(
        &f,
        &[
            "--depth",
            "1",
            "--json",
            missing.join("x.json").to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(4));
    let err = text(&out.stderr);
    assert!(err.contains("does not exist"), "{err}");
    assert!(err.contains("typo"), "{err}");
    assert!(out.stdout.is_empty(), "refused before the analysis");
    assert!(!missing.exists(), "the folder was made");
}

#[test]
fn bad_options_are_refused_by_name() {
    let dir = Dir::new("options");
    let f = dir.file("game.json", &recapture());
    for args in [
        &["--think", "fast"][..],
        &["--jobs", "0"],
        &["--depth", "0"],
        &["--depth", "3", "--think", "1s"],
    ] {
        let out = analyse(&f, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).contains(args[0]), "{}", text(&out.stderr));
    }
    let help = text(&shuuro_output(&[OsStr::new("analyse"), OsStr::new("--help")]).stdout);
    let t = Thresholds::DEFAULT;
    for n in [t.best, t.good, t.inaccuracy, t.mistake] {
        assert!(help.contains(&format!("up to {n} ")), "{help}");
    }
}

/// The record of `body` with an analysis of its moves as `entries` (JSON list insides).
fn with_analysis(body: &str, entries: &str) -> String {
    let analysis = format!(
        r#", "analysis": {{"engine": "test", "limit": "depth 1", "moves": [{entries}]}}}}"#
    );
    let trimmed = body.trim_end().strip_suffix('}').unwrap();
    format!("{trimmed}{analysis}")
}

const GOOD_ENTRY: &str = r#"{"best": "a1a6", "before": {"cp": 0}, "after": {"cp": 0},
                            "class": "best", "pv": ["a1a6", "b6a6"]}"#;

#[test]
fn replay_check_accepts_an_analysis_and_names_the_field_of_one_that_does_not_fit() {
    let dir = Dir::new("fit");
    let ok = dir.file("ok.json", &with_analysis(&recapture(), GOOD_ENTRY));
    let out = replay_check(&ok);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));

    let cases = [
        // Exit 1: parts of the record that disagree (FORMAT.md §2).
        (
            GOOD_ENTRY.replace(r#""best": "a1a6""#, r#""best": "a1b2""#),
            1,
            "analysis.moves[0].best (a1b2): the best move is not legal in the position before move 1",
        ),
        (
            GOOD_ENTRY.replace(r#"["a1a6", "b6a6"]"#, r#"["e2e4"]"#),
            1,
            "analysis.moves[0].pv[0] (e2e4): the line starts with e2e4, not with the best move a1a6",
        ),
        (
            GOOD_ENTRY.replace(r#""b6a6""#, r#""b6c6""#),
            1,
            "analysis.moves[0].pv[1] (b6c6): not legal after the line's moves before it",
        ),
        // Exit 2: not readable as an analysis.
        (
            GOOD_ENTRY.replace(r#""class": "best""#, r#""class": "brilliant""#),
            2,
            "analysis.moves[0].class: unknown class \"brilliant\"",
        ),
        (
            format!("{GOOD_ENTRY}, {GOOD_ENTRY}, {GOOD_ENTRY}"),
            2,
            "analysis.moves: 3 entries, but the record has 2 fight move(s)",
        ),
    ];
    for (entries, code, message) in cases {
        let f = dir.file("bad.json", &with_analysis(&recapture(), &entries));
        let out = replay_check(&f);
        assert_eq!(out.status.code(), Some(code), "{message}");
        let err = text(&out.stderr);
        assert!(err.contains(message), "{err}\nexpected: {message}");
        // analyse refuses it the same way.
        let a = analyse(&f, &["--depth", "1"]);
        assert_eq!(a.status.code(), Some(code));
        assert_eq!(text(&a.stderr), err);
    }
}

#[test]
fn set_game_keeps_only_the_analysis_of_the_moves_still_there() {
    let text = with_analysis(
        &recapture(),
        &format!(
            "{GOOD_ENTRY}, {}",
            r#"{"best": "b6a6", "before": {"cp": 0}, "after": {"cp": 0}, "class": "best", "pv": []}"#
        ),
    );
    let mut rec = Record::from_json_str(&text).unwrap();
    let mut game = rec.to_game().unwrap();
    rec.set_game(&game);
    assert_eq!(
        rec.analysis.as_ref().unwrap().moves.len(),
        2,
        "same moves: all kept"
    );

    game.take_back().unwrap();
    rec.set_game(&game);
    assert_eq!(
        rec.analysis.as_ref().unwrap().moves.len(),
        1,
        "move 2 taken back"
    );

    // Another second move: the first entry is still about the same move.
    game.apply(shuuro::rules::game::Step::Move("b6b5".parse().unwrap()))
        .unwrap();
    rec.set_game(&game);
    assert_eq!(rec.analysis.as_ref().unwrap().moves.len(), 1);

    game.take_back().unwrap();
    game.take_back().unwrap();
    rec.set_game(&game);
    assert_eq!(rec.analysis, None, "no move left: no analysis");
    assert!(rec.to_game().is_ok());
}

#[test]
fn classes_follow_the_thresholds_and_mates() {
    let t = Thresholds::DEFAULT;
    let c = |before, after| classify(false, before, after, t);
    // From an even game, losses of the chance of winning: 0.2 points, 4.6, 10.9, 21.5, 31.4.
    assert_eq!(c(Eval::Cp(0), Eval::Cp(-2)), Class::Best);
    assert_eq!(c(Eval::Cp(0), Eval::Cp(-50)), Class::Good);
    assert_eq!(c(Eval::Cp(0), Eval::Cp(-120)), Class::Inaccuracy);
    assert_eq!(c(Eval::Cp(0), Eval::Cp(-250)), Class::Mistake);
    assert_eq!(c(Eval::Cp(0), Eval::Cp(-400)), Class::Blunder);
    // Each class ends at its threshold: just under and just over it.
    let just = |points: i32| {
        // The evaluation (from 0.00) whose chance of winning is 50 - points.
        (0..2000)
            .map(|cp| Eval::Cp(-cp))
            .find(|e| 50.0 - e.win_percent() > f64::from(points))
            .expect("a loss that large")
    };
    assert_eq!(c(Eval::Cp(0), just(t.good)), Class::Inaccuracy);
    assert_eq!(c(Eval::Cp(0), just(t.inaccuracy)), Class::Mistake);
    assert_eq!(c(Eval::Cp(0), just(t.mistake)), Class::Blunder);
    // The same two pawns matter in an even game, not ten pawns ahead.
    assert_eq!(c(Eval::Cp(1000), Eval::Cp(800)), Class::Good);
    assert_eq!(c(Eval::Cp(0), Eval::Cp(-200)), Class::Inaccuracy);
    assert_eq!(c(Eval::Cp(1346), Eval::Cp(853)), Class::Good);
    assert_eq!(c(Eval::Cp(896), Eval::Cp(166)), Class::Blunder);
    // A mate missed while still a Rook up is a mistake; into an even game a blunder; with
    // the game still decided (beyond ten pawns) an inaccuracy (a forced mate let go).
    assert_eq!(c(Eval::Mate(2), Eval::Cp(800)), Class::Mistake);
    assert_eq!(c(Eval::Mate(2), Eval::Cp(1500)), Class::Inaccuracy);
    assert_eq!(c(Eval::Mate(1), Eval::Cp(0)), Class::Blunder);
    // Walking into a mate: a blunder from an even game, a mistake when already lost.
    assert_eq!(c(Eval::Cp(0), Eval::Mate(-3)), Class::Blunder);
    assert_eq!(c(Eval::Cp(-900), Eval::Mate(-3)), Class::Mistake);
    assert_eq!(c(Eval::Cp(-1200), Eval::Mate(-3)), Class::Good);
    // Twenty pawns up, a Rook given back: no mark, but not best either.
    assert_eq!(c(Eval::Cp(2500), Eval::Cp(2000)), Class::Good);
    assert_eq!(c(Eval::Cp(2500), Eval::Cp(2480)), Class::Best);
    // A slower mate is no loss worth a mark.
    assert!(c(Eval::Mate(2), Eval::Mate(3)) <= Class::Good);
    // Better than the engine thought: best.
    assert_eq!(c(Eval::Cp(0), Eval::Cp(200)), Class::Best);
}

/// FORMAT.md §6: losing a forced mate (`before` a mate for the mover, `after` not) is at
/// least an `inaccuracy`, even when the game stays decided for the mover (a move that let
/// `Qd6#` go while twenty pawns up is no longer "good"); a quicker or slower mate kept is
/// no such loss.
#[test]
fn losing_a_forced_mate_is_at_least_an_inaccuracy_while_the_game_stays_decided() {
    let t = Thresholds::DEFAULT;
    let c = |before, after| classify(false, before, after, t);
    for before in [Eval::Mate(1), Eval::Mate(2), Eval::Mate(7)] {
        for after in [
            Eval::Cp(1001),
            Eval::Cp(1500),
            Eval::Cp(2000),
            Eval::Cp(9000),
        ] {
            assert_eq!(c(before, after), Class::Inaccuracy, "{before} then {after}");
        }
        // Out of the decided range the rule for a missed mate holds as before.
        assert_eq!(c(before, Eval::Cp(800)), Class::Mistake, "{before}");
        assert_eq!(c(before, Eval::Cp(0)), Class::Blunder, "{before}");
    }
    // A mate kept, however slow, is no lost mate.
    assert!(c(Eval::Mate(1), Eval::Mate(4)) <= Class::Good);
    // A decided game with no mate before the move stays unmarked.
    assert_eq!(c(Eval::Cp(2500), Eval::Cp(1200)), Class::Good);
}

#[test]
fn json_out_open_in_a_running_game_or_changed_during_the_analysis_is_not_overwritten() {
    use shuuro::cmd::analyse::{OutError, check_out};
    let dir = Dir::new("inuse");
    let f = dir.file("game.json", &recapture());
    let lock = shuuro::record::store::lock_game(&f).unwrap();
    let out = analyse(&f, &["--depth", "1", "--json", f.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(4));
    assert!(
        text(&out.stderr).contains("a running game has it open"),
        "{}",
        text(&out.stderr)
    );
    drop(lock);
    let out = analyse(&f, &["--depth", "1", "--json", f.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));

    // The file was analysed as one game and now holds another (a move was played).
    let before = Record::from_json_str(&recapture().replace(r#", "b6a6""#, ""))
        .unwrap()
        .to_game()
        .unwrap();
    let e = check_out(&f, &f, &before).unwrap_err();
    assert!(matches!(e, OutError::Changed(_)), "{e}");
    assert!(
        e.to_string()
            .ends_with("its game changed during the analysis")
    );
}

#[test]
fn json_out_onto_file_keeps_what_was_changed_in_it_during_the_analysis() {
    let dir = Dir::new("edited");
    let f = dir.file("game.json", &recapture());
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_shuuro"))
        .args([OsStr::new("analyse"), f.as_os_str()])
        .args(["--think", "1s", "--json"])
        .arg(&f)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // While the engine thinks (two positions, a second each), the notes are edited; the
    // game is the same. (Should the edit come before the file is read, it is kept too.)
    std::thread::sleep(std::time::Duration::from_millis(300));
    let mut rec = Record::from_json_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
    rec.notes = Some("written during the analysis".into());
    std::fs::write(&f, rec.to_json_string()).unwrap();
    let out = wait_within(child, HANG, "shuuro analyse --think 1s");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let after = Record::from_json_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
    assert_eq!(after.notes.as_deref(), Some("written during the analysis"));
    assert!(after.analysis.is_some(), "and the analysis is in");
}

/// Whether an evaluation is decided for the side whose view it is (`Some(true)`), against
/// it (`Some(false)`), or neither: a mate, or beyond ten pawns (FORMAT.md §6).
fn decided(e: Eval) -> Option<bool> {
    match e {
        Eval::Mate(n) => Some(n >= 0),
        Eval::Cp(c) if c > 1000 => Some(true),
        Eval::Cp(c) if c < -1000 => Some(false),
        Eval::Cp(_) => None,
    }
}

/// A self-play game at 3000 nodes a move that Blue wins by mate in 111 moves
/// (`selfplay_record 2 300 3000`), analysed at depth 4. Its end is decided for tens of
/// moves: depth 4 sees a mate before a move and not after (`#2` then `+20.32`), or the
/// other way, and both sides give back Rooks while twenty pawns apart. FORMAT.md §6: such
/// moves are not marked, but for a forced mate let go (an inaccuracy); `best` is only the engine's move or one within 0.2 pawns of it;
/// every other move shows the engine's move.
#[test]
fn a_decided_game_stays_unmarked_and_every_move_not_best_shows_the_engines_move() {
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/analyse/decided-selfplay.json");
    let out = analyse(&file, &["--depth", "4", "--json", "-"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let rec = Record::from_json_bytes(&out.stdout).unwrap();
    let game = rec.to_game().unwrap();
    let a = rec.analysis.unwrap();
    assert_eq!(a.moves.len(), game.moves().len());
    let (mut decided_moves, mut lopsided) = (0, 0);
    for (i, m) in a.moves.iter().enumerate() {
        assert_eq!(m.played, game.moves()[i]);
        let same = decided(m.before).is_some() && decided(m.before) == decided(m.after);
        if same && m.played != m.best {
            decided_moves += 1;
            // Only a forced mate let go is marked, and only as an inaccuracy.
            let lost_mate = m.before.is_winning_mate() && !m.after.is_winning_mate();
            let most = if lost_mate {
                Class::Inaccuracy
            } else {
                Class::Good
            };
            assert!(
                m.class <= most,
                "move {i} is marked more than {most} in a decided game: {m:?}"
            );
        }
        if let (Eval::Cp(b), Eval::Cp(af)) = (m.before, m.after)
            && m.played != m.best
            && b - af > 20
        {
            lopsided += 1;
            assert_ne!(
                m.class,
                Class::Best,
                "move {i} is 0.2 pawns worse than the engine's: {m:?}"
            );
        }
    }
    assert!(
        decided_moves >= 10 && lopsided >= 10,
        "{decided_moves} {lopsided}"
    );

    // The report: every move that is not `best` names the engine's move.
    let out = analyse(&file, &["--depth", "4"]);
    let report = text(&out.stdout);
    let lines: Vec<&str> = report.lines().skip(1).take(a.moves.len()).collect();
    for (line, m) in lines.iter().zip(&a.moves) {
        assert_eq!(
            m.class != Class::Best,
            line.contains("  best "),
            "{line}: {m:?}"
        );
    }
}
