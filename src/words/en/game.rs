//! The game's screens in English.

use crate::app::derived::RollLog;
use crate::app::hint::PlacementWhy;
use crate::engine::Level;
use crate::engine::coach::Danger;
use crate::engine::deploy::FightOrder;
use crate::rules::game::Phase;
use crate::rules::{BoardSize, Role, Side, Square};

use super::En;
use crate::words::RulesWords;
use crate::words::game::{GameWords, OrderWhy, Score, When};
use crate::words::notices::{NoticeWords, Noun};

/// Pawns with a sign, as the panels write scores.
fn pawns(cp: i32) -> String {
    format!("{:+.1}", cp as f64 / 100.0)
}

impl GameWords for En {
    fn variant(&self, board: BoardSize) -> &'static str {
        match board {
            BoardSize::Six => "Mini-Shuuro",
            BoardSize::Eight => "Shuuro 8×8",
            BoardSize::Twelve => "Shuuro",
        }
    }

    fn phase_title(&self, phase: Phase) -> &'static str {
        match phase {
            Phase::Armies => "Phase 1: armies",
            Phase::Plinths => "Phase 2: plinths",
            Phase::DeployOrder => "Phase 3: who deploys first",
            Phase::Deploy => "Phase 3: deployment",
            Phase::FightOrder => "Phase 4: who moves first",
            Phase::Fight => "Phase 4: fight",
            Phase::Over => "Game over",
        }
    }

    fn sep(&self) -> &'static str {
        ": "
    }

    fn army_hidden(&self, side: Side) -> String {
        format!("{}'s army (hidden)", self.side(side))
    }

    fn army_open(&self, side: Side) -> String {
        format!("{}'s army", self.side(side))
    }

    fn looking_back(&self, shown: &str) -> String {
        format!("{shown} — ] or any move returns")
    }

    fn position_after(&self, numbered: Option<&str>) -> String {
        match numbered {
            Some(m) => format!("after {m}"),
            None => "the start of the fight".into(),
        }
    }

    fn board_shows(&self, shown: &str) -> String {
        format!("The board: {shown}")
    }

    fn computer_side(&self, side: Side, level: Level) -> String {
        format!("{}: {}", self.side(side), self.computer_level(level, false))
    }

    fn to_act(&self, side: Side, placing: bool) -> String {
        format!(
            "{} to {}",
            self.side(side),
            if placing { "place" } else { "move" }
        )
    }

    fn hand(&self, side: Side) -> String {
        format!("{}'s hand", self.side(side))
    }

    fn computer_level(&self, level: Level, thinking: bool) -> String {
        let thinking = if thinking { ": thinking..." } else { "" };
        format!("computer, level {level}{thinking}")
    }

    fn handover(&self, sealed: Option<Side>, next: Option<Side>) -> Vec<(Option<Side>, String)> {
        let mut lines = Vec::new();
        if let Some(s) = sealed {
            lines.push((Some(s), "'s army is sealed.".into()));
            lines.push((None, String::new()));
        }
        match next {
            Some(n) => {
                lines.push((Some(n.opposite()), ", look away.".into()));
                lines.push((
                    Some(n),
                    ", press Enter when ready to choose your army.".into(),
                ));
            }
            None => {
                lines.push((
                    None,
                    "Both armies are sealed. They are revealed when the".into(),
                ));
                lines.push((None, "battlefield is ready. Press Enter to go on.".into()));
            }
        }
        lines
    }

    fn next_roll(&self, side: Side, quadrant: &str) -> String {
        format!(
            "Next: {}, {quadrant} quadrant (seen from {}'s seat)",
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
            format!("→ plinth on {sq}")
        } else {
            format!("→ {sq} again: lost")
        }
    }

    fn rolls_hidden(&self, n: usize) -> String {
        format!(
            "↑ {n} earlier roll{} not shown",
            if n == 1 { "" } else { "s" }
        )
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
                    1 => ", after a tie".to_string(),
                    n => format!(", after {n} ties"),
                };
                let wins = if lowest { "lowest" } else { "highest" };
                let dice = format!("dice Blue {b}, Red {r}, {wins} first{ties}");
                if serious {
                    format!("Serious business, as many pieces: {dice}")
                } else {
                    dice
                }
            }
            OrderWhy::MorePieces { first, other } => {
                format!("Serious business: more pieces ({first} to {other})")
            }
            OrderWhy::FinishedFirst => "Serious business: finished deploying first".into(),
            OrderWhy::Set => "set before the game".into(),
        }
    }

    fn goes_first(&self, fight: bool) -> &'static str {
        if fight {
            " moves first"
        } else {
            " deploys first"
        }
    }

    fn placing(&self, role: Role, squares: u64) -> String {
        format!(
            "Placing: {} ({} marked)",
            self.role(role),
            self.counted(squares, Noun::Square)
        )
    }

    fn hint_key(&self, key: &str) -> String {
        format!("{key}: a hint from the engine")
    }

    fn hint_then(&self, line: &str) -> String {
        format!("then {line}")
    }

    fn placement_why(&self, why: &PlacementWhy) -> Vec<String> {
        let each: Vec<String> = Side::ALL
            .into_iter()
            .filter_map(|s| {
                why.by_first[s].map(|cp| format!("{} if {} moves first", pawns(cp), self.side(s)))
            })
            .collect();
        let mut lines = Vec::new();
        if !each.is_empty() {
            let how = match why.order {
                FightOrder::Dice => " (dice)",
                FightOrder::FinishedFirst => " (first to finish deploying)",
                FightOrder::Known(_) => "",
            };
            lines.push(format!("fight after it: {}{how}", each.join(", ")));
        }
        if let Some((piece, sq, cp)) = why.instead_of {
            lines.push(format!("rather than {}@{sq} ({})", piece.char(), pawns(cp)));
        }
        lines
    }

    fn king_can_be_taken(&self, side: Side) -> String {
        format!("{}: the King can be taken at once", self.side(side))
    }

    fn matches(&self, n: usize) -> String {
        match n {
            0 => "no legal move matches".to_string(),
            1 => "1 legal move matches".to_string(),
            n => format!("{n} legal moves match"),
        }
    }

    fn winner(&self, winner: Option<Side>) -> String {
        match winner {
            Some(s) => format!("{} wins", self.side(s)),
            None => "Draw".into(),
        }
    }

    fn ended(&self, reason: &str, when: When) -> String {
        let when = match when {
            When::BeforeFirstMove => "before the first move".to_string(),
            When::AfterMoves(1) => "after 1 move".to_string(),
            When::AfterMoves(n) => format!("after {n} moves"),
        };
        format!("{reason}, {when}")
    }

    fn sheet_title(&self, side: Side, roster: &str) -> String {
        format!("{}'s army ({roster} roster)", self.side(side))
    }

    fn sheet_points(&self, cost: u32, budget: u32, left: i64) -> String {
        format!("Points: {cost} of {budget}, {left} left")
    }

    fn sheet_pieces(&self, count: u32, max: u32, left: i64) -> String {
        format!("Pieces: {count} of {max} with the King, {left} left")
    }

    fn sheet_spends_little(&self, cost: u32, budget: u32, yes: &str, no: &str) -> String {
        format!("You have spent {cost} of {budget} points: {yes} seals this army, {no} goes back.")
    }

    fn roster_name(&self, name: &str) -> String {
        name.to_string()
    }

    fn practice_title(&self, to_place: Option<Side>) -> String {
        match to_place {
            Some(s) => format!("Deployment practice  {} to place", self.side(s)),
            None => "Deployment practice  all deployed".into(),
        }
    }

    fn practice_plinths(&self, squares: &str) -> String {
        format!("Plinths: {squares}")
    }

    fn play_out_key(&self, key: &str) -> String {
        format!("{key}: play the fight out (vs computer)")
    }

    fn coach_key(&self, key: &str) -> String {
        format!("{key}: the deployment coach")
    }

    fn coach_title(&self, key: &str) -> String {
        format!("Coach ({key} closes)")
    }

    fn coach_needs_kings(&self, missing: Side) -> String {
        format!("needs both Kings: {}'s is not placed", self.side(missing))
    }

    fn coach_first(&self, side: Side) -> String {
        format!("{} first: ", self.side(side))
    }

    fn coach_score(&self, s: Score) -> String {
        match s {
            Score::TakesKing(side) => format!("{} takes the King", self.side(side)),
            Score::Mates(side, n) => format!("{} mates in {n}", self.side(side)),
            Score::Pawns(p) if p.abs() < 0.1 => format!("{p:+.1} (even)"),
            Score::Pawns(p) => {
                let side = if p > 0.0 { Side::Blue } else { Side::Red };
                format!("{p:+.1} ({} ahead)", self.side(side))
            }
        }
    }

    fn danger(&self, d: Danger) -> String {
        match d {
            Danger::Undefended => "attacked, undefended".to_string(),
            Danger::CheaperAttacker(role) => format!("attacked by a {}", self.role(role)),
        }
    }

    fn open_lines(&self, ends: &[String]) -> String {
        if ends.is_empty() {
            "none".to_string()
        } else {
            format!("{} ({})", ends.len(), ends.join(" "))
        }
    }

    fn coach_ambush(&self, king_side: Side, king: Square, attacker: &str) -> String {
        format!(
            "{}'s King {king} attacked by {attacker}: lost if {} moves first",
            self.side(king_side),
            self.side(king_side.opposite())
        )
    }

    fn knights_stand(&self, side: Side, squares: &str) -> String {
        format!("{}'s stand on {squares}", self.side(side))
    }

    fn knights_could(&self, side: Side, squares: &str) -> String {
        format!("{} could put one on {squares}", self.side(side))
    }

    fn replay_title(&self, title: Option<&str>, at: usize, len: usize, phase: &str) -> String {
        format!(
            "Replay {}: step {at}/{len}  {phase}",
            title.unwrap_or("this game")
        )
    }

    fn record_stops(&self, why: &str) -> String {
        format!("The record stops here: {why}")
    }

    fn placements_so_far(&self, n: u64) -> String {
        format!("{} so far", self.counted(n, Noun::Placement))
    }

    fn average_loss(&self, loss: i32) -> String {
        format!("average loss {loss:>3}")
    }

    fn analysing(&self, done: usize, total: usize) -> String {
        format!("analysing {done}/{total}")
    }

    fn analyse_key(&self, key: &str) -> String {
        format!("{key} analyses the fight")
    }
}
