"""What every GPU run script writes besides its timings, written once: the case lines a harness reads and
the run's meta record (card, driver, clocks, nvcc, commit, commands).

    python3 scripts/gpu/runlib.py cases KERNELS.json OUT.txt          (a round's or a family's kernels)
    python3 scripts/gpu/runlib.py sm-cases KERNELS.json OUT.txt       (the SM harness: a line per warp count)
    python3 scripts/gpu/runlib.py meta OUT.json BUILD SASS RUN [WHOLE] (RUN_ID and GIT_REV from the environment)

Standard library only: the GPU machine has python3 and nothing else is installed there.
"""
import datetime
import json
import os
import subprocess
import sys


def cases(kernels_path, out_path):
    """One line a case: key, case, lanes, n, the active mask, then the first two data arrays (32 lanes each)."""
    doc = json.load(open(kernels_path))
    with open(out_path, "w") as f:
        for k in doc["kernels"]:
            names = doc["cuda_data"][k["key"]]
            for c in k["cases"]:
                arrays = [c["inputs"].get(n, [0] * 32)[:32] for n in names] + [[0] * 32] * 2
                mask = (1 << k["lanes"]) - 1
                f.write(" ".join(map(str, [k["key"], c["case"], k["lanes"], c.get("n", 0), mask] + arrays[0] + arrays[1])) + "\n")


def sm_cases(kernels_path, out_path):
    """One line a case and warp count: the CUDA kernel, case, warps, then `s` and a zero array (32 lanes each)."""
    doc = json.load(open(kernels_path))
    with open(out_path, "w") as f:
        for k in doc["kernels"]:
            for w in k["warps"]:
                for c in k["cases"]:
                    s = c["inputs"].get("s", [0] * 32)
                    f.write(" ".join(map(str, [c.get("cuda", k["key"]), c["case"], w] + s + [0] * 32)) + "\n")


def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60).stdout.strip()
    except Exception as e:  # noqa: BLE001
        return f"unavailable ({e})"


def meta(out_path, build, sass, run, whole=None):
    commands = {"build": build, "sass": sass, "run": run}
    if whole:
        commands["whole_run"] = whole
    json.dump({
        "run_id": os.environ["RUN_ID"],
        "date_utc": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "gpu": sh("nvidia-smi --query-gpu=name --format=csv,noheader"),
        "driver": sh("nvidia-smi --query-gpu=driver_version --format=csv,noheader"),
        "clocks_before": sh("nvidia-smi --query-gpu=clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader"),
        "nvcc": sh("nvcc --version | grep release") or "unknown",
        "git_revision": os.environ.get("GIT_REV", "unknown"),
        "commands": commands,
    }, open(out_path, "w"), indent=1)


if __name__ == "__main__":
    verb, *args = sys.argv[1:]
    {"cases": cases, "sm-cases": sm_cases, "meta": meta}[verb](*args)
