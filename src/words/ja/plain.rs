//! プレーンモードの言葉（日本語）。コマンドの語（help、roll、yes など）は英語のままです。

use crate::app::overlay::Question;
use crate::rules::game::Phase;
use crate::rules::outcome::Reason;
use crate::rules::plinths::Quadrant;
use crate::rules::{Army, Piece, Role, Side};
use crate::words::plain::{Check, HelpOf, OnSquare, PlainWords, Said, squares};
use crate::words::{GameWords, RulesWords};

use super::Ja;

/// 「青のナイト」。
fn piece(w: &Ja, p: Piece) -> String {
    format!("{}の{}", w.side(p.side), w.role(p.role))
}

/// 「キング、クイーン、ポーン2」（なければ「なし」）。
fn army_list(w: &Ja, army: &Army) -> String {
    let mut parts = Vec::new();
    for r in Role::ALL {
        match army.count(r) {
            0 => {}
            1 => parts.push(w.role(r).to_string()),
            n => parts.push(format!("{}{n}", w.role(r))),
        }
    }
    if parts.is_empty() {
        "なし".into()
    } else {
        parts.join("、")
    }
}

fn on(w: &Ja, sq: crate::rules::Square, o: OnSquare) -> String {
    match o {
        OnSquare::Empty => format!("{sq} 空き"),
        OnSquare::Plinth => format!("{sq} キューブ"),
        OnSquare::Piece { piece: p, plinth } => {
            let on_plinth = if plinth {
                "（キューブの上）"
            } else {
                ""
            };
            format!("{sq} {}{on_plinth}", piece(w, p))
        }
    }
}

/// 「4分30秒」。
fn time(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    match (s / 60, s % 60) {
        (0, s) => format!("{s}秒"),
        (m, 0) => format!("{m}分"),
        (m, s) => format!("{m}分{s}秒"),
    }
}

fn claim_reason(r: Reason) -> &'static str {
    match r {
        Reason::FiftyMove => "50手ルール",
        Reason::Repetition
        | Reason::Checkmate
        | Reason::KingCaptured
        | Reason::Resignation
        | Reason::Timeout
        | Reason::Stalemate
        | Reason::Fivefold
        | Reason::SeventyFiveMove
        | Reason::DeadPosition
        | Reason::Agreement => "同一局面3回",
    }
}

fn question(w: &Ja, q: &Question) -> String {
    let s = |side: Side| w.side(side);
    match q {
        Question::Takeback { by } => format!(
            "{}が最後の手の待ったを求めています。{}、認めますか？（yes または no）",
            s(*by),
            s(by.opposite())
        ),
        Question::DrawOffer { by } => format!(
            "{}が引き分けを提案しています。{}、受けますか？（yes または no）",
            s(*by),
            s(by.opposite())
        ),
        Question::Resign { side } => {
            format!("{}、本当に投了しますか？（yes または no）", s(*side))
        }
        Question::EndInDraw => "引き分けで対局を終えますか？（yes または no）".into(),
        Question::ClaimDraw { side, reason } => format!(
            "{}、{}で引き分けを申請しますか？（yes または no）",
            s(*side),
            claim_reason(*reason)
        ),
        Question::Overwrite(_) => {
            let path = q
                .overwrite_path()
                .map(|p| p.display().to_string())
                .unwrap_or_default();
            format!("{path} には保存した対局があります。置き換えますか？（yes または no）")
        }
        Question::LeavePractice => "練習をやめますか？（yes または no）".into(),
        Question::RestartPractice => "練習を最初からやり直しますか？（yes または no）".into(),
        Question::LeaveUnsaved { .. } => {
            "この対局は保存されていません。それでもやめますか？（yes または no）".into()
        }
    }
}

impl PlainWords for Ja {
    fn said(&self, s: &Said) -> String {
        let side = |x: Side| self.side(x);
        match s {
            Said::Start { mini, computer } => {
                let game = if *mini { "ミニShuuro（6×6）" } else { "Shuuro（12×12）" };
                match computer {
                    Some(c) => format!(
                        "{game}。あなたは{}、コンピューターは{}です。help でコマンドの一覧が出ます。",
                        side(c.opposite()),
                        side(*c)
                    ),
                    None => format!("{game}。ひとつのキーボードで二人で対局します。help でコマンドの一覧が出ます。"),
                }
            }
            Said::Phase(p) => match p {
                Phase::Armies => "フェーズ1：アーミーの編成。ポイントでアーミーを買います。".into(),
                Phase::Plinths => "フェーズ2：戦場の準備。roll か roll all と入力します。".into(),
                Phase::DeployOrder => "フェーズ3：配置。roll で配置の順番のダイスを振ります。".into(),
                Phase::Deploy => "配置：K@c1 や Kc1 のように入力します。legal K で置けるマスが分かります。".into(),
                Phase::FightOrder => "フェーズ4：バトル。roll で先手を決めるダイスを振ります。".into(),
                Phase::Fight => "バトル開始：e2e4 や Nc3 のように手を入力します。".into(),
                Phase::Over => "対局は終わりました。".into(),
            },
            Said::PhaseNow(p) => format!("{}。", self.phase_title(*p)),
            Said::ToAct { side: x, placing } => {
                format!("{}の{}です。", side(*x), if *placing { "配置" } else { "手番" })
            }
            Said::Handover { next: Some(n) } => format!(
                "{}は画面から目を離してください。{}、アーミーを選ぶ準備ができたら ready と入力します。",
                side(n.opposite()),
                side(*n)
            ),
            Said::Handover { next: None } => {
                "両方のアーミーが封印されました。戦場の準備ができたら公開されます。ready で続けます。".into()
            }
            Said::ArmySealed(x) => format!("{}のアーミーが封印されました。", side(*x)),
            Said::ArmyNamed { side: x, army } => {
                format!("{}のアーミー：{}。", side(*x), army_list(self, army))
            }
            Said::PlinthRoll(l) => {
                let r = l.roll;
                let head = match r.quadrant {
                    Quadrant::Only => format!("{}が{}と{}を出しました", side(r.by), r.column, r.row),
                    Quadrant::Left | Quadrant::Right => format!(
                        "{}が{}の区画に{}と{}を出しました",
                        side(r.by),
                        self.quadrant(r.quadrant),
                        r.column,
                        r.row
                    ),
                };
                match (l.square, l.placed) {
                    (Some(sq), true) => format!("{head}。{sq}にキューブ。"),
                    (Some(sq), false) => format!("{head}。{sq}にはもうキューブがあるので、この振りは無効です。"),
                    (None, _) => format!("{head}。盤の外なので、この振りは無効です。"),
                }
            }
            Said::PlinthsSet(sqs) => format!("キューブは{}にあります。", squares(sqs, "、")),
            Said::OrderDice { fight, pair: [b, r] } => format!(
                "{}を決めるダイス：青{b}、赤{r}。{}",
                if *fight { "先手" } else { "配置の順番" },
                if b == r { "同じ目なので、もう一度振ります。" } else { "" }
            ),
            Said::First { side: x, fight } => format!(
                "{}が{}です。",
                side(*x),
                if *fight { "先手" } else { "先に配置" }
            ),
            Said::Placed { piece: p, square } => {
                format!("{}が{}を{square}に配置。", side(p.side), self.role(p.role))
            }
            Said::Moved(m) => {
                let mut t = match m.took {
                    Some(took) => format!(
                        "{}：{}が{}から{}の{}を取る",
                        side(m.side), self.role(m.role), m.from, m.to, self.role(took)
                    ),
                    None => format!(
                        "{}：{}が{}から{}へ",
                        side(m.side), self.role(m.role), m.from, m.to
                    ),
                };
                if m.en_passant {
                    t.push_str("（アンパッサン）");
                }
                if let Some(p) = m.promotion {
                    t.push_str(&format!("、{}に成る", self.role(p)));
                }
                match m.check {
                    Check::None => {}
                    Check::Check => t.push_str("、チェック"),
                    Check::Mate => t.push_str("、チェックメイト"),
                }
                t.push('。');
                t
            }
            Said::Resigned(x) => format!("{}が投了しました。", side(*x)),
            Said::DrawAgreed => "合意により引き分けです。".into(),
            Said::DrawClaimed { side: x, reason } => {
                format!("{}が{}で引き分けを申請しました。", side(*x), claim_reason(*reason))
            }
            Said::TimeUp(x) => format!("{}の時間切れです。", side(*x)),
            Said::Over(o) => match o.winner {
                Some(w) => format!("{}。{}の勝ちです。", self.reason(o.reason), side(w)),
                None => format!("{}。引き分けです。", self.reason(o.reason)),
            },
            Said::Question(q) => question(self, q),
            Said::SpendsLittle { cost, budget } => format!(
                "このアーミーは{budget}ポイントのうち{cost}ポイントしか使っていません。それでも封印しますか？（yes または no）"
            ),
            Said::Promotion => "ポーンを何に成らせますか？ queen、rook、bishop、knight のどれかを入力します。".into(),
            Said::AnswerFirst => "質問に答えてください：yes または no。".into(),
            Said::Unknown(line) => {
                format!("「{line}」はここで使えるコマンドではありません。help で一覧が出ます。")
            }
            Said::Usage(u) => format!("入力の形：{u}。"),
            Said::ClockWarning { side: x, seconds } => {
                format!("{}：残り{seconds}秒。", side(*x))
            }
            Said::Line { rank, file, squares: sqs } => {
                let head = match (rank, file) {
                    (Some(r), _) => format!("{r}段目"),
                    (None, Some(f)) => format!("{f}列"),
                    (None, None) => String::new(),
                };
                if sqs.is_empty() {
                    format!("{head}：なし")
                } else {
                    let listed: Vec<String> = sqs.iter().map(|(sq, o)| on(self, *sq, *o)).collect();
                    format!("{head}：{}", listed.join("、"))
                }
            }
            Said::Where { piece: p, squares: sqs } => {
                let who = piece(self, *p);
                if sqs.is_empty() {
                    format!("{who}：なし。")
                } else {
                    format!("{who}：{}。", squares(sqs, "、"))
                }
            }
            Said::Square { square, on: o } => match o {
                OnSquare::Empty => format!("{square}：空き。"),
                OnSquare::Plinth => format!("{square}：キューブ。"),
                OnSquare::Piece { piece: p, plinth } => format!(
                    "{square}：{}{}。",
                    piece(self, *p),
                    if *plinth { "（キューブの上）" } else { "" }
                ),
            },
            Said::Attackers { side: x, pieces } => {
                if pieces.is_empty() {
                    format!("{}の駒はここを攻撃していません。", side(*x))
                } else {
                    let list: Vec<String> = pieces
                        .iter()
                        .map(|(r, sq)| format!("{sq}の{}", self.role(*r)))
                        .collect();
                    format!("{}の攻撃：{}。", side(*x), list.join("、"))
                }
            }
            Said::MovePair { number, first, second } => match second {
                Some(s) => format!("{number}. {first}、{s}。"),
                None => format!("{number}. {first}。"),
            },
            Said::NoMoves => "まだ手は指されていません。".into(),
            Said::LegalFrom { role, from, to } => {
                if to.is_empty() {
                    format!("{from}の{}は動けません。", self.role(*role))
                } else {
                    format!("{from}の{}は{}へ動けます。", self.role(*role), squares(to, "、"))
                }
            }
            Said::LegalPlace { role, squares: sqs } => {
                if sqs.is_empty() {
                    format!("{}を置けるマスは今ありません。", self.role(*role))
                } else {
                    format!("{}を置けるマス：{}。", self.role(*role), squares(sqs, "、"))
                }
            }
            Said::Hand { side: x, army } => {
                if army.is_empty() {
                    format!("{}の持ち駒はありません。", side(*x))
                } else {
                    format!("{}の持ち駒：{}。", side(*x), army_list(self, army))
                }
            }
            Said::Clock(None) => "この対局に時計はありません。".into(),
            Said::Clock(Some([b, r])) => format!("時計：青{}、赤{}。", time(*b), time(*r)),
            Said::Material { blue, red } => {
                format!("盤上の駒：青{blue}、赤{red}。")
            }
            Said::SheetRow { role, count, max, cost } => {
                let max = max.map(|m| format!("（最大{m}）")).unwrap_or_default();
                format!("{}：{count}{max}、1駒{cost}ポイント。", self.role(*role))
            }
            Said::SheetPoints { cost, budget } if cost > budget => format!(
                "ポイント：{budget}のうち{cost}を使用、{}超過。",
                cost - budget
            ),
            Said::SheetPoints { cost, budget } => format!(
                "ポイント：{budget}のうち{cost}を使用、残り{}。",
                budget - cost
            ),
            Said::Buying { army, left } if *left < 0 => {
                format!("アーミー：{}。{}ポイント超過。", army_list(self, army), -left)
            }
            Said::Buying { army, left } => {
                format!("アーミー：{}。残り{left}ポイント。", army_list(self, army))
            }
            Said::NotNow => "このフェーズでは意味がありません。".into(),
            Said::Thinking(x) => format!("{}が考えています。", side(*x)),
            Said::Hint(h) => format!("ヒント：{h}。"),
            Said::Left { saved: true } => {
                "対局を保存しました。shuuro resume --plain で続きができます。".into()
            }
            Said::Left { saved: false } => {
                crate::words::NoticeWords::news(
                    self,
                    &crate::app::keyset::Keys::fixed(),
                    &crate::app::News::NothingToSave,
                )
            }
        }
    }

    fn plain_help(&self, h: HelpOf) -> Vec<String> {
        let lines: &[&str] = match h {
            HelpOf::Always => &[
                "コマンドの語は英語のままです（help、board、roll、yes など）。",
                "help：この一覧。",
                "status：フェーズ、手番、駒の数、時計。",
                "board：盤面を上の段から1段ずつ。",
                "scan e または scan 4：1列または1段のすべてのマス。",
                "where Q：青のクイーンのマス。where q：赤の。where queen：両方。",
                "square e4：そのマスの駒と、そこを攻撃している駒。",
                "last：最後の一歩。moves：これまでの手。clock：残り時間。",
                "quit：対局を保存して終わります。",
            ],
            HelpOf::Armies => &[
                "army：アーミーの表（駒ごとの数、最大数、ポイント、残りポイント、規則違反）。",
                "add Q または add pawn 3：駒を買う。remove Q または remove pawn 2：戻す。",
                "example：見本のアーミー。clear：キングだけに戻し、画面を消します。",
                "seal：アーミーを封印します（端末では画面を消します）。",
            ],
            HelpOf::Plinths => &["roll：次のキューブを振る。roll all：残りをすべて振る。"],
            HelpOf::Dice => &["roll：先に行う側を決めるダイスを振る。"],
            HelpOf::Deploy => &[
                "配置：K@c1 または Kc1（駒の文字とマス）。",
                "hand：両方の持ち駒。legal Q：クイーンを置けるマス。",
                "hint：エンジンが勧める配置。",
            ],
            HelpOf::Fight => &[
                "手：e2e4、Nc3、exd5、成りは b6=Q。",
                "legal：すべての合法手。legal e2：e2の駒の手。",
                "hint：エンジンの手。undo：待った。draw：引き分けの提案。",
                "claim：同一局面や50手ルールで引き分けを申請。resign：投了。",
            ],
            HelpOf::Over => {
                &["対局は終わりました。board、moves、last は使えます。quit で終わります。"]
            }
            HelpOf::Question => &["質問があります：yes（y）か no（n）で答えます。"],
        };
        lines.iter().map(|l| l.to_string()).collect()
    }
}
