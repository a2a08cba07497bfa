//! The client commands' words in English.

use std::path::Path;

use crate::app::Unreadable;
use crate::app::save_path::SavePathError;

use super::En;
use crate::words::cmd::CmdWords;
use crate::words::{FileWords, NoticeWords};

impl CmdWords for En {
    fn resume_passed(&self, path: &Path, why: &Unreadable) -> String {
        format!("{} can't be read: {}", path.display(), self.unreadable(why))
    }

    fn resume_opening(&self, path: &Path) -> String {
        format!(
            "opening {}, the newest unfinished game that can be read",
            path.display()
        )
    }

    fn no_unfinished_in(&self, dir: &Path) -> String {
        format!("no unfinished game in {}", dir.display())
    }

    fn not_a_terminal(&self, dumb: bool) -> String {
        if dumb {
            "shuuro needs a terminal that can move its cursor, and this one says it can't (TERM=dumb); run it in a terminal window, or to check a record without one: shuuro replay FILE --check".into()
        } else {
            "shuuro needs a terminal (standard input and output must be one); to check a record without one: shuuro replay FILE --check".into()
        }
    }

    fn game_not_saved(&self, e: &crate::app::SaveError) -> String {
        format!(
            "the game was NOT saved when the client ended ({}); what was played since its last save is lost",
            self.save_error(e)
        )
    }

    fn terminal_failed(&self, e: &std::io::Error) -> String {
        format!(
            "shuuro: the terminal stopped working ({}); it has been given back. Games are saved after every action: `shuuro resume` continues an unfinished one",
            self.io(e)
        )
    }

    fn output_lost(&self) -> String {
        "shuuro: standard output could not be written; the game was left as quit leaves it, saved if anything was played: `shuuro resume --plain` goes on with it".into()
    }

    fn save_path_error(&self, e: &SavePathError) -> String {
        match e {
            SavePathError::HoldsGame { path, standing } => format!(
                "{} already holds a game ({}): use `shuuro resume {}`, or another name",
                path.display(),
                self.standing(*standing),
                path.display()
            ),
            SavePathError::NotAGame(at) => format!(
                "{} is not overwritten: it holds something that is not a game ({}); choose another name",
                at.path.display(),
                self.not_a_game_here(&at.what)
            ),
            SavePathError::Locked { path } => format!(
                "{} is being saved to by another shuuro; choose another name",
                path.display()
            ),
            SavePathError::NoFolder { folder } => format!(
                "{} is not a folder: make it first, or choose another path",
                folder.display()
            ),
        }
    }
}
