"""Round 15 (issue 35): after model version 14 (calibration family 15: a loop of if-converted ifs on a value each trip
loads; and, read in rounds 11, 13 and 14's SASS, a branch whose side reads memory stays a branch), kernels that put
both in shapes no calibration kernel and no earlier round has — a load alone in a short side, a loaded predicated loop
as a branch side, after a branch, with an if/else, with two dependent loads a trip, nested in a constant loop, with
lanes that skip it, before a vote; loads in short sides inside a loop, before a vote, under a switch and an else-if.
Each kernel has a divergent, a uniform and a one-lane input. Writes kernels-round15.json and round15.cu."""
from round_writer import TAB, C, L, N, Round, S, U, one, switch, cswitch

R = Round(15)
add = R.add
# Indices whose tab value is below 16, and at or above it.
LOW = [i for i in range(32) if TAB[i] < 16]
HIGH = [i for i in range(32) if TAB[i] >= 16]

add("load_alone_in_side", "if ((sel & 1) != 0) { k = tab[sel]; work(1) } else 2 ops: a load in a short side, nothing branching on it", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    work(1);
    if (k < 0) {{
        work(1);
    }}
}} else {{
    work(2);
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; x = W<1, 1>(x); if (k < 0) x = W<1, 2>(x); } else x = W<2, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(3)}), ("one_lane", one(2, 7, 5))])

add("loaded_loop_as_side", "if (sel < 16) { cnt trips: k = tab[sel + i]; if (k < 16) 1 op; work(1) } else 3 ops: a loaded predicated data-trip loop as a branch side", ["sel", "cnt", "tab"],
f"""if ({S} < 16) {{
    for (int i = 0; i < {N}; i++) {{
        int k = tab[{S} + i];
        if (k < 16) {{
            work(1);
        }}
        work(1);
    }}
}} else {{
    work(3);
}}""",
"if (s < 16) {" + U + "for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); x = W<1, 2>(x); } } else x = W<3, 3>(x);",
[("divergent", {"sel": L(lambda l: l), "cnt": C(3)}), ("uniform", {"sel": C(4), "cnt": C(3)}),
 ("one_lane", one(20, 9, 4, other={"cnt": C(3)}))])

add("branch_then_loaded_const_loop", "if ((sel & 2) != 0) 2 ops else 4 ops; 4 trips: k = tab[sel + i]; if (k < 16) 2 ops: a branch, then a loaded predicated constant loop", ["sel", "tab"],
f"""if (({S} & 2) != 0) {{
    work(2);
}} else {{
    work(4);
}}
for (int i = 0; i < 4; i++) {{
    int k = tab[{S} + i];
    if (k < 16) {{
        work(2);
    }}
}}""",
"if ((s & 2) != 0) x = W<2, 1>(x); else x = W<4, 2>(x);" + U + "for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (k < 16) x = W<2, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(2)}), ("one_lane", one(2, 30, 1))])

add("loaded_if_else_data_loop", "cnt trips: k = tab[sel + i]; if (k < 16) 2 ops else 1 op: a loaded if/else of short sides in a data-trip loop", ["sel", "cnt", "tab"],
f"""for (int i = 0; i < {N}; i++) {{
    int k = tab[{S} + i];
    if (k < 16) {{
        work(2);
    }} else {{
        work(1);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 16) x = W<2, 1>(x); else x = W<1, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 3 + l % 2)}), ("uniform", {"sel": C(0), "cnt": C(4)}),
 ("one_lane", {"sel": C(0), "cnt": L(lambda l: 6 if l == 21 else 4)})])

add("two_level_load_loop", "cnt trips: k = tab[tab[sel + i] & 31]; if (k < 16) 1 op; work(1): two dependent loads a trip in a predicated data-trip loop", ["sel", "cnt", "tab"],
f"""for (int i = 0; i < {N}; i++) {{
    int k = tab[tab[{S} + i] & 31];
    if (k < 16) {{
        work(1);
    }}
    work(1);
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { int k = TAB[TAB[s + i] & 31]; if (k < 16) x = W<1, 1>(x); x = W<1, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(3)}), ("uniform", {"sel": C(0), "cnt": C(3)}),
 ("one_lane", {"sel": C(0), "cnt": L(lambda l: 5 if l == 12 else 3)})])

add("loaded_loop_in_const_loop", "2 trips: { cnt trips: k = tab[sel + i + j]; if (k < 16) 1 op; work(1) }: a loaded predicated data-trip loop nested in a constant loop", ["sel", "cnt", "tab"],
f"""for (int j = 0; j < 2; j++) {{
    for (int i = 0; i < {N}; i++) {{
        int k = tab[{S} + i + j];
        if (k < 16) {{
            work(1);
        }}
        work(1);
    }}
}}""",
U.lstrip("\n") + "for (int j = 0; j < 2; ++j) {" + U + "for (int i = 0; i < c; ++i) { int k = TAB[s + i + j]; if (k < 16) x = W<1, 1>(x); x = W<1, 2>(x); } }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 2 + l % 2)}), ("uniform", {"sel": C(1), "cnt": C(3)}),
 ("one_lane", {"sel": C(1), "cnt": L(lambda l: 5 if l == 3 else 2)})])

add("loaded_loop_some_skip", "cnt trips (0 for some lanes): k = tab[sel + i]; if (k >= 16) 2 ops; then work(2): a loaded predicated data-trip loop some lanes skip", ["sel", "cnt", "tab"],
f"""for (int i = 0; i < {N}; i++) {{
    int k = tab[{S} + i];
    if (k >= 16) {{
        work(2);
    }}
}}
work(2);""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k >= 16) x = W<2, 1>(x); } x = W<2, 2>(x);",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l % 3)}), ("uniform", {"sel": C(3), "cnt": C(3)}),
 ("one_lane", {"sel": C(3), "cnt": L(lambda l: 3 if l == 17 else 0)})])

add("loaded_loop_then_vote", "4 trips: k = tab[sel + i]; if (k < 16) 1 op; then if (__any_sync(sel == 7)) 3 ops else 1 op: a loaded predicated constant loop before a vote if/else", ["sel", "tab"],
f"""for (int i = 0; i < 4; i++) {{
    int k = tab[{S} + i];
    if (k < 16) {{
        work(1);
    }}
}}
if (__any_sync(0xffffffff, {S} == 7)) {{
    work(3);
}} else {{
    work(1);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } if (__any_sync(FULL_MASK, s == 7)) x = W<3, 2>(x); else x = W<1, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(20)}), ("one_lane", one(20, 14, 7))])

add("load_side_in_loop", "3 trips: if (((sel + i) & 1) != 0) { k = tab[sel + i]; if (k < 16) 1 op } else 2 ops: a short side that loads, inside a constant loop", ["sel", "tab"],
f"""for (int i = 0; i < 3; i++) {{
    if ((({S} + i) & 1) != 0) {{
        int k = tab[{S} + i];
        if (k < 16) {{
            work(1);
        }}
    }} else {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) { if (((s + i) & 1) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 25, 1))])

add("load_side_then_vote", "if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 2 ops }; then if (__any_sync(sel == 3)) 3 ops else 1 op: a short side that loads, then a vote if/else", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(2);
    }}
}}
if (__any_sync(0xffffffff, {S} == 3)) {{
    work(3);
}} else {{
    work(1);
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); } if (__any_sync(FULL_MASK, s == 3)) x = W<3, 2>(x); else x = W<1, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(0, 19, 1))])

add("switch_on_load_in_side", "if (sel < 16) { k = tab[sel]; switch (k & 3) { 0: 1 op; 1: 2 ops; default: 1 op } } else 2 ops: a small switch on a loaded value as a branch side", ["sel", "tab"],
f"""if ({S} < 16) {{
    int k = tab[{S}];
{switch("k & 3", 1, 2, 1, "    ")}
}} else {{
    work(2);
}}""",
"if (s < 16) { int k = TAB[s]; " + cswitch("k & 3", 1, 2, 1, 1) + " } else x = W<2, 4>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(4)}), ("one_lane", one(20, 6, 1))])

add("else_if_on_load_in_side", "if ((sel & 1) != 0) { k = tab[sel]; if (k < 8) 1 op else if (k < 24) 2 ops } else 1 op: an else-if on a loaded value inside a short side", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k < 8) {{
        work(1);
    }} else if (k < 24) {{
        work(2);
    }}
}} else {{
    work(1);
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k < 8) x = W<1, 1>(x); else if (k < 24) x = W<2, 2>(x); } else x = W<1, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(0, 29, 3))])

add("load_both_sides_loop", "cnt trips: if (((sel + i) & 2) != 0) { k = tab[sel + i]; if (k < 16) 1 op } else { m = tab[sel + i + 1]; work(1) }: loads on both short sides in a data-trip loop", ["sel", "cnt", "tab"],
f"""for (int i = 0; i < {N}; i++) {{
    if ((({S} + i) & 2) != 0) {{
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
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { if (((s + i) & 2) != 0) { int k = TAB[s + i]; if (k < 16) x = W<1, 1>(x); } else { int m = TAB[s + i + 1]; x = W<1, 2>(x); if (m < 0) x = W<1, 3>(x); } }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(3)}), ("uniform", {"sel": C(2), "cnt": C(2)}),
 ("one_lane", {"sel": L(lambda l: 0 if l == 8 else 2), "cnt": C(2)})])

R.write("Pre-registered kernels, round 15 (issue 35), after model version 14 (calibration family 15: a loop of if-converted ifs on a value each trip loads; a branch whose side reads memory stays a branch): a load alone in a short side; a loaded predicated loop as a branch side, after a branch, with a loaded if/else, with two dependent loads a trip, nested in a constant loop, skipped by some lanes, before a vote if/else; a short side that loads inside a constant loop and before a vote if/else; a small switch and an else-if on a loaded value inside a short side; loads on both short sides in a data-trip loop. Each kernel has a divergent, a uniform and a one-lane input. Same conventions as kernels-round14.json; CUDA regions in round15.cu.")
