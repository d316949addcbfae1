"""Fits calibration family 14 (issue 35, what version 11 left as measured) into c14.json: model version 13. Standard
library only.

    python3 c14_fit.py raw/c14/c14.jsonl.gz raw/c14/c14_measured.json c14.json

- A data-trip loop of `work(P); if ((sel & 1) != 0) work(Q);` (`dlj_P_Q_C`), the if's condition loop-invariant: the
  SASS computes the predicate once before the loop (`LOP3.LUT P2` and the side's coefficient moves on the entry path)
  and a trip is the counter, the compare, the back branch and P plain and Q predicated FFMAs, with no BSSY inside. A
  trip costs 28-31 cycles whatever P and about one cycle more per predicated op: the chain of 3 to 6 FFMAs runs in
  the shadow of the trip's control, where version 11 charged constant-trip loops' 2.331 a predicated op (c11.json).
  Least squares over the 8 points (measured - line = entry + C x (fixed + per op x Q)):

  data_pred_invariant_loop_entry_cycles    entry: the data-trip loop's entry test and BSSY/BSYNC, the hoisted
                                           predicate and moves
  data_pred_invariant_trip_fixed_cycles    a trip's control, plain work in its shadow (P = 1 and 2 cost the same)
  data_pred_per_invariant_op_cycles        per op under the loop-invariant predicate

  The same loop nested in a constant loop (`ndj_Q`) is within 3 % of version 11's rule (its inner loop enters on
  every outer trip as a constant-trip one does): left to that rule, its points in the notes.
- A branch on a load inside a divergent side (`lsl_A_B`) and the same branch alone (`lbl_A_B`): the notes give the
  measurements, which 128-byte lines the loads touch changing nothing; version 13 does not model them (see README).
"""
import json
import sys

from fitlib import medians, r3, read, solve, write_fit

LINE = 2.0 - 1.993
DLJ = [(p, q, c) for p in (1, 2) for q in (2, 4) for c in (3, 6)]


def main():
    c14, c14meas, out = sys.argv[1:4]
    m = medians(c14)
    meas = json.loads(read(c14meas))
    for p, q, c in DLJ:
        k = f"dlj_{p}_{q}_{c}"
        # Divergent and uniform lanes run the same trips: the loop-invariant predicate costs what it costs either way.
        assert abs(m[(k, "divergent")] - m[(k, "uniform")]) <= 3, k
    rows = [[1.0, c, c * q] for _, q, c in DLJ]
    ys = [m[(f"dlj_{p}_{q}_{c}", "uniform")] - LINE for p, q, c in DLJ]
    entry, fixed, per_op = solve(rows, ys)
    points = [[f"dlj_{p}_{q}_{c}", m[(f"dlj_{p}_{q}_{c}", "uniform")]] for p, q, c in DLJ]
    how = "least squares over dlj_P_Q_C uniform: measured - line = entry + C x (fixed + per op x Q)"
    params = [{"name": "data_pred_invariant_loop_entry_cycles", "value": r3(entry), "points": points, "how": how},
              {"name": "data_pred_invariant_trip_fixed_cycles", "value": r3(fixed), "points": points, "how": how},
              {"name": "data_pred_per_invariant_op_cycles", "value": r3(per_op), "points": points, "how": how}]
    fitted = {f"dlj_{p}_{q}_{c}": [m[(f"dlj_{p}_{q}_{c}", "uniform")], r3(LINE + entry + c * (fixed + per_op * q))]
              for p, q, c in DLJ}
    notes = {
        "data_trip_invariant_predicated_loop": {"how": "measured, then line + entry + C x (fixed + per op x Q)",
                                                "points": fitted},
        "nested_in_a_constant_loop": {"how": "measured (version 11's rule prices these within 3 %)",
                                      "points": {f"ndj_{q} {c}": m[(f"ndj_{q}", c)] for q in (2, 4)
                                                 for c in ("divergent", "uniform")}},
        "branch_on_a_load_in_a_divergent_side": {
            "how": "measured, not modelled: lanes that split on the loaded value against lanes that agree",
            "points": {f"{k} {c}": m[(k, c)] for k in ("lsl_2_6", "lsl_1_3")
                       for c in ("agree_1line", "agree_2lines", "split_1line", "split_2lines")}},
        "branch_on_a_load_alone": {"how": "measured, not modelled: lanes split on the loaded value",
                                   "points": {f"{k} {c}": m[(k, c)] for k in ("lbl_2_6", "lbl_1_3")
                                              for c in ("split_1line", "split_2lines")}},
    }
    write_fit(out, "Calibration family 14 (issue 35, after round 12): c14_gen.py's microkernels, fitted by c14_fit.py: "
                   "model version 13. SM cycles of one warp.",
              meas, params, notes, m)


if __name__ == "__main__":
    main()
