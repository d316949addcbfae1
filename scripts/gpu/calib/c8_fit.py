"""Fits calibration family 8 (issue 35, loops as the side of a branch) into c8.json: model version 7. Standard
library only.

    python3 c8_fit.py raw/c8/c8.jsonl.gz raw/c8/c8_measured.json.gz raw/c7/c7.jsonl.gz raw/c6/c6.jsonl.gz c8.json

What the SASS shows (raw/c8/c8_sass.txt.gz): in a loop with a constant trip count ptxas hoists the work chain's
coefficient moves out of the loop (the body is bare FFMAs with their coefficients in registers, as family 6's
`wr_N`), peels or rotates it, and, when the loop is a whole side of a branch, emits no entry test and no BSSY of
its own. So one trip costs the register chain (`wr_N`'s slope per op) plus a fixed trip overhead (counter,
compare, taken branch), and a loop that starts a branch side sets up beside the branch's jump. Fitted, with one
trip overhead shared by every loop:

  register_chain_cycles_per_op       wr_16, wr_64 (family 6): the slope per op
  const_loop_trip_overhead_cycles    per trip beyond the register chain (cl_T of family 7, vel_T, vtl_T, rel_T)
  const_straight_loop_entry_cycles   a constant-trip loop at the top of a block: the intercept (cl_T)
  side_loop_entry_hidden_cycles      a loop that is the whole side of a branch: this much less entry (vel, vtl, rel)
"""
import gzip
import json
import sys

OP, LINE = 5.016, 2.0 - 1.993
VOTE_IF_ELSE, SECOND_SIDE, DIVERGENT = 45.353, 50.001, 72.171


def read(path):
    with (gzip.open if path.endswith(".gz") else open)(path, "rt") as f:
        return f.read()


def medians(path):
    return {(r["key"], r["case"]): r["median"] for r in map(json.loads, read(path).splitlines()) if "key" in r}


def r3(x):
    return round(x, 3)


def main():
    c8, c8meas, c7, c6, out = sys.argv[1:6]
    m8, m7, m6 = medians(c8), medians(c7), medians(c6)
    meas = json.loads(read(c8meas))
    reg = (m6[("wr_64", "uniform")] - m6[("wr_16", "uniform")]) / 48
    # (group, key, case, trips, ops a trip, measured, what else the region holds)
    pts = [("top", f"cl_{t}", "uniform", t, 5, m7[(f"cl_{t}", "uniform")], LINE) for t in (2, 3, 5)]
    for t in (2, 3, 5):
        pts.append(("side", f"vel_{t}", "else", t, 4, m8[(f"vel_{t}", "else")], LINE + VOTE_IF_ELSE))
        pts.append(("side", f"vtl_{t}", "then", t, 4, m8[(f"vtl_{t}", "then")], LINE + VOTE_IF_ELSE))
    for t in (2, 4):
        pts.append(("side", f"rel_{t}", "else", t, 4, m8[(f"rel_{t}", "else")], LINE + SECOND_SIDE))
        pts.append(("side", f"rel_{t}", "divergent", t, 4, m8[(f"rel_{t}", "divergent")], LINE + DIVERGENT + 8 * OP))
    # y = entry(group) + trips * overhead, after the register chain and the rest of the region
    ys = [(g, t, v - base - t * ops * reg) for g, _, _, t, ops, v, base in pts]
    groups = {g: [(t, y) for gg, t, y in ys if gg == g] for g in ("top", "side")}
    mean = {g: (sum(t for t, _ in p) / len(p), sum(y for _, y in p) / len(p)) for g, p in groups.items()}
    num = sum((t - mean[g][0]) * (y - mean[g][1]) for g, p in groups.items() for t, y in p)
    den = sum((t - mean[g][0]) ** 2 for g, p in groups.items() for t, _ in p)
    over = num / den
    entry = {g: mean[g][1] - over * mean[g][0] for g in groups}
    fitted = [[k, c, v, r3(base + entry[g] + t * (ops * reg + over))] for g, k, c, t, ops, v, base in pts]
    params = [
        {"name": "register_chain_cycles_per_op", "value": r3(reg),
         "points": [["wr_16", "uniform", m6[("wr_16", "uniform")]], ["wr_64", "uniform", m6[("wr_64", "uniform")]]],
         "how": "family 6 (raw/c6): a dependent FFMA chain whose coefficients sit in registers, slope from 16 to 64 ops"},
        {"name": "const_loop_trip_overhead_cycles", "value": r3(over), "points": fitted,
         "how": "one least-squares slope over trips, after the register chain, shared by cl_T (top) and the side loops; points: key, case, measured, fitted"},
        {"name": "const_straight_loop_entry_cycles", "value": r3(entry["top"]), "points": fitted[:3],
         "how": "the same fit's intercept for cl_T: a constant-trip loop at the top of a block"},
        {"name": "side_loop_entry_hidden_cycles", "value": r3(entry["top"] - entry["side"]), "points": fitted[3:],
         "how": "the top intercept less the side loops' intercept: the entry a loop that is a whole branch side sets up beside the branch"},
    ]
    worst = max(abs(f[3] - f[2]) / f[2] for f in fitted)
    notes = {"max_relative_residual": r3(worst),
             "data_trip_side_loop": {f"vdl_{n}": m8[(f"vdl_{n}", "then")] for n in (1, 2, 4)},
             "vote_then_short_side": {f"vel_{t}_then": m8[(f"vel_{t}", "then")] for t in (2, 3, 5)}
             | {f"vtl_{t}_else": m8[(f"vtl_{t}", "else")] for t in (2, 3, 5)}
             | {f"rel_{t}_then": m8[(f"rel_{t}", "then")] for t in (2, 4)}}
    doc = {"about": "Calibration family 8 (issue 35, after round 7): c8_gen.py's microkernels (loops as branch sides), fitted by "
                    "c8_fit.py with family 7's cl_T and family 6's wr_N: model version 7. SM cycles of one warp.",
           "run": meas["run"], "device": meas["device"], "parameters": params, "notes": notes,
           "sass": {k: {"structure": v["structure"], "features": v["timed_region_features"]} for k, v in meas["sass"].items()},
           "measurements": [[k[0], k[1], v] for k, v in m8.items()]}
    with open(out, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    for p in params:
        print(f'{p["name"]:36s} {p["value"]:9.3f}')
    for f in fitted:
        print(f)
    print(json.dumps(notes))


if __name__ == "__main__":
    main()
