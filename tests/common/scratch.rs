//! Scratch folders: each a new, empty folder under the system's temporary folder, named
//! after its test, removed with all it holds when the test lets go of it (a suite that
//! leaves folders behind fills the temporary folder run after run), except when the test
//! fails: then it is kept, and its path said, for a look at what the test left.
#![allow(dead_code)]

use std::ops::Deref;
use std::path::Path;

/// A scratch folder, removed when dropped (kept when dropped by a failing test); it reads
/// as its [`Path`].
#[derive(Debug)]
pub struct Scratch(tempfile::TempDir);

/// A new scratch folder `shuuro-<name>-<random>`.
pub fn scratch(name: &str) -> Scratch {
    Scratch(
        tempfile::Builder::new()
            .prefix(&format!("shuuro-{name}-"))
            .tempdir()
            .expect("a scratch folder"),
    )
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.disable_cleanup(true);
            eprintln!(
                "the failed test's folder is kept: {}",
                self.0.path().display()
            );
        }
    }
}

impl Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<std::ffi::OsStr> for Scratch {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.0.path().as_os_str()
    }
}
