//! A record replayed for pictures: a frame and a caption per step of `replay --sfen`, and
//! the pictures made from them (the board of a step as PNG, the whole game as GIF). What
//! `shuuro export` and the replay viewer's `e` and `E` both draw.

use crate::picture::gif::GifError;
use crate::picture::png::{PngError, Rasterizer};
use crate::picture::svg::{self, Style};
use crate::picture::{Frame, Frames};
use crate::record::Record;
use crate::record::replay::{self, ReplayError, StepLabel};
use crate::rules::Side;
use crate::rules::game::Game;

/// Why a record gives no picture.
#[derive(Debug)]
pub enum PictureError {
    /// The step asked for is not a line of `replay --sfen`.
    StepOutOfRange { step: usize, count: usize },
    /// A step of the record breaks a rule, in the words of `replay --check`.
    Broken(ReplayError),
    /// The drawing can't be made into pixels.
    Pixels(PngError),
    /// The game can't be animated.
    Animation(GifError),
}

impl From<PngError> for PictureError {
    fn from(e: PngError) -> PictureError {
        PictureError::Pixels(e)
    }
}

impl From<GifError> for PictureError {
    fn from(e: GifError) -> PictureError {
        PictureError::Animation(e)
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
pub fn replayed(rec: &Record) -> Result<Replayed, PictureError> {
    let mut frames = Frames::default();
    let mut captions = Vec::new();
    replay::replay(rec, |label: &StepLabel, game: &Game| {
        frames.push(game);
        let mut lines = vec![label.to_string()];
        lines.extend(game.outcome().map(|o| o.to_string()));
        captions.push(lines);
    })
    .map_err(PictureError::Broken)?;
    if frames.0.is_empty() {
        // A record of rules alone: its one picture is the empty board.
        frames.push(&Game::new(rec.rules.clone()));
        captions.push(vec!["no step yet".into()]);
    }
    // A player's name with the side, or the side alone when the record names nobody.
    let name = |side: Side| match &rec.players[side] {
        Some(n) => format!("{n} ({side})"),
        None => side.to_string(),
    };
    let names = format!("{} v {}", name(Side::Blue), name(Side::Red));
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
    ) -> Result<(&Frame, Style), PictureError> {
        let count = self.frames.0.len();
        let i = match step {
            None => count - 1,
            Some(s) if (1..=count).contains(&s) => s - 1,
            Some(step) => return Err(PictureError::StepOutOfRange { step, count }),
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

    /// The board of `step` (as [`Self::at`]) as a PNG file's bytes: the SVG drawing,
    /// caption included, as pixels.
    pub fn png(&self, step: Option<usize>, size: u32, flip: bool) -> Result<Vec<u8>, PictureError> {
        let (frame, style) = self.at(step, size, flip)?;
        Ok(Rasterizer::new().png(&svg::draw(frame, &style))?)
    }

    /// The steps (1-based) a GIF shows: the first, then each that changes the board.
    pub fn board_changes(&self) -> Vec<usize> {
        let frames = &self.frames.0;
        (0..frames.len())
            .filter(|&i| i == 0 || frames[i - 1].board != frames[i].board)
            .map(|i| i + 1)
            .collect()
    }

    /// The whole game as an animated GIF, a frame for each of [`Self::board_changes`].
    pub fn gif(&self, size: u32, flip: bool, delay_ms: u32) -> Result<Vec<u8>, PictureError> {
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
