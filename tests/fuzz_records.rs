//! Fuzz of saved records: whatever storage holds (another tab's record with random JSON trees in it, a cut-off record, other versions, a byte order mark, junk), every valid review and answer survives the save, what this build does not know is kept, and a record that cannot be read whole is set aside byte for byte before it is overwritten.
//!
//! Cases come from a seeded generator (reproducible); `WARPWISE_FUZZ_CASES` sets how many (default
//! 100,000). Each case is one save over what storage holds: a flashcard deck and a ladder record in turn.
#![cfg(not(target_arch = "wasm32"))]

use std::cell::RefCell;
use std::collections::HashMap;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde_json::Value;
use warpwise::model::cards::DECK;
use warpwise::model::progress::{self, Progress};
use warpwise::state::cards::{self, Deck, Store, GRADES};
use warpwise::state::ladder::SavedProgress;

const DEFAULT_CASES: u64 = 100_000;
/// 2026-03-02 09:00 UTC.
const T0: i64 = 1_772_442_000_000;
const MINUTE: i64 = 60_000;
const LADDER_IDS: [&str; 5] = ["L1.1", "L2.1", "L2.3", "L3.3", "X.2"];

fn cases() -> u64 {
    std::env::var("WARPWISE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(DEFAULT_CASES)
}

/// Browser storage: keys in a map.
#[derive(Default)]
struct Mem(RefCell<HashMap<String, String>>);

impl Store for Mem {
    fn read(&self, key: &str) -> Result<Option<String>, ()> {
        Ok(self.0.borrow().get(key).cloned())
    }
    fn write(&self, key: &str, text: &str) -> bool {
        self.0.borrow_mut().insert(key.into(), text.into());
        true
    }
}

impl Mem {
    fn get(&self, key: &str) -> Option<String> {
        self.0.borrow().get(key).cloned()
    }
}

/// A deck a learner could have made: a few grades at times moving forward.
fn arb_deck(rng: &mut StdRng) -> Deck {
    let mut deck = Deck::new();
    let mut now = T0 + rng.random_range(0..1000) * MINUTE;
    for _ in 0..rng.random_range(0..6u32) {
        now += rng.random_range(0..(3 * 24 * 60)) * MINUTE;
        let card = DECK[rng.random_range(0..DECK.len())].id;
        let grade = GRADES[rng.random_range(0..GRADES.len())].grade;
        // A grade that cannot be recorded leaves the deck as it was, which is fine here.
        let _ = deck.grade(card, grade, now);
    }
    deck
}

/// Ladder answers a learner could have given.
fn arb_progress(rng: &mut StdRng) -> Progress {
    let mut p = Progress::new();
    for _ in 0..rng.random_range(0..6u32) {
        let id = LADDER_IDS[rng.random_range(0..LADDER_IDS.len())];
        let numbers = rng.random_bool(0.2).then(|| rng.random_range(0..3u64));
        match rng.random_range(0..3u32) {
            0 => p.record_try_on(id, false, numbers),
            1 => p.record_try_on(id, true, numbers),
            _ => p.record_reveal_on(id, numbers),
        };
    }
    p
}

/// A random JSON tree: numbers as another build may write them (past 64 bits, trailing zeros,
/// exponents), strings, nesting.
fn arb_tree(rng: &mut StdRng, depth: u32) -> Value {
    let leaf = [
        "null",
        "true",
        "false",
        "0",
        "-7",
        "2.50",
        "1e400",
        "12345678901234567890123",
        "0.30000000000000004",
        "\"\"",
        "\"é\\u0000\"",
        "\"version\"",
    ];
    match rng.random_range(0..if depth == 0 { 1 } else { 4u32 }) {
        0 => serde_json::from_str(leaf[rng.random_range(0..leaf.len())]).unwrap_or(Value::Null),
        1 => Value::Array(
            (0..rng.random_range(0..3u32))
                .map(|_| arb_tree(rng, depth - 1))
                .collect(),
        ),
        _ => Value::Object(
            (0..rng.random_range(0..3u32))
                .map(|i| (format!("k{i}"), arb_tree(rng, depth - 1)))
                .collect(),
        ),
    }
}

/// Where something unknown was put in a record, and what it is (as read back).
type Planted = Vec<(String, Value)>;

/// Puts unknown members into a record: at the top, as unknown ids in `within`, and as unknown fields
/// inside known entries.
fn plant(rng: &mut StdRng, record: &mut Value, within: &str) -> Planted {
    let mut planted = Vec::new();
    for n in 0..rng.random_range(0..4u32) {
        let tree = arb_tree(rng, 3);
        // What the record will read back: the tree's own text, read.
        let tree: Value = serde_json::from_str(&tree.to_string()).unwrap_or(Value::Null);
        let pointer = match rng.random_range(0..3u32) {
            0 => {
                let key = format!("x{n}");
                if let Some(top) = record.as_object_mut() {
                    top.insert(key.clone(), tree.clone());
                }
                format!("/{key}")
            }
            1 => {
                let key = format!("future-{n}");
                if let Some(Value::Object(entries)) = record.get_mut(within) {
                    entries.insert(key.clone(), tree.clone());
                }
                format!("/{within}/{key}")
            }
            _ => {
                let Some(Value::Object(entries)) = record.get_mut(within) else {
                    continue;
                };
                // A known entry: an unknown one planted above is already checked whole.
                let Some((id, Value::Object(entry))) =
                    entries.iter_mut().find(|(k, _)| !k.starts_with("future-"))
                else {
                    continue;
                };
                let key = format!("f{n}");
                entry.insert(key.clone(), tree.clone());
                format!("/{within}/{id}/{key}")
            }
        };
        planted.push((pointer, tree));
    }
    planted
}

/// What storage holds before the save: (the text, what was planted in it and must survive).
/// `record` is a pool record as text and as read; `None` for the text means it is stored unchanged.
fn arb_stored(rng: &mut StdRng, record: &Value, within: &str) -> (Option<String>, Planted, bool) {
    let mut value = record.clone();
    let unchanged = |text: String| (Some(text), Vec::new(), true);
    match rng.random_range(0..12u32) {
        0 => (None, Vec::new(), false),
        1 => unchanged(value.to_string()),
        2..=4 => {
            let planted = plant(rng, &mut value, within);
            (Some(value.to_string()), planted, false)
        }
        5 => {
            let planted = plant(rng, &mut value, within);
            (Some(format!("\u{feff}{value}")), planted, false)
        }
        6..=7 => {
            let text = value.to_string();
            let mut at = rng.random_range(0..=text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            (Some(text[..at].to_string()), Vec::new(), at == text.len())
        }
        8..=9 => {
            let version = ["0", "2", "3", "\"1\"", "-1", "1.0", "null", "1e0"];
            let v: Value = serde_json::from_str(version[rng.random_range(0..version.len())])
                .unwrap_or(Value::Null);
            if let Some(top) = value.as_object_mut() {
                top.insert("version".into(), v);
            }
            (Some(value.to_string()), Vec::new(), false)
        }
        10 => (Some(arb_tree(rng, 4).to_string()), Vec::new(), false),
        _ => {
            let junk = ["5", "[", "{}", "\u{feff}", "{\"version\":", "   ", "nul"];
            (
                Some(junk[rng.random_range(0..junk.len())].repeat(rng.random_range(1..4))),
                Vec::new(),
                false,
            )
        }
    }
}

/// What storage held, for a failure message (formatted only when one is printed).
#[derive(Clone, Copy)]
struct Short<'a>(Option<&'a str>);

impl std::fmt::Display for Short<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            None => f.write_str("(nothing stored)"),
            Some(t) => write!(f, "{:?}", t.chars().take(300).collect::<String>()),
        }
    }
}

fn check_planted(text: &str, planted: &Planted, what: Short) {
    if planted.is_empty() {
        return;
    }
    let Ok(saved) = serde_json::from_str::<Value>(text) else {
        panic!("{what}: the saved record is not JSON: {text}");
    };
    for (pointer, tree) in planted {
        assert_eq!(
            saved.pointer(pointer),
            Some(tree),
            "{what}: {pointer} lost in {text}"
        );
    }
}

/// A flashcard tab (one of `decks`) saves over what storage holds (made from another).
fn check_cards(rng: &mut StdRng, decks: &[(Deck, Value)]) {
    let (mine, _) = &decks[rng.random_range(0..decks.len())];
    let mut here = mine.clone();
    let (other_deck, other) = &decks[rng.random_range(0..decks.len())];
    let (stored, planted, as_pooled) = arb_stored(rng, other, "cards");
    let store = Mem::default();
    if let Some(text) = &stored {
        store.write(cards::STORAGE_KEY, text);
    }
    let what = Short(stored.as_deref());
    let written = here.save(&store);
    let after = store.get(cards::STORAGE_KEY);
    if !written {
        assert_eq!(after, stored, "{what}: a refused save leaves the record");
        let newer = stored
            .as_deref()
            .and_then(|t| serde_json::from_str::<Value>(t.trim_start_matches('\u{feff}')).ok())
            .and_then(|v| v.get("version").and_then(Value::as_f64))
            .is_some_and(|v| v > 1.0);
        assert!(newer, "{what}: only a newer version's record stops a save");
        return;
    }
    let text = after.unwrap_or_default();
    let saved = Deck::load(Ok(Some(text.clone())));
    assert!(saved.notices().is_empty(), "{what}: {text}");
    // Every review here survives, as it is or under a later review of the same card.
    for c in DECK {
        if let Some(s) = mine.schedule(c.id) {
            let kept = saved.schedule(c.id).map(|k| k.last_review_ms());
            assert!(kept >= Some(s.last_review_ms()), "{what}: {} lost", c.id);
        }
    }
    // What storage held: set aside byte for byte, or read, its reviews and unknowns kept.
    let Some(old) = stored.clone() else { return };
    let backup = store.get(cards::BACKUP_KEY);
    let set_aside = backup
        .as_deref()
        .map(progress::set_aside_entries)
        .is_some_and(|kept| kept.contains(&old));
    if !set_aside {
        let read;
        let theirs = if as_pooled {
            other_deck
        } else {
            read = Deck::load(Ok(Some(old.clone())));
            &read
        };
        assert!(
            theirs
                .notices()
                .iter()
                .all(|n| *n == cards::SAVED_SOME_DAMAGED),
            "{what}: overwritten, not set aside"
        );
        for c in DECK {
            if let Some(s) = theirs.schedule(c.id) {
                let kept = saved.schedule(c.id).map(|k| k.last_review_ms());
                assert!(
                    kept >= Some(s.last_review_ms()),
                    "{what}: stored {} lost",
                    c.id
                );
            }
        }
        check_planted(&text, &planted, what);
    }
}

/// A ladder tab (one of `records`) saves over what storage holds (made from another).
fn check_ladder(rng: &mut StdRng, records: &[(Progress, Value)]) {
    let (mine, _) = &records[rng.random_range(0..records.len())];
    let (_, other) = &records[rng.random_range(0..records.len())];
    let (stored, planted, _) = arb_stored(rng, other, "items");
    let data: RefCell<HashMap<&str, String>> = RefCell::new(HashMap::new());
    if let Some(text) = &stored {
        data.borrow_mut()
            .insert(progress::STORAGE_KEY, text.clone());
    }
    let mut tab = SavedProgress {
        progress: mine.clone(),
        may_save: true,
        notices: Vec::new(),
    };
    let what = Short(stored.as_deref());
    tab.save_backed(
        || Ok(data.borrow().get(progress::STORAGE_KEY).cloned()),
        |t| {
            data.borrow_mut().insert(progress::STORAGE_KEY, t.into());
            true
        },
        || Ok(data.borrow().get(progress::BACKUP_KEY).cloned()),
        |t| {
            data.borrow_mut().insert(progress::BACKUP_KEY, t.into());
            true
        },
    );
    let after = data.borrow().get(progress::STORAGE_KEY).cloned();
    if after == stored {
        // Not written (a newer version's record), or written as it already was.
        let (_, outcome) = Progress::load(stored.as_deref());
        assert!(outcome.may_save() || !tab.may_save, "{what}");
        return;
    }
    let text = after.unwrap_or_default();
    let (saved, _) = Progress::load(Some(&text));
    let (theirs, outcome) = Progress::load(stored.as_deref());
    // Every answer here survives (a reset in another tab, a later generation, may forget them).
    if theirs.generation <= mine.generation || !outcome.may_save() {
        for (id, item) in &mine.items {
            let kept = saved.item(id);
            assert!(
                kept.attempts >= item.attempts && (kept.committed || !item.committed),
                "{what}: {id} lost"
            );
        }
    }
    let Some(old) = stored.clone() else { return };
    let backup = data.borrow().get(progress::BACKUP_KEY).cloned();
    let set_aside = backup
        .as_deref()
        .map(progress::set_aside_entries)
        .is_some_and(|kept| kept.contains(&old));
    if !set_aside {
        assert!(
            !matches!(outcome, progress::LoadOutcome::Corrupt(_)),
            "{what}: overwritten, not set aside"
        );
        for (id, item) in &theirs.items {
            assert!(
                saved.item(id).attempts >= item.attempts,
                "{what}: stored {id} lost"
            );
        }
        check_planted(&text, &planted, what);
    }
}

#[test]
fn every_review_and_answer_survives_every_save() {
    let mut rng = StdRng::seed_from_u64(0x02ec_02d5);
    // Pools of tabs (each with its record's text), drawn from per case: grading is the costly part.
    let read = |text: &str| serde_json::from_str::<Value>(text).unwrap_or(Value::Null);
    let decks: Vec<(Deck, Value)> = (0..256)
        .map(|_| {
            let text = arb_deck(&mut rng).to_json();
            (Deck::load(Ok(Some(text.clone()))), read(&text))
        })
        .collect();
    let records: Vec<(Progress, Value)> = (0..256)
        .map(|_| {
            let p = arb_progress(&mut rng);
            let text = p.to_json();
            (p, read(&text))
        })
        .collect();
    let total = cases();
    for case in 0..total {
        if case % 2 == 0 {
            check_cards(&mut rng, &decks);
        } else {
            check_ladder(&mut rng, &records);
        }
    }
    println!("fuzz_records: {total} saves (flashcards and ladder in turn), 0 failures");
}
