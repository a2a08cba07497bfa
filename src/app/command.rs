//! What an update asks of the terminal loop: [`Command`]s to carry out in order, and the
//! [`Notice`] now on screen. The loop never looks inside the app's state to decide.

use std::path::PathBuf;
use std::time::Duration;

use crate::analysis::Analysis;
use crate::prefs::Prefs;
use crate::rules::game::{Game, Step};
use crate::rules::{Bitboard, BoardSize, BySide, Position, Side};

use super::hint::HintRequest;
use super::notice::Notice;
use super::overlay::Question;
use super::play::{HintLog, ThinkRequest};

/// One thing for the terminal loop to do.
#[derive(Clone, Debug)]
pub enum Command {
    /// A new game began: give it a fresh autosave file (comes before its first save).
    NewGameFile,
    /// Write this game (taken when the save was asked for).
    SaveGame { to: SaveTo, game: Box<Snapshot> },
    /// Write a practice plinth layout as a record with `plinths` only.
    SaveLayout {
        path: PathBuf,
        size: BoardSize,
        plinths: Bitboard,
        /// The player said yes to replacing a file already there.
        overwrite: bool,
    },
    /// Read a file and answer with `Msg::Opened`.
    Open(Open),
    /// Read the saved games afresh and answer with `Msg::Saves`.
    ListSaves,
    /// Start the computer's search; answer with `Msg::ComputerMove`.
    Think(Box<ThinkRequest>),
    /// Work out a hint on the worker thread (interrupted by `StopThinking`, as a
    /// search is); answer with `Msg::Hint`.
    Hint(Box<HintRequest>),
    /// Evaluate the deployment coach's fight starts on the worker thread (interrupted by
    /// `StopThinking`); answer with `Msg::Coach`.
    Coach(Box<super::coach::CoachRequest>),
    /// Write the settings file; `replace_broken`: the player was told the file there
    /// can't be read and saved again.
    SavePrefs {
        prefs: Box<Prefs>,
        replace_broken: bool,
    },
    /// Interrupt the running searches (the computer's, a hint's, the coach's).
    StopThinking,
    /// Start analysing a game's fight positions in the background, one after another;
    /// answer each with `Msg::Analysed`.
    Analyse(Box<AnalyseRequest>),
    /// Stop the background analysis (its worker ends; nothing more is answered).
    StopAnalysis,
    /// Write `analysis` into the record file that holds the game of `steps`; answer with
    /// `Msg::Saved` (not `auto`). Refused when the file holds another game or is open in
    /// another `shuuro`.
    WriteAnalysis {
        to: RecordFile,
        steps: Vec<Step>,
        analysis: Box<Analysis>,
    },
    /// Leave the program (after the commands before this one).
    Quit,
}

/// Where a game is saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveTo {
    /// The game's autosave file.
    Auto,
    /// This file as well (`overwrite`: the player said yes to replacing a file there).
    As { path: PathBuf, overwrite: bool },
}

impl Command {
    /// The same save with replacing the file there allowed (the player's yes); other
    /// commands unchanged.
    pub fn allowing_overwrite(self) -> Command {
        match self {
            Command::SaveGame {
                to: SaveTo::As { path, .. },
                game,
            } => Command::SaveGame {
                to: SaveTo::As {
                    path,
                    overwrite: true,
                },
                game,
            },
            Command::SaveLayout {
                path,
                size,
                plinths,
                ..
            } => Command::SaveLayout {
                path,
                size,
                plinths,
                overwrite: true,
            },
            other => other,
        }
    }
}

/// The record file a viewed game came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordFile {
    /// The autosave file of the game just played (the viewer was opened at game over).
    Autosave,
    /// This file (the viewer was opened on it).
    Path(PathBuf),
}

/// A background analysis: evaluate `positions[from..]` in order, each for `time`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalyseRequest {
    /// Matches the answers to the request (answers of a stopped run are dropped).
    pub id: u64,
    /// The fight positions of the game, from the first (the earlier ones count for
    /// repetition).
    pub positions: Vec<Position>,
    /// The first position to evaluate (the ones before are known).
    pub from: usize,
    /// Search time per position.
    pub time: Duration,
}

/// A file the runtime was asked to read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Open {
    /// The given game, or the newest unfinished autosave.
    Resume(Option<PathBuf>),
    Replay(PathBuf),
}

/// What a save writes: the game, the clocks, who the computer is.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub game: Game,
    pub computer: Option<Side>,
    /// Both clocks after each fight move.
    pub clock_log: Vec<[u64; 2]>,
    /// Both clocks now (`[blue, red]` ms), when there is a clock.
    pub clock_now: Option<[u64; 2]>,
    /// The players' names for a new record (a file's own names are kept).
    pub players: BySide<Option<String>>,
    /// Hints allowed in hot-seat, and the steps they were shown at (`x-hints`).
    pub hints: HintLog,
}

/// The answer to one message.
#[derive(Clone, Debug, Default)]
pub struct Update {
    /// What the terminal loop must do, in order.
    pub commands: Vec<Command>,
    /// What the status line says after this update (`None`: nothing).
    pub notice: Option<Notice>,
    /// A question for the app to put over the screen (the app takes it off the update
    /// before the runtime sees it).
    pub(super) ask: Option<Question>,
}

impl Update {
    /// Nothing to do.
    pub fn none() -> Update {
        Update::default()
    }

    /// Only this to do.
    pub fn with(c: Command) -> Update {
        Update {
            commands: vec![c],
            ..Update::none()
        }
    }

    /// Only this question to ask.
    pub(super) fn ask(q: Question) -> Update {
        Update {
            ask: Some(q),
            ..Update::none()
        }
    }

    /// The question this update asks, if any.
    pub fn asks(&self) -> Option<&Question> {
        self.ask.as_ref()
    }

    /// Adds a command; a later save of the game to the same place replaces an earlier one
    /// (one update writes the game once, as it stands at the end).
    pub fn push(&mut self, c: Command) {
        if let Command::SaveGame { to, .. } = &c
            && let Some(i) = self
                .commands
                .iter()
                .position(|o| matches!(o, Command::SaveGame { to: t, .. } if t == to))
        {
            self.commands.remove(i);
        }
        self.commands.push(c);
    }

    /// Both updates, this one first.
    pub fn and(mut self, other: Update) -> Update {
        for c in other.commands {
            self.push(c);
        }
        if other.notice.is_some() {
            self.notice = other.notice;
        }
        if other.ask.is_some() {
            self.ask = other.ask;
        }
        self
    }

    /// Whether the loop is asked to leave.
    pub fn quits(&self) -> bool {
        self.commands.iter().any(|c| matches!(c, Command::Quit))
    }

    /// The game this update saves to `to`, if it does.
    pub fn saves(&self, to: &SaveTo) -> Option<&Snapshot> {
        self.commands.iter().find_map(|c| match c {
            Command::SaveGame { to: t, game } if t == to => Some(&**game),
            _ => None,
        })
    }

    /// Whether this update asks for a search, and which.
    pub fn think(&self) -> Option<&ThinkRequest> {
        self.commands.iter().find_map(|c| match c {
            Command::Think(t) => Some(&**t),
            _ => None,
        })
    }
}

impl From<Command> for Update {
    fn from(c: Command) -> Update {
        Update::with(c)
    }
}
