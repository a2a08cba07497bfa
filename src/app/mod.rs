//! The client as a PURE state machine: [`App`] holds one [`Screen`] (each with its own
//! data), [`App::update`] takes a [`Msg`] (a key, a click, a resize, a clock tick, the
//! computer's answer, a file read by the runtime) and returns an [`Effect`] for the runtime
//! to carry out (save, open a file, start or stop the computer, quit). Nothing here touches
//! the terminal, the disk or the system clock: dice come from a seeded RNG, time from `Tick`.

pub mod clock;
pub mod demo;
pub mod derived;
pub mod keymap;
pub mod layout;
pub mod play;
pub mod practice;
pub mod replay;
pub mod settings;
pub mod sheet;

use std::path::PathBuf;

use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

use crate::rules::game::{Game, Phase, Rules, Step};
use crate::rules::{Bitboard, BySide, Move, Side};

use keymap::{Action, Ctx, lookup};
use play::{PlayEffect, PlayState, Stage, ThinkRequest};
use practice::{PracticeStage, PracticeState};
use replay::ReplayState;
use settings::{Field, Opponent, Settings};

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

/// What a line being typed at the bottom is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinePurpose {
    SaveAs,
    SaveLayout,
    /// A record file to open in the replay viewer.
    OpenReplay,
}

/// A one-line text field at the bottom of the screen (file names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub purpose: LinePurpose,
    pub text: String,
}

/// A file the runtime was asked to write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Save {
    /// The game's autosave file.
    Auto,
    /// The game, to this file as well.
    As(PathBuf),
    /// The practice plinth layout as a record with `plinths` only.
    Layout(PathBuf),
}

/// A file the runtime was asked to read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Open {
    /// The given game, or the newest unfinished autosave.
    Resume(Option<PathBuf>),
    Replay(PathBuf),
}

/// What the runtime should do after an update.
#[derive(Clone, Debug, Default)]
pub struct Effect {
    pub quit: bool,
    pub save: Option<Save>,
    /// Start the computer's search.
    pub think: Option<ThinkRequest>,
    /// Interrupt the running search.
    pub stop_thinking: bool,
    pub open: Option<Open>,
    /// A new game began: give it a fresh autosave file.
    pub new_game: bool,
    /// The game to save (taken when the save was asked for).
    pub snapshot: Option<Box<Snapshot>>,
}

/// What a save writes: the game, the clocks, who the computer is.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub game: Game,
    pub computer: Option<Side>,
    /// Both clocks after each fight move.
    pub clock_log: Vec<[u64; 2]>,
    /// Both clocks now (`[blue, red]` ms), when there is a clock.
    pub clock_now: Option<[u64; 2]>,
}

impl Snapshot {
    /// The game screen's state, at `now`.
    pub fn of(p: &PlayState, now: u64) -> Snapshot {
        Snapshot {
            game: p.game.clone(),
            computer: p.computer,
            clock_log: p.clock_log.clone(),
            clock_now: p
                .clock
                .as_ref()
                .map(|c| [c.left(Side::Blue, now), c.left(Side::Red, now)]),
        }
    }
}

impl Effect {
    fn from_play(p: PlayEffect) -> Effect {
        Effect {
            save: p.save.then_some(Save::Auto),
            think: p.think,
            stop_thinking: p.stop_thinking,
            ..Effect::default()
        }
    }
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
    },
    /// View this record.
    Replay {
        title: String,
        rules: Rules,
        steps: Vec<Step>,
    },
    /// Practise against this layout.
    Layout { plinths: Bitboard },
    /// The file could not be read: why.
    Failed(String),
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
    /// A file was written (`Ok`: where) or could not be; `auto` for the autosave.
    Saved {
        result: Result<PathBuf, String>,
        auto: bool,
    },
    /// The saved games found.
    Saves(Vec<SaveInfo>),
    Opened(Box<Opened>),
}

/// The whole client.
#[derive(Clone, Debug)]
pub struct App {
    pub screen: Screen,
    pub help: bool,
    pub width: u16,
    pub height: u16,
    /// One line of news or refusal for the status bar.
    pub status: String,
    pub unicode: bool,
    /// Colours on (off under `NO_COLOR`: modifiers carry the meaning).
    pub color: bool,
    pub saves: Vec<SaveInfo>,
    pub now: u64,
    pub rng: StdRng,
    /// The settings new games start from (the `play` flags).
    pub settings: Settings,
    /// A file name being typed.
    pub line: Option<Line>,
    /// Leaving the screen quits (a command opened it directly: `replay FILE`, `practice`).
    pub quit_on_leave: bool,
}

impl App {
    /// The start screen, with `settings` as the defaults for new games.
    pub fn new(settings: Settings, width: u16, height: u16) -> App {
        App {
            screen: Screen::Start { selected: 0 },
            help: false,
            width,
            height,
            status: String::new(),
            unicode: false,
            color: true,
            saves: Vec::new(),
            now: 0,
            rng: StdRng::seed_from_u64(settings.seed),
            settings,
            line: None,
            quit_on_leave: false,
        }
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
        match &self.screen {
            Screen::Start { .. } => Ctx::Menu,
            Screen::Settings { .. } => Ctx::Settings,
            Screen::Open { .. } => Ctx::Menu,
            Screen::Play(p) => p.ctx(),
            Screen::Replay(_) => Ctx::Replay,
            Screen::Practice(p) => match (&p.stage, &p.typing) {
                (_, Some(_)) => Ctx::Text,
                (PracticeStage::Sheet(s), _) if s.confirming => Ctx::Confirm,
                (PracticeStage::Sheet(_), _) => Ctx::Sheet,
                (PracticeStage::Board, _) => Ctx::Deploy,
            },
        }
    }

    /// Milliseconds until the app needs a `Tick` (a running clock), if ever.
    pub fn wake_in(&self) -> Option<u64> {
        match &self.screen {
            Screen::Play(p) if p.phase() == Phase::Fight => {
                p.clock.as_ref().and_then(|c| c.next_change(self.now))
            }
            _ => None,
        }
    }

    /// Starts a new game with `settings`.
    /// The dice continue from the app's RNG (seeded once, from `--seed`), so a second game
    /// in the same session gets new rolls and a seeded session replays exactly.
    pub fn start_game(&mut self, settings: &Settings) -> Effect {
        let computer = match settings.opponent {
            Opponent::Human => None,
            Opponent::Computer(s) => Some(s),
        };
        let game = Game::new(settings.rules());
        let mut p = PlayState::new(game, computer, settings.think);
        let eff = p.after_change(&mut self.rng, self.now);
        self.screen = Screen::Play(Box::new(p));
        self.status = "new game".into();
        let mut e = Effect::from_play(eff);
        e.new_game = true;
        self.with_snapshot(e)
    }

    /// Starts deployment practice.
    pub fn start_practice(&mut self, p: PracticeState) {
        self.screen = Screen::Practice(Box::new(p));
    }

    /// Handles one message.
    pub fn update(&mut self, msg: Msg) -> Effect {
        let e = self.update_inner(msg);
        self.with_snapshot(e)
    }

    /// Gives a game save the game on screen to write (taken now, as it stands).
    fn with_snapshot(&self, mut e: Effect) -> Effect {
        if matches!(e.save, Some(Save::Auto | Save::As(_)))
            && e.snapshot.is_none()
            && let Screen::Play(p) = &self.screen
        {
            e.snapshot = Some(Box::new(Snapshot::of(p, self.now)));
        }
        e
    }

    fn update_inner(&mut self, msg: Msg) -> Effect {
        match msg {
            Msg::Resize { width, height } => {
                self.width = width;
                self.height = height;
                Effect::default()
            }
            Msg::Tick(now) => {
                self.now = now.max(self.now);
                if let Screen::Play(p) = &mut self.screen
                    && let Some(eff) = p.tick(&mut self.rng, self.now)
                {
                    self.status = "time is up".into();
                    return Effect::from_play(eff);
                }
                Effect::default()
            }
            Msg::ComputerMove { id, mv } => {
                if let Screen::Play(p) = &mut self.screen {
                    return match p.computer_moved(id, mv, &mut self.rng, self.now) {
                        Ok(eff) => {
                            if let Some(s) = p.derived.san.last() {
                                self.status = format!("the computer plays {s}");
                            }
                            Effect::from_play(eff)
                        }
                        Err(e) => {
                            self.status = e;
                            Effect::default()
                        }
                    };
                }
                Effect::default()
            }
            Msg::Saved { result, auto } => {
                match result {
                    Ok(path) if !auto => self.status = format!("saved {}", path.display()),
                    Ok(_) => {}
                    Err(e) => self.status = format!("could not save: {e}"),
                }
                Effect::default()
            }
            Msg::Saves(s) => {
                self.saves = s;
                Effect::default()
            }
            Msg::Opened(o) => self.opened(*o),
            Msg::Click { x, y } => {
                if self.too_small() || self.help {
                    return Effect::default();
                }
                self.click(x, y)
            }
            Msg::Key(key) => self.key(key),
        }
    }

    fn opened(&mut self, o: Opened) -> Effect {
        match o {
            Opened::Resume {
                game,
                clock_ms,
                clock_log,
                computer,
            } => {
                let think = self.settings.think;
                let mut p = PlayState::new(*game, computer, think);
                p.clock_log = clock_log;
                let eff = p.after_change(&mut self.rng, self.now);
                if let (Some(c), Some(ms)) = (&mut p.clock, clock_ms) {
                    let running = c.running;
                    c.remaining = ms;
                    if let Some((s, _)) = running {
                        c.start(s, self.now);
                    }
                }
                self.status = p.stuck().unwrap_or_else(|| "game resumed".into());
                self.screen = Screen::Play(Box::new(p));
                let mut e = Effect::from_play(eff);
                e.save = None;
                e
            }
            Opened::Replay {
                title,
                rules,
                steps,
            } => {
                self.screen = Screen::Replay(Box::new(ReplayState::new(title, rules, steps)));
                self.status = "replay: ← → step, 1–4 phases, q leaves".into();
                Effect::default()
            }
            Opened::Layout { plinths } => {
                if let Screen::Practice(p) = &mut self.screen {
                    p.plinths = plinths;
                }
                Effect::default()
            }
            Opened::Failed(e) => {
                self.status = e;
                Effect::default()
            }
        }
    }

    fn click(&mut self, x: u16, y: u16) -> Effect {
        let area = self.area();
        match &mut self.screen {
            Screen::Play(p) => {
                if p.stage != Stage::Board || p.prompt.is_some() || p.input.is_some() {
                    return Effect::default();
                }
                let a = layout::layout(area, Some(p.game.rules().board), p.flipped);
                let Some(sq) = a.board.and_then(|g| g.hit(x, y)) else {
                    return Effect::default();
                };
                p.cursor = sq;
                let r = match p.phase() {
                    Phase::Deploy => p.place_at(sq, &mut self.rng, self.now),
                    Phase::Fight => {
                        let human = p.game.position().is_some_and(|pos| p.is_human(pos.turn()));
                        if human {
                            p.click(sq, &mut self.rng, self.now)
                        } else {
                            Ok(PlayEffect::default())
                        }
                    }
                    _ => Ok(PlayEffect::default()),
                };
                self.play_result(r)
            }
            Screen::Practice(p) => {
                if p.stage != PracticeStage::Board {
                    return Effect::default();
                }
                let a = layout::layout(area, Some(p.size), p.flipped);
                if let Some(sq) = a.board.and_then(|g| g.hit(x, y)) {
                    p.cursor = sq;
                    self.status = match p.place_at(sq) {
                        Ok(()) => p.stuck().unwrap_or_default(),
                        Err(e) => e,
                    };
                }
                Effect::default()
            }
            _ => Effect::default(),
        }
    }

    fn play_result(&mut self, r: Result<PlayEffect, String>) -> Effect {
        match r {
            Ok(eff) => {
                if let Screen::Play(p) = &self.screen {
                    self.status = match p.game.outcome() {
                        Some(o) => o.to_string(),
                        None => String::new(),
                    };
                    if p.phase() == Phase::Fight
                        && let Some(pos) = p.game.position()
                        && pos.is_check()
                    {
                        self.status = format!("{} is in check", pos.turn());
                    }
                    if let Some(why) = p.stuck() {
                        self.status = why;
                    }
                    if self.status.is_empty()
                        && p.phase() == Phase::Fight
                        && p.game.can_claim_draw()
                        && let Some(pos) = p.game.position()
                        && p.is_human(pos.turn())
                    {
                        self.status = format!("{} may claim a draw: press c", pos.turn());
                    }
                }
                Effect::from_play(eff)
            }
            Err(e) => {
                self.status = e;
                Effect::default()
            }
        }
    }

    fn key(&mut self, key: KeyEvent) -> Effect {
        if key.kind == ratatui::crossterm::event::KeyEventKind::Release {
            return Effect::default();
        }
        if lookup(Ctx::Global, key) == Some(Action::Quit) {
            return self.quit_effect();
        }
        if self.too_small() {
            return Effect::default();
        }
        // Text being typed takes every key.
        if let Some(line) = &mut self.line {
            match key.code {
                KeyCode::Enter => {
                    let line = self.line.take().expect("line");
                    let path = PathBuf::from(line.text.trim());
                    if line.text.trim().is_empty() {
                        return Effect::default();
                    }
                    return match line.purpose {
                        LinePurpose::SaveAs => Effect {
                            save: Some(Save::As(path)),
                            ..Effect::default()
                        },
                        LinePurpose::SaveLayout => Effect {
                            save: Some(Save::Layout(path)),
                            ..Effect::default()
                        },
                        LinePurpose::OpenReplay => Effect {
                            open: Some(Open::Replay(path)),
                            ..Effect::default()
                        },
                    };
                }
                KeyCode::Esc => self.line = None,
                KeyCode::Backspace => {
                    line.text.pop();
                }
                KeyCode::Char(c) if !key.modifiers.contains(KeyModifiers::CONTROL) => {
                    line.text.push(c)
                }
                _ => {}
            }
            return Effect::default();
        }
        if let Some(e) = self.typing_key(key) {
            return e;
        }
        if lookup(Ctx::Global, key) == Some(Action::Help) {
            self.help = !self.help;
            return Effect::default();
        }
        if self.help {
            if matches!(key.code, KeyCode::Esc | KeyCode::Char('q') | KeyCode::Enter) {
                self.help = false;
            }
            return Effect::default();
        }
        let ctx = self.ctx();
        let practice = matches!(&self.screen, Screen::Practice(_));
        let found = if practice {
            lookup(Ctx::Practice, key).or_else(|| lookup(ctx, key))
        } else {
            lookup(ctx, key)
        };
        let Some(action) = found else {
            return Effect::default();
        };
        self.action(ctx, action)
    }

    /// Keys while a move or placement is typed on the board.
    fn typing_key(&mut self, key: KeyEvent) -> Option<Effect> {
        match &mut self.screen {
            Screen::Play(p) if p.input.is_some() => {
                let inp = p.input.as_mut().expect("input");
                match key.code {
                    KeyCode::Enter => {
                        let r = p.submit_typed(&mut self.rng, self.now);
                        return Some(self.play_result(r));
                    }
                    KeyCode::Esc => p.input = None,
                    KeyCode::Backspace => {
                        inp.text.pop();
                        if inp.text.is_empty() {
                            p.input = None;
                        }
                    }
                    KeyCode::Char(c) if inp.text.len() < 16 => inp.text.push(c),
                    _ => {}
                }
                p.typed_changed();
                Some(Effect::default())
            }
            Screen::Practice(p) if p.typing.is_some() => {
                let text = p.typing.as_mut().expect("typing");
                match key.code {
                    KeyCode::Enter => {
                        let t = p.typing.take().unwrap_or_default();
                        self.status = match play::parse_placement(&t) {
                            None => format!("{t}: write a placement like Q@e1 or Qe1"),
                            Some((role, sq)) => {
                                let before = p.role;
                                if let Some(r) = role {
                                    p.role = Some(r);
                                }
                                match p.place_at(sq) {
                                    Ok(()) => p.stuck().unwrap_or_default(),
                                    Err(e) => {
                                        // A refused placement keeps the chosen piece.
                                        p.role = before;
                                        e
                                    }
                                }
                            }
                        };
                    }
                    KeyCode::Esc => p.typing = None,
                    KeyCode::Backspace => {
                        text.pop();
                    }
                    KeyCode::Char(c) if text.len() < 16 => text.push(c),
                    _ => {}
                }
                Some(Effect::default())
            }
            _ => None,
        }
    }

    fn quit_effect(&mut self) -> Effect {
        let save = match &self.screen {
            Screen::Play(_) => Some(Save::Auto),
            _ => None,
        };
        Effect {
            quit: true,
            save,
            stop_thinking: true,
            ..Effect::default()
        }
    }

    fn go_start(&mut self) -> Effect {
        let (stop, snapshot) = match &self.screen {
            Screen::Play(p) => (
                p.thinking.is_some(),
                Some(Box::new(Snapshot::of(p, self.now))),
            ),
            _ => (false, None),
        };
        self.screen = Screen::Start { selected: 0 };
        Effect {
            stop_thinking: stop,
            quit: self.quit_on_leave,
            snapshot,
            ..Effect::default()
        }
    }

    fn action(&mut self, ctx: Ctx, action: Action) -> Effect {
        let now = self.now;
        match &mut self.screen {
            Screen::Start { selected } => match action {
                Action::Up => {
                    *selected = (*selected + MenuItem::ALL.len() - 1) % MenuItem::ALL.len()
                }
                Action::Down => *selected = (*selected + 1) % MenuItem::ALL.len(),
                Action::Quit => return self.quit_effect(),
                Action::Activate => {
                    let item = MenuItem::ALL[*selected % MenuItem::ALL.len()];
                    return self.menu(item);
                }
                _ => {}
            },
            Screen::Settings { selected } => {
                let n = Field::ALL.len();
                let field = Field::ALL[*selected % n];
                match action {
                    Action::Up => *selected = (*selected + n - 1) % n,
                    Action::Down => *selected = (*selected + 1) % n,
                    Action::Inc | Action::Dec => {
                        self.settings.change(field, action == Action::Inc);
                        self.status = if field == Field::Roster && self.settings.mini {
                            "Mini-Shuuro always uses its own roster".into()
                        } else {
                            String::new()
                        };
                    }
                    Action::Activate => {
                        let s = self.settings.clone();
                        return self.start_game(&s);
                    }
                    Action::Back => return self.go_start(),
                    _ => {}
                }
            }
            Screen::Open { selected } => {
                let n = self.saves.len();
                match action {
                    Action::Up if n > 0 => *selected = (*selected + n - 1) % n,
                    Action::Down if n > 0 => *selected = (*selected + 1) % n,
                    Action::Type => {
                        self.line = Some(Line {
                            purpose: LinePurpose::OpenReplay,
                            text: String::new(),
                        });
                    }
                    Action::Activate => {
                        let path = if let Some(s) = self.saves.get(*selected) {
                            s.path.clone()
                        } else {
                            self.status = "no saved game yet: type a file name".into();
                            return Effect::default();
                        };
                        return Effect {
                            open: Some(Open::Replay(path)),
                            ..Effect::default()
                        };
                    }
                    Action::Quit => return self.go_start(),
                    _ => {}
                }
            }
            Screen::Play(p) => {
                if ctx == Ctx::Over {
                    return match action {
                        Action::Review => {
                            let steps = p.game.steps().to_vec();
                            let rules = p.game.rules().clone();
                            self.screen = Screen::Replay(Box::new(ReplayState::new(
                                "this game".into(),
                                rules,
                                steps,
                            )));
                            Effect::default()
                        }
                        Action::Menu => self.go_start(),
                        Action::Quit => self.quit_effect(),
                        _ => Effect::default(),
                    };
                }
                match action {
                    Action::Quit => {
                        let mut e = self.go_start();
                        e.save = Some(Save::Auto);
                        self.status = "game saved: Resume continues it".into();
                        return e;
                    }
                    Action::Help => self.help = true,
                    Action::Type if matches!(ctx, Ctx::Fight | Ctx::Deploy) => {
                        p.start_typing();
                        self.status = "type a move and press Enter (Esc cancels)".into();
                    }
                    Action::SaveAs => {
                        self.line = Some(Line {
                            purpose: LinePurpose::SaveAs,
                            text: "shuuro-game.json".into(),
                        });
                    }
                    _ => {
                        let moves_before = p.game.moves().len();
                        let r = p.handle(action, &mut self.rng, now);
                        let phase = p.phase();
                        let taken_back = moves_before.saturating_sub(p.game.moves().len());
                        let e = self.play_result(r);
                        if taken_back > 0 {
                            self.status = match taken_back {
                                1 => "the last move was taken back".into(),
                                n => format!("the last {n} moves were taken back"),
                            };
                        }
                        if phase == Phase::Over
                            && let Screen::Play(p) = &self.screen
                            && let Some(o) = p.game.outcome()
                        {
                            self.status = o.to_string();
                        }
                        return e;
                    }
                }
            }
            Screen::Replay(r) => {
                if !r.handle(action) {
                    return self.go_start();
                }
                self.status = r.describe_last();
            }
            Screen::Practice(p) => {
                match action {
                    Action::Quit => return self.go_start(),
                    Action::Type if p.stage == PracticeStage::Board => {
                        p.typing = Some(String::new());
                        return Effect::default();
                    }
                    Action::SaveAs => {
                        self.line = Some(Line {
                            purpose: LinePurpose::SaveLayout,
                            text: "shuuro-layout.json".into(),
                        });
                        return Effect::default();
                    }
                    _ => {}
                }
                // Restart and save are practice keys; the rest are deployment keys.
                self.status = match p.handle(action) {
                    Ok(()) if p.is_complete() => {
                        "all deployed: r restarts, s saves the layout, q leaves".into()
                    }
                    Ok(()) => p.stuck().unwrap_or_default(),
                    Err(e) => e,
                };
            }
        }
        Effect::default()
    }

    fn menu(&mut self, item: MenuItem) -> Effect {
        match item {
            MenuItem::NewGame => {
                let mut s = self.settings.clone();
                s.opponent = Opponent::Human;
                self.start_game(&s)
            }
            MenuItem::NewComputerGame => {
                let mut s = self.settings.clone();
                if s.opponent == Opponent::Human {
                    s.opponent = Opponent::Computer(Side::Red);
                }
                self.start_game(&s)
            }
            MenuItem::NewMini => {
                let mut s = self.settings.clone();
                s.mini = true;
                s.budget = None;
                self.start_game(&s)
            }
            MenuItem::Variants => {
                self.screen = Screen::Settings { selected: 0 };
                Effect::default()
            }
            MenuItem::Resume => Effect {
                open: Some(Open::Resume(None)),
                ..Effect::default()
            },
            MenuItem::Replay => {
                self.screen = Screen::Open { selected: 0 };
                Effect::default()
            }
            MenuItem::Practice => {
                let rules = self.settings.rules();
                let plinths = practice_layout(&rules, &mut self.rng);
                self.screen = Screen::Practice(Box::new(PracticeState::new(
                    rules.board,
                    plinths,
                    rules.roster.clone(),
                    rules.budget.blue,
                    rules.king_anywhere,
                    false,
                )));
                Effect::default()
            }
            MenuItem::Help => {
                self.help = true;
                Effect::default()
            }
            MenuItem::Quit => self.quit_effect(),
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
