"""The writer every calibration family generator (c6_gen.py … c10_gen.py) shares: the family's kernels in the
rounds' kernel format (NAME_kernels.json) and its CUDA regions for ../prereg/harness.cuh (NAME.cu)."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from kernel_text import TAB, C, L, N, S, UNROLL_1 as U, cswitch, switch  # noqa: E402,F401 (re-exported)


def kernel(key, body, cuda, cases, loads=False):
    """A kernel of one warp in the rounds' format: `body` is the stepper source inside `__global__ void key(const int
    *sel, const int *cnt[, const int *tab])`, `cuda` its region, `cases` (name, inputs); with `loads`, every case's
    `tab` input is TAB."""
    params = "const int *sel, const int *cnt" + (", const int *tab" if loads else "")
    src = f"__global__ void {key}({params}) {{\n" + "\n".join("    " + l for l in body.strip("\n").splitlines()) + "\n}\n"
    cs = []
    for c, i in cases:
        i = dict(i)
        if loads:
            i["tab"] = TAB
        cs.append(dict(case=c, inputs=i))
    return dict(key=key, shape=key, lanes=32, source=src, cuda=cuda, cases=cs)


class Family:
    """A family's kernels as its generator adds them (the generators from family 13 on)."""

    def __init__(self):
        self.kernels = []

    def add(self, key, body, cuda, cases, loads=False):
        self.kernels.append(kernel(key, body, cuda, cases, loads))


def write(name, about, kernels, cuda_data, header, build_line=None):
    """`kernels`: dicts with key, shape, lanes, source, cases and cuda (the region's body); `cuda_data`: per key,
    the data arrays the harness passes; `header`: the .cu file's first comment line (after "// ")."""
    doc = {"about": about,
           "cuda_data": cuda_data,
           "kernels": [{kk: k[kk] for kk in ("key", "shape", "lanes", "source", "cases")} for k in kernels]}
    json.dump(doc, open(f"{name}_kernels.json", "w"), indent=1)
    with open(f"{name}.cu", "w") as f:
        f.write(f"// {header}\n")
        if build_line:
            f.write(f"// {build_line}\n")
        f.write('#include "../prereg/harness.cuh"\n#include "loads.cuh"\n\n')
        f.write("#define REGION(NAME) struct R_##NAME { static __device__ __forceinline__ float run(float x, int s, int c, int n, int lane)\n\n")
        for k in kernels:
            f.write(f"REGION({k['key']}) {{\n    {k['cuda']}\n    return x;\n}} }};\n\n")
        for k in kernels:
            f.write(f"PKERNEL({k['key']})\n")
        f.write("\nstatic const Entry TABLE[] = {\n" + "".join(f'    {{"{k["key"]}", {k["key"]}}},\n' for k in kernels) + "};\n\n")
        f.write("int main(int argc, char** argv) { return harness_main(argc, argv, TABLE, sizeof TABLE / sizeof TABLE[0]); }\n")
    print(len(kernels), sum(len(k["cases"]) for k in kernels))
