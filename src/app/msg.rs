//! The client's vocabulary with the runtime: every [`Msg`] it reacts to, the games the
//! runtime reads for it ([`Opened`]), the saves it lists, the start menu and the options
//! it is launched with.

use std::path::PathBuf;

use ratatui::crossterm::event::KeyEvent;

use crate::record::replay::ReplayError;
use crate::rules::game::{ClockRules, Game, Rules, Step};
use crate::rules::{Bitboard, BoardSize, BySide};

use super::command::{Command, HintLog};
use super::computer::Computer;
use super::jobs;
use super::notice::{FileNotice, SaveError, Unreadable};
use super::target;

/// A saved game the runtime found, for the file list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveInfo {
    pub path: PathBuf,
    /// What the list says of it: a game (who, what, how far), a layout, or why it can't be
    /// read (such files are listed, never skipped).
    pub about: SaveAbout,
    pub finished: bool,
}

impl SaveInfo {
    /// Why the file can't be read as a game, if it can't (a layout is not a game).
    pub fn unreadable(&self) -> Option<&Unreadable> {
        match &self.about {
            SaveAbout::Unreadable(u) => Some(u),
            SaveAbout::Game(_) => None,
        }
    }
}

/// What the list of saves says of a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveAbout {
    /// A game: who plays, on what, how far it got.
    Game(Box<SaveSummary>),
    /// It can't be read as a game (a plinth layout for deployment practice is not one).
    Unreadable(Unreadable),
}

/// A saved game in a few words: "vs computer, Mini 6×6, 2 moves, Red wins: resignation".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveSummary {
    pub vs: Vs,
    pub board: BoardSize,
    /// The roster offers the fairy pieces.
    pub fairy: bool,
    pub scouts: bool,
    pub plinths_per_quadrant: u32,
    pub king_anywhere: bool,
    pub serious: bool,
    pub clock: Option<ClockRules>,
    pub progress: super::derived::Progress,
}

/// Who played a saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Vs {
    /// Against the computer.
    Computer,
    /// Two named players: Blue's name, Red's.
    Named(String, String),
    /// No names worth saying.
    Unnamed,
}

/// A game the runtime read from a file.
#[derive(Clone, Debug)]
pub enum Opened {
    /// Continue this game (with the clock times saved with it, if any).
    Resume {
        game: Box<Game>,
        clock_ms: Option<BySide<u64>>,
        /// Both clocks after each move so far.
        clock_log: Vec<[u64; 2]>,
        /// The computer the game is played against, as saved with it.
        computer: Option<Computer>,
        /// Hints allowed in hot-seat, and the steps they were shown at (`x-hints`).
        hints: HintLog,
    },
    /// View this record.
    Replay {
        title: String,
        rules: Rules,
        steps: Vec<Step>,
        /// The step where the record breaks a rule (`steps` are the legal ones before it).
        error: Option<Box<ReplayError>>,
        /// The file it was read from (where the viewer writes an analysis).
        path: Option<PathBuf>,
        /// What the engine said about the fight, if the record has it.
        analysis: Option<Box<crate::analysis::Analysis>>,
        /// The steps a hint was shown at (`x-hints`): the step after each was played
        /// with a hint.
        hint_steps: Vec<usize>,
    },
    /// Practise against this layout.
    Layout { plinths: Bitboard },
    /// The file could not be read: why.
    Failed(FileNotice),
}

/// Everything the client reacts to.
#[derive(Clone, Debug)]
pub enum Msg {
    Key(KeyEvent),
    /// Text pasted into the terminal (one event, however long).
    Paste(String),
    /// What a key bound to this action asks for, said without the key (the plain front
    /// end names actions, not keys, so rebound keys change nothing there): a question on
    /// top takes only [`Action::Yes`] and [`Action::No`]; the warning box its own actions;
    /// with nothing over it, the screen takes it as the key's.
    ///
    /// [`Action::Yes`]: super::keymap::Action::Yes
    /// [`Action::No`]: super::keymap::Action::No
    Act(super::keymap::Action),
    /// A move or a placement typed whole, as the board's `:` line takes it and Enter
    /// enters it (`e2e4`, `Nf3`, `Q@e1`): refused as that line refuses it. Nothing happens
    /// while anything stands over the screen, or where nothing can be typed.
    Typed(String),
    /// A click, as what it hit ([`crate::ui::hit()`] finds it from the cell).
    Target(target::Target),
    Resize {
        width: u16,
        height: u16,
    },
    /// Milliseconds since the client started.
    Tick(u64),
    /// A worker answered the job of `ticket`.
    Answer {
        ticket: jobs::Ticket,
        answer: jobs::Answer,
    },
    /// A file was written (`Ok`: where) or could not be; `auto` for the autosave.
    Saved {
        result: Result<PathBuf, SaveError>,
        auto: bool,
    },
    /// A save-as found a file where it was to write, and did not write: this save (to send
    /// again, with overwriting allowed, if the player says yes).
    SaveExists(Box<Command>),
    /// The saved games found.
    Saves(Vec<SaveInfo>),
    Opened(Box<Opened>),
    /// What came of saving the settings file ([`Command::SavePrefs`]).
    PrefsSaved(FileNotice),
    /// The autosave was failing and a save-as wrote the game here: it is autosaved here
    /// from now on.
    AutosaveMoved(PathBuf),
    /// The client is to end now, as Ctrl-C ends it (the game is saved): the terminal went
    /// away, or the process was asked to end (SIGTERM, SIGHUP).
    Quit,
    /// Something the runtime found on the way to the first screen, to say on it (a resume
    /// that passed over newer saves it can't read).
    Tell(FileNotice),
}

/// How the client is shown and launched (set once, at [`super::App::new`]).
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Terminal size at start.
    pub width: u16,
    pub height: u16,
    /// Unicode chess pieces instead of letters (`--unicode`: over the settings' pieces).
    pub unicode: bool,
    /// Colours allowed (off under `NO_COLOR`, whatever the settings say: modifiers carry
    /// the meaning).
    pub color: bool,
    /// Plain ASCII only (`--ascii`, or a locale that is not UTF-8).
    pub ascii: bool,
    /// Leaving the screen quits (a command opened it directly: `replay FILE`, `practice`).
    pub quit_on_leave: bool,
    /// The cores the machine offers (the runtime reads them; the default search threads
    /// are all of them but one).
    pub cores: usize,
    /// The language asked for on the command line (`--lang`), over the settings file's.
    pub lang: Option<crate::prefs::Lang>,
    /// The language the locale asks for, when neither the command line nor the settings
    /// file names one.
    pub locale_lang: crate::prefs::Lang,
    /// How long the rules page is as the drawing layer lays it out (where its scrolling
    /// stops).
    pub page_length: super::rules_page::PageLength,
}

impl Options {
    /// Letters, colours, an 80×24 terminal, the start screen stays.
    pub const DEFAULT: Options = Options {
        width: 80,
        height: 24,
        unicode: false,
        color: true,
        ascii: false,
        quit_on_leave: false,
        cores: 1,
        lang: None,
        locale_lang: crate::prefs::Lang::En,
        page_length: super::rules_page::unmeasured,
    };

    /// The defaults at another terminal size.
    pub const fn sized(width: u16, height: u16) -> Options {
        Options {
            width,
            height,
            ..Options::DEFAULT
        }
    }
}

impl Default for Options {
    fn default() -> Options {
        Options::DEFAULT
    }
}
