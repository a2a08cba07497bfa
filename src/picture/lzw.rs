//! The LZW compression of GIF image data (GIF89a, appendix F), 8-bit codes: fed a row
//! at a time, so a frame is never held whole. A GIF frame of a step is mostly long runs
//! of one value (the transparent "unchanged", a square's flat colour): a run is encoded
//! without a look-up per pixel (the codes of each value's runs are known by their
//! lengths), everything else through a direct table (a code and a byte give the longer
//! code).

/// The first code of the table: 256 one-byte strings come before it, then the clear
/// and end codes.
const CLEAR: u16 = 256;
const END: u16 = 257;
const FIRST: u16 = 258;
/// Codes are at most 12 bits wide.
const MAX_BITS: u32 = 12;
const MAX_CODES: u16 = 1 << MAX_BITS;
/// Room for the runs of one byte in [`Lzw::run_code`].
const RUNS: usize = MAX_CODES as usize + 1;

/// An LZW encoder of GIF image data, its output the `min code size` byte and the codes
/// (what `gif::Encoder::write_lzw_pre_encoded_frame` takes).
pub struct Lzw {
    /// `table[code * 256 + byte]`: the code of that string, 0 when none yet.
    table: Vec<u16>,
    /// The table's slots in use, to empty them at a clear.
    used: Vec<u32>,
    /// The byte [`Lzw::push_run`] repeats.
    run: u8,
    /// `run_len[code]`: how many times one byte the code stands for (0: it stands for
    /// anything else); `run_of[code]` that byte.
    run_len: Vec<u16>,
    run_of: Vec<u8>,
    /// `run_code[byte * RUNS + k]`: the code of `k` times `byte`, for `k` from 1 to
    /// `longest[byte]` (the table holds every such run up to the longest, each made from
    /// the one before).
    run_code: Vec<u16>,
    longest: Vec<u16>,
    next: u16,
    bits: u32,
    /// The string read and not yet written (its code), if any.
    prefix: Option<u16>,
    out: Vec<u8>,
    acc: u32,
    acc_bits: u32,
}

impl std::fmt::Debug for Lzw {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lzw")
            .field("bytes", &self.out.len())
            .finish()
    }
}

impl Lzw {
    /// An encoder whose runs of a byte cost a step per code written, not per byte;
    /// [`Lzw::push_run`] repeats `run`.
    pub fn new(run: u8) -> Lzw {
        let mut run_len = vec![0; usize::from(MAX_CODES)];
        let mut run_of = vec![0; usize::from(MAX_CODES)];
        let mut run_code = vec![0; 256 * RUNS];
        for b in 0..=255u8 {
            run_len[usize::from(b)] = 1;
            run_of[usize::from(b)] = b;
            run_code[usize::from(b) * RUNS + 1] = u16::from(b);
        }
        Lzw {
            table: vec![0; usize::from(MAX_CODES) * 256],
            used: Vec::with_capacity(usize::from(MAX_CODES)),
            run,
            run_len,
            run_of,
            run_code,
            longest: vec![1; 256],
            next: FIRST,
            bits: 9,
            prefix: None,
            out: Vec::new(),
            acc: 0,
            acc_bits: 0,
        }
    }

    /// Starts a new image: the output holds its minimum code size, then a clear code.
    pub fn start(&mut self) {
        self.reset();
        self.out.clear();
        self.acc = 0;
        self.acc_bits = 0;
        self.prefix = None;
        self.out.push(8);
        self.put(CLEAR);
    }

    /// Empties the table, as a clear code tells the decoder to.
    fn reset(&mut self) {
        for &i in &self.used {
            self.table[i as usize] = 0;
        }
        self.used.clear();
        for code in FIRST..self.next {
            self.run_len[usize::from(code)] = 0;
        }
        self.longest.fill(1);
        self.next = FIRST;
        self.bits = 9;
    }

    /// Writes `code` at the current width, least significant bits first.
    fn put(&mut self, code: u16) {
        self.acc |= u32::from(code) << self.acc_bits;
        self.acc_bits += self.bits;
        while self.acc_bits >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.acc_bits -= 8;
        }
    }

    /// Writes `prefix` and widens the codes when the decoder will have: the table has
    /// reached the current width.
    fn emit(&mut self, prefix: u16) {
        self.put(prefix);
        if u32::from(self.next) > (1 << self.bits) - 1 && self.bits < MAX_BITS {
            self.bits += 1;
        }
    }

    /// One byte read after the string `prefix`: the string it makes if the table has it,
    /// else `prefix` written, the longer string added (or the table cleared when full)
    /// and the byte alone.
    fn step(&mut self, prefix: u16, b: u8) -> u16 {
        let slot = usize::from(prefix) * 256 + usize::from(b);
        let code = self.table[slot];
        if code != 0 {
            return code;
        }
        self.emit(prefix);
        if self.next < MAX_CODES {
            self.table[slot] = self.next;
            self.used.push(slot as u32);
            let run = self.run_len[usize::from(prefix)];
            if run > 0 && self.run_of[usize::from(prefix)] == b {
                let next = usize::from(self.next);
                self.run_len[next] = run + 1;
                self.run_of[next] = b;
                self.run_code[usize::from(b) * RUNS + usize::from(run) + 1] = self.next;
                self.longest[usize::from(b)] = run + 1;
            }
            self.next += 1;
        } else {
            self.put(CLEAR);
            self.reset();
        }
        u16::from(b)
    }

    /// How far `count` bytes `b` after the string `prefix` go at once: the string of the
    /// longer run, when `prefix` is a run of `b` shorter than the longest known.
    fn run_ahead(&self, prefix: u16, b: u8, count: usize) -> Option<(u16, usize)> {
        let j = self.run_len[usize::from(prefix)];
        let longest = self.longest[usize::from(b)];
        if j == 0 || j >= longest || self.run_of[usize::from(prefix)] != b {
            return None;
        }
        let step = count.min(usize::from(longest - j));
        Some((
            self.run_code[usize::from(b) * RUNS + usize::from(j) + step],
            step,
        ))
    }

    /// Encodes the next pixels.
    pub fn push(&mut self, pixels: &[u8]) {
        let mut i = 0;
        let mut prefix = match self.prefix {
            Some(p) => p,
            None => match pixels.first() {
                Some(&b) => {
                    i = 1;
                    u16::from(b)
                }
                None => return,
            },
        };
        while i < pixels.len() {
            let b = pixels[i];
            if self.run_of[usize::from(prefix)] == b && self.run_len[usize::from(prefix)] > 0 {
                let count = pixels[i..]
                    .iter()
                    .take(usize::from(self.longest[usize::from(b)]))
                    .take_while(|&&p| p == b)
                    .count();
                if let Some((code, step)) = self.run_ahead(prefix, b, count) {
                    prefix = code;
                    i += step;
                    continue;
                }
            }
            prefix = self.step(prefix, b);
            i += 1;
        }
        self.prefix = Some(prefix);
    }

    /// Encodes `count` pixels of the run value.
    pub fn push_run(&mut self, mut count: usize) {
        let mut prefix = match self.prefix {
            Some(p) => p,
            None if count == 0 => return,
            None => {
                count -= 1;
                u16::from(self.run)
            }
        };
        while count > 0 {
            match self.run_ahead(prefix, self.run, count) {
                Some((code, step)) => {
                    prefix = code;
                    count -= step;
                }
                None => {
                    prefix = self.step(prefix, self.run);
                    count -= 1;
                }
            }
        }
        self.prefix = Some(prefix);
    }

    /// Ends the image: its encoded data, ready for the next [`Lzw::start`].
    pub fn finish(&mut self) -> Vec<u8> {
        if let Some(p) = self.prefix.take() {
            self.emit(p);
        }
        self.put(END);
        if self.acc_bits > 0 {
            self.out.push(self.acc as u8);
            self.acc = 0;
            self.acc_bits = 0;
        }
        std::mem::take(&mut self.out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `data` encoded (in pieces of `piece` bytes) as the one frame of a GIF, decoded
    /// back by the `gif` crate.
    fn round_trip(lzw: &mut Lzw, data: &[u8], piece: usize) -> Vec<u8> {
        lzw.start();
        for c in data.chunks(piece.max(1)) {
            // Runs of the run value given as runs or as bytes: the same data.
            if c.iter().all(|&b| b == 255) && c.len() % 2 == 0 {
                lzw.push_run(c.len());
            } else {
                lzw.push(c);
            }
        }
        let (w, h) = (data.len().clamp(1, 1000), data.len().div_ceil(1000).max(1));
        let mut padded = data.to_vec();
        padded.resize(w * h, 0);
        if padded.len() > data.len() {
            // Re-encode with the row's padding, as a frame must be whole.
            lzw.start();
            lzw.push(&padded);
        }
        let palette: Vec<u8> = (0..768).map(|i| i as u8).collect();
        let mut gif = Vec::new();
        {
            let mut e = gif::Encoder::new(&mut gif, w as u16, h as u16, &palette).unwrap();
            let frame = gif::Frame {
                width: w as u16,
                height: h as u16,
                buffer: std::borrow::Cow::Owned(lzw.finish()),
                ..gif::Frame::default()
            };
            e.write_lzw_pre_encoded_frame(&frame).unwrap();
        }
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut d = options.read_info(&gif[..]).unwrap();
        let f = d.read_next_frame().unwrap().expect("a frame");
        f.buffer[..data.len()].to_vec()
    }

    #[test]
    fn what_is_encoded_decodes_to_the_same_bytes() {
        let mut seed = 7u64;
        let mut noise = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            (seed >> 56) as u8
        };
        let random: Vec<u8> = (0..200_000).map(|_| noise()).collect();
        let runs: Vec<u8> = (0..300_000u32)
            .map(|i| if i % 977 < 900 { 255 } else { (i % 13) as u8 })
            .collect();
        let few: Vec<u8> = (0..100_000u32).map(|i| (i * 7 % 5) as u8).collect();
        let one: Vec<u8> = vec![255; 2_000_000];
        let blocks: Vec<u8> = (0..400_000u32)
            .map(|i| ((i / 300 + i / 7000) % 17) as u8)
            .collect();
        let mixed: Vec<u8> = (0..500_000u32)
            .map(|i| {
                if (i / 64) % 3 == 0 {
                    255
                } else {
                    (i % 7) as u8
                }
            })
            .collect();
        let mut lzw = Lzw::new(255);
        for data in [
            &random[..],
            &runs[..],
            &few[..],
            &one[..],
            &mixed[..],
            &blocks[..],
            &[42][..],
            &[1, 1][..],
        ] {
            for piece in [data.len(), 333, 64, 1] {
                assert_eq!(
                    round_trip(&mut lzw, data, piece),
                    data,
                    "{} bytes",
                    data.len()
                );
            }
        }
    }
}
