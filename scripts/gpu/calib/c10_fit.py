"""Fits calibration family 10 (issue 35, what round 8 missed) into c10.json: model version 8. Standard library only.

    python3 c10_fit.py raw/c10/c10.jsonl.gz raw/c10/c10_measured.json raw/c9/c9.jsonl.gz c10.json

Every parameter is a slope or an intercept of measured cycles over trip counts, so none depends on another
model constant except where named (the long-body loop overhead of calibration.json, the region line):

  const_short_body_trip_floor_cycles  a constant-trip loop of 1-3 work ops at the top of a block: cycles a trip,
                                      whatever the body (clt_T_B, T = 2, 8; family 9's clb_1..3, T = 4)
  const_short_body_entry_cycles       the same fit's intercept
  nested_const_trip_floor_cycles      a constant-trip loop of work(2) inside another loop: cycles an inner trip
                                      (nl_T_K, T = 2, 4, K = 2, 4: least squares A + T B + T K C)
  nested_const_loop_entry_cycles      its entry, paid on every outer trip (B above, plus the outer trip's
                                      long-body overhead the model already adds, -1.155)
  compound_const_loop_entry_cycles    a constant-trip loop at the top of a block whose body holds a loop or a
                                      branch on a vote: the mean intercept over trips of nl (A), nd_T and the
                                      vote loops vl_T, vi_T (T = 4, 8), each case on its own line
  vote_on_loop_varying_cycles         a vote on a value the loop changes (the counter): the per-trip slope of
                                      vl_T over vi_T, mean of the vote-true and vote-false cases

Two rules come with no constant: nvcc flattens a one-trip constant loop (nl_T_1 equals a T-trip loop of the
body), and ptxas keeps an else-less if of 6 or more work ops inside a loop as a branch (ifl_4 predicated: its
divergent and taken cases are equal; ifl_6 a branch).
"""
import json
import sys

from fitlib import line, medians, r3, read, solve, write_fit

LINE = 2.0 - 1.993
LONG_BODY_OVERHEAD = -1.155


def main():
    c10, c10meas, c9, out = sys.argv[1:5]
    m, m9 = medians(c10), medians(c9)
    meas = json.loads(read(c10meas))

    short = [(t, m[(f"clt_{t}_{b}", "uniform")] - LINE, f"clt_{t}_{b}") for t in (2, 8) for b in (1, 2)]
    short += [(4, m9[(f"clb_{b}", "uniform")] - LINE, f"clb_{b}") for b in (1, 2, 3)]
    es, floor = line([(t, y) for t, y, _ in short])

    nl = [(t, k, m[(f"nl_{t}_{k}", "uniform")] - LINE) for t in (2, 4) for k in (2, 4)]
    a_nl, b_nl, c_nl = solve([(1, t, t * k) for t, k, _ in nl], [y for _, _, y in nl])

    intercepts = {"nl": a_nl}
    slopes = {}
    for key in ("vl", "vi"):
        for case in ("every", "none"):
            a, b = line([(t, m[(f"{key}_{t}", case)] - LINE) for t in (4, 8)])
            intercepts[f"{key} {case}"], slopes[(key, case)] = a, b
    for case in ("two", "divergent", "zero"):
        a, _ = line([(t, m[(f"nd_{t}", case)] - LINE) for t in (2, 4)])
        intercepts[f"nd {case}"] = a
    compound = sum(intercepts.values()) / len(intercepts)
    vote = sum(slopes[("vl", c)] - slopes[("vi", c)] for c in ("every", "none")) / 2

    params = [
        {"name": "const_short_body_trip_floor_cycles", "value": r3(floor),
         "points": [[k, t, r3(y + LINE), r3(LINE + es + t * floor)] for t, y, k in short],
         "how": "least-squares slope over trips of clt_T_B (family 10) and clb_1..3 (family 9); points: key, trips, measured, fitted"},
        {"name": "const_short_body_entry_cycles", "value": r3(es), "points": [],
         "how": "the same fit's intercept, less the region line"},
        {"name": "nested_const_trip_floor_cycles", "value": r3(c_nl),
         "points": [[f"nl_{t}_{k}", r3(y + LINE), r3(LINE + a_nl + t * b_nl + t * k * c_nl)] for t, k, y in nl],
         "how": "nl_T_K = A + T B + T K C by least squares (K = 2, 4): C, an inner trip; points: key, measured, fitted"},
        {"name": "nested_const_loop_entry_cycles", "value": r3(b_nl - LONG_BODY_OVERHEAD), "points": [],
         "how": "B of the same fit less the outer trip's long-body overhead (calibration.json's -1.155), which the model adds to every outer trip"},
        {"name": "compound_const_loop_entry_cycles", "value": r3(compound),
         "points": [[k, r3(v)] for k, v in intercepts.items()],
         "how": "the mean intercept over trips (less the region line) of nl (A above), vl_T and vi_T (T = 4, 8, each case), nd_T (T = 2, 4, each case)"},
        {"name": "vote_on_loop_varying_cycles", "value": r3(vote),
         "points": [[f"{k} {c}", r3(s)] for (k, c), s in slopes.items()],
         "how": "the per-trip slope of vl_T (a vote on the loop counter) over vi_T (a loop-invariant vote), mean of the every and none cases; points: kernel and case, slope"},
    ]
    notes = {
        "one_trip_inner_loop_is_flattened": {k: m[(k, "uniform")] for k in ("nl_2_1", "nl_4_1", "clt_2_2")}
        | {"clb_2 (family 9)": m9[("clb_2", "uniform")]},
        "else_less_if_in_loop": {f"ifl_{n} {c}": m[(f"ifl_{n}", c)] for n in (4, 6, 8) for c in ("divergent", "taken")},
        "if_else_ending_a_side": {f"{k} {c}": m[(k, c)] for k in ("ls_none", "ls_stmt", "ls_load")
                                  for c in ("divergent", "inner", "uniform")},
    }
    write_fit(out, "Calibration family 10 (issue 35, after round 8): c10_gen.py's microkernels, fitted by c10_fit.py with "
                   "family 9's clb_B: model version 8. SM cycles of one warp.",
              meas, params, notes, m)


if __name__ == "__main__":
    main()
