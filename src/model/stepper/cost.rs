//! What each construct of the stepper's language issues, the predication heuristic, and the seam for a hardware cost model.
//!
//! One issue slot is one warp-instruction issued for the current active mask. The costs below are
//! the toy instruction counts the seeds reason with ("each arithmetic operator 1, a comparison 1"),
//! not measured latencies; the hardware model of a later issue plugs in through [`CostModel`].

use super::exec::Run;
use super::{Decision, Program};

/// One arithmetic, bitwise, shift, comparison or logical operator (`&&`, `||`), a unary operator,
/// a cast or a `?:` select.
pub const OP: u32 = 1;
/// Reading an input array element (a load).
pub const LOAD: u32 = 1;
/// Writing an input array element (a store).
pub const STORE: u32 = 1;
/// An assignment or a declaration with a value whose expression has no operator (a move).
pub const MOVE: u32 = 1;
/// The branch instruction of an `if`, a loop test, `break`, `continue`, `return`, a jump or a
/// `switch` (the jump table); the condition's own operators come on top.
pub const BRANCH: u32 = 1;
/// Any warp intrinsic (`__ballot_sync`, `__shfl_sync`, `__syncwarp`, …).
pub const INTRINSIC: u32 = 1;
/// `sqrtf`: MUFU.RSQ plus the multiply and fix-ups nvcc emits around it.
pub const SQRTF: u32 = 4;
/// `expf`: a scale by log2(e), MUFU.EX2 and a range fix-up.
pub const EXPF: u32 = 3;
/// `logf`: MUFU.LG2, a scale and a range fix-up.
pub const LOGF: u32 = 3;
/// `fabsf`, `abs`, `min`, `max`, `fminf`, `fmaxf`: one instruction each.
pub const SIMPLE_FN: u32 = 1;

/// One row of the documented cost table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CostRow {
    pub construct: &'static str,
    /// Issue slots in full mode.
    pub slots: u32,
    /// Whether toy mode charges it (toy mode charges no control).
    pub in_toy_mode: bool,
    pub note: &'static str,
}

const fn row(
    construct: &'static str,
    slots: u32,
    in_toy_mode: bool,
    note: &'static str,
) -> CostRow {
    CostRow {
        construct,
        slots,
        in_toy_mode,
        note,
    }
}

/// The cost table the README and the view's help quote. A statement costs the operators of its
/// expressions plus what its row says; variables, literals and built-ins are free (they are
/// registers).
pub const COST_TABLE: &[CostRow] = &[
    row("work(N)", 0, true, "N slots: N dependent arithmetic instructions (N may differ per lane: lanes drop out as their count runs out)"),
    row("arithmetic, bitwise, shift, comparison, && / ||, unary, cast, ?:", OP, true, "per operator"),
    row("reading an input array element a[i]", LOAD, true, "per read"),
    row("writing an input array element a[i] = …", STORE, true, "the store, on top of the value's operators"),
    row("x = e, T x = e, x += e, x++", MOVE, true, "an assignment costs its operators, at least 1 (the move); x += e is e's operators + 1"),
    row("T x; (no value)", 0, true, "a declaration alone issues nothing"),
    row("sqrtf", SQRTF, true, "MUFU.RSQ and fix-ups"),
    row("expf", EXPF, true, "scale, MUFU.EX2, fix-up"),
    row("logf", LOGF, true, "MUFU.LG2, scale, fix-up"),
    row("fabsf, abs, min, max, fminf, fmaxf", SIMPLE_FN, true, "one instruction"),
    row("warp intrinsic (__ballot_sync, __any_sync, __all_sync, __activemask, __shfl_sync, __syncwarp)", INTRINSIC, true, "plus its arguments' operators"),
    row("if / loop test / switch", BRANCH, false, "the branch, plus the condition's operators; a predicated if issues its condition only (at least 1, the predicate set-up) and no branch"),
    row("else (the jump over it), break, continue, return, a loop's entry jump", BRANCH, false, "one branch each"),
    row("for (init; ; step)", 0, false, "init and step cost as statements in full mode, nothing in toy mode"),
];

/// Whether the compiler would if-convert a two-sided branch, by default.
///
/// Grounded in the project's own SASS (README "Reality check", `scripts/gpu`, H200, nvcc -O3
/// -arch=sm_90): the seed L1.2 shape — a 4-instruction body against an empty else — was
/// if-converted (4 predicated FFMAs, no BSSY/BSYNC), while the L4.2 shape — 4 against 3
/// instructions — kept a real branch. The rule below is the smallest one that agrees with both:
/// predicate when both sides are straight-line (no loop, switch, `return`, `break`/`continue`,
/// warp intrinsic or real branch inside) and together cost at most
/// [`PREDICATION_MAX_SIDE_SLOTS`] slots. A GPU colleague is measuring the exact threshold; change
/// the constant (or this function) when the measurement lands.
pub fn default_decision(then_slots: u32, else_slots: u32, straight_line: bool) -> Decision {
    if straight_line && then_slots.saturating_add(else_slots) <= PREDICATION_MAX_SIDE_SLOTS {
        Decision::Predicated
    } else {
        Decision::RealBranch
    }
}

/// Both sides together, in full-mode slots, at most this for the default to predicate (see [`default_decision`]).
pub const PREDICATION_MAX_SIDE_SLOTS: u32 = 4;

/// Turns an execution trace into predicted cycles: the seam for the hardware model (a later issue).
pub trait CostModel {
    /// A short name for the readout ("toy model", "H200 model").
    fn name(&self) -> &'static str;
    /// Cycles for the slots issued so far.
    fn cycles(&self, program: &Program, runs: &[Run]) -> u64;
}

/// The toy model: one cycle per issue slot, as the seeds count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ToyCost;

impl CostModel for ToyCost {
    fn name(&self) -> &'static str {
        "toy model (1 cycle per issue slot)"
    }

    fn cycles(&self, _program: &Program, runs: &[Run]) -> u64 {
        runs.iter().map(|r| u64::from(r.count)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heuristic_agrees_with_the_h200_sass() {
        // (then, else, straight-line) → decision, from scripts/gpu's SASS summary.
        let table = [
            ((4, 0, true), Decision::Predicated), // L1.2: if-converted on the H200
            ((4, 3, true), Decision::RealBranch), // L4.2: BSSY/BSYNC and a conditional BRA
            ((1, 1, true), Decision::Predicated), // tiny select
            ((2, 0, false), Decision::RealBranch), // holds a loop or an intrinsic
        ];
        for ((a, b, s), want) in table {
            assert_eq!(default_decision(a, b, s), want, "{a} vs {b}");
        }
    }

    #[test]
    fn the_table_names_every_constant() {
        for slots in [
            OP, LOAD, STORE, MOVE, BRANCH, INTRINSIC, SQRTF, EXPF, LOGF, SIMPLE_FN,
        ] {
            assert!(COST_TABLE.iter().any(|r| r.slots == slots));
        }
    }
}
