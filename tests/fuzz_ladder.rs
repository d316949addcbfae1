//! Fuzz for the ladder's readers: arbitrary strings through the answer reader, the diagnosis and `Progress::load` never panic, and what they accept is well formed.
//!
//! Cases come from a seeded generator (reproducible); `WARPWISE_FUZZ_CASES` sets how many
//! (default 100,000), so `scripts/fuzz` can run a million.
#![cfg(not(target_arch = "wasm32"))]

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use warpwise::model::answers::{self, AnswerError};
use warpwise::model::exercises::{ladder, Unit};
use warpwise::model::fields::{parse_probability, read_number};
use warpwise::model::misconceptions::{assess, Assessment};
use warpwise::model::progress::{LoadOutcome, Progress};

const DEFAULT_CASES: u64 = 100_000;
/// Characters an answer or a record is made of, so that most cases get past the first character.
const ALPHABET: &[&str] = &[
    "0",
    "1",
    "2",
    "5",
    "9",
    ".",
    ",",
    "/",
    "%",
    "x",
    "×",
    " ",
    "-",
    "+",
    "−",
    "e",
    "cycles",
    "cyc",
    "NaN",
    "inf",
    "_",
    "\u{a0}",
    "{",
    "}",
    "\"",
    ":",
    "[",
    "]",
    "null",
    "true",
    "version",
    "items",
    "attempts",
    "tries",
    "revealed",
    "solved_on_try",
    "L2.1",
    "L1.1",
    "é",
    "\u{0}",
];

fn cases() -> u64 {
    std::env::var("WARPWISE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(DEFAULT_CASES)
}

/// One arbitrary string: raw bytes, alphabet soup, a mutated saved record, or something very long.
fn arbitrary(rng: &mut StdRng) -> String {
    match rng.random_range(0..10u32) {
        0..=2 => {
            let len = rng.random_range(0..64usize);
            let bytes: Vec<u8> = (0..len).map(|_| rng.random()).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        }
        3..=6 => {
            let len = rng.random_range(0..12usize);
            (0..len)
                .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())])
                .collect()
        }
        7..=8 => {
            let mut record = Progress::new();
            for id in ["L1.1", "L2.3", "X.2"] {
                if rng.random() {
                    record.record_try(id, rng.random());
                }
            }
            let mut text = record.to_json();
            for _ in 0..rng.random_range(0..4u32) {
                let at = rng.random_range(0..=text.len());
                if text.is_char_boundary(at) {
                    text.insert_str(at, ALPHABET[rng.random_range(0..ALPHABET.len())]);
                }
            }
            text
        }
        _ => ALPHABET[rng.random_range(0..ALPHABET.len())].repeat(rng.random_range(100..4000)),
    }
}

fn check_answer_reader(text: &str, items: &[warpwise::model::exercises::Exercise]) {
    match answers::read_answer(text) {
        Ok(reading) => assert!(reading.value.is_finite(), "{text:?}"),
        Err(e) => {
            let said = e.to_string();
            assert!(said.chars().count() < 400, "{text:?}: {said}");
            if !text.trim().is_empty() {
                assert_ne!(e, AnswerError::Empty, "{text:?}");
            }
        }
    }
    for unit in [Unit::Cycles, Unit::Percent, Unit::Times, Unit::Count] {
        if let Ok(values) = answers::values_in_unit(text, unit) {
            assert!(values.iter().all(|v| v.is_finite()), "{text:?}");
        }
    }
    if let Ok(p) = parse_probability(text, "p") {
        assert!((0.0..=1.0).contains(&p), "{text:?}");
    }
    if let Ok(v) = read_number(text) {
        assert!(v.is_finite(), "{text:?}");
    }
    for ex in items {
        for part in 0..ex.parts.len() {
            if let Assessment::Wrong(Some(m)) = assess(ex, part, text) {
                assert!(
                    !m.explanation.en.is_empty() && !m.explanation.hi.is_empty(),
                    "{text:?}"
                );
            }
        }
    }
}

fn check_progress(text: &str) {
    let (progress, outcome) = Progress::load(Some(text));
    if matches!(outcome, LoadOutcome::NewerVersion(_)) {
        assert!(!outcome.may_save());
    }
    // Whatever was kept survives a save and a reload unchanged.
    let (again, second) = Progress::load(Some(&progress.to_json()));
    assert_eq!(again, progress, "{text:?}");
    assert_eq!(second, LoadOutcome::Loaded { dropped: vec![] }, "{text:?}");
}

#[test]
fn arbitrary_strings_never_panic() {
    let items = ladder(None);
    let few: Vec<_> = items
        .into_iter()
        .filter(|e| ["L2.3", "L4.2", "X.1"].contains(&e.id))
        .collect();
    let mut rng = StdRng::seed_from_u64(0x5eed_1adde2);
    let total = cases();
    for case in 0..total {
        let text = arbitrary(&mut rng);
        // Diagnosis is the costly step; a tenth of the cases is plenty to reach it.
        let items = if case % 10 == 0 { &few[..] } else { &[] };
        check_answer_reader(&text, items);
        check_progress(&text);
    }
    println!("fuzz_ladder: {total} cases, 0 failures");
}
