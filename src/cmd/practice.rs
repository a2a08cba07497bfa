//! `shuuro practice`: deploy an army against a fixed plinth layout, as often as you like.

use std::path::PathBuf;
use std::process::ExitCode;

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::output::warn;
use crate::app::computer::Computer;
use crate::app::practice::{PracticeComputer, PracticeSetup};
use crate::app::settings::Settings;
use crate::app::{App, Options, practice_layout, practice_setup};
use crate::rules::army::ParseArmyError;
use crate::rules::roster::{ArmyViolation, Roster};
use crate::rules::square::ParseSquareError;
use crate::rules::{Army, Bitboard, Side, Square};
use crate::tui::{self, RunOptions, storage};

/// Practise deployment (phase 3) against a fixed plinth layout.
///
/// First choose the army (the rulebook's example army is loaded), then place it piece by
/// piece: legal squares are marked, a refused square is explained. `r` restarts with the
/// same layout, `s` saves the layout as a record file (use it again with `--layout`).
///
/// The layout comes from a record file (`--layout FILE`), from a list of squares
/// (`--plinths c3,e5,...`), or from a seeded roll of the dice (`--seed N`).
///
/// Examples:
///   shuuro practice
///   shuuro practice --plinths c3,e5,h4,k2,b10,e8,h9,j11 --both
///   shuuro practice --mini --seed 7
///   shuuro practice --board 8 --fairy
///   shuuro practice --computer --army KQRRBBNNPPPPPP
///   shuuro practice --computer --level 4
#[derive(clap::Args, Debug, Default, Clone, PartialEq, Eq)]
#[command(verbatim_doc_comment)]
pub struct PracticeArgs {
    /// Take the plinths from this record file.
    #[arg(long, value_name = "FILE", conflicts_with = "plinths")]
    pub layout: Option<PathBuf>,
    /// The plinth squares, comma-separated (`c3,e5,h4`), each once: a1 to l12, or a1 to
    /// f6 with --mini, a1 to h8 with --board 8.
    #[arg(long, value_name = "SQUARES", value_delimiter = ',')]
    pub plinths: Option<Vec<String>>,
    /// Seed for the rolled layout: any whole number from 0 to 18446744073709551615
    /// (without it, a new roll each time).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Mini-Shuuro (6×6; the same as `--board 6`).
    #[arg(long, conflicts_with = "board")]
    pub mini: bool,
    /// The board: 12, 8 or 6 (a layout from a file brings its own).
    #[arg(long, value_name = "12|8|6", value_parser = crate::cmd::play::parse_board)]
    pub board: Option<crate::rules::BoardSize>,
    /// lishuuro's fairy pieces (Chancellor, Archbishop, Giraffe) in the armies.
    #[arg(long)]
    pub fairy: bool,
    /// The computer deploys Red's army in turn, against the same layout; when all is
    /// deployed, `p` plays the fight out against it as a normal game (saved like any).
    #[arg(long, conflicts_with = "both")]
    pub computer: bool,
    /// The computer's army with --computer, as piece letters (KQRRBBNNPPPP); without it
    /// the computer chooses its own.
    #[arg(long, value_name = "LETTERS", requires = "computer")]
    pub army: Option<String>,
    #[command(flatten)]
    pub style: crate::cmd::style::StyleArgs,
    /// Deploy both armies, each chosen on its own sheet (Blue's, then Red's), taking
    /// turns (else Blue's only).
    #[arg(long)]
    pub both: bool,
    /// King in the castle: the King may go on any square of row 1.
    #[arg(long)]
    pub king_anywhere: bool,
    #[command(flatten)]
    pub display: crate::cmd::display::DisplayArgs,
}

/// What is wrong with a `--army` text.
#[derive(Debug, thiserror::Error)]
pub enum ArmyFlagError {
    /// It is not an army.
    #[error("--army {text:?}: {err}")]
    Parse { text: String, err: ParseArmyError },
    /// It is an army the roster or the budget does not allow: every problem.
    #[error("--army {text:?} breaks the {roster} roster: {}", list(.violations))]
    Breaks {
        text: String,
        roster: String,
        violations: Vec<ArmyViolation>,
    },
}

fn list(v: &[ArmyViolation]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join("; ")
}

/// What is wrong with a `--plinths` list.
#[derive(Debug, thiserror::Error)]
pub enum PlinthsFlagError {
    /// An entry is not a square.
    #[error("--plinths {text:?}: {err}")]
    Square { text: String, err: ParseSquareError },
    /// A square off the `n`×`n` board.
    #[error("--plinths {text:?}: not on the {n}×{n} board (a1 to {}{n})", (b'a' + .n - 1) as char)]
    OffBoard { text: String, n: u8 },
    /// A square named twice.
    #[error("--plinths {text:?}: named twice")]
    Twice { text: String },
}

/// The computer's army a `--army` text names, checked against the roster and budget
/// (every problem at once), or what is wrong with it.
pub fn parse_army(text: &str, roster: &Roster, budget: u32) -> Result<Army, ArmyFlagError> {
    let army: Army = text.trim().parse().map_err(|err| ArmyFlagError::Parse {
        text: text.to_string(),
        err,
    })?;
    roster
        .validate(&army, budget)
        .map_err(|violations| ArmyFlagError::Breaks {
            text: text.to_string(),
            roster: roster.name.clone(),
            violations,
        })?;
    Ok(army)
}

/// The plinths a `--plinths` list names, or what is wrong with it.
pub fn parse_plinths(list: &[String], n: u8) -> Result<Bitboard, PlinthsFlagError> {
    let mut b = Bitboard::EMPTY;
    for s in list {
        let t = s.trim();
        if t.is_empty() {
            continue;
        }
        let text = || t.to_string();
        let sq: Square = t
            .parse()
            .map_err(|err| PlinthsFlagError::Square { text: text(), err })?;
        if sq.file() >= n || sq.rank() >= n {
            return Err(PlinthsFlagError::OffBoard { text: text(), n });
        }
        if b.contains(sq) {
            return Err(PlinthsFlagError::Twice { text: text() });
        }
        b.insert(sq);
    }
    Ok(b)
}

impl PracticeArgs {
    /// The settings these options choose over `base` (the settings file's).
    pub fn settings_over(&self, base: Settings) -> Settings {
        Settings {
            board: match (self.mini, self.board) {
                (true, _) => crate::rules::BoardSize::Six,
                (false, Some(b)) => b,
                (false, None) => crate::rules::BoardSize::Twelve,
            },
            fairy: self.fairy,
            king_anywhere: self.king_anywhere,
            seed: self.seed.unwrap_or_else(crate::cmd::play::seed_from_time),
            computer: Computer {
                style: self.style.over(base.computer.style),
                ..base.computer
            },
            ..base
        }
    }
}

pub fn run(args: PracticeArgs) -> ExitCode {
    let (prefs, _) = tui::prefs_file::startup("practice", args.display.lang_before_settings());
    let w = crate::words::of(args.display.lang_with(&prefs));
    let settings = args.settings_over(Settings::default().with_prefs(&prefs));
    let mut rules = settings.rules();
    let plinths = if let Some(path) = &args.layout {
        match storage::load_layout(path) {
            Ok((size, b)) => {
                if size != rules.board {
                    rules = Settings {
                        board: size,
                        ..settings.clone()
                    }
                    .rules();
                }
                b
            }
            Err(e) => {
                // The error names the file.
                warn(format_args!("shuuro practice: {}", w.load_error(&e)));
                return ExitCode::from(2);
            }
        }
    } else if let Some(list) = &args.plinths {
        match parse_plinths(list, rules.board.len()) {
            Ok(b) => b,
            Err(e) => {
                warn(format_args!("shuuro practice: {e}"));
                return ExitCode::from(2);
            }
        }
    } else {
        practice_layout(&rules, &mut StdRng::seed_from_u64(settings.seed))
    };
    // The computer deploys Red; the fight played out is against it.
    let computer = Computer {
        side: Side::Red,
        ..settings.computer
    };
    let army = if args.computer {
        Some(match &args.army {
            Some(text) => match parse_army(text, &rules.roster, rules.budget.red) {
                Ok(a) => a,
                Err(e) => {
                    warn(format_args!("shuuro practice: {e}"));
                    return ExitCode::from(2);
                }
            },
            None => {
                crate::engine::skill::army(&rules, Side::Red, None, settings.seed, &computer.style)
            }
        })
    } else {
        None
    };
    let mut app = App::new(
        settings,
        args.display.options(Options {
            quit_on_leave: true,
            ..Options::DEFAULT
        }),
    );
    app.start_practice(PracticeSetup {
        computer: army.map(|army| PracticeComputer { computer, army }),
        ..practice_setup(&rules, plinths, args.both)
    });
    match tui::run(app, RunOptions::default()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => tui::terminal::report_failure(&e, w),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plinth_list_reads_squares_and_refuses_off_board() {
        let b = parse_plinths(&["c3".into(), "e5".into()], 12).unwrap();
        assert_eq!(b.count(), 2);
        assert!(parse_plinths(&["h3".into()], 6).is_err());
        assert!(parse_plinths(&["z9".into()], 12).is_err());
        let off = parse_plinths(&["h3".into()], 6).unwrap_err();
        assert!(matches!(off, PlinthsFlagError::OffBoard { n: 6, .. }));
        assert_eq!(
            off.to_string(),
            "--plinths \"h3\": not on the 6×6 board (a1 to f6)"
        );
        assert!(matches!(
            parse_plinths(&["c3".into(), "c3".into()], 12),
            Err(PlinthsFlagError::Twice { .. })
        ));
    }
}
