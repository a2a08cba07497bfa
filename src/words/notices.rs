//! The words of what the client tells the player: notices (the core's refusals, the
//! client's own, news, files), the questions it asks, the boxes that wait for an answer,
//! and a step of a game as the viewer says it.

use crate::app::derived::{Progress, Standing};
use crate::app::replay::StepShown;
use crate::app::{FileNotice, News, Notice, Overlay, Question, Refusal, Unreadable};
use crate::rules::Army;

use super::{FileWords, RulesWords};

/// Things counted in words ("1 square", "12 placements").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Noun {
    Square,
    Placement,
    Puzzle,
    Move,
    Piece,
}

/// The words of notices, questions and boxes, in one language.
pub trait NoticeWords: RulesWords + FileWords {
    /// A notice, for the status line (one line, however long).
    fn notice(&self, n: &Notice) -> String;
    fn refusal(&self, r: &Refusal) -> String;
    fn news(&self, n: &News) -> String;
    fn file_notice(&self, f: &FileNotice) -> String;
    /// A question asked on the status line, with its answers' keys.
    fn question(&self, q: &Question) -> String;
    /// The title and lines of a box waiting for the player (a replace-file or leave
    /// question, the autosave warning); `None` for overlays asked elsewhere.
    fn boxed(&self, o: &Overlay) -> Option<(String, Vec<String>)>;
    /// The replay viewer's step ("step 3: Blue's army, sealed (19 pieces)").
    fn step(&self, s: &StepShown) -> String;
    /// Why a file in the list of saves can't be opened.
    fn unreadable(&self, u: &Unreadable) -> String;
    /// A sealed army: how many pieces, not which ("sealed (4 pieces)").
    fn sealed(&self, army: &Army) -> String;
    /// `n` things: "1 square", "0 squares".
    fn counted(&self, n: u64, noun: Noun) -> String;
    /// How far a game got: "deployment, 12 of 38 placed".
    fn progress(&self, p: Progress) -> String;
    /// Where a game stands: "Blue to move, 40 moves".
    fn standing(&self, s: Standing) -> String;
}

/// A file's name, for a line that says its folder once (the whole path when it has none).
pub(crate) fn file_name(p: &std::path::Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| p.display().to_string())
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::time::Duration;

    use super::*;
    use crate::app::notice::StepShown;
    use crate::prefs::{Lang, NameError};
    use crate::record::puzzle_files::MadeFromGame;
    use crate::rules::deploy::PlaceError;
    use crate::rules::game::{ClockRules, Step};
    use crate::rules::outcome::{Outcome, Reason};
    use crate::rules::{Move, Role, Side, Square};
    use crate::words::{japanese, of};

    fn sq(s: &str) -> Square {
        s.parse().expect("a square")
    }

    /// A value of every refusal and every piece of news, and some of the files'.
    fn samples() -> Vec<Notice> {
        let e1 = sq("e1");
        let mut v: Vec<Notice> = vec![
            Refusal::ComputerThinking.into(),
            Refusal::ComputerPlacing.into(),
            Refusal::NothingToPlace.into(),
            Refusal::NotPlaceableNow {
                role: Role::Rook,
                why: Some(PlaceError::KingFirst),
            }
            .into(),
            Refusal::NotPlaceableNow {
                role: Role::Rook,
                why: None,
            }
            .into(),
            Refusal::AllDeployed.into(),
            Refusal::PasteCut { cut: 3 }.into(),
            Refusal::LineFull { max: 40 }.into(),
            Refusal::NoCastling.into(),
            Refusal::NoPiece(e1).into(),
            Refusal::NotYourPiece {
                square: e1,
                turn: Side::Red,
            }
            .into(),
            Refusal::NoLegalMove {
                role: Role::Rook,
                square: e1,
            }
            .into(),
            Refusal::NoMoveToTakeBack.into(),
            Refusal::NoOwnMoveToTakeBack.into(),
            Refusal::NoTakebackInDeployment.into(),
            Refusal::OfferOnYourMove.into(),
            Refusal::ComputerDeclinesDraw.into(),
            Refusal::ClaimOnYourMove.into(),
            Refusal::NoDrawToClaim.into(),
            Refusal::TakebackRefused { by: Side::Blue }.into(),
            Refusal::DrawDeclined { by: Side::Blue }.into(),
            Refusal::Cancelled.into(),
            Refusal::ComputerIllegal(Move::new(e1, sq("e2"))).into(),
            Refusal::MiniRoster.into(),
            Refusal::StartFromItsRow.into(),
            Refusal::PieceMax {
                role: Role::Queen,
                max: 3,
            }
            .into(),
            Refusal::NothingToUndo.into(),
            Refusal::NoSavedGame.into(),
            Refusal::NoFightToAnalyse.into(),
            Refusal::AlreadyAnalysed.into(),
            Refusal::AnalysisRunning.into(),
            Refusal::NoAnalysis.into(),
            Refusal::NoRecordFile.into(),
            Refusal::BadName {
                side: Side::Red,
                why: NameError::Empty,
            }
            .into(),
            Refusal::NoFightYet { computer: false }.into(),
            Refusal::NoFightYet { computer: true }.into(),
            Refusal::HintsOff.into(),
            Refusal::NoHintNow.into(),
            News::NewGame.into(),
            News::GameResumed.into(),
            News::GameLeft.into(),
            News::NothingToSave.into(),
            News::TimeUp.into(),
            News::ComputerPlays("Nf3".into()).into(),
            News::AutoFlip(true).into(),
            News::TypeMove.into(),
            News::TakenBack(1).into(),
            News::TakenBack(2).into(),
            News::Over(Outcome::win(Side::Blue, Reason::Checkmate)).into(),
            News::Check(Side::Red).into(),
            News::KingCanBeTaken(Side::Blue).into(),
            News::MayClaimDraw(Side::Blue).into(),
            News::PracticeDone { play_out: true }.into(),
            News::PracticeDone { play_out: false }.into(),
            News::BackToPractice.into(),
            News::HintThinking.into(),
            News::Hint("Nf3 Nc6".into()).into(),
            News::ReplayOpened.into(),
            News::ReplayStep(Box::new(StepShown {
                n: 3,
                step: Some(Step::Resign(Side::Red)),
                roll: None,
                san: None,
                plies: 0,
                number: None,
                army_revealed: false,
                hinted: true,
            }))
            .into(),
            News::Analysing.into(),
            News::AnalysisStopped.into(),
            News::AnalysisDone {
                marked: 2,
                writable: true,
            }
            .into(),
            News::MakingPuzzles { analysing: true }.into(),
            News::SavingPicture { animated: true }.into(),
        ];
        let path = PathBuf::from("/tmp/g.json");
        v.extend(
            [
                FileNotice::Saved(path.clone()),
                FileNotice::NothingToResume,
                FileNotice::PrefsSaved(path.clone()),
                FileNotice::AutosaveMoved(path.clone()),
                FileNotice::ClockReplacesThink {
                    think: Duration::from_secs(2),
                    clock: ClockRules::new(5, 3),
                },
                FileNotice::DataFolderIsAFile(path.clone()),
                FileNotice::MistakesEmpty,
                FileNotice::PuzzlesMade(MadeFromGame {
                    made: 3,
                    added: 2,
                    dropped: 1,
                    analysed: true,
                }),
                FileNotice::PictureSaved(path),
            ]
            .into_iter()
            .map(Notice::from),
        );
        v
    }

    /// Every notice has its words in both languages, the Japanese ones in Japanese.
    #[test]
    fn every_notice_is_said_in_both_languages() {
        let (en, ja) = (of(Lang::En), of(Lang::Ja));
        for n in samples() {
            let (e, j) = (en.notice(&n), ja.notice(&n));
            assert!(!e.is_empty() && !j.is_empty(), "{n:?}");
            assert!(japanese(&j), "{n:?}: {j}");
            assert_ne!(e, j, "{n:?}");
        }
    }
}
