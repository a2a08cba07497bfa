//! Plain mode's core without a runtime: lines in, the app updated with the messages they
//! make, and what is said after. A game between two players needs no worker.

use super::*;
use crate::app::Options;
use crate::app::settings::Settings;
use crate::prefs::Lang;

/// A new hot-seat Mini game (seed 3), and plain mode over it.
fn hot_seat(lang: Lang) -> (App, Plain, Vec<String>) {
    let settings = Settings {
        board: crate::rules::BoardSize::Six,
        seed: 3,
        ..Settings::default()
    };
    let options = Options {
        lang: Some(lang),
        ..Options::DEFAULT
    };
    let mut app = App::new(settings.clone(), options);
    app.start_game(&settings);
    let mut plain = Plain::new(&app);
    let said = plain.after(&app).lines;
    (app, plain, said)
}

/// Types `line`: its answer, then what the app's change says.
fn feed(app: &mut App, plain: &mut Plain, line: &str) -> (Reply, Vec<String>) {
    let r = plain.line(app, line);
    for m in r.msgs.clone() {
        app.update(m);
    }
    let after = plain.after(app);
    let mut lines = r.lines.clone();
    lines.extend(after.lines.clone());
    (
        Reply {
            wipe: r.wipe || after.wipe,
            ..r
        },
        lines,
    )
}

fn feed_all(app: &mut App, plain: &mut Plain, lines: &[&str]) -> Vec<String> {
    lines.iter().flat_map(|l| feed(app, plain, l).1).collect()
}

/// Both armies bought (Blue the example, Red a queen and a pawn), the plinths rolled and
/// the deployment order thrown.
const TO_DEPLOY: &[&str] = &[
    "ready", "example", "seal", "ready", "add Q", "add pawn", "seal", "ready", "roll all", "roll",
    "roll", "roll",
];

#[test]
fn a_query_answers_at_once_and_sends_nothing() {
    let (mut app, mut plain, said) = hot_seat(Lang::En);
    assert!(said[0].starts_with("Mini-Shuuro"), "{said:?}");
    for q in [
        "help",
        "status",
        "board",
        "scan a",
        "where K",
        "square c1",
        "last",
        "moves",
    ] {
        let (r, lines) = feed(&mut app, &mut plain, q);
        assert!(r.msgs.is_empty(), "{q}: {:?}", r.msgs);
        assert!(!lines.is_empty(), "{q} says something");
    }
    let (_, board) = feed(&mut app, &mut plain, "board");
    assert_eq!(board.len(), 6, "{board:?}");
    assert_eq!(board[0], "rank 6: empty");
}

/// A line that is no command of the phase gets one line, and nothing happens.
#[test]
fn bad_input_gets_one_line_and_the_game_goes_on() {
    let (mut app, mut plain, _) = hot_seat(Lang::En);
    feed(&mut app, &mut plain, "ready");
    let steps = app_steps(&app);
    for bad in [
        "xyzzy",
        "scan z",
        "where",
        "add",
        "e2e4",
        "roll",
        "resign",
        "\u{1b}[31m",
        "K@c1",
    ] {
        let (r, lines) = feed(&mut app, &mut plain, bad);
        assert_eq!(lines.len(), 1, "{bad:?}: {lines:?}");
        assert!(r.msgs.is_empty(), "{bad:?}");
        assert_eq!(app_steps(&app), steps);
    }
    let (_, lines) = feed(&mut app, &mut plain, "add Q");
    assert_eq!(lines, vec!["Army: king, queen; 90 points left."]);
}

fn app_steps(app: &App) -> usize {
    play(app).map_or(0, |p| p.game().steps().len())
}

/// Hot-seat: sealing (and `clear`) wipes a terminal, and nothing said before the
/// battlefield is ready names what a sealed army holds.
#[test]
fn a_sealed_army_is_named_only_when_the_battlefield_is_ready() {
    let (mut app, mut plain, _) = hot_seat(Lang::En);
    feed_all(&mut app, &mut plain, &["ready", "add Q"]);
    let (cleared, _) = feed(&mut app, &mut plain, "clear");
    assert!(cleared.wipe, "clear wipes the screen between two players");
    feed(&mut app, &mut plain, "add Q");
    let (sealed, lines) = feed(&mut app, &mut plain, "seal");
    assert!(sealed.wipe, "sealing wipes the screen");
    let mut said = lines;
    said.extend(feed_all(
        &mut app,
        &mut plain,
        &["ready", "add rook", "add rook", "seal", "ready"],
    ));
    said.extend(feed_all(&mut app, &mut plain, &["army", "roll"]));
    let named = said
        .iter()
        .position(|l| l.starts_with("Blue's army:"))
        .unwrap_or(said.len());
    assert!(said[..named].iter().any(|l| l == "Blue's army is sealed."));
    for l in &said[..named] {
        assert!(
            !l.contains("king, queen"),
            "said before the battlefield is ready: {l}"
        );
    }
    let rest = feed_all(&mut app, &mut plain, &["roll all"]);
    assert!(
        rest.iter().any(|l| l == "Blue's army: king, queen."),
        "{rest:?}"
    );
}

/// The question takes only yes and no; a cheap army asks before it is sealed.
#[test]
fn a_question_takes_only_yes_or_no() {
    let (mut app, mut plain, _) = hot_seat(Lang::En);
    feed(&mut app, &mut plain, "ready");
    let (_, asked) = feed(&mut app, &mut plain, "seal");
    assert_eq!(asked.len(), 1);
    assert!(asked[0].ends_with("(yes or no)"), "{asked:?}");
    for other in ["example", "roll", "", "yess"] {
        let (r, lines) = feed(&mut app, &mut plain, other);
        assert!(r.msgs.is_empty(), "{other:?}");
        if !other.is_empty() {
            assert_eq!(
                lines,
                vec!["A question waits: answer yes or no."],
                "{other:?}"
            );
        }
    }
    let (_, lines) = feed(&mut app, &mut plain, "y");
    assert_eq!(lines[0], "Blue's army is sealed.");
}

/// A placement and a move are announced from the change in the game, with piece names.
#[test]
fn steps_are_announced_in_words() {
    let (mut app, mut plain, _) = hot_seat(Lang::En);
    let said = feed_all(&mut app, &mut plain, TO_DEPLOY);
    assert!(
        said.iter()
            .any(|l| l.starts_with("Dice for who deploys first")),
        "{said:?}"
    );
    let first = play(&app)
        .and_then(|p| p.game().deploy_first())
        .expect("decided");
    let king = if first == Side::Blue { "Kc1" } else { "Kc6" };
    let (_, lines) = feed(&mut app, &mut plain, king);
    let who = if first == Side::Blue { "Blue" } else { "Red" };
    let square = if first == Side::Blue { "c1" } else { "c6" };
    assert_eq!(lines[0], format!("{who} places the king on {square}."));
}

/// The same announcement in Japanese comes from the same words.
#[test]
fn japanese_announcements_come_from_the_same_words() {
    let (mut app, mut plain, said) = hot_seat(Lang::Ja);
    assert!(crate::words::japanese(&said[0]), "{said:?}");
    let said = feed_all(&mut app, &mut plain, TO_DEPLOY);
    assert!(
        said.iter()
            .any(|l| l.starts_with("配置の順番を決めるダイス")),
        "{said:?}"
    );
    // Typed in the deployment, it is read as a placement: the screen's refusal, in
    // Japanese.
    let (_, lines) = feed(&mut app, &mut plain, "xyzzy");
    assert_eq!(lines.len(), 1);
    assert!(
        crate::words::japanese(&lines[0]) && lines[0].contains("xyzzy"),
        "{lines:?}"
    );
    let (_, lines) = feed(&mut app, &mut plain, "roll all");
    assert_eq!(
        lines,
        vec!["「roll all」はここで使えるコマンドではありません。help で一覧が出ます。"]
    );
}

/// A clock says 60, 30 and 10 seconds left once each, for the side whose time runs.
#[test]
fn a_clock_warns_at_sixty_thirty_and_ten_seconds_once_each() {
    let settings = Settings {
        board: crate::rules::BoardSize::Six,
        seed: 2,
        clock: Some(crate::rules::game::ClockRules::new(1, 0)),
        ..Settings::default()
    };
    let mut app = App::new(settings.clone(), Options::DEFAULT);
    app.start_game(&settings);
    let mut plain = Plain::new(&app);
    plain.after(&app);
    let script = [
        "ready", "example", "seal", "ready", "example", "seal", "ready", "roll all", "roll",
        "roll", "roll", "roll", "Kc1", "Kc6", "Qb1", "Qb6", "Rd1", "Rd6", "Pb2", "Pb5", "Pc2",
        "Pc5", "roll", "roll", "roll", "roll",
    ];
    let said = feed_all(&mut app, &mut plain, &script);
    assert!(said.iter().any(|l| l == "Blue moves first."), "{said:?}");
    let mut warnings: Vec<String> = said
        .iter()
        .filter(|l| l.contains("seconds left"))
        .cloned()
        .collect();
    for s in 0..=61 {
        app.update(Msg::Tick(s * 1000));
        warnings.extend(plain.after(&app).lines);
    }
    let start = warnings
        .iter()
        .position(|l| l == "Blue: 60 seconds left.")
        .unwrap_or_else(|| panic!("{warnings:?}"));
    assert_eq!(
        warnings[start..start + 3],
        [
            "Blue: 60 seconds left.",
            "Blue: 30 seconds left.",
            "Blue: 10 seconds left."
        ],
        "{warnings:?}"
    );
    assert!(
        warnings.iter().any(|l| l == "Time is up. Red wins."),
        "{warnings:?}"
    );
    assert_eq!(
        warnings
            .iter()
            .filter(|l| l.contains("seconds left"))
            .count(),
        3,
        "{warnings:?}"
    );
}

/// A refused line is quoted whole when short, else cut at 40 columns, never inside a
/// double-width letter, and ended with an ellipsis.
#[test]
fn a_long_refused_line_is_quoted_cut_at_a_display_width() {
    use unicode_width::UnicodeWidthStr;
    assert_eq!(quoted("e9e9"), "e9e9");
    let cut = quoted(&"x".repeat(500)).into_owned();
    assert_eq!(cut, format!("{}…", "x".repeat(39)));
    let ja = quoted(&"王".repeat(100)).into_owned();
    assert!(
        ja.ends_with('…') && ja.width() <= 40,
        "{ja} is {} wide",
        ja.width()
    );
}
