//! Helpers shared by the test files (`mod common; use common::*;`): squares, armies and
//! pieces from text for the rules tests; keys, typed text, a rendered screen and the game
//! on screen for the client tests. Not every file uses every helper.
#![allow(dead_code)]

pub mod oracle;
pub mod process;
#[cfg(target_os = "linux")]
pub mod pty;
pub mod scratch;
pub mod tmux;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shuuro::app::computer::Computer;
use shuuro::app::jobs::{Answer, Job};
use shuuro::app::play::{HintLog, PlayState};
use shuuro::app::{App, Command, Msg, Opened, Screen, Update};
use shuuro::rules::deploy::Deployment;
use shuuro::rules::game::Game;
use shuuro::rules::{Army, Bitboard, Board, BoardSize, BySide, Piece, Position, Side, Square};
use shuuro::ui;

/// A square from its name (`"e4"`).
/// A saved game as the runtime lists it: Blue's and Red's names (`None`: unnamed), on
/// 12×12, `placed` of 38 pieces deployed.
#[allow(dead_code)]
pub fn save_info(
    path: &str,
    names: Option<(&str, &str)>,
    placed: u32,
    finished: bool,
) -> shuuro::app::SaveInfo {
    use shuuro::app::{SaveAbout, SaveInfo, SaveSummary, Vs};
    SaveInfo {
        path: path.into(),
        about: SaveAbout::Game(Box::new(SaveSummary {
            vs: names.map_or(Vs::Unnamed, |(b, r)| Vs::Named(b.into(), r.into())),
            board: BoardSize::Twelve,
            fairy: false,
            scouts: false,
            plinths_per_quadrant: 2,
            king_anywhere: false,
            serious: false,
            clock: None,
            progress: shuuro::app::derived::Progress::Deploy { placed, total: 38 },
        })),
        finished,
    }
}

pub fn sq(s: &str) -> Square {
    s.parse().expect("a square name")
}

/// A set of squares from names separated by spaces (`"a1 b2"`).
pub fn squares(list: &str) -> Bitboard {
    list.split_whitespace().map(sq).collect()
}

/// An army from piece letters (`"KQRP"`).
pub fn army(s: &str) -> Army {
    s.parse().expect("an army")
}

/// A piece from its letter (`'K'` Blue's King, `'q'` Red's Queen).
pub fn piece(c: char) -> Piece {
    Piece::from_char(c).expect("a piece letter")
}

/// `msg` given to the app, then every placement the computer is asked for answered (as
/// [`settle`]).
pub fn send(app: &mut App, msg: Msg) -> Update {
    let u = app.update(msg);
    settle(app, u)
}

/// One key press without modifiers.
pub fn key(app: &mut App, code: KeyCode) -> Update {
    send(app, Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

/// A left click at a terminal cell, as the runtime sends it: what the drawing shows there
/// ([`ui::hit`]), if anything.
pub fn click_at(app: &mut App, x: u16, y: u16) -> Update {
    match ui::hit(app, x, y) {
        Some(t) => send(app, Msg::Target(t)),
        None => Update::default(),
    }
}

/// Each character of `s` as a key press.
pub fn keys(app: &mut App, s: &str) {
    for c in s.chars() {
        key(app, KeyCode::Char(c));
    }
}

/// `:`, the text, Enter: a typed move or placement.
pub fn typed(app: &mut App, s: &str) {
    key(app, KeyCode::Char(':'));
    keys(app, s);
    key(app, KeyCode::Enter);
}

/// The whole screen as text, at the app's size.
pub fn render(app: &App) -> String {
    let mut t = Terminal::new(TestBackend::new(app.width(), app.height())).expect("backend");
    t.draw(|f| ui::draw(app, f)).expect("draw");
    t.backend().to_string()
}

/// The game on screen (panics when there is none).
pub fn play(app: &App) -> &PlayState {
    match app.screen() {
        Screen::Play(p) => p,
        other => panic!("not in a game: {other:?}"),
    }
}

/// A deployment on a board of `size` with plinths on `plinths`, the armies written as
/// letters, `first` placing first (King only in the central squares).
pub fn deployment(
    size: BoardSize,
    plinths: &str,
    blue: &str,
    red: &str,
    first: Side,
) -> Deployment {
    Deployment::new(
        Board::with_plinths(size, squares(plinths)),
        BySide::new(army(blue), army(red)),
        first,
        false,
    )
}

/// Plays placements written as in a record: `K@f1 k@g12 Q@e1`.
pub fn place_all(d: &mut Deployment, placements: &str) {
    for p in placements.split_whitespace() {
        let (pc, s) = p.split_once('@').expect("PIECE@SQUARE");
        let pc = piece(pc.chars().next().expect("a piece letter"));
        d.place(pc, sq(s)).unwrap_or_else(|e| panic!("{p}: {e}"));
    }
}

/// The 12×12 fight moves of a game in which Blue's King walks a path that never comes
/// back and Red's King steps to and fro between e12 and f12: no position repeats, no
/// capture, no pawn move. Move `i` of the fight is `king_walk(n)[i]`.
pub fn king_walk(plies: usize) -> Vec<String> {
    let mut path = vec!["d1".to_string(), "c1".into(), "b1".into(), "a1".into()];
    for rank in 2..=7 {
        let files: Vec<char> = if rank % 2 == 0 {
            ('a'..='l').collect()
        } else {
            ('a'..='l').rev().collect()
        };
        path.extend(files.into_iter().map(|f| format!("{f}{rank}")));
    }
    let red = ["e12", "f12"];
    (0..plies)
        .map(|i| {
            if i % 2 == 0 {
                format!("{}{}", path[i / 2], path[i / 2 + 1])
            } else {
                format!("{}{}", red[(i / 2) % 2], red[(i / 2 + 1) % 2])
            }
        })
        .collect()
}

/// A Mini-Shuuro game at the start of its fight, Blue to move: Blue's and Red's armies
/// (letters), no plinths, Blue deploying first, these placements (`('K', "c1")`).
pub fn mini_fight_game(armies: [&str; 2], placements: &[(char, &str)]) -> Game {
    use shuuro::rules::game::{Rules, Step};
    let mut g = Game::new(Rules::mini());
    for (side, army) in [(Side::Blue, armies[0]), (Side::Red, armies[1])] {
        g.apply(Step::Army {
            side,
            army: army.parse().expect("an army"),
        })
        .expect("the army");
    }
    g.apply(Step::SetPlinths(Bitboard::EMPTY))
        .expect("no plinths");
    g.apply(Step::DeployRoll([1, 2]))
        .expect("Blue deploys first");
    for &(c, s) in placements {
        let piece = Piece::from_char(c).expect("a piece letter");
        g.apply(Step::Place {
            piece,
            square: sq(s),
        })
        .unwrap_or_else(|e| panic!("{c}@{s}: {e}"));
    }
    g.apply(Step::FightRoll([6, 1])).expect("Blue moves first");
    g
}

/// Settings for a standard (or Mini) game with seeded dice.
pub fn settings(mini: bool, seed: u64) -> shuuro::app::settings::Settings {
    shuuro::app::settings::Settings {
        board: if mini {
            BoardSize::Six
        } else {
            BoardSize::Twelve
        },
        seed,
        ..shuuro::app::settings::Settings::default()
    }
}

/// A new game of `s` on a `w`×`h` terminal without colours.
pub fn new_game(s: &shuuro::app::settings::Settings, w: u16, h: u16) -> App {
    let mut app = App::new(
        s.clone(),
        shuuro::app::Options {
            color: false,
            ..shuuro::app::Options::sized(w, h)
        },
    );
    let u = app.start_game(s);
    settle(&mut app, u);
    app
}

/// What `u` asked for, with every placement the computer is asked for answered as the
/// runtime would, with the quick score's choice for the request's seed (the search's
/// answer is tested on its own): all of it in order, less the placement jobs answered.
pub fn settle(app: &mut App, mut u: Update) -> Update {
    for _ in 0..1_000 {
        let Some((ticket, placed)) = u.placing().map(|(t, p)| (t, p.quick())) else {
            break;
        };
        let answer = Answer::Placed(placed);
        let next = app.update(Msg::Answer { ticket, answer });
        u.commands.retain(|c| {
            !matches!(
                c,
                Command::Start {
                    job: Job::Place(_),
                    ..
                }
            )
        });
        u = u.and(next);
    }
    u
}

/// What the runtime sends once it has read `game` from a file to continue it: no clock
/// times saved, the computer playing `computer` (if any; as a record without its think
/// time and style says), no hints.
pub fn resume(game: Game, computer: Option<Side>) -> Msg {
    resume_with(game, computer, None, HintLog::default())
}

/// The computer playing `side` as a record with no other computer field says.
pub fn computer_on(side: Side) -> Computer {
    Computer {
        side,
        ..Computer::default()
    }
}

/// [`resume`] with the clocks' times and the hints saved with the game.
pub fn resume_with(
    game: Game,
    computer: Option<Side>,
    clock_ms: Option<BySide<u64>>,
    hints: HintLog,
) -> Msg {
    Msg::Opened(Box::new(Opened::Resume {
        game: Box::new(game),
        clock_ms,
        clock_log: Vec::new(),
        computer: computer.map(computer_on),
        hints,
    }))
}

/// [`resume`] of a game against the computer playing `computer` at `level`, as a record
/// with `x-computer-level` reads.
pub fn resume_at_level(game: Game, computer: Side, level: shuuro::engine::Level) -> Msg {
    Msg::Opened(Box::new(Opened::Resume {
        game: Box::new(game),
        clock_ms: None,
        clock_log: Vec::new(),
        computer: Some(Computer {
            style: shuuro::engine::Style::at(level),
            ..computer_on(computer)
        }),
        hints: HintLog::default(),
    }))
}

/// `game` continued on a `w`×`h` terminal without colours, with the default settings.
pub fn resumed_app(game: Game, computer: Option<Side>, w: u16, h: u16) -> App {
    let mut app = App::new(
        shuuro::app::settings::Settings::default(),
        shuuro::app::Options {
            color: false,
            ..shuuro::app::Options::sized(w, h)
        },
    );
    send(&mut app, resume(game, computer));
    app
}

/// Deployment practice of the standard roster on a `w`×`h` terminal without colours, with
/// seeded dice, on the plinths `plinths` (`both`: the two sides take turns).
pub fn practice_app(plinths: Bitboard, both: bool, w: u16, h: u16) -> App {
    practice_app_with(plinths, w, h, |setup, _| setup.both = both)
}

/// `shuuro practice --computer --army RED` on the plinths `plinths` at 80×24: the computer
/// deploys Red's `red` army in turn, and leaving quits the program, as the command sets it
/// up. The sheet is still on screen.
pub fn practice_vs_computer(plinths: Bitboard, red: &str) -> App {
    practice_app_with(plinths, 80, 24, |setup, options| {
        setup.computer = Some(shuuro::app::practice::PracticeComputer {
            computer: computer_on(Side::Red),
            army: army(red),
        });
        options.quit_on_leave = true;
    })
}

/// [`practice_app`] with the setup and the options changed by `change` first.
pub fn practice_app_with(
    plinths: Bitboard,
    w: u16,
    h: u16,
    change: impl FnOnce(&mut shuuro::app::practice::PracticeSetup, &mut shuuro::app::Options),
) -> App {
    let settings = settings(false, 3);
    let rules = settings.rules();
    let mut setup = shuuro::app::practice_setup(&rules, plinths, false);
    let mut options = shuuro::app::Options {
        color: false,
        ..shuuro::app::Options::sized(w, h)
    };
    change(&mut setup, &mut options);
    let mut app = App::new(settings, options);
    app.start_practice(setup);
    app
}

/// Runs the real `shuuro` binary with `args` (standard input empty) and waits for it;
/// killed, and a failure, after [`process::HANG`].
pub fn shuuro_output(args: &[&std::ffi::OsStr]) -> std::process::Output {
    process::output_within(
        std::process::Command::new(process::BIN)
            .args(args)
            .stdin(std::process::Stdio::null()),
        process::HANG,
        &format!("shuuro {args:?}"),
    )
}

/// A record of a Mini-Shuuro game as JSON text: plinths c3 and d4, Blue deploys first
/// and moves first; `deployment` and `moves` are JSON lists' insides (`"K@e1", "k@f6"`),
/// `more` further fields (`, "result": ...`) or nothing.
pub fn mini_record(armies: [&str; 2], deployment: &str, moves: &str, more: &str) -> String {
    let [blue, red] = armies;
    format!(
        r#"{{"format": "shuuro-game", "version": 1,
  "rules": {{"board": 6, "roster": "mini"}},
  "armies": {{"blue": "{blue}", "red": "{red}"}},
  "plinth_rolls": [{{"by": "blue", "quadrant": "only", "column": 3, "row": 3}},
                   {{"by": "blue", "quadrant": "only", "column": 4, "row": 4}}],
  "plinths": ["c3", "d4"],
  "deploy_rolls": [[1, 4]],
  "deployment": [{deployment}],
  "fight_rolls": [[6, 2]],
  "moves": [{moves}]{more}}}"#
    )
}

/// The reference perft positions of `tests/data` (12×12 and 6×6).
pub fn reference_positions() -> Vec<Position> {
    include_str!("../data/12x12.jsonl")
        .lines()
        .chain(include_str!("../data/6x6.jsonl").lines())
        .filter_map(|line| line.split("\"sfen\": \"").nth(1)?.split('"').next())
        .map(|s| Position::from_sfen(s).expect("reference SFEN"))
        .collect()
}

/// A small deterministic generator (no RNG in the rules core; tests use their own).
pub struct Lcg(pub u64);
impl Lcg {
    pub fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}
