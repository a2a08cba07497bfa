//! Moves as text for people.
//!
//! Two notations:
//! - **long algebraic** (records): from-square, to-square, promotion letter:
//!   `e2e4`, `b11b12q`, `k10k12` (see [`Move`]'s `FromStr`);
//! - **short** (SAN-like, for people): piece letter `K Q R B N`, or `C A G` for the
//!   fairy pieces (none for a pawn),
//!   the file and/or rank of departure when another piece of the same type could go to
//!   the same square (`Rae1`, `R1e3`, `Rb11c11`), `x` for a capture, the destination,
//!   `=Q` for a promotion, then `+` for check or `#` when the move wins the game.
//!   Pawn captures name the departure file: `exd5` (also en passant).
//!   A capture of the enemy King in the ambush (RULES.md phase 4) is written like any
//!   capture, and it wins at once, so it ends with `#`: `Qxf12#`.
//!
//! Typed text is first read without a position into a [`MoveText`], then resolved
//! against the position, so an illegal or ambiguous move is an error that says why.

use super::color::Side;
use super::illegal::IllegalReason;
use super::position::{Move, Position};
use super::role::{Role, RoleSet};
use super::square::{ParseSquareError, Square};

/// Why a typed move can't be played here. Each variant carries the text and the squares,
/// pieces or rule involved; [`std::fmt::Display`] gives the words.
///
/// ```
/// use shuuro::rules::Position;
/// use shuuro::rules::illegal::IllegalReason;
/// use shuuro::rules::notation::{self, MoveTextError, PartError};
///
/// let pos = Position::from_sfen("4k1/6/6/6/6/R3K1 w - 1").unwrap();
/// let err = notation::parse_move(&pos, "a1b2").unwrap_err();
/// assert!(matches!(err, MoveTextError::Illegal { reason: IllegalReason::Shape(_), .. }));
/// assert_eq!(err.to_string(), "illegal: a1b2: a Rook moves along ranks and files");
/// let err = notation::parse_move(&pos, "a6=K").unwrap_err();
/// assert_eq!(err, MoveTextError::BadPart { text: "a6=K".into(), problem: PartError::NotAPromotion('K') });
/// assert_eq!(err.to_string(), r#""a6=K": 'K' is not a promotion piece (Q, R, B, N, or C, A, G)"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveTextError {
    /// "no move typed"
    Empty,
    /// "\"hello\" is not a move (try e2e4, Nf3, exd5, b12=Q)"
    Unreadable { text: String },
    /// "\"r@a1\" places a piece, as in the deployment; the fight takes moves (like e2e4,
    /// Nf3, exd5)": a placement (anything with `@`) typed where a move is wanted.
    Placement { text: String },
    /// The text looks like a move but one part of it is wrong: "\"Nz4\": ..." (see
    /// [`PartError`]).
    BadPart { text: String, problem: PartError },
    /// "the game is over: no move can be played"
    GameOver,
    /// "you have no Queens (it is Blue's move)"
    NoSuchPiece { role: Role, side: Side },
    /// "no Rook can move to e5"
    NoPieceCanMove { role: Role, to: Square },
    /// "ambiguous: Rae1 or Rle1" (the short forms of the moves meant)
    Ambiguous { options: Vec<String> },
    /// "illegal: b12: a pawn reaching the far rank must promote: b12=Q, b12=R, b12=B or
    /// b12=N" (a short move to the far rank without the piece; the pieces `allowed` in
    /// this game)
    MustPromote {
        text: String,
        to: Square,
        allowed: RoleSet,
    },
    /// "illegal: e2e5: a pawn moves one square forward (two from its row 2)": the one
    /// piece that could be meant breaks `reason`.
    Illegal { text: String, reason: IllegalReason },
}

/// What is wrong with one part of a typed move (read without a position).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PartError {
    /// "'K' is not a promotion piece (Q, R, B, N, or C, A, G)"
    NotAPromotion(char),
    /// "\"z4\" is not a square: ..."
    NotASquare {
        text: String,
        source: ParseSquareError,
    },
    /// "\"E4\": files are written in small letters (e4)"
    UppercaseFile(String),
    /// "\"z\" is not a departure file and rank (like a, 3 or a3)"
    Departure(String),
    /// "a pawn capture names the pawn's file: exd5"
    PawnCaptureWithoutFile,
}

/// A move as typed, read without a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveText {
    /// Long algebraic: `e2e4`, `b11b12q`.
    Long(Move),
    /// Short notation: `Nxd5`, `Rae1`, `exd6`, `b12=Q`.
    Short {
        /// `Role::Pawn` when no piece letter was given.
        role: Role,
        /// 0-based file of departure, when given.
        file: Option<u8>,
        /// 0-based rank of departure, when given.
        rank: Option<u8>,
        /// Whether `x` was written.
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    },
}

fn bad(text: &str, problem: PartError) -> MoveTextError {
    MoveTextError::BadPart {
        text: text.to_string(),
        problem,
    }
}

/// Reads typed text into a [`MoveText`], without looking at any position.
pub fn read(text: &str) -> Result<MoveText, MoveTextError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(MoveTextError::Empty);
    }
    if t.contains('@') {
        return Err(MoveTextError::Placement {
            text: t.to_string(),
        });
    }
    // Suffixes that carry no information for us.
    let core = t.trim_end_matches(['+', '#', '!', '?']);
    if core.is_empty() || !core.is_ascii() {
        return Err(MoveTextError::Unreadable {
            text: t.to_string(),
        });
    }
    if let Ok(m) = core.parse::<Move>()
        && !core.starts_with(|c: char| c.is_ascii_uppercase())
    {
        return Ok(MoveText::Long(m));
    }
    let b = core.as_bytes();
    let mut i = 0;
    let role = match b[0] {
        b'K' | b'Q' | b'R' | b'B' | b'N' | b'C' | b'A' | b'G' => {
            i = 1;
            Role::from_char(b[0] as char).unwrap_or(Role::Pawn)
        }
        b'P' => {
            i = 1;
            Role::Pawn
        }
        _ => Role::Pawn,
    };
    // Promotion at the end: `=Q`, `Q`, `q` (only after a destination square's digits).
    let mut end = b.len();
    let mut promotion = None;
    if end >= 2 && b[end - 1].is_ascii_alphabetic() && b[end - 2] != b'x' {
        let c = b[end - 1] as char;
        let before = b[end - 2];
        if before == b'=' || before.is_ascii_digit() {
            let r = Role::from_char(c)
                .filter(|r| Role::PROMOTIONS.contains(r))
                .ok_or_else(|| bad(t, PartError::NotAPromotion(c)))?;
            promotion = Some(r);
            end -= 1;
            if before == b'=' {
                end -= 1;
            }
        }
    }
    // Destination: the last letter followed by digits.
    let mut j = end;
    while j > i && b[j - 1].is_ascii_digit() {
        j -= 1;
    }
    if j == i && i == 1 && j < end && core.to_ascii_lowercase().parse::<Square>().is_ok() {
        // `C4`, `A4`, `G4`: a square written with a capital, not a fairy piece.
        return Err(bad(t, PartError::UppercaseFile(core.to_string())));
    }
    if j == end || j == i {
        return Err(MoveTextError::Unreadable {
            text: t.to_string(),
        });
    }
    let to_start = j - 1;
    let to_text = &core[to_start..end];
    let to: Square = to_text.parse().map_err(|source| {
        bad(
            t,
            PartError::NotASquare {
                text: to_text.to_string(),
                source,
            },
        )
    })?;
    if !b[to_start].is_ascii_lowercase() {
        return Err(bad(t, PartError::UppercaseFile(to_text.to_string())));
    }
    // Between the piece letter and the destination: [file][rank][x].
    let mut mid = &core[i..to_start];
    let capture = mid.ends_with('x');
    if capture {
        mid = &mid[..mid.len() - 1];
    }
    let mb = mid.as_bytes();
    let mut k = 0;
    let mut file = None;
    let mut rank = None;
    if k < mb.len() && (b'a'..=b'l').contains(&mb[k]) {
        file = Some(mb[k] - b'a');
        k += 1;
    }
    if k < mb.len() {
        let digits = &mid[k..];
        match digits.parse::<u8>() {
            Ok(r) if (1..=12).contains(&r) && !digits.starts_with(['0', '+']) => rank = Some(r - 1),
            _ => {
                return Err(bad(t, PartError::Departure(mid.to_string())));
            }
        }
    }
    if role == Role::Pawn && promotion.is_none() && i == 0 && file.is_none() && capture {
        return Err(bad(t, PartError::PawnCaptureWithoutFile));
    }
    Ok(MoveText::Short {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    })
}

/// How a move list numbers the fight move made at ply `ply` (1-based, fight moves only)
/// when `first` moved first: as chess numbers its moves, Blue playing White's part, the
/// move's number followed by one dot for Blue's move and three for Red's. When Red moves
/// first, Red's first move is `1...` and Blue's reply `2.`.
///
/// ```
/// use shuuro::rules::Side;
/// use shuuro::rules::notation::move_number;
/// assert_eq!(move_number(57, Side::Blue), "29.");
/// assert_eq!(move_number(10, Side::Blue), "5...");
/// assert_eq!(move_number(1, Side::Red), "1...");
/// assert_eq!(move_number(2, Side::Red), "2.");
/// assert_eq!(move_number(3, Side::Red), "2...");
/// ```
pub fn move_number(ply: usize, first: Side) -> String {
    // Counted as if Blue had moved first, Red's first move being Blue's second ply.
    let q = ply + usize::from(first == Side::Red);
    let dots = if q % 2 == 1 { "." } else { "..." };
    format!("{}{dots}", q.div_ceil(2))
}

/// Short notation of a legal move in `pos`: `Nxd5`, `b12=Q#`, `Rae1`.
pub fn to_short(pos: &Position, m: Move) -> String {
    let Some(piece) = pos.board().piece_at(m.from) else {
        return m.to_string();
    };
    let mut s = String::new();
    let capture = pos.is_capture(m);
    if piece.role == Role::Pawn {
        if capture || m.from.file() != m.to.file() {
            s.push((b'a' + m.from.file()) as char);
            s.push('x');
        }
        s.push_str(&m.to.to_string());
        if let Some(r) = m.promotion {
            s.push('=');
            s.push(r.upper_char());
        }
    } else {
        s.push(piece.role.upper_char());
        s.push_str(&disambiguation(pos, m, piece.role));
        if capture {
            s.push('x');
        }
        s.push_str(&m.to.to_string());
    }
    let mut after = pos.clone();
    after.play_unchecked(m);
    match after.outcome() {
        Some(o) if o.winner.is_some() => s.push('#'),
        _ if after.is_check() => s.push('+'),
        _ => {}
    }
    s
}

/// The departure file and/or rank needed to tell `m` from moves of other pieces of the
/// same role to the same square.
fn disambiguation(pos: &Position, m: Move, role: Role) -> String {
    let rivals: Vec<Square> = pos
        .legal_moves()
        .into_iter()
        .filter(|o| o.to == m.to && o.from != m.from)
        .filter(|o| pos.board().piece_at(o.from).map(|p| p.role) == Some(role))
        .map(|o| o.from)
        .collect();
    if rivals.is_empty() {
        return String::new();
    }
    let file = (b'a' + m.from.file()) as char;
    let rank = m.from.rank() + 1;
    if rivals.iter().all(|r| r.file() != m.from.file()) {
        file.to_string()
    } else if rivals.iter().all(|r| r.rank() != m.from.rank()) {
        rank.to_string()
    } else {
        format!("{file}{rank}")
    }
}

/// Resolves a [`MoveText`] against `pos`.
pub fn resolve(pos: &Position, text: &str, mt: MoveText) -> Result<Move, MoveTextError> {
    if pos
        .outcome()
        .is_some_and(|o| o.reason == super::outcome::Reason::KingCaptured)
    {
        return Err(MoveTextError::GameOver);
    }
    match mt {
        MoveText::Long(m) => {
            pos.check_move(m).map_err(|reason| MoveTextError::Illegal {
                text: text.trim().to_string(),
                reason,
            })?;
            Ok(m)
        }
        MoveText::Short {
            role,
            file,
            rank,
            capture: _,
            to,
            promotion,
        } => {
            let us = pos.turn();
            let board = pos.board();
            // A pawn move without a departure file is a straight push (`e4`).
            let file = if role == Role::Pawn && file.is_none() {
                Some(to.file())
            } else {
                file
            };
            let fits = |from: Square| {
                board
                    .piece_at(from)
                    .is_some_and(|p| p.side == us && p.role == role)
                    && file.is_none_or(|f| from.file() == f)
                    && rank.is_none_or(|r| from.rank() == r)
            };
            let legal: Vec<Move> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| m.to == to && fits(m.from))
                .collect();
            let chosen: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| m.promotion == promotion)
                .collect();
            match chosen.len() {
                1 => return Ok(chosen[0]),
                0 => {}
                _ => {
                    let mut options: Vec<String> =
                        chosen.iter().map(|&m| to_short(pos, m)).collect();
                    options.sort();
                    return Err(MoveTextError::Ambiguous { options });
                }
            }
            if promotion.is_none() && legal.iter().any(|m| m.promotion.is_some()) {
                return Err(MoveTextError::MustPromote {
                    text: text.trim().to_string(),
                    to,
                    allowed: pos.promotions(),
                });
            }
            // Nothing legal: explain with the pieces that could be meant.
            let candidates: Vec<Square> = (board.by_side(us) & board.by_role(role))
                .filter(|&s| fits(s))
                .collect();
            if candidates.is_empty() {
                if (board.by_side(us) & board.by_role(role)).is_empty() {
                    return Err(MoveTextError::NoSuchPiece { role, side: us });
                }
                return Err(MoveTextError::NoPieceCanMove { role, to });
            }
            // A reason about the King's safety or a plinth says more than "a Rook moves
            // along ranks and files" for a piece that was plainly not meant.
            let telling: Vec<IllegalReason> = candidates
                .iter()
                .filter_map(|&from| {
                    pos.check_move(Move {
                        from,
                        to,
                        promotion,
                    })
                    .err()
                })
                .filter(|r| !r.is_shape())
                .collect();
            if let [reason] = telling.as_slice() {
                return Err(MoveTextError::Illegal {
                    text: text.trim().to_string(),
                    reason: *reason,
                });
            }
            Err(MoveTextError::NoPieceCanMove { role, to })
        }
    }
}

/// Reads a move typed in long (`e2e4`) or short (`Nxd5`) notation and resolves it
/// against `pos`; an illegal or ambiguous move is an error that says why.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    let mt = read(text)?;
    resolve(pos, text, mt)
}

/// Why typed text is not a placement (read without a position, by [`read_placement`]).
///
/// ```
/// use shuuro::rules::notation::{PlacementTextError, read_placement};
/// use shuuro::rules::{Role, Square};
///
/// let e1: Square = "e1".parse().unwrap();
/// assert_eq!(read_placement("q@e1"), Ok((Some(Role::Queen), e1)));
/// assert_eq!(read_placement("e1"), Ok((None, e1)));
/// let err = read_placement("Z@e1").unwrap_err();
/// assert_eq!(err, PlacementTextError::NotAPiece("Z".into()));
/// assert_eq!(err.to_string(), r#""Z" is not a piece (K, Q, R, B, N, P, or C, A, G)"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementTextError {
    /// "no placement typed"
    Empty,
    /// "\"Z\" is not a piece (K, Q, R, B, N, P, or C, A, G)": what stands before the
    /// square (or the `@`) is not one piece letter.
    NotAPiece(String),
    /// "\"z9\" is not a square: ..."
    NotASquare {
        text: String,
        source: ParseSquareError,
    },
    /// "\"hello\" is not a placement (try Q@e1, Qe1, or e1 for the piece chosen)"
    Unreadable { text: String },
}

/// Reads a typed placement: `Q@e1`, `Qe1` (the piece letter in either case: the side
/// is the one placing) or `e1` (no piece named: the piece chosen), without looking at
/// any position.
pub fn read_placement(text: &str) -> Result<(Option<Role>, Square), PlacementTextError> {
    // No placement is longer: the errors quote no more.
    let t: String = text.trim().chars().take(40).collect();
    let t = t.as_str();
    if t.is_empty() {
        return Err(PlacementTextError::Empty);
    }
    let square = |s: &str| {
        s.parse::<Square>()
            .map_err(|source| PlacementTextError::NotASquare {
                text: s.to_string(),
                source,
            })
    };
    let piece = |s: &str| {
        let mut chars = s.chars();
        match (chars.next().and_then(Role::from_char), chars.next()) {
            (Some(r), None) => Ok(r),
            _ => Err(PlacementTextError::NotAPiece(s.to_string())),
        }
    };
    if let Some((p, s)) = t.split_once('@') {
        let role = if p.is_empty() { None } else { Some(piece(p)?) };
        return Ok((role, square(s)?));
    }
    let whole = match t.parse::<Square>() {
        Ok(sq) => return Ok((None, sq)),
        Err(e) => e,
    };
    // Not a square: a piece letter and a square?
    let first = t.chars().next().map_or(0, char::len_utf8);
    let (p, s) = t.split_at(first);
    let named = p.chars().next().and_then(Role::from_char).is_some();
    match s.parse::<Square>() {
        Ok(sq) => Ok((Some(piece(p)?), sq)),
        Err(source) if named && s.starts_with(|c: char| c.is_ascii_alphabetic()) => {
            Err(PlacementTextError::NotASquare {
                text: s.to_string(),
                source,
            })
        }
        // A letter and a digit: meant as a square.
        Err(_) if t.chars().nth(1).is_some_and(|c| c.is_ascii_digit()) => {
            Err(PlacementTextError::NotASquare {
                text: t.to_string(),
                source: whole,
            })
        }
        Err(_) => Err(PlacementTextError::Unreadable {
            text: t.to_string(),
        }),
    }
}
