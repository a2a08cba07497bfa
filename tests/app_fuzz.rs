//! No key sequence, click or resize makes the client panic, on any screen, at any size.

use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::settings::Settings;
use shuuro::app::{App, Msg, Options};
use shuuro::ui;

const KEYS: &[KeyCode] = &[
    KeyCode::Enter,
    KeyCode::Esc,
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Tab,
    KeyCode::BackTab,
    KeyCode::Backspace,
    KeyCode::Home,
    KeyCode::End,
    KeyCode::PageUp,
    KeyCode::PageDown,
    KeyCode::F(1),
];

/// A message, or a click at a cell (sent as what it hits, as the runtime does).
#[derive(Clone, Debug)]
enum Input {
    Msg(Msg),
    Click(u16, u16),
}

fn msg() -> impl Strategy<Value = Input> {
    prop_oneof![
        6 => (0..KEYS.len()).prop_map(|i| Input::Msg(Msg::Key(KeyEvent::new(KEYS[i], KeyModifiers::NONE)))),
        // Printable keys except q and Ctrl-C, so the run goes on.
        10 => proptest::char::range(' ', '~')
            .prop_filter("not quit", |c| *c != 'q')
            .prop_map(|c| Input::Msg(Msg::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)))),
        1 => (0u16..200, 0u16..60).prop_map(|(x, y)| Input::Click(x, y)),
        1 => (1u16..200, 1u16..60).prop_map(|(width, height)| Input::Msg(Msg::Resize { width, height })),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_input_never_panics_from_the_start_screen(
        board in 0..3usize,
        fairy in any::<bool>(),
        msgs in proptest::collection::vec(msg(), 1..120),
    ) {
        let board = [
            shuuro::rules::BoardSize::Twelve,
            shuuro::rules::BoardSize::Eight,
            shuuro::rules::BoardSize::Six,
        ][board];
        let settings = Settings { board, fairy, seed: 1, ..Settings::default() };
        let mut app = App::new(settings, Options::sized(80, 24));
        let mut term = Terminal::new(TestBackend::new(200, 60)).unwrap();
        for m in msgs {
            let e = match m {
                Input::Msg(m) => app.update(m),
                Input::Click(x, y) => match ui::hit(&app, x, y) {
                    Some(t) => app.update(Msg::Target(t)),
                    None => continue,
                },
            };
            if e.quits() {
                break;
            }
            term.backend_mut().resize(app.width(), app.height());
            term.autoresize().unwrap();
            term.draw(|f| ui::draw(&app, f)).unwrap();
        }
    }
}
