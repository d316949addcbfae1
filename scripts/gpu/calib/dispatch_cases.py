"""Writes the cases file of dispatch.cu (one line a measurement: key case lanes n mask s[32] c[32])."""
import itertools
import sys

FULL = (1 << 32) - 1
rows = []


def add(key, case, s, c=None):
    rows.append(" ".join(map(str, [key, case, 32, 0, FULL] + list(s) + list(c or [0] * 32))))


def split(*vals):
    """Lanes in equal consecutive blocks, one block a value (2 values: lanes 0-15 and 16-31)."""
    return [vals[l * len(vals) // 32] for l in range(32)]


def name(vals):
    return "+".join("d" if v < 0 else str(v) for v in vals)


# 1. One case, every lane on it (and the default, s = -1), for every K.
for k in (2, 3, 4, 5, 6, 7, 8, 10, 12, 16, 24, 32):
    for case in list(range(k)) + [-1]:
        add(f"sw_{k}", f"one_{name([case])}", [case] * 32)
# 2. The same after 8 ops of straight-line work.
for k in (3, 4, 8, 16):
    for case in list(range(k)) + [-1]:
        add(f"swp_{k}", f"one_{name([case])}", [case] * 32)
# 3. Several distinct cases, lanes in equal blocks.
for pair in itertools.combinations(range(4), 2):
    add("sw_4", f"set_{name(pair)}", split(*pair))
for pair in itertools.combinations(range(8), 2):
    add("sw_8", f"set_{name(pair)}", split(*pair))
for vals in ((0, -1), (3, -1), (7, -1), (0, 1, 2), (0, 3, 6), (5, 6, 7), (1, 4, 7), (0, 2, 4, 6), (1, 3, 5, 7),
             (4, 5, 6, 7), (0, 1, 2, 3, 4, 5, 6, 7)):
    add("sw_8", f"set_{name(vals)}", split(*vals))
for vals in ((0, 1), (0, 8), (0, 15), (7, 8), (14, 15), (3, 12), (5, 6), (2, 9, 13), (0, 5, 10, 15)):
    add("sw_16", f"set_{name(vals)}", split(*vals))
for vals in ((0, 2), (1, 2), (0, 1, 2)):
    add("sw_3", f"set_{name(vals)}", split(*vals))
for vals in ((0, 7), (3, 4), (5, 6), (1, 6)):
    add("swp_8", f"set_{name(vals)}", split(*vals))
# lane layout: one lane on the other case, and alternating lanes
add("sw_8", "lane31_0+5", [0] * 31 + [5])
add("sw_8", "alt_2+6", [2 if l % 2 == 0 else 6 for l in range(32)])
# 4. Body length: work(12) cases.
for case in (0, 3, 6, 7, -1):
    add("swl_8", f"one_{name([case])}", [case] * 32)
add("swl_8", "set_2+5", split(2, 5))
# 5. A switch in a 6-trip loop, case (s + i) % K.
for k in (4, 8):
    add(f"swloop_{k}", "together_0", [0] * 32, [6] * 32)
    add(f"swloop_{k}", "together_3", [3] * 32, [6] * 32)
    add(f"swloop_{k}", "half_0+1", split(0, 1), [6] * 32)
    add(f"swloop_{k}", "quarter_0+1+2+3", split(0, 1, 2, 3), [6] * 32)
    add(f"swloop_{k}", "trips_1", [0] * 32, [1] * 32)
# 6. If-chains on one value.
chains = {"ch3e_8": 3, "ch3e_2": 3, "ch3n_8": 3, "ch4e_8": 4, "ch4n_8": 5, "ch5e_8": 5, "ch3ep_8": 3}
for key, outcomes in chains.items():
    for o in range(outcomes):
        add(key, f"one_{o}", [o if o < outcomes - 1 or key in ("ch4n_8",) else 9] * 32)
    sets = [(0, 1), (0, 2), (1, 2), (0, 1, 2)] if outcomes == 3 else [(0, 1), (1, 2), (0, outcomes - 1), tuple(range(outcomes))]
    for vals in sets:
        vv = [v if v < outcomes - 1 or key == "ch4n_8" else 9 for v in vals]
        add(key, f"set_{name(vals)}", split(*vv))
for o, v in ((0, 0), (1, 5), (2, 9)):
    add("ch3s_8", f"one_{o}", [v] * 32)
add("ch3s_8", "set_0+1", split(0, 5))
add("ch3s_8", "set_0+1+2", split(0, 5, 9))
add("ch3x_8", "one_0", [0] * 32, [0] * 32)
add("ch3x_8", "one_1", [1] * 32, [1] * 32)
add("ch3x_8", "one_2", [1] * 32, [0] * 32)
add("ch3x_8", "set_0+1+2", split(0, 1, 1), split(0, 1, 0))
open(sys.argv[1], "w").write("\n".join(rows) + "\n")
print(len(rows), "cases", file=sys.stderr)
