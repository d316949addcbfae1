//! The SM model's limits: one warp is the stepper, many warps reach the issue floor, more warps never slow it, the regime word follows the busy share.

use std::rc::Rc;

use super::*;
use crate::model::lanes::WarpWidth;
use crate::model::stepper::examples::EXAMPLES;
use crate::model::stepper::h200::H200Cost;
use crate::model::stepper::{compile, Inputs, Launch, Options, DEFAULT_BUDGET};

fn stream_for(source: &str, options: &Options, inputs: &Inputs) -> (Stream, u64) {
    let program = Rc::new(compile(source, options).expect("compiles"));
    let mut m =
        Machine::new(program, Launch::full(WarpWidth::Warp32), inputs).with_budget(DEFAULT_BUDGET);
    m.run_to_end();
    let stepper = m.predicted_cycles(&H200Cost);
    (stream_of(m).expect("finishes"), stepper)
}

fn sel(values: &[f64]) -> Inputs {
    let mut i = Inputs::new();
    i.set("s", values.to_vec()).expect("32 values");
    i
}

fn halves() -> Inputs {
    sel(&(0..32)
        .map(|l| f64::from(u8::from(l >= 16)))
        .collect::<Vec<_>>())
}

fn zeros() -> Inputs {
    sel(&[0.0; 32])
}

const IFE: &str = "if (s[threadIdx.x] == 0) { work(24); } else { work(24); }";
const CHAIN: &str = "work(64);";

fn check(what: &str, got: f64, want: f64, tol: f64) {
    assert!(
        (got - want).abs() <= tol,
        "{what}: got {got}, want {want} ± {tol}"
    );
}

#[test]
fn one_warp_is_the_steppers_figure_for_every_example() {
    for ex in EXAMPLES {
        for shown_real in [false, true] {
            let mut options = Options::default();
            let program = compile(ex.source, &options).expect("example compiles");
            if shown_real {
                options.overrides = program
                    .branches()
                    .iter()
                    .map(|b| (b.id, crate::model::stepper::Decision::RealBranch))
                    .collect();
            }
            let program = Rc::new(compile(ex.source, &options).expect("compiles"));
            let launch = Launch::partial(WarpWidth::Warp32, ex.active_lanes);
            let mut m = Machine::new(program, launch, &ex.inputs(WarpWidth::Warp32))
                .with_budget(DEFAULT_BUDGET);
            if !matches!(m.run_to_end(), Status::Finished) {
                continue;
            }
            let stepper = m.predicted_cycles(&H200Cost);
            let s = stream_of(m).expect("finishes");
            let run = simulate_same(&s, 1).expect("one warp");
            assert_eq!(
                run.cycles.round() as u64,
                stepper,
                "{} (real branches {shown_real})",
                ex.key
            );
            check(ex.key, run.cycles, s.one_warp, 1e-6);
        }
    }
}

#[test]
fn one_warp_table_of_kernels() {
    // (kernel, inputs) → the stepper's one-warp cycles, equal at W = 1.
    let table: &[(&str, Inputs)] = &[
        (CHAIN, zeros()),
        (IFE, halves()),
        (IFE, zeros()),
        ("if (s[threadIdx.x] == 0) { work(3); } else { work(2); }", halves()),
        ("for (int i = 0; i < 8; i++) { if (s[threadIdx.x] == (i & 1)) { work(8); } else { work(12); } }", halves()),
        ("", zeros()),
    ];
    for (src, inputs) in table {
        let (s, stepper) = stream_for(src, &Options::default(), inputs);
        let run = simulate_same(&s, 1).expect("one warp");
        assert_eq!(run.cycles.round() as u64, stepper.max(2), "{src}");
    }
}

#[test]
fn many_warps_approach_the_issue_floor() {
    // (kernel, inputs, warps) → cycles within 3 % of Σ issue / 4. The last warp's own frame, issued as it
    // finishes, is not waited for.
    let table: &[(&str, Inputs, u32)] = &[
        (CHAIN, zeros(), 64),
        (IFE, halves(), 64),
        (IFE, zeros(), 64),
    ];
    for (src, inputs, w) in table {
        let (s, _) = stream_for(src, &Options::default(), inputs);
        let run = simulate_same(&s, *w).expect("runs");
        let floor = s.issue() * f64::from(*w) / f64::from(SCHEDULERS) - ISSUE_CYCLES_PER_WARP_FRAME;
        assert!(run.cycles >= floor - 1e-6, "{src}: below the floor");
        check(src, run.cycles / floor, 1.0, 0.03);
        assert_eq!(run.regime(), Regime::IssueBound, "{src}");
    }
}

#[test]
fn more_warps_never_finish_sooner_and_never_beyond_the_greedy_bound() {
    for (src, inputs) in [(CHAIN, zeros()), (IFE, halves()), (IFE, zeros())] {
        let (s, _) = stream_for(src, &Options::default(), &inputs);
        let mut before = 0.0;
        for w in MIN_WARPS..=MAX_WARPS {
            let run = simulate_same(&s, w).expect("runs");
            assert!(run.cycles >= before - 1e-9, "{src}: {w} warps sooner");
            // A scheduler that always issues when a warp is ready finishes its k warps within their issue
            // cycles plus one warp's own chain of latencies (the list-scheduling bound).
            let k = f64::from(w.div_ceil(SCHEDULERS));
            assert!(
                run.cycles <= k * s.issue() + s.alone() + 1e-6,
                "{src}: {w} warps beyond the bound"
            );
            before = run.cycles;
        }
    }
}

#[test]
fn four_warps_on_four_schedulers_take_one_warps_time() {
    let (s, _) = stream_for(IFE, &Options::default(), &halves());
    let one = simulate_same(&s, 1).expect("runs").cycles;
    let four = simulate_same(&s, 4).expect("runs").cycles;
    check("four warps", four, one, 1e-9);
}

#[test]
fn the_regime_flips_where_the_busy_share_crosses_the_threshold() {
    let (s, _) = stream_for(CHAIN, &Options::default(), &zeros());
    let mut flips = 0;
    let mut last = None;
    for w in MIN_WARPS..=MAX_WARPS {
        let run = simulate_same(&s, w).expect("runs");
        let share = run.busy_share();
        assert_eq!(
            run.regime() == Regime::IssueBound,
            share >= ISSUE_BOUND_SHARE,
            "{w} warps, share {share}"
        );
        if last.is_some_and(|r| r != run.regime()) {
            flips += 1;
        }
        last = Some(run.regime());
    }
    assert!(flips >= 1, "the chain never became issue-bound");
    // One warp of a dependent chain leaves three schedulers idle and its own waiting.
    let one = simulate_same(&s, 1).expect("runs");
    assert_eq!(one.regime(), Regime::LatencyBound);
    assert!(one.busy_share() < 0.25);
    // The share is exactly the threshold's side: by definition.
    assert_eq!(Regime::of(ISSUE_BOUND_SHARE), Regime::IssueBound);
    assert_eq!(Regime::of(ISSUE_BOUND_SHARE - 1e-9), Regime::LatencyBound);
}

#[test]
fn divergence_costs_more_when_issue_bound_than_latency_bound() {
    // A real if/else of 24 + 24 ops: one warp pays the latency of both paths plus the branch; many warps
    // pay the issue of both paths against one.
    let (div, _) = stream_for(IFE, &Options::default(), &halves());
    let (uni, _) = stream_for(IFE, &Options::default(), &zeros());
    let ratio = |w| {
        simulate_same(&div, w).expect("runs").cycles / simulate_same(&uni, w).expect("runs").cycles
    };
    let (one, many) = (ratio(1), ratio(64));
    assert!(one > 1.3 && one < 2.0, "one warp: {one}");
    assert!(many > 1.3 && many <= 2.0, "64 warps: {many}");
}

#[test]
fn divergent_paths_are_marked_and_slots_never_overlap() {
    let (s, _) = stream_for(IFE, &Options::default(), &halves());
    assert!(s.groups.iter().any(|g| g.path == Path::Divergent));
    let run = simulate_same(&s, 8).expect("runs");
    for sch in 0..SCHEDULERS {
        let mut marks: Vec<&Mark> = run.marks.iter().filter(|m| m.scheduler == sch).collect();
        marks.sort_by(|a, b| a.at.total_cmp(&b.at));
        for pair in marks.windows(2) {
            assert!(pair[1].at >= pair[0].at + pair[0].len - 1e-9);
        }
        assert!(marks.iter().all(|m| m.warp % SCHEDULERS == sch));
    }
    assert!(run.marks.iter().any(|m| m.path == Path::Divergent));
}

#[test]
fn warp_counts_outside_the_sm_are_refused_with_a_sentence() {
    let (s, _) = stream_for(CHAIN, &Options::default(), &zeros());
    for w in [0, 65] {
        let err = simulate_same(&s, w).expect_err("refused");
        assert_eq!(err, SmError::Warps(w));
        assert!(err.text(Lang::En).contains("1 to 64"));
        assert!(err.text(Lang::HiLatn).contains("1 se 64"));
    }
}

#[test]
fn gaps_never_undercut_their_issue_and_add_up_to_the_estimate() {
    for ex in EXAMPLES {
        let program = Rc::new(compile(ex.source, &Options::default()).expect("compiles"));
        let launch = Launch::partial(WarpWidth::Warp32, ex.active_lanes);
        let m = Machine::new(program, launch, &ex.inputs(WarpWidth::Warp32))
            .with_budget(DEFAULT_BUDGET);
        let Ok(s) = stream_of(m) else { continue };
        for g in s.groups.iter().filter(|g| g.path != Path::Around) {
            assert!(
                g.gap >= g.issue - 1e-9,
                "{}: gap {} < issue {}",
                ex.key,
                g.gap,
                g.issue
            );
        }
        check(ex.key, s.alone(), s.one_warp, 1e-6);
    }
}

#[test]
fn the_busy_share_counts_only_what_issues_within_the_run() {
    // (kernel, inputs) at every warp count: the issue that falls inside the run never exceeds the four
    // schedulers' cycles, and only the last warp's frame of each scheduler can fall outside it.
    let two_paths = "if (s[threadIdx.x] == 0) {\n    work(10);\n} else {\n    work(14);\n}";
    let table: &[(&str, Inputs)] = &[
        (CHAIN, zeros()),
        (IFE, halves()),
        (two_paths, halves()),
        (two_paths, zeros()),
    ];
    for (src, inputs) in table {
        let (s, _) = stream_for(src, &Options::default(), inputs);
        for w in MIN_WARPS..=MAX_WARPS {
            let run = simulate_same(&s, w).expect("runs");
            let share = run.busy_share();
            assert!(
                share > 0.0 && share <= 1.0 + 1e-9,
                "{src} at {w} warps: share {share}"
            );
            let outside = run.issue() - run.issue_in_run();
            let schedulers = f64::from(w.min(SCHEDULERS));
            assert!(
                outside >= -1e-9 && outside <= schedulers * ISSUE_CYCLES_PER_WARP_FRAME + 1e-9,
                "{src} at {w} warps: {outside} issue cycles outside the run"
            );
        }
    }
}
