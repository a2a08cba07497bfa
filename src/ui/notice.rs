//! The one place that turns a [`Notice`] (and a prompt's question) into words. The core's
//! errors speak through their own `Display`; the client's refusals and news are worded
//! here, with keys named from the keymap table.

use crate::app::keymap::{Action, Ctx, key_for, key_name_of};
use crate::app::replay::StepShown;
use crate::app::{FileNotice, News, Notice, OpenError, Refusal, SaveError};
use crate::app::{Overlay, Question, Saving};
use crate::record::puzzle_files::MineError;
use crate::rules::game::Step;
use crate::rules::{Army, Reason, Side};

/// A notice in words, for the status line.
pub fn words(n: &Notice) -> String {
    match n {
        Notice::Place {
            piece,
            square,
            error,
        } => format!("{}@{square}: {error}", piece.char()),
        Notice::Stuck(e) => e.to_string(),
        Notice::Game(e) => e.to_string(),
        Notice::MoveText(e) => e.to_string(),
        Notice::Illegal(e) => format!("{}: {e}", e.mv),
        Notice::Army(v) => format!(
            "not yet: {}",
            v.iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join("; ")
        ),
        Notice::Refused(r) => refusal(r),
        Notice::News(n) => news(n),
        Notice::File(f) => file(f),
    }
}

/// The status line's words for what the app now says (empty: nothing).
pub fn status(n: Option<&Notice>) -> String {
    n.map(words).unwrap_or_default()
}

fn refusal(r: &Refusal) -> String {
    match r {
        Refusal::ComputerThinking => "the computer is thinking".into(),
        Refusal::ComputerPlacing => "the computer is placing".into(),
        Refusal::NothingToPlace => "no piece may be placed now".into(),
        Refusal::NotPlaceableNow { role, why: Some(e) } => {
            format!("a {} may not be placed now: {e}", role.name())
        }
        Refusal::NotPlaceableNow { role, why: None } => {
            format!(
                "a {} may not be placed now: no square is free for it",
                role.name()
            )
        }
        Refusal::AllDeployed => format!(
            "everything is deployed: {} restarts",
            key_for(Ctx::Practice, Action::Restart)
        ),
        Refusal::PlacementText(e) => e.to_string(),
        Refusal::PasteCut { cut } => format!(
            "the paste was longer than the line: {cut} character{} left out",
            if *cut == 1 { "" } else { "s" }
        ),
        Refusal::LineFull { max } => format!("the line is full: it holds {max} characters"),
        Refusal::NoCastling => "there is no castling in Shuuro".into(),
        Refusal::NoPiece(sq) => format!("{sq}: no piece there"),
        Refusal::NotYourPiece { square, turn } => {
            format!("{square}: that is not your piece ({turn} to move)")
        }
        Refusal::NoLegalMove { role, square } => {
            format!("the {} on {square} has no legal move", role.name())
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
        Refusal::TakebackRefused { by } => format!("{} refuses the takeback", by.opposite()),
        Refusal::DrawDeclined { by } => format!("{} declines the draw", by.opposite()),
        Refusal::Cancelled => "cancelled".into(),
        Refusal::ComputerIllegal(m) => format!("the computer chose an illegal move {m}"),
        Refusal::MiniRoster => "Mini-Shuuro always uses its own roster".into(),
        Refusal::StartFromItsRow => format!(
            "{} starts the game from its row, the last: {}",
            key_name_of(Ctx::Settings, Action::Activate),
            crate::app::settings::Field::Start.label()
        ),
        Refusal::PieceMax { role, max } => format!(
            "at most {max} {} in this roster",
            if *max == 1 {
                role.name()
            } else {
                role.plural()
            }
        ),
        Refusal::NothingToUndo => format!(
            "nothing to undo: {} brings back the army before {} or {}",
            key_for(Ctx::Sheet, Action::Takeback),
            key_for(Ctx::Sheet, Action::Example),
            key_for(Ctx::Sheet, Action::Clear)
        ),
        Refusal::NoSavedGame => "no saved game yet: type a file name".into(),
        Refusal::NoFightToAnalyse => "no fight move to analyse".into(),
        Refusal::AlreadyAnalysed => format!(
            "every move is analysed: {} writes it into the file",
            key_for(Ctx::Replay, Action::WriteAnalysis)
        ),
        Refusal::AnalysisRunning => format!(
            "the analysis is running: wait, or stop it with {}",
            key_for(Ctx::Replay, Action::Analyse)
        ),
        Refusal::NoAnalysis => format!(
            "no analysis to write: {} analyses the fight",
            key_for(Ctx::Replay, Action::Analyse)
        ),
        Refusal::NoRecordFile => "this game came from no file".into(),
        Refusal::BadName { side, why } => format!("{side}'s name is not kept: {why}"),
        Refusal::NoFightYet { computer: false } => {
            "the fight is played out against the computer in practice --computer".into()
        }
        Refusal::NoFightYet { computer: true } => format!(
            "deploy everything first: then {} plays the fight out",
            key_for(Ctx::Practice, Action::PlayOut)
        ),
        Refusal::HintsOff => {
            "no hints in a two-player game unless it was started with --hints".into()
        }
        Refusal::NoHintNow => "no hint now: nothing to play or place".into(),
    }
}

/// What a piece of news says, on its own (the terminal's last line when the client ends).
pub fn news_line(n: &News) -> String {
    news(n)
}

fn news(n: &News) -> String {
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
        News::Over(o) => o.to_string(),
        News::Check(side) => format!("{side} is in check"),
        News::KingCanBeTaken(side) => format!(
            "{side}: the King can be taken at once ({}'s King is attacked)",
            side.opposite()
        ),
        News::MayClaimDraw(side) => format!(
            "{side} may claim a draw: press {}",
            key_for(Ctx::Fight, Action::ClaimDraw)
        ),
        News::PracticeDone { play_out: true } => format!(
            "all deployed: {} plays the fight out, {} restarts, {} saves the layout, {} leaves",
            key_for(Ctx::Practice, Action::PlayOut),
            key_for(Ctx::Practice, Action::Restart),
            key_for(Ctx::Practice, Action::SaveAs),
            key_for(Ctx::Practice, Action::Quit),
        ),
        News::PracticeDone { play_out: false } => format!(
            "all deployed: {} restarts, {} saves the layout, {} leaves",
            key_for(Ctx::Practice, Action::Restart),
            key_for(Ctx::Practice, Action::SaveAs),
            key_for(Ctx::Practice, Action::Quit),
        ),
        News::BackToPractice => {
            "back to the practice: the same armies and layout, deploy again".into()
        }
        News::HintThinking => "the engine is looking for a hint...".into(),
        News::Hint(line) => format!("hint: {line}"),
        News::ReplayOpened => format!(
            "replay: ← → step, 1–4 phases, {} leaves",
            key_for(Ctx::Replay, Action::Quit)
        ),
        News::ReplayStep(s) => step_words(s),
        News::Analysing => format!(
            "analysing in the background: {} or {} stops",
            key_for(Ctx::Replay, Action::Analyse),
            key_name_of(Ctx::Replay, Action::Back)
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
                    key_for(Ctx::Replay, Action::WriteAnalysis)
                )
            } else {
                format!("analysis done: {marked}")
            }
        }
        News::AnalysisStopped => format!(
            "analysis stopped: {} goes on",
            key_for(Ctx::Replay, Action::Analyse)
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

fn file(f: &FileNotice) -> String {
    match f {
        FileNotice::Saved(path) => format!("saved {}", path.display()),
        FileNotice::SaveFailed(e) => format!("could not save: {}", save_error(e)),
        FileNotice::OpenFailed(OpenError::Load(e)) => e.to_string(),
        FileNotice::OpenFailed(OpenError::Lock(e)) => e.to_string(),
        FileNotice::NothingToResume => "no unfinished game to resume".into(),
        FileNotice::PrefsSaved(path) => format!("settings saved to {}", path.display()),
        FileNotice::Unlocked(e) => {
            format!("{e}; the game is saved, but another shuuro could open this game too")
        }
        FileNotice::AutosaveMoved(path) => format!(
            "saved {}: the game is saved there after every action from now on",
            path.display()
        ),
        // What happens comes first, the reason last: a long reason is what gets cut.
        FileNotice::PrefsBroken { path, reason } => format!(
            "using the default settings; {} is left as it is: it can't be read: {reason}",
            path.display()
        ),
        FileNotice::PrefsNotReplaced { path, reason } => format!(
            "not replaced: save again to replace {}, which can't be read: {reason}",
            path.display()
        ),
        FileNotice::PrefsSaveFailed(e) => format!("could not save the settings: {e}"),
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
            let name = |p: &std::path::Path| {
                p.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| p.display().to_string())
            };
            let newer = match broken.as_slice() {
                [(p, why)] => format!("{} can't be read ({why})", name(p)),
                [(p, why), rest @ ..] => format!(
                    "{} and {} more newer saves can't be read ({why})",
                    name(p),
                    rest.len()
                ),
                [] => String::new(),
            };
            format!("{newer}: resumed {}, the newest that can be", name(game))
        }
        FileNotice::MistakesEmpty => format!(
            "My mistakes has no puzzles yet: {} in the replay viewer makes them from a game's mistakes",
            key_for(Ctx::Replay, Action::MakePuzzles)
        ),
        FileNotice::MistakesUnreadable(e) => e.to_string(),
        FileNotice::MistakesInvalid(e) => format!("My mistakes can't be used: {e}"),
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
                plural(m.made, "puzzle")
            )
        }
        FileNotice::PuzzlesNotMade(MineError::Save(e)) => {
            format!("no puzzles added to My mistakes: {}", save_error(e))
        }
        FileNotice::PuzzlesNotMade(e @ MineError::Stopped) => format!("no puzzles made: {e}"),
        FileNotice::PictureSaved(path) => format!("picture saved: {}", path.display()),
        FileNotice::PictureNotSaved(e) => format!("no picture saved: {e}"),
    }
}

/// `1 puzzle`, `2 puzzles`.
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// Why a save was not written, in words.
pub fn save_error(e: &SaveError) -> String {
    match e {
        // Short, the reason after the folder: the status line keeps both at 80 columns.
        SaveError::NoFolder(dir) => {
            format!("no folder {} (make it, or choose another)", dir.display())
        }
        e => e.to_string(),
    }
}

/// A prompt's question, in words.
pub fn question(q: &Question) -> String {
    let yes = key_for(q.ctx(), Action::Yes);
    let no = key_for(q.ctx(), Action::No);
    match q {
        Question::Takeback { by } => format!(
            "{by} asks to take back its last move. {}, do you agree? ({yes}/{no})",
            by.opposite()
        ),
        Question::DrawOffer { by } => format!(
            "{by} offers a draw. {}, do you accept? ({yes}/{no})",
            by.opposite()
        ),
        Question::Resign { side } => format!("{side}, do you really resign? ({yes}/{no})"),
        Question::EndInDraw => format!("End the game as a draw? ({yes}/{no})"),
        Question::ClaimDraw { side, reason } => format!(
            "{side}, claim a draw by {}? ({yes}/{no})",
            match reason {
                Reason::FiftyMove => "the fifty-move rule",
                _ => "threefold repetition",
            }
        ),
        // Asked in a box ([`boxed`]).
        _ => String::new(),
    }
}

/// `text` as it may be printed on a terminal: its control characters other than line
/// ends and tabs written as escapes (`\u{1b}`), so that text quoted from a file (a
/// record's field name, a line of the settings file) can't drive the terminal (set its
/// title, clear it).
///
/// ```
/// use shuuro::ui::notice::visible;
/// assert_eq!(visible("a\u{1b}]2;x\u{7}b\n"), "a\\u{1b}]2;x\\u{7}b\n");
/// assert_eq!(visible("plain\ttext"), "plain\ttext");
/// ```
pub fn visible(text: &str) -> std::borrow::Cow<'_, str> {
    let hidden = |c: char| c.is_control() && c != '\n' && c != '\t';
    if !text.chars().any(hidden) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if hidden(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// `n` things, the noun plural unless there is one: "1 placement", "2 placements".
///
/// ```
/// use shuuro::ui::notice::counted;
/// assert_eq!(counted(1u32, "square"), "1 square");
/// assert_eq!(counted(0u32, "square"), "0 squares");
/// assert_eq!(counted(12u64, "placement"), "12 placements");
/// ```
pub fn counted(n: impl Into<u64>, noun: &str) -> String {
    let n: u64 = n.into();
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// The army's letters, K Q R B N P order: capitals for Blue, small letters for Red (as on
/// the board).
///
/// ```
/// use shuuro::rules::{Army, Side};
/// let a: Army = "KQPP".parse().unwrap();
/// assert_eq!(shuuro::ui::notice::army_letters(&a, Side::Red), "kqpp");
/// assert_eq!(shuuro::ui::notice::army_letters(&a, Side::Blue), "KQPP");
/// ```
pub fn army_letters(army: &Army, side: Side) -> String {
    let s = army.to_string();
    match side {
        Side::Blue => s,
        Side::Red => s.to_lowercase(),
    }
}

/// A sealed army: how many pieces, not which.
///
/// ```
/// let a: shuuro::rules::Army = "KQPP".parse().unwrap();
/// assert_eq!(shuuro::ui::notice::sealed(&a), "sealed (4 pieces)");
/// ```
pub fn sealed(army: &Army) -> String {
    match army.total() {
        1 => "sealed (1 piece)".to_string(),
        n => format!("sealed ({n} pieces)"),
    }
}

/// The replay viewer's step in words ("step 3: Blue's army, sealed (19 pieces)",
/// "3. Bf7 (ply 5)"). An army shows only once the game reveals it; a move is numbered as
/// the move list numbers it.
pub fn step_words(s: &StepShown) -> String {
    let words = step_only(s);
    if s.hinted {
        format!("{words}, played after a hint")
    } else {
        words
    }
}

fn step_only(s: &StepShown) -> String {
    let n = s.n;
    let Some(step) = &s.step else {
        return "start: armies not yet formed".into();
    };
    match step {
        Step::Army { side, army } if s.army_revealed => {
            format!("step {n}: {side}'s army {}", army_letters(army, *side))
        }
        Step::Army { side, army } => format!("step {n}: {side}'s army, {}", sealed(army)),
        Step::PlinthRoll(r) => format!(
            "step {n}: {} rolls {} and {} for the {} quadrant{}",
            r.by,
            r.column,
            r.row,
            r.quadrant.name(),
            match s.roll {
                Some(l) if !l.placed => " (repeat: lost)".to_string(),
                Some(l) => l
                    .square
                    .map(|sq| format!(": plinth on {sq}"))
                    .unwrap_or_default(),
                None => String::new(),
            }
        ),
        Step::DeployRoll([b, r]) => format!("step {n}: deploy order dice Blue {b}, Red {r}"),
        Step::Place { piece, square } => format!("step {n}: {}@{square}", piece.char()),
        Step::FightRoll([b, r]) => format!("step {n}: move order dice Blue {b}, Red {r}"),
        Step::Move(m) => {
            // Numbered as the move list numbers it: "3. Bf7", "2... Rxb11".
            let ply = s.plies;
            let san = s.san.clone().unwrap_or_else(|| m.to_string());
            match s.number {
                Some(number) => format!("{number} {san} (ply {ply})"),
                None => format!("{san} (ply {ply})"),
            }
        }
        Step::SetPlinths(b) => format!("step {n}: a fixed layout of {} plinths", b.count()),
        Step::SetDeployFirst(side) => format!("step {n}: {side} deploys first"),
        Step::SetFightFirst(side) => format!("step {n}: {side} moves first"),
        Step::Resign(side) => format!("step {n}: {side} resigns"),
        Step::AgreeDraw => format!("step {n}: draw agreed"),
        Step::ClaimDraw(r) => format!("step {n}: draw claimed ({})", r.describe()),
        Step::Timeout(side) => format!("step {n}: {side}'s flag fell"),
    }
}

/// The title and lines of a box waiting for the player (a replace-file or leave question, the
/// autosave warning); `None` for overlays asked elsewhere.
pub fn boxed(o: &Overlay) -> Option<(&'static str, Vec<String>)> {
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
                "Replace the file?",
                vec![
                    format!("{path} holds {there}."),
                    format!(
                        "Replace it with this {with}? {} replaces, {} keeps it.",
                        key_for(Ctx::Confirm, Action::Yes),
                        key_for(Ctx::Confirm, Action::No)
                    ),
                ],
            )
        }
        Overlay::Question(Question::LeavePractice) => (
            "Leave the practice?",
            vec![format!(
                "What is placed is not kept. {} leaves, {} stays.",
                key_for(Ctx::Confirm, Action::Yes),
                key_for(Ctx::Confirm, Action::No)
            )],
        ),
        Overlay::Question(Question::RestartPractice) => (
            "Start the practice again?",
            vec![format!(
                "The board is cleared: what is placed is not kept. {} starts again, {} goes on.",
                key_for(Ctx::Confirm, Action::Yes),
                key_for(Ctx::Confirm, Action::No)
            )],
        ),
        Overlay::Question(Question::LeaveUnsaved { quit }) => (
            if *quit {
                "Quit without saving?"
            } else {
                "Leave without saving?"
            },
            vec![
                "The game is NOT saved: its last autosave failed.".into(),
                "What was played since its last save is lost if you leave.".into(),
                format!(
                    "{} leaves without it, {} stays ({} then saves it under another name).",
                    key_for(Ctx::Confirm, Action::Yes),
                    key_for(Ctx::Confirm, Action::No),
                    key_for(Ctx::Fight, Action::SaveAs)
                ),
            ],
        ),
        Overlay::AutosaveFailed(e) => (
            "The game is NOT being saved",
            vec![
                format!("The autosave failed: {}", save_error(e)),
                "Moves made now are lost if the program ends.".into(),
                format!(
                    "{} saves the game under another name, {} hides this until the next failure.",
                    key_for(Ctx::Warning, Action::SaveAs),
                    key_for(Ctx::Warning, Action::Back)
                ),
            ],
        ),
        _ => return None,
    })
}
