//! The Japanese table. The seed's words (`rulebook/japanese-summary.txt`): アーミー, 戦場の
//! 準備, キューブ (a plinth), 配置, バトル, ダイス; one word for each thing everywhere
//! (青 and 赤 for the sides, 持ち駒 for a hand, 段 for a row, 区画 for a quadrant, 棋譜 for a
//! record, 待った for a takeback, 投了, 引き分け); short UI sentences, です/ます only where
//! a sentence reads better with them.

#![deny(clippy::wildcard_enum_match_arm)]

mod cmd;
mod files;
mod game;
mod keys;
mod lesson;
mod menus;
mod notices;
mod page;
mod rules;
mod trainer;

use super::{Lang, Words};

/// Japanese.
#[derive(Clone, Copy, Debug)]
pub struct Ja;

impl Words for Ja {
    fn lang(&self) -> Lang {
        Lang::Ja
    }
}

/// Text quoted from the player or a file, in corner brackets, its control characters
/// written as escapes.
pub(crate) fn q(text: &str) -> String {
    format!("「{}」", text.escape_debug())
}

/// One character quoted, as [`q`] does.
pub(crate) fn qc(c: char) -> String {
    format!("「{}」", c.escape_debug())
}
