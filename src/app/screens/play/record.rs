//! What a game gives its record: the snapshot a save writes, and the players' names.

use crate::rules::{BySide, Side};

use super::PlayState;
use crate::app::command::Snapshot;

impl PlayState {
    /// The game as a save writes it, at `now`.
    pub fn snapshot(&self, now: u64) -> Snapshot {
        Snapshot {
            game: self.game.clone(),
            computer: self.computer,
            clock_log: self.clock_log.clone(),
            clock_now: self
                .clock
                .as_ref()
                .map(|c| [c.left(Side::Blue, now), c.left(Side::Red, now)]),
            players: self.players.clone(),
            hints: self.hints.clone(),
        }
    }

    /// The players' names (for the record) and whether the board turns to the side to
    /// move, from the settings.
    pub fn set_players(&mut self, players: BySide<Option<String>>, auto_flip: bool) {
        self.players = players;
        self.auto_flip = auto_flip;
    }
}
