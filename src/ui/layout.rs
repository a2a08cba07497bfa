//! Screen geometry, computed from the terminal size alone. The one layout function used
//! both to draw and to find which square a mouse click hit, so the two always agree.

use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use crate::rules::role::RoleSet;
use crate::rules::{Army, BoardSize, Role, Square};
use crate::words::{Text, W};

pub use crate::app::target::SheetHit;
pub use crate::app::{MIN_HEIGHT, MIN_WIDTH, big_enough};

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

/// The rules page: its box (the whole height, at most
/// [`RULES_WIDTH`](crate::app::rules_page::RULES_WIDTH) wide, centred) and the text inside
/// it, of the size [`text_size`](crate::app::rules_page::text_size) says.
pub fn rules_page(area: Rect) -> (Rect, Rect) {
    let w = area.width.min(crate::app::rules_page::RULES_WIDTH);
    let outer = Rect::new(area.x + (area.width - w) / 2, area.y, w, area.height);
    let (tw, th) = crate::app::rules_page::text_size(area.width, area.height);
    (outer, Rect::new(outer.x + 2, outer.y + 1, tw, th))
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

/// Where each promotion choice (`choices`, in their order, drawn " Queen " and so on in `w`'s
/// words after the picker's label on the status line) is on a terminal of `area`.
pub fn promotion_choices(w: W, area: Rect, choices: RoleSet) -> Vec<(Role, Rect)> {
    let status = layout(area, None, false).status;
    let mut x = status.x + width(w.text(Text::PromoteTo));
    promotion_labels(w, choices, status.width)
        .into_iter()
        .map(|(r, label)| {
            let cells = width(&label) + 2;
            let rect = Rect::new(x, status.y, cells, 1);
            x += cells;
            (r, rect)
        })
        .collect()
}

/// How each promotion choice is named on a status line `status_width` columns wide: by
/// its name when every name fits after the label (the classic four always do at 80
/// columns), else by its letter, the key that chooses it (a fairy game's seven names
/// don't fit at 80 columns in every language).
pub fn promotion_labels(w: W, choices: RoleSet, status_width: u16) -> Vec<(Role, String)> {
    let names: Vec<(Role, String)> = choices.iter().map(|r| (r, w.role(r).to_string())).collect();
    let needed = width(w.text(Text::PromoteTo))
        + names
            .iter()
            .map(|(_, n)| width(n) + 2)
            .fold(0u16, u16::saturating_add);
    if needed <= status_width {
        names
    } else {
        choices
            .iter()
            .map(|r| (r, r.upper_char().to_string()))
            .collect()
    }
}

/// The promotion choice under a click, if any.
pub fn promotion_hit(w: W, area: Rect, choices: RoleSet, x: u16, y: u16) -> Option<Role> {
    promotion_choices(w, area, choices)
        .into_iter()
        .find(|(_, r)| x >= r.x && x < r.right() && y == r.y)
        .map(|(role, _)| role)
}

/// The columns `text` takes, as a width.
fn width(text: &str) -> u16 {
    u16::try_from(UnicodeWidthStr::width(text)).unwrap_or(u16::MAX)
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

/// A rectangle of at most `w × h` centred in `area`.
pub fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// The settings screen's width.
pub const SETTINGS_WIDTH: u16 = 76;
/// Columns of a setting's row before its value: two spaces and the label, padded.
pub const SETTINGS_LABEL: u16 = 24;

/// The settings screen's `items` rows on a terminal of `area` (a blank line and the
/// selected setting's explanation follow them when there is room): the first row shown,
/// and where the rows shown are. On a screen too short for them all the rows scroll so
/// that the `selected` one shows.
pub fn settings_list(area: Rect, items: usize, selected: usize) -> (usize, ListGeom) {
    let panel = layout(area, None, false).panel;
    // The rows, then a blank line and the selected setting's explanation; on a short
    // screen (80×24) the blank line goes so the explanation still shows, and on a shorter
    // one the explanation goes to the status line.
    let rows = items as u16;
    let height = if panel.height >= rows + 2 {
        rows + 2
    } else {
        rows + 1
    };
    let room = (panel.height as usize).clamp(1, items.max(1));
    let start = selected
        .min(items.saturating_sub(1))
        .saturating_sub(room - 1)
        .min(items.saturating_sub(room));
    (
        start,
        ListGeom {
            area: centered(panel, SETTINGS_WIDTH, height),
            first: 0,
            items: room.min(items),
        },
    )
}

/// Where a setting's value, drawn `< value >` after the label on `row`, is: the `<` that
/// steps it down, the value (`value_columns` columns wide, stepping it up), the `>` that steps it
/// up. Each is clipped to the row.
pub fn settings_value(row: Rect, value_columns: u16) -> [Rect; 3] {
    let x = row.x + SETTINGS_LABEL;
    let part = |dx: u16, w: u16| {
        let left = (x + dx).min(row.right());
        Rect::new(left, row.y, w.min(row.right() - left), 1)
    };
    [
        part(0, 2),
        part(2, value_columns),
        part(2 + value_columns, 2),
    ]
}

/// The width inside the army sheet's box (narrower beside a board, under Scouts).
pub const SHEET_INNER: u16 = 52;
/// Columns of a piece's row before its `[-]` (then a space and its `[+]`) in English; a
/// language with wider names or headings moves the buttons right ([`SheetGeom::less`]).
pub const SHEET_LESS: u16 = 31;
/// What a piece's row ends with: one fewer, one more.
pub const SHEET_BUTTONS: &str = "[-] [+]";

/// The army sheet: a box of `body` lines (a heading, a row per piece of `roles` in
/// `Role::ALL` order, the totals, what the army breaks, the Done control last).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SheetGeom {
    /// The box, borders included.
    pub area: Rect,
    pub body: u16,
    /// The pieces the sheet has a row for (those its roster offers).
    pub roles: RoleSet,
    /// Columns of a piece's row before its `[-]`.
    pub less: u16,
    /// Columns of the Done control (its words).
    pub done: u16,
}

impl SheetGeom {
    /// Inside the borders.
    pub fn inner(&self) -> Rect {
        Rect::new(
            self.area.x + 1,
            self.area.y + 1,
            self.area.width.saturating_sub(2),
            self.area.height.saturating_sub(2),
        )
    }

    /// `r` cut to what is shown inside the box (empty when nothing is).
    fn clip(&self, r: Rect) -> Rect {
        let i = self.inner();
        if r.y < i.y || r.y >= i.bottom() || r.x >= i.right() {
            return Rect::new(i.x, i.y, 0, 0);
        }
        Rect::new(r.x, r.y, r.width.min(i.right() - r.x), 1)
    }

    /// The line of body line `n` (0: the heading).
    fn line(&self, n: u16) -> Rect {
        let i = self.inner();
        Rect::new(i.x, i.y + n, i.width, 1)
    }

    /// The body line of a piece's row (`None`: the sheet has no row for it).
    fn role_line(&self, role: Role) -> Option<u16> {
        let i = self.roles.iter().position(|r| r == role)?;
        Some(1 + u16::try_from(i).ok()?)
    }

    /// A piece's row (empty when the sheet has no row for it).
    pub fn row(&self, role: Role) -> Rect {
        match self.role_line(role) {
            Some(n) => self.clip(self.line(n)),
            None => Rect::new(self.area.x, self.area.y, 0, 0),
        }
    }

    /// A piece's `[-]` and `[+]` (none for the King, whose count is fixed at 1, nor for a
    /// piece the sheet has no row for).
    pub fn buttons(&self, role: Role) -> Option<(Rect, Rect)> {
        if role == Role::King {
            return None;
        }
        let row = self.line(self.role_line(role)?);
        let at = |dx: u16| self.clip(Rect::new(row.x + dx, row.y, 3, 1));
        Some((at(self.less), at(self.less + 4)))
    }

    /// The Done control, on the last body line.
    pub fn done(&self) -> Rect {
        let l = self.line(self.body.saturating_sub(1));
        self.clip(Rect::new(l.x, l.y, self.done, 1))
    }

    /// What is under a click, if anything.
    pub fn hit(&self, x: u16, y: u16) -> Option<SheetHit> {
        let on = |r: Rect| r.width > 0 && x >= r.x && x < r.right() && y == r.y;
        if on(self.done()) {
            return Some(SheetHit::Done);
        }
        self.roles.iter().find_map(|role| match self.buttons(role) {
            Some((less, _)) if on(less) => Some(SheetHit::Less(role)),
            Some((_, more)) if on(more) => Some(SheetHit::More(role)),
            _ => on(self.row(role)).then_some(SheetHit::Row(role)),
        })
    }
}

/// The army sheet of `body` lines centred in `panel`, a row for each of `roles`.
pub fn army_sheet(panel: Rect, body: u16, roles: RoleSet, less: u16, done: u16) -> SheetGeom {
    let inner = SHEET_INNER.min(panel.width.saturating_sub(2));
    SheetGeom {
        area: centered(panel, inner + 2, body + 2),
        body,
        roles,
        less,
        done,
    }
}

/// The hands at the top of a deployment panel (the game's and practice's), two lines
/// each: whose hand, then its pieces, drawn `K×1 Q×2 ...` two cells in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandsGeom {
    pub panel: Rect,
    /// How many hands are shown.
    pub hands: u16,
}

impl HandsGeom {
    fn line(&self, n: u16) -> Rect {
        if n >= self.panel.height {
            return Rect::new(self.panel.x, self.panel.y, 0, 0);
        }
        Rect::new(self.panel.x, self.panel.y + n, self.panel.width, 1)
    }

    /// The heading line of hand `i` ("▶ Blue's hand").
    pub fn heading(&self, i: u16) -> Rect {
        self.line(2 * i)
    }

    /// The line of hand `i`'s pieces.
    pub fn pieces_line(&self, i: u16) -> Rect {
        self.line(2 * i + 1)
    }

    /// Where each piece in `army` is on hand `i`'s line (the roles it holds, in
    /// `Role::ALL` order; a piece that does not fit on the line is not there).
    pub fn pieces(&self, i: u16, army: &Army) -> Vec<(Role, Rect)> {
        let line = self.pieces_line(i);
        let mut x = line.x + 2;
        let mut out = Vec::new();
        for role in Role::ALL {
            let n = army.count(role);
            if n == 0 {
                continue;
            }
            // The glyph, `×`, the count.
            let w = 2 + UnicodeWidthStr::width(n.to_string().as_str()) as u16;
            if line.width == 0 || x + w > line.right() {
                break;
            }
            out.push((role, Rect::new(x, line.y, w, 1)));
            x += w + 1;
        }
        out
    }

    /// The piece of hand `i` holding `army` under a click, if any.
    pub fn hit(&self, i: u16, army: &Army, x: u16, y: u16) -> Option<Role> {
        self.pieces(i, army)
            .into_iter()
            .find(|(_, r)| x >= r.x && x < r.right() && y == r.y)
            .map(|(role, _)| role)
    }

    /// The panel under the hands.
    pub fn rest(&self) -> Rect {
        let h = (2 * self.hands).min(self.panel.height);
        Rect::new(
            self.panel.x,
            self.panel.y + h,
            self.panel.width,
            self.panel.height - h,
        )
    }
}

/// The hands of a deployment panel: `hands` of them at the top of `panel`.
pub fn hands(panel: Rect, hands: u16) -> HandsGeom {
    HandsGeom { panel, hands }
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
        for (w, h, lang) in [
            (80, 24, crate::prefs::Lang::En),
            (120, 40, crate::prefs::Lang::En),
            (80, 24, crate::prefs::Lang::Ja),
        ] {
            let words = crate::words::of(lang);
            let area = Rect::new(0, 0, w, h);
            for fairy in [false, true] {
                let choices = RoleSet::promotions(fairy);
                let promotion_hit = |x, y| promotion_hit(words, area, choices, x, y);
                let shown = promotion_choices(words, area, choices);
                assert_eq!(shown.len() as u32, choices.len());
                for (role, r) in shown {
                    assert!(r.right() <= w, "{role:?} fits on the line at {w}");
                    assert_eq!(promotion_hit(r.x, r.y), Some(role));
                    assert_eq!(promotion_hit(r.right() - 1, r.y), Some(role));
                }
                assert_eq!(promotion_hit(0, h - 2), None, "the label");
                assert_eq!(promotion_hit(20, 0), None);
            }
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
    fn settings_too_many_for_a_short_screen_scroll_to_the_selected_one() {
        let area = Rect::new(0, 0, 80, 24);
        let (start, g) = settings_list(area, 40, 0);
        assert_eq!(start, 0);
        assert!(g.items < 40 && g.area.bottom() <= 22, "{g:?}");
        for selected in [g.items, 39] {
            let (start, g) = settings_list(area, 40, selected);
            assert!((start..start + g.items).contains(&selected), "{selected}");
            assert_eq!(
                start + g.items,
                selected + 1,
                "the selected row is the last shown"
            );
        }
        let (start, g) = settings_list(Rect::new(0, 0, 120, 40), 22, 21);
        assert_eq!((start, g.items), (0, 22), "all of them fit");
    }

    #[test]
    fn a_click_on_a_setting_hits_its_row_and_its_arrows() {
        for (w, h) in [(80, 24), (120, 40)] {
            let (start, g) = settings_list(Rect::new(0, 0, w, h), 19, 0);
            assert_eq!(start, 0);
            assert!(
                g.area.bottom() <= h - 2,
                "above the status lines at {w}x{h}"
            );
            for i in 0..19 {
                let r = g.item_rect(i);
                assert_eq!(g.hit(r.x, r.y), Some(i));
                assert_eq!(g.hit(r.right() - 1, r.y), Some(i));
                let [dec, value, inc] = settings_value(r, 7);
                assert_eq!((dec.x, dec.width), (r.x + SETTINGS_LABEL, 2));
                assert_eq!((value.x, value.width), (dec.right(), 7));
                assert_eq!((inc.x, inc.width), (value.right(), 2));
                for p in [dec, value, inc] {
                    assert_eq!(g.hit(p.x, p.y), Some(i), "a value is on its row");
                }
            }
            assert_eq!(
                g.hit(g.area.x, g.item_rect(18).y + 1),
                None,
                "the blank line"
            );
            assert_eq!(g.hit(g.area.x.wrapping_sub(1), g.area.y), None);
        }
    }

    #[test]
    fn a_click_on_the_army_sheet_hits_each_button_and_the_done_control() {
        for (w, h) in [(80, 24), (120, 40), (50, 30)] {
            let panel = layout(Rect::new(0, 0, w, h), None, false).panel;
            let classic: RoleSet = Role::ALL.into_iter().filter(|r| !r.is_fairy()).collect();
            let fairy: RoleSet = Role::ALL.into_iter().collect();
            for (roles, body) in [(classic, 12), (classic, 15), (fairy, 15), (fairy, 18)] {
                let g = army_sheet(panel, body, roles, SHEET_LESS, 24);
                let i = g.inner();
                for role in Role::ALL.into_iter().filter(|&r| !roles.contains(r)) {
                    assert_eq!(g.row(role).width, 0, "no row for a piece not offered");
                    assert_eq!(g.buttons(role), None);
                }
                for (n, role) in roles.iter().enumerate() {
                    let r = g.row(role);
                    assert_eq!(r.y, i.y + 1 + n as u16);
                    assert_eq!(g.hit(r.x, r.y), Some(SheetHit::Row(role)));
                    match g.buttons(role) {
                        None => {
                            assert_eq!(role, Role::King, "only the King has none");
                            let x = r.x + SHEET_LESS;
                            assert_eq!(g.hit(x, r.y), Some(SheetHit::Row(role)));
                        }
                        Some((less, more)) => {
                            for x in less.x..less.right() {
                                assert_eq!(g.hit(x, less.y), Some(SheetHit::Less(role)));
                            }
                            for x in more.x..more.right() {
                                assert_eq!(g.hit(x, more.y), Some(SheetHit::More(role)));
                            }
                            assert_eq!(g.hit(less.right(), r.y), Some(SheetHit::Row(role)));
                        }
                    }
                }
                let d = g.done();
                assert_eq!(d.y, i.y + body - 1, "the last line");
                assert_eq!(g.hit(d.x, d.y), Some(SheetHit::Done));
                assert_eq!(g.hit(d.right() - 1, d.y), Some(SheetHit::Done));
                assert_eq!(g.hit(d.right(), d.y), None);
                assert_eq!(g.hit(i.x, i.y), None, "the heading");
                assert_eq!(g.hit(g.area.x, i.y + 1), None, "the border");
            }
        }
    }

    #[test]
    fn a_click_on_a_piece_in_hand_hits_that_piece_and_nothing_else_hits() {
        let army: Army = "KQRRBBNNPPPPPPPPPPPP".parse().unwrap();
        for (w, h) in [(80, 24), (120, 40)] {
            let a = layout(Rect::new(0, 0, w, h), Some(BoardSize::Twelve), false);
            let g = hands(a.panel, 2);
            for i in 0..2 {
                let pieces = g.pieces(i, &army);
                let roles: Vec<Role> = pieces.iter().map(|&(r, _)| r).collect();
                let held: Vec<Role> = Role::ALL
                    .into_iter()
                    .filter(|&r| army.count(r) > 0)
                    .collect();
                assert_eq!(roles, held, "every role the army holds, in order");
                for (role, r) in pieces {
                    for x in r.x..r.right() {
                        assert_eq!(g.hit(i, &army, x, r.y), Some(role));
                    }
                    assert_eq!(g.hit(i, &army, r.right(), r.y), None, "the space after");
                    assert_eq!(g.hit(1 - i, &army, r.x, r.y), None, "the other hand");
                }
                let head = g.heading(i);
                assert_eq!(g.hit(i, &army, head.x + 2, head.y), None, "the heading");
            }
            assert_eq!(g.rest().y, a.panel.y + 4);
            assert_eq!(g.rest().bottom(), a.panel.bottom());
        }
        // What does not fit is not there (and so never hit).
        let g = hands(Rect::new(0, 0, 12, 10), 1);
        let pieces = g.pieces(0, &army);
        assert!(pieces.iter().all(|(_, r)| r.right() <= 12));
        assert_eq!(pieces.len(), 2);
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
