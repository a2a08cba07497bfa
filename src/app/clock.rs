//! The chess clock of the fight. Time comes in from the runtime as milliseconds since the
//! client started (`now`); the clock itself is plain arithmetic.

use crate::rules::game::ClockRules;
use crate::rules::{BySide, Side};

/// Both players' time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left at the start of the running side's turn (or now, when stopped).
    pub(crate) remaining: BySide<u64>,
    pub(crate) increment: u64,
    /// The running side and when its turn began.
    pub(crate) running: Option<(Side, u64)>,
}

impl Clock {
    pub fn new(rules: ClockRules) -> Clock {
        Clock {
            remaining: BySide::new(rules.initial_ms, rules.initial_ms),
            increment: rules.increment_ms,
            running: None,
        }
    }

    /// Time left for `side` at `now`.
    pub fn left(&self, side: Side, now: u64) -> u64 {
        match self.running {
            Some((s, since)) if s == side => {
                self.remaining[side].saturating_sub(now.saturating_sub(since))
            }
            _ => self.remaining[side],
        }
    }

    /// Starts `side`'s time (no increment).
    pub fn start(&mut self, side: Side, now: u64) {
        self.stop(now);
        self.running = Some((side, now));
    }

    /// Stops the running side's time, keeping what it used.
    pub fn stop(&mut self, now: u64) {
        if let Some((s, _)) = self.running {
            self.remaining[s] = self.left(s, now);
            self.running = None;
        }
    }

    /// The running side finished a move: charge its time, add the increment, start the other.
    pub fn moved(&mut self, now: u64) {
        if let Some((s, _)) = self.running {
            let left = self.left(s, now);
            self.remaining[s] = left + self.increment;
            self.running = Some((s.opposite(), now));
        }
    }

    /// A move of `side` was taken back at `now`: the clocks stop, keeping the time each
    /// side used (time spent is spent), and `side` loses the increment the move earned,
    /// so taking back and playing again earns no time.
    pub fn taken_back(&mut self, side: Side, now: u64) {
        self.stop(now);
        self.remaining[side] = self.remaining[side].saturating_sub(self.increment);
    }

    /// The side whose flag has fallen, if any.
    pub fn flag(&self, now: u64) -> Option<Side> {
        match self.running {
            Some((s, _)) if self.left(s, now) == 0 => Some(s),
            _ => None,
        }
    }

    /// Milliseconds until the shown time changes (a tenth below ten seconds, else a second:
    /// [`format_ms`] shows whole units left, so it changes a millisecond after a whole
    /// unit) or the flag falls; `None` when stopped.
    pub fn next_change(&self, now: u64) -> Option<u64> {
        let (s, _) = self.running?;
        let left = self.left(s, now);
        let unit = if left <= 10_000 { 100 } else { 1000 };
        Some((left % unit + 1).min(left))
    }
}

/// `m:ss`, or `0:0s.t` below ten seconds: the whole seconds (tenths) left, never rounded
/// up, so a clock never shows more time than its player has.
pub fn format_ms(ms: u64) -> String {
    if ms < 10_000 {
        format!("0:0{}.{}", ms / 1000, (ms % 1000) / 100)
    } else {
        let s = ms / 1000;
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock() -> Clock {
        Clock::new(ClockRules {
            initial_ms: 60_000,
            increment_ms: 2_000,
        })
    }

    #[test]
    fn clock_increment_is_added_after_each_move() {
        let mut c = clock();
        c.start(Side::Blue, 0);
        c.moved(5_000);
        assert_eq!(c.left(Side::Blue, 5_000), 57_000);
        assert_eq!(c.left(Side::Red, 6_000), 59_000);
    }

    #[test]
    fn a_move_taken_back_keeps_the_time_used_and_loses_its_increment() {
        let mut c = clock();
        c.start(Side::Blue, 0);
        c.moved(5_000);
        c.taken_back(Side::Blue, 8_000);
        assert_eq!(c.running, None);
        assert_eq!(c.left(Side::Blue, 9_000), 55_000);
        assert_eq!(c.left(Side::Red, 9_000), 57_000);
    }

    #[test]
    fn clock_flag_falls_at_zero() {
        let mut c = clock();
        c.start(Side::Red, 1_000);
        assert_eq!(c.flag(60_999), None);
        assert_eq!(c.flag(61_000), Some(Side::Red));
    }

    #[test]
    fn clock_formats_minutes_and_tenths() {
        assert_eq!(format_ms(900_000), "15:00");
        assert_eq!(format_ms(9_500), "0:09.5");
        assert_eq!(format_ms(10_000), "0:10");
    }

    /// A clock never shows more time than is left: 59.6 s is 0:59, 9.96 s is 9.9.
    #[test]
    fn the_shown_time_never_rounds_up() {
        assert_eq!(format_ms(59_600), "0:59");
        assert_eq!(format_ms(60_999), "1:00");
        assert_eq!(format_ms(10_999), "0:10");
        assert_eq!(format_ms(9_999), "0:09.9");
        assert_eq!(format_ms(9_960), "0:09.9");
        assert_eq!(format_ms(99), "0:00.0");
        assert_eq!(format_ms(0), "0:00.0");
    }

    /// The screen wakes when the shown time changes: when a second (a tenth under ten
    /// seconds) has gone, and when the flag falls.
    #[test]
    fn the_clock_wakes_when_the_shown_time_changes() {
        let mut c = clock();
        c.start(Side::Blue, 0);
        // 60.000 s shows 1:00 and 59.999 s shows 0:59.
        assert_eq!(c.next_change(0), Some(1));
        // 59.600 s shows 0:59 until 58.999 s.
        assert_eq!(c.next_change(400), Some(601));
        assert_eq!(format_ms(c.left(Side::Blue, 1_000)), "0:59");
        // 10.500 s shows 0:10 until 9.999 s, then tenths.
        assert_eq!(c.next_change(49_500), Some(501));
        assert_eq!(c.next_change(50_050), Some(51));
        // 0.05 s shows 0:00.0 and the flag falls in 50 ms.
        assert_eq!(c.next_change(59_950), Some(50));
        assert_eq!(c.next_change(60_000), Some(0));
    }
}
