//! The client as a PURE state machine: [`App`] holds one [`Screen`] (each with its own
//! data), [`App::update`] takes a [`Msg`] (a key, a click, a resize, a clock tick, the
//! computer's answer, a file read by the runtime) and returns an [`Update`]: the
//! [`Command`]s for the runtime to carry out (save, open a file, start or stop the
//! computer, quit) and the [`Notice`] on screen. Nothing here touches the terminal, the
//! disk or the system clock: dice come from a seeded RNG, time from `Tick`.

pub mod alert;
pub mod board_input;
pub mod clock;
pub mod coach;
pub mod command;
pub mod demo;
mod deploying;
pub mod derived;
mod fight;
pub mod hint;
pub mod keymap;
mod keys;
pub mod layout;
pub mod notice;
pub mod play;
pub mod practice;
pub mod replay;
pub mod review;
pub mod settings;
pub mod sheet;

use std::path::PathBuf;

use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;

use crate::record::replay::ReplayError;
use crate::rules::game::{Game, Phase, Rules, Step};
use crate::rules::{Bitboard, BySide, Move, Side};

pub use command::{AnalyseRequest, Command, Open, RecordFile, SaveTo, Snapshot, Update};
pub use notice::{FileError, FileNotice, News, Notice, OpenError, Refusal, SaveError};

use keymap::Ctx;
use play::PlayState;
use practice::{PracticeSetup, PracticeStage, PracticeState};
use replay::ReplayState;
use settings::{Opponent, Settings};

/// The start screen's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    NewGame,
    NewComputerGame,
    NewMini,
    Variants,
    Resume,
    Replay,
    Practice,
    Help,
    Quit,
}

impl MenuItem {
    pub const ALL: [MenuItem; 9] = [
        MenuItem::NewGame,
        MenuItem::NewComputerGame,
        MenuItem::NewMini,
        MenuItem::Variants,
        MenuItem::Resume,
        MenuItem::Replay,
        MenuItem::Practice,
        MenuItem::Help,
        MenuItem::Quit,
    ];

    pub const fn label(self) -> &'static str {
        match self {
            MenuItem::NewGame => "New game (two players, one keyboard)",
            MenuItem::NewComputerGame => "New game against the computer",
            MenuItem::NewMini => "New Mini-Shuuro game (6×6, quick)",
            MenuItem::Variants => "New game with variants...",
            MenuItem::Resume => "Resume the last unfinished game",
            MenuItem::Replay => "Replay a saved game...",
            MenuItem::Practice => "Practise deployment",
            MenuItem::Help => "Help: rules and keys",
            MenuItem::Quit => "Quit",
        }
    }

    /// The item with this label (for tests and scripts that reach items by name).
    pub fn by_label(label: &str) -> Option<MenuItem> {
        MenuItem::ALL.into_iter().find(|m| m.label() == label)
    }
}

/// A saved game the runtime found, for the file list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveInfo {
    pub path: PathBuf,
    /// One line: date, players, phase or result.
    pub summary: String,
    pub finished: bool,
    /// Why the file can't be read as a game (then `summary` says so too): such files are
    /// listed, never skipped.
    pub unreadable: Option<String>,
}

/// What is on screen.
#[derive(Clone, Debug)]
pub enum Screen {
    Start {
        selected: usize,
    },
    Settings {
        selected: usize,
    },
    /// Choosing a file to replay: the saves found, or a typed path.
    Open {
        selected: usize,
    },
    Play(Box<PlayState>),
    Replay(Box<ReplayState>),
    Practice(Box<PracticeState>),
}

/// The rules page, while it is open (over the help).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesView {
    /// The first line shown.
    pub top: u16,
    /// Closing the page shows the keys again (it was opened from them).
    pub back_to_keys: bool,
}

/// What a line being typed at the bottom is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinePurpose {
    SaveAs,
    SaveLayout,
    /// A record file to open in the replay viewer.
    OpenReplay,
    /// A player's name, typed on its row of the settings screen.
    PlayerName(Side),
}

/// A one-line text field at the bottom of the screen (file names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub purpose: LinePurpose,
    pub text: String,
}

/// A game the runtime read from a file.
#[derive(Clone, Debug)]
pub enum Opened {
    /// Continue this game (with the clock times saved with it, if any).
    Resume {
        game: Box<Game>,
        clock_ms: Option<BySide<u64>>,
        /// Both clocks after each move so far.
        clock_log: Vec<[u64; 2]>,
        computer: Option<Side>,
        /// Hints allowed in hot-seat, and the steps they were shown at (`x-hints`).
        hints: play::HintLog,
    },
    /// View this record.
    Replay {
        title: String,
        rules: Rules,
        steps: Vec<Step>,
        /// The step where the record breaks a rule (`steps` are the legal ones before it).
        error: Option<Box<ReplayError>>,
        /// The file it was read from (where the viewer writes an analysis).
        path: Option<PathBuf>,
        /// What the engine said about the fight, if the record has it.
        analysis: Option<Box<crate::analysis::Analysis>>,
        /// The steps a hint was shown at (`x-hints`): the step after each was played
        /// with a hint.
        hint_steps: Vec<usize>,
    },
    /// Practise against this layout.
    Layout { plinths: Bitboard },
    /// The file could not be read: why.
    Failed(FileNotice),
}

/// Everything the client reacts to.
#[derive(Clone, Debug)]
pub enum Msg {
    Key(KeyEvent),
    /// A left click at a terminal cell.
    Click {
        x: u16,
        y: u16,
    },
    Resize {
        width: u16,
        height: u16,
    },
    /// Milliseconds since the client started.
    Tick(u64),
    /// The computer's search answered request `id`.
    ComputerMove {
        id: u64,
        mv: Option<Move>,
    },
    /// The background analysis `id` evaluated fight position `index`.
    Analysed {
        id: u64,
        index: usize,
        eval: crate::analysis::run::PositionEval,
    },
    /// The engine's answer to hint request `id` (`None`: nothing to suggest).
    Hint {
        id: u64,
        answer: Option<hint::HintAnswer>,
    },
    /// The coach's facts about the board for request `id` (they come before its
    /// evaluation).
    CoachFacts {
        id: u64,
        facts: Box<crate::engine::coach::Report>,
    },
    /// The coach's evaluation for request `id`: centipawns from Blue's view per first
    /// mover (`None` each when both Kings are not yet placed); the request's last answer.
    Coach {
        id: u64,
        scores: BySide<Option<i32>>,
    },
    /// A file was written (`Ok`: where) or could not be; `auto` for the autosave.
    Saved {
        result: Result<PathBuf, SaveError>,
        auto: bool,
    },
    /// A save-as found a file where it was to write, and did not write: this save (to send
    /// again, with overwriting allowed, if the player says yes).
    SaveExists(Box<Command>),
    /// The saved games found.
    Saves(Vec<SaveInfo>),
    Opened(Box<Opened>),
    /// What came of saving the settings file ([`Command::SavePrefs`]).
    PrefsSaved(FileNotice),
    /// The autosave was failing and a save-as wrote the game here: it is autosaved here
    /// from now on.
    AutosaveMoved(PathBuf),
    /// Something the runtime found on the way to the first screen, to say on it (a resume
    /// that passed over newer saves it can't read).
    Tell(FileNotice),
}

/// How the client is shown and launched (set once, at [`App::new`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Terminal size at start.
    pub width: u16,
    pub height: u16,
    /// Unicode chess pieces instead of letters (`--unicode`: over the settings' pieces).
    pub unicode: bool,
    /// Colours allowed (off under `NO_COLOR`, whatever the settings say: modifiers carry
    /// the meaning).
    pub color: bool,
    /// Plain ASCII only (`--ascii`, or a locale that is not UTF-8).
    pub ascii: bool,
    /// Leaving the screen quits (a command opened it directly: `replay FILE`, `practice`).
    pub quit_on_leave: bool,
}

impl Options {
    /// Letters, colours, an 80×24 terminal, the start screen stays.
    pub const DEFAULT: Options = Options {
        width: 80,
        height: 24,
        unicode: false,
        color: true,
        ascii: false,
        quit_on_leave: false,
    };

    /// The defaults at another terminal size.
    pub const fn sized(width: u16, height: u16) -> Options {
        Options {
            width,
            height,
            ..Options::DEFAULT
        }
    }
}

impl Default for Options {
    fn default() -> Options {
        Options::DEFAULT
    }
}

/// The whole client.
#[derive(Clone, Debug)]
pub struct App {
    screen: Screen,
    help: bool,
    /// The rules page, open over the help.
    rules: Option<RulesView>,
    width: u16,
    height: u16,
    /// What the status bar says; ends when the screen changes.
    notice: Option<Notice>,
    color: bool,
    ascii: bool,
    quit_on_leave: bool,
    saves: Vec<SaveInfo>,
    now: u64,
    rng: StdRng,
    /// The settings new games start from (the `play` flags).
    settings: Settings,
    /// A file name being typed.
    line: Option<Line>,
    /// The settings file could not be read: the next save replaces it (the player was told).
    replace_prefs: bool,
    /// A box waiting for the player's answer.
    alert: Option<alert::Alert>,
    /// The game-over box is hidden to look at the final position.
    over_hidden: bool,
    /// The id of the last background analysis started (answers carry it).
    analysis_id: u64,
    /// The practice a fight played out from it (`p`) came from: leaving that game, or its
    /// review, comes back here, ready to deploy again.
    back_to_practice: Option<Box<PracticeState>>,
}

impl App {
    /// The start screen, with `settings` as the defaults for new games.
    pub fn new(mut settings: Settings, options: Options) -> App {
        if options.unicode {
            settings.pieces = crate::prefs::Pieces::Unicode;
        }
        App {
            screen: Screen::Start { selected: 0 },
            help: false,
            rules: None,
            width: options.width,
            height: options.height,
            notice: None,
            color: options.color,
            ascii: options.ascii,
            quit_on_leave: options.quit_on_leave,
            saves: Vec::new(),
            now: 0,
            rng: StdRng::seed_from_u64(settings.seed),
            settings,
            line: None,
            replace_prefs: false,
            alert: None,
            over_hidden: false,
            analysis_id: 0,
            back_to_practice: None,
        }
    }

    /// Says `n` on the start screen (what the runtime found before the first frame: a
    /// settings file that can't be read).
    pub fn tell_at_start(&mut self, n: FileNotice) {
        self.tell(Notice::File(n));
    }

    /// Whether leaving the game (or its review) on screen comes back to the practice it was
    /// played out from, rather than to the start screen.
    pub fn returns_to_practice(&self) -> bool {
        self.back_to_practice.is_some()
    }

    /// Whether the game-over box is hidden (to look at the final position).
    pub fn over_box_hidden(&self) -> bool {
        self.over_hidden
    }

    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The game on screen, if any.
    pub fn play(&self) -> Option<&PlayState> {
        match &self.screen {
            Screen::Play(p) => Some(p),
            _ => None,
        }
    }

    /// The practice session on screen, if any.
    pub fn practice(&self) -> Option<&PracticeState> {
        match &self.screen {
            Screen::Practice(p) => Some(p),
            _ => None,
        }
    }

    /// The replay on screen, if any.
    pub fn replay(&self) -> Option<&ReplayState> {
        match &self.screen {
            Screen::Replay(r) => Some(r),
            _ => None,
        }
    }

    /// Whether the help overlay is open.
    pub fn help_open(&self) -> bool {
        self.help
    }

    /// The rules page, if it is open.
    pub fn rules_page(&self) -> Option<RulesView> {
        self.rules
    }

    pub fn width(&self) -> u16 {
        self.width
    }

    pub fn height(&self) -> u16 {
        self.height
    }

    /// What the status bar says.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// Pieces drawn as chess symbols.
    pub fn unicode(&self) -> bool {
        self.settings.pieces == crate::prefs::Pieces::Unicode && !self.ascii()
    }

    /// Everything drawn in plain ASCII: asked for (`--ascii`, no UTF-8 locale) or chosen
    /// as the pieces' style in the settings.
    pub fn ascii(&self) -> bool {
        self.ascii || self.settings.pieces == crate::prefs::Pieces::Ascii
    }

    /// Colours on: the settings want them and the environment allows them.
    pub fn color(&self) -> bool {
        self.color && self.settings.color
    }

    pub fn saves(&self) -> &[SaveInfo] {
        &self.saves
    }

    /// Milliseconds since the client started (the last `Tick`).
    pub fn now(&self) -> u64 {
        self.now
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The file name being typed, if any.
    pub fn line(&self) -> Option<&Line> {
        self.line.as_ref()
    }

    /// Whether the terminal is too small to draw the client (then input is ignored).
    pub fn too_small(&self) -> bool {
        !layout::big_enough(self.width, self.height)
    }

    /// The terminal area.
    pub fn area(&self) -> Rect {
        Rect::new(0, 0, self.width, self.height)
    }

    /// The keymap context of what is on screen.
    pub fn ctx(&self) -> Ctx {
        if self.line.is_some() {
            return Ctx::Text;
        }
        if let Some(a) = &self.alert {
            return a.ctx();
        }
        match &self.screen {
            Screen::Start { .. } => Ctx::Menu,
            Screen::Settings { .. } => Ctx::Settings,
            Screen::Open { .. } => Ctx::Menu,
            Screen::Play(p) => p.ctx(),
            Screen::Replay(_) => Ctx::Replay,
            Screen::Practice(p) => match p.stage() {
                _ if p.input().typing().is_some() => Ctx::Text,
                PracticeStage::Sheet(s) if s.confirming => Ctx::Confirm,
                PracticeStage::Sheet(_) => Ctx::Sheet,
                PracticeStage::Board => Ctx::Deploy,
            },
        }
    }

    /// Milliseconds until the app needs a `Tick` (a running clock), if ever.
    pub fn wake_in(&self) -> Option<u64> {
        match &self.screen {
            Screen::Play(p) if p.phase() == Phase::Fight => {
                p.clock().and_then(|c| c.next_change(self.now))
            }
            _ => None,
        }
    }

    /// Shows `screen`; the old screen's notice ends with it.
    fn show(&mut self, screen: Screen) {
        self.screen = screen;
        self.notice = None;
        self.over_hidden = false;
    }

    /// Says `n` on the status bar.
    fn tell(&mut self, n: impl Into<Notice>) {
        self.notice = Some(n.into());
    }

    /// The settings a new game chosen from the start screen with `item` will have (`None`:
    /// the item starts no game at once). The start screen describes the same game.
    pub fn new_game_settings(&self, item: MenuItem) -> Option<Settings> {
        let mut s = self.settings.clone();
        match item {
            MenuItem::NewGame => s.opponent = Opponent::Human,
            MenuItem::NewComputerGame => {
                if s.opponent == Opponent::Human {
                    s.opponent = Opponent::Computer(Side::Red);
                }
            }
            MenuItem::NewMini => {
                s.mini = true;
                s.budget = None;
            }
            _ => return None,
        }
        Some(s)
    }

    /// Starts a new game with `settings`.
    /// The dice continue from the app's RNG (seeded once, from `--seed`), so a second game
    /// in the same session gets new rolls and a seeded session replays exactly.
    pub fn start_game(&mut self, settings: &Settings) -> Update {
        let computer = match settings.opponent {
            Opponent::Human => None,
            Opponent::Computer(s) => Some(s),
        };
        let game = Game::new(settings.rules());
        let mut p = PlayState::new(game, computer, settings.think);
        p.set_players(settings.players.clone(), settings.auto_flip);
        p.set_hints(play::HintLog {
            hot_seat: settings.hints && computer.is_none(),
            steps: Vec::new(),
        });
        let u = Update::with(Command::NewGameFile).and(p.after_change(&mut self.rng, self.now));
        self.show(Screen::Play(Box::new(p)));
        self.tell(News::NewGame);
        self.finish(u)
    }

    /// Starts deployment practice.
    pub fn start_practice(&mut self, setup: PracticeSetup) {
        self.show(Screen::Practice(Box::new(PracticeState::new(setup))));
    }

    /// From a complete practice deployment against the computer, the fight as a normal
    /// game against it (a new game file, saved like any game).
    fn play_out_practice(&mut self) -> Update {
        let Screen::Practice(p) = &self.screen else {
            return Update::none();
        };
        let game = match p.fight_game() {
            None => {
                let computer = p.against_computer();
                self.tell(Refusal::NoFightYet { computer });
                return Update::none();
            }
            Some(Err(e)) => {
                self.tell(Notice::Game(e));
                return Update::none();
            }
            Some(Ok(game)) => game,
        };
        let practice = p.clone();
        let mut u = Update::none();
        // A hint or coach still being worked out would only slow the computer's moves
        // (and its answer would find the game, not the practice).
        if practice.is_asking_the_engine() {
            u.push(Command::StopThinking);
        }
        u.push(Command::NewGameFile);
        let mut p = PlayState::new(game, Some(Side::Red), self.settings.think);
        p.set_players(self.settings.players.clone(), self.settings.auto_flip);
        let u = u.and(p.after_change(&mut self.rng, self.now));
        self.show(Screen::Play(Box::new(p)));
        self.back_to_practice = Some(practice);
        self.tell(News::NewGame);
        u
    }

    /// Handles one message.
    pub fn update(&mut self, msg: Msg) -> Update {
        let u = self.update_inner(msg);
        self.finish(u)
    }

    /// The update as the runtime gets it: its notice is what the status bar now says.
    fn finish(&mut self, mut u: Update) -> Update {
        if let Some(n) = u.notice.take() {
            self.notice = Some(n);
        }
        u.notice = self.notice.clone();
        u
    }

    fn update_inner(&mut self, msg: Msg) -> Update {
        match msg {
            Msg::Resize { width, height } => {
                self.width = width;
                self.height = height;
                Update::none()
            }
            Msg::Tick(now) => {
                self.now = now.max(self.now);
                match &mut self.screen {
                    Screen::Play(p) => p.tick(&mut self.rng, self.now).unwrap_or_default(),
                    _ => Update::none(),
                }
            }
            Msg::ComputerMove { id, mv } => {
                let Screen::Play(p) = &mut self.screen else {
                    return Update::none();
                };
                p.computer_moved(id, mv, &mut self.rng, self.now)
                    .unwrap_or_else(|n| Update {
                        notice: Some(n),
                        ..Update::none()
                    })
            }
            Msg::Analysed { id, index, eval } => {
                if let Screen::Replay(r) = &mut self.screen {
                    r.review_mut().analysed(id, index, eval);
                }
                Update::none()
            }
            Msg::Hint { id, answer } => match &mut self.screen {
                Screen::Play(p) => p.hinted(id, answer, self.now),
                Screen::Practice(p) => p.hinted(id, answer),
                _ => Update::none(),
            },
            Msg::CoachFacts { id, facts } => {
                if let Screen::Practice(p) = &mut self.screen {
                    p.coach_facts_came(id, *facts);
                }
                Update::none()
            }
            Msg::Coach { id, scores } => match &mut self.screen {
                Screen::Practice(p) => {
                    p.coached(id, scores);
                    Update::none()
                }
                _ => Update::none(),
            },
            Msg::Saved { result, auto } => {
                self.saved(result, auto);
                Update::none()
            }
            Msg::SaveExists(save) => self.save_target_exists(*save),
            Msg::Saves(s) => {
                self.saves = s;
                Update::none()
            }
            Msg::Opened(o) => self.opened(*o),
            Msg::PrefsSaved(n) => {
                self.replace_prefs = matches!(n, FileNotice::PrefsNotReplaced { .. });
                self.tell(Notice::File(n));
                Update::none()
            }
            Msg::AutosaveMoved(path) => {
                self.tell(Notice::File(FileNotice::AutosaveMoved(path)));
                Update::none()
            }
            Msg::Tell(n) => {
                self.tell(Notice::File(n));
                Update::none()
            }
            Msg::Click { x, y } => {
                if self.too_small() || self.help || self.alert.is_some() || self.line.is_some() {
                    return Update::none();
                }
                self.click(x, y)
            }
            Msg::Key(key) => self.key(key),
        }
    }

    fn opened(&mut self, o: Opened) -> Update {
        match o {
            Opened::Resume {
                game,
                clock_ms,
                clock_log,
                computer,
                hints,
            } => {
                let think = self.settings.think;
                let (p, mut u) = PlayState::resumed(
                    *game,
                    computer,
                    think,
                    clock_ms,
                    clock_log,
                    &mut self.rng,
                    self.now,
                );
                // The file just read holds this game: nothing to save yet.
                u.commands.retain(|c| {
                    !matches!(
                        c,
                        Command::SaveGame {
                            to: SaveTo::Auto,
                            ..
                        }
                    )
                });
                let mut p = p;
                p.set_players(Default::default(), self.settings.auto_flip);
                p.set_hints(hints);
                let news = p.stuck().unwrap_or(News::GameResumed.into());
                self.show(Screen::Play(Box::new(p)));
                self.tell(news);
                u
            }
            Opened::Replay {
                title,
                rules,
                steps,
                error,
                path,
                analysis,
                hint_steps,
            } => {
                let mut r = ReplayState::new(title, rules, steps);
                r.set_error(error.map(|e| *e));
                r.review_mut().set_file(path.map(RecordFile::Path));
                if let Some(a) = analysis {
                    r.review_mut().set_analysis(*a);
                }
                r.set_hint_steps(hint_steps);
                self.show(Screen::Replay(Box::new(r)));
                self.tell(News::ReplayOpened);
                Update::none()
            }
            Opened::Layout { plinths } => {
                if let Screen::Practice(p) = &mut self.screen {
                    p.set_plinths(plinths);
                }
                Update::none()
            }
            Opened::Failed(e) => {
                self.tell(Notice::File(e));
                Update::none()
            }
        }
    }
}

/// A seeded roll of a whole plinth layout (for practice), through the rules' own roller.
pub fn practice_layout(rules: &Rules, rng: &mut StdRng) -> Bitboard {
    use crate::rules::plinths::{PlinthRoll, plinths_from_rolls, roll_schedule};
    use rand::Rng;
    let rolls: Vec<PlinthRoll> = roll_schedule(rules.board, rules.plinths_per_quadrant)
        .into_iter()
        .map(|(by, quadrant)| PlinthRoll {
            by,
            quadrant,
            column: rng.random_range(1..=6),
            row: rng.random_range(1..=6),
        })
        .collect();
    plinths_from_rolls(rules.board, rules.plinths_per_quadrant, &rolls)
        .map(|(b, _)| b)
        .unwrap_or(Bitboard::EMPTY)
}

/// The practice setup a game's rules make: Blue's budget, the rules' roster.
pub fn practice_setup(rules: &Rules, plinths: Bitboard, both: bool) -> PracticeSetup {
    PracticeSetup {
        size: rules.board,
        plinths,
        roster: rules.roster.clone(),
        budget: rules.budget.blue,
        king_anywhere: rules.king_anywhere,
        both,
        computer: None,
    }
}
