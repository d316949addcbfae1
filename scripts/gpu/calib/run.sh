#!/usr/bin/env bash
# Calibration microkernels and the if-conversion study, in one call on a machine with an sm_90 GPU.
#
#   OUT=/tmp/calib bash scripts/gpu/calib/run.sh            # everything
#   OUT=/tmp/calib bash scripts/gpu/calib/run.sh --no-timing  # the compile-only study alone (no GPU needed)
#
# Writes into $OUT: calibration.json, ifconvert.json, raw.tgz (the raw/ folder: timings, SASS, logs,
# per-kernel if-conversion rows and excerpts) and ifc_full.tgz (compact SASS + PTX of every study kernel;
# not kept in the repository). Needs nvcc, cuobjdump, nvidia-smi and python3 (standard library only).
# Set GIT_REV to record the revision when the tree has no .git.
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="${OUT:-$HERE/out}"
WORK="${WORK:-/tmp/warpwise-calib}"
TIMING=1
[ "${1:-}" = "--no-timing" ] && TIMING=0
mkdir -p "$OUT"
rm -rf "$WORK"
RAW="$WORK/raw"
IFC="$WORK/ifc"
mkdir -p "$RAW" "$IFC" "$WORK/ifc_min"
export HERE IFC
NVFLAGS="-O3 -arch=sm_90"
status=0
t0=$(date +%s)
stamp() { echo "[$(( $(date +%s) - t0 )) s] $*"; }

export RUN_ID="$(date -u +%Y%m%dT%H%M%SZ)-calib"
export GIT_REV="${GIT_REV:-$(git -C "$HERE" rev-parse HEAD 2>/dev/null || echo unknown)}"
nvcc --version > "$RAW/nvcc.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv \
  > "$RAW/nvidia_smi_before.csv" 2>&1
python3 - "$RAW" <<'PY'
import datetime, json, os, subprocess, sys
raw = sys.argv[1]
def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60).stdout.strip()
    except Exception as e:  # noqa: BLE001
        return f"unavailable ({e})"
nvcc = [l for l in open(f"{raw}/nvcc.txt").read().splitlines() if "release" in l]
meta = {
    "run_id": os.environ["RUN_ID"],
    "date_utc": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    "gpu": sh("nvidia-smi --query-gpu=name --format=csv,noheader"),
    "driver": sh("nvidia-smi --query-gpu=driver_version --format=csv,noheader"),
    "nvcc": nvcc[0] if nvcc else "unknown",
    "git_revision": os.environ.get("GIT_REV", "unknown"),
    "commands": {
        "calibration_build": "nvcc -O3 -arch=sm_90 -Xptxas -v -o calib scripts/gpu/calib/calib.cu",
        "calibration_sass": "cuobjdump -sass calib",
        "calibration_run": "./calib --reps 2001 --rounds 3",
        "ifconvert_build": "nvcc -O3 -arch=sm_90 -cubin --keep -DIFC_AR=.. -DIFC_CTX=.. -DIFC_SH=.. -DIFC_COND=.. ifconvert.cu (54 groups)",
        "ifconvert_sass": "cuobjdump -sass GROUP.cubin",
        "whole_run": "OUT=... bash scripts/gpu/calib/run.sh",
    },
}
json.dump(meta, open(f"{raw}/meta.json", "w"), indent=1)
PY
stamp "metadata: $(tr -d '\n' < "$RAW/meta.json" | head -c 400)"

# ---- build: the calibration binary (background) and the 54 study groups (parallel) ------------------
( nvcc $NVFLAGS -Xptxas -v -o "$WORK/calib" "$HERE/calib.cu" > "$RAW/build_calib.log" 2>&1; echo $? > "$WORK/calib.rc" ) &
calib_pid=$!

compile_group() {
    local g="$1" ar ctx sh cond
    IFS=_ read -r ar ctx sh cond <<< "$g"
    local d="$IFC/$g"
    mkdir -p "$d"
    if ! nvcc -O3 -arch=sm_90 -cubin --keep --keep-dir "$d" -DIFC_AR="$ar" -DIFC_CTX="$ctx" -DIFC_SH="$sh" -DIFC_COND="$cond" \
         -o "$d/$g.cubin" "$HERE/ifconvert.cu" > "$d/build.log" 2>&1; then
        echo "FAILED $g"; head -20 "$d/build.log"; return 1
    fi
    cuobjdump -sass "$d/$g.cubin" > "$d/$g.sass" || { echo "cuobjdump FAILED $g"; return 1; }
    find "$d" -type f ! -name '*.ptx' ! -name '*.sass' ! -name 'build.log' -delete
}
export -f compile_group
groups=""
for sh in E C3; do
    for ar in V C; do for ctx in S SC L LC LW H; do groups+=" ${ar}_${ctx}_${sh}_g"; done; done
    for ctx in S L H; do groups+=" N_${ctx}_${sh}_g"; done
done
for cond in t p G; do for ar in V C; do for ctx in S L H; do groups+=" ${ar}_${ctx}_E_${cond}"; done; done; done
for sh in E C3; do for ctx in S L H; do groups+=" R_${ctx}_${sh}_g"; done; done
stamp "compiling $(echo $groups | wc -w) if-conversion groups on $(nproc) cores"
printf '%s\n' $groups | timeout 300 xargs -P "$(nproc)" -I{} bash -c 'compile_group "$1"' _ {} > "$RAW/build_ifconvert.log" 2>&1 \
    || { status=1; stamp "some if-conversion groups failed:"; head -40 "$RAW/build_ifconvert.log"; }
stamp "if-conversion groups compiled: $(ls "$IFC"/*/*.sass 2>/dev/null | wc -l)"
wait $calib_pid
calib_rc=$(cat "$WORK/calib.rc" 2>/dev/null || echo 1)
stamp "calib build rc=$calib_rc"
[ "$calib_rc" = 0 ] || { status=1; tail -40 "$RAW/build_calib.log"; }

# ---- timing ------------------------------------------------------------------------------------------
if [ "$TIMING" = 1 ] && [ "$calib_rc" = 0 ]; then
    cuobjdump -sass "$WORK/calib" > "$WORK/calib_sass_full.txt"
    python3 "$HERE/sasslib.py" compact-sass "$WORK/calib_sass_full.txt" "$RAW/calib_sass.txt"
    stamp "timing"
    "$WORK/calib" --reps 2001 --rounds 3 > "$RAW/results.jsonl" 2> "$RAW/calib_stderr.txt" || { status=1; cat "$RAW/calib_stderr.txt"; }
    stamp "timing done: $(wc -l < "$RAW/results.jsonl") lines"
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv \
      > "$RAW/nvidia_smi_after.csv" 2>&1
    python3 "$HERE/fit.py" "$RAW/results.jsonl" "$RAW/calib_sass.txt" "$RAW/meta.json" "$OUT/calibration.json" \
        "$HERE/../raw/results.json" > "$RAW/fit_summary.txt" || status=1
    cat "$RAW/fit_summary.txt"
fi

# ---- the compile-only study ------------------------------------------------------------------------
python3 "$HERE/ifc_scan.py" "$IFC" "$RAW" || status=1
python3 "$HERE/ifc_report.py" "$RAW/ifconvert_rows.csv" "$RAW/meta.json" "$OUT/ifconvert.json" > "$RAW/ifconvert_summary.txt" || status=1
stamp "if-conversion summary:"
cat "$RAW/ifconvert_summary.txt"

# ---- pack ---------------------------------------------------------------------------------------------
compact_group() {
    local g="$1"
    [ -f "$IFC/$g/$g.sass" ] && python3 "$HERE/sasslib.py" compact-sass "$IFC/$g/$g.sass" "$WORK/ifc_min/$g.sass"
    for p in "$IFC/$g"/*.ptx; do [ -f "$p" ] && python3 "$HERE/sasslib.py" compact-ptx "$p" "$WORK/ifc_min/$g.ptx"; done
    return 0
}
export -f compact_group
export WORK
ls "$IFC" | xargs -P "$(nproc)" -I{} bash -c 'compact_group "$1"' _ {}
tar czf "$OUT/ifc_full.tgz" -C "$WORK" ifc_min
if [ "$(stat -c %s "$OUT/ifc_full.tgz")" -gt 15000000 ]; then
    stamp "ifc_full.tgz too large, dropping its PTX"
    rm -f "$WORK"/ifc_min/*.ptx
    tar czf "$OUT/ifc_full.tgz" -C "$WORK" ifc_min
fi
for f in results.jsonl ifconvert_rows.csv ifconvert_excerpts.txt calib_sass.txt build_calib.log build_ifconvert.log; do
    [ -f "$RAW/$f" ] && gzip -9f "$RAW/$f"
done
tar czf "$OUT/raw.tgz" -C "$WORK" raw
ls -l "$OUT"
stamp "done, status $status"
exit $status
