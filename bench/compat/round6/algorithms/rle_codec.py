import re
from itertools import groupby

def encode(s):
    return "".join(f"{len(list(g))}{k}" if len(s) else "" for k, g in groupby(s))

def decode(s):
    return "".join(ch * int(n) for n, ch in re.findall(r"(\d+)(\D)", s))

samples = ["aaabccddddd", "abc", "", "zzzzzzzzzzzz", "aabbaa"]
for s in samples:
    e = encode(s)
    d = decode(e)
    ratio = len(e) / len(s) if s else 0
    print(f"{s!r:>16} -> {e!r:<12} ok={d == s} ratio={ratio:.2f}")

bitmap = ["0001111000", "0011111100", "0000110000"]
for row in bitmap:
    runs = [(k, sum(1 for _ in g)) for k, g in groupby(row)]
    print(row, runs)
