//! When the computer takes or offers a draw: a pure judgement of a fight position, by
//! the material left and the computer's own evaluation.

use crate::rules::{Board, Position, Role, Side};

/// The computer's evaluation at or below which it sees no winning chances: a pawn
/// behind, in centipawns from its own view.
pub const NO_WINNING_CHANCES: i32 = -100;

/// Whether `side`'s pieces could ever mate a lone King: a pawn (it may promote), a Queen
/// or a Rook, a Bishop with another Bishop or a Knight, or three Knights. A King alone,
/// with one minor piece, or with two Knights cannot force it.
pub fn has_mating_material(board: &Board, side: Side) -> bool {
    let count = |role: Role| (board.by_role(role) & board.by_side(side)).count();
    let (bishops, knights) = (count(Role::Bishop), count(Role::Knight));
    count(Role::Pawn) > 0
        || count(Role::Queen) > 0
        || count(Role::Rook) > 0
        || (bishops > 0 && bishops + knights >= 2)
        || knights >= 3
}

/// Whether `side` takes a draw in `pos`: it cannot mate with what it has left, or its
/// evaluation `score` (centipawns from `side`'s view: a searched score, or the static
/// evaluation) shows it no winning chances.
pub fn takes_draw(pos: &Position, side: Side, score: i32) -> bool {
    !has_mating_material(pos.board(), side) || score <= NO_WINNING_CHANCES
}

/// Whether the computer offers a draw in `pos` itself: neither side has the material to
/// mate (a Knight against a lone King), so the game can only be drawn.
pub fn offers_draw(pos: &Position) -> bool {
    Side::ALL
        .into_iter()
        .all(|side| !has_mating_material(pos.board(), side))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::eval::evaluate;

    /// `sfen`'s position and the static evaluation from `side`'s view.
    fn judged(sfen: &str, side: Side) -> bool {
        let pos = Position::from_sfen(sfen).expect("sfen");
        let score = if pos.turn() == side {
            evaluate(&pos)
        } else {
            -evaluate(&pos)
        };
        takes_draw(&pos, side, score)
    }

    #[test]
    fn a_knight_or_a_bishop_alone_cannot_win_and_takes_the_draw() {
        // Red: King and Knight; Blue: a lone King. Blue to move.
        assert!(judged("3k1n/6/6/6/6/2K3 w - 1", Side::Red));
        assert!(judged("3k1b/6/6/6/6/2K3 w - 1", Side::Red));
        assert!(!judged("2nknn/6/6/6/6/2K3 w - 1", Side::Red));
        assert!(judged("3knn/6/6/6/6/2K3 w - 1", Side::Red));
        // The lone King cannot win either.
        assert!(judged("3k1n/6/6/6/6/2K3 w - 1", Side::Blue));
    }

    #[test]
    fn mating_material_ahead_declines_the_draw() {
        assert!(!judged("3k1q/6/6/6/6/2K3 w - 1", Side::Red));
        assert!(!judged("3k1r/6/6/6/6/2K3 w - 1", Side::Red));
        assert!(!judged("3kbn/6/6/6/6/2K3 w - 1", Side::Red));
        assert!(!judged("3k2/4p1/6/6/6/2K3 w - 1", Side::Red));
    }

    #[test]
    fn a_draw_is_offered_only_when_neither_side_can_mate() {
        let offers = |sfen: &str| offers_draw(&Position::from_sfen(sfen).expect("sfen"));
        assert!(offers("3k1n/6/6/6/6/2K3 w - 1"));
        assert!(offers("3k1n/6/6/6/6/2KB2 w - 1"));
        assert!(!offers("3k1n/6/6/6/6/2KR2 w - 1"));
        assert!(!offers("3k2/4p1/6/6/6/2K3 w - 1"));
    }

    #[test]
    fn a_side_far_behind_sees_no_winning_chances() {
        // Red has a pawn but Blue a Queen: Red takes the draw, Blue does not.
        assert!(judged("3k2/4p1/6/6/6/2KQ2 w - 1", Side::Red));
        assert!(!judged("3k2/4p1/6/6/6/2KQ2 w - 1", Side::Blue));
        // The score alone decides when both can mate.
        let pos = Position::from_sfen("3k1r/6/6/6/6/1RK3 w - 1").expect("sfen");
        assert!(takes_draw(&pos, Side::Red, NO_WINNING_CHANCES));
        assert!(!takes_draw(&pos, Side::Red, NO_WINNING_CHANCES + 1));
    }
}
