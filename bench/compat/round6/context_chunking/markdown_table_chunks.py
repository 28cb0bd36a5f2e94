context = """| id | name | dept | salary |
|----|------|------|--------|
| 1 | Ana | eng | 120000 |
| 2 | Ben | ops | 95000 |
| 3 | Cid | eng | 130000 |
| 4 | Dee | sales | 70000 |
| 5 | Eve | eng | 125000 |
| 6 | Fay | ops | 99000 |
| 7 | Gil | sales | 82000 |"""

lines = context.splitlines()
header = [h.strip() for h in lines[0].strip("|").split("|")]
rows = [dict(zip(header, (c.strip() for c in l.strip("|").split("|")))) for l in lines[2:]]
chunk_rows = 3
for i in range(0, len(rows), chunk_rows):
    part = rows[i:i + chunk_rows]
    table = "\n".join([lines[0], lines[1]] + [lines[2 + i + j] for j in range(len(part))])
    print(f"-- chunk {i // chunk_rows} ({len(table)} chars, header repeated)")
    print(table.splitlines()[-1])
depts = {}
for r in rows:
    depts.setdefault(r["dept"], []).append(int(r["salary"]))
for d, s in sorted(depts.items()):
    print(f"{d:<6} n={len(s)} avg={sum(s) / len(s):>10,.2f} max={max(s):,}")
