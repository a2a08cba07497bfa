//! A whole game as an animated GIF: the SVG drawing of each board-changing step
//! rasterized, mapped to one fixed palette, and only the rectangle that changed since the
//! frame before encoded (the pixels in it that did not change are transparent), the last
//! frame held longer.

use std::borrow::Cow;

use super::png::{PngError, Rasterizer};

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
    Encode(gif::EncodingError),
}

impl From<PngError> for GifError {
    fn from(e: PngError) -> GifError {
        GifError::Pixels(e)
    }
}

impl From<gif::EncodingError> for GifError {
    fn from(e: gif::EncodingError) -> GifError {
        GifError::Encode(e)
    }
}

/// The fixed palette: the drawing's own colours first (so its flat areas are exact), then
/// a 6×6×6 colour cube and greys for the edges that anti-aliasing blends.
fn palette() -> Vec<[u8; 3]> {
    let hex = |s: &str| u8::from_str_radix(s, 16).unwrap_or(0);
    let mut p: Vec<[u8; 3]> = super::svg::COLOURS
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

/// A rasterized drawing: its width, height and palette indices.
type Indexed = (u32, u32, Vec<u8>);

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

/// The palette indices of a rasterized drawing (opaque: the drawing has a background).
fn indices(rgba: &[u8], table: &[u8]) -> Vec<u8> {
    rgba.chunks_exact(4)
        .map(|p| {
            let key = (usize::from(p[0] >> 3) << 10)
                | (usize::from(p[1] >> 3) << 5)
                | usize::from(p[2] >> 3);
            table[key]
        })
        .collect()
}

/// Encodes the drawings (SVG documents of one size) as an animated GIF, `delay_ms` per
/// frame, the last held longer; rasterized on up to `threads` threads at a time.
pub fn animate(
    drawings: &[String],
    raster: &Rasterizer,
    delay_ms: u32,
    threads: usize,
) -> Result<Vec<u8>, GifError> {
    let palette = palette();
    let table = lookup(&palette);
    let flat: Vec<u8> = palette.iter().flatten().copied().collect();
    let mut encoder: Option<gif::Encoder<Vec<u8>>> = None;
    let mut previous: Option<Vec<u8>> = None;
    let (mut width, mut height) = (0u16, 0u16);
    let delay = |last: bool| {
        let cs = (delay_ms / 10).clamp(1, u32::from(u16::MAX) / HOLD);
        (if last { cs * HOLD } else { cs }) as u16
    };
    let threads = threads.max(1);
    let batch = threads * 8;
    for (b, chunk) in drawings.chunks(batch).enumerate() {
        // Rasterized in parallel, encoded in order.
        let per = chunk.len().div_ceil(threads);
        let frames: Vec<Result<Indexed, GifError>> = std::thread::scope(|s| {
            let jobs: Vec<_> = chunk
                .chunks(per)
                .map(|part| {
                    let table = &table;
                    s.spawn(move || {
                        part.iter()
                            .map(|svg| {
                                let pixmap = raster.pixmap(svg)?;
                                Ok((
                                    pixmap.width(),
                                    pixmap.height(),
                                    indices(pixmap.data(), table),
                                ))
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            jobs.into_iter()
                .flat_map(|j| j.join().expect("a rasterizing thread"))
                .collect()
        });
        for (k, frame) in frames.into_iter().enumerate() {
            let (w, h, now) = frame?;
            let last = b * batch + k + 1 == drawings.len();
            let enc = match &mut encoder {
                Some(e) => e,
                None => {
                    let too_large = GifError::TooLarge {
                        width: w,
                        height: h,
                    };
                    width = u16::try_from(w).map_err(|_| too_large)?;
                    height = u16::try_from(h).map_err(|_| GifError::TooLarge {
                        width: w,
                        height: h,
                    })?;
                    let mut e = gif::Encoder::new(Vec::new(), width, height, &flat)?;
                    e.set_repeat(gif::Repeat::Infinite)?;
                    encoder.insert(e)
                }
            };
            let frame = match &previous {
                None => gif::Frame {
                    width,
                    height,
                    buffer: Cow::Borrowed(&now),
                    delay: delay(last),
                    ..gif::Frame::default()
                },
                Some(before) => changed_part(before, &now, width, height, delay(last)),
            };
            enc.write_frame(&frame)?;
            previous = Some(now);
        }
    }
    Ok(encoder.ok_or(GifError::Empty)?.into_inner()?)
}

/// The frame that turns `before` into `now`: the rectangle holding every changed pixel,
/// the unchanged ones in it transparent (the frame before shows through).
fn changed_part(
    before: &[u8],
    now: &[u8],
    width: u16,
    height: u16,
    delay: u16,
) -> gif::Frame<'static> {
    let w = usize::from(width);
    let (mut x0, mut y0, mut x1, mut y1) = (w, usize::from(height), 0, 0);
    for (i, (a, b)) in before.iter().zip(now).enumerate() {
        if a != b {
            let (x, y) = (i % w, i / w);
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
        }
    }
    if x0 > x1 {
        // Nothing changed: one transparent pixel keeps the frame's time.
        (x0, y0, x1, y1) = (0, 0, 0, 0);
    }
    let mut buffer = Vec::with_capacity((x1 - x0 + 1) * (y1 - y0 + 1));
    for y in y0..=y1 {
        for x in x0..=x1 {
            let i = y * w + x;
            buffer.push(if before[i] == now[i] {
                TRANSPARENT
            } else {
                now[i]
            });
        }
    }
    gif::Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: (x1 - x0 + 1) as u16,
        height: (y1 - y0 + 1) as u16,
        buffer: Cow::Owned(buffer),
        delay,
        transparent: Some(TRANSPARENT),
        dispose: gif::DisposalMethod::Keep,
        ..gif::Frame::default()
    }
}
