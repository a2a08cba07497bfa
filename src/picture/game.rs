//! A record replayed for pictures: a frame and a caption per step of `replay --sfen`, and
//! the pictures made from them (the board of a step as PNG, the whole game as GIF). What
//! `shuuro export` and the replay viewer's `e` and `E` both draw.

use std::io::Write;

use crate::picture::caption::Said;
use crate::picture::gif::{Animation, GifError};
use crate::picture::png::{PngError, Rasterizer};
use crate::picture::svg::{self, Style};
use crate::picture::{Frame, Frames};
use crate::record::Record;
use crate::record::replay::{self, ReplayError, StepLabel};
use crate::rules::game::Game;
use crate::rules::{BoardSize, Outcome, Side};

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

/// One step as its caption tells it: what it did, and how the game ended if it had.
#[derive(Clone, Debug)]
struct Told {
    said: Said,
    outcome: Option<Outcome>,
}

/// A record replayed for pictures: a frame and what the caption says per step of
/// `replay --sfen`, and the players' names.
#[derive(Debug)]
pub struct Replayed {
    pub frames: Frames,
    told: Vec<Told>,
    pub names: String,
    /// The armies may be named (the record's game has revealed them).
    reveal: bool,
    size: BoardSize,
    /// The caption rows every picture of the game keeps: the most any step takes.
    room: usize,
}

/// Replays a record through the rules as `replay --sfen` does, keeping each step's frame.
pub fn replayed(rec: &Record) -> Result<Replayed, PictureError> {
    let mut frames = Frames::default();
    let mut told = Vec::new();
    let last = replay::replay(rec, |_: &StepLabel, game: &Game| {
        frames.push(game);
        told.push(Told {
            said: Said::of(game),
            outcome: game.outcome(),
        });
    })
    .map_err(PictureError::Broken)?;
    if frames.0.is_empty() {
        // A record of rules alone: its one picture is the empty board.
        let empty = Game::new(rec.rules.clone());
        frames.push(&empty);
        told.push(Told {
            said: Said::Nothing,
            outcome: None,
        });
    }
    // A player's name with the side, or the side alone when the record names nobody.
    let name = |side: Side| match &rec.players[side] {
        Some(n) => format!("{n} ({side})"),
        None => side.to_string(),
    };
    let mut game = Replayed {
        frames,
        told,
        names: format!("{} v {}", name(Side::Blue), name(Side::Red)),
        reveal: last.army(Side::Blue).is_some(),
        size: rec.rules.board,
        room: 0,
    };
    game.room = (0..game.told.len())
        .map(|i| svg::fit_caption(&game.caption(i), game.size.len()).len())
        .max()
        .unwrap_or(0);
    Ok(game)
}

impl Replayed {
    /// The caption of step `i` (0-based): the players, the step, the result if any.
    pub fn caption(&self, i: usize) -> Vec<String> {
        let told = &self.told[i];
        let mut lines = vec![self.names.clone(), told.said.words(self.reveal)];
        lines.extend(told.outcome.map(|o| o.to_string()));
        lines
    }

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
            caption: self.caption(i),
            room: self.room,
        };
        Ok((&self.frames.0[i], style))
    }

    /// The board of `step` (as [`Self::at`]) as a PNG file's bytes: the SVG drawing,
    /// caption included, as pixels.
    pub fn png(&self, step: Option<usize>, size: u32, flip: bool) -> Result<Vec<u8>, PictureError> {
        let (frame, style) = self.at(step, size, flip)?;
        Ok(Rasterizer::new().png(&svg::draw(frame, &style))?)
    }

    /// The steps (1-based) a GIF shows: one for the board before its first change (the
    /// last step before it, whose caption says what led there: the armies, say), then
    /// each step that changes the board.
    pub fn board_changes(&self) -> Vec<usize> {
        let frames = &self.frames.0;
        let first = (1..frames.len())
            .find(|&i| frames[i - 1].board != frames[i].board)
            .unwrap_or(frames.len());
        std::iter::once(first)
            .chain(
                (first..frames.len())
                    .filter(|&i| frames[i - 1].board != frames[i].board)
                    .map(|i| i + 1),
            )
            .collect()
    }

    /// The whole game as an animated GIF written to `out` as it is drawn, a frame for
    /// each of [`Self::board_changes`]; `out` is given back.
    pub fn write_gif<W: Write>(
        &self,
        out: W,
        size: u32,
        flip: bool,
        delay_ms: u32,
    ) -> Result<W, PictureError> {
        let mut animation = Animation::new(out, delay_ms);
        for step in self.board_changes() {
            let (frame, style) = self.at(Some(step), size, flip)?;
            animation.push(frame, &style)?;
        }
        Ok(animation.finish()?)
    }

    /// The whole game as an animated GIF's bytes ([`Self::write_gif`]).
    pub fn gif(&self, size: u32, flip: bool, delay_ms: u32) -> Result<Vec<u8>, PictureError> {
        self.write_gif(Vec::new(), size, flip, delay_ms)
    }
}
