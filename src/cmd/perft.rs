//! `shuuro perft --sfen "<SFEN>" --depth N [--divide]` (docs/perft.md): counts the leaf
//! nodes of the legal fight-move tree. The last line of standard output is
//! `nodes: <count>`; time and speed go to standard error.

use std::process::ExitCode;
use std::time::Instant;

use super::output;
use crate::rules::Position;

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
    /// Do not print the time and speed on standard error.
    #[arg(long)]
    pub quiet: bool,
}

pub fn run(args: PerftArgs) -> ExitCode {
    let pos = match Position::from_sfen(&args.sfen) {
        Ok(p) => p,
        Err(e) => {
            output::warn(format_args!("shuuro perft: {e}"));
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let nodes = if args.divide {
        let mut total = 0;
        for (m, n) in pos.perft_divide(args.depth) {
            if let Err(e) = output::print_line(&format!("{m} {n}")) {
                return output::failed("shuuro perft", &e);
            }
            total += n;
        }
        if args.depth == 0 { 1 } else { total }
    } else {
        pos.perft(args.depth)
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
