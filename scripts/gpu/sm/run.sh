#!/usr/bin/env bash
# Calibration family sm, or an SM pre-registration round, on an sm_90 GPU: build, SASS, timing.
#   NAME=sm KERNELS=sm_kernels.json SRC=sm.cu OUT=/tmp/sm bash run.sh        (from this folder, or any)
# Writes into $OUT: NAME.jsonl (one JSON object a measurement, after a device line), NAME_sass.txt.gz,
# NAME_build.log, NAME_meta.json and NAME_cases.txt.
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
NAME="${NAME:-sm}"
KERNELS="${KERNELS:-$HERE/sm_kernels.json}"
SRC="${SRC:-$HERE/sm.cu}"
OUT="${OUT:-$HERE/out}"
WORK="${WORK:-/tmp/warpwise-$NAME}"
mkdir -p "$OUT" "$WORK"
export RUN_ID="$(date -u +%Y%m%dT%H%M%SZ)-$NAME"
python3 - "$KERNELS" "$OUT/${NAME}_cases.txt" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
with open(sys.argv[2], "w") as f:
    for k in doc["kernels"]:
        for w in k["warps"]:
            for c in k["cases"]:
                s = c["inputs"].get("s", [0] * 32)
                f.write(" ".join(map(str, [c.get("cuda", k["key"]), c["case"], w] + s + [0] * 32)) + "\n")
PY
python3 - "$OUT/${NAME}_meta.json" <<'PY'
import datetime, json, os, subprocess, sys
def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60).stdout.strip()
    except Exception as e:  # noqa: BLE001
        return f"unavailable ({e})"
json.dump({
    "run_id": os.environ["RUN_ID"],
    "date_utc": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    "gpu": sh("nvidia-smi --query-gpu=name --format=csv,noheader"),
    "driver": sh("nvidia-smi --query-gpu=driver_version --format=csv,noheader"),
    "clocks_before": sh("nvidia-smi --query-gpu=clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader"),
    "nvcc": sh("nvcc --version | grep release"),
    "git_revision": os.environ.get("GIT_REV", "unknown"),
    "commands": {"build": "nvcc -O3 -arch=sm_90 -Xptxas -v", "sass": "cuobjdump -sass", "run": "--reps 501 --rounds 3"},
}, open(sys.argv[1], "w"), indent=1)
PY
nvcc -O3 -arch=sm_90 -Xptxas -v -o "$WORK/$NAME" "$SRC" > "$OUT/${NAME}_build.log" 2>&1 \
    || { cat "$OUT/${NAME}_build.log"; exit 1; }
cuobjdump -sass "$WORK/$NAME" > "$WORK/sass.txt"
gzip -9c "$WORK/sass.txt" > "$OUT/${NAME}_sass.txt.gz"
"$WORK/$NAME" --cases "$OUT/${NAME}_cases.txt" --reps 501 --rounds 3 > "$OUT/$NAME.jsonl"
