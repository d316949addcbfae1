"""Round 14 (issue 35): after model version 13 (calibration family 14: a data-trip loop whose if-converted ifs have
loop-invariant conditions), kernels that put that loop in shapes no calibration kernel and no earlier round has — as a
branch side, after a branch, with two invariant ifs, with an invariant and a varying if, on a loaded condition, with an
if/else, hoisted and not — beside the issue's list (a vote fast path in a loop, a switch in a data-trip loop, an
else-if on fresh loads, loads on both sides of a branch). Each kernel has a divergent, a uniform and a one-lane input.
Writes kernels-round14.json and round14.cu."""
from round_writer import TAB, C, L, N, Round, S, U, cswitch, one, switch

R = Round(14)
add = R.add
# Indices whose tab value is below 16 (the `k < 16` side), for inputs that must agree on a loaded value.
LOW = [i for i in range(32) if TAB[i] < 16]

add("inv_pred_loop_then_branch", "cnt trips: work(2); if ((sel & 4) != 0) 3 ops; then if (sel < 16) 2 ops else 5 ops: a data-trip loop under a loop-invariant predicate, then a branch", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    work(2);
    if (({S} & 4) != 0) {{
        work(3);
    }}
}}
if ({S} < 16) {{
    work(2);
}} else {{
    work(5);
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if ((s & 4) != 0) x = W<3, 2>(x); } if (s < 16) x = W<2, 3>(x); else x = W<5, 4>(x);",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 3 + l % 2)}), ("uniform", {"sel": C(4), "cnt": C(4)}),
 ("one_lane", {"sel": C(4), "cnt": L(lambda l: 5 if l == 13 else 3)})])

add("inv_pred_loop_as_side", "if ((sel & 1) != 0) { cnt trips: work(1); if (sel < 16) 2 ops } else 4 ops: a data-trip loop under a loop-invariant predicate as one side of a branch", ["sel", "cnt"],
f"""if (({S} & 1) != 0) {{
    for (int i = 0; i < {N}; i++) {{
        work(1);
        if ({S} < 16) {{
            work(2);
        }}
    }}
}} else {{
    work(4);
}}""",
"if ((s & 1) != 0) {" + U + "for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if (s < 16) x = W<2, 2>(x); } } else x = W<4, 3>(x);",
[("divergent", {"sel": L(lambda l: l), "cnt": C(4)}), ("uniform", {"sel": C(3), "cnt": C(4)}),
 ("one_lane", one(0, 9, 5, other={"cnt": C(4)}))])

add("two_inv_preds_loop", "cnt trips: if ((sel & 1) != 0) 1 op; work(1); if ((sel & 2) != 0) 2 ops: two loop-invariant predicated ifs in a data-trip loop", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    if (({S} & 1) != 0) {{
        work(1);
    }}
    work(1);
    if (({S} & 2) != 0) {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { if ((s & 1) != 0) x = W<1, 1>(x); x = W<1, 2>(x); if ((s & 2) != 0) x = W<2, 3>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(5)}), ("uniform", {"sel": C(3), "cnt": C(5)}),
 ("one_lane", {"sel": L(lambda l: 3 if l == 27 else 0), "cnt": C(5)})])

add("inv_and_varying_pred_loop", "cnt trips: if ((sel & 1) != 0) 2 ops; if (((sel + i) & 2) != 0) 1 op: a loop-invariant and a varying predicated if in a data-trip loop", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    if (({S} & 1) != 0) {{
        work(2);
    }}
    if ((({S} + i) & 2) != 0) {{
        work(1);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { if ((s & 1) != 0) x = W<2, 1>(x); if (((s + i) & 2) != 0) x = W<1, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 4 + l % 2)}), ("uniform", {"sel": C(1), "cnt": C(4)}),
 ("one_lane", {"sel": C(1), "cnt": L(lambda l: 6 if l == 4 else 4)})])

add("loaded_inv_pred_loop", "k = tab[sel]; cnt trips: work(1); if (k < 16) 3 ops: a data-trip loop under a predicate on a value loaded before it", ["sel", "cnt", "tab"],
f"""int k = tab[{S}];
for (int i = 0; i < {N}; i++) {{
    work(1);
    if (k < 16) {{
        work(3);
    }}
}}""",
"int k = TAB[s];" + U + "for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if (k < 16) x = W<3, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(4)}), ("uniform", {"sel": C(LOW[1]), "cnt": C(4)}),
 ("one_lane", {"sel": C(LOW[1]), "cnt": L(lambda l: 6 if l == 30 else 3)})])

add("inv_if_else_loop", "cnt trips: if (sel < 16) 2 ops else 1 op; work(1): a loop-invariant if/else of short sides in a data-trip loop", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    if ({S} < 16) {{
        work(2);
    }} else {{
        work(1);
    }}
    work(1);
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { if (s < 16) x = W<2, 1>(x); else x = W<1, 2>(x); x = W<1, 3>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 3 + l % 3)}), ("uniform", {"sel": C(20), "cnt": C(4)}),
 ("one_lane", {"sel": C(20), "cnt": L(lambda l: 5 if l == 11 else 3)})])

add("hoisted_if_else_loops", "if (sel < 16) { cnt trips: work(2) } else { cnt trips: work(1) }; cnt trips: work(1): the same if/else hoisted out of the loop (two loops as sides)", ["sel", "cnt"],
f"""if ({S} < 16) {{
    for (int i = 0; i < {N}; i++) {{
        work(2);
        work(1);
    }}
}} else {{
    for (int i = 0; i < {N}; i++) {{
        work(1);
        work(1);
    }}
}}""",
"if (s < 16) {" + U + "for (int i = 0; i < c; ++i) { x = W<2, 1>(x); x = W<1, 3>(x); } } else {" + U + "for (int i = 0; i < c; ++i) { x = W<1, 2>(x); x = W<1, 3>(x); } }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 3 + l % 3)}), ("uniform", {"sel": C(20), "cnt": C(4)}),
 ("one_lane", {"sel": C(20), "cnt": L(lambda l: 5 if l == 11 else 3)})])

add("vote_fast_path_data_loop", "cnt trips: if (__all_sync(sel < 16)) 2 ops else { if ((sel & 1) != 0) 3 ops }; work(1): a vote fast path with a short slow path in a data-trip loop", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    if (__all_sync(0xffffffff, {S} < 16)) {{
        work(2);
    }} else {{
        if (({S} & 1) != 0) {{
            work(3);
        }}
    }}
    work(1);
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { if (__all_sync(FULL_MASK, s < 16)) x = W<2, 1>(x); else { if ((s & 1) != 0) x = W<3, 2>(x); } x = W<1, 3>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(4)}), ("uniform", {"sel": C(5), "cnt": C(4)}),
 ("one_lane", {"sel": L(lambda l: 21 if l == 16 else 5), "cnt": C(4)})])

add("switch_data_loop", "cnt trips: switch ((sel + i) & 3) { 0: 2 ops; 1: 1 op; default: 1 op }: a small switch as a data-trip loop's body", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
{switch(f"({S} + i) & 3", 2, 1, 1, "    ")}
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { " + cswitch("(s + i) & 3", 2, 1, 1, 1) + " }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(4)}), ("uniform", {"sel": C(0), "cnt": C(4)}),
 ("one_lane", {"sel": L(lambda l: 2 if l == 6 else 0), "cnt": C(4)})])

add("else_if_on_loads_loop", "3 trips: k = tab[sel + i]; if (k < 8) 1 op else if (k < 24) 3 ops else 5 ops: an else-if chain on a fresh load in a loop", ["sel", "tab"],
f"""for (int i = 0; i < 3; i++) {{
    int k = tab[{S} + i];
    if (k < 8) {{
        work(1);
    }} else if (k < 24) {{
        work(3);
    }} else {{
        work(5);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) { int k = TAB[s + i]; if (k < 8) x = W<1, 1>(x); else if (k < 24) x = W<3, 2>(x); else x = W<5, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 18, 5))])

add("loads_both_sides", "if ((sel & 1) != 0) { k = tab[sel]; if (k < 16) 2 ops } else { m = tab[sel + 1]; if (m >= 16) 2 ops }: a load and a short if on it on each side", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S}];
    if (k < 16) {{
        work(2);
    }}
}} else {{
    int m = tab[{S} + 1];
    if (m >= 16) {{
        work(2);
    }}
}}""",
"if ((s & 1) != 0) { int k = TAB[s]; if (k < 16) x = W<2, 1>(x); } else { int m = TAB[s + 1]; if (m >= 16) x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 10, 0))])

add("branch_then_inv_pred_loop", "if (sel < 16) 3 ops else 1 op; cnt trips: work(1); if ((sel & 2) != 0) 2 ops: a branch, then a data-trip loop under a loop-invariant predicate", ["sel", "cnt"],
f"""if ({S} < 16) {{
    work(3);
}} else {{
    work(1);
}}
for (int i = 0; i < {N}; i++) {{
    work(1);
    if (({S} & 2) != 0) {{
        work(2);
    }}
}}""",
"if (s < 16) x = W<3, 1>(x); else x = W<1, 2>(x);" + U + "for (int i = 0; i < c; ++i) { x = W<1, 3>(x); if ((s & 2) != 0) x = W<2, 4>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 2 + l % 4)}), ("uniform", {"sel": C(2), "cnt": C(4)}),
 ("one_lane", {"sel": C(2), "cnt": L(lambda l: 7 if l == 19 else 3)})])

add("const_inv_pred_then_vote", "4 trips: work(1); if (sel < 12) 2 ops; then if (__any_sync(sel == 5)) 3 ops else 1 op: a constant loop under a loop-invariant predicate, then a vote if/else", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    work(1);
    if ({S} < 12) {{
        work(2);
    }}
}}
if (__any_sync(0xffffffff, {S} == 5)) {{
    work(3);
}} else {{
    work(1);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { x = W<1, 1>(x); if (s < 12) x = W<2, 2>(x); } if (__any_sync(FULL_MASK, s == 5)) x = W<3, 3>(x); else x = W<1, 4>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(20)}), ("one_lane", one(20, 25, 5))])

R.write("Pre-registered kernels, round 14 (issue 35), after model version 13 (calibration family 14): data-trip loops under loop-invariant predicates after a branch, before a branch, as a branch side, with two invariant ifs, with an invariant and a varying if, on a value loaded before the loop, with an invariant if/else, and the same if/else hoisted into two loops; a vote fast path with a short slow path in a data-trip loop; a small switch as a data-trip loop's body; an else-if chain on a fresh load in a loop; a load and a short if on it on each side of a branch; a constant loop under an invariant predicate before a vote if/else. Each kernel has a divergent, a uniform and a one-lane input. Same conventions as kernels-round13.json; CUDA regions in round14.cu.")
