"""Calibration family 17 (issue 35, for a later model version): what round 16 named, each shape on its own sweep, none
a judged kernel. Writes c17_kernels.json and c17.cu (regions timed by ../prereg/harness.cuh, one warp).

  ils_P      P = 2, 3 independent loads as statements (`int k = tab[sel]; int m = tab[sel + 2]; …`), then
             `if (k < m …) work(2);`: do independent loads overlap, one L1 hit instead of P?
  ile_2      the same two loads in one expression (`int k = tab[sel] + tab[sel + 2];`): the stepper's one level
  ild_2      two dependent loads (`int k = tab[sel]; int m = tab[k & 31];`): two levels, the control
  lsd_C      C = 2, 4 trips of a data-trip loop whose body is `if (((sel + i) & 1) != 0) { int k = tab[sel + i];
             if (k < 16) work(1); } else work(1);`: a loop of branches to the outer BSYNC (round 16's
             `load_side_data_loop`, family 16's `lbl_A` in a constant loop)
  lsn_C      the same loop with the side's load and if replaced by `work(7)`: a real branch (too long to predicate)
             without a load

Cases: the lanes agree (uniform) or differ (split) on the compares.
"""

from family_writer import C, L, N, S, TAB, U, Family, write  # noqa: F401

F = Family()
add = F.add
Z = C(0)
AGREE = [("uniform", {"sel": C(1), "cnt": Z}), ("split", {"sel": L(lambda l: l), "cnt": Z})]

add("ils_2",
    f"int k = tab[{S}];\nint m = tab[{S} + 2];\nif (k < m) {{\n    work(2);\n}}",
    "int k = TAB[s]; int m = TAB[s + 2]; if (k < m) x = W<2, 1>(x);",
    AGREE, loads=True)
add("ils_3",
    f"int k = tab[{S}];\nint m = tab[{S} + 2];\nint q = tab[{S} + 5];\nif (k < m + q) {{\n    work(2);\n}}",
    "int k = TAB[s]; int m = TAB[s + 2]; int q = TAB[s + 5]; if (k < m + q) x = W<2, 1>(x);",
    AGREE, loads=True)
add("ile_2",
    f"int k = tab[{S}] + tab[{S} + 2];\nif (k < 32) {{\n    work(2);\n}}",
    "int k = TAB[s] + TAB[s + 2]; if (k < 32) x = W<2, 1>(x);",
    AGREE, loads=True)
add("ild_2",
    f"int k = tab[{S}];\nint m = tab[k & 31];\nif (m < 16) {{\n    work(2);\n}}",
    "int k = TAB[s]; int m = TAB[k & 31]; if (m < 16) x = W<2, 1>(x);",
    AGREE, loads=True)
for c in (2, 4):
    add(f"lsd_{c}",
        f"for (int i = 0; i < {N}; i++) {{\n    if ((({S} + i) & 1) != 0) {{\n        int k = tab[{S} + i];\n        if (k < 16) {{\n            work(1);\n        }}\n    }} else {{\n        work(1);\n    }}\n}}",
        U + "for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else x = W<1, 2>(x); }",
        [("uniform", {"sel": C(0), "cnt": C(c)}), ("split", {"sel": L(lambda l: l), "cnt": C(c)})], loads=True)
    add(f"lsn_{c}",
        f"for (int i = 0; i < {N}; i++) {{\n    if ((({S} + i) & 1) != 0) {{\n        work(7);\n    }} else {{\n        work(1);\n    }}\n}}",
        U + "for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) x = W<7, 1>(x); else x = W<1, 2>(x); }",
        [("uniform", {"sel": C(0), "cnt": C(c)}), ("split", {"sel": L(lambda l: l), "cnt": C(c)})], loads=True)

write("c17", "Calibration family 17 (issue 35, after round 16), in the rounds' kernel format: see c17_gen.py. Not a pre-registration.",
      F.kernels, {k["key"]: ["sel", "cnt"] for k in F.kernels},
      "Warpwise calibration family 17 (issue 35): written by c17_gen.py; regions as ../prereg/round16.cu's.")
