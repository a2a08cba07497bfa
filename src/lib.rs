#![doc = include_str!("../docs/library.md")]
// `unsafe_code` is forbidden by the [lints] table of Cargo.toml. `unwrap` is denied in the
// library and the binary, not in tests: the [lints] table applies to test crates too, so the
// deny lives here (clippy.toml lets `#[cfg(test)]` modules unwrap).
#![deny(clippy::unwrap_used)]

pub mod analysis;
pub mod app;
pub mod cmd;
mod de;
pub mod engine;
pub mod load;
pub mod picture;
pub mod prefs;
pub mod puzzle;
pub mod record;
pub mod rules;
pub mod tui;
pub mod ui;
pub mod words;
