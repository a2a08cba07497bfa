//! `shuuro resume`: continue an unfinished game exactly where it stopped.

use std::path::PathBuf;
use std::process::ExitCode;

use super::output::warn;
use crate::app::settings::Settings;
use crate::app::{App, Command, Open, Options};
use crate::record::store;
use crate::tui::{self, RunOptions, storage};

/// Continue an unfinished game, exactly where it stopped (clocks included).
///
/// Without FILE, continues the newest unfinished game saved in the data directory
/// (`$SHUURO_DATA_DIR`, else ~/.local/share/shuuro). With FILE, continues that record
/// and keeps saving to it.
#[derive(clap::Args, Debug, Default, Clone, PartialEq, Eq)]
pub struct ResumeArgs {
    /// The game record to continue.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub display: crate::cmd::display::DisplayArgs,
}

pub fn run(args: ResumeArgs) -> ExitCode {
    let (prefs, _) = tui::prefs_file::startup("resume", args.display.lang_before_settings());
    let w = crate::words::of(args.display.lang_with(&prefs));
    let dir = storage::data_dir();
    for line in storage::tidy(&dir, w) {
        warn(format_args!("shuuro resume: {line}"));
    }
    // Said on the game's screen too: the alternate screen hides standard error.
    let mut notices = Vec::new();
    let path = match args.file.clone() {
        Some(p) => {
            let folder = storage::folder_of(&p);
            if folder != dir {
                for line in storage::tidy(&folder, w) {
                    warn(format_args!("shuuro resume: {line}"));
                }
            }
            p
        }
        None => {
            let choice = storage::choose_resume(&dir);
            for (p, why) in &choice.passed_over {
                warn(format_args!("shuuro resume: {}", w.resume_passed(p, why)));
            }
            notices.extend(choice.notice());
            match choice.game {
                Some(p) => {
                    if !choice.passed_over.is_empty() {
                        warn(format_args!("shuuro resume: {}", w.resume_opening(&p)));
                    }
                    p
                }
                None => {
                    warn(format_args!("shuuro resume: {}", w.no_unfinished_in(&dir)));
                    return ExitCode::FAILURE;
                }
            }
        }
    };
    if let Err(e) = storage::load_resume(&path) {
        // The error names the file.
        warn(format_args!("shuuro resume: {}", w.load_error(&e)));
        return ExitCode::from(2);
    }
    if store::is_locked_elsewhere(&path) {
        warn(format_args!(
            "shuuro resume: {}",
            w.lock_error(&store::LockError::Busy { game: path.clone() })
        ));
        return ExitCode::FAILURE;
    }
    let settings = Settings {
        seed: crate::cmd::play::seed_from_time(),
        ..Settings::default().with_prefs(&prefs)
    };
    let app = App::new(settings, args.display.options(Options::DEFAULT));
    let opts = RunOptions {
        resume_path: Some(path.clone()),
        initial: vec![Command::Open(Open::Resume(Some(path)))],
        prefs_read: Some(prefs),
        notices,
        ..RunOptions::default()
    };
    match tui::run(app, opts) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => tui::terminal::report_failure(&e, w),
    }
}
