"""Round 6 (issue 35): kernels that combine the constructs calibration family 6 measured on their own
(loads, votes feeding a branch, masked switches, if-converted ifs in loops, % by a constant, conditions on
threadIdx.x, zero-trip inner loops), in shapes no calibration kernel and no earlier round has. Each kernel has a
divergent, a uniform and a one-lane input. Writes kernels-round6.json and round6.cu."""
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

add("load_branch_div", "if (sel < 16) { k = tab[sel]; if (k < 12) 7 ops else 10 ops } else 9 ops: a load inside a divergent side, feeding a nested real branch", ["sel", "tab"],
f"""int j = {S};
if (j < 16) {{
    int k = tab[j];
    if (k < 12) {{
        work(7);
    }} else {{
        work(10);
    }}
}} else {{
    work(9);
}}""",
"pin(s); if (s < 16) { int k = TAB[s]; if (k < 12) x = W<7, 1>(x); else x = W<10, 2>(x); } else x = W<9, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(2)}), ("one_lane", one(40, 3, 3))])

add("load_loop_bound", "m = tab[sel] & 3 trips of work(6): a loop bound read from memory, per-lane trip counts", ["sel", "tab"],
f"""int m = tab[{S}] & 3;
for (int i = 0; i < m; i++) {{
    work(6);
}}""",
"pin(s); int m = TAB[s] & 3;\n#pragma unroll 1\n    for (int i = 0; i < m; ++i) x = W<6, 1>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(5, 7, 0))])

add("load_switch", "a 4-way switch on tab[sel] & 3 (6, 9, 5 ops, default 7): a masked switch on a loaded value", ["sel", "tab"],
f"""switch (tab[{S}] & 3) {{
case 0: work(6); break;
case 1: work(9); break;
case 2: work(5); break;
default: work(7); break;
}}""",
"pin(s); switch (TAB[s] & 3) { case 0: x = W<6, 1>(x); break; case 1: x = W<9, 2>(x); break; case 2: x = W<5, 3>(x); break; default: x = W<7, 4>(x); break; }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 12, 2))])

add("vote_loop", "5 trips: if (__any_sync(sel == i)) 9 ops, then 2 ops: a vote fast path in a loop", ["sel"],
f"""for (int i = 0; i < 5; i++) {{
    if (__any_sync(0xffffffff, {S} == i)) {{
        work(9);
    }}
    work(2);
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 5; ++i) { if (__any_sync(FULL_MASK, s == i)) x = W<9, 1>(x); x = W<2, 2>(x); }",
[("divergent", {"sel": L(lambda l: l % 5)}), ("uniform", {"sel": C(7)}), ("one_lane", one(9, 3, 2))])

add("vote_else_branch", "if (__all_sync(cnt > 0)) 2 trips of work(5), else a real if/else (9 vs 7 ops) on sel < 8", ["sel", "cnt"],
f"""if (__all_sync(0xffffffff, {N} > 0)) {{
    for (int i = 0; i < 2; i++) {{
        work(5);
    }}
}} else {{
    if ({S} < 8) {{
        work(9);
    }} else {{
        work(7);
    }}
}}""",
"if (__all_sync(FULL_MASK, c > 0)) {\n#pragma unroll 1\n    for (int i = 0; i < 2; ++i) x = W<5, 1>(x); } else { if (s < 8) x = W<9, 2>(x); else x = W<7, 3>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(0)}), ("uniform", {"sel": C(0), "cnt": C(1)}), ("one_lane", {"sel": L(lambda l: 3 if l == 20 else 9), "cnt": C(0)})])

add("switch_in_if_masked", "if (cnt < 2) { switch (sel & 3): 5, 8 ops, default 6 } else 11 ops: a masked switch inside a real if", ["sel", "cnt"],
f"""if ({N} < 2) {{
    switch ({S} & 3) {{
    case 0: work(5); break;
    case 1: work(8); break;
    default: work(6); break;
    }}
}} else {{
    work(11);
}}""",
"if (c < 2) { switch (s & 3) { case 0: x = W<5, 1>(x); break; case 1: x = W<8, 2>(x); break; default: x = W<6, 3>(x); break; } } else x = W<11, 4>(x);",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l % 3)}), ("uniform", {"sel": C(1), "cnt": C(0)}), ("one_lane", {"sel": C(0), "cnt": L(lambda l: 0 if l == 30 else 5)})])

add("pred_loop_hoist_mix", "7 trips: an if-converted if on loop-invariant sel & 1 (2 ops), one on (cnt + i) & 1 (3 ops)", ["sel", "cnt"],
f"""for (int i = 0; i < 7; i++) {{
    if (({S} & 1) != 0) {{
        work(2);
    }}
    if ((({N} + i) & 1) != 0) {{
        work(3);
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 7; ++i) { if ((s & 1) != 0) x = W<2, 1>(x); if (((c + i) & 1) != 0) x = W<3, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l // 2)}), ("uniform", {"sel": C(1), "cnt": C(0)}), ("one_lane", {"sel": L(lambda l: 1 if l == 6 else 0), "cnt": C(0)})])

add("pred_else_loop_inv", "5 trips: an if-converted if/else on loop-invariant sel < 4 (2 vs 4 ops), then 3 ops", ["sel"],
f"""for (int i = 0; i < 5; i++) {{
    if ({S} < 4) {{
        work(2);
    }} else {{
        work(4);
    }}
    work(3);
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 5; ++i) { if (s < 4) x = W<2, 1>(x); else x = W<4, 2>(x); x = W<3, 3>(x); }",
[("divergent", {"sel": L(lambda l: l % 8)}), ("uniform", {"sel": C(0)}), ("one_lane", one(9, 17, 0))])

add("nested_zero_inner", "3 trips: an inner loop of cnt trips of work(5), then 2 ops; cnt = 0 for most lanes", ["cnt"],
f"""for (int i = 0; i < 3; i++) {{
    for (int j = 0; j < {N}; j++) {{
        work(5);
    }}
    work(2);
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 3; ++i) {\n#pragma unroll 1\n    for (int j = 0; j < c; ++j) x = W<5, 1>(x); x = W<2, 2>(x); }",
[("divergent", {"cnt": L(lambda l: l % 3)}), ("uniform", {"cnt": C(0)}), ("one_lane", {"cnt": L(lambda l: 2 if l == 4 else 0)})])

add("nested_load_inner", "3 trips: m = tab[sel + i] & 1, an inner loop of m trips of work(6): zero-trip inner loops from loaded bounds", ["sel", "tab"],
f"""for (int i = 0; i < 3; i++) {{
    int m = tab[{S} + i] & 1;
    for (int j = 0; j < m; j++) {{
        work(6);
    }}
}}""",
"pin(s);\n#pragma unroll 1\n    for (int i = 0; i < 3; ++i) { int m = TAB[s + i] & 1;\n#pragma unroll 1\n    for (int j = 0; j < m; ++j) x = W<6, 1>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 25, 0))])

add("mod_pred_else_loop", "6 trips: an if-converted if/else on (sel + i) % 3 == 0 (3 vs 1 ops)", ["sel"],
f"""for (int i = 0; i < 6; i++) {{
    if ((({S} + i) % 3) == 0) {{
        work(3);
    }} else {{
        work(1);
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 6; ++i) { if (((s + i) % 3) == 0) x = W<3, 1>(x); else x = W<1, 2>(x); }",
[("divergent", {"sel": L(lambda l: l % 3)}), ("uniform", {"sel": C(0)}), ("one_lane", one(1, 8, 0))])

add("lane_guard_branch", "if (threadIdx.x < 32) { if (sel < 16) 8 ops else 6 ops }, then 3 ops: a guard a 32-lane launch always passes, around a real branch", ["sel"],
f"""if (threadIdx.x < 32) {{
    if ({S} < 16) {{
        work(8);
    }} else {{
        work(6);
    }}
}}
work(3);""",
"if (lane < 32) { if (s < 16) x = W<8, 1>(x); else x = W<6, 2>(x); }\n    x = W<3, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(20, 11, 0))])

add("loop_pred_and_branch", "4 trips: an if-converted if on (sel + i) & 1 (2 ops) and a real if/else on sel > i (9 vs 6 ops)", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    if ((({S} + i) & 1) != 0) {{
        work(2);
    }}
    if ({S} > i) {{
        work(9);
    }} else {{
        work(6);
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 4; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); if (s > i) x = W<9, 2>(x); else x = W<6, 3>(x); }",
[("divergent", {"sel": L(lambda l: l % 4)}), ("uniform", {"sel": C(8)}), ("one_lane", one(8, 2, 0))])

doc = {"round": 6, "about": "Pre-registered kernels, round 6 (issue 35), after calibration family 6 (scripts/gpu/calib/c6_gen.py): loads inside divergent paths, as loop bounds and as a switch value; a vote fast path in a loop and in front of a real branch; a masked switch inside an if; if-converted ifs in loops with loop-invariant (hoistable) and varying conditions; a % 3 if/else in a loop; nested loops with zero-trip inner loops; a lane guard a 32-lane launch always passes. Each kernel has a divergent, a uniform and a one-lane input. `tab` is the 64-entry table TAB of scripts/gpu/calib/loads.cuh (global memory, L1 hits). Same conventions as kernels-round1.json; CUDA regions in round6.cu.",
       "cuda_data": {k["key"]: ["sel", "cnt"] for k in K},
       "kernels": [{kk: k[kk] for kk in ("key", "shape", "lanes", "source", "cases")} for k in K]}
json.dump(doc, open("kernels-round6.json", "w"), indent=1)
with open("round6.cu", "w") as f:
    f.write("// Warpwise pre-registration, round 6: the CUDA regions of kernels-round6.json, one per key, written\n// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).\n//\n// Build: nvcc -O3 -arch=sm_90 -o round6 round6.cu     Run: ./round6 --cases cases.txt > results.jsonl\n#include \"harness.cuh\"\n#include \"../calib/loads.cuh\"\n\n")
    f.write("#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)\n\n")
    for k in K:
        f.write(f"REGION({k['key']}) {{\n    {k['cuda']}\n    return x;\n}} }};\n\n")
    for k in K:
        f.write(f"PKERNEL({k['key']})\n")
    f.write("\nstatic const Entry TABLE[] = {\n" + "".join(f'    {{"{k["key"]}", {k["key"]}}},\n' for k in K) + "};\n\n")
    f.write("int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }\n")
print(len(K))
