//! The board of one step as an SVG document: squares, coordinates, plinths as raised
//! blocks, pieces as vector shapes (no font needed), the last step marked, a King in
//! check shown, a caption. Every square, piece and plinth carries the `data-` attributes
//! of docs/pictures.md, so the file is read back by programs as well as by eyes.
//!
//! A part of a drawing ([`draw_part`]) holds only the elements that paint inside some
//! rectangles of pixels, each written exactly as in the whole drawing: rasterized over
//! the picture before it, it gives in those rectangles the very pixels of the whole
//! drawing. With [`changes`] (where two drawings can differ) this is how a GIF draws
//! only what each step changed.

use std::fmt::Write as _;

use super::Frame;
use crate::rules::{Piece, Role, Side, Square};

/// The side of a square in the drawing's own units (the SVG's `viewBox`).
pub const UNIT: u32 = 40;

/// How a picture is laid out: the side of a square in pixels, Red at the bottom or not,
/// and the caption.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Style {
    /// The side of a square in pixels (the SVG scales its `viewBox` to it).
    pub size: u32,
    /// Red at the bottom.
    pub flip: bool,
    /// The caption's lines (names, the step, the result), drawn under the board in
    /// stroked glyphs, each wrapped to the picture's width ([`fit_caption`]); none: no
    /// caption and no room for one.
    pub caption: Vec<String>,
    /// The rows kept for the caption under the board, when there is one: at least
    /// [`CAPTION_LINES`] and the rows this caption takes, more to draw every step of a
    /// game at one size.
    pub room: usize,
}

const LIGHT: &str = "#ecdcb9";
const DARK: &str = "#b48a5e";
const MARK_LIGHT: &str = "#f2e67a";
const MARK_DARK: &str = "#c9b43a";
const CHECK: &str = "#e0301e";
const FRAME: &str = "#3b2f25";
const TEXT: &str = "#f3ead8";
const BLUE: (&str, &str) = ("#2f6fd0", "#0d1f3c");
const RED: (&str, &str) = ("#d23a2e", "#3c0d0a");
const PLINTH: [&str; 4] = ["#5d6670", "#c9d1da", "#414950", "#98a2ad"];

/// Every flat colour of the drawing (a GIF's palette holds them exactly).
pub const COLOURS: [&str; 15] = [
    LIGHT, DARK, MARK_LIGHT, MARK_DARK, CHECK, FRAME, TEXT, BLUE.0, BLUE.1, RED.0, RED.1,
    PLINTH[0], PLINTH[1], PLINTH[2], PLINTH[3],
];

/// The colour behind everything (the margins), as red, green, blue.
pub const BACKGROUND: [u8; 3] = [0x3b, 0x2f, 0x25];

/// Margins around the board, in units: the coordinates left and below, the caption below.
const LEFT: u32 = UNIT * 3 / 5;
const TOP: u32 = UNIT / 4;
const RIGHT: u32 = UNIT / 4;
const BELOW: u32 = UNIT * 3 / 5;
const CAPTION_LINE: u32 = UNIT / 2;

/// How far apart the stroked glyphs stand, in units (a glyph is 6 wide).
const GLYPH_ADVANCE: u32 = 7;

/// The caption's lines: the players, the step, the result. Always room for at least
/// three rows when there is a caption, so the steps of a game are drawn at one size.
pub const CAPTION_LINES: usize = 3;

/// The most rows one line of the caption is wrapped into; what is left is cut (`...`).
pub const ROWS_PER_LINE: usize = 3;

/// The drawing's width and height in units, for a board of `n` files with `rows` rows of
/// caption under it.
pub fn extent(n: u32, rows: usize) -> (u32, u32) {
    let caption = match rows {
        0 => 0,
        rows => CAPTION_LINE * rows as u32 + UNIT / 4,
    };
    (LEFT + n * UNIT + RIGHT, TOP + n * UNIT + BELOW + caption)
}

/// The caption rows a drawing of `style` keeps under a board of `n` files: none without
/// a caption, else the room asked for, at least [`CAPTION_LINES`] and the rows it takes.
fn room(style: &Style, rows: usize) -> usize {
    if style.caption.is_empty() {
        0
    } else {
        style.room.max(CAPTION_LINES).max(rows)
    }
}

/// The top-left corner of `sq` in units.
fn corner(sq: Square, n: u8, flip: bool) -> (u32, u32) {
    let (col, row) = if flip {
        (n - 1 - sq.file(), sq.rank())
    } else {
        (sq.file(), n - 1 - sq.rank())
    };
    (LEFT + u32::from(col) * UNIT, TOP + u32::from(row) * UNIT)
}

/// Whether XML allows `c` in a document (XML 1.0, `Char`).
fn xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..)
}

/// Text made safe for an SVG text node or attribute: markup escaped, and every character
/// XML forbids (and every other control character) replaced by U+FFFD, so any name a
/// record may hold gives a well-formed document.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c.is_control() || !xml_char(c) => out.push(char::REPLACEMENT_CHARACTER),
            c => out.push(c),
        }
    }
    out
}

/// An area of the drawing in its units: `x0..x1` across, `y0..y1` down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Area {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

impl Area {
    fn new(x0: f64, y0: f64, x1: f64, y1: f64) -> Area {
        Area { x0, y0, x1, y1 }
    }

    /// The square whose top-left corner is `(x, y)`, shrunk by `inset` on every side
    /// (grown when negative).
    fn square(x: u32, y: u32, inset: f64) -> Area {
        let (x, y) = (f64::from(x), f64::from(y));
        let u = f64::from(UNIT);
        Area::new(x + inset, y + inset, x + u - inset, y + u - inset)
    }

    /// The pixels this area touches at `scale` pixels a unit.
    pub fn pixels(&self, scale: f64) -> Pixels {
        let px = |v: f64| (v * scale).max(0.0);
        Pixels {
            x0: px(self.x0).floor() as u32,
            y0: px(self.y0).floor() as u32,
            x1: px(self.x1).ceil() as u32,
            y1: px(self.y1).ceil() as u32,
        }
    }
}

/// A rectangle of pixels: columns `x0..x1`, rows `y0..y1`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pixels {
    pub x0: u32,
    pub y0: u32,
    pub x1: u32,
    pub y1: u32,
}

impl Pixels {
    /// The pixels of both `self` and `other`.
    pub fn and(&self, other: &Pixels) -> Pixels {
        Pixels {
            x0: self.x0.max(other.x0),
            y0: self.y0.max(other.y0),
            x1: self.x1.min(other.x1).max(self.x0.max(other.x0)),
            y1: self.y1.min(other.y1).max(self.y0.max(other.y0)),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.x0 >= self.x1 || self.y0 >= self.y1
    }

    pub fn width(&self) -> u32 {
        self.x1.saturating_sub(self.x0)
    }

    pub fn height(&self) -> u32 {
        self.y1.saturating_sub(self.y0)
    }

    pub fn contains(&self, x: u32, y: u32) -> bool {
        (self.x0..self.x1).contains(&x) && (self.y0..self.y1).contains(&y)
    }
}

/// The drawing being written: every element, or (a part) only those that paint inside
/// some rectangles of pixels.
struct Doc<'a> {
    s: String,
    part: Option<Part<'a>>,
}

/// What a part of a drawing holds.
struct Part<'a> {
    /// The rectangles whose pixels the part must give.
    within: &'a [Pixels],
    /// Pixels a unit.
    scale: f64,
    /// The pixels each element written may paint.
    kept: Vec<Pixels>,
}

impl Doc<'_> {
    /// Whether an element that paints only inside `area` is written (in a part: when it
    /// may paint a pixel of the part's rectangles).
    fn keeps(&mut self, area: Area) -> bool {
        let Some(p) = &mut self.part else {
            return true;
        };
        let (x0, y0) = (area.x0 * p.scale, area.y0 * p.scale);
        let (x1, y1) = (area.x1 * p.scale, area.y1 * p.scale);
        let hit = p.within.iter().any(|r| {
            x0 < f64::from(r.x1)
                && x1 > f64::from(r.x0)
                && y0 < f64::from(r.y1)
                && y1 > f64::from(r.y0)
        });
        if hit {
            p.kept.push(area.pixels(p.scale));
        }
        hit
    }

    /// A group: `open` (its start tag), what `body` writes in it, its end tag; in a part,
    /// nothing when `body` writes nothing.
    fn group(&mut self, open: std::fmt::Arguments<'_>, body: impl FnOnce(&mut Self)) {
        let start = self.s.len();
        let _ = self.s.write_fmt(open);
        let inside = self.s.len();
        body(self);
        if self.part.is_some() && self.s.len() == inside {
            self.s.truncate(start);
        } else {
            self.s.push_str("</g>");
        }
    }
}

/// Draws a frame as an SVG document.
pub fn draw(frame: &Frame, style: &Style) -> String {
    let mut doc = Doc {
        s: String::with_capacity(32 * 1024),
        part: None,
    };
    write_drawing(&mut doc, frame, style);
    doc.s
}

/// The part of the drawing of `frame` that paints the pixels of `within` (the drawing's
/// background left out: the caller paints it, [`BACKGROUND`]), and the pixels each of
/// its elements may paint (inside `within` and around it).
pub fn draw_part(frame: &Frame, style: &Style, within: &[Pixels]) -> (String, Vec<Pixels>) {
    let mut doc = Doc {
        s: String::with_capacity(8 * 1024),
        part: Some(Part {
            within,
            scale: f64::from(style.size) / f64::from(UNIT),
            kept: Vec::new(),
        }),
    };
    write_drawing(&mut doc, frame, style);
    let kept = doc.part.map(|p| p.kept).unwrap_or_default();
    (doc.s, kept)
}

/// The areas outside which the drawing of `after` is the drawing of `before`, or `None`
/// when the two are laid out differently (another board, size, side at the bottom or
/// caption room: anything may differ).
pub fn changes(before: (&Frame, &Style), after: (&Frame, &Style)) -> Option<Vec<Area>> {
    let ((fa, sa), (fb, sb)) = (before, after);
    let n = fb.board.size().len();
    let (rows_a, rows_b) = (fit_caption(&sa.caption, n), fit_caption(&sb.caption, n));
    if fa.board.size() != fb.board.size()
        || sa.size != sb.size
        || sa.flip != sb.flip
        || room(sa, rows_a.len()) != room(sb, rows_b.len())
    {
        return None;
    }
    let mut out = Vec::new();
    for sq in fb.board.size().squares() {
        let differs = fa.board.piece_at(sq) != fb.board.piece_at(sq)
            || fa.board.plinths().contains(sq) != fb.board.plinths().contains(sq)
            || fa.marked.contains(sq) != fb.marked.contains(sq);
        if differs {
            let (x, y) = corner(sq, n, sb.flip);
            out.push(Area::square(x, y, 0.0));
        }
    }
    if fa.check != fb.check {
        for sq in [fa.check, fb.check].into_iter().flatten() {
            let (x, y) = corner(sq, n, sb.flip);
            out.push(check_area(x, y));
        }
    }
    let top = caption_top(n);
    for i in 0..rows_a.len().max(rows_b.len()) {
        let a: Vec<char> = rows_a.get(i).map_or(Vec::new(), |r| r.chars().collect());
        let b: Vec<char> = rows_b.get(i).map_or(Vec::new(), |r| r.chars().collect());
        let same = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
        let end = a.len().max(b.len());
        if same < end {
            let y = top + i as u32 * CAPTION_LINE;
            let x = |j: usize| f64::from(LEFT + j as u32 * GLYPH_ADVANCE);
            out.push(Area::new(
                x(same) - 1.0,
                f64::from(y) - 1.0,
                x(end),
                f64::from(y + CAPTION_LINE),
            ));
        }
    }
    Some(out)
}

/// Where the check mark around the square at `(x, y)` paints: the circle's stroke
/// reaches a unit out of the square.
fn check_area(x: u32, y: u32) -> Area {
    Area::square(x, y, -1.1)
}

/// The top of the caption's first row, in units, under a board of `n` files.
fn caption_top(n: u8) -> u32 {
    TOP + u32::from(n) * UNIT + BELOW + UNIT / 4
}

/// Writes the drawing (or its part) of `frame` into `doc`.
fn write_drawing(doc: &mut Doc<'_>, frame: &Frame, style: &Style) {
    let size = frame.board.size();
    let n = size.len();
    let rows = fit_caption(&style.caption, n);
    let (w, h) = extent(u32::from(n), room(style, rows.len()));
    // Exact, not rounded: every picture of a board has one scale, caption or not.
    let px = |u: u32| f64::from(u) * f64::from(style.size) / f64::from(UNIT);
    let _ = write!(
        doc.s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans, Verdana, sans-serif">"#,
        px(w),
        px(h)
    );
    if doc.part.is_none() {
        let _ = write!(doc.s, r#"<rect width="{w}" height="{h}" fill="{FRAME}"/>"#);
    }
    doc.group(format_args!(r#"<g class="squares">"#), |doc| {
        for sq in size.squares() {
            let (x, y) = corner(sq, n, style.flip);
            if !doc.keeps(Area::square(x, y, 0.0)) {
                continue;
            }
            let dark = (sq.file() + sq.rank()) % 2 == 0;
            let marked = frame.marked.contains(sq);
            let class = if marked { r#" class="last""# } else { "" };
            let fill = match (marked, dark) {
                (false, true) => DARK,
                (false, false) => LIGHT,
                (true, true) => MARK_DARK,
                (true, false) => MARK_LIGHT,
            };
            let _ = write!(
                doc.s,
                r#"<rect data-square="{sq}"{class} x="{x}" y="{y}" width="{UNIT}" height="{UNIT}" fill="{fill}"/>"#
            );
        }
    });
    if let Some(sq) = frame.check {
        let (x, y) = corner(sq, n, style.flip);
        if doc.keeps(check_area(x, y)) {
            let r = UNIT / 2;
            let _ = write!(
                doc.s,
                r#"<circle class="check" cx="{}" cy="{}" r="{r}" fill="{CHECK}" stroke="{CHECK}" stroke-width="2"/>"#,
                x + r,
                y + r
            );
        }
    }
    for sq in frame.board.plinths() {
        let (x, y) = corner(sq, n, style.flip);
        if doc.keeps(Area::square(x, y, 2.9)) {
            plinth(&mut doc.s, sq, x, y);
        }
    }
    for (sq, piece) in frame.board.pieces() {
        let (x, y) = corner(sq, n, style.flip);
        let on_plinth = frame.board.plinths().contains(sq);
        if doc.keeps(piece_area(x, y, on_plinth)) {
            draw_piece(&mut doc.s, sq, piece, x, y, on_plinth);
        }
    }
    coordinates(doc, n, style.flip);
    if !rows.is_empty() {
        caption(doc, &style.caption, &rows, caption_top(n));
    }
    doc.s.push_str("</svg>\n");
}

/// A plinth as a raised stone block: a base, lit top-left edges, shaded bottom-right
/// edges and a top face.
fn plinth(s: &mut String, sq: Square, x: u32, y: u32) {
    let (a, b) = (x + 3, y + 3);
    let (c, d) = (x + UNIT - 3, y + UNIT - 3);
    let (e, f) = (x + 9, y + 9);
    let (g, h) = (x + UNIT - 9, y + UNIT - 9);
    let _ = write!(
        s,
        concat!(
            r#"<g data-plinth="{sq}">"#,
            r#"<rect x="{a}" y="{b}" width="{w}" height="{w}" fill="{p0}"/>"#,
            r#"<path d="M{a} {b}H{c}L{g} {f}H{e}V{h}L{a} {d}Z" fill="{p1}"/>"#,
            r#"<path d="M{c} {d}H{a}L{e} {h}H{g}V{f}L{c} {b}Z" fill="{p2}"/>"#,
            r#"<rect x="{e}" y="{f}" width="{t}" height="{t}" fill="{p3}"/>"#,
            "</g>"
        ),
        sq = sq,
        a = a,
        b = b,
        c = c,
        d = d,
        e = e,
        f = f,
        g = g,
        h = h,
        w = UNIT - 6,
        t = UNIT - 18,
        p0 = PLINTH[0],
        p1 = PLINTH[1],
        p2 = PLINTH[2],
        p3 = PLINTH[3],
    );
}

/// Where a piece's 100×100 box goes in the square at `(x, y)`: its top-left corner and
/// scale. On a plinth it stands a little higher and smaller, so the block shows around
/// it.
fn piece_box(x: u32, y: u32, on_plinth: bool) -> (f64, f64, f64) {
    if on_plinth {
        (f64::from(x) + 7.0, f64::from(y) + 4.0, 0.26)
    } else {
        (f64::from(x) + 3.0, f64::from(y) + 2.0, 0.34)
    }
}

/// Where a piece paints: its box, and the half of its outline's width beyond it.
fn piece_area(x: u32, y: u32, on_plinth: bool) -> Area {
    let (ox, oy, scale) = piece_box(x, y, on_plinth);
    let (lo, hi) = (-2.1 * scale, 102.1 * scale);
    Area::new(ox + lo, oy + lo, ox + hi, oy + hi)
}

/// A piece on its square.
fn draw_piece(s: &mut String, sq: Square, piece: Piece, x: u32, y: u32, on_plinth: bool) {
    let (fill, line) = colours(piece.side);
    let (ox, oy, scale) = piece_box(x, y, on_plinth);
    let _ = write!(
        s,
        r#"<g data-square="{sq}" data-piece="{}" transform="translate({ox} {oy}) scale({scale})" fill="{fill}" stroke="{line}" stroke-width="4" stroke-linejoin="round">{}</g>"#,
        piece.char(),
        shape(piece.role).replace(r#"class="eye""#, &format!(r#"fill="{line}""#))
    );
}

/// A piece's outline in a 100×100 box, standing on its base near the bottom.
fn shape(role: Role) -> &'static str {
    match role {
        Role::King => concat!(
            r#"<path d="M46 6H54V14H62V21H54V30H46V21H38V14H46Z"/>"#,
            r#"<path d="M50 34C34 26 12 36 20 58L28 72H72L80 58C88 36 66 26 50 34Z"/>"#,
            r#"<path d="M28 72H72L70 88H30Z"/>"#,
        ),
        Role::Queen => concat!(
            r#"<path d="M26 70L14 30L34 50L38 18L50 46L62 18L66 50L86 30L74 70Z"/>"#,
            r#"<circle cx="14" cy="28" r="6"/><circle cx="38" cy="16" r="6"/>"#,
            r#"<circle cx="62" cy="16" r="6"/><circle cx="86" cy="28" r="6"/>"#,
            r#"<path d="M26 70H74L70 88H30Z"/>"#,
        ),
        Role::Rook => concat!(
            r#"<path d="M24 88V78H31L34 44H27V18H37V27H45V18H55V27H63V18H73V44H66L69 78H76V88Z"/>"#,
            r#"<path d="M34 44H66" fill="none"/>"#,
        ),
        Role::Bishop => concat!(
            r#"<circle cx="50" cy="12" r="6"/>"#,
            r#"<path d="M50 18C64 30 72 44 64 60H36C28 44 36 30 50 18Z"/>"#,
            r#"<path d="M51 30L59 44" fill="none"/>"#,
            r#"<path d="M36 60H64L70 88H30Z"/>"#,
        ),
        Role::Knight => concat!(
            r#"<path d="M30 88H76C78 62 72 36 56 22L52 8L44 20C34 22 24 34 18 48L16 58L26 64L38 54C42 54 48 52 50 46C48 62 32 70 30 88Z"/>"#,
            r#"<circle cx="40" cy="34" r="4" class="eye"/>"#,
        ),
        Role::Pawn => concat!(
            r#"<circle cx="50" cy="32" r="15"/>"#,
            r#"<path d="M34 86L38 60Q50 50 62 60L66 86Z"/>"#,
            r#"<rect x="26" y="80" width="48" height="9" rx="3"/>"#,
        ),
        // The fairy pieces, what they move as: the Chancellor a Knight's head rising out
        // of a Rook's battlements, the Archbishop a Knight's head over a Bishop's collar
        // and base, its ball on the brow; the Giraffe a long neck on a plain base.
        Role::Chancellor => concat!(
            r#"<g transform="translate(21 -2) scale(0.62)"><path d="M30 88H76C78 62 72 36 56 22L52 8L44 20C34 22 24 34 18 48L16 58L26 64L38 54C42 54 48 52 50 46C48 62 32 70 30 88Z"/><circle cx="40" cy="34" r="5" class="eye"/></g>"#,
            r#"<path d="M24 88V78H31L33 58H26V42H36V49H45V42H55V49H64V42H74V58H67L69 78H76V88Z"/>"#,
        ),
        Role::Archbishop => concat!(
            r#"<circle cx="30" cy="16" r="6"/>"#,
            r#"<g transform="translate(21 2) scale(0.62)"><path d="M30 88H76C78 62 72 36 56 22L52 8L44 20C34 22 24 34 18 48L16 58L26 64L38 54C42 54 48 52 50 46C48 62 32 70 30 88Z"/><circle cx="40" cy="34" r="5" class="eye"/></g>"#,
            r#"<path d="M34 58H66L62 66H38Z"/>"#,
            r#"<path d="M38 66H62L70 88H30Z"/>"#,
        ),
        Role::Giraffe => concat!(
            r#"<path d="M30 88H72L66 62L56 56L54 18L62 14L58 6H44L40 14L46 18L44 58L34 64Z"/>"#,
            r#"<path d="M46 6L44 0M56 6L58 0" fill="none"/>"#,
            r#"<circle cx="52" cy="12" r="3" class="eye"/>"#,
        ),
    }
}

/// The fill and outline of a side's pieces.
fn colours(side: Side) -> (&'static str, &'static str) {
    match side {
        Side::Blue => BLUE,
        Side::Red => RED,
    }
}

/// A printable ASCII character as strokes in a 6×10 box (descenders reach 13), so no
/// text needs a font: the PNG and the GIF show the coordinates and the caption as the
/// SVG does. Anything else is a crossed box (see [`ascii`] for what is spelled first).
fn glyph(c: char) -> &'static str {
    match c {
        '0' => "M1 0H5V10H1Z",
        '1' => "M1.5 2L3.5 0V10M1.5 10H5.5",
        '2' => "M1 0H5V5H1V10H5",
        '3' => "M1 0H5V10H1M2 5H5",
        '4' => "M1 0V6H5.5M4.5 3V10",
        '5' => "M5 0H1V5H5V10H1",
        '6' => "M5 0H1V10H5V5H1",
        '7' => "M1 0H5L2.5 10",
        '8' => "M1 0H5V10H1ZM1 5H5",
        '9' => "M5 5H1V0H5V10H1",
        'a' => "M1 4H5V10H1V7H5",
        'b' => "M1 0V10H5V4H1",
        'c' => "M5 4H1V10H5",
        'd' => "M5 0V10H1V4H5",
        'e' => "M1 7H5V4H1V10H5",
        'f' => "M5 0H3V10M1 4H5",
        'g' => "M5 10H1V4H5V13H1",
        'h' => "M1 0V10M1 4H5V10",
        'i' => "M3 4V10M3 1V2.5",
        'j' => "M4 4V13H1M4 1V2.5",
        'k' => "M1 0V10M5 4L1 7L5 10",
        'l' => "M3 0V10",
        'm' => "M1 10V4H5V10M3 4V10",
        'n' => "M1 10V4H5V10",
        'o' => "M1 4H5V10H1Z",
        'p' => "M1 13V4H5V10H1",
        'q' => "M5 13V4H1V10H5",
        'r' => "M1 10V4M1 5.5L2.5 4H5",
        's' => "M5 4H1V7H5V10H1",
        't' => "M3 1V10H5M1 4H5",
        'u' => "M1 4V10H5V4",
        'v' => "M1 4L3 10L5 4",
        'w' => "M1 4L2 10L3 7L4 10L5 4",
        'x' => "M1 4L5 10M5 4L1 10",
        'y' => "M1 4V10H5M5 4V13H1",
        'z' => "M1 4H5L1 10H5",
        'A' => "M1 10L3 0L5 10M1.8 6H4.2",
        'B' => "M1 5V0H4L5 1V4L4 5H1V10H4L5 9V6L4 5",
        'C' => "M5 0H1V10H5",
        'D' => "M1 0V10H3L5 8V2L3 0Z",
        'E' => "M5 0H1V10H5M1 5H4",
        'F' => "M5 0H1V10M1 5H4",
        'G' => "M5 0H1V10H5V6H3",
        'H' => "M1 0V10M5 0V10M1 5H5",
        'I' => "M2 0H4M3 0V10M2 10H4",
        'J' => "M5 0V10H1V7",
        'K' => "M1 0V10M5 0L1 6M2.5 4.5L5 10",
        'L' => "M1 0V10H5",
        'M' => "M1 10V0L3 5L5 0V10",
        'N' => "M1 10V0L5 10V0",
        'O' => "M2 0H4L5 1V9L4 10H2L1 9V1Z",
        'P' => "M1 10V0H5V5H1",
        'Q' => "M2 0H4L5 1V9L4 10H2L1 9V1ZM3.5 8L5.5 11",
        'R' => "M1 10V0H5V5H1M3 5L5 10",
        'S' => "M5 1L4 0H2L1 1V4L2 5H4L5 6V9L4 10H2L1 9",
        'T' => "M1 0H5M3 0V10",
        'U' => "M1 0V10H5V0",
        'V' => "M1 0L3 10L5 0",
        'W' => "M1 0L2 10L3 5L4 10L5 0",
        'X' => "M1 0L5 10M5 0L1 10",
        'Y' => "M1 0L3 5L5 0M3 5V10",
        'Z' => "M1 0H5L1 10H5",
        ' ' => "",
        '.' => "M3 9.5V10",
        ',' => "M3 9.5L2.5 11.5",
        ':' => "M3 4.5V5M3 9.5V10",
        ';' => "M3 4.5V5M3 9.5L2.5 11.5",
        '-' => "M1.5 6H4.5",
        '+' => "M1 6H5M3 4V8",
        '=' => "M1 5H5M1 7.5H5",
        '#' => "M2.5 1L2 10M4.5 1L4 10M1 4H5.5M0.5 7H5",
        '!' => "M3 0V7M3 9.5V10",
        '?' => "M1 1L2 0H4L5 1V3L3 5V7M3 9.5V10",
        '(' => "M4 0L2 3V7L4 10",
        ')' => "M2 0L4 3V7L2 10",
        '[' => "M4 0H2V10H4",
        ']' => "M2 0H4V10H2",
        '{' => "M4 0H3L2 1V4L1 5L2 6V9L3 10H4",
        '}' => "M2 0H3L4 1V4L5 5L4 6V9L3 10H2",
        '<' => "M5 3L1 6L5 9",
        '>' => "M1 3L5 6L1 9",
        '/' => "M5 0L1 10",
        '\\' => "M1 0L5 10",
        '|' => "M3 0V12",
        '\'' => "M3 0V2.5",
        '"' => "M2 0V2.5M4 0V2.5",
        '`' => "M2 0L3 1.5",
        '^' => "M1 3L3 0L5 3",
        '~' => "M1 6L2 5L4 7L5 6",
        '_' => "M0.5 11H5.5",
        '*' => "M3 2V8M1 3.5L5 6.5M5 3.5L1 6.5",
        '@' => "M4 7V4H2V7H5V1H1V10H5",
        '&' => "M5 10L1.5 4V1L2.5 0H3.5L4.5 1V3L1 7V9L2 10H3.5L5 7",
        '%' => "M1 10L5 0M1.5 1V2M4.5 8V9",
        '$' => "M5 2H1V5H5V8H1M3 0V10",
        _ => "M1 0H5V10H1ZM1 0L5 10",
    }
}

/// `text` spelled in the characters [`glyph`] draws: the few non-ASCII ones the program
/// writes in words (`×`, dashes, `…`, quotes) by their ASCII look-alikes; anything else
/// not ASCII (a control character included) is drawn as [`glyph`]'s crossed box.
fn ascii(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '×' => out.push('x'),
            '–' | '—' | '−' => out.push('-'),
            '…' => out.push_str("..."),
            '‘' | '’' => out.push('\''),
            '“' | '”' => out.push('"'),
            c if c.is_control() => out.push(char::REPLACEMENT_CHARACTER),
            c => out.push(c),
        }
    }
    out
}

/// The glyphs a caption row of a board of `n` files holds.
fn caption_width(n: u8) -> usize {
    let (w, _) = extent(u32::from(n), 0);
    ((w - LEFT - RIGHT) / GLYPH_ADVANCE) as usize
}

/// The caption's lines as drawn under a board of `n` files: each spelled in the
/// characters the glyphs draw and wrapped at spaces to the picture's width (a word
/// longer than a row is split), at most [`ROWS_PER_LINE`] rows a line, the last cut
/// with `...` when even they do not hold it.
pub fn fit_caption(lines: &[String], n: u8) -> Vec<String> {
    let fits = caption_width(n).max(4);
    let mut rows = Vec::new();
    for line in lines {
        let words: Vec<Vec<char>> = ascii(line)
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(|w| w.chars().collect())
            .collect();
        let mut mine: Vec<Vec<char>> = vec![Vec::new()];
        for word in words {
            let mut word = &word[..];
            loop {
                let row = mine.last_mut().expect("a row");
                let room = fits.saturating_sub(row.len() + usize::from(!row.is_empty()));
                if word.len() <= room {
                    if !row.is_empty() {
                        row.push(' ');
                    }
                    row.extend_from_slice(word);
                    break;
                }
                if row.is_empty() {
                    // A word longer than a row: as much as fits, the rest below.
                    row.extend_from_slice(&word[..fits]);
                    word = &word[fits..];
                }
                mine.push(Vec::new());
            }
        }
        if mine.len() > ROWS_PER_LINE {
            mine.truncate(ROWS_PER_LINE);
            let last = mine.last_mut().expect("a row");
            last.truncate(fits - 3);
            last.extend("...".chars());
        }
        rows.extend(mine.into_iter().map(|r| r.into_iter().collect::<String>()));
    }
    rows
}

/// Where a glyph drawn at `(x, y)` paints: its box and half its stroke around it.
fn glyph_area(x: u32, y: u32) -> Area {
    let (x, y) = (f64::from(x), f64::from(y));
    Area::new(x - 1.0, y - 1.0, x + 7.0, y + 14.0)
}

/// One glyph's strokes at `x`, `y` (none for a space).
fn path(doc: &mut Doc<'_>, x: u32, y: u32, c: char) {
    let d = glyph(c);
    if !d.is_empty() && doc.keeps(glyph_area(x, y)) {
        let _ = write!(doc.s, r#"<path transform="translate({x} {y})" d="{d}"/>"#);
    }
}

/// `text` in stroked glyphs, centred on `cx`, its top at `y`.
fn strokes(doc: &mut Doc<'_>, class: &str, text: &str, cx: u32, y: u32) {
    let width = GLYPH_ADVANCE * text.chars().count() as u32 - 1;
    doc.group(
        format_args!(
            r#"<g class="{class}" fill="none" stroke="{TEXT}" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round">"#
        ),
        |doc| {
            for (i, c) in text.chars().enumerate() {
                let x = (cx + GLYPH_ADVANCE * i as u32).saturating_sub(width / 2);
                path(doc, x, y, c);
            }
        },
    );
}

/// The caption's rows in stroked glyphs from the left margin, its first row's top at
/// `top`; the whole text, in any characters, is the picture's `<title>` as well, for
/// programs and screen readers.
fn caption(doc: &mut Doc<'_>, lines: &[String], rows: &[String], top: u32) {
    if doc.part.is_none() {
        let title: Vec<String> = lines.iter().map(|l| escape(l)).collect();
        let _ = write!(doc.s, "<title>{}</title>", title.join(" \u{2014} "));
    }
    doc.group(
        format_args!(
            r#"<g class="caption" fill="none" stroke="{TEXT}" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round">"#
        ),
        |doc| {
            for (i, row) in rows.iter().enumerate() {
                let y = top + i as u32 * CAPTION_LINE;
                for (j, c) in row.chars().enumerate() {
                    path(doc, LEFT + j as u32 * GLYPH_ADVANCE, y, c);
                }
            }
        },
    );
}

/// File letters under the board and rank numbers to its left.
fn coordinates(doc: &mut Doc<'_>, n: u8, flip: bool) {
    for i in 0..n {
        let file = if flip { n - 1 - i } else { i };
        let x = LEFT + u32::from(i) * UNIT + UNIT / 2;
        let y = TOP + u32::from(n) * UNIT + 5;
        strokes(doc, "file", &char::from(b'a' + file).to_string(), x, y);
        let rank = if flip { i + 1 } else { n - i };
        let y = TOP + u32::from(i) * UNIT + UNIT / 2 - 5;
        strokes(doc, "rank", &rank.to_string(), LEFT / 2, y);
    }
}
