//! The branch tree's lane layouts as one warp of a whole dataset: every element belongs to a leaf, the
//! dataset's overall shares are fixed, and the layout decides how the elements are grouped into warps.
//!
//! Source note 004's point: how a dataset is grouped into warps decides divergence, not the overall
//! counts. The same shares give one leaf per warp when sorted and every leaf in every warp when mixed.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::lanes::{LaneMask, WarpWidth};
use super::pricing::ratio;
use super::tree::{LanePreset, TreeShape, WarpData};

/// Warps in a dataset unless the learner chooses otherwise.
pub const DEFAULT_WARPS: u32 = 8;
/// The most warps a dataset may have (the strip draws one row per warp).
pub const MAX_WARPS: u32 = 64;

/// Equal shares, in percent, for a shape's leaves (25% each for four, 50% each for two).
pub fn equal_shares(shape: TreeShape) -> Vec<u32> {
    let leaves = shape.leaf_count() as u32;
    (0..leaves)
        .map(|i| 100 / leaves + u32::from(i < 100 % leaves))
        .collect()
}

/// How many of `total` elements each leaf gets: the shares (percent, summing to 100) by the largest
/// remainder, so the counts add up to `total` exactly.
pub fn leaf_counts(shares: &[u32], total: u32) -> Vec<u32> {
    let sum: u64 = shares.iter().map(|&s| u64::from(s)).sum::<u64>().max(1);
    let exact: Vec<(u64, u64)> = shares
        .iter()
        .map(|&s| {
            let scaled = u64::from(s) * u64::from(total);
            (scaled / sum, scaled % sum)
        })
        .collect();
    let mut counts: Vec<u32> = exact.iter().map(|&(q, _)| q as u32).collect();
    let short = total.saturating_sub(counts.iter().sum::<u32>());
    let mut order: Vec<usize> = (0..shares.len()).collect();
    order.sort_unstable_by(|&a, &b| exact[b].1.cmp(&exact[a].1).then(a.cmp(&b)));
    for &i in order.iter().cycle().take(short as usize) {
        counts[i] += 1;
    }
    counts
}

/// Elements of a dataset of `warps` warps whose final warp holds `last_active` lanes.
pub fn element_count(width: WarpWidth, warps: u32, last_active: u32) -> u32 {
    let lanes = width.lanes();
    warps.saturating_sub(1) * lanes + last_active.clamp(1, lanes)
}

/// The leaf of every element, in memory order, for a layout:
/// - **sorted**: each leaf's elements together, leaf by leaf;
/// - **alternating**: neighbouring elements disagree at the first branch — the leaves split into the
///   `if` side (the first half) and the `else` side, the sides take turns by their shares (a weighted
///   round robin) — while each side's elements come in sorted order: a warp splits at the top and
///   rarely below it, between sorted (one leaf a warp) and worst (every leaf);
/// - **random**: the sorted elements shuffled (seeded);
/// - **worst**: every warp holds its fair share of every leaf, interleaved lane by lane — the most any
///   warp can diverge with these shares;
/// - **best arranged**: the data correlate so B holds whenever A and C whenever not A (for the `if`
///   and the switch: pairs of leaves merged), so only p1 and p3 exist, spread as in the worst case.
pub fn dataset(
    shape: TreeShape,
    preset: LanePreset,
    shares: &[u32],
    width: WarpWidth,
    warps: u32,
    last_active: u32,
    seed: u64,
) -> Vec<u8> {
    let n = element_count(width, warps, last_active);
    let leaves = shape.leaf_count();
    let shares: Vec<u32> = match preset {
        LanePreset::Best => (0..leaves)
            .map(|i| {
                if i % 2 == 0 {
                    shares.get(i).copied().unwrap_or(0) + shares.get(i + 1).copied().unwrap_or(0)
                } else {
                    0
                }
            })
            .collect(),
        _ => shares.to_vec(),
    };
    let counts = leaf_counts(&shares, n);
    let sorted: Vec<u8> = counts
        .iter()
        .enumerate()
        .flat_map(|(leaf, &c)| std::iter::repeat_n(leaf as u8, c as usize))
        .collect();
    match preset {
        LanePreset::Sorted => sorted,
        LanePreset::Random => {
            let mut out = sorted;
            let mut rng = StdRng::seed_from_u64(seed);
            for i in (1..out.len()).rev() {
                out.swap(i, rng.random_range(0..=i));
            }
            out
        }
        LanePreset::Alternating => {
            let half = leaves.div_ceil(2);
            let sides = [
                counts[..half].iter().sum::<u32>(),
                counts[half..].iter().sum::<u32>(),
            ];
            let (first, second) = sorted.split_at(sides[0] as usize);
            let mut from = [first.iter(), second.iter()];
            round_robin(&sides, n)
                .into_iter()
                .filter_map(|side| from[usize::from(side)].next().copied())
                .collect()
        }
        LanePreset::Worst => fair_warps(&counts, width.lanes(), n),
        // Arranged: inside each warp the lanes are grouped by leaf (p1 lanes first), as the tree's
        // best case has always shown them.
        LanePreset::Best => {
            let mut out = fair_warps(&counts, width.lanes(), n);
            for warp in out.chunks_mut(width.lanes() as usize) {
                warp.sort_unstable();
            }
            out
        }
    }
}

/// A smooth weighted round robin: at each element the leaf furthest behind its share goes next.
fn round_robin(counts: &[u32], n: u32) -> Vec<u8> {
    let total = i64::from(n.max(1));
    let mut credit = vec![0i64; counts.len()];
    let mut left: Vec<u32> = counts.to_vec();
    (0..n)
        .map(|_| {
            for (c, &w) in credit.iter_mut().zip(counts) {
                *c += i64::from(w);
            }
            let pick = (0..counts.len())
                .filter(|&i| left[i] > 0)
                .max_by(|&a, &b| credit[a].cmp(&credit[b]).then(b.cmp(&a)))
                .unwrap_or(0);
            credit[pick] -= total;
            left[pick] = left[pick].saturating_sub(1);
            pick as u8
        })
        .collect()
}

/// Each warp gets its fair part of every leaf (the counts spread over the warps as evenly as whole
/// elements allow), and inside a warp the leaves take turns lane by lane.
fn fair_warps(counts: &[u32], lanes: u32, n: u32) -> Vec<u8> {
    let warps = n.div_ceil(lanes.max(1));
    let mut left: Vec<u32> = counts.to_vec();
    let mut out = Vec::with_capacity(n as usize);
    for w in 0..warps {
        let size = (n - w * lanes).min(lanes);
        let remaining: u32 = left.iter().sum();
        // This warp's part of each leaf, by the largest remainder over what is left.
        let mut part = leaf_counts(&left, size.min(remaining));
        for (p, l) in part.iter_mut().zip(&left) {
            *p = (*p).min(*l);
        }
        // Interleave: lane i takes the next leaf that still has elements in this warp.
        let mut given = vec![0u32; part.len()];
        let mut leaf = 0usize;
        for _ in 0..part.iter().sum::<u32>() {
            while given[leaf] >= part[leaf] {
                leaf = (leaf + 1) % part.len();
            }
            out.push(leaf as u8);
            given[leaf] += 1;
            leaf = (leaf + 1) % part.len();
        }
        for (l, p) in left.iter_mut().zip(&part) {
            *l -= p;
        }
    }
    out
}

/// Warp `k` of a dataset as the tree draws it: its lanes' data, the lanes past the end inactive.
pub fn warp_of(data: &[u8], shape: TreeShape, width: WarpWidth, k: u32) -> WarpData {
    let lanes = width.lanes();
    let start = (k * lanes) as usize;
    let mut lane_data = Vec::with_capacity(lanes as usize);
    let mut active = LaneMask::EMPTY;
    for lane in 0..lanes {
        match data.get(start + lane as usize) {
            Some(&leaf) => {
                lane_data.push(shape.lane_for_leaf(usize::from(leaf)));
                active = active.with(lane);
            }
            None => lane_data.push(shape.lane_for_leaf(0)),
        }
    }
    WarpData {
        width,
        lanes: lane_data,
        active,
    }
}

/// What every warp of a dataset costs: each warp issues every leaf one of its elements reaches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DatasetCost {
    /// Per warp: (T_div, T_ideal, leaves reached).
    pub per_warp: Vec<(u64, u64, usize)>,
    pub total_issued: u64,
    pub total_ideal: u64,
}

impl DatasetCost {
    /// Σ ideal / Σ issued, as the block view defines it.
    pub fn efficiency(&self) -> Option<f64> {
        ratio(self.total_ideal, self.total_issued)
    }

    /// Warps that reach more than one leaf.
    pub fn divergent_warps(&self) -> usize {
        self.per_warp.iter().filter(|w| w.2 > 1).count()
    }
}

/// Prices every warp of a dataset with the leaves' costs.
pub fn price(data: &[u8], width: WarpWidth, costs: &[u32]) -> DatasetCost {
    let mut out = DatasetCost::default();
    for warp in data.chunks(width.lanes() as usize) {
        let mut reached = vec![false; costs.len()];
        for &leaf in warp {
            if let Some(r) = reached.get_mut(usize::from(leaf)) {
                *r = true;
            }
        }
        let taken = costs.iter().zip(&reached).filter(|(_, &r)| r);
        let t_div: u64 = taken.clone().map(|(&c, _)| u64::from(c)).sum();
        let t_ideal = taken.clone().map(|(&c, _)| u64::from(c)).max().unwrap_or(0);
        out.per_warp.push((t_div, t_ideal, taken.count()));
        out.total_issued += t_div;
        out.total_ideal += t_ideal;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: WarpWidth = WarpWidth::Warp32;
    const NESTED: TreeShape = TreeShape::Nested;

    /// Leaves reached per warp, warp by warp.
    fn reached(data: &[u8]) -> Vec<usize> {
        price(data, W, &[10, 14, 8, 12])
            .per_warp
            .iter()
            .map(|w| w.2)
            .collect()
    }

    #[test]
    fn counts_follow_the_shares_exactly() {
        let table: [(&[u32], u32, &[u32]); 5] = [
            (&[25, 25, 25, 25], 256, &[64, 64, 64, 64]),
            (&[25, 25, 25, 25], 250, &[63, 63, 62, 62]),
            (&[70, 10, 10, 10], 32, &[23, 3, 3, 3]),
            (&[100, 0, 0, 0], 9, &[9, 0, 0, 0]),
            (&[50, 50], 1, &[1, 0]),
        ];
        for (shares, total, want) in table {
            assert_eq!(leaf_counts(shares, total), want, "{shares:?} of {total}");
        }
        assert_eq!(equal_shares(NESTED), vec![25, 25, 25, 25]);
        assert_eq!(equal_shares(TreeShape::OneLevel), vec![50, 50]);
    }

    /// No two layouts a shape offers give the same numbers with its default costs and equal shares (a
    /// learner comparing presets must see each one do something of its own).
    #[test]
    fn offered_layouts_never_repeat_numbers() {
        for shape in TreeShape::ALL {
            let costs = shape.default_costs();
            let priced: Vec<(LanePreset, DatasetCost)> = LanePreset::offered(shape)
                .iter()
                .map(|&p| {
                    let data = dataset(shape, p, &equal_shares(shape), W, 8, 32, 7);
                    (p, price(&data, W, &costs))
                })
                .collect();
            for (i, (a, ca)) in priced.iter().enumerate() {
                for (b, cb) in &priced[i + 1..] {
                    // A shuffled warp of 32 almost surely catches every leaf: random order costs what
                    // the worst case costs, which its sentence says (the lesson, not a duplicate).
                    if [*a, *b] == [LanePreset::Worst, LanePreset::Random] {
                        continue;
                    }
                    assert_ne!(ca, cb, "{shape:?}: {a:?} and {b:?} give the same numbers");
                }
            }
            for p in LanePreset::ALL {
                assert!(
                    LanePreset::offered(shape).contains(&p.on(shape)),
                    "{shape:?} {p:?}"
                );
            }
        }
    }

    /// (layout, leaves reached in each of 8 warps, block issued) at 25% per leaf, costs 10/14/8/12.
    #[test]
    fn each_layout_groups_the_same_dataset_differently() {
        let table: [(LanePreset, [usize; 8], u64); 4] = [
            (
                LanePreset::Sorted,
                [1, 1, 1, 1, 1, 1, 1, 1],
                2 * (10 + 14 + 8 + 12),
            ),
            // The first four warps pair p1 with p3, the last four p2 with p4.
            (
                LanePreset::Alternating,
                [2; 8],
                4 * (10 + 8) + 4 * (14 + 12),
            ),
            (LanePreset::Worst, [4; 8], 8 * 44),
            (LanePreset::Best, [2; 8], 8 * 18),
        ];
        for (preset, leaves, issued) in table {
            let data = dataset(NESTED, preset, &[25, 25, 25, 25], W, 8, 32, 7);
            assert_eq!(data.len(), 256);
            assert_eq!(reached(&data), leaves, "{preset:?}");
            assert_eq!(
                price(&data, W, &[10, 14, 8, 12]).total_issued,
                issued,
                "{preset:?}"
            );
        }
        // Random: the same counts, almost surely every leaf in every warp.
        let random = dataset(NESTED, LanePreset::Random, &[25, 25, 25, 25], W, 8, 32, 7);
        let mut counts = [0; 4];
        random.iter().for_each(|&l| counts[usize::from(l)] += 1);
        assert_eq!(counts, [64; 4]);
    }

    #[test]
    fn the_worst_and_best_warps_are_the_old_single_warp_presets() {
        // Lane i reaches leaf i mod 4 in the worst case; p1 then p3 in the best, as the tree always showed.
        for preset in [LanePreset::Worst, LanePreset::Best] {
            let data = dataset(NESTED, preset, &[25, 25, 25, 25], W, 8, 32, 7);
            let warp = warp_of(&data, NESTED, W, 3);
            assert_eq!(
                warp,
                WarpData::preset(NESTED, preset, W, 7, 32),
                "{preset:?}"
            );
        }
    }

    #[test]
    fn sorted_can_leave_one_mixed_warp_and_still_wins() {
        // 30% / 70% of 8 warps: 77 and 179 elements; the warp holding element 77 is mixed.
        let data = dataset(
            TreeShape::OneLevel,
            LanePreset::Sorted,
            &[30, 70],
            W,
            8,
            32,
            0,
        );
        let cost = price(&data, W, &[20, 12]);
        assert_eq!(cost.divergent_warps(), 1);
        let mixed = dataset(
            TreeShape::OneLevel,
            LanePreset::Worst,
            &[30, 70],
            W,
            8,
            32,
            0,
        );
        let mixed_cost = price(&mixed, W, &[20, 12]);
        assert_eq!(mixed_cost.divergent_warps(), 8);
        assert!(cost.total_issued < mixed_cost.total_issued);
    }

    #[test]
    fn a_partial_final_warp_has_inactive_lanes() {
        let data = dataset(NESTED, LanePreset::Sorted, &[25, 25, 25, 25], W, 2, 24, 0);
        assert_eq!(data.len(), 56);
        let last = warp_of(&data, NESTED, W, 1);
        assert_eq!(last.active.count(), 24);
        assert_eq!(warp_of(&data, NESTED, W, 0).active.count(), 32);
    }

    #[test]
    fn alternating_takes_turns_by_share() {
        let data = dataset(
            TreeShape::OneLevel,
            LanePreset::Alternating,
            &[75, 25],
            W,
            1,
            32,
            0,
        );
        assert_eq!(&data[..8], &[0, 0, 1, 0, 0, 0, 1, 0][..]);
        assert_eq!(data.iter().filter(|&&l| l == 1).count(), 8);
    }
}
