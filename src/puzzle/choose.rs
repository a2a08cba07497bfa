//! Choosing the next puzzle: which puzzles of a set to train ([`Filter`]: themes and a
//! kind, docs/puzzle-format.md's `--theme` and `--kind`), and among them one of those rated
//! nearest the solver not yet served in this [`Round`] (none twice before all have come),
//! never the one just played. The puzzles are indexed once by rating
//! (sorted), so a choice is a binary search and a walk over a few neighbours, whatever
//! the size of the set.

use std::collections::HashSet;

use super::set::{Kind, Puzzle, Theme};

/// Which puzzles of a set to train: those with any of `themes` (every theme when empty)
/// and of `kind` (both kinds when `None`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    pub themes: Vec<Theme>,
    pub kind: Option<Kind>,
}

/// Why a choice of puzzles is refused (worded by `crate::words`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FilterError {
    /// A name that is no theme; the message lists the themes there are.
    UnknownTheme { name: String },
    /// A kind that is neither `fight` nor `deployment`.
    UnknownKind(String),
    /// No puzzle of the set is of the choice.
    NothingMatches(Filter),
}

impl Filter {
    /// The filter the command line names: theme names (each `T` or `T,T…`) and a kind.
    pub fn parse(themes: &[String], kind: Option<&str>) -> Result<Filter, FilterError> {
        let mut chosen = Vec::new();
        for name in themes.iter().flat_map(|t| t.split(',')).map(str::trim) {
            let theme = Theme::ALL
                .into_iter()
                .find(|t| t.name() == name)
                .ok_or_else(|| FilterError::UnknownTheme {
                    name: name.to_string(),
                })?;
            if !chosen.contains(&theme) {
                chosen.push(theme);
            }
        }
        let kind = kind.map(parse_kind).transpose()?;
        Ok(Filter {
            themes: chosen,
            kind,
        })
    }

    /// Whether puzzle `p` is of the choice.
    pub fn admits(&self, p: &Puzzle) -> bool {
        self.kind.is_none_or(|k| p.kind() == k)
            && (self.themes.is_empty() || self.themes.iter().any(|t| p.themes().contains(t)))
    }

    /// The positions in `puzzles` of those of the choice; an error when there is none.
    pub fn apply<'a>(
        &self,
        puzzles: impl IntoIterator<Item = &'a Puzzle>,
    ) -> Result<Vec<usize>, FilterError> {
        let chosen: Vec<usize> = puzzles
            .into_iter()
            .enumerate()
            .filter(|(_, p)| self.admits(p))
            .map(|(i, _)| i)
            .collect();
        if chosen.is_empty() {
            return Err(FilterError::NothingMatches(self.clone()));
        }
        Ok(chosen)
    }

    /// Whether every puzzle is of the choice.
    pub fn is_all(&self) -> bool {
        self.themes.is_empty() && self.kind.is_none()
    }
}

/// A kind's name: `fight` or `deployment`.
pub fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Fight => "fight",
        Kind::Deployment => "deployment",
    }
}

/// Reads `fight` or `deployment`.
pub fn parse_kind(text: &str) -> Result<Kind, FilterError> {
    [Kind::Fight, Kind::Deployment]
        .into_iter()
        .find(|&k| kind_name(k) == text)
        .ok_or_else(|| FilterError::UnknownKind(text.to_string()))
}

/// How many of the nearest puzzles a choice is drawn from.
pub const WINDOW: usize = 12;

/// The puzzles of a set sorted by rating.
#[derive(Clone, Debug, Default)]
pub struct Index {
    by_rating: Vec<(f64, usize)>,
}

impl Index {
    /// Indexes puzzles by rating (`ratings[i]` is puzzle i's).
    pub fn new(ratings: impl IntoIterator<Item = f64>) -> Index {
        Index::of(ratings.into_iter().enumerate())
    }

    /// Indexes some puzzles of a set by rating: `(i, rating)` for each puzzle i indexed
    /// (the choices are among them only).
    pub fn of(ratings: impl IntoIterator<Item = (usize, f64)>) -> Index {
        let mut by_rating: Vec<(f64, usize)> = ratings.into_iter().map(|(i, r)| (r, i)).collect();
        by_rating.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        Index { by_rating }
    }

    /// Puzzle `i` is now rated `rating` (a move in the sorted list, no re-sorting).
    pub fn rerate(&mut self, i: usize, rating: f64) {
        if let Some(at) = self.by_rating.iter().position(|&(_, j)| j == i) {
            self.by_rating.remove(at);
            let to = self
                .by_rating
                .partition_point(|&(r, j)| r.total_cmp(&rating).then(j.cmp(&i)).is_lt());
            self.by_rating.insert(to, (rating, i));
        }
    }

    pub fn len(&self) -> usize {
        self.by_rating.len()
    }

    pub fn is_empty(&self) -> bool {
        self.by_rating.is_empty()
    }

    /// The next puzzle for a solver rated `rating`: one of the [`WINDOW`] puzzles rated
    /// nearest, picked by `draw` (any number: the caller's dice), never `last`. `None`
    /// only when there is no other puzzle.
    pub fn choose(&self, rating: f64, last: Option<usize>, draw: u64) -> Option<usize> {
        self.choose_among(rating, draw, |i| Some(i) != last)
    }

    /// One of the [`WINDOW`] puzzles rated nearest `rating` that `may` allows, picked by
    /// `draw`; `None` when it allows none.
    fn choose_among(&self, rating: f64, draw: u64, may: impl Fn(usize) -> bool) -> Option<usize> {
        let v = &self.by_rating;
        let at = v.partition_point(|(r, _)| *r < rating);
        let (mut lo, mut hi) = (at, at); // candidates below lo and from hi on
        let mut near = Vec::with_capacity(WINDOW);
        while near.len() < WINDOW && (lo > 0 || hi < v.len()) {
            let take_low = match (lo.checked_sub(1).map(|i| v[i].0), v.get(hi).map(|x| x.0)) {
                (Some(a), Some(b)) => rating - a <= b - rating,
                (Some(_), None) => true,
                _ => false,
            };
            let i = if take_low {
                lo -= 1;
                lo
            } else {
                hi += 1;
                hi - 1
            };
            if may(v[i].1) {
                near.push(v[i].1);
            }
        }
        (!near.is_empty()).then(|| near[(draw % near.len() as u64) as usize])
    }
}

/// The puzzles served so far in a round: none comes twice before every puzzle of the
/// index has come (docs/puzzle-format.md's "no repeats"); then a new round starts.
#[derive(Clone, Debug, Default)]
pub struct Round {
    served: HashSet<usize>,
}

impl Round {
    /// A round in which the puzzles `served` have already come (those tried in earlier
    /// sessions, so a new session starts with the untried ones).
    pub fn after(served: impl IntoIterator<Item = usize>) -> Round {
        Round {
            served: served.into_iter().collect(),
        }
    }

    /// The next puzzle of `index` for a solver rated `rating`, marked served: one of the
    /// [`WINDOW`] nearest not yet served in this round, picked by `draw`; once every one
    /// has been, a new round, whose first is not `last` (unless it is the only puzzle).
    /// `None` only for an empty index.
    pub fn next(
        &mut self,
        index: &Index,
        rating: f64,
        last: Option<usize>,
        draw: u64,
    ) -> Option<usize> {
        let fresh = |i: usize| !self.served.contains(&i) && Some(i) != last;
        let i = match index.choose_among(rating, draw, fresh) {
            Some(i) => i,
            None => {
                self.served.clear();
                index
                    .choose(rating, last, draw)
                    .or_else(|| index.choose(rating, None, draw))?
            }
        };
        self.served.insert(i);
        Some(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set() -> Vec<Puzzle> {
        let fight = |id: &str, themes: Vec<Theme>| {
            Puzzle::fight(id.into(), "k5/6/K5/6/6/5R w - 1".into(), vec![], themes)
        };
        vec![
            fight("a", vec![Theme::Fork]),
            fight("b", vec![Theme::Pin, Theme::Material]),
            Puzzle::deployment(
                "c".into(),
                "x".into(),
                vec![],
                crate::rules::Side::Blue,
                vec![Theme::Deployment, Theme::Fork],
            ),
        ]
    }

    #[test]
    fn a_filter_keeps_the_puzzles_of_any_theme_chosen_and_of_the_kind() {
        let all = Filter::parse(&[], None).expect("no choice");
        assert!(all.is_all());
        assert_eq!(all.apply(&set()), Ok(vec![0, 1, 2]));
        let forks = Filter::parse(&["fork".into()], None).expect("fork");
        assert_eq!(forks.apply(&set()), Ok(vec![0, 2]));
        let two = Filter::parse(&["pin,fork".into()], Some("fight")).expect("two");
        assert_eq!(two.themes, vec![Theme::Pin, Theme::Fork]);
        assert_eq!(two.apply(&set()), Ok(vec![0, 1]));
        let deploy = Filter::parse(&[], Some("deployment")).expect("kind");
        assert_eq!(deploy.apply(&set()), Ok(vec![2]));
    }

    #[test]
    fn an_unknown_theme_lists_every_theme_and_a_choice_of_nothing_says_so() {
        let e = Filter::parse(&["forks".into()], None).expect_err("no such theme");
        assert_eq!(
            e,
            FilterError::UnknownTheme {
                name: "forks".into()
            }
        );
        let words = e.to_string();
        for t in Theme::ALL {
            assert!(words.contains(t.name()), "{words}");
        }
        assert_eq!(
            Filter::parse(&[], Some("fights")),
            Err(FilterError::UnknownKind("fights".into()))
        );
        let none = Filter::parse(&["promotion".into()], Some("deployment")).expect("parses");
        assert_eq!(
            none.apply(&set()),
            Err(FilterError::NothingMatches(none.clone()))
        );
        assert_eq!(
            none.apply(&set()).expect_err("nothing").to_string(),
            "no puzzle of the set is a deployment puzzle of the theme promotion"
        );
    }

    #[test]
    fn the_choice_is_near_the_rating_and_never_the_last_one() {
        let index = Index::new((0..100).map(|i| 400.0 + 25.0 * i as f64));
        let mut last = None;
        for draw in 0..500u64 {
            let next = index
                .choose(1500.0, last, draw.wrapping_mul(0x9E37_79B9_7F4A_7C15))
                .expect("a puzzle");
            assert_ne!(Some(next), last);
            let rating = 400.0 + 25.0 * next as f64;
            assert!((rating - 1500.0).abs() <= 25.0 * WINDOW as f64, "{rating}");
            last = Some(next);
        }
    }

    #[test]
    fn a_round_serves_every_puzzle_once_before_any_twice_nearest_first() {
        // Twenty puzzles, 100 apart: the first of a round at 1500 is one of the WINDOW
        // nearest, and all twenty come before any comes again.
        let index = Index::new((0..20).map(|i| 500.0 + 100.0 * i as f64));
        let mut round = Round::default();
        let mut last = None;
        for lap in 0..3u64 {
            let mut served = std::collections::BTreeSet::new();
            for n in 0..20u64 {
                let draw = mix_for_test(lap * 100 + n);
                let i = round.next(&index, 1500.0, last, draw).expect("a puzzle");
                assert_ne!(Some(i), last, "lap {lap}, draw {n}");
                assert!(served.insert(i), "lap {lap}: {i} twice in {served:?}");
                if n == 0 && lap == 0 {
                    let rating = 500.0 + 100.0 * i as f64;
                    assert!((rating - 1500.0).abs() <= 100.0 * WINDOW as f64, "{rating}");
                }
                last = Some(i);
            }
            assert_eq!(served.len(), 20);
        }
        // One puzzle: it is all there is, round after round.
        let one = Index::new([1500.0]);
        let mut round = Round::default();
        assert_eq!(round.next(&one, 1500.0, None, 3), Some(0));
        assert_eq!(round.next(&one, 1500.0, Some(0), 4), Some(0));
        assert_eq!(
            Round::default().next(&Index::new([]), 1500.0, None, 0),
            None
        );
    }

    fn mix_for_test(x: u64) -> u64 {
        x.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17)
    }

    #[test]
    fn a_puzzle_rerated_is_chosen_by_its_new_rating() {
        let mut index = Index::new((0..30).map(|i| 400.0 + 100.0 * i as f64));
        index.rerate(29, 1500.0);
        let again = Index::new((0..30).map(|i| {
            if i == 29 {
                1500.0
            } else {
                400.0 + 100.0 * i as f64
            }
        }));
        assert_eq!(index.by_rating, again.by_rating);
        assert!((0..WINDOW as u64).any(|d| index.choose(1500.0, None, d) == Some(29)));
    }

    #[test]
    fn one_puzzle_is_not_chosen_twice_in_a_row_and_none_is_no_choice() {
        let index = Index::new([1500.0]);
        assert_eq!(index.choose(1500.0, None, 7), Some(0));
        assert_eq!(index.choose(1500.0, Some(0), 7), None);
        assert_eq!(Index::new([]).choose(1500.0, None, 0), None);
        let two = Index::new([1500.0, 1500.0]);
        for draw in 0..10 {
            assert_eq!(two.choose(1500.0, Some(0), draw), Some(1));
        }
    }
}
