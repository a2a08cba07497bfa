//! The runtime: what the client's commands do. Each command is carried out here (a file
//! written or read, a worker started or stopped) and what it answers is queued as a
//! [`Msg`]; `Runtime::settle` feeds the queue to the app in order, so the app is
//! updated from one place and never from inside a command.

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::autosave::{self, After, Plan};
use super::progress::ProgressWriter;
use super::state::{Runtime, Target, Write};
use super::{Event2, pictures, review, storage};
use crate::app::jobs::{Answer, Job, PictureOf, Ticket};
use crate::app::{App, Command, FileNotice, Msg, SaveError, SaveTo, Saving};
use crate::record::data_job::DataJob;
use crate::record::puzzle_files::progress_path;
use crate::record::shared_file;

/// Stops the search behind `flag` and puts a fresh flag there for the next one (which it
/// returns): stopping one search never stops the next.
fn fresh(flag: &mut Arc<AtomicBool>) -> Arc<AtomicBool> {
    flag.store(true, Ordering::Relaxed);
    let stop = Arc::new(AtomicBool::new(false));
    *flag = stop.clone();
    stop
}

impl Runtime {
    /// Carries out `commands` in order, then feeds what they answered to the app, one
    /// message at a time in the order answered, carrying out what each update asks in
    /// turn, until nothing is left; true when the client should exit.
    #[cfg(test)]
    pub(super) fn run_commands(&mut self, app: &mut App, commands: Vec<Command>) -> bool {
        self.settle(app, VecDeque::new(), commands)
    }

    /// What comes before the first frame: the terminal's size, the saved games, the
    /// initial commands and their answers, then the notices for the first screen. True
    /// when the client should exit.
    pub(super) fn start(&mut self, app: &mut App, width: u16, height: u16) -> bool {
        // A data directory that is not a folder (a file of the player's) can take no
        // game: a relative save-as name then stays in the folder the program runs in.
        if !self.data_dir.exists() || self.data_dir.is_dir() {
            app.set_games_folder(self.data_dir.clone());
        }
        let first = VecDeque::from([
            Msg::Resize { width, height },
            Msg::Saves(storage::list_saves(&self.data_dir)),
        ]);
        let initial = std::mem::take(&mut self.opts.initial);
        if self.settle(app, first, initial) {
            return true;
        }
        let notices = std::mem::take(&mut self.opts.notices);
        self.settle(
            app,
            notices.into_iter().map(Msg::Tell).collect(),
            Vec::new(),
        )
    }

    /// Feeds `queue` to the app in order (after carrying out `commands`), with everything
    /// the updates and commands add to it: the one place the loop updates the app. True
    /// when the client should exit.
    pub(super) fn settle(
        &mut self,
        app: &mut App,
        mut queue: VecDeque<Msg>,
        commands: Vec<Command>,
    ) -> bool {
        let mut commands = commands;
        loop {
            for c in commands {
                if self.command(c, &mut queue) {
                    return true;
                }
            }
            let Some(msg) = queue.pop_front() else {
                return false;
            };
            commands = app.update(msg).commands;
        }
    }

    /// Carries out one command, queueing what it answers; true to exit.
    fn command(&mut self, c: Command, answers: &mut VecDeque<Msg>) -> bool {
        match c {
            Command::Quit => return true,
            Command::Suspend => self.suspend = true,
            Command::StopThinking => {
                for flag in [&self.stop, &self.hint_stop, &self.coach_stop] {
                    flag.store(true, Ordering::Relaxed);
                }
            }
            Command::StopAnalysis => self.analysis_stop.store(true, Ordering::Relaxed),
            Command::WriteAnalysis {
                to,
                steps,
                analysis,
            } => {
                let result = self.write_analysis(to, &steps, &analysis);
                answers.push_back(Msg::Saved {
                    result,
                    auto: false,
                });
            }
            Command::NewGameFile => self.new_game_file(),
            Command::SaveGame { to, game } => {
                let started = !game.game.steps().is_empty();
                let file_there = || {
                    self.autosave
                        .as_ref()
                        .is_some_and(|p| std::fs::symlink_metadata(p).is_ok())
                };
                let target = match autosave::plan(&to, started, file_there) {
                    Plan::Skip => return false,
                    Plan::Autosave => self.autosave_path().map(|p| (p, Write::Keep)),
                    Plan::As { path, overwrite } => {
                        match self.target(path, Saving::Game, overwrite) {
                            Target::Free(p, write) => Ok((p, write)),
                            Target::Refused(e) => Err(e),
                            Target::Exists => {
                                let save = Command::SaveGame { to, game };
                                answers.push_back(Msg::SaveExists(Box::new(save)));
                                return false;
                            }
                        }
                    }
                };
                let result = target.and_then(|(path, write)| self.save_game(path, write, &game));
                let auto = to == SaveTo::Auto;
                let moved = match autosave::after(auto, self.autosave_failing.is_some(), &result) {
                    After::Ask => {
                        let save = Command::SaveGame { to, game };
                        answers.push_back(Msg::SaveExists(Box::new(save)));
                        return false;
                    }
                    After::Autosaved(failing) => {
                        self.autosave_failing = failing;
                        None
                    }
                    After::Move(path) if self.hold(&path).is_ok() => {
                        self.autosave = Some(path.clone());
                        self.autosave_made = false;
                        self.autosave_failing = None;
                        Some(path)
                    }
                    After::Move(_) | After::Stay => None,
                };
                // A lock that could not be taken is said once a save works (a save that
                // fails says what is wrong itself).
                let unlocked = self.lock_news.take().filter(|_| result.is_ok());
                answers.push_back(Msg::Saved { result, auto });
                if let Some(e) = unlocked {
                    if let crate::record::store::LockError::Io { lock, .. } = &e {
                        self.lock_told = Some(lock.clone());
                    }
                    answers.push_back(Msg::Tell(FileNotice::Unlocked(e)));
                }
                if let Some(path) = moved {
                    answers.push_back(Msg::AutosaveMoved(path));
                }
            }
            Command::SaveLayout {
                path,
                size,
                plinths,
                overwrite,
            } => {
                let written = match self.target(&path, Saving::Layout, overwrite) {
                    Target::Free(p, write) => {
                        match storage::save_layout(&p, size, plinths, write == Write::Replace) {
                            Err(SaveError::Appeared(_)) => None,
                            saved => Some(saved.map(|()| p)),
                        }
                    }
                    Target::Refused(e) => Some(Err(e)),
                    Target::Exists => None,
                };
                // A file is there, or appeared there meanwhile: asked first.
                let Some(result) = written else {
                    let save = Command::SaveLayout {
                        path,
                        size,
                        plinths,
                        overwrite,
                    };
                    answers.push_back(Msg::SaveExists(Box::new(save)));
                    return false;
                };
                answers.push_back(Msg::Saved {
                    result,
                    auto: false,
                });
            }
            Command::Start {
                ticket,
                job,
                threads,
            } => self.start_job(ticket, job, threads),
            Command::SavePrefs {
                prefs,
                replace_broken,
            } => answers.push_back(Msg::PrefsSaved(self.save_prefs(&prefs, replace_broken))),
            Command::RememberLevel(level) => {
                answers.extend(self.remember_level(level).map(Msg::PrefsSaved))
            }
            Command::ListSaves => {
                answers.push_back(Msg::Saves(storage::list_saves(&self.data_dir)))
            }
            Command::Open(o) => answers.push_back(Msg::Opened(Box::new(self.open(o)))),
        }
        false
    }

    /// Gives `job` to a worker thread (a new job of a kind stops the one before it, with
    /// its own flag); every answer comes back through the loop as `Msg::Answer` with
    /// `ticket`. Searches use `threads` threads.
    fn start_job(&mut self, ticket: Ticket, job: Job, threads: usize) {
        let tx = self.tx.clone();
        let send = move |answer| tx.send(Event2::App(Msg::Answer { ticket, answer })).is_ok();
        match job {
            Job::Analyse(req) => {
                let stop = fresh(&mut self.analysis_stop);
                std::thread::spawn(move || {
                    // The search threads take positions, one each: a search on one thread
                    // gives the marks `shuuro analyse` gives.
                    review::analyse_positions(&req, threads, &stop, &|index, eval| {
                        send(Answer::Analysed { index, eval })
                    });
                });
            }
            Job::Think(t) => {
                let stop = fresh(&mut self.stop);
                std::thread::spawn(move || {
                    send(Answer::Move(t.run_on(threads, &stop)));
                });
            }
            Job::Place(p) => {
                let stop = fresh(&mut self.stop);
                std::thread::spawn(move || {
                    send(Answer::Placed(p.run_on(threads, &stop)));
                });
            }
            Job::Hint(h) => {
                let stop = fresh(&mut self.hint_stop);
                std::thread::spawn(move || {
                    send(Answer::Hint(h.run_on(threads, &stop)));
                });
            }
            // An attempt goes to the progress writer, which never makes the screen wait
            // on the file's lock.
            Job::Data(d) => match *d {
                DataJob::SaveAttempt(attempt) => {
                    let path = progress_path(&self.data_dir);
                    let tx = self.tx.clone();
                    let writer = self.progress.get_or_insert_with(|| {
                        ProgressWriter::start(path, shared_file::WAIT, move |ticket, data| {
                            let answer = Answer::Data(Box::new(data));
                            let _ = tx.send(Event2::App(Msg::Answer { ticket, answer }));
                        })
                    });
                    writer.save(ticket, attempt);
                }
                // A small file read at once: its answer still comes through the loop.
                d => {
                    send(Answer::Data(Box::new(d.run(&self.data_dir))));
                }
            },
            // Searches for as long as the game takes; not stopped when the viewer is left
            // (the puzzles asked for are still made and kept).
            Job::Mine(m) => {
                let path = crate::record::puzzle_files::mistakes_path(&self.data_dir);
                std::thread::spawn(move || {
                    let never = AtomicBool::new(false);
                    send(Answer::Mined(Box::new(
                        crate::record::puzzle_files::mistakes_from_game(
                            &path,
                            &m.positions,
                            &m.moves,
                            m.analysis.as_ref(),
                            &m.label,
                            &never,
                        ),
                    )));
                });
            }
            // A long game's GIF takes a second: drawn and written on a worker.
            Job::Picture(p) => {
                let (dir, stem) = pictures::place(
                    p.beside.as_deref(),
                    &self.data_dir,
                    self.autosave.as_deref(),
                );
                let record = p.beside.clone().or_else(|| self.autosave.clone());
                std::thread::spawn(move || {
                    send(Answer::Pictured {
                        animated: p.of == PictureOf::Game,
                        saved: Box::new(pictures::save(&p, &dir, &stem, record.as_deref())),
                    });
                });
            }
            Job::Coach(c) => {
                let stop = fresh(&mut self.coach_stop);
                std::thread::spawn(move || {
                    // The quick facts first, so the panel fills in before the search ends.
                    if send(Answer::CoachFacts(Box::new(c.facts()))) {
                        send(Answer::Coach(c.run_on(threads, &stop)));
                    }
                });
            }
        }
    }

    /// Stops every search still running (the client is leaving).
    pub(super) fn stop_all(&self) {
        for flag in [
            &self.stop,
            &self.hint_stop,
            &self.coach_stop,
            &self.analysis_stop,
        ] {
            flag.store(true, Ordering::Relaxed);
        }
    }
}
