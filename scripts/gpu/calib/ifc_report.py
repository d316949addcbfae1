#!/usr/bin/env python3
"""Turns ifconvert_rows.csv (from ifc_scan.py) into ifconvert.json: per group a 16 x 17 grid of verdicts,
counts, the best threshold rule, and the answers to the harness question. Plain Python.

usage: ifc_report.py ROWS_CSV META_JSON OUT_JSON      (META_JSON: run metadata from run.sh; may be '-')
"""
import csv
import gzip
import json
import sys
from collections import Counter, defaultdict

CODE = {"predicated": "P", "select": "S", "branch": "B", "mixed": "M", "unswitched": "U", "jumptable": "J", "none": "."}
CONVERTED = ("predicated", "select")
ARITH = {"V": "volatile inline PTX", "N": "non-volatile inline PTX", "C": "plain C (fmaf)",
         "R": "volatile inline PTX, constant-bank multiplier (bare FFMAs, no constant moves)"}
CTX = {"S": "straight (no loop, no clock)", "SC": "straight, timing frame (clock64 + __syncwarp)",
       "L": "in a loop, no clock", "LC": "in a loop, clock64 around the region", "LW": "in a loop, __syncwarp around the region",
       "H": "divergence.cu's harness (loop + __syncwarp + clock64)"}
SHAPE = {"E": "if (s==0) A else B  (B=0: if with no else)", "C3": "if (s==0) A else if (s==1) B  (3 outcomes)"}
COND = {"g": "lane datum loaded from global memory (volatile, every repetition)",
        "G": "lane datum, plain global load (loop-invariant)", "t": "threadIdx.x & 1", "p": "kernel parameter (warp-uniform)"}
FEATURES = {"A+B": lambda a, b: a + b, "max(A,B)": max, "min(A,B)": min, "A": lambda a, b: a, "B": lambda a, b: b}


def best_rule(points, features=None):
    """points: [(A, B, converted)]. Best 'converted iff f(A,B) <= t' by accuracy (ties: the first feature listed)."""
    if not points:
        return None
    if not any(c for _, _, c in points) or all(c for _, _, c in points):
        word = "always" if points[0][2] else "never"
        return {"rule": f"{word} if-converted", "feature": None, "threshold": None, "accuracy": 1.0, "exceptions": [],
                "n_exceptions": 0, "n": len(points)}
    best = None
    for fname, f in (features or FEATURES).items():
        values = sorted({f(a, b) for a, b, _ in points})
        for t in [values[0] - 1] + values:
            wrong = [(a, b) for a, b, c in points if (f(a, b) <= t) != c]
            acc = 1 - len(wrong) / len(points)
            if best is None or acc > best["accuracy"] + 1e-12:
                best = {"rule": f"if-converted iff {fname} <= {t}", "feature": fname, "threshold": t,
                        "accuracy": round(acc, 4), "exceptions": [f"{a},{b}" for a, b in wrong][:40],
                        "n_exceptions": len(wrong), "n": len(points)}
    return best


def two_threshold_rule(points):
    """Best 'converted iff A <= a and B <= b' (separate limits for the then and the else side)."""
    if not points or not any(c for _, _, c in points):
        return None
    best = None
    for a in range(0, 17):
        for b in range(0, 17):
            wrong = [(x, y) for x, y, c in points if (x <= a and y <= b) != c]
            acc = round(1 - len(wrong) / len(points), 4)
            if best is None or acc > best["accuracy"]:
                best = {"rule": f"if-converted iff A <= {a} and B <= {b}", "then_limit": a, "else_limit": b, "accuracy": acc,
                        "exceptions": [f"{x},{y}" for x, y in wrong][:40], "n": len(points)}
    return best


def mixed_rule(g, rule):
    """With the if/else threshold t, the best of three candidate descriptions of the 'mixed' verdict (one side
    predicated inline, a branch around the other): min(A,B) <= t < max(A,B), B <= t < A (short else side),
    A <= t < B (short then side)."""
    if not rule or rule["feature"] != "max(A,B)":
        return None
    t = rule["threshold"]
    pts = [(a, b) for (a, b) in g if b >= 1]
    candidates = {f"mixed iff min(A,B) <= {t} < max(A,B)": lambda a, b: min(a, b) <= t < max(a, b),
                  f"mixed iff B <= {t} < A (the else side short)": lambda a, b: b <= t < a,
                  f"mixed iff A <= {t} < B (the then side short)": lambda a, b: a <= t < b}
    best = None
    for name, f in candidates.items():
        wrong = [f"{a},{b}" for a, b in pts if (g[(a, b)]["verdict"] == "mixed") != f(a, b)]
        acc = round(1 - len(wrong) / len(pts), 4)
        if best is None or acc > best["accuracy"]:
            best = {"rule": name, "accuracy": acc, "exceptions": wrong[:40], "n": len(pts)}
    return best


def main():
    rows_csv, meta_path, out_json = sys.argv[1], sys.argv[2], sys.argv[3]
    rows = list(csv.DictReader(gzip.open(rows_csv, "rt") if rows_csv.endswith(".gz") else open(rows_csv)))
    groups = defaultdict(dict)
    by_counter = defaultdict(Counter)
    for r in rows:
        key = f'{r["arith"]}_{r["ctx"]}_{r["shape"]}_{r["cond"]}'
        groups[key][(int(r["A"]), int(r["B"]))] = r
        by_counter[key][r["by"]] += 1
    out_groups = {}
    for key in sorted(groups):
        g = groups[key]
        arith, ctx, shape, cond = key.split("_")
        grid = []
        for a in range(1, 17):
            grid.append("".join(CODE.get(g[(a, b)]["verdict"], "?") if (a, b) in g else " " for b in range(0, 17)))
        no_else = [(a, 0, g[(a, 0)]["verdict"] in CONVERTED) for a in range(1, 17) if (a, 0) in g]
        with_else = [(a, b, g[(a, b)]["verdict"] in CONVERTED) for a in range(1, 17) for b in range(1, 17) if (a, b) in g]
        boundary = []
        for a in range(1, 17):
            conv = [b for b in range(1, 17) if (a, b) in g and g[(a, b)]["verdict"] in CONVERTED]
            boundary.append(max(conv) if conv else 0)
        out_groups[key] = {
            "arith": ARITH[arith], "context": CTX[ctx], "shape": SHAPE[shape], "condition": COND[cond],
            "grid_rows_A_1_to_16_cols_B_0_to_16": grid,
            "counts": dict(Counter(r["verdict"] for r in g.values())),
            "who_removed_the_branch": dict(by_counter[key]),
            "rule_if_no_else": best_rule(no_else, {"A": FEATURES["A"]}),
            "rule_if_else": best_rule(with_else),
            "rule_if_else_separate_limits": two_threshold_rule(with_else),
            "rule_mixed": mixed_rule(g, best_rule(with_else)),
            "largest_converted_B_per_A_1_to_16": boundary,
            "at_4_3": g[(4, 3)]["verdict"] if (4, 3) in g else None,
            "at_4_0": g[(4, 0)]["verdict"] if (4, 0) in g else None,
            "ffma_intact": all(int(r["ffma"]) == int(r["A"]) + int(r["B"]) for r in g.values()),
        }
    harness = {k: {"4_vs_3": v["at_4_3"], "4_vs_empty": v["at_4_0"]} for k, v in out_groups.items()}
    meta = json.load(open(meta_path)) if meta_path != "-" else {}
    doc = {
        "format": 1,
        "about": "When nvcc -O3 -arch=sm_90 if-converts a two-sided branch: SASS (cuobjdump -sass) and PTX of every "
                 "kernel of scripts/gpu/calib/ifconvert.cu, classified by scripts/gpu/calib/ifc_scan.py; see README.md there.",
        "run": meta,
        "legend": {"P": "predicated by ptxas (@P FFMA, no branch)", "S": "select: both sides computed, FSEL/SEL (NVVM removed the branch)",
                   "B": "real branch (BRA/BSSY)", "M": "branch with some predicated FFMAs", "U": "loop unswitched (branch hoisted out of the loop)",
                   "J": "jump table (BRX)", ".": "no branch, no predication"},
        "grid_layout": "one string per A = 1..16 (side taken when s == 0); character b = B = 0..16 (the other side; 0 = no else)",
        "groups": out_groups,
        "harness_question": harness,
        "rows_file": "raw/ifconvert_rows.csv.gz (one row per kernel, all counts)",
    }
    json.dump(doc, open(out_json, "w"), indent=1)
    # A short text summary for the run's log.
    for key, v in out_groups.items():
        r0, r1 = v["rule_if_no_else"], v["rule_if_else"]
        print(f'{key:12s} 4v3={v["at_4_3"]:10s} 4v0={v["at_4_0"]:10s} '
              f'no-else: {r0["rule"] if r0 else "-"} ({r0["accuracy"] if r0 else "-"})  '
              f'if/else: {r1["rule"] if r1 else "-"} ({r1["accuracy"] if r1 else "-"})  {v["counts"]}')


if __name__ == "__main__":
    main()
