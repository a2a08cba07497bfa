//! The board widget. A square is drawn as `w × h` cells; the piece sits in the middle,
//! flanked by markers that carry meaning without colour:
//! `[ ]` a plinth (`[N]` a Knight on it), `( )` a piece that can be taken,
//! `> <` the piece in hand, `! !` a King in check, `{ }` a hint's squares (the engine's
//! move or placement; `{#}` a hint onto a plinth), `*` an empty target square; [`mark_best`] adds `{ }` around the
//! squares of the engine's best move in the replay viewer.
//! Blue's pieces are capitals, Red's small letters (or white / black chess symbols).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

use crate::rules::{Bitboard, Board, Piece, Role, Side, Square};
use crate::ui::layout::BoardGeom;

use super::theme::Theme;

/// What to draw on a board.
#[derive(Clone, Copy, Debug)]
pub struct BoardView<'a> {
    pub geom: BoardGeom,
    pub board: &'a Board,
    pub cursor: Option<Square>,
    /// Legal targets (of the piece in hand, or where the chosen piece may be placed).
    pub targets: Bitboard,
    /// The piece(s) in hand.
    pub sources: Bitboard,
    /// Squares of the last move or placement.
    pub last: Bitboard,
    /// The Kings in check, and an enemy King the side to move may take at once.
    pub check: Bitboard,
    /// A hint's squares: from and to of the engine's move, or where it would place.
    pub hint: Bitboard,
    pub unicode: bool,
    pub theme: Theme,
}

impl<'a> BoardView<'a> {
    /// `board` alone: no cursor, no marks, no hint (what the other fields add, by struct
    /// update: `BoardView { hint, ..BoardView::plain(..) }`).
    pub fn plain(geom: BoardGeom, board: &'a Board, unicode: bool, theme: Theme) -> Self {
        BoardView {
            geom,
            board,
            cursor: None,
            targets: Bitboard::EMPTY,
            sources: Bitboard::EMPTY,
            last: Bitboard::EMPTY,
            check: Bitboard::EMPTY,
            hint: Bitboard::EMPTY,
            unicode,
            theme,
        }
    }
}

/// The letter or symbol of a piece.
pub fn glyph(p: Piece, unicode: bool) -> char {
    if !unicode {
        return p.char();
    }
    match (p.side, p.role) {
        (Side::Blue, Role::King) => '♔',
        (Side::Blue, Role::Queen) => '♕',
        (Side::Blue, Role::Rook) => '♖',
        (Side::Blue, Role::Bishop) => '♗',
        (Side::Blue, Role::Knight) => '♘',
        (Side::Blue, Role::Pawn) => '♙',
        (Side::Red, Role::King) => '♚',
        (Side::Red, Role::Queen) => '♛',
        (Side::Red, Role::Rook) => '♜',
        (Side::Red, Role::Bishop) => '♝',
        (Side::Red, Role::Knight) => '♞',
        (Side::Red, Role::Pawn) => '♟',
        // No standard symbol: the letter, as in ASCII.
        (_, Role::Chancellor | Role::Archbishop | Role::Giraffe) => p.char(),
    }
}

fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, ch: char, style: Style) {
    if x >= area.right() || y >= area.bottom() || x < area.x || y < area.y {
        return;
    }
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_char(ch);
        cell.set_style(style);
    }
}

/// Draws the board and its labels into `buf`, clipped to `clip`.
pub fn draw_board(buf: &mut Buffer, clip: Rect, v: &BoardView) {
    let clip = clip.intersection(buf.area);
    let g = v.geom;
    let n = g.n();
    let th = v.theme;
    let plinths = v.board.plinths();
    for row in 0..n {
        for col in 0..n {
            let Some(sq) = g.square_at_cell(col, row) else {
                continue;
            };
            let r = g.rect(sq);
            let dark = (sq.file() + sq.rank()) % 2 == 0;
            let plinth = plinths.contains(sq);
            let piece = v.board.piece_at(sq);
            let mut style = if plinth { th.plinth() } else { th.square(dark) };
            if v.last.contains(sq) {
                style = style.patch(th.last(dark));
            }
            if v.targets.contains(sq) {
                style = style.patch(th.target(dark));
            }
            if v.hint.contains(sq) {
                style = style.patch(th.hint());
            }
            if v.check.contains(sq) {
                style = style.patch(th.check());
            }
            if v.cursor == Some(sq) {
                style = style.patch(th.cursor());
            }
            for y in r.y..r.bottom() {
                for x in r.x..r.right() {
                    put(buf, clip, x, y, ' ', style);
                }
            }
            let cy = r.y + r.height / 2;
            let cx = r.x + r.width / 2;
            let (mut left, mut right) = (' ', ' ');
            // A hint's braces win over a plinth's brackets: the plinth still shows in the
            // middle (`{#}`) unless a piece stands there, and the hint is gone once played.
            if v.check.contains(sq) {
                (left, right) = ('!', '!');
            } else if v.hint.contains(sq) {
                (left, right) = ('{', '}');
            } else if plinth {
                (left, right) = ('[', ']');
            } else if v.sources.contains(sq) {
                (left, right) = ('>', '<');
            } else if v.targets.contains(sq) && piece.is_some() {
                (left, right) = ('(', ')');
            }
            let mid_style = match piece {
                Some(p) => style.patch(th.piece(p.side)),
                None => style,
            };
            let mid = match piece {
                Some(p) => glyph(p, v.unicode),
                None if v.targets.contains(sq) => {
                    if v.unicode {
                        '•'
                    } else {
                        '*'
                    }
                }
                None if plinth => {
                    if v.unicode {
                        '▲'
                    } else {
                        '#'
                    }
                }
                None if !th.color => '.',
                None => ' ',
            };
            let marker = if v.sources.contains(sq) {
                style.add_modifier(Modifier::BOLD)
            } else {
                style
            };
            put(buf, clip, cx.saturating_sub(1), cy, left, marker);
            put(buf, clip, cx, cy, mid, mid_style);
            put(buf, clip, cx + 1, cy, right, marker);
        }
    }
    // Rank labels on the left, file labels (A–L) below.
    let label = Style::default().add_modifier(Modifier::BOLD);
    for row in 0..n {
        let Some(sq) = g.square_at_cell(0, row) else {
            continue;
        };
        let y = g.y0 + row as u16 * g.sq_h + g.sq_h / 2;
        let text = format!("{:>2}", sq.rank() + 1);
        for (i, ch) in text.chars().enumerate() {
            put(buf, clip, g.x0.saturating_sub(3) + i as u16, y, ch, label);
        }
    }
    let y = g.y0 + n as u16 * g.sq_h;
    for col in 0..n {
        let Some(sq) = g.square_at_cell(col, 0) else {
            continue;
        };
        let x = g.x0 + col as u16 * g.sq_w + g.sq_w / 2;
        put(buf, clip, x, y, (b'A' + sq.file()) as char, label);
    }
}

/// Marks the squares of the engine's best move on a board drawn with `g`: their own
/// colour, and `{ }` beside the middle where no other marker stands.
pub fn mark_best(buf: &mut Buffer, clip: Rect, g: &BoardGeom, squares: Bitboard, th: Theme) {
    let clip = clip.intersection(buf.area);
    for sq in squares {
        let r = g.rect(sq);
        let dark = (sq.file() + sq.rank()) % 2 == 0;
        let style = th.best(dark);
        for y in r.y..r.bottom() {
            for x in r.x..r.right() {
                if x < clip.right()
                    && y < clip.bottom()
                    && x >= clip.x
                    && y >= clip.y
                    && let Some(cell) = buf.cell_mut((x, y))
                {
                    cell.set_style(style);
                }
            }
        }
        let cy = r.y + r.height / 2;
        let cx = r.x + r.width / 2;
        for (x, ch) in [(cx.saturating_sub(1), '{'), (cx + 1, '}')] {
            let blank = buf.cell((x, cy)).is_some_and(|c| c.symbol() == " ");
            if blank {
                put(buf, clip, x, cy, ch, style);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::BoardSize;

    fn cells(hint: Bitboard, plinths: Bitboard) -> String {
        let board = Board::with_plinths(BoardSize::Six, plinths);
        let area = Rect::new(0, 0, 30, 14);
        let geom = BoardGeom {
            area,
            x0: 3,
            y0: 0,
            sq_w: 3,
            sq_h: 1,
            size: BoardSize::Six,
            flipped: false,
        };
        let v = BoardView {
            hint,
            ..BoardView::plain(geom, &board, false, Theme::new(false))
        };
        let mut buf = Buffer::empty(area);
        draw_board(&mut buf, area, &v);
        let r = geom.rect("c3".parse::<Square>().expect("c3"));
        (r.x..r.right())
            .map(|x| buf[(x, r.y)].symbol().to_string())
            .collect()
    }

    #[test]
    fn a_hint_onto_a_plinth_shows_both_without_colour() {
        let c3 = Bitboard::from_square("c3".parse::<Square>().expect("c3"));
        assert_eq!(cells(Bitboard::EMPTY, c3), "[#]");
        assert_eq!(cells(c3, c3), "{#}");
        assert_eq!(cells(c3, Bitboard::EMPTY), "{.}");
    }
}
