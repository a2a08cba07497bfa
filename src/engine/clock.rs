//! Thinking time from a clock: how long to think for one move given what is left on the
//! clock and the increment (the `go wtime ... btime ... winc ... binc ...` of the engine
//! protocol, and the client's computer player when a game has a clock).

use std::time::Duration;

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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn more_time_or_increment_never_means_less_thought() {
        let ms = Duration::from_millis;
        let mut last = Duration::ZERO;
        for left in (0..200_000).step_by(997) {
            let t = think_time(ms(left), ms(1_000));
            assert!(t >= last);
            assert!(think_time(ms(left), ms(2_000)) >= t);
            last = t;
        }
    }
}
