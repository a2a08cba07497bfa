//! Running the real binary (`CARGO_BIN_EXE_shuuro`) as a process: a fresh temporary
//! folder, a run without a terminal that a hang fails instead of blocking, and the tools
//! a test needs (a test that can't run fails, saying what to install).

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_shuuro");

/// A new, empty folder under the system's temporary folder, named after the test,
/// removed when dropped (kept when its test fails).
pub fn temp_dir(name: &str) -> super::scratch::Scratch {
    super::scratch::scratch(&format!("safety-{name}"))
}

/// Fails the test, saying what to install, unless `tool` runs (`tool arg`, which must
/// succeed: `-V` or `--version`). A test that can't run must not pass.
pub fn require_tool(tool: &str, arg: &str) {
    let runs = Command::new(tool)
        .arg(arg)
        .stdin(Stdio::null())
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        runs,
        "{tool} not found: install {tool} (this test needs it)"
    );
}

/// What a run of the binary left.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs the binary without a terminal (standard input from /dev/null), in `dir` with
/// `dir/data` as the data directory. Killed after 30 s: a hang fails, never blocks.
pub fn run_in(dir: &Path, args: &[&str]) -> Run {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .env("SHUURO_DATA_DIR", dir.join("data"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read while it runs, so a full pipe never stops it.
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = out.read_to_end(&mut s);
        s
    });
    let err = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = err.read_to_end(&mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("shuuro {args:?} hung (killed after 30 s)");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
    Run {
        code: status.code(),
        stdout: text(out.join().unwrap()),
        stderr: text(err.join().unwrap()),
    }
}
