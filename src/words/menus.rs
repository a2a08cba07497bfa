//! The words of the start screen, the new game settings and the list of saved games, and
//! the fixed words of every screen ([`Text`]).

use crate::app::settings::{Field, Settings};
use crate::app::{LinePurpose, MenuItem};
use crate::app::{SaveAbout, SaveSummary};
use crate::rules::Side;

use super::Text;

/// The words of the menus, in one language.
pub trait MenuWords {
    /// A word or line without data.
    fn text(&self, t: Text) -> &'static str;
    fn menu_item(&self, m: MenuItem) -> &'static str;
    /// A setting's label.
    fn field(&self, f: Field) -> &'static str;
    /// One line explaining a setting.
    fn field_explain(&self, f: Field) -> &'static str;
    /// The value a setting shows.
    fn field_value(&self, s: &Settings, f: Field) -> String;
    /// The two lines under the start menu: the game the item starts.
    fn new_game(&self, s: &Settings) -> [String; 2];
    /// Under an empty list of saved games: how to type a file's name (`key`).
    fn no_saves(&self, key: &str) -> String;
    /// A line of the list of saved games (after its file's name).
    fn save_about(&self, a: &SaveAbout) -> String;
    /// A saved game in a few words.
    fn save_summary(&self, s: &SaveSummary) -> String;
    /// The lines under "Terminal too small": what is needed, what there is, the key
    /// that quits.
    fn too_small(&self, need: (u16, u16), have: (u16, u16), quit: &str) -> [String; 3];
    /// The status line while `side`'s name is typed on its row: what Enter (`enter`) and
    /// Esc (`esc`) do.
    fn typing_name(&self, side: Side, enter: &str, esc: &str) -> String;
    /// A line being typed: its label ("Save the game as") and what Enter does ("saves").
    fn line_label(&self, purpose: LinePurpose) -> (&'static str, &'static str);
    /// After a line being typed: "(Enter saves, Esc cancels)".
    fn line_keys(&self, enter: &str, does: &str, esc: &str) -> String;
    /// Under a file name being typed: the whole path it opens or writes.
    fn line_path(&self, opens: bool, path: &std::path::Path) -> String;
}
