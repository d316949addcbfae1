//! The layouts lab's state: the dataset (n, p, layout, run, seed), the warp width, the two path lengths and
//! the cost of a memory sector — exactly what its link holds — and the edits that keep them valid.
//!
//! p is kept to six decimals (whole millionths), so a link restores exactly the p the view used.

use super::params::{parse_seed, seed_param, width_param};
use super::query::{echo, problem, problem_tr, LinkProblem, Query};
use super::{ShellState, View, ViewState};
use crate::model::answers::{read_answer, Suffix};
use crate::model::fields::{self, FieldError};
use crate::model::i18n::{fill, Bilingual, Said, Tr};
use crate::model::lanes::WarpWidth;
use crate::model::layouts::{DatasetSpec, Layout, MAX_LABELS};

/// p's resolution: whole millionths.
pub const P_SCALE: u32 = 1_000_000;
/// The largest run length, block length or shuffle window.
pub const MAX_RUN: u32 = 1_000_000;
/// The largest cost of one memory sector, in cycles.
pub const MAX_SECTOR_CYCLES: u32 = 10_000;

/// The layouts lab's link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutsState {
    pub n: u32,
    /// p in millionths (0 to [`P_SCALE`]).
    pub p_ppm: u32,
    pub layout: Layout,
    pub run: u32,
    pub seed: u64,
    pub width: WarpWidth,
    /// Cycles of path A (lanes whose label is true) and path B (the rest).
    pub a: u32,
    pub b: u32,
    /// Cycles charged per 32-byte sector a warp's load touches (the coalescing model's one parameter).
    pub sector: u32,
}

impl Default for LayoutsState {
    fn default() -> Self {
        LayoutsState {
            n: 4096,
            p_ppm: P_SCALE / 2,
            layout: Layout::Runs,
            run: 8,
            seed: 42,
            width: WarpWidth::Warp32,
            a: 20,
            b: 12,
            sector: 4,
        }
    }
}

impl LayoutsState {
    pub fn p(&self) -> f64 {
        f64::from(self.p_ppm) / f64::from(P_SCALE)
    }

    /// p as the field and the link write it: "0.5", "0.333333", "1".
    pub fn p_text(&self) -> String {
        write_ppm(self.p_ppm)
    }

    /// The dataset these settings describe (always valid: every edit checks it).
    pub fn spec(&self) -> DatasetSpec {
        DatasetSpec {
            n: self.n,
            p: self.p(),
            layout: self.layout,
            run: self.run,
            seed: self.seed,
        }
    }

    /// Applies `change` to a copy and keeps it only if the dataset it describes can be made.
    fn try_change(&mut self, change: impl FnOnce(&mut LayoutsState)) -> Result<(), Said> {
        let mut next = self.clone();
        change(&mut next);
        next.spec().check().map_err(|e| e.said())?;
        *self = next;
        Ok(())
    }

    pub fn edit_n(&mut self, text: &str) -> Result<(), Said> {
        let n = parse_n(text)?;
        self.try_change(|s| s.n = n)
    }

    pub fn edit_p(&mut self, text: &str) -> Result<(), Said> {
        let p = parse_p(text)?;
        self.try_change(|s| s.p_ppm = p)
    }

    /// The p slider moves in hundredths (0 to 100).
    pub fn set_p_slider(&mut self, hundredths: u32) -> Result<(), Said> {
        let p = hundredths.min(100) * (P_SCALE / 100);
        self.try_change(|s| s.p_ppm = p)
    }

    /// A new layout; the runs layout needs a long enough mean run at this p, so the run is raised to the
    /// shortest one that works rather than refusing the choice.
    pub fn set_layout(&mut self, layout: Layout) {
        self.layout = layout;
        if self.spec().check().is_err() {
            self.run = DatasetSpec::min_run(self.p()).clamp(1, MAX_RUN);
        }
    }

    pub fn edit_run(&mut self, text: &str) -> Result<(), Said> {
        let run = parse_run(text, self.layout)?;
        self.try_change(|s| s.run = run)
    }

    pub fn edit_seed(&mut self, text: &str) -> Result<(), FieldError> {
        let seed = parse_seed(text)?;
        self.new_seed(seed);
        Ok(())
    }

    pub fn new_seed(&mut self, seed: u64) {
        self.seed = seed;
    }

    pub fn set_width(&mut self, width: WarpWidth) {
        self.width = width;
    }

    pub fn edit_a(&mut self, text: &str) -> Result<(), FieldError> {
        self.a = fields::parse_cycles(text, "path A's length")?;
        Ok(())
    }

    pub fn edit_b(&mut self, text: &str) -> Result<(), FieldError> {
        self.b = fields::parse_cycles(text, "path B's length")?;
        Ok(())
    }

    pub fn edit_sector(&mut self, text: &str) -> Result<(), FieldError> {
        self.sector = parse_sector(text)?;
        Ok(())
    }

    /// The sampling lab with this p and seed, drawing one warp's worth of independent labels.
    pub fn lab_href(&self, shell: &ShellState) -> String {
        super::lab::href_for(self.p_text(), self.width.lanes(), self.seed, shell)
    }

    /// This view with a dataset of `n` labels of share `p` in runs: what the sampling lab links to ("what if
    /// the labels are not independent?").
    pub fn from_lab(p: f64, seed: u64, shell: &ShellState) -> String {
        let mut s = LayoutsState {
            p_ppm: (p.clamp(0.0, 1.0) * f64::from(P_SCALE)).round() as u32,
            seed: seed.min(super::params::MAX_SEED),
            ..LayoutsState::default()
        };
        s.set_layout(Layout::Runs);
        s.href(shell)
    }
}

impl ViewState for LayoutsState {
    const VIEW: View = View::Layouts;
    const KEYS: &'static [&'static str] = &[
        "n", "p", "layout", "run", "seed", "warp", "a", "b", "sector",
    ];

    fn parse(query: &Query) -> (LayoutsState, Vec<LinkProblem>) {
        let mut problems = Vec::new();
        let mut s = LayoutsState::default();
        let read = |key: &'static str| query.get(key).map(str::to_string);
        if let Some(text) = read("n") {
            match parse_n(&text) {
                Ok(v) => s.n = v,
                Err(e) => problems.push(problem("n", e)),
            }
        }
        if let Some(text) = read("p") {
            match parse_p(&text) {
                Ok(v) => s.p_ppm = v,
                Err(e) => problems.push(problem("p", e)),
            }
        }
        if let Some(text) = read("layout") {
            match Layout::from_key(text.trim()) {
                Some(layout) => s.layout = layout,
                None => problems.push(problem_tr(
                    "layout",
                    Tr::new(
                        "there is no layout called \"{}\"; the layouts are {}",
                        "\"{}\" naam ka koi layout nahi hai; layouts yeh hain: {}",
                    ),
                    &[&echo(&text), &layout_keys()],
                )),
            }
        }
        if let Some(text) = read("run") {
            match parse_run(&text, s.layout) {
                Ok(v) => s.run = v,
                Err(e) => problems.push(problem("run", e)),
            }
        }
        if let Some(seed) = seed_param(query, &mut problems) {
            s.seed = seed;
        }
        if let Some(width) = width_param(query, &mut problems) {
            s.width = width;
        }
        for (key, what) in [("a", "path A's length"), ("b", "path B's length")] {
            if let Some(text) = read(key) {
                match fields::parse_cycles(&text, what) {
                    Ok(v) if key == "a" => s.a = v,
                    Ok(v) => s.b = v,
                    Err(e) => problems.push(problem(key, e)),
                }
            }
        }
        if let Some(text) = read("sector") {
            match parse_sector(&text) {
                Ok(v) => s.sector = v,
                Err(e) => problems.push(problem("sector", e)),
            }
        }
        // A run too short for this p (the runs layout): the link's run is named, and the shortest run
        // that works at this p is used, so the rest of the link still applies.
        if let Err(e) = s.spec().check() {
            let min = DatasetSpec::min_run(s.p()).clamp(1, MAX_RUN);
            let used = Tr::new(
                "{} The lab used a mean run length of {}.",
                "{} Lab ne {} ki mean run length li.",
            );
            let min_text = min.to_string();
            problems.push(problem(
                "run",
                Said::by(|lang| fill(used.get(lang), &[&e.text(lang), &min_text])),
            ));
            s.run = min;
        }
        (s, problems)
    }

    fn pairs(&self) -> Vec<(&'static str, String)> {
        vec![
            ("n", self.n.to_string()),
            ("p", self.p_text()),
            ("layout", self.layout.key().to_string()),
            ("run", self.run.to_string()),
            ("seed", self.seed.to_string()),
            ("warp", self.width.lanes().to_string()),
            ("a", self.a.to_string()),
            ("b", self.b.to_string()),
            ("sector", self.sector.to_string()),
        ]
    }
}

/// Every layout's link key, for messages: "independent, sorted, …".
pub fn layout_keys() -> String {
    Layout::ALL
        .iter()
        .map(|l| l.key())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Reads the number of labels: 1 to 1,000,000.
pub fn parse_n(text: &str) -> Result<u32, Said> {
    fields::parse_whole(text, "number of labels n", 1, u64::from(MAX_LABELS))
        .map(|v| v as u32)
        .map_err(|e| e.said())
}

/// Reads p as a decimal ("0.3", "0,3"), a simple fraction ("1/3") or a percentage ("30%"), kept to six
/// decimals.
pub fn parse_p(text: &str) -> Result<u32, Said> {
    let what = "share of true labels p";
    let reading = read_answer(text).map_err(|e| Said::labelled(what, &e))?;
    let value = match reading.suffix {
        None => reading.value,
        Some(Suffix::Percent) => reading.value / 100.0,
        Some(_) => {
            return Err(Said::fill(
                Tr::new(
                    "{} is a number from 0 to 1, like 0.25",
                    "{} 0 se 1 tak ka number hai, jaise 0.25",
                ),
                &[what],
            ))
        }
    };
    if !(0.0..=1.0).contains(&value) {
        return Err(FieldError::OutOfUnitRange { what }.said());
    }
    Ok((value * f64::from(P_SCALE)).round() as u32)
}

/// Reads the layout's length parameter (mean run length, block length or shuffle window).
pub fn parse_run(text: &str, layout: Layout) -> Result<u32, Said> {
    fields::parse_whole(text, layout.run_label(), 1, u64::from(MAX_RUN))
        .map(|v| v as u32)
        .map_err(|e| e.said())
}

fn parse_sector(text: &str) -> Result<u32, FieldError> {
    fields::parse_whole(text, "cycles per sector", 0, u64::from(MAX_SECTOR_CYCLES))
        .map(|v| v as u32)
}

/// Millionths as a decimal with no trailing zeros: 500000 → "0.5".
fn write_ppm(ppm: u32) -> String {
    let (whole, fraction) = (ppm / P_SCALE, ppm % P_SCALE);
    if fraction == 0 {
        return whole.to_string();
    }
    let digits = format!("{fraction:06}");
    format!("{whole}.{}", digits.trim_end_matches('0'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn parse(link: &str) -> (LayoutsState, Vec<LinkProblem>) {
        LayoutsState::parse(&Query::parse(link))
    }

    /// (link, expected state change from the default, parameters named as problems)
    #[test]
    fn links_name_their_bad_part_and_keep_the_rest() {
        let d = LayoutsState::default;
        let table: Vec<(&str, LayoutsState, Vec<&str>)> = vec![
            (
                "n=4096&p=0.5&layout=runs&run=8&seed=42&warp=32&a=20&b=12",
                d(),
                vec![],
            ),
            (
                "n=100&p=0.25&layout=sorted&run=3&seed=7&warp=64&a=5&b=6&sector=9",
                LayoutsState {
                    n: 100,
                    p_ppm: 250_000,
                    layout: Layout::Sorted,
                    run: 3,
                    seed: 7,
                    width: WarpWidth::Wave64,
                    a: 5,
                    b: 6,
                    sector: 9,
                },
                vec![],
            ),
            ("n=0&p=2", d(), vec!["n", "p"]),
            ("n=1000001", d(), vec!["n"]),
            (
                "layout=zigzag&n=50",
                LayoutsState { n: 50, ..d() },
                vec!["layout"],
            ),
            ("run=0&warp=48", d(), vec!["run", "warp"]),
            ("a=-1&b=x&sector=10001", d(), vec!["a", "b", "sector"]),
            (
                "p=1/4",
                LayoutsState {
                    p_ppm: 250_000,
                    ..d()
                },
                vec![],
            ),
            (
                "p=25%25",
                LayoutsState {
                    p_ppm: 250_000,
                    ..d()
                },
                vec![],
            ),
            (
                "p=0,1",
                LayoutsState {
                    p_ppm: 100_000,
                    ..d()
                },
                vec![],
            ),
            // Runs at p = 0.01 need a mean run of at least 50: the run is raised and named.
            (
                "p=0.01&run=8",
                LayoutsState {
                    p_ppm: 10_000,
                    run: 50,
                    ..d()
                },
                vec!["run"],
            ),
            (
                "layout=sorted&p=0.01&run=8",
                LayoutsState {
                    p_ppm: 10_000,
                    layout: Layout::Sorted,
                    ..d()
                },
                vec![],
            ),
        ];
        for (link, expected, named) in table {
            let (s, problems) = parse(link);
            assert_eq!(s, expected, "{link}");
            let got: Vec<&str> = problems.iter().map(|p| p.parameter.as_str()).collect();
            assert_eq!(got, named, "{link}: {problems:?}");
        }
        let (_, problems) = parse("layout=zigzag");
        assert!(
            problems[0]
                .reason
                .contains("independent, sorted, alternating"),
            "{}",
            problems[0].reason
        );
    }

    #[test]
    fn every_layout_round_trips() {
        for layout in Layout::ALL {
            let mut s = LayoutsState::default();
            s.set_layout(layout);
            assert_eq!(parse(&s.to_query()).0, s, "{layout:?}");
        }
    }

    /// (edit, expected outcome): refused edits leave the state as it was.
    #[test]
    fn edits_refuse_with_a_sentence_and_keep_the_last_valid_state() {
        let mut s = LayoutsState::default();
        assert!(s.edit_n("0").is_err());
        assert!(s.edit_n("2,000,000").is_err());
        assert_eq!(s.n, 4096);
        s.edit_n("33").unwrap();
        assert_eq!(s.n, 33);
        assert!(s.edit_p("1.5").is_err());
        let e = s.edit_p("0.02").unwrap_err();
        assert!(e.en.contains("25"), "runs at p = 0.02 need r ≥ 25: {e:?}");
        assert_eq!(s.p_ppm, 500_000);
        s.edit_p("1/3").unwrap();
        assert_eq!((s.p_ppm, s.p_text().as_str()), (333_333, "0.333333"));
        assert!(s.edit_run("0").is_err());
        assert!(s.edit_run("1").is_err(), "r = 1 is too short at p = 1/3");
        s.set_p_slider(50).unwrap();
        s.edit_run("1").unwrap();
        assert!(s.set_p_slider(30).is_err());
        assert_eq!(s.p_ppm, 500_000);
        s.set_layout(Layout::Clustered);
        s.set_p_slider(30).unwrap();
        s.set_layout(Layout::Runs);
        assert_eq!(
            s.run, 2,
            "raised to the shortest mean run that works at p = 0.3"
        );
        assert!(s.edit_seed("-1").is_err());
        s.edit_seed("4294967295").unwrap();
        assert!(s.edit_a("1000001").is_err());
        s.edit_b("0").unwrap();
        assert!(s.edit_sector("x").is_err());
        s.edit_sector("0").unwrap();
        assert_eq!((s.seed, s.b, s.sector), (4_294_967_295, 0, 0));
    }

    #[test]
    fn links_between_the_two_labs() {
        let shell = ShellState::default();
        let s = LayoutsState {
            p_ppm: 250_000,
            seed: 9,
            width: WarpWidth::Wave64,
            ..LayoutsState::default()
        };
        assert_eq!(s.lab_href(&shell), "?view=lab&p=0.25&n=64&seed=9");
        assert_eq!(
            LayoutsState::from_lab(0.05, 7, &shell),
            "?view=layouts&n=4096&p=0.05&layout=runs&run=10&seed=7&warp=32&a=20&b=12&sector=4"
        );
    }

    #[test]
    fn p_is_written_without_trailing_zeros() {
        for (ppm, text) in [
            (0, "0"),
            (1_000_000, "1"),
            (500_000, "0.5"),
            (1, "0.000001"),
            (120_000, "0.12"),
        ] {
            assert_eq!(write_ppm(ppm), text);
            assert_eq!(parse_p(text), Ok(ppm));
        }
    }

    proptest! {
        #[test]
        fn states_round_trip(n in 1u32..=MAX_LABELS, p in 0u32..=P_SCALE, layout in 0usize..6, run in 1u32..=MAX_RUN, seed in 0u64..=u64::from(u32::MAX), wide: bool, a in 0u32..=1_000_000, b in 0u32..=1_000_000, sector in 0u32..=MAX_SECTOR_CYCLES) {
            let mut s = LayoutsState { n, p_ppm: p, layout: Layout::ALL[layout], run, seed, width: if wide { WarpWidth::Wave64 } else { WarpWidth::Warp32 }, a, b, sector };
            if s.spec().check().is_err() {
                s.run = DatasetSpec::min_run(s.p());
            }
            let (back, problems) = parse(&s.to_query());
            prop_assert!(problems.is_empty(), "{:?}", problems);
            prop_assert_eq!(back, s);
        }

        #[test]
        fn any_link_text_parses_to_a_valid_state(link in "[a-z=&0-9.,/%-]{0,80}") {
            let (s, _) = parse(&link);
            prop_assert!(s.spec().check().is_ok());
        }
    }
}
