//! The game screen's keys, one table for each part of a game (the help, the hint lines and
//! the key handling read them here), offered to the rest of the client as [`Ctx`] values.

use crate::app::key::{BACKTAB, DOWN, ENTER, ESC, LEFT, RIGHT, TAB, UP, c, ctrl};
use crate::app::keymap::{Action, Ctx, Does, KeyTable, KeysOf, key};
use crate::rules::Role;

/// The hand-over screen's keys (between the players' turns).
static HANDOVER: KeyTable = KeyTable {
    title: KeysOf::Handover,
    bindings: &[
        key!([ENTER, c(' ')], Action::Activate, Does::Ready),
        key!([c('s')], Action::SaveAs, Does::SaveAs),
        key!([c('q')], Action::Quit, Does::LeaveSaved),
    ],
};

/// The army sheet's keys (phase 1), in a game and in practice.
static SHEET: KeyTable = KeyTable {
    title: KeysOf::ArmySheet,
    bindings: &[
        key!([UP, c('k')], Action::Up, Does::PreviousPiece),
        key!([DOWN, c('j')], Action::Down, Does::NextPiece),
        key!([RIGHT, c('l'), c('+'), c('=')], Action::Inc, Does::OneMore),
        key!([LEFT, c('h'), c('-')], Action::Dec, Does::OneLess),
        key!([c('e')], Action::Example, Does::ExampleArmy),
        key!([c('x')], Action::Clear, Does::ClearArmy),
        key!([c('u')], Action::Takeback, Does::UndoArmy),
        key!([c('s')], Action::SaveAs, Does::SaveAs),
        key!([ENTER], Action::Activate, Does::ConfirmArmy),
        key!([c('q')], Action::Quit, Does::LeaveSaved, practice: Does::LeavePractice),
    ],
};

/// The keys while the plinths are rolled (phase 2).
static PLINTHS: KeyTable = KeyTable {
    title: KeysOf::Plinths,
    bindings: &[
        key!([ENTER, c(' '), c('r')], Action::Roll, Does::RollPlinth),
        key!([c('a')], Action::RollAll, Does::RollAllPlinths),
        key!([c('f')], Action::Flip, Does::Flip),
        key!([c('s')], Action::SaveAs, Does::SaveAs),
        key!([c('q')], Action::Quit, Does::LeaveSaved),
    ],
};

/// The keys of the dice roll for who goes first.
static DICE: KeyTable = KeyTable {
    title: KeysOf::OrderDice,
    bindings: &[
        key!([ENTER, c(' '), c('r')], Action::Roll, Does::RollDice),
        key!([c('s')], Action::SaveAs, Does::SaveAs),
        key!([c('q')], Action::Quit, Does::LeaveSaved),
    ],
};

/// The deployment's keys (phase 3), in a game and in practice.
static DEPLOY: KeyTable = KeyTable {
    title: KeysOf::Deployment,
    bindings: &[
        // `k` and `q` are piece keys here (Red's King and Queen are written so): the cursor
        // goes up with the arrow, and the game is left with Ctrl-Q.
        key!([UP], Action::Up, Does::CursorUp),
        key!([DOWN, c('j')], Action::Down, Does::CursorDown),
        key!([LEFT, c('h')], Action::Left, Does::CursorLeft),
        key!([RIGHT, c('l')], Action::Right, Does::CursorRight),
        key!([ENTER, c(' ')], Action::Activate, Does::PlaceChosen),
        key!([TAB, c(']')], Action::NextPiece, Does::NextInHand),
        key!([BACKTAB, c('[')], Action::PrevPiece, Does::PreviousInHand),
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
        key!([c(':'), c('/')], Action::Type, Does::TypePlacement),
        key!([c('f')], Action::Flip, Does::Flip),
        key!([c('u')], Action::Takeback, Does::NoTakebackDeploy, practice: Does::NoTakebackPractice),
        key!([c('H')], Action::Hint, Does::HintPlacement),
        key!([c('a')], Action::AutoFlip, Does::AutoFlipPlacing),
        key!([c('s')], Action::SaveAs, Does::SaveAs),
        key!([ctrl('q')], Action::Quit, Does::LeaveSaved, practice: Does::LeavePractice),
    ],
};

/// The keys of a deployment that can't go on: the side to place has pieces in hand but no legal square.
static STUCK: KeyTable = KeyTable {
    title: KeysOf::Stuck,
    bindings: &[
        key!([c('R')], Action::Resign, Does::ResignStuck),
        key!([c('d')], Action::OfferDraw, Does::DrawStuck),
        key!([c('f')], Action::Flip, Does::Flip),
        key!([c('s')], Action::SaveAs, Does::SaveAs),
        key!([c('q')], Action::Quit, Does::LeaveSaved),
    ],
};

/// The fight's keys (phase 4).
static FIGHT: KeyTable = KeyTable {
    title: KeysOf::Fight,
    bindings: &[
        key!([UP, c('k')], Action::Up, Does::CursorUp),
        key!([DOWN, c('j')], Action::Down, Does::CursorDown),
        key!([LEFT, c('h')], Action::Left, Does::CursorLeft),
        key!([RIGHT, c('l')], Action::Right, Does::CursorRight),
        key!([ENTER, c(' ')], Action::Activate, Does::PickOrPut),
        key!([c(':'), c('/')], Action::Type, Does::TypeMove),
        key!([c('f')], Action::Flip, Does::Flip),
        key!([c('H')], Action::Hint, Does::HintMove),
        key!([c('a')], Action::AutoFlip, Does::AutoFlipMoving),
        key!([c('[')], Action::Earlier, Does::Earlier),
        key!([c(']')], Action::Later, Does::Later),
        key!([c('u')], Action::Takeback, Does::AskTakeback),
        key!([c('d')], Action::OfferDraw, Does::OfferDraw),
        key!([c('c')], Action::ClaimDraw, Does::ClaimDraw),
        key!([c('R')], Action::Resign, Does::Resign),
        key!([c('s')], Action::SaveAs, Does::SaveAs),
        key!([ESC], Action::Back, Does::DropPiece),
        key!([c('q')], Action::Quit, Does::LeaveSaved),
    ],
};

/// The game-over box's keys (also after a game played out from practice).
static OVER: KeyTable = KeyTable {
    title: KeysOf::GameOver,
    bindings: &[
        key!([c('r')], Action::Review, Does::Review),
        key!([c('n')], Action::Rematch, Does::Rematch),
        key!([ENTER, c('m')], Action::Menu, Does::BackToStart, practice: Does::BackToPractice),
        key!([c('q')], Action::Quit, Does::Quit),
        key!([c('v'), c(' ')], Action::HideBox, Does::HideBox),
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
