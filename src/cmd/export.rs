//! `shuuro export RECORD [--step N] (--svg OUT | --png OUT | --gif OUT) [--size PX]
//! [--flip] [--delay MS]`: a picture of any step of a record, or the whole game animated
//! (FORMAT.md §8).
//!
//! Exit codes: 0 the picture is written; 2 the record can't be read or the step is out of
//! range (standard error names the field or the range); 1 a step of the record breaks a
//! rule (as `replay --check`), or the picture can't be written.

use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::picture::gif::GifError;
use crate::picture::png::{PngError, Rasterizer};
use crate::picture::svg::{self, Style};
use crate::picture::{Frame, Frames};
use crate::record::replay::{self, ReplayError, StepLabel};
use crate::record::{Record, RecordError};
use crate::rules::Side;
use crate::rules::game::Game;

#[derive(clap::Args, Debug)]
#[command(group(clap::ArgGroup::new("out").required(true).args(["svg", "png", "gif"])))]
pub struct ExportArgs {
    /// The game record (JSON, FORMAT.md §1).
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
    #[arg(long, value_name = "PX", default_value_t = 40,
          value_parser = clap::value_parser!(u32).range(8..=400))]
    pub size: u32,
    /// Red at the bottom.
    #[arg(long)]
    pub flip: bool,
    /// The time each GIF frame shows, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 600,
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
    /// `--step` names no line of `replay --sfen` (exit 2).
    #[error("--step {step}: the record has steps 1 to {count} (the lines of replay --sfen)")]
    StepOutOfRange { step: usize, count: usize },
    /// A step of the record breaks a rule (exit 1), in the words of `replay --check`.
    #[error("{0}")]
    Broken(ReplayError),
    /// The drawing can't be made into pixels (exit 1).
    #[error("{0}")]
    Pixels(#[from] PngError),
    /// The game can't be animated (exit 1).
    #[error("{0}")]
    Animation(#[from] GifError),
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
            ExportError::Broken(_)
            | ExportError::Pixels(_)
            | ExportError::Animation(_)
            | ExportError::Write { .. } => 1,
        }
    }
}

/// A record replayed for pictures: a frame and a caption line per step of
/// `replay --sfen`, and the players' names.
#[derive(Debug)]
pub struct Replayed {
    pub frames: Frames,
    /// Per step: the step in words, and how the game ended if it had by then.
    pub captions: Vec<Vec<String>>,
    pub names: String,
}

/// Replays a record through the rules as `replay --sfen` does, keeping each step's frame.
pub fn replayed(rec: &Record) -> Result<Replayed, ExportError> {
    let mut frames = Frames::default();
    let mut captions = Vec::new();
    replay::replay(rec, |label: &StepLabel, game: &Game| {
        frames.push(game);
        let mut lines = vec![label.to_string()];
        lines.extend(game.outcome().map(|o| o.to_string()));
        captions.push(lines);
    })
    .map_err(ExportError::Broken)?;
    if frames.0.is_empty() {
        // A record of rules alone: its one picture is the empty board.
        frames.push(&Game::new(rec.rules.clone()));
        captions.push(vec!["no step yet".into()]);
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
            caption: std::iter::once(self.names.clone())
                .chain(self.captions[i].iter().cloned())
                .collect(),
        };
        Ok((&self.frames.0[i], style))
    }
}

impl Replayed {
    /// The steps (1-based) a GIF shows: the first, then each that changes the board.
    pub fn board_changes(&self) -> Vec<usize> {
        let frames = &self.frames.0;
        (0..frames.len())
            .filter(|&i| i == 0 || frames[i - 1].board != frames[i].board)
            .map(|i| i + 1)
            .collect()
    }

    /// The whole game as an animated GIF, a frame for each of [`Self::board_changes`].
    pub fn gif(&self, size: u32, flip: bool, delay_ms: u32) -> Result<Vec<u8>, ExportError> {
        let mut drawings = Vec::new();
        for step in self.board_changes() {
            let (frame, style) = self.at(Some(step), size, flip)?;
            drawings.push(svg::draw(frame, &style));
        }
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        Ok(crate::picture::gif::animate(
            &drawings,
            &Rasterizer::new(),
            delay_ms,
            threads,
        )?)
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
        write(file, &Rasterizer::new().png(&svg::draw(frame, &style))?)?;
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
