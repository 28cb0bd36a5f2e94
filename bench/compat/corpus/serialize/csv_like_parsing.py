rows = [l.split() for l in context.splitlines() if l.startswith("id=")][:5]
header = [c.split("=")[0] for c in rows[0][:6]]
table = [[c.split("=", 1)[1] for c in r[:6]] for r in rows]
print(",".join(header))
for r in table:
    print(",".join(f'"{v}"' if "-" in v else v for v in r))
widths = [max(len(x) for x in col) for col in zip(header, *table)]
for r in [header] + table:
    print("  ".join(v.ljust(w) for v, w in zip(r, widths)).rstrip())
