//! `shuuro perft --sfen "<SFEN>" --depth N [--divide] [--fairy]` (docs/perft.md): counts
//! the leaf nodes of the legal fight-move tree, or for a deployment position (pieces in
//! hand) of the tree of legal placements. The last line of standard output is
//! `nodes: <count>`; time and speed go to standard error.

use std::process::ExitCode;
use std::time::Instant;

use super::output;
use crate::rules::deploy::{Deployment, DeploymentErrors};
use crate::rules::position::PositionErrors;
use crate::rules::role::RoleSet;
use crate::rules::{Position, sfen};

#[derive(clap::Args, Debug, Default)]
pub struct PerftArgs {
    /// The position, in SFEN (docs/sfen.md).
    #[arg(long)]
    pub sfen: String,
    /// Depth of the move tree, in plies (0 counts the position itself; no count beyond
    /// 64 could ever finish).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=64))]
    pub depth: u32,
    /// Print each legal first move with its leaf count before the total.
    #[arg(long)]
    pub divide: bool,
    /// A position of a fairy game: pawns promote to the Chancellor, Archbishop and
    /// Giraffe too (without it, only when one of them stands on the board).
    #[arg(long)]
    pub fairy: bool,
    /// Do not print the time and speed on standard error.
    #[arg(long)]
    pub quiet: bool,
}

/// What is counted: fight moves or placements.
enum Tree {
    Fight(Position),
    Deploy(Deployment),
}

/// Why a SFEN can't be counted.
#[derive(Debug, thiserror::Error)]
enum ReadError {
    #[error(transparent)]
    Sfen(#[from] sfen::SfenError),
    #[error("not a fight position: {0}")]
    Fight(#[from] PositionErrors),
    #[error("not a deployment position: {0}")]
    Deployment(#[from] DeploymentErrors),
}

/// The position of `text`: a deployment when a hand holds pieces, else a fight.
fn read(text: &str, fairy: bool) -> Result<Tree, ReadError> {
    let setup = sfen::parse(text)?;
    if setup.hands.blue.is_empty() && setup.hands.red.is_empty() {
        let pos = Position::from_setup(&setup)?;
        Ok(Tree::Fight(if fairy {
            pos.with_promotions(RoleSet::promotions(true))
        } else {
            pos
        }))
    } else {
        Ok(Tree::Deploy(Deployment::from_setup(&setup, false)?))
    }
}

/// Each legal first step (a move, or a placement `Q@e1`) with its leaf count.
fn divide(tree: &Tree, depth: u32) -> Vec<(String, u64)> {
    match tree {
        Tree::Fight(pos) => pos
            .perft_divide(depth)
            .into_iter()
            .map(|(m, n)| (m.to_string(), n))
            .collect(),
        Tree::Deploy(d) if depth > 0 => d
            .legal_placements()
            .into_iter()
            .map(|(piece, sq)| {
                let mut next = d.clone();
                let n = match next.place(piece, sq) {
                    Ok(()) => next.perft(depth - 1),
                    Err(_) => 0,
                };
                (format!("{}@{sq}", piece.char()), n)
            })
            .collect(),
        Tree::Deploy(_) => Vec::new(),
    }
}

pub fn run(args: PerftArgs) -> ExitCode {
    let tree = match read(&args.sfen, args.fairy) {
        Ok(t) => t,
        Err(e) => {
            output::warn(format_args!("shuuro perft: {e}"));
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let nodes = if args.divide {
        let mut total = 0;
        for (m, n) in divide(&tree, args.depth) {
            if let Err(e) = output::print_line(&format!("{m} {n}")) {
                return output::failed("shuuro perft", &e);
            }
            total += n;
        }
        if args.depth == 0 { 1 } else { total }
    } else {
        match &tree {
            Tree::Fight(pos) => pos.perft(args.depth),
            Tree::Deploy(d) => d.perft(args.depth),
        }
    };
    let secs = start.elapsed().as_secs_f64();
    if let Err(e) = output::print_line(&format!("nodes: {nodes}")) {
        return output::failed("shuuro perft", &e);
    }
    if !args.quiet {
        let rate = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
        output::warn(format_args!("time: {secs:.3} s, {rate:.0} nodes/s"));
    }
    ExitCode::SUCCESS
}
