"""Calibration family 8 (issue 35, after round 7): a loop that is a whole side of a branch on a vote (none is a
judged kernel). Writes c8_kernels.json and c8.cu (regions timed by ../prereg/harness.cuh).

  vel_T  a vote if/else: then 5 ops, else a T-trip constant loop of work(4)
  vtl_T  a vote if/else: then a T-trip constant loop of work(4), else 6 ops
  vdl_C  a vote if/else: then a loop of cnt trips of work(5), else 7 ops (cnt = C)
  rel_T  a real if/else on sel: then 8 ops, else a T-trip constant loop of work(4)
"""

from family_writer import write

def L(f): return [int(f(l)) for l in range(32)]
def C(v): return [v] * 32
K = []
S = "sel[threadIdx.x]"
N = "cnt[threadIdx.x]"
def add(key, body, cuda, cases):
    src = "__global__ void " + key + "(const int *sel, const int *cnt) {\n" + "\n".join("    " + l for l in body.strip("\n").splitlines()) + "\n}\n"
    K.append(dict(key=key, shape=key, lanes=32, source=src, cuda=cuda, cases=[dict(case=c, inputs=i) for c, i in cases]))

def loop(t, w, salt):
    return (f"for (int i = 0; i < {t}; i++) {{\n        work({w});\n    }}", f"\n#pragma unroll 1\n    for (int i = 0; i < {t}; ++i) x = W<{w}, {salt}>(x);\n    ")
for t in (2, 3, 5):
    b, c = loop(t, 4, 2)
    add(f"vel_{t}", f"if (__all_sync(0xffffffff, {N} > 0)) {{\n    work(5);\n}} else {{\n    {b}\n}}",
        f"if (__all_sync(FULL_MASK, c > 0)) x = W<5, 1>(x); else {{{c}}}",
        [("then", {"cnt": C(1)}), ("else", {"cnt": C(0)})])
    add(f"vtl_{t}", f"if (__any_sync(0xffffffff, {N} > 0)) {{\n    {b}\n}} else {{\n    work(6);\n}}",
        f"if (__any_sync(FULL_MASK, c > 0)) {{{c}}} else x = W<6, 1>(x);",
        [("then", {"cnt": C(1)}), ("else", {"cnt": C(0)})])
for t in (2, 4):
    b, c = loop(t, 4, 2)
    add(f"rel_{t}", f"if ({S} < 16) {{\n    work(8);\n}} else {{\n    {b}\n}}",
        f"if (s < 16) x = W<8, 1>(x); else {{{c}}}",
        [("then", {"sel": C(0)}), ("else", {"sel": C(20)}), ("divergent", {"sel": L(lambda l: l)})])
for n in (1, 2, 4):
    add(f"vdl_{n}", f"if (__all_sync(0xffffffff, {N} > 0)) {{\n    for (int i = 0; i < {N}; i++) {{\n        work(5);\n    }}\n}} else {{\n    work(7);\n}}",
        "if (__all_sync(FULL_MASK, c > 0)) {\n#pragma unroll 1\n    for (int i = 0; i < c; ++i) x = W<5, 2>(x);\n    } else x = W<7, 1>(x);",
        [("then", {"cnt": C(n)})])

write("c8", "Calibration family 8 (issue 35, after round 7), in the rounds' kernel format: see c8_gen.py. Not a pre-registration.",
      K, {k["key"]: ["sel", "cnt"] for k in K},
      "Warpwise calibration family 8 (issue 35): written by c8_gen.py; regions as ../prereg/round7.cu's.")
