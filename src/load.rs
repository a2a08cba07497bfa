//! Loading data from files (outside the pure rules core): rosters by name or path.

use std::path::Path;

use crate::record::roster::{self, RosterError};
use crate::rules::roster::Roster;

/// A roster by builtin name (`standard`, `mini`, `no-limits`, `tabletop`), else by path to
/// a JSON file in the shape of the files in `rosters/`. Errors name the file and the field.
///
/// A string that is not a builtin name is read as a path when it names an existing file,
/// contains a path separator or ends in `.json`; otherwise it is an unknown roster name.
pub fn load_roster(name_or_path: &str) -> Result<Roster, RosterError> {
    if let Some(r) = Roster::builtin(name_or_path) {
        return Ok(r);
    }
    let path = Path::new(name_or_path);
    let looks_like_path = path.is_file()
        || name_or_path.contains('/')
        || name_or_path.contains(std::path::MAIN_SEPARATOR)
        || name_or_path.ends_with(".json");
    if !looks_like_path {
        return Err(RosterError::NoSuchRoster(name_or_path.to_string()));
    }
    // Only a regular file is read: a FIFO named like a roster must not hang the game.
    let text = crate::record::store::read_regular(path)
        .and_then(|b| {
            String::from_utf8(b)
                .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
        })
        .map_err(|e| RosterError::Unreadable {
            path: name_or_path.to_string(),
            message: e.to_string(),
        })?;
    roster::from_json(&text, name_or_path)
}
