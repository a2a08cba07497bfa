//! `replay` never panics, whatever the bytes: arbitrary bytes, arbitrary JSON, and golden
//! records with one part replaced by arbitrary JSON or one list entry changed.

use std::path::{Path, PathBuf};

use proptest::prelude::*;
use serde_json::Value;
use shuuro::cmd::replay::{ReplayArgs, report};

fn args() -> ReplayArgs {
    ReplayArgs {
        file: PathBuf::from("fuzz.json"),
        check: true,
        sfen: true,
        display: Default::default(),
    }
}

fn check(bytes: &[u8]) {
    let r = report(bytes, &args());
    assert!(r.code <= 2);
    if r.code == 0 {
        assert!(r.stdout.contains("final: "), "{}", r.stdout);
    } else {
        assert!(!r.stderr.is_empty());
    }
}

fn golden() -> &'static [Value] {
    static RECORDS: std::sync::OnceLock<Vec<Value>> = std::sync::OnceLock::new();
    RECORDS.get_or_init(read_golden)
}

fn read_golden() -> Vec<Value> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/records");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| serde_json::from_slice(&std::fs::read(f).unwrap()).unwrap())
        .collect()
}

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (0u64..20).prop_map(Value::from),
        any::<f64>()
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        "[a-lA-Z@0-9_ -]{0,8}".prop_map(Value::from),
        prop_oneof![
            Just("blue"),
            Just("red"),
            Just("left"),
            Just("right"),
            Just("only"),
            Just("standard"),
            Just("mini"),
            Just("K@f1"),
            Just("e2e4"),
            Just("checkmate"),
        ]
        .prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 32, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map("[a-z_-]{1,12}", inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Every path (object keys and list indices) to a value inside `v`.
fn paths(v: &Value, here: Vec<PathStep>, out: &mut Vec<Vec<PathStep>>) {
    out.push(here.clone());
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                let mut p = here.clone();
                p.push(PathStep::Key(k.clone()));
                paths(x, p, out);
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                let mut p = here.clone();
                p.push(PathStep::Index(i));
                paths(x, p, out);
            }
        }
        _ => {}
    }
}

#[derive(Clone, Debug)]
enum PathStep {
    Key(String),
    Index(usize),
}

fn at<'a>(v: &'a mut Value, path: &[PathStep]) -> &'a mut Value {
    path.iter().fold(v, |v, s| match s {
        PathStep::Key(k) => &mut v[k.as_str()],
        PathStep::Index(i) => &mut v[*i],
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn replay_never_panics_on_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        check(&bytes);
    }

    #[test]
    fn replay_never_panics_on_arbitrary_json(v in arb_json()) {
        check(v.to_string().as_bytes());
        let mut rec = serde_json::json!({"format": "shuuro-game", "version": 1});
        if let (Value::Object(m), Value::Object(extra)) = (&mut rec, v) {
            m.extend(extra);
        }
        check(rec.to_string().as_bytes());
    }

    #[test]
    fn replay_never_panics_on_a_golden_record_with_a_part_replaced(
        pick in any::<prop::sample::Index>(),
        spot in any::<prop::sample::Index>(),
        v in arb_json(),
        cut in any::<prop::sample::Index>(),
    ) {
        let records = golden();
        let mut rec = pick.get(records).clone();
        let mut all = Vec::new();
        paths(&rec, Vec::new(), &mut all);
        let path = spot.get(&all).clone();
        *at(&mut rec, &path) = v;
        let text = rec.to_string();
        check(text.as_bytes());
        // And the same text cut short anywhere.
        let n = cut.index(text.len() + 1);
        check(&text.as_bytes()[..n]);
    }
}
