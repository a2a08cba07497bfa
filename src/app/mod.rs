//! The client as a PURE state machine: [`App`] holds one [`Screen`] (each with its own
//! data), [`App::update`] takes a [`Msg`] (a key, a click, a resize, a clock tick, the
//! computer's answer, a file read by the runtime) and returns an [`Update`]: the
//! [`Command`]s for the runtime to carry out (save, open a file, start or stop the
//! computer, quit) and the [`Notice`] on screen. Nothing here touches the terminal, the
//! disk or the system clock: dice come from a seeded RNG, time from `Tick`.

mod arrive;
mod asks;
pub mod board_input;
pub mod clock;
pub mod coach;
pub mod command;
pub mod computer;
pub mod demo;
pub mod derived;
pub mod does;
pub mod hint;
pub mod jobs;
pub mod key;
pub mod keymap;
mod keys;
pub mod msg;
pub mod notice;
mod on_screen;
pub mod overlay;
pub mod promotion;
pub mod review;
mod route;
pub mod rules_page;
pub mod save_path;
pub mod screens;
pub mod settings;
pub mod sheet;
pub mod target;
pub mod view;

// The screens live in screens/ (the registry); their old paths stay.
pub use screens::{menus, play, practice, replay, trainer};

use rand::SeedableRng;
use rand::rngs::StdRng;

pub use command::{AnalyseRequest, Command, Go, Open, RecordFile, SaveTo, Snapshot, Update};
pub use msg::{Msg, Opened, Options, SaveAbout, SaveInfo, SaveSummary, Vs};
pub use notice::{FileNotice, News, Notice, OpenError, PrefsWhy, Refusal, SaveError, Unreadable};
pub use overlay::Saving;
pub use practice::{practice_layout, practice_setup};
pub use screens::{MenuItem, Screen, StartMenu};

use keymap::Ctx;
pub use overlay::{Line, LinePurpose, Overlay, Overlays, Question, RulesView};
use practice::PracticeState;
use settings::Settings;
use view::{Cx, View};

/// The smallest terminal the client draws in (a 12×12 game is fully usable here).
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// Whether a terminal of this size is big enough.
pub fn big_enough(width: u16, height: u16) -> bool {
    width >= MIN_WIDTH && height >= MIN_HEIGHT
}

/// The whole client.
#[derive(Clone, Debug)]
pub struct App {
    screen: Screen,
    /// Questions, the line editor, warnings, help and rules over the screen.
    overlays: Overlays,
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
    /// The settings file could not be read: the next save replaces it (the player was told).
    replace_prefs: bool,
    /// The jobs given to workers and not yet answered.
    jobs: jobs::Jobs,
    /// The practice a fight played out from it (`p`) came from: leaving that game, or its
    /// review, comes back here, ready to deploy again.
    back_to_practice: Option<Box<PracticeState>>,
    /// Where a relative save-as name is saved (the games folder; see `save_path.rs`).
    games_folder: Option<std::path::PathBuf>,
    /// The game's last autosave failed and no save has worked since: leaving the game
    /// asks first ([`Question::LeaveUnsaved`]).
    autosave_failing: bool,
    /// How long the rules page is, laid out (where its scrolling stops).
    page_length: rules_page::PageLength,
    /// What to say once the terminal is given back, when leaving the client left
    /// something untold (a game quit before any army was sealed has no file).
    farewell: Option<News>,
}

impl App {
    /// The start screen, with `settings` as the defaults for new games.
    pub fn new(mut settings: Settings, options: Options) -> App {
        if options.unicode {
            settings.pieces = crate::prefs::Pieces::Unicode;
        }
        settings.cores = options.cores;
        settings.lang = options
            .lang
            .or(settings.language)
            .unwrap_or(options.locale_lang);
        App {
            screen: Screen::Start(StartMenu::default()),
            overlays: Overlays::default(),
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
            replace_prefs: false,
            jobs: jobs::Jobs::default(),
            back_to_practice: None,
            games_folder: None,
            autosave_failing: false,
            page_length: options.page_length,
            farewell: None,
        }
    }

    /// Whether leaving the game (or its review) on screen comes back to the practice it was
    /// played out from, rather than to the start screen.
    pub fn returns_to_practice(&self) -> bool {
        self.back_to_practice.is_some()
    }

    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// What stands over the screen, bottom first.
    pub fn overlays(&self) -> &Overlays {
        &self.overlays
    }

    /// Whether the help overlay (or the rules page) is open.
    pub fn help_open(&self) -> bool {
        self.overlays.help_open()
    }

    /// The rules page, if it is open.
    pub fn rules_page(&self) -> Option<RulesView> {
        self.overlays.rules()
    }

    /// The question waiting for an answer, if one is on top.
    pub fn question(&self) -> Option<&Question> {
        self.overlays.question()
    }

    pub fn width(&self) -> u16 {
        self.width
    }

    pub fn height(&self) -> u16 {
        self.height
    }

    /// What to say on the terminal once the client has ended, if anything (the runtime
    /// says it after giving the terminal back).
    pub fn farewell(&self) -> Option<&News> {
        self.farewell.as_ref()
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

    /// The language the interface speaks: the settings', except when everything is drawn
    /// in plain ASCII, where Japanese can't be shown: then English.
    pub fn lang(&self) -> crate::prefs::Lang {
        if self.ascii() {
            crate::prefs::Lang::En
        } else {
            self.settings.lang
        }
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

    /// The line being typed, if one is on top.
    pub fn line(&self) -> Option<&Line> {
        self.overlays.line()
    }

    /// The warning of a failed autosave, while it stays up.
    pub fn autosave_warning(&self) -> Option<&SaveError> {
        self.overlays.iter().find_map(|o| match o {
            Overlay::AutosaveFailed(e) => Some(e),
            _ => None,
        })
    }

    /// Whether the terminal is too small to draw the client (then input is ignored).
    pub fn too_small(&self) -> bool {
        !big_enough(self.width, self.height)
    }

    /// The keymap context of what takes the next key: the top overlay, else the screen.
    pub fn ctx(&self) -> Ctx {
        match self.overlays.top() {
            Some(o) => o.ctx(),
            None => self.screen_ctx(),
        }
    }

    /// The keymap context under the help: the top overlay that is not help, else the
    /// screen (what the help describes).
    pub fn ctx_under_help(&self) -> Ctx {
        self.overlays
            .iter()
            .rev()
            .find(|o| !matches!(o, Overlay::Help | Overlay::Rules(_)))
            .map(Overlay::ctx)
            .unwrap_or_else(|| self.screen_ctx())
    }

    /// The keymap context of the screen itself.
    pub fn screen_ctx(&self) -> Ctx {
        self.view().ctx()
    }

    /// Milliseconds until the app needs a `Tick` (a running clock), if ever.
    pub fn wake_in(&self) -> Option<u64> {
        self.view().wake_in(self.now)
    }

    /// The screen, as the protocol every screen speaks.
    fn view(&self) -> &dyn View {
        self.screen.view()
    }

    /// Runs `f` on the screen with what it may use of the app's.
    fn route<R>(&mut self, f: impl FnOnce(&mut dyn View, &mut Cx) -> R) -> R {
        let mut cx = Cx {
            rng: &mut self.rng,
            now: self.now,
            settings: &mut self.settings,
            saves: &self.saves,
            replace_prefs: self.replace_prefs,
            games_folder: self.games_folder.as_deref(),
        };
        f(self.screen.view_mut(), &mut cx)
    }

    /// Shows `screen`; the old screen's notice ends with it.
    fn show(&mut self, screen: Screen) {
        self.screen = screen;
        self.notice = None;
        // The old screen's jobs end with it: their answers are stale.
        self.jobs.cancel(&[
            jobs::JobKind::Think,
            jobs::JobKind::Hint,
            jobs::JobKind::Coach,
            jobs::JobKind::Analysis,
        ]);
        // Questions and lines belong to the screen they were asked on; a failed autosave
        // stays until a save works.
        self.overlays
            .remove(|o| !matches!(o, Overlay::AutosaveFailed(_)));
    }

    /// Says `n` on the status bar.
    fn tell(&mut self, n: impl Into<Notice>) {
        self.notice = Some(n.into());
    }

    /// Starts a new game with `settings`.
    /// The dice continue from the app's RNG (seeded once, from `--seed`), so a second game
    /// in the same session gets new rolls and a seeded session replays exactly.
    pub fn start_game(&mut self, settings: &Settings) -> Update {
        let u = self.start_game_here(settings);
        self.finish(u)
    }

    /// A new game with `settings` on screen (the update not yet finished).
    fn start_game_here(&mut self, settings: &Settings) -> Update {
        let (screen, u) = play::open::new_game(settings, &mut self.rng, self.now);
        let u = self.switch(screen).and(u);
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
        use jobs::JobKind;
        for c in &u.commands {
            match c {
                Command::StopThinking => {
                    self.jobs
                        .cancel(&[JobKind::Think, JobKind::Hint, JobKind::Coach])
                }
                Command::StopAnalysis => self.jobs.cancel(&[JobKind::Analysis]),
                _ => {}
            }
        }
        for job in std::mem::take(&mut u.jobs) {
            let ticket = self.jobs.issue(job.kind());
            // The settings' threads at the time the job is asked for.
            let threads = self.settings.threads();
            // Before the client quits: the runtime does nothing after `Quit` (the last
            // attempt of the trainer is saved as it quits).
            let at = (u.commands.iter())
                .position(|c| matches!(c, Command::Quit))
                .unwrap_or(u.commands.len());
            u.commands.insert(
                at,
                Command::Start {
                    ticket,
                    job,
                    threads,
                },
            );
        }
        if let Some(q) = u.ask.take() {
            self.overlays.push(Overlay::Question(q));
        }
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
                let u = self.route(|v, cx| v.tick(cx));
                self.reply(u)
            }
            Msg::Answer { ticket, answer } => {
                // A stale answer (asked again, stopped, the screen left) stops here.
                if !self.jobs.answered(ticket, &answer) {
                    return Update::none();
                }
                let u = self.route(|v, cx| v.answer(answer, cx));
                self.reply(u)
            }
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
            Msg::Target(t) => {
                if self.too_small() || !self.overlays.is_empty() {
                    return Update::none();
                }
                let u = self.route(|v, cx| v.target(t, cx));
                self.reply(u)
            }
            Msg::Paste(text) => self.paste(&text),
            Msg::Key(key) => self.key(key),
            Msg::Quit => self.quit(),
            Msg::Tell(n) => {
                self.tell(Notice::File(n));
                Update::none()
            }
        }
    }

    /// Whether a job of `kind` was given to a worker and not yet answered.
    pub fn job_open(&self, kind: jobs::JobKind) -> bool {
        self.jobs.is_open(kind)
    }
}
