//! The words of files in Japanese.

use std::io;

use crate::app::jobs::PictureSaveError;
use crate::app::notice::PrefsWhy;
use crate::engine::Level;
use crate::picture::game::PictureError;
use crate::picture::gif::GifError;
use crate::picture::png::PngError;
use crate::prefs::{ClockError, Expected, MAX_LEVEL, MAX_THREADS, NAME_MAX, NameError, PrefsError};
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
use crate::rules::outcome::Reason;

use super::{Ja, q};
use crate::words::en::files::{result_text, squares_text};
use crate::words::{FileWords, RulesWords};

impl FileWords for Ja {
    // The system's kinds of failure are many and more may come: the common ones are
    // worded, the rest keep the system's words.
    #[allow(clippy::wildcard_enum_match_arm)]
    fn io_kind(&self, e: &io::Error) -> Option<&'static str> {
        Some(match e.kind() {
            io::ErrorKind::NotFound => "見つかりません",
            io::ErrorKind::PermissionDenied => "アクセスが許可されていません",
            io::ErrorKind::AlreadyExists => "すでにあります",
            io::ErrorKind::StorageFull => "ディスクに空きがありません",
            io::ErrorKind::ReadOnlyFilesystem => "読み取り専用のファイルシステムです",
            io::ErrorKind::IsADirectory => "フォルダーです（ファイルではありません）",
            io::ErrorKind::NotADirectory => "フォルダーではありません",
            io::ErrorKind::InvalidData => {
                "データが正しくありません（UTF-8のテキストではありません）"
            }
            io::ErrorKind::TimedOut => "時間切れになりました",
            io::ErrorKind::Interrupted => "中断されました",
            _ => return None,
        })
    }

    fn too_big(&self, e: &TooBig) -> String {
        format!(
            "{}バイトあり、shuuroのファイルとしては大きすぎます（上限{MAX_FILE_BYTES}バイト）",
            e.bytes
        )
    }

    fn name_too_long(&self, e: &NameTooLong) -> String {
        format!(
            "ファイル名が{}バイトあります：保存するファイルの名前は{MAX_NAME_BYTES}バイトまでです",
            e.bytes
        )
    }

    fn no_way(&self, e: &NoWay) -> String {
        match e {
            NoWay::DanglingLink { link, to } => format!(
                "{}は{}へのリンクですが、その先がありません",
                link.display(),
                to.display()
            ),
            NoWay::NotAFolder(p) => {
                format!("{}はファイルで、フォルダーではありません", p.display())
            }
        }
    }

    fn still_held(&self, e: &StillHeld) -> String {
        format!(
            "別のshuuroが{}を{}秒以上使っています（止まっていませんか）：何も書いていません",
            e.lock.display(),
            WAIT.as_secs()
        )
    }

    fn not_a_file(&self, e: NotAFile) -> &'static str {
        match e {
            NotAFile::Directory => "フォルダーで、通常のファイルではありません",
            NotAFile::Fifo => "FIFO（名前付きパイプ）で、通常のファイルではありません",
            NotAFile::Socket => "ソケットで、通常のファイルではありません",
            NotAFile::Device => "デバイスで、通常のファイルではありません",
            NotAFile::Other => "通常のファイルではありません",
        }
    }

    fn load_error(&self, e: &LoadError) -> String {
        match e {
            LoadError::Layout { path } => format!(
                "{}は配置の練習用のキューブ配置で、対局ではありません：shuuro practice --layout {}で使えます",
                path.display(),
                path.display()
            ),
            LoadError::Io { path, .. }
            | LoadError::Record { path, .. }
            | LoadError::Replay { path, .. } => {
                format!("{}：{}", path.display(), self.load_reason(e))
            }
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
                format!("{}：{}", path.display(), self.io_failure(source))
            }
            SaveError::WouldOverwrite { path, reason } => format!(
                "{}は上書きしません：対局として読めないものが入っています（{}）",
                path.display(),
                self.not_a_game(reason)
            ),
            SaveError::Appeared(p) => format!(
                "{}ができています（別のプログラムが今書きました）：そのまま残します",
                p.display()
            ),
            SaveError::NotAGame(at) => self.not_a_game_at(at),
            SaveError::NoFolder(p) => format!("{}：そのフォルダーはありません", p.display()),
            SaveError::NoFile => "この対局には書き込むファイルがありません".into(),
            SaveError::NoCurrentFolder { path, source } => format!(
                "{}：今いるフォルダーが読めません：{}",
                path.display(),
                self.io_failure(source)
            ),
            SaveError::Unreadable(e) => self.load_error(e),
            SaveError::OtherGame(p) => format!(
                "{}には書きません：表示中の対局がもう入っていません",
                p.display()
            ),
            SaveError::InUse(p) => format!(
                "{}は進行中の対局で開かれています：解析は書きません",
                p.display()
            ),
            SaveError::Lock(e) => self.lock_error(e),
            SaveError::NotASet { path, reason } => format!(
                "{}は上書きしません：パズル集ではありません（{}）",
                path.display(),
                self.set_error(reason)
            ),
        }
    }

    fn not_a_game(&self, e: &NotAGame) -> String {
        match e {
            NotAGame::Record(e) => self.record_error(e),
            NotAGame::Replay(e) => self.replay_error(e),
            NotAGame::Layout => "配置の練習用のキューブ配置で、対局ではありません".into(),
        }
    }

    fn not_a_game_here(&self, e: &NotAGameHere) -> String {
        match e {
            NotAGameHere::LockFile => "対局のロックファイルの名前です".into(),
            NotAGameHere::TempFile => "保存中の一時ファイルの名前です".into(),
            NotAGameHere::NotAFile(n) => self.not_a_file(*n).into(),
            NotAGameHere::DanglingLink => "先のないシンボリックリンクです".into(),
            NotAGameHere::Devices => {
                "/dev（システムのデバイスのフォルダー）の新しいファイルです".into()
            }
            NotAGameHere::Unreadable(e) => self.io_failure(e),
            NotAGameHere::Holds(e) => self.not_a_game(e),
        }
    }

    fn not_a_game_at(&self, e: &NotAGameAt) -> String {
        format!(
            "{}は対局ではありません（{}）：別の名前にしてください",
            e.path.display(),
            self.not_a_game_here(&e.what)
        )
    }

    fn lock_error(&self, e: &LockError) -> String {
        match e {
            LockError::Busy { game } => format!(
                "{}は別のshuuroで開かれています。見るだけなら：shuuro replay {}",
                game.display(),
                game.display()
            ),
            LockError::Io { lock, source } => format!(
                "{}：対局のロックを取れません：{}",
                lock.display(),
                self.io_failure(source)
            ),
        }
    }

    fn leftover(&self, e: &Leftover) -> String {
        match e {
            Leftover::Removed { temp } => {
                format!("中断された保存が残した{}を消しました", temp.display())
            }
            Leftover::Completed { temp, game } => format!(
                "{}に中断された保存の{}の新しい状態がありました：保存を完了しました",
                temp.display(),
                game.display()
            ),
            Leftover::Recovered { temp, saved_as } => format!(
                "{}に棋譜にない対局が中断された保存から残っていました：{}として残しました",
                temp.display(),
                saved_as.display()
            ),
        }
    }

    fn record_error(&self, e: &RecordError) -> String {
        match e {
            RecordError::Json(m) => format!("JSONではありません：{m}"),
            RecordError::Field { field, message } => format!("{field}：{message}"),
            RecordError::OtherFile(o) => format!(
                "このファイルは{}で、棋譜ではありません（{}）",
                self.other_file(*o),
                match o {
                    OtherFile::Roster => "コスト表はplay --roster FILEで使います",
                    OtherFile::PuzzleSet => "パズル集はshuuro puzzles FILEで開きます",
                }
            ),
            RecordError::Computer { field, problem } => match problem {
                ComputerProblem::Side(v) => {
                    format!("{field}：{v}は青か赤ではありません（\"blue\"か\"red\"にします）")
                }
                ComputerProblem::Think(v) => format!(
                    "{field}：{v}は思考時間ではありません（0より大きい整数のミリ秒にします）"
                ),
                ComputerProblem::Level(v) => format!(
                    "{field}：{v}はレベルではありません（{}〜{}にします）",
                    Level::MIN,
                    Level::MAX
                ),
                ComputerProblem::Style(v) => format!(
                    "{field}：{v}は、このプログラムが読めるコンピューターの設定ではありません"
                ),
            },
        }
    }

    fn other_file(&self, e: OtherFile) -> &'static str {
        match e {
            OtherFile::Roster => "コスト表",
            OtherFile::PuzzleSet => "パズル集",
        }
    }

    fn replay_error(&self, e: &ReplayError) -> String {
        format!(
            "{}（{}）：{}",
            e.step,
            e.text,
            self.replay_reason(&e.reason)
        )
    }

    fn replay_reason(&self, e: &ReplayReason) -> String {
        match e {
            ReplayReason::Rule(e) => self.game_error(e),
            ReplayReason::PlinthsFromRolls(b) => {
                format!("ダイスの目からはキューブが{}になります", squares_text(*b))
            }
            ReplayReason::DiceOrder { side, fight } => format!(
                "ダイスでは{}が{}",
                self.side(*side),
                if *fight {
                    "先手です"
                } else {
                    "先に配置します"
                }
            ),
            ReplayReason::SeriousOrder { side, fight } => format!(
                "真剣勝負では、{}",
                if *fight {
                    format!("先に配置し終えた{}が先手です", self.side(*side))
                } else {
                    format!("駒の多い{}が先に配置します", self.side(*side))
                }
            ),
            ReplayReason::DiceUndecided => {
                "ダイスでまだ決まっていません（最後の組が同じ目です）".into()
            }
            ReplayReason::EndedOtherwise(o) => {
                format!("対局は別の形で終わっています：{}", self.outcome(o))
            }
            ReplayReason::ResignationWithoutWinner => "投了には勝者がいます".into(),
            ReplayReason::DrawWithWinner(r) => {
                format!("{r}は引き分けです：勝者はnullにします")
            }
            ReplayReason::NoFlagNow(p) => format!("今は時間切れになりません：{}", self.phase(*p)),
            ReplayReason::NotRepeated(n) => {
                format!("最後の局面は{n}回しか現れていません（3回ではありません）")
            }
            ReplayReason::NotFiftyMoves(n) => {
                format!("駒取りもポーンの移動もない手は{n}半手だけです（100ではありません）")
            }
            ReplayReason::NotReached(r) => match r {
                Reason::Checkmate => "最後の局面はチェックメイトではありません",
                Reason::Stalemate => "最後の局面はステイルメイトではありません",
                Reason::KingCaptured => "キングは取られていません",
                Reason::Fivefold => "最後の局面は5回現れていません",
                Reason::SeventyFiveMove => "駒取りもポーンの移動もない手が75手続いていません",
                Reason::DeadPosition
                | Reason::Resignation
                | Reason::Timeout
                | Reason::Repetition
                | Reason::FiftyMove
                | Reason::Agreement => "最後の局面はキング対キングではありません",
            }
            .into(),
            ReplayReason::RulesSay(o) => format!("ルールでは{}です", result_text(o)),
            ReplayReason::NotOver => "対局は終わっていません".into(),
            ReplayReason::Analysis(p) => self.entry_problem(p),
        }
    }

    fn entry_problem(&self, e: &EntryProblem) -> String {
        match e {
            EntryProblem::BestIllegal { number, reason } => format!(
                "最善手が{number}手目の前の局面で指せません：{}",
                self.illegal_reason(reason)
            ),
            EntryProblem::PvNotBest { first, best } => {
                format!("読み筋が最善手{best}ではなく{first}で始まっています")
            }
            EntryProblem::PvIllegal { reason } => format!(
                "読み筋のそれまでの手の後では指せません：{}",
                self.illegal_reason(reason)
            ),
        }
    }

    fn roster_error(&self, e: &RosterError) -> String {
        match e {
            RosterError::NotJson { origin, message } => {
                format!("{origin}：JSONではありません：{message}")
            }
            RosterError::Field {
                origin,
                field,
                message,
            } => format!("{origin}：{field}：{message}"),
            RosterError::Invalid { origin, problems } => format!(
                "{origin}：{}",
                self.joined(problems.0.iter().map(|p| self.roster_problem(p)).collect())
            ),
            RosterError::Unknown(name) => format!(
                "コスト表{}はありません（組み込み：standard、mini、no-limits、tabletop、fairy、mini-fairy、eight、eight-fairy）",
                q(name)
            ),
            RosterError::NoSuchRoster(name) => format!(
                "コスト表{}はありません（standard、mini、no-limits、tabletop、fairy、mini-fairy、eight、eight-fairy）。その名前のファイルもありません",
                q(name)
            ),
            RosterError::Unreadable { path, message } => {
                format!("{path}：コスト表のファイルを読めません：{message}")
            }
        }
    }

    fn read_error(&self, e: &ReadError) -> String {
        match e {
            ReadError::Io { path, source } => {
                format!("{}：{}", path.display(), self.io_failure(source))
            }
            ReadError::BrokenProgress {
                path,
                aside,
                reason,
            } => format!(
                "{}はパズルの成績ファイルではありません（{}）：そのまま残し、次の解答を保存するときに{}へ移します",
                path.display(),
                self.not_progress(reason),
                aside.display()
            ),
            ReadError::BrokenSet { path, reason } => format!(
                "{}はパズル集ではありません：{}",
                path.display(),
                self.set_error(reason)
            ),
        }
    }

    fn not_progress(&self, e: &NotProgress) -> String {
        match e {
            NotProgress::TooBig(e) => self.too_big(e),
            NotProgress::NotUtf8(e) => format!("UTF-8のテキストではありません：{e}"),
            NotProgress::Text(e) => self.progress_error(e),
        }
    }

    fn progress_error(&self, e: &ProgressError) -> String {
        use crate::puzzle::progress::{FORMAT, VERSION};
        match e {
            ProgressError::NotJson(m) => format!("JSONではありません：{m}"),
            ProgressError::Field { path, message } => format!("{path}：{message}"),
            ProgressError::Format(f) => {
                format!("format：\"{FORMAT}\"のはずが{}です", q(f))
            }
            ProgressError::Version(v) => {
                format!(
                    "バージョン{v}は読めません（このプログラムはバージョン{VERSION}を読みます）"
                )
            }
            ProgressError::UnknownField(f) => {
                format!("{f}：知らない項目です（追加できるのはx-で始まる項目だけ）")
            }
            ProgressError::BadNumber(f) => {
                format!("{f}：レーティングではありません（有限の数、偏差は0より大）")
            }
            ProgressError::BadPuzzleRating { set, id } => format!(
                "x-puzzles.{set}.{id}：レーティングではありません（有限の数、偏差と変動率は0より大）"
            ),
        }
    }

    fn set_error(&self, e: &SetError) -> String {
        match e {
            SetError::NotJson(m) => format!("JSONではありません：{m}"),
            SetError::Field { path, id, problem } => format!(
                "{path}{}：{}",
                id.as_ref()
                    .map(|i| format!("（パズル{i}）"))
                    .unwrap_or_default(),
                self.field_problem(problem)
            ),
        }
    }

    fn field_problem(&self, e: &FieldProblem) -> String {
        use crate::puzzle::set::{FORMAT, VERSION};
        match e {
            FieldProblem::Value(m) => m.clone(),
            FieldProblem::Format(f) => format!("\"{FORMAT}\"のはずが{}です", q(f)),
            FieldProblem::Version(v) => {
                format!(
                    "バージョン{v}は読めません（このプログラムはバージョン{VERSION}を読みます）"
                )
            }
            FieldProblem::UnknownField => {
                "知らない項目です（追加できるのはx-で始まる項目だけ）".into()
            }
            FieldProblem::DuplicateId(id) => {
                format!("ID{}は前のパズルで使われています", q(id))
            }
            FieldProblem::Rating(r) => format!("レーティング{r}が400〜3000の外です"),
        }
    }

    fn unknown_theme(&self, e: &UnknownTheme) -> String {
        format!(
            "{}はテーマではありません（テーマ：mate-in-1〜mate-in-5、material、fork、pin、ambush、promotion、plinth、defence、deployment、skewer、discovered-attack、deflection、quiet-move）",
            q(&e.0)
        )
    }

    fn puzzle_error(&self, e: &PuzzleError) -> String {
        format!(
            "パズル{}（{}）：{}",
            e.id,
            e.field,
            self.puzzle_problem(&e.problem)
        )
    }

    fn puzzle_problem(&self, e: &Problem) -> String {
        match e {
            Problem::Sfen(e) => self.sfen_error(e),
            Problem::NotFight => "バトルのパズルにはバトルの局面が要ります（持ち駒は\"-\"）".into(),
            Problem::NotDeployment => "配置のパズルには配置中の局面が要ります（持ち駒あり）".into(),
            Problem::NoFirst => {
                "配置のパズルにはバトルの先手（\"blue\"か\"red\"）を書きます".into()
            }
            Problem::MoveText(t, e) => {
                format!("{}は手ではありません：{}", q(t), self.parse_move_error(e))
            }
            Problem::PlacementText(t) => {
                format!("{}は配置ではありません（例：N@c1）", q(t))
            }
            Problem::Position(p) => format!(
                "局面がルールに反しています：{}",
                self.joined(p.0.iter().map(|p| self.position_error(p)).collect())
            ),
            Problem::Deployment(d) => format!(
                "配置がルールに反しています：{}",
                self.joined(d.0.iter().map(|p| self.deployment_error(p)).collect())
            ),
            Problem::AlreadyOver => "パズルの局面で対局がもう終わっています".into(),
            Problem::Step { text, error } => format!("{text}：{}", self.step_error(error)),
            Problem::EmptySolution => "解答が空です".into(),
            Problem::EndsOnReply => "解答が解く側の手ではなく応手で終わっています".into(),
            Problem::EndsEarly => "解答の途中で対局が終わります".into(),
            Problem::NotAccepted => "解答の最初の手がacceptにありません".into(),
            Problem::MateTheme { n, moves, mates } => format!(
                "テーマはmate-in-{n}ですが、解答は{}",
                if *mates {
                    format!("{moves}手でメイトになります")
                } else {
                    format!("チェックメイトで終わりません（解く側の手は{moves}手）")
                }
            ),
        }
    }

    fn step_error(&self, e: &StepError) -> String {
        match e {
            StepError::PlacementInFight => "バトル中の配置です".into(),
            StepError::MoveInDeployment => "配置中のバトルの手です".into(),
            StepError::Illegal(r) => format!("指せません：{}", self.illegal_reason(r)),
            StepError::Refused(e) => self.place_error(e),
            StepError::Over => "対局はもう終わっています".into(),
            StepError::FightStart(p) => format!(
                "バトルを始められません：{}",
                self.joined(p.0.iter().map(|p| self.position_error(p)).collect())
            ),
        }
    }

    fn mine_error(&self, e: &MineError) -> String {
        match e {
            MineError::Stopped => "対局の解析が終わる前に止めました".into(),
            MineError::Save(e) => self.save_error(e),
        }
    }

    fn picture_error(&self, e: &PictureError) -> String {
        match e {
            PictureError::StepOutOfRange { step, count } => {
                format!("--step {step}：棋譜の手順は1〜{count}です（replay --sfenの行）")
            }
            PictureError::Broken(e) => self.replay_error(e),
            PictureError::Pixels(e) => self.png_error(e),
            PictureError::Animation(e) => self.gif_error(e),
        }
    }

    fn png_error(&self, e: &PngError) -> String {
        match e {
            PngError::Svg(e) => format!("描いた図を読み戻せません：{e}"),
            PngError::TooLarge { width, height } => {
                format!("{width}×{height}ピクセルの画像は大きすぎます")
            }
            PngError::Encode(e) => format!("PNGにできません：{e}"),
        }
    }

    fn gif_error(&self, e: &GifError) -> String {
        match e {
            GifError::Pixels(e) => self.png_error(e),
            GifError::TooLarge { width, height } => {
                format!("{width}×{height}ピクセルの画像はGIFには大きすぎます")
            }
            GifError::Write(e) => self.io(e),
            GifError::Empty => "動かす画像がありません".into(),
            GifError::Encode(e) => format!("GIFにできません：{e}"),
        }
    }

    fn picture_save_error(&self, e: &PictureSaveError) -> String {
        match e {
            PictureSaveError::Drawing(e) => self.picture_error(e),
            PictureSaveError::Write { path, source } => {
                format!("{}：{}", path.display(), self.io_failure(source))
            }
        }
    }

    fn prefs_error(&self, e: &PrefsError) -> String {
        match e {
            PrefsError::Syntax(m) => format!("TOMLとして読めません：{m}"),
            PrefsError::NotUtf8 => "UTF-8のテキストではありません".into(),
            PrefsError::Unknown {
                line,
                key,
                expected,
            } => format!(
                "{line}行目：知らないキー{}です（使えるキー：{}）",
                q(key),
                expected.join("、")
            ),
            PrefsError::Kind {
                line,
                key,
                expected,
            } => format!(
                "{line}行目：{key}は{}にします",
                match expected {
                    Expected::String => "文字列",
                    Expected::Bool => "trueかfalse",
                    Expected::Level => "1〜8の数",
                    Expected::Threads => "数か\"auto\"",
                    Expected::Table => "表（[names]）",
                }
            ),
            PrefsError::Pieces { line, value } => format!(
                "{line}行目：pieces = {}：\"letters\"、\"unicode\"、\"ascii\"のどれかにします",
                q(value)
            ),
            PrefsError::Think(v) => format!(
                "think = {}：\"2s\"や\"500ms\"のような時間にします（10ms〜600s）",
                q(v)
            ),
            PrefsError::Level { line, value } => format!(
                "{line}行目：level = {value}：1（最弱）〜{MAX_LEVEL}（エンジンの全力）のレベルにします"
            ),
            PrefsError::Clock(v) => format!(
                "clock = {}：\"15+10\"や\"0.5+0\"のように分+秒で書くか（分は0より大きく600まで、秒は整数、加算は0〜600）、\"none\"にします",
                q(v)
            ),
            PrefsError::Threads { line, value } => format!(
                "{line}行目：threads = {value}：1〜{MAX_THREADS}のスレッド数か、\"auto\"（コアを1つ残して全部）にします"
            ),
            PrefsError::Language { line, value } => format!(
                "{line}行目：language = {}：\"en\"（英語）か\"ja\"（日本語）にします",
                q(value)
            ),
            PrefsError::KeyValue { line, name } => format!(
                "{line}行目：keys.{name}はキーの名前かその一覧にします（\"v\"、[\"H\", \"F1\"]）"
            ),
            PrefsError::Name { side, name, why } => {
                format!("names.{side} = {}：{}", q(name), self.name_error(why))
            }
        }
    }

    fn name_error(&self, e: &NameError) -> String {
        match e {
            NameError::Empty => "名前が空です".into(),
            NameError::TooLong { chars } => {
                format!("名前は{NAME_MAX}文字までです（この名前は{chars}文字）")
            }
            NameError::Control { at } => {
                format!("名前に制御文字は使えません（{at}文字目）")
            }
        }
    }

    fn clock_error(&self, e: &ClockError) -> String {
        match e {
            ClockError::Shape => "分+秒で書きます（例：15+10、0.5+0）。持ち時間なしならnone".into(),
            ClockError::Range => {
                "分は0より大きく600まで、加算は0〜600秒です（持ち時間なしならnone）".into()
            }
            ClockError::WholeSeconds => {
                "持ち時間は秒単位です（0.5分は30秒。持ち時間なしならnone）".into()
            }
        }
    }

    fn cannot_tidy(&self, dir: &std::path::Path, e: &io::Error) -> String {
        format!(
            "{}：中断された保存が残したファイルを探せません：{}",
            dir.display(),
            self.io(e)
        )
    }

    fn prefs_why(&self, e: &PrefsWhy) -> String {
        match e {
            PrefsWhy::NotAFile => "通常のファイルではありません".into(),
            PrefsWhy::Io(e) => self.io_failure(e),
            PrefsWhy::Parse(e) => self.prefs_errors(e),
            PrefsWhy::NoConfigFolder => {
                "設定のフォルダーがありません（SHUURO_CONFIG_DIRを設定してください）".into()
            }
        }
    }
}
