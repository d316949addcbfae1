//! The SIMT machine: runs a [`Program`] one issue slot at a time with an explicit reconvergence stack.
//!
//! The textbook model of seeds 000 and 003. The top of the stack is what runs: its mask is the
//! active mask, its PC the next instruction. At a branch whose lanes disagree the top entry waits
//! at the reconvergence PC (the branch's immediate post-dominator) and one entry per side is
//! pushed on it, fall-through side on top so the `then` side runs first; an entry is popped
//! when its PC reaches its reconvergence PC. When the top entry already waits for the same
//! reconvergence PC (a loop's next iteration) it is replaced instead of stacked on, so a loop's
//! mask shrinks lane by lane without growing the stack. A lane that does not take a side stays
//! in the entry below, waiting. `return` removes lanes from every entry.

use std::collections::BTreeMap;
use std::rc::Rc;

use super::compile::{Builtin, Dest, ExprRef, InstrKind, Intrinsic, Op, Program, E};
use super::cost::CostModel;
use super::value::{self, Fault, Value};
use super::{said, Instr, Launch, Mode, RuntimeError, DEFAULT_BUDGET, MAX_WORK};
use crate::model::fields::group_thousands;
use crate::model::i18n::{Said, Tr};
use crate::model::lanes::{LaneMask, WarpWidth};
use crate::model::pricing::ratio;

/// One reconvergence-stack entry: the lanes, where they are, and where they wait for the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub pc: u32,
    /// Reconvergence PC; [`Program::exit_pc`] for the bottom entry.
    pub rpc: u32,
    pub mask: LaneMask,
}

/// A run of identical issue slots (one instruction, one mask), so `work(1000)` is one record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// Index of the first slot.
    pub first: u64,
    pub count: u32,
    pub pc: u32,
    /// Lanes the slots were issued for (the active mask).
    pub issued: LaneMask,
    /// Lanes that did work: `issued`, or for a predicated instruction the lanes whose predicate holds.
    pub committed: LaneMask,
    pub predicated: bool,
}

/// One issue slot, for the strip of slots and the current-line highlight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub index: u64,
    pub pc: u32,
    pub line: u32,
    pub col: u32,
    pub kind: InstrKind,
    /// The active mask the slot was issued for.
    pub mask: LaneMask,
    /// For a predicated (if-converted) instruction, the lanes whose predicate is true.
    pub predicated: Option<LaneMask>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Running,
    Finished,
    Failed(RuntimeError),
}

/// What a run has cost so far, and the figures the other views use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub issue_slots: u64,
    /// Σ over slots of the lanes that did work in it (committed lanes; a masked-off predicated lane does none).
    pub active_lane_slots: u64,
    /// Lanes of the launch (a partial final warp has fewer than the width).
    pub launched_lanes: u32,
    pub width: u32,
    /// The most slots any one lane did work in: what the warp would take if lanes never waited
    /// for each other (T_ideal).
    pub longest_lane: u64,
    pub predicated_slots: u64,
    pub max_stack_depth: usize,
}

impl Totals {
    /// T_ideal / T_div as `pricing.rs` defines it: the longest lane's slots over the issue slots.
    /// For a region kernel (see `from_region`) the longest lane runs the longest taken path, so
    /// this is the core's path efficiency exactly.
    pub fn path_efficiency(&self) -> Option<f64> {
        ratio(self.longest_lane, self.issue_slots)
    }

    /// Seed 002's E = Σ pᵢcᵢ / Σ cᵢ generalised: active lane-slots / (launched lanes × issue
    /// slots). With pᵢ the share of the launched lanes active in slot i this is Σ pᵢ / slots,
    /// which for a region equals `RegionCost::lane_weighted_issue_efficiency` (lanes that take
    /// no path are not launched there, as the core does not count them).
    pub fn lane_weighted_issue_efficiency(&self) -> Option<f64> {
        ratio(
            self.active_lane_slots,
            u64::from(self.launched_lanes) * self.issue_slots,
        )
    }

    /// Active lane-slots / (width × issue slots): also charges lanes that were never launched.
    pub fn lane_utilisation(&self) -> Option<f64> {
        ratio(
            self.active_lane_slots,
            u64::from(self.width) * self.issue_slots,
        )
    }
}

/// The warp. `Clone` is cheap apart from the trace (the program is shared), so a view can keep
/// checkpoints for Back; replaying with [`Machine::run_until`] from a fresh machine is exact too.
#[derive(Clone, Debug)]
pub struct Machine {
    prog: Rc<Program>,
    launch: Launch,
    width: usize,
    budget: u64,
    stack: Vec<Entry>,
    exited: LaneMask,
    vals: Vec<Value>,
    set: Vec<LaneMask>,
    arrays: Vec<Vec<Value>>,
    preds: Vec<LaneMask>,
    /// Slots of the instruction at the top's PC already issued.
    busy: u32,
    /// Slots of the current per-lane `work(expr)`, fixed at its first slot.
    dynamic: Option<u32>,
    work_counts: Vec<u32>,
    runs: Vec<Run>,
    slots: u64,
    lane_slots: Vec<u64>,
    active_lane_slots: u64,
    predicated_slots: u64,
    executed: u64,
    max_depth: usize,
    status: Status,
    scratch: Vec<Value>,
    staged: Vec<(u32, i64, Value)>,
}

/// The deepest the reconvergence stack may grow (it never does in practice; this is a guard).
const MAX_STACK: usize = 4096;

impl Machine {
    /// A warp at the kernel's first instruction. Inputs the kernel reads but nobody gave are zeros.
    pub fn new(program: Rc<Program>, launch: Launch, inputs: &super::Inputs) -> Machine {
        let width = launch.width.lanes() as usize;
        let nvars = program.vars.len();
        let mut vals = vec![Value::Int(0); nvars * width];
        let mut set = vec![LaneMask::EMPTY; nvars];
        let arrays = program
            .arrays
            .iter()
            .map(|a| match inputs.get(&a.name) {
                Some(values) => values.iter().map(|&x| Value::from_f64(x, a.ty)).collect(),
                None => vec![Value::from_f64(0.0, a.ty); width],
            })
            .collect();
        for s in &program.scalars {
            let x = inputs
                .get(&s.name)
                .and_then(|v| v.first().copied())
                .unwrap_or(0.0);
            let v = Value::from_f64(x, s.ty);
            for lane in bits(launch.active) {
                if let Some(slot) = vals.get_mut(s.var * width + lane as usize) {
                    *slot = v;
                }
            }
            if let Some(m) = set.get_mut(s.var) {
                *m = launch.active;
            }
        }
        let stack = if launch.active.is_empty() {
            Vec::new()
        } else {
            vec![Entry {
                pc: 0,
                rpc: program.exit_pc(),
                mask: launch.active,
            }]
        };
        let preds = vec![LaneMask::EMPTY; usize::from(program.pred_regs)];
        Machine {
            max_depth: stack.len(),
            prog: program,
            launch,
            width,
            budget: DEFAULT_BUDGET,
            stack,
            exited: LaneMask::EMPTY,
            vals,
            set,
            arrays,
            preds,
            busy: 0,
            dynamic: None,
            work_counts: vec![0; width],
            runs: Vec::new(),
            slots: 0,
            lane_slots: vec![0; width],
            active_lane_slots: 0,
            predicated_slots: 0,
            executed: 0,
            status: Status::Running,
            scratch: Vec::with_capacity(16),
            staged: Vec::with_capacity(64),
        }
    }

    /// Issue slots before the run stops as an endless loop (default [`DEFAULT_BUDGET`]).
    pub fn with_budget(mut self, budget: u64) -> Machine {
        self.budget = budget;
        self
    }

    pub fn program(&self) -> &Rc<Program> {
        &self.prog
    }

    pub fn launch(&self) -> Launch {
        self.launch
    }

    pub fn status(&self) -> &Status {
        &self.status
    }

    pub fn is_done(&self) -> bool {
        self.status != Status::Running
    }

    pub fn error(&self) -> Option<&RuntimeError> {
        match &self.status {
            Status::Failed(e) => Some(e),
            _ => None,
        }
    }

    /// Issues one slot (running any instructions that issue none before it) and returns it;
    /// `None` when the kernel ended or stopped without issuing one.
    pub fn step(&mut self) -> Option<Slot> {
        let before = self.slots;
        self.advance(before.saturating_add(1));
        if self.slots > before {
            self.last_slot()
        } else {
            None
        }
    }

    /// Runs until `slot` slots have been issued (or the kernel ends or stops).
    pub fn run_until(&mut self, slot: u64) -> &Status {
        self.advance(slot);
        &self.status
    }

    pub fn run_to_end(&mut self) -> &Status {
        self.advance(u64::MAX);
        &self.status
    }

    /// The next instruction to issue (the top entry's PC); `None` when the kernel has ended.
    pub fn pc(&self) -> Option<u32> {
        if self.status == Status::Finished {
            return None;
        }
        self.stack.last().map(|e| e.pc)
    }

    /// The line of the next instruction to issue (the just-issued one is [`Machine::last_slot`]).
    pub fn current_line(&self) -> Option<u32> {
        self.pc().and_then(|pc| self.prog.line_of(pc))
    }

    /// The active mask: the top entry's lanes.
    pub fn active_mask(&self) -> LaneMask {
        self.stack.last().map_or(LaneMask::EMPTY, |e| e.mask)
    }

    /// The reconvergence stack, bottom first.
    pub fn stack(&self) -> &[Entry] {
        &self.stack
    }

    /// Lanes that have returned or whose stack entry reached the end of the kernel (all launched
    /// lanes once it has ended). A lane in no stack entry and not here waits at the exit for the
    /// others (its side of a branch ended there).
    pub fn exited(&self) -> LaneMask {
        self.exited
    }

    /// Lane `lane`'s value of variable `var` (an index into [`Program::variables`]); `None` while unset.
    pub fn value(&self, var: usize, lane: u32) -> Option<Value> {
        if !self.set.get(var)?.contains(lane) {
            return None;
        }
        self.vals.get(var * self.width + lane as usize).copied()
    }

    /// The current contents of input array `index` (stores change them).
    pub fn array(&self, index: usize) -> Option<&[Value]> {
        self.arrays.get(index).map(Vec::as_slice)
    }

    pub fn runs(&self) -> &[Run] {
        &self.runs
    }

    pub fn issue_slots(&self) -> u64 {
        self.slots
    }

    /// Slot `index` (0-based) of the trace.
    pub fn slot(&self, index: u64) -> Option<Slot> {
        let at = self
            .runs
            .partition_point(|r| r.first + u64::from(r.count) <= index);
        let run = self.runs.get(at)?;
        (index >= run.first).then(|| self.slot_of(run, index))
    }

    pub fn last_slot(&self) -> Option<Slot> {
        self.slots.checked_sub(1).and_then(|i| self.slot(i))
    }

    /// Every slot so far, in order.
    pub fn slots(&self) -> impl Iterator<Item = Slot> + '_ {
        self.runs.iter().flat_map(move |r| {
            (r.first..r.first + u64::from(r.count)).map(move |i| self.slot_of(r, i))
        })
    }

    fn slot_of(&self, run: &Run, index: u64) -> Slot {
        let ins = self.prog.code.get(run.pc as usize);
        Slot {
            index,
            pc: run.pc,
            line: ins.map_or(0, |i| i.line),
            col: ins.map_or(0, |i| i.col),
            kind: ins.map_or(InstrKind::Nop, |i| i.kind),
            mask: run.issued,
            predicated: run.predicated.then_some(run.committed),
        }
    }

    pub fn totals(&self) -> Totals {
        Totals {
            issue_slots: self.slots,
            active_lane_slots: self.active_lane_slots,
            launched_lanes: self.launch.active.count(),
            width: self.launch.width.lanes(),
            longest_lane: self.lane_slots.iter().copied().max().unwrap_or(0),
            predicated_slots: self.predicated_slots,
            max_stack_depth: self.max_depth,
        }
    }

    /// Predicted cycles for the slots so far under `model` (`ToyCost`: one per slot).
    pub fn predicted_cycles(&self, model: &dyn CostModel) -> u64 {
        model.cycles(&self.prog, &self.runs)
    }

    // ---- the engine ----

    fn advance(&mut self, until: u64) {
        let prog = Rc::clone(&self.prog);
        let toy = prog.mode == Mode::Toy;
        let exit = prog.exit_pc();
        // Toy mode issues nothing for control, so an empty endless loop needs its own limit.
        let instr_limit = self.budget.saturating_mul(10).max(10_000);
        while self.status == Status::Running {
            if self.busy == 0 {
                while let Some(t) = self.stack.last().copied() {
                    if t.pc != t.rpc && !t.mask.is_empty() {
                        break;
                    }
                    if t.pc >= exit {
                        // These lanes reached the end of the kernel.
                        self.exited = self.exited.union(t.mask);
                    }
                    self.stack.pop();
                }
            }
            let Some(top) = self.stack.last().copied() else {
                self.status = Status::Finished;
                self.exited = self.launch.active;
                return;
            };
            let Some(ins) = prog.code.get(top.pc as usize) else {
                // Past the last instruction: these lanes are done.
                self.exited = self.exited.union(top.mask);
                self.stack.pop();
                continue;
            };
            let commit = match ins.guard {
                Some(g) => top
                    .mask
                    .intersection(self.preds.get(usize::from(g)).copied().unwrap_or_default()),
                None => top.mask,
            };
            let cost = if toy && ins.control {
                0
            } else {
                match self.cost_now(&prog, ins, commit) {
                    Ok(c) => c,
                    Err(e) => return self.fail(e),
                }
            };
            if cost > self.busy {
                if self.slots >= until {
                    return;
                }
                if self.slots >= self.budget {
                    return self.fail(self.endless(ins, self.budget, "issue slots"));
                }
                let room = (until - self.slots).min(self.budget - self.slots);
                let n = u64::from(cost - self.busy).min(room) as u32;
                self.issue(ins, top, commit, n);
                self.busy += n;
                if self.busy < cost {
                    continue;
                }
            }
            self.busy = 0;
            self.dynamic = None;
            self.executed += 1;
            if self.executed > instr_limit {
                return self.fail(self.endless(ins, instr_limit, "instructions"));
            }
            if let Err(e) = self.execute(&prog, ins, top, commit) {
                return self.fail(e);
            }
            if self.stack.len() > MAX_STACK {
                return self.fail(self.error_at(
                    ins,
                    None,
                    tr!(
                        "the reconvergence stack grew past {} entries; the stepper stops here",
                        "reconvergence stack {} entries se bada ho gaya; stepper yahin rukta hai"
                    ),
                    &[&group_thousands(MAX_STACK as u64)],
                ));
            }
        }
    }

    /// "stopped at the stepper's limit of 100,000 issue slots …": the budget, or the instruction limit.
    /// It names the limit: a finite loop longer than the limit stops here too, and is not endless.
    fn endless(&self, ins: &Instr, limit: u64, what: &str) -> RuntimeError {
        let text = tr!(
            "stopped at the stepper's limit of {} {}: an endless loop, or one longer than the stepper runs",
            "stepper ki {} {} ki limit par roka: ya to loop kabhi khatam nahi hota, ya stepper ki limit se lamba hai",
        );
        self.error_at(ins, None, text, &[&group_thousands(limit), what])
    }

    fn fail(&mut self, e: RuntimeError) {
        self.status = Status::Failed(e);
    }

    /// The stop at `ins`: `text` with its `{}` filled by `values` (the same in both languages).
    #[inline(never)]
    fn error_at(
        &self,
        ins: &Instr,
        lane: Option<u32>,
        text: &'static Tr,
        values: &[&str],
    ) -> RuntimeError {
        self.error_said(ins, lane, Said::fill(*text, values))
    }

    fn error_said(&self, ins: &Instr, lane: Option<u32>, message: Said) -> RuntimeError {
        RuntimeError {
            line: ins.line,
            col: ins.col,
            lane,
            slot: self.slots,
            message: message.en,
            message_hi: message.hi,
        }
    }

    /// Slots of the instruction now; a per-lane `work(expr)` is evaluated at its first slot.
    fn cost_now(
        &mut self,
        prog: &Program,
        ins: &Instr,
        commit: LaneMask,
    ) -> Result<u32, RuntimeError> {
        let Op::Work(Some(expr)) = ins.op else {
            return Ok(ins.cost);
        };
        if let Some(c) = self.dynamic {
            return Ok(c);
        }
        let mut most = 0;
        for lane in bits(commit) {
            let v = self
                .eval(prog, expr, lane)
                .map_err(|f| self.fault(prog, ins, lane, f))?;
            let n = match v.whole() {
                Some(n) if (0..=i64::from(MAX_WORK)).contains(&n) => n as u32,
                _ => {
                    return Err(self.error_at(
                        ins,
                        Some(lane),
                        tr!(
                            "work() takes a whole number of instructions from 0 to 1,000,000, but this lane asks for {}",
                            "work() ko 0 se 1,000,000 tak ka whole number chahiye, par yeh lane {} maangti hai",
                        ),
                        &[&v.to_string()],
                    ));
                }
            };
            if let Some(c) = self.work_counts.get_mut(lane as usize) {
                *c = n;
            }
            most = most.max(n);
        }
        self.dynamic = Some(most);
        Ok(most)
    }

    fn issue(&mut self, ins: &Instr, top: Entry, commit: LaneMask, n: u32) {
        if let Op::Work(Some(_)) = ins.op {
            // Lane l works in the first count(l) slots: the mask shrinks as counts run out.
            let (mut k, end) = (self.busy, self.busy + n);
            while k < end {
                let mut mask = LaneMask::EMPTY;
                let mut next = end;
                for lane in bits(commit) {
                    let c = self.work_counts.get(lane as usize).copied().unwrap_or(0);
                    if c > k {
                        mask = mask.with(lane);
                        next = next.min(c);
                    }
                }
                if mask.is_empty() {
                    break;
                }
                self.push_run(top.pc, mask, mask, next - k, false);
                k = next;
            }
        } else {
            self.push_run(top.pc, top.mask, commit, n, ins.guard.is_some());
        }
    }

    fn push_run(
        &mut self,
        pc: u32,
        issued: LaneMask,
        committed: LaneMask,
        n: u32,
        predicated: bool,
    ) {
        let n64 = u64::from(n);
        match self.runs.last_mut() {
            Some(last)
                if last.pc == pc
                    && last.issued == issued
                    && last.committed == committed
                    && last.first + u64::from(last.count) == self.slots =>
            {
                last.count += n;
            }
            _ => self.runs.push(Run {
                first: self.slots,
                count: n,
                pc,
                issued,
                committed,
                predicated,
            }),
        }
        self.slots += n64;
        self.active_lane_slots += u64::from(committed.count()) * n64;
        if predicated {
            self.predicated_slots += n64;
        }
        for lane in bits(committed) {
            if let Some(s) = self.lane_slots.get_mut(lane as usize) {
                *s += n64;
            }
        }
    }

    fn set_pc(&mut self, pc: u32) {
        if let Some(top) = self.stack.last_mut() {
            top.pc = pc;
        }
    }

    fn execute(
        &mut self,
        prog: &Program,
        ins: &Instr,
        top: Entry,
        commit: LaneMask,
    ) -> Result<(), RuntimeError> {
        let next = top.pc + 1;
        match ins.op {
            Op::Eval { dest, expr } => {
                self.store(prog, ins, dest, expr, commit)?;
                self.set_pc(next);
            }
            Op::Declare(v) => {
                if let Some(m) = self.set.get_mut(usize::from(v)) {
                    *m = LaneMask(m.0 & !commit.0);
                }
                self.set_pc(next);
            }
            Op::Work(_) | Op::Nop => self.set_pc(next),
            Op::Jump(target) => self.set_pc(target),
            Op::Branch {
                cond,
                jump_if,
                target,
            } => {
                let mut taken = LaneMask::EMPTY;
                for lane in bits(top.mask) {
                    let v = self
                        .eval(prog, cond, lane)
                        .map_err(|f| self.fault(prog, ins, lane, f))?;
                    if v.truthy() == jump_if {
                        taken = taken.with(lane);
                    }
                }
                let fall = LaneMask(top.mask.0 & !taken.0);
                self.diverge(prog, top.pc, &[(next, fall), (target, taken)]);
            }
            Op::Switch {
                sel,
                first_case,
                cases,
                default,
            } => {
                let table = prog
                    .cases
                    .get(first_case as usize..(first_case as usize + cases as usize))
                    .unwrap_or(&[]);
                let mut sides: BTreeMap<u32, LaneMask> = BTreeMap::new();
                for lane in bits(top.mask) {
                    let v = self
                        .eval(prog, sel, lane)
                        .map_err(|f| self.fault(prog, ins, lane, f))?;
                    let Some(k) = v.whole() else {
                        return Err(self.fault(prog, ins, lane, Fault::Whole("a switch selector")));
                    };
                    let target = table
                        .iter()
                        .find(|(c, _)| *c == k)
                        .map_or(default, |&(_, t)| t);
                    let side = sides.entry(target).or_insert(LaneMask::EMPTY);
                    *side = side.with(lane);
                }
                // In target order.
                let sides: Vec<(u32, LaneMask)> = sides.into_iter().collect();
                self.diverge(prog, top.pc, &sides);
            }
            Op::Pred {
                cond,
                then_reg,
                else_reg,
            } => {
                let mut holds = LaneMask::EMPTY;
                for lane in bits(commit) {
                    let v = self
                        .eval(prog, cond, lane)
                        .map_err(|f| self.fault(prog, ins, lane, f))?;
                    if v.truthy() {
                        holds = holds.with(lane);
                    }
                }
                if let Some(r) = self.preds.get_mut(usize::from(then_reg)) {
                    *r = holds;
                }
                if let Some(r) = self.preds.get_mut(usize::from(else_reg)) {
                    *r = LaneMask(commit.0 & !holds.0);
                }
                self.set_pc(next);
            }
            Op::Intrinsic { which, args, dest } => {
                self.intrinsic(prog, ins, top.mask, which, args, dest)?;
                self.set_pc(next);
            }
            Op::Return => {
                self.exited = self.exited.union(commit);
                for e in &mut self.stack {
                    e.mask = LaneMask(e.mask.0 & !commit.0);
                }
                self.set_pc(next);
            }
        }
        Ok(())
    }

    /// Sends each side's lanes to its target; `sides` in the order they should run.
    fn diverge(&mut self, prog: &Program, pc: u32, sides: &[(u32, LaneMask)]) {
        let mut live = sides.iter().filter(|s| !s.1.is_empty());
        let (first, second) = (live.next(), live.next());
        let Some(&(only, _)) = first else {
            return self.set_pc(pc + 1);
        };
        if second.is_none() {
            // Uniform: every active lane agrees, nothing to push.
            return self.set_pc(only);
        }
        let r = prog.reconvergence_pc(pc).unwrap_or(prog.exit_pc());
        match self.stack.last_mut() {
            Some(top) if top.rpc == r => {
                self.stack.pop();
            }
            Some(top) => top.pc = r,
            None => return,
        }
        for &(target, mask) in sides.iter().rev() {
            if !mask.is_empty() && target != r {
                self.stack.push(Entry {
                    pc: target,
                    rpc: r,
                    mask,
                });
            }
        }
        self.max_depth = self.max_depth.max(self.stack.len());
    }

    fn store(
        &mut self,
        prog: &Program,
        ins: &Instr,
        dest: Dest,
        expr: ExprRef,
        commit: LaneMask,
    ) -> Result<(), RuntimeError> {
        // All lanes read before any lane writes, as one warp-instruction does.
        let mut staged = std::mem::take(&mut self.staged);
        staged.clear();
        for lane in bits(commit) {
            let v = self
                .eval(prog, expr, lane)
                .map_err(|f| self.fault(prog, ins, lane, f))?;
            let index = match dest {
                Dest::Var(_) => 0,
                Dest::Elem(_, index) => {
                    let i = self
                        .eval(prog, index, lane)
                        .map_err(|f| self.fault(prog, ins, lane, f))?;
                    i.whole().ok_or_else(|| {
                        self.fault(prog, ins, lane, Fault::Whole("an array index"))
                    })?
                }
            };
            staged.push((lane, index, v));
        }
        for &(lane, index, v) in &staged {
            match dest {
                Dest::Var(var) => self.write_var(prog, var, lane, v),
                Dest::Elem(a, _) => {
                    let ty = prog.arrays.get(usize::from(a)).map(|a| a.ty);
                    let arr = self.arrays.get_mut(usize::from(a));
                    let len = arr.as_ref().map_or(0, |a| a.len());
                    let slot = arr
                        .and_then(|arr| usize::try_from(index).ok().and_then(|i| arr.get_mut(i)));
                    match (slot, ty) {
                        (Some(slot), Some(ty)) => *slot = v.convert(ty),
                        _ => {
                            self.staged = staged;
                            return Err(self.fault(
                                prog,
                                ins,
                                lane,
                                Fault::Index {
                                    array: a,
                                    index,
                                    len,
                                },
                            ));
                        }
                    }
                }
            }
        }
        self.staged = staged;
        Ok(())
    }

    fn write_var(&mut self, prog: &Program, var: u16, lane: u32, v: Value) {
        let Some(info) = prog.vars.get(usize::from(var)) else {
            return;
        };
        // Compiler temporaries keep the intrinsic's own type (a shuffle returns its operand's).
        let v = if info.hidden { v } else { v.convert(info.ty) };
        if let Some(slot) = self
            .vals
            .get_mut(usize::from(var) * self.width + lane as usize)
        {
            *slot = v;
        }
        if let Some(m) = self.set.get_mut(usize::from(var)) {
            *m = m.with(lane);
        }
    }

    fn eval(&mut self, prog: &Program, e: ExprRef, lane: u32) -> Result<Value, Fault> {
        let code = prog
            .ex
            .get(e.start as usize..(e.start as usize + e.len as usize))
            .ok_or(Fault::Internal)?;
        let mut stack = std::mem::take(&mut self.scratch);
        let result = run_expr(self, code, lane, &mut stack);
        self.scratch = stack;
        result
    }

    fn fault(&self, prog: &Program, ins: &Instr, lane: u32, f: Fault) -> RuntimeError {
        let (text, values) = match f {
            Fault::DivZero => (
                tr!(
                    "division by zero: the divisor is 0 in this lane, and an integer division by zero has no value in C",
                    "zero se division: is lane mein divisor 0 hai, aur C mein integer division by zero ki koi value nahi",
                ),
                Vec::new(),
            ),
            Fault::RemZero => (
                tr!(
                    "remainder by zero: the divisor of % is 0 in this lane",
                    "zero se remainder: is lane mein % ka divisor 0 hai",
                ),
                Vec::new(),
            ),
            Fault::Whole(what) if what.len() <= 2 => (
                tr!(
                    "the {} operator needs whole numbers, but this lane has a float",
                    "{} operator ko whole numbers chahiye, par is lane mein float hai",
                ),
                vec![what.to_string()],
            ),
            // "a mask", "an array index": in Hinglish the English term without its article.
            Fault::Whole(what) => {
                let text = tr!(
                    "{} needs a whole number, but this lane has a float",
                    "{} ko whole number chahiye, par is lane mein float hai",
                );
                let noun = what.split_once(' ').map_or(what, |(_, noun)| noun);
                return self.error_said(ins, Some(lane), said(text, &[what], &[noun]));
            }
            Fault::Index { array, index, len } => {
                let name = prog.arrays.get(usize::from(array)).map_or("the array", |a| a.name.as_str());
                let text = if len == 0 {
                    tr!(
                        "index {} is outside {}, which has no values",
                        "index {} {} ke bahar hai, usmein koi value nahi",
                    )
                } else {
                    tr!(
                        "index {} is outside {}, which has {} values (0 to {})",
                        "index {} {} ke bahar hai, usmein {} values hain (0 se {})",
                    )
                };
                let last = len.saturating_sub(1);
                (text, vec![index.to_string(), name.to_string(), len.to_string(), last.to_string()])
            }
            Fault::Unset(v) => {
                let name = prog.vars.get(usize::from(v)).map_or("a variable", |v| v.name.as_str());
                (
                    tr!(
                        "{} is read before it is set in this lane",
                        "{} is lane mein set hone se pehle padha gaya",
                    ),
                    vec![name.to_string()],
                )
            }
            Fault::Internal => (
                tr!(
                    "the stepper reached code it cannot run (an internal error: please report this kernel)",
                    "stepper aise code tak pahuncha jo woh chala nahi sakta (internal error: yeh kernel report karo)",
                ),
                Vec::new(),
            ),
        };
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        self.error_at(ins, Some(lane), text, &values)
    }

    /// Why a lane named in a mask is not at the call, in both languages.
    fn why_inactive(&self, lane: u32) -> &'static Tr {
        if !self.launch.active.contains(lane) {
            tr!(
                "was never launched (the warp is partial)",
                "kabhi launch nahi hui (warp partial hai)",
            )
        } else if self.exited.contains(lane) {
            tr!("has already exited", "pehle hi exit ho chuki hai")
        } else {
            tr!(
                "is on another path of a divergent branch",
                "divergent branch ke doosre path par hai",
            )
        }
    }

    fn intrinsic(
        &mut self,
        prog: &Program,
        ins: &Instr,
        active: LaneMask,
        which: Intrinsic,
        args: [Option<ExprRef>; 3],
        dest: Option<u16>,
    ) -> Result<(), RuntimeError> {
        let name = which.name();
        if self.launch.width != WarpWidth::Warp32 {
            return Err(self.error_at(
                ins,
                None,
                tr!(
                    "{} takes a 32-bit mask, so the stepper runs warp intrinsics only in a 32-lane warp",
                    "{} 32-bit mask leta hai, isliye stepper warp intrinsics sirf 32-lane warp mein chalata hai",
                ),
                &[name],
            ));
        }
        let hex = |m: u32| LaneMask(u64::from(m)).hex(WarpWidth::Warp32);
        let mut masks = [u32::MAX; 32];
        let mut values = [Value::Int(0); 32];
        let mut thirds = [0i64; 32];
        for lane in bits(active) {
            let l = lane as usize & 31;
            if let Some(e) = args[0] {
                let v = self
                    .eval(prog, e, lane)
                    .map_err(|f| self.fault(prog, ins, lane, f))?;
                let m = v
                    .whole()
                    .ok_or_else(|| self.fault(prog, ins, lane, Fault::Whole("a mask")))?;
                masks[l] = m as u32;
            }
            if let Some(e) = args[1] {
                values[l] = self
                    .eval(prog, e, lane)
                    .map_err(|f| self.fault(prog, ins, lane, f))?;
            }
            if let Some(e) = args[2] {
                let v = self
                    .eval(prog, e, lane)
                    .map_err(|f| self.fault(prog, ins, lane, f))?;
                thirds[l] = v
                    .whole()
                    .ok_or_else(|| self.fault(prog, ins, lane, Fault::Whole("a lane number")))?;
            }
        }
        if which != Intrinsic::ActiveMask {
            for lane in bits(active) {
                let m = masks[lane as usize & 31];
                let here = lane.to_string();
                if m & (1 << (lane & 31)) == 0 {
                    return Err(self.error_at(
                        ins,
                        Some(lane),
                        tr!(
                            "{}'s mask {} leaves out lane {}, the lane calling it; CUDA requires the calling lane to be in the mask",
                            "{} ka mask {} lane {} ko chhod deta hai, jo ise call kar rahi hai; CUDA mein calling lane mask mein honi chahiye",
                        ),
                        &[name, &hex(m), &here],
                    ));
                }
                for b in bits(LaneMask(u64::from(m))) {
                    if !active.contains(b) {
                        let why = self.why_inactive(b);
                        let values = [name, &hex(m), &b.to_string()];
                        let message = said(
                            tr!(
                                "{}'s mask {} names lane {}, which {}; CUDA requires every lane named in the mask to reach this call together",
                                "{} ka mask {} lane {} ko bhi shaamil karta hai, jo {}; CUDA mein mask ki har lane ko yeh call saath pahunchni chahiye",
                            ),
                            &[values[0], values[1], values[2], why.en],
                            &[values[0], values[1], values[2], why.hi],
                        );
                        return Err(self.error_said(ins, Some(lane), message));
                    }
                    let other = masks[b as usize & 31];
                    if other != m {
                        return Err(self.error_at(
                            ins,
                            Some(lane),
                            tr!(
                                "lanes {} and {} call {} with different masks ({} and {}); every lane named in a mask must pass the same mask",
                                "lanes {} aur {} {} ko alag masks ({} aur {}) se call karti hain; mask ki har lane ko same mask dena chahiye",
                            ),
                            &[&here, &b.to_string(), name, &hex(m), &hex(other)],
                        ));
                    }
                }
            }
        }
        let Some(dest) = dest else {
            return Ok(());
        };
        for lane in bits(active) {
            let l = lane as usize & 31;
            let m = masks[l];
            let in_mask = |b: usize| m & (1 << b) != 0;
            let result = match which {
                Intrinsic::Ballot => Value::Uint(
                    (0..32)
                        .filter(|&b| in_mask(b) && values[b].truthy())
                        .fold(0u32, |acc, b| acc | 1 << b),
                ),
                Intrinsic::Any => {
                    Value::Int(i32::from((0..32).any(|b| in_mask(b) && values[b].truthy())))
                }
                Intrinsic::All => Value::Int(i32::from(
                    (0..32).filter(|&b| in_mask(b)).all(|b| values[b].truthy()),
                )),
                Intrinsic::ActiveMask => Value::Uint(active.0 as u32),
                Intrinsic::SyncWarp => continue,
                Intrinsic::Shfl | Intrinsic::ShflUp | Intrinsic::ShflDown | Intrinsic::ShflXor => {
                    let d = thirds[l];
                    let me = l as i64;
                    let src = match which {
                        Intrinsic::Shfl => d.rem_euclid(32),
                        Intrinsic::ShflUp => me.saturating_sub(d),
                        Intrinsic::ShflDown => me.saturating_add(d),
                        _ => me ^ d,
                    };
                    // Up/down/xor past the warp's edge keep the lane's own value, as in CUDA.
                    let src = if (0..32).contains(&src) {
                        src as usize
                    } else {
                        l
                    };
                    if !in_mask(src) {
                        return Err(self.error_at(
                            ins,
                            Some(lane),
                            tr!(
                                "{} in lane {} reads lane {}, which is not in its mask {}",
                                "{} lane {} mein lane {} padhta hai, jo uske mask {} mein nahi"
                            ),
                            &[name, &lane.to_string(), &src.to_string(), &hex(m)],
                        ));
                    }
                    values[src]
                }
            };
            self.write_var(prog, dest, lane, result);
        }
        Ok(())
    }
}

/// The lanes of a mask in increasing order.
pub(crate) fn bits(mask: LaneMask) -> impl Iterator<Item = u32> {
    let mut rest = mask.0;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let lane = rest.trailing_zeros();
            rest &= rest - 1;
            lane
        })
    })
}

fn pop(stack: &mut Vec<Value>) -> Result<Value, Fault> {
    stack.pop().ok_or(Fault::Internal)
}

/// One lane's evaluation of postfix code.
fn run_expr(m: &Machine, code: &[E], lane: u32, stack: &mut Vec<Value>) -> Result<Value, Fault> {
    stack.clear();
    let mut i = 0usize;
    while let Some(&op) = code.get(i) {
        i += 1;
        match op {
            E::Lit(v) => stack.push(v),
            E::Var(v) => {
                let v = usize::from(v);
                if !m.set.get(v).is_some_and(|s| s.contains(lane)) {
                    return Err(Fault::Unset(v as u16));
                }
                let value = m
                    .vals
                    .get(v * m.width + lane as usize)
                    .ok_or(Fault::Internal)?;
                stack.push(*value);
            }
            E::Builtin(b) => stack.push(match b {
                Builtin::ThreadIdx => Value::Uint(lane),
                Builtin::BlockIdx => Value::Uint(0),
                Builtin::BlockDim => Value::Uint(m.width as u32),
                Builtin::GridDim => Value::Uint(1),
                Builtin::LaneId => Value::Int(lane as i32),
                Builtin::WarpSize => Value::Int(m.width as i32),
            }),
            E::Load(a) => {
                let index = pop(stack)?;
                let arr = m.arrays.get(usize::from(a)).ok_or(Fault::Internal)?;
                let k = index.whole().ok_or(Fault::Whole("an array index"))?;
                let v = usize::try_from(k)
                    .ok()
                    .and_then(|k| arr.get(k))
                    .ok_or(Fault::Index {
                        array: a,
                        index: k,
                        len: arr.len(),
                    })?;
                stack.push(*v);
            }
            E::Un(u) => {
                let a = pop(stack)?;
                stack.push(value::unary(u, a)?);
            }
            E::Bin(b) => {
                let y = pop(stack)?;
                let x = pop(stack)?;
                stack.push(value::binary(b, x, y)?);
            }
            E::Call(f) => {
                let (a, b) = if f.arity() == 2 {
                    let y = pop(stack)?;
                    (pop(stack)?, y)
                } else {
                    (pop(stack)?, Value::Int(0))
                };
                stack.push(value::call(f, a, b));
            }
            E::Cast(t) => {
                let a = pop(stack)?;
                stack.push(a.convert(t));
            }
            E::AndSkip(n) => {
                if !pop(stack)?.truthy() {
                    stack.push(Value::Bool(false));
                    i += n as usize;
                }
            }
            E::OrSkip(n) => {
                if pop(stack)?.truthy() {
                    stack.push(Value::Bool(true));
                    i += n as usize;
                }
            }
            E::Truth => {
                let a = pop(stack)?;
                stack.push(Value::Bool(a.truthy()));
            }
            E::SkipIfFalse(n) => {
                if !pop(stack)?.truthy() {
                    i += n as usize;
                }
            }
            E::Skip(n) => i += n as usize,
        }
    }
    pop(stack)
}
