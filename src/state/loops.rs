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
#[derive(Clone, Debug)]
pub struct LoopState {
    pub width: WarpWidth,
    pub counts: Vec<u32>,
    /// The counts of the lanes a narrower warp left out (lanes 32 to 63), kept for switching back; not
    /// part of the link, nor of what the state is.
    set_aside: Vec<u32>,
}

/// Two loop panels are the same when they show the same counts: what was set aside is not shown.
impl PartialEq for LoopState {
    fn eq(&self, other: &Self) -> bool {
        (self.width, &self.counts) == (other.width, &other.counts)
    }
}

impl Eq for LoopState {}

impl Default for LoopState {
    fn default() -> Self {
        LoopState {
            width: WarpWidth::Warp32,
            counts: SEED_TRIP_COUNTS.to_vec(),
            set_aside: Vec::new(),
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

    /// Follows the warp width, and says what happened to the counts of the lanes it adds or removes.
    ///
    /// Narrowing sets the counts past the new width aside; widening again brings them back behind a warp
    /// whose lanes all have counts (what a learner switching 64 → 32 → 64 expects). A shorter list
    /// (a partial warp) cannot take them back at their lanes: they are dropped, and that is said too.
    pub fn set_width(&mut self, width: WarpWidth) -> Option<Said> {
        let from = self.width.lanes() as usize;
        self.width = width;
        let lanes = width.lanes() as usize;
        if self.counts.len() > lanes {
            self.set_aside = self.counts.split_off(lanes);
            return Some(Said::fill(
                Tr::new(
                    "The warp now has {} lanes, so the trip counts of the last {} lanes were dropped from it; they are set aside and come back if you switch back to {} lanes.",
                    "Warp mein ab {} lanes hain, isliye aakhri {} lanes ke trip counts warp se hata diye gaye; woh alag rakhe hain aur phir se {} lanes chunne par wapas aa jaayenge.",
                ),
                &[&lanes.to_string(), &self.set_aside.len().to_string(), &from.to_string()],
            ));
        }
        if lanes <= from || self.set_aside.is_empty() {
            return None;
        }
        let aside = std::mem::take(&mut self.set_aside);
        if self.counts.len() == from {
            let back = aside.len().min(lanes - from);
            self.counts.extend(aside.into_iter().take(back));
            return Some(Said::fill(
                Tr::new(
                    "The warp has {} lanes again, so the {} trip counts set aside came back.",
                    "Warp mein phir se {} lanes hain, isliye alag rakhe {} trip counts wapas aa gaye.",
                ),
                &[&lanes.to_string(), &back.to_string()],
            ));
        }
        Some(Said::fill(
            Tr::new(
                "The {} trip counts set aside were dropped: the counts no longer fill the first {} lanes, so they would land on the wrong lanes.",
                "Alag rakhe {} trip counts hata diye gaye: counts ab pehli {} lanes ko nahi bharte, isliye woh galat lanes par pahunchte.",
            ),
            &[&aside.len().to_string(), &from.to_string()],
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

    /// Width switches from 64 lanes of counts 0, 1, 2, … with an edit between; the counts after, and
    /// the fragment each switch's notice holds ("" for none).
    fn check_switches(steps: &[(WarpWidth, Option<&str>)], counts_after: usize, notices: &[&str]) {
        let mut s = LoopState {
            width: WarpWidth::Wave64,
            counts: (0..64).collect(),
            set_aside: Vec::new(),
        };
        let mut said = Vec::new();
        for (width, typed) in steps {
            if let Some(text) = typed {
                s.edit_counts(text).unwrap();
            }
            let n = s.set_width(*width);
            if let Some(n) = &n {
                assert!(n.hi != n.en && !n.hi.is_empty(), "{n:?}");
            }
            said.push(n.map(|n| n.en).unwrap_or_default());
        }
        assert_eq!(s.counts.len(), counts_after, "{:?}", s.counts);
        assert!(s.trips().is_ok());
        assert_eq!(said.len(), notices.len());
        for (got, want) in said.iter().zip(notices) {
            if want.is_empty() {
                assert_eq!(got, "");
            } else {
                assert!(got.contains(want), "{want} in {got}");
            }
        }
    }

    #[test]
    fn narrowing_sets_counts_aside_and_widening_brings_them_back() {
        use WarpWidth::{Warp32, Wave64};
        check_switches(
            &[(Warp32, None)],
            32,
            &["the last 32 lanes were dropped from it; they are set aside and come back if you switch back to 64 lanes"],
        );
        check_switches(
            &[(Warp32, None), (Wave64, None)],
            64,
            &["set aside", "the 32 trip counts set aside came back"],
        );
        // An edit of the first 32 lanes keeps what was set aside.
        let typed = "9, ".repeat(32);
        check_switches(
            &[(Warp32, None), (Wave64, Some(&typed))],
            64,
            &["set aside", "came back"],
        );
        // A partial warp cannot take them back at their lanes: dropped, and said.
        check_switches(
            &[(Warp32, None), (Wave64, Some("1, 2, 3"))],
            3,
            &["set aside", "The 32 trip counts set aside were dropped"],
        );
        // Nothing set aside: no word.
        check_switches(&[(Wave64, None)], 64, &[""]);
        let mut s = LoopState::default();
        assert_eq!(s.set_width(WarpWidth::Wave64), None);
        // What was set aside is not part of the state a link holds.
        let mut wide = LoopState {
            width: WarpWidth::Wave64,
            counts: vec![3; 64],
            set_aside: Vec::new(),
        };
        wide.set_width(WarpWidth::Warp32);
        assert_eq!(
            wide,
            LoopState {
                width: WarpWidth::Warp32,
                counts: vec![3; 32],
                set_aside: Vec::new()
            }
        );
        let restored = s.set_width(WarpWidth::Warp32);
        assert_eq!(restored, None);
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
