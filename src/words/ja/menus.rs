//! The menus and the fixed words in Japanese.

use crate::app::settings::{Field, Opponent, RosterChoice, Settings};
use crate::app::{LinePurpose, MenuItem, SaveAbout, SaveSummary, Vs};
use crate::engine::Level;
use crate::prefs::{Lang, Pieces};
use crate::rules::{BoardSize, Side};

use super::Ja;
use crate::words::menus::MenuWords;
use crate::words::notices::NoticeWords;
use crate::words::{RulesWords, Text};

/// A roster shipped with the game, by its Japanese name (a roster read from a file keeps
/// its own).
fn roster_name(name: &str) -> String {
    crate::words::GameWords::roster_name(&Ja, name)
}

impl MenuWords for Ja {
    fn text(&self, t: Text) -> &'static str {
        match t {
            Text::StartTitle => "Shuuro：アーミー編成・戦場の準備・配置・バトル",
            Text::SettingsTitle => "新しい対局：バリエーションを選ぶ",
            Text::OpenTitle => "保存した対局を再生",
            Text::SavedGames => "保存した対局（新しい順）：",
            Text::On => "オン",
            Text::Off => "オフ",
            Text::NoName => "（なし）",
            Text::NoClock => "なし",
            Text::TooSmall => "端末が小さすぎます",
            Text::Message => "メッセージ",
            Text::HintChoose => "選択",
            Text::HintClickChoose => "かクリックで選択",
            Text::HintGo => "決定",
            Text::HintHelp => "ヘルプ",
            Text::HintQuit => "終了",
            Text::HintChange => "変更",
            Text::HintStart => "開始",
            Text::HintBack => "戻る",
            Text::HintClickReplay => "かクリックで再生",
            Text::HintTypeFileName => "ファイル名を入力",
            Text::HintReady => "準備完了",
            Text::HintLeave => "中断",
            Text::HintExit => "終了",
            Text::HintContinue => "続ける",
            Text::HintPiece => "駒",
            Text::HintCount => "数",
            Text::HintExampleArmy => "見本のアーミー",
            Text::HintExample => "見本",
            Text::HintClear => "クリア",
            Text::HintUndo => "元に戻す",
            Text::HintTakeback => "待った",
            Text::HintConfirm => "確定",
            Text::HintSeal => "アーミーを封印",
            Text::HintBackToSheet => "編成表に戻る",
            Text::HintRoll => "振る",
            Text::HintRollAll => "全部振る",
            Text::HintRollDice => "ダイスを振る",
            Text::HintResign => "投了",
            Text::HintDraw => "引分",
            Text::HintLeaveSaved => "中断（保存済み）",
            Text::HintCursor => "カーソル",
            Text::HintPlace => "配置",
            Text::HintType => "入力",
            Text::HintFlip => "反転",
            Text::HintClaim => "申請",
            Text::HintSave => "保存",
            Text::HintRematch => "再戦",
            Text::HintReview => "振り返り",
            Text::HintMenu => "メニュー",
            Text::HintHideBox => "枠を隠す/出す",
            Text::HintPractice => "練習へ",
            Text::HintCancel => "取り消し",
            Text::HintPlay => "指す",
            Text::HintClick => "かクリック",
            Text::HintBackToSquare => "マスに戻る",
            Text::HintYes => "はい",
            Text::HintNo => "いいえ",
            Text::HintAccept => "受ける",
            Text::HintDecline => "断る",
            Text::HintOtherAnswers => "（相手が答えます）",
            Text::HintStep => "1手",
            Text::HintTen => "±10",
            Text::HintPhase => "フェーズ",
            Text::HintAnalyse => "解析",
            Text::HintPuzzles => "パズル",
            Text::HintWrite => "保存",
            Text::HintDeployIt => "配置へ",
            Text::HintRestart => "やり直し",
            Text::HintRules => "Shuuroのルール",
            Text::HintCloseHelp => "ヘルプを閉じる",
            Text::HelpCursor => "カーソルを動かす",
            Text::HelpPieces => "その駒を選ぶ",
            Text::HelpPiecesSmall => "その駒を選ぶ（小文字も可）",
            Text::HelpPiecesSmallButA => "その駒を選ぶ（a以外は小文字も可）",
            Text::HelpKeys => "キー操作",
            Text::HelpKeysMore => "キー操作（続き）",
            Text::RulesTitle => "Shuuroのルール",
            Text::MoreAbove => "上に続きあり",
            Text::MoreBelow => "下に続きあり",
            Text::HintLine => "1行",
            Text::HintPage => "1ページ",
            Text::HintKeys => "キー操作",
            Text::HintClose => "閉じる",
            Text::NoteTypePlacement => "（Q@e1かQe1）",
            Text::NoteTypeMoveMini => "（e2e4、Nf3、exd5、b6=Q）",
            Text::NoteTypeMove => "（e2e4、Nf3、exd5、b12=Q）",
            Text::HandoverTitle => "交代",
            Text::ArmiesForming => "アーミーを編成中です。",
            Text::PlinthRolls => "キューブのダイス",
            Text::RollsTwoDice => "Enterでダイスを2個振ります：列と段。",
            Text::RollsAll => "aで残りを全部振ります。",
            Text::WhoDeploysFirst => "配置順を決めるダイス",
            Text::WhoMovesFirst => "先手を決めるダイス",
            Text::LowestDeploysFirst => {
                "両者がダイスを1個ずつ振り、小さい目の方が先に配置します。Enterで振ります。"
            }
            Text::HighestMovesFirst => {
                "両者がダイスを1個ずつ振り、大きい目の方が先手です。Enterで振ります。"
            }
            Text::TieAgain => "同じ目なので振り直し",
            Text::StuckHeading => "配置を続けられません：",
            Text::NoPieceCanBePlaced => "配置できる駒がありません",
            Text::ChoosePieceKeys => "TabかK Q R B N P：駒を選ぶ",
            Text::PlaceKeys => "Enterかクリック：配置する",
            Text::StartPlacing => "Enter：配置を始める",
            Text::LiveClocks => "時計とヒントは現在の局面のものです（]で戻る）",
            Text::ComputerPlacing => "コンピューターが配置しています…",
            Text::HintThinking => "ヒント：エンジンが考えています…",
            Text::HintHeading => "ヒント：",
            Text::Lost => "取られた駒：",
            Text::NoMovePlayed => "1手も指されていません",
            Text::Moves => "棋譜",
            Text::TypedMove => "手：",
            Text::TypedPlacement => "配置：",
            Text::PromoteTo => "プロモーション：",
            Text::GameOver => "対局終了",
            Text::SheetPiece => "駒",
            Text::SheetCost => "コスト",
            Text::SheetCount => "個数",
            Text::SheetMax => "上限",
            Text::SheetFixed => "固定",
            Text::SheetArmy => "アーミー：",
            Text::SheetValid => "✓ 有効な編成：Enterでこのアーミーに決定",
            Text::SheetDone => "[ 完了：アーミーを封印 ]",
            Text::AllPlaced => "（全部配置済み）",
            Text::PracticeSheetTitle => "配置の練習：配置するアーミー",
            Text::PracticeStuckKeys => "rでやり直し、qで終了",
            Text::Placed => "配置済み",
            Text::CoachIfNow => "今バトルが始まったら",
            Text::CoachOnlyBlue => "ここで配置するのは青だけ（practice --bothで赤も）",
            Text::CoachThinking => "エンジンが考えています…",
            Text::CoachNotEvaluated => "未評価",
            Text::CoachLooking => "エンジンが盤を見ています…",
            Text::InDanger => "危ない駒",
            Text::Nothing => "なし",
            Text::OpenLines => "キングへの開いた筋",
            Text::NoKingYet => "盤にキングがまだいません",
            Text::Ambush => "奇襲",
            Text::NoKingAttacked => "攻撃されているキングはありません",
            Text::KnightsOnPlinths => "キューブ上のナイト",
            Text::NoneOfThem => "なし",
            Text::NotYetChosen => "未選択",
            Text::EvalGraph => "評価（上が青）",
            Text::EvalNone => "評価：まだありません",
            Text::Mate => "メイト",
            Text::Eval => "評価 ",
            Text::Best => "最善 ",
            Text::PvLine => "読み筋",
            Text::Arrows => "矢印",
            Text::Or => "か",
            Text::And => "と",
            Text::TrainerListTitle => "解くパズルを選ぶ",
            Text::TrainerAllThemes => "すべてのテーマ",
            Text::TrainerYourMove => "あなたの番です。",
            Text::TrainerRight => "正解！相手の応手を待っています…",
            Text::TrainerPast => "これまでの挑戦（+ 正解、- 不正解）",
            Text::TrainerPickPlay => "選ぶ/指す",
            Text::TrainerHint => "ヒント",
            Text::TrainerSolution => "解答",
            Text::TrainerRetry => "やり直し",
            Text::TrainerNext => "次へ",
            Text::TrainerThemes => "テーマ",
            Text::TrainerChoose => "出題を選ぶ",
            Text::TrainerDrop => "選択を解除",
            Text::TrainerListChoose => "選択",
            Text::TrainerListTrain => "開始",
            Text::TrainerListClose => "閉じる",
        }
    }

    fn menu_item(&self, m: MenuItem) -> &'static str {
        match m {
            MenuItem::NewGame => "新しい対局（2人で1台のキーボード）",
            MenuItem::NewComputerGame => "コンピューターと対局",
            MenuItem::NewMini => "ミニShuuroで対局（6×6、短時間）",
            MenuItem::Variants => "バリエーションを選んで対局…",
            MenuItem::Resume => "中断した対局を再開",
            MenuItem::Replay => "保存した対局を再生…",
            MenuItem::Practice => "配置の練習",
            MenuItem::Puzzles => "パズル：戦術と配置",
            MenuItem::MyMistakes => "自分のミス：対局から作ったパズル",
            MenuItem::Help => "ヘルプ：ルールとキー操作",
            MenuItem::Quit => "終了",
        }
    }

    fn field(&self, f: Field) -> &'static str {
        match f {
            Field::Board => "盤",
            Field::Fairy => "フェアリー駒",
            Field::Roster => "コスト表",
            Field::NoLimits => "上限なし",
            Field::BluePoints => "青のポイント",
            Field::RedPoints => "赤のポイント",
            Field::Plinths => "区画ごとのキューブ",
            Field::KingAnywhere => "城のキング",
            Field::Scouts => "偵察",
            Field::Serious => "真剣勝負",
            Field::Clock => "持ち時間",
            Field::Opponent => "対戦相手",
            Field::Level => "相手のレベル",
            Field::Think => "思考時間",
            Field::Threads => "探索スレッド",
            Field::Hints => "2人対局のヒント",
            Field::Pieces => "駒の表示",
            Field::Colours => "色",
            Field::AutoFlip => "盤の自動反転",
            Field::Language => "言語 (Language)",
            Field::BlueName => "青の名前",
            Field::RedName => "赤の名前",
            Field::SaveDefaults => "この設定を既定にする",
            Field::Start => "対局を始める",
        }
    }

    fn field_explain(&self, f: Field) -> &'static str {
        match f {
            Field::Board => "Shuuro 12×12（800ポイント）、8×8（350）、ミニShuuro 6×6（200）",
            Field::Fairy => "lishuuroのチャンセラー、アークビショップ、ジラフ（ポイント増）",
            Field::Roster => "駒のコストと上限数：ルールブック版か卓上改造版",
            Field::NoLimits => "駒の種類ごとの上限なし（キングは1個、駒数の上限は残る）",
            Field::BluePoints | Field::RedPoints => "使えるポイント。差をつけるとハンディキャップ",
            Field::Plinths => "「ジャングル」：区画ごとのキューブを増やす",
            Field::KingAnywhere => "キングを1段目のどのマスにも配置できる",
            Field::Scouts => "キューブを先に振る：盤を見てからアーミーを編成",
            Field::Serious => "ダイスなし：駒が多い方が先に配置、先に配置し終えた方が先手",
            Field::Clock => "「時は金なり」：分＋1手ごとに加える秒",
            Field::Opponent => "このキーボードの2人目か、コンピューター",
            Field::Level => "1は初心者向け、上がるほど強くなり、8はエンジンの全力",
            Field::Think => "コンピューターが1手にかける時間",
            Field::Threads => "コンピューター・ヒント・コーチ・解析が使うコア数",
            Field::Hints => "2人対局でも求めればエンジンの手を表示（play --hintsと同じ）",
            Field::Pieces => "駒を文字、チェスの記号、またはすべてASCIIで表示",
            Field::Colours => "盤の色（環境変数NO_COLORが優先）",
            Field::AutoFlip => "2人対局で盤を手番の側に向ける",
            Field::Language => "画面の言語：English（英語）か日本語",
            Field::BlueName | Field::RedName => {
                "Enterで新しい対局の棋譜に書く名前を入力（1〜20文字）"
            }
            Field::SaveDefaults => {
                "Enterで表示・反転・持ち時間・思考時間・レベル・スレッド・名前・言語を保存"
            }
            Field::Start => "Enterでこの設定の対局を始める",
        }
    }

    fn field_value(&self, s: &Settings, f: Field) -> String {
        let yes = |b: bool| self.text(if b { Text::On } else { Text::Off }).to_string();
        match f {
            Field::Board => match s.board {
                BoardSize::Twelve => "Shuuro 12×12",
                BoardSize::Eight => "Shuuro 8×8",
                BoardSize::Six => "ミニShuuro 6×6",
            }
            .into(),
            Field::Fairy => yes(s.fairy),
            Field::Roster => match &s.roster {
                RosterChoice::Custom(r) => r.name.clone(),
                RosterChoice::Builtin(n) if !s.board_roster() => roster_name(n),
                RosterChoice::Builtin(_) => roster_name(&s.roster().name),
            },
            Field::NoLimits => yes(s.no_limits),
            Field::BluePoints => s.budget().blue.to_string(),
            Field::RedPoints => s.budget().red.to_string(),
            Field::Plinths => s.plinths_per_quadrant.to_string(),
            Field::KingAnywhere => yes(s.king_anywhere),
            Field::Scouts => yes(s.scouts),
            Field::Serious => yes(s.serious),
            Field::Clock => match s.clock {
                None => self.text(Text::NoClock).into(),
                Some(c) => c.to_string(),
            },
            Field::Opponent => match s.opponent {
                Opponent::Human => "このキーボードの2人目".into(),
                Opponent::Computer => format!("コンピューター（{}）", self.side(s.computer.side)),
            },
            Field::Level => match s.computer.level() {
                Level::MIN => format!("{}（最弱）", Level::MIN),
                Level::MAX => format!("{}（エンジンの全力）", Level::MAX),
                l => l.to_string(),
            },
            Field::Think => format!("{:.1}秒", s.computer.think.as_secs_f64()),
            Field::Threads => match s.threads {
                None => format!("1コアを残して全部（{}）", s.threads()),
                Some(n) if n as usize > s.threads() => {
                    format!("{n}（ここではコア数の{}）", s.threads())
                }
                Some(n) => n.to_string(),
            },
            Field::Hints => yes(s.hints),
            Field::Pieces => match s.pieces {
                Pieces::Letters => "文字",
                Pieces::Unicode => "チェスの記号",
                Pieces::Ascii => "ASCII",
            }
            .into(),
            Field::Colours => yes(s.color),
            Field::AutoFlip => yes(s.auto_flip),
            Field::Language => match s.lang {
                Lang::En => "English（英語）",
                Lang::Ja => "日本語",
            }
            .into(),
            Field::BlueName | Field::RedName => match s.name(f) {
                Some(n) => n.to_string(),
                None => self.text(Text::NoName).into(),
            },
            Field::SaveDefaults | Field::Start => String::new(),
        }
    }

    fn new_game(&self, s: &Settings) -> [String; 2] {
        let b = s.budget();
        let opponent = match s.against_computer() {
            None => "2人で対局".to_string(),
            Some(c) => {
                format!(
                    "コンピューターが{}（レベル{}）",
                    self.side(c.side),
                    c.level()
                )
            }
        };
        let points = if b.blue == b.red {
            format!("{}ポイント", b.blue)
        } else {
            format!("{}／{}ポイント", b.blue, b.red)
        };
        [
            format!(
                "新しい対局：{}、{points}、",
                self.field_value(s, Field::Board)
            ),
            format!(
                "　　　　　　持ち時間{}、{opponent}",
                self.field_value(s, Field::Clock)
            ),
        ]
    }

    fn no_saves(&self, key: &str) -> String {
        format!("  （まだありません：{key}でファイル名を入力）")
    }

    fn save_about(&self, a: &SaveAbout) -> String {
        match a {
            SaveAbout::Game(s) => self.save_summary(s),
            SaveAbout::Unreadable(u @ crate::app::Unreadable::Layout) => {
                format!("{}（shuuro practice --layout）", self.unreadable(u))
            }
            SaveAbout::Unreadable(u) => format!("読めません：{}", self.unreadable(u)),
        }
    }

    fn save_summary(&self, s: &SaveSummary) -> String {
        let vs = match &s.vs {
            Vs::Computer => "対コンピューター、".to_string(),
            Vs::Named(b, r) => format!("{b} 対 {r}、"),
            Vs::Unnamed => String::new(),
        };
        let mut parts = vec![match s.board {
            BoardSize::Six => "ミニ 6×6".to_string(),
            BoardSize::Eight => "8×8".to_string(),
            BoardSize::Twelve => "12×12".to_string(),
        }];
        if s.fairy {
            parts.push("フェアリー".into());
        }
        if s.scouts {
            parts.push("偵察".into());
        }
        if s.plinths_per_quadrant != 2 {
            parts.push(format!("ジャングル{}", s.plinths_per_quadrant));
        }
        if s.king_anywhere {
            parts.push("城のキング".into());
        }
        if s.serious {
            parts.push("真剣勝負".into());
        }
        if let Some(c) = s.clock {
            parts.push(format!("持ち時間{c}"));
        }
        parts.push(self.progress(s.progress));
        format!("{vs}{}", parts.join("、"))
    }

    fn too_small(&self, need: (u16, u16), have: (u16, u16), quit: &str) -> [String; 3] {
        [
            format!("必要：{}×{}", need.0, need.1),
            format!("現在：{}×{}", have.0, have.1),
            format!("{quit}で終了"),
        ]
    }

    fn typing_name(&self, side: Side, enter: &str, esc: &str) -> String {
        format!(
            "{}の名前を入力（{enter}で決定、空なら名前なし、{esc}で取り消し）",
            self.side(side)
        )
    }

    fn line_label(&self, purpose: LinePurpose) -> (&'static str, &'static str) {
        match purpose {
            LinePurpose::PlayerName(_) => ("名前", "決定"),
            LinePurpose::SaveAs => ("対局の保存先", "保存"),
            LinePurpose::SaveLayout => ("キューブ配置の保存先", "保存"),
            LinePurpose::OpenReplay => ("開く棋譜", "開く"),
            LinePurpose::Board => ("入力", "決定"),
        }
    }

    fn line_keys(&self, enter: &str, does: &str, esc: &str) -> String {
        format!("  （{enter}で{does}、{esc}で取り消し）")
    }

    fn line_path(&self, opens: bool, path: &std::path::Path) -> String {
        format!(
            "{}：{}",
            if opens { "開く" } else { "書き込み先" },
            path.display()
        )
    }
}
