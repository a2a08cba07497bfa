//! The puzzle set file, `shuuro-puzzles` version 1 (docs/puzzle-format.md), as serde types: every
//! field of the contract, fields starting `x-` kept as they were read, and the checks that
//! need no rules (format and version, unknown fields, unique ids, the rating's range).
//! Whether the moves are legal is [`super::check`]'s.

use std::collections::{BTreeMap, HashSet};
use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::de::{dotted, without_position};
use crate::rules::Side;

/// The `format` of a puzzle set.
pub const FORMAT: &str = "shuuro-puzzles";
/// The `version` this program reads and writes.
pub const VERSION: u64 = 1;
/// The lowest and highest puzzle rating §7 allows.
pub const RATING_RANGE: (f64, f64) = (400.0, 3000.0);

/// A fight puzzle (moves) or a deployment puzzle (placements).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Fight,
    Deployment,
}

/// What a puzzle is about (the names of §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Theme {
    #[serde(rename = "mate-in-1")]
    MateIn1,
    #[serde(rename = "mate-in-2")]
    MateIn2,
    #[serde(rename = "mate-in-3")]
    MateIn3,
    #[serde(rename = "mate-in-4")]
    MateIn4,
    #[serde(rename = "mate-in-5")]
    MateIn5,
    #[serde(rename = "material")]
    Material,
    #[serde(rename = "fork")]
    Fork,
    #[serde(rename = "pin")]
    Pin,
    #[serde(rename = "ambush")]
    Ambush,
    #[serde(rename = "promotion")]
    Promotion,
    #[serde(rename = "plinth")]
    Plinth,
    #[serde(rename = "defence")]
    Defence,
    #[serde(rename = "deployment")]
    Deployment,
    #[serde(rename = "skewer")]
    Skewer,
    #[serde(rename = "discovered-attack")]
    DiscoveredAttack,
    #[serde(rename = "deflection")]
    Deflection,
    #[serde(rename = "quiet-move")]
    QuietMove,
}

impl Theme {
    /// Every theme, in the order of §7.
    pub const ALL: [Theme; 17] = [
        Theme::MateIn1,
        Theme::MateIn2,
        Theme::MateIn3,
        Theme::MateIn4,
        Theme::MateIn5,
        Theme::Material,
        Theme::Fork,
        Theme::Pin,
        Theme::Ambush,
        Theme::Promotion,
        Theme::Plinth,
        Theme::Defence,
        Theme::Deployment,
        Theme::Skewer,
        Theme::DiscoveredAttack,
        Theme::Deflection,
        Theme::QuietMove,
    ];

    /// The name in the file: `mate-in-2`, `fork`.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::MateIn1 => "mate-in-1",
            Theme::MateIn2 => "mate-in-2",
            Theme::MateIn3 => "mate-in-3",
            Theme::MateIn4 => "mate-in-4",
            Theme::MateIn5 => "mate-in-5",
            Theme::Material => "material",
            Theme::Fork => "fork",
            Theme::Pin => "pin",
            Theme::Ambush => "ambush",
            Theme::Promotion => "promotion",
            Theme::Plinth => "plinth",
            Theme::Defence => "defence",
            Theme::Deployment => "deployment",
            Theme::Skewer => "skewer",
            Theme::DiscoveredAttack => "discovered-attack",
            Theme::Deflection => "deflection",
            Theme::QuietMove => "quiet-move",
        }
    }

    /// `mate-in-n` for n in 1..=5.
    pub const fn mate_in(n: u32) -> Option<Theme> {
        match n {
            1 => Some(Theme::MateIn1),
            2 => Some(Theme::MateIn2),
            3 => Some(Theme::MateIn3),
            4 => Some(Theme::MateIn4),
            5 => Some(Theme::MateIn5),
            _ => None,
        }
    }

    /// The n of `mate-in-n`, `None` for the other themes.
    pub const fn mate_moves(self) -> Option<u32> {
        match self {
            Theme::MateIn1 => Some(1),
            Theme::MateIn2 => Some(2),
            Theme::MateIn3 => Some(3),
            Theme::MateIn4 => Some(4),
            Theme::MateIn5 => Some(5),
            _ => None,
        }
    }
}

/// A name that is no theme of §7.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTheme(pub String);

impl std::str::FromStr for Theme {
    type Err = UnknownTheme;

    fn from_str(s: &str) -> Result<Theme, UnknownTheme> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| UnknownTheme(s.to_string()))
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One puzzle of a set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    id: String,
    kind: Kind,
    sfen: String,
    solution: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    accept: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    first: Option<Side>,
    themes: Vec<Theme>,
    #[serde(serialize_with = "write_rating")]
    rating: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    source: Option<String>,
    /// Every other field (only `x-` ones survive [`PuzzleSet::from_json`]).
    #[serde(flatten)]
    extra: BTreeMap<String, Value>,
}

/// A whole rating as a JSON integer (`1200`, as in §7), any other as a number.
fn write_rating<S: serde::Serializer>(r: &f64, s: S) -> Result<S::Ok, S::Error> {
    if r.fract() == 0.0 && r.abs() < 1e15 {
        s.serialize_i64(*r as i64)
    } else {
        s.serialize_f64(*r)
    }
}

impl Puzzle {
    /// A fight puzzle: `solution` alternates the solver's moves and the replies.
    pub fn fight(id: String, sfen: String, solution: Vec<String>, themes: Vec<Theme>) -> Puzzle {
        Puzzle {
            id,
            kind: Kind::Fight,
            sfen,
            solution,
            accept: None,
            first: None,
            themes,
            rating: 1500.0,
            source: None,
            extra: BTreeMap::new(),
        }
    }

    /// A deployment puzzle: `first` moves first in the fight that follows.
    pub fn deployment(
        id: String,
        sfen: String,
        solution: Vec<String>,
        first: Side,
        themes: Vec<Theme>,
    ) -> Puzzle {
        Puzzle {
            kind: Kind::Deployment,
            first: Some(first),
            ..Puzzle::fight(id, sfen, solution, themes)
        }
    }

    /// With the placements (or moves) counted as right at the first step.
    pub fn with_accept(mut self, accept: Vec<String>) -> Puzzle {
        self.accept = Some(accept);
        self
    }

    /// With this rating.
    pub fn with_rating(mut self, rating: f64) -> Puzzle {
        self.rating = rating;
        self
    }

    /// With this `source` text.
    pub fn with_source(mut self, source: String) -> Puzzle {
        self.source = Some(source);
        self
    }

    /// With an `x-` field (§7 keeps them), such as a deployment puzzle's `x-explain`.
    pub fn with_extra(mut self, key: &str, value: Value) -> Puzzle {
        self.extra.insert(key.to_string(), value);
        self
    }

    /// With these themes instead.
    pub fn with_themes(mut self, themes: Vec<Theme>) -> Puzzle {
        self.themes = themes;
        self
    }

    /// Without the `x-` field `key`.
    pub fn without_extra(mut self, key: &str) -> Puzzle {
        self.extra.remove(key);
        self
    }

    /// With another id.
    pub fn with_id(mut self, id: String) -> Puzzle {
        self.id = id;
        self
    }

    pub fn id(&self) -> &str {
        &self.id
    }
    pub fn kind(&self) -> Kind {
        self.kind
    }
    pub fn sfen(&self) -> &str {
        &self.sfen
    }
    pub fn solution(&self) -> &[String] {
        &self.solution
    }
    pub fn accept(&self) -> Option<&[String]> {
        self.accept.as_deref()
    }
    pub fn first(&self) -> Option<Side> {
        self.first
    }
    pub fn themes(&self) -> &[Theme] {
        &self.themes
    }
    pub fn rating(&self) -> f64 {
        self.rating
    }
    pub fn source(&self) -> Option<&str> {
        self.source.as_deref()
    }
    /// The `x-` fields, as read.
    pub fn extra(&self) -> &BTreeMap<String, Value> {
        &self.extra
    }
}

/// A puzzle set: the puzzles in file order, and the set's own `x-` fields.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleSet {
    format: String,
    version: u64,
    puzzles: Vec<Puzzle>,
    #[serde(flatten)]
    extra: BTreeMap<String, Value>,
}

/// What is wrong with a field of a set that is not a puzzle set.
#[derive(Clone, Debug, PartialEq)]
pub enum FieldProblem {
    /// Missing, mistyped, or not one of the allowed values (serde's words).
    Value(String),
    Format(String),
    Version(u64),
    UnknownField,
    DuplicateId(String),
    Rating(f64),
}

// A rating read from JSON is never NaN: equality is an equivalence here.
impl Eq for FieldProblem {}

/// Why text is not a puzzle set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetError {
    /// Not JSON at all.
    NotJson(String),
    /// JSON, but the value at `path` (`puzzles[3].themes[0]`) is wrong; `id` is the id of
    /// the puzzle it belongs to, when it has a readable one.
    Field {
        path: String,
        id: Option<String>,
        problem: FieldProblem,
    },
}

impl SetError {
    /// The path of the wrong field, when the text was JSON.
    pub fn path(&self) -> Option<&str> {
        match self {
            SetError::NotJson(_) => None,
            SetError::Field { path, .. } => Some(path),
        }
    }
}

impl PuzzleSet {
    /// A set of these puzzles.
    pub fn new(puzzles: Vec<Puzzle>) -> PuzzleSet {
        PuzzleSet {
            format: FORMAT.into(),
            version: VERSION,
            puzzles,
            extra: BTreeMap::new(),
        }
    }

    pub fn puzzles(&self) -> &[Puzzle] {
        &self.puzzles
    }

    /// The set's own `x-` fields.
    pub fn extra(&self) -> &BTreeMap<String, Value> {
        &self.extra
    }

    /// Reads a set: the first problem found is the error, with the path of its field.
    pub fn from_json(text: &str) -> Result<PuzzleSet, SetError> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| SetError::NotJson(e.to_string()))?;
        let id_of = |i: usize| {
            value
                .get("puzzles")
                .and_then(|p| p.get(i))
                .and_then(|p| p.get("id"))
                .and_then(Value::as_str)
                .map(str::to_string)
        };
        let field = |path: String, problem: FieldProblem| {
            let id = path
                .strip_prefix("puzzles[")
                .and_then(|rest| rest.split_once(']'))
                .and_then(|(n, _)| n.parse().ok())
                .and_then(id_of);
            SetError::Field { path, id, problem }
        };
        if !value.is_object() {
            return Err(field(
                String::new(),
                FieldProblem::Value("expected a JSON object".into()),
            ));
        }
        // The format first: a file of another kind is named as such, not by its fields.
        match value.get("format") {
            Some(Value::String(f)) if f == FORMAT => {}
            Some(Value::String(f)) => {
                return Err(field("format".into(), FieldProblem::Format(f.clone())));
            }
            _ => {}
        }
        if let Some(v) = value.get("version").and_then(Value::as_u64)
            && v != VERSION
        {
            return Err(field("version".into(), FieldProblem::Version(v)));
        }
        let set: PuzzleSet = serde_path_to_error::deserialize(&value).map_err(|e| {
            let path = dotted(&e.path().iter().cloned().collect::<Vec<_>>());
            field(path, FieldProblem::Value(without_position(e.inner())))
        })?;
        if let Some(key) = set.extra.keys().find(|k| !k.starts_with("x-")) {
            return Err(field(key.clone(), FieldProblem::UnknownField));
        }
        let mut seen = HashSet::new();
        for (i, p) in set.puzzles.iter().enumerate() {
            if let Some(key) = p.extra.keys().find(|k| !k.starts_with("x-")) {
                return Err(field(
                    format!("puzzles[{i}].{key}"),
                    FieldProblem::UnknownField,
                ));
            }
            if !seen.insert(p.id.as_str()) {
                return Err(field(
                    format!("puzzles[{i}].id"),
                    FieldProblem::DuplicateId(p.id.clone()),
                ));
            }
            let (lo, hi) = RATING_RANGE;
            if !(lo..=hi).contains(&p.rating) {
                return Err(field(
                    format!("puzzles[{i}].rating"),
                    FieldProblem::Rating(p.rating),
                ));
            }
        }
        Ok(set)
    }

    /// The set as JSON text (one puzzle per line, so a diff shows which changed).
    pub fn to_json(&self) -> String {
        let mut out = format!("{{\n  \"format\": \"{FORMAT}\",\n  \"version\": {VERSION},\n");
        for (k, v) in &self.extra {
            out.push_str(&format!(
                "  {}: {},\n",
                Value::String(k.clone()),
                serde_json::to_string(v).unwrap_or_else(|_| "null".into())
            ));
        }
        if self.puzzles.is_empty() {
            out.push_str("  \"puzzles\": []\n}\n");
            return out;
        }
        out.push_str("  \"puzzles\": [\n");
        let lines: Vec<String> = self
            .puzzles
            .iter()
            .map(|p| format!("    {}", serde_json::to_string(p).unwrap_or_default()))
            .collect();
        out.push_str(&lines.join(",\n"));
        out.push_str("\n  ]\n}\n");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: &str = r#"{"format": "shuuro-puzzles", "version": 1, "x-by": "me", "puzzles": [
      {"id": "m1-0001", "kind": "fight", "sfen": "4k1/6/6/6/6/R3K1 w - 1",
       "solution": ["a1a6"], "themes": ["mate-in-1"], "rating": 800, "x-note": [1, 2]}]}"#;

    #[test]
    fn a_set_reads_and_writes_back_with_its_x_fields() {
        let set = PuzzleSet::from_json(ONE).expect("a set");
        assert_eq!(set.puzzles()[0].themes(), &[Theme::MateIn1]);
        assert_eq!(
            set.puzzles()[0].extra()["x-note"],
            serde_json::json!([1, 2])
        );
        let text = set.to_json();
        assert!(text.contains("\"rating\":800,"), "{text}");
        assert_eq!(PuzzleSet::from_json(&text).expect("again"), set);
    }

    #[test]
    fn an_unknown_theme_names_the_field_and_the_puzzle() {
        let bad = ONE.replace("mate-in-1", "mate-in-9");
        let e = PuzzleSet::from_json(&bad).expect_err("unknown theme");
        assert_eq!(e.path(), Some("puzzles[0].themes[0]"));
        assert!(e.to_string().contains("(puzzle m1-0001)"), "{e}");
    }

    #[test]
    fn unknown_fields_duplicate_ids_and_ratings_out_of_range_are_refused() {
        let e = PuzzleSet::from_json(&ONE.replace("x-note", "note")).expect_err("unknown");
        assert_eq!(e.path(), Some("puzzles[0].note"));
        let e = PuzzleSet::from_json(&ONE.replace("\"rating\": 800", "\"rating\": 3800"))
            .expect_err("rating");
        assert_eq!(e.path(), Some("puzzles[0].rating"));
        let two = ONE.replace(
            "\"x-note\": [1, 2]}",
            "\"x-note\": [1, 2]}, {\"id\": \"m1-0001\", \"kind\": \"fight\", \"sfen\": \"\", \"solution\": [], \"themes\": [], \"rating\": 900}",
        );
        let e = PuzzleSet::from_json(&two).expect_err("duplicate");
        assert_eq!(e.path(), Some("puzzles[1].id"));
        let e = PuzzleSet::from_json(&ONE.replace("shuuro-puzzles", "shuuro-game"))
            .expect_err("format");
        assert_eq!(e.path(), Some("format"));
        assert!(matches!(
            PuzzleSet::from_json("[1"),
            Err(SetError::NotJson(_))
        ));
    }
}
