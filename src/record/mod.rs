//! The JSON game record, version 1 (docs/record.md): one file holds one game, finished
//! or not, in any phase.
//!
//! - [`Record`] is the file's content, read with [`Record::from_json_str`] (errors name
//!   the field: [`RecordError`]) and written with [`Record::to_json_string`] (stable field
//!   order, pretty JSON).
//! - [`Record::to_game`] replays every step through the rules ([`replay`]); the first
//!   offending step is named with its number, its text and the reason ([`ReplayError`]).
//!   [`Record::from_game`] / [`Record::set_game`] go the other way.
//! - [`store`] saves atomically, loads, and finds the autosaved games.
//! - [`spot`] says where a picture may be written (never over a record or any other
//!   file that is not a picture of its kind).
//! - [`shared_file`] locks a file several programs update at once while one reads,
//!   merges and writes it.
//! - [`analysis`] reads the optional `analysis` field (docs/analysis.md) and checks each
//!   entry against the position before its move (the replay does, naming the field).

pub mod analysis;
pub mod data_job;
mod json;
mod parse;
pub mod puzzle_files;
pub mod replay;
pub mod roster;
pub mod shared_file;
pub mod spot;
pub mod store;

use std::collections::BTreeMap;

use crate::rules::army::Army;
use crate::rules::color::{BySide, Side};
use crate::rules::game::{Game, Rules};
use crate::rules::outcome::Outcome;
use crate::rules::plinths::PlinthRoll;
use crate::rules::position::Move;
use crate::rules::role::Piece;
use crate::rules::square::Square;

pub use replay::ReplayError;

/// The value of the record's `format` field.
pub const FORMAT: &str = "shuuro-game";
/// The record version this code reads and writes.
pub const VERSION: u64 = 1;

/// One game as stored in a file. Optional parts are `None` until the game reaches the
/// step they record (an army being formed: no entry for that side yet).
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The rules and variants (the roster resolved: a built-in roster is written back by
    /// name, any other as a whole object).
    pub rules: Rules,
    /// Optional display names.
    pub players: BySide<Option<String>>,
    /// Each side's army, once submitted.
    pub armies: BySide<Option<Army>>,
    /// Every plinth roll, in order.
    pub plinth_rolls: Option<Vec<PlinthRoll>>,
    /// The plinth squares (a fixed layout when there are no rolls).
    pub plinths: Option<Vec<Square>>,
    /// Deploy-order dice, `[blue, red]` pairs.
    pub deploy_rolls: Option<Vec<[u8; 2]>>,
    pub deploy_first: Option<Side>,
    /// Every placement, in order.
    pub deployment: Option<Vec<(Piece, Square)>>,
    /// Move-order dice, `[blue, red]` pairs.
    pub fight_rolls: Option<Vec<[u8; 2]>>,
    pub fight_first: Option<Side>,
    /// Every fight move, in order.
    pub moves: Option<Vec<Move>>,
    /// Absent while the game goes on.
    pub result: Option<Outcome>,
    /// Informational: remaining time `[blue, red]` after each fight move.
    pub clock_ms: Option<Vec<[u64; 2]>>,
    /// RFC 3339 times.
    pub started: Option<String>,
    pub saved: Option<String>,
    pub notes: Option<String>,
    /// Optional: what the engine said about the fight moves (docs/analysis.md).
    pub analysis: Option<crate::analysis::Analysis>,
    /// Top-level fields starting with `x-`, kept as they were.
    pub extra: BTreeMap<String, serde_json::Value>,
}

/// Why a text is not a record: not JSON, or a field missing, mistyped or unknown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    Json(String),
    /// `field` is a path like `rules.budget.blue` or `deployment 7`.
    Field {
        field: String,
        message: String,
    },
    /// Another file of the game's, given where a game record is expected.
    OtherFile(OtherFile),
}

/// A file of the game's that is not a game record (told apart by its shape).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OtherFile {
    /// A roster (the shape of the files in `rosters/`).
    Roster,
    /// A puzzle set (docs/puzzle-format.md).
    PuzzleSet,
}

impl RecordError {
    pub(crate) fn field(field: impl Into<String>, message: impl Into<String>) -> RecordError {
        RecordError::Field {
            field: field.into(),
            message: message.into(),
        }
    }
}

impl Record {
    /// A record of a game not yet begun under `rules`.
    pub fn new(rules: Rules) -> Record {
        Record {
            rules,
            players: BySide::default(),
            armies: BySide::default(),
            plinth_rolls: None,
            plinths: None,
            deploy_rolls: None,
            deploy_first: None,
            deployment: None,
            fight_rolls: None,
            fight_first: None,
            moves: None,
            result: None,
            clock_ms: None,
            started: None,
            saved: None,
            notes: None,
            analysis: None,
            extra: BTreeMap::new(),
        }
    }

    /// Reads a record; the error names the field and why.
    pub fn from_json_str(text: &str) -> Result<Record, RecordError> {
        parse::parse(text)
    }

    /// Reads a record from bytes (which must be UTF-8 JSON).
    pub fn from_json_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
        let text = std::str::from_utf8(bytes)
            .map_err(|e| RecordError::Json(format!("not UTF-8 text ({e})")))?;
        parse::parse(text)
    }

    /// The record as pretty JSON with a stable field order, ending with a newline.
    pub fn to_json_string(&self) -> String {
        json::write(self)
    }

    /// The record of a game (no names, times or notes: see [`Record::set_game`]).
    pub fn from_game(game: &Game) -> Record {
        let mut r = Record::new(game.rules().clone());
        r.set_game(game);
        r
    }

    /// Replaces everything the game decides (rules, armies, rolls, placements, moves,
    /// result) and keeps of the analysis only the entries still about the game's moves,
    /// keeping the players' names, clock times, start/save times, notes and
    /// `x-` fields.
    pub fn set_game(&mut self, game: &Game) {
        let nonempty = |v: Vec<[u8; 2]>| (!v.is_empty()).then_some(v);
        self.rules = game.rules().clone();
        self.armies = BySide::from_fn(|s| game.own_army(s).copied());
        self.plinth_rolls = (!game.plinth_rolls().is_empty()).then(|| game.plinth_rolls().to_vec());
        self.plinths = (game.plinths_fixed() || !game.plinth_rolls().is_empty())
            .then(|| game.plinths().collect());
        self.deploy_rolls = nonempty(game.deploy_rolls().to_vec());
        self.deploy_first = game.deploy_first();
        self.deployment = (!game.placements().is_empty()).then(|| game.placements().to_vec());
        self.fight_rolls = nonempty(game.fight_rolls().to_vec());
        self.fight_first = game.fight_first();
        self.moves = (!game.moves().is_empty()).then(|| game.moves().to_vec());
        self.result = game.outcome();
        self.keep_matching_analysis(game);
    }

    /// Drops the analysis entries that are no longer about the game's moves: entries are
    /// kept from the first while their move is the game's move of the same index and
    /// they fit the position before it ([`analysis::check_entry`]); no entry left, no
    /// analysis.
    fn keep_matching_analysis(&mut self, game: &Game) {
        let Some(a) = &mut self.analysis else { return };
        let keep = a
            .moves
            .iter()
            .zip(game.moves().iter().zip(game.history()))
            .enumerate()
            .take_while(|(i, (entry, (played, before)))| {
                entry.played == **played && analysis::check_entry(*i, entry, before).is_ok()
            })
            .count();
        a.moves.truncate(keep);
        if a.moves.is_empty() {
            self.analysis = None;
        }
    }

    /// Replays the record through the rules: the game it describes, or the first step
    /// that breaks a rule or disagrees with the rest.
    pub fn to_game(&self) -> Result<Game, ReplayError> {
        replay::replay(self, |_, _| {})
    }

    /// Whether the record is a plinth layout (docs/record.md): plinths alone (no rolls) and
    /// no army. `practice --layout` reads it; it is never played or written as a game.
    pub fn is_layout(&self) -> bool {
        self.plinths.is_some()
            && self.plinth_rolls.is_none()
            && self.armies.blue.is_none()
            && self.armies.red.is_none()
    }

    /// Whether the record says the game is over.
    pub fn is_finished(&self) -> bool {
        self.result.is_some()
    }
}
