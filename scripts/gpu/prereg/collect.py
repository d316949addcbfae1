"""Builds measured-roundN.json from one pre-registration run (results.jsonl, SASS, meta). Standard library only.

    python3 collect.py ROUND results.jsonl sass.txt[.gz] meta.json measured-roundN.json
"""
import gzip
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "calib"))
import sasslib  # noqa: E402


def read(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return f.read()


def structure(f):
    if f["brx"]:
        return "jumptable"
    if f["bra_back"]:
        return "loop"
    if f["bra_cond"] or f["bssy"]:
        return "branch"
    if f["ffma_pred"]:
        return "predicated"
    return "straight"


def main():
    rnd, results, sass_path, meta_path, out = sys.argv[1:6]
    lines = [json.loads(l) for l in read(results).splitlines() if l.strip()]
    header = lines[0]
    rows = [l for l in lines[1:] if "key" in l]
    functions = sasslib.parse_sass(read(sass_path))
    sass = {}
    for key in sorted({r["key"] for r in rows}):
        instrs = functions.get(key, [])
        region = sasslib.timed_slice(instrs)
        f = sasslib.features(region)
        sass[key] = {
            "structure": structure(f),
            "timed_region_features": f,
            "whole_kernel_features": sasslib.features(instrs),
            "timed_region": [ins for _, ins in region],
        }
    meta = json.loads(read(meta_path))
    doc = {
        "round": int(rnd),
        "about": "Measured on the H200 after the predictions were committed: one warp, clock64 between __syncwarp, "
                 "median of all kept repetitions of several launches (SM cycles). SASS: cuobjdump -sass of the same binary; "
                 "timed_region = the instructions between the first two clock reads in address order.",
        "run": meta,
        "device": header.get("device"),
        "reps": header.get("reps"),
        "rounds": header.get("rounds"),
        "dropped_per_launch": header.get("dropped_per_launch"),
        "measurements": [
            {k: r[k] for k in ("key", "case", "lanes", "n", "s", "c", "samples", "median", "p10", "p90", "min", "max",
                               "mean", "round_medians")}
            for r in rows
        ],
        "sass": sass,
    }
    with open(out, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    for r in rows:
        print(f'{r["key"]:20s} {r["case"]:10s} {r["median"]:8.1f} [{r["p10"]:.0f}-{r["p90"]:.0f}]  {sass[r["key"]]["structure"]}')


if __name__ == "__main__":
    main()
