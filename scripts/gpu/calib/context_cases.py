"""Writes the cases file of context.cu (one line a measurement: key case lanes n mask s[32] c[32])."""
import sys

FULL = (1 << 32) - 1
rows = []


def add(key, case, s, c=None):
    rows.append(" ".join(map(str, [key, case, 32, 0, FULL] + s + (c or [0] * 32))))


zeros, ones, half = [0] * 32, [1] * 32, [l & 1 for l in range(32)]
for p in (0, 2, 4, 8, 16, 32):
    for case, s in (("taken", zeros), ("skipped", ones), ("half", half)):
        add(f"ifnpre_{p}_16", case, s)
for p in (0, 4, 8, 16, 32):
    for case, s in (("taken", zeros), ("half", half)):
        add(f"ifnpre_{p}_3", case, s)
    for case, s in (("first", zeros), ("second", ones), ("half", half)):
        add(f"ifepre_{p}_8_8", case, s)
for p in (0, 4, 8, 16):
    for case, s in (("first", zeros), ("half", half)):
        add(f"ifepre_{p}_2_2", case, s)
for a, t in ((1, 2), (3, 2), (4, 4), (1, 8), (3, 8)):
    for case, s in (("together", zeros), ("half", half)):
        add(f"predloop_{a}_{t}", case, s, [8] * 32)
for a, b in ((6, 10), (10, 14), (16, 16)):
    for case, s in (("together", zeros), ("half", half)):
        add(f"brloop_{a}_{b}", case, s, [8] * 32)
open(sys.argv[1], "w").write("\n".join(rows) + "\n")
