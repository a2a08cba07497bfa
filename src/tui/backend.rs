//! The ratatui backend the client draws with: it writes the cells ratatui found changed
//! in the fewest bytes it can, for a terminal at the end of a slow line as much as for a
//! fast one, and never asks the terminal anything (a terminal may never answer).
//!
//! What it knows of the terminal (the pen: colours and attributes; where the cursor is;
//! whether it is shown) it keeps between frames, and writes only what differs: one
//! `SGR` sequence with just the parameters that change, a short cursor-forward for a
//! gap in a row, no reset at the end of a frame, no "hide the cursor" when it is hidden.
//! A blank cell needs only its background (and no underline, strike or reverse): its
//! foreground, boldness, dimness and italics are left as the pen has them. When
//! something else may have written to the terminal ([`TermBackend::forget`]), the next
//! frame starts from a reset.

use std::fmt::Write as _;
use std::io::{self, Write};

use ratatui::backend::{Backend, ClearType, WindowSize};
use ratatui::buffer::Cell;
use ratatui::crossterm::terminal;
use ratatui::layout::{Position, Size};
use ratatui::style::{Color, Modifier};
use unicode_width::UnicodeWidthStr;

/// Colours and attributes: what a cell is written with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pen {
    fg: Color,
    bg: Color,
    modifier: Modifier,
}

impl Pen {
    /// The terminal's pen after `ESC [ 0 m`.
    const RESET: Pen = Pen {
        fg: Color::Reset,
        bg: Color::Reset,
        modifier: Modifier::empty(),
    };
}

/// Attributes that show on a blank cell (the others change only how a glyph is drawn).
const SHOWN_ON_BLANK: Modifier = Modifier::REVERSED
    .union(Modifier::UNDERLINED)
    .union(Modifier::CROSSED_OUT);

/// Attributes that only change how a glyph is drawn: free on a blank cell that is not
/// reversed.
const GLYPH_ONLY: Modifier = Modifier::BOLD
    .union(Modifier::DIM)
    .union(Modifier::ITALIC)
    .union(Modifier::SLOW_BLINK)
    .union(Modifier::RAPID_BLINK)
    .union(Modifier::HIDDEN);

/// A ratatui backend writing to `W` (the client's: standard output).
#[derive(Debug)]
pub struct TermBackend<W: Write> {
    out: W,
    /// The terminal's pen, when known.
    pen: Option<Pen>,
    /// Where the terminal's cursor is, when known.
    cursor: Option<Position>,
    /// Whether the cursor is hidden, when known.
    hidden: Option<bool>,
}

impl<W: Write> TermBackend<W> {
    /// A backend writing to `out`, knowing nothing of the terminal yet.
    pub fn new(out: W) -> TermBackend<W> {
        TermBackend {
            out,
            pen: None,
            cursor: None,
            hidden: None,
        }
    }

    /// Something else wrote to the terminal (the client was stopped and continued, say):
    /// its pen, cursor and cursor visibility are written again before they are relied on.
    pub fn forget(&mut self) {
        self.pen = None;
        self.cursor = None;
        self.hidden = None;
    }

    /// What it writes to.
    pub fn writer(&self) -> &W {
        &self.out
    }

    /// Moves the cursor to `to` (0-based), by the shortest sequence.
    fn move_to(&mut self, s: &mut String, to: Position) {
        match self.cursor {
            Some(at) if at == to => {}
            Some(at) if at.y == to.y && at.x < to.x => match to.x - at.x {
                1 => s.push_str("\x1b[C"),
                n => {
                    let _ = write!(s, "\x1b[{n}C");
                }
            },
            _ if to == Position::ORIGIN => s.push_str("\x1b[H"),
            _ if to.x == 0 => {
                let _ = write!(s, "\x1b[{}H", to.y + 1);
            }
            _ => {
                let _ = write!(s, "\x1b[{};{}H", to.y + 1, to.x + 1);
            }
        }
        self.cursor = Some(to);
    }

    /// Makes the pen fit `cell`, writing one `SGR` sequence at most.
    fn pen_for(&mut self, s: &mut String, cell: &Cell) {
        let want = Pen {
            fg: cell.fg,
            bg: cell.bg,
            modifier: cell.modifier,
        };
        let Some(pen) = self.pen else {
            s.push_str("\x1b[0");
            sgr_from(s, Pen::RESET, want);
            s.push('m');
            self.pen = Some(want);
            return;
        };
        let want = if cell.symbol() == " " {
            loosen(pen, want)
        } else {
            want
        };
        if want == pen {
            return;
        }
        // From the pen as it is, or from a reset: whichever is shorter.
        let mut diff = String::new();
        sgr_from(&mut diff, pen, want);
        let mut fresh = String::from("0");
        sgr_from(&mut fresh, Pen::RESET, want);
        let params = if fresh.len() <= diff.len() {
            fresh.as_str()
        } else {
            diff.trim_start_matches(';')
        };
        let _ = write!(s, "\x1b[{params}m");
        self.pen = Some(want);
    }
}

/// The pen a blank cell wanting `want` may be written with, keeping what does not show
/// on it as `pen` has it.
fn loosen(pen: Pen, want: Pen) -> Pen {
    if want.modifier.intersects(SHOWN_ON_BLANK) {
        if want.modifier.contains(Modifier::REVERSED)
            && !want
                .modifier
                .intersects(Modifier::UNDERLINED | Modifier::CROSSED_OUT)
        {
            // Reversed: the foreground is the colour shown, the background is not.
            return Pen { bg: pen.bg, ..want };
        }
        return want;
    }
    Pen {
        fg: pen.fg,
        bg: want.bg,
        modifier: (pen.modifier & GLYPH_ONLY) | (want.modifier & !GLYPH_ONLY),
    }
}

/// Appends the `SGR` parameters (each after a `;`) that turn pen `from` into `to`.
fn sgr_from(s: &mut String, from: Pen, to: Pen) {
    let (gone, new) = (from.modifier - to.modifier, to.modifier - from.modifier);
    let mut add = new;
    // 22 ends bold and dim together: the one kept is set again.
    if gone.intersects(Modifier::BOLD | Modifier::DIM) {
        s.push_str(";22");
        add |= to.modifier & (Modifier::BOLD | Modifier::DIM);
    }
    for (m, off) in [
        (Modifier::ITALIC, 23),
        (Modifier::UNDERLINED, 24),
        (Modifier::SLOW_BLINK | Modifier::RAPID_BLINK, 25),
        (Modifier::REVERSED, 27),
        (Modifier::HIDDEN, 28),
        (Modifier::CROSSED_OUT, 29),
    ] {
        if gone.intersects(m) {
            let _ = write!(s, ";{off}");
            // 25 ends both blinks.
            add |= to.modifier & m;
        }
    }
    for (m, on) in [
        (Modifier::BOLD, 1),
        (Modifier::DIM, 2),
        (Modifier::ITALIC, 3),
        (Modifier::UNDERLINED, 4),
        (Modifier::SLOW_BLINK, 5),
        (Modifier::RAPID_BLINK, 6),
        (Modifier::REVERSED, 7),
        (Modifier::HIDDEN, 8),
        (Modifier::CROSSED_OUT, 9),
    ] {
        if add.contains(m) {
            let _ = write!(s, ";{on}");
        }
    }
    if to.fg != from.fg {
        colour(s, to.fg, false);
    }
    if to.bg != from.bg {
        colour(s, to.bg, true);
    }
}

/// Appends the `SGR` parameter for `c` as foreground or background (`;39`, `;31`,
/// `;38;5;n`, `;48;2;r;g;b`).
fn colour(s: &mut String, c: Color, bg: bool) {
    let base = if bg { 40 } else { 30 };
    let named = |s: &mut String, n: u8| {
        let _ = match n {
            0..=7 => write!(s, ";{}", base + n),
            _ => write!(s, ";{}", base + 60 + n - 8),
        };
    };
    let ext = if bg { 48 } else { 38 };
    match c {
        Color::Reset => {
            let _ = write!(s, ";{}", base + 9);
        }
        Color::Black => named(s, 0),
        Color::Red => named(s, 1),
        Color::Green => named(s, 2),
        Color::Yellow => named(s, 3),
        Color::Blue => named(s, 4),
        Color::Magenta => named(s, 5),
        Color::Cyan => named(s, 6),
        Color::Gray => named(s, 7),
        Color::DarkGray => named(s, 8),
        Color::LightRed => named(s, 9),
        Color::LightGreen => named(s, 10),
        Color::LightYellow => named(s, 11),
        Color::LightBlue => named(s, 12),
        Color::LightMagenta => named(s, 13),
        Color::LightCyan => named(s, 14),
        Color::White => named(s, 15),
        Color::Indexed(i) if i < 16 => named(s, i),
        Color::Indexed(i) => {
            let _ = write!(s, ";{ext};5;{i}");
        }
        Color::Rgb(r, g, b) => {
            let _ = write!(s, ";{ext};2;{r};{g};{b}");
        }
    }
}

impl<W: Write> Backend for TermBackend<W> {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        let mut s = String::new();
        for (x, y, cell) in content {
            self.move_to(&mut s, Position { x, y });
            self.pen_for(&mut s, cell);
            let symbol = cell.symbol();
            s.push_str(symbol);
            // A symbol of another width than one cell: the terminal may not agree on
            // where it leaves the cursor, so the next cell is placed absolutely.
            self.cursor = match symbol.width() {
                1 => Some(Position { x: x + 1, y }),
                _ => None,
            };
        }
        self.out.write_all(s.as_bytes())
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        if self.hidden != Some(true) {
            self.out.write_all(b"\x1b[?25l")?;
            self.hidden = Some(true);
        }
        Ok(())
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        if self.hidden != Some(false) {
            self.out.write_all(b"\x1b[?25h")?;
            self.hidden = Some(false);
        }
        Ok(())
    }

    /// Where the cursor was last put, never asked of the terminal (which may not answer):
    /// the top left corner when not known.
    fn get_cursor_position(&mut self) -> io::Result<Position> {
        Ok(self.cursor.unwrap_or_default())
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        let mut s = String::new();
        self.cursor = None;
        self.move_to(&mut s, position.into());
        self.out.write_all(s.as_bytes())
    }

    fn clear(&mut self) -> io::Result<()> {
        self.clear_region(ClearType::All)
    }

    /// Cleared with the terminal's own colours: the pen is reset first (a terminal clears
    /// with the pen's background).
    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        if self.pen != Some(Pen::RESET) {
            self.out.write_all(b"\x1b[0m")?;
            self.pen = Some(Pen::RESET);
        }
        let code: &[u8] = match clear_type {
            ClearType::All => b"\x1b[2J",
            ClearType::AfterCursor => b"\x1b[J",
            ClearType::BeforeCursor => b"\x1b[1J",
            ClearType::CurrentLine => b"\x1b[2K",
            ClearType::UntilNewLine => b"\x1b[K",
        };
        self.out.write_all(code)
    }

    fn append_lines(&mut self, n: u16) -> io::Result<()> {
        for _ in 0..n {
            self.out.write_all(b"\n")?;
        }
        self.cursor = None;
        self.out.flush()
    }

    fn size(&self) -> io::Result<Size> {
        let (width, height) = terminal::size()?;
        Ok(Size { width, height })
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        let w = terminal::window_size()?;
        Ok(WindowSize {
            columns_rows: Size {
                width: w.columns,
                height: w.rows,
            },
            pixels: Size {
                width: w.width,
                height: w.height,
            },
        })
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::Terminal;
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use ratatui::{TerminalOptions, Viewport};

    /// A terminal that understands what the backend writes: cursor moves, `SGR`, text.
    struct Emulator {
        width: u16,
        cells: Vec<(String, Pen)>,
        pen: Pen,
        at: Position,
    }

    impl Emulator {
        fn new(width: u16, height: u16) -> Emulator {
            // Blank, as ratatui takes a new screen to be; the pen one no frame uses.
            let junk = Pen {
                fg: Color::Indexed(99),
                bg: Color::Indexed(99),
                modifier: Modifier::SLOW_BLINK,
            };
            Emulator {
                width,
                cells: vec![(" ".into(), Pen::RESET); usize::from(width * height)],
                pen: junk,
                at: Position::ORIGIN,
            }
        }

        fn feed(&mut self, bytes: &[u8]) {
            let text = std::str::from_utf8(bytes).expect("UTF-8");
            let mut chars = text.chars().peekable();
            while let Some(c) = chars.next() {
                if c != '\x1b' {
                    assert!(self.at.x < self.width, "{c:?} written past the row's end");
                    let i = usize::from(self.at.y * self.width + self.at.x);
                    // A glyph over the first half of a wide one blanks its second half.
                    if self.cells[i].0.width() == 2 {
                        self.cells[i + 1] = (" ".into(), self.cells[i].1);
                    }
                    self.cells[i] = (c.to_string(), self.pen);
                    self.at.x += u16::try_from(c.to_string().width()).unwrap();
                    continue;
                }
                assert_eq!(chars.next(), Some('['), "only CSI sequences");
                let mut params = String::new();
                let end = loop {
                    let c = chars.next().expect("a whole sequence");
                    if c.is_ascii_alphabetic() {
                        break c;
                    }
                    params.push(c);
                };
                let nums: Vec<u16> = params
                    .split(';')
                    .filter(|p| !p.is_empty() && !p.starts_with('?'))
                    .map(|p| p.parse().expect("a number"))
                    .collect();
                match end {
                    'H' => {
                        let row = nums.first().copied().unwrap_or(1);
                        let col = nums.get(1).copied().unwrap_or(1);
                        self.at = Position::new(col - 1, row - 1);
                    }
                    'C' => self.at.x += nums.first().copied().unwrap_or(1),
                    'm' => self.sgr(if nums.is_empty() { vec![0] } else { nums }),
                    'l' | 'h' => assert!(params.starts_with('?')),
                    other => panic!("unexpected sequence {params}{other}"),
                }
            }
        }

        fn sgr(&mut self, nums: Vec<u16>) {
            let mut it = nums.into_iter();
            let ext = |it: &mut std::vec::IntoIter<u16>| match it.next() {
                Some(5) => Color::Indexed(it.next().unwrap() as u8),
                Some(2) => {
                    let mut n = || it.next().unwrap() as u8;
                    Color::Rgb(n(), n(), n())
                }
                other => panic!("colour form {other:?}"),
            };
            let named = |n: u16| match n {
                0 => Color::Black,
                1 => Color::Red,
                2 => Color::Green,
                3 => Color::Yellow,
                4 => Color::Blue,
                5 => Color::Magenta,
                6 => Color::Cyan,
                7 => Color::Gray,
                8 => Color::DarkGray,
                9 => Color::LightRed,
                10 => Color::LightGreen,
                11 => Color::LightYellow,
                12 => Color::LightBlue,
                13 => Color::LightMagenta,
                14 => Color::LightCyan,
                _ => Color::White,
            };
            let p = &mut self.pen;
            while let Some(n) = it.next() {
                match n {
                    0 => *p = Pen::RESET,
                    1 => p.modifier |= Modifier::BOLD,
                    2 => p.modifier |= Modifier::DIM,
                    3 => p.modifier |= Modifier::ITALIC,
                    4 => p.modifier |= Modifier::UNDERLINED,
                    5 => p.modifier |= Modifier::SLOW_BLINK,
                    6 => p.modifier |= Modifier::RAPID_BLINK,
                    7 => p.modifier |= Modifier::REVERSED,
                    8 => p.modifier |= Modifier::HIDDEN,
                    9 => p.modifier |= Modifier::CROSSED_OUT,
                    22 => p.modifier -= Modifier::BOLD | Modifier::DIM,
                    23 => p.modifier -= Modifier::ITALIC,
                    24 => p.modifier -= Modifier::UNDERLINED,
                    25 => p.modifier -= Modifier::SLOW_BLINK | Modifier::RAPID_BLINK,
                    27 => p.modifier -= Modifier::REVERSED,
                    28 => p.modifier -= Modifier::HIDDEN,
                    29 => p.modifier -= Modifier::CROSSED_OUT,
                    30..=37 => p.fg = named(n - 30),
                    90..=97 => p.fg = named(n - 90 + 8),
                    40..=47 => p.bg = named(n - 40),
                    100..=107 => p.bg = named(n - 100 + 8),
                    39 => p.fg = Color::Reset,
                    49 => p.bg = Color::Reset,
                    38 => p.fg = ext(&mut it),
                    48 => p.bg = ext(&mut it),
                    other => panic!("SGR {other}"),
                }
            }
        }
    }

    /// The 16 named colours are the palette's first 16 (`ESC [ 31 m` is `ESC [ 38;5;1 m`).
    fn norm(c: Color) -> Color {
        let named = [
            Color::Black,
            Color::Red,
            Color::Green,
            Color::Yellow,
            Color::Blue,
            Color::Magenta,
            Color::Cyan,
            Color::Gray,
            Color::DarkGray,
            Color::LightRed,
            Color::LightGreen,
            Color::LightYellow,
            Color::LightBlue,
            Color::LightMagenta,
            Color::LightCyan,
            Color::White,
        ];
        match named.iter().position(|&n| n == c) {
            Some(i) => Color::Indexed(i as u8),
            None => c,
        }
    }

    /// Whether the terminal shows `got` as it shows the cell ratatui asked for.
    fn looks_the_same(got: &(String, Pen), want: &Cell) -> bool {
        let (symbol, pen) = got;
        let pen = Pen {
            fg: norm(pen.fg),
            bg: norm(pen.bg),
            modifier: pen.modifier,
        };
        let exact = Pen {
            fg: norm(want.fg),
            bg: norm(want.bg),
            modifier: want.modifier,
        };
        if symbol != want.symbol() {
            return false;
        }
        let m = want.modifier;
        if symbol != " " || m.intersects(Modifier::UNDERLINED | Modifier::CROSSED_OUT) {
            return pen == exact;
        }
        if m.contains(Modifier::REVERSED) {
            // The foreground is the colour shown.
            return pen.fg == exact.fg && pen.modifier == m;
        }
        let shows = Modifier::REVERSED | Modifier::UNDERLINED | Modifier::CROSSED_OUT;
        pen.bg == exact.bg && !pen.modifier.intersects(shows)
    }

    fn terminal(width: u16, height: u16) -> Terminal<TermBackend<Vec<u8>>> {
        let options = TerminalOptions {
            viewport: Viewport::Fixed(Rect::new(0, 0, width, height)),
        };
        Terminal::with_options(TermBackend::new(Vec::new()), options).unwrap()
    }

    /// A small generator (the tests' own: no RNG crate needed).
    struct Lcg(u64);
    impl Lcg {
        fn next(&mut self, n: usize) -> usize {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((self.0 >> 33) % n as u64) as usize
        }
    }

    #[test]
    fn what_is_written_shows_every_frame_as_drawn() {
        let (w, h) = (7u16, 4u16);
        let symbols = [" ", " ", " ", "a", "R", "─", "漢"];
        let colours = [
            Color::Reset,
            Color::Red,
            Color::LightBlue,
            Color::Indexed(200),
            Color::Indexed(3),
            Color::Rgb(40, 40, 40),
            Color::Rgb(222, 208, 176),
        ];
        let mods = [
            Modifier::BOLD,
            Modifier::DIM,
            Modifier::ITALIC,
            Modifier::REVERSED,
            Modifier::UNDERLINED,
            Modifier::CROSSED_OUT,
            Modifier::SLOW_BLINK,
        ];
        let mut rng = Lcg(7);
        let mut t = terminal(w, h);
        let mut screen = Emulator::new(w, h);
        let mut wanted = Buffer::empty(Rect::new(0, 0, w, h));
        for frame in 0..2_000 {
            // A few cells change each frame (sometimes many).
            let changes = if frame % 50 == 0 { 28 } else { 1 + rng.next(4) };
            for _ in 0..changes {
                let (x, y) = (
                    rng.next(usize::from(w)) as u16,
                    rng.next(usize::from(h)) as u16,
                );
                let symbol = symbols[rng.next(symbols.len())];
                // A wide symbol only in the first column, whole (as ratatui writes text).
                let x = if symbol.width() == 2 {
                    wanted[(1, y)].reset();
                    0
                } else if x == 1 && wanted[(0, y)].symbol().width() == 2 {
                    continue;
                } else {
                    x
                };
                let mut modifier = Modifier::empty();
                for m in mods {
                    if rng.next(4) == 0 {
                        modifier |= m;
                    }
                }
                let cell = &mut wanted[(x, y)];
                cell.set_symbol(symbol)
                    .set_fg(colours[rng.next(colours.len())])
                    .set_bg(colours[rng.next(colours.len())]);
                cell.modifier = modifier;
            }
            let before = t.backend().writer().len();
            let shown = t
                .draw(|f| f.buffer_mut().merge(&wanted))
                .unwrap()
                .buffer
                .clone();
            screen.feed(&t.backend().writer()[before..]);
            for y in 0..h {
                for x in 0..w {
                    let i = usize::from(y * w + x);
                    let want = &shown[(x, y)];
                    if x > 0 && shown[(x - 1, y)].symbol().width() == 2 {
                        continue;
                    }
                    assert!(
                        looks_the_same(&screen.cells[i], want),
                        "frame {frame}, cell ({x}, {y}): shows {:?}, drawn {want:?}; wrote {:?}",
                        screen.cells[i],
                        String::from_utf8_lossy(&t.backend().writer()[before..])
                    );
                }
            }
        }
    }

    /// Found measuring what a cursor key writes: ratatui's crossterm backend ended every
    /// frame with a reset of both colours, the underline colour and the attributes, then
    /// hid the cursor again, 25 bytes even for a frame with nothing to change.
    #[test]
    fn a_frame_with_nothing_changed_writes_nothing() {
        let mut t = terminal(10, 2);
        let draw = |f: &mut ratatui::Frame| {
            f.buffer_mut()[(3, 1)]
                .set_symbol("x")
                .set_fg(Color::Rgb(1, 2, 3))
                .modifier = Modifier::REVERSED;
        };
        t.draw(draw).unwrap();
        let before = t.backend().writer().len();
        t.draw(draw).unwrap();
        assert_eq!(t.backend().writer().len(), before);
    }

    /// A blank cell is written with the background alone: its foreground and boldness are
    /// left as the cell before it had them.
    #[test]
    fn a_blank_cell_keeps_the_pen_but_for_its_background() {
        let mut t = terminal(3, 1);
        t.draw(|f| {
            let b = f.buffer_mut();
            b[(0, 0)].set_symbol("R").set_fg(Color::Blue).modifier = Modifier::BOLD;
            b[(1, 0)]
                .set_symbol(" ")
                .set_fg(Color::Red)
                .set_bg(Color::Green);
            b[(2, 0)]
                .set_symbol(" ")
                .set_fg(Color::Yellow)
                .set_bg(Color::Green);
        })
        .unwrap();
        let written = String::from_utf8(t.backend().writer().clone()).unwrap();
        assert_eq!(written, "\x1b[H\x1b[0;1;34mR\x1b[42m  \x1b[?25l");
    }

    /// A clear is done with the terminal's own background, whatever the last frame left.
    #[test]
    fn a_clear_resets_the_pen_first() {
        let mut t = terminal(2, 1);
        t.draw(|f| {
            f.buffer_mut()[(0, 0)].set_symbol("a").set_bg(Color::Red);
        })
        .unwrap();
        let before = t.backend().writer().len();
        t.backend_mut().clear_region(ClearType::All).unwrap();
        assert_eq!(&t.backend().writer()[before..], b"\x1b[0m\x1b[2J");
    }
}
