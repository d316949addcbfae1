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
python3 "$HERE/../runlib.py" cases "$HERE/${NAME}_kernels.json" "$OUT/${NAME}_cases.txt" || exit 1
python3 "$HERE/../runlib.py" meta "$OUT/${NAME}_meta.json" "nvcc -O3 -arch=sm_90 -Xptxas -v -o $NAME scripts/gpu/calib/$NAME.cu" \
    "cuobjdump -sass $NAME" "./$NAME --cases ${NAME}_cases.txt --reps 2001 --rounds 3" || exit 1
nvcc -O3 -arch=sm_90 -Xptxas -v -o "$WORK/$NAME" "$HERE/$NAME.cu" > "$OUT/${NAME}_build.log" 2>&1 \
    || { cat "$OUT/${NAME}_build.log"; exit 1; }
cuobjdump -sass "$WORK/$NAME" > "$WORK/sass.txt"
gzip -9c "$WORK/sass.txt" > "$OUT/${NAME}_sass.txt.gz"
"$WORK/$NAME" --cases "$OUT/${NAME}_cases.txt" --reps 2001 --rounds 3 > "$OUT/$NAME.jsonl" || exit 1
python3 "$HERE/../prereg/collect.py" 0 "$OUT/$NAME.jsonl" "$WORK/sass.txt" "$OUT/${NAME}_meta.json" "$OUT/${NAME}_measured.json"
