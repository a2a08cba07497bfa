//! The keys' vocabulary ([`Action`] and its names, [`Key`], [`KeyTable`], [`Ctx`]), the
//! default keys everywhere and the overlays', and the rows several screens share ([`CURSOR`],
//! [`PIECES`]). Each screen keeps its own table of defaults in its module; the keys in force
//! are a value built from those and the settings file ([`super::keyset::Keys`]), which drives
//! the key handling, the hint lines and the help overlay alike, so the help can never
//! disagree with what the keys do.

use std::borrow::Cow;

pub use super::does::{Does, KeysOf};
use super::key::{DOWN, END, ENTER, ESC, F1, HOME, Key, LEFT, PGDN, PGUP, RIGHT, TAB, UP, c, ctrl};
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

/// A screen's own default keys: its name in the settings file (`[keys.fight]`), the help's
/// heading and the bindings, in help order, as groups of rows (a group several screens share,
/// as [`CURSOR`], is written once). A screen that keeps its keys in its own file offers them
/// as [`Ctx::Own`].
#[derive(Debug)]
pub struct KeyTable {
    /// The screen's name in `[keys.SCREEN]` and in `shuuro keys`: a stable word, never
    /// translated.
    pub name: &'static str,
    pub title: KeysOf,
    pub rows: &'static [&'static [Binding]],
}

impl KeyTable {
    /// The bindings, in help order.
    pub fn bindings(&self) -> impl Iterator<Item = &'static Binding> + use<> {
        self.rows.iter().flat_map(|g| g.iter())
    }
}

/// A key bound twice among `bindings`, if one is (the first binding would hide the other).
pub fn repeated<'a>(bindings: impl IntoIterator<Item = &'a Binding>) -> Option<Key> {
    let b: Vec<&Binding> = bindings.into_iter().collect();
    b.iter().enumerate().find_map(|(i, a)| {
        a.keys
            .iter()
            .copied()
            .find(|k| b[i + 1..].iter().any(|o| o.keys.contains(k)))
    })
}

// A table is one context: tables are told apart by their names.
impl PartialEq for KeyTable {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for KeyTable {}

impl std::hash::Hash for KeyTable {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state)
    }
}

impl Ctx {
    /// The contexts that are not a screen's own table, in help order: their keys are fixed
    /// but for the help key ([`Action::Help`] everywhere).
    pub const FIXED: [Ctx; 8] = [
        Ctx::Global,
        Ctx::Confirm,
        Ctx::Offer,
        Ctx::SheetConfirm,
        Ctx::Warning,
        Ctx::Text,
        Ctx::HelpOverlay,
        Ctx::Rules,
    ];

    /// The name `shuuro keys` gives the context: a screen's table's name
    /// ([`KeyTable::name`]), else a word for the overlay.
    pub const fn name(self) -> &'static str {
        match self {
            Ctx::Global => "everywhere",
            Ctx::Confirm => "question",
            Ctx::Offer => "offer",
            Ctx::SheetConfirm => "seal-army",
            Ctx::Warning => "warning",
            Ctx::Text => "line",
            Ctx::HelpOverlay => "help",
            Ctx::Rules => "rules",
            Ctx::Own(table) => table.name,
        }
    }

    /// The keys the context starts with, in help order.
    pub fn defaults(self) -> Vec<Binding> {
        match self {
            Ctx::Own(table) => table.bindings().cloned().collect(),
            _ => BINDINGS
                .iter()
                .filter(|(c, _)| *c == self)
                .map(|(_, b)| b.clone())
                .collect(),
        }
    }

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

impl Action {
    /// Every action, in the order `shuuro keys` and the docs list names.
    pub const ALL: [Action; 64] = [
        Action::Up,
        Action::Down,
        Action::Left,
        Action::Right,
        Action::Activate,
        Action::Back,
        Action::Quit,
        Action::Suspend,
        Action::Help,
        Action::Inc,
        Action::Dec,
        Action::Example,
        Action::Clear,
        Action::Roll,
        Action::RollAll,
        Action::Pick(Role::King),
        Action::Pick(Role::Queen),
        Action::Pick(Role::Rook),
        Action::Pick(Role::Bishop),
        Action::Pick(Role::Knight),
        Action::Pick(Role::Pawn),
        Action::Pick(Role::Chancellor),
        Action::Pick(Role::Archbishop),
        Action::Pick(Role::Giraffe),
        Action::NextPiece,
        Action::PrevPiece,
        Action::NextPuzzle,
        Action::Flip,
        Action::AutoFlip,
        Action::Type,
        Action::Takeback,
        Action::OfferDraw,
        Action::ClaimDraw,
        Action::Resign,
        Action::SaveAs,
        Action::Yes,
        Action::No,
        Action::First,
        Action::Last,
        Action::Phase(1),
        Action::Phase(2),
        Action::Phase(3),
        Action::Phase(4),
        Action::PageBack,
        Action::PageFwd,
        Action::Restart,
        Action::Review,
        Action::Menu,
        Action::Rules,
        Action::Keys,
        Action::HideBox,
        Action::Rematch,
        Action::Earlier,
        Action::Later,
        Action::Analyse,
        Action::WriteAnalysis,
        Action::MakePuzzles,
        Action::SavePicture,
        Action::SaveAnimation,
        Action::Hint,
        Action::Coach,
        Action::PlayOut,
        Action::Solution,
        Action::ShowThemes,
    ];

    /// The action's name in the settings file's `[keys]` and in `shuuro keys`: a stable
    /// word, never translated (`flip`, `undo`, `hint`, `resign`).
    pub const fn name(self) -> &'static str {
        match self {
            Action::Up => "up",
            Action::Down => "down",
            Action::Left => "left",
            Action::Right => "right",
            Action::Activate => "select",
            Action::Back => "back",
            Action::Quit => "quit",
            Action::Suspend => "suspend",
            Action::Help => "help",
            Action::Inc => "more",
            Action::Dec => "less",
            Action::Example => "example",
            Action::Clear => "clear",
            Action::Roll => "roll",
            Action::RollAll => "roll-all",
            Action::Pick(Role::King) => "king",
            Action::Pick(Role::Queen) => "queen",
            Action::Pick(Role::Rook) => "rook",
            Action::Pick(Role::Bishop) => "bishop",
            Action::Pick(Role::Knight) => "knight",
            Action::Pick(Role::Pawn) => "pawn",
            Action::Pick(Role::Chancellor) => "chancellor",
            Action::Pick(Role::Archbishop) => "archbishop",
            Action::Pick(Role::Giraffe) => "giraffe",
            Action::NextPiece => "next-piece",
            Action::PrevPiece => "previous-piece",
            Action::NextPuzzle => "next-puzzle",
            Action::Flip => "flip",
            Action::AutoFlip => "auto-flip",
            Action::Type => "type",
            Action::Takeback => "undo",
            Action::OfferDraw => "offer-draw",
            Action::ClaimDraw => "claim-draw",
            Action::Resign => "resign",
            Action::SaveAs => "save",
            Action::Yes => "yes",
            Action::No => "no",
            Action::First => "first",
            Action::Last => "last",
            Action::Phase(1) => "phase-1",
            Action::Phase(2) => "phase-2",
            Action::Phase(3) => "phase-3",
            Action::Phase(_) => "phase-4",
            Action::PageBack => "page-back",
            Action::PageFwd => "page-forward",
            Action::Restart => "restart",
            Action::Review => "review",
            Action::Menu => "menu",
            Action::Rules => "rules",
            Action::Keys => "keys",
            Action::HideBox => "hide-box",
            Action::Rematch => "rematch",
            Action::Earlier => "earlier",
            Action::Later => "later",
            Action::Analyse => "analyse",
            Action::WriteAnalysis => "write-analysis",
            Action::MakePuzzles => "make-puzzles",
            Action::SavePicture => "save-picture",
            Action::SaveAnimation => "save-animation",
            Action::Hint => "hint",
            Action::Coach => "coach",
            Action::PlayOut => "play-out",
            Action::Solution => "solution",
            Action::ShowThemes => "show-themes",
        }
    }

    /// The action a name means ([`Action::name`]), if one.
    pub fn from_name(name: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.name() == name)
    }

    /// Whether the settings file may give the action other keys. The answers of a question
    /// (`yes`, `no`) and leaving or stopping the program (`Ctrl-C`, `Ctrl-Z`) stay as they
    /// are: a question takes only the answers it shows.
    pub const fn remappable(self) -> bool {
        !matches!(self, Action::Yes | Action::No | Action::Suspend)
    }
}

/// One line of a table: keys, what they do, and what the help says.
#[derive(Clone, Debug)]
pub struct Binding {
    pub keys: Cow<'static, [Key]>,
    pub action: Action,
    /// What the help overlay says (the words layer words it).
    pub help: Does,
    /// What it says on the practice screen, when that differs (nothing there is a game),
    /// and in a game played out from practice.
    pub practice: Option<Does>,
}

macro_rules! b {
    ($ctx:ident, [$($k:expr),*], $action:expr, $help:expr) => {
        (Ctx::$ctx, Binding { keys: Cow::Borrowed(&[$($k),*]), action: $action, help: $help, practice: None })
    };
    ($ctx:ident, [$($k:expr),*], $action:expr, $help:expr, practice: $p:expr) => {
        (Ctx::$ctx, Binding { keys: Cow::Borrowed(&[$($k),*]), action: $action, help: $help, practice: Some($p) })
    };
}

/// One row of a screen's own key table ([`KeyTable`]): keys, action, help (and, when it
/// differs, what the help says in practice).
macro_rules! key {
    ([$($k:expr),*], $action:expr, $help:expr) => {
        $crate::app::keymap::Binding {
            keys: std::borrow::Cow::Borrowed(&[$($k),*]), action: $action, help: $help, practice: None,
        }
    };
    ([$($k:expr),*], $action:expr, $help:expr, practice: $p:expr) => {
        $crate::app::keymap::Binding {
            keys: std::borrow::Cow::Borrowed(&[$($k),*]), action: $action, help: $help, practice: Some($p),
        }
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

/// The cursor on a board (the fight, the trainer): the arrows and vi's letters.
pub const CURSOR: &[Binding] = &[
    key!([UP, c('k')], Action::Up, Does::CursorUp),
    key!([DOWN, c('j')], Action::Down, Does::CursorDown),
    key!([LEFT, c('h')], Action::Left, Does::CursorLeft),
    key!([RIGHT, c('l')], Action::Right, Does::CursorRight),
];

/// Choosing a piece to place by its letter, either case (the deployment): `k` is the King's,
/// so the cursor goes up with the arrow only there.
pub const PIECES: &[Binding] = &[
    key!([c('K'), c('k')], Action::Pick(Role::King), Does::ChooseKing),
    key!(
        [c('Q'), c('q')],
        Action::Pick(Role::Queen),
        Does::ChooseQueen
    ),
    key!([c('R'), c('r')], Action::Pick(Role::Rook), Does::ChooseRook),
    key!(
        [c('B'), c('b')],
        Action::Pick(Role::Bishop),
        Does::ChooseBishop
    ),
    key!(
        [c('N'), c('n')],
        Action::Pick(Role::Knight),
        Does::ChooseKnight
    ),
    key!([c('P'), c('p')], Action::Pick(Role::Pawn), Does::ChoosePawn),
    // The fairy pieces (`a` turns auto-flip, so the Archbishop is `A` alone).
    key!(
        [c('C'), c('c')],
        Action::Pick(Role::Chancellor),
        Does::ChooseChancellor
    ),
    key!(
        [c('A')],
        Action::Pick(Role::Archbishop),
        Does::ChooseArchbishop
    ),
    key!(
        [c('G'), c('g')],
        Action::Pick(Role::Giraffe),
        Does::ChooseGiraffe
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_has_one_name_and_is_found_by_it() {
        for a in Action::ALL {
            assert_eq!(Action::from_name(a.name()), Some(a), "{a:?}");
            assert!(
                a.name()
                    .chars()
                    .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '-'),
                "{a:?}"
            );
        }
        let mut names: Vec<_> = Action::ALL.iter().map(|a| a.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(
            names.len(),
            Action::ALL.len(),
            "no two actions share a name"
        );
    }

    #[test]
    fn no_key_is_bound_twice_in_one_fixed_context() {
        for ctx in Ctx::FIXED {
            assert_eq!(repeated(&ctx.defaults()), None, "in {}", ctx.name());
        }
    }

    #[test]
    fn a_key_bound_twice_is_found() {
        static TWICE: [Binding; 2] = [
            key!([UP, c('k')], Action::Up, Does::CursorUp),
            key!([c('k')], Action::Pick(Role::King), Does::ChooseKing),
        ];
        assert_eq!(repeated(&TWICE), Some(c('k')));
    }
}
