//! SKELETON (tui helper).

use std::process::ExitCode;

#[derive(clap::Args, Debug, Default)]
pub struct PracticeArgs {}

pub fn run(args: PracticeArgs) -> ExitCode {
    let _ = args;
    eprintln!("not built yet");
    ExitCode::FAILURE
}
