//! The words of the keys: what each key does, as the help lists it, and the headings of the
//! help's tables.

use crate::app::does::{Does, KeysOf};

/// The keys' words, in one language.
pub trait KeyWords {
    /// What a key does: "flip the board".
    fn does(&self, d: Does) -> &'static str;
    /// A table's heading in the help: "Fight (phase 4)".
    fn keys_of(&self, k: KeysOf) -> &'static str;
}
