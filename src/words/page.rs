//! The rules page: the rules of Shuuro as this project plays them, in short paragraphs that
//! the drawing layer wraps to any width.

/// One section of the rules page: a heading and its paragraphs (each one line of text,
/// without line breaks of its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    pub title: &'static str,
    pub paragraphs: &'static [&'static str],
}

/// The rules page in one language.
pub trait PageWords {
    /// The whole page, in reading order.
    fn rules_page(&self) -> &'static [Section];
}
