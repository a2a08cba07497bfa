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
