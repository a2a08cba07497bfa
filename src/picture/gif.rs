//! A whole game as an animated GIF, written while it is drawn. The first frame is the
//! whole picture; each frame after it redraws only what its step changed (the squares a
//! move or placement touched, the marks of the step before, a check, the caption rows
//! that differ: [`svg::changes`]) and encodes the rectangle holding the pixels that
//! changed, those that did not being transparent. The pixels are mapped to one fixed
//! palette, and the last frame is held longer.
//!
//! What it holds is one picture (its pixels, the part of the drawing being redrawn) and
//! one encoded frame, whatever the game's length: memory is bounded by a frame and time
//! grows with what changes, not with the picture's size. A redrawn part is rasterized in
//! place, over the picture as it was, from elements written exactly as in the whole
//! drawing: its pixels are the whole drawing's, so the animation shows each step exactly
//! as its own full picture would.

use std::borrow::Cow;
use std::io::Write;

use resvg::tiny_skia::{Pixmap, Transform};

use super::Frame;
use super::lzw::Lzw;
use super::png::{PngError, Rasterizer};
use super::svg::{self, Pixels, Style};

/// The palette index that stands for "as in the frame before".
const TRANSPARENT: u8 = 255;

/// How long the last frame stays, in delays.
const HOLD: u32 = 6;

/// Why no GIF was made.
#[derive(Debug)]
pub enum GifError {
    Pixels(PngError),
    /// A frame is wider or taller than a GIF can be (65535 pixels).
    TooLarge {
        width: u32,
        height: u32,
    },
    /// There is no frame to animate.
    Empty,
    /// The GIF could not be written where it goes (a full disk, say).
    Write(std::io::Error),
    Encode(gif::EncodingError),
}

impl From<PngError> for GifError {
    fn from(e: PngError) -> GifError {
        GifError::Pixels(e)
    }
}

impl From<gif::EncodingError> for GifError {
    fn from(e: gif::EncodingError) -> GifError {
        match e {
            gif::EncodingError::Io(e) => GifError::Write(e),
            e => GifError::Encode(e),
        }
    }
}

/// The fixed palette: the drawing's own colours first (so its flat areas are exact), then
/// a 6×6×6 colour cube and greys for the edges that anti-aliasing blends.
fn palette() -> Vec<[u8; 3]> {
    let hex = |s: &str| u8::from_str_radix(s, 16).unwrap_or(0);
    let mut p: Vec<[u8; 3]> = svg::COLOURS
        .iter()
        .map(|c| [hex(&c[1..3]), hex(&c[3..5]), hex(&c[5..7])])
        .collect();
    for r in 0..6u8 {
        for g in 0..6u8 {
            for b in 0..6u8 {
                p.push([r * 51, g * 51, b * 51]);
            }
        }
    }
    let mut grey = 8u8;
    while p.len() < usize::from(TRANSPARENT) {
        p.push([grey, grey, grey]);
        grey = grey.saturating_add(9);
    }
    p.push([0, 0, 0]);
    p
}

/// The nearest palette entry of every colour at 5 bits a channel.
fn lookup(palette: &[[u8; 3]]) -> Vec<u8> {
    let mut table = vec![0u8; 1 << 15];
    for (i, slot) in table.iter_mut().enumerate() {
        let c = [(i >> 10) & 31, (i >> 5) & 31, i & 31].map(|v| (v << 3 | v >> 2) as i32);
        let mut best = (i32::MAX, 0u8);
        for (k, e) in palette[..usize::from(TRANSPARENT)].iter().enumerate() {
            let d: i32 = (0..3)
                .map(|j| {
                    let x = c[j] - i32::from(e[j]);
                    x * x
                })
                .sum();
            if d < best.0 {
                best = (d, k as u8);
            }
        }
        *slot = best.1;
    }
    table
}

/// The palette index of one pixel (its colour channels as stored: the drawing is opaque
/// but for the picture's last column and row when its size is not a whole number).
fn index(p: &[u8], table: &[u8]) -> u8 {
    let key =
        (usize::from(p[0] >> 3) << 10) | (usize::from(p[1] >> 3) << 5) | usize::from(p[2] >> 3);
    table[key]
}

/// The palette indices of the pixels of `r` in `pixmap`, row by row.
fn indices(pixmap: &Pixmap, r: &Pixels, table: &[u8]) -> Vec<u8> {
    let w = pixmap.width() as usize;
    let data = pixmap.data();
    let mut out = Vec::with_capacity(r.width() as usize * r.height() as usize);
    for y in r.y0 as usize..r.y1 as usize {
        let row = &data[(y * w + r.x0 as usize) * 4..(y * w + r.x1 as usize) * 4];
        out.extend(row.chunks_exact(4).map(|p| index(p, table)));
    }
    out
}

/// A rectangle's pixels copied out of a picture, to be put back.
struct Saved {
    at: Pixels,
    rgba: Vec<u8>,
}

/// An animated GIF being written to `W`, a frame at a time ([`Animation::push`]).
pub struct Animation<W: Write> {
    out: Option<W>,
    encoder: Option<gif::Encoder<W>>,
    raster: Rasterizer,
    table: Vec<u8>,
    flat: Vec<u8>,
    delay_cs: u16,
    /// The picture as the last frame shows it.
    picture: Option<Pixmap>,
    /// The last frame's step and style.
    before: Option<(Frame, Style)>,
    /// The last frame, encoded, waiting to know whether it is the last (held longer).
    pending: Option<gif::Frame<'static>>,
    lzw: Lzw,
}

impl<W: Write> std::fmt::Debug for Animation<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Animation")
            .field("delay_cs", &self.delay_cs)
            .finish_non_exhaustive()
    }
}

impl<W: Write> Animation<W> {
    /// An animation written to `out`, `delay_ms` a frame (the last held longer).
    pub fn new(out: W, delay_ms: u32) -> Animation<W> {
        let palette = palette();
        let cs = (delay_ms / 10).clamp(1, u32::from(u16::MAX) / HOLD);
        Animation {
            out: Some(out),
            encoder: None,
            raster: Rasterizer::new(),
            table: lookup(&palette),
            flat: palette.iter().flatten().copied().collect(),
            delay_cs: cs as u16,
            picture: None,
            before: None,
            pending: None,
            lzw: Lzw::new(TRANSPARENT),
        }
    }

    /// Adds the picture of `frame` drawn in `style` (every frame of one size).
    pub fn push(&mut self, frame: &Frame, style: &Style) -> Result<(), GifError> {
        let areas = match &self.before {
            Some((f, s)) => svg::changes((f, s), (frame, style)),
            None => None,
        };
        let next = match (areas, &mut self.picture) {
            (Some(areas), Some(picture)) => {
                let scale = f64::from(style.size) / f64::from(svg::UNIT);
                // Never the last column or row of a picture whose size is not whole:
                // only the background is there, partly covered.
                let inside = Pixels {
                    x0: 0,
                    y0: 0,
                    x1: picture.width() - 1,
                    y1: picture.height() - 1,
                };
                let dirty: Vec<Pixels> = areas
                    .iter()
                    .map(|a| a.pixels(scale).and(&inside))
                    .filter(|r| !r.is_empty())
                    .collect();
                let (svg, kept) = svg::draw_part(frame, style, &dirty);
                let tree = self.raster.tree(&svg)?;
                redraw(picture, &dirty, &kept, &tree, &self.table, &mut self.lzw)
            }
            _ => {
                let drawing = svg::draw(frame, style);
                let picture = self.raster.pixmap(&drawing)?;
                let (w, h) = (picture.width(), picture.height());
                let too_large = || GifError::TooLarge {
                    width: w,
                    height: h,
                };
                let (width, height) = (
                    u16::try_from(w).map_err(|_| too_large())?,
                    u16::try_from(h).map_err(|_| too_large())?,
                );
                if self.encoder.is_none() {
                    let out = self.out.take().ok_or(GifError::Empty)?;
                    let mut e = gif::Encoder::new(out, width, height, &self.flat)?;
                    e.set_repeat(gif::Repeat::Infinite)?;
                    self.encoder = Some(e);
                }
                self.lzw.start();
                let all = Pixels {
                    x0: 0,
                    y0: 0,
                    x1: w,
                    y1: h,
                };
                for y in 0..h {
                    let row = Pixels {
                        y0: y,
                        y1: y + 1,
                        ..all
                    };
                    self.lzw.push(&indices(&picture, &row, &self.table));
                }
                self.picture = Some(picture);
                gif::Frame {
                    width,
                    height,
                    buffer: Cow::Owned(self.lzw.finish()),
                    ..gif::Frame::default()
                }
            }
        };
        self.write_pending(false)?;
        self.pending = Some(gif::Frame {
            delay: self.delay_cs,
            ..next
        });
        self.before = Some((frame.clone(), style.clone()));
        Ok(())
    }

    /// Writes the frame waiting, held longer when it is the last.
    fn write_pending(&mut self, last: bool) -> Result<(), GifError> {
        if let (Some(mut frame), Some(encoder)) = (self.pending.take(), self.encoder.as_mut()) {
            if last {
                frame.delay = self.delay_cs * HOLD as u16;
            }
            encoder.write_lzw_pre_encoded_frame(&frame)?;
        }
        Ok(())
    }

    /// Ends the animation (the last frame held longer) and gives back where it went.
    pub fn finish(mut self) -> Result<W, GifError> {
        self.write_pending(true)?;
        let encoder = self.encoder.take().ok_or(GifError::Empty)?;
        Ok(encoder.into_inner()?)
    }
}

/// Redraws the rectangles `dirty` of `picture` from `tree` (the part of the next drawing
/// that paints them, whose elements may paint the rectangles `kept`), and encodes the
/// frame that turns the picture before into the one after: the rectangle holding every
/// pixel whose palette index changed, the others in it transparent.
fn redraw(
    picture: &mut Pixmap,
    dirty: &[Pixels],
    kept: &[Pixels],
    tree: &resvg::usvg::Tree,
    table: &[u8],
    lzw: &mut Lzw,
) -> gif::Frame<'static> {
    let width = picture.width() as usize;
    let bounds = Pixels {
        x0: 0,
        y0: 0,
        x1: picture.width(),
        y1: picture.height(),
    };
    let before: Vec<Vec<u8>> = dirty.iter().map(|r| copy(picture, r)).collect();
    // What the part paints outside the rectangles (a neighbour's square under a check
    // mark, say) is put back afterwards: there the picture does not change.
    let saved: Vec<Saved> = kept
        .iter()
        .map(|k| k.and(&bounds))
        .filter(|k| !k.is_empty() && !dirty.iter().any(|d| d.and(k) == *k))
        .map(|at| Saved {
            at,
            rgba: copy(picture, &at),
        })
        .collect();
    let [r, g, b] = svg::BACKGROUND;
    for d in dirty {
        let data = picture.data_mut();
        for y in d.y0 as usize..d.y1 as usize {
            let row = &mut data[(y * width + d.x0 as usize) * 4..(y * width + d.x1 as usize) * 4];
            for p in row.chunks_exact_mut(4) {
                p.copy_from_slice(&[r, g, b, 255]);
            }
        }
    }
    resvg::render(tree, Transform::identity(), &mut picture.as_mut());
    for s in &saved {
        put_back(picture, s, dirty);
    }
    // Each rectangle's new palette indices where they changed, transparent elsewhere,
    // and the rectangle of every pixel that changed.
    let mut changed: Option<Pixels> = None;
    let data = picture.data();
    let shown: Vec<Vec<u8>> = dirty
        .iter()
        .zip(&before)
        .map(|(d, old)| {
            let w = d.width() as usize;
            let mut out = vec![TRANSPARENT; w * d.height() as usize];
            for (row, y) in (d.y0..d.y1).enumerate() {
                let at = (y as usize * width + d.x0 as usize) * 4;
                let now = &data[at..at + w * 4];
                let was = &old[row * w * 4..(row + 1) * w * 4];
                let mut first = None;
                let mut last = 0;
                for (k, (n, o)) in now.chunks_exact(4).zip(was.chunks_exact(4)).enumerate() {
                    if n == o {
                        continue;
                    }
                    let i = index(n, table);
                    if i != index(o, table) {
                        out[row * w + k] = i;
                        first.get_or_insert(k);
                        last = k;
                    }
                }
                if let Some(first) = first {
                    let (x0, x1) = (d.x0 + first as u32, d.x0 + last as u32 + 1);
                    let c = changed.get_or_insert(Pixels {
                        x0,
                        y0: y,
                        x1,
                        y1: y + 1,
                    });
                    c.x0 = c.x0.min(x0);
                    c.x1 = c.x1.max(x1);
                    c.y1 = c.y1.max(y + 1);
                    c.y0 = c.y0.min(y);
                }
            }
            out
        })
        .collect();
    // Nothing changed: one transparent pixel keeps the frame's time.
    let c = changed.unwrap_or(Pixels {
        x0: 0,
        y0: 0,
        x1: 1,
        y1: 1,
    });
    lzw.start();
    let mut row = Vec::new();
    let mut spans: Vec<(u32, u32)> = Vec::new();
    for y in c.y0..c.y1 {
        // The stretches of this row that were redrawn, the rest being unchanged.
        spans.clear();
        spans.extend(
            dirty
                .iter()
                .filter(|d| (d.y0..d.y1).contains(&y))
                .map(|d| (d.x0.max(c.x0), d.x1.min(c.x1)))
                .filter(|(a, b)| a < b),
        );
        spans.sort_unstable();
        let mut x = c.x0;
        for &(a, b) in &spans {
            let (a, b) = (a.max(x), b.max(x));
            if a >= b {
                continue;
            }
            lzw.push_run((a - x) as usize);
            row.clear();
            row.resize((b - a) as usize, TRANSPARENT);
            for (d, out) in dirty.iter().zip(&shown) {
                if !(d.y0..d.y1).contains(&y) || d.x1 <= a || d.x0 >= b {
                    continue;
                }
                let line = (y - d.y0) as usize * d.width() as usize;
                let (from, to) = (d.x0.max(a), d.x1.min(b));
                let src = &out[line + (from - d.x0) as usize..line + (to - d.x0) as usize];
                let dst = &mut row[(from - a) as usize..(to - a) as usize];
                for (t, &s) in dst.iter_mut().zip(src) {
                    if s != TRANSPARENT {
                        *t = s;
                    }
                }
            }
            lzw.push(&row);
            x = b;
        }
        lzw.push_run((c.x1 - x) as usize);
    }
    gif::Frame {
        left: c.x0 as u16,
        top: c.y0 as u16,
        width: c.width() as u16,
        height: c.height() as u16,
        buffer: Cow::Owned(lzw.finish()),
        transparent: Some(TRANSPARENT),
        dispose: gif::DisposalMethod::Keep,
        ..gif::Frame::default()
    }
}

/// The pixels of `at` in `picture`.
fn copy(picture: &Pixmap, at: &Pixels) -> Vec<u8> {
    let w = picture.width() as usize;
    let data = picture.data();
    let mut out = Vec::with_capacity(at.width() as usize * at.height() as usize * 4);
    for y in at.y0 as usize..at.y1 as usize {
        out.extend_from_slice(&data[(y * w + at.x0 as usize) * 4..(y * w + at.x1 as usize) * 4]);
    }
    out
}

/// Puts the saved pixels back into `picture`, but for those inside the rectangles
/// `dirty` (redrawn).
fn put_back(picture: &mut Pixmap, s: &Saved, dirty: &[Pixels]) {
    let w = picture.width() as usize;
    let sw = s.at.width() as usize;
    let data = picture.data_mut();
    for y in s.at.y0..s.at.y1 {
        for x in s.at.x0..s.at.x1 {
            if dirty.iter().any(|d| d.contains(x, y)) {
                continue;
            }
            let from = ((y - s.at.y0) as usize * sw + (x - s.at.x0) as usize) * 4;
            let to = (y as usize * w + x as usize) * 4;
            data[to..to + 4].copy_from_slice(&s.rgba[from..from + 4]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::game::{Replayed, replayed};
    use crate::record::Record;

    fn game(name: &str) -> Replayed {
        let path = format!("{}/tests/data/records/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).unwrap();
        replayed(&Record::from_json_str(&text).unwrap()).unwrap()
    }

    /// The palette indices of each frame of `gif` as shown (each drawn over the ones
    /// before it).
    fn shown(gif: &[u8]) -> Vec<Vec<u8>> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut d = options.read_info(gif).unwrap();
        let (w, h) = (usize::from(d.width()), usize::from(d.height()));
        let mut canvas = vec![0u8; w * h];
        let mut out = Vec::new();
        while let Some(f) = d.read_next_frame().unwrap() {
            let fw = usize::from(f.width);
            for (k, &i) in f.buffer.iter().enumerate() {
                if Some(i) == f.transparent {
                    continue;
                }
                let (x, y) = (usize::from(f.left) + k % fw, usize::from(f.top) + k / fw);
                canvas[y * w + x] = i;
            }
            out.push(canvas.clone());
        }
        out
    }

    /// Issue 44: every frame was drawn whole, so the time and memory of a GIF grew with
    /// its size, not its change. After the first, a frame redraws only what its step
    /// changed: never the whole picture, and of the board only the squares the step
    /// touched and the marks of the step before (at most 8 of 144 squares, castling
    /// with a capture marked before it), a check, the caption rows that differ.
    #[test]
    fn a_frame_redraws_only_what_its_step_changed() {
        let unit = f64::from(svg::UNIT);
        for (name, flip) in [
            ("full-12x12-checkmate.json", false),
            ("variant-scouts.json", true),
        ] {
            let game = game(name);
            let steps = game.board_changes();
            assert!(steps.len() > 40, "{name}: {} frames", steps.len());
            for pair in steps.windows(2) {
                let (fa, sa) = game.at(Some(pair[0]), 40, flip).unwrap();
                let (fb, sb) = game.at(Some(pair[1]), 40, flip).unwrap();
                let areas = svg::changes((fa, &sa), (fb, &sb))
                    .unwrap_or_else(|| panic!("{name} step {}: redrawn whole", pair[1]));
                let squares = areas
                    .iter()
                    .filter(|a| a.x1 - a.x0 == unit && a.y1 - a.y0 == unit)
                    .count();
                assert!(
                    (1..=8).contains(&squares),
                    "{name} step {}: {squares} squares redrawn",
                    pair[1]
                );
                let (w, h) = svg::extent(12, sb.room.max(svg::CAPTION_LINES));
                let drawn: f64 = areas.iter().map(|a| (a.x1 - a.x0) * (a.y1 - a.y0)).sum();
                assert!(
                    drawn < f64::from(w * h) / 4.0,
                    "{name} step {}: {drawn} of {} redrawn",
                    pair[1],
                    w * h
                );
            }
        }
    }

    /// Every frame of a GIF, shown over the ones before it, is the picture of its step
    /// rasterized whole (the way the frames were drawn before only changes were
    /// redrawn), pixel for pixel: at sizes where squares fall on whole pixels and where
    /// they do not, flipped or not, through checks, captures on plinths and promotions.
    #[test]
    fn every_frame_is_the_whole_picture_of_its_step() {
        let table = lookup(&palette());
        let raster = Rasterizer::new();
        for (name, size, flip) in [
            ("mini-checkmate.json", 40, false),
            ("mini-checkmate.json", 41, true),
            ("knight-takes-knight-on-plinth.json", 24, false),
            ("promotion-knight.json", 33, false),
            ("full-12x12-checkmate.json", 17, true),
        ] {
            let game = game(name);
            let gif = game.gif(size, flip, 100).unwrap();
            let frames = shown(&gif);
            let steps = game.board_changes();
            assert_eq!(frames.len(), steps.len(), "{name}");
            for (seen, step) in frames.iter().zip(steps) {
                let (frame, style) = game.at(Some(step), size, flip).unwrap();
                let whole = raster.pixmap(&svg::draw(frame, &style)).unwrap();
                let all = Pixels {
                    x0: 0,
                    y0: 0,
                    x1: whole.width(),
                    y1: whole.height(),
                };
                let expected = indices(&whole, &all, &table);
                let wrong = seen.iter().zip(&expected).filter(|(a, b)| a != b).count();
                assert_eq!(
                    wrong, 0,
                    "{name} at size {size}, step {step}: {wrong} pixels differ"
                );
            }
        }
    }
}
