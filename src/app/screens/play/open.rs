//! How the game screen opens: on a new game with the settings chosen, on a game read
//! back from its file, or on the fight of a practice deployment played out against the
//! computer.

use std::time::Duration;

use rand::rngs::StdRng;

use crate::rules::game::Game;
use crate::rules::{BySide, Side};

use super::{HintLog, PlayState};
use crate::app::command::{Command, SaveTo, Update};
use crate::app::notice::{News, Notice};
use crate::app::screens::Screen;
use crate::app::settings::{Opponent, Settings};

/// The game screen on a new game with `settings`, in a new game file.
pub(in crate::app) fn new_game(
    settings: &Settings,
    rng: &mut StdRng,
    now: u64,
) -> (Screen, Update) {
    let computer = match settings.opponent {
        Opponent::Human => None,
        Opponent::Computer(s) => Some(s),
    };
    let mut p = PlayState::new(
        Game::new(settings.rules()),
        computer,
        settings.think,
        settings.level,
    );
    p.set_players(settings.players.clone(), settings.auto_flip);
    p.set_hints(HintLog {
        hot_seat: settings.hints && computer.is_none(),
        steps: Vec::new(),
    });
    let mut u = Update::with(Command::NewGameFile);
    if computer.is_some() {
        u.push(Command::RememberLevel(settings.level));
    }
    let u = u.and(p.after_change(rng, now));
    (Screen::Play(Box::new(p)), u)
}

/// A game read back from its file, with what was saved beside it.
pub(in crate::app) struct Saved {
    pub game: Game,
    /// Both clocks now, if the file kept them.
    pub clock_ms: Option<BySide<u64>>,
    /// Both clocks after each move so far.
    pub clock_log: Vec<[u64; 2]>,
    pub computer: Option<Side>,
    pub hints: HintLog,
    /// The computer's think time saved with the game (else the settings' is used).
    pub think: Option<Duration>,
    /// The computer's level saved with the game (`None`: the full engine).
    pub level: Option<crate::engine::Level>,
}

/// The game screen going on with a game read from its file, and what to tell the player
/// (the game is resumed, or its deployment can't go on).
pub(in crate::app) fn resumed(
    saved: Saved,
    settings: &Settings,
    rng: &mut StdRng,
    now: u64,
) -> (Screen, Notice, Update) {
    let think = saved.think.unwrap_or(settings.think);
    // A game saved before there were levels was played against the full engine.
    let level = saved.level.unwrap_or_default();
    let (mut p, mut u) = PlayState::new(saved.game, saved.computer, think, level).resumed(
        saved.clock_ms,
        saved.clock_log,
        rng,
        now,
    );
    // The file just read holds this game: nothing to save yet.
    u.commands.retain(|c| {
        !matches!(
            c,
            Command::SaveGame {
                to: SaveTo::Auto,
                ..
            }
        )
    });
    p.set_players(Default::default(), settings.auto_flip);
    p.set_hints(saved.hints);
    let news = p.stuck().unwrap_or(News::GameResumed.into());
    (Screen::Play(Box::new(p)), news, u)
}

/// The game screen on the fight of a practice deployment, against the computer (Red), in
/// a new game file saved like any game.
pub(in crate::app) fn played_out(
    game: Game,
    settings: &Settings,
    rng: &mut StdRng,
    now: u64,
) -> (Screen, Update) {
    let mut p = PlayState::new(game, Some(Side::Red), settings.think, settings.level);
    p.set_players(settings.players.clone(), settings.auto_flip);
    let u = Update::with(Command::NewGameFile).and(p.after_change(rng, now));
    (Screen::Play(Box::new(p)), u)
}
