//! Predication versus a real branch, priced soundly over a population of warps.
//!
//! Predication issues both sides in every warp and needs no branch machinery. A real branch issues
//! both sides only in warps that diverge, one side in uniform warps, and pays a branch overhead
//! (the branch, the mask push/pop, the reconvergence) in every warp. Seed 000 L4.2 and seed 003 state
//! "predicate when T_A + T_B > 2·max(T_A, T_B)"; that inequality never holds (see [`seed_rule_holds`]).

/// A two-sided branch and the warps that run it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BranchChoice {
    pub t_a: u32,
    pub t_b: u32,
    /// Cycles a real branch adds per warp, divergent or not.
    pub branch_overhead: u32,
    /// Share of warps whose lanes disagree, in [0, 1].
    pub divergent_fraction: f64,
    /// Among uniform warps, the share that takes side A, in [0, 1].
    pub uniform_share_a: f64,
}

/// Expected cycles per warp under each strategy.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChoiceCost {
    pub predicated: f64,
    pub branched: f64,
}

impl ChoiceCost {
    pub fn predication_wins(&self) -> bool {
        self.predicated < self.branched
    }
}

impl BranchChoice {
    pub fn cost(&self) -> ChoiceCost {
        let f = self.divergent_fraction.clamp(0.0, 1.0);
        let q = self.uniform_share_a.clamp(0.0, 1.0);
        let (a, b) = (f64::from(self.t_a), f64::from(self.t_b));
        let both = a + b;
        let uniform = q * a + (1.0 - q) * b;
        ChoiceCost {
            predicated: both,
            branched: f64::from(self.branch_overhead) + f * both + (1.0 - f) * uniform,
        }
    }

    /// The divergent-warp share above which predication is cheaper, if any share in [0, 1] is.
    ///
    /// branched − predicated = overhead − (1 − f)·skipped, where `skipped` is the side a uniform
    /// warp avoids on average; predication wins once (1 − f)·skipped < overhead.
    pub fn crossover_divergent_fraction(&self) -> Option<f64> {
        let q = self.uniform_share_a.clamp(0.0, 1.0);
        let skipped = (1.0 - q) * f64::from(self.t_a) + q * f64::from(self.t_b);
        let overhead = f64::from(self.branch_overhead);
        if skipped <= overhead {
            return Some(0.0);
        }
        Some((1.0 - overhead / skipped).clamp(0.0, 1.0))
    }
}

/// The seeds' crossover test, kept only to show it can never be true: a + b ≤ 2·max(a, b) always.
pub fn seed_rule_holds(t_a: u32, t_b: u32) -> bool {
    u64::from(t_a) + u64::from(t_b) > 2 * u64::from(t_a.max(t_b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn choice(t_a: u32, t_b: u32, overhead: u32, f: f64) -> BranchChoice {
        BranchChoice {
            t_a,
            t_b,
            branch_overhead: overhead,
            divergent_fraction: f,
            uniform_share_a: 0.5,
        }
    }

    #[test]
    fn seed_l4_2_numbers() {
        // T_A = 4, T_B = 3: sum 7, 2·max 8 — the seed's rule says "7 > 8?" which is false, as it always is.
        assert!(!seed_rule_holds(4, 3));
        assert_eq!(u32::from(4u8 + 3), 7);
        // With every warp divergent, both strategies issue 7 cycles; the branch adds its overhead on top.
        let always = choice(4, 3, 2, 1.0).cost();
        assert_eq!(always.predicated, 7.0);
        assert_eq!(always.branched, 9.0);
        assert!(always.predication_wins());
    }

    #[test]
    fn long_rare_branches_prefer_branching() {
        let c = choice(200, 180, 4, 0.05).cost();
        assert!(!c.predication_wins());
        let crossover = choice(200, 180, 4, 0.0)
            .crossover_divergent_fraction()
            .unwrap();
        assert!(crossover > 0.97);
    }

    proptest! {
        #[test]
        fn the_seed_rule_never_holds(a in any::<u32>(), b in any::<u32>()) {
            prop_assert!(!seed_rule_holds(a, b));
        }

        #[test]
        fn crossover_separates_the_strategies(a in 0u32..1000, b in 0u32..1000, o in 0u32..50, f in 0.0f64..=1.0) {
            let c = choice(a, b, o, f);
            let x = c.crossover_divergent_fraction().unwrap();
            let cost = c.cost();
            if f > x + 1e-9 { prop_assert!(cost.predicated <= cost.branched + 1e-9); }
            if f < x - 1e-9 { prop_assert!(cost.predicated >= cost.branched - 1e-9); }
        }
    }
}
