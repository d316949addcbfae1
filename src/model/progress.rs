//! Ladder progress as saved in the browser: a small versioned JSON record, read back defensively.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Where the ladder keeps progress; bump the version when the shape changes.
pub const STORAGE_KEY: &str = "warpwise.ladder.progress";
pub const VERSION: u32 = 1;
/// Anything larger than this was not written by the tutor.
pub const MAX_BYTES: usize = 64 * 1024;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ItemProgress {
    pub attempts: u32,
    pub committed: bool,
    pub correct: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub version: u32,
    pub items: BTreeMap<String, ItemProgress>,
}

/// Why saved progress was thrown away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiscardReason {
    Oversized,
    Corrupt,
    UnknownVersion(u32),
}

impl std::fmt::Display for DiscardReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DiscardReason::Oversized => write!(f, "Saved progress was too large to be the tutor's own and was discarded; you start afresh."),
            DiscardReason::Corrupt => write!(f, "Saved progress could not be read (it was damaged) and was discarded; you start afresh."),
            DiscardReason::UnknownVersion(v) => {
                write!(f, "Saved progress is from an unknown format (version {v}) and was discarded; you start afresh.")
            }
        }
    }
}

impl Progress {
    pub fn new() -> Self {
        Progress {
            version: VERSION,
            items: BTreeMap::new(),
        }
    }

    /// Reads what storage held; never fails, but says why it discarded something.
    pub fn load(saved: Option<&str>) -> (Progress, Option<DiscardReason>) {
        let Some(text) = saved else {
            return (Progress::new(), None);
        };
        if text.len() > MAX_BYTES {
            return (Progress::new(), Some(DiscardReason::Oversized));
        }
        match serde_json::from_str::<Progress>(text) {
            Ok(p) if p.version == VERSION && p.items.len() <= 500 => (p, None),
            Ok(p) if p.version != VERSION => (
                Progress::new(),
                Some(DiscardReason::UnknownVersion(p.version)),
            ),
            _ => (Progress::new(), Some(DiscardReason::Corrupt)),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }

    pub fn item(&self, id: &str) -> ItemProgress {
        self.items.get(id).cloned().unwrap_or_default()
    }

    /// Records one committed attempt (or a give-up, which counts as committed and not correct).
    pub fn record(&mut self, id: &str, correct: bool) {
        let entry = self.items.entry(id.to_string()).or_default();
        entry.attempts += 1;
        entry.committed = true;
        entry.correct |= correct;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let mut p = Progress::new();
        p.record("L2.1", false);
        p.record("L2.1", true);
        let (back, notice) = Progress::load(Some(&p.to_json()));
        assert_eq!(notice, None);
        assert_eq!(
            back.item("L2.1"),
            ItemProgress {
                attempts: 2,
                committed: true,
                correct: true
            }
        );
    }

    #[test]
    fn bad_saves_are_discarded_with_a_reason() {
        let cases = [
            ("{not json", DiscardReason::Corrupt),
            (
                "{\"version\":7,\"items\":{}}",
                DiscardReason::UnknownVersion(7),
            ),
            (
                "{\"version\":1,\"items\":{\"L1.1\":{\"attempts\":-3}}}",
                DiscardReason::Corrupt,
            ),
            ("null", DiscardReason::Corrupt),
        ];
        for (text, reason) in cases {
            assert_eq!(Progress::load(Some(text)).1, Some(reason), "{text}");
        }
        let huge = "x".repeat(MAX_BYTES + 1);
        assert_eq!(
            Progress::load(Some(&huge)).1,
            Some(DiscardReason::Oversized)
        );
        assert_eq!(Progress::load(None), (Progress::new(), None));
    }
}
