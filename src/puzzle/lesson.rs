//! What a deployment puzzle teaches, read from the board as the player sees it: what a
//! placement does there (the King it attacks, the line to its own King it shuts, the piece
//! it attacks or guards, the plinth it takes, the first mover's reach it keeps out of), and
//! what the first move of the fight then takes. Typed facts, never words (the trainer's
//! screen says them), and no search.
//!
//! A deployment is not over when a puzzle's placement is made: both sides may still hold
//! pieces. So [`FirstMove`] counts only what nothing the losing side still holds can
//! change: a King attacked along a line its side can no longer shut (or by a Knight), or a
//! piece taken when its side holds nothing more, or taken by a cheaper piece whose line
//! its side can no longer shut. What it shows is what a player can see by looking.
//!
//! [`findable`] holds a deployment puzzle to that: its answer's first move is worth
//! [`LOOK_MARGIN`] more to the solver than that of every placement not accepted, so the
//! answer is found by looking at the board (the generator's search then confirms it
//! stands). [`Lesson`] is what the trainer says: the answer seen, and the tempting other
//! placement seen, the one whose first move looks best among those not accepted.

use crate::engine::attacks::{AttackMap, attacks, walls};
use crate::engine::coach::{ambushes, threatened};
use crate::engine::deploy::ranked_placements;
use crate::engine::eval::value;
use crate::rules::deploy::{Deployment, row_squares};
use crate::rules::{Board, Piece, Role, Side, Square};

use super::check::{Now, Resolved, Step};
use super::set::Theme;

/// What taking a King is worth on the look's scale.
pub const KING: i32 = 100_000;

/// How much more (centipawns, a King being [`KING`]) the answer's first move must be worth
/// to the solver than that of any placement not accepted.
pub const LOOK_MARGIN: i32 = 150;

/// A placement: the piece and its square.
pub type Placement = (Piece, Square);

/// The first move of the fight once a placement is made, as far as nothing the side that
/// would lose can still change it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstMove {
    /// `mover` takes the King on `king` with its `by` from `from` (RULES.md, "The King is
    /// ambushed"): a won game at once. `holding`: the King's side still holds pieces,
    /// none of which can shut the line any more.
    TakesKing {
        mover: Side,
        king: Square,
        by: Role,
        from: Square,
        holding: bool,
    },
    /// `mover` takes the `piece` on `at` with its `by` from `from`, `gain` centipawns
    /// ahead once the recapture, if any, is made.
    Takes {
        mover: Side,
        piece: Role,
        at: Square,
        by: Role,
        from: Square,
        gain: i32,
    },
    /// `mover` wins nothing at once.
    Nothing { mover: Side },
}

impl FirstMove {
    /// Who moves first.
    pub fn mover(&self) -> Side {
        match *self {
            FirstMove::TakesKing { mover, .. }
            | FirstMove::Takes { mover, .. }
            | FirstMove::Nothing { mover } => mover,
        }
    }

    /// What it is worth to `side` (centipawns; a King is [`KING`]).
    pub fn worth(&self, side: Side) -> i32 {
        let won = match *self {
            FirstMove::TakesKing { .. } => KING,
            FirstMove::Takes { gain, .. } => gain,
            FirstMove::Nothing { .. } => 0,
        };
        if self.mover() == side { won } else { -won }
    }
}

/// What a placed piece does on the board as it then stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    /// It attacks the enemy King on `king`.
    AttacksKing { king: Square },
    /// It shuts the line of the enemy `attacker` on `from` to its own King on `king`.
    ShutsLine {
        attacker: Role,
        from: Square,
        king: Square,
    },
    /// It stands in the line of the enemy `attacker` on `from` to its side's `piece` on
    /// `at`, which that attacker threatened.
    Shields {
        piece: Role,
        at: Square,
        attacker: Role,
        from: Square,
    },
    /// It attacks the enemy `target` on `at`, undefended or dearer than itself.
    Attacks { target: Role, at: Square },
    /// It guards its side's `piece` on `at`, which the enemy threatened.
    Guards { piece: Role, at: Square },
    /// It stands in the line of its side's `guard` on `from` to its side's `piece` on
    /// `at`, which the enemy threatens once that guard is cut off.
    Cuts {
        guard: Role,
        from: Square,
        piece: Role,
        at: Square,
    },
    /// A Knight on a plinth: only a Knight can take it.
    OnPlinth,
    /// The enemy moves first and no enemy piece attacks it.
    OutOfReach,
}

/// A placement as the player sees it: what the piece does, and what the fight's first
/// move then takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seen {
    pub placement: Placement,
    pub facts: Vec<Fact>,
    pub first_move: FirstMove,
}

/// What a deployment puzzle teaches: its answer seen, and the tempting other placement
/// seen (what goes wrong after it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Who moves first in the fight.
    pub first: Side,
    pub answer: Seen,
    /// The placement not accepted whose first move looks best (`None` when every
    /// placement is accepted).
    pub instead: Option<Seen>,
}

/// Why a deployment puzzle's answer can't be found by looking.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotFindable {
    /// Nobody places, or the answer is no legal placement.
    #[error("the answer is no placement of the side to place")]
    NoAnswer,
    /// A placement not accepted looks as good: its first move is worth `gap` less than
    /// the answer's, under [`LOOK_MARGIN`] (or more).
    #[error(
        "{}@{} looks as good as the answer: its first move is worth {gap} cp less to the solver (at least {LOOK_MARGIN} needed)",
        .other.0.char(), .other.1
    )]
    LooksAsGood { other: Placement, gap: i32 },
}

/// The squares strictly between `a` and `b` on a line (file, rank or diagonal); empty
/// when they are not on one or are next to each other.
fn between(a: Square, b: Square) -> Vec<Square> {
    let (df, dr) = (
        b.file() as i8 - a.file() as i8,
        b.rank() as i8 - a.rank() as i8,
    );
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return Vec::new();
    }
    let steps = df.abs().max(dr.abs());
    (1..steps)
        .filter_map(|k| a.offset(df.signum() * k, dr.signum() * k))
        .collect()
}

/// Whether `side` could still put a piece on `sq` with what it holds in `d` (a bound:
/// `false` means it never can). A noble reaches a row only once every lower row is full,
/// a pawn the same from row 2; only a Knight stands on a plinth.
fn could_fill(d: &Deployment, side: Side, sq: Square) -> bool {
    let board = d.board();
    let size = board.size();
    let row = sq.row_of(side, size);
    if !(1..=3).contains(&row) || board.occupied().contains(sq) {
        return false;
    }
    let hand = d.hands()[side];
    let room = |r: u8, knight: bool| {
        let free = row_squares(size, side, r) & !board.occupied();
        let free = if knight {
            free
        } else {
            free & !board.plinths()
        };
        free.count()
    };
    let below = |from: u8, knight: bool| (from..row).map(|r| room(r, knight)).sum::<u32>();
    if board.plinths().contains(sq) {
        return hand.count(Role::Knight) > 0 && hand.nobles() > below(1, true);
    }
    let noble = hand.nobles() > below(1, false);
    let pawn = row >= 2 && hand.count(Role::Pawn) > 0 && hand.total() > below(2, false);
    noble || pawn
}

/// Whether `side` can no longer shut the line from `from` to `to` in `d`.
fn unshuttable(d: &Deployment, side: Side, from: Square, to: Square) -> bool {
    !between(from, to)
        .into_iter()
        .any(|s| could_fill(d, side, s))
}

fn price(role: Role) -> u32 {
    value(role) as u32
}

/// The first move of the fight from `d` (its board as it stands, what each side still
/// holds) with `mover` to move, counting only what the other side can no longer change.
pub fn first_move(d: &Deployment, mover: Side) -> FirstMove {
    let board = d.board();
    let victim = mover.opposite();
    if let Some(a) = ambushes(board)
        .into_iter()
        .find(|a| a.king_side == victim && unshuttable(d, victim, a.from, a.king))
    {
        return FirstMove::TakesKing {
            mover,
            king: a.king,
            by: a.attacker.role,
            from: a.from,
            holding: !d.hands()[victim].is_empty(),
        };
    }
    let map = AttackMap::new(board, price);
    let w = walls(board);
    let holds_nothing = d.hands()[victim].is_empty();
    let mut best = FirstMove::Nothing { mover };
    let mut best_gain = 0;
    for (at, target) in board.pieces() {
        if target.side != victim || target.role == Role::King {
            continue;
        }
        let on_plinth = board.plinths().contains(at);
        let defended = if on_plinth {
            map.by_knights[victim.index()].contains(at)
        } else {
            map.attacked[victim.index()].contains(at)
        };
        for (from, by) in board.pieces() {
            if by.side != mover
                || (on_plinth && by.role != Role::Knight)
                || !attacks(board, w, from, by).contains(at)
            {
                continue;
            }
            let cheap = value(by.role) < value(target.role);
            let gain = if holds_nothing {
                if defended {
                    (value(target.role) - value(by.role)).max(0)
                } else {
                    value(target.role)
                }
            } else if cheap && unshuttable(d, victim, from, at) {
                // The other side may still guard it: the trade is what is sure.
                value(target.role) - value(by.role)
            } else {
                0
            };
            if gain > best_gain {
                best_gain = gain;
                best = FirstMove::Takes {
                    mover,
                    piece: target.role,
                    at,
                    by: by.role,
                    from,
                    gain,
                };
            }
        }
    }
    best
}

/// What the piece placed on `sq` does on `after`, the board `before` with it.
fn facts(before: &Board, after: &Board, piece: Piece, sq: Square, first: Side) -> Vec<Fact> {
    let side = piece.side;
    let enemy = side.opposite();
    let w = walls(after);
    let hits = attacks(after, w, sq, piece);
    let mut out = Vec::new();
    if let Some(king) = after.king_of(enemy).filter(|k| hits.contains(*k)) {
        out.push(Fact::AttacksKing { king });
    }
    let still = ambushes(after);
    for a in ambushes(before) {
        if a.king_side == side
            && !still
                .iter()
                .any(|b| b.king_side == side && b.from == a.from)
        {
            out.push(Fact::ShutsLine {
                attacker: a.attacker.role,
                from: a.from,
                king: a.king,
            });
        }
    }
    let map = AttackMap::new(after, price);
    for at in hits & after.by_side(enemy) {
        let Some(target) = after.piece_at(at).filter(|t| t.role != Role::King) else {
            continue;
        };
        let defended = map.attacked[enemy.index()].contains(at);
        if !defended || value(target.role) > value(piece.role) {
            out.push(Fact::Attacks {
                target: target.role,
                at,
            });
        }
    }
    let now = threatened(after);
    let wb = walls(before);
    for t in threatened(before) {
        if t.piece.side != side || now.iter().any(|n| n.square == t.square) {
            continue;
        }
        // Standing in an attacker's line, or guarding the piece.
        let shielded = before.pieces().find(|&(from, p)| {
            p.side == enemy
                && attacks(before, wb, from, p).contains(t.square)
                && between(from, t.square).contains(&sq)
        });
        out.push(match shielded {
            Some((from, attacker)) => Fact::Shields {
                piece: t.piece.role,
                at: t.square,
                attacker: attacker.role,
                from,
            },
            None => Fact::Guards {
                piece: t.piece.role,
                at: t.square,
            },
        });
    }
    let then = threatened(before);
    for t in &now {
        if t.piece.side != side || t.square == sq || then.iter().any(|b| b.square == t.square) {
            continue;
        }
        if let Some((from, guard)) = before.pieces().find(|&(from, g)| {
            g.side == side
                && attacks(before, wb, from, g).contains(t.square)
                && between(from, t.square).contains(&sq)
        }) {
            out.push(Fact::Cuts {
                guard: guard.role,
                from,
                piece: t.piece.role,
                at: t.square,
            });
        }
    }
    if piece.role == Role::Knight && after.plinths().contains(sq) {
        out.push(Fact::OnPlinth);
    }
    if first == enemy
        && value(piece.role) >= value(Role::Knight)
        && !map.threatens(after, enemy, sq)
    {
        out.push(Fact::OutOfReach);
    }
    out
}

/// `placement` made in `d` (`first` moving first in the fight) as the player sees it;
/// `None` when it is no legal placement there.
pub fn seen(d: &Deployment, first: Side, placement: Placement) -> Option<Seen> {
    let (piece, sq) = placement;
    let mut after = d.clone();
    after.place(piece, sq).ok()?;
    Some(Seen {
        placement,
        facts: facts(d.board(), after.board(), piece, sq, first),
        first_move: first_move(&after, first),
    })
}

/// Every legal placement of `d` with its first move's worth to the side placing.
fn worths(d: &Deployment, first: Side) -> Vec<(Placement, i32)> {
    let Some(side) = d.turn() else {
        return Vec::new();
    };
    d.legal_placements()
        .into_iter()
        .filter_map(|p| {
            let mut after = d.clone();
            after.place(p.0, p.1).ok()?;
            Some((p, first_move(&after, first).worth(side)))
        })
        .collect()
}

/// Whether the answer of a deployment puzzle (`d`, `first` moving first, `answer` the
/// solution's placement, `accept` every placement counted right) can be found by
/// looking: its first move is worth at least [`LOOK_MARGIN`] more to the solver than
/// that of every placement not accepted.
pub fn findable(
    d: &Deployment,
    first: Side,
    answer: Placement,
    accept: &[Placement],
) -> Result<(), NotFindable> {
    let all = worths(d, first);
    let mine = all
        .iter()
        .find(|(p, _)| *p == answer)
        .map(|(_, w)| *w)
        .ok_or(NotFindable::NoAnswer)?;
    // The first (in the order of the legal placements) of those worth most.
    let rival = all
        .iter()
        .filter(|(p, _)| *p != answer && !accept.contains(p))
        .fold(None, |best: Option<&(Placement, i32)>, x| match best {
            Some(b) if b.1 >= x.1 => Some(b),
            _ => Some(x),
        });
    match rival {
        Some(&(other, w)) if mine - w < LOOK_MARGIN => Err(NotFindable::LooksAsGood {
            other,
            gap: mine - w,
        }),
        _ => Ok(()),
    }
}

/// The placements a look alone picks out in `d`: those whose first move is worth the
/// most to the side placing, within [`LOOK_MARGIN`] of it (empty when nobody places).
pub fn looks_best(d: &Deployment, first: Side) -> Vec<Placement> {
    let all = worths(d, first);
    let Some(top) = all.iter().map(|(_, w)| *w).max() else {
        return Vec::new();
    };
    all.into_iter()
        .filter(|(_, w)| top - w < LOOK_MARGIN)
        .map(|(p, _)| p)
        .collect()
}

/// What the puzzle (`d`, `first` moving first, `answer`, `accept`) teaches: the answer
/// seen, and the tempting placement not accepted: the one whose first move is worth most
/// to the solver, among equals the engine's quick look's favourite.
pub fn lesson(
    d: &Deployment,
    first: Side,
    answer: Placement,
    accept: &[Placement],
) -> Option<Lesson> {
    d.turn()?;
    let answer = seen(d, first, answer)?;
    let quick: Vec<Placement> = ranked_placements(d, 0)
        .into_iter()
        .map(|(p, s, _)| (p, s))
        .collect();
    let rank = |p: &Placement| quick.iter().position(|q| q == p).unwrap_or(usize::MAX);
    let instead = worths(d, first)
        .into_iter()
        .filter(|(p, _)| *p != answer.placement && !accept.contains(p))
        .max_by_key(|(p, w)| (*w, std::cmp::Reverse(rank(p))))
        .and_then(|(p, _)| seen(d, first, p));
    Some(Lesson {
        first,
        answer,
        instead,
    })
}

/// A checked deployment puzzle's board, first mover, answer (its solution's first
/// placement) and the placements it accepts; `None` for a fight puzzle.
fn parts(r: &Resolved) -> Option<(&Deployment, Side, Placement, Vec<Placement>)> {
    let Now::Deploy { deployment, first } = r.start() else {
        return None;
    };
    let Some(&Step::Place(piece, sq)) = r.steps().first() else {
        return None;
    };
    let mut accept: Vec<Placement> = r
        .accept()
        .iter()
        .filter_map(|s| match *s {
            Step::Place(p, at) => Some((p, at)),
            Step::Move(_) => None,
        })
        .collect();
    if !accept.contains(&(piece, sq)) {
        accept.push((piece, sq));
    }
    Some((deployment, *first, (piece, sq), accept))
}

/// What a checked puzzle teaches ([`lesson`]); `None` for a fight puzzle.
pub fn of_puzzle(r: &Resolved) -> Option<Lesson> {
    let (d, first, answer, accept) = parts(r)?;
    lesson(d, first, answer, &accept)
}

/// What a checked puzzle teaches when the solver's right answer was `placed`, another
/// of its accepted placements than the solution's; `None` for a fight puzzle or a
/// placement it does not accept.
pub fn of_answer(r: &Resolved, placed: Placement) -> Option<Lesson> {
    let (d, first, _, accept) = parts(r)?;
    accept
        .contains(&placed)
        .then(|| lesson(d, first, placed, &accept))
        .flatten()
}

/// Whether a checked puzzle's answer can be found by looking ([`findable`]); a fight
/// puzzle always can (its moves are held to other rules).
pub fn findable_puzzle(r: &Resolved) -> Result<(), NotFindable> {
    match parts(r) {
        Some((d, first, answer, accept)) => findable(d, first, answer, &accept),
        None => Ok(()),
    }
}

impl Lesson {
    /// The themes the lesson shows: `deployment`; `ambush` when the answer's first move
    /// takes the King, or the answer shuts a line to its own King that the tempting
    /// placement leaves to take it; `material` when the answer's first move takes a
    /// piece; `plinth` for a Knight placed on a plinth; `defence` when the answer guards a
    /// piece the tempting placement loses.
    pub fn themes(&self) -> Vec<Theme> {
        let solver = self.answer.placement.0.side;
        let mut out = vec![Theme::Deployment];
        let instead = self.instead.as_ref().map(|s| s.first_move);
        let king_lost =
            matches!(instead, Some(FirstMove::TakesKing { mover, .. }) if mover != solver);
        let shuts = self
            .answer
            .facts
            .iter()
            .any(|f| matches!(f, Fact::ShutsLine { .. }));
        match self.answer.first_move {
            FirstMove::TakesKing { mover, .. } if mover == solver => out.push(Theme::Ambush),
            FirstMove::Takes { mover, .. } if mover == solver => out.push(Theme::Material),
            _ => {}
        }
        if shuts && king_lost {
            out.push(Theme::Ambush);
        }
        if self.answer.facts.contains(&Fact::OnPlinth) {
            out.push(Theme::Plinth);
        }
        let guards = self
            .answer
            .facts
            .iter()
            .any(|f| matches!(f, Fact::Guards { .. } | Fact::Shields { .. }));
        let loses = matches!(instead, Some(FirstMove::Takes { mover, .. }) if mover != solver);
        if guards && loses {
            out.push(Theme::Defence);
        }
        out.sort();
        out.dedup();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sfen;

    fn deployment(text: &str) -> Deployment {
        let setup = sfen::parse(text).expect("setup");
        Deployment::from_setup(&setup, false).expect("deployment")
    }

    fn at(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn place(d: &Deployment, text: &str) -> Placement {
        let (p, sq) = crate::puzzle::check::read_placement(text).expect("a placement");
        assert!(d.check_place(p, sq).is_ok(), "{text}");
        (p, sq)
    }

    /// Mini: Red has placed its whole army; Blue places its Rook (then a Pawn) and moves
    /// first. On d1 the Rook sees Red's King on d6: Blue takes it at once.
    const STRIKE: &str = "1rqk2/pp4/6/6/6/BNK2B w RP 10";

    #[test]
    fn a_rook_placed_on_the_kings_open_file_takes_it_when_its_side_moves_first() {
        let d = deployment(STRIKE);
        let r = place(&d, "R@d1");
        let lesson = lesson(&d, Side::Blue, r, &[r]).expect("a lesson");
        assert_eq!(
            lesson.answer.first_move,
            FirstMove::TakesKing {
                mover: Side::Blue,
                king: at("d6"),
                by: Role::Rook,
                from: at("d1"),
                holding: false,
            }
        );
        assert!(
            lesson
                .answer
                .facts
                .contains(&Fact::AttacksKing { king: at("d6") })
        );
        assert_eq!(looks_best(&d, Side::Blue), vec![r]);
        findable(&d, Side::Blue, r, &[r]).expect("found by looking");
        assert_eq!(lesson.themes(), vec![Theme::Ambush, Theme::Deployment]);
        // Red moving first, the Rook on d1 wins nothing: no answer to see.
        assert!(findable(&d, Side::Red, r, &[r]).is_err());
    }

    #[test]
    fn a_king_attack_its_side_can_still_shut_is_no_sure_capture() {
        // Red still holds a Pawn, which may yet stand on d5 (its row 2).
        let d = deployment("1rqk2/1p4/6/6/6/BNK2B w RPp 9");
        let r = place(&d, "R@d1");
        assert_eq!(
            seen(&d, Side::Blue, r).expect("legal").first_move,
            FirstMove::Nothing { mover: Side::Blue }
        );
    }

    /// Mini: Red's Rook on d6 sees Blue's King on d1 and Red moves first; Blue's row 1 is
    /// full, so its last piece, a Bishop, goes on row 2.
    const SHUT: &str = "3r1k/6/6/6/6/NNBKBN w B 9";

    #[test]
    fn only_the_bishop_that_shuts_the_line_to_the_king_saves_it() {
        let d = deployment(SHUT);
        let b = place(&d, "B@d2");
        findable(&d, Side::Red, b, &[b]).expect("found by looking");
        let lesson = lesson(&d, Side::Red, b, &[b]).expect("a lesson");
        assert!(lesson.answer.facts.contains(&Fact::ShutsLine {
            attacker: Role::Rook,
            from: at("d6"),
            king: at("d1"),
        }));
        assert_eq!(
            lesson.answer.first_move,
            FirstMove::Nothing { mover: Side::Red }
        );
        let instead = lesson.instead.expect("another placement");
        assert_eq!(
            instead.first_move,
            FirstMove::TakesKing {
                mover: Side::Red,
                king: at("d1"),
                by: Role::Rook,
                from: at("d6"),
                holding: false,
            }
        );
        assert!(lesson.answer.placement != instead.placement);
        assert_eq!(
            Lesson {
                instead: Some(instead),
                ..lesson
            }
            .themes(),
            vec![Theme::Ambush, Theme::Deployment]
        );
    }

    #[test]
    fn a_line_to_the_king_a_pawn_still_in_hand_can_shut_later_is_not_the_answer_yet() {
        // Blue still holds a Pawn, which may stand on d2 after the Bishop.
        let d = deployment("3r1k/6/6/6/6/NNBKBN w BP 9");
        let b = place(&d, "B@d2");
        let e = findable(&d, Side::Red, b, &[b]).expect_err("the Pawn can shut it too");
        assert!(
            matches!(e, NotFindable::LooksAsGood { gap: 0, .. }),
            "{e:?}"
        );
    }

    /// Every square a lesson of the built-in set names holds, on the board after that
    /// placement, the piece it names: nothing the engine would place later (issue 44:
    /// "the Queen on i11" after q@i12, a Queen only the engine's completion had put
    /// there).
    #[test]
    fn a_lesson_names_only_pieces_on_the_board_after_its_placement() {
        fn holds(board: &Board, sq: Square, role: Role) -> bool {
            board.piece_at(sq).is_some_and(|p| p.role == role)
        }
        fn check(d: &Deployment, s: &Seen) {
            let mut after = d.clone();
            after.place(s.placement.0, s.placement.1).expect("legal");
            let b = after.board();
            for f in &s.facts {
                let ok = match *f {
                    Fact::AttacksKing { king } => holds(b, king, Role::King),
                    Fact::ShutsLine {
                        attacker,
                        from,
                        king,
                    } => holds(b, from, attacker) && holds(b, king, Role::King),
                    Fact::Shields {
                        piece,
                        at,
                        attacker,
                        from,
                    } => holds(b, at, piece) && holds(b, from, attacker),
                    Fact::Attacks { target, at } | Fact::Guards { piece: target, at } => {
                        holds(b, at, target)
                    }
                    Fact::Cuts {
                        guard,
                        from,
                        piece,
                        at,
                    } => holds(b, from, guard) && holds(b, at, piece),
                    Fact::OnPlinth | Fact::OutOfReach => true,
                };
                assert!(ok, "{f:?} after {:?}", s.placement);
            }
            let ok = match s.first_move {
                FirstMove::TakesKing { king, by, from, .. } => {
                    holds(b, king, Role::King) && holds(b, from, by)
                }
                FirstMove::Takes {
                    piece,
                    at,
                    by,
                    from,
                    ..
                } => holds(b, at, piece) && holds(b, from, by),
                FirstMove::Nothing { .. } => true,
            };
            assert!(ok, "{:?} after {:?}", s.first_move, s.placement);
        }
        let set = crate::puzzle::builtin().expect("the built-in set");
        let resolved = crate::puzzle::check::check_set(&set).expect("valid");
        // d-0081 of the old set, whose words named "the Queen on i11" after q@i12.
        let old = deployment(
            "1r2rkbb1b_.b/12/12/3_.8/9_.2/5_.6/_.6_.3_./12/12/4_.7/12/NR1RKN2R1RN b 3q2r3p3QN3P 16",
        );
        let q = place(&old, "q@i12");
        let seen_q = seen(&old, Side::Blue, q).expect("legal");
        check(&old, &seen_q);
        let mut n = 0;
        for r in &resolved {
            let (Now::Deploy { deployment, .. }, Some(l)) = (r.start(), of_puzzle(r)) else {
                continue;
            };
            check(deployment, &l.answer);
            if let Some(i) = &l.instead {
                check(deployment, i);
            }
            n += 1;
        }
        assert!(n > 0);
    }

    #[test]
    fn between_walks_a_line_and_nothing_else() {
        assert_eq!(between(at("a1"), at("a4")), vec![at("a2"), at("a3")]);
        assert_eq!(between(at("d4"), at("a1")), vec![at("c3"), at("b2")]);
        assert!(between(at("a1"), at("b3")).is_empty());
        assert!(between(at("a1"), at("a2")).is_empty());
    }
}
