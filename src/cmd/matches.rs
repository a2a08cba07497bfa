//! SKELETON (engine helper).

use std::process::ExitCode;

#[derive(clap::Args, Debug, Default)]
pub struct MatchArgs {}

pub fn run(args: MatchArgs) -> ExitCode {
    let _ = args;
    eprintln!("not built yet");
    ExitCode::FAILURE
}
