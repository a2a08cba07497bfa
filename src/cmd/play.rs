//! SKELETON (tui helper).

use std::process::ExitCode;

#[derive(clap::Args, Debug, Default)]
pub struct PlayArgs {}

pub fn run(args: PlayArgs) -> ExitCode {
    let _ = args;
    eprintln!("not built yet");
    ExitCode::FAILURE
}
