"""Round 9 (issue 35): after model version 8 (calibration family 10: votes on the loop counter, constant loops in
constant loops, short constant-trip bodies, if/else ending a side, else-less ifs in loops), kernels that put those
effects in shapes no calibration kernel and no earlier round has: votes on the counter with an else side, inside a
nested loop and after zero-trip inner loops; nested constant loops beside a real branch and around a data loop; if/else
ending a side inside a loop and after a load; else-less ifs of 6 and 7 ops in loops; a short loop after a vote branch
and as a branch side; a switch inside an if; loads in a data loop; predicated bodies with and without the branch
hoisted. Each kernel has a divergent, a uniform and a one-lane input. Writes kernels-round9.json and round9.cu."""
from round_writer import C, L, N, Round, S, U, one

R = Round(9)
add = R.add

add("vote_all_counter_else", "6 trips: if (__all_sync(sel > i)) 5 ops else 2 ops: a vote on the counter with an else side", ["sel"],
f"""for (int i = 0; i < 6; i++) {{
    if (__all_sync(0xffffffff, {S} > i)) {{
        work(5);
    }} else {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 6; ++i) { if (__all_sync(FULL_MASK, s > i)) x = W<5, 1>(x); else x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: 3 + l % 8)}), ("uniform", {"sel": C(9)}), ("one_lane", one(9, 17, 2))])

add("nested_const_then_branch", "3 trips: { 2 trips of work(2) }; if (sel < 16) 8 ops else 5 ops: nested constant loops beside a real branch", ["sel"],
f"""for (int i = 0; i < 3; i++) {{
    for (int j = 0; j < 2; j++) {{
        work(2);
    }}
    if ({S} < 16) {{
        work(8);
    }} else {{
        work(5);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) {" + U + "for (int j = 0; j < 2; ++j) x = W<2, 1>(x);\n    if (s < 16) x = W<8, 2>(x); else x = W<5, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(20, 6, 0))])

add("const_around_data_pred", "3 trips: { cnt trips of work(2) and an if-converted if (sel & 1) of 2 ops }: a data loop with a predicated body inside a constant loop", ["sel", "cnt"],
f"""for (int i = 0; i < 3; i++) {{
    for (int j = 0; j < {N}; j++) {{
        work(2);
        if (({S} & 1) != 0) {{
            work(2);
        }}
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) {" + U + "for (int j = 0; j < c; ++j) { x = W<2, 1>(x); if ((s & 1) != 0) x = W<2, 2>(x); } }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l % 3)}), ("uniform", {"sel": C(1), "cnt": C(2)}),
 ("one_lane", {"sel": C(1), "cnt": L(lambda l: 3 if l == 22 else 0)})])

add("ends_side_in_loop", "3 trips: if (sel < 16) { k = sel + i; if (k < 9) 7 ops else 9 ops } else 8 ops: an if/else ending a side after a statement, in a loop", ["sel"],
f"""for (int i = 0; i < 3; i++) {{
    if ({S} < 16) {{
        int k = {S} + i;
        if (k < 9) {{
            work(7);
        }} else {{
            work(9);
        }}
    }} else {{
        work(8);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) { if (s < 16) { int k = s + i; if (k < 9) x = W<7, 1>(x); else x = W<9, 2>(x); } else x = W<8, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(2, 25, 20))])

add("ends_else_after_load", "if (sel >= 20) 9 ops else { k = tab[sel + 2]; if (k > 15) 7 ops else 10 ops }: an if/else ending the else side after a load", ["sel", "tab"],
f"""int j = {S};
if (j >= 20) {{
    work(9);
}} else {{
    int k = tab[j + 2];
    if (k > 15) {{
        work(7);
    }} else {{
        work(10);
    }}
}}""",
"pin(s); if (s >= 20) x = W<9, 1>(x); else { int k = TAB[s + 2]; if (k > 15) x = W<7, 2>(x); else x = W<10, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 30, 25))])

add("else_less_six_varying", "4 trips: if (((sel + i) & 1) != 0) 6 ops; then 2 ops: an else-less if of 6 ops on a varying condition in a loop", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    if ((({S} + i) & 1) != 0) {{
        work(6);
    }}
    work(2);
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { if (((s + i) & 1) != 0) x = W<6, 1>(x); x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 14, 1))])

add("else_less_seven_data", "cnt trips: work(2); if (sel < 16) 7 ops: an else-less if of 7 ops in a data loop", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    work(2);
    if ({S} < 16) {{
        work(7);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { x = W<2, 1>(x); if (s < 16) x = W<7, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(3)}), ("uniform", {"sel": C(0), "cnt": C(3)}),
 ("one_lane", {"sel": L(lambda l: 0 if l == 3 else 20), "cnt": C(3)})])

add("vote_then_short_loop", "if (__any_sync(sel > 30)) 9 ops; then 6 trips of work(1): a short constant loop after a vote branch", ["sel"],
f"""if (__any_sync(0xffffffff, {S} > 30)) {{
    work(9);
}}
for (int i = 0; i < 6; i++) {{
    work(1);
}}""",
"if (__any_sync(FULL_MASK, s > 30)) x = W<9, 1>(x);" + U + "for (int i = 0; i < 6; ++i) x = W<1, 2>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 31, 31))])

add("switch_in_if_loop_else", "if (sel < 24) { switch (sel & 3): 3 / 6 / 4 ops } else { 3 trips of work(2) }: a switch inside an if, a short loop on the other side", ["sel"],
f"""if ({S} < 24) {{
    switch ({S} & 3) {{
    case 0:
        work(3);
        break;
    case 1:
        work(6);
        break;
    default:
        work(4);
        break;
    }}
}} else {{
    for (int i = 0; i < 3; i++) {{
        work(2);
    }}
}}""",
"if (s < 24) { switch (s & 3) { case 0: x = W<3, 1>(x); break; case 1: x = W<6, 2>(x); break; default: x = W<4, 3>(x); break; } } else {" + U + "for (int i = 0; i < 3; ++i) x = W<2, 4>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 28, 29))])

add("load_branch_data_loop", "cnt trips: k = tab[sel + i]; if (k < 12) 7 ops else 9 ops: a load feeding a real branch in a data loop", ["sel", "cnt", "tab"],
f"""for (int i = 0; i < {N}; i++) {{
    int k = tab[{S} + i];
    if (k < 12) {{
        work(7);
    }} else {{
        work(9);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < c; ++i) { int k = TAB[s + i]; if (k < 12) x = W<7, 1>(x); else x = W<9, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 1 + l % 4)}), ("uniform", {"sel": C(0), "cnt": C(3)}),
 ("one_lane", {"sel": C(0), "cnt": L(lambda l: 4 if l == 9 else 1)})])

add("pred_hoist_mixed_loop", "5 trips: if (sel < 16) 3 ops; if (((sel + i) & 3) == 0) 2 ops: a loop-invariant and a varying if-converted if in one body", ["sel"],
f"""for (int i = 0; i < 5; i++) {{
    if ({S} < 16) {{
        work(3);
    }}
    if ((({S} + i) & 3) == 0) {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 5; ++i) { if (s < 16) x = W<3, 1>(x); if (((s + i) & 3) == 0) x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(20, 11, 3))])

add("pred_hoisted_by_hand", "if (sel < 16) { 5 trips: 3 ops; if (((sel + i) & 3) == 0) 2 ops } else { 5 trips: if (((sel + i) & 3) == 0) 2 ops }: the same work with the invariant branch hoisted", ["sel"],
f"""if ({S} < 16) {{
    for (int i = 0; i < 5; i++) {{
        work(3);
        if ((({S} + i) & 3) == 0) {{
            work(2);
        }}
    }}
}} else {{
    for (int i = 0; i < 5; i++) {{
        if ((({S} + i) & 3) == 0) {{
            work(2);
        }}
    }}
}}""",
"if (s < 16) {" + U + "for (int i = 0; i < 5; ++i) { x = W<3, 1>(x); if (((s + i) & 3) == 0) x = W<2, 2>(x); } } else {" + U + "for (int i = 0; i < 5; ++i) { if (((s + i) & 3) == 0) x = W<2, 3>(x); } }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(20, 11, 3))])

add("vote_counter_nested", "2 trips: { 3 trips: if (__any_sync(sel == i + j)) 4 ops }: a vote on both counters inside a nested constant loop", ["sel"],
f"""for (int i = 0; i < 2; i++) {{
    for (int j = 0; j < 3; j++) {{
        if (__any_sync(0xffffffff, {S} == i + j)) {{
            work(4);
        }}
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 2; ++i) {" + U + "for (int j = 0; j < 3; ++j) { if (__any_sync(FULL_MASK, s == i + j)) x = W<4, 1>(x); } }",
[("divergent", {"sel": L(lambda l: l % 3)}), ("uniform", {"sel": C(9)}), ("one_lane", one(9, 4, 1))])

add("zero_inner_then_vote", "3 trips: { cnt trips of work(2) }; if (__any_sync(cnt > i)) 5 ops: zero-trip inner loops, then a vote on the counter", ["sel", "cnt"],
f"""for (int i = 0; i < 3; i++) {{
    for (int j = 0; j < {N}; j++) {{
        work(2);
    }}
    if (__any_sync(0xffffffff, {N} > i)) {{
        work(5);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) {" + U + "for (int j = 0; j < c; ++j) x = W<2, 1>(x);\n    if (__any_sync(FULL_MASK, c > i)) x = W<5, 2>(x); }",
[("divergent", {"sel": C(0), "cnt": L(lambda l: l % 3)}), ("uniform", {"sel": C(0), "cnt": C(0)}),
 ("one_lane", {"sel": C(0), "cnt": L(lambda l: 2 if l == 16 else 0)})])

add("one_trip_inner_branch", "4 trips: { 1 trip of work(3) }; if (sel < 16) 8 ops else 5 ops: a one-trip inner loop beside a real branch", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    for (int j = 0; j < 1; j++) {{
        work(3);
    }}
    if ({S} < 16) {{
        work(8);
    }} else {{
        work(5);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) {" + U + "for (int j = 0; j < 1; ++j) x = W<3, 1>(x);\n    if (s < 16) x = W<8, 2>(x); else x = W<5, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(20)}), ("one_lane", one(20, 0, 0))])

R.write("Pre-registered kernels, round 9 (issue 35), after model version 8 (calibration family 10): votes on the loop counter with an else side, in a nested loop and after zero-trip inner loops; nested constant loops beside a real branch and around a data loop with a predicated body; if/else ending a side in a loop and after a load; else-less ifs of 6 and 7 ops in loops; a short constant loop after a vote branch and as a branch side beside a switch; a load feeding a branch in a data loop; if-converted bodies with the invariant branch inside and hoisted by hand; a one-trip inner loop. Each kernel has a divergent, a uniform and a one-lane input. Same conventions as kernels-round8.json; CUDA regions in round9.cu.")
