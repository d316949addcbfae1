"""Calibration family 16 (issue 35, for a model version 15): an if on a value its side just loaded, what round 15 named,
each shape on its own sweep, none a judged kernel. Writes c16_kernels.json and c16.cu (regions timed by
../prereg/harness.cuh, one warp).

  lbi_A      `if ((sel & 1) != 0) { int k = tab[sel]; if (k < 16) work(A); } else work(2);`, A = 1, 2, 3: an else-less
             if on the loaded value as the then side's end
  lbe_A_B    the same with `if (k < 16) work(A); else work(B);`, (A, B) = (1, 1), (1, 3): an inner if/else
  lbx_A      `if ((sel & 1) == 0) work(2); else { int k = tab[sel]; if (k < 16) work(A); }`, A = 1, 3: the loading side
             as the else side
  lba_A      `int k = tab[sel]; if (k < 16) work(A);`, A = 1, 3: the same load and if with no outer branch
  lbl_A      3 trips of `if (((sel + i) & 1) != 0) { int k = tab[sel + i]; if (k < 16) work(A); } else work(2);`, A = 1,
             3: the loading side inside a constant loop

Cases (outer condition on sel's low bit, inner on tab[sel] < 16): every lane on the loading side with the loaded
value low, high, or split between them; lanes split between the sides with the loaded value low; and both split.
"""

from family_writer import C, L, N, S, TAB, U, Family, write  # noqa: F401

F = Family()
K = F.kernels
add = F.add

Z = C(0)
# Odd indices (the loading side of `(sel & 1) != 0`) whose tab value is low (< 16) and high.
OLOW = [i for i in range(1, 32, 2) if TAB[i] < 16]
OHIGH = [i for i in range(1, 32, 2) if TAB[i] >= 16]
CASES = [
    ("low", {"sel": C(OLOW[0]), "cnt": Z}),
    ("high", {"sel": C(OHIGH[0]), "cnt": Z}),
    ("inner_split", {"sel": L(lambda l: OLOW[0] if l % 2 == 0 else OHIGH[0]), "cnt": Z}),
    ("outer_split", {"sel": L(lambda l: OLOW[0] if l % 2 == 0 else 0), "cnt": Z}),
    ("both_split", {"sel": L(lambda l: [OLOW[0], 0, OHIGH[0], 0][l % 4]), "cnt": Z}),
]

for a in (1, 2, 3):
    add(f"lbi_{a}",
        f"if (({S} & 1) != 0) {{\n    int k = tab[{S}];\n    if (k < 16) {{\n        work({a});\n    }}\n}} else {{\n    work(2);\n}}",
        f"if ((s & 1) != 0) {{ int k = TAB[s]; if (k < 16) x = W<{a}, 1>(x); }} else x = W<2, 2>(x);",
        CASES, loads=True)
for a, b in [(1, 1), (1, 3)]:
    add(f"lbe_{a}_{b}",
        f"if (({S} & 1) != 0) {{\n    int k = tab[{S}];\n    if (k < 16) {{\n        work({a});\n    }} else {{\n        work({b});\n    }}\n}} else {{\n    work(2);\n}}",
        f"if ((s & 1) != 0) {{ int k = TAB[s]; if (k < 16) x = W<{a}, 1>(x); else x = W<{b}, 3>(x); }} else x = W<2, 2>(x);",
        CASES, loads=True)
for a in (1, 3):
    add(f"lbx_{a}",
        f"if (({S} & 1) == 0) {{\n    work(2);\n}} else {{\n    int k = tab[{S}];\n    if (k < 16) {{\n        work({a});\n    }}\n}}",
        f"if ((s & 1) == 0) x = W<2, 2>(x); else {{ int k = TAB[s]; if (k < 16) x = W<{a}, 1>(x); }}",
        CASES, loads=True)
    add(f"lba_{a}",
        f"int k = tab[{S}];\nif (k < 16) {{\n    work({a});\n}}",
        f"int k = TAB[s]; if (k < 16) x = W<{a}, 1>(x);",
        CASES[:3], loads=True)
    add(f"lbl_{a}",
        f"for (int i = 0; i < 3; i++) {{\n    if ((({S} + i) & 1) != 0) {{\n        int k = tab[{S} + i];\n        if (k < 16) {{\n            work({a});\n        }}\n    }} else {{\n        work(2);\n    }}\n}}",
        U + f"for (int i = 0; i < 3; ++i) {{ if (((s + i) & 1) != 0) {{ int k = TAB[s + i]; if (k < 16) x = W<{a}, 1>(x); }} else x = W<2, 2>(x); }}",
        [("uniform", {"sel": C(0), "cnt": Z}), ("split", {"sel": L(lambda l: l), "cnt": Z})], loads=True)

write("c16", "Calibration family 16 (issue 35, for a model version 15), in the rounds' kernel format: see c16_gen.py. Not a pre-registration.",
      K, {k["key"]: ["sel", "cnt"] for k in K},
      "Warpwise calibration family 16 (issue 35): written by c16_gen.py; regions as ../prereg/round15.cu's.")
