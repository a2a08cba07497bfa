//! One module per subcommand: its clap arguments and `run`. Only these (and `tui`)
//! turn errors into messages for people and exit codes.

pub mod analyse;
pub mod bench;
pub mod display;
pub mod engine;
pub mod export;
pub mod lab;
pub mod matches;
pub mod output;
pub mod perft;
pub mod play;
pub mod practice;
pub mod puzzles;
pub mod replay;
pub mod resume;
pub mod style;
