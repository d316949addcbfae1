//! The examples menu: every kernel the seeds show, with default inputs from the layout presets.

use rand::RngExt;

use super::{compile, Inputs, Launch, Options, ParseError, Program};
use crate::model::i18n::Tr;
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
    pub title: Tr,
    /// One sentence: what to watch while stepping.
    pub look_for: Tr,
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
    title: Tr,
    look_for: Tr,
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
        Tr::new(
            "L1.1 idx < 32: no divergence",
            "L1.1 idx < 32: koi divergence nahi",
        ),
        Tr::new(
            "No lane takes the else side, so it is never issued and the stack never grows.",
            "Koi lane else side nahi leti, isliye woh kabhi issue nahi hoti aur stack kabhi nahi badhta.",
        ),
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
        Tr::new(
            "L1.2 Spot the divergent line",
            "L1.2 Divergent line pehchano",
        ),
        Tr::new(
            "Line (c) splits even and odd lanes; its body is so short that it is predicated (as nvcc did on the H200): every lane issues it and only the even lanes commit — flip it to a real branch to see the push and the pop.",
            "Line (c) even aur odd lanes ko alag karti hai; uski body itni chhoti hai ki woh predicated hai (jaise nvcc ne H200 par kiya): har lane use issue karti hai aur sirf even lanes commit karti hain — push aur pop dekhne ke liye use real branch mein flip karo.",
        ),
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
        Tr::new(
            "L2.1 15 vs 25 instructions, 8 vs 24 lanes",
            "L2.1 15 vs 25 instructions, 8 vs 24 lanes",
        ),
        Tr::new(
            "Both paths issue in full, 15 + 25 = 40 slots of work, although only 8 lanes take the first: lane counts never shorten a path.",
            "Dono paths poore issue hote hain, 15 + 25 = 40 slots ka kaam, jabki pehla path sirf 8 lanes leti hain: lanes kam hone se path chhota nahi hota.",
        ),
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
        Tr::new(
            "L2.2 / source note 003 data_dependent: four-way 20/30/25/5",
            "L2.2 / source note 003 data_dependent: chaar raaste 20/30/25/5",
        ),
        Tr::new(
            "Each of the four types is issued one after the other for its own lanes: 80 slots of work where 30 would do.",
            "Chaaron types ek ke baad ek apni-apni lanes ke liye issue hote hain: 80 slots ka kaam, jahan 30 kaafi hote.",
        ),
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
        Tr::new(
            "L2.3 One lane on 100, 31 lanes on 50",
            "L2.3 Ek lane 100 par, 31 lanes 50 par",
        ),
        Tr::new(
            "The 100-instruction path is issued in full for lane 0 alone: 150 slots, not 50 + 100/32.",
            "100-instruction wala path akeli lane 0 ke liye poora issue hota hai: 150 slots, 50 + 100/32 nahi.",
        ),
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
        Tr::new(
            "L3.1 Nested branches, all four leaves",
            "L3.1 Nested branches, chaaron leaves",
        ),
        Tr::new(
            "The stack grows two deep and every reached leaf issues once: 10 + 14 + 8 + 12 = 44 slots of work. Depth did not set the cost; the reached leaves did.",
            "Stack do level gehra hota hai aur har pahunchi hui leaf ek baar issue hoti hai: 10 + 14 + 8 + 12 = 44 slots ka kaam. Cost depth se nahi, pahunchi hui leaves se tay hui.",
        ),
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
        Tr::new(
            "L3.1 Nested branches, arranged: only p1 and p3",
            "L3.1 Nested branches, arranged: sirf p1 aur p3",
        ),
        Tr::new(
            "Same code, data arranged so B holds whenever A and C whenever not A: two leaves, 18 slots of work.",
            "Wahi code, data aise arrange kiya ki A hone par hamesha B aur A na hone par hamesha C: do leaves, 18 slots ka kaam.",
        ),
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
        Tr::new(
            "L3.2 Loop trip counts 5, 20, 3, 15, …",
            "L3.2 Loop trip counts 5, 20, 3, 15, …",
        ),
        Tr::new(
            "The mask shrinks lane by lane at the loop test; the warp iterates 20 times for its longest lane while half of the lane-slots do no work.",
            "Loop test par mask lane-dar-lane chhota hota hai; warp apni sabse lambi lane ke liye 20 baar chalta hai, jabki aadhe lane-slots koi kaam nahi karte.",
        ),
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
        Tr::new(
            "Source note 003 loop_divergent",
            "Source note 003 loop_divergent",
        ),
        Tr::new(
            "The count-3 lane drops out first and idles; the count-20 lane keeps the whole warp busy.",
            "Count 3 wali lane sabse pehle bahar hoti hai aur idle baithti hai; count 20 wali lane poore warp ko busy rakhti hai.",
        ),
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
        Tr::new(
            "L3.3 Warp X: three 40-instruction paths",
            "L3.3 Warp X: teen 40-instruction paths",
        ),
        Tr::new(
            "Three equally long cases issue back to back: 120 slots of work, path efficiency 33.3%.",
            "Teen barabar lambe cases ek ke baad ek issue hote hain: 120 slots ka kaam, path efficiency 33.3%.",
        ),
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
        Tr::new(
            "L3.3 Warp Y (corrected): five 24-instruction paths",
            "L3.3 Warp Y (sudhara hua): paanch 24-instruction paths",
        ),
        Tr::new(
            "The same 120 slots of work as Warp X, but the longest path is only 24: more, shorter paths waste more (20%).",
            "Warp X jitna hi 120 slots ka kaam, par sabse lamba path sirf 24: zyada aur chhote paths zyada waste karte hain (20%).",
        ),
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
        Tr::new(
            "L4.1 idx % 2: heavy 60 vs light 20",
            "L4.1 idx % 2: heavy 60 vs light 20",
        ),
        Tr::new(
            "Every pair of neighbours disagrees, so every warp issues both: 80 slots of work for 60 of need.",
            "Har padosi jodi alag raasta leti hai, isliye har warp dono issue karta hai: 60 ki zaroorat ke liye 80 slots ka kaam.",
        ),
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
        Tr::new(
            "L4.1 / source note 003 fix: divergence at warp granularity",
            "L4.1 / source note 003 fix: warp granularity par divergence",
        ),
        Tr::new(
            "warp_id is the same for all 32 lanes, so the branch is uniform: one path, no push, 100% efficiency.",
            "warp_id sab 32 lanes ke liye same hai, isliye branch uniform hai: ek path, koi push nahi, 100% efficiency.",
        ),
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
        Tr::new(
            "L4.2 Short branch, 4 vs 3",
            "L4.2 Chhoti branch, 4 vs 3",
        ),
        Tr::new(
            "nvcc if-converts a plain if/else this short (all 30 such groups of the project's H200 if-conversion study), so it opens predicated: 7 slots of work, no push or pop, every lane issues both sides. Flip it to a real branch to see the serialized version.",
            "nvcc itni chhoti saadi if/else ko if-convert karta hai (project ki H200 if-conversion study ke sabhi 30 aise groups), isliye yeh predicated khulti hai: 7 slots ka kaam, koi push ya pop nahi, har lane dono sides issue karti hai. Serialized version dekhne ke liye use real branch mein flip karo.",
        ),
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
        Tr::new(
            "L4.3 Sorted by type: a uniform warp",
            "L4.3 Type se sorted: ek uniform warp",
        ),
        Tr::new(
            "After sorting, this warp holds one type: only its 20-instruction path issues (try another layout to mix it again).",
            "Sort karne ke baad is warp mein ek hi type hai: sirf uska 20-instruction path issue hota hai (phir se mix karne ke liye koi aur layout try karo).",
        ),
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
        Tr::new(
            "L5.1 One of the three split warps",
            "L5.1 Teen split warps mein se ek",
        ),
        Tr::new(
            "This warp pays 30 + 18 = 48 where the block's clean warp pays 30; divergence is per warp, and the block adds them up.",
            "Yeh warp 30 + 18 = 48 deta hai jahan block ka saaf warp 30 deta hai; divergence har warp ki hoti hai, aur block unhe jod deta hai.",
        ),
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
        Tr::new(
            "L5.2 Option A: a warp split 16/16 between 40 and 10",
            "L5.2 Option A: 40 aur 10 ke beech 16/16 bata warp",
        ),
        Tr::new(
            "50 slots of work per warp; sorted (try the sorted layout) a warp pays 40 or 10, halving the block.",
            "Har warp 50 slots ka kaam; sorted (sorted layout try karo) ek warp 40 ya 10 deta hai, aur block aadha ho jaata hai.",
        ),
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
        Tr::new(
            "L5.3 Warp Q: 25 + 15, then a uniform tail of 10",
            "L5.3 Warp Q: 25 + 15, phir 10 ki uniform tail",
        ),
        Tr::new(
            "After the stack pops, all 32 lanes share the tail: it is issued once, 40 + 10 = 50.",
            "Stack pop hone ke baad sab 32 lanes tail share karti hain: woh ek baar issue hoti hai, 40 + 10 = 50.",
        ),
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
        Tr::new(
            "Source note 003 divergent_kernel: idx < 16, 10 vs 8",
            "Source note 003 divergent_kernel: idx < 16, 10 vs 8",
        ),
        Tr::new(
            "Threads 0-15 run path A with 16-31 masked off, then the other way round: 10 + 8 = 18 slots, efficiency 55.6%.",
            "Threads 0-15 path A chalate hain aur 16-31 masked rehte hain, phir ulta: 10 + 8 = 18 slots, efficiency 55.6%.",
        ),
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
        Tr::new(
            "Source note 003 __ballot_sync fast path",
            "Source note 003 __ballot_sync fast path",
        ),
        Tr::new(
            "Every lane gets the same ballot, so the mask tests never diverge; with a mixed layout the last else splits the warp instead.",
            "Har lane ko same ballot milta hai, isliye mask tests kabhi diverge nahi karte; mixed layout mein aakhri else warp ko baant deta hai.",
        ),
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
        Tr::new(
            "Source note 002 sqrtf branch",
            "Source note 002 sqrtf branch",
        ),
        Tr::new(
            "Alternating signs split every warp, so both short sides are paid; flip the branch to predicated to compare the slot counts.",
            "Baari-baari ke signs har warp ko baant dete hain, isliye dono chhoti sides ka cost lagta hai; slot counts milane ke liye branch ko predicated mein flip karo.",
        ),
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
        Tr::new(
            "Source note 002 boundary branch if (i < n)",
            "Source note 002 boundary branch if (i < n)",
        ),
        Tr::new(
            "Lanes 20-31 are past the end of the data: the last warp pays the body with 12 lanes masked, once per launch.",
            "Lanes 20-31 data ke end se aage hain: aakhri warp body ka cost 12 masked lanes ke saath deta hai, har launch mein ek baar.",
        ),
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
        title: Tr::new(
            "A partial final warp: 20 lanes launched",
            "Adhoora aakhri warp: 20 lanes launch hui",
        ),
        look_for: Tr::new(
            "No branch splits these 20 lanes, so path efficiency is 100%, but the 12 lanes never launched still lower the lane utilisation.",
            "Koi branch in 20 lanes ko nahi baantti, isliye path efficiency 100% hai, par kabhi launch na hui 12 lanes phir bhi lane utilisation ghatati hain.",
        ),
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
        Tr::new(
            "Source note 002 loop-invariant branch inside the loop",
            "Source note 002 loop ke andar loop-invariant branch",
        ),
        Tr::new(
            "The branch on f never changes, yet the mixed warp diverges and reconverges in every one of the 8 iterations (watch the stack).",
            "f par branch kabhi nahi badalti, phir bhi mixed warp 8 mein se har iteration mein diverge aur reconverge karta hai (stack dekho).",
        ),
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
        Tr::new(
            "Source note 002 the same branch hoisted out of the loop",
            "Source note 002 wahi branch loop se bahar hoisted",
        ),
        Tr::new(
            "One divergence for the whole loop: the same 8 × (6 + 4) slots of work, but the branch is tested once, and a warp that agrees skips a whole loop.",
            "Poore loop ke liye ek divergence: wahi 8 × (6 + 4) slots ka kaam, par branch ek baar test hoti hai, aur jo warp sehmat ho woh poora ek loop skip karta hai.",
        ),
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
        Tr::new(
            "Warp shuffle: a butterfly sum",
            "Warp shuffle: butterfly sum",
        ),
        Tr::new(
            "Every lane ends with the warp's total; the loop never diverges, so the mask stays full and the stack one deep.",
            "Har lane ke paas aakhir mein warp ka total hota hai; loop kabhi diverge nahi karta, isliye mask poora rehta hai aur stack ek level gehra.",
        ),
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
        Tr::new(
            "Source note 004: a __syncwarp mask that names absent lanes",
            "Source note 004: absent lanes ka naam lene wala __syncwarp mask",
        ),
        Tr::new(
            "Lanes 16-31 are on the other side of the branch when lanes 0-15 call __syncwarp(0xFFFFFFFF): the run stops at that line, naming lane 16.",
            "Jab lanes 0-15 __syncwarp(0xFFFFFFFF) call karti hain, lanes 16-31 branch ki doosri taraf hoti hain: run us line par rukta hai aur lane 16 ka naam leta hai.",
        ),
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
    use crate::model::i18n::Lang;

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

    /// Both languages say the same: the Hinglish has exactly the English's numbers (word order differs). A
    /// title may stay as it is (most are names: "L2.1 …", "Source note 003 …"); what to look for may not.
    #[test]
    fn titles_and_what_to_look_for_are_in_both_languages() {
        let numbers = |t: &str| -> Vec<String> {
            let mut found: Vec<String> = t
                .split(|c: char| !c.is_ascii_digit() && c != '.')
                .map(|n| n.trim_matches('.').to_string())
                .filter(|n| !n.is_empty())
                .collect();
            found.sort();
            found
        };
        for e in EXAMPLES {
            let title_same = [e.title.en];
            assert_eq!(e.title.defect(&title_same), None, "{} title", e.key);
            assert_eq!(e.look_for.defect(&[]), None, "{} look_for", e.key);
            for text in [e.title, e.look_for] {
                assert_eq!(numbers(text.en), numbers(text.hi), "{}: {}", e.key, text.hi);
            }
        }
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
            for lang in [Lang::En, Lang::HiLatn] {
                assert!(
                    e.look_for.get(lang).ends_with('.'),
                    "{}: one sentence",
                    e.key
                );
            }
            assert!(find(e.key).is_some());
        }
    }
}
