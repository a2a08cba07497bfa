//! The app's input: keys (through the keymap), clicks, and what each screen does with
//! the actions they map to.

use ratatui::crossterm::event::{KeyEvent, KeyEventKind};

use crate::rules::game::Phase;

use super::command::{Command, Open, RecordFile, SaveTo, Update};
use super::keymap::{Action, Ctx, lookup};
use super::notice::{News, Notice, Refusal};
use super::overlay::{LinePurpose, Overlay};
use super::play::{PlayState, Stage};
use super::practice::PracticeStage;
use super::replay::ReplayState;
use super::rules_page;
use super::settings::{Field, Settings};
use super::target::{SettingPart, SheetHit, Target};
use super::{App, MenuItem, Screen, practice_layout, practice_setup};
use crate::rules::{Role, Square};

/// A click on the board screens (the game's and practice's).
#[derive(Clone, Copy, Debug)]
enum BoardTarget {
    Hand(Role),
    Square(Square),
}
// The rules page is wrapped where it is drawn; scrolling must stop at the same last line.

/// A refusal as an update that says it.
fn refused(n: Notice) -> Update {
    Update {
        notice: Some(n),
        ..Update::none()
    }
}

impl App {
    /// A click, as what it hit.
    pub(super) fn target(&mut self, t: Target) -> Update {
        match (&mut self.screen, t) {
            (Screen::Start { selected }, Target::Row(i)) if i < MenuItem::ALL.len() => {
                *selected = i;
                self.menu(MenuItem::ALL[i])
            }
            (Screen::Settings { selected }, Target::Setting { row, part })
                if row < Field::ALL.len() =>
            {
                *selected = row;
                let action = match part {
                    SettingPart::Label => return Update::none(),
                    SettingPart::Less => Action::Dec,
                    SettingPart::More => Action::Inc,
                    SettingPart::Open => Action::Activate,
                };
                self.action(Ctx::Settings, action)
            }
            (Screen::Open { selected }, Target::Row(i)) => match self.saves.get(i) {
                Some(s) => {
                    *selected = i;
                    Update::with(Command::Open(Open::Replay(s.path.clone())))
                }
                None => Update::none(),
            },
            (Screen::Play(p), Target::Promotion(role)) if p.ctx() == Ctx::Promotion => {
                let r = p.handle(Action::Pick(role), &mut self.rng, self.now);
                self.play_result(r)
            }
            (Screen::Play(_) | Screen::Practice(_), Target::Sheet(hit)) => self.sheet_click(hit),
            (Screen::Play(_) | Screen::Practice(_), Target::Hand(role)) => {
                self.board_target(BoardTarget::Hand(role))
            }
            (Screen::Play(_) | Screen::Practice(_), Target::Square(sq)) => {
                self.board_target(BoardTarget::Square(sq))
            }
            _ => Update::none(),
        }
    }

    /// A click on the board or a hand, the same for the game and practice: a piece in
    /// hand is chosen as its letter chooses it; a square is where the chosen piece goes
    /// (deployment) or the piece to pick up or its target (the fight).
    fn board_target(&mut self, t: BoardTarget) -> Update {
        match &mut self.screen {
            Screen::Play(p) => {
                if p.stage() != &Stage::Board || p.prompt().is_some() {
                    return Update::none();
                }
                let r = match (t, p.phase()) {
                    (BoardTarget::Hand(role), Phase::Deploy) => {
                        p.handle(Action::Pick(role), &mut self.rng, self.now)
                    }
                    (BoardTarget::Square(sq), Phase::Deploy) => {
                        p.input.set_cursor(sq);
                        p.place_at(sq, &mut self.rng, self.now)
                    }
                    (BoardTarget::Square(sq), Phase::Fight) => {
                        p.input.set_cursor(sq);
                        let human = p
                            .game()
                            .position()
                            .is_some_and(|pos| p.is_human(pos.turn()));
                        if human {
                            p.click(sq, &mut self.rng, self.now)
                        } else {
                            Ok(Update::none())
                        }
                    }
                    (BoardTarget::Square(sq), _) => {
                        p.input.set_cursor(sq);
                        Ok(Update::none())
                    }
                    _ => Ok(Update::none()),
                };
                self.play_result(r)
            }
            Screen::Practice(p) => {
                if p.stage() != &PracticeStage::Board {
                    return Update::none();
                }
                let r = match t {
                    BoardTarget::Hand(role) => p.handle(Action::Pick(role)),
                    BoardTarget::Square(sq) => p.click(sq),
                };
                self.practice_result(r)
            }
            _ => Update::none(),
        }
    }

    /// A click on an army sheet, as the keys would do it: a piece's row chooses it, its
    /// `[-]`/`[+]` change its count, Done seals the army.
    fn sheet_click(&mut self, hit: SheetHit) -> Update {
        let ctx = self.ctx();
        let (pick, then) = match hit {
            SheetHit::Row(role) => (Some(role), None),
            SheetHit::Less(role) => (Some(role), Some(Action::Dec)),
            SheetHit::More(role) => (Some(role), Some(Action::Inc)),
            SheetHit::Done => (None, Some(Action::Activate)),
        };
        let mut u = Update::none();
        if let Some(role) = pick.filter(|&r| r != Role::King) {
            u = self.action(ctx, Action::Pick(role));
        }
        match then {
            Some(a) => {
                let ctx = self.ctx();
                self.action(ctx, a)
            }
            None => u,
        }
    }

    /// After a game action: a refusal or news is said; else what the position says (the
    /// result, check, a deployment that can't go on, a draw to claim), or nothing.
    pub(super) fn play_result(&mut self, r: Result<Update, Notice>) -> Update {
        let mut u = r.unwrap_or_else(refused);
        if u.notice.is_none()
            && let Screen::Play(p) = &self.screen
        {
            u.notice = standing(p);
            if u.notice.is_none() {
                self.notice = None;
            }
        }
        u
    }

    /// After a practice action: a refusal, or what the deployment says now.
    pub(super) fn practice_result(&mut self, r: Result<Update, Notice>) -> Update {
        let mut u = r.unwrap_or_else(refused);
        if u.notice.is_none()
            && let Screen::Practice(p) = &self.screen
        {
            u.notice = p.standing();
            if u.notice.is_none() {
                self.notice = None;
            }
        }
        u
    }

    pub(super) fn key(&mut self, key: KeyEvent) -> Update {
        if key.kind == KeyEventKind::Release {
            return Update::none();
        }
        if lookup(Ctx::Global, key) == Some(Action::Quit) {
            return self.quit();
        }
        if self.too_small() {
            return Update::none();
        }
        let help_key = lookup(Ctx::Global, key) == Some(Action::Help);
        // The help key closes the help from inside it; a line takes it as text.
        if help_key && matches!(self.overlays.top(), Some(Overlay::Help | Overlay::Rules(_))) {
            self.toggle_help();
            return Update::none();
        }
        if let Some(took) = self.overlays.key(key) {
            return self.took(took);
        }
        if help_key {
            self.toggle_help();
            return Update::none();
        }
        let ctx = self.screen_ctx();
        let practice = matches!(&self.screen, Screen::Practice(_));
        let found = if practice {
            lookup(Ctx::Practice, key).or_else(|| lookup(ctx, key))
        } else {
            lookup(ctx, key)
        };
        let Some(action) = found else {
            return Update::none();
        };
        self.action(ctx, action)
    }

    /// Scrolls the rules page; it never scrolls past its last line.
    pub(super) fn scroll_rules(&mut self, action: Action) {
        let last = rules_page::last_top(self.width, self.height);
        let page = rules_page::text_size(self.width, self.height)
            .1
            .saturating_sub(1)
            .max(1);
        let Some(view) = self.overlays.rules_mut() else {
            return;
        };
        let top = match action {
            Action::Up => view.top.saturating_sub(1),
            Action::Down => view.top.saturating_add(1),
            Action::PageBack => view.top.saturating_sub(page),
            Action::PageFwd => view.top.saturating_add(page),
            Action::First => 0,
            Action::Last => last,
            _ => view.top,
        };
        view.top = top.min(last);
    }

    pub(super) fn quit(&mut self) -> Update {
        let mut u = Update::none();
        if let Screen::Play(p) = &self.screen {
            u.push(Command::SaveGame {
                to: SaveTo::Auto,
                game: Box::new(p.snapshot(self.now)),
            });
        }
        u.push(Command::StopThinking);
        u.push(Command::Quit);
        u
    }

    pub(super) fn go_start(&mut self) -> Update {
        let mut u = Update::none();
        if let Screen::Play(p) = &self.screen
            && p.is_thinking()
        {
            u.push(Command::StopThinking);
        }
        if let Screen::Replay(r) = &self.screen
            && r.review().is_running()
        {
            u.push(Command::StopAnalysis);
        }
        // A fight played out from practice comes back to it, to deploy again.
        if let Some(mut practice) = self.back_to_practice.take() {
            practice.restart();
            // The open coach looks at the board again (what it was on is gone).
            let u = u.and(practice.refresh_coach());
            self.show(Screen::Practice(practice));
            self.tell(News::BackToPractice);
            return u;
        }
        self.show(Screen::Start { selected: 0 });
        if self.quit_on_leave {
            u.push(Command::Quit);
        }
        u
    }

    fn action(&mut self, ctx: Ctx, action: Action) -> Update {
        let now = self.now;
        match &mut self.screen {
            // What the last screen said is read on arrival; moving on in the menu ends it.
            Screen::Start { selected } => match action {
                Action::Up => {
                    *selected = (*selected + MenuItem::ALL.len() - 1) % MenuItem::ALL.len();
                    self.notice = None;
                }
                Action::Down => {
                    *selected = (*selected + 1) % MenuItem::ALL.len();
                    self.notice = None;
                }
                Action::Quit => return self.quit(),
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
                        self.notice = (field == Field::Roster && self.settings.mini)
                            .then_some(Refusal::MiniRoster.into());
                    }
                    Action::Activate if Settings::name_side(field).is_some() => {
                        if let Some(side) = Settings::name_side(field) {
                            let text = self.settings.name(field).unwrap_or_default().to_string();
                            self.open_line(LinePurpose::PlayerName(side), &text);
                        }
                    }
                    Action::Activate if field == Field::SaveDefaults => {
                        return Update::with(Command::SavePrefs {
                            prefs: Box::new(self.settings.prefs()),
                            replace_broken: self.replace_prefs,
                        });
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
                    Action::Type => self.open_line(LinePurpose::OpenReplay, ""),
                    Action::Activate => {
                        return match self.saves.get(*selected) {
                            Some(s) => Update::with(Command::Open(Open::Replay(s.path.clone()))),
                            None => refused(Refusal::NoSavedGame.into()),
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
                            let steps = p.game().steps().to_vec();
                            let rules = p.game().rules().clone();
                            let mut r = ReplayState::new("this game".into(), rules, steps);
                            r.review_mut().set_file(Some(RecordFile::Autosave));
                            self.show(Screen::Replay(Box::new(r)));
                            // Review means with the engine's view: the analysis starts.
                            self.start_analysis()
                        }
                        Action::Menu => self.go_start(),
                        Action::Quit => self.quit(),
                        Action::HideBox => {
                            p.toggle_over_box();
                            Update::none()
                        }
                        _ => Update::none(),
                    };
                }
                match action {
                    Action::Quit => {
                        let save = Command::SaveGame {
                            to: SaveTo::Auto,
                            game: Box::new(p.snapshot(now)),
                        };
                        let u = Update::with(save).and(self.go_start());
                        self.tell(News::GameLeft);
                        return u;
                    }
                    Action::Type if matches!(ctx, Ctx::Fight | Ctx::Deploy) => {
                        self.start_board_typing();
                    }
                    Action::SaveAs => self.open_line(LinePurpose::SaveAs, "shuuro-game.json"),
                    _ => {
                        let r = p.handle(action, &mut self.rng, now);
                        return self.play_result(r);
                    }
                }
            }
            Screen::Replay(_) => return self.replay_action(action),
            Screen::Practice(p) => match action {
                Action::Quit => return self.ask_leave_practice(),
                Action::PlayOut => return self.play_out_practice(),
                Action::Type if p.stage() == &PracticeStage::Board => self.start_board_typing(),
                Action::SaveAs => self.open_line(LinePurpose::SaveLayout, "shuuro-layout.json"),
                _ => {
                    let r = p.handle(action);
                    return self.practice_result(r);
                }
            },
        }
        Update::none()
    }

    fn menu(&mut self, item: MenuItem) -> Update {
        match item {
            MenuItem::NewGame | MenuItem::NewComputerGame | MenuItem::NewMini => {
                match self.new_game_settings(item) {
                    Some(s) => self.start_game(&s),
                    None => Update::none(),
                }
            }
            MenuItem::Variants => {
                self.show(Screen::Settings { selected: 0 });
                Update::none()
            }
            MenuItem::Resume => Update::with(Command::Open(Open::Resume(None))),
            MenuItem::Replay => {
                self.show(Screen::Open { selected: 0 });
                // The list is read afresh each time it opens (games saved since show).
                Update::with(Command::ListSaves)
            }
            MenuItem::Practice => {
                let rules = self.settings.rules();
                let plinths = practice_layout(&rules, &mut self.rng);
                self.start_practice(practice_setup(&rules, plinths, false));
                Update::none()
            }
            MenuItem::Help => {
                self.open_rules();
                Update::none()
            }
            MenuItem::Quit => self.quit(),
        }
    }
}

/// What the game's position says when nothing else is news: the result, check, why the
/// deployment can't go on, or a draw the person to move may claim.
fn standing(p: &PlayState) -> Option<Notice> {
    let g = p.game();
    if let Some(why) = p.stuck() {
        return Some(why);
    }
    let pos = g.position().filter(|_| p.phase() == Phase::Fight);
    if let Some(pos) = pos
        && pos.can_capture_king()
    {
        return Some(News::KingCanBeTaken(pos.turn()).into());
    }
    if let Some(pos) = pos
        && pos.is_check()
    {
        return Some(News::Check(pos.turn()).into());
    }
    if let Some(o) = g.outcome() {
        return Some(News::Over(o).into());
    }
    match pos {
        Some(pos) if g.can_claim_draw() && p.is_human(pos.turn()) => {
            Some(News::MayClaimDraw(pos.turn()).into())
        }
        _ => None,
    }
}
