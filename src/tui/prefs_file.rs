//! The settings file on disk: where it is, reading it (a broken file is reported, and the
//! defaults used), and writing it atomically without ever replacing a file that could not be
//! read unless the player said yes. A save merges this client's changes into the file as it
//! is now, under the file's lock, so clients saving at once keep every change.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::app::{FileNotice, PrefsWhy};
use crate::prefs::{Lang, Prefs, PrefsError, PrefsErrors};
use crate::record::store::IoFailure;
use crate::record::{shared_file, store};

/// The file's name inside the configuration folder.
pub const FILE_NAME: &str = "settings.toml";

/// Where the settings file is: `$SHUURO_CONFIG_DIR/settings.toml` when that is set, else the
/// platform's configuration folder (`~/.config/shuuro/settings.toml` on Linux).
pub fn config_path() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("SHUURO_CONFIG_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d).join(FILE_NAME));
    }
    directories::ProjectDirs::from("", "", "shuuro").map(|d| d.config_dir().join(FILE_NAME))
}

/// Why the settings file could not be used.
#[derive(Debug)]
pub enum PrefsFileError {
    /// Something other than a regular file stands there (a folder, a FIFO, a device).
    NotAFile(PathBuf),
    /// The file could not be read.
    Read { path: PathBuf, source: IoFailure },
    /// The file is not valid UTF-8 or not valid settings.
    Parse { path: PathBuf, source: PrefsErrors },
    /// The file could not be read before (why), so saving would replace what the player
    /// wrote.
    WouldReplaceBroken { path: PathBuf, why: PrefsWhy },
    /// Writing failed (full disk, read-only folder...).
    Write { path: PathBuf, source: IoFailure },
}

impl PrefsFileError {
    /// The file the error is about.
    pub fn path(&self) -> &Path {
        match self {
            PrefsFileError::NotAFile(path)
            | PrefsFileError::Read { path, .. }
            | PrefsFileError::Parse { path, .. }
            | PrefsFileError::WouldReplaceBroken { path, .. }
            | PrefsFileError::Write { path, .. } => path,
        }
    }

    /// Why, as a notice says it.
    pub fn why(&self) -> PrefsWhy {
        match self {
            PrefsFileError::NotAFile(_) => PrefsWhy::NotAFile,
            PrefsFileError::Read { source, .. } | PrefsFileError::Write { source, .. } => {
                PrefsWhy::Io(source.clone())
            }
            PrefsFileError::Parse { source, .. } => PrefsWhy::Parse(source.clone()),
            PrefsFileError::WouldReplaceBroken { why, .. } => why.clone(),
        }
    }
}

/// In English, for a test's message and a program's error chain.
impl std::fmt::Display for PrefsFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let w = crate::words::en();
        let path = self.path().display();
        let why = w.prefs_why(&self.why());
        match self {
            PrefsFileError::WouldReplaceBroken { .. } => write!(
                f,
                "{path}: not overwritten, since it could not be read ({why}); fix or delete it, or save again to replace it"
            ),
            PrefsFileError::Write { .. } => write!(f, "{path}: could not save: {why}"),
            _ => write!(f, "{path}: {why}"),
        }
    }
}

impl std::error::Error for PrefsFileError {}

/// What reading the settings file found.
#[derive(Debug)]
pub enum Loaded {
    /// No file yet: the defaults.
    Missing,
    /// The file's settings.
    Read(Prefs),
    /// A file that can't be used: the defaults are used, and this is shown to the player.
    Broken(PrefsFileError),
}

impl Loaded {
    /// The settings to use: the file's, or the defaults.
    pub fn prefs(&self) -> Prefs {
        match self {
            Loaded::Read(p) => p.clone(),
            Loaded::Missing | Loaded::Broken(_) => Prefs::default(),
        }
    }
}

/// Reads the settings file at `path`. Never hangs on a FIFO: only a regular file is opened
/// ([`store::read_regular`], so not even one swapped in at the last moment).
pub fn load(path: &Path) -> Loaded {
    let bytes = match store::read_regular(path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded::Missing,
        Err(e) if is_not_a_file(&e) => {
            return Loaded::Broken(PrefsFileError::NotAFile(path.into()));
        }
        Err(source) => {
            return Loaded::Broken(PrefsFileError::Read {
                path: path.to_path_buf(),
                source: source.into(),
            });
        }
    };
    let parsed = String::from_utf8(bytes)
        .map_err(|_| PrefsErrors::from(PrefsError::NotUtf8))
        .and_then(|t| Prefs::from_toml(&t));
    match parsed {
        Ok(p) => Loaded::Read(p),
        Err(source) => Loaded::Broken(PrefsFileError::Parse {
            path: path.to_path_buf(),
            source,
        }),
    }
}

/// The settings a command starts with: the file's, or the defaults when there is none or
/// it can't be read. A file that can't be read is said at once on standard error (as
/// `shuuro CMD: ...`, in `lang`) and returned as the notice for the start screen; it is
/// left as it is.
pub fn startup(cmd: &str, lang: Lang) -> (Prefs, Option<FileNotice>) {
    let Some(path) = config_path() else {
        return (Prefs::default(), None);
    };
    match load(&path) {
        Loaded::Missing => (Prefs::default(), None),
        Loaded::Read(p) => (p, None),
        Loaded::Broken(e) => {
            let n = FileNotice::PrefsBroken { path, why: e.why() };
            // Standard error is the last place to say it: a failure there is let go.
            let status = crate::words::of(lang).notice(&n.clone().into());
            let _ = writeln!(
                io::stderr(),
                "shuuro {cmd}: {}",
                crate::ui::notice::visible(&status)
            );
            (Prefs::default(), Some(n))
        }
    }
}

/// Writes `prefs` to `path` atomically (a temporary file beside it, then a rename), creating
/// the configuration folder when needed. A file there that can't be read as settings is
/// replaced only with `replace_broken` (the player said yes); a symlink is followed, so the
/// file it points to is written and the link stays.
pub fn save(path: &Path, prefs: &Prefs, replace_broken: bool) -> Result<(), PrefsFileError> {
    save_changes(path, prefs, None, replace_broken).map(|_| ())
}

/// [`save`], of only what this client changed: with `read` (the settings as this client
/// read them), each setting `mine` leaves as it was read keeps the value the file holds
/// now, so a change another client saved meanwhile is not undone (see
/// [`Prefs::changes_onto`]). The file is read, merged and written under its lock
/// ([`shared_file::hold`]), so two clients saving at the same moment both keep their
/// change. Returns the settings written.
pub fn save_changes(
    path: &Path,
    mine: &Prefs,
    read: Option<&Prefs>,
    replace_broken: bool,
) -> Result<Prefs, PrefsFileError> {
    let _held = shared_file::hold(path).map_err(|source| PrefsFileError::Write {
        path: path.to_path_buf(),
        source: source.into(),
    })?;
    let prefs = match load(path) {
        Loaded::Broken(e) if !replace_broken => {
            return Err(PrefsFileError::WouldReplaceBroken {
                path: path.to_path_buf(),
                why: e.why(),
            });
        }
        Loaded::Read(now) => match read {
            Some(read) => mine.changes_onto(read, &now),
            None => mine.clone(),
        },
        Loaded::Missing | Loaded::Broken(_) => mine.clone(),
    };
    write(path, &prefs)?;
    Ok(prefs)
}

/// Writes `prefs` over the file at `path` (see [`save`]) by the saving rules of records
/// ([`store::write_bytes_atomic`]): a link is followed, the file keeps its mode (a new one
/// is private), the leftovers of killed saves are tidied, and only a regular file is
/// replaced.
fn write(path: &Path, prefs: &Prefs) -> Result<(), PrefsFileError> {
    store::write_bytes_atomic(path, prefs.to_toml().as_bytes()).map_err(|source| {
        if is_not_a_file(&source) {
            PrefsFileError::NotAFile(path.to_path_buf())
        } else {
            PrefsFileError::Write {
                path: path.to_path_buf(),
                source: source.into(),
            }
        }
    })
}

/// Whether a read or a write was refused because something other than a regular file
/// stands at the path ([`store::NotAFile`]).
fn is_not_a_file(e: &io::Error) -> bool {
    e.get_ref()
        .is_some_and(|inner| inner.downcast_ref::<store::NotAFile>().is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prefs::Pieces;
    use std::fs;

    /// A new scratch folder, removed with all it holds when dropped.
    fn dir(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix(&format!("shuuro-prefs-{name}-"))
            .tempdir()
            .expect("a scratch folder")
    }

    #[test]
    fn missing_then_saved_then_read() {
        let tmp = dir("roundtrip");
        let d = tmp.path();
        let path = d.join("sub").join(FILE_NAME);
        assert!(matches!(load(&path), Loaded::Missing));
        let p = Prefs {
            pieces: Pieces::Ascii,
            ..Prefs::default()
        };
        save(&path, &p, false).unwrap();
        match load(&path) {
            Loaded::Read(q) => assert_eq!(q, p),
            other => panic!("{other:?}"),
        }
        // No temporary file is left behind: the settings, and the lock of their updates.
        let mut left: Vec<_> = fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left, [".settings.toml.lock", FILE_NAME]);
    }

    #[test]
    fn a_broken_file_gives_the_defaults_and_is_not_overwritten_without_yes() {
        let tmp = dir("broken");
        let d = tmp.path();
        let path = d.join(FILE_NAME);
        fs::write(&path, "pieces = \"ascii\"\ncolour = false\n").unwrap();
        let l = load(&path);
        let Loaded::Broken(e) = &l else {
            panic!("{l:?}")
        };
        let msg = e.to_string();
        assert!(msg.contains(FILE_NAME) && msg.contains("colour"), "{msg}");
        assert_eq!(l.prefs(), Prefs::default());
        let e = save(&path, &Prefs::default(), false).unwrap_err();
        assert!(
            matches!(e, PrefsFileError::WouldReplaceBroken { .. }),
            "{e}"
        );
        assert!(fs::read_to_string(&path).unwrap().contains("colour"));
        save(&path, &Prefs::default(), true).unwrap();
        assert!(matches!(load(&path), Loaded::Read(_)));
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_or_folder_is_refused_at_once() {
        let tmp = dir("special");
        let d = tmp.path();
        let folder = d.join("folder");
        fs::create_dir(&folder).unwrap();
        assert!(matches!(
            load(&folder),
            Loaded::Broken(PrefsFileError::NotAFile(_))
        ));
        let fifo = d.join("fifo");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            assert!(matches!(
                load(&fifo),
                Loaded::Broken(PrefsFileError::NotAFile(_))
            ));
            assert!(save(&fifo, &Prefs::default(), true).is_err());
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_symlinked_file_is_written_through_the_link() {
        let tmp = dir("link");
        let d = tmp.path();
        let real = d.join("real.toml");
        fs::write(&real, "").unwrap();
        let link = d.join(FILE_NAME);
        std::os::unix::fs::symlink(&real, &link).unwrap();
        let p = Prefs {
            auto_flip: true,
            ..Prefs::default()
        };
        save(&link, &p, false).unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert!(
            fs::read_to_string(&real)
                .unwrap()
                .contains("auto_flip = true")
        );
    }
}
