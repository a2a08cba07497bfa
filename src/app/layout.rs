//! Screen geometry, computed from the terminal size alone. The one layout function used
//! both to draw and to find which square a mouse click hit, so the two always agree.

use ratatui::layout::Rect;

use crate::rules::{BoardSize, Square};

/// The smallest terminal the client draws in (a 12×12 game is fully usable here).
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// Square sizes in cells (width, height), smallest first: width ≈ 2 × height keeps
/// squares square on ordinary terminal fonts.
pub const SQUARE_SIZES: [(u16, u16); 5] = [(3, 1), (5, 2), (7, 3), (9, 4), (11, 5)];

/// Narrowest side panel next to the board.
pub const PANEL_MIN: u16 = 36;

/// Where a board is drawn: the top-left corner of its squares and their size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardGeom {
    /// The whole widget, labels included.
    pub area: Rect,
    /// Top-left cell of the top-left square.
    pub x0: u16,
    pub y0: u16,
    pub sq_w: u16,
    pub sq_h: u16,
    pub size: BoardSize,
    /// Red's side at the bottom.
    pub flipped: bool,
}

impl BoardGeom {
    /// Squares per side.
    pub fn n(&self) -> u8 {
        self.size.len()
    }

    /// The square shown at display column `col` and row `row` (0 = top left).
    pub fn square_at_cell(&self, col: u8, row: u8) -> Option<Square> {
        let n = self.n();
        if col >= n || row >= n {
            return None;
        }
        let (file, rank) = if self.flipped {
            (n - 1 - col, row)
        } else {
            (col, n - 1 - row)
        };
        Square::new(file, rank)
    }

    /// Display column and row of a square (0 = top left).
    pub fn cell_of(&self, sq: Square) -> (u8, u8) {
        let n = self.n();
        if self.flipped {
            (n - 1 - sq.file(), sq.rank())
        } else {
            (sq.file(), n - 1 - sq.rank())
        }
    }

    /// The cells a square covers.
    pub fn rect(&self, sq: Square) -> Rect {
        let (c, r) = self.cell_of(sq);
        Rect::new(
            self.x0 + c as u16 * self.sq_w,
            self.y0 + r as u16 * self.sq_h,
            self.sq_w,
            self.sq_h,
        )
    }

    /// The square under terminal cell (`x`, `y`), if any (mouse hit-testing).
    pub fn hit(&self, x: u16, y: u16) -> Option<Square> {
        if x < self.x0 || y < self.y0 {
            return None;
        }
        let c = (x - self.x0) / self.sq_w;
        let r = (y - self.y0) / self.sq_h;
        if c >= self.n() as u16 || r >= self.n() as u16 {
            return None;
        }
        self.square_at_cell(c as u8, r as u8)
    }
}

/// The parts of a game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Areas {
    /// Top line: title and phase.
    pub title: Rect,
    pub board: Option<BoardGeom>,
    /// Right of the board (or the whole middle when there is no board).
    pub panel: Rect,
    /// Bottom two lines: status and key hints.
    pub status: Rect,
}

/// Whether a terminal of this size is big enough.
pub fn big_enough(width: u16, height: u16) -> bool {
    width >= MIN_WIDTH && height >= MIN_HEIGHT
}

/// Splits the terminal for a screen that shows a board of `size` (or none).
pub fn layout(area: Rect, size: Option<BoardSize>, flipped: bool) -> Areas {
    let title = Rect::new(area.x, area.y, area.width, area.height.min(1));
    let status_h = area.height.saturating_sub(1).min(2);
    let status = Rect::new(
        area.x,
        area.y + area.height - status_h,
        area.width,
        status_h,
    );
    let mid = Rect::new(
        area.x,
        area.y + title.height,
        area.width,
        area.height.saturating_sub(title.height + status_h),
    );
    let Some(size) = size else {
        return Areas {
            title,
            board: None,
            panel: mid,
            status,
        };
    };
    let n = size.len() as u16;
    // Rank labels take 3 columns on the left, file labels one row below.
    let avail_w = mid.width.saturating_sub(PANEL_MIN + 1);
    let avail_h = mid.height;
    let mut pick = SQUARE_SIZES[0];
    for &(w, h) in &SQUARE_SIZES {
        if n * w + 3 <= avail_w && n * h < avail_h {
            pick = (w, h);
        }
    }
    let (sq_w, sq_h) = pick;
    let bw = (n * sq_w + 3).min(mid.width);
    let bh = (n * sq_h + 1).min(mid.height);
    let board_area = Rect::new(mid.x, mid.y, bw, bh);
    let panel = Rect::new(
        mid.x + bw + 1,
        mid.y,
        mid.width.saturating_sub(bw + 1),
        mid.height,
    );
    Areas {
        title,
        board: Some(BoardGeom {
            area: board_area,
            x0: mid.x + 3,
            y0: mid.y,
            sq_w,
            sq_h,
            size,
            flipped,
        }),
        panel,
        status,
    }
}

/// Widest the rules page's box grows (lines longer than this read badly).
pub const RULES_WIDTH: u16 = 90;

/// The rules page: its box (the whole height, at most [`RULES_WIDTH`] wide, centred) and
/// the text inside it (a cell of padding left and right of the borders).
pub fn rules_page(area: Rect) -> (Rect, Rect) {
    let w = area.width.min(RULES_WIDTH);
    let outer = Rect::new(area.x + (area.width - w) / 2, area.y, w, area.height);
    let text = Rect::new(
        outer.x + 2,
        outer.y + 1,
        outer.width.saturating_sub(4),
        outer.height.saturating_sub(2),
    );
    (outer, text)
}

/// A list of one-line items drawn as a block of `lines` lines centred in a panel, the
/// items starting `first` lines down: where each item is drawn and which one a click hits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListGeom {
    /// The whole block.
    pub area: Rect,
    /// Lines above the first item (a banner).
    pub first: u16,
    pub items: usize,
}

impl ListGeom {
    /// The row of item `i`.
    pub fn item_rect(&self, i: usize) -> Rect {
        Rect::new(
            self.area.x,
            self.area.y + self.first + i as u16,
            self.area.width,
            1,
        )
    }

    /// The item under a click, if any.
    pub fn hit(&self, x: u16, y: u16) -> Option<usize> {
        let inside = x >= self.area.x && x < self.area.right() && y < self.area.bottom();
        let i = y.checked_sub(self.area.y + self.first)? as usize;
        (inside && i < self.items).then_some(i)
    }
}

/// What the promotion picker's line says before the choices.
pub const PROMOTE_LABEL: &str = "Promote to: ";

/// Where each promotion choice (`Role::PROMOTIONS`, drawn " Queen " and so on after
/// [`PROMOTE_LABEL`] on the status line) is on a terminal of `area`.
pub fn promotion_choices(area: Rect) -> Vec<(crate::rules::Role, Rect)> {
    let status = layout(area, None, false).status;
    let mut x = status.x + PROMOTE_LABEL.chars().count() as u16;
    crate::rules::Role::PROMOTIONS
        .iter()
        .map(|&r| {
            let w = r.name().chars().count() as u16 + 2;
            let rect = Rect::new(x, status.y, w, 1);
            x += w;
            (r, rect)
        })
        .collect()
}

/// The promotion choice under a click, if any.
pub fn promotion_hit(area: Rect, x: u16, y: u16) -> Option<crate::rules::Role> {
    promotion_choices(area)
        .into_iter()
        .find(|(_, r)| x >= r.x && x < r.right() && y == r.y)
        .map(|(role, _)| role)
}

/// The saved-games list on a terminal of `area` with `count` saves and `selected` chosen:
/// the index of the first save shown, and the list (under its heading line).
pub fn saves_list(area: Rect, selected: usize, count: usize) -> (usize, ListGeom) {
    let panel = layout(area, None, false).panel;
    let room = panel.height.saturating_sub(3) as usize;
    let start = selected.saturating_sub(room.saturating_sub(1));
    let items = count.saturating_sub(start).min(room);
    (
        start,
        ListGeom {
            area: Rect::new(panel.x, panel.y, panel.width, 1 + items as u16),
            first: 1,
            items,
        },
    )
}

/// The start screen's banner height above the menu.
pub const START_BANNER: u16 = 5;
/// Lines under the start menu (a blank and the two "New game:" lines).
pub const START_FOOTER: u16 = 3;
/// The start screen's width.
pub const START_WIDTH: u16 = 60;

/// The start menu of `items` entries on a terminal of `area`.
pub fn start_menu(area: Rect, items: usize) -> ListGeom {
    let panel = layout(area, None, false).panel;
    let h = START_BANNER + items as u16 + START_FOOTER;
    let w = START_WIDTH.min(panel.width);
    let h = h.min(panel.height);
    ListGeom {
        area: Rect::new(
            panel.x + (panel.width - w) / 2,
            panel.y + (panel.height - h) / 2,
            w,
            h,
        ),
        first: START_BANNER,
        items,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_on_a_promotion_choice_hits_that_choice() {
        for (w, h) in [(80, 24), (120, 40)] {
            let area = Rect::new(0, 0, w, h);
            for (role, r) in promotion_choices(area) {
                assert_eq!(promotion_hit(area, r.x, r.y), Some(role));
                assert_eq!(promotion_hit(area, r.right() - 1, r.y), Some(role));
            }
            assert_eq!(promotion_hit(area, 0, h - 2), None, "the label");
            assert_eq!(promotion_hit(area, 20, 0), None);
        }
    }

    #[test]
    fn a_click_on_a_saved_game_hits_that_game_when_the_list_scrolls() {
        for (w, h) in [(80, 24), (120, 40)] {
            for selected in [0, 30, 59] {
                let (start, g) = saves_list(Rect::new(0, 0, w, h), selected, 60);
                assert!(selected >= start && selected < start + g.items);
                for i in 0..g.items {
                    let r = g.item_rect(i);
                    assert_eq!(g.hit(r.x, r.y), Some(i));
                }
                assert_eq!(g.hit(0, g.area.y), None, "the heading");
            }
        }
    }

    #[test]
    fn a_click_on_a_menu_item_hits_that_item_and_nothing_else_hits() {
        for (w, h) in [(80, 24), (120, 40)] {
            let g = start_menu(Rect::new(0, 0, w, h), 9);
            for i in 0..9 {
                let r = g.item_rect(i);
                assert_eq!(g.hit(r.x, r.y), Some(i));
                assert_eq!(g.hit(r.right() - 1, r.y), Some(i));
            }
            assert_eq!(g.hit(g.area.x, g.area.y), None, "the banner");
            let below = g.item_rect(8).y + 1;
            assert_eq!(g.hit(g.area.x, below), None, "under the menu");
            assert_eq!(g.hit(g.area.right(), g.item_rect(0).y), None);
        }
    }

    #[test]
    fn twelve_by_twelve_fits_in_80x24_with_a_panel() {
        let a = layout(Rect::new(0, 0, 80, 24), Some(BoardSize::Twelve), false);
        let g = a.board.unwrap();
        assert_eq!((g.sq_w, g.sq_h), (3, 1));
        assert!(a.panel.width >= PANEL_MIN);
        assert!(g.area.bottom() <= a.status.y);
    }

    #[test]
    fn bigger_terminals_get_bigger_squares() {
        let a = layout(Rect::new(0, 0, 160, 50), Some(BoardSize::Twelve), false);
        let g = a.board.unwrap();
        assert!(g.sq_w > 3);
        assert_eq!(g.sq_w, 2 * g.sq_h + 1);
    }

    #[test]
    fn hit_testing_inverts_rect_for_every_square_both_ways_up() {
        for flipped in [false, true] {
            let a = layout(Rect::new(0, 0, 120, 40), Some(BoardSize::Twelve), flipped);
            let g = a.board.unwrap();
            for sq in BoardSize::Twelve.squares() {
                let r = g.rect(sq);
                assert_eq!(g.hit(r.x, r.y), Some(sq));
                assert_eq!(g.hit(r.right() - 1, r.bottom() - 1), Some(sq));
            }
        }
    }

    #[test]
    fn tiny_terminal_layout_does_not_panic() {
        for (w, h) in [(0, 0), (1, 1), (2, 3), (10, 5)] {
            let _ = layout(Rect::new(0, 0, w, h), Some(BoardSize::Twelve), false);
            let _ = layout(Rect::new(0, 0, w, h), None, false);
        }
    }
}
