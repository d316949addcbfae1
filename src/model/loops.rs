//! Loop divergence: lanes with different trip counts keep the whole warp iterating until the longest is done.

use super::fields::FieldError;
use super::i18n::{fill, Bilingual, Lang, Tr};
use super::lanes::{LaneMask, WarpWidth};
use super::pricing::ratio;

/// The most iterations one lane may run in the tutor.
pub const MAX_TRIPS: u32 = 100_000;

/// Per-lane trip counts of one warp; lanes past the list are inactive (a partial warp).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TripCounts {
    width: WarpWidth,
    counts: Vec<u32>,
}

/// Why a list of trip counts was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopError {
    Empty,
    TooManyLanes { given: usize, width: u32 },
    Count { lane: usize, error: FieldError },
}

impl Bilingual for LoopError {
    fn text(&self, lang: Lang) -> String {
        match self {
            LoopError::Empty => Tr::new(
                "give at least one lane's trip count",
                "kam se kam ek lane ka trip count do",
            )
            .get(lang)
            .to_string(),
            LoopError::TooManyLanes { given, width } => fill(
                Tr::new(
                    "{} trip counts were given, but the warp has only {} lanes",
                    "{} trip counts diye gaye, par warp mein sirf {} lanes hain",
                )
                .get(lang),
                &[&given.to_string(), &width.to_string()],
            ),
            LoopError::Count { lane, error } => format!("lane {lane}: {}", error.text(lang)),
        }
    }
}

/// The English sentence.
impl std::fmt::Display for LoopError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for LoopError {}

impl TripCounts {
    pub fn new(width: WarpWidth, counts: Vec<u32>) -> Result<Self, LoopError> {
        if counts.is_empty() {
            return Err(LoopError::Empty);
        }
        if counts.len() > width.lanes() as usize {
            return Err(LoopError::TooManyLanes {
                given: counts.len(),
                width: width.lanes(),
            });
        }
        if let Some(lane) = counts.iter().position(|&c| c > MAX_TRIPS) {
            let error = FieldError::TooLarge {
                what: "trip count",
                max: u64::from(MAX_TRIPS),
            };
            return Err(LoopError::Count { lane, error });
        }
        Ok(TripCounts { width, counts })
    }

    pub fn width(&self) -> WarpWidth {
        self.width
    }

    pub fn counts(&self) -> &[u32] {
        &self.counts
    }

    /// The warp runs as many iterations as its longest lane.
    pub fn iterations(&self) -> u32 {
        self.counts.iter().copied().max().unwrap_or(0)
    }

    /// Σ counts: lane-iterations somebody needed.
    pub fn useful_lane_iterations(&self) -> u64 {
        self.counts.iter().map(|&c| u64::from(c)).sum()
    }

    /// Σ counts / (width × max counts).
    pub fn utilisation(&self) -> Option<f64> {
        ratio(
            self.useful_lane_iterations(),
            u64::from(self.width.lanes()) * u64::from(self.iterations()),
        )
    }

    /// The lanes still looping in iteration `i` (0-based): the shrinking mask.
    pub fn active_in(&self, i: u32) -> LaneMask {
        self.counts
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c > i)
            .fold(LaneMask::EMPTY, |mask, (lane, _)| mask.with(lane as u32))
    }

    /// Issued cycles for a loop whose body costs `body` cycles per iteration.
    pub fn issued_cycles(&self, body: u32) -> u64 {
        u64::from(self.iterations()) * u64::from(body)
    }
}

/// Seed 000 L3.2 / seed 003: counts that start 5, 20, 3, 15, with max 20 and sum 320.
pub const SEED_TRIP_COUNTS: [u32; 32] = [
    5, 20, 3, 15, 1, 17, 9, 10, 5, 20, 3, 15, 1, 17, 9, 10, 5, 20, 3, 15, 1, 17, 9, 10, 5, 20, 3,
    15, 1, 17, 9, 10,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_l3_2_utilisation_is_half() {
        let trips = TripCounts::new(WarpWidth::Warp32, SEED_TRIP_COUNTS.to_vec()).unwrap();
        assert_eq!(trips.iterations(), 20);
        assert_eq!(trips.useful_lane_iterations(), 320);
        assert_eq!(trips.utilisation(), Some(0.5)); // 320 / (32 × 20)
        assert_eq!(trips.active_in(0).count(), 32);
        assert_eq!(trips.active_in(19).count(), 4); // only the 20-count lanes remain
        assert_eq!(trips.active_in(20).count(), 0);
    }

    #[test]
    fn partial_warps_count_their_missing_lanes() {
        let trips = TripCounts::new(WarpWidth::Warp32, vec![4, 4]).unwrap();
        assert_eq!(trips.utilisation(), Some(8.0 / 128.0));
    }

    #[test]
    fn bad_counts_are_refused() {
        let table: [(Vec<u32>, Option<LoopError>); 3] = [
            (vec![], Some(LoopError::Empty)),
            (
                vec![1; 33],
                Some(LoopError::TooManyLanes {
                    given: 33,
                    width: 32,
                }),
            ),
            (vec![0, 100_001], None),
        ];
        for (counts, want) in table {
            let got = TripCounts::new(WarpWidth::Warp32, counts.clone()).unwrap_err();
            if let Some(w) = want {
                assert_eq!(got, w, "{counts:?}");
            }
        }
        let none = TripCounts::new(WarpWidth::Warp32, vec![0, 0]).unwrap();
        assert_eq!(none.utilisation(), None);
    }

    #[test]
    fn refusals_in_both_languages() {
        use crate::model::i18n::assert_bilingual;
        let table: [(LoopError, &[&str]); 3] = [
            (LoopError::Empty, &[]),
            (
                LoopError::TooManyLanes {
                    given: 33,
                    width: 32,
                },
                &["33", "32"],
            ),
            (
                LoopError::Count {
                    lane: 4,
                    error: FieldError::NotANumber {
                        what: "trip count",
                        text: "x".into(),
                    },
                },
                &["lane 4: ", "trip count", "\"x\""],
            ),
        ];
        for (error, values) in table {
            assert_bilingual(&error, values);
        }
    }
}
