//! `ui::hit` is the inverse of drawing: every square, list row and piece in hand drawn on
//! screen is what a click on it hits, and nothing is hit while an overlay stands over the
//! screen.

use ratatui::crossterm::event::KeyCode;
use shuuro::app::MenuItem;
use shuuro::app::target::Target;
use shuuro::rules::game::Phase;
use shuuro::rules::{Bitboard, Side};
use shuuro::ui;
use shuuro::ui::layout::{hands, layout, start_menu};

mod common;
use common::*;

#[test]
fn every_menu_row_is_hit_where_it_is_drawn() {
    for (w, h) in [(80, 24), (120, 40), (200, 60)] {
        let app = shuuro::app::App::new(
            shuuro::app::settings::Settings::default(),
            shuuro::app::Options::sized(w, h),
        );
        let g = start_menu(ui::area(&app), MenuItem::ALL.len());
        for i in 0..MenuItem::ALL.len() {
            let r = g.item_rect(i);
            for x in [r.x, r.x + r.width / 2, r.right() - 1] {
                assert_eq!(
                    ui::hit(&app, x, r.y),
                    Some(Target::Row(i)),
                    "{w}x{h} row {i}"
                );
            }
        }
        assert_eq!(ui::hit(&app, 0, 0), None, "the title bar is no row");
    }
}

#[test]
fn every_square_of_the_board_is_hit_where_it_is_drawn_either_way_up() {
    for mini in [true, false] {
        for (w, h) in [(80, 24), (120, 40)] {
            let s = settings(mini, 2);
            let mut app = new_game(&s, w, h);
            // To the plinths: the board is drawn from here on.
            key(&mut app, KeyCode::Enter);
            keys(&mut app, "e");
            key(&mut app, KeyCode::Enter);
            key(&mut app, KeyCode::Enter);
            keys(&mut app, "e");
            key(&mut app, KeyCode::Enter);
            key(&mut app, KeyCode::Enter);
            assert_eq!(play(&app).phase(), Phase::Plinths, "{}", render(&app));
            for flip in [false, true] {
                if flip {
                    keys(&mut app, "f");
                }
                let g = ui::play::geometry(&app, play(&app)).expect("a board");
                let size = play(&app).game().rules().board;
                for sq in size.squares() {
                    let r = g.rect(sq);
                    for (x, y) in [(r.x, r.y), (r.right() - 1, r.bottom() - 1)] {
                        assert_eq!(ui::hit(&app, x, y), Some(Target::Square(sq)), "{sq}");
                    }
                }
            }
        }
    }
}

#[test]
fn every_piece_in_the_hand_of_the_side_to_place_is_hit_where_it_is_drawn() {
    let mut app = practice_app(Bitboard::EMPTY, false, 80, 24);
    key(&mut app, KeyCode::Enter);
    let p = app.practice().expect("practice");
    let d = p.deployment().expect("deploying").clone();
    let side = d.turn().expect("Blue places");
    assert_eq!(side, Side::Blue);
    let a = layout(ui::area(&app), Some(p.size()), false);
    let sides = ui::practice::practice_hand_sides(p);
    let i = sides.iter().position(|&s| s == side).expect("Blue's hand") as u16;
    let geom = hands(a.panel, sides.len() as u16);
    let drawn = geom.pieces(i, &d.hands()[side]);
    assert!(!drawn.is_empty());
    for (role, r) in drawn {
        assert_eq!(ui::hit(&app, r.x, r.y), Some(Target::Hand(role)));
    }
}

#[test]
fn nothing_is_hit_under_an_overlay_or_on_a_tiny_terminal() {
    let mut app = practice_app(Bitboard::EMPTY, false, 80, 24);
    key(&mut app, KeyCode::Enter);
    let g = layout(ui::area(&app), Some(app.practice().unwrap().size()), false)
        .board
        .expect("a board");
    let sq = "e1".parse().unwrap();
    let r = g.rect(sq);
    assert_eq!(ui::hit(&app, r.x, r.y), Some(Target::Square(sq)));
    keys(&mut app, "?");
    assert_eq!(ui::hit(&app, r.x, r.y), None, "the help stands over it");
    keys(&mut app, "?");
    app.update(shuuro::app::Msg::Resize {
        width: 20,
        height: 5,
    });
    assert_eq!(ui::hit(&app, r.x, r.y), None);
}
