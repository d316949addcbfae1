//! The exercise ladder: seed 000's five levels rebuilt as complete items whose answers the pricing core computes.
//!
//! Each item is generated from numbers (the seed's, or seeded fresh ones of the same shape); the
//! statement, the expected answers and every figure in the worked solution come from those numbers
//! through the core, so no answer is typed into prose.

use std::collections::BTreeSet;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::block::Block;
use super::errata::{self, Erratum};
use super::fields::{counted, fixed, percent};
use super::lanes::WarpWidth;
use super::loops::{TripCounts, SEED_TRIP_COUNTS};
use super::predication::seed_rule_holds;
use super::pricing::{Region, RegionCost};
use super::tree::{LanePreset, TreeShape, WarpData};

/// The unit a numeric answer is given in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Cycles,
    Percent,
    Times,
    Count,
}

impl Unit {
    pub fn suffix(self) -> &'static str {
        match self {
            Unit::Cycles => "cycles",
            Unit::Percent => "%",
            Unit::Times => "×",
            Unit::Count => "",
        }
    }

    /// The tolerance a learner is told about.
    pub fn tolerance(self) -> f64 {
        match self {
            Unit::Cycles | Unit::Count => 0.5,
            Unit::Percent => 0.1,
            Unit::Times => 0.05,
        }
    }

    pub fn tolerance_text(self) -> String {
        match self {
            Unit::Cycles => "±0.5 cycles".into(),
            Unit::Count => "±0.5".into(),
            Unit::Percent => "±0.1 percentage points".into(),
            Unit::Times => "±0.05×".into(),
        }
    }

    pub fn format(self, value: f64) -> String {
        match self {
            Unit::Cycles if value == 1.0 => "1 cycle".into(),
            Unit::Cycles => format!("{} cycles", trim(value)),
            Unit::Count => trim(value),
            Unit::Percent => format!("{}%", fixed(value, 1)),
            Unit::Times => format!("{}×", trim((value * 100.0).round() / 100.0)),
        }
    }
}

fn trim(value: f64) -> String {
    if value.fract() == 0.0 {
        fixed(value, 0)
    } else {
        let s = fixed(value, 3);
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// "1 lane", "8 lanes": variants may put a single lane on a path.
fn lanes(n: u32) -> String {
    if n == 1 {
        "1 lane".into()
    } else {
        format!("{n} lanes")
    }
}

/// What one part of an item asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum PartKind {
    Choice {
        options: Vec<String>,
        correct: usize,
    },
    Number {
        unit: Unit,
        value: f64,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub label: String,
    pub kind: PartKind,
}

/// One exercise, complete.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    pub id: &'static str,
    pub level: u8,
    pub title: String,
    pub statement: String,
    pub code: Option<String>,
    pub parts: Vec<Part>,
    pub hints: Vec<String>,
    pub solution: Vec<String>,
    /// The view and scenario that show this item (`state::ladder` spells it as a link).
    pub target: Target,
    pub erratum: Option<&'static Erratum>,
    /// How the statement was rebuilt where the seed kept only the solution.
    pub reconstruction: &'static str,
}

pub const LEVELS: [(u8, &str); 5] = [
    (1, "Recognition"),
    (2, "Application"),
    (3, "Analysis"),
    (4, "Synthesis"),
    (5, "Mastery"),
];

// Reading and grading answers lives in `answers`; re-exported so existing callers keep compiling.
pub use super::answers::{grade, grade_number, parse_decimal, parse_number, AnswerError};

/// A ratio in percentage points (0.625 → 62.5), as an expected answer; no ratio counts as 0.
fn percentage_points(ratio: Option<f64>) -> f64 {
    ratio.map_or(0.0, |r| r * 100.0)
}

fn number(label: &str, unit: Unit, value: f64) -> Part {
    Part {
        label: label.to_string(),
        kind: PartKind::Number { unit, value },
    }
}

fn choice(label: &str, options: &[&str], correct: usize) -> Part {
    Part {
        label: label.to_string(),
        kind: PartKind::Choice {
            options: options.iter().map(|s| s.to_string()).collect(),
            correct,
        },
    }
}

/// Which view shows an item's scenario, as data: the model names it, the state layer writes the link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// One warp of 32 lanes: (length, takers) per path, takers filling lanes in order.
    Timeline { paths: Vec<(u32, u32)>, tail: u32 },
    /// The timeline's block mode: one length per path, and per warp the takers of each path.
    Block {
        lengths: Vec<u32>,
        takers: Vec<Vec<u32>>,
    },
    /// The branch tree with a lane layout; `costs: None` keeps the shape's default leaf costs.
    Tree {
        shape: TreeShape,
        costs: Option<Vec<u32>>,
        preset: LanePreset,
    },
    /// The loop panel with these per-lane trip counts.
    Loop { counts: Vec<u32> },
}

fn timeline_link(paths: &[(u32, u32)], tail: u32) -> Target {
    Target::Timeline {
        paths: paths.to_vec(),
        tail,
    }
}

fn price(paths: &[(u32, u32)], tail: u32) -> RegionCost {
    Region::from_counts(WarpWidth::Warp32, paths, 0, tail)
        .map(|r| r.price())
        .unwrap_or_default()
}

fn sum_text(paths: &[(u32, u32)]) -> String {
    paths
        .iter()
        .filter(|p| p.1 > 0)
        .map(|p| p.0.to_string())
        .collect::<Vec<_>>()
        .join(" + ")
}

fn max_text(paths: &[(u32, u32)]) -> String {
    format!(
        "max({})",
        paths
            .iter()
            .filter(|p| p.1 > 0)
            .map(|p| p.0.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// Owned copies of fixed lines: one call for the list, not an allocation written out for each line.
fn texts(lines: &[&str]) -> Vec<String> {
    lines.iter().map(|line| line.to_string()).collect()
}

/// Splits 32 lanes into `k` positive taker counts.
fn split_lanes(rng: &mut StdRng, k: usize) -> Vec<u32> {
    // k − 1 distinct cuts between lanes, in increasing order.
    let mut cuts = BTreeSet::new();
    while cuts.len() < k - 1 {
        cuts.insert(rng.random_range(1..32u32));
    }
    let mut out = Vec::with_capacity(k);
    let mut prev = 0;
    for c in cuts.into_iter().chain(std::iter::once(32)) {
        out.push(c - prev);
        prev = c;
    }
    out
}

/// The numbers one item is built from; `None` means the seed's own.
fn rng_for(seed: Option<u64>, id: &str) -> Option<StdRng> {
    seed.map(|s| {
        let salt = id.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        StdRng::seed_from_u64(s ^ salt)
    })
}

/// Every item's id and level, in ladder order.
pub const ITEMS: [(&str, u8); 16] = [
    ("L1.1", 1),
    ("L1.2", 1),
    ("L2.1", 2),
    ("L2.2", 2),
    ("L2.3", 2),
    ("L3.1", 3),
    ("L3.2", 3),
    ("L3.3", 3),
    ("L4.1", 4),
    ("L4.2", 4),
    ("L4.3", 4),
    ("L5.1", 5),
    ("L5.2", 5),
    ("L5.3", 5),
    ("X.1", 5),
    ("X.2", 5),
];

/// Every item of the ladder, in order: the seed's numbers when `seed` is `None`, a fresh variant set otherwise.
pub fn ladder(seed: Option<u64>) -> Vec<Exercise> {
    ITEMS.iter().filter_map(|(id, _)| item(id, seed)).collect()
}

/// One item by id, with the seed's numbers (`None`) or a seeded variant.
pub fn item(id: &str, seed: Option<u64>) -> Option<Exercise> {
    Some(match id {
        "L1.1" => l1_1(seed),
        "L1.2" => l1_2(seed),
        "L2.1" => l2_1(seed),
        "L2.2" => l2_2(seed),
        "L2.3" => l2_3(seed),
        "L3.1" => l3_1(seed),
        "L3.2" => l3_2(seed),
        "L3.3" => l3_3(seed),
        "L4.1" => l4_1(seed),
        "L4.2" => l4_2(seed),
        "L4.3" => l4_3(seed),
        "L5.1" => l5_1(seed),
        "L5.2" => l5_2(seed),
        "L5.3" => l5_3(seed),
        "X.1" => x_worst(seed),
        "X.2" => x_lane_weighted(seed),
        _ => return None,
    })
}

fn l1_1(seed: Option<u64>) -> Exercise {
    let threshold = rng_for(seed, "L1.1").map_or(32, |mut r| {
        [0, 8, 16, 24, 32, 40, 64][r.random_range(0..7usize)]
    });
    let on_a = threshold.min(32);
    let paths = [(20, on_a), (12, 32 - on_a)];
    let cost = price(&paths, 0);
    let verdict = if cost.taken_paths == 1 {
        "No divergence"
    } else {
        "Divergence"
    };
    Exercise {
        id: "L1.1",
        level: 1,
        title: "Does this warp diverge?".into(),
        statement: "Warp 0 (threads 0–31) runs the code below, where A is 20 cycles and B is 12 cycles. How many of the two paths does the warp issue, and what does the region cost?".to_string(),
        code: Some(format!("if (threadIdx.x < {threshold}) {{ A(); }} else {{ B(); }}")),
        parts: vec![number("Paths issued", Unit::Count, cost.taken_paths as f64), number("T_div", Unit::Cycles, cost.t_div as f64)],
        hints: texts(&["Which thread indices 0–31 satisfy the condition?", "A path nobody takes is never issued."]),
        solution: vec![
            format!("{verdict}. {on_a} of the 32 threads satisfy threadIdx.x < {threshold} and take A; {} take B.", 32 - on_a),
            format!("Paths with at least one taker: {}, so T_div = {} cycles.", cost.taken_paths, cost.t_div),
            "Divergence needs disagreement inside one warp: a path that no lane takes costs nothing.".into(),
        ],
        target: timeline_link(&paths, 0),
        erratum: None,
        reconstruction: "The source note keeps only the solution (every index 0–31 is < 32, path B untaken); the statement was rebuilt as the condition threadIdx.x < 32 with path lengths of our choosing (A = 20, B = 12).",
    }
}

/// Conditions that split warp 0 (threads 0–31), with how many of its lanes they hold for.
const SPLITTING: [(&str, u32); 7] = [
    ("idx % 2 == 0", 16),
    ("idx < 16", 16),
    ("(idx & 4) != 0", 16),
    ("idx % 3 == 0", 11),
    ("idx >= 24", 8),
    ("idx == 0", 1),
    ("idx % 4 == 1", 8),
];
/// Conditions every lane of warp 0 agrees on (n is a kernel parameter, the same for every thread).
const UNIFORM: [&str; 5] = [
    "idx < 32",
    "idx / 32 == 0",
    "blockIdx.x == 0",
    "n > 0",
    "warpSize == 32",
];

fn l1_2(seed: Option<u64>) -> Exercise {
    let Some(mut r) = rng_for(seed, "L1.2") else {
        return l1_2_seed();
    };
    // A variant: two branches, one of them uniform across the warp, in either order, so the learner
    // tells a branch from a divergent branch.
    let (split, takers) = SPLITTING[r.random_range(0..SPLITTING.len())];
    let uniform = UNIFORM[r.random_range(0..UNIFORM.len())];
    let split_first = r.random_bool(0.5);
    let split_line = format!("if ({split}) x = x * x;");
    let uniform_line = format!("if ({uniform}) x = x + 1.0f;");
    let (c, d) = if split_first {
        (&split_line, &uniform_line)
    } else {
        (&uniform_line, &split_line)
    };
    let lines = [
        "int idx = threadIdx.x;",
        "float x = data[idx];",
        c,
        d,
        "data[idx] = x;",
    ];
    let code = lines
        .iter()
        .zip(["a", "b", "c", "d", "e"])
        .map(|(l, k)| format!("{l:<32}// ({k})"))
        .collect::<Vec<_>>()
        .join("\n");
    let (right, other) = if split_first {
        ("(c)", "(d)")
    } else {
        ("(d)", "(c)")
    };
    Exercise {
        id: "L1.2",
        level: 1,
        title: "Spot the divergent line".into(),
        statement: "Which line below causes intra-warp divergence? (warp = threads 0–31; n is a kernel parameter, the same for every thread)".into(),
        code: Some(code),
        parts: vec![choice("Divergent line", &["(a)", "(b)", "(c)", "(d)", "(e)"], if split_first { 2 } else { 3 })],
        hints: texts(&["Divergence needs a branch whose condition differs between lanes.", "Two lines branch. For each, ask: do threads 0–31 all get the same answer?"]),
        solution: vec![
            format!("Line {right}. {split} holds for {} of threads 0–31 and not for the other {}, so the warp issues the body with one mask and skips it with the other.", counted(u64::from(takers), "lane", "lanes"), 32 - takers),
            format!("Line {other} branches too, but {uniform} is the same for every thread of warp 0: the whole warp goes one way, and nothing diverges."),
            "Lines (a), (b) and (e) have no branch: every lane runs the same instruction on its own data.".into(),
        ],
        target: Target::Timeline { paths: vec![(1, takers), (0, 32 - takers)], tail: 0 },
        erratum: None,
        reconstruction: "Statement and code are the source note's own.",
    }
}

fn l1_2_seed() -> Exercise {
    Exercise {
        id: "L1.2",
        level: 1,
        title: "Spot the divergent line".into(),
        statement: "Which line below causes intra-warp divergence? (warp = threads 0–31)".into(),
        code: Some("int idx = threadIdx.x;          // (a)\nfloat x = data[idx];            // (b)\nif (idx % 2 == 0) y = x*x;      // (c)\ndata[idx] = y;                  // (d)".into()),
        parts: vec![choice("Divergent line", &["(a)", "(b)", "(c)", "(d)"], 2)],
        hints: texts(&["Divergence needs a branch whose condition differs between lanes."]),
        solution: vec![
            "Line (c). idx % 2 == 0 is true for the 16 even lanes and false for the 16 odd lanes, so the warp issues the body with the even mask and the (empty) else with the odd mask.".into(),
            "Lines (a), (b) and (d) have no branch: every lane runs the same instruction on its own data. Whether those accesses coalesce is a separate question.".into(),
        ],
        target: Target::Tree { shape: TreeShape::OneLevel, costs: None, preset: LanePreset::Alternating },
        erratum: None,
        reconstruction: "Statement and code are the source note's own.",
    }
}

fn l2_1(seed: Option<u64>) -> Exercise {
    let paths = match rng_for(seed, "L2.1") {
        None => [(15, 8), (25, 24)],
        Some(mut r) => {
            let t = r.random_range(1..32u32);
            [
                (r.random_range(2..=60u32), t),
                (r.random_range(2..=60u32), 32 - t),
            ]
        }
    };
    let cost = price(&paths, 0);
    Exercise {
        id: "L2.1",
        level: 2,
        title: "Price a two-way branch".into(),
        statement: format!(
            "In one warp, {} take path A ({} cycles) and {} take path B ({} cycles). Find T_div, T_ideal and the path efficiency.",
            lanes(paths[0].1), paths[0].0, lanes(paths[1].1), paths[1].0
        ),
        code: None,
        parts: vec![
            number("T_div", Unit::Cycles, cost.t_div as f64),
            number("T_ideal", Unit::Cycles, cost.t_ideal as f64),
            number("Path efficiency", Unit::Percent, percentage_points(cost.path_efficiency())),
        ],
        hints: texts(&["Does the number of lanes on a path change how long it runs?", "T_div adds every taken path; T_ideal is the longest."]),
        solution: vec![
            "Both paths have at least one taker, so both are issued in full.".into(),
            format!("T_ideal = {} = {} cycles; T_div = {} = {} cycles.", max_text(&paths), cost.t_ideal, sum_text(&paths), cost.t_div),
            format!("Path efficiency = {} / {} = {}.", cost.t_ideal, cost.t_div, percent(cost.path_efficiency().unwrap_or(0.0))),
            format!("The lane counts ({} vs {}) never entered the arithmetic.", paths[0].1, paths[1].1),
        ],
        target: timeline_link(&paths, 0),
        erratum: None,
        reconstruction: "The source note keeps only the solution; the statement is rebuilt from it: paths of 15 and 25 cycles with 8 and 24 takers (source note 004's 8/24 split).",
    }
}

fn l2_2(seed: Option<u64>) -> Exercise {
    let paths: Vec<(u32, u32)> = match rng_for(seed, "L2.2") {
        None => vec![(20, 8), (30, 10), (25, 8), (5, 6)],
        Some(mut r) => {
            let takers = split_lanes(&mut r, 4);
            takers
                .into_iter()
                .map(|t| (r.random_range(2..=40u32), t))
                .collect()
        }
    };
    let cost = price(&paths, 0);
    let table = paths
        .iter()
        .enumerate()
        .map(|(i, (l, t))| {
            format!(
                "path {i}: {}, {}",
                counted(u64::from(*l), "cycle", "cycles"),
                counted(u64::from(*t), "thread", "threads")
            )
        })
        .collect::<Vec<_>>()
        .join("; ");
    Exercise {
        id: "L2.2",
        level: 2,
        title: "Four-way switch".into(),
        statement: format!("One warp runs a 4-way if / else-if chain. Path costs and takers: {table}. Find T_div, T_ideal and the path efficiency."),
        code: None,
        parts: vec![
            number("T_div", Unit::Cycles, cost.t_div as f64),
            number("T_ideal", Unit::Cycles, cost.t_ideal as f64),
            number("Path efficiency", Unit::Percent, percentage_points(cost.path_efficiency())),
        ],
        hints: texts(&["Every path here has at least one taker."]),
        solution: vec![
            format!("All four paths are taken, so all four serialize: T_div = {} = {} cycles.", sum_text(&paths), cost.t_div),
            format!("T_ideal = {} = {} cycles; efficiency = {} / {} = {}.", max_text(&paths), cost.t_ideal, cost.t_ideal, cost.t_div, percent(cost.path_efficiency().unwrap_or(0.0))),
        ],
        target: timeline_link(&paths, 0),
        erratum: None,
        reconstruction: "Statement and table are the source note's own (also source note 003's example 2).",
    }
}

fn l2_3(seed: Option<u64>) -> Exercise {
    let (long, short) = rng_for(seed, "L2.3").map_or((100, 50), |mut r| {
        let long = r.random_range(40..=200u32);
        (long, r.random_range(5..long))
    });
    let paths = [(long, 1), (short, 31)];
    let cost = price(&paths, 0);
    let guess = f64::from(short) + f64::from(long) / 32.0;
    Exercise {
        id: "L2.3",
        level: 2,
        title: "One lane on the long path".into(),
        statement: format!("Lane 0 takes path 1 ({long} cycles); lanes 1–31 take path 2 ({short} cycles). Find T_div and the path efficiency. Is the lane-weighted guess {short} + {long}/32 right?"),
        code: Some(format!("if (idx == 0) {{ /* {long} cycles */ }} else {{ /* {short} cycles */ }}")),
        parts: vec![number("T_div", Unit::Cycles, cost.t_div as f64), number("Path efficiency", Unit::Percent, percentage_points(cost.path_efficiency()))],
        hints: texts(&["Can the hardware share one lane's long path across the other 31?"]),
        solution: vec![
            format!("Both paths are taken, so T_div = {} = {} cycles and T_ideal = {} cycles.", sum_text(&paths), cost.t_div, cost.t_ideal),
            format!("Efficiency = {} / {} = {}.", cost.t_ideal, cost.t_div, percent(cost.path_efficiency().unwrap_or(0.0))),
            format!("The weighted guess {short} + {long}/32 ≈ {} cycles is wrong: one lane on a path pays the whole path.", fixed(guess, 1)),
        ],
        target: timeline_link(&paths, 0),
        erratum: None,
        reconstruction: "The source note keeps only the solution (lane 0 on a 100-cycle path, lanes 1–31 on 50); the statement and code follow source note 003's example.",
    }
}

fn l3_1(seed: Option<u64>) -> Exercise {
    let shape = TreeShape::Nested;
    let costs: Vec<u32> = rng_for(seed, "L3.1").map_or(shape.default_costs(), |mut r| {
        (0..4).map(|_| r.random_range(2..=20u32)).collect()
    });
    let tree_cost = |preset| {
        WarpData::preset(shape, preset, WarpWidth::Warp32, 0, 32)
            .region(shape, &costs, 0, 0)
            .map(|r| r.price())
            .unwrap_or_default()
    };
    let worst = tree_cost(LanePreset::Worst);
    let best = tree_cost(LanePreset::Best);
    let leaves = format!(
        "p1 = {}, p2 = {}, p3 = {}, p4 = {}",
        costs[0], costs[1], costs[2], costs[3]
    );
    Exercise {
        id: "L3.1",
        level: 3,
        title: "Nested branches, worst and best case".into(),
        statement: format!("Path costs: {leaves} cycles. In one warp the predicates split so that all four leaves get at least one thread. Give T_div and the path efficiency. Then give T_div if the warp is arranged so only p1 and p3 are reached."),
        code: Some(shape.source().into()),
        parts: vec![
            number("Worst-case T_div", Unit::Cycles, worst.t_div as f64),
            number("Worst-case path efficiency", Unit::Percent, percentage_points(worst.path_efficiency())),
            number("Best-arranged T_div", Unit::Cycles, best.t_div as f64),
        ],
        hints: texts(&["Count reached leaves, not nesting levels."]),
        solution: vec![
            format!("Worst case, four leaves reached: T_div = {} = {} cycles, T_ideal = {} cycles, efficiency = {}.", costs.iter().map(u32::to_string).collect::<Vec<_>>().join(" + "), worst.t_div, worst.t_ideal, percent(worst.path_efficiency().unwrap_or(0.0))),
            format!("Best arranged (B true whenever A, C true whenever not A): only p1 and p3, T_div = {} + {} = {} cycles, T_ideal = {}, efficiency = {}.", costs[0], costs[2], best.t_div, best.t_ideal, percent(best.path_efficiency().unwrap_or(0.0))),
            "Nesting depth did not set the cost; the number of distinct leaves reached did.".into(),
        ],
        target: Target::Tree { shape: TreeShape::Nested, costs: Some(costs.to_vec()), preset: LanePreset::Worst },
        erratum: None,
        reconstruction: "Statement and code are the source note's own.",
    }
}

fn l3_2(seed: Option<u64>) -> Exercise {
    let counts: Vec<u32> = rng_for(seed, "L3.2").map_or(SEED_TRIP_COUNTS.to_vec(), |mut r| {
        let max = r.random_range(4..=30u32);
        let mut c: Vec<u32> = (0..32).map(|_| r.random_range(0..=max)).collect();
        c[r.random_range(0..32usize)] = max;
        c
    });
    let trips = TripCounts::new(WarpWidth::Warp32, counts.clone())
        .unwrap_or_else(|_| unreachable!("32 small counts always fit"));
    let shown: Vec<String> = counts.iter().take(4).map(u32::to_string).collect();
    Exercise {
        id: "L3.2",
        level: 3,
        title: "Loop divergence".into(),
        statement: format!(
            "Each lane loops counts[idx] times. In this warp counts = [{}, …] with max {} and sum {}. How many iterations does the warp run, and what is its lane utilisation?",
            shown.join(", "), trips.iterations(), trips.useful_lane_iterations()
        ),
        code: Some("for (int i = 0; i < counts[idx]; i++) {\n    data[idx] += i * 0.5f;\n}".into()),
        parts: vec![number("Iterations", Unit::Count, f64::from(trips.iterations())), number("Lane utilisation", Unit::Percent, percentage_points(trips.utilisation()))],
        hints: texts(&["The loop's back-edge is a branch: the warp keeps going while any lane still loops."]),
        solution: vec![
            format!("The warp runs max(counts) = {} iterations for all 32 lanes, of which Σ counts = {} lane-iterations are useful.", trips.iterations(), trips.useful_lane_iterations()),
            format!("Utilisation = {} / (32 × {}) = {}.", trips.useful_lane_iterations(), trips.iterations(), percent(trips.utilisation().unwrap_or(0.0))),
        ],
        target: Target::Loop { counts: trips.counts().to_vec() },
        erratum: None,
        reconstruction: "The source note keeps only the solution (max 20, sum 320); the counts were chosen to start 5, 20, 3, 15 like source note 003's example and to have exactly that max and sum.",
    }
}

fn l3_3(seed: Option<u64>) -> Exercise {
    let x_len = rng_for(seed, "L3.3").map_or(40, |mut r| 5 * r.random_range(2..=16u32));
    let y_len = x_len * 3 / 5;
    let x_paths = [(x_len, 11), (x_len, 11), (x_len, 10)];
    let y_paths = [(y_len, 7), (y_len, 7), (y_len, 6), (y_len, 6), (y_len, 6)];
    let x = price(&x_paths, 0);
    let y = price(&y_paths, 0);
    Exercise {
        id: "L3.3",
        level: 3,
        title: "Same total, different shape".into(),
        statement: format!("Warp X splits into three equally populated paths of {x_len} cycles each. Warp Y splits into five equally populated paths with the same {}-cycle serialized total ({y_len} cycles each). Give each warp's path efficiency and say which is worse.", x.t_div),
        code: None,
        parts: vec![
            number("Warp X efficiency", Unit::Percent, percentage_points(x.path_efficiency())),
            number("Warp Y efficiency", Unit::Percent, percentage_points(y.path_efficiency())),
            choice("Which warp is worse?", &["Warp X", "Warp Y", "Neither: same total, same efficiency"], 1),
        ],
        hints: texts(&["Same T_div; compare the longest single path."]),
        solution: vec![
            format!("Eff_X = {} / {} = {}.", x.t_ideal, x.t_div, percent(x.path_efficiency().unwrap_or(0.0))),
            format!("Eff_Y = {} / {} = {}.", y.t_ideal, y.t_div, percent(y.path_efficiency().unwrap_or(0.0))),
            "Warp Y is worse: the same serialized time, but its best single path is shorter, so more of it is pure waste. More, shorter, equally populated paths are the least efficient shape.".into(),
        ],
        target: timeline_link(&y_paths, 0),
        erratum: errata::find("L3.3"),
        reconstruction: "The source note keeps only the solution and its Warp Y is inconsistent (five 10-cycle paths do not total 120). The statement keeps the lesson's premise, the same 120-cycle total, with five 24-cycle paths.",
    }
}

fn l4_1(seed: Option<u64>) -> Exercise {
    let (heavy, light) = rng_for(seed, "L4.1").map_or((60, 20), |mut r| {
        let heavy = r.random_range(20..=120u32);
        (heavy, r.random_range(2..heavy))
    });
    let mixed = price(&[(heavy, 16), (light, 16)], 0);
    let aligned = price(&[(heavy, 32), (light, 0)], 0);
    Exercise {
        id: "L4.1",
        level: 4,
        title: "Align the divergence to warps".into(),
        statement: format!("A kernel runs heavy() ({heavy} cycles) for even idx and light() ({light} cycles) for odd idx. Give the path efficiency of a warp now, then rewrite the predicate so that whole warps agree and give the efficiency of an all-heavy warp."),
        code: Some("if (idx % 2 == 0) heavy(); else light();".into()),
        parts: vec![
            number("Efficiency with idx % 2", Unit::Percent, percentage_points(mixed.path_efficiency())),
            number("Efficiency of an all-heavy warp after the fix", Unit::Percent, percentage_points(aligned.path_efficiency())),
        ],
        hints: texts(&["Which expression is the same for all 32 lanes of a warp?"]),
        solution: vec![
            format!("With idx % 2 every warp splits 16/16: T_div = {heavy} + {light} = {}, efficiency = {}.", mixed.t_div, percent(mixed.path_efficiency().unwrap_or(0.0))),
            "Use a warp-granular predicate: int warp_id = idx / 32; if (warp_id % 2 == 0) heavy(); else light();".into(),
            format!("Now an all-heavy warp issues one path: T_div = T_ideal = {} cycles, efficiency {}. The work is unchanged; the divergence is gone.", aligned.t_div, percent(aligned.path_efficiency().unwrap_or(0.0))),
        ],
        target: timeline_link(&[(heavy, 16), (light, 16)], 0),
        erratum: None,
        reconstruction: "The source note keeps only the solution (heavy path 60 cycles). The light path's length is not in the seed; we chose 20 cycles.",
    }
}

fn l4_2(seed: Option<u64>) -> Exercise {
    let (t_a, t_b) = rng_for(seed, "L4.2").map_or((4, 3), |mut r| {
        (r.random_range(1..=12u32), r.random_range(1..=12u32))
    });
    let sum = t_a + t_b;
    let double_max = 2 * t_a.max(t_b);
    Exercise {
        id: "L4.2",
        level: 4,
        title: "Predicate or branch?".into(),
        statement: format!("A short branch has T_A = {t_a} and T_B = {t_b} cycles. The source's rule says: predicate when T_A + T_B > 2·max(T_A, T_B). Compute both sides, and say whether that inequality can ever hold."),
        code: Some("result = (condition) ? a : b;  // the compiler may predicate this".into()),
        parts: vec![
            number("T_A + T_B", Unit::Cycles, f64::from(sum)),
            number("2·max(T_A, T_B)", Unit::Cycles, f64::from(double_max)),
            choice("Can T_A + T_B > 2·max(T_A, T_B) ever hold?", &["Yes, for short balanced branches", "Yes, for long lopsided branches", "No, never"], if seed_rule_holds(t_a, t_b) { 0 } else { 2 }),
        ],
        hints: texts(&["The smaller of two lengths is never larger than the larger one."]),
        solution: vec![
            format!("T_A + T_B = {sum}; 2·max = {double_max}. Since min(T_A, T_B) ≤ max(T_A, T_B), the sum is at most 2·max for every pair, so the rule never says \"predicate\"."),
            "The sound comparison: predication issues both sides in every warp and needs no branch machinery; a real branch issues both sides only in divergent warps and one side in uniform warps, and pays a branch overhead. Predication wins when that overhead exceeds the work uniform warps get to skip, so short branches in mostly divergent warps are predicated, long branches in mostly uniform warps are not.".into(),
        ],
        target: timeline_link(&[(t_a, 16), (t_b, 16)], 0),
        erratum: errata::find("L4.2"),
        reconstruction: "The source note keeps only the solution; the statement asks for the two sides of its own rule with T_A = 4, T_B = 3, and then whether the rule can hold.",
    }
}

fn l4_3(seed: Option<u64>) -> Exercise {
    let lengths: Vec<u32> = rng_for(seed, "L4.3").map_or(vec![20, 30, 25, 5], |mut r| {
        (0..4).map(|_| r.random_range(2..=40u32)).collect()
    });
    let block = Block::new(WarpWidth::Warp32, lengths.clone(), vec![vec![8; 4]; 4]);
    let (mixed, sorted) = match &block {
        Ok(b) => (b.price(), b.regrouped().price()),
        Err(_) => unreachable!("four warps of 8 + 8 + 8 + 8 lanes always fit"),
    };
    let speedup = mixed.speedup_to(&sorted).unwrap_or(1.0);
    let paths: Vec<(u32, u32)> = lengths.iter().map(|&l| (l, 8)).collect();
    Exercise {
        id: "L4.3",
        level: 4,
        title: "Sort, then run".into(),
        statement: format!("Four warps each hold 8 elements of each of four types whose paths cost {} cycles. Sorting the 128 elements by type makes every warp uniform. Give the cycles of one mixed warp, the average cycles per sorted warp, and the speed-up.", lengths.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")),
        code: Some("// before the kernel: sort elements by type in groups of 32\n// then each warp processes one type: zero divergence".into()),
        parts: vec![
            number("One mixed warp", Unit::Cycles, mixed.per_warp[0].t_div as f64),
            number("Average per sorted warp", Unit::Cycles, sorted.total_issued as f64 / sorted.per_warp.len() as f64),
            number("Speed-up", Unit::Times, speedup),
        ],
        hints: texts(&["A uniform warp pays only its own path."]),
        solution: vec![
            format!("Mixed, every warp issues all four paths: {} = {} cycles, {} for the block.", sum_text(&paths), mixed.per_warp[0].t_div, mixed.total_issued),
            format!("Sorted, the warps cost {} cycles: {} in all, {} per warp on average, each at 100% efficiency.", sorted.per_warp.iter().map(|c| c.t_div.to_string()).collect::<Vec<_>>().join(", "), sorted.total_issued, trim(sorted.total_issued as f64 / sorted.per_warp.len() as f64)),
            format!("Speed-up = {} / {} = {}. This needs each type to fill whole warps; with L2.2's uneven 8/10/8/6 populations sorting still leaves two mixed warps and gains less.", mixed.total_issued, sorted.total_issued, Unit::Times.format(speedup)),
        ],
        target: timeline_link(&paths, 0),
        erratum: None,
        reconstruction: "The source note keeps only the solution (four flavours of 20, 30, 25, 5 cycles, 4× speed-up); the statement fixes the populations (8 of each type per warp) that make the 4× exact.",
    }
}

fn l5_1(seed: Option<u64>) -> Exercise {
    let (long, short) = rng_for(seed, "L5.1").map_or((30, 18), |mut r| {
        let long = r.random_range(10..=60u32);
        (long, r.random_range(1..long))
    });
    let cost = Block::new(
        WarpWidth::Warp32,
        vec![long, short],
        vec![vec![32, 0], vec![16, 16], vec![16, 16], vec![16, 16]],
    )
    .map(|b| b.price())
    .unwrap_or_else(|_| unreachable!("fixed lane split fits"));
    Exercise {
        id: "L5.1",
        level: 5,
        title: "A block with one clean warp".into(),
        statement: format!("A block of four warps runs a branch with paths of {long} and {short} cycles. Warp 0 is uniform on the {long}-cycle path; warps 1, 2 and 3 each split 16/16. Give the block's total issued cycles and its block efficiency (Σ ideal / Σ issued)."),
        code: None,
        parts: vec![number("Total issued", Unit::Cycles, cost.total_issued as f64), number("Block efficiency", Unit::Percent, percentage_points(cost.efficiency()))],
        hints: texts(&["Price each warp on its own, then add."]),
        solution: vec![
            format!("Warp 0: {} cycles. Warps 1–3: {long} + {short} = {} each.", cost.per_warp[0].t_div, cost.per_warp[1].t_div),
            format!("Total issued = {} + 3 × {} = {} cycles; the ideal is 4 × {} = {} cycles.", cost.per_warp[0].t_div, cost.per_warp[1].t_div, cost.total_issued, long, cost.total_ideal),
            format!("Block efficiency = {} / {} = {}. One clean warp cannot rescue three dirty ones: divergence is per warp and the penalties add.", cost.total_ideal, cost.total_issued, percent(cost.efficiency().unwrap_or(0.0))),
        ],
        target: Target::Block {
            lengths: vec![long, short],
            takers: vec![vec![32, 0], vec![16, 16], vec![16, 16], vec![16, 16]],
        },
        erratum: None,
        reconstruction: "The source note keeps only the solution; the statement is rebuilt from it (one uniform 30-cycle warp, three 30/18 splits).",
    }
}

fn l5_2(seed: Option<u64>) -> Exercise {
    let (heavy, light) = rng_for(seed, "L5.2").map_or((40, 10), |mut r| {
        let heavy = r.random_range(10..=80u32);
        (heavy, r.random_range(1..heavy))
    });
    let option_a = Block::new(WarpWidth::Warp32, vec![heavy, light], vec![vec![16, 16]; 4]);
    let (a, b) = match option_a {
        Ok(block) => (block.price(), block.regrouped().price()),
        Err(_) => unreachable!("16/16 splits fit"),
    };
    let speedup = a.speedup_to(&b).unwrap_or(1.0);
    Exercise {
        id: "L5.2",
        level: 5,
        title: "Prove the win at scale".into(),
        statement: format!("Four warps process equal amounts of heavy ({heavy} cycles) and light ({light} cycles) work. Option A: every warp splits 16/16. Option B: the data are sorted, so two warps are all heavy and two all light. Give both totals and the speed-up."),
        code: None,
        parts: vec![
            number("Option A total", Unit::Cycles, a.total_issued as f64),
            number("Option B total", Unit::Cycles, b.total_issued as f64),
            number("Speed-up", Unit::Times, speedup),
        ],
        hints: texts(&["In option B each warp runs one path only."]),
        solution: vec![
            format!("Option A: each warp {heavy} + {light} = {}, four warps = {} cycles.", a.per_warp[0].t_div, a.total_issued),
            format!("Option B: 2 × {heavy} + 2 × {light} = {} cycles.", b.total_issued),
            format!("Speed-up = {} / {} = {}.", a.total_issued, b.total_issued, Unit::Times.format(speedup)),
        ],
        target: Target::Block {
            lengths: vec![heavy, light],
            takers: vec![vec![16, 16]; 4],
        },
        erratum: None,
        reconstruction: "The source note keeps only the solution; the statement is rebuilt from its two options (40 and 10 cycles).",
    }
}

fn l5_3(seed: Option<u64>) -> Exercise {
    let (a, b, tail) = rng_for(seed, "L5.3").map_or((25, 15, 10), |mut r| {
        (
            r.random_range(5..=40u32),
            r.random_range(5..=40u32),
            r.random_range(2..=20u32),
        )
    });
    let p = price(&[(a, 16), (b, 16)], 0);
    let q = price(&[(a, 16), (b, 16)], tail);
    Exercise {
        id: "L5.3",
        level: 5,
        title: "Uniform code after reconvergence".into(),
        statement: format!("Warps P and Q both run a divergent region with paths of {a} and {b} cycles, both taken. Warp Q then runs a {tail}-cycle uniform tail after the paths reconverge. Give each warp's total cycles."),
        code: Some(format!("if (cond) {{ /* {a} cycles */ }} else {{ /* {b} cycles */ }}\n// reconverge\n/* {tail} cycles of uniform code (warp Q only) */")),
        parts: vec![number("Warp P", Unit::Cycles, p.total_issued() as f64), number("Warp Q", Unit::Cycles, q.total_issued() as f64)],
        hints: texts(&["Is the tail issued once per path?"]),
        solution: vec![
            format!("The divergent region costs {a} + {b} = {} cycles for both warps.", p.t_div),
            format!("Warp P: {} cycles. Warp Q: after reconvergence all 32 lanes share one instruction stream, so the tail is issued once: {} + {tail} = {} cycles.", p.total_issued(), q.t_div, q.total_issued()),
        ],
        target: timeline_link(&[(a, 16), (b, 16)], tail),
        erratum: None,
        reconstruction: "The source note keeps only the solution; the statement is rebuilt from it (25 + 15 cycles, a 10-cycle tail on warp Q).",
    }
}

fn x_worst(seed: Option<u64>) -> Exercise {
    let len = rng_for(seed, "X.1").map_or(10, |mut r| r.random_range(2..=50u32));
    let paths = vec![(len, 1); 32];
    let cost = price(&paths, 0);
    Exercise {
        id: "X.1",
        level: 5,
        title: "The 32-way worst case (source note 003)".into(),
        statement: format!("Every lane of a warp takes its own path, each {len} cycles long. Give the slowdown against the ideal and the wasted-work ratio (T_div − T_ideal) / T_div."),
        code: None,
        parts: vec![number("Slowdown", Unit::Times, cost.slowdown().unwrap_or(1.0)), number("Wasted work", Unit::Percent, percentage_points(cost.wasted_work_ratio()))],
        hints: texts(&["32 paths, each issued once."]),
        solution: vec![
            format!("T_div = 32 × {len} = {} cycles; T_ideal = {len}; slowdown = {}.", cost.t_div, Unit::Times.format(cost.slowdown().unwrap_or(1.0))),
            format!("Wasted work = ({} − {}) / {} = {}.", cost.t_div, cost.t_ideal, cost.t_div, format!("{}%", fixed(cost.wasted_work_ratio().unwrap_or(0.0) * 100.0, 3))),
        ],
        target: timeline_link(&[(len, 1); 32], 0),
        erratum: None,
        reconstruction: "Added from source note 003's worst-case derivation (32 distinct paths, 96.875% waste).",
    }
}

fn x_lane_weighted(seed: Option<u64>) -> Exercise {
    let (short, factor) = rng_for(seed, "X.2").map_or((10, 10), |mut r| {
        (r.random_range(2..=20u32), r.random_range(2..=12u32))
    });
    let paths = [(short, 31), (short * factor, 1)];
    let cost = price(&paths, 0);
    Exercise {
        id: "X.2",
        level: 5,
        title: "Two efficiencies, kept apart (source note 002)".into(),
        statement: format!("31 lanes take a {short}-cycle path and one lane takes a {}-cycle path. Give the path efficiency T_ideal / T_div and the lane-weighted issue efficiency E = Σ pᵢ·cᵢ / Σ cᵢ.", short * factor),
        code: None,
        parts: vec![
            number("Path efficiency", Unit::Percent, percentage_points(cost.path_efficiency())),
            number("Lane-weighted issue efficiency", Unit::Percent, percentage_points(cost.lane_weighted_issue_efficiency())),
        ],
        hints: texts(&["E weights each path by the fraction of lanes on it."]),
        solution: vec![
            format!("Path efficiency = {} / {} = {}: the time view.", cost.t_ideal, cost.t_div, percent(cost.path_efficiency().unwrap_or(0.0))),
            format!("E = (31/32 × {short} + 1/32 × {}) / {} = {}: the share of issue slots doing work some lane needed. The warp spends most of its slots on one lane.", short * factor, cost.t_div, percent(cost.lane_weighted_issue_efficiency().unwrap_or(0.0))),
        ],
        target: timeline_link(&paths, 0),
        erratum: None,
        reconstruction: "Added from source note 002's example (one lane on a path ten times longer).",
    }
}

/// The expected answer as a learner reads it.
pub fn expected_text(part: &Part) -> String {
    match &part.kind {
        PartKind::Number { unit, value } => unit.format(*value),
        PartKind::Choice { options, correct } => options.get(*correct).cloned().unwrap_or_default(),
    }
}

/// The closing card: the one formula to leave with.
pub const ONE_FORMULA: &str = "T_div = Σ (lengths of paths with ≥ 1 taker); T_ideal = max (those lengths); path efficiency = T_ideal / T_div. Populations don't affect timing; uniform code before and after runs once.";

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(id: &str) -> Vec<f64> {
        let item = ladder(None).into_iter().find(|e| e.id == id).unwrap();
        item.parts
            .iter()
            .map(|p| match p.kind {
                PartKind::Number { value, .. } => value,
                PartKind::Choice { correct, .. } => correct as f64,
            })
            .collect()
    }

    fn check(id: &str, expected: &[f64]) {
        let got = answers(id);
        assert_eq!(got.len(), expected.len(), "{id}");
        for (g, e) in got.iter().zip(expected) {
            assert!((g - e).abs() < 0.05, "{id}: {got:?} vs {expected:?}");
        }
    }

    #[test]
    fn seed_answers() {
        check("L1.1", &[1.0, 20.0]);
        check("L1.2", &[2.0]);
        check("L2.1", &[40.0, 25.0, 62.5]);
        check("L2.2", &[80.0, 30.0, 37.5]);
        check("L2.3", &[150.0, 66.67]);
        check("L3.1", &[44.0, 31.82, 18.0]);
        check("L3.2", &[20.0, 50.0]);
        check("L3.3", &[33.33, 20.0, 1.0]); // corrected: the seed said 8.3% for Y
        check("L4.1", &[75.0, 100.0]);
        check("L4.2", &[7.0, 8.0, 2.0]);
        check("L4.3", &[80.0, 20.0, 4.0]);
        check("L5.1", &[174.0, 68.97]);
        check("L5.2", &[200.0, 100.0, 2.0]);
        check("L5.3", &[40.0, 50.0]);
        check("X.1", &[32.0, 96.875]);
        check("X.2", &[90.91, 11.65]);
    }

    #[test]
    fn lenient_parsing() {
        let cases = [
            ("62.5", Unit::Percent, 62.5, true),
            ("62.5%", Unit::Percent, 62.5, true),
            ("0.625", Unit::Percent, 62.5, true),
            ("62.6", Unit::Percent, 62.5, true),
            ("62.7", Unit::Percent, 62.5, false),
            ("40 cycles", Unit::Cycles, 40.0, true),
            ("40.4", Unit::Cycles, 40.0, true),
            ("41", Unit::Cycles, 40.0, false),
            ("2x", Unit::Times, 2.0, true),
            ("2×", Unit::Times, 2.0, true),
            ("1,000", Unit::Cycles, 1000.0, true),
        ];
        for (text, unit, expected, ok) in cases {
            assert_eq!(grade_number(text, unit, expected), Ok(ok), "{text}");
        }
        assert_eq!(grade_number("", Unit::Cycles, 1.0), Err(AnswerError::Empty));
        assert_eq!(parse_number(".625"), Ok((0.625, false)));
        assert_eq!(parse_number("-12.5 CYCLES"), Ok((-12.5, false)));
        assert!(
            parse_number("1e3").is_err()
                && parse_number("--1").is_err()
                && parse_number(".").is_err()
        );
        assert!(grade_number("forty", Unit::Cycles, 40.0)
            .unwrap_err()
            .to_string()
            .contains("\"forty\" is not a number"));
    }

    /// Evaluates an L1.2 condition for thread `idx` of block 0 (n = 32): the variant's answer is the one
    /// line whose condition differs across threads 0–31, checked by brute force, not by the table.
    fn holds(condition: &str, idx: u32) -> bool {
        match condition {
            "idx % 2 == 0" => idx.is_multiple_of(2),
            "idx < 16" => idx < 16,
            "(idx & 4) != 0" => idx & 4 != 0,
            "idx % 3 == 0" => idx.is_multiple_of(3),
            "idx >= 24" => idx >= 24,
            "idx == 0" => idx == 0,
            "idx % 4 == 1" => idx % 4 == 1,
            "idx < 32" | "idx / 32 == 0" | "blockIdx.x == 0" | "n > 0" | "warpSize == 32" => true,
            other => panic!("unknown condition {other}"),
        }
    }

    #[test]
    fn l1_2_varies_with_the_seed_and_its_answer_is_the_line_that_splits_warp_0() {
        let mut codes = std::collections::BTreeSet::new();
        for seed in 0..200u64 {
            let ex = item("L1.2", Some(seed)).unwrap();
            let code = ex.code.clone().unwrap();
            codes.insert(code.clone());
            let PartKind::Choice { options, correct } = &ex.parts[0].kind else {
                panic!()
            };
            for (i, label) in options.iter().enumerate() {
                let line = code
                    .lines()
                    .find(|l| l.trim_end().ends_with(&format!("// {label}")))
                    .unwrap();
                let splits = line.trim_start().strip_prefix("if (").is_some_and(|rest| {
                    let condition = &rest[..rest.find(") x").unwrap()];
                    let lanes = (0..32).filter(|&l| holds(condition, l)).count();
                    lanes != 0 && lanes != 32
                });
                assert_eq!(splits, i == *correct, "seed {seed} line {label}: {line}");
            }
        }
        assert!(codes.len() > 20, "only {} different variants", codes.len());
    }

    #[test]
    fn variants_stay_valid() {
        for seed in 0..10_000u64 {
            let items = ladder(Some(seed));
            assert_eq!(items.len(), 16);
            for item in &items {
                for part in &item.parts {
                    match &part.kind {
                        PartKind::Number { value, unit } => {
                            assert!(
                                value.is_finite() && *value >= 0.0,
                                "{} seed {seed}",
                                item.id
                            );
                            if *unit == Unit::Percent {
                                assert!(
                                    *value > 0.0 && *value <= 100.0 + 1e-9,
                                    "{} seed {seed}: {value}",
                                    item.id
                                );
                            }
                        }
                        PartKind::Choice { options, correct } => assert!(*correct < options.len()),
                    }
                }
                assert!(!item.solution.is_empty() && !item.statement.is_empty());
            }
        }
    }

    #[test]
    fn grading_choices_and_numbers() {
        let l1_2 = item("L1.2", None).unwrap();
        assert_eq!(grade(&l1_2.parts[0], "2"), Ok(true));
        assert_eq!(grade(&l1_2.parts[0], "0"), Ok(false));
        assert_eq!(grade(&l1_2.parts[0], ""), Err(AnswerError::NoChoice));
        assert_eq!(grade(&l1_2.parts[0], "9"), Err(AnswerError::NoChoice));
        let l2_1 = item("L2.1", None).unwrap();
        assert_eq!(grade(&l2_1.parts[2], "0.625"), Ok(true));
        assert_eq!(expected_text(&l2_1.parts[2]), "62.5%");
        assert_eq!(expected_text(&l2_1.parts[0]), "40 cycles");
        assert_eq!(expected_text(&l1_2.parts[0]), "(c)");
    }

    #[test]
    fn the_item_table_matches_the_items() {
        for (id, level) in ITEMS {
            let item = item(id, None).unwrap();
            assert_eq!((item.id, item.level), (id, level));
        }
        assert!(item("L9.9", None).is_none());
    }

    #[test]
    fn the_same_seed_gives_the_same_set() {
        assert_eq!(ladder(Some(1234)), ladder(Some(1234)));
        assert_ne!(ladder(Some(1234)), ladder(Some(1235)));
    }
}
