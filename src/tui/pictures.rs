//! Pictures of the game in the replay viewer saved as files: drawn as `shuuro export`
//! draws them, into a temporary file put in place under a name no file has yet, so
//! nothing saved before is replaced and no half picture is ever left.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::app::jobs::{PictureOf, PictureRequest, PictureSaveError};
use crate::picture::game::{PictureError, replayed};
use crate::picture::gif::GifError;
use crate::picture::{DELAY_MS, SQUARE_PX};
use crate::record::Record;
use crate::record::store::{self, Pending};
use crate::rules::game::Game;

/// How many names are tried (`g-step12.png`, `g-step12-2.png` ...) before giving up.
const NAMES: usize = 1000;

/// The folder a picture goes in and the start of its name: beside the record file the
/// game came from, else in the games folder named after the game's autosave.
pub(super) fn place(
    beside: Option<&Path>,
    games: &Path,
    autosave: Option<&Path>,
) -> (PathBuf, String) {
    let stem = |p: &Path| p.file_stem().map(|s| s.to_string_lossy().into_owned());
    match beside {
        Some(p) => (
            p.parent().map_or_else(PathBuf::new, Path::to_path_buf),
            stem(p).unwrap_or_else(|| "game".into()),
        ),
        None => (
            games.to_path_buf(),
            autosave.and_then(stem).unwrap_or_else(|| "game".into()),
        ),
    }
}

/// Draws the picture `req` asks for and writes it into `dir` under a free name starting
/// with `stem`; the file written. The caption names the players as the record file
/// `names_from` does (the viewer's steps carry no names), when it can be read.
pub(super) fn save(
    req: &PictureRequest,
    dir: &Path,
    stem: &str,
    names_from: Option<&Path>,
) -> Result<PathBuf, PictureSaveError> {
    let drawing = |e| PictureSaveError::Drawing(Arc::new(e));
    let (steps, name) = match req.of {
        PictureOf::Step(n) => (
            &req.steps[..n.min(req.steps.len())],
            format!("{stem}-step{n}"),
        ),
        PictureOf::Game => (&req.steps[..], stem.to_string()),
    };
    let mut game = Game::new(req.rules.clone());
    for s in steps {
        if game.apply(s.clone()).is_err() {
            break;
        }
    }
    let mut record = Record::from_game(&game);
    if let Some(file) = names_from.and_then(|p| store::load(p).ok()) {
        record.players = file.players;
    }
    let pictures = replayed(&record).map_err(drawing)?;
    let ext = match req.of {
        PictureOf::Step(_) => "png",
        PictureOf::Game => "gif",
    };
    let first = dir.join(format!("{name}.{ext}"));
    let failed = |path: &Path, e: io::Error| PictureSaveError::Write {
        path: path.to_path_buf(),
        source: e.into(),
    };
    // Drawn into a temporary file beside the picture, put in place once whole: a full
    // disk or a killed client never leaves half a picture.
    let mut pending = Pending::beside(&first).map_err(|e| failed(&first, e))?;
    match req.of {
        PictureOf::Step(_) => {
            let png = pictures.png(None, SQUARE_PX, req.flip).map_err(drawing)?;
            pending
                .file()
                .write_all(&png)
                .map_err(|e| failed(&first, e))?;
        }
        PictureOf::Game => {
            let out = io::BufWriter::new(pending.file());
            let out = match pictures.write_gif(out, SQUARE_PX, req.flip, DELAY_MS) {
                Ok(out) => out,
                Err(PictureError::Animation(GifError::Write(e))) => return Err(failed(&first, e)),
                Err(e) => return Err(drawing(e)),
            };
            out.into_inner()
                .map_err(|e| failed(&first, e.into_error()))?;
        }
    }
    put_new(pending, dir, &name, ext)
}

/// Puts the picture written in `pending` into `dir` under a new name: `NAME.EXT`, else
/// `NAME-2.EXT`, `NAME-3.EXT` ..., the first that no file has at that moment (linked, so
/// a file there, even one made a moment ago, is never replaced).
fn put_new(
    mut pending: Pending,
    dir: &Path,
    name: &str,
    ext: &str,
) -> Result<PathBuf, PictureSaveError> {
    let failed = |path: &Path, e: io::Error| PictureSaveError::Write {
        path: path.to_path_buf(),
        source: e.into(),
    };
    let mut last = dir.join(format!("{name}.{ext}"));
    for n in 1..=NAMES {
        let path = match n {
            1 => dir.join(format!("{name}.{ext}")),
            n => dir.join(format!("{name}-{n}.{ext}")),
        };
        match pending.create(&path) {
            Ok(()) => return Ok(path),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = path,
            Err(e) => return Err(failed(&path, e)),
        }
    }
    Err(failed(&last, io::ErrorKind::AlreadyExists.into()))
}
