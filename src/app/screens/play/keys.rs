//! The game screen's keys, one table for each part of a game (the help, the hint lines and
//! the key handling read them here), offered to the rest of the client as [`Ctx`] values.

use crate::app::key::{BACKTAB, DOWN, ENTER, ESC, LEFT, RIGHT, TAB, UP, c, ctrl};
use crate::app::keymap::{Action, Ctx, KeyTable, key};
use crate::rules::Role;

/// The hand-over screen's keys (between the players' turns).
static HANDOVER: KeyTable = KeyTable {
    title: "Hand-over screen",
    bindings: &[
        key!([ENTER, c(' ')], Action::Activate, "I am ready"),
        key!([c('s')], Action::SaveAs, "save the game as..."),
        key!([c('q')], Action::Quit, "leave (the game is saved)"),
    ],
};

/// The army sheet's keys (phase 1), in a game and in practice.
static SHEET: KeyTable = KeyTable {
    title: "Army sheet (phase 1)",
    bindings: &[
        key!([UP, c('k')], Action::Up, "previous piece"),
        key!([DOWN, c('j')], Action::Down, "next piece"),
        key!(
            [RIGHT, c('l'), c('+'), c('=')],
            Action::Inc,
            "one more of this piece"
        ),
        key!(
            [LEFT, c('h'), c('-')],
            Action::Dec,
            "one less of this piece"
        ),
        key!(
            [c('e')],
            Action::Example,
            "load the rulebook's example army"
        ),
        key!([c('x')], Action::Clear, "clear the army (King only)"),
        key!(
            [c('u')],
            Action::Takeback,
            "undo: the army before the last e or x"
        ),
        key!([c('s')], Action::SaveAs, "save the game as..."),
        key!(
            [ENTER],
            Action::Activate,
            "confirm the army (only when valid)"
        ),
        key!([c('q')], Action::Quit, "leave (the game is saved)", practice: "leave practice (asks first)"),
    ],
};

/// The keys while the plinths are rolled (phase 2).
static PLINTHS: KeyTable = KeyTable {
    title: "Plinths (phase 2)",
    bindings: &[
        key!(
            [ENTER, c(' '), c('r')],
            Action::Roll,
            "roll the dice for the next plinth"
        ),
        key!([c('a')], Action::RollAll, "roll all the remaining plinths"),
        key!([c('f')], Action::Flip, "flip the board"),
        key!([c('s')], Action::SaveAs, "save the game as..."),
        key!([c('q')], Action::Quit, "leave (the game is saved)"),
    ],
};

/// The keys of the dice roll for who goes first.
static DICE: KeyTable = KeyTable {
    title: "Dice for the order",
    bindings: &[
        key!([ENTER, c(' '), c('r')], Action::Roll, "roll the dice"),
        key!([c('s')], Action::SaveAs, "save the game as..."),
        key!([c('q')], Action::Quit, "leave (the game is saved)"),
    ],
};

/// The deployment's keys (phase 3), in a game and in practice.
static DEPLOY: KeyTable = KeyTable {
    title: "Deployment (phase 3)",
    bindings: &[
        // `k` and `q` are piece keys here (Red's King and Queen are written so): the cursor
        // goes up with the arrow, and the game is left with Ctrl-Q.
        key!([UP], Action::Up, "cursor up"),
        key!([DOWN, c('j')], Action::Down, "cursor down"),
        key!([LEFT, c('h')], Action::Left, "cursor left"),
        key!([RIGHT, c('l')], Action::Right, "cursor right"),
        key!(
            [ENTER, c(' ')],
            Action::Activate,
            "place the chosen piece on the cursor square"
        ),
        key!(
            [TAB, c(']')],
            Action::NextPiece,
            "choose the next piece in hand"
        ),
        key!(
            [BACKTAB, c('[')],
            Action::PrevPiece,
            "choose the previous piece in hand"
        ),
        key!(
            [c('K'), c('k')],
            Action::Pick(Role::King),
            "choose the King"
        ),
        key!(
            [c('Q'), c('q')],
            Action::Pick(Role::Queen),
            "choose a Queen"
        ),
        key!([c('R'), c('r')], Action::Pick(Role::Rook), "choose a Rook"),
        key!(
            [c('B'), c('b')],
            Action::Pick(Role::Bishop),
            "choose a Bishop"
        ),
        key!(
            [c('N'), c('n')],
            Action::Pick(Role::Knight),
            "choose a Knight"
        ),
        key!([c('P'), c('p')], Action::Pick(Role::Pawn), "choose a Pawn"),
        key!(
            [c(':'), c('/')],
            Action::Type,
            "type a placement (Q@e1 or Qe1)"
        ),
        key!([c('f')], Action::Flip, "flip the board"),
        key!([c('u')], Action::Takeback, "no takebacks in deployment (the rules)", practice: "no takebacks (r starts again)"),
        key!([c('H')], Action::Hint, "hint: the engine's placement"),
        key!(
            [c('a')],
            Action::AutoFlip,
            "auto-flip on/off (board turns to the player placing)"
        ),
        key!([c('s')], Action::SaveAs, "save the game as..."),
        key!([ctrl('q')], Action::Quit, "leave (the game is saved)", practice: "leave practice (asks first)"),
    ],
};

/// The keys of a deployment that can't go on: the side to place has pieces in hand but no legal square.
static STUCK: KeyTable = KeyTable {
    title: "Deployment that can't go on",
    bindings: &[
        key!(
            [c('R')],
            Action::Resign,
            "resign (the deployment can't go on)"
        ),
        key!(
            [c('d')],
            Action::OfferDraw,
            "end the game as a draw (the other player agrees)"
        ),
        key!([c('f')], Action::Flip, "flip the board"),
        key!([c('s')], Action::SaveAs, "save the game as..."),
        key!([c('q')], Action::Quit, "leave (the game is saved)"),
    ],
};

/// The fight's keys (phase 4).
static FIGHT: KeyTable = KeyTable {
    title: "Fight (phase 4)",
    bindings: &[
        key!([UP, c('k')], Action::Up, "cursor up"),
        key!([DOWN, c('j')], Action::Down, "cursor down"),
        key!([LEFT, c('h')], Action::Left, "cursor left"),
        key!([RIGHT, c('l')], Action::Right, "cursor right"),
        key!(
            [ENTER, c(' ')],
            Action::Activate,
            "pick up a piece / put it on the target"
        ),
        key!(
            [c(':'), c('/')],
            Action::Type,
            "type a move (e2e4, Nf3, b12=Q)"
        ),
        key!([c('f')], Action::Flip, "flip the board"),
        key!(
            [c('H')],
            Action::Hint,
            "hint: the engine's move and its line"
        ),
        key!(
            [c('a')],
            Action::AutoFlip,
            "auto-flip on/off (board turns to the side to move)"
        ),
        key!(
            [c('[')],
            Action::Earlier,
            "look at the position a move earlier (the game goes on)"
        ),
        key!(
            [c(']')],
            Action::Later,
            "a move later; from the last, back to the live position"
        ),
        key!([c('u')], Action::Takeback, "ask to take back the last move"),
        key!([c('d')], Action::OfferDraw, "offer a draw"),
        key!(
            [c('c')],
            Action::ClaimDraw,
            "claim a draw (threefold, fifty moves)"
        ),
        key!([c('R')], Action::Resign, "resign"),
        key!([c('s')], Action::SaveAs, "save the game as..."),
        key!([ESC], Action::Back, "drop the piece in hand"),
        key!([c('q')], Action::Quit, "leave (the game is saved)"),
    ],
};

/// The game-over box's keys (also after a game played out from practice).
static OVER: KeyTable = KeyTable {
    title: "Game over",
    bindings: &[
        key!(
            [c('r')],
            Action::Review,
            "review the game in the replay viewer"
        ),
        key!(
            [c('n')],
            Action::Rematch,
            "rematch: same settings, sides swapped"
        ),
        key!([ENTER, c('m')], Action::Menu, "back to the start screen", practice: "back to the practice (the same armies and layout)"),
        key!([c('q')], Action::Quit, "quit"),
        key!(
            [c('v'), c(' ')],
            Action::HideBox,
            "hide / show this box to see the final position"
        ),
    ],
};

// The contexts are named as the keymap's own are (`Ctx::Global`), each a table of
// this file.
#[allow(non_upper_case_globals)]
impl Ctx {
    /// The hand-over screen.
    pub const Handover: Ctx = Ctx::Own(&HANDOVER);
    /// The army sheet (phase 1).
    pub const Sheet: Ctx = Ctx::Own(&SHEET);
    /// Rolling the plinths (phase 2).
    pub const Plinths: Ctx = Ctx::Own(&PLINTHS);
    /// The dice for the order.
    pub const Dice: Ctx = Ctx::Own(&DICE);
    /// The deployment (phase 3).
    pub const Deploy: Ctx = Ctx::Own(&DEPLOY);
    /// A deployment that can't go on: the side to place has pieces in hand but no legal square.
    pub const Stuck: Ctx = Ctx::Own(&STUCK);
    /// The fight (phase 4).
    pub const Fight: Ctx = Ctx::Own(&FIGHT);
    /// The game-over box.
    pub const Over: Ctx = Ctx::Own(&OVER);
}
