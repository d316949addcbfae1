"""Calibration family 14 (issue 35, for a model version 12): what version 11 left as measured, each on its own sweep,
none a judged kernel. Writes c14_kernels.json and c14.cu (regions timed by ../prereg/harness.cuh, one warp).

  lsl_A_B    `if (sel & 1) { int k = tab[sel + 1]; if (k < 16) work(A); else work(B); } else work(3);`: a branch
             ((2, 6)) or an if-converted if ((1, 3)) on a load inside a divergent side; the odd lanes agree on k or
             split, reading one 128-byte line of tab or two (the same values: tab[i + 32] = tab[i])
  lbl_A_B    `int k = tab[sel]; if (k < 16) work(A); else work(B);` alone, (A, B) = (2, 6), (1, 3): lanes split on k,
             reading one line or two
  dlj_P_Q_C  a data-trip loop (cnt = C, C = 3, 6) of `work(P); if ((sel & 1) != 0) work(Q);`, P = 1, 2, Q = 2, 4: a
             loop-invariant predicated if on a bit test; divergent and uniform
  ndj_Q      3 trips of the same loop (P = 2, cnt = 2) inside a constant loop, Q = 2, 4
"""

from family_writer import C, L, N, S, TAB, U, Family, write

F = Family()
K = F.kernels
add = F.add


assert all(TAB[i + 32] == TAB[i] for i in range(32))
Z = C(0)
# Even indices below 32 whose value is below 16, and at or above it (odd lanes read tab[sel + 1]).
even_low = [i for i in range(2, 32, 2) if TAB[i] < 16]
even_high = [i for i in range(2, 32, 2) if TAB[i] >= 16]


def odd_lanes(index):
    """sel per lane: even lanes 0 (the else side), odd lane l reads tab[index(l)] (sel = index - 1)."""
    return L(lambda l: index(l) - 1 if l % 2 else 0)


SIDE_CASES = [
    ("agree_1line", {"sel": odd_lanes(lambda l: even_low[(l // 2) % len(even_low)]), "cnt": Z}),
    ("agree_2lines", {"sel": odd_lanes(lambda l: even_low[(l // 2) % len(even_low)] + 32 * ((l // 2) % 2)), "cnt": Z}),
    ("split_1line", {"sel": odd_lanes(lambda l: (even_low if l % 4 == 1 else even_high)[(l // 4) % 6]), "cnt": Z}),
    ("split_2lines", {"sel": odd_lanes(lambda l: (even_low if l % 4 == 1 else even_high)[(l // 4) % 6] + 32 * ((l // 4) % 2)),
                      "cnt": Z}),
]
for a, b in [(2, 6), (1, 3)]:
    add(f"lsl_{a}_{b}",
        f"if (({S} & 1) != 0) {{\n    int k = tab[{S} + 1];\n    if (k < 16) {{\n        work({a});\n    }} else {{\n        work({b});\n    }}\n}} else {{\n    work(3);\n}}",
        f"if ((s & 1) != 0) {{ int k = TAB[s + 1]; if (k < 16) x = W<{a}, 1>(x); else x = W<{b}, 2>(x); }} else x = W<3, 3>(x);",
        SIDE_CASES, loads=True)
low = [i for i in range(32) if TAB[i] < 16]
high = [i for i in range(32) if TAB[i] >= 16]
ALONE_CASES = [
    ("split_1line", {"sel": L(lambda l: (low if l % 2 == 0 else high)[l // 2]), "cnt": Z}),
    ("split_2lines", {"sel": L(lambda l: (low if l % 2 == 0 else high)[l // 2] + 32 * ((l // 2) % 2)), "cnt": Z}),
]
for a, b in [(2, 6), (1, 3)]:
    add(f"lbl_{a}_{b}",
        f"int k = tab[{S}];\nif (k < 16) {{\n    work({a});\n}} else {{\n    work({b});\n}}",
        f"int k = TAB[s]; if (k < 16) x = W<{a}, 1>(x); else x = W<{b}, 2>(x);",
        ALONE_CASES, loads=True)
for p in (1, 2):
    for q in (2, 4):
        for c in (3, 6):
            add(f"dlj_{p}_{q}_{c}",
                f"for (int i = 0; i < {N}; i++) {{\n    work({p});\n    if (({S} & 1) != 0) {{\n        work({q});\n    }}\n}}",
                U + f"for (int i = 0; i < c; ++i) {{ x = W<{p}, 1>(x); if ((s & 1) != 0) x = W<{q}, 2>(x); }}",
                [("divergent", {"sel": L(lambda l: l), "cnt": C(c)}), ("uniform", {"sel": C(1), "cnt": C(c)})])
for q in (2, 4):
    add(f"ndj_{q}",
        f"for (int i = 0; i < 3; i++) {{\n    for (int j = 0; j < {N}; j++) {{\n        work(2);\n        if (({S} & 1) != 0) {{\n            work({q});\n        }}\n    }}\n}}",
        U + f"for (int i = 0; i < 3; ++i) {{\n#pragma unroll 1\n    for (int j = 0; j < c; ++j) {{ x = W<2, 1>(x); if ((s & 1) != 0) x = W<{q}, 2>(x); }} }}",
        [("divergent", {"sel": L(lambda l: l), "cnt": C(2)}), ("uniform", {"sel": C(1), "cnt": C(2)})])

write("c14", "Calibration family 14 (issue 35, for a model version 12), in the rounds' kernel format: see c14_gen.py. Not a pre-registration.",
      K, {k["key"]: ["sel", "cnt"] for k in K},
      "Warpwise calibration family 14 (issue 35): written by c14_gen.py; regions as ../prereg/round12.cu's.")
