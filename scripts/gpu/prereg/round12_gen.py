"""Round 12 (issue 35): after model version 11 (calibration family 13: the if-conversion limit of a loaded condition, a
switch of two cases and a default as a branch and a predicated rest, work after an if-converted vote, a predicated
data-trip loop inside a constant loop), kernels that put those effects in shapes no calibration kernel and no earlier
round has, with the issue's list (loads inside divergent paths, a vote fast path in a loop, switch inside if,
hoisting variants, nested loops whose inner loop some lanes skip). Each kernel has a divergent, a uniform and a
one-lane input. Writes kernels-round12.json and round12.cu."""
from round_writer import TAB, C, L, N, Round, S, U, one

R = Round(12)
add = R.add

# Lanes whose tab[sel + i] stays below 16 for i = 0..3 (TAB[25..28] = 0, 5, 10, 15).
LOW4 = 25
assert all(TAB[LOW4 + i] < 16 for i in range(4))

add("load_branch_in_loop", "4 trips: k = tab[sel + i]; if (k < 16) 2 ops else 6 ops: a branch on a fresh load in a constant loop", ["sel", "tab"],
f"""for (int i = 0; i < 4; i++) {{
    int k = tab[{S} + i];
    if (k < 16) {{
        work(2);
    }} else {{
        work(6);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (k < 16) x = W<2, 1>(x); else x = W<6, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(LOW4)}), ("one_lane", one(LOW4, 13, 0))])

add("load_pred_data_loop", "cnt trips: k = tab[sel + i]; if (k < 16) 3 ops; work(1): a short if on a fresh load in a data-trip loop", ["sel", "cnt", "tab"],
f"""for (int i = 0; i < {N}; i++) {{
    int k = tab[{S} + i];
    if (k < 16) {{
        work(3);
    }}
    work(1);
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 16) x = W<3, 1>(x); x = W<1, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 3 + l % 2)}), ("uniform", {"sel": C(LOW4), "cnt": C(4)}),
 ("one_lane", {"sel": C(LOW4), "cnt": L(lambda l: 4 if l == 21 else 2)})])

add("switch_rest_in_loop", "4 trips: switch ((sel + i) & 3) { 0: 3 ops; 1: 1 op; default: 2 ops }: a switch of two cases and a default in a constant loop", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    switch (({S} + i) & 3) {{
    case 0:
        work(3);
        break;
    case 1:
        work(1);
        break;
    default:
        work(2);
        break;
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { switch ((s + i) & 3) { case 0: x = W<3, 1>(x); break; case 1: x = W<1, 2>(x); break; default: x = W<2, 3>(x); break; } }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 9, 1))])

add("switch_in_else", "if (sel < 8) 5 ops else switch (sel & 3) { 0: 2 ops; 1: 2 ops; default: 1 op }: a switch of two cases and a default as the else side", ["sel"],
f"""if ({S} < 8) {{
    work(5);
}} else {{
    switch ({S} & 3) {{
    case 0:
        work(2);
        break;
    case 1:
        work(2);
        break;
    default:
        work(1);
        break;
    }}
}}""",
"if (s < 8) x = W<5, 1>(x); else { switch (s & 3) { case 0: x = W<2, 2>(x); break; case 1: x = W<2, 3>(x); break; default: x = W<1, 4>(x); break; } }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(12)}), ("one_lane", one(12, 26, 3))])

add("switch_in_if_in_loop", "3 trips: if (sel < 20) switch ((sel + i) & 3) { 0: 1 op; 1: 2 ops; default: 2 ops } else 2 ops: a switch inside an if inside a loop", ["sel"],
f"""for (int i = 0; i < 3; i++) {{
    if ({S} < 20) {{
        switch (({S} + i) & 3) {{
        case 0:
            work(1);
            break;
        case 1:
            work(2);
            break;
        default:
            work(2);
            break;
        }}
    }} else {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) { if (s < 20) { switch ((s + i) & 3) { case 0: x = W<1, 1>(x); break; case 1: x = W<2, 2>(x); break; default: x = W<2, 3>(x); break; } } else x = W<2, 4>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(4)}), ("one_lane", one(4, 30, 24))])

add("vote_pred_then_work", "5 trips: if (__any_sync(sel == i)) 2 ops else 1 op; if (((sel + i) & 1) != 0) 1 op; work(2): an if-converted vote, a varying if, then work", ["sel"],
f"""for (int i = 0; i < 5; i++) {{
    if (__any_sync(0xffffffff, {S} == i)) {{
        work(2);
    }} else {{
        work(1);
    }}
    if ((({S} + i) & 1) != 0) {{
        work(1);
    }}
    work(2);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<2, 1>(x); else x = W<1, 2>(x); if (((s + i) & 1) != 0) x = W<1, 3>(x); x = W<2, 4>(x); }",
[("divergent", {"sel": L(lambda l: l % 8)}), ("uniform", {"sel": C(9)}), ("one_lane", one(9, 2, 3))])

add("vote_on_load_fast_path", "4 trips: k = tab[sel + i]; if (__all_sync(k < 30)) 2 ops else 3 ops; work(1): a short vote on a loaded value with work after it", ["sel", "tab"],
f"""for (int i = 0; i < 4; i++) {{
    int k = tab[{S} + i];
    if (__all_sync(0xffffffff, k < 30)) {{
        work(2);
    }} else {{
        work(3);
    }}
    work(1);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (__all_sync(FULL_MASK, k < 30)) x = W<2, 1>(x); else x = W<3, 2>(x); x = W<1, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(LOW4)}), ("one_lane", one(LOW4, 17, 9))])

add("nested_zero_inner_pred", "3 trips: { cnt trips: work(1); if (((sel + j) & 1) != 0) 2 ops }; work(1): a predicated data-trip loop that lanes skip, inside a constant loop", ["sel", "cnt"],
f"""for (int i = 0; i < 3; i++) {{
    for (int j = 0; j < {N}; j++) {{
        work(1);
        if ((({S} + j) & 1) != 0) {{
            work(2);
        }}
    }}
    work(1);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) {" + U + "for (int j = 0; j < c; ++j) { x = W<1, 1>(x); if (((s + j) & 1) != 0) x = W<2, 2>(x); } x = W<1, 3>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l % 3)}), ("uniform", {"sel": C(1), "cnt": C(0)}),
 ("one_lane", {"sel": C(1), "cnt": L(lambda l: 3 if l == 6 else 0)})])

add("const_pred_in_data_loop", "cnt trips: { 3 trips: if (((sel + j) & 1) != 0) 1 op }; work(2): a predicated constant loop inside a data-trip loop", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    for (int j = 0; j < 3; j++) {{
        if ((({S} + j) & 1) != 0) {{
            work(1);
        }}
    }}
    work(2);
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) {" + U + "for (int j = 0; j < 3; ++j) { if (((s + j) & 1) != 0) x = W<1, 1>(x); } x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 1 + l % 3)}), ("uniform", {"sel": C(0), "cnt": C(2)}),
 ("one_lane", {"sel": C(0), "cnt": L(lambda l: 4 if l == 27 else 1)})])

add("hoist_load_if_inside", "k = tab[sel]; 5 trips: if (k < 16) 5 ops else 1 op: a loop-invariant branch on a loaded value left inside the loop", ["sel", "tab"],
f"""int k = tab[{S}];
for (int i = 0; i < 5; i++) {{
    if (k < 16) {{
        work(5);
    }} else {{
        work(1);
    }}
}}""",
"int k = TAB[s];" + U + "for (int i = 0; i < 5; ++i) { if (k < 16) x = W<5, 1>(x); else x = W<1, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 11, 3))])

add("hoist_load_if_outside", "k = tab[sel]; if (k < 16) { 5 trips: 5 ops } else { 5 trips: 1 op }: the same choice hoisted out of the loop", ["sel", "tab"],
f"""int k = tab[{S}];
if (k < 16) {{
    for (int i = 0; i < 5; i++) {{
        work(5);
    }}
}} else {{
    for (int i = 0; i < 5; i++) {{
        work(1);
    }}
}}""",
"int k = TAB[s]; if (k < 16) {" + U + "for (int i = 0; i < 5; ++i) { x = W<5, 1>(x); } } else {" + U + "for (int i = 0; i < 5; ++i) { x = W<1, 2>(x); } }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 11, 3))])

add("load_chain_in_side", "if (sel & 1) { k = tab[sel]; m = tab[k]; if (m < 16) 2 ops else 3 ops } else 2 ops: two dependent loads and a short if inside one side", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    int m = tab[k];
    if (m < 16) {{
        work(2);
    }} else {{
        work(3);
    }}
}} else {{
    work(2);
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; int m = TAB[k]; if (m < 16) x = W<2, 1>(x); else x = W<3, 2>(x); } else x = W<2, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 20, 0))])

add("else_if_on_load", "k = tab[sel]; if (k < 8) 2 ops else if (k < 24) 4 ops else 1 op: an else-if chain on a loaded value", ["sel", "tab"],
f"""int k = tab[{S}];
if (k < 8) {{
    work(2);
}} else if (k < 24) {{
    work(4);
}} else {{
    work(1);
}}""",
"int k = TAB[s]; if (k < 8) x = W<2, 1>(x); else if (k < 24) x = W<4, 2>(x); else x = W<1, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(2)}), ("one_lane", one(2, 15, 0))])

add("pred_then_vote_branch", "4 trips: work(2); if (((sel + i) & 1) != 0) 1 op; if (__any_sync(sel == 3 * i)) 6 ops else 1 op: a varying if, then a vote branch with a long side", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    work(2);
    if ((({S} + i) & 1) != 0) {{
        work(1);
    }}
    if (__any_sync(0xffffffff, {S} == 3 * i)) {{
        work(6);
    }} else {{
        work(1);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<1, 2>(x); if (__any_sync(FULL_MASK, s == 3 * i)) x = W<6, 3>(x); else x = W<1, 4>(x); }",
[("divergent", {"sel": L(lambda l: l % 10)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 8, 6))])

R.write("Pre-registered kernels, round 12 (issue 35), after model version 11 (calibration family 13): branches and short ifs on freshly loaded values (in a constant loop, in a data-trip loop, left inside a loop or hoisted out of it, after two dependent loads in a divergent side, as an else-if chain), switches of two cases and a default (in a loop, as an else side, inside an if inside a loop), short vote if/else in loops followed by a varying if and work or on a loaded value, a predicated data-trip loop that lanes skip inside a constant loop, a predicated constant loop inside a data-trip loop, and a vote branch with a long side after a varying if. Each kernel has a divergent, a uniform and a one-lane input. Same conventions as kernels-round11.json; CUDA regions in round12.cu.")
