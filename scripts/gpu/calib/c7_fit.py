"""Fits calibration family 7 (issue 35, after round 6) into c7.json, and refits family 6's loop parameters for a
loop whose trip count is a constant (no entry test: what c7's cl_T showed). Standard library only.

    python3 c7_fit.py raw/c7/c7.jsonl.gz raw/c7/c7_measured.json.gz raw/c6/c6.jsonl.gz c6.json c7.json
"""
import gzip
import json
import statistics
import sys

OP, LINE, LONG = 5.016, 2.0 - 1.993, -1.155


def read(path):
    with (gzip.open if path.endswith(".gz") else open)(path, "rt") as f:
        return f.read()


def r3(x):
    return round(x, 3)


def ols(points):
    n = len(points)
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    b = sum((p[0] - mx) * (p[1] - my) for p in points) / sum((p[0] - mx) ** 2 for p in points)
    return b, my - b * mx


def medians(path):
    return {(r["key"], r["case"]): r["median"] for r in map(json.loads, read(path).splitlines()) if "key" in r}


def main():
    c7, c7meas, c6, c6json, out = sys.argv[1:6]
    m, m6 = medians(c7), medians(c6)
    p6 = {p["name"]: p["value"] for p in json.loads(read(c6json))["parameters"]}
    meas = json.loads(read(c7meas))
    params, notes = [], {}

    def param(name, value, points, how):
        params.append({"name": name, "value": r3(value), "points": points, "how": how})

    # constant-trip loops: no entry test, no BSSY (cl_T) against a trip count from data (nl_T)
    cl = [(t, m[(f"cl_{t}", "uniform")] - LINE) for t in (2, 3, 5)]
    slope, icpt = ols(cl)
    param("const_loop_entry_cycles", icpt, [[f"cl_{t}", "uniform", v] for t, v in cl],
          "cl_T, T = 2, 3, 5 constant trips of work(5): intercept of time over T")
    param("const_loop_iteration_floor_cycles", slope, [[f"cl_{t}", "uniform", v] for t, v in cl],
          "the same fit's slope: the shortest iteration of a constant-trip loop (the body, 25 cycles, is under it)")
    nl = [(t, m[(f"nl_{t}", "uniform")] - LINE) for t in (2, 3, 5)]
    notes["data_trip_loop_fit"] = dict(zip(("slope", "intercept"), map(r3, ols(nl))))
    ce, cf = r3(icpt), r3(slope)
    # family 6's loop parameters again, its loops being constant-trip loops (entry ce, floor cf)
    it = {}
    for v in ("v", "i"):
        for k in (1, 2, 3):
            for a in (1, 3):
                it[(v, k, a)] = (m6[(f"pl{v}_{k}_{a}", "divergent")] - LINE - ce) / 6
    o_v = statistics.mean(it[("v", k, a)] - k * p6["pred_in_loop_fixed_cycles"] - k * a * p6["pred_in_loop_per_op_cycles"]
                          for k in (1, 2, 3) for a in (1, 3))
    param("const_pred_loop_body_overhead_cycles", o_v, [[f"plv_{k}_{a}", "both", r3(it[("v", k, a)])] for k in (1, 2, 3) for a in (1, 3)],
          "plv_k_A per iteration after the constant-trip entry, less family 6's k F + k A P (F, P unchanged: the same slopes)")
    f_inv = statistics.mean((it[("i", k, 1)] - cf) / k for k in (1, 2, 3))
    param("const_pred_hoisted_fixed_cycles", f_inv, [[f"pli_{k}_1", "both", r3(it[("i", k, 1)])] for k in (1, 2, 3)],
          "pli_k_1: (per iteration - the constant-trip floor) / k")
    o_inv = statistics.mean(it[("i", k, 3)] - k * (f_inv + 3 * OP) for k in (2, 3))
    param("const_pred_hoisted_overhead_cycles", o_inv, [[f"pli_{k}_3", "both", r3(it[("i", k, 3)])] for k in (2, 3)],
          "pli_k_3, k = 2, 3: per iteration - k (F_inv + 5.016 A)")
    z = [[f"nlz_{t}", "zero", r3((m6[(f"nlz_{t}", "zero")] - LINE - ce) / t - 3 * OP - LONG)] for t in (2, 4, 6)]
    param("const_inner_zero_trip_cycles", statistics.mean(p[2] for p in z), z,
          "nlz_T zero (outer loop: T constant trips): per outer iteration - 3 ops - the long-body overhead")
    # a real if/else that is the whole side of a vote branch: no shared reconvergence (one BSSY, the inner's)
    div = [[k, "divergent" if k.startswith("vse") else "divergent", r3(m[(k, "divergent")] - LINE - ops * OP)]
           for k, ops in (("vse_8_6", 14), ("vse_12_9", 21), ("vst_8_6", 14), ("vst_12_9", 21))]
    uni = [[k, "uniform", r3(m[(k, "uniform")] - LINE - ops * OP)]
           for k, ops in (("vse_8_6", 8), ("vse_12_9", 12), ("vst_8_6", 8), ("vst_12_9", 12))]
    param("vote_side_branch_divergent_cycles", statistics.mean(p[2] for p in div), div,
          "vse, vst: a vote if/else whose side is a whole real if/else that splits: the vote, its branch and the inner branch")
    param("vote_side_branch_uniform_cycles", statistics.mean(p[2] for p in uni), uni,
          "the same, the inner branch taken one way by every lane")
    # a masked switch that is the whole then side of a real if: part of the pair's fixed cost hides
    one = {0: 50.865, 2: 84.865}
    sw = [["swt_m", "uniform", r3(46.237 - (m[("swt_m", "uniform")] - LINE - 8 * OP - one[0]))],
          ["swt_m", "case2", r3(46.237 - (m[("swt_m", "case2")] - LINE - 8 * OP - one[2]))],
          ["swt_m", "divergent", r3(72.171 - (m[("swt_m", "divergent")] - LINE - 43 * OP - (50.865 + 65.865 + 84.865 + 92.865 - 3 * 41.326)))]]
    param("masked_switch_in_then_hidden_cycles", statistics.mean(p[2] for p in sw), sw,
          "swt_m: the calibrated if (first side 46.237, divergent 72.171) less what the if added to the masked switch's one-case costs")
    notes["switch_in_then_unmasked"] = {c: m[("swt_u", c)] for c in ("uniform", "case2", "divergent")}
    notes["vote_side_other"] = {f"{k[0]}_{k[1]}": m[k] for k in m if k[1] in ("fast", "slow")}
    notes["vote_then_loop"] = {f"{k}_{t}_{c}": m[(f"{k}_{t}", c)] for k in ("vsl", "rsl") for t in (2, 3, 5)
                               for c in (("taken", "skipped") if k == "vsl" else ("taken", "divergent"))}
    doc = {"about": "Calibration family 7 (issue 35, after round 6): c7_gen.py's microkernels, fitted by c7_fit.py; the const_* "
                    "parameters refit family 6's loop sweeps (raw/c6) with the constant-trip loop's entry. SM cycles of one warp.",
           "run": meas["run"], "device": meas["device"], "parameters": params, "notes": notes,
           "sass": {k: {"structure": v["structure"], "features": v["timed_region_features"]} for k, v in meas["sass"].items()},
           "measurements": [[k[0], k[1], v] for k, v in m.items()]}
    with open(out, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    for p in params:
        print(f'{p["name"]:40s} {p["value"]:9.3f}   {p["points"]}')
    print(json.dumps(notes))


if __name__ == "__main__":
    main()
