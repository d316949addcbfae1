"""Fits calibration family 6 (issue 35) into c6.json. Standard library only.

    python3 c6_fit.py raw/c6/c6.jsonl.gz raw/c6/c6_measured.json c6.json

Every parameter comes from its own sweep (c6_gen.py); the model's version-4 constants it builds on are those of
calibration.json and context.json (chain line 0.007 + 5.016 n, loop entry 41.993, long-body overhead -1.155).
"""
import gzip
import json
import statistics
import sys

OP, LINE, ENTRY, LONG = 5.016, 2.0 - 1.993, 41.993, -1.155


def read(path):
    with (gzip.open if path.endswith(".gz") else open)(path, "rt") as f:
        return f.read()


def ols(points):
    n = len(points)
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    sxx = sum((p[0] - mx) ** 2 for p in points)
    b = sum((p[0] - mx) * (p[1] - my) for p in points) / sxx
    return b, my - b * mx


def r3(x):
    return round(x, 3)


def main():
    results, measured, out = sys.argv[1:4]
    rows = [json.loads(l) for l in read(results).splitlines() if l.strip()]
    m = {(r["key"], r["case"]): r["median"] for r in rows if "key" in r}
    meas = json.loads(read(measured))
    sass = meas["sass"]
    params, notes = [], {}

    def param(name, value, points, how):
        params.append({"name": name, "value": r3(value), "points": points, "how": how})

    # work chains
    chains = {}
    for fam in ("wv", "wr", "wi"):
        a, b = m[(f"{fam}_16", "uniform")], m[(f"{fam}_64", "uniform")]
        chains[fam] = {"16": a, "64": b, "cycles_per_op": r3((b - a) / 48)}
    notes["work_chains"] = chains
    # loads: slope of K dependent loads
    pts = [(k, m[(f"ldc_{k}", c)], c) for k in (1, 2, 4, 8) for c in ("divergent", "uniform")]
    slope, icpt = ols([(k, t) for k, t, _ in pts])
    param("load_l1_hit_cycles", slope, [[f"ldc_{k}", c, t] for k, t, c in pts],
          "OLS slope of the region time over K dependent j = tab[j] loads (L1 hits), both lane layouts pooled")
    notes["load_chain_intercept_cycles"] = r3(icpt)
    notes["independent_loads"] = {f"ldi_{k}_{c}": m[(f"ldi_{k}", c)] for k in (2, 4) for c in ("divergent", "uniform")}
    # a load feeding a branch's condition: ldb against the version-4 price of the same if/else without it
    # (uniform: first side 46.237 + 10 ops; divergent: 72.171 + 22 ops)
    lb = [["ldb", "uniform", r3(m[("ldb", "uniform")] - LINE - 46.237 - 10 * OP)],
          ["ldb", "divergent", r3(m[("ldb", "divergent")] - LINE - 72.171 - 22 * OP)]]
    param("load_feeding_branch_cycles", statistics.mean(p[2] for p in lb), lb,
          "ldb: a load in a real branch's condition, the measured time less the version-4 if/else; its set-up overlaps the load")
    # votes feeding a branch: the vote and the branch together, beyond the ops
    taken, skipped, ifelse = [], [], []
    for a in (6, 12):
        for c in ("one_lane", "all"):
            taken.append([f"anyb_{a}", c, r3(m[(f"anyb_{a}", c)] - LINE - (a + 2) * OP)])
        skipped.append([f"anyb_{a}", "uniform", r3(m[(f"anyb_{a}", "uniform")] - LINE - 2 * OP)])
    for key, c, ops in (("allb", "one_lane", 12), ("allb", "uniform", 5), ("balb", "one_lane", 11), ("balb", "uniform", 7)):
        ifelse.append([key, c, r3(m[(key, c)] - LINE - ops * OP)])
    param("vote_branch_taken_cycles", statistics.mean(p[2] for p in taken), taken, "anyb_A: time - chain line - (A + 2) ops")
    param("vote_branch_skipped_cycles", statistics.mean(p[2] for p in skipped), skipped, "anyb_A uniform (no lane votes true): time - chain line - 2 ops")
    param("vote_branch_if_else_cycles", statistics.mean(p[2] for p in ifelse), ifelse, "allb, balb: time - chain line - the taken side's ops")
    # if-converted ifs in a loop: per-iteration time over k ifs of A ops
    it = []
    for v in ("v", "i"):
        for k in (1, 2, 3):
            for a in (1, 3):
                for c in ("divergent", "uniform"):
                    per = (m[(f"pl{v}_{k}_{a}", c)] - LINE - ENTRY) / 6
                    it.append((v, k, a, c, per))
    notes["pred_loop_iterations"] = [[f"pl{v}_{k}_{a}", c, r3(p)] for v, k, a, c, p in it]

    def solve(A, b):
        A = [row[:] + [bb] for row, bb in zip(A, b)]
        n = len(A)
        for i in range(n):
            p = max(range(i, n), key=lambda r: abs(A[r][i]))
            A[i], A[p] = A[p], A[i]
            for r in range(n):
                if r != i:
                    f = A[r][i] / A[i][i]
                    A[r] = [x - f * yv for x, yv in zip(A[r], A[i])]
        return [A[i][n] / A[i][i] for i in range(n)]
    # varying conditions (the compare is redone every trip): per = O + k F + (k A) P, least squares
    pts = [(k, k * a, p) for v, k, a, c, p in it if v == "v"]
    X = [(1.0, k, ka) for k, ka, _ in pts]
    y = [p for *_, p in pts]
    O, F, P = solve([[sum(r[i] * r[j] for r in X) for j in range(3)] for i in range(3)],
                    [sum(r[i] * yy for r, yy in zip(X, y)) for i in range(3)])
    notes["pred_loop_varying_max_abs_residual"] = r3(max(abs(p - (O + k * F + ka * P)) for k, ka, p in pts))
    vpts = [[f"plv_{k}_{a}", c, r3(p)] for v, k, a, c, p in it if v == "v"]
    param("pred_in_loop_fixed_cycles", F, vpts, "plv_k_A (condition varies with i): per-iteration time = O + k F + (k A) P, least squares")
    param("pred_in_loop_per_op_cycles", P, vpts, "the same fit")
    param("pred_loop_body_overhead_cycles", O, vpts, "the same fit: O, per iteration of a body of if-converted ifs")
    # loop-invariant conditions (ptxas hoists the compares out of the loop): each if costs F_inv at the floor
    # (k = 1..3, A = 1: per = 28 + k F_inv), and a long body runs as its predicated FFMA chain plus O_inv
    ipts = {(k, a): statistics.mean(p for v, kk, aa, c, p in it if v == "i" and kk == k and aa == a) for k in (1, 2, 3) for a in (1, 3)}
    f_inv = statistics.mean((ipts[(k, 1)] - 28.0) / k for k in (1, 2, 3))
    long = [(k, a) for (k, a) in ipts if k * a * OP + k * f_inv > 28.0 + k * f_inv]
    o_inv = statistics.mean(ipts[(k, a)] - k * (f_inv + a * OP) for (k, a) in long)
    param("pred_hoisted_in_loop_fixed_cycles", f_inv, [[f"pli_{k}_1", "both", r3(ipts[(k, 1)])] for k in (1, 2, 3)],
          "pli_k_1 (loop-invariant condition): (per-iteration time - 28) / k")
    param("pred_hoisted_loop_body_overhead_cycles", o_inv, [[f"pli_{k}_{a}", "both", r3(ipts[(k, a)])] for (k, a) in long],
          "pli_k_A whose predicated chain is longer than the floor: per-iteration time - k (F_inv + 5.016 A)")
    # % by a constant
    pl12 = O + F + 2 * P  # the same if on (s + i) & 1, from the varying fit
    mp = []
    for q in (3, 5):
        for c in ("divergent", "uniform"):
            per = (m[(f"mod_{q}", c)] - LINE - ENTRY) / 6
            mp.append([f"mod_{q}", c, r3(per - max(28.0, pl12))])
    param("const_div_in_condition_cycles", statistics.mean(p[2] for p in mp), mp,
          "mod_Q per-iteration time - the fitted if-converted-if-in-loop iteration of 2 ops (the & form)")
    notes["modst"] = {c: m[("modst", c)] for c in ("divergent", "uniform")}
    # zero-trip inner loop inside a loop
    z = []
    for t in (2, 4, 6):
        per = (m[(f"nlz_{t}", "zero")] - LINE - ENTRY) / t
        z.append([f"nlz_{t}", "zero", r3(per - 3 * OP - LONG)])
    param("inner_zero_trip_cycles", statistics.mean(p[2] for p in z), z,
          "nlz_T zero: per outer iteration - 3 ops - the long-body overhead")
    notes["nested"] = {f"nlz_{t}_{c}": m[(f"nlz_{t}", c)] for t in (2, 4, 6) for c in ("zero", "one", "mixed")}
    # masked switches: one-case costs beyond the case's 8 ops
    table = {}
    specs = {"swm_4d": (4, True, [0, 1, 2], 3), "swm_4f": (4, False, [0, 1, 2, 3], None),
             "swm_8d": (8, True, [0, 3, 6], 7), "swm_2": (2, False, [0, 1], None)}
    cname = lambda v: "uniform" if v == 0 else f"case{v}"
    for key, (k, d, ranks, dv) in specs.items():
        got = {r: r3(m[(key, cname(r))] - LINE - 8 * OP) for r in ranks}
        n = k - 1 if d else k
        fill = statistics.mean(got.values())
        cases = [got.get(r, r3(fill)) for r in range(n)]
        default = r3(m[(key, cname(dv))] - LINE - 8 * OP) if d else cases[-1]
        table[key] = {"k": k, "default": d, "cases": cases, "default_cycles": default,
                      "measured_ranks": ranks, "unmeasured_ranks_filled_with_mean": [r for r in range(n) if r not in got]}
    table["swm_8d"]["note"] = "ranks 1, 2, 4, 5 not measured: the mean of ranks 0, 3, 6"
    for key, (k, d, ranks, dv) in specs.items():
        row = table[key]
        one = row["cases"] + ([row["default_cycles"]] if d else [])
        # divergent: sel = lane, so every case and the default are taken
        total = m[(key, "divergent")] - LINE - 8 * OP * len(one)
        row["extra_path_cycles"] = r3((sum(one) - total) / (len(one) - 1))
    # K = 4 measured twice (with and without a default): one figure for both rows
    x4 = r3((table["swm_4d"]["extra_path_cycles"] + table["swm_4f"]["extra_path_cycles"]) / 2)
    table["swm_4d"]["extra_path_cycles"] = table["swm_4f"]["extra_path_cycles"] = x4
    doc = {
        "about": "Calibration family 6 (issue 35): c6_gen.py's microkernels, fitted by c6_fit.py. SM cycles of one warp.",
        "run": meas["run"],
        "device": meas["device"],
        "parameters": params,
        "masked_switch_one_case_cycles": table,
        "notes": notes,
        "sass": {k: {"structure": v["structure"], "features": v["timed_region_features"]} for k, v in sass.items()},
        "measurements": [[r["key"], r["case"], r["median"], r["p10"], r["p90"]] for r in rows if "key" in r],
    }
    with open(out, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    for p in params:
        print(f'{p["name"]:36s} {p["value"]:9.3f}')
    print(json.dumps(notes, indent=None)[:3000])
    for key, row in table.items():
        print(key, row["cases"], row["default_cycles"], row["extra_path_cycles"])


if __name__ == "__main__":
    main()
