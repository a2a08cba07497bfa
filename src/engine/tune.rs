//! Texel tuning of the evaluation's weights ([`super::eval::Weights`]): quiet positions
//! from the engine's own games, each labelled with the game's result for the side to
//! move (1 a win, ½ a draw, 0 a loss), and the weights that make the evaluation predict
//! those results best, through a sigmoid: `1 / (1 + 10^(-k·eval/400))`.
//!
//! The evaluation is linear in its weights ([`super::eval::features`]), so each position
//! is reduced to its features once, and the mean squared error of the prediction is
//! minimised by gradient descent (Adam) over the weights that are not fixed
//! ([`term::FIXED`]: material and pawn advance keep the scale of centipawns, the mop-up
//! steers the search to mates). `k` is
//! fitted first, to the weights the engine plays with. `examples/texel.rs` plays the games
//! and prints the weights found.

use crate::rules::game::Game;
use crate::rules::{Position, Side};

use super::eval::{features, term};

/// One labelled position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// [`features`] of the position (from the side to move's view).
    pub features: [i32; term::COUNT],
    /// The game's result for the side to move: 1, ½ or 0.
    pub result: f64,
}

/// Weights as the tuner holds them (fractions allowed).
pub type FloatWeights = [f64; term::COUNT];

/// The quiet positions of a finished `game` won by `winner` (`None`: a draw), labelled:
/// from fight ply `skip` on, each position that is not in check, whose move in the game
/// was no capture and came after no capture (not in the middle of an exchange, where the
/// static evaluation is not what the position is worth).
pub fn quiet_samples(game: &Game, winner: Option<Side>, skip: usize) -> Vec<Sample> {
    let history = game.history();
    let moves = game.moves();
    let captures = |pos: &Position, i: usize| {
        moves
            .get(i)
            .is_some_and(|m| pos.board().piece_at(m.to).is_some())
    };
    let mut out = Vec::new();
    for (i, pos) in history.iter().enumerate().take(moves.len()).skip(skip) {
        if pos.is_check() || captures(pos, i) || (i > 0 && captures(&history[i - 1], i - 1)) {
            continue;
        }
        let result = match winner {
            None => 0.5,
            Some(s) if s == pos.turn() => 1.0,
            Some(_) => 0.0,
        };
        out.push(Sample {
            features: features(pos),
            result,
        });
    }
    out
}

/// The predicted result of an evaluation of `score` centipawns.
pub fn sigmoid(score: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * score / 400.0))
}

fn eval(s: &Sample, w: &FloatWeights) -> f64 {
    s.features.iter().zip(w).map(|(&f, &w)| f as f64 * w).sum()
}

/// The mean squared error of the predictions of `w` over `samples`.
pub fn error(samples: &[Sample], w: &FloatWeights, k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| (s.result - sigmoid(eval(s, w), k)).powi(2))
        .sum();
    total / samples.len() as f64
}

/// The `k` (between 0.01 and 10) that makes `w` predict best: a golden-section search of
/// the error, which has one minimum in `k`.
pub fn fit_k(samples: &[Sample], w: &FloatWeights) -> f64 {
    let (mut lo, mut hi) = (0.01f64, 10.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if error(samples, w, a) < error(samples, w, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Minimises [`error`] from `start` with `iterations` steps of Adam (step size `rate`
/// centipawns per unit of feature), leaving the [`term::FIXED`] weights alone, plus
/// `pull` times the sum of each weight's squared relative change from `start`
/// (`((w - w0) / max(|w0|, 1))²`: 0 for none; it keeps the weights near the start where
/// the results say little). Deterministic: the same samples give the same weights.
pub fn tune(
    samples: &[Sample],
    start: &FloatWeights,
    k: f64,
    iterations: usize,
    rate: f64,
    pull: f64,
) -> FloatWeights {
    let mut w = *start;
    if samples.is_empty() {
        return w;
    }
    let (b1, b2, eps) = (0.9, 0.999, 1e-8);
    let mut m = [0.0; term::COUNT];
    let mut v = [0.0; term::COUNT];
    let c = k * std::f64::consts::LN_10 / 400.0;
    for t in 1..=iterations {
        let mut grad = [0.0; term::COUNT];
        for s in samples {
            let p = sigmoid(eval(s, &w), k);
            // d/dw (r - p)^2 = -2 (r - p) p (1 - p) c f
            let common = -2.0 * (s.result - p) * p * (1.0 - p) * c;
            for (g, &f) in grad.iter_mut().zip(&s.features) {
                *g += common * f as f64;
            }
        }
        for i in 0..term::COUNT {
            if term::FIXED.contains(&i) {
                continue;
            }
            let scale = start[i].abs().max(1.0);
            let g =
                grad[i] / samples.len() as f64 + 2.0 * pull * (w[i] - start[i]) / (scale * scale);
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(t as i32));
            let vh = v[i] / (1.0 - b2.powi(t as i32));
            w[i] -= rate * mh / (vh.sqrt() + eps);
        }
    }
    w
}

/// Integer weights, as the evaluation takes them (rounded to the nearest).
pub fn rounded(w: &FloatWeights) -> [i32; term::COUNT] {
    w.map(|x| x.round() as i32)
}

/// Integer weights as floats.
pub fn floats(w: &[i32; term::COUNT]) -> FloatWeights {
    w.map(f64::from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn the_tuner_finds_the_weights_that_made_the_results() {
        // Results drawn from known weights through the sigmoid: the tuner, started
        // elsewhere, comes back near them.
        let mut truth = [0.0; term::COUNT];
        truth[term::MATERIAL] = 1.0;
        truth[term::PAWN_ADVANCE] = 1.0;
        truth[term::TEMPO] = 15.0;
        truth[term::KNIGHT_ON_PLINTH] = 40.0;
        truth[term::ROOK_MOBILITY] = 5.0;
        let mut rng = StdRng::seed_from_u64(7);
        let samples: Vec<Sample> = (0..6000)
            .map(|_| {
                let mut f = [0; term::COUNT];
                f[term::MATERIAL] = rng.random_range(-300..300);
                f[term::PAWN_ADVANCE] = rng.random_range(-50..50);
                f[term::TEMPO] = 1;
                f[term::KNIGHT_ON_PLINTH] = rng.random_range(-2..=2);
                f[term::ROOK_MOBILITY] = rng.random_range(-20..20);
                let s = Sample {
                    features: f,
                    result: 0.0,
                };
                let p = sigmoid(eval(&s, &truth), 1.0);
                Sample {
                    result: if rng.random_bool(p) { 1.0 } else { 0.0 },
                    ..s
                }
            })
            .collect();
        let mut start = truth;
        start[term::TEMPO] = 0.0;
        start[term::KNIGHT_ON_PLINTH] = 0.0;
        start[term::ROOK_MOBILITY] = 0.0;
        let w = tune(&samples, &start, 1.0, 400, 1.0, 0.0);
        assert_eq!(w[term::MATERIAL], 1.0, "fixed");
        assert!((w[term::ROOK_MOBILITY] - 5.0).abs() < 1.0, "{w:?}");
        assert!((w[term::KNIGHT_ON_PLINTH] - 40.0).abs() < 12.0, "{w:?}");
        assert!((w[term::TEMPO] - 15.0).abs() < 12.0, "{w:?}");
        assert!(error(&samples, &w, 1.0) < error(&samples, &start, 1.0));
        // And k is found where the error is least.
        let k = fit_k(&samples, &truth);
        assert!((k - 1.0).abs() < 0.2, "{k}");
        // Pulled towards the start, the weights move less.
        let pulled = tune(&samples, &start, 1.0, 400, 1.0, 0.01);
        assert!(
            pulled[term::ROOK_MOBILITY] < w[term::ROOK_MOBILITY] - 0.5,
            "{pulled:?}"
        );
    }
}
