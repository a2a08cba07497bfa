//! Notices, questions and boxes in Japanese.

use crate::app::derived::{Progress, Standing};
use crate::app::keymap::{Action, Ctx};
use crate::app::keyset::Keys;
use crate::app::replay::StepShown;
use crate::app::settings::Field;
use crate::app::{
    FileNotice, News, Notice, OpenError, Overlay, Question, Refusal, SaveError, Saving, Unreadable,
};
use crate::record::puzzle_files::MineError;
use crate::rules::Army;
use crate::rules::game::Step;
use crate::rules::outcome::Reason;

use super::Ja;
use crate::words::menus::MenuWords;
use crate::words::notices::{NoticeWords, Noun, file_name as name};
use crate::words::{FileWords, KeyWords, RulesWords};

impl Ja {
    /// Why a save was not written: short, the reason after the folder.
    fn save_failed(&self, e: &SaveError) -> String {
        if let SaveError::NoFolder(dir) = e {
            format!(
                "フォルダー{}がありません（作るか、別のフォルダーに）",
                dir.display()
            )
        } else {
            self.save_error(e)
        }
    }
}

impl NoticeWords for Ja {
    fn notice(&self, k: &Keys, n: &Notice) -> String {
        match n {
            Notice::Place {
                piece,
                square,
                error,
            } => format!("{}@{square}：{}", piece.char(), self.place_error(error)),
            Notice::Stuck(e) => self.place_error(e),
            Notice::Game(e) => self.game_error(e),
            Notice::MoveText(e) => self.move_text_error(e),
            Notice::Illegal(e) => format!("{}：{}", e.mv, self.illegal_move(e)),
            Notice::Army(v) => format!(
                "まだ確定できません：{}",
                self.joined(v.iter().map(|v| self.army_violation(v)).collect())
            ),
            Notice::Refused(r) => self.refusal(k, r),
            Notice::News(n) => self.news(k, n),
            Notice::File(f) => self.file_notice(k, f),
        }
    }

    fn refusal(&self, k: &Keys, r: &Refusal) -> String {
        match r {
            Refusal::ComputerThinking => "コンピューターが考えています".into(),
            Refusal::ComputerPlacing => "コンピューターが配置しています".into(),
            Refusal::NothingToPlace => "今は配置できる駒がありません".into(),
            Refusal::NotPlaceableNow { role, why: Some(e) } => format!(
                "今は{}を配置できません：{}",
                self.role(*role),
                self.place_error(e)
            ),
            Refusal::NotPlaceableNow { role, why: None } => format!(
                "今は{}を配置できません：置けるマスがありません",
                self.role(*role)
            ),
            Refusal::AllDeployed => format!(
                "全部配置しました：{}でやり直し",
                k.key_for(Ctx::Practice, Action::Restart)
            ),
            Refusal::PlacementText(e) => self.placement_text_error(e),
            Refusal::PasteCut { cut } => {
                format!("貼り付けが行より長いので、{cut}文字を省きました")
            }
            Refusal::LineFull { max } => format!("行がいっぱいです：{max}文字までです"),
            Refusal::NoCastling => "Shuuroにキャスリングはありません".into(),
            Refusal::NoPiece(sq) => format!("{sq}：駒がありません"),
            Refusal::NotYourPiece { square, turn } => format!(
                "{square}：自分の駒ではありません（{}の手番）",
                self.side(*turn)
            ),
            Refusal::NoLegalMove { role, square } => {
                format!("{square}の{}は動かせません", self.role(*role))
            }
            Refusal::NoMoveToTakeBack => "待ったできる手がありません".into(),
            Refusal::NoOwnMoveToTakeBack => "待ったできる自分の手がありません".into(),
            Refusal::NoTakebackInDeployment => {
                "配置に待ったはありません：置いた駒はそのままです".into()
            }
            Refusal::OfferOnYourMove => "引き分けの提案は自分の手番にします".into(),
            Refusal::ComputerDeclinesDraw => "コンピューターは引き分けを断りました".into(),
            Refusal::ClaimOnYourMove => "引き分けを申請できるのは手番の側だけです".into(),
            Refusal::NoDrawToClaim => {
                "申請できる引き分けはありません：同一局面3回か50手ルールが必要です".into()
            }
            Refusal::TakebackRefused { by } => {
                format!("{}が待ったを断りました", self.side(by.opposite()))
            }
            Refusal::DrawDeclined { by } => {
                format!("{}が引き分けを断りました", self.side(by.opposite()))
            }
            Refusal::Cancelled => "取り消しました".into(),
            Refusal::ComputerIllegal(m) => {
                format!("コンピューターが非合法手{m}を選びました")
            }
            Refusal::MiniRoster => {
                "ミニShuuro、8×8、フェアリーの対局はそれぞれ専用のコスト表を使います".into()
            }
            Refusal::StartFromItsRow => format!(
                "{}で対局を始めるのは最後の行「{}」です",
                k.key_name_of(Ctx::Settings, Action::Activate),
                self.field(Field::Start)
            ),
            Refusal::PieceMax { role, max } => {
                format!("このコスト表では{}は{max}個までです", self.role(*role))
            }
            Refusal::NothingToUndo => format!(
                "戻すものがありません：{}は{}か{}の前のアーミーに戻します",
                k.key_for(Ctx::Sheet, Action::Takeback),
                k.key_for(Ctx::Sheet, Action::Example),
                k.key_for(Ctx::Sheet, Action::Clear)
            ),
            Refusal::NoSavedGame => {
                "保存した対局はまだありません：ファイル名を入力してください".into()
            }
            Refusal::NoFightToAnalyse => "解析するバトルの手がありません".into(),
            Refusal::AlreadyAnalysed => format!(
                "全部の手を解析済みです：{}でファイルに書き込みます",
                k.key_for(Ctx::Replay, Action::WriteAnalysis)
            ),
            Refusal::AnalysisRunning => format!(
                "解析中です：待つか、{}で止めてください",
                k.key_for(Ctx::Replay, Action::Analyse)
            ),
            Refusal::NoAnalysis => format!(
                "書き込む解析がありません：{}でバトルを解析します",
                k.key_for(Ctx::Replay, Action::Analyse)
            ),
            Refusal::NoRecordFile => "この対局にはファイルがありません".into(),
            Refusal::BadName { side, why } => format!(
                "{}の名前を設定できません：{}",
                self.side(*side),
                self.name_error(why)
            ),
            Refusal::NoFightYet { computer: false } => {
                "練習の続きのバトルは、practice --computerで始めたときだけ指せます".into()
            }
            Refusal::NoFightYet { computer: true } => format!(
                "先に全部配置してください。それから{}でバトルです",
                k.key_for(Ctx::Practice, Action::PlayOut)
            ),
            Refusal::HintsOff => "2人対局でヒントを使えるのは--hintsで始めた対局だけです".into(),
            Refusal::NoHintNow => "今はヒントがありません：指す手も置く駒もありません".into(),
        }
    }

    fn news(&self, k: &Keys, n: &News) -> String {
        match n {
            News::NewGame => "新しい対局".into(),
            News::GameResumed => "対局を再開しました".into(),
            News::GameLeft => "対局を保存しました：「再開」で続きから指せます".into(),
            News::NothingToSave => {
                "まだ保存するものがありません：封印したアーミーがありません".into()
            }
            News::TimeUp => "時間切れです".into(),
            News::ComputerPlays(san) => format!("コンピューターの手：{san}"),
            News::AutoFlip(on) => format!("自動反転：{}", if *on { "オン" } else { "オフ" }),
            News::TypeMove => "手を入力してEnter（Escで取り消し）".into(),
            News::TakenBack(1) => "最後の1手を待ったしました".into(),
            News::TakenBack(n) => format!("最後の{n}手を待ったしました"),
            News::Over(o) => self.outcome(o),
            News::Check(side) => format!("{}のキングにチェックがかかっています", self.side(*side)),
            News::KingCanBeTaken(side) => format!(
                "{}：キングをすぐに取れます（{}のキングが攻撃されています）",
                self.side(*side),
                self.side(side.opposite())
            ),
            News::MayClaimDraw(side) => format!(
                "{}は引き分けを申請できます：{}を押してください",
                self.side(*side),
                k.key_for(Ctx::Fight, Action::ClaimDraw)
            ),
            News::PracticeDone { play_out: true } => format!(
                "全部配置しました：{}でバトル、{}でやり直し、{}で配置を保存、{}で終了",
                k.key_for(Ctx::Practice, Action::PlayOut),
                k.key_for(Ctx::Practice, Action::Restart),
                k.key_for(Ctx::Practice, Action::SaveAs),
                k.key_for(Ctx::Practice, Action::Quit),
            ),
            News::PracticeDone { play_out: false } => format!(
                "全部配置しました：{}でやり直し、{}で配置を保存、{}で終了",
                k.key_for(Ctx::Practice, Action::Restart),
                k.key_for(Ctx::Practice, Action::SaveAs),
                k.key_for(Ctx::Practice, Action::Quit),
            ),
            News::BackToPractice => {
                "練習に戻りました：同じアーミーとキューブで、もう一度配置します".into()
            }
            News::HintThinking => "エンジンがヒントを探しています…".into(),
            News::Hint(line) => format!("ヒント：{line}"),
            News::ReplayOpened => format!(
                "リプレイ：← →で1手ずつ、1〜4でフェーズ、{}で終了",
                k.key_for(Ctx::Replay, Action::Quit)
            ),
            News::ReplayStep(s) => self.step(s),
            News::Analysing => format!(
                "バックグラウンドで解析中：{}か{}で止めます",
                k.key_for(Ctx::Replay, Action::Analyse),
                k.key_name_of(Ctx::Replay, Action::Back)
            ),
            News::AnalysisDone { marked, writable } => {
                let marked = match marked {
                    0 => "印の付いた手はありません".to_string(),
                    n => format!("{n}手に印を付けました"),
                };
                if *writable {
                    format!(
                        "解析が終わりました：{marked}。{}で棋譜に書き込みます",
                        k.key_for(Ctx::Replay, Action::WriteAnalysis)
                    )
                } else {
                    format!("解析が終わりました：{marked}")
                }
            }
            News::AnalysisStopped => format!(
                "解析を止めました：{}で続けます",
                k.key_for(Ctx::Replay, Action::Analyse)
            ),
            News::MakingPuzzles { analysing: true } => {
                "この対局のミスからパズルを作っています：まず解析します…".into()
            }
            News::MakingPuzzles { analysing: false } => {
                "この対局のミスからパズルを作っています…".into()
            }
            News::SavingPicture { animated: false } => "盤をPNGで保存しています…".into(),
            News::SavingPicture { animated: true } => "対局全体をGIFで保存しています…".into(),
        }
    }

    fn file_notice(&self, k: &Keys, f: &FileNotice) -> String {
        match f {
            FileNotice::Saved(path) => format!("{}に保存しました", path.display()),
            FileNotice::SaveFailed(e) => format!("保存できませんでした：{}", self.save_failed(e)),
            FileNotice::OpenFailed(OpenError::Load(e)) => self.load_error(e),
            FileNotice::OpenFailed(OpenError::Lock(e)) => self.lock_error(e),
            FileNotice::NothingToResume => "再開できる中断中の対局はありません".into(),
            FileNotice::PrefsSaved(path) => format!("設定を{}に保存しました", path.display()),
            FileNotice::Unlocked(e) => format!(
                "{}：対局は保存されますが、別のshuuroでもこの対局を開けてしまいます",
                self.lock_error(e)
            ),
            FileNotice::AutosaveMoved(path) => format!(
                "{}に保存しました：これからは操作のたびにここへ保存します",
                path.display()
            ),
            FileNotice::PrefsBroken { path, why } => format!(
                "既定の設定を使います。{}は読めないのでそのまま残します：{}",
                path.display(),
                self.prefs_why(why)
            ),
            FileNotice::KeysNotUsed { path, problems } => format!(
                "{}の次のキー設定は使わず、既定のキーを使います：{}",
                path.display(),
                problems
                    .iter()
                    .map(|p| self.key_problem(p))
                    .collect::<Vec<_>>()
                    .join("。")
            ),
            FileNotice::PrefsNotReplaced { path, why } => format!(
                "置き換えていません：もう一度保存すると、読めない{}を置き換えます：{}",
                path.display(),
                self.prefs_why(why)
            ),
            FileNotice::PrefsSaveFailed { path: Some(p), why } => format!(
                "設定を保存できませんでした：{}：{}",
                p.display(),
                self.prefs_why(why)
            ),
            FileNotice::PrefsSaveFailed { path: None, why } => {
                format!("設定を保存できませんでした：{}", self.prefs_why(why))
            }
            FileNotice::ClockReplacesThink { think, clock } => format!(
                "持ち時間{clock}でコンピューターの時間が決まります：--think {}sは使いません（--clock noneで持ち時間なし）",
                think.as_secs_f64()
            ),
            FileNotice::DataFolderIsAFile(path) => format!(
                "対局を保存できません：{}はファイルで、フォルダーではありません（ファイルを移すか、SHUURO_DATA_DIRにフォルダーを設定してください）",
                path.display()
            ),
            FileNotice::ResumedPast { game, broken } => {
                let newer = match broken.as_slice() {
                    [(p, why)] => format!("{}は読めません（{}）", name(p), self.unreadable(why)),
                    [(p, why), rest @ ..] => format!(
                        "{}ほか新しい保存{}件が読めません（{}）",
                        name(p),
                        rest.len(),
                        self.unreadable(why)
                    ),
                    [] => String::new(),
                };
                format!("{newer}：読める中で最新の{}を再開しました", name(game))
            }
            FileNotice::MistakesEmpty => format!(
                "「自分のミス」にはまだパズルがありません：リプレイ画面の{}で対局のミスから作れます",
                k.key_for(Ctx::Replay, Action::MakePuzzles)
            ),
            FileNotice::MistakesUnreadable(e) => self.read_error(e),
            FileNotice::MistakesInvalid(e) => {
                format!("「自分のミス」を使えません：{}", self.puzzle_error(e))
            }
            FileNotice::PuzzlesMade(m) => {
                let new = if m.added == m.made {
                    String::new()
                } else {
                    format!("（新しいのは{}問）", m.added)
                };
                let left_out = match m.dropped {
                    0 => String::new(),
                    n => format!("。{n}問は最善手が1つに決まらないので省きました"),
                };
                format!(
                    "この対局のミスからパズルを{}作り{new}、「自分のミス」に入れました{left_out}",
                    self.counted(m.made as u64, Noun::Puzzle)
                )
            }
            FileNotice::PuzzlesNotMade(MineError::Save(e)) => format!(
                "「自分のミス」にパズルを追加できませんでした：{}",
                self.save_failed(e)
            ),
            FileNotice::PuzzlesNotMade(e @ MineError::Stopped) => {
                format!("パズルは作りませんでした：{}", self.mine_error(e))
            }
            FileNotice::PictureSaved(path) => format!("画像を保存しました：{}", path.display()),
            FileNotice::PictureNotSaved(e) => {
                format!("画像を保存できませんでした：{}", self.picture_save_error(e))
            }
        }
    }

    fn question(&self, k: &Keys, q: &Question) -> String {
        let yes = k.key_for(q.ctx(), Action::Yes);
        let no = k.key_for(q.ctx(), Action::No);
        match q {
            Question::Takeback { by } => format!(
                "{}が最後の手の待ったを求めています。{}、認めますか？（{yes}/{no}）",
                self.side(*by),
                self.side(by.opposite())
            ),
            Question::DrawOffer { by } => format!(
                "{}が引き分けを提案しています。{}、受けますか？（{yes}/{no}）",
                self.side(*by),
                self.side(by.opposite())
            ),
            Question::Resign { side } => {
                format!("{}、本当に投了しますか？（{yes}/{no}）", self.side(*side))
            }
            Question::EndInDraw => format!("引き分けで対局を終えますか？（{yes}/{no}）"),
            Question::ClaimDraw { side, reason } => format!(
                "{}、{}で引き分けを申請しますか？（{yes}/{no}）",
                self.side(*side),
                if matches!(reason, Reason::FiftyMove) {
                    "50手ルール"
                } else {
                    "同一局面3回"
                }
            ),
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
                let (there, with) = match q.overwrite_with() {
                    Some(Saving::Layout) => ("保存した対局かキューブ配置", "キューブ配置"),
                    Some(Saving::Game) | None => ("保存した対局", "対局"),
                };
                (
                    "ファイルを置き換えますか？".into(),
                    vec![
                        format!("{path}には{there}があります。"),
                        format!("この{with}で置き換えますか？{yes}で置き換え、{no}でそのまま。"),
                    ],
                )
            }
            Overlay::Question(Question::LeavePractice) => (
                "練習をやめますか？".into(),
                vec![format!(
                    "配置した駒は残りません。{yes}でやめる、{no}で続ける。"
                )],
            ),
            Overlay::Question(Question::RestartPractice) => (
                "練習を最初からやり直しますか？".into(),
                vec![format!(
                    "盤を空にします：配置した駒は残りません。{yes}でやり直し、{no}で続ける。"
                )],
            ),
            Overlay::Question(Question::LeaveUnsaved { quit }) => (
                if *quit {
                    "保存せずに終了しますか？"
                } else {
                    "保存せずに戻りますか？"
                }
                .into(),
                vec![
                    "対局は保存されていません：最後の自動保存に失敗しました。".into(),
                    "最後の保存より後の手は、ここを離れると失われます。".into(),
                    format!(
                        "{yes}で保存せずに離れる、{no}でとどまる（その後{}で別名保存）。",
                        k.key_for(Ctx::Fight, Action::SaveAs)
                    ),
                ],
            ),
            Overlay::AutosaveFailed(e) => (
                "対局が保存されていません".into(),
                vec![
                    format!("自動保存に失敗しました：{}", self.save_failed(e)),
                    "これから指す手は、終了すると失われます。".into(),
                    format!(
                        "{}で別名で保存、{}で次に失敗するまでこれを隠します。",
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
            None => "開始：アーミーはまだ編成されていません".to_string(),
            Some(Step::Army { side, army }) if s.army_revealed => format!(
                "手順{n}：{}のアーミー {}",
                self.side(*side),
                army.letters(*side)
            ),
            Some(Step::Army { side, army }) => format!(
                "手順{n}：{}のアーミー、{}",
                self.side(*side),
                self.sealed(army)
            ),
            Some(Step::PlinthRoll(r)) => format!(
                "手順{n}：{}が{}の区画でダイス{}・{}{}",
                self.side(r.by),
                self.quadrant(r.quadrant),
                r.column,
                r.row,
                match s.roll {
                    Some(l) if !l.placed => "（既にキューブあり：無効）".to_string(),
                    Some(l) => l
                        .square
                        .map(|sq| format!("：キューブを{sq}に"))
                        .unwrap_or_default(),
                    None => String::new(),
                }
            ),
            Some(Step::DeployRoll([b, r])) => format!("手順{n}：配置順のダイス 青{b}、赤{r}"),
            Some(Step::Place { piece, square }) => format!("手順{n}：{}@{square}", piece.char()),
            Some(Step::FightRoll([b, r])) => format!("手順{n}：先後のダイス 青{b}、赤{r}"),
            Some(Step::Move(m)) => {
                let ply = s.plies;
                let san = s.san.clone().unwrap_or_else(|| m.to_string());
                match s.number {
                    Some(number) => format!("{number} {san}（通算{ply}手目）"),
                    None => format!("{san}（通算{ply}手目）"),
                }
            }
            Some(Step::SetPlinths(b)) => {
                format!("手順{n}：キューブ{}個の固定配置", b.count())
            }
            Some(Step::SetDeployFirst(side)) => {
                format!("手順{n}：{}が先に配置", self.side(*side))
            }
            Some(Step::SetFightFirst(side)) => format!("手順{n}：{}が先手", self.side(*side)),
            Some(Step::Resign(side)) => format!("手順{n}：{}が投了", self.side(*side)),
            Some(Step::AgreeDraw) => format!("手順{n}：合意で引き分け"),
            Some(Step::ClaimDraw(r)) => {
                format!("手順{n}：引き分けの申請（{}）", self.reason(*r))
            }
            Some(Step::Timeout(side)) => format!("手順{n}：{}の時間切れ", self.side(*side)),
        };
        if s.hinted {
            format!("{words}（ヒントの後の手）")
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
        format!("封印済み（駒{}個）", army.total())
    }

    fn counted(&self, n: u64, noun: Noun) -> String {
        match noun {
            Noun::Square => format!("{n}マス"),
            Noun::Placement => format!("配置{n}回"),
            Noun::Puzzle => format!("{n}問"),
            Noun::Move => format!("{n}手"),
            Noun::Piece => format!("{n}個"),
        }
    }

    fn progress(&self, p: Progress) -> String {
        match p {
            Progress::Over { outcome, moves } => {
                format!("{moves}手、{}", self.outcome(&outcome))
            }
            Progress::Armies => "アーミー編成中".into(),
            Progress::Plinths => "戦場の準備中".into(),
            Progress::Deploy { total: 0, .. } => "配置中".into(),
            Progress::Deploy { placed, total } => format!("配置中、{total}個中{placed}個"),
            Progress::Fight { moves } => format!("バトル、{moves}手"),
        }
    }

    fn standing(&self, s: Standing) -> String {
        match s {
            Standing::Over { outcome, moves } => {
                format!("{}、{moves}手", self.outcome(&outcome))
            }
            Standing::ToMove { side, moves } => {
                format!("{}の手番、{moves}手", self.side(side))
            }
            Standing::ToPlace(side) => format!("{}の配置番", self.side(side)),
            Standing::Phase(p) => self.phase(p).into(),
        }
    }
}
