//! Pre-registration (issue 16): the H200 model's predictions for `scripts/gpu/prereg/kernels-roundN.json`, checked against the committed predictions and measurements.
//!
//! Write a round's predictions (before measuring, then commit them on their own):
//! `PREREG_ROUND=1 cargo test --test prereg -- --ignored write_predictions`.
//! After the measurement is committed as `measured-roundN.json`, write the error table:
//! `PREREG_ROUND=1 cargo test --test prereg -- --ignored write_errors`.
//! The ordinary tests recompute both from the committed files, so neither can be edited after the fact.

use std::fs;
use std::path::PathBuf;
use std::rc::Rc;

use serde_json::{json, Value};
use warpwise::model::lanes::WarpWidth;
use warpwise::model::stepper::h200::{self, Estimate, H200Cost, Version};
use warpwise::model::stepper::{compile, CostModel, Decision, Inputs, Launch, Machine, Options};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/gpu/prereg")
}

fn read_json(name: &str) -> Option<Value> {
    let text = fs::read_to_string(dir().join(name)).ok()?;
    Some(serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}")))
}

/// The rounds whose kernels are committed: 1, 2, … until the first missing file.
fn rounds() -> Vec<u64> {
    (1..100)
        .take_while(|r| dir().join(format!("kernels-round{r}.json")).exists())
        .collect()
}

fn tenth(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

struct Prediction {
    key: String,
    case: String,
    lanes: u32,
    estimate: Estimate,
    rounded: u64,
    slots: u64,
    decisions: Vec<Value>,
}

/// The model version a round's committed predictions were made with (version 1 before the field existed).
fn committed_version(round: u64) -> Version {
    let v = read_json(&format!("predictions-round{round}.json"))
        .and_then(|d| d["model_version"].as_u64())
        .unwrap_or(1);
    match v {
        0 | 1 => Version::V1,
        2 => Version::V2,
        3 => Version::V3,
        4 => Version::V4,
        5 => Version::V5,
        6 => Version::V6,
        7 => Version::V7,
        8 => Version::V8,
        9 => Version::V9,
        10 => Version::V10,
        11 => Version::V11,
        12 => Version::V12,
        13 => Version::V13,
        14 => Version::V14,
        15 => Version::V15,
        _ => Version::V16,
    }
}

fn version_number(v: Version) -> u64 {
    match v {
        Version::V1 => 1,
        Version::V2 => 2,
        Version::V3 => 3,
        Version::V4 => 4,
        Version::V5 => 5,
        Version::V6 => 6,
        Version::V7 => 7,
        Version::V8 => 8,
        Version::V9 => 9,
        Version::V10 => 10,
        Version::V11 => 11,
        Version::V12 => 12,
        Version::V13 => 13,
        Version::V14 => 14,
        Version::V15 => 15,
        Version::V16 => 16,
    }
}

/// Runs every kernel × case of a round on the stepper (full mode, default decisions) and prices it.
fn predict(round: u64, version: Version) -> Vec<Prediction> {
    let doc = read_json(&format!("kernels-round{round}.json")).expect("kernels file");
    predict_doc(&doc, version)
}

/// [`predict`] over any kernels document in the rounds' format (a round's, or a calibration family's).
fn predict_doc(doc: &Value, version: Version) -> Vec<Prediction> {
    // A round is recomputed with the if-conversion rule its predictions were made with.
    let options = Options {
        rule: version.predication_rule(),
        ..Options::default()
    };
    let mut out = Vec::new();
    for k in doc["kernels"].as_array().expect("kernels") {
        let key = k["key"].as_str().expect("key");
        let source = k["source"].as_str().expect("source");
        let lanes = k["lanes"].as_u64().expect("lanes") as u32;
        let program = Rc::new(
            compile(source, &options).unwrap_or_else(|e| panic!("{key}: {}", e.render(source))),
        );
        let decisions = program
            .branches()
            .iter()
            .map(|b| {
                json!({
                    "line": b.line,
                    "then_slots": b.then_slots,
                    "else_slots": b.else_slots,
                    "decision": if b.decision == Decision::Predicated { "predicated" } else { "real branch" },
                })
            })
            .collect::<Vec<_>>();
        for c in k["cases"].as_array().expect("cases") {
            let mut inputs = Inputs::new();
            for (name, values) in c["inputs"].as_object().expect("inputs") {
                let v = values
                    .as_array()
                    .expect("array")
                    .iter()
                    .map(|x| x.as_f64().expect("number"))
                    .collect();
                inputs.set(name, v).expect("input");
            }
            if let Some(n) = c.get("n").and_then(Value::as_f64) {
                inputs.set("n", vec![n]).expect("n");
            }
            let mut m = Machine::new(
                Rc::clone(&program),
                Launch::partial(WarpWidth::Warp32, lanes),
                &inputs,
            );
            m.run_to_end();
            assert!(m.error().is_none(), "{key}: {:?}", m.error());
            out.push(Prediction {
                key: key.to_string(),
                case: c["case"].as_str().expect("case").to_string(),
                lanes,
                estimate: h200::estimate_version(m.program(), m.runs(), version),
                rounded: H200Cost.cycles(m.program(), m.runs()),
                slots: m.issue_slots(),
                decisions: decisions.clone(),
            });
        }
    }
    out
}

fn breakdown(e: &Estimate) -> Value {
    json!({
        "boundary": tenth(e.boundary),
        "work": tenth(e.work),
        "statements": tenth(e.statements),
        "branches": tenth(e.branches),
        "predicated": tenth(e.predicated),
        "switches": tenth(e.switches),
        "loops": tenth(e.loops),
        "intrinsics": tenth(e.intrinsics),
    })
}

fn git_revision() -> String {
    std::process::Command::new("git")
        .args(["rev-parse", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map_or_else(|| "unknown".into(), |s| s.trim().to_string())
}

fn env_round() -> u64 {
    std::env::var("PREREG_ROUND")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
}

#[test]
#[ignore = "writes scripts/gpu/prereg/predictions-roundN.json (PREREG_ROUND=N)"]
fn write_predictions() {
    let round = env_round();
    let parameters: serde_json::Map<String, Value> = h200::PARAMETERS
        .iter()
        .map(|(n, v)| ((*n).to_string(), json!(v)))
        .collect();
    let rows: Vec<Value> = predict(round, Version::default())
        .iter()
        .map(|p| {
            json!({
                "key": p.key,
                "case": p.case,
                "lanes": p.lanes,
                "predicted_cycles": tenth(p.estimate.total()),
                "predicted_cycles_rounded": p.rounded,
                "breakdown": breakdown(&p.estimate),
                "issue_slots": p.slots,
                "branch_decisions": p.decisions,
            })
        })
        .collect();
    let doc = json!({
        "round": round,
        "about": "Pre-registered predictions (issue 16), committed before any measurement of these kernels: the warp stepper runs each kernel of kernels-roundN.json (full mode, default predication decisions) and the H200 cost model (src/model/stepper/h200.rs) prices the trace. Cycles are SM cycles of one warp's timed region.",
        "model": H200Cost.name(),
        "model_version": version_number(Version::default()),
        "calibration_run": h200::CALIBRATION_RUN,
        "parameters": parameters,
        "context_run": h200::CONTEXT_RUN,
        "dispatch_run": h200::DISPATCH_RUN,
        "dispatch_parameters": h200::DISPATCH_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "brx_run": h200::BRX_RUN,
        "brx_parameters": h200::BRX_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "c6_run": h200::C6_RUN,
        "c7_run": h200::C7_RUN,
        "c8_run": h200::C8_RUN,
        "c11_run": h200::C11_RUN,
        "c11_parameters": h200::C11_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "c12_run": h200::C12_RUN,
        "c12_parameters": h200::C12_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "c13_run": h200::C13_RUN,
        "c13_parameters": h200::C13_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "c14_run": h200::C14_RUN,
        "c14_parameters": h200::C14_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "c15_run": h200::C15_RUN,
        "c15_parameters": h200::C15_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "c16_run": h200::C16_RUN,
        "c16_parameters": h200::C16_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "c10_run": h200::C10_RUN,
        "c10_parameters": h200::C10_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "c8_parameters": h200::C8_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "c7_parameters": h200::C7_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "c6_parameters": h200::C6_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "context_parameters": h200::CONTEXT_PARAMETERS.iter().map(|(n, v)| ((*n).to_string(), json!(v))).collect::<serde_json::Map<String, Value>>(),
        "assumptions": { "issue_cycles_per_statement_op": h200::ISSUE_CYCLES_PER_STATEMENT_OP },
        "git_revision": git_revision(),
        "git_revision_note": "HEAD when the predictions were written; the model, the kernels and this file were committed together on top of it",
        "generator": format!("PREREG_ROUND={round} cargo test --test prereg -- --ignored write_predictions"),
        "predictions": rows,
    });
    let text = serde_json::to_string_pretty(&doc).expect("json") + "\n";
    fs::write(dir().join(format!("predictions-round{round}.json")), text).expect("write");
}

#[test]
fn committed_predictions_are_what_the_model_says() {
    for round in rounds() {
        let Some(doc) = read_json(&format!("predictions-round{round}.json")) else {
            continue;
        };
        let rows = doc["predictions"].as_array().expect("predictions");
        let now = predict(round, committed_version(round));
        assert_eq!(rows.len(), now.len(), "round {round}");
        for (row, p) in rows.iter().zip(&now) {
            assert_eq!(row["key"].as_str(), Some(p.key.as_str()));
            assert_eq!(row["case"].as_str(), Some(p.case.as_str()));
            let committed = row["predicted_cycles"].as_f64().expect("predicted");
            let recomputed = tenth(p.estimate.total());
            assert!(
                (committed - recomputed).abs() < 0.05,
                "round {round} {} {}: committed {committed}, model now {recomputed}",
                p.key,
                p.case
            );
        }
        assert_eq!(doc["calibration_run"].as_str(), Some(h200::CALIBRATION_RUN));
    }
}

/// The newest round was predicted by the current model (version 7): its file records the version, every
/// calibration run but the context run (whose constants it records all the same) and every constant, each equal to
/// the model's (and so, by the tests in `h200.rs`, to `calibration.json`, `context.json`, `dispatch.json`,
/// `brx.json`, `c6.json`, `c7.json`, `c8.json`, `c10.json` to `c15.json`).
#[test]
fn the_newest_predictions_record_the_current_model_and_its_runs() {
    let newest = rounds()
        .into_iter()
        .filter(|r| dir().join(format!("predictions-round{r}.json")).exists())
        .max()
        .expect("a committed round");
    let doc = read_json(&format!("predictions-round{newest}.json")).expect("predictions");
    assert_eq!(committed_version(newest), Version::default());
    assert_eq!(
        doc["model_version"].as_u64(),
        Some(version_number(Version::default()))
    );
    for (field, constants) in [
        ("parameters", h200::PARAMETERS),
        ("context_parameters", h200::CONTEXT_PARAMETERS),
        ("dispatch_parameters", h200::DISPATCH_PARAMETERS),
        ("brx_parameters", h200::BRX_PARAMETERS),
        ("c6_parameters", h200::C6_PARAMETERS),
        ("c7_parameters", h200::C7_PARAMETERS),
        ("c8_parameters", h200::C8_PARAMETERS),
        ("c10_parameters", h200::C10_PARAMETERS),
        ("c11_parameters", h200::C11_PARAMETERS),
        ("c12_parameters", h200::C12_PARAMETERS),
        ("c13_parameters", h200::C13_PARAMETERS),
        ("c14_parameters", h200::C14_PARAMETERS),
        ("c15_parameters", h200::C15_PARAMETERS),
        ("c16_parameters", h200::C16_PARAMETERS),
    ] {
        let recorded = doc[field].as_object().unwrap_or_else(|| panic!("{field}"));
        assert_eq!(recorded.len(), constants.len(), "{field}");
        for (name, value) in constants {
            assert_eq!(
                recorded.get(*name).and_then(Value::as_f64),
                Some(*value),
                "{field}.{name}"
            );
        }
    }
    let runs = [
        doc["calibration_run"].as_str(),
        Some(h200::CONTEXT_RUN),
        doc["dispatch_run"].as_str(),
        doc["brx_run"].as_str(),
        doc["c6_run"].as_str(),
        doc["c7_run"].as_str(),
        doc["c8_run"].as_str(),
        doc["c10_run"].as_str(),
        doc["c11_run"].as_str(),
        doc["c12_run"].as_str(),
        doc["c13_run"].as_str(),
        doc["c14_run"].as_str(),
        doc["c15_run"].as_str(),
        doc["c16_run"].as_str(),
    ];
    assert_eq!(runs, h200::CALIBRATION_RUNS.map(Some));
}

/// (key, case, predicted, measured, signed error %).
type ErrorRow = (String, String, f64, f64, f64);

/// The rows of a round, and (median, max) of |error|.
fn errors(round: u64) -> Option<(Vec<ErrorRow>, f64, f64)> {
    errors_on(round, "")
}

/// [`errors`] against `measured-roundN{suffix}.json`: the committed predictions against a later measurement of the
/// same kernels (`-h200`: issue 35's H200 re-run of rounds measured on an H100).
fn errors_on(round: u64, suffix: &str) -> Option<(Vec<ErrorRow>, f64, f64)> {
    let predicted = read_json(&format!("predictions-round{round}.json"))?;
    let measured = read_json(&format!("measured-round{round}{suffix}.json"))?;
    let meas = measured["measurements"].as_array().expect("measurements");
    let mut rows = Vec::new();
    for p in predicted["predictions"].as_array().expect("predictions") {
        let (key, case) = (p["key"].as_str()?, p["case"].as_str()?);
        let m = meas
            .iter()
            .find(|m| m["key"].as_str() == Some(key) && m["case"].as_str() == Some(case))
            .unwrap_or_else(|| panic!("round {round}: no measurement of {key} {case}"));
        let pred = p["predicted_cycles"].as_f64()?;
        let got = m["median"].as_f64()?;
        rows.push((
            key.into(),
            case.into(),
            pred,
            got,
            tenth(100.0 * (pred - got) / got),
        ));
    }
    let mut abs: Vec<f64> = rows.iter().map(|r| r.4.abs()).collect();
    abs.sort_by(f64::total_cmp);
    let n = abs.len();
    let median = if n % 2 == 1 {
        abs[n / 2]
    } else {
        (abs[n / 2 - 1] + abs[n / 2]) / 2.0
    };
    let max = abs.last().copied().unwrap_or(0.0);
    Some((rows, tenth(median), max))
}

/// Per kernel, the error of the predicted divergent ÷ uniform ratio against the measured one, in percent.
fn ratio_rows(rows: &[ErrorRow]) -> Vec<(String, f64)> {
    let mut ratios: Vec<(String, f64)> = Vec::new();
    for (k, c, p, m, _) in rows {
        if c != "divergent" || ratios.iter().any(|(key, _)| key == k) {
            continue;
        }
        if let Some((.., up, um, _)) = rows.iter().find(|r| &r.0 == k && r.1 == "uniform") {
            ratios.push((k.clone(), ((p / up) / (m / um) - 1.0) * 100.0));
        }
    }
    ratios
}

/// (median, max) of the absolute ratio errors, to 0.1.
fn ratio_summary(rows: &[ErrorRow]) -> (f64, f64) {
    let mut abs: Vec<f64> = ratio_rows(rows).iter().map(|r| r.1.abs()).collect();
    abs.sort_by(f64::total_cmp);
    let n = abs.len();
    if n == 0 {
        return (0.0, 0.0);
    }
    let median = if n % 2 == 1 {
        abs[n / 2]
    } else {
        (abs[n / 2 - 1] + abs[n / 2]) / 2.0
    };
    (tenth(median), tenth(abs[n - 1]))
}

/// `PREREG_SUFFIX` (e.g. `-h200`): which measurement file `write_errors` reads and which errors file it writes.
fn env_suffix() -> String {
    std::env::var("PREREG_SUFFIX").unwrap_or_default()
}

#[test]
#[ignore = "writes scripts/gpu/prereg/errors-roundN.json (PREREG_ROUND=N, PREREG_SUFFIX=-h200 for a re-run) from the committed predictions and measurements"]
fn write_errors() {
    let round = env_round();
    let suffix = env_suffix();
    let (rows, median, max) = errors_on(round, &suffix).expect("predictions and measurements");
    let measured = read_json(&format!("measured-round{round}{suffix}.json")).expect("measured");
    let doc = json!({
        "round": round,
        "gpu": measured["run"]["gpu"],
        "about": "Predicted (predictions-roundN.json, committed first) vs measured (measured-roundN.json, median cycles) per kernel and input; error = (predicted - measured) / measured, in percent. Targets (issue 16): median |error| <= 10 %, none above 25 %.",
        "rows": rows.iter().map(|(k, c, p, m, e)| json!({"key": k, "case": c, "predicted": p, "measured": m, "error_pct": e})).collect::<Vec<_>>(),
        "summary": {
            "n": rows.len(),
            "median_abs_error_pct": median,
            "max_abs_error_pct": max,
            "within_10_pct": rows.iter().filter(|r| r.4.abs() <= 10.0).count(),
            "above_25_pct": rows.iter().filter(|r| r.4.abs() > 25.0).count(),
            "targets_met": median <= 10.0 && max <= 25.0,
        },
        "ratios": {
            "about": "divergent ÷ uniform per kernel, predicted against measured, in percent of the measured ratio; targets (issue 35): median <= 5 %, max <= 15 %",
            "rows": ratio_rows(&rows).iter().map(|(k, e)| json!({"key": k, "ratio_error_pct": tenth(*e)})).collect::<Vec<_>>(),
            "median_abs_pct": ratio_summary(&rows).0,
            "max_abs_pct": ratio_summary(&rows).1,
        },
    });
    let text = serde_json::to_string_pretty(&doc).expect("json") + "\n";
    fs::write(
        dir().join(format!("errors-round{round}{suffix}.json")),
        text,
    )
    .expect("write");
}

#[test]
fn reported_errors_match_the_committed_measurements() {
    for (round, suffix) in rounds().into_iter().flat_map(|r| [(r, ""), (r, "-h200")]) {
        let Some(doc) = read_json(&format!("errors-round{round}{suffix}.json")) else {
            continue;
        };
        let (rows, median, max) = errors_on(round, suffix).expect("predictions and measurements");
        let reported = doc["rows"].as_array().expect("rows");
        assert_eq!(reported.len(), rows.len(), "round {round}");
        for (r, (k, c, p, m, e)) in reported.iter().zip(&rows) {
            assert_eq!(r["key"].as_str(), Some(k.as_str()));
            assert_eq!(r["case"].as_str(), Some(c.as_str()));
            for (field, want) in [("predicted", p), ("measured", m), ("error_pct", e)] {
                let got = r[field].as_f64().expect(field);
                assert!(
                    (got - want).abs() < 0.05,
                    "round {round} {k} {c} {field}: {got} vs {want}"
                );
            }
        }
        let s = &doc["summary"];
        assert_eq!(
            s["median_abs_error_pct"].as_f64(),
            Some(median),
            "round {round}"
        );
        assert_eq!(s["max_abs_error_pct"].as_f64(), Some(max), "round {round}");
        assert_eq!(
            s["targets_met"].as_bool(),
            Some(median <= 10.0 && max <= 25.0)
        );
        if let Some(r) = doc.get("ratios") {
            let (rm, rx) = ratio_summary(&rows);
            assert_eq!(
                r["median_abs_pct"].as_f64(),
                Some(rm),
                "round {round}{suffix}"
            );
            assert_eq!(r["max_abs_pct"].as_f64(), Some(rx), "round {round}{suffix}");
        }
    }
}

/// Every measured round's divergent ÷ uniform ratio errors, recomputed from the committed predictions and
/// measurements, equal what `model::prereg::ratio_errors` makes of the committed error rows (issue 35's second
/// figure; the README's table quotes them).
#[test]
fn ratio_errors_recompute_from_the_committed_files() {
    let shown = warpwise::model::prereg::rounds();
    for round in rounds() {
        let Some((rows, ..)) = errors(round) else {
            continue;
        };
        let ratios = ratio_rows(&rows);
        let r = shown
            .iter()
            .find(|r| u64::from(r.round) == round)
            .expect("the round is shown");
        let from_rows = warpwise::model::prereg::ratio_errors(&r.rows);
        assert_eq!(from_rows.len(), ratios.len(), "round {round}");
        for ((k1, e1), (k2, e2)) in from_rows.iter().zip(&ratios) {
            assert_eq!(k1, k2);
            assert!((e1 - e2).abs() < 1e-6, "round {round} {k1}: {e1} vs {e2}");
        }
    }
}

#[test]
fn the_reality_check_shows_every_measured_round() {
    let shown = warpwise::model::prereg::rounds();
    let measured: Vec<u64> = rounds()
        .into_iter()
        .filter(|r| dir().join(format!("errors-round{r}.json")).exists())
        .collect();
    assert_eq!(
        shown.iter().map(|r| u64::from(r.round)).collect::<Vec<_>>(),
        measured,
        "src/model/prereg.rs includes every errors-roundN.json, in order"
    );
    for r in &shown {
        let doc = read_json(&format!("errors-round{}.json", r.round)).expect("errors file");
        assert_eq!(
            doc["summary"]["max_abs_error_pct"].as_f64(),
            Some(r.summary.max_abs_error_pct),
            "round {}",
            r.round
        );
    }
}

#[test]
#[ignore = "prints the latest model's predictions for a committed round (PREREG_ROUND=N): hindsight, not a pre-registration"]
fn show_latest_model_on_round() {
    let round = env_round();
    let measured = read_json(&format!("measured-round{round}.json"));
    let previous = predict(round, Version::V15);
    for (p, o) in predict(round, Version::default()).iter().zip(&previous) {
        let got = measured.as_ref().and_then(|m| {
            m["measurements"].as_array()?.iter().find(|r| {
                r["key"].as_str() == Some(p.key.as_str())
                    && r["case"].as_str() == Some(p.case.as_str())
            })?["median"]
                .as_f64()
        });
        let pred = tenth(p.estimate.total());
        let err = got.map_or(String::new(), |g| {
            format!("{:+.1} %", 100.0 * (pred - g) / g)
        });
        println!(
            "{:20} {:10} {:8.1} {:>8} {err} (version 15: {:.1})",
            p.key,
            p.case,
            pred,
            got.map_or(String::new(), |g| g.to_string()),
            o.estimate.total()
        );
    }
}

#[test]
#[ignore = "prints the model against a calibration family in the rounds' format (CALIB=brx: scripts/gpu/calib/brx_kernels.json and raw/brx/brx.jsonl.gz, unzipped to /tmp/brx.jsonl): for fitting, not a pre-registration"]
fn show_model_on_calibration() {
    let family = std::env::var("CALIB").unwrap_or_else(|_| "brx".into());
    let calib = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/gpu/calib");
    let text = fs::read_to_string(calib.join(format!("{family}_kernels.json"))).expect("kernels");
    let doc: Value = serde_json::from_str(&text).expect("json");
    let measured = fs::read_to_string(format!("/tmp/{family}.jsonl")).unwrap_or_default();
    let meas: Vec<Value> = measured
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|v| v.get("key").is_some())
        .collect();
    let old = predict_doc(&doc, Version::V15);
    for (p, o) in predict_doc(&doc, Version::default()).iter().zip(&old) {
        let got = meas
            .iter()
            .find(|m| {
                m["key"].as_str() == Some(p.key.as_str())
                    && m["case"].as_str() == Some(p.case.as_str())
            })
            .and_then(|m| m["median"].as_f64());
        let pred = tenth(p.estimate.total());
        let err = got.map_or(String::new(), |g| format!("{:+.1}", 100.0 * (pred - g) / g));
        let err3 = got.map_or(String::new(), |g| {
            format!("{:+.1}", 100.0 * (o.estimate.total() - g) / g)
        });
        if std::env::var("CALIB_BREAKDOWN").is_ok() {
            println!(
                "BD {} {} {} | {}",
                p.key,
                p.case,
                breakdown(&p.estimate),
                breakdown(&o.estimate)
            );
        }
        println!(
            "CAL {} {} {:.1} {} {err} {:.1} {err3}",
            p.key,
            p.case,
            pred,
            got.unwrap_or(f64::NAN),
            o.estimate.total()
        );
    }
}
