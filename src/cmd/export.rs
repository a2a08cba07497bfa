//! `shuuro export RECORD [--step N] --svg OUT [--size PX] [--flip]`: a picture of any step
//! of a record (FORMAT.md §8).
//!
//! Exit codes: 0 the picture is written; 2 the record can't be read or the step is out of
//! range (standard error names the field or the range); 1 a step of the record breaks a
//! rule (as `replay --check`), or the picture can't be written.

use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::picture::svg::{self, Style};
use crate::picture::{Frame, Frames};
use crate::record::replay::{self, ReplayError, StepLabel};
use crate::record::{Record, RecordError};
use crate::rules::Side;
use crate::rules::game::Game;

#[derive(clap::Args, Debug)]
pub struct ExportArgs {
    /// The game record (JSON, FORMAT.md §1).
    pub file: PathBuf,
    /// The position after line N of `replay --sfen` (1-based); without it, the last.
    #[arg(long, value_name = "N")]
    pub step: Option<usize>,
    /// Write the picture as SVG to this file.
    #[arg(long, value_name = "OUT")]
    pub svg: PathBuf,
    /// A square's side in pixels.
    #[arg(long, value_name = "PX", default_value_t = 40,
          value_parser = clap::value_parser!(u32).range(8..=400))]
    pub size: u32,
    /// Red at the bottom.
    #[arg(long)]
    pub flip: bool,
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
    /// `--step` names no line of `replay --sfen` (exit 2).
    #[error("--step {step}: the record has steps 1 to {count} (the lines of replay --sfen)")]
    StepOutOfRange { step: usize, count: usize },
    /// A step of the record breaks a rule (exit 1), in the words of `replay --check`.
    #[error("{0}")]
    Broken(ReplayError),
    /// The picture can't be written (exit 1).
    #[error("{}: {source}", file.display())]
    Write { file: PathBuf, source: io::Error },
}

impl ExportError {
    /// The exit code FORMAT.md §8 gives this error.
    pub fn code(&self) -> u8 {
        match self {
            ExportError::Read { .. }
            | ExportError::NotARecord { .. }
            | ExportError::StepOutOfRange { .. } => 2,
            ExportError::Broken(_) | ExportError::Write { .. } => 1,
        }
    }
}

/// A record replayed for pictures: a frame and a caption line per step of
/// `replay --sfen`, and the players' names.
#[derive(Debug)]
pub struct Replayed {
    pub frames: Frames,
    /// Per step: the step in words, or how the game ended at that step.
    pub captions: Vec<String>,
    pub names: String,
}

/// Replays a record through the rules as `replay --sfen` does, keeping each step's frame.
pub fn replayed(rec: &Record) -> Result<Replayed, ExportError> {
    let mut frames = Frames::default();
    let mut captions = Vec::new();
    replay::replay(rec, |label: &StepLabel, game: &Game| {
        frames.push(game);
        captions.push(match game.outcome() {
            Some(o) => format!("{label}: {o}"),
            None => label.to_string(),
        });
    })
    .map_err(ExportError::Broken)?;
    if frames.0.is_empty() {
        // A record of rules alone: its one picture is the empty board.
        frames.push(&Game::new(rec.rules.clone()));
        captions.push("no step yet".into());
    }
    let name = |side: Side| {
        rec.players[side]
            .clone()
            .unwrap_or_else(|| side.to_string())
    };
    let names = format!("{} (Blue) v {} (Red)", name(Side::Blue), name(Side::Red));
    Ok(Replayed {
        frames,
        captions,
        names,
    })
}

impl Replayed {
    /// The frame of `step` (1-based; `None`: the last) and its style.
    pub fn at(
        &self,
        step: Option<usize>,
        size: u32,
        flip: bool,
    ) -> Result<(&Frame, Style), ExportError> {
        let count = self.frames.0.len();
        let i = match step {
            None => count - 1,
            Some(s) if (1..=count).contains(&s) => s - 1,
            Some(step) => return Err(ExportError::StepOutOfRange { step, count }),
        };
        let style = Style {
            size,
            flip,
            caption: vec![self.names.clone(), self.captions[i].clone()],
        };
        Ok((&self.frames.0[i], style))
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
    replayed(&rec)
}

/// Makes the picture the arguments ask for and writes it.
pub fn export(args: &ExportArgs) -> Result<(), ExportError> {
    let game = load(&args.file)?;
    let (frame, style) = game.at(args.step, args.size, args.flip)?;
    let bytes = svg::draw(frame, &style).into_bytes();
    std::fs::write(&args.svg, bytes).map_err(|source| ExportError::Write {
        file: args.svg.clone(),
        source,
    })
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
