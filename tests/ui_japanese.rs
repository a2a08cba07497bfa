//! Issue 46: the client in Japanese at 80×24. Every word the screens draw without
//! wrapping it fits where it is drawn (in terminal columns: a Japanese letter takes two);
//! the panels and boxes wrap the rest by the one rule; the board stays where it is in
//! English; and a few screens are kept as snapshots, read as a Japanese player reads them.

use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use shuuro::app::does::KeysOf;
use shuuro::app::settings::{Field, Settings};
use shuuro::app::{App, MenuItem, Msg, Options};
use shuuro::prefs::Lang;
use shuuro::rules::game::{Game, Phase};
use shuuro::rules::{BoardSize, Side};
use shuuro::ui::columns;
use shuuro::ui::layout::{SETTINGS_LABEL, SETTINGS_WIDTH, SHEET_INNER, START_WIDTH, layout};
use shuuro::words::{Text, W, of};

mod common;
use common::*;

fn options(lang: Lang, w: u16, h: u16) -> Options {
    Options {
        color: false,
        lang: Some(lang),
        page_length: shuuro::ui::help::rules_lines,
        ..Options::sized(w, h)
    }
}

fn app_in(lang: Lang) -> App {
    App::new(Settings::default(), options(lang, 80, 24))
}

/// The side panel's width beside a 12×12 board at 80×24.
fn panel_width() -> usize {
    let a = layout(Rect::new(0, 0, 80, 24), Some(BoardSize::Twelve), false);
    usize::from(a.panel.width)
}

/// `(what, text, budget)` rows over budget.
fn over_budget(rows: Vec<(String, String, usize)>) -> Vec<String> {
    rows.into_iter()
        .filter(|(_, t, b)| columns(t) > *b)
        .map(|(what, t, b)| format!("{what}: {} > {b}: {t}", columns(&t)))
        .collect()
}

/// The words the screens draw in a place of their own, unwrapped, each in the columns
/// that place has at 80×24.
fn budgets(w: W) -> Vec<(String, String, usize)> {
    let mut rows = Vec::new();
    let mut add = |what: String, text: String, budget: usize| rows.push((what, text, budget));
    // The default keys of every screen: the key lines as a player without [keys] sees them.
    let (keys, _) = shuuro::app::keys_of(&shuuro::prefs::KeyFile::default());
    // The start menu: "> " and two spaces each side in the menu's width.
    for m in MenuItem::ALL {
        add(
            format!("{m:?}"),
            w.menu_item(m).into(),
            usize::from(START_WIDTH) - 6,
        );
    }
    let s = Settings::default();
    for l in w.new_game(&s) {
        add("new game".into(), l, usize::from(START_WIDTH));
    }
    // The settings: a label, a value between `<` `>`, an explanation on the status line.
    let label = usize::from(SETTINGS_LABEL) - 2;
    let value = usize::from(SETTINGS_WIDTH) - usize::from(SETTINGS_LABEL) - 6;
    let mut s = Settings {
        cores: 8,
        ..Settings::default()
    };
    for f in Field::ALL {
        // The two rows that do something are a label of their own: "  [ Start the game ]".
        let room = match f {
            Field::Start | Field::SaveDefaults => usize::from(SETTINGS_WIDTH) - 6,
            _ => label,
        };
        add(format!("{f:?}"), w.field(f).into(), room);
        add(format!("{f:?} explained"), w.field_explain(f).into(), 78);
        for _ in 0..12 {
            add(format!("{f:?} value"), w.field_value(&s, f), value);
            s.change(f, true);
        }
    }
    // The help: a heading over keys in 18 columns and what they do (wrapped under its
    // own column), in a box of 76; each line of what a key does on one line when it can.
    for k in KeysOf::ALL {
        add(format!("{k:?}"), w.keys_of(*k).into(), 74);
    }
    add("cursor".into(), w.text(Text::HelpCursor).into(), 74 - 18);
    add(
        "pieces".into(),
        w.text(Text::HelpPiecesSmall).into(),
        74 - 18,
    );
    // Title bars.
    for t in [
        Text::StartTitle,
        Text::SettingsTitle,
        Text::OpenTitle,
        Text::PracticeSheetTitle,
    ] {
        add(format!("{t:?}"), w.text(t).into(), 79);
    }
    for p in [
        Phase::Armies,
        Phase::Plinths,
        Phase::DeployOrder,
        Phase::Deploy,
        Phase::FightOrder,
        Phase::Fight,
        Phase::Over,
    ] {
        let who = match p {
            Phase::Fight => w.looking_back(&w.position_after(Some("120... Qxa12"))),
            _ => w.to_act(Side::Blue, p == Phase::Deploy),
        };
        let title = format!(
            "{}{}{}  {who}",
            w.variant(BoardSize::Six),
            w.sep(),
            w.phase_title(p)
        );
        add(format!("{p:?} title"), title, 79);
    }
    add(
        "sheet title".into(),
        format!(
            "{}{}{}{}{}",
            w.variant(BoardSize::Six),
            w.sep(),
            w.phase_title(Phase::Armies),
            w.sep(),
            w.army_hidden(Side::Red)
        ),
        79,
    );
    // The hand-over box: 60 columns, its borders.
    for sealed in [None, Some(Side::Blue)] {
        for next in [None, Some(Side::Red)] {
            for (side, rest) in w.handover(sealed, next) {
                let line = format!("{}{rest}", side.map_or("", |s| w.side(s)));
                add("hand-over".into(), line, 58);
            }
        }
    }
    // The army sheet's box.
    let inner = usize::from(SHEET_INNER);
    add(
        "sheet box".into(),
        w.sheet_title(Side::Blue, &w.roster_name("tabletop")),
        inner - 2,
    );
    add("points".into(), w.sheet_points(1000, 1000, -1000), inner);
    add("pieces".into(), w.sheet_pieces(32, 32, -32), inner);
    for t in [Text::SheetValid, Text::SheetDone] {
        add(format!("{t:?}"), w.text(t).into(), inner);
    }
    // The hands' headings, with the computer's level beside its own.
    let panel = panel_width();
    for side in Side::ALL {
        add(
            "hand".into(),
            format!(
                "▶ {}  {}",
                w.hand(side),
                w.computer_level(shuuro::engine::Level::MAX, false)
            ),
            panel,
        );
    }
    // The status line: the promotion picker, questions, a line typed.
    // (The classic four by name; a fairy game's seven as the picker draws them at 80.)
    for fairy in [false, true] {
        let mut promote = w.text(Text::PromoteTo).to_string();
        let choices = shuuro::rules::role::RoleSet::promotions(fairy);
        for (_, label) in shuuro::ui::layout::promotion_labels(w, choices, 80) {
            promote.push_str(&format!(" {label} "));
        }
        add("promotion".into(), promote, 80);
    }
    for q in [
        shuuro::app::Question::Resign { side: Side::Blue },
        shuuro::app::Question::DrawOffer { by: Side::Blue },
        shuuro::app::Question::Takeback { by: Side::Red },
        shuuro::app::Question::EndInDraw,
        shuuro::app::Question::ClaimDraw {
            side: Side::Red,
            reason: shuuro::rules::outcome::Reason::FiftyMove,
        },
    ] {
        add(
            format!("{q:?}"),
            w.question(&shuuro::app::keys_of(&Default::default()).0, &q),
            80,
        );
    }
    add(
        "typed".into(),
        format!("{}b12=Q_   {}", w.text(Text::TypedMove), w.matches(12)),
        80,
    );
    for side in Side::ALL {
        add(
            "typing a name".into(),
            w.typing_name(side, "Enter", "Esc"),
            80,
        );
    }
    // The key line at the foot of each screen at 80 columns: its last hint (`? help`)
    // whole (the fight's was cut to "? ヘル" when its draw was written "引き分け").
    use shuuro::ui::hints::{Hints, line};
    for h in [
        Hints::Start,
        Hints::Settings,
        Hints::Open,
        Hints::Handover,
        Hints::Armies,
        Hints::Sheet,
        Hints::SheetConfirm,
        Hints::Plinths,
        Hints::Dice,
        Hints::Stuck,
        Hints::Deploy,
        Hints::Fight,
        Hints::Over,
        Hints::OverPractice,
        Hints::TypePlacement,
        Hints::TypeMoveMini,
        Hints::TypeMove,
        Hints::Promotion,
        Hints::Confirm,
        Hints::Offer,
        Hints::Replay,
        Hints::ReplayAnalysed,
        Hints::PracticeSheet,
        Hints::PracticeBoard,
    ] {
        add(format!("{h:?} key line"), line(w, &keys, h), 80);
    }
    // The trainer's puzzle line, themes hidden, on one line of the panel.
    add(
        "puzzle line".into(),
        w.puzzle_line(1545.0, None, "T"),
        panel,
    );
    rows
}

/// Every word drawn unwrapped fits its place, in both languages.
#[test]
fn every_word_drawn_unwrapped_fits_its_place_at_80x24() {
    for lang in Lang::ALL {
        let over = over_budget(budgets(of(lang)));
        assert!(over.is_empty(), "{lang:?}:\n{}", over.join("\n"));
    }
}

/// The rows of `screen` that lie inside `r` (the test backend quotes each row).
fn region(screen: &str, r: Rect) -> Vec<String> {
    screen
        .lines()
        .skip(usize::from(r.y))
        .take(usize::from(r.height))
        .map(|l| {
            let l = l.trim_matches('"');
            // The board is drawn in cells of one column: a character is a column there.
            l.chars()
                .skip(usize::from(r.x))
                .take(usize::from(r.width))
                .collect()
        })
        .collect()
}

/// A game of the demo armies `plies` moves into the fight.
fn fight(plies: usize) -> Game {
    shuuro::app::demo::fight_game(Settings::default().rules(), plies)
}

fn resumed_in(lang: Lang, game: Game) -> App {
    let mut app = App::new(Settings::default(), options(lang, 80, 24));
    send(&mut app, resume(game, None));
    app
}

/// The board is drawn where it is in English, cell for cell: the words around it never
/// push it or write over it.
#[test]
fn the_board_stays_where_it_is_in_english() {
    for plies in [0, 24] {
        let en = resumed_in(Lang::En, fight(plies));
        let ja = resumed_in(Lang::Ja, fight(plies));
        let board = shuuro::ui::play::geometry(&en, play(&en)).expect("a board");
        assert_eq!(
            Some(board),
            shuuro::ui::play::geometry(&ja, play(&ja)),
            "the same place"
        );
        let (e, j) = (render(&en), render(&ja));
        assert_eq!(region(&e, board.area), region(&j, board.area), "{j}");
        assert!(j.contains("バトル"), "{j}");
    }
}

/// The screens of a game in Japanese, as a player sees them.
#[test]
fn a_game_in_japanese_80x24() {
    let mut app = App::new(
        Settings {
            seed: 7,
            ..Settings::default()
        },
        options(Lang::Ja, 80, 24),
    );
    insta::assert_snapshot!("ja_start_80x24", render(&app));
    key(&mut app, KeyCode::Enter);
    let screen = render(&app);
    assert!(screen.contains("交代"), "{screen}");
    key(&mut app, KeyCode::Enter);
    insta::assert_snapshot!("ja_sheet_80x24", render(&app));
    keys(&mut app, "e");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    keys(&mut app, "e");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    let screen = render(&app);
    assert!(screen.contains("戦場の準備"), "{screen}");
    while play(&app).phase() == Phase::Plinths {
        key(&mut app, KeyCode::Enter);
    }
    while play(&app).phase() == Phase::DeployOrder {
        key(&mut app, KeyCode::Enter);
    }
    insta::assert_snapshot!("ja_deployment_80x24", render(&app));
}

#[test]
fn the_fight_and_its_end_in_japanese_80x24() {
    insta::assert_snapshot!("ja_fight_80x24", render(&resumed_in(Lang::Ja, fight(24))));
    let mut app = resumed_in(
        Lang::Ja,
        mini_fight_game(
            ["KQ", "KQ"],
            &[('K', "c1"), ('k', "d6"), ('Q', "d1"), ('q', "c6")],
        ),
    );
    typed(&mut app, "Qd1d6");
    let screen = render(&app);
    assert!(screen.contains("対局終了"), "{screen}");
    assert_eq!(broken_boxes(&screen), Vec::<String>::new(), "{screen}");
    insta::assert_snapshot!("ja_over_80x24", screen);
}

#[test]
fn the_help_and_the_rules_in_japanese_80x24() {
    let mut app = app_in(Lang::Ja);
    key(&mut app, KeyCode::Char('?'));
    insta::assert_snapshot!("ja_help_80x24", render(&app));
    key(&mut app, KeyCode::Char('r'));
    let screen = render(&app);
    assert!(screen.contains("Shuuroのルール"), "{screen}");
    // Scrolled to its end and no further: the page's length in Japanese is known.
    for _ in 0..200 {
        key(&mut app, KeyCode::PageDown);
    }
    let end = app.rules_page().expect("open").top;
    let screen = render(&app);
    assert!(screen.contains("時は金なり"), "{screen}");
    key(&mut app, KeyCode::Up);
    assert_eq!(app.rules_page().expect("open").top, end - 1);
}

#[test]
fn the_settings_in_japanese_80x24() {
    let mut app = app_in(Lang::Ja);
    let at = MenuItem::ALL
        .iter()
        .position(|m| *m == MenuItem::Variants)
        .expect("item");
    for _ in 0..at {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    insta::assert_snapshot!("ja_settings_80x24", render(&app));
}

/// The language row of the settings screen changes the words at once, and is what
/// "save as my defaults" writes.
#[test]
fn the_language_row_switches_the_words_at_once() {
    let mut app = app_in(Lang::En);
    let at = MenuItem::ALL
        .iter()
        .position(|m| *m == MenuItem::Variants)
        .expect("item");
    for _ in 0..at {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    let row = app
        .settings()
        .fields()
        .iter()
        .position(|f| *f == Field::Language)
        .expect("a language row");
    for _ in 0..row {
        key(&mut app, KeyCode::Down);
    }
    assert!(render(&app).contains("Language"));
    key(&mut app, KeyCode::Right);
    assert_eq!(app.lang(), Lang::Ja);
    assert_eq!(app.settings().prefs().language, Some(Lang::Ja));
    let screen = render(&app);
    assert!(screen.contains("言語"), "{screen}");
    assert!(screen.contains("新しい対局"), "{screen}");
}

/// `--lang` for one run wins over the settings file, which wins over the locale.
#[test]
fn the_flag_then_the_file_then_the_locale_choose_the_language() {
    let file = |l| Settings {
        language: l,
        ..Settings::default()
    };
    let run = |flag, from_file, locale| {
        let o = Options {
            lang: flag,
            locale_lang: locale,
            ..Options::DEFAULT
        };
        App::new(file(from_file), o).lang()
    };
    assert_eq!(run(Some(Lang::En), Some(Lang::Ja), Lang::Ja), Lang::En);
    assert_eq!(run(None, Some(Lang::Ja), Lang::En), Lang::Ja);
    assert_eq!(run(None, None, Lang::Ja), Lang::Ja);
    assert_eq!(run(None, None, Lang::En), Lang::En);
    // Drawn in plain ASCII, the client speaks English: Japanese can't be shown.
    let ascii = Options {
        ascii: true,
        lang: Some(Lang::Ja),
        ..Options::DEFAULT
    };
    assert_eq!(App::new(Settings::default(), ascii).lang(), Lang::En);
}

/// A notice in Japanese too long for the status line opens whole in a box.
#[test]
fn a_long_japanese_notice_opens_whole_in_a_box() {
    let mut app = app_in(Lang::Ja);
    app.update(Msg::Tell(shuuro::app::FileNotice::DataFolderIsAFile(
        "/home/someone/.local/share/shuuro/games".into(),
    )));
    let screen = render(&app);
    assert!(screen.contains("メッセージ"), "{screen}");
    assert!(screen.contains("SHUURO_DATA_DIR"), "{screen}");
}

/// The puzzle trainer in `lang` on a mini fight puzzle (Blue's Rook mates from f1) and a
/// deployment puzzle, at 80×24.
fn trainer_in(lang: Lang) -> App {
    use shuuro::app::trainer::TrainerSetup;
    use shuuro::puzzle::Puzzle;
    use shuuro::puzzle::check::check;
    use shuuro::puzzle::set::Theme;
    let set = [Puzzle::fight(
        "m1".into(),
        "k5/6/K5/6/6/5R w - 1".into(),
        vec!["f1f6".into()],
        vec![Theme::MateIn1, Theme::DiscoveredAttack],
    )
    .with_rating(1500.0)];
    let resolved = set
        .iter()
        .enumerate()
        .map(|(i, p)| check(i, p).expect("valid"));
    let mut app = App::new(Settings::default(), options(lang, 80, 24));
    assert!(app.start_trainer(TrainerSetup {
        name: "test".into(),
        puzzles: set.iter().cloned().zip(resolved).collect(),
        progress: Default::default(),
        progress_problem: None,
        show_themes: false,
        seed: 1,
        filter: Default::default(),
    }));
    app
}

/// The trainer speaks Japanese: the task, the ratings, a wrong step, the key line and
/// the list of themes, every line inside the screen.
#[test]
fn the_trainer_in_japanese_80x24() {
    let mut app = trainer_in(Lang::Ja);
    let screen = render(&app);
    assert!(screen.contains("青の手番"), "{screen}");
    assert!(screen.contains("テーマ：Tで表示"), "{screen}");
    insta::assert_snapshot!("ja_trainer_80x24", screen);
    typed(&mut app, "f1f5");
    let screen = render(&app);
    assert!(screen.contains("不正解：f1f5"), "{screen}");
    key(&mut app, KeyCode::Char('c'));
    let screen = render(&app);
    assert!(screen.contains("1手メイト"), "{screen}");
    // Each row of the list on one row of the panel: the headings, and the longest
    // theme's name with its count.
    let rows: Vec<&str> = screen.lines().collect();
    assert!(
        rows.iter()
            .any(|r| r.contains("問題数") && r.contains("正答率")),
        "{screen}"
    );
    assert!(
        rows.iter()
            .any(|r| r.contains("ディスカバー") && r.contains(" 1 ")),
        "{screen}"
    );
    insta::assert_snapshot!("ja_trainer_list_80x24", screen);
}

/// The boxes on `screen` whose right border is broken: a row between `┌` and `└` whose
/// `│` at the box's right edge (in terminal columns) was written over by its text.
fn broken_boxes(screen: &str) -> Vec<String> {
    let rows: Vec<&str> = screen
        .lines()
        .map(|l| {
            l.split("\" Hidden by")
                .next()
                .unwrap_or(l)
                .trim_matches('"')
        })
        .collect();
    // The column of each character of a row.
    let at = |row: &str, col: usize| -> Option<char> {
        let mut x = 0;
        for c in row.chars() {
            if x == col {
                return Some(c);
            }
            x += columns(&c.to_string());
        }
        None
    };
    let mut broken = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        let Some(left) = row.find('┌').map(|i| columns(&row[..i])) else {
            continue;
        };
        let Some(right) = row.find('┐').map(|i| columns(&row[..i])) else {
            continue;
        };
        for (dy, inner) in rows[y + 1..].iter().enumerate() {
            if at(inner, left) == Some('└') {
                break;
            }
            if at(inner, right) != Some('│') {
                broken.push(format!("row {}: {inner}", y + 1 + dy));
            }
        }
    }
    broken
}

/// Every box of the screens a game opens with keeps its right border in Japanese: the
/// hand-over box, the army sheet, the help.
#[test]
fn japanese_text_stays_inside_its_boxes() {
    let mut app = App::new(
        Settings {
            seed: 7,
            ..Settings::default()
        },
        options(Lang::Ja, 80, 24),
    );
    key(&mut app, KeyCode::Enter);
    let screen = render(&app);
    assert!(screen.contains('┌'), "{screen}");
    assert_eq!(broken_boxes(&screen), Vec::<String>::new(), "{screen}");
    key(&mut app, KeyCode::Enter);
    let screen = render(&app);
    assert_eq!(broken_boxes(&screen), Vec::<String>::new(), "{screen}");
    key(&mut app, KeyCode::Char('?'));
    let screen = render(&app);
    assert_eq!(broken_boxes(&screen), Vec::<String>::new(), "{screen}");
}

/// A box drawn over a Japanese letter's right half does not lose its corner under the
/// letter: the letter is blanked (a terminal would draw it whole, over the border).
#[test]
fn a_box_over_half_a_letter_keeps_its_corner() {
    let mut app = resumed_in(
        Lang::Ja,
        mini_fight_game(
            ["KQ", "KQ"],
            &[('K', "c1"), ('k', "d6"), ('Q', "d1"), ('q', "c6")],
        ),
    );
    key(&mut app, KeyCode::Char('?'));
    let screen = render(&app);
    let top = screen.lines().next().expect("a row");
    assert!(top.starts_with("\"  ┌ "), "{screen}");
}
