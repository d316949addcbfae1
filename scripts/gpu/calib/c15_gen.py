"""Calibration family 15 (issue 35, for a model version 12): the effects round 12 named, each on its own sweep, none a
judged kernel. Writes c15_kernels.json and c15.cu (regions timed by ../prereg/harness.cuh, one warp).

  swe_A_B_C  `if (sel < 8) work(5); else switch (sel & 3) { case 0: work(A); case 1: work(B); default: work(C); }`: a
             switch of two cases and a default as an if's whole else side, (A, B, C) = (1, 1, 1), (3, 2, 2); every
             lane in case 0, in the default, spread over the three, or split between the then side and case 0
  swl_A_B_C  4 trips of `switch ((sel + i) & 3) { … }` with the same bodies, (A, B, C) = (1, 1, 1), (3, 2, 2): such a
             switch as a constant loop's body; every lane on one path a trip, or spread
  lpd_Q_C    a data-trip loop (cnt = C, C = 3, 6) of `int k = tab[sel + i]; if (k < 16) work(Q); work(1);`, Q = 1, 3: a
             predicated if on a fresh load each trip; lanes agree or differ on k
  lpc_Q      the same body in a 4-trip constant loop, Q = 1, 3
  pvb_A_L    4 trips of `work(2); if (((sel + i) & 1) != 0) work(A); if (__any_sync(sel == 3 * i)) work(L); else
             work(1);` (A = 0: no if), A = 0, 1, 2, L = 6, 9: a vote branch with a long side after a varying predicated
             if; the vote true every trip or never
  hli_L_S    `int k = tab[sel]; 5 trips of if (k < 16) work(L); else work(S);`, (L, S) = (5, 1), (6, 2), (1, 5): a
             loop-invariant branch on a loaded value with a short side; lanes all low, all high or split
"""

from family_writer import C, L, N, S, TAB, U, Family, cswitch, switch, write

F = Family()
K = F.kernels
add = F.add

Z = C(0)


for a, b, c in [(1, 1, 1), (3, 2, 2)]:
    add(f"swe_{a}_{b}_{c}",
        f"if ({S} < 8) {{\n    work(5);\n}} else {{\n" + switch(f"{S} & 3", a, b, c, "    ") + "\n}",
        f"if (s < 8) x = W<5, 4>(x); else {{ {cswitch('s & 3', a, b, c)} }}",
        [("case0", {"sel": C(12), "cnt": Z}), ("default", {"sel": C(14), "cnt": Z}),
         ("spread", {"sel": L(lambda l: 8 + l % 12), "cnt": Z}), ("outer_split", {"sel": L(lambda l: 12 if l % 2 else 3), "cnt": Z})])
    add(f"swl_{a}_{b}_{c}",
        "for (int i = 0; i < 4; i++) {\n" + switch(f"({S} + i) & 3", a, b, c, "    ") + "\n}",
        U + f"for (int i = 0; i < 4; ++i) {{ {cswitch('(s + i) & 3', a, b, c)} }}",
        [("uniform", {"sel": Z, "cnt": Z}), ("spread", {"sel": L(lambda l: l), "cnt": Z})])
for q in (1, 3):
    for c in (3, 6):
        add(f"lpd_{q}_{c}",
            f"for (int i = 0; i < {N}; i++) {{\n    int k = tab[{S} + i];\n    if (k < 16) {{\n        work({q});\n    }}\n    work(1);\n}}",
            U + f"for (int i = 0; i < c; ++i) {{ int k = TAB[s + i]; if (k < 16) x = W<{q}, 1>(x); x = W<1, 2>(x); }}",
            [("agree", {"sel": C(25), "cnt": C(c)}), ("differ", {"sel": L(lambda l: l), "cnt": C(c)})], loads=True)
    add(f"lpc_{q}",
        f"for (int i = 0; i < 4; i++) {{\n    int k = tab[{S} + i];\n    if (k < 16) {{\n        work({q});\n    }}\n    work(1);\n}}",
        U + f"for (int i = 0; i < 4; ++i) {{ int k = TAB[s + i]; if (k < 16) x = W<{q}, 1>(x); x = W<1, 2>(x); }}",
        [("agree", {"sel": C(25), "cnt": Z}), ("differ", {"sel": L(lambda l: l), "cnt": Z})], loads=True)
for a in (0, 1, 2):
    for ln in (6, 9):
        pred = f"\n    if ((({S} + i) & 1) != 0) {{\n        work({a});\n    }}" if a else ""
        cpred = f" if (((s + i) & 1) != 0) x = W<{a}, 2>(x);" if a else ""
        add(f"pvb_{a}_{ln}",
            f"for (int i = 0; i < 4; i++) {{\n    work(2);{pred}\n    if (__any_sync(0xffffffff, {S} == 3 * i)) {{\n        work({ln});\n    }} else {{\n        work(1);\n    }}\n}}",
            U + f"for (int i = 0; i < 4; ++i) {{ x = W<2, 1>(x);{cpred} if (__any_sync(FULL_MASK, s == 3 * i)) x = W<{ln}, 3>(x); else x = W<1, 4>(x); }}",
            [("true", {"sel": L(lambda l: 3 * (l % 4)), "cnt": Z}), ("false", {"sel": C(1), "cnt": Z})])
low = [i for i in range(32) if TAB[i] < 16]
high = [i for i in range(32) if TAB[i] >= 16]
for ln, sh in [(5, 1), (6, 2), (1, 5)]:
    add(f"hli_{ln}_{sh}",
        f"int k = tab[{S}];\nfor (int i = 0; i < 5; i++) {{\n    if (k < 16) {{\n        work({ln});\n    }} else {{\n        work({sh});\n    }}\n}}",
        "int k = TAB[s];\n    " + U + f"for (int i = 0; i < 5; ++i) {{ if (k < 16) x = W<{ln}, 1>(x); else x = W<{sh}, 2>(x); }}",
        [("low", {"sel": C(low[0]), "cnt": Z}), ("high", {"sel": C(high[0]), "cnt": Z}),
         ("split", {"sel": L(lambda l: (low if l % 2 == 0 else high)[l // 2]), "cnt": Z})], loads=True)

write("c15", "Calibration family 15 (issue 35, for a model version 12), in the rounds' kernel format: see c15_gen.py. Not a pre-registration.",
      K, {k["key"]: ["sel", "cnt"] for k in K},
      "Warpwise calibration family 15 (issue 35): written by c15_gen.py; regions as ../prereg/round12.cu's.")
