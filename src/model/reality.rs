//! The reality check's model: reads the H200 measurements, prices each scenario with the core, and fits
//! a refined model (toy cost plus fixed costs per serialized path, per jump-table path and per loop
//! iteration) to the measurements by least squares.
//!
//! Nothing here is hard-coded from the measurements: predictions come from the pricing core and the
//! fit is recomputed from whatever data it is given.

use serde::Deserialize;

use super::lanes::{LaneMask, WarpWidth};
use super::loops::TripCounts;
use super::pricing::{PathSpec, Region};
use super::tree::{decode_lanes, TreeShape, WarpData};

/// The id of a scenario's row in the Reality check table (links and badges jump to it).
pub fn row_id(scenario: &str) -> String {
    format!("row-{scenario}")
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
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

#[derive(Clone, Copy, Debug, Deserialize, PartialEq)]
pub struct Calibration {
    pub cycles_per_op: f64,
    pub clock_floor_cycles: f64,
    pub one_path_overhead_cycles: f64,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq)]
pub struct Spread {
    pub median: f64,
    pub p10: f64,
    pub p90: f64,
    pub min: f64,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct CorePath {
    pub length: u32,
    pub mask: String,
}

/// A scenario in the pricing core's own terms.
#[derive(Clone, Debug, Deserialize, PartialEq)]
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

#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Sass {
    pub ffma: u32,
    pub ffma_predicated: u32,
    pub bssy: u32,
    pub brx: u32,
    pub expected_ffma: u32,
    pub ops_intact: bool,
    pub summary: String,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Ncu {
    pub active_threads_per_instruction: Option<f64>,
    pub branch_uniformity_pct: Option<f64>,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
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

#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Measurements {
    pub format: u32,
    pub metadata: Metadata,
    pub calibration: Calibration,
    pub scenarios: Vec<Measured>,
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
    u64::from_str_radix(text.trim_start_matches("0x"), 16)
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
                let (data, active) = decode_lanes(shape, lanes, width)?;
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
    /// Refined predictions in op units (divergent run, uniform baseline).
    pub refined: f64,
    pub baseline_refined: f64,
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
}

/// The refined model: measured ops ≈ toy ops + per_path·paths + per_jump_path·(paths through a jump
/// table) + per_iteration·iterations + fixed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    pub per_path: f64,
    pub per_jump_path: f64,
    pub per_iteration: f64,
    pub fixed: f64,
    /// Mean absolute error of the toy model and of the refined one, in op units.
    pub toy_error: f64,
    pub refined_error: f64,
    pub points: usize,
}

impl Fit {
    /// Share of the toy model's error that the refinement removes.
    pub fn gap_closed(&self) -> f64 {
        if self.toy_error > 0.0 {
            1.0 - self.refined_error / self.toy_error
        } else {
            0.0
        }
    }

    pub fn predict(&self, p: &Prediction, jump_table: bool) -> f64 {
        let (branch_paths, jump_paths) = if jump_table {
            (0.0, f64::from(p.paths))
        } else {
            (f64::from(p.paths), 0.0)
        };
        p.issued_ops
            + self.per_path * branch_paths
            + self.per_jump_path * jump_paths
            + self.per_iteration * f64::from(p.iterations)
            + self.fixed
    }
}

fn features(p: &Prediction, jump_table: bool) -> [f64; 4] {
    let paths = f64::from(p.paths);
    if jump_table {
        [0.0, paths, f64::from(p.iterations), 1.0]
    } else {
        [paths, 0.0, f64::from(p.iterations), 1.0]
    }
}

/// Solves the normal equations of a small least-squares problem; `None` if they are singular.
pub fn least_squares<const K: usize>(xs: &[[f64; K]], ys: &[f64]) -> Option<[f64; K]> {
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
    // Gaussian elimination with partial pivoting.
    for col in 0..K {
        let pivot = (col..K).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
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

/// The analysed measurements: every row with its predictions, and the fit.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    pub data: Measurements,
    pub rows: Vec<Row>,
    pub fit: Option<Fit>,
}

impl Analysis {
    pub fn from_json(text: &str) -> Result<Analysis, RealityError> {
        let data: Measurements =
            serde_json::from_str(text).map_err(|e| RealityError::Unreadable(e.to_string()))?;
        if data.format != 1 {
            return Err(RealityError::UnknownFormat(data.format));
        }
        let mut rows = Vec::new();
        for m in data.scenarios.iter().filter(|m| m.shape != "calibration") {
            let bad = |reason: String| RealityError::BadScenario {
                id: m.id.clone(),
                reason,
            };
            let model = m.core.predict().map_err(bad)?;
            let baseline_model =
                m.baseline_core
                    .predict()
                    .map_err(|reason| RealityError::BadScenario {
                        id: m.id.clone(),
                        reason,
                    })?;
            rows.push(Row {
                measured: m.clone(),
                model,
                baseline_model,
                refined: 0.0,
                baseline_refined: 0.0,
            });
        }
        let mut xs = Vec::new();
        let mut ys = Vec::new();
        for r in &rows {
            let jump = r.measured.sass.brx > 0;
            for (p, units) in [
                (&r.model, r.measured.model_units),
                (&r.baseline_model, r.measured.baseline_model_units),
            ] {
                xs.push(features(p, jump));
                ys.push(units - p.issued_ops);
            }
        }
        let fit = least_squares(&xs, &ys).map(|[per_path, per_jump_path, per_iteration, fixed]| {
            let mut fit = Fit {
                per_path,
                per_jump_path,
                per_iteration,
                fixed,
                toy_error: 0.0,
                refined_error: 0.0,
                points: xs.len(),
            };
            let (mut toy, mut refined) = (0.0, 0.0);
            for r in rows.iter_mut() {
                let jump = r.measured.sass.brx > 0;
                r.refined = fit.predict(&r.model, jump);
                r.baseline_refined = fit.predict(&r.baseline_model, jump);
                toy += (r.measured.model_units - r.model.issued_ops).abs()
                    + (r.measured.baseline_model_units - r.baseline_model.issued_ops).abs();
                refined += (r.measured.model_units - r.refined).abs()
                    + (r.measured.baseline_model_units - r.baseline_refined).abs();
            }
            fit.toy_error = toy / xs.len() as f64;
            fit.refined_error = refined / xs.len() as f64;
            fit
        });
        Ok(Analysis { data, rows, fit })
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
            fit.per_path > 0.0 && fit.per_jump_path > fit.per_path,
            "{fit:?}"
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
