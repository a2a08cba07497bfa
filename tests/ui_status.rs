//! Long paths in the status line: a save or resume error naming a file deep under the data
//! directory keeps, at 80×24 and wider, the file's name and what went wrong on the status
//! line (the path is shortened in its middle), and the box above it has the whole message
//! with the path broken between folder names, never inside one. Under `--ascii` the
//! shortening is written `...`.

use std::path::PathBuf;

use ratatui::crossterm::event::KeyCode;
use shuuro::app::{App, FileNotice, Msg, OpenError, Opened, SaveError};
use shuuro::record::store::LockError;
use shuuro::rules::Bitboard;

mod common;
use common::*;

/// A data directory as deep as a real one, with long folder names.
const DIR: &str = "/home/someone-with-a-long-name/.local/share/shuuro/games/practice-layouts-kept";

/// The practice board at `w`×`h`, the example army placed on the sheet.
fn practice(w: u16, h: u16, ascii: bool) -> App {
    let mut app = practice_app_with(Bitboard::EMPTY, w, h, |_, o| o.ascii = ascii);
    key(&mut app, KeyCode::Enter);
    app
}

/// A save that failed for `e`.
fn save_failed(app: &mut App, e: SaveError) {
    app.update(Msg::Saved {
        result: Err(e),
        auto: false,
    });
}

/// The rows of a rendered screen, without the quotes the test backend writes.
fn rows(screen: &str) -> Vec<String> {
    screen
        .lines()
        .map(|l| l.trim_matches('"').to_string())
        .collect()
}

/// The status line: the row above the key hints.
fn status_row(screen: &str) -> String {
    let r = rows(screen);
    r[r.len() - 2].trim_end().to_string()
}

/// Every folder and file name of `path` stands whole on one row of the screen.
fn names_whole(screen: &str, path: &str) {
    for name in path.split('/').filter(|n| !n.is_empty()) {
        assert!(
            rows(screen).iter().any(|r| r.contains(name)),
            "{name} is cut:\n{screen}"
        );
    }
}

/// The layout's file, deep in [`DIR`].
fn layout_path() -> String {
    format!("{DIR}/shuuro-layout.json")
}

/// The practice screen at `w`×`h` once saving the layout there was refused.
fn layout_denied(w: u16, h: u16, ascii: bool) -> String {
    let mut app = practice(w, h, ascii);
    let denied = SaveError::Io {
        path: PathBuf::from(layout_path()),
        source: std::io::Error::from_raw_os_error(13).into(),
    };
    save_failed(&mut app, denied);
    render(&app)
}

#[test]
fn a_save_error_keeps_the_file_name_and_the_reason_on_the_status_line_at_80x24() {
    let screen = layout_denied(80, 24, false);
    let path = layout_path();
    let status = status_row(&screen);
    assert!(status.starts_with("could not save: /home/"), "{screen}");
    assert!(
        status.ends_with("…/shuuro-layout.json: Permission denied (os error 13)"),
        "{screen}"
    );
    assert!(status.chars().count() <= 80);
    names_whole(&screen, &path);
    insta::assert_snapshot!(screen);
}

#[test]
fn a_missing_folder_keeps_its_name_and_what_to_do_on_the_status_line_at_80x24() {
    let mut app = practice(80, 24, false);
    save_failed(&mut app, SaveError::NoFolder(PathBuf::from(DIR)));
    let screen = render(&app);
    let status = status_row(&screen);
    assert!(status.contains("…/practice-layouts-kept"), "{screen}");
    assert!(
        status.ends_with("(make it, or choose another)"),
        "the reason is whole: {screen}"
    );
    names_whole(&screen, DIR);
    insta::assert_snapshot!(screen);
}

#[test]
fn a_resume_error_naming_the_path_twice_keeps_both_file_names_at_80x24() {
    let mut app = App::new(settings(false, 3), shuuro::app::Options::sized(80, 24));
    let path = format!("{DIR}/2026-12-01T16-30-00.json");
    let busy = LockError::Busy {
        game: PathBuf::from(&path),
    };
    app.update(Msg::Opened(Box::new(Opened::Failed(
        FileNotice::OpenFailed(OpenError::Lock(busy)),
    ))));
    let screen = render(&app);
    let status = status_row(&screen);
    // What is wrong, and with which file, stays on the line; the whole is in the box.
    assert!(
        status.starts_with("…/2026-12-01T16-30-00.json is open in another shuuro; "),
        "{screen}"
    );
    assert!(status.chars().count() <= 80);
    assert!(screen.contains("shuuro replay"), "{screen}");
    names_whole(&screen, &path);
    insta::assert_snapshot!(screen);
}

#[test]
fn under_ascii_the_shortened_path_is_written_with_three_dots() {
    let screen = layout_denied(80, 24, true);
    let path = layout_path();
    assert!(screen.is_ascii(), "{screen}");
    let status = status_row(&screen);
    assert!(
        status.ends_with(".../shuuro-layout.json: Permission denied (os error 13)"),
        "{screen}"
    );
    names_whole(&screen, &path);
    insta::assert_snapshot!(screen);
}

#[test]
fn a_wider_terminal_shortens_less_and_a_path_that_fits_is_left_whole() {
    let at_120 = status_row(&layout_denied(120, 40, false));
    let at_80 = status_row(&layout_denied(80, 24, false));
    assert!(at_120.len() > at_80.len(), "{at_120}\n{at_80}");
    assert!(at_120.ends_with("…/shuuro-layout.json: Permission denied (os error 13)"));
    // At 160 columns the whole message fits: nothing is shortened, no box opens.
    let mut widest = practice(160, 40, false);
    let short = format!("{DIR}/g.json: Permission denied");
    let denied = SaveError::Io {
        path: PathBuf::from(format!("{DIR}/g.json")),
        source: std::io::Error::new(std::io::ErrorKind::PermissionDenied, "Permission denied")
            .into(),
    };
    save_failed(&mut widest, denied);
    let screen = render(&widest);
    assert_eq!(status_row(&screen), format!("could not save: {short}"));
    assert!(!screen.contains("Message"), "{screen}");
}

/// The end of an analysis counts its marks in words and names the key that writes it,
/// only when the record has a file to write into.
#[test]
fn a_finished_analysis_counts_its_marks_and_offers_writing_only_with_a_file() {
    use shuuro::app::{News, Notice};
    let said = |marked, writable| {
        shuuro::ui::notice::status(
            shuuro::words::en(),
            Some(&Notice::News(News::AnalysisDone { marked, writable })),
        )
    };
    assert_eq!(
        said(0, true),
        "analysis done: no move marked, w writes it into the record"
    );
    assert_eq!(
        said(3, true),
        "analysis done: 3 moves marked, w writes it into the record"
    );
    assert_eq!(said(1, false), "analysis done: 1 move marked");
}

/// Issue 36, item 13: the count under a typed move is in words, not `move(s)`: one legal
/// move matches, two legal moves match, no legal move matches.
#[test]
fn the_typed_move_count_says_one_move_or_moves() {
    let g = mini_fight_game(
        ["KNN", "K"],
        &[('K', "c1"), ('k', "c6"), ('N', "b1"), ('N', "f1")],
    );
    let mut app = App::new(
        shuuro::app::settings::Settings::default(),
        shuuro::app::Options::sized(80, 24),
    );
    app.update(resume(g, None));
    key(&mut app, KeyCode::Char(':'));
    for (c, said) in [
        ('N', "legal moves match"),
        ('d', "2 legal moves match"),
        ('2', "2 legal moves match"),
    ] {
        key(&mut app, KeyCode::Char(c));
        assert!(render(&app).contains(said), "{said}: {}", render(&app));
    }
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Char('a'));
    assert!(
        render(&app).contains("1 legal move matches"),
        "{}",
        render(&app)
    );
    key(&mut app, KeyCode::Char('7'));
    assert!(
        render(&app).contains("no legal move matches"),
        "{}",
        render(&app)
    );
}
