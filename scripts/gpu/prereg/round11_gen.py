"""Round 11 (issue 35): after model version 10 (calibration family 12: short-sided vote if/else in loops if-converted,
predicated bodies in data-trip loops, work after varying if-converted ifs, work before a vote branch in a loop),
kernels that put those effects in shapes no calibration kernel and no earlier round has, with the issue's list (loads
inside divergent paths, a vote fast path in a loop, switch inside if, hoisting variants, nested loops whose inner loop
some lanes skip). Each kernel has a divergent, a uniform and a one-lane input. Writes kernels-round11.json and
round11.cu."""
from round_writer import C, L, N, Round, S, U, one

R = Round(11)
add = R.add

add("vote_short_work_after", "5 trips: if (__any_sync(sel == i)) 2 ops else 3 ops; work(2): a short-sided vote if/else on the counter with work after it", ["sel"],
f"""for (int i = 0; i < 5; i++) {{
    if (__any_sync(0xffffffff, {S} == i)) {{
        work(2);
    }} else {{
        work(3);
    }}
    work(2);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<2, 1>(x); else x = W<3, 2>(x); x = W<2, 3>(x); }",
[("divergent", {"sel": L(lambda l: l % 7)}), ("uniform", {"sel": C(9)}), ("one_lane", one(9, 17, 2))])

add("vote_inv_short_with_pred", "4 trips: if (__all_sync(sel < 24)) 1 op else 3 ops; if (((sel + i) & 1) != 0) 2 ops: a loop-invariant short vote if/else beside a varying if", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    if (__all_sync(0xffffffff, {S} < 24)) {{
        work(1);
    }} else {{
        work(3);
    }}
    if ((({S} + i) & 1) != 0) {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { if (__all_sync(FULL_MASK, s < 24)) x = W<1, 1>(x); else x = W<3, 2>(x); if (((s + i) & 1) != 0) x = W<2, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 6, 27))])

add("vote_fast_path_loop", "6 trips: work(3); if (__any_sync(sel == 2 * i)) 8 ops else 2 ops: a vote fast path after work in a loop", ["sel"],
f"""for (int i = 0; i < 6; i++) {{
    work(3);
    if (__any_sync(0xffffffff, {S} == 2 * i)) {{
        work(8);
    }} else {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 6; ++i) { x = W<3, 1>(x); if (__any_sync(FULL_MASK, s == 2 * i)) x = W<8, 2>(x); else x = W<2, 3>(x); }",
[("divergent", {"sel": L(lambda l: l % 12)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 9, 4))])

add("data_loop_two_pred_after", "cnt trips: if (((sel + i) & 1) != 0) 1 op; if (((sel + i) & 2) != 0) 2 ops; work(1): two varying ifs and work after them in a data-trip loop", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    if ((({S} + i) & 1) != 0) {{
        work(1);
    }}
    if ((({S} + i) & 2) != 0) {{
        work(2);
    }}
    work(1);
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) x = W<1, 1>(x); if (((s + i) & 2) != 0) x = W<2, 2>(x); x = W<1, 3>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 3 + l % 2)}), ("uniform", {"sel": C(0), "cnt": C(4)}),
 ("one_lane", {"sel": C(0), "cnt": L(lambda l: 6 if l == 14 else 3)})])

add("data_loop_inv_pred", "cnt trips: work(1); if (sel < 16) 3 ops: a loop-invariant if-converted if in a data-trip loop", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    work(1);
    if ({S} < 16) {{
        work(3);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { x = W<1, 1>(x); if (s < 16) x = W<3, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(5)}), ("uniform", {"sel": C(0), "cnt": C(5)}),
 ("one_lane", {"sel": L(lambda l: 3 if l == 22 else 20), "cnt": C(5)})])

add("data_loop_pred_in_else", "if (sel < 8) 10 ops else { cnt trips: if (((sel + i) & 1) != 0) 2 ops }: a predicated data-trip loop as the else side", ["sel", "cnt"],
f"""if ({S} < 8) {{
    work(10);
}} else {{
    for (int i = 0; i < {N}; i++) {{
        if ((({S} + i) & 1) != 0) {{
            work(2);
        }}
    }}
}}""",
"if (s < 8) x = W<10, 1>(x); else {" + U + "for (int i = 0; i < c; ++i) { if (((s + i) & 1) != 0) x = W<2, 2>(x); } }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(4)}), ("uniform", {"sel": C(20), "cnt": C(4)}),
 ("one_lane", {"sel": L(lambda l: 2 if l == 11 else 20), "cnt": C(4)})])

add("load_in_divergent_side", "if (sel & 1) { k = tab[sel + 1]; if (k < 16) 2 ops else 5 ops } else 4 ops: a load and a real if/else inside one side", ["sel", "tab"],
f"""if (({S} & 1) != 0) {{
    int k = tab[{S} + 1];
    if (k < 16) {{
        work(2);
    }} else {{
        work(5);
    }}
}} else {{
    work(4);
}}""",
"if ((s & 1) != 0) { int k = TAB[s + 1]; if (k < 16) x = W<2, 1>(x); else x = W<5, 2>(x); } else x = W<4, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 28, 0))])

add("switch_in_if_then", "if (sel < 20) switch (sel & 3) { 0: 2 ops; 1: 4 ops; default: 1 op } else 6 ops: a masked switch as the then side", ["sel"],
f"""if ({S} < 20) {{
    switch ({S} & 3) {{
    case 0:
        work(2);
        break;
    case 1:
        work(4);
        break;
    default:
        work(1);
        break;
    }}
}} else {{
    work(6);
}}""",
"if (s < 20) { switch (s & 3) { case 0: x = W<2, 1>(x); break; case 1: x = W<4, 2>(x); break; default: x = W<1, 3>(x); break; } } else x = W<6, 4>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(4)}), ("one_lane", one(4, 7, 25))])

add("nested_data_inner_pred", "3 trips: { cnt trips: if (((sel + j) & 1) != 0) 2 ops }; work(2): a predicated data-trip loop some lanes skip, inside a constant loop", ["sel", "cnt"],
f"""for (int i = 0; i < 3; i++) {{
    for (int j = 0; j < {N}; j++) {{
        if ((({S} + j) & 1) != 0) {{
            work(2);
        }}
    }}
    work(2);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) {" + U + "for (int j = 0; j < c; ++j) { if (((s + j) & 1) != 0) x = W<2, 1>(x); } x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l % 3)}), ("uniform", {"sel": C(0), "cnt": C(2)}),
 ("one_lane", {"sel": C(0), "cnt": L(lambda l: 2 if l == 5 else 0)})])

add("hoist_inside_if_else", "6 trips: if (sel < 16) 2 ops else 1 op; work(2): a loop-invariant if/else left inside the loop", ["sel"],
f"""for (int i = 0; i < 6; i++) {{
    if ({S} < 16) {{
        work(2);
    }} else {{
        work(1);
    }}
    work(2);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 6; ++i) { if (s < 16) x = W<2, 1>(x); else x = W<1, 2>(x); x = W<2, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 30, 18))])

add("hoist_outside_if_else", "if (sel < 16) { 6 trips: 4 ops } else { 6 trips: 3 ops }: the same choice hoisted out of the loop", ["sel"],
f"""if ({S} < 16) {{
    for (int i = 0; i < 6; i++) {{
        work(4);
    }}
}} else {{
    for (int i = 0; i < 6; i++) {{
        work(3);
    }}
}}""",
"if (s < 16) {" + U + "for (int i = 0; i < 6; ++i) { x = W<4, 1>(x); } } else {" + U + "for (int i = 0; i < 6; ++i) { x = W<3, 2>(x); } }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 30, 18))])

add("vote_short_then_pred_after", "4 trips: if (__any_sync(sel == i)) 2 ops else 2 ops; work(1); if (((sel + i) & 1) != 0) 1 op: a short vote if/else, work, then a varying if", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    if (__any_sync(0xffffffff, {S} == i)) {{
        work(2);
    }} else {{
        work(2);
    }}
    work(1);
    if ((({S} + i) & 1) != 0) {{
        work(1);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<2, 1>(x); else x = W<2, 2>(x); x = W<1, 3>(x); if (((s + i) & 1) != 0) x = W<1, 4>(x); }",
[("divergent", {"sel": L(lambda l: l % 6)}), ("uniform", {"sel": C(9)}), ("one_lane", one(9, 4, 1))])

add("vote_on_load_loop", "4 trips: k = tab[sel + i]; if (__any_sync(k > 30)) 5 ops else 1 op: a vote on a loaded value in a loop", ["sel", "tab"],
f"""for (int i = 0; i < 4; i++) {{
    int k = tab[{S} + i];
    if (__any_sync(0xffffffff, k > 30)) {{
        work(5);
    }} else {{
        work(1);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { int k = TAB[s + i]; if (__any_sync(FULL_MASK, k > 30)) x = W<5, 1>(x); else x = W<1, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 19, 10))])

R.write("Pre-registered kernels, round 11 (issue 35), after model version 10 (calibration family 12): short-sided vote if/else in loops (work after, beside a varying if, a loop-invariant vote, then a varying if), a vote fast path after work and a vote on a loaded value in loops, predicated bodies in data-trip loops (two varying ifs and work after, a loop-invariant if, as an else side, nested in a constant loop with lanes that skip it), a load and an if/else inside a divergent side, a masked switch as a then side, and a loop-invariant if/else inside a loop against the same choice hoisted out. Each kernel has a divergent, a uniform and a one-lane input. Same conventions as kernels-round10.json; CUDA regions in round11.cu.")
