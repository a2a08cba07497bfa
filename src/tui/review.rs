//! The runtime's side of the replay viewer's analysis: the background worker that
//! evaluates a game's fight positions, and writing an analysis into the record file it
//! belongs to.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use crate::analysis::Analysis;
use crate::analysis::run::{PositionEval, evaluate_all};
use crate::app::AnalyseRequest;
use crate::record::Record;
use crate::record::replay::replay_until_error;
use crate::record::store::{self, LockError, SaveError};
use crate::rules::game::{Game, Step};

/// Evaluates `req.positions[req.from..]` within `req.limit` on `jobs` threads, a fresh
/// engine a position, through [`evaluate_all`] (what `shuuro analyse` does, so the same
/// record gets the same marks), handing each answer to `send` (which returns false when
/// nobody listens any more). Ends at the last position, when `send` fails, or as soon as
/// `stop` is set: a search cut short by `stop` is not sent (its answer would be a
/// shallow guess). Answers may come out of order when `jobs` is above one.
pub fn analyse_positions(
    req: &AnalyseRequest,
    jobs: usize,
    stop: &AtomicBool,
    send: &(dyn Fn(usize, PositionEval) -> bool + Sync),
) {
    evaluate_all(
        &req.positions,
        req.from,
        &req.limit,
        jobs,
        stop,
        &|i, eval| send(i, eval.clone()),
    );
}

/// Writes `analysis` into the record at `path`, which must hold the game of `steps`:
/// the record is read, checked to be that game, given the analysis and saved atomically
/// with the save rules (a file that is not a game is never replaced). Unless `held` (this
/// process holds the game's lock), the game's lock is taken for the write, so a game
/// being played in another `shuuro` is left alone. Returns the record written.
pub fn write_analysis(
    path: &Path,
    steps: &[Step],
    analysis: &Analysis,
    held: bool,
) -> Result<Record, SaveError> {
    let _lock = if held {
        None
    } else {
        Some(store::lock_game(path).map_err(|e| match e {
            LockError::Busy { game } => SaveError::InUse(game),
            e => SaveError::Lock(e),
        })?)
    };
    let mut rec = store::load(path).map_err(|e| SaveError::Unreadable(Box::new(e)))?;
    let (game, _) = replay_until_error(&rec);
    if !same_game(&game, steps) {
        return Err(SaveError::OtherGame(path.to_path_buf()));
    }
    rec.analysis = Some(analysis.clone());
    store::save_atomic(path, &rec)?;
    Ok(rec)
}

/// Whether `steps` make the game `file` replays: the same steps, or steps in another
/// order that a record writes the same (practice sets its plinth layout before the
/// armies, a record's replay after them).
fn same_game(file: &Game, steps: &[Step]) -> bool {
    if file.steps() == steps {
        return true;
    }
    let mut shown = Game::new(file.rules().clone());
    if steps.iter().any(|s| shown.apply(s.clone()).is_err()) {
        return false;
    }
    let as_record = |g: &Game| {
        let mut r = Record::new(g.rules().clone());
        r.set_game(g);
        r
    };
    as_record(&shown) == as_record(file)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::SearchOptions;
    use crate::rules::Position;
    use std::path::PathBuf;
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    fn positions() -> Vec<Position> {
        let first = Position::from_sfen("3k2/6/6/6/6/R1K3 w - 1").expect("sfen");
        let mut out = vec![first.clone()];
        let mut p = first;
        for m in ["a1a5", "d6e6"] {
            let m = p
                .legal_moves()
                .into_iter()
                .find(|x| x.to_string() == m)
                .expect("legal");
            p = p.play(m).expect("played");
            out.push(p.clone());
        }
        out
    }

    /// A new scratch folder, removed with all it holds when dropped.
    fn temp_dir(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix(&format!("shuuro-review-{name}-"))
            .tempdir()
            .expect("a scratch folder")
    }

    fn game_file(dir: &Path, name: &str) -> (PathBuf, Record) {
        let text = include_str!("../../tests/data/records/mini-checkmate.json");
        let rec = Record::from_json_str(text).expect("a record");
        let path = dir.join(name);
        store::save_atomic(&path, &rec).expect("saved");
        (path, rec)
    }

    fn an_analysis(rec: &Record) -> Analysis {
        let game = rec.to_game().expect("a game");
        let m = game.moves()[0];
        Analysis {
            engine: "shuuro test".into(),
            limit: "movetime 200".into(),
            moves: vec![crate::analysis::MoveAnalysis {
                played: m,
                best: m,
                pv: vec![m],
                before: crate::analysis::Eval::Cp(10),
                after: crate::analysis::Eval::Cp(5),
                class: crate::analysis::Class::Best,
            }],
        }
    }

    #[cfg(unix)]
    fn inode(path: &Path) -> u64 {
        std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(path).expect("metadata"))
    }

    #[test]
    fn the_analysis_is_written_atomically_into_the_file_of_the_same_game() {
        let tmp = temp_dir("write");
        let dir = tmp.path();
        let (path, rec) = game_file(dir, "g.json");
        let steps = rec.to_game().expect("a game").steps().to_vec();
        #[cfg(unix)]
        let before = inode(&path);
        let written = write_analysis(&path, &steps, &an_analysis(&rec), false).expect("written");
        assert_eq!(written.analysis, Some(an_analysis(&rec)));
        // Replaced by a rename (a new file), not rewritten in place.
        #[cfg(unix)]
        assert_ne!(inode(&path), before);
        // The game in the file is unchanged, and nothing is left beside it.
        let (_, game) = store::load_game(&path).expect("still a game");
        assert_eq!(game.steps(), steps.as_slice());
        // The analysis is in the file: a fresh read gives it back.
        let reread = store::load(&path).expect("a record");
        assert_eq!(reread.analysis, Some(an_analysis(&rec)));
        let names: Vec<_> = std::fs::read_dir(dir)
            .expect("dir")
            .map(|e| e.expect("entry").file_name())
            .filter(|n| !n.to_string_lossy().ends_with(".lock"))
            .collect();
        assert_eq!(names.len(), 1, "{names:?}");
    }

    /// The game shown may have taken its steps in another order than a replay of its
    /// record does (practice --computer sets the plinths before the armies; the record
    /// reads armies first): it is the same game, and the analysis is written.
    #[test]
    fn the_same_game_reached_in_another_order_of_steps_is_written() {
        let tmp = temp_dir("order");
        let dir = tmp.path();
        let (_, rolled) = game_file(dir, "rolled.json");
        let played = rolled.to_game().expect("a game");
        let plinths = Step::SetPlinths(played.plinths());
        let (armies, rest): (Vec<Step>, Vec<Step>) = played
            .steps()
            .iter()
            .filter(|s| !matches!(s, Step::PlinthRoll(_)))
            .cloned()
            .partition(|s| matches!(s, Step::Army { .. }));
        let game_of = |steps: Vec<&Step>| {
            let mut game = Game::new(rolled.rules.clone());
            for step in steps {
                game.apply(step.clone()).expect("the core takes this order");
            }
            game
        };
        // As the record replays: armies, then the layout. As practice plays: the reverse.
        let replayed = game_of(armies.iter().chain([&plinths]).chain(&rest).collect());
        let shown = game_of([&plinths].into_iter().chain(&armies).chain(&rest).collect());
        let mut rec = Record::new(rolled.rules.clone());
        rec.set_game(&replayed);
        let path = dir.join("g.json");
        store::save_atomic(&path, &rec).expect("saved");
        assert_eq!(
            rec.to_game().expect("a game").steps(),
            replayed.steps(),
            "the record replays armies first"
        );
        assert_ne!(shown.steps(), replayed.steps(), "another order");
        let written =
            write_analysis(&path, shown.steps(), &an_analysis(&rec), false).expect("written");
        assert_eq!(written.analysis, Some(an_analysis(&rec)));
    }

    #[test]
    fn another_game_a_locked_game_or_not_a_game_is_left_alone() {
        let tmp = temp_dir("refuse");
        let dir = tmp.path();
        let (path, rec) = game_file(dir, "g.json");
        let a = an_analysis(&rec);
        let steps = rec.to_game().expect("a game").steps().to_vec();
        let original = std::fs::read(&path).expect("read");
        // The file holds another game (one step fewer).
        let fewer = &steps[..steps.len() - 1];
        assert!(matches!(
            write_analysis(&path, fewer, &a, false),
            Err(SaveError::OtherGame(_))
        ));
        assert_eq!(std::fs::read(&path).expect("read"), original);
        // The game is open in another shuuro.
        let other = store::lock_game(&path).expect("locked");
        // Said for the viewer, which already shows the game read-only: not "to look at it
        // read-only: shuuro replay ...", the advice of a second `resume`.
        let busy = write_analysis(&path, &steps, &a, false);
        assert!(matches!(busy, Err(SaveError::InUse(_))), "{busy:?}");
        let words = busy.unwrap_err().to_string();
        assert!(words.contains("running game"), "{words}");
        assert!(!words.contains("shuuro replay"), "{words}");
        assert_eq!(std::fs::read(&path).expect("read"), original);
        drop(other);
        // Not a record at all.
        std::fs::write(&path, b"not a record").expect("spoil");
        assert!(matches!(
            write_analysis(&path, &steps, &a, false),
            Err(SaveError::Unreadable(_))
        ));
        assert_eq!(std::fs::read(&path).expect("read"), b"not a record");
    }

    #[test]
    fn the_worker_answers_each_position_from_the_first_asked_in_order() {
        let req = AnalyseRequest {
            positions: positions(),
            from: 1,
            limit: within(Duration::from_millis(20)),
        };
        let stop = AtomicBool::new(false);
        let got = Mutex::new(Vec::new());
        analyse_positions(&req, 1, &stop, &|i, e| {
            got.lock().expect("lock").push((i, e));
            true
        });
        let got = got.into_inner().expect("lock");
        let indices: Vec<usize> = got.iter().map(|(i, _)| *i).collect();
        assert_eq!(indices, vec![1, 2]);
        assert!(got.iter().all(|(_, e)| e.best().is_some()));
    }

    #[test]
    fn the_worker_ends_when_stopped_or_when_nobody_listens() {
        let req = AnalyseRequest {
            positions: positions(),
            from: 0,
            limit: within(Duration::from_secs(30)),
        };
        // Stopped before it starts: nothing is searched or sent.
        let stop = AtomicBool::new(true);
        let sent = AtomicUsize::new(0);
        let count = |_, _| {
            sent.fetch_add(1, Ordering::Relaxed);
            true
        };
        analyse_positions(&req, 1, &stop, &count);
        assert_eq!(sent.load(Ordering::Relaxed), 0);
        // Stopped from another thread mid-search: it ends without sending the cut search.
        let stop = std::sync::Arc::new(AtomicBool::new(false));
        let s2 = stop.clone();
        let worker = std::thread::spawn(move || {
            let sent = AtomicUsize::new(0);
            analyse_positions(&req, 1, &s2, &|_, _| {
                sent.fetch_add(1, Ordering::Relaxed);
                true
            });
            sent.into_inner()
        });
        std::thread::sleep(Duration::from_millis(50));
        stop.store(true, Ordering::Relaxed);
        assert_eq!(worker.join().expect("the worker ends"), 0);
        // A listener gone: the worker ends after the first answer.
        let req = AnalyseRequest {
            positions: positions(),
            from: 0,
            limit: within(Duration::from_millis(10)),
        };
        let sent = AtomicUsize::new(0);
        analyse_positions(&req, 1, &AtomicBool::new(false), &|_, _| {
            sent.fetch_add(1, Ordering::Relaxed);
            false
        });
        assert_eq!(sent.load(Ordering::Relaxed), 1);
    }

    /// A search limit of `time` a position.
    fn within(time: Duration) -> SearchOptions {
        SearchOptions {
            time: Some(time),
            ..SearchOptions::default()
        }
    }
}
