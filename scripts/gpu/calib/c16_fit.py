"""Fits calibration family 16 (issue 35, what round 15 named) into c16.json: model version 15. Standard library only.

    python3 c16_fit.py raw/c16/c16.jsonl.gz raw/c16/c16_measured.json calibration.json c16.json

- An else-less if on a value its side just loaded, ending that side (`lbi_A`: the then side, `lbx_A`: the else side of
  an outer if on sel's low bit). Its SASS is a real branch straight to the outer `BSYNC`, with no `BSSY` of its own.
  Each constant is a difference of two cases of one kernel, so nothing else in the model enters it; the mean over the
  5 kernels:

  unsynced_skip_cycles           every lane skips the side: high - (low - predicated(A)), with the if-converted price
                                 predicated(A) = fixed + longer x A of calibration.json, which the low case pays
  unsynced_split_cycles          the loaded value splits the lanes, every lane on the loading side: inner_split - low
  unsynced_nested_split_cycles   … and the outer lanes split too: both_split - outer_split

- The notes keep the rest as measured: an inner if/else (`lbe_A_B`) and the same load and if with no outer branch
  (`lba_A`) are if-converted (the same cycles whatever the lanes read); the loading side inside a constant loop
  (`lbl_A`) is left as a check.
"""
import json
import sys

from fitlib import medians, r3, read, write_fit

KERNELS = ["lbi_1", "lbi_2", "lbi_3", "lbx_1", "lbx_3"]


def parameter(path, name):
    for p in json.loads(read(path))["parameters"]:
        if p["name"] == name:
            return p["value"]
    raise KeyError(name)


def mean(xs):
    return sum(xs) / len(xs)


def main():
    c16, c16meas, calibration, out = sys.argv[1:5]
    fixed = parameter(calibration, "predicated_compiler_fixed_cycles")
    longer = parameter(calibration, "predicated_compiler_cycles_per_op_longer_side")
    m = medians(c16)
    meas = json.loads(read(c16meas))
    ops = {k: int(k.rsplit("_", 1)[1]) for k in KERNELS}
    skip = {k: m[(k, "high")] - (m[(k, "low")] - (fixed + longer * ops[k])) for k in KERNELS}
    split = {k: m[(k, "inner_split")] - m[(k, "low")] for k in KERNELS}
    nested = {k: m[(k, "both_split")] - m[(k, "outer_split")] for k in KERNELS}
    for k in KERNELS:
        # The cases the version prices as before: lanes that all take the side pay about the if-converted price.
        assert abs(skip[k] - mean(skip.values())) <= 3, k
        assert abs(split[k] - mean(split.values())) <= 3, k
        assert abs(nested[k] - mean(nested.values())) <= 3, k
    cases = ("low", "high", "inner_split", "outer_split", "both_split")
    points = {k: {c: m[(k, c)] for c in cases} for k in KERNELS}
    params = [
        {"name": "unsynced_skip_cycles", "value": r3(mean(skip.values())), "points": points,
         "how": f"mean over lbi_A, lbx_A of high - (low - predicated(A)), predicated(A) = {fixed} + {longer} x A "
                f"(calibration.json): {', '.join(f'{k} {r3(v)}' for k, v in skip.items())}"},
        {"name": "unsynced_split_cycles", "value": r3(mean(split.values())), "points": points,
         "how": f"mean over lbi_A, lbx_A of inner_split - low: {', '.join(f'{k} {r3(v)}' for k, v in split.items())}"},
        {"name": "unsynced_nested_split_cycles", "value": r3(mean(nested.values())), "points": points,
         "how": "mean over lbi_A, lbx_A of both_split - outer_split: "
                f"{', '.join(f'{k} {r3(v)}' for k, v in nested.items())}"},
    ]

    def measured(prefix, names):
        return {f"{k} {c}": m[(k, c)] for (k, c) in sorted(m) if k.startswith(prefix) and c in names}

    notes = {
        "inner_if_else_is_if_converted": {"how": "measured: the same cycles whatever the lanes read",
                                          "points": measured("lbe_", cases)},
        "load_and_if_without_outer_branch": {"how": "measured: if-converted, the same cycles whatever the lanes read",
                                             "points": measured("lba_", cases)},
        "loading_side_in_a_constant_loop": {"how": "measured, a check on the version (3 trips): uniform and split",
                                            "points": measured("lbl_", ("uniform", "split"))},
    }
    write_fit(out, "Calibration family 16 (issue 35, after round 15): c16_gen.py's microkernels, fitted by c16_fit.py: "
                   "model version 15. SM cycles of one warp.",
              meas, params, notes, m)


if __name__ == "__main__":
    main()
