"""Fits calibration family 13 (issue 35, what round 11 missed) into c13.json: model version 11. Standard library only.

    python3 c13_fit.py raw/c13/c13.jsonl.gz raw/c13/c13_measured.json c11.json c13.json

Version 11 takes two limits from the family's SASS and three rules built from constants measured before it; the notes
give every point a rule rests on, against what the rule says.

- An if on a loaded value (`ldb_A_B`, `ldw_A_B`): the SASS is if-converted for sides of (1, 3), (3, 3), (4, 1) and a
  branch (BSSY/BSYNC) for (2, 6), where a condition on the lane's own datum is if-converted up to 6 a side:

  loaded_predication_max_side_slots      the longest side of an if-converted `ldb`/`ldw` kernel (checked: shorter than
                                         the shortest long side of a branching one)

- A switch of two cases and a default (`sws_A_B_C`, `swi_A_B_C`): the SASS branches on case 0 and predicates case 1
  and the default when both are short (every FFMA of both predicated), else branches again:

  masked_switch_predicated_rest_max_slots  the longest body among the predicated rests (checked: shorter than the
                                           longest body of a rest that branches)

  Version 11 prices such a switch as a real if/else on case 0 (family 1's branch constants) whose else side is an
  if-converted if/else (family 1's predicated line): the notes give each point against that sum.
- A data-trip loop with a predicated body inside a constant loop (`ndl_T_C_Q`): version 10 charged the inner loop's
  if-converted ifs again in each outer trip (the predicated-body overhead of a loop whose own body holds none). The
  notes give what the outer trips cost on the card: measured - line - work after - inner loops by version 9's trip
  and calibration.json's data-trip entry, per outer trip.
- Work after an if-converted vote (`vcw_A_B_P`, `vcp_A_B_Q`): every trip waits for the vote's predicated results
  (c12.json's pred_work_after_varying_trip_cycles) and plain work after it runs as the register chain (c8.json's
  register_chain_cycles_per_op). The notes give each trip on the card against that.
"""
import json
import sys

from fitlib import medians, r3, read, write_fit

LINE = 2.0 - 1.993
OP = 5.016
REGISTER_CHAIN = 4.021
LOOP_ENTRY = 41.993
BRANCH = {"first": 46.237, "second": 50.001, "split": 72.171}
PRED_FIXED, PRED_LONG, PRED_SHORT = 16.864, 3.605, 1.349
MASKED_IN_THEN_HIDDEN = 24.941
PRED_AFTER_WAIT = 10.468


def sides(key):
    """(A, B) of `ldb_A_B`, or (A, B, C) of a switch kernel."""
    return tuple(int(x) for x in key.split("_")[1:])


def predicated(a, b):
    return PRED_FIXED + PRED_LONG * max(a, b) + PRED_SHORT * min(a, b)


def main():
    raw, measured, c11, out = sys.argv[1:5]
    m = medians(raw)
    meas = json.loads(read(measured))
    sass = meas["sass"]
    p = {q["name"]: q["value"] for q in json.loads(read(c11))["parameters"]}
    fixed, var, inv, plain, const_entry = (p[f"pred_const_{n}"] for n in
                                           ("trip_fixed_cycles", "per_varying_op_cycles", "per_invariant_op_cycles",
                                            "per_plain_op_cycles", "loop_entry_cycles"))

    def feat(k):
        return sass[k]["timed_region_features"]

    # The loaded condition's limit.
    loaded = {k: sass[k]["structure"] for k in sass if k[:3] in ("ldb", "ldw")}
    pred_sides = [max(sides(k)) for k, s in loaded.items() if s == "predicated"]
    branch_sides = [max(sides(k)) for k, s in loaded.items() if s == "branch"]
    limit = max(pred_sides)
    assert limit < min(branch_sides), (pred_sides, branch_sides)
    # The switch's predicated rest: every FFMA of case 1 and the default predicated (an if around it adds its else
    # side's 3 predicated FFMAs, as its SASS shows).
    rest = {}
    for k in sass:
        if k[:3] in ("sws", "swi"):
            _, b, c = sides(k)
            outer = 3 if k.startswith("swi") else 0
            rest[k] = (max(b, c), feat(k)["ffma_pred"] >= b + c + outer)
    rest_limit = max(n for n, ok in rest.values() if ok)
    assert rest_limit < min(n for n, ok in rest.values() if not ok), rest
    params = [{"name": "loaded_predication_max_side_slots", "value": limit,
               "points": [[k, s] for k, s in sorted(loaded.items())],
               "how": "the longest side of an ldb/ldw kernel whose SASS is if-converted; every branching one has a "
                      "longer side"},
              {"name": "masked_switch_predicated_rest_max_slots", "value": rest_limit,
               "points": [[k, n, ok] for k, (n, ok) in sorted(rest.items())],
               "how": "the longest body of case 1 or the default among sws/swi kernels whose SASS predicates both; "
                      "every rest that branches has a longer body"}]

    # Checks, not fits: what version 11's rules give from constants measured before this family.
    def switch(k, case):
        a, b, c = sides(k)
        inside = k.startswith("swi")
        outer = BRANCH["first"] - MASKED_IN_THEN_HIDDEN if inside else 0.0
        if case == "case0":
            cost = BRANCH["first"] + OP * a
        elif case == "default":
            cost = BRANCH["second"] + predicated(b, c)
        else:
            cost = BRANCH["split"] + OP * a + predicated(b, c)
        return r3(LINE + outer + cost)

    switches = {f"{k} {c}": [m[(k, c)], switch(k, c)] for (k, c) in m if k[:3] in ("sws", "swi")
                and rest[k][1]}
    nested = {}
    for (k, c), v in m.items():
        if k.startswith("ndl_") and c == "uniform":
            t, trips, q = sides(k)
            inner = LOOP_ENTRY + trips * (fixed + var * q)
            nested[k] = [v, r3((v - LINE - t * OP - t * inner) / t)]
    votes = {}
    for (k, c), v in m.items():
        if k[:3] in ("vcw", "vcp") and c == "true":
            a, b, n = sides(k)
            t = 5 if k.startswith("vcw") else 4
            if k.startswith("vcw"):
                rule = fixed + var * (a + b) + PRED_AFTER_WAIT + REGISTER_CHAIN * n
            else:
                rule = fixed + var * (a + b + n) + PRED_AFTER_WAIT
            votes[k] = [v, r3((v - LINE - const_entry) / t), r3(rule)]
    notes = {
        "switch_two_cases_and_default": {"how": "measured, then line + a real if/else on case 0 (calibration.json) "
                                                "+ the predicated line of case 1 and the default; inside an if, its "
                                                "first side less c7.json's hidden part",
                                         "points": switches},
        "nested_data_trip_predicated_loop": {"how": "measured, then what an outer trip costs beyond its work(1) and "
                                                    "the inner loop (calibration.json's entry + c11's trips); "
                                                    "version 10 charged about 31.9 more (the inner ifs again)",
                                             "points": nested},
        "work_after_an_if_converted_vote": {"how": "measured, then a trip on the card ((measured - line - c11's "
                                                   "entry) / trips), then version 11's trip: c11's trip + c12's wait "
                                                   "+ c8's register chain per plain op after the vote",
                                            "points": votes},
    }
    write_fit(out, "Calibration family 13 (issue 35, after round 11): c13_gen.py's microkernels, fitted by c13_fit.py: "
                   "model version 11. SM cycles of one warp.",
              meas, params, notes, m)


if __name__ == "__main__":
    main()
