//! What the client tells the player: a [`Notice`] is data (the core's typed errors, the
//! client's own refusals, news), never text. `ui::notice` is the one place that turns a
//! notice into words. A notice belongs to the screen that made it: changing screens ends
//! it.

use std::path::PathBuf;

use super::derived::RollLog;
use super::jobs::PictureSaveError;
use crate::puzzle::check::PuzzleError;
use crate::record::puzzle_files::{MadeFromGame, MineError, ReadError};
pub use crate::record::store::SaveError;
use crate::record::store::{LoadError, LockError};
use crate::rules::deploy::PlaceError;
use crate::rules::game::{ClockRules, GameError, Step};
use crate::rules::notation::{MoveTextError, PlacementTextError};
use crate::rules::outcome::Outcome;
use crate::rules::position::IllegalMove;
use crate::rules::roster::ArmyViolation;
use crate::rules::{Move, Piece, Role, Side, Square};

/// One line of news or refusal for the status bar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The deployment refused a placement (the core's reason).
    Place {
        piece: Piece,
        square: Square,
        error: PlaceError,
    },
    /// The side to place has pieces in hand but no legal square (the core's reason).
    Stuck(PlaceError),
    /// The game refused a step (the core's reason).
    Game(GameError),
    /// A typed move could not be read or resolved (the core's reason).
    MoveText(MoveTextError),
    /// A move chosen on the board is illegal (the core's reason).
    Illegal(IllegalMove),
    /// The army sheet can't be confirmed: every violation of the roster.
    Army(Vec<ArmyViolation>),
    /// The client's own refusals: what may not be done now, and why.
    Refused(Refusal),
    /// News about the game or the screen.
    News(News),
    /// A file was written, or could not be written or read.
    File(FileNotice),
}

/// What the client refuses by itself (the rules core is not asked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// It is the computer's move.
    ComputerThinking,
    /// It is the computer's placement.
    ComputerPlacing,
    /// The side to place has no piece that may be placed.
    NothingToPlace,
    /// This piece may not be placed now: the core's reason (another must come first, or
    /// none is in hand), or `None` when it may come now but no square is free for it.
    NotPlaceableNow { role: Role, why: Option<PlaceError> },
    /// Practice: everything is deployed.
    AllDeployed,
    /// Typed text that is not a placement: the part that is wrong.
    PlacementText(PlacementTextError),
    /// A paste longer than the line holds: `cut` characters were left out.
    PasteCut { cut: usize },
    /// A character typed on a full line (it holds `max`) was left out.
    LineFull { max: usize },
    /// Typed castling: Shuuro has none.
    NoCastling,
    /// No piece on the square clicked.
    NoPiece(Square),
    /// The piece clicked belongs to the side not to move.
    NotYourPiece { square: Square, turn: Side },
    /// The piece clicked has no legal move.
    NoLegalMove { role: Role, square: Square },
    /// No move to take back.
    NoMoveToTakeBack,
    /// Against the computer: only its move was played, none of the person's.
    NoOwnMoveToTakeBack,
    /// Deployment has no takebacks (the rules): a placed piece stays.
    NoTakebackInDeployment,
    /// A draw may be offered on one's own move only.
    OfferOnYourMove,
    /// The computer never agrees a draw in a game that can go on.
    ComputerDeclinesDraw,
    /// Only the side to move may claim a draw.
    ClaimOnYourMove,
    /// Nothing to claim: no threefold repetition, no fifty moves.
    NoDrawToClaim,
    /// The other player refused the takeback `by` asked for.
    TakebackRefused { by: Side },
    /// The other player declined the draw `by` offered.
    DrawDeclined { by: Side },
    /// A question was answered no.
    Cancelled,
    /// The computer's search answered a move that is not legal.
    ComputerIllegal(Move),
    /// The roster was changed on a board (or in a fairy game) that has its own.
    MiniRoster,
    /// Enter on a setting's row: a game starts only from the Start row.
    StartFromItsRow,
    /// `+` on the army sheet at the piece's maximum in the roster.
    PieceMax { role: Role, max: u32 },
    /// `u` on the army sheet with no `e` or `x` to undo.
    NothingToUndo,
    /// The file list is empty.
    NoSavedGame,
    /// The record has no fight move to analyse.
    NoFightToAnalyse,
    /// Every fight move is analysed already.
    AlreadyAnalysed,
    /// The analysis is still running: it is written once it ends (or is stopped).
    AnalysisRunning,
    /// There is no analysis to write.
    NoAnalysis,
    /// The game in the viewer came from no file.
    NoRecordFile,
    /// A name typed on the settings screen can't be a player's name: why.
    BadName {
        side: Side,
        why: crate::prefs::NameError,
    },
    /// No fight to play out from practice: not against the computer, or not all deployed.
    NoFightYet { computer: bool },
    /// A hint in a two-player game started without `--hints`.
    HintsOff,
    /// Nothing to hint now (not a deployment or fight turn, or the engine found nothing).
    NoHintNow,
}

/// News: what happened, or what to do next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    NewGame,
    GameResumed,
    /// Left a game: it is saved and Resume continues it.
    GameLeft,
    /// Left a game before anything happened in it (no army sealed): nothing was saved,
    /// and Resume does not offer it.
    NothingToSave,
    TimeUp,
    /// The computer played this move (in short notation).
    ComputerPlays(String),
    AutoFlip(bool),
    /// Typing a move or placement began.
    TypeMove,
    /// This many moves were taken back.
    TakenBack(usize),
    /// The game ended.
    Over(Outcome),
    /// The side to move is in check.
    Check(Side),
    /// The side to move may capture the enemy King at once (the ambush: it is attacked
    /// when the fight starts).
    KingCanBeTaken(Side),
    /// The side to move may claim a draw.
    MayClaimDraw(Side),
    /// Practice: everything is placed (`play_out`: against the computer, so the fight can
    /// be played out).
    PracticeDone {
        play_out: bool,
    },
    /// Back in the practice after the fight played out from it: the same armies on the
    /// same layout, all in hand again.
    BackToPractice,
    /// The engine is working out a hint.
    HintThinking,
    /// The hint's line in short notation.
    Hint(String),
    /// The replay viewer opened: its keys.
    ReplayOpened,
    /// The replay viewer moved: the step it shows now.
    ReplayStep(Box<StepShown>),
    /// The background analysis started.
    Analysing,
    /// The background analysis was stopped.
    AnalysisStopped,
    /// The background analysis came to its end: `marked` moves have a mark; `writable`:
    /// the record has a file to write it into.
    AnalysisDone {
        marked: usize,
        writable: bool,
    },
    /// Puzzles are being made from the game's mistakes (`analysing`: the game is
    /// analysed first).
    MakingPuzzles {
        analysing: bool,
    },
    /// A picture of the game is being drawn and saved (`animated`: the whole game).
    SavingPicture {
        animated: bool,
    },
}

/// Files: what the runtime reports back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileNotice {
    /// A save the player asked for was written here.
    Saved(PathBuf),
    /// A save could not be written.
    SaveFailed(SaveError),
    /// A file could not be read.
    OpenFailed(OpenError),
    /// Resume found no unfinished game.
    NothingToResume,
    /// The settings file was written here.
    PrefsSaved(PathBuf),
    /// The game is saved, but its lock can't be taken (why): another `shuuro` could open
    /// it at the same time. Said once per game.
    Unlocked(LockError),
    /// The autosave had failed; a save-as wrote the game here, and it is autosaved here
    /// from now on.
    AutosaveMoved(PathBuf),
    /// The settings file can't be read (why): the defaults are used and the file is left
    /// as it is.
    PrefsBroken { path: PathBuf, why: PrefsWhy },
    /// Some entries of the settings file's `[keys]` can't be used (each problem, in the
    /// order of the file): their actions keep their default keys there.
    KeysNotUsed {
        path: PathBuf,
        problems: Vec<super::keyset::KeyProblem>,
    },
    /// Saving the settings would replace a file that can't be read (why): it was not
    /// written; saving again replaces it.
    PrefsNotReplaced { path: PathBuf, why: PrefsWhy },
    /// The settings file could not be written (at `path`, when there is one).
    PrefsSaveFailed {
        path: Option<PathBuf>,
        why: PrefsWhy,
    },
    /// `resume` opened `game`, the newest unfinished game that can be read, passing over
    /// newer saves that can't be (each with why).
    ResumedPast {
        game: PathBuf,
        broken: Vec<(PathBuf, Unreadable)>,
    },
    /// The folder games are saved in is a file: no game can be saved there (the file is
    /// left as it is).
    DataFolderIsAFile(PathBuf),
    /// *My mistakes* has no puzzle yet.
    MistakesEmpty,
    /// *My mistakes* can't be read (the file is kept as it is).
    MistakesUnreadable(ReadError),
    /// A puzzle of *My mistakes* does not check against the rules.
    MistakesInvalid(PuzzleError),
    /// Puzzles were made from the game's mistakes into *My mistakes*.
    PuzzlesMade(MadeFromGame),
    /// No puzzles could be added from the game's mistakes.
    PuzzlesNotMade(MineError),
    /// A picture of the game in the viewer was saved to this file.
    PictureSaved(PathBuf),
    /// A picture of the game in the viewer was not saved.
    PictureNotSaved(PictureSaveError),
    /// `--think` was given, but the game has a clock (given or saved): the computer
    /// budgets its clock, and the think time is not used.
    ClockReplacesThink {
        think: std::time::Duration,
        clock: ClockRules,
    },
}

/// Why a file could not be opened to play or view it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// It can't be read as a game record (boxed: a load error is large).
    Load(Box<LoadError>),
    /// Another running `shuuro` holds it, or its lock can't be taken.
    Lock(LockError),
}

/// Why the settings file can't be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrefsWhy {
    /// Something other than a regular file stands there (a folder, a FIFO, a device).
    NotAFile,
    /// What the system said.
    Io(crate::record::store::IoFailure),
    /// The file is not settings: every problem.
    Parse(crate::prefs::PrefsErrors),
    /// There is no configuration folder to keep it in.
    NoConfigFolder,
}

impl From<FileNotice> for Notice {
    fn from(f: FileNotice) -> Notice {
        Notice::File(f)
    }
}

impl From<Refusal> for Notice {
    fn from(r: Refusal) -> Notice {
        Notice::Refused(r)
    }
}

impl From<News> for Notice {
    fn from(n: News) -> Notice {
        Notice::News(n)
    }
}

impl From<GameError> for Notice {
    fn from(e: GameError) -> Notice {
        Notice::Game(e)
    }
}

/// The step the viewer shows last, and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepShown {
    /// How many steps are applied.
    pub n: usize,
    /// The last of them (`None`: at the start).
    pub step: Option<Step>,
    /// The last plinth roll, with its square.
    pub roll: Option<RollLog>,
    /// The last move in short notation.
    pub san: Option<String>,
    /// How many half-moves (plies) are applied.
    pub plies: usize,
    /// Where the last of them stands in the move list.
    pub number: Option<crate::app::derived::MoveNumber>,
    /// Whether the game after the step shows the army of an army step: an army stays
    /// sealed (only its size is public) until the game reveals it.
    pub army_revealed: bool,
    /// The step was played after a hint (the record's `x-hints`).
    pub hinted: bool,
}

/// Why a file is not a game that can be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// The folder of saves can't be read.
    Folder(crate::record::store::IoFailure),
    /// The file does not load (its path is the listing's).
    Load(Box<LoadError>),
    /// It loads but a step breaks a rule.
    Replay(Box<crate::record::replay::ReplayError>),
    /// Its fields of the computer it is played against can't be read: it is never
    /// played on with another computer.
    Record(Box<crate::record::RecordError>),
    /// A plinth layout for practice, not a game.
    Layout,
}
