//! The game's screens in Japanese.

use crate::app::derived::RollLog;
use crate::app::hint::PlacementWhy;
use crate::engine::Level;
use crate::engine::coach::Danger;
use crate::engine::deploy::FightOrder;
use crate::rules::game::Phase;
use crate::rules::{BoardSize, Role, Side, Square};

use super::Ja;
use crate::words::RulesWords;
use crate::words::game::{GameWords, OrderWhy, Score, When};
use crate::words::notices::{NoticeWords, Noun};

/// Pawns with a sign, as the panels write scores.
fn pawns(cp: i32) -> String {
    format!("{:+.1}", cp as f64 / 100.0)
}

impl GameWords for Ja {
    fn variant(&self, board: BoardSize) -> &'static str {
        match board {
            BoardSize::Six => "ミニShuuro",
            BoardSize::Eight => "8×8のShuuro",
            BoardSize::Twelve => "Shuuro",
        }
    }

    fn phase_title(&self, phase: Phase) -> &'static str {
        match phase {
            Phase::Armies => "フェーズ1：アーミーの編成",
            Phase::Plinths => "フェーズ2：戦場の準備",
            Phase::DeployOrder => "フェーズ3：配置の順番",
            Phase::Deploy => "フェーズ3：配置",
            Phase::FightOrder => "フェーズ4：先後の決定",
            Phase::Fight => "フェーズ4：バトル",
            Phase::Over => "対局終了",
        }
    }

    fn sep(&self) -> &'static str {
        "　"
    }

    fn army_hidden(&self, side: Side) -> String {
        format!("{}のアーミー（非公開）", self.side(side))
    }

    fn army_open(&self, side: Side) -> String {
        format!("{}のアーミー", self.side(side))
    }

    fn looking_back(&self, shown: &str) -> String {
        format!("{shown} ― ]キーか着手で現在に戻ります")
    }

    fn position_after(&self, numbered: Option<&str>) -> String {
        match numbered {
            Some(m) => format!("{m} の後"),
            None => "バトルの開始局面".into(),
        }
    }

    fn board_shows(&self, shown: &str) -> String {
        format!("盤面：{shown}")
    }

    fn computer_side(&self, side: Side, level: Level) -> String {
        format!("{}：{}", self.side(side), self.computer_level(level, false))
    }

    fn to_act(&self, side: Side, placing: bool) -> String {
        format!(
            "{}の{}",
            self.side(side),
            if placing { "配置番" } else { "手番" }
        )
    }

    fn hand(&self, side: Side) -> String {
        format!("{}の持ち駒", self.side(side))
    }

    fn computer_level(&self, level: Level, thinking: bool) -> String {
        let thinking = if thinking { "：思考中…" } else { "" };
        format!("コンピューター、レベル{level}{thinking}")
    }

    fn handover(&self, sealed: Option<Side>, next: Option<Side>) -> Vec<(Option<Side>, String)> {
        let mut lines = Vec::new();
        if let Some(s) = sealed {
            lines.push((Some(s), "のアーミーを封印しました。".into()));
            lines.push((None, String::new()));
        }
        match next {
            Some(n) => {
                lines.push((Some(n.opposite()), "は画面を見ないでください。".into()));
                lines.push((
                    Some(n),
                    "は準備ができたらEnterを押し、アーミーを選んでください。".into(),
                ));
            }
            None => {
                lines.push((None, "両方のアーミーを封印しました。".into()));
                lines.push((
                    None,
                    "戦場の準備が終わると公開されます。Enterで進みます。".into(),
                ));
            }
        }
        lines
    }

    fn next_roll(&self, side: Side, quadrant: &str) -> String {
        format!(
            "次：{}、{quadrant}の区画（{}の席から見て）",
            self.side(side),
            self.side(side)
        )
    }

    fn roll_result(&self, r: &RollLog) -> String {
        let sq = r
            .square
            .map(|s| s.to_string())
            .unwrap_or_else(|| "?".into());
        if r.placed {
            format!("→ {sq}にキューブ")
        } else {
            format!("→ {sq}は既にキューブあり：無効")
        }
    }

    fn rolls_hidden(&self, n: usize) -> String {
        format!("↑ 前の{n}回は省略")
    }

    fn order_why(&self, why: OrderWhy) -> String {
        match why {
            OrderWhy::Dice {
                pair: [b, r],
                throws,
                lowest,
                serious,
            } => {
                let ties = match throws.saturating_sub(1) {
                    0 => String::new(),
                    n => format!("（同じ目{n}回の後）"),
                };
                let wins = if lowest {
                    "小さい方"
                } else {
                    "大きい方"
                };
                let dice = format!("ダイス 青{b}・赤{r}、{wins}が先{ties}");
                if serious {
                    format!("真剣勝負、駒数が同じなので{dice}")
                } else {
                    dice
                }
            }
            OrderWhy::MorePieces { first, other } => {
                format!("真剣勝負：駒が多い方（{first}対{other}）")
            }
            OrderWhy::FinishedFirst => "真剣勝負：先に配置し終えた方".into(),
            OrderWhy::Set => "対局前に決定".into(),
        }
    }

    fn goes_first(&self, fight: bool) -> &'static str {
        if fight {
            "が先手"
        } else {
            "が先に配置"
        }
    }

    fn placing(&self, role: Role, squares: u64) -> String {
        format!(
            "配置中：{}（{}に印）",
            self.role(role),
            self.counted(squares, Noun::Square)
        )
    }

    fn hint_key(&self, key: &str) -> String {
        format!("{key}：エンジンのヒント")
    }

    fn hint_then(&self, line: &str) -> String {
        format!("続き：{line}")
    }

    fn placement_why(&self, why: &PlacementWhy) -> Vec<String> {
        let each: Vec<String> = Side::ALL
            .into_iter()
            .filter_map(|s| {
                why.by_first[s].map(|cp| format!("{}が先手なら{}", self.side(s), pawns(cp)))
            })
            .collect();
        let mut lines = Vec::new();
        if !each.is_empty() {
            let how = match why.order {
                FightOrder::Dice => "（ダイス）",
                FightOrder::FinishedFirst => "（先に配置し終えた方）",
                FightOrder::Known(_) => "",
            };
            lines.push(format!("この後のバトル：{}{how}", each.join("、")));
        }
        if let Some((piece, sq, cp)) = why.instead_of {
            lines.push(format!("{}@{sq}（{}）より良い", piece.char(), pawns(cp)));
        }
        lines
    }

    fn king_can_be_taken(&self, side: Side) -> String {
        format!("{}：キングをすぐに取れます", self.side(side))
    }

    fn matches(&self, n: usize) -> String {
        match n {
            0 => "当てはまる合法手はありません".to_string(),
            n => format!("当てはまる合法手：{n}"),
        }
    }

    fn winner(&self, winner: Option<Side>) -> String {
        match winner {
            Some(s) => format!("{}の勝ち", self.side(s)),
            None => "引き分け".into(),
        }
    }

    fn ended(&self, reason: &str, when: When) -> String {
        match when {
            When::BeforeFirstMove => format!("{reason}（初手の前）"),
            When::AfterMoves(n) => format!("{reason}（{n}手）"),
        }
    }

    fn sheet_title(&self, side: Side, roster: &str) -> String {
        format!("{}のアーミー（コスト表：{roster}）", self.side(side))
    }

    fn sheet_points(&self, cost: u32, budget: u32, left: i64) -> String {
        format!("ポイント：{cost}／{budget}、残り{left}")
    }

    fn sheet_pieces(&self, count: u32, max: u32, left: i64) -> String {
        format!("駒：{count}／{max}（キングを含む）、残り{left}")
    }

    fn sheet_spends_little(&self, cost: u32, budget: u32, yes: &str, no: &str) -> String {
        format!(
            "{budget}ポイント中{cost}ポイントしか使っていません。{yes}でこのアーミーを封印、{no}で戻る。"
        )
    }

    fn roster_name(&self, name: &str) -> String {
        match name {
            "standard" => "標準".into(),
            "tabletop" => "卓上版".into(),
            "mini" => "ミニ".into(),
            "no-limits" => "上限なし".into(),
            "fairy" => "フェアリー".into(),
            "mini-fairy" => "ミニフェアリー".into(),
            "eight" => "8×8".into(),
            "eight-fairy" => "8×8フェアリー".into(),
            other => other.into(),
        }
    }

    fn practice_title(&self, to_place: Option<Side>) -> String {
        match to_place {
            Some(s) => format!("配置の練習  {}の配置番", self.side(s)),
            None => "配置の練習  全部配置済み".into(),
        }
    }

    fn practice_plinths(&self, squares: &str) -> String {
        format!("キューブ：{squares}")
    }

    fn play_out_key(&self, key: &str) -> String {
        format!("{key}：コンピューターとバトルを指す")
    }

    fn coach_key(&self, key: &str) -> String {
        format!("{key}：配置のコーチ")
    }

    fn coach_title(&self, key: &str) -> String {
        format!("コーチ（{key}で閉じる）")
    }

    fn coach_needs_kings(&self, missing: Side) -> String {
        format!(
            "両方のキングが必要です：{}のキングがまだ盤にありません",
            self.side(missing)
        )
    }

    fn coach_first(&self, side: Side) -> String {
        format!("{}が先手：", self.side(side))
    }

    fn coach_score(&self, s: Score) -> String {
        match s {
            Score::TakesKing(side) => format!("{}がキングを取る", self.side(side)),
            Score::Mates(side, n) => format!("{}が{n}手でメイト", self.side(side)),
            Score::Pawns(p) if p.abs() < 0.1 => format!("{p:+.1}（互角）"),
            Score::Pawns(p) => {
                let side = if p > 0.0 { Side::Blue } else { Side::Red };
                format!("{p:+.1}（{}が優勢）", self.side(side))
            }
        }
    }

    fn danger(&self, d: Danger) -> String {
        match d {
            Danger::Undefended => "攻撃されていて守りがない".to_string(),
            Danger::CheaperAttacker(role) => format!("{}に狙われている", self.role(role)),
        }
    }

    fn open_lines(&self, ends: &[String]) -> String {
        if ends.is_empty() {
            "なし".to_string()
        } else {
            format!("{}本（{}）", ends.len(), ends.join(" "))
        }
    }

    fn coach_ambush(&self, king_side: Side, king: Square, attacker: &str) -> String {
        format!(
            "{}のキング{king}を{attacker}が攻撃：{}が先手なら負け",
            self.side(king_side),
            self.side(king_side.opposite())
        )
    }

    fn knights_stand(&self, side: Side, squares: &str) -> String {
        format!("{}：{squares}", self.side(side))
    }

    fn knights_could(&self, side: Side, squares: &str) -> String {
        format!("{}は{squares}に置ける", self.side(side))
    }

    fn replay_title(&self, title: Option<&str>, at: usize, len: usize, phase: &str) -> String {
        format!(
            "リプレイ {}：手順{at}/{len}  {phase}",
            title.unwrap_or("この対局")
        )
    }

    fn record_stops(&self, why: &str) -> String {
        format!("棋譜はここで止まります：{why}")
    }

    fn placements_so_far(&self, n: u64) -> String {
        format!("ここまでの配置：{n}回")
    }

    fn average_loss(&self, loss: i32) -> String {
        format!("平均損失{loss:>3}")
    }

    fn analysing(&self, done: usize, total: usize) -> String {
        format!("解析中 {done}/{total}")
    }

    fn analyse_key(&self, key: &str) -> String {
        format!("{key}でバトルを解析")
    }
}
