//! A game or record the runtime read from a file, shown on its screen.

use super::command::{Command, RecordFile, SaveTo, Update};
use super::msg::Opened;
use super::notice::{News, Notice};
use super::play::PlayState;
use super::replay::ReplayState;
use super::{App, Screen};

impl App {
    pub(super) fn opened(&mut self, o: Opened) -> Update {
        match o {
            Opened::Resume {
                game,
                clock_ms,
                clock_log,
                computer,
                hints,
                think,
            } => {
                let think = think.unwrap_or(self.settings.think);
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
