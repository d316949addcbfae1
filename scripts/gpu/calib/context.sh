#!/usr/bin/env bash
# The context calibration family (context.cu) in one call on the H200:  OUT=/tmp/ctx bash scripts/gpu/calib/context.sh
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="${OUT:-$HERE/out}"
mkdir -p "$OUT"
python3 "$HERE/context_cases.py" "$OUT/context_cases.txt" || exit 1
nvcc -O3 -arch=sm_90 -Xptxas -v -o /tmp/context "$HERE/context.cu" > "$OUT/context_build.log" 2>&1 || { cat "$OUT/context_build.log"; exit 1; }
cuobjdump -sass /tmp/context | gzip -9 > "$OUT/context_sass.txt.gz"
/tmp/context --cases "$OUT/context_cases.txt" --reps 2001 --rounds 3 > "$OUT/context.jsonl" || exit 1
python3 - "$OUT/context.jsonl" <<'PY'
import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    if "key" in r:
        print(f'{r["key"]:18s} {r["case"]:9s} {r["median"]:7.1f} [{r["p10"]:.0f}-{r["p90"]:.0f}]')
PY
