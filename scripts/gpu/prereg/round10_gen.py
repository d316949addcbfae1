"""Round 10 (issue 35): after model version 9 (calibration family 11: if-converted ifs beside work in constant-trip
loops, vote if/else in loops), kernels that put those effects in shapes no calibration kernel and no earlier round has.
Each kernel has a divergent, a uniform and a one-lane input. Writes kernels-round10.json and round10.cu."""
from round_writer import C, L, N, Round, S, U, one

R = Round(10)
add = R.add

add("pred_loop_long_chain", "4 trips: work(6); if (((sel + i) & 1) != 0) 2 ops: a predicated if behind a chain long enough to bound the trip", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    work(6);
    if ((({S} + i) & 1) != 0) {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { x = W<6, 1>(x); if (((s + i) & 1) != 0) x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 21, 1))])

add("pred_loop_two_varying", "5 trips: if ((sel + i) & 1) 2 ops; if ((sel + i) & 2) 1 op; 1 op: two varying if-converted ifs and work after them", ["sel"],
f"""for (int i = 0; i < 5; i++) {{
    if ((({S} + i) & 1) != 0) {{
        work(2);
    }}
    if ((({S} + i) & 2) != 0) {{
        work(1);
    }}
    work(1);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 5; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); if (((s + i) & 2) != 0) x = W<1, 2>(x); x = W<1, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 2, 3))])

add("pred_loop_in_then", "if (sel < 16) { 4 trips: work(2); if (sel & 1) 2 ops } else 9 ops: a predicated-body loop as a branch side", ["sel"],
f"""if ({S} < 16) {{
    for (int i = 0; i < 4; i++) {{
        work(2);
        if (({S} & 1) != 0) {{
            work(2);
        }}
    }}
}} else {{
    work(9);
}}""",
"if (s < 16) {" + U + "for (int i = 0; i < 4; ++i) { x = W<2, 1>(x); if ((s & 1) != 0) x = W<2, 2>(x); } } else x = W<9, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 19, 20))])

add("pred_if_else_loop", "4 trips: work(1); if (((sel + i) & 1) != 0) 3 ops else 2 ops: an if-converted if/else beside work in a loop", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    work(1);
    if ((({S} + i) & 1) != 0) {{
        work(3);
    }} else {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { x = W<1, 1>(x); if (((s + i) & 1) != 0) x = W<3, 2>(x); else x = W<2, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 8, 1))])

add("vote_else_after_work", "5 trips: work(2); if (__any_sync(sel == i)) 4 ops else 1 op: a vote if/else on the counter after work", ["sel"],
f"""for (int i = 0; i < 5; i++) {{
    work(2);
    if (__any_sync(0xffffffff, {S} == i)) {{
        work(4);
    }} else {{
        work(1);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 5; ++i) { x = W<2, 1>(x); if (__any_sync(FULL_MASK, s == i)) x = W<4, 2>(x); else x = W<1, 3>(x); }",
[("divergent", {"sel": L(lambda l: l % 5)}), ("uniform", {"sel": C(9)}), ("one_lane", one(9, 30, 3))])

add("vote_inv_else_loop", "4 trips: if (__all_sync(sel < 20)) 6 ops else 3 ops: a loop-invariant vote if/else", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    if (__all_sync(0xffffffff, {S} < 20)) {{
        work(6);
    }} else {{
        work(3);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { if (__all_sync(FULL_MASK, s < 20)) x = W<6, 1>(x); else x = W<3, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 12, 25))])

add("pred_loop_then_vote", "3 trips: if (sel & 1) 2 ops; then if (__any_sync(sel > 28)) 7 ops: a predicated-body loop before a vote branch", ["sel"],
f"""for (int i = 0; i < 3; i++) {{
    if (({S} & 1) != 0) {{
        work(2);
    }}
}}
if (__any_sync(0xffffffff, {S} > 28)) {{
    work(7);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) { if ((s & 1) != 0) x = W<2, 1>(x); }\n    if (__any_sync(FULL_MASK, s > 28)) x = W<7, 2>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 30, 29))])

add("data_loop_pred_work", "cnt trips: work(2); if (((sel + i) & 1) != 0) 2 ops: the same body in a data-trip loop", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    work(2);
    if ((({S} + i) & 1) != 0) {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if (((s + i) & 1) != 0) x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 2 + l % 3)}), ("uniform", {"sel": C(0), "cnt": C(3)}),
 ("one_lane", {"sel": C(0), "cnt": L(lambda l: 5 if l == 10 else 2)})])

add("pred_loop_load_cond", "4 trips: k = tab[sel + i]; if (k < 16) 3 ops: a load feeding an if-converted if in a constant loop", ["sel", "tab"],
f"""for (int i = 0; i < 4; i++) {{
    int k = tab[{S} + i];
    if (k < 16) {{
        work(3);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (k < 16) x = W<3, 1>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 17, 5))])

add("nested_pred_inner", "2 trips: { 3 trips: if (((sel + j) & 1) != 0) 2 ops; 1 op }: a predicated-body loop nested in a constant loop", ["sel"],
f"""for (int i = 0; i < 2; i++) {{
    for (int j = 0; j < 3; j++) {{
        if ((({S} + j) & 1) != 0) {{
            work(2);
        }}
        work(1);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 2; ++i) {" + U + "for (int j = 0; j < 3; ++j) { if (((s + j) & 1) != 0) x = W<2, 1>(x); x = W<1, 2>(x); } }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 5, 1))])

add("pred_loop_switch_case", "switch (sel & 3): case 0 { 3 trips: if (((sel + i) & 1) != 0) 2 ops; 2 ops }, case 1: 5 ops, default 3 ops", ["sel"],
f"""switch ({S} & 3) {{
case 0:
    for (int i = 0; i < 3; i++) {{
        if ((({S} + i) & 1) != 0) {{
            work(2);
        }}
        work(2);
    }}
    break;
case 1:
    work(5);
    break;
default:
    work(3);
    break;
}}""",
"switch (s & 3) { case 0: {" + U + "for (int i = 0; i < 3; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); x = W<2, 2>(x); } } break; case 1: x = W<5, 3>(x); break; default: x = W<3, 4>(x); break; }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(1, 24, 0))])

add("pred_loop_eight_trips", "8 trips: work(1); if (sel < 16) 1 op; if (((sel + i) & 3) == 0) 3 ops: invariant and varying ifs over more trips", ["sel"],
f"""for (int i = 0; i < 8; i++) {{
    work(1);
    if ({S} < 16) {{
        work(1);
    }}
    if ((({S} + i) & 3) == 0) {{
        work(3);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 8; ++i) { x = W<1, 1>(x); if (s < 16) x = W<1, 2>(x); if (((s + i) & 3) == 0) x = W<3, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(20, 3, 1))])

R.write("Pre-registered kernels, round 10 (issue 35), after model version 9 (calibration family 11): if-converted ifs beside work in constant loops (behind a long chain, two varying ifs, an if/else, a load in the condition, eight trips with an invariant and a varying if), such a loop as a branch side, as a switch case, nested in a constant loop and before a vote branch; the same body in a data-trip loop; vote if/else in loops after work and on a loop-invariant vote. Each kernel has a divergent, a uniform and a one-lane input. Same conventions as kernels-round9.json; CUDA regions in round10.cu.")
