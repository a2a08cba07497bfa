#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

pub mod app;
pub mod cmd;
pub mod engine;
pub mod load;
pub mod record;
pub mod rules;
pub mod tui;
pub mod ui;
