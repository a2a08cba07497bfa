//! Files for the client: where autosaves live, listing them, and reading and writing game
//! records through the record module.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::app::FileNotice;
use crate::app::play::HintLog;
use crate::app::{Opened, SaveInfo, Snapshot};
use crate::engine::Level;
use crate::record::{Record, store};
use crate::rules::game::{Game, Phase, Rules};
use crate::rules::{Bitboard, BoardSize, BySide, Side};

/// Where autosaves go: `$SHUURO_DATA_DIR`, else the platform's data directory
/// (`~/.local/share/shuuro/games` on Linux), else `./shuuro-games`.
pub fn data_dir() -> PathBuf {
    store::data_dir().unwrap_or_else(|| PathBuf::from("shuuro-games"))
}

/// A fresh autosave file name in `dir`, named by the start time.
pub fn new_save_path(dir: &Path) -> PathBuf {
    store::new_game_path(dir, SystemTime::now())
}

/// The records in `dir`, newest first, with a one-line summary each. A file that can't
/// be read as a game is listed too, with its error (`unreadable`), never skipped; a
/// folder that can't be read is one such entry.
pub fn list_saves(dir: &Path) -> Vec<SaveInfo> {
    let list = match store::list_games(dir) {
        Ok(l) => l,
        Err(e) => {
            return vec![SaveInfo {
                path: dir.to_path_buf(),
                summary: format!("can't be read: {e}"),
                finished: false,
                unreadable: Some(e.to_string()),
            }];
        }
    };
    list.into_iter()
        .rev()
        .map(|l| {
            let game = match l.loaded {
                Ok(rec) if rec.is_layout() => {
                    // Shown as what it is, never as a game to continue.
                    let why = store::NotAGame::Layout.to_string();
                    return SaveInfo {
                        path: l.path,
                        summary: format!("{why} (shuuro practice --layout)"),
                        finished: false,
                        unreadable: Some(why),
                    };
                }
                Ok(rec) => rec.to_game().map(|g| (rec, g)).map_err(|e| e.to_string()),
                Err(e) => Err(load_error_reason(&e)),
            };
            match game {
                Ok((rec, game)) => SaveInfo {
                    path: l.path,
                    summary: summary(
                        rec.players.blue.as_deref(),
                        rec.players.red.as_deref(),
                        &rec.rules,
                        &progress(&game),
                    ),
                    finished: game.outcome().is_some(),
                    unreadable: None,
                },
                Err(reason) => SaveInfo {
                    path: l.path,
                    summary: format!("can't be read: {reason}"),
                    finished: false,
                    unreadable: Some(reason),
                },
            }
        })
        .collect()
}

/// What is wrong with a file, without its path (the list shows the name beside it).
fn load_error_reason(e: &store::LoadError) -> String {
    match e {
        store::LoadError::Io { source, .. } => source.to_string(),
        store::LoadError::Record { source, .. } => source.to_string(),
        store::LoadError::Replay { source, .. } => source.to_string(),
        store::LoadError::Layout { .. } => store::NotAGame::Layout.to_string(),
    }
}

/// One line about a saved game: its players, board and variants, and how far it got:
/// "vs computer, Mini 6×6, 2 moves, Red wins: resignation", "12×12, Scouts, jungle 4,
/// deployment, 12 of 38 placed".
fn summary(blue: Option<&str>, red: Option<&str>, rules: &Rules, progress: &str) -> String {
    let vs = match (blue, red) {
        (Some(COMPUTER), _) | (_, Some(COMPUTER)) => "vs computer, ".to_string(),
        (Some(b), Some(r)) if !(b == "player" && r == "player") => format!("{b} v {r}, "),
        _ => String::new(),
    };
    let mut parts = vec![match rules.board {
        BoardSize::Six => "Mini 6×6".to_string(),
        BoardSize::Eight => "8×8".to_string(),
        BoardSize::Twelve => "12×12".to_string(),
    }];
    if rules.roster.has_fairy() {
        parts.push("Fairy".into());
    }
    if rules.scouts {
        parts.push("Scouts".into());
    }
    if rules.plinths_per_quadrant != 2 {
        parts.push(format!("jungle {}", rules.plinths_per_quadrant));
    }
    if rules.king_anywhere {
        parts.push("King in the castle".into());
    }
    if rules.serious {
        parts.push("Serious".into());
    }
    if let Some(c) = rules.clock {
        parts.push(format!("clock {c}"));
    }
    parts.push(progress.to_string());
    format!("{vs}{}", parts.join(", "))
}

/// How far a game got, for the list of saves: its result, or the phase it is in
/// ("armies being bought", "deployment, 12 of 38 placed", "fight, 9 moves").
fn progress(game: &Game) -> String {
    if let Some(o) = game.outcome() {
        return format!("{}, {o}", moves(game.moves().len()));
    }
    match (game.phase(), game.deployment()) {
        (Phase::Armies, _) => "armies being bought".into(),
        (Phase::Plinths, _) => "plinths being rolled".into(),
        (Phase::DeployOrder | Phase::Deploy, Some(d)) => {
            let placed = d.ply().saturating_sub(1);
            let left = d.hands().blue.total() + d.hands().red.total();
            format!("deployment, {placed} of {} placed", placed + left)
        }
        (Phase::DeployOrder | Phase::Deploy, None) => "deployment".into(),
        (Phase::FightOrder | Phase::Fight | Phase::Over, _) => {
            format!("fight, {}", moves(game.moves().len()))
        }
    }
}

/// Where a game stands, in a few words: "Blue to move, 40 moves", "Red to place",
/// "Red wins: resignation", "the plinths are being rolled".
pub fn standing(game: &Game) -> String {
    match (game.phase(), game.to_act(), game.outcome()) {
        (_, _, Some(o)) => format!("{o}, {}", moves(game.moves().len())),
        (Phase::Fight, Some(side), None) => {
            format!("{side} to move, {}", moves(game.moves().len()))
        }
        (Phase::Deploy, Some(side), None) => format!("{side} to place a piece"),
        (phase, _, None) => phase.to_string(),
    }
}

/// The moves after `plies` half-moves, counted as the move list numbers them.
fn moves(plies: usize) -> String {
    match crate::app::derived::moves_after(plies) {
        1 => "1 move".to_string(),
        n => format!("{n} moves"),
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
    pub passed_over: Vec<(PathBuf, String)>,
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
        match s.unreadable {
            Some(why) => passed_over.push((s.path, why)),
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
pub fn tidy(dir: &Path) -> Vec<String> {
    match store::clean_leftovers(dir) {
        Ok(done) => done.iter().map(ToString::to_string).collect(),
        Err(e) => match data_folder_notice(dir) {
            Some(n) => vec![crate::ui::notice::status(Some(&n.into()))],
            None => vec![format!(
                "{}: can't look for files left by interrupted saves: {e}",
                dir.display()
            )],
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

/// The `x-` field of the computer's think time per move (ms), so a resumed game against
/// the computer thinks as long as it did.
pub const THINK: &str = "x-computer-think-ms";

/// The `x-` field of the computer's level (1 to 8), so a resumed game against the computer
/// plays at the level it was started at (a record without it: the full engine).
pub const LEVEL: &str = "x-computer-level";

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
    if let Some(cpu) = p.computer {
        rec.players[cpu] = Some(COMPUTER.into());
        if rec.players[cpu.opposite()].is_none() {
            rec.players[cpu.opposite()] = Some("player".into());
        }
    }
    if let Some(left) = p.clock_now {
        rec.clock_ms = (!p.clock_log.is_empty()).then(|| p.clock_log.clone());
        rec.extra.insert(CLOCK_NOW.into(), serde_json::json!(left));
    }
    if let Some(think) = p.think {
        let ms = u64::try_from(think.as_millis()).unwrap_or(u64::MAX);
        rec.extra.insert(THINK.into(), serde_json::json!(ms));
    }
    if let Some(level) = p.level {
        rec.extra
            .insert(LEVEL.into(), serde_json::json!(level.get()));
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

/// Reads a game to continue it: the game, its clocks and who the computer was.
pub fn load_resume(path: &Path) -> Result<Opened, store::LoadError> {
    load_resume_record(path).map(|(o, _)| o)
}

/// [`load_resume`], with the record read (so the next autosave can start from it instead
/// of reading the file again).
pub fn load_resume_record(path: &Path) -> Result<(Opened, Record), store::LoadError> {
    let (rec, game) = store::load_game_to_play(path)?;
    let computer = Side::ALL
        .into_iter()
        .find(|&s| rec.players[s].as_deref() == Some(COMPUTER));
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
        think: rec
            .extra
            .get(THINK)
            .and_then(|v| v.as_u64())
            .filter(|&ms| ms > 0)
            .map(Duration::from_millis),
        level: rec
            .extra
            .get(LEVEL)
            .and_then(|v| v.as_u64())
            .and_then(|n| u8::try_from(n).ok())
            .and_then(Level::new),
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
    use super::{BoardSize, Rules, progress, summary};
    use crate::record::Record;
    use crate::rules::roster::Roster;

    #[test]
    fn save_summary_is_short_enough_for_80_columns() {
        let mini = Rules::with_roster(BoardSize::Six, Roster::builtin("mini").expect("mini"));
        assert_eq!(
            summary(
                Some("player"),
                Some(super::COMPUTER),
                &mini,
                "2 moves, Red wins: resignation"
            ),
            "vs computer, Mini 6×6, 2 moves, Red wins: resignation"
        );
        let standard = Rules::standard();
        assert_eq!(
            summary(Some("Ann"), Some("Bob"), &standard, "fight, 1 move"),
            "Ann v Bob, 12×12, fight, 1 move"
        );
    }

    #[test]
    fn the_list_shows_the_phase_an_unfinished_game_is_in() {
        let text = include_str!("../../tests/data/records/mini-checkmate.json");
        let rec = Record::from_json_str(text).expect("a record");
        let full = rec.to_game().expect("a game");
        let mut game = crate::rules::game::Game::new(full.rules().clone());
        assert_eq!(progress(&game), "armies being bought");
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
        assert_eq!(progress(&game), format!("deployment, 3 of {total} placed"));
    }
}
