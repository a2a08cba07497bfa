//! `shuuro match --ladder`: the levels measured apart. Each level plays the level below
//! it, then every level plays `random` and `greedy`, `--games` games a pairing (in
//! colour-swapped pairs, armies dealt by the runner, as in any match) at the match's time
//! per move (`--movetime`, 100 ms by default). It prints each pairing's wins, draws and
//! losses with the Elo difference and its 95% margin, then each level's time per answer
//! (placements and fight moves, by the wall clock of its thread).

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use super::{GameFailure, MatchArgs, elo, game_seed, play_game_with};
use crate::cmd::output;
use crate::engine::army::drawn_army;
use crate::engine::level::Level;
use crate::engine::players::{Player, PlayerKind};
use crate::rules::game::Rules;
use crate::rules::{BySide, Side};

/// One pairing's games from player a's side, and the time each side's level spent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Tally {
    /// Wins, draws and losses of a.
    wdl: [u32; 3],
    /// Time spent and answers given by a, then by b.
    spent: [(Duration, u32); 2],
}

/// What the ladder plays: its rules, games a pairing, seed, time per move and threads.
struct Ladder {
    rules: Rules,
    games: u32,
    seed: u64,
    movetime: Duration,
    jobs: u32,
    max_plies: u32,
}

impl Ladder {
    /// `games` games of `a` against `b`, `jobs` at a time.
    fn play(&self, a: &PlayerKind, b: &PlayerKind) -> Result<Tally, GameFailure> {
        let next = AtomicU32::new(0);
        let tally = Mutex::new(Tally::default());
        let failure = Mutex::new(None::<GameFailure>);
        std::thread::scope(|scope| {
            for _ in 0..self.jobs {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= self.games || failure.lock().map_or(true, |f| f.is_some()) {
                            break;
                        }
                        let seed = game_seed(self.seed, i / 2);
                        let a_side = if i.is_multiple_of(2) {
                            Side::Blue
                        } else {
                            Side::Red
                        };
                        let mut players = BySide::from_fn(|side| {
                            let kind = if side == a_side { a } else { b };
                            let mut p = Player::new(
                                kind.clone(),
                                seed ^ ((side.index() as u64 + 1) * 0x5851_F42D),
                            );
                            p.set_movetime(self.movetime, Duration::from_secs(1));
                            p
                        });
                        let rules = &self.rules;
                        let dealt = |side, plinths| Some(drawn_army(rules, side, plinths, seed));
                        let played = play_game_with(
                            rules,
                            &mut players,
                            a_side,
                            seed,
                            self.max_plies,
                            &dealt,
                        );
                        match played {
                            Ok(r) => {
                                let Ok(mut t) = tally.lock() else { break };
                                t.wdl[(1 - r.score_for_a()) as usize] += 1;
                                for (k, side) in [a_side, a_side.opposite()].into_iter().enumerate()
                                {
                                    if let Some((spent, n)) = players[side].thinking() {
                                        t.spent[k].0 += spent;
                                        t.spent[k].1 += n;
                                    }
                                }
                            }
                            Err(e) => {
                                if let Ok(mut f) = failure.lock() {
                                    f.get_or_insert(e);
                                }
                            }
                        }
                    }
                });
            }
        });
        match failure.into_inner() {
            Ok(Some(e)) => Err(e),
            _ => Ok(tally.into_inner().unwrap_or_default()),
        }
    }
}

/// The pairings of the ladder: each level against the one below, then every level
/// against `random` and `greedy`.
fn pairings() -> Vec<(PlayerKind, PlayerKind)> {
    let levels: Vec<Level> = Level::all().collect();
    let mut v: Vec<(PlayerKind, PlayerKind)> = levels
        .windows(2)
        .map(|w| (PlayerKind::Level(w[1]), PlayerKind::Level(w[0])))
        .collect();
    for &l in &levels {
        v.push((PlayerKind::Level(l), PlayerKind::Random));
        v.push((PlayerKind::Level(l), PlayerKind::Greedy));
    }
    v
}

/// Runs `shuuro match --ladder` with the match's `--games` (a pairing), `--seed`,
/// `--movetime`, `--jobs`, `--max-plies` and the variant (`--mini`, `--board`, `--fairy`).
pub fn run(args: &MatchArgs, movetime: Option<Duration>) -> ExitCode {
    let ladder = Ladder {
        rules: args.variant.rules(),
        games: args.games,
        seed: args.seed,
        movetime: movetime.unwrap_or(Duration::from_millis(100)),
        jobs: args.jobs.clamp(1, 16),
        max_plies: args.max_plies,
    };
    let say = |text: String| output::print(&text).map_err(|e| output::failed("shuuro match", &e));
    let head = format!(
        "ladder: {} ms a move, {} games a pairing (colour-swapped pairs), seed {}\n{:<18} {:>4} {:>4} {:>4} {:>6} {:>6} {:>5}\n",
        ladder.movetime.as_millis(),
        ladder.games,
        ladder.seed,
        "pairing",
        "W",
        "D",
        "L",
        "score",
        "elo",
        "+/-"
    );
    if let Err(code) = say(head) {
        return code;
    }
    let mut spent = [(Duration::ZERO, 0u32); 8];
    for (a, b) in pairings() {
        let t = match ladder.play(&a, &b) {
            Ok(t) => t,
            Err(e) => {
                output::warn(format_args!("shuuro match --ladder: {a} - {b}: {e}"));
                return ExitCode::FAILURE;
            }
        };
        for (kind, (time, n)) in [&a, &b].into_iter().zip(t.spent) {
            if let PlayerKind::Level(l) = kind {
                let s = &mut spent[usize::from(l.get()) - 1];
                s.0 += time;
                s.1 += n;
            }
        }
        let [w, d, l] = t.wdl;
        let games = (w + d + l).max(1);
        let score = (f64::from(w) + f64::from(d) / 2.0) * 100.0 / f64::from(games);
        let (diff, margin) = elo(w, d, l);
        let pairing = format!("{a} - {b}");
        if let Err(code) = say(format!(
            "{pairing:<18} {w:>4} {d:>4} {l:>4} {score:>5.0}% {diff:>6.0} {margin:>5.0}\n"
        )) {
            return code;
        }
    }
    let mut times = String::from("level  ms per answer (placements and fight moves)\n");
    for (level, (time, n)) in Level::all().zip(spent) {
        let ms = time.as_secs_f64() * 1000.0 / f64::from(n.max(1));
        times += &format!("level{level} {ms:>8.1}\n");
    }
    match say(times) {
        Ok(()) => ExitCode::SUCCESS,
        Err(code) => code,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_pairs_each_level_with_the_next_and_every_level_with_the_baselines() {
        let p = pairings();
        assert_eq!(p.len(), 7 + 16);
        assert_eq!(p[0], ("level2".parse().unwrap(), "level1".parse().unwrap()));
        assert_eq!(p[6], ("level8".parse().unwrap(), "level7".parse().unwrap()));
        assert!(p.contains(&(PlayerKind::Level(Level::MIN), PlayerKind::Random)));
        assert!(p.contains(&(PlayerKind::Level(Level::MAX), PlayerKind::Greedy)));
    }

    #[test]
    fn a_short_ladder_pairing_plays_its_games_and_times_both_levels() {
        let ladder = Ladder {
            rules: crate::cmd::matches::MatchVariant::MINI.rules(),
            games: 2,
            seed: 3,
            movetime: Duration::from_millis(5),
            jobs: 1,
            max_plies: 40,
        };
        let t = ladder
            .play(&"level2".parse().unwrap(), &"level1".parse().unwrap())
            .expect("games");
        assert_eq!(t.wdl.iter().sum::<u32>(), 2);
        assert!(t.spent.iter().all(|&(_, n)| n > 0), "{t:?}");
    }
}
