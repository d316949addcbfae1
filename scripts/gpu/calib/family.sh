#!/usr/bin/env bash
# One calibration family in the rounds' format (c9, c10, …) on an sm_90 GPU: build, SASS, timing, collection.
#   NAME=c10 GIT_REV=<commit> OUT=/tmp/c10 bash scripts/gpu/calib/family.sh
# Writes into $OUT: NAME.jsonl, NAME_sass.txt.gz, NAME_build.log, NAME_meta.json, NAME_measured.json, NAME_cases.txt.
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NAME="${NAME:?NAME=c10}"
OUT="${OUT:-$HERE/out}"
WORK="${WORK:-/tmp/warpwise-$NAME}"
mkdir -p "$OUT" "$WORK"
export RUN_ID="$(date -u +%Y%m%dT%H%M%SZ)-calib-$NAME"
python3 - "$HERE/${NAME}_kernels.json" "$OUT/${NAME}_cases.txt" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
with open(sys.argv[2], "w") as f:
    for k in doc["kernels"]:
        names = doc["cuda_data"][k["key"]]
        for c in k["cases"]:
            arrays = [c["inputs"].get(n, [0] * 32)[:32] for n in names] + [[0] * 32] * 2
            mask = (1 << k["lanes"]) - 1
            f.write(" ".join(map(str, [k["key"], c["case"], k["lanes"], c.get("n", 0), mask] + arrays[0] + arrays[1])) + "\n")
PY
python3 - "$OUT/${NAME}_meta.json" <<'PY'
import datetime, json, os, subprocess, sys
def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60).stdout.strip()
    except Exception as e:  # noqa: BLE001
        return f"unavailable ({e})"
n = os.environ["NAME"]
json.dump({
    "run_id": os.environ["RUN_ID"],
    "date_utc": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    "gpu": sh("nvidia-smi --query-gpu=name --format=csv,noheader"),
    "driver": sh("nvidia-smi --query-gpu=driver_version --format=csv,noheader"),
    "clocks_before": sh("nvidia-smi --query-gpu=clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader"),
    "nvcc": sh("nvcc --version | grep release"),
    "git_revision": os.environ.get("GIT_REV", "unknown"),
    "commands": {"build": f"nvcc -O3 -arch=sm_90 -Xptxas -v -o {n} scripts/gpu/calib/{n}.cu", "sass": f"cuobjdump -sass {n}",
                 "run": f"./{n} --cases {n}_cases.txt --reps 2001 --rounds 3"},
}, open(sys.argv[1], "w"), indent=1)
PY
nvcc -O3 -arch=sm_90 -Xptxas -v -o "$WORK/$NAME" "$HERE/$NAME.cu" > "$OUT/${NAME}_build.log" 2>&1 \
    || { cat "$OUT/${NAME}_build.log"; exit 1; }
cuobjdump -sass "$WORK/$NAME" > "$WORK/sass.txt"
gzip -9c "$WORK/sass.txt" > "$OUT/${NAME}_sass.txt.gz"
"$WORK/$NAME" --cases "$OUT/${NAME}_cases.txt" --reps 2001 --rounds 3 > "$OUT/$NAME.jsonl" || exit 1
python3 "$HERE/../prereg/collect.py" 0 "$OUT/$NAME.jsonl" "$WORK/sass.txt" "$OUT/${NAME}_meta.json" "$OUT/${NAME}_measured.json"
