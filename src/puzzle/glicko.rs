//! Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation
//! and its volatility, updated after a rating period of games. A puzzle attempt is one
//! game between the solver and the puzzle: solved is a win for the solver, failed a win
//! for the puzzle, and both ratings move.

/// The Glicko-2 scale factor between the displayed scale and the internal one.
const SCALE: f64 = 173.7178;
/// The system constant τ (how fast volatility may change).
pub const TAU: f64 = 0.5;
/// A new player's rating, deviation and volatility.
pub const START: Rating = Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};
/// The deviation never falls below this (so a rating keeps moving).
pub const MIN_DEVIATION: f64 = 30.0;

/// A Glicko-2 rating on the displayed scale (1500 / 350 / 0.06 for a newcomer).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Rating {
    /// A rating with the newcomer's volatility.
    pub fn new(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: START.volatility,
        }
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// `player` after a rating period of `games` (each the opponent and the score: 1 won,
/// 0.5 drawn, 0 lost), with the system constant `tau`. No games: only the deviation
/// grows.
pub fn update_with(player: Rating, games: &[(Rating, f64)], tau: f64) -> Rating {
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    if games.is_empty() {
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        return Rating {
            deviation: phi_star * SCALE,
            ..player
        };
    }
    let mut v_inv = 0.0;
    let mut delta_sum = 0.0;
    for (opp, score) in games {
        let mu_j = (opp.rating - 1500.0) / SCALE;
        let phi_j = opp.deviation / SCALE;
        let e = expected(mu, mu_j, phi_j);
        let gj = g(phi_j);
        v_inv += gj * gj * e * (1.0 - e);
        delta_sum += gj * (score - e);
    }
    let v = 1.0 / v_inv;
    let delta = v * delta_sum;
    // The new volatility by the Illinois algorithm (step 5 of the paper).
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let eps = 1e-6;
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < 1000.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut fa, mut fb) = (f(big_a), f(big_b));
    for _ in 0..200 {
        if (big_b - big_a).abs() <= eps {
            break;
        }
        let c = big_a + (big_a - big_b) * fa / (fb - fa);
        let fc = f(c);
        if fc * fb <= 0.0 {
            big_a = big_b;
            fa = fb;
        } else {
            fa /= 2.0;
        }
        big_b = c;
        fb = fc;
    }
    let sigma_new = (big_a / 2.0).exp();
    let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * delta_sum;
    Rating {
        rating: mu_new * SCALE + 1500.0,
        deviation: phi_new * SCALE,
        volatility: sigma_new,
    }
}

/// [`update_with`] at [`TAU`].
pub fn update(player: Rating, games: &[(Rating, f64)]) -> Rating {
    update_with(player, games, TAU)
}

/// Both ratings after one attempt: the solver and the puzzle, each as the other's
/// opponent (deviations kept at least [`MIN_DEVIATION`]; the puzzle's rating kept in the
/// set's 400–3000).
pub fn attempt(solver: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let s = if solved { 1.0 } else { 0.0 };
    let mut new_solver = update(solver, &[(puzzle, s)]);
    let mut new_puzzle = update(puzzle, &[(solver, 1.0 - s)]);
    new_solver.deviation = new_solver.deviation.max(MIN_DEVIATION);
    new_puzzle.deviation = new_puzzle.deviation.max(MIN_DEVIATION);
    new_puzzle.rating = new_puzzle.rating.clamp(400.0, 3000.0);
    (new_solver, new_puzzle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_example_gives_his_figures() {
        // The paper's example: 1500 / 200 / 0.06 against 1400/30 (won), 1550/100 (lost),
        // 1700/300 (lost), τ = 0.5: 1464.06 / 151.52 / 0.05999.
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let games = [
            (Rating::new(1400.0, 30.0), 1.0),
            (Rating::new(1550.0, 100.0), 0.0),
            (Rating::new(1700.0, 300.0), 0.0),
        ];
        let r = update_with(player, &games, 0.5);
        assert!((r.rating - 1464.06).abs() < 0.01, "{r:?}");
        assert!((r.deviation - 151.52).abs() < 0.01, "{r:?}");
        assert!((r.volatility - 0.05999).abs() < 0.00001, "{r:?}");
    }

    #[test]
    fn solving_raises_the_solver_and_lowers_the_puzzle_and_failing_the_reverse() {
        let (s, p) = attempt(START, Rating::new(1500.0, 200.0), true);
        assert!(s.rating > 1500.0 && p.rating < 1500.0, "{s:?} {p:?}");
        let (s, p) = attempt(START, Rating::new(1500.0, 200.0), false);
        assert!(s.rating < 1500.0 && p.rating > 1500.0, "{s:?} {p:?}");
        assert!(s.deviation < START.deviation);
    }
}
