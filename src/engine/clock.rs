//! Thinking time from a clock: how long to think for one move given what is left on the
//! clock and the increment (the `go wtime ... btime ... winc ... binc ...` of the engine
//! protocol, and the client's computer player when a game has a clock), as one budget or
//! as soft and hard limits ([`MoveBudget`]), and the chess clock of a match played at a
//! time control (`shuuro match --tc 1+0.5`).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::rules::{BySide, Side};

/// Moves the budget assumes are still to play when nothing better is known.
const MOVES_TO_GO: u32 = 25;

/// How long to think for one move with `remaining` on the clock and `increment` added
/// after each move. Pure: the same clock always gives the same budget.
///
/// The budget is a share of the time left (one twenty-fifth) plus three quarters of the
/// increment, never more than half of what is left after a safety margin (a tenth of
/// the time left, at most 50 ms, for the moments between the budget running out and the
/// move reaching the clock), and at least 1 ms. So the engine never spends its last
/// moments, and with time left it always has time to think: the search stops at the
/// budget, and keeps the best move of its last finished depth.
///
/// ```
/// use std::time::Duration;
/// use shuuro::engine::clock::think_time;
///
/// let ms = Duration::from_millis;
/// // 5 minutes, no increment: 12 s for this move.
/// assert_eq!(think_time(ms(300_000), ms(0)), ms(11_998));
/// // 10 seconds plus 2 per move: 400 ms of the clock and 1.5 s of the increment.
/// assert_eq!(think_time(ms(10_000), ms(2_000)), ms(1_898));
/// // Almost flagging: a fraction of what is left, never all of it.
/// assert!(think_time(ms(20), ms(0)) < ms(20));
/// assert_eq!(think_time(ms(0), ms(0)), ms(1));
/// ```
pub fn think_time(remaining: Duration, increment: Duration) -> Duration {
    let margin = (remaining / 10).min(Duration::from_millis(50));
    let usable = remaining.saturating_sub(margin);
    let budget = usable / MOVES_TO_GO + increment * 3 / 4;
    budget.min(usable / 2).max(Duration::from_millis(1))
}

/// A move's thinking time from a clock, as two limits: past the soft one the search
/// starts no new depth (the one under way may finish), at the hard one it stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveBudget {
    soft: Duration,
    hard: Duration,
}

impl MoveBudget {
    /// No new depth is started past this.
    pub fn soft(&self) -> Duration {
        self.soft
    }

    /// The search stops here.
    pub fn hard(&self) -> Duration {
        self.hard
    }
}

/// Soft and hard limits for one move with `remaining` on the clock and `increment` added
/// after each move. Pure, like [`think_time`] (`t` below): the soft limit is three fifths
/// of `t`, the hard limit twice `t` but never more than half of what is left after the
/// safety margin, and never less than `t`; both at least 1 ms.
///
/// ```
/// use std::time::Duration;
/// use shuuro::engine::clock::move_budget;
///
/// let ms = Duration::from_millis;
/// // 5 minutes, no increment: t = 12 s; start no depth after 7.2 s, stop at 24 s.
/// let b = move_budget(ms(300_000), ms(0));
/// assert_eq!((b.soft(), b.hard()), (ms(7_198) + Duration::from_micros(800), ms(23_996)));
/// // Almost flagging: the hard limit stays within what is left.
/// assert!(move_budget(ms(20), ms(0)).hard() < ms(20));
/// ```
pub fn move_budget(remaining: Duration, increment: Duration) -> MoveBudget {
    let t = think_time(remaining, increment);
    let margin = (remaining / 10).min(Duration::from_millis(50));
    let usable = remaining.saturating_sub(margin);
    let hard = (t * 2).min(usable / 2).max(t);
    let soft = (t * 3 / 5).max(Duration::from_millis(1)).min(hard);
    MoveBudget { soft, hard }
}

/// A time control: `<minutes>+<seconds>` (`1+0.5`: one minute each, half a second added
/// after every move; fractions of a minute are allowed: `0.1+0.05`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    base: Duration,
    increment: Duration,
}

/// Why a time control can't be read (the text quoted is at most 40 characters).
///
/// ```
/// use shuuro::engine::clock::{ParseTimeControlError, TimeControl};
/// let e = "0+0.5".parse::<TimeControl>().unwrap_err();
/// assert_eq!(e, ParseTimeControlError::NoTime);
/// assert_eq!(e.to_string(), "time control: each clock must start with some time (minutes above 0)");
/// let e = "1+x".parse::<TimeControl>().unwrap_err();
/// assert_eq!(e.to_string(), r#"time control: "x" is not a number of seconds from 0 to 999999 (like 0.5)"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseTimeControlError {
    /// No `+` between the minutes and the seconds.
    #[error("time control {0:?}: expected <minutes>+<seconds> like 1+0.5")]
    Shape(String),
    /// The part before `+` is not a number of minutes.
    #[error("time control: {0:?} is not a number of minutes from 0 to 999999 (like 1 or 0.5)")]
    Minutes(String),
    /// The part after `+` is not a number of seconds.
    #[error("time control: {0:?} is not a number of seconds from 0 to 999999 (like 0.5)")]
    Seconds(String),
    /// The minutes are 0: a clock would start empty.
    #[error("time control: each clock must start with some time (minutes above 0)")]
    NoTime,
}

impl TimeControl {
    /// `base` on each clock at the start, `increment` added after every move.
    pub fn new(base: Duration, increment: Duration) -> TimeControl {
        TimeControl { base, increment }
    }

    /// The time each side starts with.
    pub fn base(&self) -> Duration {
        self.base
    }

    /// The time added after every move.
    pub fn increment(&self) -> Duration {
        self.increment
    }
}

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;

    /// ```
    /// use std::time::Duration;
    /// use shuuro::engine::clock::TimeControl;
    /// let tc: TimeControl = "1+0.5".parse().unwrap();
    /// assert_eq!((tc.base(), tc.increment()), (Duration::from_secs(60), Duration::from_millis(500)));
    /// assert!("1".parse::<TimeControl>().is_err());
    /// assert!("0+0".parse::<TimeControl>().is_err());
    /// assert!("-1+2".parse::<TimeControl>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<TimeControl, ParseTimeControlError> {
        let quote = |t: &str| t.chars().take(40).collect::<String>();
        let (minutes, seconds) = s
            .split_once('+')
            .ok_or_else(|| ParseTimeControlError::Shape(quote(s)))?;
        let number = |t: &str| {
            t.trim()
                .parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && (0.0..1e6).contains(x))
        };
        let minutes =
            number(minutes).ok_or_else(|| ParseTimeControlError::Minutes(quote(minutes)))?;
        let seconds =
            number(seconds).ok_or_else(|| ParseTimeControlError::Seconds(quote(seconds)))?;
        let base = Duration::from_secs_f64(minutes * 60.0);
        let increment = Duration::from_secs_f64(seconds);
        if base.is_zero() {
            return Err(ParseTimeControlError::NoTime);
        }
        Ok(TimeControl { base, increment })
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}+{}",
            self.base.as_secs_f64() / 60.0,
            self.increment.as_secs_f64()
        )
    }
}

/// Both sides' clocks in one game at a [`TimeControl`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameClock {
    left: BySide<Duration>,
    increment: Duration,
}

impl GameClock {
    /// Both clocks at the time control's start.
    pub fn new(tc: TimeControl) -> GameClock {
        GameClock {
            left: BySide::from_fn(|_| tc.base),
            increment: tc.increment,
        }
    }

    /// What is left on `side`'s clock.
    pub fn left(&self, side: Side) -> Duration {
        self.left[side]
    }

    /// The time added after every move.
    pub fn increment(&self) -> Duration {
        self.increment
    }

    /// How long `side` may think for its move ([`move_budget`] of its clock).
    pub fn budget(&self, side: Side) -> MoveBudget {
        move_budget(self.left[side], self.increment)
    }

    /// Charges `side` for a move that took `took`: `false` when its flag fell (it took
    /// longer than it had), else its clock loses `took` and gains the increment.
    pub fn charge(&mut self, side: Side, took: Duration) -> bool {
        let left = &mut self.left[side];
        if took > *left {
            *left = Duration::ZERO;
            return false;
        }
        *left = *left - took + self.increment;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_falls_only_when_a_move_takes_longer_than_is_left() {
        let ms = Duration::from_millis;
        let mut c = GameClock::new(TimeControl::new(ms(1_000), ms(100)));
        assert!(c.charge(Side::Blue, ms(400)));
        assert_eq!(
            (c.left(Side::Blue), c.left(Side::Red)),
            (ms(700), ms(1_000))
        );
        assert!(c.charge(Side::Blue, ms(700)));
        assert_eq!(c.left(Side::Blue), ms(100));
        assert!(!c.charge(Side::Blue, ms(101)));
        assert_eq!(c.left(Side::Blue), ms(0));
    }

    #[test]
    fn never_more_than_half_of_what_is_left() {
        for left in [0u64, 1, 5, 49, 50, 51, 500, 1_000, 60_000, 3_600_000] {
            for inc in [0u64, 1, 100, 5_000, 60_000] {
                let t = think_time(Duration::from_millis(left), Duration::from_millis(inc));
                assert!(t >= Duration::from_millis(1));
                if left >= 2 {
                    assert!(
                        t <= Duration::from_millis(left) / 2,
                        "{left} {inc} -> {t:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_soft_limit_comes_first_and_the_hard_one_never_takes_half_of_what_is_left() {
        let ms = Duration::from_millis;
        for left in [0u64, 1, 2, 5, 49, 50, 51, 500, 1_000, 60_000, 3_600_000] {
            for inc in [0u64, 1, 100, 5_000, 60_000] {
                let b = move_budget(ms(left), ms(inc));
                let t = think_time(ms(left), ms(inc));
                assert!(
                    b.soft() >= ms(1) && b.soft() <= b.hard(),
                    "{left} {inc} {b:?}"
                );
                assert!(b.soft() <= t && b.hard() >= t, "{left} {inc} {b:?}");
                if left >= 2 {
                    assert!(b.hard() <= ms(left) / 2, "{left} {inc} -> {b:?}");
                }
            }
        }
        // With time to spare, the hard limit is twice the budget, the soft three fifths.
        let b = move_budget(ms(60_000), ms(1_000));
        let t = think_time(ms(60_000), ms(1_000));
        assert_eq!((b.soft(), b.hard()), (t * 3 / 5, t * 2));
        // Near the flag, half of what is usable caps the hard limit.
        let b = move_budget(ms(1_000), ms(2_000));
        assert_eq!(b.hard(), (ms(1_000) - ms(50)) / 2);
    }

    #[test]
    fn more_time_or_increment_never_means_less_thought() {
        let ms = Duration::from_millis;
        let mut last = Duration::ZERO;
        for left in (0..200_000).step_by(997) {
            let t = think_time(ms(left), ms(1_000));
            assert!(t >= last);
            assert!(think_time(ms(left), ms(2_000)) >= t);
            last = t;
            let (b, more) = (
                move_budget(ms(left), ms(1_000)),
                move_budget(ms(left + 997), ms(1_000)),
            );
            assert!(more.soft() >= b.soft() && more.hard() >= b.hard());
        }
    }
}
