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
python3 "$HERE/../runlib.py" sm-cases "$KERNELS" "$OUT/${NAME}_cases.txt" || exit 1
python3 "$HERE/../runlib.py" meta "$OUT/${NAME}_meta.json" "nvcc -O3 -arch=sm_90 -Xptxas -v" "cuobjdump -sass" \
    "--reps 501 --rounds 3" || exit 1
nvcc -O3 -arch=sm_90 -Xptxas -v -o "$WORK/$NAME" "$SRC" > "$OUT/${NAME}_build.log" 2>&1 \
    || { cat "$OUT/${NAME}_build.log"; exit 1; }
cuobjdump -sass "$WORK/$NAME" > "$WORK/sass.txt"
gzip -9c "$WORK/sass.txt" > "$OUT/${NAME}_sass.txt.gz"
"$WORK/$NAME" --cases "$OUT/${NAME}_cases.txt" --reps 501 --rounds 3 > "$OUT/$NAME.jsonl"
