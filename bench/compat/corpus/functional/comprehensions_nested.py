lines = context.splitlines()
recs = [dict(p.split("=", 1) for p in l.split(" msg=")[0].split()) for l in lines if l.startswith("id=")]

users = sorted({r["user"] for r in recs})
labels = sorted({r["label"] for r in recs})
matrix = {u: {lab: sum(1 for r in recs if r["user"] == u and r["label"] == lab) for lab in labels} for u in users}
print("user   " + " ".join(f"{l:>5}" for l in labels))
for u, row in matrix.items():
    print(f"{u:<7}" + " ".join(f"{row[l]:>5}" for l in labels))

grid = [[i * j for j in range(1, 5)] for i in range(1, 4)]
print(grid, [x for row in grid for x in row if x % 2])
transposed = [list(col) for col in zip(*grid)]
print(transposed)
codes = {int(l.rsplit(" ", 1)[-1].strip('"')) for l in lines if "prize" in l}
print(len(codes), min(codes), max(codes))
words = [w for l in lines[:5] for w in l.split('"')[1].split() if w.isalpha()]
print(words)
print({k: v for k, v in zip("abc", range(3)) if v})
print([(i, c) for i, c in enumerate("xyz") if i != 1])
squares = (n * n for n in range(10))
print(sum(squares), [n for n in range(20) if n % 3 == 0 if n % 2 == 0])
x = 10
print([x for x in range(3)], x)
