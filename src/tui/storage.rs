//! Files for the client: where autosaves live, listing them, and reading and writing game
//! records through the record module.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::app::FileNotice;
use crate::app::computer::Computer;
use crate::app::derived::{Progress, progress};
use crate::app::play::HintLog;
use crate::app::{Opened, SaveAbout, SaveInfo, SaveSummary, Snapshot, Unreadable, Vs};
use crate::engine::Style;
use crate::record::{ComputerProblem, Record, RecordError, store};
use crate::rules::game::Rules;
use crate::rules::{Bitboard, BoardSize, BySide, Side};
use crate::words::W;

/// Where autosaves go: `$SHUURO_DATA_DIR`, else the platform's data directory
/// (`~/.local/share/shuuro/games` on Linux), else `./shuuro-games`.
pub fn data_dir() -> PathBuf {
    store::data_dir().unwrap_or_else(|| PathBuf::from("shuuro-games"))
}

/// A fresh autosave file name in `dir`, named by the start time.
pub fn new_save_path(dir: &Path) -> PathBuf {
    store::new_game_path(dir, SystemTime::now())
}

/// The records in `dir`, newest first, with what the list says of each. A file that
/// can't be read as a game is listed too, with why, never skipped; a folder that can't be
/// read is one such entry.
pub fn list_saves(dir: &Path) -> Vec<SaveInfo> {
    let list = match store::list_games(dir) {
        Ok(l) => l,
        Err(e) => {
            return vec![SaveInfo {
                path: dir.to_path_buf(),
                about: SaveAbout::Unreadable(Unreadable::Folder(e.into())),
                finished: false,
            }];
        }
    };
    list.into_iter()
        .rev()
        .map(|l| {
            let game = match l.loaded {
                // Shown as what it is, never as a game to continue.
                Ok(rec) if rec.is_layout() => {
                    return SaveInfo {
                        path: l.path,
                        about: SaveAbout::Unreadable(Unreadable::Layout),
                        finished: false,
                    };
                }
                // A game goes on with the computer it was saved with: fields of it that
                // can't be read make the game one that can't be resumed.
                Ok(rec) => match (rec.to_game(), computer_of(&rec)) {
                    (Ok(game), Ok(computer)) => Ok((rec, game, computer.is_some())),
                    (Err(e), _) => Err(Unreadable::Replay(Box::new(e))),
                    (_, Err(e)) => Err(Unreadable::Record(Box::new(e))),
                },
                Err(e) => Err(Unreadable::Load(Box::new(e))),
            };
            match game {
                Ok((rec, game, computer)) => SaveInfo {
                    path: l.path,
                    about: SaveAbout::Game(Box::new(summary(
                        rec.players.blue.as_deref(),
                        rec.players.red.as_deref(),
                        computer,
                        &rec.rules,
                        progress(&game),
                    ))),
                    finished: game.outcome().is_some(),
                },
                Err(why) => SaveInfo {
                    path: l.path,
                    about: SaveAbout::Unreadable(why),
                    finished: false,
                },
            }
        })
        .collect()
}

/// A saved game in a few words: its players (`computer`: one is the computer), board and
/// variants, and how far it got.
fn summary(
    blue: Option<&str>,
    red: Option<&str>,
    computer: bool,
    rules: &Rules,
    progress: Progress,
) -> SaveSummary {
    let vs = match (blue, red) {
        _ if computer => Vs::Computer,
        (Some(b), Some(r)) if !(b == "player" && r == "player") => {
            Vs::Named(b.to_string(), r.to_string())
        }
        _ => Vs::Unnamed,
    };
    SaveSummary {
        vs,
        board: rules.board,
        fairy: rules.roster.has_fairy(),
        scouts: rules.scouts,
        plinths_per_quadrant: rules.plinths_per_quadrant,
        king_anywhere: rules.king_anywhere,
        serious: rules.serious,
        clock: rules.clock,
        progress,
    }
}

/// The newest unfinished game in `dir`.
pub fn newest_unfinished(dir: &Path) -> Option<PathBuf> {
    store::newest_unfinished(dir)
}

/// The game `shuuro resume` (without a file) continues, and the files newer than it
/// that can't be read (each with why), which it passes over.
#[derive(Debug)]
pub struct ResumeChoice {
    /// The newest unfinished game that loads, if any.
    pub game: Option<PathBuf>,
    /// Files saved after it (or at all, without a game) that can't be read: path, why.
    pub passed_over: Vec<(PathBuf, Unreadable)>,
}

impl ResumeChoice {
    /// What the first screen says of the choice: the game opened past newer files that
    /// can't be read, if it was.
    pub fn notice(&self) -> Option<FileNotice> {
        match &self.game {
            Some(game) if !self.passed_over.is_empty() => Some(FileNotice::ResumedPast {
                game: game.clone(),
                broken: self.passed_over.clone(),
            }),
            _ => None,
        }
    }
}

/// Chooses the game to resume in `dir`: the newest unfinished one that loads, naming
/// every newer file that can't be read. A plinth layout is not a game: passed over
/// without a word.
pub fn choose_resume(dir: &Path) -> ResumeChoice {
    let mut passed_over = Vec::new();
    let layouts: Vec<PathBuf> = store::list_games(dir)
        .unwrap_or_default()
        .into_iter()
        .filter(|l| l.loaded.as_ref().is_ok_and(Record::is_layout))
        .map(|l| l.path)
        .collect();
    for s in list_saves(dir) {
        if layouts.contains(&s.path) {
            continue;
        }
        match s.unreadable() {
            Some(why) => passed_over.push((s.path.clone(), why.clone())),
            None if !s.finished => {
                return ResumeChoice {
                    game: Some(s.path),
                    passed_over,
                };
            }
            None => {}
        }
    }
    ResumeChoice {
        game: None,
        passed_over,
    }
}

/// What the start screen says of the data folder `dir`: that it is a file, where no game
/// can be saved (a folder not made yet is made at the first save).
pub fn data_folder_notice(dir: &Path) -> Option<FileNotice> {
    (dir.exists() && !dir.is_dir()).then(|| FileNotice::DataFolderIsAFile(dir.to_path_buf()))
}

/// Tidies what killed saves left in `dir` (see [`store::clean_leftovers`]): one line
/// per file for the player, including a failure to look.
pub fn tidy(dir: &Path, w: W) -> Vec<String> {
    match store::clean_leftovers(dir) {
        Ok(done) => done.iter().map(|l| w.leftover(l)).collect(),
        Err(e) => match data_folder_notice(dir) {
            // No key is named here: the fixed keys do.
            Some(n) => vec![w.notice(&crate::app::keyset::Keys::fixed(), &n.into())],
            None => vec![w.cannot_tidy(dir, &e)],
        },
    }
}

/// The folder a record file is in (`.` for a bare name).
pub fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Whether a save may go into `folder`: it is there, or it is the games folder `games`
/// (made by the first save into it, as every game's autosave makes it). No other folder
/// is made, so a typo in a path never becomes a folder.
pub fn folder_takes_saves(folder: &Path, games: &Path) -> bool {
    let absolute = |p: &Path| std::path::absolute(p).ok();
    folder.is_dir() || absolute(folder).is_some_and(|f| Some(f) == absolute(games))
}

/// The player name that marks the computer's side in a record.
pub const COMPUTER: &str = "computer";

/// The `x-` field holding both clocks at the moment of saving (`[blue, red]` ms), so a
/// resumed game continues exactly where it stopped.
pub const CLOCK_NOW: &str = "x-clock-now-ms";

/// The `x-` field of the side the computer plays (`"blue"` or `"red"`). A record without
/// it (written before it existed) has the computer play the side whose player is named
/// [`COMPUTER`].
pub const SIDE: &str = "x-computer-side";

/// The `x-` field of the computer's think time per move (ms), so a resumed game against
/// the computer thinks as long as it did (a record without it: [`Computer::THINK`]).
pub const THINK: &str = "x-computer-think-ms";

/// The start of the `x-` fields of how the computer plays: each field of [`Style`] is one,
/// named by this and the field's name (`x-computer-level`: 1 to 8). A field left out is
/// the style's default (a record without `x-computer-level`: the full engine).
pub const STYLE: &str = "x-computer-";

/// The name of the level among the style's fields (after [`STYLE`]).
const LEVEL: &str = "level";

/// Writes `computer` into `rec`: its side (also as the player name [`COMPUTER`], which
/// older programs read), its think time and each field of its style.
fn write_computer(rec: &mut Record, computer: &Computer) {
    rec.players[computer.side] = Some(COMPUTER.into());
    let other = computer.side.opposite();
    if rec.players[other].is_none() {
        rec.players[other] = Some("player".into());
    }
    rec.extra
        .insert(SIDE.into(), serde_json::json!(computer.side));
    let ms = u64::try_from(computer.think.as_millis()).unwrap_or(u64::MAX);
    rec.extra.insert(THINK.into(), serde_json::json!(ms));
    if let Ok(serde_json::Value::Object(fields)) = serde_json::to_value(computer.style) {
        for (name, value) in fields {
            rec.extra.insert(format!("{STYLE}{name}"), value);
        }
    }
}

/// The computer a record's fields say the game is played against (`None`: two players),
/// or the first of its fields that can't be read, named with what is wrong
/// ([`RecordError::Computer`]): a game is never played on with a computer other than the
/// one saved.
pub fn computer_of(rec: &Record) -> Result<Option<Computer>, RecordError> {
    let unreadable = |field: &str, problem: fn(String) -> ComputerProblem| {
        let found = rec
            .extra
            .get(field)
            .map(|v| v.to_string())
            .unwrap_or_default();
        RecordError::Computer {
            field: field.into(),
            problem: problem(found),
        }
    };
    let side = match rec.extra.get(SIDE) {
        Some(v) => Some(
            serde_json::from_value::<Side>(v.clone())
                .map_err(|_| unreadable(SIDE, ComputerProblem::Side))?,
        ),
        // Written before the side had a field of its own.
        None => Side::ALL
            .into_iter()
            .find(|&s| rec.players[s].as_deref() == Some(COMPUTER)),
    };
    let think = match rec.extra.get(THINK) {
        None => Computer::THINK,
        Some(v) => match v.as_u64().filter(|&ms| ms > 0) {
            Some(ms) => Duration::from_millis(ms),
            None => return Err(unreadable(THINK, ComputerProblem::Think)),
        },
    };
    // Every `x-computer-` field but the side and the think time is the style's.
    let fields: serde_json::Map<String, serde_json::Value> = rec
        .extra
        .iter()
        .filter(|(k, _)| k.as_str() != SIDE && k.as_str() != THINK)
        .filter_map(|(k, v)| Some((k.strip_prefix(STYLE)?.to_string(), v.clone())))
        .collect();
    let style: Style =
        crate::de::from_value(&serde_json::Value::Object(fields)).map_err(|e| match e {
            crate::de::DeError::Field { path, .. } => {
                let name = crate::de::dotted(&path);
                // The level says what it takes; a field of a newer program's, that it is one.
                let problem = if name == LEVEL {
                    ComputerProblem::Level
                } else {
                    ComputerProblem::Style
                };
                unreadable(&format!("{STYLE}{name}"), problem)
            }
            crate::de::DeError::NotJson(_) => unreadable(STYLE, ComputerProblem::Style),
        })?;
    Ok(side.map(|side| Computer { side, think, style }))
}

/// The `x-` field of hints: `{"hot-seat": true, "steps": [37, 52]}`: hints were allowed in
/// a two-player game (`play --hints`), and the number of steps the game had each time one
/// was shown (the hint was for the step after). Written once hints are allowed or used.
pub const HINTS: &str = "x-hints";

/// The hints a record's `x-hints` field says (none when it is absent or not of that
/// shape: an `x-` field is informational, never a reason to refuse a game).
pub fn hint_log(rec: &Record) -> HintLog {
    let Some(v) = rec.extra.get(HINTS) else {
        return HintLog::default();
    };
    HintLog {
        hot_seat: v.get("hot-seat").and_then(|b| b.as_bool()).unwrap_or(false),
        steps: v
            .get("steps")
            .and_then(|s| s.as_array())
            .map(|a| {
                a.iter()
                    .filter_map(|n| n.as_u64().map(|n| n as usize))
                    .collect()
            })
            .unwrap_or_default(),
    }
}

/// The record a save writes: the game (and the clock times) over `kept`, the record the
/// file held (its players, start time, notes and `x-` fields stay), or a new record.
pub fn game_record(p: &Snapshot, kept: Option<Record>) -> Record {
    let mut rec = kept.unwrap_or_else(|| {
        let mut r = Record::new(p.game.rules().clone());
        r.started = Some(store::now_rfc3339());
        r
    });
    rec.set_game(&p.game);
    for side in [Side::Blue, Side::Red] {
        if rec.players[side].is_none() {
            rec.players[side] = p.players[side].clone();
        }
    }
    if let Some(computer) = &p.computer {
        write_computer(&mut rec, computer);
    }
    if let Some(left) = p.clock_now {
        rec.clock_ms = (!p.clock_log.is_empty()).then(|| p.clock_log.clone());
        rec.extra.insert(CLOCK_NOW.into(), serde_json::json!(left));
    }
    if p.hints.hot_seat || !p.hints.steps.is_empty() {
        rec.extra.insert(
            HINTS.into(),
            serde_json::json!({"hot-seat": p.hints.hot_seat, "steps": p.hints.steps}),
        );
    }
    rec.saved = Some(store::now_rfc3339());
    rec
}

/// Writes a plinth layout as a record with `plinths` only (a fixed layout); `replace`: over
/// whatever the file held (the player said yes); else a new file, made only if nothing
/// is there ([`store::SaveError::Appeared`] otherwise).
pub fn save_layout(
    path: &Path,
    size: BoardSize,
    plinths: Bitboard,
    replace: bool,
) -> Result<(), store::SaveError> {
    let rules = match size {
        BoardSize::Six => Rules::mini(),
        BoardSize::Twelve => Rules::standard(),
        BoardSize::Eight => {
            Rules::with_roster(size, crate::rules::roster::Roster::for_board(size, false))
        }
    };
    let mut rec = Record::new(rules);
    rec.plinths = Some(plinths.collect());
    rec.notes = Some("a plinth layout for deployment practice".into());
    if replace {
        store::save_atomic_force(path, &rec)
    } else {
        store::save_new(path, &rec)
    }
}

/// Reads a game to continue it: the game, its clocks and the computer it is played
/// against (a computer field that can't be read is an error naming it).
pub fn load_resume(path: &Path) -> Result<Opened, store::LoadError> {
    load_resume_record(path).map(|(o, _)| o)
}

/// [`load_resume`], with the record read (so the next autosave can start from it instead
/// of reading the file again).
pub fn load_resume_record(path: &Path) -> Result<(Opened, Record), store::LoadError> {
    let (rec, game) = store::load_game_to_play(path)?;
    let computer = computer_of(&rec).map_err(|source| store::LoadError::Record {
        path: path.to_path_buf(),
        source,
    })?;
    let clock_ms = rec
        .extra
        .get(CLOCK_NOW)
        .and_then(|v| serde_json::from_value::<[u64; 2]>(v.clone()).ok())
        .or_else(|| rec.clock_ms.as_ref().and_then(|c| c.last().copied()));
    let clock_log = rec.clock_ms.clone().unwrap_or_default();
    let opened = Opened::Resume {
        game: Box::new(game),
        clock_ms: clock_ms.map(|[b, r]| BySide::new(b, r)),
        clock_log,
        computer,
        hints: hint_log(&rec),
    };
    Ok((opened, rec))
}

/// Reads a record to view it: a record with a step that breaks a rule opens too, with
/// every legal step before it and then the error.
pub fn load_replay(path: &Path) -> Result<Opened, store::LoadError> {
    let rec = store::load(path)?;
    let (game, error) = crate::record::replay::replay_until_error(&rec);
    let title = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok(Opened::Replay {
        title,
        rules: game.rules().clone(),
        steps: game.steps().to_vec(),
        error: error.map(Box::new),
        path: Some(path.to_path_buf()),
        hint_steps: hint_log(&rec).steps,
        analysis: rec.analysis.map(Box::new),
    })
}

/// Reads the plinths of a record file (a layout for practice).
pub fn load_layout(path: &Path) -> Result<(BoardSize, Bitboard), store::LoadError> {
    let (_, game) = store::load_game(path)?;
    Ok((game.rules().board, game.plinths()))
}

#[cfg(test)]
mod tests {
    use super::{
        BoardSize, COMPUTER, Computer, Duration, Progress, Rules, SIDE, Snapshot, Style, THINK,
        computer_of, game_record, progress, summary,
    };
    use crate::engine::Level;
    use crate::record::Record;
    use crate::rules::Side;
    use crate::rules::outcome::{Outcome, Reason};
    use crate::rules::roster::Roster;
    use crate::words::en;

    #[test]
    fn save_summary_is_short_enough_for_80_columns() {
        let mini = Rules::with_roster(BoardSize::Six, Roster::builtin("mini").expect("mini"));
        let over = Progress::Over {
            outcome: Outcome::win(Side::Red, Reason::Resignation),
            moves: 2,
        };
        let said = en().save_summary(&summary(Some("player"), Some(COMPUTER), true, &mini, over));
        assert_eq!(
            said,
            "vs computer, Mini 6×6, 2 moves, Red wins: resignation"
        );
        let standard = Rules::standard();
        let fight = Progress::Fight { moves: 1 };
        assert_eq!(
            en().save_summary(&summary(Some("Ann"), Some("Bob"), false, &standard, fight)),
            "Ann v Bob, 12×12, fight, 1 move"
        );
    }

    /// A game against the computer, as a save writes it, with `computer` playing.
    fn saved_with(computer: Computer) -> Record {
        let game = crate::app::demo::fight_game(Rules::mini(), 2);
        let snap = Snapshot {
            game,
            computer: Some(computer),
            clock_log: Vec::new(),
            clock_now: None,
            players: Default::default(),
            hints: Default::default(),
        };
        game_record(&snap, None)
    }

    #[test]
    fn the_computer_is_written_whole_and_read_back_whole() {
        let three = Computer {
            side: Side::Blue,
            think: Duration::from_millis(500),
            style: Style::at(Level::new(3).expect("a level")),
        };
        let rec = saved_with(three);
        let fields = |rec: &Record| {
            let mut f: Vec<String> = rec
                .extra
                .iter()
                .filter(|(k, _)| k.starts_with("x-computer"))
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            f.sort();
            f
        };
        assert_eq!(
            fields(&rec),
            [
                "x-computer-level=3",
                "x-computer-side=\"blue\"",
                "x-computer-think-ms=500"
            ]
        );
        assert_eq!(rec.players.blue.as_deref(), Some(COMPUTER));
        let back = Record::from_json_str(&rec.to_json_string()).expect("a record");
        assert_eq!(computer_of(&back), Ok(Some(three)));
        // A game between two players has none of them.
        let mut two = back.clone();
        two.extra.retain(|k, _| !k.starts_with("x-computer"));
        two.players = Default::default();
        assert_eq!(computer_of(&two), Ok(None));
    }

    #[test]
    fn records_written_before_the_side_had_its_field_still_read() {
        // As 6a71322 wrote them: the side by the player's name, the level and the think time.
        let mut rec = saved_with(Computer::default());
        rec.extra.remove(SIDE);
        rec.extra
            .insert("x-computer-level".into(), serde_json::json!(5));
        let c = computer_of(&rec).expect("readable").expect("the computer");
        assert_eq!((c.side, c.level().get()), (Side::Red, 5));
        // Before levels and think times: the full engine, thinking the default time.
        rec.extra.retain(|k, _| !k.starts_with("x-computer"));
        assert_eq!(computer_of(&rec), Ok(Some(Computer::default())));
    }

    #[test]
    fn a_computer_field_that_cant_be_read_is_named_with_what_is_wrong() {
        let said = |field: &str, value: serde_json::Value| {
            let mut rec = saved_with(Computer::default());
            rec.extra.insert(field.into(), value);
            computer_of(&rec).map_err(|e| e.to_string())
        };
        for (value, found) in [
            (serde_json::json!(0), "0"),
            (serde_json::json!(99), "99"),
            (serde_json::json!("abc"), "\"abc\""),
            (serde_json::json!(null), "null"),
        ] {
            assert_eq!(
                said("x-computer-level", value),
                Err(format!(
                    "x-computer-level: found {found}, expected a level from 1 to 8"
                ))
            );
        }
        assert_eq!(
            said(THINK, serde_json::json!(0)),
            Err(
                "x-computer-think-ms: 0 is not a think time: milliseconds, a whole number above 0"
                    .into()
            )
        );
        assert_eq!(
            said(SIDE, serde_json::json!("green")),
            Err("x-computer-side: expected \"blue\" or \"red\", found \"green\"".into())
        );
        // The same problems, typed, in Japanese: the field, the value found, what it takes.
        let ja = crate::words::of(crate::words::Lang::Ja);
        for (field, value, takes) in [
            ("x-computer-level", serde_json::json!(0), "1〜8"),
            (THINK, serde_json::json!(0), "ミリ秒"),
            (SIDE, serde_json::json!("green"), "\"blue\"か\"red\""),
        ] {
            let mut rec = saved_with(Computer::default());
            rec.extra.insert(field.into(), value.clone());
            let e = computer_of(&rec).expect_err("can't be read");
            assert!(
                matches!(e, crate::record::RecordError::Computer { .. }),
                "{e:?}"
            );
            let words = ja.record_error(&e);
            assert!(crate::words::japanese(&words), "{words}");
            assert!(
                words.starts_with(&format!("{field}：{value}")) && words.contains(takes),
                "{words}"
            );
            assert!(!words.contains("expected"), "{words}");
        }
    }

    #[test]
    fn the_list_shows_the_phase_an_unfinished_game_is_in() {
        let text = include_str!("../../tests/data/records/mini-checkmate.json");
        let rec = Record::from_json_str(text).expect("a record");
        let full = rec.to_game().expect("a game");
        let mut game = crate::rules::game::Game::new(full.rules().clone());
        assert_eq!(en().progress(progress(&game)), "armies being bought");
        let mut placed = 0;
        for step in full.steps() {
            game.apply(step.clone()).expect("legal");
            if game.phase() == crate::rules::game::Phase::Deploy {
                let d = game.deployment().expect("deploying");
                placed = d.ply() - 1;
                if placed == 3 {
                    break;
                }
            }
        }
        let d = game.deployment().expect("deploying");
        let total = placed + d.hands().blue.total() + d.hands().red.total();
        assert_eq!(
            en().progress(progress(&game)),
            format!("deployment, 3 of {total} placed")
        );
    }
}
