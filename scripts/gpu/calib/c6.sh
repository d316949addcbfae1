#!/usr/bin/env bash
# Calibration family 6 (issue 35) on an sm_90 GPU: build, SASS, timing, collection. From this folder:
#   FAMILY=c6 GIT_REV=<commit> OUT=/tmp/c6 bash c6.sh
# Writes into $OUT: FAMILY.jsonl (one JSON object a measurement), FAMILY_sass.txt.gz, FAMILY_build.log,
# FAMILY_meta.json, FAMILY_measured.json (../prereg/collect.py's format) and FAMILY_cases.txt.
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
FAMILY="${FAMILY:-c6}"
OUT="${OUT:-$HERE/out}"
WORK="${WORK:-/tmp/warpwise-$FAMILY}"
mkdir -p "$OUT" "$WORK"
export RUN_ID="$(date -u +%Y%m%dT%H%M%SZ)-calib-$FAMILY"
export GIT_REV="${GIT_REV:-unknown}"
python3 - "$HERE/${FAMILY}_kernels.json" "$OUT/${FAMILY}_cases.txt" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
with open(sys.argv[2], "w") as f:
    for k in doc["kernels"]:
        names = doc["cuda_data"][k["key"]]
        for c in k["cases"]:
            arrays = [c["inputs"].get(n, [0] * 32) for n in names] + [[0] * 32] * 2
            lanes = k["lanes"]
            f.write(" ".join(map(str, [k["key"], c["case"], lanes, c.get("n", 0), (1 << lanes) - 1] + arrays[0] + arrays[1])) + "\n")
PY
nvcc --version > "$WORK/nvcc.txt" 2>&1
python3 - "$OUT/${FAMILY}_meta.json" "$WORK/nvcc.txt" <<'PY'
import datetime, json, os, subprocess, sys
def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60).stdout.strip()
    except Exception as e:  # noqa: BLE001
        return f"unavailable ({e})"
nvcc = [l for l in open(sys.argv[2]).read().splitlines() if "release" in l]
f = os.environ.get("FAMILY", "c6")
json.dump({
    "run_id": os.environ["RUN_ID"],
    "date_utc": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    "gpu": sh("nvidia-smi --query-gpu=name --format=csv,noheader"),
    "driver": sh("nvidia-smi --query-gpu=driver_version --format=csv,noheader"),
    "clocks_before": sh("nvidia-smi --query-gpu=clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader"),
    "nvcc": nvcc[0] if nvcc else "unknown",
    "git_revision": os.environ.get("GIT_REV", "unknown"),
    "commands": {
        "build": f"nvcc -O3 -arch=sm_90 -Xptxas -v -o {f} scripts/gpu/calib/{f}.cu",
        "sass": f"cuobjdump -sass {f}",
        "run": f"./{f} --cases {f}_cases.txt --reps 2001 --rounds 3",
    },
}, open(sys.argv[1], "w"), indent=1)
PY
nvcc -O3 -arch=sm_90 -Xptxas -v -o "$WORK/$FAMILY" "$HERE/$FAMILY.cu" > "$OUT/${FAMILY}_build.log" 2>&1 \
    || { cat "$OUT/${FAMILY}_build.log"; exit 1; }
cuobjdump -sass "$WORK/$FAMILY" > "$WORK/sass.txt"
gzip -9c "$WORK/sass.txt" > "$OUT/${FAMILY}_sass.txt.gz"
"$WORK/$FAMILY" --cases "$OUT/${FAMILY}_cases.txt" --reps 2001 --rounds 3 > "$OUT/$FAMILY.jsonl" || exit 1
python3 "$HERE/../prereg/collect.py" 0 "$OUT/$FAMILY.jsonl" "$WORK/sass.txt" "$OUT/${FAMILY}_meta.json" "$OUT/${FAMILY}_measured.json"
