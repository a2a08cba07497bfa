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

/// What the system said when a file could not be read or written: shared, so an error
/// holding it can be cloned (a notice on screen is), and compared by its kind and words.
#[derive(Clone, Debug)]
pub struct IoFailure(std::sync::Arc<io::Error>);

impl IoFailure {
    /// The kind of failure (`NotFound`, `PermissionDenied` ...).
    pub fn kind(&self) -> io::ErrorKind {
        self.0.kind()
    }

    /// The system's error itself.
    pub fn error(&self) -> &io::Error {
        &self.0
    }
}

impl From<io::Error> for IoFailure {
    fn from(e: io::Error) -> IoFailure {
        IoFailure(std::sync::Arc::new(e))
    }
}

impl PartialEq for IoFailure {
    fn eq(&self, other: &IoFailure) -> bool {
        self.kind() == other.kind() && self.0.to_string() == other.0.to_string()
    }
}

impl Eq for IoFailure {}

impl std::fmt::Display for IoFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for IoFailure {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&*self.0)
    }
}

/// Why a record could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Io {
        path: PathBuf,
        source: IoFailure,
    },
    /// Not a record: not JSON, or a field missing, mistyped or unknown (`replay` exit 2).
    Record {
        path: PathBuf,
        source: RecordError,
    },
    /// A record whose steps break the rules (`replay` exit 1).
    Replay {
        path: PathBuf,
        source: ReplayError,
    },
    /// A plinth layout (docs/record.md) where a game to play on was asked for.
    Layout {
        path: PathBuf,
    },
}

/// Why a record (or a layout) could not be saved: the one save error of the program, from
/// the file layer up to the notice on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    Io {
        path: PathBuf,
        source: IoFailure,
    },
    /// The target holds something that does not load as a game: it is kept.
    WouldOverwrite {
        path: PathBuf,
        reason: Box<NotAGame>,
    },
    /// A new file was to be made, and a file is there now (another program wrote it
    /// after the name was found free): it is kept.
    Appeared(PathBuf),
    /// What is at the target is not a game, or the name is kept for something else: no
    /// game is written there.
    NotAGame(NotAGameAt),
    /// The folder to save in does not exist (folders are never made for a save-as).
    NoFolder(PathBuf),
    /// The game has no file to write into (a game reviewed before it was ever saved).
    NoFile,
    /// A relative name, and the current folder can't be read to make it whole.
    NoCurrentFolder {
        path: PathBuf,
        source: IoFailure,
    },
    /// Writing into a record (an analysis): the file can't be read as a record (boxed: a
    /// load error is large).
    Unreadable(Box<LoadError>),
    /// Writing into a record: the file holds another game (or this one has gone on since
    /// it was read).
    OtherGame(PathBuf),
    /// Writing into a record: a running game (another `shuuro`) has it open and will save
    /// over it.
    InUse(PathBuf),
    /// The game's lock can't be taken.
    Lock(LockError),
    /// The target should hold a puzzle set (the player's mistakes) and holds something
    /// else: it is kept.
    NotASet {
        path: PathBuf,
        reason: Box<crate::puzzle::set::SetError>,
    },
}

/// Why what a file holds is not a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAGame {
    Record(RecordError),
    Replay(ReplayError),
    /// A plinth layout for practice (docs/record.md): never a game, and no game is written
    /// into it.
    Layout,
}

/// The record and game in a file's bytes, or why they hold no game (a layout holds none).
fn game_of(bytes: &[u8]) -> Result<(Record, Game), NotAGame> {
    let rec = Record::from_json_bytes(bytes).map_err(NotAGame::Record)?;
    if rec.is_layout() {
        return Err(NotAGame::Layout);
    }
    let game = rec.to_game().map_err(NotAGame::Replay)?;
    Ok((rec, game))
}

/// What is at a path where a game would be saved, when it is not a game; or what the
/// path's name is kept for. No game is ever written there: save-as and `play --save`
/// refuse such a path by this one rule ([`game_slot`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAGameHere {
    /// The name of a game's lock file (`.NAME.lock`): replacing it would free the game
    /// for a second program.
    LockFile,
    /// The name of a save's temporary file (`.NAME.PID.N.tmp`).
    TempFile,
    /// A directory, a FIFO, a device ... (a link followed).
    NotAFile(NotAFile),
    /// A symbolic link to nothing: a save would have to invent its target.
    DanglingLink,
    /// A new file in the system's folder of devices (`/dev`).
    Devices,
    /// A file that can't be read.
    Unreadable(IoFailure),
    /// A file that holds no game (a layout, another program's text, a broken record).
    Holds(Box<NotAGame>),
}

/// A path no game is written to, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAGameAt {
    /// What the player named (or, for a name typed without `.json`, what that names).
    pub path: PathBuf,
    pub what: NotAGameHere,
}

/// Where a game may be saved: a new file, or over a game (once the player says yes).
#[derive(Debug)]
pub enum Slot {
    /// Nothing is there.
    Free,
    /// A game is there: replacing it asks first.
    Game(Box<Game>),
}

/// Whether a game may be saved at `path` (the one rule of save-as and `play --save`):
/// nothing is there, or a game is. Refused: the names of lock and temporary files, a
/// new file in the system's folder of devices, anything that is not a regular file, a
/// link to nothing, and a file that is not a game (a layout included). A name ending in
/// `.json` where nothing is, but whose name without it is a FIFO, device or socket (a
/// typed `/dev/null` becomes `/dev/null.json`), is refused as that.
pub fn game_slot(path: &Path) -> Result<Slot, NotAGameAt> {
    let refuse = |path: &Path, what| NotAGameAt {
        path: path.to_path_buf(),
        what,
    };
    if let Some(kept) = kept_name(path) {
        return Err(refuse(path, kept));
    }
    let bytes = match read_regular(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            if fs::symlink_metadata(path).is_ok() {
                return Err(refuse(path, NotAGameHere::DanglingLink));
            }
            let typed = path.with_extension("");
            let special = fs::metadata(&typed)
                .ok()
                .and_then(|m| NotAFile::of(&m))
                .filter(|n| *n != NotAFile::Directory);
            return match special {
                Some(n) if path.extension().is_some_and(|x| x == "json") => {
                    Err(refuse(&typed, NotAGameHere::NotAFile(n)))
                }
                _ if in_devices(path) => Err(refuse(path, NotAGameHere::Devices)),
                _ => Ok(Slot::Free),
            };
        }
        Err(e) => {
            let what = match e.get_ref().and_then(|i| i.downcast_ref::<NotAFile>()) {
                Some(n) => NotAGameHere::NotAFile(*n),
                None => NotAGameHere::Unreadable(e.into()),
            };
            return Err(refuse(path, what));
        }
    };
    match game_of(&bytes) {
        Ok((_, game)) => Ok(Slot::Game(Box::new(game))),
        Err(why) => Err(refuse(path, NotAGameHere::Holds(Box::new(why)))),
    }
}

/// Whether `path`'s name is kept for a file of this program no other file may replace:
/// a game's lock file (`.NAME.lock`) or a save's temporary file (`.NAME.PID.N.tmp`).
pub(super) fn kept_name(path: &Path) -> Option<NotAGameHere> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if name.starts_with('.') && name.ends_with(".lock") {
        return Some(NotAGameHere::LockFile);
    }
    parse_temp_name(&name).map(|_| NotAGameHere::TempFile)
}

/// Whether `path` is in the system's folder of devices (`/dev`, a link to it followed).
pub(super) fn in_devices(path: &Path) -> bool {
    let folder = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    cfg!(unix)
        && fs::canonicalize(folder)
            .unwrap_or_else(|_| folder.to_path_buf())
            .starts_with("/dev")
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

/// What is at a path where a file (a record, a puzzle set, a layout, ...) is expected
/// but is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAFile {
    Directory,
    Fifo,
    Socket,
    Device,
    Other,
}

impl NotAFile {
    /// What `meta` is, when it is not a regular file.
    fn of(meta: &fs::Metadata) -> Option<NotAFile> {
        let t = meta.file_type();
        if t.is_file() {
            return None;
        }
        if t.is_dir() {
            return Some(NotAFile::Directory);
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if t.is_fifo() {
                return Some(NotAFile::Fifo);
            }
            if t.is_socket() {
                return Some(NotAFile::Socket);
            }
            if t.is_block_device() || t.is_char_device() {
                return Some(NotAFile::Device);
            }
        }
        Some(NotAFile::Other)
    }

    /// The error reading or writing such a file gives: kind `InvalidInput`, with `self`
    /// inside (`io::Error::get_ref` and `downcast_ref` find it).
    fn into_io(self) -> io::Error {
        io::Error::new(io::ErrorKind::InvalidInput, self)
    }
}

/// Whether `path` is something other than a regular file (after following symlinks):
/// `Ok(None)` for a regular file, `Err` when it can't be looked at (missing included).
pub fn not_a_file(path: &Path) -> io::Result<Option<NotAFile>> {
    Ok(NotAFile::of(&fs::metadata(path)?))
}

/// Opens `path` for reading only if it is a regular file. The type is checked before
/// opening (a FIFO would block `open` until a writer comes), the open does not block
/// (`O_NONBLOCK`, so a FIFO swapped in between can't hang it either) and the type is
/// checked again on the open file. Anything else is an error of kind `InvalidInput`
/// holding a [`NotAFile`].
pub fn open_regular(path: &Path) -> io::Result<fs::File> {
    if let Some(n) = not_a_file(path)? {
        return Err(n.into_io());
    }
    let mut opts = fs::OpenOptions::new();
    opts.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.custom_flags(libc::O_NONBLOCK);
    }
    let f = opts.open(path)?;
    if let Some(n) = NotAFile::of(&f.metadata()?) {
        return Err(n.into_io());
    }
    Ok(f)
}

/// The largest file read (a record, a puzzle file, the settings): 32 MiB. A record of a
/// long game with its analysis is well under a megabyte; a bigger file is not one of
/// ours, and reading it whole would cost its size in memory and time.
pub const MAX_FILE_BYTES: u64 = 32 * 1024 * 1024;

/// A file bigger than [`MAX_FILE_BYTES`]: not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooBig {
    pub bytes: u64,
}

/// The bytes of a regular file (see [`open_regular`]); never blocks on a special file,
/// and never reads more than [`MAX_FILE_BYTES`] (a bigger file is an error of kind
/// `InvalidData` holding a [`TooBig`]).
pub fn read_regular(path: &Path) -> io::Result<Vec<u8>> {
    use std::io::Read;
    let f = open_regular(path)?;
    let too_big = |bytes| io::Error::new(io::ErrorKind::InvalidData, TooBig { bytes });
    let len = f.metadata()?.len();
    if len > MAX_FILE_BYTES {
        return Err(too_big(len));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
    // A file that grows while it is read stops one byte past the limit.
    f.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_big(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Reads a record file (JSON and fields only; see [`load_game`] to replay it too).
/// Only a regular file is read (see [`open_regular`]).
pub fn load(path: &Path) -> Result<Record, LoadError> {
    let bytes = read_regular(path).map_err(|source| LoadError::Io {
        path: path.to_path_buf(),
        source: source.into(),
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

/// Reads a game to play on ([`load_game`]): a plinth layout is refused
/// ([`LoadError::Layout`]), since it is never played as a game (docs/record.md).
pub fn load_game_to_play(path: &Path) -> Result<(Record, Game), LoadError> {
    let rec = load(path)?;
    if rec.is_layout() {
        return Err(LoadError::Layout {
            path: path.to_path_buf(),
        });
    }
    let game = rec.to_game().map_err(|source| LoadError::Replay {
        path: path.to_path_buf(),
        source,
    })?;
    Ok((rec, game))
}

/// Saves `rec` to `path` atomically, creating the directory if needed. Refuses
/// ([`SaveError::WouldOverwrite`]) when `path` exists and does not load as a game (a
/// plinth layout included).
pub fn save_atomic(path: &Path, rec: &Record) -> Result<(), SaveError> {
    match read_regular(path) {
        Ok(bytes) => {
            if let Err(reason) = game_of(&bytes) {
                return Err(SaveError::WouldOverwrite {
                    path: path.to_path_buf(),
                    reason: Box::new(reason),
                });
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(source) => {
            return Err(SaveError::Io {
                path: path.to_path_buf(),
                source: source.into(),
            });
        }
    }
    save_atomic_force(path, rec)
}

/// The folder `path` would be written in, when it does not exist (folders are never
/// made): `None` when it does.
pub fn missing_folder(path: &Path) -> Option<PathBuf> {
    let folder = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    (!folder.is_dir()).then(|| folder.to_path_buf())
}

static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `path` with the saving rules of records (a temporary file flushed
/// and renamed over the target, a link followed, the mode kept, a new file private). What
/// the file held is not looked at: the caller decides whether it may be replaced.
pub fn save_bytes_atomic(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    write_bytes_atomic(path, bytes).map_err(|source| SaveError::Io {
        path: path.to_path_buf(),
        source: source.into(),
    })
}

/// Saves `rec` in a new file at `path`, atomically: [`SaveError::Appeared`] when a file
/// is there (even one that appeared a moment ago, while this one was being written).
pub fn save_new(path: &Path, rec: &Record) -> Result<(), SaveError> {
    write_bytes(path, rec.to_json_string().as_bytes(), Put::New).map_err(|source| {
        if source.kind() == io::ErrorKind::AlreadyExists {
            SaveError::Appeared(path.to_path_buf())
        } else {
            SaveError::Io {
                path: path.to_path_buf(),
                source: source.into(),
            }
        }
    })
}

/// Saves `rec` to `path` atomically, replacing whatever is there.
pub fn save_atomic_force(path: &Path, rec: &Record) -> Result<(), SaveError> {
    write_bytes_atomic(path, rec.to_json_string().as_bytes()).map_err(|source| SaveError::Io {
        path: path.to_path_buf(),
        source: source.into(),
    })
}

/// Where a save to `path` really goes: `path` itself, or, when `path` is a symbolic
/// link, the file it points to (followed on purpose: renaming over the link would
/// replace it by a plain file). A link to nothing is an error, not a new file.
fn save_target(path: &Path) -> io::Result<PathBuf> {
    match fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => fs::canonicalize(path).map_err(|e| {
            io::Error::new(
                e.kind(),
                format!("a symbolic link to a file that can't be reached ({e})"),
            )
        }),
        _ => Ok(path.to_path_buf()),
    }
}

/// The name prefix and suffix of the temporary files of saves to `name`:
/// `.NAME.` + process id + `.` + counter + `.tmp`.
fn temp_name(name: &str, pid: u32, n: u64) -> String {
    format!(".{name}.{pid}.{n}.tmp")
}

/// The longest file name a save takes (in bytes): the system allows 255, and the
/// temporary file a save writes beside it, `.NAME.PID.N.tmp`, needs about 20 more (a
/// process id of up to 7 digits, a count of up to 6).
pub const MAX_NAME_BYTES: usize = 230;

/// A file name longer than [`MAX_NAME_BYTES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameTooLong {
    pub bytes: usize,
}

/// Why a folder could not be made: something on its way is not a folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoWay {
    /// A symbolic link whose target is not there.
    DanglingLink { link: PathBuf, to: PathBuf },
    /// A file (or anything else that is not a folder).
    NotAFolder(PathBuf),
}

/// Makes `dir` and the folders above it as needed. When that fails because something on
/// the way is not a folder (the system says only "File exists"), the error (of the same
/// kind) holds a [`NoWay`] naming it.
pub fn make_dir(dir: &Path) -> io::Result<()> {
    let Err(e) = fs::create_dir_all(dir) else {
        return Ok(());
    };
    for p in dir.ancestors().filter(|p| !p.as_os_str().is_empty()) {
        let Ok(meta) = fs::symlink_metadata(p) else {
            continue;
        };
        let why = if meta.file_type().is_symlink() && fs::metadata(p).is_err() {
            NoWay::DanglingLink {
                link: p.to_path_buf(),
                to: fs::read_link(p).unwrap_or_default(),
            }
        } else if !p.is_dir() {
            NoWay::NotAFolder(p.to_path_buf())
        } else {
            // The first thing there is a folder: what is below it was not.
            break;
        };
        return Err(io::Error::new(e.kind(), why));
    }
    Err(e)
}

/// Temporary file in the target's directory, written, flushed to the disk, renamed over
/// the target; then the directory itself is flushed so the rename survives a crash.
/// The new file keeps the old one's permissions; a new file is private (0600 on Unix).
/// Anything but a regular file at `path` is an error of kind `InvalidInput` holding a
/// [`NotAFile`]. (The settings file is saved this way too.)
pub fn write_bytes_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_bytes(path, bytes, Put::Over)
}

/// Whether a save replaces what is at its path or makes a new file only.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Put {
    /// Renamed over whatever is there.
    Over,
    /// Written only if nothing is there when the file is put in place (an error of kind
    /// `AlreadyExists` otherwise).
    New,
    /// Written beside the path, to be put in place under a name free at that moment.
    Beside,
}

/// [`write_bytes_atomic`], or (`Put::New`) the same making a new file only.
fn write_bytes(path: &Path, bytes: &[u8], put: Put) -> io::Result<()> {
    let mut pending = Pending::start(path, put, Purpose::Save)?;
    pending.file().write_all(bytes)?;
    match put {
        Put::Over => pending.replace(),
        Put::New | Put::Beside => {
            let target = pending.target.clone();
            pending.create(&target)
        }
    }
}

/// What a [`Pending`] file is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    /// A game, settings, progress: its folder made if need be, a new file readable by its
    /// owner alone.
    Save,
    /// A picture, to be shown and shared: its folder never made, a new file readable as
    /// the umask allows (as any file a program makes), like the pictures of other tools.
    Picture,
}

/// A file being written the way every save here writes: into a temporary file beside
/// its target (`.NAME.PID.N.tmp`, in the same folder), flushed to the disk, then put in
/// place at once, renamed over the target ([`Pending::replace`]) or linked where nothing
/// is ([`Pending::create`]). Until then the target is untouched, whatever happens (a full
/// disk, a crash, kill -9); dropped before it is put in place, the temporary file is
/// removed, so nothing half-written is ever left (what a killed process leaves is tidied
/// by the next save of that name, [`clean_leftovers_of`]).
#[derive(Debug)]
pub struct Pending {
    tmp: PathBuf,
    /// Where [`Pending::replace`] puts the file (a symbolic link's target).
    target: PathBuf,
    dir: PathBuf,
    file: fs::File,
    synced: bool,
    placed: bool,
}

impl Pending {
    /// A temporary file for a picture that will replace `path` (with its permissions
    /// kept; a new one is readable as the umask allows). Anything but a regular file at `path` is an error of kind
    /// `InvalidInput` holding a [`NotAFile`]. Folders are never made: a missing one is an
    /// error of kind `NotFound`.
    pub fn replacing(path: &Path) -> io::Result<Pending> {
        Pending::start(path, Put::Over, Purpose::Picture)
    }

    /// A temporary file for a new file at `path` ([`Pending::create`]): an error of kind
    /// `AlreadyExists` when something is at `path` already.
    pub fn new_file(path: &Path) -> io::Result<Pending> {
        Pending::start(path, Put::New, Purpose::Picture)
    }

    /// A temporary file for a new file in `path`'s folder, under whichever name is free
    /// when it is put in place ([`Pending::create`]): what is at `path` now is not looked
    /// at.
    pub fn beside(path: &Path) -> io::Result<Pending> {
        Pending::start(path, Put::Beside, Purpose::Picture)
    }

    /// The temporary file for `purpose`.
    fn start(path: &Path, put: Put, purpose: Purpose) -> io::Result<Pending> {
        let path = &save_target(path)?;
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let name = path
            .file_name()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no file name"))?;
        let bytes_long = name.as_encoded_bytes().len();
        if bytes_long > MAX_NAME_BYTES {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                NameTooLong { bytes: bytes_long },
            ));
        }
        if purpose == Purpose::Save {
            make_dir(&dir)?;
        }
        let old_perms = match (put, fs::metadata(path)) {
            (Put::Beside, _) => None,
            (Put::New, Ok(_)) => return Err(io::ErrorKind::AlreadyExists.into()),
            (_, Ok(m)) => match NotAFile::of(&m) {
                Some(n) => return Err(n.into_io()),
                None => Some(m.permissions()),
            },
            (_, Err(e)) if e.kind() == io::ErrorKind::NotFound => None,
            (_, Err(e)) => return Err(e),
        };
        tidy_before_first_write(path);
        let tmp = dir.join(temp_name(
            &name.to_string_lossy(),
            std::process::id(),
            TEMP_COUNTER.fetch_add(1, Ordering::Relaxed),
        ));
        let mut opts = fs::OpenOptions::new();
        opts.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            opts.mode(match purpose {
                Purpose::Save => 0o600,
                Purpose::Picture => 0o666,
            });
        }
        let file = opts.open(&tmp)?;
        let pending = Pending {
            tmp,
            target: path.clone(),
            dir,
            file,
            synced: false,
            placed: false,
        };
        if let Some(p) = old_perms {
            pending.file.set_permissions(p)?;
        }
        Ok(pending)
    }

    /// The temporary file, to write the content into.
    pub fn file(&mut self) -> &mut fs::File {
        &mut self.file
    }

    /// Where [`Pending::replace`] puts the file.
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Flushes the content to the disk (once).
    fn sync(&mut self) -> io::Result<()> {
        if !self.synced {
            self.file.flush()?;
            self.file.sync_all()?;
            self.synced = true;
        }
        Ok(())
    }

    /// Renames the file over its target, then flushes the folder so the rename survives
    /// a crash.
    pub fn replace(mut self) -> io::Result<()> {
        self.sync()?;
        fs::rename(&self.tmp, &self.target)?;
        self.placed = true;
        self.sync_dir();
        Ok(())
    }

    /// Puts the file at `path` (in the target's folder) if nothing is there, at once:
    /// kind `AlreadyExists` when the name is taken (even by a file made a moment ago),
    /// and the file stays pending for another name.
    pub fn create(&mut self, path: &Path) -> io::Result<()> {
        self.sync()?;
        put_new(&self.tmp, path)?;
        self.placed = true;
        self.sync_dir();
        Ok(())
    }

    /// Flushing a directory is how POSIX makes a rename durable; elsewhere it may not be
    /// possible, and the rename is still atomic.
    fn sync_dir(&self) {
        if let Ok(d) = fs::File::open(&self.dir) {
            let _ = d.sync_all();
        }
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if !self.placed {
            let _ = fs::remove_file(&self.tmp);
        }
    }
}

/// Puts the written temporary file `tmp` at `path` if nothing is there, at once: a hard
/// link fails when the name is taken (kind `AlreadyExists`), and the temporary name goes.
/// A file system without hard links takes the name by an exclusive create and copies
/// `tmp` into it (a new file: nothing older can be lost).
fn put_new(tmp: &Path, path: &Path) -> io::Result<()> {
    match fs::hard_link(tmp, path) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => return Err(e),
        Err(_) => {
            let mut opts = fs::OpenOptions::new();
            opts.write(true).create_new(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt;
                opts.mode(0o600);
            }
            let mut f = opts.open(path)?;
            let copied = io::copy(&mut fs::File::open(tmp)?, &mut f).and_then(|_| f.sync_all());
            if let Err(e) = copied {
                // A full disk: no half file is left under the name.
                drop(f);
                let _ = fs::remove_file(path);
                return Err(e);
            }
        }
    }
    fs::remove_file(tmp)
}

/// Why a game can't be held for this process (see [`lock_game`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LockError {
    /// Another running `shuuro` holds the game.
    Busy { game: PathBuf },
    /// The lock file can't be made or locked (a read-only folder, say).
    Io { lock: PathBuf, source: IoFailure },
}

/// A running game's hold on its record file: while it lives, [`lock_game`] of the same
/// file fails with [`LockError::Busy`] in every other process. It is an advisory lock
/// (`flock` on Unix) on a hidden file beside the record, `.NAME.lock`: not on the record
/// itself, whose inode every atomic save replaces. The operating system drops it when
/// the process ends, however it ends, so a killed game blocks nobody. The lock file is
/// left in place (deleting it would let two processes lock two different files).
#[derive(Debug)]
pub struct GameLock {
    _file: fs::File,
    game: PathBuf,
}

impl GameLock {
    /// The record file this lock holds.
    pub fn game(&self) -> &Path {
        &self.game
    }
}

/// The lock file of a record: `.NAME.lock` beside the file a save would write (the
/// target of a symbolic link), so every way of naming a game shares one lock.
pub fn lock_path(game: &Path) -> PathBuf {
    let target = save_target(game).unwrap_or_else(|_| game.to_path_buf());
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    target.with_file_name(format!(".{name}.lock"))
}

/// Takes the lock of the game in `game` for as long as the returned value lives.
pub fn lock_game(game: &Path) -> Result<GameLock, LockError> {
    let lock = lock_path(game);
    let io = |source: io::Error| LockError::Io {
        lock: lock.clone(),
        source: source.into(),
    };
    let file = open_lock_file(&lock).map_err(io)?;
    match fs4::FileExt::try_lock(&file) {
        Ok(()) => Ok(GameLock {
            _file: file,
            game: game.to_path_buf(),
        }),
        Err(fs4::TryLockError::WouldBlock) => Err(LockError::Busy {
            game: game.to_path_buf(),
        }),
        Err(fs4::TryLockError::Error(e)) => Err(io(e)),
    }
}

/// Opens (making it and its folder if need be) the lock file `lock`, to be locked: a
/// game's or a shared file's.
pub fn open_lock_file(lock: &Path) -> io::Result<fs::File> {
    if let Some(dir) = lock.parent().filter(|d| !d.as_os_str().is_empty()) {
        make_dir(dir)?;
    }
    fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(lock)
        // A lock file another user made may be read-only for us; a shared open is
        // still enough to lock it. When that fails too, the first error is the cause (a
        // read-only folder: the second open only finds no file).
        .or_else(|first| fs::File::open(lock).map_err(|_| first))
}

/// Whether another process holds the game in `game` (see [`lock_game`]). Only looks:
/// without a lock file nobody holds the game, and none is made.
pub fn is_locked_elsewhere(game: &Path) -> bool {
    lock_path(game).exists() && matches!(lock_game(game), Err(LockError::Busy { .. }))
}

/// What [`clean_leftovers`] did with a temporary file left by a save that was killed.
#[derive(Debug, PartialEq, Eq)]
pub enum Leftover {
    /// It held nothing newer than its record: removed.
    Removed { temp: PathBuf },
    /// It held the record's game with more steps (the save was killed between writing
    /// and renaming): the save is finished now.
    Completed { temp: PathBuf, game: PathBuf },
    /// It held a game that is not a continuation of its record (or the record is
    /// missing or broken): kept under a name of its own, never over the record.
    Recovered { temp: PathBuf, saved_as: PathBuf },
}

/// The record name and the process id in a temporary file's name (see [`temp_name`]).
fn parse_temp_name(name: &str) -> Option<(&str, u32)> {
    let rest = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let mut parts = rest.rsplitn(3, '.');
    let _counter: u64 = parts.next()?.parse().ok()?;
    let pid: u32 = parts.next()?.parse().ok()?;
    let record = parts.next().filter(|r| !r.is_empty())?;
    Some((record, pid))
}

/// Whether the process that named a temporary file may still be writing it (this
/// process counts as alive; where there is no process table to ask, a file written in the
/// last minute counts as a live writer's).
pub fn writer_alive(pid: u32, temp: &Path) -> bool {
    if pid == std::process::id() {
        return true;
    }
    if cfg!(target_os = "linux") {
        return Path::new("/proc").join(pid.to_string()).exists();
    }
    // Without a process table to ask, a file written in the last minute is left alone.
    fs::metadata(temp)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .is_none_or(|age| age.as_secs() < 60)
}

/// The entries of `dir`, or `None` when there is no such directory (nothing to list).
fn read_dir_if_there(dir: &Path) -> io::Result<Option<fs::ReadDir>> {
    match fs::read_dir(dir) {
        Ok(e) => Ok(Some(e)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// Tidies the temporary files that saves killed midway left in `dir`: each is removed,
/// or, when it holds a newer game than its record, the save is finished (the game
/// continues the record's) or the game is kept under a name of its own. Files of a
/// process still running are left alone. A missing directory has nothing to tidy.
pub fn clean_leftovers(dir: &Path) -> io::Result<Vec<Leftover>> {
    clean(dir, None)
}

/// Tidies the leftovers of killed saves of the one record at `path` (as
/// [`clean_leftovers`] does for a whole folder), before it is written again: a leftover
/// holding nothing newer is removed; one holding more steps is kept as
/// `NAME.recovered.json` (the save about to happen would replace anything put in the
/// record's place).
pub fn clean_leftovers_of(path: &Path) -> io::Result<Vec<Leftover>> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    match path.file_name().and_then(|n| n.to_str()) {
        Some(name) => clean(dir, Some(name)),
        None => Ok(Vec::new()),
    }
}

/// [`clean_leftovers_of`] the first time this process writes `path` (later saves find
/// only their own temporary files). A failure to tidy never stops the save.
fn tidy_before_first_write(path: &Path) {
    use std::collections::HashSet;
    use std::sync::{Mutex, OnceLock};
    static TIDIED: OnceLock<Mutex<HashSet<PathBuf>>> = OnceLock::new();
    let first = TIDIED
        .get_or_init(|| Mutex::new(HashSet::new()))
        .lock()
        .map(|mut set| set.insert(path.to_path_buf()))
        .unwrap_or(false);
    if first {
        let _ = clean_leftovers_of(path);
    }
}

/// [`clean_leftovers`] of `dir`, or (`only`) of the one record of that name there, whose
/// newer leftovers are then kept aside rather than finished.
fn clean(dir: &Path, only: Option<&str>) -> io::Result<Vec<Leftover>> {
    let Some(entries) = read_dir_if_there(dir)? else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for entry in entries {
        let entry = entry?;
        let name = entry.file_name();
        let Some((record, pid)) = name.to_str().and_then(parse_temp_name) else {
            continue;
        };
        if only.is_some_and(|o| o != record) {
            continue;
        }
        let temp = entry.path();
        if !entry.file_type().is_ok_and(|t| t.is_file()) || writer_alive(pid, &temp) {
            continue;
        }
        let game = dir.join(record);
        let Ok((_, new)) = load_game(&temp) else {
            fs::remove_file(&temp)?;
            out.push(Leftover::Removed { temp });
            continue;
        };
        match load_game(&game) {
            Ok((_, old)) if new.steps().len() <= old.steps().len() => {
                fs::remove_file(&temp)?;
                out.push(Leftover::Removed { temp });
            }
            Ok((_, old)) if only.is_none() && new.steps().starts_with(old.steps()) => {
                fs::rename(&temp, &game)?;
                out.push(Leftover::Completed { temp, game });
            }
            Err(LoadError::Io { source, .. })
                if only.is_none() && source.kind() == io::ErrorKind::NotFound =>
            {
                fs::rename(&temp, &game)?;
                out.push(Leftover::Completed { temp, game });
            }
            _ => {
                let stem = record.strip_suffix(".json").unwrap_or(record);
                let mut saved_as = dir.join(format!("{stem}.recovered.json"));
                let mut n = 2;
                while fs::symlink_metadata(&saved_as).is_ok() {
                    saved_as = dir.join(format!("{stem}.recovered-{n}.json"));
                    n += 1;
                }
                fs::rename(&temp, &saved_as)?;
                out.push(Leftover::Recovered { temp, saved_as });
            }
        }
    }
    Ok(out)
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

/// The files of the data directory that are not games: the puzzle trainer's progress
/// (docs/puzzle-format.md) and the set of puzzles made from the player's own mistakes.
pub const NOT_GAMES: [&str; 2] = ["puzzles.json", "my-mistakes.json"];

/// Every `*.json` file of `dir` read as a record, oldest first (by start time in the
/// name, then by modification time), but for the [`NOT_GAMES`]. A missing directory is
/// an empty list.
pub fn list_games(dir: &Path) -> io::Result<Vec<Listing>> {
    let Some(entries) = read_dir_if_there(dir)? else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for entry in entries {
        let entry = entry?;
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        // Anything but a directory is listed: a FIFO or a device named like a game is
        // shown with its error, never skipped.
        if name.starts_with('.')
            || !name.ends_with(".json")
            || NOT_GAMES.contains(&&*name)
            || path.is_dir()
        {
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

/// The most recently saved game of `dir` that has no result and replays, if any (a
/// plinth layout is not a game).
pub fn newest_unfinished(dir: &Path) -> Option<PathBuf> {
    let games = list_games(dir).ok()?;
    games.into_iter().rev().find(|l| {
        matches!(&l.loaded, Ok(r) if !r.is_finished() && !r.is_layout() && r.to_game().is_ok())
    })
        .map(|l| l.path)
}

/// A fresh file name in `dir` for a game started at `started`:
/// `2026-11-30T14-35-29Z.json` (with `-2`, `-3`, ... if taken: a file is there, or a
/// running game holds the name before its first save).
pub fn new_game_path(dir: &Path, started: SystemTime) -> PathBuf {
    let stem = rfc3339(started).replace(':', "-");
    let mut path = dir.join(format!("{stem}.json"));
    let mut n = 2;
    while path.exists() || is_locked_elsewhere(&path) {
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
