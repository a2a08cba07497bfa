//! The terminal is always given back, and a missing one is a clear message: the real
//! binary without a terminal, and in a pseudo-terminal (tmux) with standard output on a
//! file or on a full device (`/dev/full`), after which the terminal must still be in its
//! normal mode (`stty -a`: echo and canonical input on). Without tmux, the tmux tests
//! fail and say so.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

mod common;
use common::process::{BIN, HANG, output_within, require_tool, run_in, temp_dir};
use common::tmux::require_tmux;

const MESSAGE: &str = "shuuro needs a terminal (standard input and output must be one); to check a record without one: shuuro replay FILE --check";

#[test]
fn without_a_terminal_every_client_command_says_so_and_writes_nothing() {
    let dir = temp_dir("none");
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/resume-fight.json"
    );
    let copy = dir.join("game.json");
    std::fs::copy(game, &copy).unwrap();
    let copy = copy.to_string_lossy().into_owned();
    for args in [
        &[][..],
        &["play", "--mini"],
        &["--mini"],
        &["practice"],
        &["resume", &copy],
    ] {
        let r = run_in(&dir, args);
        let (code, stdout, stderr) = (r.code, r.stdout, r.stderr);
        assert_eq!(stderr.trim_end(), MESSAGE, "shuuro {args:?}");
        assert_eq!(code, Some(2), "shuuro {args:?}");
        assert!(
            stdout.is_empty(),
            "shuuro {args:?}: {} bytes on stdout",
            stdout.len()
        );
    }
}

/// Found by an attack: with tmux missing, every tmux test passed without running. A test
/// that can't run fails and says what is missing: one of them, run here with a `PATH` that
/// holds no tmux.
#[test]
fn a_tmux_test_without_tmux_fails_and_says_what_is_missing() {
    let empty = temp_dir("notmux");
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "standard_output_on_a_full_device_leaves_the_terminal_as_it_was",
        ])
        .env("PATH", &*empty)
        .output()
        .unwrap();
    let said =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "passed without tmux:\n{said}");
    assert!(said.contains("tmux not found: install tmux"), "{said}");
}

/// A tmux server of its own (its own socket), killed at the end, its socket file removed
/// (tmux leaves it behind).
struct Tmux {
    socket: String,
    /// The socket file, once the server runs.
    socket_path: Option<String>,
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .output();
        if let Some(path) = &self.socket_path {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// Runs `script` (sh) in a pseudo-terminal and waits for the file `done` it writes last.
fn in_terminal(name: &str, script: &str, done: &Path) -> Tmux {
    let t = start_terminal(name, script);
    wait_for(done);
    t
}

/// Waits (at most 30 s) for `done` to be written, and a moment more for its writer to end.
fn wait_for(done: &Path) {
    let start = Instant::now();
    while !done.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the script in tmux never wrote {}",
            done.display()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // `done` is written by a redirection: give the command a moment to finish writing.
    std::thread::sleep(Duration::from_millis(100));
}

impl Tmux {
    /// A tmux command on this server; its standard output.
    fn run(&self, args: &[&str]) -> String {
        let out = output_within(
            Command::new("tmux").args(["-L", &self.socket]).args(args),
            HANG,
            "tmux",
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Types keys (tmux key names) into the terminal.
    fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.run(&["send-keys", k]);
            std::thread::sleep(Duration::from_millis(150));
        }
    }

    /// Waits (at most 30 s) until the screen shows `text`; the screen then.
    fn screen_with(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.run(&["capture-pane", "-p"]);
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the screen never showed {text:?}:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// Starts `script` (sh) in a pseudo-terminal of 80×24 and returns at once.
fn start_terminal(name: &str, script: &str) -> Tmux {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let mut t = Tmux {
        socket: format!("shuuro-safety-{name}-{}-{nanos}", std::process::id()),
        socket_path: None,
    };
    let ok = Command::new("tmux")
        .args([
            "-L",
            &t.socket,
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-x",
            "80",
            "-y",
            "24",
        ])
        .arg(format!("sh -c '{script}'; sleep 60"))
        .status()
        .unwrap()
        .success();
    assert!(ok, "tmux starts");
    let path = t.run(&["display-message", "-p", "#{socket_path}"]);
    t.socket_path = Some(path.trim().to_string()).filter(|p| !p.is_empty());
    t
}

fn assert_cooked(stty: &str) {
    let words: Vec<&str> = stty.split_whitespace().collect();
    for flag in ["echo", "icanon", "isig"] {
        assert!(words.contains(&flag), "{flag} is off after shuuro: {stty}");
    }
}

#[test]
fn standard_output_on_a_full_device_leaves_the_terminal_as_it_was() {
    require_tmux();
    let dir = temp_dir("full");
    let (err, stty) = (dir.join("err.txt"), dir.join("stty.txt"));
    let script = format!(
        "SHUURO_DATA_DIR={data} {BIN} --mini >/dev/full 2>{err}; stty -a >{stty}",
        data = dir.join("data").display(),
        err = err.display(),
        stty = stty.display()
    );
    let _t = in_terminal("full", &script, &stty);
    assert_cooked(&std::fs::read_to_string(&stty).unwrap());
    assert_eq!(std::fs::read_to_string(&err).unwrap().trim_end(), MESSAGE);
}

#[test]
fn standard_output_on_a_file_gets_the_message_not_escape_codes() {
    require_tmux();
    let dir = temp_dir("file");
    let (out, err, stty) = (
        dir.join("out.txt"),
        dir.join("err.txt"),
        dir.join("stty.txt"),
    );
    let script = format!(
        "SHUURO_DATA_DIR={data} {BIN} >{out} 2>{err}; stty -a >{stty}",
        data = dir.join("data").display(),
        out = out.display(),
        err = err.display(),
        stty = stty.display()
    );
    let _t = in_terminal("file", &script, &stty);
    assert_cooked(&std::fs::read_to_string(&stty).unwrap());
    assert_eq!(std::fs::read(&out).unwrap().len(), 0, "nothing on stdout");
    assert_eq!(std::fs::read_to_string(&err).unwrap().trim_end(), MESSAGE);
}

/// A settings file that can't be read is said on the first screen also when a flag
/// starts the game at once (the game's "new game" used to replace it there).
#[test]
fn a_broken_settings_file_is_said_on_the_first_screen_of_a_game_started_by_a_flag() {
    require_tmux();
    let dir = temp_dir("brokenprefs");
    std::fs::create_dir_all(dir.join("cfg")).unwrap();
    std::fs::write(
        dir.join("cfg").join("settings.toml"),
        "clock = \"fifteen\"\n",
    )
    .unwrap();
    let script = format!(
        "cd {dir} && SHUURO_DATA_DIR={dir}/data SHUURO_CONFIG_DIR={dir}/cfg {BIN} play --mini --seed 1 2>err.txt",
        dir = dir.display(),
    );
    let t = start_terminal("brokenprefs", &script);
    let screen = t.screen_with("Mini");
    assert!(screen.contains("using the default settings"), "{screen}");
    t.keys(&["C-c"]);
}

#[test]
fn a_data_directory_that_is_a_file_gets_the_warning_and_a_save_as_keeps_the_game() {
    require_tmux();
    let dir = temp_dir("datafile");
    // Where the games should go is a file of the player's: no save can succeed there.
    let data = dir.join("data");
    std::fs::write(&data, "precious").unwrap();
    let stty = dir.join("stty.txt");
    let script = format!(
        "cd {dir} && SHUURO_DATA_DIR={data} SHUURO_CONFIG_DIR={dir}/cfg {BIN} play --mini --seed 1 2>err.txt; stty -a >{stty}",
        dir = dir.display(),
        data = data.display(),
        stty = stty.display()
    );
    let t = start_terminal("datafile", &script);
    // Said on the first screen, before anything is played (standard error is hidden
    // behind the game's screen until it ends).
    let screen = t.screen_with("Mini");
    assert!(screen.contains("games can't be saved"), "{screen}");
    // A game is written once something happened in it: Blue's army, sealed.
    t.keys(&["Enter", "e", "Enter"]);
    let screen = t.screen_with("The game is NOT being saved");
    assert!(screen.contains("Not a directory"), "{screen}");
    // The warning's save-as: the name offered, Enter.
    t.keys(&["s", "Enter"]);
    let copy = dir.join("shuuro-game.json");
    t.screen_with("saved there after every action");
    // Red's army, sealed after the warning: saved to the copy, no warning again.
    t.keys(&["Enter", "e", "Enter"]);
    let start = Instant::now();
    let rec = loop {
        if let Ok(rec) = shuuro::record::store::load(&copy)
            && rec.armies.red.is_some()
        {
            break rec;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the step after the warning is never kept"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(rec.armies.blue.is_some(), "nor the one before it lost");
    let screen = t.run(&["capture-pane", "-p"]);
    assert!(!screen.contains("NOT being saved"), "{screen}");
    t.keys(&["C-c"]);
    wait_for(&stty);
    assert_cooked(&std::fs::read_to_string(&stty).unwrap());
    assert_eq!(std::fs::read_to_string(&data).unwrap(), "precious");
}

#[test]
fn a_write_failing_after_raw_mode_gives_the_terminal_back_and_says_why() {
    require_tmux();
    let dir = temp_dir("hangup");
    // Standard output is another pseudo-terminal, which goes away while shuuro runs: its
    // next write fails after raw mode, the alternate screen and the mouse are on (on the
    // terminal of standard input, which must get them back).
    let out = start_terminal("hangup-out", "sleep 600");
    let pts = out.run(&["display", "-p", "#{pane_tty}"]);
    let (err, rc, stty) = (
        dir.join("err.txt"),
        dir.join("rc.txt"),
        dir.join("stty.txt"),
    );
    let script = format!(
        "SHUURO_DATA_DIR={data} {BIN} play --mini >{pts} 2>{err}; echo $? >{rc}; stty -a >{stty}",
        data = dir.join("data").display(),
        pts = pts.trim(),
        err = err.display(),
        rc = rc.display(),
        stty = stty.display()
    );
    let t = start_terminal("hangup-in", &script);
    out.screen_with("Mini-Shuuro");
    out.run(&["kill-server"]);
    std::thread::sleep(Duration::from_millis(200));
    // A key makes shuuro draw again: the write fails.
    t.keys(&["Enter"]);
    wait_for(&stty);
    assert_cooked(&std::fs::read_to_string(&stty).unwrap());
    assert_eq!(std::fs::read_to_string(&rc).unwrap().trim(), "1");
    let said = std::fs::read_to_string(&err).unwrap();
    assert_eq!(said.lines().count(), 1, "one message: {said}");
    assert!(
        said.starts_with("shuuro: the terminal stopped working (")
            && said.contains("it has been given back")
            && said.contains("shuuro resume"),
        "{said}"
    );
}

/// `play --mini --seed 1` from its start to Blue's first placement: both example armies,
/// every plinth rolled, the deployment dice.
const TO_DEPLOYMENT: &[&str] = &[
    "Enter", "e", "Enter", "Enter", "e", "Enter", "Enter", "a", "Enter",
];

impl Tmux {
    /// The mouse reports the program in the terminal asked for, as tmux keeps them: all
    /// motion (1003), motion with a button down (1002), buttons (1000), SGR encoding (1006).
    fn mouse_modes(&self) -> String {
        let f = "all=#{mouse_all_flag} button=#{mouse_button_flag} standard=#{mouse_standard_flag} sgr=#{mouse_sgr_flag}";
        self.run(&["display", "-p", f]).trim().to_string()
    }

    /// Writes `bytes` to the terminal's input as a paste: `bracketed` as the terminal
    /// pastes when the program asked for bracketed paste, else as raw input.
    fn paste(&self, dir: &Path, bytes: &[u8], bracketed: bool) {
        let file = dir.join("paste.bin");
        std::fs::write(&file, bytes).unwrap();
        self.run(&["load-buffer", "-b", "p", &file.to_string_lossy()]);
        let how = if bracketed { "-p" } else { "-r" };
        self.run(&["paste-buffer", how, "-b", "p"]);
    }
}

/// 5,000 mouse reports (SGR): motion everywhere, the wheel, and left clicks on an empty
/// cell, as a terminal sends them.
fn mouse_burst() -> Vec<u8> {
    let mut out = String::new();
    for i in 0..5000u32 {
        let (x, y) = (1 + i % 80, 1 + i % 24);
        match i % 10 {
            0..=5 => out.push_str(&format!("\x1b[<35;{x};{y}M")),
            6 | 7 => out.push_str(&format!("\x1b[<{};{x};{y}M", 64 + i % 2)),
            8 => out.push_str("\x1b[<0;60;18M"),
            _ => out.push_str("\x1b[<0;60;18m"),
        }
    }
    out.into_bytes()
}

#[test]
fn a_burst_of_pasted_text_and_mouse_input_leaves_ctrl_c_answered() {
    require_tmux();
    let dir = temp_dir("burst");
    let (rc, stty) = (dir.join("rc.txt"), dir.join("stty.txt"));
    let script = format!(
        "cd {dir} && SHUURO_DATA_DIR={dir}/data SHUURO_CONFIG_DIR={dir}/cfg {BIN} play --mini --seed 1 2>err.txt; echo $? >{rc}; stty -a >{stty}",
        dir = dir.display(),
        rc = rc.display(),
        stty = stty.display()
    );
    let t = start_terminal("burst", &script);
    t.screen_with("Blue, press Enter");
    // Clicks are reported (SGR), motion is not asked for.
    assert_eq!(t.mouse_modes(), "all=0 button=0 standard=1 sgr=1");
    t.keys(TO_DEPLOYMENT);
    t.screen_with("Blue to place");
    // A 10 KB paste, lines and all, while a placement is typed: it is typed, cut to fit.
    t.keys(&[":"]);
    t.screen_with("Placement: _");
    let text: String = (0..)
        .map(|i| format!("line {i} of a long paste\n"))
        .take_while({
            let mut len = 0;
            move |l: &String| {
                len += l.len();
                len <= 10 * 1024
            }
        })
        .collect();
    t.paste(&dir, text.as_bytes(), true);
    let screen = t.screen_with("characters left out");
    assert!(screen.contains("Placement: line 0 of a long_"), "{screen}");
    t.keys(&["Escape"]);
    t.paste(&dir, &mouse_burst(), false);
    let asked = Instant::now();
    t.run(&["send-keys", "C-c"]);
    // The shell writes `rc` as soon as shuuro has ended.
    while !rc.exists() && asked.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(5));
    }
    eprintln!(
        "Ctrl-C after 10 KB pasted and 5,000 mouse reports: shuuro had ended {} ms later",
        asked.elapsed().as_millis()
    );
    wait_for(&stty);
    assert_cooked(&std::fs::read_to_string(&stty).unwrap());
    assert_eq!(t.mouse_modes(), "all=0 button=0 standard=0 sgr=0");
    assert_eq!(t.run(&["display", "-p", "#{alternate_on}"]).trim(), "0");
    assert_eq!(std::fs::read_to_string(&rc).unwrap().trim(), "0");
}

/// Whether process `pid` still runs.
fn alive(pid: &str) -> bool {
    Command::new("kill")
        .args(["-0", pid])
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// The one game saved in `data`.
fn saved_game(data: &Path) -> shuuro::record::Record {
    let games: Vec<_> = std::fs::read_dir(data)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    assert_eq!(games.len(), 1, "{games:?}");
    shuuro::record::store::load(&games[0]).expect("a game")
}

/// Starts a Mini game in a terminal (`prepare` readies its folder first), confirms Blue's
/// army, waits for `then` on the screen, sends `signal` (`TERM`, `HUP`) and waits for the
/// shell after it: the terminal is asserted given back. The folder, the exit code and
/// what the program wrote on standard error.
fn signalled(
    name: &str,
    prepare: impl FnOnce(&Path),
    then: &str,
    signal: &str,
) -> (common::scratch::Scratch, String, String) {
    let dir = temp_dir(name);
    prepare(&dir);
    let (pid, rc, stty) = (dir.join("pid"), dir.join("rc.txt"), dir.join("stty.txt"));
    // The inner shell writes its process id and becomes shuuro.
    let script = format!(
        "cd {dir} && SHUURO_DATA_DIR={dir}/data sh -c \"echo \\$\\$ >{pid}; exec {BIN} play --mini --seed 1\" 2>err.txt; echo $? >{rc}; stty -a >{stty}",
        dir = dir.display(),
        pid = pid.display(),
        rc = rc.display(),
        stty = stty.display()
    );
    let t = start_terminal(name, &script);
    t.screen_with("Blue, press Enter");
    t.keys(&["Enter", "e", "Enter"]);
    t.screen_with(then);
    let pid = std::fs::read_to_string(&pid).unwrap();
    let ok = Command::new("kill")
        .args([&format!("-{signal}"), pid.trim()])
        .status()
        .unwrap();
    assert!(ok.success());
    wait_for(&stty);
    assert_cooked(&std::fs::read_to_string(&stty).unwrap());
    drop(t);
    let code = std::fs::read_to_string(&rc).unwrap().trim().to_string();
    let said = std::fs::read_to_string(dir.join("err.txt")).unwrap();
    (dir, code, said)
}

#[test]
fn sigterm_and_sighup_save_the_game_and_give_the_terminal_back() {
    require_tmux();
    for (signal, number) in [("TERM", 15), ("HUP", 1)] {
        let (dir, code, said) =
            signalled(&format!("sig{signal}"), |_| {}, "Red, press Enter", signal);
        // It ended as the signal ends a program, after saving.
        assert_eq!(code, (128 + number).to_string(), "SIG{signal}");
        assert!(saved_game(&dir.join("data")).armies.blue.is_some());
        // Only the shell's word for a program a signal ended, if any: nothing of shuuro's.
        assert!(!said.contains("shuuro"), "{said}");
    }
    // A closed terminal window: the program ends (it does not linger with nowhere to draw)
    // and the game is saved.
    closing_the_terminal_ends_the_program_and_saves("sigclose", "");
}

/// SIGTERM while the autosave fails (the games folder is a file here): the client still
/// gives the terminal back and ends as the signal ends a program, and says on standard
/// error that the game was not saved, and why, rather than ending in silence.
#[test]
fn sigterm_while_the_game_is_not_being_saved_says_so() {
    require_tmux();
    let not_a_folder = |dir: &Path| {
        std::fs::write(dir.join("data"), "a file where the games folder should be").unwrap()
    };
    let (_dir, code, said) = signalled("sigunsaved", not_a_folder, "NOT", "TERM");
    assert_eq!(code, "143");
    assert!(said.contains("the game was NOT saved"), "{said}");
    assert!(said.contains("data"), "names what failed: {said}");
}

/// Ctrl-Z stops the client with the terminal given back (cooked, the shell's screen), and
/// the shell's `fg` brings it back: it takes the terminal again, redraws and answers keys.
#[cfg(target_os = "linux")]
#[test]
fn ctrl_z_stops_the_client_with_the_terminal_given_back_and_fg_redraws() {
    stopped_and_continued("ctrlz", |t, _| t.keys(&["C-z"]));
}

/// Found by an attack: SIGTSTP sent from outside (job control, some terminals) stopped the
/// client with the terminal left raw, on the alternate screen, with mouse reports on and
/// the cursor hidden; after `fg` keys came only after a newline. The signal does what the
/// Ctrl-Z key does.
#[cfg(target_os = "linux")]
#[test]
fn sigtstp_from_outside_stops_the_client_as_ctrl_z_does() {
    stopped_and_continued("sigtstp", |_, pid| {
        let ok = Command::new("kill").args(["-TSTP", pid]).status().unwrap();
        assert!(ok.success(), "kill -TSTP {pid}");
    });
}

/// Found by a new player's session: in a terminal that answers no query (a serial
/// console, a test harness), the client continued after SIGTSTP asked where the cursor
/// was (ratatui's `Terminal::clear`), waited 2 s for an answer that never came, and quit
/// with "the terminal stopped working". It goes on without asking: it redraws, takes keys
/// and ends as asked.
#[cfg(target_os = "linux")]
#[test]
fn continued_in_a_terminal_that_answers_no_query_the_client_goes_on() {
    use common::pty::Mute;
    let dir = temp_dir("mute");
    let data = dir.join("data");
    let args = ["play", "--mini", "--seed", "1"];
    let mut t = Mute::start(BIN, &args, &dir, &[("SHUURO_DATA_DIR", &data)]);
    t.wait_for("Blue, press Enter", 0);
    let ok = Command::new("kill")
        .args(["-TSTP", &t.pid().to_string()])
        .status()
        .unwrap();
    assert!(ok.success());
    let start = Instant::now();
    while t.state() != Some('T') {
        assert!(start.elapsed() < Duration::from_secs(30), "never stopped");
        std::thread::sleep(Duration::from_millis(20));
    }
    let continued = t.mark();
    let ok = Command::new("kill")
        .args(["-CONT", &t.pid().to_string()])
        .status()
        .unwrap();
    assert!(ok.success());
    // Redrawn whole, then a key answered: longer than the 2 s an answer was waited for.
    t.wait_for("Blue, press Enter", continued);
    std::thread::sleep(Duration::from_secs(3));
    t.type_in(b"\r");
    t.wait_for("example army", continued);
    t.type_in(b"\x03");
    let status = t.wait_end();
    let said = t.text_since(continued);
    assert!(!said.contains("stopped working"), "{said}");
    assert_eq!(status.code(), Some(0), "{said}");
}

/// Starts a Mini game from an interactive shell (job control, as a player has it), stops
/// it with `stop` (given the terminal and the program's process id), and asserts that it
/// stopped with the terminal given back; then `fg`, and asserts that it took the terminal
/// again (raw: a key plays without a newline), redrew, and answers keys.
#[cfg(target_os = "linux")]
fn stopped_and_continued(name: &str, stop: impl FnOnce(&Tmux, &str)) {
    require_tmux();
    require_tool("bash", "--version");
    let dir = temp_dir(name);
    let pid = dir.join("pid");
    let t = start_terminal(name, "exec bash --norc --noprofile -i");
    let line = format!(
        "cd {dir} && SHUURO_DATA_DIR={dir}/data sh -c 'echo $$ >{pid}; exec {BIN} play --mini --seed 1'",
        dir = dir.display(),
        pid = pid.display(),
    );
    t.keys(&[&line, "Enter"]);
    t.screen_with("Blue, press Enter");
    let pid = std::fs::read_to_string(&pid).unwrap().trim().to_string();
    stop(&t, &pid);
    let state = || {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        stat.rsplit(") ").next().and_then(|r| r.chars().next())
    };
    let start = Instant::now();
    while state() != Some('T') {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "never stopped: {:?}",
            state()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let screen = t.screen_with("Stopped");
    assert!(!screen.contains("Blue, press Enter"), "{screen}");
    // The shell's own screen, no mouse reports, the cursor shown. (The shell resets the
    // line modes of a stopped job itself, so they prove nothing here.)
    let flags = || {
        t.run(&[
            "display",
            "-p",
            "#{alternate_on} #{mouse_any_flag} #{cursor_flag}",
        ])
    };
    assert_eq!(flags().trim(), "0 0 1", "while stopped");
    t.keys(&["fg", "Enter"]);
    t.screen_with("Blue, press Enter");
    assert!(flags().starts_with("1 1"), "after fg: {}", flags());
    // Raw again: no line editing, no echo (the shell left its own modes on the terminal).
    let tty = t.run(&["display", "-p", "#{pane_tty}"]);
    let stty = output_within(
        Command::new("stty").args(["-a", "-F", tty.trim()]),
        HANG,
        "stty",
    );
    let stty = String::from_utf8_lossy(&stty.stdout).into_owned();
    let words: Vec<&str> = stty.split_whitespace().collect();
    for flag in ["-icanon", "-echo"] {
        assert!(words.contains(&flag), "{flag} not set after fg: {stty}");
    }
    t.keys(&["Enter"]);
    t.screen_with("example army");
    t.keys(&["C-c"]);
    let start = Instant::now();
    while alive(&pid) {
        assert!(start.elapsed() < Duration::from_secs(30), "Ctrl-C after fg");
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(t);
}

/// A terminal that closes without a hangup reaching the program (here it runs in a
/// session of its own, as under a program that keeps the signal to itself): its input
/// only ends. The program ends too, the game saved; it used to read the end of input
/// over and over, at full speed, for ever.
#[test]
fn a_terminal_closed_without_a_hangup_ends_the_program_and_saves_the_game() {
    require_tmux();
    require_tool("setsid", "--version");
    closing_the_terminal_ends_the_program_and_saves("nohup-close", "setsid ");
}

/// Starts a Mini game (`launcher` before the program: `setsid ` or nothing), confirms
/// Blue's army, closes the terminal, and asserts that the program ends within 30 s (killed
/// if not) with the game saved.
fn closing_the_terminal_ends_the_program_and_saves(name: &str, launcher: &str) {
    let dir = temp_dir(name);
    let pid = dir.join("pid");
    let script = format!(
        "cd {dir} && SHUURO_DATA_DIR={dir}/data sh -c \"echo \\$\\$ >{pid}; exec {launcher}{BIN} play --mini --seed 1\"",
        dir = dir.display(),
        pid = pid.display(),
    );
    let t = start_terminal(name, &script);
    t.screen_with("Blue, press Enter");
    t.keys(&["Enter", "e", "Enter"]);
    t.screen_with("Red, press Enter");
    let pid = std::fs::read_to_string(&pid).unwrap();
    drop(t);
    let start = Instant::now();
    while alive(pid.trim()) {
        if start.elapsed() > Duration::from_secs(30) {
            let _ = Command::new("kill").args(["-9", pid.trim()]).status();
            panic!("shuuro still runs 30 s after its terminal closed ({name})");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(saved_game(&dir.join("data")).armies.blue.is_some());
}

/// Found by an attack: under `TERM=dumb` (an editor's shell buffer) the client started
/// anyway and wrote its escape codes. It says what is wrong instead, and writes nothing.
#[test]
fn a_dumb_terminal_gets_a_message_not_escape_codes() {
    require_tmux();
    let dir = temp_dir("dumb");
    let (err, code, stty) = (
        dir.join("err.txt"),
        dir.join("code.txt"),
        dir.join("stty.txt"),
    );
    let script = format!(
        "TERM=dumb SHUURO_DATA_DIR={data} {BIN} --mini 2>{err}; echo $? >{code}; stty -a >{stty}",
        data = dir.join("data").display(),
        err = err.display(),
        code = code.display(),
        stty = stty.display()
    );
    let t = in_terminal("dumb", &script, &stty);
    assert_cooked(&std::fs::read_to_string(&stty).unwrap());
    let said = std::fs::read_to_string(&err).unwrap();
    assert!(said.contains("TERM=dumb"), "{said}");
    assert_eq!(std::fs::read_to_string(&code).unwrap().trim(), "2");
    let screen = t.run(&["capture-pane", "-p"]);
    assert!(!screen.contains("Shuuro"), "the client started: {screen}");
    assert!(!dir.join("data").exists(), "nothing written");
}
