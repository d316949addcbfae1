"""The kernel text the calibration families from 13 and the rounds from 9 on share: the lane data (TAB, per-lane and
one-value inputs), the stepper's lane expressions and a small switch written for the stepper and for CUDA. Standard
library only; family_writer.py and ../prereg/round_writer.py re-export it."""

# As loads.cuh holds it: what a kernel's `tab` input reads.
TAB = [(5 * i + 3) % 32 for i in range(64)]
S = "sel[threadIdx.x]"
N = "cnt[threadIdx.x]"
# Before every CUDA loop: the stepper runs loops as written, so nvcc must not unroll them.
UNROLL_1 = "#pragma unroll 1\n    "


def L(f):
    """Per-lane values: f(lane) for the 32 lanes."""
    return [int(f(l)) for l in range(32)]


def C(v):
    """The same value on every lane."""
    return [v] * 32


def switch(sel, a, b, c, indent=""):
    """The stepper's `switch (sel) { case 0: work(a); case 1: work(b); default: work(c); }`, each line indented."""
    lines = [f"switch ({sel}) {{", "case 0:", f"    work({a});", "    break;", "case 1:", f"    work({b});", "    break;",
             "default:", f"    work({c});", "    break;", "}"]
    return "\n".join(indent + l for l in lines)


def cswitch(sel, a, b, c, salt=1):
    """The same switch as a CUDA region's statement; `salt` numbers the first body's W<…> (the others follow)."""
    return (f"switch ({sel}) {{ case 0: x = W<{a}, {salt}>(x); break; case 1: x = W<{b}, {salt + 1}>(x); break; "
            f"default: x = W<{c}, {salt + 2}>(x); break; }}")
