"""Writes the branch-shape calibration family (model version 4, after pre-registration round 3):

    python3 brx_gen.py brx.cu brx_kernels.json

brx.cu holds one CUDA region per key (the frame of ../prereg/harness.cuh), brx_kernels.json the same regions in
the stepper's language with their inputs, in the format of ../prereg/kernels-roundN.json (so the model can be run
over them: `cargo test --test prereg -- --ignored show_model_on_calibration`). None of these kernels is a
pre-registered kernel of rounds 1-4. Families (s = sel[lane], c = cnt[lane]):

  ch_<values>_<e|n>[_p]  if (s == v0) work(8) else if (s == v1) work(9) ... [else work(20)]: an if-chain on one
                         value over a constant set (2-6 compares; dense, offset, strided, sparse), with (e) or
                         without (n) a final else; _p: work(8) just before it.
  sw_<values>            switch (s) over the same constant sets (is a switch priced like the chain?).
  lc_A                   for (i < c) { if (((s + i) & 1) == 0) continue; work(A); }
  lcg_A                  for (i < c) { if (s > i) continue; work(A); }      (per-lane number of skipped trips)
  lcp_A                  for (i < c) { work(4); if (s > i) continue; work(A); }
  lb_A / lbt_A           for (i < c) { work(A); if (s == i) break; }  /  { if (s == i) break; work(A); }
  wc_A                   int i = 0; while (i < c) { i += 1; if (s > i) continue; work(A); }
  nl_B                   for (i < c) { for (j < s) work(B); }               (divergent inner trip count)
  es_K                   if (c == 0) work(8); else switch (s) { K cases of work(6..) }
  ec3 / ec3b             if (c == 0) work(8); else if (s == 0) .. else if (s == 1) .. else ..  (and as else { if .. })
  eis2 / eib2 / tis2     short sides (2-3 ops): an else-if on another value, the same as else { if }, and a short
                         if/else that is the whole then side.
"""
import json
import sys

cu_out, js_out = sys.argv[1], sys.argv[2]
regions = []   # (key, cuda body)
kernels = []   # stepper kernels


def lanes(f):
    return [int(f(l)) for l in range(32)]


def const(v):
    return [v] * 32


def split(*vals):
    return [vals[l * len(vals) // 32] for l in range(32)]


def add(key, cuda, stepper, cases, params=("sel", "cnt")):
    regions.append((key, cuda))
    sig = ", ".join(f"const int *{p}" for p in params) + ", int n"
    src = f"__global__ void {key}({sig}) {{\n" + "\n".join("    " + l for l in stepper.strip().splitlines()) + "\n}\n"
    cs = []
    for name, s, c in cases:
        cs.append({"case": name, "inputs": {"sel": s, "cnt": c}})
    kernels.append({"key": key, "lanes": 32, "source": src, "cases": cs})


S = "sel[threadIdx.x]"
C = "cnt[threadIdx.x]"
T8 = const(8)

# 1. If-chains on one value.
SETS = [
    (0, 1), (1, 2), (2, 3), (0, 2), (0, 3), (0, 4), (0, 5), (0, 6), (0, 9), (1, 5), (2, 5), (2, 4), (3, 7), (5, 6),
    (7, 8), (10, 11),
    (0, 1, 2), (1, 2, 3), (2, 3, 4), (0, 2, 4), (0, 5, 10), (3, 7, 11), (0, 1, 9), (10, 11, 12),
    (0, 1, 2, 3), (1, 2, 3, 4), (0, 2, 4, 6), (3, 7, 11, 15), (2, 5, 8, 11), (0, 1, 2, 20),
    (0, 1, 2, 3, 4), (1, 2, 3, 4, 5), (0, 3, 6, 9, 12), (3, 7, 11, 15, 19),
    (0, 1, 2, 3, 4, 5), (2, 3, 4, 5, 6, 7), (0, 4, 8, 12, 16, 20), (3, 7, 11, 15, 19, 23),
]
PRE = [(0, 1, 2), (1, 2, 3), (3, 7, 11), (0, 5), (0, 1, 2, 3), (1, 2, 3, 4, 5)]
SW = [(2, 5), (0, 5), (1, 2, 3), (3, 7, 11), (10, 11, 12), (1, 2, 3, 4, 5)]
OUT = 99


def name(vals):
    return "_".join(map(str, vals))


def chain(vals, final_else, pre):
    key = f"ch_{name(vals)}_{'e' if final_else else 'n'}" + ("_p" if pre else "")
    cu, st = [], []
    if pre:
        cu.append("x = W<8, 30>(x);")
        st.append("work(8);")
    for k, v in enumerate(vals):
        kw = "if" if k == 0 else "else if"
        cu.append(f"{kw} (s == {v}) x = W<{8 + k}, {k + 1}>(x);")
        st.append(("" if k == 0 else "} else ") + f"if ({S} == {v}) {{\n    work({8 + k});")
    if final_else:
        cu.append("else x = W<20, 20>(x);")
        st.append("} else {\n    work(20);")
    st.append("}")
    hole = next((h for h in range(min(vals), max(vals)) if h not in vals), None)
    cases = [(f"one_{k}", const(v), T8) for k, v in enumerate(vals)] + [("one_out", const(OUT), T8)]
    if not pre:
        if hole is not None:
            cases.append(("one_hole", const(hole), T8))
        cases.append(("set_first_out", split(vals[0], OUT), T8))
        cases.append(("set_first_last", split(vals[0], vals[-1]), T8))
    cases.append(("set_all", split(*vals, OUT), T8))
    add(key, "\n".join(cu), "\n".join(st), cases)


for vals in SETS:
    for e in (True, False):
        chain(vals, e, False)
for vals in PRE:
    chain(vals, True, True)
for vals in SW:
    cu = "switch (s) { " + " ".join(f"case {v}: x = W<{8 + k}, {k + 1}>(x); break;" for k, v in enumerate(vals)) + " default: break; }"
    st = f"switch ({S}) {{\n" + "\n".join(f"    case {v}: work({8 + k}); break;" for k, v in enumerate(vals)) + "\n    default: break;\n}"
    cases = [(f"one_{k}", const(v), T8) for k, v in enumerate(vals)] + [("one_out", const(OUT), T8),
                                                                        ("set_all", split(*vals, OUT), T8)]
    add(f"sw_{name(vals)}", cu, st, cases)

# 2. continue and break in loops with a divergent condition.
ALT = lanes(lambda l: l % 2)
for a in (4, 8, 14):
    add(f"lc_{a}", f"_Pragma(\"unroll 1\") for (int i = 0; i < c; ++i) {{ if (((s + i) & 1) == 0) continue; x = W<{a}, 1>(x); }}",
        f"for (int i = 0; i < {C}; i++) {{\n    if ((({S} + i) & 1) == 0) {{\n        continue;\n    }}\n    work({a});\n}}",
        [("uniform_alt", const(1), T8), ("divergent_alt", ALT, T8), ("uniform_odd_trips", const(0), const(5))])
for a in (6, 12):
    add(f"lcg_{a}", f"_Pragma(\"unroll 1\") for (int i = 0; i < c; ++i) {{ if (s > i) continue; x = W<{a}, 1>(x); }}",
        f"for (int i = 0; i < {C}; i++) {{\n    if ({S} > i) {{\n        continue;\n    }}\n    work({a});\n}}",
        [("never", const(-1), T8), ("always", const(100), T8), ("first3", const(3), T8), ("split_0_3", split(0, 3), T8),
         ("lane_mod8", lanes(lambda l: l % 8), T8), ("split_never_always", split(-1, 100), T8)])
add("lcp_8", "_Pragma(\"unroll 1\") for (int i = 0; i < c; ++i) { x = W<4, 2>(x); if (s > i) continue; x = W<8, 1>(x); }",
    f"for (int i = 0; i < {C}; i++) {{\n    work(4);\n    if ({S} > i) {{\n        continue;\n    }}\n    work(8);\n}}",
    [("never", const(-1), T8), ("always", const(100), T8), ("split_0_3", split(0, 3), T8), ("lane_mod8", lanes(lambda l: l % 8), T8)])
for a in (4, 10):
    add(f"lb_{a}", f"_Pragma(\"unroll 1\") for (int i = 0; i < c; ++i) {{ x = W<{a}, 1>(x); if (s == i) break; }}",
        f"for (int i = 0; i < {C}; i++) {{\n    work({a});\n    if ({S} == i) {{\n        break;\n    }}\n}}",
        [("never", const(-1), T8), ("at2", const(2), T8), ("split_2_5", split(2, 5), T8), ("lane_mod8", lanes(lambda l: l % 8), T8),
         ("split_2_never", split(2, -1), T8)])
add("lbt_10", "_Pragma(\"unroll 1\") for (int i = 0; i < c; ++i) { if (s == i) break; x = W<10, 1>(x); }",
    f"for (int i = 0; i < {C}; i++) {{\n    if ({S} == i) {{\n        break;\n    }}\n    work(10);\n}}",
    [("never", const(-1), T8), ("at2", const(2), T8), ("split_2_5", split(2, 5), T8), ("lane_mod8", lanes(lambda l: l % 8), T8)])
add("wc_8", "int i = 0; _Pragma(\"unroll 1\") while (i < c) { i += 1; if (s > i) continue; x = W<8, 1>(x); }",
    f"int i = 0;\nwhile (i < {C}) {{\n    i += 1;\n    if ({S} > i) {{\n        continue;\n    }}\n    work(8);\n}}",
    [("never", const(-1), T8), ("always", const(100), T8), ("split_0_4", split(0, 4), T8), ("lane_mod8", lanes(lambda l: l % 8), T8)])
for b in (2, 8):
    add(f"nl_{b}", f"_Pragma(\"unroll 1\") for (int i = 0; i < c; ++i) {{ _Pragma(\"unroll 1\") for (int j = 0; j < s; ++j) x = W<{b}, 1>(x); }}",
        f"for (int i = 0; i < {C}; i++) {{\n    for (int j = 0; j < {S}; j++) {{\n        work({b});\n    }}\n}}",
        [("uniform3", const(3), const(4)), ("split_1_4", split(1, 4), const(4)), ("lane_mod4", lanes(lambda l: l % 4 + 1), const(4)),
         ("zero", const(0), const(4))])

# 3. A switch or an if-chain as the whole else side of an if.
for k in (4, 5, 8):
    cu = "if (c == 0) x = W<8, 40>(x); else { switch (s) { " + " ".join(f"case {v}: x = W<{6 + v % 3}, {v + 1}>(x); break;" for v in range(k)) + " default: break; } }"
    st = f"if ({C} == 0) {{\n    work(8);\n}} else {{\n    switch ({S}) {{\n" + "\n".join(f"        case {v}: work({6 + v % 3}); break;" for v in range(k)) + "\n        default: break;\n    }\n}"
    add(f"es_{k}", cu, st,
        [("then", const(0), const(0)), ("case0", const(0), const(1)), ("case1", const(1), const(1)),
         ("cases_0_3", split(0, 3), const(1)), ("then_and_case1", const(1), split(0, 1)),
         ("then_and_cases_1_3", lanes(lambda l: 1 if l < 16 else 3), lanes(lambda l: 0 if l < 8 else 1))])
for key, wrap in (("ec3", False), ("ec3b", True)):
    inner_cu = "if (s == 0) x = W<9, 1>(x); else if (s == 1) x = W<10, 2>(x); else x = W<11, 3>(x);"
    cu = "if (c == 0) x = W<8, 40>(x); else " + ("{ " + inner_cu + " }" if wrap else inner_cu)
    if wrap:
        st = f"if ({C} == 0) {{\n    work(8);\n}} else {{\n    if ({S} == 0) {{\n        work(9);\n    }} else if ({S} == 1) {{\n        work(10);\n    }} else {{\n        work(11);\n    }}\n}}"
    else:
        st = f"if ({C} == 0) {{\n    work(8);\n}} else if ({S} == 0) {{\n    work(9);\n}} else if ({S} == 1) {{\n    work(10);\n}} else {{\n    work(11);\n}}"
    add(key, cu, st, [("then", const(0), const(0)), ("s0", const(0), const(1)), ("s2", const(2), const(1)),
                      ("s_0_1", split(0, 1), const(1)), ("then_and_s1", const(1), split(0, 1)),
                      ("all", lanes(lambda l: l % 3), lanes(lambda l: 0 if l < 8 else 1))])
SHORT = [("then", const(0), const(0)), ("s0", const(0), const(1)), ("s1", const(1), const(1)),
         ("s_0_1", split(0, 1), const(1)), ("then_and_s0", const(0), split(0, 1)), ("all", lanes(lambda l: l % 2), lanes(lambda l: 0 if l < 16 else 1))]
add("eis2", "if (c == 0) x = W<2, 40>(x); else if (s == 0) x = W<2, 1>(x); else x = W<3, 2>(x);",
    f"if ({C} == 0) {{\n    work(2);\n}} else if ({S} == 0) {{\n    work(2);\n}} else {{\n    work(3);\n}}", SHORT)
add("eib2", "if (c == 0) x = W<2, 40>(x); else { if (s == 0) x = W<2, 1>(x); else x = W<3, 2>(x); }",
    f"if ({C} == 0) {{\n    work(2);\n}} else {{\n    if ({S} == 0) {{\n        work(2);\n    }} else {{\n        work(3);\n    }}\n}}", SHORT)
add("tis2", "if (c != 0) { if (s == 0) x = W<2, 1>(x); else x = W<3, 2>(x); } else x = W<2, 40>(x);",
    f"if ({C} != 0) {{\n    if ({S} == 0) {{\n        work(2);\n    }} else {{\n        work(3);\n    }}\n}} else {{\n    work(2);\n}}", SHORT)
add("eis6", "if (c == 0) x = W<6, 40>(x); else if (s == 0) x = W<4, 1>(x); else x = W<3, 2>(x);",
    f"if ({C} == 0) {{\n    work(6);\n}} else if ({S} == 0) {{\n    work(4);\n}} else {{\n    work(3);\n}}", SHORT)

with open(cu_out, "w") as f:
    f.write("// Generated by brx_gen.py (see its docstring): the branch-shape calibration family of model version 4.\n")
    f.write('#include "../prereg/harness.cuh"\n\n')
    f.write("#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)\n")
    for key, body in regions:
        f.write(f"REGION({key}) {{ {body} return x; }} }};\nPKERNEL({key})\n")
    f.write("\nstatic const Entry TABLE[] = {\n" + "".join(f'    {{"{k}", {k}}},\n' for k, _ in regions) + "};\n")
    f.write("\nint main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }\n")
doc = {"round": 0, "about": "Calibration family brx (scripts/gpu/calib/brx_gen.py), model version 4; not pre-registered kernels.",
       "cuda_data": {k["key"]: ["sel", "cnt"] for k in kernels}, "kernels": kernels}
json.dump(doc, open(js_out, "w"), indent=1)
print(len(regions), "kernels,", sum(len(k["cases"]) for k in kernels), "cases", file=sys.stderr)
