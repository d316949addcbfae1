//! A block of warps running the same region: divergence is priced per warp and the costs add up.

use super::i18n::{fill, Bilingual, Lang, Tr};
use super::lanes::WarpWidth;
use super::pricing::{ratio, PricingError, Region, RegionCost};

/// The most warps a block may hold in the tutor (a 2,048-thread block of 32-lane warps).
pub const MAX_WARPS: usize = 64;

/// One region of code, with its path lengths, run by several warps that each split their lanes differently.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    width: WarpWidth,
    lengths: Vec<u32>,
    /// For each warp, how many lanes take each path (lanes in path order).
    takers: Vec<Vec<u32>>,
    warps: Vec<Region>,
}

/// Why a block cannot be priced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BlockError {
    NoWarps,
    TooManyWarps(usize),
    WrongPathCount {
        warp: usize,
        expected: usize,
        got: usize,
    },
    Warp {
        warp: usize,
        error: PricingError,
    },
}

impl Bilingual for BlockError {
    fn text(&self, lang: Lang) -> String {
        match self {
            BlockError::NoWarps => Tr::new(
                "a block needs at least one warp",
                "block mein kam se kam ek warp chahiye",
            )
            .get(lang)
            .to_string(),
            BlockError::TooManyWarps(n) => fill(
                Tr::new(
                    "{} warps is more than the {} the tutor draws",
                    "{} warps bahut hain; tutor zyada se zyada {} banata hai",
                )
                .get(lang),
                &[&n.to_string(), &MAX_WARPS.to_string()],
            ),
            BlockError::WrongPathCount {
                warp,
                expected,
                got,
            } => fill(
                Tr::new(
                    "warp {} lists {} taker counts, but the region has {} paths",
                    "warp {} mein {} taker counts hain, par region mein {} paths hain",
                )
                .get(lang),
                &[&warp.to_string(), &got.to_string(), &expected.to_string()],
            ),
            BlockError::Warp { warp, error } => format!("warp {warp}: {}", error.text(lang)),
        }
    }
}

/// The English sentence.
impl std::fmt::Display for BlockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for BlockError {}

impl Block {
    /// A block whose warps share `lengths`; `takers[w][i]` lanes of warp w take path i.
    pub fn new(
        width: WarpWidth,
        lengths: Vec<u32>,
        takers: Vec<Vec<u32>>,
    ) -> Result<Self, BlockError> {
        if takers.is_empty() {
            return Err(BlockError::NoWarps);
        }
        if takers.len() > MAX_WARPS {
            return Err(BlockError::TooManyWarps(takers.len()));
        }
        let mut warps = Vec::with_capacity(takers.len());
        for (warp, counts) in takers.iter().enumerate() {
            if counts.len() != lengths.len() {
                return Err(BlockError::WrongPathCount {
                    warp,
                    expected: lengths.len(),
                    got: counts.len(),
                });
            }
            let pairs: Vec<(u32, u32)> = lengths
                .iter()
                .copied()
                .zip(counts.iter().copied())
                .collect();
            warps.push(
                Region::from_counts(width, &pairs, 0, 0)
                    .map_err(|error| BlockError::Warp { warp, error })?,
            );
        }
        Ok(Block {
            width,
            lengths,
            takers,
            warps,
        })
    }

    pub fn width(&self) -> WarpWidth {
        self.width
    }

    pub fn lengths(&self) -> &[u32] {
        &self.lengths
    }

    pub fn takers(&self) -> &[Vec<u32>] {
        &self.takers
    }

    pub fn warps(&self) -> &[Region] {
        &self.warps
    }

    pub fn price(&self) -> BlockCost {
        let per_warp: Vec<RegionCost> = self.warps.iter().map(Region::price).collect();
        BlockCost {
            total_issued: per_warp.iter().map(|c| c.t_div).sum(),
            total_ideal: per_warp.iter().map(|c| c.t_ideal).sum(),
            per_warp,
        }
    }

    /// The same work sorted by path and packed into full warps, so that as many warps as possible are uniform.
    pub fn regrouped(&self) -> Block {
        let lanes = self.width.lanes();
        let mut remaining: Vec<u32> = (0..self.lengths.len())
            .map(|path| self.takers.iter().map(|warp| warp[path]).sum())
            .collect();
        let mut takers = Vec::new();
        let mut path = 0;
        while path < remaining.len() {
            let mut warp = vec![0; remaining.len()];
            let mut room = lanes;
            while room > 0 && path < remaining.len() {
                let take = remaining[path].min(room);
                warp[path] += take;
                remaining[path] -= take;
                room -= take;
                if remaining[path] == 0 {
                    path += 1;
                }
            }
            if warp.iter().any(|&t| t > 0) {
                takers.push(warp);
            }
        }
        if takers.is_empty() {
            takers.push(vec![0; self.lengths.len()]);
        }
        // Sorting keeps every lane's work and never needs more warps than before, so this cannot fail.
        Block::new(self.width, self.lengths.clone(), takers).unwrap_or_else(|_| self.clone())
    }

    /// Every lane of the block that does some work.
    pub fn busy_lanes(&self) -> u32 {
        self.warps.iter().map(|w| w.active_lanes().count()).sum()
    }
}

/// A block's cost: per-warp costs added up.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockCost {
    pub per_warp: Vec<RegionCost>,
    /// Σ T_div over the warps: the cycles the block's warps issue.
    pub total_issued: u64,
    /// Σ T_ideal over the warps: what they would issue if no warp diverged.
    pub total_ideal: u64,
}

impl BlockCost {
    /// Σ ideal / Σ issued.
    pub fn efficiency(&self) -> Option<f64> {
        ratio(self.total_ideal, self.total_issued)
    }

    /// How much faster `better` is than this block (issued cycles before / after).
    pub fn speedup_to(&self, better: &BlockCost) -> Option<f64> {
        ratio(self.total_issued, better.total_issued)
    }

    pub fn divergent_warps(&self) -> usize {
        self.per_warp.iter().filter(|c| c.taken_paths > 1).count()
    }
}

/// A seed block scenario, by name.
#[derive(Clone, Copy, Debug)]
pub struct SeedBlock {
    pub id: &'static str,
    pub title: &'static str,
    pub lengths: &'static [u32],
    pub takers: &'static [&'static [u32]],
}

impl SeedBlock {
    pub fn block(&self) -> Result<Block, BlockError> {
        Block::new(
            WarpWidth::Warp32,
            self.lengths.to_vec(),
            self.takers.iter().map(|t| t.to_vec()).collect(),
        )
    }
}

/// The seeds' block scenarios (seed 000 L4.3, L5.1, L5.2).
pub const SEED_BLOCKS: &[SeedBlock] = &[
    SeedBlock {
        id: "L4.3",
        title: "L4.3 four mixed warps, 8 lanes on each of 20/30/25/5",
        lengths: &[20, 30, 25, 5],
        takers: &[&[8, 8, 8, 8], &[8, 8, 8, 8], &[8, 8, 8, 8], &[8, 8, 8, 8]],
    },
    SeedBlock {
        id: "L5.1",
        title: "L5.1 one clean warp, three split 30/18",
        lengths: &[30, 18],
        takers: &[&[32, 0], &[16, 16], &[16, 16], &[16, 16]],
    },
    SeedBlock {
        id: "L5.2A",
        title: "L5.2 option A: every warp splits 40/10",
        lengths: &[40, 10],
        takers: &[&[16, 16], &[16, 16], &[16, 16], &[16, 16]],
    },
    SeedBlock {
        id: "L5.2B",
        title: "L5.2 option B: sorted, two heavy and two light warps",
        lengths: &[40, 10],
        takers: &[&[32, 0], &[32, 0], &[0, 32], &[0, 32]],
    },
];

pub fn find_block(id: &str) -> Option<&'static SeedBlock> {
    SEED_BLOCKS.iter().find(|b| b.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn price(id: &str) -> BlockCost {
        find_block(id).unwrap().block().unwrap().price()
    }

    #[test]
    fn l5_1_one_clean_warp_cannot_rescue_three() {
        let cost = price("L5.1");
        assert_eq!(
            cost.per_warp.iter().map(|c| c.t_div).collect::<Vec<_>>(),
            vec![30, 48, 48, 48]
        );
        assert_eq!(cost.total_issued, 174);
        assert_eq!(cost.total_ideal, 120);
        assert!((cost.efficiency().unwrap() - 0.690).abs() < 0.0005);
    }

    #[test]
    fn l5_2_sorting_halves_the_cycles() {
        let a = price("L5.2A");
        let b = price("L5.2B");
        assert_eq!(a.total_issued, 200);
        assert_eq!(b.total_issued, 100);
        assert_eq!(a.speedup_to(&b), Some(2.0));
        let regrouped = find_block("L5.2A")
            .unwrap()
            .block()
            .unwrap()
            .regrouped()
            .price();
        assert_eq!(regrouped.total_issued, 100);
    }

    #[test]
    fn l4_3_sorting_buys_four_times() {
        let block = find_block("L4.3").unwrap().block().unwrap();
        let mixed = block.price();
        assert_eq!(mixed.per_warp[0].t_div, 80);
        let sorted = block.regrouped().price();
        assert_eq!(
            sorted.per_warp.iter().map(|c| c.t_div).collect::<Vec<_>>(),
            vec![20, 30, 25, 5]
        );
        assert_eq!(sorted.total_issued as f64 / 4.0, 20.0); // 20 cycles per warp on average
        assert_eq!(mixed.speedup_to(&sorted), Some(4.0));
        assert_eq!(sorted.efficiency(), Some(1.0));
    }

    #[test]
    fn l2_2_populations_do_not_fill_whole_warps() {
        // Four warps split like L2.2 (8/10/8/6): sorting leaves two mixed warps, so the gain is 320/135, not 4x.
        let block = Block::new(
            WarpWidth::Warp32,
            vec![20, 30, 25, 5],
            vec![vec![8, 10, 8, 6]; 4],
        )
        .unwrap();
        let sorted = block.regrouped().price();
        assert_eq!(block.price().total_issued, 320);
        assert_eq!(sorted.total_issued, 135);
    }

    #[test]
    fn sorting_can_lose_to_a_lucky_layout() {
        // Found by the property test: sorted packing puts a 1-lane spill of the longest path in its own warp.
        let block = Block::new(
            WarpWidth::Warp32,
            vec![1, 1, 3],
            vec![vec![6, 8, 0], vec![2, 9, 8]],
        )
        .unwrap();
        assert_eq!(block.price().total_issued, 7);
        assert_eq!(block.regrouped().price().total_issued, 8);
    }

    #[test]
    fn bad_blocks_are_refused() {
        assert_eq!(
            Block::new(WarpWidth::Warp32, vec![1], vec![]).unwrap_err(),
            BlockError::NoWarps
        );
        assert!(Block::new(WarpWidth::Warp32, vec![1], vec![vec![1]; 65]).is_err());
        assert!(Block::new(WarpWidth::Warp32, vec![1, 2], vec![vec![1]]).is_err());
        let err = Block::new(WarpWidth::Warp32, vec![1, 2], vec![vec![30, 3]]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "warp 0: the paths have 33 takers in all, but the warp has only 32 lanes"
        );
    }

    proptest! {
        #[test]
        fn regrouping_keeps_work_and_leaves_at_most_one_mixed_warp_per_boundary(
            lengths in proptest::collection::vec(1u32..1000, 1..5),
            seeds in proptest::collection::vec(proptest::collection::vec(0u32..12, 4), 1..9),
        ) {
            let takers: Vec<Vec<u32>> = seeds.iter().map(|w| {
                let mut left = 32u32;
                (0..lengths.len()).map(|i| { let t = w[i].min(left); left -= t; t }).collect()
            }).collect();
            let block = Block::new(WarpWidth::Warp32, lengths.clone(), takers).unwrap();
            let sorted = block.regrouped();
            prop_assert_eq!(block.busy_lanes(), sorted.busy_lanes());
            prop_assert!(sorted.warps().len() <= block.warps().len());
            // Sorted data can split only where one path's lanes end and the next begin.
            let kinds = (0..lengths.len()).filter(|&p| block.takers().iter().any(|w| w[p] > 0)).count();
            prop_assert!(sorted.price().divergent_warps() < kinds.max(1));
        }

        #[test]
        fn regrouping_never_costs_more_when_each_path_fills_whole_warps(
            lengths in proptest::collection::vec(1u32..1000, 1..5),
            warps_per_path in 1usize..4,
        ) {
            // Every warp mixes all paths evenly; sorted, each path fills whole warps.
            let k = lengths.len() as u32;
            let per = 32 / k;
            let used = per * k;
            prop_assume!(used > 0);
            let warps = warps_per_path * k as usize * 32 / used as usize;
            prop_assume!((1..=MAX_WARPS).contains(&warps) && (warps as u32 * per).is_multiple_of(32));
            let block = Block::new(WarpWidth::Warp32, lengths.clone(), vec![vec![per; k as usize]; warps]).unwrap();
            let sorted = block.regrouped().price();
            prop_assert_eq!(sorted.divergent_warps(), 0);
            prop_assert!(sorted.total_issued <= block.price().total_issued);
        }
    }

    #[test]
    fn refusals_in_both_languages() {
        use crate::model::i18n::assert_bilingual;
        let table: [(BlockError, &[&str]); 4] = [
            (BlockError::NoWarps, &[]),
            (BlockError::TooManyWarps(65), &["65", "64"]),
            (
                BlockError::WrongPathCount {
                    warp: 3,
                    expected: 2,
                    got: 1,
                },
                &["warp 3", "1 taker counts", "2 paths"],
            ),
            (
                BlockError::Warp {
                    warp: 1,
                    error: PricingError::NoPaths,
                },
                &["warp 1: "],
            ),
        ];
        for (error, values) in table {
            assert_bilingual(&error, values);
        }
    }
}
