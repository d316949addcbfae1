import json
def L(f): return [int(f(l)) for l in range(32)]
def C(v): return [v]*32
K = []
def add(key, shape, params, body, cuda, cases, lanes=32):
    sig = ", ".join(f"const int *{p}" for p in params)
    src = f"__global__ void {key}({sig}) {{\n" + "\n".join("    "+l for l in body.strip("\n").splitlines()) + "\n}\n"
    K.append(dict(key=key, shape=shape, lanes=lanes, source=src, cuda=cuda, params=params,
                  cases=[dict(case=c, inputs=i) for c, i in cases]))
S="sel[threadIdx.x]"; N="cnt[threadIdx.x]"
add("chain_offset3", "if-chain on one value over 1, 3, 4 with a final else (10, 7, 12, 6 ops)", ["sel"],
f"""if ({S} == 1) {{
    work(10);
}} else if ({S} == 3) {{
    work(7);
}} else if ({S} == 4) {{
    work(12);
}} else {{
    work(6);
}}""",
"if (s == 1) x = W<10, 1>(x); else if (s == 3) x = W<7, 2>(x); else if (s == 4) x = W<12, 3>(x); else x = W<6, 4>(x);",
[("divergent", {"sel": L(lambda l: [1,3,4,9][l%4])}), ("uniform", {"sel": C(4)})])
add("chain_zero5", "if-chain on one value over 0, 2, 5, 7, 9 without a final else (9, 6, 11, 8, 10 ops)", ["sel"],
f"""if ({S} == 0) {{
    work(9);
}} else if ({S} == 2) {{
    work(6);
}} else if ({S} == 5) {{
    work(11);
}} else if ({S} == 7) {{
    work(8);
}} else if ({S} == 9) {{
    work(10);
}}""",
"if (s == 0) x = W<9, 1>(x); else if (s == 2) x = W<6, 2>(x); else if (s == 5) x = W<11, 3>(x); else if (s == 7) x = W<8, 4>(x); else if (s == 9) x = W<10, 5>(x);",
[("divergent", {"sel": L(lambda l: 0 if l < 16 else 7)}), ("uniform", {"sel": C(5)})])
add("while_break", "while loop (cnt trips) with a break at the top on sel + i > 9, then 5 ops and the step", ["sel", "cnt"],
f"""int i = 0;
while (i < {N}) {{
    if ({S} + i > 9) {{
        break;
    }}
    work(5);
    i += 1;
}}""",
"int i = 0;\n#pragma unroll 1\n    while (i < c) { if (s + i > 9) break; x = W<5, 1>(x); i += 1; }",
[("divergent", {"sel": L(lambda l: [2, 4, 6, 8][l % 4]), "cnt": C(10)}), ("uniform", {"sel": C(0), "cnt": C(10)})])
add("while_continue", "while loop, step first, then continue when (sel & i) != 0, else 9 ops", ["sel", "cnt"],
f"""int i = 0;
while (i < {N}) {{
    i += 1;
    if (({S} & i) != 0) {{
        continue;
    }}
    work(9);
}}""",
"int i = 0;\n#pragma unroll 1\n    while (i < c) { i += 1; if ((s & i) != 0) continue; x = W<9, 1>(x); }",
[("divergent", {"sel": L(lambda l: l % 4), "cnt": C(7)}), ("uniform", {"sel": C(0), "cnt": C(7)})])
add("nested_inner_div", "3 outer trips of work(3), then an inner loop of sel trips of work(4)", ["sel"],
f"""for (int i = 0; i < 3; i++) {{
    work(3);
    for (int j = 0; j < {S}; j++) {{
        work(4);
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 3; ++i) { x = W<3, 1>(x);\n#pragma unroll 1\n        for (int j = 0; j < s; ++j) x = W<4, 2>(x); }",
[("divergent", {"sel": L(lambda l: l % 3 + 1)}), ("uniform", {"sel": C(2)})])
add("else_chain", "if (cnt == 0) 9 ops; else an if-chain on sel over 0, 1, 2 with a final else (7, 10, 8, 6 ops)", ["sel", "cnt"],
f"""if ({N} == 0) {{
    work(9);
}} else if ({S} == 0) {{
    work(7);
}} else if ({S} == 1) {{
    work(10);
}} else if ({S} == 2) {{
    work(8);
}} else {{
    work(6);
}}""",
"if (c == 0) x = W<9, 1>(x); else if (s == 0) x = W<7, 2>(x); else if (s == 1) x = W<10, 3>(x); else if (s == 2) x = W<8, 4>(x); else x = W<6, 5>(x);",
[("divergent", {"sel": L(lambda l: l % 2 * 2), "cnt": L(lambda l: 0 if l < 8 else 1)}), ("uniform", {"sel": C(1), "cnt": C(1)})])
add("all_loop", "4 trips: __all_sync(sel > i) fast path of 5 ops, else an if (sel > i) of 9 ops", ["sel"],
f"""for (int i = 0; i < 4; i++) {{
    if (__all_sync(0xffffffff, {S} > i)) {{
        work(5);
    }} else if ({S} > i) {{
        work(9);
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 4; ++i) { if (__all_sync(FULL_MASK, s > i)) x = W<5, 1>(x); else if (s > i) x = W<9, 2>(x); }",
[("divergent", {"sel": L(lambda l: l % 4 + 1)}), ("uniform", {"sel": C(9)})])
add("ladder_vals", "else-if ladder on different tests: sel > 8 (10 ops), cnt < 3 (7), sel + cnt == 5 (9), else 6", ["sel", "cnt"],
f"""if ({S} > 8) {{
    work(10);
}} else if ({N} < 3) {{
    work(7);
}} else if ({S} + {N} == 5) {{
    work(9);
}} else {{
    work(6);
}}""",
"if (s > 8) x = W<10, 1>(x); else if (c < 3) x = W<7, 2>(x); else if (s + c == 5) x = W<9, 3>(x); else x = W<6, 4>(x);",
[("divergent", {"sel": L(lambda l: [9, 1, 2, 4][l % 4]), "cnt": L(lambda l: [0, 1, 3, 3][l % 4])}), ("uniform", {"sel": C(4), "cnt": C(5)})])
add("switch_pred_case", "4-case switch; case 0: 7 ops then a 2-op if on cnt; case 2: 6 ops then a 3-op if on cnt", ["sel", "cnt"],
f"""switch ({S}) {{
    case 0:
        work(7);
        if ({N} > 2) {{
            work(2);
        }}
        break;
    case 1: work(9); break;
    case 2:
        work(6);
        if ({N} == 0) {{
            work(3);
        }}
        break;
    case 3: work(8); break;
    default: break;
}}""",
"switch (s) { case 0: x = W<7, 1>(x); if (c > 2) x = W<2, 2>(x); break; case 1: x = W<9, 3>(x); break; case 2: x = W<6, 4>(x); if (c == 0) x = W<3, 5>(x); break; case 3: x = W<8, 6>(x); break; default: break; }",
[("divergent", {"sel": L(lambda l: 0 if l < 16 else 2), "cnt": L(lambda l: l % 4)}), ("uniform", {"sel": C(0), "cnt": C(3)})])
add("continue_two", "6 trips: work(3); continue if sel == i; work(8); continue if cnt == i; work(5)", ["sel", "cnt"],
f"""for (int i = 0; i < 6; i++) {{
    work(3);
    if ({S} == i) {{
        continue;
    }}
    work(8);
    if ({N} == i) {{
        continue;
    }}
    work(5);
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 6; ++i) { x = W<3, 1>(x); if (s == i) continue; x = W<8, 2>(x); if (c == i) continue; x = W<5, 3>(x); }",
[("divergent", {"sel": L(lambda l: l % 3), "cnt": L(lambda l: 3 + l % 2)}), ("uniform", {"sel": C(-1), "cnt": C(-1)})])
doc = {"round": 4, "about": "Pre-registered kernels, round 4 (issue 16), after model version 4 (the branch-shape calibration, scripts/gpu/calib/brx.json): if-chains on constant sets not calibrated (1,3,4; 0,2,5,7,9), break and continue in while and for loops, a nested loop with a divergent inner trip count after work, a 0-based chain as the else side of another test, an __all_sync fast path in a loop, an else-if ladder on different tests, predicated ifs inside switch cases and two continues in one body; none of them in rounds 1-3 or in a calibration family. Same conventions as kernels-round1.json; CUDA regions in round4.cu.",
       "cuda_data": {k["key"]: k["params"] for k in K},
       "kernels": [{kk: k[kk] for kk in ("key", "shape", "lanes", "source", "cases")} for k in K]}
json.dump(doc, open("kernels-round4.json", "w"), indent=1)
with open("round4.cu", "w") as f:
    f.write("// Warpwise pre-registration, round 4 (issue 16): the CUDA regions of kernels-round4.json, one per key, written\n// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N)).\n//\n// Build: nvcc -O3 -arch=sm_90 -o round4 round4.cu     Run: ./round4 --cases cases.txt > results.jsonl\n#include \"harness.cuh\"\n\n")
    f.write("#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)\n\n")
    for k in K:
        f.write(f"REGION({k['key']}) {{\n    {k['cuda']}\n    return x;\n}} }};\n\n")
    for k in K:
        f.write(f"PKERNEL({k['key']})\n")
    f.write("\nstatic const Entry TABLE[] = {\n" + "".join(f'    {{"{k["key"]}", {k["key"]}}},\n' for k in K) + "};\n\n")
    f.write("int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }\n")
print(len(K))
