//! The game screen's protocol: keys, clicks, the workers' answers, the players' answers
//! to its questions and the lines it opened, each turned into an update.

use crate::rules::BySide;
use crate::rules::game::Phase;

use super::{PlayState, Stage};
use crate::app::command::{Command, Go, SaveTo, Update};
use crate::app::computer::Computer;
use crate::app::jobs::Answer;
use crate::app::keymap::{Action, Ctx};
use crate::app::notice::{News, Notice};
use crate::app::overlay::{LinePurpose, Question};
use crate::app::settings::{Opponent, RosterChoice, Settings};
use crate::app::target::Target;
use crate::app::view::{Cx, View, said_or, sheet_click};

impl PlayState {
    /// After a game action: a refusal or news is said; else what the position says (the
    /// result, check, a deployment that can't go on, a draw to claim), or the old notice
    /// ends.
    fn result(&self, r: Result<Update, Notice>) -> Update {
        said_or(r, || self.standing())
    }

    /// What the game's position says when nothing else is news: the result, check, why the
    /// deployment can't go on, or a draw the person to move may claim.
    fn standing(&self) -> Option<Notice> {
        let g = self.game();
        if let Some(why) = self.stuck() {
            return Some(why);
        }
        let pos = g.position().filter(|_| self.phase() == Phase::Fight);
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
            Some(pos) if g.can_claim_draw() && self.is_human(pos.turn()) => {
                Some(News::MayClaimDraw(pos.turn()).into())
            }
            _ => None,
        }
    }

    /// The game saved to its autosave file as it stands.
    fn autosave(&self, now: u64) -> Command {
        Command::SaveGame {
            to: SaveTo::Auto,
            game: Box::new(self.snapshot(now)),
        }
    }

    /// Keys of the game-over screen.
    fn over_action(&mut self, action: Action, settings: &Settings) -> Update {
        match action {
            Action::Review => Update::go(Go::Review(Box::new(self.game().clone()))),
            Action::Rematch => Update::go(Go::NewGame(Box::new(self.rematch(settings)))),
            Action::Menu => Update::go(Go::Start),
            Action::Quit => Update::go(Go::Quit),
            Action::HideBox => {
                self.toggle_over_box();
                Update::none()
            }
            _ => Update::none(),
        }
    }

    /// The settings of a rematch: this game's rules (variant, roster, clock) and
    /// computer (think time, style), the sides swapped (the players' names, their budgets
    /// and the computer's side go with the players); the rest (pieces, colours, threads)
    /// as `settings` say.
    fn rematch(&self, settings: &Settings) -> Settings {
        let r = self.game().rules();
        let swap = |b: &BySide<Option<String>>| BySide::new(b.red.clone(), b.blue.clone());
        Settings {
            board: r.board,
            fairy: r.roster.has_fairy(),
            roster: RosterChoice::Custom(r.roster.clone()),
            no_limits: false,
            budget: Some(BySide::new(r.budget.red, r.budget.blue)),
            plinths_per_quadrant: r.plinths_per_quadrant,
            king_anywhere: r.king_anywhere,
            scouts: r.scouts,
            serious: r.serious,
            clock: r.clock,
            opponent: match self.computer {
                None => Opponent::Human,
                Some(_) => Opponent::Computer,
            },
            computer: self.computer.map_or(settings.computer, Computer::swapped),
            auto_flip: self.auto_flip,
            players: swap(&self.players),
            hints: self.hints.hot_seat,
            ..settings.clone()
        }
    }
}

impl View for PlayState {
    fn ctx(&self) -> Ctx {
        PlayState::ctx(self)
    }

    fn action(&mut self, action: Action, cx: &mut Cx) -> Update {
        let ctx = PlayState::ctx(self);
        if ctx == Ctx::Over {
            return self.over_action(action, cx.settings);
        }
        match action {
            // Leaving keeps the game: it is saved as it stands. A game in which nothing
            // happened yet gets no file (the runtime leaves it out), and is said so.
            Action::Quit => {
                let left = if self.game().steps().is_empty() {
                    News::NothingToSave
                } else {
                    News::GameLeft
                };
                Update::with(self.autosave(cx.now))
                    .then(Go::Start)
                    .and(Update::say(left))
            }
            Action::Type if ctx == Ctx::Fight || ctx == Ctx::Deploy => Update::go(Go::Typing),
            Action::SaveAs => Update::go(Go::Line(LinePurpose::SaveAs, "shuuro-game.json".into())),
            _ => {
                let r = self.handle(action, cx.rng, cx.now);
                self.result(r)
            }
        }
    }

    fn target(&mut self, target: Target, cx: &mut Cx) -> Update {
        match target {
            Target::Promotion(role) if PlayState::ctx(self) == Ctx::Promotion => {
                let r = self.handle(Action::Pick(role), cx.rng, cx.now);
                self.result(r)
            }
            Target::Sheet(hit) => sheet_click(self, hit, cx),
            Target::Hand(_) | Target::Square(_)
                if self.stage() != &Stage::Board || self.prompt().is_some() =>
            {
                Update::none()
            }
            // A piece in hand is chosen as its letter chooses it.
            Target::Hand(role) if self.phase() == Phase::Deploy => {
                let r = self.handle(Action::Pick(role), cx.rng, cx.now);
                self.result(r)
            }
            // A square is where the chosen piece goes (deployment) or the piece to pick up
            // or its target (the fight).
            Target::Square(sq) => {
                self.input.set_cursor(sq);
                let r = match self.phase() {
                    Phase::Deploy => self.place_at(sq, cx.rng, cx.now),
                    Phase::Fight => {
                        let human = self
                            .game()
                            .position()
                            .is_some_and(|pos| self.is_human(pos.turn()));
                        if human {
                            self.click(sq, cx.rng, cx.now)
                        } else {
                            Ok(Update::none())
                        }
                    }
                    _ => Ok(Update::none()),
                };
                self.result(r)
            }
            _ => Update::none(),
        }
    }

    fn answer(&mut self, answer: Answer, cx: &mut Cx) -> Update {
        match answer {
            Answer::Move(line) => self
                .computer_moved(line.first().copied(), cx.rng, cx.now)
                .unwrap_or_else(Update::say),
            Answer::Placed(p) => self.computer_placed(p, cx.rng, cx.now),
            Answer::Hint(a) => self.hinted(a, cx.now),
            _ => Update::none(),
        }
    }

    fn answered(&mut self, question: &Question, yes: bool, cx: &mut Cx) -> Update {
        let r = self.answered(question, yes, cx.rng, cx.now);
        self.result(r)
    }

    fn entered(&mut self, purpose: LinePurpose, text: &str, cx: &mut Cx) -> Update {
        match purpose {
            LinePurpose::Board => {
                let r = self.submit_typed(text, cx.rng, cx.now);
                self.result(r)
            }
            LinePurpose::SaveAs if !text.is_empty() => Update::with(Command::SaveGame {
                to: SaveTo::As {
                    path: cx.save_path(text),
                    overwrite: false,
                },
                game: Box::new(self.snapshot(cx.now)),
            }),
            _ => Update::none(),
        }
    }

    fn tick(&mut self, cx: &mut Cx) -> Update {
        PlayState::tick(self, cx.rng, cx.now).unwrap_or_default()
    }

    fn wake_in(&self, now: u64) -> Option<u64> {
        if self.phase() != Phase::Fight {
            return None;
        }
        self.clock().and_then(|c| c.next_change(now))
    }

    fn start_typing(&mut self) -> bool {
        self.input.start_typing();
        true
    }

    fn set_typed(&mut self, text: &str) {
        PlayState::set_typed(self, text);
    }

    fn stop_typing(&mut self) {
        self.input.stop_typing();
    }

    fn leaving(&mut self) -> Update {
        if self.is_thinking() {
            Update::with(Command::StopThinking)
        } else {
            Update::none()
        }
    }

    fn quitting(&self, now: u64) -> Update {
        Update::with(self.autosave(now))
    }
}
