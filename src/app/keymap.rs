//! The one keymap table: it drives both key handling ([`lookup`]) and the help overlay
//! ([`bindings_for`]), so the help can never disagree with what the keys do.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::rules::Role;

/// Where a key is pressed: each screen (or part of one) has its own bindings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ctx {
    /// Everywhere (unless a text field is being typed into).
    Global,
    Menu,
    Settings,
    Handover,
    Sheet,
    Plinths,
    Dice,
    Deploy,
    /// The side to place has pieces in hand but no legal square: the game can't go on.
    Stuck,
    Fight,
    /// A yes/no question to the player who pressed a key (resign, replace a file, leave).
    Confirm,
    /// An offer to the other player (a draw, a takeback): only `y` and `n` answer it.
    Offer,
    /// The army sheet asks to confirm the army.
    SheetConfirm,
    /// A warning box stays until dismissed (a failed autosave).
    Warning,
    Promotion,
    /// Typing a move, a placement or a file name.
    Text,
    Over,
    Replay,
    Practice,
    /// The help overlay is open.
    HelpOverlay,
    /// The rules page is open.
    Rules,
    /// A screen with its own key table, kept in the screen's file.
    Own(&'static KeyTable),
}

/// A screen's own keys: the help's heading and the bindings, in help order. A screen that
/// keeps its keys in its own file offers them as [`Ctx::Own`].
#[derive(Debug)]
pub struct KeyTable {
    pub title: &'static str,
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
    /// Heading in the help overlay.
    pub const fn title(self) -> &'static str {
        match self {
            Ctx::Global => "Everywhere",
            Ctx::Menu => "Menus",
            Ctx::Settings => "New game settings",
            Ctx::Handover => "Hand-over screen",
            Ctx::Sheet => "Army sheet (phase 1)",
            Ctx::Plinths => "Plinths (phase 2)",
            Ctx::Dice => "Dice for the order",
            Ctx::Deploy => "Deployment (phase 3)",
            Ctx::Stuck => "Deployment that can't go on",
            Ctx::Fight => "Fight (phase 4)",
            Ctx::Confirm => "Questions",
            Ctx::Offer => "Offers to the other player",
            Ctx::SheetConfirm => "Confirming an army",
            Ctx::Warning => "Warnings",
            Ctx::Promotion => "Promotion picker",
            Ctx::Text => "Typing",
            Ctx::Over => "Game over",
            Ctx::Replay => "Replay viewer",
            Ctx::Practice => "Deployment practice",
            Ctx::HelpOverlay => "Help",
            Ctx::Rules => "Rules page",
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
    /// Start (or stop) the background analysis of the game in the viewer.
    Analyse,
    /// Write the analysis into the record file.
    WriteAnalysis,
    /// Make puzzles from the mistakes of the game in the viewer, into *My mistakes*.
    MakePuzzles,
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

/// A key as written in the table: a code and the modifiers held with it (Shift is
/// implied by the character: `K` is Shift-k).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub mods: KeyModifiers,
}

impl Key {
    /// A key pressed alone.
    pub const fn plain(code: KeyCode) -> Key {
        Key {
            code,
            mods: KeyModifiers::NONE,
        }
    }

    /// Whether `event` is this key (Shift is read from the character, not compared).
    pub fn matches(self, event: KeyEvent) -> bool {
        let held = event.modifiers & (KeyModifiers::CONTROL | KeyModifiers::ALT);
        self.code == event.code && self.mods == held
    }
}

/// One line of a table: keys, what they do, and what the help says.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub keys: &'static [Key],
    pub action: Action,
    /// What the help overlay says.
    pub help: &'static str,
    /// What it says on the practice screen, when that differs (nothing there is a game),
    /// and in a game played out from practice.
    pub practice: Option<&'static str>,
}

pub(crate) const fn c(ch: char) -> Key {
    Key::plain(KeyCode::Char(ch))
}
pub(crate) const fn ctrl(ch: char) -> Key {
    Key {
        code: KeyCode::Char(ch),
        mods: KeyModifiers::CONTROL,
    }
}
pub(crate) const UP: Key = Key::plain(KeyCode::Up);
pub(crate) const DOWN: Key = Key::plain(KeyCode::Down);
pub(crate) const LEFT: Key = Key::plain(KeyCode::Left);
pub(crate) const RIGHT: Key = Key::plain(KeyCode::Right);
pub(crate) const ENTER: Key = Key::plain(KeyCode::Enter);
pub(crate) const ESC: Key = Key::plain(KeyCode::Esc);
pub(crate) const TAB: Key = Key::plain(KeyCode::Tab);
pub(crate) const BACKTAB: Key = Key::plain(KeyCode::BackTab);
pub(crate) const HOME: Key = Key::plain(KeyCode::Home);
pub(crate) const END: Key = Key::plain(KeyCode::End);
pub(crate) const PGUP: Key = Key::plain(KeyCode::PageUp);
pub(crate) const PGDN: Key = Key::plain(KeyCode::PageDown);
pub(crate) const F1: Key = Key::plain(KeyCode::F(1));

macro_rules! b {
    ($ctx:ident, [$($k:expr),*], $action:expr, $help:expr) => {
        (Ctx::$ctx, Binding { keys: &[$($k),*], action: $action, help: $help, practice: None })
    };
    ($ctx:ident, [$($k:expr),*], $action:expr, $help:expr, practice: $p:expr) => {
        (Ctx::$ctx, Binding { keys: &[$($k),*], action: $action, help: $help, practice: Some($p) })
    };
}

/// One row of a screen's own key table ([`KeyTable`]): keys, action, help.
macro_rules! key {
    ([$($k:expr),*], $action:expr, $help:expr) => {
        $crate::app::keymap::Binding { keys: &[$($k),*], action: $action, help: $help, practice: None }
    };
}
pub(crate) use key;

/// The bindings of the contexts named in [`Ctx`], each with its context, in help order
/// (a screen with its own table, [`Ctx::Own`], keeps it in its own file).
pub const BINDINGS: &[(Ctx, Binding)] = &[
    b!(Global, [c('?'), F1], Action::Help, "show or hide this help"),
    b!(
        Global,
        [ctrl('c')],
        Action::Quit,
        "quit at once (the game is saved)",
        practice: "quit at once"
    ),
    b!(
        Global,
        [ctrl('z')],
        Action::Suspend,
        "suspend (the shell's fg comes back)"
    ),
    b!(Menu, [UP, c('k')], Action::Up, "previous item"),
    b!(Menu, [DOWN, c('j')], Action::Down, "next item"),
    b!(Menu, [ENTER, c(' ')], Action::Activate, "choose"),
    b!(Menu, [c('q'), ESC], Action::Quit, "quit (or back)"),
    b!(
        Menu,
        [c('o'), c('/')],
        Action::Type,
        "file list: type a file name"
    ),
    b!(Settings, [UP, c('k')], Action::Up, "previous setting"),
    b!(Settings, [DOWN, c('j')], Action::Down, "next setting"),
    b!(
        Settings,
        [LEFT, c('h'), c('-')],
        Action::Dec,
        "change the setting down"
    ),
    b!(
        Settings,
        [RIGHT, c('l'), c('+')],
        Action::Inc,
        "change the setting up"
    ),
    b!(
        Settings,
        [ENTER],
        Action::Activate,
        "start the game (on its row; names: type)"
    ),
    b!(
        Settings,
        [ESC, c('q')],
        Action::Back,
        "back to the start screen"
    ),
    b!(Handover, [ENTER, c(' ')], Action::Activate, "I am ready"),
    b!(Handover, [c('s')], Action::SaveAs, "save the game as..."),
    b!(
        Handover,
        [c('q')],
        Action::Quit,
        "leave (the game is saved)"
    ),
    b!(Sheet, [UP, c('k')], Action::Up, "previous piece"),
    b!(Sheet, [DOWN, c('j')], Action::Down, "next piece"),
    b!(
        Sheet,
        [RIGHT, c('l'), c('+'), c('=')],
        Action::Inc,
        "one more of this piece"
    ),
    b!(
        Sheet,
        [LEFT, c('h'), c('-')],
        Action::Dec,
        "one less of this piece"
    ),
    b!(
        Sheet,
        [c('e')],
        Action::Example,
        "load the rulebook's example army"
    ),
    b!(Sheet, [c('x')], Action::Clear, "clear the army (King only)"),
    b!(
        Sheet,
        [c('u')],
        Action::Takeback,
        "undo: the army before the last e or x"
    ),
    b!(Sheet, [c('s')], Action::SaveAs, "save the game as..."),
    b!(
        Sheet,
        [ENTER],
        Action::Activate,
        "confirm the army (only when valid)"
    ),
    b!(
        Sheet,
        [c('q')],
        Action::Quit,
        "leave (the game is saved)",
        practice: "leave practice (asks first)"
    ),
    b!(
        Plinths,
        [ENTER, c(' '), c('r')],
        Action::Roll,
        "roll the dice for the next plinth"
    ),
    b!(
        Plinths,
        [c('a')],
        Action::RollAll,
        "roll all the remaining plinths"
    ),
    b!(Plinths, [c('f')], Action::Flip, "flip the board"),
    b!(Plinths, [c('s')], Action::SaveAs, "save the game as..."),
    b!(Plinths, [c('q')], Action::Quit, "leave (the game is saved)"),
    b!(Dice, [ENTER, c(' '), c('r')], Action::Roll, "roll the dice"),
    b!(Dice, [c('s')], Action::SaveAs, "save the game as..."),
    b!(Dice, [c('q')], Action::Quit, "leave (the game is saved)"),
    // `k` and `q` are piece keys here (Red's King and Queen are written so): the cursor
    // goes up with the arrow, and the game is left with Ctrl-Q.
    b!(Deploy, [UP], Action::Up, "cursor up"),
    b!(Deploy, [DOWN, c('j')], Action::Down, "cursor down"),
    b!(Deploy, [LEFT, c('h')], Action::Left, "cursor left"),
    b!(Deploy, [RIGHT, c('l')], Action::Right, "cursor right"),
    b!(
        Deploy,
        [ENTER, c(' ')],
        Action::Activate,
        "place the chosen piece on the cursor square"
    ),
    b!(
        Deploy,
        [TAB, c(']')],
        Action::NextPiece,
        "choose the next piece in hand"
    ),
    b!(
        Deploy,
        [BACKTAB, c('[')],
        Action::PrevPiece,
        "choose the previous piece in hand"
    ),
    b!(
        Deploy,
        [c('K'), c('k')],
        Action::Pick(Role::King),
        "choose the King"
    ),
    b!(
        Deploy,
        [c('Q'), c('q')],
        Action::Pick(Role::Queen),
        "choose a Queen"
    ),
    b!(
        Deploy,
        [c('R'), c('r')],
        Action::Pick(Role::Rook),
        "choose a Rook"
    ),
    b!(
        Deploy,
        [c('B'), c('b')],
        Action::Pick(Role::Bishop),
        "choose a Bishop"
    ),
    b!(
        Deploy,
        [c('N'), c('n')],
        Action::Pick(Role::Knight),
        "choose a Knight"
    ),
    b!(
        Deploy,
        [c('P'), c('p')],
        Action::Pick(Role::Pawn),
        "choose a Pawn"
    ),
    b!(
        Deploy,
        [c(':'), c('/')],
        Action::Type,
        "type a placement (Q@e1 or Qe1)"
    ),
    b!(Deploy, [c('f')], Action::Flip, "flip the board"),
    b!(
        Deploy,
        [c('u')],
        Action::Takeback,
        "no takebacks in deployment (the rules)",
        practice: "no takebacks (r starts again)"
    ),
    b!(
        Deploy,
        [c('H')],
        Action::Hint,
        "hint: the engine's placement"
    ),
    b!(
        Deploy,
        [c('a')],
        Action::AutoFlip,
        "auto-flip on/off (board turns to the player placing)"
    ),
    b!(Deploy, [c('s')], Action::SaveAs, "save the game as..."),
    b!(
        Deploy,
        [ctrl('q')],
        Action::Quit,
        "leave (the game is saved)",
        practice: "leave practice (asks first)"
    ),
    b!(
        Stuck,
        [c('R')],
        Action::Resign,
        "resign (the deployment can't go on)"
    ),
    b!(
        Stuck,
        [c('d')],
        Action::OfferDraw,
        "end the game as a draw (the other player agrees)"
    ),
    b!(Stuck, [c('f')], Action::Flip, "flip the board"),
    b!(Stuck, [c('s')], Action::SaveAs, "save the game as..."),
    b!(Stuck, [c('q')], Action::Quit, "leave (the game is saved)"),
    b!(Fight, [UP, c('k')], Action::Up, "cursor up"),
    b!(Fight, [DOWN, c('j')], Action::Down, "cursor down"),
    b!(Fight, [LEFT, c('h')], Action::Left, "cursor left"),
    b!(Fight, [RIGHT, c('l')], Action::Right, "cursor right"),
    b!(
        Fight,
        [ENTER, c(' ')],
        Action::Activate,
        "pick up a piece / put it on the target"
    ),
    b!(
        Fight,
        [c(':'), c('/')],
        Action::Type,
        "type a move (e2e4, Nf3, b12=Q)"
    ),
    b!(Fight, [c('f')], Action::Flip, "flip the board"),
    b!(
        Fight,
        [c('H')],
        Action::Hint,
        "hint: the engine's move and its line"
    ),
    b!(
        Fight,
        [c('a')],
        Action::AutoFlip,
        "auto-flip on/off (board turns to the side to move)"
    ),
    b!(
        Fight,
        [c('u')],
        Action::Takeback,
        "ask to take back the last move"
    ),
    b!(Fight, [c('d')], Action::OfferDraw, "offer a draw"),
    b!(
        Fight,
        [c('c')],
        Action::ClaimDraw,
        "claim a draw (threefold, fifty moves)"
    ),
    b!(Fight, [c('R')], Action::Resign, "resign"),
    b!(Fight, [c('s')], Action::SaveAs, "save the game as..."),
    b!(Fight, [ESC], Action::Back, "drop the piece in hand"),
    b!(Fight, [c('q')], Action::Quit, "leave (the game is saved)"),
    b!(Confirm, [c('y')], Action::Yes, "yes"),
    b!(Confirm, [c('n'), ESC], Action::No, "no"),
    b!(Offer, [c('y')], Action::Yes, "the other player accepts"),
    b!(Offer, [c('n')], Action::No, "the other player declines"),
    b!(SheetConfirm, [c('y')], Action::Yes, "seal this army"),
    b!(
        SheetConfirm,
        [ESC, c('n')],
        Action::No,
        "go back to the sheet"
    ),
    b!(
        Warning,
        [c('s')],
        Action::SaveAs,
        "save the game under another name"
    ),
    b!(Warning, [ESC, ENTER], Action::Back, "dismiss the warning"),
    b!(
        Promotion,
        [c('q'), c('Q')],
        Action::Pick(Role::Queen),
        "promote to a Queen"
    ),
    b!(
        Promotion,
        [c('r'), c('R')],
        Action::Pick(Role::Rook),
        "promote to a Rook"
    ),
    b!(
        Promotion,
        [c('b'), c('B')],
        Action::Pick(Role::Bishop),
        "promote to a Bishop"
    ),
    b!(
        Promotion,
        [c('n'), c('N')],
        Action::Pick(Role::Knight),
        "promote to a Knight"
    ),
    b!(Promotion, [LEFT, c('h')], Action::Left, "previous choice"),
    b!(Promotion, [RIGHT, c('l')], Action::Right, "next choice"),
    b!(
        Promotion,
        [ENTER],
        Action::Activate,
        "promote to the highlighted piece"
    ),
    b!(Promotion, [ESC], Action::Back, "cancel the move"),
    b!(
        Text,
        [ENTER],
        Action::Activate,
        "play / accept what is typed"
    ),
    b!(Text, [ESC], Action::Back, "cancel typing"),
    b!(
        Over,
        [c('r')],
        Action::Review,
        "review the game in the replay viewer"
    ),
    b!(
        Over,
        [ENTER, c('m')],
        Action::Menu,
        "back to the start screen",
        practice: "back to the practice (the same armies and layout)"
    ),
    b!(Over, [c('q')], Action::Quit, "quit"),
    b!(
        Over,
        [c('v'), c(' ')],
        Action::HideBox,
        "hide / show this box to see the final position"
    ),
    b!(
        Replay,
        [RIGHT, c('l'), c(' ')],
        Action::Right,
        "one step forward"
    ),
    b!(
        Replay,
        [LEFT, c('h'), Key::plain(KeyCode::Backspace)],
        Action::Left,
        "one step back"
    ),
    b!(Replay, [PGDN, c('J')], Action::PageFwd, "ten steps forward"),
    b!(Replay, [PGUP, c('K')], Action::PageBack, "ten steps back"),
    b!(Replay, [HOME, c('g')], Action::First, "to the start"),
    b!(Replay, [END, c('G')], Action::Last, "to the end"),
    b!(Replay, [c('1')], Action::Phase(1), "jump to the armies"),
    b!(Replay, [c('2')], Action::Phase(2), "jump to the plinths"),
    b!(Replay, [c('3')], Action::Phase(3), "jump to the deployment"),
    b!(Replay, [c('4')], Action::Phase(4), "jump to the fight"),
    b!(Replay, [c('f')], Action::Flip, "flip the board"),
    b!(
        Replay,
        [c('a')],
        Action::Analyse,
        "analyse the fight in the background (again: stop)"
    ),
    b!(
        Replay,
        [c('w')],
        Action::WriteAnalysis,
        "write the analysis into the record file"
    ),
    b!(
        Replay,
        [c('p')],
        Action::MakePuzzles,
        "make puzzles from this game's mistakes (into My mistakes)"
    ),
    b!(Replay, [c('q')], Action::Quit, "leave the viewer"),
    b!(
        Replay,
        [ESC],
        Action::Back,
        "stop the analysis (when none runs: leave)"
    ),
    b!(
        HelpOverlay,
        [ESC, c('q'), ENTER],
        Action::Back,
        "close the help"
    ),
    b!(
        HelpOverlay,
        [c('r')],
        Action::Rules,
        "read the rules of Shuuro"
    ),
    b!(Rules, [UP, c('k')], Action::Up, "scroll up a line"),
    b!(Rules, [DOWN, c('j')], Action::Down, "scroll down a line"),
    b!(Rules, [PGUP, c('K')], Action::PageBack, "scroll up a page"),
    b!(
        Rules,
        [PGDN, c('J'), c(' ')],
        Action::PageFwd,
        "scroll down a page"
    ),
    b!(Rules, [HOME, c('g')], Action::First, "to the top"),
    b!(Rules, [END, c('G')], Action::Last, "to the end"),
    b!(Rules, [TAB], Action::Keys, "the keys of this screen"),
    b!(Rules, [ESC, c('q')], Action::Back, "close the rules"),
    b!(Practice, [ESC], Action::Quit, "leave practice (asks first)"),
    b!(
        Practice,
        [c('r')],
        Action::Restart,
        "restart with the same layout"
    ),
    b!(
        Practice,
        [c('s')],
        Action::SaveAs,
        "save the plinth layout as a record"
    ),
    b!(
        Practice,
        [c('c')],
        Action::Coach,
        "coach: dangers, open lines, ambush, evaluation (on/off)"
    ),
    b!(
        Practice,
        [c('p')],
        Action::PlayOut,
        "play the fight out against the computer (--computer, all deployed)"
    ),
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

/// A key as people write it: `Enter`, `Up`, `q`, `F1`, `Ctrl-C`.
pub fn key_name(k: Key) -> String {
    let name = code_name(k.code);
    let mut out = String::new();
    if k.mods.contains(KeyModifiers::CONTROL) {
        out.push_str("Ctrl-");
    }
    if k.mods.contains(KeyModifiers::ALT) {
        out.push_str("Alt-");
    }
    if out.is_empty() {
        return name;
    }
    out + &name.to_uppercase()
}

fn code_name(code: KeyCode) -> String {
    match code {
        KeyCode::Char(' ') => "Space".into(),
        KeyCode::Char(ch) => ch.to_string(),
        KeyCode::Up => "Up".into(),
        KeyCode::Down => "Down".into(),
        KeyCode::Left => "Left".into(),
        KeyCode::Right => "Right".into(),
        KeyCode::Enter => "Enter".into(),
        KeyCode::Esc => "Esc".into(),
        KeyCode::Tab => "Tab".into(),
        KeyCode::BackTab => "S-Tab".into(),
        KeyCode::Home => "Home".into(),
        KeyCode::End => "End".into(),
        KeyCode::PageUp => "PgUp".into(),
        KeyCode::PageDown => "PgDn".into(),
        KeyCode::Backspace => "Bksp".into(),
        KeyCode::F(n) => format!("F{n}"),
        other => format!("{other:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }

    #[test]
    fn a_screens_own_table_finds_a_key_bound_twice() {
        static TWICE: KeyTable = KeyTable {
            title: "twice",
            bindings: &[
                key!([UP, c('k')], Action::Up, "up"),
                key!([c('k')], Action::Pick(Role::King), "King"),
            ],
        };
        assert_eq!(TWICE.repeated(), Some(c('k')));
        let k = KeyEvent::new(KeyCode::Char('k'), KeyModifiers::NONE);
        assert_eq!(
            lookup(Ctx::Own(&TWICE), k),
            Some(Action::Up),
            "the first wins"
        );
        assert_eq!(Ctx::Own(&TWICE).title(), "twice");
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
