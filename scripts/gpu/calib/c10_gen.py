"""Calibration family 10 (issue 35, for model version 8): the effects round 8 named, each on its own sweep, none a
judged kernel. Writes c10_kernels.json and c10.cu (regions timed by ../prereg/harness.cuh, one warp).

  vl_T     a T-trip constant loop whose body is `if (__any_sync(sel == i)) work(4)`: a vote on the loop counter,
           T = 2, 4, 8; every trip's vote true (sel = lane mod T) or none (sel = 99)
  vi_T     the same with a loop-invariant vote (sel == 0), T = 4, 8
  nl_T_K   a T-trip constant loop around a K-trip constant loop of work(2), T = 2, 4, K = 1, 2, 4
  nd_T     a T-trip constant loop around a data-trip loop (cnt) of work(2), T = 2, 4; cnt 2, lane mod 4, 0
  ls_load  an if/else ending a side after a load (k = tab[j]); ls_stmt after an arithmetic statement (k = j + 3);
           ls_none starting the side (the whole-side rule's calibrated case); the other side work(8)
  clt_T_B  a T-trip constant loop of work(B) at the top of the region, T = 2, 8, B = 1, 2 (family 9 has T = 4)
  ifl_N    a 4-trip constant loop of `if (sel < 16) work(N)` (no else), N = 4, 6, 8: where ptxas stops
           if-converting inside a loop
"""

from family_writer import write

def L(f): return [int(f(l)) for l in range(32)]
def C(v): return [v] * 32
TAB = [(5 * i + 3) % 32 for i in range(32)] * 2
K = []
S = "sel[threadIdx.x]"
def add(key, params, body, cuda, cases):
    src = f"__global__ void {key}({params}) {{\n" + "\n".join("    " + l for l in body.strip("\n").splitlines()) + "\n}\n"
    K.append(dict(key=key, shape=key, lanes=32, source=src, cuda=cuda, cases=[dict(case=c, inputs=i) for c, i in cases]))

SC = "const int *sel, const int *cnt"
for t in (2, 4, 8):
    add(f"vl_{t}", "const int *sel",
        f"for (int i = 0; i < {t}; i++) {{\n    if (__any_sync(0xffffffff, {S} == i)) {{\n        work(4);\n    }}\n}}",
        f"\n#pragma unroll 1\n    for (int i = 0; i < {t}; ++i) {{ if (__any_sync(FULL_MASK, s == i)) x = W<4, 1>(x); }}\n    ",
        [("every", {"sel": L(lambda l: l % t)}), ("none", {"sel": C(99)})])
for t in (4, 8):
    add(f"vi_{t}", "const int *sel",
        f"for (int i = 0; i < {t}; i++) {{\n    if (__any_sync(0xffffffff, {S} == 0)) {{\n        work(4);\n    }}\n}}",
        f"\n#pragma unroll 1\n    for (int i = 0; i < {t}; ++i) {{ if (__any_sync(FULL_MASK, s == 0)) x = W<4, 1>(x); }}\n    ",
        [("every", {"sel": L(lambda l: l % 4)}), ("none", {"sel": C(99)})])
for t in (2, 4):
    for k in (1, 2, 4):
        add(f"nl_{t}_{k}", SC,
            f"for (int i = 0; i < {t}; i++) {{\n    for (int j = 0; j < {k}; j++) {{\n        work(2);\n    }}\n}}",
            f"\n#pragma unroll 1\n    for (int i = 0; i < {t}; ++i) {{\n#pragma unroll 1\n        for (int j = 0; j < {k}; ++j) x = W<2, 1>(x); }}\n    ",
            [("uniform", {"sel": C(0)})])
for t in (2, 4):
    add(f"nd_{t}", SC,
        f"for (int i = 0; i < {t}; i++) {{\n    for (int j = 0; j < cnt[threadIdx.x]; j++) {{\n        work(2);\n    }}\n}}",
        f"\n#pragma unroll 1\n    for (int i = 0; i < {t}; ++i) {{\n#pragma unroll 1\n        for (int j = 0; j < c; ++j) x = W<2, 1>(x); }}\n    ",
        [("two", {"sel": C(0), "cnt": C(2)}), ("divergent", {"sel": C(0), "cnt": L(lambda l: l % 4)}), ("zero", {"sel": C(0), "cnt": C(0)})])
sides = {
    "ls_load": ("int k = tab[j];\n        if (k < 10)", "int k = TAB[s]; if (k < 10)"),
    "ls_stmt": ("int k = j + 3;\n        if (k < 10)", "int k = s + 3; if (k < 10)"),
    "ls_none": ("if (j < 8)", "if (s < 8)"),
}
for key, (src, cu) in sides.items():
    add(key, "const int *sel, const int *tab",
        f"int j = {S};\nif (j < 16) {{\n    {src} {{\n        work(6);\n    }} else {{\n        work(9);\n    }}\n}} else {{\n    work(8);\n}}",
        f"pin(s); if (s < 16) {{ {cu} x = W<6, 1>(x); else x = W<9, 2>(x); }} else x = W<8, 3>(x);",
        [("divergent", {"sel": L(lambda l: l), "tab": TAB}), ("inner", {"sel": L(lambda l: l % 16), "tab": TAB}),
         ("uniform", {"sel": C(0), "tab": TAB})])
for t in (2, 8):
    for b in (1, 2):
        add(f"clt_{t}_{b}", SC, f"for (int i = 0; i < {t}; i++) {{\n    work({b});\n}}",
            f"\n#pragma unroll 1\n    for (int i = 0; i < {t}; ++i) x = W<{b}, 2>(x);\n    ", [("uniform", {"sel": C(0)})])
for n in (4, 6, 8):
    add(f"ifl_{n}", SC, f"for (int i = 0; i < 4; i++) {{\n    if ({S} < 16) {{\n        work({n});\n    }}\n}}",
        f"\n#pragma unroll 1\n    for (int i = 0; i < 4; ++i) {{ if (s < 16) x = W<{n}, 1>(x); }}\n    ",
        [("divergent", {"sel": L(lambda l: l)}), ("taken", {"sel": C(0)})])

write("c10", "Calibration family 10 (issue 35, for model version 8), in the rounds' kernel format: see c10_gen.py. Not a pre-registration.",
      K, {k["key"]: ["sel", "cnt"] for k in K},
      "Warpwise calibration family 10 (issue 35): written by c10_gen.py; regions as ../prereg/round8.cu's.")
