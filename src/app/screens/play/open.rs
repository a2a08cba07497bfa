//! How the game screen opens: on a new game with the settings chosen, on a game read
//! back from its file, or on the fight of a practice deployment played out against the
//! computer.

use rand::rngs::StdRng;

use crate::rules::BySide;
use crate::rules::game::Game;

use super::{HintLog, PlayState};
use crate::app::command::{Command, SaveTo, Update};
use crate::app::computer::Computer;
use crate::app::notice::{News, Notice};
use crate::app::screens::Screen;
use crate::app::settings::Settings;

/// The game screen on a new game with `settings`, in a new game file.
pub(in crate::app) fn new_game(
    settings: &Settings,
    rng: &mut StdRng,
    now: u64,
) -> (Screen, Update) {
    let computer = settings.against_computer();
    let mut p = PlayState::new(
        Game::new(settings.rules()),
        computer,
        settings.computer.think,
    );
    p.set_players(settings.players.clone(), settings.auto_flip);
    p.set_hints(HintLog {
        hot_seat: settings.hints && computer.is_none(),
        steps: Vec::new(),
    });
    let mut u = Update::with(Command::NewGameFile);
    if let Some(c) = computer {
        u.push(Command::RememberLevel(c.level()));
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
    /// The computer the game is played against.
    pub computer: Option<Computer>,
    pub hints: HintLog,
}

/// The game screen going on with a game read from its file, and what to tell the player
/// (the game is resumed, or its deployment can't go on).
pub(in crate::app) fn resumed(
    saved: Saved,
    settings: &Settings,
    rng: &mut StdRng,
    now: u64,
) -> (Screen, Notice, Update) {
    let (mut p, mut u) = PlayState::new(saved.game, saved.computer, settings.computer.think)
        .resumed(saved.clock_ms, saved.clock_log, rng, now);
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

/// The game screen on the fight of a practice deployment, against the practice's
/// `computer`, in a new game file saved like any game.
pub(in crate::app) fn played_out(
    game: Game,
    computer: Computer,
    settings: &Settings,
    rng: &mut StdRng,
    now: u64,
) -> (Screen, Update) {
    let mut p = PlayState::new(game, Some(computer), settings.computer.think);
    p.set_players(settings.players.clone(), settings.auto_flip);
    let u = Update::with(Command::NewGameFile).and(p.after_change(rng, now));
    (Screen::Play(Box::new(p)), u)
}
