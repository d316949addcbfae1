"""Calibration family 12 (issue 35, for a model version 10): the effects round 10 named, each on its own sweep, none a
judged kernel. Writes c12_kernels.json and c12.cu (regions timed by ../prereg/harness.cuh, one warp).

  vae_P_A_B  5 trips of `work(P); if (__any_sync(sel == i)) work(A); else work(B);`: a vote if/else on the counter
             after work, P = 0, 2, (A, B) = (4, 1), (1, 4), (3, 3); the vote true every trip or false every trip
  vie4_A_B   4 trips of `if (__all_sync(sel < 20)) work(A); else work(B);`: a loop-invariant vote if/else,
             (A, B) = (6, 3), (3, 6), (2, 2); true or false
  p2v_A_B_P  5 trips of `if ((sel + i) & 1) work(A); if ((sel + i) & 2) work(B); work(P);`: two varying if-converted
             ifs and work after them, (A, B, P) = (2, 1, 1), (1, 1, 0), (2, 2, 2), (3, 1, 0)
  dlp_P_Q_C  a data-trip loop (cnt = C, every lane) of `work(P); if (((sel + i) & 1) != 0) work(Q);`, P = 0, 2,
             Q = 2, 3, C = 3, 6
"""

from family_writer import write

def L(f): return [int(f(l)) for l in range(32)]
def C(v): return [v] * 32
K = []
S = "sel[threadIdx.x]"
N = "cnt[threadIdx.x]"
U = "\n#pragma unroll 1\n    "
def add(key, body, cuda, cases):
    src = f"__global__ void {key}(const int *sel, const int *cnt) {{\n" + "\n".join("    " + l for l in body.strip("\n").splitlines()) + "\n}\n"
    K.append(dict(key=key, shape=key, lanes=32, source=src, cuda=cuda, cases=[dict(case=c, inputs=i) for c, i in cases]))
def work(p, salt):
    return (f"work({p});\n    " if p else "", f"x = W<{p}, {salt}>(x); " if p else "")

for p in (0, 2):
    for a, b in [(4, 1), (1, 4), (3, 3)]:
        w, wc = work(p, 1)
        add(f"vae_{p}_{a}_{b}",
            f"for (int i = 0; i < 5; i++) {{\n    {w}if (__any_sync(0xffffffff, {S} == i)) {{\n        work({a});\n    }} else {{\n        work({b});\n    }}\n}}",
            U.lstrip("\n") + f"for (int i = 0; i < 5; ++i) {{ {wc}if (__any_sync(FULL_MASK, s == i)) x = W<{a}, 2>(x); else x = W<{b}, 3>(x); }}",
            [("true", {"sel": L(lambda l: l % 5), "cnt": C(0)}), ("false", {"sel": C(9), "cnt": C(0)})])
for a, b in [(6, 3), (3, 6), (2, 2)]:
    add(f"vie4_{a}_{b}",
        f"for (int i = 0; i < 4; i++) {{\n    if (__all_sync(0xffffffff, {S} < 20)) {{\n        work({a});\n    }} else {{\n        work({b});\n    }}\n}}",
        U.lstrip("\n") + f"for (int i = 0; i < 4; ++i) {{ if (__all_sync(FULL_MASK, s < 20)) x = W<{a}, 1>(x); else x = W<{b}, 2>(x); }}",
        [("true", {"sel": C(0), "cnt": C(0)}), ("false", {"sel": L(lambda l: 25 if l == 3 else 0), "cnt": C(0)})])
for a, b, p in [(2, 1, 1), (1, 1, 0), (2, 2, 2), (3, 1, 0)]:
    w, wc = work(p, 3)
    add(f"p2v_{a}_{b}_{p}",
        f"for (int i = 0; i < 5; i++) {{\n    if ((({S} + i) & 1) != 0) {{\n        work({a});\n    }}\n    if ((({S} + i) & 2) != 0) {{\n        work({b});\n    }}\n" + (f"    work({p});\n" if p else "") + "}",
        U.lstrip("\n") + f"for (int i = 0; i < 5; ++i) {{ if (((s + i) & 1) != 0) x = W<{a}, 1>(x); if (((s + i) & 2) != 0) x = W<{b}, 2>(x); {wc}}}",
        [("divergent", {"sel": L(lambda l: l), "cnt": C(0)}), ("uniform", {"sel": C(0), "cnt": C(0)})])
for p in (0, 2):
    for q in (2, 3):
        for c in (3, 6):
            w, wc = work(p, 1)
            add(f"dlp_{p}_{q}_{c}",
                f"for (int i = 0; i < {N}; i++) {{\n    {w}if ((({S} + i) & 1) != 0) {{\n        work({q});\n    }}\n}}",
                U.lstrip("\n") + f"for (int i = 0; i < c; ++i) {{ {wc}if (((s + i) & 1) != 0) x = W<{q}, 2>(x); }}",
                [("uniform", {"sel": C(0), "cnt": C(c)})])

write("c12", "Calibration family 12 (issue 35, for a model version 10), in the rounds' kernel format: see c12_gen.py. Not a pre-registration.",
      K, {k["key"]: ["sel", "cnt"] for k in K},
      "Warpwise calibration family 12 (issue 35): written by c12_gen.py; regions as ../prereg/round10.cu's.")
