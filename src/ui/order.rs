//! Who deploys and who moves first, and why: the dice (the last throw, after any ties),
//! or under Serious business the rule that decided. Kept in view through the deployment
//! and the fight.

use ratatui::text::{Line, Span};

use crate::rules::Side;
use crate::rules::game::Game;
use crate::words::W;
use crate::words::game::OrderWhy;

use super::theme::Theme;

/// "Blue deploys first" and why, once it is known.
pub fn deploy_order_lines(w: W, game: &Game, th: Theme) -> Vec<Line<'static>> {
    let Some(first) = game.deploy_first() else {
        return Vec::new();
    };
    let serious = game.rules().serious;
    let why = match game.deploy_rolls().last() {
        Some(&pair) => OrderWhy::Dice {
            pair,
            throws: game.deploy_rolls().len(),
            lowest: true,
            serious,
        },
        None if serious => {
            let n = |s: Side| game.army(s).map_or(0, |a| a.total());
            OrderWhy::MorePieces {
                first: n(first),
                other: n(first.opposite()),
            }
        }
        None => OrderWhy::Set,
    };
    two_lines(w, first, false, why, th)
}

/// "Red moves first" and why, once it is known.
pub fn fight_order_lines(w: W, game: &Game, th: Theme) -> Vec<Line<'static>> {
    let Some(first) = game.fight_first() else {
        return Vec::new();
    };
    let why = match game.fight_rolls().last() {
        Some(&pair) => OrderWhy::Dice {
            pair,
            throws: game.fight_rolls().len(),
            lowest: false,
            serious: false,
        },
        None if game.rules().serious => OrderWhy::FinishedFirst,
        None => OrderWhy::Set,
    };
    two_lines(w, first, true, why, th)
}

fn two_lines(w: W, first: Side, fight: bool, why: OrderWhy, th: Theme) -> Vec<Line<'static>> {
    vec![
        Line::from(vec![
            Span::styled(w.side(first), th.side(first)),
            Span::styled(w.goes_first(fight), th.heading()),
        ]),
        Line::styled(format!("  {}", w.order_why(why)), th.dim()),
    ]
}
