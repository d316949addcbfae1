#!/usr/bin/env bash
# Builds, disassembles, times and profiles every scenario in one call on a machine with an H200
# (or any sm_90 GPU); writes h200.json and the raw outputs into $OUT.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
OUT="${OUT:-$here/out}"
mkdir -p "$OUT"
bin=/tmp/warpwise-divergence
nvcc -O3 -arch=sm_90 -Xptxas -v -o "$bin" "$here/divergence.cu" > "$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; exit 1; }
cuobjdump -sass "$bin" > "$OUT/sass.txt"
"$bin" > "$OUT/results.json" || exit 1
timeout 400 ncu --clock-control none --csv \
  --metrics smsp__thread_inst_executed_per_inst_executed.ratio,smsp__sass_average_branch_targets_threads_uniform.pct \
  "$bin" --profile > "$OUT/ncu.csv" 2> "$OUT/ncu.log" || echo "ncu did not complete (see ncu.log)"
nvidia-smi --query-gpu=driver_version --format=csv,noheader > "$OUT/driver.txt" 2>/dev/null
nvcc --version > "$OUT/nvcc.txt"
python3 "$here/summarize.py" "$OUT" > "$OUT/h200.json" || exit 1
python3 - "$OUT/h200.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
print(d["metadata"]["gpu"], d["calibration"])
for s in d["scenarios"]:
    print(f'{s["id"]:14s} {s["cycles"]["median"]:8.1f} [{s["cycles"]["p10"]:.0f}-{s["cycles"]["p90"]:.0f}]  base {s["baseline_cycles"]["median"]:8.1f}  units {s["model_units"]:7.2f}  {s["sass"]["summary"]}  {s.get("ncu", "")}')
PY
