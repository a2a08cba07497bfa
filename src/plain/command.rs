//! A line of plain mode read as a command (docs/plain.md): the command word in any case,
//! then its arguments. Reading knows nothing of the game; what a command means in the
//! phase on hand is decided by [`super::Plain`].

use crate::rules::{BoardSize, Piece, Role, Side, Square};

/// One line typed in plain mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cmd {
    Help,
    Status,
    Board,
    Scan(Scan),
    Where(Which),
    Square(Square),
    Last,
    Moves,
    /// `legal`, `legal e2` (the fight), `legal Q` (the deployment).
    Legal(Option<LegalOf>),
    Hand,
    Clock,
    Quit,
    Army,
    Add(Role, u8),
    Remove(Role, u8),
    Example,
    Clear,
    Seal,
    Roll,
    RollAll,
    Resign,
    Draw,
    Claim,
    Undo,
    Hint,
    Yes,
    No,
    /// `ready`, or an empty line: the next player is at the keyboard.
    Ready,
    /// A piece's name alone (the promotion asked for).
    Piece(Role),
    /// Anything else: a move or a placement, as the screen's `:` line takes it.
    Text(String),
}

/// What `scan` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scan {
    /// A file, 0 for `a`.
    File(u8),
    /// A rank, 1 for the first.
    Rank(u8),
}

/// What `where` looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    /// By letter: one side's pieces (`Q` Blue's queens, `q` Red's).
    Piece(Piece),
    /// By name: both sides'.
    Role(Role),
}

/// What `legal` asks about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegalOf {
    From(Square),
    Role(Role),
}

/// Why a line is no command: the usage of the command it began (its form, as
/// [`crate::words::plain::Said::Usage`] says it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Usage(pub &'static str);

/// A piece by its name ("queen", "queens") or its letter, in any case.
fn role_named(word: &str) -> Option<Role> {
    let w = word.to_ascii_lowercase();
    let w = w.strip_suffix('s').filter(|_| w.len() > 2).unwrap_or(&w);
    Role::ALL
        .into_iter()
        .find(|r| r.name().eq_ignore_ascii_case(w))
        .or_else(|| match word.chars().collect::<Vec<_>>()[..] {
            [c] => Role::from_char(c.to_ascii_uppercase()),
            _ => None,
        })
}

/// A square of the board being played.
fn square_on(word: &str, board: BoardSize) -> Option<Square> {
    word.to_ascii_lowercase()
        .parse::<Square>()
        .ok()
        .filter(|&sq| board.contains(sq))
}

/// Reads `line` for a game on `board`.
///
/// ```
/// use shuuro::plain::command::{read, Cmd, Scan};
/// use shuuro::rules::{BoardSize, Role};
/// assert_eq!(read("SCAN e", BoardSize::Six), Ok(Cmd::Scan(Scan::File(4))));
/// assert_eq!(read("add pawn 3", BoardSize::Six), Ok(Cmd::Add(Role::Pawn, 3)));
/// assert_eq!(read("Nc3", BoardSize::Six), Ok(Cmd::Text("Nc3".into())));
/// assert!(read("scan z", BoardSize::Six).is_err());
/// ```
pub fn read(line: &str, board: BoardSize) -> Result<Cmd, Usage> {
    let line = line.trim();
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Ok(Cmd::Ready);
    };
    let args: Vec<&str> = words.collect();
    let n = board.len();
    let lower = first.to_ascii_lowercase();
    let bare = |c: Cmd| if args.is_empty() { Some(c) } else { None };
    let cmd = match lower.as_str() {
        "help" | "?" => bare(Cmd::Help),
        "status" => bare(Cmd::Status),
        "board" => bare(Cmd::Board),
        "last" => bare(Cmd::Last),
        "moves" => bare(Cmd::Moves),
        "hand" => bare(Cmd::Hand),
        "clock" => bare(Cmd::Clock),
        "quit" | "exit" => bare(Cmd::Quit),
        "army" => bare(Cmd::Army),
        "example" => bare(Cmd::Example),
        "clear" => bare(Cmd::Clear),
        "seal" => bare(Cmd::Seal),
        "resign" => bare(Cmd::Resign),
        "draw" => bare(Cmd::Draw),
        "claim" => bare(Cmd::Claim),
        "undo" => bare(Cmd::Undo),
        "hint" => bare(Cmd::Hint),
        "yes" | "y" => bare(Cmd::Yes),
        "no" | "n" if args.is_empty() && first != "N" => Some(Cmd::No),
        "ready" => bare(Cmd::Ready),
        "roll" => match args.as_slice() {
            [] => Some(Cmd::Roll),
            [a] if a.eq_ignore_ascii_case("all") => Some(Cmd::RollAll),
            _ => return Err(Usage("roll, or roll all")),
        },
        "scan" => {
            let usage = if n == 6 {
                "scan a to scan f, or scan 1 to scan 6"
            } else {
                "scan a to scan l, or scan 1 to scan 12"
            };
            let [a] = args.as_slice() else {
                return Err(Usage(usage));
            };
            let a = a.to_ascii_lowercase();
            let scan = match (a.parse::<u8>(), a.as_bytes()) {
                (Ok(r), _) if (1..=n).contains(&r) => Scan::Rank(r),
                (Err(_), [c]) if (b'a'..b'a' + n).contains(c) => Scan::File(c - b'a'),
                _ => return Err(Usage(usage)),
            };
            Some(Cmd::Scan(scan))
        }
        "where" => {
            let usage = "where Q (Blue's queens), where q (Red's), or where queen (both)";
            let [a] = args.as_slice() else {
                return Err(Usage(usage));
            };
            let which = match a.chars().collect::<Vec<_>>()[..] {
                [c] => Piece::from_char(c).map(Which::Piece),
                _ => role_named(a).map(Which::Role),
            };
            Some(Cmd::Where(which.ok_or(Usage(usage))?))
        }
        "square" => {
            let usage = "square e4";
            let [a] = args.as_slice() else {
                return Err(Usage(usage));
            };
            Some(Cmd::Square(square_on(a, board).ok_or(Usage(usage))?))
        }
        "legal" => match args.as_slice() {
            [] => Some(Cmd::Legal(None)),
            [a] => {
                let of = square_on(a, board)
                    .map(LegalOf::From)
                    .or_else(|| role_named(a).map(LegalOf::Role));
                Some(Cmd::Legal(Some(
                    of.ok_or(Usage("legal, legal e2, or legal Q"))?,
                )))
            }
            _ => return Err(Usage("legal, legal e2, or legal Q")),
        },
        "add" | "remove" => {
            let usage = if lower == "add" {
                "add Q, or add pawn 3"
            } else {
                "remove Q, or remove pawn 2"
            };
            let (role, count) = match args.as_slice() {
                [r] => (role_named(r), Some(1)),
                [r, k] => (role_named(r), k.parse::<u8>().ok().filter(|&k| k >= 1)),
                _ => (None, None),
            };
            let (Some(role), Some(count)) = (role, count) else {
                return Err(Usage(usage));
            };
            Some(if lower == "add" {
                Cmd::Add(role, count)
            } else {
                Cmd::Remove(role, count)
            })
        }
        "queen" | "rook" | "bishop" | "knight" | "chancellor" | "archbishop" | "giraffe"
            if args.is_empty() =>
        {
            role_named(&lower).map(Cmd::Piece)
        }
        _ => None,
    };
    Ok(cmd.unwrap_or_else(|| Cmd::Text(line.to_string())))
}

/// The side a piece letter names in `where` (capitals Blue's, as in SFEN).
pub fn letter_side(c: char) -> Side {
    if c.is_ascii_uppercase() {
        Side::Blue
    } else {
        Side::Red
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIX: BoardSize = BoardSize::Six;

    #[test]
    fn command_words_in_any_case_and_their_arguments() {
        assert_eq!(read("HELP", SIX), Ok(Cmd::Help));
        assert_eq!(read("  Board ", SIX), Ok(Cmd::Board));
        assert_eq!(read("roll ALL", SIX), Ok(Cmd::RollAll));
        assert_eq!(read("scan 4", SIX), Ok(Cmd::Scan(Scan::Rank(4))));
        assert_eq!(
            read("scan 7", SIX),
            Err(Usage("scan a to scan f, or scan 1 to scan 6"))
        );
        assert_eq!(
            read("where Q", SIX),
            Ok(Cmd::Where(Which::Piece(Piece::new(
                Side::Blue,
                Role::Queen
            ))))
        );
        assert_eq!(
            read("where q", SIX),
            Ok(Cmd::Where(Which::Piece(Piece::new(Side::Red, Role::Queen))))
        );
        assert_eq!(
            read("where queens", SIX),
            Ok(Cmd::Where(Which::Role(Role::Queen)))
        );
        assert_eq!(
            read("square E4", SIX),
            Ok(Cmd::Square("e4".parse().unwrap()))
        );
        assert!(read("square g4", SIX).is_err(), "off the Mini board");
        assert_eq!(read("legal", SIX), Ok(Cmd::Legal(None)));
        assert_eq!(
            read("legal e2", SIX),
            Ok(Cmd::Legal(Some(LegalOf::From("e2".parse().unwrap()))))
        );
        assert_eq!(
            read("legal Q", SIX),
            Ok(Cmd::Legal(Some(LegalOf::Role(Role::Queen))))
        );
        assert_eq!(read("add Q", SIX), Ok(Cmd::Add(Role::Queen, 1)));
        assert_eq!(read("remove pawns 2", SIX), Ok(Cmd::Remove(Role::Pawn, 2)));
        assert!(read("add Q 0", SIX).is_err());
        assert!(read("add", SIX).is_err());
        assert_eq!(read("", SIX), Ok(Cmd::Ready));
        assert_eq!(read("y", SIX), Ok(Cmd::Yes));
        assert_eq!(read("n", SIX), Ok(Cmd::No));
        assert_eq!(read("queen", SIX), Ok(Cmd::Piece(Role::Queen)));
        assert_eq!(read("Giraffe", SIX), Ok(Cmd::Piece(Role::Giraffe)));
    }

    /// A capital N is a Knight's move or placement, never "no"; a line with more words
    /// than its command takes is not that command.
    #[test]
    fn moves_are_not_mistaken_for_commands() {
        assert_eq!(read("N", SIX), Ok(Cmd::Text("N".into())));
        assert_eq!(read("Nc3", SIX), Ok(Cmd::Text("Nc3".into())));
        assert_eq!(read("Q@e1", SIX), Ok(Cmd::Text("Q@e1".into())));
        assert_eq!(read("help me", SIX), Ok(Cmd::Text("help me".into())));
    }
}
