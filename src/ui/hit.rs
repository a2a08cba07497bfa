//! Hit-testing: a terminal cell as the [`Target`] drawn there. It reads the same geometry
//! the screens are drawn with ([`super::layout`]), so a click lands on what the player
//! sees; `tests/ui_hit.rs` checks it as the inverse of drawing.

use crate::app::practice::PracticeStage;
use crate::app::settings::{Field, Settings};
use crate::app::target::{SettingPart, Target};
use crate::app::{App, MenuItem, Screen};
use crate::rules::game::Phase;

use super::layout;

/// What a click at `(x, y)` hits on the screen as drawn now (`None`: nothing to click
/// there, or something stands over the screen).
pub fn hit(app: &App, x: u16, y: u16) -> Option<Target> {
    if app.too_small() || !app.overlays().is_empty() {
        return None;
    }
    let area = ratatui::layout::Rect::new(0, 0, app.width(), app.height());
    match app.screen() {
        Screen::Start { .. } => layout::start_menu(area, MenuItem::ALL.len())
            .hit(x, y)
            .map(Target::Row),
        Screen::Settings { .. } => {
            let list = layout::settings_list(area, Field::ALL.len());
            let row = list.hit(x, y)?;
            let field = Field::ALL[row];
            let value = app.settings().value(field).chars().count() as u16;
            let [dec, val, inc] = layout::settings_value(list.item_rect(row), value);
            let on = |r: ratatui::layout::Rect| x >= r.x && x < r.right();
            let part = match field {
                Field::SaveDefaults | Field::Start => SettingPart::Open,
                // A name's whole value (from where `<` would be) opens it for typing.
                _ if Settings::name_side(field).is_some() => {
                    if x >= dec.x {
                        SettingPart::Open
                    } else {
                        SettingPart::Label
                    }
                }
                _ if on(dec) => SettingPart::Less,
                _ if on(val) || on(inc) => SettingPart::More,
                _ => SettingPart::Label,
            };
            Some(Target::Setting { row, part })
        }
        Screen::Open(m) => {
            let (start, list) = layout::saves_list(area, m.selected(), app.saves().len());
            list.hit(x, y)
                .map(|i| start + i)
                .filter(|&i| i < app.saves().len())
                .map(Target::Row)
        }
        Screen::Play(p) => {
            if p.prompt().is_some() {
                return layout::promotion_hit(area, x, y).map(Target::Promotion);
            }
            let rules = p.game().rules();
            let flipped = p.input().flipped();
            if let crate::app::play::Stage::Sheet(sheet) = p.stage() {
                let panel =
                    layout::layout(area, rules.scouts.then_some(rules.board), flipped).panel;
                return super::sheet::sheet_geom(panel, sheet)
                    .hit(x, y)
                    .map(Target::Sheet);
            }
            if p.stage() != &crate::app::play::Stage::Board {
                return None;
            }
            let a = layout::layout(area, Some(rules.board), flipped);
            // A piece in the hand of the person to place chooses it, as its letter does.
            let in_hand = p
                .game()
                .deployment()
                .filter(|_| p.phase() == Phase::Deploy)
                .and_then(|d| {
                    let side = d.turn().filter(|&s| p.is_human(s))?;
                    let i = super::play::HAND_SIDES.iter().position(|&s| s == side)?;
                    layout::hands(a.panel, 2).hit(i as u16, &d.hands()[side], x, y)
                });
            in_hand
                .map(Target::Hand)
                .or_else(|| a.board?.hit(x, y).map(Target::Square))
        }
        Screen::Practice(p) => match p.stage() {
            PracticeStage::Sheet(sheet) => {
                let panel = layout::layout(area, None, false).panel;
                super::sheet::sheet_geom(panel, sheet)
                    .hit(x, y)
                    .map(Target::Sheet)
            }
            PracticeStage::Board => {
                let a = layout::layout(area, Some(p.size()), p.input().flipped());
                let sides = super::practice::practice_hand_sides(p);
                let in_hand = p.deployment().and_then(|d| {
                    let side = d.turn()?;
                    let i = sides.iter().position(|&s| s == side)?;
                    layout::hands(a.panel, sides.len() as u16).hit(i as u16, &d.hands()[side], x, y)
                });
                in_hand
                    .map(Target::Hand)
                    .or_else(|| a.board?.hit(x, y).map(Target::Square))
            }
        },
        Screen::Replay(_) => None,
        Screen::Trainer(t) => layout::layout(area, Some(t.input().size()), t.input().flipped())
            .board?
            .hit(x, y)
            .map(Target::Square),
    }
}
