//! A JSON document as a tree, and the codec that turns text into it and back: in the app the browser's own `JSON.parse`/`JSON.stringify` (`ui::browser::JSON`), in native code serde_json ([`SERDE_JSON`]).
//!
//! Why not serde_json everywhere: its reader (number parsing, its `Value`) was about 16 KB gzip of
//! each first visit that reads a saved record (README, "Performance"), while every browser already
//! ships a JSON parser. The model and state layers stay pure by receiving a [`Codec`], two plain
//! functions, instead of naming the browser. Typed records (the H200 measurements, the pre-registered
//! rounds, saved flashcards) are read member by member with [`Json::member`] and its siblings, whose
//! refusals name the member: serde's derived readers for them cost about 8 KB gzip of the Reality
//! check's first visit (README, "Performance").
//!
//! Numbers are doubles, as in JavaScript: a whole number up to 2^53 reads and writes as an integer,
//! any other as the shortest text that reads back to the same double (both codecs round-trip exactly).

use serde::de::{self, Visitor};
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

    /// A whole number that fits `T` (a list item; a member is read with [`Json::whole`]).
    pub fn as_whole<T: TryFrom<i64>>(&self) -> Option<T> {
        self.as_i64().and_then(|x| T::try_from(x).ok())
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

    /// A member a record must have; its absence is the refusal.
    pub fn member(&self, key: &str) -> Result<&Json, String> {
        self.get(key).ok_or_else(|| format!("\"{key}\" is missing"))
    }

    /// A member that may be absent or null (`None`), read with `read` (one of the readers here) when it is
    /// there: `d.maybe("ncu", |d, k| d.record(k, Ncu::read))`, `d.maybe("first_review", Json::whole)`.
    pub fn maybe<T>(
        &self,
        key: &str,
        read: impl FnOnce(&Json, &str) -> Result<T, String>,
    ) -> Result<Option<T>, String> {
        match self.get(key) {
            None | Some(Json::Null) => Ok(None),
            Some(_) => read(self, key).map(Some),
        }
    }

    pub fn number(&self, key: &str) -> Result<f64, String> {
        self.member(key)?
            .as_f64()
            .ok_or_else(|| not(key, "a number"))
    }

    /// A whole-number member that fits `T`.
    pub fn whole<T: TryFrom<i64>>(&self, key: &str) -> Result<T, String> {
        self.member(key)?
            .as_whole()
            .ok_or_else(|| not(key, "a whole number in range"))
    }

    pub fn text(&self, key: &str) -> Result<String, String> {
        self.member(key)?
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| not(key, "text"))
    }

    pub fn flag(&self, key: &str) -> Result<bool, String> {
        self.member(key)?
            .as_bool()
            .ok_or_else(|| not(key, "true or false"))
    }

    /// An array member's items.
    pub fn list(&self, key: &str) -> Result<&[Json], String> {
        match self.member(key)? {
            Json::Arr(items) => Ok(items),
            _ => Err(not(key, "a list")),
        }
    }

    /// Reads a member that is itself a record; a refusal inside it says where.
    pub fn record<T>(&self, key: &str, read: fn(&Json) -> Result<T, String>) -> Result<T, String> {
        read(self.member(key)?).map_err(|e| format!("in \"{key}\": {e}"))
    }

    /// Reads every item of an array member; a refusal names the item.
    pub fn records<T>(
        &self,
        key: &str,
        read: fn(&Json) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        self.list(key)?
            .iter()
            .enumerate()
            .map(|(i, item)| read(item).map_err(|e| format!("in \"{key}\" item {}: {e}", i + 1)))
            .collect()
    }
}

fn not(key: &str, what: &str) -> String {
    format!("\"{key}\" is not {what}")
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

    /// A record for the member readers' test: a tagged shape list, as the H200 file has.
    #[derive(Debug, PartialEq)]
    struct Typed {
        n: u32,
        x: f64,
        name: String,
        on: bool,
        maybe: Option<i64>,
        inner: (u32, String),
        sides: Vec<u32>,
    }

    fn typed(doc: &Json) -> Result<Typed, String> {
        Ok(Typed {
            n: doc.whole("n")?,
            x: doc.number("x")?,
            name: doc.text("name")?,
            on: doc.flag("on")?,
            maybe: doc.maybe("maybe", Json::whole)?,
            inner: doc.record("inner", |d| Ok((d.whole("k")?, d.text("s")?)))?,
            sides: doc.records("shapes", |d| d.whole("side"))?,
        })
    }

    #[test]
    fn reads_typed_records_member_by_member_and_names_what_is_wrong() {
        let read = |text: &str| typed(&(SERDE_JSON.read)(text).unwrap());
        let good = r#"{"n":3,"x":2,"name":"w","on":true,"maybe":null,"inner":{"k":1,"s":"t"},"shapes":[{"side":4},{"side":5}]}"#;
        assert_eq!(
            read(good),
            Ok(Typed {
                n: 3,
                x: 2.0,
                name: "w".into(),
                on: true,
                maybe: None,
                inner: (1, "t".into()),
                sides: vec![4, 5],
            })
        );
        // (what is changed, the refusal)
        let refused = [
            (
                r#""n":3"#,
                r#""n":-1"#,
                r#""n" is not a whole number in range"#,
            ),
            (
                r#""n":3"#,
                r#""n":1.5"#,
                r#""n" is not a whole number in range"#,
            ),
            (r#""x":2"#, r#""x":"2""#, r#""x" is not a number"#),
            (r#""name":"w","#, "", r#""name" is missing"#),
            (r#""on":true"#, r#""on":1"#, r#""on" is not true or false"#),
            (
                r#""maybe":null"#,
                r#""maybe":0.5"#,
                r#""maybe" is not a whole number in range"#,
            ),
            (
                r#""k":1"#,
                r#""k":"1""#,
                r#"in "inner": "k" is not a whole number in range"#,
            ),
            (
                r#"{"side":5}"#,
                r#"{"sides":5}"#,
                r#"in "shapes" item 2: "side" is missing"#,
            ),
            (
                r#""shapes":[{"side":4},{"side":5}]"#,
                r#""shapes":7"#,
                r#""shapes" is not a list"#,
            ),
        ];
        for (from, to, says) in refused {
            let text = good.replacen(from, to, 1);
            assert_eq!(read(&text), Err(says.to_string()), "{text}");
        }
        assert_eq!(
            read(&good.replacen(r#""maybe":null"#, r#""maybe":7"#, 1))
                .unwrap()
                .maybe,
            Some(7)
        );
    }
}
