"""Fits the dispatch parameters of the H200 model (version 3) from dispatch.cu's run (standard library only).

    python3 dispatch_fit.py raw/dispatch/dispatch.jsonl.gz raw/dispatch/dispatch_sass.txt.gz \
        raw/dispatch/dispatch_meta.json calibration.json dispatch.json

Uses calibration.json's chain line (cycles per op) and loop entry; every parameter comes from dispatch.cu's own
families, none from a pre-registered kernel.

The tree. nvcc (NVVM, i.e. LLVM's switch lowering; see the PTX in raw/dispatch/dispatch_ptx.txt.gz) lowers a
switch over K distinct case values to a binary tree of compares: a range of n > 3 cases is split into its first
floor(n/2) and the rest; a range of at most 3 cases is a leaf, a chain of equality compares that ptxas usually
turns into a small BRX jump table. An if-chain that compares one value with constants (with a final else, or
with 3 or more compares) is the same switch, its final else the default.

The model fitted here: one path through the dispatch costs D(K, case), measured for every case of every K in
the sweep. With several distinct cases S taken by the warp,
    dispatch(S) = sum D(K, c) - F (|S| - 1) - g sum_nodes (m_n - 1) - h sum_leaves (m_l - 1)
where m_n (m_l) is how many cases of S lie under a compare node (in a leaf): the instructions the paths share
issue once.
"""
import gzip
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sasslib  # noqa: E402

res_path, sass_path, meta_path, base_path, out_path = sys.argv[1:6]
rows = [json.loads(l) for l in gzip.open(res_path, "rt") if '"key"' in l]
T = {(r["key"], r["case"]): r["median"] for r in rows}
jitter = max(r["p90"] - r["p10"] for r in rows)
base = {p["name"]: p["value"] for p in json.load(open(base_path))["parameters"]}
OP = base["cycles_per_op_ffma_volatile_ptx"]
LINE0 = base["boundary_cycles"] + base["chain_start_cycles"]
ENTRY = base["loop_entry_cycles"]
functions = sasslib.parse_sass(gzip.open(sass_path, "rt").read())
structure = {}
for k, ins in functions.items():
    f = sasslib.features(sasslib.timed_slice(ins))
    structure[k] = {"brx": f["brx"], "bra_cond": f["bra_cond"], "ffma": f["ffma"]}


def tree(n):
    """[(kind, set of case ranks)] for ranks 0..n-1: 'node' (a compare that splits) or 'leaf'."""
    out = []

    def build(v):
        if len(v) <= 3:
            out.append(("leaf", frozenset(v)))
            return
        h = len(v) // 2
        out.append(("node", frozenset(v)))
        build(v[:h])
        build(v[h:])

    build(list(range(n)))
    return out


def shared(n, ranks):
    t = tree(n)
    s = set(ranks)
    nodes = sum(max(0, len(m & s) - 1) for kind, m in t if kind == "node")
    leaves = sum(max(0, len(m & s) - 1) for kind, m in t if kind == "leaf")
    return nodes, leaves


def one(key, case, ops):
    return T[(key, case)] - (LINE0 + OP * ops)


# 1. One case: D(K, c) and the default, P = 0.
SWK = (2, 3, 4, 5, 6, 7, 8, 10, 12, 16, 24, 32)
table = {}
for k in SWK:
    table[str(k)] = {"cases": [round(one(f"sw_{k}", f"one_{c}", 6), 3) for c in range(k)],
                     "default": round(one(f"sw_{k}", "one_d", 0), 3),
                     "sass": structure[f"sw_{k}"]}
D = {k: table[str(k)]["cases"] for k in SWK}

# 2. After 8 ops of work: K >= 4 keeps its tree and hides a little; K = 3 (a lone leaf) is no jump table then.
hidden_points = []
for k in (4, 8, 16):
    for c in list(range(k)) + ["d"]:
        ops = 8 + (0 if c == "d" else 6)
        d0 = table[str(k)]["default"] if c == "d" else D[k][c]
        hidden_points.append([f"swp_{k}", f"one_{c}", round(d0 - one(f"swp_{k}", f"one_{c}", ops), 3)])
hidden = [p[2] for p in hidden_points]
after_work_leaf = {"cases": [round(one("swp_3", f"one_{c}", 14), 3) for c in range(3)],
                   "default": round(one("swp_3", "one_d", 8), 3), "sass": structure["swp_3"]}

# 3. Several cases: F, g, h by least squares over the sw_K sets without the default.
fit_rows = []
for (key, case), t in T.items():
    if not key.startswith("sw_") or not case.startswith("set_") or "d" in case:
        continue
    k = int(key[3:])
    s = [int(v) for v in case[4:].split("+")]
    y = t - (LINE0 + OP * 6 * len(s)) - sum(D[k][c] for c in s)
    nodes, leaves = shared(k, s)
    fit_rows.append([key, case, round(y, 3), len(s) - 1, nodes, leaves, t])


def lsq(xs, ys):
    n = len(xs[0])
    m = [[sum(x[i] * x[j] for x in xs) for j in range(n)] + [sum(x[i] * y for x, y in zip(xs, ys))] for i in range(n)]
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[p] = m[p], m[i]
        for r in range(n):
            if r != i:
                f = m[r][i] / m[i][i]
                m[r] = [a - f * b for a, b in zip(m[r], m[i])]
    return [m[i][n] / m[i][i] for i in range(n)]


X = [[-r[3], -r[4], -r[5]] for r in fit_rows]
F, G, H = lsq(X, [r[2] for r in fit_rows])
multi_points = []
for r, x in zip(fit_rows, X):
    pred = F * x[0] + G * x[1] + H * x[2]
    multi_points.append([r[0], r[1], r[6], round(r[6] - r[2] + pred, 1), round(100 * (pred - r[2]) / r[6], 2)])
resid = [abs(p[4]) for p in multi_points]


def multi(k, ranks, dtab):
    nodes, leaves = shared(k, ranks)
    return sum(dtab[c] for c in ranks) - F * (len(ranks) - 1) - G * nodes - H * leaves


# 4. If-chains on one value. Outcome o of a chain with m compares: o < m takes compare o, o = m the final else
#    (or nothing). One outcome: the table; several: the same formula, with the final else in the last leaf.
chains = {"ch3e_8": (2, True), "ch4e_8": (3, True), "ch5e_8": (4, True), "ch4n_8": (4, False)}
chain_table = {}
for key, (m, has_else) in chains.items():
    outs = m + 1
    vals = []
    for o in range(outs):
        ops = 8 + o if (o < m or has_else) else 0
        vals.append(round(one(key, f"one_{o}", ops), 3))
    chain_table[f"{m}{'e' if has_else else 'n'}"] = {"kernel": key, "outcomes": vals, "sass": structure[key]}
chain_checks = []
for key, (m, has_else) in list(chains.items()) + [("ch3e_2", (2, True)), ("ch3s_8", (2, True))]:
    base_key = {"ch3e_2": "ch3e_8", "ch3s_8": "ch3e_8"}.get(key, key)
    tab = chain_table[f"{m}{'e' if has_else else 'n'}"]["outcomes"]
    lens = [2, 3, 4] if key == "ch3e_2" else [8 + o for o in range(m + 1)]
    for (k2, case), t in T.items():
        if k2 != key:
            continue
        outs = [int(v) for v in case.split("_")[1].split("+")]
        ops = sum(lens[o] for o in outs if o < m or has_else)
        if key == "ch3e_2" and len(outs) == 1:
            chain_checks.append([key, case, t, round(LINE0 + OP * ops + tab[outs[0]], 1)])
            continue
        if len(outs) == 1:
            continue
        ranks = [min(o, m - 1) if False else o for o in outs]
        # the final else (rank m) sits in the last leaf: give the tree m + 1 members when there is an else
        n = m + 1 if has_else or m + 1 in outs or True else m
        pred = LINE0 + OP * ops + multi(n, ranks, tab)
        chain_checks.append([key, case, t, round(pred, 1), round(100 * (pred - t) / t, 2)])

# 5. A switch at the top of a loop body (selector (s + i) % K): per iteration beyond D and the ops.
loop_points = []
for k in (4, 8):
    for case, s0 in (("together_0", 0), ("together_3", 3)):
        per = (T[(f"swloop_{k}", case)] - LINE0 - ENTRY) / 6 - OP * 7
        per -= statistics.mean(D[k][(s0 + i) % k] for i in range(6))
        loop_points.append([f"swloop_{k}", case, round(per, 3)])
loop_over = statistics.mean(p[2] for p in loop_points)
loop_checks = []
for k in (4, 8):
    for case, groups in (("half_0+1", (0, 1)), ("quarter_0+1+2+3", (0, 1, 2, 3))):
        pred = LINE0 + ENTRY
        for i in range(6):
            ranks = sorted({(g + i) % k for g in groups})
            pred += multi(k, ranks, D[k]) + OP * 7 * len(ranks) + loop_over
        t = T[(f"swloop_{k}", case)]
        loop_checks.append([f"swloop_{k}", case, t, round(pred, 1), round(100 * (pred - t) / t, 2)])
    t = T[(f"swloop_{k}", "trips_1")]
    pred = LINE0 + ENTRY + D[k][0] + OP * 7 + loop_over
    loop_checks.append([f"swloop_{k}", "trips_1", t, round(pred, 1), round(100 * (pred - t) / t, 2)])

# 6. Checks outside the fits: body length 12 (swl_8), and pairs after work (swp_8).
other_checks = []
for c in (0, 3, 6, 7):
    t = T[("swl_8", f"one_{c}")]
    pred = LINE0 + OP * 12 + D[8][c]
    other_checks.append(["swl_8", f"one_{c}", t, round(pred, 1), round(100 * (pred - t) / t, 2)])
t = T[("swl_8", "set_2+5")]
pred = LINE0 + OP * 24 + multi(8, [2, 5], D[8])
other_checks.append(["swl_8", "set_2+5", t, round(pred, 1), round(100 * (pred - t) / t, 2)])
HID = statistics.mean(hidden)
for case in ("set_0+7", "set_3+4", "set_5+6", "set_1+6"):
    s = [int(v) for v in case[4:].split("+")]
    t = T[("swp_8", case)]
    pred = LINE0 + OP * (8 + 12) + multi(8, s, D[8]) - HID
    other_checks.append(["swp_8", case, t, round(pred, 1), round(100 * (pred - t) / t, 2)])


def param(name, value, unc, note, points=None, unit="cycles"):
    return {"name": name, "value": round(value, 3), "uncertainty": round(unc, 3), "unit": unit, "note": note,
            "points": points}


meta = json.load(open(meta_path))
doc = {
    "format": 1,
    "about": "Warpwise calibration, dispatch family (scripts/gpu/calib/dispatch.cu): a switch's dispatch by case, by "
             "number of cases and after work, several cases at once, a switch in a loop, and if-chains on one value. "
             "Medians of 2001 repetitions x 3 launches, one warp, SM cycles; every p10 = p90 up to "
             f"{jitter:.0f} cycles.",
    "run": dict(meta, note="the first device call of the round-3 session, before any round-3 kernel existed; timings in "
                           "raw/dispatch/dispatch.jsonl.gz, SASS and PTX beside them",
                fit="python3 dispatch_fit.py raw/dispatch/dispatch.jsonl.gz raw/dispatch/dispatch_sass.txt.gz "
                    "raw/dispatch/dispatch_meta.json calibration.json dispatch.json"),
    "rules": {
        "tree": "a range of n > 3 case values splits into its first floor(n/2) values and the rest; n <= 3 is a leaf "
                "(PTX of every sw_K)",
        "jump_table_leaves": "ptxas turns a leaf into a BRX table except, in some trees, the last leaf of two cases "
                             "(sw_4, sw_7, sw_8, sw_16, sw_32: the last two cases are the cheap ones)",
        "chains": "an if-chain on one value is a switch: with a final else (ch3e, ch4e, ch5e) or with 4 compares "
                  "(ch4n) ptxas emits BRX; two compares without a final else (ch3n) stay two branches; compares on "
                  "two different values (ch3x) stay branches; sparse constants (ch3s: 0, 5) still give BRX",
        "after_work": "straight-line work just before a lone leaf (a chain, a switch of at most 3 cases) in the same "
                      "block stops the jump table: ch3ep_8 and swp_3 have no BRX and are ordinary branches; a switch "
                      "of 4 or more cases keeps its tree and hides only a few cycles",
    },
    "structures": structure,
    "switch_one_case_cycles": table,
    "switch_after_work_lone_leaf_cycles": {"3": after_work_leaf},
    "chain_one_outcome_cycles": chain_table,
    "parameters": [
        param("switch_preceding_work_hidden_cycles", HID, statistics.stdev(hidden) / len(hidden) ** 0.5,
              "how much of a switch's dispatch (K >= 4) hides behind 8 ops of work before it: D(sw_K) - D(swp_K), "
              "every case and the default, K = 4, 8, 16", hidden_points),
        param("switch_extra_path_cycles", F, 0.0, "F: each further distinct case, beyond the sum of one-case "
              "dispatches, saves this (least squares over the sw_K sets)"),
        param("switch_shared_node_cycles", G, 0.0, "g: per further case under a shared compare node"),
        param("switch_shared_leaf_cycles", H, 0.0, "h: per further case in a shared leaf (one BRX or compare chain)"),
        param("loop_switch_body_overhead_cycles", loop_over, statistics.stdev([p[2] for p in loop_points]) / 2,
              "per iteration of a loop whose body is a switch on (s + i) % K, beyond D, the ops and the loop "
              "entry (replaces loop_long_body_overhead_cycles there)", loop_points),
    ],
    "multi_case_fit": {"n": len(multi_points), "max_abs_residual_pct_of_total": round(max(resid), 2),
                       "median_abs_residual_pct_of_total": round(statistics.median(resid), 2),
                       "points [kernel, case, measured, model, residual % of measured]": multi_points},
    "checks_outside_the_fits [kernel, case, measured, model, error %]": {
        "chains": chain_checks, "loops": loop_checks, "other": other_checks},
}
json.dump(doc, open(out_path, "w"), indent=1)
print("F g h", round(F, 3), round(G, 3), round(H, 3), "multi max resid %", round(max(resid), 2))
print("hidden", round(HID, 3), "sd", round(statistics.stdev(hidden), 3), [p[2] for p in hidden_points])
print("loop overhead", round(loop_over, 3), loop_points)
for k, v in doc["checks_outside_the_fits [kernel, case, measured, model, error %]"].items():
    for r in v:
        print(k, r)
print("after-work K=3", after_work_leaf)
print("chains", {k: v["outcomes"] for k, v in chain_table.items()})
