//! `shuuro play`: a game on one keyboard (or against the computer), every variant a flag.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use super::output::warn;
use crate::app::save_path::SavePathError;
use crate::app::settings::{Opponent, RosterChoice, Settings};
use crate::app::{App, FileNotice, Options};
use crate::load::load_roster;
use crate::prefs::{ClockChoice, ClockError, parse_clock, parse_time};
use crate::record::roster::RosterError;
use crate::record::store;
use crate::rules::roster::{Roster, WrongBoard};
use crate::rules::{BoardSize, BySide, Side};
use crate::tui::storage;
use crate::tui::{self, RunOptions};

/// Play Shuuro in the terminal.
///
/// Without options, opens the start screen (new game, resume, replay, practice, help).
/// With any game option, starts that game at once. Games are saved after every action
/// in the data directory (`$SHUURO_DATA_DIR`, else ~/.local/share/shuuro/games); `shuuro resume`
/// continues the newest unfinished one.
///
/// Examples:
///   shuuro play --mini                   Mini-Shuuro, 6×6, 200 points each
///   shuuro play --board 8 --fairy        8×8 with the fairy pieces, 400 points each
///   shuuro play --computer red --think 2s
///   shuuro play --computer red --level 3
///   shuuro play --budget 800,600 --clock 15+10
///   shuuro play --plinths 4 --king-anywhere --serious
///   shuuro play --plain --mini --computer red   as lines of text (screen readers)
#[derive(clap::Args, Debug, Default, Clone, PartialEq, Eq)]
#[command(verbatim_doc_comment)]
pub struct PlayArgs {
    /// Mini-Shuuro: 6×6 board, 200 points, at most 10 pieces (the same as `--board 6`).
    #[arg(long, conflicts_with = "board")]
    pub mini: bool,
    /// The board: 12 (Shuuro), 8 (lishuuro's 8×8, 350 points) or 6 (Mini-Shuuro).
    #[arg(long, value_name = "12|8|6", value_parser = parse_board)]
    pub board: Option<BoardSize>,
    /// lishuuro's fairy pieces: the Chancellor (C, Rook + Knight), the Archbishop (A,
    /// Bishop + Knight) and the Giraffe (G, a (1,4) leaper), with the board's fairy
    /// roster (870 points on 12×12, 400 on 8×8, 250 on 6×6).
    #[arg(long)]
    pub fairy: bool,
    /// Larger or smaller games: the same number of points for both players.
    #[arg(long, value_name = "N", conflicts_with = "budget")]
    pub points: Option<u32>,
    /// Handicap: Blue's and Red's points, e.g. `--budget 800,600`.
    #[arg(long, value_name = "BLUE,RED", value_parser = parse_budget)]
    pub budget: Option<(u32, u32)>,
    /// The roster: `standard` (the rulebook's), `tabletop`, `no-limits`, or a JSON file
    /// in the shape of rosters/standard.json.
    #[arg(long, value_name = "NAME|PATH")]
    pub roster: Option<String>,
    /// No limits: no maximum per piece type, except the single King.
    #[arg(long)]
    pub no_limits: bool,
    /// Scouts: the plinths are rolled before the armies are bought.
    #[arg(long)]
    pub scouts: bool,
    /// "It's a jungle out here!": N plinths per quadrant (default 2).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=crate::rules::game::MAX_PLINTHS_PER_QUADRANT as i64))]
    pub plinths: Option<u32>,
    /// King in the castle: the King may be deployed on any square of row 1.
    #[arg(long)]
    pub king_anywhere: bool,
    /// Serious business: no dice; more pieces deploys first, the first done moves first.
    #[arg(long)]
    pub serious: bool,
    /// Time is of the essence: a chess clock, minutes + seconds added per move
    /// (`--clock 15+10`, `--clock 5`, `--clock 0.5+0`); `--clock none` (or `off`) plays
    /// without one, even when the settings file saves a default clock.
    #[arg(long, value_name = "MIN+SEC|none", value_parser = parse_clock_flag)]
    pub clock: Option<ClockChoice>,
    /// Seed for the dice (and the computer), to replay the same rolls.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Play against the computer, which takes this side.
    #[arg(long, value_name = "red|blue", value_parser = parse_side)]
    pub computer: Option<Side>,
    /// How long the computer thinks per move (`2s`, `500ms`). With a clock (`--clock` or
    /// the saved default) the computer budgets its clock instead, and the game screen says
    /// so. Saved in the record, so `resume` keeps it.
    #[arg(long, value_name = "TIME", value_parser = parse_duration)]
    pub think: Option<Duration>,
    #[command(flatten)]
    pub style: crate::cmd::style::StyleArgs,
    /// Hints in a two-player game: a key shows the engine's move or placement and its
    /// line, for both players (against the computer hints are always on). Saved in the
    /// record, so `resume` keeps them.
    #[arg(long)]
    pub hints: bool,
    #[command(flatten)]
    pub display: crate::cmd::display::DisplayArgs,
    /// Save the game to this file (it is still saved after every action).
    #[arg(long, value_name = "PATH")]
    pub save: Option<PathBuf>,
    /// Plain mode: the game as lines of text on standard input and output, for screen
    /// readers, braille displays and scripts (docs/plain.md). Starts the game at once.
    #[arg(long, conflicts_with = "first_frame_only")]
    pub plain: bool,
    /// Draw the first frame and exit (start-up measurement).
    #[arg(long, hide = true)]
    pub first_frame_only: bool,
}

/// Why the value of a flag of `shuuro play` was refused (clap prints it after the flag).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FlagValueError {
    /// `--budget` without the comma between Blue's and Red's points.
    #[error("{0:?}: write Blue's and Red's points as BLUE,RED (800,600)")]
    BudgetShape(String),
    /// One side's points in `--budget` are not a whole number.
    #[error("{0:?} is not a number of points")]
    Points(String),
    /// `--clock` is not a clock ([`parse_clock`]).
    #[error("{text:?}: {problem}")]
    Clock { text: String, problem: ClockError },
    /// `--computer` names no side.
    #[error("{0:?}: red or blue")]
    Side(String),
    /// `--board` names no board.
    #[error("{0:?}: 12, 8 or 6")]
    Board(String),
    /// A time flag is not a time ([`parse_time`]).
    #[error("{0:?}: a time like 2s or 500ms")]
    Time(String),
    /// A time flag is zero or longer than an hour.
    #[error("{0:?}: between 1ms and an hour")]
    TimeRange(String),
}

fn parse_budget(s: &str) -> Result<(u32, u32), FlagValueError> {
    let (b, r) = s
        .split_once(',')
        .ok_or_else(|| FlagValueError::BudgetShape(s.to_string()))?;
    let p = |x: &str| {
        x.trim()
            .parse::<u32>()
            .map_err(|_| FlagValueError::Points(x.to_string()))
    };
    Ok((p(b)?, p(r)?))
}

fn parse_clock_flag(s: &str) -> Result<ClockChoice, FlagValueError> {
    parse_clock(s).map_err(|problem| FlagValueError::Clock {
        text: s.to_string(),
        problem,
    })
}

/// Reads `--board`: 12, 8 or 6.
pub fn parse_board(s: &str) -> Result<BoardSize, FlagValueError> {
    s.trim()
        .parse::<u32>()
        .ok()
        .and_then(BoardSize::from_len)
        .ok_or_else(|| FlagValueError::Board(s.to_string()))
}

fn parse_side(s: &str) -> Result<Side, FlagValueError> {
    Side::from_name(s).ok_or_else(|| FlagValueError::Side(s.to_string()))
}

/// Reads a time as [`parse_time`] does, between 1 ms and an hour: the clap value parser of
/// every time flag.
pub fn parse_duration(s: &str) -> Result<Duration, FlagValueError> {
    let t = parse_time(s).ok_or_else(|| FlagValueError::Time(s.to_string()))?;
    if t < Duration::from_millis(1) || t > Duration::from_secs(3600) {
        return Err(FlagValueError::TimeRange(s.to_string()));
    }
    Ok(t)
}

impl PlayArgs {
    /// What the first screen says when `--think` was given but the game `s` has a clock
    /// (given or saved), which replaces the think time.
    pub fn clock_notice(&self, s: &Settings) -> Option<FileNotice> {
        Some(FileNotice::ClockReplacesThink {
            think: self.think?,
            clock: s.clock?,
        })
    }

    /// Whether any option that shapes a game was given (then the game starts at once).
    pub fn starts_game(&self) -> bool {
        let neutral = PlayArgs {
            display: self.display.clone(),
            save: None,
            first_frame_only: self.first_frame_only,
            ..PlayArgs::default()
        };
        *self != neutral
    }

    /// The settings these options choose, over the defaults.
    pub fn settings(&self) -> Result<Settings, FlagsError> {
        self.settings_over(Settings::default())
    }

    /// The settings these options choose over `base` (the settings file's): a flag given
    /// wins for this run.
    pub fn settings_over(&self, base: Settings) -> Result<Settings, FlagsError> {
        let mut s = Settings {
            board: match (self.mini, self.board) {
                (true, _) => BoardSize::Six,
                (false, Some(b)) => b,
                (false, None) => BoardSize::Twelve,
            },
            fairy: self.fairy,
            ..base
        };
        if let Some(r) = &self.roster {
            s.roster = match r.as_str() {
                "standard" => RosterChoice::Builtin("standard"),
                "tabletop" => RosterChoice::Builtin("tabletop"),
                "no-limits" => {
                    s.no_limits = true;
                    RosterChoice::Builtin("standard")
                }
                // The boards' own rosters: the board and the fairy pieces they name.
                name @ ("mini" | "eight" | "fairy" | "mini-fairy" | "eight-fairy") => {
                    let roster = Roster::builtin(name).expect("a built-in roster");
                    // A board named too must be the roster's (checked below).
                    if !self.mini && self.board.is_none() {
                        s.board = roster.board.unwrap_or(s.board);
                    }
                    s.fairy |= roster.has_fairy();
                    RosterChoice::Builtin("standard")
                }
                path => RosterChoice::Custom(load_roster(path)?),
            };
        }
        // The roster named on the command line must fit the board, built-in or not
        // (`--mini --roster tabletop` is refused, not played with the mini roster).
        let named = match (&self.roster, &s.roster) {
            (_, RosterChoice::Custom(r)) => Some(r.clone()),
            (Some(name), RosterChoice::Builtin(_)) => Roster::builtin(name),
            (None, RosterChoice::Builtin(_)) => None,
        };
        if let Some(r) = named {
            r.check_board(s.board)?;
        }
        s.no_limits |= self.no_limits;
        if let Some(p) = self.points {
            s.budget = Some(BySide::new(p, p));
        }
        if let Some((b, r)) = self.budget {
            s.budget = Some(BySide::new(b, r));
        }
        if let Some(n) = self.plinths {
            s.plinths_per_quadrant = n;
        }
        s.king_anywhere = self.king_anywhere;
        s.hints = self.hints;
        s.scouts = self.scouts;
        s.serious = self.serious;
        if let Some(ClockChoice(c)) = self.clock {
            s.clock = c;
        }
        s.seed = self.seed.unwrap_or_else(seed_from_time);
        if let Some(c) = self.computer {
            s.opponent = Opponent::Computer;
            s.computer.side = c;
        }
        if let Some(t) = self.think {
            s.computer.think = t;
        }
        s.computer.style = self.style.over(s.computer.style);
        Ok(s)
    }
}

/// A seed for games without `--seed` (the one impure source of dice).
pub fn seed_from_time() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}

pub fn run(args: PlayArgs) -> ExitCode {
    let (prefs, broken) = tui::prefs_file::startup("play", args.display.lang_before_settings());
    let w = crate::words::of(args.display.lang_with(&prefs));
    let settings = match args.settings_over(Settings::default().with_prefs(&prefs)) {
        Ok(s) => s,
        Err(e) => {
            let said = match &e {
                FlagsError::Roster(e) => w.roster_error(e),
                FlagsError::WrongBoard(e) => w.wrong_board(e),
            };
            warn(format_args!("shuuro play: {said}"));
            return ExitCode::from(2);
        }
    };
    let dir = storage::data_dir();
    for line in storage::tidy(&dir, w) {
        warn(format_args!("shuuro play: {line}"));
    }
    if let Some(path) = &args.save {
        let folder = storage::folder_of(path);
        if folder != dir {
            for line in storage::tidy(&folder, w) {
                warn(format_args!("shuuro play: {line}"));
            }
        }
        if let Err(e) = check_save_path(path, &dir) {
            warn(format_args!("shuuro play: {}", w.save_path_error(&e)));
            return ExitCode::from(2);
        }
    }
    let options = if args.plain {
        args.display.plain_options(Options::DEFAULT)
    } else {
        args.display.options(Options::DEFAULT)
    };
    let mut app = App::new(settings.clone(), options);
    let mut opts = RunOptions {
        save_path: args.save.clone(),
        first_frame_only: args.first_frame_only,
        prefs_read: Some(prefs),
        ..RunOptions::default()
    };
    if args.starts_game() {
        opts.initial = app.start_game(&settings).commands;
    }
    // Said on the first screen after the game a flag started says "new game" (standard
    // error stays hidden behind the screen until it ends); the last one stays there, and
    // games that can't be saved weigh more than settings.
    opts.notices.extend(broken);
    opts.notices.extend(args.clock_notice(&settings));
    opts.notices.extend(storage::data_folder_notice(&dir));
    let ran = if args.plain {
        tui::plain::run(app, opts)
    } else {
        tui::run(app, opts)
    };
    match ran {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => tui::terminal::report_failure(&e, w),
    }
}

/// Why the game flags choose no settings.
#[derive(Debug, thiserror::Error)]
pub enum FlagsError {
    /// `--roster FILE` could not be read as a roster (the error names the file).
    #[error(transparent)]
    Roster(#[from] RosterError),
    /// The roster named is made for the other board.
    #[error(transparent)]
    WrongBoard(#[from] WrongBoard),
}

/// Whether `--save PATH` can take a new game: its folder is there (or is the games
/// folder `games`, made by the first save as for every game), and the path holds no game,
/// nothing that is not one, and no game another `shuuro` has open.
fn check_save_path(path: &Path, games: &Path) -> Result<(), SavePathError> {
    let path_buf = || path.to_path_buf();
    let folder = storage::folder_of(path);
    if !storage::folder_takes_saves(&folder, games) {
        return Err(SavePathError::NoFolder { folder });
    }
    match store::game_slot(path) {
        Ok(store::Slot::Game(game)) => Err(SavePathError::HoldsGame {
            path: path_buf(),
            standing: crate::app::derived::standing(&game),
        }),
        Err(e) => Err(SavePathError::NotAGame(e)),
        Ok(store::Slot::Free) if store::is_locked_elsewhere(path) => {
            Err(SavePathError::Locked { path: path_buf() })
        }
        Ok(store::Slot::Free) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::ClockRules;

    /// A typo in `--save`'s folder must not make a folder of the typo: only the games
    /// folder is made (as the autosave makes it); any other must be there.
    #[test]
    fn save_into_a_folder_that_is_not_there_is_refused() {
        let scratch = tempfile::Builder::new()
            .prefix("shuuro-savepath-")
            .tempdir()
            .expect("a scratch folder");
        let dir = scratch.path().join("d");
        let games = dir.join("games");
        let typo = dir.join("gmaes").join("g.json");
        let e = check_save_path(&typo, &games).unwrap_err();
        assert!(matches!(&e, SavePathError::NoFolder { .. }), "{e}");
        assert!(e.to_string().contains("gmaes"), "{e}");
        assert!(!dir.exists(), "nothing made");
        assert!(check_save_path(&games.join("g.json"), &games).is_ok());
    }

    #[test]
    fn default_args_open_the_start_screen() {
        assert!(!PlayArgs::default().starts_game());
        let a = PlayArgs {
            display: crate::cmd::display::DisplayArgs {
                unicode: true,
                ascii: true,
                no_color: true,
                lang: Some(crate::prefs::Lang::Ja),
            },
            ..PlayArgs::default()
        };
        assert!(!a.starts_game());
        let a = PlayArgs {
            mini: true,
            ..PlayArgs::default()
        };
        assert!(a.starts_game());
    }

    #[test]
    fn clock_flag_reads_minutes_plus_seconds() {
        let clock = |m, s| Ok(ClockChoice(Some(ClockRules::new(m, s))));
        assert_eq!(parse_clock_flag("15+10"), clock(15, 10));
        assert_eq!(parse_clock_flag("5"), clock(5, 0));
        assert_eq!(parse_clock_flag("none"), Ok(ClockChoice(None)));
        assert!(parse_clock_flag("x").is_err());
        assert!(parse_clock_flag("0+5").is_err());
    }

    /// `--board 8`, `--fairy`, `--board 6` as `--mini`, and the boards' rosters by name.
    #[test]
    fn board_and_fairy_flags_choose_the_boards_rosters() {
        let rules = |a: PlayArgs| a.settings().unwrap().rules();
        let eight = rules(PlayArgs {
            board: Some(BoardSize::Eight),
            fairy: true,
            ..PlayArgs::default()
        });
        assert_eq!(eight.board, BoardSize::Eight);
        assert_eq!(eight.roster.name, "eight-fairy");
        assert_eq!(eight.budget, BySide::new(400, 400));
        let six = rules(PlayArgs {
            board: Some(BoardSize::Six),
            ..PlayArgs::default()
        });
        let mini = rules(PlayArgs {
            mini: true,
            ..PlayArgs::default()
        });
        assert_eq!(six.roster, mini.roster);
        assert_eq!(six.board, BoardSize::Six);
        let fairy = rules(PlayArgs {
            fairy: true,
            ..PlayArgs::default()
        });
        assert_eq!(
            (fairy.board, fairy.roster.name.as_str()),
            (BoardSize::Twelve, "fairy")
        );
        let named = rules(PlayArgs {
            roster: Some("eight".into()),
            ..PlayArgs::default()
        });
        assert_eq!(
            (named.board, named.roster.name.as_str()),
            (BoardSize::Eight, "eight")
        );
        let refused = PlayArgs {
            board: Some(BoardSize::Twelve),
            roster: Some("eight".into()),
            ..PlayArgs::default()
        };
        assert!(matches!(refused.settings(), Err(FlagsError::WrongBoard(_))));
        assert_eq!(parse_board("8"), Ok(BoardSize::Eight));
        assert!(parse_board("10").is_err());
        // At most 3 plinths per zone on 8×8, so the record of the game reads back.
        let jungle = rules(PlayArgs {
            board: Some(BoardSize::Eight),
            plinths: Some(9),
            ..PlayArgs::default()
        });
        assert_eq!(jungle.plinths_per_quadrant, 3);
    }

    #[test]
    fn budget_flag_reads_blue_then_red() {
        assert_eq!(parse_budget("800,600"), Ok((800, 600)));
        assert!(parse_budget("800").is_err());
    }

    #[test]
    fn think_flag_reads_seconds_and_milliseconds() {
        assert_eq!(parse_duration("2s"), Ok(Duration::from_secs(2)));
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert!(parse_duration("-1s").is_err());
        assert!(parse_duration("NaN").is_err());
        // Under the 1 ms the message names: refused, not a search of a microsecond.
        assert_eq!(
            parse_duration("0.5ms"),
            Err(FlagValueError::TimeRange("0.5ms".into()))
        );
        assert_eq!(parse_duration("1ms"), Ok(Duration::from_millis(1)));
    }
}
