//! Prices one divergent region of one warp: which paths are issued, for how long, and how much of it is waste.
//!
//! The rule (seed 000): every path that at least one lane takes is issued once, back to back, for its
//! full length; lane counts never enter the time. Two different "how well did we do" figures exist and
//! are kept apart by name:
//! - **path efficiency** = T_ideal / T_div, the time view (seed 000, 003);
//! - **lane-weighted issue efficiency** = Σ pᵢ·cᵢ / Σ cᵢ with pᵢ the taker fraction (seed 002), the
//!   share of issue slots doing work some lane needed;
//! - **lane utilisation** = active lane-slots / (warp width × issued slots), which also charges lanes
//!   that are inactive for the whole region (a partial final warp).

use std::fmt;

use super::fields::MAX_CYCLES;
use super::i18n::{fill, Bilingual, Lang, Tr};
use super::lanes::{LaneError, LaneMask, WarpWidth};

/// One side of a branch: how long it runs and which lanes take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathSpec {
    pub length: u32,
    pub takers: LaneMask,
}

/// A checked divergent region: at least one path, at most one path per lane, every lane inside the warp.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    width: WarpWidth,
    paths: Vec<PathSpec>,
    prologue: u32,
    tail: u32,
}

/// Why a region cannot be priced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PricingError {
    NoPaths,
    TooManyPaths {
        count: usize,
        width: u32,
    },
    TooLong {
        what: &'static str,
        index: Option<usize>,
        length: u64,
    },
    Lanes {
        path: usize,
        error: LaneError,
    },
    LaneInTwoPaths {
        lane: u32,
        first: usize,
        second: usize,
    },
    TakersExceedWidth {
        total: u64,
        width: u32,
    },
}

const TOO_MANY_PATHS: Tr = Tr::new(
    "{} paths are more than a {}-lane warp can take (at most one path per lane)",
    "{} paths ek {}-lane warp ke liye zyada hain (har lane ka zyada se zyada ek path)",
);
const TOO_LONG_NTH: Tr = Tr::new(
    "{} {} is {} cycles long; the tutor allows at most 1,000,000",
    "{} {} {} cycles lamba hai; tutor zyada se zyada 1,000,000 leta hai",
);
const TOO_LONG: Tr = Tr::new(
    "the {} is {} cycles long; the tutor allows at most 1,000,000",
    "{} {} cycles lamba hai; tutor zyada se zyada 1,000,000 leta hai",
);
const LANE_IN_TWO_PATHS: Tr = Tr::new(
    "lane {} takes both path {} and path {}, but a lane follows exactly one side of a branch",
    "lane {} path {} aur path {} dono leti hai, par ek lane branch ki sirf ek side par chalti hai",
);
const TAKERS_EXCEED_WIDTH: Tr = Tr::new(
    "the paths have {} takers in all, but the warp has only {} lanes",
    "paths ke kul {} takers hain, par warp mein sirf {} lanes hain",
);

/// The path or part's name (`what`) stays English in Hinglish, as a technical term.
impl Bilingual for PricingError {
    fn text(&self, lang: Lang) -> String {
        let (tr, values): (Tr, Vec<String>) = match self {
            PricingError::NoPaths => (
                Tr::new(
                    "a region needs at least one path",
                    "region mein kam se kam ek path chahiye",
                ),
                Vec::new(),
            ),
            PricingError::TooManyPaths { count, width } => {
                (TOO_MANY_PATHS, vec![count.to_string(), width.to_string()])
            }
            PricingError::TooLong {
                what,
                index: Some(i),
                length,
            } => (
                TOO_LONG_NTH,
                vec![what.to_string(), (i + 1).to_string(), length.to_string()],
            ),
            PricingError::TooLong {
                what,
                index: None,
                length,
            } => (TOO_LONG, vec![what.to_string(), length.to_string()]),
            PricingError::Lanes { path, error } => {
                return format!("path {}: {}", path + 1, error.text(lang))
            }
            PricingError::LaneInTwoPaths {
                lane,
                first,
                second,
            } => (
                LANE_IN_TWO_PATHS,
                vec![
                    lane.to_string(),
                    (first + 1).to_string(),
                    (second + 1).to_string(),
                ],
            ),
            PricingError::TakersExceedWidth { total, width } => (
                TAKERS_EXCEED_WIDTH,
                vec![total.to_string(), width.to_string()],
            ),
        };
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        fill(tr.get(lang), &values)
    }
}

/// The English sentence.
impl fmt::Display for PricingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for PricingError {}

impl Region {
    /// Checks a region; nothing about it is assumed.
    pub fn new(
        width: WarpWidth,
        paths: Vec<PathSpec>,
        prologue: u32,
        tail: u32,
    ) -> Result<Self, PricingError> {
        if paths.is_empty() {
            return Err(PricingError::NoPaths);
        }
        if paths.len() > width.lanes() as usize {
            return Err(PricingError::TooManyPaths {
                count: paths.len(),
                width: width.lanes(),
            });
        }
        check_length("prologue", None, prologue)?;
        check_length("reconvergence tail", None, tail)?;
        let mut seen = LaneMask::EMPTY;
        for (index, path) in paths.iter().enumerate() {
            check_length("path", Some(index), path.length)?;
            if !path.takers.fits(width) {
                let lane = path.takers.highest().unwrap_or(0);
                return Err(PricingError::Lanes {
                    path: index,
                    error: LaneError::NoSuchLane {
                        lane,
                        width: width.lanes(),
                    },
                });
            }
            let clash = seen.intersection(path.takers);
            if let Some(lane) = clash.lanes().next() {
                let first = paths
                    .iter()
                    .position(|p| p.takers.contains(lane))
                    .unwrap_or(0);
                return Err(PricingError::LaneInTwoPaths {
                    lane,
                    first,
                    second: index,
                });
            }
            seen = seen.union(path.takers);
        }
        Ok(Region {
            width,
            paths,
            prologue,
            tail,
        })
    }

    /// A region from (length, taker count) pairs; takers get consecutive lanes in path order.
    pub fn from_counts(
        width: WarpWidth,
        paths: &[(u32, u32)],
        prologue: u32,
        tail: u32,
    ) -> Result<Self, PricingError> {
        let total: u64 = paths.iter().map(|&(_, takers)| u64::from(takers)).sum();
        if total > u64::from(width.lanes()) {
            return Err(PricingError::TakersExceedWidth {
                total,
                width: width.lanes(),
            });
        }
        let mut next_lane = 0;
        let mut specs = Vec::with_capacity(paths.len());
        for (index, &(length, takers)) in paths.iter().enumerate() {
            let mask = LaneMask::range(next_lane, takers, width)
                .map_err(|error| PricingError::Lanes { path: index, error })?;
            next_lane += takers;
            specs.push(PathSpec {
                length,
                takers: mask,
            });
        }
        Region::new(width, specs, prologue, tail)
    }

    pub fn width(&self) -> WarpWidth {
        self.width
    }

    pub fn paths(&self) -> &[PathSpec] {
        &self.paths
    }

    pub fn prologue(&self) -> u32 {
        self.prologue
    }

    pub fn tail(&self) -> u32 {
        self.tail
    }

    /// Lanes that take some path; the rest are inactive (exited, or past the end of the data).
    pub fn active_lanes(&self) -> LaneMask {
        self.paths
            .iter()
            .fold(LaneMask::EMPTY, |acc, p| acc.union(p.takers))
    }

    /// Prices the region.
    pub fn price(&self) -> RegionCost {
        let mut cost = RegionCost {
            width: self.width.lanes(),
            prologue: u64::from(self.prologue),
            tail: u64::from(self.tail),
            ..RegionCost::default()
        };
        for path in self.paths.iter().filter(|p| !p.takers.is_empty()) {
            let length = u64::from(path.length);
            cost.t_div += length;
            cost.t_ideal = cost.t_ideal.max(length);
            cost.taken_paths += 1;
            cost.active_lanes += path.takers.count();
            cost.useful_lane_slots += u64::from(path.takers.count()) * length;
        }
        cost
    }
}

fn check_length(what: &'static str, index: Option<usize>, length: u32) -> Result<(), PricingError> {
    if length > MAX_CYCLES {
        Err(PricingError::TooLong {
            what,
            index,
            length: u64::from(length),
        })
    } else {
        Ok(())
    }
}

/// What a region costs, in cycles, and the figures derived from it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RegionCost {
    pub width: u32,
    /// Sum of the lengths of the paths with at least one taker.
    pub t_div: u64,
    /// The longest taken path: what the region would cost if the paths could overlap.
    pub t_ideal: u64,
    pub prologue: u64,
    pub tail: u64,
    pub taken_paths: usize,
    pub active_lanes: u32,
    /// Σ takersᵢ · lengthᵢ: lane-slots that did work some lane needed.
    pub useful_lane_slots: u64,
}

impl RegionCost {
    /// T_div − T_ideal: the cycles that exist only because the paths serialized.
    pub fn waste(&self) -> u64 {
        self.t_div - self.t_ideal
    }

    /// T_ideal / T_div; `None` when nothing is issued.
    pub fn path_efficiency(&self) -> Option<f64> {
        ratio(self.t_ideal, self.t_div)
    }

    /// (T_div − T_ideal) / T_div: seed 003's "wasted work ratio".
    pub fn wasted_work_ratio(&self) -> Option<f64> {
        ratio(self.waste(), self.t_div)
    }

    /// Seed 002's E = Σ pᵢ·cᵢ / Σ cᵢ, with pᵢ the fraction of the active lanes on path i.
    pub fn lane_weighted_issue_efficiency(&self) -> Option<f64> {
        ratio(
            self.useful_lane_slots,
            u64::from(self.active_lanes) * self.t_div,
        )
    }

    /// Active lane-slots over all lane-slots the region issued, inactive lanes included.
    pub fn lane_utilisation(&self) -> Option<f64> {
        ratio(self.useful_lane_slots, u64::from(self.width) * self.t_div)
    }

    /// Prologue + T_div + tail: what the warp actually spends, uniform code paid once.
    pub fn total_issued(&self) -> u64 {
        self.prologue + self.t_div + self.tail
    }

    /// Prologue + T_ideal + tail.
    pub fn total_ideal(&self) -> u64 {
        self.prologue + self.t_ideal + self.tail
    }

    /// How many times slower than the ideal the region runs (T_div / T_ideal).
    pub fn slowdown(&self) -> Option<f64> {
        ratio(self.t_div, self.t_ideal)
    }
}

pub(crate) fn ratio(numerator: u64, denominator: u64) -> Option<f64> {
    (denominator != 0).then(|| numerator as f64 / denominator as f64)
}

/// Paths are named A, B, …, Z, then P27, P28, …: the figure, the fields and a link's problems say the same name.
pub fn path_name(index: usize) -> String {
    match u8::try_from(index) {
        Ok(i) if i < 26 => char::from(b'A' + i).to_string(),
        _ => format!("P{}", index + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const W32: WarpWidth = WarpWidth::Warp32;

    #[test]
    fn a_lane_in_two_paths_is_refused() {
        let a = PathSpec {
            length: 5,
            takers: LaneMask::range(0, 4, W32).unwrap(),
        };
        let b = PathSpec {
            length: 5,
            takers: LaneMask::range(3, 4, W32).unwrap(),
        };
        let err = Region::new(W32, vec![a, b], 0, 0).unwrap_err();
        assert_eq!(
            err.to_string(),
            "lane 3 takes both path 1 and path 2, but a lane follows exactly one side of a branch"
        );
    }

    #[test]
    fn masks_outside_the_warp_are_refused() {
        let p = PathSpec {
            length: 5,
            takers: LaneMask(1 << 33),
        };
        let err = Region::new(W32, vec![p], 0, 0).unwrap_err();
        assert_eq!(
            err.to_string(),
            "path 1: lane 33 does not exist in a 32-lane warp (lanes are numbered 0 to 31)"
        );
    }

    #[test]
    fn counts_over_the_width_are_refused() {
        let err = Region::from_counts(W32, &[(15, 8), (25, 25)], 0, 0).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the paths have 33 takers in all, but the warp has only 32 lanes"
        );
        assert!(Region::from_counts(W32, &[], 0, 0).is_err());
        assert!(Region::from_counts(W32, &[(1_000_001, 1)], 0, 0).is_err());
        assert!(Region::from_counts(W32, &vec![(1, 0); 33], 0, 0).is_err());
    }

    fn arb_region() -> impl Strategy<Value = (WarpWidth, Vec<(u32, u32)>)> {
        prop_oneof![Just(WarpWidth::Warp32), Just(WarpWidth::Wave64)].prop_flat_map(|width| {
            let lanes = width.lanes();
            proptest::collection::vec((1u32..=MAX_CYCLES, 0u32..=4), 1..=8).prop_map(
                move |mut paths| {
                    // Keep the takers inside the warp: the generator may overshoot.
                    let mut left = lanes;
                    for p in paths.iter_mut() {
                        p.1 = p.1.min(left);
                        left -= p.1;
                    }
                    (width, paths)
                },
            )
        })
    }

    proptest! {
        #[test]
        fn bounds_hold((width, paths) in arb_region()) {
            let region = Region::from_counts(width, &paths, 0, 0).unwrap();
            let cost = region.price();
            let k = cost.taken_paths as u64;
            prop_assert!(cost.t_ideal <= cost.t_div);
            prop_assert!(cost.t_div <= k * cost.t_ideal);
            if let Some(e) = cost.path_efficiency() {
                prop_assert!(e > 0.0 && e <= 1.0);
            }
            if let Some(e) = cost.lane_weighted_issue_efficiency() {
                prop_assert!(e > 0.0 && e <= 1.0);
                prop_assert!(cost.lane_utilisation().unwrap() <= e + 1e-12);
            }
        }

        #[test]
        fn order_and_lane_positions_do_not_change_time((width, paths) in arb_region(), shift in 0u32..8) {
            let base = Region::from_counts(width, &paths, 3, 7).unwrap().price();
            let mut reversed = paths.clone();
            reversed.reverse();
            let flipped = Region::from_counts(width, &reversed, 3, 7).unwrap().price();
            prop_assert_eq!(base.t_div, flipped.t_div);
            prop_assert_eq!(base.t_ideal, flipped.t_ideal);
            // Move every taker up by `shift` lanes where room allows: same paths taken, same time.
            let used: u32 = paths.iter().map(|p| p.1).sum();
            let shift = shift.min(width.lanes() - used);
            let mut specs = Vec::new();
            let mut next = shift;
            for &(length, takers) in &paths {
                specs.push(PathSpec { length, takers: LaneMask::range(next, takers, width).unwrap() });
                next += takers;
            }
            let moved = Region::new(width, specs, 3, 7).unwrap().price();
            prop_assert_eq!(moved.t_div, base.t_div);
            prop_assert_eq!(moved.total_issued(), base.total_issued());
        }

        #[test]
        fn taker_counts_never_change_time((width, paths) in arb_region()) {
            let base = Region::from_counts(width, &paths, 0, 0).unwrap().price();
            // Any positive taker count gives the same time: set every taken path to one taker.
            let single: Vec<(u32, u32)> = paths.iter().map(|&(l, t)| (l, t.min(1))).collect();
            let thin = Region::from_counts(width, &single, 0, 0).unwrap().price();
            prop_assert_eq!(base.t_div, thin.t_div);
            prop_assert_eq!(base.t_ideal, thin.t_ideal);
        }

        #[test]
        fn an_untaken_path_changes_nothing((width, paths) in arb_region(), extra in 0u32..=MAX_CYCLES) {
            prop_assume!(paths.len() < width.lanes() as usize);
            let base = Region::from_counts(width, &paths, 0, 0).unwrap().price();
            let mut more = paths.clone();
            more.push((extra, 0));
            let with_extra = Region::from_counts(width, &more, 0, 0).unwrap().price();
            prop_assert_eq!(base, with_extra);
        }

        #[test]
        fn a_uniform_warp_is_fully_efficient(length in 1u32..=MAX_CYCLES, wide in any::<bool>()) {
            let width = if wide { WarpWidth::Wave64 } else { W32 };
            let cost = Region::from_counts(width, &[(length, width.lanes())], 0, 0).unwrap().price();
            prop_assert_eq!(cost.path_efficiency(), Some(1.0));
            prop_assert_eq!(cost.lane_weighted_issue_efficiency(), Some(1.0));
            prop_assert_eq!(cost.lane_utilisation(), Some(1.0));
        }
    }

    #[test]
    fn refusals_in_both_languages() {
        use crate::model::i18n::assert_bilingual;
        let table: [(PricingError, &[&str]); 8] = [
            (PricingError::NoPaths, &[]),
            (
                PricingError::TooManyPaths {
                    count: 33,
                    width: 32,
                },
                &["33", "32-lane"],
            ),
            (
                PricingError::TooLong {
                    what: "path",
                    index: Some(1),
                    length: 2_000_000,
                },
                &["path 2", "2000000", "1,000,000"],
            ),
            (
                PricingError::TooLong {
                    what: "reconvergence tail",
                    index: None,
                    length: 2_000_000,
                },
                &["reconvergence tail", "2000000"],
            ),
            (
                PricingError::Lanes {
                    path: 2,
                    error: LaneError::NoSuchLane {
                        lane: 40,
                        width: 32,
                    },
                },
                &["path 3: lane 40", "32-lane"],
            ),
            (
                PricingError::LaneInTwoPaths {
                    lane: 5,
                    first: 0,
                    second: 1,
                },
                &["lane 5", "path 1", "path 2"],
            ),
            (
                PricingError::TakersExceedWidth {
                    total: 40,
                    width: 32,
                },
                &["40", "32"],
            ),
            (
                PricingError::TooLong {
                    what: "prologue",
                    index: None,
                    length: 1_000_001,
                },
                &["prologue", "1000001"],
            ),
        ];
        for (error, values) in table {
            assert_bilingual(&error, values);
        }
    }
}
