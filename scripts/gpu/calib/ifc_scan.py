#!/usr/bin/env python3
"""Classifies every kernel of the if-conversion study from its SASS and PTX.

usage: ifc_scan.py BUILD_DIR OUT_DIR
BUILD_DIR holds one folder per group (e.g. V_H_C3_g) with GROUP.sass (cuobjdump -sass of the cubin) and the
PTX nvcc kept (*.ptx). Writes OUT_DIR/ifconvert_rows.csv and OUT_DIR/ifconvert_excerpts.txt (SASS and PTX of
selected kernels). Each kernel is compared with its group's control kernel (same context, one unconditional
op instead of the branch), so the context's own branches (loop guard, back edge) cancel out.

Verdicts (SASS):
  branch      the region has a conditional branch (BRA) or a reconvergence barrier (BSSY) the control lacks
  mixed       branch, and some of the FFMAs are predicated too
  predicated  no extra branch; FFMAs under @P / @!P (ptxas if-converted)
  select      no extra branch, no predicated FFMA, an extra FSEL/SEL: both sides computed, result selected
  unswitched  the loop was duplicated (more backward branches than the control): the branch left the loop
  jumptable   BRX
  none        none of these (e.g. a side folded away)
'by' says who removed the branch: nvvm (already gone in the PTX), ptxas (a branch in the PTX, none in the
SASS) or kept (a branch in both).
"""
import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sasslib  # noqa: E402

NAME = re.compile(r"^k_([VNCR])_(S|SC|L|LC|LW|H)_(E|C3)_([gGtp])_(\d+|ctl)(?:_(\d+))?$")
EXCERPT_AB = {(4, 3), (3, 4), (4, 0), (4, 4), (1, 1), (2, 1), (8, 8)}

FIELDS = ["kernel", "arith", "ctx", "shape", "cond", "A", "B", "verdict", "by", "ffma", "ffma_pred", "pred_other",
          "fsel", "sel", "d_bra_cond", "d_bra_uniform", "d_bra_back", "d_bssy", "brx", "d_instr",
          "ptx_fma", "ptx_d_bra_cond", "ptx_d_selp", "ptx_pred_other"]


def verdict(s, c, A, B):
    d_bra = s["bra_cond"] - c["bra_cond"]
    d_bssy = s["bssy"] - c["bssy"]
    d_sel = (s["fsel"] + s["sel"]) - (c["fsel"] + c["sel"])
    if s["brx"] > c["brx"]:
        return "jumptable"
    if s["bra_back"] > c["bra_back"]:
        return "unswitched"
    if d_bra > 0 or d_bssy > 0:
        return "mixed" if s["ffma_pred"] > 0 else "branch"
    if s["ffma_pred"] > 0:
        return "predicated"
    if d_sel > 0:
        return "select"
    return "none"


def main():
    build, out = sys.argv[1], sys.argv[2]
    rows, excerpts = [], []
    for group in sorted(os.listdir(build)):
        gdir = os.path.join(build, group)
        sass_file = os.path.join(gdir, group + ".sass")
        if not os.path.isfile(sass_file):
            continue
        sass_text = open(sass_file).read()
        sass = sasslib.parse_sass(sass_text)
        ptx = {}
        for f in os.listdir(gdir):
            if f.endswith(".ptx"):
                ptx.update(sasslib.parse_ptx(open(os.path.join(gdir, f)).read()))
        ctl_name = next((k for k in sass if k.endswith("_ctl")), None)
        if ctl_name is None:
            print(f"{group}: no control kernel", file=sys.stderr)
            continue
        c = sasslib.features(sass[ctl_name])
        cp = sasslib.ptx_features(ptx.get(ctl_name, []))
        raw_blocks = {b.partition("\n")[0].strip(): b for b in re.split(r"\n\s*Function : ", "\n" + sass_text)[1:]}
        for name, instrs in sass.items():
            m = NAME.match(name)
            if not m or m.group(5) == "ctl":
                continue
            arith, ctx, shape, cond, A, B = m.group(1), m.group(2), m.group(3), m.group(4), int(m.group(5)), int(m.group(6))
            s = sasslib.features(instrs)
            p = sasslib.ptx_features(ptx.get(name, []))
            v = verdict(s, c, A, B)
            ptx_branch = p["bra_cond"] - cp["bra_cond"] > 0
            if v in ("branch", "mixed", "jumptable", "unswitched"):
                by = "kept" if ptx_branch else "ptxas-added"
            else:
                by = "ptxas" if ptx_branch else "nvvm"
            rows.append(dict(kernel=name, arith=arith, ctx=ctx, shape=shape, cond=cond, A=A, B=B, verdict=v, by=by,
                             ffma=s["ffma"], ffma_pred=s["ffma_pred"], pred_other=s["pred_other"], fsel=s["fsel"],
                             sel=s["sel"], d_bra_cond=s["bra_cond"] - c["bra_cond"],
                             d_bra_uniform=s["bra_cond_uniform"] - c["bra_cond_uniform"],
                             d_bra_back=s["bra_back"] - c["bra_back"], d_bssy=s["bssy"] - c["bssy"], brx=s["brx"],
                             d_instr=s["instr"] - c["instr"], ptx_fma=p["fma"],
                             ptx_d_bra_cond=p["bra_cond"] - cp["bra_cond"], ptx_d_selp=p["selp"] - cp["selp"],
                             ptx_pred_other=p["pred_other"]))
            if (A, B) in EXCERPT_AB and cond == "g" or (A, B) == (4, 3):
                excerpts.append(f"==== {name}: verdict {v}, by {by}\n---- SASS\n" +
                                sasslib.strip_sass("Function : " + raw_blocks.get(name, "")) +
                                "---- PTX\n" + "\n".join(ptx.get(name, [])) + "\n")
        excerpts.append(f"==== {ctl_name} (control)\n---- SASS\n" +
                        sasslib.strip_sass("Function : " + raw_blocks.get(ctl_name, "")) +
                        "---- PTX\n" + "\n".join(ptx.get(ctl_name, [])) + "\n")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "ifconvert_rows.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=FIELDS)
        w.writeheader()
        for r in sorted(rows, key=lambda r: (r["arith"], r["ctx"], r["shape"], r["cond"], r["A"], r["B"])):
            w.writerow(r)
    with open(os.path.join(out, "ifconvert_excerpts.txt"), "w") as fh:
        fh.write("".join(excerpts))
    print(f"ifc_scan: {len(rows)} kernels classified, {len(excerpts)} excerpts", file=sys.stderr)


if __name__ == "__main__":
    main()
