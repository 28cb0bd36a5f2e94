sections = []
current = []
for line in context.splitlines():
    if line.startswith("NOTE checkpoint"):
        sections.append({"note": line, "rows": current})
        current = []
    else:
        current.append(line)
if current:
    sections.append({"note": None, "rows": current})

print("sections:", len(sections))
pairs = []
for s in sections:
    cp = s["note"].split()[2].rstrip(":") if s["note"] else "tail"
    pairs.append(("\n".join(s["rows"]), f"errors near checkpoint {cp}"))

outs = rlm_query_batched(pairs)
for s, out in zip(sections, outs):
    amounts = [float(r.split("amount=")[1].split()[0]) for r in s["rows"]]
    print(f"{len(s['rows']):2} rows  max={max(amounts):7.2f}  {out}")
