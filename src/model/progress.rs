//! Ladder progress as saved in the browser: a small versioned JSON record, read back item by item so that one damaged item never costs the others.
//!
//! Version 2 records, per item, the checks made, the tries on the current round, whether the
//! solution was shown on request ("Show solution") and on which try the item was solved. Version 1
//! records are migrated; a record from a newer tutor is never touched (the view goes read-only).
//! Two tabs reconcile with [`Progress::merge`], a join: commutative, associative and idempotent.
//!
//! What this build does not understand is kept as written through every save (another build's
//! record: the service worker keeps old tabs on old builds): unknown top-level members
//! ([`Progress::extra`]), items this build does not have ([`Progress::other`]), and
//! unknown fields inside an item ([`ItemProgress::extra`]). A record that cannot be read as a whole
//! is copied to [`BACKUP_KEY`] before any save overwrites it ([`set_aside_with`]).

use std::collections::BTreeMap;
use std::fmt;

use super::exercises::ITEMS;
use super::fields::echo;
use super::i18n::{fill, Bilingual, Lang, Said, Tr};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

/// Where the ladder keeps progress; bump [`VERSION`] when the shape changes.
pub const STORAGE_KEY: &str = "warpwise.ladder.progress";
/// Where a stored record that could not be read as a whole is kept before a save overwrites it: a
/// JSON array of the set-aside texts, oldest first, each byte for byte ([`set_aside_with`]).
pub const BACKUP_KEY: &str = "warpwise.ladder.progress.unreadable";
pub const VERSION: u32 = 2;
/// Anything larger than this was not written by the tutor.
pub const MAX_BYTES: usize = 64 * 1024;
/// How many dropped items a notice names before it says "and N more".
const NAMED_IN_NOTICE: usize = 5;

/// One item's record, as a version 2 record saves it. Reading is lenient where older records were:
/// an absent counter is 0, an absent flag false, a counter past `u32::MAX` saturates.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ItemProgress {
    /// Every committed check or "Show solution", ever (version 1's meaning).
    #[serde(default, deserialize_with = "counter")]
    pub attempts: u32,
    /// Something was committed at least once.
    #[serde(default)]
    pub committed: bool,
    /// Solved at least once.
    #[serde(default)]
    pub correct: bool,
    /// Readable checks on this item (the tries policy reveals after `TRIES_BEFORE_REVEAL`).
    #[serde(default, deserialize_with = "counter")]
    pub tries: u32,
    /// The learner chose "Show solution" — recorded as such, never as a wrong answer.
    #[serde(default)]
    pub revealed: bool,
    /// The try on which it was first solved; `None` if unsolved or solved before version 2 recorded it.
    #[serde(default, deserialize_with = "solving_try")]
    pub solved_on_try: Option<u32>,
    /// The numbers `tries`, `correct`, `revealed` and `solved_on_try` are about: the ladder's variant
    /// seed, `None` for the seed notes' own. Work on other numbers starts them afresh (a solution seen
    /// for one set of numbers is no answer to another); `attempts` and `committed` count every set.
    /// Absent in records written before it was kept: those were the notes' own numbers or unknown.
    #[serde(default, deserialize_with = "numbers")]
    pub numbers: Option<u64>,
    /// Fields this build does not know (another build's), kept as written (read and written by
    /// `read_item` and the record's writer: serde's `flatten` cannot carry numbers past 64 bits).
    #[serde(skip)]
    pub extra: serde_json::Map<String, Value>,
}

impl ItemProgress {
    /// The join of two records of the same item: the larger counters, either flag, the earlier solving try;
    /// of two records about different numbers, the per-numbers part of the larger `numbers` (so two tabs
    /// agree whatever order they merge in).
    pub fn merge(&mut self, other: &ItemProgress) {
        join_members(&mut self.extra, &other.extra);
        self.attempts = self.attempts.max(other.attempts);
        self.committed |= other.committed;
        match self.numbers.cmp(&other.numbers) {
            std::cmp::Ordering::Greater => return,
            std::cmp::Ordering::Less => {
                let (attempts, committed) = (self.attempts, self.committed);
                let extra = std::mem::take(&mut self.extra);
                *self = other.clone();
                (self.attempts, self.committed, self.extra) = (attempts, committed, extra);
                return;
            }
            std::cmp::Ordering::Equal => {}
        }
        self.tries = self.tries.max(other.tries);
        self.committed |= other.committed;
        self.correct |= other.correct;
        self.revealed |= other.revealed;
        self.solved_on_try = match (self.solved_on_try, other.solved_on_try) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
    }
}

/// The whole record, as storage keeps it: `{"version":2,"generation":n,"items":{id:{…}}}`. It is read
/// through [`Progress::load`], item by item, never whole.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub version: u32,
    /// Bumped by "Reset progress", so that a reset in one tab wins over older progress in another.
    pub generation: u32,
    pub items: BTreeMap<String, ItemProgress>,
    /// Items this build does not have (another build's), kept as written (id → the stored value).
    pub other: serde_json::Map<String, Value>,
    /// Top-level members this build does not know, kept as written.
    pub extra: serde_json::Map<String, Value>,
}

/// Joins kept members: each key's value from either side; of two different values the one whose
/// JSON text is larger, so that the join is the same whichever side comes first.
pub fn join_members(
    ours: &mut serde_json::Map<String, Value>,
    theirs: &serde_json::Map<String, Value>,
) {
    for (key, value) in theirs {
        match ours.get_mut(key) {
            None => {
                ours.insert(key.clone(), value.clone());
            }
            Some(mine) => {
                if mine != value {
                    let (theirs_text, mine_text) = (value.to_string(), mine.to_string());
                    if theirs_text > mine_text {
                        *mine = value.clone();
                    }
                }
            }
        }
    }
}

/// The new text of a backup key that keeps set-aside records (a JSON array of texts, oldest first)
/// once `text` is added to what it holds now (`backup`); `None` when `text` is already kept. The
/// first set-aside record is never dropped for a later one: each unreadable record is appended. A
/// backup value that is not such an array (written by hand) is kept as its first entry.
pub fn set_aside_with(backup: Option<&str>, text: &str) -> Option<String> {
    let mut entries = backup.map(set_aside_entries).unwrap_or_default();
    if entries.iter().any(|e| e == text) {
        return None;
    }
    entries.push(text.to_string());
    serde_json::to_string(&entries).ok()
}

/// The set-aside texts a backup key holds, oldest first (see [`set_aside_with`]).
pub fn set_aside_entries(backup: &str) -> Vec<String> {
    match serde_json::from_str::<Vec<String>>(backup) {
        Ok(entries) => entries,
        Err(_) if backup.is_empty() => Vec::new(),
        Err(_) => vec![backup.to_string()],
    }
}

/// A stored text with what a browser or an editor adds around a record taken off: a byte order mark,
/// and whitespace padding that would make it larger than `max` (the record inside is read as is).
pub fn recover_text(text: &str, max: usize) -> &str {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.len() > max {
        text.trim()
    } else {
        text
    }
}

/// Why a stored record was set aside as a whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiscardReason {
    Oversized,
    /// Not JSON at all; the parser's complaint, cut short.
    NotJson(String),
    /// JSON, but not an object with a whole-number `version` and an `items` object.
    NotARecord,
    /// A version older than any this tutor wrote (0), so there is nothing to migrate from.
    UnknownVersion(u64),
}

impl Bilingual for DiscardReason {
    fn text(&self, lang: Lang) -> String {
        match self {
            DiscardReason::Oversized => T_OVERSIZED.get(lang).to_string(),
            // The parser's own complaint is for the console, not the learner: it is the browser's
            // wording, often cut short, and never says what to do.
            DiscardReason::NotJson(_) => T_NOT_JSON.get(lang).to_string(),
            DiscardReason::NotARecord => T_NOT_A_RECORD.get(lang).to_string(),
            DiscardReason::UnknownVersion(v) => {
                fill(T_UNKNOWN_VERSION.get(lang), &[&v.to_string()])
            }
        }
    }
}

impl fmt::Display for DiscardReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

const T_OVERSIZED: Tr = Tr::new(
    "it was larger than the tutor ever writes",
    "yeh itna bada tha jitna tutor kabhi likhta hi nahi",
);
const T_NOT_JSON: Tr = Tr::new(
    "it was damaged and could not be read as JSON",
    "yeh kharab ho gaya tha aur JSON ke roop mein padha nahi ja saka",
);
const T_NOT_A_RECORD: Tr = Tr::new(
    "it did not have the shape of a progress record",
    "iska roop progress record jaisa nahi tha",
);
const T_UNKNOWN_VERSION: Tr = Tr::new(
    "it was in an unknown format (version {})",
    "yeh ek anjaan format (version {}) mein tha",
);
const T_FRESH: Tr = Tr::new(
    "No saved progress yet.",
    "Abhi tak koi progress save nahi hui.",
);
const T_LOADED: Tr = Tr::new(
    "Saved progress loaded.",
    "Save ki hui progress load ho gayi.",
);
const T_LOADED_BUT_ONE: Tr = Tr::new(
    "Saved progress loaded, except {}, which could not be read and was left out.",
    "Save ki hui progress load ho gayi, sirf {} ko chhodkar: woh padha nahi ja saka, isliye chhod diya gaya.",
);
const T_LOADED_BUT_MANY: Tr = Tr::new(
    "Saved progress loaded, except {}, which could not be read and were left out.",
    "Save ki hui progress load ho gayi, sirf {} ko chhodkar: woh padhe nahi ja sake, isliye chhod diye gaye.",
);
const T_MIGRATED: Tr = Tr::new(
    "Saved progress from an older version of the tutor (format {}) was carried over.",
    "Tutor ke purane version (format {}) ki save ki hui progress yahan le aayi gayi.",
);
const T_MIGRATED_BUT: Tr = Tr::new(
    "Saved progress from an older version of the tutor (format {}) was carried over, except {}, which could not be read.",
    "Tutor ke purane version (format {}) ki save ki hui progress yahan le aayi gayi, sirf {} ko chhodkar, jo padha nahi ja saka.",
);
const T_NEWER: Tr = Tr::new(
    "Your saved progress was written by a newer version of Warpwise (format {}). It is left untouched, and nothing you do here is saved; open the newer version to continue it.",
    "Tumhari save ki hui progress Warpwise ke naye version (format {}) ne likhi thi. Use chhua nahi gaya, aur yahan jo bhi karo woh save nahi hota; aage badhne ke liye naya version kholo.",
);
const T_CORRUPT: Tr = Tr::new(
    "Saved progress could not be used ({}); you start afresh, and before your next answer is saved a copy of it is set aside in this browser, never lost.",
    "Save ki hui progress kaam mein nahi aa saki ({}); shuruaat phir se hogi, aur tumhara agla jawab save hone se pehle uski ek copy isi browser mein alag rakh di jaati hai, kabhi khoti nahi.",
);
const T_UNREADABLE: Tr = Tr::new(
    "Progress could not be read from this browser's storage, so it is not being saved here (nothing stored is overwritten).",
    "Is browser ke storage se progress padhi nahi ja saki, isliye yahan save nahi ho rahi (jo pehle se store hai uske upar kuch nahi likha jaata).",
);
/// A list of names: "A, B and C", then "and N more".
const T_AND: Tr = Tr::new("{} and {}", "{} aur {}");
const T_AND_MORE: Tr = Tr::new("{} and {} more", "{} aur baaki {}");

/// What reading storage found; the view shows [`LoadOutcome::notice`] and obeys [`LoadOutcome::may_save`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadOutcome {
    /// Nothing was stored.
    Fresh,
    /// A current record; `dropped` names damaged items that were left out.
    Loaded { dropped: Vec<String> },
    /// An older record, converted; `dropped` as above.
    Migrated { from: u32, dropped: Vec<String> },
    /// A newer tutor wrote this record: show it as unavailable and never overwrite it.
    NewerVersion(u64),
    /// The record could not be used at all; the learner starts afresh and the next save replaces it.
    Corrupt(DiscardReason),
    /// The browser could not read storage (the view constructs this): never overwrite what may be there.
    Unreadable,
}

impl LoadOutcome {
    /// Whether the view may write progress back; false whenever a record might be lost by it.
    pub fn may_save(&self) -> bool {
        !matches!(self, LoadOutcome::NewerVersion(_) | LoadOutcome::Unreadable)
    }

    /// The sentence to show, in both languages, if the learner needs to know anything.
    pub fn notice(&self) -> Option<Said> {
        match self {
            LoadOutcome::Fresh => None,
            LoadOutcome::Loaded { dropped } if dropped.is_empty() => None,
            other => Some(other.said()),
        }
    }
}

impl Bilingual for LoadOutcome {
    fn text(&self, lang: Lang) -> String {
        let t = |tr: Tr, values: &[&str]| fill(tr.get(lang), values);
        match self {
            LoadOutcome::Fresh => T_FRESH.get(lang).to_string(),
            LoadOutcome::Loaded { dropped } => match dropped.len() {
                0 => T_LOADED.get(lang).to_string(),
                1 => t(T_LOADED_BUT_ONE, &[&name_list(dropped, lang)]),
                _ => t(T_LOADED_BUT_MANY, &[&name_list(dropped, lang)]),
            },
            LoadOutcome::Migrated { from, dropped } if dropped.is_empty() => {
                t(T_MIGRATED, &[&from.to_string()])
            }
            LoadOutcome::Migrated { from, dropped } => t(
                T_MIGRATED_BUT,
                &[&from.to_string(), &name_list(dropped, lang)],
            ),
            LoadOutcome::NewerVersion(v) => t(T_NEWER, &[&v.to_string()]),
            LoadOutcome::Corrupt(reason) => t(T_CORRUPT, &[&reason.text(lang)]),
            LoadOutcome::Unreadable => T_UNREADABLE.get(lang).to_string(),
        }
    }
}

impl fmt::Display for LoadOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl Progress {
    pub fn new() -> Self {
        Progress {
            version: VERSION,
            generation: 0,
            items: BTreeMap::new(),
            other: serde_json::Map::new(),
            extra: serde_json::Map::new(),
        }
    }

    /// Reads what storage held; never fails, keeps every valid item, and says what it did.
    pub fn load(saved: Option<&str>) -> (Progress, LoadOutcome) {
        let Some(text) = saved else {
            return (Progress::new(), LoadOutcome::Fresh);
        };
        match parse(text) {
            Ok((progress, outcome)) => (progress, outcome),
            Err(outcome) => (Progress::new(), outcome),
        }
    }

    /// The record as storage keeps it: `{"version":2,"generation":n,"items":{id:{…}}}`.
    pub fn to_json(&self) -> String {
        let written = Written {
            version: self.version,
            generation: self.generation,
            items: WrittenItems(self),
            extra: &self.extra,
        };
        serde_json::to_string(&written).unwrap_or_else(|_| "{}".into())
    }

    pub fn item(&self, id: &str) -> ItemProgress {
        self.items.get(id).cloned().unwrap_or_default()
    }

    /// Records one readable check on the seed notes' own numbers; returns the item's record after it.
    pub fn record_try(&mut self, id: &str, right: bool) -> ItemProgress {
        self.record_try_on(id, right, None)
    }

    /// The record of `id`, about `numbers`: work on other numbers than the record's starts its
    /// per-numbers part afresh.
    fn entry_on(&mut self, id: &str, numbers: Option<u64>) -> &mut ItemProgress {
        let entry = self.items.entry(id.to_string()).or_default();
        if entry.numbers != numbers {
            *entry = ItemProgress {
                attempts: entry.attempts,
                committed: entry.committed,
                numbers,
                ..ItemProgress::default()
            };
        }
        entry
    }

    /// Records one readable check on the numbers of variant `numbers` (`None`: the notes' own).
    pub fn record_try_on(&mut self, id: &str, right: bool, numbers: Option<u64>) -> ItemProgress {
        let entry = self.entry_on(id, numbers);
        entry.attempts = entry.attempts.saturating_add(1);
        entry.tries = entry.tries.saturating_add(1);
        entry.committed = true;
        if right {
            entry.correct = true;
            entry.solved_on_try = entry.solved_on_try.or(Some(entry.tries));
        }
        entry.clone()
    }

    /// Records "Show solution" on the seed notes' own numbers: committed and revealed, never a wrong try.
    pub fn record_reveal(&mut self, id: &str) -> ItemProgress {
        self.record_reveal_on(id, None)
    }

    /// Records "Show solution" on the numbers of variant `numbers`.
    pub fn record_reveal_on(&mut self, id: &str, numbers: Option<u64>) -> ItemProgress {
        let entry = self.entry_on(id, numbers);
        entry.attempts = entry.attempts.saturating_add(1);
        entry.committed = true;
        entry.revealed = true;
        entry.clone()
    }

    /// Version 1's call, kept for callers not yet moved to [`Progress::record_try`].
    pub fn record(&mut self, id: &str, correct: bool) {
        self.record_try(id, correct);
    }

    /// "Reset progress": empty, with a generation that wins over older progress in other tabs.
    pub fn reset(&mut self) {
        self.generation = self.generation.saturating_add(1);
        self.items.clear();
        self.other.clear();
    }

    /// Folds in another tab's record: the later reset wins; within one generation, item by item join.
    pub fn merge(&mut self, other: &Progress) {
        join_members(&mut self.extra, &other.extra);
        if other.generation > self.generation {
            self.generation = other.generation;
            self.items = other.items.clone();
            self.other = other.other.clone();
            return;
        }
        if other.generation < self.generation {
            return;
        }
        for (id, theirs) in &other.items {
            self.items.entry(id.clone()).or_default().merge(theirs);
        }
        join_members(&mut self.other, &other.other);
    }

    /// Before a save: re-reads what storage holds now and merges it in, so another tab's progress
    /// survives. `Err` when the stored record must not be overwritten (a newer version).
    pub fn merged_with_stored(&self, stored: Option<&str>) -> Result<Progress, LoadOutcome> {
        let (theirs, outcome) = Progress::load(stored);
        if !outcome.may_save() {
            return Err(outcome);
        }
        let mut merged = self.clone();
        merged.merge(&theirs);
        Ok(merged)
    }
}

/// The record as written: the known members, then the kept ones.
#[derive(Serialize)]
struct Written<'a> {
    version: u32,
    generation: u32,
    items: WrittenItems<'a>,
    #[serde(flatten)]
    extra: &'a serde_json::Map<String, Value>,
}

struct WrittenItems<'a>(&'a Progress);

impl Serialize for WrittenItems<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let p = self.0;
        let mut map = s.serialize_map(None)?;
        for (id, item) in &p.items {
            let mut value = serde_json::to_value(item).map_err(serde::ser::Error::custom)?;
            if let Value::Object(members) = &mut value {
                for (key, kept) in &item.extra {
                    if !members.contains_key(key) {
                        members.insert(key.clone(), kept.clone());
                    }
                }
            }
            map.serialize_entry(id, &value)?;
        }
        for (id, value) in &p.other {
            if !p.items.contains_key(id) {
                map.serialize_entry(id, value)?;
            }
        }
        map.end()
    }
}

fn name_list(names: &[String], lang: Lang) -> String {
    let shown: Vec<&str> = names
        .iter()
        .take(NAMED_IN_NOTICE)
        .map(String::as_str)
        .collect();
    let more = names.len().saturating_sub(NAMED_IN_NOTICE);
    let list = match shown.as_slice() {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => fill(T_AND.get(lang), &[&init.join(", "), last]),
    };
    if more > 0 {
        fill(T_AND_MORE.get(lang), &[&list, &more.to_string()])
    } else {
        list
    }
}

/// A JSON number that is a whole number ≥ 0, saturated to `u32::MAX`; anything else is `None`.
fn count(value: &Value) -> Option<u32> {
    if let Some(v) = value.as_u64() {
        return Some(u32::try_from(v).unwrap_or(u32::MAX));
    }
    let f = value.as_f64()?;
    (f >= 0.0 && f.fract() == 0.0).then(|| {
        if f >= f64::from(u32::MAX) {
            u32::MAX
        } else {
            f as u32
        }
    })
}

fn counter<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    count(&Value::deserialize(d)?).ok_or_else(|| serde::de::Error::custom("not a count"))
}

/// A counter that is at least 1, or null.
fn solving_try<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    match Value::deserialize(d)? {
        Value::Null => Ok(None),
        v => count(&v)
            .filter(|&t| t >= 1)
            .map(Some)
            .ok_or_else(|| serde::de::Error::custom("not a try")),
    }
}

/// A counter widened to the seed it names, or null.
fn numbers<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    match Value::deserialize(d)? {
        Value::Null => Ok(None),
        v => count(&v)
            .map(|n| Some(u64::from(n)))
            .ok_or_else(|| serde::de::Error::custom("not a count")),
    }
}

/// One item of a version 1 or 2 record, or `None` when any field it has is malformed. A version 1
/// record is read from the members version 1 wrote, with one try per attempt.
fn read_item(value: &Value, version: u64) -> Option<ItemProgress> {
    let members = value.as_object()?;
    let item = if version == 1 {
        let v1: serde_json::Map<String, Value> = members
            .iter()
            .filter(|(k, _)| ["attempts", "committed", "correct"].contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let item = ItemProgress::deserialize(&Value::Object(v1)).ok()?;
        let extra = members
            .iter()
            .filter(|(k, _)| !ITEM_FIELDS.contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        ItemProgress {
            tries: item.attempts,
            extra,
            ..item
        }
    } else {
        let extra = members
            .iter()
            .filter(|(k, _)| !ITEM_FIELDS.contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        ItemProgress {
            extra,
            ..ItemProgress::deserialize(value).ok()?
        }
    };
    consistent(&item).then_some(item)
}

/// The members an item's record has in version 2 (every other member is kept as written).
const ITEM_FIELDS: [&str; 7] = [
    "attempts",
    "committed",
    "correct",
    "tries",
    "revealed",
    "solved_on_try",
    "numbers",
];

/// A whole number as a JavaScript number holds it exactly (0 to 2^53 − 1), as the tutor writes one.
fn whole(value: &Value) -> Option<u64> {
    const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;
    value
        .as_f64()
        .filter(|x| *x >= 0.0 && x.fract() == 0.0 && *x <= MAX_SAFE_INTEGER)
        .map(|x| x as u64)
}

/// What every record the tutor writes satisfies (and [`ItemProgress::merge`] keeps): a solved or revealed
/// item was committed, after at least one attempt; checks are attempts; the solving try was a check on a
/// solved item. A record that breaks one was edited by hand, and counting it would credit an answer
/// nobody gave, so it is dropped and named like any other unreadable item.
fn consistent(item: &ItemProgress) -> bool {
    let settled = item.correct || item.revealed;
    (!settled || (item.committed && item.attempts >= 1))
        && item.tries <= item.attempts
        && item
            .solved_on_try
            .is_none_or(|t| item.correct && t <= item.tries)
}

fn parse(text: &str) -> Result<(Progress, LoadOutcome), LoadOutcome> {
    let text = recover_text(text, MAX_BYTES);
    if text.len() > MAX_BYTES {
        return Err(LoadOutcome::Corrupt(DiscardReason::Oversized));
    }
    let record: Value = serde_json::from_str(text)
        .map_err(|e| LoadOutcome::Corrupt(DiscardReason::NotJson(echo(&e.to_string()))))?;
    let version = record
        .get("version")
        .and_then(whole)
        .ok_or(LoadOutcome::Corrupt(DiscardReason::NotARecord))?;
    if version > u64::from(VERSION) {
        return Err(LoadOutcome::NewerVersion(version));
    }
    if version == 0 {
        return Err(LoadOutcome::Corrupt(DiscardReason::UnknownVersion(0)));
    }
    let empty = serde_json::Map::new();
    let items = match record.get("items") {
        Some(Value::Object(items)) => items,
        None => &empty,
        Some(_) => return Err(LoadOutcome::Corrupt(DiscardReason::NotARecord)),
    };
    let generation = record.get("generation").and_then(count).unwrap_or(0);
    let mut progress = Progress {
        generation,
        ..Progress::new()
    };
    if let Value::Object(members) = &record {
        progress.extra = members
            .iter()
            .filter(|(k, _)| !["version", "generation", "items"].contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
    }
    let mut dropped = Vec::new();
    for (id, value) in items {
        let known = ITEMS.iter().any(|(known, _)| known == id);
        match read_item(value, version).filter(|_| known) {
            Some(item) => {
                progress.items.insert(id.clone(), item);
            }
            // Another build's item: kept as written, and not news to the learner.
            None if !known => {
                progress.other.insert(id.clone(), value.clone());
            }
            // A damaged item of this build's is dropped and named (kept, it would be named on every load).
            None => dropped.push(echo(id)),
        }
    }
    let outcome = if version == u64::from(VERSION) {
        LoadOutcome::Loaded { dropped }
    } else {
        LoadOutcome::Migrated {
            from: version as u32,
            dropped,
        }
    };
    Ok((progress, outcome))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::i18n::assert_bilingual;
    use proptest::prelude::*;

    fn item(
        attempts: u32,
        tries: u32,
        correct: bool,
        revealed: bool,
        on: Option<u32>,
    ) -> ItemProgress {
        ItemProgress {
            attempts,
            committed: attempts > 0,
            correct,
            tries,
            revealed,
            solved_on_try: on,
            numbers: None,
            extra: serde_json::Map::new(),
        }
    }

    /// (stored text, the outcome expected, the items kept as (id, attempts)).
    type Row = (String, LoadOutcome, Vec<(&'static str, u32)>);

    /// What `load` makes of `text`: the outcome, and the items kept as (id, attempts).
    fn check(text: &str, outcome: LoadOutcome, kept: &[(&str, u32)]) {
        let (progress, got) = Progress::load(Some(text));
        assert_eq!(got, outcome, "{text}");
        let ids: Vec<(&str, u32)> = progress
            .items
            .iter()
            .map(|(k, v)| (k.as_str(), v.attempts))
            .collect();
        assert_eq!(ids, kept, "{text}");
    }

    #[test]
    fn loading_keeps_every_valid_item() {
        let none: Vec<String> = Vec::new();
        let named = |ids: &[&str]| ids.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let table: Vec<Row> = vec![
            (
                r#"{"version":2,"items":{"L1.1":{"attempts":2,"committed":true,"correct":true,"tries":2,"revealed":false,"solved_on_try":2}}}"#.into(),
                LoadOutcome::Loaded { dropped: none.clone() },
                vec![("L1.1", 2)],
            ),
            (
                r#"{"version":2,"items":{"L1.1":{"attempts":-1},"L2.1":{"attempts":3},"L2.2":7,"L2.3":{"attempts":1.5},"L3.1":{"revealed":"yes"},"L3.2":{"solved_on_try":0}}}"#.into(),
                LoadOutcome::Loaded { dropped: named(&["L1.1", "L2.2", "L2.3", "L3.1", "L3.2"]) },
                vec![("L2.1", 3)],
            ),
            (
                r#"{"version":2,"items":{"L1.1":{"attempts":4294967295},"L1.2":{"attempts":99999999999},"L2.1":{"attempts":1e30}}}"#.into(),
                LoadOutcome::Loaded { dropped: none.clone() },
                vec![("L1.1", u32::MAX), ("L1.2", u32::MAX), ("L2.1", u32::MAX)],
            ),
            (
                // Hand-edited: solved or revealed but never committed, solved with no attempt, more checks
                // than attempts, a solving try past the checks or on an unsolved item.
                r#"{"version":2,"items":{"L1.1":{"attempts":1,"committed":false,"correct":true},"L1.2":{"committed":true,"revealed":true},"L2.1":{"attempts":1,"tries":2},"L2.2":{"attempts":2,"tries":2,"committed":true,"correct":true,"solved_on_try":3},"L2.3":{"attempts":1,"tries":1,"committed":true,"solved_on_try":1},"L3.1":{"attempts":2,"tries":1,"committed":true,"revealed":true}}}"#.into(),
                LoadOutcome::Loaded { dropped: named(&["L1.1", "L1.2", "L2.1", "L2.2", "L2.3"]) },
                vec![("L3.1", 2)],
            ),
            (
                r#"{"version":1,"items":{"L1.1":{"attempts":0,"committed":true,"correct":true},"L1.2":{"attempts":2,"committed":true,"correct":true}}}"#.into(),
                LoadOutcome::Migrated { from: 1, dropped: named(&["L1.1"]) },
                vec![("L1.2", 2)],
            ),
            (
                r#"{"version":2,"items":{"L9.9":{"attempts":1},"L2.1":{"attempts":1}}}"#.into(),
                // Another build's item is kept as written, not named as damage.
                LoadOutcome::Loaded { dropped: none.clone() },
                vec![("L2.1", 1)],
            ),
            (
                r#"{"version":1,"items":{"L1.1":{"attempts":1,"committed":true,"correct":false},"L2.1":{"attempts":-3}}}"#.into(),
                LoadOutcome::Migrated { from: 1, dropped: named(&["L2.1"]) },
                vec![("L1.1", 1)],
            ),
            (r#"{"version":7,"items":{}}"#.into(), LoadOutcome::NewerVersion(7), vec![]),
            (r#"{"version":0,"items":{}}"#.into(), LoadOutcome::Corrupt(DiscardReason::UnknownVersion(0)), vec![]),
            (r#"{"version":-1,"items":{}}"#.into(), LoadOutcome::Corrupt(DiscardReason::NotARecord), vec![]),
            (r#"{"version":2,"items":[]}"#.into(), LoadOutcome::Corrupt(DiscardReason::NotARecord), vec![]),
            (r#"{"version":2}"#.into(), LoadOutcome::Loaded { dropped: none.clone() }, vec![]),
            ("null".into(), LoadOutcome::Corrupt(DiscardReason::NotARecord), vec![]),
            ("[1]".into(), LoadOutcome::Corrupt(DiscardReason::NotARecord), vec![]),
            ("x".repeat(MAX_BYTES + 1), LoadOutcome::Corrupt(DiscardReason::Oversized), vec![]),
        ];
        for (text, outcome, kept) in table {
            check(&text, outcome, &kept);
        }
        let (_, damaged) = Progress::load(Some("{not json"));
        assert!(matches!(
            damaged,
            LoadOutcome::Corrupt(DiscardReason::NotJson(_))
        ));
        // The learner reads a sentence, not the parser's message (the browser's wording, cut short).
        let said = damaged.notice().unwrap_or_default();
        assert_eq!(
            (said.en.as_str(), said.hi.as_str()),
            (
                "Saved progress could not be used (it was damaged and could not be read as JSON); you start afresh, and before your next answer is saved a copy of it is set aside in this browser, never lost.",
                "Save ki hui progress kaam mein nahi aa saki (yeh kharab ho gaya tha aur JSON ke roop mein padha nahi ja saka); shuruaat phir se hogi, aur tumhara agla jawab save hone se pehle uski ek copy isi browser mein alag rakh di jaati hai, kabhi khoti nahi."
            )
        );
        let many = LoadOutcome::Loaded {
            dropped: (1..=7).map(|i| format!("L{i}")).collect(),
        };
        assert_eq!(
            many.text(Lang::HiLatn),
            "Save ki hui progress load ho gayi, sirf L1, L2, L3, L4 aur L5 aur baaki 2 ko chhodkar: woh padhe nahi ja sake, isliye chhod diye gaye."
        );
        assert_eq!(Progress::load(None), (Progress::new(), LoadOutcome::Fresh));
    }

    #[test]
    fn migrating_version_1() {
        let v1 = r#"{"version":1,"items":{"L2.1":{"attempts":2,"committed":true,"correct":true}}}"#;
        let (p, outcome) = Progress::load(Some(v1));
        assert_eq!(p.version, VERSION);
        assert_eq!(p.item("L2.1"), item(2, 2, true, false, None));
        assert_eq!(
            outcome.notice().map(|n| n.en).as_deref(),
            Some("Saved progress from an older version of the tutor (format 1) was carried over.")
        );
        assert_bilingual(&outcome, &["1"]);
    }

    /// The text storage keeps is the one earlier versions wrote (same members, same order, nulls
    /// written), so a record saved by either reads in both.
    #[test]
    fn the_record_is_written_as_earlier_versions_wrote_it() {
        let mut worked = Progress::new();
        worked.record_try_on("L1.1", true, Some(12345));
        worked.record_reveal("L2.1");
        worked.reset();
        worked.record_try("L2.1", false);
        // (record, its text)
        let table = [
            (
                Progress::new(),
                r#"{"version":2,"generation":0,"items":{}}"#,
            ),
            (
                worked,
                r#"{"version":2,"generation":1,"items":{"L2.1":{"attempts":1,"committed":true,"correct":false,"tries":1,"revealed":false,"solved_on_try":null,"numbers":null}}}"#,
            ),
            (
                Progress {
                    items: BTreeMap::from([(
                        "L1.1".to_string(),
                        ItemProgress {
                            attempts: 3,
                            committed: true,
                            correct: true,
                            tries: 2,
                            revealed: false,
                            solved_on_try: Some(2),
                            numbers: Some(12345),
                            extra: serde_json::Map::new(),
                        },
                    )]),
                    ..Progress::new()
                },
                r#"{"version":2,"generation":0,"items":{"L1.1":{"attempts":3,"committed":true,"correct":true,"tries":2,"revealed":false,"solved_on_try":2,"numbers":12345}}}"#,
            ),
        ];
        for (record, text) in table {
            assert_eq!(record.to_json(), text);
            assert_eq!(Progress::load(Some(text)).0, record, "{text}");
        }
    }

    #[test]
    fn outcomes_say_what_happened() {
        let table = [
            (LoadOutcome::Fresh, true, None),
            (LoadOutcome::Loaded { dropped: vec![] }, true, None),
            (
                LoadOutcome::Loaded { dropped: vec!["L1.1".into()] },
                true,
                Some("Saved progress loaded, except L1.1, which could not be read and was left out."),
            ),
            (
                LoadOutcome::Loaded { dropped: (1..=7).map(|i| format!("L{i}")).collect() },
                true,
                Some("Saved progress loaded, except L1, L2, L3, L4 and L5 and 2 more, which could not be read and were left out."),
            ),
            (
                LoadOutcome::NewerVersion(3),
                false,
                Some("Your saved progress was written by a newer version of Warpwise (format 3). It is left untouched, and nothing you do here is saved; open the newer version to continue it."),
            ),
            (
                LoadOutcome::Corrupt(DiscardReason::Oversized),
                true,
                Some("Saved progress could not be used (it was larger than the tutor ever writes); you start afresh, and before your next answer is saved a copy of it is set aside in this browser, never lost."),
            ),
            (
                LoadOutcome::Unreadable,
                false,
                Some("Progress could not be read from this browser's storage, so it is not being saved here (nothing stored is overwritten)."),
            ),
        ];
        for (outcome, may_save, notice) in table {
            assert_eq!(outcome.may_save(), may_save, "{outcome:?}");
            assert_eq!(
                outcome.notice().map(|n| n.en).as_deref(),
                notice,
                "{outcome:?}"
            );
            if notice.is_some() {
                // Both languages, each number and named item in both.
                let names: Vec<String> = match &outcome {
                    LoadOutcome::Loaded { dropped } => dropped.iter().take(5).cloned().collect(),
                    LoadOutcome::NewerVersion(v) => vec![v.to_string()],
                    _ => vec![],
                };
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                assert_bilingual(&outcome, &names);
            }
        }
    }

    #[test]
    fn recording_tries_reveals_and_saturation() {
        let mut p = Progress::new();
        assert_eq!(p.record_try("L2.1", false), item(1, 1, false, false, None));
        assert_eq!(p.record_try("L2.1", true), item(2, 2, true, false, Some(2)));
        assert_eq!(p.record_try("L2.1", true), item(3, 3, true, false, Some(2)));
        assert_eq!(p.record_reveal("L3.3"), item(1, 0, false, true, None));
        p.items
            .insert("L1.1".into(), item(u32::MAX, u32::MAX, false, false, None));
        assert_eq!(
            p.record_try("L1.1", true),
            item(u32::MAX, u32::MAX, true, false, Some(u32::MAX))
        );
        let (back, outcome) = Progress::load(Some(&p.to_json()));
        assert_eq!(outcome, LoadOutcome::Loaded { dropped: vec![] });
        assert_eq!(back, p);
        p.record("L4.1", false);
        assert_eq!(p.item("L4.1").tries, 1);
    }

    /// Work on other numbers starts the per-numbers record afresh and keeps the lifetime counts.
    #[test]
    fn other_numbers_start_afresh() {
        let mut p = Progress::new();
        p.record_try("L2.3", false);
        p.record_try("L2.3", true);
        let own = p.item("L2.3");
        assert_eq!(
            (own.tries, own.correct, own.solved_on_try, own.numbers),
            (2, true, Some(2), None)
        );
        let variant = p.record_try_on("L2.3", false, Some(12345));
        assert_eq!(
            (
                variant.attempts,
                variant.committed,
                variant.tries,
                variant.correct,
                variant.solved_on_try,
                variant.numbers
            ),
            (3, true, 1, false, None, Some(12345))
        );
        let shown = p.record_reveal_on("L2.3", Some(12345));
        assert!(shown.revealed && shown.tries == 1 && shown.attempts == 4);
        // Saved and read back, the numbers come with it.
        let (read, _) = Progress::load(Some(&p.to_json()));
        assert_eq!(read.item("L2.3"), shown);
        // Two tabs on different numbers agree, whichever merges first: the larger numbers' part wins.
        let mut a = Progress::new();
        a.record_try_on("L1.1", true, None);
        let mut b = Progress::new();
        b.record_try_on("L1.1", false, Some(7));
        b.record_try_on("L1.1", false, Some(7));
        let ab = merged(&a, &b).item("L1.1");
        assert_eq!(ab, merged(&b, &a).item("L1.1"));
        assert_eq!(
            (ab.numbers, ab.tries, ab.correct, ab.attempts),
            (Some(7), 2, false, 2)
        );
    }

    #[test]
    fn two_tabs_and_a_reset() {
        let mut a = Progress::new();
        a.record_reveal("L1.1");
        let mut b = Progress::new();
        b.record_reveal("L2.1");
        let stored = b.to_json();
        let merged = a.merged_with_stored(Some(&stored)).unwrap_or_default();
        assert!(merged.item("L1.1").revealed && merged.item("L2.1").revealed);
        let newer = r#"{"version":9,"items":{}}"#;
        assert_eq!(
            a.merged_with_stored(Some(newer)),
            Err(LoadOutcome::NewerVersion(9))
        );
        let mut reset = merged.clone();
        reset.reset();
        let mut stale = merged.clone();
        stale.merge(&reset);
        assert_eq!(stale, reset, "a reset wins over older progress");
    }

    fn arb_item() -> impl Strategy<Value = ItemProgress> {
        (
            0..4u32,
            0..4u32,
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
            proptest::option::of(1..4u32),
            proptest::option::of(0..3u64),
        )
            .prop_map(
                |(attempts, tries, committed, correct, revealed, solved_on_try, numbers)| {
                    ItemProgress {
                        attempts,
                        committed,
                        correct,
                        tries,
                        revealed,
                        solved_on_try,
                        numbers,
                        extra: serde_json::Map::new(),
                    }
                },
            )
    }

    fn arb_progress() -> impl Strategy<Value = Progress> {
        let ids = proptest::sample::select(vec!["L1.1", "L2.1", "L3.3"]);
        (
            0..2u32,
            proptest::collection::btree_map(ids.prop_map(String::from), arb_item(), 0..3),
        )
            .prop_map(|(generation, items)| Progress {
                generation,
                items,
                ..Progress::new()
            })
    }

    fn merged(a: &Progress, b: &Progress) -> Progress {
        let mut out = a.clone();
        out.merge(b);
        out
    }

    proptest! {
        #[test]
        fn merge_is_a_join(a in arb_progress(), b in arb_progress(), c in arb_progress()) {
            prop_assert_eq!(merged(&a, &b), merged(&b, &a));
            prop_assert_eq!(merged(&merged(&a, &b), &c), merged(&a, &merged(&b, &c)));
            prop_assert_eq!(merged(&a, &a), a.clone());
        }

        /// Whatever a learner does, in any two tabs, the saved record reads back whole: the consistency
        /// check drops only what the tutor never writes.
        #[test]
        fn every_record_the_tutor_writes_reads_back(
            tab_a in proptest::collection::vec((0..3usize, 0..3u8, proptest::option::of(0..3u64)), 0..12),
            tab_b in proptest::collection::vec((0..3usize, 0..3u8, proptest::option::of(0..3u64)), 0..12),
        ) {
            let play = |moves: &[(usize, u8, Option<u64>)]| {
                let mut p = Progress::new();
                for &(item, action, numbers) in moves {
                    let id = ["L1.1", "L2.1", "L3.3"][item];
                    match action {
                        0 => { p.record_try_on(id, false, numbers); }
                        1 => { p.record_try_on(id, true, numbers); }
                        _ => { p.record_reveal_on(id, numbers); }
                    }
                }
                p
            };
            let both = merged(&play(&tab_a), &play(&tab_b));
            let (read, outcome) = Progress::load(Some(&both.to_json()));
            prop_assert_eq!(outcome, LoadOutcome::Loaded { dropped: Vec::new() });
            prop_assert_eq!(read, both);
        }
    }

    /// A record with what this build does not know: (where it is, what it is) → still there, as a
    /// JSON value (numbers as written), after an answer here, a merge with another tab and a reset of
    /// the items.
    #[test]
    fn what_this_build_does_not_know_is_kept() {
        let record = r#"{"version":2,"generation":0,"items":{"L1.1":{"attempts":1,"committed":true,"correct":false,"tries":1,"revealed":false,"solved_on_try":null,"numbers":null,"time_ms":12345678901234567890123,"notes":["a",2.50]},"L9.9":{"attempts":1e400},"L2.1":{"attempts":-1,"x":1}},"theme":{"dark":true}}"#;
        // (pointer, the value there)
        let table = [
            ("/items/L1.1/time_ms", "12345678901234567890123"),
            ("/items/L1.1/notes", r#"["a",2.50]"#),
            ("/items/L9.9", r#"{"attempts":1e400}"#),
            ("/theme", r#"{"dark":true}"#),
        ];
        let (mut p, outcome) = Progress::load(Some(record));
        assert_eq!(
            outcome,
            LoadOutcome::Loaded {
                dropped: vec!["L2.1".into()]
            }
        );
        p.record_try("L1.1", true);
        p.record_try("L3.1", false);
        let mut other = Progress::new();
        other.record_reveal("L4.1");
        other.merge(&p);
        let check = |text: &str, at: &str, want: &str| {
            let got: Value = serde_json::from_str(text).unwrap_or_default();
            let want: Value = serde_json::from_str(want).unwrap_or_default();
            assert_eq!(got.pointer(at), Some(&want), "{at}: {text}");
        };
        for saved in [p.to_json(), other.to_json()] {
            for (at, want) in table {
                check(&saved, at, want);
            }
            // What this build knows reads back as it was.
            let (back, _) = Progress::load(Some(&saved));
            assert!(back.item("L1.1").correct && back.item("L3.1").tries == 1);
        }
        // A damaged item of this build's is dropped (and named at load), as before.
        assert!(!p.to_json().contains(r#""x":1"#));
    }
}
