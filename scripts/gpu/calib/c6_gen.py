"""Calibration family 6 (issue 35): one microkernel family per effect round 5 and the independent H200 set
showed missing. Writes c6_kernels.json (the rounds' kernel format, so `cargo test --test prereg -- --ignored
show_model_on_calibration` with CALIB=c6 prints the model against it) and c6.cu (regions timed by
../prereg/harness.cuh). None of these kernels is a judged kernel of rounds 1-6.

Families:
  wv_N, wr_N, wi_N   work chains: constant coefficients (calib's ArithV, what work(N) is), coefficients in
                     registers, and 4 independent chains (ILP), N = 16, 64
  ldc_K              K dependent loads j = tab[j] from a 64-entry global table (L1 hits after warm-up), K = 1, 2, 4, 8
  ldi_K              K independent loads summed, K = 2, 4
  ldb                one load feeding a real if/else
  anyb_A, allb, balb a vote, then a branch on the vote (warp-uniform)
  pl{v,i}_k_A        6 trips, k = 1..3 if-converted ifs of A ops each; v: the condition varies with i; i: loop-invariant (hoistable)
  mod_Q, modst       6 trips, if ((s + i) % Q == 0) work(2), Q = 3, 5; modst: if (s % 3 == 0) work(2) outside a loop
  swm_*              switches on a masked value (s & 3, s & 7, s & 1)
  fold_*             conditions on threadIdx.x that a 32-thread launch makes always true / a real split
  nlz_T, nl1_T       T trips of work(3) and an inner loop of c trips of work(4), c = 0 and 1
"""

from family_writer import write

TAB = [(5 * i + 3) % 32 for i in range(64)]
def L(f): return [int(f(l)) for l in range(32)]
def C(v): return [v] * 32
K = []
S = "sel[threadIdx.x]"
N = "cnt[threadIdx.x]"
def add(key, params, body, cuda, cases, shape=""):
    sig = ", ".join(f"const int *{p}" for p in params)
    src = f"__global__ void {key}({sig}) {{\n" + "\n".join("    " + l for l in body.strip("\n").splitlines()) + "\n}\n"
    cuda_names = [p for p in params if p != "tab"]
    cs = []
    for c, i in cases:
        i = dict(i)
        if "tab" in params:
            i["tab"] = TAB
        cs.append(dict(case=c, inputs=i))
    K.append(dict(key=key, shape=shape or key, lanes=32, source=src, cuda=cuda, params=cuda_names, cases=cs))

DIV = ("divergent", {"sel": L(lambda l: l)})
UNI = ("uniform", {"sel": C(7)})
# work chains
for n in (16, 64):
    add(f"wv_{n}", ["sel"], f"work({n});", f"x = W<{n}, 1>(x);", [UNI])
    add(f"wr_{n}", ["sel"], f"work({n});", f"x = WR<{n}>(x, s);", [UNI], "register-coefficient chain (not what work(N) is)")
    add(f"wi_{n}", ["sel"], f"work({n});", f"x = WI<{n}>(x, s);", [UNI], "4 independent chains of N/4 (not expressible)")
# loads
for k in (1, 2, 4, 8):
    body = f"int j = {S};\n" + "j = tab[j];\n" * k
    cuda = "pin(s); int j = s;\n    " + "j = TAB[j]; " * k + "\n    sinki(j, lane);"
    add(f"ldc_{k}", ["sel", "tab"], body, cuda, [DIV, ("uniform", {"sel": C(3)})])
for k in (2, 4):
    body = f"int j = {S};\nint t = 0;\n" + "".join(f"t += tab[j + {q}];\n" for q in range(k))
    cuda = "pin(s); int j = s; int t = 0;\n    " + "".join(f"t += TAB[j + {q}]; " for q in range(k)) + "\n    sinki(t, lane);"
    add(f"ldi_{k}", ["sel", "tab"], body, cuda, [DIV, ("uniform", {"sel": C(3)})])
add("ldb", ["sel", "tab"], f"if (tab[{S}] < 16) {{\n    work(10);\n}} else {{\n    work(12);\n}}",
    "pin(s); if (TAB[s] < 16) x = W<10, 1>(x); else x = W<12, 2>(x);",
    [("divergent", {"sel": L(lambda l: l)}), ("uniform", {"sel": C(0)})])
# votes feeding a branch
for a in (6, 12):
    add(f"anyb_{a}", ["sel"], f"if (__any_sync(0xffffffff, {S} == 0)) {{\n    work({a});\n}}\nwork(2);",
        f"if (__any_sync(FULL_MASK, s == 0)) x = W<{a}, 1>(x);\n    x = W<2, 2>(x);",
        [("one_lane", {"sel": L(lambda l: 0 if l == 9 else 1)}), ("uniform", {"sel": C(1)}), ("all", {"sel": C(0)})])
add("allb", ["sel"], f"if (__all_sync(0xffffffff, {S} > 0)) {{\n    work(5);\n}} else {{\n    work(12);\n}}",
    "if (__all_sync(FULL_MASK, s > 0)) x = W<5, 1>(x); else x = W<12, 2>(x);",
    [("one_lane", {"sel": L(lambda l: 0 if l == 9 else 1)}), ("uniform", {"sel": C(1)})])
add("balb", ["sel"], f"unsigned b = __ballot_sync(0xffffffff, {S} == 0);\nif (b == 0) {{\n    work(7);\n}} else {{\n    work(11);\n}}",
    "unsigned b = __ballot_sync(FULL_MASK, s == 0); if (b == 0) x = W<7, 1>(x); else x = W<11, 2>(x);",
    [("one_lane", {"sel": L(lambda l: 0 if l == 9 else 1)}), ("uniform", {"sel": C(1)})])
# predicated ifs in a loop
for k in (1, 2, 3):
    for a in (1, 3):
        bv = "for (int i = 0; i < 6; i++) {\n" + "".join(f"    if ((({S} + i) & {1 << q}) != 0) {{\n        work({a});\n    }}\n" for q in range(k)) + "}"
        cv = "#pragma unroll 1\n    for (int i = 0; i < 6; ++i) { " + "".join(f"if (((s + i) & {1 << q}) != 0) x = W<{a}, {q + 1}>(x); " for q in range(k)) + "}"
        add(f"plv_{k}_{a}", ["sel"], bv, cv, [DIV, ("uniform", {"sel": C(0)})])
        bi = "for (int i = 0; i < 6; i++) {\n" + "".join(f"    if (({S} & {1 << q}) != 0) {{\n        work({a});\n    }}\n" for q in range(k)) + "}"
        ci = "#pragma unroll 1\n    for (int i = 0; i < 6; ++i) { " + "".join(f"if ((s & {1 << q}) != 0) x = W<{a}, {q + 1}>(x); " for q in range(k)) + "}"
        add(f"pli_{k}_{a}", ["sel"], bi, ci, [DIV, ("uniform", {"sel": C(7)})])
# modulo by a constant in a condition
for q in (3, 5):
    add(f"mod_{q}", ["sel"], f"for (int i = 0; i < 6; i++) {{\n    if ((({S} + i) % {q}) == 0) {{\n        work(2);\n    }}\n}}",
        f"#pragma unroll 1\n    for (int i = 0; i < 6; ++i) {{ if (((s + i) % {q}) == 0) x = W<2, 1>(x); }}", [DIV, ("uniform", {"sel": C(1)})])
add("modst", ["sel"], f"if (({S} % 3) == 0) {{\n    work(2);\n}}\nwork(2);",
    "if ((s % 3) == 0) x = W<2, 1>(x);\n    x = W<2, 2>(x);", [DIV, ("uniform", {"sel": C(1)})])
# switches on a masked value
def sw(key, mask, cases, default, ins):
    body = f"switch ({S} & {mask}) {{\n" + "".join(f"case {v}: work({w}); break;\n" for v, w in cases)
    cuda = f"switch (s & {mask}) {{ " + "".join(f"case {v}: x = W<{w}, {v + 1}>(x); break; " for v, w in cases)
    if default is not None:
        body += f"default: work({default}); break;\n"
        cuda += f"default: x = W<{default}, 9>(x); break; "
    add(key, ["sel"], body + "}", cuda + "}", ins)
one = lambda v: ("uniform" if v == 0 else f"case{v}", {"sel": C(v)})
sw("swm_4d", 3, [(0, 8), (1, 8), (2, 8)], 8, [one(0), one(1), one(2), one(3), DIV])
sw("swm_4f", 3, [(0, 8), (1, 8), (2, 8), (3, 8)], None, [one(0), one(1), one(2), one(3), DIV])
sw("swm_8d", 7, [(v, 8) for v in range(7)], 8, [one(0), one(3), one(6), one(7), DIV])
sw("swm_2", 1, [(0, 8), (1, 8)], None, [one(0), one(1), DIV])
# conditions on threadIdx.x
add("fold_lt32", ["sel"], "if (threadIdx.x < 32) {\n    work(8);\n}\nwork(2);", "if (lane < 32) x = W<8, 1>(x);\n    x = W<2, 2>(x);", [UNI])
add("fold_ws", ["sel"], "if (threadIdx.x < warpSize) {\n    work(8);\n}\nwork(2);", "if (lane < warpSize) x = W<8, 1>(x);\n    x = W<2, 2>(x);", [UNI])
add("fold_and", ["sel"], "if ((threadIdx.x & 31) < 32) {\n    work(8);\n}\nwork(2);", "if ((lane & 31) < 32) x = W<8, 1>(x);\n    x = W<2, 2>(x);", [UNI])
add("fold_lt16", ["sel"], "if (threadIdx.x < 16) {\n    work(8);\n}\nwork(2);", "if (lane < 16) x = W<8, 1>(x);\n    x = W<2, 2>(x);", [UNI])
# nested loops, inner trips c
for t in (2, 4, 6):
    add(f"nlz_{t}", ["sel", "cnt"], f"for (int i = 0; i < {t}; i++) {{\n    work(3);\n    for (int j = 0; j < {N}; j++) {{\n        work(4);\n    }}\n}}",
        f"#pragma unroll 1\n    for (int i = 0; i < {t}; ++i) {{ x = W<3, 1>(x);\n#pragma unroll 1\n    for (int j = 0; j < c; ++j) x = W<4, 2>(x); }}",
        [("zero", {"sel": C(0), "cnt": C(0)}), ("one", {"sel": C(0), "cnt": C(1)}), ("mixed", {"sel": C(0), "cnt": L(lambda l: l % 2)})])

write("c6", "Calibration family 6 (issue 35), in the rounds' kernel format: see c6_gen.py. Not a pre-registration.",
      K, {k["key"]: k["params"] for k in K},
      "Warpwise calibration family 6 (issue 35): written by c6_gen.py; regions as ../prereg/round5.cu's.",
      "Build: nvcc -O3 -arch=sm_90 -o c6 c6.cu     Run: ./c6 --cases cases.txt > results.jsonl")
