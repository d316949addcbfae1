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
use super::i18n::{Lang, Said, Tr};
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
    LatencyKept,
    IssueForLatency,
}

impl Kind {
    /// A short name, as a heading over the explanation (English; [`Kind::title`] has both).
    pub fn name(self) -> &'static str {
        self.title().en
    }

    /// The name in both languages.
    pub fn title(self) -> Tr {
        match self {
            Kind::LaneWeighted => Tr::new("lane-weighted average", "lane-weighted average"),
            Kind::Averaged => Tr::new("averaged instead of added", "jodne ki jagah average liya"),
            Kind::MaxForSum => Tr::new("max instead of sum", "sum ki jagah max"),
            Kind::SumForMax => Tr::new("sum instead of max", "max ki jagah sum"),
            Kind::LanesForPaths => Tr::new("lanes instead of paths", "paths ki jagah lanes"),
            Kind::UntakenCounted => Tr::new("untaken path counted", "bina liya path bhi gina"),
            Kind::OneLaneIgnored => Tr::new("one lane ignored", "ek lane ko nazarandaaz kiya"),
            Kind::NestingLevels => Tr::new(
                "nesting levels instead of leaves",
                "leaves ki jagah nesting levels",
            ),
            Kind::SeedPredication => Tr::new(
                "the source's predication rule",
                "source ka predication rule",
            ),
            Kind::EfficiencyInverted => Tr::new("efficiency inverted", "efficiency ulti"),
            Kind::WasteAsEfficiency => {
                Tr::new("waste given as efficiency", "waste ko efficiency bataya")
            }
            Kind::EfficiencyAsWaste => {
                Tr::new("efficiency given as waste", "efficiency ko waste bataya")
            }
            Kind::EfficienciesSwapped => Tr::new(
                "the two efficiencies swapped",
                "dono efficiencies aapas mein badal gayin",
            ),
            Kind::PercentFraction => {
                Tr::new("percent vs fraction", "percent aur fraction ki gadbad")
            }
            Kind::SameTotalSameEfficiency => Tr::new(
                "same total, same efficiency",
                "total wahi to efficiency wahi",
            ),
            Kind::LongerPathsWorse => {
                Tr::new("longer paths judged worse", "lambe paths ko bura maana")
            }
            Kind::SeedWarpY => Tr::new("the source's Warp Y", "source wala Warp Y"),
            Kind::MaskedLanesBusy => {
                Tr::new("masked lanes counted as busy", "masked lanes ko busy gina")
            }
            Kind::DivergenceStays => Tr::new(
                "divergence assumed to stay",
                "maana ki divergence bani rahegi",
            ),
            Kind::UniformWarpSplit => Tr::new(
                "uniform warp priced as split",
                "uniform warp ko bata hua maana",
            ),
            Kind::OneWarpNotBlock => {
                Tr::new("one warp instead of the block", "block ki jagah ek warp")
            }
            Kind::TotalForAverage => Tr::new("total instead of average", "average ki jagah total"),
            Kind::WarpEfficienciesAveraged => Tr::new(
                "warp efficiencies averaged",
                "warps ki efficiencies ka average liya",
            ),
            Kind::TailPerPath => Tr::new(
                "uniform tail paid per path",
                "uniform tail har path par gina",
            ),
            Kind::TailLeftOut => Tr::new("uniform tail left out", "uniform tail chhoot gaya"),
            Kind::RatioInverted => Tr::new("ratio inverted", "ratio ulta"),
            Kind::DataForBranch => Tr::new(
                "different data taken for divergence",
                "alag data ko divergence samjha",
            ),
            Kind::UniformBranch => Tr::new(
                "a branch the whole warp agrees on",
                "aisa branch jis par poora warp ek raay hai",
            ),
            Kind::LatencyKept => Tr::new(
                "one warp's ratio kept for many warps",
                "ek warp ka ratio kai warps par bhi rakha",
            ),
            Kind::IssueForLatency => Tr::new(
                "issue cycles used where latency sets the time",
                "jahan latency time tay karti hai wahan issue cycles liye",
            ),
        }
    }

    /// The reasoning to rethink, in words that never contain an item's answer: what a learner reads
    /// before the solution is revealed (the numeric explanation waits for the reveal).
    pub fn nudge(self) -> Tr {
        match self {
            Kind::LaneWeighted => Tr::new("that weights each path by its share of the lanes, but a masked lane waits while the others run: a taken path costs its full length however few lanes take it.", "yeh har path ko lanes mein uske hisse se weight deta hai, par masked lane baaki lanes ke chalne tak intezaar karti hai: taken path ki poori length lagti hai, chahe kitni bhi kam lanes use lein."),
            Kind::Averaged => Tr::new("that averages the path lengths; serialized paths run one after another, so their times add up.", "yeh path lengths ka average leta hai; serialized paths ek ke baad ek chalte hain, isliye unka time judta hai."),
            Kind::MaxForSum => Tr::new("that is the longest path alone, the time if the paths could overlap; a divergent warp issues every taken path in turn.", "yeh akela sabse lamba path hai, jo paths ke overlap hone par lagta; divergent warp har taken path baari-baari issue karta hai."),
            Kind::SumForMax => Tr::new("that adds the paths, which is the serialized time; this part asks for the ideal, where only the longest taken path counts.", "yeh paths ko jodta hai, jo serialized time hai; yeh hissa ideal poochhta hai, jahan sirf sabse lamba taken path ginta hai."),
            Kind::LanesForPaths => Tr::new("that counts lanes (or lane-cycles); the warp's time counts each taken path once, whatever its lane count.", "yeh lanes (ya lane-cycles) ginta hai; warp ka time har taken path ko ek baar ginta hai, uski lanes kitni bhi hon."),
            Kind::UntakenCounted => Tr::new("that includes a path no lane takes; a path without takers is never issued.", "ismein woh path bhi hai jise koi lane nahi leti; bina takers wala path kabhi issue nahi hota."),
            Kind::OneLaneIgnored => Tr::new("that leaves out a path only one lane takes; one lane is enough for the whole path to be issued.", "yeh us path ko chhod deta hai jise sirf ek lane leti hai; poora path issue hone ke liye ek lane kaafi hai."),
            Kind::NestingLevels => Tr::new("that counts nesting levels; what costs is every distinct leaf the warp's lanes reach.", "yeh nesting levels ginta hai; cost har us alag leaf ki hai jahan tak warp ki lanes pahunchti hain."),
            Kind::SeedPredication => Tr::new("that follows the source notes' predication rule, which can never hold: check it with any two path lengths.", "yeh source notes ke predication rule par chalta hai, jo kabhi sach nahi ho sakta: kinhi bhi do path lengths se jaanch lo."),
            Kind::EfficiencyInverted => Tr::new("that divides the other way round; an efficiency is useful over issued, so it is at most 100%.", "yeh ulta bhaag deta hai; efficiency useful bata issued hoti hai, isliye zyada se zyada 100%."),
            Kind::WasteAsEfficiency => Tr::new("that is the wasted share, not the useful one.", "yeh waste wala hissa hai, kaam wala nahi."),
            Kind::EfficiencyAsWaste => Tr::new("that is the useful share, not the wasted one.", "yeh kaam wala hissa hai, waste wala nahi."),
            Kind::EfficienciesSwapped => Tr::new("that is the other efficiency: path efficiency is a ratio of times, lane-weighted issue efficiency weights each path by its share of lanes.", "yeh doosri efficiency hai: path efficiency time ka ratio hai, lane-weighted issue efficiency har path ko lanes mein uske hisse se weight deti hai."),
            Kind::PercentFraction => Tr::new("the digits look right but the scale is off by 100: give a percentage with %, or a fraction without.", "ank sahi dikhte hain par scale 100 guna galat hai: percentage % ke saath likho, ya fraction bina % ke."),
            Kind::SameTotalSameEfficiency => Tr::new("the totals may match, but efficiency compares the ideal time with the issued time, warp by warp.", "totals barabar ho sakte hain, par efficiency har warp ke ideal time ki tulna uske issued time se karti hai."),
            Kind::LongerPathsWorse => Tr::new("longer paths are not worse in themselves; what costs is how many different paths one warp must issue.", "lambe paths apne aap mein bure nahi; cost isse aati hai ki ek warp ko kitne alag paths issue karne padte hain."),
            Kind::SeedWarpY => Tr::new("that is the source notes' figure, which comes from numbers that do not add up (see the erratum once revealed).", "yeh source notes ka figure hai, jo aise numbers se aata hai jo aapas mein mel nahi khaate (solution khulne par erratum dekho)."),
            Kind::MaskedLanesBusy => Tr::new("that counts masked lanes as working; a lane that has finished its loop sits idle while the others iterate.", "yeh masked lanes ko kaam karta hua ginta hai; jis lane ka loop khatam ho gaya woh baaki lanes ke chalne tak khaali baithti hai."),
            Kind::DivergenceStays => Tr::new("that assumes the warps still diverge; after the change, check which warps are uniform.", "yeh maanta hai ki warps ab bhi diverge karte hain; badlaav ke baad dekho ki kaunse warps uniform hain."),
            Kind::UniformWarpSplit => Tr::new("that prices a uniform warp as if it diverged; a warp whose lanes all agree issues one path.", "yeh uniform warp ki cost aise lagata hai jaise woh diverge karta ho; jis warp ki saari lanes ek raay hon woh ek hi path issue karta hai."),
            Kind::OneWarpNotBlock => Tr::new("that is one warp's figure; the question is about the whole block of warps.", "yeh ek warp ka figure hai; sawaal warps ke poore block ka hai."),
            Kind::TotalForAverage => Tr::new("that is a total; the question asks for an average (or per-warp) figure.", "yeh total hai; sawaal average (ya har warp ka) figure poochhta hai."),
            Kind::WarpEfficienciesAveraged => Tr::new("averaging per-warp efficiencies weights a short warp like a long one; add the times first, then divide.", "har warp ki efficiency ka average chhote warp ko lambe warp jitna wazan deta hai; pehle time jodo, phir bhaag do."),
            Kind::TailPerPath => Tr::new("that pays the uniform code once per path; code after reconvergence runs once for the whole warp.", "yeh uniform code ko har path ke liye alag chukata hai; reconvergence ke baad ka code poore warp ke liye ek baar chalta hai."),
            Kind::TailLeftOut => Tr::new("that leaves out the uniform code after reconvergence, which every lane runs once.", "yeh reconvergence ke baad ka uniform code chhod deta hai, jise har lane ek baar chalati hai."),
            Kind::RatioInverted => Tr::new("that ratio is upside down; check which quantity goes on top.", "yeh ratio ulta hai; dekho upar kaunsi quantity aati hai."),
            Kind::DataForBranch => Tr::new("divergence needs lanes of one warp to disagree at a branch; check which line's condition differs across lanes.", "divergence ke liye ek warp ki lanes ka branch par alag raay hona zaroori hai; dekho kis line ki condition lanes ke beech alag hai."),
            Kind::UniformBranch => Tr::new("a branch splits the warp only when its lanes disagree; check whether threads 0–31 all get the same answer.", "branch warp ko tabhi baant-ta hai jab uski lanes alag raay rakhein; dekho kya threads 0–31 sabko ek hi jawab milta hai."),
            Kind::LatencyKept => Tr::new("that is the time of a warp alone; with several warps on a scheduler, compare what they must issue together with one warp's waits.", "yeh akele warp ka time hai; ek scheduler par kai warps hon toh dekho unhe milkar kitna issue karna hai, ek warp ke intezaar ke muqable."),
            Kind::IssueForLatency => Tr::new("that compares issue cycles, but a warp alone on its scheduler mostly waits for its own results; its time alone sets the pace.", "yeh issue cycles milata hai, par apne scheduler par akela warp zyadatar apne hi results ka intezaar karta hai; uska akele wala time raftaar tay karta hai."),
        }
    }
}

/// A recognised wrong answer: what it is called, and the reasoning that produced it, in the item's numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Misconception {
    pub kind: Kind,
    pub explanation: Said,
}

impl Misconception {
    pub fn name(&self) -> &'static str {
        self.kind.name()
    }
}

impl Misconception {
    /// "name — explanation" in `lang`: what a learner reads once the answer is out.
    pub fn said(&self, lang: Lang) -> String {
        format!(
            "{} — {}",
            self.kind.title().get(lang),
            self.explanation.get(lang)
        )
    }
}

impl fmt::Display for Misconception {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(Lang::En))
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
    why: Said,
}

impl Wrong {
    fn into_misconception(self) -> Misconception {
        Misconception {
            kind: self.kind,
            explanation: self.why,
        }
    }
}

/// One recognised wrong value, its explanation `template` (both languages) written with `values` (see [`say`]).
fn wrong(value: f64, kind: Kind, template: Tr, values: &[V]) -> Wrong {
    Wrong {
        value,
        kind,
        why: said(template, values),
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
    let n = ints(&ex.statement.en);
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
        "R.1" | "R.2" => regime(ex, &n),
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

/// A value in an explanation: a number as [`num`] writes it, a percentage as [`pc`] does, text the
/// same in both languages, or a sentence said in both.
#[derive(Clone, Copy)]
enum V<'a> {
    N(f64),
    P(f64),
    S(&'a str),
    T(&'a Said),
}

use V::{N, P, S, T};

/// `template` in `lang` with each `{}` replaced by the next of `values`, and each `{0}`…`{9}` by that
/// one (a Hinglish sentence may place the values in another order): one writer for every explanation.
fn say(template: &str, values: &[V], lang: Lang) -> String {
    let put = |out: &mut String, v: Option<&V>| match v {
        Some(N(x)) => out.push_str(&num(*x)),
        Some(P(x)) => out.push_str(&pc(*x)),
        Some(S(text)) => out.push_str(text),
        Some(T(text)) => out.push_str(text.get(lang)),
        None => {}
    };
    let mut out = String::with_capacity(template.len() + 32);
    let mut next = 0;
    let mut rest = template;
    while let Some((before, after)) = rest.split_once('{') {
        out.push_str(before);
        let mut chars = after.chars();
        match (chars.next(), chars.next()) {
            (Some('}'), _) => {
                put(&mut out, values.get(next));
                next += 1;
                rest = &after[1..];
            }
            (Some(d), Some('}')) if d.is_ascii_digit() => {
                put(&mut out, values.get(d as usize - '0' as usize));
                rest = &after[2..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// [`say`] in both languages.
fn said(template: Tr, values: &[V]) -> Said {
    Said {
        en: say(template.en, values, Lang::En),
        hi: say(template.hi, values, Lang::HiLatn),
    }
}

fn t_div_wrongs(s: &Split) -> Vec<Wrong> {
    let (sum, text) = (num(s.sum()), s.sum_text());
    let mut out = vec![
        wrong(s.max(), Kind::MaxForSum, Tr::new("{} is the longest path alone, T_ideal. One instruction stream serves the warp, so every taken path is issued in turn and T_div adds them: {} = {} cycles.", "{} sirf sabse lamba path hai, yaani T_ideal. Poore warp ke liye ek hi instruction stream hai, isliye har taken path baari-baari issue hota hai aur T_div unhe jodta hai: {} = {} cycles."), &[N(s.max()), S(&text), S(&sum)]),
        wrong(s.avg(), Kind::Averaged, Tr::new("{} averages the path lengths. The paths do not share the time: they run one after another, so they add: {} = {} cycles.", "{} path lengths ka average hai. Paths time baant-te nahi: ek ke baad ek chalte hain, isliye judte hain: {} = {} cycles."), &[N(s.avg()), S(&text), S(&sum)]),
        wrong(s.lane_weighted(), Kind::LaneWeighted, Tr::new("{} weights each path by its share of the 32 lanes. A masked lane still waits while the others run, so each taken path costs its full length however few lanes take it: {} cycles.", "{} har path ko 32 lanes mein uske hisse se weight deta hai. Masked lane baaki lanes ke chalne tak intezaar karti hai, isliye har taken path ki poori length lagti hai, chahe kitni bhi kam lanes use lein: {} cycles."), &[N(s.lane_weighted()), S(&sum)]),
        wrong(s.lane_sum(), Kind::LanesForPaths, Tr::new("{} multiplies each path by the lanes that take it. The warp issues a path once for all its lanes together, so lane counts never enter: {} cycles.", "{} har path ko usse lene wali lanes se guna karta hai. Warp ek path ko uski saari lanes ke liye ek saath ek hi baar issue karta hai, isliye lanes ki ginti hisaab mein aati hi nahi: {} cycles."), &[N(s.lane_sum()), S(&sum)]),
        wrong(32.0 * s.sum(), Kind::LanesForPaths, Tr::new("{} charges every one of the 32 lanes for every path. The warp issues each path once for all lanes together: {} cycles.", "{} har path ke liye 32 mein se har lane ka charge lagata hai. Warp har path ko saari lanes ke liye ek saath ek baar issue karta hai: {} cycles."), &[N(32.0 * s.sum()), S(&sum)]),
    ];
    if s.sum_all() != s.sum() {
        out.insert(0, wrong(s.sum_all(), Kind::UntakenCounted, Tr::new("{} includes a path that no lane takes. A path with no takers is never issued, so only {} = {} cycles count.", "{} mein woh path bhi shaamil hai jise koi lane nahi leti. Bina takers wala path kabhi issue nahi hota, isliye sirf {} = {} cycles ginte hain."), &[N(s.sum_all()), S(&text), S(&sum)]));
    }
    out
}

fn t_ideal_wrongs(s: &Split) -> Vec<Wrong> {
    let max = num(s.max());
    vec![
        wrong(s.sum(), Kind::SumForMax, Tr::new("{} adds the paths: that is T_div, what the warp really spends. T_ideal is what it would cost if the paths could overlap: the longest, {} cycles.", "{} paths ko jodta hai: woh T_div hai, jo warp sach mein kharch karta hai. T_ideal woh cost hai jo paths ke overlap hone par lagti: sabse lamba, {} cycles."), &[N(s.sum()), S(&max)]),
        wrong(s.avg(), Kind::Averaged, Tr::new("{} is the average path. If the paths could overlap the warp would wait for the longest one: {} cycles.", "{} average path hai. Agar paths overlap kar sakte to warp sabse lambe path ka intezaar karta: {} cycles."), &[N(s.avg()), S(&max)]),
        wrong(s.lane_weighted(), Kind::LaneWeighted, Tr::new("{} weights the paths by their lanes. T_ideal is the longest taken path, whatever its lane count: {} cycles.", "{} paths ko unki lanes se weight deta hai. T_ideal sabse lamba taken path hai, uski lanes kitni bhi hon: {} cycles."), &[N(s.lane_weighted()), S(&max)]),
    ]
}

fn efficiency_wrongs(ideal: f64, div: f64) -> Vec<Wrong> {
    let right = say(
        "{} / {} = {}",
        &[N(ideal), N(div), P(100.0 * ideal / div)],
        Lang::En,
    );
    vec![
        wrong(100.0 * div / ideal, Kind::EfficiencyInverted, Tr::new("{} is T_div / T_ideal, the slowdown as a percentage. Path efficiency is the other way up: T_ideal / T_div = {}.", "{} T_div / T_ideal hai, yaani slowdown percentage mein. Path efficiency ulta hai: T_ideal / T_div = {}."), &[P(100.0 * div / ideal), S(&right)]),
        wrong(100.0 * (div - ideal) / div, Kind::WasteAsEfficiency, Tr::new("{} is the wasted share (T_div − T_ideal) / T_div. Efficiency is what remains: T_ideal / T_div = {}.", "{} waste wala hissa (T_div − T_ideal) / T_div hai. Efficiency bacha hua hissa hai: T_ideal / T_div = {}."), &[P(100.0 * (div - ideal) / div), S(&right)]),
    ]
}

/// Path-efficiency mistakes that need the lanes: the lane share of the longest path, and seed 002's E.
fn lane_efficiency_wrongs(s: &Split) -> Vec<Wrong> {
    let right = pc(s.efficiency());
    let e = 100.0 * s.lane_sum() / (32.0 * s.sum());
    let mut out = Vec::new();
    if let Some(share) = s.lanes_on_longest() {
        out.push(wrong(share, Kind::LanesForPaths, Tr::new("{} is the share of lanes on the longest path. Path efficiency compares times, not lanes: T_ideal / T_div = {}.", "{} sabse lambe path par lanes ka hissa hai. Path efficiency time ki tulna karti hai, lanes ki nahi: T_ideal / T_div = {}."), &[P(share), S(&right)]));
    }
    out.push(wrong(e, Kind::EfficienciesSwapped, Tr::new("{} is the lane-weighted issue efficiency E = Σ pᵢ·cᵢ / Σ cᵢ, which weights each path by its lanes. Path efficiency compares times only: T_ideal / T_div = {}.", "{} lane-weighted issue efficiency E = Σ pᵢ·cᵢ / Σ cᵢ hai, jo har path ko uski lanes se weight deti hai. Path efficiency sirf time ki tulna karti hai: T_ideal / T_div = {}."), &[P(e), S(&right)]));
    out
}

fn percent_fraction(right: f64) -> Vec<Wrong> {
    vec![
        wrong(right / 100.0, Kind::PercentFraction, Tr::new("{} looks like the ratio {} with a % sign added. As a percentage it is {}; write 62.5% or 0.625, not 0.625%.", "{} ratio {} par % ka nishaan lagane jaisa dikhta hai. Percentage mein yeh {} hai; 62.5% ya 0.625 likho, 0.625% nahi."), &[P(right / 100.0), N(right / 100.0), P(right)]),
        wrong(right * 100.0, Kind::PercentFraction, Tr::new("{} is the percentage multiplied by 100 once too often: the answer is {}.", "{} mein percentage ko ek baar zyada 100 se guna kiya gaya hai: sahi answer {} hai."), &[N(right * 100.0), P(right)]),
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
        paths.push(wrong(2.0, Kind::UntakenCounted, Tr::new("2 counts both paths, but one of them has no takers: a path nobody takes is never issued, so the warp issues 1.", "2 dono paths ko ginta hai, par unmein se ek ka koi taker nahi: jis path ko koi nahi leta woh kabhi issue nahi hota, isliye warp 1 path issue karta hai."), &[]));
    }
    for lanes in [32.0, on_a, 32.0 - on_a] {
        if lanes > 2.0 {
            paths.push(wrong(lanes, Kind::LanesForPaths, Tr::new("{} counts lanes. The question counts paths the warp issues: {} (each issued once for all its lanes).", "{} lanes ko ginta hai. Sawaal un paths ko ginta hai jo warp issue karta hai: {} (har path apni saari lanes ke liye ek baar issue hota hai)."), &[N(lanes), N(taken)]));
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
    let right = options.get(*correct)?.en;
    let wrongs = options
        .iter()
        .enumerate()
        .filter(|(i, _)| i != correct)
        .map(|(i, label)| {
            let branches = line_of(label.en).is_some_and(|l| l.trim_start().starts_with("if"));
            if branches {
                wrong(i as f64, Kind::UniformBranch, Tr::new("Line {} branches, but its condition is the same for every thread of warp 0 (threads 0–31), so the whole warp goes one way. Line {}'s condition differs between lanes: that one splits the warp.", "Line {} branch karti hai, par uski condition warp 0 ke har thread (threads 0–31) ke liye ek jaisi hai, isliye poora warp ek hi taraf jaata hai. Line {} ki condition lanes ke beech alag hai: wahi warp ko baant-ti hai."), &[S(label.en), S(right)])
            } else {
                wrong(i as f64, Kind::DataForBranch, Tr::new("Line {} has no branch: every lane runs the same instruction, each on its own data. Different data is not different control flow; only a condition that differs between lanes, line {}, splits the warp.", "Line {} mein koi branch nahi: har lane wahi instruction chalati hai, har ek apne data par. Alag data ka matlab alag control flow nahi; sirf lanes ke beech alag condition, yaani line {}, warp ko baant-ti hai."), &[S(label.en), S(right)])
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
        wrong(guess, Kind::LaneWeighted, Tr::new("{} is {} + {}/32, the source notes' trap: it spreads lane 0's {}-cycle path over all 32 lanes. The other 31 lanes cannot do lane 0's work; they wait, masked. One lane on a path pays the whole path: T_div = {} + {} = {} cycles.", "{} = {} + {}/32 hai, source notes ka jaal: yeh lane 0 ke {}-cycle path ko saari 32 lanes mein baant deta hai. Baaki 31 lanes lane 0 ka kaam nahi kar saktin; woh masked hokar intezaar karti hain. Path par akeli lane bhi poore path ki keemat chukati hai: T_div = {} + {} = {} cycles."), &[N(guess), N(short), N(long), N(long), N(long), N(short), N(s.sum())]),
        wrong(short, Kind::OneLaneIgnored, Tr::new("{} prices only the 31 lanes' path. Lane 0's {}-cycle path is issued too, in full, while the 31 wait: {} cycles.", "{} sirf 31 lanes wale path ki cost hai. Lane 0 ka {}-cycle path bhi poora issue hota hai, jab tak woh 31 intezaar karti hain: {} cycles."), &[N(short), N(long), N(s.sum())]),
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
    let mut worst_div = vec![wrong(levels, Kind::NestingLevels, Tr::new("{} = max(p1, p2) + max(p3, p4) treats each inner if/else as if its two sides overlapped. Every leaf a lane reaches is its own path, issued in turn: {} = {} cycles.", "{} = max(p1, p2) + max(p3, p4) har andar wale if/else ko aise maanta hai jaise uske dono sides overlap karte hon. Har leaf jahan koi lane pahunchti hai apna alag path hai, baari-baari issue hota hai: {} = {} cycles."), &[N(levels), S(&worst.sum_text()), N(worst.sum())])];
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
    let right = say("{} / (32 × {}) = {}", &[N(sum), N(max), P(util)], Lang::En);
    let avg = sum / 32.0;
    Analysis {
        expected: vec![Some(max), Some(util)],
        wrong: vec![
            vec![
                wrong(avg, Kind::Averaged, Tr::new("{} is the average trip count. The loop's back-edge is a branch: the warp keeps issuing iterations while any lane still loops, so it runs max(counts) = {} iterations.", "{} average trip count hai. Loop ka back-edge ek branch hai: jab tak koi bhi lane loop mein hai, warp iterations issue karta rehta hai, isliye woh max(counts) = {} iterations chalata hai."), &[N(avg), N(max)]),
                wrong(sum, Kind::LanesForPaths, Tr::new("{} adds every lane's trips, the useful lane-iterations. The warp issues each iteration once for all its lanes: max(counts) = {}.", "{} har lane ke trips jodta hai, yaani kaam ki lane-iterations. Warp har iteration apni saari lanes ke liye ek baar issue karta hai: max(counts) = {}."), &[N(sum), N(max)]),
            ],
            vec![
                wrong(100.0, Kind::MaskedLanesBusy, Tr::new("100% counts the masked lanes as busy. Lanes that finished early sit idle while the longest lane loops: utilisation = {}.", "100% masked lanes ko busy ginta hai. Jo lanes jaldi khatam ho gayin woh sabse lambi lane ke loop karne tak khaali baithti hain: utilisation = {}."), &[S(&right)]),
                wrong(100.0 * 32.0 * max / sum, Kind::EfficiencyInverted, Tr::new("{} is issued slots over useful ones. Utilisation is useful over issued: {}.", "{} issued slots ko useful slots se bhaag deta hai. Utilisation useful bata issued hai: {}."), &[P(100.0 * 32.0 * max / sum), S(&right)]),
                wrong(100.0 - util, Kind::WasteAsEfficiency, Tr::new("{} is the idle share of the lane-slots. Utilisation is the busy share: {}.", "{} lane-slots ka khaali hissa hai. Utilisation busy hissa hai: {}."), &[P(100.0 - util), S(&right)]),
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
    let mut y_eff = vec![wrong(x.efficiency(), Kind::SameTotalSameEfficiency, Tr::new("{} is Warp X's efficiency. Both warps serialize {} cycles, but Y's longest path is only {} cycles: {} / {} = {}.", "{} Warp X ki efficiency hai. Dono warps {} cycles serialize karte hain, par Y ka sabse lamba path sirf {} cycles ka hai: {} / {} = {}."), &[P(x.efficiency()), N(total), N(y_len), N(y_len), N(total), P(y.efficiency())])];
    // The seed's own Warp Y (five 10-cycle paths "totalling" 120) gives 8.3%; only its numbers produce it.
    if x_len == 40.0 && total == 120.0 {
        y_eff.push(wrong(100.0 * 10.0 / 120.0, Kind::SeedWarpY, Tr::new("8.3% is the source notes' figure, 10 / 120: it prices Warp Y's paths at 10 cycles, but five 10-cycle paths total 50, not 120. With the same 120-cycle total each path is 24 cycles: 24 / 120 = 20%.", "8.3% source notes ka figure hai, 10 / 120: yeh Warp Y ke paths ko 10 cycles ka maanta hai, par paanch 10-cycle paths ka total 50 hai, 120 nahi. Wahi 120-cycle total rakhne par har path 24 cycles ka hai: 24 / 120 = 20%."), &[]));
    }
    y_eff.extend(efficiency_wrongs(y.max(), y.sum()));
    Analysis {
        expected: vec![Some(x.efficiency()), Some(y.efficiency()), None],
        wrong: vec![
            efficiency_wrongs(x.max(), x.sum()),
            y_eff,
            vec![
                wrong(0.0, Kind::LongerPathsWorse, Tr::new("Warp X's paths are longer, but waste is the time beyond the longest path: X wastes {} of its {} cycles, Y wastes {}. Warp Y is worse.", "Warp X ke paths lambe hain, par waste sabse lambe path se upar ka time hai: X apne {1} cycles mein se {0} waste karta hai, Y {2} waste karta hai. Warp Y zyada bura hai."), &[N(x.sum() - x.max()), N(total), N(y.sum() - y.max())]),
                wrong(2.0, Kind::SameTotalSameEfficiency, Tr::new("The totals match ({} cycles), but efficiency divides the longest path by the total: X {} / {} = {}, Y {} / {} = {}. Warp Y is worse.", "Totals barabar hain ({} cycles), par efficiency sabse lambe path ko total se bhaag deti hai: X {} / {} = {}, Y {} / {} = {}. Warp Y zyada bura hai."), &[N(total), N(x_len), N(total), P(x.efficiency()), N(y_len), N(total), P(y.efficiency())]),
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
                wrong(mixed.efficiency(), Kind::DivergenceStays, Tr::new("{} is the efficiency before the fix. With warp_id % 2 all 32 lanes of a warp agree, so an all-heavy warp issues one path: {} / {} = 100%.", "{} fix se pehle ki efficiency hai. warp_id % 2 ke saath warp ki saari 32 lanes ek raay hoti hain, isliye sirf heavy wala warp ek hi path issue karta hai: {} / {} = 100%."), &[P(mixed.efficiency()), N(heavy), N(heavy)]),
                wrong(0.0, Kind::WasteAsEfficiency, Tr::new("0% is the fixed warp's waste. Its efficiency is what remains: 100%.", "0% fix kiye gaye warp ka waste hai. Uski efficiency bacha hua hissa hai: 100%."), &[]),
            ],
        ],
    }
}

fn l4_2(t_a: f64, t_b: f64) -> Analysis {
    let (sum, double_max) = (t_a + t_b, 2.0 * t_a.max(t_b));
    let never = said(Tr::new("It cannot: min(T_A, T_B) ≤ max(T_A, T_B), so T_A + T_B ≤ 2·max(T_A, T_B) for every pair (here {} ≤ {}), and the rule never says \"predicate\".", "Aisa ho hi nahi sakta: min(T_A, T_B) ≤ max(T_A, T_B), isliye har jode ke liye T_A + T_B ≤ 2·max(T_A, T_B) (yahan {} ≤ {}), aur rule kabhi \"predicate\" nahi kehta."), &[N(sum), N(double_max)]);
    Analysis {
        expected: vec![Some(sum), Some(double_max), None],
        wrong: vec![
            vec![
                wrong(t_a.max(t_b), Kind::MaxForSum, Tr::new("{} is the longer side alone. The left side adds both: {} + {} = {}.", "{} sirf lamba side hai. Left side dono ko jodta hai: {} + {} = {}."), &[N(t_a.max(t_b)), N(t_a), N(t_b), N(sum)]),
                wrong(sum / 2.0, Kind::Averaged, Tr::new("{} averages the two sides; the rule's left side adds them: {}.", "{} dono sides ka average hai; rule ka left side unhe jodta hai: {}."), &[N(sum / 2.0), N(sum)]),
            ],
            vec![wrong(sum, Kind::SumForMax, Tr::new("{} adds both sides: that is the left side. The right side doubles the longer one: 2 × {} = {}.", "{} dono sides ko jodta hai: woh left side hai. Right side lambe wale ko double karta hai: 2 × {} = {}."), &[N(sum), N(t_a.max(t_b)), N(double_max)])],
            vec![
                wrong(0.0, Kind::SeedPredication, Tr::new("The source notes say the rule holds for short, balanced branches. {}", "Source notes kehte hain ki rule chhote, balanced branches par laagu hota hai. {}"), &[T(&never)]),
                wrong(1.0, Kind::SeedPredication, Tr::new("The source notes say long, lopsided branches satisfy T_A + T_B > 2·max. {}", "Source notes kehte hain ki lambe, ek-taraf jhuke branches T_A + T_B > 2·max poora karte hain. {}"), &[T(&never)]),
            ],
        ],
    }
}

fn l4_3(lengths: &[f64; 4]) -> Analysis {
    let mixed = Split(lengths.iter().map(|&l| (l, 8.0)).collect());
    let avg = mixed.sum() / 4.0;
    let mut one = vec![wrong(4.0 * mixed.sum(), Kind::OneWarpNotBlock, Tr::new("{} is all four mixed warps together. One mixed warp issues each of the four paths once: {} = {} cycles.", "{} chaaron mixed warps ka jod hai. Ek mixed warp chaaron paths mein se har ek ko ek baar issue karta hai: {} = {} cycles."), &[N(4.0 * mixed.sum()), S(&mixed.sum_text()), N(mixed.sum())])];
    one.extend(t_div_wrongs(&mixed));
    Analysis {
        expected: vec![Some(mixed.sum()), Some(avg), Some(4.0)],
        wrong: vec![
            one,
            vec![
                wrong(mixed.sum(), Kind::TotalForAverage, Tr::new("{} is the four sorted warps together (the same as one mixed warp). Each sorted warp runs one type's path only, so on average a warp costs {} / 4 = {} cycles.", "{} chaaron sorted warps ka jod hai (ek mixed warp jitna hi). Har sorted warp sirf ek type ka path chalata hai, isliye average mein ek warp ki cost {} / 4 = {} cycles hai."), &[N(mixed.sum()), N(mixed.sum()), N(avg)]),
                wrong(mixed.max(), Kind::MaxForSum, Tr::new("{} charges every sorted warp the longest path. A uniform warp pays only its own path, so the average is {} / 4 = {} cycles.", "{} har sorted warp par sabse lambe path ka charge lagata hai. Uniform warp sirf apne path ki keemat chukata hai, isliye average {} / 4 = {} cycles hai."), &[N(mixed.max()), N(mixed.sum()), N(avg)]),
            ],
            vec![wrong(0.25, Kind::RatioInverted, Tr::new("0.25× is sorted over mixed. A speed-up is the old time over the new: {} / {} = 4×.", "0.25× sorted bata mixed hai. Speed-up purana time bata naya time hota hai: {} / {} = 4×."), &[N(4.0 * mixed.sum()), N(mixed.sum())])],
        ],
    }
}

fn l5_1(long: f64, short: f64) -> Analysis {
    let split = long + short;
    let total = long + 3.0 * split;
    let ideal = 4.0 * long;
    let eff = 100.0 * ideal / total;
    let averaged = 100.0 * (1.0 + 3.0 * long / split) / 4.0;
    let mut eff_wrongs = vec![wrong(averaged, Kind::WarpEfficienciesAveraged, Tr::new("{} averages the four warps' efficiencies. Block efficiency divides the block's sums, so the long split warps weigh more: Σ ideal / Σ issued = {} / {} = {}.", "{} chaaron warps ki efficiencies ka average hai. Block efficiency block ke sums ko bhaag deti hai, isliye lambe split warps ka wazan zyada hai: Σ ideal / Σ issued = {} / {} = {}."), &[P(averaged), N(ideal), N(total), P(eff)])];
    eff_wrongs.extend(efficiency_wrongs(ideal, total));
    Analysis {
        expected: vec![Some(total), Some(eff)],
        wrong: vec![
            vec![
                wrong(ideal, Kind::MaxForSum, Tr::new("{} charges every warp only its longest path: the block's ideal. Warps 1–3 split, so each issues both paths: {} + 3 × {} = {} cycles.", "{} har warp par sirf uske sabse lambe path ka charge lagata hai: yeh block ka ideal hai. Warps 1–3 bante hue hain, isliye har ek dono paths issue karta hai: {} + 3 × {} = {} cycles."), &[N(ideal), N(long), N(split), N(total)]),
                wrong(4.0 * split, Kind::UniformWarpSplit, Tr::new("{} prices warp 0 as split too. A uniform warp issues only its own path ({} cycles): {} + 3 × {} = {} cycles.", "{} warp 0 ko bhi bata hua maan kar cost lagata hai. Uniform warp sirf apna path issue karta hai ({} cycles): {} + 3 × {} = {} cycles."), &[N(4.0 * split), N(long), N(long), N(split), N(total)]),
                wrong(split, Kind::OneWarpNotBlock, Tr::new("{} is one split warp. The block's four warps add: {} + 3 × {} = {} cycles.", "{} ek split warp hai. Block ke chaaron warps judte hain: {} + 3 × {} = {} cycles."), &[N(split), N(long), N(split), N(total)]),
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
                wrong(warp, Kind::OneWarpNotBlock, Tr::new("{} is one warp. Option A has four split warps, each issuing both paths: 4 × {} = {} cycles.", "{} ek warp hai. Option A mein chaar split warps hain, har ek dono paths issue karta hai: 4 × {} = {} cycles."), &[N(warp), N(warp), N(a)]),
                wrong(4.0 * heavy, Kind::MaxForSum, Tr::new("{} charges each warp only the heavy path. A 16/16 warp issues both: 4 × ({} + {}) = {} cycles.", "{} har warp par sirf heavy path ka charge lagata hai. 16/16 wala warp dono issue karta hai: 4 × ({} + {}) = {} cycles."), &[N(4.0 * heavy), N(heavy), N(light), N(a)]),
            ],
            vec![
                wrong(a, Kind::DivergenceStays, Tr::new("{} is option A again. Sorted, two warps run only the heavy path and two only the light one: 2 × {} + 2 × {} = {} cycles.", "{} phir se option A hai. Sort ke baad do warps sirf heavy path chalate hain aur do sirf light: 2 × {} + 2 × {} = {} cycles."), &[N(a), N(heavy), N(light), N(b)]),
                wrong(4.0 * heavy, Kind::MaxForSum, Tr::new("{} charges every sorted warp the heavy path. An all-light warp issues only {} cycles: 2 × {} + 2 × {} = {} cycles.", "{} har sorted warp par heavy path ka charge lagata hai. Sirf light wala warp bas {} cycles issue karta hai: 2 × {} + 2 × {} = {} cycles."), &[N(4.0 * heavy), N(light), N(heavy), N(light), N(b)]),
            ],
            vec![wrong(b / a, Kind::RatioInverted, Tr::new("{}× is B over A. A speed-up is the old time over the new: {} / {} = {}×.", "{}× B bata A hai. Speed-up purana time bata naya time hota hai: {} / {} = {}×."), &[N(b / a), N(a), N(b), N(a / b)])],
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
                wrong(a.max(b), Kind::MaxForSum, Tr::new("{} is the longer path alone. Both paths are taken, so both are issued: {} + {} = {} cycles.", "{} sirf lamba path hai. Dono paths liye gaye hain, isliye dono issue hote hain: {} + {} = {} cycles."), &[N(a.max(b)), N(a), N(b), N(p)]),
                wrong(s.avg(), Kind::Averaged, Tr::new("{} averages the two paths; they run one after the other and add: {} cycles.", "{} dono paths ka average hai; woh ek ke baad ek chalte hain aur judte hain: {} cycles."), &[N(s.avg()), N(p)]),
            ],
            vec![
                wrong(p + 2.0 * tail, Kind::TailPerPath, Tr::new("{} issues the {}-cycle tail once per path. After reconvergence all 32 lanes share one instruction stream, so the tail is issued once: {} + {} = {} cycles.", "{} {}-cycle tail ko har path ke liye alag issue karta hai. Reconvergence ke baad saari 32 lanes ek hi instruction stream baant-ti hain, isliye tail ek baar issue hota hai: {} + {} = {} cycles."), &[N(p + 2.0 * tail), N(tail), N(p), N(tail), N(q)]),
                wrong(p, Kind::TailLeftOut, Tr::new("{} leaves out warp Q's tail. Uniform code after the branch is still issued, once: {} + {} = {} cycles.", "{} warp Q ka tail chhod deta hai. Branch ke baad ka uniform code bhi issue hota hai, ek baar: {} + {} = {} cycles."), &[N(p), N(p), N(tail), N(q)]),
                wrong(a.max(b) + tail, Kind::MaxForSum, Tr::new("{} takes only the longer path before the tail. Both paths are issued: {} + {} + {} = {} cycles.", "{} tail se pehle sirf lamba path leta hai. Dono paths issue hote hain: {} + {} + {} = {} cycles."), &[N(a.max(b) + tail), N(a), N(b), N(tail), N(q)]),
            ],
        ],
    }
}

fn x_1(len: f64) -> Analysis {
    let waste = 100.0 * 31.0 / 32.0;
    Analysis {
        expected: vec![Some(32.0), Some(waste)],
        wrong: vec![
            vec![wrong(1.0 / 32.0, Kind::RatioInverted, Tr::new("{}× is T_ideal / T_div, the path efficiency. The slowdown is T_div / T_ideal = {} / {} = 32×.", "{}× T_ideal / T_div hai, yaani path efficiency. Slowdown T_div / T_ideal = {} / {} = 32× hai."), &[N(1.0 / 32.0), N(32.0 * len), N(len)])],
            vec![wrong(100.0 / 32.0, Kind::EfficiencyAsWaste, Tr::new("{} is the efficiency T_ideal / T_div. The waste is what is left: ({} − {}) / {} = {}%.", "{} efficiency T_ideal / T_div hai. Waste bacha hua hissa hai: ({} − {}) / {} = {}%."), &[P(100.0 / 32.0), N(32.0 * len), N(len), N(32.0 * len), S(&fixed(waste, 3))])],
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
                wrong(s.efficiency(), Kind::EfficienciesSwapped, Tr::new("{} is the path efficiency T_ideal / T_div, a ratio of times. E weights each path by its lanes: (31/32 × {} + 1/32 × {}) / {} = {}.", "{} path efficiency T_ideal / T_div hai, time ka ratio. E har path ko uski lanes se weight deta hai: (31/32 × {} + 1/32 × {}) / {} = {}."), &[P(s.efficiency()), N(short), N(long), N(s.sum()), P(e)]),
                wrong(100.0 - e, Kind::WasteAsEfficiency, Tr::new("{} is the share of issue slots spent on masked lanes. E is the useful share: {}.", "{} masked lanes par kharch hue issue slots ka hissa hai. E kaam wala hissa hai: {}."), &[P(100.0 - e), P(e)]),
            ],
        ],
    }
}

/// A regime item (R.1 divergent ÷ uniform, R.2 predicated ÷ branch): its statement's four figures after
/// "H200" are (first alone, first issue, second alone, second issue) for R.2 and (divergent alone, uniform
/// alone, divergent issue, uniform issue) for R.1. Its answers are the SM model's run, which no statement
/// number rebuilds, so the expected values are the item's own; the wrong ones come from the statement.
fn regime(ex: &Exercise, n: &[f64]) -> Option<Analysis> {
    let at = n.iter().position(|&x| x == 200.0)?;
    let f = n.get(at + 1..at + 5)?;
    let expected: Vec<Option<f64>> = ex
        .parts
        .iter()
        .map(|p| match p.kind {
            PartKind::Number { value, .. } => Some(value),
            PartKind::Choice { .. } => None,
        })
        .collect();
    let (few, many) = (expected.first().copied()??, expected.get(1).copied()??);
    // (top alone, bottom alone, top issue, bottom issue): the ratio's numerator first.
    let (ta, ba, ti, bi) = match ex.id {
        "R.1" => (f[0], f[1], f[2], f[3]),
        _ => (f[2], f[0], f[3], f[1]),
    };
    let kept = ta / ba;
    Some(Analysis {
        expected,
        wrong: vec![
            vec![
                wrong(ba / ta, Kind::RatioInverted, Tr::new("{}× is the other way up. The question puts the second run's cycles on top of the first's: {} / {} = {}×.", "{}× ulta hai. Sawaal doosre run ke cycles ko pehle ke upar rakhta hai: {} / {} = {}×."), &[N(ba / ta), N(ta), N(ba), N(few)]),
                wrong(ti / bi, Kind::IssueForLatency, Tr::new("{}× is the ratio of issue cycles, {} / {}. Alone on its scheduler a warp waits out its latencies, so its time alone counts: {} / {} = {}×.", "{}× issue cycles ka ratio hai, {} / {}. Apne scheduler par akela warp apni latencies jhelta hai, isliye akele wala time ginta hai: {} / {} = {}×."), &[N(ti / bi), N(ti), N(bi), N(ta), N(ba), N(few)]),
            ],
            vec![
                wrong(kept, Kind::LatencyKept, Tr::new("{}× is one warp alone, {} / {}. With eight warps on a scheduler the issue slots run out first, and other warps fill each warp's waits: the model gives {}×, near the issue cycles' {} / {}.", "{}× akela ek warp hai, {} / {}. Ek scheduler par aath warps hon toh issue slots pehle khatam hote hain, aur doosre warps har warp ka intezaar bhar dete hain: model {}× deta hai, issue cycles ke {} / {} ke kareeb."), &[N(kept), N(ta), N(ba), N(many), N(ti), N(bi)]),
                wrong(1.0 / many, Kind::RatioInverted, Tr::new("{}× is the other way up: the question puts the second run on top, {}×.", "{}× ulta hai: sawaal doosre run ko upar rakhta hai, {}×."), &[N(1.0 / many), N(many)]),
            ],
            match ex.id {
                "R.1" => vec![wrong(0.0, Kind::LatencyKept, Tr::new("Eight warps on a scheduler must issue 8 × {} = {} cycles, against {} for one warp alone: the scheduler is never idle for long, so the run is issue-bound.", "Ek scheduler par aath warps ko 8 × {} = {} cycles issue karne hain, akele warp ke {} ke muqable: scheduler shayad hi khaali baithta hai, isliye run issue-bound hai."), &[N(ti), N(8.0 * ti), N(ta)])],
                _ => vec![wrong(0.0, Kind::LatencyKept, Tr::new("Alone, the predicated version takes {}× the branch's time: it saves latency. With eight warps a scheduler other warps hide that latency anyway, and both versions issue both sides ({} against {} issue cycles), so it saves much less: {}× the branch's time.", "Akele mein predicated version branch ke time ka {}× leta hai: woh latency bachata hai. Ek scheduler par aath warps hon toh doosre warps waise bhi woh latency chhupa dete hain, aur dono versions dono sides issue karte hain ({} banaam {} issue cycles), isliye bachat bahut kam hoti hai: branch ke time ka {}×."), &[N(few), N(ti), N(bi), N(many)])],
            },
        ],
    })
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
            K::LatencyKept,
            K::IssueForLatency,
        ];
        for kind in all {
            for text in [kind.nudge().en, kind.nudge().hi] {
                let digits = text
                    .replace("100%", "")
                    .replace("by 100", "")
                    .replace("100 guna", "");
                assert!(
                    !digits.chars().any(|c| c.is_ascii_digit()),
                    "{}: {text}",
                    kind.name(),
                );
            }
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
            for text in [&m.explanation.en, &m.explanation.hi] {
                assert!(text.len() > 30 && text.ends_with('.'), "{text}");
            }
            assert_ne!(m.explanation.en, m.explanation.hi);
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
            // R.1: one warp alone 193 / 96 cycles, issue 99 / 65; the model: 2.00× and 1.52×.
            ("R.1", None, 0, 0.5, Some("ratio inverted")),
            (
                "R.1",
                None,
                0,
                1.52,
                Some("issue cycles used where latency sets the time"),
            ),
            ("R.1", None, 0, 2.0, None),
            (
                "R.1",
                None,
                1,
                2.01,
                Some("one warp's ratio kept for many warps"),
            ),
            ("R.1", None, 1, 0.66, Some("ratio inverted")),
            ("R.1", None, 1, 1.5, None),
            (
                "R.1",
                None,
                2,
                0.0,
                Some("one warp's ratio kept for many warps"),
            ),
            ("R.1", None, 2, 1.0, None),
            // R.2: branch 162 cycles alone, issue 84; predicated 64 and 82; the model: 0.40× and 0.94×.
            ("R.2", None, 0, 2.53, Some("ratio inverted")),
            (
                "R.2",
                None,
                0,
                0.98,
                Some("issue cycles used where latency sets the time"),
            ),
            (
                "R.2",
                None,
                1,
                0.4,
                Some("one warp's ratio kept for many warps"),
            ),
            ("R.2", None, 1, 0.95, None),
            (
                "R.2",
                None,
                2,
                0.0,
                Some("one warp's ratio kept for many warps"),
            ),
            ("R.2", None, 2, 1.0, None),
        ];
        for &(id, seed, part, typed, expected) in table {
            check(id, seed, part, typed, expected);
        }
        for (id, _) in ITEMS {
            assert!(table.iter().any(|row| row.0 == id), "no row for {id}");
        }
    }

    /// Issue 33, item 11: every recognised mistake's name, nudge and explanation reads in Hinglish (no
    /// English sentence), on the notes' numbers and on variants, with the same numbers as the English.
    #[test]
    fn recognised_mistakes_read_in_hinglish() {
        use crate::model::exercises::english_sentence;
        let numbers = |t: &str| -> Vec<String> {
            let mut n: Vec<String> = t
                .split(|c: char| !c.is_ascii_digit() && c != '.')
                .map(|s| s.trim_matches('.').to_string())
                .filter(|s| !s.is_empty())
                .collect();
            n.sort();
            n
        };
        for kind in [
            K::LaneWeighted,
            K::UniformBranch,
            K::SeedWarpY,
            K::RatioInverted,
        ] {
            assert_ne!(kind.title().en, "", "{kind:?}");
        }
        let seeds = std::iter::once(None).chain((0..150u64).map(Some));
        for seed in seeds {
            for ex in ladder(seed) {
                let analysis = analyse(&ex).unwrap_or_else(|| panic!("{}", ex.id));
                for wrong in analysis.wrong.iter().flatten() {
                    let m = wrong.clone().into_misconception();
                    for text in [m.kind.title().hi, m.kind.nudge().hi, &m.explanation.hi] {
                        assert!(
                            english_sentence(text).is_none(),
                            "{} seed {seed:?}: {text}",
                            ex.id
                        );
                    }
                    assert_eq!(
                        numbers(&m.explanation.en),
                        numbers(&m.explanation.hi),
                        "{} seed {seed:?}: the same numbers in both",
                        ex.id
                    );
                }
            }
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
            let n = ints(&l5_3.statement.en);
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
