//! The ambush before the first move: a King attacked when the fight starts is marked as
//! check is, and the side that may take it is told so.

use shuuro::app::settings::Settings;
use shuuro::app::{App, Msg, Options};

mod common;
use common::*;

/// `tests/data/records/ambush.json` before its one move: Red moves first and its Queen on
/// b6 attacks Blue's King on b1.
fn ambush_at_the_start(w: u16, h: u16) -> App {
    let text = std::fs::read_to_string("tests/data/records/ambush.json").expect("record");
    let text = text
        .replace(r#""moves": ["b6b1"],"#, r#""moves": [],"#)
        .replace(
            r#""result": {"winner": "red", "reason": "king-captured"},"#,
            "",
        );
    let dir = process::temp_dir("ambush");
    let path = dir.join("ambush.json");
    std::fs::write(&path, text).expect("write");
    let o = shuuro::tui::storage::load_resume(&path).expect("opens");
    let mut app = App::new(
        Settings::default(),
        Options {
            color: false,
            ..Options::sized(w, h)
        },
    );
    app.update(Msg::Opened(Box::new(o)));
    app
}

#[test]
fn a_king_attacked_at_the_start_of_the_fight_is_marked_and_the_side_that_may_take_it_told() {
    let app = ambush_at_the_start(80, 24);
    let s = render(&app);
    assert!(
        s.contains("Red: the King can be taken at once"),
        "the side to move is told:\n{s}"
    );
    // Blue's King on b1 is marked as a King in check is: `!K!`.
    assert!(s.contains("!K!"), "the attacked King is marked:\n{s}");
    insta::assert_snapshot!(s);
}
