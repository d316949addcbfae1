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
add("continue_short", "6 trips: work(2), continue when (sel + i) % 3 == 0, then a 3-op rest (ptxas should if-convert it)", ["sel"],
f"""for (int i = 0; i < 6; i++) {{
    work(2);
    if (({S} + i) % 3 == 0) {{
        continue;
    }}
    work(3);
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 6; ++i) { x = W<2, 1>(x); if ((s + i) % 3 == 0) continue; x = W<3, 2>(x); }",
[("divergent", {"sel": L(lambda l: l % 3)}), ("uniform", {"sel": C(1)})])
add("while_continue_short", "while loop, step first, continue when (sel & i) == 0, else a 2-op rest", ["sel", "cnt"],
f"""int i = 0;
while (i < {N}) {{
    i += 1;
    if (({S} & i) == 0) {{
        continue;
    }}
    work(2);
}}""",
"int i = 0;\n#pragma unroll 1\n    while (i < c) { i += 1; if ((s & i) == 0) continue; x = W<2, 1>(x); }",
[("divergent", {"sel": L(lambda l: l % 4), "cnt": C(8)}), ("uniform", {"sel": C(0), "cnt": C(8)})])
add("continue_rest5", "5 trips: continue when sel == i, then a 5-op rest (one op past the measured if-conversion limit)", ["sel"],
f"""for (int i = 0; i < 5; i++) {{
    if ({S} == i) {{
        continue;
    }}
    work(5);
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 5; ++i) { if (s == i) continue; x = W<5, 1>(x); }",
[("divergent", {"sel": L(lambda l: l % 5)}), ("uniform", {"sel": C(9)})])
add("loop_then_branch", "a loop of cnt trips of work(3), then a real if/else (6 vs 9 ops) on sel", ["sel", "cnt"],
f"""for (int i = 0; i < {N}; i++) {{
    work(3);
}}
if ({S} < 16) {{
    work(6);
}} else {{
    work(9);
}}""",
"#pragma unroll 1\n    for (int i = 0; i < c; ++i) x = W<3, 1>(x);\n    if (s < 16) x = W<6, 2>(x); else x = W<9, 3>(x);",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l % 4 + 1)}), ("uniform", {"sel": C(0), "cnt": C(3)})])
add("nested_in_loop", "4 trips: if (sel > i) { if (cnt > i) 7 ops else 8 ops } else 9 ops", ["sel", "cnt"],
f"""for (int i = 0; i < 4; i++) {{
    if ({S} > i) {{
        if ({N} > i) {{
            work(7);
        }} else {{
            work(8);
        }}
    }} else {{
        work(9);
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 4; ++i) { if (s > i) { if (c > i) x = W<7, 1>(x); else x = W<8, 2>(x); } else x = W<9, 3>(x); }",
[("divergent", {"sel": L(lambda l: l % 4), "cnt": L(lambda l: (l // 4) % 4)}), ("uniform", {"sel": C(4), "cnt": C(4)})])
add("two_short_ifs_loop", "5 trips, two short ifs in the body (2 ops on (sel + i) & 1, 3 ops on (cnt + i) & 2)", ["sel", "cnt"],
f"""for (int i = 0; i < 5; i++) {{
    if ((({S} + i) & 1) != 0) {{
        work(2);
    }}
    if ((({N} + i) & 2) != 0) {{
        work(3);
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 5; ++i) { if (((s + i) & 1) != 0) x = W<2, 1>(x); if (((c + i) & 2) != 0) x = W<3, 2>(x); }",
[("divergent", {"sel": L(lambda l: l), "cnt": L(lambda l: l // 2)}), ("uniform", {"sel": C(0), "cnt": C(0)})])
add("any_fast_path", "__any_sync(sel == 0) guards 10 ops, then 4 ops for everyone", ["sel"],
f"""if (__any_sync(0xffffffff, {S} == 0)) {{
    work(10);
}}
work(4);""",
"if (__any_sync(FULL_MASK, s == 0)) x = W<10, 1>(x);\n    x = W<4, 2>(x);",
[("divergent", {"sel": L(lambda l: 0 if l == 5 else 1)}), ("uniform", {"sel": C(1)})])
add("switch_loop_rotating", "3 trips of a 4-way switch on (sel + i) & 3 (4, 6, 5 ops and a default of 3)", ["sel"],
f"""for (int i = 0; i < 3; i++) {{
    switch (({S} + i) & 3) {{
    case 0: work(4); break;
    case 1: work(6); break;
    case 2: work(5); break;
    default: work(3); break;
    }}
}}""",
"#pragma unroll 1\n    for (int i = 0; i < 3; ++i) { switch ((s + i) & 3) { case 0: x = W<4, 1>(x); break; case 1: x = W<6, 2>(x); break; case 2: x = W<5, 3>(x); break; default: x = W<3, 4>(x); break; } }",
[("divergent", {"sel": L(lambda l: l % 4)}), ("uniform", {"sel": C(2)})])
doc = {"round": 5, "about": "Pre-registered kernels, round 5, after the stepper learnt ptxas's if-conversion of a short rest after if (...) continue; (scripts/gpu/calib/brx.json, lc_4 against lc_8): short rests after continue in a for and a while loop, a 5-op rest just past the measured limit, a real if/else after a loop with per-lane trip counts, a nested if/else inside a loop, two short ifs in one loop body, an __any_sync fast path and a rotating switch in a loop; none of them in rounds 1-4 or in a calibration family. Same conventions as kernels-round1.json; CUDA regions in round5.cu.",
       "cuda_data": {k["key"]: k["params"] for k in K},
       "kernels": [{kk: k[kk] for kk in ("key", "shape", "lanes", "source", "cases")} for k in K]}
json.dump(doc, open("kernels-round5.json", "w"), indent=1)
with open("round5.cu", "w") as f:
    f.write("// Warpwise pre-registration, round 5: the CUDA regions of kernels-round5.json, one per key, written\n// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N)).\n//\n// Build: nvcc -O3 -arch=sm_90 -o round5 round5.cu     Run: ./round5 --cases cases.txt > results.jsonl\n#include \"harness.cuh\"\n\n")
    f.write("#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)\n\n")
    for k in K:
        f.write(f"REGION({k['key']}) {{\n    {k['cuda']}\n    return x;\n}} }};\n\n")
    for k in K:
        f.write(f"PKERNEL({k['key']})\n")
    f.write("\nstatic const Entry TABLE[] = {\n" + "".join(f'    {{"{k["key"]}", {k["key"]}}},\n' for k in K) + "};\n\n")
    f.write("int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }\n")
print(len(K))
