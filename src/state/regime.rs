//! The regime calculator of the Learn view: how many useful thread-instructions a GPU can issue per
//! second at a given lane-weighted efficiency, and whether a kernel of a given arithmetic intensity is
//! limited by memory (divergence hides) or by issue (divergence costs in full).
//!
//! One warp-instruction per scheduler per clock is the issue ceiling; with every lane doing one fused
//! multiply-add (2 FLOP) per issued instruction, the same ceiling is the compute roof of the roofline.

use crate::model::fields::{fixed, parse_whole, percent, FieldError};
use crate::model::i18n::{fill, Bilingual, Lang, Said, Tr};
use crate::model::learn::{issue_ceiling, ridge, H200_SXM};

/// The calculator's inputs, each a whole number so a learner types what a spec sheet prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Regime {
    pub sms: u32,
    pub schedulers: u32,
    pub clock_mhz: u32,
    pub warp: u32,
    /// Lane-weighted issue efficiency, percent.
    pub efficiency_pct: u32,
    pub bandwidth_gbs: u32,
    /// Arithmetic intensity in FLOP per 100 bytes, so 0.25 FLOP/byte (a vector add) is typed exactly.
    pub intensity_centi: u32,
}

/// The H200 SXM as `model::learn::H200_SXM` documents it (sources there), at 50 % efficiency and
/// 10 FLOP per byte, just left of its ridge.
impl Default for Regime {
    fn default() -> Regime {
        Regime {
            sms: H200_SXM.sms,
            schedulers: H200_SXM.schedulers_per_sm,
            clock_mhz: (H200_SXM.clock_ghz * 1000.0).round() as u32,
            warp: H200_SXM.warp,
            efficiency_pct: 50,
            bandwidth_gbs: (H200_SXM.bandwidth / 1e9).round() as u32,
            intensity_centi: 1000,
        }
    }
}

/// One input of the calculator: its label, its unit and the range it accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    Sms,
    Schedulers,
    Clock,
    Warp,
    Efficiency,
    Bandwidth,
    Intensity,
}

impl Input {
    pub const ALL: [Input; 7] = [
        Input::Sms,
        Input::Schedulers,
        Input::Clock,
        Input::Warp,
        Input::Efficiency,
        Input::Bandwidth,
        Input::Intensity,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Input::Sms => "sms",
            Input::Schedulers => "schedulers",
            Input::Clock => "clock",
            Input::Warp => "warp",
            Input::Efficiency => "efficiency",
            Input::Bandwidth => "bandwidth",
            Input::Intensity => "intensity",
        }
    }

    pub fn label(self) -> Tr {
        match self {
            Input::Sms => Tr::new("SMs", "SMs ki ginti"),
            Input::Schedulers => Tr::new("Warp schedulers per SM", "Har SM mein warp schedulers"),
            Input::Clock => Tr::new("Clock (MHz)", "Clock (MHz mein)"),
            Input::Warp => Tr::new("Warp width (lanes)", "Warp ki width (lanes)"),
            Input::Efficiency => Tr::new(
                "Lane-weighted issue efficiency (%)",
                "Lane-weighted issue efficiency (% mein)",
            ),
            Input::Bandwidth => Tr::new("Memory bandwidth (GB/s)", "Memory bandwidth (GB/s mein)"),
            Input::Intensity => Tr::new(
                "Arithmetic intensity (FLOP per byte)",
                "Arithmetic intensity (FLOP prati byte)",
            ),
        }
    }

    /// What the error sentence calls this input (English field errors are shared with every view).
    fn what(self) -> &'static str {
        match self {
            Input::Sms => "number of SMs",
            Input::Schedulers => "schedulers per SM",
            Input::Clock => "clock",
            Input::Warp => "warp width",
            Input::Efficiency => "efficiency",
            Input::Bandwidth => "bandwidth",
            Input::Intensity => "arithmetic intensity",
        }
    }

    fn range(self) -> (u64, u64) {
        match self {
            Input::Sms => (1, 1000),
            Input::Schedulers => (1, 16),
            Input::Clock => (1, 10_000),
            Input::Warp => (1, 128),
            Input::Efficiency => (1, 100),
            Input::Bandwidth => (1, 100_000),
            Input::Intensity => (1, 1_000_000),
        }
    }
}

impl Regime {
    /// The input's value as the field shows it.
    pub fn text(&self, input: Input) -> String {
        match input {
            Input::Sms => self.sms.to_string(),
            Input::Schedulers => self.schedulers.to_string(),
            Input::Clock => self.clock_mhz.to_string(),
            Input::Warp => self.warp.to_string(),
            Input::Efficiency => self.efficiency_pct.to_string(),
            Input::Bandwidth => self.bandwidth_gbs.to_string(),
            Input::Intensity => centi_text(self.intensity_centi),
        }
    }

    /// Takes a typed value; a refusal says why, in the language on screen, and changes nothing.
    pub fn edit(&mut self, input: Input, text: &str, lang: Lang) -> Result<(), String> {
        let value = self
            .value(input, text)
            .map_err(|why| fill(REFUSED.get(lang), &[why.get(lang)]))?;
        self.set(input, value);
        Ok(())
    }

    /// Takes a link's value; `Err` says why it was refused, in both languages, and changes nothing.
    pub fn edit_from_link(&mut self, input: Input, text: &str) -> Result<(), Said> {
        let value = self.value(input, text)?;
        self.set(input, value);
        Ok(())
    }

    /// The value `text` gives `input`, or why it cannot.
    fn value(&self, input: Input, text: &str) -> Result<u32, Said> {
        let (min, max) = input.range();
        let value = if input == Input::Intensity {
            parse_centi(text, input.what()).map_err(|e| match e {
                Centi::Field(e) => e.said(),
                Centi::Text(tr) => Said::fill(tr, &[]),
            })?
        } else {
            parse_whole(text, input.what(), min, max).map_err(|e| e.said())? as u32
        };
        // One active lane per issue slot is the least a warp can do: 1/warp of its lane-slots.
        let floor = 100u32.div_ceil(self.warp.max(1));
        if input == Input::Efficiency && value < floor {
            return Err(Said::fill(
                TOO_LOW,
                &[&self.warp.to_string(), &floor.to_string()],
            ));
        }
        Ok(value)
    }

    fn set(&mut self, input: Input, value: u32) {
        match input {
            Input::Sms => self.sms = value,
            Input::Schedulers => self.schedulers = value,
            Input::Clock => self.clock_mhz = value,
            Input::Warp => self.warp = value,
            Input::Efficiency => self.efficiency_pct = value,
            Input::Bandwidth => self.bandwidth_gbs = value,
            Input::Intensity => self.intensity_centi = value,
        }
    }

    /// Warp-instructions issued per second: one per scheduler per clock.
    pub fn warp_issue(&self) -> f64 {
        self.sms as f64 * self.schedulers as f64 * self.clock_mhz as f64 * 1e6
    }

    /// Thread-instructions per second with every lane active (the ceiling divergence lowers).
    pub fn thread_ceiling(&self) -> f64 {
        self.at(1.0)
    }

    /// Useful thread-instructions per second at the lane-weighted efficiency.
    pub fn useful(&self) -> f64 {
        self.at(self.efficiency())
    }

    fn at(&self, efficiency: f64) -> f64 {
        let ghz = self.clock_mhz as f64 / 1000.0;
        issue_ceiling(self.sms, self.schedulers, ghz, self.warp, efficiency)
    }

    pub fn efficiency(&self) -> f64 {
        self.efficiency_pct as f64 / 100.0
    }

    pub fn intensity(&self) -> f64 {
        self.intensity_centi as f64 / 100.0
    }

    pub fn bandwidth(&self) -> f64 {
        self.bandwidth_gbs as f64 * 1e9
    }

    /// The compute roof in FLOP/s at an efficiency (an FMA per active lane per issue).
    pub fn roof(&self, efficiency: f64) -> f64 {
        2.0 * self.at(efficiency)
    }

    /// The ridge point in FLOP per byte: left of it memory limits, right of it issue does.
    pub fn ridge(&self, efficiency: f64) -> f64 {
        ridge(self.roof(efficiency), self.bandwidth()).unwrap_or(0.0)
    }

    /// What the kernel attains: the lower of the memory roof and the divergent compute roof.
    pub fn attained(&self) -> f64 {
        (self.bandwidth() * self.intensity()).min(self.roof(self.efficiency()))
    }

    /// The efficiency below which divergence starts to slow this kernel (1 or more: it always does).
    pub fn break_even(&self) -> f64 {
        self.bandwidth() * self.intensity() / self.roof(1.0)
    }

    /// Whether the kernel is limited by memory at the efficiency typed.
    pub fn memory_bound(&self) -> bool {
        self.bandwidth() * self.intensity() < self.roof(self.efficiency())
    }

    /// The verdict under the calculator, in the language on screen.
    pub fn verdict(&self, lang: Lang) -> String {
        let e = percent(self.break_even().min(1.0));
        if self.memory_bound() {
            fill(VERDICT_MEMORY.get(lang), &[&e])
        } else if self.break_even() >= 1.0 {
            VERDICT_ISSUE_ALWAYS.get(lang).to_string()
        } else {
            fill(VERDICT_ISSUE.get(lang), &[&e])
        }
    }

    /// The readouts: (label, value) in the language on screen.
    pub fn readouts(&self, lang: Lang) -> Vec<(&'static str, String)> {
        vec![
            (
                WARP_ISSUE.get(lang),
                per_second(self.warp_issue(), "warp-instr/s"),
            ),
            (
                CEILING.get(lang),
                per_second(self.thread_ceiling(), "thread-instr/s"),
            ),
            (
                USEFUL.get(lang),
                per_second(self.useful(), "thread-instr/s"),
            ),
            (
                RIDGE.get(lang),
                format!("{} FLOP/byte", fixed(self.ridge(self.efficiency()), 1)),
            ),
            (ATTAINED.get(lang), per_second(self.attained(), "FLOP/s")),
        ]
    }
}

pub const WARP_ISSUE: Tr = Tr::new(
    "Issue rate (SMs × schedulers × clock)",
    "Issue rate (SMs × schedulers × clock)",
);
pub const CEILING: Tr = Tr::new(
    "Issue ceiling (× warp width)",
    "Issue ki chhat (× warp width)",
);
pub const USEFUL: Tr = Tr::new(
    "Useful work (× lane-weighted efficiency)",
    "Kaam ka output (× lane-weighted efficiency)",
);
pub const RIDGE: Tr = Tr::new(
    "Ridge point at this efficiency",
    "Is efficiency par ridge point",
);
pub const ATTAINED: Tr = Tr::new("This kernel attains", "Yeh kernel itna paata hai");
const VERDICT_MEMORY: Tr = Tr::new(
    "Memory-bound: the kernel waits on memory, so divergence is hidden — it starts to cost only when lane-weighted efficiency falls below {}.",
    "Memory-bound: kernel memory ka intezaar karta hai, isliye divergence chhup jaata hai — woh tabhi mehenga padta hai jab lane-weighted efficiency {} se neeche jaaye.",
);
const VERDICT_ISSUE: Tr = Tr::new(
    "Issue-limited: every lost lane is lost speed. Above {} efficiency it would be memory-bound and divergence would hide.",
    "Issue-limited: har khoyi hui lane seedha speed ka nuksaan hai. {} efficiency se upar yeh memory-bound hota aur divergence chhup jaata.",
);
const VERDICT_ISSUE_ALWAYS: Tr = Tr::new(
    "Issue-limited even with every lane active: divergence costs this kernel in full.",
    "Saari lanes active hon tab bhi issue-limited: is kernel ko divergence ki poori keemat chukani padti hai.",
);

/// Every text of the calculator, for the test that each has both languages.
pub const TEXTS: [Tr; 11] = [
    TOO_LOW,
    TOO_FINE,
    ZERO,
    CEILING,
    USEFUL,
    RIDGE,
    ATTAINED,
    VERDICT_MEMORY,
    VERDICT_ISSUE,
    VERDICT_ISSUE_ALWAYS,
    REFUSED,
];

const REFUSED: Tr = Tr::new("Refused: {}.", "Yeh nahi chalega: {}.");

const TOO_FINE: Tr = Tr::new(
    "the arithmetic intensity takes at most two decimals (steps of 0.01 FLOP per byte)",
    "arithmetic intensity mein zyada se zyada do decimal chalte hain (0.01 FLOP prati byte ke steps)",
);
const TOO_LOW: Tr = Tr::new(
    "with {} lanes at least one lane works in every issued slot, so the efficiency is at least {}%",
    "{} lanes mein har issue slot mein kam se kam ek lane kaam karti hai, isliye efficiency kam se kam {}% hai",
);
const ZERO: Tr = Tr::new(
    "the arithmetic intensity must be more than 0",
    "arithmetic intensity 0 se zyada honi chahiye",
);

/// Why an intensity was refused: a shared field error, or one of this calculator's own sentences.
enum Centi {
    Field(FieldError),
    Text(Tr),
}

/// Reads a decimal with at most two places as hundredths ("0.25" → 25), exactly.
fn parse_centi(text: &str, what: &'static str) -> Result<u32, Centi> {
    let trimmed = text.trim();
    let (whole, fraction) = trimmed.split_once('.').unwrap_or((trimmed, ""));
    if !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Centi::Field(FieldError::NotANumber {
            what,
            text: crate::model::fields::echo(trimmed),
        }));
    }
    if fraction.len() > 2 {
        return Err(Centi::Text(TOO_FINE));
    }
    let whole = if whole.is_empty() && !fraction.is_empty() {
        "0"
    } else {
        whole
    };
    let hundredths: u64 = fraction
        .bytes()
        .map(|b| u64::from(b - b'0'))
        .fold(0, |a, d| a * 10 + d)
        * if fraction.len() == 1 { 10 } else { 1 };
    let cents = parse_whole(whole, what, 0, 10_000).map_err(Centi::Field)? * 100 + hundredths;
    if cents == 0 {
        return Err(Centi::Text(ZERO));
    }
    Ok(cents as u32)
}

fn centi_text(centi: u32) -> String {
    let (whole, rest) = (centi / 100, centi % 100);
    match rest {
        0 => whole.to_string(),
        r if r % 10 == 0 => format!("{whole}.{}", r / 10),
        r => format!("{whole}.{r:02}"),
    }
}

/// 3.345e13 → "33.45 T thread-instr/s": SI prefixes a lecture hall reads at a glance.
pub fn per_second(value: f64, unit: &str) -> String {
    let (scaled, prefix) = [(1e15, "P"), (1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k")]
        .into_iter()
        .find(|(s, _)| value >= *s)
        .map_or((value, ""), |(s, p)| (value / s, p));
    format!("{} {prefix}{unit}", fixed(scaled, 2))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * b.abs().max(1.0)
    }

    #[test]
    fn the_h200_defaults_give_the_published_figures() {
        let r = Regime::default();
        // (what, computed, expected)
        let table = [
            ("warp-instructions/s", r.warp_issue(), 132.0 * 4.0 * 1.98e9),
            ("thread ceiling", r.thread_ceiling(), 33.454_08e12),
            ("useful at 50 %", r.useful(), 16.727_04e12),
            ("FP32 peak", r.roof(1.0), 66.908_16e12),
            ("ridge at 100 %", r.ridge(1.0), 66.908_16e12 / 4.8e12),
            ("ridge at 50 %", r.ridge(0.5), 33.454_08e12 / 4.8e12),
            ("attained at 10 FLOP/byte, 50 %", r.attained(), 33.454_08e12),
            ("break-even", r.break_even(), 4.8e12 * 10.0 / 66.908_16e12),
        ];
        for (what, got, want) in table {
            assert!(close(got, want), "{what}: {got} vs {want}");
        }
        assert_eq!(per_second(r.thread_ceiling(), "x"), "33.45 Tx");
    }

    #[test]
    fn verdicts_follow_the_ridge() {
        // (intensity text, efficiency %, memory-bound?, verdict starts with)
        let table = [
            ("0.25", 50, true, "Memory-bound"),
            ("10", 100, true, "Memory-bound"),
            ("10", 50, false, "Issue-limited: every lost lane is lost speed. Above 71.7%"),
            ("13.93", 100, true, "Memory-bound: the kernel waits on memory, so divergence is hidden — it starts to cost only when lane-weighted efficiency falls below 99.9%"),
            ("20", 100, false, "Issue-limited even"),
        ];
        for (ai, e, memory, start) in table {
            let mut r = Regime::default();
            r.edit(Input::Intensity, ai, Lang::En).unwrap();
            r.edit(Input::Efficiency, &e.to_string(), Lang::En).unwrap();
            assert_eq!(r.memory_bound(), memory, "{ai} {e}");
            assert!(
                r.verdict(Lang::En).starts_with(start),
                "{}",
                r.verdict(Lang::En)
            );
            assert!(!r.verdict(Lang::HiLatn).is_empty());
        }
    }

    #[test]
    fn edits_refuse_with_a_sentence_and_keep_the_value() {
        // (input, text, accepted value shown after)
        let table = [
            (Input::Intensity, "0.25", Ok("0.25")),
            (Input::Intensity, ".5", Ok("0.5")),
            (Input::Intensity, "1.50", Ok("1.5")),
            (Input::Intensity, "0.001", Err("at most two decimals")),
            (Input::Intensity, "0", Err("more than 0")),
            (Input::Intensity, "0.00", Err("more than 0")),
            (Input::Intensity, "10001", Err("at most 10,000")),
            (Input::Intensity, "1.x", Err("must be a number")),
            (Input::Intensity, "x", Err("must be a number")),
            (Input::Efficiency, "101", Err("at most 100")),
            (Input::Efficiency, "0", Err("at least 1")),
            (Input::Efficiency, "3", Err("with 32 lanes at least one lane works in every issued slot, so the efficiency is at least 4%")),
            (Input::Efficiency, "4", Ok("4")),
            (Input::Efficiency, "75", Ok("75")),
            (Input::Sms, "", Err("enter a value")),
            (Input::Clock, "1,755", Ok("1755")),
        ];
        for (input, text, want) in table {
            let mut r = Regime::default();
            let before = r;
            match (r.edit(input, text, Lang::En), want) {
                (Ok(()), Ok(shown)) => assert_eq!(r.text(input), shown, "{text}"),
                (Err(e), Err(part)) => {
                    assert!(e.contains(part), "{text}: {e}");
                    assert_eq!(r, before);
                }
                (got, _) => panic!("{input:?} {text}: {got:?}"),
            }
        }
        let mut r = Regime::default();
        let hi = r.edit(Input::Warp, "abc", Lang::HiLatn).unwrap_err();
        assert!(hi.starts_with("Yeh nahi chalega"), "{hi}");
    }

    #[test]
    fn every_text_has_both_languages() {
        let same = ["Issue rate (SMs × schedulers × clock)"];
        for tr in TEXTS.into_iter().chain([WARP_ISSUE]) {
            assert_eq!(tr.defect(&same), None, "{tr:?}");
        }
        for input in Input::ALL {
            assert_eq!(input.label().defect(&[]), None, "{input:?}");
        }
    }
}
