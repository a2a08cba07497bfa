//! `shuuro export RECORD [--step N] (--svg OUT | --png OUT | --gif OUT) [--size PX]
//! [--flip] [--delay MS]`: a picture of any step of a record, or the whole game animated
//! (docs/pictures.md).
//!
//! Exit codes: 0 the picture is written; 2 the record can't be read or the step is out of
//! range (standard error names the field or the range); 1 a step of the record breaks a
//! rule (as `replay --check`), or the picture can't be written.

use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::picture::game::{PictureError, Replayed, replayed};
use crate::picture::svg;
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
    /// made (exit 1).
    #[error("{0}")]
    Picture(#[from] PictureError),
    /// The picture can't be written (exit 1).
    #[error("{}: {source}", file.display())]
    Write { file: PathBuf, source: io::Error },
}

impl ExportError {
    /// The exit code docs/pictures.md gives this error.
    pub fn code(&self) -> u8 {
        match self {
            ExportError::Read { .. }
            | ExportError::NotARecord { .. }
            | ExportError::Picture(PictureError::StepOutOfRange { .. }) => 2,
            ExportError::Picture(_) | ExportError::Write { .. } => 1,
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

/// Writes `bytes` to `file`.
fn write(file: &Path, bytes: &[u8]) -> Result<(), ExportError> {
    std::fs::write(file, bytes).map_err(|source| ExportError::Write {
        file: file.to_path_buf(),
        source,
    })
}

/// Makes the picture the arguments ask for and writes it.
pub fn export(args: &ExportArgs) -> Result<(), ExportError> {
    let game = load(&args.file)?;
    let (frame, style) = game.at(args.step, args.size, args.flip)?;
    if let Some(file) = &args.svg {
        write(file, svg::draw(frame, &style).as_bytes())?;
    }
    if let Some(file) = &args.png {
        write(file, &game.png(args.step, args.size, args.flip)?)?;
    }
    if let Some(file) = &args.gif {
        write(file, &game.gif(args.size, args.flip, args.delay)?)?;
    }
    Ok(())
}

/// Runs `export`: the picture written, or what went wrong on standard error.
pub fn run(args: ExportArgs) -> ExitCode {
    match export(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            super::output::warn(format_args!("shuuro export: {e}"));
            ExitCode::from(e.code())
        }
    }
}
