//! The mouse beyond the board (issue 9, point 23): clicks go through the same geometry the
//! screens are drawn with (`app::layout`).

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use shuuro::app::layout::start_menu;
use shuuro::app::settings::Settings;
use shuuro::app::{App, MenuItem, Msg, Options, Screen};
use shuuro::ui;

fn render(app: &App) -> String {
    let mut t = Terminal::new(TestBackend::new(app.width(), app.height())).expect("backend");
    t.draw(|f| ui::draw(app, f)).expect("draw");
    t.backend().to_string()
}

fn item(i: MenuItem) -> usize {
    MenuItem::ALL.iter().position(|&m| m == i).expect("an item")
}

#[test]
fn clicking_a_start_menu_item_chooses_it() {
    for (w, h) in [(80, 24), (120, 40)] {
        let app = || App::new(Settings::default(), Options::sized(w, h));
        let g = start_menu(app().area(), MenuItem::ALL.len());
        // The row clicked is the row that shows the item.
        let screen = render(&app());
        let row = g.item_rect(item(MenuItem::Practice)).y as usize;
        let line = screen.lines().nth(row).expect("row");
        assert!(line.contains(MenuItem::Practice.label()), "{line}");

        let mut a = app();
        let r = g.item_rect(item(MenuItem::Quit));
        assert!(a.update(Msg::Click { x: r.x + 4, y: r.y }).quits());

        let mut a = app();
        let r = g.item_rect(item(MenuItem::NewMini));
        a.update(Msg::Click { x: r.x + 4, y: r.y });
        assert!(matches!(a.screen(), Screen::Play(_)), "a Mini game began");

        let mut a = app();
        a.update(Msg::Click {
            x: g.area.x,
            y: g.area.y,
        });
        assert!(
            matches!(a.screen(), Screen::Start { selected: 0 }),
            "the banner"
        );
    }
}

#[test]
fn clicking_a_saved_game_replays_it() {
    use shuuro::app::layout::saves_list;
    use shuuro::app::{Command, Open, SaveInfo};
    let mut a = App::new(Settings::default(), Options::sized(80, 24));
    let saves: Vec<SaveInfo> = (0..3)
        .map(|i| SaveInfo {
            path: format!("/data/g{i}.json").into(),
            summary: format!("game {i}"),
            finished: true,
            unreadable: None,
        })
        .collect();
    a.update(Msg::Saves(saves));
    let g = start_menu(a.area(), MenuItem::ALL.len());
    let r = g.item_rect(item(MenuItem::Replay));
    a.update(Msg::Click { x: r.x + 4, y: r.y });
    assert!(matches!(a.screen(), Screen::Open { .. }));
    let (start, list) = saves_list(a.area(), 0, 3);
    assert_eq!(start, 0);
    let r = list.item_rect(1);
    let screen = render(&a);
    assert!(
        screen
            .lines()
            .nth(r.y as usize)
            .expect("row")
            .contains("g1.json")
    );
    let u = a.update(Msg::Click { x: r.x + 3, y: r.y });
    match u.commands.as_slice() {
        [Command::Open(Open::Replay(p))] => assert_eq!(p.to_str(), Some("/data/g1.json")),
        other => panic!("{other:?}"),
    }
}
