//! Writing a record: fields in the order of docs/record.md, pretty JSON that stays short:
//! whatever fits on a line is written on one line (`"budget": {"blue": 800, "red": 800}`,
//! a plinth roll, a pair of dice), long lists of short items (placements, moves) are
//! filled across lines, anything else gets one item per line.

use serde_json::Value;

use super::{FORMAT, Record, VERSION};
use crate::analysis::{Analysis, Eval};
use crate::rules::roster::Roster;

/// Lines are kept within this width where items allow.
const WIDTH: usize = 96;
/// Items up to this long (inline) are filled several to a line in a long list.
const FILL_ITEM: usize = 24;

/// A JSON value with its object keys in the order they are written.
enum J {
    /// A scalar, already encoded.
    Raw(String),
    /// Always written on one line, however long (an analysis entry: one a line reads
    /// better than seven).
    Line(Box<J>),
    Arr(Vec<J>),
    Obj(Vec<(String, J)>),
}

fn s(x: &str) -> J {
    J::Raw(Value::from(x).to_string())
}

fn n(x: impl Into<Value>) -> J {
    J::Raw(x.into().to_string())
}

fn from_value(v: &Value) -> J {
    match v {
        Value::Array(a) => J::Arr(a.iter().map(from_value).collect()),
        Value::Object(m) => J::Obj(m.iter().map(|(k, v)| (k.clone(), from_value(v))).collect()),
        other => J::Raw(other.to_string()),
    }
}

fn obj(fields: Vec<(&str, J)>) -> J {
    J::Obj(
        fields
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
    )
}

impl J {
    /// The value on one line.
    fn inline(&self) -> String {
        match self {
            J::Raw(r) => r.clone(),
            J::Line(j) => j.inline(),
            J::Arr(a) => {
                let items: Vec<String> = a.iter().map(J::inline).collect();
                format!("[{}]", items.join(", "))
            }
            J::Obj(o) => {
                let items: Vec<String> = o
                    .iter()
                    .map(|(k, v)| format!("{}: {}", Value::from(k.as_str()), v.inline()))
                    .collect();
                format!("{{{}}}", items.join(", "))
            }
        }
    }

    /// Writes the value starting at column `col` (after a key), at nesting `depth`.
    fn write(&self, out: &mut String, depth: usize, col: usize, force_open: bool) {
        let one_line = self.inline();
        if matches!(self, J::Line(_)) || !force_open && col + one_line.len() <= WIDTH {
            out.push_str(&one_line);
            return;
        }
        let pad = "  ".repeat(depth + 1);
        match self {
            J::Raw(r) => out.push_str(r),
            J::Line(_) => out.push_str(&one_line),
            J::Arr(a) if a.is_empty() => out.push_str("[]"),
            J::Arr(a) => {
                out.push('[');
                let items: Vec<String> = a.iter().map(J::inline).collect();
                if items.iter().all(|i| i.len() <= FILL_ITEM) {
                    let mut line = String::new();
                    for (i, item) in items.iter().enumerate() {
                        let piece = if i + 1 < items.len() {
                            format!("{item},")
                        } else {
                            item.clone()
                        };
                        if !line.is_empty() && pad.len() + line.len() + 1 + piece.len() > WIDTH {
                            out.push('\n');
                            out.push_str(&pad);
                            out.push_str(line.trim_end());
                            line.clear();
                        }
                        if !line.is_empty() {
                            line.push(' ');
                        }
                        line.push_str(&piece);
                    }
                    out.push('\n');
                    out.push_str(&pad);
                    out.push_str(&line);
                } else {
                    for (i, item) in a.iter().enumerate() {
                        out.push('\n');
                        out.push_str(&pad);
                        item.write(out, depth + 1, pad.len(), false);
                        if i + 1 < a.len() {
                            out.push(',');
                        }
                    }
                }
                out.push('\n');
                out.push_str(&"  ".repeat(depth));
                out.push(']');
            }
            J::Obj(o) if o.is_empty() => out.push_str("{}"),
            J::Obj(o) => {
                out.push('{');
                for (i, (k, v)) in o.iter().enumerate() {
                    out.push('\n');
                    out.push_str(&pad);
                    let key = format!("{}: ", Value::from(k.as_str()));
                    out.push_str(&key);
                    v.write(out, depth + 1, pad.len() + key.len() + 1, false);
                    if i + 1 < o.len() {
                        out.push(',');
                    }
                }
                out.push('\n');
                out.push_str(&"  ".repeat(depth));
                out.push('}');
            }
        }
    }
}

/// Seconds as a whole number when they are, else with the milliseconds.
fn seconds(ms: u64) -> J {
    if ms.is_multiple_of(1000) {
        n(ms / 1000)
    } else {
        n(ms as f64 / 1000.0)
    }
}

/// A built-in roster by name, any other as a whole object.
fn roster(r: &Roster) -> J {
    match Roster::builtin(&r.name) {
        Some(b) if b == *r => s(&r.name),
        _ => from_value(&super::roster::to_value(r)),
    }
}

fn pairs<T: Copy + Into<Value>>(v: &[[T; 2]]) -> J {
    J::Arr(v.iter().map(|p| J::Arr(vec![n(p[0]), n(p[1])])).collect())
}

fn strings<T: ToString>(v: impl IntoIterator<Item = T>) -> J {
    J::Arr(v.into_iter().map(|x| s(&x.to_string())).collect())
}

fn eval(e: Eval) -> J {
    match e {
        Eval::Cp(c) => obj(vec![("cp", n(c))]),
        Eval::Mate(m) => obj(vec![("mate", n(m))]),
    }
}

/// The `analysis` field (docs/analysis.md), one line per move.
fn analysis(a: &Analysis) -> J {
    let entries = a
        .moves
        .iter()
        .map(|m| {
            J::Line(Box::new(obj(vec![
                ("best", s(&m.best.to_string())),
                ("before", eval(m.before)),
                ("after", eval(m.after)),
                ("class", s(m.class.as_str())),
                ("pv", strings(m.pv.iter())),
            ])))
        })
        .collect();
    obj(vec![
        ("engine", s(&a.engine)),
        ("limit", s(&a.limit)),
        ("moves", J::Arr(entries)),
    ])
}

pub(super) fn write(rec: &Record) -> String {
    let r = &rec.rules;
    let mut f: Vec<(&str, J)> = vec![
        ("format", s(FORMAT)),
        ("version", n(VERSION)),
        (
            "rules",
            obj(vec![
                ("board", n(r.board.len())),
                ("roster", roster(&r.roster)),
                (
                    "budget",
                    obj(vec![("blue", n(r.budget.blue)), ("red", n(r.budget.red))]),
                ),
                ("plinths_per_quadrant", n(r.plinths_per_quadrant)),
                ("king_anywhere", n(r.king_anywhere)),
                ("scouts", n(r.scouts)),
                ("serious", n(r.serious)),
                (
                    "clock",
                    match r.clock {
                        Some(c) => obj(vec![
                            ("initial_s", seconds(c.initial_ms)),
                            ("increment_s", seconds(c.increment_ms)),
                        ]),
                        None => J::Raw("null".into()),
                    },
                ),
            ]),
        ),
    ];
    let sides = |b: Option<J>, r: Option<J>| -> Option<J> {
        let v: Vec<(&str, J)> = [("blue", b), ("red", r)]
            .into_iter()
            .filter_map(|(k, v)| v.map(|v| (k, v)))
            .collect();
        (!v.is_empty()).then(|| obj(v))
    };
    let mut opt = |key: &'static str, v: Option<J>| {
        if let Some(v) = v {
            f.push((key, v));
        }
    };
    opt(
        "players",
        sides(
            rec.players.blue.as_deref().map(s),
            rec.players.red.as_deref().map(s),
        ),
    );
    opt(
        "armies",
        sides(
            rec.armies.blue.map(|a| s(&a.to_string())),
            rec.armies.red.map(|a| s(&a.to_string())),
        ),
    );
    opt(
        "plinth_rolls",
        rec.plinth_rolls.as_ref().map(|v| {
            J::Arr(
                v.iter()
                    .map(|p| {
                        obj(vec![
                            ("by", s(p.by.name())),
                            ("quadrant", s(p.quadrant.name())),
                            ("column", n(p.column)),
                            ("row", n(p.row)),
                        ])
                    })
                    .collect(),
            )
        }),
    );
    opt("plinths", rec.plinths.as_ref().map(|v| strings(v.iter())));
    opt("deploy_rolls", rec.deploy_rolls.as_deref().map(pairs));
    opt("deploy_first", rec.deploy_first.map(|x| s(x.name())));
    opt(
        "deployment",
        rec.deployment
            .as_ref()
            .map(|v| strings(v.iter().map(|(p, q)| format!("{}@{q}", p.char())))),
    );
    opt("fight_rolls", rec.fight_rolls.as_deref().map(pairs));
    opt("fight_first", rec.fight_first.map(|x| s(x.name())));
    opt("moves", rec.moves.as_ref().map(|v| strings(v.iter())));
    opt(
        "result",
        rec.result.map(|o| {
            obj(vec![
                (
                    "winner",
                    o.winner.map_or(J::Raw("null".into()), |w| s(w.name())),
                ),
                ("reason", s(o.reason.name())),
            ])
        }),
    );
    opt("clock_ms", rec.clock_ms.as_deref().map(pairs));
    opt("started", rec.started.as_deref().map(s));
    opt("saved", rec.saved.as_deref().map(s));
    opt("notes", rec.notes.as_deref().map(s));
    opt("analysis", rec.analysis.as_ref().map(analysis));
    let mut top = match obj(f) {
        J::Obj(o) => o,
        _ => Vec::new(),
    };
    top.extend(rec.extra.iter().map(|(k, v)| (k.clone(), from_value(v))));
    let mut out = String::new();
    J::Obj(top).write(&mut out, 0, 0, true);
    out.push('\n');
    out
}
