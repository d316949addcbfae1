//! The examples menu: every kernel the seeds show, with default inputs from the layout presets.

use rand::RngExt;

use super::{compile, Inputs, Launch, Options, ParseError, Program};
use crate::model::lanes::WarpWidth;
use crate::model::loops::SEED_TRIP_COUNTS;
use crate::model::tree::LanePreset;

/// How category values are laid out across the lanes of the warp (seed 004's adversarial layouts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The data were sorted by category, so this warp holds one category only (0).
    Sorted,
    /// Contiguous groups: the first 1/k of the lanes category 0, the next 1/k category 1, ….
    Blocks,
    /// Neighbouring lanes disagree: even lanes 0, odd lanes k − 1 (the `idx % 2` pattern).
    Alternating,
    /// Lane i gets i mod k: every category in every stretch of k lanes (the worst case).
    Cyclic,
    /// Seeded random categories.
    Random(u64),
}

impl Layout {
    /// The tree view's presets as layouts, so a link's `preset=` means the same in both views.
    pub fn from_preset(preset: LanePreset, seed: u64) -> Layout {
        match preset {
            LanePreset::Worst => Layout::Cyclic,
            LanePreset::Best => Layout::Blocks,
            LanePreset::Sorted => Layout::Sorted,
            LanePreset::Alternating => Layout::Alternating,
            LanePreset::Random => Layout::Random(seed),
        }
    }
}

/// One value per lane of `width`, each a category in `0 .. categories` laid out by `layout`.
pub fn fill(layout: Layout, categories: u32, width: WarpWidth) -> Vec<f64> {
    let k = categories.max(1);
    let n = width.lanes();
    match layout {
        Layout::Sorted => vec![0.0; n as usize],
        Layout::Blocks => (0..n).map(|i| f64::from(i * k / n)).collect(),
        Layout::Alternating => (0..n)
            .map(|i| if i % 2 == 0 { 0.0 } else { f64::from(k - 1) })
            .collect(),
        Layout::Cyclic => (0..n).map(|i| f64::from(i % k)).collect(),
        Layout::Random(seed) => {
            let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(seed);
            (0..n).map(|_| f64::from(rng.random_range(0..k))).collect()
        }
    }
}

/// Where an example input's default values come from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fill {
    /// Categories `0 .. k` from a layout.
    Layout(Layout, u32),
    /// (value, lane count) in lane order; lanes past the groups get -1.
    Groups(&'static [(i32, u32)]),
    /// A pattern repeated across the lanes.
    Repeat(&'static [f64]),
    /// Lane i holds i.
    LaneIndex,
    /// Seed 000 L3.2's trip counts (5, 20, 3, 15, …: max 20, sum 320).
    TripCounts,
    /// One value (a scalar parameter such as `n`).
    Scalar(f64),
}

impl Fill {
    pub fn values(self, width: WarpWidth) -> Vec<f64> {
        let n = width.lanes() as usize;
        match self {
            Fill::Layout(layout, k) => fill(layout, k, width),
            Fill::Groups(groups) => {
                let mut v: Vec<f64> = groups
                    .iter()
                    .flat_map(|&(value, lanes)| {
                        std::iter::repeat_n(f64::from(value), lanes as usize)
                    })
                    .take(n)
                    .collect();
                v.resize(n, -1.0);
                v
            }
            Fill::Repeat(pattern) if !pattern.is_empty() => {
                pattern.iter().copied().cycle().take(n).collect()
            }
            Fill::Repeat(_) => vec![0.0; n],
            Fill::LaneIndex => (0..n).map(|i| i as f64).collect(),
            Fill::TripCounts => SEED_TRIP_COUNTS
                .iter()
                .cycle()
                .take(n)
                .map(|&c| f64::from(c))
                .collect(),
            Fill::Scalar(x) => vec![x],
        }
    }
}

/// One entry of the examples menu.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Example {
    /// URL-safe (`?view=stepper&example=KEY`): lowercase letters, digits and '-'.
    pub key: &'static str,
    pub title: &'static str,
    /// One sentence: what to watch while stepping.
    pub look_for: &'static str,
    pub source: &'static str,
    pub inputs: &'static [(&'static str, Fill)],
    /// Launched lanes (fewer than the width: a partial final warp).
    pub active_lanes: u32,
}

impl Example {
    pub fn inputs(&self, width: WarpWidth) -> Inputs {
        let mut inputs = Inputs::new();
        for (name, fill) in self.inputs {
            // Fills never exceed 64 values, so this cannot be refused.
            let _ = inputs.set(name, fill.values(width));
        }
        inputs
    }

    pub fn launch(&self, width: WarpWidth) -> Launch {
        Launch::partial(width, self.active_lanes)
    }

    pub fn compile(&self, options: &Options) -> Result<Program, ParseError> {
        compile(self.source, options)
    }
}

/// Looks an example up by its key.
pub fn find(key: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.key == key)
}

const fn ex(
    key: &'static str,
    title: &'static str,
    look_for: &'static str,
    source: &'static str,
    inputs: &'static [(&'static str, Fill)],
) -> Example {
    Example {
        key,
        title,
        look_for,
        source,
        inputs,
        active_lanes: 64,
    }
}

const HALVES: &[(i32, u32)] = &[(0, 16), (1, 16)];

/// The menu, in the order a lesson meets the kernels.
pub const EXAMPLES: &[Example] = &[
    ex(
        "l1-1-no-divergence",
        "L1.1 idx < 32: no divergence",
        "No lane takes the else side, so it is never issued and the stack never grows.",
        "// Source note 000 L1.1: warp 0 is threads 0-31, and every one of them has idx < 32.
__global__ void l1_1() {
    if (threadIdx.x < 32) {     // idx = threadIdx.x
        work(20);   // path A: 20 instructions
    } else {
        work(12);   // path B: taken by nobody, so never issued
    }
}
",
        &[],
    ),
    ex(
        "l1-2-spot-the-line",
        "L1.2 Spot the divergent line",
        "Line (c) splits even and odd lanes; its body is so short that it is predicated (as nvcc did on the H200): every lane issues it and only the even lanes commit — flip it to a real branch to see the push and the pop.",
        "// Source note 000 L1.2: which line causes intra-warp divergence?
__global__ void l1_2(float *data) {
    int idx = threadIdx.x;            // (a)
    float x = data[idx];              // (b)
    float y = 0.0f;
    if (idx % 2 == 0) y = x * x;      // (c)
    data[idx] = y;                    // (d)
}
",
        &[("data", Fill::LaneIndex)],
    ),
    ex(
        "l2-1-two-paths",
        "L2.1 15 vs 25 instructions, 8 vs 24 lanes",
        "Both paths issue in full, 15 + 25 = 40 slots of work, although only 8 lanes take the first: lane counts never shorten a path.",
        "// Source note 000 L2.1: 8 lanes take a 15-instruction path, 24 lanes a 25-instruction one.
__global__ void l2_1(const int *path) {
    if (path[threadIdx.x] == 0) {
        work(15);
    } else {
        work(25);
    }
}
",
        &[("path", Fill::Groups(&[(0, 8), (1, 24)]))],
    ),
    ex(
        "l2-2-data-dependent",
        "L2.2 / source note 003 data_dependent: four-way 20/30/25/5",
        "Each of the four types is issued one after the other for its own lanes: 80 slots of work where 30 would do.",
        "// Source note 003 data_dependent (source note 000 L2.2): 8, 10, 8 and 6 lanes of four types.
// Each lane reads its own type in the conditions (source note 003 loads it first: type = types[idx]).
__global__ void data_dependent(const int *types, float *data) {
    if (types[threadIdx.x] == 0) {
        work(20);               // sqrt: 20 cycles
    } else if (types[threadIdx.x] == 1) {
        work(30);               // exp: 30 cycles
    } else if (types[threadIdx.x] == 2) {
        work(25);               // log: 25 cycles
    } else {
        work(5);                // multiply: 5 cycles
    }
}
",
        &[("types", Fill::Groups(&[(0, 8), (1, 10), (2, 8), (3, 6)]))],
    ),
    ex(
        "l2-3-one-lane",
        "L2.3 One lane on 100, 31 lanes on 50",
        "The 100-instruction path is issued in full for lane 0 alone: 150 slots, not 50 + 100/32.",
        "// Source note 000 L2.3 and source note 003: only thread 0 takes the long path.
__global__ void one_lane() {
    if (threadIdx.x == 0) {
        work(100);  // only thread 0
    } else {
        work(50);   // threads 1-31
    }
}
",
        &[],
    ),
    ex(
        "l3-1-nested-worst",
        "L3.1 Nested branches, all four leaves",
        "The stack grows two deep and every reached leaf issues once: 10 + 14 + 8 + 12 = 44 slots of work. Depth did not set the cost; the reached leaves did.",
        "// Source note 000 L3.1: if (A) { if (B) p1; else p2; } else { if (C) p3; else p4; }
__global__ void nested(const int *bits) {
    // A = bit 0, B = bit 1, C = bit 2 of the lane's bits[threadIdx.x]
    if (bits[threadIdx.x] & 1) {
        if (bits[threadIdx.x] & 2) { work(10); } else { work(14); }
    } else {
        if (bits[threadIdx.x] & 4) { work(8); } else { work(12); }
    }
}
",
        &[("bits", Fill::Repeat(&[3.0, 1.0, 4.0, 0.0]))],
    ),
    ex(
        "l3-1-nested-best",
        "L3.1 Nested branches, arranged: only p1 and p3",
        "Same code, data arranged so B holds whenever A and C whenever not A: two leaves, 18 slots of work.",
        "// Source note 000 L3.1, best arranged case: B whenever A, C whenever not A.
__global__ void nested(const int *bits) {
    // A = bit 0, B = bit 1, C = bit 2 of the lane's bits[threadIdx.x]
    if (bits[threadIdx.x] & 1) {
        if (bits[threadIdx.x] & 2) { work(10); } else { work(14); }
    } else {
        if (bits[threadIdx.x] & 4) { work(8); } else { work(12); }
    }
}
",
        &[("bits", Fill::Groups(&[(3, 16), (4, 16)]))],
    ),
    ex(
        "l3-2-loop",
        "L3.2 Loop trip counts 5, 20, 3, 15, …",
        "The mask shrinks lane by lane at the loop test; the warp iterates 20 times for its longest lane while half of the lane-slots do no work.",
        "// Source note 000 L3.2: each lane loops counts[idx] times; the warp runs until the longest is done.
__global__ void l3_2(const int *counts) {
    for (int i = 0; i < counts[threadIdx.x]; i++) {
        work(10);
    }
}
",
        &[("counts", Fill::TripCounts)],
    ),
    ex(
        "loop-divergent",
        "Source note 003 loop_divergent",
        "The count-3 lane drops out first and idles; the count-20 lane keeps the whole warp busy.",
        "// Source note 003 loop_divergent: each thread a different trip count.
__global__ void loop_divergent(const int *counts, float *data) {
    int idx = threadIdx.x;
    for (int i = 0; i < counts[idx]; i++) {   // each thread a different count
        data[idx] += i * 0.5f;
    }
}
",
        &[("counts", Fill::TripCounts), ("data", Fill::Repeat(&[0.0]))],
    ),
    ex(
        "l3-3-warp-x",
        "L3.3 Warp X: three 40-instruction paths",
        "Three equally long cases issue back to back: 120 slots of work, path efficiency 33.3%.",
        "// Source note 000 L3.3 Warp X: three paths of 40 instructions.
__global__ void warp_x(const int *kind) {
    switch (kind[threadIdx.x]) {
        case 0: work(40); break;
        case 1: work(40); break;
        default: work(40); break;
    }
}
",
        &[("kind", Fill::Groups(&[(0, 11), (1, 11), (2, 10)]))],
    ),
    ex(
        "l3-3-warp-y",
        "L3.3 Warp Y (corrected): five 24-instruction paths",
        "The same 120 slots of work as Warp X, but the longest path is only 24: more, shorter paths waste more (20%).",
        "// Source note 000 L3.3 Warp Y, corrected: five paths of 24 instructions (the source note's 10 cannot total 120).
__global__ void warp_y(const int *kind) {
    switch (kind[threadIdx.x]) {
        case 0: work(24); break;
        case 1: work(24); break;
        case 2: work(24); break;
        case 3: work(24); break;
        default: work(24); break;
    }
}
",
        &[("kind", Fill::Groups(&[(0, 7), (1, 7), (2, 6), (3, 6), (4, 6)]))],
    ),
    ex(
        "l4-1-heavy-light",
        "L4.1 idx % 2: heavy 60 vs light 20",
        "Every pair of neighbours disagrees, so every warp issues both: 80 slots of work for 60 of need.",
        "// Source note 000 L4.1: idx % 2 alternates every lane.
// idx = blockIdx.x * blockDim.x + threadIdx.x; one block here, so idx = threadIdx.x.
__global__ void heavy_light() {
    if (threadIdx.x % 2 == 0) {
        work(60);   // heavy()
    } else {
        work(20);   // light()
    }
}
",
        &[],
    ),
    ex(
        "l4-1-warp-aligned",
        "L4.1 / source note 003 fix: divergence at warp granularity",
        "warp_id is the same for all 32 lanes, so the branch is uniform: one path, no push, 100% efficiency.",
        "// Source note 000 L4.1 and source note 003: align the divergence to warps.
// warp_id = idx / 32 with idx = threadIdx.x in this one warp.
__global__ void warp_aligned() {
    if ((threadIdx.x / 32) % 2 == 0) {
        work(60);   // heavy(): the entire warp takes the same path
    } else {
        work(20);   // light()
    }
}
",
        &[],
    ),
    ex(
        "l4-2-short-branch",
        "L4.2 Short branch, 4 vs 3",
        "nvcc if-converts a plain if/else this short (all 30 such groups of the project's H200 if-conversion study), so it opens predicated: 7 slots of work, no push or pop, every lane issues both sides. Flip it to a real branch to see the serialized version.",
        "// Source note 000 L4.2: a short branch of 4 against 3 instructions.
__global__ void short_branch(const int *side) {
    if (side[threadIdx.x] == 0) {
        work(4);
    } else {
        work(3);
    }
}
",
        &[("side", Fill::Groups(HALVES))],
    ),
    ex(
        "l4-3-sorted",
        "L4.3 Sorted by type: a uniform warp",
        "After sorting, this warp holds one type: only its 20-instruction path issues (try another layout to mix it again).",
        "// Source note 000 L4.3: the data were sorted by type in groups of 32, so a warp holds one type.
__global__ void sorted(const int *types) {
    if (types[threadIdx.x] == 0) {
        work(20);
    } else if (types[threadIdx.x] == 1) {
        work(30);
    } else if (types[threadIdx.x] == 2) {
        work(25);
    } else {
        work(5);
    }
}
",
        &[("types", Fill::Layout(Layout::Sorted, 4))],
    ),
    ex(
        "l5-1-dirty-warp",
        "L5.1 One of the three split warps",
        "This warp pays 30 + 18 = 48 where the block's clean warp pays 30; divergence is per warp, and the block adds them up.",
        "// Source note 000 L5.1: warps 1-3 of the block split 16/16 between 30 and 18 instructions.
__global__ void l5_1(const int *path) {
    if (path[threadIdx.x] == 0) {
        work(30);
    } else {
        work(18);
    }
}
",
        &[("path", Fill::Groups(HALVES))],
    ),
    ex(
        "l5-2-mixed-warp",
        "L5.2 Option A: a warp split 16/16 between 40 and 10",
        "50 slots of work per warp; sorted (try the sorted layout) a warp pays 40 or 10, halving the block.",
        "// Source note 000 L5.2, option A: every warp splits 16/16.
__global__ void l5_2(const int *heavy) {
    if (heavy[threadIdx.x] == 0) {
        work(40);
    } else {
        work(10);
    }
}
",
        &[("heavy", Fill::Groups(HALVES))],
    ),
    ex(
        "l5-3-tail",
        "L5.3 Warp Q: 25 + 15, then a uniform tail of 10",
        "After the stack pops, all 32 lanes share the tail: it is issued once, 40 + 10 = 50.",
        "// Source note 000 L5.3 Warp Q: after the paths reconverge, a 10-instruction tail.
__global__ void tail(const int *path) {
    if (path[threadIdx.x] == 0) {
        work(25);
    } else {
        work(15);
    }
    work(10);   // reconverged: all 32 lanes, issued once
}
",
        &[("path", Fill::Groups(HALVES))],
    ),
    ex(
        "divergent-kernel",
        "Source note 003 divergent_kernel: idx < 16, 10 vs 8",
        "Threads 0-15 run path A with 16-31 masked off, then the other way round: 10 + 8 = 18 slots, efficiency 55.6%.",
        "// Source note 003 divergent_kernel.
__global__ void divergent_kernel(int *data, int n) {
    if (threadIdx.x < 16) {             // idx = threadIdx.x
        data[threadIdx.x] = data[threadIdx.x] * 2;      // Path A: 10 instructions
        work(7);                        //   (a load, a multiply, a store and 7 more)
    } else {
        data[threadIdx.x] = data[threadIdx.x] + 100;    // Path B: 8 instructions
        work(5);                        //   (a load, an add, a store and 5 more)
    }
}
",
        &[("data", Fill::LaneIndex), ("n", Fill::Scalar(32.0))],
    ),
    ex(
        "ballot-fast-path",
        "Source note 003 __ballot_sync fast path",
        "Every lane gets the same ballot, so the mask tests never diverge; with a mixed layout the last else splits the warp instead.",
        "// Source note 003: detect a uniform warp with __ballot_sync and take a fast path.
__global__ void ballot(const int *flag) {
    bool condition = flag[threadIdx.x] != 0;
    unsigned mask = __ballot_sync(0xFFFFFFFF, condition);
    if (mask == 0xFFFFFFFF) {
        work(10);       // all threads true: fast path
    } else if (mask == 0) {
        work(10);       // all threads false: fast path
    } else {
        if (condition) { work(10); } else { work(12); }   // mixed: handle carefully
    }
}
",
        &[("flag", Fill::Layout(Layout::Sorted, 2))],
    ),
    ex(
        "sqrtf-branch",
        "Source note 002 sqrtf branch",
        "Alternating signs split every warp, so both short sides are paid; flip the branch to predicated to compare the slot counts.",
        "// Source note 002: divergent, half the warp idles through each side.
__global__ void sqrt_branch(const float *x, float *y) {
    int i = threadIdx.x;
    if (x[i] > 0.0f) {
        y[i] = sqrtf(x[i]);
    } else {
        y[i] = 0.0f;
    }
}
",
        &[("x", Fill::Repeat(&[4.0, -1.0, 9.0, -2.0]))],
    ),
    ex(
        "boundary-branch",
        "Source note 002 boundary branch if (i < n)",
        "Lanes 20-31 are past the end of the data: the last warp pays the body with 12 lanes masked, once per launch.",
        "// Source note 002: the boundary branch; only the last warp is partly in range (n = 20 here).
__global__ void boundary(float *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        data[i] = data[i] * 2.0f;
        work(8);
    }
}
",
        &[("data", Fill::LaneIndex), ("n", Fill::Scalar(20.0))],
    ),
    Example {
        key: "boundary-partial-warp",
        title: "A partial final warp: 20 lanes launched",
        look_for: "No branch splits these 20 lanes, so path efficiency is 100%, but the 12 lanes never launched still lower the lane utilisation.",
        source: "// A partial final warp (source note 004): the launch has only 20 threads in this warp.
__global__ void boundary(float *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        data[i] = data[i] * 2.0f;
        work(8);
    }
}
",
        inputs: &[("data", Fill::LaneIndex), ("n", Fill::Scalar(20.0))],
        active_lanes: 20,
    },
    ex(
        "loop-invariant-inside",
        "Source note 002 loop-invariant branch inside the loop",
        "The branch on f never changes, yet the mixed warp diverges and reconverges in every one of the 8 iterations (watch the stack).",
        "// Source note 002: a loop-invariant branch inside the loop is paid on every iteration.
__global__ void inside(const int *flag) {
    int f = flag[threadIdx.x];
    for (int k = 0; k < 8; k++) {
        if (f) {
            work(6);
        } else {
            work(4);
        }
    }
}
",
        &[("flag", Fill::Layout(Layout::Blocks, 2))],
    ),
    ex(
        "loop-invariant-hoisted",
        "Source note 002 the same branch hoisted out of the loop",
        "One divergence for the whole loop: the same 8 × (6 + 4) slots of work, but the branch is tested once, and a warp that agrees skips a whole loop.",
        "// Source note 002: hoist the loop-invariant branch out of the loop.
__global__ void hoisted(const int *flag) {
    int f = flag[threadIdx.x];
    if (f) {
        for (int k = 0; k < 8; k++) { work(6); }
    } else {
        for (int k = 0; k < 8; k++) { work(4); }
    }
}
",
        &[("flag", Fill::Layout(Layout::Blocks, 2))],
    ),
    ex(
        "shuffle-butterfly",
        "Warp shuffle: a butterfly sum",
        "Every lane ends with the warp's total; the loop never diverges, so the mask stays full and the stack one deep.",
        "// Source note 002: a shuffle-based reduction in registers, no shared memory.
__global__ void butterfly(const int *v) {
    int sum = v[laneid];
    for (int offset = 16; offset > 0; offset /= 2) {
        sum += __shfl_xor_sync(0xFFFFFFFF, sum, offset);
    }
}
",
        &[("v", Fill::LaneIndex)],
    ),
    ex(
        "bad-syncwarp-mask",
        "Source note 004: a __syncwarp mask that names absent lanes",
        "Lanes 16-31 are on the other side of the branch when lanes 0-15 call __syncwarp(0xFFFFFFFF): the run stops at that line, naming lane 16.",
        "// Source note 004: a *_sync mask must name only lanes that reach the call together.
__global__ void bad_mask(const int *v) {
    int idx = threadIdx.x;
    int x = v[idx];
    if (idx < 16) {
        x = x * 2;
        __syncwarp(0xFFFFFFFF);   // wrong: lanes 16-31 took the other path
    }
    x = x + 1;
}
",
        &[("v", Fill::LaneIndex)],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts() {
        let w = WarpWidth::Warp32;
        assert_eq!(&fill(Layout::Alternating, 2, w)[..4], &[0.0, 1.0, 0.0, 1.0]);
        assert_eq!(fill(Layout::Blocks, 2, w)[15], 0.0);
        assert_eq!(fill(Layout::Blocks, 2, w)[16], 1.0);
        assert_eq!(fill(Layout::Cyclic, 4, w)[6], 2.0);
        assert!(fill(Layout::Sorted, 4, w).iter().all(|&v| v == 0.0));
        assert_eq!(fill(Layout::Random(7), 4, w), fill(Layout::Random(7), 4, w));
        assert!(fill(Layout::Random(7), 4, w)
            .iter()
            .all(|&v| (0.0..4.0).contains(&v)));
        assert_eq!(Fill::Groups(&[(0, 8), (1, 20)]).values(w)[30], -1.0);
        assert_eq!(Fill::TripCounts.values(w).iter().sum::<f64>(), 320.0);
    }

    #[test]
    fn keys_are_url_safe_and_unique() {
        let mut keys = std::collections::HashSet::new();
        for e in EXAMPLES {
            assert!(
                e.key
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{}",
                e.key
            );
            assert!(keys.insert(e.key), "duplicate {}", e.key);
            assert!(e.look_for.ends_with('.'), "{}: one sentence", e.key);
            assert!(find(e.key).is_some());
        }
    }
}
