"""Drift between two runs of the same kernels (issue 35: a committed run against a later re-run, on another card
or the same), per point, and a summary. Standard library.

    python3 drift.py OUT.json NAME:FIRST.jsonl[.gz]:SECOND.jsonl[.gz] ...

Each NAME pairs the committed run's results with the re-run's (one JSON object a measurement, keys `key`, `case`,
`median`). Writes {pairs: {NAME: {points: [[key, case, first, second, diff_pct]], n, identical, median_abs_pct,
max_abs_pct}}, all: {...}}; diff = (second - first) / first. ABOUT (environment) says which runs they are.
"""
import gzip
import json
import os
import sys


def medians(path):
    with (gzip.open if path.endswith(".gz") else open)(path, "rt") as f:
        rows = [json.loads(l) for l in f if l.strip()]
    return {(r["key"], r["case"]): r["median"] for r in rows if "key" in r}


def summary(points):
    d = sorted(abs(p[4]) for p in points)
    n = len(d)
    med = (d[n // 2] if n % 2 else (d[n // 2 - 1] + d[n // 2]) / 2) if n else 0.0
    return {"n": n, "identical": sum(1 for p in points if p[2] == p[3]),
            "median_abs_pct": round(med, 2), "max_abs_pct": round(d[-1], 2) if d else 0.0}


def main():
    out, pairs = sys.argv[1], sys.argv[2:]
    doc, every = {"about": os.environ.get("ABOUT", "") + " diff_pct = (second - first) / first * 100.", "pairs": {}}, []
    for spec in pairs:
        name, a, b = spec.split(":")
        ma, mb = medians(a), medians(b)
        pts = [[k, c, ma[(k, c)], mb[(k, c)], round(100 * (mb[(k, c)] - ma[(k, c)]) / ma[(k, c)], 2)]
               for (k, c) in ma if (k, c) in mb]
        doc["pairs"][name] = {"points": pts, **summary(pts)}
        every += pts
        print(name, json.dumps(summary(pts)))
    doc["all"] = summary(every)
    print("all", json.dumps(doc["all"]))
    with open(out, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
