"""What the calibration fits from family 10 on share: reading a family's raw output and least squares. Standard
library only (no numpy on the machines that run these)."""
import gzip
import json


def read(path):
    """A text file, gzipped or not."""
    with (gzip.open if path.endswith(".gz") else open)(path, "rt") as f:
        return f.read()


def medians(path):
    """{(key, case): median} of a family's raw JSON lines."""
    return {(r["key"], r["case"]): r["median"] for r in map(json.loads, read(path).splitlines()) if "key" in r}


def r3(x):
    return round(x, 3)


def line(points):
    """Least squares y = a + b x over (x, y): (a, b)."""
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    b = sum((x - mx) * (y - my) for x, y in points) / sum((x - mx) ** 2 for x, _ in points)
    return my - b * mx, b


def solve(rows, ys):
    """Least squares for as many unknowns as a row has: the normal equations by Gaussian elimination with pivoting."""
    n = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(n)] + [sum(r[i] * y for r, y in zip(rows, ys))] for i in range(n)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        for r in range(n):
            if r != c:
                f = a[r][c] / a[c][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
    return [a[i][n] / a[i][i] for i in range(n)]


def write_fit(out, about, meas, params, notes, m):
    """A family's fitted file (cN.json): what it is, the run and device, the parameters, the notes, each kernel's
    SASS summary from the measured file `meas`, and every median of `m`; prints the parameters and notes."""
    doc = {"about": about, "run": meas["run"], "device": meas["device"], "parameters": params, "notes": notes,
           "sass": {k: {"structure": v["structure"], "features": v["timed_region_features"]} for k, v in meas["sass"].items()},
           "measurements": [[k[0], k[1], v] for k, v in m.items()]}
    with open(out, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    for q in params:
        print(f'{q["name"]:42s} {q["value"]}')
    print(json.dumps(notes, indent=1))
