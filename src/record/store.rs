//! Records on disk: atomic saves that never lose a game, loads with precise errors, and
//! the autosave directory (the platform's data directory, one file per game named by
//! its start time).
//!
//! A save writes a temporary file in the target's directory, flushes it to the disk and
//! renames it over the target, so a crash at any moment leaves the old record or the new
//! one, never a mix. A file that does not load as a game (it may be a game that a newer
//! or broken program wrote, or not a record at all) is never overwritten by
//! [`save_atomic`]; [`save_atomic_force`] says so explicitly.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use super::{Record, RecordError, ReplayError};
use crate::rules::game::Game;

/// Environment variable that replaces the platform data directory (tests, portable use).
pub const DATA_DIR_ENV: &str = "SHUURO_DATA_DIR";

/// Why a record could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: io::Error },
    /// Not a record: not JSON, or a field missing, mistyped or unknown (`replay` exit 2).
    #[error("{path}: {source}")]
    Record { path: PathBuf, source: RecordError },
    /// A record whose steps break the rules (`replay` exit 1).
    #[error("{path}: {source}")]
    Replay { path: PathBuf, source: ReplayError },
}

/// Why a record could not be saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: io::Error },
    /// The target holds something that does not load as a game: it is kept.
    #[error(
        "{path} is not overwritten: it holds something that does not load as a game ({reason})"
    )]
    WouldOverwrite { path: PathBuf, reason: String },
}

/// The directory for autosaved games: `$SHUURO_DATA_DIR` if set, else the platform's
/// data directory for `shuuro` (e.g. `~/.local/share/shuuro/games` on Linux). `None`
/// when the platform has no home directory.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d));
    }
    directories::ProjectDirs::from("", "", "shuuro").map(|p| p.data_dir().join("games"))
}

/// Reads a record file (JSON and fields only; see [`load_game`] to replay it too).
pub fn load(path: &Path) -> Result<Record, LoadError> {
    let bytes = fs::read(path).map_err(|source| LoadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    Record::from_json_bytes(&bytes).map_err(|source| LoadError::Record {
        path: path.to_path_buf(),
        source,
    })
}

/// Reads a record file and replays it: the record and the game it describes.
pub fn load_game(path: &Path) -> Result<(Record, Game), LoadError> {
    let rec = load(path)?;
    let game = rec.to_game().map_err(|source| LoadError::Replay {
        path: path.to_path_buf(),
        source,
    })?;
    Ok((rec, game))
}

/// Saves `rec` to `path` atomically, creating the directory if needed. Refuses
/// ([`SaveError::WouldOverwrite`]) when `path` exists and does not load as a game.
pub fn save_atomic(path: &Path, rec: &Record) -> Result<(), SaveError> {
    match fs::read(path) {
        Ok(bytes) => {
            let loaded = Record::from_json_bytes(&bytes)
                .map_err(|e| e.to_string())
                .and_then(|old| old.to_game().map(|_| ()).map_err(|e| e.to_string()));
            if let Err(reason) = loaded {
                return Err(SaveError::WouldOverwrite {
                    path: path.to_path_buf(),
                    reason,
                });
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(source) => {
            return Err(SaveError::Io {
                path: path.to_path_buf(),
                source,
            });
        }
    }
    save_atomic_force(path, rec)
}

static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Saves `rec` to `path` atomically, replacing whatever is there.
pub fn save_atomic_force(path: &Path, rec: &Record) -> Result<(), SaveError> {
    write_atomic(path, rec.to_json_string().as_bytes()).map_err(|source| SaveError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// Temporary file in the target's directory, written, flushed to the disk, renamed over
/// the target; then the directory itself is flushed so the rename survives a crash.
fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir)?;
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no file name"))?;
    let tmp = dir.join(format!(
        ".{}.{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id(),
        TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let written = (|| {
        let mut f = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
        return written;
    }
    // Flushing a directory is how POSIX makes a rename durable; elsewhere it may not be
    // possible, and the rename is still atomic.
    if let Ok(d) = fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// A record file found in a directory.
#[derive(Debug)]
pub struct Listing {
    pub path: PathBuf,
    /// When the file was last written.
    pub modified: Option<SystemTime>,
    /// The record, or why it does not load (such files are shown, never overwritten).
    pub loaded: Result<Record, LoadError>,
}

impl Listing {
    /// Loaded and without a result.
    pub fn is_unfinished(&self) -> bool {
        matches!(&self.loaded, Ok(r) if !r.is_finished())
    }
}

/// Every `*.json` file of `dir` read as a record, oldest first (by start time in the
/// name, then by modification time). A missing directory is an empty list.
pub fn list_games(dir: &Path) -> io::Result<Vec<Listing>> {
    let entries = match fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let mut out = Vec::new();
    for entry in entries {
        let entry = entry?;
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') || !name.ends_with(".json") || !path.is_file() {
            continue;
        }
        let modified = entry.metadata().and_then(|m| m.modified()).ok();
        let loaded = load(&path);
        out.push(Listing {
            path,
            modified,
            loaded,
        });
    }
    out.sort_by(|a, b| (a.modified, &a.path).cmp(&(b.modified, &b.path)));
    Ok(out)
}

/// The most recently saved game of `dir` that has no result and replays, if any.
pub fn newest_unfinished(dir: &Path) -> Option<PathBuf> {
    let games = list_games(dir).ok()?;
    games
        .into_iter()
        .rev()
        .find(|l| matches!(&l.loaded, Ok(r) if !r.is_finished() && r.to_game().is_ok()))
        .map(|l| l.path)
}

/// A fresh file name in `dir` for a game started at `started`:
/// `2026-11-30T14-35-29Z.json` (with `-2`, `-3`, ... if taken).
pub fn new_game_path(dir: &Path, started: SystemTime) -> PathBuf {
    let stem = rfc3339(started).replace(':', "-");
    let mut path = dir.join(format!("{stem}.json"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{stem}-{n}.json"));
        n += 1;
    }
    path
}

/// A time as RFC 3339 in UTC to the second: `2026-11-30T14:35:29Z`.
pub fn rfc3339(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()) as i64;
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// Now, as [`rfc3339`].
pub fn now_rfc3339() -> String {
    rfc3339(SystemTime::now())
}

/// Year, month, day of a count of days since 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn rfc3339_formats_utc_seconds() {
        assert_eq!(rfc3339(UNIX_EPOCH), "1970-01-01T00:00:00Z");
        let t = UNIX_EPOCH + Duration::from_secs(1_796_049_329);
        assert_eq!(rfc3339(t), "2026-11-30T14:35:29Z");
        let leap = UNIX_EPOCH + Duration::from_secs(951_782_400); // 2000-02-29
        assert_eq!(rfc3339(leap), "2000-02-29T00:00:00Z");
    }
}
