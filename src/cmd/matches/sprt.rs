//! The sequential probability ratio test of `shuuro match --sprt elo0,elo1`: after every
//! finished colour-swapped pair the match asks whether the results so far accept the
//! hypothesis "player a is `elo1` stronger" (H1) or "`elo0` stronger" (H0), and stops when
//! one is accepted.
//!
//! The log-likelihood ratio is the generalised SPRT's normal approximation, as chess
//! engine testers use it: with `n` samples of mean score `mu` and variance `var`, and `s0`,
//! `s1` the expected scores of the two hypotheses (logistic Elo),
//! `LLR = n (s1 - s0) (2 mu - s0 - s1) / (2 var)`. A sample is one pair's mean score
//! (pentanomial: 0, ¼, ½, ¾, 1), which counts the pairs' correlation; [`llr_trinomial`]
//! takes single games. The bounds are Wald's: accept H0 at `ln(β / (1 − α))` or below,
//! H1 at `ln((1 − β) / α)` or above.

use std::fmt;
use std::str::FromStr;

/// The expected score of a player `elo` stronger (logistic Elo).
///
/// ```
/// use shuuro::cmd::matches::sprt::expected_score;
/// assert_eq!(expected_score(0.0), 0.5);
/// assert!((expected_score(400.0) - 10.0 / 11.0).abs() < 1e-12);
/// ```
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The log-likelihood ratio of H1 (`elo1`) against H0 (`elo0`) for samples scoring
/// `scores[i]` `counts[i]` times; `None` without samples or when they all score the same
/// (no variance: nothing to tell the hypotheses apart by).
fn llr(scores: &[f64], counts: &[u32], elo0: f64, elo1: f64) -> Option<f64> {
    let counts: Vec<f64> = counts.iter().map(|&c| f64::from(c)).collect();
    llr_of(scores, &counts, elo0, elo1)
}

/// [`llr`] of (possibly fractional) counts.
fn llr_of(scores: &[f64], counts: &[f64], elo0: f64, elo1: f64) -> Option<f64> {
    let n: f64 = counts.iter().sum();
    if n <= 0.0 {
        return None;
    }
    let mu = scores.iter().zip(counts).map(|(x, c)| x * c).sum::<f64>() / n;
    let var = scores
        .iter()
        .zip(counts)
        .map(|(x, c)| c * (x - mu).powi(2))
        .sum::<f64>()
        / n;
    if var <= 1e-12 {
        return None;
    }
    let (s0, s1) = (expected_score(elo0), expected_score(elo1));
    Some(n * (s1 - s0) * (2.0 * mu - s0 - s1) / (2.0 * var))
}

/// The LLR of single games: `[losses, draws, wins]` of player a.
///
/// ```
/// use shuuro::cmd::matches::sprt::llr_trinomial;
/// // 60 wins, 20 draws, 40 losses: mean 7/12, variance 29/144.
/// let l = llr_trinomial([40, 20, 60], 0.0, 10.0).unwrap();
/// assert!((l - 0.652729).abs() < 1e-5, "{l}");
/// assert_eq!(llr_trinomial([0, 7, 0], 0.0, 10.0), None);
/// ```
pub fn llr_trinomial(ldw: [u32; 3], elo0: f64, elo1: f64) -> Option<f64> {
    llr(&[0.0, 0.5, 1.0], &ldw, elo0, elo1)
}

/// The LLR of colour-swapped pairs: how many pairs player a scored 0, ½, 1, 1½ and 2 in.
///
/// ```
/// use shuuro::cmd::matches::sprt::llr_pentanomial;
/// let l = llr_pentanomial([5, 10, 20, 15, 10], 0.0, 10.0).unwrap();
/// assert!((l - 0.564093).abs() < 1e-5, "{l}");
/// ```
pub fn llr_pentanomial(pairs: [u32; 5], elo0: f64, elo1: f64) -> Option<f64> {
    llr(&PAIR_SCORES, &pairs, elo0, elo1)
}

/// What each pentanomial count of the match's test starts at (see [`Sprt::llr`]).
pub const PRIOR: f64 = 0.25;

/// A pair's mean score for each pentanomial count.
const PAIR_SCORES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

/// The test asked for: the two hypotheses and the error rates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    elo0: f64,
    elo1: f64,
    alpha: f64,
    beta: f64,
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// H1 accepted: player a is `elo1` stronger (or more).
    H1,
    /// H0 accepted: player a is not better than `elo0`.
    H0,
    /// Keep playing.
    Continue,
}

/// Why `--sprt` can't be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "--sprt {0:?}: expected elo0,elo1 with elo0 < elo1 (like 0,10), optionally followed by ,alpha,beta (each between 0 and 0.5)"
)]
pub struct ParseSprtError(String);

impl Sprt {
    /// A test of `elo0` against `elo1` with error rates `alpha` and `beta`.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        }
    }

    /// The LLR at which H0 is accepted.
    pub fn lower(&self) -> f64 {
        (self.beta / (1.0 - self.alpha)).ln()
    }

    /// The LLR at which H1 is accepted.
    pub fn upper(&self) -> f64 {
        ((1.0 - self.beta) / self.alpha).ln()
    }

    /// The pentanomial LLR of `pairs` (see [`llr_pentanomial`]) as the match reads it:
    /// every count starts at a quarter of a pair ([`PRIOR`]), so that the first few
    /// pairs cannot decide alone (one even pair has no variance: its bare LLR would be
    /// wildly negative) and a record where every pair ended alike (a clean sweep) still
    /// has a variance and decides; 0 without pairs.
    pub fn llr(&self, pairs: [u32; 5]) -> f64 {
        if pairs.iter().all(|&c| c == 0) {
            return 0.0;
        }
        let counts = pairs.map(|c| f64::from(c) + PRIOR);
        llr_of(&PAIR_SCORES, &counts, self.elo0, self.elo1).unwrap_or(0.0)
    }

    /// What `llr` decides.
    ///
    /// ```
    /// use shuuro::cmd::matches::sprt::{Sprt, Verdict};
    /// let t = Sprt::new(0.0, 10.0, 0.05, 0.05);
    /// assert!((t.upper() - 2.944439).abs() < 1e-6 && (t.lower() + 2.944439).abs() < 1e-6);
    /// assert_eq!(t.verdict(3.0), Verdict::H1);
    /// assert_eq!(t.verdict(-3.0), Verdict::H0);
    /// assert_eq!(t.verdict(0.5), Verdict::Continue);
    /// ```
    pub fn verdict(&self, llr: f64) -> Verdict {
        if llr >= self.upper() {
            Verdict::H1
        } else if llr <= self.lower() {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }
}

impl FromStr for Sprt {
    type Err = ParseSprtError;

    /// `elo0,elo1` or `elo0,elo1,alpha,beta` (α = β = 0.05 by default).
    ///
    /// ```
    /// use shuuro::cmd::matches::sprt::Sprt;
    /// assert_eq!("0,10".parse::<Sprt>().unwrap(), Sprt::new(0.0, 10.0, 0.05, 0.05));
    /// assert_eq!("-5,5,0.1,0.2".parse::<Sprt>().unwrap(), Sprt::new(-5.0, 5.0, 0.1, 0.2));
    /// for bad in ["", "10", "10,0", "0,10,0.05", "0,10,0,0.05", "0,x"] {
    ///     assert!(bad.parse::<Sprt>().is_err(), "{bad}");
    /// }
    /// ```
    fn from_str(s: &str) -> Result<Sprt, ParseSprtError> {
        let err = || ParseSprtError(s.chars().take(40).collect());
        let numbers: Vec<f64> = s
            .split(',')
            .map(|w| w.trim().parse::<f64>().ok().filter(|x| x.is_finite()))
            .collect::<Option<_>>()
            .ok_or_else(err)?;
        let t = match numbers[..] {
            [elo0, elo1] => Sprt::new(elo0, elo1, 0.05, 0.05),
            [elo0, elo1, alpha, beta] => Sprt::new(elo0, elo1, alpha, beta),
            _ => return Err(err()),
        };
        let rate = |x: f64| x > 0.0 && x < 0.5;
        if t.elo0 >= t.elo1 || !rate(t.alpha) || !rate(t.beta) {
            return Err(err());
        }
        Ok(t)
    }
}

impl fmt::Display for Sprt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "elo0 {} elo1 {} alpha {} beta {}",
            self.elo0, self.elo1, self.alpha, self.beta
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against hand-computed values: 20 pairs 1½, 20 pairs ½ (mean ½, variance 1/16):
    /// the LLR of 0 against 10 Elo is `40 · (s1 − ½) · (½ − s1) · 8`, negative.
    #[test]
    fn llr_of_an_even_record_leans_to_h0() {
        let s1 = expected_score(10.0);
        let want = 40.0 * (s1 - 0.5) * (1.0 - 0.5 - s1) / (2.0 / 16.0);
        let got = llr_pentanomial([0, 20, 0, 20, 0], 0.0, 10.0).expect("variance");
        assert!((got - want).abs() < 1e-12, "{got} {want}");
        assert!((got + 0.066_237).abs() < 1e-5, "{got}");
        // More pairs of the same record: the ratio grows with them.
        let more = llr_pentanomial([0, 200, 0, 200, 0], 0.0, 10.0).expect("variance");
        assert!((more - 10.0 * got).abs() < 1e-9);
    }

    #[test]
    fn a_winning_record_accepts_h1_and_a_losing_one_h0() {
        let t = Sprt::new(0.0, 20.0, 0.05, 0.05);
        assert_eq!(t.verdict(t.llr([5, 10, 30, 30, 25])), Verdict::H1);
        assert_eq!(t.verdict(t.llr([25, 30, 30, 10, 5])), Verdict::H0);
        assert_eq!(t.verdict(t.llr([0, 1, 2, 1, 0])), Verdict::Continue);
        assert_eq!(t.llr([0, 0, 0, 0, 0]), 0.0);
        // Pairs all alike still decide (the prior gives them a variance), but not the
        // first one or two: one or two even pairs say almost nothing.
        assert_eq!(t.verdict(t.llr([0, 0, 0, 0, 12])), Verdict::H1);
        assert_eq!(t.verdict(t.llr([12, 0, 0, 0, 0])), Verdict::H0);
        assert_eq!(t.verdict(t.llr([0, 0, 0, 0, 1])), Verdict::Continue);
        assert!(
            t.llr([0, 0, 1, 0, 0]).abs() < 0.1,
            "{}",
            t.llr([0, 0, 1, 0, 0])
        );
        assert!(
            t.llr([0, 0, 2, 0, 0]).abs() < 0.2,
            "{}",
            t.llr([0, 0, 2, 0, 0])
        );
        assert!(t.llr([0, 0, 3, 0, 0]) < 0.0);
    }
}
