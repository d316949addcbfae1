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
    /// Issue slots in full mode; `None` for `work(N)`, which issues its argument.
    pub slots: Option<u32>,
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
        slots: Some(slots),
        in_toy_mode,
        note,
    }
}

/// The cost table the README and the view's help quote. A statement costs the operators of its
/// expressions plus what its row says; variables, literals and built-ins are free (they are
/// registers).
pub const COST_TABLE: &[CostRow] = &[
    CostRow {
        construct: "work(N)",
        slots: None,
        in_toy_mode: true,
        note: "N dependent arithmetic instructions (N may differ per lane: lanes drop out as their count runs out)",
    },
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
/// Measured, not guessed: `scripts/gpu/calib/` compiled 14,688 branch shapes with nvcc -O3
/// -arch=sm_90 on the H200 and read the SASS (rule and evidence in its README). ptxas if-converts a
/// two-sided branch when each side is short — about 8 SASS instructions, 6 for the stricter side of
/// bare FFMA chains — and an `if` without `else` when its body is that short; it never if-converts a
/// link of an `if … else if` chain (three or more outcomes), at any length. Loop context, volatile
/// asm, clock reads and where the condition comes from made no difference there. A stepper slot is one
/// issued instruction, so the rule is: straight-line sides (no loop, switch, `return`,
/// `break`/`continue`, warp intrinsic or real branch inside), not part of a chain, and each side at
/// most [`PREDICATION_MAX_SIDE_SLOTS`] slots. Two exceptions measured later: an `if` without `else` inside a loop
/// stays a branch from [`ELSE_LESS_IN_LOOP_BRANCH_SLOTS`] slots on (calibration family 10, `ifl_N`), and an `if`
/// whose condition depends on a load (the study's conditions read only the lane's own datum, loaded before the
/// timed code) is if-converted only with sides of at most [`LOADED_PREDICATION_MAX_SIDE_SLOTS`] (family 13,
/// `ldb_A_B`). A third, read in the SASS of rounds 11, 13 and 14 (no constant): a branch one of whose sides reads
/// memory stays a real branch, `BSSY` included, however short its sides (`load_in_divergent_side`, `load_pred_in_then`,
/// `loads_both_sides`: a load and a short if on it as a side; families 13 and 14's `lds_A_B` and `lsl_A_B` show the
/// same outer branch). ptxas does not issue such a load under a predicate.
pub fn default_decision(
    then_slots: u32,
    else_slots: u32,
    straight_line: bool,
    in_chain: bool,
    else_less_in_loop: bool,
    loaded_cond: bool,
    loaded_side: bool,
) -> Decision {
    let mut limit = if else_less_in_loop {
        ELSE_LESS_IN_LOOP_BRANCH_SLOTS - 1
    } else {
        PREDICATION_MAX_SIDE_SLOTS
    };
    if loaded_cond {
        limit = limit.min(LOADED_PREDICATION_MAX_SIDE_SLOTS);
    }
    if straight_line && !in_chain && !loaded_side && then_slots <= limit && else_slots <= limit {
        Decision::Predicated
    } else {
        Decision::RealBranch
    }
}

/// Whether the compiler would if-convert the rest of a loop body after `if (cond) continue;` (the lanes
/// that go on run it under a predicate; no branch), by default: when that rest, up to the loop's continue
/// point, is straight-line code of at most [`CONTINUE_REST_MAX_SLOTS`] slots.
///
/// Measured (`scripts/gpu/calib/brx.json`, `rules.continue`, run 20261130T140112Z-calib-brx): with a
/// rest of 4 ops ptxas if-converts it, and the loop takes the same time whatever the lanes do (`lc_4`:
/// 403 cycles for uniform and for alternating lanes); with 8 or 14 ops it stays a real branch around the
/// rest (`lc_8`, `lc_14`). Priced as that if-converted `if` the three `lc_4` points land within 10 %,
/// against +23 % to +85 % as a branch.
pub fn continue_rest_is_predicated(rest_slots: u32, straight_line: bool) -> bool {
    straight_line && (1..=CONTINUE_REST_MAX_SLOTS).contains(&rest_slots)
}

/// The longest rest of a loop body after `if (…) continue;` that ptxas if-converts (`lc_4` yes, `lc_8`
/// no; between 5 and 7 ops was not measured, so the stepper stays with the measured 4).
pub const CONTINUE_REST_MAX_SLOTS: u32 = 4;

/// Whether nvcc -O3 -arch=sm_90 compiles an if-chain that compares one value with `compares` distinct
/// constants (`if (v == 0) … else if (v == 1) … [else …]`) into a BRX jump table, as a switch.
///
/// Measured (`scripts/gpu/calib/dispatch.json`, `rules.chains`, run 20261130T135036Z-calib-dispatch):
/// with a final else, 2, 3 and 4 compares give a BRX (`ch3e`, `ch4e`, `ch5e`; sides of 2–4 ops too,
/// `ch3e_2`, which is never if-converted; sparse constants too, `ch3s`); 4 compares without a final else
/// give a BRX (`ch4n`); 2 compares without one stay two branches (`ch3n`); 3 without one was not
/// measured and is taken as a BRX. Compares of different values stay branches (`ch3x`). Straight-line
/// work just before the chain in its block stops the jump table (`ch3ep`): the H200 model checks that
/// per execution. Such a chain is never predicated ([`default_decision`] with `in_chain`), so the
/// stepper keeps its links as real branches and the H200 model (version 3) prices them as one dispatch.
pub fn same_value_chain_is_jump_table(compares: u32, final_else: bool) -> bool {
    compares >= 3 || (final_else && compares >= 2)
}

/// ptxas's jump-table rule for an if-chain that compares one value with constants, `first` the constant of
/// its first compare (model version 4 of the H200 model).
///
/// Measured (`scripts/gpu/calib/brx.json`, run 20261130T140112Z-calib-brx, 82 chain kernels, 100 %): a BRX
/// table iff the first compare is with 0 and the chain has 3 or more compares or a final else. The table is
/// indexed by the value itself, clamped just past the second constant: it covers the first two compares, and
/// further compares follow as compare branches. Chains starting at 1, 2, 3, 5, 7 or 10 — dense, strided or
/// sparse — stay compare branches; 0-based chains with holes (0, 9; 0, 4, 8, …, 20) still get the table.
/// Straight-line work just before the chain in its block stops the table (checked per execution by the
/// H200 model). [`same_value_chain_is_jump_table`] is version 3's rule, kept for committed rounds.
pub fn chain_is_jump_table_v4(first: i64, compares: u32, final_else: bool) -> bool {
    first == 0 && compares >= 2 && (compares >= 3 || final_else)
}

/// Each side, in full-mode slots, at most this for the default to predicate (see [`default_decision`]).
pub const PREDICATION_MAX_SIDE_SLOTS: u32 = 6;

/// An `if` without `else` inside a loop whose body is this many slots or more stays a real branch
/// (`scripts/gpu/calib/c10.json`, run 20261205T174122Z-calib-c10: in a 4-trip loop `ifl_4` is if-converted —
/// divergent and taken cost the same, 158 cycles — while `ifl_6` branches, 383 against 319).
pub const ELSE_LESS_IN_LOOP_BRANCH_SLOTS: u32 = 6;

/// The longest side ptxas if-converts when the condition depends on a load (`scripts/gpu/calib/c13.json`, run
/// 20261206T202511Z-calib-c13: `ldb_1_3`, `ldb_3_3` and `ldb_4_1` are predicated in their SASS and cost the same
/// for either outcome and a split; `ldb_2_6` and `ldw_2_6` keep a branch, BSSY/BSYNC included, and a split costs
/// 142 cycles against 94 and 108 for one side). A side of 5 was not measured, so the stepper stays with the
/// measured 4.
pub const LOADED_PREDICATION_MAX_SIDE_SLOTS: u32 = 4;

/// Turns an execution trace into predicted cycles: the seam for the hardware model (a later issue).
pub trait CostModel {
    /// A short name for the readout ("toy model", "H200 model").
    fn name(&self) -> &'static str;
    /// The name where space is short (a readout's label); the full name goes in its explanation.
    fn short_name(&self) -> &'static str {
        self.name()
    }
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
        // (then, else, straight-line, in an else-if chain, else-less in a loop, condition on a load) → decision,
        // from scripts/gpu/calib's study and families 10 and 13.
        let table = [
            ((4, 0, true, false, false, false), Decision::Predicated), // L1.2: if without else, if-converted
            ((4, 3, true, false, false, false), Decision::Predicated), // 4 vs 3 as a plain if/else: predicated
            ((4, 3, true, true, false, false), Decision::RealBranch), // the harness's L4.2: an else-if chain
            ((6, 6, true, false, false, false), Decision::Predicated),
            ((7, 0, true, false, false, false), Decision::RealBranch), // a side past the limit
            ((1, 1, true, true, false, false), Decision::RealBranch),  // chains never convert
            ((2, 0, false, false, false, false), Decision::RealBranch), // holds a loop or an intrinsic
            ((4, 0, true, false, true, false), Decision::Predicated),   // ifl_4
            ((5, 0, true, false, true, false), Decision::Predicated),   // between ifl_4 and ifl_6
            ((6, 0, true, false, true, false), Decision::RealBranch),   // ifl_6
            ((6, 0, true, false, false, false), Decision::Predicated), // the same if outside a loop
            ((1, 3, true, false, false, true), Decision::Predicated),  // ldb_1_3
            ((3, 3, true, false, false, true), Decision::Predicated),  // ldb_3_3
            ((4, 1, true, false, false, true), Decision::Predicated),  // ldb_4_1
            ((2, 6, true, false, false, true), Decision::RealBranch),  // ldb_2_6, ldw_2_6
            ((2, 6, true, false, false, false), Decision::Predicated), // the same sides on the lane's datum
            ((5, 0, true, false, false, true), Decision::RealBranch), // unmeasured: the measured 4 holds
        ];
        for ((a, b, s, chain, looped, loaded), want) in table {
            assert_eq!(
                default_decision(a, b, s, chain, looped, loaded, false),
                want,
                "{a} vs {b}, chain {chain}, else-less in a loop {looped}, on a load {loaded}"
            );
        }
        // A side that reads memory keeps the branch, whatever its length (load_pred_in_then, loads_both_sides).
        for (a, b, loaded) in [(5, 3, false), (1, 1, false), (2, 2, true)] {
            assert_eq!(
                default_decision(a, b, true, false, false, loaded, true),
                Decision::RealBranch,
                "{a} vs {b}"
            );
        }
    }

    #[test]
    fn chains_on_one_value_follow_the_measured_jump_tables() {
        // (compares, final else) → BRX, from scripts/gpu/calib/dispatch.cu's SASS.
        let table = [
            ((2, true), true),   // ch3e_8, ch3e_2, ch3s_8
            ((3, true), true),   // ch4e_8
            ((4, true), true),   // ch5e_8
            ((4, false), true),  // ch4n_8
            ((2, false), false), // ch3n_8: two branches
            ((1, true), false),  // a plain if/else
        ];
        for ((m, e), want) in table {
            assert_eq!(
                same_value_chain_is_jump_table(m, e),
                want,
                "{m} compares, else {e}"
            );
        }
    }

    #[test]
    fn the_table_names_every_constant() {
        for slots in [
            OP, LOAD, STORE, MOVE, BRANCH, INTRINSIC, SQRTF, EXPF, LOGF, SIMPLE_FN,
        ] {
            assert!(COST_TABLE.iter().any(|r| r.slots == Some(slots)));
        }
    }
}
