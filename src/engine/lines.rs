//! Lines of the engine protocol (docs/engine.md) read with a bound. Both ends read what
//! the other prints a line at a time: `shuuro engine` its commands, `shuuro match` an
//! external engine's answers; neither can be made to hold an endless line.

use std::io::{self, BufRead};

/// The longest line kept; a longer one is read to its end and dropped.
pub const MAX_LINE: usize = 1 << 20;

/// One line read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// Its bytes, without the line end (`\n` or `\r\n`).
    Text(Vec<u8>),
    /// A line longer than [`MAX_LINE`], of `len` bytes (read and dropped).
    TooLong { len: usize },
}

/// The next line of `input`: `Ok(None)` at the end of the input. A line that ends with
/// the input, without a line end, is a line too.
///
/// ```
/// use shuuro::engine::lines::{Line, MAX_LINE, read_line};
///
/// let long = "x".repeat(MAX_LINE + 1);
/// let input = format!("uci\r\n{long}\nisready").into_bytes();
/// let mut r = &input[..];
/// assert_eq!(read_line(&mut r).unwrap(), Some(Line::Text(b"uci".to_vec())));
/// assert_eq!(read_line(&mut r).unwrap(), Some(Line::TooLong { len: MAX_LINE + 1 }));
/// assert_eq!(read_line(&mut r).unwrap(), Some(Line::Text(b"isready".to_vec())));
/// assert_eq!(read_line(&mut r).unwrap(), None);
/// ```
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut line = Vec::new();
    let mut len = 0usize;
    let mut any = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            break;
        }
        any = true;
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], Some(i + 1)),
            None => (buf, None),
        };
        len += chunk.len();
        if len <= MAX_LINE {
            line.extend_from_slice(chunk);
        }
        let used = done.unwrap_or(buf.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if len > MAX_LINE {
        return Ok(Some(Line::TooLong { len }));
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Ok(Some(Line::Text(line)))
}
