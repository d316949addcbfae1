//! The loop panel's state: per-lane trip counts in the warp the tree view sets, their link form and presets.

use super::params::join_numbers;
use super::query::{problem, LinkProblem, Query};
use super::text::tree as t;
use crate::model::fields;
use crate::model::fields::group_thousands;
use crate::model::i18n::{fill, Lang, Said, Tr};
use crate::model::lanes::WarpWidth;
use crate::model::loops::{LoopError, TripCounts, MAX_TRIPS, SEED_TRIP_COUNTS};

/// The loop panel's presets: key and label.
pub const LOOP_PRESETS: [(&str, &str); 4] = [
    ("seed", "Seed L3.2: 5, 20, 3, 15, … (max 20, sum 320)"),
    ("uniform", "Every lane 20 trips"),
    ("straggler", "One straggler: lane 0 runs 20, the rest 1"),
    (
        "partial",
        "Partial warp: a quarter of the lanes, 20 trips each",
    ),
];

/// Per-lane trip counts (lane 0 first; lanes past the list are inactive).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopState {
    pub width: WarpWidth,
    pub counts: Vec<u32>,
}

impl Default for LoopState {
    fn default() -> Self {
        LoopState {
            width: WarpWidth::Warp32,
            counts: SEED_TRIP_COUNTS.to_vec(),
        }
    }
}

impl LoopState {
    /// Reads `counts=` for a warp of `width`.
    pub fn parse(query: &Query, width: WarpWidth) -> (LoopState, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let mut state = LoopState {
            width,
            ..LoopState::default()
        };
        state.counts.truncate(width.lanes() as usize);
        if let Some(c) = query.get("counts") {
            match parse_counts(width, c) {
                Ok(trips) => state.counts = trips.counts().to_vec(),
                Err(e) => problems.push(problem("counts", e)),
            }
        }
        (state, problems)
    }

    pub fn pairs(&self) -> Vec<(&'static str, String)> {
        vec![("counts", join_numbers(&self.counts))]
    }

    /// The counts as checked trip counts (always valid: every edit keeps them so).
    pub fn trips(&self) -> Result<TripCounts, LoopError> {
        TripCounts::new(self.width, self.counts.clone())
    }

    /// The counts as the text field shows them.
    pub fn text(&self) -> String {
        self.counts
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Typed counts ("5, 20, 3, 15"; commas, spaces or semicolons).
    pub fn edit_counts(&mut self, text: &str) -> Result<(), LoopError> {
        self.counts = parse_counts(self.width, text)?.counts().to_vec();
        Ok(())
    }

    /// A preset from [`LOOP_PRESETS`]; an unknown key changes nothing.
    pub fn choose_preset(&mut self, key: &str) {
        let n = self.width.lanes() as usize;
        self.counts = match key {
            "uniform" => vec![20; n],
            "straggler" => (0..n).map(|i| if i == 0 { 20 } else { 1 }).collect(),
            "partial" => vec![20; n / 4],
            "seed" => SEED_TRIP_COUNTS.iter().copied().cycle().take(n).collect(),
            _ => return,
        };
    }

    /// Follows the warp width; narrowing drops the lanes past it and says so.
    pub fn set_width(&mut self, width: WarpWidth) -> Option<Said> {
        self.width = width;
        let lanes = width.lanes() as usize;
        if self.counts.len() <= lanes {
            return None;
        }
        let dropped = self.counts.len() - lanes;
        self.counts.truncate(lanes);
        Some(Said::fill(
            Tr::new(
                "The warp now has {} lanes, so the trip counts of the last {} lanes were dropped.",
                "Warp mein ab {} lanes hain, isliye aakhri {} lanes ke trip counts hata diye gaye.",
            ),
            &[&lanes.to_string(), &dropped.to_string()],
        ))
    }
}

/// A one-sentence summary of a loop's trip counts, for screen readers and beside the figure.
pub fn describe(trips: &TripCounts, lang: Lang) -> String {
    let iterations = group_thousands(u64::from(trips.iterations()));
    fill(
        t::LOOP_SUMMARY.get(lang),
        &[
            &iterations,
            &iterations,
            &group_thousands(trips.useful_lane_iterations()),
            &group_thousands(u64::from(trips.width().lanes()) * u64::from(trips.iterations())),
            &trips
                .utilisation()
                .map(fields::percent)
                .unwrap_or_else(|| t::UNDEFINED.get(lang).to_string()),
        ],
    )
}

/// Parses "5, 20, 3, 15" (commas, spaces, semicolons or lines) into trip counts.
pub fn parse_counts(width: WarpWidth, text: &str) -> Result<TripCounts, LoopError> {
    let mut counts = Vec::new();
    for (lane, piece) in text
        .split([',', ' ', ';', '\n'])
        .filter(|p| !p.trim().is_empty())
        .enumerate()
    {
        if lane >= width.lanes() as usize {
            return Err(LoopError::TooManyLanes {
                given: lane + 1,
                width: width.lanes(),
            });
        }
        let value = fields::parse_whole(piece, "trip count", 0, u64::from(MAX_TRIPS))
            .map_err(|error| LoopError::Count { lane, error })?;
        counts.push(value as u32);
    }
    TripCounts::new(width, counts)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Typed counts → the counts, or a fragment of the refusal.
    type Case<'a> = (&'a str, WarpWidth, Result<&'a [u32], &'a str>);

    #[test]
    fn the_summary_reads_the_numbers_in_both_languages() {
        let seed = TripCounts::new(WarpWidth::Warp32, SEED_TRIP_COUNTS.to_vec()).unwrap();
        // (language, the sentence)
        let table = [
            (Lang::En, "The warp runs 20 iterations because its longest lane needs 20; 320 of 640 lane-iteration slots are useful, a utilisation of 50.0%."),
            (Lang::HiLatn, "Warp 20 iterations chalta hai kyunki uski sabse lambi lane ko 20 chahiye; 320 lane-iteration slots kaam ke hain, kul 640 mein se: utilisation 50.0%."),
        ];
        for (lang, sentence) in table {
            assert_eq!(describe(&seed, lang), sentence);
        }
        let long = TripCounts::new(WarpWidth::Warp32, vec![100_000, 1]).unwrap();
        assert!(describe(&long, Lang::En).starts_with("The warp runs 100,000 iterations"));
    }

    #[test]
    fn counts_parse_and_refuse() {
        let many = "1,".repeat(40);
        let table: [Case; 6] = [
            ("5, 20, 3, 15", WarpWidth::Warp32, Ok(&[5, 20, 3, 15])),
            ("5;20\n3 15", WarpWidth::Warp32, Ok(&[5, 20, 3, 15])),
            ("", WarpWidth::Warp32, Err("at least one")),
            ("5,x", WarpWidth::Warp32, Err("lane 1")),
            ("100001", WarpWidth::Warp32, Err("lane 0")),
            (&many, WarpWidth::Warp32, Err("only 32 lanes")),
        ];
        for (text, width, want) in table {
            let got = parse_counts(width, text);
            match (got, want) {
                (Ok(t), Ok(w)) => assert_eq!(t.counts(), w, "{text}"),
                (Err(e), Err(fragment)) => {
                    assert!(e.to_string().contains(fragment), "{text}: {e}")
                }
                (got, want) => panic!("{text}: got {got:?}, want {want:?}"),
            }
        }
    }

    #[test]
    fn narrowing_clips_with_a_notice() {
        let mut s = LoopState {
            width: WarpWidth::Wave64,
            counts: vec![3; 64],
        };
        let notice = s.set_width(WarpWidth::Warp32);
        assert_eq!(s.counts.len(), 32);
        assert!(notice.unwrap().en.contains("last 32 lanes were dropped"));
        assert!(s.trips().is_ok());
        assert_eq!(s.set_width(WarpWidth::Wave64), None);
    }

    #[test]
    fn presets_fill_the_warp() {
        let table = [
            ("seed", 32, 20, 320),
            ("uniform", 32, 20, 640),
            ("straggler", 32, 20, 51),
            ("partial", 8, 20, 160),
        ];
        for (key, lanes, max, sum) in table {
            let mut s = LoopState::default();
            s.choose_preset(key);
            let t = s.trips().unwrap();
            assert_eq!(
                (s.counts.len(), t.iterations(), t.useful_lane_iterations()),
                (lanes, max, sum),
                "{key}"
            );
        }
    }
}
