//! Every reference perft case of `tests/data/*.jsonl` must match, depth by depth, up to a
//! node cap that keeps CI quick: the rulebook's boards (copied from the project's shared
//! perft set), and lishuuro's variants (`fairy.jsonl`, `8x8.jsonl`: the `shuuro` crate's
//! strict counts, through the oracle harness, on trees with no promotion and no en-passant
//! chance, where the crate is the reference; docs/variants.md). A position with pieces in
//! hand counts the tree of legal placements. The full depths are run by `shuuro perft`
//! and the benchmark.

mod common;
use common::process::{BIN, HANG, output_within};
use shuuro::rules::Position;
use shuuro::rules::deploy::Deployment;
use shuuro::rules::sfen;

/// Deeper counts than this are left to the benchmark and the `perft` command.
const NODE_CAP: u64 = 2_000_000;

#[derive(serde::Deserialize)]
struct Case {
    name: String,
    sfen: String,
    nodes: Vec<u64>,
}

fn check_file(text: &str) -> usize {
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let case: Case = serde_json::from_str(line).expect("a perft case");
        let setup = sfen::parse(&case.sfen).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let perft: Box<dyn Fn(u32) -> u64> = if setup.hands.blue.is_empty()
            && setup.hands.red.is_empty()
        {
            let pos = Position::from_setup(&setup).unwrap_or_else(|e| panic!("{}: {e}", case.name));
            Box::new(move |d| pos.perft(d))
        } else {
            let d = Deployment::from_setup(&setup, false)
                .unwrap_or_else(|e| panic!("{}: {e}", case.name));
            Box::new(move |depth| d.perft(depth))
        };
        for (i, &expected) in case.nodes.iter().enumerate() {
            if expected > NODE_CAP {
                break;
            }
            let depth = i as u32 + 1;
            assert_eq!(perft(depth), expected, "{} at depth {depth}", case.name);
            checked += 1;
        }
    }
    checked
}

#[test]
fn perft_matches_reference_12x12() {
    let n = check_file(include_str!("data/12x12.jsonl"));
    assert!(n >= 40, "only {n} counts checked");
}

#[test]
fn perft_matches_reference_6x6() {
    let n = check_file(include_str!("data/6x6.jsonl"));
    assert!(n >= 20, "only {n} counts checked");
}

/// lishuuro's Shuuro Fairy (12×12) and Mini Fairy (6×6): fight and deployment.
#[test]
fn perft_matches_the_crate_on_fairy_positions() {
    let n = check_file(include_str!("data/fairy.jsonl"));
    assert!(n >= 30, "only {n} counts checked");
}

/// lishuuro's 8×8 Shuuro, with and without the fairy pieces: fight and deployment.
#[test]
fn perft_matches_the_crate_on_8x8_positions() {
    let n = check_file(include_str!("data/8x8.jsonl"));
    assert!(n >= 30, "only {n} counts checked");
}

#[test]
fn perft_divide_sums_to_perft() {
    let pos = Position::from_sfen(
        "rrnkqrbbbqnn/p_.pppppppppp/4p3_.3/12/4_.7/10_.1/12/4_.7/12/7_.1P2/PP_.PPPPPPPPP/QRBNRBKBNR_NQ b - 49",
    )
    .unwrap();
    let divide = pos.perft_divide(3);
    assert_eq!(divide.len(), 24);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), pos.perft(3));
    assert_eq!(pos.perft(3), 14674);
}

/// A depth no count could reach is refused with the range (it overflowed the stack and
/// aborted the program); depth 0 counts the position itself.
#[test]
fn the_perft_command_refuses_a_depth_beyond_its_range() {
    let run = |depth: &str| {
        output_within(
            std::process::Command::new(BIN).args([
                "perft",
                "--quiet",
                "--sfen",
                "k5/6/K5/6/6/5R w - 1",
                "--depth",
                depth,
            ]),
            HANG,
            "shuuro perft",
        )
    };
    let out = run("99999");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("99999 is not in 0..=64"), "{err}");
    let out = run("0");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "nodes: 1\n");
}

/// A position with pieces in hand counts placements: `--divide` names each as `Q@d1`.
#[test]
fn the_perft_command_counts_placements_of_a_deployment_position() {
    let out = output_within(
        std::process::Command::new(BIN).args([
            "perft",
            "--quiet",
            "--divide",
            "--sfen",
            "4k3/8/2_.1_.1_.1/8/8/1_.1_.1_.2/8/3K4 w q2rb2n2pQR2BN3P 3",
            "--depth",
            "2",
        ]),
        HANG,
        "shuuro perft",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.lines().any(|l| l == "Q@a1 28"), "{text}");
    assert_eq!(text.lines().count(), 29, "{text}");
    assert!(text.ends_with("nodes: 784\n"), "{text}");
}
