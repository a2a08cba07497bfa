//! Running the real binary (`CARGO_BIN_EXE_shuuro`) as a process: a fresh temporary
//! folder, a run without a terminal that a hang fails instead of blocking, and the tools
//! a test needs (a test that can't run fails, saying what to install).

use std::io::Read;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::thread::JoinHandle;
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

/// How long a test waits for a process it runs before it kills it and fails: generous, a
/// deadline for a hang, never a measure of speed.
pub const HANG: Duration = Duration::from_secs(120);

/// Runs the binary without a terminal (standard input from /dev/null), in `dir` with
/// `dir/data` as the data directory. Killed after 30 s: a hang fails, never blocks.
pub fn run_in(dir: &Path, args: &[&str]) -> Run {
    let child = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .env("SHUURO_DATA_DIR", dir.join("data"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = wait_within(child, Duration::from_secs(30), &format!("shuuro {args:?}"));
    let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
    Run {
        code: out.status.code(),
        stdout: text(out.stdout),
        stderr: text(out.stderr),
    }
}

/// Runs `cmd` to its end with its standard input empty and its standard output and error
/// read (as `Command::output`); killed, and a failure naming `what`, after `limit`.
pub fn output_within(cmd: &mut Command, limit: Duration, what: &str) -> Output {
    let child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{what} can't be started: {e}"));
    wait_within(child, limit, what)
}

/// Waits for `child` to end, its piped standard output and error read meanwhile (so a
/// full pipe never stops it); killed, and a failure naming `what`, after `limit`: a hang
/// fails, never blocks.
pub fn wait_within(mut child: Child, limit: Duration, what: &str) -> Output {
    let out = drain(child.stdout.take());
    let err = drain(child.stderr.take());
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what} hung (killed after {} s)", limit.as_secs());
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let join = |h: Option<JoinHandle<Vec<u8>>>| h.map_or_else(Vec::new, |h| h.join().unwrap());
    Output {
        status,
        stdout: join(out),
        stderr: join(err),
    }
}

/// Reads `pipe` to its end on a thread of its own.
fn drain<R: Read + Send + 'static>(pipe: Option<R>) -> Option<JoinHandle<Vec<u8>>> {
    pipe.map(|mut r| {
        std::thread::spawn(move || {
            let mut s = Vec::new();
            let _ = r.read_to_end(&mut s);
            s
        })
    })
}
