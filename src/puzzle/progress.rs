//! The solver's progress file, `shuuro-puzzle-progress` version 1 (docs/puzzle-format.md): the
//! solver's Glicko-2 rating and deviation (and, an addition, its volatility), every
//! attempt in order and, an addition, each attempted puzzle's rating as the attempts
//! moved it (`x-puzzles`: by set, then id; a file without it reads as none moved yet;
//! named as §7's extensions are, so a reader that keeps `x-` fields and knows no more
//! keeps it). Reading and writing text only: where the file lives and how it is saved
//! belong to the runtime.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::glicko::{self, Rating};

/// The `format` of a progress file.
pub const FORMAT: &str = "shuuro-puzzle-progress";
/// The `version` this program reads and writes.
pub const VERSION: u64 = 1;

/// One attempt at a puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attempt {
    /// The puzzle's id in its set.
    pub id: String,
    /// The set: `built-in`, or the file it came from.
    pub set: String,
    /// Every solver move right at the first try, no hint.
    pub solved: bool,
    /// When (RFC 3339).
    pub at: String,
}

/// The solver's progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    format: String,
    version: u64,
    rating: f64,
    deviation: f64,
    #[serde(default = "start_volatility")]
    volatility: f64,
    attempts: Vec<Attempt>,
    /// Each attempted puzzle's rating, by set then id (an extension of §7).
    #[serde(
        rename = "x-puzzles",
        default,
        skip_serializing_if = "BTreeMap::is_empty"
    )]
    puzzles: BTreeMap<String, BTreeMap<String, PuzzleRating>>,
    #[serde(flatten)]
    extra: BTreeMap<String, Value>,
}

/// A puzzle's rating as kept in the progress file.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleRating {
    pub rating: f64,
    pub deviation: f64,
    #[serde(default = "start_volatility")]
    pub volatility: f64,
}

impl From<PuzzleRating> for Rating {
    fn from(p: PuzzleRating) -> Rating {
        Rating {
            rating: p.rating,
            deviation: p.deviation,
            volatility: p.volatility,
        }
    }
}

impl From<Rating> for PuzzleRating {
    fn from(r: Rating) -> PuzzleRating {
        PuzzleRating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

fn start_volatility() -> f64 {
    glicko::START.volatility
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            format: FORMAT.into(),
            version: VERSION,
            rating: glicko::START.rating,
            deviation: glicko::START.deviation,
            volatility: glicko::START.volatility,
            attempts: Vec::new(),
            puzzles: BTreeMap::new(),
            extra: BTreeMap::new(),
        }
    }
}

/// Why text is not a progress file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    NotJson(String),
    Field { path: String, message: String },
    Format(String),
    Version(u64),
    UnknownField(String),
    BadNumber(&'static str),
    BadPuzzleRating { set: String, id: String },
}

/// How the solver's rating moved after an attempt.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Change {
    pub before: Rating,
    pub after: Rating,
    /// The puzzle's rating after the attempt.
    pub puzzle: Rating,
}

/// How the solver did on some puzzles of a set (a theme's, on the trainer's list).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// The puzzles counted.
    pub puzzles: usize,
    /// Those attempted at least once.
    pub tried: usize,
    /// Those solved at least once.
    pub solved: usize,
    /// Those whose first attempt was solved.
    pub first_try: usize,
}

impl Score {
    /// The share of the puzzles tried that were solved at the first attempt, in percent
    /// (rounded); `None` before any is tried.
    pub fn percent(&self) -> Option<u32> {
        (self.tried > 0).then(|| ((100 * self.first_try) as f64 / self.tried as f64).round() as u32)
    }
}

impl Progress {
    /// The solver's score on the puzzles `ids` of `set`, from the attempts kept.
    pub fn score<'a>(&self, set: &str, ids: impl IntoIterator<Item = &'a str>) -> Score {
        // Each puzzle tried: whether its first attempt was solved, whether any was.
        let mut tried: HashMap<&str, (bool, bool)> = HashMap::new();
        for a in self.attempts.iter().filter(|a| a.set == set) {
            tried
                .entry(a.id.as_str())
                .and_modify(|(_, any)| *any |= a.solved)
                .or_insert((a.solved, a.solved));
        }
        ids.into_iter().fold(Score::default(), |mut s, id| {
            s.puzzles += 1;
            if let Some(&(first, any)) = tried.get(id) {
                s.tried += 1;
                s.solved += usize::from(any);
                s.first_try += usize::from(first);
            }
            s
        })
    }

    /// Reads a progress file.
    pub fn from_json(text: &str) -> Result<Progress, ProgressError> {
        let mut de = serde_json::Deserializer::from_str(text);
        let p: Progress = serde_path_to_error::deserialize(&mut de).map_err(|e| {
            let path = e.path().to_string();
            let inner = e.into_inner();
            if inner.is_data() {
                ProgressError::Field {
                    path,
                    message: inner.to_string(),
                }
            } else {
                ProgressError::NotJson(inner.to_string())
            }
        })?;
        de.end()
            .map_err(|e| ProgressError::NotJson(e.to_string()))?;
        if p.format != FORMAT {
            return Err(ProgressError::Format(p.format));
        }
        if p.version != VERSION {
            return Err(ProgressError::Version(p.version));
        }
        if let Some(k) = p.extra.keys().find(|k| !k.starts_with("x-")) {
            return Err(ProgressError::UnknownField(k.clone()));
        }
        if !p.rating.is_finite() {
            return Err(ProgressError::BadNumber("rating"));
        }
        if !(p.deviation.is_finite() && p.deviation > 0.0) {
            return Err(ProgressError::BadNumber("deviation"));
        }
        if !(p.volatility.is_finite() && p.volatility > 0.0) {
            return Err(ProgressError::BadNumber("volatility"));
        }
        for (set, ratings) in &p.puzzles {
            for (id, r) in ratings {
                let ok = r.rating.is_finite()
                    && r.deviation.is_finite()
                    && r.deviation > 0.0
                    && r.volatility.is_finite()
                    && r.volatility > 0.0;
                if !ok {
                    return Err(ProgressError::BadPuzzleRating {
                        set: set.clone(),
                        id: id.clone(),
                    });
                }
            }
        }
        Ok(p)
    }

    /// The file's text.
    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    /// The solver's rating.
    pub fn rating(&self) -> Rating {
        Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// Every attempt, oldest first.
    pub fn attempts(&self) -> &[Attempt] {
        &self.attempts
    }

    /// How many puzzles in a row were solved, up to the last attempt.
    pub fn streak(&self) -> usize {
        self.attempts.iter().rev().take_while(|a| a.solved).count()
    }

    /// Puzzle `id` of `set`'s rating as attempts moved it; `None` before its first
    /// attempt (its rating is then the set's).
    pub fn puzzle_rating(&self, set: &str, id: &str) -> Option<Rating> {
        self.puzzles
            .get(set)
            .and_then(|s| s.get(id))
            .map(|&r| r.into())
    }

    /// Records an attempt at puzzle `id` of `set` made `at`, and moves both the solver's
    /// rating and the puzzle's: the puzzle's as kept here, or `puzzle` (the set's) before
    /// its first attempt.
    pub fn record(
        &mut self,
        id: &str,
        set: &str,
        solved: bool,
        at: String,
        puzzle: Rating,
    ) -> Change {
        let before = self.rating();
        let puzzle = self.puzzle_rating(set, id).unwrap_or(puzzle);
        let (after, puzzle) = glicko::attempt(before, puzzle, solved);
        self.puzzles
            .entry(set.to_string())
            .or_default()
            .insert(id.to_string(), puzzle.into());
        self.rating = after.rating;
        self.deviation = after.deviation;
        self.volatility = after.volatility;
        self.attempts.push(Attempt {
            id: id.to_string(),
            set: set.to_string(),
            solved,
            at,
        });
        Change {
            before,
            after,
            puzzle,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_progress_file_of_format_7_reads_records_and_writes_back() {
        let text = r#"{"format": "shuuro-puzzle-progress", "version": 1, "rating": 1500, "deviation": 350,
          "attempts": [{"id": "m2-0001", "set": "built-in", "solved": true, "at": "2026-12-01T20:00:00Z"}]}"#;
        let mut p = Progress::from_json(text).expect("progress");
        assert_eq!(p.streak(), 1);
        let c = p.record(
            "d-0001",
            "built-in",
            false,
            "2026-12-01T20:01:00Z".into(),
            Rating::new(1500.0, 100.0),
        );
        assert!(c.after.rating < c.before.rating);
        assert_eq!(p.streak(), 0);
        let again = Progress::from_json(&p.to_json()).expect("again");
        // The numbers come back to the last bit or so (serde_json's float reading).
        assert_eq!(again.attempts(), p.attempts());
        assert!((again.rating().rating - p.rating().rating).abs() < 1e-9);
        assert!((again.rating().deviation - p.rating().deviation).abs() < 1e-9);
        assert_eq!(again.attempts().len(), 2);
    }

    #[test]
    fn the_file_adds_to_section_7_only_what_earlier_readers_keep() {
        // Readers before the puzzles' ratings took §7's fields, the volatility and any
        // field starting with x-, and refused the rest: a file written now must still
        // read there, or a downgrade would set the solver's progress aside.
        let mut p = Progress::default();
        p.record(
            "m2-0001",
            "built-in",
            true,
            "t".into(),
            Rating::new(1500.0, 100.0),
        );
        let v: Value = serde_json::from_str(&p.to_json()).expect("JSON");
        let known = [
            "format",
            "version",
            "rating",
            "deviation",
            "volatility",
            "attempts",
        ];
        let keys: Vec<&String> = v.as_object().expect("an object").keys().collect();
        assert!(keys.iter().any(|k| k.starts_with("x-")), "{keys:?}");
        for k in keys {
            assert!(known.contains(&k.as_str()) || k.starts_with("x-"), "{k}");
        }
    }

    #[test]
    fn each_puzzles_rating_moves_with_its_attempts_and_is_kept_in_the_file() {
        // A file of before the extension (no `x-puzzles`) still reads: no rating moved yet.
        let old = r#"{"format": "shuuro-puzzle-progress", "version": 1, "rating": 1500, "deviation": 350,
          "attempts": [{"id": "m2-0001", "set": "built-in", "solved": true, "at": "2026-12-01T20:00:00Z"}]}"#;
        let mut p = Progress::from_json(old).expect("an old file reads");
        assert_eq!(p.puzzle_rating("built-in", "m2-0001"), None);
        assert!(
            !p.to_json().contains("\"x-puzzles\""),
            "nothing to keep yet"
        );
        // The first attempt starts from the set's rating; the next from the kept one.
        let set_rating = Rating::new(1500.0, 100.0);
        let first = p.record("m2-0001", "built-in", true, "t1".into(), set_rating);
        let kept = p.puzzle_rating("built-in", "m2-0001").expect("kept");
        assert_eq!(kept, first.puzzle);
        assert!(kept.rating < 1500.0, "solved: the puzzle loses points");
        let second = p.record("m2-0001", "built-in", true, "t2".into(), set_rating);
        assert!(
            second.puzzle.rating < first.puzzle.rating,
            "from the kept rating"
        );
        // Another set's puzzle of the same id is another puzzle.
        assert_eq!(p.puzzle_rating("mine.json", "m2-0001"), None);
        let again = Progress::from_json(&p.to_json()).expect("again");
        let back = again
            .puzzle_rating("built-in", "m2-0001")
            .expect("in the file");
        assert!((back.rating - second.puzzle.rating).abs() < 1e-9);
        assert!((back.deviation - second.puzzle.deviation).abs() < 1e-9);
        let text = p.to_json();
        let at = text.find("\"x-puzzles\"").expect("kept under x-puzzles");
        let bad = format!(
            "{}{}",
            &text[..at],
            text[at..].replacen("\"deviation\": ", "\"deviation\": -", 1)
        );
        assert!(
            matches!(
                Progress::from_json(&bad),
                Err(ProgressError::BadPuzzleRating { .. })
            ),
            "{bad}"
        );
    }

    #[test]
    fn a_score_counts_the_puzzles_tried_solved_and_solved_at_the_first_attempt() {
        let mut p = Progress::default();
        let r = Rating::new(1500.0, 100.0);
        p.record("a", "built-in", false, "t".into(), r);
        p.record("a", "built-in", true, "t".into(), r);
        p.record("b", "built-in", true, "t".into(), r);
        p.record("b", "built-in", false, "t".into(), r);
        p.record("c", "mine.json", true, "t".into(), r);
        let s = p.score("built-in", ["a", "b", "c", "d"]);
        assert_eq!(
            s,
            Score {
                puzzles: 4,
                tried: 2,
                solved: 2,
                first_try: 1
            }
        );
        assert_eq!(s.percent(), Some(50));
        assert_eq!(p.score("built-in", ["d"]).percent(), None);
    }

    #[test]
    fn a_broken_progress_file_is_an_error_not_a_fresh_start() {
        assert!(matches!(
            Progress::from_json("{"),
            Err(ProgressError::NotJson(_))
        ));
        let e = Progress::from_json(
            r#"{"format": "shuuro-puzzle-progress", "version": 1, "rating": 1500, "deviation": 350, "attempts": [{"id": 3}]}"#,
        );
        assert!(
            matches!(e, Err(ProgressError::Field { ref path, .. }) if path == "attempts[0].id"),
            "{e:?}"
        );
        let e = Progress::from_json(
            r#"{"format": "shuuro-puzzle-progress", "version": 1, "rating": 1500, "deviation": 0, "attempts": []}"#,
        );
        assert_eq!(e, Err(ProgressError::BadNumber("deviation")));
    }
}
