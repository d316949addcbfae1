//! Fuzz: arbitrary sources (random bytes, token soup, mutated examples, generated kernels) through the stepper never panic.
//!
//! The case count comes from `WARPWISE_FUZZ_CASES` (default 100,000) so a longer run can raise it;
//! the seed from `WARPWISE_FUZZ_SEED` (default 15), so a failure can be replayed.
#![cfg(not(target_arch = "wasm32"))]

use std::rc::Rc;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use warpwise::model::lanes::WarpWidth;
use warpwise::model::stepper::examples::EXAMPLES;
use warpwise::model::stepper::{compile, Decision, Inputs, Launch, Machine, Mode, Options, Status};

const TOKENS: &[&str] = &[
    "int ",
    "unsigned ",
    "float ",
    "bool ",
    "const ",
    "if ",
    "else ",
    "for ",
    "while ",
    "do ",
    "switch ",
    "case ",
    "default:",
    "break;",
    "continue;",
    "return;",
    "work(",
    "__syncwarp(",
    "__ballot_sync(",
    "__any_sync(",
    "__all_sync(",
    "__activemask()",
    "__shfl_sync(",
    "__shfl_xor_sync(",
    "__shfl_down_sync(",
    "sqrtf(",
    "expf(",
    "logf(",
    "min(",
    "max(",
    "abs(",
    "threadIdx.x",
    "blockIdx.x",
    "blockDim.x",
    "laneid",
    "warpSize",
    "x",
    "y",
    "i",
    "a[",
    "]",
    "(",
    ")",
    "{",
    "}",
    ";",
    ",",
    "=",
    "+=",
    "<<=",
    "++",
    "--",
    "+",
    "-",
    "*",
    "/",
    "%",
    "<",
    "<=",
    "==",
    "!=",
    "&&",
    "||",
    "!",
    "~",
    "?",
    ":",
    "&",
    "|",
    "^",
    "<<",
    ">>",
    "0",
    "1",
    "3",
    "16",
    "31",
    "32",
    "-1",
    "0xFFFFFFFF",
    "0xFFFFu",
    "1.5f",
    "0.5",
    "1e3",
    "true",
    "false",
    "__global__ void k(const int *a, int n) ",
    "(float)",
    "(int)",
    "x = ",
    "int x = ",
    "int i = 0;",
    "float y = ",
    "struct ",
    "goto ",
    "->",
    "#",
    "\"",
    "/*",
    "*/",
    "//",
    "\n",
    " ",
    "99999999999",
    "a[threadIdx.x]",
    "n",
];

const CONDITIONS: &[&str] = &[
    "threadIdx.x < 16",
    "a[laneid] == 0",
    "a[laneid] > 1",
    "x % 2 == 0",
    "laneid & 1",
    "i < a[threadIdx.x]",
    "x > 3 && a[laneid] != 2",
    "true",
    "n > 4",
    "(x ^ laneid) < 8",
];

const STATEMENTS: &[&str] = &[
    "work(3);",
    "work(a[laneid]);",
    "x = x + 1;",
    "x += a[laneid];",
    "y = sqrtf((float)x);",
    "a[laneid] = x;",
    "x++;",
    "break;",
    "continue;",
    "return;",
    "__syncwarp(0xFFFFFFFF);",
    "__syncwarp(__activemask());",
    "unsigned m = __ballot_sync(0xFFFFFFFF, x > 2);",
    "x = __shfl_sync(0xFFFFFFFF, x, 0);",
    "x = 10 / (a[laneid] - 1);",
    "int z;",
];

fn pick<'a>(rng: &mut StdRng, list: &[&'a str]) -> &'a str {
    list[rng.random_range(0..list.len())]
}

/// A small random kernel from templates: reaches the machine far more often than raw bytes.
fn generated(rng: &mut StdRng, depth: u32, out: &mut String) {
    let count = rng.random_range(1..4);
    for _ in 0..count {
        match rng.random_range(0..8) {
            0 if depth < 4 => {
                out.push_str(&format!("if ({}) {{ ", pick(rng, CONDITIONS)));
                generated(rng, depth + 1, out);
                out.push_str("} else { ");
                generated(rng, depth + 1, out);
                out.push_str("} ");
            }
            1 if depth < 4 => {
                out.push_str(&format!(
                    "for (int i = 0; i < {}; i++) {{ ",
                    rng.random_range(0..6)
                ));
                generated(rng, depth + 1, out);
                out.push_str("} ");
            }
            2 if depth < 4 => {
                out.push_str("while (x < 5) { x++; ");
                generated(rng, depth + 1, out);
                out.push_str("} ");
            }
            3 if depth < 4 => {
                out.push_str("switch (a[laneid]) { case 0: ");
                generated(rng, depth + 1, out);
                out.push_str(" case 1: break; default: ");
                generated(rng, depth + 1, out);
                out.push_str("} ");
            }
            4 if depth < 4 => {
                out.push_str(&format!("if ({}) ", pick(rng, CONDITIONS)));
                out.push_str(pick(rng, STATEMENTS));
                out.push(' ');
            }
            _ => {
                out.push_str(pick(rng, STATEMENTS));
                out.push(' ');
            }
        }
    }
}

fn source(rng: &mut StdRng) -> String {
    match rng.random_range(0..5) {
        0 => {
            let len = rng.random_range(0..160);
            let bytes: Vec<u8> = (0..len)
                .map(|_| {
                    if rng.random_range(0..8) == 0 {
                        rng.random()
                    } else {
                        rng.random_range(32..127u8)
                    }
                })
                .collect();
            String::from_utf8_lossy(&bytes).into_owned()
        }
        1 => {
            let n = rng.random_range(0..60);
            (0..n).map(|_| pick(rng, TOKENS)).collect()
        }
        2 | 3 => {
            let example = &EXAMPLES[rng.random_range(0..EXAMPLES.len())];
            let mut bytes = example.source.as_bytes().to_vec();
            for _ in 0..rng.random_range(1..5) {
                let len = bytes.len().max(1);
                let at = rng.random_range(0..len).min(bytes.len());
                match rng.random_range(0..5) {
                    0 => {
                        let end = (at + rng.random_range(0..12)).min(bytes.len());
                        bytes.drain(at..end);
                    }
                    1 => {
                        let token = pick(rng, TOKENS).as_bytes().to_vec();
                        bytes.splice(at..at, token);
                    }
                    2 => {
                        let end = (at + rng.random_range(0..40)).min(bytes.len());
                        let copy = bytes[at..end].to_vec();
                        bytes.splice(at..at, copy);
                    }
                    3 => {
                        if let Some(b) = bytes.get_mut(at) {
                            *b = rng.random_range(32..127u8);
                        }
                    }
                    _ => {
                        if let Some(b) = bytes.get_mut(at) {
                            if b.is_ascii_digit() {
                                *b = b'0' + rng.random_range(0..10u8);
                            }
                        }
                    }
                }
            }
            String::from_utf8_lossy(&bytes).into_owned()
        }
        _ => {
            let mut out = String::from("int x = laneid; float y = 0.0f; ");
            generated(rng, 0, &mut out);
            if rng.random_range(0..2) == 0 {
                format!("__global__ void k(int *a, int n) {{ {out} }}")
            } else {
                out
            }
        }
    }
}

fn exercise(rng: &mut StdRng, src: &str) {
    let mode = if rng.random_range(0..3) == 0 {
        Mode::Toy
    } else {
        Mode::Full
    };
    let overrides = (0..rng.random_range(0..3))
        .map(|_| {
            let d = if rng.random() {
                Decision::Predicated
            } else {
                Decision::RealBranch
            };
            (rng.random_range(0..6), d)
        })
        .collect();
    let options = Options {
        mode,
        overrides,
        ..Options::default()
    };
    let program = match compile(src, &options) {
        Ok(p) => p,
        Err(e) => {
            assert!(e.line >= 1 && e.col >= 1, "{src:?}: {e:?}");
            assert!(e.message.len() > 8, "{src:?}: {e:?}");
            assert!(e.render(src).contains('^'));
            return;
        }
    };
    let width = if rng.random_range(0..4) == 0 {
        WarpWidth::Wave64
    } else {
        WarpWidth::Warp32
    };
    let launch = if rng.random_range(0..3) == 0 {
        Launch::partial(width, rng.random_range(0..=width.lanes()))
    } else {
        Launch::full(width)
    };
    let mut inputs = Inputs::new();
    for a in program.arrays() {
        let len = if rng.random() {
            width.lanes() as usize
        } else {
            rng.random_range(0..=64)
        };
        let values = (0..len)
            .map(|_| f64::from(rng.random_range(-3..8i32)) * if rng.random() { 1.0 } else { 0.5 })
            .collect();
        inputs.set(&a.name, values).expect("at most 64 values");
    }
    for s in program.scalar_inputs() {
        inputs
            .set(&s.name, vec![f64::from(rng.random_range(-5..40i32))])
            .expect("one value");
    }
    let mut m = Machine::new(Rc::new(program), launch, &inputs).with_budget(2_000);
    for _ in 0..rng.random_range(0..4) {
        m.step();
        let _ = (
            m.current_line(),
            m.active_mask(),
            m.stack().len(),
            m.exited(),
        );
    }
    let checkpoint = m.clone();
    m.run_to_end();
    match m.status() {
        Status::Failed(e) => {
            assert!(e.message.len() > 8, "{src:?}: {e:?}");
            assert!(e.line >= 1, "{src:?}: {e:?}");
            let _ = e.render(src);
        }
        Status::Finished => {}
        Status::Running => panic!("{src:?}: run_to_end returned while running"),
    }
    let t = m.totals();
    assert!(t.issue_slots <= 2_000, "{src:?}: budget");
    assert!(t.longest_lane <= t.issue_slots);
    assert!(t.active_lane_slots <= u64::from(t.launched_lanes) * t.issue_slots);
    if let Some(e) = t.path_efficiency() {
        assert!((0.0..=1.0).contains(&e), "{src:?}");
    }
    if t.issue_slots > 0 {
        let i = rng.random_range(0..t.issue_slots);
        assert_eq!(m.slot(i).map(|s| s.index), Some(i));
    }
    // A checkpoint replays to the same end.
    if rng.random_range(0..8) == 0 {
        let mut again = checkpoint;
        again.run_to_end();
        assert_eq!(again.totals(), t, "{src:?}");
    }
}

#[test]
fn arbitrary_sources_never_panic() {
    let cases: u64 = std::env::var("WARPWISE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.replace(['_', ','], "").parse().ok())
        .unwrap_or(100_000);
    let seed: u64 = std::env::var("WARPWISE_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(15);
    let mut rng = StdRng::seed_from_u64(seed);
    let start = std::time::Instant::now();
    let (mut compiled, mut ran) = (0u64, 0u64);
    for _ in 0..cases {
        let src = source(&mut rng);
        if compile(&src, &Options::default()).is_ok() {
            compiled += 1;
        }
        exercise(&mut rng, &src);
        ran += 1;
    }
    println!(
        "stepper fuzz: {ran} sources ({compiled} compiled) in {:.1} s",
        start.elapsed().as_secs_f64()
    );
    // The generators must reach the machine, not only the parser.
    assert!(compiled * 10 > ran, "only {compiled} of {ran} compiled");
}

#[test]
fn deep_and_long_inputs_are_refused_cleanly() {
    let cases = [
        format!("int x = {}1{};", "(".repeat(4000), ")".repeat(4000)),
        format!("int x = {}1;", "!".repeat(8000)),
        format!("{}{}", "{".repeat(4000), "}".repeat(4000)),
        format!("int x = 1{};", " + 1".repeat(2000)),
        "work(1);".repeat(2000),
        format!("int x = {};", "1 ? ".repeat(2000)),
    ];
    for src in cases {
        let mut rng = StdRng::seed_from_u64(1);
        exercise(&mut rng, &src);
    }
}
