//! Who deploys and who moves first, and why: the dice (the last throw, after any ties),
//! or under Serious business the rule that decided. Kept in view through the deployment
//! and the fight.

use ratatui::text::{Line, Span};

use crate::rules::Side;
use crate::rules::game::Game;

use super::theme::Theme;

/// "Blue deploys first" and why, once it is known.
pub fn deploy_order_lines(game: &Game, th: Theme) -> Vec<Line<'static>> {
    let Some(first) = game.deploy_first() else {
        return Vec::new();
    };
    let why = match game.deploy_rolls().last() {
        Some(&pair) if game.rules().serious => format!(
            "Serious business, as many pieces: {}",
            dice(pair, game.deploy_rolls().len(), "lowest")
        ),
        Some(&pair) => dice(pair, game.deploy_rolls().len(), "lowest"),
        None if game.rules().serious => {
            let n = |s: Side| game.army(s).map_or(0, |a| a.total());
            format!(
                "Serious business: more pieces ({} to {})",
                n(first),
                n(first.opposite())
            )
        }
        None => "set before the game".to_string(),
    };
    two_lines(first, "deploys first", why, th)
}

/// "Red moves first" and why, once it is known.
pub fn fight_order_lines(game: &Game, th: Theme) -> Vec<Line<'static>> {
    let Some(first) = game.fight_first() else {
        return Vec::new();
    };
    let why = match game.fight_rolls().last() {
        Some(&pair) => dice(pair, game.fight_rolls().len(), "highest"),
        None if game.rules().serious => "Serious business: finished deploying first".to_string(),
        None => "set before the game".to_string(),
    };
    two_lines(first, "moves first", why, th)
}

fn two_lines(first: Side, what: &str, why: String, th: Theme) -> Vec<Line<'static>> {
    vec![
        Line::from(vec![
            Span::styled(first.to_string(), th.side(first)),
            Span::styled(format!(" {what}"), th.heading()),
        ]),
        Line::styled(format!("  {why}"), th.dim()),
    ]
}

/// The deciding throw: "dice Blue 2, Red 5, lowest first" ("after 1 tie" when there were).
fn dice([b, r]: [u8; 2], throws: usize, wins: &str) -> String {
    let ties = match throws.saturating_sub(1) {
        0 => String::new(),
        1 => ", after a tie".to_string(),
        n => format!(", after {n} ties"),
    };
    format!("dice Blue {b}, Red {r}, {wins} first{ties}")
}
