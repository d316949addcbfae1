"""Fits calibration family 12 (issue 35, what round 10 missed) into c12.json: model version 10. Standard library only.

    python3 c12_fit.py raw/c12/c12.jsonl.gz raw/c12/c12_measured.json c11.json c12.json

What the SASS shows (raw/c12/c12_sass.txt.gz) and what version 10 takes from it:
- A vote if/else in a loop whose sides are both short (`vae_0_3_3`, `vae_2_3_3`, `vie4_2_2`) has no branch of its own:
  every FFMA of both sides is predicated (6 of 6, 4 of 4) and the only conditional branch is the loop's. Version 10
  prices such a loop as version 9's predicated-body loop (c11.json), the vote's predicate varying when the vote's
  arguments do. No new constant: the notes give those points against version 9's line.
- A data-trip loop of `work(P); if (...) work(Q);` (`dlp_P_Q_C`) runs version 9's predicated trip (c11.json) after a
  data-trip loop's entry (calibration.json's loop_entry_cycles: entry test, BSSY/BSYNC, which its SASS shows). No new
  constant: the notes give the entry each point implies.
- Work after varying if-converted ifs (`p2v_A_B_P`, P > 0) waits for their predicated results: a trip pays a fixed part
  more whatever P (one op after costs about what two do), fitted here on p2v_2_2_2 alone:

  pred_work_after_varying_trip_cycles   ((m - line - entry) / 5 trips) - version 9's trip (fixed + per varying op * 4
                                        + per plain op * 2), c11.json's constants; p2v_2_1_1 is round 10's
                                        pred_loop_two_varying by construction: left out (its notes entry checks it)
- Work just before a vote branch in a constant-trip loop (`vae_2_A_B`) is hidden: the compare, vote and branch do not
  wait for the work chain (2 ops a trip cost 3 cycles over 5 trips):

  work_before_vote_in_loop_per_op_cycles  (vae_2_1_4 - vae_0_1_4) / 10 ops, mean of both cases; vae_2_4_1 is round
                                          10's vote_else_after_work: left out

vae_2_4_1 and vie4_6_3 are round 10's vote_else_after_work and vote_inv_else_loop: in no fit or check here.
"""
import json
import sys

from fitlib import medians, r3, read, write_fit

LINE = 2.0 - 1.993
LOOP_ENTRY = 41.993
JUDGED = {"vae_2_4_1", "vie4_6_3", "p2v_2_1_1"}


def main():
    c12, c12meas, c11, out = sys.argv[1:5]
    m = medians(c12)
    meas = json.loads(read(c12meas))
    p = {q["name"]: q["value"] for q in json.loads(read(c11))["parameters"]}
    fixed, var, inv, plain, entry = (p[f"pred_const_{n}"] for n in
                                     ("trip_fixed_cycles", "per_varying_op_cycles", "per_invariant_op_cycles",
                                      "per_plain_op_cycles", "loop_entry_cycles"))

    def trip(v, i, w):
        return fixed + var * v + inv * i + plain * w

    after = (m[("p2v_2_2_2", "uniform")] - LINE - entry) / 5 - trip(4, 0, 2)
    shadow = {c: (m[("vae_2_1_4", c)] - m[("vae_0_1_4", c)]) / 10 for c in ("true", "false")}
    params = [{"name": "pred_work_after_varying_trip_cycles", "value": r3(after),
               "points": [["p2v_2_2_2", m[("p2v_2_2_2", "uniform")]]],
               "how": "p2v_2_2_2: (measured - line - c11's entry) / 5 trips - c11's trip of 4 varying and 2 plain ops"},
              {"name": "work_before_vote_in_loop_per_op_cycles", "value": r3(sum(shadow.values()) / len(shadow)),
               "points": [[c, r3(v)] for c, v in shadow.items()],
               "how": "(vae_2_1_4 - vae_0_1_4) / (5 trips x 2 ops), mean of true and false"}]
    # Checks, not fits: what version 10's rules give from constants measured before this family.
    vote_pred = {f"{k} {c}": [m[(k, c)], r3(LINE + entry + t * trip(v, i, w))]
                 for k, (v, i, w, t) in {"vae_0_3_3": (6, 0, 0, 5), "vae_2_3_3": (6, 0, 2, 5),
                                         "vie4_2_2": (0, 4, 0, 4)}.items() for c in ("true", "false")}
    data_entry = {}
    for q in (0, 2):
        for w in (2, 3):
            for c in (3, 6):
                k = f"dlp_{q}_{w}_{c}"
                data_entry[k] = [m[(k, "uniform")], r3(m[(k, "uniform")] - LINE - c * trip(w, 0, q))]
    held = m[("p2v_2_1_1", "uniform")]
    notes = {
        "vote_if_else_both_short_in_a_loop": {"how": "measured, then line + c11 entry + trips of c11's predicated trip",
                                              "points": vote_pred},
        "data_trip_predicated_loop_entry": {"how": "measured, then measured - line - trips of c11's predicated trip; "
                                                   f"version 10 takes calibration.json's loop entry {LOOP_ENTRY}",
                                            "points": data_entry},
        "round_10_kernel_remeasured": {"p2v_2_1_1": [held, r3(LINE + entry + 5 * (trip(3, 0, 1) + after))],
                                       "vae_2_4_1 true": m[("vae_2_4_1", "true")],
                                       "vie4_6_3 true": m[("vie4_6_3", "true")]},
    }
    assert not JUDGED & {"p2v_2_2_2"}
    write_fit(out, "Calibration family 12 (issue 35, after round 10): c12_gen.py's microkernels, fitted by c12_fit.py: "
                   "model version 10. SM cycles of one warp.",
              meas, params, notes, m)


if __name__ == "__main__":
    main()
