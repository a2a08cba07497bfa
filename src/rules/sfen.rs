//! The SFEN dialect shared with lishuuro (docs/sfen.md):
//! `<board> <side> <hand> <ply>`, anything after the fourth field ignored.
//!
//! The board lists ranks from the top (12, 8 or 6) down to rank 1, files `a` onwards;
//! `K Q R B N P` and the fairy pieces `C A G` are Blue, `k q r b n p c a g` Red; a
//! number 1–12 is that many empty squares; `_.` is an empty plinth and `_N` / `_n` a
//! Knight (or `_C`, `_a`, ... a fairy piece) on a plinth. The board's size is the number
//! of its ranks. Reading gives an
//! unchecked [`Setup`]; whether it is a legal fight or deployment position is decided by
//! [`Position::from_setup`](super::position::Position::from_setup) and
//! [`Deployment::from_setup`](super::deploy::Deployment::from_setup).

use std::fmt::Write as _;

use super::army::Army;
use super::board::Board;
use super::color::{BySide, Side};
use super::role::{Piece, Role};
use super::setup::Setup;
use super::square::{BoardSize, Square};

/// What is wrong with a SFEN string, and where. Ranks are named as on the board
/// (rank 12 is the first one written); `column` counts characters within that rank's
/// text, from 1 (shown as "character").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SfenError {
    Empty,
    MissingField(&'static str),
    RankCount(usize),
    BadChar {
        rank: u8,
        column: usize,
        found: char,
    },
    BadNumber {
        rank: u8,
        column: usize,
        text: String,
        max: u8,
    },
    BadPlinth {
        rank: u8,
        column: usize,
        found: String,
    },
    RankTooLong {
        rank: u8,
        column: usize,
        found: usize,
        expected: u8,
    },
    RankTooShort {
        rank: u8,
        found: usize,
        expected: u8,
    },
    Side(String),
    HandChar {
        at: usize,
        found: char,
    },
    HandCount {
        at: usize,
        text: String,
    },
    HandDanglingCount(String),
    Ply(String),
}

/// Reads a SFEN string (12×12, 8×8 or 6×6, from the number of ranks) into an unchecked
/// setup.
pub fn parse(s: &str) -> Result<Setup, SfenError> {
    let mut fields = s.split_ascii_whitespace();
    let board_text = fields.next().ok_or(SfenError::Empty)?;
    let side_text = fields.next().ok_or(SfenError::MissingField("side"))?;
    let hand_text = fields.next().ok_or(SfenError::MissingField("hand"))?;
    let ply_text = fields.next().ok_or(SfenError::MissingField("ply"))?;

    let board = parse_board(board_text)?;
    let turn = match side_text {
        "w" => Side::Blue,
        "b" => Side::Red,
        other => return Err(SfenError::Side(other.to_string())),
    };
    let hands = parse_hand(hand_text)?;
    let ply = ply_text
        .parse::<u32>()
        .map_err(|_| SfenError::Ply(ply_text.to_string()))?;
    Ok(Setup {
        board,
        hands,
        turn,
        ply,
    })
}

fn parse_board(text: &str) -> Result<Board, SfenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    let size = BoardSize::from_len(ranks.len() as u32).ok_or(SfenError::RankCount(ranks.len()))?;
    let n = size.len();
    let mut board = Board::empty(size);
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank_index = n - 1 - i as u8; // 0-based
        let rank = rank_index + 1; // as written on the board
        let chars: Vec<char> = rank_text.chars().collect();
        let mut file: usize = 0;
        let mut k = 0;
        while k < chars.len() {
            let column = k + 1;
            let c = chars[k];
            let too_long = |found: usize| SfenError::RankTooLong {
                rank,
                column,
                found,
                expected: n,
            };
            if c.is_ascii_digit() {
                let start = k;
                while k < chars.len() && chars[k].is_ascii_digit() {
                    k += 1;
                }
                let digits: String = chars[start..k].iter().collect();
                let count = match digits.parse::<u8>() {
                    Ok(v) if (1..=n).contains(&v) && !digits.starts_with('0') => v as usize,
                    _ => {
                        return Err(SfenError::BadNumber {
                            rank,
                            column,
                            text: digits,
                            max: n,
                        });
                    }
                };
                if file + count > n as usize {
                    return Err(too_long(file + count));
                }
                file += count;
                continue;
            }
            if file >= n as usize {
                return Err(too_long(file + 1));
            }
            let sq = Square::new(file as u8, rank_index).ok_or(too_long(file + 1))?;
            if c == '_' {
                let next = chars.get(k + 1).copied();
                match next {
                    Some('.') => board.set_plinth(sq, true),
                    Some(p) if Piece::from_char(p).is_some() => {
                        board.set_plinth(sq, true);
                        if let Some(piece) = Piece::from_char(p) {
                            board.put(sq, piece);
                        }
                    }
                    other => {
                        return Err(SfenError::BadPlinth {
                            rank,
                            column,
                            found: match other {
                                Some(ch) => format!("{ch:?}"),
                                None => "the end of the rank".to_string(),
                            },
                        });
                    }
                }
                k += 2;
            } else if let Some(piece) = Piece::from_char(c) {
                board.put(sq, piece);
                k += 1;
            } else {
                return Err(SfenError::BadChar {
                    rank,
                    column,
                    found: c,
                });
            }
            file += 1;
        }
        if file < n as usize {
            return Err(SfenError::RankTooShort {
                rank,
                found: file,
                expected: n,
            });
        }
    }
    Ok(board)
}

fn parse_hand(text: &str) -> Result<BySide<Army>, SfenError> {
    let mut hands = BySide::new(Army::EMPTY, Army::EMPTY);
    if text == "-" {
        return Ok(hands);
    }
    let chars: Vec<char> = text.chars().collect();
    let mut k = 0;
    while k < chars.len() {
        let start = k;
        while k < chars.len() && chars[k].is_ascii_digit() {
            k += 1;
        }
        let count = if k > start {
            let digits: String = chars[start..k].iter().collect();
            match digits.parse::<u8>() {
                Ok(v) if v >= 1 => v,
                _ => {
                    return Err(SfenError::HandCount {
                        at: start + 1,
                        text: digits,
                    });
                }
            }
        } else {
            1
        };
        let Some(&c) = chars.get(k) else {
            return Err(SfenError::HandDanglingCount(
                chars[start..].iter().collect(),
            ));
        };
        let piece = Piece::from_char(c).ok_or(SfenError::HandChar {
            at: k + 1,
            found: c,
        })?;
        let hand = &mut hands[piece.side];
        let total = hand.count(piece.role) as u32 + count as u32;
        if total > u8::MAX as u32 {
            return Err(SfenError::HandCount {
                at: start + 1,
                text: total.to_string(),
            });
        }
        hand.set(piece.role, total as u8);
        k += 1;
    }
    Ok(hands)
}

/// Writes the board field of a SFEN.
pub fn write_board(board: &Board) -> String {
    let n = board.size().len();
    let mut out = String::new();
    for rank in (0..n).rev() {
        let mut empty = 0;
        for file in 0..n {
            let Some(sq) = Square::new(file, rank) else {
                continue;
            };
            let piece = board.piece_at(sq);
            let plinth = board.plinths().contains(sq);
            if piece.is_none() && !plinth {
                empty += 1;
                continue;
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
                empty = 0;
            }
            if plinth {
                out.push('_');
            }
            match piece {
                Some(p) => out.push(p.char()),
                None => out.push('.'),
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// Writes the hand field: Red's pieces first, then Blue's, each K Q R B N P C A G (the
/// crate's order), counts above 1 before the letter; `-` when both hands are empty.
pub fn write_hand(hands: &BySide<Army>) -> String {
    let mut out = String::new();
    for side in [Side::Red, Side::Blue] {
        for role in Role::ALL {
            let c = hands[side].count(role);
            if c == 0 {
                continue;
            }
            if c > 1 {
                let _ = write!(out, "{c}");
            }
            out.push(Piece::new(side, role).char());
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}

/// Writes a setup as SFEN.
pub fn write(setup: &Setup) -> String {
    format!(
        "{} {} {} {}",
        write_board(&setup.board),
        setup.turn.sfen_char(),
        write_hand(&setup.hands),
        setup.ply
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_the_format_examples() {
        for s in [
            "12/1_.10/8_.3/12/4_.7/10_.1/12/4_.7/12/7_.4/2_.9/10_.1 w k2q3r3b3n12pK2Q3R3B3N12P 1",
            "rrnkqrbbbqnn/p_.pppppppppp/4p3_.3/12/4_.7/10_.1/12/4_.7/12/7_.1P2/PP_.PPPPPPPPP/QRBNRBKBNR_NQ b - 49",
            "1rnkb1/pp1_.pp/6/6/PP_.P1P/RBK1N1 b - 17",
            "2k1c1_g1a3/12/12/12/12/12/12/12/12/12/5_A6/1G2KC6 w - 60",
            "rna1kcnr/pppppppp/3_.4/8/4_.3/8/PPPPPPPP/RNA1KCNR w - 1",
            "8/8/8/2_._.4/_.7/6_.1/8/8 w kqcagKQ12P2C3A4G 1",
        ] {
            let setup = parse(s).unwrap();
            assert_eq!(write(&setup), s);
        }
    }
}
