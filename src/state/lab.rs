//! The sampling lab's state: p, n and the seed (its link), the learner's prediction, and the seeded run of
//! steps with its running moments.

use rand::rngs::StdRng;
use rand::SeedableRng;

use super::params::{parse_seed, seed_param};
use super::query::{problem, LinkProblem, Query};
use super::{ShellState, View, ViewState};
use crate::model::binomial::{draw, Draw, LabError, LabSettings, RunningStats, MAX_N};
use crate::model::fields::{clamped, FieldError};
use crate::model::i18n::{Said, Tr};

/// Steps per frame are cut off after this many milliseconds, so a click still lands within a frame.
pub const FRAME_BUDGET_MS: f64 = 6.0;
/// The variance of a fraction of Bernoulli labels is p(1 − p)/n ≤ 1/4.
pub const MAX_FRACTION_VARIANCE: f64 = 0.25;

/// Where the learner is with the predict-first gate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Prediction {
    Pending,
    Committed { mean: f64, variance: f64 },
    Skipped,
}

/// The lab's link and its run (not `Clone`: the generator's state is the run's, and is never copied).
#[derive(Debug)]
pub struct LabState {
    pub p: f64,
    pub n: u32,
    pub seed: u64,
    pub prediction: Prediction,
    rng: StdRng,
    pub stats: RunningStats,
    pub last: Option<Draw>,
}

impl PartialEq for LabState {
    /// Two lab states are equal when a person sees the same: settings, prediction and run so far.
    fn eq(&self, other: &Self) -> bool {
        (self.p.to_bits(), self.n, self.seed) == (other.p.to_bits(), other.n, other.seed)
            && self.prediction == other.prediction
            && self.stats == other.stats
            && self.last == other.last
    }
}

impl Default for LabState {
    fn default() -> Self {
        LabState::new(0.5, 32, 42)
    }
}

impl LabState {
    fn new(p: f64, n: u32, seed: u64) -> LabState {
        LabState {
            p,
            n,
            seed,
            prediction: Prediction::Pending,
            rng: StdRng::seed_from_u64(seed),
            stats: RunningStats::default(),
            last: None,
        }
    }

    /// The checked settings (every edit keeps them valid).
    pub fn settings(&self) -> LabSettings {
        LabSettings::new(self.p, self.n)
            .or_else(|_| LabSettings::new(0.5, 32))
            .unwrap_or_else(|_| unreachable!("0.5 and 32 are valid settings"))
    }

    /// Whether exact values (moments, bars, table) may be shown: only after the learner committed or skipped.
    pub fn reveals_exact(&self) -> bool {
        self.prediction != Prediction::Pending
    }

    /// Whether Step and Play may run.
    pub fn can_step(&self) -> bool {
        self.reveals_exact()
    }

    /// Starts the run again from the seed; a new setting also asks for a new prediction.
    pub fn reset(&mut self) {
        *self = LabState::new(self.p, self.n, self.seed);
    }

    pub fn set_p(&mut self, p: f64) -> Result<(), LabError> {
        LabSettings::new(p, self.n)?;
        self.p = p;
        self.reset();
        Ok(())
    }

    pub fn edit_p(&mut self, text: &str) -> Result<(), LabError> {
        self.set_p(LabSettings::parse_p(text)?)
    }

    pub fn set_n(&mut self, n: u32) -> Result<(), LabError> {
        LabSettings::new(self.p, n)?;
        self.n = n;
        self.reset();
        Ok(())
    }

    pub fn edit_n(&mut self, text: &str) -> Result<(), LabError> {
        self.set_n(LabSettings::parse_n(text)?)
    }

    /// The n slider is logarithmic: position s (0–600) stands for n = 10^(s/100).
    ///
    /// Low on the scale one position is less than one lane (n = 35 at 154 and at 155), so a move that
    /// rounds back to the same n moves it by one in the slider's direction: arrow keys never stick.
    pub fn set_n_slider(&mut self, position: f64) {
        let here = self.n_slider();
        let mut n = clamped(10f64.powf(position / 100.0).round(), 1.0, f64::from(MAX_N)) as u32;
        if n == self.n && position > here {
            n = n.saturating_add(1).min(MAX_N);
        } else if n == self.n && position < here {
            n = n.saturating_sub(1).max(1);
        }
        let _ = self.set_n(n);
    }

    pub fn n_slider(&self) -> f64 {
        (f64::from(self.n).log10() * 100.0).round()
    }

    pub fn edit_seed(&mut self, text: &str) -> Result<(), FieldError> {
        self.new_seed(parse_seed(text)?);
        Ok(())
    }

    pub fn new_seed(&mut self, seed: u64) {
        self.seed = seed;
        self.reset();
    }

    /// Commits a typed prediction of the mean and variance of k/n; refuses it with a sentence.
    pub fn commit_prediction(&mut self, mean: &str, variance: &str) -> Result<(), Said> {
        let refuse = |text: Tr| Said::fill(text, &[]);
        // A share may be written as a percentage, as the p field and the ladder accept it.
        let m = match mean.trim().strip_suffix('%') {
            Some(percent) => parse_fraction(percent).map(|v| v / 100.0),
            None => parse_fraction(mean),
        };
        let m = m.ok_or_else(|| {
            refuse(Tr::new(
                "write the mean fraction as a number, like 0.5 or 50%",
                "mean fraction ko number mein likho, jaise 0.5 ya 50%",
            ))
        })?;
        if !(0.0..=1.0).contains(&m) {
            return Err(refuse(Tr::new(
                "a mean fraction lies between 0 and 1",
                "mean fraction 0 aur 1 ke beech hota hai",
            )));
        }
        let v = parse_fraction(variance).ok_or_else(|| {
            refuse(Tr::new(
                "write the variance as a number or a fraction, like 0.25/32",
                "variance ko number ya fraction mein likho, jaise 0.25/32",
            ))
        })?;
        if !(0.0..=MAX_FRACTION_VARIANCE).contains(&v) {
            return Err(refuse(Tr::new(
                "the variance of a fraction lies between 0 and 0.25",
                "fraction ka variance 0 aur 0.25 ke beech hota hai",
            )));
        }
        if self.prediction == Prediction::Pending {
            self.prediction = Prediction::Committed {
                mean: m,
                variance: v,
            };
        }
        Ok(())
    }

    pub fn skip_prediction(&mut self) {
        if self.prediction == Prediction::Pending {
            self.prediction = Prediction::Skipped;
        }
    }

    /// Runs up to `count` steps, stopping early when `out_of_time` says so (checked after each step);
    /// returns how many ran. Nothing runs before a prediction is committed or skipped.
    pub fn run(&mut self, count: u32, mut out_of_time: impl FnMut() -> bool) -> u32 {
        if !self.can_step() {
            return 0;
        }
        let settings = self.settings();
        let mut ran = 0;
        while ran < count {
            let d = draw(settings, &mut self.rng);
            self.stats.record(d.k, settings.n());
            self.last = Some(d);
            ran += 1;
            if out_of_time() {
                break;
            }
        }
        ran
    }
}

impl ViewState for LabState {
    const VIEW: View = View::Lab;
    const KEYS: &'static [&'static str] = &["p", "n", "seed"];

    fn parse(query: &Query) -> (LabState, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let mut s = LabState::default();
        if let Some(text) = query.get("p") {
            match LabSettings::parse_p(text) {
                Ok(v) => s.p = v,
                Err(e) => problems.push(problem("p", e)),
            }
        }
        if let Some(text) = query.get("n") {
            match LabSettings::parse_n(text) {
                Ok(v) => s.n = v,
                Err(e) => problems.push(problem("n", e)),
            }
        }
        if let Some(seed) = seed_param(query, &mut problems) {
            s.seed = seed;
        }
        s.reset();
        (s, problems)
    }

    /// `p` is written in full (the shortest text that reads back as the same number, as `{}` writes
    /// it), so a link restores exactly the p the view used.
    fn pairs(&self) -> Vec<(&'static str, String)> {
        pairs(self.p.to_string(), self.n, self.seed)
    }
}

/// The lab's link parameters, in link order, with `p` already written.
fn pairs(p: String, n: u32, seed: u64) -> Vec<(&'static str, String)> {
    vec![("p", p), ("n", n.to_string()), ("seed", seed.to_string())]
}

/// A lab link for settings another view holds, `p` written as that view writes it.
pub fn href_for(p: String, n: u32, seed: u64, shell: &ShellState) -> String {
    let mut all = vec![("view", View::Lab.key().to_string())];
    all.extend(pairs(p, n, seed));
    super::shell::link(all, shell)
}

/// A number or a simple fraction such as 0.25/32.
pub fn parse_fraction(text: &str) -> Option<f64> {
    let text = text.trim();
    let value = match text.split_once('/') {
        Some((a, b)) => a.trim().parse::<f64>().ok()? / b.trim().parse::<f64>().ok()?,
        None => text.parse::<f64>().ok()?,
    };
    value.is_finite().then_some(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn parse(link: &str) -> (LabState, Vec<LinkProblem>) {
        LabState::parse(&Query::parse(link))
    }

    #[test]
    fn every_slider_step_moves_n() {
        // (n before, slider position moved to) → n after.
        let table = [
            (35, 155.0, 36),  // 10^1.55 rounds back to 35: one lane on
            (35, 153.0, 34),  // and one lane back
            (1, 1.0, 2),      // the bottom of the scale
            (1, 0.0, 1),      // already at the bottom
            (32, 200.0, 100), // a drag jumps as far as the scale says
            (MAX_N, 600.0, MAX_N),
        ];
        for (before, position, after) in table {
            let mut s = LabState {
                n: before,
                ..LabState::default()
            };
            s.set_n_slider(position);
            assert_eq!(s.n, after, "n = {before}, slider to {position}");
        }
        // Arrow keys from n = 1 to the top: each press moves n, and the slider never goes backwards.
        let mut s = LabState {
            n: 1,
            ..LabState::default()
        };
        while s.n < MAX_N {
            let (n, position) = (s.n, s.n_slider());
            s.set_n_slider(position + 1.0);
            assert!(s.n > n && s.n_slider() >= position, "stuck at n = {n}");
        }
    }

    #[test]
    fn links_refuse_bad_values_and_keep_the_rest() {
        let (s, problems) = parse("p=1.5&n=64&seed=9");
        assert_eq!((s.p, s.n, s.seed), (0.5, 64, 9));
        assert_eq!(problems[0].parameter, "p");
        let (s, problems) = parse("n=0&p=abc");
        assert_eq!(s, LabState::default());
        assert_eq!(problems.len(), 2);
    }

    #[test]
    fn p_round_trips_exactly() {
        for p in [0.9999999999999999, 0.1 + 0.2, 1e-7, 0.0, 1.0, 0.333] {
            let mut s = LabState::default();
            s.set_p(p).unwrap();
            let q = s.to_query();
            assert_eq!(parse(&q).0.p.to_bits(), p.to_bits(), "{q}");
        }
    }

    #[test]
    fn predictions_are_checked() {
        // (mean, variance) → Ok, or a fragment of the refusal
        let table: [(&str, &str, Result<(), &str>); 9] = [
            ("0.5", "0.25/32", Ok(())),
            ("50%", "0.25/32", Ok(())),
            (" 12.5 % ", "0.25/32", Ok(())),
            ("150%", "0.1", Err("between 0 and 1")),
            ("0.5", "0.0078125", Ok(())),
            ("1.5", "0.1", Err("between 0 and 1")),
            ("half", "0.1", Err("like 0.5")),
            ("0.5", "0.3", Err("between 0 and 0.25")),
            ("0.5", "1/0", Err("0.25/32")),
        ];
        for (mean, variance, want) in table {
            let mut s = LabState::default();
            let got = s.commit_prediction(mean, variance);
            match (got, want) {
                (Ok(()), Ok(())) => assert!(s.reveals_exact()),
                (Err(e), Err(fragment)) => {
                    assert!(e.en.contains(fragment), "{mean} {variance}: {e:?}");
                    assert!(!e.hi.is_empty() && e.hi != e.en, "{e:?}");
                    assert!(!s.reveals_exact());
                }
                (got, _) => panic!("{mean} {variance}: {got:?}"),
            }
        }
    }

    #[test]
    fn nothing_runs_before_a_prediction_and_settings_reset_it() {
        let mut s = LabState::default();
        assert_eq!(s.run(10, || false), 0);
        s.skip_prediction();
        assert_eq!(s.run(10, || false), 10);
        assert_eq!(s.stats.steps, 10);
        let mut calls = 0;
        assert_eq!(
            s.run(1000, || {
                calls += 1;
                calls >= 3
            }),
            3
        );
        s.set_p(0.25).unwrap();
        assert_eq!((s.stats.steps, s.prediction), (0, Prediction::Pending));
        // The same seed gives the same steps.
        let mut a = LabState::default();
        let mut b = LabState::default();
        a.skip_prediction();
        b.skip_prediction();
        a.run(5, || false);
        b.run(5, || false);
        assert_eq!(a, b);
    }

    proptest! {
        #[test]
        fn every_state_round_trips(p in 0.0f64..=1.0, n in 1u32..=MAX_N, seed in 0u64..=u64::from(u32::MAX)) {
            let mut s = LabState::default();
            s.set_p(p).unwrap();
            s.set_n(n).unwrap();
            s.new_seed(seed);
            let (back, problems) = parse(&s.to_query());
            prop_assert!(problems.is_empty(), "{:?}", problems);
            prop_assert_eq!(back, s);
        }
    }
}
