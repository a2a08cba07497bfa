//! A game or record the runtime read from a file, shown on its screen (built by the
//! screen's own module).

use super::command::Update;
use super::msg::Opened;
use super::notice::{News, Notice};
use super::{App, play, practice, replay};

impl App {
    pub(super) fn opened(&mut self, o: Opened) -> Update {
        match o {
            Opened::Resume {
                game,
                clock_ms,
                clock_log,
                computer,
                hints,
            } => {
                let saved = play::open::Saved {
                    game: *game,
                    clock_ms,
                    clock_log,
                    computer,
                    hints,
                };
                let (screen, news, u) =
                    play::open::resumed(saved, &self.settings, &mut self.rng, self.now);
                self.show(screen);
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
                let error = error.map(|e| *e);
                let analysis = analysis.map(|a| *a);
                let screen =
                    replay::open::opened(title, rules, steps, error, path, analysis, hint_steps);
                self.show(screen);
                self.tell(News::ReplayOpened);
                Update::none()
            }
            Opened::Layout { plinths } => {
                practice::open::set_layout(&mut self.screen, plinths);
                Update::none()
            }
            Opened::Failed(e) => {
                self.tell(Notice::File(e));
                Update::none()
            }
        }
    }
}
