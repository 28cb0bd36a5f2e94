import difflib

a = "The quick brown fox jumps over the lazy dog".split()
b = "The quick red fox leaped over the very lazy dog".split()
sm = difflib.SequenceMatcher(a=a, b=b)
for op, i1, i2, j1, j2 in sm.get_opcodes():
    if op != "equal":
        print(f"{op:<8} {' '.join(a[i1:i2])!r:<14} -> {' '.join(b[j1:j2])!r}")
print(round(sm.ratio(), 4))
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy", "applet"], n=2))
for line in difflib.unified_diff(["a\n", "b\n", "c\n"], ["a\n", "B\n", "c\n", "d\n"], fromfile="old", tofile="new", lineterm=""):
    print(line.rstrip("\n"))
