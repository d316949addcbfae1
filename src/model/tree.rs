//! Branch trees: which leaves of an if/else (or switch) tree the lanes of one warp reach, and what that costs.
//!
//! Nesting depth never sets the cost: every reached leaf is issued once, back to back, so the
//! region is priced like a flat region whose paths are the reached leaves (seed 000 L3.1, seed 003).

use rand::RngExt;

use super::i18n::{Said, Tr};
use super::lanes::{LaneMask, WarpWidth};
use super::pricing::{PathSpec, PricingError, Region};

/// A per-lane condition the tree tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Predicate {
    A,
    B,
    C,
}

impl Predicate {
    pub fn name(self) -> &'static str {
        match self {
            Predicate::A => "A",
            Predicate::B => "B",
            Predicate::C => "C",
        }
    }
}

/// A node of a branch tree; leaves are numbered in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    Leaf(usize),
    If {
        predicate: Predicate,
        then: Box<Node>,
        otherwise: Box<Node>,
    },
    Switch {
        arms: Vec<Node>,
    },
}

/// The trees the view offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum TreeShape {
    /// `if (A) p1 else p2`
    OneLevel,
    /// `if (A) { if (B) p1 else p2 } else { if (C) p3 else p4 }` — seed 000 L3.1.
    #[default]
    Nested,
    /// `switch (k) { case 0: p1 … case 3: p4 }`
    Switch4,
}

impl TreeShape {
    pub const ALL: [TreeShape; 3] = [TreeShape::Nested, TreeShape::OneLevel, TreeShape::Switch4];

    pub fn key(self) -> &'static str {
        match self {
            TreeShape::OneLevel => "if",
            TreeShape::Nested => "nested",
            TreeShape::Switch4 => "switch",
        }
    }

    pub fn from_key(key: &str) -> Option<Self> {
        TreeShape::ALL.into_iter().find(|s| s.key() == key)
    }

    pub fn label(self) -> &'static str {
        match self {
            TreeShape::OneLevel => "One-level if/else",
            TreeShape::Nested => "Nested if/else (seed L3.1)",
            TreeShape::Switch4 => "Four-way switch",
        }
    }

    pub fn leaf_count(self) -> usize {
        match self {
            TreeShape::OneLevel => 2,
            TreeShape::Nested | TreeShape::Switch4 => 4,
        }
    }

    /// Seed 000 L3.1's leaf costs, trimmed to the shape.
    pub fn default_costs(self) -> Vec<u32> {
        [10, 14, 8, 12][..self.leaf_count()].to_vec()
    }

    pub fn root(self) -> Node {
        let leaf = |i| Box::new(Node::Leaf(i));
        match self {
            TreeShape::OneLevel => Node::If {
                predicate: Predicate::A,
                then: leaf(0),
                otherwise: leaf(1),
            },
            TreeShape::Nested => Node::If {
                predicate: Predicate::A,
                then: Box::new(Node::If {
                    predicate: Predicate::B,
                    then: leaf(0),
                    otherwise: leaf(1),
                }),
                otherwise: Box::new(Node::If {
                    predicate: Predicate::C,
                    then: leaf(2),
                    otherwise: leaf(3),
                }),
            },
            TreeShape::Switch4 => Node::Switch {
                arms: (0..4).map(Node::Leaf).collect(),
            },
        }
    }

    /// The source the tree stands for, as a learner reads it.
    pub fn source(self) -> &'static str {
        match self {
            TreeShape::OneLevel => "if (A) { p1; } else { p2; }",
            TreeShape::Nested => "if (A) { if (B) p1; else p2; }\nelse   { if (C) p3; else p4; }",
            TreeShape::Switch4 => "switch (k) { case 0: p1; case 1: p2; case 2: p3; default: p4; }",
        }
    }

    /// Predicate values (and switch selector) that send a lane to `leaf`.
    pub fn lane_for_leaf(self, leaf: usize) -> LaneData {
        let leaf = leaf % self.leaf_count();
        match self {
            TreeShape::OneLevel => LaneData {
                a: leaf == 0,
                ..LaneData::default()
            },
            TreeShape::Nested => LaneData {
                a: leaf < 2,
                b: leaf == 0,
                c: leaf == 2,
                case: 0,
            },
            TreeShape::Switch4 => LaneData {
                case: leaf as u8,
                ..LaneData::default()
            },
        }
    }

    /// Which leaf a lane with these values reaches.
    pub fn leaf_of(self, lane: &LaneData) -> usize {
        route(&self.root(), lane)
    }
}

fn route(node: &Node, lane: &LaneData) -> usize {
    match node {
        Node::Leaf(i) => *i,
        Node::If {
            predicate,
            then,
            otherwise,
        } => {
            if lane.value(*predicate) {
                route(then, lane)
            } else {
                route(otherwise, lane)
            }
        }
        Node::Switch { arms } => {
            let arm = usize::from(lane.case).min(arms.len().saturating_sub(1));
            arms.get(arm).map_or(0, |n| route(n, lane))
        }
    }
}

/// One lane's data: the predicate values and the switch selector.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LaneData {
    pub a: bool,
    pub b: bool,
    pub c: bool,
    pub case: u8,
}

impl LaneData {
    pub fn value(&self, predicate: Predicate) -> bool {
        match predicate {
            Predicate::A => self.a,
            Predicate::B => self.b,
            Predicate::C => self.c,
        }
    }

    pub fn toggled(mut self, predicate: Predicate) -> Self {
        match predicate {
            Predicate::A => self.a = !self.a,
            Predicate::B => self.b = !self.b,
            Predicate::C => self.c = !self.c,
        }
        self
    }
}

/// Layout presets for the lane grid (seed 000 L3.1, seed 004's adversarial layouts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LanePreset {
    /// Lane i reaches leaf i mod leaves: every leaf is reached.
    Worst,
    /// Correlated data: B true whenever A, C true whenever not A, so only p1 and p3 occur (seed L3.1's
    /// "arranged" case). Other data than the rest, not a better arrangement: the key stays `best` because
    /// links keep it.
    Best,
    /// The data were sorted by category, so this warp holds one category only.
    Sorted,
    /// Neighbouring lanes disagree at the first branch (the idx % 2 pattern); each side's data in order.
    Alternating,
    /// Seeded random predicate values.
    Random,
}

impl LanePreset {
    pub const ALL: [LanePreset; 5] = [
        LanePreset::Worst,
        LanePreset::Best,
        LanePreset::Sorted,
        LanePreset::Alternating,
        LanePreset::Random,
    ];

    pub fn key(self) -> &'static str {
        match self {
            LanePreset::Worst => "worst",
            LanePreset::Best => "best",
            LanePreset::Sorted => "sorted",
            LanePreset::Alternating => "alternating",
            LanePreset::Random => "random",
        }
    }

    pub fn from_key(key: &str) -> Option<Self> {
        LanePreset::ALL.into_iter().find(|p| p.key() == key)
    }

    /// The layouts a shape offers. A one-level `if` has two leaves, so "alternating" is the worst case
    /// lane for lane and "only p1 and p3" has no inner branches to correlate: both are left out there
    /// (and [`LanePreset::on`] maps them) rather than shown as duplicates.
    pub fn offered(shape: TreeShape) -> &'static [LanePreset] {
        match shape {
            TreeShape::OneLevel => &[LanePreset::Worst, LanePreset::Sorted, LanePreset::Random],
            TreeShape::Nested | TreeShape::Switch4 => &LanePreset::ALL,
        }
    }

    /// This layout as `shape` offers it: itself, or the offered layout with the same numbers.
    pub fn on(self, shape: TreeShape) -> LanePreset {
        match (shape, self) {
            (TreeShape::OneLevel, LanePreset::Alternating) => LanePreset::Worst,
            // Every lane on p1: one path a warp, as sorted data give.
            (TreeShape::OneLevel, LanePreset::Best) => LanePreset::Sorted,
            (_, p) => p,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            LanePreset::Worst => "Worst case",
            LanePreset::Best => "Only p1 and p3 (correlated data)",
            LanePreset::Sorted => "Sorted by category",
            LanePreset::Alternating => "Alternating lanes",
            LanePreset::Random => "Random",
        }
    }
}

/// The data of one warp for a tree: per-lane values and which lanes are active.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WarpData {
    pub width: WarpWidth,
    pub lanes: Vec<LaneData>,
    pub active: LaneMask,
}

impl WarpData {
    /// Fills a warp from a preset; `seed` feeds the random layout, `active_lanes` makes a partial final warp.
    pub fn preset(
        shape: TreeShape,
        preset: LanePreset,
        width: WarpWidth,
        seed: u64,
        active_lanes: u32,
    ) -> Self {
        let n = width.lanes() as usize;
        let leaves = shape.leaf_count();
        let lanes: Vec<LaneData> = match preset {
            LanePreset::Worst => (0..n).map(|i| shape.lane_for_leaf(i % leaves)).collect(),
            LanePreset::Best => (0..n)
                .map(|i| shape.lane_for_leaf(if i < n / 2 { 0 } else { 2.min(leaves - 1) }))
                .collect(),
            LanePreset::Sorted => (0..n).map(|_| shape.lane_for_leaf(1)).collect(),
            LanePreset::Alternating => (0..n)
                .map(|i| shape.lane_for_leaf(if i % 2 == 0 { 0 } else { leaves - 1 }))
                .collect(),
            LanePreset::Random => {
                let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(seed);
                (0..n)
                    .map(|_| LaneData {
                        a: rng.random(),
                        b: rng.random(),
                        c: rng.random(),
                        case: rng.random_range(0..4u8),
                    })
                    .collect()
            }
        };
        let active =
            LaneMask::range(0, active_lanes.min(width.lanes()), width).unwrap_or(width.full_mask());
        WarpData {
            width,
            lanes,
            active,
        }
    }

    /// The leaf each lane reaches, `None` for inactive lanes.
    pub fn leaves(&self, shape: TreeShape) -> Vec<Option<usize>> {
        self.lanes
            .iter()
            .enumerate()
            .map(|(i, lane)| self.active.contains(i as u32).then(|| shape.leaf_of(lane)))
            .collect()
    }

    /// Lane masks of every leaf.
    pub fn leaf_masks(&self, shape: TreeShape) -> Vec<LaneMask> {
        let mut masks = vec![LaneMask::EMPTY; shape.leaf_count()];
        for (lane, leaf) in self.leaves(shape).into_iter().enumerate() {
            if let Some(leaf) = leaf {
                masks[leaf] = masks[leaf].with(lane as u32);
            }
        }
        masks
    }

    /// Lane masks of every node in reading (depth-first) order, root first.
    pub fn node_masks(&self, shape: TreeShape) -> Vec<LaneMask> {
        let leaf_masks = self.leaf_masks(shape);
        let mut out = Vec::new();
        collect_masks(&shape.root(), &leaf_masks, &mut out);
        out
    }

    /// The reached leaves as the paths of a flat region, priced by the same core.
    pub fn region(
        &self,
        shape: TreeShape,
        costs: &[u32],
        prologue: u32,
        tail: u32,
    ) -> Result<Region, PricingError> {
        let masks = self.leaf_masks(shape);
        let paths = masks
            .iter()
            .zip(costs.iter().chain(std::iter::repeat(&0)))
            .map(|(&takers, &length)| PathSpec { length, takers })
            .collect();
        Region::new(self.width, paths, prologue, tail)
    }
}

/// One character per lane: a hex digit of predicate bits (A = 1, B = 2, C = 4) for if-trees or the
/// case number for the switch, or `.` for an inactive lane.
pub fn encode_lanes(shape: TreeShape, lanes: &[LaneData], active: LaneMask) -> String {
    lanes
        .iter()
        .enumerate()
        .map(|(i, lane)| {
            if !active.contains(i as u32) {
                '.'
            } else if shape == TreeShape::Switch4 {
                char::from(b'0' + lane.case.min(3))
            } else {
                let bits = u32::from(lane.a) | u32::from(lane.b) << 1 | u32::from(lane.c) << 2;
                char::from_digit(bits, 16).unwrap_or('0')
            }
        })
        .collect()
}

pub fn decode_lanes(
    shape: TreeShape,
    text: &str,
    width: WarpWidth,
) -> Result<(Vec<LaneData>, LaneMask), Said> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() != width.lanes() as usize {
        return Err(Said::fill(
            Tr::new(
                "it describes {} lanes, but the warp has {}",
                "yeh {} lanes batata hai, par warp mein {} hain",
            ),
            &[&chars.len().to_string(), &width.lanes().to_string()],
        ));
    }
    let mut lanes = Vec::with_capacity(chars.len());
    let mut active = LaneMask::EMPTY;
    for (i, c) in chars.into_iter().enumerate() {
        if c == '.' {
            lanes.push(LaneData::default());
            continue;
        }
        let lane_said = |text: Tr, value: &str| Said::fill(text, &[&i.to_string(), value]);
        let digit = c.to_digit(16).ok_or_else(|| {
            lane_said(
                Tr::new(
                    "lane {}: \"{}\" is not a lane code (0–7, or . for inactive)",
                    "lane {}: \"{}\" lane code nahi hai (0–7, ya inactive ke liye .)",
                ),
                &c.to_string(),
            )
        })?;
        let lane = if shape == TreeShape::Switch4 {
            if digit > 3 {
                return Err(lane_said(
                    Tr::new(
                        "lane {}: a switch case is 0–3, not {}",
                        "lane {}: switch case 0–3 hota hai, {} nahi",
                    ),
                    &digit.to_string(),
                ));
            }
            LaneData {
                case: digit as u8,
                ..LaneData::default()
            }
        } else {
            if digit > 7 {
                return Err(lane_said(
                    Tr::new(
                        "lane {}: predicate bits are 0–7, not {}",
                        "lane {}: predicate bits 0–7 hote hain, {} nahi",
                    ),
                    &digit.to_string(),
                ));
            }
            LaneData {
                a: digit & 1 != 0,
                b: digit & 2 != 0,
                c: digit & 4 != 0,
                case: 0,
            }
        };
        lanes.push(lane);
        active = active.with(i as u32);
    }
    Ok((lanes, active))
}

fn collect_masks(node: &Node, leaf_masks: &[LaneMask], out: &mut Vec<LaneMask>) -> LaneMask {
    let slot = out.len();
    out.push(LaneMask::EMPTY);
    let mask = match node {
        Node::Leaf(i) => leaf_masks.get(*i).copied().unwrap_or_default(),
        Node::If {
            then, otherwise, ..
        } => {
            let a = collect_masks(then, leaf_masks, out);
            let b = collect_masks(otherwise, leaf_masks, out);
            a.union(b)
        }
        Node::Switch { arms } => arms.iter().fold(LaneMask::EMPTY, |acc, arm| {
            acc.union(collect_masks(arm, leaf_masks, out))
        }),
    };
    out[slot] = mask;
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: WarpWidth = WarpWidth::Warp32;

    fn check(preset: LanePreset, active: u32, reached: usize, t_div: u64, t_ideal: u64) {
        let shape = TreeShape::Nested;
        let warp = WarpData::preset(shape, preset, W, 7, active);
        let cost = warp
            .region(shape, &shape.default_costs(), 0, 0)
            .unwrap()
            .price();
        assert_eq!(cost.taken_paths, reached, "{preset:?} leaves reached");
        assert_eq!((cost.t_div, cost.t_ideal), (t_div, t_ideal), "{preset:?}");
    }

    #[test]
    fn seed_l3_1_worst_and_best() {
        check(LanePreset::Worst, 32, 4, 44, 14); // 10 + 14 + 8 + 12, efficiency 14/44 = 31.8%
        check(LanePreset::Best, 32, 2, 18, 10); // p1 + p3 only, 10/18 = 55.6%
        check(LanePreset::Sorted, 32, 1, 14, 14);
        check(LanePreset::Alternating, 32, 2, 22, 12);
        check(LanePreset::Worst, 3, 3, 32, 14); // a partial final warp of 3 lanes reaches p1, p2, p3
        let shape = TreeShape::Nested;
        let worst = WarpData::preset(shape, LanePreset::Worst, W, 0, 32)
            .region(shape, &[10, 14, 8, 12], 0, 0)
            .unwrap()
            .price();
        assert_eq!((worst.path_efficiency().unwrap() * 1000.0).round(), 318.0); // 31.8%
    }

    #[test]
    fn best_case_follows_the_seed_rule() {
        let warp = WarpData::preset(TreeShape::Nested, LanePreset::Best, W, 0, 32);
        for lane in &warp.lanes {
            assert!(
                if lane.a { lane.b } else { lane.c },
                "B whenever A, C whenever not A"
            );
        }
    }

    #[test]
    fn node_masks_nest() {
        let shape = TreeShape::Nested;
        let warp = WarpData::preset(shape, LanePreset::Worst, W, 0, 32);
        let masks = warp.node_masks(shape);
        // root, if(B), p1, p2, if(C), p3, p4
        assert_eq!(masks.len(), 7);
        assert_eq!(masks[0].count(), 32);
        assert_eq!(masks[1], masks[2].union(masks[3]));
        assert_eq!(masks[4], masks[5].union(masks[6]));
        assert_eq!(masks[2].count(), 8);
    }

    #[test]
    fn every_shape_routes_to_its_leaves() {
        for shape in TreeShape::ALL {
            for leaf in 0..shape.leaf_count() {
                assert_eq!(shape.leaf_of(&shape.lane_for_leaf(leaf)), leaf, "{shape:?}");
            }
            assert_eq!(TreeShape::from_key(shape.key()), Some(shape));
        }
    }

    #[test]
    fn random_layouts_repeat_with_their_seed() {
        let a = WarpData::preset(TreeShape::Nested, LanePreset::Random, W, 42, 32);
        let b = WarpData::preset(TreeShape::Nested, LanePreset::Random, W, 42, 32);
        let c = WarpData::preset(TreeShape::Nested, LanePreset::Random, W, 43, 32);
        assert_eq!(a, b);
        assert_ne!(a, c);
    }
}
