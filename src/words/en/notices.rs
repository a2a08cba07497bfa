//! Notices, questions and boxes in English.

use crate::app::derived::{Progress, Standing};
use crate::app::keymap::{Action, Ctx};
use crate::app::keyset::Keys;
use crate::app::replay::StepShown;
use crate::app::{
    FileNotice, News, Notice, OpenError, Overlay, Question, Refusal, SaveError, Saving, Unreadable,
};
use crate::record::puzzle_files::MineError;
use crate::rules::Army;
use crate::rules::game::Step;
use crate::rules::outcome::Reason;

use super::En;
use crate::words::menus::MenuWords;
use crate::words::notices::{NoticeWords, Noun, file_name as name};
use crate::words::{FileWords, KeyWords, RulesWords};

impl En {
    /// Why a save was not written: short, the reason after the folder (the status line
    /// keeps both at 80 columns).
    fn save_failed(&self, e: &SaveError) -> String {
        if let SaveError::NoFolder(dir) = e {
            format!("no folder {} (make it, or choose another)", dir.display())
        } else {
            self.save_error(e)
        }
    }

    fn moves(&self, n: usize) -> String {
        self.counted(n as u64, Noun::Move)
    }
}

impl NoticeWords for En {
    fn notice(&self, k: &Keys, n: &Notice) -> String {
        match n {
            Notice::Place {
                piece,
                square,
                error,
            } => format!("{}@{square}: {}", piece.char(), self.place_error(error)),
            Notice::Stuck(e) => self.place_error(e),
            Notice::Game(e) => self.game_error(e),
            Notice::MoveText(e) => self.move_text_error(e),
            Notice::Illegal(e) => format!("{}: {}", e.mv, self.illegal_move(e)),
            Notice::Army(v) => format!(
                "not yet: {}",
                v.iter()
                    .map(|v| self.army_violation(v))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
            Notice::Refused(r) => self.refusal(k, r),
            Notice::News(n) => self.news(k, n),
            Notice::File(f) => self.file_notice(k, f),
        }
    }

    fn refusal(&self, k: &Keys, r: &Refusal) -> String {
        match r {
            Refusal::ComputerThinking => "the computer is thinking".into(),
            Refusal::ComputerPlacing => "the computer is placing".into(),
            Refusal::NothingToPlace => "no piece may be placed now".into(),
            Refusal::NotPlaceableNow { role, why: Some(e) } => format!(
                "a {} may not be placed now: {}",
                self.role(*role),
                self.place_error(e)
            ),
            Refusal::NotPlaceableNow { role, why: None } => format!(
                "a {} may not be placed now: no square is free for it",
                self.role(*role)
            ),
            Refusal::AllDeployed => format!(
                "everything is deployed: {} restarts",
                k.key_for(Ctx::Practice, Action::Restart)
            ),
            Refusal::PlacementText(e) => self.placement_text_error(e),
            Refusal::PasteCut { cut } => format!(
                "the paste was longer than the line: {cut} character{} left out",
                if *cut == 1 { "" } else { "s" }
            ),
            Refusal::LineFull { max } => format!("the line is full: it holds {max} characters"),
            Refusal::NoCastling => "there is no castling in Shuuro".into(),
            Refusal::NoPiece(sq) => format!("{sq}: no piece there"),
            Refusal::NotYourPiece { square, turn } => format!(
                "{square}: that is not your piece ({} to move)",
                self.side(*turn)
            ),
            Refusal::NoLegalMove { role, square } => {
                format!("the {} on {square} has no legal move", self.role(*role))
            }
            Refusal::NoMoveToTakeBack => "no move to take back".into(),
            Refusal::NoOwnMoveToTakeBack => "no move of yours to take back".into(),
            Refusal::NoTakebackInDeployment => {
                "no takebacks in deployment: a placed piece stays".into()
            }
            Refusal::OfferOnYourMove => "wait for your move to offer a draw".into(),
            Refusal::ComputerDeclinesDraw => "the computer declines the draw".into(),
            Refusal::ClaimOnYourMove => "only the side to move may claim a draw".into(),
            Refusal::NoDrawToClaim => {
                "no draw to claim: needs threefold repetition or fifty moves".into()
            }
            Refusal::TakebackRefused { by } => {
                format!("{} refuses the takeback", self.side(by.opposite()))
            }
            Refusal::DrawDeclined { by } => {
                format!("{} declines the draw", self.side(by.opposite()))
            }
            Refusal::Cancelled => "cancelled".into(),
            Refusal::ComputerIllegal(m) => format!("the computer chose an illegal move {m}"),
            Refusal::MiniRoster => {
                "Mini-Shuuro, 8×8 and the fairy games use their own rosters".into()
            }
            Refusal::StartFromItsRow => format!(
                "{} starts the game from its row, the last: {}",
                k.key_name_of(Ctx::Settings, Action::Activate),
                self.field(crate::app::settings::Field::Start)
            ),
            Refusal::PieceMax { role, max } => format!(
                "at most {max} {} in this roster",
                if *max == 1 {
                    self.role(*role)
                } else {
                    self.roles(*role)
                }
            ),
            Refusal::NothingToUndo => format!(
                "nothing to undo: {} brings back the army before {} or {}",
                k.key_for(Ctx::Sheet, Action::Takeback),
                k.key_for(Ctx::Sheet, Action::Example),
                k.key_for(Ctx::Sheet, Action::Clear)
            ),
            Refusal::NoSavedGame => "no saved game yet: type a file name".into(),
            Refusal::NoFightToAnalyse => "no fight move to analyse".into(),
            Refusal::AlreadyAnalysed => format!(
                "every move is analysed: {} writes it into the file",
                k.key_for(Ctx::Replay, Action::WriteAnalysis)
            ),
            Refusal::AnalysisRunning => format!(
                "the analysis is running: wait, or stop it with {}",
                k.key_for(Ctx::Replay, Action::Analyse)
            ),
            Refusal::NoAnalysis => format!(
                "no analysis to write: {} analyses the fight",
                k.key_for(Ctx::Replay, Action::Analyse)
            ),
            Refusal::NoRecordFile => "this game came from no file".into(),
            Refusal::BadName { side, why } => format!(
                "{}'s name is not kept: {}",
                self.side(*side),
                self.name_error(why)
            ),
            Refusal::NoFightYet { computer: false } => {
                "the fight is played out against the computer in practice --computer".into()
            }
            Refusal::NoFightYet { computer: true } => format!(
                "deploy everything first: then {} plays the fight out",
                k.key_for(Ctx::Practice, Action::PlayOut)
            ),
            Refusal::HintsOff => {
                "no hints in a two-player game unless it was started with --hints".into()
            }
            Refusal::NoHintNow => "no hint now: nothing to play or place".into(),
        }
    }

    fn news(&self, k: &Keys, n: &News) -> String {
        match n {
            News::NewGame => "new game".into(),
            News::GameResumed => "game resumed".into(),
            News::GameLeft => "game saved: Resume continues it".into(),
            News::NothingToSave => "nothing to save yet: no army was sealed".into(),
            News::TimeUp => "time is up".into(),
            News::ComputerPlays(san) => format!("the computer plays {san}"),
            News::AutoFlip(on) => format!("auto-flip {}", if *on { "on" } else { "off" }),
            News::TypeMove => "type a move and press Enter (Esc cancels)".into(),
            News::TakenBack(1) => "the last move was taken back".into(),
            News::TakenBack(n) => format!("the last {n} moves were taken back"),
            News::Over(o) => self.outcome(o),
            News::Check(side) => format!("{} is in check", self.side(*side)),
            News::KingCanBeTaken(side) => format!(
                "{}: the King can be taken at once ({}'s King is attacked)",
                self.side(*side),
                self.side(side.opposite())
            ),
            News::MayClaimDraw(side) => format!(
                "{} may claim a draw: press {}",
                self.side(*side),
                k.key_for(Ctx::Fight, Action::ClaimDraw)
            ),
            News::PracticeDone { play_out: true } => format!(
                "all deployed: {} plays the fight out, {} restarts, {} saves the layout, {} leaves",
                k.key_for(Ctx::Practice, Action::PlayOut),
                k.key_for(Ctx::Practice, Action::Restart),
                k.key_for(Ctx::Practice, Action::SaveAs),
                k.key_for(Ctx::Practice, Action::Quit),
            ),
            News::PracticeDone { play_out: false } => format!(
                "all deployed: {} restarts, {} saves the layout, {} leaves",
                k.key_for(Ctx::Practice, Action::Restart),
                k.key_for(Ctx::Practice, Action::SaveAs),
                k.key_for(Ctx::Practice, Action::Quit),
            ),
            News::BackToPractice => {
                "back to the practice: the same armies and layout, deploy again".into()
            }
            News::HintThinking => "the engine is looking for a hint...".into(),
            News::Hint(line) => format!("hint: {line}"),
            News::ReplayOpened => format!(
                "replay: ← → step, 1–4 phases, {} leaves",
                k.key_for(Ctx::Replay, Action::Quit)
            ),
            News::ReplayStep(s) => self.step(s),
            News::Analysing => format!(
                "analysing in the background: {} or {} stops",
                k.key_for(Ctx::Replay, Action::Analyse),
                k.key_name_of(Ctx::Replay, Action::Back)
            ),
            News::AnalysisDone { marked, writable } => {
                let marked = match marked {
                    0 => "no move marked".to_string(),
                    1 => "1 move marked".to_string(),
                    n => format!("{n} moves marked"),
                };
                if *writable {
                    format!(
                        "analysis done: {marked}, {} writes it into the record",
                        k.key_for(Ctx::Replay, Action::WriteAnalysis)
                    )
                } else {
                    format!("analysis done: {marked}")
                }
            }
            News::AnalysisStopped => format!(
                "analysis stopped: {} goes on",
                k.key_for(Ctx::Replay, Action::Analyse)
            ),
            News::MakingPuzzles { analysing: true } => {
                "making puzzles from this game's mistakes: analysing it first...".into()
            }
            News::MakingPuzzles { analysing: false } => {
                "making puzzles from this game's mistakes...".into()
            }
            News::SavingPicture { animated: false } => "saving the board as PNG...".into(),
            News::SavingPicture { animated: true } => "saving the whole game as GIF...".into(),
        }
    }

    fn file_notice(&self, k: &Keys, f: &FileNotice) -> String {
        match f {
            FileNotice::Saved(path) => format!("saved {}", path.display()),
            FileNotice::SaveFailed(e) => format!("could not save: {}", self.save_failed(e)),
            FileNotice::OpenFailed(OpenError::Load(e)) => self.load_error(e),
            FileNotice::OpenFailed(OpenError::Lock(e)) => self.lock_error(e),
            FileNotice::NothingToResume => "no unfinished game to resume".into(),
            FileNotice::PrefsSaved(path) => format!("settings saved to {}", path.display()),
            FileNotice::Unlocked(e) => format!(
                "{}; the game is saved, but another shuuro could open this game too",
                self.lock_error(e)
            ),
            FileNotice::AutosaveMoved(path) => format!(
                "saved {}: the game is saved there after every action from now on",
                path.display()
            ),
            // What happens comes first, the reason last: a long reason is what gets cut.
            FileNotice::PrefsBroken { path, why } => format!(
                "using the default settings; {} is left as it is: it can't be read: {}",
                path.display(),
                self.prefs_why(why)
            ),
            FileNotice::KeysNotUsed { path, problems } => format!(
                "{}: these keys are not used (the defaults are): {}",
                path.display(),
                problems
                    .iter()
                    .map(|p| self.key_problem(p))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
            FileNotice::PrefsNotReplaced { path, why } => format!(
                "not replaced: save again to replace {}, which can't be read: {}",
                path.display(),
                self.prefs_why(why)
            ),
            FileNotice::PrefsSaveFailed { path: Some(p), why } => format!(
                "could not save the settings: {}: {}",
                p.display(),
                self.prefs_why(why)
            ),
            FileNotice::PrefsSaveFailed { path: None, why } => {
                format!("could not save the settings: {}", self.prefs_why(why))
            }
            FileNotice::ClockReplacesThink { think, clock } => format!(
                "the clock {clock} sets the computer's time: --think {}s is not used (--clock none plays without a clock)",
                think.as_secs_f64()
            ),
            FileNotice::DataFolderIsAFile(path) => format!(
                "games can't be saved: {} is a file, not a folder (move the file, or set SHUURO_DATA_DIR to a folder)",
                path.display()
            ),
            // The newer file first: it is what the player may be looking for.
            FileNotice::ResumedPast { game, broken } => {
                let newer = match broken.as_slice() {
                    [(p, why)] => format!("{} can't be read ({})", name(p), self.unreadable(why)),
                    [(p, why), rest @ ..] => format!(
                        "{} and {} more newer saves can't be read ({})",
                        name(p),
                        rest.len(),
                        self.unreadable(why)
                    ),
                    [] => String::new(),
                };
                format!("{newer}: resumed {}, the newest that can be", name(game))
            }
            FileNotice::MistakesEmpty => format!(
                "My mistakes has no puzzles yet: {} in the replay viewer makes them from a game's mistakes",
                k.key_for(Ctx::Replay, Action::MakePuzzles)
            ),
            FileNotice::MistakesUnreadable(e) => self.read_error(e),
            FileNotice::MistakesInvalid(e) => {
                format!("My mistakes can't be used: {}", self.puzzle_error(e))
            }
            FileNotice::PuzzlesMade(m) => {
                let left_out = match m.dropped {
                    0 => String::new(),
                    n => format!("; {n} left out, their best move not unique"),
                };
                let new = if m.added == m.made {
                    String::new()
                } else {
                    format!(", {} of them new", m.added)
                };
                format!(
                    "{} made from this game's mistakes{new}, into My mistakes{left_out}",
                    self.counted(m.made as u64, Noun::Puzzle)
                )
            }
            FileNotice::PuzzlesNotMade(MineError::Save(e)) => {
                format!("no puzzles added to My mistakes: {}", self.save_failed(e))
            }
            FileNotice::PuzzlesNotMade(e @ MineError::Stopped) => {
                format!("no puzzles made: {}", self.mine_error(e))
            }
            FileNotice::PictureSaved(path) => format!("picture saved: {}", path.display()),
            FileNotice::PictureNotSaved(e) => {
                format!("no picture saved: {}", self.picture_save_error(e))
            }
        }
    }

    fn question(&self, k: &Keys, q: &Question) -> String {
        let yes = k.key_for(q.ctx(), Action::Yes);
        let no = k.key_for(q.ctx(), Action::No);
        match q {
            Question::Takeback { by } => format!(
                "{} asks to take back its last move. {}, do you agree? ({yes}/{no})",
                self.side(*by),
                self.side(by.opposite())
            ),
            Question::DrawOffer { by } => format!(
                "{} offers a draw. {}, do you accept? ({yes}/{no})",
                self.side(*by),
                self.side(by.opposite())
            ),
            Question::Resign { side } => {
                format!("{}, do you really resign? ({yes}/{no})", self.side(*side))
            }
            Question::EndInDraw => format!("End the game as a draw? ({yes}/{no})"),
            Question::ClaimDraw { side, reason } => format!(
                "{}, claim a draw by {}? ({yes}/{no})",
                self.side(*side),
                if matches!(reason, Reason::FiftyMove) {
                    "the fifty-move rule"
                } else {
                    "threefold repetition"
                }
            ),
            // Asked in a box ([`NoticeWords::boxed`]).
            Question::Overwrite(_)
            | Question::LeavePractice
            | Question::RestartPractice
            | Question::LeaveUnsaved { .. } => String::new(),
        }
    }

    fn boxed(&self, k: &Keys, o: &Overlay) -> Option<(String, Vec<String>)> {
        let yes = k.key_for(Ctx::Confirm, Action::Yes);
        let no = k.key_for(Ctx::Confirm, Action::No);
        Some(match o {
            Overlay::Question(q @ Question::Overwrite(_)) => {
                let path = q
                    .overwrite_path()
                    .map(|p| p.display().to_string())
                    .unwrap_or_default();
                // Only a game (and for a layout, a layout) is ever asked about: what is
                // not one is refused before any question.
                let (there, with) = match q.overwrite_with() {
                    Some(Saving::Layout) => ("a saved game or layout", "layout"),
                    Some(Saving::Game) | None => ("a saved game", "game"),
                };
                (
                    "Replace the file?".into(),
                    vec![
                        format!("{path} holds {there}."),
                        format!("Replace it with this {with}? {yes} replaces, {no} keeps it."),
                    ],
                )
            }
            Overlay::Question(Question::LeavePractice) => (
                "Leave the practice?".into(),
                vec![format!(
                    "What is placed is not kept. {yes} leaves, {no} stays."
                )],
            ),
            Overlay::Question(Question::RestartPractice) => (
                "Start the practice again?".into(),
                vec![format!(
                    "The board is cleared: what is placed is not kept. {yes} starts again, {no} goes on."
                )],
            ),
            Overlay::Question(Question::LeaveUnsaved { quit }) => (
                if *quit {
                    "Quit without saving?"
                } else {
                    "Leave without saving?"
                }
                .into(),
                vec![
                    "The game is NOT saved: its last autosave failed.".into(),
                    "What was played since its last save is lost if you leave.".into(),
                    format!(
                        "{yes} leaves without it, {no} stays ({} then saves it under another name).",
                        k.key_for(Ctx::Fight, Action::SaveAs)
                    ),
                ],
            ),
            Overlay::AutosaveFailed(e) => (
                "The game is NOT being saved".into(),
                vec![
                    format!("The autosave failed: {}", self.save_failed(e)),
                    "Moves made now are lost if the program ends.".into(),
                    format!(
                        "{} saves the game under another name, {} hides this until the next failure.",
                        k.key_for(Ctx::Warning, Action::SaveAs),
                        k.key_for(Ctx::Warning, Action::Back)
                    ),
                ],
            ),
            Overlay::Question(_) | Overlay::Line(_) | Overlay::Help | Overlay::Rules(_) => {
                return None;
            }
        })
    }

    fn step(&self, s: &StepShown) -> String {
        let n = s.n;
        let words = match &s.step {
            None => "start: armies not yet formed".to_string(),
            Some(Step::Army { side, army }) if s.army_revealed => format!(
                "step {n}: {}'s army {}",
                self.side(*side),
                army.letters(*side)
            ),
            Some(Step::Army { side, army }) => format!(
                "step {n}: {}'s army, {}",
                self.side(*side),
                self.sealed(army)
            ),
            Some(Step::PlinthRoll(r)) => format!(
                "step {n}: {} rolls {} and {} for the {} quadrant{}",
                self.side(r.by),
                r.column,
                r.row,
                self.quadrant(r.quadrant),
                match s.roll {
                    Some(l) if !l.placed => " (repeat: lost)".to_string(),
                    Some(l) => l
                        .square
                        .map(|sq| format!(": plinth on {sq}"))
                        .unwrap_or_default(),
                    None => String::new(),
                }
            ),
            Some(Step::DeployRoll([b, r])) => {
                format!("step {n}: deploy order dice Blue {b}, Red {r}")
            }
            Some(Step::Place { piece, square }) => format!("step {n}: {}@{square}", piece.char()),
            Some(Step::FightRoll([b, r])) => format!("step {n}: move order dice Blue {b}, Red {r}"),
            Some(Step::Move(m)) => {
                // Numbered as the move list numbers it: "3. Bf7", "2... Rxb11".
                let ply = s.plies;
                let san = s.san.clone().unwrap_or_else(|| m.to_string());
                match s.number {
                    Some(number) => format!("{number} {san} (ply {ply})"),
                    None => format!("{san} (ply {ply})"),
                }
            }
            Some(Step::SetPlinths(b)) => {
                format!("step {n}: a fixed layout of {} plinths", b.count())
            }
            Some(Step::SetDeployFirst(side)) => {
                format!("step {n}: {} deploys first", self.side(*side))
            }
            Some(Step::SetFightFirst(side)) => {
                format!("step {n}: {} moves first", self.side(*side))
            }
            Some(Step::Resign(side)) => format!("step {n}: {} resigns", self.side(*side)),
            Some(Step::AgreeDraw) => format!("step {n}: draw agreed"),
            Some(Step::ClaimDraw(r)) => format!("step {n}: draw claimed ({})", self.reason(*r)),
            Some(Step::Timeout(side)) => format!("step {n}: {}'s flag fell", self.side(*side)),
        };
        if s.hinted {
            format!("{words}, played after a hint")
        } else {
            words
        }
    }

    fn unreadable(&self, u: &Unreadable) -> String {
        match u {
            Unreadable::Folder(e) => self.io_failure(e),
            Unreadable::Load(e) => self.load_reason(e),
            Unreadable::Replay(e) => self.replay_error(e),
            Unreadable::Record(e) => self.record_error(e),
            Unreadable::Layout => self.not_a_game(&crate::record::store::NotAGame::Layout),
        }
    }

    fn sealed(&self, army: &Army) -> String {
        match army.total() {
            1 => "sealed (1 piece)".to_string(),
            n => format!("sealed ({n} pieces)"),
        }
    }

    fn counted(&self, n: u64, noun: Noun) -> String {
        let (one, many) = match noun {
            Noun::Square => ("square", "squares"),
            Noun::Placement => ("placement", "placements"),
            Noun::Puzzle => ("puzzle", "puzzles"),
            Noun::Move => ("move", "moves"),
            Noun::Piece => ("piece", "pieces"),
        };
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {many}")
        }
    }

    fn progress(&self, p: Progress) -> String {
        match p {
            Progress::Over { outcome, moves } => {
                format!("{}, {}", self.moves(moves), self.outcome(&outcome))
            }
            Progress::Armies => "armies being bought".into(),
            Progress::Plinths => "plinths being rolled".into(),
            Progress::Deploy { total: 0, .. } => "deployment".into(),
            Progress::Deploy { placed, total } => {
                format!("deployment, {placed} of {total} placed")
            }
            Progress::Fight { moves } => format!("fight, {}", self.moves(moves)),
        }
    }

    fn standing(&self, s: Standing) -> String {
        match s {
            Standing::Over { outcome, moves } => {
                format!("{}, {}", self.outcome(&outcome), self.moves(moves))
            }
            Standing::ToMove { side, moves } => {
                format!("{} to move, {}", self.side(side), self.moves(moves))
            }
            Standing::ToPlace(side) => format!("{} to place a piece", self.side(side)),
            Standing::Phase(p) => self.phase(p).into(),
        }
    }
}
