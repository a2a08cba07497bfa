//! SKELETON (game helper).

use std::process::ExitCode;

#[derive(clap::Args, Debug, Default)]
pub struct ResumeArgs {}

pub fn run(args: ResumeArgs) -> ExitCode {
    let _ = args;
    eprintln!("not built yet");
    ExitCode::FAILURE
}
