//! Reading JSON into serde-derived types with the path of the field in every error
//! (through `serde_path_to_error`), shared by records, rosters and puzzle sets.

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_path_to_error::Segment;

/// Why JSON text did not read as a `T`.
#[derive(Clone, Debug)]
pub(crate) enum DeError {
    /// Not JSON at all (a syntax error, or the text ends early).
    NotJson(String),
    /// JSON, but the value at `path` is missing, mistyped or unknown.
    Field { path: Vec<Segment>, message: String },
}

/// Reads `text` as a `T`; a data error names the path to the offending value.
/// The top value must be an object.
pub(crate) fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, DeError> {
    let mut de = serde_json::Deserializer::from_str(text);
    let Object(value) = serde_path_to_error::deserialize(&mut de).map_err(split)?;
    de.end().map_err(|e| DeError::NotJson(e.to_string()))?;
    Ok(value)
}

/// Reads `text` as a JSON value, refusing a name that appears twice in one object (two
/// readers could read such text two ways: serde_json's `Value` keeps the last one, others
/// the first); the error's path names the object.
pub(crate) fn unique_value(text: &str) -> Result<serde_json::Value, DeError> {
    let mut de = serde_json::Deserializer::from_str(text);
    let Unique(value) = serde_path_to_error::deserialize(&mut de).map_err(split)?;
    de.end().map_err(|e| DeError::NotJson(e.to_string()))?;
    Ok(value)
}

/// A JSON value read with every object's names checked to be unique.
struct Unique(serde_json::Value);

impl<'de> Deserialize<'de> for Unique {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Unique, D::Error> {
        d.deserialize_any(UniqueVisitor)
    }
}

struct UniqueVisitor;

impl<'de> serde::de::Visitor<'de> for UniqueVisitor {
    type Value = Unique;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Unique, E> {
        Ok(Unique(v.into()))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Unique, E> {
        Ok(Unique(v.into()))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Unique, E> {
        Ok(Unique(v.into()))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Unique, E> {
        Ok(Unique(
            serde_json::Number::from_f64(v).map_or(serde_json::Value::Null, Into::into),
        ))
    }

    fn visit_str<E>(self, v: &str) -> Result<Unique, E> {
        Ok(Unique(v.into()))
    }

    fn visit_string<E>(self, v: String) -> Result<Unique, E> {
        Ok(Unique(v.into()))
    }

    fn visit_unit<E>(self) -> Result<Unique, E> {
        Ok(Unique(serde_json::Value::Null))
    }

    fn visit_none<E>(self) -> Result<Unique, E> {
        Ok(Unique(serde_json::Value::Null))
    }

    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<Unique, D::Error> {
        Unique::deserialize(d)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Unique, A::Error> {
        let mut list = Vec::new();
        while let Some(Unique(v)) = seq.next_element()? {
            list.push(v);
        }
        Ok(Unique(list.into()))
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Unique, A::Error> {
        let mut object = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if object.contains_key(&key) {
                return Err(serde::de::Error::custom(format!("{key:?} appears twice")));
            }
            let Unique(v) = map.next_value()?;
            object.insert(key, v);
        }
        Ok(Unique(object.into()))
    }
}

/// Reads an already parsed value as a `T`, with the path in errors.
pub(crate) fn from_value<T: DeserializeOwned>(value: &serde_json::Value) -> Result<T, DeError> {
    serde_path_to_error::deserialize(value)
        .map(|Object(v)| v)
        .map_err(split)
}

fn split(e: serde_path_to_error::Error<serde_json::Error>) -> DeError {
    let path = e.path().iter().cloned().collect();
    let inner = e.into_inner();
    if inner.is_data() {
        DeError::Field {
            path,
            message: without_position(&inner),
        }
    } else {
        DeError::NotJson(inner.to_string())
    }
}

/// serde_json's message without " at line 1 column 7" (the path says where).
pub(crate) fn without_position(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(i) if e.line() > 0 => text[..i].to_string(),
        _ => text,
    }
}

/// A path written with dots, `pieces.queen.cost`; list entries are `name[3]` (0-based)
/// unless the caller words them.
pub(crate) fn dotted(path: &[Segment]) -> String {
    let mut out = String::new();
    for seg in path {
        match seg {
            Segment::Seq { index } => out.push_str(&format!("[{index}]")),
            Segment::Map { key } | Segment::Enum { variant: key } => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(key);
            }
            Segment::Unknown => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push('?');
            }
        }
    }
    out
}

/// Reads a whole number 0..=u32::MAX (`#[serde(deserialize_with = "whole")]`), so that a
/// wrong value is "expected a whole number (0 or more)", not "expected u32".
pub(crate) fn whole<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    d.deserialize_u64(WholeVisitor)
}

/// [`whole`], for a field that may be `null` or absent (with `#[serde(default)]`).
pub(crate) fn opt_whole<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    Ok(Option::<Whole>::deserialize(d)?.map(|Whole(n)| n))
}

/// A number read with [`whole`].
struct Whole(u32);

impl<'de> Deserialize<'de> for Whole {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        whole(d).map(Whole)
    }
}

struct WholeVisitor;

impl serde::de::Visitor<'_> for WholeVisitor {
    type Value = u32;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a whole number (0 or more)")
    }

    fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<u32, E> {
        u32::try_from(v).map_err(|_| E::invalid_value(serde::de::Unexpected::Unsigned(v), &self))
    }

    fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<u32, E> {
        match u64::try_from(v) {
            Ok(u) => self.visit_u64(u),
            Err(_) => Err(E::invalid_value(serde::de::Unexpected::Signed(v), &self)),
        }
    }
}

/// Reads a `T` only from a JSON object (`#[serde(deserialize_with = "object")]`): derived
/// structs would also take a list of their fields in order, which the formats forbid.
pub(crate) fn object<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<T, D::Error> {
    d.deserialize_map(ObjectVisitor(std::marker::PhantomData))
}

struct ObjectVisitor<T>(std::marker::PhantomData<T>);

impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for ObjectVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("an object")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
        T::deserialize(serde::de::value::MapAccessDeserializer::new(map))
    }
}

/// A `T` read with [`object`], for the top of a document.
struct Object<T>(T);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        object(d).map(Object)
    }
}

/// [`object`], for a field that may be `null` or absent (with `#[serde(default)]`).
pub(crate) fn opt_object<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<T>, D::Error> {
    Ok(Option::<Object<T>>::deserialize(d)?.map(|Object(v)| v))
}
