//! The layouts lab's model: whole datasets of branch labels laid out in memory, cut into warps, priced per warp, and read back as loads.
//!
//! Seed 004's claim, made computable: divergence depends on how labels are grouped into warps, not
//! on the overall share p of true labels. A dataset is N labels (true = the lane takes path A) in one
//! of six layouts; warp w holds labels `w·width .. (w+1)·width`, and when N is not a multiple of the
//! width the final warp is partial (its missing lanes are inactive, never "false").
//!
//! Everything here is pure: randomness comes from a generator seeded with the spec's seed, so a link
//! rebuilds the same dataset. The generator is `Xoshiro256PlusPlus`, named explicitly rather than
//! `SmallRng`, because `SmallRng` is a different algorithm on 32-bit targets: the native tests and
//! the wasm app must draw the same labels from the same seed.

use std::fmt;

use rand::distr::{Bernoulli, Distribution};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use statrs::distribution::{Binomial, Discrete};

use super::binomial::neumaier_sum;
use super::fields::{fixed, group_thousands, MAX_CYCLES};
use super::i18n::{fill, Bilingual, Lang, Tr};
use super::lanes::WarpWidth;
use super::pricing::{ratio, Region, RegionCost};

/// The most labels a dataset may hold.
pub const MAX_LABELS: u32 = 1_000_000;
/// The longest run, block or shuffle window the lab accepts.
pub const MAX_RUN: u32 = 1_000_000;
/// The widest warp the exact per-warp distributions are computed for; wider asks get an empty vector
/// (the runs DP is quadratic in the width, and the tutor only draws 32 and 64).
pub const MAX_PMF_WIDTH: u32 = 1024;
/// The coalescing model's element size: each lane loads one 4-byte value.
pub const ELEMENT_BYTES: u32 = 4;
/// The coalescing model's memory transaction unit: a 32-byte sector.
pub const SECTOR_BYTES: u32 = 32;

/// How the N labels are arranged in memory, which decides how they fall into warps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Each label is an independent Bernoulli(p) draw: the textbook assumption, and the reference
    /// every other layout is compared with.
    Independent,
    /// Exactly K = round(p·N) true labels, all of them first: every warp but one is uniform.
    Sorted,
    /// Exactly K = round(p·N) true labels spread as evenly as possible (Bresenham): label i is true
    /// iff ⌊(i+1)·K/N⌋ > ⌊i·K/N⌋. At p = 0.5 it is F,T,F,T,… and splits every warp.
    Alternating,
    /// A two-state Markov chain with stationary share p and mean run length r (averaged over runs):
    /// true runs average r_T = 2·p·r labels and false runs r_F = 2·(1−p)·r, so a true label is left
    /// with probability 1/r_T and a false one with 1/r_F. The first label is drawn from the stationary
    /// distribution, so every warp's first lane is stationary and every full warp has the same
    /// distribution of true lanes ([`runs_warp_pmf`]). Feasible only when r_T ≥ 1 and r_F ≥ 1
    /// ([`DatasetSpec::min_run`]); p = 0 or 1 gives constant labels for any r.
    Runs,
    /// Consecutive blocks of `run` labels (the last possibly shorter), each wholly true with
    /// probability p, independently: correlation with a hard edge.
    Clustered,
    /// The sorted dataset, then each consecutive window of k = `run` labels shuffled (Fisher–Yates):
    /// k = 1 is sorted, k ≥ N is a uniformly random arrangement of exactly K true labels.
    ShuffledWithin,
}

impl Layout {
    pub const ALL: [Layout; 6] = [
        Layout::Independent,
        Layout::Sorted,
        Layout::Alternating,
        Layout::Runs,
        Layout::Clustered,
        Layout::ShuffledWithin,
    ];

    /// The name a link carries.
    pub fn key(self) -> &'static str {
        match self {
            Layout::Independent => "independent",
            Layout::Sorted => "sorted",
            Layout::Alternating => "alternating",
            Layout::Runs => "runs",
            Layout::Clustered => "clustered",
            Layout::ShuffledWithin => "shuffled",
        }
    }

    /// Reads a link's name back; exact, lower-case, as [`Layout::key`] writes it.
    pub fn from_key(key: &str) -> Option<Layout> {
        Layout::ALL.into_iter().find(|l| l.key() == key)
    }

    /// The name a learner reads.
    pub fn label(self) -> &'static str {
        match self {
            Layout::Independent => "Independent (Bernoulli p)",
            Layout::Sorted => "Sorted (true first)",
            Layout::Alternating => "Alternating (evenly spread)",
            Layout::Runs => "Runs (Markov chain)",
            Layout::Clustered => "Clustered blocks",
            Layout::ShuffledWithin => "Sorted, then shuffled within k",
        }
    }

    /// Whether the seed changes the dataset (sorted and alternating are fixed by N and p).
    pub fn uses_seed(self) -> bool {
        !matches!(self, Layout::Sorted | Layout::Alternating)
    }

    /// Whether the `run` setting means something for this layout.
    pub fn uses_run(self) -> bool {
        matches!(
            self,
            Layout::Runs | Layout::Clustered | Layout::ShuffledWithin
        )
    }

    /// What `run` means for this layout; empty for the layouts that ignore it.
    pub fn run_label(self) -> &'static str {
        match self {
            Layout::Runs => "Mean run length",
            Layout::Clustered => "Block length",
            Layout::ShuffledWithin => "Shuffle window k",
            _ => "",
        }
    }
}

/// Everything that determines a dataset: the same spec always gives the same labels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DatasetSpec {
    /// Number of labels, 1 ..= [`MAX_LABELS`].
    pub n: u32,
    /// Share (or probability) of true labels, 0 ..= 1.
    pub p: f64,
    pub layout: Layout,
    /// Mean run length, block length or shuffle window, as the layout reads it; ignored by the others.
    pub run: u32,
    pub seed: u64,
}

/// Why a dataset cannot be built. Each says what is wrong and what would do, as a fragment without
/// a final stop (the link and field messages add their own).
#[derive(Clone, Debug, PartialEq)]
pub enum LayoutError {
    /// N is 0 or above [`MAX_LABELS`].
    Labels { n: u32 },
    /// p is not a number, infinite, or outside 0 ..= 1.
    Probability { p: f64 },
    /// The run, block or window length is 0 or above [`MAX_RUN`].
    Run { layout: Layout, run: u32 },
    /// The runs layout cannot have this mean run length at this p: the rarer class's runs would
    /// average under one label.
    RunTooShort { p: f64, run: u32, min: u32 },
}

const LABELS: Tr = Tr::new(
    "the number of labels N must be between 1 and {}; {} is not",
    "labels ki ginti N 1 se {} ke beech honi chahiye; {} nahi",
);
const PROBABILITY: Tr = Tr::new(
    "the share p of true labels must be a number between 0 and 1; {} is not",
    "true labels ka share p 0 aur 1 ke beech ka number hona chahiye; {} nahi",
);
const RUN: Tr = Tr::new(
    "the {} must be between 1 and {}; {} is not",
    "{} 1 se {} ke beech hona chahiye; {} nahi",
);
const RUN_TOO_SHORT: Tr = Tr::new(
    "with p = {}, runs of {} labels would average {} labels — under one; use a mean run length of at least {}, or move p toward 0.5",
    "p = {} par {} labels ke runs ausatan {} labels ke honge — ek se kam; mean run length kam se kam {} rakho, ya p ko 0.5 ki taraf le jao",
);

/// The layout's length name stays English in Hinglish, as a technical term.
impl Bilingual for LayoutError {
    fn text(&self, lang: Lang) -> String {
        let (tr, values): (Tr, Vec<String>) = match self {
            LayoutError::Labels { n } => (
                LABELS,
                vec![
                    group_thousands(u64::from(MAX_LABELS)),
                    group_thousands(u64::from(*n)),
                ],
            ),
            LayoutError::Probability { p } => (PROBABILITY, vec![number(*p)]),
            LayoutError::Run { layout, run } => (
                RUN,
                vec![
                    layout.run_label().to_ascii_lowercase(),
                    group_thousands(u64::from(MAX_RUN)),
                    group_thousands(u64::from(*run)),
                ],
            ),
            LayoutError::RunTooShort { p, run, min } => {
                let (class, share) = if *p <= 0.5 {
                    ("true", *p)
                } else {
                    ("false", 1.0 - *p)
                };
                (
                    RUN_TOO_SHORT,
                    vec![
                        number(*p),
                        class.to_string(),
                        number(2.0 * share * f64::from(*run)),
                        group_thousands(u64::from(*min)),
                    ],
                )
            }
        };
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        fill(tr.get(lang), &values)
    }
}

/// The English sentence.
impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for LayoutError {}

/// A number for a message: at most six decimals ([`fixed`]), trailing zeros dropped, and words for
/// non-finite values.
fn number(value: f64) -> String {
    if value.is_nan() {
        return "NaN".into();
    }
    if value.is_infinite() {
        return if value > 0.0 { "inf" } else { "-inf" }.into();
    }
    let text = fixed(value, 6);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".into()
    } else {
        text.into()
    }
}

impl DatasetSpec {
    /// Checks N, then p, then (for the layouts that read it) the run length; the first problem is reported.
    pub fn check(&self) -> Result<(), LayoutError> {
        if self.n == 0 || self.n > MAX_LABELS {
            return Err(LayoutError::Labels { n: self.n });
        }
        if !self.p.is_finite() || !(0.0..=1.0).contains(&self.p) {
            return Err(LayoutError::Probability { p: self.p });
        }
        if self.layout.uses_run() {
            if self.run == 0 || self.run > MAX_RUN {
                return Err(LayoutError::Run {
                    layout: self.layout,
                    run: self.run,
                });
            }
            let min = DatasetSpec::min_run(self.p);
            if self.layout == Layout::Runs && self.run < min {
                return Err(LayoutError::RunTooShort {
                    p: self.p,
                    run: self.run,
                    min,
                });
            }
        }
        Ok(())
    }

    /// The smallest mean run length the runs layout can have at p: ⌈1 / (2·min(p, 1−p))⌉, so that
    /// the rarer class's runs average at least one label. 1 when p is 0, 1 or not a probability.
    ///
    /// 1/(2·m) is snapped to a whole number when it is one up to rounding: 1 − 0.9 is a hair under
    /// 0.1, and without the snap p = 0.9 would demand 6 where p = 0.1 demands 5.
    pub fn min_run(p: f64) -> u32 {
        if !(p > 0.0 && p < 1.0) {
            return 1;
        }
        let exact = 1.0 / (2.0 * p.min(1.0 - p));
        let nearest = exact.round();
        let bound = if (exact - nearest).abs() <= 1e-9 * nearest {
            nearest
        } else {
            exact.ceil()
        };
        if bound >= f64::from(u32::MAX) {
            u32::MAX
        } else {
            (bound as u32).max(1)
        }
    }

    /// K = round(p·N): the exact number of true labels of the sorted, alternating and shuffled layouts.
    pub fn exact_trues(&self) -> u32 {
        let k = (self.p * f64::from(self.n)).round();
        if k >= 0.0 {
            (k as u32).min(self.n)
        } else {
            0
        }
    }
}

/// N labels in memory order, one bit each (bit i of word i/64 is label i; bits past N are 0).
#[derive(Clone, Debug, PartialEq)]
pub struct Dataset {
    spec: DatasetSpec,
    len: u32,
    trues: u32,
    words: Vec<u64>,
}

impl Dataset {
    /// Builds the dataset a spec describes, with a generator seeded from `spec.seed`.
    pub fn generate(spec: &DatasetSpec) -> Result<Dataset, LayoutError> {
        spec.check()?;
        let n = spec.n;
        let mut data = Dataset {
            spec: *spec,
            len: n,
            trues: 0,
            words: vec![0; words_for(n)],
        };
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(spec.seed);
        // `check` has accepted p, so it lies in 0 ..= 1 and every Bernoulli below exists.
        let bernoulli = |q: f64| Bernoulli::new(q.clamp(0.0, 1.0)).ok();
        match spec.layout {
            Layout::Independent => {
                if let Some(label) = bernoulli(spec.p) {
                    data.fill(|| label.sample(&mut rng));
                }
            }
            Layout::Sorted => data.set_range(0, spec.exact_trues()),
            Layout::Alternating => {
                // Bresenham: `err` is i·K mod N, and label i is true exactly when adding K wraps it.
                let (k, n64) = (u64::from(spec.exact_trues()), u64::from(n));
                let mut err = 0u64;
                data.fill(|| {
                    err += k;
                    let wraps = err >= n64;
                    if wraps {
                        err -= n64;
                    }
                    wraps
                });
            }
            Layout::Runs => {
                if spec.p == 0.0 || spec.p == 1.0 {
                    // One class only: the chain never leaves it, whatever r says.
                    if spec.p == 1.0 {
                        data.set_range(0, n);
                    }
                } else if let (Some(start), Some(leave_true), Some(leave_false)) = (
                    bernoulli(spec.p),
                    bernoulli(1.0 / (2.0 * spec.p * f64::from(spec.run))),
                    bernoulli(1.0 / (2.0 * (1.0 - spec.p) * f64::from(spec.run))),
                ) {
                    let mut state = start.sample(&mut rng);
                    data.fill(|| {
                        let label = state;
                        let leave = if state { &leave_true } else { &leave_false };
                        if leave.sample(&mut rng) {
                            state = !state;
                        }
                        label
                    });
                }
            }
            Layout::Clustered => {
                if let Some(block) = bernoulli(spec.p) {
                    let mut start = 0u32;
                    while start < n {
                        let end = start.saturating_add(spec.run).min(n);
                        if block.sample(&mut rng) {
                            data.set_range(start, end);
                        }
                        start = end;
                    }
                }
            }
            Layout::ShuffledWithin => {
                let k = spec.exact_trues();
                data.set_range(0, k);
                // Sorted labels make every window uniform except the one holding the boundary at K,
                // and shuffling a uniform window changes nothing: only that window is shuffled.
                let window = spec.run.max(1);
                let start = k / window * window;
                let end = start.saturating_add(window).min(n);
                if start < k && k < end {
                    data.shuffle(start, end, &mut rng);
                }
            }
        }
        data.trues = data.words.iter().map(|w| w.count_ones()).sum();
        Ok(data)
    }

    /// The spec the dataset was generated from (a reordered dataset keeps its original's).
    pub fn spec(&self) -> &DatasetSpec {
        &self.spec
    }

    pub fn len(&self) -> u32 {
        self.len
    }

    /// Never true for a generated dataset (N ≥ 1); here because `len` is.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many labels are true (take path A).
    pub fn trues(&self) -> u32 {
        self.trues
    }

    /// Label i; false past the end.
    pub fn label(&self, i: u32) -> bool {
        i < self.len && self.words[(i / 64) as usize] >> (i % 64) & 1 == 1
    }

    /// The labels in memory order.
    pub fn labels(&self) -> impl Iterator<Item = bool> + '_ {
        (0..self.len).map(|i| self.label(i))
    }

    /// Warp `index` at `width`: (active lanes, true lanes), or `None` past the last warp.
    pub fn warp(&self, width: WarpWidth, index: u32) -> Option<(u32, u32)> {
        let w = width.lanes();
        let start = index.checked_mul(w).filter(|&s| s < self.len)?;
        let active = (self.len - start).min(w);
        Some((active, self.count_range(start, start + active)))
    }

    /// How many warps at `width` have each number of true lanes; the partial final warp apart.
    pub fn histogram(&self, width: WarpWidth) -> WarpHistogram {
        let w = width.lanes();
        let full_warps = self.len / w;
        let mut full = vec![0u64; w as usize + 1];
        // Widths divide 64 and warps start at multiples of the width, so a warp is part of one word.
        let mask = width.full_mask().0;
        for warp in 0..full_warps {
            let start = warp * w;
            let bits = self.words[(start / 64) as usize] >> (start % 64) & mask;
            full[bits.count_ones() as usize] += 1;
        }
        let rest = self.len % w;
        let partial = (rest != 0).then(|| {
            let start = full_warps * w;
            (rest, self.count_range(start, self.len))
        });
        WarpHistogram {
            width: w,
            full,
            partial,
        }
    }

    /// The stable partition by label: positions of the true labels first (ascending), then the
    /// false ones. After the reorder, thread i processes element `perm[i]`.
    pub fn reorder_permutation(&self) -> Vec<u32> {
        let mut perm = Vec::with_capacity(self.len as usize);
        perm.extend(self.positions(true).chain(self.positions(false)));
        perm
    }

    /// Positions of the labels equal to `want`, ascending.
    fn positions(&self, want: bool) -> impl Iterator<Item = u32> + '_ {
        let len = self.len;
        self.words.iter().enumerate().flat_map(move |(w, &word)| {
            let base = w as u32 * 64;
            let valid = len.saturating_sub(base).min(64);
            let valid_mask = if valid == 64 {
                u64::MAX
            } else {
                (1u64 << valid) - 1
            };
            let mut bits = if want { word } else { !word } & valid_mask;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let bit = bits.trailing_zeros();
                    bits &= bits - 1;
                    base + bit
                })
            })
        })
    }

    /// The labels permuted by [`Dataset::reorder_permutation`]: the same labels, true ones first.
    pub fn reordered(&self) -> Dataset {
        let mut out = Dataset {
            spec: self.spec,
            len: self.len,
            trues: self.trues,
            words: vec![0; self.words.len()],
        };
        out.set_range(0, self.trues);
        out
    }

    /// Writes every label from `next`, in order, a word at a time.
    fn fill(&mut self, mut next: impl FnMut() -> bool) {
        let len = self.len;
        for (w, word) in self.words.iter_mut().enumerate() {
            let count = len.saturating_sub(w as u32 * 64).min(64);
            let mut bits = 0u64;
            for bit in 0..count {
                if next() {
                    bits |= 1 << bit;
                }
            }
            *word = bits;
        }
    }

    /// Sets labels `start .. end` true (clipped to the dataset).
    fn set_range(&mut self, start: u32, end: u32) {
        let end = end.min(self.len);
        let mut i = start;
        while i < end {
            let (word, bit) = ((i / 64) as usize, i % 64);
            let take = (64 - bit).min(end - i);
            let bits = if take == 64 {
                u64::MAX
            } else {
                ((1u64 << take) - 1) << bit
            };
            self.words[word] |= bits;
            i += take;
        }
    }

    /// True labels among `start .. end` (clipped to the dataset).
    fn count_range(&self, start: u32, end: u32) -> u32 {
        let end = end.min(self.len);
        let mut i = start;
        let mut count = 0;
        while i < end {
            let (word, bit) = ((i / 64) as usize, i % 64);
            let take = (64 - bit).min(end - i);
            let mask = if take == 64 {
                u64::MAX
            } else {
                (1u64 << take) - 1
            };
            count += (self.words[word] >> bit & mask).count_ones();
            i += take;
        }
        count
    }

    fn set(&mut self, i: u32, value: bool) {
        let (word, bit) = ((i / 64) as usize, i % 64);
        if value {
            self.words[word] |= 1 << bit;
        } else {
            self.words[word] &= !(1 << bit);
        }
    }

    /// Fisher–Yates over labels `start .. end`, drawing u32 indices so that the result is the same
    /// on 32- and 64-bit targets.
    fn shuffle(&mut self, start: u32, end: u32, rng: &mut Xoshiro256PlusPlus) {
        for i in (1..end - start).rev() {
            let j = rng.random_range(0..=i);
            let (a, b) = (self.label(start + i), self.label(start + j));
            self.set(start + i, b);
            self.set(start + j, a);
        }
    }
}

fn words_for(n: u32) -> usize {
    n.div_ceil(64) as usize
}

/// The per-warp picture of a dataset: how many full warps have each number of true lanes, and the
/// partial final warp on its own (it has fewer active lanes, so its counts mean something else).
#[derive(Clone, Debug, PartialEq)]
pub struct WarpHistogram {
    pub width: u32,
    /// `full[k]`: how many full warps have exactly k true lanes; `width + 1` entries.
    pub full: Vec<u64>,
    /// (active lanes, true lanes) of the final warp when N is not a multiple of the width.
    pub partial: Option<(u32, u32)>,
}

impl WarpHistogram {
    pub fn full_warps(&self) -> u64 {
        self.full.iter().fold(0u64, |acc, &c| acc.saturating_add(c))
    }

    /// Full warps plus the partial one.
    pub fn warps(&self) -> u64 {
        self.full_warps()
            .saturating_add(u64::from(self.partial.is_some()))
    }

    /// Warps whose active lanes disagree: 0 < true lanes < active lanes.
    pub fn divergent_warps(&self) -> u64 {
        let inner = self
            .full
            .iter()
            .enumerate()
            .filter(|&(k, _)| k > 0 && (k as u64) < u64::from(self.width))
            .fold(0u64, |acc, (_, &c)| acc.saturating_add(c));
        let partial = self
            .partial
            .is_some_and(|(active, trues)| trues > 0 && trues < active);
        inner.saturating_add(u64::from(partial))
    }

    /// Active lanes in all: N for a dataset's histogram.
    pub fn lanes(&self) -> u64 {
        u64::from(self.width)
            .saturating_mul(self.full_warps())
            .saturating_add(self.partial.map_or(0, |(active, _)| u64::from(active)))
    }

    /// True lanes in all: the dataset's true labels.
    pub fn trues(&self) -> u64 {
        let full = self.full.iter().enumerate().fold(0u64, |acc, (k, &c)| {
            acc.saturating_add((k as u64).saturating_mul(c))
        });
        full.saturating_add(self.partial.map_or(0, |(_, trues)| u64::from(trues)))
    }

    /// Prices a two-path region for every warp: true lanes run path A (`a` cycles), false lanes
    /// path B (`b` cycles). Each histogram bin is priced once by the core
    /// ([`Region::from_counts`]: a path with no takers is not issued) and multiplied by its count;
    /// the partial warp is priced with its active lanes only.
    ///
    /// Lengths above [`MAX_CYCLES`] are priced as [`MAX_CYCLES`] (the core refuses longer paths and
    /// so do the fields). A bin the core refuses — only possible in a hand-built histogram, such as
    /// a width other than 32 or 64 — adds nothing.
    pub fn price(&self, a: u32, b: u32) -> LayoutCost {
        let mut cost = LayoutCost::default();
        let Ok(width) = WarpWidth::from_lanes(self.width) else {
            return cost;
        };
        let (a, b) = (a.min(MAX_CYCLES), b.min(MAX_CYCLES));
        for (k, &count) in self.full.iter().enumerate() {
            if count > 0 {
                if let Some(warp) = price_warp(width, a, b, self.width, k as u32) {
                    cost.add(&warp, count);
                }
            }
        }
        if let Some((active, trues)) = self.partial {
            if let Some(warp) = price_warp(width, a, b, active, trues) {
                cost.add(&warp, 1);
            }
        }
        cost
    }
}

/// One warp with `active` lanes of which `trues` take path A, priced by the core.
fn price_warp(width: WarpWidth, a: u32, b: u32, active: u32, trues: u32) -> Option<RegionCost> {
    let falses = active.checked_sub(trues)?;
    Region::from_counts(width, &[(a, trues), (b, falses)], 0, 0)
        .ok()
        .map(|r| r.price())
}

/// What a dataset's warps issue for one two-path region, summed over the warps.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LayoutCost {
    /// Σ T_div: cycles issued, every taken path once per warp.
    pub total_issued: u64,
    /// Σ T_ideal: what the warps would issue if none diverged.
    pub total_ideal: u64,
    /// Σ takers × path length: lane-slots doing work some lane needed.
    pub useful_lane_slots: u64,
    /// width × issued cycles: every lane-slot issued, inactive lanes of the partial warp included.
    pub lane_slots: u64,
}

impl LayoutCost {
    fn add(&mut self, warp: &RegionCost, count: u64) {
        let times = |v: u64| v.saturating_mul(count);
        self.total_issued = self.total_issued.saturating_add(times(warp.t_div));
        self.total_ideal = self.total_ideal.saturating_add(times(warp.t_ideal));
        self.useful_lane_slots = self
            .useful_lane_slots
            .saturating_add(times(warp.useful_lane_slots));
        self.lane_slots = self
            .lane_slots
            .saturating_add(times(u64::from(warp.width).saturating_mul(warp.t_div)));
    }

    /// Σ ideal / Σ issued, as [`super::block::BlockCost::efficiency`]; `None` when nothing is issued.
    pub fn block_efficiency(&self) -> Option<f64> {
        ratio(self.total_ideal, self.total_issued)
    }

    /// Useful lane-slots over all issued lane-slots; `None` when nothing is issued.
    pub fn lane_utilisation(&self) -> Option<f64> {
        ratio(self.useful_lane_slots, self.lane_slots)
    }
}

/// The exact expected issued cycles of N independent Bernoulli(p) labels at this width: the
/// reference for "gain or loss against the independent layout with the same p".
///
/// A warp of m active lanes issues path A unless all m lanes are false, and B unless all are true:
/// E = a·(1 − (1−p)^m) + b·(1 − p^m), summed over the full warps and the partial one. The powers are
/// taken as exp(m·ln(·)) with `expm1`/`ln_1p` so that tiny p keeps its digits. Lengths above
/// [`MAX_CYCLES`] count as [`MAX_CYCLES`], as in [`WarpHistogram::price`]; p outside 0 ..= 1 gives NaN.
pub fn independent_expected_cost(n: u32, p: f64, width: WarpWidth, a: u32, b: u32) -> f64 {
    if !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    let (a, b) = (f64::from(a.min(MAX_CYCLES)), f64::from(b.min(MAX_CYCLES)));
    let per_warp = |m: u32| {
        let m = f64::from(m);
        let some_true = -(m * (-p).ln_1p()).exp_m1();
        let some_false = -(m * p.ln()).exp_m1();
        a * some_true + b * some_false
    };
    let w = width.lanes();
    let full = f64::from(n / w) * per_warp(w);
    let rest = n % w;
    if rest == 0 {
        full
    } else {
        full + per_warp(rest)
    }
}

/// P(k true lanes) for k = 0 ..= width when each lane is an independent Bernoulli(p): Binomial(width, p)
/// from statrs, renormalised so the entries sum to 1 to rounding. Empty when p is not in 0 ..= 1 or
/// the width exceeds [`MAX_PMF_WIDTH`].
pub fn binomial_warp_pmf(width: u32, p: f64) -> Vec<f64> {
    if !(0.0..=1.0).contains(&p) || width > MAX_PMF_WIDTH {
        return Vec::new();
    }
    let Ok(dist) = Binomial::new(p, u64::from(width)) else {
        return Vec::new();
    };
    let mut probs: Vec<f64> = (0..=u64::from(width)).map(|k| dist.pmf(k)).collect();
    normalise(&mut probs);
    probs
}

/// P(k true lanes) for k = 0 ..= width in a full warp of the runs layout, exactly, by dynamic
/// programming over the Markov chain: lane 0 is stationary (true with probability p), and each
/// further lane keeps or leaves its predecessor's state with the chain's probabilities. The table is
/// (lane, state, count), O(width²). Empty when p is not in 0 ..= 1, the run length is infeasible
/// (0, or below [`DatasetSpec::min_run`]) or the width exceeds [`MAX_PMF_WIDTH`].
pub fn runs_warp_pmf(width: u32, p: f64, run: u32) -> Vec<f64> {
    if !(0.0..=1.0).contains(&p) || width > MAX_PMF_WIDTH || run == 0 {
        return Vec::new();
    }
    let w = width as usize;
    let mut pmf = vec![0.0; w + 1];
    if p == 0.0 || p == 1.0 {
        pmf[if p == 0.0 { 0 } else { w }] = 1.0;
        return pmf;
    }
    if run < DatasetSpec::min_run(p) {
        return Vec::new();
    }
    if w == 0 {
        return vec![1.0];
    }
    // At the smallest feasible r the leave probability can round a hair above 1.
    let r = f64::from(run);
    let leave_true = (1.0 / (2.0 * p * r)).min(1.0);
    let leave_false = (1.0 / (2.0 * (1.0 - p) * r)).min(1.0);
    // on_true[k] / on_false[k]: probability that the lanes so far hold k trues and the last is true / false.
    let mut on_true = vec![0.0; w + 1];
    let mut on_false = vec![0.0; w + 1];
    on_true[1] = p;
    on_false[0] = 1.0 - p;
    let mut next_true = vec![0.0; w + 1];
    let mut next_false = vec![0.0; w + 1];
    for lane in 1..w {
        next_true.iter_mut().for_each(|v| *v = 0.0);
        next_false.iter_mut().for_each(|v| *v = 0.0);
        for k in 0..=lane {
            let (t, f) = (on_true[k], on_false[k]);
            // Next lane true: one more true lane.
            next_true[k + 1] += t * (1.0 - leave_true) + f * leave_false;
            next_false[k] += t * leave_true + f * (1.0 - leave_false);
        }
        std::mem::swap(&mut on_true, &mut next_true);
        std::mem::swap(&mut on_false, &mut next_false);
    }
    for (k, slot) in pmf.iter_mut().enumerate() {
        *slot = on_true[k] + on_false[k];
    }
    normalise(&mut pmf);
    pmf
}

fn normalise(probs: &mut [f64]) {
    let total = neumaier_sum(probs.iter().copied());
    if total > 0.0 {
        probs.iter_mut().for_each(|v| *v /= total);
    }
}

/// Distinct sectors one warp request touches: lane j loads the `element_bytes` bytes of element
/// `element_indices[j]` of an array starting at address 0, cut into sectors of `sector_bytes` bytes.
/// An element that straddles sectors touches each of them; zero-byte elements touch none; a zero
/// sector size counts bytes. Saturates at `u32::MAX`.
pub fn sectors_per_request(element_indices: &[u32], element_bytes: u32, sector_bytes: u32) -> u32 {
    let mut spans = Vec::with_capacity(element_indices.len());
    let count = sectors_into(
        &mut spans,
        element_indices.iter().copied(),
        element_bytes,
        sector_bytes,
    );
    u32::try_from(count).unwrap_or(u32::MAX)
}

/// [`sectors_per_request`] with a caller's buffer, so a million-label dataset allocates once.
fn sectors_into(
    spans: &mut Vec<(u64, u64)>,
    indices: impl Iterator<Item = u32>,
    element_bytes: u32,
    sector_bytes: u32,
) -> u64 {
    spans.clear();
    if element_bytes == 0 {
        return 0;
    }
    let (size, sector) = (u64::from(element_bytes), u64::from(sector_bytes.max(1)));
    spans.extend(indices.map(|i| {
        let first = u64::from(i) * size;
        (first / sector, (first + size - 1) / sector)
    }));
    spans.sort_unstable();
    // Union of the inclusive sector intervals.
    let mut total = 0u64;
    let mut current: Option<(u64, u64)> = None;
    for &(lo, hi) in spans.iter() {
        current = match current {
            Some((start, end)) if lo <= end.saturating_add(1) => Some((start, end.max(hi))),
            Some((start, end)) => {
                total = total.saturating_add(end - start + 1);
                Some((lo, hi))
            }
            None => Some((lo, hi)),
        };
    }
    if let Some((start, end)) = current {
        total = total.saturating_add(end - start + 1);
    }
    total
}

/// Sectors a dataset's loads touch before and after the reorder.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Coalescing {
    /// Thread i reads element i: consecutive lanes, consecutive addresses.
    pub sectors_before: u64,
    /// Thread i reads element `perm[i]` of [`Dataset::reorder_permutation`].
    pub sectors_after: u64,
    /// One load request per warp, the partial warp included.
    pub requests: u64,
}

/// The coalescing model: each lane loads one [`ELEMENT_BYTES`]-byte element, each warp makes one
/// request for its active lanes, and the request costs one transaction per distinct
/// [`SECTOR_BYTES`]-byte sector. Reordering the work by label makes warps uniform but scatters the
/// addresses a warp reads; this counts both sides.
pub fn coalescing(dataset: &Dataset, width: WarpWidth) -> Coalescing {
    let (w, n, trues) = (width.lanes(), dataset.len(), dataset.trues());
    // The reordered threads read the true positions, then the false ones: two ascending runs, so
    // only the warp that straddles the switch needs sorting; the rest are counted as they stream by.
    let mut reordered = dataset.positions(true).chain(dataset.positions(false));
    let mut spans = Vec::with_capacity(w as usize);
    let (bytes, sector) = (u64::from(ELEMENT_BYTES), u64::from(SECTOR_BYTES));
    let (mut before, mut after, mut requests) = (0u64, 0u64, 0u64);
    let mut start = 0u32;
    while start < n {
        let end = start.saturating_add(w).min(n);
        // Consecutive elements cover one unbroken byte range: first to last sector.
        let (first, last) = (u64::from(start) * bytes, u64::from(end) * bytes - 1);
        before += last / sector - first / sector + 1;
        let lanes = reordered.by_ref().take((end - start) as usize);
        after += if end <= trues || start >= trues {
            ascending_sectors(lanes, ELEMENT_BYTES, SECTOR_BYTES)
        } else {
            sectors_into(&mut spans, lanes, ELEMENT_BYTES, SECTOR_BYTES)
        };
        requests += 1;
        start = end;
    }
    Coalescing {
        sectors_before: before,
        sectors_after: after,
        requests,
    }
}

/// [`sectors_into`] for indices that never decrease: the sector intervals arrive sorted, so they
/// are merged on the fly without a buffer.
fn ascending_sectors(
    indices: impl Iterator<Item = u32>,
    element_bytes: u32,
    sector_bytes: u32,
) -> u64 {
    if element_bytes == 0 {
        return 0;
    }
    let (size, sector) = (u64::from(element_bytes), u64::from(sector_bytes.max(1)));
    let mut total = 0u64;
    let mut covered: Option<u64> = None;
    for i in indices {
        let first = u64::from(i) * size;
        let (lo, hi) = (first / sector, (first + size - 1) / sector);
        let new = match covered {
            Some(end) if hi <= end => 0,
            Some(end) if lo <= end => hi - end,
            _ => hi - lo + 1,
        };
        total = total.saturating_add(new);
        covered = Some(covered.map_or(hi, |end| end.max(hi)));
    }
    total
}

/// The combined estimate: issue cycles plus sectors × a stated cost per sector (saturating).
pub fn combined(issue_cycles: u64, sectors: u64, cycles_per_sector: u32) -> u64 {
    issue_cycles.saturating_add(sectors.saturating_mul(u64::from(cycles_per_sector)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const W32: WarpWidth = WarpWidth::Warp32;
    const W64: WarpWidth = WarpWidth::Wave64;

    fn spec(n: u32, p: f64, layout: Layout, run: u32, seed: u64) -> DatasetSpec {
        DatasetSpec {
            n,
            p,
            layout,
            run,
            seed,
        }
    }

    /// One adversarial scenario and its hand-computed picture: (name, spec, width, the non-zero bins
    /// of `full` as (k, count), partial warp, warps, divergent warps, issued and ideal cycles for paths
    /// a = 20, b = 12).
    type Exact = (
        &'static str,
        DatasetSpec,
        WarpWidth,
        &'static [(usize, u64)],
        Option<(u32, u32)>,
        u64,
        u64,
        u64,
        u64,
    );

    const A: u32 = 20;
    const B: u32 = 12;

    fn check(case: &Exact) {
        let &(name, s, width, bins, partial, warps, divergent, issued, ideal) = case;
        let data = Dataset::generate(&s).unwrap_or_else(|e| panic!("{name}: {e}"));
        let h = data.histogram(width);
        let mut full = vec![0u64; width.lanes() as usize + 1];
        for &(k, c) in bins {
            full[k] = c;
        }
        assert_eq!(h.width, width.lanes(), "{name}: width");
        assert_eq!(h.full, full, "{name}: full warps");
        assert_eq!(h.partial, partial, "{name}: partial warp");
        assert_eq!(h.warps(), warps, "{name}: warps");
        assert_eq!(h.divergent_warps(), divergent, "{name}: divergent");
        assert_eq!(h.lanes(), u64::from(s.n), "{name}: lanes");
        assert_eq!(h.trues(), u64::from(data.trues()), "{name}: trues");
        let cost = h.price(A, B);
        assert_eq!(cost.total_issued, issued, "{name}: issued");
        assert_eq!(cost.total_ideal, ideal, "{name}: ideal");
        let slots = u64::from(width.lanes()) * issued;
        assert_eq!(cost.lane_slots, slots, "{name}: lane slots");
    }

    #[test]
    fn adversarial_layouts_have_exact_histograms() {
        use Layout::*;
        // One scenario a line: rustfmt would spread each over eleven.
        #[rustfmt::skip]
        let cases: [Exact; 23] = [
            // 2,048 trues fill warps 0–63 exactly; warps 64–127 are all false.
            ("sorted 4096 p=0.5", spec(4096, 0.5, Sorted, 1, 0), W32, &[(0, 64), (32, 64)], None, 128, 0, 64 * 20 + 64 * 12, 64 * 20 + 64 * 12),
            // F,T,F,T…: every warp splits 16/16 and pays both paths.
            ("alternating 4096 p=0.5", spec(4096, 0.5, Alternating, 1, 0), W32, &[(16, 128)], None, 128, 128, 128 * 32, 128 * 20),
            ("alternating 4096 p=0.5 at 64", spec(4096, 0.5, Alternating, 1, 0), W64, &[(32, 64)], None, 64, 64, 64 * 32, 64 * 20),
            // K = 16 of 64: lanes 3, 7, 11, … are true, 8 per warp.
            ("alternating 64 p=0.25", spec(64, 0.25, Alternating, 1, 0), W32, &[(8, 2)], None, 2, 2, 2 * 32, 2 * 20),
            // K = round(16.5) = 17: warp 0 holds ⌊32·17/33⌋ = 16 trues, and lane 32 is true.
            ("alternating 33 p=0.5", spec(33, 0.5, Alternating, 1, 0), W32, &[(16, 1)], Some((1, 1)), 2, 1, 32 + 20, 20 + 20),
            ("alternating 64 p=0.5 at 64", spec(64, 0.5, Alternating, 1, 0), W64, &[(32, 1)], None, 1, 1, 32, 20),
            // All one class, with a partial warp of 4 lanes (36 at width 64).
            ("sorted 100 p=1", spec(100, 1.0, Sorted, 1, 0), W32, &[(32, 3)], Some((4, 4)), 4, 0, 4 * 20, 4 * 20),
            ("independent 100 p=0", spec(100, 0.0, Independent, 1, 9), W32, &[(0, 3)], Some((4, 0)), 4, 0, 4 * 12, 4 * 12),
            ("independent 100 p=1 at 64", spec(100, 1.0, Independent, 1, 9), W64, &[(64, 1)], Some((36, 36)), 2, 0, 2 * 20, 2 * 20),
            // A final warp of one lane.
            ("independent 33 p=1", spec(33, 1.0, Independent, 1, 3), W32, &[(32, 1)], Some((1, 1)), 2, 0, 2 * 20, 2 * 20),
            // K = round(16.5) = 17 trues at the front; lane 32 alone is false.
            ("sorted 33 p=0.5", spec(33, 0.5, Sorted, 1, 0), W32, &[(17, 1)], Some((1, 0)), 2, 1, 32 + 12, 20 + 12),
            ("sorted 100 p=0.3 at 64", spec(100, 0.3, Sorted, 1, 0), W64, &[(30, 1)], Some((36, 0)), 2, 1, 32 + 12, 20 + 12),
            // N = 1: round(0.5) = 1 true, round(0.4) = 0.
            ("sorted 1 p=0.5", spec(1, 0.5, Sorted, 1, 0), W32, &[], Some((1, 1)), 1, 0, 20, 20),
            ("sorted 1 p=0.4 at 64", spec(1, 0.4, Sorted, 1, 0), W64, &[], Some((1, 0)), 1, 0, 12, 12),
            ("alternating 1 p=1", spec(1, 1.0, Alternating, 1, 0), W32, &[], Some((1, 1)), 1, 0, 20, 20),
            // Runs: r = 1 at p = 0.5 leaves every state at once, a perfect alternation whatever the seed.
            ("runs 4096 p=0.5 r=1", spec(4096, 0.5, Runs, 1, 77), W32, &[(16, 128)], None, 128, 128, 128 * 32, 128 * 20),
            // Runs at p = 0 and 1, one with a run longer than N: constant labels.
            ("runs 100 p=0 r=1000", spec(100, 0.0, Runs, 1000, 5), W32, &[(0, 3)], Some((4, 0)), 4, 0, 4 * 12, 4 * 12),
            ("runs 33 p=1 r=1", spec(33, 1.0, Runs, 1, 5), W32, &[(32, 1)], Some((1, 1)), 2, 0, 2 * 20, 2 * 20),
            // Clustered: a block longer than N is one block, wholly one class.
            ("clustered 100 p=1 block 1000", spec(100, 1.0, Clustered, 1000, 1), W32, &[(32, 3)], Some((4, 4)), 4, 0, 4 * 20, 4 * 20),
            ("clustered 100 p=0 block 7", spec(100, 0.0, Clustered, 7, 1), W32, &[(0, 3)], Some((4, 0)), 4, 0, 4 * 12, 4 * 12),
            // Shuffled: k = 1 is sorted; K a multiple of k leaves no mixed window; p = 1 with k > N.
            ("shuffled 33 p=0.5 k=1", spec(33, 0.5, ShuffledWithin, 1, 8), W32, &[(17, 1)], Some((1, 0)), 2, 1, 32 + 12, 20 + 12),
            ("shuffled 4096 p=0.5 k=64", spec(4096, 0.5, ShuffledWithin, 64, 8), W32, &[(0, 64), (32, 64)], None, 128, 0, 64 * 20 + 64 * 12, 64 * 20 + 64 * 12),
            ("shuffled 100 p=1 k=1000", spec(100, 1.0, ShuffledWithin, 1000, 8), W32, &[(32, 3)], Some((4, 4)), 4, 0, 4 * 20, 4 * 20),
        ];
        for case in &cases {
            check(case);
        }
    }

    #[test]
    fn runs_and_clusters_longer_than_n_are_one_class_and_shuffles_keep_k() {
        for seed in 0..40 {
            // r_T = 2·0.5·10⁶: a switch within 100 labels has probability about 10⁻⁴.
            for layout in [Layout::Runs, Layout::Clustered] {
                let data = Dataset::generate(&spec(100, 0.5, layout, 1_000_000, seed)).unwrap();
                assert!(
                    data.trues() == 0 || data.trues() == 100,
                    "{layout:?} seed {seed}: {} trues",
                    data.trues()
                );
            }
            // A window longer than N shuffles everything, but K = 50 stays.
            let data =
                Dataset::generate(&spec(100, 0.5, Layout::ShuffledWithin, 1000, seed)).unwrap();
            assert_eq!(data.trues(), 50, "seed {seed}");
            assert_eq!(data.histogram(W32).trues(), 50);
        }
        // Shuffling all of it does move labels for some seed.
        let sorted = Dataset::generate(&spec(100, 0.5, Layout::Sorted, 1, 0)).unwrap();
        let moved = (0..10).any(|seed| {
            let d = Dataset::generate(&spec(100, 0.5, Layout::ShuffledWithin, 1000, seed)).unwrap();
            d.labels().ne(sorted.labels())
        });
        assert!(moved);
    }

    #[test]
    fn the_shuffled_window_mixes_only_the_boundary() {
        // N = 100, p = 0.37 → K = 37; k = 10: labels 0–29 true, 40–99 false, window 30–39 holds 7 trues.
        for seed in 0..20 {
            let data =
                Dataset::generate(&spec(100, 0.37, Layout::ShuffledWithin, 10, seed)).unwrap();
            assert!((0..30).all(|i| data.label(i)), "seed {seed}");
            assert!((40..100).all(|i| !data.label(i)), "seed {seed}");
            assert_eq!(
                (30..40).filter(|&i| data.label(i)).count(),
                7,
                "seed {seed}"
            );
        }
    }

    #[test]
    fn alternating_is_the_bresenham_formula() {
        for &(n, p) in &[
            (4096, 0.5),
            (33, 0.5),
            (1000, 0.137),
            (7, 0.9),
            (1, 0.5),
            (999, 1.0),
            (64, 0.0),
        ] {
            let s = spec(n, p, Layout::Alternating, 1, 0);
            let data = Dataset::generate(&s).unwrap();
            let k = u64::from(s.exact_trues());
            for i in 0..n {
                let i64_ = u64::from(i);
                let want = (i64_ + 1) * k / u64::from(n) > i64_ * k / u64::from(n);
                assert_eq!(data.label(i), want, "n={n} p={p} i={i}");
            }
            assert_eq!(u64::from(data.trues()), k, "n={n} p={p}");
        }
        let fifty = Dataset::generate(&spec(8, 0.5, Layout::Alternating, 1, 0)).unwrap();
        assert_eq!(
            fifty.labels().collect::<Vec<_>>(),
            [false, true, false, true, false, true, false, true]
        );
    }

    #[test]
    fn layouts_that_ignore_the_seed_ignore_it_and_the_others_follow_it() {
        for layout in Layout::ALL {
            let a = Dataset::generate(&spec(5000, 0.3, layout, 16, 1)).unwrap();
            let b = Dataset::generate(&spec(5000, 0.3, layout, 16, 2)).unwrap();
            let again = Dataset::generate(&spec(5000, 0.3, layout, 16, 1)).unwrap();
            assert_eq!(a, again, "{layout:?}: same seed, same labels");
            assert_eq!(a.labels().eq(b.labels()), !layout.uses_seed(), "{layout:?}");
        }
    }

    #[test]
    fn keys_round_trip_and_labels_are_named() {
        let keys: Vec<&str> = Layout::ALL.iter().map(|l| l.key()).collect();
        assert_eq!(
            keys,
            [
                "independent",
                "sorted",
                "alternating",
                "runs",
                "clustered",
                "shuffled"
            ]
        );
        for layout in Layout::ALL {
            assert_eq!(Layout::from_key(layout.key()), Some(layout));
            assert!(!layout.label().is_empty());
            assert_eq!(
                layout.uses_run(),
                !layout.run_label().is_empty(),
                "{layout:?}"
            );
        }
        for bad in ["", "Runs", "runs ", "shuffledwithin", "random"] {
            assert_eq!(Layout::from_key(bad), None, "{bad:?}");
        }
        assert_eq!(Layout::Runs.label(), "Runs (Markov chain)");
        assert_eq!(Layout::ShuffledWithin.run_label(), "Shuffle window k");
    }

    #[test]
    fn priced_costs_count_useful_and_idle_lanes() {
        // (spec, width) → (issued, ideal, useful lane-slots, lane-slots) for a = 20, b = 12.
        let cases = [
            // 128 warps of 16 + 16: useful 16·20 + 16·12 = 512 each.
            (
                spec(4096, 0.5, Layout::Alternating, 1, 0),
                W32,
                (4096, 2560, 128 * 512, 32 * 4096),
            ),
            // A full warp of 32 trues (640 useful) and a one-lane warp (20 useful) charged 32 lanes.
            (
                spec(33, 1.0, Layout::Sorted, 1, 0),
                W32,
                (40, 40, 640 + 20, 32 * 40),
            ),
            // 17 trues + 15 falses, then one false lane.
            (
                spec(33, 0.5, Layout::Sorted, 1, 0),
                W32,
                (44, 32, 17 * 20 + 15 * 12 + 12, 32 * 44),
            ),
        ];
        for (s, width, (issued, ideal, useful, slots)) in cases {
            let cost = Dataset::generate(&s).unwrap().histogram(width).price(A, B);
            assert_eq!(
                (
                    cost.total_issued,
                    cost.total_ideal,
                    cost.useful_lane_slots,
                    cost.lane_slots
                ),
                (issued, ideal, useful, slots),
                "{s:?}"
            );
        }
        let alt = Dataset::generate(&spec(4096, 0.5, Layout::Alternating, 1, 0))
            .unwrap()
            .histogram(W32)
            .price(A, B);
        assert_eq!(alt.block_efficiency(), Some(0.625));
        assert_eq!(alt.lane_utilisation(), Some(0.5));
        // A region of zero-length paths issues nothing: no ratios.
        let empty = Dataset::generate(&spec(64, 0.5, Layout::Sorted, 1, 0))
            .unwrap()
            .histogram(W32)
            .price(0, 0);
        assert_eq!(empty.block_efficiency(), None);
        assert_eq!(empty.lane_utilisation(), None);
    }

    #[test]
    fn hand_built_histograms_price_without_panicking() {
        let odd = WarpHistogram {
            width: 7,
            full: vec![1; 8],
            partial: Some((3, 1)),
        };
        assert_eq!(odd.price(A, B), LayoutCost::default());
        let wrong = WarpHistogram {
            width: 32,
            full: vec![u64::MAX; 40],
            partial: Some((2, 5)),
        };
        let cost = wrong.price(u32::MAX, u32::MAX);
        assert_eq!(cost.total_issued, u64::MAX);
        assert_eq!(wrong.warps(), u64::MAX);
        assert_eq!(wrong.divergent_warps(), u64::MAX);
        assert_eq!(wrong.lanes(), u64::MAX);
        // Lengths over the core's limit are priced at the limit.
        let one = WarpHistogram {
            width: 32,
            full: vec![0; 33],
            partial: Some((1, 1)),
        };
        assert_eq!(one.price(u32::MAX, 5).total_issued, u64::from(MAX_CYCLES));
    }

    /// Per-bin agreement of an observed histogram with a pmf: within 5 standard errors of a
    /// proportion, plus one observation's worth for the bins too rare to have a standard error.
    fn agrees(observed: &[u64], pmf: &[f64], what: &str) {
        let total: u64 = observed.iter().sum();
        let n = total as f64;
        assert_eq!(observed.len(), pmf.len(), "{what}");
        for (k, (&count, &prob)) in observed.iter().zip(pmf).enumerate() {
            let share = count as f64 / n;
            let bound = 5.0 * (prob * (1.0 - prob) / n).sqrt() + 1.0 / n;
            assert!(
                (share - prob).abs() <= bound,
                "{what}: k={k} observed {share} vs exact {prob} (bound {bound})"
            );
        }
    }

    #[test]
    fn runs_dp_agrees_with_simulation() {
        // (p, r, width), 10⁶ labels each. Adjacent warps share the run that straddles their boundary,
        // so their counts are correlated; warps two apart are linked only through a whole warp of
        // chain steps, a dependence of |1 − 1/r_T − 1/r_F|^width, below 10⁻³ for every row. So the
        // even-numbered warps are compared, as nearly independent samples; the histogram is checked
        // to hold exactly the counts of all the warps.
        let rows = [
            (0.5, 8, W32),
            (0.3, 4, W32),
            (0.7, 3, W32),
            (0.1, 20, W64),
            (0.5, 2, W64),
            (0.25, 2, W32),
        ];
        for (seed, &(p, r, width)) in rows.iter().enumerate() {
            let data =
                Dataset::generate(&spec(1_000_000, p, Layout::Runs, r, seed as u64)).unwrap();
            let w = width.lanes();
            let mut all = vec![0u64; w as usize + 1];
            let mut even = vec![0u64; w as usize + 1];
            for index in 0..data.len() / w {
                let (active, trues) = data.warp(width, index).unwrap();
                assert_eq!(active, w);
                all[trues as usize] += 1;
                if index % 2 == 0 {
                    even[trues as usize] += 1;
                }
            }
            assert_eq!(data.histogram(width).full, all);
            agrees(
                &even,
                &runs_warp_pmf(w, p, r),
                &format!("runs p={p} r={r} w={width}"),
            );
        }
    }

    #[test]
    fn binomial_pmf_agrees_with_independent_simulation() {
        for (seed, &(p, width)) in [(0.5, W32), (0.1, W32), (0.03, W32), (0.3, W64), (0.9, W64)]
            .iter()
            .enumerate()
        {
            let data = Dataset::generate(&spec(
                1_000_000,
                p,
                Layout::Independent,
                1,
                100 + seed as u64,
            ))
            .unwrap();
            agrees(
                &data.histogram(width).full,
                &binomial_warp_pmf(width.lanes(), p),
                &format!("independent p={p} w={width}"),
            );
        }
    }

    /// The runs pmf by brute force: every sequence of `width` labels, weighted by the chain.
    fn enumerate_runs(width: u32, p: f64, r: u32) -> Vec<f64> {
        let leave_t = (1.0 / (2.0 * p * f64::from(r))).min(1.0);
        let leave_f = (1.0 / (2.0 * (1.0 - p) * f64::from(r))).min(1.0);
        let mut pmf = vec![0.0; width as usize + 1];
        for bits in 0u32..(1 << width) {
            let lane = |i: u32| bits >> i & 1 == 1;
            let mut prob = if lane(0) { p } else { 1.0 - p };
            for i in 1..width {
                let leave = if lane(i - 1) { leave_t } else { leave_f };
                prob *= if lane(i) != lane(i - 1) {
                    leave
                } else {
                    1.0 - leave
                };
            }
            pmf[bits.count_ones() as usize] += prob;
        }
        pmf
    }

    #[test]
    fn runs_dp_equals_enumeration_over_every_sequence() {
        for &(width, p, r) in &[
            (8, 0.5, 1),
            (8, 0.5, 3),
            (10, 0.2, 3),
            (12, 0.85, 7),
            (9, 0.6, 100),
            (1, 0.3, 2),
        ] {
            let dp = runs_warp_pmf(width, p, r);
            let brute = enumerate_runs(width, p, r);
            for (k, (a, b)) in dp.iter().zip(&brute).enumerate() {
                assert!(
                    (a - b).abs() < 1e-12,
                    "w={width} p={p} r={r} k={k}: {a} vs {b}"
                );
            }
        }
    }

    /// C(w, k)·p^k·(1−p)^(w−k) by Pascal's triangle, with no library.
    fn pascal_binomial(width: u32, p: f64) -> Vec<f64> {
        let mut row = vec![1.0];
        for _ in 0..width {
            let mut next = vec![0.0; row.len() + 1];
            for (k, v) in row.iter().enumerate() {
                next[k] += v * (1.0 - p);
                next[k + 1] += v * p;
            }
            row = next;
        }
        row
    }

    #[test]
    fn pmfs_are_distributions_with_the_right_mean() {
        for width in [1, 8, 32, 64] {
            for p in [0.0, 0.01, 0.1, 0.3, 0.5, 0.77, 0.99, 1.0] {
                let bin = binomial_warp_pmf(width, p);
                assert_eq!(bin.len(), width as usize + 1);
                assert!(
                    (neumaier_sum(bin.iter().copied()) - 1.0).abs() < 1e-12,
                    "w={width} p={p}"
                );
                for (k, (a, b)) in bin.iter().zip(pascal_binomial(width, p)).enumerate() {
                    assert!(
                        (a - b).abs() < 1e-12,
                        "binomial w={width} p={p} k={k}: {a} vs {b}"
                    );
                }
                for r in [1, 2, 5, 50, 1000] {
                    let runs = runs_warp_pmf(width, p, r);
                    if r < DatasetSpec::min_run(p) {
                        assert!(runs.is_empty(), "w={width} p={p} r={r}");
                        continue;
                    }
                    assert_eq!(runs.len(), width as usize + 1);
                    assert!(
                        (neumaier_sum(runs.iter().copied()) - 1.0).abs() < 1e-12,
                        "w={width} p={p} r={r}"
                    );
                    // Every lane is stationary, so the mean count is width·p whatever r is.
                    let mean: f64 = runs.iter().enumerate().map(|(k, v)| k as f64 * v).sum();
                    assert!(
                        (mean - f64::from(width) * p).abs() < 1e-9,
                        "w={width} p={p} r={r}: mean {mean}"
                    );
                }
            }
        }
    }

    #[test]
    fn runs_pmf_limits() {
        // The shortest feasible run at p = 0.5 (r = 1) alternates perfectly: all mass at w/2.
        for width in [32, 64] {
            let pmf = runs_warp_pmf(width, 0.5, 1);
            assert!((pmf[width as usize / 2] - 1.0).abs() < 1e-12, "w={width}");
        }
        // Very long runs: a warp is almost always one class, all false with 1 − p, all true with p.
        for &(p, width) in &[(0.3, 32u32), (0.5, 64), (0.9, 32)] {
            let pmf = runs_warp_pmf(width, p, 1_000_000);
            assert!((pmf[0] - (1.0 - p)).abs() < 1e-3, "p={p}: {}", pmf[0]);
            assert!(
                (pmf[width as usize] - p).abs() < 1e-3,
                "p={p}: {}",
                pmf[width as usize]
            );
        }
        // Long runs are less divergent than independent labels at the same p.
        let (runs, indep) = (runs_warp_pmf(32, 0.5, 64), binomial_warp_pmf(32, 0.5));
        assert!(runs[0] + runs[32] > 10.0 * (indep[0] + indep[32]));
        // Refusals are empty, never a panic.
        for (width, p, r) in [
            (32, f64::NAN, 4),
            (32, -0.1, 4),
            (32, 1.5, 4),
            (32, 0.05, 9),
            (32, 0.5, 0),
            (5000, 0.5, 4),
        ] {
            assert!(
                runs_warp_pmf(width, p, r).is_empty(),
                "w={width} p={p} r={r}"
            );
        }
        for (width, p) in [
            (32, f64::NAN),
            (32, f64::INFINITY),
            (32, -0.0001),
            (2000, 0.5),
        ] {
            assert!(binomial_warp_pmf(width, p).is_empty(), "w={width} p={p}");
        }
        assert_eq!(runs_warp_pmf(0, 0.5, 3), vec![1.0]);
        assert_eq!(binomial_warp_pmf(0, 0.5), vec![1.0]);
        assert_eq!(runs_warp_pmf(4, 0.0, 1), vec![1.0, 0.0, 0.0, 0.0, 0.0]);
        assert_eq!(runs_warp_pmf(4, 1.0, 1), vec![0.0, 0.0, 0.0, 0.0, 1.0]);
    }

    #[test]
    fn min_run_table() {
        for &(p, want) in &[
            (0.5, 1),
            (0.4, 2),
            (0.25, 2),
            (0.2, 3),
            (0.1, 5),
            (0.9, 5),
            (0.05, 10),
            (0.95, 10),
            (0.01, 50),
            (0.001, 500),
            (1.0 / 3.0, 2),
            (0.0, 1),
            (1.0, 1),
            (1e-300, u32::MAX),
            (f64::NAN, 1),
            (-3.0, 1),
        ] {
            assert_eq!(DatasetSpec::min_run(p), want, "p={p}");
        }
        // The smallest feasible run is accepted and generates.
        for p in [0.5, 0.3, 0.1, 0.9, 0.05, 0.01] {
            let r = DatasetSpec::min_run(p);
            assert!(
                Dataset::generate(&spec(1000, p, Layout::Runs, r, 1)).is_ok(),
                "p={p}"
            );
            assert!(
                Dataset::generate(&spec(1000, p, Layout::Runs, r - 1, 1)).is_err(),
                "p={p}"
            );
        }
    }

    #[test]
    fn independent_expectation_matches_hand_cases_and_the_core() {
        let third = 1.0 - 2f64.powi(-32);
        for &(n, p, width, a, b, want) in &[
            (4096, 0.0, W32, 20, 12, 128.0 * 12.0),
            (4096, 1.0, W32, 20, 12, 128.0 * 20.0),
            (100, 0.0, W32, 20, 12, 4.0 * 12.0),
            (100, 1.0, W64, 20, 12, 2.0 * 20.0),
            // One full warp: each path unless all 32 lanes agree; one lone lane pays a or b half the time.
            (33, 0.5, W32, 20, 12, 32.0 * third + 16.0),
            (1, 0.25, W32, 20, 12, 0.25 * 20.0 + 0.75 * 12.0),
            (64, 0.5, W32, 0, 0, 0.0),
        ] {
            let got = independent_expected_cost(n, p, width, a, b);
            assert!((got - want).abs() < 1e-9, "n={n} p={p}: {got} vs {want}");
        }
        assert!(independent_expected_cost(10, f64::NAN, W32, 1, 1).is_nan());
        assert!(independent_expected_cost(10, 2.0, W32, 1, 1).is_nan());
        // The closed form equals the binomial pmf weighted by the core's price of each count.
        for &(n, p, width) in &[
            (1000, 0.02, W32),
            (4133, 0.5, W64),
            (77, 0.9, W32),
            (5, 1e-9, W32),
        ] {
            let w = width.lanes();
            let priced = |m: u32| -> f64 {
                binomial_warp_pmf(m, p)
                    .iter()
                    .enumerate()
                    .map(|(k, prob)| {
                        prob * price_warp(width, A, B, m, k as u32).unwrap().t_div as f64
                    })
                    .sum()
            };
            let mut want = f64::from(n / w) * priced(w);
            if n % w != 0 {
                want += priced(n % w);
            }
            let got = independent_expected_cost(n, p, width, A, B);
            assert!(
                (got - want).abs() < 1e-9 * want.max(1.0),
                "n={n} p={p}: {got} vs {want}"
            );
        }
    }

    #[test]
    fn independent_expectation_matches_simulation() {
        for &(n, p, width) in &[
            (1000, 0.02, W32),
            (1000, 0.5, W32),
            (1000, 0.01, W64),
            (250, 0.2, W32),
        ] {
            let runs = 2000;
            let costs: Vec<f64> = (0..runs)
                .map(|seed| {
                    let d = Dataset::generate(&spec(n, p, Layout::Independent, 1, seed)).unwrap();
                    d.histogram(width).price(A, B).total_issued as f64
                })
                .collect();
            let mean = costs.iter().sum::<f64>() / runs as f64;
            let var = costs.iter().map(|c| (c - mean).powi(2)).sum::<f64>() / (runs - 1) as f64;
            let se = (var / runs as f64).sqrt();
            let want = independent_expected_cost(n, p, width, A, B);
            assert!(
                (mean - want).abs() <= 5.0 * se + 1e-9,
                "n={n} p={p}: {mean} ± {se} vs {want}"
            );
        }
    }

    #[test]
    fn sectors_for_hand_checked_permutations() {
        let identity: Vec<u32> = (0..32).collect();
        let stride2: Vec<u32> = (0..32).map(|i| 2 * i).collect();
        let same = [7u32; 32];
        let lines: Vec<u32> = (0..32).map(|i| 32 * i).collect(); // 128 bytes apart
        let reversed: Vec<u32> = (0..32).rev().collect();
        let wide: Vec<u32> = (0..64).collect();
        let odd: Vec<u32> = (0..32).map(|i| 2 * i + 1).collect();
        let cases: [(&str, &[u32], u32, u32, u32); 13] = [
            ("identity", &identity, 4, 32, 4),
            ("stride 2", &stride2, 4, 32, 8),
            ("one element", &same, 4, 32, 1),
            ("a 128-byte line each", &lines, 4, 32, 32),
            ("reversed", &reversed, 4, 32, 4),
            ("64 lanes", &wide, 4, 32, 8),
            ("odd elements 1..63", &odd, 4, 32, 8),
            ("8-byte elements", &identity, 8, 32, 8),
            ("nothing", &[], 4, 32, 0),
            // Bytes 24–35 straddle sectors 0 and 1.
            ("straddling", &[2], 12, 32, 2),
            ("zero-byte elements", &identity, 0, 32, 0),
            ("zero-byte sectors count bytes", &[0, 1], 4, 0, 8),
            ("saturates", &[u32::MAX], u32::MAX, 1, u32::MAX),
        ];
        for (name, indices, element, sector, want) in cases {
            assert_eq!(
                sectors_per_request(indices, element, sector),
                want,
                "{name}"
            );
        }
    }

    #[test]
    fn coalescing_for_small_datasets() {
        // (spec, width) → (before, after, requests).
        let cases = [
            // Trues are elements 1, 3, …, 63: warp 0 reads bytes 4–255 (8 sectors), warp 1 the evens (8).
            (spec(64, 0.5, Layout::Alternating, 1, 0), W32, (8, 16, 2)),
            // One 64-lane request reads all 64 elements either way.
            (spec(64, 0.5, Layout::Alternating, 1, 0), W64, (8, 8, 1)),
            (spec(64, 0.5, Layout::Sorted, 1, 0), W32, (8, 8, 2)),
            // Element 32 alone is sector 4.
            (spec(33, 1.0, Layout::Sorted, 1, 0), W32, (5, 5, 2)),
            (
                spec(4096, 0.5, Layout::Alternating, 1, 0),
                W32,
                (512, 1024, 128),
            ),
            // Trues 3, 7, …, 127 (one per 16 bytes): 16 sectors. Falses f = 0..95 sit at element
            // 4·⌊f/3⌋ + f mod 3: warp 1 reads 0–41 (sectors 0–5), warp 2 42–84 (5–10), warp 3 85–126 (10–15).
            (
                spec(128, 0.25, Layout::Alternating, 1, 0),
                W32,
                (16, 16 + 6 + 6 + 6, 4),
            ),
            (spec(1, 0.5, Layout::Sorted, 1, 0), W64, (1, 1, 1)),
        ];
        for (s, width, (before, after, requests)) in cases {
            let c = coalescing(&Dataset::generate(&s).unwrap(), width);
            assert_eq!(
                (c.sectors_before, c.sectors_after, c.requests),
                (before, after, requests),
                "{s:?} at {width}"
            );
        }
        for (issue, sectors, per, want) in [
            (100, 8, 4, 132),
            (0, 0, 0, 0),
            (u64::MAX, 1, 1, u64::MAX),
            (1, u64::MAX, 2, u64::MAX),
        ] {
            assert_eq!(combined(issue, sectors, per), want);
        }
    }

    /// The coalescing model written the plain way: the whole permutation, every warp sorted.
    fn coalescing_reference(dataset: &Dataset, width: WarpWidth) -> Coalescing {
        let perm = dataset.reorder_permutation();
        let identity: Vec<u32> = (0..dataset.len()).collect();
        let chunks = |v: &[u32]| -> u64 {
            v.chunks(width.lanes() as usize)
                .map(|c| u64::from(sectors_per_request(c, ELEMENT_BYTES, SECTOR_BYTES)))
                .sum()
        };
        Coalescing {
            sectors_before: chunks(&identity),
            sectors_after: chunks(&perm),
            requests: identity.chunks(width.lanes() as usize).count() as u64,
        }
    }

    #[test]
    fn streamed_sector_counts_equal_the_plain_ones() {
        for layout in Layout::ALL {
            for &(n, p, width) in &[
                (100_000, 0.3, W32),
                (4097, 0.5, W64),
                (33, 0.9, W32),
                (1, 0.0, W64),
            ] {
                let data = Dataset::generate(&spec(n, p, layout, 8, 7)).unwrap();
                assert_eq!(
                    coalescing(&data, width),
                    coalescing_reference(&data, width),
                    "{layout:?} n={n}"
                );
            }
        }
        // Ascending indices with elements that straddle sectors, repeat, or skip.
        for (indices, element, sector) in [
            (vec![0, 0, 1, 5, 5, 9, 100], 12, 32),
            (vec![3, 4, 5], 40, 32),
            (vec![0, 1, 2, 3], 4, 0),
            (vec![], 4, 32),
            (vec![u32::MAX - 1, u32::MAX], u32::MAX, 7),
        ] {
            let plain = u64::from(sectors_per_request(&indices, element, sector));
            assert_eq!(
                ascending_sectors(indices.iter().copied(), element, sector),
                plain,
                "{indices:?}"
            );
        }
    }

    #[test]
    fn the_reorder_is_the_stable_partition() {
        let data = Dataset::generate(&spec(10, 0.5, Layout::Alternating, 1, 0)).unwrap();
        assert_eq!(data.reorder_permutation(), [1, 3, 5, 7, 9, 0, 2, 4, 6, 8]);
        let data = Dataset::generate(&spec(1000, 0.3, Layout::Runs, 5, 4)).unwrap();
        let perm = data.reorder_permutation();
        let re = data.reordered();
        assert_eq!(re.trues(), data.trues());
        for (i, &j) in perm.iter().enumerate() {
            assert_eq!(re.label(i as u32), data.label(j), "thread {i}");
        }
        let sorted = Dataset::generate(&spec(1000, 0.3, Layout::Sorted, 1, 0)).unwrap();
        assert_eq!(sorted.reordered(), sorted);
        assert_eq!(
            sorted.reorder_permutation(),
            (0..1000).collect::<Vec<u32>>()
        );
    }

    #[test]
    fn warps_are_read_one_at_a_time() {
        let data = Dataset::generate(&spec(33, 0.5, Layout::Alternating, 1, 0)).unwrap();
        assert_eq!(data.warp(W32, 0), Some((32, 16)));
        assert_eq!(data.warp(W32, 1), Some((1, 1)));
        assert_eq!(data.warp(W32, 2), None);
        assert_eq!(data.warp(W64, 0), Some((33, 17)));
        assert_eq!(data.warp(W64, u32::MAX), None);
        assert!(!data.label(33) && !data.label(u32::MAX));
    }

    #[test]
    fn bad_specs_are_refused_with_a_sentence() {
        use Layout::*;
        let cases = [
            (spec(0, 0.5, Independent, 1, 0), "the number of labels N must be between 1 and 1,000,000; 0 is not"),
            (spec(1_000_001, 0.5, Sorted, 1, 0), "the number of labels N must be between 1 and 1,000,000; 1,000,001 is not"),
            (spec(10, -0.1, Independent, 1, 0), "the share p of true labels must be a number between 0 and 1; -0.1 is not"),
            (spec(10, 1.5, Alternating, 1, 0), "the share p of true labels must be a number between 0 and 1; 1.5 is not"),
            (spec(10, f64::NAN, Runs, 4, 0), "the share p of true labels must be a number between 0 and 1; NaN is not"),
            (spec(10, f64::INFINITY, Sorted, 1, 0), "the share p of true labels must be a number between 0 and 1; inf is not"),
            (spec(10, 0.5, Runs, 0, 0), "the mean run length must be between 1 and 1,000,000; 0 is not"),
            (spec(10, 0.5, Clustered, 0, 0), "the block length must be between 1 and 1,000,000; 0 is not"),
            (spec(10, 0.5, ShuffledWithin, 2_000_000, 0), "the shuffle window k must be between 1 and 1,000,000; 2,000,000 is not"),
            (spec(10, 0.05, Runs, 8, 0), "with p = 0.05, runs of true labels would average 0.8 labels — under one; use a mean run length of at least 10, or move p toward 0.5"),
            (spec(10, 0.95, Runs, 8, 0), "with p = 0.95, runs of false labels would average 0.8 labels — under one; use a mean run length of at least 10, or move p toward 0.5"),
            (spec(10, 0.001, Runs, 1, 0), "with p = 0.001, runs of true labels would average 0.002 labels — under one; use a mean run length of at least 500, or move p toward 0.5"),
            // N is checked before p, p before the run.
            (spec(0, 7.0, Runs, 0, 0), "the number of labels N must be between 1 and 1,000,000; 0 is not"),
            (spec(5, 7.0, Runs, 0, 0), "the share p of true labels must be a number between 0 and 1; 7 is not"),
        ];
        for (s, sentence) in cases {
            let err = s.check().unwrap_err();
            assert_eq!(err.to_string(), sentence, "{s:?}");
            // By sentence: a NaN p makes the errors themselves unequal.
            assert_eq!(
                Dataset::generate(&s).unwrap_err().to_string(),
                sentence,
                "{s:?}"
            );
        }
        // Settings a layout ignores are not checked.
        for ok in [
            spec(10, 0.5, Independent, 0, 0),
            spec(10, 0.5, Sorted, u32::MAX, 0),
            spec(10, 0.05, Clustered, 1, 0),
            spec(10, 0.0, Runs, 1, 0),
            spec(1_000_000, 1.0, Runs, 1_000_000, 0),
        ] {
            assert_eq!(ok.check(), Ok(()), "{ok:?}");
        }
    }

    /// Native release timing for the issue's budget (≤ 50 ms in wasm): run with
    /// `cargo test --release --lib model::layouts -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn timing_a_million_labels() {
        for layout in Layout::ALL {
            let s = spec(MAX_LABELS, 0.3, layout, 8, 42);
            let start = std::time::Instant::now();
            let reps = 20;
            let mut divergent = 0;
            for _ in 0..reps {
                let data = Dataset::generate(&s).unwrap();
                divergent += data.histogram(W32).divergent_warps();
            }
            let per = start.elapsed().as_secs_f64() * 1000.0 / f64::from(reps);
            let data = Dataset::generate(&s).unwrap();
            let start = std::time::Instant::now();
            let c = coalescing(&data, W32);
            let coal = start.elapsed().as_secs_f64() * 1000.0;
            println!(
                "{:12} generate + histogram {per:6.2} ms; coalescing {coal:6.2} ms ({divergent} divergent, {} sectors after)",
                layout.key(),
                c.sectors_after
            );
        }
    }

    fn arb_layout() -> impl Strategy<Value = Layout> {
        prop::sample::select(Layout::ALL.to_vec())
    }

    fn arb_spec() -> impl Strategy<Value = DatasetSpec> {
        (
            prop_oneof![1u32..=300, 0u32..=5000, any::<u32>()],
            prop_oneof![0.0f64..=1.0, Just(0.0), Just(1.0), Just(0.5), any::<f64>()],
            arb_layout(),
            prop_oneof![1u32..=40, 0u32..=10_000, any::<u32>()],
            any::<u64>(),
        )
            .prop_map(|(n, p, layout, run, seed)| DatasetSpec {
                n,
                p,
                layout,
                run,
                seed,
            })
    }

    proptest! {
        #[test]
        fn arbitrary_specs_never_panic_and_histograms_add_up(s in arb_spec(), wide in any::<bool>()) {
            let width = if wide { W64 } else { W32 };
            let checked = s.check();
            match Dataset::generate(&s) {
                Err(e) => {
                    prop_assert_eq!(Some(e.to_string()), checked.err().map(|c| c.to_string()));
                    prop_assert!(!e.to_string().is_empty());
                }
                Ok(data) => {
                    prop_assert!(checked.is_ok());
                    let h = data.histogram(width);
                    prop_assert_eq!(h.lanes(), u64::from(s.n));
                    prop_assert_eq!(h.trues(), u64::from(data.trues()));
                    prop_assert_eq!(h.full.len(), width.lanes() as usize + 1);
                    prop_assert_eq!(h.warps(), u64::from(s.n.div_ceil(width.lanes())));
                    prop_assert!(h.divergent_warps() <= h.warps());
                    let cost = h.price(A, B);
                    prop_assert!(cost.total_ideal <= cost.total_issued);
                    prop_assert!(cost.useful_lane_slots <= cost.lane_slots);
                    // The reorder leaves at most one divergent warp and never more true labels.
                    let re = data.reordered();
                    prop_assert_eq!(re.trues(), data.trues());
                    prop_assert!(re.histogram(width).divergent_warps() <= 1);
                    let mut perm = data.reorder_permutation();
                    perm.sort_unstable();
                    prop_assert!(perm.iter().enumerate().all(|(i, &j)| i as u32 == j));
                    let c = coalescing(&data, width);
                    prop_assert_eq!(c.requests, h.warps());
                    prop_assert_eq!(c, coalescing_reference(&data, width));
                    if matches!(s.layout, Layout::Sorted | Layout::Alternating | Layout::ShuffledWithin) {
                        prop_assert_eq!(data.trues(), s.exact_trues());
                    }
                }
            }
        }

        #[test]
        fn pmfs_never_panic(width in 0u32..=200, p in prop_oneof![0.0f64..=1.0, any::<f64>()], run in prop_oneof![0u32..=50, any::<u32>()]) {
            let b = binomial_warp_pmf(width, p);
            let r = runs_warp_pmf(width, p, run);
            for pmf in [b, r] {
                if !pmf.is_empty() {
                    prop_assert_eq!(pmf.len(), width as usize + 1);
                    prop_assert!((neumaier_sum(pmf.iter().copied()) - 1.0).abs() < 1e-9);
                    prop_assert!(pmf.iter().all(|v| *v >= 0.0));
                }
            }
            let _ = DatasetSpec::min_run(p);
            let e = independent_expected_cost(width.saturating_mul(5000), p, W32, run, run);
            prop_assert!(e.is_nan() || e >= 0.0);
        }

        #[test]
        fn sector_counts_never_panic(indices in prop::collection::vec(any::<u32>(), 0..70), element in any::<u32>(), sector in any::<u32>()) {
            let count = sectors_per_request(&indices, element, sector);
            let mut sorted = indices.clone();
            sorted.sort_unstable();
            let streamed = ascending_sectors(sorted.iter().copied(), element, sector);
            prop_assert_eq!(u64::from(count), streamed.min(u64::from(u32::MAX)));
            if element > 0 && !indices.is_empty() {
                prop_assert!(count >= 1);
            }
        }
    }

    #[test]
    fn refusals_in_both_languages() {
        use crate::model::i18n::assert_bilingual;
        let table: [(LayoutError, &[&str]); 5] = [
            (LayoutError::Labels { n: 0 }, &["N", "1,000,000", "0"]),
            (LayoutError::Probability { p: 1.5 }, &["p", "1.5"]),
            (
                LayoutError::Run {
                    layout: Layout::Clustered,
                    run: 0,
                },
                &["block length", "1,000,000"],
            ),
            (
                LayoutError::RunTooShort {
                    p: 0.02,
                    run: 1,
                    min: 25,
                },
                &["p = 0.02", "true", "0.04", "25", "0.5"],
            ),
            (
                LayoutError::RunTooShort {
                    p: 0.9,
                    run: 2,
                    min: 5,
                },
                &["p = 0.9", "false", "0.4"],
            ),
        ];
        for (error, values) in table {
            assert_bilingual(&error, values);
        }
    }
}
