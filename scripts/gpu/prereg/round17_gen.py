"""Round 17 (issue 35): after model version 16 (read in round 16's SASS: ptxas lays out first the side of an if/else
that reads memory, the then side when both do, and only there does an if without else on a value the side just loaded
branch to the outer BSYNC), kernels that put the rule in shapes no calibration kernel and no earlier round has — both
sides loading with the if ending the then side, the else side, neither or both; a plain then side before a loading else
side that ends in such an if; an inner if/else on a load with a loading else; both sides loading inside a constant loop,
nested in another branch, twice in a row, before a vote; a loading side with work after its if. Each kernel has a
divergent, a uniform and a one-lane input. Writes kernels-round17.json and round17.cu."""
from round_writer import TAB, C, L, N, Round, S, U, one, switch, cswitch

R = Round(17)
add = R.add
ODD_LOW = [i for i in range(1, 32, 2) if TAB[i] < 16]
ODD_HIGH = [i for i in range(1, 32, 2) if TAB[i] >= 16]

add("both_load_then_ends", "if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 2 ops } else { m = tab[sel + 1]; work(1) }: both sides load, the then side ends in an if on its load", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(2);
    }}
}} else {{
    int m = tab[{S} + 1];
    work(1);
    if (m < 0) {{
        work(1);
    }}
    work(1);
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); } else { int m = TAB[s + 1]; x = W<1, 2>(x); if (m < 0) x = W<1, 3>(x); x = W<1, 4>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(ODD_LOW[0])}), ("one_lane", one(ODD_LOW[0], 5, ODD_HIGH[0]))])

add("both_load_both_end", "if ((sel & 2) != 0) { k = tab[sel]; if (k >= 16) 1 op } else { m = tab[sel + 3]; if (m < 16) 2 ops }: both sides load and end in an if on it", ["sel", "tab"],
f"""if (({S} & 2) != 0) {{
    int k = tab[{S}];
    if (k >= 16) {{
        work(1);
    }}
}} else {{
    int m = tab[{S} + 3];
    if (m < 16) {{
        work(2);
    }}
}}""",
"if ((s & 2) != 0) { int k = TAB[s]; if (k >= 16) x = W<1, 1>(x); } else { int m = TAB[s + 3]; if (m < 16) x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 18, 2))])

add("both_load_neither_ends", "if (sel < 16) { k = tab[sel]; if (k < 16) 1 op; work(2) } else { m = tab[sel]; if (m < 16) 1 op; work(1) }: both sides load, neither ends in its if", ["sel", "tab"],
f"""if ({S} < 16) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(1);
    }}
    work(2);
}} else {{
    int m = tab[{S}];
    if (m < 16) {{
        work(1);
    }}
    work(1);
}}""",
"if (s < 16) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); x = W<2, 2>(x); } else { int m = TAB[s]; if (m < 16) x = W<1, 3>(x); x = W<1, 4>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(3)}), ("one_lane", one(3, 29, 20))])

add("plain_then_if_load_else", "if ((sel & 1) == 0) { work(1); if ((sel & 4) != 0) 1 op } else { k = tab[sel]; if (k < 16) 2 ops }: a plain then side with its own if, the loading else side ends in an if on its load", ["sel", "tab"],
f"""if (({S} & 1) == 0) {{
    work(1);
    if (({S} & 4) != 0) {{
        work(1);
    }}
}} else {{
    int k = tab[{S}];
    if (k < 16) {{
        work(2);
    }}
}}""",
"if ((s & 1) == 0) { x = W<1, 1>(x); if ((s & 4) != 0) x = W<1, 2>(x); } else { int k = TAB[s]; if (k < 16) x = W<2, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(ODD_LOW[0])}), ("one_lane", one(ODD_LOW[0], 0, ODD_HIGH[0]))])

add("load_if_else_then_load_else", "if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 1 op else 2 ops } else { m = tab[sel + 1]; if (m >= 16) 1 op }: an inner if/else on a load, then a loading else side ending in an if", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(1);
    }} else {{
        work(2);
    }}
}} else {{
    int m = tab[{S} + 1];
    if (m >= 16) {{
        work(1);
    }}
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); else x = W<2, 2>(x); } else { int m = TAB[s + 1]; if (m >= 16) x = W<1, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(2)}), ("one_lane", one(2, 9, 1))])

add("both_load_const_loop", "2 trips: if (((sel + i) & 1) != 0) { k = tab[sel + i]; if (k < 16) 1 op } else { m = tab[sel + i + 1]; work(1) }: both sides loading inside a constant loop", ["sel", "tab"],
f"""for (int i = 0; i < 2; i++) {{
    if ((({S} + i) & 1) != 0) {{
        int k = tab[{S} + i];
        if (k < 16) {{
            work(1);
        }}
    }} else {{
        int m = tab[{S} + i + 1];
        work(1);
        if (m < 0) {{
            work(1);
        }}
        work(1);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 2; ++i) { if (((s + i) & 1) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else { int m = TAB[s + i + 1]; x = W<1, 2>(x); if (m < 0) x = W<1, 3>(x); x = W<1, 4>(x); } }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 14, 1))])

add("both_load_nested", "if (sel < 20) { if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 1 op } else { m = tab[sel + 1]; work(1) } } else 2 ops: both sides loading inside another branch's side", ["sel", "tab"],
f"""if ({S} < 20) {{
    if (({S} & 1) != 0) {{
        int k = tab[{S}];
        if (k < 16) {{
            work(1);
        }}
    }} else {{
        int m = tab[{S} + 1];
        work(1);
        if (m < 0) {{
            work(1);
        }}
        work(1);
    }}
}} else {{
    work(2);
}}""",
"if (s < 20) { if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); } else { int m = TAB[s + 1]; x = W<1, 2>(x); if (m < 0) x = W<1, 3>(x); x = W<1, 4>(x); } } else x = W<2, 5>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(ODD_LOW[0])}), ("one_lane", one(ODD_LOW[0], 23, 25))])

add("two_loading_branches", "if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 1 op } else 1 op; then if ((sel & 2) != 0) 2 ops else { m = tab[sel + 2]; if (m >= 16) 1 op }: two loading branches in a row", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(1);
    }}
}} else {{
    work(1);
}}
if (({S} & 2) != 0) {{
    work(2);
}} else {{
    int m = tab[{S} + 2];
    if (m >= 16) {{
        work(1);
    }}
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); } else x = W<1, 2>(x); if ((s & 2) != 0) x = W<2, 3>(x); else { int m = TAB[s + 2]; if (m >= 16) x = W<1, 4>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 26, 0))])

add("both_load_then_vote", "if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 2 ops } else { m = tab[sel + 1]; work(1) }; then if (__any_sync(sel == 9)) 2 ops else 1 op: both sides loading, then a vote if/else", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(2);
    }}
}} else {{
    int m = tab[{S} + 1];
    work(1);
    if (m < 0) {{
        work(1);
    }}
}}
if (__any_sync(0xffffffff, {S} == 9)) {{
    work(2);
}} else {{
    work(1);
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); } else { int m = TAB[s + 1]; x = W<1, 2>(x); if (m < 0) x = W<1, 3>(x); } if (__any_sync(FULL_MASK, s == 9)) x = W<2, 4>(x); else x = W<1, 5>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(ODD_LOW[0])}), ("one_lane", one(ODD_LOW[0], 17, 9))])

add("load_side_if_then_work", "if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 2 ops; work(1) } else 2 ops: a loading side with work after its if on the load", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(2);
    }}
    work(1);
}} else {{
    work(2);
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); x = W<1, 2>(x); } else x = W<2, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(ODD_LOW[0])}), ("one_lane", one(ODD_LOW[0], 3, ODD_HIGH[0]))])

add("else_load_long_then", "if (sel < 8) 5 ops else { k = tab[sel]; if (k < 16) 1 op }: a long plain then side, a short loading else side ending in an if on it", ["sel", "tab"],
f"""if ({S} < 8) {{
    work(5);
}} else {{
    int k = tab[{S}];
    if (k < 16) {{
        work(1);
    }}
}}""",
"if (s < 8) x = W<5, 1>(x); else { int k = TAB[s]; if (k < 16) x = W<1, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(9)}), ("one_lane", one(9, 30, 2))])

add("both_load_switch_after", "if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 1 op } else { m = tab[sel + 1]; if (m >= 16) 1 op }; then switch (sel & 3) { 0: 1 op; 1: 2 ops; default: 1 op }: both sides ending in an if on their load, then a switch", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(1);
    }}
}} else {{
    int m = tab[{S} + 1];
    if (m >= 16) {{
        work(1);
    }}
}}
{switch(f"{S} & 3", 1, 2, 1)}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<1, 1>(x); } else { int m = TAB[s + 1]; if (m >= 16) x = W<1, 2>(x); } " + cswitch("s & 3", 1, 2, 1, 3),
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(ODD_LOW[0])}), ("one_lane", one(ODD_LOW[0], 12, 0))])

R.write("Pre-registered kernels, round 17 (issue 35), after model version 16 (read in round 16's SASS: ptxas lays out first the side of an if/else that reads memory, the then side when both do, and only there does an if without else on a value the side just loaded branch to the outer BSYNC): both sides loading with the if ending the then side, both sides, neither side; a plain then side with its own if before a loading else side; an inner if/else on a load before a loading else side; both sides loading in a constant loop, nested in another branch, before a vote, before a switch; two loading branches in a row; a loading side with work after its if; a long plain then side before a short loading else side. Each kernel has a divergent, a uniform and a one-lane input. Same conventions as kernels-round16.json; CUDA regions in round17.cu.")
