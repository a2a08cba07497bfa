//! The autosave policy: from what the app asked and what the runtime knows, whether a
//! game is written and where, and what the write's outcome changes. It reads no file and
//! holds nothing: the dispatcher (`Runtime::command`) finds the facts and carries the
//! answer out.

use std::path::{Path, PathBuf};

use crate::app::{SaveError, SaveTo};

/// Where a game save goes.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Plan<'a> {
    /// Not written: a game in which nothing has happened yet (no step) gets no file, so
    /// the list of saves and `resume` never offer a game left at its first screen.
    Skip,
    /// The game's own file (named and locked on first use), written over keeping what
    /// its record says of players and start time.
    Autosave,
    /// A file the player named, checked before it is written (`overwrite`: the player
    /// said yes to replacing what is there).
    As { path: &'a Path, overwrite: bool },
}

/// Where a save `to` goes, for a game that has had a step (`started`) or not; `file_there`
/// says whether the game's autosave file exists (a resumed game, `--save` onto a record),
/// which is then saved as always. It is asked only for an autosave of a game not started.
pub(super) fn plan(to: &SaveTo, started: bool, file_there: impl FnOnce() -> bool) -> Plan<'_> {
    match to {
        SaveTo::Auto if !started && !file_there() => Plan::Skip,
        SaveTo::Auto => Plan::Autosave,
        SaveTo::As { path, overwrite } => Plan::As {
            path,
            overwrite: *overwrite,
        },
    }
}

/// What a written save changes.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum After {
    /// A file appeared where a save-as was writing (another program saving as the same
    /// name): the player is asked, as if it had been there.
    Ask,
    /// An autosave went (`None`) or failed (why): a failure is remembered, so the player
    /// is warned and a save elsewhere can take the game over.
    Autosaved(Option<SaveError>),
    /// The autosave is failing and the player saved the game here: the game lives here
    /// now (once its lock is held), so what comes next is not lost either.
    Move(PathBuf),
    /// Nothing changes.
    Stay,
}

/// What the outcome `result` of a save changes: an autosave (`auto`) or a save-as, while
/// the autosave is failing or not.
pub(super) fn after(auto: bool, failing: bool, result: &Result<PathBuf, SaveError>) -> After {
    match result {
        _ if auto => After::Autosaved(result.as_ref().err().cloned()),
        Err(SaveError::Appeared(_)) => After::Ask,
        Ok(path) if failing => After::Move(path.clone()),
        _ => After::Stay,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_not_started_is_autosaved_only_onto_a_file_already_there() {
        assert_eq!(plan(&SaveTo::Auto, false, || false), Plan::Skip);
        assert_eq!(plan(&SaveTo::Auto, false, || true), Plan::Autosave);
        let asked = std::cell::Cell::new(false);
        let p = plan(&SaveTo::Auto, true, || {
            asked.set(true);
            false
        });
        assert_eq!(p, Plan::Autosave);
        assert!(
            !asked.get(),
            "a started game is saved without looking for its file"
        );
    }

    #[test]
    fn a_save_as_is_written_where_asked_even_before_a_step() {
        let to = SaveTo::As {
            path: PathBuf::from("g.json"),
            overwrite: true,
        };
        assert_eq!(
            plan(&to, false, || false),
            Plan::As {
                path: Path::new("g.json"),
                overwrite: true
            }
        );
    }

    #[test]
    fn an_autosave_remembers_whether_it_failed() {
        let failed = Err(SaveError::NoFile);
        assert_eq!(
            after(true, false, &failed),
            After::Autosaved(Some(SaveError::NoFile))
        );
        assert_eq!(
            after(true, true, &Ok(PathBuf::from("a"))),
            After::Autosaved(None)
        );
        // A file appearing under the autosave is a failure, never a question.
        let appeared = Err(SaveError::Appeared(PathBuf::from("a")));
        assert!(matches!(
            after(true, false, &appeared),
            After::Autosaved(Some(_))
        ));
    }

    #[test]
    fn a_save_as_asks_again_when_a_file_appeared_and_takes_over_a_failing_autosave() {
        let appeared = Err(SaveError::Appeared(PathBuf::from("b")));
        assert_eq!(after(false, false, &appeared), After::Ask);
        assert_eq!(after(false, true, &appeared), After::Ask);
        let saved = Ok(PathBuf::from("b"));
        assert_eq!(after(false, true, &saved), After::Move(PathBuf::from("b")));
        assert_eq!(after(false, false, &saved), After::Stay);
        assert_eq!(after(false, true, &Err(SaveError::NoFile)), After::Stay);
    }
}
