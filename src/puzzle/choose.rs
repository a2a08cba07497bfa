//! Choosing the next puzzle: one of those rated nearest the solver, never the one just
//! played. The puzzles are indexed once by rating (sorted), so a choice is a binary
//! search and a walk over a few neighbours, whatever the size of the set.

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
        let mut by_rating: Vec<(f64, usize)> = ratings
            .into_iter()
            .enumerate()
            .map(|(i, r)| (r, i))
            .collect();
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
            if Some(v[i].1) != last {
                near.push(v[i].1);
            }
        }
        (!near.is_empty()).then(|| near[(draw % near.len() as u64) as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
