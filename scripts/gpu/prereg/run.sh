#!/usr/bin/env bash
# One pre-registration round on a machine with an sm_90 GPU (the H200): build, SASS, timing, collection.
#
#   ROUND=1 GIT_REV=<commit> OUT=/tmp/prereg bash scripts/gpu/prereg/run.sh
#
# Writes into $OUT: results-roundN.jsonl (one JSON object a measurement), sass-roundN.txt.gz
# (cuobjdump -sass of the binary), build-roundN.log (nvcc -Xptxas -v), meta-roundN.json, measured-roundN.json
# (collect.py) and cases-roundN.txt. Needs nvcc, cuobjdump, nvidia-smi and python3 (standard library only).
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROUND="${ROUND:-1}"
OUT="${OUT:-$HERE/out}"
WORK="${WORK:-/tmp/warpwise-prereg}"
mkdir -p "$OUT" "$WORK"
export RUN_ID="$(date -u +%Y%m%dT%H%M%SZ)-prereg-round$ROUND"
export GIT_REV="${GIT_REV:-$(git -C "$HERE" rev-parse HEAD 2>/dev/null || echo unknown)}"
t0=$(date +%s)
stamp() { echo "[$(( $(date +%s) - t0 )) s] $*"; }

python3 - "$HERE/kernels-round$ROUND.json" "$OUT/cases-round$ROUND.txt" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
with open(sys.argv[2], "w") as f:
    for k in doc["kernels"]:
        names = doc["cuda_data"][k["key"]]
        for c in k["cases"]:
            arrays = [c["inputs"].get(n, [0] * 32) for n in names] + [[0] * 32] * 2
            lanes = k["lanes"]
            mask = (1 << lanes) - 1
            f.write(" ".join(map(str, [k["key"], c["case"], lanes, c.get("n", 0), mask] + arrays[0] + arrays[1])) + "\n")
PY
nvcc --version > "$WORK/nvcc.txt" 2>&1
python3 - "$OUT/meta-round$ROUND.json" "$WORK/nvcc.txt" <<'PY'
import datetime, json, os, subprocess, sys
def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60).stdout.strip()
    except Exception as e:  # noqa: BLE001
        return f"unavailable ({e})"
nvcc = [l for l in open(sys.argv[2]).read().splitlines() if "release" in l]
r = os.environ.get("ROUND", "1")
json.dump({
    "run_id": os.environ["RUN_ID"],
    "date_utc": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    "gpu": sh("nvidia-smi --query-gpu=name --format=csv,noheader"),
    "driver": sh("nvidia-smi --query-gpu=driver_version --format=csv,noheader"),
    "clocks_before": sh("nvidia-smi --query-gpu=clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader"),
    "nvcc": nvcc[0] if nvcc else "unknown",
    "git_revision": os.environ.get("GIT_REV", "unknown"),
    "commands": {
        "build": f"nvcc -O3 -arch=sm_90 -Xptxas -v -o round{r} scripts/gpu/prereg/round{r}.cu",
        "sass": f"cuobjdump -sass round{r}",
        "run": f"./round{r} --cases cases-round{r}.txt --reps 2001 --rounds 3",
        "whole_run": f"ROUND={r} OUT=... bash scripts/gpu/prereg/run.sh",
    },
}, open(sys.argv[1], "w"), indent=1)
PY
stamp "building round $ROUND"
nvcc -O3 -arch=sm_90 -Xptxas -v -o "$WORK/round$ROUND" "$HERE/round$ROUND.cu" > "$OUT/build-round$ROUND.log" 2>&1 \
    || { cat "$OUT/build-round$ROUND.log"; exit 1; }
cuobjdump -sass "$WORK/round$ROUND" > "$WORK/sass-round$ROUND.txt"
gzip -9c "$WORK/sass-round$ROUND.txt" > "$OUT/sass-round$ROUND.txt.gz"
stamp "timing"
"$WORK/round$ROUND" --cases "$OUT/cases-round$ROUND.txt" --reps 2001 --rounds 3 > "$OUT/results-round$ROUND.jsonl" || exit 1
stamp "collecting"
python3 "$HERE/collect.py" "$ROUND" "$OUT/results-round$ROUND.jsonl" "$WORK/sass-round$ROUND.txt" \
    "$OUT/meta-round$ROUND.json" "$OUT/measured-round$ROUND.json" || exit 1
stamp "done"
