"""Fits the parameters of H200 model version 4 from the brx family (brx_gen.py, brx.sh; standard library only):

    python3 brx_fit.py raw/brx/brx.jsonl.gz raw/brx/brx_sass.txt.gz raw/brx/brx_meta.json calibration.json \
        context.json dispatch.json brx.json

Uses calibration.json's chain line, branch and loop constants, context.json's loop-branch overhead and dispatch.json's
one-case switch table; every new parameter comes from brx.cu's own kernels, none from a pre-registered kernel.
"""
import gzip
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sasslib  # noqa: E402

res_path, sass_path, meta_path, base_path, ctx_path, dsp_path, out_path = sys.argv[1:8]
rows = [json.loads(l) for l in gzip.open(res_path, "rt") if '"key"' in l]
T = {(r["key"], r["case"]): r["median"] for r in rows}
base = {p["name"]: p["value"] for p in json.load(open(base_path))["parameters"]}
ctx = {p["name"]: p["value"] for p in json.load(open(ctx_path))["parameters"]}
dsp = json.load(open(dsp_path))
OP = base["cycles_per_op_ffma_volatile_ptx"]
LINE = round(base["boundary_cycles"] + base["chain_start_cycles"], 3)
ENTRY = base["loop_entry_cycles"]
SECOND = base["uniform_branch_second_side_cycles"]
functions = sasslib.parse_sass(gzip.open(sass_path, "rt").read())
sass = {}
for k, ins in functions.items():
    f = sasslib.features(sasslib.timed_slice(ins))
    sass[k] = {"brx": f["brx"], "bra_cond": f["bra_cond"], "ffma": f["ffma"], "ffma_pred": f["ffma_pred"]}

# 1. Which if-chains on one value become a BRX table.
chains = []
for k in sass:
    if not k.startswith("ch_"):
        continue
    parts = k.split("_")[1:]
    pre = parts[-1] == "p"
    if pre:
        parts = parts[:-1]
    e = parts[-1] == "e"
    vals = [int(v) for v in parts[:-1]]
    chains.append({"key": k, "values": vals, "final_else": e, "work_before": pre, "brx": sass[k]["brx"],
                   "compare_branches": sass[k]["bra_cond"]})


def rule(c):
    return (not c["work_before"]) and c["values"][0] == 0 and (len(c["values"]) >= 3 or c["final_else"])


agree = sum(1 for c in chains if (c["brx"] > 0) == rule(c))
table_size = {c["key"]: c["compare_branches"] for c in chains if c["brx"]}
# 2. One outcome of a jump-table chain (dense 0-based sets), beyond its side's ops: work(8 + k), final else work(20).
outcomes = {}
for m in range(2, 7):
    for e in (True, False):
        key = f"ch_{'_'.join(map(str, range(m)))}_{'e' if e else 'n'}"
        if not rule({"values": list(range(m)), "final_else": e, "work_before": False}):
            continue
        d = [round(T[(key, f"one_{k}")] - (8 + k) * OP - LINE, 3) for k in range(m)]
        d.append(round(T[(key, "one_out")] - (20 * OP if e else 0) - LINE, 3))
        outcomes[f"{m}{'e' if e else 'n'}"] = {"kernel": key, "outcomes": d}
# the same table for other 0-based sets (strided, sparse): how far from the dense one
spread = []
for c in chains:
    if c["brx"] and not c["work_before"] and c["values"] != list(range(len(c["values"]))):
        m = len(c["values"])
        dense = outcomes[f"{m}{'e' if c['final_else'] else 'n'}"]["outcomes"]
        for k in range(m):
            spread.append(T[(c["key"], f"one_{k}")] - (8 + k) * OP - LINE - dense[k])
# 3. A switch or jump-table chain as the whole else side of a real if: what the else side's branch hides.
sw = dsp["switch_one_case_cycles"]
hidden = []
for k in (4, 5, 8):
    for case, r, ops in (("case0", 0, 6), ("case1", 1, 7)):
        pred = LINE + 8 * 0 + ops * OP + SECOND + sw[str(k)]["cases"][r]
        hidden.append(("es_%d" % k, case, round(pred - T[("es_%d" % k, case)], 1)))
for key in ("ec3", "ec3b"):
    for case, o, ops in (("s0", 0, 9), ("s2", 2, 11)):
        pred = LINE + ops * OP + SECOND + outcomes["2e"]["outcomes"][o]
        hidden.append((key, case, round(pred - T[(key, case)], 1)))
switch_in_else = round(statistics.mean(h[2] for h in hidden), 3)
# 4. `if (cond) continue;` where no lane skips: what of the real if (the second side: the rest of the body) hides.
LB = ctx["loop_branch_body_overhead_cycles"]
cont = []
HID = ctx["preceding_work_hidden_cycles"]
for key, rest, stmt, pre in (("lcg_6", 6, 0, 0), ("lcg_12", 12, 0, 0), ("lcp_8", 12, 0, HID), ("wc_8", 8, 1, 0)):
    pred = LINE + ENTRY + 8 * (SECOND - pre + rest * OP + LB + stmt)
    cont.append((key, "never", round((pred - T[(key, "never")]) / 8, 2)))
continue_hidden = round(statistics.mean(c[2] for c in cont), 3)
# 5. `if (cond) break;`: no lane leaves: the loop alone (the compare folds into the loop's own exit test).
brk = []
for key, ops in (("lb_4", 4), ("lb_10", 10), ("lbt_10", 10)):
    plain = LINE + ENTRY + 8 * max(base["loop_iteration_floor_cycles"], ops * OP + base["loop_long_body_overhead_cycles"])
    brk.append((key, "never", T[(key, "never")], round(plain, 1), round(100 * (plain - T[(key, "never")]) / T[(key, "never")], 1)))

meta = json.load(open(meta_path))
doc = {
    "format": "brx.json: the branch-shape family's fit (model version 4)",
    "about": __doc__.strip().splitlines()[0],
    "run": meta,
    "rules": {
        "chain_jump_table": "an if-chain that compares one value with constants becomes a BRX table iff its first compare is with 0, no straight-line work precedes it in its block, and it has 3 or more compares or a final else. The table is indexed by the value itself, clamped to v1 + 1 (VIMNMX.U32): it covers the first two compares; any further compares follow as ordinary compare branches. Holes, spacing, offset of the later constants and the range (up to 0..20) make no difference; timings depend only on the number of compares and the final else.",
        "chain_rule_agreement": f"{agree} of {len(chains)} chain kernels",
        "switch": "a switch over non-zero-based constants (1,2,3; 3,7,11; 10,11,12) still gets BRX leaves (VIADDMNMX subtracts the offset); a 2-case switch on (0,5) or (2,5) is two compares. The switch tables of dispatch.json hold.",
        "else_if_on_another_value": "an else-if whose condition tests another value than the link before it is an ordinary nested if/else: with short sides ptxas if-converts it exactly as else { if } (eis2, eib2, tis2: the same SASS and timings)",
        "break": "if (cond) break; adds no branch of its own: ptxas folds it into a second loop exit (lb_*, lbt_*); each further distinct exit point costs loop_exit_cycles as calibrated",
        "continue": "if (cond) continue; is a real branch around the rest of the body; with a rest of at most 4 ops ptxas if-converts the rest (lc_4: the same time for every lane layout)",
    },
    "chains": chains,
    "chain_one_outcome_cycles": outcomes,
    "zero_based_sparse_vs_dense_cycles": {"max_abs": round(max(abs(x) for x in spread), 3), "points": len(spread)},
    "parameters": [
        {"name": "switch_in_else_hidden_cycles", "value": switch_in_else,
         "about": "a switch or jump-table chain that is the whole else side of a real if: this much of the pair's fixed cost hides (mean over the points)", "points": hidden},
        {"name": "continue_if_hidden_cycles", "value": continue_hidden,
         "about": "per execution of if (cond) continue; in which lanes go on with the body: this much of the real if hides (mean over the points, cycles per iteration)", "points": cont},
    ],
    "break_checks [kernel, case, measured, loop alone, error %]": brk,
    "sass": sass,
}
json.dump(doc, open(out_path, "w"), indent=1)
print(doc["rules"]["chain_rule_agreement"], "switch_in_else", switch_in_else, hidden, "continue", continue_hidden, cont, brk,
      "sparse", doc["zero_based_sparse_vs_dense_cycles"])
for k, v in outcomes.items():
    print(k, v["outcomes"])
