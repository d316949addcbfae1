"""Parsing cuobjdump -sass and nvcc's PTX into per-kernel instruction lists and feature counts.

Plain Python (no third-party modules), shared by ifc_scan.py and fit.py.
"""
import re

_SASS_LINE = re.compile(r"/\*([0-9a-f]{4,6})\*/\s+(.*?)\s*;")
_TARGET = re.compile(r"\b0x([0-9a-f]+)\b")


def parse_sass(text):
    """{kernel name: [(address, instruction text), ...]} from cuobjdump -sass output."""
    functions = {}
    for block in re.split(r"\n\s*Function : ", "\n" + text)[1:]:
        name, _, body = block.partition("\n")
        instrs = []
        for line in body.splitlines():
            m = _SASS_LINE.search(line)
            if m:
                instrs.append((int(m.group(1), 16), m.group(2).strip()))
        functions[name.strip()] = instrs
    return functions


def split_pred(instr):
    """('@!P0', 'BRA', 'BRA 0x380') -> predicate ('' if none), opcode (with modifiers), rest."""
    pred = ""
    text = instr
    if text.startswith("@"):
        pred, _, text = text.partition(" ")
        text = text.strip()
    opcode = text.split(" ", 1)[0]
    return pred, opcode, text


def is_clock(instr):
    return "SR_CLOCKLO" in instr or "SR_CLOCKHI" in instr


def features(instrs):
    """Counts that classify a kernel (or a slice of one)."""
    f = dict(instr=0, ffma=0, ffma_pred=0, pred_other=0, fsel=0, sel=0, bra_cond=0, bra_cond_uniform=0,
             bra_back=0, bra_uncond=0, bssy=0, bsync=0, brx=0, warpsync=0, nop=0, vote=0, shfl=0, clock=0,
             imad_mov=0)
    for addr, ins in instrs:
        pred, op, text = split_pred(ins)
        base = op.split(".")[0]
        f["instr"] += 1
        if base == "FFMA":
            f["ffma"] += 1
            if pred:
                f["ffma_pred"] += 1
        elif pred and base not in ("BRA", "EXIT", "STG", "BRX"):
            f["pred_other"] += 1
        if base == "FSEL":
            f["fsel"] += 1
        elif base == "SEL":
            f["sel"] += 1
        elif base == "BRA":
            m = _TARGET.search(text)
            if m and int(m.group(1), 16) == addr:
                continue  # the trailing self-loop after EXIT
            if pred and pred not in ("@PT",):
                f["bra_cond"] += 1
                if pred.lstrip("@!").startswith("UP"):
                    f["bra_cond_uniform"] += 1
            else:
                f["bra_uncond"] += 1
            if m and int(m.group(1), 16) <= addr:
                f["bra_back"] += 1
        elif base == "BSSY":
            f["bssy"] += 1
        elif base == "BSYNC":
            f["bsync"] += 1
        elif base == "BRX":
            f["brx"] += 1
        elif base == "WARPSYNC":
            f["warpsync"] += 1
        elif base == "NOP":
            f["nop"] += 1
        elif base == "VOTE":
            f["vote"] += 1
        elif base == "SHFL":
            f["shfl"] += 1
        elif base in ("IMAD", "MOV") and (op.startswith("IMAD.MOV") or base == "MOV"):
            f["imad_mov"] += 1
        if is_clock(ins):
            f["clock"] += 1
    return f


def timed_slice(instrs):
    """The instructions between the first two clock reads, in address order ([] when there are fewer)."""
    idx = [i for i, (_, ins) in enumerate(instrs) if is_clock(ins)]
    if len(idx) < 2:
        return []
    return instrs[idx[0] + 1:idx[1]]


def parse_ptx(text):
    """{entry name: [body lines without comments]} from a PTX file."""
    entries = {}
    for block in re.split(r"\n\s*(?:\.visible\s+)?\.entry\s+", "\n" + text)[1:]:
        name = re.match(r"[A-Za-z_$][\w$]*", block).group(0)
        lines = []
        for line in block.splitlines()[1:]:
            line = line.split("//", 1)[0].strip()
            if line:
                lines.append(line)
        entries[name] = lines
    return entries


def ptx_features(lines):
    f = dict(bra_cond=0, bra_uni=0, selp=0, fma=0, pred_other=0, setp=0)
    for line in lines:
        if re.match(r"@!?%p\w*\s+bra\b", line):
            f["bra_cond"] += 1
        elif line.startswith("bra"):
            f["bra_uni"] += 1
        elif line.startswith("@"):
            f["pred_other"] += 1
        if re.search(r"\bselp\.", line):
            f["selp"] += 1
        if re.search(r"\bfma\.rn\.f32\b", line):
            f["fma"] += 1
        if re.search(r"\bsetp\.", line):
            f["setp"] += 1
    return f


def strip_sass(text):
    """cuobjdump text without the encoding-only lines (halves the size of stored excerpts)."""
    return "\n".join(l for l in text.splitlines() if not re.match(r"^\s*/\* 0x[0-9a-f]+ \*/\s*$", l)) + "\n"


def compact_sass(text):
    """Only the 'Function :' lines and '/*addr*/ INSTR ;' (what parse_sass reads), for archiving."""
    out = []
    for line in text.splitlines():
        if "Function : " in line:
            out.append("\t\tFunction : " + line.split("Function : ", 1)[1].strip())
            continue
        m = _SASS_LINE.search(line)
        if m:
            out.append(f"/*{m.group(1)}*/ {m.group(2).strip()} ;")
    return "\n".join(out) + "\n"


def compact_ptx(text):
    """PTX without blank and comment-only lines (inline-asm markers included), for archiving."""
    return "\n".join(l for l in text.splitlines() if l.strip() and not l.strip().startswith("//")) + "\n"


if __name__ == "__main__":
    import sys
    if len(sys.argv) == 4 and sys.argv[1] in ("compact-sass", "compact-ptx"):
        fn = compact_sass if sys.argv[1] == "compact-sass" else compact_ptx
        with open(sys.argv[2]) as src, open(sys.argv[3], "w") as dst:
            dst.write(fn(src.read()))
    else:
        print("usage: sasslib.py compact-sass|compact-ptx IN OUT", file=sys.stderr)
        sys.exit(2)
