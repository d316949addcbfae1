"""Calibration family 9 (issue 35, model version 7): the constant-trip loop's iteration by body length, at the top of
the region and as the whole else side of a real if (none is a judged kernel). Writes c9_kernels.json and c9.cu
(regions timed by ../prereg/harness.cuh).

  clb_B  a 4-trip constant loop of work(B), B = 1, 2, 3, 6, 8
  reb_B  a real if/else on sel: then 8 ops, else a 4-trip constant loop of work(B), B = 1, 2, 6, 8
"""

from family_writer import write

def L(f): return [int(f(l)) for l in range(32)]
def C(v): return [v] * 32
K = []
S = "sel[threadIdx.x]"
def add(key, body, cuda, cases):
    src = "__global__ void " + key + "(const int *sel, const int *cnt) {\n" + "\n".join("    " + l for l in body.strip("\n").splitlines()) + "\n}\n"
    K.append(dict(key=key, shape=key, lanes=32, source=src, cuda=cuda, cases=[dict(case=c, inputs=i) for c, i in cases]))

def loop(t, w, salt):
    return (f"for (int i = 0; i < {t}; i++) {{\n        work({w});\n    }}", f"\n#pragma unroll 1\n    for (int i = 0; i < {t}; ++i) x = W<{w}, {salt}>(x);\n    ")
for b in (1, 2, 3, 6, 8):
    s, c = loop(4, b, 2)
    add(f"clb_{b}", s.replace("\n    ", "\n"), c, [("uniform", {"sel": C(0)})])
for b in (1, 2, 6, 8):
    s, c = loop(4, b, 2)
    add(f"reb_{b}", f"if ({S} < 16) {{\n    work(8);\n}} else {{\n    {s}\n}}",
        f"if (s < 16) x = W<8, 1>(x); else {{{c}}}",
        [("else", {"sel": C(20)}), ("divergent", {"sel": L(lambda l: l)})])

write("c9", "Calibration family 9 (issue 35, model version 7), in the rounds' kernel format: see c9_gen.py. Not a pre-registration.",
      K, {k["key"]: ["sel", "cnt"] for k in K},
      "Warpwise calibration family 9 (issue 35): written by c9_gen.py; regions as ../prereg/round7.cu's.")
