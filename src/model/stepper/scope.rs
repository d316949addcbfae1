//! What of a compiled kernel the H200 model was never calibrated on, and how far off its latest judged round was
//! (issue 35): for the readout beside "Predicted cycles".
//!
//! [`outside_calibration`] lists, line by line, the constructs on screen that no calibration family measured, so
//! their share of the prediction is an assumption. [`LATEST_ERROR_BAND`] is the newest pre-registered round's
//! error against the H200 (`scripts/gpu/prereg/errors-roundN.json`); a test ties it to that file.

use super::compile::{Dest, Op, Program, E};
use super::value::{Bin, Func};
use crate::model::i18n::Tr;

/// A construct the H200 model prices without having measured it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outside {
    /// A read of another lane's element or through an index (`a[j]`): priced as an L1 hit.
    LoadAsL1Hit,
    /// Two or more loads in one statement or condition that do not depend on each other.
    IndependentLoads,
    /// A store to an input array.
    Store,
    /// `sqrtf`, `expf`, `logf`: priced by their instruction count.
    MathFunction,
    /// `/` or `%` by a value that is not a constant.
    VariableDivision,
    /// `&&`, `||` or `?:`: nvcc may branch or select; neither was measured.
    ShortCircuit,
    /// `work(expr)` with a per-lane count.
    PerLaneWork,
    /// A statement of 3 or more operators besides `work`: priced at one cycle an operator.
    LongStatement,
    /// A loop inside a loop inside a loop (two levels were measured).
    DeepLoopNest,
    /// A constant-trip loop whose straight-line body is longer than the 8 ops calibration families 8–10 measured.
    ConstLoopBodyLength,
}

impl Outside {
    /// What the readout says about it.
    pub fn text(self) -> Tr {
        match self {
            Outside::LoadAsL1Hit => Tr::new(
                "load priced as an L1 hit (about 30 cycles); a miss to L2 or memory costs several times more, and overlap with later work is not modelled",
                "load ko L1 hit maana gaya (lagbhag 30 cycles); L2 ya memory tak miss kai guna mehenga hai, aur baad ke kaam ke saath overlap model nahi hai",
            ),
            Outside::IndependentLoads => Tr::new(
                "independent loads are priced one after another; the hardware overlaps them",
                "independent loads ek ke baad ek gine gaye; hardware unhe overlap karta hai",
            ),
            Outside::Store => Tr::new(
                "a store was never measured: priced as one issue cycle",
                "store kabhi measure nahi hua: ek issue cycle maana gaya",
            ),
            Outside::MathFunction => Tr::new(
                "a math function is priced by its instruction count, not measured",
                "math function ki keemat uske instruction count se, measure nahi hui",
            ),
            Outside::VariableDivision => Tr::new(
                "division or remainder by a variable is a long instruction sequence nobody measured",
                "variable se division ya remainder lambi instruction sequence hai jo measure nahi hui",
            ),
            Outside::ShortCircuit => Tr::new(
                "&&, || and ?: were not measured: nvcc may branch or select",
                "&&, || aur ?: measure nahi hue: nvcc branch ya select kar sakta hai",
            ),
            Outside::PerLaneWork => Tr::new(
                "work() with a per-lane count was never measured",
                "per-lane count wala work() kabhi measure nahi hua",
            ),
            Outside::LongStatement => Tr::new(
                "plain arithmetic is priced at one cycle an operator (issue rate), not measured as a dependent chain",
                "plain arithmetic ek cycle per operator (issue rate) maana gaya, dependent chain ki tarah measure nahi hua",
            ),
            Outside::DeepLoopNest => Tr::new(
                "three or more nested loops: the calibration measured two levels",
                "teen ya zyada nested loops: calibration ne do levels measure kiye",
            ),
            Outside::ConstLoopBodyLength => Tr::new(
                "a constant-trip loop body longer than 8 ops: trips were measured with 1 to 8",
                "constant-trip loop ki body 8 ops se lambi: trips 1 se 8 ops tak hi naape gaye",
            ),
        }
    }
}

/// One construct outside the calibration, on a source line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct OutsideItem {
    pub line: u32,
    pub what: Outside,
}

/// The constructs of `program` that the H200 model prices without a calibration behind them, by line, each
/// (line, kind) once, in line order. Empty for a kernel made only of calibrated constructs.
pub fn outside_calibration(program: &Program) -> Vec<OutsideItem> {
    let mut out: Vec<OutsideItem> = Vec::new();
    let mut note = |line: u32, what: Outside| {
        let item = OutsideItem { line, what };
        if let Err(at) = out.binary_search(&item) {
            out.insert(at, item);
        }
    };
    for ins in &program.code {
        let mut exprs: Vec<&[E]> = Vec::new();
        match ins.op {
            Op::Eval { dest, expr } => {
                exprs.push(ops(program, expr));
                if let Dest::Elem(_, index) = dest {
                    note(ins.line, Outside::Store);
                    exprs.push(ops(program, index));
                }
                let n = operators(ops(program, expr));
                if n >= 3 && !ins.control {
                    note(ins.line, Outside::LongStatement);
                }
            }
            Op::Branch { cond, .. } | Op::Pred { cond, .. } => exprs.push(ops(program, cond)),
            Op::Switch { sel, .. } => exprs.push(ops(program, sel)),
            Op::Work(Some(x)) => {
                note(ins.line, Outside::PerLaneWork);
                exprs.push(ops(program, x));
            }
            Op::Intrinsic { args, .. } => {
                for a in args.iter().flatten() {
                    exprs.push(ops(program, *a));
                }
            }
            _ => {}
        }
        for x in exprs {
            let depth = super::h200::load_depth(x);
            if depth > 0 {
                note(ins.line, Outside::LoadAsL1Hit);
            }
            if lane_free_loads(x) > depth {
                note(ins.line, Outside::IndependentLoads);
            }
            if x.iter()
                .any(|o| matches!(o, E::Call(Func::Sqrt | Func::Exp | Func::Log)))
            {
                note(ins.line, Outside::MathFunction);
            }
            let variable_div = x
                .windows(2)
                .any(|w| matches!(w[1], E::Bin(Bin::Div | Bin::Rem)) && !matches!(w[0], E::Lit(_)));
            if variable_div {
                note(ins.line, Outside::VariableDivision);
            }
            if x.iter()
                .any(|o| matches!(o, E::AndSkip(_) | E::OrSkip(_) | E::SkipIfFalse(_)))
            {
                note(ins.line, Outside::ShortCircuit);
            }
        }
    }
    // Loops: a backward branch or jump; three nested is outside.
    let loops: Vec<(u32, u32)> = program
        .code
        .iter()
        .enumerate()
        .filter_map(|(pc, ins)| match ins.op {
            Op::Branch { target, .. } | Op::Jump(target) if (target as usize) <= pc => {
                Some((target, pc as u32))
            }
            _ => None,
        })
        .collect();
    for &(lo, hi) in &loops {
        let depth = loops.iter().filter(|&&(a, b)| a <= lo && hi <= b).count();
        if depth >= 3 {
            if let Some(line) = program.line_of(hi) {
                note(line, Outside::DeepLoopNest);
            }
        }
    }
    for test in super::h200::const_loop_bodies_off_fit(program) {
        if let Some(line) = program.line_of(test) {
            note(line, Outside::ConstLoopBodyLength);
        }
    }
    out
}

fn ops(program: &Program, e: super::compile::ExprRef) -> &[E] {
    let start = e.start as usize;
    program.ex.get(start..start + e.len as usize).unwrap_or(&[])
}

fn operators(x: &[E]) -> usize {
    x.iter()
        .filter(|o| matches!(o, E::Un(_) | E::Bin(_) | E::Call(_) | E::Cast(_)))
        .count()
}

/// Loads whose index is not the lane's own datum.
fn lane_free_loads(x: &[E]) -> u32 {
    use super::compile::Builtin;
    x.iter()
        .enumerate()
        .filter(|(i, o)| {
            matches!(o, E::Load(_))
                && !(*i > 0
                    && matches!(
                        x.get(i - 1),
                        Some(E::Builtin(Builtin::ThreadIdx | Builtin::LaneId))
                    ))
        })
        .count() as u32
}

/// How far the newest pre-registered round's predictions were from the H200 (percent of the measurement).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ErrorBand {
    pub round: u32,
    /// The card the round was measured on.
    pub card: &'static str,
    /// The model version the round's predictions were made with.
    pub model_version: u32,
    pub median_abs_error_pct: f64,
    pub max_abs_error_pct: f64,
    /// Divergent ÷ uniform of each kernel, predicted against measured.
    pub ratio_median_abs_error_pct: f64,
    pub ratio_max_abs_error_pct: f64,
}

/// The newest measured round (`scripts/gpu/prereg/errors-round17.json`, measured on an H100: no H200 could be
/// started in that session; the same Hopper SM). A test recomputes every figure from that file.
pub const LATEST_ERROR_BAND: ErrorBand = ErrorBand {
    round: 17,
    card: "NVIDIA H100 80GB HBM3",
    model_version: 16,
    median_abs_error_pct: 12.1,
    max_abs_error_pct: 59.3,
    ratio_median_abs_error_pct: 5.3,
    ratio_max_abs_error_pct: 18.6,
};

/// [`LATEST_ERROR_BAND`], for a readout: "predicted cycles were within ±median % (at most ±max %) in round N".
pub fn latest_error_band() -> ErrorBand {
    LATEST_ERROR_BAND
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::stepper::{compile, Options};

    fn items(src: &str) -> Vec<(u32, Outside)> {
        let p = compile(src, &Options::default()).unwrap_or_else(|e| panic!("{e}"));
        outside_calibration(&p)
            .into_iter()
            .map(|i| (i.line, i.what))
            .collect()
    }

    #[test]
    fn the_error_band_is_the_newest_measured_round() {
        let rounds = crate::model::prereg::rounds();
        let newest = rounds.last().expect("a measured round");
        let band = latest_error_band();
        assert_eq!(band.round, newest.round);
        assert_eq!(
            band.median_abs_error_pct,
            newest.summary.median_abs_error_pct
        );
        assert_eq!(band.max_abs_error_pct, newest.summary.max_abs_error_pct);
        let (median, max) = crate::model::prereg::ratio_spread(&newest.rows);
        assert!(
            (band.ratio_median_abs_error_pct - median).abs() < 0.05,
            "{median}"
        );
        assert!((band.ratio_max_abs_error_pct - max).abs() < 0.05, "{max}");
        // The model version and card the round's own files name.
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/gpu/prereg");
        let read = |name: String| -> serde_json::Value {
            serde_json::from_str(&std::fs::read_to_string(format!("{dir}/{name}")).expect("file"))
                .expect("json")
        };
        let predictions = read(format!("predictions-round{}.json", band.round));
        assert_eq!(
            predictions["model_version"].as_u64(),
            Some(u64::from(band.model_version))
        );
        let measured = read(format!("measured-round{}.json", band.round));
        assert_eq!(measured["run"]["gpu"].as_str(), Some(band.card));
    }

    #[test]
    fn calibrated_kernels_list_nothing() {
        let src = "__global__ void k(const int *sel) {\n    if (sel[threadIdx.x] < 16) {\n        work(8);\n    } else {\n        work(6);\n    }\n    for (int i = 0; i < 4; i++) {\n        if (__any_sync(0xffffffff, sel[threadIdx.x] == i)) {\n            work(3);\n        }\n    }\n    switch (sel[threadIdx.x] & 3) {\n    case 0: work(2); break;\n    default: work(5); break;\n    }\n}\n";
        assert_eq!(items(src), vec![]);
    }

    #[test]
    fn each_uncalibrated_construct_is_named_on_its_line() {
        let src = "__global__ void k(const int *sel, int *tab, float *f) {\n    int j = tab[sel[threadIdx.x]];\n    int t = tab[j] + tab[j + 1];\n    tab[threadIdx.x] = j;\n    float r = sqrtf(f[threadIdx.x]);\n    int q = j / t;\n    if (j > 2 && t < 9) {\n        work(3);\n    }\n    work(j);\n    for (int a = 0; a < 2; a++) {\n        for (int b = 0; b < 2; b++) {\n            for (int c = 0; c < 2; c++) {\n                work(1);\n            }\n        }\n    }\n    for (int d = 0; d < 3; d++) {\n        work(9);\n    }\n    for (int e = 0; e < 3; e++) {\n        work(5);\n    }\n}\n";
        let got = items(src);
        for want in [
            (2, Outside::LoadAsL1Hit),
            (3, Outside::IndependentLoads),
            (4, Outside::Store),
            (5, Outside::MathFunction),
            (6, Outside::VariableDivision),
            (7, Outside::ShortCircuit),
            (10, Outside::PerLaneWork),
            (13, Outside::DeepLoopNest),
            (18, Outside::ConstLoopBodyLength),
        ] {
            assert!(got.contains(&want), "{want:?} missing from {got:?}");
        }
        assert!(!got.contains(&(2, Outside::IndependentLoads)), "{got:?}");
        assert!(
            !got.iter()
                .any(|&(l, w)| l > 18 && w == Outside::ConstLoopBodyLength),
            "5 ops were fitted: {got:?}"
        );
        assert!(
            got.windows(2).all(|w| w[0] < w[1]),
            "in line order, once each"
        );
        for (_, what) in got {
            assert!(what.text().defect(&[]).is_none());
        }
    }
}
