//! Games played out by fixed choices (no randomness): for snapshots, benchmarks and
//! examples. Every step goes through [`Game::apply`], so they are real games.

use crate::rules::game::{Game, Phase, Rules, Step};
use crate::rules::plinths::PlinthRoll;
use crate::rules::{Army, Piece, Role};

/// Dice for plinth roll `i`: a fixed, varied sequence.
fn roll_dice(i: usize) -> (u8, u8) {
    const C: [u8; 8] = [3, 5, 2, 6, 1, 4, 5, 2];
    const R: [u8; 8] = [2, 4, 5, 1, 3, 6, 2, 3];
    (C[i % 8], R[(i / 2 + i) % 8])
}

/// Forms both armies (the rulebook's example, or the best small army for the budget).
pub fn armies(game: &mut Game) {
    for side in crate::rules::Side::ALL {
        if game.has_army(side) {
            continue;
        }
        let r = game.rules();
        let sheet = super::sheet::Sheet::new(side, r.roster.clone(), r.budget[side]);
        let army: Army = sheet.example();
        if game.apply(Step::Army { side, army }).is_err() {
            return;
        }
    }
}

/// Rolls every plinth with fixed dice.
pub fn plinths(game: &mut Game) {
    let mut i = 0;
    while let Some((by, quadrant)) = game.next_plinth_roll() {
        // The fixed dice, within the faces of this board's dice (d8 and d2 on 8×8).
        let (columns, rows) = crate::rules::plinths::dice(game.rules().board);
        let (c, r) = roll_dice(i);
        let (column, row) = ((c - 1) % columns + 1, (r - 1) % rows + 1);
        i += 1;
        if game
            .apply(Step::PlinthRoll(PlinthRoll {
                by,
                quadrant,
                column,
                row,
            }))
            .is_err()
            || i > 200
        {
            return;
        }
    }
}

/// Deploys both armies, each piece on the legal square nearest the middle files.
pub fn deploy(game: &mut Game) {
    if game.phase() == Phase::DeployOrder {
        let _ = game.apply(Step::DeployRoll([2, 5]));
    }
    for _ in 0..200 {
        let Some(d) = game.deployment() else {
            return;
        };
        let Some(side) = d.turn() else {
            return;
        };
        let n = game.rules().board.len() as i32;
        let pick = Role::ALL.into_iter().find_map(|role| {
            if d.hands()[side].count(role) == 0 {
                return None;
            }
            d.legal_squares(role)
                .min_by_key(|s| ((2 * s.file() as i32 + 1 - n).abs(), s.index()))
                .map(|sq| (role, sq))
        });
        let Some((role, square)) = pick else {
            return;
        };
        if game
            .apply(Step::Place {
                piece: Piece::new(side, role),
                square,
            })
            .is_err()
        {
            return;
        }
    }
}

/// Plays up to `plies` fight moves: the first legal move in a fixed order that does not
/// end the game, preferring captures.
pub fn fight(game: &mut Game, plies: usize) {
    if game.phase() == Phase::FightOrder {
        let _ = game.apply(Step::FightRoll([6, 1]));
    }
    for i in 0..plies {
        let Some(pos) = game.position() else {
            return;
        };
        if game.phase() != Phase::Fight {
            return;
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return;
        }
        let caps: Vec<_> = moves.iter().filter(|m| pos.is_capture(**m)).collect();
        let m = if !caps.is_empty() && i % 3 == 0 {
            *caps[0]
        } else {
            moves[(i * 7 + 3) % moves.len()]
        };
        if game.apply(Step::Move(m)).is_err() {
            return;
        }
    }
}

/// A game of `rules` played to the fight, with `plies` moves made.
pub fn fight_game(rules: Rules, plies: usize) -> Game {
    let mut g = Game::new(rules);
    for _ in 0..3 {
        armies(&mut g);
        plinths(&mut g);
    }
    deploy(&mut g);
    fight(&mut g, plies);
    g
}

/// The client on the fight of the demo game at `plies`, on a `width`×`height` terminal
/// (seed 1, default settings): what the benchmarks and the cost examples measure.
pub fn fight_app(plies: usize, width: u16, height: u16) -> super::App {
    let settings = super::settings::Settings {
        seed: 1,
        ..Default::default()
    };
    let game = fight_game(settings.rules(), plies);
    let mut app = super::App::new(settings, super::Options::sized(width, height));
    let _ = app.update(super::Msg::Opened(Box::new(super::Opened::Resume {
        game: Box::new(game),
        clock_ms: None,
        clock_log: Vec::new(),
        computer: None,
        hints: Default::default(),
    })));
    app
}
