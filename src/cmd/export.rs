//! `shuuro export RECORD [--step N] (--svg OUT | --png OUT | --gif OUT) [--size PX]
//! [--flip] [--delay MS] [--overwrite]`: a picture of any step of a record, or the whole
//! game animated (docs/pictures.md).
//!
//! The picture is written as every file here is: into a temporary file beside OUT, put
//! in place once whole, so a full disk or a killed export never leaves half a picture,
//! and never over anything but an older picture of the same kind (said on standard error
//! unless `--overwrite` asked for it; [`crate::record::spot`]).
//!
//! Exit codes: 0 the picture is written; 2 the record can't be read or the step is out of
//! range (standard error names the field or the range); 1 a step of the record breaks a
//! rule (as `replay --check`); 4 the picture is not written (OUT is not a place for it,
//! or the disk refused it; standard error says why).

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::picture::game::{PictureError, Replayed, replayed};
use crate::picture::gif::GifError;
use crate::picture::svg;
use crate::record::spot::{self, NotAPictureSpot, PictureKind, Spot};
use crate::record::store::Pending;
use crate::record::{Record, RecordError};

#[derive(clap::Args, Debug)]
#[command(group(clap::ArgGroup::new("out").required(true).args(["svg", "png", "gif"])))]
pub struct ExportArgs {
    /// The game record (JSON, docs/record.md).
    pub file: PathBuf,
    /// The position after line N of `replay --sfen` (1-based); without it, the last.
    #[arg(long, value_name = "N")]
    pub step: Option<usize>,
    /// Write the picture as SVG to this file.
    #[arg(long, value_name = "OUT")]
    pub svg: Option<PathBuf>,
    /// Write the picture as PNG to this file.
    #[arg(long, value_name = "OUT")]
    pub png: Option<PathBuf>,
    /// Write the whole game as an animated GIF to this file: a frame for each step that
    /// changes the board, the last held longer.
    #[arg(long, value_name = "OUT")]
    pub gif: Option<PathBuf>,
    /// A square's side in pixels.
    #[arg(long, value_name = "PX", default_value_t = crate::picture::SQUARE_PX,
          value_parser = clap::value_parser!(u32).range(8..=400))]
    pub size: u32,
    /// Red at the bottom.
    #[arg(long)]
    pub flip: bool,
    /// The time each GIF frame shows, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = crate::picture::DELAY_MS,
          value_parser = clap::value_parser!(u32).range(10..=60_000))]
    pub delay: u32,
    /// Replace an older picture of the same kind (SVG, PNG or GIF) at OUT without a
    /// word (without it, the replacement is said on standard error). Nothing else is
    /// ever replaced: a game record, a roster, a puzzle set or any other file at OUT is
    /// refused, with or without this.
    #[arg(long, alias = "force")]
    pub overwrite: bool,
}

/// Why no picture was made.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The record file can't be read (exit 2).
    #[error("{}: {source}", file.display())]
    Read { file: PathBuf, source: io::Error },
    /// The file is not a record (exit 2); the error names the field.
    #[error("{}: {source}", file.display())]
    NotARecord { file: PathBuf, source: RecordError },
    /// No picture of the record: a step out of range (exit 2), a step that breaks a rule
    /// (exit 1, in the words of `replay --check`), pixels or an animation that can't be
    /// made (exit 4).
    #[error("{0}")]
    Picture(#[from] PictureError),
    /// OUT is no place for the picture: a folder, a FIFO, a device, a file that is not a
    /// picture of that kind (exit 4).
    #[error("{0}")]
    Spot(#[from] NotAPictureSpot),
    /// A file appeared at OUT while the picture was being made (exit 4).
    #[error("{} is not written: a file appeared there meanwhile", .0.display())]
    Appeared(PathBuf),
    /// The picture can't be written (exit 4); what was at OUT is as it was.
    #[error("{} is not written: {source}", file.display())]
    Write { file: PathBuf, source: io::Error },
}

impl ExportError {
    /// The exit code docs/pictures.md gives this error.
    pub fn code(&self) -> u8 {
        match self {
            ExportError::Read { .. }
            | ExportError::NotARecord { .. }
            | ExportError::Picture(PictureError::StepOutOfRange { .. }) => 2,
            ExportError::Picture(PictureError::Broken(_)) => 1,
            ExportError::Picture(_)
            | ExportError::Spot(_)
            | ExportError::Appeared(_)
            | ExportError::Write { .. } => 4,
        }
    }
}

/// Reads and replays the record file.
pub fn load(file: &Path) -> Result<Replayed, ExportError> {
    let bytes = crate::record::store::read_regular(file).map_err(|source| ExportError::Read {
        file: file.to_path_buf(),
        source,
    })?;
    let rec = Record::from_json_bytes(&bytes).map_err(|source| ExportError::NotARecord {
        file: file.to_path_buf(),
        source,
    })?;
    Ok(replayed(&rec)?)
}

/// The picture asked for: where it goes and its kind.
fn output(args: &ExportArgs) -> Option<(&Path, PictureKind)> {
    let kinds = [
        (&args.svg, PictureKind::Svg),
        (&args.png, PictureKind::Png),
        (&args.gif, PictureKind::Gif),
    ];
    kinds
        .into_iter()
        .find_map(|(file, kind)| file.as_deref().map(|f| (f, kind)))
}

/// Whether a picture of `kind` may be written at `file` now: `Ok(true)` when an older
/// picture of that kind is there to be replaced (a picture is made again from its record
/// at will; nothing else is ever replaced), `Ok(false)` when nothing is (or an empty file).
fn may_write(file: &Path, kind: PictureKind) -> Result<bool, ExportError> {
    match spot::picture_spot(file, kind)? {
        Spot::Picture => Ok(true),
        Spot::Free => Ok(std::fs::symlink_metadata(file).is_ok()),
    }
}

/// What [`export`] did at OUT.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// Nothing was there (or an empty file).
    New,
    /// An older picture of the same kind was there and is replaced.
    Replaced,
}

/// Makes the picture the arguments ask for and writes it.
pub fn export(args: &ExportArgs) -> Result<Written, ExportError> {
    let game = load(&args.file)?;
    let (frame, style) = game.at(args.step, args.size, args.flip)?;
    let Some((file, kind)) = output(args) else {
        return Ok(Written::New);
    };
    // Looked at before anything is drawn: a refused place costs nothing, and a FIFO is
    // never opened.
    let replacing = may_write(file, kind)?;
    let failed = |source: io::Error| ExportError::Write {
        file: file.to_path_buf(),
        source,
    };
    let mut pending = if replacing {
        Pending::replacing(file)
    } else {
        Pending::new_file(file)
    }
    .map_err(|e| match e.kind() {
        io::ErrorKind::AlreadyExists => ExportError::Appeared(file.to_path_buf()),
        _ => failed(e),
    })?;
    match kind {
        PictureKind::Svg => pending
            .file()
            .write_all(svg::draw(frame, &style).as_bytes())
            .map_err(failed)?,
        PictureKind::Png => pending
            .file()
            .write_all(&game.png(args.step, args.size, args.flip)?)
            .map_err(failed)?,
        PictureKind::Gif => {
            let out = io::BufWriter::new(pending.file());
            let out = match game.write_gif(out, args.size, args.flip, args.delay) {
                Ok(out) => out,
                Err(PictureError::Animation(GifError::Write(e))) => return Err(failed(e)),
                Err(e) => return Err(e.into()),
            };
            out.into_inner().map_err(|e| failed(e.into_error()))?;
        }
    }
    if replacing {
        // Looked at again at the last moment: still a picture of that kind.
        may_write(file, kind)?;
        pending.replace().map_err(failed)?;
        Ok(Written::Replaced)
    } else {
        pending.create(file).map_err(|e| match e.kind() {
            io::ErrorKind::AlreadyExists => ExportError::Appeared(file.to_path_buf()),
            _ => failed(e),
        })?;
        Ok(Written::New)
    }
}

/// Runs `export`: the picture written, or what went wrong on standard error.
pub fn run(args: ExportArgs) -> ExitCode {
    match export(&args) {
        Ok(Written::Replaced) if !args.overwrite => {
            if let Some((file, kind)) = output(&args) {
                super::output::warn(format_args!(
                    "shuuro export: {} held an older picture in {kind}; it is replaced \
                     (--overwrite says nothing)",
                    file.display()
                ));
            }
            ExitCode::SUCCESS
        }
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            super::output::warn(format_args!("shuuro export: {e}"));
            ExitCode::from(e.code())
        }
    }
}
