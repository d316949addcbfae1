"""Fits the context parameters of the H200 model from context.cu's run (standard library only).

    python3 context_fit.py raw/context/context.jsonl.gz calibration.json context.json

Uses calibration.json's cycles per op and loop entry (the first calibration run) and writes three parameters,
each from its own family; none of them uses a pre-registered kernel.
"""
import gzip
import json
import statistics
import sys

rows = [json.loads(l) for l in gzip.open(sys.argv[1], "rt") if '"key"' in l]
base = {p["name"]: p["value"] for p in json.load(open(sys.argv[2]))["parameters"]}
OP = base["cycles_per_op_ffma_volatile_ptx"]
ENTRY = base["loop_entry_cycles"]
FIX, LONG, SHORT = (base["predicated_compiler_fixed_cycles"], base["predicated_compiler_cycles_per_op_longer_side"],
                    base["predicated_compiler_cycles_per_op_shorter_side"])
T = {(r["key"], r["case"]): r["median"] for r in rows}

# 1. Straight-line work before an if in the same block hides part of the if's fixed cost:
#    hidden(P) = T(0) + OP * P - T(P), for P >= 4 preceding ops (P = 2 shows the ramp).
hidden_points = []
for fam, cases in (("ifnpre_{}_16", ("taken", "skipped", "half")), ("ifnpre_{}_3", ("taken", "half")),
                   ("ifepre_{}_8_8", ("first", "second", "half")), ("ifepre_{}_2_2", ("first", "half"))):
    for case in cases:
        t0 = T[(fam.format(0), case)]
        for p in (4, 8, 16, 32):
            key = (fam.format(p), case)
            if key in T:
                hidden_points.append([fam.format(p), case, p, round(t0 + OP * p - T[key], 3)])
hidden = [h[3] for h in hidden_points]
ramp = [[c, round(T[("ifnpre_0_16", c)] + OP * 2 - T[("ifnpre_2_16", c)], 3)] for c in ("taken", "skipped", "half")]

# 2. A loop body holding a real if/else: per iteration = ops + branch fixed cost + overhead.
UF, US, DV = base["uniform_branch_first_side_cycles"], base["uniform_branch_second_side_cycles"], base["divergent_branch_cycles"]
br_points = []
for a, b in ((6, 10), (10, 14), (16, 16)):
    per = {c: (T[(f"brloop_{a}_{b}", c)] - ENTRY) / 8 for c in ("together", "half")}
    br_points.append([f"brloop_{a}_{b}", "together", round(per["together"] - (OP * (a + b) / 2 + (UF + US) / 2), 3)])
    br_points.append([f"brloop_{a}_{b}", "half", round(per["half"] - (OP * (a + b) + DV), 3)])

# 3. A loop body holding an if-converted if/else: per iteration = predicated(A, A) + OP * T + overhead.
pl_points = []
for a, t in ((1, 2), (3, 2), (4, 4), (1, 8), (3, 8)):
    per = (T[(f"predloop_{a}_{t}", "together")] - ENTRY) / 8
    pl_points.append([f"predloop_{a}_{t}", a, t, round(per - (FIX + LONG * a + SHORT * a + OP * t), 3)])


def param(name, values, note, points, unit="cycles"):
    return {"name": name, "value": round(statistics.mean(values), 3),
            "uncertainty": round(statistics.stdev(values) / len(values) ** 0.5, 3), "unit": unit,
            "n": len(values), "sd": round(statistics.stdev(values), 3), "note": note, "points": points}


doc = {
    "format": 1,
    "about": "Warpwise calibration, context family (scripts/gpu/calib/context.cu): what the first calibration run "
             "(calibration.json) measured with every construct at the start of the timed region, now with work before "
             "it and inside loops. Medians of 2001 repetitions x 3 launches, one warp, SM cycles.",
    "run": {"run_id": "20261130-calib-context", "note": "second device call of the issue-16 pre-registration session, after round 1 was measured; the timings are in raw/context/context.jsonl.gz", "gpu": "NVIDIA H200", "nvcc": "13.0",
            "commands": {"whole_run": "OUT=$OUT bash scripts/gpu/calib/context.sh",
                         "build": "nvcc -O3 -arch=sm_90 -Xptxas -v -o context scripts/gpu/calib/context.cu",
                         "run": "./context --cases context_cases.txt --reps 2001 --rounds 3",
                         "fit": "python3 context_fit.py raw/context/context.jsonl.gz calibration.json context.json"}},
    "parameters": [
        param("preceding_work_hidden_cycles", hidden,
              "how much of an if's fixed cost (real or if-converted) hides behind >= 4 ops of straight-line work before "
              "it in the same basic block: T(0) + cycles_per_op * P - T(P), P = 4..32, all four families pooled; "
              "below 4 ops it ramps linearly (ramp_P2 shows P = 2)", hidden_points),
        param("loop_branch_body_overhead_cycles", [p[2] for p in br_points],
              "per iteration of a loop whose body holds a real if/else, beyond the body's ops and the branch's "
              "calibrated fixed cost (replaces loop_long_body_overhead_cycles there)", br_points),
        param("loop_predicated_body_overhead_cycles", [p[3] for p in pl_points],
              "per iteration of a loop whose body holds an if-converted if/else, beyond predicated(A, A) and the "
              "body's other ops (replaces loop_long_body_overhead_cycles there)", pl_points),
    ],
    "ramp_P2": ramp,
}
json.dump(doc, open(sys.argv[3], "w"), indent=1)
for p in doc["parameters"]:
    print(p["name"], p["value"], "+-", p["uncertainty"], "sd", p["sd"], [x[-1] for x in p["points"]])
print("ramp P=2", ramp)
