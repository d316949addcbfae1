//! Feedback aimed at the mistake: which classic wrong reasoning produces a typed number, and how many tries a learner gets before the solution.
//!
//! Every wrong answer recognised here is computed from the item's own numbers (recovered from its
//! statement and checked against its answers), so seeded variants are diagnosed as well as the
//! source notes' numbers. A correct answer is never diagnosed, and when the numbers cannot be
//! recovered (a rewording) nothing is diagnosed rather than something wrong.

use std::fmt;

use super::answers::{self, AnswerError};
use super::exercises::{Exercise, PartKind, Unit};
use super::fields::fixed;
use super::i18n::fill_with;
use super::lanes::WarpWidth;
use super::tree::{LanePreset, TreeShape, WarpData};

/// Readable checks a learner gets on an item before the answer and solution are shown.
pub const TRIES_BEFORE_REVEAL: u32 = 3;

/// The reasoning behind a recognised wrong answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    LaneWeighted,
    Averaged,
    MaxForSum,
    SumForMax,
    LanesForPaths,
    UntakenCounted,
    OneLaneIgnored,
    NestingLevels,
    SeedPredication,
    EfficiencyInverted,
    WasteAsEfficiency,
    EfficiencyAsWaste,
    EfficienciesSwapped,
    PercentFraction,
    SameTotalSameEfficiency,
    LongerPathsWorse,
    SeedWarpY,
    MaskedLanesBusy,
    DivergenceStays,
    UniformWarpSplit,
    OneWarpNotBlock,
    TotalForAverage,
    WarpEfficienciesAveraged,
    TailPerPath,
    TailLeftOut,
    RatioInverted,
    DataForBranch,
    UniformBranch,
}

impl Kind {
    /// A short name, as a heading over the explanation.
    pub fn name(self) -> &'static str {
        match self {
            Kind::LaneWeighted => "lane-weighted average",
            Kind::Averaged => "averaged instead of added",
            Kind::MaxForSum => "max instead of sum",
            Kind::SumForMax => "sum instead of max",
            Kind::LanesForPaths => "lanes instead of paths",
            Kind::UntakenCounted => "untaken path counted",
            Kind::OneLaneIgnored => "one lane ignored",
            Kind::NestingLevels => "nesting levels instead of leaves",
            Kind::SeedPredication => "the source's predication rule",
            Kind::EfficiencyInverted => "efficiency inverted",
            Kind::WasteAsEfficiency => "waste given as efficiency",
            Kind::EfficiencyAsWaste => "efficiency given as waste",
            Kind::EfficienciesSwapped => "the two efficiencies swapped",
            Kind::PercentFraction => "percent vs fraction",
            Kind::SameTotalSameEfficiency => "same total, same efficiency",
            Kind::LongerPathsWorse => "longer paths judged worse",
            Kind::SeedWarpY => "the source's Warp Y",
            Kind::MaskedLanesBusy => "masked lanes counted as busy",
            Kind::DivergenceStays => "divergence assumed to stay",
            Kind::UniformWarpSplit => "uniform warp priced as split",
            Kind::OneWarpNotBlock => "one warp instead of the block",
            Kind::TotalForAverage => "total instead of average",
            Kind::WarpEfficienciesAveraged => "warp efficiencies averaged",
            Kind::TailPerPath => "uniform tail paid per path",
            Kind::TailLeftOut => "uniform tail left out",
            Kind::RatioInverted => "ratio inverted",
            Kind::DataForBranch => "different data taken for divergence",
            Kind::UniformBranch => "a branch the whole warp agrees on",
        }
    }

    /// The reasoning to rethink, in words that never contain an item's answer: what a learner reads
    /// before the solution is revealed (the numeric explanation waits for the reveal).
    pub fn nudge(self) -> &'static str {
        match self {
            Kind::LaneWeighted => "that weights each path by its share of the lanes, but a masked lane waits while the others run: a taken path costs its full length however few lanes take it.",
            Kind::Averaged => "that averages the path lengths; serialized paths run one after another, so their times add up.",
            Kind::MaxForSum => "that is the longest path alone, the time if the paths could overlap; a divergent warp issues every taken path in turn.",
            Kind::SumForMax => "that adds the paths, which is the serialized time; this part asks for the ideal, where only the longest taken path counts.",
            Kind::LanesForPaths => "that counts lanes (or lane-cycles); the warp's time counts each taken path once, whatever its lane count.",
            Kind::UntakenCounted => "that includes a path no lane takes; a path without takers is never issued.",
            Kind::OneLaneIgnored => "that leaves out a path only one lane takes; one lane is enough for the whole path to be issued.",
            Kind::NestingLevels => "that counts nesting levels; what costs is every distinct leaf the warp's lanes reach.",
            Kind::SeedPredication => "that follows the source notes' predication rule, which can never hold: check it with any two path lengths.",
            Kind::EfficiencyInverted => "that divides the other way round; an efficiency is useful over issued, so it is at most 100%.",
            Kind::WasteAsEfficiency => "that is the wasted share, not the useful one.",
            Kind::EfficiencyAsWaste => "that is the useful share, not the wasted one.",
            Kind::EfficienciesSwapped => "that is the other efficiency: path efficiency is a ratio of times, lane-weighted issue efficiency weights each path by its share of lanes.",
            Kind::PercentFraction => "the digits look right but the scale is off by 100: give a percentage with %, or a fraction without.",
            Kind::SameTotalSameEfficiency => "the totals may match, but efficiency compares the ideal time with the issued time, warp by warp.",
            Kind::LongerPathsWorse => "longer paths are not worse in themselves; what costs is how many different paths one warp must issue.",
            Kind::SeedWarpY => "that is the source notes' figure, which comes from numbers that do not add up (see the erratum once revealed).",
            Kind::MaskedLanesBusy => "that counts masked lanes as working; a lane that has finished its loop sits idle while the others iterate.",
            Kind::DivergenceStays => "that assumes the warps still diverge; after the change, check which warps are uniform.",
            Kind::UniformWarpSplit => "that prices a uniform warp as if it diverged; a warp whose lanes all agree issues one path.",
            Kind::OneWarpNotBlock => "that is one warp's figure; the question is about the whole block of warps.",
            Kind::TotalForAverage => "that is a total; the question asks for an average (or per-warp) figure.",
            Kind::WarpEfficienciesAveraged => "averaging per-warp efficiencies weights a short warp like a long one; add the times first, then divide.",
            Kind::TailPerPath => "that pays the uniform code once per path; code after reconvergence runs once for the whole warp.",
            Kind::TailLeftOut => "that leaves out the uniform code after reconvergence, which every lane runs once.",
            Kind::RatioInverted => "that ratio is upside down; check which quantity goes on top.",
            Kind::DataForBranch => "divergence needs lanes of one warp to disagree at a branch; check which line's condition differs across lanes.",
            Kind::UniformBranch => "a branch splits the warp only when its lanes disagree; check whether threads 0–31 all get the same answer.",
        }
    }
}

/// A recognised wrong answer: what it is called, and the reasoning that produced it, in the item's numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Misconception {
    pub kind: Kind,
    pub explanation: String,
}

impl Misconception {
    pub fn name(&self) -> &'static str {
        self.kind.name()
    }
}

impl fmt::Display for Misconception {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} — {}", self.name(), self.explanation)
    }
}

/// Which reasoning produced `answer_value` for part `part` of `ex`, if a known one did.
///
/// `answer_value` is in the part's unit (percentage points for a percentage; the option's index
/// for a choice). A value within the part's tolerance of the right answer is never diagnosed.
pub fn diagnose(ex: &Exercise, part: usize, answer_value: f64) -> Option<Misconception> {
    let kind = &ex.parts.get(part)?.kind;
    if !answer_value.is_finite() {
        return None;
    }
    let analysis = analyse(ex)?;
    let wrongs = analysis.wrong.get(part)?;
    match kind {
        PartKind::Number { unit, value } => {
            if answers::within(*unit, answer_value, *value) {
                return None;
            }
            let mut all = wrongs.clone();
            if *unit == Unit::Percent {
                all.extend(percent_fraction(*value));
            }
            all.into_iter()
                .filter(|w| !answers::within(*unit, w.value, *value))
                .find(|w| answers::within(*unit, answer_value, w.value))
                .map(Wrong::into_misconception)
        }
        PartKind::Choice { correct, .. } => {
            let chosen = answer_value.round();
            if chosen != answer_value || chosen == *correct as f64 {
                return None;
            }
            wrongs
                .iter()
                .find(|w| w.value == chosen)
                .cloned()
                .map(Wrong::into_misconception)
        }
    }
}

/// What one typed answer to one part turned out to be.
#[derive(Clone, Debug, PartialEq)]
pub enum Assessment {
    Right,
    /// Readable and wrong; the misconception when the number is a recognised one.
    Wrong(Option<Misconception>),
    /// Not readable: shown as a field error, and it does not use up a try.
    Unreadable(AnswerError),
}

/// Reads, grades and diagnoses one typed answer (a choice arrives as the option's index).
pub fn assess(ex: &Exercise, part: usize, text: &str) -> Assessment {
    let Some(p) = ex.parts.get(part) else {
        return Assessment::Unreadable(AnswerError::NoChoice);
    };
    match &p.kind {
        PartKind::Number { unit, value } => match answers::values_in_unit(text, *unit) {
            Err(e) => Assessment::Unreadable(e),
            Ok(values) if values.iter().any(|&v| answers::within(*unit, v, *value)) => {
                Assessment::Right
            }
            Ok(mut values) => {
                // A ratio typed for a percentage ("1.5" for 150%) is worth diagnosing too.
                let unsuffixed = answers::read_answer(text).is_ok_and(|r| r.suffix.is_none());
                if *unit == Unit::Percent && unsuffixed {
                    if let Some(&first) = values.first() {
                        values.push(first * 100.0);
                    }
                }
                Assessment::Wrong(values.iter().find_map(|&v| diagnose(ex, part, v)))
            }
        },
        PartKind::Choice { .. } => match answers::grade(p, text) {
            Err(e) => Assessment::Unreadable(e),
            Ok(true) => Assessment::Right,
            Ok(false) => Assessment::Wrong(
                text.trim()
                    .parse::<u32>()
                    .ok()
                    .and_then(|k| diagnose(ex, part, f64::from(k))),
            ),
        },
    }
}

/// Assesses every part; missing answers count as empty.
pub fn assess_item(ex: &Exercise, typed: &[String]) -> Vec<Assessment> {
    (0..ex.parts.len())
        .map(|i| assess(ex, i, typed.get(i).map_or("", String::as_str)))
        .collect()
}

/// A check uses up a try only when every part was readable.
pub fn uses_try(assessments: &[Assessment]) -> bool {
    assessments
        .iter()
        .all(|a| !matches!(a, Assessment::Unreadable(_)))
}

/// What the view shows after a readable check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextStep {
    /// Every part right: the verdict and the worked solution.
    Solved { on_try: u32 },
    /// Wrong, tries left: per-part feedback (with any misconception), hints 1..=`hints_to_show`, inputs stay open.
    TryAgain {
        tries_left: u32,
        hints_to_show: usize,
    },
    /// Out of tries: the expected answers and the worked solution; inputs lock.
    Reveal,
}

/// The tries policy: each wrong try unlocks one more hint; the third wrong try reveals.
///
/// `tries_used` counts readable checks on this item, the last one included.
pub fn next_step(tries_used: u32, last_right: bool, hint_count: usize) -> NextStep {
    if last_right && tries_used > 0 {
        return NextStep::Solved { on_try: tries_used };
    }
    if tries_used >= TRIES_BEFORE_REVEAL {
        return NextStep::Reveal;
    }
    NextStep::TryAgain {
        tries_left: TRIES_BEFORE_REVEAL - tries_used,
        hints_to_show: (tries_used as usize).min(hint_count),
    }
}

/// One recognised wrong value for a part.
#[derive(Clone, Debug)]
struct Wrong {
    value: f64,
    kind: Kind,
    why: String,
}

impl Wrong {
    fn into_misconception(self) -> Misconception {
        Misconception {
            kind: self.kind,
            explanation: self.why,
        }
    }
}

/// One recognised wrong value, its explanation `template` written with `values` (see [`say`]).
fn wrong(value: f64, kind: Kind, template: &str, values: &[V]) -> Wrong {
    Wrong {
        value,
        kind,
        why: say(template, values),
    }
}

/// An item's numbers, rebuilt: the values its numeric parts must have, and each part's wrong answers.
struct Analysis {
    expected: Vec<Option<f64>>,
    wrong: Vec<Vec<Wrong>>,
}

/// Rebuilds the item's numbers and checks them against the item's own answers.
fn analyse(ex: &Exercise) -> Option<Analysis> {
    let analysis = build(ex)?;
    let consistent = analysis.expected.len() == ex.parts.len()
        && analysis.wrong.len() == ex.parts.len()
        && ex
            .parts
            .iter()
            .zip(&analysis.expected)
            .all(|(part, expected)| match (&part.kind, expected) {
                (PartKind::Number { value, .. }, Some(e)) => (value - e).abs() < 1e-6,
                (PartKind::Choice { .. }, None) => true,
                _ => false,
            });
    consistent.then_some(analysis)
}

/// The unsigned whole numbers in `text`, in order.
fn ints(text: &str) -> Vec<f64> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty() && s.len() < 10)
        .filter_map(|s| s.parse::<u32>().ok())
        .map(f64::from)
        .collect()
}

fn build(ex: &Exercise) -> Option<Analysis> {
    let n = ints(&ex.statement);
    let code = ints(ex.code.as_deref().unwrap_or(""));
    let at = |i: usize| n.get(i).copied();
    match ex.id {
        "L1.1" => {
            // "Warp 0 (threads 0–31) … A is 20 cycles and B is 12 cycles": the last two numbers.
            let (a, b) = (*n.get(n.len().checked_sub(2)?)?, *n.last()?);
            let on_a = code.first()?.min(32.0);
            l1_1(a, b, on_a)
        }
        "L1.2" => l1_2(ex),
        "L2.1" => {
            let split = Split(vec![(at(1)?, at(0)?), (at(3)?, at(2)?)]);
            Some(price_all(&split))
        }
        "L2.2" => {
            // "4-way …: path 0: 20 cycles, 8 threads; …": (index, length, takers) after the 4.
            let rest = n.get(1..)?;
            (rest.len() == 12).then_some(())?;
            let paths = rest
                .chunks_exact(3)
                .map(|c| match c {
                    [_, len, takers] => Some((*len, *takers)),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()?;
            Some(price_all(&Split(paths)))
        }
        "L2.3" => l2_3(*code.get(1)?, *code.get(2)?),
        "L3.1" => l3_1(&[at(1)?, at(3)?, at(5)?, at(7)?]),
        "L3.2" => {
            let (max, sum) = (*n.get(n.len().checked_sub(2)?)?, *n.last()?);
            Some(l3_2(max, sum))
        }
        "L3.3" => Some(l3_3(at(0)?, at(1)?, at(2)?)),
        "L4.1" => Some(l4_1(at(0)?, at(1)?)),
        "L4.2" => Some(l4_2(at(0)?, at(1)?)),
        "L4.3" => Some(l4_3(&[at(1)?, at(2)?, at(3)?, at(4)?])),
        "L5.1" => Some(l5_1(at(0)?, at(1)?)),
        "L5.2" => Some(l5_2(at(0)?, at(1)?)),
        "L5.3" => Some(l5_3(at(0)?, at(1)?, at(2)?)),
        "X.1" => Some(x_1(at(0)?)),
        "X.2" => Some(x_2(at(1)?, at(2)?)),
        _ => None,
    }
}

/// One warp's paths as (length, takers).
struct Split(Vec<(f64, f64)>);

impl Split {
    fn taken(&self) -> impl Iterator<Item = f64> + '_ {
        self.0.iter().filter(|p| p.1 > 0.0).map(|p| p.0)
    }
    fn sum(&self) -> f64 {
        self.taken().sum()
    }
    fn max(&self) -> f64 {
        self.taken().fold(0.0, f64::max)
    }
    fn avg(&self) -> f64 {
        let k = self.taken().count().max(1) as f64;
        self.sum() / k
    }
    fn sum_all(&self) -> f64 {
        self.0.iter().map(|p| p.0).sum()
    }
    fn lane_sum(&self) -> f64 {
        self.0.iter().map(|p| p.0 * p.1).sum()
    }
    fn lane_weighted(&self) -> f64 {
        self.lane_sum() / 32.0
    }
    fn efficiency(&self) -> f64 {
        100.0 * self.max() / self.sum()
    }
    fn sum_text(&self) -> String {
        let parts: Vec<String> = self.taken().map(num).collect();
        parts.join(" + ")
    }
    /// The share of lanes on the longest path, when exactly one path is longest.
    fn lanes_on_longest(&self) -> Option<f64> {
        let max = self.max();
        let mut longest = self.0.iter().filter(|p| p.1 > 0.0 && p.0 == max);
        let only = longest.next()?;
        longest.next().is_none().then_some(100.0 * only.1 / 32.0)
    }
}

/// A cycle count or ratio as a learner reads it.
fn num(x: f64) -> String {
    if (x - x.round()).abs() < 1e-9 {
        fixed(x, 0)
    } else if x.abs() < 1.0 {
        let s = fixed(x, 3);
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        fixed(x, 1)
    }
}

fn pc(x: f64) -> String {
    let mut text = fixed(x, 1);
    text.push('%');
    text
}

/// A value in an explanation: a number as [`num`] writes it, a percentage as [`pc`] does, or text.
#[derive(Clone, Copy)]
enum V<'a> {
    N(f64),
    P(f64),
    S(&'a str),
}

use V::{N, P, S};

/// `template` with each `{}` replaced by the next of `values`: one writer for every explanation, in
/// either language (the Hinglish templates place the values differently).
fn say(template: &str, values: &[V]) -> String {
    let mut values = values.iter();
    fill_with(template, |out| match values.next() {
        Some(N(x)) => out.push_str(&num(*x)),
        Some(P(x)) => out.push_str(&pc(*x)),
        Some(S(text)) => out.push_str(text),
        None => {}
    })
}

fn t_div_wrongs(s: &Split) -> Vec<Wrong> {
    let (sum, text) = (num(s.sum()), s.sum_text());
    let mut out = vec![
        wrong(s.max(), Kind::MaxForSum, "{} is the longest path alone, T_ideal. One instruction stream serves the warp, so every taken path is issued in turn and T_div adds them: {} = {} cycles.", &[N(s.max()), S(&text), S(&sum)]),
        wrong(s.avg(), Kind::Averaged, "{} averages the path lengths. The paths do not share the time: they run one after another, so they add: {} = {} cycles.", &[N(s.avg()), S(&text), S(&sum)]),
        wrong(s.lane_weighted(), Kind::LaneWeighted, "{} weights each path by its share of the 32 lanes. A masked lane still waits while the others run, so each taken path costs its full length however few lanes take it: {} cycles.", &[N(s.lane_weighted()), S(&sum)]),
        wrong(s.lane_sum(), Kind::LanesForPaths, "{} multiplies each path by the lanes that take it. The warp issues a path once for all its lanes together, so lane counts never enter: {} cycles.", &[N(s.lane_sum()), S(&sum)]),
        wrong(32.0 * s.sum(), Kind::LanesForPaths, "{} charges every one of the 32 lanes for every path. The warp issues each path once for all lanes together: {} cycles.", &[N(32.0 * s.sum()), S(&sum)]),
    ];
    if s.sum_all() != s.sum() {
        out.insert(0, wrong(s.sum_all(), Kind::UntakenCounted, "{} includes a path that no lane takes. A path with no takers is never issued, so only {} = {} cycles count.", &[N(s.sum_all()), S(&text), S(&sum)]));
    }
    out
}

fn t_ideal_wrongs(s: &Split) -> Vec<Wrong> {
    let max = num(s.max());
    vec![
        wrong(s.sum(), Kind::SumForMax, "{} adds the paths: that is T_div, what the warp really spends. T_ideal is what it would cost if the paths could overlap: the longest, {} cycles.", &[N(s.sum()), S(&max)]),
        wrong(s.avg(), Kind::Averaged, "{} is the average path. If the paths could overlap the warp would wait for the longest one: {} cycles.", &[N(s.avg()), S(&max)]),
        wrong(s.lane_weighted(), Kind::LaneWeighted, "{} weights the paths by their lanes. T_ideal is the longest taken path, whatever its lane count: {} cycles.", &[N(s.lane_weighted()), S(&max)]),
    ]
}

fn efficiency_wrongs(ideal: f64, div: f64) -> Vec<Wrong> {
    let right = say("{} / {} = {}", &[N(ideal), N(div), P(100.0 * ideal / div)]);
    vec![
        wrong(100.0 * div / ideal, Kind::EfficiencyInverted, "{} is T_div / T_ideal, the slowdown as a percentage. Path efficiency is the other way up: T_ideal / T_div = {}.", &[P(100.0 * div / ideal), S(&right)]),
        wrong(100.0 * (div - ideal) / div, Kind::WasteAsEfficiency, "{} is the wasted share (T_div − T_ideal) / T_div. Efficiency is what remains: T_ideal / T_div = {}.", &[P(100.0 * (div - ideal) / div), S(&right)]),
    ]
}

/// Path-efficiency mistakes that need the lanes: the lane share of the longest path, and seed 002's E.
fn lane_efficiency_wrongs(s: &Split) -> Vec<Wrong> {
    let right = pc(s.efficiency());
    let e = 100.0 * s.lane_sum() / (32.0 * s.sum());
    let mut out = Vec::new();
    if let Some(share) = s.lanes_on_longest() {
        out.push(wrong(share, Kind::LanesForPaths, "{} is the share of lanes on the longest path. Path efficiency compares times, not lanes: T_ideal / T_div = {}.", &[P(share), S(&right)]));
    }
    out.push(wrong(e, Kind::EfficienciesSwapped, "{} is the lane-weighted issue efficiency E = Σ pᵢ·cᵢ / Σ cᵢ, which weights each path by its lanes. Path efficiency compares times only: T_ideal / T_div = {}.", &[P(e), S(&right)]));
    out
}

fn percent_fraction(right: f64) -> Vec<Wrong> {
    vec![
        wrong(right / 100.0, Kind::PercentFraction, "{} looks like the ratio {} with a % sign added. As a percentage it is {}; write 62.5% or 0.625, not 0.625%.", &[P(right / 100.0), N(right / 100.0), P(right)]),
        wrong(right * 100.0, Kind::PercentFraction, "{} is the percentage multiplied by 100 once too often: the answer is {}.", &[N(right * 100.0), P(right)]),
    ]
}

/// T_div, T_ideal and path efficiency of one warp (L2.1, L2.2).
fn price_all(s: &Split) -> Analysis {
    let mut eff = efficiency_wrongs(s.max(), s.sum());
    eff.extend(lane_efficiency_wrongs(s));
    Analysis {
        expected: vec![Some(s.sum()), Some(s.max()), Some(s.efficiency())],
        wrong: vec![t_div_wrongs(s), t_ideal_wrongs(s), eff],
    }
}

fn l1_1(a: f64, b: f64, on_a: f64) -> Option<Analysis> {
    let s = Split(vec![(a, on_a), (b, 32.0 - on_a)]);
    let taken = s.taken().count() as f64;
    let mut paths = Vec::new();
    if taken == 1.0 {
        paths.push(wrong(2.0, Kind::UntakenCounted, "2 counts both paths, but one of them has no takers: a path nobody takes is never issued, so the warp issues 1.", &[]));
    }
    for lanes in [32.0, on_a, 32.0 - on_a] {
        if lanes > 2.0 {
            paths.push(wrong(lanes, Kind::LanesForPaths, "{} counts lanes. The question counts paths the warp issues: {} (each issued once for all its lanes).", &[N(lanes), N(taken)]));
        }
    }
    Some(Analysis {
        expected: vec![Some(taken), Some(s.sum())],
        wrong: vec![paths, t_div_wrongs(&s)],
    })
}

/// Every wrong line of a "spot the divergent line" item, read off its code: a line without a branch
/// took different data for divergence; another branch is one the whole warp agrees on.
fn l1_2(ex: &Exercise) -> Option<Analysis> {
    let PartKind::Choice { options, correct } = &ex.parts.first()?.kind else {
        return None;
    };
    let code = ex.code.as_deref()?;
    let line_of = |label: &str| {
        code.lines()
            .find(|l| l.trim_end().ends_with(&format!("// {label}")))
    };
    let right = options.get(*correct)?;
    let wrongs = options
        .iter()
        .enumerate()
        .filter(|(i, _)| i != correct)
        .map(|(i, label)| {
            let branches = line_of(label).is_some_and(|l| l.trim_start().starts_with("if"));
            if branches {
                wrong(i as f64, Kind::UniformBranch, "Line {} branches, but its condition is the same for every thread of warp 0 (threads 0–31), so the whole warp goes one way. Line {}'s condition differs between lanes: that one splits the warp.", &[S(label), S(right)])
            } else {
                wrong(i as f64, Kind::DataForBranch, "Line {} has no branch: every lane runs the same instruction, each on its own data. Different data is not different control flow; only a condition that differs between lanes, line {}, splits the warp.", &[S(label), S(right)])
            }
        })
        .collect();
    Some(Analysis {
        expected: vec![None],
        wrong: vec![wrongs],
    })
}

fn l2_3(long: f64, short: f64) -> Option<Analysis> {
    let s = Split(vec![(long, 1.0), (short, 31.0)]);
    let guess = short + long / 32.0;
    let mut t_div = vec![
        wrong(guess, Kind::LaneWeighted, "{} is {} + {}/32, the source notes' trap: it spreads lane 0's {}-cycle path over all 32 lanes. The other 31 lanes cannot do lane 0's work; they wait, masked. One lane on a path pays the whole path: T_div = {} + {} = {} cycles.", &[N(guess), N(short), N(long), N(long), N(long), N(short), N(s.sum())]),
        wrong(short, Kind::OneLaneIgnored, "{} prices only the 31 lanes' path. Lane 0's {}-cycle path is issued too, in full, while the 31 wait: {} cycles.", &[N(short), N(long), N(s.sum())]),
    ];
    t_div.extend(t_div_wrongs(&s));
    let mut eff = efficiency_wrongs(s.max(), s.sum());
    eff.extend(lane_efficiency_wrongs(&s));
    Some(Analysis {
        expected: vec![Some(s.sum()), Some(s.efficiency())],
        wrong: vec![t_div, eff],
    })
}

fn l3_1(costs: &[f64; 4]) -> Option<Analysis> {
    let lanes = |preset| -> Vec<f64> {
        WarpData::preset(TreeShape::Nested, preset, WarpWidth::Warp32, 0, 32)
            .leaf_masks(TreeShape::Nested)
            .iter()
            .map(|m| m.lanes().count() as f64)
            .collect()
    };
    let split = |lanes: Vec<f64>| Split(costs.iter().copied().zip(lanes).collect());
    let worst = split(lanes(LanePreset::Worst));
    let best = split(lanes(LanePreset::Best));
    let levels = costs[0].max(costs[1]) + costs[2].max(costs[3]);
    let mut worst_div = vec![wrong(levels, Kind::NestingLevels, "{} = max(p1, p2) + max(p3, p4) treats each inner if/else as if its two sides overlapped. Every leaf a lane reaches is its own path, issued in turn: {} = {} cycles.", &[N(levels), S(&worst.sum_text()), N(worst.sum())])];
    worst_div.extend(t_div_wrongs(&worst));
    let mut worst_eff = efficiency_wrongs(worst.max(), worst.sum());
    worst_eff.extend(lane_efficiency_wrongs(&worst));
    Some(Analysis {
        expected: vec![
            Some(worst.sum()),
            Some(worst.efficiency()),
            Some(best.sum()),
        ],
        wrong: vec![worst_div, worst_eff, t_div_wrongs(&best)],
    })
}

fn l3_2(max: f64, sum: f64) -> Analysis {
    let util = 100.0 * sum / (32.0 * max);
    let right = say("{} / (32 × {}) = {}", &[N(sum), N(max), P(util)]);
    let avg = sum / 32.0;
    Analysis {
        expected: vec![Some(max), Some(util)],
        wrong: vec![
            vec![
                wrong(avg, Kind::Averaged, "{} is the average trip count. The loop's back-edge is a branch: the warp keeps issuing iterations while any lane still loops, so it runs max(counts) = {} iterations.", &[N(avg), N(max)]),
                wrong(sum, Kind::LanesForPaths, "{} adds every lane's trips, the useful lane-iterations. The warp issues each iteration once for all its lanes: max(counts) = {}.", &[N(sum), N(max)]),
            ],
            vec![
                wrong(100.0, Kind::MaskedLanesBusy, "100% counts the masked lanes as busy. Lanes that finished early sit idle while the longest lane loops: utilisation = {}.", &[S(&right)]),
                wrong(100.0 * 32.0 * max / sum, Kind::EfficiencyInverted, "{} is issued slots over useful ones. Utilisation is useful over issued: {}.", &[P(100.0 * 32.0 * max / sum), S(&right)]),
                wrong(100.0 - util, Kind::WasteAsEfficiency, "{} is the idle share of the lane-slots. Utilisation is the busy share: {}.", &[P(100.0 - util), S(&right)]),
            ],
        ],
    }
}

fn l3_3(x_len: f64, total: f64, y_len: f64) -> Analysis {
    let x = Split(vec![(x_len, 11.0), (x_len, 11.0), (x_len, 10.0)]);
    let y = Split(vec![
        (y_len, 7.0),
        (y_len, 7.0),
        (y_len, 6.0),
        (y_len, 6.0),
        (y_len, 6.0),
    ]);
    let mut y_eff = vec![wrong(x.efficiency(), Kind::SameTotalSameEfficiency, "{} is Warp X's efficiency. Both warps serialize {} cycles, but Y's longest path is only {} cycles: {} / {} = {}.", &[P(x.efficiency()), N(total), N(y_len), N(y_len), N(total), P(y.efficiency())])];
    // The seed's own Warp Y (five 10-cycle paths "totalling" 120) gives 8.3%; only its numbers produce it.
    if x_len == 40.0 && total == 120.0 {
        y_eff.push(wrong(100.0 * 10.0 / 120.0, Kind::SeedWarpY, "8.3% is the source notes' figure, 10 / 120: it prices Warp Y's paths at 10 cycles, but five 10-cycle paths total 50, not 120. With the same 120-cycle total each path is 24 cycles: 24 / 120 = 20%.", &[]));
    }
    y_eff.extend(efficiency_wrongs(y.max(), y.sum()));
    Analysis {
        expected: vec![Some(x.efficiency()), Some(y.efficiency()), None],
        wrong: vec![
            efficiency_wrongs(x.max(), x.sum()),
            y_eff,
            vec![
                wrong(0.0, Kind::LongerPathsWorse, "Warp X's paths are longer, but waste is the time beyond the longest path: X wastes {} of its {} cycles, Y wastes {}. Warp Y is worse.", &[N(x.sum() - x.max()), N(total), N(y.sum() - y.max())]),
                wrong(2.0, Kind::SameTotalSameEfficiency, "The totals match ({} cycles), but efficiency divides the longest path by the total: X {} / {} = {}, Y {} / {} = {}. Warp Y is worse.", &[N(total), N(x_len), N(total), P(x.efficiency()), N(y_len), N(total), P(y.efficiency())]),
            ],
        ],
    }
}

fn l4_1(heavy: f64, light: f64) -> Analysis {
    let mixed = Split(vec![(heavy, 16.0), (light, 16.0)]);
    let mut before = efficiency_wrongs(mixed.max(), mixed.sum());
    before.extend(lane_efficiency_wrongs(&mixed));
    Analysis {
        expected: vec![Some(mixed.efficiency()), Some(100.0)],
        wrong: vec![
            before,
            vec![
                wrong(mixed.efficiency(), Kind::DivergenceStays, "{} is the efficiency before the fix. With warp_id % 2 all 32 lanes of a warp agree, so an all-heavy warp issues one path: {} / {} = 100%.", &[P(mixed.efficiency()), N(heavy), N(heavy)]),
                wrong(0.0, Kind::WasteAsEfficiency, "0% is the fixed warp's waste. Its efficiency is what remains: 100%.", &[]),
            ],
        ],
    }
}

fn l4_2(t_a: f64, t_b: f64) -> Analysis {
    let (sum, double_max) = (t_a + t_b, 2.0 * t_a.max(t_b));
    let never = say("It cannot: min(T_A, T_B) ≤ max(T_A, T_B), so T_A + T_B ≤ 2·max(T_A, T_B) for every pair (here {} ≤ {}), and the rule never says \"predicate\".", &[N(sum), N(double_max)]);
    Analysis {
        expected: vec![Some(sum), Some(double_max), None],
        wrong: vec![
            vec![
                wrong(t_a.max(t_b), Kind::MaxForSum, "{} is the longer side alone. The left side adds both: {} + {} = {}.", &[N(t_a.max(t_b)), N(t_a), N(t_b), N(sum)]),
                wrong(sum / 2.0, Kind::Averaged, "{} averages the two sides; the rule's left side adds them: {}.", &[N(sum / 2.0), N(sum)]),
            ],
            vec![wrong(sum, Kind::SumForMax, "{} adds both sides: that is the left side. The right side doubles the longer one: 2 × {} = {}.", &[N(sum), N(t_a.max(t_b)), N(double_max)])],
            vec![
                wrong(0.0, Kind::SeedPredication, "The source notes say the rule holds for short, balanced branches. {}", &[S(&never)]),
                wrong(1.0, Kind::SeedPredication, "The source notes say long, lopsided branches satisfy T_A + T_B > 2·max. {}", &[S(&never)]),
            ],
        ],
    }
}

fn l4_3(lengths: &[f64; 4]) -> Analysis {
    let mixed = Split(lengths.iter().map(|&l| (l, 8.0)).collect());
    let avg = mixed.sum() / 4.0;
    let mut one = vec![wrong(4.0 * mixed.sum(), Kind::OneWarpNotBlock, "{} is all four mixed warps together. One mixed warp issues each of the four paths once: {} = {} cycles.", &[N(4.0 * mixed.sum()), S(&mixed.sum_text()), N(mixed.sum())])];
    one.extend(t_div_wrongs(&mixed));
    Analysis {
        expected: vec![Some(mixed.sum()), Some(avg), Some(4.0)],
        wrong: vec![
            one,
            vec![
                wrong(mixed.sum(), Kind::TotalForAverage, "{} is the four sorted warps together (the same as one mixed warp). Each sorted warp runs one type's path only, so on average a warp costs {} / 4 = {} cycles.", &[N(mixed.sum()), N(mixed.sum()), N(avg)]),
                wrong(mixed.max(), Kind::MaxForSum, "{} charges every sorted warp the longest path. A uniform warp pays only its own path, so the average is {} / 4 = {} cycles.", &[N(mixed.max()), N(mixed.sum()), N(avg)]),
            ],
            vec![wrong(0.25, Kind::RatioInverted, "0.25× is sorted over mixed. A speed-up is the old time over the new: {} / {} = 4×.", &[N(4.0 * mixed.sum()), N(mixed.sum())])],
        ],
    }
}

fn l5_1(long: f64, short: f64) -> Analysis {
    let split = long + short;
    let total = long + 3.0 * split;
    let ideal = 4.0 * long;
    let eff = 100.0 * ideal / total;
    let averaged = 100.0 * (1.0 + 3.0 * long / split) / 4.0;
    let mut eff_wrongs = vec![wrong(averaged, Kind::WarpEfficienciesAveraged, "{} averages the four warps' efficiencies. Block efficiency divides the block's sums, so the long split warps weigh more: Σ ideal / Σ issued = {} / {} = {}.", &[P(averaged), N(ideal), N(total), P(eff)])];
    eff_wrongs.extend(efficiency_wrongs(ideal, total));
    Analysis {
        expected: vec![Some(total), Some(eff)],
        wrong: vec![
            vec![
                wrong(ideal, Kind::MaxForSum, "{} charges every warp only its longest path: the block's ideal. Warps 1–3 split, so each issues both paths: {} + 3 × {} = {} cycles.", &[N(ideal), N(long), N(split), N(total)]),
                wrong(4.0 * split, Kind::UniformWarpSplit, "{} prices warp 0 as split too. A uniform warp issues only its own path ({} cycles): {} + 3 × {} = {} cycles.", &[N(4.0 * split), N(long), N(long), N(split), N(total)]),
                wrong(split, Kind::OneWarpNotBlock, "{} is one split warp. The block's four warps add: {} + 3 × {} = {} cycles.", &[N(split), N(long), N(split), N(total)]),
            ],
            eff_wrongs,
        ],
    }
}

fn l5_2(heavy: f64, light: f64) -> Analysis {
    let warp = heavy + light;
    let (a, b) = (4.0 * warp, 2.0 * heavy + 2.0 * light);
    Analysis {
        expected: vec![Some(a), Some(b), Some(a / b)],
        wrong: vec![
            vec![
                wrong(warp, Kind::OneWarpNotBlock, "{} is one warp. Option A has four split warps, each issuing both paths: 4 × {} = {} cycles.", &[N(warp), N(warp), N(a)]),
                wrong(4.0 * heavy, Kind::MaxForSum, "{} charges each warp only the heavy path. A 16/16 warp issues both: 4 × ({} + {}) = {} cycles.", &[N(4.0 * heavy), N(heavy), N(light), N(a)]),
            ],
            vec![
                wrong(a, Kind::DivergenceStays, "{} is option A again. Sorted, two warps run only the heavy path and two only the light one: 2 × {} + 2 × {} = {} cycles.", &[N(a), N(heavy), N(light), N(b)]),
                wrong(4.0 * heavy, Kind::MaxForSum, "{} charges every sorted warp the heavy path. An all-light warp issues only {} cycles: 2 × {} + 2 × {} = {} cycles.", &[N(4.0 * heavy), N(light), N(heavy), N(light), N(b)]),
            ],
            vec![wrong(b / a, Kind::RatioInverted, "{}× is B over A. A speed-up is the old time over the new: {} / {} = {}×.", &[N(b / a), N(a), N(b), N(a / b)])],
        ],
    }
}

fn l5_3(a: f64, b: f64, tail: f64) -> Analysis {
    let s = Split(vec![(a, 16.0), (b, 16.0)]);
    let (p, q) = (a + b, a + b + tail);
    Analysis {
        expected: vec![Some(p), Some(q)],
        wrong: vec![
            vec![
                wrong(a.max(b), Kind::MaxForSum, "{} is the longer path alone. Both paths are taken, so both are issued: {} + {} = {} cycles.", &[N(a.max(b)), N(a), N(b), N(p)]),
                wrong(s.avg(), Kind::Averaged, "{} averages the two paths; they run one after the other and add: {} cycles.", &[N(s.avg()), N(p)]),
            ],
            vec![
                wrong(p + 2.0 * tail, Kind::TailPerPath, "{} issues the {}-cycle tail once per path. After reconvergence all 32 lanes share one instruction stream, so the tail is issued once: {} + {} = {} cycles.", &[N(p + 2.0 * tail), N(tail), N(p), N(tail), N(q)]),
                wrong(p, Kind::TailLeftOut, "{} leaves out warp Q's tail. Uniform code after the branch is still issued, once: {} + {} = {} cycles.", &[N(p), N(p), N(tail), N(q)]),
                wrong(a.max(b) + tail, Kind::MaxForSum, "{} takes only the longer path before the tail. Both paths are issued: {} + {} + {} = {} cycles.", &[N(a.max(b) + tail), N(a), N(b), N(tail), N(q)]),
            ],
        ],
    }
}

fn x_1(len: f64) -> Analysis {
    let waste = 100.0 * 31.0 / 32.0;
    Analysis {
        expected: vec![Some(32.0), Some(waste)],
        wrong: vec![
            vec![wrong(1.0 / 32.0, Kind::RatioInverted, "{}× is T_ideal / T_div, the path efficiency. The slowdown is T_div / T_ideal = {} / {} = 32×.", &[N(1.0 / 32.0), N(32.0 * len), N(len)])],
            vec![wrong(100.0 / 32.0, Kind::EfficiencyAsWaste, "{} is the efficiency T_ideal / T_div. The waste is what is left: ({} − {}) / {} = {}%.", &[P(100.0 / 32.0), N(32.0 * len), N(len), N(32.0 * len), S(&fixed(waste, 3))])],
        ],
    }
}

fn x_2(short: f64, long: f64) -> Analysis {
    let s = Split(vec![(short, 31.0), (long, 1.0)]);
    let e = 100.0 * s.lane_sum() / (32.0 * s.sum());
    let mut path = efficiency_wrongs(s.max(), s.sum());
    path.extend(lane_efficiency_wrongs(&s));
    Analysis {
        expected: vec![Some(s.efficiency()), Some(e)],
        wrong: vec![
            path,
            vec![
                wrong(s.efficiency(), Kind::EfficienciesSwapped, "{} is the path efficiency T_ideal / T_div, a ratio of times. E weights each path by its lanes: (31/32 × {} + 1/32 × {}) / {} = {}.", &[P(s.efficiency()), N(short), N(long), N(s.sum()), P(e)]),
                wrong(100.0 - e, Kind::WasteAsEfficiency, "{} is the share of issue slots spent on masked lanes. E is the useful share: {}.", &[P(100.0 - e), P(e)]),
            ],
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::Kind as K;

    /// What a learner reads before the reveal carries no item number, so it cannot give an answer away.
    #[test]
    fn nudges_hold_no_numbers() {
        let all = [
            K::LaneWeighted,
            K::Averaged,
            K::MaxForSum,
            K::SumForMax,
            K::LanesForPaths,
            K::UntakenCounted,
            K::OneLaneIgnored,
            K::NestingLevels,
            K::SeedPredication,
            K::EfficiencyInverted,
            K::WasteAsEfficiency,
            K::EfficiencyAsWaste,
            K::EfficienciesSwapped,
            K::PercentFraction,
            K::SameTotalSameEfficiency,
            K::LongerPathsWorse,
            K::SeedWarpY,
            K::MaskedLanesBusy,
            K::DivergenceStays,
            K::UniformWarpSplit,
            K::OneWarpNotBlock,
            K::TotalForAverage,
            K::WarpEfficienciesAveraged,
            K::TailPerPath,
            K::TailLeftOut,
            K::RatioInverted,
            K::DataForBranch,
        ];
        for kind in all {
            let digits = kind.nudge().replace("100%", "").replace("by 100", "");
            assert!(
                !digits.chars().any(|c| c.is_ascii_digit()),
                "{}: {}",
                kind.name(),
                kind.nudge()
            );
        }
    }

    use super::*;
    use crate::model::exercises::{expected_text, item, ladder, ITEMS};

    /// (item id, variant seed, part, typed value, the misconception expected).
    type Row = (&'static str, Option<u64>, usize, f64, Option<&'static str>);

    /// The misconception named for `typed` on part `part` of item `id` (`seed` as for the ladder).
    fn check(id: &str, seed: Option<u64>, part: usize, typed: f64, expected: Option<&str>) {
        let ex = item(id, seed).unwrap_or_else(|| panic!("no item {id}"));
        let got = diagnose(&ex, part, typed);
        assert_eq!(
            got.as_ref().map(Misconception::name),
            expected,
            "{id} seed {seed:?} part {part} typed {typed}: {got:?}"
        );
        if let Some(m) = got {
            assert!(m.explanation.len() > 30 && m.explanation.ends_with('.'));
        }
    }

    #[test]
    fn the_classic_wrong_answers() {
        let table: &[Row] = &[
            ("L1.1", None, 0, 2.0, Some("untaken path counted")),
            ("L1.1", None, 0, 32.0, Some("lanes instead of paths")),
            ("L1.1", None, 0, 1.0, None),
            ("L1.1", None, 1, 32.0, Some("untaken path counted")),
            ("L1.1", None, 1, 640.0, Some("lanes instead of paths")),
            ("L1.1", None, 1, 20.0, None),
            (
                "L1.2",
                None,
                0,
                1.0,
                Some("different data taken for divergence"),
            ),
            ("L1.2", None, 0, 2.0, None),
            ("L2.1", None, 0, 25.0, Some("max instead of sum")),
            ("L2.1", None, 0, 20.0, Some("averaged instead of added")),
            ("L2.1", None, 0, 22.5, Some("lane-weighted average")),
            ("L2.1", None, 0, 720.0, Some("lanes instead of paths")),
            ("L2.1", None, 0, 33.0, None),
            ("L2.1", None, 1, 40.0, Some("sum instead of max")),
            ("L2.1", None, 2, 160.0, Some("efficiency inverted")),
            ("L2.1", None, 2, 37.5, Some("waste given as efficiency")),
            ("L2.1", None, 2, 75.0, Some("lanes instead of paths")),
            ("L2.1", None, 2, 56.25, Some("the two efficiencies swapped")),
            ("L2.1", None, 2, 0.625, Some("percent vs fraction")),
            ("L2.1", None, 2, 62.5, None),
            ("L2.2", None, 0, 30.0, Some("max instead of sum")),
            ("L2.2", None, 0, 21.6, Some("lane-weighted average")),
            ("L2.2", None, 1, 80.0, Some("sum instead of max")),
            ("L2.2", None, 2, 62.5, Some("waste given as efficiency")),
            ("L2.3", None, 0, 53.1, Some("lane-weighted average")),
            ("L2.3", None, 0, 53.0, Some("lane-weighted average")),
            ("L2.3", None, 0, 51.6, Some("lane-weighted average")),
            ("L2.3", None, 0, 50.0, Some("one lane ignored")),
            ("L2.3", None, 0, 100.0, Some("max instead of sum")),
            ("L2.3", None, 0, 75.0, Some("averaged instead of added")),
            ("L2.3", None, 0, 150.0, None),
            ("L2.3", None, 1, 150.0, Some("efficiency inverted")),
            ("L2.3", None, 1, 33.3, Some("waste given as efficiency")),
            ("L2.3", Some(7), 1, 1000.0, None),
            (
                "L3.1",
                None,
                0,
                26.0,
                Some("nesting levels instead of leaves"),
            ),
            ("L3.1", None, 0, 14.0, Some("max instead of sum")),
            ("L3.1", None, 1, 68.2, Some("waste given as efficiency")),
            ("L3.1", None, 2, 44.0, Some("untaken path counted")),
            ("L3.1", None, 2, 10.0, Some("max instead of sum")),
            ("L3.1", None, 2, 18.0, None),
            ("L3.2", None, 0, 10.0, Some("averaged instead of added")),
            ("L3.2", None, 0, 320.0, Some("lanes instead of paths")),
            ("L3.2", None, 1, 100.0, Some("masked lanes counted as busy")),
            ("L3.2", None, 1, 200.0, Some("efficiency inverted")),
            ("L3.2", None, 1, 50.0, None),
            ("L3.3", None, 1, 8.3, Some("the source's Warp Y")),
            ("L3.3", None, 1, 33.3, Some("same total, same efficiency")),
            ("L3.3", None, 1, 80.0, Some("waste given as efficiency")),
            ("L3.3", None, 0, 300.0, Some("efficiency inverted")),
            ("L3.3", None, 2, 2.0, Some("same total, same efficiency")),
            ("L3.3", None, 2, 0.0, Some("longer paths judged worse")),
            ("L3.3", None, 2, 1.0, None),
            ("L3.3", Some(3), 1, 8.3, None),
            ("L4.1", None, 0, 50.0, Some("lanes instead of paths")),
            ("L4.1", None, 0, 133.3, Some("efficiency inverted")),
            ("L4.1", None, 1, 75.0, Some("divergence assumed to stay")),
            ("L4.1", None, 1, 0.0, Some("waste given as efficiency")),
            ("L4.1", None, 1, 100.0, None),
            ("L4.2", None, 0, 4.0, Some("max instead of sum")),
            ("L4.2", None, 1, 7.0, Some("sum instead of max")),
            ("L4.2", None, 2, 0.0, Some("the source's predication rule")),
            ("L4.2", None, 2, 1.0, Some("the source's predication rule")),
            ("L4.2", None, 2, 2.0, None),
            (
                "L4.3",
                None,
                0,
                320.0,
                Some("one warp instead of the block"),
            ),
            ("L4.3", None, 0, 30.0, Some("max instead of sum")),
            ("L4.3", None, 1, 80.0, Some("total instead of average")),
            ("L4.3", None, 2, 0.25, Some("ratio inverted")),
            ("L4.3", None, 2, 4.0, None),
            ("L5.1", None, 0, 120.0, Some("max instead of sum")),
            ("L5.1", None, 0, 192.0, Some("uniform warp priced as split")),
            ("L5.1", None, 0, 48.0, Some("one warp instead of the block")),
            ("L5.1", None, 1, 71.9, Some("warp efficiencies averaged")),
            ("L5.1", None, 1, 69.0, None),
            ("L5.2", None, 0, 50.0, Some("one warp instead of the block")),
            ("L5.2", None, 1, 200.0, Some("divergence assumed to stay")),
            ("L5.2", None, 1, 160.0, Some("max instead of sum")),
            ("L5.2", None, 2, 0.5, Some("ratio inverted")),
            ("L5.3", None, 0, 25.0, Some("max instead of sum")),
            ("L5.3", None, 1, 60.0, Some("uniform tail paid per path")),
            ("L5.3", None, 1, 40.0, Some("uniform tail left out")),
            ("L5.3", None, 1, 35.0, Some("max instead of sum")),
            ("L5.3", None, 1, 50.0, None),
            ("X.1", None, 0, 0.03, Some("ratio inverted")),
            ("X.1", None, 1, 3.1, Some("efficiency given as waste")),
            ("X.1", None, 1, 0.97, Some("percent vs fraction")),
            ("X.1", None, 1, 96.9, None),
            ("X.2", None, 0, 11.65, Some("the two efficiencies swapped")),
            ("X.2", None, 1, 90.9, Some("the two efficiencies swapped")),
            ("X.2", None, 1, 88.35, Some("waste given as efficiency")),
            ("X.2", None, 1, 11.65, None),
        ];
        for &(id, seed, part, typed, expected) in table {
            check(id, seed, part, typed, expected);
        }
        for (id, _) in ITEMS {
            assert!(table.iter().any(|row| row.0 == id), "no row for {id}");
        }
    }

    #[test]
    fn seeded_variants_are_diagnosed_from_their_own_numbers() {
        for seed in 0..300u64 {
            // L1.2: the other branch is one the warp agrees on; a line without a branch is data.
            let l1_2 = item("L1.2", Some(seed)).unwrap();
            if let PartKind::Choice { correct, .. } = l1_2.parts[0].kind {
                let other_branch = if correct == 2 { 3.0 } else { 2.0 };
                check(
                    "L1.2",
                    Some(seed),
                    0,
                    other_branch,
                    Some("a branch the whole warp agrees on"),
                );
                check(
                    "L1.2",
                    Some(seed),
                    0,
                    4.0,
                    Some("different data taken for divergence"),
                );
            }
            let l2_3 = item("L2.3", Some(seed)).unwrap();
            let n = ints(l2_3.code.as_deref().unwrap_or(""));
            let (long, short) = (n[1], n[2]);
            if (short + long / 32.0 - (long + short)).abs() > 0.5 {
                check(
                    "L2.3",
                    Some(seed),
                    0,
                    short + long / 32.0,
                    Some("lane-weighted average"),
                );
            }
            let l5_3 = item("L5.3", Some(seed)).unwrap();
            let n = ints(&l5_3.statement);
            check(
                "L5.3",
                Some(seed),
                1,
                n[0] + n[1] + 2.0 * n[2],
                Some("uniform tail paid per path"),
            );
        }
    }

    #[test]
    fn every_item_is_rebuilt_and_right_answers_are_never_diagnosed() {
        let seeds = std::iter::once(None).chain((0..400u64).map(Some));
        for seed in seeds {
            for ex in ladder(seed) {
                assert!(analyse(&ex).is_some(), "{} seed {seed:?}", ex.id);
                for (i, part) in ex.parts.iter().enumerate() {
                    let right = match part.kind {
                        PartKind::Number { value, .. } => value,
                        PartKind::Choice { correct, .. } => correct as f64,
                    };
                    assert_eq!(
                        diagnose(&ex, i, right),
                        None,
                        "{} seed {seed:?} part {i}",
                        ex.id
                    );
                    if let PartKind::Number { .. } = part.kind {
                        let shown = expected_text(part);
                        assert_eq!(
                            assess(&ex, i, &shown),
                            Assessment::Right,
                            "{} {shown}",
                            ex.id
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn assessing_typed_answers() {
        let l2_3 = item("L2.3", None).unwrap();
        assert_eq!(assess(&l2_3, 0, "150 cycles"), Assessment::Right);
        assert!(
            matches!(assess(&l2_3, 0, "53,1"), Assessment::Wrong(Some(m)) if m.kind == Kind::LaneWeighted)
        );
        assert!(matches!(
            assess(&l2_3, 0, "0x40"),
            Assessment::Unreadable(_)
        ));
        assert_eq!(assess(&l2_3, 0, "99"), Assessment::Wrong(None));
        assert!(
            matches!(assess(&l2_3, 1, "1.5"), Assessment::Wrong(Some(m)) if m.kind == Kind::EfficiencyInverted)
        );
        assert_eq!(assess(&l2_3, 1, "2/3"), Assessment::Right);
        assert_eq!(
            assess(&l2_3, 9, "1"),
            Assessment::Unreadable(AnswerError::NoChoice)
        );
        let l4_2 = item("L4.2", None).unwrap();
        assert!(
            matches!(assess(&l4_2, 2, "0"), Assessment::Wrong(Some(m)) if m.kind == Kind::SeedPredication)
        );
        let all = assess_item(&l4_2, &["7".into(), "8".into()]);
        assert!(!uses_try(&all), "an unanswered choice is unreadable");
        let all = assess_item(&l4_2, &["7".into(), "8".into(), "2".into()]);
        assert!(uses_try(&all) && all.iter().all(|a| *a == Assessment::Right));
    }

    fn check_step(tries: u32, right: bool, hints: usize, expected: NextStep) {
        assert_eq!(
            next_step(tries, right, hints),
            expected,
            "{tries} {right} {hints}"
        );
    }

    #[test]
    fn the_tries_policy() {
        let table = [
            (
                0,
                false,
                2,
                NextStep::TryAgain {
                    tries_left: 3,
                    hints_to_show: 0,
                },
            ),
            (1, true, 2, NextStep::Solved { on_try: 1 }),
            (
                1,
                false,
                2,
                NextStep::TryAgain {
                    tries_left: 2,
                    hints_to_show: 1,
                },
            ),
            (
                2,
                false,
                2,
                NextStep::TryAgain {
                    tries_left: 1,
                    hints_to_show: 2,
                },
            ),
            (
                2,
                false,
                1,
                NextStep::TryAgain {
                    tries_left: 1,
                    hints_to_show: 1,
                },
            ),
            (3, true, 1, NextStep::Solved { on_try: 3 }),
            (3, false, 1, NextStep::Reveal),
            (u32::MAX, false, 0, NextStep::Reveal),
        ];
        for (tries, right, hints, expected) in table {
            check_step(tries, right, hints, expected);
        }
    }
}
