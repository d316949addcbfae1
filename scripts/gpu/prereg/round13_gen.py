"""Round 13 (issue 35): after model version 12 (calibration families 14 and 15: a switch of two cases and a default as
an if's else side and as a loop body, loads in predicated loops, a long-sided vote branch after a predicated if, a
loop-invariant branch on a loaded value), kernels that put those effects in shapes no calibration kernel and no earlier
round has, with the issue's list (loads inside divergent paths, a vote fast path in a loop, switch inside if, hoisting
variants, nested loops whose inner loop some lanes skip). Each kernel has a divergent, a uniform and a one-lane input.
Writes kernels-round13.json and round13.cu."""
from round_writer import TAB, C, L, N, Round, S, U, cswitch, one, switch

R = Round(13)
add = R.add

add("switch_else_in_loop", "3 trips: if (((sel + i) & 4) != 0) 3 ops else switch ((sel + i) & 3) { 0: 1 op; 1: 2 ops; default: 1 op }: a small switch as a whole else side inside a loop", ["sel"],
f"""for (int i = 0; i < 3; i++) {{
    if ((({S} + i) & 4) != 0) {{
        work(3);
    }} else {{
{switch(f"({S} + i) & 3", 1, 2, 1, "        ")}
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) { if (((s + i) & 4) != 0) x = W<3, 1>(x); else { " + cswitch("(s + i) & 3", 1, 2, 1, 2) + " } }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 14, 4))])

add("switch_then_of_load_branch", "k = tab[sel]; if (k < 16) switch (sel & 3) { 0: 2 ops; 1: 1 op; default: 2 ops } else 4 ops: a small switch as the then side of a branch on a load", ["sel", "tab"],
f"""int k = tab[{S}];
if (k < 16) {{
{switch(f"{S} & 3", 2, 1, 2, "    ")}
}} else {{
    work(4);
}}""",
"int k = TAB[s]; if (k < 16) { " + cswitch("s & 3", 2, 1, 2, 1) + " } else x = W<4, 4>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 3, 3))])

add("switch_after_work_loop", "4 trips: work(2); switch ((sel + i) & 3) { 0: 3 ops; 1: 1 op; default: 1 op }: work, then a small switch, in a loop", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    work(2);
{switch(f"({S} + i) & 3", 3, 1, 1, "    ")}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); " + cswitch("(s + i) & 3", 3, 1, 1, 2) + " }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(2)}), ("one_lane", one(2, 21, 1))])

add("switches_both_sides", "if (sel < 16) switch (sel & 3) { 0: 1; 1: 1; default: 2 } else switch (sel & 3) { 0: 2; 1: 1; default: 1 }: a small switch on each side", ["sel"],
f"""if ({S} < 16) {{
{switch(f"{S} & 3", 1, 1, 2, "    ")}
}} else {{
{switch(f"{S} & 3", 2, 1, 1, "    ")}
}}""",
"if (s < 16) { " + cswitch("s & 3", 1, 1, 2, 1) + " } else { " + cswitch("s & 3", 2, 1, 1, 4) + " }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(5)}), ("one_lane", one(5, 9, 20))])

add("load_pred_const_loop", "5 trips: k = tab[sel + i]; if (k < 16) 2 ops; work(2): a short if on a fresh load in a constant loop", ["sel", "tab"],
f"""for (int i = 0; i < 5; i++) {{
    int k = tab[{S} + i];
    if (k < 16) {{
        work(2);
    }}
    work(2);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 5; ++i) { int k = TAB[s + i]; if (k < 16) x = W<2, 1>(x); x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(25)}), ("one_lane", one(25, 30, 2))])

add("load_two_pred_data_loop", "cnt trips: k = tab[sel + i]; if (k < 8) 1 op; if (k >= 24) 2 ops: two short ifs on one fresh load in a data-trip loop", ["sel", "cnt", "tab"],
f"""for (int i = 0; i < {N}; i++) {{
    int k = tab[{S} + i];
    if (k < 8) {{
        work(1);
    }}
    if (k >= 24) {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 8) x = W<1, 1>(x); if (k >= 24) x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 3 + l % 3)}), ("uniform", {"sel": C(0), "cnt": C(4)}),
 ("one_lane", {"sel": C(0), "cnt": L(lambda l: 6 if l == 17 else 2)})])

add("vote_inv_long_else_loop", "4 trips: if (((sel + i) & 1) != 0) 2 ops; work(1); if (__all_sync(sel < 20)) 1 op else 8 ops: a varying if, work, then a loop-invariant vote branch with a long else side", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    if ((({S} + i) & 1) != 0) {{
        work(2);
    }}
    work(1);
    if (__all_sync(0xffffffff, {S} < 20)) {{
        work(1);
    }} else {{
        work(8);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); x = W<1, 2>(x); if (__all_sync(FULL_MASK, s < 20)) x = W<1, 3>(x); else x = W<8, 4>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(3)}), ("one_lane", one(3, 12, 25))])

add("nested_zero_then_branch", "3 trips: { cnt trips: if (((sel + j) & 1) != 0) 1 op }; if (sel < 16) 4 ops else 1 op: a predicated data-trip loop lanes skip, then a branch, in a constant loop", ["sel", "cnt"],
f"""for (int i = 0; i < 3; i++) {{
    for (int j = 0; j < {N}; j++) {{
        if ((({S} + j) & 1) != 0) {{
            work(1);
        }}
    }}
    if ({S} < 16) {{
        work(4);
    }} else {{
        work(1);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) {" + U + "for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<1, 1>(x); } if (s < 16) x = W<4, 2>(x); else x = W<1, 3>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l % 3)}), ("uniform", {"sel": C(1), "cnt": C(0)}),
 ("one_lane", {"sel": C(1), "cnt": L(lambda l: 3 if l == 8 else 0)})])

add("pred_loop_as_side", "if (sel & 1) { 4 trips: work(2); if (((sel + i) & 2) != 0) 1 op } else 6 ops: a predicated constant loop as one side of a branch", ["sel"],
f"""if (({S} & 1) != 0) {{
    for (int i = 0; i < 4; i++) {{
        work(2);
        if ((({S} + i) & 2) != 0) {{
            work(1);
        }}
    }}
}} else {{
    work(6);
}}""",
"if ((s & 1) != 0) {" + U + "for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if (((s + i) & 2) != 0) x = W<1, 2>(x); } } else x = W<6, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 26, 0))])

add("load_branch_in_else", "if (sel < 16) 3 ops else { k = tab[sel]; if (k < 16) 1 op else 6 ops }: a load and a branch on it as the else side", ["sel", "tab"],
f"""if ({S} < 16) {{
    work(3);
}} else {{
    int k = tab[{S}];
    if (k < 16) {{
        work(1);
    }} else {{
        work(6);
    }}
}}""",
"if (s < 16) x = W<3, 1>(x); else { int k = TAB[s]; if (k < 16) x = W<1, 2>(x); else x = W<6, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(16)}), ("one_lane", one(16, 7, 6))])

add("load_pred_in_then", "if ((sel & 2) != 0) { k = tab[sel]; if (k < 16) 3 ops } else 2 ops: a short if on a load inside one side", ["sel", "tab"],
f"""if (({S} & 2) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(3);
    }}
}} else {{
    work(2);
}}""",
"if ((s & 2) != 0) { int k = TAB[s]; if (k < 16) x = W<3, 1>(x); } else x = W<2, 2>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(2)}), ("one_lane", one(2, 19, 0))])

add("dep_load_branch_loop", "3 trips: k = tab[sel + i]; m = tab[k]; if (m < 16) 2 ops else 5 ops: two dependent loads and a branch each trip", ["sel", "tab"],
f"""for (int i = 0; i < 3; i++) {{
    int k = tab[{S} + i];
    int m = tab[k];
    if (m < 16) {{
        work(2);
    }} else {{
        work(5);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) { int k = TAB[s + i]; int m = TAB[k]; if (m < 16) x = W<2, 1>(x); else x = W<5, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(7)}), ("one_lane", one(7, 29, 0))])

add("zero_inner_then_vote", "3 trips: { cnt trips: work(1) }; if (__any_sync(sel == i)) 1 op else 2 ops: a plain data-trip loop lanes skip, then a short vote if/else, in a constant loop", ["sel", "cnt"],
f"""for (int i = 0; i < 3; i++) {{
    for (int j = 0; j < {N}; j++) {{
        work(1);
    }}
    if (__any_sync(0xffffffff, {S} == i)) {{
        work(1);
    }} else {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) {" + U + "for (int j = 0; j < c; ++j) { x = W<1, 1>(x); } if (__any_sync(FULL_MASK, s == i)) x = W<1, 2>(x); else x = W<2, 3>(x); }",
[("divergent", {"sel": L(lambda l: l % 4), "cnt": L(lambda l: l % 3)}), ("uniform", {"sel": C(9), "cnt": C(0)}),
 ("one_lane", {"sel": C(9), "cnt": L(lambda l: 2 if l == 23 else 0)})])

R.write("Pre-registered kernels, round 13 (issue 35), after model version 12 (calibration families 14 and 15): small switches of two cases and a default as a whole else side inside a loop, as the then side of a branch on a load, after work in a loop and on both sides of a branch; short ifs on fresh loads in a constant loop and two on one load in a data-trip loop; a load and a branch on it as an else side, a short if on a load inside a side, two dependent loads and a branch in a loop; a loop-invariant vote branch with a long side after a varying if; predicated and plain data-trip loops that lanes skip inside constant loops, followed by a branch or a short vote if/else; a predicated constant loop as a branch side. Each kernel has a divergent, a uniform and a one-lane input. Same conventions as kernels-round12.json; CUDA regions in round13.cu.")
