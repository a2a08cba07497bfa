//! The menu screens: the new game settings and the list of saved games to replay (the
//! start menu, which lists the screens, is in the screen registry, `screens.rs`). Each is
//! a cursor over its rows and a [`View`].

use crate::app::command::{Command, Go, Open, Update};
use crate::app::key::{DOWN, ENTER, ESC, LEFT, RIGHT, UP, c};
use crate::app::keymap::{Action, Ctx, Does, KeyTable, KeysOf, key};
use crate::app::notice::Refusal;
use crate::app::overlay::LinePurpose;
use crate::app::settings::{Field, Settings};
use crate::app::target::{SettingPart, Target};
use crate::app::view::{Cx, View};

/// The keys of the menus (the start menu and the list of saved games).
static MENU: KeyTable = KeyTable {
    name: "menu",
    title: KeysOf::Menus,
    rows: &[&[
        key!([UP, c('k')], Action::Up, Does::PreviousItem),
        key!([DOWN, c('j')], Action::Down, Does::NextItem),
        key!([ENTER, c(' ')], Action::Activate, Does::Choose),
        key!([c('q'), ESC], Action::Quit, Does::QuitOrBack),
        key!([c('o'), c('/')], Action::Type, Does::TypeFileName),
    ]],
};

/// The new game settings' keys.
static SETTINGS: KeyTable = KeyTable {
    name: "settings",
    title: KeysOf::NewGameSettings,
    rows: &[&[
        key!([UP, c('k')], Action::Up, Does::PreviousSetting),
        key!([DOWN, c('j')], Action::Down, Does::NextSetting),
        key!([LEFT, c('h'), c('-')], Action::Dec, Does::SettingDown),
        key!([RIGHT, c('l'), c('+')], Action::Inc, Does::SettingUp),
        key!([ENTER], Action::Activate, Does::StartFromRow),
        key!([ESC, c('q')], Action::Back, Does::BackToStart),
    ]],
};

// The contexts are named as the keymap's own are (`Ctx::Global`), each a table of
// this file.
#[allow(non_upper_case_globals)]
impl Ctx {
    /// The menus: the start menu and the list of saved games.
    pub const Menu: Ctx = Ctx::Own(&MENU);
    /// The new game settings.
    pub const Settings: Ctx = Ctx::Own(&SETTINGS);
}

/// The new game settings screen and the setting under the cursor.
#[derive(Clone, Debug, Default)]
pub struct SettingsMenu {
    selected: usize,
}

/// The list of saved games to replay and the one under the cursor.
#[derive(Clone, Debug, Default)]
pub struct OpenMenu {
    selected: usize,
}

impl SettingsMenu {
    /// The setting under the cursor (a row of [`Settings::fields`]).
    pub fn selected(&self) -> usize {
        self.selected
    }
}

impl OpenMenu {
    /// The saved game under the cursor (a row of the list).
    pub fn selected(&self) -> usize {
        self.selected
    }
}

impl View for SettingsMenu {
    fn ctx(&self) -> Ctx {
        Ctx::Settings
    }

    fn action(&mut self, action: Action, cx: &mut Cx) -> Update {
        let fields = cx.settings.fields();
        let n = fields.len();
        let field = fields[self.selected % n];
        match action {
            Action::Up => self.selected = (self.selected + n - 1) % n,
            Action::Down => self.selected = (self.selected + 1) % n,
            Action::Inc | Action::Dec => {
                cx.settings.change(field, action == Action::Inc);
                if field == Field::Roster && cx.settings.board_roster() {
                    return Update::say(Refusal::MiniRoster);
                }
                return Update::none().ending_notice();
            }
            Action::Activate => {
                if let Some(side) = Settings::name_side(field) {
                    let text = cx.settings.name(field).unwrap_or_default().to_string();
                    return Update::go(Go::Line(LinePurpose::PlayerName(side), text));
                }
                if field == Field::SaveDefaults {
                    return Update::with(Command::SavePrefs {
                        prefs: Box::new(cx.settings.prefs()),
                        replace_broken: cx.replace_prefs,
                    });
                }
                if field == Field::Start {
                    return Update::go(Go::NewGame(Box::new(cx.settings.clone())));
                }
                // A value row: a game starts only from its own row.
                return Update::say(Refusal::StartFromItsRow);
            }
            Action::Back => return Update::go(Go::Start),
            _ => {}
        }
        Update::none()
    }

    fn target(&mut self, target: Target, cx: &mut Cx) -> Update {
        let Target::Setting { row, part } = target else {
            return Update::none();
        };
        if row >= cx.settings.fields().len() {
            return Update::none();
        }
        self.selected = row;
        let action = match part {
            SettingPart::Label => return Update::none(),
            SettingPart::Less => Action::Dec,
            SettingPart::More => Action::Inc,
            SettingPart::Open => Action::Activate,
        };
        self.action(action, cx)
    }

    fn entered(&mut self, purpose: LinePurpose, text: &str, cx: &mut Cx) -> Update {
        let LinePurpose::PlayerName(side) = purpose else {
            return Update::none();
        };
        match cx.settings.set_name(side, text) {
            Ok(()) => Update::none().ending_notice(),
            // The text stays to be put right.
            Err(why) => Update::say(Refusal::BadName { side, why })
                .then(Go::Line(purpose, text.to_string())),
        }
    }
}

impl View for OpenMenu {
    fn ctx(&self) -> Ctx {
        Ctx::Menu
    }

    fn action(&mut self, action: Action, cx: &mut Cx) -> Update {
        let n = cx.saves.len();
        match action {
            Action::Up if n > 0 => self.selected = (self.selected + n - 1) % n,
            Action::Down if n > 0 => self.selected = (self.selected + 1) % n,
            Action::Type => return Update::go(Go::Line(LinePurpose::OpenReplay, String::new())),
            Action::Activate => {
                return match cx.saves.get(self.selected) {
                    Some(s) => Update::with(Command::Open(Open::Replay(s.path.clone()))),
                    None => Update::say(Refusal::NoSavedGame),
                };
            }
            Action::Quit => return Update::go(Go::Start),
            _ => {}
        }
        Update::none()
    }

    fn target(&mut self, target: Target, cx: &mut Cx) -> Update {
        match target {
            Target::Row(i) => match cx.saves.get(i) {
                Some(s) => {
                    self.selected = i;
                    Update::with(Command::Open(Open::Replay(s.path.clone())))
                }
                None => Update::none(),
            },
            _ => Update::none(),
        }
    }

    fn entered(&mut self, purpose: LinePurpose, text: &str, cx: &mut Cx) -> Update {
        if purpose != LinePurpose::OpenReplay || text.is_empty() {
            return Update::none();
        }
        Update::with(Command::Open(Open::Replay(cx.save_path(text))))
    }
}
