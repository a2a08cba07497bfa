//! Where a typed file name is: a name typed on the save-as line (a game or a practice
//! layout) or the replay list's open line is a file of the games folder unless it is a
//! full path, whatever folder the program was started from, and `.json` is added to a
//! name without an extension. The runtime gives the folder at start
//! ([`App::set_games_folder`]); the app never reads the environment.

use std::path::{Path, PathBuf};

use super::derived::Standing;
use crate::record::store::NotAGameAt;

use super::App;
use super::overlay::LinePurpose;

impl App {
    /// The folder a relative save-as name is saved in (the data directory's games folder).
    pub fn set_games_folder(&mut self, folder: PathBuf) {
        self.games_folder = Some(folder);
    }

    /// The games folder, once the runtime has said it.
    pub fn games_folder(&self) -> Option<&Path> {
        self.games_folder.as_deref()
    }

    /// The file a save-as name means: a full path as it is, a relative one in the games
    /// folder (as typed when no folder was given).
    pub fn save_path(&self, name: &str) -> PathBuf {
        super::view::save_path(self.games_folder.as_deref(), name)
    }

    /// The file the open file line would write (save-as) or read (open), if such a line is
    /// open and holds a name (the prompt shows it whole).
    pub fn save_line_path(&self) -> Option<PathBuf> {
        let line = self.line()?;
        if !matches!(
            line.purpose(),
            LinePurpose::SaveAs | LinePurpose::SaveLayout | LinePurpose::OpenReplay
        ) {
            return None;
        }
        let text = line.text();
        (!text.is_empty()).then(|| self.save_path(text))
    }
}

/// Why `play --save PATH` can't take a new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavePathError {
    /// The path holds a game already (and where it stands).
    HoldsGame { path: PathBuf, standing: Standing },
    /// The path holds something that is not a game, or its name is kept for something
    /// else (the rule of save-as too: `store::game_slot`).
    NotAGame(NotAGameAt),
    /// Another `shuuro` is saving a game there.
    Locked { path: PathBuf },
    /// The folder of the path is not there (only the games folder is made).
    NoFolder { folder: PathBuf },
}
