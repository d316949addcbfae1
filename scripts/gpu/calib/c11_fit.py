"""Fits calibration family 11 (issue 35, what round 9 missed) into c11.json: model version 9. Standard library only.

    python3 c11_fit.py raw/c11/c11.jsonl.gz raw/c11/c11_measured.json raw/c6/c6.jsonl.gz c11.json

What the SASS shows (raw/c11/c11_sass.txt.gz): in a constant-trip loop an if-converted if is its side's FFMAs (and
their coefficient moves) under a predicate, computed once before the loop when the condition is loop-invariant and
with one LOP3 a trip when it varies; the work before it stays in the chain. A trip of such a body costs a fixed part
plus a little per op, far from both the predicated-loop overhead and the straight loop's register chain:

  pred_const_trip_fixed_cycles      a trip of a constant-trip loop whose body is straight work and if-converted ifs:
  pred_const_per_varying_op_cycles  fixed + per predicated op (either side, issued whatever the predicate) under a
  pred_const_per_invariant_op_cycles condition the loop changes + per one under a loop-invariant condition + per
  pred_const_per_plain_op_cycles    unpredicated work op, by least squares over pw_P_Q_T, pi_P_Q, p2_A_B and family 6's
                                    plv_K_A, pli_K_A (6 trips of K ifs of A ops); the model takes the larger of this
                                    and the ops' register chain
  pred_const_loop_entry_cycles      the same fit's intercept: the loop's entry
                                    (p2_3_2 is round 9's pred_hoist_mixed_loop by construction: left out of the fit)
  vote_if_else_in_loop_cycles       a vote if/else inside a loop on a loop-invariant vote (vii_5_2): the trip less the
                                    compound loop's entry (c10.json), the branch-body loop overhead and the taken
                                    side's work, mean of the true and false cases; a vote on the counter adds
                                    c10.json's vote_on_loop_varying_cycles (vie_A_B check it)
"""
import json
import sys

from fitlib import medians, r3, read, solve, write_fit

LINE = 2.0 - 1.993
OP = 5.016
COMPOUND_ENTRY = 30.993
BRANCH_BODY_OVERHEAD = 4.11


# key: (unpredicated work ops, predicated ops under a varying condition, under an invariant one, trips)
PRED = {"pw_0_2_5": (0, 2, 0, 5), "pw_0_3_5": (0, 3, 0, 5), "pw_2_2_5": (2, 2, 0, 5), "pw_3_2_5": (3, 2, 0, 5),
        "pw_3_3_5": (3, 3, 0, 5), "pw_5_2_5": (5, 2, 0, 5), "pw_3_2_3": (3, 2, 0, 3), "pw_3_2_8": (3, 2, 0, 8),
        "pi_0_2": (0, 0, 2, 5), "pi_0_3": (0, 0, 3, 5), "pi_3_2": (3, 0, 2, 5), "pi_3_3": (3, 0, 3, 5),
        "p2_2_2": (0, 2, 2, 5), "p2_4_1": (0, 1, 4, 5), "p2_3_3": (0, 3, 3, 5)}
C6 = {f"pl{v}_{k}_{a}": (0, k * a if v == "v" else 0, k * a if v == "i" else 0, 6)
      for v in ("v", "i") for k in (1, 2, 3) for a in (1, 3)}


def main():
    c11, c11meas, c6, out = sys.argv[1:5]
    m, m6 = medians(c11), medians(c6)
    meas = json.loads(read(c11meas))
    points = [(k, f, m[(k, "uniform")]) for k, f in PRED.items()] + [(k, f, m6[(k, "uniform")]) for k, f in C6.items()]
    rows = [(1, t, t * var, t * inv, t * plain) for _, (plain, var, inv, t), _ in points]
    ys = [y - LINE for _, _, y in points]
    entry, fixed, per_var, per_inv, per_plain = solve(rows, ys)
    fitted = [[k, y, r3(LINE + entry + t * (fixed + per_var * var + per_inv * inv + per_plain * plain))]
              for k, (plain, var, inv, t), y in points]
    trips = {c: (m[("vii_5_2", c)] - LINE - COMPOUND_ENTRY) / 6 - BRANCH_BODY_OVERHEAD - OP * side
             for c, side in (("true", 5), ("false", 2))}
    vote = sum(trips.values()) / len(trips)
    params = [
        {"name": "pred_const_trip_fixed_cycles", "value": r3(fixed), "points": fitted,
         "how": "m = entry + T (fixed + per_varying * ops + per_invariant * ops + per_plain * work ops) by least squares over pw, pi, p2 (p2_3_2 left out) and family 6's plv, pli; points: key, measured, fitted"},
        {"name": "pred_const_per_varying_op_cycles", "value": r3(per_var), "points": [], "how": "the same fit"},
        {"name": "pred_const_per_invariant_op_cycles", "value": r3(per_inv), "points": [], "how": "the same fit"},
        {"name": "pred_const_per_plain_op_cycles", "value": r3(per_plain), "points": [], "how": "the same fit"},
        {"name": "pred_const_loop_entry_cycles", "value": r3(entry), "points": [], "how": "the same fit's intercept, less the region line"},
        {"name": "vote_if_else_in_loop_cycles", "value": r3(vote), "points": [[c, r3(v)] for c, v in trips.items()],
         "how": "vii_5_2: (measured - line - compound entry) / 6 trips - branch-body overhead - the taken side's work, mean of true and false"},
    ]
    worst = max(abs(f[2] - f[1]) / f[1] for f in fitted)
    notes = {"max_relative_residual": r3(worst),
             "round_9_kernel_remeasured": {"p2_3_2": m[("p2_3_2", "uniform")]},
             "vote_if_else_on_the_counter": {f"vie_{k} {c}": m[(f"vie_{k}", c)] for k in ("5_2", "2_5", "8_2", "4_4", "6_6")
                                             for c in ("true", "false", "half")},
             "vote_if_else_outside_a_loop": {f"vse_{k} {c}": m[(f"vse_{k}", c)] for k in ("5_2", "8_2", "6_6")
                                             for c in ("true", "false")}}
    write_fit(out, "Calibration family 11 (issue 35, after round 9): c11_gen.py's microkernels, fitted by c11_fit.py: model "
                   "version 9. SM cycles of one warp.",
              meas, params, notes, m)
    for f in fitted:
        print(f)


if __name__ == "__main__":
    main()
