//! The seeds' own single-warp scenarios, by name: presets for the views and fixtures for the ladder and the reality check.

use super::lanes::WarpWidth;
use super::pricing::{PricingError, Region};

/// A named single-warp region from the source material: each path as (cycles, takers), lanes given in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeedScenario {
    pub id: &'static str,
    pub title: &'static str,
    pub source: &'static str,
    pub wide: bool,
    pub paths: &'static [(u32, u32)],
    pub prologue: u32,
    pub tail: u32,
}

impl SeedScenario {
    pub fn width(&self) -> WarpWidth {
        if self.wide {
            WarpWidth::Wave64
        } else {
            WarpWidth::Warp32
        }
    }

    pub fn region(&self) -> Result<Region, PricingError> {
        Region::from_counts(self.width(), self.paths, self.prologue, self.tail)
    }
}

const fn seed(
    id: &'static str,
    title: &'static str,
    source: &'static str,
    paths: &'static [(u32, u32)],
) -> SeedScenario {
    SeedScenario {
        id,
        title,
        source,
        wide: false,
        paths,
        prologue: 0,
        tail: 0,
    }
}

const THIRTY_TWO_WAY: [(u32, u32); 32] = [(10, 1); 32];
const EIGHT_WAY: [(u32, u32); 8] = [(10, 4); 8];

/// Every single-warp scenario the seeds state, in the order a lesson meets them.
pub const SEED_SCENARIOS: &[SeedScenario] = &[
    seed(
        "intro",
        "Mental model: A = 12, B = 20",
        "source note 000, the figure",
        &[(12, 16), (20, 16)],
    ),
    seed(
        "L1.1",
        "L1.1 idx < 32: no divergence",
        "source note 000 L1.1",
        &[(20, 32), (12, 0)],
    ),
    seed(
        "L1.2",
        "L1.2 idx % 2 == 0: body vs empty else",
        "source note 000 L1.2",
        &[(4, 16), (0, 16)],
    ),
    seed(
        "L2.1",
        "L2.1 15 vs 25 cycles, 8 vs 24 lanes",
        "source note 000 L2.1, source note 004",
        &[(15, 8), (25, 24)],
    ),
    seed(
        "L2.2",
        "L2.2 four-way switch 20/30/25/5",
        "source note 000 L2.2, source note 003 example 2",
        &[(20, 8), (30, 10), (25, 8), (5, 6)],
    ),
    seed(
        "L2.3",
        "L2.3 one lane on 100, 31 lanes on 50",
        "source note 000 L2.3, source note 003",
        &[(100, 1), (50, 31)],
    ),
    seed(
        "L3.3X",
        "L3.3 Warp X: three 40-cycle paths",
        "source note 000 L3.3",
        &[(40, 11), (40, 11), (40, 10)],
    ),
    seed(
        "L3.3Y",
        "L3.3 Warp Y (corrected): five 24-cycle paths",
        "source note 000 L3.3, corrected",
        &[(24, 7), (24, 7), (24, 6), (24, 6), (24, 6)],
    ),
    seed(
        "L4.1",
        "L4.1 idx % 2: heavy 60 vs light 20",
        "source note 000 L4.1",
        &[(60, 16), (20, 16)],
    ),
    seed(
        "L4.2",
        "L4.2 short branch 4 vs 3",
        "source note 000 L4.2",
        &[(4, 16), (3, 16)],
    ),
    SeedScenario {
        id: "L5.3P",
        title: "L5.3 Warp P: 25 + 15, no tail",
        source: "source note 000 L5.3",
        wide: false,
        paths: &[(25, 16), (15, 16)],
        prologue: 0,
        tail: 0,
    },
    SeedScenario {
        id: "L5.3Q",
        title: "L5.3 Warp Q: 25 + 15, then a 10-cycle tail",
        source: "source note 000 L5.3",
        wide: false,
        paths: &[(25, 16), (15, 16)],
        prologue: 0,
        tail: 10,
    },
    seed(
        "split10-8",
        "idx < 16: 10 vs 8 instructions",
        "source note 003",
        &[(10, 16), (8, 16)],
    ),
    seed(
        "worst32",
        "32-way worst case, 10 cycles each",
        "source note 003",
        &THIRTY_TWO_WAY,
    ),
    seed(
        "even2",
        "Even two-way split, equal lengths",
        "source note 002",
        &[(10, 16), (10, 16)],
    ),
    seed(
        "eight8",
        "Eight-way split, equal lengths",
        "source note 002",
        &EIGHT_WAY,
    ),
    seed(
        "long1",
        "31 lanes short, 1 lane ten times longer",
        "source note 002",
        &[(10, 31), (100, 1)],
    ),
];

/// Looks a scenario up by its id.
pub fn find(id: &str) -> Option<&'static SeedScenario> {
    SEED_SCENARIOS.iter().find(|s| s.id == id)
}

/// The figures a seed states for a scenario (or the corrected ones where the seed is wrong).
#[cfg(test)]
struct Stated {
    id: &'static str,
    t_div: u64,
    t_ideal: u64,
    /// Path efficiency in percent, as the seed rounds it.
    efficiency_pct: Option<f64>,
    total: Option<u64>,
    lane_weighted_pct: Option<f64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stated(id: &'static str, t_div: u64, t_ideal: u64, efficiency_pct: Option<f64>) -> Stated {
        Stated {
            id,
            t_div,
            t_ideal,
            efficiency_pct,
            total: None,
            lane_weighted_pct: None,
        }
    }

    fn check(s: &Stated) {
        let scenario = find(s.id).unwrap_or_else(|| panic!("no scenario {}", s.id));
        let cost = scenario.region().unwrap().price();
        assert_eq!(cost.t_div, s.t_div, "{} T_div", s.id);
        assert_eq!(cost.t_ideal, s.t_ideal, "{} T_ideal", s.id);
        if let Some(pct) = s.efficiency_pct {
            let got = cost.path_efficiency().unwrap() * 100.0;
            assert!(
                (got - pct).abs() < 0.05,
                "{} efficiency {got} vs {pct}",
                s.id
            );
        }
        if let Some(total) = s.total {
            assert_eq!(cost.total_issued(), total, "{} total", s.id);
        }
        if let Some(pct) = s.lane_weighted_pct {
            let got = cost.lane_weighted_issue_efficiency().unwrap() * 100.0;
            assert!(
                (got - pct).abs() < 0.05,
                "{} lane-weighted {got} vs {pct}",
                s.id
            );
        }
    }

    #[test]
    fn seed_figures() {
        let table = [
            stated("intro", 32, 20, None), // 000: max(12, 20) = 20, 12 + 20 = 32
            stated("L1.1", 20, 20, Some(100.0)), // 000 L1.1: no divergence
            stated("L2.1", 40, 25, Some(62.5)), // 000 L2.1
            stated("L2.2", 80, 30, Some(37.5)), // 000 L2.2, 003 example 2
            stated("L2.3", 150, 100, Some(66.7)), // 000 L2.3, 003 "150, not 53"
            stated("L3.3X", 120, 40, Some(33.3)), // 000 L3.3 Warp X
            stated("L3.3Y", 120, 24, Some(20.0)), // 000 L3.3 Warp Y, corrected (seed: 8.3%)
            stated("L4.2", 7, 4, None),    // 000 L4.2: sum 7
            stated("L5.3P", 40, 25, None), // 000 L5.3: region 25 + 15 = 40
            Stated {
                total: Some(50),
                ..stated("L5.3Q", 40, 25, None)
            }, // 000 L5.3: 40 + 10
            stated("split10-8", 18, 10, Some(55.6)), // 003: 10 + 8 = 18, 55.6%
            stated("worst32", 320, 10, Some(3.125)), // 003: 32x slower
            Stated {
                lane_weighted_pct: Some(50.0),
                ..stated("even2", 20, 10, Some(50.0))
            }, // 002: E = 0.5
            Stated {
                lane_weighted_pct: Some(12.5),
                ..stated("eight8", 80, 10, Some(12.5))
            }, // 002: E = 0.125
            Stated {
                lane_weighted_pct: Some(11.6),
                ..stated("long1", 110, 100, None)
            }, // 002: most slots on one thread
        ];
        for s in &table {
            check(s);
        }
    }

    #[test]
    fn waste_ratios_of_seed_003() {
        let worst = find("worst32").unwrap().region().unwrap().price();
        assert_eq!(worst.wasted_work_ratio(), Some(0.96875)); // 96.875% waste
        assert_eq!(worst.slowdown(), Some(32.0)); // 32x slower
        let even = find("even2").unwrap().region().unwrap().price();
        assert_eq!(even.wasted_work_ratio(), Some(0.5)); // binary split: 50% waste
    }

    #[test]
    fn the_weighted_guess_of_l2_3_is_not_the_cost() {
        // Seed 000 L2.3 / 003: 50 + 100/32 ≈ 53.1 is the wrong, lane-weighted guess; the cost is 150.
        let cost = find("L2.3").unwrap().region().unwrap().price();
        let weighted_guess = 50.0 + 100.0 / 32.0;
        assert!((weighted_guess - 53.125f64).abs() < 1e-12);
        assert_eq!(cost.t_div, 150);
        assert!(cost.t_div as f64 > 2.0 * weighted_guess);
    }

    #[test]
    fn every_scenario_is_valid() {
        for s in SEED_SCENARIOS {
            let region = s.region().unwrap_or_else(|e| panic!("{}: {e}", s.id));
            assert!(region.active_lanes().count() <= s.width().lanes());
        }
        let ids: std::collections::HashSet<_> = SEED_SCENARIOS.iter().map(|s| s.id).collect();
        assert_eq!(ids.len(), SEED_SCENARIOS.len(), "ids are unique");
    }
}
