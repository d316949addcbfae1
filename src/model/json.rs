//! A JSON document as a tree, and the codec that turns text into it and back: in the app the browser's own `JSON.parse`/`JSON.stringify` (`ui::browser::JSON`), in native code serde_json ([`SERDE_JSON`]).
//!
//! Why not serde_json everywhere: its reader (number parsing, its `Value`) was about 16 KB gzip of
//! each first visit that reads a saved record (README, "Performance"), while every browser already
//! ships a JSON parser. The model and state layers stay pure by receiving a [`Codec`], two plain
//! functions, instead of naming the browser. Typed records (the H200 measurements) are read with
//! serde's derive through [`Codec::decode`]: `&Json` is a serde `Deserializer`.
//!
//! Numbers are doubles, as in JavaScript: a whole number up to 2^53 reads and writes as an integer,
//! any other as the shortest text that reads back to the same double (both codecs round-trip exactly).

use serde::de::value::{MapDeserializer, SeqDeserializer};
use serde::de::{self, DeserializeOwned, IntoDeserializer, Visitor};
use serde::{Deserialize, Deserializer};

/// One JSON value. An object keeps its members in order; a key written twice reads as its last
/// value, as `JSON.parse` does.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

/// The largest whole number a double holds exactly along with all below it (2^53 − 1).
pub const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// Text ⇄ [`Json`]: `read` fails with the parser's own sentence; `write` is `None` for a document
/// JSON cannot hold (a non-finite number).
#[derive(Clone, Copy)]
pub struct Codec {
    pub read: fn(&str) -> Result<Json, String>,
    pub write: fn(&Json) -> Option<String>,
}

/// Any two codecs are alike: a record holding one is the same record whichever parser the page has.
impl PartialEq for Codec {
    fn eq(&self, _: &Codec) -> bool {
        true
    }
}

impl std::fmt::Debug for Codec {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("Codec")
    }
}

impl Codec {
    /// Reads `text` into a typed record through serde's derive.
    pub fn decode<T: DeserializeOwned>(&self, text: &str) -> Result<T, String> {
        let doc = (self.read)(text)?;
        T::deserialize(&doc).map_err(|e| e.0)
    }
}

impl Json {
    /// An object from its members, in order.
    pub fn object<const N: usize>(members: [(&str, Json); N]) -> Json {
        Json::Obj(
            members
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        )
    }

    /// An object member (the last one, if the key is written twice).
    pub fn get(&self, key: &str) -> Option<&Json> {
        self.members()?
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }

    /// An object's members; `None` for any other value.
    pub fn members(&self) -> Option<&[(String, Json)]> {
        match self {
            Json::Obj(members) => Some(members),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }

    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Json::Num(x) => Some(*x),
            _ => None,
        }
    }

    /// A whole number within ±2^53 (a larger one was not written exactly).
    pub fn as_i64(&self) -> Option<i64> {
        self.as_f64()
            .filter(|x| x.fract() == 0.0 && x.abs() <= MAX_SAFE_INTEGER)
            .map(|x| x as i64)
    }

    pub fn as_u64(&self) -> Option<u64> {
        self.as_i64().and_then(|x| u64::try_from(x).ok())
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }
}

impl From<bool> for Json {
    fn from(b: bool) -> Json {
        Json::Bool(b)
    }
}

impl From<f64> for Json {
    fn from(x: f64) -> Json {
        Json::Num(x)
    }
}

impl From<i64> for Json {
    /// Exact up to 2^53 — every count and date the tutor saves.
    fn from(x: i64) -> Json {
        Json::Num(x as f64)
    }
}

impl From<u32> for Json {
    fn from(x: u32) -> Json {
        Json::Num(f64::from(x))
    }
}

impl From<&str> for Json {
    fn from(s: &str) -> Json {
        Json::Str(s.to_string())
    }
}

impl<T: Into<Json>> From<Option<T>> for Json {
    fn from(x: Option<T>) -> Json {
        x.map_or(Json::Null, Into::into)
    }
}

impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Json, D::Error> {
        d.deserialize_any(JsonVisitor)
    }
}

struct JsonVisitor;

impl<'de> Visitor<'de> for JsonVisitor {
    type Value = Json;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_unit<E>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_none<E>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Json, D::Error> {
        Json::deserialize(d)
    }
    fn visit_bool<E>(self, b: bool) -> Result<Json, E> {
        Ok(Json::Bool(b))
    }
    fn visit_i64<E>(self, x: i64) -> Result<Json, E> {
        Ok(Json::Num(x as f64))
    }
    fn visit_u64<E>(self, x: u64) -> Result<Json, E> {
        Ok(Json::Num(x as f64))
    }
    fn visit_f64<E>(self, x: f64) -> Result<Json, E> {
        Ok(Json::Num(x))
    }
    fn visit_str<E>(self, s: &str) -> Result<Json, E> {
        Ok(Json::Str(s.to_string()))
    }
    fn visit_string<E>(self, s: String) -> Result<Json, E> {
        Ok(Json::Str(s))
    }
    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Json::Arr(items))
    }
    fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut members = Vec::new();
        while let Some(member) = map.next_entry::<String, Json>()? {
            members.push(member);
        }
        Ok(Json::Obj(members))
    }
}

/// Why a document is not the record a type expects, as serde words it.
#[derive(Debug)]
pub struct DecodeError(String);

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DecodeError {}

impl de::Error for DecodeError {
    fn custom<T: std::fmt::Display>(msg: T) -> DecodeError {
        DecodeError(msg.to_string())
    }
    // These two name what was expected, not the value found: writing a found number would link
    // the float formatter into every bundle that decodes a record.
    fn invalid_type(_: de::Unexpected, expected: &dyn de::Expected) -> DecodeError {
        DecodeError(format!("invalid type: expected {expected}"))
    }
    fn invalid_value(_: de::Unexpected, expected: &dyn de::Expected) -> DecodeError {
        DecodeError(format!("invalid value: expected {expected}"))
    }
}

impl<'de> IntoDeserializer<'de, DecodeError> for &'de Json {
    type Deserializer = Self;
    fn into_deserializer(self) -> Self {
        self
    }
}

impl<'de> Deserializer<'de> for &'de Json {
    type Error = DecodeError;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DecodeError> {
        match self {
            Json::Null => v.visit_unit(),
            Json::Bool(b) => v.visit_bool(*b),
            Json::Num(_) => match self.as_i64() {
                // Whole numbers visit as integers so that integer fields accept them.
                Some(i) => v.visit_i64(i),
                None => v.visit_f64(self.as_f64().unwrap_or(f64::NAN)),
            },
            Json::Str(s) => v.visit_borrowed_str(s),
            Json::Arr(items) => v.visit_seq(SeqDeserializer::new(items.iter())),
            Json::Obj(members) => v.visit_map(MapDeserializer::new(
                members.iter().map(|(k, x)| (k.as_str(), x)),
            )),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DecodeError> {
        match self {
            Json::Null => v.visit_none(),
            _ => v.visit_some(self),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, DecodeError> {
        match self {
            Json::Str(s) => s
                .as_str()
                .into_deserializer()
                .deserialize_enum(name, variants, v),
            _ => Err(de::Error::custom("expected a variant name")),
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf unit
        unit_struct newtype_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

/// serde_json as a [`Codec`], for native code and tests (`float_roundtrip`, so numbers read back
/// exactly as the browser's do).
#[cfg(not(target_arch = "wasm32"))]
pub const SERDE_JSON: Codec = Codec {
    read: |text| serde_json::from_str(text).map_err(|e| e.to_string()),
    write: native_write,
};

#[cfg(not(target_arch = "wasm32"))]
fn native_write(doc: &Json) -> Option<String> {
    fn value(doc: &Json) -> Option<serde_json::Value> {
        use serde_json::Value;
        Some(match doc {
            Json::Null => Value::Null,
            Json::Bool(b) => Value::Bool(*b),
            Json::Num(_) => match doc.as_i64() {
                Some(i) => Value::from(i),
                None => Value::from(serde_json::Number::from_f64(doc.as_f64()?)?),
            },
            Json::Str(s) => Value::String(s.clone()),
            Json::Arr(items) => Value::Array(items.iter().map(value).collect::<Option<_>>()?),
            Json::Obj(members) => Value::Object(
                members
                    .iter()
                    .map(|(k, x)| Some((k.clone(), value(x)?)))
                    .collect::<Option<_>>()?,
            ),
        })
    }
    serde_json::to_string(&value(doc)?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    fn check(text: &str, want: Result<Json, ()>) {
        assert_eq!((SERDE_JSON.read)(text).map_err(|_| ()), want, "{text}");
    }

    #[test]
    fn reads_every_kind_of_value() {
        use Json::*;
        // (text, document)
        let table: [(&str, Result<Json, ()>); 9] = [
            ("null", Ok(Null)),
            ("true", Ok(Bool(true))),
            ("1700000000000", Ok(Num(1.7e12))),
            ("-2.5e-3", Ok(Num(-0.0025))),
            ("\"tab\\t\"", Ok(Str("tab\t".into()))),
            ("[1,[]]", Ok(Arr(vec![Num(1.0), Arr(vec![])]))),
            (
                "{\"a\":1,\"b\":{}}",
                Ok(Obj(vec![("a".into(), Num(1.0)), ("b".into(), Obj(vec![]))])),
            ),
            ("{", Err(())),
            ("1e400", Err(())),
        ];
        for (text, want) in table {
            check(text, want);
        }
    }

    #[test]
    fn accessors_follow_javascript_numbers_and_the_last_duplicate_key() {
        let doc =
            (SERDE_JSON.read)("{\"k\":1,\"n\":2.5,\"big\":9007199254740993,\"k\":-4}").unwrap();
        assert_eq!(doc.get("k").and_then(Json::as_i64), Some(-4));
        assert_eq!(doc.get("k").and_then(Json::as_u64), None);
        assert_eq!(doc.get("n").and_then(Json::as_i64), None);
        assert_eq!(doc.get("n").and_then(Json::as_f64), Some(2.5));
        assert_eq!(doc.get("big").and_then(Json::as_i64), None, "beyond 2^53");
        assert_eq!(doc.get("missing"), None);
        assert_eq!(Json::Null.get("k"), None);
    }

    #[test]
    fn writes_whole_numbers_as_integers_and_round_trips_doubles_exactly() {
        let doc = Json::object([
            ("ms", Json::from(1_700_000_000_123_i64)),
            ("x", Json::from(0.1 + 0.2)),
            ("none", Json::from(None::<u32>)),
            ("s", Json::from("\"q\"")),
        ]);
        let text = (SERDE_JSON.write)(&doc).unwrap();
        assert_eq!(
            text,
            "{\"ms\":1700000000123,\"x\":0.30000000000000004,\"none\":null,\"s\":\"\\\"q\\\"\"}"
        );
        assert_eq!((SERDE_JSON.read)(&text).unwrap(), doc);
        assert_eq!((SERDE_JSON.write)(&Json::from(f64::INFINITY)), None);
        // Every double reads back to itself.
        let mut x = 1e-300_f64;
        while x < 1e300 {
            let y = x * 1.000_000_1;
            let text = (SERDE_JSON.write)(&Json::from(y)).unwrap();
            assert_eq!((SERDE_JSON.read)(&text).unwrap(), Json::from(y), "{text}");
            x *= 3.7;
        }
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(tag = "kind", rename_all = "lowercase")]
    enum Shape {
        Square { side: u32 },
        Dot,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    struct Typed {
        n: u32,
        x: f64,
        name: String,
        maybe: Option<i64>,
        shapes: Vec<Shape>,
    }

    #[test]
    fn decodes_typed_records_through_serde() {
        let text = "{\"n\":3,\"x\":2,\"name\":\"w\",\"maybe\":null,\"shapes\":[{\"kind\":\"square\",\"side\":4},{\"kind\":\"dot\"}]}";
        assert_eq!(
            SERDE_JSON.decode::<Typed>(text),
            Ok(Typed {
                n: 3,
                x: 2.0,
                name: "w".into(),
                maybe: None,
                shapes: vec![Shape::Square { side: 4 }, Shape::Dot],
            })
        );
        // (text, what serde says is wrong)
        let refused = [
            (
                "{\"n\":-1,\"x\":2,\"name\":\"w\",\"maybe\":1,\"shapes\":[]}",
                "invalid value",
            ),
            (
                "{\"n\":1.5,\"x\":2,\"name\":\"w\",\"maybe\":1,\"shapes\":[]}",
                "invalid type",
            ),
            (
                "{\"n\":1,\"x\":2,\"maybe\":1,\"shapes\":[]}",
                "missing field `name`",
            ),
            (
                "{\"n\":1,\"x\":2,\"name\":\"w\",\"shapes\":[{\"kind\":\"cube\"}]}",
                "unknown variant",
            ),
            ("[", "EOF"),
        ];
        for (text, says) in refused {
            let err = SERDE_JSON.decode::<Typed>(text).unwrap_err();
            assert!(err.contains(says), "{text}: {err}");
        }
    }
}
