//! The deployment coach: what a deployment board says before the fight (issue 11 point 4).
//! Pure and quick: pieces in danger, open lines towards each King, an ambush threat, Knights
//! and plinths, and the fight positions the evaluation is searched from (the search itself
//! runs on the client's worker thread: [`evaluate_starts`]).
//!
//! Attacks follow the Shuuro rules the engine uses ([`super::attacks`]): sliders, Kings and
//! pawns never enter or cross a plinth; a Knight on a plinth can be taken only by a Knight.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::rules::deploy::Deployment;
use crate::rules::{Army, Bitboard, Board, BySide, Piece, Position, Role, Side, Square};

use super::attacks::{AttackMap, attacks, on_board, walls};
use super::eval::value;
use super::search::{SearchOptions, Searcher};

/// Why a piece is in danger at the start of the fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Danger {
    /// Attacked and not defended.
    Undefended,
    /// Attacked by a piece worth less (this role): defended or not, the trade loses.
    CheaperAttacker(Role),
}

/// A piece the enemy attacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Threatened {
    pub square: Square,
    pub piece: Piece,
    pub danger: Danger,
}

/// A line from a King that no piece of its own or plinth shuts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenLine {
    pub king: Square,
    /// The last square the line reaches: the edge of the board, or an enemy piece.
    pub to: Square,
    /// The enemy piece at its end when that piece attacks along the line (a Rook or Queen
    /// on a file or rank, a Bishop or Queen on a diagonal).
    pub attacker: Option<Piece>,
}

/// An enemy piece attacking a King: if the attacker's side moves first, it takes the King
/// and wins at once (RULES.md, "The King is ambushed").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ambush {
    /// The side whose King is attacked.
    pub king_side: Side,
    pub king: Square,
    pub attacker: Piece,
    pub from: Square,
}

/// Knights and plinths: Knights standing on plinths (only a Knight can take them), and the
/// plinths where the side to place could put a Knight now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnightPlinths {
    pub standing: BySide<Bitboard>,
    /// The side to place and the plinths legal for its Knight now (`None`: it has no
    /// Knight in hand, or nobody places).
    pub could: Option<(Side, Bitboard)>,
}

/// Why the fight can't be evaluated yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotReady {
    /// This side's King is not placed.
    NoKing(Side),
}

/// What the coach says about a deployment board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub threatened: Vec<Threatened>,
    pub open_lines: BySide<Vec<OpenLine>>,
    pub ambushes: Vec<Ambush>,
    pub knights: KnightPlinths,
}

fn price(role: Role) -> u32 {
    value(role) as u32
}

/// The pieces (Kings aside: see [`ambushes`]) the enemy attacks that are undefended, or
/// attacked by something cheaper; Blue's first, each side in square order.
pub fn threatened(board: &Board) -> Vec<Threatened> {
    let map = AttackMap::new(board, price);
    let mut out = Vec::new();
    for side in Side::ALL {
        let enemy = side.opposite();
        for sq in board.by_side(side) {
            let Some(piece) = board.piece_at(sq) else {
                continue;
            };
            if piece.role == Role::King || !map.threatens(board, enemy, sq) {
                continue;
            }
            // On a plinth only a Knight reaches it: the cheapest attacker is a Knight.
            let cheapest = if board.plinths().contains(sq) {
                price(Role::Knight)
            } else {
                map.cheapest[enemy.index()][sq.index()]
            };
            let danger = if cheapest < price(piece.role) {
                Some(Danger::CheaperAttacker(cheapest_role(cheapest)))
            } else if !map.attacked[side.index()].contains(sq) {
                Some(Danger::Undefended)
            } else {
                None
            };
            if let Some(danger) = danger {
                out.push(Threatened {
                    square: sq,
                    piece,
                    danger,
                });
            }
        }
    }
    out
}

fn cheapest_role(v: u32) -> Role {
    Role::ALL
        .into_iter()
        .filter(|&r| r != Role::King)
        .find(|&r| price(r) == v)
        .unwrap_or(Role::Pawn)
}

const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The open lines from `side`'s King: each of the eight directions that runs over at least
/// one empty square to the edge of the board or to an enemy piece, shut by no piece of its
/// own and no plinth. Empty when the King is not placed.
pub fn open_lines(board: &Board, side: Side) -> Vec<OpenLine> {
    let Some(king) = board.king_of(side) else {
        return Vec::new();
    };
    let inside = on_board(board.size());
    let mut out = Vec::new();
    for (df, dr) in DIRECTIONS {
        let mut at = king;
        let mut empty = 0;
        let line = loop {
            let (f, r) = (at.file() as i8 + df, at.rank() as i8 + dr);
            let next = (f >= 0 && r >= 0)
                .then(|| Square::new(f as u8, r as u8))
                .flatten()
                .filter(|s| inside.contains(*s));
            let Some(next) = next else {
                break (empty > 0).then_some(OpenLine {
                    king,
                    to: at,
                    attacker: None,
                });
            };
            if board.plinths().contains(next) {
                break None;
            }
            match board.piece_at(next) {
                None => {
                    empty += 1;
                    at = next;
                }
                Some(p) if p.side == side => break None,
                Some(p) => {
                    let diagonal = df != 0 && dr != 0;
                    let slides = match p.role {
                        Role::Queen => true,
                        Role::Rook => !diagonal,
                        Role::Bishop => diagonal,
                        _ => false,
                    };
                    break Some(OpenLine {
                        king,
                        to: next,
                        attacker: slides.then_some(p),
                    });
                }
            }
        };
        out.extend(line);
    }
    out
}

/// Enemy pieces attacking a King now, Blue's King first: the ambush threat.
pub fn ambushes(board: &Board) -> Vec<Ambush> {
    let w = walls(board);
    let mut out = Vec::new();
    for side in Side::ALL {
        let Some(king) = board.king_of(side) else {
            continue;
        };
        for (from, piece) in board.pieces() {
            if piece.side != side && attacks(board, w, from, piece).contains(king) {
                out.push(Ambush {
                    king_side: side,
                    king,
                    attacker: piece,
                    from,
                });
            }
        }
    }
    out
}

/// Knights on plinths, and the plinths the side to place could put a Knight on now.
pub fn knight_plinths(d: &Deployment) -> KnightPlinths {
    let board = d.board();
    let standing = BySide::from_fn(|side| {
        board
            .plinths()
            .into_iter()
            .filter(|&sq| board.piece_at(sq) == Some(Piece::new(side, Role::Knight)))
            .collect()
    });
    let could = d.turn().and_then(|side| {
        (d.hands()[side].count(Role::Knight) > 0)
            .then(|| (side, d.legal_squares(Role::Knight) & board.plinths()))
    });
    KnightPlinths { standing, could }
}

/// Everything quick the coach says about `d`.
pub fn report(d: &Deployment) -> Report {
    let board = d.board();
    Report {
        threatened: threatened(board),
        open_lines: BySide::from_fn(|s| open_lines(board, s)),
        ambushes: ambushes(board),
        knights: knight_plinths(d),
    }
}

/// The fight positions if the fight started now, one per first mover (the pieces still in
/// hand stay out), or why there is none: both Kings must be on the board.
pub fn fight_starts(d: &Deployment) -> Result<BySide<Position>, NotReady> {
    for side in Side::ALL {
        if d.board().king_of(side).is_none() {
            return Err(NotReady::NoKing(side));
        }
    }
    let positions = Side::ALL.map(|first| {
        let mut setup = d.to_setup();
        setup.hands = BySide::new(Army::EMPTY, Army::EMPTY);
        setup.turn = first;
        Position::from_setup(&setup).ok()
    });
    match positions {
        [Some(blue), Some(red)] => Ok(BySide::new(blue, red)),
        _ => Err(NotReady::NoKing(Side::Blue)),
    }
}

/// Searches each start of [`fight_starts`] for `time` (on a worker thread: `stop`
/// interrupts): the score in centipawns from Blue's view, per first mover (`None`: no
/// legal move, or the search was stopped before it found one).
pub fn evaluate_starts(
    starts: &BySide<Position>,
    time: Duration,
    threads: usize,
    stop: &AtomicBool,
) -> BySide<Option<i32>> {
    let options = SearchOptions {
        time: Some(time),
        threads: Some(threads.max(1)),
        ..SearchOptions::default()
    };
    BySide::from_fn(|first| {
        let r =
            Searcher::new(super::CLIENT_TT_ENTRIES).search(&starts[first], &[], &options, stop)?;
        Some(match first {
            Side::Blue => r.score,
            Side::Red => -r.score,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sfen;

    fn deployment(s: &str) -> Deployment {
        let setup = sfen::parse(s).expect("SFEN");
        Deployment::from_setup(&setup, false).expect("a deployment")
    }

    /// A board from a SFEN, unchecked (the coach reads any board).
    fn board(s: &str) -> Board {
        sfen::parse(s).expect("SFEN").board
    }

    fn sq(s: &str) -> Square {
        s.parse().expect("a square")
    }

    #[test]
    fn an_undefended_piece_and_one_attacked_by_a_cheaper_piece_are_named() {
        // Mini: Blue's Queen on c2 is attacked by Red's Rook on c6 and by the pawn on b3
        // (the cheapest attacker is named); the Rook on c6, attacked by the Queen, has no
        // defender.
        let t = threatened(&board("2r1k1/6/6/1p4/2Q3/N3K1 w P 6"));
        assert!(t.contains(&Threatened {
            square: sq("c2"),
            piece: Piece::new(Side::Blue, Role::Queen),
            danger: Danger::CheaperAttacker(Role::Pawn),
        }));
        assert!(
            t.iter().all(|x| x.square != sq("e1")),
            "Kings are the ambush's"
        );
        assert!(t.contains(&Threatened {
            square: sq("c6"),
            piece: Piece::new(Side::Red, Role::Rook),
            danger: Danger::Undefended,
        }));
    }

    #[test]
    fn a_defended_piece_attacked_by_a_dearer_one_is_safe() {
        // Blue's Rook on a1 attacks Red's pawn on a5, which Red's pawn on b6 defends.
        let t = threatened(&board("1pk3/p5/6/6/6/R2K2 w - 6"));
        assert!(t.iter().all(|x| x.square != sq("a5")), "{t:?}");
    }

    #[test]
    fn open_lines_end_at_the_edge_or_an_enemy_and_own_pieces_and_plinths_shut_them() {
        // Blue's King on c1: up the c-file to Red's Rook on c6 (an attacker), left along
        // row 1 to a1, right to the Bishop on e1 (its own: shut), diagonally b2-a3 open,
        // d2 a plinth (shut).
        let lines = open_lines(&board("2r2k/6/6/6/3_.2/2K1B1 w - 6"), Side::Blue);
        let to: Vec<String> = lines.iter().map(|l| l.to.to_string()).collect();
        assert!(to.contains(&"c6".to_string()), "{to:?}");
        assert!(to.contains(&"a1".to_string()), "{to:?}");
        assert!(to.contains(&"a3".to_string()), "{to:?}");
        assert!(
            !to.contains(&"e1".to_string()),
            "own Bishop shuts the row: {to:?}"
        );
        assert_eq!(lines.len(), 3, "{to:?}");
        let file = lines.iter().find(|l| l.to == sq("c6")).expect("the file");
        assert_eq!(file.attacker, Some(Piece::new(Side::Red, Role::Rook)));
    }

    #[test]
    fn an_attacked_king_is_an_ambush_threat() {
        assert_eq!(
            ambushes(&board("2r2k/6/6/6/6/2K3 w - 6")),
            vec![Ambush {
                king_side: Side::Blue,
                king: sq("c1"),
                attacker: Piece::new(Side::Red, Role::Rook),
                from: sq("c6"),
            }]
        );
        // A plinth between them stops the Rook: no threat.
        assert!(ambushes(&board("2r2k/6/2_.3/6/6/2K3 w - 6")).is_empty());
    }

    #[test]
    fn knights_on_plinths_and_the_plinths_a_knight_could_take() {
        // Blue's Knight stands on the plinth b1; Blue has another Knight in hand and the
        // plinth e1 is free on row 1.
        let d = deployment("5k/6/6/6/6/1_N1K_.1 w N 4");
        let k = knight_plinths(&d);
        assert_eq!(k.standing.blue, Bitboard::from(sq("b1")));
        let (side, could) = k.could.expect("a Knight to place");
        assert_eq!(side, Side::Blue);
        assert!(could.contains(sq("e1")), "{could:?}");
    }

    #[test]
    fn the_fight_needs_both_kings_and_is_evaluated_for_each_first_mover() {
        let d = deployment("6/6/6/6/6/3K2 b k 2");
        assert_eq!(fight_starts(&d).err(), Some(NotReady::NoKing(Side::Red)));
        // Red's Rook attacks Blue's King: if Red moves first it takes the King.
        let d = deployment("3r1k/6/6/6/6/3K2 w - 4");
        let starts = fight_starts(&d).expect("both Kings placed");
        assert_eq!(starts.blue.turn(), Side::Blue);
        assert_eq!(starts.red.turn(), Side::Red);
        let eval = evaluate_starts(
            &starts,
            Duration::from_millis(50),
            1,
            &AtomicBool::new(false),
        );
        assert!(
            eval.red.expect("a score") < -20_000,
            "Red wins at once: {eval:?}"
        );
    }
}
