//! Many warps on one SM (issue 36): W warps of one kernel on an H200 SM's four schedulers, latency-bound versus issue-bound.
//!
//! # The model
//!
//! Each warp runs the stepper's kernel on its own lanes' inputs. Its **instruction stream** is read off the
//! stepper's trace ([`Run`]s) and priced by the one-warp H200 model ([`h200::estimate`]): the cycles each
//! run adds to the one-warp estimate of the trace so far become that run's latency, shared equally by its
//! slots. So an instruction is `(issue, gap)`: the scheduler cycles it occupies ([`issue_cycles`]) and the
//! cycles from its issue until the warp's next instruction may issue (its dependency latency, seen by the
//! dependent successor). A warp's divergent paths stay one after the other in its stream, as the trace has
//! them; predicated slots are issued for every lane.
//!
//! The SM has [`SCHEDULERS`] schedulers; warp `w` sits on scheduler `w % 4`. A scheduler issues at most one
//! instruction a cycle (an instruction of `issue` cycles keeps it for that long), always from a ready warp:
//! of its warps, the one that can issue first (ties: the lowest warp number after the last one issued,
//! a loose round robin). A warp issues at `max(ready, scheduler free)`, is ready again `gap` cycles later,
//! and has finished `gap` cycles after its last issue. The SM's cycles are those of the last warp to finish.
//! Other warps fill a warp's stalls; nothing else is shared (no memory bandwidth, no pipe contention
//! beyond the issue slot, no caches warming up).
//!
//! **One warp equals the stepper exactly**: gaps are never shorter than the issue they follow (a share
//! below it borrows from the next instructions, [`streams`]), so one warp alone issues each instruction the
//! moment its predecessor's gap ends and finishes at the sum of its gaps, the H200 model's total.
//! **Many warps approach the issue floor**: a scheduler cannot finish before it has issued the sum of its
//! warps' issue cycles, so with enough warps the SM takes (sum of every warp's issue cycles) / 4.
//!
//! # The regime
//!
//! The schedulers' **busy share** is the issue cycles of every warp that fall before the last warp finishes,
//! over the four schedulers' cycles until then: `Σ issue in the run / (4 · cycles)`, never above 1. (A
//! warp's frame is issued as it finishes, so the last warp's frame, like the code after a measured region,
//! ends after the run does: that part is not the run's.) The kernel is **issue-bound** when that share is at
//! least [`ISSUE_BOUND_SHARE`] (three cycles in four the schedulers issue: more warps can shorten the run
//! by at most a third, and the issue slots, not the latencies, set the time), **latency-bound** below it
//! (schedulers sit idle waiting for dependencies; more warps fill the gaps).
//!
//! # Calibration
//!
//! The issue cycles come from calibration family `sm` (`scripts/gpu/sm/`), measured with up to 32 warps on
//! one SM of the H200: [`ISSUE_CYCLES_PER_WORK_OP`] and [`ISSUE_CYCLES_PER_WARP_FRAME`] (each warp's code
//! around its kernel, issued as it finishes). Other slots (control, statements, intrinsics, loads) issue
//! [`ISSUE_CYCLES_PER_OTHER_SLOT`], one instruction, not calibrated.
//!
//! A `work` op in a constant-trip loop with a straight-line body is the register chain (its constant moves
//! hoisted out of the loop) and issues one instruction, [`ISSUE_CYCLES_PER_REGISTER_CHAIN_OP`]. Not
//! modelled: pipes (an FFMA and a move are one issue each, whichever unit runs them), the moves ptxas
//! hoists out of other loops, memory bandwidth and caches.

use super::i18n::{fill, Bilingual, Lang, Tr};
use super::lanes::LaneMask;
use super::stepper::h200;
use super::stepper::{InstrKind, Machine, Program, Run, Status};

/// Warp schedulers (SM sub-partitions) of an H200 SM.
pub const SCHEDULERS: u32 = 4;
/// The fewest warps on the SM.
pub const MIN_WARPS: u32 = 1;
/// The most warps on the SM (an H200 SM holds at most 64 resident warps).
pub const MAX_WARPS: u32 = 64;
/// The busy share at and above which the kernel is issue-bound (see the module docs).
pub const ISSUE_BOUND_SHARE: f64 = 0.75;
/// The most instructions all warps together may issue before the SM model stops (a long loop at 64 warps).
pub const MAX_ISSUES: u64 = 2_000_000;
/// Issue slots recorded for the figure (the first ones in time, per scheduler).
pub const MAX_MARKS: usize = 4_000;
/// The most one-warp estimates taken of a trace's prefixes; longer traces are priced in that many chunks.
const MAX_PREFIXES: usize = 600;

/// The calibration run the issue cycles come from (`scripts/gpu/sm/sm.json`, `run.run_id`).
pub const SM_RUN: &str = "20261205T161732Z-sm";
/// Scheduler cycles one `work()` op takes to issue: its dependent FFMA with the constant moves nvcc puts
/// beside it (about 1.8 SASS instructions an op) — `issue_cycles_per_work_op`, the least-squares fit of
/// the per-warp issue cycles of `chain_64` and `ife_24` (divergent, uniform) with 16 and more warps.
pub const ISSUE_CYCLES_PER_WORK_OP: f64 = 2.369;
/// Scheduler cycles each warp issues around its kernel: the code before and after the timed region that
/// still competes for the scheduler while other warps run (in the harness the clock reads, the stores of
/// the times, the loop, the next repetition's loads; in a real kernel its index set-up, loads and stores) —
/// `issue_cycles_per_warp_frame`, fitted with the work op. Charged once a warp, as it finishes, so one warp
/// alone still finishes at the stepper's figure.
pub const ISSUE_CYCLES_PER_WARP_FRAME: f64 = 37.68;
/// Scheduler cycles one control slot takes to issue (a branch, a jump, a predicate set-up, a switch, a
/// return): one instruction. Not fitted: the calibration cannot tell it from the frame (`ife_24` has the
/// same four control slots in both cases), so it is the one-instruction issue of any other slot.
pub const ISSUE_CYCLES_PER_CONTROL_SLOT: f64 = ISSUE_CYCLES_PER_OTHER_SLOT;
/// Scheduler cycles any other slot takes: one instruction (not calibrated).
pub const ISSUE_CYCLES_PER_OTHER_SLOT: f64 = 1.0;
/// Scheduler cycles a `work()` op takes in a constant-trip loop with a straight-line body
/// ([`h200::register_chain_pcs`]): ptxas hoists its constant moves out of the loop, leaving one FFMA, one
/// instruction like any other slot (calibration kernel `loop_6`'s SASS: 6 FFMA, the counter's add, its
/// compare and the branch a trip).
pub const ISSUE_CYCLES_PER_REGISTER_CHAIN_OP: f64 = ISSUE_CYCLES_PER_OTHER_SLOT;

/// The newest pre-registered SM round's verdict, for the stepper's SM panel: a constant, so the stepper's
/// bundle does not carry a JSON reader for the round files (`model::prereg::sm_rounds` reads them for the
/// Reality check). A test recomputes it from `scripts/gpu/prereg/errors-sm*.json`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SmVerdict {
    pub round: &'static str,
    /// Ratios the round judged.
    pub n: usize,
    /// The card the judged measurement ran on.
    pub card: &'static str,
    pub median_abs_error_pct: f64,
    pub max_abs_error_pct: f64,
}

/// Round sm1 (`errors-sm1.json`), measured on an H100: the calls asking for the H200 got an H100.
pub const LATEST_SM_ROUND: SmVerdict = SmVerdict {
    round: "sm1",
    n: 16,
    card: "NVIDIA H100 80GB HBM3",
    median_abs_error_pct: 5.1,
    max_abs_error_pct: 24.9,
};

/// The parameters this model reads from its calibration run, by their names in `sm.json`.
pub const PARAMETERS: &[(&str, f64)] = &[
    ("issue_cycles_per_work_op", ISSUE_CYCLES_PER_WORK_OP),
    ("issue_cycles_per_warp_frame", ISSUE_CYCLES_PER_WARP_FRAME),
];

/// Scheduler cycles one slot of `kind` takes to issue.
pub fn issue_cycles(kind: InstrKind) -> f64 {
    match kind {
        InstrKind::Work => ISSUE_CYCLES_PER_WORK_OP,
        InstrKind::Branch
        | InstrKind::Jump
        | InstrKind::Switch
        | InstrKind::Predicate
        | InstrKind::Return => ISSUE_CYCLES_PER_CONTROL_SLOT,
        InstrKind::Declare | InstrKind::Nop => 0.0,
        InstrKind::Compute | InstrKind::Intrinsic => ISSUE_CYCLES_PER_OTHER_SLOT,
    }
}

/// Issued slots of a trace by issue class: (work ops, control slots, other slots); declarations and removed
/// jumps issue nothing and are left out.
pub fn slot_classes(program: &Program, runs: &[Run]) -> (f64, f64, f64) {
    let mut c = (0.0, 0.0, 0.0);
    for r in runs {
        let kind = program
            .code
            .get(r.pc as usize)
            .map_or(InstrKind::Compute, |i| i.kind);
        let n = f64::from(r.count);
        match kind {
            InstrKind::Work => c.0 += n,
            InstrKind::Branch
            | InstrKind::Jump
            | InstrKind::Switch
            | InstrKind::Predicate
            | InstrKind::Return => c.1 += n,
            InstrKind::Declare | InstrKind::Nop => {}
            InstrKind::Compute | InstrKind::Intrinsic => c.2 += n,
        }
    }
    c
}

/// Which lanes an instruction ran for, for the figure's marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Path {
    /// Every lane the warp launched.
    Converged,
    /// Only some of them: one side of a split (a divergent path).
    Divergent,
    /// Issued for every lane, committed by some (an if-converted side).
    Predicated,
    /// The warp's code around its kernel ([`ISSUE_CYCLES_PER_WARP_FRAME`]).
    Around,
}

/// A group of identical instructions of one warp's stream.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Group {
    /// How many instructions.
    pub count: u32,
    /// Scheduler cycles each takes.
    pub issue: f64,
    /// Cycles from each one's issue until the warp's next instruction may issue.
    pub gap: f64,
    pub line: u32,
    pub path: Path,
}

/// One warp's instruction stream.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stream {
    pub groups: Vec<Group>,
    /// The one-warp H200 estimate of the trace (the stepper's figure, unrounded).
    pub one_warp: f64,
}

impl Stream {
    /// The warp's issue cycles.
    pub fn issue(&self) -> f64 {
        self.groups
            .iter()
            .map(|g| f64::from(g.count) * g.issue)
            .sum()
    }

    /// Instructions in the stream.
    pub fn instructions(&self) -> u64 {
        self.groups.iter().map(|g| u64::from(g.count)).sum()
    }

    /// The warp alone on its scheduler: the sum of its gaps.
    pub fn alone(&self) -> f64 {
        let sum: f64 = self.groups.iter().map(|g| f64::from(g.count) * g.gap).sum();
        if self.groups.is_empty() {
            self.one_warp
        } else {
            sum
        }
    }
}

/// The stream of one warp's finished trace: each run's (or, for long traces, each chunk's) share of the
/// one-warp estimate spread over its slots, every gap at least its issue (a shortfall borrowed from the
/// instructions after it, and what is left at the end from those before it).
pub fn stream(program: &Program, runs: &[Run], launched: LaneMask) -> Stream {
    stream_version(program, runs, launched, h200::Version::default())
}

/// [`stream`] priced by an earlier version of the one-warp model (to recompute a committed SM round).
pub fn stream_version(
    program: &Program,
    runs: &[Run],
    launched: LaneMask,
    version: h200::Version,
) -> Stream {
    let total = h200::estimate_version(program, runs, version).total();
    let register_chain = h200::register_chain_pcs(program);
    let step = runs.len().div_ceil(MAX_PREFIXES).max(1);
    // Cumulative estimate at each chunk boundary; the empty region's cost rides on the first chunk.
    let mut bounds: Vec<usize> = (0..runs.len()).step_by(step).collect();
    bounds.push(runs.len());
    let mut before = 0.0;
    let mut groups = Vec::new();
    let mut shares = Vec::new();
    for pair in bounds.windows(2) {
        let (lo, hi) = (pair[0], pair[1]);
        let upto = if hi == runs.len() {
            total
        } else {
            h200::estimate_version(program, &runs[..hi], version).total()
        };
        let chunk = &runs[lo..hi];
        let slots: u64 = chunk.iter().map(|r| u64::from(r.count)).sum();
        let added = upto - before;
        before = upto;
        for r in chunk {
            let ins = program.code.get(r.pc as usize);
            let kind = ins.map_or(InstrKind::Compute, |i| i.kind);
            let path = if r.predicated && r.committed != r.issued {
                Path::Predicated
            } else if r.issued.0 & launched.0 != launched.0 {
                Path::Divergent
            } else {
                Path::Converged
            };
            if r.count == 0 {
                continue;
            }
            let issue = if kind == InstrKind::Work && register_chain.contains(&r.pc) {
                ISSUE_CYCLES_PER_REGISTER_CHAIN_OP
            } else {
                issue_cycles(kind)
            };
            groups.push(Group {
                count: r.count,
                issue,
                gap: 0.0,
                line: ins.map_or(0, |i| i.line),
                path,
            });
            shares.push(if slots == 0 {
                0.0
            } else {
                added / slots as f64
            });
        }
    }
    settle(&mut groups, &shares, total);
    if !groups.is_empty() {
        // The code around the kernel, issued as the warp finishes: no latency, so one warp alone is unchanged.
        groups.push(Group {
            count: 1,
            issue: ISSUE_CYCLES_PER_WARP_FRAME,
            gap: 0.0,
            line: 0,
            path: Path::Around,
        });
    }
    Stream {
        groups,
        one_warp: total,
    }
}

/// Gives each group its gap: its share per instruction, never below its issue; a shortfall is borrowed
/// forward, and what is still owed at the end is paid back from earlier slack, so the gaps add up to
/// `total` whenever the trace is not issue-bound on its own.
fn settle(groups: &mut [Group], shares: &[f64], total: f64) {
    // Whole-group arithmetic: a group's instructions share one gap.
    let mut debt = 0.0;
    for (g, share) in groups.iter_mut().zip(shares) {
        if g.count == 0 {
            continue;
        }
        let n = f64::from(g.count);
        let want = share * n - debt;
        let floor = g.issue * n;
        if want >= floor {
            g.gap = want / n;
            debt = 0.0;
        } else {
            g.gap = g.issue;
            debt = floor - want;
        }
    }
    for g in groups.iter_mut().rev() {
        if debt <= 1e-12 {
            break;
        }
        let n = f64::from(g.count);
        let slack = (g.gap - g.issue) * n;
        if slack > 0.0 {
            let take = slack.min(debt);
            g.gap -= take / n;
            debt -= take;
        }
    }
    // A trace of nothing but issue-free slots keeps its whole estimate on its last group.
    let sum: f64 = groups.iter().map(|g| f64::from(g.count) * g.gap).sum();
    if let Some(last) = groups.iter_mut().rev().find(|g| g.count > 0) {
        if sum < total - 1e-9 && debt <= 1e-12 {
            last.gap += (total - sum) / f64::from(last.count);
        }
    }
}

/// The stream of `machine` run to its end, or why there is none.
pub fn stream_of(mut machine: Machine) -> Result<Stream, SmError> {
    match machine.run_to_end() {
        Status::Finished => {
            let launched = machine.launch().active;
            Ok(stream(machine.program(), machine.runs(), launched))
        }
        _ => Err(SmError::Unfinished),
    }
}

/// Why the SM model has no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SmError {
    /// The warp count is outside 1 to 64.
    Warps(u32),
    /// A warp's run stopped (a fault, the budget).
    Unfinished,
    /// All warps together issue more than [`MAX_ISSUES`].
    TooLong(u64),
}

impl Bilingual for SmError {
    fn text(&self, lang: Lang) -> String {
        match self {
            SmError::Warps(w) => fill(
                Tr::new(
                    "{} warps: an SM holds {} to {} warps",
                    "{} warps: ek SM mein {} se {} warps hote hain",
                )
                .get(lang),
                &[&w.to_string(), &MIN_WARPS.to_string(), &MAX_WARPS.to_string()],
            ),
            SmError::Unfinished => Tr::new(
                "the kernel does not finish, so the SM has no cycles to show",
                "kernel khatam nahi hota, isliye SM ke cycles nahi dikh sakte",
            )
            .get(lang)
            .to_string(),
            SmError::TooLong(n) => fill(
                Tr::new(
                    "the warps together issue {} instructions; the SM model stops at {}",
                    "saare warps milkar {} instructions issue karte hain; SM model {} par rukta hai",
                )
                .get(lang),
                &[&n.to_string(), &MAX_ISSUES.to_string()],
            ),
        }
    }
}

/// The regime word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Regime {
    LatencyBound,
    IssueBound,
}

impl Regime {
    /// The regime of a busy share (see the module docs).
    pub fn of(busy_share: f64) -> Regime {
        if busy_share >= ISSUE_BOUND_SHARE {
            Regime::IssueBound
        } else {
            Regime::LatencyBound
        }
    }

    pub fn words(self) -> Tr {
        match self {
            Regime::LatencyBound => Tr::new("latency-bound", "latency-bound"),
            Regime::IssueBound => Tr::new("issue-bound", "issue-bound"),
        }
    }
}

/// One issue on one scheduler, for the figure.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mark {
    pub scheduler: u32,
    pub warp: u32,
    /// Cycle the issue starts.
    pub at: f64,
    /// Cycles it keeps the scheduler.
    pub len: f64,
    pub path: Path,
}

/// What W warps on one SM do.
#[derive(Clone, Debug, PartialEq)]
pub struct SmRun {
    pub warps: u32,
    /// Cycles until the last warp finishes.
    pub cycles: f64,
    /// Each warp's finish.
    pub finish: Vec<f64>,
    /// Issue cycles on each scheduler.
    pub busy: [f64; SCHEDULERS as usize],
    /// When each scheduler's last issue ends (its last warp's frame may end after [`SmRun::cycles`]).
    pub issue_end: [f64; SCHEDULERS as usize],
    /// The first issues in time, at most [`MAX_MARKS`] per scheduler.
    pub marks: Vec<Mark>,
}

impl SmRun {
    /// Issue cycles of every warp.
    pub fn issue(&self) -> f64 {
        self.busy.iter().sum()
    }

    /// Issue cycles of every warp up to the last warp's finish: every issue starts by then (a warp issues
    /// nothing after it finishes), so only each scheduler's last issue can run past it.
    pub fn issue_in_run(&self) -> f64 {
        self.busy
            .iter()
            .zip(&self.issue_end)
            .map(|(busy, end)| busy - (end - self.cycles).max(0.0))
            .sum()
    }

    /// `Σ issue in the run / (4 · cycles)`, 0 for an empty run.
    pub fn busy_share(&self) -> f64 {
        if self.cycles > 0.0 {
            self.issue_in_run() / (f64::from(SCHEDULERS) * self.cycles)
        } else {
            0.0
        }
    }

    pub fn regime(&self) -> Regime {
        Regime::of(self.busy_share())
    }

    /// The issue floor: the busiest scheduler's issue cycles.
    pub fn issue_floor(&self) -> f64 {
        self.busy.iter().copied().fold(0.0, f64::max)
    }
}

/// `warps` copies of one warp's stream on the SM (the stepper's inputs repeated).
pub fn simulate_same(stream: &Stream, warps: u32) -> Result<SmRun, SmError> {
    if !(MIN_WARPS..=MAX_WARPS).contains(&warps) {
        return Err(SmError::Warps(warps));
    }
    let all: Vec<&Stream> = (0..warps).map(|_| stream).collect();
    simulate(&all)
}

/// The SM running one stream per warp (warp `w` on scheduler `w % 4`).
pub fn simulate(streams: &[&Stream]) -> Result<SmRun, SmError> {
    let warps = streams.len() as u32;
    if !(MIN_WARPS..=MAX_WARPS).contains(&warps) {
        return Err(SmError::Warps(warps));
    }
    let issued: u64 = streams.iter().map(|s| s.instructions()).sum();
    if issued > MAX_ISSUES {
        return Err(SmError::TooLong(issued));
    }
    let mut finish = vec![0.0; streams.len()];
    let mut busy = [0.0; SCHEDULERS as usize];
    let mut issue_end = [0.0; SCHEDULERS as usize];
    let mut marks = Vec::new();
    for s in 0..SCHEDULERS {
        let mine: Vec<usize> = (s as usize..streams.len())
            .step_by(SCHEDULERS as usize)
            .collect();
        let mut cursor: Vec<(usize, u32)> = vec![(0, 0); mine.len()];
        let mut ready = vec![0.0_f64; mine.len()];
        let mut free = 0.0_f64;
        let mut last = mine.len().saturating_sub(1);
        let mut recorded = 0usize;
        loop {
            // The warp that can issue first; ties go round-robin after the last one issued.
            let mut best: Option<(f64, usize)> = None;
            for k in 1..=mine.len() {
                let j = (last + k) % mine.len();
                let w = mine[j];
                if cursor[j].0 >= streams[w].groups.len() {
                    continue;
                }
                let t = ready[j].max(free);
                if best.is_none_or(|(b, _)| t < b - 1e-9) {
                    best = Some((t, j));
                }
            }
            let Some((t, j)) = best else { break };
            let w = mine[j];
            let g = streams[w].groups[cursor[j].0];
            if recorded < MAX_MARKS && g.issue > 0.0 {
                marks.push(Mark {
                    scheduler: s,
                    warp: w as u32,
                    at: t,
                    len: g.issue,
                    path: g.path,
                });
                recorded += 1;
            }
            free = t + g.issue;
            ready[j] = t + g.gap;
            busy[s as usize] += g.issue;
            last = j;
            cursor[j].1 += 1;
            if cursor[j].1 >= g.count {
                cursor[j] = (cursor[j].0 + 1, 0);
            }
            if cursor[j].0 >= streams[w].groups.len() {
                finish[w] = ready[j];
            }
        }
        issue_end[s as usize] = free;
        for &w in &mine {
            if streams[w].groups.is_empty() {
                finish[w] = streams[w].one_warp;
            }
        }
    }
    let cycles = finish.iter().copied().fold(0.0, f64::max);
    Ok(SmRun {
        warps,
        cycles,
        finish,
        busy,
        issue_end,
        marks,
    })
}

#[cfg(test)]
mod tests;
