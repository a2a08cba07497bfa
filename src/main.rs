//! The `shuuro` command: parses the command line and hands over to a subcommand.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use shuuro::cmd;

/// Shuuro, River Horse's 12×12 chess variant: buy an army, roll plinths, deploy, fight.
///
/// Without a subcommand, opens the start screen of a hot-seat game.
#[derive(Parser)]
#[command(name = "shuuro", version, about, long_about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game on one keyboard (the default).
    Play(cmd::play::PlayArgs),
    /// Continue an unfinished game.
    Resume(cmd::resume::ResumeArgs),
    /// Show or check a game record.
    Replay(cmd::replay::ReplayArgs),
    /// Practise deployment against a fixed plinth layout.
    Practice(cmd::practice::PracticeArgs),
    /// Count move paths from a position (move generator test).
    Perft(cmd::perft::PerftArgs),
    /// Play many games between two computer players.
    Match(cmd::matches::MatchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => cmd::play::run(cmd::play::PlayArgs::default()),
        Some(Command::Play(a)) => cmd::play::run(a),
        Some(Command::Resume(a)) => cmd::resume::run(a),
        Some(Command::Replay(a)) => cmd::replay::run(a),
        Some(Command::Practice(a)) => cmd::practice::run(a),
        Some(Command::Perft(a)) => cmd::perft::run(a),
        Some(Command::Match(a)) => cmd::matches::run(a),
    }
}
