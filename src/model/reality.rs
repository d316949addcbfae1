//! The reality check's model: reads the H200 measurements, prices each scenario with the core, and fits
//! a refined model (toy cost plus fixed costs per serialized path, per jump-table path and per loop
//! iteration, each ≥ 0) to the measurements by non-negative least squares — once on every run
//! (fitted, in-sample) and once per scenario on the other scenarios' runs (leave-one-out, a real
//! prediction).
//!
//! Nothing here is hard-coded from the measurements: predictions come from the pricing core and the
//! fits are recomputed from whatever data they are given. Only the scenarios' human names are listed.

use super::i18n::{fill, Bilingual, Lang, Tr};
use serde::{Deserialize, Serialize};

use super::lanes::{LaneMask, WarpWidth};
use super::loops::TripCounts;
use super::pricing::{PathSpec, Region};
use super::tree::{decode_lanes, TreeShape, WarpData};

/// The id of a scenario's row in the Reality check table (links and badges jump to it).
pub fn row_id(scenario: &str) -> String {
    format!("row-{scenario}")
}

/// The name a person reads for a measured scenario (badges, chart labels); the internal id stays
/// for anchors and links. `None` for an id that is not measured.
pub fn scenario_name(id: &str, lang: Lang) -> Option<&'static str> {
    NAMES
        .iter()
        .find(|(key, ..)| *key == id)
        .map(|(_, name, _)| name.get(lang))
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Metadata {
    pub gpu: String,
    pub sm_count: u32,
    pub compute_capability: String,
    pub driver: String,
    pub nvcc: String,
    pub date: String,
    pub command: String,
    pub ncu: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Calibration {
    pub cycles_per_op: f64,
    pub clock_floor_cycles: f64,
    pub one_path_overhead_cycles: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Spread {
    pub median: f64,
    pub p10: f64,
    pub p90: f64,
    pub min: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CorePath {
    pub length: u32,
    pub mask: String,
}

/// A scenario in the pricing core's own terms; its `kind` member names the form.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum CoreForm {
    Region {
        width: u32,
        paths: Vec<CorePath>,
        prologue: u32,
        tail: u32,
    },
    Tree {
        shape: String,
        width: u32,
        leaves: Vec<u32>,
        lanes: String,
    },
    Loop {
        width: u32,
        body: u32,
        counts: Vec<u32>,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sass {
    pub ffma: u32,
    pub ffma_predicated: u32,
    pub bssy: u32,
    pub brx: u32,
    pub expected_ffma: u32,
    pub ops_intact: bool,
    pub summary: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ncu {
    pub active_threads_per_instruction: Option<f64>,
    pub branch_uniformity_pct: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Measured {
    pub id: String,
    pub title: String,
    pub kernel: String,
    pub shape: String,
    pub reps: u32,
    pub cycles: Spread,
    pub baseline_cycles: Spread,
    pub core: CoreForm,
    pub baseline_core: CoreForm,
    pub model_units: f64,
    pub baseline_model_units: f64,
    pub sass: Sass,
    pub ncu: Option<Ncu>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Measurements {
    pub format: u32,
    pub metadata: Metadata,
    pub calibration: Calibration,
    pub scenarios: Vec<Measured>,
}

impl Measurements {
    /// The whole file; its format is checked before anything else is read.
    pub fn parse(text: &str) -> Result<Measurements, RealityError> {
        /// The one member read first, so that another format is named rather than misread.
        #[derive(Deserialize)]
        struct Format {
            format: u32,
        }
        let unreadable = |e: serde_json::Error| RealityError::Unreadable(e.to_string());
        let Format { format } = serde_json::from_str(text).map_err(unreadable)?;
        if format != 1 {
            return Err(RealityError::UnknownFormat(format));
        }
        serde_json::from_str(text).map_err(unreadable)
    }
}

/// Why the measurement file could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RealityError {
    Unreadable(String),
    UnknownFormat(u32),
    BadScenario { id: String, reason: String },
}

impl std::fmt::Display for RealityError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RealityError::Unreadable(e) => write!(f, "the measurement file could not be read: {e}"),
            RealityError::UnknownFormat(v) => {
                write!(f, "the measurement file has an unknown format ({v})")
            }
            RealityError::BadScenario { id, reason } => {
                write!(f, "scenario {id} cannot be priced: {reason}")
            }
        }
    }
}

impl std::error::Error for RealityError {}

/// What the toy model says about one code shape and lane layout.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prediction {
    /// Issued ops (T_div plus uniform code, or iterations × body for a loop).
    pub issued_ops: f64,
    /// Serialized paths that issue anything (taken, and longer than zero); for a loop, 1.
    pub paths: u32,
    /// Loop iterations the warp runs; 0 outside loops.
    pub iterations: u32,
}

/// An empty else with takers issues nothing, so it adds no branch overhead either.
fn issuing_paths(region: &Region) -> u32 {
    region
        .paths()
        .iter()
        .filter(|p| !p.takers.is_empty() && p.length > 0)
        .count() as u32
}

fn parse_mask(text: &str) -> Result<LaneMask, String> {
    u64::from_str_radix(text.strip_prefix("0x").unwrap_or(text), 16)
        .map(LaneMask)
        .map_err(|_| format!("\"{text}\" is not a lane mask"))
}

impl CoreForm {
    /// Prices the form with the core.
    pub fn predict(&self) -> Result<Prediction, String> {
        match self {
            CoreForm::Region {
                width,
                paths,
                prologue,
                tail,
            } => {
                let width = WarpWidth::from_lanes(*width).map_err(|e| e.to_string())?;
                let specs = paths
                    .iter()
                    .map(|p| {
                        parse_mask(&p.mask).map(|takers| PathSpec {
                            length: p.length,
                            takers,
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                let region =
                    Region::new(width, specs, *prologue, *tail).map_err(|e| e.to_string())?;
                Ok(Prediction {
                    issued_ops: region.price().total_issued() as f64,
                    paths: issuing_paths(&region),
                    iterations: 0,
                })
            }
            CoreForm::Tree {
                shape,
                width,
                leaves,
                lanes,
            } => {
                let shape = TreeShape::from_key(shape)
                    .ok_or_else(|| format!("no tree shape \"{shape}\""))?;
                let width = WarpWidth::from_lanes(*width).map_err(|e| e.to_string())?;
                let (data, active) = decode_lanes(shape, lanes, width).map_err(|e| e.en)?;
                let warp = WarpData {
                    width,
                    lanes: data,
                    active,
                };
                let region = warp
                    .region(shape, leaves, 0, 0)
                    .map_err(|e| e.to_string())?;
                Ok(Prediction {
                    issued_ops: region.price().total_issued() as f64,
                    paths: issuing_paths(&region),
                    iterations: 0,
                })
            }
            CoreForm::Loop {
                width,
                body,
                counts,
            } => {
                let width = WarpWidth::from_lanes(*width).map_err(|e| e.to_string())?;
                let trips = TripCounts::new(width, counts.clone()).map_err(|e| e.to_string())?;
                Ok(Prediction {
                    issued_ops: trips.issued_cycles(*body) as f64,
                    paths: 1,
                    iterations: trips.iterations(),
                })
            }
        }
    }
}

/// One scenario, measured and predicted.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub measured: Measured,
    pub model: Prediction,
    pub baseline_model: Prediction,
    /// Fitted (in-sample) predictions in op units, divergent run and uniform baseline: the fit saw
    /// these very runs.
    pub refined: f64,
    pub baseline_refined: f64,
    /// The divergent run predicted by a fit that excluded every run of this scenario (leave-one-out),
    /// or why no such fit can predict it.
    pub left_out: Result<f64, Underdetermined>,
}

impl Row {
    /// Measured op units over the toy model's ops.
    pub fn ratio(&self) -> Option<f64> {
        (self.model.issued_ops > 0.0).then(|| self.measured.model_units / self.model.issued_ops)
    }

    /// Model efficiency: uniform baseline ops over divergent ops.
    pub fn model_efficiency(&self) -> Option<f64> {
        (self.model.issued_ops > 0.0)
            .then(|| self.baseline_model.issued_ops / self.model.issued_ops)
    }

    /// Measured efficiency: uniform baseline cycles over divergent cycles.
    pub fn measured_efficiency(&self) -> Option<f64> {
        let floor = 0.0;
        (self.measured.cycles.median > floor)
            .then(|| self.measured.baseline_cycles.median / self.measured.cycles.median)
    }

    pub fn residual(&self) -> f64 {
        self.measured.model_units - self.refined
    }

    /// Whether the compiler dispatched the paths through a jump table (BRX).
    pub fn jump_table(&self) -> bool {
        self.measured.sass.brx > 0
    }

    /// The fitted (in-sample) prediction's absolute error, as a share of the measured ops.
    pub fn fitted_error(&self) -> Option<f64> {
        relative_error(self.refined, self.measured.model_units)
    }

    /// The leave-one-out prediction's absolute error, as a share of the measured ops.
    pub fn left_out_error(&self) -> Option<f64> {
        let predicted = self.left_out.ok()?;
        relative_error(predicted, self.measured.model_units)
    }

    /// The scenario's title as a person reads it: the measurement file says "seed" for a source note.
    /// Word by word, so "seed" inside another word stays as it is.
    pub fn title(&self) -> String {
        let words: Vec<&str> = self.measured.title.split(' ').collect();
        let last = words.len().saturating_sub(1);
        words
            .iter()
            .enumerate()
            .map(|(i, &w)| match (w, i < last) {
                ("seed", true) => "source note",
                ("(seed", true) => "(source note",
                _ => w,
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// [`Row::title`] in a language: the file's English, or its Hinglish from the names table.
    pub fn title_in(&self, lang: Lang) -> String {
        match lang {
            Lang::HiLatn => NAMES
                .iter()
                .find(|(key, ..)| *key == self.measured.id)
                .map_or_else(|| self.title(), |(.., hi)| (*hi).to_string()),
            Lang::En => self.title(),
        }
    }
}

/// A cost of the refinement, in the order of its coefficients.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// Each serialized path of a branch (BSSY/BSYNC and a conditional jump).
    PerPath,
    /// Each path reached through a jump table (BRX).
    PerJumpPath,
    /// Each loop iteration.
    PerIteration,
    /// Once per run.
    Fixed,
}

impl Cost {
    pub const ALL: [Cost; 4] = [
        Cost::PerPath,
        Cost::PerJumpPath,
        Cost::PerIteration,
        Cost::Fixed,
    ];

    /// The runs that carry this cost, as a sentence names them.
    fn runs(self) -> &'static str {
        match self {
            Cost::PerPath => "branch runs",
            Cost::PerJumpPath => "jump-table runs",
            Cost::PerIteration => "loop runs",
            Cost::Fixed => "runs",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Cost::PerPath => "per-path cost",
            Cost::PerJumpPath => "per-path jump-table cost",
            Cost::PerIteration => "per-iteration cost",
            Cost::Fixed => "fixed cost",
        }
    }
}

/// Why a scenario cannot be predicted by a fit that left its runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Underdetermined {
    /// No other run carries this cost, so nothing is left to fit it.
    Unfitted(Cost),
    /// The other runs carry its costs only in combinations that cannot be told apart.
    Confounded,
}

/// Why a left-out fit cannot predict a scenario, in both languages.
const CONFOUNDED: Tr = Tr::new(
    "cannot be predicted: the other runs cannot tell its costs apart",
    "predict nahi ho sakta: baaki runs iski costs ko alag-alag nahi pehchaan sakte",
);
/// The runs that would carry the cost, the cost.
const UNFITTED: Tr = Tr::new(
    "cannot be predicted: no other {} to fit its {}",
    "predict nahi ho sakta: koi aur {} nahi hain jinse iski {} fit ho",
);

impl Bilingual for Underdetermined {
    fn text(&self, lang: Lang) -> String {
        match self {
            // The runs and the costs are the fit's technical terms, the same in both languages.
            Underdetermined::Unfitted(cost) => {
                fill(UNFITTED.get(lang), &[cost.runs(), cost.name()])
            }
            Underdetermined::Confounded => CONFOUNDED.get(lang).to_string(),
        }
    }
}

impl std::fmt::Display for Underdetermined {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// The refinement's costs in op units: measured ops ≈ toy ops + per_path·paths + per_jump_path·(paths
/// through a jump table) + per_iteration·iterations + fixed.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Costs {
    pub per_path: f64,
    pub per_jump_path: f64,
    pub per_iteration: f64,
    pub fixed: f64,
}

impl Costs {
    fn from_array([per_path, per_jump_path, per_iteration, fixed]: [f64; 4]) -> Costs {
        Costs {
            per_path,
            per_jump_path,
            per_iteration,
            fixed,
        }
    }

    pub fn get(&self, cost: Cost) -> f64 {
        match cost {
            Cost::PerPath => self.per_path,
            Cost::PerJumpPath => self.per_jump_path,
            Cost::PerIteration => self.per_iteration,
            Cost::Fixed => self.fixed,
        }
    }

    /// The extra ops these costs add to a run with these features.
    pub fn extra(&self, features: &[f64; 4]) -> f64 {
        Cost::ALL
            .iter()
            .zip(features)
            .map(|(&c, x)| self.get(c) * x)
            .sum()
    }

    pub fn predict(&self, p: &Prediction, jump_table: bool) -> f64 {
        p.issued_ops + self.extra(&features(p, jump_table))
    }

    /// The costs that came out below zero, with their values.
    pub fn negative(&self) -> Vec<(Cost, f64)> {
        Cost::ALL
            .iter()
            .map(|&c| (c, self.get(c)))
            .filter(|&(_, v)| v < 0.0)
            .collect()
    }
}

/// The refinement fitted to every run (in-sample).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// Each cost constrained to be ≥ 0 (non-negative least squares): a cost cannot be negative.
    pub costs: Costs,
    /// Plain least squares on the same runs, without the constraint; `None` if it is singular.
    pub unconstrained: Option<Costs>,
    /// Mean absolute error of the toy model and of the fitted one, in op units, over every run.
    pub toy_error: f64,
    pub refined_error: f64,
    pub points: usize,
}

impl Fit {
    /// Share of the toy model's error that the fitted model removes (in-sample).
    pub fn gap_closed(&self) -> f64 {
        if self.toy_error > 0.0 {
            1.0 - self.refined_error / self.toy_error
        } else {
            0.0
        }
    }
}

/// One timed run as the refinement sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Run {
    /// The index of the row (scenario) the run belongs to.
    pub scenario: usize,
    /// How much of each cost the run carries, in the order of `Cost::ALL`.
    pub features: [f64; 4],
    /// Measured op units minus the toy model's ops: what the costs must explain.
    pub extra: f64,
}

/// Both runs of every row, divergent then uniform baseline, tagged with the row's index.
pub fn runs(rows: &[Row]) -> Vec<Run> {
    rows.iter()
        .enumerate()
        .flat_map(|(scenario, r)| {
            let jump = r.jump_table();
            [
                (&r.model, r.measured.model_units),
                (&r.baseline_model, r.measured.baseline_model_units),
            ]
            .map(|(p, units)| Run {
                scenario,
                features: features(p, jump),
                extra: units - p.issued_ops,
            })
        })
        .collect()
}

/// The runs left once every run of `scenario` is taken out.
pub fn excluding(runs: &[Run], scenario: usize) -> Vec<Run> {
    runs.iter()
        .filter(|r| r.scenario != scenario)
        .copied()
        .collect()
}

/// Fits the costs to runs by non-negative least squares; no runs give zero costs.
pub fn fit_costs(runs: &[Run]) -> Costs {
    let (xs, ys): (Vec<[f64; 4]>, Vec<f64>) = runs.iter().map(|r| (r.features, r.extra)).unzip();
    Costs::from_array(nnls(&xs, &ys))
}

/// The extra ops of `target` predicted by costs fitted to `training` alone, or why they cannot be:
/// a cost the target carries that no training run carries, or a combination the runs cannot pin down.
pub fn predict_run(target: &Run, training: &[Run]) -> Result<f64, Underdetermined> {
    for (i, &cost) in Cost::ALL.iter().enumerate() {
        if target.features[i] != 0.0 && training.iter().all(|r| r.features[i] == 0.0) {
            return Err(Underdetermined::Unfitted(cost));
        }
    }
    let xs: Vec<[f64; 4]> = training.iter().map(|r| r.features).collect();
    let (gram, _) = normal_equations(&xs, &vec![0.0; xs.len()]);
    let mut with_target = gram;
    for (i, row) in with_target.iter_mut().enumerate() {
        for (j, cell) in row.iter_mut().enumerate() {
            *cell += target.features[i] * target.features[j];
        }
    }
    if rank(with_target) > rank(gram) {
        return Err(Underdetermined::Confounded);
    }
    Ok(fit_costs(training).extra(&target.features))
}

/// Leave-one-out: each row's divergent run predicted by a fit on every other row's runs (both runs of
/// the row itself excluded), in op units.
pub fn leave_one_out(rows: &[Row]) -> Vec<Result<f64, Underdetermined>> {
    let all = runs(rows);
    rows.iter()
        .enumerate()
        .map(|(i, row)| {
            let target = Run {
                scenario: i,
                features: features(&row.model, row.jump_table()),
                extra: 0.0,
            };
            predict_run(&target, &excluding(&all, i)).map(|extra| row.model.issued_ops + extra)
        })
        .collect()
}

/// Plain least squares by the normal equations; `None` if they are singular.
pub fn least_squares<const K: usize>(xs: &[[f64; K]], ys: &[f64]) -> Option<[f64; K]> {
    let (a, b) = normal_equations(xs, ys);
    solve(a, b, tolerance(&a))
}

/// Non-negative least squares for a handful of coefficients: every coefficient ≥ 0.
///
/// The optimum is the plain least-squares solution over the coefficients it leaves free (the others
/// held at 0), so this solves the problem on each of the 2^K sets of free coefficients, keeps the
/// solutions that are ≥ 0, and returns the one with the smallest squared error (the sparsest on a
/// tie). Sets whose equations are singular are skipped; holding every coefficient at 0 always counts.
pub fn nnls<const K: usize>(xs: &[[f64; K]], ys: &[f64]) -> [f64; K] {
    let (a, b) = normal_equations(xs, ys);
    let tol = tolerance(&a);
    let squared_error = |c: &[f64; K]| -> f64 {
        xs.iter()
            .zip(ys)
            .map(|(x, y)| {
                let e = y - x.iter().zip(c).map(|(x, c)| x * c).sum::<f64>();
                e * e
            })
            .sum()
    };
    // Every non-empty set of free costs, smallest first (by value within a size).
    let sets =
        (1..=K as u32).flat_map(|size| (1..1u32 << K).filter(move |s| s.count_ones() == size));
    let mut best = ([0.0; K], squared_error(&[0.0; K]));
    for set in sets {
        let free = |i: usize| (set >> i) & 1 == 1;
        let mut sub_a = [[0.0; K]; K];
        let mut sub_b = [0.0; K];
        for i in 0..K {
            if free(i) {
                sub_b[i] = b[i];
                for j in (0..K).filter(|&j| free(j)) {
                    sub_a[i][j] = a[i][j];
                }
            } else {
                sub_a[i][i] = 1.0;
            }
        }
        let Some(c) = solve(sub_a, sub_b, tol) else {
            continue;
        };
        if c.iter().any(|&v| v < -1e-9) {
            continue;
        }
        let c = c.map(|v| v.max(0.0));
        let e = squared_error(&c);
        if e < best.1 - 1e-9 * (1.0 + best.1) {
            best = (c, e);
        }
    }
    best.0
}

/// Median and maximum of a set of absolute errors (shares of the measured ops).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ErrorSpread {
    pub median: f64,
    pub max: f64,
    /// How many scenarios the errors cover.
    pub count: usize,
}

impl ErrorSpread {
    /// `None` for no errors; the median of an even count is the mean of the middle two.
    pub fn of(errors: &[f64]) -> Option<ErrorSpread> {
        let mut sorted = errors.to_vec();
        sorted.sort_unstable_by(f64::total_cmp);
        let n = sorted.len();
        let max = *sorted.last()?;
        let median = if n % 2 == 1 {
            sorted[n / 2]
        } else {
            (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
        };
        Some(ErrorSpread {
            median,
            max,
            count: n,
        })
    }
}

/// In-sample against leave-one-out error over the scenarios.
#[derive(Clone, Debug, PartialEq)]
pub struct ErrorSummary {
    pub in_sample: ErrorSpread,
    /// Over the scenarios a left-out fit can predict; `None` if there are none.
    pub left_out: Option<ErrorSpread>,
    /// Ids of the scenarios a left-out fit cannot predict.
    pub unpredictable: Vec<String>,
}

/// The analysed measurements: every row with its predictions, and the fit.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    pub data: Measurements,
    pub rows: Vec<Row>,
    pub fit: Option<Fit>,
}

impl Analysis {
    pub fn from_json(text: &str) -> Result<Analysis, RealityError> {
        let data = Measurements::parse(text)?;
        let mut rows = Vec::new();
        for m in data.scenarios.iter().filter(|m| m.shape != "calibration") {
            let bad = |reason: String| RealityError::BadScenario {
                id: m.id.clone(),
                reason,
            };
            let model = m.core.predict().map_err(bad)?;
            let baseline_model = m.baseline_core.predict().map_err(bad)?;
            rows.push(Row {
                measured: m.clone(),
                model,
                baseline_model,
                refined: 0.0,
                baseline_refined: 0.0,
                left_out: Err(Underdetermined::Unfitted(Cost::Fixed)),
            });
        }
        let fit = Analysis::fit(&mut rows);
        Ok(Analysis { data, rows, fit })
    }

    /// Fills in every row's fitted and left-out predictions; `None` when there are no runs.
    fn fit(rows: &mut [Row]) -> Option<Fit> {
        let all = runs(rows);
        if all.is_empty() {
            return None;
        }
        let costs = fit_costs(&all);
        let (xs, ys): (Vec<[f64; 4]>, Vec<f64>) = all.iter().map(|r| (r.features, r.extra)).unzip();
        let unconstrained = least_squares(&xs, &ys).map(Costs::from_array);
        let left_out = leave_one_out(rows);
        for (row, left_out) in rows.iter_mut().zip(left_out) {
            let jump = row.jump_table();
            row.refined = costs.predict(&row.model, jump);
            row.baseline_refined = costs.predict(&row.baseline_model, jump);
            row.left_out = left_out;
        }
        let (mut toy, mut refined) = (0.0, 0.0);
        for r in rows.iter() {
            toy += (r.measured.model_units - r.model.issued_ops).abs()
                + (r.measured.baseline_model_units - r.baseline_model.issued_ops).abs();
            refined += (r.measured.model_units - r.refined).abs()
                + (r.measured.baseline_model_units - r.baseline_refined).abs();
        }
        Some(Fit {
            costs,
            unconstrained,
            toy_error: toy / all.len() as f64,
            refined_error: refined / all.len() as f64,
            points: all.len(),
        })
    }

    /// Median and maximum error of the fitted (in-sample) and the left-out predictions.
    pub fn errors(&self) -> Option<ErrorSummary> {
        let fitted: Vec<f64> = self.rows.iter().filter_map(Row::fitted_error).collect();
        let left_out: Vec<f64> = self.rows.iter().filter_map(Row::left_out_error).collect();
        Some(ErrorSummary {
            in_sample: ErrorSpread::of(&fitted)?,
            left_out: ErrorSpread::of(&left_out),
            unpredictable: self
                .rows
                .iter()
                .filter(|r| r.left_out.is_err())
                .map(|r| r.measured.id.clone())
                .collect(),
        })
    }

    /// The measured scenario whose paths match a region: same lengths and taker counts in order.
    pub fn match_region(&self, region: &Region) -> Option<&Row> {
        let wanted: Vec<(u32, u32)> = region
            .paths()
            .iter()
            .map(|p| (p.length, p.takers.count()))
            .collect();
        self.rows.iter().find(|r| match &r.measured.core {
            CoreForm::Region {
                width,
                paths,
                prologue,
                tail,
            } => {
                *width == region.width().lanes()
                    && *prologue == region.prologue()
                    && *tail == region.tail()
                    && paths.len() == wanted.len()
                    && paths.iter().zip(&wanted).all(|(p, &(l, t))| {
                        p.length == l && parse_mask(&p.mask).map(|m| m.count()) == Ok(t)
                    })
            }
            _ => false,
        })
    }

    /// The measured nested-tree scenario that reaches exactly these leaves with these costs.
    pub fn match_tree(&self, reached: &[bool], costs: &[u32]) -> Option<&Row> {
        self.rows.iter().find(|r| match &r.measured.core {
            CoreForm::Tree {
                shape,
                width,
                leaves,
                lanes,
            } => {
                let Some(shape) = TreeShape::from_key(shape) else {
                    return false;
                };
                let Ok(width) = WarpWidth::from_lanes(*width) else {
                    return false;
                };
                let Ok((data, active)) = decode_lanes(shape, lanes, width) else {
                    return false;
                };
                let warp = WarpData {
                    width,
                    lanes: data,
                    active,
                };
                let got: Vec<bool> = warp
                    .leaf_masks(shape)
                    .iter()
                    .map(|m| !m.is_empty())
                    .collect();
                leaves.as_slice() == costs && got.as_slice() == reached
            }
            _ => false,
        })
    }
}

/// Seed scenarios (by the pricing core's ids) that the shipped measurements cover. A test keeps this
/// list in step with the file, so the timeline and tree can show their badge without parsing it.
pub const MEASURED_REGIONS: &[&str] = &[
    "L1.1",
    "L1.2",
    "L2.1",
    "L2.2",
    "L2.3",
    "L3.3X",
    "L4.1",
    "L4.2",
    "L5.3Q",
    "split10-8",
    "worst32",
];

/// Measured nested-tree layouts (seed L3.1, default leaf costs): which leaves they reach.
pub const MEASURED_TREES: &[(&str, [bool; 4])] = &[
    ("L3.1-worst", [true, true, true, true]),
    ("L3.1-best", [true, false, true, false]),
];

/// The measured seed scenario with the same paths as `region` (lengths and taker counts in order).
pub fn measured_region(region: &Region) -> Option<&'static str> {
    let signature = |r: &Region| -> Vec<(u32, u32)> {
        r.paths()
            .iter()
            .map(|p| (p.length, p.takers.count()))
            .collect()
    };
    let wanted = signature(region);
    MEASURED_REGIONS.iter().copied().find(|id| {
        super::scenarios::find(id)
            .and_then(|s| s.region().ok())
            .is_some_and(|r| {
                r.width() == region.width()
                    && r.prologue() == region.prologue()
                    && r.tail() == region.tail()
                    && signature(&r) == wanted
            })
    })
}

/// The measured tree layout that reaches exactly these leaves, when the leaf costs are seed L3.1's.
pub fn measured_tree(reached: &[bool], costs: &[u32]) -> Option<&'static str> {
    if costs != TreeShape::Nested.default_costs().as_slice() {
        return None;
    }
    MEASURED_TREES
        .iter()
        .find(|(_, leaves)| leaves.as_slice() == reached)
        .map(|(id, _)| *id)
}

/// The measurements shipped with the tutor.
pub const SHIPPED: &str = include_str!("../../assets/h200.json");

/// Human names of the measured scenarios, by id, in both languages; the Hinglish of each run's title beside them
/// (the English title is the measurement file's).
const NAMES: &[(&str, Tr, &str)] = &[
    (
        "calib0",
        Tr::new("Calibration, empty", "Calibration, khaali"),
        "Calibration: khaali region",
    ),
    (
        "calib100",
        Tr::new("Calibration, 100 ops", "Calibration, 100 ops"),
        "Calibration: 100 ops seedhe",
    ),
    (
        "calib200",
        Tr::new("Calibration, 200 ops", "Calibration, 200 ops"),
        "Calibration: 200 ops seedhe",
    ),
    (
        "L1.1",
        Tr::new("L1.1 no divergence", "L1.1 koi divergence nahi"),
        "L1.1 idx < 32: koi divergence nahi",
    ),
    (
        "L1.2",
        Tr::new("L1.2 body vs empty else", "L1.2 body aur khaali else"),
        "L1.2 idx % 2 == 0: body aur khaali else",
    ),
    (
        "L2.1",
        Tr::new("L2.1 15 vs 25 ops", "L2.1 15 aur 25 ops"),
        "L2.1 15 aur 25, 8 aur 24 lanes",
    ),
    (
        "L2.1-24/8",
        Tr::new("L2.1 lanes swapped", "L2.1 lanes badal kar"),
        "L2.1 lanes badal kar: 24 aur 8",
    ),
    (
        "L2.1-spread",
        Tr::new("L2.1 lanes spread", "L2.1 lanes bikhri hui"),
        "L2.1 ki 8 lanes bikhri hui (har 4 mein se ek lane)",
    ),
    (
        "L2.1-1/31",
        Tr::new("L2.1 one lane on 15", "L2.1 15 par ek lane"),
        "L2.1 15-op path par ek lane",
    ),
    (
        "L2.2",
        Tr::new("L2.2 four-way", "L2.2 chaar raaste"),
        "L2.2 chaar raaste 20/30/25/5",
    ),
    (
        "L2.3",
        Tr::new("L2.3 one lane on 100", "L2.3 100 par ek lane"),
        "L2.3 100 par ek lane, 31 lanes 50 par",
    ),
    (
        "L3.1-worst",
        Tr::new("L3.1 nested, all leaves", "L3.1 nested, saari leaves"),
        "L3.1 nested, chaaron leaves",
    ),
    (
        "L3.1-best",
        Tr::new("L3.1 nested, p1 and p3", "L3.1 nested, p1 aur p3"),
        "L3.1 nested, sirf p1 aur p3",
    ),
    (
        "L3.2",
        Tr::new("L3.2 loop", "L3.2 loop"),
        "L3.2 loop, counts ka max 20 aur jod 320, 10-op body",
    ),
    (
        "L3.3X",
        Tr::new("L3.3 Warp X, three-way", "L3.3 Warp X, teen raaste"),
        "L3.3 Warp X: 40 ops ke teen paths",
    ),
    (
        "L4.1",
        Tr::new("L4.1 heavy vs light", "L4.1 bhaari aur halka"),
        "L4.1 idx % 2: bhaari 60 aur halka 20",
    ),
    (
        "L4.1-aligned",
        Tr::new("L4.1 warp-aligned", "L4.1 warp-aligned"),
        "L4.1 theek kiya: warp-aligned, poora bhaari warp",
    ),
    (
        "L4.2",
        Tr::new("L4.2 short branch", "L4.2 chhoti branch"),
        "L4.2 chhoti branch 4 aur 3",
    ),
    (
        "L5.3Q",
        Tr::new("L5.3 Warp Q, with tail", "L5.3 Warp Q, tail ke saath"),
        "L5.3 Warp Q: 25 + 15, phir 10-op uniform tail",
    ),
    (
        "split10-8",
        Tr::new("10 vs 8 half split", "10 aur 8, aadha-aadha"),
        "idx < 16: 10 aur 8 (source note 003)",
    ),
    (
        "worst32",
        Tr::new("32-way switch", "32 raaston wala switch"),
        "32 raaston wala switch, har ek 10 ops (source note 003)",
    ),
];

fn relative_error(predicted: f64, measured: f64) -> Option<f64> {
    (measured > 0.0).then(|| (predicted - measured).abs() / measured)
}

fn features(p: &Prediction, jump_table: bool) -> [f64; 4] {
    let paths = f64::from(p.paths);
    if jump_table {
        [0.0, paths, f64::from(p.iterations), 1.0]
    } else {
        [paths, 0.0, f64::from(p.iterations), 1.0]
    }
}

/// The normal equations (XᵀX, Xᵀy) of a least-squares problem.
fn normal_equations<const K: usize>(xs: &[[f64; K]], ys: &[f64]) -> ([[f64; K]; K], [f64; K]) {
    let mut a = [[0.0f64; K]; K];
    let mut b = [0.0f64; K];
    for (x, &y) in xs.iter().zip(ys) {
        for i in 0..K {
            b[i] += x[i] * y;
            for j in 0..K {
                a[i][j] += x[i] * x[j];
            }
        }
    }
    (a, b)
}

/// A pivot below this share of the matrix's largest diagonal entry counts as zero.
const SINGULAR: f64 = 1e-10;

fn tolerance<const K: usize>(a: &[[f64; K]; K]) -> f64 {
    (0..K).map(|i| a[i][i].abs()).fold(0.0, f64::max) * SINGULAR
}

/// Solves `a·x = b` by Gaussian elimination with partial pivoting; `None` if a pivot is below `tol`.
fn solve<const K: usize>(mut a: [[f64; K]; K], mut b: [f64; K], tol: f64) -> Option<[f64; K]> {
    for col in 0..K {
        let pivot = (col..K).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() <= tol {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let pivot_row = a[col];
        for row in 0..K {
            if row != col {
                let factor = a[row][col] / pivot_row[col];
                for (cell, above) in a[row].iter_mut().zip(pivot_row.iter()).skip(col) {
                    *cell -= factor * above;
                }
                b[row] -= factor * b[col];
            }
        }
    }
    let mut out = [0.0; K];
    for i in 0..K {
        out[i] = b[i] / a[i][i];
    }
    Some(out)
}

/// The rank of a symmetric matrix (Gaussian elimination, pivots relative to its largest diagonal).
fn rank<const K: usize>(mut a: [[f64; K]; K]) -> usize {
    let tol = tolerance(&a);
    let mut rank = 0;
    for col in 0..K {
        let Some(pivot) = (rank..K).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
        else {
            break;
        };
        if a[pivot][col].abs() <= tol {
            continue;
        }
        a.swap(rank, pivot);
        let pivot_row = a[rank];
        for below in a.iter_mut().skip(rank + 1) {
            let factor = below[col] / pivot_row[col];
            for (cell, above) in below.iter_mut().zip(pivot_row.iter()) {
                *cell -= factor * above;
            }
        }
        rank += 1;
    }
    rank
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped() -> Analysis {
        Analysis::from_json(SHIPPED).expect("the shipped measurements parse and price")
    }

    #[test]
    fn shipped_data_covers_the_seed_scenarios() {
        let a = shipped();
        for id in [
            "L1.1",
            "L2.1",
            "L2.2",
            "L2.3",
            "L3.1-worst",
            "L3.1-best",
            "L3.2",
            "L4.1",
            "L4.2",
            "L5.3Q",
            "worst32",
        ] {
            assert!(a.rows.iter().any(|r| r.measured.id == id), "missing {id}");
        }
        assert_eq!(a.data.metadata.gpu, "NVIDIA H200");
        for r in &a.rows {
            assert!(
                r.measured.sass.ops_intact,
                "{}: the compiler changed the op count",
                r.measured.id
            );
        }
    }

    #[test]
    fn predictions_come_from_the_core() {
        let a = shipped();
        let get = |id: &str| a.rows.iter().find(|r| r.measured.id == id).unwrap();
        assert_eq!(get("L2.1").model.issued_ops, 40.0);
        assert_eq!(get("L2.1").baseline_model.issued_ops, 25.0);
        assert_eq!(get("L3.1-worst").model.issued_ops, 44.0);
        assert_eq!(get("L3.1-best").model.issued_ops, 18.0);
        assert_eq!(get("L3.2").model.iterations, 20);
        assert_eq!(get("L5.3Q").model.issued_ops, 50.0);
        assert_eq!(get("worst32").model.paths, 32);
    }

    #[test]
    fn lane_counts_do_not_matter_on_the_hardware_either() {
        let a = shipped();
        let cycles: Vec<f64> = ["L2.1", "L2.1-24/8", "L2.1-spread", "L2.1-1/31"]
            .iter()
            .map(|id| {
                a.rows
                    .iter()
                    .find(|r| r.measured.id == *id)
                    .unwrap()
                    .measured
                    .cycles
                    .median
            })
            .collect();
        let (lo, hi) = cycles
            .iter()
            .fold((f64::MAX, f64::MIN), |(lo, hi), &c| (lo.min(c), hi.max(c)));
        assert!(hi - lo <= 0.02 * hi, "{cycles:?}");
    }

    #[test]
    fn the_fit_closes_most_of_the_gap() {
        let fit = shipped().fit.expect("the fit is solvable");
        assert!(fit.refined_error < fit.toy_error);
        assert!(fit.gap_closed() > 0.5, "{fit:?}");
        assert!(
            fit.costs.per_path > 0.0 && fit.costs.per_jump_path > fit.costs.per_path,
            "{fit:?}"
        );
    }

    fn row<'a>(a: &'a Analysis, id: &str) -> (usize, &'a Row) {
        a.rows
            .iter()
            .enumerate()
            .find(|(_, r)| r.measured.id == id)
            .unwrap_or_else(|| panic!("no row {id}"))
    }

    #[test]
    fn nnls_solves_hand_checked_cases() {
        fn check<const K: usize>(name: &str, xs: &[[f64; K]], ys: &[f64], want: [f64; K]) {
            let got = nnls(xs, ys);
            for (g, w) in got.iter().zip(want) {
                assert!((g - w).abs() < 1e-9, "{name}: got {got:?}, want {want:?}");
            }
        }
        let line = |points: &[(f64, f64)]| -> (Vec<[f64; 2]>, Vec<f64>) {
            points.iter().map(|&(x, y)| ([x, 1.0], y)).unzip()
        };
        type Case<'a> = (&'a str, &'a [(f64, f64)], [f64; 2]);
        let cases: &[Case] = &[
            // Already ≥ 0: plain least squares, the line itself.
            (
                "y = 3x + 2",
                &[(0.0, 2.0), (1.0, 5.0), (2.0, 8.0), (4.0, 14.0)],
                [3.0, 2.0],
            ),
            // Falling: slope held at 0, the intercept is the mean (error 2 against 4.8 for the
            // best line through the origin).
            (
                "y = 2 - x",
                &[(0.0, 2.0), (1.0, 1.0), (2.0, 0.0)],
                [0.0, 1.0],
            ),
            // Below zero at x = 0: intercept held at 0, slope Σxy/Σx² = 30/14 (error 1.71 against
            // 18 for the mean alone).
            (
                "y = 3x - 2",
                &[(1.0, 1.0), (2.0, 4.0), (3.0, 7.0)],
                [15.0 / 7.0, 0.0],
            ),
            (
                "y = -1 - x",
                &[(0.0, -1.0), (1.0, -2.0), (2.0, -3.0)],
                [0.0, 0.0],
            ),
            ("no runs", &[], [0.0, 0.0]),
            // A column of zeros cannot be fitted: it stays 0 and the intercept takes the mean.
            ("x always 0", &[(0.0, 5.0), (0.0, 7.0)], [0.0, 6.0]),
        ];
        for (name, points, want) in cases {
            let (xs, ys) = line(points);
            check(name, &xs, &ys, *want);
        }
        // Four orthogonal costs: each is its own run's value, or 0 where that is negative.
        let unit = [
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ];
        check(
            "four orthogonal",
            &unit,
            &[2.0, -3.0, 0.5, -1.0],
            [2.0, 0.0, 0.5, 0.0],
        );
        // Four costs, exact and positive: recovered whole.
        let xs = [
            [1.0, 0.0, 0.0, 1.0],
            [2.0, 0.0, 0.0, 1.0],
            [0.0, 4.0, 0.0, 1.0],
            [0.0, 1.0, 0.0, 1.0],
            [1.0, 0.0, 20.0, 1.0],
        ];
        let ys: Vec<f64> = xs
            .iter()
            .map(|x| 10.0 * x[0] + 24.0 * x[1] + 0.5 * x[2] + 2.0)
            .collect();
        check("four exact", &xs, &ys, [10.0, 24.0, 0.5, 2.0]);
    }

    #[test]
    fn the_fitted_costs_are_not_negative_and_optimal() {
        let a = shipped();
        let fit = a.fit.expect("the fit is solvable");
        // Without the constraint, least squares bends the loop and fixed costs below zero.
        let free = fit.unconstrained.expect("plain least squares is solvable");
        let bent: Vec<Cost> = free.negative().into_iter().map(|(c, _)| c).collect();
        assert_eq!(bent, [Cost::PerIteration, Cost::Fixed], "{free:?}");
        assert!(fit.costs.negative().is_empty(), "{fit:?}");
        // Optimal under the constraint (Karush–Kuhn–Tucker): the error's slope is 0 along every
        // cost above 0 and does not fall along a cost held at 0.
        let all = runs(&a.rows);
        for cost in Cost::ALL {
            let i = Cost::ALL.iter().position(|&c| c == cost).unwrap_or(0);
            let slope: f64 = all
                .iter()
                .map(|r| r.features[i] * (fit.costs.extra(&r.features) - r.extra))
                .sum();
            if fit.costs.get(cost) > 0.0 {
                assert!(slope.abs() < 1e-6, "{cost:?}: slope {slope}");
            } else {
                assert!(
                    slope > -1e-6,
                    "{cost:?} held at 0 but the error falls: {slope}"
                );
            }
        }
        // With the loop and fixed costs at 0, each path cost is a one-cost fit through the origin
        // over the runs that carry it: Σ paths·extra / Σ paths².
        let through_origin = |i: usize| {
            let (num, den) = all.iter().fold((0.0, 0.0), |(n, d), r| {
                (
                    n + r.features[i] * r.extra,
                    d + r.features[i] * r.features[i],
                )
            });
            num / den
        };
        let check = |cost: Cost, want: f64| {
            assert!(
                (fit.costs.get(cost) - want).abs() < 1e-9,
                "{cost:?}: {} against {want}",
                fit.costs.get(cost)
            );
        };
        check(Cost::PerPath, through_origin(0));
        check(Cost::PerJumpPath, through_origin(1));
        check(Cost::PerIteration, 0.0);
        check(Cost::Fixed, 0.0);
    }

    #[test]
    fn excluding_a_scenario_takes_out_all_its_runs_and_only_those() {
        let a = shipped();
        let all = runs(&a.rows);
        assert_eq!(all.len(), 2 * a.rows.len());
        let check = |id: &str| {
            let (i, _) = row(&a, id);
            let left = excluding(&all, i);
            assert_eq!(left.len(), all.len() - 2, "{id}");
            assert!(left.iter().all(|r| r.scenario != i), "{id}");
            // Its own measurements cannot move its left-out prediction; they do move the fitted one.
            let mut rows = a.rows.clone();
            rows[i].measured.model_units = rows[i].measured.model_units * 3.0 + 100.0;
            rows[i].measured.baseline_model_units += 100.0;
            let before = rows[i].left_out;
            let fitted_before = rows[i].refined;
            let _ = Analysis::fit(&mut rows);
            assert_eq!(rows[i].left_out, before, "{id}");
            assert_ne!(rows[i].refined, fitted_before, "{id}");
        };
        for id in ["L2.1", "L3.2", "L4.2", "worst32"] {
            check(id);
        }
    }

    /// Non-negative least squares by projected coordinate descent: a different method from the
    /// model's, to check its numbers.
    fn coordinate_descent(points: &[([f64; 4], f64)]) -> [f64; 4] {
        let mut beta = [0.0f64; 4];
        for _ in 0..100_000 {
            let before = beta;
            for k in 0..4 {
                let norm: f64 = points.iter().map(|(x, _)| x[k] * x[k]).sum();
                if norm == 0.0 {
                    continue;
                }
                let slope: f64 = points
                    .iter()
                    .map(|(x, y)| x[k] * (x.iter().zip(&beta).map(|(x, b)| x * b).sum::<f64>() - y))
                    .sum();
                beta[k] = (beta[k] - slope / norm).max(0.0);
            }
            if beta.iter().zip(&before).all(|(a, b)| (a - b).abs() < 1e-12) {
                break;
            }
        }
        beta
    }

    #[test]
    fn left_out_predictions_match_an_independent_fit() {
        let a = shipped();
        let check = |id: &str, want: Result<f64, &str>| {
            let (_, target) = row(&a, id);
            let got = target.left_out;
            match want {
                Err(sentence) => {
                    assert_eq!(
                        got.map_err(|e| e.to_string()),
                        Err(sentence.to_string()),
                        "{id}"
                    )
                }
                Ok(rounded) => {
                    // Features written out again: [branch paths, jump-table paths, iterations, 1].
                    let feature = |p: &Prediction, r: &Row| {
                        let paths = f64::from(p.paths);
                        let jump = r.measured.sass.brx > 0;
                        [
                            if jump { 0.0 } else { paths },
                            if jump { paths } else { 0.0 },
                            f64::from(p.iterations),
                            1.0,
                        ]
                    };
                    let points: Vec<([f64; 4], f64)> = a
                        .rows
                        .iter()
                        .filter(|r| r.measured.id != id)
                        .flat_map(|r| {
                            [
                                (
                                    feature(&r.model, r),
                                    r.measured.model_units - r.model.issued_ops,
                                ),
                                (
                                    feature(&r.baseline_model, r),
                                    r.measured.baseline_model_units - r.baseline_model.issued_ops,
                                ),
                            ]
                        })
                        .collect();
                    let beta = coordinate_descent(&points);
                    let x = feature(&target.model, target);
                    let independent = target.model.issued_ops
                        + x.iter().zip(&beta).map(|(x, b)| x * b).sum::<f64>();
                    let got = got.unwrap_or_else(|e| panic!("{id}: {e}"));
                    assert!(
                        (got - independent).abs() < 1e-4,
                        "{id}: {got} against {independent}"
                    );
                    assert!(
                        (got - rounded).abs() < 0.01,
                        "{id}: {got} against {rounded}"
                    );
                }
            }
        };
        check("L2.1", Ok(59.49));
        check("L3.1-worst", Ok(81.48));
        check("L4.2", Ok(26.66));
        check("L3.3X", Ok(192.29));
        check("worst32", Ok(882.44));
        check(
            "L3.2",
            Err("cannot be predicted: no other loop runs to fit its per-iteration cost"),
        );
    }

    #[test]
    fn left_out_error_is_at_least_the_fitted_error_on_average() {
        let a = shipped();
        let (mut fitted, mut left_out, mut n) = (0.0, 0.0, 0.0);
        for r in &a.rows {
            if let (Some(f), Some(l)) = (r.fitted_error(), r.left_out_error()) {
                fitted += f;
                left_out += l;
                n += 1.0;
            }
        }
        assert!(
            n >= 15.0 && left_out / n >= fitted / n,
            "{left_out} against {fitted}"
        );
        let summary = a.errors().expect("there are errors to summarise");
        assert_eq!(summary.unpredictable, ["L3.2"]);
        assert_eq!(summary.in_sample.count, a.rows.len());
        let left = summary.left_out.expect("some scenarios are predictable");
        assert_eq!(left.count, a.rows.len() - 1);
        assert!(left.median >= summary.in_sample.median && left.max >= summary.in_sample.max);
    }

    #[test]
    fn underdetermined_predictions_are_named_not_guessed() {
        let check = |name: &str,
                     target: [f64; 4],
                     training: &[([f64; 4], f64)],
                     want: Result<f64, Underdetermined>| {
            let runs: Vec<Run> = training
                .iter()
                .map(|&(features, extra)| Run {
                    scenario: 1,
                    features,
                    extra,
                })
                .collect();
            let target = Run {
                scenario: 0,
                features: target,
                extra: 0.0,
            };
            let got = predict_run(&target, &runs);
            match (got, want) {
                (Ok(g), Ok(w)) => assert!((g - w).abs() < 1e-9, "{name}: {g} against {w}"),
                (got, want) => assert_eq!(got, want, "{name}"),
            }
        };
        let branch = [([1.0, 0.0, 0.0, 1.0], 11.0), ([2.0, 0.0, 0.0, 1.0], 21.0)];
        check(
            "a branch from branches",
            [4.0, 0.0, 0.0, 1.0],
            &branch,
            Ok(41.0),
        );
        check(
            "a loop from branches",
            [1.0, 0.0, 20.0, 1.0],
            &branch,
            Err(Underdetermined::Unfitted(Cost::PerIteration)),
        );
        check(
            "a switch from branches",
            [0.0, 32.0, 0.0, 1.0],
            &branch,
            Err(Underdetermined::Unfitted(Cost::PerJumpPath)),
        );
        check(
            "nothing to fit",
            [2.0, 0.0, 0.0, 1.0],
            &[],
            Err(Underdetermined::Unfitted(Cost::PerPath)),
        );
        // Only two-path runs: path and fixed costs trade off, so one path cannot be told from two.
        let pairs = [([2.0, 0.0, 0.0, 1.0], 20.0), ([2.0, 0.0, 0.0, 1.0], 22.0)];
        check(
            "one path from two-path runs",
            [1.0, 0.0, 0.0, 1.0],
            &pairs,
            Err(Underdetermined::Confounded),
        );
        check(
            "two paths from two-path runs",
            [2.0, 0.0, 0.0, 1.0],
            &pairs,
            Ok(21.0),
        );
    }

    #[test]
    fn underdetermined_sentences() {
        let check = |why: Underdetermined, want: &str| assert_eq!(why.to_string(), want);
        check(
            Underdetermined::Unfitted(Cost::PerIteration),
            "cannot be predicted: no other loop runs to fit its per-iteration cost",
        );
        check(
            Underdetermined::Unfitted(Cost::PerJumpPath),
            "cannot be predicted: no other jump-table runs to fit its per-path jump-table cost",
        );
        check(
            Underdetermined::Unfitted(Cost::Fixed),
            "cannot be predicted: no other runs to fit its fixed cost",
        );
        check(
            Underdetermined::Confounded,
            "cannot be predicted: the other runs cannot tell its costs apart",
        );
    }

    #[test]
    fn error_spreads() {
        let check = |errors: &[f64], want: Option<(f64, f64)>| {
            let got = ErrorSpread::of(errors).map(|s| (s.median, s.max));
            assert_eq!(got, want, "{errors:?}");
        };
        check(&[], None);
        check(&[0.3], Some((0.3, 0.3)));
        check(&[0.1, 0.4, 0.2], Some((0.2, 0.4)));
        check(&[0.4, 0.1, 0.2, 0.3], Some((0.25, 0.4)));
    }

    #[test]
    fn every_measured_scenario_has_a_human_name() {
        let a = shipped();
        let ids: Vec<&str> = a
            .data
            .scenarios
            .iter()
            .map(|m| m.id.as_str())
            .chain(MEASURED_REGIONS.iter().copied())
            .chain(MEASURED_TREES.iter().map(|(id, _)| *id))
            .collect();
        // A bare level label such as "L2.1" is what the ladder calls it; other ids are internal.
        let internal = |id: &&&str| !(id.len() == 4 && id.starts_with('L'));
        for id in &ids {
            let name = scenario_name(id, Lang::En).unwrap_or_else(|| panic!("{id} has no name"));
            let hi = scenario_name(id, Lang::HiLatn).unwrap_or_else(|| panic!("{id} has no name"));
            assert!(!hi.is_empty(), "{id}");
            for other in ids.iter().filter(internal) {
                assert!(
                    !name.contains(other),
                    "{id}'s name \"{name}\" shows the id {other}"
                );
            }
        }
        assert_eq!(scenario_name("L9.9", Lang::En), None);
        for r in &a.rows {
            assert!(!r.title().contains("seed"), "{}", r.title());
            assert_eq!(r.title_in(Lang::En), r.title());
            // Every measured run has its Hinglish title, which keeps the title's numbers.
            let hi = r.title_in(Lang::HiLatn);
            assert_ne!(hi, r.title(), "{}", r.measured.id);
            let digits = |t: &str| t.chars().filter(char::is_ascii_digit).collect::<String>();
            assert_eq!(digits(&hi), digits(&r.title()), "{}", r.measured.id);
        }
        assert_eq!(
            row(&a, "worst32").1.title(),
            "32-way switch, 10 ops each (source note 003)"
        );
    }

    #[test]
    fn least_squares_recovers_a_known_line() {
        let xs: Vec<[f64; 2]> = (0..10).map(|i| [f64::from(i), 1.0]).collect();
        let ys: Vec<f64> = (0..10).map(|i| 3.0 * f64::from(i) + 2.0).collect();
        let [a, b] = least_squares(&xs, &ys).unwrap();
        assert!((a - 3.0).abs() < 1e-9 && (b - 2.0).abs() < 1e-9);
        assert_eq!(least_squares(&[[0.0, 0.0]], &[1.0]), None);
    }

    #[test]
    fn bad_files_are_errors_not_panics() {
        assert!(matches!(
            Analysis::from_json("{"),
            Err(RealityError::Unreadable(_))
        ));
        let wrong = SHIPPED.replacen("\"format\":1", "\"format\":9", 1);
        assert_eq!(
            Analysis::from_json(&wrong).unwrap_err(),
            RealityError::UnknownFormat(9)
        );
        // (a change to the shipped file, how serde_json's refusal begins)
        let damaged = [
            (
                "\"sm_count\":132",
                "\"sm_count\":\"132\"",
                "invalid type: string \"132\", expected u32",
            ),
            (
                "\"median\":2.0",
                "\"median\":null",
                "invalid type: null, expected f64",
            ),
            (
                "\"kind\":\"region\"",
                "\"kind\":\"cube\"",
                "unknown variant `cube`, expected one of `region`, `tree`, `loop`",
            ),
            (
                "\"ops_intact\":true",
                "\"ops_intact\":1",
                "invalid type: integer `1`, expected a boolean",
            ),
            (
                "\"mask\":\"0xFFFFFFFF\"",
                "\"masks\":\"0xFFFFFFFF\"",
                "missing field `mask`",
            ),
        ];
        let compact =
            serde_json::to_string(&serde_json::from_str::<serde_json::Value>(SHIPPED).unwrap())
                .unwrap();
        for (from, to, says) in damaged {
            assert!(compact.contains(from), "{from}");
            match Analysis::from_json(&compact.replacen(from, to, 1)) {
                Err(RealityError::Unreadable(e)) => assert!(e.starts_with(says), "{to}: {e}"),
                other => panic!("{to}: {other:?}"),
            }
        }
    }

    #[test]
    fn the_badge_lists_agree_with_the_file() {
        let a = shipped();
        for id in MEASURED_REGIONS {
            let region = crate::model::scenarios::find(id).unwrap().region().unwrap();
            assert_eq!(
                a.match_region(&region).map(|r| r.measured.id.as_str()),
                Some(*id),
                "{id}"
            );
            assert_eq!(measured_region(&region), Some(*id));
        }
        for (id, reached) in MEASURED_TREES {
            assert_eq!(
                a.match_tree(reached, &[10, 14, 8, 12])
                    .map(|r| r.measured.id.as_str()),
                Some(*id)
            );
            assert_eq!(measured_tree(reached, &[10, 14, 8, 12]), Some(*id));
        }
        assert_eq!(measured_tree(&[true; 4], &[1, 2, 3, 4]), None);
        // Every measured region in the file that is a seed scenario is on the list.
        for r in &a.rows {
            if crate::model::scenarios::find(&r.measured.id).is_some() {
                assert!(
                    MEASURED_REGIONS.contains(&r.measured.id.as_str()),
                    "{} is measured but not listed",
                    r.measured.id
                );
            }
        }
    }

    #[test]
    fn regions_and_trees_match_their_measurements() {
        let a = shipped();
        let l21 = Region::from_counts(WarpWidth::Warp32, &[(15, 8), (25, 24)], 0, 0).unwrap();
        assert_eq!(
            a.match_region(&l21).map(|r| r.measured.id.as_str()),
            Some("L2.1")
        );
        let other = Region::from_counts(WarpWidth::Warp32, &[(16, 8), (25, 24)], 0, 0).unwrap();
        assert!(a.match_region(&other).is_none());
        assert_eq!(
            a.match_tree(&[true, false, true, false], &[10, 14, 8, 12])
                .map(|r| r.measured.id.as_str()),
            Some("L3.1-best")
        );
    }
}
