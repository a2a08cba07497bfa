//! Differential fuzzing against the `shuuro` crate: random positions of one kind, their
//! legal fight moves or placement squares from our rules and from the crate (through the
//! oracle harness of `../shared/oracle`, run in batch: one process reads every SFEN on
//! its standard input), compared one by one (`tests/common/oracle.rs` says how).
//!
//! ```sh
//! cargo run --release --example oracle_fuzz -- ORACLE KIND POSITIONS [SEED] [--save FILE N]
//! ```
//!
//! - ORACLE: the harness binary (built outside the project, see its README), with its
//!   `batch` command.
//! - KIND: `fairy` (12×12 with the fairy pieces), `mini-fairy` (6×6), `eight` (8×8),
//!   `eight-fairy` (8×8 with them), or the rulebook's `standard` and `mini`.
//! - POSITIONS: how many positions to compare; SEED (default 1) draws them.
//! - `--save FILE N`: also writes the first N positions with the crate's answers, one
//!   `SFEN<TAB>answer` a line (the checked-in data of `tests/rules_fairy.rs`).
//! - `--print`: only prints the positions, one SFEN a line (ORACLE is not run): the
//!   candidates of the perft data.
//!
//! The positions: a third random placements (plinths, two Kings and up to a board's worth
//! of pieces anywhere, pawns off their first and last ranks, only leapers on plinths, the
//! side not to move not in check), a third taken along random games (armies bought at
//! random under the kind's roster, plinths rolled, a random deployment, then random
//! moves), a third deployments stopped at a random step. Prints the counts, the cases
//! left out by kind, and every mismatch (exit 1 if any).

#[path = "../tests/common/oracle.rs"]
mod oracle;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, ExitCode, Stdio};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use shuuro::rules::deploy::Deployment;
use shuuro::rules::plinths::{self, PlinthRoll};
use shuuro::rules::roster::Roster;
use shuuro::rules::setup::Setup;
use shuuro::rules::{
    Army, Bitboard, Board, BoardSize, BySide, Piece, Position, Role, Side, Square, sfen,
};

use oracle::{Verdict, compare};

/// One kind of position.
#[derive(Clone, Copy)]
struct Kind {
    size: BoardSize,
    fairy: bool,
}

impl Kind {
    fn parse(s: &str) -> Option<Kind> {
        let (size, fairy) = match s {
            "fairy" => (BoardSize::Twelve, true),
            "mini-fairy" => (BoardSize::Six, true),
            "eight" => (BoardSize::Eight, false),
            "eight-fairy" => (BoardSize::Eight, true),
            "standard" => (BoardSize::Twelve, false),
            "mini" => (BoardSize::Six, false),
            _ => return None,
        };
        Some(Kind { size, fairy })
    }

    fn roster(self) -> Roster {
        Roster::for_board(self.size, self.fairy)
    }

    fn roles(self) -> Vec<Role> {
        let mut r = vec![
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ];
        if self.fairy {
            r.extend(Role::FAIRY);
        }
        r
    }
}

fn random_square(rng: &mut StdRng, size: BoardSize) -> Square {
    let n = size.len();
    Square::new(rng.random_range(0..n), rng.random_range(0..n)).expect("on the board")
}

/// A random placement: plinths, two Kings, pieces anywhere they may stand.
fn random_placement(rng: &mut StdRng, kind: Kind) -> Option<Position> {
    let size = kind.size;
    let n = usize::from(size.len());
    let mut board = Board::empty(size);
    for _ in 0..rng.random_range(0..=n * 2 / 3) {
        board.set_plinth(random_square(rng, size), true);
    }
    let free = |b: &Board, sq: Square| !b.occupied().contains(sq) && !b.plinths().contains(sq);
    for side in Side::ALL {
        let sq = (0..100)
            .map(|_| random_square(rng, size))
            .find(|&s| free(&board, s))?;
        board.put(sq, Piece::new(side, Role::King));
    }
    let roles = kind.roles();
    for _ in 0..rng.random_range(0..=n * n / 4) {
        let role = roles[rng.random_range(0..roles.len())];
        let side = if rng.random_bool(0.5) {
            Side::Blue
        } else {
            Side::Red
        };
        let sq = random_square(rng, size);
        if board.occupied().contains(sq)
            || (board.plinths().contains(sq) && !role.stands_on_plinths())
        {
            continue;
        }
        let row = sq.row_of(side, size);
        if role == Role::Pawn && (row == 1 || row == size.len()) {
            continue;
        }
        board.put(sq, Piece::new(side, role));
    }
    let turn = if rng.random_bool(0.5) {
        Side::Blue
    } else {
        Side::Red
    };
    let setup = Setup {
        board,
        hands: BySide::default(),
        turn,
        ply: 60,
    };
    Position::from_setup(&setup)
        .ok()
        .filter(|p| !p.can_capture_king())
}

/// An army bought at random under `roster`.
fn random_army(rng: &mut StdRng, roster: &Roster) -> Army {
    let mut army: Army = "K".parse().expect("a King");
    let mut spent = 0;
    let roles: Vec<Role> = Role::NOBLES
        .into_iter()
        .chain([Role::Pawn])
        .filter(|&r| roster.offers(r))
        .collect();
    for _ in 0..200 {
        if rng.random_bool(0.03) {
            break;
        }
        let role = roles[rng.random_range(0..roles.len())];
        let e = roster.pieces[role];
        let fits = e.max.is_none_or(|m| u32::from(army.count(role)) < m)
            && spent + e.cost <= roster.points
            && army.total() < roster.max_pieces;
        if fits {
            army.add(role);
            spent += e.cost;
        }
    }
    army
}

/// Plinths rolled with random dice, as a game rolls them.
fn random_plinths(rng: &mut StdRng, size: BoardSize) -> Bitboard {
    let (columns, rows) = plinths::dice(size);
    let mut rolls: Vec<PlinthRoll> = Vec::new();
    let mut placed: Vec<bool> = Vec::new();
    let mut bb = Bitboard::EMPTY;
    for _ in 0..1000 {
        let Some((by, quadrant)) =
            plinths::scheduled_roll(size, 2, plinths::rolls_done(size, &placed))
        else {
            break;
        };
        rolls.push(PlinthRoll {
            by,
            quadrant,
            column: rng.random_range(1..=columns),
            row: rng.random_range(1..=rows),
        });
        let Ok((b, p)) = plinths::plinths_from_rolls(size, 2, &rolls) else {
            break;
        };
        bb = b;
        placed = p;
    }
    bb
}

/// A deployment of random armies on rolled plinths, `steps` placements in (or to its end).
fn random_deployment(rng: &mut StdRng, kind: Kind, steps: usize) -> Deployment {
    let roster = kind.roster();
    let hands = BySide::new(random_army(rng, &roster), random_army(rng, &roster));
    let first = if rng.random_bool(0.5) {
        Side::Blue
    } else {
        Side::Red
    };
    let board = Board::with_plinths(kind.size, random_plinths(rng, kind.size));
    let mut d = Deployment::new(board, hands, first, false);
    for _ in 0..steps {
        let placements = d.legal_placements();
        if placements.is_empty() {
            break;
        }
        let (piece, sq) = placements[rng.random_range(0..placements.len())];
        if d.place(piece, sq).is_err() {
            break;
        }
    }
    d
}

/// Positions along a random game: a random deployment, then up to 150 random moves.
fn random_game(rng: &mut StdRng, kind: Kind) -> Vec<Position> {
    let d = random_deployment(rng, kind, usize::MAX);
    if !d.is_complete() {
        return Vec::new();
    }
    let mut setup = d.to_setup();
    setup.turn = if rng.random_bool(0.5) {
        Side::Blue
    } else {
        Side::Red
    };
    let Ok(mut pos) = Position::from_setup(&setup) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for _ in 0..rng.random_range(1..150) {
        let moves = pos.legal_moves();
        if moves.is_empty() || pos.can_capture_king() && !out.is_empty() {
            break;
        }
        if !pos.can_capture_king() {
            out.push(pos.clone());
        }
        pos.play_unchecked(moves[rng.random_range(0..moves.len())]);
    }
    out
}

/// The next batch of SFENs of `kind`, about `n` of them, each source in turn: the one
/// with the fewest positions so far (`made`: placements, games, deployments).
fn batch(rng: &mut StdRng, kind: Kind, n: usize, made: &mut [usize; 3]) -> Vec<String> {
    let mut out = Vec::with_capacity(n + 150);
    while out.len() < n {
        let source = (0..3).min_by_key(|&i| made[i]).unwrap_or(0);
        let before = out.len();
        match source {
            0 => {
                if let Some(p) = random_placement(rng, kind) {
                    out.push(p.to_sfen());
                }
            }
            1 => out.extend(random_game(rng, kind).iter().map(Position::to_sfen)),
            _ => {
                let steps = rng.random_range(0..40);
                let d = random_deployment(rng, kind, steps);
                if !d.is_complete() {
                    out.push(sfen::write(&d.to_setup()));
                }
            }
        }
        made[source] += out.len() - before;
    }
    out
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: oracle_fuzz ORACLE KIND POSITIONS [SEED] [--save FILE N]";
    let (Some(oracle_path), Some(kind), Some(total)) = (
        args.first(),
        args.get(1).and_then(|k| Kind::parse(k)),
        args.get(2).and_then(|n| n.parse::<usize>().ok()),
    ) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let seed: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let save = args.iter().position(|a| a == "--save").and_then(|i| {
        Some((
            args.get(i + 1)?.clone(),
            args.get(i + 2)?.parse::<usize>().ok()?,
        ))
    });
    let mut saved: Vec<String> = Vec::new();
    if args.iter().any(|a| a == "--print") {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut made = [0; 3];
        let mut printed = 0;
        while printed < total {
            for s in batch(&mut rng, kind, 100.min(total - printed), &mut made) {
                println!("{s}");
                printed += 1;
            }
        }
        return ExitCode::SUCCESS;
    }

    let mut command = Command::new(oracle_path);
    command.args(["batch", &kind.size.len().to_string(), "-"]);
    if kind.fairy {
        command.arg("--fairy");
    }
    let mut child = match command.stdin(Stdio::piped()).stdout(Stdio::piped()).spawn() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("can't run the oracle {oracle_path}: {e}");
            return ExitCode::from(2);
        }
    };
    let (Some(mut stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
        eprintln!("no pipes to the oracle");
        return ExitCode::from(2);
    };
    let mut answers = BufReader::new(stdout).lines();
    let mut rng = StdRng::seed_from_u64(seed);
    let (mut done, mut fights, mut deployments, mut mismatches) = (0usize, 0usize, 0usize, 0usize);
    let mut skips: std::collections::BTreeMap<&'static str, usize> = Default::default();
    let start = std::time::Instant::now();
    let mut made = [0; 3];
    while done < total {
        let sfens = batch(&mut rng, kind, 2000.min(total - done), &mut made);
        let text: String = sfens.iter().map(|s| format!("{s}\n")).collect();
        // The harness answers line by line: write from another thread, read here.
        let written = std::thread::scope(|scope| {
            let writer = scope.spawn(|| {
                stdin
                    .write_all(text.as_bytes())
                    .and_then(|()| stdin.flush())
            });
            for s in &sfens {
                let Some(Ok(line)) = answers.next() else {
                    eprintln!("the oracle stopped answering at {s}");
                    return Err(());
                };
                if line.starts_with("moves") {
                    fights += 1;
                } else {
                    deployments += 1;
                }
                match compare(s, &line) {
                    Verdict::Agree => {}
                    Verdict::Skip(why) => *skips.entry(why).or_default() += 1,
                    Verdict::Mismatch(what) => {
                        mismatches += 1;
                        println!("MISMATCH {s}\n    {what}\n    crate: {line}");
                    }
                }
                if save.as_ref().is_some_and(|(_, n)| saved.len() < *n) {
                    saved.push(format!("{s}\t{line}"));
                }
            }
            writer
                .join()
                .map_err(|_| ())
                .and_then(|r| r.map_err(|_| ()))
        });
        if written.is_err() {
            return ExitCode::from(2);
        }
        done += sfens.len();
    }
    drop(stdin);
    let _ = child.wait();
    if let Some((file, _)) = &save
        && let Err(e) = std::fs::write(file, saved.join("\n") + "\n")
    {
        eprintln!("can't write {file}: {e}");
    }
    println!(
        "{} positions ({fights} fight, {deployments} deployment) in {:.1} s: {mismatches} mismatches",
        done,
        start.elapsed().as_secs_f64()
    );
    for (why, n) in &skips {
        println!("  left out ({why}): {n}");
    }
    if mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
