//! The promotion picker: the piece a pawn reaching the far rank becomes, chosen by its
//! letter, by the arrows and Enter, or by a click on its name (the game's and the
//! trainer's). The screen that opens it hands it every action while it is open
//! ([`Picker::action`], a click as [`Action::Pick`]) and plays the move it answers; its
//! keys are [`Ctx::Promotion`], its line is drawn by `ui::promotion`, where a click on a
//! choice is found too.

use crate::rules::role::RoleSet;
use crate::rules::{Move, Role, Square};

use super::key::{ENTER, ESC, LEFT, RIGHT, c};
use super::keymap::{Action, Ctx, Does, KeyTable, KeysOf, key};

/// The promotion picker's keys.
static KEYS: KeyTable = KeyTable {
    name: "promotion",
    title: KeysOf::Promotion,
    rows: &[&[
        key!(
            [c('q'), c('Q')],
            Action::Pick(Role::Queen),
            Does::PromoteQueen
        ),
        key!(
            [c('r'), c('R')],
            Action::Pick(Role::Rook),
            Does::PromoteRook
        ),
        key!(
            [c('b'), c('B')],
            Action::Pick(Role::Bishop),
            Does::PromoteBishop
        ),
        key!(
            [c('n'), c('N')],
            Action::Pick(Role::Knight),
            Does::PromoteKnight
        ),
        key!(
            [c('c'), c('C')],
            Action::Pick(Role::Chancellor),
            Does::PromoteChancellor
        ),
        key!(
            [c('a'), c('A')],
            Action::Pick(Role::Archbishop),
            Does::PromoteArchbishop
        ),
        key!(
            [c('g'), c('G')],
            Action::Pick(Role::Giraffe),
            Does::PromoteGiraffe
        ),
        key!([LEFT, c('h')], Action::Left, Does::PreviousChoice),
        key!([RIGHT, c('l')], Action::Right, Does::NextChoice),
        key!([ENTER], Action::Activate, Does::PromoteHighlighted),
        key!([ESC], Action::Back, Does::BackToSquare),
    ]],
};

// Named as the keymap's own contexts are (`Ctx::Global`).
#[allow(non_upper_case_globals)]
impl Ctx {
    /// The promotion picker.
    pub const Promotion: Ctx = Ctx::Own(&KEYS);
}

/// The picker open for the pawn move `from` → `to`, a choice highlighted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Picker {
    from: Square,
    to: Square,
    /// What the pawn may become in this game (the position's
    /// [`promotions`](crate::rules::Position::promotions)).
    choices: RoleSet,
    /// Indexes `choices`, in their order.
    choice: usize,
}

/// What an action did to the picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picked {
    /// It is still open (another choice highlighted, or a key it does not take).
    Open,
    /// A piece was chosen: the move to play.
    Move(Move),
    /// Closed without a choice: back to choosing the square, the pawn on `from` still in
    /// hand and the cursor on `to`.
    Back { from: Square, to: Square },
}

impl Picker {
    /// The picker for the pawn move `from` → `to` choosing among `choices` (a Queen,
    /// Rook, Bishop or Knight, and the fairy pieces of a fairy game), the first (the
    /// Queen) highlighted.
    pub fn new(from: Square, to: Square, choices: RoleSet) -> Picker {
        Picker {
            from,
            to,
            choices,
            choice: 0,
        }
    }

    /// What the pawn may become, in the order the picker shows them.
    pub fn choices(&self) -> RoleSet {
        self.choices
    }

    /// The piece highlighted (Enter chooses it).
    pub fn highlighted(&self) -> Role {
        self.choices.iter().nth(self.choice).unwrap_or(Role::Queen)
    }

    /// A key's (or a click's) action: a letter or a click chooses its piece, the arrows
    /// move the highlight (round), Enter chooses the highlighted piece, Esc goes back.
    pub fn action(&mut self, action: Action) -> Picked {
        let n = (self.choices.len() as usize).max(1);
        let role = match action {
            Action::Pick(r) if self.choices.contains(r) => r,
            Action::Activate => self.highlighted(),
            Action::Left => {
                self.choice = (self.choice + n - 1) % n;
                return Picked::Open;
            }
            Action::Right => {
                self.choice = (self.choice + 1) % n;
                return Picked::Open;
            }
            Action::Back => {
                return Picked::Back {
                    from: self.from,
                    to: self.to,
                };
            }
            _ => return Picked::Open,
        };
        Picked::Move(Move {
            from: self.from,
            to: self.to,
            promotion: Some(role),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_arrows_and_enter_choose_and_esc_goes_back() {
        let (e5, e6): (Square, Square) = ("e5".parse().unwrap(), "e6".parse().unwrap());
        let mut p = Picker::new(e5, e6, RoleSet::promotions(false));
        assert_eq!(p.highlighted(), Role::Queen);
        assert_eq!(p.action(Action::Left), Picked::Open);
        assert_eq!(p.highlighted(), Role::Knight, "round");
        assert_eq!(p.action(Action::Right), Picked::Open);
        assert_eq!(p.action(Action::Right), Picked::Open);
        assert_eq!(
            p.action(Action::Activate),
            Picked::Move(Move {
                from: e5,
                to: e6,
                promotion: Some(Role::Rook)
            })
        );
        assert_eq!(
            p.action(Action::Pick(Role::Bishop)),
            Picked::Move(Move {
                from: e5,
                to: e6,
                promotion: Some(Role::Bishop)
            })
        );
        assert_eq!(p.action(Action::Pick(Role::King)), Picked::Open);
        assert_eq!(p.action(Action::Flip), Picked::Open);
        assert_eq!(p.action(Action::Back), Picked::Back { from: e5, to: e6 });
        assert_eq!(crate::app::keymap::repeated(KEYS.bindings()), None);
    }
}
