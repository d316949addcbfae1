"""Calibration family 11 (issue 35, for model version 9): the effects round 9 named, each on its own sweep, none a
judged kernel. Writes c11_kernels.json and c11.cu (regions timed by ../prereg/harness.cuh, one warp).

  pw_P_Q_T   a T-trip constant loop of work(P) then `if (((sel + i) & 3) == 0) work(Q)`: an if-converted if on a
             varying condition beside other work, P = 0, 2, 3, 5, Q = 2, 3, T = 5 (and T = 3, 8 for P = 3, Q = 2)
  pi_P_Q     the same with a loop-invariant condition (sel < 16), P = 0, 3, Q = 2, 3, T = 5
  p2_A_B     5 trips of `if (sel < 16) work(A); if (((sel + i) & 3) == 0) work(B);`: two if-converted ifs, one
             invariant, one varying, (A, B) = (3, 2), (2, 2), (4, 1), (3, 3)
  vie_A_B    6 trips of `if (__all_sync(sel > i)) work(A); else work(B);`: a vote if/else on the counter with short
             sides, (A, B) = (5, 2), (2, 5), (8, 2), (4, 4), (6, 6); vote true every trip, false every trip, half
  vii_5_2    the same with a loop-invariant vote (sel > 0)
  vse_A_B    `if (__all_sync(sel > 5)) work(A); else work(B);` outside any loop, (A, B) = (5, 2), (8, 2), (6, 6)
"""

from family_writer import write

def L(f): return [int(f(l)) for l in range(32)]
def C(v): return [v] * 32
K = []
S = "sel[threadIdx.x]"
U = "\n#pragma unroll 1\n    "
def add(key, body, cuda, cases):
    src = f"__global__ void {key}(const int *sel) {{\n" + "\n".join("    " + l for l in body.strip("\n").splitlines()) + "\n}\n"
    K.append(dict(key=key, shape=key, lanes=32, source=src, cuda=cuda, cases=[dict(case=c, inputs=i) for c, i in cases]))

PRED_CASES = [("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)})]
def work(p, salt):
    return (f"work({p});\n    " if p else "", f"x = W<{p}, {salt}>(x); " if p else "")

for p, q, t in [(0, 2, 5), (0, 3, 5), (2, 2, 5), (3, 2, 5), (3, 3, 5), (5, 2, 5), (3, 2, 3), (3, 2, 8)]:
    w, wc = work(p, 1)
    add(f"pw_{p}_{q}_{t}",
        f"for (int i = 0; i < {t}; i++) {{\n    {w}if ((({S} + i) & 3) == 0) {{\n        work({q});\n    }}\n}}",
        U.lstrip("\n") + f"for (int i = 0; i < {t}; ++i) {{ {wc}if (((s + i) & 3) == 0) x = W<{q}, 2>(x); }}", PRED_CASES)
for p, q in [(0, 2), (0, 3), (3, 2), (3, 3)]:
    w, wc = work(p, 1)
    add(f"pi_{p}_{q}",
        f"for (int i = 0; i < 5; i++) {{\n    {w}if ({S} < 16) {{\n        work({q});\n    }}\n}}",
        U.lstrip("\n") + f"for (int i = 0; i < 5; ++i) {{ {wc}if (s < 16) x = W<{q}, 2>(x); }}", PRED_CASES)
for a, b in [(3, 2), (2, 2), (4, 1), (3, 3)]:
    add(f"p2_{a}_{b}",
        f"for (int i = 0; i < 5; i++) {{\n    if ({S} < 16) {{\n        work({a});\n    }}\n    if ((({S} + i) & 3) == 0) {{\n        work({b});\n    }}\n}}",
        U.lstrip("\n") + f"for (int i = 0; i < 5; ++i) {{ if (s < 16) x = W<{a}, 1>(x); if (((s + i) & 3) == 0) x = W<{b}, 2>(x); }}",
        PRED_CASES)
VOTE_CASES = [("true", {"sel": C(9)}), ("false", {"sel": C(0)}), ("half", {"sel": L(lambda l: 3 if l == 7 else 9)})]
for a, b in [(5, 2), (2, 5), (8, 2), (4, 4), (6, 6)]:
    add(f"vie_{a}_{b}",
        f"for (int i = 0; i < 6; i++) {{\n    if (__all_sync(0xffffffff, {S} > i)) {{\n        work({a});\n    }} else {{\n        work({b});\n    }}\n}}",
        U.lstrip("\n") + f"for (int i = 0; i < 6; ++i) {{ if (__all_sync(FULL_MASK, s > i)) x = W<{a}, 1>(x); else x = W<{b}, 2>(x); }}",
        VOTE_CASES)
add("vii_5_2",
    f"for (int i = 0; i < 6; i++) {{\n    if (__all_sync(0xffffffff, {S} > 0)) {{\n        work(5);\n    }} else {{\n        work(2);\n    }}\n}}",
    U.lstrip("\n") + "for (int i = 0; i < 6; ++i) { if (__all_sync(FULL_MASK, s > 0)) x = W<5, 1>(x); else x = W<2, 2>(x); }",
    [("true", {"sel": C(9)}), ("false", {"sel": C(0)})])
for a, b in [(5, 2), (8, 2), (6, 6)]:
    add(f"vse_{a}_{b}",
        f"if (__all_sync(0xffffffff, {S} > 5)) {{\n    work({a});\n}} else {{\n    work({b});\n}}",
        f"if (__all_sync(FULL_MASK, s > 5)) x = W<{a}, 1>(x); else x = W<{b}, 2>(x);",
        [("true", {"sel": C(9)}), ("false", {"sel": C(0)})])

write("c11", "Calibration family 11 (issue 35, for model version 9), in the rounds' kernel format: see c11_gen.py. Not a pre-registration.",
      K, {k["key"]: ["sel", "cnt"] for k in K},
      "Warpwise calibration family 11 (issue 35): written by c11_gen.py; regions as ../prereg/round9.cu's.")
