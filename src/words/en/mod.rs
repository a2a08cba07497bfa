//! The English table.

#![deny(clippy::wildcard_enum_match_arm)]

mod cmd;
pub(crate) mod files;
mod game;
mod keys;
mod lesson;
mod menus;
mod notices;
mod page;
mod rules;
mod trainer;

use super::{Lang, Words};

/// English.
#[derive(Clone, Copy, Debug)]
pub struct En;

impl Words for En {
    fn lang(&self) -> Lang {
        Lang::En
    }
}
