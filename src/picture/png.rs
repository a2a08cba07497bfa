//! The SVG drawing as pixels, through resvg: the PNG (and the GIF's frames) are the SVG
//! rasterized, never a second drawing, so the two never differ. resvg is built without
//! its font stack (megabytes of binary): the drawing has no text to need one, its
//! coordinates and caption being stroked glyphs.

use resvg::{tiny_skia, usvg};

/// Why a drawing could not be made into pixels.
#[derive(Debug)]
pub enum PngError {
    /// The SVG could not be read back (the drawing is ours, so a fault of this module).
    Svg(usvg::Error),
    /// The picture would be too large to hold in memory.
    TooLarge { width: u32, height: u32 },
    /// The pixels could not be encoded as PNG.
    Encode(Box<dyn std::error::Error + Send + Sync>),
}

impl From<usvg::Error> for PngError {
    fn from(e: usvg::Error) -> PngError {
        PngError::Svg(e)
    }
}

/// Turns SVG drawings into pixels.
pub struct Rasterizer {
    options: usvg::Options<'static>,
}

impl Default for Rasterizer {
    fn default() -> Self {
        Rasterizer::new()
    }
}

impl std::fmt::Debug for Rasterizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rasterizer").finish_non_exhaustive()
    }
}

impl Rasterizer {
    pub fn new() -> Rasterizer {
        Rasterizer {
            options: usvg::Options::default(),
        }
    }

    /// The drawing read, to be rasterized.
    pub fn tree(&self, svg: &str) -> Result<usvg::Tree, PngError> {
        Ok(usvg::Tree::from_str(svg, &self.options)?)
    }

    /// The drawing as pixels, at the size its `width` and `height` say.
    pub fn pixmap(&self, svg: &str) -> Result<tiny_skia::Pixmap, PngError> {
        let tree = self.tree(svg)?;
        let size = tree.size().to_int_size();
        let (width, height) = (size.width(), size.height());
        let mut pixmap =
            tiny_skia::Pixmap::new(width, height).ok_or(PngError::TooLarge { width, height })?;
        resvg::render(
            &tree,
            tiny_skia::Transform::identity(),
            &mut pixmap.as_mut(),
        );
        Ok(pixmap)
    }

    /// The drawing as a PNG file's bytes.
    pub fn png(&self, svg: &str) -> Result<Vec<u8>, PngError> {
        self.pixmap(svg)?
            .encode_png()
            .map_err(|e| PngError::Encode(Box::new(e)))
    }
}
