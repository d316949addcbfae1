//! Data-driven tests of the stepper: per construct, parse errors, runtime errors, and consistency with the pricing core.

use std::rc::Rc;

use super::*;
use crate::model::lanes::{LaneMask, WarpWidth};
use crate::model::scenarios::SEED_SCENARIOS;
use crate::model::tree::{LanePreset, TreeShape, WarpData};

const W32: WarpWidth = WarpWidth::Warp32;

fn machine(src: &str, options: &Options, launch: Launch, inputs: &[(&str, Vec<f64>)]) -> Machine {
    let program = compile(src, options).unwrap_or_else(|e| panic!("{}", e.render(src)));
    let mut given = Inputs::new();
    for (name, values) in inputs {
        given.set(name, values.clone()).unwrap();
    }
    Machine::new(Rc::new(program), launch, &given)
}

fn lanes_where(f: impl Fn(u32) -> bool) -> LaneMask {
    (0..32)
        .filter(|&l| f(l))
        .fold(LaneMask::EMPTY, |m, l| m.with(l))
}

/// One construct: source + inputs → slots, masks at chosen slots, deepest stack, final values.
struct Case {
    name: &'static str,
    src: &'static str,
    toy: bool,
    inputs: Vec<(&'static str, Vec<f64>)>,
    slots: u64,
    depth: usize,
    masks: Vec<(u64, LaneMask)>,
    finals: Vec<(&'static str, u32, Option<Value>)>,
}

fn case(name: &'static str, src: &'static str, toy: bool, slots: u64, depth: usize) -> Case {
    Case {
        name,
        src,
        toy,
        inputs: Vec::new(),
        slots,
        depth,
        masks: Vec::new(),
        finals: Vec::new(),
    }
}

impl Case {
    fn input(mut self, name: &'static str, values: Vec<f64>) -> Self {
        self.inputs.push((name, values));
        self
    }
    fn mask(mut self, slot: u64, mask: LaneMask) -> Self {
        self.masks.push((slot, mask));
        self
    }
    fn last(mut self, var: &'static str, lane: u32, value: Option<Value>) -> Self {
        self.finals.push((var, lane, value));
        self
    }
}

fn check(c: &Case) {
    let options = if c.toy {
        Options::toy()
    } else {
        Options::default()
    };
    let mut m = machine(c.src, &options, Launch::full(W32), &c.inputs);
    let status = m.run_to_end().clone();
    assert_eq!(status, Status::Finished, "{}: {status:?}", c.name);
    let totals = m.totals();
    assert_eq!(totals.issue_slots, c.slots, "{}: slots", c.name);
    assert_eq!(totals.max_stack_depth, c.depth, "{}: stack depth", c.name);
    for &(slot, mask) in &c.masks {
        let got = m
            .slot(slot)
            .unwrap_or_else(|| panic!("{}: no slot {slot}", c.name));
        assert_eq!(got.mask, mask, "{}: mask at slot {slot}", c.name);
    }
    for &(var, lane, want) in &c.finals {
        let index = m
            .program()
            .variables()
            .iter()
            .rposition(|v| v.name == var)
            .unwrap_or_else(|| panic!("{}: no variable {var}", c.name));
        assert_eq!(
            m.value(index, lane),
            want,
            "{}: {var} in lane {lane}",
            c.name
        );
    }
    assert_eq!(
        m.exited(),
        LaneMask(0xFFFF_FFFF),
        "{}: every lane ends",
        c.name
    );
}

#[test]
fn constructs() {
    let i = |v: i32| Some(Value::Int(v));
    let quarter = (0..32).map(|l| f64::from(l % 4)).collect::<Vec<_>>();
    let low16 = lanes_where(|l| l < 16);
    let table = vec![
        // if / else: the then side first, then the else side, reconverging at the exit.
        case("if-else toy", "if (threadIdx.x < 16) { work(10); } else { work(8); }", true, 18, 2)
            .mask(0, low16)
            .mask(9, low16)
            .mask(10, LaneMask(0xFFFF_0000)),
        // A tail after the branch keeps the bottom entry waiting at the reconvergence PC.
        case("if-else with tail", "if (threadIdx.x < 16) { work(10); } else { work(8); }\nwork(1);", true, 19, 3)
            .mask(18, LaneMask(0xFFFF_FFFF)),
        // Full mode: compare (1) + branch (1), 10, jump over else (1), 8, 1.
        case("if-else full", "if (threadIdx.x < 16) { work(10); } else { work(8); }\nwork(1);", false, 22, 3)
            .mask(0, LaneMask(0xFFFF_FFFF))
            .mask(2, low16),
        case("uniform if", "if (threadIdx.x < 32) { work(5); } else { work(7); }", true, 5, 1),
        case("else-if chain", "int t = threadIdx.x % 4;\nif (t == 0) work(1); else if (t == 1) work(2); else if (t == 2) work(3); else work(4);", true, 11, 2)
            .mask(1, lanes_where(|l| l % 4 == 0))
            .mask(10, lanes_where(|l| l % 4 == 3)),
        // Loops: the mask shrinks lane by lane and the stack stays one deep.
        case("for toy", "for (int i = 0; i < n[threadIdx.x]; i++) { work(1); }", true, 3, 1)
            .input("n", quarter.clone())
            .mask(0, lanes_where(|l| l % 4 > 0))
            .mask(1, lanes_where(|l| l % 4 > 1))
            .mask(2, lanes_where(|l| l % 4 > 2))
            .last("i", 3, i(3))
            .last("i", 0, i(0)),
        // Full: init 1 + entry jump 1 + test (load, compare, branch) 3, then 3 × (work 1 + i++ 1 + test 3).
        case("for full", "for (int i = 0; i < n[threadIdx.x]; i++) { work(1); }", false, 20, 1)
            .input("n", quarter.clone()),
        case("while break continue", "int i = 0;\nwhile (true) { i++; if (i > (int)threadIdx.x % 4) break; if (i == 1) continue; work(1); }", true, 7, 2)
            .last("i", 0, i(1))
            .last("i", 3, i(4)),
        case("do while", "int i = 0;\ndo { work(2); i += 1; } while (i < 3);", true, 10, 1)
            .last("i", 31, i(3)),
        // switch: one side per case value, fallthrough from case 0 into case 1.
        case("switch fallthrough", "int k = threadIdx.x % 4;\nswitch (k) { case 0: work(1); case 1: work(2); break; case 2: work(3); break; default: work(4); }", true, 13, 4)
            .mask(1, lanes_where(|l| l % 4 == 0))
            .mask(3, lanes_where(|l| l % 4 == 0))
            .mask(4, lanes_where(|l| l % 4 == 1)),
        // return retires lanes: the rest continue alone.
        case("return", "if (threadIdx.x >= 20) return;\nwork(5);", true, 5, 2)
            .mask(0, lanes_where(|l| l < 20)),
        case("return full", "if (threadIdx.x >= 20) return;\nwork(5);", false, 8, 2),
        // Predication (full mode, default heuristic): no push, both sides issued, masked commit.
        case("predicated", "int y = 0;\nif (threadIdx.x % 2 == 0) y = 7;", false, 4, 1)
            .last("y", 0, i(7))
            .last("y", 1, i(0)),
        case("predicated if-else", "int y = 0;\nif (threadIdx.x < 8) y = 1; else y = 2;", false, 4, 1)
            .last("y", 7, i(1))
            .last("y", 8, i(2)),
        // Values: wrapping ints, unsigned, floats, short-circuit per lane, ternary, casts.
        case("arithmetic", "int a = 2147483647;\na += 1;\nunsigned u = 0u - 1u;\nfloat f = (float)threadIdx.x * 0.5f;\nint t = threadIdx.x > 3 ? 10 : -10;\nbool s = threadIdx.x == 0 || 10 / (int)threadIdx.x > 2;\nint m = max(3, min(-2, 7)) + abs(-4);\nint sh = 1 << 35;", true, 20, 1)
            .last("a", 0, i(i32::MIN))
            .last("u", 0, Some(Value::Uint(u32::MAX)))
            .last("f", 3, Some(Value::Float(1.5)))
            .last("t", 2, i(-10))
            .last("t", 5, i(10))
            .last("s", 0, Some(Value::Bool(true)))
            .last("s", 4, Some(Value::Bool(false)))
            .last("m", 0, i(7))
            .last("sh", 0, i(8)),
        case("read before set is fine when set", "int x;\nx = 4;\nint y = x * 2;", true, 2, 1)
            .last("y", 9, i(8)),
        case("arrays read and written", "data[threadIdx.x] = data[31 - threadIdx.x] + 1;\nint z = data[0];", true, 5, 1)
            .input("data", (0..32).map(f64::from).collect())
            .last("z", 5, i(32)),
        case("per-lane work", "work(n[threadIdx.x]);", true, 3, 1)
            .input("n", quarter.clone())
            .mask(0, lanes_where(|l| l % 4 > 0))
            .mask(2, lanes_where(|l| l % 4 == 3)),
        // Warp intrinsics.
        case("ballot any all", "unsigned b = __ballot_sync(0xFFFFFFFF, threadIdx.x < 5);\nint y = __any_sync(0xFFFFFFFF, threadIdx.x == 31);\nint z = __all_sync(0xFFFFFFFF, threadIdx.x < 31);", true, 6, 1)
            .last("b", 9, Some(Value::Uint(0x1F)))
            .last("y", 0, i(1))
            .last("z", 0, i(0)),
        case("activemask in a branch", "unsigned a = 0;\nif (threadIdx.x < 8) { a = __activemask(); }", true, 2, 1)
            .last("a", 3, Some(Value::Uint(0xFF)))
            .last("a", 9, Some(Value::Uint(0))),
        case("shuffle", "int v = __shfl_sync(0xFFFFFFFF, (int)threadIdx.x * 10, 3);\nint d = __shfl_down_sync(0xFFFFFFFF, (int)threadIdx.x, 1);", true, 5, 1)
            .last("v", 17, i(30))
            .last("d", 4, i(5))
            .last("d", 31, i(31)),
        case("butterfly", "int sum = laneid;\nfor (int o = 16; o > 0; o /= 2) { sum += __shfl_xor_sync(0xFFFFFFFF, sum, o); }", true, 11, 1)
            .last("sum", 0, i(496))
            .last("sum", 31, i(496)),
        case("syncwarp inside a side with its own mask", "if (threadIdx.x < 16) { __syncwarp(0x0000FFFF); work(1); }", true, 2, 1),
        case("wrapper and scalar param", "__global__ void k(const int *v, int n) {\n  int x = v[threadIdx.x] + n;\n}", true, 2, 1)
            .input("v", vec![1.0; 32])
            .input("n", vec![41.0])
            .last("x", 12, i(42)),
    ];
    for c in &table {
        check(c);
    }
}

#[test]
fn predication_can_be_overridden() {
    let src = "int y = 0;\nif (threadIdx.x % 2 == 0) y = 7;";
    let run = |options: &Options| {
        let mut m = machine(src, options, Launch::full(W32), &[]);
        m.run_to_end();
        m
    };
    let predicated = run(&Options::default());
    let p = predicated.program().branches()[0].clone();
    assert_eq!(
        (p.default, p.decision, p.predicable),
        (Decision::Predicated, Decision::Predicated, true)
    );
    let slot = predicated.slot(3).unwrap();
    assert_eq!(
        slot.mask,
        W32.full_mask(),
        "every active lane issues the side"
    );
    assert_eq!(
        slot.predicated,
        Some(lanes_where(|l| l % 2 == 0)),
        "only even lanes commit"
    );
    assert_eq!(predicated.totals().predicated_slots, 1);
    let real = run(&Options {
        mode: Mode::Full,
        overrides: vec![(0, Decision::RealBranch)],
        ..Options::default()
    });
    assert_eq!(real.program().branches()[0].decision, Decision::RealBranch);
    // 1 + compare (2 ops) + branch + 1: one slot more, and the side runs for the even lanes only.
    assert_eq!(real.totals().issue_slots, 5);
    assert_eq!(real.slot(4).unwrap().mask, lanes_where(|l| l % 2 == 0));
    // A branch with a loop inside cannot be predicated, whatever the override says.
    let looped = compile(
        "if (threadIdx.x < 3) { for (int i = 0; i < 2; i++) work(1); }",
        &Options {
            mode: Mode::Full,
            overrides: vec![(0, Decision::Predicated)],
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(looped.branches()[0].decision, Decision::RealBranch);
    assert!(!looped.branches()[0].predicable);
}

#[test]
fn a_continue_before_a_short_rest_is_predicated_as_ptxas_does() {
    // (shape, options, decision, lanes' sums) — ptxas if-converts the rest after `if (…) continue;`
    // when it is at most 4 ops (scripts/gpu/calib/brx.json, `lc_4` vs `lc_8`).
    let body = |rest: &str| {
        format!("int s = 0;\nfor (int i = 0; i < 4; i++) {{\n  if (((laneid + i) & 1) == 0) {{\n    continue;\n  }}\n  {rest}\n}}\n")
    };
    let real = Options {
        mode: Mode::Full,
        overrides: vec![(0, Decision::RealBranch)],
        ..Options::default()
    };
    let table: [(&str, String, Options, Decision, bool); 7] = [
        ("4 slots", body("s += 1; work(3);"), Options::default(), Decision::Predicated, true),
        ("5 slots", body("s += 1; work(4);"), Options::default(), Decision::RealBranch, true),
        ("a loop in the rest", body("s += 1; for (int j = 0; j < 1; j++) work(1);"), Options::default(), Decision::RealBranch, false),
        ("flipped to a real branch", body("s += 1; work(3);"), real, Decision::RealBranch, true),
        ("toy mode", body("s += 1; work(3);"), Options::toy(), Decision::RealBranch, true),
        (
            "break, not continue",
            "int s = 0;\nfor (int i = 0; i < 4; i++) {\n  if (((laneid + i) & 1) == 0) {\n    break;\n  }\n  s += 1;\n}\n".into(),
            Options::default(),
            Decision::RealBranch,
            false,
        ),
        (
            "an if with more than the continue",
            body("s += 1;").replace("continue;", "s += 0; continue;"),
            Options::default(),
            Decision::RealBranch,
            false,
        ),
    ];
    for (name, src, options, decision, counts) in table {
        let mut m = machine(&src, &options, Launch::full(W32), &[]);
        assert_eq!(m.run_to_end(), &Status::Finished, "{name}");
        let branch = &m.program().branches()[0];
        assert_eq!(branch.decision, decision, "{name}");
        let s = m
            .program()
            .variables()
            .iter()
            .position(|v| v.name == "s")
            .unwrap();
        if counts {
            // Every lane skips two of its four iterations, predicated or not.
            for lane in [0, 1, 30, 31] {
                assert_eq!(m.value(s, lane), Some(Value::Int(2)), "{name}: lane {lane}");
            }
        }
        let predicated = m.totals().predicated_slots > 0;
        assert_eq!(
            predicated,
            decision == Decision::Predicated,
            "{name}: predicated slots"
        );
        if decision == Decision::Predicated {
            assert!(
                branch.predicable && branch.default == Decision::Predicated,
                "{name}"
            );
            assert_eq!(branch.else_slots, 4, "{name}: the rest is the else side");
            assert_eq!(
                m.totals().max_stack_depth,
                1,
                "{name}: no push for the continue"
            );
        }
    }
}

#[test]
fn nested_predication_inside_a_chain() {
    // nvcc never if-converts an else-if chain (scripts/gpu/calib): the default keeps real branches.
    let src = "int y = 0;\nint t = threadIdx.x % 3;\nif (t == 0) y = 1; else if (t == 1) y = 2; else y = 3;";
    let default = compile(src, &Options::default()).unwrap();
    assert!(default
        .branches()
        .iter()
        .all(|b| b.decision == Decision::RealBranch));
    // Flipped by the learner, every link short and straight-line: the whole chain is if-converted, no push.
    let flipped = Options {
        mode: Mode::Full,
        overrides: vec![(0, Decision::Predicated), (1, Decision::Predicated)],
        ..Options::default()
    };
    let mut m = machine(src, &flipped, Launch::full(W32), &[]);
    m.run_to_end();
    let b = m.program().branches();
    assert_eq!(b.len(), 2);
    assert!(
        b.iter().all(|b| b.decision == Decision::Predicated),
        "{b:?}"
    );
    assert_eq!(m.totals().max_stack_depth, 1);
    let y = m
        .program()
        .variables()
        .iter()
        .position(|v| v.name == "y")
        .unwrap();
    for lane in 0..32 {
        assert_eq!(
            m.value(y, lane),
            Some(Value::Int(lane as i32 % 3 + 1)),
            "lane {lane}"
        );
    }
}

#[test]
fn stepping_issues_one_slot_at_a_time() {
    let src =
        "int x = threadIdx.x;\nif (x < 16) {\n  work(3);\n} else {\n  work(2);\n}\nx = x + 1;";
    let mut m = machine(src, &Options::toy(), Launch::full(W32), &[]);
    assert_eq!(m.current_line(), Some(1));
    let first = m.step().unwrap();
    assert_eq!(
        (first.index, first.line, first.kind),
        (0, 1, InstrKind::Compute)
    );
    // The branch issues nothing in toy mode, so the next slot is the then side's work.
    assert_eq!(m.current_line(), Some(3));
    assert_eq!(
        m.stack().len(),
        3,
        "bottom waits at x = x + 1; else and then sides pushed"
    );
    assert_eq!(m.active_mask(), lanes_where(|l| l < 16));
    let top = m.stack()[2];
    assert_eq!(
        m.program().line_of(top.rpc),
        Some(7),
        "reconvergence at the line after the else"
    );
    let checkpoint = m.clone();
    let lines: Vec<u32> = std::iter::from_fn(|| m.step().map(|s| s.line)).collect();
    assert_eq!(lines, vec![3, 3, 3, 5, 5, 7]);
    assert_eq!(m.status(), &Status::Finished);
    assert_eq!(m.current_line(), None);
    // A checkpoint replays to the same end; run_until stops exactly.
    let mut again = checkpoint.clone();
    again.run_to_end();
    assert_eq!(again.totals(), m.totals());
    let mut partial = checkpoint;
    partial.run_until(5);
    assert_eq!(partial.issue_slots(), 5);
    assert_eq!(partial.last_slot().map(|s| s.line), Some(5));
    assert_eq!(m.slots().count(), 7);
}

#[test]
fn exited_lanes_show_while_running() {
    let mut m = machine(
        "if (threadIdx.x >= 20) return;\nwork(5);",
        &Options::toy(),
        Launch::full(W32),
        &[],
    );
    m.step();
    assert_eq!(m.exited(), LaneMask(0xFFF0_0000));
    assert_eq!(m.active_mask(), LaneMask(0x000F_FFFF));
}

#[test]
fn partial_warps_and_wide_warps() {
    let mut m = machine("work(4);", &Options::toy(), Launch::partial(W32, 20), &[]);
    m.run_to_end();
    let t = m.totals();
    assert_eq!(
        (t.issue_slots, t.launched_lanes, t.active_lane_slots),
        (4, 20, 80)
    );
    assert_eq!(t.path_efficiency(), Some(1.0));
    assert_eq!(t.lane_weighted_issue_efficiency(), Some(1.0));
    assert_eq!(t.lane_utilisation(), Some(20.0 / 32.0));
    let mut wide = machine(
        "if (threadIdx.x < 40) work(3); else work(1);",
        &Options::toy(),
        Launch::full(WarpWidth::Wave64),
        &[],
    );
    wide.run_to_end();
    assert_eq!(wide.totals().issue_slots, 4);
    assert_eq!(wide.slot(0).unwrap().mask, LaneMask((1u64 << 40) - 1));
}

/// Runtime errors: source, launch → line, lane and a fragment of the sentence.
#[test]
fn runtime_errors() {
    let table: Vec<(&str, Launch, u32, Option<u32>, &str)> = vec![
        (
            "int x = 5 / (int)(threadIdx.x - threadIdx.x);",
            Launch::full(W32),
            1,
            Some(0),
            "division by zero",
        ),
        (
            "int x = 5 % ((int)threadIdx.x - 3);",
            Launch::full(W32),
            1,
            Some(3),
            "remainder by zero",
        ),
        (
            "int v = a[threadIdx.x + 30];",
            Launch::full(W32),
            1,
            Some(2),
            "index 32 is outside a, which has 32 values (0 to 31)",
        ),
        (
            "int x;\nif (threadIdx.x < 4) x = 1;\nint y = x + 1;",
            Launch::full(W32),
            3,
            Some(4),
            "x is read before it is set",
        ),
        (
            "int idx = threadIdx.x;\nif (idx < 16) {\n  __syncwarp(0xFFFFFFFF);\n}",
            Launch::full(W32),
            3,
            Some(0),
            "names lane 16, which is on another path of a divergent branch",
        ),
        (
            "if (threadIdx.x >= 16) return;\n__syncwarp(0xFFFFFFFF);",
            Launch::full(W32),
            2,
            Some(0),
            "names lane 16, which has already exited",
        ),
        (
            "__syncwarp(0xFFFFFFFF);",
            Launch::partial(W32, 20),
            1,
            Some(0),
            "names lane 20, which was never launched",
        ),
        (
            "__syncwarp(0xFFFFFFFE);",
            Launch::full(W32),
            1,
            Some(0),
            "leaves out lane 0, the lane calling it",
        ),
        (
            "unsigned m = threadIdx.x < 16 ? 0xFFFFu : 0xFFFFFFFFu;\n__syncwarp(m);",
            Launch::full(W32),
            2,
            Some(16),
            "different masks",
        ),
        (
            "if (threadIdx.x < 16) {\n  int v = __shfl_sync(0xFFFF, 1, 20);\n}",
            Launch::full(W32),
            2,
            Some(0),
            "reads lane 20, which is not in its mask 0x0000FFFF",
        ),
        (
            "unsigned b = __ballot_sync(0xFFFFFFFF, true);",
            Launch::full(WarpWidth::Wave64),
            1,
            None,
            "only in a 32-lane warp",
        ),
        (
            "work((int)threadIdx.x - 5);",
            Launch::full(W32),
            1,
            Some(0),
            "asks for -5",
        ),
        (
            "switch (1.5f) { default: work(1); }",
            Launch::full(W32),
            1,
            Some(0),
            "a switch selector needs a whole number",
        ),
        (
            "float f = 2.0f;\nint x = 7 % f;",
            Launch::full(W32),
            2,
            Some(0),
            "the % operator needs whole numbers",
        ),
        (
            "while (true) { work(1); }",
            Launch::full(W32),
            1,
            None,
            "stopped at the stepper's limit of 100,000 issue slots: an endless loop, or one longer than the stepper runs",
        ),
    ];
    for (src, launch, line, lane, fragment) in table {
        let mut m = machine(src, &Options::default(), launch, &[]);
        m.run_to_end();
        let e = m
            .error()
            .unwrap_or_else(|| panic!("{src}: no error, {:?}", m.status()))
            .clone();
        assert_eq!((e.line, e.lane), (line, lane), "{src}: {e}");
        assert!(e.message.contains(fragment), "{src}: {}", e.message);
        assert!(e.render(src).contains('^'));
    }
    // Toy mode issues nothing for an empty loop: the instruction limit stops it instead.
    let mut m = machine("while (1) { }", &Options::toy(), Launch::full(W32), &[]);
    m.run_to_end();
    assert!(m
        .error()
        .unwrap()
        .message
        .contains("instructions: an endless loop, or one longer than the stepper runs"));
    // A smaller budget is honoured.
    let mut m = machine(
        "while (true) { work(1); }",
        &Options::toy(),
        Launch::full(W32),
        &[],
    )
    .with_budget(500);
    m.run_to_end();
    assert_eq!(m.issue_slots(), 500);
    assert_eq!(
        m.error().unwrap().message,
        "stopped at the stepper's limit of 500 issue slots: an endless loop, or one longer than the stepper runs"
    );
}

/// Parse errors: source → line, column and a fragment of the sentence.
#[test]
fn parse_errors() {
    let big = "work(1);\n".repeat(1000);
    let table: Vec<(&str, u32, u32, &str)> = vec![
        ("int x = ;", 1, 9, "expected a value, found ';'"),
        (
            "int *p;",
            1,
            5,
            "pointers are not part of the stepper's language",
        ),
        ("int x = 1;\nint y = *x;", 2, 9, "pointers are not part"),
        ("int a = 0;\nint b = a->c;", 2, 10, "pointers are not part"),
        ("struct S { int a; };", 1, 1, "structs are not part"),
        ("goto end;", 1, 1, "goto is not part"),
        (
            "__shared__ int s[32];",
            1,
            1,
            "shared memory (__shared__) is not part",
        ),
        (
            "atomicAdd(a, 1);",
            1,
            1,
            "atomics (atomicAdd, atomicCAS, …) are not part",
        ),
        (
            "__syncthreads();",
            1,
            1,
            "__syncthreads (a block barrier) is not part",
        ),
        ("double d = 1.0;", 1, 1, "double is not part"),
        ("int a[4];", 1, 6, "local arrays are not part"),
        ("if (x) {}", 1, 5, "x is not declared"),
        (
            "int x = 1\nint y = 2;",
            2,
            1,
            "expected ';' at the end of the declaration",
        ),
        ("work(1)", 1, 8, "expected ';'"),
        ("for (int i = 0; i < 4; i++ { }", 1, 28, "expected ')'"),
        ("int x = 3;\nx(2);", 2, 1, "x is a variable, not a function"),
        ("foo(3);", 1, 1, "foo is not a function the stepper knows"),
        (
            "int a = 1;\nint b = a = 2;",
            2,
            11,
            "assignment inside an expression",
        ),
        (
            "break;",
            1,
            1,
            "break is only allowed inside a loop or a switch",
        ),
        ("continue;", 1, 1, "continue is only allowed inside a loop"),
        (
            "case 1: work(1);",
            1,
            1,
            "case labels belong directly inside a switch",
        ),
        (
            "switch (1) { case 1: case 1: break; }",
            1,
            22,
            "case 1 appears twice",
        ),
        ("const int c;", 1, 11, "const c needs a value"),
        ("int c = 5 @", 1, 11, "unexpected character '@'"),
        ("int c = 5\u{0};", 1, 10, "unexpected character 'U+0000'"),
        ("int c\u{200b} = 5;", 1, 6, "unexpected character 'U+200B'"),
        ("int s = \"hi\";", 1, 9, "strings are not part"),
        ("int x = threadIdx.y;", 1, 19, "only threadIdx.x"),
        ("#include <cuda.h>", 1, 1, "preprocessor lines"),
        (
            "unsigned b = __ballot_sync(0xFFFFFFFF);",
            1,
            14,
            "__ballot_sync takes 2 arguments (mask, predicate), not 1",
        ),
        (
            "bool b = true && __any_sync(0xFFFFFFFF, 1);",
            1,
            18,
            "inside &&, || or ?:",
        ),
        (
            "__global__ void k() { return 1; }",
            1,
            30,
            "a kernel returns nothing",
        ),
        ("__global__ void k() {\n  work(1);\n", 1, 21, "never closed"),
        ("int x = 99999999999;", 1, 9, "too large for a 32-bit int"),
        ("x++;", 1, 1, "x is not declared"),
        (
            "int x = 0;\nint y = x++;",
            2,
            10,
            "++ and -- are statements",
        ),
        (
            "int x = 0;\nx + 1;",
            2,
            3,
            "an expression on its own does nothing",
        ),
        ("sqrtf(2.0f);", 1, 1, "is thrown away"),
        (
            "int x = sqrtf(1.0f, 2.0f);",
            1,
            9,
            "sqrtf takes 1 argument, not 2",
        ),
        (
            "threadIdx.x = 3;",
            1,
            1,
            "threadIdx is a built-in and cannot be assigned",
        ),
        (
            "const int c = 1;\nc = 2;",
            2,
            1,
            "c is const and cannot change",
        ),
        ("work(2000000);", 1, 1, "from 0 to 1,000,000"),
        (
            "__global__ void k() { } work(1);",
            1,
            25,
            "the stepper runs one kernel",
        ),
        ("int x = 010;", 1, 9, "octal literals"),
        ("/* open", 1, 1, "never closed"),
        (big.as_str(), 1, 1, "at most 8,192"),
    ];
    for (src, line, col, fragment) in table {
        let e = compile(src, &Options::default())
            .err()
            .unwrap_or_else(|| panic!("{src:?} compiled"));
        assert_eq!((e.line, e.col), (line, col), "{src:?}: {e}");
        assert!(e.message.contains(fragment), "{src:?}: {}", e.message);
        assert!(!e.message.is_empty());
    }
}

#[test]
fn carets_point_at_the_column() {
    let src = "int a = 1;\nint b = a +;";
    let e = compile(src, &Options::default()).unwrap_err();
    assert_eq!(
        e.render(src),
        "line 2, column 12: expected a value, found ';'\nint b = a +;\n           ^"
    );
}

/// The consistency test of issue 15: for every seed scenario the pricing core prices, the
/// stepper in toy mode issues exactly the core's T_div (plus prologue and tail), and both
/// efficiencies are the core's.
#[test]
fn toy_mode_agrees_with_the_pricing_core() {
    for s in SEED_SCENARIOS {
        let region = s.region().unwrap();
        let cost = region.price();
        let g = from_region::region_kernel(&region);
        let mut m = machine_from(&g, &Options::toy());
        assert_eq!(m.run_to_end(), &Status::Finished, "{}", s.id);
        assert_eq!(
            m.totals().issue_slots,
            cost.total_issued(),
            "{}: total",
            s.id
        );
        // The divergent region alone: no prologue or tail, the core's T_div and both efficiencies.
        let bare =
            crate::model::pricing::Region::new(region.width(), region.paths().to_vec(), 0, 0)
                .unwrap();
        let g = from_region::region_kernel(&bare);
        let mut m = machine_from(&g, &Options::toy());
        m.run_to_end();
        let t = m.totals();
        assert_eq!(t.issue_slots, cost.t_div, "{}: T_div", s.id);
        assert_eq!(t.longest_lane, cost.t_ideal, "{}: T_ideal", s.id);
        assert_eq!(
            t.path_efficiency(),
            cost.path_efficiency(),
            "{}: path efficiency",
            s.id
        );
        assert_eq!(
            t.lane_weighted_issue_efficiency(),
            cost.lane_weighted_issue_efficiency(),
            "{}: lane-weighted",
            s.id
        );
        assert_eq!(
            t.lane_utilisation(),
            cost.lane_utilisation(),
            "{}: utilisation",
            s.id
        );
        // Full mode adds the branch machinery on top, never less.
        let mut full = machine_from(&g, &Options::default());
        full.run_to_end();
        assert!(
            full.totals().issue_slots > t.issue_slots || t.issue_slots == 0,
            "{}",
            s.id
        );
    }
}

#[test]
fn toy_mode_agrees_with_the_tree_view() {
    for shape in TreeShape::ALL {
        let costs = shape.default_costs();
        for preset in LanePreset::ALL {
            for active in [32, 3] {
                let warp = WarpData::preset(shape, preset, W32, 5, active);
                let want = warp.region(shape, &costs, 0, 0).unwrap().price();
                let g = from_region::tree_kernel(shape, &costs, &warp);
                let mut m = machine_from(&g, &Options::toy());
                assert_eq!(m.run_to_end(), &Status::Finished);
                let t = m.totals();
                assert_eq!(t.issue_slots, want.t_div, "{shape:?} {preset:?} {active}");
                assert_eq!(
                    t.path_efficiency(),
                    want.path_efficiency(),
                    "{shape:?} {preset:?}"
                );
            }
        }
    }
}

fn machine_from(g: &from_region::Generated, options: &Options) -> Machine {
    let program = compile(&g.source, options).unwrap_or_else(|e| panic!("{}", e.render(&g.source)));
    Machine::new(Rc::new(program), g.launch, &g.inputs)
}

#[test]
fn every_example_runs() {
    for e in examples::EXAMPLES {
        for options in [Options::default(), Options::toy()] {
            let program = e
                .compile(&options)
                .unwrap_or_else(|err| panic!("{}: {}", e.key, err.render(e.source)));
            let mut m = Machine::new(Rc::new(program), e.launch(W32), &e.inputs(W32));
            m.run_to_end();
            if e.key == "bad-syncwarp-mask" {
                let err = m.error().unwrap_or_else(|| panic!("{} should stop", e.key));
                assert_eq!((err.line, err.lane), (7, Some(0)), "{err}");
                assert!(err.message.contains("names lane 16"));
            } else {
                assert_eq!(m.status(), &Status::Finished, "{}", e.key);
            }
        }
    }
}

/// The seeds' figures, read off the examples in toy mode: key → (issue slots, path efficiency ‰).
/// Exactly the seeds' T_div and T_ideal / T_div: the examples read their inputs in the conditions
/// (control, free in toy mode), so no set-up statement adds a slot the seeds do not count.
#[test]
fn examples_show_the_seed_figures() {
    let table = [
        ("l1-1-no-divergence", 20, 1000),
        ("l2-1-two-paths", 40, 625),
        ("l2-2-data-dependent", 80, 375),
        ("l2-3-one-lane", 150, 667),
        ("l3-1-nested-worst", 44, 318),
        ("l3-1-nested-best", 18, 556),
        ("l3-2-loop", 200, 1000),
        ("l3-3-warp-x", 120, 333),
        ("l3-3-warp-y", 120, 200),
        ("l4-1-heavy-light", 80, 750),
        ("l4-1-warp-aligned", 60, 1000),
        ("l4-2-short-branch", 7, 571),
        ("l4-3-sorted", 20, 1000),
        ("l5-1-dirty-warp", 48, 625),
        ("l5-2-mixed-warp", 50, 800),
        ("l5-3-tail", 50, 700),
        ("divergent-kernel", 18, 556),
    ];
    for (key, slots, permille) in table {
        let e = examples::find(key).unwrap();
        let program = e.compile(&Options::toy()).unwrap();
        let mut m = Machine::new(Rc::new(program), e.launch(W32), &e.inputs(W32));
        m.run_to_end();
        let t = m.totals();
        assert_eq!(t.issue_slots, slots, "{key}");
        let got = (t.path_efficiency().unwrap() * 1000.0).round() as u64;
        assert_eq!(got, permille, "{key}");
    }
    // L3.2: 20 iterations of 10, half the lane-slots useful (320 of 640 lane-iterations).
    let e = examples::find("l3-2-loop").unwrap();
    let mut m = Machine::new(
        Rc::new(e.compile(&Options::toy()).unwrap()),
        e.launch(W32),
        &e.inputs(W32),
    );
    m.run_to_end();
    assert_eq!(m.totals().active_lane_slots, 3200);
}

#[test]
fn ten_thousand_slots_run_fast() {
    // A 32-lane kernel of about 10,000 issue slots with per-lane arithmetic, loads, a divergent
    // loop and a predicated branch, in full mode.
    let src = "__global__ void k(const int *n, float *data) {
    float acc = 0.0f;
    for (int i = 0; i < n[threadIdx.x]; i++) {
        acc += i * 0.5f;
        if (i % 3 == 0) acc = acc * 0.9f;
        data[threadIdx.x] = acc + sqrtf((float)i);
    }
}";
    let counts: Vec<f64> = (0..32).map(|l| f64::from(200 + l * 13)).collect();
    let program = Rc::new(compile(src, &Options::default()).unwrap());
    let mut inputs = Inputs::new();
    inputs.set("n", counts).unwrap();
    let start = std::time::Instant::now();
    let mut m = Machine::new(Rc::clone(&program), Launch::full(W32), &inputs);
    m.run_to_end();
    let elapsed = start.elapsed();
    assert_eq!(m.status(), &Status::Finished);
    let slots = m.totals().issue_slots;
    assert!((9_000..=11_000).contains(&slots), "{slots}");
    println!(
        "stepper: {slots} issue slots, 32 lanes, run to the end in {:.2} ms ({} build)",
        elapsed.as_secs_f64() * 1000.0,
        if cfg!(debug_assertions) {
            "debug"
        } else {
            "release"
        }
    );
    // Generous for an unoptimised build; the release figure is in the report.
    assert!(elapsed.as_millis() < 2_000, "{elapsed:?}");
}

/// Every stepper error says itself in Hinglish: the English is `Display`'s, byte for byte; the
/// Hinglish is its own sentence and keeps the place, the numbers, the quoted names and the code.
#[test]
fn errors_speak_hinglish() {
    use crate::model::i18n::{assert_bilingual, Bilingual, Lang};

    // Every run of digits in the English is in the Hinglish too (lines, lanes, counts, masks).
    fn keeps_numbers(e: &impl Bilingual) {
        let (en, hi) = (e.text(Lang::En), e.text(Lang::HiLatn));
        for n in en
            .split(|c: char| !c.is_ascii_digit())
            .filter(|n| !n.is_empty())
        {
            assert!(hi.contains(n), "{n} missing from {hi:?} (English {en:?})");
        }
    }

    let big = "work(1);\n".repeat(1000);
    let parse: Vec<(&str, &[&str])> = vec![
        ("int x = ;", &["line 1, column 9", "';'"]),
        ("int x = 1 +", &["line 1, column 12"]),
        ("__global__ void k() { work(1) }", &["';'", "'}'"]),
        ("struct s;", &["structs"]),
        ("double d = 1.0f;", &["double", "float"]),
        ("long x = 1;", &["long", "int, unsigned, float"]),
        ("int *p;", &["pointers"]),
        ("__syncthreads();", &["__syncthreads", "__syncwarp"]),
        ("__ldg(1);", &["__ldg", "__ballot_sync", "__shfl_sync"]),
        ("atomicAdd(1, 1);", &["atomicAdd, atomicCAS"]),
        ("virtual;", &["virtual", "C++"]),
        ("#include <x>", &["#include"]),
        ("char c = 'a';", &["char"]),
        ("int x = 'a';", &["character literals"]),
        ("int x = 010;", &["010"]),
        ("int x = 10L;", &["10L", "32-bit"]),
        ("int x = 99999999999;", &["99999999999", "32-bit int"]),
        ("int x = 0xFFFFFFFFF;", &["0xFFFFFFFFF"]),
        ("x++;", &["x", "(int x = 0;)"]),
        ("__global__ void k() { y = 1; }", &["y", "(int y = 0;)"]),
        ("int if = 1;", &["if"]),
        ("const int c = 1;\nc = 2;", &["line 2", "c"]),
        ("const float c;", &["const float c = …;"]),
        ("int x = 0;\nx + 1;", &["'+'"]),
        ("int x = sqrtf(1.0f, 2.0f);", &["sqrtf"]),
        (
            "int v = __shfl_sync(1, 2, 3, 4);",
            &["__shfl_sync", "mask, value, source lane"],
        ),
        (
            "unsigned m = 1 && __ballot_sync(1, 1);",
            &["__ballot_sync", "&&, ||"],
        ),
        ("work(2000000);", &["1,000,000", "2000000"]),
        ("threadIdx.x = 3;", &["threadIdx"]),
        ("int x = threadIdx.y;", &["threadIdx.x"]),
        ("foo(1);", &["foo", "work(N)"]),
        ("switch (1) { case 2: case 2: break; }", &["case 2"]),
        ("break;", &["break"]),
        ("/* open", &["*/"]),
        ("int x = 1 @ 2;", &["'@'"]),
        (big.as_str(), &["9,000", "8,192", "8 KB"]),
    ];
    for (src, keep) in parse {
        let e = compile(src, &Options::default())
            .err()
            .unwrap_or_else(|| panic!("{src:?} compiled"));
        assert_bilingual(&e, keep);
        keeps_numbers(&e);
        let hi = e.render_in(src, Lang::HiLatn);
        assert!(hi.ends_with('^') && hi.contains(&e.message_hi), "{hi}");
        assert_eq!(e.render_in(src, Lang::En), e.render(src));
    }

    // Each runtime error: division and remainder by zero, a float where a whole number belongs, an
    // index out of range, a read before a set, each bad mask, a 64-lane intrinsic, a per-lane
    // work() count, and the issue-slot budget.
    let runtime: Vec<(&str, Launch, &[&str])> = vec![
        ("int x = 10 / (laneid - 3);", Launch::full(W32), &["lane 3"]),
        (
            "int x = 10 % (laneid - 3);",
            Launch::full(W32),
            &["lane 3", "%"],
        ),
        (
            "float f = 2.0f;\nint x = 7 % f;",
            Launch::full(W32),
            &["line 2", "%"],
        ),
        (
            "switch (1.5f) { default: work(1); }",
            Launch::full(W32),
            &["switch selector"],
        ),
        (
            "__global__ void k(int *a) { int x = a[laneid + 40]; }",
            Launch::full(W32),
            &["a"],
        ),
        (
            "int x;\nint y = x + 1;",
            Launch::full(W32),
            &["line 2", "x"],
        ),
        (
            "__syncwarp(0xFFFFFFFE);",
            Launch::full(W32),
            &["__syncwarp", "0xFFFFFFFE"],
        ),
        (
            "__syncwarp(0xFFFFFFFF);",
            Launch::partial(W32, 20),
            &["lane 20", "partial"],
        ),
        (
            "if (laneid < 16) { __syncwarp(0xFFFFFFFF); }",
            Launch::full(W32),
            &["divergent branch"],
        ),
        (
            "if (laneid == 3) return;\n__syncwarp(0xFFFFFFFF);",
            Launch::full(W32),
            &["lane 3", "exit"],
        ),
        (
            "unsigned m = laneid < 16 ? 0xFFFFu : 0xFFFFFFFFu;\n__syncwarp(m);",
            Launch::full(W32),
            &["lanes 16", "0x0000FFFF", "0xFFFFFFFF"],
        ),
        (
            "if (threadIdx.x < 16) {\n  int v = __shfl_sync(0xFFFF, 1, 20);\n}",
            Launch::full(W32),
            &["__shfl_sync", "lane 20", "0x0000FFFF"],
        ),
        (
            "unsigned b = __ballot_sync(0xFFFFFFFF, true);",
            Launch::full(WarpWidth::Wave64),
            &["__ballot_sync", "32-lane warp"],
        ),
        (
            "work((int)threadIdx.x - 5);",
            Launch::full(W32),
            &["work()", "-5"],
        ),
        (
            "while (true) { work(1); }",
            Launch::full(W32),
            &["100,000 issue slots"],
        ),
    ];
    for (src, launch, keep) in runtime {
        let mut m = machine(src, &Options::default(), launch, &[]);
        m.run_to_end();
        let e = m
            .error()
            .unwrap_or_else(|| panic!("{src}: no error"))
            .clone();
        assert_bilingual(&e, keep);
        keeps_numbers(&e);
        assert!(e.render_in(src, Lang::HiLatn).ends_with('^'));
    }
    let e = Inputs::new().set("big", vec![0.0; 65]).unwrap_err();
    assert_bilingual(&e, &["big", "65", "64"]);
}
