//! A terminal that never answers: a pseudo-terminal whose other end is the test itself,
//! as a serial console or a test harness is. It keeps what the program writes, types what
//! the test says, and answers no query (the cursor position a program asks for with
//! `ESC [ 6 n` never comes). The program runs in a session of its own with the
//! pseudo-terminal as its controlling terminal (`setsid -c`), so job control signals
//! reach it as they reach a program in a terminal window.
#![allow(dead_code)]

use std::fs::File;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, Command, ExitStatus};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A program in a terminal that never answers; killed when dropped if still running.
pub struct Mute {
    master: File,
    written: Arc<Mutex<Vec<u8>>>,
    child: Child,
}

impl Drop for Mute {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Mute {
    /// Starts `program args` in a new 80×24 pseudo-terminal, in `dir`, with `TERM=xterm`
    /// and `env` set. Fails the test, saying what to install, without `setsid`.
    pub fn start(program: &str, args: &[&str], dir: &Path, env: &[(&str, &Path)]) -> Mute {
        use rustix::pty::{OpenptFlags, grantpt, openpt, ptsname, unlockpt};
        super::process::require_tool("setsid", "--version");
        let master = openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY | OpenptFlags::CLOEXEC)
            .expect("a pseudo-terminal");
        grantpt(&master).expect("grantpt");
        unlockpt(&master).expect("unlockpt");
        let size = rustix::termios::Winsize {
            ws_row: 24,
            ws_col: 80,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        rustix::termios::tcsetwinsize(&master, size).expect("the terminal's size");
        let name = ptsname(&master, Vec::new()).expect("the pseudo-terminal's name");
        let slave = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(name.to_str().expect("a path"))
            .expect("the pseudo-terminal's other end");
        let mut cmd = Command::new("setsid");
        cmd.arg("-c")
            .arg(program)
            .args(args)
            .current_dir(dir)
            .env("TERM", "xterm")
            .stdin(slave.try_clone().unwrap())
            .stdout(slave.try_clone().unwrap())
            .stderr(slave);
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = cmd.spawn().expect("the program starts");
        drop(cmd);
        let master = File::from(master);
        let written = Arc::new(Mutex::new(Vec::new()));
        let (mut reader, keep) = (master.try_clone().unwrap(), written.clone());
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            // Ends when the program's side is closed (EIO).
            while let Ok(n @ 1..) = reader.read(&mut buf) {
                keep.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        Mute {
            master,
            written,
            child,
        }
    }

    /// The program's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// How many bytes the program has written so far.
    pub fn mark(&self) -> usize {
        self.written.lock().unwrap().len()
    }

    /// What the program wrote after `mark`, its escape sequences left out (each line the
    /// program draws stays whole).
    pub fn text_since(&self, mark: usize) -> String {
        let bytes = self.written.lock().unwrap()[mark..].to_vec();
        strip_escapes(&String::from_utf8_lossy(&bytes))
    }

    /// Waits (at most 30 s) until the program has written `text` after `mark`, spaces
    /// left out (a terminal program moves the cursor over blank cells rather than writing
    /// them); fails the test with what it wrote if it never does.
    pub fn wait_for(&mut self, text: &str, mark: usize) {
        let start = Instant::now();
        let squeeze = |s: &str| s.replace(' ', "");
        let text = squeeze(text);
        while !squeeze(&self.text_since(mark)).contains(&text) {
            let ended = self.child.try_wait().unwrap();
            assert!(
                ended.is_none() && start.elapsed() < Duration::from_secs(30),
                "never wrote {text:?} ({}); it wrote:\n{}",
                ended.map_or("still running".into(), |s| s.to_string()),
                self.text_since(mark)
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Types `bytes` as the terminal's keyboard does.
    pub fn type_in(&mut self, bytes: &[u8]) {
        self.master.write_all(bytes).unwrap();
        std::thread::sleep(Duration::from_millis(150));
    }

    /// The state letter of the program's process (`T`: stopped), from `/proc`.
    pub fn state(&self) -> Option<char> {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.pid())).ok()?;
        stat.rsplit(") ").next()?.chars().next()
    }

    /// Waits (at most 30 s) for the program to end; its exit status.
    pub fn wait_end(&mut self) -> ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(s) = self.child.try_wait().unwrap() {
                return s;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "never ended; it wrote:\n{}",
                self.text_since(0)
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// `s` without its escape sequences (CSI `ESC [ … final`, and `ESC` with one character).
fn strip_escapes(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\x1b' {
            out.push(c);
            continue;
        }
        if chars.next() == Some('[') {
            for c in chars.by_ref() {
                if ('\x40'..='\x7e').contains(&c) {
                    break;
                }
            }
        }
    }
    out
}
