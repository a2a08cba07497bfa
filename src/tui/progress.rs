//! The progress writer: the one thread that adds the trainer's attempts to the progress
//! file (`puzzles.json`), so the screen never waits on the file's lock. Each attempt is
//! stamped with the time it is handed over. While another program holds the lock (it is
//! saving, or it is stopped), the attempts are kept, the app is told they are pending,
//! and they are tried again every [`RETRY`] until the lock frees; a write that fails (a
//! read-only folder) keeps them for the next attempt's save. When the client ends, the
//! writer has [`crate::record::shared_file::WAIT`] more to write what it keeps, and says what it could
//! not ([`Unsaved`]).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::app::SaveError;
use crate::app::jobs::Ticket;
use crate::record::data_job::{DataAnswer, Pending};
use crate::record::puzzle_files::{Attempts, NewAttempt, try_record_attempts};
use crate::record::store;

/// How often attempts kept are tried again while another program holds the lock.
pub(super) const RETRY: Duration = Duration::from_millis(100);

/// An attempt handed to the writer: its job's ticket, and when it was made.
struct Save {
    ticket: Ticket,
    attempt: NewAttempt,
    at: String,
}

/// Attempts the writer could not write before the client ended, and why.
#[derive(Debug, thiserror::Error)]
#[error(
    "{attempts} puzzle attempt{s} NOT saved in {}: {why}",
    path.display(),
    s = if *attempts == 1 { "" } else { "s" }
)]
pub struct Unsaved {
    pub attempts: usize,
    pub path: PathBuf,
    pub why: Why,
}

/// Why attempts could not be written.
#[derive(Debug, thiserror::Error)]
pub enum Why {
    /// Another program held the lock until the end (it is stopped, say).
    #[error(
        "another shuuro still held {} {} s after this one ended (is one stopped?)",
        lock.display(),
        waited.as_secs()
    )]
    Held { lock: PathBuf, waited: Duration },
    /// The file could not be written.
    #[error("{0}")]
    Failed(SaveError),
    /// The writer stopped on a fault of this program.
    #[error("the writer stopped on a fault of this program")]
    Stopped,
}

/// The writer thread and the way to it.
#[derive(Debug)]
pub(super) struct ProgressWriter {
    tx: Sender<Save>,
    /// How many attempts it keeps, not yet written (as the thread last counted).
    kept: Arc<AtomicUsize>,
    /// The progress file.
    path: PathBuf,
    thread: JoinHandle<Option<Unsaved>>,
}

impl ProgressWriter {
    /// A writer adding attempts to the progress file at `path`, answering each job's
    /// ticket through `answer` (what saving did, or that the attempts are pending); when
    /// the client ends, what it keeps gets `grace` more ([`crate::record::shared_file::WAIT`]).
    pub(super) fn start(
        path: PathBuf,
        grace: Duration,
        answer: impl Fn(Ticket, DataAnswer) + Send + 'static,
    ) -> ProgressWriter {
        let (tx, rx) = mpsc::channel();
        let kept = Arc::new(AtomicUsize::new(0));
        let (counter, file) = (kept.clone(), path.clone());
        let thread = std::thread::spawn(move || write(&file, grace, &rx, &answer, &counter));
        ProgressWriter {
            tx,
            kept,
            path,
            thread,
        }
    }

    /// Hands over an attempt (made now) of the job of `ticket`.
    pub(super) fn save(&self, ticket: Ticket, attempt: NewAttempt) {
        let at = store::now_rfc3339();
        // The thread ends only when this side is gone or it panicked: the attempt is
        // then said unsaved by `finish`, as the thread's end says.
        let _ = self.tx.send(Save {
            ticket,
            attempt,
            at,
        });
    }

    /// The client ends: what the writer keeps gets its grace more (`waiting` is told
    /// first, with how many and the lock waited for, when it must wait); what it could
    /// not write.
    pub(super) fn finish(self, waiting: impl FnOnce(usize, &Path)) -> Option<Unsaved> {
        let ProgressWriter {
            tx,
            kept,
            path,
            thread,
        } = self;
        let lock = store::lock_path(&path);
        drop(tx);
        // A moment for a write under way; then the player is told what is waited for.
        let told_after = Instant::now() + 4 * RETRY;
        let mut waiting = Some(waiting);
        while !thread.is_finished() {
            if Instant::now() >= told_after
                && let Some(tell) = waiting.take()
            {
                tell(kept.load(Ordering::Relaxed), &lock);
            }
            std::thread::sleep(RETRY / 4);
        }
        // A writer that panicked wrote nothing more: said as a lock never let go of
        // would be untrue, so as the failure it is.
        thread.join().unwrap_or_else(|_| {
            Some(Unsaved {
                attempts: kept.load(Ordering::Relaxed),
                path,
                why: Why::Stopped,
            })
        })
    }
}

/// The writer's loop: until the app's side is gone and nothing is kept (or the time to
/// write it is over).
fn write(
    path: &Path,
    grace: Duration,
    rx: &Receiver<Save>,
    answer: &dyn Fn(Ticket, DataAnswer),
    kept_count: &AtomicUsize,
) -> Option<Unsaved> {
    let mut kept: Option<Attempts> = None;
    // The newest job's ticket: the one the app still listens to.
    let mut ticket = None;
    // How many attempts the app was told are pending.
    let mut told = 0;
    // The last write failed: the attempts wait for the next one's save.
    let mut failed = false;
    // When the app's side went: what is kept gets until then.
    let mut deadline: Option<Instant> = None;
    let add = |kept: &mut Option<Attempts>, ticket: &mut Option<Ticket>, s: Save| {
        *ticket = Some(s.ticket);
        match kept {
            Some(k) => k.push(s.attempt, s.at),
            None => *kept = Some(Attempts::new(s.attempt, s.at)),
        }
    };
    loop {
        if deadline.is_none() && (kept.is_none() || failed) {
            match rx.recv() {
                Ok(s) => add(&mut kept, &mut ticket, s),
                Err(_) => deadline = Some(Instant::now() + grace),
            }
        }
        loop {
            match rx.try_recv() {
                Ok(s) => add(&mut kept, &mut ticket, s),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    deadline.get_or_insert_with(|| Instant::now() + grace);
                    break;
                }
            }
        }
        let (Some(attempts), Some(t)) = (&kept, ticket) else {
            return None;
        };
        kept_count.store(attempts.len(), Ordering::Relaxed);
        match try_record_attempts(path, attempts) {
            Ok(Some(recorded)) => {
                kept = None;
                kept_count.store(0, Ordering::Relaxed);
                failed = false;
                told = 0;
                answer(t, DataAnswer::AttemptSaved(Ok(recorded)));
            }
            Ok(None) => {
                failed = false;
                if told != attempts.len() {
                    told = attempts.len();
                    let pending = Pending {
                        attempts: told,
                        path: path.to_path_buf(),
                    };
                    answer(t, DataAnswer::AttemptsPending(pending));
                }
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    return Some(Unsaved {
                        attempts: attempts.len(),
                        path: path.to_path_buf(),
                        why: Why::Held {
                            lock: store::lock_path(path),
                            waited: grace,
                        },
                    });
                }
                std::thread::sleep(RETRY);
            }
            Err(e) => {
                failed = true;
                told = 0;
                answer(t, DataAnswer::AttemptSaved(Err(e.clone())));
                if deadline.is_some() {
                    return Some(Unsaved {
                        attempts: attempts.len(),
                        path: path.to_path_buf(),
                        why: Why::Failed(e),
                    });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::jobs::{JobKind, Jobs};
    use crate::puzzle::glicko::Rating;
    use crate::record::puzzle_files::read_progress;
    use crate::record::shared_file;
    use std::sync::mpsc::RecvTimeoutError;

    /// Long enough for any answer on a loaded machine (never reached when all is well).
    const PATIENCE: Duration = Duration::from_secs(20);

    fn attempt(id: &str, solved: bool) -> NewAttempt {
        NewAttempt {
            id: id.into(),
            set: "built-in".into(),
            solved,
            puzzle: Rating::new(1500.0, 100.0),
        }
    }

    /// A writer on `puzzles.json` in a scratch folder, its answers on the receiver.
    fn writer(
        grace: Duration,
    ) -> (
        tempfile::TempDir,
        PathBuf,
        ProgressWriter,
        Receiver<(Ticket, DataAnswer)>,
    ) {
        let tmp = tempfile::Builder::new()
            .prefix("shuuro-progress-writer-")
            .tempdir()
            .expect("a scratch folder");
        let path = tmp.path().join("puzzles.json");
        let (tx, rx) = mpsc::channel();
        let w = ProgressWriter::start(path.clone(), grace, move |t, a| {
            let _ = tx.send((t, a));
        });
        (tmp, path, w, rx)
    }

    /// A new ticket of the progress file's job.
    fn ticket(jobs: &mut Jobs) -> Ticket {
        jobs.issue(JobKind::Data(crate::record::data_job::DataKind::Progress))
    }

    fn ids(path: &Path) -> Vec<(String, bool)> {
        let p = read_progress(path).expect("progress");
        p.attempts()
            .iter()
            .map(|a| (a.id.clone(), a.solved))
            .collect()
    }

    #[test]
    fn attempts_wait_for_a_held_lock_off_the_callers_thread_and_are_written_when_it_frees() {
        let (_tmp, path, w, rx) = writer(shared_file::WAIT);
        let mut jobs = Jobs::default();
        let held = shared_file::hold(&path).expect("the lock");
        let first = ticket(&mut jobs);
        w.save(first, attempt("a", false));
        // Said pending, the file untouched, while the lock is held.
        let (t, a) = rx.recv_timeout(PATIENCE).expect("an answer");
        assert_eq!(t, first);
        assert!(
            matches!(&a, DataAnswer::AttemptsPending(p) if p.attempts == 1 && p.path == path),
            "{a:?}"
        );
        assert!(!a.is_last());
        let second = ticket(&mut jobs);
        w.save(second, attempt("b", true));
        let (t, a) = rx.recv_timeout(PATIENCE).expect("an answer");
        assert_eq!(t, second, "the newest job is told");
        assert!(
            matches!(&a, DataAnswer::AttemptsPending(p) if p.attempts == 2),
            "{a:?}"
        );
        assert!(!path.exists());
        // Let go: both are written, in the order made, and the newest job is answered.
        drop(held);
        let (t, a) = rx.recv_timeout(PATIENCE).expect("an answer");
        assert_eq!(t, second);
        let DataAnswer::AttemptSaved(Ok(recorded)) = a else {
            panic!("{a:?}")
        };
        assert_eq!(recorded.progress.attempts().len(), 2);
        assert_eq!(ids(&path), [("a".into(), false), ("b".into(), true)]);
        assert!(w.finish(|_, _| panic!("nothing to wait for")).is_none());
    }

    #[test]
    fn at_the_end_what_is_kept_gets_its_grace_and_what_is_not_written_is_said() {
        // The lock let go of during the grace: written.
        let (_tmp, path, w, rx) = writer(PATIENCE);
        let held = shared_file::hold(&path).expect("the lock");
        let mut jobs = Jobs::default();
        w.save(ticket(&mut jobs), attempt("a", false));
        assert!(matches!(
            rx.recv_timeout(PATIENCE),
            Ok((_, DataAnswer::AttemptsPending(_)))
        ));
        let freed = std::thread::spawn(move || {
            std::thread::sleep(8 * RETRY);
            drop(held);
        });
        let mut told = None;
        let unsaved = w.finish(|n, lock| told = Some((n, lock.to_path_buf())));
        freed.join().expect("no panic");
        assert!(unsaved.is_none(), "{unsaved:?}");
        assert_eq!(told, Some((1, store::lock_path(&path))), "the wait is said");
        assert_eq!(ids(&path), [("a".into(), false)]);
        // Held through the grace: said, with how many.
        let (_tmp, path, w, _rx) = writer(2 * RETRY);
        let _held = shared_file::hold(&path).expect("the lock");
        w.save(ticket(&mut jobs), attempt("a", false));
        w.save(ticket(&mut jobs), attempt("b", false));
        let unsaved = w.finish(|_, _| {}).expect("not saved");
        assert_eq!(unsaved.attempts, 2);
        assert!(matches!(unsaved.why, Why::Held { .. }), "{unsaved}");
        let words = unsaved.to_string();
        assert!(
            words.starts_with("2 puzzle attempts NOT saved in "),
            "{words}"
        );
        assert!(!path.exists());
    }

    #[test]
    fn attempts_a_write_failed_on_are_kept_for_the_next_save() {
        let (_tmp, path, w, rx) = writer(PATIENCE);
        let mut jobs = Jobs::default();
        // A folder where the file should be: the write fails, and says why.
        std::fs::create_dir(&path).expect("a folder in the way");
        w.save(ticket(&mut jobs), attempt("a", false));
        assert!(
            matches!(
                rx.recv_timeout(PATIENCE),
                Ok((_, DataAnswer::AttemptSaved(Err(_))))
            ),
            "said"
        );
        assert!(matches!(
            rx.recv_timeout(4 * RETRY),
            Err(RecvTimeoutError::Timeout)
        ));
        // The folder gone, the next attempt's save writes both.
        std::fs::remove_dir(&path).expect("removed");
        w.save(ticket(&mut jobs), attempt("b", true));
        assert!(matches!(
            rx.recv_timeout(PATIENCE),
            Ok((_, DataAnswer::AttemptSaved(Ok(_))))
        ));
        assert_eq!(ids(&path), [("a".into(), false), ("b".into(), true)]);
        assert!(w.finish(|_, _| {}).is_none());
    }
}
