//! SKELETON (game helper).

use std::process::ExitCode;

#[derive(clap::Args, Debug, Default)]
pub struct ReplayArgs {}

pub fn run(args: ReplayArgs) -> ExitCode {
    let _ = args;
    eprintln!("not built yet");
    ExitCode::FAILURE
}
