//! Loop divergence: lanes with different trip counts keep the whole warp iterating until the longest is done.

use super::fields::{group_thousands, FieldError};
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

impl std::fmt::Display for LoopError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoopError::Empty => write!(f, "give at least one lane's trip count"),
            LoopError::TooManyLanes { given, width } => {
                write!(
                    f,
                    "{given} trip counts were given, but the warp has only {width} lanes"
                )
            }
            LoopError::Count { lane, error } => write!(f, "lane {lane}: {error}"),
        }
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

    /// Parses "5, 20, 3, 15" (commas or spaces) into trip counts.
    pub fn parse(width: WarpWidth, text: &str) -> Result<Self, LoopError> {
        let mut counts = Vec::new();
        for (lane, piece) in text
            .split([',', ' ', ';', '\n'])
            .filter(|p| !p.trim().is_empty())
            .enumerate()
        {
            let value = super::fields::parse_whole(piece, "trip count", 0, u64::from(MAX_TRIPS))
                .map_err(|error| LoopError::Count { lane, error })?;
            counts.push(value as u32);
        }
        TripCounts::new(width, counts)
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

    /// "5,20,3,15" — the form a share link carries.
    pub fn to_link(&self) -> String {
        self.counts
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(",")
    }

    /// A one-sentence summary for screen readers.
    pub fn describe(&self) -> String {
        let util = self
            .utilisation()
            .map(super::fields::percent)
            .unwrap_or_else(|| "undefined".into());
        format!(
            "The warp runs {} iterations because its longest lane needs {}; {} of {} lane-iteration slots are useful, a utilisation of {}.",
            group_thousands(u64::from(self.iterations())),
            group_thousands(u64::from(self.iterations())),
            group_thousands(self.useful_lane_iterations()),
            group_thousands(u64::from(self.width.lanes()) * u64::from(self.iterations())),
            util
        )
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
        let trips = TripCounts::parse(WarpWidth::Warp32, "4, 4").unwrap();
        assert_eq!(trips.utilisation(), Some(8.0 / 128.0));
    }

    #[test]
    fn bad_counts_are_refused() {
        assert_eq!(
            TripCounts::parse(WarpWidth::Warp32, "").unwrap_err(),
            LoopError::Empty
        );
        assert_eq!(
            TripCounts::parse(WarpWidth::Warp32, "3, -1")
                .unwrap_err()
                .to_string(),
            "lane 1: the trip count cannot be negative"
        );
        assert!(TripCounts::parse(WarpWidth::Warp32, &"1,".repeat(33)).is_err());
        assert!(TripCounts::parse(WarpWidth::Warp32, "100001").is_err());
        assert_eq!(
            TripCounts::parse(WarpWidth::Warp32, "0,0")
                .unwrap()
                .utilisation(),
            None
        );
    }
}
