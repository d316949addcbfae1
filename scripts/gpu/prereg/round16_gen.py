"""Round 16 (issue 35): after model version 15 (calibration family 16: an if without else on a value its side just
loaded, ending the side of an if/else that ptxas lays out first, is a branch straight to the outer BSYNC), kernels that
put it in shapes no calibration kernel and no earlier round has — work before the load, work after the outer if, the
loading side as a long else side, a data-trip loop, before a vote, two dependent loads, a side most lanes skip, the
if-ending side being the else one with both sides loading, nested in another branch, after a switch, two independent
loads compared, and an inner side of 4 ops. Each kernel has a divergent, a uniform and a one-lane input. Writes
kernels-round16.json and round16.cu."""
from round_writer import TAB, C, L, N, Round, S, U, one, switch, cswitch

R = Round(16)
add = R.add
ODD_LOW = [i for i in range(1, 32, 2) if TAB[i] < 16]
ODD_HIGH = [i for i in range(1, 32, 2) if TAB[i] >= 16]

add("work_then_load_side", "if ((sel & 1) != 0) { work(1); k = tab[sel]; if (k < 16) 2 ops } else 3 ops: work before the load in the side", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    work(1);
    int k = tab[{S}];
    if (k < 16) {{
        work(2);
    }}
}} else {{
    work(3);
}}""",
"if ((s & 1) != 0) { x = W<1, 1>(x); int k = TAB[s]; if (k < 16) x = W<2, 2>(x); } else x = W<3, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(ODD_LOW[0])}), ("one_lane", one(ODD_LOW[0], 11, ODD_HIGH[0]))])

add("load_side_then_work", "if ((sel & 2) != 0) { k = tab[sel]; if (k < 16) 1 op } else 2 ops; then work(2): work after the outer if", ["sel", "tab"],
f"""if (({S} & 2) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(1);
    }}
}} else {{
    work(2);
}}
work(2);""",
"if ((s & 2) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); } else x = W<2, 2>(x); x = W<2, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(2)}), ("one_lane", one(2, 26, 0))])

add("long_then_load_else", "if (sel < 16) 4 ops else { k = tab[sel]; if (k >= 16) 2 ops }: the loading side as the else side, after a long then side", ["sel", "tab"],
f"""if ({S} < 16) {{
    work(4);
}} else {{
    int k = tab[{S}];
    if (k >= 16) {{
        work(2);
    }}
}}""",
"if (s < 16) x = W<4, 1>(x); else { int k = TAB[s]; if (k >= 16) x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(17)}), ("one_lane", one(17, 4, 3))])

add("load_side_data_loop", "cnt trips: if (((sel + i) & 1) != 0) { k = tab[sel + i]; if (k < 16) 1 op } else 1 op: the loading side in a data-trip loop", ["sel", "cnt", "tab"],
f"""for (int i = 0; i < {N}; i++) {{
    if ((({S} + i) & 1) != 0) {{
        int k = tab[{S} + i];
        if (k < 16) {{
            work(1);
        }}
    }} else {{
        work(1);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else x = W<1, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(3)}), ("uniform", {"sel": C(0), "cnt": C(3)}),
 ("one_lane", {"sel": C(0), "cnt": L(lambda l: 5 if l == 9 else 3)})])

add("load_side_else_then_vote", "if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 2 ops } else 1 op; then if (__any_sync(sel == 5)) 3 ops else 1 op: the loading side before a vote if/else", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(2);
    }}
}} else {{
    work(1);
}}
if (__any_sync(0xffffffff, {S} == 5)) {{
    work(3);
}} else {{
    work(1);
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); } else x = W<1, 2>(x); if (__any_sync(FULL_MASK, s == 5)) x = W<3, 3>(x); else x = W<1, 4>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 22, 5))])

add("two_level_load_side", "if ((sel & 1) != 0) { k = tab[tab[sel] & 31]; if (k < 16) 2 ops } else 2 ops: two dependent loads in the side", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[tab[{S}] & 31];
    if (k < 16) {{
        work(2);
    }}
}} else {{
    work(2);
}}""",
"if ((s & 1) != 0) { int k = TAB[TAB[s] & 31]; if (k < 16) x = W<2, 1>(x); } else x = W<2, 2>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 30, 0))])

add("load_side_rare_take", "if ((sel & 1) != 0) { k = tab[sel]; if (k > 28) 3 ops } else 1 op: a side most loaded values skip", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k > 28) {{
        work(3);
    }}
}} else {{
    work(1);
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k > 28) x = W<3, 1>(x); } else x = W<1, 2>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(ODD_LOW[0])}), ("one_lane", one(ODD_LOW[0], 7, [i for i in range(1, 32, 2) if TAB[i] > 28][0]))])

add("loads_both_else_ends", "if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 1 op; work(1) } else { m = tab[sel + 1]; if (m >= 16) 2 ops }: loads on both sides, only the else side ending in an if on its load", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(1);
    }}
    work(1);
}} else {{
    int m = tab[{S} + 1];
    if (m >= 16) {{
        work(2);
    }}
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); x = W<1, 2>(x); } else { int m = TAB[s + 1]; if (m >= 16) x = W<2, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(2)}), ("one_lane", one(2, 13, 1))])

add("load_side_in_nested_if", "if (sel < 24) { if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 1 op } else 2 ops } else 1 op: the loading side inside another branch's side", ["sel", "tab"],
f"""if ({S} < 24) {{
    if (({S} & 1) != 0) {{
        int k = tab[{S}];
        if (k < 16) {{
            work(1);
        }}
    }} else {{
        work(2);
    }}
}} else {{
    work(1);
}}""",
"if (s < 24) { if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); } else x = W<2, 2>(x); } else x = W<1, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(ODD_LOW[0])}), ("one_lane", one(ODD_LOW[0], 16, 30))])

add("switch_then_load_side", "switch (sel & 3) { 0: 1 op; 1: 2 ops; default: 1 op }; then if ((sel & 4) != 0) { k = tab[sel]; if (k < 16) 1 op } else 1 op: a switch before the loading side", ["sel", "tab"],
f"""{switch(f"{S} & 3", 1, 2, 1)}
if (({S} & 4) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(1);
    }}
}} else {{
    work(1);
}}""",
cswitch("s & 3", 1, 2, 1, 1) + " if ((s & 4) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 4>(x); } else x = W<1, 5>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(4)}), ("one_lane", one(4, 3, 0))])

add("two_loads_compared_in_side", "if ((sel & 1) != 0) { k = tab[sel]; m = tab[sel + 2]; if (k < m) 2 ops } else 2 ops: two independent loads compared in the side", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    int m = tab[{S} + 2];
    if (k < m) {{
        work(2);
    }}
}} else {{
    work(2);
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; int m = TAB[s + 2]; if (k < m) x = W<2, 1>(x); } else x = W<2, 2>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 20, 0))])

add("load_side_inner_four", "if ((sel & 2) == 0) 1 op else { k = tab[sel]; if (k < 16) 4 ops }: an inner side of 4 ops, the longest if-converted on a loaded value", ["sel", "tab"],
f"""if (({S} & 2) == 0) {{
    work(1);
}} else {{
    int k = tab[{S}];
    if (k < 16) {{
        work(4);
    }}
}}""",
"if ((s & 2) == 0) x = W<1, 1>(x); else { int k = TAB[s]; if (k < 16) x = W<4, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(2)}), ("one_lane", one(2, 27, 3))])

R.write("Pre-registered kernels, round 16 (issue 35), after model version 15 (calibration family 16: an if without else on a value its side just loaded, ending the side of an if/else that ptxas lays out first, is a branch straight to the outer BSYNC): work before the load; work after the outer if; the loading side as the else side after a long then side; in a data-trip loop; before a vote if/else; two dependent loads; a side most lanes skip; loads on both sides with only the else side ending in an if on its load; nested in another branch; after a switch; two independent loads compared; an inner side of 4 ops. Each kernel has a divergent, a uniform and a one-lane input. Same conventions as kernels-round15.json; CUDA regions in round16.cu.")
