#!/usr/bin/env bash
# The dispatch calibration family (dispatch.cu) in one call on the H200:  OUT=/tmp/dsp bash scripts/gpu/calib/dispatch.sh
# Writes into $OUT: dispatch_cases.txt, dispatch.jsonl (one JSON object a measurement), dispatch_sass.txt.gz
# (cuobjdump -sass), dispatch_ptx.txt.gz (nvcc -ptx), dispatch_build.log (-Xptxas -v) and dispatch_meta.json.
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="${OUT:-$HERE/out}"
mkdir -p "$OUT"
t0=$(date +%s)
python3 "$HERE/dispatch_cases.py" "$OUT/dispatch_cases.txt" || exit 1
python3 - "$OUT/dispatch_meta.json" <<'PY'
import datetime, json, os, subprocess, sys
def sh(c):
    return subprocess.run(c, shell=True, capture_output=True, text=True).stdout.strip()
json.dump({"run_id": datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ") + "-calib-dispatch",
           "date_utc": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
           "gpu": sh("nvidia-smi --query-gpu=name --format=csv,noheader"),
           "driver": sh("nvidia-smi --query-gpu=driver_version --format=csv,noheader"),
           "clocks_before": sh("nvidia-smi --query-gpu=clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader"),
           "nvcc": [l for l in sh("nvcc --version").splitlines() if "release" in l][:1],
           "git_revision": os.environ.get("GIT_REV", "unknown"),
           "commands": {"whole_run": "OUT=$OUT bash scripts/gpu/calib/dispatch.sh",
                        "build": "nvcc -O3 -arch=sm_90 -Xptxas -v -o dispatch scripts/gpu/calib/dispatch.cu",
                        "ptx": "nvcc -O3 -arch=sm_90 -ptx -o dispatch.ptx scripts/gpu/calib/dispatch.cu",
                        "sass": "cuobjdump -sass dispatch",
                        "run": "./dispatch --cases dispatch_cases.txt --reps 2001 --rounds 3"}},
          open(sys.argv[1], "w"), indent=1)
PY
nvcc -O3 -arch=sm_90 -Xptxas -v -o /tmp/dispatch "$HERE/dispatch.cu" > "$OUT/dispatch_build.log" 2>&1 || { cat "$OUT/dispatch_build.log"; exit 1; }
nvcc -O3 -arch=sm_90 -ptx -o /tmp/dispatch.ptx "$HERE/dispatch.cu" && gzip -9c /tmp/dispatch.ptx > "$OUT/dispatch_ptx.txt.gz"
cuobjdump -sass /tmp/dispatch > /tmp/dispatch_sass.txt && gzip -9c /tmp/dispatch_sass.txt > "$OUT/dispatch_sass.txt.gz"
echo "[$(( $(date +%s) - t0 )) s] built; timing"
/tmp/dispatch --cases "$OUT/dispatch_cases.txt" --reps 2001 --rounds 3 > "$OUT/dispatch.jsonl" || exit 1
echo "[$(( $(date +%s) - t0 )) s] timed $(grep -c '"key"' "$OUT/dispatch.jsonl") cases"
python3 - "$OUT/dispatch.jsonl" <<'PY'
import json, sys
out = []
for l in open(sys.argv[1]):
    r = json.loads(l)
    if "key" in r:
        out.append(f'{r["key"]} {r["case"]} {r["median"]:.0f}' + ("" if r["p10"] == r["p90"] else f' [{r["p10"]:.0f}-{r["p90"]:.0f}]'))
print("; ".join(out))
PY
