//! What an update asks of the terminal loop: [`Command`]s to carry out in order, and the
//! [`Notice`] now on screen. The loop never looks inside the app's state to decide.

use std::path::PathBuf;

use crate::analysis::Analysis;
use crate::prefs::Prefs;
use crate::rules::game::{Game, Step};
use crate::rules::{Bitboard, BoardSize, BySide, Reason, Side};

use super::computer::Computer;
pub use super::jobs::{AnalyseRequest, PlaceRequest, ThinkRequest};
use super::jobs::{Job, Ticket};
use super::keymap::Ctx;
use super::notice::Notice;
use super::settings::Settings;

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
    /// Give `job` to a worker; its answers come back as `Msg::Answer` with `ticket`
    /// (the computer's move, a hint and the coach are interrupted by `StopThinking`, the
    /// analysis by `StopAnalysis`).
    Start {
        ticket: Ticket,
        job: Job,
        /// Search threads the job may use (the settings' [`super::Settings::threads`]).
        threads: usize,
    },
    /// Write the settings file; `replace_broken`: the player was told the file there
    /// can't be read and saved again.
    SavePrefs {
        prefs: Box<Prefs>,
        replace_broken: bool,
    },
    /// A game against the computer was started at this level: it becomes the default
    /// next time (written into the settings file, nothing else there changed; nothing
    /// said unless the writing fails).
    RememberLevel(crate::engine::Level),
    /// Interrupt the running searches (the computer's, a hint's, the coach's).
    StopThinking,
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
    /// Stop the program for now (the terminal given back), until the shell continues it.
    Suspend,
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
    /// The computer the game is played against (its side, think time and style).
    pub computer: Option<Computer>,
    /// Both clocks after each fight move.
    pub clock_log: Vec<[u64; 2]>,
    /// Both clocks now (`[blue, red]` ms), when there is a clock.
    pub clock_now: Option<[u64; 2]>,
    /// The players' names for a new record (a file's own names are kept).
    pub players: BySide<Option<String>>,
    /// Hints allowed in hot-seat, and the steps they were shown at (`x-hints`).
    pub hints: HintLog,
}

/// What a line being typed is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinePurpose {
    SaveAs,
    SaveLayout,
    /// A record file to open in the replay viewer.
    OpenReplay,
    /// A player's name, typed on its row of the settings screen.
    PlayerName(Side),
    /// A move (the fight) or a placement (deployment, practice), typed on the board.
    Board,
}

/// What a screen asks the app to do after its update: what only the app can do (show
/// another screen, put a line editor over this one, leave).
#[derive(Clone, Debug)]
pub enum Go {
    /// Back to the start screen (or to the practice a fight was played out from).
    Start,
    /// A new game with these settings.
    NewGame(Box<Settings>),
    /// This game (just played) in the replay viewer, with the analysis started.
    Review(Box<Game>),
    /// This game, the fight of the practice deployment on screen, against this computer;
    /// leaving it comes back to the practice.
    PlayOut(Box<Game>, Computer),
    /// Leave the client (the game on screen is saved first).
    Quit,
    /// Open the rules page.
    Rules,
    /// Put a line editor over the screen, for this, starting with this text.
    Line(LinePurpose, String),
    /// Start typing a move or placement on the board.
    Typing,
    /// The start menu's item under its cursor was chosen: the screen registry opens what
    /// it names (`screens.rs`).
    Chosen,
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
    /// Work for the workers, each given its ticket as the update leaves the app.
    pub(super) jobs: Vec<Job>,
    /// Where the app goes next (taken by the app before the runtime sees the update).
    pub(super) go: Option<Go>,
    /// The notice on screen ends when this update says none (the screen's news is old).
    pub(super) ends_notice: bool,
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

    /// Only this job to give a worker.
    pub(super) fn job(job: Job) -> Update {
        Update {
            jobs: vec![job],
            ..Update::none()
        }
    }

    /// Only this for the app to do.
    pub(super) fn go(go: Go) -> Update {
        Update {
            go: Some(go),
            ..Update::none()
        }
    }

    /// This update, and then `go`.
    pub(super) fn then(mut self, go: Go) -> Update {
        self.go = Some(go);
        self
    }

    /// This update; the old notice ends unless it says a new one.
    pub(super) fn ending_notice(mut self) -> Update {
        self.ends_notice = true;
        self
    }

    /// Only this to say.
    pub(super) fn say(n: impl Into<Notice>) -> Update {
        Update {
            notice: Some(n.into()),
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
        self.jobs.extend(other.jobs);
        if other.go.is_some() {
            self.go = other.go;
        }
        self.ends_notice |= other.ends_notice;
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

    /// Whether this update asks for the computer's search: its ticket and request.
    pub fn think(&self) -> Option<(Ticket, &ThinkRequest)> {
        self.started().find_map(|(ticket, j)| match j {
            Job::Think(t) => Some((ticket, &**t)),
            _ => None,
        })
    }

    /// Whether this update asks for the computer's placement: its ticket and request.
    pub fn placing(&self) -> Option<(Ticket, &PlaceRequest)> {
        self.started().find_map(|(ticket, j)| match j {
            Job::Place(p) => Some((ticket, &**p)),
            _ => None,
        })
    }

    /// The jobs this update gives the workers, with their tickets.
    pub fn started(&self) -> impl Iterator<Item = (Ticket, &Job)> {
        self.commands.iter().filter_map(|c| match c {
            Command::Start { ticket, job, .. } => Some((*ticket, job)),
            _ => None,
        })
    }
}

impl From<Command> for Update {
    fn from(c: Command) -> Update {
        Update::with(c)
    }
}

/// What a game's record says about hints (its `x-hints` field).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HintLog {
    /// Hints were allowed in a two-player game (`play --hints`).
    pub hot_seat: bool,
    /// The number of steps the game had each time a hint was shown (the hint was for
    /// the step after), in order.
    pub steps: Vec<usize>,
}

/// A yes-or-no question over the screen, waiting for its answer.
#[derive(Clone, Debug)]
pub enum Question {
    /// `side` is asked to confirm resigning.
    Resign { side: Side },
    /// `by` offered a draw; only the other player answers (`y`/`n`).
    DrawOffer { by: Side },
    /// `by` asked to take back its last move; only the other player answers.
    Takeback { by: Side },
    /// A save-as found a file where it was to write: replace it? (the save, sent again
    /// with overwriting allowed on a yes).
    Overwrite(Box<Command>),
    /// End a deployment that can't go on as a draw? (asked of the computer's opponent:
    /// the computer agrees to it at once)
    EndInDraw,
    /// Leave deployment practice? (what was placed is not kept)
    LeavePractice,
    /// Start deployment practice again from an empty board? (asked once something is
    /// placed: what was placed is not kept)
    RestartPractice,
    /// Leave the game (`quit`: the program) while its autosave fails? What was played
    /// since its last save is lost.
    LeaveUnsaved { quit: bool },
    /// `side` may claim a draw for `reason` (threefold repetition or fifty moves): end the
    /// game? (`c` asks, as every key that ends a game)
    ClaimDraw { side: Side, reason: Reason },
}

/// What a save to confirm would write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Saving {
    /// The game on screen.
    Game,
    /// A practice's plinth layout.
    Layout,
}

/// Two questions are the same when they ask the same (two replace-file questions: about
/// the same file).
impl PartialEq for Question {
    fn eq(&self, other: &Question) -> bool {
        match (self, other) {
            (Question::Resign { side: a }, Question::Resign { side: b }) => a == b,
            (Question::DrawOffer { by: a }, Question::DrawOffer { by: b })
            | (Question::Takeback { by: a }, Question::Takeback { by: b }) => a == b,
            (Question::Overwrite(_), Question::Overwrite(_)) => {
                self.overwrite_path() == other.overwrite_path()
            }
            (Question::LeavePractice, Question::LeavePractice)
            | (Question::RestartPractice, Question::RestartPractice)
            | (Question::EndInDraw, Question::EndInDraw) => true,
            (Question::LeaveUnsaved { quit: a }, Question::LeaveUnsaved { quit: b }) => a == b,
            (
                Question::ClaimDraw { side: a, reason: r },
                Question::ClaimDraw { side: b, reason: s },
            ) => a == b && r == s,
            _ => false,
        }
    }
}

impl Question {
    /// The keys that answer it: an offer to the other player takes only `y` and `n`; a
    /// question to the player who pressed a key also takes Esc for no. Enter answers none.
    pub fn ctx(&self) -> Ctx {
        match self {
            Question::DrawOffer { .. } | Question::Takeback { .. } => Ctx::Offer,
            _ => Ctx::Confirm,
        }
    }

    /// What the save to confirm would write (a game or a layout).
    pub fn overwrite_with(&self) -> Option<Saving> {
        match self {
            Question::Overwrite(c) => match &**c {
                Command::SaveGame { .. } => Some(Saving::Game),
                Command::SaveLayout { .. } => Some(Saving::Layout),
                _ => None,
            },
            _ => None,
        }
    }

    /// Where the save to confirm would write.
    pub fn overwrite_path(&self) -> Option<&std::path::Path> {
        match self {
            Question::Overwrite(c) => match &**c {
                Command::SaveGame {
                    to: SaveTo::As { path, .. },
                    ..
                }
                | Command::SaveLayout { path, .. } => Some(path),
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether it is asked in a box over the screen (else on the status line).
    pub fn boxed(&self) -> bool {
        matches!(
            self,
            Question::Overwrite(_)
                | Question::LeavePractice
                | Question::RestartPractice
                | Question::LeaveUnsaved { .. }
        )
    }
}
