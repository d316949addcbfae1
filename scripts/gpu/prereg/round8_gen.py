"""Round 8 (issue 35): after model version 7 (calibration family 8: loops as branch sides), kernels that combine
loops as the taken side of a branch, loads in divergent paths, vote fast paths in loops and nested loops with zero-trip
inners in shapes no calibration kernel and no earlier round has. Each kernel has a divergent, a uniform and a one-lane
input. Writes kernels-round8.json and round8.cu."""
import json

TAB = [(5 * i + 3) % 32 for i in range(64)]
def L(f): return [int(f(l)) for l in range(32)]
def C(v): return [v] * 32
K = []
def add(key, shape, params, body, cuda, cases, lanes=32):
    sig = ", ".join(f"const int *{p}" for p in params)
    src = f"__global__ void {key}({sig}) {{\n" + "\n".join("    " + l for l in body.strip("\n").splitlines()) + "\n}\n"
    cs = []
    for c, i in cases:
        i = dict(i)
        if "tab" in params:
            i["tab"] = TAB
        cs.append(dict(case=c, inputs=i))
    K.append(dict(key=key, shape=shape, lanes=lanes, source=src, cuda=cuda, params=[p for p in params if p != "tab"], cases=cs))
S = "sel[threadIdx.x]"; N = "cnt[threadIdx.x]"
def one(base, lane, v, other=None):
    d = {"sel": L(lambda l: v if l == lane else base)}
    if other: d.update(other)
    return d



U = "\n#pragma unroll 1\n    "
add("real_then_loop_split", "if (sel < 16) { 3 trips of work(3) } else 7 ops: a constant-trip loop as the then side of a real if/else", ["sel"],
f"""if ({S} < 16) {{
    for (int i = 0; i < 3; i++) {{
        work(3);
    }}
}} else {{
    work(7);
}}""",
"if (s < 16) {" + U + "for (int i = 0; i < 3; ++i) x = W<3, 1>(x); } else x = W<7, 2>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(20, 5, 0))])

add("vote_loop_else_branch", "if (__any_sync(cnt > 0)) { 2 trips of work(6) } else { if (sel < 8) 7 ops else 5 ops }", ["sel", "cnt"],
f"""if (__any_sync(0xffffffff, {N} > 0)) {{
    for (int i = 0; i < 2; i++) {{
        work(6);
    }}
}} else {{
    if ({S} < 8) {{
        work(7);
    }} else {{
        work(5);
    }}
}}""",
"if (__any_sync(FULL_MASK, c > 0)) {" + U + "for (int i = 0; i < 2; ++i) x = W<6, 1>(x); } else { if (s < 8) x = W<7, 2>(x); else x = W<5, 3>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(0)}), ("uniform", {"sel": C(0), "cnt": C(1)}), ("one_lane", {"sel": L(lambda l: 2 if l == 13 else 20), "cnt": C(0)})])

add("load_then_loop_else", "if (sel < 16) { k = tab[sel + 1]; if (k > 12) 8 ops else 6 ops } else 2 trips of work(5): a load in a divergent side, a loop on the other", ["sel", "tab"],
f"""int j = {S};
if (j < 16) {{
    int k = tab[j + 1];
    if (k > 12) {{
        work(8);
    }} else {{
        work(6);
    }}
}} else {{
    for (int i = 0; i < 2; i++) {{
        work(5);
    }}
}}""",
"pin(s); if (s < 16) { int k = TAB[s + 1]; if (k > 12) x = W<8, 1>(x); else x = W<6, 2>(x); } else {" + U + "for (int i = 0; i < 2; ++i) x = W<5, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 27, 20))])

add("vote_fast_loop_load", "4 trips: if (__any_sync(sel == i)) { k = tab[sel + i]; if (k < 16) 6 ops }, then 2 ops: a vote fast path in a loop with a load behind it", ["sel", "tab"],
f"""for (int i = 0; i < 4; i++) {{
    if (__any_sync(0xffffffff, {S} == i)) {{
        int k = tab[{S} + i];
        if (k < 16) {{
            work(6);
        }}
    }}
    work(2);
}}""",
"pin(s);" + U + "for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == i)) { int k = TAB[s + i]; if (k < 16) x = W<6, 1>(x); } x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l % 4)}), ("uniform", {"sel": C(9)}), ("one_lane", one(9, 22, 1))])

add("vote_else_loop_in_loop", "3 trips: if (__all_sync(cnt > i)) 6 ops else { 2 trips of work(4) }: a loop as the taken side of a vote branch, inside a loop", ["cnt"],
f"""for (int i = 0; i < 3; i++) {{
    if (__all_sync(0xffffffff, {N} > i)) {{
        work(6);
    }} else {{
        for (int j = 0; j < 2; j++) {{
            work(4);
        }}
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) { if (__all_sync(FULL_MASK, c > i)) x = W<6, 1>(x); else {" + U + "for (int j = 0; j < 2; ++j) x = W<4, 2>(x); } }",
[("divergent", {"cnt": L(lambda l: l % 4)}), ("uniform", {"cnt": C(5)}), ("one_lane", {"cnt": L(lambda l: 1 if l == 3 else 5)})])

add("side_nested_zero_inner", "if (sel < 16) { 2 trips: cnt trips of work(4), then 1 op } else 9 ops: nested loops with zero-trip inners as a branch side", ["sel", "cnt"],
f"""if ({S} < 16) {{
    for (int i = 0; i < 2; i++) {{
        for (int j = 0; j < {N}; j++) {{
            work(4);
        }}
        work(1);
    }}
}} else {{
    work(9);
}}""",
"if (s < 16) {" + U + "for (int i = 0; i < 2; ++i) {" + U + "for (int j = 0; j < c; ++j) x = W<4, 1>(x); x = W<1, 2>(x); } } else x = W<9, 3>(x);",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l % 3)}), ("uniform", {"sel": C(0), "cnt": C(0)}), ("one_lane", {"sel": C(0), "cnt": L(lambda l: 2 if l == 7 else 0)})])

add("zero_inner_then_vote", "3 trips: cnt trips of work(3), then if (__any_sync(sel == i)) 5 ops", ["sel", "cnt"],
f"""for (int i = 0; i < 3; i++) {{
    for (int j = 0; j < {N}; j++) {{
        work(3);
    }}
    if (__any_sync(0xffffffff, {S} == i)) {{
        work(5);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 3; ++i) {" + U + "for (int j = 0; j < c; ++j) x = W<3, 1>(x); if (__any_sync(FULL_MASK, s == i)) x = W<5, 2>(x); }",
[("divergent", {"sel": L(lambda l: l % 4), "cnt": L(lambda l: l % 2)}), ("uniform", {"sel": C(9), "cnt": C(0)}), ("one_lane", {"sel": L(lambda l: 0 if l == 30 else 9), "cnt": L(lambda l: 1 if l == 30 else 0)})])

add("data_loop_then_side", "if (sel < 16) { cnt trips of work(5) } else 8 ops: a data-trip loop as the then side of a real if/else", ["sel", "cnt"],
f"""if ({S} < 16) {{
    for (int i = 0; i < {N}; i++) {{
        work(5);
    }}
}} else {{
    work(8);
}}""",
"if (s < 16) {" + U + "for (int i = 0; i < c; ++i) x = W<5, 1>(x); } else x = W<8, 2>(x);",
[("divergent", {"sel": L(lambda l: l), "cnt": C(2)}), ("uniform", {"sel": C(0), "cnt": C(3)}), ("one_lane", {"sel": L(lambda l: 0 if l == 0 else 20), "cnt": C(3)})])

add("load_both_sides", "if (sel < 16) { k = tab[sel]; if (k < 10) 6 ops else 9 ops } else { m = tab[sel + 7]; if (m > 20) 7 ops else 5 ops }: loads in both divergent sides", ["sel", "tab"],
f"""int j = {S};
if (j < 16) {{
    int k = tab[j];
    if (k < 10) {{
        work(6);
    }} else {{
        work(9);
    }}
}} else {{
    int m = tab[j + 7];
    if (m > 20) {{
        work(7);
    }} else {{
        work(5);
    }}
}}""",
"pin(s); if (s < 16) { int k = TAB[s]; if (k < 10) x = W<6, 1>(x); else x = W<9, 2>(x); } else { int m = TAB[s + 7]; if (m > 20) x = W<7, 3>(x); else x = W<5, 4>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(2)}), ("one_lane", one(2, 18, 20))])

add("switch_case_loop", "switch (sel & 3): case 0 2 trips of work(4), case 1 7 ops, default 5 ops: a loop as a switch case", ["sel"],
f"""switch ({S} & 3) {{
case 0:
    for (int i = 0; i < 2; i++) {{
        work(4);
    }}
    break;
case 1:
    work(7);
    break;
default:
    work(5);
    break;
}}""",
"switch (s & 3) { case 0: {" + U + "for (int i = 0; i < 2; ++i) x = W<4, 1>(x); } break; case 1: x = W<7, 2>(x); break; default: x = W<5, 3>(x); break; }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(1, 12, 0))])

add("work_then_loop_side", "3 ops; if (sel < 16) 6 ops else { 4 trips of work(2) }; 2 ops: a short-body loop as the else side after work", ["sel"],
f"""work(3);
if ({S} < 16) {{
    work(6);
}} else {{
    for (int i = 0; i < 4; i++) {{
        work(2);
    }}
}}
work(2);""",
"x = W<3, 1>(x); if (s < 16) x = W<6, 2>(x); else {" + U + "for (int i = 0; i < 4; ++i) x = W<2, 3>(x); }\n    x = W<2, 4>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(20)}), ("one_lane", one(0, 31, 20))])

add("vote_pred_loop", "4 trips: if (__any_sync(sel == i)) 6 ops; an if-converted if on (sel + i) & 1 of 2 ops", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    if (__any_sync(0xffffffff, {S} == i)) {{
        work(6);
    }}
    if ((({S} + i) & 1) != 0) {{
        work(2);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 4; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<6, 1>(x); if (((s + i) & 1) != 0) x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l % 4)}), ("uniform", {"sel": C(8)}), ("one_lane", one(8, 19, 2))])

add("loop_in_then_in_loop", "2 trips: if (sel < 16) { 3 trips of work(3) } else 5 ops: a loop as a branch side inside a loop", ["sel"],
f"""for (int i = 0; i < 2; i++) {{
    if ({S} < 16) {{
        for (int j = 0; j < 3; j++) {{
            work(3);
        }}
    }} else {{
        work(5);
    }}
}}""",
U.lstrip("\n") + "for (int i = 0; i < 2; ++i) { if (s < 16) {" + U + "for (int j = 0; j < 3; ++j) x = W<3, 1>(x); } else x = W<5, 2>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(20, 9, 0))])

doc = {"round": 8, "about": "Pre-registered kernels, round 8 (issue 35), after model version 7 (calibration family 8, loops as branch sides): constant-trip loops as the taken side of real and vote branches (then, else, inside a loop, after work, as a switch case); a data-trip loop as the then side of a real branch; loads in divergent sides (both sides, beside a loop side, behind a vote fast path in a loop); vote fast paths in loops beside an if-converted if and after zero-trip inner loops; nested loops with zero-trip inners as a branch side. Each kernel has a divergent, a uniform and a one-lane input. Same conventions as kernels-round7.json; CUDA regions in round8.cu.",
       "cuda_data": {k["key"]: ["sel", "cnt"] for k in K},
       "kernels": [{kk: k[kk] for kk in ("key", "shape", "lanes", "source", "cases")} for k in K]}
json.dump(doc, open("kernels-round8.json", "w"), indent=1)
with open("round8.cu", "w") as f:
    f.write("// Warpwise pre-registration, round 8: the CUDA regions of kernels-round8.json, one per key, written\n// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).\n//\n// Build: nvcc -O3 -arch=sm_90 -o round8 round8.cu     Run: ./round8 --cases cases.txt > results.jsonl\n#include \"harness.cuh\"\n#include \"../calib/loads.cuh\"\n\n")
    f.write("#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)\n\n")
    for k in K:
        f.write(f"REGION({k['key']}) {{\n    {k['cuda']}\n    return x;\n}} }};\n\n")
    for k in K:
        f.write(f"PKERNEL({k['key']})\n")
    f.write("\nstatic const Entry TABLE[] = {\n" + "".join(f'    {{"{k["key"]}", {k["key"]}}},\n' for k in K) + "};\n\n")
    f.write("int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }\n")
print(len(K))
