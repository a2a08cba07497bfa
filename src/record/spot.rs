//! Where a picture may be written: what is at the path (nothing, a picture, one of the
//! program's own files, anything else), said in words, and the one rule of `shuuro export`
//! and of the replay viewer's pictures: a picture is written where nothing is, or over a
//! picture of the same kind (when the player asks for that); never over a game record, a
//! layout, a roster, a puzzle set, the trainer's progress or any other file, and never
//! onto a folder, a FIFO (which would block until a reader came) or a device.
//!
//! The file itself is written by [`store::Pending`], as every
//! save is: a temporary file renamed or linked into place, so a full disk or a killed
//! process never leaves half a picture over an older one.

use std::fmt;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use super::Record;
use super::store::{self, MAX_FILE_BYTES, NotAGameHere};

/// A kind of picture file (docs/pictures.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureKind {
    Svg,
    Png,
    Gif,
}

impl PictureKind {
    /// The kind a file's first bytes show, if they are a picture's.
    pub fn sniff(head: &[u8]) -> Option<PictureKind> {
        if head.starts_with(b"\x89PNG\r\n\x1a\n") {
            return Some(PictureKind::Png);
        }
        if head.starts_with(b"GIF87a") || head.starts_with(b"GIF89a") {
            return Some(PictureKind::Gif);
        }
        // An SVG document: markup from its first byte (after a byte-order mark and
        // blanks), with an `<svg` element near the start (after a declaration, a
        // comment or a doctype).
        let text = head.strip_prefix(b"\xef\xbb\xbf").unwrap_or(head);
        let start = text.iter().position(|b| !b.is_ascii_whitespace())?;
        let text = &text[start..];
        let near = &text[..text.len().min(SNIFF_BYTES)];
        (text.first() == Some(&b'<') && near.windows(4).any(|w| w == b"<svg"))
            .then_some(PictureKind::Svg)
    }
}

impl fmt::Display for PictureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PictureKind::Svg => "SVG",
            PictureKind::Png => "PNG",
            PictureKind::Gif => "GIF",
        })
    }
}

/// How far into a file its kind is looked for.
const SNIFF_BYTES: usize = 4096;

/// What a file holds, as far as its bytes tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contents {
    /// Nothing at all: an empty file.
    Empty,
    Picture(PictureKind),
    /// A game record (docs/record.md).
    Game,
    /// A plinth layout for practice (docs/record.md).
    Layout,
    /// A file that says it is a game record but does not load as one.
    BrokenRecord,
    /// A puzzle set (docs/puzzle-format.md).
    PuzzleSet,
    /// The trainer's progress (`puzzles.json`, docs/puzzle-format.md).
    PuzzleProgress,
    /// A roster, in the shape of the files in `rosters/`.
    Roster,
    /// Anything else.
    Other,
}

impl fmt::Display for Contents {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contents::Empty => f.write_str("nothing (an empty file)"),
            Contents::Picture(k) => write!(f, "a picture in {k}"),
            Contents::Game => f.write_str("a game record"),
            Contents::Layout => f.write_str("a plinth layout for practice"),
            Contents::BrokenRecord => f.write_str("a game record that does not load"),
            Contents::PuzzleSet => f.write_str("a puzzle set"),
            Contents::PuzzleProgress => f.write_str("the puzzle trainer's progress"),
            Contents::Roster => f.write_str("a roster"),
            Contents::Other => f.write_str("data that is not a picture"),
        }
    }
}

/// What `bytes` (a whole file, or its first bytes when `whole` is false) hold.
pub fn contents(bytes: &[u8], whole: bool) -> Contents {
    if bytes.is_empty() && whole {
        return Contents::Empty;
    }
    if let Some(kind) = PictureKind::sniff(bytes) {
        return Contents::Picture(kind);
    }
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(bytes) else {
        return Contents::Other;
    };
    match value.get("format").and_then(|f| f.as_str()) {
        Some(super::FORMAT) => match Record::from_json_bytes(bytes) {
            Ok(rec) if rec.is_layout() => Contents::Layout,
            Ok(_) => Contents::Game,
            Err(_) => Contents::BrokenRecord,
        },
        Some("shuuro-puzzles") => Contents::PuzzleSet,
        Some("shuuro-puzzle-progress") => Contents::PuzzleProgress,
        _ if super::roster::from_value(&value, "").is_ok() => Contents::Roster,
        _ => Contents::Other,
    }
}

/// Where a picture may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// Nothing is there (or an empty file): a new picture.
    Free,
    /// A picture of the kind asked for is there: replaced only when the player asks.
    Picture,
}

/// Why no picture is written at a path.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoPictureHere {
    /// A name kept for the program's own files, a folder, a FIFO, a device, a link to
    /// nothing, a new file in `/dev`, a file that can't be read.
    #[error("{0}")]
    Path(NotAGameHere),
    /// The folder the picture would go in does not exist (folders are never made).
    #[error("the folder {} does not exist", .0.display())]
    NoFolder(PathBuf),
    /// A file that is not a picture of the kind asked for.
    #[error("it holds {0}")]
    Holds(Contents),
}

/// A path where no picture of `kind` is written, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{} is not written: {why}; choose another name", path.display())]
pub struct NotAPictureSpot {
    pub path: PathBuf,
    pub kind: PictureKind,
    pub why: NoPictureHere,
}

/// Whether a picture of `kind` may be written at `path`: nothing is there, or a picture
/// of that kind is. Looked at without opening anything but a regular file, so a FIFO is
/// refused at once rather than waited on.
pub fn picture_spot(path: &Path, kind: PictureKind) -> Result<Spot, NotAPictureSpot> {
    let refuse = |why| NotAPictureSpot {
        path: path.to_path_buf(),
        kind,
        why,
    };
    if let Some(kept) = store::kept_name(path) {
        return Err(refuse(NoPictureHere::Path(kept)));
    }
    match store::not_a_file(path) {
        Ok(Some(n)) => Err(refuse(NoPictureHere::Path(NotAGameHere::NotAFile(n)))),
        Ok(None) => match read_head(path) {
            Ok((bytes, whole)) => match contents(&bytes, whole) {
                Contents::Empty => Ok(Spot::Free),
                Contents::Picture(k) if k == kind => Ok(Spot::Picture),
                other => Err(refuse(NoPictureHere::Holds(other))),
            },
            Err(e) => Err(refuse(unreadable(e))),
        },
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            if std::fs::symlink_metadata(path).is_ok() {
                return Err(refuse(NoPictureHere::Path(NotAGameHere::DanglingLink)));
            }
            if let Some(folder) = store::missing_folder(path) {
                return Err(refuse(NoPictureHere::NoFolder(folder)));
            }
            if store::in_devices(path) {
                return Err(refuse(NoPictureHere::Path(NotAGameHere::Devices)));
            }
            Ok(Spot::Free)
        }
        Err(e) => Err(refuse(unreadable(e))),
    }
}

/// A file that can't be looked at: what the system said (a [`store::NotAFile`] found on
/// opening, if the file was swapped meanwhile).
fn unreadable(e: io::Error) -> NoPictureHere {
    match e
        .get_ref()
        .and_then(|i| i.downcast_ref::<store::NotAFile>())
    {
        Some(n) => NoPictureHere::Path(NotAGameHere::NotAFile(*n)),
        None => NoPictureHere::Path(NotAGameHere::Unreadable(e.into())),
    }
}

/// The bytes of the regular file at `path`, whole when it is no bigger than the files
/// the program reads ([`MAX_FILE_BYTES`]), else its first bytes (`false`).
fn read_head(path: &Path) -> io::Result<(Vec<u8>, bool)> {
    let f = store::open_regular(path)?;
    let len = f.metadata()?.len();
    let whole = len <= MAX_FILE_BYTES;
    let limit = if whole { len } else { SNIFF_BYTES as u64 };
    let mut bytes = Vec::with_capacity(usize::try_from(limit).unwrap_or(0));
    f.take(limit).read_to_end(&mut bytes)?;
    Ok((bytes, whole))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_are_known_by_their_first_bytes() {
        assert_eq!(
            PictureKind::sniff(b"\x89PNG\r\n\x1a\n...."),
            Some(PictureKind::Png)
        );
        assert_eq!(PictureKind::sniff(b"GIF89a...."), Some(PictureKind::Gif));
        assert_eq!(
            PictureKind::sniff(b"\n <?xml version=\"1.0\"?>\n<svg xmlns=\"...\">"),
            Some(PictureKind::Svg)
        );
        assert_eq!(
            PictureKind::sniff(b"<svg width=\"2\"/>"),
            Some(PictureKind::Svg)
        );
        assert_eq!(PictureKind::sniff(b"{\"svg\": 1}"), None);
        assert_eq!(PictureKind::sniff(b"<html><p><svg"), Some(PictureKind::Svg));
        assert_eq!(PictureKind::sniff(b""), None);
    }

    #[test]
    fn the_program_s_own_files_are_named() {
        let record = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/records/mini-checkmate.json"
        ))
        .unwrap();
        assert_eq!(contents(&record, true), Contents::Game);
        let layout = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/records/practice-layout.json"
        ))
        .unwrap();
        assert_eq!(contents(&layout, true), Contents::Layout);
        let roster =
            std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/rosters/mini.json")).unwrap();
        assert_eq!(contents(&roster, true), Contents::Roster);
        assert_eq!(
            contents(br#"{"format": "shuuro-puzzles", "version": 1}"#, true),
            Contents::PuzzleSet
        );
        assert_eq!(
            contents(br#"{"format": "shuuro-puzzle-progress"}"#, true),
            Contents::PuzzleProgress
        );
        assert_eq!(
            contents(br#"{"format": "shuuro-game", "version": 9}"#, true),
            Contents::BrokenRecord
        );
        assert_eq!(contents(b"hello", true), Contents::Other);
        assert_eq!(contents(b"", true), Contents::Empty);
        assert_eq!(contents(b"", false), Contents::Other);
    }
}
