//! SKELETON (fight helper).

use std::process::ExitCode;

#[derive(clap::Args, Debug, Default)]
pub struct PerftArgs {}

pub fn run(args: PerftArgs) -> ExitCode {
    let _ = args;
    eprintln!("not built yet");
    ExitCode::FAILURE
}
