//! `shuuro match` with external players (`uci:<program>`, FORMAT.md §5): the shuuro engine
//! itself, and fake engines that answer nonsense, crash or never answer (each a loss).
//! Games are tiny (Mini-Shuuro, few plies, node-limited search, short move times).

mod common;
use common::process::{HANG, output_within};

use std::path::{Path, PathBuf};
use std::process::Command;

use common::scratch::Scratch;

const SHUURO: &str = env!("CARGO_BIN_EXE_shuuro");

/// Runs a match and returns its output lines (it must succeed).
fn run_match(extra: &[&str]) -> Vec<String> {
    let mut args = vec![
        "match",
        "--mini",
        "--games",
        "2",
        "--max-plies",
        "30",
        "--movetime",
        "20ms",
    ];
    args.extend_from_slice(extra);
    let out = output_within(Command::new(SHUURO).args(&args), HANG, "shuuro match");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text.lines().map(str::to_string).collect()
}

/// (wins, draws, losses) from the last line, after checking the elo line before it.
fn tally(lines: &[String]) -> (u32, u32, u32) {
    let n = lines.len();
    assert!(n >= 2, "{lines:?}");
    let elo: Vec<&str> = lines[n - 2].split(' ').collect();
    assert_eq!((elo.len(), elo[0], elo[2]), (4, "elo", "+/-"), "{lines:?}");
    assert!(elo[1].parse::<f64>().is_ok() && elo[3].parse::<f64>().is_ok());
    let w: Vec<&str> = lines[n - 1].split(' ').collect();
    assert_eq!((w[0], w[2], w[4]), ("wins", "draws", "losses"), "{lines:?}");
    let num = |i: usize| w[i].parse::<u32>().expect("number");
    (num(1), num(3), num(5))
}

/// A fake engine: a shell script answering the handshake, then `answer` to every `go`.
fn fake_engine(dir: &Path, name: &str, on_go: &str) -> PathBuf {
    let path = dir.join(name);
    let script = format!(
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    uci) echo 'id name fake'; echo uciok ;;\n    isready) echo readyok ;;\n    quit) exit 0 ;;\n    go*) {on_go} ;;\n  esac\ndone\n"
    );
    std::fs::write(&path, script).expect("write script");
    make_executable(&path);
    path
}

fn make_executable(path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    }
}

fn scratch(name: &str) -> Scratch {
    common::scratch::scratch(&format!("match-{name}"))
}

#[test]
fn the_engine_plays_itself_through_the_protocol() {
    let b = format!("uci:{SHUURO}");
    let lines = run_match(&["--a", "engine:n300", "--b", &b, "--jobs", "2"]);
    let (w, d, l) = tally(&lines);
    assert_eq!(w + d + l, 2, "{lines:?}");
    // No game was lost by a broken protocol exchange.
    assert!(
        lines
            .iter()
            .all(|l| !l.contains("moving:") && !l.contains("placing:")),
        "{lines:?}"
    );
    // Both orders: the external player as a.
    let lines = run_match(&["--a", &b, "--b", "engine:n300"]);
    let (w, d, l) = tally(&lines);
    assert_eq!(w + d + l, 2, "{lines:?}");
}

#[test]
fn a_broken_engine_loses_every_game() {
    let dir = scratch("broken");
    let cases = [
        ("illegal", "echo 'bestmove a1a1'", "illegal answer"),
        ("garbage", "echo 'bestmove banana'", "illegal answer"),
        ("none", "echo 'bestmove (none)'", "illegal answer"),
        ("crash", "exit 3", "crashed"),
        ("silent", ":", "no bestmove"),
    ];
    for (name, on_go, why) in cases {
        let path = fake_engine(&dir, name, on_go);
        let b = format!("uci:{}", path.display());
        let lines = run_match(&["--a", "engine:n200", "--b", &b, "--grace", "300ms"]);
        assert_eq!(tally(&lines), (2, 0, 0), "{name}: {lines:?}");
        assert!(lines.iter().any(|l| l.contains(why)), "{name}: {lines:?}");
    }
}

/// What an external engine prints is read a line at a time with a bound: a line that is
/// not UTF-8 is read as text with stand-ins for its bad bytes (not taken for the end of
/// its output), and an endless line costs the runner no more than the bound in memory.
#[test]
fn odd_output_from_an_engine_is_read_safely() {
    let dir = scratch("odd-output");
    // Bytes that are not UTF-8 before the (illegal) answer: the answer is still read.
    let latin = fake_engine(
        &dir,
        "latin",
        "printf 'info string caf\\351\\n'; echo 'bestmove a1a1'",
    );
    let b = format!("uci:{}", latin.display());
    let lines = run_match(&["--a", "engine:n200", "--b", &b, "--grace", "300ms"]);
    assert_eq!(tally(&lines), (2, 0, 0), "{lines:?}");
    assert!(
        lines.iter().any(|l| l.contains("illegal answer")),
        "{lines:?}"
    );
    // 64 MB on one line, then silence; and short lines without end: either way no
    // bestmove in time, the game is lost when its time is up (not when the flood stops),
    // and the runner's memory stays far below what was printed.
    for (name, on_go) in [
        ("flood", "head -c 67108864 /dev/zero | tr '\\0' x"),
        ("chatter", "yes 'info depth 1'"),
    ] {
        let engine = fake_engine(&dir, name, on_go);
        let b = format!("uci:{}", engine.display());
        let (ok, text, peak_kb) = watched_match(&[
            "--a",
            "engine:n200",
            "--b",
            &b,
            "--movetime",
            "2s",
            "--grace",
            "1s",
        ]);
        assert!(ok, "{name}: {text}");
        assert!(text.contains("no bestmove"), "{name}: {text}");
        assert!(peak_kb > 0, "the runner's memory was read");
        assert!(
            peak_kb < 48 * 1024,
            "{name}: the runner grew to {peak_kb} kB"
        );
    }
}

/// A one-game Mini match with `extra`, watched: whether it succeeded, its output and its
/// peak memory (kB, read from /proc while it runs). Killed, and a failure, after 60 s.
fn watched_match(extra: &[&str]) -> (bool, String, u64) {
    let mut child = Command::new(SHUURO)
        .args(["match", "--mini", "--games", "1", "--max-plies", "10"])
        .args(extra)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stdout = child.stdout.take().expect("stdout");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stdout, &mut text);
        text
    });
    let status_file = format!("/proc/{}/status", child.id());
    let started = std::time::Instant::now();
    let mut peak_kb = 0u64;
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if started.elapsed() > std::time::Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the match was still running after 60 s");
        }
        if let Ok(st) = std::fs::read_to_string(&status_file)
            && let Some(kb) = st
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        {
            peak_kb = peak_kb.max(kb);
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let text = reader.join().expect("reader");
    (status.success(), text, peak_kb)
}

/// A player that cannot be started, or is no engine at all, is found before the first
/// game: the match refuses to start (a typing slip in a path is not a won match).
#[test]
fn a_player_that_does_not_start_stops_the_match_before_it_begins() {
    let dir = scratch("nostart");
    // A program that does not exist, with arguments passed inside the one word.
    let missing = format!("uci:{} --flag", dir.join("missing").display());
    // A program that exits at once, without the handshake.
    let quitter = dir.join("quitter");
    std::fs::write(&quitter, "#!/bin/sh\nexit 0\n").expect("write");
    make_executable(&quitter);
    let quitter = format!("uci:{}", quitter.display());
    for (a, b, who, why) in [
        (missing.as_str(), "random", "player a", "could not start"),
        ("random", quitter.as_str(), "player b", "crashed"),
    ] {
        let out = output_within(
            Command::new(SHUURO).args(["match", "--mini", "--games", "2", "--a", a, "--b", b]),
            HANG,
            "shuuro match",
        );
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
        assert!(stdout.is_empty(), "no game is played: {stdout}");
        assert!(
            stderr.contains(who) && stderr.contains(why),
            "{who}, {why}: {stderr}"
        );
    }
}

#[test]
fn colour_swapped_pairs_start_alike() {
    // Two engines of the same kind: the pair's two games have the same fight start.
    let lines = run_match(&[
        "--a",
        "engine:d1",
        "--b",
        "engine:d1",
        "--verbose",
        "--seed",
        "9",
    ]);
    let starts: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.trim().strip_prefix("fight: "))
        .map(|s| s.split(" moves").next().unwrap_or(s))
        .collect();
    assert_eq!(starts.len(), 2, "{lines:?}");
    assert_eq!(starts[0], starts[1]);
}

#[test]
fn bad_times_are_refused() {
    for (flag, value) in [("--movetime", "soon"), ("--grace", "later")] {
        let out = output_within(
            Command::new(SHUURO).args(["match", "--games", "1", flag, value]),
            HANG,
            "shuuro match",
        );
        assert!(!out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains(flag));
    }
}

#[test]
fn counts_of_zero_are_refused() {
    // No games, no fight plies or no jobs make no match: a usage error naming the flag,
    // not "elo 0 +/- 0".
    for (flag, value) in [
        ("--games", "0"),
        ("--max-plies", "0"),
        ("--jobs", "0"),
        ("--jobs", "17"),
    ] {
        let out = output_within(
            Command::new(SHUURO).args(["match", "--mini", flag, value]),
            HANG,
            "shuuro match",
        );
        assert_eq!(out.status.code(), Some(2), "{flag} {value}");
        assert!(out.stdout.is_empty(), "{flag} {value}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(flag),
            "{flag} {value}"
        );
    }
}

/// A player whose depth or node budget can't be searched is a usage error naming the
/// option and the reason (a depth of 99 999 was taken and searched for ever; a depth of
/// 0 was called an unknown player, exit 1).
#[test]
fn a_player_out_of_range_is_refused_with_the_reason() {
    for (flag, value, why) in [
        ("--a", "engine:d0", "depth must be 1 to 64"),
        ("--b", "engine:d99999", "depth must be 1 to 64"),
        ("--a", "engine:n0", "node budget must be above zero"),
        ("--b", "engine:0s", "time per move must be above zero"),
        ("--a", "engine:soon", "unknown player"),
    ] {
        let out = output_within(
            Command::new(SHUURO).args(["match", "--mini", "--games", "1", flag, value]),
            HANG,
            "shuuro match",
        );
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{flag} {value}: {stderr}");
        assert!(out.stdout.is_empty(), "{flag} {value}");
        assert!(
            stderr.contains(flag) && stderr.contains(value) && stderr.contains(why),
            "{flag} {value}: {stderr}"
        );
    }
}

/// Two draws: the Elo is 0 (never "-0"), and its margin is wide, not "+/- 0".
#[test]
fn all_draws_read_as_zero_with_a_wide_margin() {
    // One fight ply and the cap: a draw (the seed makes the games the same on every run).
    let out = output_within(
        Command::new(SHUURO)
            .args([
                "match",
                "--mini",
                "--games",
                "2",
                "--max-plies",
                "1",
                "--seed",
                "1",
            ])
            .args(["--a", "random", "--b", "random"]),
        HANG,
        "shuuro match",
    );
    assert!(out.status.success());
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    assert_eq!(tally(&lines), (0, 2, 0), "{lines:?}");
    let elo_line = &lines[lines.len() - 2];
    let margin: f64 = elo_line
        .strip_prefix("elo 0 +/- ")
        .unwrap_or_else(|| panic!("{elo_line}"))
        .parse()
        .expect("a number");
    assert!(margin > 100.0, "{elo_line}");
}

#[test]
fn a_match_on_a_clock_asks_with_the_clock_and_a_slow_engine_flags() {
    let dir = scratch("clock");
    // The engine itself behind a tap that keeps what the runner sends it.
    let log = dir.join("sent");
    let tap = dir.join("tap");
    std::fs::write(
        &tap,
        format!("#!/bin/sh\ntee -a {} | {SHUURO} engine\n", log.display()),
    )
    .expect("write tap");
    make_executable(&tap);
    let b = format!("uci:{}", tap.display());
    // 0.05 minutes (3 s) and 50 ms a move for each side: room enough on a loaded machine
    // (1.2 s once flagged while other tests and matches ran).
    let lines = run_match(&["--a", "engine:0.05s", "--b", &b, "--tc", "0.05+0.05"]);
    let (w, d, l) = tally(&lines);
    assert_eq!(w + d + l, 2, "{lines:?}");
    assert!(lines.iter().all(|l| !l.contains("(time")), "{lines:?}");
    let sent = std::fs::read_to_string(&log).expect("log");
    assert!(sent.contains("go wtime "), "{sent}");
    assert!(sent.contains(" winc 50 binc 50"), "{sent}");
    assert!(!sent.contains("go movetime"), "{sent}");
    // An engine that answers after a second on a 0.3 s clock loses on time.
    let slow = fake_engine(&dir, "slow", "sleep 1; echo 'bestmove a1a1'");
    let b = format!("uci:{}", slow.display());
    let lines = run_match(&["--a", "engine:n200", "--b", &b, "--tc", "0.005+0"]);
    assert_eq!(tally(&lines), (2, 0, 0), "{lines:?}");
    assert!(lines.iter().any(|l| l.contains("(time")), "{lines:?}");
}

#[test]
fn an_sprt_stops_the_match_once_decided() {
    // The engine against the random mover: a few pairs accept H1, long before 40 games.
    let out = output_within(
        Command::new(SHUURO)
            .args(["match", "--mini", "--max-plies", "30", "--games", "40"])
            .args(["--a", "engine:n300", "--b", "random", "--sprt", "0,100"]),
        HANG,
        "shuuro match",
    );
    assert!(out.status.success());
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    let (w, d, l) = tally(&lines);
    assert!(w + d + l < 40 && l == 0, "{lines:?}");
    let n = lines.len();
    assert!(
        lines[n - 3].starts_with("sprt elo0 0 elo1 100"),
        "{lines:?}"
    );
    assert!(lines[n - 3].contains("H1 accepted"), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("llr ")), "{lines:?}");
}

/// A non-regression test has a negative elo0, typed as players type it: `--sprt -10,0`
/// (it was taken for an unknown option `-1`).
#[test]
fn an_sprt_takes_a_negative_elo0_after_a_space() {
    let out = output_within(
        Command::new(SHUURO)
            .args(["match", "--mini", "--max-plies", "30", "--games", "40"])
            .args(["--a", "engine:n300", "--b", "random", "--sprt", "-100,0"]),
        HANG,
        "shuuro match",
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("sprt elo0 -100 elo1 0")),
        "{stdout}"
    );
}

#[test]
fn bad_clocks_and_tests_are_refused() {
    for (flag, value) in [
        ("--tc", "1"),
        ("--tc", "0+1"),
        ("--sprt", "10,0"),
        ("--sprt", "x"),
    ] {
        let out = output_within(
            Command::new(SHUURO).args(["match", "--games", "1", flag, value]),
            HANG,
            "shuuro match",
        );
        assert!(!out.status.success(), "{flag} {value}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(flag),
            "{flag} {value}"
        );
    }
}

/// A fake engine with its own `case` arms (shell) before the handshake's, for commands
/// other than `go` (`army*) echo 'bestarmy ...' ;;`).
fn fake_engine_with(dir: &Path, name: &str, arms: &str) -> PathBuf {
    let path = dir.join(name);
    let script = format!(
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n{arms}\n    uci) echo 'id name fake'; echo uciok ;;\n    isready) echo readyok ;;\n    quit) exit 0 ;;\n  esac\ndone\n"
    );
    std::fs::write(&path, script).expect("write script");
    make_executable(&path);
    path
}

/// FORMAT.md §5: under `--army-b own` a `uci:` player whose `bestarmy` is not a valid
/// army (no King, over the roster's limits, not letters of pieces) loses that game, and
/// the game's line says why; it never plays a drawn army instead.
#[test]
fn an_invalid_bestarmy_under_its_own_army_loses_and_says_why() {
    let dir = scratch("bad-army");
    let cases = [
        ("no-king", "QQQQ", "no King"),
        ("too-many", "KQQQQQQQQQQ", "Queens, at most"),
        ("not-letters", "banana", "banana"),
    ];
    for (name, army, why) in cases {
        let arms =
            format!("    army*) echo 'bestarmy {army}' ;;\n    go*) echo 'bestmove a1a1' ;;");
        let path = fake_engine_with(&dir, name, &arms);
        let b = format!("uci:{}", path.display());
        for own in ["--army-b", "--army-a"] {
            let (a, b) = if own == "--army-b" {
                ("engine:n200", b.as_str())
            } else {
                (b.as_str(), "engine:n200")
            };
            let lines = run_match(&["--a", a, "--b", b, own, "own"]);
            let expected = if own == "--army-b" {
                (2, 0, 0)
            } else {
                (0, 0, 2)
            };
            assert_eq!(tally(&lines), expected, "{name} {own}: {lines:?}");
            let games: Vec<&String> = lines.iter().filter(|l| l.starts_with("game ")).collect();
            assert_eq!(games.len(), 2, "{lines:?}");
            for line in games {
                assert!(
                    line.contains("choosing its army") && line.contains(why),
                    "{name} {own}: {line}"
                );
                assert!(!line.contains("illegal answer"), "{name} {own}: {line}");
            }
        }
    }
}

/// Whether process `pid` is gone (no such process, or a zombie waiting to be reaped).
#[cfg(target_os = "linux")]
fn process_gone(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        // "pid (name) S ...": the state follows the name's closing parenthesis.
        Ok(stat) => stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with(['Z', 'X'])),
    }
}

/// A `uci:` player's own child processes end with it: a player script that starts a
/// `sleep` leaves none behind once the match is over (the runner ends the player's whole
/// process group), checked with a deadline.
#[cfg(target_os = "linux")]
#[test]
fn a_players_own_children_end_with_the_match() {
    let dir = scratch("children");
    let pids = dir.join("pids");
    let arms = format!(
        "    ucinewgame) sleep 300 & echo $! >> '{}' ;;\n    go*) echo 'bestmove a1a1' ;;",
        pids.display()
    );
    let path = fake_engine_with(&dir, "spawner", &arms);
    let b = format!("uci:{}", path.display());
    let lines = run_match(&["--a", "engine:n200", "--b", &b]);
    assert_eq!(tally(&lines), (2, 0, 0), "{lines:?}");
    let started: Vec<u32> = std::fs::read_to_string(&pids)
        .expect("the player wrote the pids of its children")
        .lines()
        .map(|l| l.trim().parse().expect("a pid"))
        .collect();
    // One per game, and one for the check that the player starts at all.
    assert!(
        started.len() >= 2,
        "one child per game at least: {started:?}"
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let mut left: Vec<u32> = started.clone();
    while !left.is_empty() && std::time::Instant::now() < deadline {
        left.retain(|&pid| !process_gone(pid));
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    for &pid in &left {
        // Cleaned up so a failed run leaves nothing behind either.
        let _ = Command::new("kill").arg(pid.to_string()).status();
    }
    assert!(left.is_empty(), "still running after the match: {left:?}");
}
