"""Calibration family 7 (issue 35, after round 6): what round 6 showed missing, each effect on its own kernels
(none is a judged kernel). Writes c7_kernels.json and c7.cu (regions timed by ../prereg/harness.cuh).

  vse_A_B / vst_A_B  a vote if/else whose else (then) side is a whole real if/else of A vs B ops on sel
  vsl_T / rsl_T      a vote if (a real if on sel) whose then side is a T-trip loop of work(5), T constant
  cl_T / nl_T        a T-trip loop of work(5) with T a constant / T from the kernel's data (cnt)
  swt_m / swt_u      a switch that is the whole then side of a real if (else 11 ops): on sel & 3 / on sel (5 cases)
"""

from family_writer import write

def L(f): return [int(f(l)) for l in range(32)]
def C(v): return [v] * 32
K = []
S = "sel[threadIdx.x]"
N = "cnt[threadIdx.x]"
def add(key, params, body, cuda, cases):
    sig = ", ".join(f"const int *{p}" for p in params)
    src = f"__global__ void {key}({sig}) {{\n" + "\n".join("    " + l for l in body.strip("\n").splitlines()) + "\n}\n"
    K.append(dict(key=key, shape=key, lanes=32, source=src, cuda=cuda, cases=[dict(case=c, inputs=i) for c, i in cases]))

for a, b in ((8, 6), (12, 9)):
    add(f"vse_{a}_{b}", ["sel", "cnt"],
        f"if (__all_sync(0xffffffff, {N} > 0)) {{\n    work(7);\n}} else {{\n    if ({S} < 16) {{\n        work({a});\n    }} else {{\n        work({b});\n    }}\n}}",
        f"if (__all_sync(FULL_MASK, c > 0)) x = W<7, 1>(x); else {{ if (s < 16) x = W<{a}, 2>(x); else x = W<{b}, 3>(x); }}",
        [("divergent", {"sel": L(lambda l: l), "cnt": C(0)}), ("uniform", {"sel": C(0), "cnt": C(0)}), ("fast", {"sel": C(0), "cnt": C(1)})])
    add(f"vst_{a}_{b}", ["sel", "cnt"],
        f"if (__any_sync(0xffffffff, {N} > 0)) {{\n    if ({S} < 16) {{\n        work({a});\n    }} else {{\n        work({b});\n    }}\n}} else {{\n    work(7);\n}}",
        f"if (__any_sync(FULL_MASK, c > 0)) {{ if (s < 16) x = W<{a}, 2>(x); else x = W<{b}, 3>(x); }} else x = W<7, 1>(x);",
        [("divergent", {"sel": L(lambda l: l), "cnt": C(1)}), ("uniform", {"sel": C(0), "cnt": C(1)}), ("slow", {"sel": C(0), "cnt": C(0)})])
for t in (2, 3, 5):
    loop = f"for (int i = 0; i < {t}; i++) {{\n        work(5);\n    }}"
    cl = f"\n#pragma unroll 1\n    for (int i = 0; i < {t}; ++i) x = W<5, 1>(x);"
    add(f"vsl_{t}", ["sel", "cnt"], f"if (__any_sync(0xffffffff, {N} > 0)) {{\n    {loop}\n}}\nwork(2);",
        f"if (__any_sync(FULL_MASK, c > 0)) {{{cl}\n    }}\n    x = W<2, 2>(x);",
        [("taken", {"sel": C(0), "cnt": C(1)}), ("skipped", {"sel": C(0), "cnt": C(0)})])
    add(f"rsl_{t}", ["sel", "cnt"], f"if ({S} < 16) {{\n    {loop}\n}}\nwork(2);",
        f"if (s < 16) {{{cl}\n    }}\n    x = W<2, 2>(x);",
        [("taken", {"sel": C(0)}), ("divergent", {"sel": L(lambda l: l)})])
    add(f"cl_{t}", ["sel", "cnt"], f"for (int i = 0; i < {t}; i++) {{\n    work(5);\n}}", cl.strip("\n"), [("uniform", {"sel": C(0)})])
    add(f"nl_{t}", ["sel", "cnt"], f"for (int i = 0; i < {N}; i++) {{\n    work(5);\n}}",
        "\n#pragma unroll 1\n    for (int i = 0; i < c; ++i) x = W<5, 1>(x);", [("uniform", {"cnt": C(t)})])
add("swt_m", ["sel", "cnt"],
    f"if ({N} < 2) {{\n    switch ({S} & 3) {{\n    case 0: work(8); break;\n    case 1: work(8); break;\n    case 2: work(8); break;\n    default: work(8); break;\n    }}\n}} else {{\n    work(11);\n}}",
    "if (c < 2) { switch (s & 3) { case 0: x = W<8, 1>(x); break; case 1: x = W<8, 2>(x); break; case 2: x = W<8, 3>(x); break; default: x = W<8, 4>(x); break; } } else x = W<11, 5>(x);",
    [("uniform", {"sel": C(0), "cnt": C(0)}), ("case2", {"sel": C(2), "cnt": C(0)}), ("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 0 if l < 16 else 5)}), ("else", {"sel": C(0), "cnt": C(5)})])
add("swt_u", ["sel", "cnt"],
    f"if ({N} < 2) {{\n    switch ({S}) {{\n    case 0: work(8); break;\n    case 1: work(8); break;\n    case 2: work(8); break;\n    case 3: work(8); break;\n    case 4: work(8); break;\n    default: work(8); break;\n    }}\n}} else {{\n    work(11);\n}}",
    "if (c < 2) { switch (s) { case 0: x = W<8, 1>(x); break; case 1: x = W<8, 2>(x); break; case 2: x = W<8, 3>(x); break; case 3: x = W<8, 4>(x); break; case 4: x = W<8, 5>(x); break; default: x = W<8, 6>(x); break; } } else x = W<11, 7>(x);",
    [("uniform", {"sel": C(0), "cnt": C(0)}), ("case2", {"sel": C(2), "cnt": C(0)}), ("divergent", {"sel": L(lambda l: l % 5), "cnt": L(lambda l: 0 if l < 16 else 5)})])

write("c7", "Calibration family 7 (issue 35, after round 6), in the rounds' kernel format: see c7_gen.py. Not a pre-registration.",
      K, {k["key"]: ["sel", "cnt"] for k in K},
      "Warpwise calibration family 7 (issue 35): written by c7_gen.py; regions as ../prereg/round6.cu's.")
