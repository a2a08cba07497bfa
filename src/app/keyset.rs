//! The keys in force: one value the app holds ([`Keys`]), built from the default tables (the
//! fixed contexts' in [`super::keymap`], each screen's in its module) and the settings file's
//! `[keys]` ([`KeyFile`], as written). The key handling, the hint lines, the help and
//! `shuuro keys` all read this value.
//!
//! `[keys]` gives an action new keys on every screen that has it; `[keys.SCREEN]` on that
//! screen only, over `[keys]`. The new keys replace the action's defaults, but for `Esc` and
//! `Enter`, which keep their meaning on every screen (an action that has them keeps them,
//! and they can't be given to another): with the answers of questions, the line editor and
//! `Ctrl-C`/`Ctrl-Z`, which are fixed, no remapping can make a key destroy something it did
//! not before. What is wrong with an entry is a [`KeyProblem`] (every one is said), and the
//! entry is left out where it is wrong: its action keeps its defaults there.
//!
//! ```
//! use shuuro::app::key::parse_key;
//! use shuuro::app::keymap::{Action, Ctx};
//! use shuuro::app::keyset::{KeyProblem, Keys};
//! use shuuro::app::screens::KEY_TABLES;
//! use shuuro::prefs::Prefs;
//!
//! let p = Prefs::from_toml("[keys]\nflip = \"v\"\n[keys.fight]\nhint = [\"?\", \"F2\"]\n").unwrap();
//! let (keys, problems) = Keys::new(&KEY_TABLES, &p.keys);
//! assert_eq!(problems, [KeyProblem::Twice {
//!     line: 4,
//!     screen: "fight",
//!     key: parse_key("?").unwrap(),
//!     action: Action::Hint,
//!     other: Action::Help,
//! }]);
//! assert_eq!(keys.key_for(Ctx::Fight, Action::Flip), "v");
//! assert_eq!(keys.key_for(Ctx::Replay, Action::Flip), "v");
//! // What is wrong keeps its defaults.
//! assert_eq!(keys.key_for(Ctx::Fight, Action::Hint), "H");
//! ```

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::key::{ENTER, ESC, Key, ctrl, key_name, parse_key};
use super::keymap::{Action, Binding, Ctx};
use crate::prefs::{KeyFile, excerpt};

/// Keys that keep their meaning on every screen: the settings file can't give them to an
/// action (Esc goes back and never leaves a game; Enter never picks what destroys; Ctrl-C
/// quits, Ctrl-Z suspends).
pub const RESERVED: [Key; 4] = [ESC, ENTER, ctrl('c'), ctrl('z')];

/// Whether the settings file may change `action`'s keys in `ctx`: on a screen's own table,
/// every action but a question's answers ([`Action::remappable`]); everywhere else, only the
/// help key.
pub fn remappable(ctx: Ctx, action: Action) -> bool {
    match ctx {
        Ctx::Own(_) => action.remappable(),
        Ctx::Global => action == Action::Help,
        _ => false,
    }
}

/// The keys in force in every context.
#[derive(Clone, Debug)]
pub struct Keys {
    /// Each context (the fixed ones, then the screens'), with its bindings in help order.
    tables: Vec<(Ctx, Vec<Binding>)>,
}

/// What is wrong with an entry of `[keys]` (its line is the file's). The entry is left out
/// where it is wrong, so the action keeps its defaults there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyProblem {
    /// `[keys.SCREEN]` names no screen (`shuuro keys` lists them).
    UnknownScreen { line: usize, screen: String },
    /// No action has this name.
    UnknownAction { line: usize, action: String },
    /// The action is not on that screen (`screen`), or, in `[keys]`, on any screen whose keys
    /// may change.
    NotHere {
        line: usize,
        action: Action,
        screen: Option<&'static str>,
    },
    /// The action's keys can't change (the answers of a question, suspending).
    Fixed { line: usize, action: Action },
    /// A name that is no key.
    UnknownKey { line: usize, key: String },
    /// A key that keeps its meaning everywhere ([`RESERVED`]).
    Reserved { line: usize, key: Key },
    /// On `screen`, `key` would be both `action`'s (given on `line`) and `other`'s: `action`
    /// keeps its defaults there.
    Twice {
        line: usize,
        screen: &'static str,
        key: Key,
        action: Action,
        other: Action,
    },
}

impl KeyProblem {
    /// The line of the file the problem is on.
    pub fn line(&self) -> usize {
        match self {
            KeyProblem::UnknownScreen { line, .. }
            | KeyProblem::UnknownAction { line, .. }
            | KeyProblem::NotHere { line, .. }
            | KeyProblem::Fixed { line, .. }
            | KeyProblem::UnknownKey { line, .. }
            | KeyProblem::Reserved { line, .. }
            | KeyProblem::Twice { line, .. } => *line,
        }
    }
}

/// One entry of the file, checked, on one context.
#[derive(Clone, Debug)]
struct Remap {
    line: usize,
    ctx: Ctx,
    action: Action,
    keys: Vec<Key>,
    /// Written in the screen's own table (`[keys.fight]`), over `[keys]`.
    own: bool,
}

impl Keys {
    /// The keys of the fixed contexts alone (a question's answers, the line editor, the
    /// help and the rules page), which no settings file changes.
    pub fn fixed() -> Keys {
        Keys::defaults(&[])
    }

    /// The default keys: the fixed contexts' and those of `screens` (each a screen's own
    /// table, [`Ctx::Own`]).
    pub fn defaults(screens: &[Ctx]) -> Keys {
        Keys {
            tables: Ctx::FIXED
                .iter()
                .chain(screens)
                .map(|&c| (c, c.defaults()))
                .collect(),
        }
    }

    /// The keys `file` gives over the defaults of `screens`, and every problem of the file's
    /// entries, in the order of the file.
    pub fn new(screens: &[Ctx], file: &KeyFile) -> (Keys, Vec<KeyProblem>) {
        let defaults = Keys::defaults(screens);
        let mut problems = Vec::new();
        let mut remaps = Vec::new();
        for e in &file.entries {
            let line = e.line;
            let before = problems.len();
            let screen = e.screen.as_ref().map(|name| {
                let found = screens.iter().copied().find(|c| c.name() == name.as_str());
                if found.is_none() {
                    problems.push(KeyProblem::UnknownScreen {
                        line,
                        screen: excerpt(name),
                    });
                }
                found
            });
            let action = Action::from_name(&e.action);
            if action.is_none() {
                problems.push(KeyProblem::UnknownAction {
                    line,
                    action: excerpt(&e.action),
                });
            }
            let mut keys = Vec::new();
            for name in &e.keys {
                match parse_key(name) {
                    None => problems.push(KeyProblem::UnknownKey {
                        line,
                        key: excerpt(name),
                    }),
                    Some(key) if RESERVED.contains(&key) => {
                        problems.push(KeyProblem::Reserved { line, key })
                    }
                    Some(key) if !keys.contains(&key) => keys.push(key),
                    Some(_) => {}
                }
            }
            let (Some(action), Some(screen)) = (action, screen.unwrap_or(Some(Ctx::Global))) else {
                continue;
            };
            if problems.len() > before {
                continue;
            }
            if !action.remappable() {
                problems.push(KeyProblem::Fixed { line, action });
                continue;
            }
            let has = |c: &Ctx| {
                remappable(*c, action) && defaults.bindings(*c).any(|b| b.action == action)
            };
            let own = e.screen.is_some();
            let targets: Vec<Ctx> = if own {
                Some(screen).filter(has).into_iter().collect()
            } else {
                [Ctx::Global]
                    .into_iter()
                    .chain(screens.iter().copied())
                    .filter(has)
                    .collect()
            };
            if targets.is_empty() {
                problems.push(KeyProblem::NotHere {
                    line,
                    action,
                    screen: own.then(|| screen.name()),
                });
            }
            remaps.extend(targets.into_iter().map(|ctx| Remap {
                line,
                ctx,
                action,
                keys: keys.clone(),
                own,
            }));
        }
        // A screen's own entry is over the one for every screen.
        let covered: Vec<(Ctx, Action)> = remaps
            .iter()
            .filter(|r| r.own)
            .map(|r| (r.ctx, r.action))
            .collect();
        remaps.retain(|r| r.own || !covered.contains(&(r.ctx, r.action)));
        // Leave out, one at a time, a remap that binds a key twice on a screen, until none
        // does (each round leaves one out; the defaults bind no key twice).
        loop {
            let keys = defaults.with(&remaps);
            let Some((victim, problem)) = keys.first_clash(screens, &remaps) else {
                problems.sort_by_key(KeyProblem::line);
                return (keys, problems);
            };
            problems.push(problem);
            remaps.remove(victim);
        }
    }

    /// These keys with `remaps` applied.
    fn with(&self, remaps: &[Remap]) -> Keys {
        let mut keys = self.clone();
        for r in remaps {
            let Some((_, table)) = keys.tables.iter_mut().find(|(c, _)| *c == r.ctx) else {
                continue;
            };
            for b in table.iter_mut().filter(|b| b.action == r.action) {
                let mut new = r.keys.clone();
                new.extend(b.keys.iter().filter(|k| RESERVED.contains(k)));
                b.keys = new.into();
            }
        }
        keys
    }

    /// The first key bound twice on a screen where a remap is involved: the remap to leave
    /// out (an index of `remaps`: the later line of two) and the problem to say.
    fn first_clash(&self, screens: &[Ctx], remaps: &[Remap]) -> Option<(usize, KeyProblem)> {
        let remap_of = |ctx: Ctx, action: Action| {
            remaps
                .iter()
                .position(|r| r.ctx == ctx && r.action == action)
        };
        for &screen in screens {
            // The screen's keys and, before them, those of everywhere (which are looked up
            // first).
            let rows: Vec<(Ctx, &Binding)> = self
                .bindings(Ctx::Global)
                .map(|b| (Ctx::Global, b))
                .chain(self.bindings(screen).map(|b| (screen, b)))
                .collect();
            for (i, &(ca, a)) in rows.iter().enumerate() {
                for &(cb, b) in &rows[i + 1..] {
                    let Some(&key) = a.keys.iter().find(|k| b.keys.contains(k)) else {
                        continue;
                    };
                    let victim = match (remap_of(ca, a.action), remap_of(cb, b.action)) {
                        (None, None) => continue,
                        (Some(x), None) => (x, a.action, b.action),
                        (None, Some(y)) => (y, b.action, a.action),
                        (Some(x), Some(y)) if remaps[x].line > remaps[y].line => {
                            (x, a.action, b.action)
                        }
                        (Some(_), Some(y)) => (y, b.action, a.action),
                    };
                    let (index, action, other) = victim;
                    return Some((
                        index,
                        KeyProblem::Twice {
                            line: remaps[index].line,
                            screen: screen.name(),
                            key,
                            action,
                            other,
                        },
                    ));
                }
            }
        }
        None
    }

    /// Every context, in help order: the fixed ones, then the screens'.
    pub fn contexts(&self) -> impl Iterator<Item = Ctx> + '_ {
        self.tables.iter().map(|(c, _)| *c)
    }

    /// The bindings in force in `ctx`, in help order (a screen's table these keys were not
    /// built with: its defaults).
    pub fn bindings(&self, ctx: Ctx) -> impl Iterator<Item = &Binding> + '_ {
        let found = self
            .tables
            .iter()
            .find(|(c, _)| *c == ctx)
            .map(|(_, b)| b.as_slice());
        let unknown: &'static [&'static [Binding]] = match (found, ctx) {
            (None, Ctx::Own(table)) => table.rows,
            _ => &[],
        };
        found
            .unwrap_or_default()
            .iter()
            .chain(unknown.iter().flat_map(|g| g.iter()))
    }

    /// The action bound to `key` in `ctx`, if any.
    pub fn lookup(&self, ctx: Ctx, key: KeyEvent) -> Option<Action> {
        self.bindings(ctx)
            .find(|b| b.keys.iter().any(|k| k.matches(key)))
            .map(|b| b.action)
    }

    /// The key to name for `action` in `ctx` in a short hint: the first letter bound to it,
    /// else its first key ("" when nothing is bound).
    pub fn key_for(&self, ctx: Ctx, action: Action) -> String {
        let keys = self
            .bindings(ctx)
            .filter(|b| b.action == action)
            .flat_map(|b| b.keys.iter().copied());
        let mut first = None;
        for k in keys {
            if matches!(k.code, KeyCode::Char(c) if c.is_alphabetic()) && k.mods.is_empty() {
                return key_name(k);
            }
            first = first.or(Some(k));
        }
        first.map(key_name).unwrap_or_default()
    }

    /// The name of the first key bound to `action` in `ctx` ("" when none is).
    pub fn key_name_of(&self, ctx: Ctx, action: Action) -> String {
        self.bindings(ctx)
            .find(|b| b.action == action)
            .and_then(|b| b.keys.first())
            .map(|&k| key_name(k))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::key::{F1, c};
    use crate::app::keymap::repeated;
    use crate::prefs::Prefs;

    fn keys(toml: &str) -> (Keys, Vec<KeyProblem>) {
        crate::app::keys_of(&Prefs::from_toml(toml).expect("settings").keys)
    }

    #[test]
    fn the_default_tables_bind_no_key_twice_nor_an_action_twice() {
        let (k, problems) = keys("");
        assert_eq!(problems, []);
        for &ctx in &crate::app::screens::KEY_TABLES {
            let b: Vec<&Binding> = k.bindings(ctx).collect();
            assert_eq!(repeated(b.iter().copied()), None, "{}", ctx.name());
            let global = k.bindings(Ctx::Global);
            assert_eq!(
                repeated(global.chain(b.iter().copied())),
                None,
                "{}",
                ctx.name()
            );
            for (i, a) in b.iter().enumerate() {
                assert!(
                    b[i + 1..].iter().all(|o| o.action != a.action),
                    "{}: {:?} twice",
                    ctx.name(),
                    a.action
                );
            }
        }
    }

    #[test]
    fn a_good_file_replaces_the_defaults_everywhere_or_on_one_screen() {
        let (k, problems) = keys(
            "[keys]\nflip = \"v\"\nhelp = [\"?\", \"F2\"]\n[keys.fight]\nflip = \"V\"\nhint = [\"H\", \"F1\"]\n",
        );
        assert_eq!(problems, []);
        assert_eq!(k.key_for(Ctx::Replay, Action::Flip), "v");
        assert_eq!(
            k.key_for(Ctx::Fight, Action::Flip),
            "V",
            "the screen's own is over [keys]"
        );
        let hint: Vec<Key> = k
            .bindings(Ctx::Fight)
            .find(|b| b.action == Action::Hint)
            .map(|b| b.keys.to_vec())
            .unwrap_or_default();
        assert_eq!(hint, [c('H'), F1]);
        assert_eq!(k.key_name_of(Ctx::Global, Action::Help), "?");
        assert!(k.bindings(Ctx::Global).all(|b| !b.keys.contains(&F1)));
    }

    #[test]
    fn esc_and_enter_stay_with_their_actions() {
        let (k, problems) = keys("[keys.menu]\nquit = \"x\"\nselect = \"o\"\ntype = \"t\"\n");
        assert_eq!(problems, []);
        let of = |a: Action| -> Vec<Key> {
            k.bindings(Ctx::Menu)
                .find(|b| b.action == a)
                .map(|b| b.keys.to_vec())
                .unwrap_or_default()
        };
        assert_eq!(of(Action::Quit), [c('x'), ESC]);
        assert_eq!(of(Action::Activate), [c('o'), ENTER]);
    }

    #[test]
    fn each_problem_is_found_with_its_line_and_all_at_once() {
        let (k, problems) = keys(
            "[keys]\n\
             yes = \"j\"\n\
             flop = \"x\"\n\
             analyse = \"Hyper-Q\"\n\
             undo = [\"z\", \"Enter\"]\n\
             keys = \"K\"\n\
             [keys.fihgt]\n\
             flip = \"w\"\n\
             [keys.fight]\n\
             analyse = \"A\"\n\
             resign = \"d\"\n\
             flip = \"H\"\n",
        );
        assert_eq!(
            problems,
            [
                KeyProblem::Fixed {
                    line: 2,
                    action: Action::Yes
                },
                KeyProblem::UnknownAction {
                    line: 3,
                    action: "flop".into()
                },
                KeyProblem::UnknownKey {
                    line: 4,
                    key: "Hyper-Q".into()
                },
                KeyProblem::Reserved {
                    line: 5,
                    key: ENTER
                },
                KeyProblem::NotHere {
                    line: 6,
                    action: Action::Keys,
                    screen: None
                },
                KeyProblem::UnknownScreen {
                    line: 8,
                    screen: "fihgt".into()
                },
                KeyProblem::NotHere {
                    line: 10,
                    action: Action::Analyse,
                    screen: Some("fight")
                },
                KeyProblem::Twice {
                    line: 11,
                    screen: "fight",
                    key: c('d'),
                    action: Action::Resign,
                    other: Action::OfferDraw
                },
                KeyProblem::Twice {
                    line: 12,
                    screen: "fight",
                    key: c('H'),
                    action: Action::Flip,
                    other: Action::Hint
                },
            ]
        );
        // What is wrong keeps its defaults.
        assert_eq!(k.key_for(Ctx::Fight, Action::Resign), "R");
        assert_eq!(k.key_for(Ctx::Fight, Action::Flip), "f");
        assert_eq!(k.key_for(Ctx::Fight, Action::Takeback), "u");
        assert_eq!(k.key_for(Ctx::Replay, Action::Analyse), "a");
    }

    #[test]
    fn of_two_entries_that_clash_the_later_one_is_left_out() {
        let (k, problems) = keys("[keys]\nflip = \"x\"\n[keys.fight]\nundo = \"x\"\n");
        assert_eq!(
            problems,
            [KeyProblem::Twice {
                line: 4,
                screen: "fight",
                key: c('x'),
                action: Action::Takeback,
                other: Action::Flip
            }]
        );
        assert_eq!(k.key_for(Ctx::Fight, Action::Flip), "x");
        assert_eq!(k.key_for(Ctx::Fight, Action::Takeback), "u");
        // A swap clashes with nothing.
        let (k, problems) = keys("[keys.fight]\nflip = \"H\"\nhint = \"f\"\n");
        assert_eq!(problems, []);
        assert_eq!(k.key_for(Ctx::Fight, Action::Hint), "f");
    }

    #[test]
    fn a_value_that_is_no_key_name_breaks_the_file_as_other_kinds_do() {
        let e =
            Prefs::from_toml("[keys]\nflip = 3\n[keys.fight]\nhint = [\"H\", 2]\n").unwrap_err();
        assert_eq!(
            e.problems(),
            [
                crate::prefs::PrefsError::KeyValue {
                    line: 2,
                    name: "flip".into()
                },
                crate::prefs::PrefsError::KeyValue {
                    line: 4,
                    name: "fight.hint".into()
                },
            ]
        );
    }
}
