#!/usr/bin/env python3
"""Turns one device run (timings, SASS, ncu CSV, tool versions) into assets/h200.json for the Reality check view."""
import csv
import datetime
import io
import json
import re
import sys
from pathlib import Path

out = Path(sys.argv[1])
run = json.loads((out / "results.json").read_text())
sass = (out / "sass.txt").read_text() if (out / "sass.txt").exists() else ""

# SASS per kernel: "Function : name" starts a block.
functions = {}
for block in re.split(r"\n\s*Function : ", sass)[1:]:
    name, _, body = block.partition("\n")
    lines = [l for l in body.splitlines() if re.search(r"/\*[0-9a-f]{4}\*/", l)]
    instr = [re.sub(r"^\s*/\*[0-9a-f]{4}\*/\s*", "", l).split(";")[0].strip() for l in lines]
    def count(pattern):
        return sum(1 for i in instr if re.search(pattern, i))
    functions[name.strip()] = {
        "ffma": count(r"\bFFMA\b"),
        "ffma_predicated": count(r"^@!?U?P\d\s+FFMA\b"),
        "bssy": count(r"\bBSSY\b"),
        "bsync": count(r"\bBSYNC\b"),
        "bra_conditional": count(r"^@!?U?P\d\s+BRA\b"),
        "brx": count(r"\bBRX\b"),
        "instructions": len(instr),
    }

def verdict(s, f):
    s = dict(s)
    if f is None:
        return {"summary": "SASS not found for this kernel"}
    expected = sum(s["lengths"]) + s["tail"] if s["shape"] != "loop" else s["lengths"][0]
    intact = f["ffma"] == expected
    if s["shape"] == "calibration":
        kind = "straight-line code, no branch"
    elif f["brx"] > 0:
        kind = "real branch through a jump table (BRX)"
    elif f["bssy"] > 0 or f["bra_conditional"] > 1:
        kind = "real branch (BSSY/BSYNC reconvergence, conditional BRA)"
    elif f["ffma_predicated"] > 0:
        kind = "predicated (if-converted): both sides issued under predicates"
    else:
        kind = "no branch in the region"
    return dict(f, expected_ffma=expected, ops_intact=intact,
                summary=f"{kind}; {f['ffma']} FFMA in the kernel, {expected} expected" + ("" if intact else " (the compiler changed the op count)"))

# ncu: one profiled launch per scenario, in order.
ncu = {}
ncu_file = out / "ncu.csv"
if ncu_file.exists():
    text = ncu_file.read_text()
    start = text.find('"ID"')
    if start >= 0:
        for row in csv.DictReader(io.StringIO(text[start:])):
            try:
                ncu.setdefault(int(row["ID"]), {})[row["Metric Name"]] = float(row["Metric Value"].replace(",", ""))
            except (KeyError, ValueError):
                pass

scenarios = run["scenarios"]
calib = {s["id"]: s["cycles"]["median"] for s in scenarios if s["shape"] == "calibration"}
# Cycles per op from the two straight-line chains (same code shape, 100 ops apart); the empty region
# gives the cost of the clock reads themselves, subtracted before converting to ops.
slope = (calib["calib200"] - calib["calib100"]) / 100.0
clock_floor = calib["calib0"]
overhead = calib["calib100"] - 100.0 * slope - clock_floor

def core_form(s, lanes):
    """The scenario in the pricing core's own terms: what Warpwise's model is asked to price."""
    if s["shape"] in ("paths", "switch", "calibration"):
        paths = []
        for index, length in enumerate(s["lengths"]):
            mask = sum(1 << lane for lane, sel in enumerate(lanes) if sel == index)
            paths.append({"length": length, "mask": f"0x{mask:08X}"})
        return {"kind": "region", "width": 32, "paths": paths, "prologue": 0, "tail": s["tail"]}
    if s["shape"] == "nested":
        # Lane codes as in the tree view's share links: bit 1 = A, 2 = B, 4 = C.
        return {"kind": "tree", "shape": "nested", "width": 32, "leaves": s["lengths"], "lanes": "".join(str(v) for v in lanes)}
    if s["shape"] == "loop":
        return {"kind": "loop", "width": 32, "body": s["lengths"][0], "counts": lanes}
    raise ValueError(s["shape"])

result = []
for i, s in enumerate(scenarios):
    entry = {k: v for k, v in s.items() if k not in ("lanes", "baseline_lanes", "lengths", "tail")}
    entry["core"] = core_form(s, s["lanes"])
    entry["baseline_core"] = core_form(s, s["baseline_lanes"])
    entry["model_units"] = round((s["cycles"]["median"] - clock_floor) / slope, 2)
    entry["baseline_model_units"] = round((s["baseline_cycles"]["median"] - clock_floor) / slope, 2)
    entry["sass"] = verdict(s, functions.get(s["kernel"]))
    metrics = ncu.get(i)
    if metrics:
        entry["ncu"] = {
            "active_threads_per_instruction": metrics.get("smsp__thread_inst_executed_per_inst_executed.ratio"),
            "branch_uniformity_pct": metrics.get("smsp__sass_average_branch_targets_threads_uniform.pct"),
        }
    result.append(entry)

def read(name):
    p = out / name
    return p.read_text().strip() if p.exists() else ""

doc = {
    "format": 1,
    "about": "Warpwise reality check: seed scenarios timed on one warp with clock64(), median of repetitions; see scripts/gpu/README.md",
    "metadata": {
        "gpu": run["device"]["name"],
        "sm_count": run["device"]["sm_count"],
        "compute_capability": run["device"]["compute_capability"],
        "cuda_driver_api": run["device"]["cuda_driver"],
        "cuda_runtime": run["device"]["cuda_runtime"],
        "driver": read("driver.txt"),
        "nvcc": read("nvcc.txt").splitlines()[-1] if read("nvcc.txt") else "",
        "date": datetime.date.today().isoformat(),
        "command": "bash scripts/gpu/run.sh (nvcc -O3 -arch=sm_90; cuobjdump -sass; ncu --clock-control none)",
        "ncu": "ok" if ncu else "unavailable: " + read("ncu.log")[-300:],
    },
    "calibration": {"cycles_per_op": round(slope, 4), "clock_floor_cycles": clock_floor, "one_path_overhead_cycles": round(overhead, 2)},
    "scenarios": result,
}
print(json.dumps(doc, indent=None, separators=(",", ":")).replace('{"id"', '\n{"id"'))
