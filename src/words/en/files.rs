//! The words of files in English.

use std::io;

use crate::app::jobs::PictureSaveError;
use crate::app::notice::PrefsWhy;
use crate::engine::Level;
use crate::picture::game::PictureError;
use crate::picture::gif::GifError;
use crate::picture::png::PngError;
use crate::prefs::{ClockError, MAX_LEVEL, MAX_THREADS, NAME_MAX, NameError, PrefsError};
use crate::puzzle::check::{Problem, PuzzleError, StepError};
use crate::puzzle::progress::ProgressError;
use crate::puzzle::set::{FieldProblem, SetError, UnknownTheme};
use crate::record::analysis::EntryProblem;
use crate::record::puzzle_files::NotProgress;
use crate::record::puzzle_files::{MineError, ReadError};
use crate::record::replay::{ReplayError, ReplayReason};
use crate::record::roster::RosterError;
use crate::record::shared_file::{StillHeld, WAIT};
use crate::record::store::{
    Leftover, LoadError, LockError, MAX_FILE_BYTES, MAX_NAME_BYTES, NameTooLong, NoWay, NotAFile,
    NotAGame, NotAGameAt, NotAGameHere, SaveError, TooBig,
};
use crate::record::{ComputerProblem, OtherFile, RecordError};
use crate::rules::Bitboard;
use crate::rules::outcome::{Outcome, Reason};

use super::En;
use crate::words::{FileWords, RulesWords};

/// "c3 f5", or "none".
pub(crate) fn squares_text(b: Bitboard) -> String {
    let v: Vec<String> = b.map(|s| s.to_string()).collect();
    if v.is_empty() {
        "none".into()
    } else {
        v.join(" ")
    }
}

/// `checkmate red`, as the record and `replay --check` write a result.
pub(crate) fn result_text(o: &Outcome) -> String {
    format!(
        "{} {}",
        o.reason.name(),
        o.winner.map_or("none", |s| s.name())
    )
}

impl FileWords for En {
    fn io_kind(&self, _e: &io::Error) -> Option<&'static str> {
        None
    }

    fn too_big(&self, e: &TooBig) -> String {
        format!(
            "{} bytes, too big to be a shuuro file (at most {MAX_FILE_BYTES} bytes)",
            e.bytes
        )
    }

    fn name_too_long(&self, e: &NameTooLong) -> String {
        format!(
            "the file name is {} bytes long; a saved file's name may be at most {MAX_NAME_BYTES}",
            e.bytes
        )
    }

    fn no_way(&self, e: &NoWay) -> String {
        match e {
            NoWay::DanglingLink { link, to } => format!(
                "{} is a link to {}, which is not there",
                link.display(),
                to.display()
            ),
            NoWay::NotAFolder(p) => format!("{} is a file, not a folder", p.display()),
        }
    }

    fn still_held(&self, e: &StillHeld) -> String {
        format!(
            "another shuuro has held {} for more than {} s (is one stopped?): nothing is written",
            e.lock.display(),
            WAIT.as_secs()
        )
    }

    fn not_a_file(&self, e: NotAFile) -> &'static str {
        match e {
            NotAFile::Directory => "a directory, not a regular file",
            NotAFile::Fifo => "a FIFO (named pipe), not a regular file",
            NotAFile::Socket => "a socket, not a regular file",
            NotAFile::Device => "a device, not a regular file",
            NotAFile::Other => "not a regular file",
        }
    }

    fn load_error(&self, e: &LoadError) -> String {
        match e {
            LoadError::Io { path, source } => {
                format!("{}: {}", path.display(), self.io_failure(source))
            }
            LoadError::Record { path, source } => {
                format!("{}: {}", path.display(), self.record_error(source))
            }
            LoadError::Replay { path, source } => {
                format!("{}: {}", path.display(), self.replay_error(source))
            }
            LoadError::Layout { path } => format!(
                "{} is a plinth layout for practice, not a game: shuuro practice --layout {} uses it",
                path.display(),
                path.display()
            ),
        }
    }

    fn load_reason(&self, e: &LoadError) -> String {
        match e {
            LoadError::Io { source, .. } => self.io_failure(source),
            LoadError::Record { source, .. } => self.record_error(source),
            LoadError::Replay { source, .. } => self.replay_error(source),
            LoadError::Layout { .. } => self.not_a_game(&NotAGame::Layout),
        }
    }

    fn save_error(&self, e: &SaveError) -> String {
        match e {
            SaveError::Io { path, source } => {
                format!("{}: {}", path.display(), self.io_failure(source))
            }
            SaveError::WouldOverwrite { path, reason } => format!(
                "{} is not overwritten: it holds something that does not load as a game ({})",
                path.display(),
                self.not_a_game(reason)
            ),
            SaveError::Appeared(p) => format!(
                "{} is there now (written by another program a moment ago): it is kept",
                p.display()
            ),
            SaveError::NotAGame(at) => self.not_a_game_at(at),
            SaveError::NoFolder(p) => format!("{}: no such folder", p.display()),
            SaveError::NoFile => "this game has no file to write into".into(),
            SaveError::NoCurrentFolder { path, source } => format!(
                "{}: the current folder can't be read: {}",
                path.display(),
                self.io_failure(source)
            ),
            SaveError::Unreadable(e) => self.load_error(e),
            SaveError::OtherGame(p) => format!(
                "{} is not written: it no longer holds the game shown",
                p.display()
            ),
            SaveError::InUse(p) => format!(
                "{} is open in a running game: the analysis is not written",
                p.display()
            ),
            SaveError::Lock(e) => self.lock_error(e),
            SaveError::NotASet { path, reason } => format!(
                "{} is not overwritten: it is not a puzzle set ({})",
                path.display(),
                self.set_error(reason)
            ),
        }
    }

    fn not_a_game(&self, e: &NotAGame) -> String {
        match e {
            NotAGame::Record(e) => self.record_error(e),
            NotAGame::Replay(e) => self.replay_error(e),
            NotAGame::Layout => "a plinth layout for practice, not a game".into(),
        }
    }

    fn not_a_game_here(&self, e: &NotAGameHere) -> String {
        match e {
            NotAGameHere::LockFile => "the name of a game's lock file".into(),
            NotAGameHere::TempFile => "the name of a save's temporary file".into(),
            NotAGameHere::NotAFile(n) => self.not_a_file(*n).into(),
            NotAGameHere::DanglingLink => "a symbolic link to a file that is not there".into(),
            NotAGameHere::Devices => "a new file in /dev, the system's folder of devices".into(),
            NotAGameHere::Unreadable(e) => self.io_failure(e),
            NotAGameHere::Holds(e) => self.not_a_game(e),
        }
    }

    fn not_a_game_at(&self, e: &NotAGameAt) -> String {
        format!(
            "{} is not a game ({}): choose another name",
            e.path.display(),
            self.not_a_game_here(&e.what)
        )
    }

    fn lock_error(&self, e: &LockError) -> String {
        match e {
            LockError::Busy { game } => format!(
                "{} is open in another shuuro; to look at it read-only: shuuro replay {}",
                game.display(),
                game.display()
            ),
            LockError::Io { lock, source } => format!(
                "{}: can't take the lock of the game: {}",
                lock.display(),
                self.io_failure(source)
            ),
        }
    }

    fn leftover(&self, e: &Leftover) -> String {
        match e {
            Leftover::Removed { temp } => {
                format!("removed {}, left by an interrupted save", temp.display())
            }
            Leftover::Completed { temp, game } => format!(
                "{} held a newer state of {} from an interrupted save: the save is finished",
                temp.display(),
                game.display()
            ),
            Leftover::Recovered { temp, saved_as } => format!(
                "{} held a game from an interrupted save that is not in its record: kept as {}",
                temp.display(),
                saved_as.display()
            ),
        }
    }

    fn record_error(&self, e: &RecordError) -> String {
        match e {
            RecordError::Json(m) => format!("not JSON: {m}"),
            RecordError::Field { field, message } => format!("{field}: {message}"),
            RecordError::OtherFile(o) => format!(
                "this file is {}, not a game record ({})",
                self.other_file(*o),
                match o {
                    OtherFile::Roster => "a roster is given to play --roster FILE",
                    OtherFile::PuzzleSet => "a puzzle set opens with shuuro puzzles FILE",
                }
            ),
            RecordError::Computer { field, problem } => match problem {
                ComputerProblem::Side(v) => {
                    format!("{field}: expected \"blue\" or \"red\", found {v}")
                }
                ComputerProblem::Think(v) => format!(
                    "{field}: {v} is not a think time: milliseconds, a whole number above 0"
                ),
                ComputerProblem::Level(v) => format!(
                    "{field}: found {v}, expected a level from {} to {}",
                    Level::MIN,
                    Level::MAX
                ),
                ComputerProblem::Style(v) => format!(
                    "{field}: {v} is not a value this program reads for how the computer plays"
                ),
            },
        }
    }

    fn other_file(&self, e: OtherFile) -> &'static str {
        match e {
            OtherFile::Roster => "a roster",
            OtherFile::PuzzleSet => "a puzzle set",
        }
    }

    fn replay_error(&self, e: &ReplayError) -> String {
        format!("{} ({}): {}", e.step, e.text, self.replay_reason(&e.reason))
    }

    fn replay_reason(&self, e: &ReplayReason) -> String {
        match e {
            ReplayReason::Rule(e) => self.game_error(e),
            ReplayReason::PlinthsFromRolls(b) => format!("the rolls give {}", squares_text(*b)),
            ReplayReason::DiceOrder { side, fight } => format!(
                "the dice say {} {}",
                self.side(*side),
                if *fight {
                    "moves first"
                } else {
                    "deploys first"
                }
            ),
            ReplayReason::SeriousOrder { side, fight } => format!(
                "under Serious business {}, {}",
                self.side(*side),
                if *fight {
                    "who finished deploying first, moves first"
                } else {
                    "with more pieces, deploys first"
                }
            ),
            ReplayReason::DiceUndecided => {
                "the dice have not decided yet (the last pair is a tie)".into()
            }
            ReplayReason::EndedOtherwise(o) => {
                format!("the game ended otherwise: {}", self.outcome(o))
            }
            ReplayReason::ResignationWithoutWinner => "a resignation has a winner".into(),
            ReplayReason::DrawWithWinner(r) => format!("{r} is a draw: the winner is null"),
            ReplayReason::NoFlagNow(p) => format!("no flag can fall now: {}", self.phase(*p)),
            ReplayReason::NotRepeated(n) => {
                format!("the final position has occurred {n} time(s), not 3")
            }
            ReplayReason::NotFiftyMoves(n) => {
                format!("only {n} half-moves without a capture or pawn move, not 100")
            }
            ReplayReason::NotReached(r) => match r {
                Reason::Checkmate => "the final position is not checkmate",
                Reason::Stalemate => "the final position is not stalemate",
                Reason::KingCaptured => "no King was captured",
                Reason::Fivefold => "the final position has not occurred five times",
                Reason::SeventyFiveMove => {
                    "there were not seventy-five moves without a capture or pawn move"
                }
                Reason::DeadPosition
                | Reason::Resignation
                | Reason::Timeout
                | Reason::Repetition
                | Reason::FiftyMove
                | Reason::Agreement => "the final position is not King against King",
            }
            .into(),
            ReplayReason::RulesSay(o) => format!("the rules make it {}", result_text(o)),
            ReplayReason::NotOver => "the game is not over".into(),
            ReplayReason::Analysis(p) => self.entry_problem(p),
        }
    }

    fn entry_problem(&self, e: &EntryProblem) -> String {
        match e {
            EntryProblem::BestIllegal { number, reason } => format!(
                "the best move is not legal in the position before move {number}: {}",
                self.illegal_reason(reason)
            ),
            EntryProblem::PvNotBest { first, best } => {
                format!("the line starts with {first}, not with the best move {best}")
            }
            EntryProblem::PvIllegal { reason } => format!(
                "not legal after the line's moves before it: {}",
                self.illegal_reason(reason)
            ),
        }
    }

    fn roster_error(&self, e: &RosterError) -> String {
        match e {
            RosterError::NotJson { origin, message } => format!("{origin}: not JSON: {message}"),
            RosterError::Field {
                origin,
                field,
                message,
            } => format!("{origin}: {field}: {message}"),
            RosterError::Invalid { origin, problems } => format!(
                "{origin}: {}",
                self.joined(problems.0.iter().map(|p| self.roster_problem(p)).collect())
            ),
            RosterError::Unknown(name) => {
                format!(
                    "unknown roster {name:?} (built in: standard, mini, no-limits, tabletop, fairy, mini-fairy, eight, eight-fairy)"
                )
            }
            RosterError::NoSuchRoster(name) => format!(
                "unknown roster '{name}' (standard, mini, no-limits, tabletop, fairy, mini-fairy, eight, eight-fairy) and no file of that name"
            ),
            RosterError::Unreadable { path, message } => {
                format!("{path}: can't read the roster file: {message}")
            }
        }
    }

    fn read_error(&self, e: &ReadError) -> String {
        match e {
            ReadError::Io { path, source } => {
                format!("{}: {}", path.display(), self.io_failure(source))
            }
            ReadError::BrokenProgress {
                path,
                aside,
                reason,
            } => format!(
                "{} is not a puzzle progress file ({}): it is kept, and set aside as {} when the next attempt is saved",
                path.display(),
                self.not_progress(reason),
                aside.display()
            ),
            ReadError::BrokenSet { path, reason } => format!(
                "{} is not a puzzle set: {}",
                path.display(),
                self.set_error(reason)
            ),
        }
    }

    fn not_progress(&self, e: &NotProgress) -> String {
        match e {
            NotProgress::TooBig(e) => self.too_big(e),
            NotProgress::NotUtf8(e) => format!("not UTF-8 text: {e}"),
            NotProgress::Text(e) => self.progress_error(e),
        }
    }

    fn progress_error(&self, e: &ProgressError) -> String {
        use crate::puzzle::progress::{FORMAT, VERSION};
        match e {
            ProgressError::NotJson(m) => format!("not JSON: {m}"),
            ProgressError::Field { path, message } => format!("{path}: {message}"),
            ProgressError::Format(f) => format!("format: expected \"{FORMAT}\", found {f:?}"),
            ProgressError::Version(v) => {
                format!("version {v} is not known (this program reads version {VERSION})")
            }
            ProgressError::UnknownField(f) => {
                format!("{f}: unknown field (only fields starting with x- may be added)")
            }
            ProgressError::BadNumber(f) => {
                format!("{f}: not a rating (a finite number, the deviation above 0)")
            }
            ProgressError::BadPuzzleRating { set, id } => format!(
                "x-puzzles.{set}.{id}: not a rating (finite numbers, the deviation and volatility above 0)"
            ),
        }
    }

    fn set_error(&self, e: &SetError) -> String {
        match e {
            SetError::NotJson(m) => format!("not JSON: {m}"),
            SetError::Field { path, id, problem } => format!(
                "{path}{}: {}",
                id.as_ref()
                    .map(|i| format!(" (puzzle {i})"))
                    .unwrap_or_default(),
                self.field_problem(problem)
            ),
        }
    }

    fn field_problem(&self, e: &FieldProblem) -> String {
        use crate::puzzle::set::{FORMAT, VERSION};
        match e {
            FieldProblem::Value(m) => m.clone(),
            FieldProblem::Format(f) => format!("expected \"{FORMAT}\", found {f:?}"),
            FieldProblem::Version(v) => {
                format!("version {v} is not known (this program reads version {VERSION})")
            }
            FieldProblem::UnknownField => {
                "unknown field (only fields starting with x- may be added)".into()
            }
            FieldProblem::DuplicateId(id) => format!("the id {id:?} is used by an earlier puzzle"),
            FieldProblem::Rating(r) => format!("rating {r} is outside 400–3000"),
        }
    }

    fn unknown_theme(&self, e: &UnknownTheme) -> String {
        format!(
            "{:?} is not a theme (the themes: mate-in-1 … mate-in-5, material, fork, pin, ambush, promotion, plinth, defence, deployment, skewer, discovered-attack, deflection, quiet-move)",
            e.0
        )
    }

    fn puzzle_error(&self, e: &PuzzleError) -> String {
        format!(
            "puzzle {} ({}): {}",
            e.id,
            e.field,
            self.puzzle_problem(&e.problem)
        )
    }

    fn puzzle_problem(&self, e: &Problem) -> String {
        match e {
            Problem::Sfen(e) => self.sfen_error(e),
            Problem::NotFight => "a fight puzzle needs a fight position (hand \"-\")".into(),
            Problem::NotDeployment => {
                "a deployment puzzle needs a deployment position (pieces in hand)".into()
            }
            Problem::NoFirst => {
                "a deployment puzzle says who moves first in the fight (\"blue\" or \"red\")".into()
            }
            Problem::MoveText(t, e) => {
                format!("{t:?} is not a move: {}", self.parse_move_error(e))
            }
            Problem::PlacementText(t) => format!("{t:?} is not a placement (like N@c1)"),
            Problem::Position(p) => format!(
                "the position breaks a rule: {}",
                self.joined(p.0.iter().map(|p| self.position_error(p)).collect())
            ),
            Problem::Deployment(d) => format!(
                "the deployment breaks a rule: {}",
                self.joined(d.0.iter().map(|p| self.deployment_error(p)).collect())
            ),
            Problem::AlreadyOver => "the game is already over in the puzzle's position".into(),
            Problem::Step { text, error } => format!("{text}: {}", self.step_error(error)),
            Problem::EmptySolution => "the solution is empty".into(),
            Problem::EndsOnReply => {
                "the solution ends on a reply, not on a move of the solver".into()
            }
            Problem::EndsEarly => "the game ends before the solution does".into(),
            Problem::NotAccepted => "the solution's first step is not in accept".into(),
            Problem::MateTheme { n, moves, mates } => format!(
                "the theme is mate-in-{n} but the solution {}",
                if *mates {
                    format!("mates in {moves}")
                } else {
                    format!("does not end in checkmate ({moves} solver moves)")
                }
            ),
        }
    }

    fn step_error(&self, e: &StepError) -> String {
        match e {
            StepError::PlacementInFight => "a placement in the fight".into(),
            StepError::MoveInDeployment => "a fight move during the deployment".into(),
            StepError::Illegal(r) => format!("illegal: {}", self.illegal_reason(r)),
            StepError::Refused(e) => self.place_error(e),
            StepError::Over => "the game is already over".into(),
            StepError::FightStart(p) => format!(
                "the fight can't start: {}",
                self.joined(p.0.iter().map(|p| self.position_error(p)).collect())
            ),
        }
    }

    fn mine_error(&self, e: &MineError) -> String {
        match e {
            MineError::Stopped => "stopped before the game was analysed".into(),
            MineError::Save(e) => self.save_error(e),
        }
    }

    fn picture_error(&self, e: &PictureError) -> String {
        match e {
            PictureError::StepOutOfRange { step, count } => format!(
                "--step {step}: the record has steps 1 to {count} (the lines of replay --sfen)"
            ),
            PictureError::Broken(e) => self.replay_error(e),
            PictureError::Pixels(e) => self.png_error(e),
            PictureError::Animation(e) => self.gif_error(e),
        }
    }

    fn png_error(&self, e: &PngError) -> String {
        match e {
            PngError::Svg(e) => format!("the drawing can't be read back: {e}"),
            PngError::TooLarge { width, height } => {
                format!("a picture of {width}×{height} pixels is too large")
            }
            PngError::Encode(e) => format!("the PNG can't be encoded: {e}"),
        }
    }

    fn gif_error(&self, e: &GifError) -> String {
        match e {
            GifError::Pixels(e) => self.png_error(e),
            GifError::TooLarge { width, height } => {
                format!("a picture of {width}×{height} pixels is too large for a GIF")
            }
            GifError::Write(e) => self.io(e),
            GifError::Empty => "no picture to animate".into(),
            GifError::Encode(e) => format!("the GIF can't be encoded: {e}"),
        }
    }

    fn picture_save_error(&self, e: &PictureSaveError) -> String {
        match e {
            PictureSaveError::Drawing(e) => self.picture_error(e),
            PictureSaveError::Write { path, source } => {
                format!("{}: {}", path.display(), self.io_failure(source))
            }
        }
    }

    fn prefs_error(&self, e: &PrefsError) -> String {
        match e {
            PrefsError::Syntax(m) => m.clone(),
            PrefsError::NotUtf8 => "the file is not UTF-8 text".into(),
            PrefsError::Unknown {
                line,
                key,
                expected,
            } => format!(
                "line {line}: unknown key {key:?}, expected one of {}",
                expected.join(", ")
            ),
            PrefsError::Kind {
                line,
                key,
                expected,
            } => format!(
                "line {line}: {key} must be {}",
                match expected {
                    crate::prefs::Expected::String => "a string",
                    crate::prefs::Expected::Bool => "true or false",
                    crate::prefs::Expected::Level => "a number from 1 to 8",
                    crate::prefs::Expected::Threads => "a number or \"auto\"",
                    crate::prefs::Expected::Table => "a table ([names])",
                }
            ),
            PrefsError::Pieces { line, value } => format!(
                "line {line}: pieces = {value:?}: write \"letters\", \"unicode\" or \"ascii\""
            ),
            PrefsError::Think(v) => {
                format!("think = {v:?}: write a time like \"2s\" or \"500ms\" (10ms to 600s)")
            }
            PrefsError::Level { line, value } => format!(
                "line {line}: level = {value}: write a level from 1 (the weakest) to {MAX_LEVEL} (the full engine)"
            ),
            PrefsError::Clock(v) => format!(
                "clock = {v:?}: write minutes+seconds like \"15+10\" or \"0.5+0\" (minutes above 0 up to 600, whole seconds, increment 0–600), or \"none\""
            ),
            PrefsError::Threads { line, value } => format!(
                "line {line}: threads = {value}: write a number of threads from 1 to {MAX_THREADS}, or \"auto\" (every core but one)"
            ),
            PrefsError::Language { line, value } => format!(
                "line {line}: language = {value:?}: write \"en\" (English) or \"ja\" (Japanese)"
            ),
            PrefsError::KeyValue { line, name } => format!(
                "line {line}: keys.{name} must be a key's name or a list of them (\"v\", [\"H\", \"F1\"])"
            ),
            PrefsError::Name { side, name, why } => {
                format!("names.{side} = {name:?}: {}", self.name_error(why))
            }
        }
    }

    fn name_error(&self, e: &NameError) -> String {
        match e {
            NameError::Empty => "a name can't be empty".into(),
            NameError::TooLong { chars } => {
                format!("a name is at most {NAME_MAX} characters (this one has {chars})")
            }
            NameError::Control { at } => {
                format!("a name can't hold a control character (character {at})")
            }
        }
    }

    fn clock_error(&self, e: &ClockError) -> String {
        match e {
            ClockError::Shape => {
                "write minutes+seconds, like 15+10 or 0.5+0, or none for no clock".into()
            }
            ClockError::Range => {
                "minutes above 0 and at most 600, increment 0–600 seconds (or none for no clock)"
                    .into()
            }
            ClockError::WholeSeconds => {
                "the clock counts whole seconds (0.5 minutes is 30 seconds; or none for no clock)"
                    .into()
            }
        }
    }

    fn cannot_tidy(&self, dir: &std::path::Path, e: &io::Error) -> String {
        format!(
            "{}: can't look for files left by interrupted saves: {}",
            dir.display(),
            self.io(e)
        )
    }

    fn prefs_why(&self, e: &PrefsWhy) -> String {
        match e {
            PrefsWhy::NotAFile => "not a regular file".into(),
            PrefsWhy::Io(e) => self.io_failure(e),
            PrefsWhy::Parse(e) => self.prefs_errors(e),
            PrefsWhy::NoConfigFolder => "no configuration folder (set SHUURO_CONFIG_DIR)".into(),
        }
    }
}
