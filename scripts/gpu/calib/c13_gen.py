"""Calibration family 13 (issue 35, for a model version 11): the effects round 11 named, each on its own sweep, none a
judged kernel. Writes c13_kernels.json and c13.cu (regions timed by ../prereg/harness.cuh, one warp).

  ldb_A_B    `int k = tab[sel]; if (k < 16) work(A); else work(B);`: an if on a value just loaded, straight-line,
             (A, B) = (1, 3), (3, 3), (2, 6), (4, 1); every lane's k below 16, none, or half (split)
  ldw_A_B    the same with work(4) between the load and the if (the value is no longer fresh), (A, B) = (1, 3), (2, 6)
  lds_A_B    the load and its if inside one side of a branch on sel (odd lanes), the other side work(3),
             (A, B) = (1, 3), (3, 3), (2, 6); the odd lanes agree on k, or split
  swi_A_B_C  `if (sel < 20) switch (sel & 3) { case 0: work(A); case 1: work(B); default: work(C); } else work(3)`,
             (A, B, C) = (1, 1, 1), (3, 2, 2), (2, 2, 5); every lane in case 0, in default, or spread over all three
  sws_A_B_C  the same switch on its own (no if around it), (A, B, C) = (1, 1, 1), (3, 2, 2); one case, or spread
  ndl_T_C_Q  T trips (T = 2, 4) of a data-trip loop (cnt = C, every lane, C = 1, 3) whose body is
             `if (((sel + j) & 1) != 0) work(Q);` (Q = 1, 3), then work(1)
  ndw_T_C    the same inner loop with a plain body `work(2);` (no if), T = 2, 4, C = 1, 3
  vcw_A_B_P  5 trips of `if (__any_sync(sel == i)) work(A); else work(B); work(P);`: an if-converted vote (sides of at
             most 3 ops) with plain work after it, (A, B) = (1, 1), (3, 2), P = 1, 3; the vote true or false
  vcp_A_B_Q  4 trips of the same vote then `if (((sel + i) & 1) != 0) work(Q);`, (A, B) = (1, 1), (3, 2), Q = 1, 3
  dli_Q_C    a data-trip loop (cnt = C, C = 3, 6) of `work(1); if (sel < 16) work(Q);`: a loop-invariant predicated if,
             Q = 2, 4; divergent and uniform
"""

from family_writer import C, L, N, S, TAB, U, Family, write

F = Family()
K = F.kernels
add = F.add

# Lane data for an if on tab[sel]: k = TAB[sel] < 16 for every lane (sel 0: k 3), for none (sel 3: k 18), or half.
below = [i for i in range(64) if TAB[i] < 16]
above = [i for i in range(64) if TAB[i] >= 16]
LOW, HIGH = C(below[0]), C(above[0])
SPLIT = L(lambda l: below[l // 2] if l % 2 == 0 else above[l // 2])
Z = C(0)
for a, b in [(1, 3), (3, 3), (2, 6), (4, 1)]:
    add(f"ldb_{a}_{b}",
        f"int k = tab[{S}];\nif (k < 16) {{\n    work({a});\n}} else {{\n    work({b});\n}}",
        f"int k = TAB[s]; if (k < 16) x = W<{a}, 1>(x); else x = W<{b}, 2>(x);",
        [("low", {"sel": LOW, "cnt": Z}), ("high", {"sel": HIGH, "cnt": Z}), ("split", {"sel": SPLIT, "cnt": Z})], loads=True)
for a, b in [(1, 3), (2, 6)]:
    add(f"ldw_{a}_{b}",
        f"int k = tab[{S}];\nwork(4);\nif (k < 16) {{\n    work({a});\n}} else {{\n    work({b});\n}}",
        f"int k = TAB[s]; x = W<4, 3>(x); if (k < 16) x = W<{a}, 1>(x); else x = W<{b}, 2>(x);",
        [("low", {"sel": LOW, "cnt": Z}), ("split", {"sel": SPLIT, "cnt": Z})], loads=True)
# Odd lanes take the load side; their index is sel + 1 (even), so they agree (all below 16) or split.
even_below = [i for i in below if i % 2 == 0]
even_above = [i for i in above if i % 2 == 0]
ODD_AGREE = L(lambda l: even_below[1] - 1 if l % 2 else 0)
ODD_SPLIT = L(lambda l: (even_below[l // 4 + 1] if l % 4 == 1 else even_above[l // 4 + 1]) - 1 if l % 2 else 0)
for a, b in [(1, 3), (3, 3), (2, 6)]:
    add(f"lds_{a}_{b}",
        f"if (({S} & 1) != 0) {{\n    int k = tab[{S} + 1];\n    if (k < 16) {{\n        work({a});\n    }} else {{\n        work({b});\n    }}\n}} else {{\n    work(3);\n}}",
        f"if ((s & 1) != 0) {{ int k = TAB[s + 1]; if (k < 16) x = W<{a}, 1>(x); else x = W<{b}, 2>(x); }} else x = W<3, 3>(x);",
        [("agree", {"sel": ODD_AGREE, "cnt": Z}), ("split", {"sel": ODD_SPLIT, "cnt": Z})], loads=True)
SW_CASES = [("case0", {"sel": C(4), "cnt": Z}), ("default", {"sel": C(6), "cnt": Z}),
            ("spread", {"sel": L(lambda l: l % 12), "cnt": Z})]
for a, b, c in [(1, 1, 1), (3, 2, 2), (2, 2, 5)]:
    add(f"swi_{a}_{b}_{c}",
        f"if ({S} < 20) {{\n    switch ({S} & 3) {{\n    case 0:\n        work({a});\n        break;\n    case 1:\n        work({b});\n        break;\n    default:\n        work({c});\n        break;\n    }}\n}} else {{\n    work(3);\n}}",
        f"if (s < 20) {{ switch (s & 3) {{ case 0: x = W<{a}, 1>(x); break; case 1: x = W<{b}, 2>(x); break; default: x = W<{c}, 3>(x); break; }} }} else x = W<3, 4>(x);",
        SW_CASES)
for a, b, c in [(1, 1, 1), (3, 2, 2)]:
    add(f"sws_{a}_{b}_{c}",
        f"switch ({S} & 3) {{\ncase 0:\n    work({a});\n    break;\ncase 1:\n    work({b});\n    break;\ndefault:\n    work({c});\n    break;\n}}",
        f"switch (s & 3) {{ case 0: x = W<{a}, 1>(x); break; case 1: x = W<{b}, 2>(x); break; default: x = W<{c}, 3>(x); break; }}",
        [SW_CASES[0], SW_CASES[2]])
for t in (2, 4):
    for c in (1, 3):
        for q in (1, 3):
            add(f"ndl_{t}_{c}_{q}",
                f"for (int i = 0; i < {t}; i++) {{\n    for (int j = 0; j < {N}; j++) {{\n        if ((({S} + j) & 1) != 0) {{\n            work({q});\n        }}\n    }}\n    work(1);\n}}",
                U + f"for (int i = 0; i < {t}; ++i) {{\n#pragma unroll 1\n    for (int j = 0; j < c; ++j) {{ if (((s + j) & 1) != 0) x = W<{q}, 1>(x); }} x = W<1, 2>(x); }}",
                [("divergent", {"sel": L(lambda l: l), "cnt": C(c)}), ("uniform", {"sel": Z, "cnt": C(c)})])
        add(f"ndw_{t}_{c}",
            f"for (int i = 0; i < {t}; i++) {{\n    for (int j = 0; j < {N}; j++) {{\n        work(2);\n    }}\n    work(1);\n}}",
            U + f"for (int i = 0; i < {t}; ++i) {{\n#pragma unroll 1\n    for (int j = 0; j < c; ++j) {{ x = W<2, 1>(x); }} x = W<1, 2>(x); }}",
            [("uniform", {"sel": Z, "cnt": C(c)})])
VOTE = [("true", {"sel": L(lambda l: l % 5), "cnt": Z}), ("false", {"sel": C(9), "cnt": Z})]
for a, b in [(1, 1), (3, 2)]:
    for p in (1, 3):
        add(f"vcw_{a}_{b}_{p}",
            f"for (int i = 0; i < 5; i++) {{\n    if (__any_sync(0xffffffff, {S} == i)) {{\n        work({a});\n    }} else {{\n        work({b});\n    }}\n    work({p});\n}}",
            U + f"for (int i = 0; i < 5; ++i) {{ if (__any_sync(FULL_MASK, s == i)) x = W<{a}, 1>(x); else x = W<{b}, 2>(x); x = W<{p}, 3>(x); }}",
            VOTE)
    for q in (1, 3):
        add(f"vcp_{a}_{b}_{q}",
            f"for (int i = 0; i < 4; i++) {{\n    if (__any_sync(0xffffffff, {S} == i)) {{\n        work({a});\n    }} else {{\n        work({b});\n    }}\n    if ((({S} + i) & 1) != 0) {{\n        work({q});\n    }}\n}}",
            U + f"for (int i = 0; i < 4; ++i) {{ if (__any_sync(FULL_MASK, s == i)) x = W<{a}, 1>(x); else x = W<{b}, 2>(x); if (((s + i) & 1) != 0) x = W<{q}, 3>(x); }}",
            [("true", {"sel": L(lambda l: l % 4), "cnt": Z}), ("false", {"sel": C(9), "cnt": Z})])
for q in (2, 4):
    for c in (3, 6):
        add(f"dli_{q}_{c}",
            f"for (int i = 0; i < {N}; i++) {{\n    work(1);\n    if ({S} < 16) {{\n        work({q});\n    }}\n}}",
            U + f"for (int i = 0; i < c; ++i) {{ x = W<1, 1>(x); if (s < 16) x = W<{q}, 2>(x); }}",
            [("divergent", {"sel": L(lambda l: l), "cnt": C(c)}), ("uniform", {"sel": Z, "cnt": C(c)})])

write("c13", "Calibration family 13 (issue 35, for a model version 11), in the rounds' kernel format: see c13_gen.py. Not a pre-registration.",
      K, {k["key"]: ["sel", "cnt"] for k in K},
      "Warpwise calibration family 13 (issue 35): written by c13_gen.py; regions as ../prereg/round11.cu's.")
