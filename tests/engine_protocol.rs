//! `shuuro engine` driven through a pipe, as other programs drive it (FORMAT.md §5): every
//! command, and bad input of every kind. Timeouts are generous and only stop a broken
//! engine from hanging the tests; nothing asserts on how long anything took.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use shuuro::rules::deploy::Deployment;
use shuuro::rules::{Move, Piece, Position, Square, sfen};

const WAIT: Duration = Duration::from_secs(60);
const MINI: &str = "1rnkb1/pp1_.pp/6/6/PP_.P1P/RBK1N1 b - 17";
const E1: &str = "r2kqrb3qn/1_.1ppp1ppb2/pnr1p3_.n2/6p3p1/1bp1_.4p1p/10_.1/4B7/1N2_.7/P2P4P2P/4P2_N1PP1/1P_.2PPPRP1Q/QRB2RKB2_N1 b - 89";
const DEPLOY: &str =
    "12/1_.10/8_.3/12/4_.7/10_.1/12/4_.7/12/7_.4/2_.9/10_.1 w k2q3r3b3n12pK2Q3R3B3N12P 1";

struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Engine {
    fn start() -> Engine {
        Engine::start_with(&[])
    }

    /// `shuuro engine` with `args` after `engine`.
    fn start_with(args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_shuuro"))
            .arg("engine")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the engine starts");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Engine {
            child,
            stdin,
            lines: rx,
            seen: Vec::new(),
        }
    }

    fn send(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin.write_all(text.as_bytes()).expect("write");
        stdin.write_all(b"\n").expect("write");
        stdin.flush().expect("flush");
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin.write_all(bytes).expect("write");
        stdin.flush().expect("flush");
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut got = Vec::new();
        loop {
            match self.lines.recv_timeout(WAIT) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    let done = line.starts_with(prefix);
                    got.push(line);
                    if done {
                        return got;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no {prefix:?} from the engine; it said {:?}", self.seen)
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!(
                        "the engine ended before {prefix:?}; it said {:?}",
                        self.seen
                    )
                }
            }
        }
    }

    fn bestmove(&mut self) -> (Vec<String>, String) {
        let lines = self.until("bestmove ");
        let best = lines.last().expect("a line")["bestmove ".len()..].to_string();
        (lines, best)
    }

    /// Sends `isready` and returns what came before `readyok`.
    fn sync(&mut self) -> Vec<String> {
        self.send("isready");
        self.until("readyok")
    }

    fn close_and_wait(mut self) -> std::process::ExitStatus {
        drop(self.stdin.take());
        for _ in 0..600 {
            if let Some(status) = self.child.try_wait().expect("wait") {
                return status;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = self.child.kill();
        panic!("the engine did not exit at the end of its input");
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn position(s: &str) -> Position {
    Position::from_setup(&sfen::parse(s).expect("SFEN")).expect("fight position")
}

fn assert_legal(sfen_text: &str, moves: &[&str], best: &str) {
    let mut pos = position(sfen_text);
    for m in moves {
        pos.play_unchecked(m.parse().expect("move"));
    }
    let m: Move = best.parse().expect("bestmove is long algebraic");
    assert!(
        pos.legal_moves().contains(&m),
        "{best} is not legal in {}",
        pos.to_sfen()
    );
}

fn info_strings(lines: &[String]) -> Vec<&String> {
    lines
        .iter()
        .filter(|l| l.starts_with("info string "))
        .collect()
}

#[test]
fn uci_isready_and_the_hash_option() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(lines[0].starts_with("id name shuuro"), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("id author ")));
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Hash type spin default "))
    );
    assert!(e.sync().iter().all(|l| l == "readyok"));
    e.send("setoption name Hash value 2");
    assert_eq!(e.sync(), vec!["readyok"]);
    for bad in [
        "setoption name Hash value lots",
        "setoption name Hash value 0",
        "setoption name Hash",
        "setoption name Colour value blue",
        "setoption",
    ] {
        e.send(bad);
        let lines = e.sync();
        assert_eq!(info_strings(&lines).len(), 1, "{bad}: {lines:?}");
    }
    e.send("quit");
    assert!(e.close_and_wait().success());
}

/// `uci` lists `Threads` (1 to the cores, default 1); `setoption name Threads` takes a
/// count in that range (anything else is an `info string`), and searches with it play
/// legal moves; `--threads` sets it from the start.
#[test]
fn the_threads_option() {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok");
    let want = format!("option name Threads type spin default 1 min 1 max {cores}");
    assert!(lines.contains(&want), "{lines:?}");
    e.send("setoption name Threads value 1");
    assert_eq!(e.sync(), vec!["readyok"]);
    e.send(&format!("setoption name threads value {cores}"));
    assert_eq!(e.sync(), vec!["readyok"]);
    e.send(&format!("position sfen {E1}"));
    e.send("go depth 4");
    let (_, best) = e.bestmove();
    assert_legal(E1, &[], &best);
    for bad in [
        "setoption name Threads value 0".to_string(),
        format!("setoption name Threads value {}", cores + 1),
        "setoption name Threads value many".to_string(),
        "setoption name Threads".to_string(),
    ] {
        e.send(&bad);
        let lines = e.sync();
        let said = info_strings(&lines);
        assert_eq!(said.len(), 1, "{bad}: {lines:?}");
        assert!(said[0].contains("Threads"), "{bad}: {lines:?}");
    }
    e.send("quit");
    assert!(e.close_and_wait().success());

    let mut e = Engine::start_with(&["--threads", "2"]);
    e.send(&format!("position sfen {E1}"));
    e.send("go nodes 20000");
    let (_, best) = e.bestmove();
    assert_legal(E1, &[], &best);
    e.send("quit");
    assert!(e.close_and_wait().success());
}

#[test]
fn go_depth_gives_info_for_every_depth_and_a_legal_move() {
    let mut e = Engine::start();
    e.send(&format!("position sfen {E1}"));
    e.send("go depth 3");
    let (lines, best) = e.bestmove();
    assert_legal(E1, &[], &best);
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(infos.len(), 3, "{lines:?}");
    for (i, info) in infos.iter().enumerate() {
        let w: Vec<&str> = info.split_whitespace().collect();
        assert_eq!(w[2], (i + 1).to_string());
        for key in ["score", "nodes", "nps", "time", "pv"] {
            assert!(w.contains(&key), "{key} missing in {info}");
        }
        let s = w.iter().position(|&x| x == "score").expect("score");
        assert!(matches!(w[s + 1], "cp" | "mate"));
        assert!(w[s + 2].parse::<i32>().is_ok());
        let pv = w.iter().position(|&x| x == "pv").expect("pv");
        // The pv is a line of legal moves starting with the move searched first.
        let mut pos = position(E1);
        for m in &w[pv + 1..] {
            let m: Move = m.parse().expect("pv move");
            assert!(pos.legal_moves().contains(&m), "{info}");
            pos.play_unchecked(m);
        }
    }
    let last_pv = infos
        .last()
        .expect("info")
        .split(" pv ")
        .nth(1)
        .expect("pv");
    assert_eq!(last_pv.split(' ').next(), Some(best.as_str()));
}

#[test]
fn a_search_stopped_inside_a_depth_reports_the_whole_search_last() {
    // From E1, depth 5 ends after about 15 000 nodes and depth 6 after about 37 000: a
    // limit of 30 000 stops the search inside depth 6.
    let mut e = Engine::start();
    e.send(&format!("position sfen {E1}"));
    e.send("go nodes 30000");
    let (lines, best) = e.bestmove();
    let infos: Vec<Vec<&str>> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .map(|l| l.split_whitespace().collect())
        .collect();
    let field = |w: &[&str], key: &str| -> u64 {
        let i = w.iter().position(|&x| x == key).expect("key");
        w[i + 1].parse().expect("number")
    };
    let [.., finished, last] = &infos[..] else {
        panic!("too few info lines: {lines:?}")
    };
    assert_eq!(field(last, "depth"), field(finished, "depth"), "{lines:?}");
    assert!(field(finished, "nodes") < 30_000, "{lines:?}");
    assert!(field(last, "nodes") >= 30_000, "{lines:?}");
    let pv = last.iter().position(|&x| x == "pv").expect("pv");
    assert_eq!(last[pv + 1], best, "{lines:?}");
    let mut pos = position(E1);
    for m in &last[pv + 1..] {
        let m: Move = m.parse().expect("pv move");
        assert!(pos.legal_moves().contains(&m), "{lines:?}");
        pos.play_unchecked(m);
    }
}

#[test]
fn every_kind_of_go() {
    let mut e = Engine::start();
    e.send("ucinewgame");
    let moves = ["a5a4", "b2b3"];
    e.send(&format!("position sfen {MINI} moves {}", moves.join(" ")));
    for go in [
        "go movetime 50",
        "go nodes 2000",
        "go wtime 1000 btime 1000",
        "go wtime 500 btime 800 winc 20 binc 20",
        "go wtime 0 btime 0",
        "go wtime -50 btime -50 movestogo 5",
        "go depth 2 movetime 10000",
    ] {
        e.send(go);
        let (_, best) = e.bestmove();
        assert_legal(MINI, &moves, &best);
    }
}

#[test]
fn infinite_thinks_until_stop_and_answers_isready_meanwhile() {
    let mut e = Engine::start();
    e.send(&format!("position sfen {MINI}"));
    e.send("go infinite");
    // Still thinking: isready is answered and no bestmove comes before it.
    let before = e.sync();
    assert!(
        before.iter().all(|l| !l.starts_with("bestmove")),
        "{before:?}"
    );
    e.send("stop");
    let (_, best) = e.bestmove();
    assert_legal(MINI, &[], &best);
    // A bare go is infinite too; a stop without a search says nothing.
    e.send("go");
    assert!(e.sync().iter().all(|l| !l.starts_with("bestmove")));
    e.send("stop");
    e.bestmove();
    e.send("stop");
    assert_eq!(e.sync(), vec!["readyok"]);
}

/// FORMAT.md §5: a `position` or `go` that arrives during a search ends that search first:
/// its `bestmove` (for the position it searched) comes before the new command is carried
/// out, whether the new position reads or not.
#[test]
fn a_position_or_go_during_a_search_ends_it_first() {
    let mut e = Engine::start();
    e.send(&format!("position sfen {E1}"));
    e.send("go infinite");
    e.send(&format!("position sfen {MINI}"));
    let before = e.sync();
    let best = before
        .iter()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("no bestmove before readyok: {before:?}"));
    assert_legal(E1, &[], best);
    // The new position stands: the next search is of it.
    e.send("go depth 2");
    let (_, best) = e.bestmove();
    assert_legal(MINI, &[], &best);

    // An unreadable position ends the search too (and the engine keeps its position).
    e.send("go infinite");
    e.send("position sfen garbage");
    let before = e.sync();
    let best = before
        .iter()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("no bestmove before readyok: {before:?}"));
    assert_legal(MINI, &[], best);
    assert_eq!(info_strings(&before).len(), 1, "{before:?}");

    // A go during a search: one bestmove for each go.
    e.send("go infinite");
    e.send("go depth 1");
    let (_, first) = e.bestmove();
    let (_, second) = e.bestmove();
    assert_legal(MINI, &[], &first);
    assert_legal(MINI, &[], &second);
    assert_eq!(e.sync(), vec!["readyok"]);
}

/// FORMAT.md §4: readers ignore anything after the SFEN's fourth field. The engine does,
/// and says so, so that `move e2e4` (for `moves e2e4`) is not dropped in silence.
#[test]
fn words_after_the_sfen_are_ignored_and_said() {
    let mut e = Engine::start();
    e.send(&format!("position sfen {MINI} move c6d4"));
    let said = e.sync();
    let strings = info_strings(&said);
    assert!(
        strings.len() == 1 && strings[0].contains("\"move c6d4\""),
        "{said:?}"
    );
    // The position itself stands (the move was not played).
    e.send("go depth 1");
    let (_, best) = e.bestmove();
    assert_legal(MINI, &[], &best);
    // Four fields and moves: nothing to say.
    e.send(&format!("position sfen {MINI} moves c6d4"));
    assert_eq!(e.sync(), vec!["readyok"]);
}

/// A clock for the other side only is most likely a mistake: the engine says so, and
/// searches until `stop` as it would without any limit.
#[test]
fn a_go_without_the_clock_of_the_side_to_move_says_so() {
    let mut e = Engine::start();
    // Red to move, and only Blue's clock given.
    e.send(&format!("position sfen {MINI}"));
    e.send("go wtime 100 winc 10");
    let said = e.sync();
    let strings = info_strings(&said);
    assert!(
        strings.len() == 1 && strings[0].contains("btime") && strings[0].contains("Red"),
        "{said:?}"
    );
    e.send("stop");
    let (_, best) = e.bestmove();
    assert_legal(MINI, &[], &best);
    // With the side to move's clock there is nothing to say.
    e.send("go btime 100");
    let (lines, best) = e.bestmove();
    assert!(info_strings(&lines).is_empty(), "{lines:?}");
    assert_legal(MINI, &[], &best);
}

#[test]
fn stop_answers_a_long_search_and_quit_ends_it() {
    let mut e = Engine::start();
    e.send(&format!("position sfen {E1}"));
    e.send("go movetime 600000");
    e.send("stop");
    let (_, best) = e.bestmove();
    assert_legal(E1, &[], &best);
    e.send("go depth 60");
    e.send("quit");
    let (_, best) = e.bestmove();
    assert_legal(E1, &[], &best);
    assert!(e.close_and_wait().success());
}

#[test]
fn end_of_input_exits_cleanly_even_while_thinking() {
    let mut e = Engine::start();
    e.send(&format!("position sfen {E1}"));
    e.send("go infinite");
    e.sync();
    drop(e.stdin.take());
    let (_, best) = e.bestmove();
    assert_legal(E1, &[], &best);
    assert!(e.close_and_wait().success());

    let e = Engine::start();
    assert!(e.close_and_wait().success());
}

#[test]
fn deployment_positions_and_placements() {
    let mut e = Engine::start();
    e.send(&format!("position sfen {DEPLOY} moves K@f1 k@g12 Q@e1"));
    e.send("go movetime 100");
    let (lines, best) = e.bestmove();
    assert!(lines.iter().any(|l| l.starts_with("info depth 1 ")));
    // Then the fights of the best placements are searched, and the answer is that pick.
    let searched = lines
        .iter()
        .find(|l| l.starts_with("info depth 2 "))
        .expect("the searched placement's line");
    assert!(searched.ends_with(&format!("pv {best}")), "{lines:?}");
    let (p, sq) = best.split_once('@').expect("a placement");
    let piece = Piece::from_char(p.chars().next().expect("letter")).expect("piece");
    let square: Square = sq.parse().expect("square");
    let mut d = Deployment::from_setup(&sfen::parse(DEPLOY).expect("sfen"), false).expect("d");
    for (p, s) in [("K", "f1"), ("k", "g12"), ("Q", "e1")] {
        let piece = Piece::from_char(p.chars().next().expect("c")).expect("piece");
        d.place(piece, s.parse().expect("square")).expect("legal");
    }
    assert!(d.check_place(piece, square).is_ok(), "{best}");

    // A longer legal deployment; then refused placements keep it.
    e.send(&format!(
        "position sfen {DEPLOY} moves K@f1 k@g12 Q@e1 r@a12 R@a1"
    ));
    e.send(&format!("position sfen {DEPLOY} moves K@f5"));
    e.send(&format!("position sfen {DEPLOY} moves Kf1"));
    e.send(&format!("position sfen {DEPLOY} moves X@f1"));
    e.send(&format!("position sfen {DEPLOY} moves K@z99"));
    let lines = e.sync();
    assert_eq!(info_strings(&lines).len(), 4, "{lines:?}");
    e.send("go movetime 50");
    let (_, best) = e.bestmove();
    assert!(best.starts_with(['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p']));
    assert!(best.contains('@'));
}

#[test]
fn over_and_empty_positions_answer_none() {
    let mut e = Engine::start();
    // No position yet.
    e.send("go depth 1");
    let (lines, best) = e.bestmove();
    assert_eq!(best, "(none)");
    assert_eq!(info_strings(&lines).len(), 1);
    // Checkmated, and King against King.
    for s in ["k5/1Q4/2K3/6/6/6 b - 30", "k5/6/K5/6/6/6 w - 30"] {
        e.send(&format!("position sfen {s}"));
        e.send("go movetime 50");
        let (lines, best) = e.bestmove();
        assert_eq!(best, "(none)", "{s}");
        assert_eq!(info_strings(&lines).len(), 1);
    }
    // A mate in one is reported as one.
    e.send("position sfen k5/6/2K3/6/6/1Q4 w - 30");
    e.send("go depth 4");
    let (lines, best) = e.bestmove();
    assert_eq!(best, "b1b5");
    assert!(
        lines.iter().any(|l| l.contains(" score mate 1 ")),
        "{lines:?}"
    );
}

#[test]
fn bad_input_of_every_kind_is_answered_and_survived() {
    let mut e = Engine::start();
    e.send(&format!("position sfen {MINI} moves a5a4"));
    let bad = [
        "hello engine",
        "position",
        "position startpos",
        "position sfen",
        "position sfen not/a/board w - 1",
        // Two Blue Kings.
        "position sfen 1rnkb1/pp1_.pp/6/6/PP_.P1P/RBK1K1 b - 17",
        // An illegal move after a legal one, a move that is no move, a move after mate.
        &format!("position sfen {MINI} moves a5a4 a2a6"),
        &format!("position sfen {MINI} moves a5a4 zz"),
        "position sfen k5/1Q4/2K3/6/6/6 b - 30 moves a6a5",
        &"x".repeat(10 * 1024),
        &format!("position sfen {MINI} moves {}", "a5a4 ".repeat(2000)),
    ];
    for line in bad {
        e.send(line);
        let lines = e.sync();
        assert_eq!(info_strings(&lines).len(), 1, "{line:.60}: {lines:?}");
    }
    // Not UTF-8, a carriage return, and a line longer than any command.
    e.send_bytes(b"\xff\xfe go\n");
    assert_eq!(info_strings(&e.sync()).len(), 1);
    e.send_bytes(b"isready\r\n");
    e.until("readyok");
    e.send(&"y".repeat(2 << 20));
    assert_eq!(info_strings(&e.sync()).len(), 1);
    // The position before all that is still the one searched.
    e.send("go depth 2");
    let (_, best) = e.bestmove();
    assert_legal(MINI, &["a5a4"], &best);
    e.send("quit");
    assert!(e.close_and_wait().success());
}

/// FORMAT.md §5: every `go` gets exactly one `bestmove`, a refused one too: an `info
/// string` says why, then `bestmove` answers as for the shortest search (or `(none)`).
#[test]
fn a_refused_go_gets_one_bestmove_after_an_info_string() {
    let mut e = Engine::start();
    // No position: the answer is `(none)`, after the refusal.
    e.send("go depth 0");
    let lines = e.sync();
    let bests: Vec<&String> = lines.iter().filter(|l| l.starts_with("bestmove")).collect();
    assert_eq!(bests, ["bestmove (none)"], "{lines:?}");
    assert!(lines[0].starts_with("info string go: depth"), "{lines:?}");

    e.send(&format!("position sfen {MINI} moves a5a4"));
    let refused = [
        ("go movetime 0", "movetime"),
        ("go depth 0", "depth"),
        ("go nodes 0", "nodes"),
        ("go movetime -5", "movetime"),
        ("go nodes -5", "nodes"),
        ("go depth four", "depth"),
        ("go movetime soon", "movetime"),
        ("go depth", "depth"),
        ("go wtime x btime 1000", "wtime"),
        ("go sideways", "sideways"),
    ];
    for (line, why) in refused {
        e.send(line);
        // Everything the engine says about it comes before `readyok`.
        let lines = e.sync();
        let bests: Vec<&str> = lines
            .iter()
            .filter_map(|l| l.strip_prefix("bestmove "))
            .collect();
        assert_eq!(bests.len(), 1, "{line}: {lines:?}");
        assert_legal(MINI, &["a5a4"], bests[0]);
        let said = info_strings(&lines);
        assert_eq!(said.len(), 1, "{line}: {lines:?}");
        assert!(
            said[0].starts_with("info string go: ") && said[0].contains(why),
            "{line}: {said:?}"
        );
        let said_at = lines
            .iter()
            .position(|l| l.starts_with("info string"))
            .unwrap();
        let best_at = lines
            .iter()
            .position(|l| l.starts_with("bestmove"))
            .unwrap();
        assert!(
            said_at < best_at,
            "{line}: the reason comes first: {lines:?}"
        );
    }

    // During a search: that search's bestmove, then the refusal's.
    e.send("go infinite");
    e.send("go movetime 0");
    let lines = e.sync();
    let bests: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect();
    assert_eq!(bests.len(), 2, "{lines:?}");
    for best in bests {
        assert_legal(MINI, &["a5a4"], best);
    }
    // A deployment position is answered with a placement.
    e.send(&format!("position sfen {DEPLOY}"));
    e.send("go nodes 0");
    let (lines, best) = e.bestmove();
    assert_eq!(info_strings(&lines).len(), 1, "{lines:?}");
    let (p, sq) = best.split_once('@').expect("a placement");
    let piece = Piece::from_char(p.chars().next().expect("letter")).expect("piece");
    let d = Deployment::from_setup(&sfen::parse(DEPLOY).expect("sfen"), false).expect("d");
    assert!(
        d.check_place(piece, sq.parse().expect("square")).is_ok(),
        "{best}"
    );
    assert_eq!(e.sync(), vec!["readyok"]);
}

/// The army of a `bestarmy` line, checked against the roster and budget.
fn best_army(lines: &[String], roster: &str, budget: u32) -> shuuro::rules::Army {
    let last = lines.last().expect("a line");
    let letters = last.strip_prefix("bestarmy ").expect("a bestarmy line");
    let army: shuuro::rules::Army = letters.parse().expect("army letters");
    assert_eq!(letters, army.to_string(), "capitals in K Q R B N P order");
    let r = shuuro::rules::roster::Roster::builtin(roster).expect("built-in");
    assert_eq!(r.validate(&army, budget), Ok(()), "{letters}");
    army
}

#[test]
fn army_answers_a_valid_army_for_every_builtin_roster_and_budget() {
    let mut e = Engine::start();
    for (roster, budget, board) in [
        ("standard", 800, ""),
        ("standard", 500, " board 12"),
        ("mini", 200, " board 6"),
        ("no-limits", 800, ""),
        ("tabletop", 650, ""),
    ] {
        e.send(&format!("army roster {roster} budget {budget}{board}"));
        let lines = e.until("bestarmy ");
        let army = best_army(&lines, roster, budget);
        assert_eq!(army.count(shuuro::rules::Role::King), 1);
    }
    // Under Scouts the plinths are given; Knights may stand on those in its rows.
    e.send("army roster mini budget 200 board 6 plinths b2,e2,c5");
    let lines = e.until("bestarmy ");
    best_army(&lines, "mini", 200);
    // The engine still answers after it.
    assert!(e.sync().iter().all(|l| !l.starts_with("bestarmy")));
}

#[test]
fn army_refuses_what_it_cannot_answer_with_an_info_string() {
    let mut e = Engine::start();
    for bad in [
        "army",
        "army roster standard",
        "army budget 800",
        "army roster standard budget lots",
        "army roster nope budget 800",
        "army roster mini budget 200 board 12",
        "army roster standard budget 800 board 7",
        "army roster mini budget 200 plinths z9",
        "army roster mini budget 200 plinths k11",
        "army roster standard budget 800 colour blue",
        "army roster mini budget 200 board 6 plinths a1,a1",
    ] {
        e.send(bad);
        let lines = e.sync();
        assert!(
            lines.iter().any(|l| l.starts_with("info string army")),
            "{bad}: {lines:?}"
        );
        assert!(
            lines.iter().all(|l| !l.starts_with("bestarmy")),
            "{bad}: {lines:?}"
        );
    }
    // Each message names what is wrong, not only the command's shape.
    for (bad, says) in [
        (
            "army roster standard budget 99999999999",
            "budget needs a whole number from 0 to 4294967295, not \"99999999999\"",
        ),
        (
            "army roster standard budget 800 board twelve",
            "board needs 12, 8 or 6, not \"twelve\"",
        ),
        ("army roster mini budget 200 plinths z9", "plinths: \"z9\""),
        (
            "army roster mini budget 200 plinths a1,a1",
            "plinth a1 named twice",
        ),
        (
            "army roster standard budget 800 colour blue",
            "unknown word \"colour\"",
        ),
    ] {
        e.send(bad);
        let lines = e.sync();
        assert!(
            lines.iter().any(|l| l.contains(says)),
            "{bad}: {says}: {lines:?}"
        );
    }
}

/// The words of the `info depth` lines of `lines`.
fn depth_infos(lines: &[String]) -> Vec<Vec<&str>> {
    lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .map(|l| l.split_whitespace().collect())
        .collect()
}

/// The word after `key` in an info line's words.
fn after<'a>(words: &[&'a str], key: &str) -> Option<&'a str> {
    let i = words.iter().position(|&w| w == key)?;
    words.get(i + 1).copied()
}

#[test]
fn uci_lists_level_and_multipv_and_bad_values_are_said() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(
        lines.contains(&"option name Level type spin default 8 min 1 max 8".to_string()),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name MultiPV type spin default 1 min 1 max ")),
        "{lines:?}"
    );
    for good in [
        "setoption name Level value 1",
        "setoption name level value 8",
        "setoption name MultiPV value 4",
        "setoption name multipv value 1",
    ] {
        e.send(good);
        assert_eq!(e.sync(), vec!["readyok"], "{good}");
    }
    for (bad, option) in [
        ("setoption name Level value 0", "Level"),
        ("setoption name Level value 9", "Level"),
        ("setoption name Level value strong", "Level"),
        ("setoption name Level", "Level"),
        ("setoption name MultiPV value 0", "MultiPV"),
        ("setoption name MultiPV value 100000", "MultiPV"),
        ("setoption name MultiPV value all", "MultiPV"),
    ] {
        e.send(bad);
        let lines = e.sync();
        let said = info_strings(&lines);
        assert_eq!(said.len(), 1, "{bad}: {lines:?}");
        assert!(said[0].contains(option), "{bad}: {lines:?}");
    }
}

/// With `MultiPV 3` every finished depth gives lines 1, 2 and 3 (the word `multipv` before
/// `score`), three different first moves, and `bestmove` is line 1's move; with 1 again
/// the lines carry no `multipv`.
#[test]
fn multipv_gives_the_best_lines_of_every_depth_and_bestmove_is_line_one() {
    let mut e = Engine::start();
    e.send("setoption name MultiPV value 3");
    e.send(&format!("position sfen {E1}"));
    e.send("go depth 3");
    let (lines, best) = e.bestmove();
    let infos = depth_infos(&lines);
    assert_eq!(infos.len(), 9, "{lines:?}");
    for (i, info) in infos.iter().enumerate() {
        assert_eq!(after(info, "depth"), Some((i / 3 + 1).to_string().as_str()));
        assert_eq!(
            after(info, "multipv"),
            Some((i % 3 + 1).to_string().as_str())
        );
        let m = info.iter().position(|&w| w == "multipv").expect("multipv");
        assert_eq!(info[m + 2], "score", "multipv comes before score: {info:?}");
        let mut pos = position(E1);
        for m in &info[info.iter().position(|&w| w == "pv").expect("pv") + 1..] {
            let m: Move = m.parse().expect("pv move");
            assert!(pos.legal_moves().contains(&m), "{info:?}");
            pos.play_unchecked(m);
        }
    }
    let last_depth = &infos[6..];
    let firsts: Vec<&str> = last_depth.iter().filter_map(|i| after(i, "pv")).collect();
    assert_eq!(firsts[0], best);
    assert!(firsts[1] != firsts[0] && firsts[2] != firsts[0] && firsts[2] != firsts[1]);
    let score = |i: &Vec<&str>| -> i32 {
        let s = i.iter().position(|&w| w == "score").expect("score");
        i[s + 2].parse().expect("cp")
    };
    assert!(score(&last_depth[0]) >= score(&last_depth[1]), "{lines:?}");
    assert!(score(&last_depth[0]) >= score(&last_depth[2]), "{lines:?}");

    e.send("setoption name MultiPV value 1");
    e.send("go depth 2");
    let (lines, _) = e.bestmove();
    assert!(depth_infos(&lines).iter().all(|i| !i.contains(&"multipv")));
}

/// Level 8 is the full engine: at a fixed depth `--level 8` searches what the engine
/// searches without it, line for line.
#[test]
fn level_eight_is_the_full_engine() {
    let strip = |lines: Vec<String>| -> Vec<String> {
        lines
            .into_iter()
            .map(|l| {
                let mut keep = Vec::new();
                let mut words = l.split_whitespace();
                while let Some(word) = words.next() {
                    if matches!(word, "time" | "nps") {
                        words.next();
                    } else {
                        keep.push(word);
                    }
                }
                keep.join(" ")
            })
            .collect()
    };
    let mut runs = Vec::new();
    for args in [&[][..], &["--level", "8"][..]] {
        let mut e = Engine::start_with(args);
        e.send(&format!("position sfen {E1}"));
        e.send("go depth 4");
        runs.push(strip(e.bestmove().0));
    }
    assert_eq!(runs[0], runs[1]);
}

/// Every level answers every phase with something legal, and the same commands get the
/// same answers (the choice is seeded, never random).
#[test]
fn every_level_plays_every_phase_legally_and_the_same_way_twice() {
    for level in ["1", "4", "7"] {
        let mut answers = Vec::new();
        for _ in 0..2 {
            let mut e = Engine::start_with(&["--level", level]);
            let mut got = Vec::new();
            e.send("army roster standard budget 800");
            let lines = e.until("bestarmy ");
            best_army(&lines, "standard", 800);
            got.push(lines.last().expect("line").clone());
            e.send(&format!("position sfen {DEPLOY} moves K@f1 k@g12 Q@e1"));
            e.send("go depth 2");
            let (_, best) = e.bestmove();
            let (p, sq) = best.split_once('@').expect("a placement");
            let piece = Piece::from_char(p.chars().next().expect("letter")).expect("piece");
            let mut d =
                Deployment::from_setup(&sfen::parse(DEPLOY).expect("sfen"), false).expect("d");
            for (p, s) in [("K", "f1"), ("k", "g12"), ("Q", "e1")] {
                let piece = Piece::from_char(p.chars().next().expect("c")).expect("piece");
                d.place(piece, s.parse().expect("square")).expect("legal");
            }
            assert!(
                d.check_place(piece, sq.parse().expect("square")).is_ok(),
                "{best}"
            );
            got.push(best);
            let first = position(E1).legal_moves()[0].to_string();
            for played in [vec![], vec![first.as_str()]] {
                let moves = if played.is_empty() {
                    String::new()
                } else {
                    format!(" moves {}", played.join(" "))
                };
                e.send(&format!("position sfen {E1}{moves}"));
                e.send("go depth 3");
                let (_, best) = e.bestmove();
                assert_legal(E1, &played, &best);
                got.push(best);
            }
            e.send("quit");
            assert!(e.close_and_wait().success());
            answers.push(got);
        }
        assert_eq!(answers[0], answers[1], "level {level}");
    }
}
