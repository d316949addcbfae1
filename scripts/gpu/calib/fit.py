#!/usr/bin/env python3
"""Fits the cost-model parameters, each on its own calibration sweep, and writes calibration.json.

usage: fit.py RESULTS_JSONL CALIB_SASS META_JSON OUT_JSON [HARNESS_RESULTS_JSON]
  RESULTS_JSONL  output of ./calib (first line: the device; then one measurement a line)
  CALIB_SASS     cuobjdump -sass of the calib binary (each kernel's timed region is checked and classified)
  META_JSON      run metadata written by run.sh (date, run id, driver, nvcc, git revision); may be '-'
  HARNESS_RESULTS_JSON  scripts/gpu/raw/results.json, to compare the harness copies with the committed run

Plain Python (no numpy). Fits are ordinary least squares; uncertainties are standard errors (1 sigma).
Fixed costs are residuals against the straight-chain line: y = cycles - (chain intercept + cycles/op * ops),
averaged over the sweep (value +- standard error of the mean, the chain fit's own uncertainty added in
quadrature), so that a model  T = chain_intercept + cycles_per_op * ops + sum(fixed costs)  uses them as is.
"""
import gzip
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sasslib  # noqa: E402


# ---- small linear algebra ---------------------------------------------------------------------------
def _inverse(m):
    n = len(m)
    a = [list(row) + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(m)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[piv][col]) < 1e-12:
            return None
        a[col], a[piv] = a[piv], a[col]
        p = a[col][col]
        a[col] = [v / p for v in a[col]]
        for r in range(n):
            if r != col and a[r][col] != 0.0:
                f = a[r][col]
                a[r] = [vr - f * vc for vr, vc in zip(a[r], a[col])]
    return [row[n:] for row in a]


def ols(xs, ys, intercept=True):
    """xs: list of regressor tuples; returns coef (intercept first when asked), se, r2, n, resid_sd, max_abs_resid."""
    rows = [([1.0] if intercept else []) + [float(v) for v in x] for x in xs]
    n, k = len(rows), len(rows[0]) if rows else 0
    if n == 0 or n < k:
        return None
    xtx = [[sum(r[i] * r[j] for r in rows) for j in range(k)] for i in range(k)]
    xty = [sum(r[i] * y for r, y in zip(rows, ys)) for i in range(k)]
    inv = _inverse(xtx)
    if inv is None:
        return None
    coef = [sum(inv[i][j] * xty[j] for j in range(k)) for i in range(k)]
    resid = [y - sum(c * v for c, v in zip(coef, r)) for r, y in zip(rows, ys)]
    ssr = sum(e * e for e in resid)
    mean = sum(ys) / n
    sst = sum((y - mean) ** 2 for y in ys)
    dof = n - k
    s2 = ssr / dof if dof > 0 else 0.0
    se = [math.sqrt(max(inv[i][i] * s2, 0.0)) for i in range(k)]
    r2 = 1.0 - ssr / sst if sst > 0 else (1.0 if ssr < 1e-9 else 0.0)
    return {"coef": coef, "se": se, "r2": r2, "n": n, "resid_sd": math.sqrt(s2),
            "max_abs_resid": max(abs(e) for e in resid)}


def mean_se(values):
    n = len(values)
    if n == 0:
        return None, None, None
    m = sum(values) / n
    sd = math.sqrt(sum((v - m) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    return m, sd / math.sqrt(n), sd


def r(v, nd=3):
    return None if v is None else round(v, nd)


# ---- inputs -----------------------------------------------------------------------------------------
def read_text(path):
    if path.endswith(".gz"):
        return gzip.open(path, "rt").read()
    return open(path).read()


def load_results(path):
    device, meas = None, []
    for line in read_text(path).splitlines():
        line = line.strip()
        if not line:
            continue
        d = json.loads(line)
        if "device" in d:
            device = d
        else:
            meas.append(d)
    return device, meas


def expected_ffma(kernel, p):
    fam = kernel.split("_")[0]
    if fam in ("chainV", "chainN", "chainC", "chainR"):
        return p["n"]
    if fam in ("ife", "ifc3", "pm", "ps"):
        return p["A"] + p["B"]
    if fam == "ifn":
        return p["A"]
    if fam == "sw":
        return p["K"] * p["L"]
    if fam == "loop":
        return p["B"]
    if kernel.startswith("h_straight"):
        return p["L"]
    if kernel.startswith("h_"):
        return p["A"] + p["B"]
    return 0


def structure(f):
    if f["brx"]:
        return "jumptable"
    if f["bssy"] or f["bra_cond"]:
        return "branch+predicated" if f["ffma_pred"] else "branch"
    if f["ffma_pred"]:
        return "predicated"
    if f["fsel"] or f["sel"]:
        return "select"
    return "straight"


def main():
    results, sass_path, meta_path, out_path = sys.argv[1:5]
    harness_path = sys.argv[5] if len(sys.argv) > 5 else None
    device, meas = load_results(results)
    meta = json.load(open(meta_path)) if meta_path != "-" else {}
    sass = sasslib.parse_sass(read_text(sass_path)) if os.path.exists(sass_path) else {}

    kinfo = {}
    for name, instrs in sass.items():
        sl = sasslib.features(sasslib.timed_slice(instrs))
        kinfo[name] = {"slice": sl, "structure": structure(sl)}
    for m in meas:
        info = kinfo.get(m["kernel"])
        m["structure"] = info["structure"] if info else "unknown"
        exp = expected_ffma(m["kernel"], m["params"])
        m["ffma_in_region"] = info["slice"]["ffma"] if info else None
        m["ffma_expected"] = exp
        m["ffma_ok"] = info is not None and info["slice"]["ffma"] == exp
        m["y"] = m["median"]
        m["halfwidth"] = max((m["p90"] - m["p10"]) / 2.0, (max(m["round_medians"]) - min(m["round_medians"])) / 2.0)

    def pick(family=None, kernel=None, data=None, structure=None, cond=None):
        out = []
        for m in meas:
            if family is not None and (m["family"] not in (family if isinstance(family, (list, tuple)) else [family])):
                continue
            if kernel is not None and m["kernel"] != kernel:
                continue
            if data is not None and (m["data"] not in (data if isinstance(data, (list, tuple)) else [data])):
                continue
            if structure is not None and m["structure"] not in (structure if isinstance(structure, (list, tuple)) else [structure]):
                continue
            if cond is not None and not cond(m):
                continue
            out.append(m)
        return out

    params = []
    notes = []

    def sweep_of(ms):
        return {"kernels": sorted({m["kernel"] for m in ms}), "data": sorted({m["data"] for m in ms}), "points": len(ms),
                "structures": sorted({m["structure"] for m in ms}),
                "ffma_intact": all(m["ffma_ok"] for m in ms),
                "max_p10_p90_halfwidth": max((m["halfwidth"] for m in ms), default=None)}

    def add(name, value, unc, unit, ms, fit=None, note=None, points=None):
        params.append({"name": name, "value": r(value), "uncertainty": r(unc), "unit": unit, "sweep": sweep_of(ms),
                       "fit": fit, "note": note, "points": points})

    # ---- boundary ------------------------------------------------------------------------------------
    empty = pick(kernel="chainV_0")
    if empty:
        e = empty[0]
        add("boundary_cycles", e["median"], e["halfwidth"], "cycles", empty,
            note="the empty timed region: __syncwarp(); clock64(); <nothing>; __syncwarp(); clock64()",
            points=[[0, e["median"], e["p10"], e["p90"]]])
    ens = pick(kernel="empty_nosync")
    if ens:
        e = ens[0]
        add("boundary_no_syncwarp_cycles", e["median"], e["halfwidth"], "cycles", ens,
            note="the empty region with the two __syncwarp() left out", points=[[0, e["median"], e["p10"], e["p90"]]])

    # ---- chains --------------------------------------------------------------------------------------
    chain_fit = {}
    for fam, pname, what in [("chain_V", "ffma_volatile_ptx", "dependent fma.rn.f32, volatile inline PTX (divergence.cu's op)"),
                             ("chain_N", "ffma_nonvolatile_ptx", "dependent fma.rn.f32, non-volatile inline PTX"),
                             ("chain_C", "ffma_plain_c", "dependent fmaf() in plain C"),
                             ("chain_R", "ffma_register_operands", "dependent FFMA with both coefficients in registers (no constant moves)"),
                             ("chain_I", "imad_volatile_ptx", "dependent mad.lo.s32 (IMAD), registers")]:
        ms = [m for m in pick(family=fam) if m["params"]["n"] >= 1]
        fit = ols([(m["params"]["n"],) for m in ms], [m["y"] for m in ms])
        if not fit:
            continue
        chain_fit[fam] = fit
        f = {"model": "cycles = intercept + slope * n", "slope": r(fit["coef"][1], 4), "slope_se": r(fit["se"][1], 4),
             "intercept": r(fit["coef"][0]), "intercept_se": r(fit["se"][0]), "r2": r(fit["r2"], 6),
             "max_abs_residual": r(fit["max_abs_resid"])}
        pts = [[m["params"]["n"], m["y"], m["p10"], m["p90"]] for m in ms]
        add("cycles_per_op_" + pname, fit["coef"][1], fit["se"][1], "cycles/op", ms, f, what, pts)
        add("chain_intercept_" + pname, fit["coef"][0], fit["se"][0], "cycles", ms, f,
            "intercept of the same fit: the boundary plus what a chain costs beyond n x slope", None)
    if "chain_V" not in chain_fit:
        print("fit.py: no chain_V data", file=sys.stderr)
        sys.exit(1)
    c0, c0_se = chain_fit["chain_V"]["coef"][0], chain_fit["chain_V"]["se"][0]
    cpo, cpo_se = chain_fit["chain_V"]["coef"][1], chain_fit["chain_V"]["se"][1]

    def fixed(name, ms, ops_fn, note, unit="cycles", extra_fit=None):
        """Mean residual against the chain line; uncertainty = SE of the mean (+) the line's own SE at the mean op count."""
        if not ms:
            notes.append(f"{name}: no measurements with the required SASS structure")
            return None
        ys = [m["y"] - c0 - cpo * ops_fn(m) for m in ms]
        mean, se, sd = mean_se(ys)
        mean_ops = sum(ops_fn(m) for m in ms) / len(ms)
        line_se = math.sqrt(c0_se ** 2 + (mean_ops * cpo_se) ** 2)
        unc = math.sqrt(se ** 2 + line_se ** 2)
        fit = {"model": "mean of cycles - (chain_intercept + cycles_per_op * ops)", "n": len(ms), "sd": r(sd),
               "min": r(min(ys)), "max": r(max(ys))}
        if extra_fit:
            fit.update(extra_fit)
        pts = [[m["kernel"], m["data"], ops_fn(m), m["y"], r(y)] for m, y in zip(ms, ys)]
        add(name, mean, unc, unit, ms, fit, note, pts)
        return mean, unc

    def free_fit(ms, xfn, label):
        fit = ols([xfn(m) for m in ms], [m["y"] for m in ms])
        if not fit:
            return None
        return {"free_fit_model": label, "free_fit_coef": [r(c, 4) for c in fit["coef"]],
                "free_fit_se": [r(s, 4) for s in fit["se"]], "free_fit_r2": r(fit["r2"], 6)}

    # the straight-chain start cost, relative to the empty region
    if empty:
        add("chain_start_cycles", c0 - empty[0]["median"], math.sqrt(c0_se ** 2 + empty[0]["halfwidth"] ** 2), "cycles",
            pick(family="chain_V"), None, "chain_intercept_ffma_volatile_ptx - boundary_cycles: a chain's cost beyond n x cycles/op")

    # ---- branches ------------------------------------------------------------------------------------
    def taken_len(m):
        return m["params"]["A"] if m["data"] == "uniform_first" else m["params"]["B"]

    uni = pick(family="ife", data=["uniform_first", "uniform_second"], structure="branch")
    u = fixed("uniform_branch_cycles", uni, taken_len,
              "a real (BRA/BSSY) two-sided branch that every lane takes the same way; ops = the taken side",
              extra_fit=free_fit(uni, lambda m: (taken_len(m),), "cycles = c + k * taken_ops"))
    fixed("uniform_branch_first_side_cycles", pick(family="ife", data="uniform_first", structure="branch"),
          taken_len, "as uniform_branch_cycles, all lanes on the if side")
    fixed("uniform_branch_second_side_cycles", pick(family="ife", data="uniform_second", structure="branch"),
          taken_len, "as uniform_branch_cycles, all lanes on the else side")

    div = pick(family="ife", data="half", structure="branch")
    d = fixed("divergent_branch_cycles", div, lambda m: m["params"]["A"] + m["params"]["B"],
              "a real two-sided branch split 16/16 (both sides serialised); ops = A + B",
              extra_fit=free_fit(div, lambda m: (m["params"]["A"], m["params"]["B"]), "cycles = c + a * A + b * B"))
    if u and d:
        add("divergent_extra_over_uniform_cycles", d[0] - u[0], math.sqrt(d[1] ** 2 + u[1] ** 2), "cycles", div, None,
            "divergent_branch_cycles - uniform_branch_cycles: what divergence adds beyond running both sides")

    lanes = pick(kernel="ife_16_32", data=None, cond=lambda m: m["family"] == "ife_lanes" or m["data"] == "half")
    if lanes:
        ys = [m["y"] for m in lanes]
        add("lane_count_effect_cycles", max(ys) - min(ys), max(m["halfwidth"] for m in lanes), "cycles", lanes,
            {"model": "max - min of the region's cycles over taker counts and layouts (1, 2, 4, 8, 16, 24, 31 lanes; alternating; every 4th; lane 31 alone)"},
            "how much the number and position of lanes on each side change a divergent branch's time (expected 0)",
            [[m["data"], m["y"]] for m in lanes])

    ifn_div = pick(family="ifn", data=["half", "alternate"], structure="branch")
    fixed("if_no_else_divergent_cycles", ifn_div, lambda m: m["params"]["A"],
          "a real if with no else, half the lanes taking it; ops = A")
    fixed("if_no_else_uniform_taken_cycles", pick(family="ifn", data="taken", structure="branch"), lambda m: m["params"]["A"],
          "a real if with no else that every lane takes; ops = A")
    fixed("if_no_else_uniform_skipped_cycles", pick(family="ifn", data="skipped", structure="branch"), lambda m: 0,
          "a real if with no else that no lane takes; ops = 0")

    c3 = pick(family="ifc3", data="half", structure="branch")
    fixed("if_else_if_chain_divergent_cycles", c3, lambda m: m["params"]["A"] + m["params"]["B"],
          "divergence.cu's shape, if (s==0) A else if (s==1) B, split 16/16 between A and B; ops = A + B")

    # one side <= 4 ops, the other longer: ptxas predicates the short side inline and branches around the long one
    def short_long(m):
        A, B = m["params"]["A"], m["params"]["B"]
        return (B, A) if A > B else (A, B)

    def takes_long(m):
        A, B = m["params"]["A"], m["params"]["B"]
        return (m["data"] == "uniform_first") == (A > B)

    mixed = pick(family="ife", structure="branch+predicated")
    fixed("mixed_branch_divergent_cycles", [m for m in mixed if m["data"] == "half"],
          lambda m: m["params"]["A"] + m["params"]["B"],
          "ptxas's half-converted shape (short side <= 4 ops predicated inline, @P BRA around the long side), split 16/16; ops = A + B")
    fixed("mixed_branch_all_long_cycles", [m for m in mixed if m["data"] != "half" and takes_long(m)],
          lambda m: m["params"]["A"] + m["params"]["B"],
          "the same shape, every lane on the long side (the short side still issues, predicated off); ops = A + B")
    fixed("mixed_branch_all_short_cycles", [m for m in mixed if m["data"] != "half" and not takes_long(m)],
          lambda m: short_long(m)[0],
          "the same shape, every lane on the short side (the long side is branched over); ops = the short side")

    # ---- jump tables ---------------------------------------------------------------------------------
    sw = pick(family="switch", structure="jumptable")
    if sw:
        # nvcc lowers these switches to a binary tree of compares with small BRX tables (LDC from the constant
        # bank) at its leaves, so the dispatch grows with log2(K) and the cost of a further path depends on
        # where its case sits in the tree.
        for m in sw:
            m["x"] = m["y"] - c0 - cpo * m["params"]["L"] * m["params"]["p"]
        p1 = [m for m in sw if m["params"]["p"] == 1]
        disp = {(m["params"]["K"], m["params"]["L"]): m["x"] for m in p1}
        for K in sorted({m["params"]["K"] for m in p1}):
            ks = [m for m in p1 if m["params"]["K"] == K]
            mean, se, sd = mean_se([m["x"] for m in ks])
            add(f"switch_dispatch_K{K}_cycles", mean, math.sqrt((se or 0) ** 2 + c0_se ** 2 + max(m["halfwidth"] for m in ks) ** 2),
                "cycles", ks, {"model": "cycles - (chain_intercept + cycles_per_op * L), every lane on case 0", "n": len(ks), "sd": r(sd)},
                f"a {K}-way switch (compare tree + BRX), all lanes on one case (case 0): the dispatch beyond the case's ops",
                [[m["kernel"], m["x"]] for m in ks])
        dfit = ols([(math.log2(m["params"]["K"]),) for m in p1], [m["x"] for m in p1])
        add("switch_dispatch_per_log2K_cycles", dfit["coef"][1], dfit["se"][1], "cycles per doubling of K", p1,
            {"model": "dispatch = a + b * log2(K)", "a": r(dfit["coef"][0]), "a_se": r(dfit["se"][0]), "b": r(dfit["coef"][1]),
             "r2": r(dfit["r2"], 5), "max_abs_residual": r(dfit["max_abs_resid"])},
            "how the one-case dispatch grows with the number of cases (tree depth)", None)
        multi = [m for m in sw if m["params"]["p"] > 1]
        ys = [m["x"] - disp[(m["params"]["K"], m["params"]["L"])] for m in multi]
        pf = ols([(m["params"]["p"] - 1,) for m in multi], ys, intercept=False)
        marg = {}
        for k in sorted({m["kernel"] for m in multi}, key=lambda k: (int(k.split("_")[1]), int(k.split("_")[2]))):
            ks = sorted([m for m in multi if m["kernel"] == k], key=lambda m: m["params"]["p"])
            marg[k] = {str(m["params"]["p"]): r((m["x"] - disp[(m["params"]["K"], m["params"]["L"])]) / (m["params"]["p"] - 1), 1) for m in ks}
        add("switch_per_extra_path_cycles", pf["coef"][0], pf["se"][0], "cycles/path", multi,
            {"model": "cycles - (chain_intercept + cycles_per_op * L * p) - dispatch(K, L) = per_path * (p - 1), p distinct cases "
                      "(case = (lane % p) * K / p)", "r2": r(pf["r2"], 5), "max_abs_residual": r(pf["max_abs_resid"]),
             "mean_per_extra_path_by_kernel_and_p": marg},
            "each further distinct case taken by the warp, beyond its ops; not constant: about 130-170 cycles for the first few "
            "paths (K >= 8), falling to about 110-120 on average when the warp takes all K cases; K = 4 is cheaper (40-70)",
            [[m["kernel"], m["params"]["p"], m["y"], r(m["x"])] for m in sw])
    sc = pick(family="switch_case", structure="jumptable")
    if sc:
        for m in sc:
            m["x"] = m["y"] - c0 - cpo * m["params"]["L"]
        rows = {}
        for K in sorted({m["params"]["K"] for m in sc}):
            base = next((m for m in sw if m["params"]["K"] == K and m["params"]["L"] == 10 and m["params"]["p"] == 1), None)
            ks = sorted([m for m in sc if m["params"]["K"] == K], key=lambda m: m["params"]["case"])
            rows[str(K)] = {str(m["params"]["case"]): r(m["x"], 1) for m in ks}
            if base:
                rows[str(K)]["0"] = r(base["x"], 1)
        allx = [m["x"] for m in sc] + [m["x"] for m in sw if m["params"]["p"] == 1 and m["params"]["L"] == 10 and m["params"]["K"] in (16, 32)]
        add("switch_dispatch_case_spread_cycles", max(allx) - min(allx), 1.0, "cycles", sc,
            {"model": "max - min of the one-case dispatch over the case taken (K = 16: cases 0, 1, 5, 8, 15; K = 32: 0, 1, 9, 16, 31)",
             "dispatch_by_K_and_case": rows},
            "how much the one-case dispatch depends on which case it is (its place in the compare tree)", None)
    not_brx = sorted({m["kernel"] + ":" + m["structure"] for m in pick(family="switch") if m["structure"] != "jumptable"})
    if not_brx:
        notes.append("switch kernels not compiled to a jump table (left out of the jump-table fit): " + ", ".join(not_brx))

    # ---- loops ---------------------------------------------------------------------------------------
    lu = [m for m in pick(family="loop_uniform") if m["params"]["n"] >= 1]
    if lu:
        # Per body length B: cycles = entry + per_iteration * n. The per-iteration time is not body + overhead but
        # max(floor, body): the loop's own compare-and-branch path (~28 cycles) overlaps the body's FMA chain.
        per_b, floors, entries = {}, [], []
        for B in sorted({m["params"]["B"] for m in lu}):
            bs = [m for m in lu if m["params"]["B"] == B]
            bf = ols([(m["params"]["n"],) for m in bs], [m["y"] for m in bs])
            per_b[B] = bf
            entries.append(bf["coef"][0] - c0)
            f = {"model": "cycles = entry + per_iteration * n (n = 1..64, uniform trip count)", "per_iteration": r(bf["coef"][1], 4),
                 "per_iteration_se": r(bf["se"][1], 4), "entry": r(bf["coef"][0]), "r2": r(bf["r2"], 7),
                 "max_abs_residual": r(bf["max_abs_resid"]), "body_ops_times_cycles_per_op": r(cpo * B)}
            add(f"loop_per_iteration_B{B}_cycles", bf["coef"][1], bf["se"][1], "cycles/iteration", bs, f,
                f"one iteration of a uniform loop whose body is {B} dependent ops", [[m["params"]["n"], m["y"]] for m in bs])
            if cpo * B < bf["coef"][1] - 2:
                floors.append((B, bf["coef"][1], bf["se"][1]))
        if floors:
            vals = [v for _, v, _ in floors]
            mean = sum(vals) / len(vals)
            unc = max(max(vals) - min(vals), 0.0) / 2 if len(vals) > 1 else floors[0][2]
            add("loop_iteration_floor_cycles", mean, unc, "cycles/iteration", [m for m in lu if m["params"]["B"] in [b for b, _, _ in floors]],
                {"model": "mean per-iteration time of the loops whose body chain is shorter than it (B = "
                          + ", ".join(str(b) for b, _, _ in floors) + "); uncertainty = half their range"},
                "the shortest an iteration can be: the loop's increment-compare-branch path (a taken backward BRA); "
                "per iteration = max(floor, cycles_per_op * B + long_body_overhead)", None)
        longs = [B for B in per_b if cpo * B >= per_b[B]["coef"][1] - 2]
        if longs:
            B = max(longs)
            ov = per_b[B]["coef"][1] - cpo * B
            add("loop_long_body_overhead_cycles", ov, math.sqrt(per_b[B]["se"][1] ** 2 + (B * cpo_se) ** 2), "cycles/iteration",
                [m for m in lu if m["params"]["B"] == B], None,
                f"per-iteration cost beyond the body's ops when the body is longer than the floor (B = {B}): ~0, the loop "
                "overhead hides under the chain", None)
        mean, se, sd = mean_se(entries)
        add("loop_entry_cycles", mean, math.sqrt(se ** 2 + c0_se ** 2), "cycles", lu,
            {"model": "mean over body lengths of the per-B intercepts, relative to the chain intercept", "n": len(entries), "sd": r(sd),
             "per_B": {str(B): r(per_b[B]["coef"][0] - c0) for B in per_b}},
            "a loop's cost beyond its iterations (entry test, BSSY/BSYNC)", None)
        # how well the max() model with these parameters reproduces every uniform-loop point
        fl = sum(v for _, v, _ in floors) / len(floors) if floors else 0.0
        ovh = (per_b[max(longs)]["coef"][1] - cpo * max(longs)) if longs else 0.0
        pred = [c0 + mean + m["params"]["n"] * max(fl, cpo * m["params"]["B"] + ovh) for m in lu]
        errs = [abs(p - m["y"]) / m["y"] for p, m in zip(pred, lu)]
        notes.append(f"loop model T = chain_intercept + loop_entry + n * max(floor, cycles_per_op * B + long_body_overhead): "
                     f"max relative error {max(errs) * 100:.1f}% over the {len(lu)} uniform-loop points")
    l0 = [m for m in pick(family="loop_uniform") if m["params"]["n"] == 0]
    fixed("loop_zero_trips_cycles", l0, lambda m: 0, "a loop whose trip count is 0 for every lane")

    le = pick(family="loop_exits")
    if le:
        base = {}
        for m in le:
            if m["params"]["k"] == 1:
                base[m["params"]["B"]] = m["y"]
        use = [m for m in le if m["params"]["B"] in base]
        ys = [m["y"] - base[m["params"]["B"]] for m in use]
        fit = ols([(m["params"]["k"] - 1,) for m in use], ys, intercept=False)
        groups = {}
        for B in sorted(base):
            for pat in ("spread", "consec"):
                gs = [m for m in use if m["params"]["B"] == B and (pat in m["data"] or m["params"]["k"] == 1)]
                gf = ols([(m["params"]["k"] - 1,) for m in gs], [m["y"] for m in gs])
                if gf:
                    groups[f"B{B}_{pat}"] = {"slope": r(gf["coef"][1]), "intercept": r(gf["coef"][0]), "r2": r(gf["r2"], 5)}
        f = {"model": "cycles - cycles(k = 1, same body) = per_exit * (k - 1); trip counts: k distinct values, max 32",
             "per_exit": r(fit["coef"][0]), "se": r(fit["se"][0]), "r2": r(fit["r2"], 6), "per_group": groups,
             "max_abs_residual": r(fit["max_abs_resid"])}
        pts = [[m["params"]["B"], m["data"], m["params"]["k"], m["y"]] for m in use]
        add("loop_exit_cycles", fit["coef"][0], fit["se"][0], "cycles/exit point", use, f,
            "each further distinct exit point (distinct per-lane trip count) of a loop whose longest lane runs 32 iterations", pts)

    # ---- predication ---------------------------------------------------------------------------------
    def pred_fit(name, ms, note, data_note=""):
        if not ms:
            notes.append(f"{name}: no measurements with the required SASS structure")
            return
        xs = [(max(m["params"]["A"], m["params"]["B"]), min(m["params"]["A"], m["params"]["B"])) for m in ms]
        ys = [m["y"] - c0 for m in ms]
        fit = ols(xs, ys) if len({x for x in xs}) >= 3 else None
        spread = {}
        for k in sorted({m["kernel"] for m in ms}):
            ks = [m["y"] for m in ms if m["kernel"] == k]
            spread[k] = max(ks) - min(ks)
        pts = [[m["kernel"], m["data"], m["params"]["A"], m["params"]["B"], m["y"]] for m in ms]
        if fit:
            f = {"model": "cycles - chain_intercept = fixed + a * max(A,B) + b * min(A,B)",
                 "fixed": r(fit["coef"][0]), "a_longer": r(fit["coef"][1], 4), "b_shorter": r(fit["coef"][2], 4),
                 "se": [r(s, 4) for s in fit["se"]], "r2": r(fit["r2"], 6), "max_abs_residual": r(fit["max_abs_resid"]),
                 "data_dependence_max_range": max(spread.values())}
            add(name + "_fixed_cycles", fit["coef"][0], math.sqrt(fit["se"][0] ** 2 + c0_se ** 2), "cycles", ms, f, note, pts)
            add(name + "_cycles_per_op_longer_side", fit["coef"][1], fit["se"][1], "cycles/op", ms, f,
                "per op of the longer side (latency-bound chain)", None)
            add(name + "_cycles_per_op_shorter_side", fit["coef"][2], fit["se"][2], "cycles/op", ms, f,
                "per op of the shorter side (issued alongside; ~0 = fully overlapped, ~cycles_per_op = serialised)", None)
        else:
            notes.append(f"{name}: too few distinct side lengths for a fit ({sorted(set(xs))})")

    pred_fit("predicated_compiler", pick(family=["ife", "ifn"], structure="predicated"),
             "branches nvcc if-converted itself (SASS: @P FFMA, no BRA/BSSY), all data layouts pooled")
    pred_fit("predicated_manual_split_divergent", pick(family="pred_split", structure="predicated", data="half"),
             "hand-predicated @p / @!p PTX, each side on its own register, then a select; lanes split 16/16 (both sides have active lanes)")
    pred_fit("predicated_manual_split_uniform", pick(family="pred_split", structure="predicated", data=["uniform_first", "uniform_second"]),
             "the same kernels with every lane on one side (the other side's ops are all predicated off)")
    ps = pick(family="pred_seq", structure="predicated")
    if ps:
        fit = ols([(m["params"]["A"] + m["params"]["B"],) for m in ps], [m["y"] - c0 for m in ps])
        f = {"model": "cycles - chain_intercept = fixed + k * (A + B)", "fixed": r(fit["coef"][0]), "k": r(fit["coef"][1], 4),
             "r2": r(fit["r2"], 6)}
        add("predicated_manual_one_register_cycles_per_op", fit["coef"][1], fit["se"][1], "cycles/op", ps, f,
            "hand-predicated @p / @!p PTX on one register: both sides serialised through it", None)

    # ---- warp intrinsics -----------------------------------------------------------------------------
    for fam, what in [("ballot", "__ballot_sync, each on the last result"), ("any", "__any_sync, each on the last result"),
                      ("all", "__all_sync, each on the last result"), ("activemask", "__activemask (no data input; an xor/add carries the chain)"),
                      ("shfl", "__shfl_sync(full, v, lane+1), each on the last result"), ("syncwarp", "__syncwarp() (full mask, constant)"),
                      ("syncwarp_mask", "__syncwarp(mask) with the mask a kernel parameter")]:
        ms = pick(family=fam)
        fit = ols([(m["params"]["n"],) for m in ms], [m["y"] for m in ms])
        if not fit:
            continue
        f = {"model": "cycles = intercept + slope * n", "slope": r(fit["coef"][1], 4), "intercept": r(fit["coef"][0]),
             "r2": r(fit["r2"], 6), "max_abs_residual": r(fit["max_abs_resid"])}
        sl = kinfo.get(f"{'syncwarpm' if fam == 'syncwarp_mask' else fam}_64", {}).get("slice", {})
        f["sass_in_region_n64"] = {k: sl.get(k) for k in ("instr", "vote", "shfl", "warpsync", "nop")} if sl else None
        k4 = f"{'syncwarpm' if fam == 'syncwarp_mask' else fam}_4"
        if k4 in sass:
            f["sass_region_n4"] = [ins for _, ins in sasslib.timed_slice(sass[k4])]
        add(f"cycles_per_{fam}", fit["coef"][1], fit["se"][1], "cycles/call", ms, f, what,
            [[m["params"]["n"], m["y"]] for m in ms])

    # ---- cross-check with the committed harness run ----------------------------------------------------
    harness = []
    committed = {}
    if harness_path and os.path.exists(harness_path):
        try:
            for s in json.load(open(harness_path))["scenarios"]:
                committed[s["id"]] = s["cycles"]["median"]
                committed[s["id"] + "-baseline"] = s["baseline_cycles"]["median"]
        except (ValueError, KeyError):
            pass
    for m in pick(family="harness"):
        harness.append({"kernel": m["kernel"], "data": m["data"], "cycles": m["y"], "p10": m["p10"], "p90": m["p90"],
                        "committed_run": committed.get(m["data"]), "structure": m["structure"]})

    # which kernels did not have the SASS their family assumes
    odd = sorted({f'{m["kernel"]}:{m["structure"]}' for m in meas
                  if (m["family"] in ("chain_V", "chain_N", "chain_C", "chain_R", "chain_I") and m["structure"] != "straight")
                  or not m["ffma_ok"]})
    if odd:
        notes.append("kernels whose timed region is not as designed (structure, or FFMA count off): " + ", ".join(odd))

    structures = {}
    for m in meas:
        structures[m["kernel"]] = m["structure"]

    doc = {
        "format": 1,
        "about": "Warpwise calibration: cost-model parameters of one H200 warp, each fitted on its own microkernel sweep "
                 "(scripts/gpu/calib/calib.cu, fit.py). Cycles are SM cycles (clock64) of one timed region, the median of "
                 "all repetitions of several launches; uncertainties are 1-sigma standard errors.",
        "analysis": {"script": "scripts/gpu/calib/fit.py", "inputs": [os.path.basename(results), os.path.basename(sass_path)]},
        "run": dict(meta, device=device["device"] if device else None,
                    reps=device.get("reps") if device else None, rounds=device.get("rounds") if device else None),
        "model": "T(region) = chain_intercept_ffma_volatile_ptx + cycles_per_op_ffma_volatile_ptx * ops + sum of the fixed costs below "
                 "(boundary_cycles is the empty region; chain_start_cycles = chain intercept - boundary)",
        "parameters": params,
        "harness_crosscheck": harness,
        "kernel_structures": structures,
        "notes": notes,
    }
    json.dump(doc, open(out_path, "w"), indent=1)

    print(f"{'parameter':55s} {'value':>10s} {'+-':>8s}  unit")
    for p in params:
        v = "-" if p["value"] is None else f'{p["value"]:.3f}'
        u = "-" if p["uncertainty"] is None else f'{p["uncertainty"]:.3f}'
        r2 = (p["fit"] or {}).get("r2")
        print(f'{p["name"]:55s} {v:>10s} {u:>8s}  {p["unit"]}' + (f"  (R2 {r2})" if r2 is not None else ""))
    for h in harness:
        print(f'harness {h["kernel"]:14s} {h["data"]:20s} {h["cycles"]:8.1f}  committed {h["committed_run"]}  {h["structure"]}')
    for n in notes:
        print("note:", n)


if __name__ == "__main__":
    main()
