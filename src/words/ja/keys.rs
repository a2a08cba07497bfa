//! The keys' words in Japanese.

use crate::app::does::{Does, KeysOf};
use crate::app::key::key_name;
use crate::app::keyset::KeyProblem;

use super::{Ja, q};
use crate::words::keys::KeyWords;

impl KeyWords for Ja {
    fn key_problem(&self, p: &KeyProblem) -> String {
        match p {
            KeyProblem::UnknownScreen { line, screen } => format!(
                "{line}行目：{}という画面はありません（shuuro keysで一覧できます）",
                q(screen)
            ),
            KeyProblem::UnknownAction { line, action } => format!(
                "{line}行目：{}という操作はありません（shuuro keysで一覧できます）",
                q(action)
            ),
            KeyProblem::NotHere {
                line,
                action,
                screen: Some(screen),
            } => format!(
                "{line}行目：{screen}の画面に{}の操作はありません",
                action.name()
            ),
            KeyProblem::NotHere {
                line,
                action,
                screen: None,
            } => format!(
                "{line}行目：{}はキーを変えられる画面にありません",
                action.name()
            ),
            KeyProblem::Fixed { line, action } => format!(
                "{line}行目：{}のキーは変えられません（質問の答えとCtrl-Zは固定です）",
                action.name()
            ),
            KeyProblem::UnknownKey { line, key } => format!(
                "{line}行目：{}はキーの名前ではありません（v、H、F1、Ctrl-Q、Space、Tab、Up、PgDnなど）",
                q(key)
            ),
            KeyProblem::Reserved { line, key } => format!(
                "{line}行目：{}はどの画面でも役割が決まっています（Esc、Enter、Ctrl-C、Ctrl-Zは割り当てられません）",
                key_name(*key)
            ),
            KeyProblem::Twice {
                line,
                screen,
                key,
                action,
                other,
            } => format!(
                "{line}行目：{screen}の画面では{}はすでに{}のキーなので、{}はそこでは既定のキーのままです",
                key_name(*key),
                other.name(),
                action.name()
            ),
        }
    }

    fn does(&self, d: Does) -> &'static str {
        match d {
            Does::ToggleHelp => "このヘルプを表示／非表示",
            Does::QuitSaved => "すぐに終了（対局は保存済み）",
            Does::QuitAtOnce => "すぐに終了",
            Does::Suspend => "一時停止（シェルのfgで戻る）",
            Does::Yes => "はい",
            Does::No => "いいえ",
            Does::OtherAccepts => "相手が受ける",
            Does::OtherDeclines => "相手が断る",
            Does::SealArmy => "アーミーを封印",
            Does::BackToSheet => "編成表に戻る",
            Does::SaveUnderAnotherName => "対局を別名で保存",
            Does::DismissWarning => "警告を閉じる",
            Does::AcceptTyped => "入力した手・名前で決定",
            Does::CancelTyping => "入力を取り消す",
            Does::CloseHelp => "ヘルプを閉じる",
            Does::ReadRules => "Shuuroのルールを読む",
            Does::ScrollLineUp => "1行上へ",
            Does::ScrollLineDown => "1行下へ",
            Does::ScrollPageUp => "1ページ上へ",
            Does::ScrollPageDown => "1ページ下へ",
            Does::ToTop => "先頭へ",
            Does::ToEnd => "最後へ",
            Does::KeysOfScreen => "この画面のキー操作",
            Does::CloseRules => "ルールを閉じる",
            Does::PreviousItem => "前の項目",
            Does::NextItem => "次の項目",
            Does::Choose => "決定",
            Does::QuitOrBack => "終了（または戻る）",
            Does::TypeFileName => "ファイル一覧：ファイル名を入力",
            Does::PreviousSetting => "前の設定",
            Does::NextSetting => "次の設定",
            Does::SettingDown => "設定を下げる",
            Does::SettingUp => "設定を上げる",
            Does::StartFromRow => "対局を始める（その行で。名前は入力）",
            Does::BackToStart => "スタート画面に戻る",
            Does::Ready => "準備完了",
            Does::SaveAs => "対局に名前を付けて保存…",
            Does::LeaveSaved => "中断（対局は保存済み）",
            Does::LeavePractice => "練習をやめる（確認あり）",
            Does::PreviousPiece => "前の駒",
            Does::NextPiece => "次の駒",
            Does::OneMore => "この駒を1個増やす",
            Does::OneLess => "この駒を1個減らす",
            Does::ExampleArmy => "ルールブックの見本のアーミー",
            Does::ClearArmy => "アーミーを空にする（キングだけ）",
            Does::UndoArmy => "元に戻す：直前のeかxの前のアーミー",
            Does::ConfirmArmy => "アーミーを確定（正しいときだけ）",
            Does::RollPlinth => "次のキューブのダイスを振る",
            Does::RollAllPlinths => "残りのキューブを全部振る",
            Does::Flip => "盤を反転",
            Does::RollDice => "ダイスを振る",
            Does::CursorUp => "カーソルを上へ",
            Does::CursorDown => "カーソルを下へ",
            Does::CursorLeft => "カーソルを左へ",
            Does::CursorRight => "カーソルを右へ",
            Does::PlaceChosen => "選んだ駒をカーソルのマスに配置",
            Does::NextInHand => "持ち駒の次の駒を選ぶ",
            Does::PreviousInHand => "持ち駒の前の駒を選ぶ",
            Does::ChooseKing => "キングを選ぶ",
            Does::ChooseQueen => "クイーンを選ぶ",
            Does::ChooseRook => "ルークを選ぶ",
            Does::ChooseBishop => "ビショップを選ぶ",
            Does::ChooseKnight => "ナイトを選ぶ",
            Does::ChoosePawn => "ポーンを選ぶ",
            Does::ChooseChancellor => "チャンセラーを選ぶ（フェアリーの対局）",
            Does::ChooseArchbishop => "アークビショップを選ぶ（フェアリーの対局）",
            Does::ChooseGiraffe => "ジラフを選ぶ（フェアリーの対局）",
            Does::TypePlacement => "配置を入力（Q@e1かQe1）",
            Does::NoTakebackDeploy => "配置に待ったはなし（ルール）",
            Does::NoTakebackPractice => "待ったなし（rでやり直し）",
            Does::HintPlacement => "ヒント：エンジンの配置",
            Does::AutoFlipPlacing => "自動反転オン／オフ（配置する側に盤を向ける）",
            Does::ResignStuck => "投了（配置が続けられない）",
            Does::DrawStuck => "引き分けで終える（相手の同意）",
            Does::PickOrPut => "駒を持つ／行き先に置く",
            Does::TypeMove => "手を入力（e2e4、Nf3、b12=Q）",
            Does::HintMove => "ヒント：エンジンの手と読み筋",
            Does::AutoFlipMoving => "自動反転オン／オフ（手番の側に盤を向ける）",
            Does::Earlier => "1手前の局面を見る（対局は続く）",
            Does::Later => "1手後へ。最後からは現在の局面に戻る",
            Does::AskTakeback => "最後の手の待ったを求める",
            Does::OfferDraw => "引き分けを提案",
            Does::ClaimDraw => "引き分けを申請（同一局面3回、50手）",
            Does::Resign => "投了",
            Does::DropPiece => "持った駒を放す",
            Does::PromoteQueen => "クイーンにプロモーション",
            Does::PromoteRook => "ルークにプロモーション",
            Does::PromoteBishop => "ビショップにプロモーション",
            Does::PromoteKnight => "ナイトにプロモーション",
            Does::PromoteChancellor => "チャンセラーにプロモーション（フェアリーの対局）",
            Does::PromoteArchbishop => "アークビショップにプロモーション（フェアリーの対局）",
            Does::PromoteGiraffe => "ジラフにプロモーション（フェアリーの対局）",
            Does::PreviousChoice => "前の候補",
            Does::NextChoice => "次の候補",
            Does::PromoteHighlighted => "選んでいる駒にプロモーション",
            Does::BackToSquare => "マスに戻る（ポーンは持ったまま）",
            Does::Review => "リプレイ画面で対局を振り返る",
            Does::Rematch => "再戦：同じ設定で先後を入れ替え",
            Does::BackToPractice => "練習に戻る（同じアーミーとキューブ）",
            Does::Quit => "終了",
            Does::HideBox => "枠を隠す／出す（盤を見る）",
            Does::StepForward => "1手進む",
            Does::StepBack => "1手戻る",
            Does::TenForward => "10手進む",
            Does::TenBack => "10手戻る",
            Does::ToStart => "最初へ",
            Does::JumpArmies => "アーミーへ移動",
            Does::JumpPlinths => "キューブへ移動",
            Does::JumpDeployment => "配置へ移動",
            Does::JumpFight => "バトルへ移動",
            Does::Analyse => "バトルをバックグラウンドで解析（もう一度で停止）",
            Does::WriteAnalysis => "解析を棋譜ファイルに書き込む",
            Does::MakePuzzles => "この対局のミスからパズルを作る（自分のミスへ）",
            Does::SavePicture => "表示中の盤をPNG画像で保存（棋譜の隣）",
            Does::SaveAnimation => "対局全体をGIFアニメで保存（棋譜の隣）",
            Does::LeaveViewer => "リプレイを終える",
            Does::StopAnalysis => "解析を止める（解析中でなければ終える）",
            Does::RestartPractice => "同じキューブでやり直す",
            Does::SaveLayout => "キューブ配置を棋譜として保存",
            Does::Coach => "コーチ：危険・開いた筋・奇襲・評価（オン／オフ）",
            Does::PlayOut => "コンピューターとバトルを指す（--computer、全部配置後）",
            Does::PickThenSquare => "駒を選び、次にマスを選ぶ（または配置）",
            Does::TypeTheMove => "手を入力",
            Does::PuzzleHint => "ヒント：動かす駒、もう一度でマス（不正解扱い）",
            Does::Solution => "解答を見る（不正解扱い）、その後1手ずつ盤に",
            Does::Retry => "最初からやり直す",
            Does::NextPuzzle => "次のパズル",
            Does::NextInHandPuzzle => "持ち駒の次の駒を選ぶ（配置）",
            Does::PreviousInHandPuzzle => "持ち駒の前の駒を選ぶ（配置）",
            Does::ShowThemes => "テーマを表示／非表示",
            Does::ChooseThemes => "解くテーマと種類を選ぶ（それぞれの成績つき）",
            Does::DropPicked => "選んだ駒を放す（なければ終える）",
            Does::LeaveTrainer => "パズル練習を終える",
            Does::ListUp => "一覧の上へ",
            Does::ListDown => "一覧の下へ",
            Does::ToggleTheme => {
                "テーマを入れる／外す（全テーマ：外さない。種類：全部、バトル、配置）"
            }
            Does::TrainChosen => "選んだパズルで練習",
            Does::CloseList => "一覧を閉じる（選択は元のまま）",
        }
    }

    fn keys_of(&self, k: KeysOf) -> &'static str {
        match k {
            KeysOf::Everywhere => "どこでも",
            KeysOf::Questions => "質問",
            KeysOf::Offers => "相手への提案",
            KeysOf::ConfirmingArmy => "アーミーの確定",
            KeysOf::Warnings => "警告",
            KeysOf::Typing => "入力",
            KeysOf::Help => "ヘルプ",
            KeysOf::RulesPage => "ルールのページ",
            KeysOf::Menus => "メニュー",
            KeysOf::NewGameSettings => "新しい対局の設定",
            KeysOf::Handover => "交代の画面",
            KeysOf::ArmySheet => "アーミーの編成表（フェーズ1）",
            KeysOf::Plinths => "戦場の準備（フェーズ2）",
            KeysOf::OrderDice => "順番を決めるダイス",
            KeysOf::Deployment => "配置（フェーズ3）",
            KeysOf::Stuck => "続けられない配置",
            KeysOf::Fight => "バトル（フェーズ4）",
            KeysOf::Promotion => "プロモーションの選択",
            KeysOf::GameOver => "対局終了",
            KeysOf::ReplayViewer => "リプレイ",
            KeysOf::Practice => "配置の練習",
            KeysOf::Trainer => "パズル練習",
            KeysOf::ChoosingPuzzles => "パズルの選択",
        }
    }
}
