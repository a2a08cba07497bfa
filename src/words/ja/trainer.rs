//! The puzzle trainer in Japanese.

use std::path::Path;

use crate::app::SaveError;
use crate::app::trainer::Refused;
use crate::puzzle::check::Step;
use crate::puzzle::choose::{Filter, FilterError};
use crate::puzzle::set::{Kind, Theme};
use crate::puzzle::solver::Hint;
use crate::rules::{Role, Side};

use super::{Ja, q};
use crate::words::trainer::TrainerWords;
use crate::words::{FileWords, RulesWords};

impl TrainerWords for Ja {
    fn theme(&self, t: Theme) -> &'static str {
        match t {
            Theme::MateIn1 => "1手メイト",
            Theme::MateIn2 => "2手メイト",
            Theme::MateIn3 => "3手メイト",
            Theme::MateIn4 => "4手メイト",
            Theme::MateIn5 => "5手メイト",
            Theme::Material => "駒得",
            Theme::Fork => "フォーク",
            Theme::Pin => "ピン",
            Theme::Ambush => "奇襲",
            Theme::Promotion => "プロモーション",
            Theme::Plinth => "キューブ",
            Theme::Defence => "受け",
            Theme::Deployment => "配置",
            Theme::Skewer => "スキュア",
            Theme::DiscoveredAttack => "ディスカバードアタック",
            Theme::Deflection => "ディフレクション",
            Theme::QuietMove => "静かな一手",
        }
    }

    fn puzzle_kind(&self, k: Kind) -> &'static str {
        match k {
            Kind::Fight => "バトル",
            Kind::Deployment => "配置",
        }
    }

    fn filter(&self, f: &Filter) -> String {
        let names: Vec<&str> = f.themes.iter().map(|&t| self.theme(t)).collect();
        let mut out = match f.kind {
            Some(k) => format!("{}のパズル", self.puzzle_kind(k)),
            None if names.is_empty() => return "すべてのパズル".into(),
            None => "パズル".into(),
        };
        if !names.is_empty() {
            out.push_str(&format!("（テーマ：{}）", names.join("か")));
        }
        out
    }

    fn filter_error(&self, e: &FilterError) -> String {
        match e {
            // The command line takes the names of docs/puzzle-format.md: the list gives those.
            FilterError::UnknownTheme { name } => format!(
                "{}というテーマはありません（テーマ：{}）",
                q(name),
                Theme::ALL.map(Theme::name).join(", ")
            ),
            FilterError::UnknownKind(k) => format!(
                "{}というパズルの種類はありません（fightかdeployment）",
                q(k)
            ),
            FilterError::NothingMatches(f) => {
                format!("このセットには{}がありません", self.filter(f))
            }
        }
    }

    fn trainer_refused(&self, r: &Refused) -> String {
        match r {
            Refused::Step { step, error } => format!("{step}：{}", self.step_error(error)),
            Refused::MoveText(e) => self.move_text_error(e),
            Refused::PlacementText(e) => self.placement_text_error(e),
            Refused::NothingToPlace => "配置できる駒が残っていません".into(),
        }
    }

    fn trainer_title(&self, set: &str, number: usize) -> String {
        format!("パズル（{set}）  #{number}")
    }

    fn placed_task(&self, to_place: Option<Side>, first: Side, solution: bool) -> String {
        let who = match to_place {
            Some(s) => format!("{}の配置番", self.side(s)),
            None => "誰も配置できません".to_string(),
        };
        let first = self.side(first);
        if solution {
            format!("解答：{who}。バトルは{first}が先手")
        } else {
            format!("次は{who}。バトルは{first}が先手")
        }
    }

    fn progress_pending(&self, file: &str, attempts: usize) -> String {
        format!(
            "成績は保存待ち：別のshuuroが{file}を使用中です。{attempts}回分の挑戦を保持し、終わりしだい保存します。"
        )
    }

    fn theme_columns(&self) -> [&'static str; 3] {
        ["問題数", "正解", "正答率"]
    }

    fn kind_row(&self, kind: Option<Kind>) -> String {
        format!("種類：{}", kind.map_or("すべて", |k| self.puzzle_kind(k)))
    }

    fn place_task(
        &self,
        side: Side,
        role: Option<Role>,
        others: &[Role],
        key: &str,
        first: Side,
    ) -> String {
        let choice = if others.is_empty() {
            String::new()
        } else {
            let names: Vec<&str> = others.iter().map(|&r| self.role(r)).collect();
            format!("（{key}：{}）", names.join("、"))
        };
        format!(
            "{}が{}を配置{choice}。バトルは{}が先手",
            self.side(side),
            role.map_or("駒", |r| self.role(r)),
            self.side(first)
        )
    }

    fn solution_turn(&self, side: Side) -> String {
        format!("解答：{}の手番", self.side(side))
    }

    fn to_play(&self, side: Side) -> String {
        format!("{}の手番", self.side(side))
    }

    fn holds(&self, side: Side, held: Option<&str>) -> String {
        format!("{}の持ち駒：{}", self.side(side), held.unwrap_or("なし"))
    }

    fn puzzle_line(&self, rating: f64, themes: Option<&[Theme]>, key: &str) -> String {
        let themes = match themes {
            Some(list) => list
                .iter()
                .map(|&t| self.theme(t))
                .collect::<Vec<_>>()
                .join("、"),
            None => format!("非表示（{key}で表示）"),
        };
        format!("レーティング {rating:.0}  テーマ：{themes}")
    }

    fn training(&self, chosen: usize, f: &Filter) -> String {
        format!("{chosen}問で練習中：{}", self.filter(f))
    }

    fn solver_line(&self, rating: f64, deviation: f64, streak: usize) -> String {
        format!("あなた {rating:.0} ±{deviation:.0}  連続正解 {streak}")
    }

    fn replied(&self, word: &str) -> String {
        format!("応手：{word}。あなたの番です。")
    }

    fn wrong(&self, step: &Step) -> String {
        format!("不正解：{step}を戻しました。")
    }

    fn engine_line(&self, words: &[String]) -> String {
        format!("エンジンの読み筋：{}", words.join(" "))
    }

    fn play_again(&self, key: &str) -> String {
        format!("もう一度指すか、{key}で解答を表示。")
    }

    fn puzzle_hint(&self, h: &Hint) -> String {
        match h {
            Hint::From(sq) => format!("ヒント：{sq}の駒（不正解扱い）"),
            Hint::Move { from, to } => format!("ヒント：{from}の駒を{to}へ（不正解扱い）"),
            Hint::Piece(p) => format!("ヒント：{}を配置（不正解扱い）", self.role(p.role)),
            Hint::Place { piece, square } => {
                format!(
                    "ヒント：{}を{square}に（不正解扱い）",
                    self.role(piece.role)
                )
            }
        }
    }

    fn puzzle_over(&self, solved: bool, rating: f64, change: f64, key: &str) -> String {
        format!(
            "{}レーティング {rating:.0}（{change:+.0}）。{key}で次へ。",
            if solved {
                "正解！"
            } else {
                "終了（不正解）。"
            }
        )
    }

    fn solution(&self, words: &[String]) -> String {
        format!("解答：{}", words.join(" "))
    }

    fn solution_step(&self, shown: usize, total: usize, key: &str) -> String {
        format!("盤上：{total}手中{shown}手目（{key}で次）")
    }

    fn why(&self, why: &str) -> String {
        format!("解説：{why}")
    }

    fn progress_kept_as(&self, path: &Path) -> String {
        format!(
            "読めなかった進捗ファイルは{}として残してあります",
            path.display()
        )
    }

    fn progress_not_saved(&self, e: &SaveError) -> String {
        format!("進捗は保存されていません：{}", self.save_error(e))
    }
}
