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

python3 "$HERE/../runlib.py" cases "$HERE/kernels-round$ROUND.json" "$OUT/cases-round$ROUND.txt" || exit 1
python3 "$HERE/../runlib.py" meta "$OUT/meta-round$ROUND.json" \
    "nvcc -O3 -arch=sm_90 -Xptxas -v -o round$ROUND scripts/gpu/prereg/round$ROUND.cu" "cuobjdump -sass round$ROUND" \
    "./round$ROUND --cases cases-round$ROUND.txt --reps 2001 --rounds 3" "ROUND=$ROUND OUT=... bash scripts/gpu/prereg/run.sh" || exit 1
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
