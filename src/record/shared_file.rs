//! The lock of a shared file: a file that several running programs read, change and write
//! back (the puzzle progress, the set of the player's mistakes, the settings). Each
//! program reads the file, merges its change into what the file holds now and renames
//! the new text over it while it holds the file's exclusive lock ([`hold`]), so two
//! programs saving at the same moment both keep their change: the second reads what the
//! first wrote.
//!
//! The lock is an advisory one (`flock` on Unix) on the hidden file beside the shared file
//! that a game's lock uses too ([`store::lock_path`], `.NAME.lock`): not on the file itself,
//! whose inode every atomic save replaces. The operating system drops it when the
//! program ends, however it ends; the lock file is left in place (deleting it would let
//! two programs lock two different files). A program waits for the lock at most
//! [`WAIT`]: an update takes milliseconds, so a lock held longer is held by a program
//! that is stopped, and waiting for ever would hang this one. A program that must never
//! stop (the trainer's screen) does not wait at all: it tries ([`try_hold`]) and, while
//! another one holds the lock, keeps its change to try again.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::store;

/// The longest a program waits for another one's update of a shared file.
pub const WAIT: Duration = Duration::from_secs(10);

/// How long a program waiting for the lock sleeps between two tries.
const RETRY: Duration = Duration::from_millis(5);

/// Another program held the lock of a shared file for longer than [`WAIT`] (it is
/// stopped, say): nothing was read or written. It is the inner error of an
/// [`io::Error`] of kind `TimedOut`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StillHeld {
    pub lock: PathBuf,
}

/// The exclusive hold of a shared file: while it lives, no other program holding the
/// file's lock reads or writes it. Dropping it lets the next one in.
#[derive(Debug)]
pub struct Held {
    _file: fs::File,
}

/// Takes the exclusive lock of the shared file at `path` (made beside it, with its folder
/// when needed), waiting at most [`WAIT`] for another program to finish its update.
/// A lock that can't be made (a read-only folder) is the error the system gave; a lock
/// still held after [`WAIT`] is a [`StillHeld`] of kind `TimedOut`.
pub fn hold(path: &Path) -> io::Result<Held> {
    hold_within(path, WAIT)
}

/// [`hold`], waiting at most `wait`.
fn hold_within(path: &Path, wait: Duration) -> io::Result<Held> {
    let deadline = Instant::now() + wait;
    loop {
        match try_hold(path)? {
            Ok(held) => return Ok(held),
            Err(_) if Instant::now() < deadline => std::thread::sleep(RETRY),
            Err(HeldElsewhere { lock }) => {
                return Err(io::Error::new(io::ErrorKind::TimedOut, StillHeld { lock }));
            }
        }
    }
}

/// Another program holds the lock of a shared file now (it is updating the file, or it
/// is stopped while it does): the lock file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeldElsewhere {
    pub lock: PathBuf,
}

/// Takes the exclusive lock of the shared file at `path` if no other program holds it
/// now, without waiting (for a program that must not stop: it tries again later);
/// `Ok(Err(_))` when another one holds it. A lock that can't be made is the error the
/// system gave.
pub fn try_hold(path: &Path) -> io::Result<Result<Held, HeldElsewhere>> {
    let lock = store::lock_path(path);
    let file = store::open_lock_file(&lock)?;
    match fs4::FileExt::try_lock(&file) {
        Ok(()) => Ok(Ok(Held { _file: file })),
        Err(fs4::TryLockError::WouldBlock) => Ok(Err(HeldElsewhere { lock })),
        Err(fs4::TryLockError::Error(e)) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_file_waits_for_its_holder_and_a_stopped_holder_is_said_not_waited_for() {
        let tmp = tempfile::Builder::new()
            .prefix("shuuro-shared-")
            .tempdir()
            .expect("a scratch folder");
        let path = tmp.path().join("sub").join("progress.json");
        let first = hold(&path).expect("the lock, its folder made");
        assert!(store::lock_path(&path).exists());
        // Another holder waits while the first one works, and gets in once it is done.
        std::thread::scope(|s| {
            let second = s.spawn(|| hold(&path).map(|_| ()));
            std::thread::sleep(RETRY * 4);
            drop(first);
            second
                .join()
                .expect("no panic")
                .expect("in after the first");
        });
        // A holder that does not let go is said, not waited for.
        let first = hold(&path).expect("the lock again");
        assert_eq!(
            try_hold(&path).expect("the lock file").map(|_| ()),
            Err(HeldElsewhere {
                lock: store::lock_path(&path)
            }),
            "tried without waiting"
        );
        let e = hold_within(&path, Duration::ZERO).expect_err("still held");
        assert_eq!(e.kind(), io::ErrorKind::TimedOut);
        let inner = e.get_ref().and_then(|i| i.downcast_ref::<StillHeld>());
        assert_eq!(
            inner,
            Some(&StillHeld {
                lock: store::lock_path(&path)
            })
        );
        drop(first);
        assert!(try_hold(&path).expect("the lock file").is_ok(), "let go");
    }
}
