lines = context.splitlines()
chunks = [lines[i:i + 50] for i in range(0, len(lines), 50)]
done = 0
for i, ch in enumerate(chunks, 1):
    done += len(ch)
    frac = done / len(lines)
    filled = int(frac * 20)
    bar = "[" + "=" * filled + ">" * (filled < 20) + " " * (19 - filled + (filled == 20)) + "]"
    spam = sum("label=spam" in l for l in ch)
    print(f"chunk {i}/{len(chunks)} {bar} {frac:6.1%}  spam={spam:<3d} notes={sum(l.startswith('NOTE') for l in ch)}")
res = llm_query_batched([f"chunk {i}: " + "\n".join(c) for i, c in enumerate(chunks)])
print("\n".join(f"  {r[:40]:<40}|" for r in res))
print(f"{'done':=^30}")
