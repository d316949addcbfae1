#!/usr/bin/env bash
# The branch-shape calibration family (brx_gen.py → brx.cu, brx_kernels.json) in one call on the H200:
#   GIT_REV=<commit> OUT=/tmp/brx bash scripts/gpu/calib/brx.sh
# Writes into $OUT: brx_cases.txt, brx.jsonl (one JSON object a measurement), brx_sass.txt.gz (cuobjdump -sass),
# brx_ptx.txt.gz (nvcc -ptx), brx_build.log (-Xptxas -v) and brx_meta.json.
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="${OUT:-$HERE/out}"
mkdir -p "$OUT"
t0=$(date +%s)
python3 "$HERE/brx_gen.py" /tmp/brx_check.cu /tmp/brx_check.json && cmp -s /tmp/brx_check.cu "$HERE/brx.cu" \
    || { echo "brx.cu is not what brx_gen.py writes"; exit 1; }
python3 - "$HERE/brx_kernels.json" "$OUT/brx_cases.txt" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
with open(sys.argv[2], "w") as f:
    for k in doc["kernels"]:
        for c in k["cases"]:
            f.write(" ".join(map(str, [k["key"], c["case"], 32, 0, (1 << 32) - 1] + c["inputs"]["sel"] + c["inputs"]["cnt"])) + "\n")
PY
python3 - "$OUT/brx_meta.json" <<'PY'
import datetime, json, os, subprocess, sys
def sh(c):
    return subprocess.run(c, shell=True, capture_output=True, text=True).stdout.strip()
json.dump({"run_id": datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ") + "-calib-brx",
           "date_utc": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
           "gpu": sh("nvidia-smi --query-gpu=name --format=csv,noheader"),
           "driver": sh("nvidia-smi --query-gpu=driver_version --format=csv,noheader"),
           "clocks_before": sh("nvidia-smi --query-gpu=clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader"),
           "nvcc": [l for l in sh("nvcc --version").splitlines() if "release" in l][:1],
           "git_revision": os.environ.get("GIT_REV", "unknown"),
           "commands": {"whole_run": "OUT=$OUT bash scripts/gpu/calib/brx.sh",
                        "build": "nvcc -O3 -arch=sm_90 -Xptxas -v -o brx scripts/gpu/calib/brx.cu",
                        "ptx": "nvcc -O3 -arch=sm_90 -ptx -o brx.ptx scripts/gpu/calib/brx.cu",
                        "sass": "cuobjdump -sass brx",
                        "run": "./brx --cases brx_cases.txt --reps 2001 --rounds 3"}},
          open(sys.argv[1], "w"), indent=1)
PY
nvcc -O3 -arch=sm_90 -Xptxas -v -o /tmp/brx "$HERE/brx.cu" > "$OUT/brx_build.log" 2>&1 || { tail -50 "$OUT/brx_build.log"; exit 1; }
echo "[$(( $(date +%s) - t0 )) s] built"
(nvcc -O3 -arch=sm_90 -ptx -o /tmp/brx.ptx "$HERE/brx.cu" && gzip -9c /tmp/brx.ptx > "$OUT/brx_ptx.txt.gz") &
cuobjdump -sass /tmp/brx > /tmp/brx_sass.txt && gzip -9c /tmp/brx_sass.txt > "$OUT/brx_sass.txt.gz"
/tmp/brx --cases "$OUT/brx_cases.txt" --reps 2001 --rounds 3 > "$OUT/brx.jsonl" || exit 1
wait
echo "[$(( $(date +%s) - t0 )) s] timed $(grep -c '"key"' "$OUT/brx.jsonl") cases"
python3 - "$OUT/brx.jsonl" <<'PY'
import json, sys
jit = [json.loads(l) for l in open(sys.argv[1]) if '"key"' in l]
print("jittery:", [(r["key"], r["case"], r["p10"], r["p90"]) for r in jit if r["p10"] != r["p90"]][:20])
PY
