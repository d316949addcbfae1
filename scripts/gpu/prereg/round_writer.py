"""What the round generators from round 9 on share: the kernel builder (stepper source, inputs, CUDA region) and
the writer of kernels-roundN.json and roundN.cu. Standard library only."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from kernel_text import TAB, C, L, N, S, UNROLL_1, cswitch, switch  # noqa: E402,F401 (re-exported)

U = "\n" + UNROLL_1


def one(base, lane, v, key="sel", other=None):
    """A one-lane input: every lane `base` but `lane`, which holds `v`."""
    d = {key: L(lambda l: v if l == lane else base)}
    if other:
        d.update(other)
    return d


class Round:
    def __init__(self, number):
        self.number = number
        self.kernels = []

    def add(self, key, shape, params, body, cuda, cases, lanes=32):
        """A kernel: its parameters, its body (the stepper's source inside `__global__ void key(…)`), its CUDA
        region and its cases (name, inputs); the `tab` input, where a kernel reads it, is TAB."""
        sig = ", ".join(f"const int *{p}" for p in params)
        src = f"__global__ void {key}({sig}) {{\n" + "\n".join("    " + l for l in body.strip("\n").splitlines()) + "\n}\n"
        cs = []
        for c, i in cases:
            i = dict(i)
            if "tab" in params:
                i["tab"] = TAB
            cs.append(dict(case=c, inputs=i))
        self.kernels.append(dict(key=key, shape=shape, lanes=lanes, source=src, cuda=cuda, cases=cs))

    def write(self, about):
        """kernels-roundN.json and roundN.cu; prints the number of kernels."""
        n, K = self.number, self.kernels
        doc = {"round": n, "about": about,
               "cuda_data": {k["key"]: ["sel", "cnt"] for k in K},
               "kernels": [{kk: k[kk] for kk in ("key", "shape", "lanes", "source", "cases")} for k in K]}
        json.dump(doc, open(f"kernels-round{n}.json", "w"), indent=1)
        with open(f"round{n}.cu", "w") as f:
            f.write(f"// Warpwise pre-registration, round {n}: the CUDA regions of kernels-round{n}.json, one per key, written\n// as round1.cu's (s, c: the lane's data in cuda_data order; n: the scalar; W<N, SALT>(x): work(N); TAB: tab).\n//\n// Build: nvcc -O3 -arch=sm_90 -o round{n} round{n}.cu     Run: ./round{n} --cases cases.txt > results.jsonl\n#include \"harness.cuh\"\n#include \"../calib/loads.cuh\"\n\n")
            f.write("#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)\n\n")
            for k in K:
                f.write(f"REGION({k['key']}) {{\n    {k['cuda']}\n    return x;\n}} }};\n\n")
            for k in K:
                f.write(f"PKERNEL({k['key']})\n")
            f.write("\nstatic const Entry TABLE[] = {\n" + "".join(f'    {{"{k["key"]}", {k["key"]}}},\n' for k in K) + "};\n\n")
            f.write("int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }\n")
        print(len(K))
