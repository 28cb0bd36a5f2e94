import re

lines = context.splitlines()
parsed = [m.groupdict() for l in lines if (m := re.match(r"id=(?P<id>\d+) user=(?P<user>\w+) label=(?P<label>\w+) amount=(?P<amt>[\d.]+)", l))]
print(len(parsed), parsed[0])
by_user = {u: [p["id"] for p in parsed if p["user"] == u][:4] for u in sorted({p["user"] for p in parsed})}
print(by_user)
matrix = [[i * j for j in range(1, 5)] for i in range(1, 4)]
print(matrix, [row[::-1] for row in matrix], list(map(list, zip(*matrix))))
flat = [x for row in matrix for x in row if x % 2 == 0]
print(flat, {x % 5 for x in flat}, sum(x for x in flat))
gen = (float(p["amt"]) for p in parsed)
print(next(gen), next(gen), round(sum(gen), 2))
if (n := len([p for p in parsed if p["label"] == "alert"])) > 20:
    print("many alerts:", n)
totals = {}
[totals.__setitem__(p["label"], totals.get(p["label"], 0) + 1) for p in parsed]
print(totals)
squares = {i: i * i for i in range(6) if i % 2}
print(squares, [(i, j) for i in range(3) for j in range(i)], [c * 2 for c in "ab"])
chunks = [lines[i:i + 50] for i in range(0, len(lines), 50)]
answers = llm_query_batched([f"Count alerts:\n" + "\n".join(c) for c in chunks])
print([a.split("(")[-1] for a in answers])
