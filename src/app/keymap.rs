//! The keys' vocabulary ([`Action`], [`Key`], [`KeyTable`], [`Ctx`]), the global keys and
//! the overlays' keys. Each screen keeps its own table in its module; the same tables drive
//! the key handling ([`lookup`]), the hint lines and the help overlay ([`bindings_for`]), so
//! the help can never disagree with what the keys do.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

pub use super::does::{Does, KeysOf};
use super::key::{DOWN, END, ENTER, ESC, F1, HOME, Key, PGDN, PGUP, TAB, UP, c, ctrl, key_name};
use crate::rules::Role;

/// Where a key is pressed. The global keys and the overlays' are this file's; each screen
/// keeps its own table in its module and offers it as [`Ctx::Own`] (named as a constant of
/// `Ctx`, as [`Ctx::Fight`] is, by the module that holds the table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ctx {
    /// Everywhere (unless a text field is being typed into).
    Global,
    /// A yes/no question to the player who pressed a key (resign, replace a file, leave).
    Confirm,
    /// An offer to the other player (a draw, a takeback): only `y` and `n` answer it.
    Offer,
    /// The army sheet asks to confirm the army.
    SheetConfirm,
    /// A warning box stays until dismissed (a failed autosave).
    Warning,
    /// Typing a move, a placement or a file name.
    Text,
    /// The help overlay is open.
    HelpOverlay,
    /// The rules page is open.
    Rules,
    /// A screen's own key table, kept in the screen's module.
    Own(&'static KeyTable),
}

/// A screen's own keys: the help's heading and the bindings, in help order. A screen that
/// keeps its keys in its own file offers them as [`Ctx::Own`].
#[derive(Debug)]
pub struct KeyTable {
    pub title: KeysOf,
    pub bindings: &'static [Binding],
}

impl KeyTable {
    /// A key bound twice in the table, if one is (the first binding would hide the other).
    pub fn repeated(&self) -> Option<Key> {
        let b = self.bindings;
        b.iter().enumerate().find_map(|(i, a)| {
            a.keys
                .iter()
                .copied()
                .find(|k| b[i + 1..].iter().any(|o| o.keys.contains(k)))
        })
    }
}

// A table is one context: tables are told apart by where they are.
impl PartialEq for KeyTable {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for KeyTable {}

impl std::hash::Hash for KeyTable {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        std::ptr::hash(self, state)
    }
}

impl Ctx {
    /// Heading in the help overlay (the words layer words it).
    pub const fn title(self) -> KeysOf {
        match self {
            Ctx::Global => KeysOf::Everywhere,
            Ctx::Confirm => KeysOf::Questions,
            Ctx::Offer => KeysOf::Offers,
            Ctx::SheetConfirm => KeysOf::ConfirmingArmy,
            Ctx::Warning => KeysOf::Warnings,
            Ctx::Text => KeysOf::Typing,
            Ctx::HelpOverlay => KeysOf::Help,
            Ctx::Rules => KeysOf::RulesPage,
            Ctx::Own(table) => table.title,
        }
    }
}

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Up,
    Down,
    Left,
    Right,
    Activate,
    Back,
    Quit,
    /// Stop the client for now, as Ctrl-Z stops a terminal program (the shell's `fg`
    /// continues it).
    Suspend,
    Help,
    Inc,
    Dec,
    Example,
    Clear,
    Roll,
    RollAll,
    Pick(Role),
    NextPiece,
    PrevPiece,
    /// Go on to another puzzle.
    NextPuzzle,
    Flip,
    AutoFlip,
    Type,
    Takeback,
    OfferDraw,
    ClaimDraw,
    Resign,
    SaveAs,
    Yes,
    No,
    First,
    Last,
    Phase(u8),
    PageBack,
    PageFwd,
    Restart,
    Review,
    Menu,
    /// Open the rules page.
    Rules,
    /// From the rules page to the keys of the screen.
    Keys,
    /// Hide (or show again) a box over the board, to see what is under it.
    HideBox,
    /// A new game with the same settings, the sides swapped.
    Rematch,
    /// Look at the position a move earlier in the game being played.
    Earlier,
    /// Look at the position a move later (from the last, the live position).
    Later,
    /// Start (or stop) the background analysis of the game in the viewer.
    Analyse,
    /// Write the analysis into the record file.
    WriteAnalysis,
    /// Make puzzles from the mistakes of the game in the viewer, into *My mistakes*.
    MakePuzzles,
    /// Save the board shown in the viewer as a PNG picture.
    SavePicture,
    /// Save the whole game in the viewer as an animated GIF.
    SaveAnimation,
    /// Ask the engine for a hint: its move or placement and its line.
    Hint,
    /// Show or hide the deployment coach (practice).
    Coach,
    /// Play the fight out against the computer from the deployment (practice).
    PlayOut,
    /// Show the rest of a puzzle's solution (the attempt is failed).
    Solution,
    /// Show or hide the puzzles' themes before they are solved.
    ShowThemes,
}

/// One line of a table: keys, what they do, and what the help says.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub keys: &'static [Key],
    pub action: Action,
    /// What the help overlay says (the words layer words it).
    pub help: Does,
    /// What it says on the practice screen, when that differs (nothing there is a game),
    /// and in a game played out from practice.
    pub practice: Option<Does>,
}

macro_rules! b {
    ($ctx:ident, [$($k:expr),*], $action:expr, $help:expr) => {
        (Ctx::$ctx, Binding { keys: &[$($k),*], action: $action, help: $help, practice: None })
    };
    ($ctx:ident, [$($k:expr),*], $action:expr, $help:expr, practice: $p:expr) => {
        (Ctx::$ctx, Binding { keys: &[$($k),*], action: $action, help: $help, practice: Some($p) })
    };
}

/// One row of a screen's own key table ([`KeyTable`]): keys, action, help (and, when it
/// differs, what the help says in practice).
macro_rules! key {
    ([$($k:expr),*], $action:expr, $help:expr) => {
        $crate::app::keymap::Binding { keys: &[$($k),*], action: $action, help: $help, practice: None }
    };
    ([$($k:expr),*], $action:expr, $help:expr, practice: $p:expr) => {
        $crate::app::keymap::Binding { keys: &[$($k),*], action: $action, help: $help, practice: Some($p) }
    };
}
pub(crate) use key;

/// The global keys and the overlays', each with its context, in help order (a screen's own
/// table, [`Ctx::Own`], is in the screen's module).
pub const BINDINGS: &[(Ctx, Binding)] = &[
    b!(Global, [c('?'), F1], Action::Help, Does::ToggleHelp),
    b!(
        Global,
        [ctrl('c')],
        Action::Quit,
        Does::QuitSaved,
        practice: Does::QuitAtOnce
    ),
    b!(Global, [ctrl('z')], Action::Suspend, Does::Suspend),
    b!(Confirm, [c('y')], Action::Yes, Does::Yes),
    b!(Confirm, [c('n'), ESC], Action::No, Does::No),
    b!(Offer, [c('y')], Action::Yes, Does::OtherAccepts),
    b!(Offer, [c('n')], Action::No, Does::OtherDeclines),
    b!(SheetConfirm, [c('y')], Action::Yes, Does::SealArmy),
    b!(SheetConfirm, [ESC, c('n')], Action::No, Does::BackToSheet),
    b!(
        Warning,
        [c('s')],
        Action::SaveAs,
        Does::SaveUnderAnotherName
    ),
    b!(Warning, [ESC, ENTER], Action::Back, Does::DismissWarning),
    b!(Text, [ENTER], Action::Activate, Does::AcceptTyped),
    b!(Text, [ESC], Action::Back, Does::CancelTyping),
    b!(
        HelpOverlay,
        [ESC, c('q'), ENTER],
        Action::Back,
        Does::CloseHelp
    ),
    b!(HelpOverlay, [c('r')], Action::Rules, Does::ReadRules),
    b!(Rules, [UP, c('k')], Action::Up, Does::ScrollLineUp),
    b!(Rules, [DOWN, c('j')], Action::Down, Does::ScrollLineDown),
    b!(Rules, [PGUP, c('K')], Action::PageBack, Does::ScrollPageUp),
    b!(
        Rules,
        [PGDN, c('J'), c(' ')],
        Action::PageFwd,
        Does::ScrollPageDown
    ),
    b!(Rules, [HOME, c('g')], Action::First, Does::ToTop),
    b!(Rules, [END, c('G')], Action::Last, Does::ToEnd),
    b!(Rules, [TAB], Action::Keys, Does::KeysOfScreen),
    b!(Rules, [ESC, c('q')], Action::Back, Does::CloseRules),
];

/// The action bound to `key` in `ctx`, if any.
pub fn lookup(ctx: Ctx, key: KeyEvent) -> Option<Action> {
    bindings_for(ctx)
        .find(|b| b.keys.iter().any(|k| k.matches(key)))
        .map(|b| b.action)
}

/// The key to name for `action` in `ctx` in a short hint: the first letter bound to it,
/// else its first key ("" when nothing is bound).
pub fn key_for(ctx: Ctx, action: Action) -> String {
    let keys = bindings_for(ctx)
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
pub fn key_name_of(ctx: Ctx, action: Action) -> String {
    bindings_for(ctx)
        .find(|b| b.action == action)
        .and_then(|b| b.keys.first())
        .map(|&k| key_name(k))
        .unwrap_or_default()
}

/// The bindings of `ctx`, in help order: the keys, the hints and the help are read here.
pub fn bindings_for(ctx: Ctx) -> impl Iterator<Item = &'static Binding> {
    let own: &'static [Binding] = match ctx {
        Ctx::Own(table) => table.bindings,
        _ => &[],
    };
    BINDINGS
        .iter()
        .filter(move |(c, _)| *c == ctx)
        .map(|(_, b)| b)
        .chain(own)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::KeyModifiers;

    #[test]
    fn no_key_is_bound_twice_in_one_context() {
        for (i, (ca, a)) in BINDINGS.iter().enumerate() {
            for (cb, b) in &BINDINGS[i + 1..] {
                if ca == cb {
                    for k in a.keys {
                        assert!(!b.keys.contains(k), "{:?} bound twice in {:?}", k, ca);
                    }
                }
            }
        }
        // Every screen's own table.
        let screens = [
            Ctx::Menu,
            Ctx::Settings,
            Ctx::Handover,
            Ctx::Sheet,
            Ctx::Plinths,
            Ctx::Dice,
            Ctx::Deploy,
            Ctx::Stuck,
            Ctx::Fight,
            Ctx::Promotion,
            Ctx::Over,
            Ctx::Replay,
            Ctx::Practice,
            Ctx::Own(&crate::app::screens::trainer::KEYS),
        ];
        for ctx in screens {
            let Ctx::Own(table) = ctx else {
                panic!("{:?} is not a screen's own table", ctx.title());
            };
            assert_eq!(table.repeated(), None, "in {:?}", table.title);
        }
    }

    #[test]
    fn a_screens_own_table_finds_a_key_bound_twice() {
        static TWICE: KeyTable = KeyTable {
            title: KeysOf::Menus,
            bindings: &[
                key!([UP, c('k')], Action::Up, Does::CursorUp),
                key!([c('k')], Action::Pick(Role::King), Does::ChooseKing),
            ],
        };
        assert_eq!(TWICE.repeated(), Some(c('k')));
        let k = KeyEvent::new(KeyCode::Char('k'), KeyModifiers::NONE);
        assert_eq!(
            lookup(Ctx::Own(&TWICE), k),
            Some(Action::Up),
            "the first wins"
        );
        assert_eq!(Ctx::Own(&TWICE).title(), KeysOf::Menus);
    }

    #[test]
    fn lookup_finds_what_the_table_says() {
        let k = KeyEvent::new(KeyCode::Char('f'), KeyModifiers::NONE);
        assert_eq!(lookup(Ctx::Fight, k), Some(Action::Flip));
        let k = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(lookup(Ctx::Global, k), Some(Action::Quit));
        let k = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::NONE);
        assert_eq!(lookup(Ctx::Global, k), None);
    }
}
