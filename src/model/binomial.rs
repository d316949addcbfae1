//! The sampling lab's model: exact Binomial(n, p) bars, seeded draws of n branch labels, and running moments.
//!
//! It is a deliberately hypothetical branch-label model (seed 004): labels are independent
//! Bernoulli(p) draws. It says which branch counts are possible and how likely; what they cost in
//! cycles is the pricing model's business, and real data are often correlated.

use std::collections::BTreeMap;
use std::fmt;

use rand::Rng;
use rand_distr::{Bernoulli, Binomial as BinomialSampler, Distribution};
use statrs::distribution::{Binomial, Discrete};

use super::fields::{group_thousands, short, FieldError};
use super::i18n::{Bilingual, Lang};

pub const MAX_N: u32 = 1_000_000;
/// Beyond this many labels a step draws the count directly instead of label by label (same distribution).
pub const MAX_LABELS_PER_STEP: u32 = 4096;
/// Half-width of the computed window in standard deviations: beyond ~38σ every pmf value underflows to 0.
pub const WINDOW_SIGMAS: f64 = 40.0;
/// Half-width of the drawn range, in standard deviations, for large n: what lies outside is invisible.
pub const VIEW_SIGMAS: f64 = 6.0;

/// Checked lab settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabSettings {
    p: f64,
    n: u32,
}

/// Why a lab setting was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum LabError {
    Probability(FieldError),
    SampleSize(FieldError),
}

impl Bilingual for LabError {
    fn text(&self, lang: Lang) -> String {
        match self {
            LabError::Probability(e) | LabError::SampleSize(e) => e.text(lang),
        }
    }
}

impl fmt::Display for LabError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LabError::Probability(e) | LabError::SampleSize(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LabError {}

impl LabSettings {
    pub fn new(p: f64, n: u32) -> Result<Self, LabError> {
        if !p.is_finite() || !(0.0..=1.0).contains(&p) {
            return Err(LabError::Probability(FieldError::OutOfUnitRange {
                what: "success probability p",
            }));
        }
        if n == 0 {
            return Err(LabError::SampleSize(FieldError::TooSmall {
                what: "sample size n",
                min: 1,
            }));
        }
        if n > MAX_N {
            return Err(LabError::SampleSize(FieldError::TooLarge {
                what: "sample size n",
                max: u64::from(MAX_N),
            }));
        }
        Ok(LabSettings { p, n })
    }

    pub fn parse_p(text: &str) -> Result<f64, LabError> {
        super::fields::parse_probability(text, "success probability p")
            .map_err(LabError::Probability)
    }

    pub fn parse_n(text: &str) -> Result<u32, LabError> {
        super::fields::parse_whole(text, "sample size n", 1, u64::from(MAX_N))
            .map(|v| v as u32)
            .map_err(LabError::SampleSize)
    }

    pub fn p(&self) -> f64 {
        self.p
    }

    pub fn n(&self) -> u32 {
        self.n
    }

    /// E[K/n] = p.
    pub fn mean_fraction(&self) -> f64 {
        self.p
    }

    /// Var[K/n] = p(1 − p)/n.
    pub fn variance_fraction(&self) -> f64 {
        self.p * (1.0 - self.p) / f64::from(self.n)
    }

    /// Probability that all `width` independent labels agree: p^w + (1 − p)^w.
    pub fn uniform_warp_probability(&self, width: u32) -> f64 {
        let w = width as i32;
        self.p.powi(w) + (1.0 - self.p).powi(w)
    }

    /// The exact distribution of K over the window where it is representable.
    pub fn pmf(&self) -> ExactPmf {
        ExactPmf::new(*self)
    }
}

/// P(K = k) for k in `first_k ..= first_k + probs.len() − 1`; every k outside has probability below 1e-300.
#[derive(Clone, Debug, PartialEq)]
pub struct ExactPmf {
    pub settings: LabSettings,
    pub first_k: u32,
    pub probs: Vec<f64>,
}

impl ExactPmf {
    fn new(settings: LabSettings) -> Self {
        let (lo, hi) = window(settings, WINDOW_SIGMAS);
        // statrs' pmf: p = 0 and p = 1 are handled exactly; otherwise the error is in ln n!, which
        // cancels to ~1e-9 absolute in the exponent at n = 10⁶ and is shared by every k. Dividing by the
        // window's compensated sum removes that shared factor; the mass outside the window is below
        // 1e-300.
        let mut probs: Vec<f64> = match Binomial::new(settings.p, u64::from(settings.n)) {
            Ok(binomial) => (lo..=hi).map(|k| binomial.pmf(u64::from(k))).collect(),
            // Only a p outside 0 ..= 1 is refused, and `LabSettings::new` refuses it first.
            Err(_) => vec![1.0],
        };
        let total = neumaier_sum(probs.iter().copied());
        if total > 0.0 {
            for p in probs.iter_mut() {
                *p /= total;
            }
        }
        ExactPmf {
            settings,
            first_k: lo,
            probs,
        }
    }

    pub fn last_k(&self) -> u32 {
        self.first_k + self.probs.len() as u32 - 1
    }

    /// P(K = k), 0 outside the window.
    pub fn prob(&self, k: u32) -> f64 {
        k.checked_sub(self.first_k)
            .and_then(|i| self.probs.get(i as usize))
            .copied()
            .unwrap_or(0.0)
    }

    pub fn total_mass(&self) -> f64 {
        neumaier_sum(self.probs.iter().copied())
    }

    /// The k with the largest probability.
    pub fn mode(&self) -> u32 {
        let settings = self.settings;
        let m = ((f64::from(settings.n) + 1.0) * settings.p).floor() as u32;
        m.min(settings.n)
    }

    /// The most likely k, and a second k as likely when there is a tie: when (n + 1)p is a whole number m
    /// strictly inside 1 ..= n, k = m − 1 and k = m have the same probability (n = 1, p = 0.5: 0 and 1).
    pub fn modes(&self) -> (u32, Option<u32>) {
        let settings = self.settings;
        let m = (f64::from(settings.n) + 1.0) * settings.p;
        let tie = settings.p > 0.0 && settings.p < 1.0 && m.fract() == 0.0 && m >= 1.0;
        let mode = self.mode();
        if tie && mode >= 1 {
            (mode - 1, Some(mode))
        } else {
            (mode, None)
        }
    }

    /// The range of k worth drawing: everything for small n, mean ± 6σ otherwise.
    pub fn view_range(&self) -> (u32, u32) {
        if self.settings.n <= 200 {
            (0, self.settings.n)
        } else {
            window(self.settings, VIEW_SIGMAS)
        }
    }

    /// The probability mass outside `view_range`, said on the chart.
    pub fn mass_outside_view(&self) -> f64 {
        let (lo, hi) = self.view_range();
        (1.0 - self
            .columns_between(lo, hi, 1)
            .first()
            .map_or(0.0, |c| c.mass))
        .max(0.0)
    }

    /// Exact mass aggregated into at most `max_columns` columns over the view range.
    pub fn columns(&self, max_columns: usize) -> Vec<Column> {
        let (lo, hi) = self.view_range();
        self.columns_between(lo, hi, max_columns)
    }

    fn columns_between(&self, lo: u32, hi: u32, max_columns: usize) -> Vec<Column> {
        let span = u64::from(hi - lo) + 1;
        let count = (max_columns.max(1) as u64).min(span);
        (0..count)
            .map(|c| {
                let k_lo = lo + (span * c / count) as u32;
                let k_hi = lo + (span * (c + 1) / count) as u32 - 1;
                let mass = neumaier_sum((k_lo..=k_hi).map(|k| self.prob(k)));
                Column { k_lo, k_hi, mass }
            })
            .collect()
    }

    /// Rows for the data table: every k for small n, the mode ± `half` otherwise.
    pub fn table_rows(&self, half: u32) -> Vec<(u32, f64)> {
        let n = self.settings.n;
        let (lo, hi) = if n <= (2 * half).max(64) {
            (0, n)
        } else {
            let mode = self.mode();
            let lo = mode.saturating_sub(half).min(n - 2 * half);
            (lo, lo + 2 * half)
        };
        (lo..=hi).map(|k| (k, self.prob(k))).collect()
    }
}

/// A column of the aggregated chart: the exact mass of k in `k_lo ..= k_hi`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Column {
    pub k_lo: u32,
    pub k_hi: u32,
    pub mass: f64,
}

fn window(settings: LabSettings, sigmas: f64) -> (u32, u32) {
    let n = f64::from(settings.n);
    let mean = n * settings.p;
    let sd = (n * settings.p * (1.0 - settings.p)).sqrt();
    let lo = (mean - sigmas * sd - 1.0).floor().max(0.0) as u32;
    let hi = ((mean + sigmas * sd + 1.0).ceil() as u32).min(settings.n);
    (lo.min(settings.n), hi)
}

/// Kahan–Babuška–Neumaier summation: millions of tiny terms without drift.
pub fn neumaier_sum<I: IntoIterator<Item = f64>>(values: I) -> f64 {
    let (mut sum, mut compensation) = (0.0f64, 0.0f64);
    for v in values {
        let t = sum + v;
        compensation += if sum.abs() >= v.abs() {
            (sum - t) + v
        } else {
            (v - t) + sum
        };
        sum = t;
    }
    sum + compensation
}

/// One step: n labels drawn; the labels themselves are kept only when a lane strip can show them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draw {
    pub k: u32,
    pub labels: Option<Vec<bool>>,
}

/// Draws one sample of n Bernoulli(p) labels with the caller's generator.
pub fn draw<R: Rng>(settings: LabSettings, rng: &mut R) -> Draw {
    let n = settings.n;
    let bernoulli = Bernoulli::new(settings.p)
        .unwrap_or_else(|_| Bernoulli::new(0.5).unwrap_or_else(|_| unreachable!()));
    if n <= MAX_LABELS_PER_STEP {
        let labels: Vec<bool> = (0..n).map(|_| bernoulli.sample(rng)).collect();
        let k = labels.iter().filter(|&&l| l).count() as u32;
        Draw {
            k,
            labels: (n <= 64).then_some(labels),
        }
    } else {
        let k = match BinomialSampler::new(u64::from(n), settings.p) {
            Ok(b) => b.sample(rng) as u32,
            // p is checked, so the sampler is never refused; were it, the labels are drawn one by one.
            Err(_) => (0..n).filter(|_| bernoulli.sample(rng)).count() as u32,
        };
        Draw { k, labels: None }
    }
}

/// Running moments and the outcome histogram; memory grows with distinct outcomes, never with steps.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunningStats {
    pub steps: u64,
    mean: f64,
    m2: f64,
    pub last: Option<u32>,
    /// How often each k came out, by k.
    pub outcomes: BTreeMap<u32, u64>,
}

impl RunningStats {
    pub fn record(&mut self, k: u32, n: u32) {
        let x = f64::from(k) / f64::from(n.max(1));
        self.steps += 1;
        let delta = x - self.mean;
        self.mean += delta / self.steps as f64;
        self.m2 += delta * (x - self.mean);
        self.last = Some(k);
        *self.outcomes.entry(k).or_default() += 1;
    }

    /// Sample mean of the fraction K/n.
    pub fn mean(&self) -> Option<f64> {
        (self.steps > 0).then_some(self.mean)
    }

    /// Unbiased sample variance of the fraction.
    pub fn variance(&self) -> Option<f64> {
        (self.steps > 1).then(|| self.m2 / (self.steps - 1) as f64)
    }

    /// Observed count of outcomes in `k_lo ..= k_hi`.
    pub fn count_between(&self, k_lo: u32, k_hi: u32) -> u64 {
        if k_lo > k_hi {
            return 0;
        }
        self.outcomes.range(k_lo..=k_hi).map(|(_, c)| c).sum()
    }
}

/// "k = 16 of 32 (fraction 0.5)".
pub fn describe_outcome(k: u32, n: u32) -> String {
    format!(
        "k = {} of {} (fraction {})",
        group_thousands(u64::from(k)),
        group_thousands(u64::from(n)),
        short(f64::from(k) / f64::from(n))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_for_the_most_likely_k_are_both_named() {
        // (n, p) → the most likely k, and a second as likely
        let table = [
            (1, 0.5, (0, Some(1))),
            (3, 0.5, (1, Some(2))),
            (32, 0.5, (16, None)),
            (9, 0.1, (0, Some(1))),
            (10, 0.25, (2, None)),
            (5, 1.0, (5, None)),
            (5, 0.0, (0, None)),
        ];
        for (n, p, want) in table {
            let pmf = LabSettings::new(p, n).unwrap().pmf();
            assert_eq!(pmf.modes(), want, "n = {n}, p = {p}");
            if let (k, Some(k2)) = want {
                let (a, b) = (pmf.prob(k), pmf.prob(k2));
                assert!((a - b).abs() <= 1e-12 * a.max(b), "{n} {p}: {a} vs {b}");
            }
        }
    }
    use crate::model::fields::six_significant;
    use rand::SeedableRng;

    /// The histogram counts each outcome and sums any range of them, empty and reversed ones included.
    #[test]
    fn outcomes_are_counted_in_order() {
        let mut stats = RunningStats::default();
        for k in [5, 2, 5, 9, 2, 5, 0] {
            stats.record(k, 10);
        }
        assert_eq!(
            stats.outcomes,
            BTreeMap::from([(0, 1), (2, 2), (5, 3), (9, 1)])
        );
        // (k_lo, k_hi) → observed count
        let table = [
            (0, 10, 7),
            (2, 5, 5),
            (3, 4, 0),
            (5, 5, 3),
            (6, 2, 0),
            (10, 20, 0),
        ];
        for (lo, hi, count) in table {
            assert_eq!(stats.count_between(lo, hi), count, "{lo}..={hi}");
        }
    }

    /// An independent pmf: unnormalised log-weights by the ratio recurrence from the mode, then normalised.
    fn independent_pmf(n: u32, p: f64) -> BTreeMap<u32, f64> {
        let mut out = BTreeMap::new();
        if p == 0.0 || p == 1.0 {
            out.insert(if p == 0.0 { 0 } else { n }, 1.0);
            return out;
        }
        let mode = (((n as f64) + 1.0) * p).floor().min(n as f64) as u32;
        let odds = (p / (1.0 - p)).ln();
        let mut logs = BTreeMap::new();
        logs.insert(mode, 0.0f64);
        let mut l = 0.0;
        for k in mode..n {
            l += ((n - k) as f64).ln() - ((k + 1) as f64).ln() + odds;
            if l < -745.0 {
                break;
            }
            logs.insert(k + 1, l);
        }
        l = 0.0;
        for k in (1..=mode).rev() {
            l -= ((n - k + 1) as f64).ln() - (k as f64).ln() + odds;
            if l < -745.0 {
                break;
            }
            logs.insert(k - 1, l);
        }
        let total = neumaier_sum(logs.values().map(|v| v.exp()));
        for (k, v) in logs {
            out.insert(k, v.exp() / total);
        }
        out
    }

    fn check(n: u32, p: f64) {
        let pmf = LabSettings::new(p, n).unwrap().pmf();
        let reference = independent_pmf(n, p);
        let peak = reference.values().cloned().fold(0.0, f64::max);
        for (&k, &want) in &reference {
            if want < peak * 1e-12 {
                continue;
            }
            let got = pmf.prob(k);
            assert!(
                ((got - want) / want).abs() < 5e-7,
                "n={n} p={p} k={k}: {got} vs {want}"
            );
        }
        assert!(
            (pmf.total_mass() - 1.0).abs() < 1e-9,
            "n={n} p={p} mass {}",
            pmf.total_mass()
        );
        let shown = neumaier_sum(pmf.columns(800).iter().map(|c| c.mass)) + pmf.mass_outside_view();
        assert!((shown - 1.0).abs() < 1e-9, "n={n} p={p} shown mass {shown}");
        let mean =
            neumaier_sum((pmf.first_k..=pmf.last_k()).map(|k| pmf.prob(k) * k as f64)) / n as f64;
        assert!((mean - p).abs() < 1e-9, "mean {mean} vs {p}");
    }

    #[test]
    fn exact_pmf_agrees_with_an_independent_recurrence() {
        for &(n, p) in &[
            (32, 0.5),
            (1, 0.3),
            (10, 0.0),
            (10, 1.0),
            (64, 0.01),
            (1000, 0.999),
            (123_457, 0.37),
            (1_000_000, 0.5),
            (1_000_000, 1e-6),
        ] {
            check(n, p);
        }
    }

    #[test]
    fn seed_004_walkthrough_figures() {
        let lab = LabSettings::new(0.5, 32).unwrap();
        assert_eq!(lab.mean_fraction(), 0.5);
        assert_eq!(lab.variance_fraction(), 0.25 / 32.0);
        assert_eq!(six_significant(lab.pmf().prob(16)), "0.139950");
        assert!((lab.uniform_warp_probability(32) - 2.0 * 0.5f64.powi(32)).abs() < 1e-24);
    }

    #[test]
    fn the_same_seed_gives_the_same_samples() {
        let lab = LabSettings::new(0.3, 32).unwrap();
        let run = |seed| {
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            (0..20).map(|_| draw(lab, &mut rng)).collect::<Vec<_>>()
        };
        assert_eq!(run(42), run(42));
        assert_ne!(run(42), run(43));
        assert!(run(1)
            .iter()
            .all(|d| d.labels.as_ref().map(|l| l.len()) == Some(32)));
    }

    #[test]
    fn sample_moments_land_within_four_standard_errors() {
        for &(n, p) in &[(32u32, 0.5f64), (10_000, 0.2)] {
            let lab = LabSettings::new(p, n).unwrap();
            let mut rng = rand::rngs::StdRng::seed_from_u64(2026);
            let mut stats = RunningStats::default();
            let draws = 100_000u64;
            for _ in 0..draws {
                stats.record(draw(lab, &mut rng).k, n);
            }
            let var = lab.variance_fraction();
            let se_mean = (var / draws as f64).sqrt();
            assert!(
                (stats.mean().unwrap() - p).abs() < 4.0 * se_mean,
                "n={n} mean"
            );
            // Var of the sample variance of a near-normal variable ≈ 2σ⁴/(N − 1).
            let se_var = (2.0 * var * var / (draws - 1) as f64).sqrt();
            assert!(
                (stats.variance().unwrap() - var).abs() < 4.0 * se_var,
                "n={n} variance"
            );
        }
    }

    #[test]
    fn settings_are_checked() {
        assert!(LabSettings::new(1.5, 32).is_err());
        assert!(LabSettings::new(f64::NAN, 32).is_err());
        assert!(LabSettings::new(0.5, 0).is_err());
        assert!(LabSettings::new(0.5, MAX_N + 1).is_err());
        assert_eq!(
            LabSettings::parse_p("2").unwrap_err().to_string(),
            "the success probability p must lie between 0 and 1"
        );
        assert_eq!(
            LabSettings::parse_n("2000000").unwrap_err().to_string(),
            "the sample size n can be at most 1,000,000"
        );
    }

    #[test]
    fn tables_and_formatting() {
        let pmf = LabSettings::new(0.5, 1_000_000).unwrap().pmf();
        let rows = pmf.table_rows(10);
        assert_eq!(rows.len(), 21);
        assert_eq!(rows[10].0, 500_000);
        assert_eq!(short(0.0078125), "0.0078125");
        assert_eq!(short(0.5), "0.5");
    }
}
