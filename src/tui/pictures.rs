//! Pictures of the game in the replay viewer saved as files: drawn as `shuuro export`
//! draws them, under a name no file has yet, so nothing saved before is replaced.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::app::jobs::{PictureOf, PictureRequest, PictureSaveError};
use crate::picture::game::replayed;
use crate::picture::{DELAY_MS, SQUARE_PX};
use crate::record::{Record, store};
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
    let (bytes, ext) = match req.of {
        PictureOf::Step(_) => (pictures.png(None, SQUARE_PX, req.flip), "png"),
        PictureOf::Game => (pictures.gif(SQUARE_PX, req.flip, DELAY_MS), "gif"),
    };
    write_new(dir, &name, ext, &bytes.map_err(drawing)?)
}

/// Writes `bytes` into a new file of `dir`: `NAME.EXT`, else `NAME-2.EXT`, `NAME-3.EXT`
/// ..., the first that no file has, made with `create_new` so a file there (even one
/// made a moment ago) is never replaced.
fn write_new(dir: &Path, name: &str, ext: &str, bytes: &[u8]) -> Result<PathBuf, PictureSaveError> {
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
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path);
        let mut file = match file {
            Ok(f) => f,
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                last = path;
                continue;
            }
            Err(e) => return Err(failed(&path, e)),
        };
        return match file.write_all(bytes).and_then(|()| file.sync_all()) {
            Ok(()) => Ok(path),
            Err(e) => {
                // A full disk: no half picture is left under the name.
                drop(file);
                let _ = std::fs::remove_file(&path);
                Err(failed(&path, e))
            }
        };
    }
    Err(failed(&last, io::ErrorKind::AlreadyExists.into()))
}
