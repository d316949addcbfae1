"""Round 7 (issue 35): after calibration family 7 (constant-trip loops, a real if as a whole side of a vote branch,
a masked switch as the whole then side of an if), kernels that combine them with family 6's constructs in shapes
no calibration kernel and no earlier round has. Each kernel has a divergent, a uniform and a one-lane input.
Writes kernels-round7.json and round7.cu."""
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


add("vote_side_if_loop", "if (__any_sync(cnt > 0)) { if (sel < 8) 9 ops else 5 ops } else 3 trips of work(4)", ["sel", "cnt"],
f"""if (__any_sync(0xffffffff, {N} > 0)) {{
    if ({S} < 8) {{
        work(9);
    }} else {{
        work(5);
    }}
}} else {{
    for (int i = 0; i < 3; i++) {{
        work(4);
    }}
}}""",
"if (__any_sync(FULL_MASK, c > 0)) { if (s < 8) x = W<9, 1>(x); else x = W<5, 2>(x); } else {\n#pragma unroll 1\n    for (int i = 0; i < 3; ++i) x = W<4, 3>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": C(1)}), ("uniform", {"sel": C(9), "cnt": C(0)}), ("one_lane", {"sel": L(lambda l: 2 if l == 13 else 20), "cnt": L(lambda l: 1 if l == 13 else 0)})])

add("const_loop_if_vary", "3 trips: work(2), then a real if (no else) on sel > i of 8 ops", ["sel"],
f"""for (int i = 0; i < 3; i++) {{
    work(2);
    if ({S} > i) {{
        work(8);
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 3; ++i) { x = W<2, 1>(x); if (s > i) x = W<8, 2>(x); }",
[("divergent", {"sel": L(lambda l: l % 4)}), ("uniform", {"sel": C(5)}), ("one_lane", one(0, 21, 3))])

add("const_loop_masked_sw2", "3 trips of a switch on (sel + i) & 1: case 0 6 ops, default 9 ops", ["sel"],
f"""for (int i = 0; i < 3; i++) {{
    switch (({S} + i) & 1) {{
    case 0: work(6); break;
    default: work(9); break;
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 3; ++i) { switch ((s + i) & 1) { case 0: x = W<6, 1>(x); break; default: x = W<9, 2>(x); break; } }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 30, 1))])

add("switch_then_loop_else", "if (sel < 16) { switch (cnt & 3): 5, 7, 4 ops, default 6 } else 2 trips of work(6)", ["sel", "cnt"],
f"""if ({S} < 16) {{
    switch ({N} & 3) {{
    case 0: work(5); break;
    case 1: work(7); break;
    case 2: work(4); break;
    default: work(6); break;
    }}
}} else {{
    for (int i = 0; i < 2; i++) {{
        work(6);
    }}
}}""",
"if (s < 16) { switch (c & 3) { case 0: x = W<5, 1>(x); break; case 1: x = W<7, 2>(x); break; case 2: x = W<4, 3>(x); break; default: x = W<6, 4>(x); break; } } else {\n#pragma unroll 1\n    for (int i = 0; i < 2; ++i) x = W<6, 5>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l % 4)}), ("uniform", {"sel": C(0), "cnt": C(1)}), ("one_lane", {"sel": L(lambda l: 0 if l == 9 else 20), "cnt": C(2)})])

add("load_then_vote", "k = tab[sel]; if (__all_sync(k > 2)) 10 ops else 4 ops, then 2 ops", ["sel", "tab"],
f"""int k = tab[{S}];
if (__all_sync(0xffffffff, k > 2)) {{
    work(10);
}} else {{
    work(4);
}}
work(2);""",
"pin(s); int k = TAB[s]; if (__all_sync(FULL_MASK, k > 2)) x = W<10, 1>(x); else x = W<4, 2>(x);\n    x = W<2, 3>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(1)}), ("one_lane", one(1, 25, 25))])

add("hoisted_pair_loop", "5 trips: if ((sel & 2) != 0) 3 ops; if ((cnt & 1) != 0) 2 ops; then 2 ops: two loop-invariant if-converted ifs", ["sel", "cnt"],
f"""for (int i = 0; i < 5; i++) {{
    if (({S} & 2) != 0) {{
        work(3);
    }}
    if (({N} & 1) != 0) {{
        work(2);
    }}
    work(2);
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 5; ++i) { if ((s & 2) != 0) x = W<3, 1>(x); if ((c & 1) != 0) x = W<2, 2>(x); x = W<2, 3>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l // 2)}), ("uniform", {"sel": C(2), "cnt": C(1)}), ("one_lane", {"sel": L(lambda l: 2 if l == 4 else 0), "cnt": C(0)})])

add("data_loop_pred", "cnt trips: an if-converted if on (sel + i) & 2 of 3 ops, then 1 op", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    if ((({S} + i) & 2) != 0) {{
        work(3);
    }}
    work(1);
}}""",
"#pragma unroll 1\n    for (int i = 0; i < c; ++i) { if (((s + i) & 2) != 0) x = W<3, 1>(x); x = W<1, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: 2 + l % 4)}), ("uniform", {"sel": C(0), "cnt": C(4)}), ("one_lane", {"sel": C(0), "cnt": L(lambda l: 6 if l == 17 else 2)})])

add("vote_then_data_loop", "if (__any_sync(sel == 3)) { cnt trips of work(4) }, then 3 ops", ["sel", "cnt"],
f"""if (__any_sync(0xffffffff, {S} == 3)) {{
    for (int i = 0; i < {N}; i++) {{
        work(4);
    }}
}}
work(3);""",
"if (__any_sync(FULL_MASK, s == 3)) {\n#pragma unroll 1\n    for (int i = 0; i < c; ++i) x = W<4, 1>(x); }\n    x = W<3, 2>(x);",
[("divergent", {"sel": L(lambda l: l % 4), "cnt": L(lambda l: l % 3)}), ("uniform", {"sel": C(3), "cnt": C(2)}), ("one_lane", {"sel": L(lambda l: 3 if l == 0 else 1), "cnt": C(3)})])

add("mod_branch_loop", "4 trips: a real if/else on (sel + i) % 3 == 0 (9 vs 6 ops)", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    if ((({S} + i) % 3) == 0) {{
        work(9);
    }} else {{
        work(6);
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 4; ++i) { if (((s + i) % 3) == 0) x = W<9, 1>(x); else x = W<6, 2>(x); }",
[("divergent", {"sel": L(lambda l: l % 3)}), ("uniform", {"sel": C(0)}), ("one_lane", one(1, 7, 0))])

add("nested_const_data_if", "2 trips: an inner loop of cnt trips of work(3), then if (sel < 16) 7 ops else 5 ops", ["sel", "cnt"],
f"""for (int i = 0; i < 2; i++) {{
    for (int j = 0; j < {N}; j++) {{
        work(3);
    }}
    if ({S} < 16) {{
        work(7);
    }} else {{
        work(5);
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 2; ++i) {\n#pragma unroll 1\n    for (int j = 0; j < c; ++j) x = W<3, 1>(x); if (s < 16) x = W<7, 2>(x); else x = W<5, 3>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l % 4)}), ("uniform", {"sel": C(0), "cnt": C(0)}), ("one_lane", {"sel": C(0), "cnt": L(lambda l: 3 if l == 11 else 0)})])

add("folded_guard_branch", "if ((threadIdx.x & 31) < 32) { work(3); if (sel < 16) 8 ops else 6 ops }: a guard nvcc folds", ["sel"],
f"""if ((threadIdx.x & 31) < 32) {{
    work(3);
    if ({S} < 16) {{
        work(8);
    }} else {{
        work(6);
    }}
}}""",
"if ((lane & 31) < 32) { x = W<3, 1>(x); if (s < 16) x = W<8, 2>(x); else x = W<6, 3>(x); }",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(20, 11, 0))])

add("load_chain_branch", "j = tab[tab[sel]]; if (j < 10) 8 ops else 11 ops: two dependent loads feeding a branch", ["sel", "tab"],
f"""int j = tab[tab[{S}]];
if (j < 10) {{
    work(8);
}} else {{
    work(11);
}}""",
"pin(s); int j = TAB[TAB[s]]; if (j < 10) x = W<8, 1>(x); else x = W<11, 2>(x);",
[("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)}), ("one_lane", one(0, 14, 2))])

doc = {"round": 7, "about": "Pre-registered kernels, round 7 (issue 35), after calibration family 7 (scripts/gpu/calib/c7_gen.py): a real if as a whole side of a vote branch beside a constant-trip loop; constant-trip loops holding a real if, a masked 2-way switch, two hoisted if-converted ifs; a masked switch as the then side with a loop on the else side; a vote on a loaded value; a data-trip loop with an if-converted if; a vote guarding a data-trip loop; a % 3 real branch in a loop; a constant outer loop around a data-trip inner loop and a real if; a guard nvcc folds; two dependent loads feeding a branch. Each kernel has a divergent, a uniform and a one-lane input. Same conventions as kernels-round6.json; CUDA regions in round7.cu.",
       "cuda_data": {k["key"]: ["sel", "cnt"] for k in K},
       "kernels": [{kk: k[kk] for kk in ("key", "shape", "lanes", "source", "cases")} for k in K]}
json.dump(doc, open("kernels-round7.json", "w"), indent=1)
with open("round7.cu", "w") as f:
    f.write("// Warpwise pre-registration, round 7: the CUDA regions of kernels-round7.json, one per key, written\n// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).\n//\n// Build: nvcc -O3 -arch=sm_90 -o round7 round7.cu     Run: ./round7 --cases cases.txt > results.jsonl\n#include \"harness.cuh\"\n#include \"../calib/loads.cuh\"\n\n")
    f.write("#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)\n\n")
    for k in K:
        f.write(f"REGION({k['key']}) {{\n    {k['cuda']}\n    return x;\n}} }};\n\n")
    for k in K:
        f.write(f"PKERNEL({k['key']})\n")
    f.write("\nstatic const Entry TABLE[] = {\n" + "".join(f'    {{"{k["key"]}", {k["key"]}}},\n' for k in K) + "};\n\n")
    f.write("int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }\n")
print(len(K))
